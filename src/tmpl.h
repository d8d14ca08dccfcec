/* SPDX-License-Identifier: ISC */
/*
 * tmpl: a template (XPaths for title, body and category, strip rules,
 * the method that produced it), its JSON form as stored in the database,
 * applying it to a page to get an article, and validating an article
 * against its entry's feed metadata.  Pure.
 */
#ifndef TEMPLAR_TMPL_H
#define TEMPLAR_TMPL_H

#include <stddef.h>

struct html_doc;
struct tmpl;

/* What a template extracts from one page: plain data, caller frees with
 * article_free(). */
struct article {
	char *title;		/* NULL when the title XPath found nothing */
	char *body_text;	/* paragraphs separated by '\n' */
	char *body_html;	/* cleaned: no script/style/forms/comments/
				   hidden/event attributes; absolute URLs */
	char *category;		/* NULL when none */
};

void article_free(struct article *a);

struct tmpl *tmpl_new(void);
void tmpl_free(struct tmpl *t);

/* Template from its JSON form; NULL with *cause set. */
struct tmpl *tmpl_from_json(const char *text, char **cause);
/* JSON form; caller frees. */
char *tmpl_to_json(const struct tmpl *t);

/* Accessors; strings are lent (NULL when unset). */
const char *tmpl_title_xpath(const struct tmpl *t);
const char *tmpl_body_xpath(const struct tmpl *t);
const char *tmpl_category_xpath(const struct tmpl *t);
const char *tmpl_method(const struct tmpl *t);	/* "teaser", "override"... */

/* Setters copy their argument; NULL clears.  Used by learn.c and for the
 * config's per-feed overrides, which win over learning. */
void tmpl_set_title_xpath(struct tmpl *t, const char *xpath);
void tmpl_set_body_xpath(struct tmpl *t, const char *xpath);
void tmpl_set_category_xpath(struct tmpl *t, const char *xpath);
void tmpl_set_method(struct tmpl *t, const char *method);

/*
 * Apply a template to a parsed page.  Return an article the caller frees
 * with article_free(), or NULL with *cause set when the body XPath
 * matches nothing usable.
 */
struct article *tmpl_apply(const struct tmpl *t, struct html_doc *doc,
    char **cause);

/*
 * How well an article agrees with its entry's feed metadata, in [0, 1]:
 * title similarity and how much of the teaser the body covers.  teaser
 * or title may be NULL.
 */
double tmpl_validate(const struct article *a, const char *title,
    const char *teaser);

#endif

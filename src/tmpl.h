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
	char *title;     /* NULL when the title XPath found nothing */
	char *body_text; /* paragraphs separated by '\n' */
	char *body_html; /* cleaned: no script/style/forms/comments/
			    hidden/event attributes; absolute URLs */
	char *category;  /* NULL when none */
	int fallback;    /* TMPL_FALLBACK_* bits: the template's own
			    XPaths did not fit this page */
};

#define TMPL_FALLBACK_BODY 0x1  /* the densest block stood in */
#define TMPL_FALLBACK_TITLE 0x2 /* og:title or h1 stood in */

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
const char *tmpl_method(const struct tmpl *t); /* "teaser", "override"... */

/* Setters copy their argument; NULL clears.  Used by learn.c and for the
 * config's per-feed overrides, which win over learning. */
void tmpl_set_title_xpath(struct tmpl *t, const char *xpath);
void tmpl_set_body_xpath(struct tmpl *t, const char *xpath);
void tmpl_set_category_xpath(struct tmpl *t, const char *xpath);
void tmpl_set_method(struct tmpl *t, const char *method);

/* What each field's XPath was found by ("teaser", "title-match",
 * "title-tag", "category-match", "override"...). */
enum tmpl_field { TMPL_TITLE, TMPL_BODY, TMPL_CATEGORY };
const char *tmpl_field_method(const struct tmpl *t, enum tmpl_field f);
void tmpl_set_field_method(
    struct tmpl *t, enum tmpl_field f, const char *method);

/* Text to remove from the start and the end of the title XPath's text
 * (a site name around <title>); NULL or "" for none. */
const char *tmpl_title_prefix(const struct tmpl *t);
const char *tmpl_title_suffix(const struct tmpl *t);
void tmpl_set_title_strip(
    struct tmpl *t, const char *prefix, const char *suffix);

/* XPaths, relative to a body node, of chrome removed from the body. */
#define TMPL_MAX_STRIP 32
size_t tmpl_body_strip_count(const struct tmpl *t);
const char *tmpl_body_strip(const struct tmpl *t, size_t i);
/* Add one; -1 when TMPL_MAX_STRIP are there already. */
int tmpl_add_body_strip(struct tmpl *t, const char *xpath);
void tmpl_clear_body_strip(struct tmpl *t);

/* The title or the category alone, as tmpl_apply() gives it; NULL when
 * the XPath is unset or finds nothing.  Caller frees. */
char *tmpl_apply_title(const struct tmpl *t, struct html_doc *doc);
char *tmpl_apply_category(const struct tmpl *t, struct html_doc *doc);

/*
 * The guard: when set, a body match lying apart from the page's main
 * paragraphs and much smaller than them is taken for a page of another
 * layout, and the densest block is extracted instead.  learn.c sets it
 * when its samples' bodies all hold their page's main paragraphs.
 * tmpl_body_apart() says whether a page's match lies apart (1) or not.
 */
int tmpl_body_guard(const struct tmpl *t);
void tmpl_set_body_guard(struct tmpl *t, int on);
int tmpl_body_apart(const struct tmpl *t, struct html_doc *doc);

/* 1 if the XPath compiles (an override or a stored template must). */
int tmpl_xpath_valid(const char *xpath);

/*
 * Apply a template to a parsed page.  Return an article the caller frees
 * with article_free(), or NULL with *cause set when the body XPath
 * matches nothing usable.
 */
struct article *tmpl_apply(
    const struct tmpl *t, struct html_doc *doc, char **cause);

/*
 * How well an article agrees with its entry's feed metadata, in [0, 1]:
 * title similarity and how much of the teaser the body covers.  teaser
 * or title may be NULL.
 */
double tmpl_validate(
    const struct article *a, const char *title, const char *teaser);

#endif

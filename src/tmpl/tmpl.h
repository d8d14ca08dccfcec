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
#include <stdint.h>

struct body_tally;
struct html_doc;
struct tmpl;

/* What a template extracts from one page: plain data, caller frees with
 * article_free(). */
struct article {
	char *title;       /* NULL when the title XPath found nothing */
	char *body_text;   /* paragraphs separated by '\n' */
	char *body_html;   /* cleaned: no script/style/forms/comments/
			      hidden/event attributes; absolute URLs */
	char *category;    /* NULL when none; else categories[0] */
	char **categories; /* all the category XPath finds, distinct, in
			      document order (a post's category links) */
	size_t ncategories;
	int fallback;      /* TMPL_FALLBACK_* bits: the template's own
			      XPaths did not fit this page */
	char *image;       /* the lead image (og:image, else the body's
			      first image), absolute; NULL when none */
	int64_t published; /* unix seconds, 0: unknown; the template leaves
			      it, extract.h sets it */
	char *author;      /* NULL: unknown; the same */
};

#define TMPL_MAX_CATEGORIES 16 /* per article */
/* Bytes of a heading read as the page's headline (the extraction's, and
 * the learner's where it asks what the extraction will find). */
#define TMPL_HEADLINE_MAX 1024

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

/* Setters copy their argument; NULL clears.  Used by the learner and for the
 * config's per-feed overrides, which win over learning. */
void tmpl_set_title_xpath(struct tmpl *t, const char *xpath);
void tmpl_set_body_xpath(struct tmpl *t, const char *xpath);
void tmpl_set_category_xpath(struct tmpl *t, const char *xpath);
void tmpl_set_method(struct tmpl *t, const char *method);

/*
 * Where the feed's pages show their date and their author as plain text
 * (a dateline, a "By Jane Doe" byline) when no metadata says them:
 * learned like the category (learn_byline.c); NULL when unknown.
 */
const char *tmpl_date_xpath(const struct tmpl *t);
const char *tmpl_author_xpath(const struct tmpl *t);
void tmpl_set_date_xpath(struct tmpl *t, const char *xpath);
void tmpl_set_author_xpath(struct tmpl *t, const char *xpath);

/* What each field's XPath was found by ("teaser", "title-match",
 * "title-tag", "category-match", "override"...). */
enum tmpl_field {
	TMPL_TITLE,
	TMPL_BODY,
	TMPL_CATEGORY,
	TMPL_DATE,
	TMPL_AUTHOR
};
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

/*
 * Boilerplate text of the feed's pages that reaches into the body (a
 * "Share this:" label, a disclaimer): fingerprints (text_fingerprint())
 * of text nodes the learner found inside the body on several pages.
 * Such text nodes are dropped from the body.  Add one; -1 when
 * TMPL_MAX_BOILER are there already.
 */
#define TMPL_MAX_BOILER 64
int tmpl_add_body_boiler(struct tmpl *t, uint64_t fp);
size_t tmpl_body_boiler_count(const struct tmpl *t);

/* The title or the category alone, as tmpl_apply() gives it; NULL when
 * the XPath is unset or finds nothing.  Caller frees. */
char *tmpl_apply_title(const struct tmpl *t, struct html_doc *doc);
char *tmpl_apply_category(const struct tmpl *t, struct html_doc *doc);
/* All the categories, as tmpl_apply() gives them: set *out (caller frees
 * each and the array) and return how many, 0 (*out NULL) when none. */
size_t tmpl_apply_categories(
    const struct tmpl *t, struct html_doc *doc, char ***out);
/* The text the date or author XPath (field TMPL_DATE or TMPL_AUTHOR)
 * finds first, of the layout the page is routed to, at most
 * TMPL_MAX_SHOWN bytes; NULL when unset or nothing.  Caller frees. */
#define TMPL_MAX_SHOWN 256
char *tmpl_apply_shown(
    const struct tmpl *t, struct html_doc *doc, enum tmpl_field f);

/*
 * The guard: when set, a body match lying apart from the page's main
 * paragraphs and much smaller than them is taken for a page of another
 * layout, and the densest block is extracted instead.  learn_one.c sets it
 * when its samples' bodies all hold their page's main paragraphs.
 * tmpl_body_apart() says whether a page's match lies apart (1) or not.
 */
int tmpl_body_guard(const struct tmpl *t);
void tmpl_set_body_guard(struct tmpl *t, int on);
/*
 * Apply t and its layouts with the body rules' hook (body.h): rules
 * switched off, what each drops counted into tally, which the caller
 * keeps while t is applied; NULL to apply them all uncounted, as the
 * daemon does.  For measuring the rules (bench/tbench).
 */
void tmpl_set_body_tally(struct tmpl *t, struct body_tally *tally);
int tmpl_body_apart(const struct tmpl *t, struct html_doc *doc);

/*
 * Several layouts (METHODS.md section 4).  A feed may serve pages of
 * several layouts; one template then holds one set of XPaths per layout:
 * layout 0 is the template itself (what the accessors above read), the
 * others are whole templates of their own, added with tmpl_add_layout().
 * Each layout has a structural signature: features (tmpl_features())
 * its pages share and the other layouts' pages lack.  tmpl_apply()
 * routes a page to the layout whose signature it fits best; a page that
 * fits none is extracted by the best fallback and flagged.  The setters
 * of XPaths and strip rules, called on a template holding layouts, set
 * them in every layout (the config's overrides win everywhere).
 */
#define TMPL_MAX_LAYOUTS 4
#define TMPL_MAX_SIG 48 /* features in one signature */
#define TMPL_MAX_FEATURES 4096
size_t tmpl_layout_count(const struct tmpl *t);
/* Layout i (0: t itself), or NULL. */
const struct tmpl *tmpl_layout(const struct tmpl *t, size_t i);
/* Add a layout, taking ownership of it; -1 (and it is freed) when
 * TMPL_MAX_LAYOUTS are there already or it holds layouts itself. */
int tmpl_add_layout(struct tmpl *t, struct tmpl *layout);
void tmpl_set_signature(struct tmpl *t, const uint64_t *sig, size_t n);
size_t tmpl_signature(const struct tmpl *t, const uint64_t **sig);
/*
 * A page's structural features: the distinct hashes of the tag paths
 * from the root to its elements (a tag with its stable id and first
 * stable class), at most max of them, sorted.  Return how many.
 */
size_t tmpl_features(struct html_doc *doc, uint64_t *out, size_t max);
/* The layout a page is routed to; *fit (may be NULL) is the share of
 * that layout's signature the page has, 1 for a one-layout template. */
size_t tmpl_route(const struct tmpl *t, struct html_doc *doc, double *fit);
#define TMPL_ROUTE_FIT 0.5 /* below: the page fits no layout */

/* 1 if the XPath compiles (an override or a stored template must). */
int tmpl_xpath_valid(const char *xpath);

/*
 * Apply a template to a parsed page.  Return an article the caller frees
 * with article_free(), or NULL with *cause set when the body XPath
 * matches nothing usable.  The body's nodes are left on doc
 * (html_doc_set_story()) for what looks near the story.
 */
struct article *tmpl_apply(
    const struct tmpl *t, struct html_doc *doc, char **cause);
/*
 * tmpl_apply() leaving out what the caller has no use for: with
 * TMPL_APPLY_TEXT, body_html and image stay NULL (templar extract
 * --templates, which prints neither unless asked).
 */
#define TMPL_APPLY_TEXT 0x1
#define TMPL_APPLY_FORCE 0x100 /* tmpl_apply.c's own: the densest block */
struct article *tmpl_apply_flags(
    const struct tmpl *t, struct html_doc *doc, int flags, char **cause);
/*
 * tmpl_apply_flags() for a page whose entry is known: headline, the
 * entry's own title (or NULL), is a title the body never repeats either
 * (a page's title may say more than the headline, or something else).
 */
struct article *tmpl_apply_headline(const struct tmpl *t, struct html_doc *doc,
    int flags, const char *headline, char **cause);

/*
 * How well an article agrees with its entry's feed metadata, in [0, 1]:
 * title similarity and how much of the teaser the body covers.  teaser
 * or title may be NULL.
 */
double tmpl_validate(
    const struct article *a, const char *title, const char *teaser);

#endif

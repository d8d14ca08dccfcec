/* SPDX-License-Identifier: ISC */
/*
 * extract: a page and a template -> an article, the one way every caller
 * takes (extract.h), so that templar try previews and the mapper gives
 * what the daemon stores.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "conf.h"
#include "date.h"
#include "extract.h"
#include "headline.h"
#include "html.h"
#include "noscript.h"
#include "article.h"
#include "pagemeta.h"
#include "text.h"
#include "tmpl.h"
#include "util.h"

static struct html_doc *extract_parse(
    const struct extract_page *pg, char **cause);
static void extract_shown(const struct tmpl *t, struct html_doc *doc,
    const struct extract_entry *e, struct pagemeta *m);
static void extract_meta(const struct tmpl *t, struct html_doc *doc,
    const struct extract_entry *e, struct article *a);
static void extract_finish(const struct tmpl *t, struct html_doc *doc,
    const struct extract_entry *e, struct extract *x);
static int extract_run(const struct tmpl *t, struct html_doc *doc,
    const struct extract_entry *e, int flags, struct body_tally *tally,
    struct extract *x);

static struct html_doc *
extract_parse(const struct extract_page *pg, char **cause)
{
	if (pg->scratch != NULL)
		return html_parse_inplace(
		    pg->scratch, pg->len, pg->charset, pg->url, cause);
	return html_parse(pg->data, pg->len, pg->charset, pg->url, cause);
}

/*
 * Where the publisher's metadata says nothing, what the template learned
 * the feed's pages show (a dateline, a byline) goes before what pagemeta
 * guesses near the headline: it held on most of the feed's samples.
 * A shown date is a day.
 */
static void
extract_shown(const struct tmpl *t, struct html_doc *doc,
    const struct extract_entry *e, struct pagemeta *m)
{
	int64_t day;
	char *s, *name;

	if (t == NULL)
		return;
	/* what the feed says needs nothing of the page */
	if ((e == NULL || e->published == 0) &&
	    (m->published == 0 || m->date_shown) &&
	    (s = tmpl_apply_shown(t, doc, TMPL_DATE)) != NULL) {
		if (date_find(s, &day) == 0 && day > 0) {
			m->published = day;
			m->has_time = 0;
		}
		free(s);
	}
	if ((e == NULL || e->author == NULL || *e->author == '\0') &&
	    (m->author == NULL || m->author_shown) &&
	    (s = tmpl_apply_shown(t, doc, TMPL_AUTHOR)) != NULL) {
		if ((name = pagemeta_name(s)) != NULL) {
			free(m->author);
			m->author = name;
		}
		free(s);
	}
}

/*
 * The article's date and author: the feed's first, the page's where the
 * feed says nothing: its publisher's metadata, else where the template
 * learned the pages show them, else what pagemeta finds near the
 * headline (pagemeta.h; a page's date within a time zone of the feed's
 * day gives it its time).  Never the time it was fetched: no date known
 * is 0.
 */
static void
extract_meta(const struct tmpl *t, struct html_doc *doc,
    const struct extract_entry *e, struct article *a)
{
	struct pagemeta m;

	pagemeta_read(doc, a->title, &m);
	extract_shown(t, doc, e, &m);
	a->published = pagemeta_pick_date(
	    e != NULL ? e->published : 0, m.published, m.has_time);
	free(a->author);
	if (e != NULL && e->author != NULL && *e->author != '\0')
		a->author = xstrdup(e->author);
	else {
		a->author = m.author;
		m.author = NULL;
	}
	pagemeta_clear(&m);
}

/* The headline for the title found, and the article's validation. */
static void
extract_finish(const struct tmpl *t, struct html_doc *doc,
    const struct extract_entry *e, struct extract *x)
{
	char *part;

	if (e == NULL) {
		x->score = -1;
		return;
	}
	/* the page's title less a masthead or section the entry has not */
	if ((part = headline_of(t, doc, x->a->title, e->title)) != NULL) {
		free(x->a->title);
		x->a->title = part;
	}
	x->score = tmpl_validate(x->a, e->title, e->teaser);
}

/* 1 if t's title XPath is the default, found on no sample page. */
static int
extract_title_default(const struct tmpl *t)
{
	const char *m = tmpl_field_method(t, TMPL_TITLE);

	return m != NULL && strcmp(m, "default") == 0;
}

/*
 * With no template, the page's own headline (headline_guess()) where it
 * is a part of the entry's title set apart by a spaced mark, the rest
 * the publisher's name an aggregator adds as the page's <title> does
 * ("Rates rise - BBC News"); else NULL.
 */
static char *
extract_title_undecorated(struct html_doc *doc, const char *title)
{
	char *g, *k = NULL;
	int w;

	/* no mark or label, no part: the page is not read for nothing */
	for (w = 1; w < TEXT_TITLE_FORMS && k == NULL; w++)
		k = text_title_core(title, w);
	if (k == NULL)
		return NULL;
	free(k);
	g = headline_guess(doc);
	if (g != NULL &&
	    (text_reads_same(g, title) || !text_title_has_part(title, g))) {
		free(g);
		g = NULL;
	}
	return g;
}

/*
 * extract_doc() with t, or with no template when t is NULL: an empty
 * one, whose body is the densest block and whose title is og:title or
 * the first h1, replaced with the page's own headline (headline_guess())
 * when no entry says it; so is a template's default title.  With no
 * template, tally (NULL: none) counts what the body rules drop and
 * switches off those it says (body.h).
 */
static int
extract_run(const struct tmpl *t, struct html_doc *doc,
    const struct extract_entry *e, int flags, struct body_tally *tally,
    struct extract *x)
{
	const char *teaser = NULL, *title = NULL;
	struct tmpl *none = NULL;
	char *guess = NULL, *shown = NULL;

	memset(x, 0, sizeof(*x));
	x->status = EXTRACT_FAILED;
	x->score = -1;
	if (e != NULL) {
		title = e->title;
		teaser = e->teaser != NULL && *e->teaser != '\0' ? e->teaser
								 : e->content;
	}
	/* a page that shows its story only to readers without scripts,
	 * read as they see it (noscript.h); a template reads the page as
	 * learned, and so only where its fallback guesses (tmpl_apply.c) */
	if (t == NULL)
		noscript_show(html_doc_xml(doc));
	if (!article_page_is(doc, title, teaser, &x->cause)) {
		x->status = EXTRACT_NOT_ARTICLE;
		return -1;
	}
	if (t == NULL) {
		t = none = tmpl_new();
		tmpl_set_method(none, "generic");
		tmpl_set_body_tally(none, tally);
	}
	/* no entry title: the page's own headline where no template says
	 * where it is (learned with no titles to find, a template keeps
	 * the default "//h1", as often the site's name) */
	if ((title == NULL || *title == '\0') &&
	    (none != NULL || extract_title_default(t)))
		title = guess = headline_guess(doc);
	else if (none != NULL &&
	    (guess = extract_title_undecorated(doc, title)) != NULL)
		title = guess;
	/* a decorated entry title: the body rules are told the headline
	 * the page shows, as headline_of() will title the article with it,
	 * so that its heading does not open the body as well */
	else if ((shown = headline_shown(doc, title)) != NULL)
		title = shown;
	x->a = tmpl_apply_headline(t, doc,
	    (flags & EXTRACT_TEXT) ? TMPL_APPLY_TEXT : 0, title, &x->cause);
	free(shown);
	if (x->a == NULL) {
		free(guess);
		tmpl_free(none);
		return -1;
	}
	x->status = EXTRACT_ARTICLE;
	if (none != NULL)
		x->a->fallback |= TMPL_FALLBACK_BODY;
	if (guess != NULL) {
		free(x->a->title);
		x->a->title = guess;
	}
	extract_finish(t, doc, e, x);
	extract_meta(t, doc, e, x->a);
	tmpl_free(none);
	return 0;
}

int
extract_doc(const struct tmpl *t, struct html_doc *doc,
    const struct extract_entry *e, int flags, struct extract *x)
{
	return extract_run(t, doc, e, flags, NULL, x);
}

int
extract_generic(struct html_doc *doc, const struct extract_entry *e, int flags,
    struct extract *x)
{
	return extract_run(NULL, doc, e, flags, NULL, x);
}

int
extract_generic_tally(struct html_doc *doc, const struct extract_entry *e,
    int flags, struct body_tally *tally, struct extract *x)
{
	return extract_run(NULL, doc, e, flags, tally, x);
}

static int
extract_parsed(const struct tmpl *t, const struct extract_page *pg,
    const struct extract_entry *e, int flags, struct extract *x)
{
	struct html_doc *doc;
	char *cause = NULL;
	int rc;

	if ((doc = extract_parse(pg, &cause)) == NULL) {
		memset(x, 0, sizeof(*x));
		x->status = EXTRACT_FAILED;
		x->score = -1;
		x->cause = cause;
		return -1;
	}
	rc = extract_run(t, doc, e, flags, NULL, x);
	x->doc = doc;
	return rc;
}

int
extract_page(const struct tmpl *t, const struct extract_page *pg,
    const struct extract_entry *e, int flags, struct extract *x)
{
	return extract_parsed(t, pg, e, flags, x);
}

int
extract_generic_page(const struct extract_page *pg,
    const struct extract_entry *e, int flags, struct extract *x)
{
	return extract_parsed(NULL, pg, e, flags, x);
}

void
extract_clear(struct extract *x)
{
	if (x == NULL)
		return;
	article_free(x->a);
	free(x->cause);
	html_doc_free(x->doc);
	memset(x, 0, sizeof(*x));
}

const char *
extract_fallback(const struct article *a)
{
	if (a == NULL || a->fallback == 0)
		return NULL;
	return (a->fallback & TMPL_FALLBACK_BODY) ? "body" : "title";
}

int
extract_overrides(struct tmpl *t, const struct conf *conf, const char *feed)
{
	const struct conf_feed *cf = conf_feed_find(conf, feed);

	if (cf == NULL)
		return 0;
	if (cf->title_xpath != NULL)
		tmpl_set_title_xpath(t, cf->title_xpath);
	if (cf->body_xpath != NULL)
		tmpl_set_body_xpath(t, cf->body_xpath);
	if (cf->category_xpath != NULL)
		tmpl_set_category_xpath(t, cf->category_xpath);
	if (cf->strip_xpath != NULL &&
	    tmpl_add_body_strip(t, cf->strip_xpath) == -1)
		return -1;
	return 0;
}

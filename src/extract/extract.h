/* SPDX-License-Identifier: ISC */
/*
 * extract: one page and a template -> one article, the same way for
 * every caller: the daemon (process.c), templar try, templar extract
 * --feed and the mapper (templar extract --templates).  The page is
 * parsed once; a page that is no article is told (learn.h); the
 * template routes it to one of its layouts, or a fallback, and applies
 * it (tmpl.h); the title is cut to the entry's headline (headline.h);
 * the date and author are the entry's, else the page's (pagemeta.h);
 * the article is validated against the entry.  Pure: bytes in, values
 * out.
 */
#ifndef TEMPLAR_EXTRACT_H
#define TEMPLAR_EXTRACT_H

#include <stddef.h>
#include <stdint.h>

struct article;
struct body_tally;
struct conf;
struct html_doc;
struct tmpl;

/* A page as fetched or archived. */
struct extract_page {
	const char *data; /* its bytes */
	char *scratch;    /* or bytes parsed in place, which the parse
			     overwrites (data is then NULL) */
	size_t len;
	const char *charset; /* the HTTP header's; NULL: none */
	const char *url;     /* final URL, to resolve links; may be NULL */
};

/* What the feed said of the page; NULL where the caller does not know
 * the page's entry (a file or an archived page without it). */
struct extract_entry {
	const char *title;   /* may be NULL */
	const char *teaser;  /* may be NULL */
	const char *content; /* stands in for an empty teaser when telling
				an article; may be NULL */
	int64_t published;   /* the feed's date, 0: none */
	const char *author;  /* the feed's author, may be NULL */
};

enum extract_status {
	EXTRACT_ARTICLE,     /* a, score set */
	EXTRACT_NOT_ARTICLE, /* cause says why */
	EXTRACT_FAILED,      /* no parse, or the template found no body */
};

/* What extract_page() made of a page: plain data, emptied with
 * extract_clear(). */
struct extract {
	enum extract_status status;
	struct article *a;    /* EXTRACT_ARTICLE */
	double score;         /* its validation against the entry in [0, 1];
				 -1 without an entry */
	char *cause;          /* otherwise: why */
	struct html_doc *doc; /* the parsed page, for a caller that has
				 more to ask of it; NULL: no parse */
};

/* What extract_page() may leave out: body_html and the image stay NULL
 * (tmpl.h, TMPL_APPLY_TEXT); their cost is the caller's to save. */
#define EXTRACT_TEXT 0x1

/*
 * Extract pg with t; e is the page's entry, or NULL.  Fill x (its
 * previous contents are not freed) and return 0 for an article, -1 when
 * there is none (x->status says why).  The caller empties x with
 * extract_clear() either way.
 */
int extract_page(const struct tmpl *t, const struct extract_page *pg,
    const struct extract_entry *e, int flags, struct extract *x);
/* The same on a page parsed already, which stays the caller's (x->doc
 * is NULL). */
int extract_doc(const struct tmpl *t, struct html_doc *doc,
    const struct extract_entry *e, int flags, struct extract *x);
void extract_clear(struct extract *x);

/*
 * The same for a page whose host has no template yet (a host seen once,
 * through an aggregator's feed; a page the mapper has no template for):
 * nothing learned, the generic extraction (METHODS.md section 5, "no
 * template"): the body is the block of the page that gathers the most
 * paragraph text, cleaned by the body rules; the title is the entry's
 * headline as the page spells it, else the page's own headline
 * (headline_guess()).  The article is flagged as a fallback
 * (TMPL_FALLBACK_BODY).
 */
int extract_generic_page(const struct extract_page *pg,
    const struct extract_entry *e, int flags, struct extract *x);
int extract_generic(struct html_doc *doc, const struct extract_entry *e,
    int flags, struct extract *x);
/*
 * extract_generic() with tally counting what each body rule drops and
 * switching off the rules it says (body.h's struct body_tally): how
 * bench/tbench judges a rule on pages of hosts nothing was learned on.
 */
int extract_generic_tally(struct html_doc *doc, const struct extract_entry *e,
    int flags, struct body_tally *tally, struct extract *x);

/* What stood in when the template did not fit the page, as the commands
 * print it: "body", "title", or NULL when nothing did. */
const char *extract_fallback(const struct article *a);

/*
 * Put the config's XPaths for the feed named feed on t: they win over
 * what was learned, for the daemon and the commands that preview it.
 * Return 0, or -1 when the feed's strip_xpath is not usable (the rest
 * are set).
 */
int extract_overrides(
    struct tmpl *t, const struct conf *conf, const char *feed);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * tmpl_int: what the template's files share and nothing else may use.
 * tmpl.c holds the template itself (fields, strip rules, layouts and
 * routing, the compiled XPaths); tmpl_json.c its stored form;
 * tmpl_apply.c applying it to a page.  tmpl.h is the interface.
 */
#ifndef TEMPLAR_TMPL_INT_H
#define TEMPLAR_TMPL_INT_H

#include <stddef.h>
#include <stdint.h>

#include <libxml/xpath.h>

#include "tmpl.h"

#define TMPL_MAX_XPATH 2048 /* bytes of one XPath */
#define TMPL_MAX_TITLE 1024
#define TMPL_MAX_DEPTH 200 /* elements deep a walk of the page goes */

struct tmpl_match;

/* A compiled XPath: libxml2's form, and tmpl_match's when it has one. */
struct tmpl_xpath {
	xmlXPathCompExprPtr comp;
	struct tmpl_match *match; /* NULL: libxml2 evaluates it */
};

struct tmpl_cache {
	struct tmpl_xpath *title;
	struct tmpl_xpath *body;
	struct tmpl_xpath *category;
	struct tmpl_xpath *date;
	struct tmpl_xpath *author;
	struct tmpl_xpath *strip[TMPL_MAX_STRIP];
	struct tmpl_xpath *title_fb[2]; /* fallbacks, fixed */
	struct tmpl_xpath *image[2];    /* og:image, twitter:image */
	int compiled;
};

struct tmpl {
	char *title_xpath;
	char *body_xpath;
	char *category_xpath;
	char *date_xpath;
	char *author_xpath;
	char *method;
	char *field_method[5];
	char *title_prefix;
	char *title_suffix;
	char *strip[TMPL_MAX_STRIP];
	size_t nstrip;
	int guard; /* distrust matches apart from the main text */
	struct body_tally *tally; /* the body rules' hook, or NULL */
	struct tmpl_cache *cache; /* compiled XPaths, filled lazily */
	struct tmpl *layout[TMPL_MAX_LAYOUTS - 1]; /* other layouts */
	size_t nlayout;
	uint64_t sig[TMPL_MAX_SIG]; /* structural signature, sorted */
	size_t nsig;
	uint64_t boiler[TMPL_MAX_BOILER]; /* text fingerprints, sorted */
	size_t nboiler;
};

/* libxml2 reports XPath errors here; a bad XPath is reported by us. */
void tmpl_xpath_quiet(void *arg, xmlErrorPtr err);
/* Compile an XPath without libxml2 printing its complaints. */
xmlXPathCompExprPtr tmpl_xpath_compile(const char *xpath);
/* An XPath compiled both ways, NULL if it does not compile; freed with
 * tmpl_xpath_free(). */
struct tmpl_xpath *tmpl_xpath_new(const char *xpath);
void tmpl_xpath_free(struct tmpl_xpath *x);
/*
 * tmpl_match.c: an XPath of the forms it knows (NULL for another), and
 * its node set on a page (a node below node for ".//"), the same libxml2
 * gives; NULL where that cannot be told without libxml2, or libxml2
 * could take more than max_ops steps.
 */
struct tmpl_match *tmpl_match_compile(const char *xpath);
void tmpl_match_free(struct tmpl_match *m);
xmlXPathObjectPtr tmpl_match_eval(const struct tmpl_match *m, xmlDocPtr doc,
    xmlNodePtr node, unsigned long max_ops);
/* Compile every XPath once; -1 if the body XPath does not compile. */
int tmpl_compile(const struct tmpl *t);
/* qsort/bsearch order of 64-bit hashes. */
int tmpl_cmp_u64(const void *a, const void *b);

/*
 * The page's body guessed with no XPath (tmpl_guess.c): the block that
 * gathers the most paragraph text, widened while its parent adds little,
 * or the list it is one record of, with those of its siblings that
 * belong to the article: at most max nodes in the page's order into out,
 * and how many returned; 0 when the page has no text.  When that holds
 * less than a story's worth, the block that head (the page's headline,
 * a heading; NULL: unknown) heads is taken instead, if it is another.
 * *top and *top_para are the densest block itself and its paragraph
 * text, *core the block of the best score, both before widening.
 */
size_t tmpl_guess_body(xmlDocPtr xml, xmlNodePtr *out, size_t max,
    xmlNodePtr *top, size_t *top_para, xmlNodePtr *core, xmlNodePtr head);
/*
 * The strip rule of the generic extraction's body (body.h's
 * body_strip_cb): mark as dropped the blocks below body that a reader
 * would not count as the story (tmpl_tidy.c), never one holding core
 * (the block the guess scored best, tmpl_guess_body(); NULL: none);
 * return how many.
 */
struct marks;
size_t tmpl_guess_tidy(xmlNodePtr body, struct marks *m, void *core);
/* 1 if the tidy drops block c (a box named as no story, a box of links,
 * a form): what the densest block's siblings that join it may not be. */
int tmpl_tidy_drops(const xmlNode *c);

#endif

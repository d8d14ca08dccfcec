/* SPDX-License-Identifier: ISC */
/*
 * learn_int: what the learner's files share and nothing else may use.
 * learn.c learns a template (body, title, category) from sample pages it
 * indexes into struct lpage, learn_category.c where the category is;
 * generalise.c turns
 * elements into candidate XPaths and evaluates them; clean.c finds the
 * chrome inside a learned body; learn_comments.c where the feed says
 * the comments are; cluster.c learns one template per
 * layout.  Not installed, not for
 * other modules: learn.h is the interface.
 */
#ifndef TEMPLAR_LEARN_INT_H
#define TEMPLAR_LEARN_INT_H

#include <stddef.h>
#include <stdint.h>

#include <libxml/tree.h>

struct buf;
struct learn_sample;
struct text_bag;
struct tmpl;

#define LEARN_MAX_SAMPLES 16
#define LEARN_MAX_TEASER 384 /* distinct teaser tokens used */
#define LEARN_MAX_DEPTH 200
#define LEARN_MAX_CAND 256 /* candidate XPaths per field */
#define LEARN_MAX_MATCH 32 /* nodes one candidate may select */

/* An element of a sample page, in document order. */
struct lnode {
	xmlNodePtr node;
	int parent;    /* index, -1 for the root */
	int end;       /* index after the last descendant */
	size_t text;   /* bytes of visible non-space text */
	size_t link;   /* of which inside <a> */
	size_t boiler; /* of which (not link) recurring elsewhere */
	size_t para;   /* good text in its own paragraphs */
	int nblock;    /* block element children */
	int single;    /* one paragraph, maybe wrapped in blocks */
};

/* A sample page being analysed. */
struct lpage {
	const struct learn_sample *s;
	xmlDocPtr xml;
	xmlNodePtr body;
	struct lnode *nodes;
	size_t nnodes;
	size_t cap;     /* room in nodes */
	uint16_t *hits; /* nnodes x nteaser token counts */
	size_t nteaser; /* distinct teaser tokens */
	uint64_t teaser_keys[LEARN_MAX_TEASER];
	uint16_t teaser_count[LEARN_MAX_TEASER];
	size_t teaser_total;
	int seed;               /* element holding the teaser, or -1 */
	int chosen;             /* its article container, or -1 */
	const char *located_by; /* "teaser", "description", "title"... */
	int voted;              /* agrees with the chosen body XPath */
	int generic;            /* its teaser is the feed's, not its own */
	const char *teaser;     /* the feed's, else the page's description */
	char *feed_teaser;      /* the feed's description reduced to it */
	int page_teaser;        /* teaser is the page's own description */
	struct text_bag *ref;   /* text of the container */
	struct text_bag *fps;   /* fingerprints of its text nodes */
};

/* A candidate XPath and how it fared. */
struct lcand {
	char *xpath;
	char *prefix; /* title strip, or NULL */
	char *suffix;
	int rank; /* lower is preferred on equal score */
	double score;
};

struct lcands {
	struct lcand v[LEARN_MAX_CAND];
	size_t n;
};

/* learn.c: learning one template, and the indexed pages' figures */

/* Learn one template from the pages ss[0..n) (all of them articles). */
struct tmpl *learn_set(const struct learn_sample *const *ss, size_t n,
    int64_t **voters, size_t *nvoters, char **cause);
/* Index of element n of page pg, or -1. */
int lpage_find(const struct lpage *pg, xmlNodePtr n);
/* 1 if element a is d or one of its ancestors. */
int learn_holds(xmlNodePtr a, xmlNodePtr d);
/* Share of the teaser's tokens found in element e. */
double lpage_cov(const struct lpage *pg, int e);
/* The same, in element e less its descendant d. */
double lpage_cov_less(const struct lpage *pg, int e, int d);
/* Good text of element e: neither link text nor boilerplate. */
double lpage_good(const struct lpage *pg, int e);

/* learn_category.c: the category */

/* Learn where the pages keep their entries' categories, into t. */
void learn_category(struct lpage *pages, size_t np, struct tmpl *t);

/* generalise.c: candidate XPaths */

/* 1 if some part of a name looks like a generated hash. */
int learn_hashlike(const char *s);
/* 1 if an id or class token is stable across pages. */
int learn_stable(const char *s);
/* An attribute of n, borrowed, or NULL. */
const char *learn_attr(xmlNodePtr n, const char *name);
/* 1 if two sibling elements are records of one loop. */
int learn_same_record(xmlNodePtr a, xmlNodePtr b);
/* The next token of a class attribute: copies it from *pos into tok (of
 * size bytes) and moves *pos past it; 0 at the end.  A token too long for
 * tok is passed over. */
int learn_class_next(const char **pos, char *tok, size_t size);
/* Add the fingerprints of the text nodes below n to fps, each once; with
 * common, only those common counts at least twice (on other pages). */
void learn_fp_walk(xmlNodePtr n, const struct text_bag *common,
    struct text_bag *fps, int depth);
/* Append the predicate selecting n (kind 0: id, 1: first stable class
 * token, 2: all of them) to b; -1 if n has none of that kind. */
int learn_pred(xmlNodePtr n, int kind, struct buf *b);
/* Add the generalised XPaths selecting n to cs, at a rank. */
void learn_xpath_forms(xmlNodePtr n, struct lcands *cs, int rank);
/* Add one candidate (copied); one already there keeps the lower rank. */
void lcands_add(struct lcands *cs, const char *xpath, const char *prefix,
    const char *suffix, int rank);
/* Free the candidates' strings (not cs). */
void lcands_free(struct lcands *cs);
/* The best candidate: highest score, then lowest rank; NULL if none. */
struct lcand *lcands_best(struct lcands *cs);
/* The outermost elements xpath selects into out; max + 1 when more. */
size_t learn_select(
    xmlDocPtr xml, const char *xpath, xmlNodePtr *out, size_t max);
/* Text of all outermost matches, or NULL when none or too many. */
char *learn_select_text(xmlDocPtr xml, const char *xpath);

/* clean.c: chrome inside the body */

/* Blocks holding only recurring text -> strip XPaths. */
void learn_strip(struct lpage *pages, size_t np, struct tmpl *t);
/* Blocks named as chrome holding none of the article -> strip XPaths. */
void learn_strip_named(struct lpage *pages, size_t np, struct tmpl *t);
/* Text recurring inside the body on several pages -> fingerprints. */
void learn_boiler(struct lpage *pages, size_t np, const struct text_bag *common,
    struct tmpl *t);

/* learn_comments.c: the comments the feed links into the page */

/* Where the entries' comment links point in their pages -> strip XPaths. */
void learn_strip_comments(struct lpage *pages, size_t np, struct tmpl *t);

/* cluster.c: several layouts */

/* Replace t by one layout per cluster of ss when that agrees better. */
struct tmpl *learn_layouts(const struct learn_sample *const *ss, size_t n,
    struct tmpl *t, int64_t **voters, size_t *nvoters, char **cause);

#endif

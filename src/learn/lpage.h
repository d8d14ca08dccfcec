/* SPDX-License-Identifier: ISC */
/*
 * lpage: the learner's index of a sample page, the bottom of the learner
 * (see lpage.c).  Not for other modules: learn.h is the interface.
 */
#ifndef TEMPLAR_LPAGE_H
#define TEMPLAR_LPAGE_H

#include <stddef.h>
#include <stdint.h>

#include <libxml/tree.h>

struct learn_sample;
struct text_bag;

#define LEARN_MAX_TEASER 384 /* distinct teaser tokens used */
#define LEARN_MAX_DEPTH 200  /* deeper elements are not looked at */
#define LEARN_TEASER_WORDS 5 /* fewer words locate nothing */

/* An element of a sample page, in document order. */
struct lnode {
	xmlNodePtr node;
	int parent;    /* index, -1 for the root */
	int end;       /* index after the last descendant */
	size_t text;   /* bytes of visible non-space text */
	size_t link;   /* of which inside <a> */
	size_t boiler; /* of which (not link) recurring elsewhere (or, on
			  few samples, within the page) */
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
	int parts;              /* chosen: one box of a split story */
	int beside;             /* chosen: the story beside its standfirst */
	const char *located_by; /* "teaser", "description", "title"... */
	int voted;              /* agrees with the chosen body XPath */
	int generic;            /* its teaser is the feed's, not its own */
	const char *teaser;     /* the feed's, else the page's description */
	char *feed_teaser;      /* the feed's description reduced to it */
	int page_teaser;        /* teaser is the page's own description */
	struct text_bag *ref;   /* text of the container */
	struct text_bag *fps;   /* fingerprints of its text nodes */
	struct text_bag *self;  /* the same, each with its count here */
	unsigned char *threads; /* lpage_story_threads(), once asked */
	unsigned char *others;  /* the other stories' flags, NULL: none */
	int others_known;       /* others is set (lpage_other_stories()) */
	xmlNodePtr headline;    /* the heading reading the title, or NULL */
	int headline_known;     /* headline is set (lpage_headline()) */
};

/* The set of text-node fingerprints of a page's body, into pg->fps. */
void lpage_fingerprints(struct lpage *pg);
/* 1 if a page's teaser can locate its article: its own, more than the
 * title. */
int lpage_teaser_usable(const struct lpage *pg);
/* Index the elements of a page (its teaser set) with their text, link,
 * boilerplate and teaser-token counts; common counts the pages each text
 * fingerprint is on, of np. */
void lpage_index(struct lpage *pg, const struct text_bag *common, size_t np);
/* Free what the index holds (not pg). */
void lpage_free(struct lpage *pg);
/* Index of element n of page pg, or -1. */
int lpage_find(const struct lpage *pg, xmlNodePtr n);
/* Share of the teaser's tokens found in element e. */
double lpage_cov(const struct lpage *pg, int e);
/* The same, in element e less its descendant d. */
double lpage_cov_less(const struct lpage *pg, int e, int d);
/* Good text of element e: neither link text nor boilerplate. */
double lpage_good(const struct lpage *pg, int e);
/* 1 if element e of pg is i or holds it. */
int lpage_holds(const struct lpage *pg, int e, int i);
/*
 * 1 if the child of e holding d has a sibling of the same tag and class
 * with paragraph text of its own: the next page or section of one
 * article (a CMS writes each the same way), whatever its length.
 */
int lpage_continued(const struct lpage *pg, int e, int d);
/* Flag in in[] (one per element of pg) the comment threads its
 * structure shows: each record of one (comments_thread_run()), all below
 * it, and every element holding only flagged ones; never a run holding
 * seed (-1: none), whose entries are the story (a live blog). */
void lpage_threads(const struct lpage *pg, int seed, unsigned char *in);
/* lpage_threads() of pg's seed, once the story is located: computed on
 * the first call, freed with the page. */
const unsigned char *lpage_story_threads(struct lpage *pg);
/* Flag in rec[] the records among pg's flagged elements (in[]): those
 * whose class is set, with a flagged element sibling of their tag and
 * class a few siblings on.  One pass, each looking a few on. */
void lpage_records_near(
    const struct lpage *pg, const unsigned char *in, unsigned char *rec);
/* Add to kinds[0..*n) (max at most) the kinds of pg's story thread
 * records (lpage_story_threads()): a flagged element with a flagged
 * sibling of its tag and class near it, its class set, in no other
 * such (a reply's record is of its thread's); each kind once. */
void lpage_thread_kinds(
    struct lpage *pg, xmlNodePtr *kinds, size_t *n, size_t max);
/* Flag in in[], with all below them, pg's elements of one of the kinds
 * (lpage_thread_kinds() of all the samples) outside element story and
 * not holding it (-1: none): a comment alone under a post is a record
 * of the kind another sample's thread shows. */
void lpage_thread_kin(const struct lpage *pg, int story,
    xmlNodePtr const *kinds, size_t n, unsigned char *in);
/*
 * 1 if element e of pg is a list whose records nearly all carry a link
 * of the same label: a list of references, each with its "Google
 * Scholar" and "CrossRef", or of comments, each with its "Reply".  They
 * are the article's apparatus; a story's own list does not repeat a
 * link in every item.
 */
int lpage_labelled_records(const struct lpage *pg, int e);
/* Add the fingerprints of the text nodes below n to fps, each once; with
 * counts, every fingerprint to counts as often as it occurs; with
 * shapes, each node's shape too (text_shape(): "posted on DATE at TIME"
 * recurs where its words do not), where it is not its fingerprint. */
void learn_fp_walk(xmlNodePtr n, struct text_bag *fps, struct text_bag *counts,
    int shapes, int depth);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * generalise: an element -> candidate XPaths, the candidate lists the
 * learner's files score, evaluating a candidate on a sample page, and
 * what they ask of an element (attributes, stable names, records).  It
 * knows nothing of the rest of the learner.  Not for other modules:
 * learn.h is the interface.
 */
#ifndef TEMPLAR_GENERALISE_H
#define TEMPLAR_GENERALISE_H

#include <stddef.h>

#include <libxml/tree.h>

struct buf;

#define LEARN_MAX_CAND 256 /* candidate XPaths per field */
#define LEARN_MAX_MATCH 32 /* nodes one candidate may select */

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

/* 1 if some part of a name looks like a generated hash. */
int learn_hashlike(const char *s);
/* 1 if an id or class token is stable across pages. */
int learn_stable(const char *s);
/* An attribute of n, borrowed, or NULL. */
const char *learn_attr(xmlNodePtr n, const char *name);
/* 1 if two sibling elements are records of one loop: one tag, one
 * class attribute. */
int learn_same_record(xmlNodePtr a, xmlNodePtr b);
/*
 * 1 if elements a and b are records of one kind in a thread: one tag,
 * and class lists opening on one class ("comment even depth-1" and
 * "comment odd alt"; a theme's per-author and striping classes follow
 * the kind's own), or no class on either.
 */
int learn_same_first_class(xmlNodePtr a, xmlNodePtr b);
/* The next token of a class attribute: copies it from *pos into tok (of
 * size bytes) and moves *pos past it; 0 at the end.  A token too long for
 * tok is passed over. */
int learn_class_next(const char **pos, char *tok, size_t size);
/* Append the predicate selecting n (kind 0: id, 1: first stable class
 * token, 2: all of them, 3: its itemprop) to b; -1 if n has none of that
 * kind. */
int learn_pred(xmlNodePtr n, int kind, struct buf *b);

/*
 * Append to b the XPath name test of an element named name: the name
 * itself, or where it is no NCName, a test of its name()
 * ("*[name()='navoto:']").  The HTML parser drops a prefix ("o:p" of a
 * word processor's markup is a "p") but keeps what broken markup
 * leaves: "<navoto: Bob Ray" is a "navoto:", "<a:b:c>" a "b:c"; as a
 * step such a name does not compile, and a template holding it no
 * longer loaded.
 */
void learn_name_test(struct buf *b, const char *name);
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

#endif

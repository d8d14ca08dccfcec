/* SPDX-License-Identifier: ISC */
/*
 * body: the clean-up rules of an article's body as one mechanism.  The
 * body a template selects holds chrome besides the story (the feed's
 * boilerplate, teasers of other stories, boxes, link lists, reader
 * comments); each rule finds one kind and marks it dropped.  Every rule
 * is one entry of one table, body_rules[], run in its order (body.c
 * says why each stands where it does): the rules are data, as a filter
 * chain is (boilerpipe's filters, nginx's ordered filter list).  Pure.
 */
#ifndef TEMPLAR_BODY_H
#define TEMPLAR_BODY_H

#include <stddef.h>
#include <stdint.h>

struct _xmlNode;
struct comments_counts;
struct marks;

/* Drops what the template's learned strip XPaths find below body. */
typedef size_t (*body_strip_cb)(
    struct _xmlNode *body, struct marks *m, void *arg);

/* What a rule is given: the body node it cleans and what is known of
 * the page and its template.  The caller fills the template's part;
 * body_clean() the rest. */
struct body_page {
	struct _xmlNode *body; /* the body node being cleaned */
	size_t whole;          /* text bytes of all the body's nodes */
	const uint64_t
	    *boiler; /* the feed's boilerplate fingerprints, sorted */
	size_t nboiler;
	body_strip_cb strip; /* the learned strip XPaths, or NULL for none */
	void *strip_arg;
	const char *title; /* the article's title, or NULL */
	/* the entry's own headline when known (the feed's title), or
	 * NULL: a page's title may say more than the headline, or lack it */
	const char *headline;
	int first; /* body is the first of the body's nodes */
	struct _xmlNode *const *nodes; /* all the body's nodes, in order */
	size_t nn;
	/* the page's links counting its comments, read once by
	 * body_clean() (comments.h); NULL: a rule reads them itself */
	struct comments_counts *counts;
};

/* Whether a rule runs on this page: 1 if it does. */
typedef int (*body_applies_cb)(const struct body_page *pg);
/* A rule: mark what it drops below pg->body into m (marks_drop());
 * return how many things (nodes, runs, boxes) it found. */
typedef size_t (*body_mark_cb)(const struct body_page *pg, struct marks *m);

struct body_rule {
	const char *name;        /* what bench/tbench's --without takes */
	body_applies_cb applies; /* NULL: always */
	body_mark_cb mark;
	/* 1: the rule drops the headline, which a reader is shown apart;
	 * it may leave the body empty, where no other rule may */
	int headline;
};

/* The rules in the order they run, and how many. */
extern const struct body_rule body_rules[];
extern const size_t body_nrules;

#define BODY_MAX_RULES 32

/* What one rule dropped over the pages cleaned with a tally. */
struct body_count {
	size_t pages; /* pages where it dropped something */
	size_t nodes; /* nodes it dropped */
	size_t bytes; /* text bytes that left the body with them */
};

/*
 * A hook for measuring the rules (bench/tbench): rules switched off,
 * and, with count, what each dropped.  Counting walks the body's text
 * twice per rule; without a tally a page pays nothing.
 */
struct body_tally {
	uint32_t off; /* bit i: body_rules[i] does not run */
	int count;    /* fill rule[] */
	struct body_count rule[BODY_MAX_RULES];
};

/* The index in body_rules[] of the rule of this name, or -1. */
int body_rule_find(const char *name);

/*
 * Run the rules, in order, below each of the body's nn nodes, with pg
 * saying what the caller knows of the template (pg->body and pg->whole
 * are set here), marking what they drop into m; tally (or NULL)
 * switches rules off and counts.  A rule that would leave no text in a
 * body that had some (a headline rule aside) has its marks taken back.
 * Return the number of nodes marked:
 * the caller undoes them (marks_undo()) once done with the body.
 */
size_t body_clean(struct body_page *pg, struct _xmlNode *const *nodes,
    size_t nn, struct marks *m, struct body_tally *tally);

#endif

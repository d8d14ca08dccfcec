/* SPDX-License-Identifier: ISC */
/*
 * story: the words the body clean-up rules (body.h) speak of a story,
 * defined once: what a paragraph of the story is, how long a sentence
 * is, how much text the story keeps beside what a rule drops, how deep
 * a rule walks.  Pure.
 */
#ifndef TEMPLAR_STORY_H
#define TEMPLAR_STORY_H

#include <stddef.h>
#include <stdint.h>

struct _xmlNode;

#define STORY_SENTENCE 80 /* bytes of a paragraph's own text: a sentence */
#define STORY_DEPTH 200   /* levels a rule walks below a body */
#define STORY_BODY_MAX ((size_t)1 << 20) /* bytes of a body counted */
/* bytes of the story's own text beside what a rule drops (before a run
 * of cards or a comment thread, beside promotions) */
#define STORY_LEAD 200
#define STORY_TEASER_MAX 400 /* bytes a teaser card says beside its links */
#define STORY_CARD_MAX 800   /* bytes of a teaser card in all */
#define STORY_SURE 400       /* bytes of text surely an article's */
#define STORY_HEAD 80        /* bytes of a box's heading ("More galleries") */
#define STORY_HEAD_DEPTH 3   /* levels below a box its heading sits */

/*
 * 1 if n is a paragraph of the story: a shown <p> saying a sentence
 * (STORY_SENTENCE bytes outside links).
 */
int story_is_para(const struct _xmlNode *n);

/*
 * 1 if element n holds no shown block element (a paragraph, a heading,
 * a list...), STORY_DEPTH levels down: its text is one line.
 */
int story_one_line(const struct _xmlNode *n);

/*
 * Non-space bytes of text node n's content (0 for another node).
 */
size_t story_visible(const struct _xmlNode *n);

/*
 * The story's text before target below body, in document order, added
 * to *k (non-space bytes; outside links when plain): 1 once target is
 * reached, 0 if it is not below body.
 */
int story_lead(const struct _xmlNode *body, const struct _xmlNode *target,
    size_t *k, int plain);

/*
 * Element c when it is a heading, or the heading c opens with: the first
 * element holding text below it, STORY_HEAD_DEPTH levels down at most
 * ("<div><h3>Comments</h3><p>Be kind.</p></div>"); NULL otherwise.
 */
const struct _xmlNode *story_opening_heading(const struct _xmlNode *c);

/*
 * The box that sets first (a run of cards, a comment thread) apart from a
 * short story before it: the nearest ancestor of first below body, top
 * at most when not NULL, whose first text, before first, is a heading of
 * its own ("More galleries", "Comments"; one a rule took as chrome that
 * recurs counts too) saying no more than STORY_HEAD bytes, with text of
 * the page before the box.  NULL if none.
 */
struct _xmlNode *story_set_apart(
    struct _xmlNode *body, struct _xmlNode *first, struct _xmlNode *top);

/*
 * The hash of a path of tags one step further down: h (start from
 * STORY_HASH_START) followed by the name s, so that two nodes reached
 * by the same path of tags get the same hash (FNV-1a).
 */
#define STORY_HASH_START 1469598103934665603ULL
uint64_t story_hash(uint64_t h, const char *s);

#endif

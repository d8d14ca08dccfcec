/* SPDX-License-Identifier: ISC */
/*
 * trails: what the samples leave after their stories (see trails.c).
 * Part of the learner, not for other modules: learn.h is the interface.
 */
#ifndef TEMPLAR_TRAILS_H
#define TEMPLAR_TRAILS_H

#include <stddef.h>

struct lpage;
struct ltrails;

/*
 * The kinds of box (tag, and class or else id) each of the np samples
 * leaves after its container, from the samples whose container holds
 * min bytes of good text at least and is no part of several; each
 * sample's chosen container is read.  Free with ltrails_free().
 */
struct ltrails *ltrails_new(const struct lpage *pages, size_t np, double min);
void ltrails_free(struct ltrails *tr);

/* 1 if page k's container holds, after its seed, a box of a kind another
 * sample leaves after its story. */
int ltrails_held(const struct ltrails *tr, const struct lpage *pg, size_t k);

/*
 * 1 if what element e of page k adds to a container of good text good
 * is mostly its tail of boxes of a kind another sample leaves after its
 * story: boxes after the story's core, no other text of e after them.
 */
int ltrails_tail(const struct ltrails *tr, const struct lpage *pg, size_t k,
    int e, double good, int core);

#endif

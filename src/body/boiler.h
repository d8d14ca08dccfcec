/* SPDX-License-Identifier: ISC */
/*
 * boiler: the feed's boilerplate inside a body, text the learner found
 * on several of the feed's pages (METHODS.md section 3), known by the
 * fingerprints of its text nodes and pictures.  Pure.
 */
#ifndef TEMPLAR_BOILER_H
#define TEMPLAR_BOILER_H

#include <stddef.h>

struct body_page;
struct marks;

/*
 * Mark as dropped the lines (the text up to a <br> or a block) below
 * the body (body.h) that hold boilerplate and nothing of the page's own
 * outside links: their boilerplate text nodes, whose fingerprint
 * (text_fingerprint()) is one of the page's boilerplate fingerprints,
 * and the links and separators beside them ("Tags: <a>x</a>, <a>y</a>").
 * A line holding text of the page's own keeps it all ("More: the plans
 * for the wall", "<a>the page's link</a>"): the label is the article's;
 * so does a heading over a block of the page's own text ("Ingredients"
 * over the recipe's list).
 * A line whose shape (text_shape()) is boilerplate's, its words with
 * another date ("This entry was posted on DATE and is filed under
 * <a>CAT</a>"), goes the same way when it links somewhere and a
 * paragraph of the page's own came before it; over the story it is
 * the article's dateline, and stays.  A picture whose key
 * (picture_key()) is one of the fingerprints goes on a line without the
 * page's own text (a share button, a print icon), alone: the links
 * beside it stay.  Return how many nodes.
 */
size_t boiler_mark(const struct body_page *pg, struct marks *m);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * promos: a teaser of another story set into an article, found by its
 * structure.  Pure.
 */
#ifndef TEMPLAR_PROMOS_H
#define TEMPLAR_PROMOS_H

#include <stddef.h>

struct _xmlNode;
struct body_page;
struct marks;

/*
 * Mark as dropped (marks_drop()) the promotions of other
 * stories below body: an element whose links, two or more, all lead to
 * one page that is not this one (its document's URL), one of them a
 * heading's whole text, and that says little beside them (a picture,
 * a headline, a line of teaser and a "more" link).  One or two such
 * cards only: a run of them is a listing (cards.c).  A rule of body.h: it marks
 * into m, for the caller to undo. Return the number of promotions dropped.
 */
size_t promos_mark(const struct body_page *pg, struct marks *m);

#endif

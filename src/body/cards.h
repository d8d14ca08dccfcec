/* SPDX-License-Identifier: ISC */
/*
 * cards: teasers of other articles inside an article's container ("more
 * from the site", "also in the news", "other galleries"), found by their
 * structure rather than by their names or words.  Pure.
 */
#ifndef TEMPLAR_CARDS_H
#define TEMPLAR_CARDS_H

#include <stddef.h>

struct _xmlNode;
struct body_page;
struct marks;

/*
 * Mark as dropped (marks_drop()) the runs of teaser cards
 * below body: three or more sibling elements of one tag, each holding a
 * link alone on its line (a headline) reached by the same path of tags,
 * and a short text beside it (the teaser), after the article's own text
 * (short posts of a forum's thread are none: comments_in_thread());
 * with them the container that holds nothing else but a heading.  A rule of
 * body.h: it marks into m, for the caller to undo.  Return the number of runs
 * found.
 */
size_t cards_mark(const struct body_page *pg, struct marks *m);

/*
 * Mark as dropped the runs of cards laid out flat below body: three or
 * more repetitions, among an element's children, of one sequence of
 * elements (tag and class) holding a line break, a link with text and
 * text beside it (a headline, its source and date, a teaser), the
 * links' texts differing, after the article's own text and before none
 * of its paragraphs.  Marks as for cards_mark(); return how many runs.
 */
size_t cards_flat(const struct body_page *pg, struct marks *m);

#endif

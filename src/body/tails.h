/* SPDX-License-Identifier: ISC */
/*
 * tails: the site's own boxes after a story's end (the writer's
 * profile, a standing sign-off), found by where they stand and by their
 * shape or their recurrence.  Pure.
 */
#ifndef TEMPLAR_TAILS_H
#define TEMPLAR_TAILS_H

#include <stddef.h>

struct _xmlNode;
struct body_page;
struct marks;

/*
 * Mark as dropped (marks_drop()) the writer's profiles below
 * body: an element after the story (a paragraph of it before, none
 * after), showing a picture before any text, whose first text is a
 * short heading or the link the picture leads to (the name) and which
 * says little in all (a few lines
 * about the writer, links to their pages).  A rule of body.h: it marks into m,
 * for the caller to undo.  Return the number of profiles found.
 */
size_t tails_profiles(const struct body_page *pg, struct marks *m);

#endif

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
 * short heading, the link the picture leads to or a rel="author" link
 * (the name) and which
 * says little in all (a few lines
 * about the writer, links to their pages).  A rule of body.h: it marks into m,
 * for the caller to undo.  Return the number of profiles found.
 */
size_t tails_profiles(const struct body_page *pg, struct marks *m);
/*
 * Mark as dropped the post's filing lines below body: an element after
 * the story (a paragraph of any length before it, none after) of
 * TAILS_FILING bytes at most that holds a link marked as the post's tag
 * or category (rel="tag") or permalink (rel="bookmark").  A rule of
 * body.h.  Return the number found.
 */
size_t tails_filings(const struct body_page *pg, struct marks *m);

/*
 * 1 if element b is a writer's profile by its shape, wherever it
 * stands: a picture before any text, a short heading, the link the
 * picture leads to or a link to the page's author (rel="author") after
 * it (the name), little said in all.
 */
int tails_is_profile(const struct _xmlNode *b);

/*
 * 1 if element b is a profile whose name is a link to the page's
 * author (rel="author"): the markup says whose box it is.  The generic
 * extraction's tidy leaves such a box whole for the profiles rule:
 * taking its name's box (all link) apart left a picture and a bio no
 * rule knew.  A profile by its shape alone may be a video's card set
 * into the story, which the tidy takes.
 */
int tails_is_author_box(const struct _xmlNode *b);

#endif

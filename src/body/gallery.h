/* SPDX-License-Identifier: ISC */
/*
 * gallery: a page whose story is told in pictures, each with its
 * caption (a photo gallery: a short intro, then slides of a figure and
 * figcaption, an li of an img and a caption paragraph...), found by its
 * structure: a run of sibling records of one kind each holding a
 * picture or two and a caption of its own words (not a link's).  A
 * template learned on ordinary articles finds no body there, and the
 * densest block is the intro or one caption.  Pure.
 */
#ifndef TEMPLAR_GALLERY_H
#define TEMPLAR_GALLERY_H

#include <stddef.h>

struct _xmlDoc;
struct _xmlNode;

/*
 * The body of doc when it is a gallery, into nodes (at most max): the
 * intro (the blocks of prose just before the run of slides, at the
 * nearest level around it that has some), then each slide in order, or
 * the slides' container when they do not fit.  The gallery is the run
 * of three slides or more with the most caption text, when that text
 * is half the page's prose outside it at least.  Return how many nodes,
 * 0 when doc is no gallery.
 */
size_t gallery_find(struct _xmlDoc *doc, struct _xmlNode **nodes, size_t max);

/*
 * The body nodes[0..nn-1] a template found on doc, followed by the
 * slides of doc's gallery (or its container when they do not fit in
 * max) when the nodes are a short intro alone (400 bytes of text at
 * most) and the gallery comes after them, apart: a gallery page whose
 * article block holds the intro only.  Return the nodes in all (nn when
 * there is no such gallery).
 */
size_t gallery_after(
    struct _xmlDoc *doc, struct _xmlNode **nodes, size_t nn, size_t max);

/*
 * The element holding doc's gallery's slides, NULL when doc is no
 * gallery (as gallery_find() tells).  A strip learned on the feed's
 * other pages (a "slideshow" of other stories there) spares it.
 */
struct _xmlNode *gallery_of(struct _xmlDoc *doc);

#endif

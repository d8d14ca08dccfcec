/* SPDX-License-Identifier: ISC */
/*
 * adverts: the label a page sets over an advertisement among the
 * story's paragraphs ("Advertisement", "- Anzeige -", "Story continues
 * below advertisement"), and the box it labels.  Pure.
 */
#ifndef TEMPLAR_ADVERTS_H
#define TEMPLAR_ADVERTS_H

#include <stddef.h>

struct body_page;
struct marks;

/* 1 if text s (len bytes) says nothing but an advertisement's label, in
 * one of the languages the label list knows. */
int adverts_is_label(const char *s, size_t len);

/*
 * Mark as dropped (marks_drop()) each box below pg->body whose shown
 * text is an advertisement's label alone, standing as a block of its
 * own (no words of its parent beside it): the largest such box, with
 * the advertisement's picture or frame when it holds one, and no more
 * than one.  A rule of body.h; return the number of boxes dropped.
 */
size_t adverts_mark(const struct body_page *pg, struct marks *m);

#endif

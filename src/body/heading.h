/* SPDX-License-Identifier: ISC */
/*
 * heading: the article's headline where the body starts with it, which
 * a reader is shown apart from the body (a rule of body.h).  Pure.
 */
#ifndef TEMPLAR_HEADING_H
#define TEMPLAR_HEADING_H

#include <stddef.h>

struct body_page;
struct marks;

/* Drop the first text of pg->body when it says pg->title and nothing
 * else (heading.c says how); return 1 if it did. */
size_t heading_mark(const struct body_page *pg, struct marks *m);
/* The same once the other rules dropped their chrome, unless a
 * paragraph of the story (story_is_para()) comes first. */
size_t heading_mark_late(const struct body_page *pg, struct marks *m);

#endif

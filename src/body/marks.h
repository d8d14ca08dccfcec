/* SPDX-License-Identifier: ISC */
/*
 * marks: the parts of a page's body the clean-up rules drop (body.h),
 * each marked with html_node_set_dropped() and kept so that the caller
 * can undo the marks: the document is the caller's.  The room is the
 * caller's too and marks_drop() refuses past it, so no rule can
 * overflow it.  Pure.
 */
#ifndef TEMPLAR_MARKS_H
#define TEMPLAR_MARKS_H

#include <stddef.h>

struct _xmlNode;

struct marks {
	struct _xmlNode **node; /* the nodes dropped, in order */
	size_t n;               /* how many */
	size_t max;             /* room in node[] */
};

/* Marks kept in room, max of them at most; none yet. */
void marks_init(struct marks *m, struct _xmlNode **room, size_t max);
/* 1 if m has no room left: a rule stops looking. */
int marks_full(const struct marks *m);
/* Mark n dropped and keep it, while there is room: 1 if it was marked. */
int marks_drop(struct marks *m, struct _xmlNode *n);
/* Clear every mark kept, in order: the page is as it was. */
void marks_undo(struct marks *m);

/*
 * What a rule says of element c below body: 1 when c is settled
 * (nothing inside it is looked at), with *drop the element to drop (c,
 * a box around it) or NULL for none; 0 to look inside c.
 */
typedef int (*marks_find_cb)(
    struct _xmlNode *body, struct _xmlNode *c, struct _xmlNode **drop);

/*
 * Walk the shown elements below body in document order, asking find of
 * each, and drop (marks_drop()) what it names unless that is dropped
 * already; return how many were dropped.  The walk of the rules that
 * drop what a test finds (asides' facts, charts, named comments,
 * embeds, profiles).
 */
size_t marks_found(struct _xmlNode *body, marks_find_cb find, struct marks *m);
/* find with an argument of its own (arg, passed as it is). */
typedef int (*marks_find_arg_cb)(struct _xmlNode *body, struct _xmlNode *c,
    struct _xmlNode **drop, void *arg);
/* marks_found() asking find(body, c, &drop, arg). */
size_t marks_found_arg(
    struct _xmlNode *body, marks_find_arg_cb find, void *arg, struct marks *m);

#endif

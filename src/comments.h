/* SPDX-License-Identifier: ISC */
/*
 * comments: reader comments inside an article's container, found by
 * their structure rather than by their names or words, so that they
 * never reach a body even when marked up like the story's own
 * paragraphs.  Pure.
 */
#ifndef TEMPLAR_COMMENTS_H
#define TEMPLAR_COMMENTS_H

#include <stddef.h>

struct _xmlNode;

/*
 * Mark as dropped (html_node_set_dropped()) the comment threads below
 * body: runs of sibling records of one kind, each holding a short
 * author/date line of the same shape whose words differ from record to
 * record, after the article's own text; with them what follows the run
 * in its parent (the reply form, "post a comment").  Each node marked
 * goes to marks[*nmarks] (at most max in all) for the caller to undo.
 * Return the number of threads found.
 */
size_t comments_mark(
    struct _xmlNode *body, struct _xmlNode **marks, size_t *nmarks, size_t max);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * asides: boxes set into an article's paragraphs (a fact box, a list of
 * fixtures, a pull quote), found by their structure.  Pure.
 */
#ifndef TEMPLAR_ASIDES_H
#define TEMPLAR_ASIDES_H

#include <stddef.h>

struct _xmlNode;

/*
 * Mark as dropped (html_node_set_dropped()) the boxes below body: an
 * element between two paragraphs of the article (siblings of it, each
 * saying a sentence or more), that opens with a heading and holds no
 * paragraph of its own (quoted ones aside) and little text.  Each node
 * marked goes to marks[*nmarks] (at most max in all) for the caller to
 * undo.  Return the number of boxes found.
 */
size_t asides_mark(
    struct _xmlNode *body, struct _xmlNode **marks, size_t *nmarks, size_t max);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * asides: boxes set into an article's paragraphs (a fact box, a list of
 * fixtures, a pull quote), found by their structure.  Pure.
 */
#ifndef TEMPLAR_ASIDES_H
#define TEMPLAR_ASIDES_H

#include <stddef.h>

struct _xmlNode;
struct body_page;
struct marks;

/*
 * Mark as dropped (marks_drop()) the boxes below body: an
 * element between two paragraphs of the article (siblings of it, each
 * saying a sentence or more), that opens with a heading and holds no
 * paragraph of its own (quoted ones aside) and little text.  A rule of body.h:
 * it marks into m, for the caller to undo.  Return the number of boxes found.
 */
size_t asides_mark(const struct body_page *pg, struct marks *m);

/*
 * Mark as dropped the headings below body left with nothing under them
 * (their list gone as links, a widget a script fills): a heading
 * followed by one of its rank or higher, or by the end, with no text
 * between; and the labels so left over links the rules took ("Read
 * more:", a line of a few words ending in a colon, no block below it,
 * just before a block the rules dropped that is mostly links), with no
 * text nor picture after them.  Marks as for asides_mark(); return how
 * many.
 */
size_t asides_orphans(const struct body_page *pg, struct marks *m);

/*
 * Mark as dropped the boxes of facts at the story's tail: an element
 * after the last paragraph of the article among its siblings (none
 * saying a paragraph after it), around a list of three or more facts
 * ("label: value", the label an element of its own ending in a colon),
 * paragraphs of its own or not (a company's card, a device's spec
 * sheet).  Marks as for asides_mark(); return how many.
 */
size_t asides_facts(const struct body_page *pg, struct marks *m);

#endif

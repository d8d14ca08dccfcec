/* SPDX-License-Identifier: ISC */
/*
 * storylinks: links that are the article's own text although a link
 * list test would take them for chrome: a list the article annotates
 * item by item, and a link that shows its own address.  Pure.
 */
#ifndef TEMPLAR_STORYLINKS_H
#define TEMPLAR_STORYLINKS_H

struct _xmlNode;

/*
 * 1 if element n (a <ul> or <ol>) is a list of the article's: two items
 * or more, every one saying something of its own beside its links (a
 * price, an author, a figure), and no heading of its own just before it
 * (a list under its own heading is a section apart: "other years",
 * "related").  Such a list is content however much of it is links.
 */
int storylinks_annotated_list(const struct _xmlNode *n);

/*
 * 1 if element n is a link whose text is its address written out
 * ("http://example.org/plans", "www.example.org"): a reference the
 * article gives, never a navigation label, so its text is the page's
 * own.
 */
int storylinks_shows_address(const struct _xmlNode *n);

#endif

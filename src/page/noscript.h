/* SPDX-License-Identifier: ISC */
/*
 * noscript: a page that shows its story only to readers without scripts
 * (a blog whose posts a script draws, a gallery whose captions only a
 * <noscript> holds), read as such a reader sees it.
 */
#ifndef TEMPLAR_NOSCRIPT_H
#define TEMPLAR_NOSCRIPT_H

struct _xmlDoc;
struct _xmlNode;

/*
 * When a <noscript> of the body (of the first 32) holds more text
 * outside links than all the page shows, rename the one holding the
 * most a <div>, for it to be read as a block of the page, and return
 * it; NULL when none does.  noscript_hide() undoes it.
 */
struct _xmlNode *noscript_show(struct _xmlDoc *xml);
/* Make n, which noscript_show() returned, a <noscript> again. */
void noscript_hide(struct _xmlNode *n);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * controls: the labels of a page's interactive controls (a toggle, a
 * tab, a menu, a link that goes nowhere, a slide counter and the bar it
 * stands in, a button's tally), found by their structure and ARIA
 * semantics.  Pure.
 */
#ifndef TEMPLAR_CONTROLS_H
#define TEMPLAR_CONTROLS_H

#include <stddef.h>

struct body_page;
struct marks;

/*
 * Mark as dropped (marks_drop()) the controls below pg->body that say a
 * label of a few words, standing as a block of their own (never a word
 * inside a sentence): an element whose ARIA role is a widget's (button,
 * tab, menu, menuitem, tooltip, dialog ...), one that toggles another
 * (aria-expanded, aria-controls, aria-haspopup, aria-pressed), a link to
 * "#" or to a javascript: address, and a counter ("3 of 12", "Image 1 /
 * 6": two numbers around one or two separator tokens, the first no
 * larger) with the largest box around it that says nothing but such
 * labels, and a tally ("755", "1.2K": one number alone) with that box
 * when it holds a button or another control.  A <summary> and what
 * holds a picture or a heading stay.  A rule of body.h; return the
 * number of controls dropped.
 */
size_t controls_mark(const struct body_page *pg, struct marks *m);

#endif

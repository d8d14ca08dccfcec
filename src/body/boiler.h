/* SPDX-License-Identifier: ISC */
/*
 * boiler: the feed's boilerplate inside a body, text the learner found
 * on several of the feed's pages (METHODS.md section 3), known by the
 * fingerprints of its text nodes.  Pure.
 */
#ifndef TEMPLAR_BOILER_H
#define TEMPLAR_BOILER_H

#include <stddef.h>

struct body_page;
struct marks;

/*
 * Mark as dropped the text nodes below the body (body.h) whose
 * fingerprint (text_fingerprint()) is one of the page's boilerplate
 * fingerprints, unless their line (the text up to a <br> or a block)
 * holds text of the page's own outside links ("More: <a>the page's
 * link</a>", "posted by NAME at TIME"): then it is a label of the
 * article's, not the feed's chrome.  Return how many.
 */
size_t boiler_mark(const struct body_page *pg, struct marks *m);

#endif

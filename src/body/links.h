/* SPDX-License-Identifier: ISC */
/*
 * links: the chrome of a body that is links and controls: navigation,
 * forms and the like (tags that never hold an article's text), and
 * link lists, blocks whose text is mostly link text (the list-noise
 * coefficient of METHODS.md section 2).  Pure.
 */
#ifndef TEMPLAR_LINKS_H
#define TEMPLAR_LINKS_H

#include <stddef.h>

struct _xmlNode;
struct body_page;
struct marks;

/*
 * Mark as dropped the chrome tags and link lists below the body
 * (body.h): an element of a chrome tag (links_is_chrome_tag()), unless
 * it is a form holding an article's worth of text and half the body's
 * (the page wrapped in one form, not a reader's form with its
 * instructions); a block whose text is 70% link text, 90% for a
 * paragraph or a block of one line (counting words only: "Home |
 * News", not "Read more at: TITLE"); never a table cell, a quote, a
 * list the article annotates or a list of sources (storylinks.h).
 * Return how many.
 */
size_t links_mark(const struct body_page *pg, struct marks *m);

/*
 * Mark as dropped the menus written inline, as lines of a block that
 * holds more ("News: Front Page | Sport | Business |" over the story in
 * the same table cell): a line between breaks (<br>, a block's start or
 * end) of three links or more, with no words outside them but a label
 * before the first ("News:"), bars and dots; never in a quote or a list
 * the article annotates.  Each of its links and words goes.  Return how
 * many lines.
 */
size_t links_lines(const struct body_page *pg, struct marks *m);

/*
 * Mark as dropped the boxes framing a form the rule above dropped: the
 * outermost element below the body that shows text, less than the
 * story's lead (STORY_LEAD bytes) and less than half the body's, holds a
 * field a reader types into or picks from (a text input, a text area,
 * a list) that does not show, and no paragraph of the story
 * (story_is_para()).  Buttons alone frame nothing: a forum post's
 * "Reply" button is no form to fill in.  A newsletter's
 * "Subscribe to ..." and "Get the latest posts", a reply form's "Leave
 * a Reply": the lines that say what to type, with nothing to type into.
 * Names and words play no part.  Return how many.
 */
size_t links_form_boxes(const struct body_page *pg, struct marks *m);

/* 1 if an element of this tag never holds an article's text (button,
 * form, nav, select...). */
int links_is_chrome_tag(const char *name);

/*
 * 1 if n is a form holding an article's worth of text (STORY_SURE
 * bytes outside links): some sites wrap the whole page in one form, and
 * then it is no chrome.
 */
int links_form_holds_text(const struct _xmlNode *n);

/*
 * Add to *text the non-space bytes of the text below n (dropped nodes
 * aside) and to *link those inside links (a link that shows its own
 * address aside); with words, only the bytes of words (letters, digits,
 * any non-ASCII), so that the bars and dots between links do not count.
 */
void links_stats(
    const struct _xmlNode *n, size_t *text, size_t *link, int words);

#endif

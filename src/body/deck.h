/* SPDX-License-Identifier: ISC */
/*
 * deck: the standfirst under a headline (the line of prose that sums the
 * story up between the headline and the story's text), which a body
 * template starting below it leaves out.  Pure.
 */
#ifndef TEMPLAR_DECK_H
#define TEMPLAR_DECK_H

#include <stddef.h>

struct _xmlNode;

/*
 * The text of the deck below element headline, before the body's nb
 * nodes (the body template's matches), or NULL: the first element after
 * the headline that shows text, when it is one line of prose of at least
 * DECK_MIN_WORDS words, or a list of such lines (highlights: two items
 * of that length at least, every item one line), with no link and no
 * date or time in it (a dateline or byline is no deck), not reading as
 * the headline again (an audio player's title), lying outside the body
 * and before it, or in box (deck_headline_box(), or NULL), which the
 * body leaves out.  Lines are separated by newlines; the caller frees
 * the text.
 */
char *deck_text(struct _xmlNode *headline, struct _xmlNode *const *body,
    size_t nb, const struct _xmlNode *box);

/*
 * The box the body rules dropped with headline in it, when headline
 * lies in one of the body's nb nodes (a story's header of its section
 * label, headline, standfirst and share buttons, taken for chrome
 * whole): the outermost dropped element around it, when the body shows
 * nothing before that box; else NULL.  Asked while the rules' marks are
 * on; deck_text() then takes the deck from that box too.
 */
const struct _xmlNode *deck_headline_box(
    struct _xmlNode *headline, struct _xmlNode *const *body, size_t nb);

/*
 * Put deck in front of an article's text and HTML (the headline is the
 * reader's, shown apart: the body starts with what the page says under
 * it); nothing when the text holds the deck already.  *text and *html
 * (which may be NULL) are replaced.
 */
void deck_insert(char **text, char **html, const char *deck);

#endif

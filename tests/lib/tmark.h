/* SPDX-License-Identifier: ISC */
/*
 * tmark: what a clean-up rule leaves of a page's body, for the unit
 * tests of the rules that mark parts of a body as dropped (asides,
 * cards, comments, embeds, promos, charts, tails).
 */
#ifndef TEMPLAR_TEST_TMARK_H
#define TEMPLAR_TEST_TMARK_H

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "html.h"
#include "util.h"

/* Two paragraphs of a story, for the rules' fixtures to set boxes among. */
#define P1                                                                     \
	"<p>The council met on Tuesday to settle the budget for the coming "   \
	"year, after months of argument about the library.</p>"
#define P2                                                                     \
	"<p>Both stay open, the mayor said, though the pool will close in "    \
	"winter and the library on Mondays to pay for the bus.</p>"

/* A rule: marks below body, at most max in all; returns how many parts. */
typedef size_t (*mark_fn)(xmlNodePtr, xmlNodePtr *, size_t *, size_t);

/* The text of the page's <body> once what mark finds below it is
 * dropped (NULL if the page does not parse); *n what mark returned. */
static inline char *
t_mark_text(const char *page, mark_fn mark, size_t *n)
{
	struct html_doc *doc;
	xmlNodePtr body, marks[64];
	size_t nmarks = 0, i;
	char *cause = NULL, *s;

	*n = 0;
	doc = html_parse(page, strlen(page), "utf-8", NULL, &cause);
	if (doc == NULL) {
		free(cause);
		return NULL;
	}
	body = html_root_child(html_doc_xml(doc), "body");
	*n = mark(body, marks, &nmarks, NELEM(marks));
	s = html_node_text_dup(body);
	for (i = 0; i < nmarks; i++)
		html_node_set_dropped(marks[i], 0);
	html_doc_free(doc);
	return s;
}

#endif

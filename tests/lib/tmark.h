/* SPDX-License-Identifier: ISC */
/*
 * tmark: what a clean-up rule leaves of a page's body, for the unit
 * tests of the rules that mark parts of a body as dropped (asides,
 * cards, comments, embeds, charts, tails).
 */
#ifndef TEMPLAR_TEST_TMARK_H
#define TEMPLAR_TEST_TMARK_H

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "body.h"
#include "tdom.h"
#include "html.h"
#include "marks.h"
#include "util.h"

/* Two paragraphs of a story, for the rules' fixtures to set boxes among. */
#define P1                                                                     \
	"<p>The council met on Tuesday to settle the budget for the coming "   \
	"year, after months of argument about the library.</p>"
#define P2                                                                     \
	"<p>Both stay open, the mayor said, though the pool will close in "    \
	"winter and the library on Mondays to pay for the bus.</p>"

/* Run rule mark below body alone (no strip XPaths, no boilerplate),
 * marking into m; return what it returns. */
static inline size_t
t_mark_run(xmlNodePtr body, body_mark_cb mark, struct marks *m)
{
	struct body_page pg;

	memset(&pg, 0, sizeof(pg));
	pg.body = body;
	pg.whole = html_node_text_len(body, (size_t)-1, 0);
	return mark(&pg, m);
}

/* Drop into m every element below n named name. */
static inline void
t_drop_all(struct marks *m, xmlNodePtr n, const char *name)
{
	xmlNodePtr c;

	for (c = n->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (strcmp((const char *)c->name, name) == 0)
			marks_drop(m, c);
		else
			t_drop_all(m, c, name);
	}
}

/* The text of the page's <body> once what mark finds below it is
 * dropped, every element named first (when not NULL) dropped before
 * mark runs, as a rule that ran before it drops them (NULL if the page
 * does not parse); *n what mark returned. */
static inline char *
t_mark_text_after(
    const char *page, const char *first, body_mark_cb mark, size_t *n)
{
	struct html_doc *doc;
	xmlNodePtr body, room[64];
	struct marks m;
	char *cause = NULL, *s;

	*n = 0;
	doc = html_parse(page, strlen(page), "utf-8", NULL, &cause);
	if (doc == NULL) {
		free(cause);
		return NULL;
	}
	body = html_root_child(html_doc_xml(doc), "body");
	marks_init(&m, room, NELEM(room));
	if (first != NULL)
		t_drop_all(&m, body, first);
	*n = t_mark_run(body, mark, &m);
	s = html_node_text_dup(body);
	marks_undo(&m);
	html_doc_free(doc);
	return s;
}

/* The same with nothing dropped before mark runs. */
static inline char *
t_mark_text(const char *page, body_mark_cb mark, size_t *n)
{
	return t_mark_text_after(page, NULL, mark, n);
}

#endif

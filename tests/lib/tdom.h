/* SPDX-License-Identifier: ISC */
/*
 * tdom: parsing a fixture page and finding an element of it, for the
 * unit tests that hand a rule one element of a page (a headline, a
 * body, a box).
 */
#ifndef TEMPLAR_TEST_TDOM_H
#define TEMPLAR_TEST_TDOM_H

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "html.h"

/* The fixture page html, UTF-8, parsed (NULL: it does not parse). */
static inline struct html_doc *
t_parse(const char *html)
{
	char *cause = NULL;
	struct html_doc *doc;

	doc = html_parse(html, strlen(html), "utf-8", NULL, &cause);
	free(cause);
	return doc;
}

/* The first element named name below n in document order, or NULL. */
static inline xmlNodePtr
t_find(xmlNodePtr n, const char *name)
{
	xmlNodePtr c, f;

	for (c = n->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (strcmp((const char *)c->name, name) == 0)
			return c;
		if ((f = t_find(c, name)) != NULL)
			return f;
	}
	return NULL;
}

#endif

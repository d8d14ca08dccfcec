/* SPDX-License-Identifier: ISC */
/*
 * tdom: finding an element of a parsed fixture page, for the unit tests
 * that hand a rule one element of a page (a headline, a body, a box).
 */
#ifndef TEMPLAR_TEST_TDOM_H
#define TEMPLAR_TEST_TDOM_H

#include <string.h>

#include <libxml/tree.h>

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

/* SPDX-License-Identifier: ISC */
/*
 * noscript: a <noscript> read as a block of the page when it holds more
 * than the page shows (noscript.h).
 */
#include "config.h"

#include <stddef.h>
#include <string.h>

#include <libxml/tree.h>

#include "html.h"
#include "noscript.h"

/* <noscript> elements of a page looked at for a story hidden in one */
#define NOSCRIPT_MAX 32
/* elements deep the look for them goes */
#define NOSCRIPT_DEPTH 64

static void
noscript_find(xmlNodePtr n, xmlNodePtr *v, size_t *nv, int depth)
{
	xmlNodePtr c;

	for (c = n->children; c != NULL && *nv < NOSCRIPT_MAX; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (strcmp((const char *)c->name, "noscript") == 0)
			v[(*nv)++] = c;
		else if (!html_node_is_skipped(c) && depth < NOSCRIPT_DEPTH)
			noscript_find(c, v, nv, depth + 1);
	}
}

xmlNodePtr
noscript_show(xmlDocPtr xml)
{
	xmlNodePtr v[NOSCRIPT_MAX], body, best = NULL;
	size_t nv = 0, i, shown, k, most = 0;

	if ((body = html_root_child(xml, "body")) == NULL)
		return NULL;
	noscript_find(body, v, &nv, 0);
	if (nv == 0)
		return NULL;
	shown = html_node_text_len(body, (size_t)-1 / 2, 1);
	for (i = 0; i < nv; i++)
		if ((k = html_node_text_len(v[i], shown + 1, 1)) > shown &&
		    k > most) {
			most = k;
			best = v[i];
		}
	if (best != NULL)
		html_node_set_name(best, "div");
	return best;
}

void
noscript_hide(xmlNodePtr n)
{
	html_node_set_name(n, "noscript");
}

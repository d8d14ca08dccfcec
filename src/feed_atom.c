/* SPDX-License-Identifier: ISC */
/*
 * feed_atom: Atom text constructs, links and persons (feed_atom.h).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/tree.h>

#include "feed_atom.h"
#include "feed_node.h"
#include "feed_text.h"
#include "util.h"

/*
 * Read an Atom text construct (RFC 4287 section 3.1) or Atom 0.3 content
 * into its plain text and its HTML form; either may be NULL.  Content
 * given by reference (src=) or in a binary type gives neither.
 */
void
feed_atom_text(struct feed_ctx *fc, xmlNode *n, char **text, char **html)
{
	char *type, *mode, *src, *raw = NULL, *h = NULL;
	xmlNode *c, *div = NULL;
	int has_elements = 0, nelem = 0, is_html;

	*text = NULL;
	if (html != NULL)
		*html = NULL;
	type = feed_node_attr_text(fc, n, "type", NULL);
	mode = feed_node_attr_text(fc, n, "mode", NULL);
	src = feed_node_attr_text(fc, n, "src", NULL);
	if (type != NULL)
		util_trim(type);
	for (c = n->children; c != NULL; c = c->next) {
		if (c->type == XML_ELEMENT_NODE) {
			has_elements = 1;
			nelem++;
			if (feed_node_is_ns(c, FEED_NS_XHTML, "div"))
				div = c;
		}
	}
	if (src != NULL || (mode != NULL && strcmp(mode, "base64") == 0))
		goto done;
	is_html = type != NULL &&
	    (strcasecmp(type, "html") == 0 ||
		strcasecmp(type, "text/html") == 0);
	if (!is_html &&
	    (type == NULL || strcasecmp(type, "text") == 0 ||
		strncasecmp(type, "text/", 5) == 0)) {
		raw = util_trim(feed_node_text(fc, n));
		*text = feed_text_space(raw, 1);
		if (html != NULL && *text != NULL)
			*html = feed_text_escape(raw);
		goto done;
	}
	/* Atom 0.3 mode="xml" puts HTML inline, as xhtml does. */
	if ((is_html && has_elements) || strcasecmp(type, "xhtml") == 0 ||
	    strcasecmp(type, "application/xhtml+xml") == 0)
		h = feed_node_html(fc, nelem == 1 && div != NULL ? div : n);
	else if (is_html)
		h = feed_node_text(fc, n);
	else
		goto done; /* a media type: nothing to read */
	*text = feed_text_html(fc, h);
	if (html != NULL && *text != NULL) {
		*html = h;
		h = NULL;
		util_trim(*html);
	}
done:
	free(raw);
	free(h);
	free(type);
	free(mode);
	free(src);
}

/* The href of the first alternate link child of n (Atom), absolute. */
char *
feed_atom_link(struct feed_ctx *fc, const xmlNode *n)
{
	xmlNode *c;
	char *rel, *href, *u;
	int alt;

	for (c = n->children; c != NULL; c = c->next) {
		if (!feed_node_is(fc, c, "link"))
			continue;
		rel = feed_node_attr_text(fc, c, "rel", NULL);
		alt = rel == NULL || *util_trim(rel) == '\0' ||
		    strcmp(rel, "alternate") == 0 ||
		    strcmp(rel,
			"http://www.iana.org/assignments/relation/alternate") ==
			0;
		free(rel);
		if (!alt)
			continue;
		if ((href = feed_node_attr_text(fc, c, "href", NULL)) == NULL)
			continue;
		u = feed_node_resolve(fc, c, util_trim(href));
		free(href);
		if (u != NULL)
			return u;
	}
	return NULL;
}

/* The name of the first author child of n (Atom), or NULL. */
char *
feed_atom_author(struct feed_ctx *fc, const xmlNode *n)
{
	xmlNode *c, *name;
	char *s, *r;

	for (c = n->children; c != NULL; c = c->next) {
		if (!feed_node_is(fc, c, "author"))
			continue;
		/* A person with an email only is known by it. */
		if ((name = feed_node_child(fc, c, "name")) == NULL &&
		    (name = feed_node_child(fc, c, "email")) == NULL)
			continue;
		s = feed_node_text(fc, name);
		r = feed_text_inline(fc, s);
		free(s);
		if (r != NULL)
			return r;
	}
	return NULL;
}

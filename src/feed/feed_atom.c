/* SPDX-License-Identifier: ISC */
/*
 * feed_atom: Atom text constructs, links and persons (feed_atom.h).
 */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/tree.h>

#include "feed_atom.h"
#include "feed_node.h"
#include "feed_text.h"
#include "util.h"

/*
 * Decode base64 text (white space ignored); NULL when it is not base64
 * or decodes to no text (a NUL in it).
 */
static char *
feed_atom_base64(const char *s)
{
	static const char digits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
				     "abcdefghijklmnopqrstuvwxyz0123456789+/";
	struct buf b;
	const char *d;
	unsigned long acc = 0;
	int bits = 0;

	buf_init(&b);
	buf_adds(&b, "");
	for (; *s != '\0' && *s != '='; s++) {
		if (isspace((unsigned char)*s))
			continue;
		if ((d = strchr(digits, *s)) == NULL)
			goto bad;
		acc = (acc << 6 | (unsigned long)(d - digits)) & 0xffffff;
		if ((bits += 6) >= 8) {
			bits -= 8;
			if (((acc >> bits) & 0xff) == 0)
				goto bad;
			buf_addc(&b, (char)((acc >> bits) & 0xff));
		}
	}
	return buf_detach(&b, NULL);
bad:
	buf_free(&b);
	return NULL;
}

/* The text of n, decoded when Atom 0.3's mode is "base64". */
static char *
feed_atom_body(struct feed_ctx *fc, xmlNode *n, const char *mode)
{
	char *s, *d;

	s = feed_node_text(fc, n);
	if (mode == NULL || strcasecmp(mode, "base64") != 0)
		return s;
	d = feed_atom_base64(s);
	free(s);
	return d;
}

/*
 * Read an Atom text construct (RFC 4287 section 3.1) or Atom 0.3 content
 * (escaped, xml or base64) into its plain text and its HTML form; either
 * may be NULL.  Content given by reference (src=) or in a binary type
 * gives neither.
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
	if (src != NULL)
		goto done;
	is_html = type != NULL &&
	    (strcasecmp(type, "html") == 0 ||
		strcasecmp(type, "text/html") == 0);
	if (!is_html &&
	    (type == NULL || strcasecmp(type, "text") == 0 ||
		strncasecmp(type, "text/", 5) == 0)) {
		if ((raw = feed_atom_body(fc, n, mode)) == NULL)
			goto done;
		*text = feed_text_space(util_trim(raw), 1);
		if (html != NULL && *text != NULL)
			*html = feed_text_escape(raw);
		goto done;
	}
	/* Atom 0.3 mode="xml" puts HTML inline, as xhtml does. */
	if ((is_html && has_elements) || strcasecmp(type, "xhtml") == 0 ||
	    strcasecmp(type, "application/xhtml+xml") == 0)
		h = feed_node_html(fc, nelem == 1 && div != NULL ? div : n);
	else if (is_html)
		h = feed_atom_body(fc, n, mode);
	else
		goto done; /* a media type: nothing to read */
	if (h == NULL)
		goto done;
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

/* 1 if the link element c is an alternate: rel absent means so. */
static int
feed_atom_is_alternate(struct feed_ctx *fc, const xmlNode *c)
{
	char *rel;
	int alt;

	rel = feed_node_attr_text(fc, c, "rel", NULL);
	alt = rel == NULL || *util_trim(rel) == '\0' ||
	    strcasecmp(rel, "alternate") == 0 ||
	    strcasecmp(
		rel, "http://www.iana.org/assignments/relation/alternate") == 0;
	free(rel);
	return alt;
}

/* 1 if the link element c points to a page: no type, or an HTML one. */
static int
feed_atom_is_page(struct feed_ctx *fc, const xmlNode *c)
{
	char *type;
	int page;

	if ((type = feed_node_attr_text(fc, c, "type", NULL)) == NULL)
		return 1;
	util_trim(type);
	page = *type == '\0' || strcasecmp(type, "text/html") == 0 ||
	    strcasecmp(type, "html") == 0 ||
	    strcasecmp(type, "application/xhtml+xml") == 0 ||
	    strcasecmp(type, "xhtml") == 0;
	free(type);
	return page;
}

/*
 * The alternate link of n, absolute, as feedparser chooses it: of the
 * links whose rel is alternate (or absent), the last of an HTML type
 * (or none); with any_type, else the first of another type.  A link
 * with no href gives its text (Atom 0.3 and broken feeds write it so).
 */
char *
feed_atom_link(struct feed_ctx *fc, const xmlNode *n, int any_type)
{
	xmlNode *c;
	char *href, *u, *page = NULL, *other = NULL;

	for (c = n->children; c != NULL; c = c->next) {
		if (!feed_node_is(fc, c, "link") ||
		    !feed_atom_is_alternate(fc, c))
			continue;
		if ((href = feed_node_attr_text(fc, c, "href", NULL)) == NULL)
			href = feed_node_trimmed(fc, c);
		if (href == NULL ||
		    (u = feed_node_resolve(fc, c, util_trim(href))) == NULL) {
			free(href);
			continue;
		}
		free(href);
		if (feed_atom_is_page(fc, c)) {
			free(page);
			page = u;
		} else if (other == NULL && any_type)
			other = u;
		else
			free(u);
	}
	if (page != NULL) {
		free(other);
		return page;
	}
	return other;
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

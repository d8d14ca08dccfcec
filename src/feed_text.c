/* SPDX-License-Identifier: ISC */
/*
 * feed_text: the plain text of feed fields (feed_text.h).  HTML in a
 * description is parsed by libxml2's HTML parser and walked; the work
 * is charged to the parse (feed_node_work).
 */
#include "config.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

#include "feed_node.h"
#include "feed_text.h"
#include "feed_xml.h"
#include "html.h"
#include "text.h"
#include "util.h"

static int feed_text_is_html(const char *);
static int feed_text_is_block(const char *);
static void feed_text_walk(const xmlNode *, struct buf *, int);

/* See feed_text.h. */
char *
feed_text_space(const char *s, int multiline)
{
	struct buf b;
	const unsigned char *p;
	unsigned c1;
	int space = 0, newline = 0;

	if (s == NULL)
		return NULL;
	buf_init(&b);
	for (p = (const unsigned char *)s; *p != '\0'; p++) {
		if (*p == '\n' || *p == '\r') {
			if (multiline)
				newline = 1;
			else
				space = 1;
			continue;
		}
		if (*p == ' ' || *p == '\t' || *p == '\f' || *p == '\v') {
			space = 1;
			continue;
		}
		if (p[0] == 0xc2 && p[1] == 0xa0) {
			space = 1;
			p++;
			continue;
		}
		if (b.len > 0) {
			if (newline)
				buf_addc(&b, '\n');
			else if (space)
				buf_addc(&b, ' ');
		}
		space = newline = 0;
		/* a C1 control is windows-1252 mislabelled, as "&#146;" */
		if (p[0] == 0xc2 && (c1 = text_c1_cp1252(p[1])) != 0) {
			feed_xml_add_utf8(&b, c1);
			p++;
			continue;
		}
		buf_addc(&b, (char)*p);
	}
	if (b.len == 0) {
		buf_free(&b);
		return NULL;
	}
	return buf_detach(&b, NULL);
}

/* 1 if s holds a tag or an entity reference. */
static int
feed_text_is_html(const char *s)
{
	const char *p;

	for (p = s; *p != '\0'; p++) {
		if (p[0] == '<' &&
		    (isalpha((unsigned char)p[1]) || p[1] == '/' ||
			p[1] == '!'))
			return 1;
		if (p[0] != '&')
			continue;
		if (p[1] == '#' || isalpha((unsigned char)p[1])) {
			const char *q = p + 2;

			while (isalnum((unsigned char)*q))
				q++;
			if (*q == ';' && q - p > 2)
				return 1;
		}
	}
	return 0;
}

/* Block elements: a line break before and after. */
static int
feed_text_is_block(const char *name)
{
	static const char *blocks[] = { "address", "article", "aside",
		"blockquote", "dd", "div", "dl", "dt", "figcaption", "figure",
		"footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr",
		"li", "main", "nav", "ol", "p", "pre", "section", "table", "td",
		"th", "tr", "ul", "br" };
	size_t i;

	for (i = 0; i < NELEM(blocks); i++) {
		if (strcmp(name, blocks[i]) == 0)
			return 1;
	}
	return 0;
}

static void
feed_text_walk(const xmlNode *n, struct buf *b, int depth)
{
	const xmlNode *c;
	const char *name, *p;
	int block;

	if (depth > FEED_MAX_DEPTH)
		return;
	for (c = n->children; c != NULL; c = c->next) {
		switch (c->type) {
		case XML_TEXT_NODE:
		case XML_CDATA_SECTION_NODE:
			/* A line break in HTML source is white space. */
			for (p = (const char *)c->content;
			     p != NULL && *p != '\0'; p++)
				buf_addc(
				    b, *p == '\n' || *p == '\r' ? ' ' : *p);
			break;
		case XML_ELEMENT_NODE:
			name = (const char *)c->name;
			if (strcmp(name, "script") == 0 ||
			    strcmp(name, "style") == 0 ||
			    strcmp(name, "template") == 0 ||
			    strcmp(name, "head") == 0)
				break;
			block = feed_text_is_block(name);
			if (block)
				buf_addc(b, '\n');
			feed_text_walk(c, b, depth + 1);
			if (block)
				buf_addc(b, '\n');
			break;
		default:
			break;
		}
	}
}

/* See feed_text.h. */
char *
feed_text_html(struct feed_ctx *fc, const char *html)
{
	htmlDocPtr doc;
	struct buf b;
	char *s;
	size_t len;

	if (html == NULL)
		return NULL;
	if (strchr(html, '<') == NULL && strchr(html, '&') == NULL)
		return feed_text_space(html, 0);
	/* parsed once, walked once */
	if ((len = strlen(html)) > INT_MAX ||
	    feed_node_work(fc, 2 * len) == -1 ||
	    !html_attributes_bounded(html, len))
		return NULL;
	doc = htmlReadMemory(html, (int)len, NULL, "UTF-8",
	    HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
		HTML_PARSE_RECOVER);
	if (doc == NULL)
		return feed_text_space(html, 0);
	buf_init(&b);
	buf_adds(&b, "");
	feed_text_walk((xmlNode *)doc, &b, 0);
	xmlFreeDoc(doc);
	s = feed_text_space(b.data, 1);
	buf_free(&b);
	return s;
}

/* See feed_text.h. */
char *
feed_text_inline(struct feed_ctx *fc, const char *s)
{
	char *t, *r;

	if (s == NULL)
		return NULL;
	if (!feed_text_is_html(s))
		return feed_text_space(s, 0);
	t = feed_text_html(fc, s);
	r = feed_text_space(t, 0);
	free(t);
	return r;
}

/* See feed_text.h. */
char *
feed_text_escape(const char *s)
{
	struct buf b;

	buf_init(&b);
	buf_adds(&b, "");
	for (; *s != '\0'; s++) {
		if (*s == '&')
			buf_adds(&b, "&amp;");
		else if (*s == '<')
			buf_adds(&b, "&lt;");
		else if (*s == '>')
			buf_adds(&b, "&gt;");
		else
			buf_addc(&b, *s);
	}
	return buf_detach(&b, NULL);
}

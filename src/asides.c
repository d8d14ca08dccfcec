/* SPDX-License-Identifier: ISC */
/*
 * asides: boxes set into an article (METHODS.md section 2).  Many sites
 * break a story's paragraphs with a box of their own: a heading and a
 * list of facts, of fixtures, of a person's career, or a pull quote.  In
 * HTML5 it is an <aside>; before, a <div> like any other.  What gives it
 * away is where it stands and what it holds: between two paragraphs of
 * the story, it opens with a heading and says no paragraph of its own
 * (a quoted one aside).  Names and words play no part.
 */
#include "config.h"

#include <string.h>

#include <libxml/tree.h>

#include "asides.h"
#include "html.h"

#define ASIDES_PARA 80  /* bytes of a paragraph's own text: a sentence */
#define ASIDES_MAX 1000 /* bytes of a box */
#define ASIDES_HEAD_DEPTH 3
#define ASIDES_DEPTH 200

/* Non-space bytes of text below n, outside links only when plain, not
 * inside a quote when unquoted; counting stops past limit. */
static size_t
asides_len(const xmlNode *n, size_t limit, int plain, int depth)
{
	const xmlNode *c;
	const xmlChar *p;
	size_t k = 0;

	for (c = n->children; c != NULL && k <= limit; c = c->next) {
		if (html_node_is_skipped(c))
			continue;
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			for (p = c->content; *p != '\0'; p++)
				k += *p > ' ';
		} else if (c->type == XML_ELEMENT_NODE &&
		    depth < ASIDES_DEPTH &&
		    !(plain && strcmp((const char *)c->name, "a") == 0))
			k += asides_len(c, limit - k, plain, depth + 1);
	}
	return k;
}

static int
asides_is_heading(const xmlNode *n)
{
	const char *s = (const char *)n->name;

	return s[0] == 'h' && s[1] >= '1' && s[1] <= '6' && s[2] == '\0';
}

/* 1 if c is a paragraph of the story: a <p> saying a sentence. */
static int
asides_is_para(const xmlNode *c)
{
	return c->type == XML_ELEMENT_NODE && !html_node_is_skipped(c) &&
	    strcmp((const char *)c->name, "p") == 0 &&
	    asides_len(c, ASIDES_PARA, 1, 0) >= ASIDES_PARA;
}

/* 1 if the first text below n is a heading's, looking depth levels down
 * at most. */
static int
asides_opens_with_heading(const xmlNode *n, int depth)
{
	const xmlNode *c;
	const xmlChar *p;

	for (c = n->children; c != NULL; c = c->next) {
		if (html_node_is_skipped(c))
			continue;
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			for (p = c->content; *p != '\0' && *p <= ' '; p++)
				;
			if (*p != '\0')
				return 0;
			continue;
		}
		if (c->type != XML_ELEMENT_NODE || asides_len(c, 0, 0, 0) == 0)
			continue;
		if (asides_is_heading(c))
			return 1;
		return depth > 0 && asides_opens_with_heading(c, depth - 1);
	}
	return 0;
}

/* 1 if n holds a paragraph of its own, outside quotes. */
static int
asides_holds_para(const xmlNode *n, int depth)
{
	const xmlNode *c;

	for (c = n->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c) ||
		    strcmp((const char *)c->name, "blockquote") == 0 ||
		    strcmp((const char *)c->name, "q") == 0)
			continue;
		if (asides_is_para(c) ||
		    (depth < ASIDES_DEPTH && asides_holds_para(c, depth + 1)))
			return 1;
	}
	return 0;
}

/* 1 if b is a box: it opens with a heading, holds no paragraph of its
 * own and little text. */
static int
asides_is_box(const xmlNode *b)
{
	const char *name = (const char *)b->name;

	if (!html_tag_is_block(name) || strcmp(name, "p") == 0 ||
	    asides_is_heading(b) || strcmp(name, "blockquote") == 0 ||
	    strcmp(name, "ul") == 0 || strcmp(name, "ol") == 0 ||
	    strcmp(name, "dl") == 0 || strcmp(name, "pre") == 0 ||
	    strcmp(name, "figure") == 0 || strcmp(name, "hr") == 0)
		return 0;
	if (asides_len(b, ASIDES_MAX, 0, 0) > ASIDES_MAX)
		return 0;
	if (!asides_opens_with_heading(b, ASIDES_HEAD_DEPTH))
		return 0;
	return !asides_holds_para(b, 0);
}

static size_t
asides_walk(xmlNode *n, xmlNode **marks, size_t *nmarks, size_t max, int depth)
{
	xmlNode *c, *d;
	size_t found = 0;
	int before = 0, after;

	for (c = n->children; c != NULL && *nmarks < max; c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c))
			continue;
		if (asides_is_para(c)) {
			before = 1;
			continue;
		}
		if (before && asides_is_box(c)) {
			for (after = 0, d = c->next; d != NULL && !after;
			     d = d->next)
				after = asides_is_para(d);
			if (after) {
				html_node_set_dropped(c, 1);
				marks[(*nmarks)++] = c;
				found++;
				continue;
			}
		}
		if (depth < ASIDES_DEPTH)
			found += asides_walk(c, marks, nmarks, max, depth + 1);
	}
	return found;
}

size_t
asides_mark(xmlNode *body, xmlNode **marks, size_t *nmarks, size_t max)
{
	return asides_walk(body, marks, nmarks, max, 0);
}

/* The rank of heading n (1 for <h1>), or 0 for another element. */
static int
asides_rank(const xmlNode *n)
{
	return n->type == XML_ELEMENT_NODE && asides_is_heading(n)
	    ? n->name[1] - '0'
	    : 0;
}

struct asides_outline {
	xmlNode *open[7]; /* the heading of each rank with nothing under it */
	xmlNode **marks;
	size_t *nmarks, max, found;
};

/* Close the empty sections of rank r and below: their headings go. */
static void
asides_close(struct asides_outline *o, int r)
{
	int k;

	for (k = r; k <= 6; k++) {
		if (o->open[k] != NULL && *o->nmarks < o->max) {
			html_node_set_dropped(o->open[k], 1);
			o->marks[(*o->nmarks)++] = o->open[k];
			o->found++;
		}
		o->open[k] = NULL;
	}
}

static void
asides_outline_walk(struct asides_outline *o, xmlNode *n, int depth)
{
	xmlNode *c;
	const xmlChar *p;
	int r, k;

	for (c = n->children; c != NULL; c = c->next) {
		if (html_node_is_skipped(c))
			continue;
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			for (p = c->content; *p != '\0' && *p <= ' '; p++)
				;
			if (*p != '\0') /* every open section has content */
				for (k = 1; k <= 6; k++)
					o->open[k] = NULL;
		} else if ((r = asides_rank(c)) > 0) {
			if (asides_len(c, 0, 0, 0) == 0)
				continue;
			asides_close(o, r);
			o->open[r] = c;
		} else if (c->type == XML_ELEMENT_NODE && depth < ASIDES_DEPTH)
			asides_outline_walk(o, c, depth + 1);
	}
}

size_t
asides_orphans(xmlNode *body, xmlNode **marks, size_t *nmarks, size_t max)
{
	struct asides_outline o;

	memset(&o, 0, sizeof(o));
	o.marks = marks;
	o.nmarks = nmarks;
	o.max = max;
	asides_outline_walk(&o, body, 0);
	asides_close(&o, 1);
	return o.found;
}

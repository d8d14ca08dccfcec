/* SPDX-License-Identifier: ISC */
/*
 * boiler: the feed's boilerplate text inside a body (boiler.h).
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "body.h"
#include "boiler.h"
#include "html.h"
#include "marks.h"
#include "story.h"
#include "storylinks.h"
#include "text.h"

/* The lines of a block: its text up to a <br> or a block element. */
struct boiler_line {
	const xmlNode *target; /* the text node whose line is asked */
	int has_target;        /* the current line holds it */
	int own;               /* the current line holds text not boiler */
	int answer;            /* the target's line held such text */
};

static int
boiler_cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* 1 if text node n is one of the page's boilerplate fingerprints. */
static int
boiler_is(const struct body_page *pg, const xmlNode *n)
{
	uint64_t h;

	h = text_fingerprint(
	    (const char *)n->content, strlen((const char *)n->content));
	return h != 0 &&
	    bsearch(&h, pg->boiler, pg->nboiler, sizeof(*pg->boiler),
		boiler_cmp) != NULL;
}

static void
boiler_line_end(struct boiler_line *l)
{
	if (l->has_target)
		l->answer = l->own;
	l->has_target = l->own = 0;
}

static void
boiler_line_walk(const struct body_page *pg, const xmlNode *n,
    struct boiler_line *l, int in_a, int depth)
{
	const xmlNode *c;

	for (c = n->children; c != NULL; c = c->next) {
		if (html_node_is_skipped(c))
			continue;
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			if (c == l->target)
				l->has_target = 1;
			else if (!in_a &&
			    text_fingerprint((const char *)c->content,
				strlen((const char *)c->content)) != 0 &&
			    !boiler_is(pg, c))
				l->own = 1;
		} else if (c->type == XML_ELEMENT_NODE) {
			if (strcmp((const char *)c->name, "br") == 0 ||
			    html_tag_is_block((const char *)c->name))
				boiler_line_end(l);
			else if (depth < STORY_DEPTH)
				boiler_line_walk(pg, c, l,
				    in_a ||
					(strcmp((const char *)c->name, "a") ==
						0 &&
					    !storylinks_shows_address(c)),
				    depth + 1);
		}
	}
}

/* 1 if the line of boilerplate text node n holds text of the page's
 * own. */
static int
boiler_line_own(const struct body_page *pg, const xmlNode *n)
{
	struct boiler_line l = { n, 0, 0, 0 };
	const xmlNode *b = n->parent;

	while (b != NULL && b->type == XML_ELEMENT_NODE &&
	    !html_tag_is_block((const char *)b->name))
		b = b->parent;
	if (b == NULL || b->type != XML_ELEMENT_NODE)
		return 0;
	boiler_line_walk(pg, b, &l, 0, 0);
	boiler_line_end(&l);
	return l.answer;
}

static size_t
boiler_walk(const struct body_page *pg, xmlNode *n, struct marks *m, int depth)
{
	xmlNode *c;
	size_t found = 0;

	for (c = n->children; c != NULL && !marks_full(m); c = c->next) {
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			if (boiler_is(pg, c) && !boiler_line_own(pg, c))
				found += marks_drop(m, c);
		} else if (c->type == XML_ELEMENT_NODE && depth < STORY_DEPTH &&
		    !html_node_is_skipped(c))
			found += boiler_walk(pg, c, m, depth + 1);
	}
	return found;
}

/* See boiler.h. */
size_t
boiler_mark(const struct body_page *pg, struct marks *m)
{
	return boiler_walk(pg, pg->body, m, 0);
}

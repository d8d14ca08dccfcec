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
#include "picture.h"
#include "story.h"
#include "storylinks.h"
#include "text.h"

/*
 * The walk's state: the line being read (its text up to a <br> or a
 * block element) with the text nodes it would drop, and what came
 * before it.  A line of more text nodes than BOILER_LINE is prose,
 * never boilerplate.
 */
#define BOILER_LINE 64
struct boiler_line {
	xmlNode *text[BOILER_LINE]; /* boilerplate and link text nodes,
				     * and boilerplate pictures */
	size_t n;
	int own;         /* it holds text of the page's own outside links */
	int boiler;      /* it holds boilerplate */
	int shape;       /* it holds a line whose shape is boilerplate's */
	int links;       /* it holds link text */
	size_t owned;    /* lines of the page's own text before it */
	int after_story; /* a paragraph of the story came before it */
};

static int
boiler_cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * What text s, of fingerprint h (text_fingerprint()), is of the page's
 * boilerplate fingerprints: BOILER_WORDS when its words are one,
 * BOILER_SHAPE when only its shape is (text_shape(): "posted on DATE at
 * TIME"), else BOILER_NONE.
 */
enum { BOILER_NONE, BOILER_WORDS, BOILER_SHAPE };

static int
boiler_find(const struct body_page *pg, uint64_t h)
{
	return h != 0 &&
	    bsearch(&h, pg->boiler, pg->nboiler, sizeof(*pg->boiler),
		boiler_cmp) != NULL;
}

static int
boiler_is(const struct body_page *pg, const char *s, uint64_t h)
{
	if (boiler_find(pg, h))
		return BOILER_WORDS;
	if (boiler_find(pg, text_shape(s, strlen(s))))
		return BOILER_SHAPE;
	return BOILER_NONE;
}

/* A line ends: on a line without the page's own text, boilerplate
 * text goes with the links beside it; a boilerplate picture (the only
 * element a line collects) goes alone, the links beside it staying (an
 * icon before a download). */
static size_t
boiler_line_end(struct boiler_line *l, struct marks *m)
{
	size_t i, found = 0;
	int text = l->boiler || (l->shape && l->links);

	if (!l->own)
		for (i = 0; i < l->n; i++)
			if (text || l->text[i]->type == XML_ELEMENT_NODE)
				found += marks_drop(m, l->text[i]);
	l->owned += l->own;
	l->n = 0;
	l->own = l->boiler = l->shape = l->links = 0;
	return found;
}

static void
boiler_line_add(struct boiler_line *l, xmlNode *n)
{
	if (l->n < BOILER_LINE)
		l->text[l->n++] = n;
	else
		l->own = 1;
}

/* 1 if n, depth levels down at most, holds text of the page's own: a
 * word outside links that is no boilerplate. */
static int
boiler_own_below(const struct body_page *pg, const xmlNode *n, int depth)
{
	const xmlNode *c;
	const char *s;
	uint64_t h;

	for (c = n->children; c != NULL; c = c->next) {
		if (html_node_is_skipped(c))
			continue;
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			s = (const char *)c->content;
			if ((h = text_fingerprint(s, strlen(s))) != 0 &&
			    boiler_is(pg, s, h) == BOILER_NONE)
				return 1;
		} else if (c->type == XML_ELEMENT_NODE && depth < STORY_DEPTH &&
		    strcmp((const char *)c->name, "a") != 0 &&
		    boiler_own_below(pg, c, depth + 1))
			return 1;
	}
	return 0;
}

/*
 * 1 if element c is a heading (or a box showing only one) over a
 * section of the page's own text: the next block shown after it holds
 * some.  Its words recur on every page ("Ingredients", "Transcript"),
 * a label of the story's parts, and stay; over links, a share bar or
 * nothing the rules left, they are the site's.
 */
static int
boiler_heads_own(const struct body_page *pg, xmlNode *c)
{
	xmlNode *next;

	if (!html_is_heading((const char *)c->name) &&
	    html_heading_in(c) == NULL)
		return 0;
	next = html_node_next_shown(c->next);
	return next != NULL && boiler_own_below(pg, next, 0);
}

static size_t
boiler_walk(const struct body_page *pg, xmlNode *n, struct boiler_line *l,
    struct marks *m, int in_a, int depth)
{
	xmlNode *c;
	const char *s;
	size_t found = 0, owned;
	uint64_t h;
	int kind;

	for (c = n->children; c != NULL && !marks_full(m); c = c->next) {
		if (html_node_is_skipped(c))
			continue;
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			s = (const char *)c->content;
			if (s[strspn(s, " \t\r\n")] == '\0')
				continue;
			if ((h = text_fingerprint(s, strlen(s))) == 0)
				boiler_line_add(l, c); /* "|", "•" between */
			else if ((kind = boiler_is(pg, s, h)) == BOILER_WORDS) {
				l->boiler = 1;
				boiler_line_add(l, c);
			} else if (kind == BOILER_SHAPE && l->after_story) {
				l->shape = 1;
				boiler_line_add(l, c);
			} else if (in_a) {
				l->links = 1;
				boiler_line_add(l, c);
			} else
				l->own = 1;
		} else if (c->type == XML_ELEMENT_NODE &&
		    strcmp((const char *)c->name, "img") == 0) {
			if (boiler_find(pg, picture_key(c)))
				boiler_line_add(l, c);
		} else if (c->type == XML_ELEMENT_NODE && depth < STORY_DEPTH) {
			const char *name = (const char *)c->name;
			int block = html_tag_is_block(name);

			if (block || strcmp(name, "br") == 0)
				found += boiler_line_end(l, m);
			if (block && boiler_heads_own(pg, c))
				continue;
			owned = l->owned;
			found += boiler_walk(pg, c, l, m,
			    in_a ||
				(strcmp(name, "a") == 0 &&
				    !storylinks_shows_address(c)),
			    depth + 1);
			if (block)
				found += boiler_line_end(l, m);
			/* a paragraph of the page's own text came */
			if (l->owned > owned && strcmp(name, "p") == 0)
				l->after_story = 1;
		}
	}
	return found;
}

/* See boiler.h. */
size_t
boiler_mark(const struct body_page *pg, struct marks *m)
{
	struct boiler_line l;
	size_t found;

	l.n = l.owned = 0;
	l.own = l.boiler = l.shape = l.links = l.after_story = 0;
	found = boiler_walk(pg, pg->body, &l, m, 0, 0);
	return found + boiler_line_end(&l, m);
}

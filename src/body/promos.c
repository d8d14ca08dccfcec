/* SPDX-License-Identifier: ISC */
/*
 * promos: a teaser of another story set into an article (METHODS.md
 * section 2).  Besides its story a page may promote one or two others
 * in a box of its own, inside the node that holds the story: "Today's
 * paper", then a picture, a headline and a line of teaser, each linked
 * to the other story, and a "more" link to it again.  The headline and
 * the links go as a link list; the line of teaser is no link and not
 * the same from page to page, so it stays, run into the story.  What
 * gives the box away is that everything in it that links, links to one
 * other page, and from a headline: the story's own paragraphs link to
 * many places, or to one in passing, never from a heading.  Names and
 * words play no part.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "body.h"
#include "html.h"
#include "marks.h"
#include "promos.h"
#include "story.h"
#include "url.h"
#include "util.h"

#define PROMOS_FEW 2 /* promotions of a story; more: a listing */

/* The links below a candidate box. */
struct promos_links {
	char *href;  /* the one address they share, or NULL */
	int n;       /* links with an address */
	int mixed;   /* two addresses differ, or one goes nowhere */
	int heading; /* a heading's whole text is a link */
};

static void
promos_walk(const xmlNode *n, struct promos_links *l, int depth)
{
	const xmlNode *c;
	xmlChar *href;

	for (c = n->children; c != NULL && !l->mixed; c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c))
			continue;
		if (html_is_heading((const char *)c->name) &&
		    html_node_text_len(c, 0, 0) > 0 &&
		    html_node_text_len(c, 0, 1) == 0)
			l->heading = 1;
		if (strcmp((const char *)c->name, "a") == 0 &&
		    (href = xmlGetProp(c, (const xmlChar *)"href")) != NULL) {
			l->n++;
			if (href[0] == '#' || href[0] == '\0' ||
			    strncmp((const char *)href, "javascript:", 11) == 0)
				l->mixed = 1;
			else if (l->href == NULL)
				l->href = xstrdup((const char *)href);
			else if (strcmp(l->href, (const char *)href) != 0)
				l->mixed = 1;
			xmlFree(href);
		}
		if (depth < STORY_DEPTH)
			promos_walk(c, l, depth + 1);
	}
}

/* 1 if href, read against the document's URL, leads to another page. */
static int
promos_elsewhere(const xmlNode *n, const char *href)
{
	const char *base = n->doc != NULL ? (const char *)n->doc->URL : NULL;
	char *to, *self;
	int other;

	if (base == NULL)
		return 1;
	to = url_resolve(base, href);
	self = url_normalize(base);
	if (to != NULL) {
		char *t = url_normalize(to);

		free(to);
		to = t;
	}
	other = to != NULL && (self == NULL || strcmp(to, self) != 0);
	free(to);
	free(self);
	return other;
}

/* 1 if element e below body is a promotion of another story, with the
 * story beside it. */
static int
promos_is_promo(const xmlNode *body, const xmlNode *e)
{
	struct promos_links l;
	size_t all;
	int is;

	if (!html_tag_is_block((const char *)e->name) ||
	    html_is_heading((const char *)e->name))
		return 0;
	all = html_node_text_len(e, STORY_CARD_MAX, 0);
	if (all == 0 || all > STORY_CARD_MAX ||
	    html_node_text_len(e, STORY_TEASER_MAX, 1) > STORY_TEASER_MAX ||
	    html_node_text_len(body, all + STORY_LEAD, 0) < all + STORY_LEAD)
		return 0;
	memset(&l, 0, sizeof(l));
	promos_walk(e, &l, 0);
	is = !l.mixed && l.n >= 2 && l.heading && l.href != NULL &&
	    promos_elsewhere(e, l.href);
	free(l.href);
	return is;
}

/* The promotions below n into found[] (at most max); their count. */
static size_t
promos_find(const xmlNode *body, xmlNode *n, xmlNode **found, size_t nfound,
    size_t max, int depth)
{
	xmlNode *c;

	for (c = n->children; c != NULL && nfound < max; c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c))
			continue;
		if (promos_is_promo(body, c)) {
			found[nfound++] = c;
			continue;
		}
		if (depth < STORY_DEPTH)
			nfound =
			    promos_find(body, c, found, nfound, max, depth + 1);
	}
	return nfound;
}

size_t
promos_mark(const struct body_page *pg, struct marks *m)
{
	xmlNode *body = pg->body;
	xmlNode *found[PROMOS_FEW + 1];
	size_t n, i, text = 0, k = 0;

	n = promos_find(body, body, found, 0, PROMOS_FEW + 1, 0);
	if (n == 0 || n > PROMOS_FEW)
		return 0;
	for (i = 0; i < n; i++)
		text += html_node_text_len(found[i], STORY_CARD_MAX, 0);
	/* the story beside them, or the promotions are the page's text */
	if (html_node_text_len(body, text + STORY_LEAD, 0) < text + STORY_LEAD)
		return 0;
	for (i = 0; i < n; i++)
		k += marks_drop(m, found[i]);
	return k;
}

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

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/tree.h>

#include "asides.h"
#include "body.h"
#include "html.h"
#include "marks.h"
#include "picture.h"
#include "story.h"

#define ASIDES_MAX 1000 /* bytes of a box */
#define ASIDES_HEAD_DEPTH 3
#define ASIDES_LABEL 40      /* bytes of a fact's label: a few words */
#define ASIDES_LABEL_WORDS 5 /* words of a label over links: no sentence */
#define ASIDES_NEXT_STEPS 64 /* nodes from a label to what follows it */
#define ASIDES_FACT 200      /* bytes of a fact: label and value */
#define ASIDES_FACTS 3       /* facts of a list of facts */

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
		if (c->type != XML_ELEMENT_NODE ||
		    html_node_text_len(c, 0, 0) == 0)
			continue;
		if (html_is_heading((const char *)c->name))
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
		if (story_is_para(c) ||
		    (depth < STORY_DEPTH && asides_holds_para(c, depth + 1)))
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
	    html_is_heading((const char *)b->name) ||
	    strcmp(name, "blockquote") == 0 || strcmp(name, "ul") == 0 ||
	    strcmp(name, "ol") == 0 || strcmp(name, "dl") == 0 ||
	    strcmp(name, "pre") == 0 || strcmp(name, "figure") == 0 ||
	    strcmp(name, "hr") == 0)
		return 0;
	if (html_node_text_len(b, ASIDES_MAX, 0) > ASIDES_MAX)
		return 0;
	if (!asides_opens_with_heading(b, ASIDES_HEAD_DEPTH))
		return 0;
	return !asides_holds_para(b, 0);
}

static size_t
asides_walk(xmlNode *n, struct marks *m, int depth)
{
	xmlNode *c, *d;
	size_t found = 0;
	int before = 0, after;

	for (c = n->children; c != NULL && !marks_full(m); c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c))
			continue;
		if (story_is_para(c)) {
			before = 1;
			continue;
		}
		if (before && asides_is_box(c)) {
			for (after = 0, d = c->next; d != NULL && !after;
			     d = d->next)
				after = story_is_para(d);
			if (after) {
				marks_drop(m, c);
				found++;
				continue;
			}
		}
		if (depth < STORY_DEPTH)
			found += asides_walk(c, m, depth + 1);
	}
	return found;
}

size_t
asides_mark(const struct body_page *pg, struct marks *m)
{
	return asides_walk(pg->body, m, 0);
}

/* The rank of heading n (1 for <h1>), or 0 for another element. */
static int
asides_rank(const xmlNode *n)
{
	return n->type == XML_ELEMENT_NODE &&
		html_is_heading((const char *)n->name)
	    ? n->name[1] - '0'
	    : 0;
}

/* The rank of a label (asides_label()): under every heading's. */
#define ASIDES_LABEL_RANK 7

struct asides_outline {
	/* the heading of each rank with nothing under it, a label's last */
	xmlNode *open[ASIDES_LABEL_RANK + 1];
	const xmlNode *body;
	struct marks *m;
	size_t found;
};

/* 1 if the three bytes at p are the full-width colon (U+FF1A). */
static int
asides_wide_colon(const xmlChar *p)
{
	return p[0] == 0xef && p[1] == 0xbc && p[2] == 0x9a;
}

/* 1 if text s ends in a colon, or a full-width one, blanks aside. */
static int
asides_ends_colon(const xmlChar *s)
{
	size_t n = strlen((const char *)s);

	while (n > 0 && s[n - 1] <= ' ')
		n--;
	return (n >= 1 && s[n - 1] == ':') ||
	    (n >= 3 && asides_wide_colon(s + n - 3));
}

/*
 * The label whose text a colon ended in element n, a line of a few
 * words (STORY_HEAD bytes at most, no block below it) and no picture
 * ("Read more:", "Also on the site:"), which introduces what follows
 * it: the line's block around n (n when it is one) and the boxes around
 * that below body that hold nothing else.  NULL if there is none.
 */
static xmlNode *
asides_label(const xmlNode *body, xmlNode *n)
{
	size_t len;

	while (n != body && !html_tag_is_block((const char *)n->name) &&
	    n->parent != NULL && n->parent->type == XML_ELEMENT_NODE)
		n = n->parent;
	len = html_node_text_len(n, STORY_HEAD + 1, 0);
	if (n == body || len == 0 || len > STORY_HEAD || picture_shows(n) ||
	    !story_one_line(n))
		return NULL;
	while (n->parent != NULL && n->parent != body &&
	    n->parent->type == XML_ELEMENT_NODE &&
	    html_node_text_len(n->parent, len + 1, 0) == len &&
	    !picture_shows(n->parent) && story_one_line(n->parent))
		n = n->parent;
	return n;
}

/* 1 if element n shows something with no text: a picture (its box), a
 * player.  Frames and embedded objects are skipped elements
 * (html_node_is_skipped()): the outline walk never meets them. */
static int
asides_is_media(const xmlNode *n)
{
	return strcasecmp((const char *)n->name, "audio") == 0 ||
	    picture_is_element(n);
}

/*
 * The first element after n below body that the rules dropped, past the
 * boxes showing nothing on the way (a CMS's box around each block, an
 * empty advert's slot, what the rules took inside it); NULL where an
 * element showing text comes first, or none within ASIDES_NEXT_STEPS
 * nodes (each empty box's text is counted again below it).
 */
static const xmlNode *
asides_next_dropped(const xmlNode *body, const xmlNode *n)
{
	const xmlNode *x = html_node_after(n, body);
	int budget = ASIDES_NEXT_STEPS;

	while (x != NULL && budget-- > 0) {
		if (x->type == XML_ELEMENT_NODE &&
		    (html_node_is_dropped(x) ||
			html_node_text_len(x, 1, 0) > 0))
			break;
		/* a box showing nothing: into it, where the rules may
		 * have dropped its block */
		x = x->type == XML_ELEMENT_NODE && x->children != NULL
		    ? x->children
		    : html_node_after(x, body);
	}
	return x != NULL && budget >= 0 && html_node_is_dropped(x) ? x : NULL;
}

/* 1 if what follows label n below body is a block the rules dropped
 * that is mostly links (half its text at least): the list, the share
 * bar or the cards n introduced went as chrome, n with them. */
static int
asides_over_links(const xmlNode *body, const xmlNode *n)
{
	const xmlNode *x = asides_next_dropped(body, n);
	size_t all;

	/* its own mark aside, the text below it counts */
	if (x == NULL || !html_node_is_dropped(x) ||
	    (all = html_node_text_len(x, STORY_BODY_MAX, 0)) == 0)
		return 0;
	return 2 * (all - html_node_text_len(x, STORY_BODY_MAX, 1)) >= all;
}

/* Close the empty sections of rank r and below: their headings go, a
 * label only over links the rules took. */
static void
asides_close(struct asides_outline *o, int r)
{
	int k;

	for (k = r; k <= ASIDES_LABEL_RANK; k++) {
		if (o->open[k] != NULL &&
		    (k < ASIDES_LABEL_RANK ||
			asides_over_links(o->body, o->open[k])) &&
		    marks_drop(o->m, o->open[k]))
			o->found++;
		o->open[k] = NULL;
	}
}

/* The open label, a few words, goes when the links it introduced went
 * as chrome before text t, outside its line; a sentence ending on a
 * colon says something of its own. */
static void
asides_close_label(struct asides_outline *o, const xmlNode *t)
{
	xmlNode *l = o->open[ASIDES_LABEL_RANK];

	if (l != NULL && !html_node_holds(l, t) &&
	    html_node_words(l) <= ASIDES_LABEL_WORDS &&
	    asides_over_links(o->body, l) && marks_drop(o->m, l))
		o->found++;
	o->open[ASIDES_LABEL_RANK] = NULL;
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
			/* no-break spaces are blanks too (a spacer's) */
			for (p = c->content; *p != '\0' &&
			     (*p <= ' ' || (p[0] == 0xc2 && p[1] == 0xa0));
			     p += *p == 0xc2 ? 2 : 1)
				;
			if (*p == '\0')
				continue;
			/* every open section has content, but a label
			 * whose links the rules took before this text
			 * ("Read also:" over a list of stories); a label
			 * that ends here opens, as a heading does, one
			 * that goes if nothing comes under it */
			asides_close_label(o, c);
			for (k = 1; k <= ASIDES_LABEL_RANK; k++)
				o->open[k] = NULL;
			if (asides_ends_colon(p))
				o->open[ASIDES_LABEL_RANK] =
				    asides_label(o->body, n);
		} else if ((r = asides_rank(c)) > 0) {
			if (html_node_text_len(c, 0, 0) == 0)
				continue;
			asides_close(o, r);
			o->open[r] = c;
		} else if (c->type == XML_ELEMENT_NODE) {
			/* a picture (a caption's) is something under it */
			if (asides_is_media(c))
				o->open[ASIDES_LABEL_RANK] = NULL;
			if (depth < STORY_DEPTH)
				asides_outline_walk(o, c, depth + 1);
		}
	}
}

size_t
asides_orphans(const struct body_page *pg, struct marks *m)
{
	struct asides_outline o;

	memset(&o, 0, sizeof(o));
	o.m = m;
	o.body = pg->body;
	asides_outline_walk(&o, pg->body, 0);
	asides_close(&o, 1);
	return o.found;
}

/* The last non-space bytes of the text below n, the last in k[2]. */
static void
asides_tail_bytes(const xmlNode *n, unsigned char k[3], int depth)
{
	const xmlNode *c;
	const xmlChar *p;

	for (c = n->children; c != NULL; c = c->next) {
		if (html_node_is_skipped(c))
			continue;
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			for (p = c->content; *p != '\0'; p++)
				if (*p > ' ') {
					k[0] = k[1];
					k[1] = k[2];
					k[2] = *p;
				}
		} else if (c->type == XML_ELEMENT_NODE && depth < STORY_DEPTH)
			asides_tail_bytes(c, k, depth + 1);
	}
}

/* 1 if text p, spaces skipped, opens with a colon (or a full-width one). */
static int
asides_colon_at(const xmlChar *p)
{
	while (*p != '\0' && *p <= ' ')
		p++;
	return p[0] == ':' || asides_wide_colon(p);
}

/*
 * 1 if n states a fact: "label: value", the label an element of its own
 * (not a link, not a block) that opens n, says a few words and ends in
 * a colon or is followed by one; n says little in all.
 */
static int
asides_is_fact(const xmlNode *n)
{
	const xmlNode *c;
	unsigned char k[3] = { 0, 0, 0 };
	size_t len = html_node_text_len(n, ASIDES_FACT, 0);

	if (len == 0 || len > ASIDES_FACT)
		return 0;
	for (c = n->children; c != NULL; c = c->next) {
		if (html_node_is_skipped(c))
			continue;
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			if (!asides_colon_at(c->content) &&
			    c->content[strspn(
				(const char *)c->content, " \t\r\n")] != '\0')
				return 0;
			continue;
		}
		if (c->type == XML_ELEMENT_NODE &&
		    html_node_text_len(c, 0, 0) > 0)
			break;
	}
	if (c == NULL || html_tag_is_block((const char *)c->name) ||
	    strcmp((const char *)c->name, "a") == 0 ||
	    html_node_text_len(c, ASIDES_LABEL, 0) > ASIDES_LABEL)
		return 0;
	/* a value beside the label (a colon and a word at least) */
	if (len < html_node_text_len(c, ASIDES_LABEL, 0) + 2)
		return 0;
	asides_tail_bytes(c, k, 0);
	if (k[2] == ':' || asides_wide_colon(k))
		return 1;
	return c->next != NULL && c->next->type == XML_TEXT_NODE &&
	    c->next->content != NULL && asides_colon_at(c->next->content);
}

/* 1 if n lists facts itself: ASIDES_FACTS of its children state one. */
static int
asides_lists_facts(const xmlNode *n)
{
	const xmlNode *c;
	int k = 0;

	for (c = n->children; c != NULL && k < ASIDES_FACTS; c = c->next)
		if (c->type == XML_ELEMENT_NODE && !html_node_is_skipped(c))
			k += asides_is_fact(c);
	return k >= ASIDES_FACTS;
}

/*
 * 1 if n holds, depth levels down at most, a list of ASIDES_FACTS items
 * or more in words of its own (not links: tabs, a menu) that neither
 * lists facts nor is one ("Sensors: <li>GPS</li>..."): a recipe's
 * ingredients or steps, a list of the story's.  A box holding one is
 * more than a box of facts.
 */
static int
asides_holds_other_list(const xmlNode *n, int depth)
{
	const xmlNode *c, *li;
	int k;

	for (c = n->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c))
			continue;
		if (strcmp((const char *)c->name, "ul") == 0 ||
		    strcmp((const char *)c->name, "ol") == 0) {
			for (k = 0, li = c->children; li != NULL; li = li->next)
				k += li->type == XML_ELEMENT_NODE &&
				    strcmp((const char *)li->name, "li") == 0;
			if (k >= ASIDES_FACTS && !asides_lists_facts(c) &&
			    !asides_is_fact(c) &&
			    2 * html_node_text_len(c, STORY_BODY_MAX, 1) >
				html_node_text_len(c, STORY_BODY_MAX, 0))
				return 1;
		} else if (depth < STORY_DEPTH &&
		    asides_holds_other_list(c, depth + 1))
			return 1;
	}
	return 0;
}

/* 1 if n is a paragraph of the story or holds one. */
static int
asides_says(const xmlNode *n)
{
	return n->type == XML_ELEMENT_NODE && !html_node_is_skipped(n) &&
	    (story_is_para(n) || asides_holds_para(n, 0));
}

/* 1 if a sibling of n on the side given (its previous ones when back)
 * says the story. */
static int
asides_says_beside(const xmlNode *n, int back)
{
	for (n = back ? n->prev : n->next; n != NULL;
	     n = back ? n->prev : n->next)
		if (asides_says(n))
			return 1;
	return 0;
}

/*
 * The box around the list of facts f below body: its outermost
 * ancestor below body with no paragraph of the story before f and no
 * list of another kind in it (a recipe's card, whose ingredients and
 * steps are the story); NULL unless that box is not a list itself, the
 * story says something before it and nothing after it, and the box
 * holds less than half the body's text (the story is not inside it).
 */
static xmlNode *
asides_fact_box(xmlNode *body, xmlNode *f)
{
	xmlNode *b = f, *p;
	const char *name;
	size_t len;

	while (b->parent != NULL && b->parent != body &&
	    !asides_says_beside(b, 1) && !asides_holds_other_list(b->parent, 0))
		b = b->parent;
	name = (const char *)b->name;
	if (b->parent == NULL || b == f || strcmp(name, "ul") == 0 ||
	    strcmp(name, "ol") == 0 || strcmp(name, "dl") == 0 ||
	    strcmp(name, "table") == 0 || strcmp(name, "p") == 0 ||
	    !asides_says_beside(b, 1))
		return NULL;
	len = html_node_text_len(b, STORY_BODY_MAX, 0);
	if (len > STORY_BODY_MAX / 2 ||
	    2 * len >= html_node_text_len(body, 2 * len, 0))
		return NULL;
	for (p = b; p != body; p = p->parent)
		if (asides_says_beside(p, 0))
			return NULL;
	return b;
}

/* A list of facts is settled: its box goes, if it has one. */
static int
asides_facts_find(xmlNode *body, xmlNode *c, xmlNode **drop)
{
	if (!asides_lists_facts(c))
		return 0;
	*drop = asides_fact_box(body, c);
	return 1;
}

size_t
asides_facts(const struct body_page *pg, struct marks *m)
{
	return marks_found(pg->body, asides_facts_find, m);
}

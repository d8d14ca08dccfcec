/* SPDX-License-Identifier: ISC */
/*
 * cards: teasers of other articles found by their structure (METHODS.md
 * section 2).  Below an article many sites list other stories, each as a
 * card: a headline that is a link alone on its line, and a line or two
 * of teaser beside it ("MORE FROM THE SITE", "Also in the news", "More
 * galleries").  The teasers are not link text, so a link list test keeps
 * them, and they differ from page to page, so they are no boilerplate
 * either.  What gives them away is repetition: three or more sibling
 * elements of one tag, each reaching its headline link by the same path
 * of tags, each saying little beside it.  Names and words play no part.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "body.h"
#include "cards.h"
#include "comments.h"
#include "html.h"
#include "marks.h"
#include "story.h"
#include "text.h"

#define CARDS_MIN 3         /* cards of a run */
#define CARDS_LINK_DEPTH 6  /* levels below a card its headline sits */
#define CARDS_FLAT_MAX 1024 /* children of an element read for flat runs */
#define CARDS_PERIOD 8      /* elements of one card laid out flat */
#define CARDS_SEP 8         /* bytes of text between flat cards' parts */

/* 1 if the line of block b opens on link a's text and ends on an
 * excerpt cut short ("Title  The first words of its story..."). */
static int
cards_cut_line(const xmlNode *a, const xmlNode *b)
{
	char *head = html_node_text_dup(a), *line = html_node_text_dup(b);
	size_t hl = strlen(head);
	int yes;

	yes = hl > 0 && strchr(line, '\n') == NULL &&
	    strncmp(line, head, hl) == 0 && line[hl] != '\0' &&
	    text_cut_short(line + hl);
	free(head);
	free(line);
	return yes;
}

/* 1 if link a is alone on its line in card: the nearest block around it
 * below the card holds its text and nothing more, or a block inside it
 * does (a link around its headline's heading, <a><h3>...</h3></a>, as
 * HTML5 lets a card write it); or the line opens on it and ends on its
 * story's first words cut short, as related posts' lists write a
 * headline and an excerpt on one line. */
static int
cards_alone(const xmlNode *a, const xmlNode *card)
{
	const xmlNode *b, *c;
	size_t len;

	for (b = a->parent; b != NULL && b != card; b = b->parent)
		if (html_tag_is_block((const char *)b->name))
			break;
	if (b == NULL)
		return 0;
	len = html_node_text_len(a, STORY_CARD_MAX, 0);
	if (len == 0)
		return 0;
	for (c = a->children; c != NULL; c = c->next)
		if (c->type == XML_ELEMENT_NODE &&
		    html_tag_is_block((const char *)c->name) &&
		    html_node_text_len(c, len, 0) == len)
			return 1;
	if (b != card && html_node_text_len(b, len, 0) == len)
		return 1;
	return cards_cut_line(a, b);
}

/* The first link below n (n excluded) alone on its line in card: the
 * shape of the tag path to it into *shape; 0 if none. */
static int
cards_headline(const xmlNode *n, const xmlNode *card, uint64_t shape, int depth,
    uint64_t *found)
{
	const xmlNode *c;
	uint64_t sh;

	for (c = n->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c))
			continue;
		sh = story_hash(shape, (const char *)c->name);
		if (c->name[0] == 'a' && c->name[1] == '\0') {
			if (cards_alone(c, card)) {
				*found = sh;
				return 1;
			}
			continue;
		}
		if (depth + 1 < CARDS_LINK_DEPTH &&
		    cards_headline(c, card, sh, depth + 1, found))
			return 1;
	}
	return 0;
}

/* 1 if c is a card: a headline link alone on its line, and a short
 * teaser beside its links; the headline's shape into *shape. */
static int
cards_is_card(const xmlNode *c, uint64_t *shape)
{
	size_t all, plain;

	all = html_node_text_len(c, STORY_CARD_MAX, 0);
	if (all > STORY_CARD_MAX)
		return 0;
	plain = html_node_text_len(c, STORY_TEASER_MAX, 1);
	if (plain == 0 || plain > STORY_TEASER_MAX)
		return 0;
	return cards_headline(c, c, 0, 0, shape);
}

/* 1 if c is a row of a table of data (html_table_is_data()): an entry
 * of the table, a film and its year, not a teaser of another page. */
static int
cards_is_data_row(const xmlNode *c)
{
	const xmlNode *t;

	return strcmp((const char *)c->name, "tr") == 0 &&
	    (t = html_row_table(c)) != NULL && html_table_is_data(t);
}

/* The run of cards starting at first: how many, its last in *last, the
 * text of its cards in *text; none of a table of data's rows. */
static size_t
cards_run(xmlNode *first, xmlNode **last, size_t *text)
{
	xmlNode *c;
	uint64_t one = 0, sh;
	size_t n = 0;

	*last = NULL;
	*text = 0;
	if (cards_is_data_row(first))
		return 0;
	for (c = first; c != NULL &&
	     strcmp((const char *)c->name, (const char *)first->name) == 0;
	     c = html_node_next_shown(c->next)) {
		if (!cards_is_card(c, &sh) || (n > 0 && sh != one))
			break;
		one = sh;
		*last = c;
		*text += html_node_text_len(c, STORY_CARD_MAX, 0);
		n++;
	}
	return n;
}

/* The outermost container of the run first.., holding text bytes, below
 * body that holds nothing else but a heading; NULL if none. */
static xmlNode *
cards_box(xmlNode *body, xmlNode *first, size_t text)
{
	xmlNode *box = NULL, *p;

	for (p = first->parent; p != NULL && p != body; p = p->parent) {
		if (html_node_text_len(p, text + STORY_HEAD, 0) >
		    text + STORY_HEAD)
			break;
		box = p;
	}
	return box;
}

/*
 * Drop the run first..last, holding text bytes: the outermost container
 * below body that holds nothing else but a heading ("More from the
 * site"), else the cards one by one.  1 when a container went: the
 * rest of the run's parent with it.
 */
static int
cards_drop_run(
    xmlNode *body, xmlNode *first, xmlNode *last, size_t text, struct marks *m)
{
	xmlNode *box = cards_box(body, first, text), *c;

	if (box != NULL) {
		marks_drop(m, box);
		return 1;
	}
	for (c = first; c != NULL; c = c->next) {
		if (c->type == XML_ELEMENT_NODE)
			marks_drop(m, c);
		if (c == last)
			break;
	}
	return 0;
}

/* The box that sets the run from first (holding text bytes) apart, within
 * the run's container (cards_box()): story_set_apart(). */
static xmlNode *
cards_set_apart(xmlNode *body, xmlNode *first, size_t text)
{
	xmlNode *box = cards_box(body, first, text);

	return box != NULL ? story_set_apart(body, first, box) : NULL;
}

/* Runs among the children of n and below. */
static size_t
cards_walk(xmlNode *body, xmlNode *n, struct marks *m, int depth)
{
	xmlNode *c, *last, *next, *apart;
	size_t found = 0, nrec, lead, text;

	for (c = html_node_next_shown(n->children); c != NULL; c = next) {
		next = html_node_next_shown(c->next);
		nrec = cards_run(c, &last, &text);
		lead = 0;
		if (nrec >= CARDS_MIN && story_lead(body, c, &lead, 1) &&
		    lead >= STORY_LEAD && !comments_in_thread(body, c)) {
			found++;
			if (cards_drop_run(body, c, last, text, m))
				return found;
			next = html_node_next_shown(last->next);
			continue;
		}
		/* after a short story (a gallery's), a run set apart under
		 * a heading of its own */
		if (nrec >= CARDS_MIN &&
		    (apart = cards_set_apart(body, c, text)) != NULL) {
			marks_drop(m, apart);
			return found + 1;
		}
		/* a run too early to follow an article (a listing's): not
		 * its tail either */
		if (nrec >= CARDS_MIN) {
			next = html_node_next_shown(last->next);
			continue;
		}
		if (depth < STORY_DEPTH)
			found += cards_walk(body, c, m, depth + 1);
	}
	return found;
}

size_t
cards_mark(const struct body_page *pg, struct marks *m)
{
	return cards_walk(pg->body, pg->body, m, 0);
}

/* The signature of element n: its tag and class. */
static uint64_t
cards_sig(const xmlNode *n)
{
	xmlChar *cls = xmlGetProp(n, (const xmlChar *)"class");
	uint64_t h = story_hash(STORY_HASH_START, (const char *)n->name);

	if (cls != NULL)
		h = story_hash(h, (const char *)cls);
	xmlFree(cls);
	return h;
}

/* 1 if the k elements from e[0] make a card laid out flat: a line break
 * among them, opening with a link (its headline), a little text beside
 * the links; the headline's first text into *head. */
static int
cards_flat_card(xmlNode *const *e, size_t k, const xmlChar **head)
{
	size_t i, text = 0;
	int br = 0;
	const xmlNode *a;

	*head = NULL;
	for (i = 0; i < k; i++) {
		if (strcmp((const char *)e[i]->name, "br") == 0) {
			br = 1;
			continue;
		}
		/* it opens with its headline: all link text */
		if (text == 0 && *head == NULL &&
		    html_node_text_len(e[i], 0, 0) > 0 &&
		    html_node_text_len(e[i], 0, 1) > 0)
			return 0;
		text += html_node_text_len(e[i], STORY_CARD_MAX, 1);
		for (a = e[i]; *head == NULL && a != NULL;
		     a = html_node_next(a, e[i]))
			if (a->type == XML_TEXT_NODE && a->parent != NULL &&
			    strcmp((const char *)a->parent->name, "a") == 0 &&
			    html_node_text_len(a->parent, 0, 0) > 0)
				*head = a->content;
	}
	return br && *head != NULL && text > 0 && text <= STORY_TEASER_MAX;
}

/* 1 if no paragraph of the story follows n below body. */
static int
cards_nothing_after(const xmlNode *body, const xmlNode *n)
{
	const xmlNode *p, *c;

	for (p = n; p != NULL && p != body; p = p->parent)
		for (c = p->next; c != NULL; c = c->next) {
			if (html_node_is_skipped(c))
				continue;
			if (c->type == XML_TEXT_NODE &&
			    story_visible(c) >= STORY_SENTENCE)
				return 0;
			if (story_is_para(c))
				return 0;
		}
	return 1;
}

/* 1 if the text nodes between elements a and b (siblings, a first) say
 * little each: separators (" - ", " | "), not the story's sentences. */
static int
cards_flat_between(const xmlNode *a, const xmlNode *b)
{
	const xmlNode *c;

	for (c = a; c != NULL && c != b; c = c->next)
		if (c->type == XML_TEXT_NODE && story_visible(c) > CARDS_SEP)
			return 0;
	return c == b;
}

/* Repetitions of the k signatures from sig[i] among the n. */
static size_t
cards_repeats(const uint64_t *sig, size_t n, size_t i, size_t k)
{
	size_t r = 1, j;

	for (;;) {
		for (j = 0; j < k && i + r * k + j < n; j++)
			if (sig[i + r * k + j] != sig[i + j])
				break;
		if (j < k)
			return r;
		r++;
	}
}

/* Flat runs among the children of n: drop them, return how many. */
static size_t
cards_flat_at(xmlNode *body, xmlNode *n, struct marks *m)
{
	xmlNode *e[CARDS_FLAT_MAX], *c;
	uint64_t sig[CARDS_FLAT_MAX];
	const xmlChar *h0, *h1;
	size_t ne = 0, i, j, k, r, lead, found = 0;

	for (c = n->children; c != NULL && ne < CARDS_FLAT_MAX; c = c->next)
		if (c->type == XML_ELEMENT_NODE && !html_node_is_skipped(c)) {
			sig[ne] = cards_sig(c);
			e[ne++] = c;
		}
	for (i = 0; i < ne; i++)
		for (k = 2; k <= CARDS_PERIOD && i + CARDS_MIN * k <= ne; k++) {
			if ((r = cards_repeats(sig, ne, i, k)) < CARDS_MIN ||
			    !cards_flat_card(e + i, k, &h0) ||
			    !cards_flat_card(e + i + k, k, &h1) || h0 == NULL ||
			    h1 == NULL ||
			    strcmp((const char *)h0, (const char *)h1) == 0)
				continue;
			for (j = 2;
			     j < r && cards_flat_card(e + i + j * k, k, &h1);
			     j++)
				;
			lead = 0;
			if (j < r ||
			    !cards_flat_between(e[i], e[i + r * k - 1]) ||
			    !story_lead(body, e[i], &lead, 1) ||
			    lead < STORY_LEAD ||
			    !cards_nothing_after(body, e[i + r * k - 1]))
				break;
			/* the cards and the separators between them */
			for (c = e[i]; c != NULL; c = c->next) {
				if (c->type == XML_ELEMENT_NODE ||
				    (c->type == XML_TEXT_NODE &&
					story_visible(c) > 0))
					marks_drop(m, c);
				if (c == e[i + r * k - 1])
					break;
			}
			found++;
			i += r * k - 1;
			break;
		}
	return found;
}

static size_t
cards_flat_walk(xmlNode *body, xmlNode *n, struct marks *m, int depth)
{
	xmlNode *c;
	size_t found = cards_flat_at(body, n, m);

	for (c = n->children; c != NULL && depth < STORY_DEPTH; c = c->next)
		if (c->type == XML_ELEMENT_NODE && !html_node_is_skipped(c))
			found += cards_flat_walk(body, c, m, depth + 1);
	return found;
}

size_t
cards_flat(const struct body_page *pg, struct marks *m)
{
	return cards_flat_walk(pg->body, pg->body, m, 0);
}

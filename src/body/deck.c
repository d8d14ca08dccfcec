/* SPDX-License-Identifier: ISC */
/*
 * deck: the standfirst under a headline.  News pages and magazines set
 * a line of prose between the headline and the story ("Appeals court to
 * decide if rightsholders can subpoena 1,058 people in one case."), and
 * readers take it for the story's first line; a body template learned
 * from the teaser often starts below it, with the story's paragraphs.
 * The deck is found by its place and shape only: the first thing after
 * the headline that shows text (past a byline or a dateline: a short
 * line with a date or a time, or the writer's linked name over one),
 * one line (or a list of lines, as "story highlights" are), prose long
 * enough to be a sentence, with no link (menus, tags, share bars), no
 * picture it captions and no control it labels, and no byline's shape
 * (a long sentence may name a year), outside the body and before it.
 * No words of any language play a part.
 */
#include "config.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "deck.h"
#include "html.h"
#include "picture.h"
#include "story.h"
#include "text.h"
#include "util.h"

#define DECK_MIN_WORDS 8 /* a sentence, not a label */
#define DECK_MAX_BYTES 600
#define DECK_STEPS 2000 /* nodes walked past the headline */
#define DECK_BYLINES 2  /* byline and dateline lines looked past */
#define DECK_UP 4       /* levels over a line asked if a control's */

/* 1 if element n is a list. */
static int
deck_is_list(const xmlNode *n)
{
	return strcmp((const char *)n->name, "ul") == 0 ||
	    strcmp((const char *)n->name, "ol") == 0;
}

/* 1 if a comes before b in document order, neither holding the other. */
static int
deck_before(const xmlNode *a, const xmlNode *b)
{
	const xmlNode *pa, *pb, *c;

	/* the children of the nearest common ancestor on each side */
	for (pa = a; pa != NULL; pa = pa->parent)
		for (pb = b; pb != NULL; pb = pb->parent)
			if (pa->parent != NULL && pa->parent == pb->parent) {
				if (pa == pb)
					return 0;
				for (c = pa->next; c != NULL; c = c->next)
					if (c == pb)
						return 1;
				return 0;
			}
	return 0;
}

/* 1 if element e shows a picture. */
static int
deck_holds_picture(const xmlNode *e, int depth)
{
	const xmlNode *c;

	if (picture_is_element(e))
		return 1;
	for (c = e->children; c != NULL && depth < STORY_DEPTH; c = c->next)
		if (c->type == XML_ELEMENT_NODE && !html_node_is_skipped(c) &&
		    deck_holds_picture(c, depth + 1))
			return 1;
	return 0;
}

/* 1 if line e comes right after a picture: the element before it, or
 * before the box it opens (a caption's box of its own after the
 * picture's), shows a picture and no text; up to the headline's box
 * unless headline is NULL. */
static int
deck_after_picture(const xmlNode *e, const xmlNode *headline)
{
	const xmlNode *p;
	int k;

	for (k = 0; k < DECK_UP && e->parent != NULL &&
	     (headline == NULL || !html_node_holds(e->parent, headline));
	     k++, e = e->parent)
		for (p = e->prev; p != NULL; p = p->prev)
			if (p->type == XML_ELEMENT_NODE &&
			    !html_node_is_skipped(p))
				return html_node_text_len(p, 0, 0) == 0 &&
				    deck_holds_picture(p, 0);
	return 0;
}

/* 1 if line e is a picture's caption: it shows the picture, sits in a
 * figure, or follows the picture in a box of their own (not the
 * headline's). */
static int
deck_caption(const xmlNode *e, const xmlNode *headline)
{
	const xmlNode *p;

	if (deck_holds_picture(e, 0))
		return 1;
	for (p = e->parent; p != NULL && p->type == XML_ELEMENT_NODE;
	     p = p->parent)
		if (strcmp((const char *)p->name, "figure") == 0)
			return 1;
	return deck_after_picture(e, headline);
}

/* The first element after the headline that shows text, when it is
 * one line; NULL when text comes first in no line of its own. */
static xmlNode *
deck_next_line(xmlNode *headline, xmlNode *root)
{
	xmlNode *n = html_node_after(headline, root);
	int steps;

	for (steps = 0; n != NULL && steps < DECK_STEPS; steps++) {
		if (n->type == XML_TEXT_NODE) {
			if (n->content != NULL &&
			    text_fingerprint((const char *)n->content,
				strlen((const char *)n->content)) != 0)
				return NULL;
			n = html_node_next(n, root);
		} else if (n->type != XML_ELEMENT_NODE ||
		    html_node_is_skipped(n) || html_node_text_len(n, 0, 0) == 0)
			n = html_node_after(n, root);
		else if (story_one_line(n) || deck_is_list(n))
			return n;
		else
			n = html_node_next(n, root);
	}
	return NULL;
}

/* 1 if s holds a year (1990-2039), or with years 0 only a clock time
 * (9:41): a date or a time in any language and any order. */
static int
deck_has_date(const char *s, int years)
{
	const char *p;
	size_t n;

	for (p = s; *p != '\0'; p += n > 0 ? n : 1) {
		for (n = 0; isdigit((unsigned char)p[n]); n++)
			;
		if (years && n == 4 &&
		    ((p[0] == '1' && p[1] == '9' && p[2] == '9') ||
			(p[0] == '2' && p[1] == '0' && p[2] <= '3')))
			return 1;
		if (n >= 1 && n <= 2 && p[n] == ':' &&
		    isdigit((unsigned char)p[n + 1]) &&
		    isdigit((unsigned char)p[n + 2]))
			return 1;
	}
	return 0;
}

static void
deck_count_cb(UNUSED uint64_t hash, int bigram, void *arg)
{
	size_t *n = arg;

	if (!bigram)
		(*n)++;
}

/* Words of the text below element n. */
static size_t
deck_words(const xmlNode *n)
{
	char *s = html_node_text_dup(n);
	size_t words = 0;

	text_tokens(s, strlen(s), deck_count_cb, &words);
	free(s);
	return words;
}

/* 1 if e has a deck's shape: one line of a sentence's length, or a list
 * of such lines ("highlights"), two at least, every item one line. */
static int
deck_shape(const xmlNode *e)
{
	const xmlNode *c;
	size_t long_items = 0;

	if (!deck_is_list(e))
		return deck_words(e) >= DECK_MIN_WORDS;
	for (c = e->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c) ||
		    html_node_text_len(c, 0, 0) == 0)
			continue;
		if (!story_one_line(c))
			return 0;
		if (deck_words(c) >= DECK_MIN_WORDS)
			long_items++;
	}
	return long_items >= 2;
}

/* 1 if e is a byline or a dateline: one short line (fewer words than
 * two decks' least) that holds a date or a time.  Plone, many news
 * themes and magazines set it between the headline and the deck. */
static int
deck_byline(const xmlNode *e)
{
	char *s;
	int yes;

	if (deck_is_list(e) ||
	    html_node_text_len(e, DECK_MAX_BYTES, 0) > DECK_MAX_BYTES ||
	    deck_words(e) >= 2 * DECK_MIN_WORDS)
		return 0;
	s = html_node_text_dup(e);
	yes = deck_has_date(s, 1);
	free(s);
	return yes;
}

/* 1 if element n is a control: a button, or what its ARIA role makes
 * one (a button, a tooltip). */
static int
deck_is_control(const xmlNode *n)
{
	const char *role = html_attr(n, "role");

	return strcmp((const char *)n->name, "button") == 0 ||
	    (role != NULL &&
		(strcmp(role, "button") == 0 || strcmp(role, "tooltip") == 0));
}

/* 1 if line e is a control's label: it lies in a control, a few levels
 * up, or a control below it shows all its text (a follow button's "Get
 * email alerts for NAME's articles"), which no reader reads as the
 * story's first line. */
static int
deck_in_control(const xmlNode *e)
{
	const xmlNode *n;
	size_t all = html_node_text_len(e, DECK_MAX_BYTES, 0);
	int k;

	for (n = e, k = 0;
	     n != NULL && n->type == XML_ELEMENT_NODE && k < DECK_UP;
	     n = n->parent, k++)
		if (deck_is_control(n))
			return 1;
	for (n = html_node_next(e, e); n != NULL; n = html_node_next(n, e))
		if (n->type == XML_ELEMENT_NODE && deck_is_control(n))
			return html_node_text_len(n, DECK_MAX_BYTES, 0) == all;
	return 0;
}

/* 1 if e is a short line all of a link: the writer's name, linked to
 * their page, over the date line ("<a>NAME</a>", then "12. 3. 2023
 * 10:32").  A deck has no link. */
static int
deck_name_line(const xmlNode *e)
{
	return html_node_text_len(e, DECK_MAX_BYTES, 1) == 0 &&
	    deck_words(e) < DECK_MIN_WORDS;
}

/* 1 if line s says the headline's words again (an audio player's
 * title, a copy for sharing): the headline once more, no standfirst. */
static int
deck_repeats(const xmlNode *headline, const char *s)
{
	char *h = html_node_text_dup(headline);
	int same = text_reads_same(h, s);

	free(h);
	return same;
}

/* See deck.h. */
const xmlNode *
deck_headline_box(xmlNode *headline, xmlNode *const *body, size_t nb)
{
	xmlNode *p, *box = NULL;
	size_t i, lead = 0;

	if (headline == NULL)
		return NULL;
	for (i = 0; i < nb; i++) {
		if (!html_node_holds(body[i], headline) || body[i] == headline)
			continue;
		for (p = headline; p != body[i]; p = p->parent)
			if (html_node_is_dropped(p))
				box = p;
		/* the body shows none of its text before the box */
		if (box == NULL || box == headline ||
		    !story_lead(body[i], box, &lead, 0) || lead > 0)
			return NULL;
		return box;
	}
	return NULL;
}

/* See deck.h. */
char *
deck_text(
    xmlNode *headline, xmlNode *const *body, size_t nb, const xmlNode *box)
{
	xmlNode *root, *e, *d;
	char *s;
	size_t i;
	int skip;

	if (headline == NULL || headline->type != XML_ELEMENT_NODE ||
	    headline->doc == NULL ||
	    (root = xmlDocGetRootElement(headline->doc)) == NULL)
		return NULL;
	/* a headline in the page's body, outside the article's */
	if (!html_in_body(headline))
		return NULL;
	for (i = 0; i < nb; i++)
		if ((box == NULL && html_node_holds(body[i], headline)) ||
		    html_node_holds(headline, body[i]))
			return NULL;
	/* the first line after the headline, past a byline or two */
	e = headline;
	for (skip = 0; skip <= DECK_BYLINES; skip++) {
		if ((e = deck_next_line(e, root)) == NULL)
			break;
		if (deck_byline(e))
			continue;
		/* or the writer's name over the date line: both */
		if (skip < DECK_BYLINES && deck_name_line(e) &&
		    (d = deck_next_line(e, root)) != NULL && deck_byline(d)) {
			e = d;
			skip++;
			continue;
		}
		break;
	}
	if (e == NULL)
		return NULL;
	for (i = 0; i < nb; i++)
		if (box != NULL && html_node_holds(box, e) &&
		    html_node_holds(body[i], box))
			continue; /* dropped with the headline */
		else if (html_node_holds(body[i], e) ||
		    html_node_holds(e, body[i]) || !deck_before(e, body[i]))
			return NULL;
	/* prose: no link in it, no picture it is the caption of, no
	 * control's label */
	if (deck_caption(e, headline) || deck_in_control(e))
		return NULL;
	if (html_node_text_len(e, DECK_MAX_BYTES, 1) !=
	    html_node_text_len(e, DECK_MAX_BYTES, 0))
		return NULL;
	if (html_node_text_len(e, DECK_MAX_BYTES, 0) > DECK_MAX_BYTES ||
	    !deck_shape(e))
		return NULL;
	s = html_node_text_dup(e);
	/* a dated line right after a picture, in the headline's box too,
	 * is its caption ("..., Tuesday, Nov. 19, 2019") */
	if (strlen(s) > DECK_MAX_BYTES || deck_byline(e) ||
	    deck_has_date(s, 0) || deck_repeats(headline, s) ||
	    (deck_has_date(s, 1) && deck_after_picture(e, NULL))) {
		free(s);
		return NULL;
	}
	return s;
}

/* The HTML of text, escaped, a paragraph a line, appended to b. */
static void
deck_html(struct buf *b, const char *text)
{
	const char *p;

	buf_adds(b, "<p>");
	for (p = text; *p != '\0'; p++)
		switch (*p) {
		case '\n':
			buf_adds(b, "</p><p>");
			break;
		case '&':
			buf_adds(b, "&amp;");
			break;
		case '<':
			buf_adds(b, "&lt;");
			break;
		case '>':
			buf_adds(b, "&gt;");
			break;
		default:
			buf_addc(b, *p);
		}
	buf_adds(b, "</p>");
}

void
deck_insert(char **text, char **html, const char *deck)
{
	char *tk, *dk, *s;
	struct buf b;
	int has;

	tk = text_key(*text);
	dk = text_key(deck);
	has = *dk == '\0' || text_key_contains(tk, dk);
	free(tk);
	free(dk);
	if (has)
		return;
	xasprintf(&s, "%s%s%s", deck, **text != '\0' ? "\n" : "", *text);
	free(*text);
	*text = s;
	if (html == NULL || *html == NULL)
		return;
	buf_init(&b);
	deck_html(&b, deck);
	buf_adds(&b, *html);
	free(*html);
	*html = buf_detach(&b, NULL);
}

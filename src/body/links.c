/* SPDX-License-Identifier: ISC */
/*
 * links: chrome tags and link lists below a body (links.h).  What is
 * mostly links is a way elsewhere, not the story: the list-noise
 * coefficient of METHODS.md section 2, the link density boilerpipe and
 * Readability weigh too.
 */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/tree.h>

#include "body.h"
#include "html.h"
#include "links.h"
#include "marks.h"
#include "story.h"
#include "storylinks.h"
#include "text.h"
#include "url.h"
#include "util.h"

/* Elements below a box looked at for the control it frames. */
#define LINKS_BOX_WALK 256
/* A line of links: how many links at least, what it is made of at most. */
#define LINKS_LINE_LINKS 3
#define LINKS_LINE_PARTS 128
#define LINKS_LABEL_MAX 24  /* bytes of words of a line's label */
#define LINKS_TITLE_WORDS 3 /* words of a link saying a headline */

/* Elements dropped from the body whatever the template says. */
static const char *const links_chrome_tags[] = { "button", "canvas", "form",
	"input", "label", "link", "map", "meta", "nav", "option", "select",
	"textarea" };

/* See links.h. */
int
links_is_chrome_tag(const char *name)
{
	size_t i;

	for (i = 0; i < NELEM(links_chrome_tags); i++)
		if (strcmp(name, links_chrome_tags[i]) == 0)
			return 1;
	return 0;
}

static void
links_stats_walk(const xmlNode *n, size_t *text, size_t *link, int in_a,
    int words, int depth)
{
	const xmlNode *c;
	const unsigned char *p;
	size_t k = 0;

	if (n->type == XML_TEXT_NODE) {
		for (p = n->content; p != NULL && *p != '\0'; p++)
			if (words ? isalnum(*p) || *p >= 0x80 : *p > ' ')
				k++;
		*text += k;
		if (in_a)
			*link += k;
		return;
	}
	if (n->type != XML_ELEMENT_NODE || depth > STORY_DEPTH ||
	    html_node_is_skipped(n))
		return;
	if (n->name[0] == 'a' && n->name[1] == '\0' &&
	    !storylinks_shows_address(n))
		in_a = 1;
	for (c = n->children; c != NULL; c = c->next)
		links_stats_walk(c, text, link, in_a, words, depth + 1);
}

/* See links.h. */
void
links_stats(const xmlNode *n, size_t *text, size_t *link, int words)
{
	links_stats_walk(n, text, link, 0, words, 0);
}

/* See links.h. */
int
links_form_holds_text(const xmlNode *n)
{
	size_t text = 0, link = 0;

	if (strcmp((const char *)n->name, "form") != 0)
		return 0;
	links_stats(n, &text, &link, 0);
	return text - link >= STORY_SURE;
}

/* 1 if element n holds no block element: one line of text, a
 * paragraph whatever its tag. */
static int
links_one_line(const xmlNode *n)
{
	const xmlNode *c;

	for (c = n->children; c != NULL; c = c->next)
		if (c->type == XML_ELEMENT_NODE &&
		    (html_tag_is_block((const char *)c->name) ||
			!links_one_line(c)))
			return 0;
	return 1;
}

/* 1 if block c is a link list: a paragraph only when it is all links
 * ("Back to all reports | Print this page"), and so is one line of
 * another tag, counting its words only. */
static int
links_is_list(const xmlNode *c)
{
	const char *name = (const char *)c->name;
	int is_p = strcmp(name, "p") == 0;
	int line = !is_p && links_one_line(c);
	size_t text = 0, link = 0;

	links_stats(c, &text, &link, line);
	return text > 0 &&
	    (is_p || line ? link * 10 >= text * 9 : link * 10 >= text * 7);
}

static size_t
links_walk(xmlNode *n, size_t whole, struct storylinks_own *own,
    struct marks *m, int depth)
{
	xmlNode *c;
	const char *name;
	size_t found = 0;

	for (c = n->children; c != NULL && !marks_full(m); c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c))
			continue;
		name = (const char *)c->name;
		if (links_is_chrome_tag(name) &&
		    (!links_form_holds_text(c) ||
			2 * html_node_text_len(c, whole, 0) < whole)) {
			found += marks_drop(m, c);
			continue;
		}
		/* a list the article annotates item by item stays whole */
		if (storylinks_annotated_list(c))
			continue;
		/* a table's cell, a header cell too (a row's film),
		 * is an entry of it */
		if (html_tag_is_block(name) && strcmp(name, "td") != 0 &&
		    strcmp(name, "th") != 0 &&
		    strcmp(name, "blockquote") != 0 && links_is_list(c)) {
			/* a list of sources elsewhere is the story's too */
			if (!storylinks_sources_list(c, own))
				found += marks_drop(m, c);
			continue;
		}
		if (depth < STORY_DEPTH)
			found += links_walk(c, whole, own, m, depth + 1);
	}
	return found;
}

/* A line of inline text between breaks, as links_lines() reads it. */
struct links_line {
	xmlNode *part[LINKS_LINE_PARTS]; /* its links and loose text nodes */
	size_t nparts;
	size_t links; /* links with an address */
	size_t out;   /* bytes of words outside them (text_word_bytes()) */
	size_t label; /* of them, a label's before the first link */
	int full;     /* more parts than part[] holds: no menu */
	/* the page's own addresses (html_page_addresses()), NULL-ended */
	const char *const *own;
};

/* 1 if text s ends with a colon, spaces aside: a label ("News: "). */
static int
links_is_label(const xmlChar *s)
{
	size_t n = strlen((const char *)s);

	while (n > 0 && isspace(s[n - 1]))
		n--;
	return n > 0 && s[n - 1] == ':';
}

/* 1 if text s is a bar alone, spaces aside: what sets a label apart
 * from its link when no colon does ("Lire aussi | <a>TITLE</a>"). */
static int
links_is_bar(const xmlChar *s)
{
	const char *p = (const char *)s;

	p += strspn(p, " \t\r\n");
	if (*p != '|')
		return 0;
	p++;
	return p[strspn(p, " \t\r\n")] == '\0';
}

/* Line l empty, for the next: its parts are not cleared, only counted
 * out (a line of many parts would cost a clear of them all). */
static void
links_line_reset(struct links_line *l)
{
	l->nparts = l->links = l->out = l->label = 0;
	l->full = 0;
}

static void
links_line_add(struct links_line *l, xmlNode *n)
{
	if (l->nparts == LINKS_LINE_PARTS)
		l->full = 1;
	else
		l->part[l->nparts++] = n;
}

/*
 * 1 if line l is a label and one link, on the page's own site, to
 * another page, the link saying a headline (LINKS_TITLE_WORDS words or
 * more): "Read also: <a>Council votes on the bridge</a>", a story of
 * the site's own set among the paragraphs.  A source named by a link
 * to its own site ("Source: <a>Reuters</a>") stays.
 */
static int
links_line_other_story(const struct links_line *l)
{
	const xmlNode *a = NULL;
	const char *href, *page;
	char *abs = NULL, *h1 = NULL, *h2 = NULL;
	size_t i;
	int yes;

	if (l->full || l->links != 1 || l->label == 0 ||
	    l->label > LINKS_LABEL_MAX || l->out != l->label)
		return 0;
	for (i = 0; i < l->nparts && a == NULL; i++)
		if (l->part[i]->type == XML_ELEMENT_NODE)
			a = l->part[i];
	if (a == NULL || a->doc == NULL || a->doc->URL == NULL ||
	    (href = html_attr(a, "href")) == NULL || href[0] == '#')
		return 0;
	page = (const char *)a->doc->URL;
	yes = html_node_words(a) >= LINKS_TITLE_WORDS &&
	    (abs = url_resolve(page, href)) != NULL && strcmp(abs, page) != 0 &&
	    (h1 = url_host(abs)) != NULL && (h2 = url_host(page)) != NULL &&
	    strcmp(h1, h2) == 0;
	free(abs);
	free(h1);
	free(h2);
	return yes;
}

/* Address *s (*n bytes) less its fragment, scheme, a leading "www."
 * and a final "/". */
static void
links_address_core(const char **s, size_t *n)
{
	const char *p;

	if ((p = memchr(*s, '#', *n)) != NULL)
		*n = (size_t)(p - *s);
	if (*n >= 8 && strncasecmp(*s, "https://", 8) == 0) {
		*s += 8;
		*n -= 8;
	} else if (*n >= 7 && strncasecmp(*s, "http://", 7) == 0) {
		*s += 7;
		*n -= 7;
	}
	if (*n >= 4 && strncasecmp(*s, "www.", 4) == 0) {
		*s += 4;
		*n -= 4;
	}
	if (*n > 0 && (*s)[*n - 1] == '/')
		(*n)--;
}

/* 1 if address a (n bytes) reads as address b: the same but for
 * links_address_core()'s parts, the host in any case. */
static int
links_same_address(const char *a, size_t n, const char *b)
{
	size_t m = strlen(b), ha, hb;
	const char *p;

	links_address_core(&a, &n);
	links_address_core(&b, &m);
	if (n != m || n == 0)
		return 0;
	ha = (p = memchr(a, '/', n)) != NULL ? (size_t)(p - a) : n;
	hb = (p = memchr(b, '/', m)) != NULL ? (size_t)(p - b) : m;
	return ha == hb && strncasecmp(a, b, ha) == 0 &&
	    memcmp(a + ha, b + hb, n - ha) == 0;
}

/*
 * 1 if line l is the page's own address written out, and nothing else:
 * a print-only header's or footer's "https://site/news/story.html",
 * which a screen never shows.
 */
static int
links_line_own_address(const struct links_line *l)
{
	const xmlNode *t = NULL;
	const char *s, *e;
	size_t i;

	if (l->full || l->links != 0 || l->nparts == 0)
		return 0;
	/* one text that is no blank, the address */
	for (i = 0; i < l->nparts; i++) {
		if (l->part[i]->type != XML_TEXT_NODE ||
		    l->part[i]->content == NULL)
			return 0;
		for (s = (const char *)l->part[i]->content;
		     isspace((unsigned char)*s); s++)
			;
		if (*s == '\0')
			continue;
		if (t != NULL)
			return 0;
		t = l->part[i];
	}
	if (t == NULL)
		return 0;
	for (s = (const char *)t->content; isspace((unsigned char)*s); s++)
		;
	for (e = s; *e != '\0' && !isspace((unsigned char)*e); e++)
		;
	if (e[strspn(e, " \t\r\n")] != '\0' ||
	    (strncasecmp(s, "http://", 7) != 0 &&
		strncasecmp(s, "https://", 8) != 0))
		return 0;
	for (i = 0; l->own != NULL && l->own[i] != NULL; i++)
		if (links_same_address(s, (size_t)(e - s), l->own[i]))
			return 1;
	return 0;
}

/*
 * The end of line l: a menu written inline ("News: Front Page | Sport |
 * Business |"): three links or more, and outside them no words but a
 * label before the first ("News:"), bars and dots; or a label and a link
 * to another story of the site's (links_line_other_story()); or the
 * page's own address (links_line_own_address()); its parts go.
 */
static size_t
links_line_end(struct links_line *l, struct marks *m)
{
	size_t i, found = 0;

	if ((!l->full && l->links >= LINKS_LINE_LINKS && l->out == l->label) ||
	    links_line_other_story(l) || links_line_own_address(l))
		for (i = 0; i < l->nparts; i++)
			found += (size_t)marks_drop(m, l->part[i]);
	links_line_reset(l);
	return found > 0;
}

static size_t links_lines_block(
    xmlNode *b, const char *const *own, struct marks *m, int depth);

/* The inline nodes below n, added to line l; a break or a block ends
 * it (a block's lines are its own). */
static size_t
links_lines_walk(xmlNode *n, struct links_line *l, struct marks *m, int depth)
{
	xmlNode *c;
	const char *name;
	size_t found = 0, k;

	for (c = n->children; c != NULL; c = c->next) {
		if (html_node_is_skipped(c))
			continue;
		if (c->type == XML_TEXT_NODE) {
			if (!html_text_shows(c))
				continue;
			/* a label leads the line ("News:"); bars and dots
			 * between the links say no words */
			k = text_word_bytes((const char *)c->content);
			if (k > 0 && l->links == 0 && l->out == l->label &&
			    links_is_label(c->content))
				l->label += k;
			/* the words before a bar, and no link yet: a label */
			else if (k == 0 && l->links == 0 && l->label == 0 &&
			    links_is_bar(c->content))
				l->label = l->out;
			l->out += k;
			links_line_add(l, c);
			continue;
		}
		if (c->type != XML_ELEMENT_NODE)
			continue;
		name = (const char *)c->name;
		if (strcmp(name, "br") == 0)
			found += links_line_end(l, m);
		else if (html_tag_is_block(name)) {
			found += links_line_end(l, m);
			if (depth < STORY_DEPTH)
				found +=
				    links_lines_block(c, l->own, m, depth + 1);
		} else if (strcmp(name, "a") == 0 &&
		    html_attr(c, "href") != NULL) {
			l->links++;
			links_line_add(l, c);
		} else if (depth < STORY_DEPTH)
			found += links_lines_walk(c, l, m, depth + 1);
	}
	return found;
}

/* The lines of block b: a quotation's are the story's. */
static size_t
links_lines_block(
    xmlNode *b, const char *const *own, struct marks *m, int depth)
{
	struct links_line l;
	size_t found;

	if (strcmp((const char *)b->name, "blockquote") == 0 ||
	    storylinks_annotated_list(b))
		return 0;
	links_line_reset(&l);
	l.own = own;
	found = links_lines_walk(b, &l, m, depth);
	return found + links_line_end(&l, m);
}

/* See links.h. */
size_t
links_lines(const struct body_page *pg, struct marks *m)
{
	const char *own[HTML_ADDRESSES + 1];

	html_page_addresses(pg->body->doc, own);
	return links_lines_block(pg->body, own, m, 0);
}

/* See links.h. */
size_t
links_mark(const struct body_page *pg, struct marks *m)
{
	struct storylinks_own own;

	own.read = 0;
	return links_walk(pg->body, pg->whole, &own, m, 0);
}

/* 1 if element c is a field a reader types into or picks from: a text
 * area, a list to pick from, an input of no type or of a typed kind
 * (not a button, a box to tick, a hidden value). */
static int
links_is_field(const xmlNode *c)
{
	static const char *const typed[] = { "text", "email", "search",
		"password", "tel", "url", "number" };
	const char *name = (const char *)c->name, *type;
	size_t i;

	if (strcmp(name, "textarea") == 0 || strcmp(name, "select") == 0)
		return 1;
	if (strcmp(name, "input") != 0)
		return 0;
	if ((type = html_attr(c, "type")) == NULL || *type == '\0')
		return 1;
	for (i = 0; i < NELEM(typed); i++)
		if (strcasecmp(type, typed[i]) == 0)
			return 1;
	return 0;
}

/* 1 if g or an element below it is a field; *k counts the elements
 * looked at, up to LINKS_BOX_WALK. */
static int
links_holds_field(xmlNode *g, size_t *k)
{
	xmlNode *c;

	for (c = g; c != NULL && *k < LINKS_BOX_WALK;
	     c = html_node_next(c, g)) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		(*k)++;
		if (links_is_field(c))
			return 1;
	}
	return 0;
}

/* What links_frames_field() says of a box. */
enum links_frame {
	LINKS_NO_FIELD, /* no field that does not show below it: nor below
			 * any element it holds */
	LINKS_UNSURE,   /* a paragraph of the story, or too many elements */
	LINKS_FRAMES
};

/* Whether n frames a field a reader fills in: one in a part that does
 * not show (a form the rule above dropped, or one the page hides) is
 * below it, and no paragraph of the story, among its first
 * LINKS_BOX_WALK elements. */
static enum links_frame
links_frames_field(xmlNode *n)
{
	xmlNode *c;
	size_t k = 0;
	int field = 0, paras = 0;

	for (c = n->children; c != NULL && k < LINKS_BOX_WALK;) {
		if (c->type != XML_ELEMENT_NODE) {
			c = html_node_next(c, n);
			continue;
		}
		if (html_node_is_skipped(c)) {
			field |= links_holds_field(c, &k);
			c = html_node_after(c, n);
			continue;
		}
		k++;
		/* a newsletter's pitch and its legal notice are sentences;
		 * three are a story's */
		if (story_is_para(c) && ++paras > 2)
			return LINKS_UNSURE;
		c = html_node_next(c, n);
	}
	if (k >= LINKS_BOX_WALK)
		return LINKS_UNSURE;
	return field ? LINKS_FRAMES : LINKS_NO_FIELD;
}

static size_t
links_boxes_walk(xmlNode *n, size_t whole, struct marks *m, int depth)
{
	xmlNode *c;
	size_t found = 0, k;

	for (c = n->children; c != NULL && !marks_full(m); c = c->next) {
		enum links_frame f = LINKS_UNSURE;

		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c))
			continue;
		k = html_node_text_len(c, STORY_SURE, 0);
		if (k > 0 && k < STORY_SURE && 2 * k < whole &&
		    (f = links_frames_field(c)) == LINKS_FRAMES) {
			found += marks_drop(m, c);
			continue;
		}
		/* below a box with no field to frame, no box frames one:
		 * its elements are not walked again */
		if (depth < STORY_DEPTH && k > 0 && f != LINKS_NO_FIELD)
			found += links_boxes_walk(c, whole, m, depth + 1);
	}
	return found;
}

/* See links.h. */
size_t
links_form_boxes(const struct body_page *pg, struct marks *m)
{
	/* what the body still shows, the rules before this one done: a
	 * thread they took is no story the box could be half of */
	return links_boxes_walk(
	    pg->body, html_node_text_len(pg->body, pg->whole, 0), m, 0);
}

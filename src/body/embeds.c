/* SPDX-License-Identifier: ISC */
/*
 * embeds: posts of a social network embedded in an article (METHODS.md
 * section 5: parts of low value to the article).  A story quotes a post
 * by pasting the network's embedding code: a <blockquote> with the
 * post's words, then a line naming its author, "— Name (@name) <a>date</a>"
 * or "A post shared by Name (@name) on <time>", the link leading to the
 * post.  A script replaces it with a widget in a browser; a reader of
 * the article as text gets the post's words, its author and its date
 * run into the story.  What gives it away is that last line: a handle
 * in brackets, the one convention every network shares, whatever the
 * language; or, for a short quote, a last link whose text is a date
 * (the post's address).  A quotation of the story's own ends with
 * neither.
 *
 * A player's embedding code shown as text is another part of no value:
 * a box offering "Embed this audio: <iframe src=...></iframe>" for
 * readers to copy, in a <pre> or <code>.  A reader gets it as a line of
 * markup running off the screen.  It is one line of markup of a frame
 * or player, ours to drop, unless the article shows code of its own
 * (another code block): then it may be the article's own sample.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "body.h"
#include "comments.h"
#include "embeds.h"
#include "html.h"
#include "marks.h"
#include "story.h"
#include "util.h"

#define EMBEDS_LINE_MAX 1000 /* bytes of a post's last line looked at */
#define EMBEDS_HANDLE_MAX 30 /* characters of a handle */
#define EMBEDS_SHORT 600     /* bytes of a post that ends on its date */
#define EMBEDS_LABEL 60      /* bytes of a label before embedding code */
#define EMBEDS_CODE_MAX 4000 /* bytes of embedding code */

/* The last line of text below a blockquote, as it is built. */
struct embeds_line {
	char text[EMBEDS_LINE_MAX + 1];
	size_t len;
	int ended; /* a break came after the text: the next text starts anew */
	int has_link; /* a link with an address below the blockquote */
};

static void
embeds_add(struct embeds_line *l, const xmlChar *s)
{
	const xmlChar *p;

	for (p = s; *p != '\0' && *p <= ' '; p++)
		;
	if (*p == '\0')
		return;
	if (l->ended) {
		l->len = 0;
		l->ended = 0;
	}
	for (; *s != '\0' && l->len < EMBEDS_LINE_MAX; s++)
		l->text[l->len++] = (char)*s;
	l->text[l->len] = '\0';
}

/* 1 if element a has an href attribute. */
static int
embeds_has_href(const xmlNode *a)
{
	const xmlAttr *at;

	for (at = a->properties; at != NULL; at = at->next)
		if (strcmp((const char *)at->name, "href") == 0)
			return 1;
	return 0;
}

static void
embeds_walk(const xmlNode *n, struct embeds_line *l, int depth)
{
	const xmlNode *c;
	const char *name;

	for (c = n->children; c != NULL; c = c->next) {
		if (html_node_is_skipped(c))
			continue;
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			embeds_add(l, c->content);
			continue;
		}
		if (c->type != XML_ELEMENT_NODE || depth >= STORY_DEPTH)
			continue;
		name = (const char *)c->name;
		if (strcmp(name, "a") == 0 && embeds_has_href(c))
			l->has_link = 1;
		if (strcmp(name, "br") == 0 || html_tag_is_block(name)) {
			l->ended = l->len > 0;
			embeds_walk(c, l, depth + 1);
			l->ended = l->len > 0;
		} else
			embeds_walk(c, l, depth + 1);
	}
}

/* 1 if s holds a handle in brackets: "(@" then letters, digits, '_' or
 * '.', then ")". */
static int
embeds_has_handle(const char *s)
{
	const char *p, *q;

	for (p = strstr(s, "(@"); p != NULL; p = strstr(p + 1, "(@")) {
		for (q = p + 2;
		     (*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') ||
		     (*q >= '0' && *q <= '9') || *q == '_' || *q == '.';
		     q++)
			;
		if (*q == ')' && q > p + 2 && q - p - 2 <= EMBEDS_HANDLE_MAX)
			return 1;
	}
	return 0;
}

/*
 * 1 if quote q says little and ends on a dated link: its text, then
 * "NAME <a>DATE</a>", the link to the post where it was first
 * published, whatever the network calls its users.
 */
static int
embeds_ends_dated(const xmlNode *q)
{
	const xmlNode *n, *last = NULL;

	if (html_node_text_len(q, EMBEDS_SHORT, 0) > EMBEDS_SHORT)
		return 0;
	for (n = html_node_next(q, q); n != NULL;) {
		if (html_node_is_skipped(n)) {
			n = html_node_after(n, q);
			continue;
		}
		if (html_text_shows(n))
			last = n;
		n = html_node_next(n, q);
	}
	for (n = last; n != NULL && n != q; n = n->parent)
		if (n->type == XML_ELEMENT_NODE &&
		    strcmp((const char *)n->name, "a") == 0)
			break;
	return n != NULL && n != q && comments_node_dated(n);
}

/* 1 if blockquote b below body is an embedded post. */
static int
embeds_is_post(const xmlNode *body, const xmlNode *b)
{
	struct embeds_line l;

	memset(&l, 0, sizeof(l));
	embeds_walk(b, &l, 0);
	if (l.has_link && embeds_has_handle(l.text))
		return 1;
	/* no handle: a short quote ending on its dated link, never most
	 * of the story */
	return embeds_ends_dated(b) &&
	    2 * html_node_text_len(b, STORY_BODY_MAX, 0) <
	    html_node_text_len(body, STORY_BODY_MAX, 0);
}

/* An embedded post is a blockquote of its own. */
static int
embeds_find(xmlNode *body, xmlNode *c, xmlNode **drop)
{
	if (strcmp((const char *)c->name, "blockquote") != 0 ||
	    !embeds_is_post(body, c))
		return 0;
	*drop = c;
	return 1;
}

size_t
embeds_mark(const struct body_page *pg, struct marks *m)
{
	return marks_found(pg->body, embeds_find, m);
}

/* Tags embedding code starts with (after a label). */
static const char *const embeds_code_tags[] = { "<iframe", "<embed", "<object",
	"<audio", "<video", "<script" };

/* 1 if text s is one line of a player's embedding code, a short label
 * ("Share this audio:") before it. */
static int
embeds_is_code_text(const char *s)
{
	const char *p, *e;
	size_t i, n;

	s += strspn(s, " \t\r\n");
	if ((p = strchr(s, '<')) == NULL || (size_t)(p - s) > EMBEDS_LABEL)
		return 0;
	for (e = s + strlen(s); e > p && strchr(" \t\r\n", e[-1]) != NULL; e--)
		;
	if (e - p > EMBEDS_CODE_MAX || e[-1] != '>' ||
	    memchr(p, '\n', (size_t)(e - p)) != NULL)
		return 0;
	for (i = 0; i < NELEM(embeds_code_tags); i++) {
		n = strlen(embeds_code_tags[i]);
		if (strncasecmp(p, embeds_code_tags[i], n) == 0 &&
		    (p[n] == ' ' || p[n] == '>'))
			break;
	}
	if (i == NELEM(embeds_code_tags))
		return 0;
	/* it loads something: a src or data attribute with an address */
	return strstr(p, "src=") != NULL || strstr(p, "data=") != NULL;
}

/* 1 if element c is a code block (pre, code not in a pre, or a paragraph
 * of code only). */
static int
embeds_is_code_block(const xmlNode *c)
{
	const char *name = (const char *)c->name;

	if (strcmp(name, "pre") == 0)
		return 1;
	return strcmp(name, "code") == 0 && c->parent != NULL &&
	    c->parent->type == XML_ELEMENT_NODE &&
	    strcmp((const char *)c->parent->name, "pre") != 0;
}

/* 1 if body holds a code block other than c that is no embedding code:
 * the article shows code of its own. */
static int
embeds_other_code(const xmlNode *body, const xmlNode *c)
{
	const xmlNode *n;
	char *s;
	int own = 0;

	for (n = html_node_next(body, body); n != NULL && !own;) {
		if (html_node_is_skipped(n) || n == c) {
			n = html_node_after(n, body);
			continue;
		}
		if (n->type == XML_ELEMENT_NODE && embeds_is_code_block(n)) {
			s = (char *)xmlNodeGetContent(n);
			own = s == NULL || !embeds_is_code_text(s);
			xmlFree(s);
			n = html_node_after(n, body);
			continue;
		}
		n = html_node_next(n, body);
	}
	return own;
}

/* A code block, or a paragraph, holding only a player's embedding code. */
static int
embeds_code_find(xmlNode *body, xmlNode *c, xmlNode **drop)
{
	const char *name = (const char *)c->name;
	char *s;
	int is_code;

	if (!embeds_is_code_block(c) && strcmp(name, "p") != 0)
		return 0;
	if (html_node_text_len(c, EMBEDS_CODE_MAX + 1, 0) > EMBEDS_CODE_MAX)
		return 1;
	/* as written: a line break is what a hand-written sample has */
	s = (char *)xmlNodeGetContent(c);
	is_code = s != NULL && embeds_is_code_text(s);
	xmlFree(s);
	if (!is_code || embeds_other_code(body, c))
		return 1;
	*drop = c;
	return 1;
}

size_t
embeds_code_mark(const struct body_page *pg, struct marks *m)
{
	return marks_found(pg->body, embeds_code_find, m);
}

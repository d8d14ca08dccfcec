/* SPDX-License-Identifier: ISC */
/*
 * heading: the article's headline where the body starts with it.  A
 * reader is shown the title apart from the body (the reader view, a
 * feed's title, a list), so the body never repeats it: a heading
 * (h1-h6) saying the title, or a block saying nothing but the title,
 * goes when it stands before the story's text (after a dateline, a
 * kicker or a byline at most).  A heading saying more than the title
 * (the story's first section) stays, and so does a bold name or a link
 * inside a sentence.  The rule looks twice: first, and once the other
 * rules dropped their chrome (a box of links before the headline), then
 * up to the story's first paragraph.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "body.h"
#include "heading.h"
#include "html.h"
#include "marks.h"
#include "story.h"
#include "text.h"

#define HEADING_MAX_SAID 4    /* elements saying the title dropped */
#define HEADING_LINE_STEPS 64 /* nodes looked at beside a line */

struct heading_walk {
	const xmlNode *body;
	const char *tk; /* the title, text_key()'s form */
	const char *hk; /* the entry's headline so, or NULL */
	size_t lead;    /* bytes of text before, none the title */
	int late;       /* a paragraph of the story ends the look */
	/* the elements saying the title before the story begins: a
	 * breadcrumb's last crumb, then the headline, say it both */
	const xmlNode *said[HEADING_MAX_SAID];
	size_t nsaid;
};

static int heading_is_h(const xmlNode *n);
static int heading_own_text(const xmlNode *n);
static int heading_line_scan(const xmlNode *c, int fwd, size_t *steps);
static int heading_line_text(const xmlNode *n, int fwd);
static int heading_alone(const xmlNode *n);
static int heading_key_says(const char *k, const char *tk);
static int heading_says(const struct heading_walk *w, const xmlNode *n);
static int heading_walk(struct heading_walk *w, const xmlNode *n, int depth);
static size_t heading_look(
    const struct body_page *pg, struct marks *m, int late);

static int
heading_is_h(const xmlNode *n)
{
	const char *name = (const char *)n->name;

	return n->type == XML_ELEMENT_NODE && name[0] == 'h' &&
	    name[1] >= '1' && name[1] <= '6' && name[2] == '\0';
}

/* 1 if n shows text of its own, not only its children elements'. */
static int
heading_own_text(const xmlNode *n)
{
	const xmlNode *c;

	for (c = n->children; c != NULL; c = c->next)
		if (html_text_shows(c))
			return 1;
	return 0;
}

/*
 * What c shows, its children looked at from its end nearest the line
 * (fwd: from the first), within *steps nodes: 1 words of a sentence, 2
 * a line break (<br>, a block) first, 0 neither.  A link's words are
 * none: a headline beside links is a breadcrumb's last crumb.  Too
 * many nodes read as words.
 */
static int
heading_line_scan(const xmlNode *c, int fwd, size_t *steps)
{
	const xmlNode *k;
	int r;

	if (++*steps > HEADING_LINE_STEPS)
		return 1;
	if (c->type == XML_TEXT_NODE)
		return c->content != NULL &&
		    text_word_bytes((const char *)c->content) > 0;
	if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c) ||
	    strcmp((const char *)c->name, "a") == 0)
		return 0;
	if (strcmp((const char *)c->name, "br") == 0 ||
	    html_tag_is_block((const char *)c->name))
		return 2;
	for (k = fwd ? c->children : c->last; k != NULL;
	     k = fwd ? k->next : k->prev)
		if ((r = heading_line_scan(k, fwd, steps)) != 0)
			return r;
	return 0;
}

/* 1 if the line n stands on shows text beside it on one side (fwd:
 * after it), up to a <br> or the end of its block. */
static int
heading_line_text(const xmlNode *n, int fwd)
{
	const xmlNode *c, *s;
	size_t steps = 0;
	int r;

	for (c = n; c != NULL && c->type == XML_ELEMENT_NODE &&
	     (c == n || !html_tag_is_block((const char *)c->name));
	     c = c->parent)
		for (s = fwd ? c->next : c->prev; s != NULL;
		     s = fwd ? s->next : s->prev)
			if ((r = heading_line_scan(s, fwd, &steps)) != 0)
				return r == 1;
	return 0;
}

/*
 * 1 if n is a line of its own with text of its own: a block, or an
 * inline element with no words beside it but links' up to a <br> or the
 * end of its block either way.  A bold name or a link in the story's first
 * sentence that says the title is part of that sentence, no headline,
 * however deep it sits ("an <strong><a>all-new app</a></strong>, one
 * that...").
 */
static int
heading_alone(const xmlNode *n)
{
	if (!heading_own_text(n))
		return 0;
	return html_tag_is_block((const char *)n->name) ||
	    (!heading_line_text(n, 0) && !heading_line_text(n, 1));
}

/*
 * 1 if k (text_key()'s form of a block's text) is the title tk: the
 * same, or the title less a part a site sets beside its headlines
 * ("Title - Site": k says at least half of it, and nothing else).
 */
static int
heading_key_says(const char *k, const char *tk)
{
	return *k != '\0' &&
	    (strcmp(k, tk) == 0 ||
		(text_key_contains(tk, k) && strlen(k) * 2 >= strlen(tk)));
}

/*
 * 1 if n's text is the title or the entry's headline.  Where both are
 * known and differ, the one says more than the other ("Site: Headline"
 * and "Headline"): a part of either counts only when it holds the
 * shorter, the headline proper; the rest is a site's name (a masthead
 * saying "Site"), no headline.
 */
static int
heading_says(const struct heading_walk *w, const xmlNode *n)
{
	const char *least = w->tk;
	char *s, *k;
	int yes;

	s = html_node_text_dup(n);
	k = text_key(s);
	if (w->hk != NULL && strlen(w->hk) < strlen(w->tk))
		least = w->hk;
	if (*k == '\0')
		yes = 0;
	else if (strcmp(k, w->tk) == 0 ||
	    (w->hk != NULL && strcmp(k, w->hk) == 0))
		yes = 1;
	else
		yes = (heading_key_says(k, w->tk) ||
			  (w->hk != NULL && heading_key_says(k, w->hk))) &&
		    (w->hk == NULL || strcmp(w->hk, w->tk) == 0 ||
			text_key_contains(k, least));
	free(s);
	free(k);
	return yes;
}

/*
 * Look at the blocks of text below n in document order: a heading (or
 * a block with text of its own) saying the title goes into w->said; any
 * other adds its text to the lead.  1 to stop: the story has begun
 * (STORY_LEAD bytes: a dateline, a kicker, a byline may come first; or
 * any text once the title was said: only the blocks saying it one after
 * the other go, a breadcrumb's last crumb and the headline), or
 * w->said is full.
 */
static int
heading_walk(struct heading_walk *w, const xmlNode *n, int depth)
{
	const xmlNode *c;
	int is_h = heading_is_h(n);

	/* a match may be the headline itself (a gallery's intro, a body
	 * XPath of several blocks) */
	if ((n != w->body || is_h) && (is_h || heading_alone(n))) {
		if (heading_says(w, n)) {
			w->said[w->nsaid++] = n;
			return w->nsaid == HEADING_MAX_SAID;
		}
		if (is_h) {
			w->lead += html_node_text_len(n, STORY_LEAD, 0);
			return w->nsaid > 0 || w->lead > STORY_LEAD;
		}
	}
	/* once the chrome is gone, the story's first paragraph says it
	 * has begun, however short the text before */
	if (w->late && n != w->body && story_is_para(n))
		return 1;
	for (c = n->children; c != NULL; c = c->next) {
		if (html_node_is_skipped(c))
			continue;
		if (c->type == XML_TEXT_NODE) {
			size_t said = story_visible(c);

			w->lead += said;
			/* after the title, the next text of another says the
			 * story has begun: a later heading saying the title
			 * again is the story's own */
			if (w->lead > STORY_LEAD || (w->nsaid > 0 && said > 0))
				return 1;
		} else if (c->type == XML_ELEMENT_NODE && depth < STORY_DEPTH &&
		    heading_walk(w, c, depth + 1))
			return 1;
	}
	return 0;
}

static size_t
heading_look(const struct body_page *pg, struct marks *m, int late)
{
	struct heading_walk w;
	char *tk, *hk = NULL;
	size_t k = 0, i;

	tk = text_key(pg->title != NULL ? pg->title : "");
	if (pg->headline != NULL) {
		hk = text_key(pg->headline);
		if (*hk == '\0') {
			free(hk);
			hk = NULL;
		}
	}
	memset(&w, 0, sizeof(w));
	w.body = pg->body;
	/* an empty key says nothing: the headline alone then */
	w.tk = *tk != '\0' ? tk : hk;
	w.hk = hk;
	w.late = late;
	if (w.tk != NULL)
		(void)heading_walk(&w, pg->body, 0);
	for (i = 0; i < w.nsaid; i++)
		k += (size_t)marks_drop(m, (xmlNode *)(uintptr_t)w.said[i]);
	free(tk);
	free(hk);
	return k;
}

/* See heading.h. */
size_t
heading_mark(const struct body_page *pg, struct marks *m)
{
	return heading_look(pg, m, 0);
}

/* See heading.h. */
size_t
heading_mark_late(const struct body_page *pg, struct marks *m)
{
	return heading_look(pg, m, 1);
}

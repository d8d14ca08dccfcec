/* SPDX-License-Identifier: ISC */
/*
 * heading: the article's headline where the body starts with it.  A
 * reader is shown the title apart from the body (the reader view, a
 * feed's title, a list), so the body never repeats it: a heading
 * (h1-h6) saying the title, or a block saying nothing but the title,
 * goes when it stands before the story's text (after a dateline, a
 * kicker or a byline at most).  A heading saying more than the title
 * (the story's first section) stays.
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

#define HEADING_MAX_SAID 4 /* elements saying the title dropped */

struct heading_walk {
	const xmlNode *body;
	const char *tk; /* the title, text_key()'s form */
	const char *hk; /* the entry's headline so, or NULL */
	size_t lead;    /* bytes of text before, none the title */
	/* the elements saying the title before the story begins: a
	 * breadcrumb's last crumb, then the headline, say it both */
	const xmlNode *said[HEADING_MAX_SAID];
	size_t nsaid;
};

static int heading_is_h(const xmlNode *n);
static int heading_own_text(const xmlNode *n);
static int heading_says(const xmlNode *n, const char *tk);
static int heading_walk(struct heading_walk *w, const xmlNode *n, int depth);

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
 * 1 if n's text is the title (tk, text_key()'s form): the same, or the
 * title less a part a site sets beside its headlines ("Title - Site":
 * n says at least half of it, and nothing else).
 */
static int
heading_says(const xmlNode *n, const char *tk)
{
	char *s, *k;
	int yes;

	s = html_node_text_dup(n);
	k = text_key(s);
	yes = *k != '\0' &&
	    (strcmp(k, tk) == 0 ||
		(text_key_contains(tk, k) && strlen(k) * 2 >= strlen(tk)));
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

	if (n != w->body && (is_h || heading_own_text(n))) {
		if (heading_says(n, w->tk) ||
		    (w->hk != NULL && heading_says(n, w->hk))) {
			w->said[w->nsaid++] = n;
			return w->nsaid == HEADING_MAX_SAID;
		}
		if (is_h) {
			w->lead += html_node_text_len(n, STORY_LEAD, 0);
			return w->nsaid > 0 || w->lead > STORY_LEAD;
		}
	}
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

size_t
heading_mark(const struct body_page *pg, struct marks *m)
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
	if (w.tk != NULL)
		(void)heading_walk(&w, pg->body, 0);
	for (i = 0; i < w.nsaid; i++)
		k += (size_t)marks_drop(m, (xmlNode *)(uintptr_t)w.said[i]);
	free(tk);
	free(hk);
	return k;
}

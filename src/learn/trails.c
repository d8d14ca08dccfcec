/* SPDX-License-Identifier: ISC */
/*
 * trails: what the samples leave after their stories (METHODS.md
 * section 1, widening to the article).  The boxes after a sample's
 * container, each named by its class or else its id, are kinds that
 * sample leaves out of its story; on another sample, a container grown
 * over a tail of such boxes grew over what is no story there either.
 * A classic blog theme follows the post's box with its trackbacks and
 * its comments, each comment loose ("Posted by: NAME | DATE" under its
 * paragraph): on a sample whose one comment is long, that comment's
 * text pays for the column holding post, trackbacks and comments, while
 * a sample with a short comment or none stops at the post.  Kinds are
 * compared by name, the same on every page of a site, in any language.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "generalise.h"
#include "learn_int.h"
#include "lpage.h"
#include "trails.h"
#include "util.h"

/* A kind of box and the sample that showed it. */
struct ltrail {
	const char *tag, *name;
	size_t page;
};

struct ltrails {
	struct ltrail *v;
	size_t n, cap;
};

static int
ltrail_cmp(const void *a, const void *b)
{
	const struct ltrail *x = a, *y = b;
	int c;

	if ((c = strcmp(x->tag, y->tag)) != 0 ||
	    (c = strcmp(x->name, y->name)) != 0)
		return c;
	return (x->page > y->page) - (x->page < y->page);
}

/* e's class, else its id, or NULL. */
static const char *
ltrails_name(xmlNodePtr e)
{
	const char *n = learn_attr(e, "class");

	return n != NULL ? n : learn_attr(e, "id");
}

static void
ltrails_add(struct ltrails *tr, xmlNodePtr e, const char *name, size_t page)
{
	if (tr->n == tr->cap) {
		tr->cap = tr->cap ? 2 * tr->cap : 64;
		tr->v = xreallocarray(tr->v, tr->cap, sizeof(*tr->v));
	}
	tr->v[tr->n].tag = (const char *)e->name;
	tr->v[tr->n].name = name;
	tr->v[tr->n++].page = page;
}

/* The first entry of tr, sorted, of e's kind; tr->n when none. */
static size_t
ltrails_find(const struct ltrails *tr, xmlNodePtr e, const char *name)
{
	const char *tag = (const char *)e->name;
	size_t lo = 0, hi = tr->n, m;
	int c;

	while (lo < hi) {
		m = (lo + hi) / 2;
		if ((c = strcmp(tr->v[m].tag, tag)) == 0)
			c = strcmp(tr->v[m].name, name);
		if (c < 0)
			lo = m + 1;
		else
			hi = m;
	}
	if (lo < tr->n && strcmp(tr->v[lo].tag, tag) == 0 &&
	    strcmp(tr->v[lo].name, name) == 0)
		return lo;
	return tr->n;
}

/* 1 if e is one part of a story among siblings boxed alike with
 * paragraph text: what follows it is the story's next part as well. */
static int
ltrails_part(const struct lpage *pg, int e)
{
	return pg->nodes[e].parent >= 0 &&
	    lpage_continued(pg, pg->nodes[e].parent, e);
}

/* What page i leaves after its container into tr: a kind its container
 * holds too (its parts, its paragraphs' class) it does not leave. */
static void
ltrails_page(struct ltrails *tr, const struct lpage *pg, size_t i)
{
	struct ltrails in = { NULL, 0, 0 };
	const char *name;
	int x;

	for (x = pg->chosen; x < pg->nodes[pg->chosen].end; x++)
		if ((name = ltrails_name(pg->nodes[x].node)) != NULL)
			ltrails_add(&in, pg->nodes[x].node, name, i);
	if (in.n > 0)
		qsort(in.v, in.n, sizeof(*in.v), ltrail_cmp);
	for (x = pg->nodes[pg->chosen].end; x < (int)pg->nnodes; x++)
		if (pg->nodes[x].text > 0 &&
		    (name = ltrails_name(pg->nodes[x].node)) != NULL &&
		    ltrails_find(&in, pg->nodes[x].node, name) == in.n)
			ltrails_add(tr, pg->nodes[x].node, name, i);
	free(in.v);
}

struct ltrails *
ltrails_new(const struct lpage *pages, size_t np, double min)
{
	struct ltrails *tr = xcalloc(1, sizeof(*tr));
	size_t i;

	for (i = 0; i < np; i++)
		if (pages[i].chosen != -1 &&
		    lpage_good(&pages[i], pages[i].chosen) >= min &&
		    !ltrails_part(&pages[i], pages[i].chosen))
			ltrails_page(tr, &pages[i], i);
	if (tr->n > 0)
		qsort(tr->v, tr->n, sizeof(*tr->v), ltrail_cmp);
	return tr;
}

void
ltrails_free(struct ltrails *tr)
{
	if (tr == NULL)
		return;
	free(tr->v);
	free(tr);
}

/* 1 if a sample other than page k leaves a box of e's kind after its
 * story. */
static int
ltrails_kind(const struct ltrails *tr, size_t k, xmlNodePtr e)
{
	const char *name = ltrails_name(e);
	size_t m;

	if (name == NULL)
		return 0;
	for (m = ltrails_find(tr, e, name);
	     m < tr->n && strcmp(tr->v[m].tag, (const char *)e->name) == 0 &&
	     strcmp(tr->v[m].name, name) == 0;
	     m++)
		if (tr->v[m].page != k)
			return 1;
	return 0;
}

int
ltrails_held(const struct ltrails *tr, const struct lpage *pg, size_t k)
{
	int x;

	for (x = pg->nodes[pg->seed].end; x < pg->nodes[pg->chosen].end; x++)
		if (x > pg->chosen && pg->nodes[x].text > 0 &&
		    ltrails_kind(tr, k, pg->nodes[x].node))
			return 1;
	return 0;
}

/* Bytes of e's text outside its child elements. */
static size_t
ltrails_own_text(const struct lpage *pg, int e)
{
	size_t in = 0;
	int c;

	for (c = e + 1; c < pg->nodes[e].end; c = pg->nodes[c].end)
		in += pg->nodes[c].text;
	return pg->nodes[e].text > in ? pg->nodes[e].text - in : 0;
}

/*
 * A box of the kind inside the story (a video strip between two of its
 * paragraphs) has the story's text after it, and is no tail; a box
 * holding the story's next part adds more than its tail.
 */
int
ltrails_tail(const struct ltrails *tr, const struct lpage *pg, size_t k, int e,
    double good, int core)
{
	double tail = 0, added = lpage_good(pg, e) - good;
	int x;

	for (x = pg->nodes[core].end; x < pg->nodes[e].end;) {
		if (pg->nodes[x].text > 0 &&
		    ltrails_kind(tr, k, pg->nodes[x].node)) {
			tail += lpage_good(pg, x);
			x = pg->nodes[x].end;
			continue;
		}
		/* text after the boxes so far: they are no tail */
		if (ltrails_own_text(pg, x) > 0)
			tail = 0;
		x++;
	}
	return tail > 0 && 2 * tail > added;
}

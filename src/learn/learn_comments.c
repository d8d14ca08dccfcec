/* SPDX-License-Identifier: ISC */
/*
 * learn_comments: the comments a feed points to, made strip XPaths of
 * the template (METHODS.md section 5).  An entry whose feed links its
 * comments into the entry's own page ("https://site/post/#comments",
 * "#respond", "#disqus_thread") names the element where the page's
 * comments are (comments_anchor()); stripping it, and what it
 * introduces, becomes a rule of the template, so that every page of the
 * feed sheds its comments, even the pages whose entries no longer link
 * them.  A rule is kept when on every sample page it leaves the article
 * whole: never the block the teaser was found in nor what comes before
 * it, nor a heading reading the entry's title (a forum's first post),
 * nearly all of the teaser, and on a page the feed counts no
 * comments for, next to nothing.  An entry the feed counts no comments
 * for proposes nothing, and neither does a feed without such links.
 * The threads the pages' structure shows become rules as well (below),
 * for the pages where extraction alone would keep them.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "comments.h"
#include "generalise.h"
#include "html.h"
#include "learn.h"
#include "learn_int.h"
#include "log.h"
#include "lpage.h"
#include "tmpl.h"
#include "util.h"

#define LCOMMENTS_MAX_SEL 512   /* elements a rule may strip on a page */
#define LCOMMENTS_HEADLINE 1024 /* bytes of a heading read as a title */
#define LCOMMENTS_KEEP 0.9      /* share of the teaser the body keeps */
#define LCOMMENTS_NONE                                                         \
	10 /* 1/10: body text a page without comments                          \
	      may lose */

/* What a rule strips inside one match of the body on a page. */
struct lstrip {
	size_t gone;      /* good text stripped */
	double cov_after; /* teaser share the match keeps */
};

/* The teaser share element b keeps less the ns elements of sel inside it
 * (disjoint subtrees), and the good text they take, into *ls. */
static void
lcomments_less(const struct lpage *pg, int b, xmlNodePtr *sel, size_t ns,
    struct lstrip *ls)
{
	/* a page with no teaser indexes none: no row (NULL plus an offset
	 * is undefined, even of 0) */
	const uint16_t *row =
	    pg->nteaser > 0 ? pg->hits + (size_t)b * pg->nteaser : NULL;
	size_t i, m, sum = 0, c;
	int idx;

	ls->gone = 0;
	for (i = 0; i < pg->nteaser; i++) {
		c = row[i];
		for (m = 0; m < ns; m++) {
			if (!html_node_holds(pg->nodes[b].node, sel[m]) ||
			    (idx = lpage_find(pg, sel[m])) == -1)
				continue;
			c -= pg->hits[(size_t)idx * pg->nteaser + i] < c
			    ? pg->hits[(size_t)idx * pg->nteaser + i]
			    : c;
		}
		sum += c < pg->teaser_count[i] ? c : pg->teaser_count[i];
	}
	ls->cov_after =
	    pg->teaser_total > 0 ? (double)sum / (double)pg->teaser_total : 0;
	for (m = 0; m < ns; m++)
		if (html_node_holds(pg->nodes[b].node, sel[m]) &&
		    (idx = lpage_find(pg, sel[m])) != -1)
			ls->gone += (size_t)lpage_good(pg, idx);
}

/* 1 if stripping the ns elements sel cuts into the article of page pg,
 * whose body matches are body[0..nb); thread: sel is a thread its
 * structure shows, which may be most of the body (a short post). */
static int
lcomments_cuts(const struct lpage *pg, xmlNodePtr *body, size_t nb,
    xmlNodePtr *sel, size_t ns, int thread)
{
	struct lstrip ls;
	size_t j, m, all = 0, gone = 0;
	int b, idx;

	for (m = 0; m < ns; m++) {
		/* the comments come after the article's start, and under
		 * the entry's own headline: a record it heads is the story
		 * (a forum's first post), whatever its replies' kind */
		if ((pg->seed != -1 &&
			(html_node_holds(sel[m], pg->nodes[pg->seed].node) ||
			    ((idx = lpage_find(pg, sel[m])) != -1 &&
				idx < pg->seed))) ||
		    html_heading_reading_below(
			sel[m], pg->s->title, LCOMMENTS_HEADLINE, 0) != NULL)
			return 1;
	}
	for (j = 0; j < nb; j++) {
		if ((b = lpage_find(pg, body[j])) == -1)
			continue;
		lcomments_less(pg, b, sel, ns, &ls);
		if (pg->nteaser > 0 &&
		    ls.cov_after < LCOMMENTS_KEEP * lpage_cov(pg, b))
			return 1;
		all += (size_t)lpage_good(pg, b);
		gone += ls.gone;
	}
	/* a page the feed counts no comments for has next to none to
	 * lose; without a teaser to tell, never most of the body */
	if (pg->s->comment_count == 0 && gone * LCOMMENTS_NONE > all)
		return 1;
	return !thread && pg->nteaser == 0 && gone * 2 > all;
}

/* The body matches of t on pg into body (*nb of them), and what rule
 * selects inside them: *ns elements (more than LCOMMENTS_MAX_SEL: too
 * many), in an array the caller frees; NULL when the body matches
 * nothing or too much. */
static xmlNodePtr *
lcomments_select(const struct lpage *pg, const struct tmpl *t, const char *rule,
    xmlNodePtr *body, size_t *nb, size_t *ns)
{
	xmlNodePtr *sel;
	struct buf b;

	*nb = learn_select(pg->xml, tmpl_body_xpath(t), body, LEARN_MAX_MATCH);
	if (*nb == 0 || *nb > LEARN_MAX_MATCH)
		return NULL;
	buf_init(&b);
	buf_printf(&b, "(%s)%s", tmpl_body_xpath(t), rule + 1);
	sel = xcalloc(LCOMMENTS_MAX_SEL + 1, sizeof(*sel));
	*ns = learn_select(pg->xml, b.data, sel, LCOMMENTS_MAX_SEL);
	buf_free(&b);
	return sel;
}

/* On page pg: 1 when rule cuts into the article or strips too much;
 * else 0, with *hit set when it strips text. */
static int
lcomments_bad(
    const struct lpage *pg, const struct tmpl *t, const char *rule, int *hit)
{
	xmlNodePtr body[LEARN_MAX_MATCH], *sel;
	size_t nb, ns, m;
	int bad = 0, idx;

	if ((sel = lcomments_select(pg, t, rule, body, &nb, &ns)) == NULL)
		return 0;
	if (ns > LCOMMENTS_MAX_SEL)
		bad = 1;
	else if (ns > 0 && !(bad = lcomments_cuts(pg, body, nb, sel, ns, 0)))
		for (m = 0; m < ns; m++)
			if ((idx = lpage_find(pg, sel[m])) != -1 &&
			    pg->nodes[idx].text > 0)
				*hit = 1;
	free(sel);
	return bad;
}

void
learn_strip_comments(struct lpage *pages, size_t np, struct tmpl *t)
{
	const struct learn_sample *s;
	struct lcands *cs;
	char *rules[2];
	size_t i, k, n;
	int bad, hit;

	if (tmpl_body_xpath(t) == NULL)
		return;
	cs = xcalloc(1, sizeof(*cs));
	for (i = 0; i < np; i++) {
		s = pages[i].s;
		if (s->comments_url == NULL || s->comment_count == 0)
			continue;
		n = comments_anchor(pages[i].xml,
		    comments_fragment(s->comments_url, html_doc_url(s->doc)),
		    rules);
		for (k = 0; k < n; k++) {
			lcands_add(cs, rules[k], NULL, NULL, 0);
			free(rules[k]);
		}
	}
	for (k = 0; k < cs->n; k++) {
		for (i = 0, bad = hit = 0; i < np && !bad; i++)
			bad = lcomments_bad(&pages[i], t, cs->v[k].xpath, &hit);
		if (bad || !hit)
			continue;
		if (tmpl_add_body_strip(t, cs->v[k].xpath) == 0)
			log_debug("%s: strip %s: the feed's comments link",
			    __func__, cs->v[k].xpath);
	}
	lcands_free(cs);
	free(cs);
}

/*
 * Threads the sample pages' own structure shows (lpage_threads()): the
 * box of a thread inside the body, or its records, named by an id or a
 * class, become a strip XPath when the rule takes a whole thread on one
 * sample page at least and comment records on another (a box of one or
 * two, too few to be told as a thread on their own page), never part of
 * a thread (one kind of a striped run), and never cuts into the article.
 * Where it takes comments, they may be most of the body: a post of one
 * line under a long thread, which extraction alone keeps, as the body
 * rule comments asks for a story's lead before a thread.
 */

/* Candidates: the outermost element of a thread inside each page's
 * body (its box, or each of its records), by its id and by its class. */
static void
lthreads_cands(struct lpage *pages, const unsigned char **in, size_t np,
    const struct tmpl *t, struct lcands *cs)
{
	xmlNodePtr body[LEARN_MAX_MATCH];
	struct buf b;
	size_t i, j, nb;
	int e, idx, kind;

	buf_init(&b);
	for (i = 0; i < np; i++) {
		struct lpage *pg = &pages[i];

		nb = learn_select(
		    pg->xml, tmpl_body_xpath(t), body, LEARN_MAX_MATCH);
		for (j = 0; nb <= LEARN_MAX_MATCH && j < nb; j++) {
			if ((idx = lpage_find(pg, body[j])) == -1 || in[i][idx])
				continue;
			for (e = idx + 1; e < pg->nodes[idx].end; e++) {
				if (!in[i][e] || pg->nodes[e].text == 0)
					continue;
				for (kind = 0; kind < 2; kind++) {
					buf_reset(&b);
					buf_adds(&b, ".//");
					learn_name_test(&b,
					    (const char *)pg->nodes[e]
						.node->name);
					if (learn_pred(pg->nodes[e].node, kind,
						&b) == 0)
						lcands_add(
						    cs, b.data, NULL, NULL, 0);
				}
				e = pg->nodes[e].end - 1;
			}
		}
	}
	buf_free(&b);
}

/* 1 if sel, ns elements of pg, holds some records of a thread but not
 * all: one of a striped run's two kinds, a thread's first records. */
static int
lthreads_part(
    const struct lpage *pg, const unsigned char *in, xmlNodePtr *sel, size_t ns)
{
	size_t m, k;
	int idx, p, c;

	for (m = 0; m < ns; m++) {
		if ((idx = lpage_find(pg, sel[m])) == -1 || !in[idx] ||
		    (p = pg->nodes[idx].parent) < 0 || in[p])
			continue;
		for (c = p + 1; c < pg->nodes[p].end; c = pg->nodes[c].end) {
			if (!in[c] || pg->nodes[c].text == 0)
				continue;
			for (k = 0; k < ns && pg->nodes[c].node != sel[k]; k++)
				;
			if (k == ns)
				return 1;
		}
	}
	return 0;
}

/* On page pg, whose threads in flags: 1 when rule cuts into the
 * article, which it may be most of when all it strips is threads or
 * boxes of comment records too few to tell as one; else 0, with *hit 2
 * when all it strips is threads, 1 when such boxes. */
static int
lthreads_bad(const struct lpage *pg, const unsigned char *in,
    const struct tmpl *t, const char *rule, int *hit)
{
	xmlNodePtr body[LEARN_MAX_MATCH], *sel;
	size_t nb, ns, m;
	int bad = 0, thread = 1, records = 1, idx;

	if ((sel = lcomments_select(pg, t, rule, body, &nb, &ns)) == NULL)
		return 0;
	if (ns > LCOMMENTS_MAX_SEL)
		bad = 1;
	else if (ns > 0 && lthreads_part(pg, in, sel, ns))
		bad = 1;
	else if (ns > 0) {
		for (m = 0; m < ns && records; m++) {
			if ((idx = lpage_find(pg, sel[m])) == -1 || !in[idx])
				thread = 0;
			records = thread || comments_box_records(sel[m]) > 0;
		}
		bad = lcomments_cuts(pg, body, nb, sel, ns, records);
		*hit = bad ? 0 : thread ? 2 : records;
	}
	free(sel);
	return bad;
}

void
learn_strip_threads(struct lpage *pages, size_t np, struct tmpl *t)
{
	const unsigned char *in[LEARN_MAX_SAMPLES];
	struct lcands *cs;
	size_t i, k, hits, threads;
	int bad, hit;

	if (tmpl_body_xpath(t) == NULL || np < 2 || np > LEARN_MAX_SAMPLES)
		return;
	for (i = 0; i < np; i++)
		in[i] = lpage_story_threads(&pages[i]);
	cs = xcalloc(1, sizeof(*cs));
	lthreads_cands(pages, in, np, t, cs);
	for (k = 0; k < cs->n; k++) {
		bad = 0;
		hits = threads = 0;
		for (i = 0; i < np && !bad; i++) {
			hit = 0;
			bad = lthreads_bad(
			    &pages[i], in[i], t, cs->v[k].xpath, &hit);
			hits += hit > 0;
			threads += hit == 2;
		}
		/* a thread on one sample at least, its box holding comments
		 * on another */
		if (bad || hits < 2 || threads == 0)
			continue;
		if (tmpl_add_body_strip(t, cs->v[k].xpath) == 0)
			log_debug("%s: strip %s: comments on %zu samples",
			    __func__, cs->v[k].xpath, hits);
	}
	lcands_free(cs);
	free(cs);
}

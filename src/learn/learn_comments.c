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
 * it, nearly all of the teaser, and on a page the feed counts no
 * comments for, next to nothing.  An entry the feed counts no comments
 * for proposes nothing, and neither does a feed without such links.
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

#define LCOMMENTS_MAX_SEL 512 /* elements a rule may strip on a page */
#define LCOMMENTS_KEEP 0.9    /* share of the teaser the body keeps */
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
	const uint16_t *row = pg->hits + (size_t)b * pg->nteaser;
	size_t i, m, sum = 0, c;
	int idx;

	ls->gone = 0;
	for (i = 0; i < pg->nteaser; i++) {
		c = row[i];
		for (m = 0; m < ns; m++) {
			if (!learn_holds(pg->nodes[b].node, sel[m]) ||
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
		if (learn_holds(pg->nodes[b].node, sel[m]) &&
		    (idx = lpage_find(pg, sel[m])) != -1)
			ls->gone += (size_t)lpage_good(pg, idx);
}

/* 1 if stripping the ns elements sel cuts into the article of page pg,
 * whose body matches are body[0..nb). */
static int
lcomments_cuts(const struct lpage *pg, xmlNodePtr *body, size_t nb,
    xmlNodePtr *sel, size_t ns)
{
	struct lstrip ls;
	size_t j, m, all = 0, gone = 0;
	int b, idx;

	for (m = 0; m < ns; m++) {
		/* the comments come after the article's start */
		if (pg->seed != -1 &&
		    (learn_holds(sel[m], pg->nodes[pg->seed].node) ||
			((idx = lpage_find(pg, sel[m])) != -1 &&
			    idx < pg->seed)))
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
	return pg->nteaser == 0 && gone * 2 > all;
}

/* On page pg: 1 when rule cuts into the article or strips too much;
 * else 0, with *hit set when it strips text. */
static int
lcomments_bad(
    const struct lpage *pg, const struct tmpl *t, const char *rule, int *hit)
{
	xmlNodePtr body[LEARN_MAX_MATCH], *sel;
	struct buf b;
	size_t nb, ns, m;
	int bad = 0, idx;

	nb = learn_select(pg->xml, tmpl_body_xpath(t), body, LEARN_MAX_MATCH);
	if (nb == 0 || nb > LEARN_MAX_MATCH)
		return 0;
	buf_init(&b);
	buf_printf(&b, "(%s)%s", tmpl_body_xpath(t), rule + 1);
	sel = xcalloc(LCOMMENTS_MAX_SEL + 1, sizeof(*sel));
	ns = learn_select(pg->xml, b.data, sel, LCOMMENTS_MAX_SEL);
	if (ns > LCOMMENTS_MAX_SEL)
		bad = 1;
	else if (ns > 0 && !(bad = lcomments_cuts(pg, body, nb, sel, ns)))
		for (m = 0; m < ns; m++)
			if ((idx = lpage_find(pg, sel[m])) != -1 &&
			    pg->nodes[idx].text > 0)
				*hit = 1;
	free(sel);
	buf_free(&b);
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

/* SPDX-License-Identifier: ISC */
/*
 * learn_more: the rest of a story the body XPath leaves out, made part
 * of the template (METHODS.md section 1).  A blog's publishing system
 * may write a post in two blocks side by side, the part shown on its
 * front page and the rest ("continue reading": Movable Type's
 * entry-body and entry-more), so that the block the teaser locates ends
 * before the story does; widening to their parent would take the
 * related links, tags and comments after them as well.  The element
 * right after the body's block is its continuation when, on the
 * samples the body XPath agrees with, it is prose of the page's own (a
 * sentence of paragraph text, few links, no text recurring on the other
 * samples, nothing named as comments) on two samples at least, and one
 * XPath selects it there and nothing else with text on any of them:
 * that XPath joins the body's.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "generalise.h"
#include "html.h"
#include "learn.h"
#include "learn_int.h"
#include "lpage.h"
#include "story.h"
#include "tmpl.h"
#include "util.h"

#define LMORE_LINKS 15 /* percent of its text a continuation has in links */
#define LMORE_SEEN 2   /* samples showing one, at least */

/* The element the body XPath selects on pg, widened to the highest
 * ancestor holding no more text; NULL unless it selects one. */
static xmlNodePtr
lmore_body(const struct lpage *pg, const char *xpath)
{
	xmlNodePtr sel[2];
	size_t ns;
	int e, p;

	ns = learn_select(pg->xml, xpath, sel, 1);
	if (ns != 1 || (e = lpage_find(pg, sel[0])) == -1)
		return NULL;
	while ((p = pg->nodes[e].parent) >= 0 &&
	    pg->nodes[p].text == pg->nodes[e].text)
		e = p;
	return pg->nodes[e].node;
}

/* The element right after body on pg when it continues the story. */
static xmlNodePtr
lmore_next(const struct lpage *pg, xmlNodePtr body)
{
	xmlNodePtr n = html_node_next_shown(body->next), a;
	const struct lnode *ln;
	int e;

	if (n == NULL || (e = lpage_find(pg, n)) == -1)
		return NULL;
	ln = &pg->nodes[e];
	if (ln->para < STORY_SENTENCE ||
	    ln->link * 100 > ln->text * LMORE_LINKS || ln->boiler > 0)
		return NULL;
	for (a = n; a != NULL && a->type == XML_ELEMENT_NODE; a = a->parent)
		if (html_is_comments(a))
			return NULL;
	return n;
}

/*
 * How candidate xpath fares on the samples: the number selecting their
 * continuation alone, or -1 when one selects anything else showing text.
 */
static int
lmore_score(const struct lpage *pages, size_t np, xmlNodePtr const *more,
    const char *xpath)
{
	xmlNodePtr sel[LEARN_MAX_MATCH];
	size_t i, ns, k;
	int n = 0;

	for (i = 0; i < np; i++) {
		if (!pages[i].voted)
			continue;
		ns = learn_select(pages[i].xml, xpath, sel, LEARN_MAX_MATCH);
		if (ns > LEARN_MAX_MATCH)
			return -1;
		if (ns == 1 && more[i] != NULL && sel[0] == more[i]) {
			n++;
			continue;
		}
		for (k = 0; k < ns; k++)
			if (sel[k]->type != XML_ELEMENT_NODE ||
			    html_node_text_len(sel[k], 0, 0) > 0)
				return -1;
	}
	return n;
}

/* See learn_int.h. */
void
learn_body_more(struct lpage *pages, size_t np, struct tmpl *t)
{
	xmlNodePtr more[LEARN_MAX_SAMPLES], body;
	const char *xpath = tmpl_body_xpath(t);
	struct lcands *cs;
	struct lcand *best = NULL;
	size_t i, k, seen = 0;
	int s, bs = 0;
	char *u;

	if (xpath == NULL)
		return;
	memset(more, 0, sizeof(more));
	for (i = 0; i < np && i < LEARN_MAX_SAMPLES; i++) {
		if (!pages[i].voted ||
		    (body = lmore_body(&pages[i], xpath)) == NULL)
			continue;
		if ((more[i] = lmore_next(&pages[i], body)) != NULL)
			seen++;
	}
	if (seen < LMORE_SEEN)
		return;
	cs = xcalloc(1, sizeof(*cs));
	for (i = 0; i < np && i < LEARN_MAX_SAMPLES; i++)
		if (more[i] != NULL)
			learn_xpath_forms(more[i], cs, 0);
	for (k = 0; k < cs->n; k++) {
		s = lmore_score(pages,
		    np < LEARN_MAX_SAMPLES ? np : LEARN_MAX_SAMPLES, more,
		    cs->v[k].xpath);
		if (s > bs ||
		    (s == bs && best != NULL && cs->v[k].rank < best->rank)) {
			bs = s;
			best = &cs->v[k];
		}
	}
	if (best != NULL && bs >= LMORE_SEEN) {
		xasprintf(&u, "%s | %s", xpath, best->xpath);
		tmpl_set_body_xpath(t, u);
		free(u);
	}
	lcands_free(cs);
	free(cs);
}

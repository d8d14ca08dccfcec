/* SPDX-License-Identifier: ISC */
/*
 * learn_byline: where a feed's pages show their date and their author as
 * plain text (METHODS.md section 1, date and author): a dateline "March
 * 3, 2019 10:42", a byline "By Jane Doe", with no metadata saying them.
 * Learned like the category: on the samples whose entry the feed dates
 * or names an author of, the candidates are the short elements near the
 * headline, outside the body, whose text holds the entry's day
 * (date_find()) or names its author (pagemeta_name()); each is
 * generalised to XPaths, scored on every sample, and kept when it holds
 * on most of those that can tell.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/tree.h>

#include "date.h"
#include "generalise.h"
#include "html.h"
#include "learn.h"
#include "learn_int.h"
#include "lpage.h"
#include "pagemeta.h"
#include "text.h"
#include "tmpl.h"
#include "util.h"

#define LBYLINE_NEAR 60          /* elements from the headline a byline is in */
#define LBYLINE_TEXT 160         /* bytes of a byline's or dateline's text */
#define LBYLINE_BODIES 8         /* body matches looked at */
#define LBYLINE_EAST (14 * 3600) /* UTC+14 starts a day this early */
#define LBYLINE_WEST (12 * 3600) /* UTC-12 ends it this late */

/* 1 if the feed's date falls on the day a page shows in some time zone:
 * the page says none. */
static int
learn_same_day(int64_t feed, int64_t day)
{
	return feed >= day - LBYLINE_EAST && feed < day + 86400 + LBYLINE_WEST;
}

/* 1 if a byline's text names the feed's author. */
static int
learn_same_author(const char *shown, const char *author)
{
	char *name, *a, *b;
	int same;

	if (shown == NULL || author == NULL ||
	    (name = pagemeta_name(shown)) == NULL)
		return 0;
	a = text_key(name);
	b = text_key(author);
	same = *a != '\0' &&
	    (strcmp(a, b) == 0 || text_similarity(name, author) >= 0.8);
	free(a);
	free(b);
	free(name);
	return same;
}

/* The index of the page's headline: the h1 or h2 whose text is its
 * entry's title, else the first h1; -1 when none. */
static int
learn_headline(const struct lpage *pg)
{
	int e, h1 = -1;
	size_t len = pg->s->title != NULL ? strlen(pg->s->title) : 0;
	const char *name;
	char *txt;
	double sim;

	for (e = 0; e < (int)pg->nnodes; e++) {
		name = (const char *)pg->nodes[e].node->name;
		if (strcasecmp(name, "h1") != 0 && strcasecmp(name, "h2") != 0)
			continue;
		if (h1 == -1 && strcasecmp(name, "h1") == 0)
			h1 = e;
		if (len == 0 || pg->nodes[e].text > 2 * len + 8)
			continue;
		txt = html_node_text_dup(pg->nodes[e].node);
		sim = text_similarity(txt, pg->s->title);
		free(txt);
		if (sim >= 0.8)
			return e;
	}
	return h1;
}

/* 1 if element n lies in a body match that does not hold the headline
 * head: it is the story, not what is shown around it. */
static int
learn_in_body(xmlNodePtr n, xmlNodePtr head, xmlNodePtr *bodies, size_t nb)
{
	size_t i;

	for (i = 0; i < nb; i++)
		if (html_node_holds(bodies[i], n) &&
		    !html_node_holds(bodies[i], head))
			return 1;
	return 0;
}

/*
 * The candidates of one page: the elements of short text within
 * LBYLINE_NEAR elements of the headline, outside the body, whose text
 * holds the entry's day (date) or names its author.
 */
static void
learn_byline_cands(
    const struct lpage *pg, const struct tmpl *t, int date, struct lcands *cs)
{
	xmlNodePtr bodies[LBYLINE_BODIES];
	size_t nb = 0;
	int h, e, ok;
	int64_t day;
	char *txt;

	if ((h = learn_headline(pg)) == -1)
		return;
	if (tmpl_body_xpath(t) != NULL &&
	    (nb = learn_select(pg->xml, tmpl_body_xpath(t), bodies,
		 LBYLINE_BODIES)) > LBYLINE_BODIES)
		nb = LBYLINE_BODIES;
	for (e = h - LBYLINE_NEAR < 0 ? 0 : h - LBYLINE_NEAR;
	     e < (int)pg->nnodes && e <= h + LBYLINE_NEAR; e++) {
		const struct lnode *ln = &pg->nodes[e];

		if (ln->text == 0 || ln->text > LBYLINE_TEXT ||
		    html_node_holds(ln->node, pg->nodes[h].node) ||
		    learn_in_body(ln->node, pg->nodes[h].node, bodies, nb))
			continue;
		txt = html_node_text_dup(ln->node);
		if (date)
			ok = date_find(txt, &day) == 0 &&
			    learn_same_day(pg->s->published, day);
		else
			ok = learn_same_author(txt, pg->s->author);
		free(txt);
		if (ok)
			learn_xpath_forms(ln->node, cs, 0);
	}
}

/* The pages where an XPath finds what their entries say. */
static double
learn_byline_score(struct lpage *pages, size_t np, struct tmpl *probe, int date,
    const char *xpath)
{
	size_t i;
	double score = 0;
	int64_t day;
	char *txt;

	if (date)
		tmpl_set_date_xpath(probe, xpath);
	else
		tmpl_set_author_xpath(probe, xpath);
	for (i = 0; i < np; i++) {
		const struct learn_sample *s = pages[i].s;

		if (date ? s->published == 0
			 : s->author == NULL || *s->author == '\0')
			continue;
		txt = tmpl_apply_shown(
		    probe, s->doc, date ? TMPL_DATE : TMPL_AUTHOR);
		if (txt == NULL)
			continue;
		if (date ? date_find(txt, &day) == 0 &&
			    learn_same_day(s->published, day)
			 : learn_same_author(txt, s->author))
			score += 1;
		free(txt);
	}
	return score;
}

/* Learn one of the two: the date (date 1) or the author. */
static void
learn_byline_one(struct lpage *pages, size_t np, struct tmpl *t, int date)
{
	struct lcands *cs;
	struct lcand *best;
	struct tmpl *probe;
	size_t i, k, with = 0;

	cs = xcalloc(1, sizeof(*cs));
	for (i = 0; i < np; i++) {
		const struct learn_sample *s = pages[i].s;

		if (date ? s->published == 0
			 : s->author == NULL || *s->author == '\0')
			continue;
		with++;
		learn_byline_cands(&pages[i], t, date, cs);
	}
	if (with < 2 || cs->n == 0) {
		lcands_free(cs);
		free(cs);
		return;
	}
	probe = tmpl_new();
	for (k = 0; k < cs->n; k++)
		cs->v[k].score =
		    learn_byline_score(pages, np, probe, date, cs->v[k].xpath);
	best = lcands_best(cs);
	/* most of the samples that can tell, and two at least */
	if (best != NULL && best->score >= 2 &&
	    2 * best->score > (double)with) {
		if (date) {
			tmpl_set_date_xpath(t, best->xpath);
			tmpl_set_field_method(t, TMPL_DATE, "date-match");
		} else {
			tmpl_set_author_xpath(t, best->xpath);
			tmpl_set_field_method(t, TMPL_AUTHOR, "author-match");
		}
	}
	tmpl_free(probe);
	lcands_free(cs);
	free(cs);
}

void
learn_byline(struct lpage *pages, size_t np, struct tmpl *t)
{
	learn_byline_one(pages, np, t, 1);
	learn_byline_one(pages, np, t, 0);
}

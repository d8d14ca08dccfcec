/* SPDX-License-Identifier: ISC */
/* Unit tests for judge.c: layout fit and the comparison of templates. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "html.h"
#include "judge.h"
#include "learn.h"
#include "tmpl.h"
#include "util.h"

#define NPAGES 5

static const char *words[] = { "harbour", "council", "river", "bridge",
	"market", "school", "library", "museum", "garden", "festival",
	"railway", "station", "weather", "season", "harvest", "village" };

/* Story i's paragraphs: its own words. */
static void
story(struct buf *b, int i)
{
	int p, w;

	for (p = 0; p < 4; p++) {
		buf_printf(b, "<p>");
		for (w = 0; w < 12; w++)
			buf_printf(b, "%s%s%d", w ? " " : "",
			    words[(i * 7 + p * 3 + w) % NELEM(words)], i);
		buf_printf(b, ".</p>");
	}
}

/* Page i of layout 'a' (a table frame) or 'b' (a new frame); promo puts
 * the same block on every page inside the story. */
static struct html_doc *
page(char layout, int i, int promo)
{
	struct html_doc *doc;
	struct buf b;
	char *data, *cause = NULL;
	size_t len;

	buf_init(&b);
	if (layout == 'a')
		buf_printf(&b,
		    "<html><body><table class=\"frame\"><tr>"
		    "<td class=\"nav\"><a href=\"/\">Home</a></td>"
		    "<td class=\"main\">");
	else
		buf_printf(&b,
		    "<html><body><div class=\"page\">"
		    "<header class=\"masthead\">News</header>"
		    "<main class=\"wrap\"><section class=\"col\">");
	buf_printf(&b,
	    "<h1>Story %d</h1><div id=\"story\">"
	    "<div class=\"text\">",
	    i);
	story(&b, i);
	buf_printf(&b, "</div>%s</div>",
	    promo ? "<div class=\"promo\">Sign "
		    "up for the daily newsletter and never miss a story</div>"
		  : "");
	buf_printf(&b,
	    layout == 'a' ? "</td></tr></table></body></html>"
			  : "</section></main></div></body></html>");
	data = buf_detach(&b, &len);
	doc = html_parse(data, len, NULL, "http://gazette.test/", &cause);
	free(data);
	T_OK(doc != NULL);
	return doc;
}

static struct tmpl *
tmpl_with(const char *body_xpath)
{
	struct tmpl *t = tmpl_new();

	tmpl_set_title_xpath(t, "//h1");
	tmpl_set_body_xpath(t, body_xpath);
	tmpl_set_method(t, "teaser");
	return t;
}

static void
test_judge_fit(void)
{
	struct html_doc *a[NPAGES], *b;
	struct tmpl *t = tmpl_with("//div[@id='story']");
	const uint64_t *sig;
	int i;

	for (i = 0; i < NPAGES; i++)
		a[i] = page('a', i, 0);
	b = page('b', 9, 0);
	T_NEAR(judge_fit(t, b), 1.0, 1e-9); /* no signature: no judgement */
	judge_sign(t, a, 3);
	T_OK(tmpl_signature(t, &sig) > 0);
	T_OK(judge_fit(t, a[4]) >= TMPL_ROUTE_FIT);
	T_OK(judge_fit(t, b) < TMPL_ROUTE_FIT);
	for (i = 0; i < NPAGES; i++)
		html_doc_free(a[i]);
	html_doc_free(b);
	tmpl_free(t);
}

static void
test_judge_better(void)
{
	struct learn_sample s[NPAGES];
	struct html_doc *docs[NPAGES];
	char titles[NPAGES][32], teasers[NPAGES][128];
	struct tmpl *whole = tmpl_with("//div[@id='story']");
	struct tmpl *text = tmpl_with("//div[@class='text']");
	struct tmpl *nav = tmpl_with("//td[@class='nav']");
	double qa, qb;
	int i;

	memset(s, 0, sizeof(s));
	for (i = 0; i < NPAGES; i++) {
		struct buf b;

		docs[i] = page('a', i, 1);
		snprintf(titles[i], sizeof(titles[i]), "Story %d", i);
		buf_init(&b);
		story(&b, i);
		/* The teaser: the first paragraph's words. */
		snprintf(teasers[i], sizeof(teasers[i]), "%.*s",
		    (int)(strchr(b.data + 3, '<') - b.data - 3), b.data + 3);
		buf_free(&b);
		s[i].entry_id = i + 1;
		s[i].title = titles[i];
		s[i].teaser = teasers[i];
		s[i].doc = docs[i];
	}
	/* Both find the teaser; whole also keeps the repeated promotion. */
	T_INT(judge_better(text, whole, s, NPAGES, &qa, &qb), 1);
	T_OK(qa > qb);
	T_OK(qa > 0.9);
	T_INT(judge_better(whole, text, s, NPAGES, NULL, NULL), 0);
	T_INT(judge_better(text, text, s, NPAGES, &qa, &qb), 0);
	T_NEAR(qa, qb, 1e-9);
	/* A template that misses the story is clearly worse. */
	T_INT(judge_better(whole, nav, s, NPAGES, NULL, NULL), 1);
	T_INT(judge_better(text, whole, s, 0, &qa, &qb), 0);
	for (i = 0; i < NPAGES; i++)
		html_doc_free(docs[i]);
	tmpl_free(whole);
	tmpl_free(text);
	tmpl_free(nav);
}

/*
 * Teasers as a publishing system wraps them: a "read more" line and a
 * footer in every entry, here in the words of the promotion the pages
 * repeat.  That wrapping is no article's text: the comparison reads the
 * teasers without it, so it neither lowers every template's quality nor
 * speaks for the template that keeps the promotion.
 */
static void
test_judge_better_wrapped_teasers(void)
{
	struct learn_sample s[NPAGES];
	struct html_doc *docs[NPAGES];
	char titles[NPAGES][32], teasers[NPAGES][320];
	struct tmpl *whole = tmpl_with("//div[@id='story']");
	struct tmpl *text = tmpl_with("//div[@class='text']");
	double qa, qb, plain_a, plain_b;
	int i, k;

	for (k = 0; k < 2; k++) {
		memset(s, 0, sizeof(s));
		for (i = 0; i < NPAGES; i++) {
			struct buf b;
			int len;

			docs[i] = page('a', i, 1);
			snprintf(titles[i], sizeof(titles[i]), "Story %d", i);
			buf_init(&b);
			story(&b, i);
			len = (int)(strchr(b.data + 3, '<') - b.data - 3);
			snprintf(teasers[i], sizeof(teasers[i]), "%.*s%s", len,
			    b.data + 3,
			    k == 0 ? ""
				   : "\nRead more\nSign up for the daily "
				     "newsletter and never miss a story!");
			buf_free(&b);
			s[i].entry_id = i + 1;
			s[i].title = titles[i];
			s[i].teaser = teasers[i];
			s[i].doc = docs[i];
		}
		T_INT(judge_better(text, whole, s, NPAGES, &qa, &qb), 1);
		if (k == 0) {
			plain_a = qa;
			plain_b = qb;
		} else {
			T_NEAR(qa, plain_a, 1e-9);
			T_NEAR(qb, plain_b, 1e-9);
		}
		for (i = 0; i < NPAGES; i++)
			html_doc_free(docs[i]);
	}
	tmpl_free(whole);
	tmpl_free(text);
}

/*
 * Pages of two frames, a template for each: the pages only the current
 * one extracts are its group, and each template signed apart from the
 * other group's pages is routed its own pages only.
 */
static void
test_judge_split(void)
{
	struct learn_sample s[2 * NPAGES];
	struct html_doc *docs[2 * NPAGES], *in[NPAGES], *out[NPAGES];
	char titles[2 * NPAGES][32], teasers[2 * NPAGES][128];
	struct tmpl *cur = tmpl_with("//td[@class='main']/div[@id='story']");
	struct tmpl *fresh =
	    tmpl_with("//section[@class='col']/div[@id='story']");
	int side[2 * NPAGES], i;

	memset(s, 0, sizeof(s));
	for (i = 0; i < 2 * NPAGES; i++) {
		struct buf b;

		docs[i] = page(i < NPAGES ? 'a' : 'b', i, 0);
		snprintf(titles[i], sizeof(titles[i]), "Story %d", i);
		buf_init(&b);
		story(&b, i);
		snprintf(teasers[i], sizeof(teasers[i]), "%.*s",
		    (int)(strchr(b.data + 3, '<') - b.data - 3), b.data + 3);
		buf_free(&b);
		s[i].entry_id = i + 1;
		s[i].title = titles[i];
		s[i].teaser = teasers[i];
		s[i].doc = docs[i];
		if (i < NPAGES)
			in[i] = docs[i];
		else
			out[i - NPAGES] = docs[i];
	}
	T_INT(judge_split(fresh, cur, s, 2 * NPAGES, side), NPAGES);
	for (i = 0; i < 2 * NPAGES; i++)
		T_INT(side[i], i < NPAGES);
	/* the same template on both sides: no page is only cur's */
	T_INT(judge_split(cur, cur, s, 2 * NPAGES, side), 0);
	T_INT(judge_better(cur, fresh, s, NPAGES, NULL, NULL), 1);
	T_OK(judge_sign_apart(cur, in, NPAGES, out, NPAGES) > 0);
	T_OK(judge_sign_apart(fresh, out, NPAGES, in, NPAGES) > 0);
	for (i = 0; i < 2 * NPAGES; i++) {
		T_OK((judge_fit(cur, docs[i]) >= TMPL_ROUTE_FIT) ==
		    (i < NPAGES));
		T_OK((judge_fit(fresh, docs[i]) >= TMPL_ROUTE_FIT) ==
		    (i >= NPAGES));
	}
	/* pages that share all their features: nothing to sign apart by */
	T_INT(judge_sign_apart(cur, in, 2, in + 2, 2), 0);
	for (i = 0; i < 2 * NPAGES; i++)
		html_doc_free(docs[i]);
	tmpl_free(cur);
	tmpl_free(fresh);
}

int
main(void)
{
	T_RUN(test_judge_fit);
	T_RUN(test_judge_better);
	T_RUN(test_judge_better_wrapped_teasers);
	T_RUN(test_judge_split);
	return t_done();
}

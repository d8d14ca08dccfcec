/* SPDX-License-Identifier: ISC */
/*
 * test-byline: the date and author a feed's pages show as plain text.
 * date_find() reading a day inside a line; learning where the pages show
 * them (learn_byline.c through learn_template) from entries the feed
 * dates and names an author of, the XPaths kept through the template's
 * JSON; extraction giving an undated, unsigned entry the page's; and no
 * XPath learned from a date in the story or one the samples disagree on.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "date.h"
#include "extract.h"
#include "html.h"
#include "learn.h"
#include "tmpl.h"
#include "util.h"

#define NPAGES 4

static const char *const words[] = { "harbour", "council", "river", "bridge",
	"market", "school", "library", "museum", "garden", "festival",
	"railway", "station", "weather", "season", "harvest", "village" };

static const char *const authors[NPAGES] = { "Jane Doe", "Omar Haddad",
	"Lin Wei", "Ana Costa" };
/* as the pages show them, and the same days as the feed dates them */
static const char *const shown[NPAGES] = { "March 3, 2019 10:42",
	"5 March 2019", "Mar 7, 2019", "March 9, 2019 8:05" };
static const char *const feed_dates[NPAGES] = { "2019-03-03T15:42:00-05:00",
	"2019-03-05T09:00:00+01:00", "2019-03-07T22:10:00-08:00",
	"2019-03-09T13:05:00Z" };

/* A paragraph of three sentences from seed, for the caller to free. */
static char *
para(unsigned seed)
{
	struct buf b;
	int i, k;

	buf_init(&b);
	for (k = 0; k < 3; k++) {
		for (i = 0; i < 10 + k; i++) {
			seed = seed * 1103515245u + 12345u;
			buf_printf(&b, "%s%s", i ? " " : "",
			    words[(seed >> 16) % NELEM(words)]);
		}
		buf_adds(&b, k < 2 ? ". " : ".");
	}
	return buf_detach(&b, NULL);
}

struct site {
	struct html_doc *doc[NPAGES];
	char *teaser[NPAGES];
	char *title[NPAGES];
	struct learn_sample s[NPAGES];
};

/* Page i: its headline, then head (its "@A" the author, its "@D" the
 * date shown) outside the story, the story of four paragraphs (with
 * lead, after a line of the date shown), a footer. */
static char *
page(int i, const char *head, int lead, char **teaser)
{
	struct buf b;
	char *p;
	int k;

	buf_init(&b);
	buf_printf(&b,
	    "<html><head><title>Story %d</title></head><body>"
	    "<div id=nav><a href=/>Home</a> <a href=/a>About us</a></div>"
	    "<div class=top><h1>Story %d</h1>",
	    i + 1, i + 1);
	for (; *head != '\0'; head++) {
		if (head[0] == '@' && head[1] == 'A')
			buf_adds(&b, authors[i]), head++;
		else if (head[0] == '@' && head[1] == 'D')
			buf_adds(&b, shown[i]), head++;
		else
			buf_addc(&b, *head);
	}
	buf_adds(&b, "</div><div id=main><div class=post>");
	for (k = 0; k < 4; k++) {
		p = para((unsigned)(100 * i + k));
		if (k == 0 && lead)
			buf_printf(&b, "<p>Filed %s.</p>", shown[i]);
		buf_printf(&b, "<p>%s</p>", p);
		if (k == 0)
			*teaser = p;
		else
			free(p);
	}
	buf_adds(&b,
	    "</div></div><div id=foot>Printed on recycled bits</div>"
	    "</body></html>");
	return buf_detach(&b, NULL);
}

/* Pages with head and lead; the first nfeed entries dated and signed. */
static void
site_make(struct site *st, const char *head, int lead, int nfeed)
{
	char *html, *url, *cause = NULL;
	int i;

	memset(st, 0, sizeof(*st));
	for (i = 0; i < NPAGES; i++) {
		html = page(i, head, lead, &st->teaser[i]);
		xasprintf(&url, "https://paper.example/story-%d/", i + 1);
		st->doc[i] =
		    html_parse(html, strlen(html), "utf-8", url, &cause);
		free(cause);
		cause = NULL;
		free(url);
		free(html);
		xasprintf(&st->title[i], "Story %d", i + 1);
		st->s[i].entry_id = i + 1;
		st->s[i].title = st->title[i];
		st->s[i].teaser = st->teaser[i];
		st->s[i].doc = st->doc[i];
		st->s[i].comment_count = -1;
		if (i < nfeed) {
			T_OK(date_parse(feed_dates[i], &st->s[i].published) ==
			    0);
			st->s[i].author = authors[i];
		}
	}
}

static void
site_free(struct site *st)
{
	int i;

	for (i = 0; i < NPAGES; i++) {
		html_doc_free(st->doc[i]);
		free(st->teaser[i]);
		free(st->title[i]);
	}
}

static struct tmpl *
site_learn(struct site *st)
{
	struct tmpl *t;
	int64_t *voters = NULL;
	size_t nvoters = 0;
	char *cause = NULL;

	t = learn_template(st->s, NPAGES, &voters, &nvoters, &cause);
	T_OK_MSG(t != NULL, "learned: %s", cause ? cause : "");
	free(voters);
	free(cause);
	return t;
}

static int64_t
day_of(const char *iso)
{
	int64_t t = 0;

	T_OK(date_parse(iso, &t) == 0);
	return t;
}

static void
test_date_find(void)
{
	int64_t d = 0;

	T_OK(date_find("By Jane Doe | March 3, 2019 10:42 am", &d) == 0);
	T_OK(d == day_of("2019-03-03"));
	T_OK(date_find("Updated 3 March 2019, 23:59", &d) == 0);
	T_OK(d == day_of("2019-03-03"));
	T_OK(date_find("Posted on Sunday, Mar 3, 2019", &d) == 0);
	T_OK(d == day_of("2019-03-03"));
	T_OK(date_find("2019-03-03T23:30:00Z", &d) == 0);
	T_OK(d == day_of("2019-03-03"));
	T_OK(date_find("on 2019-03-03 by the desk", &d) == 0);
	T_OK(d == day_of("2019-03-03"));
	/* no day: a year, a month, page numbers, nothing */
	T_OK(date_find("Copyright 2019", &d) == -1);
	T_OK(date_find("March 2019 issue", &d) == -1);
	T_OK(date_find("Page 3 of 12", &d) == -1);
	T_OK(date_find("February 30, 2019", &d) == -1);
	T_OK(date_find("", &d) == -1);
	T_OK(date_find(NULL, &d) == -1);
}

/* A month's name in full in the languages dates are read in, or
 * English's three letters; nothing that only begins like one. */
static void
test_date_month_named(void)
{
	T_OK(date_month_named("March", 5));
	T_OK(date_month_named("mar", 3));
	T_OK(date_month_named("Sep", 3));
	T_OK(date_month_named("juin", 4));
	T_OK(date_month_named("M\xc3\xa4rz", 5));
	T_OK(date_month_named("d\xc3\xa9\x63\x65mbre", 9));
	T_OK(date_month_named("Junho", 5));
	T_OK(!date_month_named("market", 6));
	T_OK(!date_month_named("Marc", 4));
	T_OK(!date_month_named("ma", 2));
	T_OK(!date_month_named("", 0));
}

static void
test_learn_and_extract(void)
{
	struct site st;
	struct tmpl *t, *back;
	struct extract_entry e;
	struct extract x;
	char *json, *cause = NULL;

	site_make(&st,
	    "<div class=credit>By @A</div><span class=stamp>@D</span>", 0, 3);
	if ((t = site_learn(&st)) == NULL) {
		site_free(&st);
		return;
	}
	T_OK(tmpl_date_xpath(t) != NULL &&
	    strstr(tmpl_date_xpath(t), "stamp") != NULL);
	T_OK(tmpl_author_xpath(t) != NULL &&
	    strstr(tmpl_author_xpath(t), "credit") != NULL);
	T_STR(tmpl_field_method(t, TMPL_DATE), "date-match");
	T_STR(tmpl_field_method(t, TMPL_AUTHOR), "author-match");

	/* kept through the stored form */
	json = tmpl_to_json(t);
	back = tmpl_from_json(json, &cause);
	T_OK(back != NULL);
	if (back != NULL) {
		T_STR(tmpl_date_xpath(back), tmpl_date_xpath(t));
		T_STR(tmpl_author_xpath(back), tmpl_author_xpath(t));
		T_STR(tmpl_field_method(back, TMPL_AUTHOR), "author-match");
	}
	tmpl_free(back);
	free(json);
	free(cause);

	/* the 4th entry, undated and unsigned: the page's */
	memset(&e, 0, sizeof(e));
	e.title = st.title[3];
	e.teaser = st.teaser[3];
	T_INT(extract_doc(t, st.doc[3], &e, 0, &x), 0);
	if (x.a != NULL) {
		T_OK(x.a->published == day_of("2019-03-09"));
		T_STR(x.a->author, "Ana Costa");
	}
	extract_clear(&x);

	/* the feed's own stay first */
	e.published = day_of("2019-03-10T07:00:00Z");
	e.author = "The Desk";
	T_INT(extract_doc(t, st.doc[3], &e, 0, &x), 0);
	if (x.a != NULL) {
		T_OK(x.a->published == e.published);
		T_STR(x.a->author, "The Desk");
	}
	extract_clear(&x);
	tmpl_free(t);
	site_free(&st);
}

static void
test_no_date_from_the_story(void)
{
	struct site st;
	struct tmpl *t;

	/* the day is in the story's first line only, on every page */
	site_make(&st, "<div class=credit>Staff</div>", 1, 3);
	if ((t = site_learn(&st)) != NULL)
		T_OK(tmpl_date_xpath(t) == NULL);
	tmpl_free(t);
	site_free(&st);
}

static void
test_no_date_the_samples_disagree_on(void)
{
	struct site st;
	struct tmpl *t;

	/* a dateline near the headline that is the feed's day on one page
	 * only (page 1 shows March 3, 2019); a byline of another name */
	site_make(&st,
	    "<div class=credit>By Someone Else</div>"
	    "<span class=stamp>March 3, 2019</span>",
	    0, 3);
	if ((t = site_learn(&st)) != NULL) {
		T_OK(tmpl_date_xpath(t) == NULL);
		T_OK(tmpl_author_xpath(t) == NULL);
	}
	tmpl_free(t);
	site_free(&st);
}

int
main(void)
{
	T_RUN(test_date_find);
	T_RUN(test_date_month_named);
	T_RUN(test_learn_and_extract);
	T_RUN(test_no_date_from_the_story);
	T_RUN(test_no_date_the_samples_disagree_on);
	return t_done();
}

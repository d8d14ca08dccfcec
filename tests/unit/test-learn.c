/* SPDX-License-Identifier: ISC */
/* Unit tests for learn.c: a template from a small fake site. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "html.h"
#include "learn.h"
#include "tmpl.h"

#define NPAGES 4

static const char *titles[NPAGES] = {
	"Rivers rise after a week of storms",
	"Library opens a new reading garden",
	"Bakery wins regional bread contest",
	"Council approves cycle lanes downtown",
};
static const char *teasers[NPAGES] = {
	"Rivers across the valley rose to their highest level in a decade "
	"after seven days of rain.",
	"The city library opened a reading garden on its roof on Monday "
	"morning.",
	"A family bakery on Station Road won the regional bread contest with "
	"a rye sourdough.",
	"The council voted eight to three to build protected cycle lanes on "
	"the main avenue.",
};
static const char *cats[NPAGES] = { "Weather", "Culture", "Food", "Politics" };

static struct html_doc *docs[NPAGES];

static void
load_pages(void)
{
	char name[64], *data, *cause = NULL, url[64];
	size_t len;
	int i;

	for (i = 0; i < NPAGES; i++) {
		snprintf(name, sizeof(name), "html/site/p%d.html", i + 1);
		snprintf(url, sizeof(url), "http://gazette.test/news/p%d.html",
		    i + 1);
		data = t_read_file(t_data_path(name), &len);
		docs[i] = html_parse(data, len, NULL, url, &cause);
		free(data);
	}
}

static void
fill(struct learn_sample *s, int n, int with_teasers)
{
	int i;

	memset(s, 0, sizeof(*s) * (size_t)n);
	for (i = 0; i < n; i++) {
		s[i].entry_id = 100 + i;
		s[i].title = titles[i];
		s[i].teaser = with_teasers ? teasers[i] : NULL;
		s[i].categories = &cats[i];
		s[i].ncategories = 1;
		s[i].doc = docs[i];
	}
}

static void
test_learn_picks_article_container(void)
{
	struct learn_sample s[NPAGES];
	struct tmpl *t;
	struct article *a;
	int64_t *voters = NULL;
	size_t nvoters = 0;
	char *cause = NULL;

	/* learn from three entries, check on the fourth */
	fill(s, NPAGES, 1);
	t = learn_template(s, 3, &voters, &nvoters, &cause);
	T_OK_MSG(t != NULL, "learned (%s)", cause ? cause : "");
	if (t == NULL)
		return;
	T_STR(tmpl_method(t), "teaser");
	T_INT(nvoters, 3);
	T_INT(voters[0], 100);
	/* generated ids (article-98766) must not be used */
	T_OK(strstr(tmpl_body_xpath(t), "9876") == NULL);
	a = tmpl_apply(t, docs[3], &cause);
	T_OK(a != NULL);
	if (a != NULL) {
		T_OK(strstr(a->body_text, "protected cycle lanes") != NULL);
		T_OK(strstr(a->body_text, "four months to complete") != NULL);
		T_OK(strstr(a->body_text, "Most read") == NULL);
		T_OK(strstr(a->body_text, "Advertise") == NULL);
		T_OK(strstr(a->body_text, "Copyright") == NULL);
		T_OK(strstr(a->body_text, "Sport") == NULL);
		T_OK(strstr(a->body_text, "New bus timetable") == NULL);
		T_OK(strstr(a->body_text, "Tweet") == NULL);
		T_STR(a->title, titles[3]);
		T_STR(a->category, "Politics");
	}
	article_free(a);
	free(voters);
	tmpl_free(t);
}

static void
test_learn_title_from_h1(void)
{
	struct learn_sample s[NPAGES];
	struct tmpl *t;
	int64_t *voters = NULL;
	size_t nvoters = 0;
	char *cause = NULL;

	fill(s, NPAGES, 1);
	t = learn_template(s, NPAGES, &voters, &nvoters, &cause);
	T_OK(t != NULL);
	if (t == NULL)
		return;
	T_OK_MSG(strncmp(tmpl_title_xpath(t), "//h1", 4) == 0, "%s",
	    tmpl_title_xpath(t));
	T_STR(tmpl_field_method(t, TMPL_TITLE), "title-match");
	T_OK_MSG(tmpl_category_xpath(t) != NULL &&
		strstr(tmpl_category_xpath(t), "section") != NULL,
	    "%s", tmpl_category_xpath(t) ? tmpl_category_xpath(t) : "(null)");
	free(voters);
	tmpl_free(t);
}

static void
test_learn_without_teasers_uses_title(void)
{
	struct learn_sample s[NPAGES];
	struct tmpl *t;
	struct article *a;
	int64_t *voters = NULL;
	size_t nvoters = 0;
	char *cause = NULL;

	fill(s, NPAGES, 0);
	t = learn_template(s, NPAGES, &voters, &nvoters, &cause);
	T_OK_MSG(t != NULL, "learned (%s)", cause ? cause : "");
	if (t == NULL)
		return;
	T_STR(tmpl_method(t), "title");
	a = tmpl_apply(t, docs[1], &cause);
	T_OK(a != NULL && strstr(a->body_text, "poetry evenings") != NULL);
	article_free(a);
	free(voters);
	tmpl_free(t);
}

static void
test_learn_fails_with_cause(void)
{
	struct learn_sample s[2];
	struct tmpl *t;
	int64_t *voters = NULL;
	size_t nvoters = 0;
	char *cause = NULL;

	fill(s, 2, 0);
	s[0].title = s[1].title = "Nothing like this is on any page";
	t = learn_template(s, 2, &voters, &nvoters, &cause);
	T_OK(t == NULL);
	/* short pages holding neither title nor teaser are no articles */
	T_OK_MSG(cause != NULL && strstr(cause, "title nor its teaser") != NULL,
	    "%s", cause ? cause : "(null)");
	T_INT(nvoters, 0);
	free(cause);
	free(voters);
}

int
main(void)
{
	int i;

	load_pages();
	T_RUN(test_learn_picks_article_container);
	T_RUN(test_learn_title_from_h1);
	T_RUN(test_learn_without_teasers_uses_title);
	T_RUN(test_learn_fails_with_cause);
	for (i = 0; i < NPAGES; i++)
		html_doc_free(docs[i]);
	return t_done();
}

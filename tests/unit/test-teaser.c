/* SPDX-License-Identifier: ISC */
/* Unit tests for teaser.c: descriptions as CMSs write them -> teasers. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "teaser.h"
#include "util.h"

#define NE(a) (sizeof(a) / sizeof((a)[0]))

static const char *const titles[] = { "Bolt Wins Gold Again",
	"Senate Passes The Budget", "A Quiet Night In Paris",
	"Markets Fall On Rate Fears" };
static const char *const ledes[] = {
	"Usain Bolt did not let anyone spoil his party on the track",
	"The Senate passed the budget late on Thursday after a long debate",
	"Paris was calm on Sunday night as the city slept through the storm",
	"Stocks fell sharply as traders bet on higher rates this summer"
};

/* fmt with each "{t}" the title, "{l}" the lede, "{c}" the category. */
static char *
fill(const char *fmt, const char *t, const char *l, const char *c)
{
	char *s = malloc(strlen(fmt) * 4 + 256), *o = s;
	const char *r;

	while (*fmt != '\0') {
		r = strncmp(fmt, "{t}", 3) == 0   ? t
		    : strncmp(fmt, "{l}", 3) == 0 ? l
		    : strncmp(fmt, "{c}", 3) == 0 ? c
						  : NULL;
		if (r == NULL) {
			*o++ = *fmt++;
			continue;
		}
		memcpy(o, r, strlen(r));
		o += strlen(r);
		fmt += 3;
	}
	*o = '\0';
	return s;
}

/* The teasers of descriptions written by fmt (see fill()). */
static char **
reduce_with(const char *fmt, const char *const *cats)
{
	struct teaser_entry e[NE(titles)];
	char *text[NE(titles)];
	char **v;
	size_t i;

	for (i = 0; i < NE(titles); i++) {
		text[i] =
		    fill(fmt, titles[i], ledes[i], cats != NULL ? cats[i] : "");
		e[i].title = titles[i];
		e[i].text = text[i];
		e[i].categories = cats != NULL ? &cats[i] : NULL;
		e[i].ncategories = cats != NULL ? 1 : 0;
	}
	v = teaser_reduce(e, NE(titles));
	for (i = 0; i < NE(titles); i++)
		free(text[i]);
	return v;
}

/* Check that every description written by fmt reduces to its lede. */
static void
expect_ledes(const char *fmt, const char *const *cats)
{
	char **v = reduce_with(fmt, cats);
	size_t i;

	for (i = 0; i < NE(titles); i++)
		T_STR(v[i], ledes[i]);
	strv_free(v, NE(titles));
}

static void
test_teaser_wordpress_footer_and_more_link(void)
{
	expect_ledes("{l} [\xe2\x80\xa6]\n"
		     "Continue reading {t} \xe2\x86\x92\n"
		     "The post {t} appeared first on Daily Site.",
	    NULL);
}

static void
test_teaser_other_language_footer(void)
{
	expect_ledes("{l}...\nWeiterlesen\n"
		     "Der Beitrag {t} erschien zuerst auf Blatt.",
	    NULL);
}

static void
test_teaser_inline_read_more(void)
{
	/* the link in the teaser's own paragraph: a shared suffix */
	expect_ledes("{l}\xe2\x80\xa6 Read more \xc2\xbb", NULL);
}

static void
test_teaser_shared_prefix(void)
{
	char **v = reduce_with("From the desk: {l}", NULL);

	T_STR(v[0], ledes[0]);
	T_STR(v[3], ledes[3]);
	strv_free(v, NE(titles));
}

static void
test_teaser_tags_and_node_link(void)
{
	static const char *const cats[] = { "Sports", "Politics", "World",
		"Business" };

	expect_ledes("{l}\nTags:\n{c}\nread more", cats);
	expect_ledes("{l}\nTags: {c}\nread more", cats);
}

static void
test_teaser_plain_teasers_stay(void)
{
	char **v = reduce_with("{l}.", NULL);
	size_t i;

	for (i = 0; i < NE(titles); i++) {
		T_OK(v[i] != NULL &&
		    strncmp(v[i], ledes[i], strlen(ledes[i])) == 0);
		T_INT(strlen(v[i]), strlen(ledes[i]) + 1);
	}
	strv_free(v, NE(titles));
}

static void
test_teaser_title_only_and_shared_description(void)
{
	struct teaser_entry e[3] = {
		{ "One Title", "One Title", NULL, 0 },
		{ "Two Title", "The site about things", NULL, 0 },
		{ "Three Title", "The site about things", NULL, 0 },
	};
	char **v = teaser_reduce(e, 3);

	T_STR(v[0], NULL);
	T_STR(v[1], NULL);
	T_STR(v[2], NULL);
	strv_free(v, 3);
}

static void
test_teaser_site_description_naming_a_category(void)
{
	static const char *const cats[] = { "Business", "Sport", "Culture",
		"Business" };
	char **v = reduce_with("The Gazette: news, sport and weather.", cats);
	size_t i;

	/* shared as written, though "sport" is one entry's category */
	for (i = 0; i < NE(titles); i++)
		T_STR(v[i], NULL);
	strv_free(v, NE(titles));
}

static void
test_teaser_single_entry_keeps_all_but_ellipsis(void)
{
	struct teaser_entry e[2] = {
		{ "T", "Some words here [...]", NULL, 0 },
		{ "U", NULL, NULL, 0 },
	};
	char **v = teaser_reduce(e, 2);

	T_STR(v[0], "Some words here");
	T_STR(v[1], NULL);
	strv_free(v, 2);
	v = teaser_reduce(NULL, 0);
	T_OK(v != NULL);
	strv_free(v, 0);
}

static void
test_teaser_ellipsis_forms(void)
{
	struct teaser_entry e = { NULL, NULL, NULL, 0 };
	static const char *const in[] = { "cut here\xe2\x80\xa6",
		"cut here (...)", "cut here [\xe2\x80\xa6]", "cut here",
		"cut here (VIDEO)" };
	static const char *const out[] = { "cut here", "cut here", "cut here",
		"cut here", "cut here (VIDEO)" };
	size_t i;

	for (i = 0; i < NE(in); i++) {
		char **v;

		e.text = in[i];
		v = teaser_reduce(&e, 1);
		T_STR(v[0], out[i]);
		strv_free(v, 1);
	}
}

/*
 * An aggregator's lines about the entry (who submitted it where, its
 * counts, the address it links to) go: short lines that open alike in
 * most entries, whatever names and numbers follow, and bare addresses.
 */
static void
test_teaser_aggregator_lines(void)
{
	static const char *const users[] = { "evesol", "kai_lund", "Ann Moss",
		"tobi" };
	static const char *const groups[] = { "technology", "world",
		"technology", "science" };
	struct teaser_entry e[NE(titles)];
	char *text[NE(titles)];
	char **v;
	size_t i;

	for (i = 0; i < NE(titles); i++) {
		xasprintf(&text[i],
		    "submitted by %s to %s\n%zu points | %zu comments\n"
		    "https://www.example.org/news/%zu/story\n%s",
		    users[i], groups[i], 3 * i + 1, 10 * i + 2, i, ledes[i]);
		e[i].title = titles[i];
		e[i].text = text[i];
		e[i].categories = NULL;
		e[i].ncategories = 0;
	}
	v = teaser_reduce(e, NE(titles));
	for (i = 0; i < NE(titles); i++) {
		T_STR(v[i], ledes[i]);
		free(text[i]);
	}
	strv_free(v, NE(titles));
}

/* Short lines of the story that open alike in a few entries stay: a
 * majority must share the opening. */
static void
test_teaser_short_lines_of_a_few_stay(void)
{
	static const char *const text[] = { "The mayor said no.\nMore to come",
		"The mayor said yes.\nWe will see", "Rain all week.\nStay in",
		"Snow on the hills.\nRoads shut" };
	struct teaser_entry e[NE(text)];
	char **v;
	size_t i;

	for (i = 0; i < NE(text); i++) {
		e[i].title = titles[i];
		e[i].text = text[i];
		e[i].categories = NULL;
		e[i].ncategories = 0;
	}
	v = teaser_reduce(e, NE(text));
	T_STR(v[0], "The mayor said no.\nMore to come");
	T_STR(v[1], "The mayor said yes.\nWe will see");
	strv_free(v, NE(text));
}

int
main(void)
{
	T_RUN(test_teaser_wordpress_footer_and_more_link);
	T_RUN(test_teaser_other_language_footer);
	T_RUN(test_teaser_inline_read_more);
	T_RUN(test_teaser_shared_prefix);
	T_RUN(test_teaser_tags_and_node_link);
	T_RUN(test_teaser_plain_teasers_stay);
	T_RUN(test_teaser_title_only_and_shared_description);
	T_RUN(test_teaser_site_description_naming_a_category);
	T_RUN(test_teaser_single_entry_keeps_all_but_ellipsis);
	T_RUN(test_teaser_ellipsis_forms);
	T_RUN(test_teaser_aggregator_lines);
	T_RUN(test_teaser_short_lines_of_a_few_stay);
	return t_done();
}

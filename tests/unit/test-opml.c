/* SPDX-License-Identifier: ISC */
/*
 * test-opml: OPML lists read (nested outlines, any case, broken files,
 * hostile entities), written as OPML 2.0 and read back, and the config
 * names feeds get.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "opml.h"
#include "util.h"

static struct opml *
parse_fixture(const char *name)
{
	struct opml *o;
	char *data, *cause = NULL;
	size_t len;

	data = t_read_file(t_data_path(name), &len);
	o = opml_parse(data, len, &cause);
	if (o == NULL)
		printf("# %s: %s\n", name, cause != NULL ? cause : "?");
	free(cause);
	free(data);
	return o;
}

static void
test_opml_nested_outlines_and_categories(void)
{
	struct opml *o = parse_fixture("opml/nested.opml");

	T_OK(o != NULL);
	if (o == NULL)
		return;
	T_STR(o->title, "My subscriptions & more");
	T_INT(o->nfeeds, 8);
	if (o->nfeeds != 8)
		goto out;
	T_STR(o->feeds[0].title, "Top level feed");
	T_STR(o->feeds[0].url, "http://top.example/feed.xml");
	T_STR(o->feeds[0].html_url, "http://top.example/");
	T_INT(o->feeds[0].ncategories, 0);

	T_STR(o->feeds[1].title, "Daily World");
	T_INT(o->feeds[1].ncategories, 2);
	T_STR(o->feeds[1].categories[0], "News");
	T_STR(o->feeds[1].categories[1], "World");
	T_STR(o->feeds[1].html_url, NULL);

	T_STR(o->feeds[2].title, "Only a title");
	T_STR(o->feeds[2].url, "https://title.example/atom.xml");

	T_STR(o->feeds[3].title, "Local \"Gazette\"");
	T_STR(o->feeds[3].url, "http://gazette.example/feed?a=1&b=2");
	T_INT(o->feeds[3].ncategories, 1);

	T_STR(o->feeds[4].title, NULL);
	T_STR(o->feeds[4].categories[0], "Tech");
	T_STR(o->feeds[5].url, "http://lower.example/feed");
	T_STR(o->feeds[6].url, "http://atom.example/feed.atom");
	/* type="rss" with url: a feed; type="link": not one. */
	T_STR(o->feeds[7].url, "http://old.example/rss");
out:
	opml_free(o);
}

static void
test_opml_latin1_and_broken_recovered(void)
{
	struct opml *o = parse_fixture("opml/opml1.opml");

	T_OK(o != NULL);
	if (o == NULL)
		return;
	T_STR(o->title, "Caf\xc3\xa9 list");
	T_INT(o->nfeeds, 2);
	if (o->nfeeds == 2) {
		T_STR(o->feeds[0].title, "Caf\xc3\xa9 Blog");
		T_STR(o->feeds[1].url, "http://broken.example/rss.xml");
	}
	opml_free(o);
}

static void
test_opml_entities_not_expanded(void)
{
	struct opml *o = parse_fixture("opml/entities.opml");

	T_OK(o != NULL);
	if (o == NULL)
		return;
	T_INT(o->nfeeds, 1);
	/* Neither the internal entity nor the external file is read. */
	T_OK(o->title == NULL || strstr(o->title, "root:") == NULL);
	if (o->nfeeds == 1) {
		T_STR(o->feeds[0].url, "http://ent.example/feed");
		T_STR(o->feeds[0].title, "x");
	}
	opml_free(o);

	/* Billion laughs: refused or cut short, never expanded. */
	o = parse_fixture("opml/laughs.opml");
	T_OK(o == NULL || o->nfeeds <= 1);
	T_OK(o == NULL || o->title == NULL || strlen(o->title) < 1000);
	opml_free(o);
}

static void
test_opml_not_opml_refused(void)
{
	char *data, *cause = NULL;
	size_t len;
	struct opml *o;

	data = t_read_file(t_data_path("opml/not-opml.xml"), &len);
	o = opml_parse(data, len, &cause);
	T_OK(o == NULL);
	T_OK(cause != NULL && strstr(cause, "rss") != NULL);
	free(cause);
	cause = NULL;
	free(data);
	opml_free(o);

	o = opml_parse("", 0, &cause);
	T_OK(o == NULL && cause != NULL);
	free(cause);
	cause = NULL;
	o = opml_parse("not xml at all", 14, &cause);
	T_OK(o == NULL && cause != NULL);
	free(cause);
	opml_free(NULL);
}

static void
test_opml_write_round_trips(void)
{
	struct opml *o, *back;
	char *text, *cause = NULL;
	size_t i;

	o = parse_fixture("opml/nested.opml");
	if (o == NULL) {
		T_OK(0);
		return;
	}
	text = opml_write(o);
	T_OK(strstr(text, "<opml version=\"2.0\">") != NULL);
	T_OK(strstr(text,
		 "xmlUrl=\"http://gazette.example/feed?a=1&amp;b=2\"") != NULL);
	T_OK(strstr(text, "text=\"Local &quot;Gazette&quot;\"") != NULL);
	back = opml_parse(text, strlen(text), &cause);
	T_OK(back != NULL);
	if (back != NULL) {
		T_STR(back->title, o->title);
		T_INT(back->nfeeds, o->nfeeds);
		for (i = 0; i < o->nfeeds && i < back->nfeeds; i++) {
			T_STR(back->feeds[i].url, o->feeds[i].url);
			T_INT(back->feeds[i].ncategories,
			    o->feeds[i].ncategories);
		}
		/* An untitled feed is written with its URL as text. */
		T_STR(back->feeds[4].title, o->feeds[4].url);
		T_STR(back->feeds[2].categories[1], "World");
	}
	free(cause);
	free(text);
	opml_free(back);
	opml_free(o);
}

static void
test_opml_write_escapes_and_empty(void)
{
	struct opml *o;
	char *text, cat[] = "A<B";
	char *cats[] = { cat };

	o = opml_new(NULL);
	text = opml_write(o);
	T_OK(strstr(text, "<body>\n  </body>") != NULL);
	free(text);
	opml_add(o, "Tab\there & \"q\"\x01", "http://x.example/?a=1&b=<2>",
	    NULL, cats, 1);
	text = opml_write(o);
	/* A control character XML cannot hold becomes U+FFFD. */
	T_OK(strstr(text,
		 "text=\"Tab&#9;here &amp; &quot;q&quot;\xef\xbf\xbd\"") !=
	    NULL);
	T_OK(strstr(text, "xmlUrl=\"http://x.example/?a=1&amp;b=&lt;2&gt;\"") !=
	    NULL);
	T_OK(strstr(text, "<outline text=\"A&lt;B\"") != NULL);
	T_OK(strchr(text, '\x01') == NULL);
	free(text);
	opml_free(o);
}

static void
test_opml_feed_name(void)
{
	static const struct {
		const char *title, *url, *want;
	} cases[] = {
		{ "Hacker News", NULL, "hacker-news" },
		{ "  --The Daily: World & More!  ", NULL,
		    "the-daily-world-more" },
		{ "v1.2_final", NULL, "v1.2_final" },
		{ ".hidden", NULL, "hidden" },
		{ "\xe4\xb8\xad\xe6\x96\x87", "http://www.news.example.cn/rss",
		    "news.example.cn" },
		{ NULL, "https://blog.example/feed", "blog.example" },
		{ NULL, NULL, "feed" },
		{ "!!!", "not a url", "feed" },
		{ "Caf\xc3\xa9 Central", NULL, "caf-central" },
		{ "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
		  "aaa "
		  "bbbb",
		    NULL,
		    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
		    "aaaaa" },
	};
	size_t i;
	char *name;

	for (i = 0; i < NELEM(cases); i++) {
		name = opml_feed_name(cases[i].title, cases[i].url);
		T_STR(name, cases[i].want);
		T_OK(strlen(name) <= OPML_MAX_NAME);
		free(name);
	}
}

int
main(void)
{
	T_RUN(test_opml_nested_outlines_and_categories);
	T_RUN(test_opml_latin1_and_broken_recovered);
	T_RUN(test_opml_entities_not_expanded);
	T_RUN(test_opml_not_opml_refused);
	T_RUN(test_opml_write_round_trips);
	T_RUN(test_opml_write_escapes_and_empty);
	T_RUN(test_opml_feed_name);
	return t_done();
}

/* SPDX-License-Identifier: ISC */
/*
 * test-export: the templates file (doc/templates-format.md) written and
 * read back, what reading refuses, the hosts and URL prefixes of a
 * feed's pages, and the Full-Text RSS site config lines.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "export.h"
#include "tmpl.h"
#include "util.h"

/* A template's JSON: body (and title) XPaths, strip rules, layouts. */
static char *
json_of(const char *title, const char *body, const char *strip,
    const char *layout_body)
{
	struct tmpl *t, *l;
	char *json;

	t = tmpl_new();
	tmpl_set_method(t, "teaser");
	tmpl_set_title_xpath(t, title);
	tmpl_set_body_xpath(t, body);
	if (strip != NULL)
		tmpl_add_body_strip(t, strip);
	if (layout_body != NULL) {
		l = tmpl_new();
		tmpl_set_body_xpath(l, layout_body);
		T_INT(tmpl_add_layout(t, l), 0);
	}
	json = tmpl_to_json(t);
	tmpl_free(t);
	return json;
}

static void
test_export_prefix_is_the_longest_common_directory(void)
{
	struct export *ex = export_new();
	const struct export_feed *f;
	size_t i;

	i = export_add_feed(ex, "news", "https://a.org/feed");
	export_add_page(ex, i, "http://a.org/news/2024/03/x.html");
	f = export_feed(ex, i);
	T_STR(f->prefixes[0], "http://a.org/news/2024/03/");
	export_add_page(ex, i, "http://a.org/news/2024/04/y.html?p=1");
	T_STR(f->prefixes[0], "http://a.org/news/2024/");
	/* A common "/news" that is no directory does not count. */
	export_add_page(ex, i, "http://A.org/newsletter.html");
	T_STR(f->prefixes[0], "http://a.org/");
	/* Another origin (port, scheme) has its own prefix; the host is
	 * counted once; default ports are not spelled. */
	export_add_page(ex, i, "http://a.org:8080/x/y/z");
	export_add_page(ex, i, "https://www.b.org:443/p/q?x=/1/2");
	export_add_page(ex, i, "ftp://c.org/x");
	f = export_feed(ex, i);
	T_INT(f->nprefixes, 3);
	T_STR(f->prefixes[1], "http://a.org:8080/x/y/");
	T_STR(f->prefixes[2], "https://www.b.org/p/");
	T_INT(f->nhosts, 2);
	T_STR(f->hosts[0], "a.org");
	T_STR(f->hosts[1], "www.b.org");
	/* The first page of a host is its test URL. */
	T_STR(f->test_urls[0], "http://a.org/news/2024/03/x.html");
	T_STR(f->test_urls[1], "https://www.b.org/p/q?x=/1/2");
	export_free(ex);
}

static void
test_export_json_round_trip(void)
{
	struct export *ex = export_new(), *back;
	const struct export_feed *f;
	char *j1, *j2, *text, *cause = NULL;
	struct tmpl *t;
	size_t i;

	j1 = json_of("//h1", "//div[@id='story']", ".//aside", NULL);
	j2 = json_of(NULL, "//article", NULL, "//main");
	i = export_add_feed(ex, "gazette", "http://a.org/feed.xml");
	export_add_page(ex, i, "http://a.org/news/1.html");
	export_add_template(ex, i, 3, "teaser", 1714979289, j1);
	i = export_add_feed(ex, "other", NULL);
	export_add_template(ex, i, 1, NULL, 0, j2);
	text = export_to_json(ex, 1714979289);
	T_OK(strstr(text, "\"format\":\t\"templar-templates\"") != NULL);
	T_OK(
	    strstr(text, "\"exported_at\":\t\"2024-05-06T07:08:09Z\"") != NULL);
	back = export_from_json(text, &cause);
	T_OK_MSG(back != NULL, "%s", cause ? cause : "");
	if (back == NULL)
		goto done;
	T_INT(export_feed_count(back), 2);
	f = export_feed(back, 0);
	T_STR(f->name, "gazette");
	T_STR(f->url, "http://a.org/feed.xml");
	T_INT(f->nhosts, 1);
	T_STR(f->hosts[0], "a.org");
	T_INT(f->nprefixes, 1);
	T_STR(f->prefixes[0], "http://a.org/news/");
	T_INT(f->ntemplates, 1);
	T_INT(f->templates[0].version, 3);
	T_STR(f->templates[0].method, "teaser");
	T_INT(f->templates[0].learned_at, 1714979289);
	/* The template travels as it was stored. */
	t = tmpl_from_json(f->templates[0].json, &cause);
	T_OK(t != NULL);
	if (t != NULL) {
		free(text);
		text = tmpl_to_json(t);
		T_STR(text, j1);
		tmpl_free(t);
	}
	f = export_feed(back, 1);
	T_STR(f->name, "other");
	T_OK(f->url == NULL);
	T_INT(f->nhosts, 0);
	T_OK(f->templates[0].method == NULL);
	T_INT(f->templates[0].learned_at, 0);
	export_free(back);
done:
	free(cause);
	free(text);
	free(j1);
	free(j2);
	export_free(ex);
}

/* A file around one feed's template object (the text of tj). */
static char *
file_with(const char *feed, const char *tj)
{
	char *out;

	xasprintf(&out,
	    "{\"format\": \"templar-templates\", \"version\": 1,"
	    " \"feeds\": [%s{\"name\": \"f\", \"hosts\": [], \"templates\":"
	    " [{\"version\": 1, \"learned_at\": null, \"template\": %s}]}]}",
	    feed, tj);
	return out;
}

static void
test_export_refuses_bad_files(void)
{
	static const struct {
		const char *feed, *tj, *cause;
	} bad[] = {
		{ "", "{\"version\": 1, \"body_xpath\": \"//div[\"}",
		    "feed f: template v1: template: body_xpath" },
		{ "", "{\"version\": 1}",
		    "feed f: template v1: template: "
		    "no body_xpath" },
		{ "", "{\"version\": 7, \"body_xpath\": \"//p\"}",
		    "template: unknown version" },
		{ "", "\"//p\"", "feed f: template v1: no template object" },
		{ "{\"name\": \"\"}, ", "{}", "feed 1: not an object" },
		{ "{\"name\": \"g\", \"templates\": {}}, ", "{}",
		    "feed g: templates is not an array" },
		{ "{\"name\": \"g\", \"hosts\": [1], \"templates\": []}, ",
		    "{}", "feed g: hosts holds a non-string" },
	};
	static const struct {
		const char *text, *cause;
	} whole[] = {
		{ "{\"feeds\": [", "not valid JSON" },
		{ "[]", "not a templar-templates file" },
		{ "{\"format\": \"x\", \"version\": 1, \"feeds\": []}",
		    "not a templar-templates file" },
		{ "{\"format\": \"templar-templates\", \"version\": 2, "
		  "\"feeds\": []}",
		    "version 2 of the format is unknown" },
		{ "{\"format\": \"templar-templates\", \"feeds\": []}",
		    "no format version" },
		{ "{\"format\": \"templar-templates\", \"version\": 1}",
		    "feeds is not an array" },
		{ "{\"format\": \"templar-templates\", \"version\": 1, "
		  "\"feeds\": [{\"name\": \"f\", \"templates\": [{"
		  "\"version\": 1, \"learned_at\": \"yesterday\", "
		  "\"template\": {\"version\": 1, \"body_xpath\": \"//p\"}"
		  "}]}]}",
		    "learned_at is not a time" },
	};
	struct export *ex;
	char *text, *cause;
	size_t i;

	for (i = 0; i < NELEM(bad); i++) {
		text = file_with(bad[i].feed, bad[i].tj);
		cause = NULL;
		ex = export_from_json(text, &cause);
		T_OK_MSG(ex == NULL, "bad[%zu] read", i);
		T_OK_MSG(cause != NULL && strstr(cause, bad[i].cause) != NULL,
		    "bad[%zu]: %s", i, cause ? cause : "(none)");
		export_free(ex);
		free(cause);
		free(text);
	}
	for (i = 0; i < NELEM(whole); i++) {
		cause = NULL;
		ex = export_from_json(whole[i].text, &cause);
		T_OK_MSG(ex == NULL, "whole[%zu] read", i);
		T_OK_MSG(cause != NULL && strstr(cause, whole[i].cause) != NULL,
		    "whole[%zu]: %s", i, cause ? cause : "(none)");
		export_free(ex);
		free(cause);
	}
	/* The good one, to show the cases above fail for their reason. */
	text = file_with("", "{\"version\": 1, \"body_xpath\": \"//p\"}");
	cause = NULL;
	ex = export_from_json(text, &cause);
	T_OK_MSG(ex != NULL, "%s", cause ? cause : "");
	export_free(ex);
	free(cause);
	free(text);
}

static void
test_export_ftr_site_lines(void)
{
	struct export *ex = export_new();
	const struct export_feed *f;
	char *j, *out = NULL;
	size_t i;

	/* Strip rules anchored under the body, layouts in order. */
	j = json_of("//h1[@class='t']", "//div[@id='story']", ".//aside",
	    "//main | //article");
	i = export_add_feed(ex, "gazette", NULL);
	export_add_page(ex, i, "http://www.a.org/news/1.html");
	export_add_template(ex, i, 4, "teaser", 0, j);
	free(j);
	f = export_feed(ex, i);
	T_INT(export_ftr_site(f, 0, &out), 0);
	T_STR(out,
	    "# generated by templar from feed gazette, template v4\n"
	    "title: //h1[@class='t']\n"
	    "body: //div[@id='story']\n"
	    "strip: //div[@id='story']//aside\n"
	    "body: //main | //article\n"
	    "test_url: http://www.a.org/news/1.html\n");
	/* A second feed on the host: its lines follow; a rule of the
	 * document's own (a feed's strip_xpath) is anchored too, part by
	 * part, and one that cannot be is left out. */
	j = json_of(NULL, "//p", "//nav | .//div[@class='a|b']", NULL);
	i = export_add_feed(ex, "other", NULL);
	export_add_page(ex, i, "http://www.a.org/x");
	export_add_template(ex, i, 1, "teaser", 0, j);
	free(j);
	T_INT(export_ftr_site(export_feed(ex, i), 0, &out), 0);
	T_OK(strstr(out,
		 "test_url: http://www.a.org/news/1.html\n\n"
		 "# generated by templar from feed other, template v1\n"
		 "body: //p\n"
		 "strip: //p//nav | //p//div[@class='a|b']\n"
		 "test_url: http://www.a.org/x\n") != NULL);
	j = json_of(NULL, "//p", "/html/body//nav", NULL);
	i = export_add_feed(ex, "third", NULL);
	export_add_page(ex, i, "http://www.a.org/y");
	export_add_template(ex, i, 1, "teaser", 0, j);
	free(j);
	T_INT(export_ftr_site(export_feed(ex, i), 0, &out), 0);
	T_OK(strstr(out, "/html/body//nav") == NULL);
	free(out);
	/* A feed without a template, a host out of range: nothing. */
	out = NULL;
	i = export_add_feed(ex, "none", NULL);
	export_add_page(ex, i, "http://c.org/x");
	T_INT(export_ftr_site(export_feed(ex, i), 0, &out), -1);
	T_INT(export_ftr_site(export_feed(ex, 0), 5, &out), -1);
	T_OK(out == NULL);
	export_free(ex);
}

static void
test_export_ftr_union_body_strip(void)
{
	struct export *ex = export_new();
	char *j, *out = NULL;
	size_t i;

	j = json_of(NULL, "//div[@id='a'] | //div[@id='b']", "./p[1]", NULL);
	i = export_add_feed(ex, "u", NULL);
	export_add_template(ex, i, 1, NULL, 0, j);
	free(j);
	/* No page, no host: a host given by hand. */
	T_INT(export_ftr_site(export_feed(ex, i), 0, &out), -1);
	export_add_page(ex, i, "https://u.org/");
	T_INT(export_ftr_site(export_feed(ex, i), 0, &out), 0);
	T_OK(out != NULL &&
	    strstr(out, "strip: (//div[@id='a'] | //div[@id='b'])/p[1]\n") !=
		NULL);
	free(out);
	export_free(ex);
}

static void
test_export_ftr_layouts_share_lines_once(void)
{
	struct export *ex = export_new();
	struct tmpl *t, *l;
	char *j, *out = NULL;
	size_t i;

	t = tmpl_new();
	tmpl_set_title_xpath(t, "//h1");
	tmpl_set_body_xpath(t, "//article");
	l = tmpl_new();
	tmpl_set_title_xpath(l, "//h1");
	tmpl_set_body_xpath(l, "//main");
	T_INT(tmpl_add_layout(t, l), 0);
	j = tmpl_to_json(t);
	tmpl_free(t);
	i = export_add_feed(ex, "two", NULL);
	export_add_page(ex, i, "https://two.org/a");
	export_add_template(ex, i, 2, NULL, 0, j);
	free(j);
	T_INT(export_ftr_site(export_feed(ex, i), 0, &out), 0);
	T_STR(out,
	    "# generated by templar from feed two, template v2\n"
	    "title: //h1\nbody: //article\nbody: //main\n"
	    "test_url: https://two.org/a\n");
	free(out);
	export_free(ex);
}

static void
test_export_ftr_file_drops_www(void)
{
	char *s;

	s = export_ftr_file("www.example.org");
	T_STR(s, "example.org.txt");
	free(s);
	s = export_ftr_file("news.example.org");
	T_STR(s, "news.example.org.txt");
	free(s);
	s = export_ftr_file("www.");
	T_STR(s, "www..txt");
	free(s);
}

int
main(void)
{
	T_RUN(test_export_prefix_is_the_longest_common_directory);
	T_RUN(test_export_json_round_trip);
	T_RUN(test_export_refuses_bad_files);
	T_RUN(test_export_ftr_site_lines);
	T_RUN(test_export_ftr_union_body_strip);
	T_RUN(test_export_ftr_layouts_share_lines_once);
	T_RUN(test_export_ftr_file_drops_www);
	return t_done();
}

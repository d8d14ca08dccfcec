/* SPDX-License-Identifier: ISC */
/* Unit tests for headline.c: the entry's headline inside a page title. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "../lib/tdom.h"
#include "headline.h"
#include "html.h"
#include "text.h"
#include "tmpl.h"
#include "util.h"

/* headline_part(title, entry) is want (NULL: none). */
static void
check(const char *title, const char *entry, const char *want)
{
	char *got = headline_part(title, entry);

	if (want == NULL)
		T_OK_MSG(got == NULL, "%s | %s: got %s", title, entry, got);
	else
		T_STR(got, want);
	free(got);
}

static void
test_headline_masthead_and_section_go(void)
{
	check("Harbour bridge reopens | Evening Star", "Harbour bridge reopens",
	    "Harbour bridge reopens");
	check("Morning Post: City Life  : Harbour bridge reopens",
	    "Harbour bridge reopens", "Harbour bridge reopens");
	check("Gazette... Harbour bridge reopens", "harbour bridge reopens",
	    "Harbour bridge reopens");
	check("Mayor Ann Lee - The Bridge That Came Back",
	    "The Bridge That Came Back", "The Bridge That Came Back");
	check("Harbour bridge reopens \xe2\x80\x94 traffic returns at last",
	    "Harbour bridge reopens", "Harbour bridge reopens");
}

static void
test_headline_words_stay_whole(void)
{
	/* no separator: a longer headline, not a masthead */
	check("Harbour bridge reopens after storm", "Harbour bridge reopens",
	    NULL);
	/* a hyphen inside a word is no separator */
	check("Old-Harbour bridge reopens", "Harbour bridge reopens", NULL);
	check("Harbour bridge reopens-again", "Harbour bridge reopens", NULL);
	/* the same title, or none to go by */
	check("Harbour bridge reopens", "harbour  bridge reopens", NULL);
	check("Harbour bridge reopens | Star", "", NULL);
	check(NULL, "Harbour bridge reopens", NULL);
	/* nothing but separators around it */
	check(" | Harbour bridge reopens", "Harbour bridge reopens", NULL);
	check("Harbour bridge reopens | ", "Harbour bridge reopens", NULL);
}

/* A page of one paragraph under the <title> title. */
static struct html_doc *
page_titled(const char *title)
{
	char *html;
	struct html_doc *doc;

	xasprintf(&html,
	    "<html><head><title>%s</title></head><body><p>Text.</p></body>"
	    "</html>",
	    title);
	doc = t_parse(html);
	free(html);
	return doc;
}

/* A template reading the <title> less the suffix learned. */
static struct tmpl *
title_template(const char *suffix)
{
	struct tmpl *t = tmpl_new();

	tmpl_set_body_xpath(t, "//body");
	tmpl_set_title_xpath(t, "//title");
	tmpl_set_title_strip(t, NULL, suffix);
	return t;
}

/*
 * A title whose learned suffix strip cut the headline away (the strip
 * took the text after the last dash): the headline comes from the
 * element whole; so does a headline the strip cut at its own dash.
 */
static void
test_headline_of_element_before_strip(void)
{
	struct html_doc *doc =
	    page_titled("Mayor Ann Lee - The Bridge That Came Back");
	struct tmpl *t = title_template(" - Subtitle Of Another Page");
	char *got;

	got = tmpl_apply_title(t, doc);
	T_STR(got, "Mayor Ann Lee");
	free(got);
	got = headline_of(t, doc, "Mayor Ann Lee", "The Bridge That Came Back");
	T_STR(got, "The Bridge That Came Back");
	free(got);
	got = headline_of(t, doc, "Mayor Ann Lee", "Mayor Ann Lee");
	T_STR(got, NULL);
	free(got);
	got = headline_of(t, doc, "Mayor Ann Lee", "A Different Story");
	T_STR(got, NULL);
	free(got);
	/* the strip cut at a dash of the headline's own */
	got = headline_of(t, doc, "Mayor Ann Lee",
	    "Mayor Ann Lee - The Bridge That Came Back");
	T_STR(got, "Mayor Ann Lee - The Bridge That Came Back");
	free(got);
	tmpl_free(t);
	html_doc_free(doc);
}

/*
 * A page that names no headline but in a heading, under a feed that
 * decorates its titles: the heading reading the headline the feed's
 * title holds is the title, not the feed's title with its decoration.
 */
static void
test_headline_of_heading_under_decoration(void)
{
	static const char page[] =
	    "<html><head></head><body><h2>Rates rise again</h2>"
	    "<p>Text.</p></body></html>";
	struct html_doc *doc;
	struct tmpl *t;
	char *got;

	doc = t_parse(page);
	t = tmpl_new();
	got = headline_of(t, doc, NULL, "Rates rise again | The Daily Bugle");
	T_STR(got, "Rates rise again");
	free(got);
	got = headline_of(t, doc, NULL, "Snow falls | The Daily Bugle");
	T_STR(got, NULL);
	free(got);
	tmpl_free(t);
	html_doc_free(doc);
}

/*
 * The headline a page shows for a decorated entry title: its own
 * heading reading the part the decoration leaves, not a masthead
 * linking home; none for a title with no decoration, one cut short, or
 * one a heading shows whole.
 */
static void
test_headline_shown(void)
{
	static const char page[] =
	    "<html><head></head><body><h1><a href=\"/\">Rates rise "
	    "again</a></h1><h2>Rates rise again</h2><h3>Snow falls: the "
	    "winter | Bugle</h3><p>Text.</p></body></html>";
	struct html_doc *doc;
	char *got;

	doc = t_parse(page);
	got = headline_shown(doc, "Rates rise again | The Daily Bugle");
	T_STR(got, "Rates rise again");
	free(got);
	got = headline_shown(doc, "[Markets] Rates rise again");
	T_STR(got, "Rates rise again");
	free(got);
	got = headline_shown(doc, "Rates rise again");
	T_STR(got, NULL);
	got = headline_shown(doc, "Rates rise again: the...");
	T_STR(got, NULL);
	got = headline_shown(doc, "Snow falls: the winter | Bugle");
	T_STR(got, NULL);
	got = headline_shown(doc, "Floods | The Daily Bugle");
	T_STR(got, NULL);
	T_STR(headline_shown(doc, NULL), NULL);
	html_doc_free(doc);
}

/*
 * The site's name learned with a section's before it (" - Gossip - The
 * Daily Bugle"), met on a page of another section: what is cut is the
 * site's name, and a feed that decorates its titles with it does not
 * bring it back; a dash of the headline's own, cut as a name, does.
 */
static void
test_headline_of_learned_name_stays_cut(void)
{
	struct html_doc *doc = page_titled("Rates rise - The Daily Bugle");
	struct html_doc *doc2 = page_titled("Spider - Man returns");
	struct tmpl *t = title_template(" - Gossip - The Daily Bugle");
	char *got;

	got = tmpl_apply_title(t, doc);
	T_STR(got, "Rates rise");
	free(got);
	got = headline_of(t, doc, "Rates rise", "Rates rise - The Daily Bugle");
	T_STR(got, NULL);
	free(got);
	got = tmpl_apply_title(t, doc2);
	T_STR(got, "Spider");
	free(got);
	got = headline_of(t, doc2, "Spider", "Spider - Man returns");
	T_STR(got, "Spider - Man returns");
	free(got);
	tmpl_free(t);
	html_doc_free(doc);
	html_doc_free(doc2);
}

/*
 * A feed's label before the headline ("[Feature] ..."), on a page whose
 * <title> puts a name before the headline: the headline is the part of
 * the <title> the title less its label reads.  A title the feed cut
 * short is no decorated one: its first part is no headline.
 */
static void
test_headline_of_label_in_title(void)
{
	struct html_doc *doc = page_titled("Ann Lee - The Fire and the Girls");
	struct html_doc *doc2 =
	    page_titled("A tour of the town: streets and parks in the rain");
	struct tmpl *t = title_template(" - Gossip Pages");
	char *got;

	got =
	    headline_of(t, doc, "Ann Lee", "[Feature] The Fire and the Girls");
	T_STR(got, "The Fire and the Girls");
	free(got);
	got = headline_of(t, doc2,
	    "A tour of the town: streets and parks in the rain",
	    "A tour of the town: streets and...");
	T_STR(got, NULL);
	free(got);
	tmpl_free(t);
	html_doc_free(doc);
	html_doc_free(doc2);
}

/*
 * A title that reads the entry's already but was typed as the feed
 * types it (a meta copying the feed's "It's") is the page's heading as
 * the page sets it ("It’s"); one set already stays, even where an
 * earlier heading types it (a list of the site's stories); a no-break
 * space in it is a space.
 */
static void
test_headline_of_as_set(void)
{
#define AS_SET_H1                                                              \
	"<h1>Harbour\xe2\x80\x99s wall \xe2\x80\x9cholds\xe2\x80\x9d "         \
	"\xe2\x80\x94 for now</h1>"
	static const char page[] =
	    "<html><head><title>x</title></head><body>" AS_SET_H1
	    "<p>Text.</p></body></html>";
	static const char listed[] =
	    "<html><head><title>x</title></head><body>"
	    "<h3>Harbour's wall \"holds\" - for now</h3>" AS_SET_H1
	    "<p>Text.</p></body></html>";
#undef AS_SET_H1
	const char *set = "Harbour\xe2\x80\x99s wall \xe2\x80\x9cholds"
			  "\xe2\x80\x9d \xe2\x80\x94 for now";
	struct html_doc *doc;
	struct tmpl *t;
	char *got;

	doc = t_parse(page);
	t = tmpl_new();
	tmpl_set_body_xpath(t, "//body");
	tmpl_set_title_xpath(t, "//h1");
	got = headline_of(t, doc, "Harbour's wall \"holds\" - for now",
	    "Harbour's wall \"holds\" - for now");
	T_STR(got, set);
	free(got);
	got = headline_of(t, doc, set, "Harbour's wall \"holds\" - for now");
	T_STR(got, NULL);
	free(got);
	/* so is the part of a title the feed decorates the title found
	 * reads (an og:title typed plainly, the feed's title as the page's
	 * heading sets it, and the site's name after it) */
	got = headline_of(t, doc, "Harbour's wall \"holds\" - for now",
	    "Harbour\xe2\x80\x99s wall \"holds\" - for now | The Bugle");
	T_STR(got, set);
	free(got);
	html_doc_free(doc);
	doc = t_parse(listed);
	got = headline_of(t, doc, set, "Harbour's wall \"holds\" - for now");
	T_STR(got, NULL);
	free(got);
	got = headline_of(
	    t, doc, "Harbour wall\xc2\xa0holds", "Harbour wall holds");
	T_STR(got, "Harbour wall holds");
	free(got);
	T_INT(text_typeset(set), 4);
	T_OK(text_reads_same(set, "HARBOUR'S WALL \"HOLDS\" -- for now") == 0);
	T_OK(text_reads_same(set, "harbour's  wall \"holds\" - for now"));
	tmpl_free(t);
	html_doc_free(doc);
}

/*
 * The template reads a short form of the headline (a teaser card's
 * link, og:title) or another element on a page of another layout: the
 * page's heading that reads the entry's title whole is the headline.
 */
static void
test_headline_of_heading_whole(void)
{
	static const char page[] =
	    "<html><head><title>x</title>"
	    "<meta property='og:title' content='Harbour bridge reopens'>"
	    "</head><body><div class='card'><h3><a href='/a'>Harbour bridge "
	    "reopens</a></h3></div><div class='kicker'><h1>World</h1></div>"
	    "<h2 class='story'><a href='/a'>Harbour  Bridge reopens</a>"
	    " <em>after storm</em></h2><p>Text.</p>"
	    "<h2 hidden>Harbour bridge reopens at dawn</h2>"
	    "<div style='display:none'><h2>Ferry resumes</h2></div>"
	    "</body></html>";
	struct html_doc *doc;
	struct tmpl *t;
	char *got;

	doc = t_parse(page);
	t = tmpl_new();
	tmpl_set_body_xpath(t, "//body");
	tmpl_set_title_xpath(t, "//meta[@property='og:title']/@content");
	got = headline_of(t, doc, "Harbour bridge reopens",
	    "Harbour bridge reopens after storm");
	T_STR(got, "Harbour Bridge reopens after storm");
	free(got);
	/* another layout: the template read a section label */
	tmpl_set_title_xpath(t, "//div[@class='kicker']/h1");
	got =
	    headline_of(t, doc, "World", "harbour bridge REOPENS after storm");
	T_STR(got, "Harbour Bridge reopens after storm");
	free(got);
	/* nothing read at all */
	got = headline_of(t, doc, NULL, "Harbour bridge reopens after storm");
	T_STR(got, "Harbour Bridge reopens after storm");
	free(got);
	/* the title read is the entry's: kept */
	got = headline_of(t, doc, "Harbour bridge reopens after storm",
	    "Harbour bridge reopens after storm");
	T_STR(got, NULL);
	free(got);
	/* a heading holding more than the entry's title is not it, nor is a
	 * heading the page hides, nor one that only holds it in part */
	got = headline_of(t, doc, "World", "Harbour bridge reopens after");
	T_STR(got, NULL);
	free(got);
	got = headline_of(t, doc, "World", "Harbour bridge reopens at dawn");
	T_STR(got, NULL);
	free(got);
	got = headline_of(t, doc, "World", "Harbour bridge reopens");
	T_STR(got, "Harbour bridge reopens");
	free(got);
	got = headline_heading(doc, "Ferry resumes");
	T_STR(got, NULL);
	free(got);
	got = headline_heading(doc, "Bridge reopens");
	T_STR(got, NULL);
	free(got);
	tmpl_free(t);
	html_doc_free(doc);
}

int
main(void)
{
	T_RUN(test_headline_masthead_and_section_go);
	T_RUN(test_headline_words_stay_whole);
	T_RUN(test_headline_of_element_before_strip);
	T_RUN(test_headline_of_heading_under_decoration);
	T_RUN(test_headline_shown);
	T_RUN(test_headline_of_learned_name_stays_cut);
	T_RUN(test_headline_of_label_in_title);
	T_RUN(test_headline_of_as_set);
	T_RUN(test_headline_of_heading_whole);
	return t_done();
}

/* SPDX-License-Identifier: ISC */
/* Unit tests for storylinks.c: links that are the article's own text. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "../lib/t.h"
#include "../lib/tdom.h"
#include "html.h"
#include "storylinks.h"

/* storylinks_annotated_list() of the page's first list. */
static int
annotated(const char *html)
{
	struct html_doc *doc;
	xmlNodePtr l;
	int r = -1;

	if ((doc = t_parse(html)) == NULL)
		return -1;
	l = t_find(xmlDocGetRootElement(html_doc_xml(doc)), "ul");
	if (l == NULL)
		l = t_find(xmlDocGetRootElement(html_doc_xml(doc)), "ol");
	if (l != NULL)
		r = storylinks_annotated_list(l);
	html_doc_free(doc);
	return r;
}

/* storylinks_shows_address() of the page's first link. */
static int
address(const char *html)
{
	struct html_doc *doc;
	xmlNodePtr a;
	int r = -1;

	if ((doc = t_parse(html)) == NULL)
		return -1;
	if ((a = t_find(xmlDocGetRootElement(html_doc_xml(doc)), "a")) != NULL)
		r = storylinks_shows_address(a);
	html_doc_free(doc);
	return r;
}

/* storylinks_sources_list() of the first list of a page read from url. */
static int
sources(const char *html, const char *url)
{
	struct storylinks_own own;
	struct html_doc *doc;
	char *cause = NULL;
	xmlNodePtr l;
	int r = -1;

	doc = html_parse(html, strlen(html), "utf-8", url, &cause);
	free(cause);
	if (doc == NULL)
		return -1;
	l = t_find(xmlDocGetRootElement(html_doc_xml(doc)), "ul");
	if (l == NULL)
		l = t_find(xmlDocGetRootElement(html_doc_xml(doc)), "ol");
	own.read = 0;
	if (l != NULL)
		r = storylinks_sources_list(l, &own);
	html_doc_free(doc);
	return r;
}

/* A site's menu: six links to its own pages. */
#define MENU                                                                   \
	"<a href=http://econ.example.net/a>A</a><a "                           \
	"href=http://econ.example.net/b>B</a><a "                              \
	"href=http://econ.example.net/c>C</a><a "                              \
	"href=http://econ.example.net/d>D</a><a "                              \
	"href=http://econ.example.net/e>E</a><a "                              \
	"href=http://econ.example.net/f>F</a>"

/* A day's reading: each item a few words and a link to another site. */
#define READING                                                                \
	"<li>Storm forces a <a href=http://news.example.com/a>hospital "       \
	"evacuation</a></li><li><a href=https://econ.example.net/b>Doubts "    \
	"about pay for results</a> (<a href=https://econ.example.net/c>more"   \
	"</a>)</li><li><a href=http://www.journal.example.org/d>Technology "   \
	"and spending</a>.</li><li><a href=//video.example.co.uk/e>The "       \
	"lecture, unplugged</a>.</li>"

static void
test_storylinks_list_said_item_by_item(void)
{
	/* deals with their prices, papers with their authors: the story */
	T_INT(annotated(
		  "<div><p>This week's deals:</p><ul>"
		  "<li><a href=/a>Laptop, 8 GB</a> (was $799)</li>"
		  "<li><a href=/b>Camera with two lenses</a> (was $450)</li>"
		  "<li><a href=/c>Router</a> <b>use code X7</b></li>"
		  "</ul><p>More next week.</p></div>"),
	    1);
	T_INT(annotated("<div><p>Papers:</p><ol>"
			"<li><a href=/a>Publicness</a> von Anna Berg</li>"
			"<li><a href=/b>Gesichter</a> von Jan Holm</li>"
			"</ol></div>"),
	    1);
}

static void
test_storylinks_list_of_links_alone(void)
{
	/* a menu or a related list says nothing beside its links */
	T_INT(annotated("<div><p>Read on:</p><ul>"
			"<li><a href=/a>Floods close the ring road</a></li>"
			"<li><a href=/b>Zoo welcomes twin pandas</a></li>"
			"<li><a href=/c>Late train fares to rise</a></li>"
			"</ul></div>"),
	    0);
	/* one item that says nothing is enough to tell */
	T_INT(annotated("<div><ul>"
			"<li><a href=/a>Floods</a> (2 comments)</li>"
			"<li><a href=/b>Pandas</a> | </li>"
			"</ul></div>"),
	    0);
	/* a single item is no list */
	T_INT(annotated("<div><ul><li><a href=/a>Floods</a> (2011)</li>"
			"</ul></div>"),
	    0);
}

static void
test_storylinks_list_under_its_own_heading(void)
{
	/* a section of its own, "on this day, other years", even with a
	 * year beside every link */
	T_INT(annotated("<div><p>The story.</p><h3>Other years</h3><ul>"
			"<li><a href=/a>Buffing up</a> - 2007</li>"
			"<li><a href=/b>Every day</a> - 2005</li>"
			"</ul></div>"),
	    0);
	/* an empty element between them changes nothing */
	T_INT(annotated("<div><h3>Other years</h3><div></div><ul>"
			"<li><a href=/a>Buffing up</a> - 2007</li>"
			"<li><a href=/b>Every day</a> - 2005</li>"
			"</ul></div>"),
	    0);
}

static void
test_storylinks_shows_address(void)
{
	T_INT(
	    address("<p>More: <a href=/x>http://example.org/plans</a></p>"), 1);
	T_INT(address("<p><a href=/x> HTTPS://example.org</a></p>"), 1);
	T_INT(address("<p><a href=/x><b>www.example.org</b></a></p>"), 1);
	T_INT(address("<p><a href=/x>Read the plans</a></p>"), 0);
	/* the prefix alone is no address */
	T_INT(address("<p><a href=/x>www.</a></p>"), 0);
	T_INT(address("<p><a href=/x>Visit http://example.org</a></p>"), 0);
}

static void
test_storylinks_sources(void)
{
	/* a post that is a day's reading: the story, wherever it is read
	 * from (an address of no host is the page's own site) */
	T_INT(sources("<div><ul>" READING "</ul><p>Plus one more.</p></div>",
		  "http://blog.example.edu/2012/10/reading.html"),
	    1);
	T_INT(sources("<div><p>Here is what I read:</p><ol>" READING
		      "</ol></div>",
		  NULL),
	    1);
	/* the page's own site, as its canonical link or most of its links
	 * name it, is no source, here read from another address */
	T_INT(sources("<html><head><link rel=canonical "
		      "href=http://www.news.example.com/x.html></head><body>"
		      "<div><ul>" READING "</ul></div></body></html>",
		  "http://127.0.1.5/x.html"),
	    0);
	T_INT(sources("<div><a href=http://econ.example.net/>Home</a>"
		      "<a href=http://econ.example.net/n>News</a>" MENU
		      "<ul>" READING "</ul></div>",
		  "http://127.0.1.5/x.html"),
	    0);
	/* a few links to one source are not the site's menus */
	T_INT(
	    sources("<div><a href=http://econ.example.net/>Home</a><ul>" READING
		    "</ul></div>",
		"http://127.0.1.5/x.html"),
	    1);
	/* a second level under a country's code: one site */
	T_INT(sources("<div><ul>" READING "</ul></div>",
		  "http://www.other.co.uk/post.html"),
	    1);
	T_INT(sources("<div><ul>" READING "</ul></div>",
		  "http://blog.video.example.co.uk/post.html"),
	    0);
}

static void
test_storylinks_sources_not(void)
{
	/* related stories lead into the site itself */
	T_INT(sources("<div><ul>"
		      "<li><a href=http://blog.example.edu/a>Floods close "
		      "the ring road</a></li>"
		      "<li><a href=/b>Zoo welcomes twin pandas</a></li>"
		      "<li><a href=/c>Late train fares to rise</a></li>"
		      "</ul></div>",
		  "http://blog.example.edu/post.html"),
	    0);
	/* share buttons carry the page's own address */
	T_INT(
	    sources("<div><ul>"
		    "<li><a href='http://social.example.com/share?u=http%3A%2F"
		    "%2Fblog.example.edu%2Fpost.html'>Share this post</a></li>"
		    "<li><a href='http://chat.example.net/intent?url=http://"
		    "blog.example.edu/post.html'>Tweet this post</a></li>"
		    "<li><a href='http://pins.example.org/pin?u=blog.example."
		    "edu'>Pin this post</a></li></ul></div>",
		"http://blog.example.edu/post.html"),
	    0);
	/* a word an item is a name, not a source: a blogroll */
	T_INT(sources("<div><ul>"
		      "<li><a href=http://a.example.com/>Ann</a></li>"
		      "<li><a href=http://b.example.net/>Bob</a></li>"
		      "<li><a href=http://c.example.org/>Cy</a></li>"
		      "</ul></div>",
		  "http://blog.example.edu/post.html"),
	    0);
	/* two sites are too few; an item without a link to another site
	 * is no source */
	T_INT(sources("<div><ul>"
		      "<li><a href=http://a.example.com/1>One long story</a>"
		      "</li><li><a href=http://a.example.com/2>Two long "
		      "stories</a></li><li><a href=http://b.example.net/>Three "
		      "long stories</a></li></ul></div>",
		  "http://blog.example.edu/post.html"),
	    0);
	T_INT(sources("<div><ul>" READING
		      "<li>No link in this one</li></ul></div>",
		  "http://blog.example.edu/post.html"),
	    0);
	/* under a heading of its own: a section apart ("elsewhere") */
	T_INT(sources("<div><p>The story.</p><h3>Elsewhere</h3><ul>" READING
		      "</ul></div>",
		  "http://blog.example.edu/post.html"),
	    0);
}

int
main(void)
{
	T_RUN(test_storylinks_list_said_item_by_item);
	T_RUN(test_storylinks_list_of_links_alone);
	T_RUN(test_storylinks_list_under_its_own_heading);
	T_RUN(test_storylinks_shows_address);
	T_RUN(test_storylinks_sources);
	T_RUN(test_storylinks_sources_not);
	return t_done();
}

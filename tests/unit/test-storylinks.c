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

int
main(void)
{
	T_RUN(test_storylinks_list_said_item_by_item);
	T_RUN(test_storylinks_list_of_links_alone);
	T_RUN(test_storylinks_list_under_its_own_heading);
	T_RUN(test_storylinks_shows_address);
	return t_done();
}

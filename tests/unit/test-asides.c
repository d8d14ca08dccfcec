/* SPDX-License-Identifier: ISC */
/* Unit tests for asides.c: boxes set into an article's paragraphs. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "../lib/t.h"
#include "../lib/tmark.h"
#include "asides.h"
#include "html.h"
#include "util.h"

/* The body's text once the boxes below it are dropped; *n boxes. */
static char *
marked_text(const char *page, size_t *n)
{
	return t_mark_text(page, asides_mark, n);
}

static void
test_asides_fact_box_and_quote(void)
{
	/* a box of facts and a pull quote between the story's paragraphs */
	const char *page =
	    "<html><body><div>" P1 "<div class=box><h3>The budget</h3><ul>"
	    "<li>Pool: 1.2m</li><li>Library: 0.8m</li></ul></div>" P2
	    "<div><h2>&ldquo;</h2><blockquote><p>We kept what people use, and "
	    "we kept it open for everyone who needs it, all year.</p>"
	    "</blockquote><span>The mayor</span></div>" P1
	    "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 2);
	T_OK(s != NULL && strstr(s, "the bus.") != NULL);
	T_OK(s != NULL && strstr(s, "Pool: 1.2m") == NULL);
	T_OK(s != NULL && strstr(s, "We kept what people use") == NULL);
	free(s);
}

static void
test_asides_not_sections(void)
{
	/* a section of the story under its heading says paragraphs */
	const char *page = "<html><body><div>" P1 "<div><h3>The pool</h3>" P2
			   "</div>" P1 "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "The pool") != NULL);
	free(s);
}

static void
test_asides_not_lists_of_the_story(void)
{
	/* a list with no heading, and a box after the story's last
	 * paragraph, are left alone */
	const char *page =
	    "<html><body><div>" P1 "<div><ul><li>Pool: 1.2m</li>"
	    "<li>Library: 0.8m</li></ul></div>" P2
	    "<div><h3>The budget</h3><ul><li>Buses: 2.0m</li></ul></div>"
	    "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Pool: 1.2m") != NULL);
	T_OK(s != NULL && strstr(s, "Buses: 2.0m") != NULL);
	free(s);
}

#define FACTS                                                                  \
	"<div class=info><div><span>Founded:</span> <span>2004</span></div>"   \
	"<div><b>Staff</b> : 120</div><div><span>Site:</span> "                \
	"<a href=/x>example.org</a></div></div>"

static void
test_asides_facts_at_the_tail(void)
{
	/* after the story's last paragraph, a box around a list of
	 * "label: value" facts goes, with its heading and its paragraph */
	const char *page =
	    "<html><body><div>" P1 P2 "<div class=card><h2><a href=/c>The "
	    "company</a></h2>" FACTS "<p>The company builds buses for towns "
	    "and cities, and has done so since it was founded.</p></div>"
	    "</div></body></html>";
	size_t n;
	char *s = t_mark_text(page, asides_facts, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the bus.") != NULL);
	T_OK(s != NULL && strstr(s, "Founded") == NULL &&
	    strstr(s, "builds buses") == NULL && strstr(s, "company") == NULL);
	free(s);
}

static void
test_asides_facts_of_the_story(void)
{
	/* facts as the story's own lines, a box of them before the story
	 * goes on, and labels with no value (a recipe's parts) stay */
	const char *own =
	    "<html><body><div>" P1 P2
	    "<p><b>When:</b> Tuesday</p><p><b>Where:</b> the "
	    "hall</p><p><b>Cost:</b> free</p></div></body></html>";
	const char *between = "<html><body><div>" P1 "<div>" FACTS "</div>" P2
			      "</div></body></html>";
	const char *labels =
	    "<html><body><div>" P1 P2 "<div><p><b>For the dough:</b></p>"
	    "<p><b>For the filling:</b></p><p><b>For the icing:</b></p>"
	    "<p>Mix the flour and the water, then let it rest an hour or "
	    "two in a warm place.</p></div></div></body></html>";
	size_t n;
	char *s;

	s = t_mark_text(own, asides_facts, &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Cost:") != NULL);
	free(s);
	s = t_mark_text(between, asides_facts, &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Founded:") != NULL);
	free(s);
	s = t_mark_text(labels, asides_facts, &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "For the icing:") != NULL);
	free(s);
}

static void
test_asides_facts_in_a_recipe(void)
{
	/* a recipe's card after a story twice as long: its times are
	 * facts, but the card lists its ingredients and steps, which are
	 * the story's; it stays whole.  A list of a fact's values ("Sensors:
	 * GPS, ...") or of links (tabs) is no list of another kind: a spec
	 * sheet's box goes */
	const char *recipe =
	    "<html><body><div>" P1 P2 P1 P2 "<div class=card><h2>Plum cake</h2>"
	    "<div><div><span>Prep:</span> 20 mins</div><div><span>Cook:"
	    "</span> 40 mins</div><div><span>Serves:</span> 8 "
	    "people</div></div>"
	    "<ul><li>200 g flour</li><li>6 plums</li><li>2 eggs</li></ul>"
	    "<ol><li>Halve the plums and take out their stones.</li>"
	    "<li>Beat the eggs into the flour and the butter.</li>"
	    "<li>Bake it for forty minutes in a hot oven.</li></ol></div>"
	    "</div></body></html>";
	const char *sheet =
	    "<html><body><div>" P1 P2 "<div class=spec><h3>Phone</h3>"
	    "<ul class=tabs><li><a href=#a>Specs</a></li><li><a href=#b>"
	    "Photos</a></li><li><a href=#c>Prices</a></li></ul><div>"
	    "<ul><b>Screen</b> : 4.3 inch</ul><ul><b>Weight</b> : 170 g"
	    "</ul><ul><b>Sensors</b>: <li>GPS</li><li>Compass</li><li>"
	    "Light</li></ul></div></div></div></body></html>";
	size_t n;
	char *s;

	s = t_mark_text(recipe, asides_facts, &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Plum cake") != NULL &&
	    strstr(s, "6 plums") != NULL && strstr(s, "hot oven") != NULL);
	free(s);
	s = t_mark_text(sheet, asides_facts, &n);
	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the bus.") != NULL &&
	    strstr(s, "Screen") == NULL && strstr(s, "Compass") == NULL &&
	    strstr(s, "Phone") == NULL);
	free(s);
}

/* The first <ul> below n, or n. */
static xmlNodePtr
first_ul(xmlNodePtr n)
{
	xmlNodePtr c, f;

	for (c = n->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (strcmp((const char *)c->name, "ul") == 0)
			return c;
		if ((f = first_ul(c)) != c)
			return f;
	}
	return n;
}

/* The body's text once its empty sections' headings are dropped. */
static char *
orphan_text(const char *page, size_t *n)
{
	struct html_doc *doc;
	xmlNodePtr body, room[64];
	struct marks m;
	char *cause = NULL, *s;

	doc = html_parse(page, strlen(page), "utf-8", NULL, &cause);
	if (doc == NULL) {
		free(cause);
		return NULL;
	}
	body = html_root_child(html_doc_xml(doc), "body");
	/* the list of links is gone, as the link-list test drops it */
	html_node_set_dropped(first_ul(body), 1);
	marks_init(&m, room, NELEM(room));
	*n = t_mark_run(body, asides_orphans, &m);
	s = html_node_text_dup(body);
	marks_undo(&m);
	html_doc_free(doc);
	return s;
}

static void
test_asides_orphan_headings(void)
{
	/* "You may like" over a widget a script fills, "Related" over a
	 * list gone as links: nothing under them; the story's sections and
	 * a heading over its subheading keep theirs */
	const char *page =
	    "<html><body><div><h1>Budget</h1><h2>The pool</h2>" P1
	    "<h2>You may like</h2><div></div>"
	    "<h2>Related</h2><ul><li><a href=/a>Pool</a></li>"
	    "</ul></div></body></html>";
	size_t n;
	char *s = orphan_text(page, &n);

	T_INT(n, 2);
	T_OK(s != NULL && strstr(s, "Budget") != NULL &&
	    strstr(s, "The pool") != NULL);
	T_OK(s != NULL && strstr(s, "You may like") == NULL &&
	    strstr(s, "Related") == NULL);
	free(s);
}

static void
test_asides_orphan_over_spacers(void)
{
	/* a box's heading over spacers of no-break spaces (its list gone
	 * as links) is left with nothing under it too */
	const char *page =
	    "<html><body><div><div><h4>Deals</h4><div>&nbsp;</div>"
	    "<ul><li><a href=/d>Offers</a></li></ul><div> &nbsp; </div>"
	    "</div><h4>The pool</h4>" P1 "</div></body></html>";
	size_t n;
	char *s = orphan_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "Deals") == NULL);
	T_OK(s != NULL && strstr(s, "The pool") != NULL);
	free(s);
}

static void
test_asides_orphan_labels(void)
{
	/* a label over a list gone as links ("Read more:") goes; one over
	 * a picture, over a heading or over the story's own words stays */
	static const struct {
		const char *page, *kept, *gone;
	} c[] = {
		{ "<html><body><div>" P1 "<p><b>Read more:</b></p>"
		  "<ul><li><a href=/a>Pool</a></li><li><a href=/b>Gym</a>"
		  "</li></ul></div></body></html>",
		    "council", "Read more" },
		{ "<html><body><div>" P1 "<p>The new pool, from the "
		  "air:</p><img src=/p.jpg><ul><li><a href=/a>Pool</a></li>"
		  "</ul></div></body></html>",
		    "from the air", NULL },
		{ "<html><body><div>" P1 "<p>Three things to know:</p>"
		  "<h3>The price</h3><p>It costs less.</p><ul><li><a "
		  "href=/a>Pool</a></li></ul></div></body></html>",
		    "things to know", NULL },
		{ "<html><body><div>" P1 "<p>The mayor said:</p><p>We "
		  "will open it in May.</p><ul><li><a href=/a>Pool</a></li>"
		  "</ul></div></body></html>",
		    "mayor said", NULL },
		/* a label in two parts: its line goes whole */
		{ "<html><body><div>" P1 "<p><b>Read more from</b> <b>the "
		  "Gazette:</b></p><ul><li><a href=/a>Pool</a></li><li><a "
		  "href=/b>Gym</a></li></ul></div></body></html>",
		    "council", "Read more" },
		/* the label and its list each in a box of their own, as a
		 * CMS writes every block, the story going on after them:
		 * the label goes all the same */
		{ "<html><body><div>" P1 "<div class=b><div><p><b>Read "
		  "also:</b></p></div></div><div class=b><div><ul><li><a "
		  "href=/a>Pool</a></li></ul></div></div><div class=b><p>The "
		  "vote is on Monday.</p></div></div></body></html>",
		    "vote is on Monday", "Read also" },
		/* a sentence ending on a colon says something of its own,
		 * and so does a label with words after it on its line */
		{ "<html><body><div>" P1 "<p>Here is what the mayor told "
		  "the council:</p><ul><li><a href=/a>Pool</a></li></ul>"
		  "<p>The vote is on Monday.</p></div></body></html>",
		    "what the mayor told", NULL },
		{ "<html><body><div>" P1 "<p><b>Other news:</b> the gym "
		  "opens too.</p><ul><li><a href=/a>Pool</a></li></ul>"
		  "<p>The vote is on Monday.</p></div></body></html>",
		    "Other news", NULL },
		/* a box of a heading ending in a colon over the list: the
		 * heading goes as one */
		{ "<html><body><div>" P1 "<div><h4>2 links:</h4><ul><li><a "
		  "href=/a>Pool</a></li></ul></div></div></body></html>",
		    "council", "2 links" },
	};
	size_t i, n;
	char *s;

	for (i = 0; i < NELEM(c); i++) {
		s = orphan_text(c[i].page, &n);
		T_OK_MSG(s != NULL && strstr(s, c[i].kept) != NULL &&
			(c[i].gone == NULL || strstr(s, c[i].gone) == NULL) &&
			n == (c[i].gone != NULL),
		    "page %zu: %zu dropped: %s", i, n, s != NULL ? s : "");
		free(s);
	}
}

int
main(void)
{
	T_RUN(test_asides_fact_box_and_quote);
	T_RUN(test_asides_not_sections);
	T_RUN(test_asides_not_lists_of_the_story);
	T_RUN(test_asides_orphan_headings);
	T_RUN(test_asides_orphan_over_spacers);
	T_RUN(test_asides_orphan_labels);
	T_RUN(test_asides_facts_at_the_tail);
	T_RUN(test_asides_facts_of_the_story);
	T_RUN(test_asides_facts_in_a_recipe);
	return t_done();
}

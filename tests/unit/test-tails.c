/* SPDX-License-Identifier: ISC */
/* Unit tests for tails.c: the site's own boxes after a story's end. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "../lib/t.h"
#include "../lib/tmark.h"
#include "html.h"
#include "tails.h"
#include "util.h"

#define BIO                                                                    \
	"<p>Ann writes about towns and their budgets, and lives by the sea "   \
	"with two cats and a great many books.</p>"

static void
test_tails_profile_after_the_story(void)
{
	/* a photo, the name as a heading or as the link the photo leads
	 * to, a few lines: the writer's profile after the story goes,
	 * nested or not */
	const char *flat = "<html><body><div>" P1 P2
			   "<div><img src=/a.jpg><h4>About <a href=/ann>Ann "
			   "Lee</a></h4>" BIO "</div></div></body></html>";
	const char *nested =
	    "<html><body><div>" P1 P2 "<div><div><div><img src=/a.jpg>"
	    "</div><div><h3>Ann Lee</h3>" BIO "<p><a href=/ann>More</a> - "
	    "<a href=/>Site</a></p></div></div></div><div>Share</div>"
	    "</div></body></html>";
	const char *linked =
	    "<html><body><div>" P1 P2 "<section><a href=/ann><img "
	    "src=/a.jpg></a><p><a href=/ann>Ann Lee</a> / Ann writes about "
	    "towns and their budgets, and lives by the sea.</p></section>"
	    "</div></body></html>";
	size_t n;
	char *s;

	s = t_mark_text(linked, tails_profiles, &n);
	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "Ann") == NULL &&
	    strstr(s, "the bus.") != NULL);
	free(s);
	s = t_mark_text(flat, tails_profiles, &n);
	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the bus.") != NULL);
	T_OK(s != NULL && strstr(s, "Ann") == NULL);
	free(s);
	s = t_mark_text(nested, tails_profiles, &n);
	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "Ann") == NULL &&
	    strstr(s, "Site") == NULL && strstr(s, "Share") != NULL);
	free(s);
}

static void
test_tails_profile_not_the_story(void)
{
	/* a picture and a section of the story under its heading, a
	 * profile before the story goes on, one with no picture first, a
	 * picture whose link leads elsewhere than the name's, or a page
	 * that is all profile: kept */
	const char *section =
	    "<html><body><div>" P1 "<div><img src=/a.jpg><h3>The pool</h3>" P2
	    "</div>" P1 "</div></body></html>";
	const char *text_first = "<html><body><div>" P1 P2
				 "<div><h3>Ann Lee</h3><img src=/a.jpg>" BIO
				 "</div></div></body></html>";
	const char *elsewhere =
	    "<html><body><div>" P1 P2 "<div><a href=/photo><img "
	    "src=/a.jpg></a><p><a href=/ann>Ann Lee</a> took this photo of "
	    "the pool in winter.</p></div></div></body></html>";
	const char *alone = "<html><body><div><div><img src=/a.jpg>"
			    "<h3>Ann Lee</h3>" BIO "</div></div></body></html>";
	size_t n;
	char *s;

	s = t_mark_text(section, tails_profiles, &n);
	T_INT(n, 0);
	free(s);
	s = t_mark_text(text_first, tails_profiles, &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Ann Lee") != NULL);
	free(s);
	s = t_mark_text(elsewhere, tails_profiles, &n);
	T_INT(n, 0);
	free(s);
	s = t_mark_text(alone, tails_profiles, &n);
	T_INT(n, 0);
	free(s);
}

/* The text node below n whose content starts with s, or NULL. */
static xmlNodePtr
text_node(xmlNodePtr n, const char *s)
{
	xmlNodePtr c, f;

	for (c = n->children; c != NULL; c = c->next) {
		if (c->type == XML_TEXT_NODE && c->content != NULL &&
		    strncmp((const char *)c->content, s, strlen(s)) == 0)
			return c;
		if (c->type == XML_ELEMENT_NODE &&
		    (f = text_node(c, s)) != NULL)
			return f;
	}
	return NULL;
}

/* The body's text once the text node starting with boiler is dropped
 * (as the feed's boilerplate) and the sign-off after it too; *n nodes
 * dropped by tails_signoff(). */
static char *
signoff_text(const char *page, const char *boiler, size_t *n)
{
	struct html_doc *doc;
	xmlNodePtr body, b, room[64];
	struct marks m;
	char *cause = NULL, *s;

	doc = html_parse(page, strlen(page), "utf-8", NULL, &cause);
	if (doc == NULL) {
		free(cause);
		return NULL;
	}
	body = html_root_child(html_doc_xml(doc), "body");
	if ((b = text_node(body, boiler)) != NULL)
		html_node_set_dropped(b, 1);
	marks_init(&m, room, NELEM(room));
	*n = t_mark_run(body, tails_signoff, &m);
	s = html_node_text_dup(body);
	marks_undo(&m);
	if (b != NULL)
		html_node_set_dropped(b, 0);
	html_doc_free(doc);
	return s;
}

#define FOLLOW "I post things I find on the feeds I read. Join in:"
#define SIGNOFF                                                                \
	"<h2>Stay in touch</h2><p>" FOLLOW "</p><p><a href=/t>Twitter</a> "    \
	"(17,951 followers)</p><p><b>School</b> - If you like my articles, "   \
	"you will like my school as well: it is free for a limited time, "     \
	"sign up!</p><hr><p>&copy; <a href=/k>Kamps</a> Ltd.</p>"

static void
test_tails_signoff_after_the_story(void)
{
	/* a closing heading whose first line is the feed's boilerplate:
	 * the heading and all after it go, paragraphs and all */
	const char *page = "<html><body><div><div>" P1 P2 "</div>" SIGNOFF
			   "</div><p>Share</p></body></html>";
	size_t n;
	char *s = signoff_text(page, FOLLOW, &n);

	T_OK(n >= 5);
	T_OK(s != NULL && strstr(s, "the bus.") != NULL);
	T_OK(s != NULL && strstr(s, "Stay in touch") == NULL &&
	    strstr(s, "followers") == NULL && strstr(s, "School") == NULL &&
	    strstr(s, "Kamps") == NULL && strstr(s, "Share") == NULL);
	free(s);
}

static void
test_tails_signoff_not_the_story(void)
{
	/* a section opening with a boilerplate label beside the page's own
	 * link ("Main article: X"), one holding most of the body, one
	 * before the story says anything: kept */
	const char *label = "<html><body><div>" P1 "<h2>The pool</h2><div>"
			    "Main article: <a href=/pool>The pool</a></div>" P2
			    "</div></body></html>";
	const char *most = "<html><body><div>" P1 "<h2>The pool</h2><p>" FOLLOW
			   "</p>" P2 P2 P1 "</div></body></html>";
	const char *first =
	    "<html><body><div>" SIGNOFF P1 P2 "</div></body></html>";
	size_t n;
	char *s;

	s = signoff_text(label, "Main article:", &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "The pool") != NULL);
	free(s);
	s = signoff_text(most, FOLLOW, &n);
	T_INT(n, 0);
	free(s);
	s = signoff_text(first, FOLLOW, &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Stay in touch") != NULL);
	free(s);
}

int
main(void)
{
	T_RUN(test_tails_profile_after_the_story);
	T_RUN(test_tails_profile_not_the_story);
	T_RUN(test_tails_signoff_after_the_story);
	T_RUN(test_tails_signoff_not_the_story);
	return t_done();
}

/* SPDX-License-Identifier: ISC */
/* Unit tests for body.c: the table of body clean-up rules and its loop. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "../lib/t.h"
#include "../lib/tdom.h"
#include "../lib/tmark.h"
#include "body.h"
#include "html.h"
#include "marks.h"
#include "picture.h"
#include "util.h"

/* A story, a menu of links after it and a box of the site's. */
#define PAGE                                                                   \
	"<html><body><div>" P1 P2                                              \
	"<ul><li><a href=/a>Home</a></li><li><a href=/b>News</a></li>"         \
	"<li><a href=/c>Sport</a></li></ul><aside>Sponsored</aside>"           \
	"</div></body></html>"

/* The rule's index, failing the test when it has none. */
static size_t
rule(const char *name)
{
	int r = body_rule_find(name);

	T_OK_MSG(r >= 0, "rule %s exists", name);
	return r >= 0 ? (size_t)r : 0;
}

static void
test_body_names(void)
{
	size_t i, j;

	T_OK(body_nrules > 0 && body_nrules <= BODY_MAX_RULES);
	for (i = 0; i < body_nrules; i++) {
		T_OK(body_rules[i].name != NULL && body_rules[i].mark != NULL);
		T_INT(body_rule_find(body_rules[i].name), (int)i);
		for (j = i + 1; j < body_nrules; j++)
			T_OK_MSG(
			    strcmp(body_rules[i].name, body_rules[j].name) != 0,
			    "%s is one rule's name", body_rules[i].name);
	}
	T_INT(body_rule_find("nosuchrule"), -1);
	T_INT(body_rule_find(""), -1);
}

static void
test_body_order(void)
{
	/* the order body.c gives its reasons for */
	T_INT(rule("title"), 0);
	T_INT(rule("strip"), 1);
	T_INT(rule("orphans"), body_nrules - 2);
	T_INT(rule("title-late"), body_nrules - 1);
	T_OK(rule("embeds") < rule("embed-code"));
	T_OK(rule("embed-code") < rule("links"));
	T_OK(rule("cards") < rule("links"));
	T_OK(rule("flat-cards") < rule("links"));
	T_OK(rule("asides") < rule("links"));
	T_OK(rule("facts") < rule("links"));
	T_OK(rule("named-comments") < rule("links"));
	T_OK(rule("linked-comments") < rule("links"));
	T_OK(rule("profiles") < rule("links"));
	T_OK(rule("filing") < rule("links"));
	T_OK(rule("links") < rule("boiler"));
	T_OK(rule("links") + 1 == rule("form-boxes"));
	T_OK(rule("form-boxes") < rule("link-lines"));
	T_OK(rule("link-lines") < rule("boiler"));
	T_OK(rule("boiler") < rule("comments"));
}

/* The text of page's body, read from url (NULL: nowhere), once cleaned
 * with pg and tally; *n marks. */
static char *
clean_page_at(const char *page, const char *url, struct body_page *pg,
    struct body_tally *tally, size_t *n)
{
	struct html_doc *doc;
	xmlNodePtr body, room[64];
	struct marks m;
	char *cause = NULL, *s;

	doc = html_parse(page, strlen(page), "utf-8", url, &cause);
	if (doc == NULL) {
		free(cause);
		return NULL;
	}
	body = html_root_child(html_doc_xml(doc), "body");
	marks_init(&m, room, NELEM(room));
	*n = body_clean(pg, &body, 1, &m, tally);
	s = html_node_text_dup(body);
	marks_undo(&m);
	html_doc_free(doc);
	return s;
}

/* clean_page_at() of a page read from nowhere. */
static char *
clean_page(
    const char *page, struct body_page *pg, struct body_tally *tally, size_t *n)
{
	return clean_page_at(page, NULL, pg, tally, n);
}

/* The text of PAGE's body once cleaned with pg and tally; *n marks. */
static char *
clean_text(struct body_page *pg, struct body_tally *tally, size_t *n)
{
	return clean_page(PAGE, pg, tally, n);
}

/* A strip XPath's stand-in: the first <aside> below body. */
static size_t
strip_aside(xmlNodePtr body, struct marks *m, void *arg)
{
	xmlNodePtr n;

	(*(int *)arg)++;
	for (n = body; n != NULL; n = html_node_next(n, body))
		if (n->type == XML_ELEMENT_NODE &&
		    strcmp((const char *)n->name, "aside") == 0)
			return marks_drop(m, n);
	return 0;
}

static void
test_body_clean(void)
{
	struct body_page pg;
	size_t n;
	int called = 0;
	char *s;

	/* no template: the menu goes as a link list, the box stays */
	memset(&pg, 0, sizeof(pg));
	s = clean_text(&pg, NULL, &n);
	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "council") != NULL);
	T_OK(s != NULL && strstr(s, "Sport") == NULL);
	T_OK(s != NULL && strstr(s, "Sponsored") != NULL);
	free(s);

	/* strip XPaths: the strip rule runs, first */
	pg.strip = strip_aside;
	pg.strip_arg = &called;
	s = clean_text(&pg, NULL, &n);
	T_INT(called, 1);
	T_INT(n, 2);
	T_OK(s != NULL && strstr(s, "Sponsored") == NULL);
	free(s);
}

/* A standfirst under a heading and a box the strip XPaths take: once
 * the box went, the orphans rule would take the heading left alone, and
 * with it the body's last text. */
static void
test_body_never_empty(void)
{
	static const char lone[] =
	    "<html><body><div><h3>Fourteen ways to set a festive family "
	    "table</h3><aside>Sign up for our newsletter</aside>"
	    "</div></body></html>";
	static const char title_only[] =
	    "<html><body><div><h1>Wall repairs approved</h1>"
	    "</div></body></html>";
	struct body_page pg;
	struct body_tally tally;
	size_t n;
	int called = 0;
	char *s;

	memset(&pg, 0, sizeof(pg));
	pg.strip = strip_aside;
	pg.strip_arg = &called;
	s = clean_page(lone, &pg, NULL, &n);
	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "Fourteen ways") != NULL);
	T_OK(s != NULL && strstr(s, "newsletter") == NULL);
	free(s);
	/* counted alike, the mark taken back counts for nothing */
	memset(&tally, 0, sizeof(tally));
	tally.count = 1;
	s = clean_page(lone, &pg, &tally, &n);
	T_OK(s != NULL && strstr(s, "Fourteen ways") != NULL);
	T_INT(tally.rule[rule("orphans")].pages, 0);
	T_INT(tally.rule[rule("orphans")].nodes, 0);
	T_INT(tally.rule[rule("strip")].pages, 1);
	free(s);
	/* with the strip rule off the heading heads the box: both stay */
	tally.off = (uint32_t)1 << rule("strip");
	s = clean_page(lone, &pg, &tally, &n);
	T_OK(s != NULL && strstr(s, "Fourteen ways") != NULL &&
	    strstr(s, "newsletter") != NULL);
	free(s);
	/* the headline alone goes: a reader is shown it apart */
	memset(&pg, 0, sizeof(pg));
	pg.title = "Wall repairs approved";
	s = clean_page(title_only, &pg, NULL, &n);
	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "Wall repairs") == NULL);
	free(s);
}

/* Related links before the headline: a box of links longer than the
 * dateline or kicker a headline may follow. */
#define RELATED                                                                \
	"<ul><li><a href=/a>Harbour council votes to keep the ferry running "  \
	"through the winter</a></li><li><a href=/b>Storm damage to the old "   \
	"pier is worse than first thought, engineers say</a></li><li>"         \
	"<a href=/c>Fishing fleet asks the council for a new slipway before "  \
	"the spring season</a></li><li><a href=/d>Residents object to the "    \
	"plan for a car park on the quay</a></li></ul>"

static void
test_body_title(void)
{
	static const char late[] =
	    "<html><body><div>" RELATED "<h2>Wall repairs approved</h2>" P1 P2
	    "</div></body></html>";
	static const char inline_title[] =
	    "<html><body><div><p><b>Wall repairs</b> approved on Monday: "
	    "the harbour council met and agreed to repair the old wall.</p>" P1
	    "</div></body></html>";
	static const char inline_link[] =
	    "<html><body><div><p>Dear readers,</p><p>The council has "
	    "<strong><a href=/w>wall repairs</a></strong> approved, "
	    "and work starts on Monday.</p>" P1 "</div></body></html>";
	static const char lines[] =
	    "<html><body><div><span>Town</span><br><span><span>Wall repairs "
	    "approved</span><br></span><span><a href=/ann>Ann Lee</a>, "
	    "8 April</span><br>" P1 "</div></body></html>";
	static const char crumbs[] =
	    "<html><body><div><div><a href=/>Home</a> &raquo; <a "
	    "href=/t>Town</a> &raquo; <span>Wall repairs approved</span></div>"
	    "<h1>Wall repairs approved</h1>" P1 "</div></body></html>";
	static const char masthead[] =
	    "<html><body><div><h1>Harbour Post</h1><p><a href=/a>Older</a> | "
	    "<a href=/>Main</a></p><h3>Wall repairs approved</h3>" P1 P2
	    "</div></body></html>";
	struct body_page pg;
	size_t n;
	char *s;

	memset(&pg, 0, sizeof(pg));
	pg.title = "Wall repairs approved";
	/* the headline after a box the link lists rule drops: it goes
	 * once that box is gone, so the body opens with the story */
	s = clean_page(late, &pg, NULL, &n);
	T_OK(s != NULL && strstr(s, "Harbour council votes") == NULL);
	T_OK(s != NULL && strstr(s, "Wall repairs") == NULL);
	T_OK(s != NULL && strstr(s, "council") != NULL);
	free(s);
	/* a bold name in the story's first sentence is no headline, even
	 * where it says half the title */
	s = clean_page(inline_title, &pg, NULL, &n);
	T_OK(s != NULL && strncmp(s, "Wall repairs approved on", 24) == 0);
	free(s);
	/* so is a link set in bold there */
	s = clean_page(inline_link, &pg, NULL, &n);
	T_OK(s != NULL && strstr(s, "has wall repairs approved") != NULL);
	free(s);
	/* a line of its own between <br>s, and a breadcrumb's last crumb
	 * beside its links, are the headline: they go */
	s = clean_page(lines, &pg, NULL, &n);
	T_OK(s != NULL && strstr(s, "Wall repairs") == NULL);
	T_OK(s != NULL && strstr(s, "Ann Lee") != NULL);
	free(s);
	s = clean_page(crumbs, &pg, NULL, &n);
	T_OK(s != NULL && strstr(s, "Wall repairs") == NULL);
	free(s);
	/* the page's title says the site's name too: a masthead saying
	 * only that is no headline, and the headline after it goes */
	pg.title = "Harbour Post: Wall repairs approved";
	pg.headline = "Wall repairs approved";
	s = clean_page(masthead, &pg, NULL, &n);
	T_OK(s != NULL && strstr(s, "Harbour Post") != NULL);
	T_OK(s != NULL && strstr(s, "Wall repairs") == NULL);
	free(s);
}

/*
 * A post that is a day's reading: a list of links to other sites, a
 * few words each, stays whole; the list of the site's own stories
 * after it goes, as a link list does.
 */
static void
test_body_reading_list(void)
{
	static const char page[] =
	    "<html><body><div><ul><li>Storm forces a <a "
	    "href=http://news.example.com/a>hospital evacuation</a></li>"
	    "<li><a href=https://econ.example.net/b>Doubts about pay for "
	    "results</a></li><li><a href=http://journal.example.org/d>"
	    "Technology and spending</a>.</li></ul>" P1 P2
	    "<ul><li><a href=/x>Floods close the ring road</a></li>"
	    "<li><a href=/y>Zoo welcomes twin pandas</a></li>"
	    "<li><a href=/z>Late train fares to rise</a></li></ul>"
	    "</div></body></html>";
	struct body_page pg;
	size_t n;
	char *s;

	memset(&pg, 0, sizeof(pg));
	s = clean_page_at(
	    page, "http://blog.example.edu/p.html", &pg, NULL, &n);
	T_OK(s != NULL && strstr(s, "hospital evacuation") != NULL &&
	    strstr(s, "Doubts about pay") != NULL &&
	    strstr(s, "Technology and spending") != NULL);
	T_OK(s != NULL && strstr(s, "Floods") == NULL &&
	    strstr(s, "pandas") == NULL);
	free(s);
}

/*
 * A menu written inline over the story, in the table cell that holds it
 * ("News: Front Page | Sport | Business |", a line between <br>s): it
 * goes, links, bars and label; a sentence with three links in it, a
 * line of a quotation and a line of two links stay.
 */
static void
test_body_link_lines(void)
{
	static const char page[] =
	    "<html><body><table><tr><td><font>News: </font><font><a "
	    "href=/f>Front Page</a> | <a href=/s>Sport</a> | <a "
	    "href=/b>Business</a> |</font><font><br>Advts: </font><a "
	    "href=/j>Jobs</a> | <a href=/c>Classifieds</a><br>" P1
	    "<p>The council thanked <a href=/a>Ann</a>, <a href=/b>Bob</a> and "
	    "<a href=/c>Cy</a> for their work.</p><blockquote><a "
	    "href=/x>One</a> | <a href=/y>Two</a> | <a href=/z>Three</a>"
	    "</blockquote>" P2 "</td></tr></table></body></html>";
	struct body_page pg;
	size_t n;
	char *s;

	memset(&pg, 0, sizeof(pg));
	s = clean_page(page, &pg, NULL, &n);
	T_OK(s != NULL && strstr(s, "Front Page") == NULL &&
	    strstr(s, "Business") == NULL && strstr(s, "News:") == NULL &&
	    strstr(s, "|  |") == NULL);
	T_OK(s != NULL && strstr(s, "Jobs") != NULL &&
	    strstr(s, "Advts:") != NULL);
	T_OK(s != NULL && strstr(s, "Ann, Bob and Cy") != NULL);
	T_OK(s != NULL && strstr(s, "One | Two | Three") != NULL);
	free(s);
}

/*
 * A line of a label and one link to another story of the site's own
 * among the paragraphs ("Read also: <a>TITLE</a>", "Lire aussi |
 * <a>TITLE</a>", the label set apart by a bar): it goes, label and
 * link; a source named by a link to its own site, a label over a link
 * of two words, a link in a sentence and a bar between two words of a
 * sentence and its link stay.
 */
static void
test_body_label_link_line(void)
{
	static const char page[] =
	    "<html><body><div>" P1
	    "<p><strong>Read also:</strong> <a href=\"/news/ferry.html\">"
	    "Ferry runs late all summer</a></p>"
	    "<p>Related: <a href=\"http://harbour.test/news/quay.html\">"
	    "Quay to be widened in spring</a></p>"
	    "<section class=\"catcher\"><span>Lire aussi</span> | <a "
	    "href=\"/news/pier.html\">Pier lights go up for winter</a>"
	    "</section>" P2
	    "<p>The pier is open | <a href=\"/news/times.html\">see the "
	    "opening times here</a> for the winter</p>"
	    "<p>Source: <a href=\"http://wire.test/story/1.html\">Harbour "
	    "Wire news desk</a></p><p>Map: <a href=\"/map.html\">Old "
	    "harbour</a></p><p>The council thanked <a "
	    "href=\"/news/ann.html\">the new harbour master</a> for her "
	    "work.</p></div></body></html>";
	struct body_page pg;
	size_t n;
	char *s;

	memset(&pg, 0, sizeof(pg));
	s = clean_page_at(
	    page, "http://harbour.test/news/wall.html", &pg, NULL, &n);
	T_OK(s != NULL && strstr(s, "Ferry runs late") == NULL &&
	    strstr(s, "Read also") == NULL);
	T_OK(s != NULL && strstr(s, "Quay to be widened") == NULL &&
	    strstr(s, "Related") == NULL);
	T_OK(s != NULL && strstr(s, "Pier lights go up") == NULL &&
	    strstr(s, "Lire aussi") == NULL);
	T_OK(s != NULL && strstr(s, "see the opening times here") != NULL);
	T_OK(s != NULL && strstr(s, "Harbour Wire news desk") != NULL);
	T_OK(s != NULL && strstr(s, "Old harbour") != NULL);
	T_OK(s != NULL && strstr(s, "the new harbour master") != NULL);
	free(s);
}

/*
 * The page's own address written out (a print-only header's), read from
 * the page or named as its own in its <head>: it goes; another address
 * on a line of its own (a reference) and the page's own in a sentence
 * stay.
 */
static void
test_body_own_address_line(void)
{
	static const char page[] =
	    "<html><head><link rel=\"canonical\" "
	    "href=\"https://www.harbour.test/news/wall.html\"></head><body>"
	    "<div><div class=\"print-header\"><img src=\"/logo.png\"> "
	    "<span>https://www.harbour.test/news/wall.html</span></div>" P1
	    "<p>http://harbour.test/news/wall.html#top</p>"
	    "<p>https://council.test/minutes/2012-11.pdf</p>"
	    "<p>Read it again at https://www.harbour.test/news/wall.html "
	    "tomorrow.</p>" P2 "</div></body></html>";
	struct body_page pg;
	size_t n;
	char *s;

	memset(&pg, 0, sizeof(pg));
	s = clean_page_at(
	    page, "http://feeds.harbour.test/~r/wall", &pg, NULL, &n);
	T_OK(s != NULL &&
	    strstr(s, "https://www.harbour.test/news/wall.html\n") == NULL);
	T_OK(s != NULL && strstr(s, "wall.html#top") == NULL);
	T_OK(s != NULL && strstr(s, "https://council.test/minutes") != NULL);
	T_OK(s != NULL &&
	    strstr(s,
		"Read it again at https://www.harbour.test"
		"/news/wall.html tomorrow.") != NULL);
	free(s);
}

/* A body of several matches whose first is the headline itself (a
 * gallery's intro): it goes, the story's blocks stay. */
static void
test_body_title_match(void)
{
	static const char page[] =
	    "<html><body><h1>Harbour festival in pictures</h1>"
	    "<div><p>The festival filled the quays on Saturday.</p></div>"
	    "<div><p>The first boats came in at dawn.</p></div>"
	    "</body></html>";
	struct html_doc *doc;
	xmlNodePtr body, nodes[3], n, room[16];
	struct body_page pg;
	struct marks m;
	char *cause = NULL;
	size_t nn = 0;

	doc = html_parse(page, strlen(page), "utf-8", NULL, &cause);
	T_OK(doc != NULL);
	if (doc == NULL) {
		free(cause);
		return;
	}
	body = html_root_child(html_doc_xml(doc), "body");
	for (n = body->children; n != NULL && nn < NELEM(nodes); n = n->next)
		if (n->type == XML_ELEMENT_NODE)
			nodes[nn++] = n;
	T_INT(nn, 3);
	memset(&pg, 0, sizeof(pg));
	pg.title = "Harbour festival in pictures";
	marks_init(&m, room, NELEM(room));
	T_OK(body_clean(&pg, nodes, nn, &m, NULL) >= 1);
	T_OK(html_node_is_skipped(nodes[0]));
	T_OK(
	    !html_node_is_skipped(nodes[1]) && !html_node_is_skipped(nodes[2]));
	marks_undo(&m);
	/* a first match that is a heading saying more is the story's */
	pg.title = "Harbour";
	marks_init(&m, room, NELEM(room));
	(void)body_clean(&pg, nodes, nn, &m, NULL);
	T_OK(!html_node_is_skipped(nodes[0]));
	marks_undo(&m);
	html_doc_free(doc);
}

/* A newsletter box after the story: its form goes as chrome, and the
 * lines that frame it with it, two sentences at most (a pitch, a legal
 * notice); a sentence beside a form, three, or a post no longer than the
 * box, stays. */
static void
test_body_form_boxes(void)
{
#define NEWSLETTER                                                             \
	"<div><h3>Subscribe to Harbour Notes</h3><p>The latest posts in "      \
	"your inbox</p><form action=/s><input type=email name=e>"              \
	"<button>Subscribe</button></form></div>"
	struct body_page pg;
	struct body_tally tally;
	size_t n;
	char *s;

	memset(&pg, 0, sizeof(pg));
	s = clean_page("<html><body><div>" P1 P2 NEWSLETTER
		       "</div></body></html>",
	    &pg, NULL, &n);
	T_OK(s != NULL && strstr(s, "council") != NULL &&
	    strstr(s, "the bus.") != NULL);
	T_OK_MSG(s != NULL && strstr(s, "Subscribe to") == NULL &&
		strstr(s, "inbox") == NULL,
	    "the box's lines go: %s", s != NULL ? s : "(null)");
	free(s);
	/* without the rule, the form alone goes */
	memset(&tally, 0, sizeof(tally));
	tally.off = 1u << rule("form-boxes");
	s = clean_page("<html><body><div>" P1 P2 NEWSLETTER
		       "</div></body></html>",
	    &pg, &tally, &n);
	T_OK(s != NULL && strstr(s, "Subscribe to") != NULL);
	free(s);
	/* a sentence beside the form is the story's */
	s = clean_page("<html><body><div>" P1 "<div>" P2
		       "<form action=/s><input type=email name=e>"
		       "</form></div></div></body></html>",
	    &pg, NULL, &n);
	T_OK(s != NULL && strstr(s, "the bus.") != NULL);
	free(s);
	/* a form of buttons alone frames nothing: a forum's short post
	 * over its "Reply" button stays */
	s = clean_page(
	    "<html><body><div>" P1 P2
	    "<div>Gold or silver?<form action=/r><input "
	    "type=button value=Reply></form></div></div></body></html>",
	    &pg, NULL, &n);
	T_OK(s != NULL && strstr(s, "Gold or silver?") != NULL);
	free(s);
	/* a signup box among the paragraphs says its pitch and its legal
	 * notice in sentences: they go with it */
	s = clean_page(
	    "<html><body><div>" P1
	    "<figure><p>Sign up to Harbour Notes</p><p>Our morning email "
	    "breaks down the stories of the day, telling you what is "
	    "happening and why it matters</p><form action=/s><input "
	    "type=email name=e><button>Sign up</button></form><p>Privacy "
	    "notice: newsletters may contain information about charities "
	    "and online ads.</p></figure>" P2 P1 "</div></body></html>",
	    &pg, NULL, &n);
	T_OK(s != NULL && strstr(s, "the bus.") != NULL);
	T_OK_MSG(s != NULL && strstr(s, "Harbour Notes") == NULL &&
		strstr(s, "morning email") == NULL &&
		strstr(s, "Privacy") == NULL,
	    "the box's sentences go: %s", s != NULL ? s : "(null)");
	free(s);
	/* three sentences beside a form are a story's */
	s = clean_page("<html><body><div>" P1 P2 P1 P2 "<div>" P1 P2
		       "<p>Readers may write to the council before the "
		       "budget vote on Tuesday evening, at the library or "
		       "by post to the town hall.</p>"
		       "<form action=/s><input type=text name=q></form>"
		       "</div></div></body></html>",
	    &pg, NULL, &n);
	T_OK(s != NULL && strstr(s, "Readers may write") != NULL);
	free(s);
	/* a short story in one box with a form, beside a thread an
	 * earlier rule took: the story is all the body shows */
	s = clean_page(
	    "<html><body><div><p>By Staff Reporter</p><div>"
	    "<p>The library opened a garden on its roof on Monday.</p>"
	    "<p>Benches of oak face a small pond planted with reeds.</p>"
	    "<p>Librarians say it will host poetry evenings.</p>"
	    "<form action=/s><input name=email><button>Subscribe</button>"
	    "</form><div class=\"comments\"><h3>2 comments</h3><div "
	    "class=\"comment\"><p class=\"who\">Reader wrote, on Monday "
	    "at 10:42:</p><p>Lovely idea, although the stairs up to that "
	    "roof will be hard going for some of our older members.</p>"
	    "</div></div></div></div></body></html>",
	    &pg, NULL, &n);
	T_OK_MSG(s != NULL && strstr(s, "poetry evenings") != NULL,
	    "the story stays: %s", s != NULL ? s : "(null)");
	free(s);
	/* a post of one line in the form's box is the body */
	s = clean_page("<html><body><div><p>Back on Monday.</p><form "
		       "action=/s><input type=email name=e></form></div>"
		       "</body></html>",
	    &pg, NULL, &n);
	T_OK(s != NULL && strstr(s, "Back on Monday.") != NULL);
	free(s);
#undef NEWSLETTER
}

static void
test_body_tally(void)
{
	struct body_page pg;
	struct body_tally tally;
	size_t n, i;
	int called = 0;
	char *s;

	memset(&pg, 0, sizeof(pg));
	pg.strip = strip_aside;
	pg.strip_arg = &called;
	memset(&tally, 0, sizeof(tally));
	tally.count = 1;
	s = clean_text(&pg, &tally, &n);
	T_INT(n, 2);
	T_INT(tally.rule[rule("strip")].pages, 1);
	T_INT(tally.rule[rule("strip")].nodes, 1);
	T_INT(tally.rule[rule("strip")].bytes, strlen("Sponsored"));
	T_INT(tally.rule[rule("links")].pages, 1);
	T_INT(tally.rule[rule("links")].nodes, 1);
	T_INT(tally.rule[rule("links")].bytes, strlen("HomeNewsSport"));
	for (i = 0; i < body_nrules; i++)
		if (i != rule("strip") && i != rule("links"))
			T_OK_MSG(tally.rule[i].pages == 0 &&
				tally.rule[i].nodes == 0,
			    "%s dropped nothing", body_rules[i].name);
	free(s);

	/* switched off, a rule neither runs nor counts */
	tally.off = (uint32_t)1 << rule("links") | (uint32_t)1 << rule("strip");
	called = 0;
	s = clean_text(&pg, &tally, &n);
	T_INT(n, 0);
	T_INT(called, 0);
	T_OK(s != NULL && strstr(s, "Sport") != NULL &&
	    strstr(s, "Sponsored") != NULL);
	T_INT(tally.rule[rule("links")].pages, 1);
	free(s);

	/* without counting, switching off works alike */
	tally.count = 0;
	tally.off = (uint32_t)1 << rule("links");
	s = clean_text(&pg, &tally, &n);
	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "Sport") != NULL &&
	    strstr(s, "Sponsored") == NULL);
	free(s);
}

/*
 * The boilerplate rule alone on a picture the feed's pages all show (a
 * document's icon) before a link: the icon goes, not the link beside
 * it, which is no boilerplate.
 */
static void
test_body_boiler_picture_alone(void)
{
	static const char page[] =
	    "<html><body><div><p>The harbour council met on Monday night and "
	    "agreed to repair the old wall.</p><p><img "
	    "src=\"http://www.example.com/i/pdf.gif\"> <a "
	    "href=\"https://council.example.org/r.pdf\">The council's "
	    "report</a></p></div></body></html>";
	struct html_doc *doc = t_parse(page);
	struct body_page pg;
	struct body_tally tally;
	uint64_t key = 0;
	size_t i, n, keep = (size_t)rule("boiler");
	char *s;

	if (doc != NULL)
		key = picture_key(
		    t_find(xmlDocGetRootElement(html_doc_xml(doc)), "img"));
	html_doc_free(doc);
	T_OK(key != 0);
	memset(&pg, 0, sizeof(pg));
	pg.boiler = &key;
	pg.nboiler = 1;
	memset(&tally, 0, sizeof(tally));
	for (i = 0; i < body_nrules; i++)
		if (i != keep)
			tally.off |= (uint32_t)1 << i;
	s = clean_page(page, &pg, &tally, &n);
	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "The council's report") != NULL);
	free(s);
}

int
main(void)
{
	T_RUN(test_body_names);
	T_RUN(test_body_order);
	T_RUN(test_body_clean);
	T_RUN(test_body_never_empty);
	T_RUN(test_body_title);
	T_RUN(test_body_title_match);
	T_RUN(test_body_reading_list);
	T_RUN(test_body_link_lines);
	T_RUN(test_body_label_link_line);
	T_RUN(test_body_own_address_line);
	T_RUN(test_body_form_boxes);
	T_RUN(test_body_tally);
	T_RUN(test_body_boiler_picture_alone);
	return t_done();
}

/* SPDX-License-Identifier: ISC */
/* Unit tests for comments.c: comment threads found by their structure. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "../lib/t.h"
#include "../lib/tdom.h"
#include "../lib/tmark.h"
#include "comments.h"
#include "html.h"
#include "util.h"

#define STORY                                                                  \
	"<p class=story>The council met on Tuesday to settle the budget for "  \
	"the coming year, after months of argument about the library and the " \
	"swimming pool.</p><p class=story>Both stay open, the mayor said, "    \
	"though the pool will close in winter and the library on Mondays; "    \
	"the savings pay for the new bus line.</p>"

/* The body's text once the threads below it are dropped (by their
 * structure, or by their names when named); *n threads. */
static char *
marked_by(const char *page, size_t *n, int named)
{
	return t_mark_text(
	    page, named ? comments_mark_named : comments_mark, n);
}

static char *
marked_text(const char *page, size_t *n)
{
	return marked_by(page, n, 0);
}

/*
 * A thread's box that holds none of it (a script loads the comments, or
 * they are closed), after the story: the page links to it with the count
 * its heading shows, and it goes; a section of the story a table of
 * contents links to by its number stays, the last one too, short as it
 * is, and so does a box whose heading shows another number.
 */
static void
test_comments_empty_counted_box(void)
{
	static const char *const pages[] = {
		"<html><body><div id=main><p><a href=\"#talk\">Comments "
		"12</a></p>" STORY "<section id=talk><h2>Comments (12)</h2>"
		"<p>This discussion is closed for comments.</p></section>"
		"</div></body></html>",
		"<html><body><div id=main><ul><li><a href=\"#s2\">2. "
		"Savings</a></li></ul>" STORY "<h2 id=s2>2. Savings</h2>"
		"<p class=story>The savings pay for the new bus line, which "
		"runs from the station to the hospital every twenty "
		"minutes.</p></div></body></html>",
		"<html><body><div id=main><p><a href=\"#talk\">Comments "
		"12</a></p>" STORY "<section id=talk><h2>Top 5 letters</h2>"
		"<p>Readers wrote in about the pool.</p></section></div>"
		"</body></html>",
		"<html><body><div id=main><ol><li><a href=\"#s1\">1. "
		"Budget</a></li><li><a href=\"#s2\">2. Pool</a></li><li><a "
		"href=\"#s3\">3. Bus</a></li></ol><h2 id=s1>1. "
		"Budget</h2>" STORY "<h2 id=s2>2. Pool</h2>" STORY
		"<section id=s3><h2>3. "
		"Bus</h2><p>It runs every twenty minutes.</p></section></div>"
		"</body></html>",
	};
	size_t n;
	char *s;

	s = marked_text(pages[0], &n);
	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
	T_OK(s != NULL && strstr(s, "closed for comments") == NULL);
	free(s);
	s = marked_text(pages[1], &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "2. Savings") != NULL);
	free(s);
	s = marked_text(pages[2], &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Readers wrote in") != NULL);
	free(s);
	s = marked_text(pages[3], &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "every twenty minutes") != NULL);
	free(s);
}

static void
test_comments_as_story_paragraphs(void)
{
	/* reader comments marked up like the story, each closed by an
	 * author and date line, then the reply form */
	const char *page = "<html><body><div id=main>" STORY
			   "<p class=story>Shut the pool for good.<br>"
			   "<b>Posted by Ann on January 10, 2008 5:58 PM</b>"
			   "</p><p class=story>The bus line is long overdue, "
			   "well done.<br><b>Posted by Bob on January 10, "
			   "2008 6:02 PM</b></p><p class=story>Mondays are "
			   "when I read.<br><b>Posted by Cy on January 11, "
			   "2008 9:15 AM</b></p><div>Post a comment</div>"
			   "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
	T_OK(s != NULL && strstr(s, "Posted by") == NULL);
	T_OK(s != NULL && strstr(s, "Shut the pool") == NULL);
	T_OK(s != NULL && strstr(s, "Post a comment") == NULL);
	free(s);
}

static void
test_comments_in_any_language(void)
{
	/* no English word: authors and dates in their own elements */
	const char *page =
	    "<html><body><div>" STORY "<ul>"
	    "<li><span>Jürgen</span> <span>12.03.2019 08:40</span>"
	    "<div>Das Schwimmbad brauchen wir im Sommer.</div></li>"
	    "<li><span>Maria</span> <span>12.03.2019 09:12</span>"
	    "<div>Endlich eine Buslinie.</div></li>"
	    "<li><span>李明</span> <span>2019年3月12日 10:05</span>"
	    "<div>图书馆周一关门太可惜了。</div></li>"
	    "</ul></div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
	T_OK(s != NULL && strstr(s, "Schwimmbad") == NULL);
	T_OK(s != NULL && strstr(s, "图书馆") == NULL);
	free(s);
}

static void
test_comments_not_a_live_blog(void)
{
	/* one author: only the times differ, the entries are the story */
	const char *page = "<html><body><div>" STORY
			   "<div class=entry><b>5:58 PM</b><p>The vote is "
			   "called; the chamber falls silent.</p></div>"
			   "<div class=entry><b>6:02 PM</b><p>Eleven for, "
			   "four against: the budget passes.</p></div>"
			   "<div class=entry><b>6:10 PM</b><p>The mayor "
			   "thanks the library staff by name.</p></div>"
			   "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "the budget passes") != NULL);
	free(s);
}

/*
 * The story, then four items of a list post, each a heading over an
 * embedded post closing on its writer and date, as a comment closes
 * on its author line: headed by their places in the list, counting up
 * or down ("1.", "#2"), they are the story's; headed by words, or by
 * numbers out of turn, they read as a thread of four writers.
 */
static void
list_items_read(const char *const *heads, size_t threads)
{
	static const char *const who[4] = { "Ann Lee (@annlee)",
		"Bob Ray (@bobray)", "Cy Mott (@cymott)",
		"Dee Park (@deepark)" };
	static const char *const said[4] = { "The pool opens at seven now.",
		"Mondays without the library are long.",
		"The new bus line stops at my door.",
		"Winter swimming was the best part of the year." };
	struct buf b;
	size_t i, found;
	char *page, *s;

	buf_init(&b);
	buf_adds(&b, "<html><body><div>" STORY);
	for (i = 0; i < 4; i++)
		buf_printf(&b,
		    "<div class=\"item item-tweet\"><h2>%s What the town "
		    "said</h2><blockquote class=tweet><p>%s</p>&mdash; %s "
		    "<a href=/s/%zu>March %zu, 2012</a></blockquote></div>",
		    heads[i], said[i], who[i], i, i + 3);
	buf_adds(&b, "</div></body></html>");
	page = buf_detach(&b, NULL);
	s = marked_text(page, &found);
	T_INT(found, threads);
	T_OK_MSG(s != NULL &&
		(strstr(s, "Mondays without the library") != NULL) ==
		    (threads == 0),
	    "the second item %s", threads == 0 ? "kept" : "dropped");
	free(s);
	free(page);
}

static void
test_comments_not_a_list_posts_items(void)
{
	static const char *const up[4] = { "1.", "2.", "3.", "4." };
	static const char *const down[4] = { "#10", "#9", "#8", "#7" };
	static const char *const words[4] = { "Ann:", "Bob:", "Cy:", "Dee:" };
	static const char *const jumbled[4] = { "1.", "3.", "2.", "4." };

	list_items_read(up, 0);
	list_items_read(down, 0);
	list_items_read(words, 1);
	list_items_read(jumbled, 1);
}

/*
 * The page of the story, then a post a row of p (n rows: its time, its
 * writer, its text), read for threads: threads of them, and the body
 * holding the text of the row kept (or, with no thread, the last row's
 * text) or not.
 */
static void
posts_read(const char *const (*p)[3], size_t n, size_t threads)
{
	struct buf b;
	size_t i, found;
	char *page, *s;
	const char *kept = p[threads == 0 ? n - 1 : 1][2];

	buf_init(&b);
	buf_adds(&b, "<html><body><div>" STORY);
	for (i = 0; i < n; i++)
		buf_printf(&b,
		    "<div class=post><div class=meta><time>%s</time> <span>"
		    "By <a href=/people/%s>%s</a></span></div><p>%s</p></div>",
		    p[i][0], p[i][1], p[i][1], p[i][2]);
	buf_adds(&b, "</div></body></html>");
	page = buf_detach(&b, NULL);
	s = marked_text(page, &found);
	T_INT(found, threads);
	T_OK_MSG(s != NULL && (strstr(s, kept) != NULL) == (threads == 0),
	    "\"%s\" %s", kept, threads == 0 ? "kept" : "dropped");
	free(s);
	free(page);
}

/* A live blog's posts by three writers in turn: clock times of one day
 * counting down, newest first, no date.  The story, no thread; readers
 * write oldest first, or date their lines, and are a thread. */
static void
test_comments_not_a_live_blog_of_writers(void)
{
	static const char *const live[][3] = {
		{ "6:40 PM", "Ann", "The mayor thanks the library staff." },
		{ "6:10 PM", "Bob", "Eleven for, four against: it passes." },
		{ "5:58 PM", "Cy",
		    "The vote is called; the chamber is still." },
		{ "5:31 PM", "Ann", "The pool's fate is argued once more." },
		{ "11:50 AM", "Bob", "The chamber fills before the meeting." },
	};
	static const char *const up[][3] = {
		{ "5:31 PM", "Ann", "The pool's fate is argued once more." },
		{ "5:58 PM", "Bob",
		    "The vote is called; the chamber is still." },
		{ "6:10 PM", "Cy", "Eleven for, four against: it passes." },
		{ "6:40 PM", "Dee", "The mayor thanks the library staff." },
	};
	static const char *const dated[][3] = {
		{ "May 3, 2019 6:40 PM", "Ann",
		    "Thanks to the library staff." },
		{ "May 3, 2019 6:10 PM", "Bob", "Eleven for, four against." },
		{ "May 3, 2019 5:58 PM", "Cy", "The vote is called at last." },
		{ "May 3, 2019 5:31 PM", "Dee", "The pool is argued again." },
	};

	posts_read(live, NELEM(live), 0);
	posts_read(up, NELEM(up), 1);
	posts_read(dated, NELEM(dated), 1);
}

/*
 * The story, then n posts of rows p (its time, its writer, its text),
 * each with its own title over its text when titled, read for threads:
 * threads of them, and the last post's text kept or not.
 */
static void
titled_posts_read(
    const char *const (*p)[3], size_t n, int titled, size_t threads)
{
	struct buf b;
	size_t i, found;
	char *page, *s;

	buf_init(&b);
	buf_adds(&b, "<html><body><div>" STORY);
	for (i = 0; i < n; i++) {
		buf_printf(&b,
		    "<article class=post><header><div class=stamp>%s</div>",
		    p[i][0]);
		if (titled)
			buf_printf(
			    &b, "<h2>Update %zu on the vote</h2>", i + 1);
		buf_printf(&b,
		    "<div class=byline>From %s</div></header><p>%s</p>"
		    "</article>",
		    p[i][1], p[i][2]);
	}
	buf_adds(&b, "</div></body></html>");
	page = buf_detach(&b, NULL);
	s = marked_text(page, &found);
	T_INT(found, threads);
	T_OK_MSG(
	    s != NULL && (strstr(s, p[n - 1][2]) != NULL) == (threads == 0),
	    "\"%s\" %s", p[n - 1][2], threads == 0 ? "kept" : "dropped");
	free(s);
	free(page);
}

#define BST(iso, ago, clock)                                                   \
	"<time datetime=\"2023-06-13T" iso ":00Z\">" ago "</time> " clock " B" \
	"ST"

/*
 * A live blog as the press writes it: a post pinned over the newest,
 * out of the order; the British press's clock ("12.39 BST"), the day
 * in the markup of its time ("36m ago"); American style's "p.m."; a
 * day's date on every post, each headed by its own title.  The story,
 * no thread.  The same dated lines counting up, or with no titles, are
 * a thread of readers.
 */
static void
test_comments_not_a_live_blog_as_the_press_writes_it(void)
{
	static const char *const pinned[][3] = {
		{ "9:28", "Ann", "What we know so far: the vote is tonight." },
		{ "13:08", "Bob", "Eleven for, four against: it passes." },
		{ "12:40", "Cy", "The vote is called; the chamber is still." },
		{ "12:10", "Ann", "The pool's fate is argued once more." },
		{ "11:50", "Bob", "The chamber fills before the meeting." },
	};
	static const char *const british[][3] = {
		{ BST("13:08", "36m ago", "13.08"), "Ann",
		    "Eleven for, four against." },
		{ BST("12:40", "1h ago", "12.40"), "Bob",
		    "The vote is called at last." },
		{ BST("12:10", "1h ago", "12.10"), "Cy",
		    "The pool is argued again." },
		{ BST("11:50", "2h ago", "11.50"), "Dee",
		    "The chamber fills early." },
	};
	static const char *const dated[][3] = {
		{ "8:48 a.m. ET, March 9, 2023", "Ann",
		    "What we know so far: the vote is tonight." },
		{ "2:15 p.m. ET, March 9, 2023", "Bob",
		    "Eleven for, four against: it passes." },
		{ "1:40 p.m. ET, March 9, 2023", "Cy",
		    "The vote is called; the chamber is still." },
		{ "12:10 p.m. ET, March 9, 2023", "Dee",
		    "The pool's fate is argued once more." },
		{ "11:50 a.m. ET, March 9, 2023", "Ann",
		    "The chamber fills before the meeting." },
	};
	static const char *const up[][3] = {
		{ "11:50 a.m. ET, March 9, 2023", "Ann",
		    "The chamber fills before the meeting." },
		{ "12:10 p.m. ET, March 9, 2023", "Bob",
		    "The pool's fate is argued once more." },
		{ "1:40 p.m. ET, March 9, 2023", "Cy",
		    "The vote is called; the chamber is still." },
		{ "2:15 p.m. ET, March 9, 2023", "Dee",
		    "Eleven for, four against: it passes." },
	};

	titled_posts_read(pinned, NELEM(pinned), 0, 0);
	titled_posts_read(british, NELEM(british), 0, 0);
	titled_posts_read(dated, NELEM(dated), 1, 0);
	titled_posts_read(dated, NELEM(dated), 0, 1);
	titled_posts_read(up, NELEM(up), 1, 1);
}

#define REC(who, when, says)                                                   \
	"<table><tr><td><a href=/u/" who ">" who "</a> [10.0.0.*] :</td>"      \
	"<td><a href=#q>Quote</a> <a href=#r>Report</a> (2) " when "</td>"     \
	"</tr><tr><td colspan=2>" says "</td></tr></table>"

static void
test_comments_authors_apart(void)
{
	/* the date lines read alike but for their digits, the authors in
	 * cells of their own; two top comments under a label before the
	 * latest ones belong to the thread */
	const char *page =
	    "<html><body><div>" STORY "<div><table><tr><td>Top</td></tr>"
	    "</table>" REC("ann", "2004-12-13 09:02:13", "Shut the pool.")
		REC("bob", "2004-12-15 14:55:21",
		    "Buses at last.") "<table><tr><td>Latest</td></tr></"
				      "table>" REC("cy", "2005-01-22 16:26:48",
					  "Mondays are for reading.") REC("dee",
					  "2005-01-23 10:00:00",
					  "Keep the library.")
					  REC("eve", "2005-01-24 11:30:00",
					      "Winter swims!") "</div></div></"
							       "body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
	T_OK(s != NULL && strstr(s, "Shut the pool") == NULL &&
	    strstr(s, "Buses at last") == NULL &&
	    strstr(s, "Winter swims") == NULL);
	free(s);
}

#define POSTER(who, when, says)                                                \
	"<article class=\"post\"><aside class=\"pane\"><h3><a href=/u/" who    \
	">" who "</a> <span>40</span></h3><p>Member</p></aside><div><div "     \
	"class=meta><a href=#c>Posted 3 March 2024 at " when "</a></div>"      \
	"<div class=text><p>" says "</p></div></div></article>"

static void
test_comments_poster_in_heading(void)
{
	/* a forum's posts: the poster's linked name in a heading of the
	 * post's pane, the date lines alike but for their digits; a name
	 * of a few words in a heading is an author, not a title */
	const char *page = "<html><body><div>" STORY "<div>" POSTER(
	    "ann", "10:02", "Shut the pool in winter, I say.") POSTER("bob",
	    "11:15", "Buses at last, and about time too.") POSTER("cy", "12:40",
	    "Mondays are for reading, keep it open.") POSTER("dee", "13:05",
	    "Winter swims are the best swims.") "</div></div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
	T_OK_MSG(s != NULL && strstr(s, "Shut the pool") == NULL &&
		strstr(s, "Winter swims") == NULL,
	    "the posts dropped: %s", s != NULL ? s : "");
	free(s);
}

#define LINKED(who, when, says)                                                \
	"<div class=\"entry by-" who "\"><div><p>" says "</p></div>"           \
	"<p class=posted>Posted by: " who " at <a href=#c>" when "</a></p>"    \
	"</div>"

static void
test_comments_date_linked_apart(void)
{
	/* each comment's date a link of its own on its author's line: the
	 * line, not the link, is what names the author */
	const char *page = "<html><body><div>" STORY LINKED("Ann",
	    "January 10, 2008 5:58 PM", "Shut the pool for good.") LINKED("Bob",
	    "January 10, 2008 6:02 PM", "The bus line is overdue.")
	    LINKED("Cy", "January 11, 2008 9:15 PM",
		"Mondays are when I read.") "</div></body></html>";
	const char *blog = "<html><body><div>" STORY LINKED("Ed",
	    "January 10, 2008 5:58 PM", "The vote is called.") LINKED("Ed",
	    "January 10, 2008 6:02 PM", "Eleven for, four against.")
	    LINKED("Ed", "January 10, 2008 6:10 PM",
		"The mayor thanks them.") "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
	T_OK(s != NULL && strstr(s, "Shut the pool") == NULL);
	T_OK(s != NULL && strstr(s, "Posted by") == NULL);
	free(s);
	/* one writer's entries, times alone differing: the story's */
	s = marked_text(blog, &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Eleven for") != NULL);
	free(s);
}

#define CITED(who, when, says)                                                 \
	"<li><img src=/a.png width=32 height=32 alt=\"\"><cite>" who           \
	"</cite> says:<br><small><a href=#c>" when "</a></small><p>" says      \
	"</p></li>"

/*
 * A forum's topic: its box opens on its title, the page's headline (the
 * page's <title> says it, the site's name apart), linking to the topic;
 * its posts are records of one kind, each by another poster, the first
 * the topic's own, longer than the replies.  Over the box, the forum's
 * line.  The page is the thread: no box is set apart under its title.
 * Under a heading of another title, the same posts are comments, and go.
 */
static void
test_comments_topic_under_headline(void)
{
#define TOPIC_POST(who, when, says)                                            \
	"<div class=post><p class=author>by <a href=/u/" who ">" who           \
	"</a> &raquo; " when "</p><div class=content>" says "</div></div>"
	static const char *const heads[] = { "Bridge reopens", "Elsewhere" };
	struct buf page;
	size_t i, n;
	char *s;

	for (i = 0; i < NELEM(heads); i++) {
		buf_init(&page);
		buf_printf(&page,
		    "<html><head><title>Bridge reopens - Town Forum</title>"
		    "</head><body><p>Where the town talks of its streets and "
		    "buses.</p><div id=topic><h2><a "
		    "href=/t/7>%s</a></h2>" TOPIC_POST("ann",
			"Mon Mar 05, 2012 10:14 am",
			"The harbour bridge reopened on Monday after eight "
			"months of repairs, and the first buses crossed it "
			"before dawn.")
			TOPIC_POST("bob", "Mon Mar 05, 2012 11:02 am",
			    "Tea at dawn, what a sight.")
			    TOPIC_POST("cy", "Mon Mar 05, 2012 11:40 am",
				"Buses too, at last.") "</div></body></html>",
		    heads[i]);
		s = marked_text(page.data, &n);
		T_OK_MSG(s != NULL &&
			(strstr(s, "eight months") != NULL) == (i == 0),
		    "heading %s: %s", heads[i], s != NULL ? s : "(null)");
		T_OK(s != NULL &&
		    (strstr(s, "Tea at dawn") != NULL) == (i == 0));
		free(s);
		buf_free(&page);
	}
#undef TOPIC_POST
}

/*
 * Comments whose lines tell the time as a reader's clock does ("3 years
 * ago"), the date itself in the markup only: a tooltip's title, or a
 * <time>'s datetime.  Dated so, they are a thread after the story, and
 * go; with no date anywhere, nothing says they are comments, nor does a
 * title naming a year alone (a link's, naming the page it leads to).
 */
static void
test_comments_dated_in_markup(void)
{
#define AGO(who, attr, ago, says)                                              \
	"<div class=wpd><div class=head><div class=who>" who "</div><div "     \
	"class=when" attr ">" ago "</div></div><div class=text><p>" says       \
	"</p></div></div>"
	static const char *const attrs[][3] = {
		{ " title=\"March 5, 2019 10:14 am\"",
		    " title=\"March 6, 2019 9:02 pm\"",
		    " title=\"March 9, 2019 8:40 am\"" },
		{ "><time datetime=\"2019-03-05T10:14:00Z\"",
		    "><time datetime=\"2019-03-06T21:02:00Z\"",
		    "><time datetime=\"2019-03-09T08:40:00Z\"" },
		{ "", "", "" },
		{ " title=\"Harbour (2006 film)\"",
		    " title=\"Quay (2007 film)\"",
		    " title=\"Pool (2009 film)\"" },
	};
	struct buf page;
	size_t i, n;
	char *s;

	for (i = 0; i < NELEM(attrs); i++) {
		buf_init(&page);
		buf_printf(&page,
		    "<html><body><div id=main>" STORY
		    "<div class=list>" AGO("Ann Lee", "%s", "7 years ago",
			"Shut the pool for good, it costs the town a fortune "
			"every winter.") AGO("Bob Ray", "%s", "7 years ago",
			"The bus line is long overdue, well done to the "
			"council.") AGO("Cy Mott", "%s", "7 years ago",
			"The library on Mondays was the best of it, "
			"and now it is gone.") "</div></div></body></html>",
		    attrs[i][0], attrs[i][1], attrs[i][2]);
		s = marked_text(page.data, &n);
		T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
		T_OK_MSG(s != NULL &&
			(strstr(s, "Shut the pool") == NULL) == (i < 2),
		    "markup %zu: %s", i, s != NULL ? s : "(null)");
		free(s);
		buf_free(&page);
	}
#undef AGO
}

/* Two comments are a thread when the reply form follows them (a form
 * with a textarea); without it, or with a form of one field (a
 * newsletter's), two records are no run. */
static void
test_comments_two_before_the_form(void)
{
	static const char *const tails[] = {
		"<div><h3>Leave a comment</h3><form action=/c method=post>"
		"<input name=author><textarea name=comment></textarea>"
		"<input type=submit></form></div>",
		"",
		"<div><form action=/n><input name=email><input type=submit>"
		"</form></div>",
	};
	struct buf page;
	size_t i, n, want;
	char *s;

	for (i = 0; i < NELEM(tails); i++) {
		want = i == 0 ? 1 : 0;
		buf_init(&page);
		buf_printf(&page,
		    "<html><body><div id=main>" STORY
		    "<ol class=ruva>" CITED("Ann", "January 10, 2008 5:58 PM",
			"Shut the pool for good, it costs the town a fortune "
			"every winter.")
			CITED("Bob", "January 10, 2008 6:02 PM",
			    "The bus line is long overdue, well done to the "
			    "council.") "</ol>%s</div></body></html>",
		    tails[i]);
		s = marked_text(page.data, &n);
		T_INT(n, want);
		T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
		T_OK_MSG(s != NULL &&
			(strstr(s, "Shut the pool") == NULL) == (i == 0),
		    "tail %zu: %s", i, s != NULL ? s : "(null)");
		free(s);
		buf_free(&page);
	}
}

/* Two comments are a thread too when a heading just before their list,
 * or before the box it opens, counts them ("2 comments:", in any
 * language; the heading alone in a box of its own as well); under a
 * heading that counts nothing, or counts more (2,000 is no 2), or in a
 * box with more than the heading, or a blank one, two records are no
 * run. */
static void
test_comments_two_counted(void)
{
	static const char *const heads[] = { "<h4>2 comments:</h4>",
		"<h4>2 Kommentare</h4>",
		"<div class=lipo><div><h2>2 replies on &ldquo;Pool&rdquo;</h2>"
		"</div></div>",
		"<h4>Comments</h4>", "<h4>14 comments</h4>",
		"<div class=lipo><h2>2 replies</h2><p>Be kind.</p></div>",
		"<h4>&nbsp;</h4>", "<h4>2,000 comments</h4>" };
	struct buf page;
	size_t i, n, want;
	char *s;

	for (i = 0; i < NELEM(heads); i++) {
		want = i < 3 ? 1 : 0;
		buf_init(&page);
		buf_printf(&page,
		    "<html><body><div id=main>" STORY
		    "<div class=kaze>%s<div class=vomo>"
		    "<ol class=ruva>" CITED("Ann", "January 10, 2008 5:58 PM",
			"Shut the pool for good, it costs the town a fortune "
			"every winter.")
			CITED("Bob", "January 10, 2008 6:02 PM",
			    "The bus line is long overdue, well done to the "
			    "council.") "</ol></div></div></div></body></html>",
		    heads[i]);
		s = marked_text(page.data, &n);
		T_INT(n, want);
		T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
		T_OK_MSG(s != NULL &&
			(strstr(s, "Shut the pool") == NULL) == (want == 1),
		    "heading %zu: %s", i, s != NULL ? s : "(null)");
		free(s);
		buf_free(&page);
	}
}

#define COUNTED(who, when, replies)                                            \
	"<li class=\"zeko fari\"><div class=rona><cite>" who "</cite> on "     \
	"<a href=#c>" when "</a> said:</div><p>The bus line is long "          \
	"overdue, well done to the council.</p>" replies "</li>"

/* A comment or two under a heading that counts them with the replies
 * nested in them ("1 thought on ...", "3 Responses"): the learner's
 * thread, though too short a run for comments_thread_run(); under a
 * heading that counts nothing, or more, or that is blank, none. */
static void
test_comments_counted_thread(void)
{
	static const char *const heads[] = {
		"<h2>1 thought on &ldquo;Pool&rdquo;</h2>",
		"<div class=lipo><h3>3 Responses</h3></div>",
		"<h2>Comments</h2>",
		"<h2>4 thoughts on &ldquo;Pool&rdquo;</h2>",
		"<h2>&nbsp;</h2>",
	};
	static const size_t want[] = { 1, 2, 0, 0, 0 };
	struct html_doc *doc;
	struct buf page;
	xmlNodePtr li, last;
	size_t i, n;

	for (i = 0; i < NELEM(heads); i++) {
		buf_init(&page);
		buf_printf(&page,
		    "<html><body><div id=main>" STORY
		    "%s<ol class=ruva>" COUNTED("Ann Lee",
			"January 10, 2008 5:58 PM",
			"%s") "%s"
			      "</ol></div></body></html>",
		    heads[i],
		    i == 1 ? "<ul class=ripa>" COUNTED("Bob Ray",
				 "January 11, 2008 9:02 AM", "") "</ul>"
			   : "",
		    i == 1 ? COUNTED("Cy Moss", "January 12, 2008 1:15 PM", "")
			   : "");
		doc = t_parse(page.data);
		T_OK(doc != NULL);
		li = doc != NULL
		    ? t_find(xmlDocGetRootElement(html_doc_xml(doc)), "li")
		    : NULL;
		n = li != NULL ? comments_counted_thread(li, &last) : 0;
		T_OK_MSG(n == want[i], "heading %zu: %zu records", i, n);
		T_OK((last != NULL) == (n > 0));
		if (doc != NULL)
			html_doc_free(doc);
		buf_free(&page);
	}
}

/* One comment under a heading that counts it ("1 thought on ..."),
 * after the story: a thread, dropped with the form after it; under a
 * heading that counts a thousand ("1,000 readers wrote in"), none. */
static void
test_comments_one_counted(void)
{
	static const char *const heads[] = {
		"<h2>1 thought on &ldquo;Pool&rdquo;</h2>",
		"<h2>1,000 readers wrote in</h2>",
	};
	struct buf page;
	size_t i, n, want;
	char *s;

	for (i = 0; i < NELEM(heads); i++) {
		buf_init(&page);
		buf_printf(&page,
		    "<html><body><div id=main>" STORY
		    "%s<ol class=ruva>" COUNTED("Ann Lee",
			"January 10, 2008 5:58 PM",
			"") "</ol><form action=/c><textarea name=c></textarea>"
			    "</form></div></body></html>",
		    heads[i]);
		want = i == 0 ? 1 : 0;
		s = marked_text(page.data, &n);
		T_INT(n, want);
		T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
		T_OK_MSG(s != NULL &&
			(strstr(s, "long overdue") == NULL) == (i == 0),
		    "heading %zu: %s", i, s != NULL ? s : "(null)");
		free(s);
		buf_free(&page);
	}
}

/* Two comments striped by turns ("even", "odd": K2's), too few to show
 * the stripes, are the run the heading over their list counts; not when
 * the second item holds no author and date line. */
static void
test_comments_counted_striped(void)
{
	static const char *const second[] = {
		"<li class=odd><span>January 14, 2011 at 5:41 PM</span> <span>"
		"posted by Jo Kent</span><p>They fixed the lights on the "
		"bridge "
		"at last, and the buses run on time.</p></li>",
		"<li class=odd><p>They fixed the lights on the bridge at last, "
		"and the buses run on time.</p></li>",
	};
	struct html_doc *doc;
	struct buf page;
	xmlNodePtr li, last;
	size_t i, n;

	for (i = 0; i < NELEM(second); i++) {
		buf_init(&page);
		buf_printf(&page,
		    "<html><body><div id=main>" STORY "<div class=vo><h3><span>"
		    "2</span> comments</h3><ul class=kiru><li class=even><span>"
		    "January 14, 2011 at 1:53 PM</span> <span>posted by Jo "
		    "Kent</span><p>Shut the pool for good, it costs the town a "
		    "fortune every winter.</p></li>%s</ul></div></div></body>"
		    "</html>",
		    second[i]);
		doc = t_parse(page.data);
		T_OK(doc != NULL);
		li = doc != NULL
		    ? t_find(xmlDocGetRootElement(html_doc_xml(doc)), "li")
		    : NULL;
		n = li != NULL ? comments_counted_thread(li, &last) : 0;
		T_OK_MSG(
		    n == (i == 0 ? 2 : 0), "second %zu: %zu records", i, n);
		T_OK(i != 0 ||
		    (last != NULL && last == html_node_next_shown(li->next)));
		if (doc != NULL)
			html_doc_free(doc);
		buf_free(&page);
	}
}

#define UNDATED(who, says, replies)                                            \
	"<li class=\"lumo pesa\"><div class=tavo><cite><a href=\"http://x/\" " \
	"rel=nofollow>" who "</a></cite></div><div class=reni><p>" says        \
	"</p></div>" replies "</li>"

/* The box of a thread whose comments carry no date, replies nested:
 * found from a comment's paragraph; a flat list of such records is no
 * thread to tell, nor are the page's boxes without a class beside its
 * navigation's (the previous and next posts' links, the box of a lone
 * comment), nor a layout's boxes of one class whose first lines are of
 * other kinds (a story's byline, a bio's paragraph, a kicker), one
 * boxing a caption in its text, nor a list post's items, each closed by
 * a picture's credit line, an advertisement's box sharing their class
 * of spacing, a tweet's box named after its item's second class: a
 * reply is of its comment's first class name. */
static void
test_comments_undated_thread_box(void)
{
	static const char *const pages[] = {
		"<html><body><div id=main>" STORY "<ul class=mefa>" UNDATED(
		    "Ann Lee", "Shut the pool for good.", "")
		    UNDATED("Bob Ray", "The bus line is overdue.",
			"<ul class=dafu>" UNDATED(
			    "Cy Mott", "Mondays are when I read.", "") "</ul>")
			UNDATED("Dee Park", "The library stays, good.",
			    "") "</ul></div></body></html>",
		"<html><body><div id=main>" STORY "<ul class=mefa>" UNDATED(
		    "Ann Lee", "Shut the pool for good.", "") UNDATED("Bob Ray",
		    "The bus line is overdue.", "") UNDATED("Dee Park",
		    "The library stays, good.", "") "</ul></div></body></html>",
		"<html><body><div id=content><div class=navigation><div "
		"class=prev><a href=/a>&laquo; The budget vote</a></div><div "
		"class=next><a href=/b>The new bus line &raquo;</a></div></div>"
		"<div class=\"post hentry\"><h1>Pool</h1>" STORY "</div><div "
		"class=navigation><div class=prev><a href=/a>&laquo; The "
		"budget vote</a></div><div class=next><a href=/c>Sunday "
		"hours &raquo;</a></div></div><div id=comments><div "
		"id=thread><ul class=mefa>" UNDATED("Ann Lee",
		    "Shut the pool for good.", "") "</ul></div></div></div>"
						   "</body></html>",
		"<html><body><section><div class=\"feat x1\"><div "
		"class=byline>By Ann Lee</div><div class=text>" STORY
		"<div class=\"feat x4\"><div class=cap>Photo: Bob Ray</div>"
		"<div class=text><p>The pool in winter, closed since the "
		"storm.</p></div></div></div></div><div class=\"feat x2\"><p "
		"class=bio>Ann Lee covers the council.</p><p>She has written "
		"about the town's budget for ten years.</p></div><div "
		"class=\"feat x3\"><span class=kicker>Sports</span><div "
		"class=text><p>The new season starts on Friday at the "
		"ground.</p></div></div></section></body></html>",
		"<html><body><div class=items><div class=\"item item-image "
		"mb4\"><h2>1. The pool in winter, closed since the storm</h2>"
		"<img src=/1.jpg><div class=credit>Instagram: @ann</div><p>It "
		"was the coldest week the town had known in thirty years, and "
		"the pool froze over.</p></div><div class=\"item item-tweet "
		"mb4\"><h2>2. What the mayor wrote that night</h2><div "
		"class=\"item-tweet embed\"><blockquote><p>The pool stays shut "
		"until the spring, sorry all.</p>&mdash; Bob Ray (@bob) May 4, "
		"2019</blockquote></div><div class=credit>Twitter: @bob</div>"
		"</div><div class=\"ad-slot mb4\"><span>Advertisement</span>"
		"</div><div class=\"item item-image mb4\"><h2>3. The new bus "
		"line on its first morning</h2><img src=/3.jpg><div "
		"class=credit>Instagram: @cy</div></div><div class=\"item "
		"item-image mb4\"><h2>4. Mondays at the library, as they "
		"were</h2><img src=/4.jpg><div class=credit>Getty Images</div>"
		"</div></div></body></html>",
	};
	struct html_doc *doc;
	xmlNodePtr p, box;
	size_t i;

	for (i = 0; i < NELEM(pages); i++) {
		doc = t_parse(pages[i]);
		T_OK(doc != NULL);
		if (doc == NULL)
			continue;
		p = t_find(xmlDocGetRootElement(html_doc_xml(doc)),
		    i >= 2 ? "p" : "cite");
		box = p != NULL ? comments_undated_thread(p) : NULL;
		T_OK_MSG((box != NULL) == (i == 0), "page %zu: %s", i,
		    box != NULL ? (const char *)box->name : "none");
		T_OK(i != 0 ||
		    (box != NULL &&
			strcmp((const char *)box->name, "ul") == 0));
		html_doc_free(doc);
	}
}

static void
test_comments_authors_cited(void)
{
	/* the date lines in numbers alone, each author named in a cite of
	 * its own before the line, no link to tell it: the thread goes */
	const char *page = "<html><body><div>" STORY "<ol>" CITED(
	    "Ann Lee", "02.03.2008 21:05", "Shut the pool for good.")
	    CITED("Bob Ray", "02.03.2008 22:40", "The bus line is overdue.")
		CITED("Cy Mott", "03.03.2008 08:15",
		    "Mondays are when I read.") "</ol></div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
	T_OK(s != NULL && strstr(s, "Shut the pool") == NULL &&
	    strstr(s, "Mondays are") == NULL);
	free(s);
}

#define DTDD(n, who, when, says)                                               \
	"<dt class=\"comment\"><a href=#c" n ">" n "</a> <span>" who           \
	"</span> <span>" when "</span></dt><dd class=\"comment\"><p>" says     \
	"</p><p><a href=#r>Reply</a></p></dd>"

static void
test_comments_dl_pairs(void)
{
	/* a dl of comments: each author's line a dt, the comment its dd */
	const char *page = "<html><body><div>" STORY "<dl>" DTDD("1", "Ann",
	    "January 10, 2008 at 5:58 PM", "Shut the pool for good.") DTDD("2",
	    "Bob", "January 10, 2008 at 6:02 PM", "The bus line is overdue.")
	    DTDD("3", "Cy", "January 11, 2008 at 9:15 PM",
		"Mondays are when I read.") "</dl></div></body></html>";
	/* a dl of terms after a story: no dated line, nothing goes */
	const char *terms =
	    "<html><body><div>" STORY "<dl>"
	    "<dt>Budget</dt><dd>What the town spends in a year.</dd>"
	    "<dt>Bus line</dt><dd>The new route from the station.</dd>"
	    "<dt>Library</dt><dd>Closed on Mondays from now on.</dd>"
	    "</dl></div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
	T_OK(s != NULL && strstr(s, "Shut the pool") == NULL);
	T_OK(s != NULL && strstr(s, "Ann") == NULL);
	free(s);
	s = marked_text(terms, &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Closed on Mondays") != NULL);
	free(s);
}

static void
test_comments_not_a_live_blog_with_titles(void)
{
	/* one author: entries open with their own linked titles */
	const char *page = "<html><body><div>" STORY
			   "<div class=entry><h3><a href=#a>The vote</a></h3>"
			   "<b>5:58 PM</b><p>The vote is called; the chamber "
			   "falls silent.</p></div><div class=entry><h3><a "
			   "href=#b>The count</a></h3><b>6:02 PM</b><p>Eleven "
			   "for, four against: the budget passes.</p></div>"
			   "<div class=entry><h3><a href=#c>Thanks</a></h3>"
			   "<b>6:10 PM</b><p>The mayor thanks the library "
			   "staff by name.</p></div></div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "the budget passes") != NULL);
	free(s);
}

/*
 * A live blog's posts whose times a strip took (the template's, learned
 * from their recurring lines): a post's header is left with its title
 * alone, and the date its dropped <time> gives is read no more.  The
 * titled posts between two untitled ones are no thread of writers.
 */
static void
test_comments_no_date_of_a_dropped_time(void)
{
#define POST(hm, title, says)                                                  \
	"<li class=post><div class=head><span class=when><time "               \
	"datetime=\"2023-06-13T" hm ":00Z\">" hm "</time></span>" title        \
	"</div><p>" says "</p></li>"
	const char *page = "<html><body><div>" STORY "<ol class=stream>" POST(
	    "14:05", "", "The session resumes after lunch.")
	    POST("13:50", "<h3>The vote</h3>",
		"The vote is called; the chamber falls "
		"silent.") POST("13:41", "<h3>The count</h3>",
		"Eleven for, four against: the budget "
		"passes.") POST("13:30", "<h3>Thanks</h3>",
		"The mayor thanks the library staff by "
		"name.") POST("13:12", "",
		"The council sits down at one.") "</ol></div></body></html>";
	size_t n;
	char *s = t_mark_text_after(page, "span", comments_mark, &n);

	T_OK(s != NULL); /* the page parses */
	T_INT(n, 0);
	T_OK_MSG(s != NULL && strstr(s, "the budget passes") != NULL, "%s",
	    s != NULL ? s : "");
	T_OK(s != NULL && strstr(s, "sits down at one") != NULL);
	free(s);
#undef POST
}

static void
test_comments_not_references(void)
{
	/* a dated reference says nothing beside its citation */
	const char *page =
	    "<html><body><div>" STORY "<ol>"
	    "<li>^ <cite>Smith, Ann (2 April 2003). \"Budget\". Retrieved "
	    "2009-08-02.</cite></li>"
	    "<li>^ <cite>Jones, Bob (5 May 2004). \"Pools\". Retrieved "
	    "2010-01-12.</cite></li>"
	    "<li>^ <cite>Lee, Cy (9 June 2005). \"Buses\". Retrieved "
	    "2011-03-04.</cite></li>"
	    "</ol></div></body></html>";
	const char *linked =
	    "<html><body><div>" STORY "<ol>"
	    "<li><a href=#r1>^</a> <span>\"The budget, line by line\". "
	    "The Times. <span>Retrieved 2009-08-02</span>.</span></li>"
	    "<li>^ <a href=#r2>a</a> <span>\"Pools in winter, and who "
	    "pays\". The Post. <span>Retrieved 2010-01-12</span>.</span>"
	    "</li><li>^ <a href=#r3>a</a> <span>\"Buses for the outer "
	    "towns\". The Sun. <span>Retrieved 2011-03-04</span>.</span>"
	    "</li></ol></div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Budget") != NULL);
	free(s);
	/* nor when some open on a linked "^" and others on a plain one:
	 * no authors there */
	s = marked_text(linked, &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Pools in winter") != NULL);
	free(s);
}

static void
test_comments_need_an_article_before(void)
{
	/* a page of dated posts by several people, nothing before them:
	 * that is the page's content, not comments on it */
	const char *page = "<html><body><div>"
			   "<p>Shut the pool for good.<br>"
			   "<b>Posted by Ann on January 10, 2008</b></p>"
			   "<p>The bus line is long overdue.<br>"
			   "<b>Posted by Bob on January 10, 2008</b></p>"
			   "<p>Mondays are when I read.<br>"
			   "<b>Posted by Cy on January 11, 2008</b></p>"
			   "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Shut the pool") != NULL);
	free(s);
}

static void
test_comments_set_apart_after_a_line(void)
{
	/* a post of one line, then the thread in a box under a heading of
	 * its own, no name telling it: the box goes; with no heading the
	 * dated records may be the page's content and stay */
#define THREAD                                                                 \
	"<article><footer><p><span>Ann Lee</span></p><p>July 2, 2008 at 4:06 " \
	"PM</p>"                                                               \
	"</footer><div><p>The pool needs a new roof before winter.</p></div>"  \
	"</article><article><footer><p><span>Bob Ray</span></p><p>July 3, "    \
	"2008 at 6:41 "                                                        \
	"PM</p></footer><div><p>The bus line starts in spring, at last.</p>"   \
	"</div></article><article><footer><p><span>Cy Mott</span></p><p>July " \
	"4, 2008 at "                                                          \
	"8:59 PM</p></footer><div><p>The library keeps its Sunday hours.</p>"  \
	"</div></article>"
	const char *apart = "<html><body><div><p>The council settled the "
			    "budget.</p><section><h2>Reactions</h2>" THREAD
			    "<h2>Add yours</h2><form><textarea></textarea>"
			    "</form></section></div></body></html>";
	const char *bare =
	    "<html><body><div><p>The council settled the "
	    "budget.</p><section>" THREAD "</section></div></body></html>";
	const char *first =
	    "<html><body><div><section><h2>Reactions</h2>" THREAD
	    "</section></div></body></html>";
#undef THREAD
	size_t n;
	char *s = marked_text(apart, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "settled the budget") != NULL);
	T_OK_MSG(s != NULL && strstr(s, "Sunday hours") == NULL &&
		strstr(s, "Reactions") == NULL &&
		strstr(s, "Add yours") == NULL,
	    "%s", s != NULL ? s : "");
	free(s);
	s = marked_text(bare, &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Sunday hours") != NULL);
	free(s);
	/* the box is the page's first text: a listing under its heading */
	s = marked_text(first, &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Sunday hours") != NULL);
	free(s);
}

static void
test_comments_rows_alternate(void)
{
	/* every other record marked "alt", each opened by a loose author
	 * and date line before the comment's own blocks */
	const char *page =
	    "<html><body><div>" STORY "<ol>"
	    "<li class=alt><a href=/a>Ann</a> am 6. November 2012 16:06"
	    "<div><p>Das Schwimmbad brauchen wir im Sommer.</p></div></li>"
	    "<li class=\"\"><a href=/b>Bob</a> am 6. November 2012 23:20"
	    "<div><p>Endlich eine Buslinie.</p></div></li>"
	    "<li class=alt><a href=/c>Cy</a> am 7. November 2012 09:15"
	    "<div><p>Montags lese ich am liebsten.</p></div></li>"
	    "</ol></div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
	T_OK(s != NULL && strstr(s, "Buslinie") == NULL);
	T_OK(s != NULL && strstr(s, "Ann") == NULL);
	free(s);
}

static void
test_comments_rows_striped(void)
{
	/* records striped by turns, each kind named in a word of no
	 * language and sharing no class with the other */
#define STRIPED(cls, id, who, says, when)                                      \
	"<div class=" cls " id=c" id "><div><div>" who " said:</div><div>"     \
	"<p>" says "</p></div><div><a href=#c" id ">" when "</a></div></div>"  \
	"</div>"
	const char *page = "<html><body><div>" STORY "<div>" STRIPED("vuzo",
	    "1", "Ann", "The pool needs a new roof before winter.",
	    "May 6, 2012 4:06 PM") STRIPED("kemi", "2", "Bob",
	    "The bus line starts in spring, at last.", "May 7, 2012 9:15 AM")
	    STRIPED("vuzo", "3", "Cy", "The library keeps its Sunday hours.",
		"May 8, 2012 10:20 AM")
		STRIPED("kemi", "4", "Dee", "Mondays were quiet anyway.",
		    "May 8, 2012 11:02 AM") "</div></div></body></html>";
#undef STRIPED
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
	T_OK_MSG(s != NULL && strstr(s, "Sunday hours") == NULL &&
		strstr(s, "Ann said") == NULL,
	    "%s", s != NULL ? s : "");
	free(s);
}

static void
test_comments_kinds_apart(void)
{
	/* records of two kinds, one each: no run of three */
	const char *page =
	    "<html><body><div>" STORY "<div>"
	    "<div class=note><a href=/a>Ann</a> on 6 May 2012"
	    "<p>The pool needs a new roof before winter.</p></div>"
	    "<div class=aside><a href=/b>Bob</a> on 7 May 2012"
	    "<p>The bus line starts in spring.</p></div>"
	    "<div class=box><a href=/c>Cy</a> on 8 May 2012"
	    "<p>The library keeps its Sunday hours.</p></div>"
	    "</div></div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Sunday hours") != NULL);
	free(s);
}

static void
test_comments_after_an_article_boxed_alike(void)
{
	/* the article boxed and dated like the comments after it (its
	 * line of another shape): it says more than all of them, so it
	 * is no forum's first post, and they go */
	const char *page =
	    "<html><body><div>"
	    "<div class=post><p>By Ann, January 10, 2008</p>" STORY STORY
	    "</div><div class=post><p>Shut the pool for good.</p>"
	    "<div>Posted by Bob on January 10, 2008 6:02 PM</div></div>"
	    "<div class=post><p>The bus line is long overdue.</p>"
	    "<div>Posted by Cy on January 10, 2008 7:12 PM</div></div>"
	    "<div class=post><p>Mondays are when I read.</p>"
	    "<div>Posted by Dee on January 11, 2008 9:15 AM</div></div>"
	    "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
	T_OK(s != NULL && strstr(s, "Shut the pool") == NULL);
	T_OK(s != NULL && strstr(s, "when I read") == NULL);
	free(s);
}

/* The page's named thread goes (one found): the body keeps the story's
 * last words, keep, and none of gone[] (ending in NULL). */
static void
named_thread_goes(const char *page, const char *keep, const char *const *gone)
{
	size_t n;
	char *s = marked_by(page, &n, 1);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, keep) != NULL);
	for (; *gone != NULL; gone++)
		T_OK_MSG(s != NULL && strstr(s, *gone) == NULL,
		    "the body leaves out \"%s\"", *gone);
	free(s);
}

static void
test_comments_named_one(void)
{
	/* one comment, no run to see: the page names its section */
	static const char *const gone[] = { "Shut the pool", NULL };

	named_thread_goes("<html><body><div>" STORY "<div id=comments><ol><li>"
			  "<a href=/a>Ann</a> <span>08-14-2012</span>"
			  "<p>Shut the pool for good, it loses money every "
			  "year.</p></li></ol></div></div></body></html>",
	    "the new bus line.", gone);
}

static void
test_comments_named_short_post(void)
{
	/* a post of one short sentence: its named thread goes whole, not
	 * from its second comment on (the first counted as the story's
	 * lead) */
	static const char *const gone[] = { "Shut the pool", "Long overdue",
		NULL };

	named_thread_goes(
	    "<html><body><div><h3>Bus line</h3><p>The new bus line opens "
	    "on Monday.</p>"
	    "<div id=comments><div class=comment><b>ann</b> "
	    "<span>04.12.2012 19:16</span><div>Shut the pool for good, it "
	    "loses money every year and nobody swims in it anyway.</div>"
	    "</div><div class=comment><b>bob</b> <span>04.12.2012 19:40"
	    "</span><div>Long overdue, well done.</div></div></div>"
	    "</div></body></html>",
	    "opens on Monday.", gone);
}

static void
test_comments_named_not_rules(void)
{
	/* a box named for comments holding no dated line (the rules for
	 * writing them, an empty box a script fills) stays; so does an
	 * opinion piece named "commentary" */
	const char *page =
	    "<html><body><div>" STORY "<div class=commenting-rules>"
	    "<p>Keep to the topic and be kind to one another.</p></div>"
	    "<div class=commentary><p>Opinion, 6 May 2012 09:15</p>"
	    "<p>The pool should stay open all year.</p></div>"
	    "</div></body></html>";
	size_t n;
	char *s = marked_by(page, &n, 1);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "be kind") != NULL);
	T_OK(s != NULL && strstr(s, "all year") != NULL);
	free(s);
}

static void
test_comments_named_after_story(void)
{
	/* a section named for comments before any of the story is not
	 * the reader's */
	const char *page =
	    "<html><body><div><div class=comment-count><a href=/c>"
	    "Posted 6 May 2012 09:15, 3 replies</a> by the editor</div>" STORY
	    "</div></body></html>";
	size_t n;
	char *s = marked_by(page, &n, 1);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "by the editor") != NULL);
	free(s);
}

static void
test_comments_named_trackbacks(void)
{
	/* other sites' links to the post, dated: no part of it */
	const char *page =
	    "<html><body><div>" STORY "<ol class=trackback-list><li>"
	    "<a href=http://b.example/x>A blog on buses</a> linked here "
	    "on 9 May 2012 10:40</li></ol></div></body></html>";
	size_t n;
	char *s = marked_by(page, &n, 1);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "linked here") == NULL);
	free(s);
}

static void
test_comments_not_cited_dates(void)
{
	/* the date of a citation sits in its sentence: a reference that
	 * says much beside "Retrieved DATE" says it on the same line */
	const char *page =
	    "<html><body><div>" STORY "<ol class=references>"
	    "<li><span>^ a b</span> <span><cite>\"Atheism and secularism: "
	    "who is secular?\" The Encyclopedia of the Valley. "
	    "<span>Retrieved 8 August 2017</span>.</cite></span></li>"
	    "<li><span>^</span> <span><cite>\"Census figures about culture "
	    "and identity\". Statistics Office. 15 April 2014. "
	    "<span>Retrieved 25 July 2015</span>.</cite></span></li>"
	    "<li><span>^</span> <span><cite>\"The bridge and its arches\". "
	    "Heritage Board of the Valley. "
	    "<span>Retrieved 3 March 2016</span>.</cite></span></li>"
	    "</ol></div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Heritage Board") != NULL);
	free(s);
}

/* Movable Type's classic page: the post, its own "Posted by" line,
 * headings, then each comment's paragraphs loose in the same column,
 * closed by a "Posted by: NAME at DATE" line of the post's line's
 * class, and the reply form under a heading of its own. */
#define LOOSE_POST                                                             \
	"<html><body><div id=main><h2>January 10, 2008</h2>"                   \
	"<div class=blogbody>" STORY "</div>"                                  \
	"<p class=posted>Posted by Dee at January 10, 2008 05:10 PM</p>"       \
	"<h2 id=trackbacks>Trackback Pings</h2><h2 id=comments>Comments</h2>"

static void
test_comments_loose_beside_the_post(void)
{
	const char *page = LOOSE_POST
	    "<div id=c1><p>Shut the pool for good.</p><p>Nobody swims "
	    "in March.</p></div><p class=posted>Posted by: Ann at "
	    "January 10, 2008 05:58 PM</p><div id=c2><p>The bus line is "
	    "long overdue.</p></div><p class=posted>Posted by: Bob at "
	    "January 10, 2008 06:02 PM</p><div id=c3><p>Mondays are when "
	    "I read.</p></div><p class=posted>Posted by: Cy at January 11, "
	    "2008 09:15 AM</p><h2>Post a comment</h2><form><textarea>"
	    "</textarea></form></div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
	T_OK(s != NULL && strstr(s, "Posted by Dee") != NULL);
	T_OK(s != NULL && strstr(s, "Shut the pool") == NULL);
	T_OK(s != NULL && strstr(s, "Mondays are when") == NULL);
	T_OK(s != NULL && strstr(s, "Posted by: Bob") == NULL);
	free(s);
}

/* LOOSE_POST, then rest (the column's end): no thread, and the lines
 * saying a and b kept. */
static void
loose_kept(const char *rest, const char *a, const char *b)
{
	size_t n;
	char *page, *s;

	xasprintf(&page, "%s%s", LOOSE_POST, rest);
	s = marked_text(page, &n);
	T_INT(n, 0);
	T_OK_MSG(s != NULL && strstr(s, a) != NULL, "\"%s\" kept", a);
	T_OK_MSG(s != NULL && strstr(s, b) != NULL, "\"%s\" kept", b);
	free(s);
	free(page);
}

static void
test_comments_loose_not_one_writer(void)
{
	/* the same column, the story's updates each closed by its time
	 * alone: one writer, no thread */
	loose_kept("<div><p>The vote is called; the chamber falls silent.</p>"
		   "</div><p class=posted>Updated at 05:58 PM</p><div><p>"
		   "Eleven for, four against: the budget passes.</p></div>"
		   "<p class=posted>Updated at 06:02 PM</p><div><p>The mayor "
		   "thanks the library staff by name.</p></div><p "
		   "class=posted>Updated at 06:10 PM</p></div></body></html>",
	    "the budget passes", "staff by name");
}

static void
test_comments_loose_not_a_timeline(void)
{
	/* the story's timeline, each entry closed by its date, then its
	 * last paragraphs: dates with no time are no comments' lines */
	loose_kept("<div><p>The library opens on the square.</p></div><p "
		   "class=posted>March 3, 1998</p><div><p>The pool is built "
		   "beside it.</p></div><p class=posted>June 9, 2004</p>"
		   "<div><p>The roof of the pool is mended.</p></div><p "
		   "class=posted>May 1, 2007</p><div><p>Both stay open, for "
		   "now.</p></div></div></body></html>",
	    "roof of the pool", "for now");
}

static void
test_comments_loose_not_videos(void)
{
	/* videos among the story's paragraphs, each box headed by the
	 * video's title over its running time: no line of a comment */
	loose_kept("<div><p>The vote is called; the chamber falls silent.</p>"
		   "</div><div class=video><h3>Just watched</h3><h2>Council "
		   "votes</h2><span>01:25</span></div><div><p>Eleven for, "
		   "four against: the budget passes.</p></div><div "
		   "class=video><h3>Just watched</h3><h2>Mayor speaks</h2>"
		   "<span>02:10</span></div><div><p>The mayor thanks the "
		   "library staff by name.</p></div><div class=video><h3>Just "
		   "watched</h3><h2>Pool closes</h2><span>00:48</span></div>"
		   "</div></body></html>",
	    "the budget passes", "staff by name");
}

/* The post's own paragraphs loose in the column too, no heading
 * before the comments: the thread starts after a comment's line, never
 * inside the post, whose every paragraph stays. */
static void
test_comments_loose_after_loose_post(void)
{
	const char *page =
	    "<html><body><div id=main>" STORY
	    "<p>The pool's roof is next, in the spring.</p>"
	    "<div><p>Shut the pool for good.</p></div><p class=posted>"
	    "Posted by: Ann at January 10, 2008 05:58 PM</p><div><p>The bus "
	    "line is long overdue.</p></div><p class=posted>Posted by: Bob "
	    "at January 10, 2008 06:02 PM</p><div><p>Mondays are when I "
	    "read.</p></div><p class=posted>Posted by: Cy at January 11, "
	    "2008 09:15 AM</p><div><p>Thanks to the staff.</p></div><p "
	    "class=posted>Posted by: Di at January 12, 2008 10:40 AM</p>"
	    "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
	T_OK(s != NULL && strstr(s, "The pool's roof is next") != NULL);
	T_OK(s != NULL && strstr(s, "Mondays are when") == NULL);
	T_OK(s != NULL && strstr(s, "Posted by: Di") == NULL);
	free(s);
}

/* TypePad's older theme: an empty anchor before each comment, which
 * shows nothing and so is no boundary of its own: the run starts under
 * the heading all the same. */
static void
test_comments_loose_past_anchors(void)
{
	const char *page = LOOSE_POST
	    "<a id=c1></a><div><p>Shut the pool for good.</p></div><p "
	    "class=posted>Posted by: Ann at January 10, 2008 05:58 PM</p>"
	    "<a id=c2></a><div><p>The bus line is long overdue.</p></div><p "
	    "class=posted>Posted by: Bob at January 10, 2008 06:02 PM</p>"
	    "<a id=c3></a><div><p>Mondays are when I read.</p></div><p "
	    "class=posted>Posted by: Cy at January 11, 2008 09:15 AM</p>"
	    "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "the new bus line.") != NULL);
	T_OK(s != NULL && strstr(s, "Shut the pool") == NULL);
	T_OK(s != NULL && strstr(s, "Posted by: Cy") == NULL);
	free(s);
}

/* The page of a post of one line, its footer's link to the thread's
 * box with count (an in-page link, "3 comments"), and the box holding
 * the label and thread dl (names that say nothing: only the link tells
 * the box); the body's text once the threads are dropped, *n threads. */
static char *
pointed_text(const char *count, const char *dl, size_t *n)
{
	struct buf b;
	char *s;

	buf_init(&b);
	buf_printf(&b,
	    "<html><body><div><div class=k1><p>The council settled the "
	    "budget.</p><p class=k2><a href=\"#k3\">%s</a></p></div><div "
	    "id=k3><div class=k4><p>Read them below or add one</p></div>%s"
	    "</div></div></body></html>",
	    count, dl);
	s = marked_text(b.data, n);
	buf_free(&b);
	return s;
}

static void
test_comments_pointed_after_a_line(void)
{
	/* Thesis's dl of comments, each dd the post's own text box */
#define DT(i, who, when)                                                       \
	"<dt class=k5 id=k6" #i "><a href=\"#k6" #i "\">" #i "</a> <span>" who \
	"</span> <span>" when "</span></dt>"
#define DD(text) "<dd class=k5><div class=k1><p>" text "</p></div></dd>"
	const char *three = "<dl>" DT(1, "Ann Lee", "5 October 2008 at 10:43")
	    DD("The pool needs a new roof before winter.")
		DT(2, "Bob Ray", "5 October 2008 at 23:30")
		    DD("The bus line starts in spring.")
			DT(3, "Cy Mott", "6 October 2008 at 06:57")
			    DD("The library keeps its Sunday hours.") "</dl>";
	const char *one = "<dl>" DT(1, "Ann Lee", "5 October 2008 at 10:43")
	    DD("The pool needs a new roof before winter.") "</dl>";
	/* one writer's updates, only the times differ: the story */
	const char *live = "<dl>" DT(1, "Ann Lee", "10:43")
	    DD("The vote is called.") DT(2, "Ann Lee", "10:52")
		DD("Eleven for, four against.") DT(3, "Ann Lee", "11:05")
		    DD("The mayor thanks the staff.") "</dl>";
#undef DT
#undef DD
	size_t n;
	char *s;

	s = pointed_text("3 comments", three, &n);
	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "settled the budget") != NULL);
	T_OK_MSG(s != NULL && strstr(s, "Sunday hours") == NULL &&
		strstr(s, "Read them below") == NULL,
	    "%s", s != NULL ? s : "");
	free(s);
	/* a comment alone is no thread, but the page counts it */
	s = pointed_text("1 comment", one, &n);
	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "new roof") == NULL);
	free(s);
	/* no count, or fewer than the records: the records stay */
	s = pointed_text("Comments", three, &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Sunday hours") != NULL);
	free(s);
	s = pointed_text("2 comments", three, &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Sunday hours") != NULL);
	free(s);
	s = pointed_text("3 updates", live, &n);
	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "thanks the staff") != NULL);
	free(s);
}

int
main(void)
{
	T_RUN(test_comments_as_story_paragraphs);
	T_RUN(test_comments_empty_counted_box);
	T_RUN(test_comments_in_any_language);
	T_RUN(test_comments_not_a_live_blog);
	T_RUN(test_comments_not_a_live_blog_of_writers);
	T_RUN(test_comments_not_a_live_blog_as_the_press_writes_it);
	T_RUN(test_comments_not_a_list_posts_items);
	T_RUN(test_comments_authors_apart);
	T_RUN(test_comments_poster_in_heading);
	T_RUN(test_comments_date_linked_apart);
	T_RUN(test_comments_authors_cited);
	T_RUN(test_comments_two_before_the_form);
	T_RUN(test_comments_dated_in_markup);
	T_RUN(test_comments_topic_under_headline);
	T_RUN(test_comments_two_counted);
	T_RUN(test_comments_counted_thread);
	T_RUN(test_comments_one_counted);
	T_RUN(test_comments_counted_striped);
	T_RUN(test_comments_undated_thread_box);
	T_RUN(test_comments_dl_pairs);
	T_RUN(test_comments_not_a_live_blog_with_titles);
	T_RUN(test_comments_no_date_of_a_dropped_time);
	T_RUN(test_comments_not_references);
	T_RUN(test_comments_not_cited_dates);
	T_RUN(test_comments_need_an_article_before);
	T_RUN(test_comments_set_apart_after_a_line);
	T_RUN(test_comments_rows_alternate);
	T_RUN(test_comments_rows_striped);
	T_RUN(test_comments_kinds_apart);
	T_RUN(test_comments_after_an_article_boxed_alike);
	T_RUN(test_comments_named_one);
	T_RUN(test_comments_named_short_post);
	T_RUN(test_comments_named_not_rules);
	T_RUN(test_comments_named_after_story);
	T_RUN(test_comments_named_trackbacks);
	T_RUN(test_comments_loose_beside_the_post);
	T_RUN(test_comments_loose_not_one_writer);
	T_RUN(test_comments_loose_not_a_timeline);
	T_RUN(test_comments_loose_not_videos);
	T_RUN(test_comments_loose_after_loose_post);
	T_RUN(test_comments_loose_past_anchors);
	T_RUN(test_comments_pointed_after_a_line);
	return t_done();
}

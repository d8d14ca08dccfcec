/* SPDX-License-Identifier: ISC */
/* Unit tests for the generic extraction (extract_generic(), extract.h): a
 * page of a host with no template, the story kept, the chrome left. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "extract.h"
#include "headline.h"
#include "html.h"
#include "tmpl.h"
#include "util.h"

#define PARA                                                                   \
	"The harbour bridge reopened on Monday after eight months of "         \
	"repairs, and the first buses crossed it before dawn while a small "   \
	"crowd of early risers watched from the quay with flasks of tea. "
#define CHROME                                                                 \
	"Readers of this paper get the weekend edition delivered to their "    \
	"door, with the crossword, the television guide and the letters "      \
	"page, for a small fee paid each month by card or by direct debit. "

/* A story among navigation, a sidebar and comments, each of which holds
 * a block of text denser than any one of the story's paragraphs. */
static const char *const page_html =
    "<html><head><title>Harbour bridge reopens | Evening Star</title>"
    "<meta property=\"og:site_name\" content=\"Evening Star\"></head><body>"
    "<nav><a href=\"/\">Home</a> <a href=\"/news\">News</a> "
    "<a href=\"/sport\">Sport</a></nav>"
    "<div id=\"main\"><h1>Harbour bridge reopens</h1>"
    "<div class=\"story\"><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>"
    "<p>" PARA "</p></div>"
    "<div class=\"comments\"><h3>12 comments</h3><p>" CHROME CHROME CHROME
	CHROME "</p></div></div>"
    "<aside><h3>Subscribe</h3><div>" CHROME CHROME CHROME CHROME CHROME
    "</div></aside>"
    "<footer><p>Copyright Evening Star. All rights reserved.</p></footer>"
    "</body></html>";

static const char *const url = "http://eveningstar.example/news/bridge.html";

static struct extract_page
page_of(const char *html, const char *u)
{
	struct extract_page pg;

	memset(&pg, 0, sizeof(pg));
	pg.data = html;
	pg.len = strlen(html);
	pg.url = u;
	return pg;
}

static int
has(const char *s, const char *needle)
{
	return s != NULL && strstr(s, needle) != NULL;
}

/*
 * The generic extraction of html read from u (NULL: no URL; text only)
 * gives a body holding each of keep[] and none of drop[] (lists ending
 * in NULL).
 */
static void
generic_keeps_at(const char *html, const char *u, const char *const *keep,
    const char *const *drop)
{
	struct extract_page pg = page_of(html, u);
	struct extract x;
	const char *body;

	T_INT(extract_generic_page(&pg, NULL, EXTRACT_TEXT, &x), 0);
	body = x.a != NULL ? x.a->body_text : NULL;
	for (; *keep != NULL; keep++)
		T_OK_MSG(has(body, *keep), "the body holds \"%s\"", *keep);
	for (; *drop != NULL; drop++)
		T_OK_MSG(
		    !has(body, *drop), "the body leaves out \"%s\"", *drop);
	extract_clear(&x);
}

/* generic_keeps_at() with no URL. */
static void
generic_keeps(
    const char *html, const char *const *keep, const char *const *drop)
{
	generic_keeps_at(html, NULL, keep, drop);
}

/* A story's header (its section's link, the headline, the deck, a
 * byline and share buttons) in the article's box, every class of no
 * meaning: the tidy takes the header for chrome, and the deck under the
 * headline is still the story's first line. */
static void
test_generic_deck_in_a_dropped_header(void)
{
	static const char page[] =
	    "<html><head><title>Budget settled | The Gazette</title></hea"
	    "d><body><div id=\"a1\"><div id=\"a2\"><h1><a href=\"/\">The "
	    "Gazette</a></h1></div><ul id=\"a3\"><li><a href=\"/\">Home</"
	    "a></li><li><a href=\"/about\">About</a></li></ul><main><arti"
	    "cle class=\"k1\"><div class=\"k2\"><div class=\"k3\"><a href"
	    "=\"/news\">News</a></div><h1 class=\"k4\">Budget settled</h1"
	    "><p class=\"k5\">Library and pool stay open, but the pool cl"
	    "oses in the winter months</p><div class=\"k6\"><span>By Ann "
	    "Lee</span> <time datetime=\"2023-05-02T10:00:00\">May 2, 202"
	    "3</time></div><div class=\"k7\"><a href=\"https://www.facebo"
	    "ok.com/sharer?x\"><span class=\"k8\">Share this story on fac"
	    "ebook</span></a><a href=\"https://twitter.com/intent/tweet?x"
	    "\"><span class=\"k8\">Share this story on twitter</span></a>"
	    "</div></div><figure class=\"k9\"><img alt=\"\" src=\"/img/le"
	    "ad.jpg\"><figcaption>The pool on Tuesday. <cite>Photo by Hal"
	    " Ives</cite></figcaption></figure><div class=\"k10\"><p>The "
	    "council met on Tuesday to settle the budget for the coming y"
	    "ear, and both stay open.</p></div><div class=\"k11\"><h2>Mos"
	    "t Read</h2><ol><li><a href=\"/x/0\">Ferry fares rise in May<"
	    "/a></li><li><a href=\"/x/1\">New school opens</a></li></ol><"
	    "/div></article></main></div></body></html>";
	static const char *const keep[] = {
		"Library and pool stay open, but the pool closes",
		"The council met on Tuesday", NULL
	};
	static const char *const drop[] = { "Share this story", "Most Read",
		NULL };

	generic_keeps(page, keep, drop);
}

static void
test_generic_keeps_the_story(void)
{
	struct extract_page pg = page_of(page_html, url);
	struct extract x;

	T_INT(extract_generic_page(&pg, NULL, 0, &x), 0);
	T_INT(x.status, EXTRACT_ARTICLE);
	T_STR(x.a->title, "Harbour bridge reopens");
	T_OK(has(x.a->body_text, "flasks of tea"));
	/* every paragraph of the story, none of the chrome */
	T_OK(x.a->body_text != NULL && strlen(x.a->body_text) >= 4 * 150);
	T_OK(!has(x.a->body_text, "direct debit"));
	T_OK(!has(x.a->body_text, "Subscribe"));
	T_OK(!has(x.a->body_text, "comments"));
	T_OK(!has(x.a->body_text, "Sport"));
	T_OK(!has(x.a->body_text, "Copyright"));
	T_OK(has(x.a->body_html, "flasks of tea"));
	T_STR(extract_fallback(x.a), "body");
	T_NEAR(x.score, -1, 0);
	extract_clear(&x);
}

static void
test_generic_same_parsed_or_not(void)
{
	struct extract_page pg = page_of(page_html, url);
	struct extract x, y;
	struct html_doc *doc;
	char *cause = NULL;

	T_INT(extract_generic_page(&pg, NULL, EXTRACT_TEXT, &x), 0);
	doc = html_parse(page_html, strlen(page_html), NULL, url, &cause);
	T_OK(doc != NULL);
	T_INT(extract_generic(doc, NULL, EXTRACT_TEXT, &y), 0);
	T_OK(y.doc == NULL);
	T_STR(y.a->title, x.a->title);
	T_STR(y.a->body_text, x.a->body_text);
	T_OK(x.a->body_html == NULL && y.a->body_html == NULL);
	extract_clear(&x);
	extract_clear(&y);
	html_doc_free(doc);
}

/* An entry's headline is the title, as the page spells it. */
static void
test_generic_with_entry(void)
{
	static const struct extract_entry e = { "harbour bridge reopens",
		"The harbour bridge reopened on Monday", NULL, 0, NULL };
	struct extract_page pg = page_of(page_html, url);
	struct extract x;

	T_INT(extract_generic_page(&pg, &e, 0, &x), 0);
	T_STR(x.a->title, "Harbour bridge reopens");
	T_OK(x.score > 0.5);
	T_OK(has(x.a->body_text, "flasks of tea"));
	T_OK(!has(x.a->body_text, "direct debit"));
	extract_clear(&x);
}

/*
 * An aggregator's entry titled as the page's <title> and og:title are,
 * with the publisher's name ("Harbour bridge reopens | Evening Star"):
 * the page's own headline, a part of it, is the title, and its block the
 * story.  A title that is the headline whole stays as the page sets it.
 */
static void
test_generic_entry_with_publisher(void)
{
	static const char *const html =
	    "<html><head><title>Harbour bridge reopens | Evening Star</title>"
	    "<meta property=\"og:title\" content=\"Harbour bridge reopens | "
	    "Evening Star\"><meta property=\"og:site_name\" "
	    "content=\"Evening Star\"></head><body>"
	    "<div id=\"main\"><h1>Harbour bridge reopens</h1>"
	    "<div class=\"story\"><p>" PARA "</p><p>" PARA "</p></div></div>"
	    "</body></html>";
	static const struct extract_entry e = {
		"Harbour bridge reopens | Evening Star", NULL, NULL, 0, NULL
	};
	static const struct extract_entry whole = { "Harbour bridge reopens",
		NULL, NULL, 0, NULL };
	struct extract_page pg = page_of(html, url);
	struct extract x;

	T_INT(extract_generic_page(&pg, &e, EXTRACT_TEXT, &x), 0);
	T_STR(x.a != NULL ? x.a->title : NULL, "Harbour bridge reopens");
	T_OK(x.a != NULL && has(x.a->body_text, "flasks of tea"));
	extract_clear(&x);
	T_INT(extract_generic_page(&pg, &whole, EXTRACT_TEXT, &x), 0);
	T_STR(x.a != NULL ? x.a->title : NULL, "Harbour bridge reopens");
	extract_clear(&x);
}

/* A story spread over paragraphs and lists beside a denser list of
 * references: the story's block is the body, lists and all. */
static void
test_generic_story_over_lists(void)
{
	static const char *const html =
	    "<html><head><title>Bridges of the coast</title></head><body>"
	    "<h1>Bridges of the coast</h1><div id=\"story\"><p>" PARA "</p>"
	    "<ul><li>" PARA "</li><li>" PARA "</li><li>" PARA "</li><li>" PARA
	    "</li></ul><p>" PARA "</p><p>" PARA "</p></div>"
	    "<div id=\"refs\"><ol><li>" CHROME "</li><li>" CHROME "</li>"
	    "<li>" CHROME "</li><li>" CHROME "</li></ol></div>"
	    "</body></html>";
	struct extract_page pg = page_of(html, NULL);
	struct extract x;

	T_INT(extract_generic_page(&pg, NULL, EXTRACT_TEXT, &x), 0);
	T_STR(x.a->title, "Bridges of the coast");
	T_OK(has(x.a->body_text, "flasks of tea"));
	T_OK(x.a->body_text != NULL && strlen(x.a->body_text) >= 7 * 150);
	T_OK(!has(x.a->body_text, "direct debit"));
	extract_clear(&x);
}

/* A forum thread's page: every post is the body (ann's, bob's "Tea at
 * dawn", cy's "Buses too"), the footer's chrome is not. */
static void
thread_kept(const char *html)
{
	static const char *const keep[] = { "Tea at dawn", "Buses too", NULL };
	static const char *const drop[] = { "direct debit", NULL };

	generic_keeps(html, keep, drop);
}

/* A thread: every post is the body, none of its posters' cards. */
static void
test_generic_thread(void)
{
#define POST(who, text)                                                        \
	"<div class=\"post\"><div class=\"poster\"><a href=\"/u/" who          \
	"\">" who                                                              \
	"</a></div><div class=\"body\"><div class=\"message\"><p>" text        \
	"</p><p>" text "</p></div><div class=\"sig\">Cheers</div></div></div>"
	static const char *const html =
	    "<html><head><title>Bridge reopens - Forum</title></head><body>"
	    "<h1>Bridge reopens</h1><div class=\"thread\">" POST(
		"ann", PARA PARA) POST("bob", "Tea at dawn, " PARA)
		POST("cy", "Buses too. " PARA) "</div>"
					       "<div class=\"footer\">" CHROME
					       "</div></body></html>";

	thread_kept(html);
#undef POST
}

/* A thread laid out as a table: rows with no class, each a post whose
 * first cell is named like the next row's; every post is the body. */
static void
test_generic_thread_rows(void)
{
#define ROW(who, text)                                                         \
	"<tr><td class=\"content\"><div class=\"message\">" text "<br>" text   \
	"</div></td><td class=\"info\"><a href=\"/u/" who "\">" who            \
	"</a></td></tr>"
	static const char *const html =
	    "<html><head><title>Bridge reopens - Forum</title></head><body>"
	    "<h1>Bridge reopens</h1><table class=\"posts\">" ROW(
		"ann", PARA PARA) ROW("bob", "Tea at dawn, " PARA) ROW("cy",
		"Buses too. " PARA) "</table><div class=\"footer\">" CHROME
				    "</div></body></html>";

	thread_kept(html);
#undef ROW
}

/* A forum's thread: eight posts of one kind, each with its author and
 * date line, the first no longer than the replies, some edited (a dated
 * line of another shape).  The thread is the story: every post stays,
 * the later ones as much as the first. */
static void
test_generic_forum_posts(void)
{
#define FPOST(who, text, edit)                                                 \
	"<li class=\"post\"><div class=\"message\">" text edit "</div>"        \
	"<div class=\"by\">Posted by <a href=\"/u/" who "\">" who              \
	"</a> on 12 March 2016, 09:41</div></li>"
#define EDIT(who)                                                              \
	"<p class=\"edit\">Last edited by " who " on 12 March 2016, 10:02</p>"
#define POSTS                                                                  \
	FPOST("ann", "<p>Post one: " PARA "</p>", EDIT("ann"))                 \
	FPOST("bob", "<p>Post two, tea at dawn.</p>", "")                      \
	FPOST("ann", "<p>Post three: " PARA "</p>", EDIT("ann"))               \
	FPOST("cy", "<p>Post four, buses too.</p>", "")                        \
	FPOST("dee", "<p>Post five: " PARA "</p>", "")                         \
	FPOST("bob", "<p>Post six, the quay was full.</p>", "")                \
	FPOST("ed", "<p>Post seven: " PARA "</p>", "")                         \
	FPOST("cy", "<p>Post eight, see you there.</p>", "")
	static const char *const html =
	    "<html><head><title>Bridge reopens - Forum</title></head><body>"
	    "<nav><a href=\"/\">Forum</a> <a href=\"/f/2\">Town</a></nav>"
	    "<h1>Bridge reopens</h1><ol class=\"posts\">" POSTS
	    "</ol></body></html>";
	static const char *const keep[] = { "Post one", "Post three",
		"Post four", "Post seven", "Post eight", NULL };
	static const char *const drop[] = { NULL };

	generic_keeps(html, keep, drop);
#undef POSTS
#undef EDIT
#undef FPOST
}

/* A forum's topic under the page's headline, which links to the topic
 * (not to this page, the post the feed names): its posts of one kind,
 * each a quote button ("Reply with quote"), its title ("Re: " the topic's), "by
 * NAME" and its text, the first longer than the replies; over it the forum's
 * name and its line, a menu.  The topic is the story, not the forum's
 * line: no post says what a page's header says of it. */
static void
test_generic_topic_under_headline(void)
{
#define TPOST(n, who, title, text)                                             \
	"<div id=\"p" n "\" class=\"post\"><div class=\"postbody\"><ul "       \
	"class=\"icons\"><li><a href=\"/posting.php?p=" n "\">Reply with "     \
	"quote</a></li>"                                                       \
	"</ul><h3><a href=\"#p" n "\">" title "</a></h3><p class=\"author\">"  \
	"by <a href=\"/u/" who "\">" who                                       \
	"</a> &raquo; Mon Mar 05, 2012 10:1" n                                 \
	" am</p><div class=\"content\">" text "</div></div><dl class=\"prof"   \
	"ile\"><dt>" who "</dt><dd>Posts: 1" n "</dd></dl></div>"
	static const char *const html =
	    "<html><head><title>Bridge reopens - Town Forum</title></head>"
	    "<body><div id=\"header\"><h1><a href=\"/\">Town Forum</a></h1>"
	    "<p>Where the town talks about its streets, its buses and its "
	    "bridges?</p></div><ul id=\"nav\"><li><a href=\"/\">Home</a>"
	    "</li><li><a href=\"/faq\">FAQ</a></li></ul><div id=\"topic\">"
	    "<h2><a href=\"/viewtopic.php?t=7\">Bridge reopens</a></h2><a "
	    "href=\"/posting.php?t=7\">Post a reply</a>" TPOST("1", "ann",
		"Bridge reopens", PARA "<br><br>" PARA "<br><br>" PARA)
		TPOST("2", "bob", "Re: Bridge reopens",
		    "Tea at dawn, what a "
		    "sight.") TPOST("3", "cy", "Re: Bridge reopens",
		    "Buses too, "
		    "at last.") "</div></body></html>";
	static const char *const keep[] = { "flasks of tea", NULL };
	static const char *const drop[] = { "town talks", NULL };

	generic_keeps_at(
	    html, "http://forum.example.org/viewtopic.php?p=1", keep, drop);
#undef TPOST
}

/* A forum's topic as a guest sees it, no button over the posts: each
 * post opens on its title, which links to the post itself ("#p2"), and
 * a post is no other story's teaser card for it; the topic stays. */
static void
test_generic_topic_posts_no_cards(void)
{
#define BPOST(n, who, title, text)                                             \
	"<div id=\"p" n "\" class=\"post\"><div class=\"postbody\"><h3><a "    \
	"href=\"#p" n "\">" title "</a></h3><p class=\"author\">by <a href="   \
	"\"/u/" who "\">" who "</a> &raquo; Mon Mar 05, 2012 10:1" n " am</p>" \
	"<div class=\"content\">" text "</div></div></div>"
	static const char *const html =
	    "<html><head><title>Bridge reopens - Town Forum</title></head>"
	    "<body><div id=\"header\"><h1><a href=\"/\">Town Forum</a></h1>"
	    "<p>Where the town talks about its streets, its buses and its "
	    "bridges?</p></div><div id=\"topic\"><h2><a href=\"/t/7\">"
	    "Bridge reopens</a></h2>" BPOST("1", "ann", "Bridge reopens",
		PARA "<br><br>" PARA "<br><br>" PARA)
		BPOST("2", "bob", "Re: Bridge reopens", "Tea at dawn.")
		    BPOST("3", "cy", "Re: Bridge reopens",
			"Buses too.") "</div></body></html>";
	static const char *const keep[] = { "flasks of tea", NULL };
	static const char *const drop[] = { NULL };

	generic_keeps_at(
	    html, "http://forum.example.org/viewtopic.php?p=1", keep, drop);
#undef BPOST
}

/* A forum's topic on a platform that names its box of posts as
 * comments (Invision Community's div#comments, each post an
 * article.ipsComment): under the headline a byline and a followers'
 * count, then the posts, the topic's own first; after them a line of
 * who is browsing.  Outside the named box the page has no story: the
 * topic's post is the body, the replies go as the comments they are
 * named. */
static void
test_generic_topic_in_named_comments(void)
{
#define IPOST(n, who, text)                                                    \
	"<article id=\"elComment_" n "\" class=\"cPost ipsComment\"><aside "   \
	"class=\"ipsComment_author\"><h3><a href=\"/profile/" who "/\">" who   \
	"</a></h3></aside><div class=\"ipsComment_content\"><p "               \
	"class=\"meta\">"                                                      \
	"Posted <time datetime=\"2012-03-05T10:1" n ":00Z\">March 5, 2012"     \
	"</time></p><div data-role=\"commentContent\">" text "</div></div>"    \
	"</article>"
	static const char *const html =
	    "<html><head><title>Bridge reopens - Town Forum</title></head>"
	    "<body><div id=\"header\"><a href=\"/\">Town Forum</a></div>"
	    "<div class=\"ipsPageHeader\"><h1>Bridge reopens</h1><a "
	    "href=\"/login/\">Followers <span class=\"ipsCommentCount\">4"
	    "</span></a><p>By <a href=\"/profile/ann/\">ann</a>, March 5, 2012 "
	    "in <a href=\"/forum/town/\">Town</a></p></div><div "
	    "id=\"comments\"><h2>Recommended Posts</h2>" IPOST("1", "ann",
		"<p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>") IPOST("2",
		"bob", "<p>Tea at dawn, and buses too.</p>") IPOST("3", "cy",
		"<p>About time, the old one shook.</p>") "</div><div "
							 "class=\"ipsWidget\"><"
							 "h3>Recently "
							 "Browsing</h3><p>No "
							 "registered users "
							 "viewing this "
							 "page.</p></div></"
							 "body></html>";
	static const char *const keep[] = { "flasks of tea", NULL };
	static const char *const drop[] = { "Recently", "registered users",
		"old one shook", NULL };

	generic_keeps_at(
	    html, "http://forum.example.org/topic/7-bridge/", keep, drop);
#undef IPOST
}

/* A page of Drupal's Olivero theme: <main> and the sidebar in a box
 * named "sidebar-grid", beside regions whose classes all say
 * "content" ("layout--pass--content-medium"), an alert's line over
 * them.  The box holds the page's <main>: its name is no sidebar's,
 * and the story in it stays; the alert's line does not come instead. */
static void
test_generic_main_in_a_sidebar_grid(void)
{
	static const char *const html =
	    "<html><head><title>Harbour bridge reopens</title></head><body>"
	    "<div class=\"main-content__container container\"><div "
	    "class=\"region region--highlighted\"><p>The campus is closed on "
	    "Monday for the holiday, and the buses run on the weekend "
	    "timetable.</p></div><div "
	    "class=\"region region--breadcrumb layout--pass--content-medium\">"
	    "<a href=\"/\">Home</a> <a href=\"/news\">News</a></div><div "
	    "class=\"sidebar-grid grid-full\"><main class=\"site-main\"><h1>"
	    "Harbour bridge reopens</h1><article class=\"node\"><div "
	    "class=\"text-content\"><p>" PARA "</p><p>" PARA "</p><p>" PARA
	    "</p></div></article></main><aside class=\"region "
	    "region--sidebar\"><h2>Recent News</h2><ul><li><span>June 3, "
	    "2020</span><a href=\"/n/1\">The library keeps its Sunday hours "
	    "after all, and the students who revise there are glad of "
	    "it</a></li><li><span>July 7, 2020</span><a href=\"/n/2\">The "
	    "pool needs a new roof before winter, and soon, or the rain will "
	    "close it</a></li></ul></aside></div><div class=\"region "
	    "region--content-below layout--pass--content-medium\"><h2>Related "
	    "News</h2><a href=\"/n/3\">Ferry timetable</a></div></div>"
	    "</body></html>";
	static const char *const keep[] = { "flasks of tea", NULL };
	static const char *const drop[] = { "Sunday hours", "campus is closed",
		NULL };

	generic_keeps(html, keep, drop);
}

/* A blog's article boxed like the comments after it, dated as they are:
 * the article says more than all of them, which go. */
static void
test_generic_blog_comments_go(void)
{
#define BOX(cls, who, text)                                                    \
	"<div class=\"" cls "\"><div class=\"message\">" text "</div>"         \
	"<div class=\"by\">Posted by <a href=\"/u/" who "\">" who              \
	"</a> on 12 March 2016, 09:41</div></div>"
#define BOXES                                                                  \
	BOX("entry", "ann",                                                    \
	    "<p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>")    \
	BOX("entry reply", "bob", "<p>Comment one, lovely news.</p>")          \
	BOX("entry reply", "cy", "<p>Comment two, at last.</p>")               \
	BOX("entry reply", "dee", "<p>Comment three, about time.</p>")         \
	BOX("entry reply", "ed", "<p>Comment four, well done all.</p>")
	static const char *const html =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div id=\"main\">" BOXES "</div></body></html>";
	static const char *const keep[] = { "flasks of tea", NULL };
	static const char *const drop[] = { "Comment one", "Comment four",
		NULL };

	generic_keeps(html, keep, drop);
#undef BOXES
#undef BOX
}

/* The writers of a blog's comments, and what they say. */
static const char *const thread_who[] = { "Ann Lee", "Bob Ray", "Cy Mott",
	"Dee Park", "Eve Sol", "Fay Tam", "Gil Orr" };
static const char *const thread_says[] = {
	"The pool needs a new roof before winter, and soon, or the "
	"rain will close it for good, as it did the old baths.",
	"The bus line starts in spring, at last, they say, and it will "
	"run from the station to the hospital every hour.",
	"The library keeps its Sunday hours after all, which is good "
	"news for the students who revise there.",
	"Mondays were quiet anyway, nobody will mind, and the staff "
	"can catch up on the new books that came in.",
};

/* A blog's comments after its post, no name telling them and saying
 * more than it, each a line of its writer's name, a line of its date (a
 * link: its permalink, which the tidy weighs as links alone), its
 * paragraphs and a reply button: the tidy leaves the records whole, and
 * the thread goes by their lines. */
static void
test_generic_tidy_leaves_threads(void)
{
	static const char *const keep[] = { "flasks of tea", NULL };
	static const char *const drop[] = { "Sunday hours", "Ann Lee", "Reply",
		NULL };
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div id=\"k1\"><div class=\"k2\"><h1>Bridge reopens</h1><p>" PARA
	    "</p><p>" PARA "</p></div><div id=\"k7\"><h3>Comments</h3><ol>");
	for (i = 0; i < NELEM(thread_who); i++)
		buf_printf(&b,
		    "<li class=\"k3\" id=\"c%zu\"><div class=\"k4\"><img "
		    "src=\"/a.png\" width=\"48\" height=\"48\" alt=\"\">"
		    "<cite>%s</cite> says</div><div class=\"k5\"><a "
		    "href=\"#c%zu\">March %zu, 2012 at 9:%02zu PM</a></div>"
		    "<p>%s</p><p>%s</p><div class=\"k6\"><a "
		    "href=\"#respond\">Reply</a></div></li>",
		    i, thread_who[i], i, i + 2, i * 7, thread_says[i % 4],
		    thread_says[(i + 1) % 4]);
	buf_adds(&b, "</ol></div></div></body></html>");
	generic_keeps(b.data, keep, drop);
	buf_free(&b);
}

/* A post of <br>-separated lines, then in a box of its own a thread
 * saying more than it (open, each record(i), close), no name telling
 * either: the thread is no story by its structure, the post is; marker
 * is a word of the records' lines. */
static void
post_then_thread(const char *open, void (*record)(struct buf *, size_t),
    const char *close, const char *marker)
{
	static const char *const keep[] = { "flasks of tea", NULL };
	const char *drop[] = { "Sunday hours", "Ann Lee", marker, NULL };
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div class=\"k1\"><h3>Bridge reopens</h3><div "
	    "class=\"k2\">" PARA "<br><br>" PARA "<br><br>" PARA "</div></div>"
	    "<div class=\"k3\">");
	buf_adds(&b, open);
	for (i = 0; i < NELEM(thread_who); i++)
		record(&b, i);
	buf_adds(&b, close);
	buf_adds(&b, "</div></body></html>");
	generic_keeps(b.data, keep, drop);
	buf_free(&b);
}

/* Blogger's classic thread: a dl of comments, each a dt of its writer's
 * line, a dd of its paragraph and a dd of its date. */
static void
blogger_comment(struct buf *b, size_t i)
{
	buf_printf(b,
	    "<dt class=\"k5\" id=\"c%zu\"><a href=\"/u%zu\">%s</a> "
	    "said...</dt><dd class=\"k6\"><p>%s<br><br>%s</p></dd>"
	    "<dd class=\"k7\"><a href=\"#c%zu\">March %zu, 2012 "
	    "9:%02zu PM</a></dd>",
	    i, i, thread_who[i], thread_says[i % 4], thread_says[(i + 1) % 4],
	    i, i + 2, i * 7);
}

/* Movable Type 3's and old TypePad's: each comment's paragraphs loose
 * in the box, closed by a line of its writer and its date. */
static void
loose_comment(struct buf *b, size_t i)
{
	buf_printf(b,
	    "<p>%s</p><p>%s</p><p class=\"k5\">Posted by: <a "
	    "href=\"/u%zu\">%s</a> | March %zu, 2012 at 09:%02zu PM</p>",
	    thread_says[i % 4], thread_says[(i + 1) % 4], i, thread_who[i],
	    i + 2, i * 7);
}

/* A post of one line, then two comments loose in a box under a
 * heading that counts nothing, each saying more than the post (old
 * TypePad's), no name telling any: two comments by two writers, each
 * line telling when it was posted, are a thread; the post is the
 * story. */
static void
test_generic_two_loose_comments(void)
{
	static const char *const keep[] = { "buses cross it", NULL };
	static const char *const drop[] = { "pool needs", "Ann Lee", "Bob Ray",
		NULL };
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    "<html><head><title>Bridge reopens</title></head><body><div "
	    "class=\"k1\"><h2>May 2, 2012</h2><div class=\"k2\"><h3>Bridge "
	    "reopens</h3><div class=\"k3\"><p>The bridge is open again, and "
	    "the buses cross it.</p></div></div><div class=\"k4\"><h2>"
	    "Comments</h2><div class=\"k6\">");
	for (i = 0; i < 2; i++)
		loose_comment(&b, i);
	buf_adds(&b, "</div></div></div></body></html>");
	generic_keeps(b.data, keep, drop);
	buf_free(&b);
}

/*
 * A post of a line, then its one reader comment, longer than the post,
 * under a heading that counts it ("1 comments"), in a list of its own,
 * every class of no meaning: the comment is the thread, not the story.
 */
static void
test_generic_one_counted_comment(void)
{
	static const char *const keep[] = { "the buses cross it", NULL };
	static const char *const drop[] = { "1 comments", "Ann Lee",
		"pool needs", NULL };

	generic_keeps("<html><head><title>Bridge reopens</title></head><body>"
		      "<div class=\"k1\"><div class=\"k2\"><span>May 2, "
		      "2012</span><h2>Bridge reopens</h2></div><div "
		      "class=\"k3\"><p>The bridge is open again, and the "
		      "buses cross it.</p></div><div class=\"k4\"><h3>1 "
		      "comments</h3><ul class=\"k5\"><li class=\"k6\"><span>"
		      "25 July 2012 at 15:02</span><span> posted by Ann Lee"
		      "</span><p>The pool needs a new roof before the winter, "
		      "and the council has known it for three years; the "
		      "bridge was the easy part, and everybody in town knows "
		      "who will pay for the roof in the end.</p></li></ul>"
		      "</div></div></body></html>",
	    keep, drop);
}

/*
 * The story's column, named the content by its id and "has-sidebar" by
 * its class (the layout beside it), under a menu of more text than the
 * story: a column of the page, no sidebar, and the story is in it.
 */
static void
test_generic_content_column_has_sidebar(void)
{
	static const char *const keep[] = { "flasks of tea", NULL };
	static const char *const drop[] = { "Win a weekend", NULL };
	struct buf b;
	int i;

	buf_init(&b);
	buf_printf(&b, "<html><body><nav>");
	for (i = 0; i < 60; i++)
		buf_printf(&b, "<a href=\"/s%d\">Local news %02d</a> ", i, i);
	buf_printf(&b,
	    "</nav><div id=\"main-content\" class=\"wrap has-sidebar\">"
	    "<h1>Harbour bridge reopens</h1><p>" PARA "</p><p>" PARA "</p>"
	    "</div><div class=\"promo\"><p>Win a weekend by the sea for two "
	    "with our readers' draw this month.</p><p>Enter by Friday; the "
	    "winners are drawn on Monday.</p></div></body></html>");
	generic_keeps(b.data, keep, drop);
	buf_free(&b);
}

/*
 * Simple Author Box's card after the story: a picture linking nowhere,
 * the name in a box of its own, a link to the author's page
 * (rel="author"), then a bio.  The tidy took the name's box (all link)
 * and left a picture over a bio, which the profiles rule did not know;
 * it leaves the card whole now, and the rule takes it.
 */
static void
test_generic_author_box_goes_whole(void)
{
	static const char *const keep[] = { "flasks of tea", NULL };
	static const char *const drop[] = { "lives by the sea", "Ann Lee",
		NULL };

	generic_keeps(
	    "<html><body><div id=\"primary\"><article><h1>Harbour bridge "
	    "reopens</h1><div class=\"entry-content\"><p>" PARA "</p><p>" PARA
	    "</p><p>" PARA "</p><div class=\"saboxplugin-wrap\"><div "
	    "class=\"saboxplugin-tab\"><div class=\"saboxplugin-gravatar\">"
	    "<img src=\"/ann.jpg\" width=\"100\" height=\"100\" alt=\"Ann "
	    "Lee\"></div><div class=\"saboxplugin-authorname\"><a "
	    "href=\"/author/ann/\" class=\"vcard author\" rel=\"author\">"
	    "<span class=\"fn\">Ann Lee</span></a></div><div "
	    "class=\"saboxplugin-desc\"><div><p>Ann writes about towns and "
	    "their budgets, and lives by the sea with two cats.</p></div></div>"
	    "</div></div></div></article></div></body></html>",
	    keep, drop);
}

static void
test_generic_thread_outweighs_post(void)
{
	post_then_thread("<h4>7 comments:</h4><dl class=\"k4\">",
	    blogger_comment, "</dl>", "said...");
}

static void
test_generic_loose_thread_outweighs_post(void)
{
	post_then_thread("<h4>Comments</h4>", loose_comment, "", "Posted by");
}

/* A reader's comment as Twenty Eleven writes one, no name telling it:
 * a line of its writer and its date (a link), its paragraphs, a reply
 * button; comment 3 says more than any other, and than the post. */
static void
eleven_comment(struct buf *b, size_t i)
{
	size_t k;

	buf_printf(b,
	    "<li class=\"k5 k6\" id=\"li%zu\"><article id=\"c%zu\" "
	    "class=\"k5\"><footer class=\"k7\"><div class=\"k8\"><img "
	    "src=\"/a.png\" width=\"68\" height=\"68\" alt=\"\"><span "
	    "class=\"k9\">%s</span> on <a href=\"#c%zu\"><time>March %zu, "
	    "2012 at 9:%02zu PM</time></a> said:</div></footer><div "
	    "class=\"k10\"><p>%s</p>",
	    i, i, thread_who[i], i, i + 2, i * 7, thread_says[i % 4]);
	for (k = 0; i == 3 && k < 4; k++)
		buf_printf(b, "<p>%s %s</p>", thread_says[k],
		    thread_says[(k + 1) % 4]);
	if (i == 3)
		buf_adds(b, "<p>The ferry will stay on all summer.</p>");
	buf_adds(b,
	    "</div><div class=\"k11\"><a href=\"#respond\">Reply</a></div>"
	    "</article></li>");
}

/* A post, its paragraphs in a box (open), then a thread of comments
 * under a heading of its own, a blurb in the sidebar after them
 * (longer than a line of the post), no name telling any: the post
 * stays (words of its end), the comments and the blurb go. */
static void
post_over_comments(const char *post, const char *words)
{
	static const char *const drop[] = { "Sunday hours", "Ann Lee", "ferry",
		"Responses", "Our town", NULL };
	const char *keep[] = { words, NULL };
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_printf(&b,
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div id=\"k1\"><div id=\"k2\"><div class=\"k3\"><h1>Bridge "
	    "reopens</h1><div class=\"k4\">%s</div></div><div id=\"k12\">"
	    "<h3>7 Responses to <em>Bridge reopens</em></h3><ol>",
	    post);
	for (i = 0; i < NELEM(thread_who); i++)
		eleven_comment(&b, i);
	buf_adds(&b,
	    "</ol></div></div><div id=\"k13\"><h3>About</h3><ul><li>Our "
	    "town's news, every day, from the people who live here: the "
	    "council, the schools, the bridge and the quay.</li></ul></div>"
	    "</div></body></html>");
	generic_keeps(b.data, keep, drop);
	buf_free(&b);
}

/* A post of three paragraphs under a thread one of whose comments says
 * more than it: that comment is no story, the post is. */
static void
test_generic_long_comment_under_post(void)
{
	post_over_comments("<p>" PARA "</p><p>" PARA "</p><p>" PARA
			   "The end of the story.</p>",
	    "flasks of tea. The end");
}

/* A post of one line under a long thread: the post the thread follows
 * in its column is the story, not the thread, nor the sidebar's blurb,
 * which says more than it. */
static void
test_generic_line_post_over_comments(void)
{
	post_over_comments(
	    "<p>The bridge is open again, and the buses cross it.</p>",
	    "buses cross it");
}

/* A post of one line over its footer's line, dated and longer ("This
 * entry was posted on ..."): the post's line, undated, tells a post from
 * a forum's line over its thread, and the post is the story. */
static void
test_generic_line_post_over_dated_footer(void)
{
	post_over_comments(
	    "<p>The bridge is open again, and the buses cross it.</p><p "
	    "class=\"k14\"><small>This entry was posted on March 2, 2012 at "
	    "9:00 PM and is filed under <a href=\"/c/news\">News</a>. You can "
	    "follow any responses to this entry through the feed.</small></p>",
	    "buses cross it");
}

/* A post of one line in its text box, with Jetpack's related posts
 * after it in the same box (three cards: a picture, a linked title, an
 * excerpt cut short of its sentence's end, a date), then the thread:
 * the post the thread follows is the line, the cards no post of the
 * page's, and the line is the story. */
static void
test_generic_line_post_over_related_cards(void)
{
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    "<p>The bridge is open again, and the buses cross it.</p><div "
	    "class=\"k20\"><h3><em>Related</em></h3><div class=\"k21\">");
	for (i = 0; i < 3; i++)
		buf_printf(&b,
		    "<div class=\"k22 k2%zu\"><a href=\"/r%zu\"><img "
		    "src=\"/r%zu.jpg\" alt=\"\"></a><h4><a href=\"/r%zu\">The "
		    "other story %zu</a></h4><p class=\"k25\">%.70s</p><p "
		    "class=\"k26\">October %zu, 2012</p></div>",
		    i + 3, i, i, i, i, thread_says[i + 1], i + 10);
	buf_adds(&b, "</div></div>");
	post_over_comments(b.data, "buses cross it");
	buf_free(&b);
}

/* A post of one line, Jetpack's related posts after it in its text box
 * (three cards, each excerpt longer than the post), then its footer,
 * no thread: the post is the story, and no card is its core for the
 * tidy to spare (once the longest excerpt stayed, with its card's date
 * and "In" line). */
static void
test_generic_line_post_over_related_only(void)
{
	static const char *const keep[] = { "buses cross it", NULL };
	static const char *const drop[] = { "new roof", "bus line starts",
		"Sunday hours", "In \"Town\"", NULL };
	static const char *const title[] = { "Gulls nest", "Tide tables",
		"Quay lamps" };
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    "<html><head><title>Bridge reopens</title></head><body><div "
	    "id=\"main\"><article class=\"post\"><header><h1 "
	    "class=\"entry-title\">Bridge reopens</h1></header><div "
	    "class=\"entry-content\"><p>The bridge is open again, and the "
	    "buses cross it.</p><div id=\"jp-relatedposts\" "
	    "class=\"jp-relatedposts\"><h3><em>Related</em></h3><div "
	    "class=\"jp-relatedposts-items\">");
	for (i = 0; i < NELEM(title); i++)
		buf_printf(&b,
		    "<div class=\"jp-relatedposts-post "
		    "jp-relatedposts-post%zu\"><a href=\"/r%zu\"><img "
		    "src=\"/r%zu.jpg\" alt=\"\"></a><h4><a "
		    "href=\"/r%zu\">%s</a>"
		    "</h4><p>%s</p><p>2011-0%zu-12 02:56</p><p>In "
		    "&quot;Town&quot;</p></div>",
		    i, i, i, i, title[i], thread_says[i], i + 1);
	buf_adds(&b,
	    "</div></div></div><footer class=\"entry-footer\">Ann Lee, "
	    "2012-03-02</footer></article></div></body></html>");
	generic_keeps(b.data, keep, drop);
	buf_free(&b);
}

/* A post of one line, then related posts as a page builder writes them
 * (Elementor's: each card a picture's link, then a box of its linked
 * title, its date, its excerpt, longer than the post, and "Read More"):
 * the excerpt's box inside a card is no more the page's best block than
 * the card is (once the body was one excerpt, its date and its "Read
 * More", and the post was lost). */
static void
test_generic_line_post_over_builder_cards(void)
{
	static const char *const keep[] = { "buses cross it", NULL };
	static const char *const drop[] = { "new roof", "bus line starts",
		"Sunday hours", "Read More", NULL };
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    "<html><head><title>Bridge reopens</title></head><body><main "
	    "class=\"site-main post\"><section class=\"e-section\"><div "
	    "class=\"e-widget\"><h1 class=\"e-heading\">Bridge reopens</h1>"
	    "</div><div class=\"e-widget\"><p>The bridge is open again, and "
	    "the buses cross it.</p></div></section><section "
	    "class=\"e-section\"><div class=\"e-widget\"><h2 "
	    "class=\"e-heading\">Related Posts</h2></div><div "
	    "class=\"e-widget\"><div class=\"e-posts\">");
	for (i = 0; i < 3; i++)
		buf_printf(&b,
		    "<article class=\"e-post post-%zu post\"><a "
		    "class=\"e-post__thumb\" href=\"/r%zu/\"><div><img "
		    "src=\"/r%zu.jpg\" alt=\"\"></div></a><div "
		    "class=\"e-post__text\"><h3 class=\"e-post__title\"><a "
		    "href=\"/r%zu/\">The other story %zu</a></h3><div "
		    "class=\"e-post__meta\"><span>0%zu.11.2011 "
		    "19:48</span></div>"
		    "<div class=\"e-post__excerpt\"><p>%s</p></div><a "
		    "class=\"e-post__more\" href=\"/r%zu/\">Read More "
		    "&raquo;</a></div></article>",
		    i, i, i, i, i, i + 1, thread_says[i], i);
	buf_adds(&b, "</div></div></section></main></body></html>");
	generic_keeps(b.data, keep, drop);
	buf_free(&b);
}

/* A post of a line in a page builder's box (Elementor's, its names
 * made up), the links to the previous and next posts in a widget beside
 * it in the same box, then a box of the comments' heading alone: the
 * box of the post is the story's own, weighed by its parts, not dropped
 * as a box of links (once the body was the comments' heading). */
static void
test_generic_line_post_beside_navigation(void)
{
	static const char *const keep[] = { "the mayor aboard", NULL };
	static const char *const drop[] = { "council meets", "thoughts on",
		NULL };
	static const char *const html =
	    "<html><head><title>Bridge reopens after eight months | Our "
	    "town</title></head><body><div id=\"k1\"><main id=\"k2\"><div "
	    "class=\"k3\"><section class=\"k4 k5\"><div class=\"k6\"><div "
	    "class=\"k7\"><div class=\"k8\"><div class=\"k9 k10\"><div "
	    "class=\"k11\"><p>The bridge is open again after eight months of "
	    "repairs and the first buses crossed it before dawn on Monday with "
	    "the mayor aboard.</p></div></div><div class=\"k9 k12\"><div "
	    "class=\"k11\"><div class=\"k13\"><div class=\"k14\"><a "
	    "href=\"/p1/\" rel=\"prev\"><span><span>The council meets on "
	    "Tuesday</span></span></a></div><div class=\"k15\"><a "
	    "href=\"/p2/\" rel=\"next\"><span><span>Next</span></span></a>"
	    "</div></div></div></div></div></div></div></section><section "
	    "class=\"k4 k16\"><div class=\"k6\"><div class=\"k7\"><div "
	    "class=\"k8\"><div class=\"k9 k17\"><div class=\"k11\"><div "
	    "id=\"k18\"><h2>2 thoughts on &ldquo;Bridge reopens after eight "
	    "months&rdquo;</h2></div></div></div></div></div></div></section>"
	    "</div></main></div></body></html>";

	generic_keeps(html, keep, drop);
}

/* A post of one line in a box closed by an empty one (a float's clear):
 * it ends a sentence all the same. */
static void
test_generic_line_post_closed_by_clear(void)
{
	post_over_comments("The bridge is open again, and the buses cross "
			   "it.<div style=\"clear: both;\"></div>",
	    "buses cross it");
}

/* A reader's comment as a plugin prints its thread for readers without
 * scripts, no name telling it and no date: the writer's name in a cite
 * (a link to their site), the paragraphs, and after comments 1 and 4 a
 * reply nested in a list of its own.  Its boxes' names differ in more
 * than a number, as a theme's do. */
static void
undated_comment(struct buf *b, size_t i, int nested)
{
	size_t k;

	buf_printf(b,
	    "<li class=\"lumo %s\"><div class=\"tavo\"><cite><a "
	    "href=\"http://x%zu.example/\" rel=\"nofollow\">%s</a></cite>"
	    "</div><div class=\"reni\"><p>%s</p>",
	    nested ? "kiro" : "pesa", i, thread_who[i % NELEM(thread_who)],
	    thread_says[i % 4]);
	for (k = 0; i == 3 && k < 4; k++)
		buf_printf(b, "<p>%s %s</p>", thread_says[k],
		    thread_says[(k + 1) % 4]);
	buf_adds(b, "</div>");
	if (!nested && i % 3 == 1) {
		buf_adds(b, "<ul class=\"dafu\">");
		undated_comment(b, i + 1, 1);
		buf_adds(b, "</ul>");
	}
	buf_adds(b, "</li>");
}

/* A post of one line, then such a thread, replies nested, one comment
 * saying more than the post: the post is the story, not the thread.
 * With no reply nested, nothing tells a list of undated records from a
 * story's, and the densest block stays the body. */
static void
test_generic_undated_thread(void)
{
	static const char *const keep[] = { "buses cross it", NULL };
	static const char *const drop[] = { "Sunday hours", "Ann Lee",
		"Our town", NULL };
	static const char *const flat[] = { "Sunday hours", NULL };
	static const char *const none[] = { NULL };
	struct buf b;
	size_t i;
	int nest;

	for (nest = 1; nest >= 0; nest--) {
		buf_init(&b);
		buf_adds(&b,
		    "<html><head><title>Bridge reopens</title></head><body>"
		    "<div id=\"k1\"><div class=\"k3\"><h1>Bridge reopens</h1>"
		    "<div class=\"k4\"><p>The bridge is open again, and the "
		    "buses cross it.</p></div></div><div id=\"k7\"><ul "
		    "class=\"mefa\">");
		for (i = 0; i < 7; i += nest ? 1 + (i % 3 == 1) : 1)
			if (nest)
				undated_comment(&b, i, 0);
			else
				undated_comment(&b, i, 1);
		buf_adds(&b,
		    "</ul></div></div><div id=\"k13\"><h3>About</h3><ul><li>"
		    "Our town's news, every day, from the people who live "
		    "here: the council, the schools, the bridge and the "
		    "quay.</li></ul></div></body></html>");
		if (nest)
			generic_keeps(b.data, keep, drop);
		else
			generic_keeps(b.data, flat, none);
		buf_free(&b);
	}
}

/* A post of one line, then two comments under a heading that counts
 * them, each a box of paragraphs closed by its author and date line,
 * the second saying more than the post, no name telling any: the post
 * is the story, not the page around it (the sidebar's blurb), the
 * comments aside. */
static void
test_generic_two_counted_comments(void)
{
	static const char *const keep[] = { "buses cross it", NULL };
	static const char *const drop[] = { "Sunday hours", "Bob Ray",
		"Our town", NULL };
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    "<html><head><title>Bridge reopens</title></head><body><div "
	    "id=\"k1\"><div class=\"k3\"><h2>Bridge reopens</h2><div "
	    "class=\"tova\"><p>The bridge is open again, and the buses cross "
	    "it.</p></div></div><div class=\"mesa\"><h3>Reader Comments "
	    "(2)</h3><div class=\"kavu\">");
	for (i = 0; i < 2; i++) {
		buf_printf(&b,
		    "<div class=\"rune\"><div class=\"tova\"><p>%s</p>",
		    thread_says[i + 1]);
		if (i == 1)
			buf_printf(&b, "<p>%s</p><p>%s</p>", thread_says[3],
			    thread_says[0]);
		buf_printf(&b,
		    "</div><div class=\"pesi\">Posted by: <a "
		    "href=\"http://x%zu.example/\">%s</a> | June %zu, 2012 at "
		    "6:52 AM</div></div>",
		    i, thread_who[i], i + 8);
	}
	buf_adds(&b,
	    "</div></div></div><div id=\"k13\"><h3>About</h3><ul><li>Our "
	    "town's news, every day, from the people who live here.</li></ul>"
	    "</div></body></html>");
	generic_keeps(b.data, keep, drop);
	buf_free(&b);
}

/* A post, then two comments under a heading that counts them ("2
 * thoughts on ...") in the block the post is widened to, Twenty
 * Sixteen's markup with its names made up: each comment's date a
 * permalink alone in its box, which the tidy drops as a box of links
 * unless it knows the records for a thread's (once the comments rule
 * then found no dated line, and both comments stayed). */
static void
test_generic_counted_dated_by_links(void)
{
	static const char *const keep[] = { "flasks of tea", NULL };
	static const char *const drop[] = { "thoughts on", "Bob Ray",
		"bus line starts", "Sunday hours", NULL };
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    "<html><head><title>Bridge reopens</title></head><body><div "
	    "id=\"k1\"><article class=\"k2\"><h1>Bridge reopens</h1><div "
	    "class=\"k3\"><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA
	    "</p></div></article><div class=\"k4\"><h2>2 thoughts on "
	    "&ldquo;Bridge reopens&rdquo;</h2><ol class=\"k5\">");
	for (i = 0; i < 2; i++)
		buf_printf(&b,
		    "<li id=\"c%zu\" class=\"k6\"><article class=\"k7\">"
		    "<footer class=\"k8\"><div class=\"k9\"><b>%s</b> "
		    "<span>says:</span></div><div class=\"k10\"><a "
		    "href=\"#c%zu\"><time>2012-06-%02zu 12:26</time></a>"
		    "</div></footer><div class=\"k11\"><p>%s</p></div><div "
		    "class=\"k12\"><a href=\"#r\">Reply</a></div></article>"
		    "</li>",
		    i, thread_who[i], i, i + 8, thread_says[i + 1]);
	buf_adds(&b, "</ol></div></div></body></html>");
	generic_keeps(b.data, keep, drop);
	buf_free(&b);
}

/* A post, a link under it counting its comments and pointing to their
 * box ("{ 2 comments }"), then that box beside the post's, a sidebar
 * beside both: a line counting them again in a paragraph, no heading,
 * and two comments of four paragraphs in a dl (a dt of number, name and
 * date, a dd of text), Thesis's markup with its names made up.  The box
 * is a node of the body of its own, after the post's; it goes whole
 * (once it stayed: two records and no heading are no thread to the
 * comments rule, and the walk looked for the box the link points to
 * above the records, up to the node it cleans, itself that box). */
static void
test_generic_pointed_box_beside_post(void)
{
	static const char *const keep[] = { "flasks of tea", NULL };
	static const char *const drop[] = { "read them below", "Bob Ray",
		"bus line starts", "Sunday hours", "new roof", NULL };
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    "<html><head><title>Bridge reopens</title></head><body><div "
	    "id=\"k1\"><div id=\"k0\"><div id=\"k2\" class=\"k3\"><div "
	    "class=\"k4\"><h1>Bridge reopens</h1><p class=\"k5\">by Ann Lee "
	    "on March 2, 2012</p></div><div class=\"k6\"><p>" PARA
	    "</p><p>" PARA "</p><p>" PARA
	    "</p><p class=\"k7\">{ <a href=\"#k8\"><span>"
	    "2</span> comments</a> }</p></div></div><div id=\"k8\"><div "
	    "class=\"k9\"><p><span>2</span> comments&#8230; read them below "
	    "or <a href=\"#k10\">add one</a></p></div><dl id=\"k11\">");
	for (i = 0; i < 2; i++)
		buf_printf(&b,
		    "<dt class=\"k12\" id=\"c%zu\"><span><a href=\"#c%zu\">%zu"
		    "</a></span> <span>%s</span> <span>July %zu, 2011 at 9:10 "
		    "AM</span></dt><dd class=\"k12\"><div class=\"k6\"><p>%s"
		    "</p><p>%s</p><p>%s</p><p>%s</p></div></dd>",
		    i, i, i + 1, thread_who[i], i + 16, thread_says[i + 1],
		    thread_says[(i + 2) % 4], thread_says[(i + 3) % 4],
		    thread_says[i]);
	buf_adds(&b,
	    "</dl></div></div></div><div id=\"k13\"><h3>About</h3><ul><li>Our "
	    "town's news, every day, from the people who live here: the "
	    "council, the schools, the bridge and the quay.</li></ul></div>"
	    "</div></body></html>");
	generic_keeps(b.data, keep, drop);
	buf_free(&b);
}

/* A post of one line, then two comments and a reply nested in the
 * first under a heading that counts all three ("3 Responses to", as
 * WordPress counts them), Kubrick's markup with its names made up (a
 * cite and "says:" over the date, a permalink alone in its box), the
 * first comment saying more than the post: the post is the story, the
 * comments aside. */
static void
test_generic_counted_with_replies(void)
{
	static const char *const keep[] = { "buses cross it", NULL };
	static const char *const drop[] = { "Sunday hours", "Bob Ray", "Cy Orr",
		"hospital every hour", "Our town", NULL };
	static const char *const who[] = { "Ann Lee", "Cy Orr", "Bob Ray" };
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    "<html><head><title>Bridge reopens</title></head><body><div "
	    "id=\"k1\" class=\"k2\"><div class=\"k3\"><h2>Bridge "
	    "reopens</h2><small>15.03.2011 03:03</small><div class=\"tova\">"
	    "<p>The bridge is open again, and the buses cross it.</p></div>"
	    "</div><h3>3 Responses to &#8220;Bridge reopens&#8221;</h3><ol "
	    "class=\"kavu\">");
	for (i = 0; i < NELEM(who); i++) {
		buf_printf(&b,
		    "%s<li class=\"rune\"><div class=\"pesi\"><div "
		    "class=\"lamo\"><img src=\"/a.png\" alt=\"\"><cite>%s"
		    "</cite> <span>says:</span></div><div class=\"dofe\"><a "
		    "href=\"#c%zu\">1%zu.02.2011 12:42</a></div><p>%s</p>",
		    i == 1 ? "<ul class=\"vire\">" : "", who[i], i, i,
		    thread_says[i + 1]);
		if (i == 0)
			buf_printf(&b, "<p>%s</p><p>%s</p>", thread_says[3],
			    thread_says[0]);
		buf_adds(&b,
		    "<div class=\"sano\"><a href=\"#r\">Reply</a></div>"
		    "</div>");
		buf_adds(&b,
		    i == 0       ? ""
			: i == 1 ? "</li></ul></li>"
				 : "</li>");
	}
	buf_adds(&b,
	    "</ol><h3>Leave a Reply</h3><form action=\"/c\"><textarea>"
	    "</textarea></form></div><div id=\"k13\"><h3>About</h3><ul><li>"
	    "Our town's news, every day, from the people who live here.</li>"
	    "</ul></div></body></html>");
	generic_keeps(b.data, keep, drop);
	buf_free(&b);
}

/* A post of one line, its byline linking to its one comment with a
 * count ("1 Comments", a link to the thread's box), the comment saying
 * more than the post under a heading that counts nothing (Genesis's
 * markup, its names made up): the box the post's link counts is the
 * thread, and the post is the story. */
static void
test_generic_one_comment_pointed(void)
{
	static const char *const keep[] = { "buses cross it", NULL };
	static const char *const drop[] = { "hospital every hour", "Ann Lee",
		"Our town", NULL };

	generic_keeps(
	    "<html><head><title>Bridge reopens</title></head><body><div "
	    "id=\"k1\"><div class=\"k2\"><h1>Bridge reopens</h1><div "
	    "class=\"k3\"><span>December 7, 2012 at 5:00 AM</span> By <a "
	    "href=\"/a\" rel=\"author\">Hal Ives</a> <a href=\"#k9\">1 "
	    "Comments</a></div><div class=\"k4\"><p>The bridge is open "
	    "again, and the buses cross it.</p></div></div><div id=\"k9\">"
	    "<h3>Comments</h3><ol class=\"k5\"><li class=\"k6\"><div "
	    "class=\"k7\"><img src=\"/a.png\" alt=\"\"><cite>Ann Lee</cite> "
	    "<span>says</span></div><div class=\"k8\"><a href=\"#c1\">July "
	    "5, 2012 at 5:25 AM</a></div><p>The bus line starts in spring, at "
	    "last, they say, and it will run from the station to the "
	    "hospital every hour.</p><p>The pool needs a new roof before "
	    "winter, and soon, or the rain will close it for good.</p></li>"
	    "</ol></div></div><div id=\"k13\"><h3>About</h3><ul><li>Our "
	    "town's news, every day, from the people who live here.</li></ul>"
	    "</div></body></html>",
	    keep, drop);
}

/* A comment as Joomla's K2 writes one, its box named by the markup
 * (the thread's, as K2 names it): a link, the date, "posted by NAME",
 * the text; comment 2 says more. */
static void
k2_comment(struct buf *b, size_t i)
{
	buf_printf(b,
	    "<li class=\"%s\"><span><a href=\"#c%zu\">Link</a></span><span>"
	    "%zu March 2012 at 9:%02zu</span><span> posted by %s</span><p>%s"
	    "</p>",
	    i % 2 ? "nesi" : "pavo", i, i + 2, i * 7, thread_who[i],
	    thread_says[i % 4]);
	if (i == 2)
		buf_printf(b, "<p>%s %s %s<br>%s %s</p>", thread_says[0],
		    thread_says[1], thread_says[2], thread_says[3],
		    thread_says[1]);
	buf_adds(b, "</li>");
}

/* A post of a line or two and its thread in one box (the post's header,
 * its text, its category, the thread's section named as comments, the
 * reply form), the blog's linked name and its motto over all, a blurb
 * in the sidebar: the thread set aside is the thread's own list, not
 * the post's box with it, and the post is the story, not the motto. */
static void
test_generic_post_box_holds_thread(void)
{
	static const char *const keep[] = { "buses cross it", NULL };
	static const char *const drop[] = { "Sunday hours", "quay and the",
		"Our town", NULL };
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    "<html><head><title>Bridge reopens</title></head><body><div "
	    "id=\"k1\"><div id=\"k2\"><h1><a href=\"/\">Our blog</a></h1>"
	    "<p>News from the quay and the bridge, every day!</p></div><div "
	    "id=\"k3\"><div class=\"k4\"><div class=\"k5\"><div "
	    "class=\"k6\"><span>March 2, 2012</span><h2>Bridge reopens after "
	    "the winter works</h2><span>Written by <a href=\"/a\">Hal "
	    "Ives</a></span></div><div class=\"tova\"><div class=\"mesa\">"
	    "<p>The bridge is open again after the long works of the winter, "
	    "and the buses cross it every hour.</p></div></div><div "
	    "class=\"sipe\"><div class=\"rudo\"><span>Published in</span> <a "
	    "href=\"/c/news\">News</a></div></div><div "
	    "class=\"itemComments\"><h3><span>5</span> comments</h3><ul "
	    "class=\"itemCommentsList\">");
	for (i = 0; i < 5; i++)
		k2_comment(&b, i);
	buf_adds(&b,
	    "</ul></div><div class=\"lemo\"><h3>Leave a comment</h3><form>"
	    "<textarea name=\"c\"></textarea></form></div></div></div></div>"
	    "<div id=\"k7\"><ul><li><h2>About</h2><p>Our town's news, every "
	    "day, from the people who live here: the council, the schools, the "
	    "bridge and the quay, the buses and the trains.</p></li></ul></div>"
	    "</div></body></html>");
	generic_keeps(b.data, keep, drop);
	buf_free(&b);
}

/* A post of one line under its linked title and over its footer's
 * links (its writer, its category, its comments, its permalink), then
 * its comments under a heading that counts them: the post is the
 * story, its links no sign of a list's. */
static void
test_generic_line_post_among_links(void)
{
	post_over_comments(
	    "<div class=\"tova\"><h2><a href=\"/2012/bridge\">Bridge "
	    "reopens on Monday</a></h2><p>The bridge is open again, and the "
	    "buses cross it.</p><div class=\"mesa\">Posted by <a "
	    "href=\"/hal\">Hal Ives</a> in <a href=\"/c/news\">News</a> | "
	    "<a href=\"#c\">7 Comments</a> | <a href=\"/x\">Permalink</a> | "
	    "<a href=\"/share\">Share Article</a></div></div>",
	    "buses cross it");
}

/* A post of one line under its headline, in the box its title opens,
 * then its two comments, each an article of a footer (its writer, its
 * date) and a text, under a heading that counts them alone in a box of
 * its own, as Twenty Twenty writes them; the second comment says more
 * than the post: the post is the story. */
static void
test_generic_boxed_heading_counts(void)
{
	static const char *const keep[] = { "buses cross it", NULL };
	static const char *const drop[] = { "Sunday hours", "Bob Ray",
		"Our town", NULL };
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    "<html><head><title>Bridge reopens</title></head><body><div "
	    "id=\"k1\"><main><article class=\"tova\"><div class=\"mesa\">"
	    "<h1>Bridge reopens</h1><ul><li><a href=\"/a\">Hal Ives</a></li>"
	    "<li><a href=\"/x\">April 26, 2011</a></li></ul></div><div "
	    "class=\"kavu\"><p>The bridge is open again, and the buses cross "
	    "it.</p></div></article><div class=\"rune\"><div "
	    "class=\"pesi\"><div class=\"lamo\"><h2>2 replies on "
	    "&ldquo;Bridge reopens&rdquo;</h2></div><div class=\"dofe\">");
	for (i = 0; i < 2; i++) {
		buf_printf(&b,
		    "<div class=\"vire sano\"><article class=\"bemo\"><footer>"
		    "<div><span>%s</span> says:</div><div><a "
		    "href=\"#c%zu\">July %zu, 2011 at 10:14 AM</a></div>"
		    "</footer><div class=\"kavu\"><p>%s</p>",
		    thread_who[i], i, i + 20, thread_says[i + 1]);
		if (i == 1)
			buf_printf(&b, "<p>%s</p><p>%s</p>", thread_says[3],
			    thread_says[0]);
		buf_adds(&b, "</div></article></div>");
	}
	buf_adds(&b,
	    "</div></div></div></main><div id=\"k13\"><h3>About</h3><ul><li>"
	    "Our town's news, every day, from the people who live here.</li>"
	    "</ul></div></div></body></html>");
	generic_keeps(b.data, keep, drop);
	buf_free(&b);
}

/* A post of one line in a column its title opens, boxed, as a block
 * theme writes it (the title's box, the post's, its date's, the
 * thread's section under a boxed heading), the blog's linked name and
 * motto over the page: the column is the post's, not the thread's own
 * section, since the heading opening it is the page's headline. */
static void
test_generic_title_box_opens_post(void)
{
	static const char *const keep[] = { "buses cross it", NULL };
	static const char *const drop[] = { "Sunday hours", "quay and the",
		NULL };
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    "<html><head><title>Bridge reopens</title></head><body><div "
	    "id=\"k1\"><div id=\"k2\"><p><a href=\"/\">Our blog</a></p><p>"
	    "News from the quay and the bridge, the council and the schools, "
	    "every day of the week!</p></div><main "
	    "class=\"tova\"><div class=\"mesa\"><h1>Bridge reopens</h1></div>"
	    "<div class=\"kavu\"><p>The bridge is open again, and the buses "
	    "cross it.</p></div><div class=\"mesa\">March 2, 2012</div><div "
	    "class=\"rune\"><div class=\"lamo\"><h2>7 responses</h2></div>"
	    "<ol class=\"dofe\">");
	for (i = 0; i < NELEM(thread_who); i++)
		eleven_comment(&b, i);
	buf_adds(&b, "</ol></div></main></div></body></html>");
	generic_keeps(b.data, keep, drop);
	buf_free(&b);
}

/* A blog's page of a short post, its headline written as head (the
 * markup before the post's text in the post's box), its text as post, a
 * blurb in the sidebar after it saying more than the post, no name
 * telling either, into page (size bytes). */
static void
line_post_page_of(char *page, size_t size, const char *head, const char *post)
{
	snprintf(page, size,
	    "<html><head><title>Bridge reopens | Our blog</title></head>"
	    "<body><div id=\"k1\"><h1><a href=\"/\">Our blog</a></h1></div>"
	    "<div id=\"k2\"><div class=\"k3\">%s<div class=\"k4\">%s</div><div "
	    "class=\"k5\"><a href=\"/c/news\">News</a> | <a "
	    "href=\"/x\">Permalink</a></div></div></div><div id=\"k6\">"
	    "<ul><li><h3>About</h3><p>Our town's news, every day, from the "
	    "people who live here: the council, the schools, the bridge and "
	    "the quay, the buses and the trains.</p></li><li><h3>Links</h3>"
	    "<ul><li><a href=\"/a\">The council</a></li><li><a "
	    "href=\"/b\">The schools</a></li></ul></li></ul></div>"
	    "</body></html>",
	    head, post);
}

/* line_post_page_of() with the post in a paragraph. */
static void
line_post_page(char *page, size_t size, const char *head)
{
	line_post_page_of(page, size, head,
	    "<p>The bridge is open again, and the buses cross it.</p>");
}

static const char *const line_post[] = { "buses cross it", NULL };
static const char *const line_blurb[] = { "Our town", NULL };
static const char *const line_none[] = { NULL };

/* The post the page's headline heads is the story, not the blurb; a
 * story of its own's worth elsewhere (a second, with more to say than
 * the sidebar's blurb and 400 bytes) would have stood. */
static void
test_generic_line_post_under_headline(void)
{
	char page[2048];

	line_post_page(page, sizeof(page), "<h2>Bridge reopens</h2>");
	generic_keeps(page, line_post, line_blurb);
}

/* A post's lines loose in its box between <br>s, beside the box of its
 * picture (as a blog's editor writes a post, the picture in a box of
 * its own): the post still reads as one, its lines ending sentences,
 * and is the story, not the blurb. */
static void
test_generic_line_post_beside_picture(void)
{
	char page[2048];

	line_post_page_of(page, sizeof(page), "<h2>Bridge reopens</h2>",
	    "<div class=\"k9\"><a href=\"/i.jpg\"><img "
	    "src=\"/i.jpg\"></a></div>The bridge is open again.<br><br>The "
	    "buses cross it.<div style=\"clear: both;\"></div>");
	generic_keeps(page, line_post, line_blurb);
}

/* A post of one line under its headline, and after it in the post's own
 * box a newsletter's box (its heading, a line that ends no sentence, a
 * form) with more to say than the post: the headline's post is the line
 * that reads as one, not the best block there; the sidebar's blurb
 * stays out. */
static void
test_generic_line_post_over_signup(void)
{
	static const char *const keep[] = { "buses cross it", NULL };
	static const char *const drop[] = { "Our town", "your inbox", NULL };
	static const char *const html =
	    "<html><head><title>Bridge reopens | Our blog</title></head>"
	    "<body><div id=\"k1\"><h1><a href=\"/\">Our blog</a></h1></div>"
	    "<main id=\"k2\"><article class=\"k3\"><header class=\"k4\">"
	    "<h1>Bridge reopens</h1></header><section class=\"k5\"><div "
	    "class=\"k6\"><p>The bridge is open again, and the buses cross "
	    "it.</p></div></section><section class=\"k7\"><h3>Subscribe to "
	    "Our blog</h3><p>Get the latest posts delivered right to your "
	    "inbox</p><form method=\"post\"><input type=\"email\" "
	    "name=\"email\"><button type=\"submit\">Subscribe</button>"
	    "</form></section></article></main><div id=\"k8\"><ul><li><h2>"
	    "About</h2><p>Our town's news, every day, from the people who "
	    "live here: the council, the schools, the bridge and the quay, "
	    "the buses and the trains.</p></li></ul></div></body></html>";

	generic_keeps(html, keep, drop);
}

/* The headline linked to the post's permalink, as classic blog themes
 * link it (rel="bookmark"): the post is the story still; a headline
 * that links elsewhere is no headline of the page's, and the blurb, with
 * more to say, stands. */
static void
test_generic_line_post_under_bookmark(void)
{
	char page[2048];

	line_post_page(page, sizeof(page),
	    "<h2><a href=\"/2012/03/b\" rel=\"Bookmark nofollow\">Bridge "
	    "reopens</a></h2>");
	generic_keeps(page, line_post, line_blurb);
	line_post_page(page, sizeof(page),
	    "<h2><a href=\"/2012/03/b\" rel=\"nofollow\">Bridge "
	    "reopens</a></h2>");
	generic_keeps(page, line_blurb, line_none);
	/* an anchor holding no text links the headline nowhere */
	line_post_page(
	    page, sizeof(page), "<h2><a name=\"p1\"></a>Bridge reopens</h2>");
	generic_keeps(page, line_post, line_blurb);
}

/* A heading linked to the page's own address (its scheme, fragment and
 * a last '/' aside), or inside such a link, is the page's headline, as
 * a blog's post title links to the post; linked to another page (a
 * post's title on a page that is not that post's) it is not, and the
 * blurb stands (test-html.c: a heading saying more than its link). */
static void
test_generic_line_post_under_own_link(void)
{
	static const char *const u = "http://blog.example.org/2012/03/b";
	char page[2048];

	line_post_page(page, sizeof(page),
	    "<h2><a href=\"http://blog.example.org/2012/03/b\">Bridge "
	    "reopens</a></h2>");
	generic_keeps_at(page, u, line_post, line_blurb);
	line_post_page(page, sizeof(page),
	    "<h2><a href=\"https://blog.example.org/2012/03/b/#top\">Bridge "
	    "reopens</a></h2>");
	generic_keeps_at(page, u, line_post, line_blurb);
	line_post_page(page, sizeof(page),
	    "<h2><a href=\"/2012/03/b\">Bridge reopens</a></h2>");
	generic_keeps_at(page, u, line_post, line_blurb);
	line_post_page(page, sizeof(page),
	    "<a href=\"/2012/03/b\"><h2>Bridge reopens</h2></a>");
	generic_keeps_at(page, u, line_post, line_blurb);
	line_post_page(page, sizeof(page),
	    "<h2><a href=\"/2012/03/c\">Bridge reopens</a></h2>");
	generic_keeps_at(page, u, line_blurb, line_none);
}

/* A post that is a day's reading, a list of links to other sites, a
 * line under it, with no template: the list is the story, not a box of
 * links for the tidy to drop (storylinks.h); the menu goes. */
static void
test_generic_reading_list_post(void)
{
	static const char *const keep[] = { "hospital evacuation",
		"Doubts about pay", "Technology and spending", "new host",
		NULL };
	static const char *const drop[] = { "Archives", NULL };
	static const char *const html =
	    "<html><head><title>Reading for a stormy week | Our blog</title>"
	    "<link rel=\"canonical\" href=\"http://blog.example.edu/r\">"
	    "</head><body><div id=\"k1\"><h1><a href=\"/\">Our blog</a></h1>"
	    "<ul><li><a href=\"/\">Home</a></li><li><a href=\"/a\">Archives"
	    "</a></li></ul></div><div id=\"k2\"><h2>Reading for a stormy "
	    "week</h2><div class=\"k3\">Written by Ann Lee - Oct 31</div>"
	    "<div class=\"k4\"><ul><li>Storm forces a <a "
	    "href=\"http://news.example.com/a\">hospital evacuation</a></li>"
	    "<li><a href=\"https://econ.example.net/b\">Doubts about pay for "
	    "results</a> (<a href=\"https://econ.example.net/c\">more</a>)"
	    "</li><li><a href=\"http://journal.example.org/d\">Technology "
	    "and spending</a>.</li><li><a href=\"http://video.example.co.uk/e"
	    "\">The lecture, unplugged</a>.</li></ul><p>Plus, the carnival has "
	    "a new host this week, who writes from the harbour and promises a "
	    "list of her own next Wednesday, storms permitting.</p>"
	    "</div></div></body></html>";

	generic_keeps(html, keep, drop);
}

/* The headline in a header box of its own, a line of its date after it
 * there: the header's date line is no post, and the post's text, in the
 * header's next box, is the story still. */
static void
test_generic_line_post_under_header_box(void)
{
	char page[2048];

	line_post_page(page, sizeof(page),
	    "<div class=\"k7\"><h2>Bridge reopens</h2><div "
	    "class=\"k8\"><time>2012-03-02 21:05</time> <a "
	    "href=\"/x#c\">17</a></div></div>");
	generic_keeps(page, line_post, line_blurb);
}

/* A forum's thread under its title and a line saying who started it,
 * and when: that line is no post a thread follows (it is dated), and
 * the thread is the story, every post of it. */
static void
test_generic_forum_started_by(void)
{
	struct buf b;
	size_t i;
	static const char *const keep[] = { "Sunday hours", "Ann Lee",
		"Gil Orr", NULL };
	static const char *const drop[] = { NULL };

	buf_init(&b);
	buf_adds(&b,
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div id=\"k1\"><div class=\"k2\"><h1>Bridge reopens</h1><p>This "
	    "topic was started by Ann Lee, March 2, 2012.</p></div><ol>");
	for (i = 0; i < NELEM(thread_who); i++)
		buf_printf(&b,
		    "<li class=\"k5\"><div class=\"k6\"><span class=\"k9\">%s"
		    "</span> on March %zu, 2012 at 9:%02zu PM said:</div>"
		    "<div class=\"k10\"><p>%s</p><p>%s</p></div></li>",
		    thread_who[i], i + 2, i * 7, thread_says[i % 4],
		    thread_says[(i + 1) % 4]);
	buf_adds(&b, "</ol></div></body></html>");
	generic_keeps(b.data, keep, drop);
	buf_free(&b);
}

/* A live blog under a summary of one line, its posts by three writers
 * each a box of one class (a line of its time and writer, its text, a
 * share button), the times counting down; every other post short
 * enough to pass for a comment's "Posted by" line between the others'
 * paragraphs.  The posts are the story, no loose comments: each stays. */
static void
test_generic_live_blog_short_posts(void)
{
	static const char *const keep[] = { "Sunday hours", "Mondays were",
		"new roof", "bus line", NULL };
	static const char *const drop[] = { NULL };
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    "<html><head><title>Council votes</title></head><body><div "
	    "class=\"k1\"><h1>Council votes</h1><div class=\"k2\"><p>The "
	    "council votes on the budget tonight.</p></div><div "
	    "class=\"k3\">");
	for (i = 0; i < 8; i++) {
		buf_printf(&b,
		    "<div class=\"k4\"><div class=\"k5\"><time>%zu:%02zu PM"
		    "</time><span>By <a href=\"/p/%zu\">%s</a></span></div>"
		    "<div class=\"k6\"><p>%s</p>",
		    9 - i, 50 - i * 5, i % 3, thread_who[i % 3],
		    thread_says[i % 4]);
		if (i % 2 == 0)
			buf_printf(&b, "<p>%s</p><p>%s</p>",
			    thread_says[(i + 1) % 4], thread_says[(i + 2) % 4]);
		buf_adds(&b,
		    "</div><div class=\"k7\"><button>Share</button></div>"
		    "</div>");
	}
	buf_adds(&b, "</div></div></body></html>");
	generic_keeps(b.data, keep, drop);
	buf_free(&b);
}

/* A live blog, its posts' lines clock times counting down and links to
 * their writers (which the tidy weighs as links alone): the story, kept
 * whole.  The threads the tidy leaves whole are found on the page before
 * it drops anything: once the lines of its first posts went, its last
 * three could pass for a thread. */
static void
test_generic_tidy_live_blog(void)
{
	static const char *const posts[] = {
		"Crews closed the ring road at the bridge as the river rose "
		"past the warning mark and kept rising.",
		"The mayor said the council would open the school hall to "
		"anyone who had to leave home tonight.",
		"Trains between the valley towns are stopped until the line at "
		"the old mill is checked by engineers.",
		"Volunteers are filling sandbags at the fire station on Quay "
		"Street and ask for more hands.",
		"The river is expected to crest after midnight, a metre above "
		"the record of the great flood.",
		"Power was cut to two streets by the market as a safety "
		"measure, the company said this evening.",
	};
	static const char *const who[] = { "Cy Mott", "Bob Ray", "Ann Lee" };
	static const char *const when[] = { "7:30 PM", "7:19 PM", "6:45 PM",
		"6:22 PM", "6:15 PM", "5:35 PM" };
	static const char *const keep[] = { "Crews closed", "Power was cut",
		"Volunteers are filling", NULL };
	static const char *const drop[] = { NULL };
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    "<html><head><title>Floods: live</title></head><body>"
	    "<div id=\"k1\"><h1>Floods: live</h1><div class=\"k2\">");
	for (i = 0; i < NELEM(posts); i++)
		buf_printf(&b,
		    "<div class=\"k3\"><div class=\"k4\"><time>%s</time>"
		    "<span>By <a href=\"/people/%zu\">%s</a></span></div>"
		    "<div class=\"k5\"><p>%s</p><p>%s</p></div><div "
		    "class=\"k6\"><button>Share</button></div></div>",
		    when[i], i % 3, who[i % 3], posts[i], posts[(i + 2) % 6]);
	buf_adds(&b, "</div></div></body></html>");
	generic_keeps(b.data, keep, drop);
	buf_free(&b);
}

/* The generic extraction of "Harbour bridge reopens": head (the page
 * up to the story's article, its headline in it), a share bar, then the
 * story's box, holding every line of keep and none of drop. */
static void
deck_page_keeps(
    const char *head, const char *const *keep, const char *const *drop)
{
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    "<html><head><title>Harbour bridge reopens | Star Notes</title>"
	    "</head><body>");
	buf_adds(&b, head);
	buf_adds(&b, "<ul class=\"k5\">");
	for (i = 0; i < 12; i++)
		buf_printf(&b,
		    "<li><a href=\"/s/%zu\">Share this story with friends on "
		    "network %zu</a></li>",
		    i, i);
	buf_adds(&b,
	    "</ul><div class=\"k2\"><p>" PARA "</p><p>" PARA "</p><p>" PARA
	    "</p></div></article></body></html>");
	generic_keeps(b.data, keep, drop);
	buf_free(&b);
}

/* The standfirst under the page's headline opens the body, as a
 * template's does; a blog's tagline under its name, a heading linking to
 * its front page, does not, nor the next card under a card's headline
 * that reads the same. */
static void
test_generic_deck(void)
{
	struct buf tagline;
	size_t i;
	static const char *const with[] = { "Buses cross again after eight",
		"flasks of tea", NULL };
	static const char *const without[] = { "flasks of tea", NULL };
	static const char *const none[] = { NULL };
	static const char *const no_tagline[] = { "Notes on the harbour",
		NULL };
	static const char *const no_card[] = { "Ferry fares rise", NULL };

	/* the headline's box, a share bar, then the story's box */
	deck_page_keeps("<article><div class=\"k1\"><h1>Harbour bridge "
			"reopens</h1><h3>Buses cross again after eight months "
			"of repairs to the old span</h3></div>",
	    with, none);
	/* a card's headline in a list before the story reads the same:
	 * the line under it is the next card's, no deck */
	deck_page_keeps("<ul class=\"k8\"><li><a href=\"/bridge\"><img "
			"src=\"/b.jpg\"></a><h4>Harbour bridge reopens</h4>"
			"</li><li><a href=\"/ferry\"><img src=\"/f.jpg\"></a>"
			"<h4>Ferry fares rise in May for the first time in six "
			"years</h4></li></ul><article><div class=\"k1\"><h1>"
			"Harbour bridge reopens</h1></div>",
	    without, no_card);
	buf_init(&tagline);
	buf_adds(&tagline,
	    "<html><head><title>Star Notes</title></head><body><div "
	    "id=\"k0\"><h1><a href=\"/\">Star Notes</a></h1><p>Notes on the "
	    "harbour, the town and the people who keep both going</p></div>"
	    "<div id=\"k3\"><h3>Archive</h3><ul>");
	for (i = 0; i < 30; i++)
		buf_printf(&tagline,
		    "<li><a href=\"/%zu\">Notes from the harbour, part %zu"
		    "</a></li>",
		    i, i);
	buf_adds(&tagline,
	    "</ul></div><div id=\"k1\"><div class=\"k2\"><p>" PARA
	    "</p><p>" PARA "</p><p>" PARA "</p></div></div></body></html>");
	generic_keeps(tagline.data, without, no_tagline);
	buf_free(&tagline);
}

/* A post whose densest block is a quotation: the writer's own
 * paragraphs around it, prose with few links, are the story too. */
static void
test_generic_quote_and_paragraphs(void)
{
	static const char *const html =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div class=\"entry\"><p>That is the topic of <a href=\"/c\">my "
	    "latest column</a>, here is one excerpt:</p><blockquote><p>" PARA
	    "</p><p>" PARA "</p><p>" PARA "</p></blockquote>"
	    "<p>Here are a few points of relevance, each of them raised by "
	    "readers who wrote in after the column ran on Sunday.</p>"
	    "<p>First, the repairs ran two months late and well over the "
	    "budget the council had set aside for them last spring.</p></div>"
	    "<div class=\"more\"><a href=\"/a\">Ferry timetable changes</a> "
	    "<a href=\"/b\">Market stalls</a></div></body></html>";
	struct extract_page pg = page_of(html, url);
	struct extract x;

	T_INT(extract_generic_page(&pg, NULL, EXTRACT_TEXT, &x), 0);
	T_OK(has(x.a->body_text, "flasks of tea"));
	T_OK(has(x.a->body_text, "points of relevance"));
	T_OK(has(x.a->body_text, "over the budget"));
	T_OK(!has(x.a->body_text, "Market stalls"));
	extract_clear(&x);
}

/* A page the daemon would store nothing of is none here either. */
static void
test_generic_not_article(void)
{
	struct extract_page pg =
	    page_of("<html><head><title>Page not found</title></head><body>"
		    "<h1>Page not found</h1><p>Sorry.</p></body></html>",
		url);
	struct extract x;

	T_INT(extract_generic_page(&pg, NULL, 0, &x), -1);
	T_INT(x.status, EXTRACT_NOT_ARTICLE);
	T_OK(x.a == NULL && x.cause != NULL);
	extract_clear(&x);
	pg = page_of("\x00\x01", url);
	pg.len = 0;
	T_INT(extract_generic_page(&pg, NULL, 0, &x), -1);
	T_OK(x.a == NULL);
	extract_clear(&x);
}

/* A short story on a page of links: with no entry, one line of prose is
 * enough to read it as an article; with an entry it does not show, the
 * page stays a listing, and a page of links alone is one either way. */
static void
test_generic_short_story_among_links(void)
{
#define LINKS                                                                  \
	"<li><a href=\"/a\">Council votes to close the old library</a></li>"   \
	"<li><a href=\"/b\">Ferry timetable changes for the winter</a></li>"   \
	"<li><a href=\"/c\">Three new stalls at the Saturday market</a></li>"  \
	"<li><a href=\"/d\">School choir wins the regional contest</a></li>"
#define SHORT                                                                  \
	"The harbour bridge reopened on Monday after eight months of "         \
	"repairs, and the first buses crossed it before dawn."
	static const char *const story =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<ul>" LINKS LINKS LINKS "</ul><h1>Bridge reopens</h1>"
	    "<div class=\"post\"><p>" SHORT "</p><p>A small crowd of early "
	    "risers watched from the quay, with flasks of tea.</p></div>"
	    "<ul>" LINKS LINKS LINKS "</ul></body></html>";
	static const char *const listing =
	    "<html><head><title>News</title></head><body><h1>News</h1>"
	    "<ul>" LINKS LINKS LINKS LINKS LINKS LINKS "</ul></body></html>";
	struct extract_page pg = page_of(story, url);
	struct extract_entry e;
	struct extract x;

	T_INT(extract_generic_page(&pg, NULL, EXTRACT_TEXT, &x), 0);
	T_INT(x.status, EXTRACT_ARTICLE);
	T_OK(x.a != NULL && has(x.a->body_text, "first buses crossed"));
	extract_clear(&x);
	memset(&e, 0, sizeof(e));
	e.title = "Tram line extended to the airport";
	e.teaser = "The city's tram line now runs all the way to the airport";
	T_INT(extract_generic_page(&pg, &e, EXTRACT_TEXT, &x), -1);
	T_INT(x.status, EXTRACT_NOT_ARTICLE);
	T_OK(has(x.cause, "listing"));
	extract_clear(&x);
	pg = page_of(listing, url);
	T_INT(extract_generic_page(&pg, NULL, EXTRACT_TEXT, &x), -1);
	T_INT(x.status, EXTRACT_NOT_ARTICLE);
	T_OK(has(x.cause, "listing"));
	extract_clear(&x);
#undef LINKS
#undef SHORT
}

static char *
guess(const char *html, const char *u)
{
	struct html_doc *doc;
	char *cause = NULL, *s;

	doc = html_parse(html, strlen(html), NULL, u, &cause);
	if (doc == NULL) {
		free(cause);
		return NULL;
	}
	s = headline_guess(doc);
	html_doc_free(doc);
	return s;
}

static void
test_generic_headline(void)
{
	char *s;

	/* the heading the <title> holds, not the site's name */
	s = guess("<html><head><title>Star | Harbour bridge reopens</title>"
		  "</head><body><h1>Evening Star</h1><h2>Harbour bridge "
		  "reopens</h2></body></html>",
	    NULL);
	T_STR(s, "Harbour bridge reopens");
	free(s);
	/* a blog's post title is an h3, its name the h1 */
	s = guess("<html><head><title>Star Notes: Harbour bridge reopens"
		  "</title></head><body><h1>Star Notes</h1><h2>Monday</h2>"
		  "<h3>Harbour bridge reopens</h3></body></html>",
	    NULL);
	T_STR(s, "Harbour bridge reopens");
	free(s);
	/* a heading linking to the front page is the site's name, even
	 * when longer than the headline, by a root-relative link ... */
	s = guess("<html><head><title>Bridge reopens | The Evening Star "
		  "Harbour Notes</title></head><body><h1><a href=\"/\">The "
		  "Evening Star Harbour Notes</a></h1><h2>Bridge reopens</h2>"
		  "</body></html>",
	    "https://notes.example/2012/05/bridge.html");
	T_STR(s, "Bridge reopens");
	free(s);
	/* ... or an absolute one, the link inside the heading or around it */
	s = guess(
	    "<html><head><title>The Evening Star Harbour Notes: Bridge "
	    "reopens</title></head><body><a href=\"https://notes.example"
	    "\"><h1>The Evening Star Harbour Notes</h1></a><h2><a href=\""
	    "/2012/05/bridge.html\">Bridge reopens</a></h2></body></html>",
	    "https://notes.example/2012/05/bridge.html");
	T_STR(s, "Bridge reopens");
	free(s);
	/* a blog's post title, an h3, beside the blog's name in the
	 * <title> ("Blog: Headline"): half the title less that name */
	s = guess("<html><head><title>The Evening Star Harbour Notes: "
		  "Bridge reopens</title></head><body><h1><a href=\"/\">The "
		  "Evening Star Harbour Notes</a></h1><h2>Monday</h2><h3>"
		  "Bridge reopens</h3></body></html>",
	    "https://notes.example/2012/05/bridge.html");
	T_STR(s, "Bridge reopens");
	free(s);
	/* a heading saying more than its link to the front page is not */
	s = guess("<html><head><title>Home news: the bridge reopens at last"
		  "</title></head><body><h1><a href=\"/\">Home</a> news: the "
		  "bridge reopens at last</h1></body></html>",
	    "https://notes.example/a/1");
	T_STR(s, "Home news: the bridge reopens at last");
	free(s);
	/* an h3 the title holds beside a longer headline: a byline */
	s = guess("<html><head><title>Harbour bridge reopens after eight "
		  "months - Star Post - News</title></head><body>"
		  "<h3>Star Post</h3></body></html>",
	    NULL);
	T_STR(s, "Harbour bridge reopens after eight months");
	free(s);
	/* a heading that is the site's name (its host's, its
	 * og:site_name's words) is no headline */
	s = guess("<html><head><title>Harbour bridge reopens -- Starpaper"
		  "</title><meta property=\"og:title\" content=\"Harbour "
		  "bridge reopens\"></head><body><h1>Starpaper</h1>"
		  "</body></html>",
	    "https://www.starpaper.example/a/1");
	T_STR(s, "Harbour bridge reopens");
	free(s);
	s = guess("<html><head><title>Harbour bridge reopens - Star</title>"
		  "<meta property=\"og:title\" content=\"Harbour bridge "
		  "reopens\"><meta property=\"og:site_name\" content=\""
		  "Star.com\"></head><body><h2>Star</h2></body></html>",
	    NULL);
	T_STR(s, "Harbour bridge reopens");
	free(s);
	/* the site's name as its host runs its words together: a heading
	 * saying it is no headline, a title's part saying it goes */
	s = guess("<html><head><title>Bridge reopens - Harbour Notes</title>"
		  "</head><body><h1><a href=\"/notes/\">Harbour Notes</a></h1>"
		  "</body></html>",
	    "https://harbournotes.example.org/notes/2012/05/bridge.html");
	T_STR(s, "Bridge reopens");
	free(s);
	/* a blog's name before a colon, then its post's title */
	s = guess("<html><head><title>Harbour Notes: Bridge reopens</title>"
		  "</head><body><h1>Harbour Notes</h1><h2>Monday</h2>"
		  "<p>x</p></body></html>",
	    "https://harbournotes.example.org/2012/05/bridge.html");
	T_STR(s, "Bridge reopens");
	free(s);
	/* ... the post's title an h3 under it, shorter than the whole */
	s = guess("<html><head><title>Harbour Notes: Bridge reopens</title>"
		  "</head><body><h2>Monday</h2><h3>Bridge reopens</h3>"
		  "</body></html>",
	    "https://www.harbournotes.example/2012/05/bridge.html");
	T_STR(s, "Bridge reopens");
	free(s);
	s = guess("<html><head><title>Evening Star: Bridge reopens</title>"
		  "<meta property=\"og:site_name\" content=\"Evening Star\">"
		  "</head><body></body></html>",
	    NULL);
	T_STR(s, "Bridge reopens");
	free(s);
	/* a colon inside a headline is no site's */
	s = guess("<html><head><title>Elections: turnout is high</title>"
		  "</head><body></body></html>",
	    "https://www.harbournotes.example/2012/05/vote.html");
	T_STR(s, "Elections: turnout is high");
	free(s);
	/* og:title over a <title> with the site's name */
	s = guess("<html><head><title>Bridge reopens - Star</title>"
		  "<meta property=\"og:title\" content=\"Bridge reopens\">"
		  "</head><body><p>x</p></body></html>",
	    NULL);
	T_STR(s, "Bridge reopens");
	free(s);
	/* og:title less og:site_name at its end, the rest whole */
	s = guess("<html><head><meta property=\"og:title\" content=\""
		  "Bridge review - slow to open, worth it | Evening Star\">"
		  "<meta property=\"og:site_name\" content=\"Evening Star\">"
		  "</head><body><h1>Weather</h1></body></html>",
	    NULL);
	T_STR(s, "Bridge review - slow to open, worth it");
	free(s);
	/* ... or less the host's name; with neither, it is kept whole */
	s = guess("<html><head><meta property=\"og:title\" content=\""
		  "Bridge reopens - EveningStar\"></head><body></body></html>",
	    "https://www.eveningstar.example/a/1");
	T_STR(s, "Bridge reopens");
	free(s);
	/* a <title> less the site's name its header links home, longer
	 * than the headline, which is no heading (a 2004 paper's bold
	 * font) */
	s = guess("<html><head><title>Bridge reopens | The Harbour Evening "
		  "Star</title></head><body><h1><a href=\"/\">The Harbour "
		  "Evening Star</a></h1><font size=\"4\"><b>Bridge reopens"
		  "</b></font><br><p>The bridge opened again on Monday after "
		  "a year of work.</p></body></html>",
	    "https://www.star.example/a/1");
	T_STR(s, "Bridge reopens");
	free(s);
	s = guess("<html><head><meta property=\"og:title\" content=\""
		  "Bridge review - slow to open\"></head><body></body></html>",
	    "https://www.eveningstar.example/a/1");
	T_STR(s, "Bridge review - slow to open");
	free(s);
	/* the <title> less og:site_name, whichever side it is on */
	s = guess("<html><head><title>Evening Star :: Bridge reopens</title>"
		  "<meta property=\"og:site_name\" content=\"Evening Star\">"
		  "</head><body><h1>Weather</h1></body></html>",
	    NULL);
	T_STR(s, "Bridge reopens");
	free(s);
	/* ... or less the host's name */
	s = guess("<html><head><title>Bridge reopens | EveningStar</title>"
		  "</head><body></body></html>",
	    "https://www.eveningstar.example/a/1");
	T_STR(s, "Bridge reopens");
	free(s);
	/* a dash inside the headline is no separator */
	s = guess("<html><head><title>Rock-solid bridge reopens</title>"
		  "</head><body></body></html>",
	    NULL);
	T_STR(s, "Rock-solid bridge reopens");
	free(s);
	/* nothing but a heading */
	s = guess(
	    "<html><body><h1> Bridge\n reopens </h1></body></html>", NULL);
	T_STR(s, "Bridge reopens");
	free(s);
	s = guess("<html><body><p>no title</p></body></html>", NULL);
	T_OK(s == NULL);
	free(s);
}

/* Paragraphs of the story beside the block that gathers most of it (a
 * closing paragraph, a short last line, a <div> of one line) are the
 * body too; a paragraph
 * past a block of chrome is not: the story is one stretch. */
static void
test_generic_sibling_paragraphs(void)
{
	static const char *const html =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div id=\"main\"><h1>Bridge reopens</h1>"
	    "<div class=\"story\"><p>" PARA "</p><p>" PARA "</p><p>" PARA
	    "</p><p>" PARA "</p></div>"
	    "<p>The mayor said the council would now turn to the older bridge "
	    "upstream, whose repairs are due to start in the spring.</p>"
	    "<p>Work resumes in May.</p>"
	    "<div class=\"note\">The ferry that ran while the bridge was "
	    "shut stops on Friday, its crew moving to the island route.</div>"
	    "<div class=\"promo\"><h3>Subscribe</h3><p>" CHROME CHROME
	    "</p></div>"
	    "<p>Letters about the bridge should be sent by post to the "
	    "office in the old market square before Friday noon.</p>"
	    "</div></body></html>";
	struct extract_page pg = page_of(html, NULL);
	struct extract x;

	T_INT(extract_generic_page(&pg, NULL, 0, &x), 0);
	T_OK(has(x.a->body_text, "flasks of tea"));
	T_OK(has(x.a->body_text, "older bridge upstream"));
	T_OK(has(x.a->body_text, "Work resumes in May."));
	/* a block of one paragraph is a paragraph */
	T_OK(has(x.a->body_text, "island route"));
	T_OK(has(x.a->body_html, "older bridge upstream"));
	T_OK(!has(x.a->body_text, "direct debit"));
	T_OK(!has(x.a->body_text, "Letters about"));
	extract_clear(&x);
}

/* A story written as lines between <br>s, its points in a list in a
 * box below them with a closing line in a <div> of its own: the box
 * holds the most text, and the lines around it are the story's too. */
static void
test_generic_lines_around_list(void)
{
	static const char *const keep[] = { "open again after eight months",
		"flasks of tea", "older bridge upstream", "ferry stops", NULL };
	static const char *const drop[] = { "direct debit", NULL };
	static const char *const html =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div id=\"k1\"><h1>Bridge reopens</h1><div class=\"k2\">"
	    "The bridge is open again after eight months of repairs, and the "
	    "first buses crossed it before dawn on Monday.<br><br>The mayor "
	    "rode the first of them with the engineers who led the works, "
	    "and said the town had waited long enough.<br><br>Traffic was "
	    "light in the morning and heavier by the evening, as the council "
	    "had expected it would be on the first day.<br><br>What changes "
	    "for the people who cross it every day:<br><br><div><ul><li>" PARA
	    "</li><li>" PARA "</li><li>" PARA "</li><li>" PARA
	    "</li></ul><div>The "
	    "mayor said the council would now turn to the older bridge "
	    "upstream, whose repairs are due to start in the spring.</div>"
	    "</div><div>The ferry stops on Friday, its crew moving to the "
	    "island route.</div></div></div><div id=\"k3\"><h3>Subscribe"
	    "</h3><p>" CHROME
	    "</p></div><div id=\"k4\"><h3>Print</h3><p>" CHROME
	    "</p></div><div id=\"k5\"><h3>Weekend</h3><p>" CHROME
	    "</p></div></body></html>";

	generic_keeps(html, keep, drop);
}

/* A short line ends a sentence with a question or an exclamation mark
 * as with a full stop, quotes aside: a question set apart before the
 * story's last block, a closing line, are the story's stretch too. */
static void
test_generic_sibling_questions(void)
{
	static const char *const keep[] = { "Why now?", "flasks of tea",
		"\xe2\x80\x9cSee you there!\xe2\x80\x9d", "cheered.", NULL };
	static const char *const drop[] = { "Read more", "direct debit", NULL };

	generic_keeps("<html><head><title>Bridge reopens</title></head><body>"
		      "<div id=\"main\"><h1>Bridge reopens</h1>"
		      "<div>The bridge reopened at dawn and the first "
		      "cyclists cheered.</div>"
		      "<div>Why now?</div>"
		      "<div class=\"story\"><p>" PARA "</p><p>" PARA
		      "</p><p>" PARA "</p><p>" PARA "</p></div>"
		      "<div>\xe2\x80\x9cSee you there!\xe2\x80\x9d</div>"
		      "<div class=\"promo\"><h3>Subscribe</h3><p>" CHROME CHROME
		      "</p></div></div>"
		      "<div><a href=\"/more\">Read more</a></div>"
		      "</body></html>",
	    keep, drop);
}

/* A block whose class names the page's footer is no story, even with
 * more text than a short one; a name on a wrapper of the whole page
 * says nothing. */
static void
test_generic_footer_named(void)
{
	static const char *const html =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div class=\"page has-sidebar\"><h1>Bridge reopens</h1>"
	    "<ul class=\"menu\"><li><a href=\"/a\">" CHROME "</a></li>"
	    "<li><a href=\"/b\">" CHROME "</a></li>"
	    "<li><a href=\"/c\">" CHROME "</a></li></ul>"
	    "<div class=\"story\">" PARA "</div></div>"
	    "<div class=\"site-footer-text\"><p>" CHROME "</p><p>" CHROME
	    "</p></div></body></html>";
	static const char *const keep[] = { "flasks of tea", NULL };
	static const char *const drop[] = { "direct debit", NULL };

	generic_keeps(html, keep, drop);
}

/* A sidebar beside a column named the content is no story even when it
 * holds most of the page's text (a blog's "About Me" and archive links
 * beside a short post); beside a "main-footer" (chrome, for all its
 * "main"), a wrapper named "has-sidebar" still holds the story. */
static void
test_generic_sidebar_beside_main(void)
{
	static const char *const blog =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div id=\"content\"><div id=\"sidebar\"><h2>About Me</h2>"
	    "<p>" CHROME CHROME CHROME "</p><ul>"
	    "<li><a href=\"/1\">The ferry timetable for the winter</a></li>"
	    "<li><a href=\"/2\">Letters to the harbour master</a></li>"
	    "</ul></div><div id=\"main\"><div class=\"post\">"
	    "<h3>Bridge reopens</h3><div class=\"post-body\">" PARA
	    "</div></div></div></div></body></html>";
	static const char *const wrapped =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div class=\"page has-sidebar\"><h1>Bridge reopens</h1>"
	    "<div class=\"story\"><p>" PARA "</p><p>" PARA "</p></div></div>"
	    "<div id=\"main-footer\"><p>The Evening Star, printed in the "
	    "harbour town since 1887</p><ul><li><a href=\"/s\">" CHROME
	    "</a></li></ul></div></body></html>";
	static const char *const keep[] = { "flasks of tea", NULL };
	static const char *const drop[] = { "direct debit", "since 1887",
		NULL };

	generic_keeps(blog, keep, drop);
	generic_keeps(wrapped, keep, drop);
}

/* A page of a short post in a box of class cls, beside a box of prose
 * about its size ("About me"). */
#define POST_PAGE(cls)                                                         \
	"<html><head><title>Bridge reopens</title></head><body>"               \
	"<div id=\"main\"><h1>Bridge reopens</h1><div class=\"" cls            \
	"\"><p>" PARA                                                          \
	"</p></div></div><div class=\"about\"><h2>About me</h2><p>I "          \
	"write about the town, its harbour and its ferries, and I have "       \
	"lived here for twenty years with my wife, two cats and a boat that "  \
	"never leaves its mooring, whatever the weather does to us. We sail "  \
	"in summer.</p></div></body></html>"

/* The post named as one wins against the box beside it; a box named as
 * related posts gets no such help (its one line, under the headline,
 * still opens the body, as a deck would). */
static void
test_generic_post_named(void)
{
	static const char *const post[] = { "flasks of tea", NULL };
	static const char *const about[] = { "two cats", NULL };
	static const char *const none[] = { NULL };

	generic_keeps(POST_PAGE("post-body"), post, about);
	generic_keeps(POST_PAGE("related-posts"), about, none);
}

/* A footer-named block of one line among the story's own blocks adds
 * nothing to their wrapper's score: the wrapper holding a short story
 * does not win with the footer's text. */
static void
test_generic_footer_in_wrapper(void)
{
	static const char *const html =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div class=\"page\"><h1>Bridge reopens</h1>"
	    "<ul class=\"menu\"><li><a href=\"/a\">" CHROME "</a></li>"
	    "<li><a href=\"/b\">" CHROME "</a></li>"
	    "<li><a href=\"/c\">" CHROME "</a></li></ul>"
	    "<div class=\"story\"><p>" PARA "</p><p>" PARA "</p></div>"
	    "<div class=\"footer-copyright\">" CHROME CHROME "</div>"
	    "</div></body></html>";
	static const char *const keep[] = { "flasks of tea", NULL };
	static const char *const drop[] = { "direct debit", NULL };

	generic_keeps(html, keep, drop);
}

/* An author's box (its class says so, a picture, a heading, one
 * paragraph) beats no short story of three paragraphs with its longer
 * paragraph; a post whose classes name its author is no such box. */
static void
test_generic_author_box(void)
{
	static const char *const html =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div class=\"post\"><h1>Bridge reopens</h1>"
	    "<div class=\"entry\"><p>The harbour bridge reopened on Monday "
	    "after eight months.</p><p>The first buses crossed it before "
	    "dawn.</p><p>A small crowd watched with flasks of tea.</p></div>"
	    "<div class=\"authorsure-author-box\"><img src=\"/a.jpg\">"
	    "<h4>About <a rel=\"author\" href=\"/a\">Jo Bloggs</a></h4>"
	    "<p>" CHROME CHROME CHROME "</p></div></div></body></html>";
	static const char *const post =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div class=\"post author-admin\"><h2>Bridge reopens</h2>"
	    "<img src=\"/b.jpg\"><p>" PARA "</p><p>" PARA "</p></div>"
	    "<div class=\"meta\"><p>Filed under news.</p>"
	    "<p>Tagged bridges.</p></div>"
	    "</body></html>";
	static const char *const keep[] = { "flasks of tea", NULL };
	static const char *const drop[] = { "direct debit", NULL };
	struct extract_page pg = page_of(post, NULL);
	struct extract x;

	generic_keeps(html, keep, drop);
	T_INT(extract_generic_page(&pg, NULL, EXTRACT_TEXT, &x), 0);
	T_OK(has(x.a->body_text, "flasks of tea"));
	extract_clear(&x);
}

/* A story that only readers without scripts see (in a <noscript>, the
 * page showing links) is found; a <noscript> beside a story the page
 * shows stays out of it. */
static void
test_generic_noscript_story(void)
{
	static const char *const hidden =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div class=\"labels\"><a href=\"/a\">Bridges</a> "
	    "<a href=\"/b\">Harbour</a> <a href=\"/c\">Buses</a></div>"
	    "<div class=\"post\"><h3>Bridge reopens</h3><div class=\"body\">"
	    "<noscript>" PARA "<br><br>" PARA "<br><br>" PARA "</noscript>"
	    "</div></div></body></html>";
	static const char *const shown =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div class=\"story\"><p>" PARA "</p><p>" PARA "</p></div>"
	    "<noscript><p>" CHROME "</p></noscript></body></html>";
	struct extract_page pg = page_of(hidden, NULL);
	struct extract x;

	T_INT(extract_generic_page(&pg, NULL, EXTRACT_TEXT, &x), 0);
	T_INT(x.status, EXTRACT_ARTICLE);
	T_OK(x.a != NULL && has(x.a->body_text, "flasks of tea"));
	extract_clear(&x);
	pg = page_of(shown, NULL);
	T_INT(extract_generic_page(&pg, NULL, EXTRACT_TEXT, &x), 0);
	T_OK(has(x.a->body_text, "flasks of tea"));
	T_OK(!has(x.a->body_text, "direct debit"));
	extract_clear(&x);
}

/* A footer inside a wrapper of one child adds nothing to the wrapper's
 * parent either: the page's wrapper does not win over a short story with
 * the footer's text. */
static void
test_generic_footer_wrapped_deeper(void)
{
	static const char *const html =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div class=\"page\"><div class=\"story\"><p>" PARA "</p><p>" PARA
	    "</p></div><ul class=\"menu\"><li><a href=\"/a\">Home</a></li>"
	    "<li><a href=\"/b\">News</a></li></ul>"
	    "<div class=\"wrap\"><footer><p>" CHROME CHROME CHROME
	    "</p></footer></div></div></body></html>";
	static const char *const keep[] = { "flasks of tea", NULL };
	static const char *const drop[] = { "direct debit", NULL };

	generic_keeps(html, keep, drop);
}

/* Inside the chosen body, the boxes a reader does not count as the
 * story go (a sharing bar, a newsletter's form, an about-the-author box
 * without a picture, named by their classes, and short of prose); the
 * story's footnotes and a box of prose whatever its name stay. */
static const char *const boxes_html =
    "<html><head><title>Bridge reopens</title></head><body>"
    "<div class=\"wrap\"><p>" PARA "</p><p>" PARA "</p><p>" PARA
    "</p><div class=\"share-bar\"><span>Share this story now"
    "</span></div><p>" PARA "</p>"
    "<div class=\"footnotes\"><ol><li>Measured on the quay at "
    "dawn.</li></ol></div>"
    "<div class=\"media-box\"><p>" PARA "</p><p>" PARA "</p><p>" PARA
    "</p></div>"
    "<div class=\"about-author meta\"><h4>About the Author</h4>"
    "<p>Jo Bloggs writes on bridges and ferries.</p></div>"
    "<form><p>Our weekly letter by mail</p><input type=\"email\">"
    "<input type=\"submit\"></form></div></body></html>";

static void
test_generic_tidy_boxes(void)
{
	struct extract_page pg = page_of(boxes_html, NULL);
	struct extract x;

	T_INT(extract_generic_page(&pg, NULL, EXTRACT_TEXT, &x), 0);
	T_OK(has(x.a->body_text, "flasks of tea"));
	T_OK(has(x.a->body_text, "on the quay at dawn"));
	T_OK(!has(x.a->body_text, "Share this story"));
	T_OK(!has(x.a->body_text, "writes on bridges"));
	T_OK(!has(x.a->body_text, "weekly letter"));
	extract_clear(&x);
}

/* A newspaper's story of a paragraph under its headline, its byline and
 * its photo, in a box its publishing system names for the subscribers
 * it is kept for ("subscriber-premium"), and an offer to subscribe after
 * it: the offer goes, the story the subscribers read stays. */
static void
test_generic_subscribers_story(void)
{
	static const char *const keep[] = { "flasks of tea", NULL };
	static const char *const drop[] = { "unlimited access", NULL };
	static const char *const html =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<article class=\"asset story\"><header><h1>Bridge reopens</h1>"
	    "<span class=\"byline\">By Jo Bloggs</span> <time>Mar 2, "
	    "2019</time></header><figure class=\"photo\"><img src=\"/b.jpg\" "
	    "width=\"1000\" height=\"667\"><figcaption class=\"caption\">"
	    "<p>The first bus on the bridge, seen from the quay at dawn on "
	    "Monday.</p></figcaption></figure><div class=\"asset-body\"><div "
	    "class=\"asset-content subscriber-premium\"><div id=\"article-"
	    "body\"><p>" PARA "</p></div></div></div><div class=\"subscription"
	    "-offer\"><p>Subscribe for unlimited access to our website</p>"
	    "<a href=\"/subscribe\">Subscribe</a></div></article>"
	    "</body></html>";

	generic_keeps(html, keep, drop);
}

/* A page where the template's body XPath finds nothing falls back to
 * the densest block, tidied as the generic extraction tidies it: the
 * template's strip XPaths, learned for its own body, have no say. */
static void
test_generic_fallback_tidied(void)
{
	struct extract_page pg = page_of(boxes_html, NULL);
	struct extract x, y;
	struct tmpl *t = tmpl_new();

	tmpl_set_method(t, "teaser");
	tmpl_set_body_xpath(t, "//div[@id='article-text']");
	T_INT(tmpl_add_body_strip(t, ".//p"), 0);
	T_INT(extract_generic_page(&pg, NULL, EXTRACT_TEXT, &x), 0);
	T_INT(extract_page(t, &pg, NULL, EXTRACT_TEXT, &y), 0);
	T_STR(extract_fallback(y.a), "body");
	T_STR(y.a->body_text, x.a->body_text);
	T_OK(!has(y.a->body_text, "Share this story"));
	T_OK(!has(y.a->body_text, "weekly letter"));
	extract_clear(&x);
	extract_clear(&y);
	tmpl_free(t);
}

/* A box named as chrome that holds prose (commas of clauses, in any
 * script's comma) is the story's. */
static void
test_generic_tidy_keeps_prose(void)
{
	static const char *const html =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div class=\"wrap\"><p>" PARA "</p><p>" PARA "</p><p>" PARA
	    "</p><div class=\"promo\">桥梁，周一，重新开放，八个月，维修，"
	    "公交车，黎明，人群，码头，茶，看着</div></div></body></html>";
	static const char *const keep[] = { "flasks of tea", "重新开放", NULL };
	static const char *const drop[] = { NULL };

	generic_keeps(html, keep, drop);
}

/* A box of prose in short sentences (ten full stops, few commas) stays
 * beside a column of links that makes a fifth of its text: a story
 * written so, and the other stories' links next to it. */
static void
test_generic_tidy_keeps_sentences(void)
{
	static const char *const html =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div class=\"wrap\"><p>" PARA "</p><p>" PARA "</p><p>" PARA
	    "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA
	    "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>"
	    "<div class=\"split\"><div class=\"lines\">The mayor cut a "
	    "ribbon. A band played. Cyclists cheered. The ferry sounded its "
	    "horn. Gulls took off. Traffic was light. No one fell in. The "
	    "tide was out. Rain held off. Shops opened early. The council "
	    "was pleased. Work ends in May.</div><ul>"
	    "<li><a href=\"/1\">Another story from the harbour desk about "
	    "the ferries</a></li><li><a href=\"/2\">Another story from the "
	    "harbour desk about the tides</a></li><li><a href=\"/3\">Another "
	    "story from the harbour desk about the gulls</a></li>"
	    "<li><a href=\"/4\">Another story from the harbour desk about "
	    "the rain</a></li></ul></div></div></body></html>";
	static const char *const keep[] = { "flasks of tea", "Gulls took off",
		NULL };
	static const char *const drop[] = { "harbour desk", NULL };

	generic_keeps(html, keep, drop);
}

/* A box named as a part of the story that holds none of its text (its
 * tools, its sharing) goes even though its name holds the story's:
 * "article-tools", "post-share". */
static void
test_generic_tidy_story_parts(void)
{
	static const char *const html =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div class=\"wrap\"><p>" PARA "</p><p>" PARA "</p><p>" PARA
	    "</p><ul class=\"article-tools\"><li><span>Font size:</span> "
	    "<a href=\"#\">Bigger</a></li><li><span>Print article:</span> "
	    "<a href=\"#\">Print</a></li></ul><div class=\"post-share\">"
	    "<p>Tell your friends about the bridge</p></div>"
	    "<div class=\"article-body\"><p>Work ends in May.</p></div>"
	    "</div></body></html>";
	static const char *const keep[] = { "flasks of tea", "ends in May",
		NULL };
	static const char *const drop[] = { "Font size", "Tell your friends",
		NULL };

	generic_keeps(html, keep, drop);
}

/* A box named as no story whose prose is all in list items (a
 * slideshow's captions, other stories' teasers) goes, whatever its
 * commas: they are its records', not the story's. */
static void
test_generic_tidy_promo_list(void)
{
	static const char *const html =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div class=\"wrap\"><p>" PARA "</p><p>" PARA "</p><p>" PARA
	    "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>"
	    "<div class=\"promo_holder\"><ul>"
	    "<li><h4>Weekend edition</h4><p>" CHROME "</p></li>"
	    "<li><h4>Crossword</h4><p>" CHROME "</p></li>"
	    "<li><h4>Letters</h4><p>" CHROME "</p></li>"
	    "</ul></div></div></body></html>";
	static const char *const keep[] = { "flasks of tea", NULL };
	static const char *const drop[] = { "direct debit", "Crossword", NULL };

	generic_keeps(html, keep, drop);
}

/* A video's page: the clip's text, two paragraphs of few commas, in a
 * box whose name says "media" (a negative word, as Readability weighs
 * it), beside a column of other stories' teasers.  The box holds the
 * story's best block and stays. */
static void
test_generic_tidy_spares_the_story_box(void)
{
	static const char *const html =
	    "<html><head><title>Ferry strike ends</title></head><body>"
	    "<div id=\"page\"><div class=\"column--primary\">"
	    "<div class=\"media-asset-page\"><div class=\"player\"></div>"
	    "<h1>Ferry strike ends</h1><div class=\"story-body__inner\">"
	    "<p>The crews went back to work at noon after the owners "
	    "agreed to the new rota. The first sailing left on time. "
	    "Passengers said they were glad.</p>"
	    "<p>Talks had lasted three days and two nights in a hotel by "
	    "the harbour. Both sides called the deal fair. Fares will not "
	    "rise this year.</p></div></div></div>"
	    "<div class=\"column--secondary\"><div class=\"top-stories\">"
	    "<h2>Top Stories</h2><ul><li><a href=\"/a\"><h3>Bridge "
	    "reopens</h3></a><p>Buses crossed it before dawn while a "
	    "crowd watched.</p></li><li><a href=\"/b\"><h3>Tunnel "
	    "plan</h3></a><p>The council will vote on the plan next "
	    "week after the survey.</p></li></ul></div></div></div>"
	    "</body></html>";
	static const char *const keep[] = { "back to work at noon",
		"Fares will not rise", NULL };
	static const char *const drop[] = { NULL };

	generic_keeps(html, keep, drop);
}

/* A picture story's page: its captions, each in a list item beside
 * its picture, and beside them a column of other stories' cards (a
 * linked headline and an excerpt each).  The cards' excerpts are no
 * paragraphs of the page's story: the captions are the body. */
static void
test_generic_captions_over_top_stories(void)
{
	static const char *const html =
	    "<html><head><title>Harbour in pictures</title></head><body>"
	    "<div id=\"page\"><div class=\"primary\"><h1>Harbour in "
	    "pictures</h1><div class=\"inner\"><p>A week on the quay.</p>"
	    "<ul class=\"pics\">"
	    "<li class=\"pic\"><div class=\"img\"><img src=\"/1.jpg\" "
	    "alt=\"\"></div><div class=\"txt\"><p>Gulls over the ferry at "
	    "dawn on Monday. The crossing took an hour in the fog and "
	    "nobody minded.</p></div></li>"
	    "<li class=\"pic\"><div class=\"img\"><img src=\"/2.jpg\" "
	    "alt=\"\"></div><div class=\"txt\"><p>The first bus crosses the "
	    "new bridge. Its driver has worked the route for thirty years "
	    "and waved.</p></div></li>"
	    "<li class=\"pic\"><div class=\"img\"><img src=\"/3.jpg\" "
	    "alt=\"\"></div><div class=\"txt\"><p>Fishing boats wait for "
	    "the tide in the rain. Their crews sat in the cabins and "
	    "played cards till noon.</p></div></li>"
	    "<li class=\"pic\"><div class=\"img\"><img src=\"/4.jpg\" "
	    "alt=\"\"></div><div class=\"txt\"><p>A band plays for the "
	    "crowd on the quay. Children danced and the mayor joined in "
	    "for the last song.</p></div></li>"
	    "</ul></div></div><div class=\"secondary\"><div class=\"top\">"
	    "<h2>Top Stories</h2><ul>"
	    "<li><a href=\"/a\"><h3>Ferry fares rise</h3></a><p>The company "
	    "blames the price of fuel this winter.</p></li>"
	    "<li><a href=\"/b\"><h3>Tunnel plan</h3></a><p>The council "
	    "votes after the seabed is read.</p></li>"
	    "<li><a href=\"/c\"><h3>Storm warning</h3></a><p>Winds of up "
	    "to seventy miles an hour are forecast.</p></li>"
	    "<li><a href=\"/d\"><h3>School closes</h3></a><p>Parents were "
	    "told the village school will shut.</p></li>"
	    "</ul></div></div></div></body></html>";
	static const char *const keep[] = { "Gulls over the ferry",
		"band plays for the crowd", NULL };
	static const char *const drop[] = { "price of fuel", "seabed is read",
		NULL };

	generic_keeps(html, keep, drop);
}

/* Inside the chosen body, a box mostly of links (a fifth of its text)
 * goes; notes whose links lead within the page, a list, and a table of
 * data with its header cells stay. */
static void
test_generic_tidy_links(void)
{
	static const char *const html =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div class=\"wrap\"><p>" PARA "</p><p>" PARA "</p><p>" PARA
	    "</p><div class=\"more\">Read next: <a href=\"/x\">Ferry "
	    "fares rise again</a> and <a href=\"/y\">Tunnel plan</a></div>"
	    "<div class=\"notes\"><p><a href=\"#r1\">Back up to the text</a> "
	    "Counted by "
	    "the "
	    "council on the quay.</p></div>"
	    "<table><tr><th>Years</th><th>Club</th><th>Races won</th></tr>"
	    "<tr><td>1990 to 1994</td><td><a href=\"/m\">Motherwell "
	    "rowing</a></td><td>Twelve of forty</td></tr></table>"
	    "</div></body></html>";
	static const char *const keep[] = { "flasks of tea",
		"Counted by the council", "Motherwell rowing", NULL };
	static const char *const drop[] = { "Ferry fares", NULL };

	generic_keeps(html, keep, drop);
}

/* A page's copyright lines inside the chosen body go, in a box named
 * as the page's bottom or in a table's cell named as the copyright
 * line; a cell of the story's own stays. */
static void
test_generic_tidy_copyright(void)
{
	static const char *const html =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div class=\"wrap\"><p>" PARA "</p><p>" PARA "</p><p>" PARA
	    "</p><table><tr><td>Eight months of repairs.</td></tr><tr>"
	    "<td class=\"copyrightline\">(c) 2008 Evening Star Ltd.</td>"
	    "</tr></table><div id=\"bottom\">Evening Star, all rights "
	    "reserved since 1999</div></div></body></html>";
	static const char *const keep[] = { "flasks of tea",
		"Eight months of repairs", NULL };
	static const char *const drop[] = { "Evening Star Ltd",
		"rights reserved", NULL };

	generic_keeps(html, keep, drop);
}

#define FILM_ROW(title, year)                                                  \
	"<tr><th scope=\"row\"><i><a href=\"/wiki/" title "\">" title          \
	"</a></i></th><td>" year "</td><td>A clerk wakes on the same "         \
	"morning again and again, and learns to mend what she broke the "      \
	"day before, one loop at a time.</td></tr>"

#define FILM_FIRST FILM_ROW("Repeat", "1947")
#define FILM_MID FILM_ROW("Loop", "1969")
#define FILM_LAST FILM_ROW("Return", "2014")
#define REFERENCE "<li>" CHROME "<a href=\"/isbn\">ISBN</a></li>"

/* A list article whose entries are a table of data (header cells): its
 * rows' text is the table's own, as a list's items are, and beats the
 * denser list of references; its rows are no teasers of other pages,
 * and a header cell that is a link (a film's title) is an entry, no
 * list of links. */
static void
test_generic_data_table(void)
{
	static const char *const html =
	    "<html><head><title>Films with time loops</title></head><body>"
	    "<div id=\"content\"><h1>Films with time loops</h1>"
	    "<p>This list of films features time loops, in which the "
	    "characters live the same day over and over until a condition is "
	    "met, and which the first loop of the story sets up.</p>"
	    "<p>Each entry gives the year the film came out and a line on "
	    "what its loop is.</p>"
	    "<table class=\"wikitable\"><tr><th>Title</th><th>Year</th>"
	    "<th>Description</th></tr>" FILM_FIRST FILM_MID FILM_MID FILM_MID
		FILM_MID FILM_MID FILM_MID FILM_LAST "</table></div>"
	    "<div class=\"notes\"><h2>References</h2><ol>" REFERENCE REFERENCE
		REFERENCE REFERENCE REFERENCE "</ol></div></body></html>";
	static const char *const keep[] = { "one loop at a time", "1947",
		"2014", "Repeat", "Return", NULL };
	static const char *const drop[] = { "direct debit", NULL };

	generic_keeps(html, keep, drop);
}

/* A story cut into bare sections (no class) between its adverts: the
 * section of most text is one of several, and the others join it. */
static void
test_generic_bare_sections(void)
{
	static const char *const html =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<article><h1>Bridge reopens</h1><div class=\"article-body\">"
	    "<section id=\"s1\"><p>The mayor cut the ribbon at dawn, long "
	    "before the first bus, with the engineers who had worked on the "
	    "deck all winter standing in the cold behind her.</p><p>" PARA
	    "</p><div class=\"ad\"></div></section>"
	    "<section id=\"s2\"><p>" PARA "</p><p>" PARA "</p><p>" PARA
	    "</p></section></div></article>"
	    "<div class=\"related\"><p>" CHROME "</p><p>" CHROME
	    "</p></div></body></html>";
	static const char *const keep[] = { "flasks of tea",
		"engineers who had worked", NULL };
	static const char *const drop[] = { "direct debit", NULL };

	generic_keeps(html, keep, drop);
}

/* A post's footer (its class names the post too) is no story: its
 * notices go with it, where a box named as the post's stays. */
static void
test_generic_post_footer(void)
{
	static const char *const html =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div class=\"post hentry\"><h3>Bridge reopens</h3>"
	    "<div class=\"post-body entry-content\"><p>" PARA "</p><p>" PARA
	    "</p><p>" PARA "</p></div>"
	    "<div class=\"post-footer\"><div class=\"post-footer-line\">"
	    "<a href=\"/edit\">Edit</a></div>Comments are now closed on "
	    "the Evening Star.<br>Visit the archive for more news.</div>"
	    "</div></body></html>";
	static const char *const keep[] = { "flasks of tea", NULL };
	static const char *const drop[] = { "Comments are now closed",
		"archive", NULL };

	generic_keeps(html, keep, drop);
}

/* A post whose first paragraphs are a box of their own before the box
 * of its "more" (Movable Type's entry-body and entry-more): the lead
 * box joins the body; a box with a heading of its own (a fact box)
 * beside the story does not. */
static void
test_generic_lead_box(void)
{
	static const char *const html =
	    "<html><head><title>Bridge reopens</title></head><body>"
	    "<div class=\"entry\"><h3>Bridge reopens</h3>"
	    "<div class=\"entry-content\"><div class=\"entry-body\"><p>The "
	    "council opened the bridge at dawn, with the mayor first across "
	    "on foot and the engineers who had worked on its deck all winter "
	    "close behind her in the cold.</p><p>Traffic was light all "
	    "morning, and the ferry that ran while the bridge was shut made "
	    "its last crossing at noon.</p></div>"
	    "<div class=\"entry-more\"><p>" PARA "</p><p>" PARA "</p><p>" PARA
	    "</p></div><div class=\"facts\"><h4>Fast facts</h4><p>The bridge "
	    "is two hundred metres long and carries four lanes of traffic "
	    "over the river.</p></div></div></div></body></html>";
	static const char *const keep[] = { "flasks of tea",
		"mayor first across", "Traffic was light", NULL };
	static const char *const drop[] = { "four lanes", NULL };

	generic_keeps(html, keep, drop);
}

int
main(void)
{
	T_RUN(test_generic_keeps_the_story);
	T_RUN(test_generic_same_parsed_or_not);
	T_RUN(test_generic_with_entry);
	T_RUN(test_generic_entry_with_publisher);
	T_RUN(test_generic_story_over_lists);
	T_RUN(test_generic_thread);
	T_RUN(test_generic_thread_rows);
	T_RUN(test_generic_forum_posts);
	T_RUN(test_generic_topic_under_headline);
	T_RUN(test_generic_topic_posts_no_cards);
	T_RUN(test_generic_topic_in_named_comments);
	T_RUN(test_generic_main_in_a_sidebar_grid);
	T_RUN(test_generic_blog_comments_go);
	T_RUN(test_generic_tidy_leaves_threads);
	T_RUN(test_generic_thread_outweighs_post);
	T_RUN(test_generic_loose_thread_outweighs_post);
	T_RUN(test_generic_two_loose_comments);
	T_RUN(test_generic_one_counted_comment);
	T_RUN(test_generic_long_comment_under_post);
	T_RUN(test_generic_line_post_over_comments);
	T_RUN(test_generic_line_post_over_dated_footer);
	T_RUN(test_generic_line_post_closed_by_clear);
	T_RUN(test_generic_line_post_over_related_cards);
	T_RUN(test_generic_line_post_over_related_only);
	T_RUN(test_generic_line_post_over_builder_cards);
	T_RUN(test_generic_line_post_beside_navigation);
	T_RUN(test_generic_undated_thread);
	T_RUN(test_generic_two_counted_comments);
	T_RUN(test_generic_pointed_box_beside_post);
	T_RUN(test_generic_counted_dated_by_links);
	T_RUN(test_generic_post_box_holds_thread);
	T_RUN(test_generic_line_post_among_links);
	T_RUN(test_generic_boxed_heading_counts);
	T_RUN(test_generic_counted_with_replies);
	T_RUN(test_generic_one_comment_pointed);
	T_RUN(test_generic_title_box_opens_post);
	T_RUN(test_generic_forum_started_by);
	T_RUN(test_generic_line_post_under_headline);
	T_RUN(test_generic_line_post_beside_picture);
	T_RUN(test_generic_line_post_over_signup);
	T_RUN(test_generic_line_post_under_header_box);
	T_RUN(test_generic_reading_list_post);
	T_RUN(test_generic_line_post_under_bookmark);
	T_RUN(test_generic_line_post_under_own_link);
	T_RUN(test_generic_live_blog_short_posts);
	T_RUN(test_generic_tidy_live_blog);
	T_RUN(test_generic_deck);
	T_RUN(test_generic_quote_and_paragraphs);
	T_RUN(test_generic_not_article);
	T_RUN(test_generic_short_story_among_links);
	T_RUN(test_generic_headline);
	T_RUN(test_generic_sibling_paragraphs);
	T_RUN(test_generic_lines_around_list);
	T_RUN(test_generic_sibling_questions);
	T_RUN(test_generic_footer_named);
	T_RUN(test_generic_sidebar_beside_main);
	T_RUN(test_generic_post_named);
	T_RUN(test_generic_footer_in_wrapper);
	T_RUN(test_generic_author_box);
	T_RUN(test_generic_noscript_story);
	T_RUN(test_generic_footer_wrapped_deeper);
	T_RUN(test_generic_tidy_boxes);
	T_RUN(test_generic_subscribers_story);
	T_RUN(test_generic_fallback_tidied);
	T_RUN(test_generic_tidy_keeps_prose);
	T_RUN(test_generic_tidy_keeps_sentences);
	T_RUN(test_generic_tidy_story_parts);
	T_RUN(test_generic_tidy_promo_list);
	T_RUN(test_generic_tidy_spares_the_story_box);
	T_RUN(test_generic_captions_over_top_stories);
	T_RUN(test_generic_tidy_links);
	T_RUN(test_generic_tidy_copyright);
	T_RUN(test_generic_data_table);
	T_RUN(test_generic_bare_sections);
	T_RUN(test_generic_post_footer);
	T_RUN(test_generic_lead_box);
	T_RUN(test_generic_content_column_has_sidebar);
	T_RUN(test_generic_author_box_goes_whole);
	T_RUN(test_generic_deck_in_a_dropped_header);
	return t_done();
}

/* SPDX-License-Identifier: ISC */
/*
 * test-feedcomments: what feeds say of an entry's reader comments (RSS
 * comments, wfw:commentRss, slash:comments, Atom threading's replies
 * links, thr:count and thr:total), the forms WordPress and Blogger write,
 * and the broken ones: counts that are no numbers, empty and overlong
 * links, unknown link types.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "feed.h"
#include "feed_comments.h"
#include "util.h"

#define NS_RSS                                                                 \
	" xmlns:wfw=\"http://wellformedweb.org/CommentAPI/\""                  \
	" xmlns:slash=\"http://purl.org/rss/1.0/modules/slash/\""              \
	" xmlns:atom=\"http://www.w3.org/2005/Atom\""                          \
	" xmlns:thr=\"http://purl.org/syndication/thread/1.0\""

/* Parse text as a feed fetched from base; NULL with the cause printed. */
static struct feed *
parse(const char *text, const char *base)
{
	struct feed *f;
	char *cause = NULL;

	f = feed_parse(text, strlen(text), base, NULL, 100, 1 << 20, &cause);
	if (f == NULL)
		printf("# %s\n", cause ? cause : "(no cause)");
	free(cause);
	return f;
}

/* An RSS 2.0 feed of one item whose elements are items. */
static struct feed *
parse_item(const char *items)
{
	char *text;
	struct feed *f;

	xasprintf(&text,
	    "<?xml version=\"1.0\"?><rss version=\"2.0\"" NS_RSS ">"
	    "<channel><title>t</title><link>http://a.example/</link>"
	    "<item><title>x</title><link>http://a.example/x</link>%s"
	    "</item></channel></rss>",
	    items);
	f = parse(text, "http://a.example/feed");
	free(text);
	return f;
}

/* WordPress: the page's #comments, the comment feed, the count. */
static void
test_feedcomments_wordpress_rss(void)
{
	struct feed *f;

	f = parse_item("<comments>https://a.example/2024/post/#comments"
		       "</comments>"
		       "<wfw:commentRss>https://a.example/2024/post/feed/"
		       "</wfw:commentRss>"
		       "<slash:comments>12</slash:comments>");
	T_OK(f != NULL && f->nentries == 1);
	if (f == NULL || f->nentries != 1)
		return;
	T_STR(f->entries[0].comments_url,
	    "https://a.example/2024/post/#comments");
	T_STR(f->entries[0].comments_feed, "https://a.example/2024/post/feed/");
	T_INT(f->entries[0].comment_count, 12);
	feed_free(f);
}

/* No comment elements: no links and a count that is not 0 but unsaid. */
static void
test_feedcomments_absent(void)
{
	struct feed *f;

	f = parse_item("<description>d</description>");
	T_OK(f != NULL && f->nentries == 1);
	if (f == NULL || f->nentries != 1)
		return;
	T_OK(f->entries[0].comments_url == NULL);
	T_OK(f->entries[0].comments_feed == NULL);
	T_INT(f->entries[0].comment_count, -1);
	feed_free(f);
}

/* Relative links resolve as the entry's link does; 0 is a count. */
static void
test_feedcomments_relative_and_zero(void)
{
	struct feed *f;

	f = parse_item("<comments> x#respond </comments>"
		       "<wfw:commentRss>/x/feed/</wfw:commentRss>"
		       "<slash:comments> 0 </slash:comments>");
	T_OK(f != NULL && f->nentries == 1);
	if (f == NULL || f->nentries != 1)
		return;
	T_STR(f->entries[0].comments_url, "http://a.example/x#respond");
	T_STR(f->entries[0].comments_feed, "http://a.example/x/feed/");
	T_INT(f->entries[0].comment_count, 0);
	feed_free(f);
}

/* Broken counts are unsaid, a later good one is taken; empty links are
 * none; the first good link wins. */
static void
test_feedcomments_malformed(void)
{
	struct feed *f;

	f = parse_item("<comments>   </comments>"
		       "<comments>http://a.example/x#c</comments>"
		       "<comments>http://a.example/other#c</comments>"
		       "<wfw:commentRss></wfw:commentRss>"
		       "<slash:comments>many</slash:comments>"
		       "<slash:comments>7</slash:comments>");
	T_OK(f != NULL && f->nentries == 1);
	if (f == NULL || f->nentries != 1)
		return;
	T_STR(f->entries[0].comments_url, "http://a.example/x#c");
	T_OK(f->entries[0].comments_feed == NULL);
	T_INT(f->entries[0].comment_count, 7);
	feed_free(f);

	f = parse_item("<slash:comments>-3</slash:comments>"
		       "<thr:total>1e9</thr:total>");
	T_OK(f != NULL && f->nentries == 1);
	if (f == NULL || f->nentries != 1)
		return;
	T_INT(f->entries[0].comment_count, -1);
	feed_free(f);
}

/* A comments link longer than the bound is dropped, not cut. */
static void
test_feedcomments_overlong_link(void)
{
	struct feed *f;
	char *item, *path;

	path = malloc(FEED_MAX_COMMENTS_URL + 1);
	if (path == NULL)
		abort();
	memset(path, 'a', FEED_MAX_COMMENTS_URL);
	path[FEED_MAX_COMMENTS_URL] = '\0';
	xasprintf(&item, "<comments>http://a.example/%s#c</comments>", path);
	f = parse_item(item);
	T_OK(f != NULL && f->nentries == 1);
	if (f != NULL && f->nentries == 1)
		T_OK(f->entries[0].comments_url == NULL);
	feed_free(f);
	free(item);
	free(path);
}

/* feed_comments_count: digits and spaces only, bounded. */
static void
test_feedcomments_count(void)
{
	T_INT(feed_comments_count("0"), 0);
	T_INT(feed_comments_count(" 42\n"), 42);
	T_INT(feed_comments_count("999999999"), 999999999);
	T_INT(feed_comments_count("1000000000"), -1);
	T_INT(feed_comments_count("99999999999999999999999"), -1);
	T_INT(feed_comments_count(""), -1);
	T_INT(feed_comments_count("   "), -1);
	T_INT(feed_comments_count("-1"), -1);
	T_INT(feed_comments_count("+3"), -1);
	T_INT(feed_comments_count("3 comments"), -1);
	T_INT(feed_comments_count("0x10"), -1);
	T_INT(feed_comments_count("4.5"), -1);
	T_INT(feed_comments_count(NULL), -1);
}

/* Atom as WordPress writes it: replies links of both types, thr:count
 * on them, thr:total on the entry (which wins). */
static void
test_feedcomments_atom_threading(void)
{
	struct feed *f;

	f = parse(
	    "<?xml version=\"1.0\"?>"
	    "<feed xmlns=\"http://www.w3.org/2005/Atom\""
	    " xmlns:thr=\"http://purl.org/syndication/thread/1.0\">"
	    "<title>t</title><entry><id>urn:x</id><title>x</title>"
	    "<link rel=\"alternate\" type=\"text/html\""
	    " href=\"https://a.example/post/\"/>"
	    "<link rel=\"replies\" type=\"application/atom+xml\""
	    " href=\"https://a.example/post/feed/atom/\" thr:count=\"5\"/>"
	    "<link rel=\"replies\" type=\"text/html\""
	    " href=\"https://a.example/post/#comments\" thr:count=\"5\"/>"
	    "<thr:total>6</thr:total></entry></feed>",
	    "https://a.example/feed");
	T_OK(f != NULL && f->nentries == 1);
	if (f == NULL || f->nentries != 1)
		return;
	T_STR(f->entries[0].url, "https://a.example/post/");
	T_STR(f->entries[0].comments_url, "https://a.example/post/#comments");
	T_STR(f->entries[0].comments_feed, "https://a.example/post/feed/atom/");
	T_INT(f->entries[0].comment_count, 6);
	feed_free(f);
}

/* Blogger: no thr:total, the count on the page link; xml:base applies;
 * a link of another type (an image) is not a comments link; a replies
 * link is never the entry's own link. */
static void
test_feedcomments_atom_blogger(void)
{
	struct feed *f;

	f = parse("<?xml version=\"1.0\"?>"
		  "<feed xmlns=\"http://www.w3.org/2005/Atom\""
		  " xmlns:thr=\"http://purl.org/syndication/thread/1.0\">"
		  "<title>t</title><entry xml:base=\"https://b.example/2024/\">"
		  "<id>tag:b,1</id><title>x</title>"
		  "<link rel=\"replies\" type=\"image/png\" href=\"c.png\""
		  " thr:count=\"99\"/>"
		  "<link rel=\"replies\" type=\"application/atom+xml\""
		  " href=\"https://b.example/feeds/1/comments/default\"/>"
		  "<link rel=\"replies\" type=\"text/html; charset=UTF-8\""
		  " href=\"post.html#comment-form\" thr:count=\" 3 \"/>"
		  "<link rel=\"alternate\" type=\"text/html\""
		  " href=\"post.html\"/></entry></feed>",
	    "https://b.example/feed");
	T_OK(f != NULL && f->nentries == 1);
	if (f == NULL || f->nentries != 1)
		return;
	T_STR(f->entries[0].url, "https://b.example/2024/post.html");
	T_STR(f->entries[0].comments_url,
	    "https://b.example/2024/post.html#comment-form");
	T_STR(f->entries[0].comments_feed,
	    "https://b.example/feeds/1/comments/default");
	T_INT(f->entries[0].comment_count, 3);
	feed_free(f);
}

/* An RSS item's atom:link rel="replies"; RSS <comments> wins over it. */
static void
test_feedcomments_rss_replies_link(void)
{
	struct feed *f;

	f = parse_item("<atom:link rel=\"replies\" type=\"text/html\""
		       " href=\"http://a.example/x#thread\" thr:count=\"2\"/>"
		       "<atom:link rel=\"replies\""
		       " type=\"application/rss+xml\""
		       " href=\"http://a.example/x/comments.rss\"/>");
	T_OK(f != NULL && f->nentries == 1);
	if (f == NULL || f->nentries != 1)
		return;
	T_STR(f->entries[0].url, "http://a.example/x");
	T_STR(f->entries[0].comments_url, "http://a.example/x#thread");
	T_STR(f->entries[0].comments_feed, "http://a.example/x/comments.rss");
	T_INT(f->entries[0].comment_count, 2);
	feed_free(f);

	f = parse_item("<atom:link rel=\"replies\" href=\"http://a.example/y\""
		       " thr:count=\"2\"/>"
		       "<comments>http://a.example/x#c</comments>"
		       "<slash:comments>9</slash:comments>");
	T_OK(f != NULL && f->nentries == 1);
	if (f == NULL || f->nentries != 1)
		return;
	T_STR(f->entries[0].comments_url, "http://a.example/x#c");
	T_INT(f->entries[0].comment_count, 9);
	feed_free(f);
}

/* In Atom, <comments> is no element of the format: not read. */
static void
test_feedcomments_atom_ignores_rss_comments(void)
{
	struct feed *f;

	f = parse("<?xml version=\"1.0\"?>"
		  "<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>t</title>"
		  "<entry><id>urn:y</id><title>y</title>"
		  "<link href=\"http://a.example/y\"/>"
		  "<comments>http://a.example/y#c</comments></entry></feed>",
	    "http://a.example/feed");
	T_OK(f != NULL && f->nentries == 1);
	if (f == NULL || f->nentries != 1)
		return;
	T_OK(f->entries[0].comments_url == NULL);
	T_INT(f->entries[0].comment_count, -1);
	feed_free(f);
}

/* JSON Feed has no comments: unsaid, not 0. */
static void
test_feedcomments_jsonfeed_none(void)
{
	struct feed *f;

	f = parse("{\"version\":\"https://jsonfeed.org/version/1.1\","
		  "\"title\":\"t\",\"items\":[{\"id\":\"1\","
		  "\"url\":\"http://a.example/1\",\"content_text\":\"x\"}]}",
	    "http://a.example/feed.json");
	T_OK(f != NULL && f->nentries == 1);
	if (f == NULL || f->nentries != 1)
		return;
	T_OK(f->entries[0].comments_url == NULL);
	T_INT(f->entries[0].comment_count, -1);
	feed_free(f);
}

int
main(void)
{
	T_RUN(test_feedcomments_wordpress_rss);
	T_RUN(test_feedcomments_absent);
	T_RUN(test_feedcomments_relative_and_zero);
	T_RUN(test_feedcomments_malformed);
	T_RUN(test_feedcomments_overlong_link);
	T_RUN(test_feedcomments_count);
	T_RUN(test_feedcomments_atom_threading);
	T_RUN(test_feedcomments_atom_blogger);
	T_RUN(test_feedcomments_rss_replies_link);
	T_RUN(test_feedcomments_atom_ignores_rss_comments);
	T_RUN(test_feedcomments_jsonfeed_none);
	return t_done();
}

/* SPDX-License-Identifier: ISC */
/*
 * test-feedw: the feed writers.  What they write is read back by our own
 * feed parser (strictly: recovered stays 0), hostile strings included:
 * markup, control characters and broken UTF-8 in titles and bodies stay
 * text and never break the document.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "../lib/t.h"
#include "feed.h"
#include "feedw.h"
#include "util.h"

static const char *const cats[] = { "Local", "A & B" };

static const struct feedw_item items[] = {
	{ "urn:templar:entry:2", "Tom & Jerry <script>alert(1)</script>",
	    "https://example.org/a?x=1&y=2", "Ann \"Q\" Author",
	    "<p>First &amp; <b>bold</b> \x01 paragraph</p>", "First",
	    "https://example.org/i.jpg", 1710072000, 1710075600, cats, 2,
	    "https://example.org/a?x=1&y=2#comments", 7, 0 },
	/* the source's entry, its full text pending */
	{ "urn:templar:entry:1", "Bad \xff UTF-8 \xe2\x82", NULL, NULL,
	    "<p>]]> in a body</p>", NULL, NULL, 0, 1710000000, NULL, 0, NULL,
	    -1, 1 },
};

static const struct feedw_feed feed = { "urn:templar:feed:x", "x (full text)",
	"http://127.0.0.1:8080/feeds/x.atom", "https://example.org/feed.xml",
	1710075600, NULL, NULL };

static struct feed *
reparse(const struct buf *b)
{
	struct feed *f;
	char *cause = NULL;

	f = feed_parse(
	    b->data, b->len, "http://127.0.0.1/", NULL, 100, 16 << 20, &cause);
	T_OK_MSG(f != NULL, "parses (%s)", cause ? cause : "");
	free(cause);
	if (f != NULL)
		T_OK_MSG(!f->recovered, "well formed");
	return f;
}

static void
check_entries(const struct feed *f)
{
	const struct feed_entry *e;

	T_INT(f->nentries, 2);
	if (f->nentries != 2)
		return;
	e = &f->entries[0];
	T_STR(e->title, "Tom & Jerry <script>alert(1)</script>");
	T_STR(e->url, "https://example.org/a?x=1&y=2");
	T_STR(e->author, "Ann \"Q\" Author");
	T_OK(e->content_html != NULL &&
	    strstr(e->content_html, "<b>bold</b>") != NULL);
	T_OK(e->ncategories == 2 && strcmp(e->categories[1], "A & B") == 0);
	T_INT(e->published, 1710072000);
	T_STR(e->comments_url, "https://example.org/a?x=1&y=2#comments");
	T_INT(e->comment_count, 7);
	T_OK(f->entries[1].comments_url == NULL);
	T_INT(f->entries[1].comment_count, -1);
	/* the lead image as media:content, read back as the entry's */
	T_STR(e->image, "https://example.org/i.jpg");
	T_OK(f->entries[1].image == NULL);
	/* broken UTF-8 became U+FFFD, the document still parsed */
	T_STR(f->entries[1].title,
	    "Bad \xef\xbf\xbd UTF-8 \xef\xbf\xbd\xef\xbf\xbd");
}

static void
test_feedw_atom_reads_back(void)
{
	struct buf b;
	struct feed *f;

	buf_init(&b);
	feedw_atom(&b, &feed, items, NELEM(items));
	T_OK(strstr(b.data, "<script>") == NULL);
	if ((f = reparse(&b)) != NULL) {
		T_INT(f->format, FEED_ATOM10);
		check_entries(f);
	}
	feed_free(f);
	buf_free(&b);
}

static void
test_feedw_rss_reads_back(void)
{
	struct buf b;
	struct feed *f;

	buf_init(&b);
	feedw_rss(&b, &feed, items, NELEM(items));
	T_OK(strstr(b.data, "<content:encoded>") != NULL);
	T_OK(strstr(b.data, "<pubDate>Sun, 10 Mar 2024 12:00:00 GMT") != NULL);
	if ((f = reparse(&b)) != NULL) {
		T_INT(f->format, FEED_RSS20);
		T_INT(f->nentries, 2);
		if (f->nentries == 2) {
			/* RSS readers take a title's markup as HTML */
			T_OK(util_startswith(
			    f->entries[0].title, "Tom & Jerry"));
			T_OK(f->entries[0].content_html != NULL &&
			    strstr(f->entries[0].content_html, "<b>bold</b>") !=
				NULL);
			T_STR(f->entries[0].comments_url,
			    "https://example.org/a?x=1&y=2#comments");
			T_INT(f->entries[0].comment_count, 7);
			T_STR(f->entries[0].image, "https://example.org/i.jpg");
			T_OK(f->entries[1].comments_url == NULL);
			T_INT(f->entries[1].comment_count, -1);
		}
	}
	feed_free(f);
	buf_free(&b);
}

static void
test_feedw_json_feed_1_1(void)
{
	struct buf b;
	cJSON *root, *it;

	buf_init(&b);
	feedw_json(&b, &feed, items, NELEM(items));
	root = cJSON_Parse(b.data);
	T_OK_MSG(root != NULL, "valid JSON");
	if (root != NULL) {
		T_STR(cJSON_GetObjectItem(root, "version")->valuestring,
		    "https://jsonfeed.org/version/1.1");
		it = cJSON_GetArrayItem(cJSON_GetObjectItem(root, "items"), 0);
		T_STR(cJSON_GetObjectItem(it, "content_html")->valuestring,
		    "<p>First &amp; <b>bold</b> \xef\xbf\xbd paragraph</p>");
		T_STR(cJSON_GetObjectItem(it, "date_published")->valuestring,
		    "2024-03-10T12:00:00Z");
		T_OK(cJSON_GetArraySize(cJSON_GetObjectItem(it, "tags")) == 2);
		T_OK(cJSON_GetObjectItem(it, "_templar") == NULL);
		/* a pending entry says so in the JSON Feed extension */
		it = cJSON_GetArrayItem(cJSON_GetObjectItem(root, "items"), 1);
		T_OK(cJSON_IsTrue(cJSON_GetObjectItem(
		    cJSON_GetObjectItem(it, "_templar"), "full_text_pending")));
	}
	cJSON_Delete(root);
	buf_free(&b);
}

/* A page of a longer feed: its subtitle, and the next page (RFC 5005). */
static void
test_feedw_subtitle_and_next_page(void)
{
	static const struct feedw_feed paged = { "urn:templar:feed:x",
		"The Source & Co", "http://127.0.0.1:8080/feeds/x.atom",
		"https://example.org/", 1710075600, "Full text of <x>",
		"http://127.0.0.1:8080/feeds/x.atom?page=2&token=t" };
	struct buf b;
	cJSON *root;

	buf_init(&b);
	feedw_atom(&b, &paged, items, NELEM(items));
	T_OK(strstr(b.data, "<subtitle>Full text of &lt;x&gt;</subtitle>") !=
	    NULL);
	T_OK(strstr(b.data,
		 "<link rel=\"next\" href=\"http://127.0.0.1:8080/feeds/"
		 "x.atom?page=2&amp;token=t\"/>") != NULL);
	buf_reset(&b);
	feedw_rss(&b, &paged, items, NELEM(items));
	T_OK(strstr(b.data,
		 "<atom:link rel=\"next\" href=\"http://"
		 "127.0.0.1:8080/feeds/x.atom?page=2&amp;token=t\"/>") != NULL);
	T_OK(strstr(b.data, "Full text of") != NULL);
	buf_reset(&b);
	feedw_json(&b, &paged, items, NELEM(items));
	root = cJSON_Parse(b.data);
	T_OK(root != NULL);
	if (root != NULL) {
		T_STR(cJSON_GetObjectItem(root, "next_url")->valuestring,
		    "http://127.0.0.1:8080/feeds/x.atom?page=2&token=t");
		T_STR(cJSON_GetObjectItem(root, "description")->valuestring,
		    "Full text of <x>");
	}
	cJSON_Delete(root);
	/* the last page links to no next one */
	buf_reset(&b);
	feedw_atom(&b, &feed, items, NELEM(items));
	T_OK(strstr(b.data, "rel=\"next\"") == NULL);
	T_OK(strstr(b.data, "<subtitle>") == NULL);
	buf_free(&b);
}

static void
test_feedw_json_string_escapes(void)
{
	struct buf b;

	buf_init(&b);
	feedw_json_string(&b, "a\"b\\c\nd\x01");
	T_STR(b.data, "a\\\"b\\\\c\\u000ad\xef\xbf\xbd");
	buf_free(&b);
}

int
main(void)
{
	T_RUN(test_feedw_atom_reads_back);
	T_RUN(test_feedw_rss_reads_back);
	T_RUN(test_feedw_json_feed_1_1);
	T_RUN(test_feedw_json_string_escapes);
	T_RUN(test_feedw_subtitle_and_next_page);
	return t_done();
}

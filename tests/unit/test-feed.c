/* SPDX-License-Identifier: ISC */
/*
 * test-feed: every feed format and the broken feeds of real life
 * (tests/data/feeds/), charsets, hostile XML, and feed dates.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <zlib.h>

#include "../lib/t.h"
#include "../lib/tfeed.h"
#include "date.h"
#include "feed.h"
#include "util.h"

static void
test_feed_rss20_channel_and_items(void)
{
	struct feed *f;
	struct feed_entry *e;

	f = parse_fixture(
	    "feeds/rss20.xml", "http://news.example.org/feed", NULL, 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_INT(f->format, FEED_RSS20);
	T_STR(feed_format_name(f->format), "rss20");
	T_STR(f->title, "Example News");
	T_STR(f->link, "http://news.example.org/");
	T_INT(f->ttl, 30 * 60);
	T_INT(f->recovered, 0);
	T_INT(f->nentries, 3);

	e = &f->entries[0];
	T_STR(e->guid, "tag:news.example.org,2024:1");
	T_STR(feed_entry_key(e), "tag:news.example.org,2024:1");
	T_STR(e->url, "http://news.example.org/2024/first.html");
	T_STR(e->title, "First & foremost");
	T_TEXT(e->teaser, "The first story.\nSecond paragraph\nafter a break.");
	T_STR(e->content, "Full text of the first story.");
	T_STR(e->content_html, "<p>Full <i>text</i> of the first story.</p>");
	T_INT(e->ncategories, 2); /* the repeated "World" once */
	T_OK(has_category(e, "World"));
	T_OK(has_category(e, "Politics"));
	T_STR(e->author, "editor@example.org (Ed Itor)");
	T_INT(e->published, 1714972089); /* 2024-05-06 05:08:09Z */
	T_STR(e->published_text, "Mon, 06 May 2024 07:08:09 +0200");
	T_INT(e->updated, 0);

	e = &f->entries[1];
	/* relative link, resolved against the fetch URL */
	T_STR(e->url, "http://news.example.org/2024/second.html");
	T_STR(e->teaser, "Plain teaser, over two lines.");
	T_STR(e->content, NULL);
	T_STR(e->content_html, NULL);
	T_STR(e->author, "Jane Doe");     /* dc:creator */
	T_INT(e->published, 1715076000);  /* dc:date */
	T_OK(has_category(e, "Science")); /* dc:subject */

	e = &f->entries[2];
	/* no link: a permalink guid is the URL */
	T_STR(e->url, "http://news.example.org/2024/third.html");
	T_STR(e->teaser, NULL);
	T_INT(e->published, 0);
	T_STR(e->published_text, "not a date");
	feed_free(f);
}

static void
test_feed_rss091_undeclared_dtd_entities(void)
{
	struct feed *f;

	f = parse_fixture("feeds/rss091.xml", NULL, NULL, 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_INT(f->format, FEED_RSS09X);
	T_STR(feed_format_name(f->format), "rss09x");
	/* the external DTD is never loaded: HTML entities come from us */
	T_STR(f->title, "Caf\xc3\xa9 Weekly");
	T_INT(f->nentries, 2);
	if (f->nentries == 2) {
		T_STR(f->entries[0].title, "Le caf\xc3\xa9 du jour");
		T_STR(f->entries[0].teaser,
		    "Un caf\xc3\xa9 tr\xc3\xa8s fort \xe2\x80\x94 vraiment.");
		T_STR(f->entries[0].guid, NULL);
		T_STR(feed_entry_key(&f->entries[0]),
		    "http://cafe.example.net/jour.html");
		T_STR(f->entries[1].title, "Deuxi\xc3\xa8me");
	}
	feed_free(f);
}

static void
test_feed_rss092_item_without_title_or_link(void)
{
	struct feed *f;
	struct feed_entry *e;

	f = parse_fixture("feeds/rss092.xml", NULL, NULL, 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_INT(f->format, FEED_RSS09X);
	T_INT(f->nentries, 2);
	if (f->nentries == 2) {
		e = &f->entries[0];
		T_STR(e->title, NULL);
		T_STR(e->url, NULL);
		T_STR(feed_entry_key(e), NULL);
		T_STR(e->teaser, "An item with no title, only a description.");
		T_OK(has_category(e, "Jazz"));
		e = &f->entries[1];
		T_STR(e->teaser, "Listen now.");
	}
	feed_free(f);
}

static void
test_feed_rdf_items_and_dublin_core(void)
{
	struct feed *f;
	struct feed_entry *e;

	f = parse_fixture("feeds/rdf.xml", NULL, NULL, 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_INT(f->format, FEED_RSS10);
	T_STR(feed_format_name(f->format), "rss10");
	T_STR(f->title, "RDF Site");
	T_STR(f->link, "http://rdf.example.org/");
	T_INT(f->nentries, 2);
	e = &f->entries[0];
	T_STR(e->guid, "http://rdf.example.org/one"); /* rdf:about */
	T_STR(e->url, "http://rdf.example.org/one");
	T_STR(e->title, "One");
	T_STR(e->teaser, "First item");
	T_STR(e->content, "Body one");
	T_STR(e->content_html, "<p>Body one</p>");
	T_STR(e->author, "Ann Author");
	T_INT(e->published, 1714972089);
	T_OK(has_category(e, "Tech"));
	feed_free(f);
}

static void
test_feed_atom_xml_base(void)
{
	struct feed *f;
	struct feed_entry *e;

	f = parse_fixture(
	    "feeds/atom10.xml", "http://fetched.example/feed", NULL, 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_INT(f->format, FEED_ATOM10);
	T_STR(feed_format_name(f->format), "atom10");
	T_STR(f->title, "Atom Blog");
	T_STR(f->link, "http://blog.example.com/"); /* not rel=self */
	T_INT(f->nentries, 3);
	if (f->nentries != 3)
		goto out;

	e = &f->entries[0];
	/* feed xml:base, then the entry's relative "posts/" */
	T_STR(e->url, "http://blog.example.com/posts/2024/one.html");
	T_STR(e->guid, "tag:blog.example.com,2024:1");
	T_STR(e->title, "Tags stripped & more");
	T_TEXT(e->teaser, "Summary one.\nLine two"); /* xhtml summary */
	T_STR(e->content, "Content one");
	T_STR(e->content_html, "<p>Content <i>one</i></p>");
	T_STR(e->author, "Entry Author");
	T_INT(e->published, 1714972089);
	T_STR(e->published_text, "2024-05-06T07:08:09.123+02:00");
	T_INT(e->updated, 1715040000);
	T_INT(e->ncategories, 2);
	T_OK(has_category(e, "news")); /* the term, as feedparser reads it */
	T_OK(has_category(e, "misc")); /* else term */

	e = &f->entries[1];
	/* xml:base on the link element itself */
	T_STR(e->url, "http://blog.example.com/nested/dir/two.html");
	T_STR(e->content, "Only content here");
	T_STR(e->content_html, "Only <b>content</b> here");
	T_STR(e->teaser, "Only content here"); /* no summary */
	T_STR(e->author, "Blog Owner");        /* inherited from the feed */
	T_INT(e->published, 1715159411);       /* updated, no published */
	T_INT(e->updated, 1715159411);

	e = &f->entries[2];
	T_STR(e->url, "http://other.example.net/three"); /* alternate */
	T_STR(e->title, "Three <not a tag>");            /* type="text" */
	T_STR(e->teaser, "Plain <summary>");
	T_STR(e->content, NULL);
out:
	feed_free(f);
}

static void
test_feed_atom03_modes(void)
{
	struct feed *f;
	struct feed_entry *e;

	f = parse_fixture("feeds/atom03.xml", NULL, NULL, 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_INT(f->format, FEED_ATOM03);
	T_STR(feed_format_name(f->format), "atom03");
	T_STR(f->link, "http://old.example.org/");
	T_INT(f->nentries, 2);
	if (f->nentries != 2)
		goto out;
	e = &f->entries[0];
	T_STR(e->url, "http://old.example.org/2004/05/03.html");
	T_STR(e->teaser, "Short summary");
	T_STR(e->content, "Escaped HTML content"); /* mode="escaped" */
	T_STR(e->content_html, "<p>Escaped <b>HTML</b> content</p>");
	T_INT(e->published, 1083845289); /* issued, -05:00 */
	T_INT(e->updated, 1083913689);   /* modified */
	T_STR(e->author, "Old Timer");
	e = &f->entries[1];
	T_STR(e->content, "Inline xhtml"); /* mode="xml" */
	T_STR(e->content_html, "<p>Inline <em>xhtml</em></p>");
out:
	feed_free(f);
}

static void
test_feed_html_entities_recovered(void)
{
	struct feed *f;

	f = parse_fixture("feeds/entities.xml", NULL, NULL, 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_INT(f->recovered, 1);
	T_STR(f->title, "Entities Inc"); /* &nbsp; is white space */
	T_INT(f->nentries, 1);
	if (f->nentries == 1) {
		T_STR(f->entries[0].title,
		    "Caf\xc3\xa9 \xe2\x80\x94 "
		    "na\xc3\xafve r\xc3\xa9sum\xc3\xa9 \xc2\xa9 & "
		    "\xc3\xa9\xe2\x98\xba");
		T_STR(f->entries[0].url, "http://ent.example.org/a?x=1&y=2");
		/* an unknown entity is kept as written */
		T_TEXT(f->entries[0].teaser,
		    "Price: 5\xe2\x82\xac\n&unknownentity; end");
	}
	feed_free(f);
}

static void
test_feed_bare_ampersand(void)
{
	struct feed *f;

	f = parse_fixture("feeds/bare-amp.xml", NULL, NULL, 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_INT(f->recovered, 1);
	T_STR(f->title, "Q&A Weekly");
	T_STR(f->link, "http://amp.example.org/?a=1&b=2");
	T_INT(f->nentries, 2);
	if (f->nentries == 2) {
		T_STR(f->entries[0].title, "Tom & Jerry & friends");
		T_STR(f->entries[0].url,
		    "http://amp.example.org/item?id=7&lang=en");
		T_STR(f->entries[0].teaser, "AT&T said & so on; & stays");
		T_STR(f->entries[1].title, "Second & last");
	}
	feed_free(f);
}

static void
test_feed_cdata_kept_literally(void)
{
	struct feed *f;

	f = parse_fixture("feeds/cdata.xml", NULL, NULL, 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_INT(f->recovered, 0);
	T_STR(f->title, "CDATA & Co");
	T_INT(f->nentries, 1);
	if (f->nentries == 1) {
		T_STR(f->entries[0].title, "A bold title & more");
		T_STR(
		    f->entries[0].url, "http://cdata.example.org/one?a=1&b=2");
		/* blocks and <br> are line breaks; scripts are not text */
		T_TEXT(f->entries[0].teaser,
		    "First para & link.\nSecond para\nnext line");
	}
	feed_free(f);
}

static void
test_feed_gbk_declared_gb2312(void)
{
	struct feed *f;

	/* U+9555 is GBK only: gb2312 must decode as GB18030 */
	f = parse_fixture("feeds/gbk.xml", NULL, NULL, 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_INT(f->recovered, 0);
	T_STR(f->title, "\xe6\x96\xb0\xe9\x97\xbb\xe9\xa2\x91\xe9\x81\x93");
	T_INT(f->nentries, 1);
	if (f->nentries == 1) {
		T_STR(f->entries[0].title,
		    "\xe6\x9c\xb1\xe9\x95\x95\xe5\x9f"
		    "\xba\xe8\xae\xbf\xe9\x97\xae");
		T_STR(f->entries[0].teaser,
		    "\xe4\xb8\xad\xe6\x96\x87\xe6\x91"
		    "\x98\xe8\xa6\x81\xef\xbc\x8c\xe6\xb5\x8b\xe8\xaf\x95"
		    "\xe3\x80\x82");
	}
	feed_free(f);
}

static void
test_feed_http_charset_when_no_declaration(void)
{
	struct feed *f;

	f = parse_fixture("feeds/latin1.xml", NULL, "ISO-8859-1", 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_INT(f->recovered, 0);
	T_STR(f->title, "Caf\xc3\xa9");
	if (f->nentries == 1) {
		T_STR(f->entries[0].title,
		    "Cr\xc3\xa8me br\xc3\xbbl\xc3\xa9"
		    "e");
		/* Latin-1 is read as windows-1252, as browsers do */
		T_STR(f->entries[0].teaser,
		    "Na\xc3\xafve \xe2\x82\xac"
		    "uro");
	}
	feed_free(f);
}

static void
test_feed_bom_wins_over_declaration_and_http(void)
{
	struct feed *f;

	f = parse_fixture("feeds/bom-utf8.xml", NULL, "gbk", 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_INT(f->recovered, 0);
	T_INT(f->nentries, 1);
	if (f->nentries == 1)
		T_STR(f->entries[0].title,
		    "Gr\xc3\xbc\xc3\x9f"
		    "e");
	feed_free(f);
}

static void
test_feed_utf16_with_bom(void)
{
	struct feed *f;

	f = parse_fixture("feeds/utf16.xml", NULL, NULL, 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_STR(f->title, "Sixteen");
	T_INT(f->nentries, 1);
	if (f->nentries == 1)
		T_STR(f->entries[0].title,
		    "\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa"
		    "\x9e");
	feed_free(f);
}

static void
test_feed_windows1252_bytes_in_utf8_feed(void)
{
	struct feed *f;

	f = parse_fixture("feeds/cp1252-in-utf8.xml", NULL, NULL, 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_INT(f->recovered, 1);
	T_INT(f->nentries, 1);
	if (f->nentries == 1) {
		T_STR(f->entries[0].title,
		    "Caf\xc3\xa9 \xe2\x80\x9cquoted"
		    "\xe2\x80\x9d");
		T_STR(f->entries[0].teaser, "ctlchar"); /* \x01 dropped */
	}
	feed_free(f);
}

static void
test_feed_missing_guid_and_link_keys(void)
{
	struct feed *f;

	f = parse_fixture("feeds/noguid.xml", NULL, NULL, 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_INT(f->nentries, 4);
	if (f->nentries == 4) {
		T_STR(f->entries[0].guid, NULL);
		T_STR(feed_entry_key(&f->entries[0]),
		    "http://keys.example.org/a");
		T_STR(feed_entry_key(&f->entries[1]), NULL);
		/* isPermaLink="false": a guid that looks like a URL is
		   still no link */
		T_STR(f->entries[2].url, NULL);
		T_STR(feed_entry_key(&f->entries[2]),
		    "http://keys.example.org/not-a-link");
		/* a blank guid is no guid; the link is trimmed */
		T_STR(f->entries[3].guid, NULL);
		T_STR(f->entries[3].url, "http://keys.example.org/b");
		T_STR(feed_entry_key(&f->entries[3]),
		    "http://keys.example.org/b");
	}
	feed_free(f);
}

static void
test_feed_not_a_feed_refused(void)
{
	char *cause;

	cause = refuse_fixture("feeds/not-feed.html");
	T_STR(cause, "not an RSS or Atom feed (root element <html>)");
	free(cause);
	cause = refuse_fixture("feeds/other.xml");
	T_STR(cause, "not an RSS or Atom feed (root element <urlset>)");
	free(cause);
}

static void
test_feed_jsonfeed(void)
{
	struct feed *f;
	struct feed_entry *e;

	f = parse_fixture(
	    "feeds/jsonfeed.json", "https://json.example.org/f", NULL, 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_INT(f->format, FEED_JSONFEED);
	T_STR(feed_format_name(f->format), "jsonfeed");
	T_STR(f->title, "JSON & Feed");
	T_STR(f->link, "https://json.example.org/");
	T_INT(f->nentries, 2);
	if (f->nentries != 2)
		goto out;
	e = &f->entries[0];
	T_STR(e->guid, "1");
	T_STR(e->url, "https://json.example.org/posts/1");
	T_STR(e->title, "Hello");
	T_STR(e->teaser, "A greeting");
	T_STR(e->content, "Hello world");
	T_STR(e->content_html, "<p>Hello <b>world</b></p>");
	T_STR(e->author, "J. Son");
	T_INT(e->published, 1714979289);
	T_OK(has_category(e, "test"));
	e = &f->entries[1];
	T_STR(e->guid, "2"); /* a number id */
	T_STR(e->teaser, "Just text");
out:
	feed_free(f);
}

static void
test_feed_inline_buffer_base_and_entry_key(void)
{
	static const char doc[] =
	    "<rss version=\"2.0\"><channel><title>t</title>"
	    "<item><link>a/b.html</link><guid isPermaLink=\"true\">"
	    "</guid></item></channel></rss>";
	struct feed *f;
	char *cause = NULL;

	f = feed_parse(doc, strlen(doc), "https://base.example/dir/feed", NULL,
	    10, FEED_MAX, &cause);
	T_OK(f != NULL);
	if (f == NULL) {
		free(cause);
		return;
	}
	T_INT(f->nentries, 1);
	T_STR(f->entries[0].url, "https://base.example/dir/a/b.html");
	T_STR(f->entries[0].guid, NULL);
	T_STR(feed_entry_key(&f->entries[0]),
	    "https://base.example/dir/a/b.html");
	feed_free(f);
	feed_free(NULL);
}

static void
test_feed_gbk_bytes_without_label(void)
{
	struct feed *f;

	/* no declaration, no HTTP charset, not UTF-8: GBK double bytes */
	f = parse_fixture("feeds/gbk-unlabelled.xml", NULL, NULL, 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_INT(f->recovered, 0);
	T_STR(f->title, "\xe6\x96\xb0\xe6\xb5\xaa\xe6\x96\xb0\xe9\x97\xbb");
	feed_free(f);
	/* nor when the server claims UTF-8, or latin1 (its old default
	 * over every file it sent) */
	f = parse_fixture("feeds/gbk-unlabelled.xml", NULL, "utf-8", 100);
	T_OK(f != NULL);
	if (f != NULL)
		T_STR(f->title,
		    "\xe6\x96\xb0\xe6\xb5\xaa\xe6\x96\xb0\xe9\x97\xbb");
	feed_free(f);
	f = parse_fixture("feeds/gbk-unlabelled.xml", NULL, "iso-8859-1", 100);
	T_OK(f != NULL);
	if (f != NULL)
		T_STR(f->title,
		    "\xe6\x96\xb0\xe6\xb5\xaa\xe6\x96\xb0\xe9\x97\xbb");
	feed_free(f);
}

static void
test_feed_utf8_bytes_under_legacy_label(void)
{
	struct feed *f;

	f = parse_fixture("feeds/utf8-labelled-latin1.xml", NULL, NULL, 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_STR(f->title,
	    "Stra\xc3\x9f"
	    "e");
	if (f->nentries == 1)
		T_STR(f->entries[0].title,
		    "Gr\xc3\xbc\xc3\x9f"
		    "e aus K\xc3\xb6ln");
	feed_free(f);
}

static void
test_feed_http_charset_quoted_and_unknown(void)
{
	struct feed *f;

	f = parse_fixture("feeds/latin1.xml", NULL, "\"iso-8859-1\"", 100);
	T_OK(f != NULL);
	if (f != NULL)
		T_STR(f->title, "Caf\xc3\xa9");
	feed_free(f);
	/* a charset iconv does not know: read as UTF-8, repaired */
	f = parse_fixture("feeds/rss20.xml", NULL, "x-no-such-charset", 100);
	T_OK(f != NULL);
	if (f != NULL)
		T_STR(f->title, "Example News");
	feed_free(f);
}

/*
 * Hostile feeds, built in memory.  Each must give an error or a bounded
 * result; the time they take is bench/bombs's business.
 */

static void
test_feed_feedburner_origlink_wins(void)
{
	struct feed *f;

	f = parse_fixture("feeds/feedburner.xml", NULL, NULL, 100);
	T_OK(f != NULL);
	if (f != NULL && f->nentries == 1)
		T_STR(
		    f->entries[0].url, "http://fb.example.org/2024/real.html");
	feed_free(f);
}

static void
test_feed_atom_text_content_escaped_and_src_skipped(void)
{
	static const char doc[] =
	    "<feed xmlns=\"http://www.w3.org/2005/Atom\">"
	    "<entry><id>1</id><content type=\"text\">  a &lt; b &amp; c\n"
	    "  d </content></entry>"
	    "<entry><id>2</id><content src=\"http://x.example/v.mp4\" "
	    "type=\"video/mp4\"/></entry>"
	    "<entry><id>3</id><content "
	    "type=\"image/png\">iVBORw0KGgo=</content>"
	    "</entry></feed>";
	struct feed *f;
	char *cause = NULL;

	f = feed_parse(doc, strlen(doc), NULL, NULL, 10, FEED_MAX, &cause);
	T_OK(f != NULL);
	if (f != NULL && f->nentries == 3) {
		T_TEXT(f->entries[0].content, "a < b & c\nd");
		T_TEXT(f->entries[0].content_html, "a &lt; b &amp; c\n  d");
		T_STR(f->entries[1].content, NULL);
		T_STR(f->entries[1].content_html, NULL);
		T_STR(f->entries[2].content, NULL);
		T_STR(f->entries[2].teaser, NULL);
	}
	feed_free(f);
	free(cause);
}

static void
test_feed_bare_less_than_is_text(void)
{
	static const char doc[] =
	    "<rss version=\"2.0\"><channel><item><title>a < b & 3<4 "
	    "done</title><link>http://x.example/1</link></item>"
	    "</channel></rss>";
	struct feed *f;
	char *cause = NULL;

	f = feed_parse(doc, strlen(doc), NULL, NULL, 10, FEED_MAX, &cause);
	T_OK(f != NULL);
	if (f != NULL && f->nentries == 1) {
		T_INT(f->recovered, 1);
		T_STR(f->entries[0].title, "a < b & 3<4 done");
		T_STR(f->entries[0].url, "http://x.example/1");
	}
	feed_free(f);
	free(cause);
}

static void
test_feed_format_names(void)
{
	T_STR(feed_format_name(FEED_RSS20), "rss20");
	T_STR(feed_format_name(FEED_RSS09X), "rss09x");
	T_STR(feed_format_name(FEED_RSS10), "rss10");
	T_STR(feed_format_name(FEED_ATOM10), "atom10");
	T_STR(feed_format_name(FEED_ATOM03), "atom03");
	T_STR(feed_format_name(FEED_JSONFEED), "jsonfeed");
	T_STR(feed_format_name(FEED_UNKNOWN), "unknown");
	T_STR(feed_format_name((enum feed_format)99), "unknown");
}

static void
test_feed_enclosures_and_lead_image(void)
{
	struct feed *f = parse_fixture(
	    "feeds/media.xml", "http://media.example/feed", NULL, 100);
	const struct feed_entry *e;

	T_OK(f != NULL);
	if (f == NULL || f->nentries != 3) {
		T_OK(0);
		feed_free(f);
		return;
	}
	/* An <enclosure> and a media:content of one file: one enclosure. */
	e = &f->entries[0];
	T_INT(e->nenclosures, 1);
	T_STR(e->enclosures[0].url, "http://media.example/ep/1.mp3");
	T_STR(e->enclosures[0].type, "audio/mpeg");
	T_INT(e->enclosures[0].length, 4096);
	T_STR(e->image, "http://media.example/cover.jpg");

	/* A thumbnail beats the images; it may sit in a media:content. */
	e = &f->entries[1];
	T_INT(e->nenclosures, 3);
	T_STR(e->image, "http://media.example/b-small.jpg");
	T_STR(e->enclosures[2].url, "http://media.example/b-small.jpg");
	T_STR(e->enclosures[2].type, NULL);
	T_INT(e->enclosures[2].length, -1);

	/* An image enclosure, whatever the case of its type. */
	e = &f->entries[2];
	T_INT(e->nenclosures, 2);
	T_STR(e->image, "http://media.example/pic.png");
	T_INT(e->enclosures[0].length, -1);
	T_INT(e->enclosures[1].length, -1);
	feed_free(f);
}

static void
test_feed_no_base_keeps_relative_links(void)
{
	static const char doc[] =
	    "<rss version=\"2.0\"><channel><title>t</title><link>/</link>"
	    "<item><link> /a/b.html </link>"
	    "<enclosure url=\"x.mp3\" type=\"audio/mpeg\"/></item>"
	    "<item><link>//cdn.example/c</link></item>"
	    "<item><link>ftp://files.example/d</link></item>"
	    "<item><link>https://abs.example/e</link></item>"
	    "</channel></rss>";
	struct feed *f;
	char *cause = NULL;

	f = feed_parse(doc, strlen(doc), NULL, NULL, 10, FEED_MAX, &cause);
	T_OK(f != NULL);
	if (f == NULL || f->nentries != 4) {
		T_OK(0);
		free(cause);
		feed_free(f);
		return;
	}
	T_STR(f->link, "/");
	T_STR(f->entries[0].url, "/a/b.html");
	T_STR(f->entries[0].enclosures[0].url, "x.mp3");
	T_STR(f->entries[1].url, "//cdn.example/c");
	T_STR(f->entries[2].url, NULL);
	T_STR(f->entries[3].url, "https://abs.example/e");
	feed_free(f);
}

static void
test_feed_gzip_twice(void)
{
	static const char broken[] = "\x1f\x8b\x08\x00\x00\x00\x00\x00\x00"
				     "\x03not deflate data at all";
	struct feed *f;
	char *cause = NULL;

	f = parse_fixture(
	    "feeds/gzip-twice.xml.gz", "http://x.example/", NULL, 10);
	T_OK(f != NULL);
	if (f != NULL) {
		T_INT(f->format, FEED_RSS20);
		T_INT(f->nentries, 1);
		T_STR(f->entries[0].title, "Compressed twice");
	}
	feed_free(f);
	f = feed_parse(
	    broken, sizeof(broken) - 1, NULL, NULL, 10, FEED_MAX, &cause);
	T_OK(f == NULL);
	T_OK(cause != NULL && strstr(cause, "gzip") != NULL);
	free(cause);
}

static void
test_feed_jsonfeed_attachments_and_image(void)
{
	static const char doc[] =
	    "{\"version\": \"https://jsonfeed.org/version/1.1\","
	    " \"items\": [{\"id\": \"1\", \"content_text\": \"x\","
	    " \"date_modified\": \"2024-05-06T07:08:09Z\","
	    " \"attachments\": [{\"url\": \"/a.mp3\", \"mime_type\":"
	    " \"audio/mpeg\", \"size_in_bytes\": 12}, {\"url\": \"/p.png\","
	    " \"mime_type\": \"image/png\", \"size_in_bytes\": -3},"
	    " {\"mime_type\": \"x/no-url\"}, 7]},"
	    " {\"id\": \"2\", \"image\": \"/lead.jpg\"}]}";
	struct feed *f;
	char *cause = NULL;

	f = feed_parse(
	    doc, strlen(doc), "http://j.example/", NULL, 10, FEED_MAX, &cause);
	T_OK(f != NULL);
	if (f == NULL || f->nentries != 2) {
		T_OK(0);
		free(cause);
		feed_free(f);
		return;
	}
	T_INT(f->entries[0].nenclosures, 2);
	T_STR(f->entries[0].enclosures[0].url, "http://j.example/a.mp3");
	T_INT(f->entries[0].enclosures[0].length, 12);
	T_INT(f->entries[0].enclosures[1].length, -1);
	/* No image given: the image attachment is the lead image. */
	T_STR(f->entries[0].image, "http://j.example/p.png");
	/* date_modified alone dates the item. */
	T_INT(f->entries[0].published, 1714979289);
	T_INT(f->entries[0].updated, 1714979289);
	T_STR(f->entries[1].image, "http://j.example/lead.jpg");
	T_INT(f->entries[1].nenclosures, 0);
	feed_free(f);
}

static void
test_feed_rss_fallbacks_atom_link_itunes_media(void)
{
	static const char doc[] =
	    "<rss version=\"2.0\" xmlns:atom=\"http://www.w3.org/2005/Atom\""
	    " xmlns:itunes=\"http://www.itunes.com/dtds/podcast-1.0.dtd\""
	    " xmlns:media=\"http://search.yahoo.com/mrss/\"><channel>"
	    "<item><atom:link rel=\"self\" href=\"/self\"/>"
	    "<atom:link href=\"/alt\"/><itunes:author>I. Tunes"
	    "</itunes:author><media:description>About"
	    "</media:description></item></channel></rss>";
	struct feed *f;
	char *cause = NULL;

	f = feed_parse(
	    doc, strlen(doc), "http://r.example/", NULL, 10, FEED_MAX, &cause);
	T_OK(f != NULL && f->nentries == 1);
	if (f != NULL && f->nentries == 1) {
		T_STR(f->entries[0].url, "http://r.example/alt");
		T_STR(f->entries[0].author, "I. Tunes");
		T_STR(f->entries[0].teaser, "About");
	}
	free(cause);
	feed_free(f);
}

static const struct {
	const char *s;
	int64_t want; /* -1: unparsable */
} dates[] = {
	/* RFC 822 / 1123 */
	{ "Mon, 06 May 2024 07:08:09 GMT", 1714979289 },
	{ "Mon, 06 May 2024 07:08:09 +0000", 1714979289 },
	{ "Mon, 06 May 2024 09:08:09 +0200", 1714979289 },
	{ "Mon, 06 May 2024 02:08:09 -0500", 1714979289 },
	{ "Mon,06 May 2024 07:08:09 UT", 1714979289 },
	{ "06 May 2024 07:08:09 GMT", 1714979289 },
	{ "6 May 2024 07:08:09 Z", 1714979289 },
	{ "Monday, 06 May 2024 07:08:09 GMT", 1714979289 },
	{ "Mon, 06 May 24 07:08:09 GMT", 1714979289 },
	{ "Mon, 06 May 2024 07:08 GMT", 1714979280 },
	{ "Mon, 06 May 2024 07:08:09", 1714979289 },
	{ "Mon, 06 May 2024", 1714953600 },
	{ "Mon, 06 May 2024 03:08:09 EDT", 1714979289 },
	{ "Mon, 06 May 2024 02:08:09 EST", 1714979289 },
	{ "Mon, 06 May 2024 02:08:09 CDT", 1714979289 },
	{ "Mon, 06 May 2024 01:08:09 CST", 1714979289 },
	{ "Mon, 06 May 2024 01:08:09 MDT", 1714979289 },
	{ "Mon, 06 May 2024 00:08:09 MST", 1714979289 },
	{ "Mon, 06 May 2024 00:08:09 PDT", 1714979289 },
	{ "Sun, 05 May 2024 23:08:09 PST", 1714979289 },
	{ "Mon, 06 May 2024 06:08:09 A", 1714979289 }, /* RFC 822: -1 */
	{ "Mon, 06 May 2024 08:08:09 N", 1714979289 }, /* RFC 822: +1 */
	{ "Mon, 06 May 2024 19:08:09 M", 1715065689 }, /* -12 */
	{ "Mon, 06 May 2024 07:08:09 +0200 (CEST)", 1714972089 },
	{ "Mon, 06 May 2024 03:08:09 -0400 EDT", 1714979289 },
	{ "Mon, 06 May 2024 07:08:09 +02", 1714972089 },
	{ "Mon, 06 May 2024 09:08:09 CEST", 1714979289 },
	{ "Mon, 06 May 2024 15:08:09 GMT+0800", 1714979289 },
	{ "Mon, 6 May 2024 7:08:09 GMT", 1714979289 },
	{ "06-May-2024 07:08:09 GMT", 1714979289 },
	{ "Mon, 06 September 2024 07:08:09 GMT", 1725606489 },
	{ "Mon May  6 07:08:09 2024", 1714979289 }, /* asctime */
	{ "  Mon, 06 May 2024 07:08:09 GMT  ", 1714979289 },
	{ "Thu, 01 Jan 1970 00:00:00 GMT", 0 },
	{ "Sat, 29 Feb 2020 12:00:00 GMT", 1582977600 },
	/* RFC 3339 / ISO 8601 */
	{ "2024-05-06T07:08:09Z", 1714979289 },
	{ "2024-05-06t07:08:09z", 1714979289 },
	{ "2024-05-06T07:08:09.123456Z", 1714979289 },
	{ "2024-05-06T09:08:09+02:00", 1714979289 },
	{ "2024-05-06T09:08:09+0200", 1714979289 },
	{ "2024-05-06T09:08:09+02", 1714979289 },
	{ "2024-05-06T01:38:09-05:30", 1714979289 },
	{ "2024-05-06T07:08:09", 1714979289 },
	{ "2024-05-06T07:08Z", 1714979280 },
	{ "2024-05-06 07:08:09", 1714979289 },
	{ "2024-05-06 07:08:09 +00:00", 1714979289 },
	{ "2024-05-06", 1714953600 },
	{ "2024/05/06 15:08:09 +08:00", 1714979289 },
	{ "2024/05/06", 1714953600 },
	{ "2024/05-06", -1 },
	{ "1999-12-31T23:59:60Z", 946684799 }, /* leap second */
	/* unparsable */
	{ "", -1 },
	{ "not a date", -1 },
	{ "Mon, 32 May 2024 07:08:09 GMT", -1 },
	{ "Mon, 06 Foo 2024 07:08:09 GMT", -1 },
	{ "Mon, 06 May 2024 25:08:09 GMT", -1 },
	{ "Mon, 06 May 2024 07:61:09 GMT", -1 },
	{ "Fri, 29 Feb 2019 12:00:00 GMT", -1 },
	{ "2024-13-06T07:08:09Z", -1 },
	{ "2024-02-30", -1 },
	{ "2024-05-06T07:08:09Zjunk", -1 },
	{ "2024-05-06T7", -1 },
	/* W3C-DTF reduced forms, ISO 8601 basic format, Perforce */
	{ "2024", 1704067200 },
	{ "2024-05", 1714521600 },
	{ "20240506T070809Z", 1714979289 },
	{ "20240506T0908+0200", 1714979280 },
	{ "20240506", 1714953600 },
	{ "Mon, 2024/05/06 03:08:09 EDT", 1714979289 },
	{ "2024 07:08", -1 },
	{ "2024-13", -1 },
	{ "1714979289", -1 },
	/* month and weekday names of other languages; rarer zones */
	{ "lun., 06 mai 2024 09:08:09 +0200", 1714979289 },
	{ "mar., 12 mars 2024 10:00:00 +0100", 1710234000 },
	{ "12 f\xc3\xa9vr. 2024 10:00:00 +0100", 1707728400 },
	{ "Di, 12. M\xc3\xa4rz 2024 10:00:00 +0100", 1710234000 },
	{ "Mo, 06 Mai 2024 09:08:09 +0200", 1714979289 },
	{ "martes, 12 de marzo de 2024 10:00:00 +0100", 1710234000 },
	{ "lun, 06 mag 2024 09:08:09 +0200", 1714979289 },
	{ "ter, 12 out 2024 10:00:00 -0300", 1728738000 },
	{ "di, 12 mrt 2024 10:00:00 +0100", 1710234000 },
	{ "6 dicembre 2024", 1733443200 },
	{ "Mon, 06 May 2024 03:08:09 ET", 1714982889 },
	{ "Mon, 06 May 24 07:08 UT", 1714979280 },
	{ "06 Foo 2024", -1 },
};

static void
test_feed_parse_date_table(void)
{
	size_t i;
	int64_t t;
	int r;

	for (i = 0; i < NELEM(dates); i++) {
		t = -12345;
		r = date_parse(dates[i].s, &t);
		if (dates[i].want == -1)
			T_OK_MSG(r == -1, "\"%s\" is refused (got %d, %lld)",
			    dates[i].s, r, (long long)t);
		else
			T_OK_MSG(r == 0 && t == dates[i].want,
			    "\"%s\" -> %lld (got %d, %lld)", dates[i].s,
			    (long long)dates[i].want, r, (long long)t);
	}
	T_INT(date_parse(NULL, &t), -1);
}

static void
test_feed_skip_hours_and_days(void)
{
	static const char rss[] =
	    "<rss version=\"2.0\"><channel><title>t</title>"
	    "<skipHours><hour>0</hour><hour>1</hour><hour>24</hour>"
	    "<hour>x</hour><hour>23</hour></skipHours>"
	    "<skipDays><day>Saturday</day><day>sunday</day><day>Funday</day>"
	    "</skipDays><item><title>a</title><link>http://a/1</link></item>"
	    "</channel></rss>";
	struct feed *f;
	char *cause = NULL;
	/* 2024-05-06 (a Monday) 00:30:00 UTC */
	int64_t mon0030 = 1714955400;
	/* 2024-05-04 (a Saturday) 12:00:00 UTC */
	int64_t sat1200 = 1714824000;

	f = feed_parse(
	    rss, sizeof(rss) - 1, "http://a/", NULL, 10, FEED_MAX, &cause);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_INT(f->skip_hours, (1u << 0) | (1u << 1) | (1u << 23));
	T_INT(f->skip_days, (1u << 0) | (1u << 6));
	/* Monday 00:30 is skipped (hours 0, 1): 02:00. */
	T_INT(feed_skip(f->skip_hours, f->skip_days, mon0030),
	    mon0030 - 1800 + 2 * 3600);
	/* Saturday noon: the whole weekend goes, then hours 0 and 1 of
	 * Monday: Monday 02:00. */
	T_INT(feed_skip(f->skip_hours, f->skip_days, sat1200),
	    mon0030 - 1800 + 2 * 3600);
	/* Nothing skipped: as given. */
	T_INT(feed_skip(0, 0, sat1200), sat1200);
	/* Every hour skipped: as given, never stuck. */
	T_INT(feed_skip(0xffffff, 0, sat1200), sat1200);
	feed_free(f);
}

/* "&#146;" in a feed is windows-1252 mislabelled: what a reader shows. */
static void
test_feed_c1_references_read_as_windows_1252(void)
{
	const char *doc =
	    "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel>"
	    "<title>t</title><item><title>Fisher&#146;s match</title>"
	    "<link>http://x.example/a</link>"
	    "<description>&#147;A battle&#148; &amp;#150; cold</description>"
	    "</item></channel></rss>";
	struct feed *f;
	char *cause = NULL;

	f = feed_parse(doc, strlen(doc), NULL, NULL, 10, FEED_MAX, &cause);
	T_OK_MSG(
	    f != NULL && f->nentries == 1, "parsed (%s)", cause ? cause : "");
	if (f != NULL && f->nentries == 1) {
		T_STR(f->entries[0].title, "Fisher\xe2\x80\x99s match");
		T_STR(f->entries[0].teaser,
		    "\xe2\x80\x9c"
		    "A battle\xe2\x80\x9d \xe2\x80\x93 cold");
	}
	feed_free(f);
	free(cause);
}

int
main(void)
{
	T_RUN(test_feed_skip_hours_and_days);
	T_RUN(test_feed_rss20_channel_and_items);
	T_RUN(test_feed_rss091_undeclared_dtd_entities);
	T_RUN(test_feed_rss092_item_without_title_or_link);
	T_RUN(test_feed_rdf_items_and_dublin_core);
	T_RUN(test_feed_atom_xml_base);
	T_RUN(test_feed_atom03_modes);
	T_RUN(test_feed_html_entities_recovered);
	T_RUN(test_feed_bare_ampersand);
	T_RUN(test_feed_cdata_kept_literally);
	T_RUN(test_feed_gbk_declared_gb2312);
	T_RUN(test_feed_http_charset_when_no_declaration);
	T_RUN(test_feed_bom_wins_over_declaration_and_http);
	T_RUN(test_feed_utf16_with_bom);
	T_RUN(test_feed_windows1252_bytes_in_utf8_feed);
	T_RUN(test_feed_missing_guid_and_link_keys);
	T_RUN(test_feed_not_a_feed_refused);
	T_RUN(test_feed_jsonfeed);
	T_RUN(test_feed_inline_buffer_base_and_entry_key);
	T_RUN(test_feed_gbk_bytes_without_label);
	T_RUN(test_feed_utf8_bytes_under_legacy_label);
	T_RUN(test_feed_http_charset_quoted_and_unknown);
	T_RUN(test_feed_feedburner_origlink_wins);
	T_RUN(test_feed_atom_text_content_escaped_and_src_skipped);
	T_RUN(test_feed_bare_less_than_is_text);
	T_RUN(test_feed_format_names);
	T_RUN(test_feed_parse_date_table);
	T_RUN(test_feed_enclosures_and_lead_image);
	T_RUN(test_feed_no_base_keeps_relative_links);
	T_RUN(test_feed_gzip_twice);
	T_RUN(test_feed_jsonfeed_attachments_and_image);
	T_RUN(test_feed_rss_fallbacks_atom_link_itunes_media);
	T_RUN(test_feed_c1_references_read_as_windows_1252);
	return t_done();
}

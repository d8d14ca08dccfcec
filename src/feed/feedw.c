/* SPDX-License-Identifier: ISC */
/*
 * feedw: writes the feed documents templard serves: Atom 1.0 (RFC 4287),
 * RSS 2.0 with the content module's content:encoded, JSON Feed 1.1
 * (https://jsonfeed.org/version/1.1), and the escaping opml.c writes
 * OPML with.  Each takes plain
 * structs and appends to a buffer; what the entries hold was fetched
 * from the web, so every string is escaped here and anything XML 1.0 or
 * JSON cannot carry (control characters, broken UTF-8, U+FFFE) becomes
 * U+FFFD.  Where the structs come from (the database) is serve_feeds.c's
 * business.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cjson/cJSON.h>

#include "charset.h"
#include "feedw.h"
#include "log.h"
#include "url.h"
#include "util.h"

#define FEEDW_SUMMARY 300 /* bytes of plain text in an RSS description */
#define FEEDW_NS_THR "http://purl.org/syndication/thread/1.0"
#define FEEDW_NS_MEDIA "http://search.yahoo.com/mrss/"
#define FEEDW_NS_SLASH "http://purl.org/rss/1.0/modules/slash/"

enum feedw_mode {
	FEEDW_RAW,  /* valid UTF-8 only (JSON: cJSON escapes the rest) */
	FEEDW_TEXT, /* XML character data */
	FEEDW_ATTR, /* XML attribute value in double quotes */
};

static void feedw_put(struct buf *, const char *, enum feedw_mode);
static char *feedw_clean(const char *);
static void feedw_elem(struct buf *, const char *, const char *);
static void feedw_atom_entry(struct buf *, const struct feedw_item *);
static void feedw_rss_item(struct buf *, const struct feedw_item *);
static void feedw_elem_html(struct buf *, const char *, const char *);
static void feedw_json_str(cJSON *, const char *, const char *);
static void feedw_json_time(cJSON *, const char *, int64_t);
static void feedw_media(struct buf *, const struct feedw_item *);
static void feedw_next(struct buf *, const struct feedw_feed *, const char *);

void
feedw_escape(struct buf *out, const char *s, int attr)
{
	feedw_put(out, s, attr ? FEEDW_ATTR : FEEDW_TEXT);
}

static void
feedw_put(struct buf *out, const char *s, enum feedw_mode mode)
{
	const unsigned char *p = (const unsigned char *)s;
	unsigned long c;
	size_t n;

	if (s == NULL)
		return;
	while (*p != '\0') {
		c = charset_utf8_get((const char *)p, SIZE_MAX, &n);
		if (c == CHARSET_REPLACEMENT && n == 1) { /* not UTF-8 */
			buf_adds(out, "\xef\xbf\xbd");
			p++;
			continue;
		}
		if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') ||
		    c == 0xfffe || c == 0xffff)
			buf_adds(out, "\xef\xbf\xbd");
		else if (mode != FEEDW_RAW && c == '&')
			buf_adds(out, "&amp;");
		else if (mode != FEEDW_RAW && c == '<')
			buf_adds(out, "&lt;");
		else if (mode != FEEDW_RAW && c == '>')
			buf_adds(out, "&gt;");
		else if (mode == FEEDW_ATTR && c == '"')
			buf_adds(out, "&quot;");
		else if (mode == FEEDW_ATTR &&
		    (c == '\n' || c == '\r' || c == '\t'))
			buf_printf(out, "&#%lu;", c);
		else
			buf_add(out, p, n);
		p += n;
	}
}

void
feedw_json_string(struct buf *out, const char *s)
{
	char *clean = feedw_clean(s);
	const char *p;

	for (p = clean; *p != '\0'; p++) {
		if (*p == '"' || *p == '\\')
			buf_printf(out, "\\%c", *p);
		else if ((unsigned char)*p < 0x20)
			buf_printf(out, "\\u%04x", (unsigned char)*p);
		else
			buf_addc(out, *p);
	}
	free(clean);
}

/* A copy of s that is valid UTF-8 with no control characters. */
static char *
feedw_clean(const char *s)
{
	struct buf b;

	buf_init(&b);
	buf_adds(&b, "");
	feedw_put(&b, s, FEEDW_RAW);
	return buf_detach(&b, NULL);
}

void
feedw_time_rfc3339(struct buf *out, int64_t t)
{
	time_t tt = (time_t)t;
	struct tm tm;
	char s[32];

	if (gmtime_r(&tt, &tm) == NULL ||
	    strftime(s, sizeof(s), "%Y-%m-%dT%H:%M:%SZ", &tm) == 0)
		fatalx("%s: time %lld out of range", __func__, (long long)t);
	buf_adds(out, s);
}

void
feedw_time_rfc822(struct buf *out, int64_t t)
{
	static const char *const days[] = { "Sun", "Mon", "Tue", "Wed", "Thu",
		"Fri", "Sat" };
	static const char *const months[] = { "Jan", "Feb", "Mar", "Apr", "May",
		"Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };
	time_t tt = (time_t)t;
	struct tm tm;

	/* by hand: strftime's %a and %b follow the locale */
	if (gmtime_r(&tt, &tm) == NULL)
		fatalx("%s: time %lld out of range", __func__, (long long)t);
	buf_printf(out, "%s, %02d %s %04d %02d:%02d:%02d GMT", days[tm.tm_wday],
	    tm.tm_mday, months[tm.tm_mon], tm.tm_year + 1900, tm.tm_hour,
	    tm.tm_min, tm.tm_sec);
}

/* <name>text</name>, nothing when text is NULL. */
static void
feedw_elem(struct buf *out, const char *name, const char *text)
{
	if (text == NULL)
		return;
	buf_printf(out, "<%s>", name);
	feedw_put(out, text, FEEDW_TEXT);
	buf_printf(out, "</%s>\n", name);
}

/* ---- Atom 1.0 ---- */

/*
 * The lead image as Media RSS's media:content, which readers show as the
 * item's picture (in Atom as in RSS); the namespace declared where used.
 */
static void
feedw_media(struct buf *out, const struct feedw_item *it)
{
	if (it->image == NULL || !url_is_http(it->image))
		return;
	buf_adds(
	    out, "<media:content xmlns:media=\"" FEEDW_NS_MEDIA "\" url=\"");
	feedw_put(out, it->image, FEEDW_ATTR);
	buf_adds(out, "\" medium=\"image\"/>\n");
}

static void
feedw_atom_entry(struct buf *out, const struct feedw_item *it)
{
	int64_t updated = it->updated != 0 ? it->updated : it->published;
	size_t i;

	buf_adds(out, "<entry>\n");
	feedw_elem(out, "id", it->id);
	buf_adds(out, "<title type=\"text\">");
	feedw_put(out, it->title != NULL ? it->title : "", FEEDW_TEXT);
	buf_adds(out, "</title>\n");
	if (it->url != NULL) {
		buf_adds(out,
		    "<link rel=\"alternate\" type=\"text/html\" "
		    "href=\"");
		feedw_put(out, it->url, FEEDW_ATTR);
		buf_adds(out, "\"/>\n");
	}
	buf_adds(out, "<updated>");
	feedw_time_rfc3339(out, updated);
	buf_adds(out, "</updated>\n");
	if (it->published != 0) {
		buf_adds(out, "<published>");
		feedw_time_rfc3339(out, it->published);
		buf_adds(out, "</published>\n");
	}
	if (it->author != NULL) {
		buf_adds(out, "<author>");
		feedw_elem(out, "name", it->author);
		buf_adds(out, "</author>\n");
	}
	/* RFC 4685; the namespace declared where used, so that feeds
	 * without comments read as they always did */
	if (it->comments_url != NULL) {
		buf_adds(
		    out, "<link rel=\"replies\" type=\"text/html\" href=\"");
		feedw_put(out, it->comments_url, FEEDW_ATTR);
		buf_adds(out, "\"");
		if (it->comment_count >= 0)
			buf_printf(out,
			    " xmlns:thr=\"" FEEDW_NS_THR
			    "\" thr:count=\"%lld\"",
			    (long long)it->comment_count);
		buf_adds(out, "/>\n");
	}
	for (i = 0; i < it->ncategories; i++) {
		buf_adds(out, "<category term=\"");
		feedw_put(out, it->categories[i], FEEDW_ATTR);
		buf_adds(out, "\"/>\n");
	}
	feedw_media(out, it);
	if (it->summary != NULL) {
		buf_adds(out, "<summary type=\"text\">");
		feedw_put(out, it->summary, FEEDW_TEXT);
		buf_adds(out, "</summary>\n");
	}
	buf_adds(out, "<content type=\"html\">");
	feedw_put(out, it->html != NULL ? it->html : "", FEEDW_TEXT);
	buf_adds(out, "</content>\n</entry>\n");
}

/*
 * An Atom feed.  RFC 4287 wants an author on the feed or on every entry:
 * the feed names templar, entries name theirs when the source did.
 */
void
feedw_atom(struct buf *out, const struct feedw_feed *f,
    const struct feedw_item *items, size_t n)
{
	size_t i;

	buf_adds(out,
	    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
	    "<feed xmlns=\"http://www.w3.org/2005/Atom\">\n");
	feedw_elem(out, "id", f->id);
	feedw_elem(out, "title", f->title);
	if (f->subtitle != NULL)
		feedw_elem(out, "subtitle", f->subtitle);
	buf_adds(out, "<updated>");
	feedw_time_rfc3339(out, f->updated);
	buf_adds(out, "</updated>\n");
	if (f->self_url != NULL) {
		buf_adds(out,
		    "<link rel=\"self\" "
		    "type=\"application/atom+xml\" href=\"");
		feedw_put(out, f->self_url, FEEDW_ATTR);
		buf_adds(out, "\"/>\n");
	}
	if (f->site_url != NULL) {
		buf_adds(out, "<link rel=\"alternate\" href=\"");
		feedw_put(out, f->site_url, FEEDW_ATTR);
		buf_adds(out, "\"/>\n");
	}
	feedw_next(out, f, "link");
	buf_printf(out,
	    "<author><name>templar</name></author>\n"
	    "<generator version=\"%s\">templar</generator>\n",
	    PACKAGE_VERSION);
	for (i = 0; i < n; i++)
		feedw_atom_entry(out, &items[i]);
	buf_adds(out, "</feed>\n");
}

/* The link to the next page of the feed (RFC 5005), as elem. */
static void
feedw_next(struct buf *out, const struct feedw_feed *f, const char *elem)
{
	if (f->next_url == NULL)
		return;
	buf_printf(out, "<%s rel=\"next\" href=\"", elem);
	feedw_put(out, f->next_url, FEEDW_ATTR);
	buf_adds(out, "\"/>\n");
}

/* ---- RSS 2.0 ---- */

/*
 * <name>text</name> for an element RSS readers read as HTML (title,
 * description: RSS 2.0 leaves it open and most readers do): the text
 * escaped as HTML, then as XML, so that "<b>" in a title reaches the
 * reader as those three characters, not as markup.
 */
static void
feedw_elem_html(struct buf *out, const char *name, const char *text)
{
	struct buf html;

	if (text == NULL)
		return;
	buf_init(&html);
	feedw_put(&html, text, FEEDW_ATTR);
	feedw_elem(out, name, html.data != NULL ? html.data : "");
	buf_free(&html);
}

static void
feedw_rss_item(struct buf *out, const struct feedw_item *it)
{
	struct buf sum;
	size_t i, cut;

	buf_adds(out, "<item>\n");
	feedw_elem_html(out, "title", it->title != NULL ? it->title : "");
	feedw_elem(out, "link", it->url);
	buf_adds(out, "<guid isPermaLink=\"false\">");
	feedw_put(out, it->id, FEEDW_TEXT);
	buf_adds(out, "</guid>\n");
	if (it->published != 0) {
		buf_adds(out, "<pubDate>");
		feedw_time_rfc822(out, it->published);
		buf_adds(out, "</pubDate>\n");
	}
	/* RSS's own <author> is an e-mail address: names go in dc:creator */
	feedw_elem(out, "dc:creator", it->author);
	for (i = 0; i < it->ncategories; i++)
		feedw_elem(out, "category", it->categories[i]);
	feedw_elem(out, "comments", it->comments_url);
	if (it->comments_url != NULL && it->comment_count >= 0)
		buf_printf(out,
		    "<slash:comments xmlns:slash=\"" FEEDW_NS_SLASH "\">%lld"
		    "</slash:comments>\n",
		    (long long)it->comment_count);
	if (it->summary != NULL) {
		/* cut on a character boundary, not inside a UTF-8 sequence */
		buf_init(&sum);
		cut = strlen(it->summary);
		if (cut > FEEDW_SUMMARY) {
			cut = FEEDW_SUMMARY;
			while (cut > 0 &&
			    ((unsigned char)it->summary[cut] & 0xc0) == 0x80)
				cut--;
		}
		buf_add(&sum, it->summary, cut);
		buf_adds(&sum, "");
		feedw_elem_html(out, "description", sum.data);
		buf_free(&sum);
	}
	feedw_media(out, it);
	feedw_elem(out, "content:encoded", it->html != NULL ? it->html : "");
	buf_adds(out, "</item>\n");
}

void
feedw_rss(struct buf *out, const struct feedw_feed *f,
    const struct feedw_item *items, size_t n)
{
	size_t i;

	buf_adds(out,
	    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
	    "<rss version=\"2.0\" "
	    "xmlns:content=\"http://purl.org/rss/1.0/modules/"
	    "content/\" "
	    "xmlns:dc=\"http://purl.org/dc/elements/1.1/\" "
	    "xmlns:atom=\"http://www.w3.org/2005/Atom\">\n"
	    "<channel>\n");
	feedw_elem_html(out, "title", f->title);
	feedw_elem(
	    out, "link", f->site_url != NULL ? f->site_url : f->self_url);
	feedw_elem_html(
	    out, "description", f->subtitle != NULL ? f->subtitle : f->title);
	if (f->self_url != NULL) {
		buf_adds(out,
		    "<atom:link rel=\"self\" "
		    "type=\"application/rss+xml\" href=\"");
		feedw_put(out, f->self_url, FEEDW_ATTR);
		buf_adds(out, "\"/>\n");
	}
	feedw_next(out, f, "atom:link");
	buf_adds(out, "<lastBuildDate>");
	feedw_time_rfc822(out, f->updated);
	buf_adds(out, "</lastBuildDate>\n<generator>templar</generator>\n");
	for (i = 0; i < n; i++)
		feedw_rss_item(out, &items[i]);
	buf_adds(out, "</channel>\n</rss>\n");
}

/* ---- JSON Feed 1.1 ---- */

static void
feedw_json_str(cJSON *o, const char *key, const char *value)
{
	char *s;

	if (value == NULL)
		return;
	s = feedw_clean(value);
	if (cJSON_AddStringToObject(o, key, s) == NULL)
		fatalx("out of memory");
	free(s);
}

static void
feedw_json_time(cJSON *o, const char *key, int64_t t)
{
	struct buf b;

	if (t == 0)
		return;
	buf_init(&b);
	feedw_time_rfc3339(&b, t);
	feedw_json_str(o, key, b.data);
	buf_free(&b);
}

void
feedw_json(struct buf *out, const struct feedw_feed *f,
    const struct feedw_item *items, size_t n)
{
	const struct feedw_item *it;
	cJSON *root, *arr, *o, *a, *tags;
	char *text;
	size_t i, j;

	if ((root = cJSON_CreateObject()) == NULL ||
	    (arr = cJSON_CreateArray()) == NULL)
		fatalx("out of memory");
	feedw_json_str(root, "version", "https://jsonfeed.org/version/1.1");
	feedw_json_str(root, "title", f->title != NULL ? f->title : "");
	feedw_json_str(root, "home_page_url", f->site_url);
	feedw_json_str(root, "feed_url", f->self_url);
	feedw_json_str(root, "description", f->subtitle);
	feedw_json_str(root, "next_url", f->next_url);
	for (i = 0; i < n; i++) {
		it = &items[i];
		if ((o = cJSON_CreateObject()) == NULL)
			fatalx("out of memory");
		feedw_json_str(o, "id", it->id);
		feedw_json_str(o, "url", it->url);
		feedw_json_str(o, "title", it->title != NULL ? it->title : "");
		feedw_json_str(
		    o, "content_html", it->html != NULL ? it->html : "");
		feedw_json_str(o, "summary", it->summary);
		feedw_json_str(o, "image", it->image);
		feedw_json_time(o, "date_published", it->published);
		feedw_json_time(o, "date_modified", it->updated);
		if (it->author != NULL) {
			if ((a = cJSON_CreateArray()) == NULL)
				fatalx("out of memory");
			cJSON_AddItemToObject(o, "authors", a);
			if ((tags = cJSON_CreateObject()) == NULL)
				fatalx("out of memory");
			feedw_json_str(tags, "name", it->author);
			cJSON_AddItemToArray(a, tags);
		}
		if (it->ncategories > 0) {
			if ((tags = cJSON_CreateArray()) == NULL)
				fatalx("out of memory");
			for (j = 0; j < it->ncategories; j++) {
				text = feedw_clean(it->categories[j]);
				cJSON_AddItemToArray(
				    tags, cJSON_CreateString(text));
				free(text);
			}
			cJSON_AddItemToObject(o, "tags", tags);
		}
		/* a JSON Feed extension: the full text is to come */
		if (it->is_pending &&
		    ((a = cJSON_AddObjectToObject(o, "_templar")) == NULL ||
			cJSON_AddTrueToObject(a, "full_text_pending") == NULL))
			fatalx("out of memory");
		cJSON_AddItemToArray(arr, o);
	}
	cJSON_AddItemToObject(root, "items", arr);
	if ((text = cJSON_PrintUnformatted(root)) == NULL)
		fatalx("out of memory printing JSON");
	buf_adds(out, text);
	buf_addc(out, '\n');
	free(text);
	cJSON_Delete(root);
}

/* SPDX-License-Identifier: ISC */
/*
 * feed_json: JSON Feed (https://www.jsonfeed.org/version/1.1/) -> struct
 * feed (feed_json.h).
 */
#include "config.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "date.h"
#include "feed.h"
#include "feed_entry.h"
#include "feed_json.h"
#include "feed_node.h"
#include "feed_text.h"
#include "url.h"
#include "util.h"

static const char *feed_json_str(const cJSON *, const char *);
static void feed_json_attachments(
    struct feed_entry *, const cJSON *, const char *);
static void feed_json_date(const cJSON *, const char *, int64_t *, char **);
static void feed_json_item(
    struct feed_ctx *, const cJSON *, struct feed_entry *);

/* A string member of a JSON object, or NULL. */
static const char *
feed_json_str(const cJSON *o, const char *name)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, name);

	return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* A JSON Feed item's attachments and image (or banner image). */
static void
feed_json_attachments(struct feed_entry *e, const cJSON *it, const char *base)
{
	const cJSON *list, *a, *size;
	const char *s, *type;
	int64_t len;

	list = cJSON_GetObjectItemCaseSensitive(it, "attachments");
	cJSON_ArrayForEach(a, list)
	{
		if (!cJSON_IsObject(a) || (s = feed_json_str(a, "url")) == NULL)
			continue;
		type = feed_json_str(a, "mime_type");
		size = cJSON_GetObjectItemCaseSensitive(a, "size_in_bytes");
		len = cJSON_IsNumber(size) && size->valuedouble >= 0 &&
			size->valuedouble < 9e15
		    ? (int64_t)size->valuedouble
		    : -1;
		feed_entry_add_enclosure(e, feed_node_resolve_ref(base, s),
		    type != NULL ? xstrdup(type) : NULL, len);
	}
	if ((s = feed_json_str(it, "image")) == NULL)
		s = feed_json_str(it, "banner_image");
	if (s != NULL)
		e->image = feed_node_resolve_ref(base, s);
	feed_entry_enclosure_image(e);
}

/*
 * A date member into *t (0 when it is no date) and, when text is not
 * NULL, its text.  RFC 3339 as the spec says, or what some generators
 * write instead: unix seconds, as a number or a string of digits.
 */
static void
feed_json_date(const cJSON *it, const char *name, int64_t *t, char **text)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(it, name);
	const char *s;
	char *end;
	long long n;

	*t = 0;
	if (cJSON_IsNumber(v) && v->valuedouble > 0 && v->valuedouble < 1e11) {
		*t = (int64_t)v->valuedouble;
		return;
	}
	if (!cJSON_IsString(v))
		return;
	s = v->valuestring;
	if (text != NULL)
		*text = xstrdup(s);
	if (date_parse(s, t) == 0)
		return;
	*t = 0;
	errno = 0;
	n = strtoll(s, &end, 10);
	if (errno == 0 && *end == '\0' && end - s >= 9 && end - s <= 11 &&
	    n > 0)
		*t = (int64_t)n;
}

/* One item of a JSON Feed into e, zeroed. */
static void
feed_json_item(struct feed_ctx *fc, const cJSON *it, struct feed_entry *e)
{
	const char *base = fc->base, *s;
	const cJSON *tags, *tag, *authors, *author, *id;

	e->comment_count = -1; /* JSON Feed has no comments */
	id = cJSON_GetObjectItemCaseSensitive(it, "id");
	if ((s = feed_json_str(it, "id")) != NULL && *s != '\0')
		e->guid = xstrdup(s);
	else if (cJSON_IsNumber(id))
		xasprintf(&e->guid, "%.0f", id->valuedouble);
	if ((s = feed_json_str(it, "url")) != NULL)
		e->url = feed_node_resolve_ref(base, s);
	if (e->url == NULL && (s = feed_json_str(it, "external_url")) != NULL)
		e->url = feed_node_resolve_ref(base, s);
	e->title = feed_text_inline(fc, feed_json_str(it, "title"));
	if ((s = feed_json_str(it, "content_html")) != NULL &&
	    (e->content = feed_text_html(fc, s)) != NULL)
		e->content_html = xstrdup(s);
	else if ((s = feed_json_str(it, "content_text")) != NULL &&
	    (e->content = feed_text_space(s, 1)) != NULL)
		e->content_html = feed_text_escape(s);
	if ((s = feed_json_str(it, "summary")) != NULL)
		e->teaser = feed_text_html(fc, s);
	feed_entry_teaser(fc, e, NULL);
	tags = cJSON_GetObjectItemCaseSensitive(it, "tags");
	cJSON_ArrayForEach(tag, tags)
	{
		if (cJSON_IsString(tag))
			feed_entry_add_category(
			    e, feed_text_inline(fc, tag->valuestring));
	}
	author = cJSON_GetObjectItemCaseSensitive(it, "author");
	authors = cJSON_GetObjectItemCaseSensitive(it, "authors");
	if (cJSON_IsArray(authors) && cJSON_GetArraySize(authors) > 0)
		author = cJSON_GetArrayItem(authors, 0);
	if (cJSON_IsObject(author))
		e->author = feed_text_inline(fc, feed_json_str(author, "name"));
	feed_json_date(it, "date_published", &e->published, &e->published_text);
	feed_json_date(it, "date_modified", &e->updated, NULL);
	if (e->url == NULL && e->guid != NULL && url_is_http(e->guid))
		e->url = url_resolve(base, e->guid);
	if (e->published == 0 && e->updated != 0)
		e->published = e->updated;
	feed_json_attachments(e, it, base);
}

/* See feed_json.h: version 1 or 1.1, UTF-8. */
struct feed *
feed_json_parse(struct feed_ctx *fc, const char *data, size_t len,
    size_t max_entries, char **cause)
{
	cJSON *root;
	const cJSON *items, *it;
	const char *version, *s;
	struct feed *feed;
	size_t n;

	if ((root = cJSON_ParseWithLength(data, len)) == NULL) {
		xasprintf(cause, "not an RSS or Atom feed (not valid JSON)");
		return NULL;
	}
	version = feed_json_str(root, "version");
	if (!cJSON_IsObject(root) || version == NULL ||
	    !util_startswith(version, "https://jsonfeed.org/version/")) {
		xasprintf(
		    cause, "not an RSS or Atom feed (JSON, not a JSON Feed)");
		cJSON_Delete(root);
		return NULL;
	}
	feed = xcalloc(1, sizeof(*feed));
	feed->format = FEED_JSONFEED;
	feed->title = feed_text_inline(fc, feed_json_str(root, "title"));
	if ((s = feed_json_str(root, "home_page_url")) != NULL)
		feed->link = feed_node_resolve_ref(fc->base, s);
	items = cJSON_GetObjectItemCaseSensitive(root, "items");
	n = (size_t)(cJSON_IsArray(items) ? cJSON_GetArraySize(items) : 0);
	if (n > max_entries)
		n = max_entries;
	feed->entries = xcalloc(n == 0 ? 1 : n, sizeof(*feed->entries));
	cJSON_ArrayForEach(it, items)
	{
		if (feed->nentries >= n)
			break;
		if (cJSON_IsObject(it))
			feed_json_item(
			    fc, it, &feed->entries[feed->nentries++]);
	}
	cJSON_Delete(root);
	return feed;
}

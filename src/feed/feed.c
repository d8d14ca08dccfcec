/* SPDX-License-Identifier: ISC */
/*
 * feed: RSS 0.9x/2.0, RSS 1.0 (RDF), Atom 0.3/1.0 and JSON Feed bytes ->
 * struct feed.  This file is the parse from end to end: bytes to UTF-8
 * XML (feed_xml.c), the format, the feed-level fields and the list of
 * entries; one entry is read in feed_entry.c, a JSON Feed in
 * feed_json.c, dates in date.c.  It leaves fetching to http.c and URL
 * semantics to url.c.
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include <libxml/parser.h>
#include <libxml/tree.h>

#include "feed.h"
#include "feed_atom.h"
#include "feed_entry.h"
#include "feed_json.h"
#include "feed_node.h"
#include "feed_text.h"
#include "feed_xml.h"
#include "html.h"
#include "util.h"

#define FEED_ENTITY_BUDGET (1024 * 1024) /* bytes of entity text */
/*
 * The work a parse may do, in units of about a byte read or written:
 * every pass over the tree is linear, but a broken feed read in recover
 * mode nests what follows an unclosed tag in it, and serialising each
 * nested entry repeats the rest of the feed.  Ordinary feeds need a few
 * units a byte.
 */
#define FEED_WORK_PER_BYTE 8
#define FEED_WORK_BASE (4 * 1024 * 1024)

static int feed_detect_format(struct feed_ctx *, xmlNode *);
static void feed_read_channel(struct feed_ctx *, xmlNode *);
static void feed_read_skip(struct feed_ctx *, xmlNode *);
static void feed_add_entry(struct feed_ctx *, xmlNode *, size_t, size_t *);
static void feed_find_entries(
    struct feed_ctx *, xmlNode *, size_t, size_t *, int);
static void feed_read_entries(struct feed_ctx *, xmlNode *, size_t);
static int feed_parse_xml(
    struct feed_ctx *, const char *, size_t, size_t, char **);

/* Set feed->format and the core namespaces from the root; -1 if none. */
static int
feed_detect_format(struct feed_ctx *fc, xmlNode *root)
{
	const char *name = (const char *)root->name;
	const char *ns = root->ns != NULL ? (const char *)root->ns->href : NULL;
	char *version;
	xmlNode *c;

	if (strcasecmp(name, "rss") == 0) {
		version = feed_node_attr_text(fc, root, "version", NULL);
		fc->feed->format = version != NULL &&
			util_startswith(util_trim(version), "0.9")
		    ? FEED_RSS09X
		    : FEED_RSS20;
		free(version);
		fc->core_ns = ns;
		return 0;
	}
	if (strcasecmp(name, "RDF") == 0) {
		fc->core_ns = FEED_NS_RSS10;
		fc->core_ns2 = FEED_NS_RSS090;
		fc->feed->format = FEED_RSS10;
		for (c = root->children; c != NULL; c = c->next) {
			if (c->type == XML_ELEMENT_NODE && c->ns != NULL &&
			    feed_node_ns_is(
				(const char *)c->ns->href, FEED_NS_RSS090))
				fc->feed->format = FEED_RSS09X;
		}
		return 0;
	}
	if (strcasecmp(name, "feed") == 0) {
		/* Atom 0.3 and the drafts before 1.0: purl.org/atom/ns#... */
		if (ns != NULL &&
		    strncasecmp(ns, FEED_NS_ATOM03, strlen(FEED_NS_ATOM03)) ==
			0)
			fc->feed->format = FEED_ATOM03;
		else if (feed_node_ns_is(ns, FEED_NS_ATOM10))
			fc->feed->format = FEED_ATOM10;
		else {
			version =
			    feed_node_attr_text(fc, root, "version", NULL);
			fc->feed->format = version != NULL &&
				strcmp(util_trim(version), "0.3") == 0
			    ? FEED_ATOM03
			    : FEED_ATOM10;
			free(version);
		}
		fc->core_ns = ns;
		return 0;
	}
	return -1;
}

/* Feed-level fields: title, link, ttl, and the inherited Atom author. */
static void
feed_read_channel(struct feed_ctx *fc, xmlNode *root)
{
	struct feed *feed = fc->feed;
	xmlNode *ch, *n;
	char *s;
	long long v;

	if (feed->format == FEED_ATOM10 || feed->format == FEED_ATOM03) {
		if ((n = feed_node_child(fc, root, "title")) != NULL) {
			feed_atom_text(fc, n, &s, NULL);
			feed->title = feed_text_space(s, 0);
			free(s);
		}
		feed->link = feed_atom_link(fc, root, 1);
		fc->feed_author = feed_atom_author(fc, root);
		return;
	}
	if ((ch = feed_node_child(fc, root, "channel")) == NULL)
		return;
	if ((n = feed_node_child(fc, ch, "title")) != NULL) {
		s = feed_node_text(fc, n);
		feed->title = feed_text_inline(fc, s);
		free(s);
	}
	if ((s = feed_node_trimmed(fc, feed_node_child(fc, ch, "link"))) !=
	    NULL) {
		feed->link =
		    feed_node_resolve(fc, feed_node_child(fc, ch, "link"), s);
		free(s);
	}
	if ((s = feed_node_trimmed(fc, feed_node_child(fc, ch, "ttl"))) !=
	    NULL) {
		char *end;

		errno = 0;
		v = strtoll(s, &end, 10);
		/* Minutes; a year at most. */
		if (errno == 0 && *end == '\0' && v > 0 && v <= 525600)
			feed->ttl = v * 60;
		free(s);
	}
	feed_read_skip(fc, ch);
}

/*
 * <skipHours><hour>N</hour>...</skipHours> (N 0-23, GMT; 24 is read as
 * 0, as some feeds write it) and <skipDays><day>Monday</day>...: when
 * the feed asks not to be polled.  Unknown values are ignored.
 */
static void
feed_read_skip(struct feed_ctx *fc, xmlNode *ch)
{
	static const char *const days[] = { "sunday", "monday", "tuesday",
		"wednesday", "thursday", "friday", "saturday" };
	struct feed *feed = fc->feed;
	xmlNode *box, *c;
	char *s, *end;
	long v;
	size_t i;

	if ((box = feed_node_child(fc, ch, "skipHours")) != NULL) {
		for (c = box->children; c != NULL; c = c->next) {
			if (!feed_node_is(fc, c, "hour") ||
			    (s = feed_node_trimmed(fc, c)) == NULL)
				continue;
			v = strtol(s, &end, 10);
			if (*end == '\0' && end != s && v >= 0 && v <= 24)
				feed->skip_hours |= 1u << (v % 24);
			free(s);
		}
	}
	if ((box = feed_node_child(fc, ch, "skipDays")) != NULL) {
		for (c = box->children; c != NULL; c = c->next) {
			if (!feed_node_is(fc, c, "day") ||
			    (s = feed_node_trimmed(fc, c)) == NULL)
				continue;
			for (i = 0; i < NELEM(days); i++)
				if (strcasecmp(s, days[i]) == 0)
					feed->skip_days |= 1u << i;
			free(s);
		}
	}
}

/* Read the entry or item n into a new entry, unless there are max. */
static void
feed_add_entry(struct feed_ctx *fc, xmlNode *n, size_t max, size_t *cap)
{
	struct feed *feed = fc->feed;
	struct feed_entry *e;

	if (feed->nentries >= max || fc->spent)
		return;
	if (feed->nentries == *cap) {
		*cap = *cap == 0 ? 16 : *cap * 2;
		feed->entries =
		    xreallocarray(feed->entries, *cap, sizeof(*feed->entries));
	}
	e = &feed->entries[feed->nentries++];
	memset(e, 0, sizeof(*e));
	e->comment_count = -1;
	feed_entry_read(fc, n, e);
	if (fc->spent) {
		/* read in part: not taken */
		feed_entry_free(e);
		feed->nentries--;
	}
}

/*
 * Collect the entries at any depth under n, in document order: in a
 * recovered document an unclosed tag (an HTML <b> in a title) leaves
 * the entries after it nested in the broken one.
 */
static void
feed_find_entries(
    struct feed_ctx *fc, xmlNode *n, size_t max, size_t *cap, int depth)
{
	xmlNode *c;

	if (depth > FEED_MAX_DEPTH)
		return;
	for (c = n->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (feed_node_work(fc, 1) == -1)
			return;
		if (feed_node_is(fc, c, fc->entry))
			feed_add_entry(fc, c, max, cap);
		feed_find_entries(fc, c, max, cap, depth + 1);
	}
}

/* Collect the items or entries under root, at most max. */
static void
feed_read_entries(struct feed_ctx *fc, xmlNode *root, size_t max)
{
	struct feed *feed = fc->feed;
	xmlNode *parents[2], *c;
	size_t i, cap = 0;
	int atom;

	atom = feed->format == FEED_ATOM10 || feed->format == FEED_ATOM03;
	fc->entry = atom ? "entry" : "item";
	if (feed->recovered) {
		feed_find_entries(fc, root, max, &cap, 0);
		return;
	}
	/* RSS items live in the channel; RDF's and strays at the top. */
	parents[0] = atom ? NULL : feed_node_child(fc, root, "channel");
	parents[1] = root;
	for (i = 0; i < NELEM(parents); i++) {
		if (parents[i] == NULL)
			continue;
		for (c = parents[i]->children; c != NULL; c = c->next) {
			if (feed_node_is(fc, c, fc->entry))
				feed_add_entry(fc, c, max, &cap);
		}
	}
}

/*
 * Parse UTF-8 XML feed text into feed: strictly, else repaired and in
 * recover mode.  Return 0, or -1 with *cause set.
 */
static int
feed_parse_xml(struct feed_ctx *fc, const char *text, size_t textlen,
    size_t max_entries, char **cause)
{
	struct feed *feed = fc->feed;
	xmlDoc *doc;
	xmlNode *root;
	char *fixed = NULL, *err = NULL;
	size_t junk, n;
	int r = -1;

	if ((doc = feed_xml_read(text, textlen, 0, NULL)) == NULL) {
		junk = feed_xml_junk(text, textlen);
		fixed = feed_xml_repair(text + junk, textlen - junk, &n);
		doc = feed_xml_read(fixed, n, 1, &err);
		feed->recovered = 1;
	}
	if (doc == NULL || (root = xmlDocGetRootElement(doc)) == NULL) {
		xasprintf(cause, "not an RSS or Atom feed (%s)",
		    err != NULL ? err : "no XML element");
		goto out;
	}
	fc->doc = doc;
	if (feed_detect_format(fc, root) == -1) {
		xasprintf(cause, "not an RSS or Atom feed (root element <%s>)",
		    (const char *)root->name);
		goto out;
	}
	feed_read_channel(fc, root);
	feed_read_entries(fc, root, max_entries);
	if (fc->spent && feed->nentries == 0) {
		xasprintf(cause,
		    "feed needs more work to read than %zu "
		    "units (%d bytes a byte), before its first entry",
		    (size_t)FEED_WORK_BASE + FEED_WORK_PER_BYTE * textlen,
		    FEED_WORK_PER_BYTE);
		goto out;
	}
	feed->over_budget = fc->spent;
	r = 0;
out:
	free(fc->feed_author);
	xmlFreeDoc(doc);
	free(fixed);
	free(err);
	return r;
}

/*
 * Parse a feed (feed.h).  The bytes are decoded to UTF-8 first, so the
 * XML parser is told the encoding and ignores the declaration.
 */
struct feed *
feed_parse(const char *data, size_t len, const char *base,
    const char *http_charset, size_t max_entries, size_t max_size, char **cause)
{
	struct feed_ctx fc;
	struct feed *feed = NULL;
	char *utf8 = NULL, *gz = NULL;
	const char *text;
	size_t textlen, n;

	if (data == NULL || len == 0) {
		xasprintf(cause, "empty document");
		return NULL;
	}
	if (len > max_size) {
		xasprintf(cause, "feed larger than %zu bytes", max_size);
		return NULL;
	}
	if (feed_xml_is_gzip(data, len)) {
		/* Compressed twice: the HTTP layer undid one gzip only. */
		if ((gz = feed_xml_gunzip(data, len, max_size, &n, cause)) ==
		    NULL)
			return NULL;
		data = gz;
		len = n;
		if (len == 0) {
			xasprintf(cause, "empty document");
			goto out;
		}
	}
	if (len > INT_MAX / 4) {
		xasprintf(cause, "document too large (%zu bytes)", len);
		goto out;
	}
	text = feed_xml_decode(data, len, http_charset, &utf8, &textlen);
	memset(&fc, 0, sizeof(fc));
	fc.base = base;
	fc.is_utf8 = utf8 == NULL;
	fc.entity_budget = FEED_ENTITY_BUDGET;
	fc.work = FEED_WORK_BASE + FEED_WORK_PER_BYTE * textlen;
	for (n = 0; n < textlen && isspace((unsigned char)text[n]); n++)
		;
	if (n < textlen && (text[n] == '{' || text[n] == '[')) {
		feed = feed_json_parse(
		    &fc, text + n, textlen - n, max_entries, cause);
		goto out;
	}
	if (!html_attributes_bounded(text, textlen)) {
		xasprintf(cause,
		    "feed refused: its tags hold too many "
		    "attributes to parse in bounded time");
		goto out;
	}
	fc.feed = feed = xcalloc(1, sizeof(*feed));
	if (feed_parse_xml(&fc, text, textlen, max_entries, cause) == -1) {
		feed_free(feed);
		feed = NULL;
	}
out:
	free(utf8);
	free(gz);
	return feed;
}

/* See feed.h. */
void
feed_free(struct feed *feed)
{
	size_t i;

	if (feed == NULL)
		return;
	for (i = 0; i < feed->nentries; i++)
		feed_entry_free(&feed->entries[i]);
	free(feed->entries);
	free(feed->title);
	free(feed->link);
	free(feed);
}

int64_t
feed_skip(uint32_t skip_hours, uint8_t skip_days, int64_t t)
{
	struct tm tm;
	time_t tt;
	int64_t u = t;
	int i;

	if (skip_hours == 0 && skip_days == 0)
		return t;
	for (i = 0; i < 24 * 8; i++) {
		tt = (time_t)u;
		if (gmtime_r(&tt, &tm) == NULL)
			return t;
		if (!(skip_hours & (1u << tm.tm_hour)) &&
		    !(skip_days & (1u << tm.tm_wday)))
			return u;
		u += 3600 - u % 3600;
	}
	return t;
}

const char *
feed_entry_key(const struct feed_entry *e)
{
	if (e->guid != NULL && *e->guid != '\0')
		return e->guid;
	if (e->url != NULL && *e->url != '\0')
		return e->url;
	return NULL;
}

const char *
feed_format_name(enum feed_format format)
{
	switch (format) {
	case FEED_RSS20:
		return "rss20";
	case FEED_RSS09X:
		return "rss09x";
	case FEED_RSS10:
		return "rss10";
	case FEED_ATOM10:
		return "atom10";
	case FEED_ATOM03:
		return "atom03";
	case FEED_JSONFEED:
		return "jsonfeed";
	case FEED_UNKNOWN:
		break;
	}
	return "unknown";
}

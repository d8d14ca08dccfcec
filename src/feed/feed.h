/* SPDX-License-Identifier: ISC */
/*
 * feed: RSS 0.9x/2.0, RSS 1.0 (RDF) and Atom bytes -> a struct feed of
 * entries.  Pure: bytes in, values out; XML is parsed with no network and
 * no entity expansion.  struct feed and struct feed_entry are plain data
 * that the rest of templar reads (the store keeps them as they are).
 */
#ifndef TEMPLAR_FEED_H
#define TEMPLAR_FEED_H

#include <stddef.h>
#include <stdint.h>

enum feed_format {
	FEED_UNKNOWN = 0,
	FEED_RSS20,
	FEED_RSS09X,
	FEED_RSS10,
	FEED_ATOM10,
	FEED_ATOM03,
	FEED_JSONFEED,
};

/* A file attached to an entry (a podcast episode, an image). */
struct feed_enclosure {
	char *url;      /* absolute, as for feed_entry url */
	char *type;     /* MIME type, NULL when not given */
	int64_t length; /* bytes, -1 when not given */
};

struct feed_entry {
	char *guid;         /* guid/id; NULL when the feed gives none */
	char *url;          /* link, absolute; NULL when none */
	char *title;        /* plain text, entities decoded */
	char *teaser;       /* description/summary as plain text */
	char *content;      /* content:encoded / atom content as plain
			       text, NULL when absent */
	char *content_html; /* the same as HTML, NULL when absent */
	char **categories;  /* plain text strings */
	size_t ncategories;
	char *author;
	int64_t published;    /* unix seconds, 0 when absent/unparsable */
	int64_t updated;      /* unix seconds, 0 when absent/unparsable */
	char *published_text; /* the date as written, NULL when absent */
	struct feed_enclosure *enclosures; /* RSS enclosure, Atom rel=
				   enclosure, media:content/thumbnail, JSON
				   Feed attachments; one per URL */
	size_t nenclosures;
	char *image;           /* the lead image URL (media:thumbnail,
				  an image media:content or enclosure,
				  JSON Feed image), NULL when none */
	int64_t duration;      /* seconds of the episode (itunes:duration),
				  0 when absent or unreadable */
	char *comments_url;    /* the page showing its reader comments
				  (RSS comments, an Atom replies link
				  of an HTML type), absolute; NULL when
				  none */
	char *comments_feed;   /* their feed (wfw:commentRss, an Atom
				  replies link of a feed type), NULL
				  when none */
	int64_t comment_count; /* slash:comments, thr:total or a replies
				  link's thr:count; -1 when the feed
				  does not say */
};

struct feed {
	enum feed_format format;
	char *title;
	char *link;
	int64_t ttl;     /* seconds from <ttl>, 0 when absent */
	int recovered;   /* 1 if the strict parse failed */
	int over_budget; /* 1 if reading it took more work than a
			    feed of its size may (a hostile or very
			    broken feed): the entries after nentries
			    were not read */
	struct feed_entry *entries;
	size_t nentries;
	uint32_t skip_hours; /* RSS <skipHours>: bit h set for hour h
				(0-23, GMT) when polls are not wanted */
	uint8_t skip_days;   /* RSS <skipDays>: bit d for day d (0
				Sunday .. 6 Saturday) */
};

/*
 * Parse a feed.  base is the URL it was fetched from (relative links and
 * xml:base resolve against it; with a NULL base, links that stay relative
 * are kept as written); a gzip'd body (served compressed twice) is
 * decompressed first, and refused when it inflates past max_size bytes
 * (as are bytes past max_size); http_charset is the charset of the HTTP
 * Content-Type or NULL.  At most max_entries entries are kept.  The work
 * done is bounded by the size: see over_budget.  Return a feed the
 * caller frees with feed_free(), or NULL with *cause set.
 */
struct feed *feed_parse(const char *data, size_t len, const char *base,
    const char *http_charset, size_t max_entries, size_t max_size,
    char **cause);
void feed_free(struct feed *feed);

/*
 * The first time from t (unix seconds) outside the hours and days a
 * feed's <skipHours> and <skipDays> ask not to be polled in (GMT).  A
 * feed that skips every hour gets t itself.
 */
int64_t feed_skip(uint32_t skip_hours, uint8_t skip_days, int64_t t);

/* The key an entry is known by: its guid, else its url, else NULL. */
const char *feed_entry_key(const struct feed_entry *e);

const char *feed_format_name(enum feed_format format);

#endif

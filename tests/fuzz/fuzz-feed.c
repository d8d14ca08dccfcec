/* SPDX-License-Identifier: ISC */
/*
 * fuzz-feed: feed_parse() on arbitrary bytes, as they come from the
 * network.  Each input is parsed twice: with no HTTP charset, and with
 * a charset label picked by the input's length (so the corpus needs no
 * framing), both as a feed would be fetched.  Besides not crashing or
 * leaking, a feed that parses must keep the promises of feed.h: at most
 * max_entries entries, NUL-terminated strings, a format with a name.
 * Built with libFuzzer (-DTEMPLAR_LIBFUZZER), or as a plain program that
 * replays the files named on its command line.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "date.h"
#include "feed.h"
#include "util.h"

#define FUZZ_FEED_MAX (256 * 1024)
#define FUZZ_FEED_ENTRIES 50
#define FUZZ_FEED_INFLATED (1024 * 1024) /* max_size: what gzip may give */
#define FUZZ_FEED_BASE "http://feeds.example.org/blog/feed.xml"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fuzz_feed_one(const char *, size_t, const char *);
static void fuzz_feed_check(const struct feed *);

/* HTTP Content-Type charsets, honest and lying: NULL parses only once. */
static const char *charsets[] = { NULL, "utf-8", "iso-8859-1", "windows-1252",
	"gbk", "utf-16", "shift_jis", "no-such-charset" };

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *charset;

	if (size > FUZZ_FEED_MAX)
		return 0;
	fuzz_feed_one((const char *)data, size, NULL);
	if ((charset = charsets[size % NELEM(charsets)]) != NULL)
		fuzz_feed_one((const char *)data, size, charset);
	return 0;
}

static void
fuzz_feed_one(const char *data, size_t size, const char *charset)
{
	struct feed *feed;
	char *cause = NULL;
	int64_t t;
	size_t i;

	feed = feed_parse(data, size, FUZZ_FEED_BASE, charset,
	    FUZZ_FEED_ENTRIES, FUZZ_FEED_INFLATED, &cause);
	if (feed == NULL) {
		if (cause == NULL)
			abort(); /* a refusal always says why */
		free(cause);
		return;
	}
	fuzz_feed_check(feed);
	for (i = 0; i < feed->nentries; i++) {
		/* The dates as written go through the date parser too. */
		if (feed->entries[i].published_text != NULL)
			(void)date_parse(feed->entries[i].published_text, &t);
	}
	feed_free(feed);
}

/* Abort unless the feed is what feed.h says a parsed feed is. */
static void
fuzz_feed_check(const struct feed *feed)
{
	const struct feed_entry *e;
	size_t i, j, n = 0;

	if (feed_format_name(feed->format) == NULL)
		abort();
	if (feed->nentries > FUZZ_FEED_ENTRIES ||
	    (feed->nentries > 0 && feed->entries == NULL))
		abort();
	if (feed->title != NULL)
		n += strlen(feed->title);
	if (feed->link != NULL)
		n += strlen(feed->link);
	for (i = 0; i < feed->nentries; i++) {
		e = &feed->entries[i];
		/* strlen() walks every string: ASan sees a missing NUL. */
		if (e->guid != NULL)
			n += strlen(e->guid);
		if (e->url != NULL)
			n += strlen(e->url);
		if (e->title != NULL)
			n += strlen(e->title);
		if (e->teaser != NULL)
			n += strlen(e->teaser);
		if (e->content != NULL)
			n += strlen(e->content);
		if (e->content_html != NULL)
			n += strlen(e->content_html);
		if (e->author != NULL)
			n += strlen(e->author);
		if (e->ncategories > 0 && e->categories == NULL)
			abort();
		for (j = 0; j < e->ncategories; j++)
			n += strlen(e->categories[j]);
		if (feed_entry_key(e) != NULL && feed_entry_key(e) != e->guid &&
		    feed_entry_key(e) != e->url)
			abort();
	}
	if (n == SIZE_MAX) /* keeps the strlen() calls */
		abort();
}

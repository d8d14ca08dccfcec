/* SPDX-License-Identifier: ISC */
/*
 * fuzz-discover: discovery's pure part on arbitrary bytes.  The input is
 * sniffed (as it is with no Content-Type and as text/html), then read as
 * an HTML page for its feed links, and its first line is tried as a URL
 * for the usual feed paths, a feed name and the feeds pattern.  Besides
 * not crashing or leaking, every link reported must be an absolute
 * http(s) URL.  Built with libFuzzer (-DTEMPLAR_LIBFUZZER), or as a
 * plain program that replays the files named on its command line.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "discover.h"
#include "url.h"
#include "util.h"

#define FUZZ_DISCOVER_MAX (256 * 1024)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Abort unless every link of the list is an absolute http(s) URL. */
static void
fuzz_discover_links(const struct discover_link *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (v[i].url == NULL || !url_is_http(v[i].url))
			abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char base[] = "http://site.test/news/index.html";
	struct discover_links *links;
	enum discover_kind k;
	char *text, *cause = NULL, *name, **urls;
	size_t i;

	if (size > FUZZ_DISCOVER_MAX)
		return 0;
	k = discover_sniff((const char *)data, size, NULL);
	if (discover_kind_name(k) == NULL)
		abort();
	(void)discover_sniff((const char *)data, size, "text/html");
	if ((links = discover_links(
		 (const char *)data, size, NULL, base, &cause)) == NULL) {
		if (cause == NULL)
			abort(); /* a refusal always says why */
		free(cause);
	} else {
		fuzz_discover_links(links->alternates, links->nalternates);
		fuzz_discover_links(links->feedlike, links->nfeedlike);
		fuzz_discover_links(links->pages, links->npages);
		discover_links_free(links);
	}

	/* The first line as a URL: usual paths, a feed name, a pattern. */
	text = xmalloc(size + 1);
	memcpy(text, data, size);
	text[size] = '\0';
	text[strcspn(text, "\r\n")] = '\0';
	if ((urls = discover_common_urls(text)) != NULL) {
		for (i = 0; urls[i] != NULL; i++)
			if (!url_is_http(urls[i]))
				abort();
		discover_urls_free(urls);
	}
	name = discover_feed_name("site", base, text);
	if (name == NULL || strlen(name) > 5 + DISCOVER_SLUG_MAX)
		abort();
	free(name);
	(void)discover_match(text, base, text);
	(void)discover_url_is_feedlike(text);
	free(text);
	return 0;
}

/* SPDX-License-Identifier: ISC */
/*
 * test-feed-hostile: the feed parser on hostile and broken input: entity
 * expansion, external entities, deep nesting, many attributes or
 * categories, gzip past the limit, the work budget, junk and truncation.
 * Every case ends in bounded time and memory with entries or a refusal.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <zlib.h>

#include "../lib/t.h"
#include "../lib/tfeed.h"
#include "feed.h"
#include "util.h"

/* An XML document with one entity declared and referenced n times. */
static char *
amplified_feed(size_t entity_len, size_t refs)
{
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b, "<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY big \"");
	for (i = 0; i < entity_len; i++)
		buf_addc(&b, 'x');
	buf_adds(&b, "\">]><rss version=\"2.0\"><channel><title>t</title>");
	for (i = 0; i < 3; i++) {
		size_t j;

		buf_adds(&b, "<item><title>");
		for (j = 0; j < refs; j++)
			buf_adds(&b, "&big;");
		buf_adds(&b, "</title></item>");
	}
	buf_adds(&b, "</channel></rss>");
	return buf_detach(&b, NULL);
}

/* bytes gzip'd (RFC 1952), the caller frees */
static char *
gzip_bytes(const char *data, size_t len, size_t *outlen)
{
	z_stream z;
	struct buf b;
	unsigned char out[65536];

	memset(&z, 0, sizeof(z));
	if (deflateInit2(&z, 9, Z_DEFLATED, 16 + MAX_WBITS, 9,
		Z_DEFAULT_STRATEGY) != Z_OK)
		abort();
	z.next_in = (unsigned char *)(uintptr_t)data;
	z.avail_in = (unsigned)len;
	buf_init(&b);
	do {
		z.next_out = out;
		z.avail_out = sizeof(out);
		deflate(&z, Z_FINISH);
		buf_add(&b, out, sizeof(out) - z.avail_out);
	} while (z.avail_out == 0);
	deflateEnd(&z);
	return buf_detach(&b, outlen);
}

/* Every text field of every entry, joined (to look for leaks). */
static char *
feed_all_text(const struct feed *f)
{
	const struct feed_entry *e;
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b, f->title != NULL ? f->title : "");
	for (i = 0; i < f->nentries; i++) {
		e = &f->entries[i];
		buf_printf(&b, "|%s|%s|%s|%s", e->title ? e->title : "",
		    e->teaser ? e->teaser : "", e->content ? e->content : "",
		    e->url ? e->url : "");
	}
	return buf_detach(&b, NULL);
}

static void
test_feed_entity_amplification_capped(void)
{
	struct feed *f;
	char *doc, *cause = NULL;
	size_t i, total = 0;

	/* 3 x 2000 x 2000 bytes = 12 MB if every reference expanded */
	doc = amplified_feed(2000, 2000);
	f = feed_parse(doc, strlen(doc), NULL, NULL, 10, FEED_MAX, &cause);
	T_OK(f != NULL);
	if (f != NULL) {
		T_INT(f->nentries, 3);
		for (i = 0; i < f->nentries; i++)
			total += f->entries[i].title != NULL
			    ? strlen(f->entries[i].title)
			    : 0;
		T_OK_MSG(total > 0 && total <= 1024 * 1024,
		    "entity text within the budget (%zu bytes)", total);
	}
	feed_free(f);
	free(cause);
	free(doc);
}

static void
test_feed_deep_nesting_survives(void)
{
	struct feed *f;
	struct buf b;
	char *doc, *cause = NULL;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    "<rss version=\"2.0\"><channel><item><title>deep</title>"
	    "<description>");
	for (i = 0; i < 50000; i++)
		buf_adds(&b, "&lt;div&gt;");
	buf_adds(&b, "</description></item><item>");
	for (i = 0; i < 5000; i++)
		buf_adds(&b, "<x>");
	buf_adds(&b, "</item></channel></rss>");
	doc = buf_detach(&b, NULL);
	f = feed_parse(doc, strlen(doc), NULL, NULL, 10, FEED_MAX, &cause);
	T_OK(f != NULL);
	if (f != NULL) {
		T_INT(f->recovered, 1);
		T_OK(f->nentries >= 1);
		if (f->nentries >= 1)
			T_STR(f->entries[0].title, "deep");
	}
	feed_free(f);
	free(cause);
	free(doc);
}

/* 2 MB, a DOCTYPE entity, 200,000 references to undeclared ones. */
static void
test_feed_undeclared_entities_2mb(void)
{
	struct feed *f;
	struct buf b;
	char *cause = NULL;
	size_t i, j;

	buf_init(&b);
	buf_adds(&b,
	    "<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY e "
	    "\"declared\">]><rss version=\"2.0\"><channel>");
	for (i = 0; i < 2000; i++) {
		buf_printf(&b,
		    "<item><title>%zu &e; &nosuch;</title>"
		    "<description>",
		    i);
		for (j = 0; j < 100; j++)
			buf_adds(&b, "&undeclared;");
		buf_adds(&b, "</description></item>");
	}
	buf_adds(&b, "<broken></channel></rss>");
	T_OK(b.len >= 2000000);
	f = feed_parse(b.data, b.len, NULL, NULL, 10, FEED_MAX, &cause);
	T_OK(f != NULL);
	if (f != NULL) {
		T_INT(f->recovered, 1);
		T_INT(f->nentries, 10);
		T_INT(f->over_budget, 0);
		/* declared: expanded; undeclared: kept as written */
		T_STR(f->entries[3].title, "3 declared &nosuch;");
	}
	feed_free(f);
	free(cause);
	buf_free(&b);
}

/* Billion laughs, well-formed and in a feed that needs repair. */
static void
test_feed_billion_laughs_in_memory(void)
{
	struct feed *f;
	struct buf b;
	char *cause, *text;
	size_t i, j, pass;

	for (pass = 0; pass < 2; pass++) {
		buf_init(&b);
		buf_adds(&b,
		    "<?xml version=\"1.0\"?><!DOCTYPE rss ["
		    "<!ENTITY l0 \"lol\">");
		for (i = 1; i < 10; i++) {
			buf_printf(&b, "<!ENTITY l%zu \"", i);
			for (j = 0; j < 10; j++)
				buf_printf(&b, "&l%zu;", i - 1);
			buf_adds(&b, "\">");
		}
		buf_adds(&b,
		    "]><rss version=\"2.0\"><channel><title>L"
		    "</title><item><title>a &l9; b</title>");
		buf_adds(&b, pass == 0 ? "</item>" : "&bare & &l9;</item>");
		buf_adds(&b, "</channel></rss>");
		cause = NULL;
		f = feed_parse(b.data, b.len, NULL, NULL, 10, FEED_MAX, &cause);
		T_OK(f != NULL || cause != NULL);
		if (f != NULL) {
			text = feed_all_text(f);
			T_OK_MSG(strlen(text) < 64 * 1024,
			    "laughs bounded (%zu bytes)", strlen(text));
			free(text);
		}
		feed_free(f);
		free(cause);
		buf_free(&b);
	}
}

/* External entities: a file and an http URL, never read. */
static void
test_feed_xxe_file_and_http(void)
{
	static const char *docs[] = {
		"<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY f SYSTEM "
		"\"file:///etc/passwd\"><!ENTITY h SYSTEM "
		"\"http://127.0.0.1:9/x\">]><rss version=\"2.0\"><channel>"
		"<item><title>a&f;b&h;c</title><link>http://x/</link></item>"
		"</channel></rss>",
		/* the same broken: read through the repair */
		"<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY f SYSTEM "
		"\"file:///etc/passwd\"><!ENTITY % p SYSTEM "
		"\"http://127.0.0.1:9/dtd\"> %p;]><rss version=\"2.0\">"
		"<channel><item><title>a&f;b & c</title></item>"
		"</channel></rss>",
	};
	struct feed *f;
	char *cause, *text;
	size_t i;

	for (i = 0; i < NELEM(docs); i++) {
		cause = NULL;
		f = feed_parse(
		    docs[i], strlen(docs[i]), NULL, NULL, 10, FEED_MAX, &cause);
		T_OK(f != NULL);
		if (f == NULL) {
			free(cause);
			continue;
		}
		T_INT(f->nentries, 1);
		text = feed_all_text(f);
		T_OK_MSG(
		    strstr(text, "root:") == NULL, "no file content: %s", text);
		if (f->nentries == 1)
			T_OK(f->entries[0].title != NULL &&
			    strncmp(f->entries[0].title, "ab", 2) == 0);
		free(text);
		feed_free(f);
	}
}

/* 100,000 elements deep, closed, and left open. */
static void
test_feed_100000_deep(void)
{
	struct feed *f;
	struct buf b;
	char *cause;
	size_t i, pass;

	for (pass = 0; pass < 2; pass++) {
		buf_init(&b);
		buf_adds(&b,
		    "<rss version=\"2.0\"><channel><item><title>t"
		    "</title><description>");
		for (i = 0; i < 100000; i++)
			buf_adds(&b, "<d>");
		for (i = 0; pass == 0 && i < 100000; i++)
			buf_adds(&b, "</d>");
		buf_adds(&b, "</description></item></channel></rss>");
		cause = NULL;
		f = feed_parse(b.data, b.len, NULL, NULL, 10, FEED_MAX, &cause);
		T_OK(f != NULL || cause != NULL);
		if (f != NULL) {
			T_OK(f->nentries <= 1);
			if (f->nentries == 1)
				T_STR(f->entries[0].title, "t");
		}
		feed_free(f);
		free(cause);
		buf_free(&b);
	}
}

/* One tag with 100,000 attributes: libxml2 would take 20 s. */
static void
test_feed_many_attributes_refused(void)
{
	struct feed *f;
	struct buf b;
	char *cause = NULL;
	size_t i;

	buf_init(&b);
	buf_adds(&b, "<rss version=\"2.0\"><channel ");
	for (i = 0; i < 100000; i++)
		buf_printf(&b, "a%zu=\"v\" ", i);
	buf_adds(&b, "><item><title>t</title></item></channel></rss>");
	f = feed_parse(b.data, b.len, NULL, NULL, 10, FEED_MAX, &cause);
	T_OK(f == NULL);
	T_STR(cause,
	    "feed refused: its tags hold too many attributes to "
	    "parse in bounded time");
	feed_free(f);
	free(cause);
	buf_free(&b);
}

/* The node budget: 200,000 elements, and a feed of 300,000 refused. */
static void
test_feed_node_budget(void)
{
	struct feed *f;
	struct buf b;
	char *cause = NULL;
	size_t i;

	buf_init(&b);
	buf_adds(&b, "<rss version=\"2.0\"><channel><title>t</title>");
	for (i = 0; i < 100000; i++)
		buf_printf(&b, "<x>%zu</x><y/><z/>", i);
	buf_adds(&b, "<item><title>t</title></item></channel></rss>");
	f = feed_parse(b.data, b.len, NULL, NULL, 10, FEED_MAX, &cause);
	T_OK(f == NULL);
	T_STR(cause,
	    "not an RSS or Atom feed (more than 200000 elements (its node "
	    "budget))");
	free(cause);
	cause = NULL;
	buf_reset(&b);
	buf_adds(&b, "<rss version=\"2.0\"><channel><title>t</title>");
	for (i = 0; i < 60000; i++)
		buf_printf(&b, "<x>%zu</x><y/><z/>", i);
	buf_adds(&b, "<item><title>t</title></item></channel></rss>");
	f = feed_parse(b.data, b.len, NULL, NULL, 10, FEED_MAX, &cause);
	T_OK(f != NULL && f->nentries == 1);
	feed_free(f);
	free(cause);
	buf_free(&b);
}

/* Raw gzip past max_size, and gzip in gzip: no entry taken. */
static void
test_feed_gzip_past_max(void)
{
	static const char head[] = "<rss version=\"2.0\"><channel><item>"
				   "<title>t</title></item>";
	struct feed *f;
	struct buf b;
	char *gz, *gz2, *cause = NULL, *want;
	size_t n, n2;

	buf_init(&b);
	buf_adds(&b, head);
	while (b.len < (4u << 20))
		buf_adds(&b, "<!-- padding padding padding padding -->");
	buf_adds(&b, "</channel></rss>");
	gz = gzip_bytes(b.data, b.len, &n);
	/* within the bound it is read */
	f = feed_parse(gz, n, NULL, NULL, 10, 8u << 20, &cause);
	T_OK(f != NULL && f->nentries == 1);
	feed_free(f);
	free(cause);
	cause = NULL;
	f = feed_parse(gz, n, NULL, NULL, 10, 1u << 20, &cause);
	T_OK(f == NULL);
	xasprintf(&want, "feed larger than %u bytes after gunzip", 1u << 20);
	T_STR(cause, want);
	free(want);
	free(cause);
	cause = NULL;
	/* the raw bytes themselves past the bound */
	f = feed_parse(b.data, b.len, NULL, NULL, 10, 1u << 20, &cause);
	T_OK(f == NULL);
	T_STR(cause, "feed larger than 1048576 bytes");
	free(cause);
	cause = NULL;
	/* gzip in gzip: one layer is undone, the second is no feed */
	gz2 = gzip_bytes(gz, n, &n2);
	f = feed_parse(gz2, n2, NULL, NULL, 10, FEED_MAX, &cause);
	T_OK(f == NULL);
	T_OK(cause != NULL && strstr(cause, "not an RSS") != NULL);
	free(cause);
	free(gz2);
	free(gz);
	buf_free(&b);
}

/*
 * Entries left open by raw HTML: in recover mode each nests the rest of
 * the feed in its description, which is serialised: the work budget
 * stops it, keeping the entries read before.
 */
static void
test_feed_work_budget(void)
{
	struct feed *f;
	struct buf b;
	char *cause = NULL;
	size_t i, j;

	buf_init(&b);
	buf_adds(&b, "<rss version=\"2.0\"><channel>");
	for (i = 0; i < 120; i++) {
		buf_printf(&b, "<item><title>%zu</title><description><p>", i);
		for (j = 0; j < 2000; j++)
			buf_adds(&b, "<i>x</i>");
	}
	buf_adds(&b, "</channel></rss>");
	f = feed_parse(b.data, b.len, NULL, NULL, 500, FEED_MAX, &cause);
	T_OK(f != NULL);
	if (f != NULL) {
		T_INT(f->recovered, 1);
		T_INT(f->over_budget, 1);
		T_OK_MSG(f->nentries > 0 && f->nentries < 120,
		    "some entries read (%zu)", f->nentries);
		if (f->nentries > 0)
			T_STR(f->entries[0].title, "0");
	}
	feed_free(f);
	free(cause);
	buf_free(&b);
}

static void
test_feed_nul_and_control_bytes(void)
{
	static const char doc[] = "<rss version=\"2.0\"><channel><item>"
				  "<title>a\0b\x01"
				  "c</title></item></channel></rss>";
	struct feed *f;
	char *cause = NULL;

	f = feed_parse(doc, sizeof(doc) - 1, NULL, NULL, 10, FEED_MAX, &cause);
	T_OK(f != NULL);
	if (f != NULL) {
		T_INT(f->recovered, 1);
		if (f->nentries == 1)
			T_STR(f->entries[0].title, "abc");
	}
	feed_free(f);
	free(cause);
}

static void
test_feed_many_categories_capped(void)
{
	struct feed *f;
	struct buf b;
	char *doc, *cause = NULL;
	size_t i;

	buf_init(&b);
	buf_adds(&b, "<rss version=\"2.0\"><channel><item>");
	for (i = 0; i < 1000; i++)
		buf_printf(&b, "<category>c%zu</category>", i);
	buf_adds(&b, "</item></channel></rss>");
	doc = buf_detach(&b, NULL);
	f = feed_parse(doc, strlen(doc), NULL, NULL, 10, FEED_MAX, &cause);
	T_OK(f != NULL);
	if (f != NULL && f->nentries == 1) {
		T_OK(f->entries[0].ncategories > 0);
		T_OK(f->entries[0].ncategories <= 64);
		T_STR(f->entries[0].categories[0], "c0");
	}
	feed_free(f);
	free(cause);
	free(doc);
}

static void
test_feed_junk_before_xml_unterminated(void)
{
	static const char *inputs[] = { " <?x", "<?xm", "x", "Warning: <?xm" };
	struct feed *f;
	char *copy, *cause;
	size_t i, n;

	/* Exactly the bytes, no NUL after them: sanitizers see overreads. */
	for (i = 0; i < NELEM(inputs); i++) {
		n = strlen(inputs[i]);
		copy = xmalloc(n);
		memcpy(copy, inputs[i], n);
		cause = NULL;
		f = feed_parse(copy, n, NULL, NULL, 10, FEED_MAX, &cause);
		T_OK_MSG(
		    f == NULL && cause != NULL, "\"%s\" refused", inputs[i]);
		feed_free(f);
		free(cause);
		free(copy);
	}
}

static void
test_feed_billion_laughs_not_expanded(void)
{
	struct feed *f;
	size_t i;

	/* Read without expansion (libxml2 gives up at the first
	   reference, so only what comes before it is left). */
	f = parse_fixture("feeds/billion-laughs.xml", NULL, NULL, 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_STR(f->title, "Laughs");
	for (i = 0; i < f->nentries; i++) {
		T_OK(f->entries[i].title == NULL ||
		    strlen(f->entries[i].title) < 1000);
		T_OK(f->entries[i].teaser == NULL ||
		    strlen(f->entries[i].teaser) < 1000);
		T_OK(f->entries[i].url == NULL ||
		    strlen(f->entries[i].url) < 1000);
	}
	feed_free(f);
}

static void
test_feed_external_entities_not_loaded(void)
{
	struct feed *f;

	f = parse_fixture("feeds/xxe.xml", NULL, NULL, 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_STR(f->title, "XY"); /* &xxe; is file:///etc/passwd */
	T_INT(f->nentries, 1);
	/* internal entities expand one level; &nbsp; is white space */
	if (f->nentries == 1)
		T_STR(f->entries[0].title, "Acme news");
	feed_free(f);
}

static void
test_feed_garbage_and_empty_refused(void)
{
	static const char *bad[] = { "", "   ", "plain text, no markup", "<",
		"\xff\xfe", "{\"not\": \"a json feed\"}", "<?xml?>",
		"<!-- only a comment -->" };
	struct feed *f;
	char *cause;
	size_t i;

	for (i = 0; i < NELEM(bad); i++) {
		cause = NULL;
		f = feed_parse(
		    bad[i], strlen(bad[i]), NULL, NULL, 10, FEED_MAX, &cause);
		T_OK_MSG(f == NULL && cause != NULL, "garbage %zu refused", i);
		feed_free(f);
		free(cause);
	}
}

static void
test_feed_truncated_recovered(void)
{
	struct feed *f;

	f = parse_fixture("feeds/truncated.xml", NULL, NULL, 100);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_INT(f->recovered, 1);
	T_STR(f->title, "Cut short");
	T_OK(f->nentries >= 2);
	if (f->nentries >= 2) {
		T_STR(f->entries[0].url, "http://cut.example.org/1");
		T_STR(f->entries[1].title, "Complete two");
	}
	feed_free(f);
}

static void
test_feed_max_entries_caps(void)
{
	struct feed *f;

	f = parse_fixture("feeds/rss20.xml", NULL, NULL, 2);
	T_OK(f != NULL);
	if (f == NULL)
		return;
	T_INT(f->nentries, 2);
	T_STR(f->entries[1].title, "Relative link");
	feed_free(f);
	f = parse_fixture("feeds/atom10.xml", NULL, NULL, 0);
	T_OK(f != NULL);
	if (f != NULL)
		T_INT(f->nentries, 0);
	feed_free(f);
}

int
main(void)
{
	T_RUN(test_feed_billion_laughs_not_expanded);
	T_RUN(test_feed_external_entities_not_loaded);
	T_RUN(test_feed_garbage_and_empty_refused);
	T_RUN(test_feed_truncated_recovered);
	T_RUN(test_feed_max_entries_caps);
	T_RUN(test_feed_entity_amplification_capped);
	T_RUN(test_feed_deep_nesting_survives);
	T_RUN(test_feed_undeclared_entities_2mb);
	T_RUN(test_feed_billion_laughs_in_memory);
	T_RUN(test_feed_xxe_file_and_http);
	T_RUN(test_feed_100000_deep);
	T_RUN(test_feed_many_attributes_refused);
	T_RUN(test_feed_node_budget);
	T_RUN(test_feed_gzip_past_max);
	T_RUN(test_feed_work_budget);
	T_RUN(test_feed_nul_and_control_bytes);
	T_RUN(test_feed_many_categories_capped);
	T_RUN(test_feed_junk_before_xml_unterminated);
	return t_done();
}

/* SPDX-License-Identifier: ISC */
/*
 * test-warc: WARC records out of plain and gzip streams read a few bytes
 * at a time; broken records (overlong lines, too many headers, a block
 * over the limit, a gzip bomb, a corrupt member) skipped for the next
 * one; truncated inputs; the HTTP response inside a record.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <zlib.h>

#include "../lib/t.h"
#include "util.h"
#include "warc.h"

/* An input in memory, handed out at most step bytes a read. */
struct mem {
	const char *data;
	size_t len, pos, step;
};

static ssize_t
mem_read(void *buf, size_t len, void *arg)
{
	struct mem *m = arg;
	size_t n = m->len - m->pos;

	if (n > len)
		n = len;
	if (n > m->step)
		n = m->step;
	memcpy(buf, m->data + m->pos, n);
	m->pos += n;
	return (ssize_t)n;
}

/* A record: type, URI (may be NULL), block; extra header lines. */
static void
add_record(struct buf *b, const char *type, const char *uri, const char *block,
    const char *extra)
{
	buf_printf(b, "WARC/1.0\r\nWARC-Type: %s\r\n", type);
	if (uri != NULL)
		buf_printf(b, "WARC-Target-URI: %s\r\n", uri);
	buf_printf(b,
	    "%sContent-Type: application/http; msgtype=response\r\n"
	    "Content-Length: %zu\r\n\r\n%s\r\n\r\n",
	    extra ? extra : "", strlen(block), block);
}

/* The bytes as one gzip member, appended to out. */
static void
add_gzip(struct buf *out, const void *data, size_t len)
{
	z_stream z;
	char tmp[4096];
	int rc;

	memset(&z, 0, sizeof(z));
	T_OK(deflateInit2(&z, 9, Z_DEFLATED, 16 + MAX_WBITS, 8,
		 Z_DEFAULT_STRATEGY) == Z_OK);
	z.next_in = (unsigned char *)(uintptr_t)data;
	z.avail_in = (uInt)len;
	do {
		z.next_out = (unsigned char *)tmp;
		z.avail_out = sizeof(tmp);
		rc = deflate(&z, Z_FINISH);
		buf_add(out, tmp, sizeof(tmp) - z.avail_out);
	} while (rc == Z_OK);
	deflateEnd(&z);
}

/* Each record of src as its own member. */
static void
gzip_records(struct buf *out, const char *const *recs, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		add_gzip(out, recs[i], strlen(recs[i]));
}

static char *
one_record(
    const char *type, const char *uri, const char *block, const char *extra)
{
	struct buf b;

	buf_init(&b);
	add_record(&b, type, uri, block, extra);
	return buf_detach(&b, NULL);
}

/* The records of an input as "type uri|" and "!" per broken one, "#"
 * for the fatal end. */
static char *
read_all(const char *data, size_t len, size_t step,
    const struct warc_limits *lim, char **last_cause)
{
	struct mem m = { data, len, 0, step };
	struct warc *w;
	struct warc_record r;
	struct buf out;
	enum warc_result rc;
	char *cause;

	buf_init(&out);
	buf_adds(&out, "");
	w = warc_new(mem_read, &m, lim);
	while ((rc = warc_next(w, &r, &cause)) != WARC_END) {
		if (rc == WARC_RECORD) {
			buf_printf(
			    &out, "%s %s %zu|", r.type, r.target_uri, r.len);
			continue;
		}
		T_OK(cause != NULL);
		buf_adds(&out, rc == WARC_FATAL ? "#" : "!");
		if (last_cause != NULL) {
			free(*last_cause);
			*last_cause = cause;
		} else
			free(cause);
	}
	warc_free(w);
	return buf_detach(&out, NULL);
}

static void
test_warc_plain_records(void)
{
	struct buf b;
	char *s;
	size_t step;

	buf_init(&b);
	add_record(&b, "warcinfo", NULL, "software: x\r\n", NULL);
	add_record(&b, "request", "http://a.example/1",
	    "GET / HTTP/1.1\r\n\r\n", NULL);
	add_record(&b, "response", "http://a.example/1",
	    "HTTP/1.1 200 OK\r\n\r\n<p>x</p>", NULL);
	/* WARC/0.18 put the URI in angle brackets. */
	add_record(&b, "response", "<http://a.example/2>",
	    "HTTP/1.1 200 OK\r\n"
	    "\r\n",
	    NULL);
	for (step = 1; step <= 65536; step *= 7) {
		s = read_all(b.data, b.len, step, NULL, NULL);
		T_STR(s,
		    "warcinfo  13|request http://a.example/1 18|"
		    "response http://a.example/1 27|"
		    "response http://a.example/2 19|");
		free(s);
	}
	s = read_all("", 0, 10, NULL, NULL);
	T_STR(s, "");
	free(s);
	buf_free(&b);
}

static void
test_warc_gzip_members(void)
{
	const char *recs[3];
	struct buf b;
	struct mem m;
	struct warc *w;
	struct warc_record r;
	char *s, *cause;

	recs[0] = one_record("warcinfo", NULL, "a: b\r\n", NULL);
	recs[1] = one_record("response", "http://a.example/x",
	    "HTTP/1.1 200 OK\r\n\r\nhello", NULL);
	recs[2] =
	    one_record("metadata", "http://a.example/x", "k: v\r\n", NULL);
	buf_init(&b);
	gzip_records(&b, recs, 3);
	s = read_all(b.data, b.len, 5, NULL, NULL);
	T_STR(s,
	    "warcinfo  6|response http://a.example/x 24|"
	    "metadata http://a.example/x 6|");
	free(s);
	m = (struct mem){ b.data, b.len, 0, 1 << 20 };
	w = warc_new(mem_read, &m, NULL);
	T_INT(warc_next(w, &r, &cause), WARC_RECORD);
	T_INT(warc_is_gzip(w), 1);
	T_INT(r.number, 1);
	T_INT(r.offset, 0);
	T_INT(warc_next(w, &r, &cause), WARC_RECORD);
	T_OK(r.offset > 0 && r.offset < b.len);
	T_OK(memcmp(b.data + r.offset, "\x1f\x8b", 2) == 0);
	T_STR(r.block + r.len - 5, "hello");
	warc_free(w);
	/* A whole file compressed as one member reads the same. */
	buf_reset(&b);
	{
		struct buf plain;

		buf_init(&plain);
		buf_adds(&plain, recs[0]);
		buf_adds(&plain, recs[1]);
		add_gzip(&b, plain.data, plain.len);
		buf_free(&plain);
	}
	s = read_all(b.data, b.len, 3, NULL, NULL);
	T_STR(s, "warcinfo  6|response http://a.example/x 24|");
	free(s);
	free((char *)(uintptr_t)recs[0]);
	free((char *)(uintptr_t)recs[1]);
	free((char *)(uintptr_t)recs[2]);
	buf_free(&b);
}

static void
test_warc_truncated(void)
{
	const char *recs[2];
	struct buf b;
	char *s, *cause = NULL;

	buf_init(&b);
	add_record(&b, "response", "http://a.example/",
	    "HTTP/1.1 200 OK\r\n"
	    "\r\n0123456789",
	    NULL);
	s = read_all(b.data, b.len - 10, 4, NULL, &cause);
	T_STR(s, "#");
	T_OK(cause != NULL && strstr(cause, "truncated") != NULL);
	free(s);
	free(cause);
	cause = NULL;
	/* cut in the headers */
	s = read_all(b.data, 30, 4, NULL, &cause);
	T_STR(s, "#");
	T_OK(cause != NULL && strstr(cause, "truncated") != NULL);
	free(s);
	free(cause);
	cause = NULL;
	/* a gzip member cut short, after a good one */
	recs[0] = one_record("warcinfo", NULL, "a: b\r\n", NULL);
	recs[1] = b.data;
	buf_init(&b);
	gzip_records(&b, recs, 2);
	s = read_all(b.data, b.len - 30, 7, NULL, &cause);
	T_STR(s, "warcinfo  6|#");
	T_OK(cause != NULL && strstr(cause, "truncated") != NULL);
	free(s);
	free(cause);
	cause = NULL;
	/* trailing bytes that are no gzip member */
	buf_adds(&b, "garbage");
	s = read_all(b.data, b.len, 7, NULL, &cause);
	T_STR(s, "warcinfo  6|response http://a.example/ 29|#");
	T_OK(cause != NULL && strstr(cause, "no gzip member") != NULL);
	free(s);
	free(cause);
	cause = NULL;
	/* not a WARC file at all */
	s = read_all("<html>", 6, 7, NULL, &cause);
	T_STR(s, "#");
	T_OK(cause != NULL && strstr(cause, "not a WARC") != NULL);
	free(s);
	free(cause);
	free((char *)(uintptr_t)recs[0]);
	free((char *)(uintptr_t)recs[1]);
	buf_free(&b);
}

/* Broken records, plain and gzip: each skipped for the next one. */
static void
test_warc_broken_records_skipped(void)
{
	struct warc_limits lim = { 64, 8, 1024 };
	const char *recs[6];
	char big[2048], longline[200];
	struct buf b, extra;
	const char *want;
	char *s;
	size_t i;

	memset(big, 'x', sizeof(big) - 1);
	big[sizeof(big) - 1] = '\0';
	memset(longline, 'h', sizeof(longline) - 3);
	memcpy(longline + sizeof(longline) - 3, "\r\n", 3);
	buf_init(&extra);
	for (i = 0; i < 10; i++)
		buf_printf(&extra, "X-%zu: y\r\n", i);
	recs[0] = one_record("response", "http://a/1", "A", NULL);
	recs[1] = one_record("response", "http://a/2", "B", longline);
	recs[2] = one_record("response", "http://a/3", "C", NULL);
	recs[3] = one_record("response", "http://a/4", "D", extra.data);
	recs[4] = one_record("response", "http://a/5", big, NULL);
	recs[5] = one_record("response", "http://a/6", "F", NULL);
	want = "response http://a/1 1|!response http://a/3 1|!!"
	       "response http://a/6 1|";
	buf_init(&b);
	for (i = 0; i < 6; i++)
		buf_adds(&b, recs[i]);
	s = read_all(b.data, b.len, 13, &lim, NULL);
	T_STR(s, want);
	free(s);
	buf_reset(&b);
	gzip_records(&b, recs, 6);
	s = read_all(b.data, b.len, 13, &lim, NULL);
	T_STR(s, want);
	free(s);
	/* a record that is no WARC record, mid-file */
	buf_reset(&b);
	buf_adds(&b, recs[0]);
	buf_adds(&b, "HTTP/1.1 200 OK\r\nX: y\r\n\r\n");
	buf_adds(&b, recs[2]);
	s = read_all(b.data, b.len, 13, &lim, NULL);
	T_STR(s, "response http://a/1 1|!response http://a/3 1|");
	free(s);
	for (i = 0; i < 6; i++)
		free((char *)(uintptr_t)recs[i]);
	buf_free(&extra);
	buf_free(&b);
}

static void
test_warc_gzip_bomb_and_corrupt_member(void)
{
	struct warc_limits lim = { 64, 8, 4096 };
	const char *recs[2];
	struct buf b, bomb;
	char *s, *cause = NULL, *zeros;
	size_t n = 8 << 20, mid;

	recs[0] = one_record("response", "http://a/1", "A", NULL);
	recs[1] = one_record("response", "http://a/2", "B", NULL);
	buf_init(&b);
	add_gzip(&b, recs[0], strlen(recs[0]));
	/* 8 MB of zeros behind a header announcing a small block */
	zeros = xcalloc(1, n);
	buf_init(&bomb);
	buf_adds(&bomb,
	    "WARC/1.0\r\nWARC-Type: response\r\n"
	    "Content-Length: 100\r\n\r\n");
	buf_add(&bomb, zeros, n);
	add_gzip(&b, bomb.data, bomb.len);
	add_gzip(&b, recs[1], strlen(recs[1]));
	s = read_all(b.data, b.len, 65536, &lim, &cause);
	T_STR(s, "response http://a/1 1|!response http://a/2 1|");
	T_OK(cause != NULL && strstr(cause, "decompresses to more") != NULL);
	free(s);
	free(cause);
	cause = NULL;
	/* a member whose deflate data is damaged */
	buf_reset(&b);
	add_gzip(&b, recs[0], strlen(recs[0]));
	mid = b.len;
	add_gzip(&b, zeros, 100000);
	memset(b.data + mid + 12, 0xff, 16);
	add_gzip(&b, recs[1], strlen(recs[1]));
	s = read_all(b.data, b.len, 4096, &lim, &cause);
	T_STR(s, "response http://a/1 1|!response http://a/2 1|");
	T_OK(cause != NULL && strstr(cause, "corrupt") != NULL);
	free(s);
	free(cause);
	free(zeros);
	free((char *)(uintptr_t)recs[0]);
	free((char *)(uintptr_t)recs[1]);
	buf_free(&bomb);
	buf_free(&b);
}

static void
test_warc_http(void)
{
	struct warc_http h;
	struct buf z;
	char *cause = NULL, block[512];
	const char *html = "<html><p>gzipped</p></html>";

	snprintf(block, sizeof(block),
	    "HTTP/1.1 200 OK\r\n"
	    "Content-Type: text/html; charset=koi8-r\r\nX: y\r\n\r\n<p>a</p>");
	T_INT(warc_http_parse(block, strlen(block), NULL, &h, &cause), 0);
	T_INT(h.status, 200);
	T_STR(h.content_type, "text/html; charset=koi8-r");
	T_STR(h.body, "<p>a</p>");
	warc_http_clear(&h);
	snprintf(block, sizeof(block), "HTTP/1.0 404 Not Found\n\nmissing");
	T_INT(warc_http_parse(block, strlen(block), NULL, &h, &cause), 0);
	T_INT(h.status, 404);
	T_STR(h.content_type, "");
	warc_http_clear(&h);
	snprintf(block, sizeof(block),
	    "HTTP/1.1 200 OK\r\n"
	    "Transfer-Encoding: chunked\r\n\r\n4\r\n<p>a\r\n5;x=y\r\nb</p>\r\n"
	    "0\r\n\r\n");
	T_INT(warc_http_parse(block, strlen(block), NULL, &h, &cause), 0);
	T_INT(h.len, 9);
	T_STR(h.body, "<p>ab</p>");
	warc_http_clear(&h);
	/* said chunked, stored decoded: kept as it is */
	snprintf(block, sizeof(block),
	    "HTTP/1.1 200 OK\r\n"
	    "Transfer-Encoding: chunked\r\n\r\n<p>plain</p>");
	T_INT(warc_http_parse(block, strlen(block), NULL, &h, &cause), 0);
	T_STR(h.body, "<p>plain</p>");
	warc_http_clear(&h);
	buf_init(&z);
	buf_adds(&z, "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\n\r\n");
	add_gzip(&z, html, strlen(html));
	T_INT(warc_http_parse(z.data, z.len, NULL, &h, &cause), 0);
	T_STR(h.body, html);
	T_INT(h.len, strlen(html));
	warc_http_clear(&h);
	buf_free(&z);
	snprintf(block, sizeof(block), "GET / HTTP/1.1\r\n\r\n");
	T_INT(warc_http_parse(block, strlen(block), NULL, &h, &cause), -1);
	T_OK(cause != NULL && strstr(cause, "status line") != NULL);
	free(cause);
	cause = NULL;
	snprintf(block, sizeof(block), "HTTP/1.1 200 OK\r\nX: y\r\n");
	T_INT(warc_http_parse(block, strlen(block), NULL, &h, &cause), -1);
	T_OK(cause != NULL && strstr(cause, "do not end") != NULL);
	free(cause);
}

static void
test_warc_sniff(void)
{
	T_INT(warc_sniff("WARC/1.0\r\n", 10), 1);
	T_INT(warc_sniff("\x1f\x8b\x08", 3), 1);
	T_INT(warc_sniff("{\"url\"", 6), 0);
	T_INT(warc_sniff("WAR", 3), 0);
}

int
main(void)
{
	T_RUN(test_warc_plain_records);
	T_RUN(test_warc_gzip_members);
	T_RUN(test_warc_truncated);
	T_RUN(test_warc_broken_records_skipped);
	T_RUN(test_warc_gzip_bomb_and_corrupt_member);
	T_RUN(test_warc_http);
	T_RUN(test_warc_sniff);
	return t_done();
}

/* SPDX-License-Identifier: ISC */
/*
 * warc: a streaming reader of WARC files (ISO 28500, WARC/1.0 and 1.1),
 * plain or gzip-compressed with one member per record as Common Crawl
 * writes them (told apart by their first bytes, not their name), and of
 * the HTTP response a response record holds.  Pure: bytes come in
 * through a read callback, records come out one at a time.
 *
 * Everything in a WARC file is taken as hostile: header lines, their
 * number, a record's length and what one gzip member decompresses to are
 * bounded.  A broken record is an error for that record alone: the
 * reader then goes on at the next gzip member, or the next "WARC/" line
 * of a plain file.  A file cut short ends with an error that says so.
 */
#ifndef TEMPLAR_WARC_H
#define TEMPLAR_WARC_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#define WARC_MAX_LINE 8192          /* one header line, bytes */
#define WARC_MAX_HEADERS 256        /* header lines of one record */
#define WARC_MAX_RECORD (32u << 20) /* one record's block, bytes */

struct warc_limits {
	size_t max_line;
	size_t max_headers;
	size_t max_record;
};

/*
 * Read up to len bytes into buf: return how many, 0 at the end of the
 * input, or -1 with errno set.
 */
typedef ssize_t (*warc_read_cb)(void *buf, size_t len, void *arg);

/* One record; the strings and the block are the reader's, valid until
 * the next warc_next().  The block is writable (warc_http_parse()
 * decodes a chunked body in place). */
struct warc_record {
	const char *type;         /* WARC-Type: "response", "request"... */
	const char *target_uri;   /* WARC-Target-URI, "" when none */
	const char *content_type; /* the record's own, "" when none */
	char *block;
	size_t len;
	uint64_t number; /* 1 for the first record of the input */
	uint64_t offset; /* where it starts in the input, in bytes */
};

enum warc_result {
	WARC_END = 0,     /* no more records */
	WARC_RECORD = 1,  /* *r holds one */
	WARC_BROKEN = -1, /* this record is broken (*cause); call
			     again for the next one */
	WARC_FATAL = -2   /* the input cannot be read further
			     (truncated, not WARC, a read error) */
};

struct warc;

/* limits may be NULL for the WARC_MAX_* defaults. */
struct warc *warc_new(
    warc_read_cb read, void *arg, const struct warc_limits *limits);
void warc_free(struct warc *w);

/*
 * The next record.  After WARC_BROKEN and WARC_FATAL, *cause is a
 * message the caller frees ("record 3 (at byte 5120): ...").
 */
enum warc_result warc_next(struct warc *w, struct warc_record *r, char **cause);

/* 1 once the input was found gzip-compressed. */
int warc_is_gzip(const struct warc *w);

/* 1 if these first bytes of an input start a WARC file (plain or
 * gzip-compressed: a gzip member is taken for one). */
int warc_sniff(const void *data, size_t len);

/* The HTTP response of a response record's block. */
struct warc_http {
	int status;             /* 200... */
	char content_type[256]; /* the header's value, "" when none */
	char *body;             /* in the block, or in owned */
	size_t len;
	char *owned; /* a decoded body; warc_http_clear() */
};

/*
 * Parse the status line and headers of the HTTP response in block
 * (limits as warc_new()'s, may be NULL), then its body: a chunked body
 * is decoded in place, a gzip or deflate one into h->owned.  Return 0,
 * or -1 with *cause set.
 */
int warc_http_parse(char *block, size_t len, const struct warc_limits *limits,
    struct warc_http *h, char **cause);
void warc_http_clear(struct warc_http *h);

#endif

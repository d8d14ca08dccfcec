/* SPDX-License-Identifier: ISC */
/*
 * warc: WARC records out of a byte stream, plain or gzip-compressed;
 * the HTTP response inside a response record.  See warc.h for the
 * limits and what happens to a broken record.
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <zlib.h>

#include "log.h"
#include "util.h"
#include "warc.h"

#define WARC_CHUNK 65536
#define WARC_MAX_BLANKS 64 /* empty lines tolerated between records */

/* After a broken record: how to find the next one. */
enum warc_resync {
	WARC_RESYNC_NONE,
	WARC_RESYNC_MEMBER, /* gzip: the rest of the member */
	WARC_RESYNC_SCAN,   /* gzip: the next gzip header in the raw bytes */
	WARC_RESYNC_LINE    /* plain: the next line starting "WARC/" */
};

struct warc {
	warc_read_cb read;
	void *arg;
	struct warc_limits lim;
	int detected;
	int gzip;
	int eof; /* the raw input ended */
	int failed;
	/* raw bytes */
	unsigned char *in;
	size_t in_pos, in_len;
	uint64_t in_base; /* raw bytes before in[0] */
	/* gzip state */
	z_stream z;
	int z_ready;
	int in_member;
	int hold;            /* a member's end is the stream's end */
	uint64_t member_at;  /* raw offset of the current member */
	uint64_t member_out; /* what it decompressed to so far */
	/* the stream records are read from (decompressed, or plain) */
	unsigned char *out;
	size_t out_pos, out_len;
	uint64_t out_base; /* stream bytes before out[0] */
	enum warc_resync resync;
	uint64_t skip;   /* plain: block bytes still to discard */
	int have_line;   /* line holds the next version line */
	struct buf line; /* one header line, NUL-terminated */
	struct buf block;
	char *type, *uri, *ctype;
	uint64_t number;
	uint64_t line_at; /* where the last line read starts */
	uint64_t rec_offset;
	char *cause; /* the stream's own error, for warc_fill() callers */
};

static int warc_raw_fill(struct warc *, size_t);
static int warc_fill(struct warc *);
static int warc_fill_gzip(struct warc *);
static int warc_member_start(struct warc *);
static int warc_skip_line(struct warc *);
static int warc_getline(struct warc *);
static int warc_headers(struct warc *, uint64_t *);
static void warc_header(struct warc *, char *, uint64_t *, int *);
static int warc_read_block(struct warc *, uint64_t);
static int warc_do_resync(struct warc *);
static void warc_scan_magic(struct warc *);
static enum warc_result warc_detect(struct warc *, char **);
static enum warc_result warc_version_line(struct warc *, char **);
static enum warc_result warc_fail(struct warc *, enum warc_result, char **,
    const char *, ...) PRINTFLIKE(4, 5);

struct warc *
warc_new(warc_read_cb read, void *arg, const struct warc_limits *limits)
{
	struct warc *w;

	w = xcalloc(1, sizeof(*w));
	w->read = read;
	w->arg = arg;
	if (limits != NULL)
		w->lim = *limits;
	else {
		w->lim.max_line = WARC_MAX_LINE;
		w->lim.max_headers = WARC_MAX_HEADERS;
		w->lim.max_record = WARC_MAX_RECORD;
	}
	if (w->lim.max_line < 16)
		w->lim.max_line = 16;
	w->in = xmalloc(WARC_CHUNK);
	w->out = xmalloc(WARC_CHUNK);
	buf_init(&w->line);
	buf_init(&w->block);
	return w;
}

void
warc_free(struct warc *w)
{
	if (w == NULL)
		return;
	if (w->z_ready)
		inflateEnd(&w->z);
	free(w->in);
	free(w->out);
	buf_free(&w->line);
	buf_free(&w->block);
	free(w->type);
	free(w->uri);
	free(w->ctype);
	free(w->cause);
	free(w);
}

int
warc_is_gzip(const struct warc *w)
{
	return w->gzip;
}

int
warc_sniff(const void *data, size_t len)
{
	const unsigned char *p = data;

	if (len >= 2 && p[0] == 0x1f && p[1] == 0x8b)
		return 1;
	return len >= 5 && memcmp(p, "WARC/", 5) == 0;
}

/* ---- the byte stream ---- */

/*
 * At least want raw bytes at in[in_pos] (fewer at the end of the
 * input): 1 when some are there, 0 at the end, -1 on a read error.
 */
static int
warc_raw_fill(struct warc *w, size_t want)
{
	ssize_t n;

	while (w->in_len - w->in_pos < want && !w->eof) {
		if (w->in_pos > 0) {
			memmove(
			    w->in, w->in + w->in_pos, w->in_len - w->in_pos);
			w->in_base += w->in_pos;
			w->in_len -= w->in_pos;
			w->in_pos = 0;
		}
		n = w->read(w->in + w->in_len, WARC_CHUNK - w->in_len, w->arg);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			free(w->cause);
			xasprintf(&w->cause, "read error: %s", strerror(errno));
			return -1;
		}
		if (n == 0)
			w->eof = 1;
		w->in_len += (size_t)n;
	}
	return w->in_len > w->in_pos;
}

/*
 * Refill the stream: 1 when out holds bytes, 0 at its end, -1 when the
 * input cannot be read further, -2 when the current gzip member is
 * broken (the reader goes on at the next one); w->cause says why.
 */
static int
warc_fill(struct warc *w)
{
	ssize_t n;

	if (w->out_pos < w->out_len)
		return 1;
	if (w->gzip)
		return warc_fill_gzip(w);
	/* Plain: what the sniff read first, then straight from the input. */
	w->out_base += w->out_len;
	w->out_pos = w->out_len = 0;
	if (w->in_pos < w->in_len) {
		memcpy(w->out, w->in + w->in_pos, w->in_len - w->in_pos);
		w->out_len = w->in_len - w->in_pos;
		w->in_base += w->in_len;
		w->in_pos = w->in_len = 0;
		return 1;
	}
	for (;;) {
		if (w->eof)
			return 0;
		n = w->read(w->out, WARC_CHUNK, w->arg);
		if (n > 0) {
			w->out_len = (size_t)n;
			return 1;
		}
		if (n == 0)
			w->eof = 1;
		else if (errno != EINTR) {
			free(w->cause);
			xasprintf(&w->cause, "read error: %s", strerror(errno));
			return -1;
		}
	}
}

/* A new gzip member at in[in_pos]: 1, 0 at the end, -1 when the bytes
 * there are no gzip member. */
static int
warc_member_start(struct warc *w)
{
	int rc;

	if ((rc = warc_raw_fill(w, 2)) <= 0)
		return rc;
	if (w->in_len - w->in_pos < 2 || w->in[w->in_pos] != 0x1f ||
	    w->in[w->in_pos + 1] != 0x8b) {
		free(w->cause);
		xasprintf(&w->cause, "the bytes at %llu are no gzip member",
		    (unsigned long long)(w->in_base + w->in_pos));
		return -1;
	}
	if (inflateReset(&w->z) != Z_OK)
		fatalx("inflateReset failed");
	w->in_member = 1;
	w->member_at = w->in_base + w->in_pos;
	w->member_out = 0;
	return 1;
}

static int
warc_fill_gzip(struct warc *w)
{
	uint64_t bound;
	size_t avail;
	int rc;

	bound = (uint64_t)w->lim.max_record +
	    (uint64_t)w->lim.max_line * (w->lim.max_headers + 4);
	w->out_base += w->out_len;
	w->out_pos = w->out_len = 0;
	for (;;) {
		if (!w->in_member && w->hold)
			return 0;
		if (!w->in_member && (rc = warc_member_start(w)) <= 0)
			return rc;
		if (w->in_pos == w->in_len && (rc = warc_raw_fill(w, 1)) <= 0) {
			if (rc == 0) {
				free(w->cause);
				xasprintf(&w->cause,
				    "truncated: the gzip member "
				    "at byte %llu ends early",
				    (unsigned long long)w->member_at);
			}
			w->in_member = 0;
			return -1;
		}
		avail = w->in_len - w->in_pos;
		w->z.next_in = w->in + w->in_pos;
		w->z.avail_in = (uInt)avail;
		w->z.next_out = w->out;
		w->z.avail_out = WARC_CHUNK;
		rc = inflate(&w->z, Z_NO_FLUSH);
		w->in_pos += avail - w->z.avail_in;
		w->out_len = WARC_CHUNK - w->z.avail_out;
		w->member_out += w->out_len;
		if (rc == Z_STREAM_END)
			w->in_member = 0;
		else if (rc != Z_OK && rc != Z_BUF_ERROR) {
			free(w->cause);
			xasprintf(&w->cause,
			    "the gzip member at byte %llu is "
			    "corrupt: %s",
			    (unsigned long long)w->member_at,
			    w->z.msg != NULL ? w->z.msg : "inflate error");
			w->in_member = 0;
			w->out_len = 0;
			w->resync = WARC_RESYNC_SCAN;
			return -2;
		}
		if (w->member_out > bound) {
			free(w->cause);
			xasprintf(&w->cause,
			    "the gzip member at byte %llu "
			    "decompresses to more than %llu bytes",
			    (unsigned long long)w->member_at,
			    (unsigned long long)bound);
			w->in_member = 0;
			w->out_len = 0;
			w->resync = WARC_RESYNC_SCAN;
			return -2;
		}
		if (w->out_len > 0)
			return 1;
	}
}

/* Raw bytes after a broken member: on to the next gzip header. */
static void
warc_scan_magic(struct warc *w)
{
	unsigned char *p;

	w->in_member = 0;
	w->out_pos = w->out_len = 0;
	for (;;) {
		if (warc_raw_fill(w, 3) <= 0)
			return;
		p = memchr(w->in + w->in_pos, 0x1f, w->in_len - w->in_pos);
		if (p == NULL) {
			w->in_pos = w->in_len;
			continue;
		}
		w->in_pos = (size_t)(p - w->in);
		if (warc_raw_fill(w, 3) <= 0 || w->in_len - w->in_pos < 3)
			return;
		if (w->in[w->in_pos + 1] == 0x8b && w->in[w->in_pos + 2] == 8)
			return;
		w->in_pos++;
	}
}

/* The rest of an overlong line, up to and with its end: WARC_BROKEN,
 * or WARC_FATAL when the stream cannot be read further. */
static int
warc_skip_line(struct warc *w)
{
	unsigned char *nl;
	int rc;

	for (;;) {
		if ((rc = warc_fill(w)) <= 0)
			return rc == -1 ? WARC_FATAL : WARC_BROKEN;
		nl = memchr(w->out + w->out_pos, '\n', w->out_len - w->out_pos);
		if (nl != NULL) {
			w->out_pos = (size_t)(nl - w->out) + 1;
			return WARC_BROKEN;
		}
		w->out_pos = w->out_len;
	}
}

/*
 * One line into w->line, without its line end: 1, 0 at the end of the
 * stream (no byte read), or WARC_BROKEN / WARC_FATAL with w->cause set.
 */
static int
warc_getline(struct warc *w)
{
	unsigned char *nl;
	size_t n;
	int rc;

	buf_reset(&w->line);
	for (;;) {
		if ((rc = warc_fill(w)) <= 0) {
			if (rc == 0 && w->line.len == 0)
				return 0;
			if (rc == 0) {
				free(w->cause);
				w->cause =
				    xstrdup("truncated in a header line");
				return WARC_FATAL;
			}
			return rc == -1 ? WARC_FATAL : WARC_BROKEN;
		}
		nl = memchr(w->out + w->out_pos, '\n', w->out_len - w->out_pos);
		n = nl != NULL ? (size_t)(nl - (w->out + w->out_pos))
			       : w->out_len - w->out_pos;
		if (w->line.len + n > w->lim.max_line) {
			free(w->cause);
			xasprintf(&w->cause,
			    "a header line is longer than %zu "
			    "bytes",
			    w->lim.max_line);
			return warc_skip_line(w);
		}
		if (w->line.len == 0)
			w->line_at =
			    w->gzip ? w->member_at : w->out_base + w->out_pos;
		buf_add(&w->line, w->out + w->out_pos, n);
		w->out_pos += n;
		if (nl != NULL) {
			w->out_pos++;
			break;
		}
	}
	if (w->line.len > 0 && w->line.data[w->line.len - 1] == '\r')
		w->line.len--;
	buf_addc(&w->line, '\0');
	w->line.len--;
	return 1;
}

/* Keep what the reader needs of one "Name: value" header line. */
static void
warc_header(struct warc *w, char *line, uint64_t *clen, int *has_clen)
{
	char *v, *end;
	size_t n;

	if ((v = strchr(line, ':')) == NULL)
		return;
	*v++ = '\0';
	v += strspn(v, " \t");
	n = strlen(v);
	while (n > 0 && (v[n - 1] == ' ' || v[n - 1] == '\t'))
		v[--n] = '\0';
	if (strcasecmp(line, "WARC-Type") == 0) {
		free(w->type);
		w->type = xstrdup(v);
	} else if (strcasecmp(line, "WARC-Target-URI") == 0) {
		/* WARC/0.18 writers put it in angle brackets. */
		if (n >= 2 && v[0] == '<' && v[n - 1] == '>') {
			v[n - 1] = '\0';
			v++;
		}
		free(w->uri);
		w->uri = xstrdup(v);
	} else if (strcasecmp(line, "Content-Type") == 0) {
		free(w->ctype);
		w->ctype = xstrdup(v);
	} else if (strcasecmp(line, "Content-Length") == 0) {
		errno = 0;
		if (!isdigit((unsigned char)*v))
			return;
		*clen = strtoull(v, &end, 10);
		if (errno == 0 && *end == '\0')
			*has_clen = 1;
	}
}

/* The version line (in w->line) is read: the named fields up to the
 * empty line.  WARC_RECORD, or an error with w->cause set. */
static int
warc_headers(struct warc *w, uint64_t *clen)
{
	size_t n;
	int rc, has_clen = 0;

	free(w->type);
	free(w->uri);
	free(w->ctype);
	w->type = w->uri = w->ctype = NULL;
	for (n = 0;; n++) {
		if ((rc = warc_getline(w)) != 1) {
			if (rc == 0) {
				free(w->cause);
				w->cause = xstrdup("truncated in the headers");
				return WARC_FATAL;
			}
			return rc;
		}
		if (w->line.len == 0)
			break;
		if (n >= w->lim.max_headers) {
			free(w->cause);
			xasprintf(&w->cause, "more than %zu header lines",
			    w->lim.max_headers);
			return WARC_BROKEN;
		}
		warc_header(w, w->line.data, clen, &has_clen);
	}
	if (!has_clen) {
		free(w->cause);
		w->cause = xstrdup("no valid Content-Length");
		return WARC_BROKEN;
	}
	if (w->type == NULL) {
		free(w->cause);
		w->cause = xstrdup("no WARC-Type");
		return WARC_BROKEN;
	}
	return WARC_RECORD;
}

/* The block of n bytes into w->block. */
static int
warc_read_block(struct warc *w, uint64_t n)
{
	size_t k;
	int rc;

	buf_reset(&w->block);
	while (w->block.len < n) {
		if ((rc = warc_fill(w)) <= 0) {
			if (rc == -2)
				return WARC_BROKEN;
			if (rc == 0) {
				free(w->cause);
				xasprintf(&w->cause,
				    "truncated: the block ends "
				    "after %zu of %llu bytes",
				    w->block.len, (unsigned long long)n);
			}
			return WARC_FATAL;
		}
		k = w->out_len - w->out_pos;
		if (k > n - w->block.len)
			k = (size_t)(n - w->block.len);
		buf_add(&w->block, w->out + w->out_pos, k);
		w->out_pos += k;
	}
	buf_addc(&w->block, '\0');
	w->block.len--;
	return WARC_RECORD;
}

/* Find the next record after a broken one: 0, or -1 when the input
 * cannot be read further (w->cause set). */
static int
warc_do_resync(struct warc *w)
{
	enum warc_resync how = w->resync;
	int rc;

	w->resync = WARC_RESYNC_NONE;
	switch (how) {
	case WARC_RESYNC_NONE:
		break;
	case WARC_RESYNC_MEMBER:
		w->hold = 1;
		while (w->in_member) {
			w->out_pos = w->out_len;
			if ((rc = warc_fill(w)) == -2) {
				warc_scan_magic(w);
				w->resync = WARC_RESYNC_NONE;
				break;
			}
			if (rc == -1) {
				w->hold = 0;
				return -1;
			}
		}
		w->hold = 0;
		w->out_pos = w->out_len;
		break;
	case WARC_RESYNC_SCAN:
		warc_scan_magic(w);
		break;
	case WARC_RESYNC_LINE:
		while (w->skip > 0) {
			if ((rc = warc_fill(w)) <= 0)
				return rc == 0 ? 0 : -1;
			if (w->out_len - w->out_pos > w->skip) {
				w->out_pos += (size_t)w->skip;
				w->skip = 0;
			} else {
				w->skip -= w->out_len - w->out_pos;
				w->out_pos = w->out_len;
			}
		}
		for (;;) {
			rc = warc_getline(w);
			if (rc == 0)
				break;
			if (rc == WARC_FATAL)
				return -1;
			if (rc == 1 && strncmp(w->line.data, "WARC/", 5) == 0) {
				w->have_line = 1;
				break;
			}
		}
		break;
	}
	return 0;
}

static enum warc_result
warc_fail(
    struct warc *w, enum warc_result rc, char **cause, const char *fmt, ...)
{
	va_list ap;
	char *msg;

	va_start(ap, fmt);
	if (xvasprintf(&msg, fmt, ap) == -1)
		fatalx("out of memory");
	va_end(ap);
	xasprintf(cause, "record %llu (at byte %llu): %s",
	    (unsigned long long)w->number, (unsigned long long)w->rec_offset,
	    msg);
	free(msg);
	if (rc == WARC_FATAL)
		w->failed = 1;
	else if (w->resync == WARC_RESYNC_NONE)
		w->resync = w->gzip ? WARC_RESYNC_MEMBER : WARC_RESYNC_LINE;
	return rc;
}

/*
 * On the first call: read the first bytes, tell plain from gzip and set
 * up inflating.  WARC_RECORD to go on, else what warc_next() returns.
 */
static enum warc_result
warc_detect(struct warc *w, char **cause)
{
	w->detected = 1;
	if (warc_raw_fill(w, 5) < 0) {
		w->failed = 1;
		*cause = xstrdup(w->cause);
		return WARC_FATAL;
	}
	if (w->in_len == 0)
		return WARC_END;
	if (!warc_sniff(w->in, w->in_len)) {
		w->failed = 1;
		*cause = xstrdup("not a WARC file (no \"WARC/\" or "
				 "gzip header at its start)");
		return WARC_FATAL;
	}
	w->gzip = w->in[0] == 0x1f;
	if (w->gzip) {
		memset(&w->z, 0, sizeof(w->z));
		if (inflateInit2(&w->z, 16 + MAX_WBITS) != Z_OK)
			fatalx("inflateInit2 failed");
		w->z_ready = 1;
	}
	return WARC_RECORD;
}

/*
 * The next record's version line, past the empty lines that end a
 * record, counted as the record's start.  WARC_RECORD when it is in
 * w->line, else what warc_next() returns.
 */
static enum warc_result
warc_version_line(struct warc *w, char **cause)
{
	int rc, blanks;

	for (blanks = 0; !w->have_line; blanks++) {
		if (!w->gzip)
			w->rec_offset = w->out_base + w->out_pos;
		if ((rc = warc_getline(w)) == 0)
			return WARC_END;
		if (rc != 1) {
			w->number++;
			if (w->gzip)
				w->rec_offset = w->line_at;
			return warc_fail(w, rc, cause, "%s", w->cause);
		}
		if (w->line.len > 0)
			break;
		if (blanks >= WARC_MAX_BLANKS) {
			w->number++;
			return warc_fail(w, WARC_BROKEN, cause,
			    "more than %d empty lines", WARC_MAX_BLANKS);
		}
	}
	w->have_line = 0;
	w->number++;
	if (w->gzip)
		w->rec_offset = w->line_at;
	if (strncmp(w->line.data, "WARC/", 5) != 0) {
		if (w->number == 1 && !w->gzip)
			return warc_fail(w, WARC_FATAL, cause,
			    "not a WARC file (no \"WARC/\" line)");
		return warc_fail(w, WARC_BROKEN, cause, "no \"WARC/\" line");
	}
	return WARC_RECORD;
}

enum warc_result
warc_next(struct warc *w, struct warc_record *r, char **cause)
{
	uint64_t clen = 0;
	int rc;

	*cause = NULL;
	if (w->failed)
		return WARC_END;
	if (!w->detected && (rc = warc_detect(w, cause)) != WARC_RECORD)
		return rc;
	if (warc_do_resync(w) == -1) {
		w->failed = 1;
		xasprintf(cause, "after record %llu: %s",
		    (unsigned long long)w->number, w->cause);
		return WARC_FATAL;
	}
	if ((rc = warc_version_line(w, cause)) != WARC_RECORD)
		return rc;
	if ((rc = warc_headers(w, &clen)) != WARC_RECORD)
		return warc_fail(w, rc, cause, "%s", w->cause);
	if (clen > w->lim.max_record) {
		if (!w->gzip)
			w->skip = clen;
		return warc_fail(w, WARC_BROKEN, cause,
		    "a block of %llu bytes, over the limit of %zu",
		    (unsigned long long)clen, w->lim.max_record);
	}
	if ((rc = warc_read_block(w, clen)) != WARC_RECORD)
		return warc_fail(w, rc, cause, "%s", w->cause);
	memset(r, 0, sizeof(*r));
	r->type = w->type;
	r->target_uri = w->uri != NULL ? w->uri : "";
	r->content_type = w->ctype != NULL ? w->ctype : "";
	r->block = w->block.data;
	r->len = w->block.len;
	r->number = w->number;
	r->offset = w->rec_offset;
	return WARC_RECORD;
}

/* ---- the HTTP response in a record ---- */

/* One line of the block at *p (up to end): its start and length without
 * the line end, *p moved past it; -1 when no line end comes within max. */
static int
warc_http_line(char **p, const char *end, size_t max, char **line, size_t *len)
{
	char *nl;
	size_t n;

	n = (size_t)(end - *p);
	if ((nl = memchr(*p, '\n', n < max + 1 ? n : max + 1)) == NULL)
		return -1;
	*line = *p;
	*len = (size_t)(nl - *p);
	if (*len > 0 && (*p)[*len - 1] == '\r')
		(*len)--;
	*p = nl + 1;
	return 0;
}

/* Decode a chunked body in place; -1 (body unchanged) if it is not. */
static int
warc_dechunk(char *body, size_t len, size_t *out)
{
	char *p, *end = body + len, *e, *dst;
	unsigned long long n;
	int pass;

	for (pass = 0; pass < 2; pass++) {
		p = body;
		dst = body;
		for (;;) {
			if (p >= end || !isxdigit((unsigned char)*p))
				return -1;
			errno = 0;
			n = strtoull(p, &e, 16);
			if (errno != 0 || e >= end)
				return -1;
			if ((p = memchr(e, '\n', (size_t)(end - e))) == NULL)
				return -1;
			p++;
			if (n == 0)
				break;
			if (n > (unsigned long long)(end - p))
				return -1;
			if (pass == 1)
				memmove(dst, p, (size_t)n);
			dst += n;
			p += n;
			if (p < end && *p == '\r')
				p++;
			if (p < end && *p == '\n')
				p++;
		}
	}
	*out = (size_t)(dst - body);
	return 0;
}

/* A gzip or zlib body into h->owned, at most max bytes. */
static int
warc_inflate_body(struct warc_http *h, size_t max, char **cause)
{
	z_stream z;
	struct buf b;
	char tmp[WARC_CHUNK];
	int rc;

	memset(&z, 0, sizeof(z));
	if (inflateInit2(&z, 32 + MAX_WBITS) != Z_OK)
		fatalx("inflateInit2 failed");
	buf_init(&b);
	z.next_in = (unsigned char *)h->body;
	z.avail_in = (uInt)h->len;
	do {
		z.next_out = (unsigned char *)tmp;
		z.avail_out = sizeof(tmp);
		rc = inflate(&z, Z_NO_FLUSH);
		buf_add(&b, tmp, sizeof(tmp) - z.avail_out);
		if (b.len > max) {
			xasprintf(cause,
			    "the body decompresses to more than "
			    "%zu bytes",
			    max);
			break;
		}
	} while (rc == Z_OK);
	inflateEnd(&z);
	if (*cause == NULL && rc != Z_STREAM_END)
		xasprintf(cause, "the compressed body is corrupt");
	if (*cause != NULL) {
		buf_free(&b);
		return -1;
	}
	buf_addc(&b, '\0');
	h->owned = b.data;
	h->body = b.data;
	h->len = b.len - 1;
	return 0;
}

int
warc_http_parse(char *block, size_t len, const struct warc_limits *limits,
    struct warc_http *h, char **cause)
{
	size_t max_line = WARC_MAX_LINE, max_headers = WARC_MAX_HEADERS;
	size_t max_record = WARC_MAX_RECORD, n, i, vlen;
	char *p = block, *end = block + len, *line, *v;
	int chunked = 0, zipped = 0;

	if (limits != NULL) {
		max_line = limits->max_line;
		max_headers = limits->max_headers;
		max_record = limits->max_record;
	}
	memset(h, 0, sizeof(*h));
	*cause = NULL;
	if (warc_http_line(&p, end, max_line, &line, &n) == -1 || n < 12 ||
	    strncmp(line, "HTTP/", 5) != 0 ||
	    (v = memchr(line, ' ', n)) == NULL || (size_t)(line + n - v) < 4 ||
	    !isdigit((unsigned char)v[1]) || !isdigit((unsigned char)v[2]) ||
	    !isdigit((unsigned char)v[3])) {
		*cause = xstrdup("no HTTP status line");
		return -1;
	}
	h->status = (v[1] - '0') * 100 + (v[2] - '0') * 10 + (v[3] - '0');
	for (i = 0;; i++) {
		if (warc_http_line(&p, end, max_line, &line, &n) == -1) {
			*cause = xstrdup("the HTTP headers do not end");
			return -1;
		}
		if (n == 0)
			break;
		if (i >= max_headers) {
			xasprintf(
			    cause, "more than %zu HTTP headers", max_headers);
			return -1;
		}
		if ((v = memchr(line, ':', n)) == NULL)
			continue;
		vlen = (size_t)(line + n - v - 1);
		v++;
		while (vlen > 0 && (*v == ' ' || *v == '\t')) {
			v++;
			vlen--;
		}
		if ((size_t)(v - line) >= 13 &&
		    strncasecmp(line, "Content-Type:", 13) == 0) {
			if (vlen >= sizeof(h->content_type))
				vlen = sizeof(h->content_type) - 1;
			memcpy(h->content_type, v, vlen);
			h->content_type[vlen] = '\0';
		} else if (strncasecmp(line, "Transfer-Encoding:", 18) == 0) {
			chunked = vlen >= 7 &&
			    strncasecmp(v + vlen - 7, "chunked", 7) == 0;
		} else if (strncasecmp(line, "Content-Encoding:", 17) == 0) {
			zipped =
			    (vlen >= 4 && strncasecmp(v, "gzip", 4) == 0) ||
			    (vlen >= 6 && strncasecmp(v, "x-gzip", 6) == 0) ||
			    (vlen >= 7 && strncasecmp(v, "deflate", 7) == 0);
		}
	}
	h->body = p;
	h->len = (size_t)(end - p);
	/* Crawlers often store the body decoded under the original headers:
	 * decode only what still looks encoded. */
	if (chunked && warc_dechunk(h->body, h->len, &n) == 0) {
		h->len = n;
		h->body[n] = '\0';
	}
	if (zipped && h->len >= 2 &&
	    ((unsigned char)h->body[0] == 0x1f ||
		(unsigned char)h->body[0] == 0x78))
		return warc_inflate_body(h, max_record, cause);
	return 0;
}

void
warc_http_clear(struct warc_http *h)
{
	free(h->owned);
	memset(h, 0, sizeof(*h));
}

/* SPDX-License-Identifier: ISC */
/*
 * fuzz-warc: warc_next() over arbitrary bytes, as a WARC file given to
 * templar extract --templates, handed out in reads of a size the input's
 * first byte picks; warc_http_parse() on every record's block.  Small
 * limits, so that the bounds are reached.  Besides not crashing or
 * leaking: a broken or fatal record says why; a record's block is within
 * the limit and NUL-terminated; records are numbered in order; nothing
 * comes after a fatal error; a parsed response's body lies within its
 * block or is decoded within the limit.  Built with libFuzzer
 * (-DTEMPLAR_LIBFUZZER), or as a plain program that replays the files
 * named on its command line.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"
#include "warc.h"

#define FUZZ_WARC_MAX (256 * 1024)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

struct fuzz_in {
	const uint8_t *data;
	size_t len, pos, step;
};

static ssize_t
fuzz_warc_read(void *buf, size_t len, void *arg)
{
	struct fuzz_in *in = arg;
	size_t n = in->len - in->pos;

	if (n > len)
		n = len;
	if (n > in->step)
		n = in->step;
	memcpy(buf, in->data + in->pos, n);
	in->pos += n;
	return (ssize_t)n;
}

static void
fuzz_warc_http(struct warc_record *r, const struct warc_limits *lim)
{
	struct warc_http h;
	char *cause = NULL;

	if (warc_http_parse(r->block, r->len, lim, &h, &cause) == -1) {
		if (cause == NULL)
			abort(); /* a refusal says why */
		free(cause);
		return;
	}
	if (h.owned != NULL) {
		if (h.len > lim->max_record || h.body != h.owned)
			abort();
	} else if (h.body < r->block || h.body + h.len > r->block + r->len)
		abort(); /* the body lies in the block */
	if (h.status < 0 || h.status > 999 ||
	    memchr(h.content_type, '\0', sizeof(h.content_type)) == NULL)
		abort();
	warc_http_clear(&h);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct warc_limits lim = { 128, 16, 4096 };
	struct fuzz_in in;
	struct warc *w;
	struct warc_record r;
	enum warc_result rc;
	uint64_t last = 0;
	char *cause;
	int fatal = 0;

	if (size < 1 || size > FUZZ_WARC_MAX)
		return 0;
	in.data = data + 1;
	in.len = size - 1;
	in.pos = 0;
	in.step = (size_t)data[0] * 7 + 1;
	w = warc_new(fuzz_warc_read, &in, &lim);
	while ((rc = warc_next(w, &r, &cause)) != WARC_END) {
		if (fatal)
			abort(); /* nothing after a fatal error */
		if (rc != WARC_RECORD) {
			if (cause == NULL)
				abort(); /* an error says why */
			free(cause);
			fatal = rc == WARC_FATAL;
			continue;
		}
		if (r.len > lim.max_record || r.block[r.len] != '\0' ||
		    r.number <= last || r.type == NULL ||
		    r.target_uri == NULL || r.content_type == NULL)
			abort();
		last = r.number;
		fuzz_warc_http(&r, &lim);
	}
	warc_free(w);
	return 0;
}

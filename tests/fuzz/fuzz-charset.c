/* SPDX-License-Identifier: ISC */
/*
 * fuzz-charset: charset.c on arbitrary bytes.  The input is read as
 * UTF-8 code point by code point, decoded from a charset picked by its
 * length (and by its first line taken as a label), and the decoded text
 * is made plain text by html_fragment_text().
 * Besides not crashing or leaking, charset_utf8_get() must step 1 to 4
 * bytes and give a scalar value, re-encode what it reads as valid to
 * the same bytes, agree with charset_utf8_len() and charset_utf8_scan();
 * charset_word() must step forward;
 * charset_decode() must give valid UTF-8 without a NUL within its bound,
 * leave the buffer as it was when it fails, and read UTF-8 as itself when
 * it is valid; every code point has a class.
 * Built with libFuzzer (-DTEMPLAR_LIBFUZZER), or as a plain program that
 * replays the files named on its command line.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "charset.h"
#include "html.h"
#include "util.h"

#define FUZZ_CHARSET_MAX (256 * 1024)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fuzz_charset_read(const char *, size_t);
static void fuzz_charset_decode(const char *, const char *, size_t);

/* iconv names the alias table gives, and a few it does not know. */
static const char *charsets[] = { "UTF-8", "WINDOWS-1252", "WINDOWS-1254",
	"GB18030", "BIG5-HKSCS", "CP932", "EUC-JP", "ISO-2022-JP", "CP949",
	"KOI8-R", "UTF-16LE", "UTF-16BE", "NO-SUCH-CHARSET" };

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *s = (const char *)data, *cs, *nl;
	char label[64];
	size_t n;

	if (size > FUZZ_CHARSET_MAX)
		return 0;
	fuzz_charset_read(s, size);
	fuzz_charset_decode(charsets[size % NELEM(charsets)], s, size);
	/* the first line as a label, the rest as text in it */
	nl = memchr(s, '\n', size < sizeof(label) ? size : sizeof(label));
	if (nl != NULL) {
		n = (size_t)(nl - s);
		memcpy(label, s, n);
		label[n] = '\0';
		if ((cs = charset_canonical(label)) != NULL) {
			if (*cs == '\0')
				abort();
			fuzz_charset_decode(cs, nl + 1, size - n - 1);
		}
	}
	return 0;
}

/* Read the bytes as UTF-8, one code point at a time. */
static void
fuzz_charset_read(const char *s, size_t size)
{
	struct buf b;
	enum charset_class k;
	size_t i, n;
	uint32_t c, lower;
	int valid = 1, high = 0;

	buf_init(&b);
	for (i = 0; i < size; i += n) {
		c = charset_utf8_get(s + i, size - i, &n);
		if (n < 1 || n > 4 || n > size - i || c > 0x10ffff ||
		    (c >= 0xd800 && c <= 0xdfff))
			abort();
		/* an invalid byte reads as U+FFFD one byte long */
		if (charset_utf8_len(s + i, size - i) !=
		    (n == 1 && c == CHARSET_REPLACEMENT ? 0 : n))
			abort();
		if (n == 1 && c == CHARSET_REPLACEMENT)
			valid = 0;
		else {
			buf_reset(&b);
			charset_utf8_put(&b, c);
			if (b.len != n || memcmp(b.data, s + i, n) != 0)
				abort();
			high |= c >= 0x80;
		}
		k = charset_class(c, &lower);
		if (k != CHARSET_SEP && k != CHARSET_WORD && k != CHARSET_CJK &&
		    k != CHARSET_CJK_PUNCT)
			abort();
		if (charset_is_unspaced(c) !=
		    (k == CHARSET_CJK || k == CHARSET_CJK_PUNCT))
			abort();
	}
	buf_free(&b);
	if (charset_utf8_scan(s, size) != (valid ? high : -1))
		abort();
	/* a tokeniser's steps: forward, within cp, a class each */
	for (i = 0; i < size; i += n) {
		uint32_t cp[8];
		size_t got;

		n = charset_word(s + i, size - i, cp, NELEM(cp), &got, &k);
		if (n < 1 || n > size - i || got > NELEM(cp) ||
		    (k != CHARSET_WORD && got != 1))
			abort();
	}
}

/* Decode from cs, within a bound and without; check the text. */
static void
fuzz_charset_decode(const char *cs, const char *s, size_t size)
{
	struct buf b;
	char *text;
	size_t max = size * 4 + 16;
	int rc;

	buf_init(&b);
	buf_adds(&b, "x");
	rc = charset_decode(cs, s, size, max, &b);
	if (rc == -1 || rc == -2) {
		if (b.len != 1 || strcmp(b.data, "x") != 0)
			abort();
		buf_free(&b);
		return;
	}
	if (rc != 0 || b.len - 1 > max || strlen(b.data) != b.len ||
	    charset_utf8_scan(b.data, b.len) == -1)
		abort();
	/* valid UTF-8 without a NUL reads as itself */
	if (strcmp(cs, "UTF-8") == 0 && memchr(s, '\0', size) == NULL &&
	    charset_utf8_scan(s, size) != -1 &&
	    (b.len - 1 != size || memcmp(b.data + 1, s, size) != 0))
		abort();
	/* half the bound: fails as a whole or fits */
	buf_reset(&b);
	rc = charset_decode(cs, s, size, size / 2, &b);
	if ((rc != 0 && b.len != 0) || (rc == 0 && b.len > size / 2))
		abort();
	buf_free(&b);
	buf_init(&b);
	charset_decode(cs, s, size, max, &b);
	if ((text = html_fragment_text(b.data != NULL ? b.data : "", b.len)) !=
	    NULL) {
		if (charset_utf8_scan(text, strlen(text)) == -1)
			abort();
		free(text);
	}
	buf_free(&b);
}

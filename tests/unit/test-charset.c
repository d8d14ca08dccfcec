/* SPDX-License-Identifier: ISC */
/* Unit tests for charset.c: labels, decoding, UTF-8 reading, classes. */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "charset.h"
#include "util.h"

static void
test_charset_canonical(void)
{
	T_STR(charset_canonical("GB2312"), "GB18030");
	T_STR(charset_canonical("x-gbk"), "GB18030");
	T_STR(charset_canonical(" \"US-ASCII\""), "WINDOWS-1252");
	T_STR(charset_canonical("utf8"), "UTF-8");
	T_STR(charset_canonical("UTF-8; foo"), "UTF-8");
	T_STR(charset_canonical("utf-16le"), "UTF-8");
	T_STR(charset_canonical("sjis"), "CP932");
	T_STR(charset_canonical("cp932"), "CP932");
	T_STR(charset_canonical("EUC-JP"), "EUC-JP");
	T_STR(charset_canonical("ks_c_5601-1987"), "CP949");
	T_STR(charset_canonical("latin5"), "WINDOWS-1254");
	T_STR(charset_canonical("iso-8859-9"), "WINDOWS-1254");
	T_STR(charset_canonical("iso8859-9"), "WINDOWS-1254");
	T_STR(charset_canonical("koi8"), "KOI8-R");
	T_STR(charset_canonical("koi8-u"), "KOI8-U");
	T_STR(charset_canonical("iso-8859-15"), "ISO-8859-15");
	T_STR(charset_canonical("iso_8859-2:1987"), "ISO-8859-2");
	T_STR(charset_canonical("iso88597"), "ISO-8859-7");
	T_STR(charset_canonical("cp1251"), "WINDOWS-1251");
	T_STR(charset_canonical("x-cp1250"), "WINDOWS-1250");
	T_STR(charset_canonical("windows-1258"), "WINDOWS-1258");
	T_STR(charset_canonical("windows-1259"), NULL);
	T_STR(charset_canonical("iso-8859-12"), NULL);
	T_STR(charset_canonical("iso-8859-"), NULL);
	T_STR(charset_canonical("tis-620"), "WINDOWS-874");
	T_STR(charset_canonical("DOS-874"), "WINDOWS-874");
	T_STR(charset_canonical("windows-874"), "WINDOWS-874");
	T_STR(charset_canonical("bogus"), NULL);
	T_STR(charset_canonical(""), NULL);
	T_STR(charset_canonical(NULL), NULL);
}

/* Decode and return the text (caller frees), or NULL with *rc set. */
static char *
decode(const char *cs, const char *data, size_t len, size_t max, int *rc)
{
	struct buf b;

	buf_init(&b);
	buf_adds(&b, "<");
	*rc = charset_decode(cs, data, len, max, &b);
	return buf_detach(&b, NULL);
}

static void
test_charset_decode(void)
{
	char *s;
	int rc;

	/* latin5: 0xDD is dotted I, not Y acute */
	s = decode("WINDOWS-1254",
	    "\xdd"
	    "stanbul",
	    8, 100, &rc);
	T_INT(rc, 0);
	T_STR(s, "<\xc4\xb0stanbul");
	free(s);
	s = decode("GB18030", "\xd6\xd0\xce\xc4", 4, 100, &rc);
	T_STR(s, "<\xe4\xb8\xad\xe6\x96\x87"); /* 中文 */
	free(s);
	/* a byte Shift_JIS has no character for, a NUL, a cut lead byte */
	s = decode("CP932",
	    "a\xa0"
	    "b\0c\x82",
	    6, 100, &rc);
	T_INT(rc, 0);
	T_STR(s,
	    "<a\xef\xbf\xbd"
	    "b\xef\xbf\xbd"
	    "c\xef\xbf\xbd");
	free(s);
	/* UTF-8 is checked: one U+FFFD a bad byte */
	s = decode("utf-8", "ok \xe2\x82 \xc0\xaf\0!", 10, 100, &rc);
	T_INT(rc, 0);
	T_STR(s,
	    "<ok \xef\xbf\xbd\xef\xbf\xbd \xef\xbf\xbd\xef\xbf\xbd"
	    "\xef\xbf\xbd!");
	free(s);
	/* a lone byte between ASCII is windows-1252's: legacy quotes, a
	 * pound sign, a dash pasted into UTF-8; one undefined there and
	 * bytes in a run stay U+FFFD */
	s = decode("UTF-8",
	    "caf\xc3\xa9 \x93hi\x94 \xa3"
	    "5 a\x97"
	    "b \x81 \xf6\xdf",
	    22, 100, &rc);
	T_INT(rc, 0);
	T_STR(s,
	    "<caf\xc3\xa9 \xe2\x80\x9chi\xe2\x80\x9d \xc2\xa3"
	    "5 a\xe2\x80\x94"
	    "b \xef\xbf\xbd \xef\xbf\xbd\xef\xbf\xbd");
	free(s);
	s = decode("NO-SUCH-CHARSET", "abc", 3, 100, &rc);
	T_INT(rc, -1);
	T_STR(s, "<");
	free(s);
	/* the bound: out is left as it was */
	s = decode("WINDOWS-1252", "\x80\x80\x80", 3, 8, &rc);
	T_INT(rc, -2);
	T_STR(s, "<");
	free(s);
	s = decode("WINDOWS-1252", "\x80\x80\x80", 3, 9, &rc);
	T_INT(rc, 0);
	T_STR(s, "<\xe2\x82\xac\xe2\x82\xac\xe2\x82\xac");
	free(s);
	s = decode("UTF-8", "\xff\xff", 2, 5, &rc);
	T_INT(rc, -2);
	T_STR(s, "<");
	free(s);
	s = decode("UTF-8", "abcdef", 6, 5, &rc);
	T_INT(rc, -2);
	free(s);
}

/* A large input crosses the iconv chunks. */
static void
test_charset_decode_long(void)
{
	size_t n = 30000, i;
	char *in = xmalloc(n);
	char *s;
	int rc, ok = 1;

	for (i = 0; i < n; i++)
		in[i] = (char)(i % 2 == 0 ? 0xe9 : 'x');
	s = decode("ISO-8859-15", in, n, 3 * n, &rc);
	T_INT(rc, 0);
	T_INT(strlen(s), 1 + n / 2 * 3);
	for (i = 1; s[i] != '\0'; i += 3)
		ok &= memcmp(s + i, "\xc3\xa9x", 3) == 0;
	T_OK(ok);
	free(s);
	free(in);
}

/* The second guesses of a label: pages' (no flags) and feeds'. */
static void
test_charset_guess(void)
{
	const char *utf8 = "caf\xc3\xa9 cr\xc3\xa8me", *ascii = "plain text";
	const char *latin = "caf\xe9 cr\xe8me";
	/* 中文中文 in GB2312, and one byte no GBK lead has */
	const char *gbk = "\xd6\xd0\xce\xc4\xd6\xd0\xce\xc4",
		   *bad = "a\x80"
			  "b";
	int scan;

	/* a windows-1252 label on UTF-8 text is a lie; on ASCII it is not */
	T_STR(charset_guess("WINDOWS-1252", utf8, strlen(utf8), 0, &scan),
	    "UTF-8");
	T_INT(scan, 1);
	T_STR(charset_guess("WINDOWS-1252", ascii, strlen(ascii), 0, &scan),
	    "WINDOWS-1252");
	T_INT(scan, 0);
	T_STR(charset_guess("WINDOWS-1252", latin, strlen(latin), 0, &scan),
	    "WINDOWS-1252");
	T_INT(scan, -1);
	/* other labels only with CHARSET_GUESS_ANY_LABEL */
	T_STR(charset_guess("ISO-8859-2", utf8, strlen(utf8), 0, &scan),
	    "ISO-8859-2");
	T_INT(scan, -2);
	T_STR(charset_guess("ISO-8859-2", utf8, strlen(utf8),
		  CHARSET_GUESS_ANY_LABEL, NULL),
	    "UTF-8");
	/* a UTF-8 label on text without one UTF-8 character beyond ASCII
	 * is a server's default over windows-1252; with one, it holds */
	T_STR(charset_guess("UTF-8", latin, strlen(latin), 0, &scan),
	    "WINDOWS-1252");
	T_INT(scan, -1);
	T_STR(charset_guess("UTF-8", "caf\xc3\xa9 cr\xe8me", 11, 0, &scan),
	    "UTF-8");
	T_INT(scan, -1);
	T_STR(charset_guess("UTF-8", utf8, strlen(utf8), 0, &scan), "UTF-8");
	T_INT(scan, 1);
	T_STR(charset_guess("UTF-8", ascii, strlen(ascii), 0, &scan), "UTF-8");
	T_INT(scan, 0);
	/* no label: UTF-8 when it is, GBK pairs only when asked, else NULL */
	T_STR(charset_guess(NULL, ascii, strlen(ascii), 0, &scan), "UTF-8");
	T_INT(scan, 0);
	T_STR(charset_guess(NULL, utf8, strlen(utf8), CHARSET_GUESS_GBK, NULL),
	    "UTF-8");
	T_STR(charset_guess(NULL, gbk, strlen(gbk), 0, NULL), NULL);
	T_STR(charset_guess(NULL, gbk, strlen(gbk), CHARSET_GUESS_GBK, NULL),
	    "GB18030");
	/* a latin1 label on Chinese text in GBK, with enough hanzi to say
	 * so, is a server's default; not on Cyrillic under its own label;
	 * a legacy text's runs of no-break spaces pair up, but as no
	 * hanzi, whatever the label */
	{
		struct buf b;
		int i;

		buf_init(&b);
		for (i = 0; i < 4; i++)
			buf_adds(&b, "<p>\xd6\xd0\xce\xc4</p>");
		T_STR(charset_guess("WINDOWS-1252", b.data, b.len,
			  CHARSET_GUESS_GBK, &scan),
		    "WINDOWS-1252");
		for (i = 0; i < 4; i++)
			buf_adds(&b, "<p>\xd6\xd0\xce\xc4</p>");
		T_STR(charset_guess("WINDOWS-1252", b.data, b.len,
			  CHARSET_GUESS_GBK, &scan),
		    "GB18030");
		T_INT(scan, -1);
		T_STR(charset_guess("WINDOWS-1252", b.data, b.len, 0, NULL),
		    "WINDOWS-1252");
		T_STR(charset_guess("WINDOWS-1251", b.data, b.len,
			  CHARSET_GUESS_GBK | CHARSET_GUESS_ANY_LABEL, NULL),
		    "WINDOWS-1251");
		buf_free(&b);
		buf_init(&b);
		for (i = 0; i < 40; i++)
			buf_adds(&b, "<td>\xa0\xa0</td>");
		T_STR(charset_guess("WINDOWS-1252", b.data, b.len,
			  CHARSET_GUESS_GBK, NULL),
		    "WINDOWS-1252");
		T_STR(
		    charset_guess(NULL, b.data, b.len, CHARSET_GUESS_GBK, NULL),
		    NULL);
		T_STR(charset_guess(
			  "UTF-8", b.data, b.len, CHARSET_GUESS_GBK, NULL),
		    "WINDOWS-1252");
		buf_free(&b);
	}
	/* too few pairs, or a byte no pair starts with */
	T_STR(charset_guess(NULL, gbk, 4, CHARSET_GUESS_GBK, NULL), NULL);
	T_STR(charset_guess(NULL, bad, strlen(bad), CHARSET_GUESS_GBK, NULL),
	    NULL);
	T_STR(
	    charset_guess(NULL, latin, strlen(latin), CHARSET_GUESS_GBK, NULL),
	    NULL);
	/* a character cut in two ("...") among a hundred pairs is a
	 * server cutting a title short at a byte count; two are not */
	{
		struct buf b;
		int i;

		buf_init(&b);
		for (i = 0; i < 25; i++)
			buf_adds(&b, gbk);
		buf_adds(&b, "\xc7...");
		T_STR(
		    charset_guess(NULL, b.data, b.len, CHARSET_GUESS_GBK, NULL),
		    "GB18030");
		buf_adds(&b, "\xc7...");
		T_STR(
		    charset_guess(NULL, b.data, b.len, CHARSET_GUESS_GBK, NULL),
		    NULL);
		buf_free(&b);
	}
}

/* The scan's eight-byte steps and the bytes after them. */
static void
test_charset_utf8_scan(void)
{
	char s[40];

	memset(s, 'a', sizeof(s));
	T_INT(charset_utf8_scan(s, sizeof(s)), 0);
	memcpy(s + 17, "\xc3\xa9", 2);
	T_INT(charset_utf8_scan(s, sizeof(s)), 1);
	s[38] = '\xc3'; /* cut short at the end */
	T_INT(charset_utf8_scan(s, sizeof(s)), -1);
	T_INT(charset_utf8_scan(s, 38), 1);
	s[7] = '\xff';
	T_INT(charset_utf8_scan(s, 16), -1);
	T_INT(charset_utf8_scan(s, 7), 0);
}

static void
test_charset_utf8_get(void)
{
	size_t n;

	T_INT(charset_utf8_get("a", 1, &n), 'a');
	T_INT(n, 1);
	T_INT(charset_utf8_get("\xc3\xa9", 2, &n), 0xe9);
	T_INT(n, 2);
	T_INT(charset_utf8_get("\xe4\xb8\xad", 3, &n), 0x4e2d);
	T_INT(n, 3);
	T_INT(charset_utf8_get("\xf0\x9f\x98\x80", 4, &n), 0x1f600);
	T_INT(n, 4);
	/* cut short by left, or by a NUL */
	T_INT(charset_utf8_get("\xe4\xb8\xad", 2, &n), 0xfffd);
	T_INT(n, 1);
	T_INT(charset_utf8_get("\xe4\xb8", SIZE_MAX, &n), 0xfffd);
	T_INT(n, 1);
	/* overlong, surrogate, past U+10FFFF, stray continuation, 0xff */
	T_INT(charset_utf8_get("\xe0\x80\xaf", 3, &n), 0xfffd);
	T_INT(n, 1);
	T_INT(charset_utf8_get("\xc1\xbf", 2, &n), 0xfffd);
	T_INT(charset_utf8_get("\xed\xa0\x80", 3, &n), 0xfffd);
	T_INT(charset_utf8_get("\xf4\x90\x80\x80", 4, &n), 0xfffd);
	T_INT(charset_utf8_get("\x80", 1, &n), 0xfffd);
	T_INT(charset_utf8_get("\xff", 1, &n), 0xfffd);
	/* a real U+FFFD is valid */
	T_INT(charset_utf8_get("\xef\xbf\xbd", 3, &n), 0xfffd);
	T_INT(n, 3);
	T_INT(charset_utf8_len("\xef\xbf\xbd", 3), 3);
	T_INT(charset_utf8_len("\xef\xbf", 2), 0);
	T_INT(charset_utf8_len("\0", 1), 1);
	T_INT(charset_utf8_scan("abc", 3), 0);
	T_INT(charset_utf8_scan("ab\xc3\xa9", 4), 1);
	T_INT(charset_utf8_scan("ab\xe9", 3), -1);
	T_INT(charset_utf8_scan("", 0), 0);
}

static void
test_charset_utf8_put(void)
{
	struct buf b;

	buf_init(&b);
	charset_utf8_put(&b, 'a');
	charset_utf8_put(&b, 0xe9);
	charset_utf8_put(&b, 0x4e2d);
	charset_utf8_put(&b, 0x1f600);
	charset_utf8_put(&b, 0xd800);
	charset_utf8_put(&b, 0x110000);
	T_STR(b.data,
	    "a\xc3\xa9\xe4\xb8\xad\xf0\x9f\x98\x80\xef\xbf\xbd"
	    "\xef\xbf\xbd");
	buf_free(&b);
	T_INT(charset_cp1252_c1(0x92), 0x2019);
	T_INT(charset_cp1252_c1(0x81), 0);
	T_INT(charset_cp1252_c1(0xa0), 0);
}

static void
test_charset_class(void)
{
	uint32_t l;

	T_INT(charset_class('A', &l), CHARSET_WORD);
	T_INT(l, 'a');
	T_INT(charset_class(0xc9, &l), CHARSET_WORD); /* É */
	T_INT(l, 0xe9);
	T_INT(charset_class(0x416, &l), CHARSET_WORD); /* Ж */
	T_INT(l, 0x436);
	T_INT(charset_class(0xff21, &l), CHARSET_WORD); /* full-width A */
	T_INT(l, 'a');
	T_INT(charset_class(',', NULL), CHARSET_SEP);
	T_INT(charset_class(0x2014, NULL), CHARSET_SEP); /* em dash */
	T_INT(charset_class(0x1f600, NULL), CHARSET_SEP);
	T_INT(charset_class(0x4e2d, &l), CHARSET_CJK);
	T_INT(l, 0x4e2d);
	T_INT(charset_class(0x3042, NULL), CHARSET_CJK); /* あ */
	T_INT(charset_class(0xd55c, NULL), CHARSET_CJK); /* 한 */
	T_INT(charset_class(0xff76, NULL), CHARSET_CJK); /* half-width カ */
	/* U+3000-303F: punctuation, but its letters are ideographs */
	T_INT(charset_class(0x3000, NULL), CHARSET_CJK_PUNCT);
	T_INT(charset_class(0x3002, NULL), CHARSET_CJK_PUNCT); /* 。 */
	T_INT(charset_class(0x300c, NULL), CHARSET_CJK_PUNCT); /* 「 */
	T_INT(charset_class(0x3005, NULL), CHARSET_CJK);       /* 々 */
	T_INT(charset_class(0x3007, NULL), CHARSET_CJK);       /* 〇 */
	T_INT(charset_class(0xff0c, NULL), CHARSET_CJK_PUNCT); /* ， */
	T_OK(charset_is_unspaced(0x4e2d));
	T_OK(charset_is_unspaced(0x3002));
	T_OK(charset_is_unspaced(0xff0c));
	T_OK(!charset_is_unspaced('a'));
	T_OK(!charset_is_unspaced(0xe9));
	T_OK(!charset_is_unspaced(0x2014));
	T_OK(!charset_is_unspaced(0xff21));
}

static void
test_charset_word(void)
{
	const char *s = "ÉcoLe, 東京。x";
	uint32_t cp[4];
	enum charset_class k;
	size_t n, len = strlen(s), i = 0;

	i += charset_word(s + i, len - i, cp, 4, &n, &k);
	T_INT(k, CHARSET_WORD);
	T_INT(n, 4); /* "écol": the fifth is read, not stored */
	T_INT(cp[0], 0xe9);
	T_INT(cp[3], 'l');
	T_INT(i, 6);
	i += charset_word(s + i, len - i, cp, 4, &n, &k);
	T_INT(k, CHARSET_SEP);
	T_INT(n, 1);
	T_INT(cp[0], ',');
	i += charset_word(s + i, len - i, cp, 4, &n, &k);
	T_INT(k, CHARSET_SEP);
	i += charset_word(s + i, len - i, cp, 4, &n, &k);
	T_INT(k, CHARSET_CJK);
	T_INT(cp[0], 0x6771);
	T_INT(i, 11);
	i += charset_word(s + i, len - i, cp, 4, &n, &k);
	i += charset_word(s + i, len - i, cp, 4, &n, &k);
	T_INT(k, CHARSET_CJK_PUNCT);
	i += charset_word(s + i, len - i, cp, 4, &n, &k);
	T_INT(k, CHARSET_WORD);
	T_INT(cp[0], 'x');
	T_INT(i, len);
}

int
main(void)
{
	T_RUN(test_charset_canonical);
	T_RUN(test_charset_decode);
	T_RUN(test_charset_decode_long);
	T_RUN(test_charset_guess);
	T_RUN(test_charset_utf8_scan);
	T_RUN(test_charset_utf8_get);
	T_RUN(test_charset_utf8_put);
	T_RUN(test_charset_class);
	T_RUN(test_charset_word);
	return t_done();
}

/* SPDX-License-Identifier: ISC */
/*
 * charset: labels, decoding to UTF-8, reading UTF-8 and the classes of
 * code points (charset.h).  Pages (html.c) and feeds (feed.c) name their
 * charsets in the same words and are decoded by the same loop, so a label
 * one of them knows the other knows too; tokens (text.c) and the
 * full-text index (store) agree on what CJK text is because both ask
 * charset_class().
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <iconv.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "charset.h"
#include "util.h"

#define CHARSET_CHUNK 8192     /* iconv output per call */
#define CHARSET_GBK_STRAYS 100 /* GBK pairs to one lead byte cut off */
#define CHARSET_GBK_HANZI 16   /* hanzi that overrule a latin1 label */

struct charset_alias {
	const char *label;
	const char *name;
};

/*
 * Labels as the WHATWG Encoding Standard maps them (the common ones),
 * which is what browsers, and so the pages' authors, go by: Latin-1 and
 * ASCII are windows-1252, GB2312 and GBK are read as their superset
 * GB18030, Shift_JIS as Microsoft's CP932, EUC-KR as CP949.  Numbered
 * families (windows-125x, cp125x, iso-8859-x) are read in
 * charset_canonical().
 */
static const struct charset_alias charset_aliases[] = {
	{ "utf-8", "UTF-8" },
	{ "utf8", "UTF-8" },
	{ "unicode-1-1-utf-8", "UTF-8" },
	{ "unicode11utf8", "UTF-8" },
	{ "unicode20utf8", "UTF-8" },
	{ "x-unicode20utf8", "UTF-8" },
	/* a label claiming UTF-16 on bytes read as ASCII means UTF-8 */
	{ "utf-16", "UTF-8" },
	{ "utf-16le", "UTF-8" },
	{ "utf-16be", "UTF-8" },
	{ "us-ascii", "WINDOWS-1252" },
	{ "ascii", "WINDOWS-1252" },
	{ "ansi_x3.4-1968", "WINDOWS-1252" },
	{ "iso-8859-1", "WINDOWS-1252" },
	{ "iso8859-1", "WINDOWS-1252" },
	{ "iso88591", "WINDOWS-1252" },
	{ "iso_8859-1", "WINDOWS-1252" },
	{ "iso_8859-1:1987", "WINDOWS-1252" },
	{ "iso-ir-100", "WINDOWS-1252" },
	{ "csisolatin1", "WINDOWS-1252" },
	{ "latin1", "WINDOWS-1252" },
	{ "l1", "WINDOWS-1252" },
	{ "cp1252", "WINDOWS-1252" },
	{ "x-cp1252", "WINDOWS-1252" },
	{ "cp819", "WINDOWS-1252" },
	{ "ibm819", "WINDOWS-1252" },
	{ "latin2", "ISO-8859-2" },
	{ "l2", "ISO-8859-2" },
	{ "latin3", "ISO-8859-3" },
	{ "latin4", "ISO-8859-4" },
	{ "cyrillic", "ISO-8859-5" },
	{ "arabic", "ISO-8859-6" },
	{ "greek", "ISO-8859-7" },
	{ "hebrew", "ISO-8859-8" },
	{ "iso-8859-8-i", "ISO-8859-8" },
	{ "latin6", "ISO-8859-10" },
	{ "iso-8859-9", "WINDOWS-1254" },
	{ "iso8859-9", "WINDOWS-1254" },
	{ "iso_8859-9", "WINDOWS-1254" },
	{ "latin5", "WINDOWS-1254" },
	{ "l5", "WINDOWS-1254" },
	{ "iso-8859-11", "WINDOWS-874" },
	{ "iso8859-11", "WINDOWS-874" },
	{ "iso_8859-11", "WINDOWS-874" },
	{ "tis-620", "WINDOWS-874" },
	{ "windows-874", "WINDOWS-874" },
	{ "dos-874", "WINDOWS-874" },
	{ "cp874", "WINDOWS-874" },
	{ "ibm866", "IBM866" },
	{ "cp866", "IBM866" },
	{ "866", "IBM866" },
	{ "koi8-r", "KOI8-R" },
	{ "koi8r", "KOI8-R" },
	{ "koi8", "KOI8-R" },
	{ "koi", "KOI8-R" },
	{ "cskoi8r", "KOI8-R" },
	{ "koi8-u", "KOI8-U" },
	{ "koi8-ru", "KOI8-U" },
	{ "macintosh", "MACINTOSH" },
	{ "mac", "MACINTOSH" },
	{ "x-mac-roman", "MACINTOSH" },
	{ "csmacintosh", "MACINTOSH" },
	{ "x-mac-cyrillic", "MAC-CYRILLIC" },
	{ "x-mac-ukrainian", "MAC-CYRILLIC" },
	{ "gb2312", "GB18030" },
	{ "gb_2312", "GB18030" },
	{ "gb_2312-80", "GB18030" },
	{ "csgb2312", "GB18030" },
	{ "iso-ir-58", "GB18030" },
	{ "chinese", "GB18030" },
	{ "euc-cn", "GB18030" },
	{ "gbk", "GB18030" },
	{ "x-gbk", "GB18030" },
	{ "cp936", "GB18030" },
	{ "windows-936", "GB18030" },
	{ "gb18030", "GB18030" },
	{ "big5", "BIG5-HKSCS" },
	{ "big5-hkscs", "BIG5-HKSCS" },
	{ "cn-big5", "BIG5-HKSCS" },
	{ "csbig5", "BIG5-HKSCS" },
	{ "x-x-big5", "BIG5-HKSCS" },
	{ "shift_jis", "CP932" },
	{ "shift-jis", "CP932" },
	{ "sjis", "CP932" },
	{ "x-sjis", "CP932" },
	{ "ms_kanji", "CP932" },
	{ "ms932", "CP932" },
	{ "windows-31j", "CP932" },
	{ "cp932", "CP932" },
	{ "csshiftjis", "CP932" },
	{ "euc-jp", "EUC-JP" },
	{ "x-euc-jp", "EUC-JP" },
	{ "cseucpkdfmtjapanese", "EUC-JP" },
	{ "iso-2022-jp", "ISO-2022-JP" },
	{ "csiso2022jp", "ISO-2022-JP" },
	{ "euc-kr", "CP949" },
	{ "cseuckr", "CP949" },
	{ "ks_c_5601-1987", "CP949" },
	{ "ks_c_5601-1989", "CP949" },
	{ "ksc5601", "CP949" },
	{ "ksc_5601", "CP949" },
	{ "csksc56011987", "CP949" },
	{ "iso-ir-149", "CP949" },
	{ "korean", "CP949" },
	{ "cp949", "CP949" },
	{ "windows-949", "CP949" },
};

static const char *const charset_windows[] = { "WINDOWS-1250", "WINDOWS-1251",
	"WINDOWS-1252", "WINDOWS-1253", "WINDOWS-1254", "WINDOWS-1255",
	"WINDOWS-1256", "WINDOWS-1257", "WINDOWS-1258" };

/* ISO-8859-n by n; 1, 9 and 11 are windows code pages (the table). */
static const char *const charset_iso[] = { NULL, NULL, "ISO-8859-2",
	"ISO-8859-3", "ISO-8859-4", "ISO-8859-5", "ISO-8859-6", "ISO-8859-7",
	"ISO-8859-8", NULL, "ISO-8859-10", NULL, NULL, "ISO-8859-13",
	"ISO-8859-14", "ISO-8859-15", "ISO-8859-16" };

/* A numbered family: windows-125x, cp125x, x-cp125x, iso-8859-n. */
static const char *
charset_numbered(const char *name, size_t n)
{
	static const char *const iso[] = { "iso-8859-", "iso8859-", "iso_8859-",
		"iso8859" };
	const char *d;
	char *end;
	size_t i;
	long k;

	if (strncmp(name, "x-", 2) == 0) {
		name += 2;
		n -= 2;
	}
	if (n == 12 && strncmp(name, "windows-125", 11) == 0 &&
	    name[11] >= '0' && name[11] <= '8')
		return charset_windows[name[11] - '0'];
	if (n == 6 && strncmp(name, "cp125", 5) == 0 && name[5] >= '0' &&
	    name[5] <= '8')
		return charset_windows[name[5] - '0'];
	for (i = 0; i < NELEM(iso); i++) {
		if (strncmp(name, iso[i], strlen(iso[i])) != 0)
			continue;
		d = name + strlen(iso[i]);
		if (!isdigit((unsigned char)*d))
			return NULL;
		k = strtol(d, &end, 10);
		/* "iso_8859-2:1987" */
		if ((*end == '\0' || *end == ':') && k > 0 &&
		    k < (long)NELEM(charset_iso))
			return charset_iso[k];
		return NULL;
	}
	return NULL;
}

const char *
charset_canonical(const char *label)
{
	char name[40];
	size_t i, n;

	if (label == NULL)
		return NULL;
	while (
	    isspace((unsigned char)*label) || *label == '"' || *label == '\'')
		label++;
	for (n = 0; label[n] != '\0' && n < sizeof(name) - 1; n++) {
		if (isspace((unsigned char)label[n]) || label[n] == '"' ||
		    label[n] == '\'' || label[n] == ';')
			break;
		name[n] = (char)tolower((unsigned char)label[n]);
	}
	name[n] = '\0';
	if (n == 0)
		return NULL;
	for (i = 0; i < NELEM(charset_aliases); i++)
		if (strcmp(name, charset_aliases[i].label) == 0)
			return charset_aliases[i].name;
	return charset_numbered(name, n);
}

/* Append U+FFFD. */
static void
charset_add_fffd(struct buf *out)
{
	buf_add(out, "\xef\xbf\xbd", 3);
}

/*
 * The character a byte that is not UTF-8 stands for when ASCII stands
 * on both sides of it: windows-1252's (a curly quote, a dash, a pound
 * sign of legacy text pasted into a page otherwise UTF-8), else 0.  A
 * cut sequence or bytes of another charset come in runs: U+FFFD.
 */
static uint32_t
charset_lone_byte(const char *s, size_t len, size_t i)
{
	const unsigned char *u = (const unsigned char *)s;

	if (u[i] < 0x80 || (i > 0 && u[i - 1] >= 0x80) ||
	    (i + 1 < len && u[i + 1] >= 0x80))
		return 0;
	return u[i] < 0xa0 ? charset_cp1252_c1(u[i]) : u[i];
}

/*
 * Copy UTF-8, NULs and invalid sequences becoming U+FFFD, a lone byte
 * its windows-1252 character (charset_lone_byte()).
 */
static int
charset_utf8_clean(const char *s, size_t len, size_t max, struct buf *out)
{
	size_t i = 0, start = 0, n, old = out->len, added = 0;
	uint32_t c;

	while (i < len) {
		if (s[i] != '\0' &&
		    (n = charset_utf8_len(s + i, len - i)) != 0) {
			i += n;
			continue;
		}
		buf_add(out, s + start, i - start);
		if ((c = charset_lone_byte(s, len, i)) != 0)
			charset_utf8_put(out, c);
		else
			charset_add_fffd(out);
		added += 2;
		start = ++i;
		if (len + added > max)
			break;
	}
	if (len + added > max) {
		out->len = old;
		if (out->data != NULL)
			out->data[old] = '\0';
		return -2;
	}
	buf_add(out, s + start, i - start);
	return 0;
}

/*
 * Run iconv over the input, a chunk of output at a time.  A byte that
 * does not decode (EILSEQ) or a sequence cut short at the end (EINVAL)
 * gives U+FFFD for its first byte, and decoding resumes at the next.
 */
static int
charset_iconv(
    iconv_t cd, const char *data, size_t len, size_t max, struct buf *out)
{
	char tmp[CHARSET_CHUNK], *in = (char *)(uintptr_t)data, *o;
	size_t inleft = len, oleft, r, old = out->len;
	int flush = 0;

	for (;;) {
		o = tmp;
		oleft = sizeof(tmp);
		if (inleft > 0)
			r = iconv(cd, &in, &inleft, &o, &oleft);
		else {
			r = iconv(cd, NULL, NULL, &o, &oleft);
			flush = 1;
		}
		if (out->len - old + (sizeof(tmp) - oleft) > max)
			return -2;
		buf_add(out, tmp, sizeof(tmp) - oleft);
		if (flush)
			return 0;
		if (r != (size_t)-1 || errno == E2BIG)
			continue;
		/* EILSEQ or EINVAL: one bad byte */
		if (out->len - old + 3 > max)
			return -2;
		charset_add_fffd(out);
		in++;
		inleft--;
		iconv(cd, NULL, NULL, NULL, NULL);
	}
}

int
charset_decode(const char *charset, const char *data, size_t len, size_t max,
    struct buf *out)
{
	iconv_t cd;
	size_t old = out->len, i, n;
	int rc;

	if (strcasecmp(charset, "UTF-8") == 0)
		return charset_utf8_clean(data, len, max, out);
	if ((cd = iconv_open("UTF-8", charset)) == (iconv_t)-1)
		return -1;
	/* mostly ASCII, mostly as long: room at once */
	buf_reserve(out, len + len / 8 + 16);
	rc = charset_iconv(cd, data, len, max, out);
	iconv_close(cd);
	if (rc == 0 && memchr(out->data + old, '\0', out->len - old) != NULL) {
		/* iconv passes NULs through: the rest of the text would be
		 * lost to a C string */
		struct buf tmp;

		buf_init(&tmp);
		for (i = old; i < out->len; i = n + 1) {
			const char *z =
			    memchr(out->data + i, '\0', out->len - i);

			n = z != NULL ? (size_t)(z - out->data) : out->len;
			buf_add(&tmp, out->data + i, n - i);
			if (z != NULL)
				charset_add_fffd(&tmp);
		}
		if (tmp.len > max)
			rc = -2;
		else {
			out->len = old;
			buf_add(out, tmp.data, tmp.len);
		}
		buf_free(&tmp);
	}
	if (rc != 0) {
		out->len = old;
		if (out->data != NULL)
			out->data[old] = '\0';
	}
	return rc;
}

uint32_t
charset_utf8_get(const char *s, size_t left, size_t *len)
{
	const unsigned char *p = (const unsigned char *)s;
	unsigned char lo = 0x80, hi = 0xbf;
	uint32_t c = p[0];
	size_t n, i;

	*len = 1;
	if (c < 0x80)
		return c;
	if (c >= 0xc2 && c <= 0xdf) {
		n = 2;
		c &= 0x1f;
	} else if (c >= 0xe0 && c <= 0xef) {
		n = 3;
		c &= 0x0f;
	} else if (c >= 0xf0 && c <= 0xf4) {
		n = 4;
		c &= 0x07;
	} else
		return CHARSET_REPLACEMENT;
	/* overlong forms, surrogates and past U+10FFFF are invalid */
	if (p[0] == 0xe0)
		lo = 0xa0;
	else if (p[0] == 0xed)
		hi = 0x9f;
	else if (p[0] == 0xf0)
		lo = 0x90;
	else if (p[0] == 0xf4)
		hi = 0x8f;
	for (i = 1; i < n; i++) {
		if (i >= left || p[i] < lo || p[i] > hi)
			return CHARSET_REPLACEMENT;
		c = (c << 6) | (p[i] & 0x3f);
		lo = 0x80;
		hi = 0xbf;
	}
	*len = n;
	return c;
}

size_t
charset_utf8_len(const char *s, size_t left)
{
	size_t n;

	if ((unsigned char)s[0] < 0x80)
		return 1;
	if (charset_utf8_get(s, left, &n) == CHARSET_REPLACEMENT && n == 1)
		return 0;
	return n;
}

int
charset_utf8_scan(const char *s, size_t len)
{
	size_t i = 0, n;
	uint64_t w;
	int high = 0;

	while (i < len) {
		/* ASCII eight bytes at a time: most of a page is */
		if (len - i >= 8) {
			memcpy(&w, s + i, 8);
			if ((w & UINT64_C(0x8080808080808080)) == 0) {
				i += 8;
				continue;
			}
		}
		if ((unsigned char)s[i] < 0x80) {
			i++;
			continue;
		}
		if ((n = charset_utf8_len(s + i, len - i)) == 0)
			return -1;
		high = 1;
		i += n;
	}
	return high;
}

/*
 * 1 if bytes that are not UTF-8 pair up as GBK's double bytes (lead
 * 0x81-0xFE, trail 0x40-0xFE): GB2312 text has both bytes high, so a
 * few high pairs and next to no low trails.  A lead byte with no trail
 * may stand in one pair in a hundred: a server cutting a title short
 * at a byte count ("...").  Most high pairs are GB2312's hanzi (lead
 * 0xB0-0xF7, trail 0xA1-0xFE), min_hanzi at least: Chinese text, not a
 * legacy text's runs of accents or no-break spaces.
 */
static int
charset_is_gbk(const char *data, size_t len, size_t min_hanzi)
{
	const unsigned char *u = (const unsigned char *)data;
	size_t i, high = 0, low = 0, bad = 0, han = 0;

	for (i = 0; i < len; i++) {
		if (u[i] < 0x80)
			continue;
		if (u[i] == 0x80 || u[i] == 0xff || i + 1 >= len)
			bad++;
		else if (u[i + 1] >= 0x80 && u[i + 1] != 0xff) {
			high++;
			if (u[i] >= 0xb0 && u[i] <= 0xf7 && u[i + 1] >= 0xa1)
				han++;
			i++;
		} else if (u[i + 1] >= 0x40 && u[i + 1] != 0x7f) {
			low++;
			i++;
		} else
			bad++;
	}
	return high >= 4 && low * 10 <= high &&
	    bad * CHARSET_GBK_STRAYS <= high && han >= min_hanzi &&
	    han * 2 >= high;
}

/*
 * 1 if the bytes hold high bytes of which not one sequence is UTF-8 and
 * they do not pair up as GBK's: text in a single-byte legacy charset.
 */
static int
charset_utf8_none(const char *data, size_t len)
{
	size_t i;
	int high = 0;

	for (i = 0; i < len; i++) {
		if ((unsigned char)data[i] < 0x80)
			continue;
		if (charset_utf8_len(data + i, len - i) > 1)
			return 0;
		high = 1;
	}
	return high && !charset_is_gbk(data, len, 0);
}

const char *
charset_guess(
    const char *label, const char *data, size_t len, int flags, int *scan)
{
	int utf8 = -2;

	if (label == NULL) {
		utf8 = charset_utf8_scan(data, len);
		if (utf8 >= 0)
			label = "UTF-8";
		else if ((flags & CHARSET_GUESS_GBK) &&
		    charset_is_gbk(data, len, 0))
			label = "GB18030";
	} else if (strcasecmp(label, "UTF-8") != 0 &&
	    ((flags & CHARSET_GUESS_ANY_LABEL) ||
		strcmp(label, "WINDOWS-1252") == 0)) {
		/*
		 * A legacy label on text that is UTF-8 through and through,
		 * not all ASCII: the server's or the CMS's old default on
		 * text written in UTF-8.  Real legacy text with accents is
		 * next to never valid UTF-8 as well.
		 */
		if ((utf8 = charset_utf8_scan(data, len)) == 1)
			label = "UTF-8";
		/*
		 * A windows-1252 label (ISO-8859-1, the old default of
		 * servers that put it on every page) on Chinese text in
		 * GBK: the label is the server's, the text the author's.
		 */
		else if (utf8 == -1 && (flags & CHARSET_GUESS_GBK) &&
		    strcmp(label, "WINDOWS-1252") == 0 &&
		    charset_is_gbk(data, len, CHARSET_GBK_HANZI))
			label = "GB18030";
	} else if (strcasecmp(label, "UTF-8") == 0 &&
	    (utf8 = charset_utf8_scan(data, len)) == -1 &&
	    charset_utf8_none(data, len)) {
		/*
		 * A UTF-8 label on text none of whose accents is UTF-8: a
		 * server's default label over pages written in the legacy
		 * default, whose quotes would otherwise read as U+FFFD.
		 */
		label = "WINDOWS-1252";
	}
	if (scan != NULL)
		*scan = utf8;
	return label;
}

void
charset_utf8_put(struct buf *out, uint32_t c)
{
	char u[4];

	if ((c >= 0xd800 && c <= 0xdfff) || c > 0x10ffff)
		c = CHARSET_REPLACEMENT;
	if (c < 0x80) {
		buf_addc(out, (char)c);
	} else if (c < 0x800) {
		u[0] = (char)(0xc0 | (c >> 6));
		u[1] = (char)(0x80 | (c & 0x3f));
		buf_add(out, u, 2);
	} else if (c < 0x10000) {
		u[0] = (char)(0xe0 | (c >> 12));
		u[1] = (char)(0x80 | ((c >> 6) & 0x3f));
		u[2] = (char)(0x80 | (c & 0x3f));
		buf_add(out, u, 3);
	} else {
		u[0] = (char)(0xf0 | (c >> 18));
		u[1] = (char)(0x80 | ((c >> 12) & 0x3f));
		u[2] = (char)(0x80 | ((c >> 6) & 0x3f));
		u[3] = (char)(0x80 | (c & 0x3f));
		buf_add(out, u, 4);
	}
}

uint32_t
charset_cp1252_c1(uint32_t c)
{
	static const uint16_t c1[32] = { 0x20ac, 0, 0x201a, 0x0192, 0x201e,
		0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
		0, 0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013,
		0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e,
		0x0178 };

	return c >= 0x80 && c <= 0x9f ? c1[c - 0x80] : 0;
}

/* ASCII: class and case. */
static inline enum charset_class
charset_class_ascii(uint32_t c, uint32_t *lower)
{
	*lower = c;
	if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
		return CHARSET_WORD;
	if (c >= 'A' && c <= 'Z') {
		*lower = c + 32;
		return CHARSET_WORD;
	}
	return CHARSET_SEP;
}

/* Latin, Greek and Cyrillic below U+0530: class and case. */
static enum charset_class
charset_class_alphabetic(uint32_t c, uint32_t *lower)
{
	if (c < 0x80)
		return charset_class_ascii(c, lower);
	if (c < 0xc0)
		return (c == 0xaa || c == 0xb5 || c == 0xba) ? CHARSET_WORD
							     : CHARSET_SEP;
	if (c < 0x100) {
		if (c == 0xd7 || c == 0xf7)
			return CHARSET_SEP;
		if (c <= 0xde)
			*lower = c + 32;
		return CHARSET_WORD;
	}
	if (c < 0x180) {
		if ((c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17e)) {
			if (c & 1)
				*lower = c + 1;
		} else if (c != 0x130 && c != 0x131 && c != 0x138 &&
		    c != 0x149 && c != 0x17f && !(c & 1))
			*lower = c + 1;
		return CHARSET_WORD;
	}
	if (c == 0x37e || c == 0x387)
		return CHARSET_SEP; /* Greek question mark, ano teleia */
	if (c >= 0x391 && c <= 0x3a9)
		*lower = c + 32;
	else if (c >= 0x400 && c <= 0x40f)
		*lower = c + 0x50;
	else if (c >= 0x410 && c <= 0x42f)
		*lower = c + 32;
	return CHARSET_WORD;
}

/* The full-width and half-width forms, U+FF00-FFEF. */
static enum charset_class
charset_class_width(uint32_t c, uint32_t *lower)
{
	/* NFKC makes full-width letters and digits ASCII */
	if (c >= 0xff10 && c <= 0xff19) {
		*lower = c - 0xff10 + '0';
		return CHARSET_WORD;
	}
	if (c >= 0xff21 && c <= 0xff3a) {
		*lower = c - 0xff21 + 'a';
		return CHARSET_WORD;
	}
	if (c >= 0xff41 && c <= 0xff5a) {
		*lower = c - 0xff41 + 'a';
		return CHARSET_WORD;
	}
	/* half-width katakana and hangul */
	if ((c >= 0xff66 && c <= 0xff9f) || (c >= 0xffa0 && c <= 0xffdc))
		return CHARSET_CJK;
	/* full-width punctuation: the comma and stops of Chinese text */
	return CHARSET_CJK_PUNCT;
}

/*
 * U+3000-303F, CJK Symbols and Punctuation, is the ideographic space,
 * comma, full stop and brackets: punctuation, so no token (as the
 * benchmarks' tokens have it), but part of CJK text, which has no spaces
 * around it, so the full-text index must not leave spaces there either.
 * Its few letters and numbers (々 as in 人々, 〆, 〇, the Suzhou numerals,
 * 〻, 〼) are ideographic, tokens as ideographs are.
 */
static enum charset_class
charset_class_cjk_symbol(uint32_t c)
{
	if ((c >= 0x3005 && c <= 0x3007) || (c >= 0x3021 && c <= 0x3029) ||
	    (c >= 0x3038 && c <= 0x303c))
		return CHARSET_CJK;
	return CHARSET_CJK_PUNCT;
}

enum charset_class
charset_class(uint32_t c, uint32_t *lower)
{
	uint32_t dummy;

	if (lower == NULL)
		lower = &dummy;
	*lower = c;
	if (c < 0x530)
		return charset_class_alphabetic(c, lower);
	if ((c >= 0x3000 && c <= 0x303f))
		return charset_class_cjk_symbol(c);
	if (c >= 0xff00 && c <= 0xffef)
		return charset_class_width(c, lower);
	/* the ideographs, kana and hangul: a token each */
	if ((c >= 0x1100 && c <= 0x11ff) || (c >= 0x2e80 && c <= 0x2fdf) ||
	    (c >= 0x3040 && c <= 0x31ff) || (c >= 0x3400 && c <= 0x4dbf) ||
	    (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xa960 && c <= 0xa97f) ||
	    (c >= 0xac00 && c <= 0xd7ff) || (c >= 0xf900 && c <= 0xfaff) ||
	    (c >= 0x20000 && c <= 0x3ffff))
		return CHARSET_CJK;
	/* ideographic description, enclosed and squared CJK, hexagrams,
	 * vertical and small forms */
	if ((c >= 0x2fe0 && c <= 0x2fff) || (c >= 0x3200 && c <= 0x33ff) ||
	    (c >= 0x4dc0 && c <= 0x4dff) || (c >= 0xfe10 && c <= 0xfe1f) ||
	    (c >= 0xfe30 && c <= 0xfe6f))
		return CHARSET_CJK_PUNCT;
	/* punctuation, symbols, private use, emoji */
	if ((c >= 0x2000 && c <= 0x2bff) || (c >= 0x2e00 && c <= 0x2e7f) ||
	    (c >= 0xe000 && c <= 0xf8ff) || (c >= 0xfe20 && c <= 0xfe2f) ||
	    (c >= 0xfff0 && c <= 0xffff) || (c >= 0x55a && c <= 0x55f) ||
	    c == 0x589 || (c >= 0x5be && c <= 0x5c6 && c != 0x5bf) ||
	    (c >= 0x60c && c <= 0x61f) || c == 0x6d4 ||
	    (c >= 0x964 && c <= 0x965) ||
	    (c >= 0xe3f && c <= 0xe4f && c != 0xe40 && c < 0xe46) ||
	    (c >= 0x1f000 && c <= 0x1faff))
		return CHARSET_SEP;
	return CHARSET_WORD;
}

int
charset_is_unspaced(uint32_t c)
{
	enum charset_class k;

	if (c < 0x1100)
		return 0;
	k = charset_class(c, NULL);
	return k == CHARSET_CJK || k == CHARSET_CJK_PUNCT;
}

size_t
charset_word(const char *s, size_t left, uint32_t *cp, size_t max, size_t *n,
    enum charset_class *k)
{
	const unsigned char *p = (const unsigned char *)s;
	enum charset_class ck;
	size_t i = 0, len, got = 0;
	uint32_t c;

	/* locals, not *n and *k, in the loop: they may alias cp */
	while (i < left) {
		if (p[i] < 0x80) {
			/* the common case, without a call */
			len = 1;
			ck = charset_class_ascii(p[i], &c);
		} else {
			c = charset_utf8_get(s + i, left - i, &len);
			ck = charset_class(c, &c);
		}
		if (ck != CHARSET_WORD) {
			if (i > 0)
				break;
			cp[0] = c;
			*n = 1;
			*k = ck;
			return len;
		}
		if (got < max)
			cp[got++] = c;
		i += len;
	}
	*n = got;
	*k = CHARSET_WORD;
	return i;
}

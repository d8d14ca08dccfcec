/* SPDX-License-Identifier: ISC */
/*
 * feed: RSS 0.9x/2.0, RSS 1.0 (RDF), Atom 0.3/1.0 and JSON Feed bytes ->
 * struct feed.  This file owns charset detection for feeds, the repair of
 * broken XML (undeclared HTML entities, bare ampersands, mis-encoded
 * bytes), the mapping of every format's elements onto one entry shape,
 * the HTML-to-text conversion of titles and teasers, and feed dates.  It
 * leaves fetching to http.c and URL semantics to url.c.
 *
 * XML is read by libxml2 with no network, no DTD loading and no entity
 * substitution: text is collected by walking the tree here, expanding an
 * internal entity one level at most and within a per-document budget, so
 * neither "billion laughs" nor external entities can do harm.
 */
#include "config.h"

#include <sys/mman.h>

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <iconv.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include <cjson/cJSON.h>
#include <libxml/HTMLparser.h>
#include <libxml/entities.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <zlib.h>

#include "feed.h"
#include "html.h"
#include "log.h"
#include "text.h"
#include "url.h"
#include "util.h"

#define FEED_MAX_CATEGORIES 64           /* per entry */
#define FEED_ENTITY_BUDGET (1024 * 1024) /* bytes of entity text */
#define FEED_MAX_DEPTH 256               /* tree depth walked for text */
#define FEED_DECL_SCAN 1024              /* bytes searched for <?xml ... ?> */
#define FEED_JUNK_SCAN 4096              /* bytes of junk before the XML */
#define FEED_MAX_OPEN 256                /* open elements a repair follows */
#define FEED_MAX_TAG 64                  /* bytes of an element name kept */
#define FEED_MAX_ENTITY_NAME 32
#define FEED_MAX_DECLS 1024              /* entity names a repair keeps */
#define FEED_MAX_ENCLOSURES 32             /* per entry */
/*
 * The work a parse may do, in units of about a byte read or written:
 * every pass over the tree is linear, but a broken feed read in recover
 * mode nests what follows an unclosed tag in it, and serialising each
 * nested entry repeats the rest of the feed.  Ordinary feeds need a few
 * units a byte.
 */
#define FEED_WORK_PER_BYTE 8
#define FEED_WORK_BASE (4 * 1024 * 1024)

/* The mark of an entity that gives no text (feed_entity_text). */
static int feed_no_text;

static const char ns_atom10[] = "http://www.w3.org/2005/Atom";
static const char ns_atom03[] = "http://purl.org/atom/ns#";
static const char ns_rss10[] = "http://purl.org/rss/1.0/";
static const char ns_rss090[] = "http://my.netscape.com/rdf/simple/0.9/";
static const char ns_rdf[] = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";
static const char ns_dc[] = "http://purl.org/dc/elements/1.1/";
static const char ns_content[] = "http://purl.org/rss/1.0/modules/content/";
static const char ns_xhtml[] = "http://www.w3.org/1999/xhtml";
static const char ns_feedburner[] =
    "http://rssnamespace.org/feedburner/ext/1.0";
static const char ns_media[] = "http://search.yahoo.com/mrss/";
static const char ns_media2[] = "http://search.yahoo.com/mrss";
static const char ns_itunes[] = "http://www.itunes.com/dtds/podcast-1.0.dtd";

/*
 * What Media RSS and iTunes elements told about an entry: image
 * candidates, best first (feed_image), and a description.
 */
struct feed_media {
	char *thumbnail;      /* media:thumbnail */
	char *media;          /* media:content of medium or type image */
	char *itunes;         /* itunes:image */
	xmlNode *description; /* media:description (YouTube has no other) */
};

/* The elements open at a point of a repair (feed_repair_tag). */
struct feed_tags {
	char names[FEED_MAX_OPEN][FEED_MAX_TAG + 1];
	size_t depth;    /* may pass FEED_MAX_OPEN: then not followed */
	size_t close_at; /* offset of the '>' of an open void element */
};

/*
 * The names a document declares (<!ENTITY name ...>), read once and
 * sorted, so a repair looks each reference up instead of searching the
 * document for its declaration.
 */
struct feed_decls {
	char (*names)[FEED_MAX_ENTITY_NAME + 1];
	size_t n;
};

/* State of one parse. */
struct feed_ctx {
	xmlDoc *doc;
	const char *base;     /* the URL the feed came from, or NULL */
	const char *core_ns;  /* namespace of the format's own elements */
	const char *core_ns2; /* a second one (RSS 1.0 and 0.90) */
	char *feed_author;    /* Atom feed-level author, inherited */
	const char *entry;    /* "item" or "entry": never text of another */
	size_t entity_budget; /* entity text still allowed */
	size_t work;          /* work still allowed (FEED_WORK_PER_BYTE) */
	int spent;            /* 1 once the work ran out */
	struct feed *feed;
};

static char *feed_detect_charset(const char *, size_t, const char *, size_t *);
static int feed_decl_encoding(const char *, size_t, char *, size_t);
static char *feed_charset_alias(const char *);
static char *feed_charset_check(const char *, size_t, char *);
static char *feed_to_utf8(const char *, size_t, const char *, size_t *);
static size_t feed_utf8_len(const unsigned char *, size_t);
static void feed_add_utf8(struct buf *, unsigned long);
static char *feed_repair(const char *, size_t, size_t *);
static void feed_repair_entity(
    const char *, size_t, size_t *, struct buf *, const struct feed_decls *);
static void feed_decls_read(struct feed_decls *, const char *, size_t);
static int feed_decls_cmp(const void *, const void *);
static int feed_decls_has(const struct feed_decls *, const char *);
static size_t feed_repair_tag(
    struct feed_tags *, const char *, size_t, size_t, struct buf *);
static int feed_xml_char_ok(unsigned long);
static xmlDoc *feed_read_xml(const char *, size_t, int, char **);
static int feed_detect_format(struct feed_ctx *, xmlNode *);
static int feed_is(const struct feed_ctx *, const xmlNode *, const char *);
static int feed_is_ns(const xmlNode *, const char *, const char *);
static xmlNode *feed_child(
    const struct feed_ctx *, const xmlNode *, const char *);
static xmlAttr *feed_attr(const xmlNode *, const char *, const char *);
static char *feed_attr_text(
    struct feed_ctx *, const xmlNode *, const char *, const char *);
static void feed_nodes_text(
    struct feed_ctx *, const xmlNode *, struct buf *, int);
static void feed_entity_text(struct feed_ctx *, const xmlChar *, struct buf *);
static char *feed_node_text(struct feed_ctx *, const xmlNode *);
static char *feed_node_trimmed(struct feed_ctx *, const xmlNode *);
static char *feed_node_base(struct feed_ctx *, const xmlNode *);
static char *feed_resolve(struct feed_ctx *, const xmlNode *, const char *);
static char *feed_resolve_ref(const char *, const char *);
static int feed_gzip_magic(const char *, size_t);
static size_t feed_junk(const char *, size_t);
static char *feed_gunzip(const char *, size_t, size_t, size_t *, char **);
static int64_t feed_length(const char *);
static void feed_add_enclosure(struct feed_entry *, char *, char *, int64_t);
static void feed_enclosure_node(
    struct feed_ctx *, xmlNode *, struct feed_entry *, const char *);
static int feed_is_media(const xmlNode *, const char *);
static void feed_media(struct feed_ctx *, xmlNode *, struct feed_entry *,
    struct feed_media *, int);
static void feed_image(struct feed_entry *, struct feed_media *);
static int feed_is_image_type(const char *);
static int feed_work(struct feed_ctx *, size_t);
static char *feed_node_html(struct feed_ctx *, xmlNode *);
static char *feed_norm_space(const char *, int);
static int feed_looks_like_html(const char *);
static char *feed_html_text(struct feed_ctx *, const char *);
static int feed_html_is_block(const char *);
static void feed_html_walk(const xmlNode *, struct buf *, int);
static char *feed_inline_text(struct feed_ctx *, const char *);
static char *feed_html_escape(const char *);
static void feed_atom_text(struct feed_ctx *, xmlNode *, char **, char **);
static char *feed_atom_link(struct feed_ctx *, const xmlNode *);
static char *feed_atom_author(struct feed_ctx *, const xmlNode *);
static void feed_add_category(struct feed_entry *, char *);
static void feed_set_date(
    struct feed_ctx *, const xmlNode *, int64_t *, char **);
static char *feed_rss_html(struct feed_ctx *, xmlNode *);
static void feed_rss_item(struct feed_ctx *, xmlNode *, struct feed_entry *);
static void feed_atom_entry(struct feed_ctx *, xmlNode *, struct feed_entry *);
static void feed_read_channel(struct feed_ctx *, xmlNode *);
static void feed_add_entry(struct feed_ctx *, xmlNode *, size_t, size_t *);
static void feed_find_entries(
    struct feed_ctx *, xmlNode *, size_t, size_t *, int);
static void feed_read_entries(struct feed_ctx *, xmlNode *, size_t);
static const char *feed_json_str(const cJSON *, const char *);
static void feed_json_attachments(
    struct feed_entry *, const cJSON *, const char *);
static struct feed *feed_parse_json(
    struct feed_ctx *, const char *, size_t, size_t, char **);
static void feed_entry_free(struct feed_entry *);
static int feed_date_iso(const char *, int64_t *);
static int feed_date_is_iso(const char *);
static int feed_date_rfc822(const char *, int64_t *);
static int feed_date_make(int, int, int, int, int, int, long, int64_t *);
static int feed_date_zone(const char **, long *);
static int feed_date_digits(const char **, int, int, int *);
static int feed_date_month(const char *, size_t);

/*
 * Charset
 */

/*
 * Pick the charset of the bytes: a byte order mark wins, then the XML
 * declaration, then the HTTP header, then UTF-8.  *skip is the length of
 * the BOM.  Return the name to decode with (the caller frees), or NULL
 * for UTF-8.
 */
static char *
feed_detect_charset(
    const char *data, size_t len, const char *http_charset, size_t *skip)
{
	const unsigned char *u = (const unsigned char *)data;
	char name[64];

	*skip = 0;
	if (len >= 3 && u[0] == 0xef && u[1] == 0xbb && u[2] == 0xbf) {
		*skip = 3;
		return NULL;
	}
	if (len >= 4 && u[0] == 0xff && u[1] == 0xfe && u[2] == 0 &&
	    u[3] == 0) {
		*skip = 4;
		return xstrdup("UTF-32LE");
	}
	if (len >= 4 && u[0] == 0 && u[1] == 0 && u[2] == 0xfe &&
	    u[3] == 0xff) {
		*skip = 4;
		return xstrdup("UTF-32BE");
	}
	if (len >= 2 && u[0] == 0xff && u[1] == 0xfe) {
		*skip = 2;
		return xstrdup("UTF-16LE");
	}
	if (len >= 2 && u[0] == 0xfe && u[1] == 0xff) {
		*skip = 2;
		return xstrdup("UTF-16BE");
	}
	/* No BOM: "<?" in UTF-16 (XML 1.0 appendix F). */
	if (len >= 4 && u[0] == '<' && u[1] == 0 && u[2] == '?' && u[3] == 0)
		return xstrdup("UTF-16LE");
	if (len >= 4 && u[0] == 0 && u[1] == '<' && u[2] == 0 && u[3] == '?')
		return xstrdup("UTF-16BE");

	/* A UTF-16 label on bytes just read as ASCII is a lie: ignored. */
	if (feed_decl_encoding(data, len, name, sizeof(name)) == 0 &&
	    strncasecmp(name, "utf-16", 6) != 0 &&
	    strncasecmp(name, "utf-32", 6) != 0 &&
	    strncasecmp(name, "ucs", 3) != 0)
		return feed_charset_check(data, len, feed_charset_alias(name));
	if (http_charset != NULL && *http_charset != '\0' &&
	    strncasecmp(http_charset, "utf-16", 6) != 0 &&
	    strncasecmp(http_charset, "utf-32", 6) != 0)
		return feed_charset_check(
		    data, len, feed_charset_alias(http_charset));
	return feed_charset_check(data, len, NULL);
}

/*
 * Copy the encoding pseudo-attribute of a leading <?xml ... ?> into
 * name.  Return 0, or -1 when there is none.
 */
static int
feed_decl_encoding(const char *data, size_t len, char *name, size_t size)
{
	const char *p = data;
	const char *end = data + (len < FEED_DECL_SCAN ? len : FEED_DECL_SCAN);
	size_t n = 0;
	char quote;

	while (p < end && isspace((unsigned char)*p))
		p++;
	if (end - p < 6 || memcmp(p, "<?xml", 5) != 0)
		return -1;
	for (p += 5; end - p > 8 && !(p[0] == '?' && p[1] == '>'); p++) {
		if (memcmp(p, "encoding", 8) == 0)
			break;
	}
	if (end - p <= 8 || memcmp(p, "encoding", 8) != 0)
		return -1;
	for (p += 8; p < end && isspace((unsigned char)*p); p++)
		;
	if (p >= end || *p++ != '=')
		return -1;
	while (p < end && isspace((unsigned char)*p))
		p++;
	if (p >= end || (*p != '"' && *p != '\''))
		return -1;
	for (quote = *p++; p < end && *p != quote && n < size - 1; p++)
		name[n++] = *p;
	name[n] = '\0';
	return p < end && *p == quote && n > 0 ? 0 : -1;
}

/*
 * Second-guess a label with the bytes, for two common lies: a legacy
 * label on valid, non-ASCII UTF-8 (a CMS that switched to UTF-8 and kept
 * its old declaration) is UTF-8; unlabelled or "UTF-8" bytes that are
 * not UTF-8 but pair up as GBK double bytes are GB18030.  Takes charset
 * (NULL for UTF-8) and returns the decision.
 */
static char *
feed_charset_check(const char *data, size_t len, char *charset)
{
	const unsigned char *u = (const unsigned char *)data;
	size_t i, n, high = 0, low = 0;
	int multibyte = 0;

	for (i = 0; i < len; i += n) {
		if ((n = feed_utf8_len(u + i, len - i)) == 0)
			break;
		if (n > 1)
			multibyte = 1;
	}
	if (i >= len) {
		if (charset != NULL && multibyte) {
			free(charset);
			return NULL;
		}
		return charset;
	}
	if (charset != NULL)
		return charset;
	/* GBK: lead 0x81-0xfe, trail 0x40-0xfe; GB2312 text has both high. */
	for (i = 0; i < len; i++) {
		if (u[i] < 0x80)
			continue;
		if (u[i] == 0x80 || u[i] == 0xff || i + 1 >= len)
			return NULL;
		if (u[i + 1] >= 0x80 && u[i + 1] != 0xff)
			high++;
		else if (u[i + 1] >= 0x40 && u[i + 1] != 0x7f)
			low++;
		else
			return NULL;
		i++;
	}
	if (high >= 4 && low * 10 <= high)
		return xstrdup("GB18030");
	return NULL;
}

/*
 * Map a charset label to the name iconv should decode with, as browsers
 * do (GB2312 and GBK are decoded as their superset GB18030, Latin-1 as
 * windows-1252).  NULL for UTF-8.
 */
static char *
feed_charset_alias(const char *label)
{
	static const struct {
		const char *label;
		const char *name;
	} aliases[] = {
		{ "utf-8", NULL },
		{ "utf8", NULL },
		{ "unicode-1-1-utf-8", NULL },
		{ "gb2312", "GB18030" },
		{ "gbk", "GB18030" },
		{ "x-gbk", "GB18030" },
		{ "gb_2312-80", "GB18030" },
		{ "cp936", "GB18030" },
		{ "euc-cn", "GB18030" },
		{ "csgb2312", "GB18030" },
		{ "iso-8859-1", "WINDOWS-1252" },
		{ "iso8859-1", "WINDOWS-1252" },
		{ "latin1", "WINDOWS-1252" },
		{ "l1", "WINDOWS-1252" },
		{ "us-ascii", "WINDOWS-1252" },
		{ "ascii", "WINDOWS-1252" },
		{ "shift_jis", "CP932" },
		{ "shift-jis", "CP932" },
		{ "sjis", "CP932" },
		{ "x-sjis", "CP932" },
		{ "windows-31j", "CP932" },
		{ "euc-kr", "CP949" },
		{ "ks_c_5601-1987", "CP949" },
		{ "big5", "BIG5-HKSCS" },
	};
	char name[64];
	size_t i, n;

	for (n = 0; *label != '\0' && n < sizeof(name) - 1; label++) {
		if (*label != '"' && *label != '\'')
			name[n++] = (char)tolower((unsigned char)*label);
	}
	name[n] = '\0';
	util_trim(name);
	if (name[0] == '\0')
		return NULL;
	for (i = 0; i < NELEM(aliases); i++) {
		if (strcmp(name, aliases[i].label) == 0)
			return aliases[i].name != NULL
			    ? xstrdup(aliases[i].name)
			    : NULL;
	}
	return xstrdup(name);
}

/*
 * Decode bytes in charset into UTF-8; bytes that do not decode become
 * U+FFFD.  Return the text (the caller frees) or NULL if iconv does not
 * know the charset.
 */
static char *
feed_to_utf8(const char *data, size_t len, const char *charset, size_t *outlen)
{
	iconv_t cd;
	char *copy, *in, *out, *res;
	size_t inleft, outleft, cap, used;

	if ((cd = iconv_open("UTF-8", charset)) == (iconv_t)-1)
		return NULL;
	/* iconv wants a mutable input pointer. */
	copy = xmalloc(len + 1);
	memcpy(copy, data, len);
	in = copy;
	inleft = len;
	cap = len * 3 + 16;
	res = xmalloc(cap);
	used = 0;
	while (inleft > 0) {
		out = res + used;
		outleft = cap - used - 1;
		if (iconv(cd, &in, &inleft, &out, &outleft) != (size_t)-1) {
			used = (size_t)(out - res);
			break;
		}
		used = (size_t)(out - res);
		if (errno == E2BIG || cap - used < 8) {
			cap *= 2;
			res = xreallocarray(res, cap, 1);
			continue;
		}
		/* EILSEQ, or EINVAL for a truncated sequence at the end. */
		memcpy(res + used, "\xef\xbf\xbd", 3);
		used += 3;
		in++;
		inleft--;
		iconv(cd, NULL, NULL, NULL, NULL);
	}
	res[used] = '\0';
	iconv_close(cd);
	free(copy);
	*outlen = used;
	return res;
}

/* Length of the valid UTF-8 sequence at s, 0 if it is not one. */
static size_t
feed_utf8_len(const unsigned char *s, size_t left)
{
	unsigned char c = s[0];
	size_t n, i;
	unsigned char lo = 0x80, hi = 0xbf;

	if (c < 0x80)
		return 1;
	if (c >= 0xc2 && c <= 0xdf)
		n = 2;
	else if (c >= 0xe0 && c <= 0xef)
		n = 3;
	else if (c >= 0xf0 && c <= 0xf4)
		n = 4;
	else
		return 0;
	if (left < n)
		return 0;
	if (c == 0xe0)
		lo = 0xa0;
	else if (c == 0xed)
		hi = 0x9f;
	else if (c == 0xf0)
		lo = 0x90;
	else if (c == 0xf4)
		hi = 0x8f;
	if (s[1] < lo || s[1] > hi)
		return 0;
	for (i = 2; i < n; i++) {
		if (s[i] < 0x80 || s[i] > 0xbf)
			return 0;
	}
	return n;
}

static void
feed_add_utf8(struct buf *b, unsigned long cp)
{
	if (cp < 0x80)
		buf_addc(b, (char)cp);
	else if (cp < 0x800) {
		buf_addc(b, (char)(0xc0 | (cp >> 6)));
		buf_addc(b, (char)(0x80 | (cp & 0x3f)));
	} else if (cp < 0x10000) {
		buf_addc(b, (char)(0xe0 | (cp >> 12)));
		buf_addc(b, (char)(0x80 | ((cp >> 6) & 0x3f)));
		buf_addc(b, (char)(0x80 | (cp & 0x3f)));
	} else {
		buf_addc(b, (char)(0xf0 | (cp >> 18)));
		buf_addc(b, (char)(0x80 | ((cp >> 12) & 0x3f)));
		buf_addc(b, (char)(0x80 | ((cp >> 6) & 0x3f)));
		buf_addc(b, (char)(0x80 | (cp & 0x3f)));
	}
}

/* 1 if cp is a Char of XML 1.0. */
static int
feed_xml_char_ok(unsigned long cp)
{
	return cp == 0x9 || cp == 0xa || cp == 0xd ||
	    (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) ||
	    (cp >= 0x10000 && cp <= 0x10ffff);
}

/*
 * Repair
 */

/*
 * Make broken feed bytes (UTF-8 by now) into something the XML parser
 * can read: drop leading white space and control characters, read bytes
 * that are not UTF-8 as windows-1252, turn HTML named entities into
 * character references and escape ampersands that start no entity and
 * '<' that starts no tag.
 * CDATA sections, comments and processing instructions are copied as
 * they are.  Return the new bytes, which the caller frees.
 */
static char *
feed_repair(const char *data, size_t len, size_t *outlen)
{
	/* windows-1252 0x80-0x9f; undefined bytes keep their Latin-1 value. */
	/* clang-format off */
	static const unsigned short cp1252[32] = {
		0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021,
		0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008d, 0x017d, 0x008f,
		0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
		0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x009d, 0x017e, 0x0178,
	};
	/* clang-format on */
	struct buf clean, out;
	struct feed_tags *tags;
	struct feed_decls decls;
	const unsigned char *u;
	const char *s, *end;
	size_t i, n;

	/* Pass 1: valid UTF-8 with no forbidden control characters. */
	buf_init(&clean);
	buf_adds(&clean, "");
	u = (const unsigned char *)data;
	i = 0;
	while (i < len && isspace(u[i]))
		i++;
	while (i < len) {
		if (u[i] < 0x20 && u[i] != '\t' && u[i] != '\n' &&
		    u[i] != '\r') {
			i++;
			continue;
		}
		if ((n = feed_utf8_len(u + i, len - i)) == 0) {
			feed_add_utf8(
			    &clean, u[i] < 0xa0 ? cp1252[u[i] - 0x80] : u[i]);
			i++;
			continue;
		}
		buf_add(&clean, u + i, n);
		i += n;
	}

	/* Pass 2: entities and ampersands, outside literal sections. */
	buf_init(&out);
	s = clean.data;
	end = s + clean.len;
	feed_decls_read(&decls, s, clean.len);
	tags = xcalloc(1, sizeof(*tags));
	i = 0;
	while (i < clean.len) {
		const char *close = NULL, *p;

		if (s[i] == '<') {
			if (util_startswith(s + i, "<![CDATA["))
				close = "]]>";
			else if (util_startswith(s + i, "<!--"))
				close = "-->";
			else if (util_startswith(s + i, "<?"))
				close = "?>";
		}
		if (close != NULL) {
			p = memmem(s + i, (size_t)(end - (s + i)), close,
			    strlen(close));
			n = p == NULL ? clean.len - i
				      : (size_t)(p - (s + i)) + strlen(close);
			buf_add(&out, s + i, n);
			i += n;
			continue;
		}
		if (s[i] == '&') {
			feed_repair_entity(s, clean.len, &i, &out, &decls);
			continue;
		}
		/* "a < b", "3<4": a '<' that starts no markup is text. */
		if (s[i] == '<' && !isalpha((unsigned char)s[i + 1]) &&
		    s[i + 1] != '/' && s[i + 1] != '!' && s[i + 1] != '?' &&
		    s[i + 1] != '_' && s[i + 1] != ':' &&
		    (unsigned char)s[i + 1] < 0x80) {
			buf_adds(&out, "&lt;");
			i++;
			continue;
		}
		if (s[i] == '<' &&
		    (n = feed_repair_tag(tags, s, i, clean.len, &out)) > 0) {
			i += n;
			continue;
		}
		if (i == tags->close_at && s[i] == '>' && tags->close_at > 0) {
			buf_adds(&out, "/>");
			i++;
			continue;
		}
		buf_addc(&out, s[i++]);
	}
	free(tags);
	free(decls.names);
	buf_free(&clean);
	return buf_detach(&out, outlen);
}

/*
 * Raw HTML in a feed breaks its nesting: a void element (<br>, <img>)
 * or a tag left open (<b> in a title) would swallow the rest of the
 * feed.  The repair keeps the stack of open elements: a void element is
 * closed where it stands ("<br/>"), an end tag closes the elements left
 * open inside its own, and an end tag of no open element goes.
 */
static size_t
feed_repair_tag(
    struct feed_tags *t, const char *s, size_t i, size_t len, struct buf *out)
{
	static const char *voids[] = { "area", "br", "col", "embed", "hr",
		"img", "input", "param", "track", "wbr" };
	char name[FEED_MAX_TAG + 1];
	size_t j, k, n = 0, gt;
	char quote = 0;
	int is_end;

	j = i + 1;
	if ((is_end = j < len && s[j] == '/'))
		j++;
	if (j >= len || !(isalpha((unsigned char)s[j]) || s[j] == '_'))
		return 0;
	for (; j < len &&
	     (isalnum((unsigned char)s[j]) || s[j] == ':' || s[j] == '_' ||
		 s[j] == '-' || s[j] == '.');
	     j++) {
		if (n < FEED_MAX_TAG)
			name[n++] = s[j];
	}
	name[n] = '\0';
	for (gt = j; gt < len; gt++) {
		if (quote != 0) {
			if (s[gt] == quote)
				quote = 0;
		} else if (s[gt] == '"' || s[gt] == '\'')
			quote = s[gt];
		else if (s[gt] == '<')
			return 0;
		else if (s[gt] == '>')
			break;
	}
	if (gt >= len)
		return 0;
	if (!is_end) {
		if (s[gt - 1] == '/')
			return 0;
		for (k = 0; k < NELEM(voids); k++) {
			if (strcasecmp(name, voids[k]) == 0) {
				t->close_at = gt;
				return 0;
			}
		}
		if (t->depth < FEED_MAX_OPEN)
			memcpy(t->names[t->depth], name, n + 1);
		t->depth++;
		return 0;
	}
	if (t->depth > FEED_MAX_OPEN)
		return 0; /* too deep to follow: left to libxml2 */
	for (k = t->depth; k > 0; k--) {
		if (strcmp(t->names[k - 1], name) == 0)
			break;
	}
	if (k == 0)
		return gt + 1 - i; /* closes nothing open: dropped */
	while (t->depth > k)
		buf_printf(out, "</%s>", t->names[--t->depth]);
	t->depth--;
	buf_add(out, s + i, gt + 1 - i);
	return gt + 1 - i;
}

/* Copy or rewrite the '&' at s[*i] (see feed_repair); advance *i. */
static void
feed_repair_entity(
    const char *s, size_t len, size_t *i, struct buf *out,
    const struct feed_decls *decls)
{
	static const char *predefined[] = { "amp", "lt", "gt", "quot", "apos" };
	const htmlEntityDesc *he;
	char name[FEED_MAX_ENTITY_NAME + 1];
	size_t j = *i + 1, k, n;
	unsigned long cp = 0;
	int hex = 0, digits = 0;

	if (j < len && s[j] == '#') {
		j++;
		if (j < len && (s[j] == 'x' || s[j] == 'X')) {
			hex = 1;
			j++;
		}
		for (; j < len && digits < 8; j++, digits++) {
			if (hex && isxdigit((unsigned char)s[j]))
				cp = cp * 16 +
				    (unsigned long)(isdigit((unsigned char)s[j])
					    ? s[j] - '0'
					    : tolower((unsigned char)s[j]) -
						'a' + 10);
			else if (!hex && isdigit((unsigned char)s[j]))
				cp = cp * 10 + (unsigned long)(s[j] - '0');
			else
				break;
		}
		if (digits == 0 || j >= len || s[j] != ';') {
			buf_adds(out, "&amp;");
			(*i)++;
			return;
		}
		if (feed_xml_char_ok(cp))
			buf_add(out, s + *i, j + 1 - *i);
		else
			buf_adds(out, "&#xFFFD;");
		*i = j + 1;
		return;
	}
	for (n = 0; j < len && n < FEED_MAX_ENTITY_NAME &&
	     isalnum((unsigned char)s[j]);
	     j++)
		name[n++] = s[j];
	name[n] = '\0';
	if (n == 0 || !isalpha((unsigned char)name[0]) || j >= len ||
	    s[j] != ';') {
		buf_adds(out, "&amp;");
		(*i)++;
		return;
	}
	for (k = 0; k < NELEM(predefined); k++) {
		if (strcmp(name, predefined[k]) == 0)
			break;
	}
	if (k < NELEM(predefined) || feed_decls_has(decls, name))
		buf_add(out, s + *i, j + 1 - *i);
	else if ((he = htmlEntityLookup((const xmlChar *)name)) != NULL)
		buf_printf(out, "&#%u;", he->value);
	else
		buf_printf(out, "&amp;%s;", name);
	*i = j + 1;
}

/*
 * Collect the names of the <!ENTITY name ...> the bytes hold, in one
 * pass: at most FEED_MAX_DECLS of them (a reference to any other is
 * rewritten as text), none longer than a reference can be.
 */
static void
feed_decls_read(struct feed_decls *d, const char *s, size_t len)
{
	const char *p = s, *end = s + len, *q;
	size_t n, cap = 0;

	memset(d, 0, sizeof(*d));
	while (d->n < FEED_MAX_DECLS &&
	    (q = memmem(p, (size_t)(end - p), "<!ENTITY", 8)) != NULL) {
		for (q += 8; q < end && isspace((unsigned char)*q); q++)
			;
		for (p = q; p < end && !isspace((unsigned char)*p); p++)
			;
		if (p >= end)
			break; /* no white space after the name */
		if ((n = (size_t)(p - q)) == 0 || n > FEED_MAX_ENTITY_NAME)
			continue;
		if (d->n == cap) {
			cap = cap == 0 ? 16 : cap * 2;
			d->names = xreallocarray(d->names, cap,
			    sizeof(*d->names));
		}
		memcpy(d->names[d->n], q, n);
		d->names[d->n++][n] = '\0';
	}
	if (d->n > 0)
		qsort(d->names, d->n, sizeof(*d->names), feed_decls_cmp);
}

static int
feed_decls_cmp(const void *a, const void *b)
{
	return strcmp(a, b);
}

/* 1 if the document declares the entity name (feed_decls_read). */
static int
feed_decls_has(const struct feed_decls *d, const char *name)
{
	return d->n > 0 &&
	    bsearch(name, d->names, d->n, sizeof(*d->names),
		feed_decls_cmp) != NULL;
}

/*
 * XML
 */

/*
 * Parse UTF-8 bytes as XML: no network, no DTD, no entity substitution.
 * Without recover, a document that is not well-formed gives NULL.  *err,
 * when not NULL, gets libxml2's message for the first error.
 */
static xmlDoc *
feed_read_xml(const char *data, size_t len, int recover, char **err)
{
	xmlParserCtxt *ctxt;
	xmlDoc *doc;
	const xmlError *e;
	int opts;

	opts = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING |
	    XML_PARSE_NOCDATA | XML_PARSE_IGNORE_ENC;
	if (recover)
		opts |= XML_PARSE_RECOVER;
	if (len > INT_MAX) {
		if (err != NULL)
			*err = xstrdup("document too large");
		return NULL;
	}
	if ((ctxt = xmlNewParserCtxt()) == NULL)
		fatalx("%s: xmlNewParserCtxt", __func__);
	doc = xmlCtxtReadMemory(ctxt, data, (int)len, NULL, "UTF-8", opts);
	if (doc != NULL && !recover && !ctxt->wellFormed) {
		xmlFreeDoc(doc);
		doc = NULL;
	}
	if (err != NULL && (e = xmlCtxtGetLastError(ctxt)) != NULL &&
	    e->message != NULL) {
		*err = xstrdup(e->message);
		util_trim(*err);
	}
	xmlFreeParserCtxt(ctxt);
	return doc;
}

/* Set feed->format and the core namespaces from the root; -1 if none. */
static int
feed_detect_format(struct feed_ctx *fc, xmlNode *root)
{
	const char *name = (const char *)root->name;
	const char *ns = root->ns != NULL ? (const char *)root->ns->href : NULL;
	char *version;
	xmlNode *c;

	if (strcmp(name, "rss") == 0) {
		version = feed_attr_text(fc, root, "version", NULL);
		fc->feed->format = version != NULL &&
			util_startswith(util_trim(version), "0.9")
		    ? FEED_RSS09X
		    : FEED_RSS20;
		free(version);
		fc->core_ns = ns;
		return 0;
	}
	if (strcmp(name, "RDF") == 0) {
		fc->core_ns = ns_rss10;
		fc->core_ns2 = ns_rss090;
		fc->feed->format = FEED_RSS10;
		for (c = root->children; c != NULL; c = c->next) {
			if (c->type == XML_ELEMENT_NODE && c->ns != NULL &&
			    strcmp((const char *)c->ns->href, ns_rss090) == 0)
				fc->feed->format = FEED_RSS09X;
		}
		return 0;
	}
	if (strcmp(name, "feed") == 0) {
		if (ns != NULL && strcmp(ns, ns_atom03) == 0)
			fc->feed->format = FEED_ATOM03;
		else if (ns != NULL && strcmp(ns, ns_atom10) == 0)
			fc->feed->format = FEED_ATOM10;
		else if (ns == NULL) {
			version = feed_attr_text(fc, root, "version", NULL);
			fc->feed->format = version != NULL &&
				strcmp(util_trim(version), "0.3") == 0
			    ? FEED_ATOM03
			    : FEED_ATOM10;
			free(version);
		} else
			return -1;
		fc->core_ns = ns;
		return 0;
	}
	return -1;
}

/* 1 if n is the format's own element called name. */
static int
feed_is(const struct feed_ctx *fc, const xmlNode *n, const char *name)
{
	const char *ns;

	if (n->type != XML_ELEMENT_NODE ||
	    strcmp((const char *)n->name, name) != 0)
		return 0;
	if (n->ns == NULL)
		return 1;
	ns = (const char *)n->ns->href;
	return (fc->core_ns != NULL && strcmp(ns, fc->core_ns) == 0) ||
	    (fc->core_ns2 != NULL && strcmp(ns, fc->core_ns2) == 0);
}

/* 1 if n is the element name in namespace ns. */
static int
feed_is_ns(const xmlNode *n, const char *ns, const char *name)
{
	return n->type == XML_ELEMENT_NODE && n->ns != NULL &&
	    strcmp((const char *)n->ns->href, ns) == 0 &&
	    strcmp((const char *)n->name, name) == 0;
}

/* The first child of n that is the format's own element name. */
static xmlNode *
feed_child(const struct feed_ctx *fc, const xmlNode *n, const char *name)
{
	xmlNode *c;

	for (c = n->children; c != NULL; c = c->next) {
		if (feed_is(fc, c, name))
			return c;
	}
	return NULL;
}

/*
 * The attribute name of n in namespace ns (NULL: no namespace).  The
 * attribute list is walked by hand: xmlHasNsProp() may answer with a DTD
 * declaration instead of an attribute.
 */
static xmlAttr *
feed_attr(const xmlNode *n, const char *name, const char *ns)
{
	xmlAttr *a;

	for (a = n->properties; a != NULL; a = a->next) {
		if (strcmp((const char *)a->name, name) != 0)
			continue;
		if (ns == NULL ? a->ns == NULL
			       : a->ns != NULL &&
			    strcmp((const char *)a->ns->href, ns) == 0)
			return a;
	}
	return NULL;
}

/* The value of an attribute (see feed_attr), or NULL. */
static char *
feed_attr_text(
    struct feed_ctx *fc, const xmlNode *n, const char *name, const char *ns)
{
	xmlAttr *a;
	struct buf b;

	if ((a = feed_attr(n, name, ns)) == NULL)
		return NULL;
	buf_init(&b);
	buf_adds(&b, "");
	feed_nodes_text(fc, a->children, &b, 0);
	return buf_detach(&b, NULL);
}

/* Append the text of the nodes from first on and of their descendants. */
static void
feed_nodes_text(
    struct feed_ctx *fc, const xmlNode *first, struct buf *b, int depth)
{
	const xmlNode *c;

	if (depth > FEED_MAX_DEPTH)
		return;
	for (c = first; c != NULL; c = c->next) {
		/* an entity reference's content is its entity's: not read */
		if (feed_work(fc, 1 + (c->type != XML_ENTITY_REF_NODE &&
			c->content != NULL ? strlen((const char *)c->content)
					   : 0)) == -1)
			return;
		switch (c->type) {
		case XML_TEXT_NODE:
		case XML_CDATA_SECTION_NODE:
			if (c->content != NULL)
				buf_adds(b, (const char *)c->content);
			break;
		case XML_ENTITY_REF_NODE:
			feed_entity_text(fc, c->name, b);
			break;
		case XML_ELEMENT_NODE:
			/* An entry swallowed by a broken one (recover). */
			if (fc->entry != NULL && feed_is(fc, c, fc->entry))
				break;
			feed_nodes_text(fc, c->children, b, depth + 1);
			break;
		default:
			break;
		}
	}
}

/*
 * Append the text of the entity reference &name;.  An internal entity
 * gives its replacement text when that holds no markup and no further
 * references but character references (one level, within the budget);
 * an undeclared HTML entity gives its character; anything else nothing.
 */
static void
feed_entity_text(struct feed_ctx *fc, const xmlChar *name, struct buf *b)
{
	const htmlEntityDesc *he;
	xmlEntity *ent;
	struct buf v;
	const char *p;
	char *endp;
	unsigned long cp;

	ent = xmlGetDocEntity(fc->doc, name);
	if (ent == NULL) {
		if ((he = htmlEntityLookup(name)) != NULL)
			feed_add_utf8(b, he->value);
		return;
	}
	/*
	 * An entity that gave no text once never will (the budget only
	 * shrinks): marked, it is not read again for every reference.
	 */
	if ((ent->etype != XML_INTERNAL_GENERAL_ENTITY &&
		ent->etype != XML_INTERNAL_PREDEFINED_ENTITY) ||
	    ent->content == NULL || ent->_private == &feed_no_text)
		return;
	ent->_private = &feed_no_text;
	buf_init(&v);
	for (p = (const char *)ent->content; *p != '\0'; p++) {
		if (*p == '<' || v.len > fc->entity_budget)
			goto out;
		if (*p != '&') {
			buf_addc(&v, *p);
			continue;
		}
		if (p[1] != '#')
			goto out;
		errno = 0;
		if (p[2] == 'x')
			cp = strtoul(p + 3, &endp, 16);
		else
			cp = strtoul(p + 2, &endp, 10);
		if (errno != 0 || *endp != ';' || !feed_xml_char_ok(cp))
			goto out;
		feed_add_utf8(&v, cp);
		p = endp;
	}
	if (v.len <= fc->entity_budget) {
		fc->entity_budget -= v.len;
		buf_add(b, v.data, v.len);
		ent->_private = NULL;
	}
out:
	buf_free(&v);
}

/* The text of n with its descendants, never NULL. */
static char *
feed_node_text(struct feed_ctx *fc, const xmlNode *n)
{
	struct buf b;

	buf_init(&b);
	buf_adds(&b, "");
	feed_nodes_text(fc, n->children, &b, 0);
	return buf_detach(&b, NULL);
}

/* The text of n trimmed, or NULL when empty or n is NULL. */
static char *
feed_node_trimmed(struct feed_ctx *fc, const xmlNode *n)
{
	char *s;

	if (n == NULL)
		return NULL;
	s = util_trim(feed_node_text(fc, n));
	if (*s == '\0') {
		free(s);
		return NULL;
	}
	return s;
}

/*
 * The base URL of n (XML Base): the xml:base attributes of n and its
 * ancestors resolved in turn, starting from the URL the feed came from.
 * The caller frees; NULL when no absolute base is known.
 */
static char *
feed_node_base(struct feed_ctx *fc, const xmlNode *n)
{
	char *parent, *v, *b;

	if (n == NULL || n->type != XML_ELEMENT_NODE ||
	    feed_work(fc, 1) == -1)
		return fc->base != NULL ? xstrdup(fc->base) : NULL;
	parent = feed_node_base(fc, n->parent);
	if ((v = feed_attr_text(
		 fc, n, "base", (const char *)XML_XML_NAMESPACE)) == NULL)
		return parent;
	b = url_resolve(parent, v);
	free(v);
	if (b == NULL)
		return parent;
	free(parent);
	return b;
}

/*
 * ref, found in or on element n, as an absolute http(s) URL, or NULL;
 * kept as written when it stays relative for want of a base.
 */
static char *
feed_resolve(struct feed_ctx *fc, const xmlNode *n, const char *ref)
{
	char *base, *u;

	if (ref == NULL || *ref == '\0')
		return NULL;
	base = feed_node_base(fc, n);
	u = feed_resolve_ref(base, ref);
	free(base);
	return u;
}

/*
 * ref resolved against base (NULL: none known).  Without a base, a
 * relative reference is returned as written (`templar feed FILE` shows
 * it so); a URL of another scheme than http(s) gives NULL.
 */
static char *
feed_resolve_ref(const char *base, const char *ref)
{
	const char *p;
	char *u;

	if (ref == NULL)
		return NULL;
	if ((u = url_resolve(base, ref)) != NULL || base != NULL)
		return u;
	while (isspace((unsigned char)*ref))
		ref++;
	if (*ref == '\0')
		return NULL;
	/* RFC 3986 3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) */
	for (p = ref;
	     isalnum((unsigned char)*p) || *p == '+' || *p == '-' || *p == '.';
	     p++)
		;
	if (*p == ':' && p > ref && isalpha((unsigned char)*ref))
		return NULL;
	return util_trim(xstrdup(ref));
}

/*
 * Charge n units of work to the parse.  Return 0 while within its
 * budget, -1 once the budget is spent (and from then on).
 */
static int
feed_work(struct feed_ctx *fc, size_t n)
{
	if (fc->spent || n >= fc->work) {
		fc->work = 0;
		fc->spent = 1;
		return -1;
	}
	fc->work -= n;
	return 0;
}

/* The children of n serialised as markup (Atom xhtml content). */
static char *
feed_node_html(struct feed_ctx *fc, xmlNode *n)
{
	xmlBuffer *xb;
	xmlNode *c;
	char *s;
	int before;

	if ((xb = xmlBufferCreate()) == NULL)
		fatalx("%s: xmlBufferCreate", __func__);
	for (c = n->children; c != NULL && !fc->spent; c = c->next) {
		before = xmlBufferLength(xb);
		xmlNodeDump(xb, fc->doc, c, 0, 0);
		feed_work(fc, 1 + (size_t)(xmlBufferLength(xb) - before));
	}
	s = xstrdup((const char *)xmlBufferContent(xb));
	xmlBufferFree(xb);
	return s;
}

/*
 * Text
 */

/* Append code point cp (below U+10000) as UTF-8. */
static void
feed_put_utf8(struct buf *b, unsigned cp)
{
	if (cp < 0x800) {
		buf_addc(b, (char)(0xc0 | cp >> 6));
	} else {
		buf_addc(b, (char)(0xe0 | cp >> 12));
		buf_addc(b, (char)(0x80 | (cp >> 6 & 0x3f)));
	}
	buf_addc(b, (char)(0x80 | (cp & 0x3f)));
}

/*
 * Collapse white space: runs of spaces, tabs and no-break spaces become
 * one space; with multiline, line breaks survive (empty lines go), else
 * they become spaces too.  The result is trimmed; NULL when empty.
 */
static char *
feed_norm_space(const char *s, int multiline)
{
	struct buf b;
	const unsigned char *p;
	unsigned c1;
	int space = 0, newline = 0;

	if (s == NULL)
		return NULL;
	buf_init(&b);
	for (p = (const unsigned char *)s; *p != '\0'; p++) {
		if (*p == '\n' || *p == '\r') {
			if (multiline)
				newline = 1;
			else
				space = 1;
			continue;
		}
		if (*p == ' ' || *p == '\t' || *p == '\f' || *p == '\v') {
			space = 1;
			continue;
		}
		if (p[0] == 0xc2 && p[1] == 0xa0) {
			space = 1;
			p++;
			continue;
		}
		if (b.len > 0) {
			if (newline)
				buf_addc(&b, '\n');
			else if (space)
				buf_addc(&b, ' ');
		}
		space = newline = 0;
		/* a C1 control is windows-1252 mislabelled, as "&#146;" */
		if (p[0] == 0xc2 && (c1 = text_c1_cp1252(p[1])) != 0) {
			feed_put_utf8(&b, c1);
			p++;
			continue;
		}
		buf_addc(&b, (char)*p);
	}
	if (b.len == 0) {
		buf_free(&b);
		return NULL;
	}
	return buf_detach(&b, NULL);
}

/* 1 if s holds a tag or an entity reference. */
static int
feed_looks_like_html(const char *s)
{
	const char *p;

	for (p = s; *p != '\0'; p++) {
		if (p[0] == '<' &&
		    (isalpha((unsigned char)p[1]) || p[1] == '/' ||
			p[1] == '!'))
			return 1;
		if (p[0] != '&')
			continue;
		if (p[1] == '#' || isalpha((unsigned char)p[1])) {
			const char *q = p + 2;

			while (isalnum((unsigned char)*q))
				q++;
			if (*q == ';' && q - p > 2)
				return 1;
		}
	}
	return 0;
}

/* Block elements: a line break before and after. */
static int
feed_html_is_block(const char *name)
{
	static const char *blocks[] = { "address", "article", "aside",
		"blockquote", "dd", "div", "dl", "dt", "figcaption", "figure",
		"footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr",
		"li", "main", "nav", "ol", "p", "pre", "section", "table", "td",
		"th", "tr", "ul", "br" };
	size_t i;

	for (i = 0; i < NELEM(blocks); i++) {
		if (strcmp(name, blocks[i]) == 0)
			return 1;
	}
	return 0;
}

static void
feed_html_walk(const xmlNode *n, struct buf *b, int depth)
{
	const xmlNode *c;
	const char *name, *p;
	int block;

	if (depth > FEED_MAX_DEPTH)
		return;
	for (c = n->children; c != NULL; c = c->next) {
		switch (c->type) {
		case XML_TEXT_NODE:
		case XML_CDATA_SECTION_NODE:
			/* A line break in HTML source is white space. */
			for (p = (const char *)c->content;
			     p != NULL && *p != '\0'; p++)
				buf_addc(
				    b, *p == '\n' || *p == '\r' ? ' ' : *p);
			break;
		case XML_ELEMENT_NODE:
			name = (const char *)c->name;
			if (strcmp(name, "script") == 0 ||
			    strcmp(name, "style") == 0 ||
			    strcmp(name, "template") == 0 ||
			    strcmp(name, "head") == 0)
				break;
			block = feed_html_is_block(name);
			if (block)
				buf_addc(b, '\n');
			feed_html_walk(c, b, depth + 1);
			if (block)
				buf_addc(b, '\n');
			break;
		default:
			break;
		}
	}
}

/*
 * HTML (a description, an escaped Atom text) to plain text: tags go,
 * entities are decoded, block elements and <br> become line breaks,
 * white space collapses within lines.  NULL when no text is left.
 */
static char *
feed_html_text(struct feed_ctx *fc, const char *html)
{
	htmlDocPtr doc;
	struct buf b;
	char *s;
	size_t len;

	if (html == NULL)
		return NULL;
	if (strchr(html, '<') == NULL && strchr(html, '&') == NULL)
		return feed_norm_space(html, 0);
	/* parsed once, walked once */
	if ((len = strlen(html)) > INT_MAX || feed_work(fc, 2 * len) == -1 ||
	    !html_attributes_bounded(html, len))
		return NULL;
	doc = htmlReadMemory(html, (int)len, NULL, "UTF-8",
	    HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
		HTML_PARSE_RECOVER);
	if (doc == NULL)
		return feed_norm_space(html, 0);
	buf_init(&b);
	buf_adds(&b, "");
	feed_html_walk((xmlNode *)doc, &b, 0);
	xmlFreeDoc(doc);
	s = feed_norm_space(b.data, 1);
	buf_free(&b);
	return s;
}

/*
 * A one-line text: a title, an author, a category.  Markup in it is
 * taken for HTML (RSS titles are often escaped HTML).  NULL when empty.
 */
static char *
feed_inline_text(struct feed_ctx *fc, const char *s)
{
	char *t, *r;

	if (s == NULL)
		return NULL;
	if (!feed_looks_like_html(s))
		return feed_norm_space(s, 0);
	t = feed_html_text(fc, s);
	r = feed_norm_space(t, 0);
	free(t);
	return r;
}

/* Plain text as HTML: & < > escaped. */
static char *
feed_html_escape(const char *s)
{
	struct buf b;

	buf_init(&b);
	buf_adds(&b, "");
	for (; *s != '\0'; s++) {
		if (*s == '&')
			buf_adds(&b, "&amp;");
		else if (*s == '<')
			buf_adds(&b, "&lt;");
		else if (*s == '>')
			buf_adds(&b, "&gt;");
		else
			buf_addc(&b, *s);
	}
	return buf_detach(&b, NULL);
}

/*
 * Entries
 */

/*
 * Read an Atom text construct (RFC 4287 section 3.1) or Atom 0.3 content
 * into its plain text and its HTML form; either may be NULL.  Content
 * given by reference (src=) or in a binary type gives neither.
 */
static void
feed_atom_text(struct feed_ctx *fc, xmlNode *n, char **text, char **html)
{
	char *type, *mode, *src, *raw = NULL, *h = NULL;
	xmlNode *c, *div = NULL;
	int has_elements = 0, nelem = 0, is_html;

	*text = NULL;
	if (html != NULL)
		*html = NULL;
	type = feed_attr_text(fc, n, "type", NULL);
	mode = feed_attr_text(fc, n, "mode", NULL);
	src = feed_attr_text(fc, n, "src", NULL);
	if (type != NULL)
		util_trim(type);
	for (c = n->children; c != NULL; c = c->next) {
		if (c->type == XML_ELEMENT_NODE) {
			has_elements = 1;
			nelem++;
			if (feed_is_ns(c, ns_xhtml, "div"))
				div = c;
		}
	}
	if (src != NULL || (mode != NULL && strcmp(mode, "base64") == 0))
		goto done;
	is_html = type != NULL &&
	    (strcasecmp(type, "html") == 0 ||
		strcasecmp(type, "text/html") == 0);
	if (!is_html &&
	    (type == NULL || strcasecmp(type, "text") == 0 ||
		strncasecmp(type, "text/", 5) == 0)) {
		raw = util_trim(feed_node_text(fc, n));
		*text = feed_norm_space(raw, 1);
		if (html != NULL && *text != NULL)
			*html = feed_html_escape(raw);
		goto done;
	}
	/* Atom 0.3 mode="xml" puts HTML inline, as xhtml does. */
	if ((is_html && has_elements) || strcasecmp(type, "xhtml") == 0 ||
	    strcasecmp(type, "application/xhtml+xml") == 0)
		h = feed_node_html(
		    fc, nelem == 1 && div != NULL ? div : n);
	else if (is_html)
		h = feed_node_text(fc, n);
	else
		goto done; /* a media type: nothing to read */
	*text = feed_html_text(fc, h);
	if (html != NULL && *text != NULL) {
		*html = h;
		h = NULL;
		util_trim(*html);
	}
done:
	free(raw);
	free(h);
	free(type);
	free(mode);
	free(src);
}

/* The href of the first alternate link child of n (Atom), absolute. */
static char *
feed_atom_link(struct feed_ctx *fc, const xmlNode *n)
{
	xmlNode *c;
	char *rel, *href, *u;
	int alt;

	for (c = n->children; c != NULL; c = c->next) {
		if (!feed_is(fc, c, "link"))
			continue;
		rel = feed_attr_text(fc, c, "rel", NULL);
		alt = rel == NULL || *util_trim(rel) == '\0' ||
		    strcmp(rel, "alternate") == 0 ||
		    strcmp(rel,
			"http://www.iana.org/assignments/relation/alternate") ==
			0;
		free(rel);
		if (!alt)
			continue;
		if ((href = feed_attr_text(fc, c, "href", NULL)) == NULL)
			continue;
		u = feed_resolve(fc, c, util_trim(href));
		free(href);
		if (u != NULL)
			return u;
	}
	return NULL;
}

/* The name of the first author child of n (Atom), or NULL. */
static char *
feed_atom_author(struct feed_ctx *fc, const xmlNode *n)
{
	xmlNode *c, *name;
	char *s, *r;

	for (c = n->children; c != NULL; c = c->next) {
		if (!feed_is(fc, c, "author"))
			continue;
		/* A person with an email only is known by it. */
		if ((name = feed_child(fc, c, "name")) == NULL &&
		    (name = feed_child(fc, c, "email")) == NULL)
			continue;
		s = feed_node_text(fc, name);
		r = feed_inline_text(fc, s);
		free(s);
		if (r != NULL)
			return r;
	}
	return NULL;
}

/* Add a category (taking s), unless it is empty, known or one too many. */
static void
feed_add_category(struct feed_entry *e, char *s)
{
	size_t i;

	if (s == NULL)
		return;
	if (e->ncategories >= FEED_MAX_CATEGORIES)
		goto drop;
	for (i = 0; i < e->ncategories; i++) {
		if (strcmp(e->categories[i], s) == 0)
			goto drop;
	}
	e->categories = xreallocarray(
	    e->categories, e->ncategories + 1, sizeof(*e->categories));
	e->categories[e->ncategories++] = s;
	return;
drop:
	free(s);
}

/* A length or size in bytes as feeds write it, -1 when there is none. */
static int64_t
feed_length(const char *s)
{
	char *end;
	long long v;

	if (s == NULL)
		return -1;
	while (isspace((unsigned char)*s))
		s++;
	if (!isdigit((unsigned char)*s))
		return -1;
	errno = 0;
	v = strtoll(s, &end, 10);
	while (isspace((unsigned char)*end))
		end++;
	if (errno != 0 || *end != '\0' || v < 0)
		return -1;
	return (int64_t)v;
}

/*
 * Add an enclosure (taking url and type).  One per URL: a second mention
 * (an <enclosure> and a media:content of the same file) only fills in
 * what the first lacked.
 */
static void
feed_add_enclosure(struct feed_entry *e, char *url, char *type, int64_t len)
{
	struct feed_enclosure *en;
	size_t i;

	if (url == NULL || e->nenclosures >= FEED_MAX_ENCLOSURES)
		goto drop;
	if (type != NULL && *util_trim(type) == '\0') {
		free(type);
		type = NULL;
	}
	for (i = 0; i < e->nenclosures; i++) {
		en = &e->enclosures[i];
		if (strcmp(en->url, url) != 0)
			continue;
		if (en->type == NULL) {
			en->type = type;
			type = NULL;
		}
		if (en->length == -1)
			en->length = len;
		goto drop;
	}
	e->enclosures = xreallocarray(
	    e->enclosures, e->nenclosures + 1, sizeof(*e->enclosures));
	en = &e->enclosures[e->nenclosures++];
	en->url = url;
	en->type = type;
	en->length = len;
	return;
drop:
	free(url);
	free(type);
}

/*
 * An enclosure element: RSS <enclosure url= type= length=>, or an Atom
 * link (href_attr "href") that the caller found to be rel="enclosure".
 */
static void
feed_enclosure_node(struct feed_ctx *fc, xmlNode *n, struct feed_entry *e,
    const char *href_attr)
{
	char *ref, *len;
	int64_t length;

	if ((ref = feed_attr_text(fc, n, href_attr, NULL)) == NULL)
		return;
	len = feed_attr_text(fc, n, "length", NULL);
	length = feed_length(len);
	free(len);
	feed_add_enclosure(e, feed_resolve(fc, n, util_trim(ref)),
	    feed_attr_text(fc, n, "type", NULL), length);
	free(ref);
}

/* 1 if n is the Media RSS element name (either namespace spelling). */
static int
feed_is_media(const xmlNode *n, const char *name)
{
	return feed_is_ns(n, ns_media, name) || feed_is_ns(n, ns_media2, name);
}

/* 1 for "image/..." */
static int
feed_is_image_type(const char *type)
{
	return type != NULL && strncasecmp(type, "image/", 6) == 0;
}

/*
 * A Media RSS element (media:content, media:thumbnail, media:group with
 * those inside): enclosures, and image candidates into im.
 */
static void
feed_media(struct feed_ctx *fc, xmlNode *n, struct feed_entry *e,
    struct feed_media *im, int depth)
{
	xmlNode *c;
	char *ref, *url, *type, *medium, *size;
	int is_image;

	if (feed_is_media(n, "group") && depth == 0) {
		for (c = n->children; c != NULL; c = c->next)
			feed_media(fc, c, e, im, depth + 1);
		return;
	}
	if (feed_is_media(n, "description")) {
		if (im->description == NULL)
			im->description = n;
		return;
	}
	if (!feed_is_media(n, "content") && !feed_is_media(n, "thumbnail"))
		return;
	if ((ref = feed_attr_text(fc, n, "url", NULL)) == NULL)
		return;
	if ((url = feed_resolve(fc, n, util_trim(ref))) == NULL) {
		free(ref);
		return;
	}
	free(ref);
	if (feed_is_media(n, "thumbnail")) {
		if (im->thumbnail == NULL)
			im->thumbnail = xstrdup(url);
		feed_add_enclosure(e, url, NULL, -1);
		return;
	}
	type = feed_attr_text(fc, n, "type", NULL);
	medium = feed_attr_text(fc, n, "medium", NULL);
	is_image = feed_is_image_type(type != NULL ? util_trim(type) : NULL) ||
	    (medium != NULL && strcasecmp(util_trim(medium), "image") == 0);
	if (is_image && im->media == NULL)
		im->media = xstrdup(url);
	size = feed_attr_text(fc, n, "fileSize", NULL);
	feed_add_enclosure(e, url, type, feed_length(size));
	free(size);
	free(medium);
	/* A thumbnail inside a media:content is the content's thumbnail. */
	for (c = n->children; c != NULL && depth < 2; c = c->next) {
		if (feed_is_media(c, "thumbnail"))
			feed_media(fc, c, e, im, 2);
	}
}

/*
 * Choose the entry's lead image: a media:thumbnail, an image
 * media:content, an image enclosure, the itunes:image; frees im.
 */
static void
feed_image(struct feed_entry *e, struct feed_media *im)
{
	size_t i;

	if (e->image == NULL && im->thumbnail != NULL) {
		e->image = im->thumbnail;
		im->thumbnail = NULL;
	}
	if (e->image == NULL && im->media != NULL) {
		e->image = im->media;
		im->media = NULL;
	}
	for (i = 0; e->image == NULL && i < e->nenclosures; i++) {
		if (feed_is_image_type(e->enclosures[i].type))
			e->image = xstrdup(e->enclosures[i].url);
	}
	if (e->image == NULL && im->itunes != NULL) {
		e->image = im->itunes;
		im->itunes = NULL;
	}
	free(im->thumbnail);
	free(im->media);
	free(im->itunes);
	memset(im, 0, sizeof(*im)); /* description: a node, not owned */
}

/* Read the date in n into *t and its text into *text (when NULL). */
static void
feed_set_date(struct feed_ctx *fc, const xmlNode *n, int64_t *t, char **text)
{
	char *s;
	int64_t v;

	if (n == NULL || (s = feed_node_trimmed(fc, n)) == NULL)
		return;
	if (feed_parse_date(s, &v) == 0)
		*t = v;
	if (text != NULL && *text == NULL)
		*text = s;
	else
		free(s);
}

/*
 * The HTML an RSS description or content:encoded holds, trimmed; NULL
 * when empty.  Mostly it is escaped or in CDATA, so text; HTML put in
 * raw is markup to the XML parser, and is serialised back.
 */
static char *
feed_rss_html(struct feed_ctx *fc, xmlNode *n)
{
	xmlNode *c;
	char *s;

	for (c = n->children; c != NULL; c = c->next) {
		if (c->type == XML_ELEMENT_NODE)
			break;
	}
	if (c == NULL)
		return feed_node_trimmed(fc, n);
	s = util_trim(feed_node_html(fc, n));
	if (*s == '\0') {
		free(s);
		return NULL;
	}
	return s;
}

/* An RSS 0.9x/1.0/2.0 item. */
static void
feed_rss_item(struct feed_ctx *fc, xmlNode *item, struct feed_entry *e)
{
	xmlNode *c, *title = NULL, *link = NULL, *guid = NULL, *desc = NULL;
	xmlNode *author = NULL, *creator = NULL, *pubdate = NULL;
	xmlNode *dcdate = NULL, *encoded = NULL, *origlink = NULL;
	xmlNode *atomlink = NULL, *itauthor = NULL;
	struct feed_media im;
	char *s, *perma;

	memset(&im, 0, sizeof(im));
	for (c = item->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (feed_is_media(c, "content") ||
		    feed_is_media(c, "thumbnail") ||
		    feed_is_media(c, "group") ||
		    feed_is_media(c, "description"))
			feed_media(fc, c, e, &im, 0);
		else if (feed_is(fc, c, "enclosure"))
			feed_enclosure_node(fc, c, e, "url");
		else if (feed_is_ns(c, ns_itunes, "image") &&
		    im.itunes == NULL) {
			s = feed_attr_text(fc, c, "href", NULL);
			im.itunes = feed_resolve(
			    fc, c, s != NULL ? util_trim(s) : NULL);
			free(s);
		} else if (feed_is(fc, c, "title") && title == NULL)
			title = c;
		else if (feed_is(fc, c, "link") && link == NULL)
			link = c;
		else if (feed_is_ns(c, ns_atom10, "link") && atomlink == NULL) {
			s = feed_attr_text(fc, c, "rel", NULL);
			if (s == NULL || strcmp(util_trim(s), "alternate") == 0)
				atomlink = c;
			free(s);
		} else if (feed_is_ns(c, ns_itunes, "author") &&
		    itauthor == NULL)
			itauthor = c;
		else if (feed_is(fc, c, "guid") && guid == NULL)
			guid = c;
		else if (feed_is(fc, c, "description") && desc == NULL)
			desc = c;
		else if (feed_is(fc, c, "author") && author == NULL)
			author = c;
		else if (feed_is(fc, c, "pubDate") && pubdate == NULL)
			pubdate = c;
		else if (feed_is_ns(c, ns_dc, "creator") && creator == NULL)
			creator = c;
		else if (feed_is_ns(c, ns_dc, "date") && dcdate == NULL)
			dcdate = c;
		else if (feed_is_ns(c, ns_content, "encoded") &&
		    encoded == NULL)
			encoded = c;
		else if (feed_is_ns(c, ns_feedburner, "origLink") &&
		    origlink == NULL)
			origlink = c;
		else if (feed_is(fc, c, "category") ||
		    feed_is_ns(c, ns_dc, "subject")) {
			s = feed_node_text(fc, c);
			feed_add_category(e, feed_inline_text(fc, s));
			free(s);
		}
	}

	if ((e->guid = feed_node_trimmed(fc, guid)) == NULL)
		e->guid = feed_attr_text(fc, item, "about", ns_rdf);
	if (e->guid != NULL && *util_trim(e->guid) == '\0') {
		free(e->guid);
		e->guid = NULL;
	}

	/* FeedBurner's link goes through its proxy; origLink does not. */
	if ((s = feed_node_trimmed(fc, origlink)) != NULL) {
		e->url = feed_resolve(fc, origlink, s);
		free(s);
	}
	if (e->url == NULL && (s = feed_node_trimmed(fc, link)) != NULL) {
		e->url = feed_resolve(fc, link, s);
		free(s);
	}
	if (e->url == NULL && atomlink != NULL &&
	    (s = feed_attr_text(fc, atomlink, "href", NULL)) != NULL) {
		e->url = feed_resolve(fc, atomlink, util_trim(s));
		free(s);
	}
	if (e->url == NULL && guid != NULL && e->guid != NULL &&
	    url_is_http(e->guid)) {
		perma = feed_attr_text(fc, guid, "isPermaLink", NULL);
		if (perma == NULL || strcasecmp(util_trim(perma), "false") != 0)
			e->url = feed_resolve(fc, guid, e->guid);
		free(perma);
	}

	if (title != NULL) {
		s = feed_node_text(fc, title);
		e->title = feed_inline_text(fc, s);
		free(s);
	}
	if (encoded != NULL && (s = feed_rss_html(fc, encoded)) != NULL) {
		if ((e->content = feed_html_text(fc, s)) != NULL)
			e->content_html = s;
		else
			free(s);
	}
	if (desc != NULL && (s = feed_rss_html(fc, desc)) != NULL) {
		e->teaser = feed_html_text(fc, s);
		free(s);
	}
	if (e->teaser == NULL && e->content != NULL)
		e->teaser = xstrdup(e->content);
	if (e->teaser == NULL && im.description != NULL) {
		s = feed_node_text(fc, im.description);
		e->teaser = feed_html_text(fc, s);
		free(s);
	}

	if (author == NULL)
		author = creator != NULL ? creator : itauthor;
	if (author != NULL) {
		s = feed_node_text(fc, author);
		e->author = feed_inline_text(fc, s);
		free(s);
	}
	feed_set_date(fc, pubdate != NULL ? pubdate : dcdate, &e->published,
	    &e->published_text);
	feed_image(e, &im);
}

/* An Atom 1.0 or 0.3 entry. */
static void
feed_atom_entry(struct feed_ctx *fc, xmlNode *entry, struct feed_entry *e)
{
	xmlNode *c, *id = NULL, *title = NULL, *summary = NULL;
	xmlNode *content = NULL, *published = NULL, *updated = NULL;
	xmlNode *issued = NULL, *created = NULL, *dcdate = NULL;
	xmlNode *creator = NULL, *origlink = NULL;
	struct feed_media im;
	char *s, *html;

	memset(&im, 0, sizeof(im));
	for (c = entry->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (feed_is(fc, c, "link")) {
			s = feed_attr_text(fc, c, "rel", NULL);
			if (s != NULL && strcmp(util_trim(s), "enclosure") == 0)
				feed_enclosure_node(fc, c, e, "href");
			free(s);
		} else if (feed_is_media(c, "content") ||
		    feed_is_media(c, "thumbnail") ||
		    feed_is_media(c, "group") ||
		    feed_is_media(c, "description"))
			feed_media(fc, c, e, &im, 0);
		else if (feed_is(fc, c, "id") && id == NULL)
			id = c;
		else if (feed_is(fc, c, "title") && title == NULL)
			title = c;
		else if (feed_is(fc, c, "summary") && summary == NULL)
			summary = c;
		else if (feed_is(fc, c, "content") && content == NULL)
			content = c;
		else if (feed_is(fc, c, "published") && published == NULL)
			published = c;
		else if (feed_is(fc, c, "issued") && issued == NULL)
			issued = c;
		else if (feed_is(fc, c, "created") && created == NULL)
			created = c;
		else if ((feed_is(fc, c, "updated") ||
			     feed_is(fc, c, "modified")) &&
		    updated == NULL)
			updated = c;
		else if (feed_is_ns(c, ns_dc, "date") && dcdate == NULL)
			dcdate = c;
		else if (feed_is_ns(c, ns_dc, "creator") && creator == NULL)
			creator = c;
		else if (feed_is_ns(c, ns_feedburner, "origLink") &&
		    origlink == NULL)
			origlink = c;
		else if (feed_is(fc, c, "category")) {
			if ((s = feed_attr_text(fc, c, "label", NULL)) ==
				NULL ||
			    *util_trim(s) == '\0') {
				free(s);
				s = feed_attr_text(fc, c, "term", NULL);
			}
			feed_add_category(e, feed_inline_text(fc, s));
			free(s);
		} else if (feed_is_ns(c, ns_dc, "subject")) {
			s = feed_node_text(fc, c);
			feed_add_category(e, feed_inline_text(fc, s));
			free(s);
		}
	}

	e->guid = feed_node_trimmed(fc, id);
	if ((s = feed_node_trimmed(fc, origlink)) != NULL) {
		e->url = feed_resolve(fc, origlink, s);
		free(s);
	}
	if (e->url == NULL)
		e->url = feed_atom_link(fc, entry);
	if (title != NULL) {
		feed_atom_text(fc, title, &s, NULL);
		e->title = feed_norm_space(s, 0);
		free(s);
	}
	if (content != NULL)
		feed_atom_text(fc, content, &e->content, &e->content_html);
	if (summary != NULL) {
		feed_atom_text(fc, summary, &s, &html);
		e->teaser = s;
		free(html);
	}
	if (e->teaser == NULL && e->content != NULL)
		e->teaser = xstrdup(e->content);
	if (e->teaser == NULL && im.description != NULL) {
		s = feed_node_text(fc, im.description);
		e->teaser = feed_html_text(fc, s);
		free(s);
	}
	if ((e->author = feed_atom_author(fc, entry)) == NULL) {
		if (creator != NULL) {
			s = feed_node_text(fc, creator);
			e->author = feed_inline_text(fc, s);
			free(s);
		}
		if (e->author == NULL && fc->feed_author != NULL)
			e->author = xstrdup(fc->feed_author);
	}
	if (published == NULL)
		published = issued != NULL ? issued : created;
	if (published == NULL)
		published = dcdate;
	feed_set_date(fc, updated, &e->updated, NULL);
	if (published != NULL)
		feed_set_date(fc, published, &e->published, &e->published_text);
	else
		feed_set_date(fc, updated, &e->published, &e->published_text);
	feed_image(e, &im);
}

/* Feed-level fields: title, link, ttl, and the inherited Atom author. */
static void feed_read_skip(struct feed_ctx *fc, xmlNode *ch);

static void
feed_read_channel(struct feed_ctx *fc, xmlNode *root)
{
	struct feed *feed = fc->feed;
	xmlNode *ch, *n;
	char *s;
	long long v;

	if (feed->format == FEED_ATOM10 || feed->format == FEED_ATOM03) {
		if ((n = feed_child(fc, root, "title")) != NULL) {
			feed_atom_text(fc, n, &s, NULL);
			feed->title = feed_norm_space(s, 0);
			free(s);
		}
		feed->link = feed_atom_link(fc, root);
		fc->feed_author = feed_atom_author(fc, root);
		return;
	}
	if ((ch = feed_child(fc, root, "channel")) == NULL)
		return;
	if ((n = feed_child(fc, ch, "title")) != NULL) {
		s = feed_node_text(fc, n);
		feed->title = feed_inline_text(fc, s);
		free(s);
	}
	if ((s = feed_node_trimmed(fc, feed_child(fc, ch, "link"))) != NULL) {
		feed->link = feed_resolve(fc, feed_child(fc, ch, "link"), s);
		free(s);
	}
	if ((s = feed_node_trimmed(fc, feed_child(fc, ch, "ttl"))) != NULL) {
		char *end;

		errno = 0;
		v = strtoll(s, &end, 10);
		/* Minutes; a year at most. */
		if (errno == 0 && *end == '\0' && v > 0 && v <= 525600)
			feed->ttl = v * 60;
		free(s);
	}
	feed_read_skip(fc, ch);
}

/*
 * <skipHours><hour>N</hour>...</skipHours> (N 0-23, GMT; 24 is read as
 * 0, as some feeds write it) and <skipDays><day>Monday</day>...: when
 * the feed asks not to be polled.  Unknown values are ignored.
 */
static void
feed_read_skip(struct feed_ctx *fc, xmlNode *ch)
{
	static const char *const days[] = { "sunday", "monday", "tuesday",
		"wednesday", "thursday", "friday", "saturday" };
	struct feed *feed = fc->feed;
	xmlNode *box, *c;
	char *s, *end;
	long v;
	size_t i;

	if ((box = feed_child(fc, ch, "skipHours")) != NULL) {
		for (c = box->children; c != NULL; c = c->next) {
			if (!feed_is(fc, c, "hour") ||
			    (s = feed_node_trimmed(fc, c)) == NULL)
				continue;
			v = strtol(s, &end, 10);
			if (*end == '\0' && end != s && v >= 0 && v <= 24)
				feed->skip_hours |= 1u << (v % 24);
			free(s);
		}
	}
	if ((box = feed_child(fc, ch, "skipDays")) != NULL) {
		for (c = box->children; c != NULL; c = c->next) {
			if (!feed_is(fc, c, "day") ||
			    (s = feed_node_trimmed(fc, c)) == NULL)
				continue;
			for (i = 0; i < NELEM(days); i++)
				if (strcasecmp(s, days[i]) == 0)
					feed->skip_days |= 1u << i;
			free(s);
		}
	}
}

/* Read the entry or item n into a new entry, unless there are max. */
static void
feed_add_entry(struct feed_ctx *fc, xmlNode *n, size_t max, size_t *cap)
{
	struct feed *feed = fc->feed;
	struct feed_entry *e;

	if (feed->nentries >= max || fc->spent)
		return;
	if (feed->nentries == *cap) {
		*cap = *cap == 0 ? 16 : *cap * 2;
		feed->entries =
		    xreallocarray(feed->entries, *cap, sizeof(*feed->entries));
	}
	e = &feed->entries[feed->nentries++];
	memset(e, 0, sizeof(*e));
	if (strcmp(fc->entry, "entry") == 0)
		feed_atom_entry(fc, n, e);
	else
		feed_rss_item(fc, n, e);
	if (fc->spent) {
		/* read in part: not taken */
		feed_entry_free(e);
		feed->nentries--;
	}
}

/*
 * Collect the entries at any depth under n, in document order: in a
 * recovered document an unclosed tag (an HTML <b> in a title) leaves
 * the entries after it nested in the broken one.
 */
static void
feed_find_entries(
    struct feed_ctx *fc, xmlNode *n, size_t max, size_t *cap, int depth)
{
	xmlNode *c;

	if (depth > FEED_MAX_DEPTH)
		return;
	for (c = n->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (feed_work(fc, 1) == -1)
			return;
		if (feed_is(fc, c, fc->entry))
			feed_add_entry(fc, c, max, cap);
		feed_find_entries(fc, c, max, cap, depth + 1);
	}
}

/* Collect the items or entries under root, at most max. */
static void
feed_read_entries(struct feed_ctx *fc, xmlNode *root, size_t max)
{
	struct feed *feed = fc->feed;
	xmlNode *parents[2], *c;
	size_t i, cap = 0;
	int atom;

	atom = feed->format == FEED_ATOM10 || feed->format == FEED_ATOM03;
	fc->entry = atom ? "entry" : "item";
	if (feed->recovered) {
		feed_find_entries(fc, root, max, &cap, 0);
		return;
	}
	/* RSS items live in the channel; RDF's and strays at the top. */
	parents[0] = atom ? NULL : feed_child(fc, root, "channel");
	parents[1] = root;
	for (i = 0; i < NELEM(parents); i++) {
		if (parents[i] == NULL)
			continue;
		for (c = parents[i]->children; c != NULL; c = c->next) {
			if (feed_is(fc, c, fc->entry))
				feed_add_entry(fc, c, max, &cap);
		}
	}
}

/*
 * Parse a feed (feed.h).  The bytes are decoded to UTF-8 first, so the
 * XML parser is told the encoding and ignores the declaration.
 */
struct feed *
feed_parse(const char *data, size_t len, const char *base,
    const char *http_charset, size_t max_entries, size_t max_size,
    char **cause)
{
	struct feed_ctx fc;
	struct feed *feed;
	xmlDoc *doc;
	xmlNode *root;
	char *charset, *utf8 = NULL, *fixed = NULL, *err = NULL, *gz = NULL;
	const char *text;
	size_t skip, junk, textlen, n;

	if (data == NULL || len == 0) {
		xasprintf(cause, "empty document");
		return NULL;
	}
	if (len > max_size) {
		xasprintf(cause, "feed larger than %zu bytes", max_size);
		return NULL;
	}
	if (feed_gzip_magic(data, len)) {
		/* Compressed twice: the HTTP layer undid one gzip only. */
		if ((gz = feed_gunzip(data, len, max_size, &n, cause)) == NULL)
			return NULL;
		data = gz;
		len = n;
		if (len == 0) {
			free(gz);
			xasprintf(cause, "empty document");
			return NULL;
		}
	}
	if (len > INT_MAX / 4) {
		xasprintf(cause, "document too large (%zu bytes)", len);
		free(gz);
		return NULL;
	}
	charset = feed_detect_charset(data, len, http_charset, &skip);
	text = data + skip;
	textlen = len - skip;
	if (charset != NULL &&
	    (utf8 = feed_to_utf8(text, textlen, charset, &n)) != NULL) {
		text = utf8;
		textlen = n;
	}
	free(charset);

	memset(&fc, 0, sizeof(fc));
	fc.base = base;
	fc.entity_budget = FEED_ENTITY_BUDGET;
	fc.work = FEED_WORK_BASE + FEED_WORK_PER_BYTE * textlen;
	for (n = 0; n < textlen && isspace((unsigned char)text[n]); n++)
		;
	if (n < textlen && (text[n] == '{' || text[n] == '[')) {
		feed = feed_parse_json(
		    &fc, text + n, textlen - n, max_entries, cause);
		free(utf8);
		free(gz);
		return feed;
	}

	if (!html_attributes_bounded(text, textlen)) {
		xasprintf(cause, "feed refused: its tags hold too many "
		    "attributes to parse in bounded time");
		free(utf8);
		free(gz);
		return NULL;
	}
	feed = xcalloc(1, sizeof(*feed));
	fc.feed = feed;
	if ((doc = feed_read_xml(text, textlen, 0, NULL)) == NULL) {
		junk = feed_junk(text, textlen);
		fixed = feed_repair(text + junk, textlen - junk, &n);
		doc = feed_read_xml(fixed, n, 1, &err);
		feed->recovered = 1;
	}
	if (doc == NULL || (root = xmlDocGetRootElement(doc)) == NULL) {
		xasprintf(cause, "not an RSS or Atom feed (%s)",
		    err != NULL ? err : "no XML element");
		goto fail;
	}
	fc.doc = doc;
	if (feed_detect_format(&fc, root) == -1) {
		xasprintf(cause, "not an RSS or Atom feed (root element <%s>)",
		    (const char *)root->name);
		goto fail;
	}
	feed_read_channel(&fc, root);
	feed_read_entries(&fc, root, max_entries);
	if (fc.spent && feed->nentries == 0) {
		xasprintf(cause, "feed needs more work to read than %zu "
		    "units (%d bytes a byte), before its first entry",
		    (size_t)FEED_WORK_BASE + FEED_WORK_PER_BYTE * textlen,
		    FEED_WORK_PER_BYTE);
		goto fail;
	}
	feed->over_budget = fc.spent;
	free(fc.feed_author);
	xmlFreeDoc(doc);
	free(fixed);
	free(utf8);
	free(err);
	free(gz);
	return feed;
fail:
	free(fc.feed_author);
	feed_free(feed);
	xmlFreeDoc(doc);
	free(fixed);
	free(utf8);
	free(err);
	free(gz);
	return NULL;
}

/*
 * The length of what comes before the XML: a PHP warning or notice (as
 * text or HTML) printed before the feed.  The XML starts at its
 * declaration, else, after text that starts no markup, at the root.
 */
static size_t
feed_junk(const char *text, size_t len)
{
	static const char *roots[] = { "<rss", "<feed", "<rdf:RDF", "<RDF" };
	size_t i, n, scan = len < FEED_JUNK_SCAN ? len : FEED_JUNK_SCAN;
	const char *p, *q, *best = NULL;

	for (n = 0; n < scan && isspace((unsigned char)text[n]); n++)
		;
	/* The bytes are not NUL-terminated: every look stays within len. */
	if (n == scan || (scan - n >= 5 && memcmp(text + n, "<?xml", 5) == 0))
		return 0;
	if ((p = memmem(text + n, scan - n, "<?xml", 5)) != NULL)
		return (size_t)(p - text);
	if (text[n] == '<')
		return 0;
	for (i = 0; i < NELEM(roots); i++) {
		q = memmem(text + n, scan - n, roots[i], strlen(roots[i]));
		if (q != NULL && (best == NULL || q < best))
			best = q;
	}
	return best != NULL ? (size_t)(best - text) : 0;
}

/*
 * Gzip
 */

/* 1 if the bytes start as a gzip member (RFC 1952: 1f 8b, deflate). */
static int
feed_gzip_magic(const char *data, size_t len)
{
	const unsigned char *u = (const unsigned char *)data;

	return len >= 10 && u[0] == 0x1f && u[1] == 0x8b && u[2] == 8;
}

/*
 * Decompress gzip'd bytes, at most max out.  Return them (the caller
 * frees; *outlen their length), or NULL with *cause set when they are
 * broken or inflate past max.
 */
static char *
feed_gunzip(
    const char *data, size_t len, size_t max, size_t *outlen, char **cause)
{
	z_stream z;
	struct buf b;
	unsigned char chunk[65536];
	int r;

	memset(&z, 0, sizeof(z));
	if (len > UINT_MAX || inflateInit2(&z, 16 + MAX_WBITS) != Z_OK) {
		xasprintf(cause, "a gzip'd body that does not decompress");
		return NULL;
	}
	z.next_in = (unsigned char *)(uintptr_t)data;
	z.avail_in = (unsigned int)len;
	buf_init(&b);
	do {
		z.next_out = chunk;
		z.avail_out = sizeof(chunk);
		r = inflate(&z, Z_NO_FLUSH);
		if (r != Z_OK && r != Z_STREAM_END)
			break;
		buf_add(&b, chunk, sizeof(chunk) - z.avail_out);
	} while (r != Z_STREAM_END && b.len <= max &&
	    (z.avail_in > 0 || z.avail_out == 0));
	inflateEnd(&z);
	if (b.len > max) {
		xasprintf(cause, "feed larger than %zu bytes after gunzip", max);
		buf_free(&b);
		return NULL;
	}
	if (b.len == 0) {
		xasprintf(cause, "a gzip'd body that does not decompress");
		buf_free(&b);
		return NULL;
	}
	return buf_detach(&b, outlen);
}

/*
 * JSON Feed (https://www.jsonfeed.org/version/1.1/)
 */

/* A string member of a JSON object, or NULL. */
static const char *
feed_json_str(const cJSON *o, const char *name)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, name);

	return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* A JSON Feed item's attachments and image (or banner image). */
static void
feed_json_attachments(struct feed_entry *e, const cJSON *it, const char *base)
{
	const cJSON *list, *a, *size;
	const char *s, *type;
	struct feed_media im;
	int64_t len;

	list = cJSON_GetObjectItemCaseSensitive(it, "attachments");
	cJSON_ArrayForEach(a, list)
	{
		if (!cJSON_IsObject(a) || (s = feed_json_str(a, "url")) == NULL)
			continue;
		type = feed_json_str(a, "mime_type");
		size = cJSON_GetObjectItemCaseSensitive(a, "size_in_bytes");
		len = cJSON_IsNumber(size) && size->valuedouble >= 0 &&
			size->valuedouble < 9e15
		    ? (int64_t)size->valuedouble
		    : -1;
		feed_add_enclosure(e, feed_resolve_ref(base, s),
		    type != NULL ? xstrdup(type) : NULL, len);
	}
	if ((s = feed_json_str(it, "image")) == NULL)
		s = feed_json_str(it, "banner_image");
	if (s != NULL)
		e->image = feed_resolve_ref(base, s);
	memset(&im, 0, sizeof(im));
	feed_image(e, &im);
}

/* A JSON Feed: version 1 or 1.1, UTF-8. */
static struct feed *
feed_parse_json(struct feed_ctx *fc, const char *data, size_t len,
    size_t max_entries, char **cause)
{
	const char *base = fc->base;
	cJSON *root;
	const cJSON *items, *it, *tags, *tag, *authors, *author;
	const char *version, *s;
	struct feed *feed;
	struct feed_entry *e;
	size_t n;

	if ((root = cJSON_ParseWithLength(data, len)) == NULL) {
		xasprintf(cause, "not an RSS or Atom feed (not valid JSON)");
		return NULL;
	}
	version = feed_json_str(root, "version");
	if (!cJSON_IsObject(root) || version == NULL ||
	    !util_startswith(version, "https://jsonfeed.org/version/")) {
		xasprintf(cause,
		    "not an RSS or Atom feed (JSON, not a JSON "
		    "Feed)");
		cJSON_Delete(root);
		return NULL;
	}
	feed = xcalloc(1, sizeof(*feed));
	feed->format = FEED_JSONFEED;
	feed->title = feed_inline_text(fc, feed_json_str(root, "title"));
	if ((s = feed_json_str(root, "home_page_url")) != NULL)
		feed->link = feed_resolve_ref(base, s);
	items = cJSON_GetObjectItemCaseSensitive(root, "items");
	n = (size_t)(cJSON_IsArray(items) ? cJSON_GetArraySize(items) : 0);
	if (n > max_entries)
		n = max_entries;
	feed->entries = xcalloc(n == 0 ? 1 : n, sizeof(*feed->entries));
	cJSON_ArrayForEach(it, items)
	{
		if (feed->nentries >= n)
			break;
		if (!cJSON_IsObject(it))
			continue;
		e = &feed->entries[feed->nentries++];
		if ((s = feed_json_str(it, "id")) != NULL && *s != '\0')
			e->guid = xstrdup(s);
		else if (cJSON_IsNumber(
			     cJSON_GetObjectItemCaseSensitive(it, "id")))
			xasprintf(&e->guid, "%.0f",
			    cJSON_GetObjectItemCaseSensitive(it, "id")
				->valuedouble);
		if ((s = feed_json_str(it, "url")) != NULL)
			e->url = feed_resolve_ref(base, s);
		if (e->url == NULL &&
		    (s = feed_json_str(it, "external_url")) != NULL)
			e->url = feed_resolve_ref(base, s);
		e->title = feed_inline_text(fc, feed_json_str(it, "title"));
		if ((s = feed_json_str(it, "content_html")) != NULL &&
		    (e->content = feed_html_text(fc, s)) != NULL)
			e->content_html = xstrdup(s);
		else if ((s = feed_json_str(it, "content_text")) != NULL &&
		    (e->content = feed_norm_space(s, 1)) != NULL)
			e->content_html = feed_html_escape(s);
		if ((s = feed_json_str(it, "summary")) != NULL)
			e->teaser = feed_html_text(fc, s);
		if (e->teaser == NULL && e->content != NULL)
			e->teaser = xstrdup(e->content);
		tags = cJSON_GetObjectItemCaseSensitive(it, "tags");
		cJSON_ArrayForEach(tag, tags)
		{
			if (cJSON_IsString(tag))
				feed_add_category(
				    e, feed_inline_text(fc, tag->valuestring));
		}
		author = cJSON_GetObjectItemCaseSensitive(it, "author");
		authors = cJSON_GetObjectItemCaseSensitive(it, "authors");
		if (cJSON_IsArray(authors) && cJSON_GetArraySize(authors) > 0)
			author = cJSON_GetArrayItem(authors, 0);
		if (cJSON_IsObject(author))
			e->author =
			    feed_inline_text(fc, feed_json_str(author, "name"));
		if ((s = feed_json_str(it, "date_published")) != NULL) {
			e->published_text = xstrdup(s);
			if (feed_parse_date(s, &e->published) == -1)
				e->published = 0;
		}
		if ((s = feed_json_str(it, "date_modified")) != NULL &&
		    feed_parse_date(s, &e->updated) == -1)
			e->updated = 0;
		if (e->url == NULL && e->guid != NULL && url_is_http(e->guid))
			e->url = url_resolve(base, e->guid);
		if (e->published == 0 && e->updated != 0)
			e->published = e->updated;
		feed_json_attachments(e, it, base);
	}
	cJSON_Delete(root);
	return feed;
}

static void
feed_entry_free(struct feed_entry *e)
{
	size_t i;

	free(e->guid);
	free(e->url);
	free(e->title);
	free(e->teaser);
	free(e->content);
	free(e->content_html);
	for (i = 0; i < e->ncategories; i++)
		free(e->categories[i]);
	free(e->categories);
	free(e->author);
	free(e->published_text);
	for (i = 0; i < e->nenclosures; i++) {
		free(e->enclosures[i].url);
		free(e->enclosures[i].type);
	}
	free(e->enclosures);
	free(e->image);
}

void
feed_free(struct feed *feed)
{
	size_t i;

	if (feed == NULL)
		return;
	for (i = 0; i < feed->nentries; i++)
		feed_entry_free(&feed->entries[i]);
	free(feed->entries);
	free(feed->title);
	free(feed->link);
	free(feed);
}

int64_t
feed_skip(uint32_t skip_hours, uint8_t skip_days, int64_t t)
{
	struct tm tm;
	time_t tt;
	int64_t u = t;
	int i;

	if (skip_hours == 0 && skip_days == 0)
		return t;
	for (i = 0; i < 24 * 8; i++) {
		tt = (time_t)u;
		if (gmtime_r(&tt, &tm) == NULL)
			return t;
		if (!(skip_hours & (1u << tm.tm_hour)) &&
		    !(skip_days & (1u << tm.tm_wday)))
			return u;
		u += 3600 - u % 3600;
	}
	return t;
}

const char *
feed_entry_key(const struct feed_entry *e)
{
	if (e->guid != NULL && *e->guid != '\0')
		return e->guid;
	if (e->url != NULL && *e->url != '\0')
		return e->url;
	return NULL;
}

const char *
feed_format_name(enum feed_format format)
{
	switch (format) {
	case FEED_RSS20:
		return "rss20";
	case FEED_RSS09X:
		return "rss09x";
	case FEED_RSS10:
		return "rss10";
	case FEED_ATOM10:
		return "atom10";
	case FEED_ATOM03:
		return "atom03";
	case FEED_JSONFEED:
		return "jsonfeed";
	case FEED_UNKNOWN:
		break;
	}
	return "unknown";
}

/*
 * Dates
 */

/* Read between min and max digits at *p into *v. */
static int
feed_date_digits(const char **p, int min, int max, int *v)
{
	int n = 0;

	*v = 0;
	while (n < max && isdigit((unsigned char)**p)) {
		*v = *v * 10 + (**p - '0');
		(*p)++;
		n++;
	}
	return n >= min ? n : -1;
}

/* Month 1-12 from a name ("Jan", "january", "Sept"), else -1. */
static int
feed_date_month(const char *s, size_t n)
{
	static const char *months[] = { "jan", "feb", "mar", "apr", "may",
		"jun", "jul", "aug", "sep", "oct", "nov", "dec" };
	size_t i;

	if (n < 3)
		return -1;
	for (i = 0; i < NELEM(months); i++) {
		if (strncasecmp(s, months[i], 3) == 0)
			return (int)i + 1;
	}
	return -1;
}

/* Make unix seconds from fields checked for range; offset in seconds. */
static int
feed_date_make(int year, int mon, int day, int hour, int min, int sec,
    long offset, int64_t *t)
{
	static const int mdays[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30,
		31 };
	struct tm tm;
	time_t v;
	int leap;

	if (year < 1000 || year > 9999 || mon < 1 || mon > 12 || day < 1 ||
	    hour > 23 || min > 59 || sec > 60)
		return -1;
	leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
	if (day > mdays[mon - 1] || (mon == 2 && day == 29 && !leap))
		return -1;
	if (sec == 60)
		sec = 59; /* a leap second */
	memset(&tm, 0, sizeof(tm));
	tm.tm_year = year - 1900;
	tm.tm_mon = mon - 1;
	tm.tm_mday = day;
	tm.tm_hour = hour;
	tm.tm_min = min;
	tm.tm_sec = sec;
	v = timegm(&tm);
	*t = (int64_t)v - offset;
	return 0;
}

/*
 * A zone after a time: "Z", "+02:00", "-0500", "+02", a name (RFC 822
 * names, a few common others, military letters as RFC 822 defines them)
 * or "GMT+8".  Nothing means UTC.  Sets *offset in seconds east.
 */
static int
feed_date_zone(const char **pp, long *offset)
{
	static const struct {
		const char *name;
		int hours;
	} zones[] = {
		{ "UT", 0 },
		{ "UTC", 0 },
		{ "GMT", 0 },
		{ "Z", 0 },
		{ "EST", -5 },
		{ "EDT", -4 },
		{ "CST", -6 },
		{ "CDT", -5 },
		{ "MST", -7 },
		{ "MDT", -6 },
		{ "PST", -8 },
		{ "PDT", -7 },
		{ "AST", -4 },
		{ "ADT", -3 },
		{ "AKST", -9 },
		{ "AKDT", -8 },
		{ "HST", -10 },
		{ "WET", 0 },
		{ "WEST", 1 },
		{ "BST", 1 },
		{ "CET", 1 },
		{ "CEST", 2 },
		{ "MET", 1 },
		{ "MEST", 2 },
		{ "EET", 2 },
		{ "EEST", 3 },
		{ "MSK", 3 },
		{ "JST", 9 },
		{ "KST", 9 },
		{ "HKT", 8 },
		{ "AEST", 10 },
		{ "AEDT", 11 },
	};
	const char *p = *pp, *w;
	size_t i, len;
	int sign, hh, mm = 0, c, n;

	*offset = 0;
	while (*p == ' ' || *p == '\t')
		p++;
	if (*p == '+' || *p == '-') {
		sign = *p == '-' ? -1 : 1;
		p++;
		if ((n = feed_date_digits(&p, 1, 4, &hh)) == -1)
			return -1;
		if (n == 4) {
			mm = hh % 100;
			hh /= 100;
		} else if (n == 3) {
			return -1;
		} else if (*p == ':') {
			p++;
			if (feed_date_digits(&p, 2, 2, &mm) == -1)
				return -1;
		}
		if (hh > 14 || mm > 59)
			return -1;
		*offset = sign * (hh * 3600L + mm * 60L);
		*pp = p;
		return 0;
	}
	if (!isalpha((unsigned char)*p)) {
		*pp = p;
		return 0;
	}
	for (w = p; isalpha((unsigned char)*p); p++)
		;
	len = (size_t)(p - w);
	for (i = 0; i < NELEM(zones); i++) {
		if (strlen(zones[i].name) == len &&
		    strncasecmp(w, zones[i].name, len) == 0)
			break;
	}
	if (i < NELEM(zones))
		*offset = zones[i].hours * 3600L;
	else if (len == 1) {
		/* RFC 822 military zones: A-I -1..-9, K-M -10..-12,
		   N-Y +1..+12; J is not used. */
		c = toupper((unsigned char)*w);
		if (c >= 'A' && c <= 'I')
			*offset = -(c - 'A' + 1) * 3600L;
		else if (c >= 'K' && c <= 'M')
			*offset = -(c - 'K' + 10) * 3600L;
		else if (c >= 'N' && c <= 'Y')
			*offset = (c - 'N' + 1) * 3600L;
		else
			return -1;
	} else
		return -1;
	/* "GMT+0800" */
	if ((*p == '+' || *p == '-') && i < NELEM(zones) &&
	    zones[i].hours == 0) {
		*pp = p;
		return feed_date_zone(pp, offset);
	}
	*pp = p;
	return 0;
}

/* RFC 3339 / ISO 8601: 2024-05-06, 2024-05-06T07:08:09.5+02:00, ... */
static int
feed_date_iso(const char *p, int64_t *t)
{
	int year, mon, day, hour = 0, min = 0, sec = 0, d, reduced = 0;
	long offset = 0;
	char sep;

	if (feed_date_digits(&p, 4, 4, &year) == -1)
		return -1;
	/* W3C-DTF's reduced forms, "2024" and "2024-05": the first day. */
	if (*p == '\0' || isspace((unsigned char)*p)) {
		mon = day = 1;
		reduced = 1;
	} else if (isdigit((unsigned char)*p)) {
		/* ISO 8601 basic format: 20240506T070809Z. */
		if (feed_date_digits(&p, 2, 2, &mon) == -1 ||
		    feed_date_digits(&p, 2, 2, &day) == -1)
			return -1;
		if (*p == 'T' || *p == 't') {
			p++;
			if (feed_date_digits(&p, 2, 2, &hour) == -1 ||
			    feed_date_digits(&p, 2, 2, &min) == -1)
				return -1;
			if (isdigit((unsigned char)*p) &&
			    feed_date_digits(&p, 2, 2, &sec) == -1)
				return -1;
			if (feed_date_zone(&p, &offset) == -1)
				return -1;
		}
	} else if ((sep = *p++) != '-' && sep != '/')
		/* "2024/05/06 07:08" too, as some CMSs write it. */
		return -1;
	else if (feed_date_digits(&p, 1, 2, &mon) == -1)
		return -1;
	else if (*p == '\0' || isspace((unsigned char)*p)) {
		day = 1;
		reduced = 1;
	} else if (*p++ != sep || feed_date_digits(&p, 1, 2, &day) == -1)
		return -1;
	if (!reduced &&
	    (*p == 'T' || *p == 't' ||
		(*p == ' ' && isdigit((unsigned char)p[1])))) {
		p++;
		if (feed_date_digits(&p, 1, 2, &hour) == -1 || *p++ != ':' ||
		    feed_date_digits(&p, 2, 2, &min) == -1)
			return -1;
		if (*p == ':') {
			p++;
			if (feed_date_digits(&p, 2, 2, &sec) == -1)
				return -1;
			if (*p == '.' || *p == ',') {
				p++;
				if (feed_date_digits(&p, 1, 9, &d) == -1)
					return -1;
				while (isdigit((unsigned char)*p))
					p++;
			}
		}
		if (feed_date_zone(&p, &offset) == -1)
			return -1;
	}
	while (isspace((unsigned char)*p))
		p++;
	if (*p != '\0')
		return -1;
	return feed_date_make(year, mon, day, hour, min, sec, offset, t);
}

/*
 * RFC 822 / 1123 / 2822 and the usual deviations: "Mon, 06 May 2024
 * 07:08:09 +0200", no weekday, two-digit years, no seconds, '-' between
 * the date parts, and asctime's "Mon May  6 07:08:09 2024".
 */
static int
feed_date_rfc822(const char *p, int64_t *t)
{
	int year = -1, mon, day, hour = 0, min = 0, sec = 0, n;
	long offset = 0;
	const char *w;
	int month_first = 0, have_time = 0, numeric = 0;

	while (isspace((unsigned char)*p))
		p++;
	/* A weekday, or a month first (asctime). */
	if (isalpha((unsigned char)*p)) {
		for (w = p; isalpha((unsigned char)*p); p++)
			;
		if ((mon = feed_date_month(w, (size_t)(p - w))) != -1) {
			month_first = 1;
		} else {
			if (*p == '.')
				p++;
			if (*p == ',')
				p++;
			while (isspace((unsigned char)*p))
				p++;
			if (isalpha((unsigned char)*p)) {
				for (w = p; isalpha((unsigned char)*p); p++)
					;
				if ((mon = feed_date_month(
					 w, (size_t)(p - w))) == -1)
					return -1;
				month_first = 1;
			}
		}
	}
	if (month_first) {
		while (isspace((unsigned char)*p) || *p == '.')
			p++;
		if (feed_date_digits(&p, 1, 2, &day) == -1)
			return -1;
		if (*p == ',')
			p++;
		while (isspace((unsigned char)*p))
			p++;
		if (isdigit((unsigned char)p[0]) &&
		    (p[1] == ':' || p[2] == ':')) {
			/* asctime: time before year */
			if (feed_date_digits(&p, 1, 2, &hour) == -1 ||
			    *p++ != ':' ||
			    feed_date_digits(&p, 2, 2, &min) == -1)
				return -1;
			if (*p == ':' &&
			    (p++, feed_date_digits(&p, 2, 2, &sec) == -1))
				return -1;
			have_time = 1;
			while (isspace((unsigned char)*p))
				p++;
			/* A zone may sit between time and year. */
			if (isalpha((unsigned char)*p) &&
			    feed_date_zone(&p, &offset) == -1)
				return -1;
			while (isspace((unsigned char)*p))
				p++;
		}
	} else {
		if (feed_date_digits(&p, 1, 2, &day) == -1)
			return -1;
		while (isspace((unsigned char)*p) || *p == '-')
			p++;
		for (w = p; isalpha((unsigned char)*p); p++)
			;
		if ((mon = feed_date_month(w, (size_t)(p - w))) == -1)
			return -1;
		if (*p == '.')
			p++;
		while (isspace((unsigned char)*p) || *p == '-')
			p++;
	}
	if ((n = feed_date_digits(&p, 2, 4, &year)) == -1)
		return -1;
	if (n == 2)
		year += year < 50 ? 2000 : 1900;
	else if (n == 3)
		year += 1900;
	if (!have_time) {
		while (isspace((unsigned char)*p))
			p++;
		if (isdigit((unsigned char)*p)) {
			if (feed_date_digits(&p, 1, 2, &hour) == -1 ||
			    *p++ != ':' ||
			    feed_date_digits(&p, 2, 2, &min) == -1)
				return -1;
			if (*p == ':') {
				p++;
				if (feed_date_digits(&p, 2, 2, &sec) == -1)
					return -1;
			}
			while (isspace((unsigned char)*p))
				p++;
			numeric = *p == '+' || *p == '-';
			if (feed_date_zone(&p, &offset) == -1)
				return -1;
		}
	}
	while (isspace((unsigned char)*p))
		p++;
	/* A name after the offset, "-0400 EDT": the offset is enough. */
	if (numeric && isalpha((unsigned char)*p)) {
		while (isalpha((unsigned char)*p))
			p++;
		while (isspace((unsigned char)*p))
			p++;
	}
	/* Trailing comment: "+0200 (CEST)". */
	if (*p == '(') {
		if ((w = strchr(p, ')')) == NULL)
			return -1;
		p = w + 1;
		while (isspace((unsigned char)*p))
			p++;
	}
	if (*p != '\0')
		return -1;
	return feed_date_make(year, mon, day, hour, min, sec, offset, t);
}

/* 1 if s starts as an ISO 8601 / W3C-DTF date: 4 digits of a year. */
static int
feed_date_is_iso(const char *s)
{
	size_t n;

	for (n = 0; n < 4; n++) {
		if (!isdigit((unsigned char)s[n]))
			return 0;
	}
	return s[4] == '-' || s[4] == '/' || s[4] == '\0' ||
	    isspace((unsigned char)s[4]) ||
	    (isdigit((unsigned char)s[4]) && isdigit((unsigned char)s[5]) &&
		isdigit((unsigned char)s[6]) && isdigit((unsigned char)s[7]) &&
		(s[8] == '\0' || s[8] == 'T' || s[8] == 't' ||
		    isspace((unsigned char)s[8])));
}

int
feed_parse_date(const char *s, int64_t *t)
{
	const char *p;
	int64_t v;
	int r;

	if (s == NULL)
		return -1;
	while (isspace((unsigned char)*s))
		s++;
	/* Perforce's "Fri, 2006/09/15 08:19:53 EDT": a weekday, then ISO. */
	for (p = s; isalpha((unsigned char)*p); p++)
		;
	if (p > s && *p == ',') {
		for (p++; isspace((unsigned char)*p); p++)
			;
		if (feed_date_is_iso(p))
			s = p;
	}
	if (feed_date_is_iso(s))
		r = feed_date_iso(s, &v);
	else
		r = feed_date_rfc822(s, &v);
	if (r == -1)
		return -1;
	*t = v;
	return 0;
}

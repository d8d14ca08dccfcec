/* SPDX-License-Identifier: ISC */
/*
 * feed_xml: feed bytes -> libxml2 document (feed_xml.h).  Charset: a BOM,
 * the XML declaration, the HTTP header, then the bytes themselves decide;
 * everything is decoded to UTF-8 before libxml2 sees it, so the parser is
 * told the encoding and ignores the declaration.  Repair: what real feeds
 * get wrong that a strict parser refuses (HTML entities, bare '&' and
 * '<', raw HTML, mis-encoded bytes) is mended before a recovering parse.
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/HTMLparser.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <zlib.h>

#include "charset.h"
#include "feed_xml.h"
#include "log.h"
#include "util.h"

#define FEED_DECL_SCAN 1024 /* bytes searched for <?xml ... ?> */
#define FEED_JUNK_SCAN 4096 /* bytes of junk before the XML */
#define FEED_MAX_OPEN 256   /* open elements a repair follows */
#define FEED_MAX_TAG 64     /* bytes of an element name kept */
#define FEED_MAX_ENTITY_NAME 32
#define FEED_MAX_DECLS 1024 /* entity names a repair keeps */
/* The node budget of a feed: 2,000 entries of 100 elements. */
#define FEED_MAX_ELEMENTS 200000

/* The elements open at a point of a repair (feed_xml_repair_tag). */
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

static char *feed_xml_charset(const char *, size_t, const char *, size_t *);
static int feed_xml_decl_encoding(const char *, size_t, char *, size_t);
static char *feed_xml_charset_name(const char *);
static char *feed_xml_charset_check(const char *, size_t, char *);
static char *feed_xml_ebcdic(const char *, size_t);
static void feed_xml_clean(struct buf *, const char *, size_t);
static void feed_xml_repair_entity(
    const char *, size_t, size_t *, struct buf *, const struct feed_decls *);
static void feed_xml_decls_read(struct feed_decls *, const char *, size_t);
static int feed_xml_decls_cmp(const void *, const void *);
static int feed_xml_decls_has(const struct feed_decls *, const char *);
static size_t feed_xml_repair_tag(
    struct feed_tags *, const char *, size_t, size_t, struct buf *);

/*
 * Charset
 */

const char *
feed_xml_decode(const char *data, size_t len, const char *http_charset,
    char **utf8, size_t *outlen)
{
	struct buf b;
	char *charset;
	size_t skip;

	*utf8 = NULL;
	charset = feed_xml_charset(data, len, http_charset, &skip);
	*outlen = len - skip;
	buf_init(&b);
	if (charset != NULL &&
	    charset_decode(charset, data + skip, len - skip, INT_MAX, &b) ==
		0) {
		free(charset);
		*utf8 = buf_detach(&b, outlen);
		return *utf8;
	}
	buf_free(&b);
	free(charset);
	return data + skip;
}

/*
 * The name to decode a label with (charset.h), NULL for UTF-8; a label
 * charset.h does not know is tried with iconv as it is written.
 */
static char *
feed_xml_charset_name(const char *label)
{
	const char *name;
	char *s;

	if ((name = charset_canonical(label)) != NULL)
		return strcasecmp(name, "UTF-8") == 0 ? NULL : xstrdup(name);
	s = util_trim(xstrdup(label));
	if (*s == '\0') {
		free(s);
		return NULL;
	}
	return s;
}
/*
 * Pick the charset of the bytes: a byte order mark wins, then the XML
 * declaration, then the HTTP header, then UTF-8.  *skip is the length of
 * the BOM.  Return the name to decode with (the caller frees), or NULL
 * for UTF-8.
 */
static char *
feed_xml_charset(
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
	/* "<?xm" in EBCDIC (appendix F): the declaration names the page. */
	if (len >= 4 && u[0] == 0x4c && u[1] == 0x6f && u[2] == 0xa7 &&
	    u[3] == 0x94)
		return feed_xml_ebcdic(data, len);

	/* A UTF-16 label on bytes just read as ASCII is a lie: ignored. */
	if (feed_xml_decl_encoding(data, len, name, sizeof(name)) == 0 &&
	    strncasecmp(name, "utf-16", 6) != 0 &&
	    strncasecmp(name, "utf-32", 6) != 0 &&
	    strncasecmp(name, "ucs", 3) != 0)
		return feed_xml_charset_check(
		    data, len, feed_xml_charset_name(name));
	if (http_charset != NULL && *http_charset != '\0' &&
	    strncasecmp(http_charset, "utf-16", 6) != 0 &&
	    strncasecmp(http_charset, "utf-32", 6) != 0)
		return feed_xml_charset_check(
		    data, len, feed_xml_charset_name(http_charset));
	return feed_xml_charset_check(data, len, NULL);
}

/*
 * The code page of an EBCDIC document: its XML declaration read as
 * IBM037 (the characters a declaration uses are the same in every
 * EBCDIC page) names it, else IBM037.
 */
static char *
feed_xml_ebcdic(const char *data, size_t len)
{
	struct buf b;
	char name[64];
	char *r = NULL;

	buf_init(&b);
	if (charset_decode("IBM037", data,
		len < FEED_DECL_SCAN ? len : FEED_DECL_SCAN, FEED_DECL_SCAN * 4,
		&b) == 0 &&
	    feed_xml_decl_encoding(b.data, b.len, name, sizeof(name)) == 0)
		r = feed_xml_charset_name(name);
	buf_free(&b);
	return r != NULL ? r : xstrdup("IBM037");
}

/*
 * Copy the encoding pseudo-attribute of a leading <?xml ... ?> into
 * name.  Return 0, or -1 when there is none.
 */
static int
feed_xml_decl_encoding(const char *data, size_t len, char *name, size_t size)
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
 * Second-guess a label with the bytes (charset_guess(): a legacy label
 * on non-ASCII UTF-8 is UTF-8, unlabelled bytes that are not UTF-8 but
 * pair up as GBK's are GB18030).  Takes charset (NULL for UTF-8) and
 * returns the decision, NULL for UTF-8.
 */
static char *
feed_xml_charset_check(const char *data, size_t len, char *charset)
{
	const char *cs;

	cs = charset_guess(charset, data, len,
	    CHARSET_GUESS_ANY_LABEL | CHARSET_GUESS_GBK, NULL);
	if (cs == charset)
		return charset;
	free(charset);
	return cs == NULL || strcmp(cs, "UTF-8") == 0 ? NULL : xstrdup(cs);
}

/* 1 if cp is a Char of XML 1.0. */
int
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
 * Repair, pass 1: valid UTF-8 with no forbidden control characters and
 * no leading white space; a byte that is not UTF-8 is read as
 * windows-1252.
 */
static void
feed_xml_clean(struct buf *clean, const char *data, size_t len)
{
	const unsigned char *u = (const unsigned char *)data;
	size_t i = 0, n;
	uint32_t c;

	/* Pass 1: valid UTF-8 with no forbidden control characters. */
	buf_init(clean);
	buf_adds(clean, "");
	while (i < len && isspace(u[i]))
		i++;
	while (i < len) {
		if (u[i] < 0x20 && u[i] != '\t' && u[i] != '\n' &&
		    u[i] != '\r') {
			i++;
			continue;
		}
		if ((n = charset_utf8_len(data + i, len - i)) == 0) {
			/* undefined in windows-1252: the Latin-1 value */
			if ((c = charset_cp1252_c1(u[i])) == 0)
				c = u[i];
			charset_utf8_put(clean, c);
			i++;
			continue;
		}
		buf_add(clean, u + i, n);
		i += n;
	}
}

/*
 * Make broken feed bytes (UTF-8 by now) into something the XML parser
 * can read: drop leading white space and control characters, read bytes
 * that are not UTF-8 as windows-1252, turn HTML named entities into
 * character references and escape ampersands that start no entity and
 * '<' that starts no tag.
 * CDATA sections, comments and processing instructions are copied as
 * they are.  Return the new bytes, which the caller frees.
 */
char *
feed_xml_repair(const char *data, size_t len, size_t *outlen)
{
	struct buf clean, out;
	struct feed_tags *tags;
	struct feed_decls decls;
	const char *s, *end;
	size_t i, n;

	feed_xml_clean(&clean, data, len);

	/* Pass 2: entities and ampersands, outside literal sections. */
	buf_init(&out);
	s = clean.data;
	end = s + clean.len;
	feed_xml_decls_read(&decls, s, clean.len);
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
			feed_xml_repair_entity(s, clean.len, &i, &out, &decls);
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
		    (n = feed_xml_repair_tag(tags, s, i, clean.len, &out)) >
			0) {
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
feed_xml_repair_tag(
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

/* Copy or rewrite the '&' at s[*i] (see feed_xml_repair); advance *i. */
static void
feed_xml_repair_entity(const char *s, size_t len, size_t *i, struct buf *out,
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
	if (k < NELEM(predefined) || feed_xml_decls_has(decls, name))
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
feed_xml_decls_read(struct feed_decls *d, const char *s, size_t len)
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
			d->names =
			    xreallocarray(d->names, cap, sizeof(*d->names));
		}
		memcpy(d->names[d->n], q, n);
		d->names[d->n++][n] = '\0';
	}
	if (d->n > 0)
		qsort(d->names, d->n, sizeof(*d->names), feed_xml_decls_cmp);
}

static int
feed_xml_decls_cmp(const void *a, const void *b)
{
	return strcmp(a, b);
}

/* 1 if the document declares the entity name (feed_xml_decls_read). */
static int
feed_xml_decls_has(const struct feed_decls *d, const char *name)
{
	return d->n > 0 &&
	    bsearch(name, d->names, d->n, sizeof(*d->names),
		feed_xml_decls_cmp) != NULL;
}

/*
 * XML
 */

/*
 * The elements of a parse in progress (feed_xml_read()): libxml2's own
 * start-of-element callback is called for the first FEED_MAX_ELEMENTS,
 * and the parser stopped at the one past them.
 */
struct feed_xml_count {
	startElementNsSAX2Func start;
	size_t n;
};

static void
feed_xml_count_start(void *ctx, const xmlChar *name, const xmlChar *prefix,
    const xmlChar *uri, int nns, const xmlChar **ns, int natts, int ndef,
    const xmlChar **atts)
{
	xmlParserCtxt *ctxt = ctx;
	struct feed_xml_count *c = ctxt->_private;

	if (++c->n > FEED_MAX_ELEMENTS) {
		xmlStopParser(ctxt);
		return;
	}
	c->start(ctx, name, prefix, uri, nns, ns, natts, ndef, atts);
}

/*
 * Parse UTF-8 bytes as XML: no network, no DTD, no entity substitution,
 * at most FEED_MAX_ELEMENTS elements.  Without recover, a document that
 * is not well-formed gives NULL.  *err, when not NULL, gets libxml2's
 * message for the first error.
 */
xmlDoc *
feed_xml_read(const char *data, size_t len, int recover, char **err)
{
	xmlParserCtxt *ctxt;
	xmlDoc *doc;
	const xmlError *e;
	struct feed_xml_count count = { NULL, 0 };
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
	count.start = ctxt->sax->startElementNs;
	ctxt->sax->startElementNs = feed_xml_count_start;
	ctxt->_private = &count;
	doc = xmlCtxtReadMemory(ctxt, data, (int)len, NULL, "UTF-8", opts);
	if (doc != NULL &&
	    ((!recover && !ctxt->wellFormed) || count.n > FEED_MAX_ELEMENTS)) {
		xmlFreeDoc(doc);
		doc = NULL;
	}
	if (count.n > FEED_MAX_ELEMENTS) {
		if (err != NULL)
			xasprintf(err,
			    "more than %d elements (its node budget)",
			    FEED_MAX_ELEMENTS);
	} else if (err != NULL && (e = xmlCtxtGetLastError(ctxt)) != NULL &&
	    e->message != NULL) {
		*err = xstrdup(e->message);
		util_trim(*err);
	}
	xmlFreeParserCtxt(ctxt);
	return doc;
}

/*
 * The length of what comes before the XML: a PHP warning or notice (as
 * text or HTML) printed before the feed.  The XML starts at its
 * declaration, else, after text that starts no markup, at the root.
 */
size_t
feed_xml_junk(const char *text, size_t len)
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
int
feed_xml_is_gzip(const char *data, size_t len)
{
	const unsigned char *u = (const unsigned char *)data;

	return len >= 10 && u[0] == 0x1f && u[1] == 0x8b && u[2] == 8;
}

/*
 * Decompress gzip'd bytes, at most max out.  Return them (the caller
 * frees; *outlen their length), or NULL with *cause set when they are
 * broken or inflate past max.
 */
char *
feed_xml_gunzip(
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
		xasprintf(
		    cause, "feed larger than %zu bytes after gunzip", max);
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

/* SPDX-License-Identifier: ISC */
/*
 * html: page bytes -> a libxml2 HTML tree in UTF-8, and the block-aware
 * text of its nodes.  The charset is chosen the way browsers choose it
 * (HTTP header, BOM, <meta> prescan of the first 4 KB, valid UTF-8, else
 * windows-1252); the bytes are decoded by charset_decode(), invalid
 * sequences becoming U+FFFD, so libxml2 only ever sees clean UTF-8 and
 * never switches encodings on its own.  What a template selects is the
 * learner's (src/learn) and tmpl.c's business.
 */
#include "config.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/HTMLparser.h>
#include <libxml/SAX2.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xpath.h>

#include "charset.h"
#include "entities.h"
#include "html.h"
#include "text.h"
#include "url.h"
#include "util.h"

#define HTML_PRESCAN 4096          /* bytes searched for <meta charset> */
#define HTML_MAX_INPUT (64u << 20) /* larger pages are refused */
#define HTML_MAX_DEPTH 256         /* deeper nodes give no text */
#define HTML_REF_NAME_MAX 32       /* HTML5's longest is 31 letters */
/* html_attributes_bounded(): attribute pairs compared, per byte and base */
#define HTML_ATTR_WORK_PER_BYTE 4
#define HTML_ATTR_WORK_BASE (4u << 20)

struct html_doc {
	xmlDocPtr xml; /* its _private is the html_doc */
	char *url;
	const char *charset;
	xmlXPathContextPtr xpath; /* html_doc_xpath(), made on first use */
	size_t elements;          /* elements parsed */
	xmlNodePtr story[HTML_MAX_STORY]; /* html_doc_set_story() */
	size_t nstory;
};

/*
 * The elements of a parse in progress (html_read()): libxml2's own
 * start-of-element callback is called for the first max of them, and
 * the parser stopped at the one past them.
 */
struct html_count {
	startElementSAXFunc start;
	size_t n;
	size_t max;
	size_t veiled; /* style attributes naming "visibility" */
};

/*
 * A page's UTF-8 on its way to libxml2: the caller's bytes themselves
 * while no step had to change them (a UTF-8 page, most of them), else a
 * copy of ours in own.  A page is copied only where it grows: where a
 * step only drops bytes (the end tags of html_fix_markup()), it is
 * rewritten in place when its bytes may be (mut).
 */
struct html_text {
	const char *data;
	size_t len;
	char *mut; /* data, when it may be rewritten in place; else NULL */
	struct buf own;
	int has_void; /* a tag of html_void_tags[] may be in it */
};

/*
 * A rewriting pass over a html_text: the input up to done is in the
 * output, which is either t->mut up to w (in place, while the output
 * never overtakes the input still to be read) or out (a copy, once
 * anything changed).  Nothing changed while w is NULL and out empty.
 */
struct html_rewrite {
	struct html_text *t;
	const char *done;
	char *w;
	struct buf out;
};

/* Character classes of the bytes in a tag (html_attributes_bounded()). */
enum html_tag_class {
	TAG_OTHER,
	TAG_SPACE, /* isspace() in the C locale */
	TAG_QUOTE,
	TAG_END, /* '>' or '<' */
	TAG_EQUALS
};

/* Elements whose content never shows. */
static const char *const html_skip_tags[] = { "embed", "head", "iframe",
	"noscript", "object", "script", "select", "style", "svg", "template",
	"textarea" };

/* Elements that start a new line (sorted for bsearch). */
static const char *const html_block_tags[] = { "address", "article", "aside",
	"blockquote", "body", "caption", "center", "dd", "details", "dialog",
	"dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer",
	"form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr",
	"html", "legend", "li", "main", "menu", "nav", "ol", "option", "p",
	"pre", "section", "summary", "table", "tbody", "td", "tfoot", "th",
	"thead", "title", "tr", "ul" };

/*
 * HTML5 elements that never hold anything, as every browser reads them,
 * which libxml2 (2.9) does not know: it makes what follows one of them,
 * up to its parent's end, its content.  An <embed> (skipped as holding
 * no text) would so swallow the rest of a story.
 */
static const char *const html_void_tags[] = { "embed", "keygen", "source",
	"track", "wbr" };

/* The address marks dropped nodes; the value is never used. */
static const char html_dropped;

/*
 * An element's verdict, kept in its _private when not dropped (any other
 * value there, NULL, is "not judged yet"): HTML_BY_NAME when its tag never
 * shows, HTML_HIDDEN when its attributes hide it, HTML_BLOCK when it
 * starts a line (html_tag_is_block(), html_styled_block()), HTML_SAYS
 * when its own text nodes hold a word (known once HTML_SAYS_KNOWN is
 * set).  Its name, attributes and children do not change once parsed
 * (html_node_set_name() forgets the verdict), and the walks ask again
 * for every node below, or every sibling of, every node they weigh: so
 * each element is judged once.
 */
enum {
	HTML_BY_NAME = 1,
	HTML_HIDDEN = 2,
	HTML_SAYS_KNOWN = 4,
	HTML_SAYS = 8,
	HTML_BLOCK = 16,
	HTML_SKIP = HTML_BY_NAME | HTML_HIDDEN
};
static const char html_verdicts[32];

static int html_cmp(const void *, const void *);
static void html_count_start(void *, const xmlChar *, const xmlChar **);
static xmlDocPtr html_read(
    const struct html_text *, const char *, int, struct html_count *);
static void html_fix_markup(struct html_text *);
static void html_fix_refs(struct html_text *);
static void html_show_veiled(xmlDoc *);
static int html_style_verdict(const char *, int *);
static const char *html_decode(
    const char *, char *, size_t, const char *, struct html_text *);
static struct html_doc *html_parse_text(
    const char *, char *, size_t, const char *, const char *, char **);
static const char *html_prescan(const char *, size_t);
static void html_text_walk(const xmlNode *, struct buf *, int *, int, int);
static void html_text_add(struct buf *, const char *, int *);
static void html_text_break(struct buf *, int *);
static void html_text_add_pre(struct buf *, const char *, int *);
static void html_text_trim(struct buf *, size_t);
static int html_table_head(const xmlNode *, size_t *);

static int
html_cmp(const void *key, const void *elem)
{
	return strcmp(key, *(const char *const *)elem);
}

/*
 * Decode a page to UTF-8 in t, the charset chosen as browsers choose
 * it; return the charset the bytes were decoded from.  Valid UTF-8
 * without NULs is taken as it is (and may be rewritten in place when
 * mut, the same bytes, is not NULL).
 */
static const char *
html_decode(const char *data, char *mut, size_t len, const char *http_charset,
    struct html_text *t)
{
	const unsigned char *p = (const unsigned char *)data;
	const char *cs = NULL;
	/* a byte gives at most 3 (U+FFFD): a bound never reached */
	size_t max = 4 * len + 16;
	int utf8;

	if (http_charset != NULL)
		cs = charset_canonical(http_charset);
	if (len >= 3 && p[0] == 0xef && p[1] == 0xbb && p[2] == 0xbf) {
		cs = "UTF-8";
		data += 3;
		mut = mut != NULL ? mut + 3 : NULL;
		len -= 3;
	} else if (len >= 2 &&
	    ((p[0] == 0xff && p[1] == 0xfe) ||
		(p[0] == 0xfe && p[1] == 0xff))) {
		cs = p[0] == 0xff ? "UTF-16LE" : "UTF-16BE";
		data += 2;
		mut = mut != NULL ? mut + 2 : NULL;
		len -= 2;
	}
	if (cs == NULL)
		cs = html_prescan(data, len);
	/* no label: UTF-8 when valid, GB18030 when the bytes pair up as
	 * GBK's (an old Chinese site's, as browsers' detectors read them),
	 * else windows-1252, as browsers read it; a latin1 label on Chinese
	 * text in GBK is a server's default, and GB18030 too */
	if ((cs = charset_guess(cs, data, len, CHARSET_GUESS_GBK, &utf8)) ==
	    NULL)
		cs = "WINDOWS-1252";
	/*
	 * Valid UTF-8, or ASCII that windows-1252 leaves as it is (the
	 * guess made non-ASCII UTF-8 under that label UTF-8).
	 */
	if (strcasecmp(cs, "UTF-8") == 0 || strcmp(cs, "WINDOWS-1252") == 0) {
		if (utf8 == -2)
			utf8 = charset_utf8_scan(data, len);
		if (utf8 >= 0 && memchr(data, '\0', len) == NULL) {
			t->data = data;
			t->len = len;
			t->mut = mut;
			return cs;
		}
	}
	if (charset_decode(cs, data, len, max, &t->own) != 0) {
		/* iconv lacks it: fall back as a browser would */
		cs = "WINDOWS-1252";
		if (charset_decode(cs, data, len, max, &t->own) != 0) {
			cs = "UTF-8";
			charset_decode(cs, data, len, max, &t->own);
		}
	}
	t->data = t->own.data != NULL ? t->own.data : "";
	t->len = t->own.len;
	t->mut = t->own.data;
	return cs;
}

struct html_doc *
html_parse(const char *data, size_t len, const char *http_charset,
    const char *url, char **cause)
{
	return html_parse_text(data, NULL, len, http_charset, url, cause);
}

struct html_doc *
html_parse_inplace(char *data, size_t len, const char *http_charset,
    const char *url, char **cause)
{
	return html_parse_text(data, data, len, http_charset, url, cause);
}

/*
 * Parse a page: decode to UTF-8, then build the tree.  mut is NULL or
 * data, which may then be rewritten.  The caller frees the document
 * with html_doc_free().
 */
static struct html_doc *
html_parse_text(const char *data, char *mut, size_t len,
    const char *http_charset, const char *url, char **cause)
{
	struct html_doc *doc;
	struct html_text utf8;
	struct html_count count;
	const char *cs;
	int opts;

	if (len > HTML_MAX_INPUT) {
		xasprintf(cause, "page of %zu bytes is too large", len);
		return NULL;
	}
	buf_init(&utf8.own);
	utf8.has_void = 0;
	cs = html_decode(data, mut, len, http_charset, &utf8);
	html_fix_markup(&utf8);
	html_fix_refs(&utf8);
	if (!html_attributes_bounded(utf8.data, utf8.len)) {
		buf_free(&utf8.own);
		xasprintf(cause,
		    "page refused: its tags hold too many "
		    "attributes to parse in bounded time");
		return NULL;
	}
	opts = HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
	    HTML_PARSE_NONET | HTML_PARSE_IGNORE_ENC | HTML_PARSE_COMPACT;
	count.max = HTML_MAX_ELEMENTS;
	doc = xcalloc(1, sizeof(*doc));
	doc->xml = html_read(&utf8, url, opts, &count);
	buf_free(&utf8.own);
	if (count.n > count.max) {
		xmlFreeDoc(doc->xml);
		free(doc);
		xasprintf(cause,
		    "page refused: more than %d elements (its node budget)",
		    HTML_MAX_ELEMENTS);
		return NULL;
	}
	if (doc->xml == NULL) {
		free(doc);
		xasprintf(cause, "page could not be parsed as HTML");
		return NULL;
	}
	doc->elements = count.n;
	if (utf8.has_void)
		html_fix_void(xmlDocGetRootElement(doc->xml));
	if (count.veiled > 0)
		html_show_veiled(doc->xml);
	doc->xml->_private = doc;
	doc->url = url != NULL ? xstrdup(url) : NULL;
	doc->charset = cs;
	return doc;
}

/*
 * Count an element; past the budget, stop the parser instead of making
 * it, so that a page of a million elements costs no more memory than
 * one at the budget.
 */
static void
html_count_start(void *ctx, const xmlChar *name, const xmlChar **atts)
{
	xmlParserCtxtPtr ctxt = ctx;
	struct html_count *c = ctxt->_private;
	const xmlChar **a;

	if (++c->n > c->max) {
		xmlStopParser(ctxt);
		return;
	}
	for (a = atts; a != NULL && a[0] != NULL; a += 2)
		/* libxml2 gives the names in lower case */
		if (a[1] != NULL && strcmp((const char *)a[0], "style") == 0 &&
		    strcasestr((const char *)a[1], "visibility") != NULL)
			c->veiled++;
	c->start(ctx, name, atts);
}

/*
 * htmlReadMemory() of UTF-8 text, with the elements counted in c (its
 * max set) and the parse stopped past c->max: the same context, handler,
 * options and encoding, so the same tree below the budget.  NULL when
 * libxml2 made no tree.
 */
static xmlDocPtr
html_read(
    const struct html_text *t, const char *url, int opts, struct html_count *c)
{
	xmlParserCtxtPtr ctxt;
	xmlCharEncodingHandlerPtr utf8;
	xmlDocPtr xml;

	c->n = 0;
	c->veiled = 0;
	xmlInitParser();
	if ((ctxt = xmlCreateMemoryParserCtxt(t->data, (int)t->len)) == NULL)
		return NULL;
	xmlSAX2InitHtmlDefaultSAXHandler(ctxt->sax);
	c->start = ctxt->sax->startElement;
	ctxt->sax->startElement = html_count_start;
	ctxt->_private = c;
	htmlCtxtUseOptions(ctxt, opts);
	ctxt->html = 1;
	if ((utf8 = xmlFindCharEncodingHandler("UTF-8")) != NULL) {
		xmlSwitchToEncoding(ctxt, utf8);
		xmlFree((void *)(uintptr_t)ctxt->input->encoding);
		ctxt->input->encoding = xmlStrdup((const xmlChar *)"UTF-8");
	}
	if (url != NULL && ctxt->input->filename == NULL)
		ctxt->input->filename = (char *)xmlStrdup((const xmlChar *)url);
	htmlParseDocument(ctxt);
	xml = ctxt->myDoc;
	ctxt->myDoc = NULL;
	if (ctxt->dictNames && xml != NULL && xml->dict == ctxt->dict)
		ctxt->dict = NULL;
	xmlFreeParserCtxt(ctxt);
	return xml;
}

/* ASCII lower case, as strncasecmp() folds in the C locale. */
static unsigned char
html_lower(char c)
{
	return c >= 'A' && c <= 'Z' ? (unsigned char)(c + ('a' - 'A'))
				    : (unsigned char)c;
}

/* 1 if the n bytes at p spell name (lower case) in any case. */
static int
html_names(const char *p, const char *name, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (html_lower(p[i]) != (unsigned char)name[i])
			return 0;
	return 1;
}

/* 1 if c ends a tag name (strchr(" \t\n\f\r/>", c), so NUL too). */
static int
html_name_ends(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' ||
	    c == '/' || c == '>' || c == '\0';
}

/*
 * 2 if p, past its "<" or "</" (skip), names a script tag as HTML5 reads
 * one (a delimiter follows the name), 1 if it only starts so (as libxml2
 * reads an end tag), else 0.
 */
static int
html_at_script(const char *p, const char *end, size_t skip)
{
	const char *q = p + skip;

	if (end - q < 6 || !html_names(q, "script", 6))
		return 0;
	return end - q > 6 && html_name_ends(q[6]) ? 2 : 1;
}

static void
html_rewrite_init(struct html_rewrite *rw, struct html_text *t)
{
	rw->t = t;
	rw->done = t->data;
	rw->w = NULL;
	buf_init(&rw->out);
}

/*
 * Copy n bytes at from to out, a rewriting pass's output over t: on the
 * first copy out takes room for all of t (a rewrite changes a few bytes).
 */
static void
html_rewrite_add(
    struct buf *out, const struct html_text *t, const char *from, size_t n)
{
	if (out->cap == 0)
		buf_reserve(out, t->len + 256);
	buf_add(out, from, n);
}

/*
 * Replace the input from at to to (at >= done) by s[0..n).  The first
 * change is made in place when the bytes may be rewritten, and later
 * ones as long as the output stays behind the input; else the output
 * goes on in a copy.
 */
static void
html_rewrite_put(struct html_rewrite *rw, const char *at, const char *to,
    const char *s, size_t n)
{
	struct html_text *t = rw->t;
	size_t keep;

	if (rw->w == NULL && rw->out.cap == 0 && t->mut != NULL) {
		/* what comes before the first change stays where it is */
		rw->w = t->mut + (at - t->data);
		rw->done = at;
	}
	keep = (size_t)(at - rw->done);
	if (rw->w != NULL &&
	    (size_t)(rw->w - t->mut) + keep + n > (size_t)(to - t->data)) {
		html_rewrite_add(&rw->out, t, t->mut, (size_t)(rw->w - t->mut));
		rw->w = NULL;
	}
	if (rw->w != NULL) {
		memmove(rw->w, rw->done, keep);
		memcpy(rw->w + keep, s, n);
		rw->w += keep + n;
	} else {
		html_rewrite_add(&rw->out, t, rw->done, keep);
		buf_add(&rw->out, s, n);
	}
	rw->done = to;
}

/* The end of a rewriting pass: t holds its output. */
static void
html_rewrite_end(struct html_rewrite *rw)
{
	struct html_text *t = rw->t;
	size_t rest = (size_t)(t->data + t->len - rw->done);

	if (rw->w != NULL) {
		memmove(rw->w, rw->done, rest);
		t->len = (size_t)(rw->w - t->mut) + rest;
		return;
	}
	if (rw->out.cap == 0)
		return; /* nothing changed */
	buf_add(&rw->out, rw->done, rest);
	buf_free(&t->own);
	t->own = rw->out;
	t->data = t->mut = t->own.data;
	t->len = t->own.len;
}

/* 1 if p, past a "<", may start a tag of html_void_tags[]. */
static int
html_at_void(const char *p, const char *end)
{
	size_t i, n;

	if (p >= end)
		return 0;
	for (i = 0; i < NELEM(html_void_tags); i++) {
		if (html_lower(*p) != (unsigned char)html_void_tags[i][0])
			continue;
		n = strlen(html_void_tags[i]);
		if ((size_t)(end - p) >= n &&
		    html_names(p, html_void_tags[i], n))
			return 1;
	}
	return 0;
}

/* 1 if p starts a </body> or </html> end tag. */
static int
html_at_doc_end(const char *p, const char *end)
{
	if (end - p < 7 || p[1] != '/')
		return 0;
	return (html_names(p + 2, "body", 4) || html_names(p + 2, "html", 4)) &&
	    html_name_ends(p[6]);
}

enum html_script_state { SCRIPT_DATA, SCRIPT_ESCAPED, SCRIPT_DOUBLE };

/*
 * The body of a script from p on, up to its end tag (where the scan
 * stops, or end): each "</script" that does not end it in HTML5's reading
 * is written "<\/script" (html_fix_markup()).
 */
static const char *
html_fix_script(struct html_rewrite *rw, const char *p, const char *end)
{
	enum html_script_state st;
	int at;

	for (st = SCRIPT_DATA; p < end; p++) {
		if (st == SCRIPT_DATA) {
			/* only a "<" changes anything here */
			if ((p = memchr(p, '<', (size_t)(end - p))) == NULL)
				return end;
		} else if (*p != '<' && *p != '-')
			continue;
		if (st == SCRIPT_DATA && end - p >= 4 &&
		    memcmp(p, "<!--", 4) == 0) {
			st = SCRIPT_ESCAPED;
			p += 3;
		} else if (st != SCRIPT_DATA && end - p >= 3 &&
		    memcmp(p, "-->", 3) == 0) {
			st = SCRIPT_DATA;
			p += 2;
		} else if (*p != '<')
			continue;
		else if (end - p > 1 && p[1] == '/' &&
		    (at = html_at_script(p, end, 2)) != 0) {
			if (at == 2 && st != SCRIPT_DOUBLE)
				return p; /* the script's end */
			/* where libxml2, not a browser, would end it */
			html_rewrite_put(rw, p + 1, p + 1, "\\", 1);
			if (at == 2)
				st = SCRIPT_ESCAPED;
		} else if (st == SCRIPT_ESCAPED &&
		    html_at_script(p, end, 1) == 2)
			st = SCRIPT_DOUBLE;
	}
	return p;
}

/*
 * libxml2 ends a script at its first "</script"; HTML5, and so every
 * browser, does not when it stands in "<!-- <script> ... -->" inside the
 * script (the "double escaped" state), as old document.write() code has
 * it, nor at "</SCRIPT\>".  libxml2 would read the rest of such a script
 * as page text, so such a "</script" is written "<\/script" for it.
 * Script text is never extracted.  And where an ad pastes a whole page
 * into the page, libxml2 ends the document at its </body></html>, a
 * browser reads on into the same body: those end tags are left out.
 * On the way, t->has_void says whether a void tag may be in the page.
 */
static void
html_fix_markup(struct html_text *t)
{
	struct html_rewrite rw;
	const char *end = t->data + t->len, *p = t->data, *q;

	html_rewrite_init(&rw, t);
	while (p < end && (p = memchr(p, '<', (size_t)(end - p))) != NULL) {
		/* by the byte after "<": most tags are none of these */
		switch (end - p > 1 ? p[1] | 0x20 : 0) {
		case '/':
			if (!html_at_doc_end(p, end))
				break;
			/* a browser reads on: so does libxml2 without it */
			q = memchr(p, '>', (size_t)(end - p));
			q = q != NULL ? q + 1 : end;
			html_rewrite_put(&rw, p, q, "", 0);
			p = q;
			continue;
		case 'e':
		case 'k':
		case 's':
		case 't':
		case 'w':
			/* only then must the tree be fixed (html_fix_void()) */
			if (!t->has_void && html_at_void(p + 1, end))
				t->has_void = 1;
			if (html_at_script(p, end, 1) != 2)
				break;
			if ((p = memchr(p, '>', (size_t)(end - p))) == NULL)
				p = end;
			else
				p = html_fix_script(&rw, p + 1, end);
			continue;
		default:
			break;
		}
		p++;
	}
	html_rewrite_end(&rw);
}

/*
 * The named references a browser reads without their semicolon (HTML5's
 * legacy ones): the Latin-1 set, U+00A0 to U+00FF in order, then the
 * markup's own, each with its code point.
 */
static const char *const html_latin1_refs[] = { "nbsp", "iexcl", "cent",
	"pound", "curren", "yen", "brvbar", "sect", "uml", "copy", "ordf",
	"laquo", "not", "shy", "reg", "macr", "deg", "plusmn", "sup2", "sup3",
	"acute", "micro", "para", "middot", "cedil", "sup1", "ordm", "raquo",
	"frac14", "frac12", "frac34", "iquest", "Agrave", "Aacute", "Acirc",
	"Atilde", "Auml", "Aring", "AElig", "Ccedil", "Egrave", "Eacute",
	"Ecirc", "Euml", "Igrave", "Iacute", "Icirc", "Iuml", "ETH", "Ntilde",
	"Ograve", "Oacute", "Ocirc", "Otilde", "Ouml", "times", "Oslash",
	"Ugrave", "Uacute", "Ucirc", "Uuml", "Yacute", "THORN", "szlig",
	"agrave", "aacute", "acirc", "atilde", "auml", "aring", "aelig",
	"ccedil", "egrave", "eacute", "ecirc", "euml", "igrave", "iacute",
	"icirc", "iuml", "eth", "ntilde", "ograve", "oacute", "ocirc", "otilde",
	"ouml", "divide", "oslash", "ugrave", "uacute", "ucirc", "uuml",
	"yacute", "thorn", "yuml" };
static const struct {
	const char *name;
	unsigned cp;
} html_markup_refs[] = { { "amp", 0x26 }, { "AMP", 0x26 }, { "lt", 0x3c },
	{ "LT", 0x3c }, { "gt", 0x3e }, { "GT", 0x3e }, { "quot", 0x22 },
	{ "QUOT", 0x22 }, { "COPY", 0xa9 }, { "REG", 0xae } };

/* The code point of legacy reference name[0..n), or 0 if none. */
static unsigned
html_legacy_ref(const char *name, size_t n)
{
	size_t i;

	for (i = 0; i < NELEM(html_latin1_refs); i++)
		if (strlen(html_latin1_refs[i]) == n &&
		    memcmp(html_latin1_refs[i], name, n) == 0)
			return 0xa0 + (unsigned)i;
	for (i = 0; i < NELEM(html_markup_refs); i++)
		if (strlen(html_markup_refs[i].name) == n &&
		    memcmp(html_markup_refs[i].name, name, n) == 0)
			return html_markup_refs[i].cp;
	return 0;
}

/*
 * What a browser reads of the character references libxml2 reads
 * otherwise, rewritten as numeric ones it reads alike:
 *
 * - "&#145;" is U+2018 to a browser, which reads numeric references to
 *   the C1 controls as windows-1252 does (HTML5's replacement table);
 *   libxml2 gives U+0091;
 * - "&nbsp" with no semicolon is a no-break space to a browser (a legacy
 *   reference, HTML5's named ones of the Latin-1 set and the markup's),
 *   and libxml2 shows "&nbsp" as text; unless a letter, a digit or "="
 *   follows, as in an address's query ("?a=1&copy=2"), where a browser
 *   reads no reference either;
 * - "&check;" and HTML5's other names that HTML 4 had not (entities.h)
 *   are characters to a browser, and text to libxml2.
 */
static void
html_fix_refs(struct html_text *t)
{
	struct html_rewrite rw;
	const struct entities_ref *ref;
	const char *end = t->data + t->len, *p = t->data, *q;
	char rep[32];
	unsigned long v;
	int hex;

	html_rewrite_init(&rw, t);
	while (p < end && (p = memchr(p, '&', (size_t)(end - p))) != NULL) {
		if (end - p >= 3 && isalpha((unsigned char)p[1])) {
			for (q = p + 1; q < end && q - p <= HTML_REF_NAME_MAX &&
			     isalnum((unsigned char)*q);
			     q++)
				;
			/* one of HTML5's names libxml2 does not know */
			if (q < end && *q == ';' &&
			    (ref = entities_find(p + 1, (size_t)(q - p - 1))) !=
				NULL) {
				if (ref->cp[1] != 0)
					snprintf(rep, sizeof(rep),
					    "&#x%lx;&#x%lx;",
					    (unsigned long)ref->cp[0],
					    (unsigned long)ref->cp[1]);
				else
					snprintf(rep, sizeof(rep), "&#x%lx;",
					    (unsigned long)ref->cp[0]);
				html_rewrite_put(
				    &rw, p, q + 1, rep, strlen(rep));
				p = q + 1;
				continue;
			}
			if (q - p - 1 > 7 ||
			    (q < end &&
				(isalnum((unsigned char)*q) || *q == ';' ||
				    *q == '='))) {
				p = q;
				continue;
			}
			if ((v = html_legacy_ref(p + 1, (size_t)(q - p - 1))) ==
			    0) {
				p = q;
				continue;
			}
			snprintf(rep, sizeof(rep), "&#x%lx;", v);
			html_rewrite_put(&rw, p, q, rep, strlen(rep));
			p = q;
			continue;
		}
		if (end - p < 4 || p[1] != '#') {
			p++;
			continue;
		}
		hex = p[2] == 'x' || p[2] == 'X';
		for (v = 0, q = p + 2 + hex; q < end && q - p < 12; q++) {
			if (isdigit((unsigned char)*q))
				v = v * (hex ? 16 : 10) +
				    (unsigned long)(*q - '0');
			else if (hex && isxdigit((unsigned char)*q))
				v = v * 16 +
				    (unsigned long)(tolower((unsigned char)*q) -
					'a' + 10);
			else
				break;
		}
		if (q == p + 2 + hex || v > 0x9f ||
		    charset_cp1252_c1((uint32_t)v) == 0) {
			p++;
			continue;
		}
		if (q < end && *q == ';')
			q++;
		snprintf(rep, sizeof(rep), "&#x%x;",
		    (unsigned)charset_cp1252_c1((uint32_t)v));
		html_rewrite_put(&rw, p, q, rep, strlen(rep));
		p = q;
	}
	html_rewrite_end(&rw);
}

xmlNodePtr
html_node_next(const xmlNode *n, const xmlNode *root)
{
	if (n->type == XML_ELEMENT_NODE && n->children != NULL)
		return n->children;
	return html_node_after(n, root);
}

/* See html.h. */
int
html_link_rel(const xmlNode *a, const char *type)
{
	const char *p = html_attr(a, "rel"), *w;
	size_t n, k = strlen(type);

	/* a list of words, as a class attribute is */
	while (p != NULL && (w = html_class_next(&p, &n)) != NULL)
		if (n == k && strncasecmp(w, type, k) == 0)
			return 1;
	return 0;
}

/* See html.h. */
void
html_page_addresses(const xmlDoc *doc, const char **own)
{
	const xmlNode *head, *c;
	const char *v, *rel, *prop;
	size_t k = 0;

	if (doc != NULL && doc->URL != NULL)
		own[k++] = (const char *)doc->URL;
	head = doc != NULL ? html_root_child((xmlDoc *)(uintptr_t)doc, "head")
			   : NULL;
	for (c = head != NULL ? head->children : NULL;
	     c != NULL && k < HTML_ADDRESSES; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		v = NULL;
		if (strcmp((const char *)c->name, "link") == 0 &&
		    (rel = html_attr(c, "rel")) != NULL &&
		    strcasecmp(rel, "canonical") == 0)
			v = html_attr(c, "href");
		else if (strcmp((const char *)c->name, "meta") == 0 &&
		    (prop = html_attr(c, "property")) != NULL &&
		    strcasecmp(prop, "og:url") == 0)
			v = html_attr(c, "content");
		if (v != NULL)
			own[k++] = v;
	}
	own[k] = NULL;
}

/* Address u as compared with another: normalised (url_normalize(), the
 * fragment gone, with path the query too), its scheme and a last '/'
 * left out; NULL if not http(s).  The caller frees. */
static char *
html_address_key(const char *base, const char *u, int path)
{
	char *abs, *n, *k;
	size_t len;

	abs = base != NULL ? url_resolve(base, u) : xstrdup(u);
	n = abs != NULL ? url_normalize(abs) : NULL;
	free(abs);
	if (n == NULL)
		return NULL;
	k = xstrdup(n + strcspn(n, ":") + 3);
	free(n);
	if (path)
		k[strcspn(k, "?")] = '\0';
	if ((len = strlen(k)) > 0 && k[len - 1] == '/')
		k[len - 1] = '\0';
	return k;
}

/* 1 if link a leads to one of the page's own addresses
 * (html_page_addresses()), scheme, fragment and a last '/' aside, and
 * with path the queries too. */
static int
html_link_to_own(const xmlNode *a, int path)
{
	const char *own[HTML_ADDRESSES + 1], *href = html_attr(a, "href");
	const char *base;
	char *k, *o;
	size_t i;
	int same = 0;

	if (href == NULL || href[0] == '#' || a->doc == NULL)
		return 0;
	base = (const char *)a->doc->URL;
	html_page_addresses(a->doc, own);
	if ((k = html_address_key(base, href, path)) == NULL)
		return 0;
	for (i = 0; own[i] != NULL && !same; i++) {
		o = html_address_key(base, own[i], path);
		same = o != NULL && strcmp(o, k) == 0;
		free(o);
	}
	free(k);
	return same;
}

/* 1 if link a leads to the page it stands in: one of its own addresses,
 * scheme, fragment and a last '/' aside. */
static int
html_link_own(const xmlNode *a)
{
	return html_link_to_own(a, 0);
}

/* See html.h. */
int
html_link_into_page(const xmlNode *a)
{
	const char *href = html_attr(a, "href");

	return href != NULL && (href[0] == '#' || html_link_to_own(a, 1));
}

/* 1 if heading n is the page's own: it links nowhere (no link in it,
 * none around it) or to the post's own page (a link marked as its
 * permalink, rel="bookmark", or to the page's own address), and heads
 * no item of a list (a card's headline, in a list of other stories). */
static int
html_heading_own(const xmlNode *n)
{
	const xmlNode *p, *a;
	size_t plain = 0;
	int linked = 0;

	for (p = n->parent; p != NULL && p->type == XML_ELEMENT_NODE;
	     p = p->parent) {
		if (strcmp((const char *)p->name, "li") == 0)
			return 0;
		if (strcmp((const char *)p->name, "a") == 0)
			linked = 1;
	}
	/* an anchor holding no text (<a name="p1"></a>) links nowhere */
	if (!linked &&
	    (plain = html_node_text_len(n, SIZE_MAX, 1)) ==
		html_node_text_len(n, SIZE_MAX, 0))
		return 1;
	a = html_heading_link(n);
	/* the permalink of the section it stands in: a post's title; or
	 * the page itself, when all the heading says is the link's (it
	 * stands in the link, or no word of it is outside links; not a
	 * count of comments beside it) */
	return a != NULL &&
	    (html_link_rel(a, "bookmark") ||
		((linked || plain == 0) && html_link_own(a)));
}

/* See html.h. */
xmlNode *
html_heading_link(const xmlNode *h)
{
	const xmlNode *n, *a = NULL;

	for (n = h->parent; n != NULL && n->type == XML_ELEMENT_NODE;
	     n = n->parent)
		if (strcmp((const char *)n->name, "a") == 0)
			a = n;
	for (n = h->children; a == NULL && n != NULL; n = html_node_next(n, h))
		if (n->type == XML_ELEMENT_NODE &&
		    strcmp((const char *)n->name, "a") == 0)
			a = n;
	return (xmlNode *)(uintptr_t)a;
}

/* See html.h. */
xmlNode *
html_heading_reading(xmlDoc *xml, const char *s, size_t max, int own)
{
	return xml != NULL
	    ? html_heading_reading_below(xmlDocGetRootElement(xml), s, max, own)
	    : NULL;
}

/* See html.h. */
xmlNode *
html_heading_reading_below(xmlNode *root, const char *s, size_t max, int own)
{
	xmlNode *n, *found = NULL;
	char *t;

	if (root == NULL || s == NULL || *s == '\0')
		return NULL;
	for (n = root; n != NULL && found == NULL;) {
		if (n->type == XML_ELEMENT_NODE && html_node_is_skipped(n)) {
			/* nothing below a hidden element shows */
			n = html_node_after(n, root);
			continue;
		}
		if (n->type == XML_ELEMENT_NODE &&
		    html_is_heading((const char *)n->name)) {
			t = html_node_text_dup(n);
			if (strlen(t) <= max && text_reads_same(t, s) &&
			    (!own || html_heading_own(n)))
				found = n;
			free(t);
		}
		n = html_node_next(n, root);
	}
	return found;
}

/* See html.h. */
xmlNode *
html_node_after(const xmlNode *n, const xmlNode *root)
{
	while (n != NULL && n != root && n->next == NULL)
		n = n->parent;
	return n == NULL || n == root ? NULL : n->next;
}

/*
 * What the page shows once its scripts ran.  "visibility: hidden" keeps
 * a box's place in the layout: pages so hide what a script shows when
 * it has run (WeChat's article, whose text a script reveals).  The box
 * so hidden that holds more than half of the page's words outside links
 * (the rest of its body and every other box so hidden) is that text,
 * not a menu or a tooltip: it is shown, as a browser shows it.  Run
 * before any verdict is kept; two walks of the page whatever it holds.
 */
static void
html_show_veiled(xmlDoc *xml)
{
	xmlNode *body = html_root_child(xml, "body"), *n, *best = NULL;
	size_t len, most = 0, all;
	const char *s;
	int veiled;

	if (body == NULL)
		return;
	all = html_node_text_len(body, SIZE_MAX, 1);
	for (n = body; n != NULL;) {
		if (n->type != XML_ELEMENT_NODE ||
		    (s = html_attr(n, "style")) == NULL ||
		    (html_style_verdict(s, &veiled) & HTML_HIDDEN) == 0 ||
		    !veiled) {
			n = html_node_next(n, body);
			continue;
		}
		len = html_node_text_len(n, SIZE_MAX, 1);
		all += len;
		if (len > most) {
			most = len;
			best = n;
		}
		n = html_node_after(n, body);
	}
	if (best != NULL && most > all - most)
		xmlUnsetProp(best, (const xmlChar *)"style");
	/* the walks above judged every element: judge them again */
	for (n = body; n != NULL; n = html_node_next(n, body))
		if (n->type == XML_ELEMENT_NODE && n->_private != &html_dropped)
			n->_private = NULL;
}

/* See html.h. */
int
html_is_heading(const char *name)
{
	return (name[0] == 'h' || name[0] == 'H') && name[1] >= '1' &&
	    name[1] <= '6' && name[2] == '\0';
}

void
html_fix_void(struct _xmlNode *root)
{
	xmlNodePtr n = root, c;
	size_t i;

	while (n != NULL) {
		for (i = 0;
		     n->type == XML_ELEMENT_NODE && n->children != NULL &&
		     n->parent != NULL && i < NELEM(html_void_tags);
		     i++) {
			if (strcmp((const char *)n->name, html_void_tags[i]) !=
			    0)
				continue;
			/* splice the children in after n, as they are */
			for (c = n->children; c != NULL; c = c->next)
				c->parent = n->parent;
			n->last->next = n->next;
			if (n->next != NULL)
				n->next->prev = n->last;
			else
				n->parent->last = n->last;
			n->next = n->children;
			n->children->prev = n;
			n->children = n->last = NULL;
			break;
		}
		n = html_node_next(n, root);
	}
}

void
html_doc_free(struct html_doc *doc)
{
	if (doc == NULL)
		return;
	if (doc->xpath != NULL)
		xmlXPathFreeContext(doc->xpath);
	xmlFreeDoc(doc->xml);
	free(doc->url);
	free(doc);
}

struct _xmlDoc *
html_doc_xml(struct html_doc *doc)
{
	return doc->xml;
}

struct _xmlXPathContext *
html_doc_xpath(struct _xmlDoc *xml)
{
	struct html_doc *doc = xml != NULL ? xml->_private : NULL;

	if (doc == NULL || doc->xml != xml)
		return NULL;
	if (doc->xpath == NULL)
		doc->xpath = xmlXPathNewContext(xml);
	return doc->xpath;
}

const char *
html_doc_url(const struct html_doc *doc)
{
	return doc->url;
}

const char *
html_doc_charset(const struct html_doc *doc)
{
	return doc->charset;
}

void
html_doc_set_story(
    struct html_doc *doc, struct _xmlNode *const *nodes, size_t n)
{
	size_t i;

	if (n > HTML_MAX_STORY)
		n = HTML_MAX_STORY;
	for (i = 0; i < n; i++)
		doc->story[i] = nodes[i];
	doc->nstory = n;
}

size_t
html_doc_story(const struct html_doc *doc, struct _xmlNode *const **nodes)
{
	*nodes = doc->story;
	return doc->nstory;
}

size_t
html_doc_elements(const struct html_doc *doc)
{
	return doc->elements;
}

/*
 * The charset a <meta> in the first bytes declares, as browsers' prescan
 * finds it: either <meta charset=x> or the charset= parameter of a
 * http-equiv content attribute.  Junk around it is tolerated.
 */
static const char *
html_prescan(const char *data, size_t len)
{
	const char *p, *end, *tag_end, *c;
	char val[40];
	size_t n;

	if (len > HTML_PRESCAN)
		len = HTML_PRESCAN;
	end = data + len;
	for (p = data; p + 5 < end; p++) {
		if (p[0] != '<' || strncasecmp(p + 1, "meta", 4) != 0 ||
		    (!isspace((unsigned char)p[5]) && p[5] != '/'))
			continue;
		if ((tag_end = memchr(p, '>', (size_t)(end - p))) == NULL)
			tag_end = end;
		for (c = p + 5; c + 7 < tag_end; c++) {
			if (strncasecmp(c, "charset", 7) != 0)
				continue;
			c += 7;
			while (c < tag_end && isspace((unsigned char)*c))
				c++;
			if (c >= tag_end || *c != '=')
				continue;
			c++;
			while (c < tag_end &&
			    (isspace((unsigned char)*c) || *c == '"' ||
				*c == '\''))
				c++;
			for (n = 0; c < tag_end && n < sizeof(val) - 1 &&
			     (isalnum((unsigned char)*c) || *c == '-' ||
				 *c == '_' || *c == ':' || *c == '.');
			     c++)
				val[n++] = *c;
			val[n] = '\0';
			if (n > 0)
				return charset_canonical(val);
		}
		p = tag_end - 1;
	}
	return NULL;
}

const char *
html_meta_charset(const char *data, size_t len)
{
	return html_prescan(data, len);
}

/* The class of each byte in a tag, for html_tag_attributes(). */
static const unsigned char html_tag_classes[256] = {
	[' '] = TAG_SPACE,
	['\t'] = TAG_SPACE,
	['\n'] = TAG_SPACE,
	['\v'] = TAG_SPACE,
	['\f'] = TAG_SPACE,
	['\r'] = TAG_SPACE,
	['"'] = TAG_QUOTE,
	['\''] = TAG_QUOTE,
	['>'] = TAG_END,
	['<'] = TAG_END,
	['='] = TAG_EQUALS,
};

/*
 * The attributes of the tag at *p, past its "<" (a name after white
 * space, outside quoted values); *p is left at its end ('>', '<' or end).
 */
static size_t
html_tag_attributes(const char **pp, const char *end)
{
	const char *p = *pp, *q;
	size_t n = 0;
	int space = 0;

	for (; p < end; p++) {
		switch (html_tag_classes[(unsigned char)*p]) {
		case TAG_QUOTE:
			/* a quoted value, up to its end */
			q = memchr(p + 1, *p, (size_t)(end - p - 1));
			p = q != NULL ? q : end - 1;
			break;
		case TAG_END:
			*pp = p;
			return n;
		case TAG_SPACE:
			space = 1;
			break;
		case TAG_EQUALS:
			space = 0;
			break;
		default:
			n += (size_t)space;
			space = 0;
			break;
		}
	}
	*pp = p;
	return n;
}

/*
 * Count each tag's attributes (comments and CDATA sections skipped) and
 * add up the pairs libxml2 would compare.
 */
int
html_attributes_bounded(const char *data, size_t len)
{
	const char *p = data, *end = data + len, *q;
	uint64_t work = 0, max;
	size_t n;

	max = HTML_ATTR_WORK_BASE + (uint64_t)len * HTML_ATTR_WORK_PER_BYTE;
	while (p != NULL && p < end &&
	    (p = memchr(p, '<', (size_t)(end - p))) != NULL) {
		p++;
		q = NULL;
		if (end - p >= 3 && memcmp(p, "!--", 3) == 0)
			q = memmem(p, (size_t)(end - p), "-->", 3);
		else if (end - p >= 8 && memcmp(p, "![CDATA[", 8) == 0)
			q = memmem(p, (size_t)(end - p), "]]>", 3);
		else if (p < end && !isalpha((unsigned char)*p) && *p != '_' &&
		    *p != ':')
			continue;
		else {
			n = html_tag_attributes(&p, end);
			work += (uint64_t)n * n / 2;
			if (work > max)
				return 0;
			continue;
		}
		p = q != NULL ? q + 3 : end;
	}
	return 1;
}

int
html_tag_is_block(const char *name)
{
	return bsearch(name, html_block_tags, NELEM(html_block_tags),
		   sizeof(html_block_tags[0]), html_cmp) != NULL;
}

/* 1 if a word naming reader comments, in any case, starts v. */
static int
html_comments_word(const char *v)
{
	switch (*v | 0x20) {
	case 'c':
		/* "commentary" is an opinion piece, the article */
		return strncasecmp(v, "comment", 7) == 0 &&
		    strncasecmp(v + 7, "ary", 3) != 0;
	case 'd':
		return strncasecmp(v, "disqus", 6) == 0 ||
		    strncasecmp(v, "discussion", 10) == 0;
	case 'p':
		return strncasecmp(v, "pingback", 8) == 0;
	case 'r':
		return strncasecmp(v, "respond", 7) == 0 ||
		    strncasecmp(v, "reply", 5) == 0;
	case 't':
		return strncasecmp(v, "trackback", 9) == 0;
	default:
		return 0;
	}
}

/*
 * 1 if a token of v (a class list or an id) names reader comments.  Not
 * a token that is an address (an id holding the page's URL, whose slug
 * may say "comments"), nor the words after a "--" (a BEM modifier names
 * a variant of the block before it: "tonal--tone-comment" is an opinion
 * piece's box).  One pass: this runs on every element of every page.
 */
static int
html_names_comments(const char *v)
{
	const char *e;
	int skip = 0; /* the token so far is an address or a modifier */

	for (; *v != '\0'; v++) {
		if (isspace((unsigned char)*v))
			skip = 0;
		else if (*v == '/' || (v[0] == '-' && v[1] == '-'))
			skip = 1;
		else if (!skip && html_comments_word(v)) {
			/* an address whose '/' comes after the word */
			for (e = v; *e != '\0' && !isspace((unsigned char)*e) &&
			     *e != '/';
			     e++)
				;
			if (*e != '/')
				return 1;
			skip = 1;
		}
	}
	return 0;
}

int
html_class_or_id(const xmlNode *n, int (*names)(const char *))
{
	const xmlAttr *a;
	const char *v;

	for (a = n->properties; a != NULL; a = a->next) {
		if ((strcmp((const char *)a->name, "id") != 0 &&
			strcmp((const char *)a->name, "class") != 0) ||
		    a->children == NULL ||
		    (v = (const char *)a->children->content) == NULL)
			continue;
		if (names(v))
			return 1;
	}
	return 0;
}

int
html_is_comments(const xmlNode *n)
{
	return html_class_or_id(n, html_names_comments);
}

#define HTML_CLASS_SPACE " \t\r\n\f" /* between a class list's names */

/* 1 if class values a and b are the same but for their numbers
 * ("slide-0", "slide-1"): a record's place in a list written into its
 * class.  Each run of digits in one meets a run of digits in the
 * other. */
static int
html_same_class(const char *a, const char *b)
{
	while (*a != '\0' && *b != '\0') {
		if (isdigit((unsigned char)*a) && isdigit((unsigned char)*b)) {
			while (isdigit((unsigned char)*a))
				a++;
			while (isdigit((unsigned char)*b))
				b++;
			continue;
		}
		if (*a++ != *b++)
			return 0;
	}
	return *a == *b;
}

/* See html.h. */
const char *
html_class_next(const char **p, size_t *n)
{
	const char *c = *p + strspn(*p, HTML_CLASS_SPACE);

	*n = strcspn(c, HTML_CLASS_SPACE);
	*p = c + *n;
	return *n > 0 ? c : NULL;
}

/* See html.h. */
int
html_classes_share(const char *a, const char *b)
{
	const char *p = a, *q, *c, *d;
	size_t n, m;

	if (a == NULL || b == NULL)
		return 0;
	while ((c = html_class_next(&p, &n)) != NULL)
		for (q = b; (d = html_class_next(&q, &m)) != NULL;)
			if (m == n && strncmp(c, d, n) == 0)
				return 1;
	return 0;
}

/* See html.h. */
int
html_same_classes(const xmlNode *a, const xmlNode *b, int first)
{
	const char *ca, *cb, *wa, *wb;
	size_t na, nb;

	if (strcmp((const char *)a->name, (const char *)b->name) != 0)
		return 0;
	ca = html_attr(a, "class");
	cb = html_attr(b, "class");
	if (ca == NULL || cb == NULL)
		return ca == cb;
	if (!first)
		return strcmp(ca, cb) == 0;
	wa = html_class_next(&ca, &na);
	wb = html_class_next(&cb, &nb);
	return wa != NULL && wb != NULL && na == nb && strncmp(wa, wb, na) == 0;
}

/* See html.h. */
int
html_same_first_class(const xmlNode *a, const xmlNode *b)
{
	return html_same_classes(a, b, 1);
}

int
html_same_kind(const xmlNode *a, const xmlNode *b)
{
	xmlChar *ca, *cb;
	int same;

	if (strcmp((const char *)a->name, (const char *)b->name) != 0)
		return 0;
	ca = xmlGetProp(a, (const xmlChar *)"class");
	cb = xmlGetProp(b, (const xmlChar *)"class");
	same = (ca == NULL && cb == NULL) ||
	    (ca != NULL && cb != NULL &&
		html_same_class((const char *)ca, (const char *)cb));
	xmlFree(ca);
	xmlFree(cb);
	return same;
}

/* elements of a table looked at for its header cells */
#define HTML_TABLE_HEAD_NODES 200

/* 1 if a header cell or a caption is among n's first *budget elements,
 * outside the tables n holds. */
static int
html_table_head(const xmlNode *n, size_t *budget)
{
	const xmlNode *c;
	const char *name;

	for (c = n->children; c != NULL && *budget > 0; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		(*budget)--;
		name = (const char *)c->name;
		if (strcmp(name, "th") == 0 || strcmp(name, "caption") == 0)
			return 1;
		if (strcmp(name, "table") != 0 && html_table_head(c, budget))
			return 1;
	}
	return 0;
}

/* See html.h. */
int
html_table_is_data(const xmlNode *n)
{
	size_t budget = HTML_TABLE_HEAD_NODES;

	return html_table_head(n, &budget);
}

/* See html.h. */
const xmlNode *
html_row_table(const xmlNode *n)
{
	for (; n != NULL && n->type == XML_ELEMENT_NODE; n = n->parent)
		if (strcmp((const char *)n->name, "table") == 0)
			return n;
	return NULL;
}

/* See html.h. */
int
html_name_among(const xmlNode *n, const char *const *names, size_t count)
{
	size_t i;

	if (n->type != XML_ELEMENT_NODE)
		return 0;
	for (i = 0; i < count; i++)
		if (strcmp((const char *)n->name, names[i]) == 0)
			return 1;
	return 0;
}

int
html_names_subscribe(const char *v)
{
	const char *f;

	for (f = v; (f = strcasestr(f, "subscri")) != NULL; f += 7)
		if (strncasecmp(f + 7, "ber", 3) != 0)
			return 1;
	return 0;
}

int
html_is_aside(const xmlNode *n)
{
	static const char *const tags[] = { "aside", "nav", "footer" };
	static const char *const roles[] = { "complementary", "navigation",
		"contentinfo" };
	const char *role;
	size_t i;

	if (n->type != XML_ELEMENT_NODE)
		return 0;
	if (html_name_among(n, tags, NELEM(tags)))
		return 1;
	if ((role = html_attr(n, "role")) != NULL)
		for (i = 0; i < NELEM(roles); i++)
			if (strcasecmp(role, roles[i]) == 0)
				return 1;
	return 0;
}

xmlNodePtr
html_root_child(xmlDocPtr xml, const char *name)
{
	xmlNodePtr root, c;

	if ((root = xmlDocGetRootElement(xml)) == NULL)
		return NULL;
	for (c = root->children; c != NULL; c = c->next)
		if (c->type == XML_ELEMENT_NODE &&
		    strcmp((const char *)c->name, name) == 0)
			return c;
	return NULL;
}

/*
 * What a style attribute says of its element, read in one pass over
 * its declarations: HTML_HIDDEN when "display: none" or "visibility:
 * hidden" hides it (*veiled 1 when the visibility alone does),
 * HTML_BLOCK when its "display" has a value a browser starts a line for.
 */
static int
html_style_verdict(const char *s, int *veiled)
{
	static const char *const values[] = { "block", "flex", "grid", "table",
		"list-item" };
	const char *p, *k, *v;
	size_t i, n;
	int out = 0, display, none = 0;

	*veiled = 0;
	for (p = s; (p = strchr(p, ':')) != NULL; p++) {
		k = p;
		v = p + 1;
		while (k > s && isspace((unsigned char)k[-1]))
			k--;
		while (isspace((unsigned char)*v))
			v++;
		display = k - s >= 7 && strncasecmp(k - 7, "display", 7) == 0;
		if (display && strncasecmp(v, "none", 4) == 0)
			none = 1;
		else if (k - s >= 10 &&
		    strncasecmp(k - 10, "visibility", 10) == 0 &&
		    strncasecmp(v, "hidden", 6) == 0)
			*veiled = 1;
		/* the property itself, not one ending in "display" */
		if (!display ||
		    (k - s > 7 &&
			(isalnum((unsigned char)k[-8]) || k[-8] == '-')))
			continue;
		for (i = 0; i < NELEM(values); i++) {
			n = strlen(values[i]);
			if (strncasecmp(v, values[i], n) == 0 &&
			    !isalnum((unsigned char)v[n]) && v[n] != '-')
				out |= HTML_BLOCK;
		}
	}
	if (none)
		*veiled = 0;
	return none || *veiled ? out | HTML_HIDDEN : out;
}

/* See html.h. */
int
html_styled_block(const xmlNode *n)
{
	const char *s = html_attr(n, "style");
	int veiled;

	return s != NULL && (html_style_verdict(s, &veiled) & HTML_BLOCK) != 0;
}

/*
 * 1 if a class list holds a class that hides its element from sight:
 * "hidden", the usual one for display: none, or one of the frameworks'
 * classes for text only a screen reader says (Bootstrap's and
 * Tailwind's "sr-only", "visually-hidden", WordPress's
 * "screen-reader-text", Drupal's "element-invisible"...): labels such
 * as "Image caption" or "(opens in a new tab)" that no reader sees
 * among the story's words; and "modal", Bootstrap's and Bulma's dialog,
 * hidden until a click opens it.
 */
static int
html_class_hides(const char *s)
{
	static const char *const hides[] = { "element-invisible", "hidden",
		"modal", "off-screen", "offscreen", "screen-reader-text",
		"sr-only", "visually-hidden", "visuallyhidden" };
	const char *p, *e;

	for (p = s; *p != '\0'; p = e) {
		while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
			p++;
		for (e = p; *e != '\0' && *e != ' ' && *e != '\t' &&
		     *e != '\n' && *e != '\r';
		     e++)
			;
		if (util_is_any(p, (size_t)(e - p), hides, NELEM(hides)))
			return 1;
	}
	return 0;
}

/* See html.h. */
int
html_in_body(const xmlNode *n)
{
	for (n = n->parent; n != NULL && n->type == XML_ELEMENT_NODE;
	     n = n->parent)
		if (strcmp((const char *)n->name, "body") == 0)
			return 1;
	return 0;
}

/* See html.h. */
char *
html_node_inherited(const xmlNode *n, const char *name)
{
	xmlChar *v;

	for (; n != NULL && n->type == XML_ELEMENT_NODE; n = n->parent)
		if ((v = xmlGetProp(n, (const xmlChar *)name)) != NULL) {
			char *s = xstrdup((const char *)v);

			xmlFree(v);
			return s;
		}
	return NULL;
}

/* 1 if an element of this name never shows. */
static int
html_name_is_skipped(const xmlNode *n)
{
	const char *name = (const char *)n->name;

	switch (name[0]) {
	case 'e':
	case 'h':
	case 'i':
	case 'n':
	case 'o':
	case 's':
	case 't':
		if (bsearch(name, html_skip_tags, NELEM(html_skip_tags),
			sizeof(html_skip_tags[0]), html_cmp) != NULL)
			return 1;
		/* a pasted page's <title> in the body shows nowhere */
		return strcmp(name, "title") == 0 && html_in_body(n);
	default:
		return 0;
	}
}

/* What the attributes of element n say of it: HTML_HIDDEN when they
 * hide it, HTML_BLOCK when its style shows it as a block. */
static int
html_attrs_verdict(const xmlNode *n)
{
	const xmlAttr *a;
	const char *v;
	int k = 0, veiled;

	for (a = n->properties; a != NULL; a = a->next) {
		const char *an = (const char *)a->name;

		/* by the first letter: most attributes are none of these */
		if (an[0] != 'h' && an[0] != 's' && an[0] != 'c' &&
		    an[0] != 'a')
			continue;
		if (strcmp(an, "hidden") == 0)
			return HTML_HIDDEN;
		if (a->children == NULL || a->children->content == NULL)
			continue;
		v = (const char *)a->children->content;
		/* what a screen reader is told to pass over is shown for
		 * looks, a copy or an ornament: no words of the story; a
		 * picture so marked is still shown (Wikipedia's formulas,
		 * whose words a hidden MathML gives the screen reader) */
		if (strcmp(an, "aria-hidden") == 0 && strcmp(v, "true") == 0 &&
		    strcmp((const char *)n->name, "img") != 0)
			return HTML_HIDDEN;
		if (strcmp(an, "style") == 0) {
			k |= html_style_verdict(v, &veiled);
			if (k & HTML_HIDDEN)
				return HTML_HIDDEN;
		}
		if (strcmp(an, "class") == 0 && html_class_hides(v))
			return HTML_HIDDEN;
	}
	return k;
}

/* Keep verdict v in element n, unless n is dropped. */
static void
html_verdict_keep(const xmlNode *n, int v)
{
	/* a cache, not the node's content: the const is the caller's */
	if (n->_private != &html_dropped)
		((xmlNode *)(uintptr_t)n)->_private =
		    (void *)(uintptr_t)(html_verdicts + v);
}

/* The verdict of element n, judged on the first call; -1 when n is
 * dropped. */
static int
html_verdict(const xmlNode *n)
{
	const char *p = n->_private;
	int v;

	if (p == &html_dropped)
		return -1;
	if (p >= html_verdicts && p < html_verdicts + NELEM(html_verdicts))
		return (int)(p - html_verdicts);
	v = (html_name_is_skipped(n) ? HTML_BY_NAME : 0) |
	    html_attrs_verdict(n) |
	    (html_tag_is_block((const char *)n->name) ? HTML_BLOCK : 0);
	html_verdict_keep(n, v);
	return v;
}

int
html_node_is_skipped(const xmlNode *n)
{
	if (n->type != XML_ELEMENT_NODE)
		return n->type == XML_COMMENT_NODE || n->type == XML_PI_NODE ||
		    n->_private == &html_dropped;
	return (html_verdict(n) & HTML_SKIP) != 0;
}

/* See html.h. */
int
html_node_says(const xmlNode *n)
{
	const xmlNode *c;
	const xmlChar *p;
	int v = html_verdict(n), says = 0;

	if (v >= 0 && (v & HTML_SAYS_KNOWN))
		return (v & HTML_SAYS) != 0;
	for (c = n->children; c != NULL && !says; c = c->next)
		if (c->type == XML_TEXT_NODE && c->content != NULL)
			for (p = c->content; *p != '\0' && !says; p++)
				says = !isspace(*p);
	if (v >= 0)
		html_verdict_keep(
		    n, v | HTML_SAYS_KNOWN | (says ? HTML_SAYS : 0));
	return says;
}

/* See html.h. */
int
html_node_is_hidden(const xmlNode *n)
{
	int v;

	if (n->type != XML_ELEMENT_NODE)
		return n->_private == &html_dropped;
	v = html_verdict(n);
	return v < 0 || (v & HTML_HIDDEN) != 0;
}

void
html_node_set_dropped(xmlNode *node, int dropped)
{
	node->_private = dropped ? (void *)(uintptr_t)&html_dropped : NULL;
}

/* See html.h. */
int
html_node_is_dropped(const xmlNode *node)
{
	return node->_private == &html_dropped;
}

/* See html.h. */
xmlNode *
html_first_text(const xmlNode *n, int *budget)
{
	xmlNode *c, *t;

	for (c = n->children; c != NULL && *budget > 0; c = c->next) {
		(*budget)--;
		if (c->type == XML_TEXT_NODE && c->content != NULL &&
		    text_visible((const char *)c->content) > 0)
			return c;
		if (c->type == XML_ELEMENT_NODE && !html_node_is_skipped(c) &&
		    (t = html_first_text(c, budget)) != NULL)
			return t;
	}
	return NULL;
}

/* See html.h. */
int
html_node_holds(const xmlNode *a, const xmlNode *d)
{
	for (; d != NULL; d = d->parent)
		if (d == a)
			return 1;
	return 0;
}

/* See html.h. */
void
html_node_set_name(xmlNode *node, const char *name)
{
	xmlNodeSetName(node, (const xmlChar *)name);
	if (node->_private != &html_dropped)
		node->_private = NULL;
}

/* Levels below a node html_node_text_len() reads. */
#define HTML_LEN_DEPTH 200

static size_t
html_len_walk(const xmlNode *n, size_t limit, int plain, int depth)
{
	const xmlNode *c;
	const xmlChar *p;
	size_t k = 0;

	if (plain && n->name[0] == 'a' && n->name[1] == '\0')
		return 0;
	for (c = n->children; c != NULL && k <= limit; c = c->next) {
		if (html_node_is_skipped(c))
			continue;
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			for (p = c->content; *p != '\0'; p++)
				k += *p > ' ';
		} else if (c->type == XML_ELEMENT_NODE &&
		    depth < HTML_LEN_DEPTH)
			k += html_len_walk(c, limit - k, plain, depth + 1);
	}
	return k;
}

/* See html.h. */
size_t
html_node_text_len(const xmlNode *n, size_t limit, int plain)
{
	return html_len_walk(n, limit, plain, 0);
}

/* See html.h. */
size_t
html_node_words(const xmlNode *n)
{
	char *t = html_node_text_dup(n);
	size_t i, words = 0;

	for (i = 0; t[i] != '\0'; i++)
		words += !isspace((unsigned char)t[i]) &&
		    (i == 0 || isspace((unsigned char)t[i - 1]));
	free(t);
	return words;
}

/* See html.h. */
int
html_text_shows(const xmlNode *n)
{
	const xmlChar *p;

	if (n->type != XML_TEXT_NODE || n->content == NULL)
		return 0;
	for (p = n->content; *p != '\0' && *p <= ' '; p++)
		;
	return *p != '\0';
}

/* 1 if element c shows text: a record of a run, where empty ones
 * (<br>, spacers) only separate. */
static int
html_node_shows(const xmlNode *c)
{
	return c->type == XML_ELEMENT_NODE && !html_node_is_skipped(c) &&
	    html_node_text_len(c, 0, 0) > 0;
}

/* See html.h. */
xmlNode *
html_node_next_shown(xmlNode *c)
{
	for (; c != NULL; c = c->next)
		if (html_node_shows(c))
			return c;
	return NULL;
}

/* See html.h. */
xmlNode *
html_node_prev_shown(xmlNode *c)
{
	for (; c != NULL; c = c->prev)
		if (html_node_shows(c))
			return c;
	return NULL;
}

/* levels of boxes around a heading html_heading_in() looks through,
 * and the bytes of text a section's title says at most */
#define HTML_HEADING_BOXES 4
#define HTML_HEADING_TEXT 200

/* See html.h. */
xmlNode *
html_heading_in(xmlNode *n)
{
	xmlNode *c;
	size_t len;
	int depth;

	for (depth = 0; n != NULL && n->type == XML_ELEMENT_NODE &&
	     !html_is_heading((const char *)n->name);
	     depth++, n = c) {
		if (depth == HTML_HEADING_BOXES ||
		    (c = html_node_next_shown(n->children)) == NULL ||
		    html_node_next_shown(c->next) != NULL)
			return NULL;
		/* no text of the box's own beside its one child */
		len = html_node_text_len(c, HTML_HEADING_TEXT, 0);
		if (len >= HTML_HEADING_TEXT ||
		    html_node_text_len(n, HTML_HEADING_TEXT, 0) != len)
			return NULL;
	}
	return n != NULL && n->type == XML_ELEMENT_NODE ? n : NULL;
}

/* See html.h. */
int
html_heading_reads_title(const xmlNode *h)
{
	const xmlNode *head, *c;
	xmlChar *t;
	char *title;
	int yes;

	if (h->doc == NULL || (head = html_root_child(h->doc, "head")) == NULL)
		return 0;
	for (c = head->children; c != NULL; c = c->next)
		if (c->type == XML_ELEMENT_NODE &&
		    strcmp((const char *)c->name, "title") == 0)
			break;
	if (c == NULL)
		return 0;
	title = html_node_text_dup(c);
	/* the heading as the page wrote it: a rule may have dropped it
	 * already, shown apart from the body as the headline */
	t = xmlNodeGetContent(h);
	yes = t != NULL && *t != '\0' &&
	    (text_reads_same(title, (const char *)t) ||
		text_title_has_part(title, (const char *)t));
	xmlFree(t);
	free(title);
	return yes;
}

/* See html.h. */
xmlNode *
html_node_sibling(const xmlNode *n, int fwd)
{
	xmlNode *s;

	for (s = fwd ? n->next : n->prev; s != NULL &&
	     (s->type != XML_ELEMENT_NODE || html_node_is_skipped(s));
	     s = fwd ? s->next : s->prev)
		;
	return s;
}

/* html_node_text(), with <pre>'s lines kept when pre is 1. */
static void
html_node_text_as(const xmlNode *node, struct buf *out, int pre)
{
	int at_start = 1;
	size_t start = out->len;

	if (node == NULL)
		return;
	if (node->type == XML_DOCUMENT_NODE ||
	    node->type == XML_HTML_DOCUMENT_NODE)
		node = xmlDocGetRootElement((const xmlDoc *)node);
	if (node == NULL)
		return;
	html_text_walk(node, out, &at_start, 0, pre ? 1 : 0);
	/* no trailing line break or space */
	html_text_trim(out, start);
}

void
html_node_text(const xmlNode *node, struct buf *out)
{
	html_node_text_as(node, out, 0);
}

void
html_node_reader_text(const xmlNode *node, struct buf *out)
{
	html_node_text_as(node, out, 1);
}

const char *
html_attr(const xmlNode *n, const char *name)
{
	const xmlAttr *a;

	for (a = n->properties; a != NULL; a = a->next) {
		if (a->name != NULL &&
		    strcasecmp((const char *)a->name, name) == 0 &&
		    a->children != NULL && a->children->content != NULL)
			return (const char *)a->children->content;
	}
	return NULL;
}

char *
html_node_text_dup(const xmlNode *node)
{
	struct buf b;

	buf_init(&b);
	html_node_text(node, &b);
	if (b.data == NULL)
		return xstrdup("");
	return buf_detach(&b, NULL);
}

char *
html_fragment_text(const char *html, size_t len)
{
	struct html_text t;
	struct buf b;
	xmlDocPtr xml;

	if (len > HTML_MAX_INPUT || !html_attributes_bounded(html, len))
		return NULL;
	t.data = html != NULL ? html : "";
	t.len = len;
	t.mut = NULL;
	buf_init(&t.own);
	html_fix_refs(&t);
	xml = htmlReadMemory(t.data, (int)t.len, NULL, "UTF-8",
	    HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
		HTML_PARSE_NONET | HTML_PARSE_IGNORE_ENC | HTML_PARSE_COMPACT);
	buf_free(&t.own);
	if (xml == NULL)
		return NULL;
	html_fix_void(xmlDocGetRootElement(xml));
	buf_init(&b);
	html_node_text((const xmlNode *)xml, &b);
	xmlFreeDoc(xml);
	if (b.data == NULL)
		return xstrdup("");
	return buf_detach(&b, NULL);
}

/*
 * at_start: 1 at the start of a line, 2 after a pending space, 3 at the
 * start of a <pre> (its first line break is the markup's, not the
 * text's).  pre: 0 when white space collapses, 1 where a <pre> would
 * keep it, 2 inside one.
 */
static void
html_text_walk(
    const xmlNode *n, struct buf *out, int *at_start, int depth, int pre)
{
	const xmlNode *c;
	int v, is_block;
	size_t start;

	if (n->type == XML_TEXT_NODE || n->type == XML_CDATA_SECTION_NODE) {
		if (n->content == NULL || n->_private == &html_dropped)
			return;
		if (pre == 2)
			html_text_add_pre(
			    out, (const char *)n->content, at_start);
		else
			html_text_add(out, (const char *)n->content, at_start);
		return;
	}
	if (n->type != XML_ELEMENT_NODE || depth > HTML_MAX_DEPTH ||
	    ((v = html_verdict(n)) & HTML_SKIP) != 0)
		return;
	if (n->name[0] == 'b' && n->name[1] == 'r' && n->name[2] == '\0') {
		html_text_break(out, at_start);
		return;
	}
	is_block = (v & HTML_BLOCK) != 0;
	if (is_block)
		html_text_break(out, at_start);
	if (pre == 1 && strcmp((const char *)n->name, "pre") == 0) {
		/* code: its lines and indentation are what it says */
		start = out->len;
		*at_start = 3;
		for (c = n->children; c != NULL; c = c->next)
			html_text_walk(c, out, at_start, depth + 1, 2);
		html_text_trim(out, start);
		*at_start = out->len > start ? 0 : 1;
		html_text_break(out, at_start);
		return;
	}
	for (c = n->children; c != NULL; c = c->next)
		html_text_walk(c, out, at_start, depth + 1, pre);
	if (is_block)
		html_text_break(out, at_start);
	else if (n->name[0] == 't' &&
	    (n->name[1] == 'd' || n->name[1] == 'h') && n->name[2] == '\0' &&
	    *at_start == 0)
		*at_start = 2;
}

/* Take the line breaks, spaces and tabs off the end of out, back to
 * start at most.  Only a <pre>'s text leaves a tab. */
static void
html_text_trim(struct buf *out, size_t start)
{
	while (out->len > start &&
	    (out->data[out->len - 1] == '\n' ||
		out->data[out->len - 1] == ' ' ||
		out->data[out->len - 1] == '\t'))
		out->data[--out->len] = '\0';
}

/*
 * Append a <pre>'s text as it is written, less its carriage returns and
 * the line break that may open it (at_start 3 until its first text).
 */
static void
html_text_add_pre(struct buf *out, const char *s, int *at_start)
{
	if (*at_start == 3 && *s == '\r')
		s++;
	if (*at_start == 3 && *s == '\n')
		s++;
	for (; *s != '\0'; s++) {
		if (*s == '\r')
			continue;
		buf_addc(out, *s);
		*at_start = *s == '\n' ? 1 : 0;
	}
}

static void
html_text_break(struct buf *out, int *at_start)
{
	if (*at_start != 1 && out->len > 0)
		buf_addc(out, '\n');
	*at_start = 1;
}

/* Append text, collapsing white space (and no-break spaces). */
static void
html_text_add(struct buf *out, const char *s, int *at_start)
{
	const unsigned char *p = (const unsigned char *)s, *run;

	while (*p != '\0') {
		if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' ||
		    *p == '\f' || *p == '\v') {
			if (*at_start == 0)
				*at_start = 2;
			p++;
			continue;
		}
		if (p[0] == 0xc2 && p[1] == 0xa0) {
			if (*at_start == 0)
				*at_start = 2;
			p += 2;
			continue;
		}
		if (*at_start == 2)
			buf_addc(out, ' ');
		*at_start = 0;
		run = p;
		while (
		    *p != '\0' && *p > ' ' && !(p[0] == 0xc2 && p[1] == 0xa0))
			p++;
		buf_add(out, run, (size_t)(p - run));
	}
}

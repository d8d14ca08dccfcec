/* SPDX-License-Identifier: ISC */
/*
 * discover_sniff: is it a feed, and of which kind?  Told from the first
 * bytes (past a BOM, the XML declaration, comments and a doctype), never
 * from the Content-Type, which servers get wrong both ways; and the names
 * of kinds and of how discovery found a feed.  Pure: bytes in, a kind
 * out.
 */
#include "config.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "discover.h"
#include "util.h"

#define DISCOVER_SNIFF_MAX 65536 /* bytes sniffed at most */

static const char *discover_skip_markup(const char *, const char *);
static int discover_starts(const char *, const char *, const char *);
static enum discover_kind discover_sniff_json(const char *, const char *);
static enum discover_kind discover_sniff_root(
    const char *, const char *, const char *);
static enum discover_kind discover_sniff_scan(const char *, const char *);
static int discover_ct_is_html(const char *);

/* 1 if p (before end) starts with s, compared without regard to case. */
static int
discover_starts(const char *p, const char *end, const char *s)
{
	size_t n = strlen(s);

	return (size_t)(end - p) >= n && strncasecmp(p, s, n) == 0;
}

/*
 * Skip white space, processing instructions, comments and a DOCTYPE
 * other than HTML's; return the first byte of what follows (end when
 * nothing does).
 */
static const char *
discover_skip_markup(const char *p, const char *end)
{
	const char *q;

	for (;;) {
		while (p < end &&
		    (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n' ||
			*p == '\f'))
			p++;
		if (p >= end)
			return end;
		if (discover_starts(p, end, "<?")) {
			q = memmem(p, (size_t)(end - p), "?>", 2);
			p = q != NULL ? q + 2 : end;
		} else if (discover_starts(p, end, "<!--")) {
			q = memmem(p + 4, (size_t)(end - p - 4), "-->", 3);
			p = q != NULL ? q + 3 : end;
		} else if (discover_starts(p, end, "<!doctype") &&
		    !discover_starts(p, end, "<!doctype html")) {
			/* An internal subset may hold '>': skip it whole. */
			for (q = p; q < end && *q != '>' && *q != '['; q++)
				;
			if (q < end && *q == '[' &&
			    (q = memchr(q, ']', (size_t)(end - q))) == NULL)
				return end;
			q = memchr(q, '>', (size_t)(end - q));
			p = q != NULL ? q + 1 : end;
		} else
			return p;
	}
}

/*
 * JSON Feed: an object with "version": "https://jsonfeed.org/version/1"
 * (or 1.1, or http:), wherever the key is among the first bytes.
 */
static enum discover_kind
discover_sniff_json(const char *p, const char *end)
{
	static const char key[] = "\"version\"";
	const char *q = p;
	char val[64];
	size_t n;

	while (
	    (q = memmem(q, (size_t)(end - q), key, sizeof(key) - 1)) != NULL) {
		q += sizeof(key) - 1;
		while (q < end && isspace((unsigned char)*q))
			q++;
		if (q >= end || *q != ':')
			continue;
		for (q++; q < end && isspace((unsigned char)*q); q++)
			;
		if (q >= end || *q != '"')
			continue;
		/* Read the string, dropping the escapes of "\/". */
		for (q++, n = 0; q < end && *q != '"' && n < sizeof(val) - 1;
		     q++) {
			if (*q == '\\')
				continue;
			val[n++] = (char)tolower((unsigned char)*q);
		}
		val[n] = '\0';
		if (util_startswith(val, "https://jsonfeed.org/version/") ||
		    util_startswith(val, "http://jsonfeed.org/version/"))
			return DISCOVER_JSONFEED;
	}
	return DISCOVER_UNKNOWN;
}

/* The root element at p ('<') decides. */
static enum discover_kind
discover_sniff_root(const char *p, const char *end, const char *ct)
{
	static const char *const html_tags[] = {
		"html",
		"head",
		"body",
		"title",
		"meta",
		"link",
		"script",
		"style",
		"div",
		"p",
		"table",
		"base",
		"a",
		"h1",
		"header",
		"noscript",
		"form",
		"span",
		"center",
		"frameset",
		"iframe",
		"br",
		"img",
		"ul",
		"section",
		"main",
		"nav",
		"article",
	};
	char name[64], *local;
	const char *q;
	size_t n = 0, i;

	if (discover_starts(p, end, "<!doctype html"))
		return DISCOVER_HTML;
	for (q = p + 1; q < end && n < sizeof(name) - 1 &&
	     !isspace((unsigned char)*q) && *q != '>' && *q != '/';
	     q++)
		name[n++] = *q;
	name[n] = '\0';
	local = strchr(name, ':');
	local = local != NULL ? local + 1 : name;
	if (strcasecmp(name, "rss") == 0)
		return DISCOVER_RSS;
	if (strcmp(local, "feed") == 0)
		return DISCOVER_ATOM;
	if (strcmp(local, "RDF") == 0 || strcasecmp(name, "rdf:rdf") == 0) {
		/* RDF is more than RSS 1.0: want its namespace or channel. */
		if (memmem(p, (size_t)(end - p), "purl.org/rss/1.0", 16) !=
			NULL ||
		    memmem(p, (size_t)(end - p), "my.netscape.com/rdf", 19) !=
			NULL ||
		    memmem(p, (size_t)(end - p), "<channel", 8) != NULL)
			return DISCOVER_RDF;
		return DISCOVER_UNKNOWN;
	}
	for (i = 0; i < NELEM(html_tags); i++)
		if (strcasecmp(name, html_tags[i]) == 0)
			return DISCOVER_HTML;
	return discover_ct_is_html(ct) ? DISCOVER_HTML : DISCOVER_UNKNOWN;
}

/*
 * Text before the first tag (a PHP warning, a stray line): find a feed's
 * root element further on, unless an <html> comes first.
 */
static enum discover_kind
discover_sniff_scan(const char *p, const char *end)
{
	static const struct {
		const char *tag;
		enum discover_kind kind;
	} roots[] = {
		{ "<rss", DISCOVER_RSS },
		{ "<feed", DISCOVER_ATOM },
		{ "<rdf:RDF", DISCOVER_RDF },
		{ "<html", DISCOVER_HTML },
		{ "<HTML", DISCOVER_HTML },
	};
	const char *q, *best = NULL;
	enum discover_kind kind = DISCOVER_UNKNOWN;
	size_t i, n;

	for (i = 0; i < NELEM(roots); i++) {
		n = strlen(roots[i].tag);
		q = p;
		while ((q = memmem(q, (size_t)(end - q), roots[i].tag, n)) !=
		    NULL) {
			if (q + n < end &&
			    (isspace((unsigned char)q[n]) || q[n] == '>'))
				break;
			q += n;
		}
		if (q != NULL && (best == NULL || q < best)) {
			best = q;
			kind = roots[i].kind;
		}
	}
	return kind;
}

static int
discover_ct_is_html(const char *ct)
{
	if (ct == NULL)
		return 0;
	while (isspace((unsigned char)*ct))
		ct++;
	return strncasecmp(ct, "text/html", 9) == 0 ||
	    strncasecmp(ct, "application/xhtml+xml", 21) == 0;
}

enum discover_kind
discover_sniff(const char *data, size_t len, const char *content_type)
{
	const unsigned char *u = (const unsigned char *)data;
	enum discover_kind kind;
	char *narrow = NULL;
	const char *p, *end;
	size_t i, n, off;

	if (data == NULL)
		return DISCOVER_UNKNOWN;
	if (len > DISCOVER_SNIFF_MAX)
		len = DISCOVER_SNIFF_MAX;
	/* UTF-16: keep the low bytes, enough to read the markup. */
	if (len >= 2 &&
	    ((u[0] == 0xff && u[1] == 0xfe) || (u[0] == 0xfe && u[1] == 0xff) ||
		(u[0] == '<' && u[1] == 0) || (u[0] == 0 && u[1] == '<'))) {
		off = (u[0] == 0xfe || u[0] == 0) ? 1 : 0;
		i = (u[0] == 0xff || u[0] == 0xfe) ? 2 : 0;
		narrow = xmalloc(len / 2 + 1);
		for (n = 0; i + 1 < len; i += 2)
			narrow[n++] = (char)u[i + off];
		data = narrow;
		len = n;
	}
	p = data;
	end = data + len;
	if (len >= 3 && memcmp(p, "\xef\xbb\xbf", 3) == 0)
		p += 3;
	p = discover_skip_markup(p, end);
	if (p >= end)
		kind = discover_ct_is_html(content_type) ? DISCOVER_HTML
							 : DISCOVER_UNKNOWN;
	else if (*p == '{')
		kind = discover_sniff_json(p, end);
	else if (*p == '<')
		kind = discover_sniff_root(p, end, content_type);
	else if ((kind = discover_sniff_scan(p, end)) == DISCOVER_UNKNOWN &&
	    discover_ct_is_html(content_type))
		kind = DISCOVER_HTML;
	free(narrow);
	return kind;
}

int
discover_kind_is_feed(enum discover_kind kind)
{
	return kind == DISCOVER_RSS || kind == DISCOVER_ATOM ||
	    kind == DISCOVER_RDF || kind == DISCOVER_JSONFEED;
}

const char *
discover_kind_name(enum discover_kind kind)
{
	switch (kind) {
	case DISCOVER_HTML:
		return "html";
	case DISCOVER_RSS:
		return "rss";
	case DISCOVER_ATOM:
		return "atom";
	case DISCOVER_RDF:
		return "rdf";
	case DISCOVER_JSONFEED:
		return "jsonfeed";
	case DISCOVER_UNKNOWN:
		break;
	}
	return "unknown";
}

const char *
discover_how_name(enum discover_how how)
{
	switch (how) {
	case DISCOVER_SELF:
		return "self";
	case DISCOVER_LINK_ALTERNATE:
		return "link-alternate";
	case DISCOVER_LINK:
		return "link";
	case DISCOVER_COMMON_PATH:
		return "common-path";
	case DISCOVER_CRAWL:
		return "crawl";
	}
	return "unknown";
}

#define DISCOVER_HINT_MAX 3 /* feeds a hint names */

char *
discover_feed_hint(const char *cause, const char *data, size_t len,
    const char *charset, const char *url)
{
	struct discover_links *l;
	struct buf b;
	char *why = NULL;
	size_t i, n = 0;

	if (data == NULL || url == NULL ||
	    discover_sniff(data, len, NULL) != DISCOVER_HTML ||
	    (l = discover_links(data, len, charset, url, &why)) == NULL) {
		free(why);
		return xstrdup(cause);
	}
	buf_init(&b);
	buf_adds(&b, cause);
	buf_adds(&b, ": a web page");
	for (i = 0; i < l->nalternates + l->nfeedlike; i++) {
		if (n == DISCOVER_HINT_MAX) {
			buf_adds(&b, " ...");
			break;
		}
		buf_adds(&b, n++ == 0 ? "; the feeds it names: " : ", ");
		buf_adds(&b,
		    i < l->nalternates ? l->alternates[i].url
				       : l->feedlike[i - l->nalternates].url);
	}
	if (n > 0)
		buf_adds(&b, " (subscribe with templar add URL)");
	else
		buf_printf(&b,
		    "; it names no feed (templar discover %s looks further)",
		    url);
	discover_links_free(l);
	return buf_detach(&b, NULL);
}

/* SPDX-License-Identifier: ISC */
/*
 * opml: OPML subscription lists (http://opml.org/spec2.opml) read into a
 * flat list of feeds with the titles of their enclosing outlines, and
 * written back as OPML 2.0; and the config name a feed gets.  It leaves
 * files and the config to cli_opml.c.
 *
 * XML is read by libxml2 with no network, no DTD loading and no entity
 * substitution; attribute text is taken from text nodes only, so no
 * entity can expand.  A document that is not well-formed is read again
 * in recover mode (subscription lists are often hand-made).
 */
#include "config.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/parser.h>
#include <libxml/tree.h>

#include "feedw.h"
#include "log.h"
#include "opml.h"
#include "url.h"
#include "util.h"

/* What the walk of the outlines carries. */
struct opml_walk {
	struct opml *opml;
	char *path[OPML_MAX_DEPTH]; /* titles of the outlines above */
	size_t depth;
};

static xmlDoc *opml_read_xml(const char *, size_t, int);
static char *opml_attr(const xmlNode *, const char *);
static int opml_is(const xmlNode *, const char *);
static xmlNode *opml_child(const xmlNode *, const char *);
static void opml_outlines(struct opml_walk *, const xmlNode *, int);
static char *opml_text(const xmlNode *);
static void opml_feed_free(struct opml_feed *);
static void opml_indent(struct buf *, size_t);
static size_t opml_common(const struct opml_feed *, const struct opml_feed *);
static void opml_name_add(struct buf *, const char *);

/* Parse UTF-8 or declared-charset bytes: no network, no entities. */
static xmlDoc *
opml_read_xml(const char *data, size_t len, int recover)
{
	xmlParserCtxt *ctxt;
	xmlDoc *doc;
	int opts;

	opts = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING |
	    XML_PARSE_NOCDATA;
	if (recover)
		opts |= XML_PARSE_RECOVER;
	if ((ctxt = xmlNewParserCtxt()) == NULL)
		fatalx("%s: xmlNewParserCtxt", __func__);
	doc = xmlCtxtReadMemory(ctxt, data, (int)len, NULL, NULL, opts);
	if (doc != NULL && !recover && !ctxt->wellFormed) {
		xmlFreeDoc(doc);
		doc = NULL;
	}
	xmlFreeParserCtxt(ctxt);
	return doc;
}

/* 1 if n is the element name (OPML has no namespace; any is ignored). */
static int
opml_is(const xmlNode *n, const char *name)
{
	return n->type == XML_ELEMENT_NODE &&
	    strcasecmp((const char *)n->name, name) == 0;
}

static xmlNode *
opml_child(const xmlNode *n, const char *name)
{
	xmlNode *c;

	for (c = n->children; c != NULL; c = c->next) {
		if (opml_is(c, name))
			return c;
	}
	return NULL;
}

/*
 * The attribute name of n (any case: "xmlurl" is met in the wild), from
 * its text nodes, trimmed; NULL when absent or empty.
 */
static char *
opml_attr(const xmlNode *n, const char *name)
{
	const xmlAttr *a;
	const xmlNode *t;
	struct buf b;
	char *s;

	for (a = n->properties; a != NULL; a = a->next) {
		if (strcasecmp((const char *)a->name, name) == 0)
			break;
	}
	if (a == NULL)
		return NULL;
	buf_init(&b);
	buf_adds(&b, "");
	for (t = a->children; t != NULL; t = t->next) {
		if (t->type == XML_TEXT_NODE && t->content != NULL)
			buf_adds(&b, (const char *)t->content);
	}
	s = util_trim(buf_detach(&b, NULL));
	if (*s == '\0') {
		free(s);
		return NULL;
	}
	return s;
}

/* The text nodes right under n, trimmed; NULL when empty. */
static char *
opml_text(const xmlNode *n)
{
	const xmlNode *t;
	struct buf b;
	char *s;

	buf_init(&b);
	buf_adds(&b, "");
	for (t = n->children; t != NULL; t = t->next) {
		if ((t->type == XML_TEXT_NODE ||
			t->type == XML_CDATA_SECTION_NODE) &&
		    t->content != NULL)
			buf_adds(&b, (const char *)t->content);
	}
	s = util_trim(buf_detach(&b, NULL));
	if (*s == '\0') {
		free(s);
		return NULL;
	}
	return s;
}

/* The outlines under n, depth first, in document order. */
static void
opml_outlines(struct opml_walk *w, const xmlNode *n, int level)
{
	struct opml *o = w->opml;
	const xmlNode *c;
	char *url, *title, *type;

	for (c = n->children; c != NULL; c = c->next) {
		if (!opml_is(c, "outline"))
			continue;
		if ((title = opml_attr(c, "text")) == NULL)
			title = opml_attr(c, "title");
		/* Old exporters put an RSS outline's feed in "url". */
		if ((url = opml_attr(c, "xmlUrl")) == NULL &&
		    (type = opml_attr(c, "type")) != NULL) {
			if (strcasecmp(type, "rss") == 0)
				url = opml_attr(c, "url");
			free(type);
		}
		if (url != NULL) {
			if (o->nfeeds < OPML_MAX_FEEDS) {
				char *html = opml_attr(c, "htmlUrl");

				opml_add(
				    o, title, url, html, w->path, w->depth);
				free(html);
			}
			free(url);
		}
		/* A folder's children are feeds; a feed's are rare. */
		if (c->children != NULL && level < OPML_MAX_DEPTH) {
			if (title != NULL)
				w->path[w->depth++] = title;
			opml_outlines(w, c, level + 1);
			if (title != NULL)
				w->depth--;
		}
		free(title);
	}
}

struct opml *
opml_parse(const char *data, size_t len, char **cause)
{
	struct opml_walk w;
	struct opml *o;
	xmlDoc *doc;
	xmlNode *root, *head, *body, *t;

	if (data == NULL || len == 0) {
		xasprintf(cause, "empty file");
		return NULL;
	}
	if (len > INT_MAX) {
		xasprintf(cause, "file too large");
		return NULL;
	}
	if ((doc = opml_read_xml(data, len, 0)) == NULL &&
	    (doc = opml_read_xml(data, len, 1)) == NULL) {
		xasprintf(cause, "not XML");
		return NULL;
	}
	if ((root = xmlDocGetRootElement(doc)) == NULL ||
	    !opml_is(root, "opml")) {
		xasprintf(cause, "not OPML (root element <%s>)",
		    root != NULL ? (const char *)root->name : "none");
		xmlFreeDoc(doc);
		return NULL;
	}
	o = opml_new(NULL);
	if ((head = opml_child(root, "head")) != NULL &&
	    (t = opml_child(head, "title")) != NULL)
		o->title = opml_text(t);
	memset(&w, 0, sizeof(w));
	w.opml = o;
	/* Outlines belong in <body>; some lists put them at the top. */
	if ((body = opml_child(root, "body")) != NULL)
		opml_outlines(&w, body, 0);
	opml_outlines(&w, root, 0);
	xmlFreeDoc(doc);
	return o;
}

struct opml *
opml_new(const char *title)
{
	struct opml *o;

	o = xcalloc(1, sizeof(*o));
	if (title != NULL)
		o->title = xstrdup(title);
	return o;
}

void
opml_add(struct opml *o, const char *title, const char *url,
    const char *html_url, char *const *categories, size_t ncategories)
{
	struct opml_feed *f;
	size_t i;

	o->feeds = xreallocarray(o->feeds, o->nfeeds + 1, sizeof(*o->feeds));
	f = &o->feeds[o->nfeeds++];
	memset(f, 0, sizeof(*f));
	f->title = title != NULL ? xstrdup(title) : NULL;
	f->url = xstrdup(url);
	f->html_url = html_url != NULL ? xstrdup(html_url) : NULL;
	if (ncategories > 0) {
		f->categories = xcalloc(ncategories, sizeof(*f->categories));
		for (i = 0; i < ncategories; i++)
			f->categories[i] = xstrdup(categories[i]);
		f->ncategories = ncategories;
	}
}

static void
opml_feed_free(struct opml_feed *f)
{
	size_t i;

	free(f->title);
	free(f->url);
	free(f->html_url);
	for (i = 0; i < f->ncategories; i++)
		free(f->categories[i]);
	free(f->categories);
}

void
opml_free(struct opml *o)
{
	size_t i;

	if (o == NULL)
		return;
	for (i = 0; i < o->nfeeds; i++)
		opml_feed_free(&o->feeds[i]);
	free(o->feeds);
	free(o->title);
	free(o);
}

static void
opml_indent(struct buf *b, size_t level)
{
	size_t i;

	for (i = 0; i < level + 2; i++)
		buf_adds(b, "  ");
}

/* How many leading categories two feeds share. */
static size_t
opml_common(const struct opml_feed *a, const struct opml_feed *b)
{
	size_t i;

	for (i = 0; i < a->ncategories && i < b->ncategories; i++) {
		if (strcmp(a->categories[i], b->categories[i]) != 0)
			break;
	}
	return i;
}

char *
opml_write(const struct opml *o)
{
	static const struct opml_feed none;
	const struct opml_feed *f, *prev = &none;
	struct buf b;
	size_t i, keep, level;

	buf_init(&b);
	buf_adds(&b,
	    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<opml version=\"2.0\">\n  <head>\n    <title>");
	feedw_escape(&b, o->title != NULL ? o->title : "templar feeds", 0);
	buf_adds(&b, "</title>\n  </head>\n  <body>\n");
	for (i = 0; i < o->nfeeds; i++) {
		f = &o->feeds[i];
		keep = opml_common(prev, f);
		for (level = prev->ncategories; level > keep; level--) {
			opml_indent(&b, level - 1);
			buf_adds(&b, "</outline>\n");
		}
		for (level = keep; level < f->ncategories; level++) {
			opml_indent(&b, level);
			buf_adds(&b, "<outline text=\"");
			feedw_escape(&b, f->categories[level], 1);
			buf_adds(&b, "\" title=\"");
			feedw_escape(&b, f->categories[level], 1);
			buf_adds(&b, "\">\n");
		}
		opml_indent(&b, f->ncategories);
		buf_adds(&b, "<outline type=\"rss\" text=\"");
		feedw_escape(&b, f->title != NULL ? f->title : f->url, 1);
		buf_adds(&b, "\" title=\"");
		feedw_escape(&b, f->title != NULL ? f->title : f->url, 1);
		buf_adds(&b, "\" xmlUrl=\"");
		feedw_escape(&b, f->url, 1);
		if (f->html_url != NULL) {
			buf_adds(&b, "\" htmlUrl=\"");
			feedw_escape(&b, f->html_url, 1);
		}
		buf_adds(&b, "\"/>\n");
		prev = f;
	}
	for (level = prev->ncategories; level > 0; level--) {
		opml_indent(&b, level - 1);
		buf_adds(&b, "</outline>\n");
	}
	buf_adds(&b, "  </body>\n</opml>\n");
	return buf_detach(&b, NULL);
}

/* Append s to a name: runs of other characters become one '-'. */
static void
opml_name_add(struct buf *b, const char *s)
{
	const unsigned char *p;
	int dash = 0;

	for (p = (const unsigned char *)s; *p != '\0'; p++) {
		if (*p >= 0x80)
			continue; /* UTF-8 beyond ASCII: dropped */
		if (isalnum(*p) || *p == '.' || *p == '_') {
			if (dash && b->len > 0)
				buf_addc(b, '-');
			dash = 0;
			buf_addc(b, (char)tolower(*p));
		} else
			dash = 1;
	}
}

char *
opml_feed_name(const char *title, const char *url)
{
	struct buf b;
	char *host, *s;
	size_t i;

	buf_init(&b);
	buf_adds(&b, "");
	if (title != NULL)
		opml_name_add(&b, title);
	if (b.len == 0 && url != NULL && (host = url_host(url)) != NULL) {
		opml_name_add(
		    &b, util_startswith(host, "www.") ? host + 4 : host);
		free(host);
	}
	s = buf_detach(&b, NULL);
	/* Never '.' or '-' first (conf.c), nor '-' or '.' at a cut end. */
	for (i = 0; s[i] == '.' || s[i] == '-'; i++)
		;
	memmove(s, s + i, strlen(s + i) + 1);
	if (strlen(s) > OPML_MAX_NAME)
		s[OPML_MAX_NAME] = '\0';
	for (i = strlen(s); i > 0 && (s[i - 1] == '-' || s[i - 1] == '.'); i--)
		s[i - 1] = '\0';
	if (*s == '\0') {
		free(s);
		s = xstrdup("feed");
	}
	return s;
}

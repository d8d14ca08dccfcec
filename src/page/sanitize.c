/* SPDX-License-Identifier: ISC */
/*
 * sanitize: the HTML templar serves is built from an allow-list, never by
 * removing what is known to be bad: an article's page is written by
 * whoever runs the site (or whoever got into it), and what we pass on is
 * opened in readers and browsers.  The fragment is parsed by libxml2's
 * HTML parser, as a browser would (entities decoded, so
 * "&#106;avascript:" is seen as the scheme it is; tag names lower-cased),
 * then written out again from the tree: allowed elements with allowed
 * attributes, URLs resolved and kept only when http or https, text
 * escaped.  Elements whose content is code or chrome (script, style,
 * iframe, object, svg, math, form controls...) are dropped whole; any
 * other element not allowed is unwrapped, so its text stays.
 */
#include "config.h"

#include <string.h>

#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

#include "html.h"
#include "log.h"
#include "sanitize.h"
#include "url.h"
#include "util.h"

#define SANITIZE_MAX_DEPTH 200 /* deeper nodes are dropped */

/* Elements written out as they are (with the attributes below). */
static const char *const sanitize_keep[] = { "a", "abbr", "b", "blockquote",
	"br", "caption", "cite", "code", "dd", "del", "dfn", "div", "dl", "dt",
	"em", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr",
	"i", "img", "ins", "kbd", "li", "mark", "ol", "p", "pre", "q", "s",
	"samp", "small", "strong", "sub", "sup", "table", "tbody", "td",
	"tfoot", "th", "thead", "time", "tr", "u", "ul", "var" };

/* Blocks that become a div: their text must not run into the next. */
static const char *const sanitize_blocks[] = { "address", "article", "aside",
	"center", "details", "footer", "header", "hgroup", "main", "section",
	"summary" };

/* Dropped with everything inside. */
static const char *const sanitize_drop[] = { "applet", "audio", "base",
	"basefont", "button", "canvas", "datalist", "dialog", "embed", "frame",
	"frameset", "head", "iframe", "input", "isindex", "keygen", "link",
	"map", "math", "menu", "meta", "meter", "nav", "noembed", "noframes",
	"noscript", "object", "option", "optgroup", "output", "param",
	"picture", "portal", "progress", "script", "select", "slot", "source",
	"style", "svg", "template", "textarea", "title", "track", "video",
	"xml" };

static const char *const sanitize_void[] = { "br", "hr", "img" };

/* Attributes kept, and on which elements ("*": any kept element). */
static const struct {
	const char *elem;
	const char *attr;
} sanitize_attrs[] = {
	{ "*", "title" },
	{ "*", "lang" },
	{ "*", "dir" },
	{ "img", "alt" },
	{ "img", "width" },
	{ "img", "height" },
	{ "td", "colspan" },
	{ "td", "rowspan" },
	{ "th", "colspan" },
	{ "th", "rowspan" },
	{ "th", "scope" },
	{ "ol", "start" },
	{ "li", "value" },
	{ "time", "datetime" },
};

/* Where an image's URL may be: lazy loaders first, src holds a stand-in. */
static const char *const sanitize_img_src[] = { "data-src", "data-original",
	"data-lazy-src", "data-url", "src" };

static int sanitize_in(const char *, const char *const *, size_t);
static void sanitize_node(const xmlNode *, const char *, struct buf *, int);
static void sanitize_element(const xmlNode *, const char *, struct buf *, int);
static const char *sanitize_attr(const xmlNode *, const char *);
static char *sanitize_url(const char *, const char *);
static void sanitize_escape(struct buf *, const char *, int);
static void sanitize_children(const xmlNode *, const char *, struct buf *, int);

static int
sanitize_in(const char *name, const char *const *list, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (strcmp(name, list[i]) == 0)
			return 1;
	}
	return 0;
}

static void
sanitize_escape(struct buf *out, const char *s, int attr)
{
	for (; *s != '\0'; s++) {
		if (*s == '&')
			buf_adds(out, "&amp;");
		else if (*s == '<')
			buf_adds(out, "&lt;");
		else if (*s == '>')
			buf_adds(out, "&gt;");
		else if (attr && *s == '"')
			buf_adds(out, "&quot;");
		else
			buf_addc(out, *s);
	}
}

/* The attribute's value as the parser decoded it, or NULL. */
static const char *
sanitize_attr(const xmlNode *n, const char *name)
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

/* An absolute http(s) URL for v, or NULL (javascript:, data:, ...). */
static char *
sanitize_url(const char *v, const char *base)
{
	char *abs, *trimmed;

	trimmed = util_trim(xstrdup(v));
	abs = base != NULL         ? url_resolve(base, trimmed)
	    : url_is_http(trimmed) ? xstrdup(trimmed)
				   : NULL;
	free(trimmed);
	if (abs != NULL && !url_is_http(abs)) {
		free(abs);
		abs = NULL;
	}
	return abs;
}

static void
sanitize_children(
    const xmlNode *n, const char *base, struct buf *out, int depth)
{
	const xmlNode *c;

	for (c = n->children; c != NULL; c = c->next)
		sanitize_node(c, base, out, depth + 1);
}

static void
sanitize_node(const xmlNode *n, const char *base, struct buf *out, int depth)
{
	const char *name;

	if (depth > SANITIZE_MAX_DEPTH)
		return;
	switch (n->type) {
	case XML_TEXT_NODE:
	case XML_CDATA_SECTION_NODE:
		if (n->content != NULL)
			sanitize_escape(out, (const char *)n->content, 0);
		return;
	case XML_ELEMENT_NODE:
		break;
	default:
		return; /* comments, processing instructions, ... */
	}
	name = (const char *)n->name;
	if (name == NULL ||
	    sanitize_in(name, sanitize_drop, NELEM(sanitize_drop)) ||
	    strchr(name, ':') != NULL)
		return;
	if (sanitize_in(name, sanitize_keep, NELEM(sanitize_keep)) ||
	    sanitize_in(name, sanitize_blocks, NELEM(sanitize_blocks)))
		sanitize_element(n, base, out, depth);
	else
		sanitize_children(n, base, out, depth);
}

static void
sanitize_element(const xmlNode *n, const char *base, struct buf *out, int depth)
{
	const char *name = (const char *)n->name, *v = NULL;
	char *url = NULL;
	size_t i;

	if (sanitize_in(name, sanitize_blocks, NELEM(sanitize_blocks)))
		name = "div";
	if (strcmp(name, "img") == 0) {
		for (i = 0; i < NELEM(sanitize_img_src) && url == NULL; i++) {
			if ((v = sanitize_attr(n, sanitize_img_src[i])) != NULL)
				url = sanitize_url(v, base);
		}
		if (url == NULL)
			return; /* an image with nothing to show */
	} else if (strcmp(name, "a") == 0 &&
	    (v = sanitize_attr(n, "href")) != NULL)
		url = sanitize_url(v, base);
	buf_printf(out, "<%s", name);
	if (url != NULL) {
		buf_adds(
		    out, strcmp(name, "img") == 0 ? " src=\"" : " href=\"");
		sanitize_escape(out, url, 1);
		buf_addc(out, '"');
		if (strcmp(name, "a") == 0)
			buf_adds(out, " rel=\"noopener noreferrer nofollow\"");
		free(url);
	}
	for (i = 0; i < NELEM(sanitize_attrs); i++) {
		if ((strcmp(sanitize_attrs[i].elem, "*") != 0 &&
			strcmp(sanitize_attrs[i].elem, name) != 0) ||
		    (v = sanitize_attr(n, sanitize_attrs[i].attr)) == NULL)
			continue;
		buf_printf(out, " %s=\"", sanitize_attrs[i].attr);
		sanitize_escape(out, v, 1);
		buf_addc(out, '"');
	}
	buf_addc(out, '>');
	if (sanitize_in(name, sanitize_void, NELEM(sanitize_void)))
		return;
	sanitize_children(n, base, out, depth);
	buf_printf(out, "</%s>", name);
}

char *
sanitize_html(const char *html, size_t len, const char *base)
{
	htmlDocPtr doc;
	xmlNodePtr root, body = NULL, c;
	struct buf out;

	buf_init(&out);
	buf_adds(&out, "");
	if (html == NULL || len == 0 || len > INT32_MAX)
		return buf_detach(&out, NULL);
	doc = htmlReadMemory(html, (int)len, base, "UTF-8",
	    HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
		HTML_PARSE_NODEFDTD);
	if (doc == NULL || (root = xmlDocGetRootElement(doc)) == NULL) {
		xmlFreeDoc(doc);
		return buf_detach(&out, NULL);
	}
	html_fix_void(root); /* an <embed> is dropped, not what follows */
	/* the parser puts a fragment in html/body; head holds nothing ours */
	for (c = root->children; c != NULL; c = c->next) {
		if (c->type == XML_ELEMENT_NODE &&
		    strcmp((const char *)c->name, "body") == 0)
			body = c;
	}
	if (body != NULL)
		sanitize_children(body, base, &out, 0);
	else if (strcmp((const char *)root->name, "html") != 0)
		sanitize_node(root, base, &out, 0);
	xmlFreeDoc(doc);
	return buf_detach(&out, NULL);
}

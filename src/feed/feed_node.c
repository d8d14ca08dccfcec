/* SPDX-License-Identifier: ISC */
/*
 * feed_node: the XML tree of a feed read as feeds mean it (feed_node.h).
 * XML is read by libxml2 with no network, no DTD loading and no entity
 * substitution: text is collected by walking the tree here, expanding an
 * internal entity one level at most and within a per-document budget, so
 * neither "billion laughs" nor external entities can do harm.
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/HTMLparser.h>
#include <libxml/entities.h>
#include <libxml/tree.h>

#include "charset.h"
#include "feed_node.h"
#include "feed_xml.h"
#include "log.h"
#include "url.h"
#include "util.h"

/* The mark of an entity that gives no text (feed_node_entity_text). */
static int feed_no_text;

static xmlAttr *feed_node_attr(const xmlNode *, const char *, const char *);
static void feed_node_list_text(
    struct feed_ctx *, const xmlNode *, struct buf *, int);
static void feed_node_entity_text(
    struct feed_ctx *, const xmlChar *, struct buf *);
static char *feed_node_base(struct feed_ctx *, const xmlNode *);
static void feed_node_unmangle(struct buf *);
static char *feed_node_as_written(char *, const char *);

/*
 * Element and attribute names compare as feedparser compares them,
 * ignoring case (<Title>, <PubDate>, <ITEM> are seen in the wild), and
 * so do namespaces, with a trailing '/' or '#' ignored
 * ("http://search.yahoo.com/mrss" is Media RSS too).
 */
int
feed_node_ns_is(const char *href, const char *ns)
{
	size_t a, b;

	if (href == NULL || ns == NULL)
		return 0;
	a = strlen(href);
	b = strlen(ns);
	if (a > 0 && (href[a - 1] == '/' || href[a - 1] == '#'))
		a--;
	if (b > 0 && (ns[b - 1] == '/' || ns[b - 1] == '#'))
		b--;
	return a == b && strncasecmp(href, ns, a) == 0;
}

/* 1 if n is the format's own element called name. */
int
feed_node_is(const struct feed_ctx *fc, const xmlNode *n, const char *name)
{
	const char *ns;

	if (n->type != XML_ELEMENT_NODE ||
	    strcasecmp((const char *)n->name, name) != 0)
		return 0;
	if (n->ns == NULL)
		return 1;
	ns = (const char *)n->ns->href;
	return feed_node_ns_is(ns, fc->core_ns) ||
	    feed_node_ns_is(ns, fc->core_ns2);
}

/* 1 if n is the element name in namespace ns. */
int
feed_node_is_ns(const xmlNode *n, const char *ns, const char *name)
{
	return n->type == XML_ELEMENT_NODE && n->ns != NULL &&
	    feed_node_ns_is((const char *)n->ns->href, ns) &&
	    strcasecmp((const char *)n->name, name) == 0;
}

/* The first child of n that is the format's own element name. */
xmlNode *
feed_node_child(const struct feed_ctx *fc, const xmlNode *n, const char *name)
{
	xmlNode *c;

	for (c = n->children; c != NULL; c = c->next) {
		if (feed_node_is(fc, c, name))
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
feed_node_attr(const xmlNode *n, const char *name, const char *ns)
{
	xmlAttr *a;

	for (a = n->properties; a != NULL; a = a->next) {
		if (strcasecmp((const char *)a->name, name) != 0)
			continue;
		if (ns == NULL ? a->ns == NULL
			       : a->ns != NULL &&
			    feed_node_ns_is((const char *)a->ns->href, ns))
			return a;
	}
	return NULL;
}

/* The value of an attribute (see feed_node_attr), or NULL. */
char *
feed_node_attr_text(
    struct feed_ctx *fc, const xmlNode *n, const char *name, const char *ns)
{
	xmlAttr *a;
	struct buf b;

	if ((a = feed_node_attr(n, name, ns)) == NULL)
		return NULL;
	buf_init(&b);
	buf_adds(&b, "");
	feed_node_list_text(fc, a->children, &b, 0);
	return buf_detach(&b, NULL);
}

/* Append the text of the nodes from first on and of their descendants. */
static void
feed_node_list_text(
    struct feed_ctx *fc, const xmlNode *first, struct buf *b, int depth)
{
	const xmlNode *c;

	if (depth > FEED_MAX_DEPTH)
		return;
	for (c = first; c != NULL; c = c->next) {
		/* an entity reference's content is its entity's: not read */
		if (feed_node_work(fc,
			1 +
			    (c->type != XML_ENTITY_REF_NODE &&
					c->content != NULL
				    ? strlen((const char *)c->content)
				    : 0)) == -1)
			return;
		switch (c->type) {
		case XML_TEXT_NODE:
		case XML_CDATA_SECTION_NODE:
			if (c->content != NULL)
				buf_adds(b, (const char *)c->content);
			break;
		case XML_ENTITY_REF_NODE:
			feed_node_entity_text(fc, c->name, b);
			break;
		case XML_ELEMENT_NODE:
			/* An entry swallowed by a broken one (recover). */
			if (fc->entry != NULL && feed_node_is(fc, c, fc->entry))
				break;
			feed_node_list_text(fc, c->children, b, depth + 1);
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
feed_node_entity_text(struct feed_ctx *fc, const xmlChar *name, struct buf *b)
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
			charset_utf8_put(b, he->value);
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
		charset_utf8_put(&v, cp);
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
char *
feed_node_text(struct feed_ctx *fc, const xmlNode *n)
{
	struct buf b;

	buf_init(&b);
	buf_adds(&b, "");
	feed_node_list_text(fc, n->children, &b, 0);
	if (fc->is_utf8)
		feed_node_unmangle(&b);
	return buf_detach(&b, NULL);
}

/*
 * A text of a UTF-8 document whose every character fits in Latin-1 and
 * whose Latin-1 bytes are UTF-8 was UTF-8 read as Latin-1 once before it
 * was written ("Â£5" for "£5"): b becomes those bytes, as feedparser
 * reads such a text.  Anything else stays.
 */
static void
feed_node_unmangle(struct buf *b)
{
	char *bytes;
	size_t i, n, out = 0;
	uint32_t c;
	int high = 0;

	for (i = 0; i < b->len; i += n) {
		c = charset_utf8_get(b->data + i, b->len - i, &n);
		if (c > 0xff || c == 0)
			return;
		high |= c >= 0x80;
	}
	if (!high)
		return;
	bytes = xmalloc(b->len + 1);
	for (i = 0; i < b->len; i += n)
		bytes[out++] =
		    (char)charset_utf8_get(b->data + i, b->len - i, &n);
	if (charset_utf8_scan(bytes, out) == 1) {
		memcpy(b->data, bytes, out);
		b->len = out;
		b->data[out] = '\0';
	}
	free(bytes);
}

/* The text of n trimmed, or NULL when empty or n is NULL. */
char *
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
	    feed_node_work(fc, 1) == -1)
		return fc->base != NULL ? xstrdup(fc->base) : NULL;
	parent = feed_node_base(fc, n->parent);
	if ((v = feed_node_attr_text(
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
char *
feed_node_resolve(struct feed_ctx *fc, const xmlNode *n, const char *ref)
{
	char *base, *u;

	if (ref == NULL || *ref == '\0')
		return NULL;
	base = feed_node_base(fc, n);
	u = feed_node_resolve_ref(base, ref);
	free(base);
	return u;
}

/*
 * An absolute http(s) URL of printable ASCII reads as written, as
 * feedparser and readers show it ("https://example.org" stays without
 * the '/' libcurl adds); libcurl fetches it as it is.  Anything else
 * (relative, spaces, non-ASCII) reads as resolved.  Takes resolved.
 */
static char *
feed_node_as_written(char *resolved, const char *ref)
{
	char *s;
	const char *p;

	s = util_trim(xstrdup(ref));
	for (p = s; *p > ' ' && *p < 0x7f; p++)
		;
	if (*p != '\0' || !url_is_http(s)) {
		free(s);
		return resolved;
	}
	free(resolved);
	return s;
}

/*
 * ref resolved against base (NULL: none known).  Without a base, a
 * relative reference is returned as written (`templar feed FILE` shows
 * it so); a URL of another scheme than http(s) gives NULL.
 */
char *
feed_node_resolve_ref(const char *base, const char *ref)
{
	const char *p;
	char *u;

	if (ref == NULL)
		return NULL;
	if ((u = url_resolve(base, ref)) != NULL)
		return feed_node_as_written(u, ref);
	if (base != NULL)
		return NULL;
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
int
feed_node_work(struct feed_ctx *fc, size_t n)
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
char *
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
		feed_node_work(fc, 1 + (size_t)(xmlBufferLength(xb) - before));
	}
	s = xstrdup((const char *)xmlBufferContent(xb));
	xmlBufferFree(xb);
	return s;
}

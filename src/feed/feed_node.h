/* SPDX-License-Identifier: ISC */
/*
 * feed_node: reading the XML tree of a feed, for the feed_*.c files.
 * What element a node is, its attributes and its text (entities
 * expanded one level, within a budget), its base URL, and the work
 * budget that bounds a parse.  struct feed_ctx is the state of one
 * parse, shared by the files that read the tree.
 */
#ifndef TEMPLAR_FEED_NODE_H
#define TEMPLAR_FEED_NODE_H

#include <stddef.h>

#include <libxml/tree.h>

#define FEED_MAX_DEPTH 256 /* tree depth walked for text */

#define FEED_NS_ATOM10 "http://www.w3.org/2005/Atom"
#define FEED_NS_ATOM03 "http://purl.org/atom/ns#"
#define FEED_NS_RSS10 "http://purl.org/rss/1.0/"
#define FEED_NS_RSS090 "http://my.netscape.com/rdf/simple/0.9/"
#define FEED_NS_RDF "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
#define FEED_NS_DC "http://purl.org/dc/elements/1.1/"
#define FEED_NS_CONTENT "http://purl.org/rss/1.0/modules/content/"
#define FEED_NS_XHTML "http://www.w3.org/1999/xhtml"
#define FEED_NS_FEEDBURNER "http://rssnamespace.org/feedburner/ext/1.0"
#define FEED_NS_MEDIA "http://search.yahoo.com/mrss/"
#define FEED_NS_ITUNES "http://www.itunes.com/dtds/podcast-1.0.dtd"

struct buf;
struct feed;

/* State of one parse. */
struct feed_ctx {
	xmlDoc *doc;
	const char *base;     /* the URL the feed came from, or NULL */
	const char *core_ns;  /* namespace of the format's own elements */
	const char *core_ns2; /* a second one (RSS 1.0 and 0.90) */
	char *feed_author;    /* Atom feed-level author, inherited */
	const char *entry;    /* "item" or "entry": never text of another */
	size_t entity_budget; /* entity text still allowed */
	size_t work;          /* work still allowed (see feed.c) */
	int spent;            /* 1 once the work ran out */
	int is_utf8;          /* read as UTF-8, as the bytes were */
	struct feed *feed;
};

/* 1 if namespace href is ns (case and a trailing '/' or '#' ignored). */
int feed_node_ns_is(const char *href, const char *ns);

/* 1 if n is the format's own element called name (case ignored). */
int feed_node_is(const struct feed_ctx *fc, const xmlNode *n, const char *name);

/* 1 if n is the element name in namespace ns. */
int feed_node_is_ns(const xmlNode *n, const char *ns, const char *name);

/* The first child of n that is the format's own element name. */
xmlNode *feed_node_child(
    const struct feed_ctx *fc, const xmlNode *n, const char *name);

/* The value of attribute name in namespace ns (NULL: none), or NULL. */
char *feed_node_attr_text(
    struct feed_ctx *fc, const xmlNode *n, const char *name, const char *ns);

/* The text of n with its descendants, never NULL. */
char *feed_node_text(struct feed_ctx *fc, const xmlNode *n);

/* The text of n trimmed, or NULL when empty or n is NULL. */
char *feed_node_trimmed(struct feed_ctx *fc, const xmlNode *n);

/* The children of n serialised as markup (Atom xhtml content). */
char *feed_node_html(struct feed_ctx *fc, xmlNode *n);

/*
 * ref, found in or on element n, as an absolute http(s) URL (xml:base
 * applies), or NULL; kept as written when it stays relative for want of
 * a base.
 */
char *feed_node_resolve(struct feed_ctx *fc, const xmlNode *n, const char *ref);

/* ref resolved against base (NULL: none known), as feed_node_resolve. */
char *feed_node_resolve_ref(const char *base, const char *ref);

/*
 * Charge n units of work to the parse.  Return 0 while within its
 * budget, -1 once the budget is spent (and from then on).
 */
int feed_node_work(struct feed_ctx *fc, size_t n);

#endif

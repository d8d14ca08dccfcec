/* SPDX-License-Identifier: ISC */
/*
 * feed_comments: an entry's reader comments as its feed states them
 * (feed_comments.h).  RSS 2.0 names the page of an item's comments in
 * <comments>; the Well-Formed Web's wfw:commentRss names their feed and
 * the Slash module's slash:comments counts them; Atom threading (RFC
 * 4685) links them with rel="replies", counted by thr:count on the link
 * or thr:total on the entry, and RSS items carry those too.  What a
 * feed says first wins; links resolve as the entry's link does, and
 * what cannot be read (a count that is no number, a link too long)
 * is left out, never an error.
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/tree.h>

#include "feed.h"
#include "feed_comments.h"
#include "feed_node.h"
#include "util.h"

/* What an Atom replies link points to, by its type. */
enum feed_replies {
	FEED_REPLIES_PAGE,  /* no type, or an HTML one */
	FEED_REPLIES_FEED,  /* an Atom, RSS or JSON feed */
	FEED_REPLIES_OTHER, /* anything else: not read */
};

/* What the elements of one entry said, the first of each kind. */
struct feed_thread {
	char *page;        /* RSS <comments> */
	char *feed;        /* wfw:commentRss */
	char *link_page;   /* a replies link to a page */
	char *link_feed;   /* a replies link to a feed */
	int64_t slash;     /* slash:comments */
	int64_t total;     /* thr:total */
	int64_t count;     /* thr:count of the page replies link */
	int64_t count_any; /* thr:count of any replies link */
};

/* See feed_comments.h. */
int64_t
feed_comments_count(const char *s)
{
	const char *p;
	char *end;
	long long v;

	if (s == NULL)
		return -1;
	while (isspace((unsigned char)*s))
		s++;
	for (p = s; isdigit((unsigned char)*p); p++)
		;
	/* digits only: "-1", "+3", "12 comments", "0x10" are not counts */
	if (p == s || p - s > 12)
		return -1;
	for (; isspace((unsigned char)*p); p++)
		;
	if (*p != '\0')
		return -1;
	errno = 0;
	v = strtoll(s, &end, 10);
	if (errno != 0 || v < 0 || v > FEED_MAX_COMMENT_COUNT)
		return -1;
	return (int64_t)v;
}

/* The link ref found on or in n, resolved; NULL when none or too long. */
static char *
feed_comments_url(struct feed_ctx *fc, const xmlNode *n, char *ref)
{
	char *u;

	if (ref == NULL)
		return NULL;
	u = strlen(ref) > FEED_MAX_COMMENTS_URL
	    ? NULL
	    : feed_node_resolve(fc, n, util_trim(ref));
	free(ref);
	if (u != NULL && strlen(u) > FEED_MAX_COMMENTS_URL) {
		free(u);
		u = NULL;
	}
	return u;
}

/* The count in the text of n, or in its attribute name (ns), or -1. */
static int64_t
feed_comments_read_count(
    struct feed_ctx *fc, const xmlNode *n, const char *name, const char *ns)
{
	char *s;
	int64_t v;

	s = name != NULL ? feed_node_attr_text(fc, n, name, ns)
			 : feed_node_trimmed(fc, n);
	v = feed_comments_count(s);
	free(s);
	return v;
}

/* What a replies link's type says it points to. */
static enum feed_replies
feed_comments_type(struct feed_ctx *fc, const xmlNode *n)
{
	static const char *const feeds[] = { "application/atom+xml",
		"application/rss+xml", "application/rdf+xml",
		"application/feed+json", "application/json", "application/xml",
		"text/xml" };
	static const char *const pages[] = { "", "text/html", "html",
		"application/xhtml+xml", "xhtml" };
	enum feed_replies r = FEED_REPLIES_OTHER;
	char *type, *semi;
	size_t i;

	if ((type = feed_node_attr_text(fc, n, "type", NULL)) == NULL)
		return FEED_REPLIES_PAGE;
	if ((semi = strchr(type, ';')) != NULL)
		*semi = '\0'; /* "text/html; charset=utf-8" */
	util_trim(type);
	for (i = 0; i < NELEM(pages) && r == FEED_REPLIES_OTHER; i++)
		if (strcasecmp(type, pages[i]) == 0)
			r = FEED_REPLIES_PAGE;
	for (i = 0; i < NELEM(feeds) && r == FEED_REPLIES_OTHER; i++)
		if (strcasecmp(type, feeds[i]) == 0)
			r = FEED_REPLIES_FEED;
	free(type);
	return r;
}

/* An Atom link (in an Atom entry or an RSS item): a replies link. */
static void
feed_comments_link(
    struct feed_ctx *fc, const xmlNode *n, struct feed_thread *th)
{
	enum feed_replies kind;
	char *rel, **slot;
	int64_t count;

	rel = feed_node_attr_text(fc, n, "rel", NULL);
	if (rel == NULL || strcasecmp(util_trim(rel), "replies") != 0) {
		free(rel);
		return;
	}
	free(rel);
	if ((kind = feed_comments_type(fc, n)) == FEED_REPLIES_OTHER)
		return;
	count = feed_comments_read_count(fc, n, "count", FEED_NS_THR);
	if (th->count_any == -1)
		th->count_any = count;
	if (kind == FEED_REPLIES_PAGE && th->count == -1)
		th->count = count;
	slot = kind == FEED_REPLIES_PAGE ? &th->link_page : &th->link_feed;
	if (*slot == NULL)
		*slot = feed_comments_url(
		    fc, n, feed_node_attr_text(fc, n, "href", NULL));
}

/* One element of the entry. */
static void
feed_comments_elem(
    struct feed_ctx *fc, const xmlNode *c, int is_atom, struct feed_thread *th)
{
	if (!is_atom && th->page == NULL && feed_node_is(fc, c, "comments"))
		th->page = feed_comments_url(fc, c, feed_node_trimmed(fc, c));
	else if (th->feed == NULL &&
	    feed_node_is_ns(c, FEED_NS_WFW, "commentRss"))
		th->feed = feed_comments_url(fc, c, feed_node_trimmed(fc, c));
	else if (th->slash == -1 &&
	    feed_node_is_ns(c, FEED_NS_SLASH, "comments"))
		th->slash = feed_comments_read_count(fc, c, NULL, NULL);
	else if (th->total == -1 && feed_node_is_ns(c, FEED_NS_THR, "total"))
		th->total = feed_comments_read_count(fc, c, NULL, NULL);
	else if (is_atom ? feed_node_is(fc, c, "link")
			 : feed_node_is_ns(c, FEED_NS_ATOM10, "link"))
		feed_comments_link(fc, c, th);
}

/* See feed_comments.h. */
void
feed_comments_read(struct feed_ctx *fc, const xmlNode *n, struct feed_entry *e)
{
	struct feed_thread th;
	const xmlNode *c;
	int is_atom = strcmp(fc->entry, "entry") == 0;

	memset(&th, 0, sizeof(th));
	th.slash = th.total = th.count = th.count_any = -1;
	for (c = n->children; c != NULL; c = c->next)
		if (c->type == XML_ELEMENT_NODE)
			feed_comments_elem(fc, c, is_atom, &th);
	e->comments_url = th.page != NULL ? th.page : th.link_page;
	e->comments_feed = th.feed != NULL ? th.feed : th.link_feed;
	if (th.page != NULL)
		free(th.link_page);
	if (th.feed != NULL)
		free(th.link_feed);
	e->comment_count = th.slash != -1 ? th.slash
	    : th.total != -1              ? th.total
	    : th.count != -1              ? th.count
					  : th.count_any;
}

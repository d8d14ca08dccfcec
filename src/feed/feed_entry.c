/* SPDX-License-Identifier: ISC */
/*
 * feed_entry: an RSS item or an Atom entry -> struct feed_entry
 * (feed_entry.h).  One table says which element (namespace, name) of
 * which format fills which field; a field that several elements may
 * fill keeps each candidate in a slot, and the fields are then chosen
 * from the slots in one order of preference per format.
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/tree.h>

#include "date.h"
#include "feed.h"
#include "feed_atom.h"
#include "feed_comments.h"
#include "feed_entry.h"
#include "feed_node.h"
#include "feed_text.h"
#include "url.h"
#include "util.h"

#define FEED_MAX_CATEGORIES 64 /* per entry */
#define FEED_MAX_ENCLOSURES 32 /* per entry */

#define FEED_NS_MEDIA2 "http://search.yahoo.com/mrss"

/*
 * What Media RSS and iTunes elements told about an entry: image
 * candidates, best first (feed_entry_image).
 */
struct feed_media {
	char *thumbnail; /* media:thumbnail */
	char *media;     /* media:content of medium or type image */
	char *itunes;    /* itunes:image */
};

/* The elements an entry's fields are chosen from: the first of each. */
enum feed_slot {
	FEED_SLOT_TITLE,
	FEED_SLOT_LINK,       /* RSS <link> */
	FEED_SLOT_ATOMLINK,   /* an alternate atom:link in RSS */
	FEED_SLOT_ORIGLINK,   /* feedburner:origLink */
	FEED_SLOT_GUID,       /* guid, id */
	FEED_SLOT_MEDIATITLE, /* media:title */
	FEED_SLOT_ITTITLE,    /* itunes:title */
	FEED_SLOT_SUBTITLE,   /* itunes:subtitle */
	FEED_SLOT_CONTENT,    /* content:encoded, content */
	FEED_SLOT_AUTHOR,     /* RSS author */
	FEED_SLOT_CREATOR,    /* dc:creator */
	FEED_SLOT_ITAUTHOR,   /* itunes:author */
	FEED_SLOT_PUBLISHED,  /* pubDate, published */
	FEED_SLOT_ISSUED,     /* Atom 0.3 */
	FEED_SLOT_CREATED,    /* Atom 0.3 */
	FEED_SLOT_DCDATE,     /* dc:date */
	FEED_SLOT_UPDATED,    /* updated, Atom 0.3 modified */
	FEED_SLOT_DURATION,   /* itunes:duration */
	FEED_SLOT_N,
	FEED_SLOT_NONE = -1
};

/*
 * An entry as its elements are read.  Its summaries are those of
 * feedparser, in document order: description, summary, itunes:summary,
 * media:description; the first is the teaser, a second the content
 * when there is no other.
 */
struct feed_item {
	xmlNode *slot[FEED_SLOT_N];
	xmlNode *summary[2];
	struct feed_media im;
	unsigned formats; /* FEED_RSS or FEED_ATOM */
	int in_group;     /* reading a media:group */
	int in_content;   /* reading a media:content */
};

typedef void (*feed_elem_cb)(
    struct feed_ctx *, xmlNode *, struct feed_entry *, struct feed_item *);

#define FEED_RSS 1  /* RSS 0.9x, 1.0, 2.0 */
#define FEED_ATOM 2 /* Atom 0.3, 1.0 */

/* An element of an entry, what it fills, and how. */
struct feed_elem {
	unsigned formats; /* FEED_RSS | FEED_ATOM */
	const char *ns;   /* NULL: the format's own */
	const char *name;
	enum feed_slot slot; /* kept there when the slot is empty */
	feed_elem_cb read;   /* else read at once */
};

static void feed_entry_media_cb(
    struct feed_ctx *, xmlNode *, struct feed_entry *, struct feed_item *);
static void feed_entry_group_cb(
    struct feed_ctx *, xmlNode *, struct feed_entry *, struct feed_item *);
static void feed_entry_summary_cb(
    struct feed_ctx *, xmlNode *, struct feed_entry *, struct feed_item *);
static void feed_entry_keywords_cb(
    struct feed_ctx *, xmlNode *, struct feed_entry *, struct feed_item *);
static void feed_entry_itunes_category_cb(
    struct feed_ctx *, xmlNode *, struct feed_entry *, struct feed_item *);
static void feed_entry_enclosure_cb(
    struct feed_ctx *, xmlNode *, struct feed_entry *, struct feed_item *);
static void feed_entry_itunes_image_cb(
    struct feed_ctx *, xmlNode *, struct feed_entry *, struct feed_item *);
static void feed_entry_atomlink_cb(
    struct feed_ctx *, xmlNode *, struct feed_entry *, struct feed_item *);
static void feed_entry_link_cb(
    struct feed_ctx *, xmlNode *, struct feed_entry *, struct feed_item *);
static void feed_entry_category_cb(
    struct feed_ctx *, xmlNode *, struct feed_entry *, struct feed_item *);
static void feed_entry_term_cb(
    struct feed_ctx *, xmlNode *, struct feed_entry *, struct feed_item *);

/* First match wins; an element matching no row is not read. */
static const struct feed_elem feed_elems[] = {
	{ FEED_RSS | FEED_ATOM, FEED_NS_MEDIA, "content", FEED_SLOT_NONE,
	    feed_entry_media_cb },
	{ FEED_RSS | FEED_ATOM, FEED_NS_MEDIA, "thumbnail", FEED_SLOT_NONE,
	    feed_entry_media_cb },
	{ FEED_RSS | FEED_ATOM, FEED_NS_MEDIA, "group", FEED_SLOT_NONE,
	    feed_entry_group_cb },
	{ FEED_RSS | FEED_ATOM, FEED_NS_MEDIA, "description", FEED_SLOT_NONE,
	    feed_entry_summary_cb },
	{ FEED_RSS | FEED_ATOM, FEED_NS_MEDIA, "title", FEED_SLOT_MEDIATITLE,
	    NULL },
	{ FEED_RSS | FEED_ATOM, FEED_NS_MEDIA, "category", FEED_SLOT_NONE,
	    feed_entry_category_cb },
	{ FEED_RSS | FEED_ATOM, FEED_NS_MEDIA, "keywords", FEED_SLOT_NONE,
	    feed_entry_keywords_cb },
	{ FEED_RSS | FEED_ATOM, FEED_NS_ITUNES, "summary", FEED_SLOT_NONE,
	    feed_entry_summary_cb },
	{ FEED_RSS | FEED_ATOM, FEED_NS_ITUNES, "subtitle", FEED_SLOT_SUBTITLE,
	    NULL },
	{ FEED_RSS | FEED_ATOM, FEED_NS_ITUNES, "title", FEED_SLOT_ITTITLE,
	    NULL },
	{ FEED_RSS | FEED_ATOM, FEED_NS_ITUNES, "duration", FEED_SLOT_DURATION,
	    NULL },
	{ FEED_RSS | FEED_ATOM, FEED_NS_ITUNES, "keywords", FEED_SLOT_NONE,
	    feed_entry_keywords_cb },
	{ FEED_RSS | FEED_ATOM, FEED_NS_ITUNES, "category", FEED_SLOT_NONE,
	    feed_entry_itunes_category_cb },
	{ FEED_RSS, NULL, "enclosure", FEED_SLOT_NONE,
	    feed_entry_enclosure_cb },
	{ FEED_RSS | FEED_ATOM, FEED_NS_ITUNES, "image", FEED_SLOT_NONE,
	    feed_entry_itunes_image_cb },
	{ FEED_RSS, NULL, "title", FEED_SLOT_TITLE, NULL },
	{ FEED_RSS, NULL, "link", FEED_SLOT_LINK, NULL },
	{ FEED_RSS, FEED_NS_ATOM10, "link", FEED_SLOT_NONE,
	    feed_entry_atomlink_cb },
	{ FEED_RSS, FEED_NS_ITUNES, "author", FEED_SLOT_ITAUTHOR, NULL },
	{ FEED_RSS, NULL, "guid", FEED_SLOT_GUID, NULL },
	{ FEED_RSS, NULL, "description", FEED_SLOT_NONE,
	    feed_entry_summary_cb },
	{ FEED_RSS, NULL, "author", FEED_SLOT_AUTHOR, NULL },
	{ FEED_RSS, NULL, "pubDate", FEED_SLOT_PUBLISHED, NULL },
	{ FEED_RSS, FEED_NS_CONTENT, "encoded", FEED_SLOT_CONTENT, NULL },
	{ FEED_RSS, NULL, "category", FEED_SLOT_NONE, feed_entry_category_cb },
	{ FEED_ATOM, NULL, "link", FEED_SLOT_NONE, feed_entry_link_cb },
	{ FEED_ATOM, NULL, "id", FEED_SLOT_GUID, NULL },
	{ FEED_ATOM, NULL, "title", FEED_SLOT_TITLE, NULL },
	{ FEED_ATOM, NULL, "summary", FEED_SLOT_NONE, feed_entry_summary_cb },
	{ FEED_ATOM, NULL, "content", FEED_SLOT_CONTENT, NULL },
	{ FEED_ATOM, NULL, "published", FEED_SLOT_PUBLISHED, NULL },
	{ FEED_ATOM, NULL, "issued", FEED_SLOT_ISSUED, NULL },
	{ FEED_ATOM, NULL, "created", FEED_SLOT_CREATED, NULL },
	{ FEED_ATOM, NULL, "updated", FEED_SLOT_UPDATED, NULL },
	{ FEED_ATOM, NULL, "modified", FEED_SLOT_UPDATED, NULL },
	{ FEED_ATOM, NULL, "category", FEED_SLOT_NONE, feed_entry_term_cb },
	{ FEED_RSS | FEED_ATOM, FEED_NS_DC, "creator", FEED_SLOT_CREATOR,
	    NULL },
	{ FEED_RSS | FEED_ATOM, FEED_NS_DC, "date", FEED_SLOT_DCDATE, NULL },
	{ FEED_RSS | FEED_ATOM, FEED_NS_DC, "subject", FEED_SLOT_NONE,
	    feed_entry_category_cb },
	{ FEED_RSS | FEED_ATOM, FEED_NS_FEEDBURNER, "origLink",
	    FEED_SLOT_ORIGLINK, NULL },
};

static int64_t feed_entry_length(const char *);
static int64_t feed_entry_duration(struct feed_ctx *, const xmlNode *);
static void feed_entry_enclosure(
    struct feed_ctx *, xmlNode *, struct feed_entry *, const char *);
static int feed_entry_is_media(const xmlNode *, const char *);
static int feed_entry_is_image(const char *);
static void feed_entry_media(struct feed_ctx *, xmlNode *, struct feed_entry *,
    struct feed_media *, int);
static void feed_entry_dispatch(
    struct feed_ctx *, xmlNode *, struct feed_entry *, struct feed_item *);
static char *feed_entry_summary(
    struct feed_ctx *, xmlNode *, unsigned, char **);
static void feed_entry_summaries(
    struct feed_ctx *, struct feed_entry *, struct feed_item *);
static void feed_entry_image(struct feed_entry *, struct feed_media *);
static void feed_entry_date(
    struct feed_ctx *, const xmlNode *, int64_t *, char **);
static char *feed_entry_rss_html(struct feed_ctx *, xmlNode *);
static const struct feed_elem *feed_entry_elem(
    const struct feed_ctx *, const xmlNode *, unsigned);
static char *feed_entry_inline(struct feed_ctx *, const xmlNode *);
static char *feed_entry_origlink(struct feed_ctx *, struct feed_item *);
static void feed_entry_rss_fields(
    struct feed_ctx *, xmlNode *, struct feed_entry *, struct feed_item *);
static void feed_entry_atom_fields(
    struct feed_ctx *, xmlNode *, struct feed_entry *, struct feed_item *);

/* Add a category (taking s), unless it is empty, known or one too many. */
void
feed_entry_add_category(struct feed_entry *e, char *s)
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
feed_entry_length(const char *s)
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
void
feed_entry_add_enclosure(
    struct feed_entry *e, char *url, char *type, int64_t len)
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
feed_entry_enclosure(struct feed_ctx *fc, xmlNode *n, struct feed_entry *e,
    const char *href_attr)
{
	char *ref, *len;
	int64_t length;

	if ((ref = feed_node_attr_text(fc, n, href_attr, NULL)) == NULL)
		return;
	len = feed_node_attr_text(fc, n, "length", NULL);
	length = feed_entry_length(len);
	free(len);
	feed_entry_add_enclosure(e, feed_node_resolve(fc, n, util_trim(ref)),
	    feed_node_attr_text(fc, n, "type", NULL), length);
	free(ref);
}

/* 1 if n is the Media RSS element name (either namespace spelling). */
static int
feed_entry_is_media(const xmlNode *n, const char *name)
{
	return feed_node_is_ns(n, FEED_NS_MEDIA, name) ||
	    feed_node_is_ns(n, FEED_NS_MEDIA2, name);
}

/* 1 for "image/..." */
static int
feed_entry_is_image(const char *type)
{
	return type != NULL && strncasecmp(type, "image/", 6) == 0;
}

/*
 * A Media RSS element (media:content, media:thumbnail, media:group with
 * those inside): enclosures, and image candidates into im.
 */
static void
feed_entry_media(struct feed_ctx *fc, xmlNode *n, struct feed_entry *e,
    struct feed_media *im, int depth)
{
	xmlNode *c;
	char *ref, *url, *type, *medium, *size;
	int is_image;

	if (!feed_entry_is_media(n, "content") &&
	    !feed_entry_is_media(n, "thumbnail"))
		return;
	if ((ref = feed_node_attr_text(fc, n, "url", NULL)) == NULL)
		return;
	if ((url = feed_node_resolve(fc, n, util_trim(ref))) == NULL) {
		free(ref);
		return;
	}
	free(ref);
	if (feed_entry_is_media(n, "thumbnail")) {
		if (im->thumbnail == NULL)
			im->thumbnail = xstrdup(url);
		feed_entry_add_enclosure(e, url, NULL, -1);
		return;
	}
	type = feed_node_attr_text(fc, n, "type", NULL);
	medium = feed_node_attr_text(fc, n, "medium", NULL);
	is_image = feed_entry_is_image(type != NULL ? util_trim(type) : NULL) ||
	    (medium != NULL && strcasecmp(util_trim(medium), "image") == 0);
	if (is_image && im->media == NULL)
		im->media = xstrdup(url);
	size = feed_node_attr_text(fc, n, "fileSize", NULL);
	feed_entry_add_enclosure(e, url, type, feed_entry_length(size));
	free(size);
	free(medium);
	/* A thumbnail inside a media:content is the content's thumbnail. */
	for (c = n->children; c != NULL && depth < 2; c = c->next) {
		if (feed_entry_is_media(c, "thumbnail"))
			feed_entry_media(fc, c, e, im, 2);
	}
}

/*
 * Choose the entry's lead image: a media:thumbnail, an image
 * media:content, an image enclosure, the itunes:image; frees im.
 */
static void
feed_entry_image(struct feed_entry *e, struct feed_media *im)
{
	if (e->image == NULL && im->thumbnail != NULL) {
		e->image = im->thumbnail;
		im->thumbnail = NULL;
	}
	if (e->image == NULL && im->media != NULL) {
		e->image = im->media;
		im->media = NULL;
	}
	feed_entry_enclosure_image(e);
	if (e->image == NULL && im->itunes != NULL) {
		e->image = im->itunes;
		im->itunes = NULL;
	}
	free(im->thumbnail);
	free(im->media);
	free(im->itunes);
	memset(im, 0, sizeof(*im));
}

/* See feed_entry.h. */
void
feed_entry_enclosure_image(struct feed_entry *e)
{
	size_t i;

	for (i = 0; e->image == NULL && i < e->nenclosures; i++) {
		if (feed_entry_is_image(e->enclosures[i].type))
			e->image = xstrdup(e->enclosures[i].url);
	}
}

/* Read the date in n into *t and its text into *text (when NULL). */
static void
feed_entry_date(struct feed_ctx *fc, const xmlNode *n, int64_t *t, char **text)
{
	char *s;
	int64_t v;

	if (n == NULL || (s = feed_node_trimmed(fc, n)) == NULL)
		return;
	if (date_parse(s, &v) == 0)
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
feed_entry_rss_html(struct feed_ctx *fc, xmlNode *n)
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

/*
 * Elements
 */

/* The row of feed_elems that n is, in a feed of formats, or NULL. */
static const struct feed_elem *
feed_entry_elem(const struct feed_ctx *fc, const xmlNode *n, unsigned formats)
{
	const struct feed_elem *el;
	size_t i;

	for (i = 0; i < NELEM(feed_elems); i++) {
		el = &feed_elems[i];
		if (!(el->formats & formats))
			continue;
		if (el->ns == NULL ? feed_node_is(fc, n, el->name)
			: strcmp(el->ns, FEED_NS_MEDIA) == 0
			? feed_entry_is_media(n, el->name)
			: feed_node_is_ns(n, el->ns, el->name))
			return el;
	}
	return NULL;
}

/*
 * Media RSS content and thumbnails: enclosures, image candidates.  The
 * elements inside a media:content (its description, thumbnail, title)
 * are the entry's too, as feedparser reads them, one level deep.
 */
static void
feed_entry_media_cb(
    struct feed_ctx *fc, xmlNode *n, struct feed_entry *e, struct feed_item *it)
{
	xmlNode *c;

	feed_entry_media(fc, n, e, &it->im, 0);
	if (it->in_content || !feed_entry_is_media(n, "content"))
		return;
	it->in_content = 1;
	for (c = n->children; c != NULL; c = c->next)
		feed_entry_dispatch(fc, c, e, it);
	it->in_content = 0;
}

/* A media:group: its elements are the entry's (one group deep). */
static void
feed_entry_group_cb(
    struct feed_ctx *fc, xmlNode *n, struct feed_entry *e, struct feed_item *it)
{
	xmlNode *c;

	if (it->in_group)
		return;
	it->in_group = 1;
	for (c = n->children; c != NULL; c = c->next)
		feed_entry_dispatch(fc, c, e, it);
	it->in_group = 0;
}

/* A summary (struct feed_item): the first two are kept. */
static void
feed_entry_summary_cb(
    struct feed_ctx *fc, xmlNode *n, struct feed_entry *e, struct feed_item *it)
{
	(void)fc;
	(void)e;
	if (it->summary[0] == NULL)
		it->summary[0] = n;
	else if (it->summary[1] == NULL)
		it->summary[1] = n;
}

/* itunes:keywords, media:keywords: categories separated by commas. */
static void
feed_entry_keywords_cb(
    struct feed_ctx *fc, xmlNode *n, struct feed_entry *e, struct feed_item *it)
{
	char *s, *p, *w;

	(void)it;
	s = feed_node_text(fc, n);
	for (p = s; (w = strsep(&p, ",")) != NULL;)
		feed_entry_add_category(e, feed_text_inline(fc, w));
	free(s);
}

/*
 * <itunes:category text="..."/>: a category, and so is each of its
 * subcategories, one level down, as feedparser reads them.
 */
static void
feed_entry_itunes_category_cb(
    struct feed_ctx *fc, xmlNode *n, struct feed_entry *e, struct feed_item *it)
{
	xmlNode *c;
	char *s;

	(void)it;
	s = feed_node_attr_text(fc, n, "text", NULL);
	feed_entry_add_category(e, feed_text_inline(fc, s));
	free(s);
	for (c = n->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE ||
		    !feed_node_is_ns(c, FEED_NS_ITUNES, "category"))
			continue;
		s = feed_node_attr_text(fc, c, "text", NULL);
		feed_entry_add_category(e, feed_text_inline(fc, s));
		free(s);
	}
}

/* RSS <enclosure url= type= length=>. */
static void
feed_entry_enclosure_cb(
    struct feed_ctx *fc, xmlNode *n, struct feed_entry *e, struct feed_item *it)
{
	(void)it;
	feed_entry_enclosure(fc, n, e, "url");
}

/* <itunes:image href=>: the last choice of a lead image. */
static void
feed_entry_itunes_image_cb(
    struct feed_ctx *fc, xmlNode *n, struct feed_entry *e, struct feed_item *it)
{
	char *s;

	(void)e;
	if (it->im.itunes != NULL)
		return;
	s = feed_node_attr_text(fc, n, "href", NULL);
	it->im.itunes =
	    feed_node_resolve(fc, n, s != NULL ? util_trim(s) : NULL);
	free(s);
}

/* An atom:link in an RSS item: its link when alternate. */
static void
feed_entry_atomlink_cb(
    struct feed_ctx *fc, xmlNode *n, struct feed_entry *e, struct feed_item *it)
{
	char *s;

	(void)e;
	if (it->slot[FEED_SLOT_ATOMLINK] != NULL)
		return;
	s = feed_node_attr_text(fc, n, "rel", NULL);
	if (s == NULL || strcmp(util_trim(s), "alternate") == 0)
		it->slot[FEED_SLOT_ATOMLINK] = n;
	free(s);
}

/* An Atom link: an enclosure when rel="enclosure" (feed_atom_link). */
static void
feed_entry_link_cb(
    struct feed_ctx *fc, xmlNode *n, struct feed_entry *e, struct feed_item *it)
{
	char *s;

	(void)it;
	s = feed_node_attr_text(fc, n, "rel", NULL);
	if (s != NULL && strcmp(util_trim(s), "enclosure") == 0)
		feed_entry_enclosure(fc, n, e, "href");
	free(s);
}

/* A category as text: RSS <category>, dc:subject. */
static void
feed_entry_category_cb(
    struct feed_ctx *fc, xmlNode *n, struct feed_entry *e, struct feed_item *it)
{
	(void)it;
	feed_entry_add_category(e, feed_entry_inline(fc, n));
}

/*
 * An Atom category: its term, as feedparser reads it (a label is only
 * how to show it), else its text (a broken feed's), else its label.
 */
static void
feed_entry_term_cb(
    struct feed_ctx *fc, xmlNode *n, struct feed_entry *e, struct feed_item *it)
{
	char *s;

	(void)it;
	if ((s = feed_node_attr_text(fc, n, "term", NULL)) == NULL ||
	    *util_trim(s) == '\0') {
		free(s);
		s = feed_node_text(fc, n);
	}
	if (*util_trim(s) == '\0') {
		free(s);
		s = feed_node_attr_text(fc, n, "label", NULL);
	}
	feed_entry_add_category(e, feed_text_inline(fc, s));
	free(s);
}

/*
 * Fields
 */

/* The text of n as a one-line text (feed_text_inline); NULL when none. */
static char *
feed_entry_inline(struct feed_ctx *fc, const xmlNode *n)
{
	char *s, *r;

	if (n == NULL)
		return NULL;
	s = feed_node_text(fc, n);
	r = feed_text_inline(fc, s);
	free(s);
	return r;
}

/* FeedBurner's link goes through its proxy; origLink does not. */
static char *
feed_entry_origlink(struct feed_ctx *fc, struct feed_item *it)
{
	xmlNode *n = it->slot[FEED_SLOT_ORIGLINK];
	char *s, *u;

	if ((s = feed_node_trimmed(fc, n)) == NULL)
		return NULL;
	u = feed_node_resolve(fc, n, s);
	free(s);
	return u;
}

/* See feed_entry.h. */
void
feed_entry_teaser(
    struct feed_ctx *fc, struct feed_entry *e, const xmlNode *media)
{
	char *s;

	if (e->teaser == NULL && e->content != NULL)
		e->teaser = xstrdup(e->content);
	if (e->teaser == NULL && media != NULL) {
		s = feed_node_text(fc, media);
		e->teaser = feed_text_html(fc, s);
		free(s);
	}
}

/* The link of an RSS item: origLink, link, atom:link, a permalink guid. */
static void
feed_entry_rss_link(
    struct feed_ctx *fc, struct feed_entry *e, struct feed_item *it)
{
	xmlNode *link = it->slot[FEED_SLOT_LINK];
	xmlNode *atomlink = it->slot[FEED_SLOT_ATOMLINK];
	xmlNode *guid = it->slot[FEED_SLOT_GUID];
	char *s, *perma;

	e->url = feed_entry_origlink(fc, it);
	if (e->url == NULL && (s = feed_node_trimmed(fc, link)) != NULL) {
		e->url = feed_node_resolve(fc, link, s);
		free(s);
	}
	if (e->url == NULL && atomlink != NULL &&
	    (s = feed_node_attr_text(fc, atomlink, "href", NULL)) != NULL) {
		e->url = feed_node_resolve(fc, atomlink, util_trim(s));
		free(s);
	}
	if (e->url == NULL && guid != NULL && e->guid != NULL &&
	    url_is_http(e->guid)) {
		perma = feed_node_attr_text(fc, guid, "isPermaLink", NULL);
		if (perma == NULL || strcasecmp(util_trim(perma), "false") != 0)
			e->url = feed_node_resolve(fc, guid, e->guid);
		free(perma);
	}
}

/* An RSS 0.9x/1.0/2.0 item's fields, from its slots. */
static void
feed_entry_rss_fields(struct feed_ctx *fc, xmlNode *item, struct feed_entry *e,
    struct feed_item *it)
{
	xmlNode **sl = it->slot, *author, *date;
	char *s;

	if ((e->guid = feed_node_trimmed(fc, sl[FEED_SLOT_GUID])) == NULL)
		e->guid = feed_node_attr_text(fc, item, "about", FEED_NS_RDF);
	if (e->guid != NULL && *util_trim(e->guid) == '\0') {
		free(e->guid);
		e->guid = NULL;
	}
	feed_entry_rss_link(fc, e, it);
	e->title = feed_entry_inline(fc, sl[FEED_SLOT_TITLE]);
	if (e->title == NULL)
		e->title = feed_entry_inline(fc, sl[FEED_SLOT_MEDIATITLE]);
	if (e->title == NULL)
		e->title = feed_entry_inline(fc, sl[FEED_SLOT_ITTITLE]);
	if (sl[FEED_SLOT_CONTENT] != NULL &&
	    (s = feed_entry_rss_html(fc, sl[FEED_SLOT_CONTENT])) != NULL) {
		if ((e->content = feed_text_html(fc, s)) != NULL)
			e->content_html = s;
		else
			free(s);
	}
	feed_entry_summaries(fc, e, it);
	if ((author = sl[FEED_SLOT_AUTHOR]) == NULL)
		author = sl[FEED_SLOT_CREATOR] != NULL ? sl[FEED_SLOT_CREATOR]
						       : sl[FEED_SLOT_ITAUTHOR];
	e->author = feed_entry_inline(fc, author);
	if ((date = sl[FEED_SLOT_PUBLISHED]) == NULL)
		date = sl[FEED_SLOT_DCDATE];
	feed_entry_date(fc, date, &e->published, &e->published_text);
}

/* An Atom 1.0 or 0.3 entry's fields, from its slots. */
static void
feed_entry_atom_fields(struct feed_ctx *fc, xmlNode *entry,
    struct feed_entry *e, struct feed_item *it)
{
	xmlNode **sl = it->slot, *published;
	char *s;

	e->guid = feed_node_trimmed(fc, sl[FEED_SLOT_GUID]);
	/* An id is the link when no link is a page (as feedparser). */
	if ((e->url = feed_entry_origlink(fc, it)) == NULL &&
	    (e->url = feed_atom_link(fc, entry, 0)) == NULL &&
	    e->guid != NULL && url_is_http(e->guid))
		e->url = feed_node_resolve(fc, sl[FEED_SLOT_GUID], e->guid);
	if (e->url == NULL)
		e->url = feed_atom_link(fc, entry, 1);
	if (sl[FEED_SLOT_TITLE] != NULL) {
		feed_atom_text(fc, sl[FEED_SLOT_TITLE], &s, NULL);
		e->title = feed_text_space(s, 0);
		free(s);
	}
	if (e->title == NULL)
		e->title = feed_entry_inline(fc, sl[FEED_SLOT_MEDIATITLE]);
	if (e->title == NULL)
		e->title = feed_entry_inline(fc, sl[FEED_SLOT_ITTITLE]);
	if (sl[FEED_SLOT_CONTENT] != NULL)
		feed_atom_text(
		    fc, sl[FEED_SLOT_CONTENT], &e->content, &e->content_html);
	feed_entry_summaries(fc, e, it);
	if ((e->author = feed_atom_author(fc, entry)) == NULL) {
		e->author = feed_entry_inline(fc, sl[FEED_SLOT_CREATOR]);
		if (e->author == NULL && fc->feed_author != NULL)
			e->author = xstrdup(fc->feed_author);
	}
	if ((published = sl[FEED_SLOT_PUBLISHED]) == NULL)
		published = sl[FEED_SLOT_ISSUED] != NULL
		    ? sl[FEED_SLOT_ISSUED]
		    : sl[FEED_SLOT_CREATED];
	if (published == NULL)
		published = sl[FEED_SLOT_DCDATE];
	feed_entry_date(fc, sl[FEED_SLOT_UPDATED], &e->updated, NULL);
	feed_entry_date(fc,
	    published != NULL ? published : sl[FEED_SLOT_UPDATED],
	    &e->published, &e->published_text);
}

/* Read the element c of an entry: at once, or into its slot. */
static void
feed_entry_dispatch(
    struct feed_ctx *fc, xmlNode *c, struct feed_entry *e, struct feed_item *it)
{
	const struct feed_elem *el;

	if (c->type != XML_ELEMENT_NODE ||
	    (el = feed_entry_elem(fc, c, it->formats)) == NULL)
		return;
	if (el->read != NULL)
		el->read(fc, c, e, it);
	else if (it->slot[el->slot] == NULL)
		it->slot[el->slot] = c;
}

/*
 * The text of a summary element n and, in *html, its HTML (the caller
 * frees both): an Atom text construct, an RSS description, or the
 * text of another (HTML or not, it reads the same).
 */
static char *
feed_entry_summary(
    struct feed_ctx *fc, xmlNode *n, unsigned formats, char **html)
{
	char *s, *text;

	*html = NULL;
	if (formats == FEED_ATOM && feed_node_is(fc, n, "summary")) {
		feed_atom_text(fc, n, &text, html);
		return text;
	}
	if (formats == FEED_RSS && feed_node_is(fc, n, "description"))
		s = feed_entry_rss_html(fc, n);
	else
		s = feed_node_trimmed(fc, n);
	if (s == NULL || (text = feed_text_html(fc, s)) == NULL) {
		free(s);
		return NULL;
	}
	*html = s;
	return text;
}

/*
 * The teaser from the first summary; with no content, a second summary
 * is the content (feedparser's reading of a podcast's description and
 * itunes:summary); then the fallbacks of feed_entry_teaser() and
 * itunes:subtitle.
 */
static void
feed_entry_summaries(
    struct feed_ctx *fc, struct feed_entry *e, struct feed_item *it)
{
	char *html;

	if (it->summary[0] != NULL) {
		e->teaser =
		    feed_entry_summary(fc, it->summary[0], it->formats, &html);
		free(html);
	}
	if (e->content == NULL && it->summary[1] != NULL) {
		e->content = feed_entry_summary(
		    fc, it->summary[1], it->formats, &e->content_html);
		if (e->content == NULL) {
			free(e->content_html);
			e->content_html = NULL;
		}
	}
	feed_entry_teaser(fc, e, it->slot[FEED_SLOT_SUBTITLE]);
}

/* See feed_entry.h. */
void
feed_entry_read(struct feed_ctx *fc, xmlNode *n, struct feed_entry *e)
{
	struct feed_item it;
	xmlNode *c;

	memset(&it, 0, sizeof(it));
	it.formats = strcmp(fc->entry, "entry") == 0 ? FEED_ATOM : FEED_RSS;
	for (c = n->children; c != NULL; c = c->next)
		feed_entry_dispatch(fc, c, e, &it);
	if (it.formats == FEED_ATOM)
		feed_entry_atom_fields(fc, n, e, &it);
	else
		feed_entry_rss_fields(fc, n, e, &it);
	feed_entry_image(e, &it.im);
	e->duration = feed_entry_duration(fc, it.slot[FEED_SLOT_DURATION]);
	feed_comments_read(fc, n, e);
}

/*
 * An itunes:duration in seconds: "H:MM:SS", "MM:SS" or seconds, a
 * fraction of a second dropped; 0 for anything else ("35 min").
 */
static int64_t
feed_entry_duration(struct feed_ctx *fc, const xmlNode *n)
{
	int64_t t = 0, v;
	char *s, *p;
	int groups = 0, digits;

	if ((s = feed_node_trimmed(fc, n)) == NULL)
		return 0;
	for (p = s;; p++) {
		for (v = 0, digits = 0; isdigit((unsigned char)*p); p++)
			if (++digits <= 9)
				v = v * 10 + (*p - '0');
		if (digits == 0 || digits > 9) {
			groups = 0;
			break;
		}
		t = t * 60 + v;
		if (++groups == 3 || *p != ':')
			break;
	}
	if (groups == 0 || (*p != '\0' && *p != '.') ||
	    (*p == '.' && strspn(p + 1, "0123456789") != strlen(p + 1)))
		t = 0;
	free(s);
	return t;
}

/* See feed_entry.h. */
void
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
	free(e->comments_url);
	free(e->comments_feed);
}

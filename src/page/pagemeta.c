/* SPDX-License-Identifier: ISC */
/*
 * pagemeta: when a page was published and by whom (pagemeta.h).  One walk
 * of the tree collects the candidates, each with the rank of its source;
 * the best rank wins, the first in document order within a rank.  What
 * the page shows is read only when no metadata gave the field.
 */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <cjson/cJSON.h>
#include <libxml/tree.h>

#include "cdefs.h"
#include "date.h"
#include "html.h"
#include "pagemeta.h"
#include "text.h"
#include "util.h"

/* Where a value came from, best first. */
enum pm_rank {
	PM_LD_ARTICLE, /* JSON-LD of an article type */
	PM_LD,         /* other JSON-LD */
	PM_OG,         /* article:published_time, article:author */
	PM_NAME,       /* <meta name="author"> */
	PM_MICRO,      /* itemprop */
	PM_DC,         /* Dublin Core */
	PM_PLAIN,      /* <meta name="date"> and the like */
	PM_SHOWN,      /* what the page shows */
	PM_NRANKS
};

#define PM_LD_DEPTH 8      /* JSON-LD nesting looked into */
#define PM_MAX_TRIES 64    /* element texts read a page */
#define PM_BYLINE_NEAR 100 /* elements after the headline a byline is in */
#define PM_BYLINE_LEN 80   /* bytes of a name a byline shows */
#define PM_BYLINE_WORDS 6
#define PM_COMMENTS_UP 32 /* levels a comments section is looked for */

/* What one walk collects. */
struct pm_walk {
	int64_t date[PM_NRANKS];
	int date_time[PM_NRANKS];
	char *author[PM_NRANKS];
	size_t ld_bytes; /* JSON-LD read so far */
	size_t ld_objs;  /* JSON-LD objects looked at */
	size_t tries;    /* texts read for a name, a date or a title:
			    nested elements may not make it quadratic */
};

/* JSON-LD @id -> name, for an author given by reference. */
struct pm_ids {
	const char *id[PAGEMETA_MAX_LD_OBJS];
	const char *name[PAGEMETA_MAX_LD_OBJS];
	size_t n;
};

static const char *pm_attr(const xmlNode *n, const char *name);
static int pm_is(const xmlNode *n, const char *name);
static void pm_date(struct pm_walk *w, enum pm_rank r, const char *s);
static void pm_author(struct pm_walk *w, enum pm_rank r, const char *s);
static char *pm_name(const char *s, int shown);
static void pm_names_add(struct buf *b, size_t *n, const char *name);
static void pm_meta(struct pm_walk *w, const xmlNode *n);
static void pm_micro(struct pm_walk *w, xmlNodePtr n, const char *prop);
static void pm_ld_script(struct pm_walk *w, const xmlNode *n);
static void pm_ld_ids(const cJSON *j, int depth, struct pm_ids *ids);
static void pm_ld_walk(struct pm_walk *w, const cJSON *j, int depth,
    const struct pm_ids *ids, size_t *objs);
static int pm_ld_is_article(const cJSON *o);
static char *pm_ld_authors(const cJSON *a, const struct pm_ids *ids);
static int pm_in_comments(const xmlNode *n, const xmlNode *top);
static int pm_is_byline(const xmlNode *n);
static int pm_has_digit(const char *s);
static int pm_has_heading(const xmlNode *n);
static xmlNodePtr pm_headline(
    struct pm_walk *w, xmlNodePtr root, const char *title);
static void pm_shown(struct pm_walk *w, xmlNodePtr root, const char *title);

/* An attribute's value as the tree holds it, or NULL. */
static const char *
pm_attr(const xmlNode *n, const char *name)
{
	const xmlAttr *a;

	for (a = n->properties; a != NULL; a = a->next) {
		if (strcasecmp((const char *)a->name, name) == 0)
			return a->children != NULL &&
				a->children->type == XML_TEXT_NODE
			    ? (const char *)a->children->content
			    : "";
	}
	return NULL;
}

static int
pm_is(const xmlNode *n, const char *name)
{
	return n->type == XML_ELEMENT_NODE &&
	    strcasecmp((const char *)n->name, name) == 0;
}

/* A date candidate: kept when it reads as one and its rank has none. */
static void
pm_date(struct pm_walk *w, enum pm_rank r, const char *s)
{
	int64_t t;
	char *c;

	if (s == NULL || w->date[r] != 0)
		return;
	c = text_collapse(s);
	if (date_parse(c, &t) == 0 && t > 0) {
		w->date[r] = t;
		w->date_time[r] = strchr(c, ':') != NULL;
	}
	free(c);
}

static void
pm_author(struct pm_walk *w, enum pm_rank r, const char *s)
{
	if (s == NULL || w->author[r] != NULL)
		return;
	w->author[r] = pm_name(s, r == PM_SHOWN);
}

/*
 * A name as a reader may see it: one printable line, a leading "By"
 * dropped, at most PAGEMETA_MAX_AUTHOR bytes (cut at a character); no
 * address.  A name the page shows is the part of its first line before
 * a separator ("|", a bullet), and must look like a name: short, a few
 * words, no digit.  NULL when nothing is left.
 */
static char *
pm_name(const char *s, int shown)
{
	static const char *const seps[] = { "|", "\xc2\xb7", "\xe2\x80\xa2",
		" - ", "\xe2\x80\x94", "\xe2\x80\x93" };
	static const char *const labels[] = { "posted by", "written by", "by",
		"authors", "author" };
	char *line, *c, *p, *cut;
	size_t i, len, words;

	line = xstrdup(s);
	if (shown && (p = strchr(line, '\n')) != NULL)
		*p = '\0';
	/* a no-break space is a space here */
	for (p = line; (p = strstr(p, "\xc2\xa0")) != NULL; p += 2)
		p[0] = p[1] = ' ';
	for (i = 0; shown && i < NELEM(seps); i++) {
		if ((cut = strstr(line, seps[i])) != NULL)
			*cut = '\0';
	}
	c = text_collapse(line);
	free(line);
	text_printable_in(c, 0);
	/* a label before the name: "By", "Posted by:", "Author:" */
	p = c;
	for (i = 0; i < NELEM(labels); i++) {
		len = strlen(labels[i]);
		if (strncasecmp(p, labels[i], len) == 0 &&
		    (p[len] == ' ' || p[len] == ':')) {
			p += len;
			break;
		}
	}
	while (*p == ' ' || *p == ':')
		p++;
	len = strlen(p);
	while (len > 0 && strchr(" ,;:", p[len - 1]) != NULL)
		len--;
	if (len > PAGEMETA_MAX_AUTHOR) {
		len = PAGEMETA_MAX_AUTHOR;
		while (len > 0 && ((unsigned char)p[len] & 0xc0) == 0x80)
			len--;
	}
	memmove(c, p, len);
	c[len] = '\0';
	for (words = 1, p = c; *p != '\0'; p++)
		words += *p == ' ';
	if (len == 0 || strstr(c, "://") != NULL || strncmp(c, "//", 2) == 0 ||
	    (shown &&
		(len > PM_BYLINE_LEN || words > PM_BYLINE_WORDS ||
		    pm_has_digit(c)))) {
		free(c);
		return NULL;
	}
	return c;
}

static int
pm_has_digit(const char *s)
{
	for (; *s != '\0'; s++)
		if (isdigit((unsigned char)*s))
			return 1;
	return 0;
}

/* Add a name to a list of at most PAGEMETA_MAX_AUTHORS distinct ones. */
static void
pm_names_add(struct buf *b, size_t *n, const char *name)
{
	char *c;
	const char *p;
	size_t len;

	if (*n >= PAGEMETA_MAX_AUTHORS || (c = pm_name(name, 0)) == NULL)
		return;
	len = strlen(c);
	for (p = b->data; b->len > 0 && (p = strstr(p, c)) != NULL; p += len) {
		if ((p == b->data || p[-1] == ' ') &&
		    (p[len] == '\0' || p[len] == ','))
			goto out;
	}
	if (b->len + (*n > 0 ? 2 : 0) + len > PAGEMETA_MAX_AUTHOR)
		goto out;
	if (*n > 0)
		buf_adds(b, ", ");
	buf_adds(b, c);
	(*n)++;
out:
	free(c);
}

/*
 * Parse.ly's <meta name="parsely-page">: a JSON object whose "pub_date"
 * is the story's date (RFC 3339), which news sites give readers'
 * analytics where they give no other.  Its "author" is left: it is
 * written lower-cased at times ("Ta-nehisi Coates"), where the byline
 * shows the name as it is.
 */
static void
pm_parsely(struct pm_walk *w, const char *content)
{
	cJSON *j;
	const cJSON *v;
	size_t len = strlen(content);

	/* the JSON-LD budget: a page of many such tags parses no more */
	if (len > PAGEMETA_MAX_LD - w->ld_bytes)
		return;
	w->ld_bytes += len;
	if ((j = cJSON_Parse(content)) == NULL)
		return;
	if (cJSON_IsObject(j) &&
	    (v = cJSON_GetObjectItem(j, "pub_date")) != NULL &&
	    cJSON_IsString(v))
		pm_date(w, PM_PLAIN, v->valuestring);
	cJSON_Delete(j);
}

/* <meta name|property|itemprop="..." content="..."> */
static void
pm_meta(struct pm_walk *w, const xmlNode *n)
{
	static const struct {
		const char *key;
		enum pm_rank rank;
		int author;
	} keys[] = {
		{ "article:published_time", PM_OG, 0 },
		{ "og:article:published_time", PM_OG, 0 },
		{ "og:published_time", PM_OG, 0 },
		{ "article:published", PM_OG, 0 },
		{ "article:author", PM_OG, 1 },
		{ "og:article:author", PM_OG, 1 },
		{ "author", PM_NAME, 1 },
		{ "datePublished", PM_MICRO, 0 },
		{ "DC.date.issued", PM_DC, 0 },
		{ "dcterms.issued", PM_DC, 0 },
		{ "DC.date", PM_DC, 0 },
		{ "dcterms.date", PM_DC, 0 },
		{ "DC.date.created", PM_DC, 0 },
		{ "dcterms.created", PM_DC, 0 },
		{ "DC.creator", PM_DC, 1 },
		{ "dcterms.creator", PM_DC, 1 },
		{ "date", PM_PLAIN, 0 },
		{ "pubdate", PM_PLAIN, 0 },
		{ "publishdate", PM_PLAIN, 0 },
		{ "publish-date", PM_PLAIN, 0 },
		{ "publish_date", PM_PLAIN, 0 },
		{ "publication_date", PM_PLAIN, 0 },
		{ "parsely-pub-date", PM_PLAIN, 0 },
	};
	static const char *const attrs[] = { "property", "name", "itemprop" };
	const char *key = NULL, *content;
	size_t i;

	if ((content = pm_attr(n, "content")) == NULL || *content == '\0')
		return;
	for (i = 0; i < NELEM(attrs) && key == NULL; i++)
		key = pm_attr(n, attrs[i]);
	if (key == NULL)
		return;
	if (pm_attr(n, "itemprop") != NULL &&
	    strcasecmp(pm_attr(n, "itemprop"), "author") == 0) {
		pm_author(w, PM_MICRO, content);
		return;
	}
	if (strcasecmp(key, "parsely-page") == 0) {
		pm_parsely(w, content);
		return;
	}
	for (i = 0; i < NELEM(keys); i++) {
		if (strcasecmp(key, keys[i].key) != 0)
			continue;
		if (keys[i].author)
			pm_author(w, keys[i].rank, content);
		else
			pm_date(w, keys[i].rank, content);
		return;
	}
}

/* An element of itemprop datePublished or author, not a <meta>. */
static void
pm_micro(struct pm_walk *w, xmlNodePtr n, const char *prop)
{
	xmlNodePtr c;
	const char *v;
	char *text;

	if (w->tries >= PM_MAX_TRIES)
		return;
	if (strcasecmp(prop, "datePublished") == 0) {
		if ((v = pm_attr(n, "datetime")) == NULL &&
		    (v = pm_attr(n, "content")) == NULL) {
			text = html_node_text_dup(n);
			pm_date(w, PM_MICRO, text);
			free(text);
			w->tries++;
		} else
			pm_date(w, PM_MICRO, v);
		return;
	}
	if (strcasecmp(prop, "author") != 0 || w->author[PM_MICRO] != NULL)
		return;
	w->tries++;
	/* a Person's name inside the author, else the author's text */
	for (c = n; c != NULL; c = html_node_next(c, n)) {
		if (c->type == XML_ELEMENT_NODE &&
		    (v = pm_attr(c, "itemprop")) != NULL &&
		    strcasecmp(v, "name") == 0)
			break;
	}
	if (c == NULL)
		c = n;
	if ((v = pm_attr(c, "content")) != NULL)
		pm_author(w, PM_MICRO, v);
	else {
		text = html_node_text_dup(c);
		pm_author(w, PM_MICRO, text);
		free(text);
	}
}

/* A <script type="application/ld+json">, read when the budget allows. */
static void
pm_ld_script(struct pm_walk *w, const xmlNode *n)
{
	const xmlNode *c;
	struct pm_ids ids;
	struct buf b;
	cJSON *j;
	size_t len;

	for (len = 0, c = n->children; c != NULL; c = c->next) {
		if (c->content != NULL)
			len += strlen((const char *)c->content);
	}
	if (len == 0 || len > PAGEMETA_MAX_LD - w->ld_bytes)
		return;
	w->ld_bytes += len;
	buf_init(&b);
	for (c = n->children; c != NULL; c = c->next) {
		if (c->content != NULL)
			buf_adds(&b, (const char *)c->content);
	}
	j = cJSON_ParseWithLength(b.data, b.len);
	buf_free(&b);
	if (j == NULL)
		return;
	memset(&ids, 0, sizeof(ids));
	pm_ld_ids(j, 0, &ids);
	pm_ld_walk(w, j, 0, &ids, &w->ld_objs);
	cJSON_Delete(j);
}

/* Collect the @id and name of the objects a JSON-LD document holds. */
static void
pm_ld_ids(const cJSON *j, int depth, struct pm_ids *ids)
{
	const cJSON *c, *id, *name;

	if (depth > PM_LD_DEPTH || ids->n >= NELEM(ids->id))
		return;
	if (cJSON_IsObject(j) && (id = cJSON_GetObjectItem(j, "@id")) != NULL &&
	    cJSON_IsString(id) &&
	    (name = cJSON_GetObjectItem(j, "name")) != NULL &&
	    cJSON_IsString(name)) {
		ids->id[ids->n] = id->valuestring;
		ids->name[ids->n++] = name->valuestring;
	}
	if (!cJSON_IsObject(j) && !cJSON_IsArray(j))
		return;
	cJSON_ArrayForEach(c, j)
	{
		if (ids->n >= NELEM(ids->id))
			return;
		pm_ld_ids(c, depth + 1, ids);
	}
}

/* 1 if a JSON-LD object's @type (a string or a list) names an article:
 * NewsArticle, BlogPosting, Report, schema:Article... */
static int
pm_ld_is_article(const cJSON *o)
{
	static const char *const ends[] = { "Article", "Posting", "Report" };
	const cJSON *t, *c;
	const char *s;
	size_t i, len, elen;

	if ((t = cJSON_GetObjectItem(o, "@type")) == NULL)
		return 0;
	for (c = cJSON_IsArray(t) ? t->child : t; c != NULL;
	     c = cJSON_IsArray(t) ? c->next : NULL) {
		if (!cJSON_IsString(c))
			continue;
		s = c->valuestring;
		len = strlen(s);
		for (i = 0; i < NELEM(ends); i++) {
			elen = strlen(ends[i]);
			if (len >= elen && strcmp(s + len - elen, ends[i]) == 0)
				return 1;
		}
	}
	return 0;
}

/* The names of a JSON-LD author: a string, a Person or Organization
 * (by name or by @id), or a list of them; NULL when none. */
static char *
pm_ld_authors(const cJSON *a, const struct pm_ids *ids)
{
	const cJSON *c, *v;
	struct buf b;
	size_t i, n = 0;

	buf_init(&b);
	for (c = cJSON_IsArray(a) ? a->child : a; c != NULL;
	     c = cJSON_IsArray(a) ? c->next : NULL) {
		if (cJSON_IsString(c))
			pm_names_add(&b, &n, c->valuestring);
		else if (!cJSON_IsObject(c))
			continue;
		else if ((v = cJSON_GetObjectItem(c, "name")) != NULL &&
		    cJSON_IsString(v))
			pm_names_add(&b, &n, v->valuestring);
		else if ((v = cJSON_GetObjectItem(c, "@id")) != NULL &&
		    cJSON_IsString(v)) {
			for (i = 0; i < ids->n; i++) {
				if (strcmp(ids->id[i], v->valuestring) == 0) {
					pm_names_add(&b, &n, ids->name[i]);
					break;
				}
			}
		}
	}
	if (n == 0) {
		buf_free(&b);
		return NULL;
	}
	return buf_detach(&b, NULL);
}

/* Every object of a JSON-LD document (an @graph, a list, a mainEntity
 * inside a WebPage...), up to PM_LD_DEPTH deep and
 * PAGEMETA_MAX_LD_OBJS objects a page. */
static void
pm_ld_walk(struct pm_walk *w, const cJSON *j, int depth,
    const struct pm_ids *ids, size_t *objs)
{
	const cJSON *c, *v;
	enum pm_rank r;

	if (depth > PM_LD_DEPTH || *objs >= PAGEMETA_MAX_LD_OBJS)
		return;
	if (cJSON_IsObject(j)) {
		(*objs)++;
		r = pm_ld_is_article(j) ? PM_LD_ARTICLE : PM_LD;
		if ((v = cJSON_GetObjectItem(j, "datePublished")) != NULL &&
		    cJSON_IsString(v))
			pm_date(w, r, v->valuestring);
		if (w->author[r] == NULL &&
		    (v = cJSON_GetObjectItem(j, "author")) != NULL)
			w->author[r] = pm_ld_authors(v, ids);
	} else if (!cJSON_IsArray(j))
		return;
	cJSON_ArrayForEach(c, j)
	{
		/* an author's or publisher's own dates are not the page's */
		if (c->string != NULL &&
		    (strcmp(c->string, "author") == 0 ||
			strcmp(c->string, "publisher") == 0))
			continue;
		if (cJSON_IsObject(c) || cJSON_IsArray(c))
			pm_ld_walk(w, c, depth + 1, ids, objs);
		if (*objs >= PAGEMETA_MAX_LD_OBJS)
			return;
	}
}

/* 1 if a heading is inside n. */
static int
pm_has_heading(const xmlNode *n)
{
	const xmlNode *c;

	for (c = n->children; c != NULL; c = html_node_next(c, n)) {
		if (c->type == XML_ELEMENT_NODE &&
		    html_is_heading((const char *)c->name))
			return 1;
	}
	return 0;
}

/* 1 if n is inside reader comments, up to top or PM_COMMENTS_UP
 * levels up (a page nested 100,000 deep may not make it quadratic). */
static int
pm_in_comments(const xmlNode *n, const xmlNode *top)
{
	int up;

	for (up = 0; n != NULL && n != top && up < PM_COMMENTS_UP;
	     n = n->parent, up++) {
		if (n->type == XML_ELEMENT_NODE && html_is_comments(n))
			return 1;
	}
	return 0;
}

/* 1 if an element names its author: rel=author, itemprop=author, or a
 * class or id holding "byline" or "author". */
static int
pm_is_byline(const xmlNode *n)
{
	static const char *const attrs[] = { "class", "id" };
	const char *v;
	size_t i;

	if (((v = pm_attr(n, "rel")) != NULL && strcasecmp(v, "author") == 0) ||
	    ((v = pm_attr(n, "itemprop")) != NULL &&
		strcasecmp(v, "author") == 0))
		return 1;
	for (i = 0; i < NELEM(attrs); i++) {
		if ((v = pm_attr(n, attrs[i])) != NULL &&
		    (strcasestr(v, "byline") != NULL ||
			strcasestr(v, "author") != NULL))
			return 1;
	}
	return 0;
}

/*
 * The h1 or h2 whose text is the title (a heading of about its length
 * whose words are the title's), else the first h1, or NULL.
 */
static xmlNodePtr
pm_headline(struct pm_walk *w, xmlNodePtr root, const char *title)
{
	xmlNodePtr n, h1 = NULL;
	size_t len = title != NULL ? strlen(title) : 0;
	char *text;
	int found;

	for (n = root; n != NULL; n = html_node_next(n, root)) {
		if (n->type != XML_ELEMENT_NODE ||
		    (!pm_is(n, "h1") && !pm_is(n, "h2")))
			continue;
		if (h1 == NULL && pm_is(n, "h1"))
			h1 = n;
		if (len == 0 ||
		    html_node_text_len(n, 2 * len + 16, 0) > 2 * len + 8 ||
		    w->tries++ >= PM_MAX_TRIES)
			continue;
		text = html_node_text_dup(n);
		found = text_similarity(text, title) >= 0.8;
		free(text);
		if (found)
			return n;
	}
	return h1;
}

/*
 * What the page shows near its headline: the heading's <article>, else
 * its ancestor three levels up, holds them.  The first <time datetime>
 * after the heading, else the last before it; the first byline from the
 * region's start to PM_BYLINE_NEAR elements after the heading whose text
 * reads as a name; an element that holds a heading is no byline (a
 * post's container classed after its author).  Reader comments are no
 * part of it.
 */
static void
pm_shown(struct pm_walk *w, xmlNodePtr root, const char *title)
{
	xmlNodePtr head, region, n, before = NULL, after = NULL;
	const char *v;
	char *text;
	size_t since = 0;
	int i, seen = 0;

	if ((head = pm_headline(w, root, title)) == NULL)
		return;
	w->tries = 0;
	for (region = head->parent; region != NULL; region = region->parent) {
		if (region->type != XML_ELEMENT_NODE || pm_is(region, "body") ||
		    pm_is(region, "article"))
			break;
	}
	if (region == NULL || region->type != XML_ELEMENT_NODE ||
	    pm_is(region, "body")) {
		for (region = head, i = 0; i < 3 && region->parent != NULL &&
		     region->parent->type == XML_ELEMENT_NODE &&
		     !pm_is(region->parent, "body");
		     i++)
			region = region->parent;
	}
	for (n = region; n != NULL; n = html_node_next(n, region)) {
		if (n == head)
			seen = 1;
		if (n->type != XML_ELEMENT_NODE)
			continue;
		if (seen && ++since > PM_BYLINE_NEAR && after != NULL)
			break;
		if (pm_is(n, "time") && (v = pm_attr(n, "datetime")) != NULL &&
		    !pm_in_comments(n, region)) {
			if (!seen)
				before = n;
			else if (after == NULL)
				after = n;
		}
		if (w->author[PM_SHOWN] == NULL &&
		    (!seen || since <= PM_BYLINE_NEAR) && pm_is_byline(n) &&
		    !pm_in_comments(n, region) && w->tries++ < PM_MAX_TRIES &&
		    !pm_has_heading(n)) {
			text = html_node_text_dup(n);
			pm_author(w, PM_SHOWN, text);
			free(text);
		}
	}
	if ((n = after != NULL ? after : before) != NULL)
		pm_date(w, PM_SHOWN, pm_attr(n, "datetime"));
}

void
pagemeta_read(struct html_doc *doc, const char *title, struct pagemeta *m)
{
	struct pm_walk w;
	xmlNodePtr root, n;
	const char *v;
	int r, has_date, has_author;

	memset(m, 0, sizeof(*m));
	memset(&w, 0, sizeof(w));
	if (doc == NULL ||
	    (root = xmlDocGetRootElement(html_doc_xml(doc))) == NULL)
		return;
	for (n = root; n != NULL; n = html_node_next(n, root)) {
		if (n->type != XML_ELEMENT_NODE)
			continue;
		if (pm_is(n, "meta"))
			pm_meta(&w, n);
		else if (pm_is(n, "script")) {
			if ((v = pm_attr(n, "type")) != NULL &&
			    strcasecmp(v, "application/ld+json") == 0)
				pm_ld_script(&w, n);
		} else if ((v = pm_attr(n, "itemprop")) != NULL)
			pm_micro(&w, n, v);
	}
	for (r = 0, has_date = has_author = 0; r < PM_SHOWN; r++) {
		has_date |= w.date[r] != 0;
		has_author |= w.author[r] != NULL;
	}
	w.tries = 0;
	if (!has_date || !has_author)
		pm_shown(&w, root, title);
	for (r = 0; r < PM_NRANKS; r++) {
		if (m->published == 0 && w.date[r] != 0) {
			m->published = w.date[r];
			m->has_time = w.date_time[r];
			m->date_shown = r == PM_SHOWN;
		}
		if (m->author == NULL && w.author[r] != NULL) {
			m->author = w.author[r];
			m->author_shown = r == PM_SHOWN;
			w.author[r] = NULL;
		}
		free(w.author[r]);
	}
}

void
pagemeta_clear(struct pagemeta *m)
{
	if (m == NULL)
		return;
	free(m->author);
	memset(m, 0, sizeof(*m));
}

char *
pagemeta_name(const char *s)
{
	return s != NULL ? pm_name(s, 1) : NULL;
}

int64_t
pagemeta_pick_date(int64_t feed, int64_t page, int page_time)
{
	int64_t d;

	if (feed == 0)
		return page;
	if (page == 0)
		return feed;
	d = feed > page ? feed - page : page - feed;
	if (d < PAGEMETA_ZONE_SLACK && page_time && feed % 86400 == 0)
		return page;
	return feed;
}

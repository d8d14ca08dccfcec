/* SPDX-License-Identifier: ISC */
/*
 * parts: see parts.h.  The pages of one article are at most
 * NEXTPAGE_MAX_PAGES, each parsed within the same bounds as a page
 * (PARTS_MAX_ELEMENTS), one at a time.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "extract.h"
#include "html.h"
#include "join.h"
#include "log.h"
#include "nextpage.h"
#include "parts.h"
#include "store.h"
#include "tmpl.h"
#include "util.h"

#define PARTS_MAX_ELEMENTS HTML_MAX_ELEMENTS

/* The pages' URLs seen in one following. */
struct joined {
	struct join *join;
	char *seen[NEXTPAGE_MAX_PAGES + 1];
	int nseen;
};

static const struct store_part *
parts_find(const struct store_part *v, size_t n, int part)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (v[i].part == part)
			return &v[i];
	return NULL;
}

static int
parts_seen(struct joined *j, const char *url)
{
	int i;

	for (i = 0; i < j->nseen; i++)
		if (strcmp(j->seen[i], url) == 0)
			return 1;
	return 0;
}

static void
parts_see(struct joined *j, const char *url)
{
	if (url != NULL && j->nseen <= NEXTPAGE_MAX_PAGES &&
	    !parts_seen(j, url))
		j->seen[j->nseen++] = xstrdup(url);
}

/* Extract a stored page with t into y; NULL unless it is an article. */
static struct html_doc *
parts_extract(const struct tmpl *t, const struct store_entry *e,
    const struct store_part *q, struct extract *y)
{
	struct extract_entry entry = { e->title, NULL, NULL, 0, NULL };
	struct html_doc *doc;
	char *cause = NULL;

	memset(y, 0, sizeof(*y));
	if (q->body == NULL)
		return NULL;
	if ((doc = html_parse(q->body, q->len, q->charset,
		 q->final_url != NULL ? q->final_url : q->url, &cause)) ==
	    NULL) {
		log_info("page %d of %s: %s", q->part, e->url, cause);
		free(cause);
		return NULL;
	}
	if (html_doc_elements(doc) > PARTS_MAX_ELEMENTS ||
	    (t != NULL ? extract_doc(t, doc, &entry, 0, y)
		       : extract_generic(doc, &entry, 0, y)) == -1) {
		extract_clear(y);
		html_doc_free(doc);
		return NULL;
	}
	return doc;
}

/* The single-page version: 1 when it stands for the article now, 0
 * when the pages are followed, -1 while it is on its way. */
static int
parts_single(struct store *st, const struct tmpl *t,
    const struct store_entry *e, const char *url, const struct store_part *q,
    struct extract *x)
{
	struct extract y;
	struct html_doc *doc;

	if (q == NULL || strcmp(q->url, url) != 0) {
		store_part_want(st, e->id, 0, url);
		return -1;
	}
	if (q->fetched_at == 0)
		return -1;
	if ((doc = parts_extract(t, e, q, &y)) == NULL)
		return 0;
	/* A single page shorter than the first is not the whole. */
	if (y.a->body_text != NULL && x->a->body_text != NULL &&
	    strlen(y.a->body_text) > strlen(x->a->body_text)) {
		article_free(x->a);
		x->a = y.a;
		y.a = NULL;
	}
	extract_clear(&y);
	html_doc_free(doc);
	return 1;
}

int
parts_join(struct store *st, const struct tmpl *t, const struct store_entry *e,
    const struct store_page *pg, struct html_doc *doc,
    const struct parts_xpaths *xp, struct extract *x)
{
	const char *article = pg->final_url != NULL ? pg->final_url : pg->url;
	struct store_part *v;
	const struct store_part *q;
	struct html_doc *d;
	struct extract y;
	struct nextpage np, np2;
	struct joined j;
	size_t n;
	int k, pages = 1, i, again = 0;

	if (x->status != EXTRACT_ARTICLE || x->a == NULL || article == NULL)
		return 1;
	nextpage_find(doc, article, 1, xp != NULL ? xp->next : NULL,
	    xp != NULL ? xp->single : NULL, &np);
	if (np.next == NULL && np.single == NULL)
		return 1;
	v = store_parts_of(st, e->id, &n);
	memset(&j, 0, sizeof(j));
	j.join = join_new(x->a);
	parts_see(&j, pg->url);
	parts_see(&j, article);
	if (np.single != NULL) {
		k = parts_single(st, t, e, np.single, parts_find(v, n, 0), x);
		if (k == 1)
			goto done;
		if (k == -1) {
			/* on its way: the article meanwhile says where */
			join_continued(j.join, np.single);
			goto set;
		}
	}
	for (k = 2; np.next != NULL; k++) {
		if (parts_seen(&j, np.next))
			break; /* a loop */
		if (k > NEXTPAGE_MAX_PAGES) {
			join_continued(j.join, np.next);
			break;
		}
		q = parts_find(v, n, k);
		if (q == NULL || strcmp(q->url, np.next) != 0) {
			store_part_want(st, e->id, k, np.next);
			join_continued(j.join, np.next);
			break;
		}
		parts_see(&j, q->url);
		if ((d = parts_extract(t, e, q, &y)) == NULL) {
			join_continued(j.join, np.next);
			break;
		}
		parts_see(&j, q->final_url);
		if (!join_add(j.join, y.a)) {
			extract_clear(&y);
			html_doc_free(d);
			break;
		}
		pages++;
		nextpage_find(
		    d, article, k, xp != NULL ? xp->next : NULL, NULL, &np2);
		extract_clear(&y);
		html_doc_free(d);
		free(np.next);
		np.next = np2.next;
		np2.next = NULL;
		nextpage_clear(&np2);
	}
set:
	join_finish(j.join, x->a);
done:
	join_free(j.join);
	for (i = 0; i < j.nseen; i++)
		free(j.seen[i]);
	nextpage_clear(&np);
	for (i = 0; i < (int)n; i++)
		if (v[i].fetched_at != 0)
			again = 1;
	store_parts_free(v, n);
	return again ? -pages : pages;
}

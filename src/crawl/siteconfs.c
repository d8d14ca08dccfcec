/* SPDX-License-Identifier: ISC */
/*
 * siteconfs: imported site configs on the pages templard extracts
 * (siteconfs.h).  What is applied is siteconf_apply.c's; this file
 * finds a page's config and keeps the configs of the hosts it met, so
 * that a pass over a feed's pages asks the store once a host.  A change
 * of the stored configs (store_siteconf_stamp(), read at most once a
 * second) empties what it kept.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "extract.h"
#include "html.h"
#include "log.h"
#include "pagedocs.h"
#include "siteconf.h"
#include "siteconfs.h"
#include "store.h"
#include "store_siteconf.h"
#include "tmpl.h"
#include "url.h"
#include "util.h"

struct siteconfs_host {
	char *host;
	struct siteconf *sc; /* NULL: the host has none */
};

struct siteconfs {
	struct store *st;
	int64_t stamp;      /* of what is kept; -1: not read yet */
	int64_t checked_at; /* util_monotonic() of the last stamp read */
	struct siteconfs_host v[SITECONFS_MAX_HOSTS];
	size_t n;
	size_t next; /* the slot reused when full */
};

static void
siteconfs_forget(struct siteconfs *scs)
{
	size_t i;

	for (i = 0; i < scs->n; i++) {
		free(scs->v[i].host);
		siteconf_free(scs->v[i].sc);
	}
	scs->n = scs->next = 0;
}

struct siteconfs *
siteconfs_new(struct store *st)
{
	struct siteconfs *scs;

	scs = xcalloc(1, sizeof(*scs));
	scs->st = st;
	scs->stamp = -1;
	scs->checked_at = -1;
	return scs;
}

void
siteconfs_free(struct siteconfs *scs)
{
	if (scs == NULL)
		return;
	siteconfs_forget(scs);
	free(scs);
}

/* Forget what is kept when the stored configs changed. */
static void
siteconfs_check(struct siteconfs *scs)
{
	int64_t now = util_monotonic(), stamp;

	if (scs->checked_at >= 0 && now - scs->checked_at < 1000)
		return;
	scs->checked_at = now;
	if ((stamp = store_siteconf_stamp(scs->st)) == -1)
		return;
	if (stamp != scs->stamp) {
		siteconfs_forget(scs);
		scs->stamp = stamp;
	}
}

const struct siteconf *
siteconfs_find(struct siteconfs *scs, const char *url)
{
	struct siteconfs_host *h;
	struct siteconf *sc = NULL;
	char *host;
	size_t i;

	if (url == NULL || scs->st == NULL || (host = url_host(url)) == NULL)
		return NULL;
	siteconfs_check(scs);
	if (scs->stamp == 0) { /* no config at all */
		free(host);
		return NULL;
	}
	for (i = 0; i < scs->n; i++)
		if (strcmp(scs->v[i].host, host) == 0) {
			free(host);
			return scs->v[i].sc;
		}
	if (store_siteconf_get(scs->st, host, &sc) == -1) {
		free(host);
		return NULL; /* said; asked again next time */
	}
	if (scs->n < SITECONFS_MAX_HOSTS)
		h = &scs->v[scs->n++];
	else {
		h = &scs->v[scs->next];
		scs->next = (scs->next + 1) % SITECONFS_MAX_HOSTS;
		free(h->host);
		siteconf_free(h->sc);
	}
	h->host = host;
	h->sc = sc;
	return sc;
}

const char *
siteconfs_value(
    struct siteconfs *scs, const char *url, const char *key, size_t i)
{
	const struct siteconf *sc;

	if ((sc = siteconfs_find(scs, url)) == NULL)
		return NULL;
	return siteconf_value(sc, key, i);
}

int
siteconfs_headers(struct siteconfs *scs, const char *url,
    int (*cb)(const char *name, const char *value, void *arg), void *arg)
{
	const struct siteconf *sc;
	const char *name, *value;
	int n = 0;

	if ((sc = siteconfs_find(scs, url)) == NULL)
		return 0;
	while (siteconf_header(sc, (size_t)n, &name, &value) == 0) {
		n++;
		if (cb(name, value, arg) != 0)
			break;
	}
	return n;
}

/* The page's URL as links resolve against it. */
static const char *
siteconfs_url(const struct store_page *pg)
{
	return pg->final_url != NULL ? pg->final_url : pg->url;
}

struct html_doc *
siteconfs_parse(struct siteconfs *scs, struct pagedocs *pd, int64_t entry_id,
    const struct store_page *pg, size_t max_elements, char **cause)
{
	const struct siteconf *sc;
	struct store_page own;
	struct html_doc *doc;
	char *bytes = NULL;
	size_t len = 0;
	int skipped = 0;

	if ((doc = pagedocs_find(pd, entry_id)) != NULL)
		return doc;
	if ((sc = siteconfs_find(scs, siteconfs_url(pg))) == NULL ||
	    pg->body == NULL)
		return pagedocs_parse(pd, entry_id, pg, max_elements, cause);
	own = *pg;
	if ((bytes = siteconf_rewrite(sc, pg->body, pg->len, &len, &skipped)) !=
	    NULL) {
		own.body = bytes;
		own.len = len;
	}
	if (skipped > 0)
		log_warnx("page %s: site config %s: %d find/replace pairs "
			  "over the limits, not applied",
		    pg->url, siteconf_host(sc), skipped);
	doc = pagedocs_parse(pd, entry_id, &own, max_elements, cause);
	free(bytes);
	if (doc != NULL)
		siteconf_strip(sc, doc);
	return doc;
}

struct tmpl *
siteconfs_template(struct siteconfs *scs, const struct tmpl *t, const char *url,
    struct html_doc *doc, int *fail)
{
	const struct siteconf *sc;

	*fail = 0;
	if ((sc = siteconfs_find(scs, url)) == NULL)
		return NULL;
	return siteconf_template(sc, t, doc, fail);
}

int
siteconfs_extract_doc(struct siteconfs *scs, const struct tmpl *t,
    const char *url, struct html_doc *doc, const struct extract_entry *e,
    int flags, struct extract *x)
{
	struct tmpl *site;
	int fail, rc;

	site = siteconfs_template(scs, t, url, doc, &fail);
	if (site == NULL && t == NULL)
		rc = extract_generic(doc, e, flags, x);
	else if (t == NULL && tmpl_body_xpath(site) == NULL) {
		/* a config of a title alone: the body is still guessed */
		rc = extract_generic(doc, e, flags, x);
	} else
		rc = extract_doc(site != NULL ? site : t, doc, e, flags, x);
	tmpl_free(site);
	if (fail && x->status == EXTRACT_ARTICLE) {
		extract_clear(x);
		x->status = EXTRACT_FAILED;
		x->score = -1;
		x->cause = xstrdup("the site config's body XPaths find nothing "
				   "(autodetect_on_failure: no)");
		rc = -1;
	}
	return rc;
}

int
siteconfs_extract_page(struct siteconfs *scs, const struct tmpl *t,
    const struct extract_page *pg, const struct extract_entry *e, int flags,
    struct extract *x)
{
	const struct siteconf *sc;
	struct extract_page own;
	struct html_doc *doc;
	char *bytes = NULL, *cause = NULL;
	size_t len;
	int skipped, rc;

	if ((sc = siteconfs_find(scs, pg->url)) == NULL ||
	    (pg->data == NULL && pg->scratch == NULL))
		return extract_page(t, pg, e, flags, x);
	own = *pg;
	if ((bytes = siteconf_rewrite(sc,
		 pg->data != NULL ? pg->data : pg->scratch, pg->len, &len,
		 &skipped)) != NULL) {
		own.data = bytes;
		own.scratch = NULL;
		own.len = len;
	}
	doc = html_parse(own.data != NULL ? own.data : own.scratch, own.len,
	    own.charset, own.url, &cause);
	free(bytes);
	if (doc == NULL) {
		memset(x, 0, sizeof(*x));
		x->status = EXTRACT_FAILED;
		x->score = -1;
		x->cause = cause;
		return -1;
	}
	siteconf_strip(sc, doc);
	rc = siteconfs_extract_doc(scs, t, pg->url, doc, e, flags, x);
	x->doc = doc;
	return rc;
}

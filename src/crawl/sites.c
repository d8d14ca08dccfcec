/* SPDX-License-Identifier: ISC */
/*
 * sites: discovery for [site] sections, and what it subscribes.  One
 * discovery at a time per site; the results replace the site's feeds in
 * one transaction, so a failed discovery never unsubscribes anything.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "conf.h"
#include "db.h"
#include "discover.h"
#include "log.h"
#include "sites.h"
#include "store.h"
#include "util.h"

#define SITES_REDISCOVER 86400 /* s: discover a site's feeds again */
#define SITES_RETRY 3600       /* s: after a discovery found nothing */

struct site_feed {
	char *url;
	char *found_by;
};

struct site {
	struct sites *s;
	char *name;
	struct discover *d; /* under way, or NULL */
	int64_t next_at;    /* unix s: discover again at */
	struct site_feed *found;
	size_t nfound;
	int keep; /* in the current config */
	TAILQ_ENTRY(site) entry;
};
TAILQ_HEAD(site_list, site);

struct sites {
	struct event_base *base;
	struct store *st;
	struct hostq *hq;
	const struct conf *conf;
	sites_changed_cb cb;
	void *arg;
	struct site_list list;
};

static void
site_found_clear(struct site *si)
{
	size_t i;

	for (i = 0; i < si->nfound; i++) {
		free(si->found[i].url);
		free(si->found[i].found_by);
	}
	free(si->found);
	si->found = NULL;
	si->nfound = 0;
}

static void
site_free(struct site *si)
{
	discover_free(si->d);
	site_found_clear(si);
	free(si->name);
	free(si);
}

struct sites *
sites_new(struct event_base *base, struct store *st, struct hostq *hq,
    const struct conf *conf, sites_changed_cb cb, void *arg)
{
	struct sites *s;

	s = xcalloc(1, sizeof(*s));
	s->base = base;
	s->st = st;
	s->hq = hq;
	s->conf = conf;
	s->cb = cb;
	s->arg = arg;
	TAILQ_INIT(&s->list);
	return s;
}

void
sites_free(struct sites *s)
{
	struct site *si;

	if (s == NULL)
		return;
	while ((si = TAILQ_FIRST(&s->list)) != NULL) {
		TAILQ_REMOVE(&s->list, si, entry);
		site_free(si);
	}
	free(s);
}

static const struct conf_site *
sites_conf(const struct sites *s, const char *name)
{
	size_t i;

	for (i = 0; i < s->conf->nsites; i++)
		if (strcmp(s->conf->sites[i].name, name) == 0)
			return &s->conf->sites[i];
	return NULL;
}

static int
sites_same(const char *a, const char *b)
{
	return (a == NULL && b == NULL) ||
	    (a != NULL && b != NULL && strcmp(a, b) == 0);
}

/* When the site's last discovery says the next is due. */
static int
sites_last_cb(const struct store_site *ss, void *arg)
{
	struct site *si = arg;
	const struct conf_site *cs = sites_conf(si->s, si->name);

	if (cs == NULL || strcmp(ss->url, cs->url) != 0 ||
	    !sites_same(ss->feeds, cs->feeds))
		si->next_at = 0;
	else
		si->next_at = ss->discovered_at +
		    (ss->error != NULL ? SITES_RETRY : SITES_REDISCOVER);
	return 0;
}

int
sites_set_conf(struct sites *s, const struct conf *conf)
{
	struct site *si, *tmp;
	size_t i;

	s->conf = conf;
	TAILQ_FOREACH(si, &s->list, entry)
		si->keep = 0;
	for (i = 0; i < conf->nsites; i++) {
		TAILQ_FOREACH(si, &s->list, entry)
			if (strcmp(si->name, conf->sites[i].name) == 0)
				break;
		if (si == NULL) {
			si = xcalloc(1, sizeof(*si));
			si->s = s;
			si->name = xstrdup(conf->sites[i].name);
			TAILQ_INSERT_TAIL(&s->list, si, entry);
		}
		si->keep = 1;
		si->next_at = 0;
		if (store_site_get(s->st, si->name, sites_last_cb, si) == -1 ||
		    store_feed_site_active(s->st, si->name, 1) == -1)
			return -1;
	}
	TAILQ_FOREACH_SAFE(si, &s->list, entry, tmp) {
		if (si->keep)
			continue;
		log_info("site %s: removed from the configuration (its feeds' "
			 "data stays)",
		    si->name);
		TAILQ_REMOVE(&s->list, si, entry);
		site_free(si);
	}
	return 0;
}

static void
sites_found_cb(const struct discover_feed *df, void *arg)
{
	struct site *si = arg;
	const struct conf_site *cs = sites_conf(si->s, si->name);

	if (cs == NULL || !discover_match(cs->feeds, df->url, df->title)) {
		log_debug("site %s: feed %s left out by the feeds pattern",
		    si->name, df->url);
		return;
	}
	si->found =
	    xreallocarray(si->found, si->nfound + 1, sizeof(*si->found));
	si->found[si->nfound].url = xstrdup(df->url);
	si->found[si->nfound].found_by = xstrdup(df->found_by);
	si->nfound++;
}

/* A [feed] section of the config subscribes url already. */
static int
sites_configured(const struct sites *s, const char *url)
{
	size_t i;

	for (i = 0; i < s->conf->nfeeds; i++)
		if (strcmp(s->conf->feeds[i].url, url) == 0)
			return 1;
	return 0;
}

/* Replace the site's feeds with what discovery kept, in one go. */
static int
sites_subscribe(
    struct sites *s, struct site *si, const struct conf_site *cs, int nfound)
{
	struct db *db = store_db(s->st);
	struct store_site rec;
	char *name;
	size_t i;

	if (db_begin(db) == -1)
		return -1;
	if (store_feed_site_active(s->st, si->name, 0) == -1)
		goto fail;
	for (i = 0; i < si->nfound; i++) {
		if (sites_configured(s, si->found[i].url))
			continue;
		name = discover_feed_name(si->name, cs->url, si->found[i].url);
		if (store_feed_sync_site(s->st, name, si->found[i].url,
			si->name, si->found[i].found_by) <= 0) {
			free(name);
			goto fail;
		}
		log_info("site %s: subscribed to %s (%s) as %s", si->name,
		    si->found[i].url, si->found[i].found_by, name);
		free(name);
	}
	memset(&rec, 0, sizeof(rec));
	rec.name = si->name;
	rec.url = cs->url;
	rec.feeds = cs->feeds;
	rec.discovered_at = util_now();
	rec.found = nfound;
	if (store_site_put(s->st, &rec) == -1)
		goto fail;
	return db_commit(db);
fail:
	db_rollback(db);
	return -1;
}

static void
sites_done_cb(int nfound, const char *error, void *arg)
{
	struct site *si = arg;
	struct sites *s = si->s;
	const struct conf_site *cs = sites_conf(s, si->name);
	struct store_site rec;
	int64_t now = util_now();

	if (cs == NULL)
		goto done;
	if (error != NULL || si->nfound == 0) {
		log_warnx("site %s: %s; trying again in %ds", si->name,
		    error != NULL ? error : "no feed matches its pattern",
		    SITES_RETRY);
		memset(&rec, 0, sizeof(rec));
		rec.name = si->name;
		rec.url = cs->url;
		rec.feeds = cs->feeds;
		rec.discovered_at = now;
		rec.found = nfound;
		rec.error = error != NULL ? error
					  : "no feed matches the "
					    "site's feeds pattern";
		store_site_put(s->st, &rec);
		si->next_at = now + SITES_RETRY;
		goto done;
	}
	if (sites_subscribe(s, si, cs, nfound) == -1) {
		log_warnx(
		    "site %s: database error storing its feeds", si->name);
		si->next_at = now + SITES_RETRY;
		goto done;
	}
	si->next_at = now + SITES_REDISCOVER;
done:
	/* error may point into the discovery: free it last. */
	discover_free(si->d);
	si->d = NULL;
	site_found_clear(si);
	s->cb(s->arg);
}

void
sites_run_due(struct sites *s, int64_t now, int force)
{
	const struct conf_site *cs;
	struct discover_limits lim;
	struct site *si;

	TAILQ_FOREACH(si, &s->list, entry) {
		if (si->d != NULL || (!force && si->next_at > now) ||
		    (cs = sites_conf(s, si->name)) == NULL)
			continue;
		lim.depth = cs->crawl_depth;
		lim.pages = cs->crawl_pages;
		log_info(
		    "site %s: discovering the feeds of %s", si->name, cs->url);
		site_found_clear(si);
		si->d = discover_new(s->base, s->hq, s->conf, cs->url, &lim,
		    sites_found_cb, sites_done_cb, si);
	}
}

int
sites_busy(const struct sites *s)
{
	const struct site *si;
	int n = 0;

	TAILQ_FOREACH(si, &s->list, entry)
		n += si->d != NULL;
	return n;
}

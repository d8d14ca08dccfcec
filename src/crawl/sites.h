/* SPDX-License-Identifier: ISC */
/*
 * sites: the [site "name"] sections.  Each site's feeds are found by
 * discovery (discover.c) through the host queue, filtered by the site's
 * feeds pattern and subscribed in the store under the site; discovery is
 * run again once a day, and an hour after a failure.  The crawler polls
 * what is subscribed and hears when a site's feeds changed.
 */
#ifndef TEMPLAR_SITES_H
#define TEMPLAR_SITES_H

#include <stdint.h>

struct conf;
struct event_base;
struct hostq;
struct store;
struct sites;

/* A site's feeds were subscribed (or unsubscribed) anew. */
typedef void (*sites_changed_cb)(void *arg);

/* Everything borrowed; conf must outlive the sites (sites_set_conf). */
struct sites *sites_new(struct event_base *base, struct store *st,
    struct hostq *hq, const struct conf *conf, sites_changed_cb cb, void *arg);
void sites_free(struct sites *s);

/*
 * Take a config, inside the caller's transaction (after the store's feeds
 * were deactivated): the feeds of every site it names are active again
 * (the last discovery's, until a new one replaces them); sites whose
 * last discovery is stale or was of another url or pattern are due.
 * Return 0 or -1 (database error).
 */
int sites_set_conf(struct sites *s, const struct conf *conf);

/* Start the discoveries due at now (unix seconds); all of them if
 * force. */
void sites_run_due(struct sites *s, int64_t now, int force);

/* Discoveries under way. */
int sites_busy(const struct sites *s);

#endif

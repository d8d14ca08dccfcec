/* SPDX-License-Identifier: ISC */
/*
 * store_siteconf: the Full-Text RSS site configs templar import-ftr
 * stored (schema/023-site-configs.sql), one a host with its directives
 * in file order: replaced whole on import, found for a page's host
 * (the exact name, else the most specific ".domain" wildcard), listed
 * for templar site-configs and the export.  The parts other modules
 * read are the config's own (siteconf.h): siteconf_value() for
 * next_page_link and single_page_link, siteconf_header() for
 * http_header(name): value.
 */
#ifndef TEMPLAR_STORE_SITECONF_H
#define TEMPLAR_STORE_SITECONF_H

#include <stdint.h>

#include "store.h"

struct siteconf;

/* Called for each config listed: lent for the call; non-zero stops. */
typedef int (*store_siteconf_cb)(const struct siteconf *sc, const char *source,
    int64_t imported_at, void *arg);

/*
 * Make sc the config of its host (siteconf_host()), replacing any
 * before, imported from source at now.  One transaction.  Return 0, or
 * -1 (logged) with nothing changed.
 */
int store_siteconf_put(struct store *st, const struct siteconf *sc,
    const char *source, int64_t now);
/* Forget the config of host ("example.org", ".example.org"): 1 when
 * there was one, 0 when not, -1 on error. */
int store_siteconf_remove(struct store *st, const char *host);
/*
 * The config for pages of host (lower case, no port): the one named
 * host (without "www."), else the longest ".domain" wildcard that
 * covers it.  Return 1 with *out set (caller frees with
 * siteconf_free()), 0 when none, -1 on error.
 */
int store_siteconf_get(
    struct store *st, const char *host, struct siteconf **out);
/*
 * The http_header(name): value lines of the config for host, in order,
 * to cb (name, value, arg; non-zero stops).  Return how many were
 * given, or -1.  For fetching host's pages only: never another host's.
 */
int store_siteconf_headers(struct store *st, const char *host,
    int (*cb)(const char *name, const char *value, void *arg), void *arg);
/* Every config in host order; 0 or -1. */
int store_siteconf_list(struct store *st, store_siteconf_cb cb, void *arg);
/* A number that changes whenever a config is imported or removed (0:
 * none; -1 on error), for a reader that keeps configs to notice. */
int64_t store_siteconf_stamp(struct store *st);

#endif

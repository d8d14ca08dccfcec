/* SPDX-License-Identifier: ISC */
/*
 * store_ondemand: the feeds /full?url= subscribes to at run time (found_by
 * 'on-demand', schema/016-on-demand.sql): found by URL, counted, touched
 * when asked for, kept active across reloads, made permanent by a [feed]
 * of their name, forgotten when unused; and what of a feed is not
 * extracted yet, for answers that mark it pending.
 */
#ifndef TEMPLAR_STORE_ONDEMAND_H
#define TEMPLAR_STORE_ONDEMAND_H

#include <stdint.h>

#include "store.h"

#define STORE_ONDEMAND "on-demand" /* its feeds.found_by */

/*
 * The feed subscribed at url (as configured or where it moved), preferring
 * an active one: 1 with *name (the caller frees it), *id and *on_demand
 * set; 0 when none; -1 on a database error.
 */
int store_ondemand_find(struct store *st, const char *url, char **name,
    int64_t *id, int *on_demand);
/* How many on-demand feeds there are, or -1. */
int store_ondemand_count(struct store *st);
/* Subscribe name at url on demand, asked for at now.  Return its id. */
int64_t store_ondemand_add(
    struct store *st, const char *name, const char *url, int64_t now);
/* The on-demand feed id was asked for at now.  Return 0 or -1. */
int store_ondemand_touch(struct store *st, int64_t id, int64_t now);
/*
 * After a config's feeds are synced: those it names are no longer on
 * demand; the other on-demand feeds stay active.  Return 0 or -1.
 */
int store_ondemand_sync(struct store *st);
/*
 * Forget (store_feed_purge) at most limit on-demand feeds last asked for
 * before before.  Return how many, or -1.
 */
int store_ondemand_expire(struct store *st, int64_t before, int limit);
/*
 * The feed's newest entries without an article, at most limit, newest
 * first (only the fields an answer shows are set).  Return 0, or -1.
 */
int store_ondemand_pending(
    struct store *st, int64_t feed_id, int limit, store_entry_cb cb, void *arg);

#endif

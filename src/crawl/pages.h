/* SPDX-License-Identifier: ISC */
/*
 * pages: an entry to its stored page.  The request goes through the host
 * queue (robots.txt, politeness, holds and redirects are hostq's); the
 * page or the failure is stored, failures that may pass are tried again
 * (page_tries in all), and the owner hears when each entry is over.
 */
#ifndef TEMPLAR_PAGES_H
#define TEMPLAR_PAGES_H

#include <stdint.h>

struct conf;
struct hostq;
struct event_base;
struct store;
struct pages;

/*
 * An entry's page request is over: stored (1), or failed, disallowed or
 * left for a later try (0).  owner is what pages_fetch() was given.
 */
typedef void (*pages_done_cb)(
    void *owner, int64_t entry_id, int stored, size_t bytes, void *arg);

/*
 * Everything borrowed; conf must outlive pages (see pages_set_conf).  A
 * page that arrives while another process holds the database's write
 * lock is kept (PAGES_KEEP_MAX pages, PAGES_KEEP_BYTES bytes at most) and
 * stored from a timer on base; its request is over once it is stored.
 */
struct pages *pages_new(struct event_base *base, struct store *st,
    struct hostq *hq, const struct conf *conf, pages_done_cb cb, void *arg);
/* Forget every request under way, without calling back. */
void pages_free(struct pages *pg);
void pages_set_conf(struct pages *pg, const struct conf *conf);
/* Shutting down: start nothing new; what is asked for is dropped. */
void pages_stop(struct pages *pg);

/*
 * Fetch the page of entry_id at url (attempts: failed downloads so far)
 * and store it.  cb runs exactly once for it, possibly before this
 * returns (a URL that is not http(s)).  feed names the owner in log
 * lines.
 */
void pages_fetch(struct pages *pg, void *owner, const char *feed,
    int64_t entry_id, const char *url, int attempts);
/*
 * The same for a further page of entry_id's article (part, see
 * store_part): fetched once through the host queue like any page, its
 * body or the failure stored as the part; never tried again within the
 * run.
 */
void pages_fetch_part(struct pages *pg, void *owner, const char *feed,
    int64_t entry_id, int part, const char *url);

#endif

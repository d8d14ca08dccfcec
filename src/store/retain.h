/* SPDX-License-Identifier: ISC */
/*
 * retain: how long raw pages stay.  At start and then hourly, the bodies
 * of pages older than keep_pages are dropped (store_pages_drop_old()
 * says which stay), bodies an older templar stored raw are compressed,
 * article bodies it stored before the allow-list are cleaned
 * (sanitize.c) and those it stored raw are compressed, a bounded batch
 * per transaction and per turn of the event loop, so that nothing else
 * waits long.  Articles always stay.
 */
#ifndef TEMPLAR_RETAIN_H
#define TEMPLAR_RETAIN_H

struct event_base;
struct conf;
struct store;
struct retain;

/* Everything is borrowed and must outlive it.  The first pass starts at
 * the loop's first turn. */
struct retain *retain_new(
    struct event_base *base, struct store *st, const struct conf *conf);
void retain_free(struct retain *rt);
/* A reloaded config: keep_pages, learn_entries, relearn_window. */
void retain_set_conf(struct retain *rt, const struct conf *conf);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * crawl: the scheduler and the story of one poll.  Due feeds are polled
 * through the host queue; new entries are stored; their pages are fetched
 * through the same queue and stored; once enough pages are in, a template
 * is learned; every entry with a page is extracted into an article.  The
 * one module that drives the others.
 */
#ifndef TEMPLAR_CRAWL_H
#define TEMPLAR_CRAWL_H

#include <stdint.h>

struct event_base;
struct conf;
struct store;
struct hostq;
struct crawl;

typedef void (*crawl_idle_cb)(void *arg);

struct crawl_stats {
	int feeds;            /* subscribed */
	int polls_inflight;   /* feed polls under way */
	int pages_pending;    /* page downloads queued or under way */
	int64_t articles;     /* stored since start, each one once */
	int64_t reextracted;  /* articles stored again since start (a
				 further page arrived, a new template) */
	int64_t pages;        /* fetched since start */
	int64_t polls_ok;     /* feed polls since start that succeeded */
	int64_t polls_failed; /* ... and that failed */
};

/* Everything is borrowed and must outlive the crawl. */
struct crawl *crawl_new(struct event_base *base, struct store *st,
    struct hostq *hq, const struct conf *conf);
void crawl_free(struct crawl *cr);

/*
 * Take a (new) config: subscribe its feeds in the store, forget feeds it
 * no longer has (their data stays).  Return 0, or -1 on a database error.
 */
int crawl_set_conf(struct crawl *cr, const struct conf *conf);

/*
 * Read the feeds' due times from the store again and poll those due now
 * (templar poll marked them: SIGUSR1).  Return 0, or -1 on a database
 * error.
 */
int crawl_refresh(struct crawl *cr);

/*
 * /full?url= ([http] on_demand): the feed at url.  One the store has is
 * marked asked for now; another is subscribed on demand (at most [http]
 * on_demand_max) and polled at once.  *name is its name, for the caller
 * to free.  Return 1 when subscribed now, 0 when it was already, -1 with
 * *cause set (the limit, a database error).
 */
int crawl_ondemand(
    struct crawl *cr, const char *url, char **name, char **cause);

/* Daemon mode: poll feeds as they fall due, for ever. */
void crawl_start(struct crawl *cr);

/*
 * --once mode: poll every feed now, fetch every page, learn, extract;
 * call cb when nothing is left to do.
 */
void crawl_run_once(struct crawl *cr, crawl_idle_cb cb, void *arg);

/* Stop starting new work (shutdown); what is in flight may finish. */
void crawl_stop(struct crawl *cr);

void crawl_get_stats(const struct crawl *cr, struct crawl_stats *stats);

#endif

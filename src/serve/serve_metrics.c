/* SPDX-License-Identifier: ISC */
/*
 * serve_metrics: /metrics in the Prometheus text format, version 0.0.4.
 * What the database holds (feeds by state, entries, pages by outcome,
 * articles, relearns, hosts held, its size) is read at each scrape from
 * the same reading as `templar status` (status.c); what only the running
 * daemon knows (fetches and their durations, answers served) comes from
 * metrics.c.  Gauges are what is stored now; counters only grow.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "metrics.h"
#include "serve_reply.h"
#include "serve_metrics.h"
#include "status.h"
#include "store.h"
#include "util.h"

#define SM_TYPE "text/plain; version=0.0.4; charset=utf-8"

static int sm_relearn_cb(const struct store_template *, void *);
static void sm_family(struct buf *, const char *, const char *, const char *);

/* Every template past a feed's first replaced one: a relearn. */
static int
sm_relearn_cb(const struct store_template *t, void *arg)
{
	int64_t *n = arg;

	if (t->version > 1)
		(*n)++;
	return 0;
}

static void
sm_family(struct buf *b, const char *name, const char *type, const char *help)
{
	buf_printf(b, "# HELP %s %s\n# TYPE %s %s\n", name, help, name, type);
}

void
serve_metrics_answer(const struct serve_req *rq, struct serve_reply *rp)
{
	struct status s;
	const struct store_status *n = &s.n;
	struct buf *b = &rp->body;
	int64_t relearns = 0;

	if (status_read(&s, rq->st, rq->database, rq->conf, rq->now) == -1 ||
	    store_template_list(rq->st, NULL, sm_relearn_cb, &relearns) == -1) {
		serve_reply_text_error(rp, 503, "%s",
		    s.damage != NULL ? s.damage : "database error");
		status_free(&s);
		return;
	}
	rp->type = SM_TYPE;
	sm_family(b, "templar_feeds", "gauge",
	    "Feeds subscribed, by polling "
	    "state; inactive: no longer in the configuration.");
	buf_printf(b,
	    "templar_feeds{state=\"ok\"} %lld\n"
	    "templar_feeds{state=\"failing\"} %lld\n"
	    "templar_feeds{state=\"gone\"} %lld\n"
	    "templar_feeds{state=\"refused\"} %lld\n"
	    "templar_feeds{state=\"inactive\"} %lld\n",
	    (long long)n->feeds_ok, (long long)n->feeds_failing,
	    (long long)n->feeds_gone, (long long)n->feeds_refused,
	    (long long)n->feeds_inactive);
	sm_family(b, "templar_feed_templates", "gauge",
	    "Active feeds by "
	    "template: ok (learned), failed (learning failed), none (not "
	    "yet).");
	buf_printf(b,
	    "templar_feed_templates{status=\"ok\"} %lld\n"
	    "templar_feed_templates{status=\"failed\"} %lld\n"
	    "templar_feed_templates{status=\"none\"} %lld\n",
	    (long long)n->tmpl_ok, (long long)n->tmpl_failed,
	    (long long)n->tmpl_none);
	sm_family(b, "templar_entries", "gauge", "Feed entries stored.");
	buf_printf(b, "templar_entries %lld\n", (long long)n->entries);
	sm_family(b, "templar_entries_without_article", "gauge",
	    "Feed entries with no article (yet).");
	buf_printf(b, "templar_entries_without_article %lld\n",
	    (long long)n->entries_without_article);
	sm_family(b, "templar_pages", "gauge",
	    "Article pages by outcome: "
	    "fetched, failed for good, or waiting to be tried again.");
	buf_printf(b,
	    "templar_pages{outcome=\"fetched\"} %lld\n"
	    "templar_pages{outcome=\"failed\"} %lld\n"
	    "templar_pages{outcome=\"retrying\"} %lld\n",
	    (long long)(n->pages - n->pages_failed), (long long)n->pages_failed,
	    (long long)n->pages_retrying);
	sm_family(b, "templar_articles", "gauge",
	    "Articles extracted and "
	    "stored.");
	buf_printf(b, "templar_articles %lld\n", (long long)n->articles);
	sm_family(b, "templar_relearns_total", "counter",
	    "Templates learned "
	    "again because the one before stopped fitting or was replaced.");
	buf_printf(b, "templar_relearns_total %lld\n", (long long)relearns);
	sm_family(b, "templar_hosts_held", "gauge",
	    "Hosts templard holds "
	    "back now (Retry-After, back-off, refusal).");
	buf_printf(b, "templar_hosts_held %zu\n", s.nhosts);
	sm_family(b, "templar_database_bytes", "gauge",
	    "Size of the "
	    "database file and its write-ahead log.");
	buf_printf(b, "templar_database_bytes %llu\n",
	    (unsigned long long)s.space.size);
	if (s.checked) {
		sm_family(b, "templar_database_damaged", "gauge",
		    "1 when PRAGMA quick_check at templard's start found "
		    "the database damaged, else 0.");
		buf_printf(
		    b, "templar_database_damaged %d\n", s.damage != NULL);
	}
	metrics_write(b);
	status_free(&s);
}

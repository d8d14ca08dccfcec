/* SPDX-License-Identifier: ISC */
/*
 * retain: a pass is a run of batches, each one transaction, each started
 * from the event loop by a zero timer so that polls and pages go on in
 * between; after the last batch the timer waits RETAIN_PERIOD_MS.  The
 * newest pages of a feed that learning and validation read
 * (learn_entries for a template, relearn_window more to judge one) keep
 * their bodies, as do those a current template was learned from.  A
 * batch cut short (kill -9) is rolled back whole, its rows still marked
 * as before: the next start does it again.
 */
#include "config.h"

#include <stdlib.h>

#include <event2/event.h>

#include "conf.h"
#include "db.h"
#include "log.h"
#include "retain.h"
#include "sanitize.h"
#include "store.h"
#include "store_ondemand.h"
#include "util.h"

#define RETAIN_PERIOD_MS (3600 * 1000) /* between passes */
#define RETAIN_DROP_BATCH 500          /* bodies dropped per transaction */
#define RETAIN_COMPRESS_BATCH 20       /* raw bodies compressed per one */
#define RETAIN_CLEAN_BATCH 20          /* article bodies cleaned per one */
#define RETAIN_PACK_BATCH 50           /* raw articles compressed per one */
#define RETAIN_FORGET_BATCH 5          /* unused on-demand feeds forgotten */

struct retain {
	struct store *st;
	const struct conf *conf;
	struct event *timer;
	int64_t before;     /* this pass drops what is older (unix s) */
	int64_t dropped;    /* bodies dropped in this pass */
	int64_t bytes;      /* stored bytes they held */
	int64_t compressed; /* raw bodies compressed in this pass */
	int compressing;    /* 0 once no raw body is left */
	int64_t cleaned;    /* article bodies cleaned in this pass */
	int cleaning;       /* 0 once none is left to clean */
	int64_t packed;     /* raw articles compressed in this pass */
	int packing;        /* 0 once no raw article is left */
	int64_t forgot;     /* on-demand feeds forgotten in this pass */
	int forgot_done;    /* none is left unused too long */
};

static void retain_timer_cb(evutil_socket_t fd, short what, void *arg);

struct retain *
retain_new(struct event_base *base, struct store *st, const struct conf *conf)
{
	struct retain *rt;
	struct timeval tv = { 0, 0 };

	rt = xcalloc(1, sizeof(*rt));
	rt->st = st;
	rt->conf = conf;
	rt->compressing = 1;
	rt->cleaning = 1;
	rt->packing = 1;
	rt->before = -1;
	if ((rt->timer = evtimer_new(base, retain_timer_cb, rt)) == NULL ||
	    evtimer_add(rt->timer, &tv) == -1)
		fatalx("cannot start the retention timer");
	return rt;
}

void
retain_free(struct retain *rt)
{
	if (rt == NULL)
		return;
	event_free(rt->timer);
	free(rt);
}

void
retain_set_conf(struct retain *rt, const struct conf *conf)
{
	rt->conf = conf;
}

/* The end of a pass: say what it did, wait for the next. */
static void
retain_pass_done(struct retain *rt)
{
	struct timeval tv;
	char *age;

	if (rt->dropped > 0) {
		age = util_format_duration(rt->conf->keep_pages);
		log_info("pages: dropped the bodies of %lld page%s older than "
			 "%s, %.1f MB",
		    (long long)rt->dropped, rt->dropped == 1 ? "" : "s", age,
		    (double)rt->bytes / 1e6);
		free(age);
	}
	if (rt->compressed > 0)
		log_info("pages: compressed %lld pages an older templar stored "
			 "raw",
		    (long long)rt->compressed);
	if (rt->cleaned > 0)
		log_info("articles: cleaned the bodies of %lld article%s an "
			 "older templar stored",
		    (long long)rt->cleaned, rt->cleaned == 1 ? "" : "s");
	if (rt->packed > 0)
		log_info("articles: compressed the bodies of %lld article%s an "
			 "older templar stored raw",
		    (long long)rt->packed, rt->packed == 1 ? "" : "s");
	if (rt->forgot > 0) {
		age = util_format_duration(rt->conf->http_on_demand_keep);
		log_info("feeds: forgot %lld on-demand feed%s unused for %s",
		    (long long)rt->forgot, rt->forgot == 1 ? "" : "s", age);
		free(age);
	}
	rt->before = -1;
	rt->dropped = rt->bytes = rt->compressed = rt->cleaned = rt->packed = 0;
	rt->forgot = rt->forgot_done = 0;
	tv.tv_sec = RETAIN_PERIOD_MS / 1000;
	tv.tv_usec = 0;
	evtimer_add(rt->timer, &tv);
}

/*
 * One batch in one transaction.  Return 1 when there is more to do, 0
 * when the pass is over (or failed: the next pass tries again).
 */
static int
retain_batch(struct retain *rt)
{
	struct db *db = store_db(rt->st);
	const struct conf *conf = rt->conf;
	int n, more = 0;

	if (db_begin(db) == -1)
		return 0;
	if (rt->compressing) {
		if ((n = store_pages_compress_raw(
			 rt->st, RETAIN_COMPRESS_BATCH)) == -1)
			goto fail;
		rt->compressed += n;
		rt->compressing = n == RETAIN_COMPRESS_BATCH;
		more = rt->compressing;
	}
	if (rt->cleaning) {
		if ((n = store_articles_clean_raw(
			 rt->st, RETAIN_CLEAN_BATCH, sanitize_html)) == -1)
			goto fail;
		rt->cleaned += n;
		rt->cleaning = n == RETAIN_CLEAN_BATCH;
		more |= rt->cleaning;
	}
	/* After cleaning, which rewrites body_html compressed anyway. */
	if (rt->packing && !rt->cleaning) {
		if ((n = store_articles_compress_raw(
			 rt->st, RETAIN_PACK_BATCH)) == -1)
			goto fail;
		rt->packed += n;
		rt->packing = n == RETAIN_PACK_BATCH;
		more |= rt->packing;
	}
	if (conf->keep_pages > 0) {
		if (rt->before == -1)
			rt->before = util_now() - conf->keep_pages / 1000;
		if ((n = store_pages_drop_old(rt->st, rt->before,
			 conf->learn_entries + conf->relearn_window,
			 RETAIN_DROP_BATCH, util_now(), &rt->bytes)) == -1)
			goto fail;
		rt->dropped += n;
		more |= n == RETAIN_DROP_BATCH;
	}
	if (!rt->forgot_done) {
		if ((n = store_ondemand_expire(rt->st,
			 util_now() - conf->http_on_demand_keep / 1000,
			 RETAIN_FORGET_BATCH)) == -1)
			goto fail;
		rt->forgot += n;
		rt->forgot_done = n < RETAIN_FORGET_BATCH;
		more |= !rt->forgot_done;
	}
	if (db_commit(db) == -1)
		goto fail;
	return more;
fail:
	db_rollback(db);
	return 0;
}

static void
retain_timer_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	struct retain *rt = arg;
	struct timeval tv = { 0, 0 };

	if (retain_batch(rt))
		evtimer_add(rt->timer, &tv);
	else
		retain_pass_done(rt);
}

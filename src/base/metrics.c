/* SPDX-License-Identifier: ISC */
/*
 * metrics: the daemon's own counters, in the Prometheus text exposition
 * format (https://prometheus.io/docs/instrumenting/exposition_formats/).
 * A fetch's outcome is the class of its answer, so the families stay
 * small whatever the web answers: "2xx" ... "5xx", or "error" when none
 * came or it was cut short.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "metrics.h"
#include "util.h"

/* Fetch durations: upper bounds of the histogram's buckets, in ms. */
static const int64_t metrics_bounds[] = { 50, 100, 250, 500, 1000, 2500, 5000,
	10000, 30000 };

enum {
	M_ERROR, /* no answer, or cut short */
	M_1XX,
	M_2XX,
	M_3XX,
	M_4XX,
	M_5XX,
	M_NOUTCOMES
};

static const char *const metrics_outcomes[M_NOUTCOMES] = { "error", "1xx",
	"2xx", "3xx", "4xx", "5xx" };

#define METRICS_MAX_STATUS 600 /* answers served, by code 100..599 */

static struct {
	uint64_t fetches[M_NOUTCOMES];
	uint64_t buckets[NELEM(metrics_bounds)]; /* le bound, not cumulative */
	uint64_t count;
	int64_t sum_ms;
	uint64_t served[METRICS_MAX_STATUS];
	uint64_t extracted[2]; /* new articles, stored again */
	int checked;           /* the database was checked */
	int64_t checked_at;
	char *damage; /* what the check found, NULL when whole */
} metrics;

void
metrics_check_set(int64_t at, const char *damage)
{
	free(metrics.damage);
	metrics.damage = damage != NULL ? xstrdup(damage) : NULL;
	metrics.checked = 1;
	metrics.checked_at = at;
}

int
metrics_check_get(int64_t *at, const char **damage)
{
	*at = metrics.checked_at;
	*damage = metrics.damage;
	return metrics.checked;
}

void
metrics_fetch_done(long status, int failed, int64_t ms)
{
	size_t i;

	if (failed || status < 100 || status > 599)
		metrics.fetches[M_ERROR]++;
	else
		metrics.fetches[M_1XX + status / 100 - 1]++;
	if (ms < 0)
		ms = 0;
	for (i = 0; i < NELEM(metrics_bounds); i++) {
		if (ms <= metrics_bounds[i]) {
			metrics.buckets[i]++;
			break;
		}
	}
	metrics.count++;
	metrics.sum_ms += ms;
}

void
metrics_served(int status)
{
	if (status >= 100 && status < METRICS_MAX_STATUS)
		metrics.served[status]++;
}

void
metrics_extracted(int again)
{
	metrics.extracted[again != 0]++;
}

void
metrics_write(struct buf *b)
{
	uint64_t cum = 0;
	size_t i;

	buf_adds(b,
	    "# HELP templar_fetches_total HTTP fetches templard made "
	    "(feeds, pages, robots.txt), by outcome.\n"
	    "# TYPE templar_fetches_total counter\n");
	for (i = 0; i < M_NOUTCOMES; i++)
		buf_printf(b, "templar_fetches_total{outcome=\"%s\"} %llu\n",
		    metrics_outcomes[i],
		    (unsigned long long)metrics.fetches[i]);
	buf_adds(b,
	    "# HELP templar_fetch_duration_seconds How long fetches "
	    "took, from start to the last byte.\n"
	    "# TYPE templar_fetch_duration_seconds histogram\n");
	for (i = 0; i < NELEM(metrics_bounds); i++) {
		cum += metrics.buckets[i];
		buf_printf(b,
		    "templar_fetch_duration_seconds_bucket"
		    "{le=\"%g\"} %llu\n",
		    (double)metrics_bounds[i] / 1000, (unsigned long long)cum);
	}
	buf_printf(b,
	    "templar_fetch_duration_seconds_bucket{le=\"+Inf\"} "
	    "%llu\n",
	    (unsigned long long)metrics.count);
	buf_printf(b, "templar_fetch_duration_seconds_sum %.3f\n",
	    (double)metrics.sum_ms / 1000);
	buf_printf(b, "templar_fetch_duration_seconds_count %llu\n",
	    (unsigned long long)metrics.count);
	buf_adds(b,
	    "# HELP templar_http_requests_total HTTP requests "
	    "templard answered, by status code.\n"
	    "# TYPE templar_http_requests_total counter\n");
	for (i = 100; i < METRICS_MAX_STATUS; i++) {
		if (metrics.served[i] > 0)
			buf_printf(b,
			    "templar_http_requests_total"
			    "{code=\"%zu\"} %llu\n",
			    i, (unsigned long long)metrics.served[i]);
	}
	buf_printf(b,
	    "# HELP templar_articles_extracted_total Articles stored since "
	    "start, each once.\n"
	    "# TYPE templar_articles_extracted_total counter\n"
	    "templar_articles_extracted_total %llu\n"
	    "# HELP templar_articles_reextracted_total Articles stored again "
	    "since start: a further page arrived, a new template.\n"
	    "# TYPE templar_articles_reextracted_total counter\n"
	    "templar_articles_reextracted_total %llu\n",
	    (unsigned long long)metrics.extracted[0],
	    (unsigned long long)metrics.extracted[1]);
}

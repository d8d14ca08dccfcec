/* SPDX-License-Identifier: ISC */
/*
 * test-metrics: the daemon's counters as Prometheus reads them: outcomes
 * by answer class, the duration histogram's buckets cumulative up to
 * +Inf, its sum in seconds, answers served by code.
 */
#include "config.h"

#include <string.h>

#include "../lib/t.h"
#include "metrics.h"
#include "util.h"

static int
has(const struct buf *b, const char *line)
{
	return b->data != NULL && strstr(b->data, line) != NULL;
}

static void
test_metrics_fetches_and_histogram(void)
{
	struct buf b;

	metrics_fetch_done(200, 0, 40);    /* le 0.05 */
	metrics_fetch_done(304, 0, 100);   /* le 0.1, the bound itself */
	metrics_fetch_done(503, 0, 2000);  /* le 2.5 */
	metrics_fetch_done(200, 1, 60000); /* too large: error, +Inf */
	metrics_fetch_done(0, 1, 10);      /* no answer */
	buf_init(&b);
	metrics_write(&b);
	T_OK(has(&b, "# TYPE templar_fetches_total counter\n"));
	T_OK(has(&b, "templar_fetches_total{outcome=\"2xx\"} 1\n"));
	T_OK(has(&b, "templar_fetches_total{outcome=\"3xx\"} 1\n"));
	T_OK(has(&b, "templar_fetches_total{outcome=\"5xx\"} 1\n"));
	T_OK(has(&b, "templar_fetches_total{outcome=\"error\"} 2\n"));
	T_OK(has(&b, "# TYPE templar_fetch_duration_seconds histogram\n"));
	T_OK(has(&b, "templar_fetch_duration_seconds_bucket{le=\"0.05\"} 2\n"));
	T_OK(has(&b, "templar_fetch_duration_seconds_bucket{le=\"0.1\"} 3\n"));
	T_OK(has(&b, "templar_fetch_duration_seconds_bucket{le=\"2.5\"} 4\n"));
	T_OK(has(&b, "templar_fetch_duration_seconds_bucket{le=\"30\"} 4\n"));
	T_OK(has(&b, "templar_fetch_duration_seconds_bucket{le=\"+Inf\"} 5\n"));
	T_OK(has(&b, "templar_fetch_duration_seconds_sum 62.150\n"));
	T_OK(has(&b, "templar_fetch_duration_seconds_count 5\n"));
	buf_free(&b);
}

static void
test_metrics_served_by_code(void)
{
	struct buf b;

	metrics_served(200);
	metrics_served(200);
	metrics_served(404);
	metrics_served(999); /* no such code: not counted */
	buf_init(&b);
	metrics_write(&b);
	T_OK(has(&b, "templar_http_requests_total{code=\"200\"} 2\n"));
	T_OK(has(&b, "templar_http_requests_total{code=\"404\"} 1\n"));
	T_OK(!has(&b, "code=\"999\""));
	T_OK(!has(&b, "code=\"500\""));
	buf_free(&b);
}

int
main(void)
{
	T_RUN(test_metrics_fetches_and_histogram);
	T_RUN(test_metrics_served_by_code);
	return t_done();
}

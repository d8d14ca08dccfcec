/* SPDX-License-Identifier: ISC */
/*
 * metrics: what only the running daemon can count, kept since it
 * started: every fetch (its outcome and how long it took) and every HTTP
 * answer served.  templard's /metrics writes these beside what it reads
 * from the database.  Counters are process-wide: templard has one event
 * loop, so nothing here locks.
 */
#ifndef TEMPLAR_METRICS_H
#define TEMPLAR_METRICS_H

#include <stdint.h>

struct buf;

/*
 * A fetch ended after ms milliseconds with HTTP status (0 when no answer
 * came) and failed set when it was cut short (no answer, too large).
 */
void metrics_fetch_done(long status, int failed, int64_t ms);
/* An HTTP answer of status was served. */
void metrics_served(int status);
/*
 * An article was stored: again is 0 for an entry that had none, 1 for
 * one stored again (a further page of it arrived, a new template
 * extracted it), so that an article counts once however often it is
 * extracted.
 */
void metrics_extracted(int again);
/*
 * The database's last PRAGMA quick_check, at time at (unix seconds):
 * damage NULL when it was whole, else what was found (copied).
 */
void metrics_check_set(int64_t at, const char *damage);
/*
 * Whether the database was checked in this process; if so *at and
 * *damage (lent, NULL when whole) say when and what was found.
 */
int metrics_check_get(int64_t *at, const char **damage);
/*
 * Append the families counted here to b in the Prometheus text format
 * (version 0.0.4): templar_fetches_total, templar_fetch_duration_seconds,
 * templar_http_requests_total, templar_articles_extracted_total and
 * templar_articles_reextracted_total.
 */
void metrics_write(struct buf *b);

#endif

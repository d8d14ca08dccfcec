/* SPDX-License-Identifier: ISC */
/*
 * serve_full: /full?url=FEED_URL, a full-text feed for any feed ([http]
 * on_demand), as Full-Text RSS's makefulltextfeed.php?url= answers: the
 * feed is subscribed on demand (crawl_ondemand()), and the answer holds
 * its articles and, marked pending, the entries not extracted yet.
 */
#ifndef TEMPLAR_SERVE_FULL_H
#define TEMPLAR_SERVE_FULL_H

#include "serve_reply.h"

/* How long the first answer may wait for the feed's first poll. */
#define SERVE_FULL_WAIT_MS 5000
/* How often it looks whether the poll is in. */
#define SERVE_FULL_STEP_MS 20

/*
 * GET /full?url=FEED_URL[&format=atom|rss|json].  rp->status 0: the
 * feed's first poll is not in yet, ask again in SERVE_FULL_STEP_MS; with
 * last set the answer is given whatever is in.
 */
void serve_full_answer(
    const struct serve_req *rq, struct serve_reply *rp, int last);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * serve_pages: templard's pages for a person in a browser: the status
 * page, a feed's article list, an article's reader view and search
 * results.  Plain HTML written on the server, no script.
 */
#ifndef TEMPLAR_SERVE_PAGES_H
#define TEMPLAR_SERVE_PAGES_H

#include "serve_reply.h"

/* GET / */
void serve_pages_status(const struct serve_req *rq, struct serve_reply *rp);
/* GET /feeds/NAME */
void serve_pages_feed(
    const struct serve_req *rq, struct serve_reply *rp, const char *name);
/* GET /articles/ID */
void serve_pages_article(
    const struct serve_req *rq, struct serve_reply *rp, const char *id);
/* GET /search?q= */
void serve_pages_search(const struct serve_req *rq, struct serve_reply *rp);
/* /articles: the newest articles of every feed, ?page=N. */
void serve_pages_latest(const struct serve_req *rq, struct serve_reply *rp);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * hostq: the per-host queue every request goes through.  Per host key
 * (scheme://host:port): at most one request in flight and at least
 * host_delay between two request starts; all hosts together at most
 * max_connections in flight.  Feed polls and page downloads to one host
 * share one FIFO.  A host can be held (Retry-After, back-off).
 */
#ifndef TEMPLAR_HOSTQ_H
#define TEMPLAR_HOSTQ_H

#include <stdint.h>

#include "http.h"

struct hostq;

/* http and conf are borrowed and must outlive the queue. */
struct hostq *hostq_new(struct event_base *base, struct http *http,
    const struct conf *conf);
/*
 * Drop queued requests and cancel those in flight without calling their
 * callbacks.  Call it from outside the callbacks.
 */
void hostq_free(struct hostq *hq);
void hostq_set_conf(struct hostq *hq, const struct conf *conf);

/*
 * Queue a GET.  req's strings are copied.  cb runs exactly once, from the
 * event loop, with the response (or an error response if it could not be
 * started).  Return 0, or -1 if the URL has no http(s) host.
 */
int hostq_push(struct hostq *hq, const struct http_request *req,
    http_done_cb cb, void *arg);

/* Start nothing on this host before until_ms (util_monotonic() time). */
void hostq_hold(struct hostq *hq, const char *url, int64_t until_ms);

/*
 * The least gap between two request starts on url's host, when it is
 * more than host_delay (robots.txt Crawl-delay).  It lasts while hostq
 * remembers the host: set it again with each batch of requests.
 */
void hostq_set_delay(struct hostq *hq, const char *url, int64_t delay_ms);

/*
 * Fail every request queued (not in flight) for url's host: their
 * callbacks run from the loop with error as the response's error.
 * Return how many.
 */
int hostq_cancel_host(struct hostq *hq, const char *url, const char *error);

/*
 * Forget every request (queued, in flight or failed) made with this cb
 * and arg, without calling cb: for an owner that goes away first.
 * Return how many.
 */
int hostq_cancel(struct hostq *hq, http_done_cb cb, void *arg);

/* Requests queued or in flight, all hosts together. */
int hostq_pending(const struct hostq *hq);

#endif

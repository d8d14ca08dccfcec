/* SPDX-License-Identifier: ISC */
/*
 * hostq: the one gate every request to a web server goes through, and
 * the home of every per-host rule.  Per host key (scheme://host:port):
 *
 *  - robots.txt (RFC 9309) is read before any other request to a host
 *    and kept a day, so its Crawl-delay holds from the first request;
 *  - at most one request in flight and at least host_delay (or the
 *    Crawl-delay, up to max_crawl_delay) between two request starts;
 *    all hosts together at most max_connections in flight;
 *  - names seen to connect to one IP address (http's address) share
 *    that politeness: one request in flight to the address, the gap
 *    and the longest Crawl-delay of its names between two (robots.txt
 *    and holds stay per name, RFC 9309 2.3);
 *  - host holds: Retry-After on a 429/503, a doubling back-off on a
 *    429/503 without it (an hour at most when a page got the answer), a
 *    day's rest after a 401/403 to a feed; remembered in the store
 *    (hostq_set_store) so a restart keeps them;
 *  - path holds: a 401/403 to a page holds that page a day and its
 *    directory an hour, not the host (other feeds may share it);
 *    HOSTQ_MAX_PATHS a host, remembered in the store as well;
 *  - redirects are followed here, one hop at a time, each hop queued on
 *    its own host and passing that host's robots.txt and holds.
 *
 * Feed polls, page downloads and discovery to one host share one FIFO.
 */
#ifndef TEMPLAR_HOSTQ_H
#define TEMPLAR_HOSTQ_H

#include <stdint.h>

#include "http.h"

struct hostq;
struct store;

/* What a request is for: how robots.txt applies to it. */
enum hostq_kind {
	/*
	 * A URL the configuration names (a feed, a site's address and the
	 * feeds its page announces): robots.txt is still read first, for
	 * its Crawl-delay, but a Disallow is only logged, once.
	 */
	HOSTQ_FEED,
	/* An entry's page: a Disallow fails it for good (is_final). */
	HOSTQ_PAGE,
	/* A page discovery crawls for feeds: likewise. */
	HOSTQ_DISCOVERY,
};

/* Responses hostq makes itself, without a request (status 0). */
#define HOSTQ_DISALLOWED "disallowed by robots.txt"       /* is_final */
#define HOSTQ_ROBOTS_UNAVAILABLE "robots.txt unavailable" /* may pass */
#define HOSTQ_TOO_MANY_REDIRECTS "too many redirects"     /* is_final */

/* http and conf are borrowed and must outlive the queue. */
struct hostq *hostq_new(
    struct event_base *base, struct http *http, const struct conf *conf);
/*
 * Drop queued requests and cancel those in flight without calling their
 * callbacks.  Call it from outside the callbacks.
 */
void hostq_free(struct hostq *hq);
void hostq_set_conf(struct hostq *hq, const struct conf *conf);
/*
 * Keep holds in st's hosts table, and read a host's hold from it the
 * first time the queue meets the host.  st is borrowed; without a store
 * holds last as long as the queue.
 */
void hostq_set_store(struct hostq *hq, struct store *st);

/*
 * Queue a GET of kind.  req's strings are copied; req->max_redirs hops
 * at most (0: HTTP_MAX_REDIRS).  cb runs exactly once, from the event
 * loop, with the final response: url as asked, final_url, redirects and
 * permanent (every hop a 301 or 308) after the hops.  Responses hostq
 * makes itself have status 0 and an error (see above; also "host held
 * ..." when the host is held for longer than a minute, "path held ..."
 * for a page under a refused path, and is_final for a redirect to
 * another scheme).  Return 0, or -1 if the URL has no
 * http(s) host.
 */
int hostq_push(struct hostq *hq, enum hostq_kind kind,
    const struct http_request *req, http_done_cb cb, void *arg);

/* Start nothing on this host before until_ms (util_monotonic() time). */
void hostq_hold(struct hostq *hq, const char *url, int64_t until_ms);

/*
 * The unix time before which a request to url cannot pass: the end of
 * its host's hold, of a path hold covering it, or of a robots.txt that
 * could not be read.  0 when
 * nothing is known against it.
 */
int64_t hostq_next_try(struct hostq *hq, const char *url);

/*
 * Forget every request (queued, in flight or failed) made with this cb
 * and arg, without calling cb: for an owner that goes away first.
 * Return how many.
 */
int hostq_cancel(struct hostq *hq, http_done_cb cb, void *arg);

/*
 * Hosts hostq remembers (robots.txt, holds): at most HOSTQ_MAX_HOSTS once
 * their requests are over, the least recently used forgotten first.
 */
#define HOSTQ_MAX_HOSTS 1024
/* Path holds a host keeps (and the store keeps), those ending last. */
#define HOSTQ_MAX_PATHS 16
int hostq_hosts(const struct hostq *hq);

/*
 * Addresses hostq remembers: those of the hosts it remembers (and of
 * requests in flight), so no more than hosts; an address is forgotten
 * with the last host seen there.
 */
int hostq_addrs(const struct hostq *hq);

/* Requests queued or in flight, all hosts together; hostq's own
 * robots.txt requests are not counted. */
int hostq_pending(const struct hostq *hq);

#endif

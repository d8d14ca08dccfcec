/* SPDX-License-Identifier: ISC */
/*
 * serve_conns: the connections of templard's HTTP port, counted from the
 * moment they are accepted (evhttp in libevent 2.1 has no limit of its
 * own and sees a connection only once a request is in).  A connection is
 * idle while it waits for a request head and busy from the head to the
 * last byte of its answer.  At most a number of connections below the
 * file descriptor limit are open, and a few per client address: a new
 * connection beyond either closes the connection idle the longest (the
 * newcomer is closed only when none is idle); a head not complete within
 * SERVE_CONNS_HEAD_TIMEOUT seconds closes its connection; output waiting
 * for slow readers is bounded in total; when accept() runs out of file
 * descriptors, accepting pauses for a moment instead of spinning.
 */
#ifndef TEMPLAR_SERVE_CONNS_H
#define TEMPLAR_SERVE_CONNS_H

#include <stddef.h>

#define SERVE_CONNS_MAX 256         /* connections at most, fds allowing */
#define SERVE_CONNS_PER_ADDR 32     /* of one client address */
#define SERVE_CONNS_HEAD_TIMEOUT 10 /* seconds to send a request head */
#define SERVE_CONNS_MAX_OUTPUT (64u << 20) /* answer bytes queued, total */

struct evconnlistener;
struct event_base;
struct evhttp;
struct evhttp_request;
struct serve_conns;

/*
 * Count and limit the connections of http, whose listener is lev (may be
 * NULL), on base.  fd_reserve: file descriptors left to the rest of the
 * daemon (crawling, SQLite) below RLIMIT_NOFILE.  Call before the first
 * connection; free with serve_conns_free() after evhttp_free().
 */
struct serve_conns *serve_conns_new(struct event_base *base,
    struct evhttp *http, struct evconnlistener *lev, int fd_reserve);
void serve_conns_free(struct serve_conns *cs);
/* Connections open now, and the most that may be. */
size_t serve_conns_count(const struct serve_conns *cs);
size_t serve_conns_limit(const struct serve_conns *cs);
/*
 * A request's head is in: its connection is busy until the answer is
 * written (or the connection closes).
 */
void serve_conns_request(struct serve_conns *cs, struct evhttp_request *req);
/*
 * Whether an answer of len bytes may be queued now: 0 when the answers
 * waiting for slow readers, with it, would pass SERVE_CONNS_MAX_OUTPUT.
 */
int serve_conns_may_send(struct serve_conns *cs, size_t len);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * serve_conns: counting and limiting the HTTP port's connections (see
 * serve_conns.h).  libevent 2.1's evhttp accepts on its own and tells
 * nothing until a request head is in; what it does let us do is make
 * each connection's bufferevent (evhttp_set_bevcb).  So a connection is
 * known here the moment it is accepted: its bufferevent is made here and
 * held (a reference of ours keeps its memory valid whatever evhttp does),
 * and, once the accept callback has returned, the evhttp connection is
 * read off the bufferevent's callback argument (evhttp's own), given a
 * close callback and admitted or not.  The accept listener's error
 * callback is called with evhttp's argument, not ours: it finds us by
 * our tick, an event of the same base whose argument we are.
 */
#include "config.h"

#include <sys/types.h>
#include <sys/resource.h>
#include <sys/socket.h>

#include <errno.h>
#ifdef HAVE_MALLOC_TRIM
#include <malloc.h>
#endif
#include <stdlib.h>
#include <string.h>

#include <event2/buffer.h>
#include <event2/bufferevent.h>
#include <event2/event.h>
#include <event2/http.h>
#include <event2/listener.h>

#include "log.h"
#include "serve_conns.h"
#include "util.h"

#define SERVE_CONNS_TICK_MS 500      /* deadlines are checked this often */
#define SERVE_CONNS_PAUSE_MS 250     /* accepting paused when out of fds */
#define SERVE_CONNS_EPISODE_MS 10000 /* quiet time that ends an episode */
#define SERVE_CONNS_MIN 4            /* however few fds there are */
#define SERVE_CONNS_BIG (1u << 20)   /* an answer worth giving memory back */
#define SERVE_CONNS_BATCH 16         /* accepted beyond max before admitting */
#define SERVE_CONNS_BACKLOG 1024     /* connections the kernel queues */

struct sconn {
	struct serve_conns *cs;
	struct bufferevent *bev;         /* a reference of ours */
	struct evhttp_connection *evcon; /* NULL until admitted */
	struct sockaddr_storage peer;
	socklen_t peerlen; /* 0: not known */
	enum {
		SCONN_NEW,  /* accepted, not yet admitted */
		SCONN_IDLE, /* waiting for a request head */
		SCONN_BUSY  /* a head is in, its answer not all out */
	} state;
	int64_t idle_since;     /* monotonic ms */
	TAILQ_ENTRY(sconn) all; /* every connection */
	TAILQ_ENTRY(sconn) q;   /* in fresh or idle, as state says */
};
TAILQ_HEAD(sconn_list, sconn);

/* What serve_conns_find_cb looks for: the serve_conns of a listener. */
struct serve_conns_find {
	struct evconnlistener *lev;
	struct serve_conns *found;
};

struct serve_conns {
	struct event_base *base;
	struct evhttp *http;
	struct evconnlistener *lev;
	struct event *admit;  /* admits the connections just accepted */
	struct event *tick;   /* head deadlines, the end of an fd episode */
	struct event *resume; /* accepting again after a pause */
	struct sconn_list conns;
	struct sconn_list fresh; /* SCONN_NEW */
	struct sconn_list idle;  /* SCONN_IDLE, the longest idle first */
	size_t nconns;
	size_t max;         /* below the fd limit */
	size_t per_addr;    /* of one address */
	int is_held;        /* accepting stopped until the batch is admitted */
	int is_starved;     /* an episode of accept() out of fds */
	int64_t starved_at; /* its last pause, monotonic ms */
	unsigned pauses;    /* in this episode */
	int is_trim_due;    /* a big answer was queued since the last trim */
};

static struct bufferevent *serve_conns_bev_cb(struct event_base *, void *);
static void serve_conns_admit_cb(evutil_socket_t, short, void *);
static void serve_conns_admit(struct serve_conns *, struct sconn *);
static void serve_conns_tick_cb(evutil_socket_t, short, void *);
static void serve_conns_resume_cb(evutil_socket_t, short, void *);
static void serve_conns_accept_error_cb(struct evconnlistener *, void *);
static int serve_conns_find_cb(
    const struct event_base *, const struct event *, void *);
static void serve_conns_closed_cb(struct evhttp_connection *, void *);
static void serve_conns_done_cb(struct evhttp_request *, void *);
static void serve_conns_forget(struct sconn *);
static void serve_conns_close(struct sconn *);
static struct sconn *serve_conns_oldest_idle(
    struct serve_conns *, const struct sconn *);
static int serve_conns_same_addr(const struct sconn *, const struct sconn *);
static void serve_conns_set_idle(struct sconn *);
static size_t serve_conns_fd_budget(int);
static void serve_conns_trim(struct serve_conns *);

struct serve_conns *
serve_conns_new(struct event_base *base, struct evhttp *http,
    struct evconnlistener *lev, int fd_reserve)
{
	struct serve_conns *cs;
	struct timeval tv = { 0, SERVE_CONNS_TICK_MS * 1000 };

	cs = xcalloc(1, sizeof(*cs));
	cs->base = base;
	cs->http = http;
	cs->lev = lev;
	TAILQ_INIT(&cs->conns);
	TAILQ_INIT(&cs->fresh);
	TAILQ_INIT(&cs->idle);
	cs->max = serve_conns_fd_budget(fd_reserve);
	cs->per_addr = SERVE_CONNS_PER_ADDR;
	if (cs->per_addr > cs->max / 2)
		cs->per_addr = cs->max / 2;
	if ((cs->admit = event_new(base, -1, 0, serve_conns_admit_cb, cs)) ==
		NULL ||
	    (cs->tick = event_new(
		 base, -1, EV_PERSIST, serve_conns_tick_cb, cs)) == NULL ||
	    (cs->resume = evtimer_new(base, serve_conns_resume_cb, cs)) == NULL)
		fatalx("%s: event_new failed", __func__);
	event_add(cs->tick, &tv);
	evhttp_set_bevcb(http, serve_conns_bev_cb, cs);
	if (lev != NULL) {
		evconnlistener_set_error_cb(lev, serve_conns_accept_error_cb);
		/*
		 * evhttp listens with a backlog of 128: a burst beyond it
		 * has the kernel drop SYNs, and a client waits seconds for
		 * its retransmission however quickly we accept.  Linux and
		 * the BSDs take a second listen() as a new backlog (capped
		 * by somaxconn); elsewhere 128 stays.
		 */
		(void)listen(evconnlistener_get_fd(lev), SERVE_CONNS_BACKLOG);
	}
	log_debug("http: at most %zu connections, %zu from one address",
	    cs->max, cs->per_addr);
	return cs;
}

void
serve_conns_free(struct serve_conns *cs)
{
	struct sconn *c;

	if (cs == NULL)
		return;
	/* evhttp_free() closed the admitted ones; these it had let go */
	while ((c = TAILQ_FIRST(&cs->conns)) != NULL)
		serve_conns_forget(c);
	event_free(cs->admit);
	event_free(cs->tick);
	event_free(cs->resume);
	free(cs);
}

size_t
serve_conns_count(const struct serve_conns *cs)
{
	return cs->nconns;
}

size_t
serve_conns_limit(const struct serve_conns *cs)
{
	return cs->max;
}

/*
 * The connections we may hold: RLIMIT_NOFILE less the reserve and a
 * batch accepted before admission, at most SERVE_CONNS_MAX, at least
 * SERVE_CONNS_MIN.
 */
static size_t
serve_conns_fd_budget(int fd_reserve)
{
	struct rlimit rl;
	rlim_t n = SERVE_CONNS_MAX;

	if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY)
		n = rl.rlim_cur >
			(rlim_t)fd_reserve + SERVE_CONNS_BATCH + SERVE_CONNS_MIN
		    ? rl.rlim_cur - (rlim_t)fd_reserve - SERVE_CONNS_BATCH
		    : SERVE_CONNS_MIN;
	return n < SERVE_CONNS_MAX ? (size_t)n : SERVE_CONNS_MAX;
}

/*
 * evhttp accepted a connection and wants its bufferevent: ours, counted
 * now; admitted once evhttp has set it up (serve_conns_admit_cb).  The
 * listener accepts all that wait in one go: past a batch beyond the
 * limit it stops, so that a flood of connections never takes the fds
 * meant for crawling; the rest wait in the kernel's backlog until this
 * batch is admitted and the ones idle the longest are closed.
 */
static struct bufferevent *
serve_conns_bev_cb(struct event_base *base, void *arg)
{
	struct serve_conns *cs = arg;
	struct bufferevent *bev;
	struct sconn *c;

	if ((bev = bufferevent_socket_new(base, -1, BEV_OPT_CLOSE_ON_FREE)) ==
	    NULL)
		return NULL; /* evhttp tries its own */
	bufferevent_incref(bev);
	c = xcalloc(1, sizeof(*c));
	c->cs = cs;
	c->bev = bev;
	c->state = SCONN_NEW;
	TAILQ_INSERT_TAIL(&cs->conns, c, all);
	TAILQ_INSERT_TAIL(&cs->fresh, c, q);
	cs->nconns++;
	event_active(cs->admit, EV_TIMEOUT, 0);
	if (cs->nconns >= cs->max + SERVE_CONNS_BATCH && cs->lev != NULL &&
	    !cs->is_held) {
		evconnlistener_disable(cs->lev);
		cs->is_held = 1;
	}
	return bev;
}

/* The connections accepted since the last call: admit or close each. */
static void
serve_conns_admit_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	struct serve_conns *cs = arg;
	struct sconn *c;

	while ((c = TAILQ_FIRST(&cs->fresh)) != NULL) {
		TAILQ_REMOVE(&cs->fresh, c, q);
		c->state = SCONN_IDLE;
		TAILQ_INSERT_TAIL(&cs->idle, c, q);
		serve_conns_admit(cs, c);
	}
	if (cs->is_held) {
		cs->is_held = 0;
		if (!evtimer_pending(cs->resume, NULL))
			evconnlistener_enable(cs->lev);
	}
}

static void
serve_conns_admit(struct serve_conns *cs, struct sconn *c)
{
	bufferevent_event_cb eventcb;
	struct sconn *o, *victim = NULL;
	void *cbarg;
	size_t same = 0;

	bufferevent_getcb(c->bev, NULL, NULL, &eventcb, &cbarg);
	if (eventcb == NULL || cbarg == NULL) {
		serve_conns_forget(c); /* evhttp let it go already */
		return;
	}
	c->evcon = cbarg; /* evhttp's argument to its bufferevent */
	evhttp_connection_set_closecb(c->evcon, serve_conns_closed_cb, c);
	c->peerlen = sizeof(c->peer);
	if (getpeername(bufferevent_getfd(c->bev), (struct sockaddr *)&c->peer,
		&c->peerlen) == -1)
		c->peerlen = 0;
	c->idle_since = util_monotonic();
	TAILQ_FOREACH(o, &cs->conns, all) {
		if (o != c && o->evcon != NULL && serve_conns_same_addr(o, c))
			same++;
	}
	if (same >= cs->per_addr)
		victim = serve_conns_oldest_idle(cs, c);
	else if (cs->nconns > cs->max)
		victim = serve_conns_oldest_idle(cs, NULL);
	else
		return;
	/* the one idle the longest goes; the newcomer if none is idle */
	log_debug("http: %zu connections, %zu from this address: %s",
	    cs->nconns, same + 1,
	    victim != NULL ? "closing the one idle the longest"
			   : "closing the new one");
	serve_conns_close(victim != NULL ? victim : c);
}

/* The connection idle the longest (from like's address, if not NULL). */
static struct sconn *
serve_conns_oldest_idle(struct serve_conns *cs, const struct sconn *like)
{
	struct sconn *o;

	TAILQ_FOREACH(o, &cs->idle, q) {
		if (o != like &&
		    (like == NULL || serve_conns_same_addr(o, like)))
			return o;
	}
	return NULL;
}

static int
serve_conns_same_addr(const struct sconn *a, const struct sconn *b)
{
	const struct sockaddr_in *a4, *b4;
	const struct sockaddr_in6 *a6, *b6;

	if (a->peerlen == 0 || b->peerlen == 0 ||
	    a->peer.ss_family != b->peer.ss_family)
		return 0;
	if (a->peer.ss_family == AF_INET) {
		a4 = (const struct sockaddr_in *)&a->peer;
		b4 = (const struct sockaddr_in *)&b->peer;
		return a4->sin_addr.s_addr == b4->sin_addr.s_addr;
	}
	if (a->peer.ss_family == AF_INET6) {
		a6 = (const struct sockaddr_in6 *)&a->peer;
		b6 = (const struct sockaddr_in6 *)&b->peer;
		return memcmp(&a6->sin6_addr, &b6->sin6_addr,
			   sizeof(a6->sin6_addr)) == 0;
	}
	return 0;
}

static void
serve_conns_set_idle(struct sconn *c)
{
	c->state = SCONN_IDLE;
	c->idle_since = util_monotonic();
	TAILQ_INSERT_TAIL(&c->cs->idle, c, q);
}

void
serve_conns_request(struct serve_conns *cs, struct evhttp_request *req)
{
	struct evhttp_connection *evcon = evhttp_request_get_connection(req);
	struct sconn *c;

	TAILQ_FOREACH(c, &cs->conns, all) {
		if (c->evcon == evcon && evcon != NULL)
			break;
	}
	if (c == NULL || c->state != SCONN_IDLE)
		return;
	TAILQ_REMOVE(&cs->idle, c, q);
	c->state = SCONN_BUSY;
	evhttp_request_set_on_complete_cb(req, serve_conns_done_cb, c);
}

/* The answer is written: the connection waits for its next request. */
static void
serve_conns_done_cb(UNUSED struct evhttp_request *req, void *arg)
{
	struct sconn *c = arg;

	if (c->state == SCONN_BUSY)
		serve_conns_set_idle(c);
}

int
serve_conns_may_send(struct serve_conns *cs, size_t len)
{
	const struct sconn *c;
	size_t queued = len;

	TAILQ_FOREACH(c, &cs->conns, all) {
		if (c->state == SCONN_BUSY)
			queued +=
			    evbuffer_get_length(bufferevent_get_output(c->bev));
	}
	if (len >= SERVE_CONNS_BIG)
		cs->is_trim_due = 1;
	return queued <= SERVE_CONNS_MAX_OUTPUT;
}

/*
 * Once big answers are out, give the memory they took back to the
 * system: glibc keeps what it frees in its arenas otherwise, and a few
 * answers to slow readers would stay in the resident size for good.
 */
static void
serve_conns_trim(struct serve_conns *cs)
{
	const struct sconn *c;

	if (!cs->is_trim_due)
		return;
	TAILQ_FOREACH(c, &cs->conns, all) {
		if (c->state == SCONN_BUSY)
			return;
	}
	cs->is_trim_due = 0;
#ifdef HAVE_MALLOC_TRIM
	(void)malloc_trim(0);
#endif
}

/* evhttp closes the connection: forget it. */
static void
serve_conns_closed_cb(UNUSED struct evhttp_connection *evcon, void *arg)
{
	serve_conns_forget(arg);
}

static void
serve_conns_forget(struct sconn *c)
{
	struct serve_conns *cs = c->cs;

	if (c->evcon != NULL)
		evhttp_connection_set_closecb(c->evcon, NULL, NULL);
	if (c->state == SCONN_NEW)
		TAILQ_REMOVE(&cs->fresh, c, q);
	else if (c->state == SCONN_IDLE)
		TAILQ_REMOVE(&cs->idle, c, q);
	TAILQ_REMOVE(&cs->conns, c, all);
	cs->nconns--;
	bufferevent_decref(c->bev);
	free(c);
}

/* Close an admitted connection that is not answering a request. */
static void
serve_conns_close(struct sconn *c)
{
	struct evhttp_connection *evcon = c->evcon;

	serve_conns_forget(c);
	evhttp_connection_free(evcon);
}

/*
 * Every SERVE_CONNS_TICK_MS: connections idle past the head deadline
 * close; connections evhttp let go without a word are forgotten; an
 * episode of running out of fds ends after a quiet while.
 */
static void
serve_conns_tick_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	struct serve_conns *cs = arg;
	struct sconn *c, *next;
	bufferevent_event_cb eventcb;
	int64_t now = util_monotonic();
	unsigned n = 0;

	while ((c = TAILQ_FIRST(&cs->idle)) != NULL &&
	    now - c->idle_since >= SERVE_CONNS_HEAD_TIMEOUT * 1000) {
		serve_conns_close(c);
		n++;
	}
	if (n > 0)
		log_debug("http: %u connections closed: no request head "
			  "within %ds",
		    n, SERVE_CONNS_HEAD_TIMEOUT);
	for (c = TAILQ_FIRST(&cs->conns); c != NULL; c = next) {
		next = TAILQ_NEXT(c, all);
		bufferevent_getcb(c->bev, NULL, NULL, &eventcb, NULL);
		if (c->evcon != NULL && eventcb == NULL) {
			c->evcon = NULL; /* freed without a word */
			serve_conns_forget(c);
		}
	}
	if (cs->is_starved && now - cs->starved_at >= SERVE_CONNS_EPISODE_MS) {
		log_info("http: accepting connections again (paused %u times "
			 "for want of file descriptors)",
		    cs->pauses);
		cs->is_starved = 0;
		cs->pauses = 0;
	}
	serve_conns_trim(cs);
}

/*
 * accept() failed, with evhttp's argument: find ourselves (the tick is
 * ours and pending), then pause accepting for a moment, closing the
 * connection idle the longest to give a descriptor back.  Logged once
 * an episode.
 */
static void
serve_conns_accept_error_cb(struct evconnlistener *lev, UNUSED void *arg)
{
	struct serve_conns_find f = { lev, NULL };
	struct serve_conns *cs;
	struct timeval tv = { 0, SERVE_CONNS_PAUSE_MS * 1000 };
	struct sconn *c;
	int err = EVUTIL_SOCKET_ERROR();

	event_base_foreach_event(
	    evconnlistener_get_base(lev), serve_conns_find_cb, &f);
	evconnlistener_disable(lev);
	if ((cs = f.found) == NULL) {
		log_warnx("http: accept: %s; no longer accepting",
		    evutil_socket_error_to_string(err));
		return;
	}
	if (!cs->is_starved)
		log_warnx("http: accept: %s (%zu connections open): accepting "
			  "paused for moments until descriptors are free",
		    evutil_socket_error_to_string(err), cs->nconns);
	cs->is_starved = 1;
	cs->starved_at = util_monotonic();
	cs->pauses++;
	if ((c = serve_conns_oldest_idle(cs, NULL)) != NULL)
		serve_conns_close(c);
	evtimer_add(cs->resume, &tv);
}

static int
serve_conns_find_cb(
    UNUSED const struct event_base *base, const struct event *ev, void *arg)
{
	struct serve_conns_find *f = arg;
	struct serve_conns *cs;

	if (event_get_callback(ev) != serve_conns_tick_cb)
		return 0;
	cs = event_get_callback_arg(ev);
	if (cs->lev != f->lev)
		return 0;
	f->found = cs;
	return 1;
}

static void
serve_conns_resume_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	struct serve_conns *cs = arg;

	if (cs->lev != NULL && !cs->is_held) /* else once admitted */
		evconnlistener_enable(cs->lev);
}

/* SPDX-License-Identifier: ISC */
/*
 * event_lazy: libevent, loaded by the templar tool on first use, as
 * libxml2 is (xml_lazy.c): only the commands that fetch (`feed URL`,
 * `discover`) run an event loop.  Each function below looks its namesake
 * up in the library on its first call (lazy.h); the daemon and the tests
 * link libevent itself.  A libevent function the tool's code starts to
 * call must be added here: the tool does not link until it is.
 */
#include "config.h"

#include <event2/event.h>

#include "lazy.h"

/* libevent's symbol called name, the library loaded on the first call. */
static void *
event_lazy_sym(const char *name)
{
	static void *lib;

	return lazy_sym(&lib, EVENT_SONAME, name);
}

LAZY_FN(event_lazy_sym, struct event_base *, event_base_new, (void), ())
LAZY_VOID(event_lazy_sym, event_base_free, (struct event_base * base), (base))
LAZY_FN(event_lazy_sym, int, event_base_loop,
    (struct event_base * base, int flags), (base, flags))
LAZY_FN(event_lazy_sym, struct event *, event_new,
    (struct event_base * base, evutil_socket_t fd, short what,
	event_callback_fn cb, void *arg),
    (base, fd, what, cb, arg))
LAZY_FN(event_lazy_sym, int, event_assign,
    (struct event * ev, struct event_base *base, evutil_socket_t fd, short what,
	event_callback_fn cb, void *arg),
    (ev, base, fd, what, cb, arg))
LAZY_VOID(event_lazy_sym, event_free, (struct event * ev), (ev))
LAZY_FN(event_lazy_sym, int, event_add,
    (struct event * ev, const struct timeval *timeout), (ev, timeout))
LAZY_FN(event_lazy_sym, int, event_del, (struct event * ev), (ev))

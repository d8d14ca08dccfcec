/* SPDX-License-Identifier: ISC */
/*
 * sdnotify: the sd_notify(3) protocol without libsystemd: one datagram
 * to $NOTIFY_SOCKET.  Outside systemd every call does nothing.
 */
#ifndef TEMPLAR_SDNOTIFY_H
#define TEMPLAR_SDNOTIFY_H

#include "util.h"

/* Send "READY=1", "STATUS=...", ...; return 0, or -1 (not under systemd
 * or the send failed). */
int sdnotify(const char *fmt, ...) PRINTFLIKE(1, 2);

/* The watchdog period systemd asked for, in ms (half of WatchdogSec, as
 * sd_watchdog_enabled(3) advises), or 0 when there is none. */
int64_t sdnotify_watchdog_ms(void);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * log: the only mutable global.  Lines go to stderr; under the systemd
 * journal (JOURNAL_STREAM set and matching stderr) each line carries its
 * syslog priority as a "<N>" prefix, on a terminal it is plain text.
 */
#ifndef TEMPLAR_LOG_H
#define TEMPLAR_LOG_H

#include "cdefs.h"

enum log_level {
	LOG_LEVEL_ERR = 3,
	LOG_LEVEL_WARN = 4,
	LOG_LEVEL_INFO = 6,
	LOG_LEVEL_DEBUG = 7,
};

/*
 * verbosity: 0 = warnings and info, >0 = debug too, <0 = warnings only.
 * procname prefixes lines when not under the journal.
 */
void log_init(const char *procname, int verbosity);
void log_set_verbosity(int verbosity);
int log_get_verbosity(void);
/* Start each line with the local time, unless under the journal (which
 * stamps lines itself).  Off by default: the CLI's messages go without. */
void log_set_timestamps(int on);

/* log_error*: an error that ends the program, labelled "error". */
void log_error(const char *fmt, ...) PRINTFLIKE(1, 2);
void log_errorx(const char *fmt, ...) PRINTFLIKE(1, 2);
void log_warn(const char *fmt, ...) PRINTFLIKE(1, 2);
void log_warnx(const char *fmt, ...) PRINTFLIKE(1, 2);
void log_info(const char *fmt, ...) PRINTFLIKE(1, 2);
void log_debug(const char *fmt, ...) PRINTFLIKE(1, 2);
void fatal(const char *fmt, ...) PRINTFLIKE(1, 2) __attribute__((noreturn));
void fatalx(const char *fmt, ...) PRINTFLIKE(1, 2) __attribute__((noreturn));

#endif

/* SPDX-License-Identifier: ISC */
/*
 * log: stderr lines with a level.  Under the journal (systemd sets
 * JOURNAL_STREAM to the device:inode of our stderr) a "<N>" prefix gives
 * each line its priority, as sd-daemon(3) describes; elsewhere lines read
 * "templard: warning: ...", after the local time when timestamps are
 * asked for (log_set_timestamps(): the daemon, whose lines may go to a
 * file).  Every line is made printable first (text_printable_in()):
 * messages carry URLs, headers and titles from the network, and none of
 * them may send a terminal an escape sequence or forge a line.
 */
#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "log.h"
#include "text.h"

static struct {
	const char *procname;
	int verbosity;
	int journal;
	int timestamps;
} log_state = { "templar", 0, 0, 0 };

static int
log_under_journal(void)
{
	const char *js;
	struct stat st;
	unsigned long long dev, ino;

	if ((js = getenv("JOURNAL_STREAM")) == NULL)
		return 0;
	if (sscanf(js, "%llu:%llu", &dev, &ino) != 2)
		return 0;
	if (fstat(STDERR_FILENO, &st) == -1)
		return 0;
	return (unsigned long long)st.st_dev == dev &&
	    (unsigned long long)st.st_ino == ino;
}

void
log_init(const char *procname, int verbosity)
{
	log_state.procname = procname;
	log_state.verbosity = verbosity;
	log_state.journal = log_under_journal();
}

void
log_set_verbosity(int verbosity)
{
	log_state.verbosity = verbosity;
}

int
log_get_verbosity(void)
{
	return log_state.verbosity;
}

void
log_set_timestamps(int on)
{
	log_state.timestamps = on;
}

/* "2024-03-10 12:00:00 " in local time, or "" (under the journal). */
static void
log_stamp(char *s, size_t size)
{
	struct tm tm;
	time_t t;

	s[0] = '\0';
	if (!log_state.timestamps || log_state.journal)
		return;
	t = time(NULL);
	if (localtime_r(&t, &tm) == NULL ||
	    strftime(s, size, "%Y-%m-%d %H:%M:%S ", &tm) == 0)
		s[0] = '\0';
}

static void log_vwrite(enum log_level, const char *, const char *, va_list)
    PRINTFLIKE(3, 0);

static void
log_vwrite(enum log_level level, const char *err, const char *fmt, va_list ap)
{
	static const char *names[] = {
		[LOG_LEVEL_ERR] = "error: ",
		[LOG_LEVEL_WARN] = "warning: ",
		[LOG_LEVEL_INFO] = "",
		[LOG_LEVEL_DEBUG] = "debug: ",
	};
	char *msg, stamp[64];
	int saved = errno;

	if (level == LOG_LEVEL_INFO && log_state.verbosity < 0)
		return;
	if (level == LOG_LEVEL_DEBUG && log_state.verbosity <= 0)
		return;
	if (vasprintf(&msg, fmt, ap) == -1)
		msg = NULL;
	else
		text_printable_in(msg, 0);
	log_stamp(stamp, sizeof(stamp));
	if (log_state.journal)
		fprintf(stderr, "<%d>%s%s%s\n", (int)level, msg ? msg : fmt,
		    err ? ": " : "", err ? err : "");
	else
		fprintf(stderr, "%s%s: %s%s%s%s\n", stamp, log_state.procname,
		    names[level], msg ? msg : fmt, err ? ": " : "",
		    err ? err : "");
	free(msg);
	errno = saved;
}

void
log_warn(const char *fmt, ...)
{
	va_list ap;
	const char *err = strerror(errno);

	va_start(ap, fmt);
	log_vwrite(LOG_LEVEL_WARN, err, fmt, ap);
	va_end(ap);
}

void
log_warnx(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	log_vwrite(LOG_LEVEL_WARN, NULL, fmt, ap);
	va_end(ap);
}

void
log_error(const char *fmt, ...)
{
	va_list ap;
	const char *err = strerror(errno);

	va_start(ap, fmt);
	log_vwrite(LOG_LEVEL_ERR, err, fmt, ap);
	va_end(ap);
}

void
log_errorx(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	log_vwrite(LOG_LEVEL_ERR, NULL, fmt, ap);
	va_end(ap);
}

void
log_info(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	log_vwrite(LOG_LEVEL_INFO, NULL, fmt, ap);
	va_end(ap);
}

void
log_debug(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	log_vwrite(LOG_LEVEL_DEBUG, NULL, fmt, ap);
	va_end(ap);
}

void
fatal(const char *fmt, ...)
{
	va_list ap;
	const char *err = strerror(errno);

	va_start(ap, fmt);
	log_vwrite(LOG_LEVEL_ERR, err, fmt, ap);
	va_end(ap);
	exit(1);
}

void
fatalx(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	log_vwrite(LOG_LEVEL_ERR, NULL, fmt, ap);
	va_end(ap);
	exit(1);
}

/* SPDX-License-Identifier: ISC */
/*
 * log: stderr lines with a level.  Under the journal (systemd sets
 * JOURNAL_STREAM to the device:inode of our stderr) a "<N>" prefix gives
 * each line its priority, as sd-daemon(3) describes; elsewhere lines read
 * "templard: warning: ...".
 */
#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "log.h"

static struct {
	const char *procname;
	int verbosity;
	int journal;
} log_state = { "templar", 0, 0 };

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
	char *msg;
	int saved = errno;

	if (level == LOG_LEVEL_INFO && log_state.verbosity < 0)
		return;
	if (level == LOG_LEVEL_DEBUG && log_state.verbosity <= 0)
		return;
	if (vasprintf(&msg, fmt, ap) == -1)
		msg = NULL;
	if (log_state.journal)
		fprintf(stderr, "<%d>%s%s%s\n", (int)level, msg ? msg : fmt,
		    err ? ": " : "", err ? err : "");
	else
		fprintf(stderr, "%s: %s%s%s%s\n", log_state.procname,
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

/* SPDX-License-Identifier: ISC */
/*
 * templard: the daemon.  main() is the startup sequence, one call per
 * step: options, config, database, lock, event loop, fetcher, crawler,
 * signals, then the loop.  Shutdown frees in reverse order.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include <event2/event.h>

#include "conf.h"
#include "crawl.h"
#include "db.h"
#include "hostq.h"
#include "http.h"
#include "log.h"
#include "metrics.h"
#include "retain.h"
#include "sdnotify.h"
#include "serve.h"
#include "store.h"
#include "util.h"

#define TEMPLARD_STATUS_MS 5000

struct daemon {
	const char *conf_path;
	struct conf *conf;
	struct event_base *base;
	struct db *db;
	struct store *st;
	struct http *http;
	struct hostq *hq;
	struct crawl *cr;
	struct retain *rt;
	struct serve *sv;
	struct event *sigterm, *sigint, *sighup, *sigusr1, *status;
	int lock_fd;
	int once;
	int damaged; /* quick_check found damage at the start */
	int64_t watchdog_ms;
	uint64_t db_cap; /* database_max_size when not set: from the start */
};

static void
templard_usage(FILE *fp)
{
	fprintf(fp,
	    "usage: templard [-c file] [--once] [-t] [-v | -q]\n"
	    "  -c, --config FILE  configuration file (default %s)\n"
	    "      --once         poll every feed once, fetch, learn, "
	    "extract, exit\n"
	    "  -t, --test         check the configuration and exit\n"
	    "  -v, --verbose      more log output (debug)\n"
	    "  -q, --quiet        only warnings and errors\n"
	    "  -V, --version      print the version and exit\n"
	    "  -h, --help         print this help and exit\n",
	    SYSCONFDIR "/templar/templar.conf");
}

/*
 * Refuse a second daemon on the same database: flock on DB.lock, which
 * then holds templard's pid for templar poll to signal.
 */
static int
templard_lock(struct daemon *d)
{
	char *path;

	xasprintf(&path, "%s.lock", d->conf->database);
	d->lock_fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	if (d->lock_fd == -1) {
		log_error("cannot open lock file %s", path);
		free(path);
		return -1;
	}
	if (flock(d->lock_fd, LOCK_EX | LOCK_NB) == -1) {
		if (errno == EWOULDBLOCK)
			log_errorx("another templard is running on database "
				   "%s (lock %s held)",
			    d->conf->database, path);
		else
			log_error("flock %s", path);
		free(path);
		return -1;
	}
	/* The pid, for `templar add|remove` to send SIGHUP to. */
	if (ftruncate(d->lock_fd, 0) == -1 ||
	    dprintf(d->lock_fd, "%ld\n", (long)getpid()) < 0)
		log_warn("cannot write the pid into %s", path);
	free(path);
	return 0;
}

static void
templard_shutdown_cb(evutil_socket_t sig, UNUSED short what, void *arg)
{
	struct daemon *d = arg;

	log_info("signal %d: stopping", (int)sig);
	sdnotify("STOPPING=1");
	crawl_stop(d->cr);
	event_base_loopbreak(d->base);
}

/* Say which files holding secrets others may read (-t and each start). */
static void
templard_secret_modes(const struct conf *conf)
{
	char *warnings, *line, *next;

	if ((warnings = conf_secret_warnings(conf)) == NULL)
		return;
	for (line = warnings; line != NULL; line = next) {
		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		log_warnx("%s", line);
	}
	free(warnings);
}

static void
templard_reload(struct daemon *d)
{
	struct conf *conf;
	char *cause = NULL;

	sdnotify("RELOADING=1");
	if ((conf = conf_load(d->conf_path, &cause)) == NULL) {
		log_warnx("reload: %s is not valid, keeping the running "
			  "configuration:\n%s",
		    d->conf_path, cause);
		free(cause);
		sdnotify("READY=1");
		return;
	}
	if (strcmp(conf->database, d->conf->database) != 0)
		log_warnx("reload: database cannot change while running "
			  "(still %s)",
		    d->conf->database);
	if (crawl_set_conf(d->cr, conf) == -1) {
		log_warnx("reload: database error, keeping the running "
			  "configuration");
		conf_free(conf);
		sdnotify("READY=1");
		return;
	}
	if (d->sv != NULL && serve_set_conf(d->sv, conf, &cause) == -1) {
		log_warnx(
		    "reload: %s, keeping the running [http] settings", cause);
		free(cause);
		cause = NULL;
	}
	http_set_conf(d->http, conf);
	hostq_set_conf(d->hq, conf);
	retain_set_conf(d->rt, conf);
	if (conf->database_max_size == 0)
		conf->database_max_size = d->db_cap;
	(void)db_set_max_size(d->db, conf->database_max_size);
	conf_free(d->conf);
	d->conf = conf;
	log_info("reload: %s, %zu feeds", d->conf_path, conf->nfeeds);
	templard_secret_modes(conf);
	sdnotify("READY=1");
}

static void
templard_reload_cb(UNUSED evutil_socket_t sig, UNUSED short what, void *arg)
{
	templard_reload(arg);
}

static void
templard_status_cb(UNUSED evutil_socket_t fd, UNUSED short what, void *arg)
{
	struct daemon *d = arg;
	struct crawl_stats s;

	crawl_get_stats(d->cr, &s);
	sdnotify("STATUS=%d feeds, %lld articles stored since start (%lld "
		 "extracted again), %d transfers in flight, %d pages queued%s",
	    s.feeds, (long long)s.articles, (long long)s.reextracted,
	    http_inflight(d->http), s.pages_pending,
	    d->watchdog_ms > 0 ? "\nWATCHDOG=1" : "");
}

/* --once: every feed polled failed (none could be polled): say so. */
static int
templard_once_failed(struct daemon *d)
{
	struct crawl_stats s;

	crawl_get_stats(d->cr, &s);
	if (s.polls_failed == 0 || s.polls_ok > 0)
		return 0;
	log_warnx("no feed could be polled: %lld polls failed",
	    (long long)s.polls_failed);
	return 1;
}

/* SIGUSR1: templar poll marked feeds due in the database. */
static void
templard_poll_cb(UNUSED evutil_socket_t sig, UNUSED short what, void *arg)
{
	struct daemon *d = arg;

	log_info("signal %d: polling the feeds asked for", (int)sig);
	if (crawl_refresh(d->cr) == -1)
		log_warnx("database error reading the feeds asked for");
}

static void
templard_once_done_cb(void *arg)
{
	struct daemon *d = arg;

	event_base_loopbreak(d->base);
}

static struct event *
templard_signal(struct daemon *d, int sig, event_callback_fn cb)
{
	struct event *ev;

	if ((ev = evsignal_new(d->base, sig, cb, d)) == NULL ||
	    evsignal_add(ev, NULL) == -1)
		fatalx("cannot handle signal %d", sig);
	return ev;
}

static void
templard_events(struct daemon *d)
{
	struct timeval tv;
	int64_t ms = TEMPLARD_STATUS_MS;

	d->sigterm = templard_signal(d, SIGTERM, templard_shutdown_cb);
	d->sigint = templard_signal(d, SIGINT, templard_shutdown_cb);
	d->sighup = templard_signal(d, SIGHUP, templard_reload_cb);
	d->sigusr1 = templard_signal(d, SIGUSR1, templard_poll_cb);
	signal(SIGPIPE, SIG_IGN);
	d->watchdog_ms = sdnotify_watchdog_ms();
	if (d->watchdog_ms > 0 && d->watchdog_ms < ms)
		ms = d->watchdog_ms;
	tv.tv_sec = ms / 1000;
	tv.tv_usec = (ms % 1000) * 1000;
	if ((d->status = event_new(
		 d->base, -1, EV_PERSIST, templard_status_cb, d)) == NULL ||
	    event_add(d->status, &tv) == -1)
		fatalx("cannot start the status timer");
}

static void
templard_free(struct daemon *d)
{
	if (d->status != NULL)
		event_free(d->status);
	if (d->sighup != NULL)
		event_free(d->sighup);
	if (d->sigusr1 != NULL)
		event_free(d->sigusr1);
	if (d->sigint != NULL)
		event_free(d->sigint);
	if (d->sigterm != NULL)
		event_free(d->sigterm);
	retain_free(d->rt);
	serve_free(d->sv);
	crawl_free(d->cr);
	hostq_free(d->hq);
	http_free(d->http);
	store_free(d->st);
	db_close(d->db);
	if (d->base != NULL)
		event_base_free(d->base);
	if (d->lock_fd != -1)
		close(d->lock_fd);
	conf_free(d->conf);
}

/*
 * The command line: the config path, --once and the verbosity into d.
 * Return -1 to go on, else the exit code (after -V, -h or a bad option).
 */
static int
templard_options(
    struct daemon *d, int argc, char *argv[], int *verbosity, int *test_only)
{
	static const struct option longopts[] = {
		{ "config", required_argument, NULL, 'c' },
		{ "once", no_argument, NULL, 'o' },
		{ "test", no_argument, NULL, 't' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "version", no_argument, NULL, 'V' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int ch;

	while (
	    (ch = getopt_long(argc, argv, "c:tvqVh", longopts, NULL)) != -1) {
		switch (ch) {
		case 'c':
			d->conf_path = optarg;
			break;
		case 'o':
			d->once = 1;
			break;
		case 't':
			*test_only = 1;
			break;
		case 'v':
			(*verbosity)++;
			break;
		case 'q':
			*verbosity = -1;
			break;
		case 'V':
			printf("templard %s (database schema %d)\n",
			    PACKAGE_VERSION, db_latest_version());
			return 0;
		case 'h':
			templard_usage(stdout);
			return 0;
		default:
			templard_usage(stderr);
			return 2;
		}
	}
	if (optind != argc) {
		templard_usage(stderr);
		return 2;
	}
	return -1;
}

/*
 * PRAGMA quick_check before anything is read: a damaged database is said
 * at once (and in the status reports); templard goes on with what can be
 * read, --once exits non-zero.
 */
static void
templard_check(struct daemon *d)
{
	char *damage = NULL;

	if (db_quick_check(d->db, &damage) == 0) {
		metrics_check_set(util_now(), NULL);
		return;
	}
	log_errorx(
	    "%s: restore it from a backup, or run sqlite3 .recover", damage);
	metrics_check_set(util_now(), damage);
	free(damage);
	d->damaged = 1;
}

/*
 * Everything the loop runs, in order: database, lock, event loop,
 * fetcher, host queues, crawler, HTTP server, signals, retention.  -1
 * after saying what failed (the caller frees what was made).
 */
static int
templard_start(struct daemon *d)
{
	char *cause = NULL;

	if ((d->db = db_open(d->conf->database, DB_READWRITE, &cause)) ==
	    NULL) {
		log_errorx("%s", cause);
		free(cause);
		return -1;
	}
	if (templard_lock(d) == -1)
		return -1;
	if (d->conf->database_max_size == 0) {
		d->db_cap = conf_db_cap(d->conf);
		d->conf->database_max_size = d->db_cap;
		log_info("database_max_size not set: %lluM, half the free "
			 "disk and the database now",
		    (unsigned long long)(d->db_cap >> 20));
	}
	templard_check(d);
	(void)db_set_max_size(d->db, d->conf->database_max_size);
	d->st = store_new(d->db);
	if ((d->base = event_base_new()) == NULL)
		fatalx("cannot create the event loop");
	d->http = http_new(d->base, d->conf);
	d->hq = hostq_new(d->base, d->http, d->conf);
	/* Holds (Retry-After, back-off, refusals) outlive a restart. */
	hostq_set_store(d->hq, d->st);
	d->cr = crawl_new(d->base, d->st, d->hq, d->conf);
	if (crawl_set_conf(d->cr, d->conf) == -1) {
		log_errorx("database %s: cannot store the subscriptions",
		    d->conf->database);
		return -1;
	}
	if (!d->once && (d->sv = serve_new(d->base, d->conf, &cause)) == NULL) {
		log_errorx("%s", cause);
		free(cause);
		return -1;
	}
	if (d->sv != NULL)
		serve_set_crawl(d->sv, d->cr);
	templard_events(d);
	d->rt = retain_new(d->base, d->st, d->conf);
	/* From here on a busy database never stalls the loop (pages.c). */
	(void)db_set_busy_timeout(d->db, DB_BUSY_SHORT);
	return 0;
}

int
main(int argc, char *argv[])
{
	struct daemon d;
	char *cause = NULL;
	int verbosity = 0, test_only = 0, rc = 0;
	unsigned long nerrors;

	memset(&d, 0, sizeof(d));
	d.lock_fd = -1;
	d.conf_path = SYSCONFDIR "/templar/templar.conf";
	if ((rc = templard_options(&d, argc, argv, &verbosity, &test_only)) !=
	    -1)
		return rc;
	rc = 0;
	log_init("templard", verbosity);
	log_set_timestamps(1);

	if ((d.conf = conf_load(d.conf_path, &cause)) == NULL) {
		fprintf(stderr, "%s\n", cause);
		free(cause);
		log_errorx("%s: configuration not valid", d.conf_path);
		return 1;
	}
	templard_secret_modes(d.conf);
	if (test_only && db_check_place(d.conf->database, &cause) == -1) {
		fprintf(stderr, "%s\n", cause);
		free(cause);
		log_warnx("%s: configuration not valid", d.conf_path);
		conf_free(d.conf);
		return 1;
	}
	if (test_only) {
		printf("%s: configuration OK (%zu feeds)\n", d.conf_path,
		    d.conf->nfeeds);
		conf_free(d.conf);
		return 0;
	}
	if (templard_start(&d) == -1) {
		templard_free(&d);
		return 1;
	}
	log_info("templard %s: %zu feeds, database %s", PACKAGE_VERSION,
	    d.conf->nfeeds, d.conf->database);
	if (d.once)
		crawl_run_once(d.cr, templard_once_done_cb, &d);
	else
		crawl_start(d.cr);
	sdnotify("READY=1\nSTATUS=%zu feeds", d.conf->nfeeds);

	if (event_base_dispatch(d.base) == -1)
		log_errorx("event loop failed");
	/* a run whose results were not all stored did not complete */
	if (d.once && (nerrors = db_errors(d.db)) > 0) {
		log_errorx("%lu database operations failed: the run is not "
			   "complete",
		    nerrors);
		rc = 1;
	}
	if (d.once && templard_once_failed(&d))
		rc = 1;
	if (d.once && d.damaged)
		rc = 1;
	log_info("stopped");
	templard_free(&d);
	return rc;
}

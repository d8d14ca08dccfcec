/* SPDX-License-Identifier: ISC */
/*
 * cli_status: `templar status`: whether templard runs on the database
 * (its lock), and what the database holds, from one snapshot.
 */
#include "config.h"

#include <sys/file.h>
#include <sys/stat.h>
#include <sys/statvfs.h>

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "cli.h"
#include "conf.h"
#include "db.h"
#include "log.h"
#include "store.h"
#include "util.h"

/* ---- status ---- */

#define STATUS_DAY 86400	/* "articles today": the last 24 hours */
#define STATUS_RECENT 100	/* low scores among this many articles */
#define STATUS_ERRORS 5		/* feed errors shown */

/* How much room the database has: its files, its disk, its cap. */
struct status_space {
	uint64_t size;		/* the database file and its WAL */
	uint64_t free;		/* bytes free on its disk for templard */
	uint64_t cap;		/* database_max_size, 0 for none */
	int known;		/* free could be read */
	int full;
};

enum status_daemon {
	STATUS_UNKNOWN = -1,	/* the lock file cannot be read */
	STATUS_STOPPED,
	STATUS_RUNNING,
};

/* What the status callbacks collect before anything is printed. */
struct status_ctx {
	enum cli_format fmt;
	double low;		/* a score below this is low */
	int nhosts, nerrors;
	struct buf hosts, errors;	/* CLI_TEXT: lines */
	cJSON *jhosts, *jerrors;	/* CLI_JSON: arrays */
};

/*
 * Whether templard runs on the database: while it runs it holds an
 * exclusive flock(2) on DATABASE.lock (templard_lock() in templard.c).
 * Take a shared lock on a read-only open of that file and release it at
 * once: if it is refused the daemon holds the lock.  The file is never
 * created; without it no daemon ever ran on this database.  *lock is the
 * file's path, *cause (STATUS_UNKNOWN) why it could not be read; the
 * caller frees both.
 */
static enum status_daemon
status_daemon(const char *database, char **lock, char **cause)
{
	enum status_daemon state;
	int fd;

	xasprintf(lock, "%s.lock", database);
	if ((fd = open(*lock, O_RDONLY | O_NOCTTY | O_CLOEXEC)) == -1) {
		if (errno == ENOENT)
			return STATUS_STOPPED;
		xasprintf(cause, "%s: %s", *lock, strerror(errno));
		return STATUS_UNKNOWN;
	}
	if (flock(fd, LOCK_SH | LOCK_NB) == 0) {
		(void)flock(fd, LOCK_UN);
		state = STATUS_STOPPED;
	} else if (errno == EWOULDBLOCK) {
		state = STATUS_RUNNING;
	} else {
		xasprintf(cause, "flock %s: %s", *lock, strerror(errno));
		state = STATUS_UNKNOWN;
	}
	close(fd);
	return state;
}

static const char *
status_s(int64_t n)
{
	return n == 1 ? "" : "s";
}

static int
status_host_cb(const struct store_host *h, void *arg)
{
	struct status_ctx *x = arg;
	char *until = cli_time(h->hold_until);
	cJSON *o;

	x->nhosts++;
	if (x->fmt == CLI_TEXT) {
		buf_printf(&x->hosts, "  %s until %s: %s\n", h->key,
		    until ? until : "-", h->hold_reason ? h->hold_reason : "-");
	} else {
		if ((o = cJSON_CreateObject()) == NULL)
			fatalx("out of memory");
		cli_json_str(o, "host", h->key);
		cli_json_str(o, "until", until);
		cli_json_str(o, "reason", h->hold_reason);
		cJSON_AddNumberToObject(o, "failures", h->failures);
		cJSON_AddItemToArray(x->jhosts, o);
	}
	free(until);
	return 0;
}

static int
status_error_cb(const struct store_feed *f, void *arg)
{
	struct status_ctx *x = arg;
	char *when = cli_time(f->last_poll_at);
	cJSON *o;

	x->nerrors++;
	if (x->fmt == CLI_TEXT) {
		buf_printf(&x->errors, "  %s, polled %s (%d failure%s): %s\n",
		    f->name, when ? when : "never", f->failures,
		    status_s(f->failures), f->last_error);
	} else {
		if ((o = cJSON_CreateObject()) == NULL)
			fatalx("out of memory");
		cli_json_str(o, "feed", f->name);
		cli_json_str(o, "error", f->last_error);
		cli_json_time(o, "last_poll", f->last_poll_at);
		cJSON_AddNumberToObject(o, "failures", f->failures);
		cli_json_str(o, "state", f->state);
		cJSON_AddItemToArray(x->jerrors, o);
	}
	free(when);
	return 0;
}

/* The database's size, the room on its disk and under its cap. */
static void
status_space(const char *database, uint64_t cap, struct status_space *sp)
{
	struct stat sb;
	struct statvfs sv;
	char *wal, *dir;

	memset(sp, 0, sizeof(*sp));
	sp->cap = cap;
	if (stat(database, &sb) == 0)
		sp->size = (uint64_t)sb.st_size;
	if (cap > 0 && sp->size + DB_ROOM > cap)
		sp->full = 1;
	xasprintf(&wal, "%s-wal", database);
	if (stat(wal, &sb) == 0)
		sp->size += (uint64_t)sb.st_size;
	free(wal);
	dir = util_dirname(database);
	if (statvfs(dir, &sv) == 0) {
		sp->known = 1;
		sp->free = (uint64_t)sv.f_bavail * sv.f_frsize;
		if (sp->free < DB_ROOM)
			sp->full = 1;
	}
	free(dir);
}

/* "1.5 GiB": bytes for a person. */
static void
status_bytes(struct buf *b, uint64_t n)
{
	static const char *const units[] = { "bytes", "KiB", "MiB", "GiB",
		"TiB" };
	double v = (double)n;
	size_t u = 0;

	while (v >= 1024 && u + 1 < NELEM(units)) {
		v /= 1024;
		u++;
	}
	if (u == 0)
		buf_printf(b, "%llu bytes", (unsigned long long)n);
	else
		buf_printf(b, "%.1f %s", v, units[u]);
}

static void
status_print_text(const char *database, enum status_daemon daemon,
    const char *lock, const char *cause, const struct store_status *s,
    const struct status_ctx *x, const struct status_space *sp)
{
	struct buf b;

	int64_t last = s->articles < STATUS_RECENT ? s->articles :
	    STATUS_RECENT;

	if (daemon == STATUS_RUNNING)
		printf("templard:  running (it holds %s)\n", lock);
	else if (daemon == STATUS_STOPPED)
		printf("templard:  not running\n");
	else
		printf("templard:  unknown (%s)\n", cause);
	buf_init(&b);
	status_bytes(&b, sp->size);
	if (sp->known) {
		buf_adds(&b, ", ");
		status_bytes(&b, sp->free);
		buf_adds(&b, " free on its disk");
	}
	if (sp->cap > 0) {
		buf_adds(&b, ", database_max_size ");
		status_bytes(&b, sp->cap);
	}
	printf("database:  %s (%s)\n", database, b.data);
	buf_free(&b);
	if (sp->full)
		printf("           FULL: templard stores nothing new until there "
		       "is room\n");
	printf("feeds:     %lld active (%lld ok, %lld failing, %lld gone, "
	    "%lld refused), %lld inactive\n", (long long)s->feeds_active,
	    (long long)s->feeds_ok, (long long)s->feeds_failing,
	    (long long)s->feeds_gone, (long long)s->feeds_refused,
	    (long long)s->feeds_inactive);
	printf("templates: %lld current, %lld feed%s failed learning, "
	    "%lld not learned yet\n", (long long)s->templates_current,
	    (long long)s->tmpl_failed, status_s(s->tmpl_failed),
	    (long long)s->tmpl_none);
	printf("entries:   %lld, %lld without an article\n",
	    (long long)s->entries, (long long)s->entries_without_article);
	printf("pages:     %lld stored, %lld failed, %lld waiting to retry\n",
	    (long long)s->pages, (long long)s->pages_failed,
	    (long long)s->pages_retrying);
	buf_init(&b);
	status_bytes(&b, (uint64_t)s->page_bytes);
	printf("           %lld with their HTML kept (%s, compressed)\n",
	    (long long)s->pages_kept, b.data);
	buf_free(&b);
	printf("articles:  %lld, %lld extracted in the last 24 hours\n",
	    (long long)s->articles, (long long)s->articles_since);
	printf("low validation scores: %lld of the last %lld article%s "
	    "below %.1f (%lld scored)\n", (long long)s->recent_low,
	    (long long)last, status_s(last), x->low,
	    (long long)s->recent_scored);
	if (x->nhosts == 0)
		printf("hosts held back: none\n");
	else
		printf("hosts held back:\n%s", x->hosts.data);
	if (x->nerrors == 0)
		printf("feed errors: none\n");
	else
		printf("feed errors, most recent first:\n%s", x->errors.data);
}

static cJSON *
status_json_counts(const char *const *names, const int64_t *v, size_t n)
{
	cJSON *o;
	size_t i;

	if ((o = cJSON_CreateObject()) == NULL)
		fatalx("out of memory");
	for (i = 0; i < n; i++)
		cJSON_AddNumberToObject(o, names[i], (double)v[i]);
	return o;
}

static void
status_print_json(const char *database, enum status_daemon daemon,
    const char *lock, const char *cause, const struct store_status *s,
    struct status_ctx *x, const struct status_space *sp)
{
	static const char *const feeds[] = { "active", "inactive", "ok",
		"failing", "gone", "refused" };
	static const char *const tmpls[] = { "current", "feeds_ok",
		"feeds_failed", "feeds_none" };
	static const char *const entries[] = { "total", "without_article" };
	static const char *const pages[] = { "total", "failed", "retrying",
		"kept", "bytes" };
	static const char *const articles[] = { "total", "last_24h" };
	static const char *const low[] = { "last", "scored", "below" };
	const int64_t vfeeds[] = { s->feeds_active, s->feeds_inactive,
		s->feeds_ok, s->feeds_failing, s->feeds_gone,
		s->feeds_refused };
	const int64_t vtmpls[] = { s->templates_current, s->tmpl_ok,
		s->tmpl_failed, s->tmpl_none };
	const int64_t ventries[] = { s->entries, s->entries_without_article };
	const int64_t vpages[] = { s->pages, s->pages_failed,
		s->pages_retrying, s->pages_kept, s->page_bytes };
	const int64_t varticles[] = { s->articles, s->articles_since };
	const int64_t vlow[] = { s->articles < STATUS_RECENT ? s->articles :
		STATUS_RECENT, s->recent_scored, s->recent_low };
	cJSON *o, *l;
	char *out;

	if ((o = cJSON_CreateObject()) == NULL)
		fatalx("out of memory");
	if (daemon == STATUS_UNKNOWN)
		cJSON_AddNullToObject(o, "running");
	else
		cJSON_AddBoolToObject(o, "running", daemon == STATUS_RUNNING);
	cli_json_str(o, "lock", lock);
	cli_json_str(o, "lock_error", cause);
	cli_json_str(o, "database", database);
	cJSON_AddNumberToObject(o, "database_bytes", (double)sp->size);
	if (sp->known)
		cJSON_AddNumberToObject(o, "disk_free_bytes", (double)sp->free);
	else
		cJSON_AddNullToObject(o, "disk_free_bytes");
	if (sp->cap > 0)
		cJSON_AddNumberToObject(
		    o, "database_max_size", (double)sp->cap);
	else
		cJSON_AddNullToObject(o, "database_max_size");
	cJSON_AddBoolToObject(o, "full", sp->full);
	cJSON_AddItemToObject(o, "feeds",
	    status_json_counts(feeds, vfeeds, NELEM(feeds)));
	cJSON_AddItemToObject(o, "templates",
	    status_json_counts(tmpls, vtmpls, NELEM(tmpls)));
	cJSON_AddItemToObject(o, "entries",
	    status_json_counts(entries, ventries, NELEM(entries)));
	cJSON_AddItemToObject(o, "pages",
	    status_json_counts(pages, vpages, NELEM(pages)));
	cJSON_AddItemToObject(o, "articles",
	    status_json_counts(articles, varticles, NELEM(articles)));
	l = status_json_counts(low, vlow, NELEM(low));
	cJSON_AddNumberToObject(l, "threshold", x->low);
	cJSON_AddItemToObject(o, "low_scores", l);
	cJSON_AddItemToObject(o, "held_hosts", x->jhosts);
	cJSON_AddItemToObject(o, "feed_errors", x->jerrors);
	x->jhosts = x->jerrors = NULL;
	if ((out = cJSON_Print(o)) == NULL)
		fatalx("out of memory printing JSON");
	printf("%s\n", out);
	free(out);
	cJSON_Delete(o);
}

/*
 * templar status: whether templard runs on this database, then counts
 * of its feeds, templates, entries, pages and articles, the hosts held
 * back and the latest feed errors.  Everything is read before anything
 * is printed, so a database error prints no half report.
 */
static void
status_print_none(struct cli *cli, enum status_daemon daemon,
    const char *cause)
{
	const char *state = daemon == STATUS_RUNNING ? "running" :
	    daemon == STATUS_STOPPED ? "not running" : "unknown";
	cJSON *o;
	char *text;

	if (cli->fmt != CLI_JSON) {
		printf("daemon:    %s%s%s\n", state, cause ? ": " : "",
		    cause ? cause : "");
		printf("database:  %s does not exist yet (templard creates it "
		    "when it first runs)\n", cli->db_path);
		return;
	}
	if ((o = cJSON_CreateObject()) == NULL)
		fatalx("out of memory");
	cli_json_str(o, "database", cli->db_path);
	cJSON_AddBoolToObject(o, "database_exists", 0);
	cli_json_str(o, "daemon", state);
	if ((text = cJSON_Print(o)) == NULL)
		fatalx("out of memory");
	printf("%s\n", text);
	free(text);
	cJSON_Delete(o);
}

int
cmd_status(struct cli *cli, int argc, char *argv[])
{
	struct cli_opts o;
	struct store_status s;
	struct status_ctx x;
	struct status_space sp;
	enum status_daemon daemon;
	char *lock = NULL, *cause = NULL;
	int64_t now = util_now();
	int rc = 0;

	if (cli_options(cli, argc, argv, "F", &o) == -1 || optind != argc)
		return 2;
	memset(&x, 0, sizeof(x));
	x.fmt = cli->fmt;
	x.low = cli->conf->relearn_below;
	buf_init(&x.hosts);
	buf_init(&x.errors);
	if (x.fmt == CLI_JSON && ((x.jhosts = cJSON_CreateArray()) == NULL ||
	    (x.jerrors = cJSON_CreateArray()) == NULL))
		fatalx("out of memory");
	daemon = status_daemon(cli->db_path, &lock, &cause);
	if (cli->st == NULL) {
		/* No database yet: the daemon's state is all there is. */
		status_print_none(cli, daemon, cause);
		rc = 0;
	} else if (store_status_get(cli->st, now - STATUS_DAY, STATUS_RECENT,
	    cli->conf->relearn_below, &s) == -1 ||
	    store_host_list_held(cli->st, now, status_host_cb, &x) == -1 ||
	    store_feed_list_errors(cli->st, STATUS_ERRORS, status_error_cb,
	    &x) == -1)
		rc = 1;
	else {
		status_space(cli->db_path, cli->conf->database_max_size, &sp);
		if (x.fmt == CLI_JSON)
			status_print_json(
			    cli->db_path, daemon, lock, cause, &s, &x, &sp);
		else
			status_print_text(
			    cli->db_path, daemon, lock, cause, &s, &x, &sp);
	}
	cJSON_Delete(x.jhosts);
	cJSON_Delete(x.jerrors);
	buf_free(&x.hosts);
	buf_free(&x.errors);
	free(lock);
	free(cause);
	return rc;
}

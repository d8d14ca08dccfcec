/* SPDX-License-Identifier: ISC */
/*
 * status: one reading of a database's state for `templar status` and
 * templard's /api/status.  Everything is read before anything is shown,
 * so a database error shows no half report.
 */
#include "config.h"

#include <sys/file.h>
#include <sys/stat.h>
#include <sys/statvfs.h>

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "conf.h"
#include "db.h"
#include "log.h"
#include "metrics.h"
#include "record.h"
#include "status.h"
#include "store.h"
#include "util.h"

static enum status_daemon status_daemon(const char *, char **, char **);
static void status_space(const char *, uint64_t, struct status_space *);
static int status_host_cb(const struct store_host *, void *);
static int status_error_cb(const struct store_feed *, void *);
static int status_learning_cb(const char *, int64_t, void *);
static cJSON *status_json_counts(const char *const *, const int64_t *, size_t);
static void status_json_lists(const struct status *, cJSON *);
static void status_json_check(const struct status *, cJSON *);

/*
 * Whether templard runs on the database: while it runs it holds an
 * exclusive flock(2) on DATABASE.lock (templard_lock() in templard.c).
 * Take a shared lock on a read-only open of that file and release it at
 * once: if it is refused the daemon holds the lock (templard asking
 * about itself included: flock locks belong to the open file, not the
 * process).  The file is never created; without it no daemon ever ran on
 * this database.
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

enum status_daemon
status_daemon_pid(const char *database, long *pid, char **cause)
{
	enum status_daemon state;
	char *lock = NULL, buf[32];
	ssize_t n;
	long v;
	int fd;

	*pid = 0;
	state = status_daemon(database, &lock, cause);
	if (state == STATUS_RUNNING &&
	    (fd = open(lock, O_RDONLY | O_NOCTTY | O_CLOEXEC)) != -1) {
		if ((n = read(fd, buf, sizeof(buf) - 1)) > 0) {
			buf[n] = '\0';
			v = strtol(buf, NULL, 10);
			*pid = v > 1 ? v : 0;
		}
		close(fd);
	}
	free(lock);
	return state;
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

static int
status_host_cb(const struct store_host *h, void *arg)
{
	struct status *s = arg;
	struct status_host *o;

	s->hosts = xreallocarray(s->hosts, s->nhosts + 1, sizeof(*s->hosts));
	o = &s->hosts[s->nhosts++];
	o->host = xstrdup(h->key);
	o->reason = h->hold_reason != NULL ? xstrdup(h->hold_reason) : NULL;
	o->until = h->hold_until;
	o->failures = h->failures;
	return 0;
}

static int
status_error_cb(const struct store_feed *f, void *arg)
{
	struct status *s = arg;
	struct status_error *o;

	s->errors =
	    xreallocarray(s->errors, s->nerrors + 1, sizeof(*s->errors));
	o = &s->errors[s->nerrors++];
	o->feed = xstrdup(f->name);
	o->error = f->last_error != NULL ? xstrdup(f->last_error) : NULL;
	o->state = f->state != NULL ? xstrdup(f->state) : NULL;
	o->last_poll = f->last_poll_at;
	o->failures = f->failures;
	return 0;
}

static int
status_learning_cb(const char *name, int64_t pages, void *arg)
{
	struct status *s = arg;
	struct status_learning *o;

	s->learning =
	    xreallocarray(s->learning, s->nlearning + 1, sizeof(*s->learning));
	o = &s->learning[s->nlearning++];
	o->feed = xstrdup(name);
	o->wanted = s->learn_entries;
	o->pages = pages < o->wanted ? pages : o->wanted;
	return 0;
}

const struct status_learning *
status_learning_of(const struct status *s, const char *name)
{
	size_t i;

	for (i = 0; i < s->nlearning; i++)
		if (strcmp(s->learning[i].feed, name) == 0)
			return &s->learning[i];
	return NULL;
}

int
status_read(struct status *s, struct store *st, const char *database,
    const struct conf *conf, int64_t now)
{
	const char *damage;

	memset(s, 0, sizeof(*s));
	s->database = database;
	s->low = conf->relearn_below;
	s->learn_entries = conf->learn_entries;
	s->daemon = status_daemon(database, &s->lock, &s->lock_error);
	if ((s->checked = metrics_check_get(&s->checked_at, &damage)) &&
	    damage != NULL)
		s->damage = xstrdup(damage);
	if (st == NULL)
		return 0;
	s->have_db = 1;
	if (store_status_get(
		st, now - STATUS_DAY, STATUS_RECENT, s->low, &s->n) == -1 ||
	    store_host_list_held(st, now, status_host_cb, s) == -1 ||
	    store_feed_list_errors(st, STATUS_ERRORS, status_error_cb, s) ==
		-1 ||
	    store_learning_list(st, status_learning_cb, s) == -1)
		return -1;
	s->last = s->n.articles < STATUS_RECENT ? s->n.articles : STATUS_RECENT;
	status_space(database, conf->database_max_size, &s->space);
	return 0;
}

void
status_free(struct status *s)
{
	size_t i;

	for (i = 0; i < s->nhosts; i++) {
		free(s->hosts[i].host);
		free(s->hosts[i].reason);
	}
	for (i = 0; i < s->nerrors; i++) {
		free(s->errors[i].feed);
		free(s->errors[i].error);
		free(s->errors[i].state);
	}
	free(s->hosts);
	free(s->errors);
	for (i = 0; i < s->nlearning; i++)
		free(s->learning[i].feed);
	free(s->learning);
	free(s->lock);
	free(s->lock_error);
	free(s->damage);
	memset(s, 0, sizeof(*s));
}

static cJSON *
status_json_counts(const char *const *names, const int64_t *v, size_t n)
{
	cJSON *o;
	size_t i;

	o = record_json_new();
	for (i = 0; i < n; i++)
		cJSON_AddNumberToObject(o, names[i], (double)v[i]);
	return o;
}

/* Without a database there is only the daemon's state to tell. */
static cJSON *
status_json_none(const struct status *s)
{
	cJSON *o;

	o = record_json_new();
	record_json_str(o, "database", s->database);
	cJSON_AddBoolToObject(o, "database_exists", 0);
	record_json_str(o, "daemon",
	    s->daemon == STATUS_RUNNING       ? "running"
		: s->daemon == STATUS_STOPPED ? "not running"
					      : "unknown");
	return o;
}

cJSON *
status_json(const struct status *s)
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
	const struct store_status *n = &s->n;
	const struct status_space *sp = &s->space;
	const int64_t vfeeds[] = { n->feeds_active, n->feeds_inactive,
		n->feeds_ok, n->feeds_failing, n->feeds_gone,
		n->feeds_refused };
	const int64_t vtmpls[] = { n->templates_current, n->tmpl_ok,
		n->tmpl_failed, n->tmpl_none };
	const int64_t ventries[] = { n->entries, n->entries_without_article };
	const int64_t vpages[] = { n->pages, n->pages_failed, n->pages_retrying,
		n->pages_kept, n->page_bytes };
	const int64_t varticles[] = { n->articles, n->articles_since };
	const int64_t vlow[] = { s->last, n->recent_scored, n->recent_low };
	cJSON *o, *e;

	if (!s->have_db)
		return status_json_none(s);
	o = record_json_new();
	if (s->daemon == STATUS_UNKNOWN)
		cJSON_AddNullToObject(o, "running");
	else
		cJSON_AddBoolToObject(
		    o, "running", s->daemon == STATUS_RUNNING);
	record_json_str(o, "lock", s->lock);
	record_json_str(o, "lock_error", s->lock_error);
	record_json_str(o, "database", s->database);
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
	cJSON_AddItemToObject(
	    o, "feeds", status_json_counts(feeds, vfeeds, NELEM(feeds)));
	cJSON_AddItemToObject(
	    o, "templates", status_json_counts(tmpls, vtmpls, NELEM(tmpls)));
	cJSON_AddItemToObject(o, "entries",
	    status_json_counts(entries, ventries, NELEM(entries)));
	cJSON_AddItemToObject(
	    o, "pages", status_json_counts(pages, vpages, NELEM(pages)));
	cJSON_AddItemToObject(o, "articles",
	    status_json_counts(articles, varticles, NELEM(articles)));
	e = status_json_counts(low, vlow, NELEM(low));
	cJSON_AddNumberToObject(e, "threshold", s->low);
	cJSON_AddItemToObject(o, "low_scores", e);
	status_json_lists(s, o);
	status_json_check(s, o);
	return o;
}

/*
 * The integrity check as o's "integrity": "ok", "damaged" (with what was
 * found) or "not checked", and when.
 */
static void
status_json_check(const struct status *s, cJSON *o)
{
	cJSON *e;

	e = record_json_new();
	record_json_str(e, "state",
	    !s->checked             ? "not checked"
		: s->damage == NULL ? "ok"
				    : "damaged");
	if (s->checked)
		record_json_time(e, "checked_at", s->checked_at);
	else
		cJSON_AddNullToObject(e, "checked_at");
	record_json_str(e, "damage", s->damage);
	cJSON_AddItemToObject(o, "integrity", e);
}

/* The held hosts and the feed errors of s, as arrays of o. */
static void
status_json_lists(const struct status *s, cJSON *o)
{
	cJSON *l, *a, *e;
	size_t i;

	if ((a = cJSON_CreateArray()) == NULL ||
	    (l = cJSON_CreateArray()) == NULL)
		fatalx("out of memory");
	for (i = 0; i < s->nhosts; i++) {
		e = record_json_new();
		record_json_str(e, "host", s->hosts[i].host);
		record_json_time(e, "until", s->hosts[i].until);
		record_json_str(e, "reason", s->hosts[i].reason);
		cJSON_AddNumberToObject(e, "failures", s->hosts[i].failures);
		cJSON_AddItemToArray(a, e);
	}
	cJSON_AddItemToObject(o, "held_hosts", a);
	for (i = 0; i < s->nerrors; i++) {
		e = record_json_new();
		record_json_str(e, "feed", s->errors[i].feed);
		record_json_str(e, "error", s->errors[i].error);
		record_json_time(e, "last_poll", s->errors[i].last_poll);
		cJSON_AddNumberToObject(e, "failures", s->errors[i].failures);
		record_json_str(e, "state", s->errors[i].state);
		cJSON_AddItemToArray(l, e);
	}
	cJSON_AddItemToObject(o, "feed_errors", l);
	if ((l = cJSON_CreateArray()) == NULL)
		fatalx("out of memory");
	for (i = 0; i < s->nlearning; i++) {
		e = record_json_new();
		record_json_str(e, "feed", s->learning[i].feed);
		cJSON_AddNumberToObject(
		    e, "pages", (double)s->learning[i].pages);
		cJSON_AddNumberToObject(
		    e, "wanted", (double)s->learning[i].wanted);
		cJSON_AddItemToArray(l, e);
	}
	cJSON_AddItemToObject(o, "learning", l);
}

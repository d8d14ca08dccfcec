/* SPDX-License-Identifier: ISC */
/*
 * status: what `templar status` and templard's /api/status report about
 * a database: whether templard runs on it, its size and room, counts of
 * feeds, templates, entries, pages and articles, the hosts held back and
 * the latest feed errors.  Read once into a struct status, then printed
 * as text (cli_status.c) or made JSON here, so both name fields alike.
 */
#ifndef TEMPLAR_STATUS_H
#define TEMPLAR_STATUS_H

#include <stddef.h>
#include <stdint.h>

#include "store.h"

struct cJSON;
struct conf;

#define STATUS_DAY 86400  /* "articles today": the last 24 hours */
#define STATUS_RECENT 100 /* low scores among this many articles */
#define STATUS_ERRORS 5   /* feed errors shown */

enum status_daemon {
	STATUS_UNKNOWN = -1, /* the lock file cannot be read */
	STATUS_STOPPED,
	STATUS_RUNNING,
};

/* How much room the database has: its files, its disk, its cap. */
struct status_space {
	uint64_t size; /* the database file and its WAL */
	uint64_t free; /* bytes free on its disk for templard */
	uint64_t cap;  /* database_max_size, 0 for none */
	int known;     /* free could be read */
	int full;
};

struct status_host {
	char *host;
	char *reason;
	int64_t until;
	int failures;
};

struct status_error {
	char *feed;
	char *error;
	char *state;
	int64_t last_poll;
	int failures;
};

/* A feed with no template yet: pages of the learn_entries it waits for. */
struct status_learning {
	char *feed;
	int64_t pages; /* at most wanted */
	int64_t wanted;
};

struct status {
	const char *database; /* borrowed */
	enum status_daemon daemon;
	char *lock;       /* DATABASE.lock */
	char *lock_error; /* why daemon is STATUS_UNKNOWN */
	int have_db;      /* 0: the database does not exist */
	struct store_status n;
	struct status_space space;
	double low;        /* a score below this is low */
	int learn_entries; /* pages a template is learned from */
	int64_t last;      /* articles the low scores are of */
	struct status_host *hosts;
	size_t nhosts;
	struct status_error *errors; /* the most recent first */
	size_t nerrors;
	struct status_learning *learning; /* by feed name */
	size_t nlearning;
	int checked;        /* PRAGMA quick_check ran in this process */
	int64_t checked_at; /* when */
	char *damage;       /* what it found, NULL when whole */
};

/*
 * Read the status of database (st NULL: it does not exist yet) at now.
 * Return 0, or -1 on a database error (logged); status_free() either way.
 */
int status_read(struct status *s, struct store *st, const char *database,
    const struct conf *conf, int64_t now);
void status_free(struct status *s);
/*
 * Whether templard runs on database and, when it does, its pid as its
 * lock file says (0: it does not say, an older templard).  *cause is set
 * for STATUS_UNKNOWN.
 */
enum status_daemon status_daemon_pid(
    const char *database, long *pid, char **cause);
/* The --format json form, a new object for cJSON_Delete(). */
struct cJSON *status_json(const struct status *s);
/* The learning of the feed called name, or NULL when it has a template. */
const struct status_learning *status_learning_of(
    const struct status *s, const char *name);

#endif

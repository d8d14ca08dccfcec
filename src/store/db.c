/* SPDX-License-Identifier: ISC */
/*
 * db: SQLite mechanics.  Opens the database with the pragmas every
 * connection needs (WAL, foreign keys, a busy timeout, synchronous=NORMAL),
 * applies the schema/ migrations that the build embeds (migration i brings
 * the database to PRAGMA user_version i + 1, each in one transaction with
 * its bump), refuses a database newer than this build knows, and wraps
 * transactions.  The domain SQL lives in store*.c; only db.c and store*.c
 * see sqlite3.h.
 */
#include "config.h"

#include <sys/stat.h>
#include <sys/statvfs.h>

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sqlite3.h>

#include "db.h"
#include "hostkey.h"
#include "log.h"
#include "util.h"
#include "zblob.h"

/* Generated from the schema/ migrations by schema/embed.sh. */
extern const char *const schema_migrations[];
extern const size_t schema_nmigrations;

#define DB_BUSY_TIMEOUT 5000 /* ms to wait for another connection's lock */
#define DB_CHECK_LINES "5"   /* problems of quick_check kept in its report */

struct db {
	sqlite3 *h;
	char *path;
	enum db_mode mode;
	int version;           /* PRAGMA user_version after opening */
	unsigned long nerrors; /* statements failed since opening */
	unsigned long nfull;   /* of them, since the database became full */
	unsigned long nbusy;   /* of them, since another process held it */
	int busy;              /* the last failure was SQLITE_BUSY */
};

static uint64_t db_room(struct db *db);
static int db_check_parent(const char *path, char **cause);
static int db_check_exists(const char *path, char **cause);
static int db_exec(struct db *db, const char *sql, const char *what);
static int db_read_version(struct db *db, int *version);
static int db_set_pragmas(struct db *db, char **cause);
static int db_migrate(struct db *db, char **cause);

/*
 * Open the database at path.  DB_READWRITE creates it if missing (its
 * directory must exist) and applies pending migrations; DB_READONLY needs
 * an existing templar database and never writes it (an older schema is
 * read as it is, with a warning).  Either refuses a database whose schema
 * is newer than this build knows.  Return the database, which the caller
 * closes with db_close(), or NULL with *cause set to a message the caller
 * frees.
 */
struct db *
db_open(const char *path, enum db_mode mode, char **cause)
{
	struct db *db;
	const char *hint = "";
	int flags, rc, latest = db_latest_version();

	if (mode == DB_READWRITE) {
		if (db_check_parent(path, cause) == -1)
			return NULL;
		flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
	} else {
		if (db_check_exists(path, cause) == -1)
			return NULL;
		flags = SQLITE_OPEN_READONLY;
	}

	db = xcalloc(1, sizeof(*db));
	db->path = xstrdup(path);
	db->mode = mode;
	if ((rc = sqlite3_open_v2(path, &db->h, flags, NULL)) != SQLITE_OK) {
		xasprintf(cause, "database %s: %s", path,
		    db->h != NULL ? sqlite3_errmsg(db->h) : sqlite3_errstr(rc));
		goto fail;
	}
	sqlite3_extended_result_codes(db->h, 1);

	if (db_set_pragmas(db, cause) == -1)
		goto fail;
	if (db_read_version(db, &db->version) == -1) {
		rc = sqlite3_errcode(db->h) & 0xff;
		if (mode == DB_READONLY &&
		    (rc == SQLITE_READONLY || rc == SQLITE_CANTOPEN))
			hint = " (a reader needs its -wal and -shm files, "
			       "or write access to the directory)";
		xasprintf(cause, "database %s: %s%s", path,
		    sqlite3_errmsg(db->h), hint);
		goto fail;
	}
	if (db->version > latest) {
		xasprintf(cause,
		    "database %s is at schema version %d, this "
		    "templar knows up to %d: upgrade templar",
		    path, db->version, latest);
		goto fail;
	}

	if (mode == DB_READWRITE) {
		if (db_migrate(db, cause) == -1)
			goto fail;
	} else if (db->version < 1) {
		xasprintf(cause,
		    "database %s has no templar schema: run "
		    "templard once to create it",
		    path);
		goto fail;
	} else if (db->version < latest) {
		/* Its queries read the columns and counts of the last one. */
		xasprintf(cause,
		    "database %s is at schema version %d, this templar "
		    "reads %d: run templard once to upgrade it",
		    path, db->version, latest);
		goto fail;
	}
	return db;
fail:
	db_close(db);
	return NULL;
}

/* Close the database; every store on it must be freed first. */
void
db_close(struct db *db)
{
	if (db == NULL)
		return;
	if (db->h != NULL) {
		/* Keeps the query planner's statistics fresh, cheaply. */
		if (db->mode == DB_READWRITE && sqlite3_get_autocommit(db->h))
			(void)sqlite3_exec(
			    db->h, "PRAGMA optimize", NULL, NULL, NULL);
		if (sqlite3_close(db->h) != SQLITE_OK) {
			log_warnx("%s: %s: statements still open", __func__,
			    db->path);
			sqlite3_close_v2(db->h);
		}
	}
	free(db->path);
	free(db);
}

/*
 * Start a transaction.  A writer takes the write lock at once (IMMEDIATE),
 * so that it waits for the lock up front instead of failing halfway.
 */
int
db_begin(struct db *db)
{
	return db_exec(db,
	    db->mode == DB_READWRITE ? "BEGIN IMMEDIATE" : "BEGIN", "begin");
}

/* Commit; on failure the transaction is rolled back and -1 returned. */
int
db_commit(struct db *db)
{
	if (db_exec(db, "COMMIT", "commit") == -1) {
		db_rollback(db);
		return -1;
	}
	db_wrote(db);
	return 0;
}

/*
 * Log the failure of what was just run on the database.  A full disk (or
 * a database at database_max_size) fails every write alike until space is
 * freed: that is said once, with what it means, and the failures that
 * follow only counted.  SQLite rolls back what failed, so what is stored
 * stays whole.
 */
void
db_report(struct db *db, const char *what)
{
	db->nerrors++;
	db->busy = (sqlite3_errcode(db->h) & 0xff) == SQLITE_BUSY;
	if (db->busy) {
		/* said once an episode: the caller keeps what it can */
		if (db->nbusy++ == 0)
			log_warnx("database %s is busy: another process holds "
				  "its write lock (%s)",
			    db->path, what);
		else
			log_debug(
			    "database: %s: %s", what, sqlite3_errmsg(db->h));
		return;
	}
	if ((sqlite3_errcode(db->h) & 0xff) != SQLITE_FULL) {
		log_warnx("database: %s: %s", what, sqlite3_errmsg(db->h));
		return;
	}
	if (db->nfull++ == 0)
		log_warnx("database %s is full (%s: %s): nothing new is "
			  "stored until space is freed; what is stored is "
			  "kept",
		    db->path, what, sqlite3_errmsg(db->h));
	else
		log_debug("database: %s: %s", what, sqlite3_errmsg(db->h));
}

/*
 * A write went through.  A full database is full again at once if that
 * write only reused a freed page: it has room again when the cap and the
 * disk both leave DB_ROOM bytes.
 */
void
db_wrote(struct db *db)
{
	db->busy = 0;
	if (db->nbusy > 0) {
		log_info("database %s: writing again (%lu operations found "
			 "it busy)",
		    db->path, db->nbusy);
		db->nbusy = 0;
	}
	if (db->nfull == 0 || db_room(db) < DB_ROOM)
		return;
	log_info("database %s: writing again (%lu operations failed while "
		 "it was full)",
	    db->path, db->nfull);
	db->nfull = 0;
}

/* Bytes the database can still grow by: under its cap, on its disk. */
static uint64_t
db_room(struct db *db)
{
	struct statvfs sv;
	sqlite3_stmt *s;
	uint64_t room = UINT64_MAX;
	char *dir;

	if (sqlite3_prepare_v2(db->h,
		"SELECT (m.max_page_count - c.page_count + f.freelist_count)"
		" * s.page_size FROM pragma_max_page_count m,"
		" pragma_page_count c, pragma_freelist_count f,"
		" pragma_page_size s",
		-1, &s, NULL) == SQLITE_OK &&
	    sqlite3_step(s) == SQLITE_ROW && sqlite3_column_int64(s, 0) >= 0)
		room = (uint64_t)sqlite3_column_int64(s, 0);
	sqlite3_finalize(s);
	dir = util_dirname(db->path);
	if (statvfs(dir, &sv) == 0 &&
	    (uint64_t)sv.f_bavail * sv.f_frsize < room)
		room = (uint64_t)sv.f_bavail * sv.f_frsize;
	free(dir);
	return room;
}

unsigned long
db_errors(const struct db *db)
{
	return db->nerrors;
}

int
db_busy(const struct db *db)
{
	return db->busy;
}

/*
 * Wait up to ms for another connection's write lock before a statement
 * fails as busy.  The daemon waits briefly, so that its event loop never
 * stalls, and keeps what it could not store for later.
 */
int
db_set_busy_timeout(struct db *db, int ms)
{
	if (sqlite3_busy_timeout(db->h, ms) != SQLITE_OK) {
		db_report(db, "busy_timeout");
		return -1;
	}
	return 0;
}

/*
 * Cap the database file at about bytes (0: no cap beyond the disk's).  A
 * database already larger keeps its size and takes no new pages.
 */
int
db_set_max_size(struct db *db, uint64_t bytes)
{
	sqlite3_stmt *s;
	int64_t page = 4096, pages;
	char sql[64];

	if (sqlite3_prepare_v2(db->h, "PRAGMA page_size", -1, &s, NULL) ==
		SQLITE_OK &&
	    sqlite3_step(s) == SQLITE_ROW)
		page = sqlite3_column_int64(s, 0);
	sqlite3_finalize(s);
	if (page <= 0)
		page = 4096;
	/* SQLite's own ceiling, 2^32 - 2 pages, means no cap */
	pages = bytes == 0 ? 4294967294LL : (int64_t)(bytes / (uint64_t)page);
	if (pages < 1)
		pages = 1;
	if (pages > 4294967294LL)
		pages = 4294967294LL;
	snprintf(
	    sql, sizeof(sql), "PRAGMA max_page_count = %lld", (long long)pages);
	return db_exec(db, sql, "max_page_count");
}

/*
 * PRAGMA quick_check: the b-trees, records and indexes' sizes read through
 * (not the index contents, which integrity_check compares too).  Return 0
 * when the database is whole, -1 with *damage set to what was found (its
 * first DB_CHECK_LINES problems, or why the check could not run: a page
 * unreadable is damage too), a message the caller frees.
 */
int
db_quick_check(struct db *db, char **damage)
{
	sqlite3_stmt *s = NULL;
	struct buf b;
	const char *line;
	size_t i;
	int rc, n = 0, whole = 0;

	buf_init(&b);
	if ((rc = sqlite3_prepare_v2(db->h,
		 "PRAGMA quick_check(" DB_CHECK_LINES ")", -1, &s, NULL)) ==
	    SQLITE_OK)
		rc = SQLITE_ROW;
	while (rc == SQLITE_ROW && (rc = sqlite3_step(s)) == SQLITE_ROW) {
		line = (const char *)sqlite3_column_text(s, 0);
		if (line == NULL)
			continue;
		if (n == 0 && strcmp(line, "ok") == 0) {
			whole = 1;
			continue;
		}
		buf_printf(&b, "%s%s", n++ > 0 ? "; " : "", line);
	}
	if (rc != SQLITE_DONE)
		buf_printf(
		    &b, "%s%s", n++ > 0 ? "; " : "", sqlite3_errmsg(db->h));
	sqlite3_finalize(s);
	if (whole && n == 0) {
		buf_free(&b);
		return 0;
	}
	if (n == 0)
		buf_printf(&b, "quick_check gave no answer");
	for (i = 0; i < b.len; i++) /* one line: "*** in database main ***" */
		if ((unsigned char)b.data[i] < ' ')
			b.data[i] = ' ';
	xasprintf(damage, "database %s is damaged: %s", db->path,
	    b.data != NULL ? b.data : "");
	buf_free(&b);
	return -1;
}

/* Roll back the open transaction, if any. */
void
db_rollback(struct db *db)
{
	if (sqlite3_get_autocommit(db->h))
		return;
	(void)db_exec(db, "ROLLBACK", "rollback");
}

int
db_version(struct db *db)
{
	return db->version;
}

int
db_latest_version(void)
{
	return (int)schema_nmigrations;
}

struct sqlite3 *
db_handle(struct db *db)
{
	return db->h;
}

const char *
db_path(const struct db *db)
{
	return db->path;
}

/*
 * SQLite creates the file but not its directory: create that one folder
 * (not those above it), or say clearly why not.
 */
static int
db_check_parent(const char *path, char **cause)
{
	struct stat sb;
	char *dir;
	int ret = 0;

	if (strcmp(path, ":memory:") == 0)
		return 0;
	dir = util_dirname(path);
	if (stat(dir, &sb) == -1 && errno == ENOENT && mkdir(dir, 0750) == 0)
		log_info("database %s: created the folder %s", path, dir);
	if (stat(dir, &sb) == -1) {
		xasprintf(cause, "database %s: directory %s: %s", path, dir,
		    strerror(errno));
		ret = -1;
	} else if (!S_ISDIR(sb.st_mode)) {
		xasprintf(
		    cause, "database %s: %s is not a directory", path, dir);
		ret = -1;
	}
	free(dir);
	return ret;
}

int
db_check_place(const char *path, char **cause)
{
	struct stat sb;
	char *dir, *up;
	int ret = 0;

	if (strcmp(path, ":memory:") == 0)
		return 0;
	dir = util_dirname(path);
	up = util_dirname(dir);
	if (stat(dir, &sb) == 0) {
		if (!S_ISDIR(sb.st_mode)) {
			xasprintf(cause, "database %s: %s is not a directory",
			    path, dir);
			ret = -1;
		} else if (access(dir, W_OK | X_OK) == -1) {
			xasprintf(cause, "database %s: directory %s: %s", path,
			    dir, strerror(errno));
			ret = -1;
		}
	} else if (errno != ENOENT) {
		xasprintf(cause, "database %s: directory %s: %s", path, dir,
		    strerror(errno));
		ret = -1;
	} else if (stat(up, &sb) == -1 || !S_ISDIR(sb.st_mode) ||
	    access(up, W_OK | X_OK) == -1) {
		xasprintf(cause,
		    "database %s: directory %s does not exist and cannot be "
		    "created in %s",
		    path, dir, up);
		ret = -1;
	}
	free(up);
	free(dir);
	return ret;
}

/* A read-only open needs the file; SQLite's own message is vague. */
static int
db_check_exists(const char *path, char **cause)
{
	struct stat sb;

	if (stat(path, &sb) == 0)
		return 0;
	if (errno == ENOENT)
		xasprintf(cause,
		    "database %s does not exist: run templard "
		    "once to create it",
		    path);
	else
		xasprintf(cause, "database %s: %s", path, strerror(errno));
	return -1;
}

/* Run constant SQL; log and return -1 on failure. */
static int
db_exec(struct db *db, const char *sql, const char *what)
{
	if (sqlite3_exec(db->h, sql, NULL, NULL, NULL) != SQLITE_OK) {
		db_report(db, what);
		return -1;
	}
	return 0;
}

static int
db_read_version(struct db *db, int *version)
{
	sqlite3_stmt *s;
	int rc;

	if (sqlite3_prepare_v2(db->h, "PRAGMA user_version", -1, &s, NULL) !=
	    SQLITE_OK)
		return -1;
	if ((rc = sqlite3_step(s)) == SQLITE_ROW)
		*version = sqlite3_column_int(s, 0);
	sqlite3_finalize(s);
	return rc == SQLITE_ROW ? 0 : -1;
}

/*
 * The per-connection settings.  journal_mode is a property of the file:
 * only the writer sets it (a reader cannot, and needs not).
 */
static int
db_set_pragmas(struct db *db, char **cause)
{
	sqlite3_stmt *s = NULL;
	const char *mode;
	int persist = 1;

	/* The views over compressed columns read them with these. */
	if (sqlite3_busy_timeout(db->h, DB_BUSY_TIMEOUT) != SQLITE_OK ||
	    zblob_register(db->h) == -1 || hostkey_register(db->h) == -1 ||
	    sqlite3_exec(db->h, "PRAGMA foreign_keys = ON", NULL, NULL, NULL) !=
		SQLITE_OK)
		goto fail;
	if (db->mode == DB_READONLY)
		return 0;

	if (sqlite3_prepare_v2(db->h, "PRAGMA journal_mode = WAL", -1, &s,
		NULL) != SQLITE_OK ||
	    sqlite3_step(s) != SQLITE_ROW)
		goto fail;
	mode = (const char *)sqlite3_column_text(s, 0);
	if (mode == NULL || strcmp(mode, "wal") != 0)
		log_warnx("database %s: journal mode is %s, not wal", db->path,
		    mode != NULL ? mode : "unknown");
	sqlite3_finalize(s);
	s = NULL;

	if (sqlite3_exec(db->h, "PRAGMA synchronous = NORMAL", NULL, NULL,
		NULL) != SQLITE_OK)
		goto fail;
	/*
	 * Keep the -wal and -shm files when templard closes: a reader of a
	 * WAL database needs them and may not be allowed to create them (a
	 * directory it cannot write), or would create them as its own user.
	 */
	if (sqlite3_file_control(
		db->h, "main", SQLITE_FCNTL_PERSIST_WAL, &persist) != SQLITE_OK)
		log_warnx("database %s: cannot keep the WAL file", db->path);
	return 0;
fail:
	xasprintf(cause, "database %s: %s", db->path, sqlite3_errmsg(db->h));
	sqlite3_finalize(s);
	return -1;
}

/*
 * Apply the pending migrations, each in its own transaction together with
 * its user_version bump, so that a failure leaves the database at the last
 * good version; then log the climb in one line.  The version is read
 * again under the write lock: another templard starting at the same time
 * may have migrated meanwhile.
 */
static int
db_migrate(struct db *db, char **cause)
{
	char pragma[64];
	int version, from = -1, latest = db_latest_version();

	while (db->version < latest) {
		if (sqlite3_exec(db->h, "BEGIN IMMEDIATE", NULL, NULL, NULL) !=
		    SQLITE_OK)
			goto fail;
		if (db_read_version(db, &version) == -1)
			goto fail;
		if (version >= latest) {
			db->version = version;
			if (sqlite3_exec(db->h, "COMMIT", NULL, NULL, NULL) !=
			    SQLITE_OK)
				goto fail;
			break;
		}
		(void)snprintf(pragma, sizeof(pragma),
		    "PRAGMA user_version = %d", version + 1);
		if (sqlite3_exec(db->h, schema_migrations[version], NULL, NULL,
			NULL) != SQLITE_OK ||
		    sqlite3_exec(db->h, pragma, NULL, NULL, NULL) !=
			SQLITE_OK ||
		    sqlite3_exec(db->h, "COMMIT", NULL, NULL, NULL) !=
			SQLITE_OK) {
			xasprintf(cause,
			    "database %s: migration to schema "
			    "version %d: %s",
			    db->path, version + 1, sqlite3_errmsg(db->h));
			db_rollback(db);
			return -1;
		}
		if (from == -1)
			from = version;
		db->version = version + 1;
	}
	/* One line for the whole climb, not one per migration. */
	if (from == 0)
		log_info("database %s: created, schema version %d", db->path,
		    db->version);
	else if (from != -1)
		log_info("database %s: migrated from schema version %d to %d",
		    db->path, from, db->version);
	return 0;
fail:
	xasprintf(cause, "database %s: %s", db->path, sqlite3_errmsg(db->h));
	db_rollback(db);
	return -1;
}

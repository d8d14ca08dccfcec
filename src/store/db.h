/* SPDX-License-Identifier: ISC */
/*
 * db: SQLite mechanics: open with the pragmas (WAL, foreign keys, busy
 * timeout), apply the schema/ migrations in order by PRAGMA user_version
 * (each in one transaction; a newer database than we know is refused),
 * transactions.  Domain SQL lives in store*.c only.
 */
#ifndef TEMPLAR_DB_H
#define TEMPLAR_DB_H

#include <stdint.h>

struct db;
struct sqlite3;

enum db_mode {
	DB_READWRITE, /* the daemon: create if missing, migrate */
	DB_READONLY,  /* the CLI's queries: must exist, never written */
};

/* Return an open database, or NULL with *cause set. */
struct db *db_open(const char *path, enum db_mode mode, char **cause);
/*
 * Whether a read-write open of path can work, without opening it (templard
 * -t): its folder exists and is writable, or can be created (the one
 * above it exists and is writable).  -1 with *cause set if not.
 */
int db_check_place(const char *path, char **cause);
void db_close(struct db *db);

int db_begin(struct db *db);
int db_commit(struct db *db);
void db_rollback(struct db *db);

/*
 * Log a failed statement (a full database once per episode); note a write
 * that went through; count the failures since opening.
 */
void db_report(struct db *db, const char *what);
void db_wrote(struct db *db);
unsigned long db_errors(const struct db *db);
/*
 * Whether the last failure was another connection holding the write lock
 * (SQLITE_BUSY): what failed may be tried again later.
 */
int db_busy(const struct db *db);
/* How long a statement waits for another connection's lock (ms). */
int db_set_busy_timeout(struct db *db, int ms);
#define DB_BUSY_SHORT 50 /* ms: the daemon's wait, once it runs */

/* Less room than this, under the cap or on the disk, is a full database. */
#define DB_ROOM (4 << 20)

/*
 * PRAGMA quick_check: 0 when the database is whole, else -1 with *damage
 * set to what is wrong, a message the caller frees.
 */
int db_quick_check(struct db *db, char **damage);

/* Cap the database file at about bytes; 0 lifts the cap. */
int db_set_max_size(struct db *db, uint64_t bytes);

/* The schema version the database is at, and the one this build knows. */
int db_version(struct db *db);
int db_latest_version(void);

/* For store*.c only. */
struct sqlite3 *db_handle(struct db *db);
const char *db_path(const struct db *db);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * sqlite_lazy: SQLite, loaded by the templar tool on first use, as
 * libxml2 is (xml_lazy.c): `templar --version`, `feed`, `discover` and
 * `extract --templates` never open a database.  Each function below
 * looks its namesake up in the library on its first call (lazy.h); the
 * daemon and the tests link SQLite itself.  An SQLite function the
 * tool's code starts to call must be added here: the tool does not link
 * until it is.
 */
#include "config.h"

#include <sqlite3.h>

#include "lazy.h"

/* SQLite's symbol called name, the library loaded on the first call. */
static void *
sqlite_lazy_sym(const char *name)
{
	static void *lib;

	return lazy_sym(&lib, SQLITE_SONAME, name);
}

#define SQLITE_LAZY_FN(ret, name, params, args)                                \
	LAZY_FN(sqlite_lazy_sym, ret, name, params, args)

SQLITE_LAZY_FN(int, sqlite3_open_v2,
    (const char *filename, sqlite3 **db, int flags, const char *vfs),
    (filename, db, flags, vfs))
SQLITE_LAZY_FN(int, sqlite3_close, (sqlite3 * db), (db))
SQLITE_LAZY_FN(int, sqlite3_close_v2, (sqlite3 * db), (db))
SQLITE_LAZY_FN(int, sqlite3_busy_timeout, (sqlite3 * db, int ms), (db, ms))
SQLITE_LAZY_FN(
    int, sqlite3_extended_result_codes, (sqlite3 * db, int on), (db, on))
SQLITE_LAZY_FN(int, sqlite3_file_control,
    (sqlite3 * db, const char *name, int op, void *arg), (db, name, op, arg))
SQLITE_LAZY_FN(int, sqlite3_exec,
    (sqlite3 * db, const char *sql, int (*cb)(void *, int, char **, char **),
	void *arg, char **errmsg),
    (db, sql, cb, arg, errmsg))
SQLITE_LAZY_FN(int, sqlite3_changes, (sqlite3 * db), (db))
SQLITE_LAZY_FN(int, sqlite3_get_autocommit, (sqlite3 * db), (db))
SQLITE_LAZY_FN(int, sqlite3_errcode, (sqlite3 * db), (db))
SQLITE_LAZY_FN(const char *, sqlite3_errmsg, (sqlite3 * db), (db))
SQLITE_LAZY_FN(const char *, sqlite3_errstr, (int rc), (rc))

SQLITE_LAZY_FN(int, sqlite3_create_function_v2,
    (sqlite3 * db, const char *name, int nargs, int flags, void *arg,
	void (*func)(sqlite3_context *, int, sqlite3_value **),
	void (*step)(sqlite3_context *, int, sqlite3_value **),
	void (*final)(sqlite3_context *), void (*destroy)(void *)),
    (db, name, nargs, flags, arg, func, step, final, destroy))
SQLITE_LAZY_FN(int, sqlite3_value_type, (sqlite3_value * v), (v))
SQLITE_LAZY_FN(int, sqlite3_value_bytes, (sqlite3_value * v), (v))
SQLITE_LAZY_FN(const void *, sqlite3_value_blob, (sqlite3_value * v), (v))
SQLITE_LAZY_FN(sqlite3_int64, sqlite3_value_int64, (sqlite3_value * v), (v))
SQLITE_LAZY_FN(void, sqlite3_result_value,
    (sqlite3_context * ctx, sqlite3_value *v), (ctx, v))
SQLITE_LAZY_FN(
    const unsigned char *, sqlite3_value_text, (sqlite3_value * v), (v))
SQLITE_LAZY_FN(void, sqlite3_result_null, (sqlite3_context * ctx), (ctx))
SQLITE_LAZY_FN(void, sqlite3_result_text,
    (sqlite3_context * ctx, const char *v, int n, void (*destroy)(void *)),
    (ctx, v, n, destroy))
SQLITE_LAZY_FN(void, sqlite3_result_blob,
    (sqlite3_context * ctx, const void *z, int n, void (*del)(void *)),
    (ctx, z, n, del))
SQLITE_LAZY_FN(void, sqlite3_result_error,
    (sqlite3_context * ctx, const char *msg, int n), (ctx, msg, n))

SQLITE_LAZY_FN(int, sqlite3_prepare_v2,
    (sqlite3 * db, const char *sql, int n, sqlite3_stmt **stmt,
	const char **tail),
    (db, sql, n, stmt, tail))
SQLITE_LAZY_FN(int, sqlite3_prepare_v3,
    (sqlite3 * db, const char *sql, int n, unsigned int flags,
	sqlite3_stmt **stmt, const char **tail),
    (db, sql, n, flags, stmt, tail))
SQLITE_LAZY_FN(int, sqlite3_step, (sqlite3_stmt * stmt), (stmt))
SQLITE_LAZY_FN(int, sqlite3_reset, (sqlite3_stmt * stmt), (stmt))
SQLITE_LAZY_FN(int, sqlite3_finalize, (sqlite3_stmt * stmt), (stmt))
SQLITE_LAZY_FN(int, sqlite3_clear_bindings, (sqlite3_stmt * stmt), (stmt))
SQLITE_LAZY_FN(int, sqlite3_stmt_readonly, (sqlite3_stmt * stmt), (stmt))
SQLITE_LAZY_FN(int, sqlite3_stmt_busy, (sqlite3_stmt * stmt), (stmt))
LAZY_VOID(sqlite_lazy_sym, sqlite3_progress_handler,
    (sqlite3 * db, int n, int (*cb)(void *), void *arg), (db, n, cb, arg))

SQLITE_LAZY_FN(int, sqlite3_bind_blob64,
    (sqlite3_stmt * stmt, int i, const void *p, sqlite3_uint64 n,
	void (*del)(void *)),
    (stmt, i, p, n, del))
SQLITE_LAZY_FN(int, sqlite3_bind_double, (sqlite3_stmt * stmt, int i, double v),
    (stmt, i, v))
SQLITE_LAZY_FN(int, sqlite3_bind_int64,
    (sqlite3_stmt * stmt, int i, sqlite3_int64 v), (stmt, i, v))
SQLITE_LAZY_FN(int, sqlite3_bind_text,
    (sqlite3_stmt * stmt, int i, const char *s, int n, void (*del)(void *)),
    (stmt, i, s, n, del))

SQLITE_LAZY_FN(int, sqlite3_column_count, (sqlite3_stmt * stmt), (stmt))
SQLITE_LAZY_FN(
    int, sqlite3_column_type, (sqlite3_stmt * stmt, int i), (stmt, i))
SQLITE_LAZY_FN(
    const void *, sqlite3_column_blob, (sqlite3_stmt * stmt, int i), (stmt, i))
SQLITE_LAZY_FN(
    int, sqlite3_column_bytes, (sqlite3_stmt * stmt, int i), (stmt, i))
SQLITE_LAZY_FN(
    double, sqlite3_column_double, (sqlite3_stmt * stmt, int i), (stmt, i))
SQLITE_LAZY_FN(int, sqlite3_column_int, (sqlite3_stmt * stmt, int i), (stmt, i))
SQLITE_LAZY_FN(sqlite3_int64, sqlite3_column_int64,
    (sqlite3_stmt * stmt, int i), (stmt, i))
SQLITE_LAZY_FN(const unsigned char *, sqlite3_column_text,
    (sqlite3_stmt * stmt, int i), (stmt, i))

/* SPDX-License-Identifier: ISC */
/*
 * store_siteconf: the SQL of imported site configs (store_siteconf.h).
 * These statements run on an import, a listing, or when templard meets
 * a host it has not looked up since the configs changed: they are
 * prepared when run rather than kept with store_sql.c's.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "db.h"
#include "log.h"
#include "siteconf.h"
#include "store.h"
#include "store_int.h"
#include "store_siteconf.h"
#include "util.h"

#define SC_DELETE "DELETE FROM site_configs WHERE host = ?1"
#define SC_INSERT                                                              \
	"INSERT INTO site_configs (host, source, imported_at)"                 \
	" VALUES (?1, ?2, ?3) RETURNING id"
#define SC_RULE                                                                \
	"INSERT INTO site_config_rules (site_config_id, position, directive,"  \
	" argument, value, line) VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
#define SC_FIND                                                                \
	"SELECT id, host, source, imported_at FROM site_configs"               \
	" WHERE host = ?1"
#define SC_LIST                                                                \
	"SELECT id, host, source, imported_at FROM site_configs"               \
	" ORDER BY host"
#define SC_RULES                                                               \
	"SELECT directive, argument, value, line FROM site_config_rules"       \
	" WHERE site_config_id = ?1 ORDER BY position"
#define SC_STAMP                                                               \
	"SELECT coalesce(max(id), 0) * 1048576 + count(*) FROM site_configs"

static sqlite3_stmt *
sc_prepare(struct store *st, const char *sql)
{
	return store_prepare_sql(st, sql, "site configs");
}

static int
sc_exec_text(struct store *st, const char *sql, const char *text)
{
	sqlite3_stmt *s;
	int rc;

	if ((s = sc_prepare(st, sql)) == NULL)
		return -1;
	store_bind_text(st, s, 1, text);
	rc = store_step_sql(st, s, "site configs");
	sqlite3_finalize(s);
	return rc == -1 ? -1 : sqlite3_changes(st->h) > 0;
}

/* The rules of config id into sc; 0 or -1. */
static int
sc_read_rules(struct store *st, int64_t id, struct siteconf *sc)
{
	sqlite3_stmt *s;
	char *why = NULL;
	int rc;

	if ((s = sc_prepare(st, SC_RULES)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, id);
	while (
	    (rc = store_step_sql(st, s, "site config rules")) == SQLITE_ROW) {
		const char *arg = (const char *)sqlite3_column_text(s, 1);

		/* What import stored parses back; a row that does not
		 * (a hand-edited database) is left out, said. */
		if (siteconf_add(sc, (const char *)sqlite3_column_text(s, 0),
			arg, (const char *)sqlite3_column_text(s, 2),
			sqlite3_column_int(s, 3), &why) == -1) {
			log_warnx("site config %s: %s", siteconf_host(sc), why);
			free(why);
			why = NULL;
		}
	}
	sqlite3_finalize(s);
	return rc == -1 ? -1 : 0;
}

int
store_siteconf_put(struct store *st, const struct siteconf *sc,
    const char *source, int64_t now)
{
	const struct siteconf_rule *r;
	sqlite3_stmt *s = NULL;
	int64_t id = 0;
	size_t i;

	if (db_begin(st->db) == -1)
		return -1;
	if (sc_exec_text(st, SC_DELETE, siteconf_host(sc)) == -1 ||
	    (s = sc_prepare(st, SC_INSERT)) == NULL)
		goto fail;
	store_bind_text(st, s, 1, siteconf_host(sc));
	store_bind_text(st, s, 2, source);
	store_bind_int64(st, s, 3, now);
	if (store_step_sql(st, s, "insert site config") == SQLITE_ROW)
		id = sqlite3_column_int64(s, 0);
	sqlite3_finalize(s);
	if (id <= 0 || (s = sc_prepare(st, SC_RULE)) == NULL)
		goto fail;
	for (i = 0; i < siteconf_count(sc); i++) {
		r = siteconf_rule(sc, i);
		sqlite3_reset(s);
		sqlite3_clear_bindings(s);
		store_bind_int64(st, s, 1, id);
		store_bind_int64(st, s, 2, (int64_t)i);
		store_bind_text(st, s, 3, r->key);
		store_bind_text(st, s, 4, r->arg);
		store_bind_text(st, s, 5, r->value);
		store_bind_int64(st, s, 6, r->line);
		if (store_step_sql(st, s, "insert site config rule") !=
		    SQLITE_DONE)
			goto fail;
	}
	sqlite3_finalize(s);
	return db_commit(st->db);
fail:
	sqlite3_finalize(s);
	db_rollback(st->db);
	return -1;
}

int
store_siteconf_remove(struct store *st, const char *host)
{
	return sc_exec_text(st, SC_DELETE, host);
}

/* The config stored under exactly name: 1, 0 or -1. */
static int
sc_find(struct store *st, const char *name, struct siteconf **out)
{
	sqlite3_stmt *s;
	int64_t id = 0;
	int rc;

	if ((s = sc_prepare(st, SC_FIND)) == NULL)
		return -1;
	store_bind_text(st, s, 1, name);
	if ((rc = store_step_sql(st, s, "find site config")) == SQLITE_ROW)
		id = sqlite3_column_int64(s, 0);
	sqlite3_finalize(s);
	if (rc == -1)
		return -1;
	if (id == 0)
		return 0;
	*out = siteconf_new(name);
	if (sc_read_rules(st, id, *out) == -1) {
		siteconf_free(*out);
		*out = NULL;
		return -1;
	}
	return 1;
}

int
store_siteconf_get(struct store *st, const char *host, struct siteconf **out)
{
	const char *h = host, *p;
	char *name;
	int rc;

	*out = NULL;
	if (strncmp(h, "www.", 4) == 0 && h[4] != '\0')
		h += 4;
	if ((rc = sc_find(st, h, out)) != 0)
		return rc;
	/* ".www.example.org", ".example.org", ".org": the longest first */
	for (p = host; p != NULL; p = strchr(p + 1, '.')) {
		xasprintf(&name, "%s%s", *p == '.' ? "" : ".", p);
		rc = sc_find(st, name, out);
		free(name);
		if (rc != 0)
			return rc;
	}
	return 0;
}

int
store_siteconf_headers(struct store *st, const char *host,
    int (*cb)(const char *name, const char *value, void *arg), void *arg)
{
	struct siteconf *sc;
	const char *name, *value;
	size_t i;
	int rc;

	if ((rc = store_siteconf_get(st, host, &sc)) <= 0)
		return rc;
	for (i = 0; siteconf_header(sc, i, &name, &value) == 0; i++)
		if (cb(name, value, arg) != 0) {
			i++;
			break;
		}
	siteconf_free(sc);
	return (int)i;
}

int
store_siteconf_list(struct store *st, store_siteconf_cb cb, void *arg)
{
	struct siteconf *sc;
	sqlite3_stmt *s;
	int rc, stop = 0;

	if ((s = sc_prepare(st, SC_LIST)) == NULL)
		return -1;
	while (!stop &&
	    (rc = store_step_sql(st, s, "list site configs")) == SQLITE_ROW) {
		sc = siteconf_new((const char *)sqlite3_column_text(s, 1));
		if (sc_read_rules(st, sqlite3_column_int64(s, 0), sc) == -1) {
			siteconf_free(sc);
			rc = -1;
			break;
		}
		stop = cb(sc, (const char *)sqlite3_column_text(s, 2),
		    sqlite3_column_int64(s, 3), arg);
		siteconf_free(sc);
	}
	sqlite3_finalize(s);
	return rc == -1 ? -1 : 0;
}

int64_t
store_siteconf_stamp(struct store *st)
{
	sqlite3_stmt *s;
	int64_t v = -1;

	if ((s = sc_prepare(st, SC_STAMP)) == NULL)
		return -1;
	if (store_step_sql(st, s, "site configs") == SQLITE_ROW)
		v = sqlite3_column_int64(s, 0);
	sqlite3_finalize(s);
	return v;
}

/* SPDX-License-Identifier: ISC */
/*
 * cli_status: `templar status`: whether templard runs on the database
 * (its lock), and what the database holds, from one snapshot.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include <cjson/cJSON.h>

#include "cli.h"
#include "conf.h"
#include "db.h"
#include "log.h"
#include "metrics.h"
#include "status.h"
#include "util.h"

static const char *
status_s(int64_t n)
{
	return n == 1 ? "" : "s";
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

/* The database: its size and room, and whether it is whole. */
static void
status_print_db(const struct status *st)
{
	const struct status_space *sp = &st->space;
	struct buf b;
	char *t;

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
	printf("database:  %s (%s)\n", st->database, b.data);
	buf_free(&b);
	if (sp->full)
		printf(
		    "           FULL: templard stores nothing new until there "
		    "is room\n");
	t = st->checked ? cli_time(st->checked_at) : NULL;
	if (!st->checked)
		printf("integrity: not checked (templar status --check)\n");
	else if (st->damage == NULL)
		printf("integrity: ok (quick_check at %s)\n", t ? t : "-");
	else
		printf("integrity: DAMAGED (quick_check at %s): %s\n",
		    t ? t : "-", st->damage);
	free(t);
}

static void
status_print_text(const struct status *st)
{
	const struct store_status *s = &st->n;
	struct buf b;
	char *t;
	size_t i;

	if (st->daemon == STATUS_RUNNING)
		printf("templard:  running (it holds %s)\n", st->lock);
	else if (st->daemon == STATUS_STOPPED)
		printf("templard:  not running\n");
	else
		printf("templard:  unknown (%s)\n", st->lock_error);
	status_print_db(st);
	printf("feeds:     %lld active (%lld ok, %lld failing, %lld gone, "
	       "%lld refused), %lld inactive\n",
	    (long long)s->feeds_active, (long long)s->feeds_ok,
	    (long long)s->feeds_failing, (long long)s->feeds_gone,
	    (long long)s->feeds_refused, (long long)s->feeds_inactive);
	printf("templates: %lld current, %lld feed%s failed learning, "
	       "%lld not learned yet\n",
	    (long long)s->templates_current, (long long)s->tmpl_failed,
	    status_s(s->tmpl_failed), (long long)s->tmpl_none);
	for (i = 0; i < st->nlearning; i++)
		printf("           %s: learning: %lld of %lld pages fetched\n",
		    st->learning[i].feed, (long long)st->learning[i].pages,
		    (long long)st->learning[i].wanted);
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
	       "below %.1f (%lld scored)\n",
	    (long long)s->recent_low, (long long)st->last, status_s(st->last),
	    st->low, (long long)s->recent_scored);
	if (st->nhosts == 0)
		printf("hosts held back: none\n");
	else
		printf("hosts held back:\n");
	for (i = 0; i < st->nhosts; i++) {
		t = cli_time(st->hosts[i].until);
		printf("  %s until %s: %s\n", st->hosts[i].host, t ? t : "-",
		    st->hosts[i].reason ? st->hosts[i].reason : "-");
		free(t);
	}
	if (st->nerrors == 0)
		printf("feed errors: none\n");
	else
		printf("feed errors, most recent first:\n");
	for (i = 0; i < st->nerrors; i++) {
		t = cli_time(st->errors[i].last_poll);
		printf("  %s, polled %s (%d failure%s): %s\n",
		    st->errors[i].feed, t ? t : "never", st->errors[i].failures,
		    status_s(st->errors[i].failures),
		    st->errors[i].error ? st->errors[i].error : "-");
		free(t);
	}
}

/* Before templard first ran: the daemon's state is all there is. */
static void
status_print_none(const struct status *st)
{
	const char *state = st->daemon == STATUS_RUNNING ? "running"
	    : st->daemon == STATUS_STOPPED               ? "not running"
							 : "unknown";

	printf("daemon:    %s%s%s\n", state, st->lock_error ? ": " : "",
	    st->lock_error ? st->lock_error : "");
	printf("database:  %s does not exist yet (templard creates it "
	       "when it first runs)\n",
	    st->database);
}

/*
 * --check: PRAGMA quick_check on the database now, its result reported
 * as templard reports its own; damage is also said on stderr, for a
 * database too damaged to read the rest of the status from.
 */
static int
status_check(struct db *db)
{
	char *damage = NULL;
	int rc;

	rc = db_quick_check(db, &damage);
	metrics_check_set(util_now(), damage);
	if (rc == -1)
		fprintf(stderr, "templar: %s\n", damage);
	free(damage);
	return rc;
}

/*
 * templar status: whether templard runs on this database, then counts
 * of its feeds, templates, entries, pages and articles, the hosts held
 * back and the latest feed errors (status.c reads them all first).
 */
int
cmd_status(struct cli *cli, int argc, char *argv[])
{
	struct cli_opts o;
	struct status st;
	cJSON *j;
	char *text;
	int rc = 0;

	if (cli_options(cli, argc, argv, "FC", &o) == -1 || optind != argc)
		return 2;
	if (o.check && cli->db != NULL && status_check(cli->db) == -1)
		rc = 1;
	if (status_read(&st, cli->st, cli->db_path, cli->conf, util_now()) ==
	    -1)
		rc = 1;
	else if (cli->fmt == CLI_JSON) {
		j = status_json(&st);
		if ((text = cJSON_Print(j)) == NULL)
			fatalx("out of memory printing JSON");
		printf("%s\n", text);
		free(text);
		cJSON_Delete(j);
	} else if (!st.have_db)
		status_print_none(&st);
	else
		status_print_text(&st);
	status_free(&st);
	return rc;
}

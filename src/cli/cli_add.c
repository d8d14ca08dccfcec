/* SPDX-License-Identifier: ISC */
/*
 * cli_add: `templar add URL` subscribes to a feed, or to the feed of a
 * site that discovery finds there (several found: they are listed, and
 * one is added with a second `templar add FEED_URL`, or all with --all);
 * `templar remove NAME` unsubscribes, and with --purge forgets what was
 * stored of the feed.  Each feed is one drop-in in templar.conf.d/
 * (dropin.c); the running templard is told to reload with SIGHUP, at the
 * pid it wrote into its lock file.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <event2/event.h>

#include "cli.h"
#include "conf.h"
#include "db.h"
#include "discover.h"
#include "dropin.h"
#include "hostq.h"
#include "http.h"
#include "log.h"
#include "store_ondemand.h"
#include "opml.h"
#include "status.h"
#include "store.h"
#include "util.h"

#define CLI_ADD_MAX 50     /* feeds discovery may offer at one URL */
#define CLI_REMOVE_WAIT 10 /* seconds templard is given to let go */

struct cli_add_feed {
	char *url;
	char *title;
	const char *found_by;
};

struct cli_add_found {
	struct cli_add_feed feeds[CLI_ADD_MAX];
	size_t n;
	int done;
	char *error;
};

static void cli_add_found_cb(const struct discover_feed *, void *);
static void cli_add_done_cb(int, const char *, void *);
static int cli_add_discover(struct cli *, const char *, struct cli_add_found *);
static void cli_add_found_free(struct cli_add_found *);
static int cli_add_one(struct cli *, const struct cli_add_feed *, const char *);
static int cli_add_subscribed(const struct cli *, const char *);
static int cli_add_options(int, char *[], const char **, int *);
static int cli_reconf(struct cli *);
static int cli_reload(const struct cli *);
static int cli_remove_purge(struct cli *, const char *, int);

static void
cli_add_found_cb(const struct discover_feed *f, void *arg)
{
	struct cli_add_found *fo = arg;

	if (fo->n == CLI_ADD_MAX)
		return;
	fo->feeds[fo->n].url = xstrdup(f->url);
	fo->feeds[fo->n].title = f->title != NULL ? xstrdup(f->title) : NULL;
	fo->feeds[fo->n++].found_by = f->found_by;
}

static void
cli_add_done_cb(UNUSED int nfound, const char *error, void *arg)
{
	struct cli_add_found *fo = arg;

	fo->done = 1;
	if (error != NULL)
		fo->error = xstrdup(error);
}

/*
 * The feeds at url as discovery finds them without crawling: url itself
 * when it is a feed, else those its page names and the usual paths.
 * Return the number found; fo->error says why none.
 */
static int
cli_add_discover(struct cli *cli, const char *url, struct cli_add_found *fo)
{
	struct discover_limits lim = { 0, 1 };
	struct event_base *base;
	struct http *http;
	struct hostq *hq;
	struct discover *d;

	if ((base = event_base_new()) == NULL)
		fatalx("cannot create an event loop");
	http = http_new(base, cli->conf);
	hq = hostq_new(base, http, cli->conf);
	d = discover_new(base, hq, cli->conf, url, &lim, cli_add_found_cb,
	    cli_add_done_cb, fo);
	while (!fo->done && event_base_loop(base, EVLOOP_ONCE) == 0)
		;
	discover_free(d);
	hostq_free(hq);
	http_free(http);
	event_base_free(base);
	if (!fo->done && fo->error == NULL)
		fo->error = xstrdup("the event loop stopped");
	if (fo->n == 0 && fo->error == NULL)
		xasprintf(&fo->error, "no feed found at %s", url);
	return (int)fo->n;
}

static void
cli_add_found_free(struct cli_add_found *fo)
{
	size_t i;

	for (i = 0; i < fo->n; i++) {
		free(fo->feeds[i].url);
		free(fo->feeds[i].title);
	}
	free(fo->error);
}

/* The name url is subscribed under, said, or 0 when it is not. */
static int
cli_add_subscribed(const struct cli *cli, const char *url)
{
	size_t i;

	for (i = 0; i < cli->conf->nfeeds; i++) {
		if (cli->conf->feeds[i].url != NULL &&
		    strcmp(cli->conf->feeds[i].url, url) == 0) {
			printf("%s is subscribed already as %s\n", url,
			    cli->conf->feeds[i].name);
			return 1;
		}
	}
	return 0;
}

/* Load the config again, with what was just written. */
static int
cli_reconf(struct cli *cli)
{
	struct conf *conf;
	char *cause = NULL;

	if ((conf = conf_load(cli->conf_path, &cause)) == NULL) {
		fprintf(stderr, "templar: %s\n", cause);
		free(cause);
		return -1;
	}
	if (cli->db_path == cli->conf->database)
		cli->db_path = conf->database; /* no -d DATABASE */
	conf_free(cli->conf);
	cli->conf = conf;
	return 0;
}

/*
 * The name of the feed templard subscribed at url on demand (/full), or
 * NULL: a drop-in of that name makes it permanent, its data kept.
 */
static char *
cli_add_ondemand_name(const struct cli *cli, const char *url)
{
	struct db *db;
	struct store *st;
	char *name = NULL, *cause = NULL;
	int64_t id;
	int on_demand = 0;

	if (access(cli->db_path, F_OK) == -1)
		return NULL;
	if ((db = db_open(cli->db_path, DB_READONLY, &cause)) == NULL) {
		free(cause); /* as if never asked for: a name of its own */
		return NULL;
	}
	st = store_new(db);
	if (store_ondemand_find(st, url, &name, &id, &on_demand) != 1 ||
	    !on_demand) {
		free(name);
		name = NULL;
	}
	store_free(st);
	db_close(db);
	return name;
}

/* Subscribe to one feed under name (NULL: one made from its title). */
static int
cli_add_one(struct cli *cli, const struct cli_add_feed *f, const char *name)
{
	char *base, *made, *path = NULL, *cause = NULL, *od = NULL;
	int taken, rc;

	if (cli_add_subscribed(cli, f->url))
		return 0;
	if (name == NULL && (od = cli_add_ondemand_name(cli, f->url)) != NULL)
		name = od;
	base = name != NULL ? xstrdup(name) : opml_feed_name(f->title, f->url);
	made =
	    name != NULL ? xstrdup(name) : dropin_unique_name(cli->conf, base);
	rc = dropin_add(
	    cli->conf, made, f->url, f->title, &path, &taken, &cause);
	if (rc == -1)
		fprintf(stderr, "templar add: %s\n", cause);
	else {
		printf("subscribed %s: %s\n  wrote %s\n", made, f->url, path);
		rc = cli_reconf(cli);
	}
	free(cause);
	free(path);
	free(made);
	free(base);
	free(od);
	return rc;
}

/*
 * Tell the running templard to read the configuration again: SIGHUP to
 * the pid in its lock file.  Said either way; 1 if it was told.
 */
static int
cli_reload(const struct cli *cli)
{
	enum status_daemon state;
	char *cause = NULL;
	long pid;
	int told = 0;

	state = status_daemon_pid(cli->db_path, &pid, &cause);
	if (state == STATUS_STOPPED) {
		printf("templard is not running on %s: the change applies when "
		       "it starts\n",
		    cli->db_path);
	} else if (state == STATUS_RUNNING && pid > 0 &&
	    kill((pid_t)pid, SIGHUP) == 0) {
		printf("templard (pid %ld) reloads its configuration\n", pid);
		told = 1;
	} else {
		if (cause == NULL && pid == 0)
			xasprintf(&cause, "its lock file holds no pid");
		else if (cause == NULL)
			xasprintf(&cause, "kill %ld: %s", pid, strerror(errno));
		fprintf(stderr,
		    "templar: cannot reload templard (%s): run "
		    "`systemctl reload templard` or kill -HUP its pid\n",
		    cause);
	}
	free(cause);
	return told;
}

/* add's and remove's options; 0, or 2 (usage). */
static int
cli_add_options(int argc, char *argv[], const char **name, int *flag)
{
	static const struct option longopts[] = {
		{ "name", required_argument, NULL, 'n' },
		{ "all", no_argument, NULL, 'a' },
		{ "purge", no_argument, NULL, 'p' },
		{ NULL, 0, NULL, 0 },
	};
	int ch;

	optind = 0;
	while ((ch = getopt_long(argc, argv, "", longopts, NULL)) != -1) {
		switch (ch) {
		case 'n':
			if (name == NULL)
				return 2;
			*name = optarg;
			break;
		case 'a':
		case 'p':
			if ((ch == 'a') != (name != NULL))
				return 2;
			*flag = 1;
			break;
		default:
			return 2;
		}
	}
	return argc - optind != 1 ? 2 : 0;
}

int
cmd_add(struct cli *cli, int argc, char *argv[])
{
	struct cli_add_found fo;
	const char *name = NULL;
	char *url;
	size_t i;
	int all = 0, rc = 0, added = 0;

	if (cli_add_options(argc, argv, &name, &all) != 0)
		return 2;
	if (cli_need_conf(cli, "add",
		"it writes a drop-in to the templar.conf.d/ beside it") == -1)
		return 1;
	if (strstr(argv[optind], "://") == NULL)
		xasprintf(&url, "https://%s", argv[optind]);
	else
		url = xstrdup(argv[optind]);
	if (cli_add_subscribed(cli, url)) {
		free(url);
		return 0;
	}
	memset(&fo, 0, sizeof(fo));
	if (cli_add_discover(cli, url, &fo) == 0) {
		fprintf(stderr, "templar add: %s\n", fo.error);
		rc = 1;
	} else if (fo.n > 1 && !all) {
		printf("%zu feeds at %s; add one with `templar add FEED_URL`, "
		       "or all with --all:\n",
		    fo.n, url);
		for (i = 0; i < fo.n; i++)
			printf("  %s%s%s\n", fo.feeds[i].url,
			    fo.feeds[i].title != NULL ? "  " : "",
			    fo.feeds[i].title != NULL ? fo.feeds[i].title : "");
		rc = 1;
	} else {
		for (i = 0; i < fo.n && rc == 0; i++) {
			rc = cli_add_one(cli, &fo.feeds[i],
			    name != NULL && i > 0 ? NULL : name);
			added += rc == 0;
		}
		if (added > 0)
			cli_reload(cli);
		rc = rc != 0;
	}
	cli_add_found_free(&fo);
	free(url);
	return rc;
}

static int
cli_remove_feed_cb(const struct store_feed *f, void *arg)
{
	struct store_feed *out = arg;

	out->id = f->id;
	out->active = f->active;
	out->entries = f->entries;
	out->articles = f->articles;
	return 0;
}

/*
 * Forget what the database holds of the feed called name, once templard
 * (told to reload when reloaded is set) has let go of it.
 */
static int
cli_remove_purge(struct cli *cli, const char *name, int reloaded)
{
	struct store_feed f;
	struct db *db;
	struct store *st;
	char *cause = NULL;
	int i, rc = 1;

	if (access(cli->db_path, F_OK) == -1) {
		printf("nothing stored: %s does not exist\n", cli->db_path);
		return 0;
	}
	if ((db = db_open(cli->db_path, DB_READWRITE, &cause)) == NULL) {
		fprintf(stderr, "templar: %s\n", cause);
		free(cause);
		return 1;
	}
	st = store_new(db);
	for (i = 0; i <= CLI_REMOVE_WAIT * 10; i++) {
		memset(&f, 0, sizeof(f));
		if (store_feed_get(st, name, cli_remove_feed_cb, &f) == -1)
			goto out;
		if (f.id == 0 || !f.active || !reloaded)
			break;
		usleep(100000); /* templard deactivates it on reload */
	}
	if (f.id == 0) {
		fprintf(stderr, "templar remove: no feed %s stored\n", name);
		goto out;
	}
	if (store_feed_purge(st, f.id) == -1)
		goto out;
	printf("forgot %s: %lld entries, %lld articles\n", name,
	    (long long)f.entries, (long long)f.articles);
	rc = 0;
out:
	store_free(st);
	db_close(db);
	return rc;
}

int
cmd_remove(struct cli *cli, int argc, char *argv[])
{
	const char *name;
	char *path = NULL, *cause = NULL;
	int purge = 0, told = 0, r;

	if (cli_add_options(argc, argv, NULL, &purge) != 0)
		return 2;
	name = argv[optind];
	if ((r = dropin_remove(cli->conf, name, &path, &cause)) == -1) {
		fprintf(stderr, "templar remove: %s\n", cause);
		free(cause);
		return 1;
	}
	if (r == 1 && !purge) {
		fprintf(stderr,
		    "templar remove: no feed %s in the configuration%s\n", name,
		    cli->conf->path == NULL ? " (there is none)" : "");
		return 1;
	}
	if (r == 0) {
		printf("unsubscribed %s\n  removed %s\n", name, path);
		free(path);
		told = cli_reload(cli);
	}
	return purge ? cli_remove_purge(cli, name, told) : 0;
}

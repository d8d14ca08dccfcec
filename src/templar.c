/* SPDX-License-Identifier: ISC */
/*
 * templar: the command-line tool.  It reads the daemon's database
 * (opened read-only) and prints feeds, articles, templates and search
 * results as text for people or JSON for programs.  `extract` applies a
 * feed's current template to local files and changes nothing either.
 */
#include "config.h"

#include <sys/file.h>

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "conf.h"
#include "db.h"
#include "html.h"
#include "log.h"
#include "store.h"
#include "tmpl.h"
#include "util.h"

enum format { FMT_TEXT, FMT_JSON, FMT_JSONL };

struct cli {
	struct db *db;
	struct store *st;
	enum format fmt;
	int with_html;
	cJSON *array;		/* FMT_JSON: collected output */
	int count;
};

struct command {
	const char *name;
	int (*run)(struct cli *cli, int argc, char *argv[]);
	const char *usage;
};

static int cmd_feeds(struct cli *, int, char *[]);
static int cmd_articles(struct cli *, int, char *[]);
static int cmd_show(struct cli *, int, char *[]);
static int cmd_templates(struct cli *, int, char *[]);
static int cmd_extract(struct cli *, int, char *[]);
static int cmd_search(struct cli *, int, char *[]);
static int cmd_status(struct cli *, int, char *[]);

static const struct command commands[] = {
	{ "feeds", cmd_feeds, "feeds [--format text|json]" },
	{ "articles", cmd_articles, "articles [--feed NAME] [--limit N] "
	    "[--format text|json|jsonl] [--html]" },
	{ "show", cmd_show, "show [--format text|json] [--html] ID|URL" },
	{ "templates", cmd_templates, "templates [--feed NAME] "
	    "[--format text|json]" },
	{ "extract", cmd_extract, "extract --feed NAME [--html] FILE..." },
	{ "search", cmd_search, "search [--limit N] [--format text|json|jsonl] "
	    "QUERY" },
	{ "status", cmd_status, "status [--format text|json]" },
};

static void
templar_usage(FILE *fp)
{
	size_t i;

	fprintf(fp, "usage: templar [-c config | -d database] command "
	    "[options]\ncommands:\n");
	for (i = 0; i < NELEM(commands); i++)
		fprintf(fp, "  %s\n", commands[i].usage);
}

/* "2024-05-06T07:08:09Z", or NULL for 0 (unknown). */
static char *
templar_time(int64_t t)
{
	char out[32];
	time_t tt = (time_t)t;
	struct tm tm;

	if (t == 0 || gmtime_r(&tt, &tm) == NULL)
		return NULL;
	strftime(out, sizeof(out), "%Y-%m-%dT%H:%M:%SZ", &tm);
	return xstrdup(out);
}

static void
json_add_str(cJSON *o, const char *key, const char *value)
{
	if (value == NULL)
		cJSON_AddNullToObject(o, key);
	else
		cJSON_AddStringToObject(o, key, value);
}

static void
json_add_time(cJSON *o, const char *key, int64_t t)
{
	char *s = templar_time(t);

	json_add_str(o, key, s);
	free(s);
}

/* Print one record per the format: a line (jsonl) or into the array. */
static void
cli_emit(struct cli *cli, cJSON *o)
{
	char *s;

	cli->count++;
	if (cli->fmt == FMT_JSON) {
		cJSON_AddItemToArray(cli->array, o);
		return;
	}
	if ((s = cJSON_PrintUnformatted(o)) == NULL)
		fatalx("out of memory printing JSON");
	printf("%s\n", s);
	free(s);
	cJSON_Delete(o);
}

static void
cli_json_begin(struct cli *cli)
{
	if (cli->fmt == FMT_JSON && (cli->array = cJSON_CreateArray()) ==
	    NULL)
		fatalx("out of memory");
}

static void
cli_json_end(struct cli *cli)
{
	char *s;

	if (cli->fmt != FMT_JSON)
		return;
	if ((s = cJSON_Print(cli->array)) == NULL)
		fatalx("out of memory printing JSON");
	printf("%s\n", s);
	free(s);
	cJSON_Delete(cli->array);
	cli->array = NULL;
}

static int
cli_parse_format(struct cli *cli, const char *s, int allow_jsonl)
{
	if (strcmp(s, "text") == 0)
		cli->fmt = FMT_TEXT;
	else if (strcmp(s, "json") == 0)
		cli->fmt = FMT_JSON;
	else if (allow_jsonl && strcmp(s, "jsonl") == 0)
		cli->fmt = FMT_JSONL;
	else {
		fprintf(stderr, "templar: unknown format '%s'\n", s);
		return -1;
	}
	return 0;
}

/* Options shared by the commands; returns optind or -1. */
struct cmd_opts {
	const char *feed;
	long long limit;
};

static int
cli_options(struct cli *cli, int argc, char *argv[], const char *allowed,
    struct cmd_opts *o)
{
	static const struct option longopts[] = {
		{ "feed", required_argument, NULL, 'f' },
		{ "limit", required_argument, NULL, 'n' },
		{ "format", required_argument, NULL, 'F' },
		{ "html", no_argument, NULL, 'H' },
		{ NULL, 0, NULL, 0 },
	};
	char *cause = NULL;
	int ch;

	memset(o, 0, sizeof(*o));
	optind = 1;
	while ((ch = getopt_long(argc, argv, "", longopts, NULL)) != -1) {
		if (ch == '?' || strchr(allowed, ch) == NULL) {
			fprintf(stderr, "templar %s: option not known here\n",
			    argv[0]);
			return -1;
		}
		switch (ch) {
		case 'f':
			o->feed = optarg;
			break;
		case 'n':
			if (util_parse_int(optarg, 0, 1000000000, &o->limit,
			    &cause) == -1) {
				fprintf(stderr, "templar: --limit: %s\n",
				    cause);
				free(cause);
				return -1;
			}
			break;
		case 'F':
			if (cli_parse_format(cli, optarg,
			    strchr(allowed, 'l') != NULL) == -1)
				return -1;
			break;
		case 'H':
			cli->with_html = 1;
			break;
		}
	}
	return optind;
}

/* ---- feeds ---- */

static const char *
tmpl_status_name(enum store_tmpl_status s)
{
	switch (s) {
	case STORE_TMPL_OK:
		return "ok";
	case STORE_TMPL_FAILED:
		return "failed";
	default:
		return "none";
	}
}

static int
cli_feed_cb(const struct store_feed *f, void *arg)
{
	struct cli *cli = arg;
	cJSON *o;
	char *when;

	if (cli->fmt == FMT_TEXT) {
		when = templar_time(f->last_poll_at);
		if (cli->count++ == 0)
			printf("%-20s %8s %8s %-8s %-20s %s\n", "FEED",
			    "ENTRIES", "ARTICLES", "TEMPLATE", "LAST POLL",
			    "URL");
		printf("%-20s %8lld %8lld %-8s %-20s %s\n", f->name,
		    (long long)f->entries, (long long)f->articles,
		    tmpl_status_name(f->tmpl_status), when ? when : "never",
		    f->url);
		if (f->tmpl_status == STORE_TMPL_FAILED && f->tmpl_reason)
			printf("  template: %s\n", f->tmpl_reason);
		if (f->last_error != NULL)
			printf("  last error: %s\n", f->last_error);
		if (!f->active)
			printf("  (not in the configuration any more)\n");
		free(when);
		return 0;
	}
	if ((o = cJSON_CreateObject()) == NULL)
		fatalx("out of memory");
	json_add_str(o, "name", f->name);
	json_add_str(o, "url", f->url);
	cJSON_AddBoolToObject(o, "active", f->active);
	cJSON_AddNumberToObject(o, "entries", (double)f->entries);
	cJSON_AddNumberToObject(o, "articles", (double)f->articles);
	json_add_str(o, "template_status", tmpl_status_name(f->tmpl_status));
	json_add_str(o, "template_reason", f->tmpl_reason);
	json_add_time(o, "last_poll", f->last_poll_at);
	json_add_time(o, "next_poll", f->next_poll_at);
	json_add_str(o, "last_error", f->last_error);
	cJSON_AddNumberToObject(o, "failures", f->failures);
	cli_emit(cli, o);
	return 0;
}

static int
cmd_feeds(struct cli *cli, int argc, char *argv[])
{
	struct cmd_opts o;
	int rc;

	if (cli_options(cli, argc, argv, "F", &o) == -1 || optind != argc)
		return 2;
	cli_json_begin(cli);
	rc = store_feed_list(cli->st, 0, cli_feed_cb, cli);
	cli_json_end(cli);
	if (rc == 0 && cli->count == 0 && cli->fmt == FMT_TEXT)
		printf("no feeds: subscribe in the configuration file\n");
	return rc == -1 ? 1 : 0;
}

/* ---- articles ---- */

static cJSON *
cli_article_json(const struct cli *cli, const struct store_article *a)
{
	cJSON *o;

	if ((o = cJSON_CreateObject()) == NULL)
		fatalx("out of memory");
	cJSON_AddNumberToObject(o, "id", (double)a->id);
	json_add_str(o, "feed", a->feed_name);
	json_add_str(o, "url", a->url);
	json_add_str(o, "title", a->title);
	cJSON_AddBoolToObject(o, "title_from_feed", a->title_from_feed);
	json_add_str(o, "body", a->body_text);
	if (cli->with_html)
		json_add_str(o, "body_html", a->body_html);
	json_add_str(o, "category", a->category);
	json_add_time(o, "published", a->published);
	if (a->template_id > 0)
		cJSON_AddNumberToObject(o, "template", (double)a->template_id);
	else
		cJSON_AddNullToObject(o, "template");
	if (a->score >= 0)
		cJSON_AddNumberToObject(o, "score", a->score);
	else
		cJSON_AddNullToObject(o, "score");
	json_add_time(o, "extracted_at", a->extracted_at);
	if (a->snippet != NULL)
		json_add_str(o, "snippet", a->snippet);
	return o;
}

static int
cli_article_cb(const struct store_article *a, void *arg)
{
	struct cli *cli = arg;
	char *when;

	if (cli->fmt != FMT_TEXT) {
		cli_emit(cli, cli_article_json(cli, a));
		return 0;
	}
	when = templar_time(a->published);
	printf("%6lld  %-16s %-20s %s\n", (long long)a->id,
	    a->feed_name ? a->feed_name : "-", when ? when : "-",
	    a->title ? a->title : "(no title)");
	if (a->snippet != NULL)
		printf("        %s\n", a->snippet);
	free(when);
	cli->count++;
	return 0;
}

static int
cmd_articles(struct cli *cli, int argc, char *argv[])
{
	struct cmd_opts o;
	int rc;

	if (cli_options(cli, argc, argv, "fnFlH", &o) == -1 || optind != argc)
		return 2;
	cli_json_begin(cli);
	rc = store_article_list(cli->st, o.feed, (int)o.limit, cli_article_cb,
	    cli);
	cli_json_end(cli);
	return rc == -1 ? 1 : 0;
}

static int
cli_show_cb(const struct store_article *a, void *arg)
{
	struct cli *cli = arg;
	char *when, *at;

	if (cli->fmt != FMT_TEXT) {
		cli_emit(cli, cli_article_json(cli, a));
		return 0;
	}
	cli->count++;
	when = templar_time(a->published);
	at = templar_time(a->extracted_at);
	printf("Title:     %s%s\n", a->title ? a->title : "",
	    a->title_from_feed ? "  (from the feed)" : "");
	printf("URL:       %s\nFeed:      %s\n", a->url ? a->url : "",
	    a->feed_name ? a->feed_name : "");
	printf("Published: %s\nCategory:  %s\n", when ? when : "-",
	    a->category ? a->category : "-");
	printf("Template:  %lld (extracted %s", (long long)a->template_id,
	    at ? at : "-");
	if (a->score >= 0)
		printf(", validation %.2f", a->score);
	printf(")\n\n%s\n", a->body_text ? a->body_text : "");
	if (cli->with_html)
		printf("\n%s\n", a->body_html ? a->body_html : "");
	free(when);
	free(at);
	return 0;
}

static int
cmd_show(struct cli *cli, int argc, char *argv[])
{
	struct cmd_opts o;
	int rc;

	if (cli_options(cli, argc, argv, "FH", &o) == -1 ||
	    optind != argc - 1)
		return 2;
	if (cli->fmt == FMT_JSONL)
		cli->fmt = FMT_JSON;
	rc = store_article_get(cli->st, argv[optind], cli_show_cb, cli);
	if (rc == -1)
		return 1;
	if (cli->count == 0) {
		fprintf(stderr, "templar: no article %s\n", argv[optind]);
		return 1;
	}
	return 0;
}

/* ---- templates ---- */

static int
cli_template_cb(const struct store_template *t, void *arg)
{
	struct cli *cli = arg;
	cJSON *o, *ids;
	char *when;
	size_t i;

	if (cli->fmt == FMT_TEXT) {
		when = templar_time(t->learned_at);
		printf("%s v%d (id %lld) %s, %s, learned %s\n", t->feed_name,
		    t->version, (long long)t->id, t->status,
		    t->method ? t->method : "-", when ? when : "-");
		printf("  title:    %s\n  body:     %s\n  category: %s\n",
		    t->title_xpath ? t->title_xpath : "-",
		    t->body_xpath ? t->body_xpath : "-",
		    t->category_xpath ? t->category_xpath : "-");
		printf("  learned from entries:");
		for (i = 0; i < t->nlearned_from; i++)
			printf(" %lld", (long long)t->learned_from[i]);
		printf("\n");
		if (t->reason != NULL)
			printf("  retired: %s\n", t->reason);
		free(when);
		cli->count++;
		return 0;
	}
	if ((o = cJSON_CreateObject()) == NULL ||
	    (ids = cJSON_CreateArray()) == NULL)
		fatalx("out of memory");
	cJSON_AddNumberToObject(o, "id", (double)t->id);
	json_add_str(o, "feed", t->feed_name);
	cJSON_AddNumberToObject(o, "version", t->version);
	json_add_str(o, "status", t->status);
	json_add_str(o, "method", t->method);
	json_add_str(o, "title_xpath", t->title_xpath);
	json_add_str(o, "body_xpath", t->body_xpath);
	json_add_str(o, "category_xpath", t->category_xpath);
	for (i = 0; i < t->nlearned_from; i++)
		cJSON_AddItemToArray(ids,
		    cJSON_CreateNumber((double)t->learned_from[i]));
	cJSON_AddItemToObject(o, "learned_from", ids);
	json_add_time(o, "learned_at", t->learned_at);
	json_add_str(o, "reason", t->reason);
	cJSON_AddItemToObject(o, "template", cJSON_Parse(t->json));
	cli_emit(cli, o);
	return 0;
}

static int
cmd_templates(struct cli *cli, int argc, char *argv[])
{
	struct cmd_opts o;
	int rc;

	if (cli_options(cli, argc, argv, "fFl", &o) == -1 || optind != argc)
		return 2;
	cli_json_begin(cli);
	rc = store_template_list(cli->st, o.feed, cli_template_cb, cli);
	cli_json_end(cli);
	if (rc == 0 && cli->count == 0 && cli->fmt == FMT_TEXT)
		printf("no templates learned yet\n");
	return rc == -1 ? 1 : 0;
}

/* ---- extract ---- */

static int
cli_current_cb(const struct store_template *t, void *arg)
{
	char **json = arg;

	*json = xstrdup(t->json);
	return 0;
}

static int
cli_feed_id_cb(const struct store_feed *f, void *arg)
{
	int64_t *id = arg;

	*id = f->id;
	return 0;
}

static char *
cli_read_file(const char *path, size_t *len)
{
	FILE *fp;
	struct buf b;
	char chunk[65536];
	size_t n;

	if ((fp = fopen(path, "rb")) == NULL)
		return NULL;
	buf_init(&b);
	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
		buf_add(&b, chunk, n);
	if (ferror(fp)) {
		fclose(fp);
		buf_free(&b);
		return NULL;
	}
	fclose(fp);
	return buf_detach(&b, len);
}

static int
cli_extract_one(struct cli *cli, const struct tmpl *t, const char *path)
{
	struct html_doc *doc;
	struct article *a;
	char *data, *cause = NULL;
	size_t len;
	cJSON *o;

	if ((data = cli_read_file(path, &len)) == NULL) {
		fprintf(stderr, "templar: %s: %s\n", path, strerror(errno));
		return -1;
	}
	doc = html_parse(data, len, NULL, NULL, &cause);
	free(data);
	if (doc == NULL || (a = tmpl_apply(t, doc, &cause)) == NULL) {
		fprintf(stderr, "templar: %s: %s\n", path, cause);
		free(cause);
		html_doc_free(doc);
		return -1;
	}
	if ((o = cJSON_CreateObject()) == NULL)
		fatalx("out of memory");
	json_add_str(o, "file", path);
	json_add_str(o, "title", a->title);
	json_add_str(o, "body", a->body_text);
	if (cli->with_html)
		json_add_str(o, "body_html", a->body_html);
	json_add_str(o, "category", a->category);
	cli_emit(cli, o);
	article_free(a);
	html_doc_free(doc);
	return 0;
}

static int
cmd_extract(struct cli *cli, int argc, char *argv[])
{
	struct cmd_opts o;
	struct tmpl *t;
	char *json = NULL, *cause = NULL;
	int64_t feed_id = 0;
	int i, rc = 0;

	if (cli_options(cli, argc, argv, "fH", &o) == -1 || o.feed == NULL ||
	    optind >= argc)
		return 2;
	cli->fmt = FMT_JSONL;
	if (store_feed_get(cli->st, o.feed, cli_feed_id_cb, &feed_id) == -1)
		return 1;
	if (feed_id == 0) {
		fprintf(stderr, "templar: no feed %s\n", o.feed);
		return 1;
	}
	if (store_template_current(cli->st, feed_id, cli_current_cb, &json) ==
	    -1)
		return 1;
	if (json == NULL) {
		fprintf(stderr, "templar: feed %s has no template yet\n",
		    o.feed);
		return 1;
	}
	if ((t = tmpl_from_json(json, &cause)) == NULL) {
		fprintf(stderr, "templar: feed %s: %s\n", o.feed, cause);
		free(cause);
		free(json);
		return 1;
	}
	free(json);
	for (i = optind; i < argc; i++) {
		if (cli_extract_one(cli, t, argv[i]) == -1)
			rc = 1;
	}
	tmpl_free(t);
	return rc;
}

/* ---- search ---- */

static int
cmd_search(struct cli *cli, int argc, char *argv[])
{
	struct cmd_opts o;
	int rc;

	if (cli_options(cli, argc, argv, "nFl", &o) == -1 ||
	    optind != argc - 1)
		return 2;
	cli_json_begin(cli);
	rc = store_article_search(cli->st, argv[optind],
	    o.limit > 0 ? (int)o.limit : 20, cli_article_cb, cli);
	cli_json_end(cli);
	if (rc == -1) {
		fprintf(stderr, "templar: search '%s' failed (FTS5 query "
		    "syntax?)\n", argv[optind]);
		return 1;
	}
	if (cli->count == 0 && cli->fmt == FMT_TEXT)
		printf("no articles match\n");
	return 0;
}

/* ---- status ---- */

#define STATUS_DAY 86400	/* "articles today": the last 24 hours */
#define STATUS_RECENT 100	/* low scores among this many articles */
#define STATUS_LOW 0.6		/* below this: relearn_below's default */
#define STATUS_ERRORS 5		/* feed errors shown */

enum status_daemon {
	STATUS_UNKNOWN = -1,	/* the lock file cannot be read */
	STATUS_STOPPED,
	STATUS_RUNNING,
};

/* What the status callbacks collect before anything is printed. */
struct status_ctx {
	enum format fmt;
	int nhosts, nerrors;
	struct buf hosts, errors;	/* FMT_TEXT: lines */
	cJSON *jhosts, *jerrors;	/* FMT_JSON: arrays */
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
	char *until = templar_time(h->hold_until);
	cJSON *o;

	x->nhosts++;
	if (x->fmt == FMT_TEXT) {
		buf_printf(&x->hosts, "  %s until %s: %s\n", h->key,
		    until ? until : "-", h->hold_reason ? h->hold_reason : "-");
	} else {
		if ((o = cJSON_CreateObject()) == NULL)
			fatalx("out of memory");
		json_add_str(o, "host", h->key);
		json_add_str(o, "until", until);
		json_add_str(o, "reason", h->hold_reason);
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
	char *when = templar_time(f->last_poll_at);
	cJSON *o;

	x->nerrors++;
	if (x->fmt == FMT_TEXT) {
		buf_printf(&x->errors, "  %s, polled %s (%d failure%s): %s\n",
		    f->name, when ? when : "never", f->failures,
		    status_s(f->failures), f->last_error);
	} else {
		if ((o = cJSON_CreateObject()) == NULL)
			fatalx("out of memory");
		json_add_str(o, "feed", f->name);
		json_add_str(o, "error", f->last_error);
		json_add_time(o, "last_poll", f->last_poll_at);
		cJSON_AddNumberToObject(o, "failures", f->failures);
		json_add_str(o, "state", f->state);
		cJSON_AddItemToArray(x->jerrors, o);
	}
	free(when);
	return 0;
}

static void
status_print_text(const char *database, enum status_daemon daemon,
    const char *lock, const char *cause, const struct store_status *s,
    const struct status_ctx *x)
{
	int64_t last = s->articles < STATUS_RECENT ? s->articles :
	    STATUS_RECENT;

	if (daemon == STATUS_RUNNING)
		printf("templard:  running (it holds %s)\n", lock);
	else if (daemon == STATUS_STOPPED)
		printf("templard:  not running\n");
	else
		printf("templard:  unknown (%s)\n", cause);
	printf("database:  %s\n", database);
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
	printf("articles:  %lld, %lld extracted in the last 24 hours\n",
	    (long long)s->articles, (long long)s->articles_since);
	printf("low validation scores: %lld of the last %lld article%s "
	    "below %.1f (%lld scored)\n", (long long)s->recent_low,
	    (long long)last, status_s(last), STATUS_LOW,
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
    struct status_ctx *x)
{
	static const char *const feeds[] = { "active", "inactive", "ok",
		"failing", "gone", "refused" };
	static const char *const tmpls[] = { "current", "feeds_ok",
		"feeds_failed", "feeds_none" };
	static const char *const entries[] = { "total", "without_article" };
	static const char *const pages[] = { "total", "failed", "retrying" };
	static const char *const articles[] = { "total", "last_24h" };
	static const char *const low[] = { "last", "scored", "below" };
	const int64_t vfeeds[] = { s->feeds_active, s->feeds_inactive,
		s->feeds_ok, s->feeds_failing, s->feeds_gone,
		s->feeds_refused };
	const int64_t vtmpls[] = { s->templates_current, s->tmpl_ok,
		s->tmpl_failed, s->tmpl_none };
	const int64_t ventries[] = { s->entries, s->entries_without_article };
	const int64_t vpages[] = { s->pages, s->pages_failed,
		s->pages_retrying };
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
	json_add_str(o, "lock", lock);
	json_add_str(o, "lock_error", cause);
	json_add_str(o, "database", database);
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
	cJSON_AddNumberToObject(l, "threshold", STATUS_LOW);
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
static int
cmd_status(struct cli *cli, int argc, char *argv[])
{
	struct cmd_opts o;
	struct store_status s;
	struct status_ctx x;
	enum status_daemon daemon;
	char *lock = NULL, *cause = NULL;
	int64_t now = util_now();
	int rc = 0;

	if (cli_options(cli, argc, argv, "F", &o) == -1 || optind != argc)
		return 2;
	memset(&x, 0, sizeof(x));
	x.fmt = cli->fmt;
	buf_init(&x.hosts);
	buf_init(&x.errors);
	if (x.fmt == FMT_JSON && ((x.jhosts = cJSON_CreateArray()) == NULL ||
	    (x.jerrors = cJSON_CreateArray()) == NULL))
		fatalx("out of memory");
	daemon = status_daemon(db_path(cli->db), &lock, &cause);
	if (store_status_get(cli->st, now - STATUS_DAY, STATUS_RECENT,
	    STATUS_LOW, &s) == -1 ||
	    store_host_list_held(cli->st, now, status_host_cb, &x) == -1 ||
	    store_feed_list_errors(cli->st, STATUS_ERRORS, status_error_cb,
	    &x) == -1)
		rc = 1;
	else if (x.fmt == FMT_JSON)
		status_print_json(db_path(cli->db), daemon, lock, cause, &s,
		    &x);
	else
		status_print_text(db_path(cli->db), daemon, lock, cause, &s,
		    &x);
	cJSON_Delete(x.jhosts);
	cJSON_Delete(x.jerrors);
	buf_free(&x.hosts);
	buf_free(&x.errors);
	free(lock);
	free(cause);
	return rc;
}

/* The database: -d, else the config's (from -c or the default path). */
static char *
templar_database(const char *db_path, const char *conf_path, int conf_given)
{
	struct conf *conf;
	char *cause = NULL, *path;

	if (db_path != NULL)
		return xstrdup(db_path);
	if (!conf_given && access(conf_path, F_OK) == -1) {
		conf = conf_defaults();
	} else if ((conf = conf_load(conf_path, &cause)) == NULL) {
		fprintf(stderr, "%s\n", cause);
		free(cause);
		return NULL;
	}
	path = xstrdup(conf->database);
	conf_free(conf);
	return path;
}

int
main(int argc, char *argv[])
{
	const char *conf_path = SYSCONFDIR "/templar/templar.conf";
	const char *db_path = NULL;
	const struct command *cmd = NULL;
	struct cli cli;
	char *path, *cause = NULL;
	int ch, rc, conf_given = 0;
	size_t i;

	log_init("templar", -1);
	while ((ch = getopt(argc, argv, "+c:d:hV")) != -1) {
		switch (ch) {
		case 'c':
			conf_path = optarg;
			conf_given = 1;
			break;
		case 'd':
			db_path = optarg;
			break;
		case 'V':
			printf("templar %s\n", PACKAGE_VERSION);
			return 0;
		case 'h':
			templar_usage(stdout);
			return 0;
		default:
			templar_usage(stderr);
			return 2;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc < 1) {
		templar_usage(stderr);
		return 2;
	}
	for (i = 0; i < NELEM(commands); i++)
		if (strcmp(argv[0], commands[i].name) == 0)
			cmd = &commands[i];
	if (cmd == NULL) {
		fprintf(stderr, "templar: unknown command '%s'\n", argv[0]);
		templar_usage(stderr);
		return 2;
	}
	if ((path = templar_database(db_path, conf_path, conf_given)) == NULL)
		return 1;
	memset(&cli, 0, sizeof(cli));
	if ((cli.db = db_open(path, DB_READONLY, &cause)) == NULL) {
		fprintf(stderr, "templar: %s\n", cause);
		free(cause);
		free(path);
		return 1;
	}
	free(path);
	cli.st = store_new(cli.db);
	rc = cmd->run(&cli, argc, argv);
	if (rc == 2)
		fprintf(stderr, "usage: templar %s\n", cmd->usage);
	store_free(cli.st);
	db_close(cli.db);
	return rc;
}

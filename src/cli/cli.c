/* SPDX-License-Identifier: ISC */
/*
 * cli: what the templar commands share: output as text, one JSON array
 * or JSON lines, the common options, times, reading files.
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include <event2/event.h>

#include "cli.h"
#include "conf.h"
#include "http.h"
#include "store.h"
#include "log.h"
#include "record.h"
#include "url.h"
#include "util.h"

/* "2024-05-06T07:08:09Z", or NULL for 0 (unknown). */
char *
cli_time(int64_t t)
{
	char out[32];
	time_t tt = (time_t)t;
	struct tm tm;

	if (t == 0 || gmtime_r(&tt, &tm) == NULL)
		return NULL;
	strftime(out, sizeof(out), "%Y-%m-%dT%H:%M:%SZ", &tm);
	return xstrdup(out);
}

void
cli_byline_text(int64_t published, const char *author)
{
	char *when = cli_time(published);

	printf("  date:     %s\n  author:   %s\n", when ? when : "-",
	    author ? author : "-");
	free(when);
}

/* Print one record per the format: a line (jsonl) or into the array. */
void
cli_emit(struct cli *cli, cJSON *o)
{
	char *s;

	cli->count++;
	if (cli->fmt == CLI_JSON) {
		cJSON_AddItemToArray(cli->array, o);
		return;
	}
	if ((s = cJSON_PrintUnformatted(o)) == NULL)
		fatalx("out of memory printing JSON");
	printf("%s\n", s);
	free(s);
	cJSON_Delete(o);
}

void
cli_json_begin(struct cli *cli)
{
	if (cli->fmt == CLI_JSON && (cli->array = cJSON_CreateArray()) == NULL)
		fatalx("out of memory");
}

void
cli_json_end(struct cli *cli)
{
	char *s;

	if (cli->fmt != CLI_JSON)
		return;
	if ((s = cJSON_Print(cli->array)) == NULL)
		fatalx("out of memory printing JSON");
	printf("%s\n", s);
	free(s);
	cJSON_Delete(cli->array);
	cli->array = NULL;
}

int
cli_parse_format(struct cli *cli, const char *s, int allow_jsonl)
{
	if (strcmp(s, "text") == 0)
		cli->fmt = CLI_TEXT;
	else if (strcmp(s, "json") == 0)
		cli->fmt = CLI_JSON;
	else if (allow_jsonl && strcmp(s, "jsonl") == 0)
		cli->fmt = CLI_JSONL;
	else {
		fprintf(stderr, "templar: unknown format '%s'\n", s);
		return -1;
	}
	return 0;
}

/* Options shared by the commands; returns optind or -1. */
int
cli_options(struct cli *cli, int argc, char *argv[], const char *allowed,
    struct cli_opts *o)
{
	static const struct option longopts[] = {
		{ "feed", required_argument, NULL, 'f' },
		{ "limit", required_argument, NULL, 'n' },
		{ "format", required_argument, NULL, 'F' },
		{ "html", no_argument, NULL, 'H' },
		{ "url", required_argument, NULL, 'u' },
		{ "check", no_argument, NULL, 'C' },
		{ "fts", no_argument, NULL, 'S' },
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
				fprintf(
				    stderr, "templar: --limit: %s\n", cause);
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
		case 'u':
			o->url = optarg;
			break;
		case 'C':
			o->check = 1;
			break;
		case 'S':
			o->fts = 1;
			break;
		}
	}
	return optind;
}

char *
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

struct cli_fetch_result {
	int done;
	long status;
	char *error;
	char *redirect; /* a 3xx's Location, absolute */
	char *charset;
	struct buf body;
};

static void
cli_fetch_done_cb(const struct http_response *resp, void *arg)
{
	struct cli_fetch_result *r = arg;

	r->done = 1;
	r->status = resp->status;
	if (resp->error != NULL)
		r->error = xstrdup(resp->error);
	else if (resp->status >= 300 && resp->status <= 399 &&
	    resp->redirect_url != NULL)
		r->redirect = xstrdup(resp->redirect_url);
	else if (resp->status < 200 || resp->status > 299)
		xasprintf(&r->error, "HTTP %ld", resp->status);
	if (resp->charset != NULL)
		r->charset = xstrdup(resp->charset);
	buf_add(&r->body, resp->data, resp->len);
}

static void
cli_fetch_reset(struct cli_fetch_result *r)
{
	free(r->error);
	free(r->redirect);
	free(r->charset);
	buf_free(&r->body);
	memset(r, 0, sizeof(*r));
	buf_init(&r->body);
}

/* One request of url on http, its answer in r. */
static void
cli_fetch_one(struct event_base *base, struct http *http, const char *url,
    uint64_t max_size, struct cli_fetch_result *r)
{
	struct http_request req;

	cli_fetch_reset(r);
	memset(&req, 0, sizeof(req));
	req.url = url;
	req.max_size = max_size;
	if (http_get(http, &req, cli_fetch_done_cb, r) == -1)
		xasprintf(&r->error, "cannot request %s", url);
	else
		while (!r->done && event_base_loop(base, EVLOOP_ONCE) == 0)
			;
	if (!r->done && r->error == NULL)
		xasprintf(&r->error, "no answer from %s", url);
}

/*
 * Fetch url as templard does: HTTP_MAX_REDIRS redirects at most, each
 * hop a request of its own that http makes through the address policy.
 */
char *
cli_fetch(const struct cli *cli, const char *url, uint64_t max_size,
    size_t *len, char **final_url, char **charset, char **cause)
{
	struct event_base *base;
	struct http *http;
	struct cli_fetch_result r;
	char *at;
	int hops;

	memset(&r, 0, sizeof(r));
	buf_init(&r.body);
	if ((base = event_base_new()) == NULL)
		fatalx("cannot create an event loop");
	http = http_new(base, cli->conf);
	at = xstrdup(url);
	for (hops = 0;; hops++) {
		cli_fetch_one(base, http, at, max_size, &r);
		if (r.redirect == NULL)
			break;
		if (hops >= HTTP_MAX_REDIRS) {
			xasprintf(&r.error, "too many redirects (%d)", hops);
			break;
		}
		if (!url_is_http(r.redirect)) {
			xasprintf(&r.error,
			    "redirected to %s: not an http(s) URL", r.redirect);
			break;
		}
		free(at);
		at = r.redirect;
		r.redirect = NULL;
	}
	http_free(http);
	event_base_free(base);
	if (r.error != NULL) {
		if (strcmp(at, url) != 0)
			xasprintf(cause, "%s (redirected to %s)", r.error, at);
		else
			*cause = xstrdup(r.error);
		free(at);
		cli_fetch_reset(&r);
		buf_free(&r.body);
		return NULL;
	}
	if (final_url != NULL)
		*final_url = at;
	else
		free(at);
	if (charset != NULL) {
		*charset = r.charset;
		r.charset = NULL;
	}
	at = buf_detach(&r.body, len);
	cli_fetch_reset(&r);
	buf_free(&r.body);
	return at;
}

/*
 * A command whose result depends on the configuration, run without one
 * (no -c, and no file at the default path), must not quietly use the
 * defaults.  Return 0 when there is one, else -1 after saying why.
 */
int
cli_need_conf(const struct cli *cli, const char *cmd, const char *why)
{
	if (cli->conf->path != NULL)
		return 0;
	fprintf(stderr,
	    "templar: %s needs the configuration (-c FILE): %s; "
	    "%s does not exist\n",
	    cmd, why, cli->conf_path);
	return -1;
}

static int
cli_feed_id_cb(const struct store_feed *f, void *arg)
{
	int64_t *id = arg;

	*id = f->id;
	return 0;
}

#define CLI_NEAR_MAX 3 /* names suggested for one that matched none */

/* The names closest to one that matched none, nearest first. */
struct cli_near {
	const char *want;
	char *name[CLI_NEAR_MAX];
	size_t dist[CLI_NEAR_MAX];
	size_t n;
};

/*
 * A name is close to the one wanted when a few edits turn one into the
 * other (a typo), or when they share a beginning ("lwn" for
 * "lwn-kernel"): feeds of one site are often named alike.
 */
static int
cli_near_cb(const struct store_feed *f, void *arg)
{
	struct cli_near *nr = arg;
	const char *name = f->name, *want = nr->want;
	size_t d, i, common = 0, len = strlen(want);

	d = util_distance(name, want);
	while (name[common] != '\0' &&
	    tolower((unsigned char)name[common]) ==
		tolower((unsigned char)want[common]))
		common++;
	if (d > 1 + len / 4 && common < 3 &&
	    (common < 2 || (name[common] != '\0' && want[common] != '\0')))
		return 0;
	/* insert in order (distance, then name); a full list drops its last */
	for (i = nr->n; i > 0 &&
	     (d < nr->dist[i - 1] ||
		 (d == nr->dist[i - 1] &&
		     strcmp(f->name, nr->name[i - 1]) < 0));
	     i--)
		if (i < CLI_NEAR_MAX) {
			nr->name[i] = nr->name[i - 1];
			nr->dist[i] = nr->dist[i - 1];
		} else
			free(nr->name[i - 1]);
	if (i < CLI_NEAR_MAX) {
		nr->name[i] = xstrdup(f->name);
		nr->dist[i] = d;
		if (nr->n < CLI_NEAR_MAX)
			nr->n++;
	}
	return 0;
}

/* Say that no feed is called name, and which ones come closest. */
static void
cli_no_feed(struct cli *cli, const char *name)
{
	struct cli_near nr;
	size_t i;

	memset(&nr, 0, sizeof(nr));
	nr.want = name;
	(void)store_feed_list(cli->st, 0, cli_near_cb, &nr);
	fprintf(stderr, "templar: no feed called %s", name);
	for (i = 0; i < nr.n; i++) {
		fprintf(stderr, "%s%s", i == 0 ? "; did you mean: " : ", ",
		    nr.name[i]);
		free(nr.name[i]);
	}
	fprintf(stderr, "%s\n", nr.n > 0 ? "?" : "");
}

int64_t
cli_feed_id(struct cli *cli, const char *name)
{
	int64_t id = 0;

	if (store_feed_get(cli->st, name, cli_feed_id_cb, &id) == -1)
		return 0;
	if (id == 0)
		cli_no_feed(cli, name);
	return id;
}

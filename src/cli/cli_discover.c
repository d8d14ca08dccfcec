/* SPDX-License-Identifier: ISC */
/*
 * cli_discover: `templar discover URL`, the feeds of a site as templard
 * would find them for a [site] section, printed and nothing changed.  It
 * runs discover.c on an event loop of its own, with the config's user
 * agent, host_delay and limits; no database is opened.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include <event2/event.h>

#include "cli.h"
#include "conf.h"
#include "discover.h"
#include "hostq.h"
#include "http.h"
#include "log.h"
#include "record.h"
#include "util.h"

struct cli_discover {
	struct cli *cli;
	int done;
	int nfound;
	char *error;
};

static void cli_discover_found_cb(const struct discover_feed *, void *);
static void cli_discover_done_cb(int, const char *, void *);
static int cli_discover_options(
    struct cli *, int, char *[], struct discover_limits *);

/* Text: one line a feed as it is found; JSON: one object a feed. */
static void
cli_discover_found_cb(const struct discover_feed *f, void *arg)
{
	struct cli_discover *cd = arg;
	cJSON *o;

	if (cd->cli->fmt == CLI_TEXT) {
		printf("%-8s %-14s %s%s%s\n", f->format, f->found_by, f->url,
		    f->title != NULL ? "  " : "",
		    f->title != NULL ? f->title : "");
		fflush(stdout);
		return;
	}
	if ((o = cJSON_CreateObject()) == NULL)
		fatalx("out of memory");
	record_json_str(o, "url", f->url);
	record_json_str(o, "format", f->format);
	record_json_str(o, "title", f->title);
	record_json_str(o, "found_by", f->found_by);
	record_json_str(o, "found_on", f->found_on);
	cli_emit(cd->cli, o);
}

static void
cli_discover_done_cb(int nfound, const char *error, void *arg)
{
	struct cli_discover *cd = arg;

	cd->done = 1;
	cd->nfound = nfound;
	if (error != NULL)
		cd->error = xstrdup(error);
}

/* "example.org/x" means https://example.org/x, as in a browser. */
static char *
cli_discover_url(const char *arg)
{
	char *url;

	if (strstr(arg, "://") != NULL)
		return xstrdup(arg);
	xasprintf(&url, "https://%s", arg);
	return url;
}

/* discover's options into lim; 0, or 2 (usage) with what was wrong said. */
static int
cli_discover_options(
    struct cli *cli, int argc, char *argv[], struct discover_limits *lim)
{
	static const struct option longopts[] = {
		{ "depth", required_argument, NULL, 'd' },
		{ "pages", required_argument, NULL, 'p' },
		{ "format", required_argument, NULL, 'F' },
		{ NULL, 0, NULL, 0 },
	};
	long long v;
	char *cause = NULL;
	int ch;

	lim->depth = DISCOVER_DEFAULT_DEPTH;
	lim->pages = DISCOVER_DEFAULT_PAGES;
	optind = 1;
	while ((ch = getopt_long(argc, argv, "", longopts, NULL)) != -1) {
		switch (ch) {
		case 'd':
		case 'p':
			if (util_parse_int(optarg, ch == 'd' ? 0 : 1,
				ch == 'd' ? 5 : 500, &v, &cause) == -1) {
				fprintf(stderr, "templar discover: --%s: %s\n",
				    ch == 'd' ? "depth" : "pages", cause);
				free(cause);
				return 2;
			}
			if (ch == 'd')
				lim->depth = (int)v;
			else
				lim->pages = (int)v;
			break;
		case 'F':
			if (cli_parse_format(cli, optarg, 0) == -1)
				return 2;
			break;
		default:
			return 2;
		}
	}
	return argc - optind != 1 ? 2 : 0;
}

int
cmd_discover(struct cli *cli, int argc, char *argv[])
{
	struct discover_limits lim;
	struct cli_discover cd;
	struct event_base *base;
	struct http *http;
	struct hostq *hq;
	struct discover *d;
	char *url;

	if (cli_discover_options(cli, argc, argv, &lim) != 0)
		return 2;
	url = cli_discover_url(argv[optind]);

	memset(&cd, 0, sizeof(cd));
	cd.cli = cli;
	if ((base = event_base_new()) == NULL)
		fatalx("cannot create an event loop");
	http = http_new(base, cli->conf);
	hq = hostq_new(base, http, cli->conf);
	cli_json_begin(cli);
	d = discover_new(base, hq, cli->conf, url, &lim, cli_discover_found_cb,
	    cli_discover_done_cb, &cd);
	while (!cd.done && event_base_loop(base, EVLOOP_ONCE) == 0)
		;
	cli_json_end(cli);
	discover_free(d);
	hostq_free(hq);
	http_free(http);
	event_base_free(base);
	free(url);
	if (!cd.done)
		cd.error = xstrdup("the event loop stopped");
	if (cd.nfound == 0) {
		fprintf(stderr, "templar: %s\n",
		    cd.error != NULL ? cd.error : "no feed found");
		free(cd.error);
		return 1;
	}
	free(cd.error);
	return 0;
}

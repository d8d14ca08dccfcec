/* SPDX-License-Identifier: ISC */
/*
 * cli_feed: `templar feed FILE|URL`: parse one feed and print what
 * templar reads in it (feed.h's struct feed, the same the daemon
 * stores), changing nothing.  A URL is fetched with the config's user
 * agent and limits; a file is read as it is.  Parsing is feed.c's.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "cli.h"
#include "conf.h"
#include "feed.h"
#include "log.h"
#include "record.h"
#include "text.h"
#include "url.h"
#include "util.h"

static cJSON *feed_json(const struct feed *);
static cJSON *feed_json_entry(const struct feed_entry *);
static void feed_print_text(const struct feed *);
static void feed_print_field(const char *, const char *);
static char *feed_load(
    const struct cli *, const char *, const char *, struct feed **);

/* One entry as the JSON object documented in templar(1). */
static cJSON *
feed_json_entry(const struct feed_entry *e)
{
	cJSON *o, *a, *en;
	size_t i;

	if ((o = cJSON_CreateObject()) == NULL)
		fatalx("out of memory");
	record_json_str(o, "guid", e->guid);
	record_json_str(o, "url", e->url);
	record_json_str(o, "title", e->title);
	record_json_str(o, "teaser", e->teaser);
	record_json_str(o, "content", e->content);
	if ((a = cJSON_AddArrayToObject(o, "categories")) == NULL)
		fatalx("out of memory");
	for (i = 0; i < e->ncategories; i++)
		cJSON_AddItemToArray(a, cJSON_CreateString(e->categories[i]));
	record_json_str(o, "author", e->author);
	record_json_time(o, "published", e->published);
	record_json_time(o, "updated", e->updated);
	if ((a = cJSON_AddArrayToObject(o, "enclosures")) == NULL)
		fatalx("out of memory");
	for (i = 0; i < e->nenclosures; i++) {
		if ((en = cJSON_CreateObject()) == NULL)
			fatalx("out of memory");
		record_json_str(en, "url", e->enclosures[i].url);
		record_json_str(en, "type", e->enclosures[i].type);
		if (e->enclosures[i].length >= 0)
			cJSON_AddNumberToObject(
			    en, "length", (double)e->enclosures[i].length);
		else
			cJSON_AddNullToObject(en, "length");
		cJSON_AddItemToArray(a, en);
	}
	record_json_str(o, "image", e->image);
	if (e->duration > 0)
		cJSON_AddNumberToObject(o, "duration", (double)e->duration);
	else
		cJSON_AddNullToObject(o, "duration");
	record_json_str(o, "comments_url", e->comments_url);
	record_json_str(o, "comments_feed", e->comments_feed);
	if (e->comment_count >= 0)
		cJSON_AddNumberToObject(
		    o, "comment_count", (double)e->comment_count);
	else
		cJSON_AddNullToObject(o, "comment_count");
	return o;
}

/* The whole feed as one JSON object. */
static cJSON *
feed_json(const struct feed *f)
{
	cJSON *o, *a;
	size_t i;

	if ((o = cJSON_CreateObject()) == NULL)
		fatalx("out of memory");
	record_json_str(o, "format", feed_format_name(f->format));
	record_json_str(o, "title", f->title);
	record_json_str(o, "link", f->link);
	cJSON_AddBoolToObject(o, "recovered", f->recovered != 0);
	if ((a = cJSON_AddArrayToObject(o, "entries")) == NULL)
		fatalx("out of memory");
	for (i = 0; i < f->nentries; i++)
		cJSON_AddItemToArray(a, feed_json_entry(&f->entries[i]));
	return o;
}

/* "  name: value", a value of several lines indented under it. */
static void
feed_print_field(const char *name, const char *value)
{
	char *p, *t;

	if (value == NULL)
		return;
	/* Bytes from the network: no terminal control gets through. */
	t = text_printable(value, 1);
	printf("  %s: ", name);
	for (p = t; *p != '\0'; p++) {
		putchar(*p);
		if (*p == '\n')
			printf("    ");
	}
	putchar('\n');
	free(t);
}

/* "name: value" on one line, value made printable. */
static void
feed_print_line(const char *name, const char *value)
{
	char *t;

	if (value == NULL)
		return;
	t = text_printable(value, 0);
	printf("%s: %s\n", name, t);
	free(t);
}

static void
feed_print_text(const struct feed *f)
{
	const struct feed_entry *e;
	const struct feed_enclosure *en;
	struct buf b;
	char *t;
	size_t i, j;

	printf("format: %s%s\n", feed_format_name(f->format),
	    f->recovered ? " (recovered from broken XML)" : "");
	feed_print_line("title", f->title);
	feed_print_line("link", f->link);
	printf("entries: %zu\n", f->nentries);
	for (i = 0; i < f->nentries; i++) {
		e = &f->entries[i];
		t = text_printable(
		    e->title != NULL ? e->title : "(no title)", 0);
		printf("\n%zu. %s\n", i + 1, t);
		free(t);
		feed_print_field("url", e->url);
		feed_print_field("guid", e->guid);
		feed_print_field("author", e->author);
		t = cli_time(e->published);
		feed_print_field(
		    "published", t != NULL ? t : e->published_text);
		free(t);
		t = cli_time(e->updated);
		feed_print_field("updated", t);
		free(t);
		if (e->ncategories > 0) {
			buf_init(&b);
			for (j = 0; j < e->ncategories; j++)
				buf_printf(&b, "%s%s", j > 0 ? ", " : "",
				    e->categories[j]);
			t = buf_detach(&b, NULL);
			feed_print_field("categories", t);
			free(t);
		}
		for (j = 0; j < e->nenclosures; j++) {
			en = &e->enclosures[j];
			if (en->length >= 0)
				xasprintf(&t, "%s (%s, %lld bytes)", en->url,
				    en->type != NULL ? en->type : "no type",
				    (long long)en->length);
			else
				xasprintf(&t, "%s (%s)", en->url,
				    en->type != NULL ? en->type : "no type");
			feed_print_field("enclosure", t);
			free(t);
		}
		feed_print_field("image", e->image);
		if (e->duration > 0) {
			t = util_format_duration(e->duration * 1000);
			feed_print_field("duration", t);
			free(t);
		}
		feed_print_field("comments", e->comments_url);
		feed_print_field("comment feed", e->comments_feed);
		if (e->comment_count >= 0) {
			xasprintf(&t, "%lld", (long long)e->comment_count);
			feed_print_field("comment count", t);
			free(t);
		}
		feed_print_field("teaser", e->teaser);
		feed_print_field("content", e->content);
	}
}

/*
 * Read and parse src, a file ("-": standard input) or an http(s) URL.
 * Return NULL and set *feed, or return the reason it failed (the caller
 * frees).
 */
static char *
feed_load(const struct cli *cli, const char *src, const char *base,
    struct feed **feed)
{
	char *data, *final_url = NULL, *charset = NULL, *cause = NULL;
	char *msg;
	size_t len = 0;

	*feed = NULL;
	if (url_is_http(src)) {
		data = cli_fetch(cli, src, cli->conf->max_feed_size, &len,
		    &final_url, &charset, &cause);
		if (data == NULL) {
			xasprintf(&msg, "%s: %s", src, cause);
			free(cause);
			return msg;
		}
		if (base == NULL)
			base = final_url != NULL ? final_url : src;
	} else {
		data = cli_read_file(
		    strcmp(src, "-") == 0 ? "/dev/stdin" : src, &len);
		if (data == NULL) {
			xasprintf(&msg, "%s: %s", src, strerror(errno));
			return msg;
		}
	}
	*feed =
	    feed_parse(data, len, base, charset, (size_t)cli->conf->max_entries,
		(size_t)cli->conf->max_feed_size, &cause);
	free(data);
	free(final_url);
	free(charset);
	if (*feed == NULL) {
		/* A site's page rather than its feed, most likely. */
		xasprintf(&msg, "%s: %s%s", src, cause,
		    url_is_http(src) ? "\n(templar discover URL finds the "
				       "feeds of a site)"
				     : "");
		free(cause);
		return msg;
	}
	return NULL;
}

int
cmd_feed(struct cli *cli, int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "base", required_argument, NULL, 'b' },
		{ "format", required_argument, NULL, 'F' },
		{ NULL, 0, NULL, 0 },
	};
	struct feed *feed;
	const char *base = NULL;
	char *err, *s;
	cJSON *o;
	int ch;

	/* 0: glibc starts afresh (templar.c parsed with "+"), so options
	   may follow the operands. */
	optind = 0;
	while ((ch = getopt_long(argc, argv, "", longopts, NULL)) != -1) {
		switch (ch) {
		case 'b':
			if (!url_is_http(optarg)) {
				fprintf(stderr,
				    "templar feed: --base: %s is "
				    "not an http(s) URL\n",
				    optarg);
				return 2;
			}
			base = optarg;
			break;
		case 'F':
			if (cli_parse_format(cli, optarg, 0) == -1)
				return 2;
			break;
		default:
			return 2;
		}
	}
	if (argc - optind != 1)
		return 2;
	if ((err = feed_load(cli, argv[optind], base, &feed)) != NULL) {
		text_printable_in(err, 1);
		fprintf(stderr, "templar feed: %s\n", err);
		free(err);
		return 1;
	}
	if (cli->fmt == CLI_JSON) {
		o = feed_json(feed);
		if ((s = cJSON_Print(o)) == NULL)
			fatalx("out of memory printing JSON");
		/* cJSON escapes C0, not DEL or C1: still valid JSON. */
		text_printable_in(s, 1);
		printf("%s\n", s);
		free(s);
		cJSON_Delete(o);
	} else
		feed_print_text(feed);
	feed_free(feed);
	return 0;
}

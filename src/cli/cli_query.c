/* SPDX-License-Identifier: ISC */
/*
 * cli_query: the commands that read what templard stored: feeds,
 * articles, show, templates, search, and extract (a feed's template on
 * local files).  All read-only.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "cli.h"
#include "extract.h"
#include "log.h"
#include "record.h"
#include "siteconfs.h"
#include "store.h"
#include "store_ondemand.h"
#include "tmpl.h"
#include "util.h"

/* ---- feeds ---- */

static int
cli_feed_cb(const struct store_feed *f, void *arg)
{
	struct cli *cli = arg;
	cJSON *o;
	char *when, *next, wait[128];

	if (cli->fmt == CLI_TEXT) {
		when = cli_time(f->last_poll_at);
		next = cli_time(f->next_poll_at);
		record_feed_wait(f, wait, sizeof(wait));
		if (cli->count++ == 0)
			printf("%-20s %8s %8s %-8s %-20s %-9s %s\n", "FEED",
			    "ENTRIES", "ARTICLES", "TEMPLATE", "LAST POLL",
			    "STATE", "URL");
		printf("%-20s %8lld %8lld %-8s %-20s %-9s %s\n", f->name,
		    (long long)f->entries, (long long)f->articles,
		    record_tmpl_status(f->tmpl_status), when ? when : "never",
		    f->active ? record_feed_state(f) : "inactive", f->url);
		if (f->tmpl_reason != NULL)
			printf("  template: %s\n", f->tmpl_reason);
		if (f->last_error != NULL)
			printf("  last error: %s\n", f->last_error);
		if (f->site != NULL)
			printf("  found for site %s (%s)\n", f->site,
			    f->found_by ? f->found_by : "-");
		else if (f->found_by != NULL &&
		    strcmp(f->found_by, STORE_ONDEMAND) == 0)
			printf("  on demand (/full?url=): `templar add %s` "
			       "keeps it\n",
			    f->url);
		if (f->state_reason != NULL &&
		    strcmp(record_feed_state(f), "ok") != 0)
			printf("  state: %s%s%s\n", record_feed_state(f),
			    f->state_reason ? ": " : "",
			    f->state_reason ? f->state_reason : "");
		if (!f->active)
			printf("  inactive: not in the configuration any "
			       "more (its data stays)\n");
		else
			printf("  next poll: %s (%s)\n", next ? next : "now",
			    wait);
		free(when);
		free(next);
		return 0;
	}
	o = record_feed_json(f);
	cli_emit(cli, o);
	return 0;
}

int
cmd_feeds(struct cli *cli, int argc, char *argv[])
{
	struct cli_opts o;
	int rc;

	if (cli_options(cli, argc, argv, "F", &o) == -1 || optind != argc)
		return 2;
	cli_json_begin(cli);
	rc = store_feed_list(cli->st, 0, cli_feed_cb, cli);
	cli_json_end(cli);
	if (rc == 0 && cli->count == 0 && cli->fmt == CLI_TEXT)
		printf("no feeds: subscribe in the configuration file\n");
	return rc == -1 ? 1 : 0;
}

/* ---- articles ---- */

static int
cli_article_cb(const struct store_article *a, void *arg)
{
	struct cli *cli = arg;
	char *when;

	if (cli->fmt != CLI_TEXT) {
		cli_emit(cli, record_article_json(a, cli->with_html));
		return 0;
	}
	when = cli_time(a->published);
	printf("%6lld  %-16s %-20s %s\n", (long long)a->id,
	    a->feed_name ? a->feed_name : "-", when ? when : "-",
	    a->title ? a->title : "(no title)");
	if (a->snippet != NULL)
		printf("        %s\n", a->snippet);
	free(when);
	cli->count++;
	return 0;
}

int
cmd_articles(struct cli *cli, int argc, char *argv[])
{
	struct cli_opts o;
	int rc;

	if (cli_options(cli, argc, argv, "fnFlH", &o) == -1 || optind != argc)
		return 2;
	if (o.feed != NULL && cli_feed_id(cli, o.feed) == 0)
		return 1;
	cli_json_begin(cli);
	rc = store_article_list(
	    cli->st, o.feed, (int)o.limit, cli_article_cb, cli);
	cli_json_end(cli);
	return rc == -1 ? 1 : 0;
}

static int
cli_show_cb(const struct store_article *a, void *arg)
{
	struct cli *cli = arg;
	char *when, *at, *s;
	cJSON *o;
	size_t i;

	cli->count++;
	if (cli->fmt != CLI_TEXT) {
		/* One article: one object, not an array of one. */
		o = record_article_json(a, cli->with_html);
		if ((s = cJSON_Print(o)) == NULL)
			fatalx("out of memory printing JSON");
		printf("%s\n", s);
		free(s);
		cJSON_Delete(o);
		return 0;
	}
	when = cli_time(a->published);
	at = cli_time(a->extracted_at);
	printf("Title:     %s%s\n", a->title ? a->title : "",
	    a->title_from_feed ? "  (from the feed)" : "");
	printf("URL:       %s\nFeed:      %s\n", a->url ? a->url : "",
	    a->feed_name ? a->feed_name : "");
	printf("Published: %s\nCategory:  %s\n", when ? when : "-",
	    a->category ? a->category : "-");
	if (a->npage_categories > 1) {
		printf("Categories:");
		for (i = 0; i < a->npage_categories; i++)
			printf(
			    "%s %s", i > 0 ? "," : "", a->page_categories[i]);
		printf("\n");
	}
	if (a->author != NULL)
		printf("Author:    %s\n", a->author);
	if (a->image != NULL)
		printf("Image:     %s\n", a->image);
	if (a->comments_url != NULL || a->comment_count >= 0) {
		printf(
		    "Comments:  %s", a->comments_url ? a->comments_url : "-");
		if (a->comment_count >= 0)
			printf(" (%lld)", (long long)a->comment_count);
		printf("\n");
	}
	printf("Template:  %lld (extracted %s", (long long)a->template_id,
	    at ? at : "-");
	if (a->score >= 0)
		printf(", validation %.2f", a->score);
	if (a->fallback != 0)
		printf(", by a fallback: the template did not fit the page");
	printf(")\n\n%s\n", a->body_text ? a->body_text : "");
	if (cli->with_html)
		printf("\n%s\n", a->body_html ? a->body_html : "");
	free(when);
	free(at);
	return 0;
}

int
cmd_show(struct cli *cli, int argc, char *argv[])
{
	struct cli_opts o;
	int rc;

	if (cli_options(cli, argc, argv, "FH", &o) == -1 || optind != argc - 1)
		return 2;
	if (cli->fmt == CLI_JSONL)
		cli->fmt = CLI_JSON;
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

/*
 * The pages a template was learned from, one a line: the article's id
 * (what `templar show` reads) and its URL, or the URL alone while the
 * page has no article.
 */
static void
cli_template_pages(const struct store_template *t)
{
	const char *url;
	size_t i;

	printf("  learned from:%s\n", t->nlearned_from == 0 ? " -" : "");
	for (i = 0; i < t->nlearned_from; i++) {
		url = t->learned_urls != NULL && *t->learned_urls[i] != '\0'
		    ? t->learned_urls[i]
		    : "(no link)";
		if (t->learned_articles != NULL && t->learned_articles[i] > 0)
			printf("    article %lld  %s\n",
			    (long long)t->learned_articles[i], url);
		else
			printf("    %s (no article)\n", url);
	}
}

static int
cli_template_cb(const struct store_template *t, void *arg)
{
	struct cli *cli = arg;
	cJSON *o;
	char *when;

	if (cli->fmt == CLI_TEXT) {
		when = cli_time(t->learned_at);
		printf("%s v%d (id %lld) %s, %s, learned %s\n",
		    t->feed_name ? t->feed_name : "-", t->version,
		    (long long)t->id, t->status, t->method ? t->method : "-",
		    when ? when : "-");
		printf("  host:     %s (every feed's pages there)\n",
		    t->host ? t->host : "-");
		printf("  title:    %s\n  body:     %s\n  category: %s\n",
		    t->title_xpath ? t->title_xpath : "-",
		    t->body_xpath ? t->body_xpath : "-",
		    t->category_xpath ? t->category_xpath : "-");
		cli_template_pages(t);
		if (t->reason != NULL)
			printf("  retired: %s\n", t->reason);
		free(when);
		cli->count++;
		return 0;
	}
	o = record_template_json(t);
	cli_emit(cli, o);
	return 0;
}

int
cmd_templates(struct cli *cli, int argc, char *argv[])
{
	struct cli_opts o;
	int rc;

	if (cli_options(cli, argc, argv, "fFl", &o) == -1 || optind != argc)
		return 2;
	if (o.feed != NULL && cli_feed_id(cli, o.feed) == 0)
		return 1;
	cli_json_begin(cli);
	rc = store_template_list(cli->st, o.feed, cli_template_cb, cli);
	cli_json_end(cli);
	if (rc == 0 && cli->count == 0 && cli->fmt == CLI_TEXT)
		printf("no templates learned yet\n");
	return rc == -1 ? 1 : 0;
}

/* ---- extract ---- */

/* The feed's current template, as the daemon extracts with it. */
struct cli_current {
	struct cli *cli;
	const char *feed;
	int64_t feed_id;
	struct tmpl *t;
	int version;
};

/* A stored entry's metadata, copied out of the store's row. */
struct cli_entry {
	char *title, *teaser, *content, *author;
	int64_t published;
};

static int
cli_entry_cb(const struct store_entry *e, void *arg)
{
	struct cli_entry *ce = arg;

	ce->title = e->title != NULL ? xstrdup(e->title) : NULL;
	ce->teaser = e->teaser != NULL ? xstrdup(e->teaser) : NULL;
	ce->content = e->content != NULL ? xstrdup(e->content) : NULL;
	ce->author = e->author != NULL ? xstrdup(e->author) : NULL;
	ce->published = e->published;
	return 0;
}

static int
cli_current_cb(const struct store_template *st, void *arg)
{
	struct cli_current *c = arg;
	char *cause = NULL;

	if ((c->t = tmpl_from_json(st->json, &cause)) == NULL) {
		fprintf(stderr, "templar: feed %s: template v%d: %s\n", c->feed,
		    st->version, cause);
		free(cause);
		return 0;
	}
	c->version = st->version;
	if (extract_overrides(c->t, c->cli->conf, c->feed) == -1)
		fprintf(stderr,
		    "templar: feed %s: strip_xpath is not a usable XPath\n",
		    c->feed);
	return 0;
}

#define EXTRACT_SNIPPET 160 /* characters of body shown as text */

static void
cli_extract_text(
    const struct cli_current *c, const char *path, const struct extract *r)
{
	const struct article *a = r->a;
	size_t i;

	printf("%s\n  template: v%d\n", path, c->version);
	if (a == NULL) {
		printf("  not an article: %s\n", r->cause);
		return;
	}
	printf("  title:    %s\n  category: %s\n  categories: ",
	    a->title ? a->title : "(none)", a->category ? a->category : "-");
	for (i = 0; i < a->ncategories; i++)
		printf("%s%s", i > 0 ? ", " : "", a->categories[i]);
	printf("%s\n", a->ncategories == 0 ? "-" : "");
	cli_byline_text(a->published, a->author);
	if (a->fallback != 0)
		printf("  fallback: %s (the template did not fit)\n",
		    extract_fallback(a));
	if (r->score >= 0)
		printf(
		    "  score:    %.2f (against its stored entry)\n", r->score);
	printf("  body:     %.*s%s\n", EXTRACT_SNIPPET,
	    a->body_text ? a->body_text : "",
	    a->body_text && strlen(a->body_text) > EXTRACT_SNIPPET ? "..."
								   : "");
}

static void
cli_extract_emit(struct cli *cli, const struct cli_current *c, const char *path,
    const struct extract *r)
{
	const struct article *a = r->a;
	cJSON *o;

	if (cli->fmt == CLI_TEXT) {
		cli_extract_text(c, path, r);
		return;
	}
	if ((o = cJSON_CreateObject()) == NULL)
		fatalx("out of memory");
	record_json_str(o, "file", path);
	cJSON_AddNumberToObject(o, "template", c->version);
	if (a == NULL) {
		record_json_str(o, "not_article", r->cause);
		cli_emit(cli, o);
		return;
	}
	record_json_str(o, "title", a->title);
	record_json_str(o, "body", a->body_text);
	if (cli->with_html) {
		record_json_str(o, "body_html", a->body_html);
		record_json_str(o, "image", a->image);
	}
	record_json_str(o, "category", a->category);
	record_json_strings(o, "categories", (const char *const *)a->categories,
	    a->ncategories);
	record_json_time(o, "published", a->published);
	record_json_str(o, "author", a->author);
	record_json_str(o, "fallback", extract_fallback(a));
	if (r->score >= 0)
		cJSON_AddNumberToObject(o, "score", r->score);
	cli_emit(cli, o);
}

/*
 * One file: its line out, or -1 after a message.  A page given its URL
 * that the feed stored is extracted with its entry, as the daemon did:
 * its title cut to the entry's headline and validated.
 */
static int
cli_extract_one(struct cli *cli, const struct cli_current *c, const char *path,
    const char *url)
{
	struct extract_page page;
	struct extract_entry entry;
	struct cli_entry ce = { NULL, NULL, NULL, NULL, 0 };
	struct extract r;
	struct siteconfs *scs;
	char *data;
	int rc = 0, known = 0;

	memset(&page, 0, sizeof(page));
	if ((data = cli_read_file(path, &page.len)) == NULL) {
		fprintf(stderr, "templar: %s: %s\n", path, strerror(errno));
		return -1;
	}
	page.data = data;
	page.url = url;
	if (url != NULL &&
	    (known = store_entry_of_url(
		 cli->st, c->feed_id, url, cli_entry_cb, &ce)) == -1)
		known = 0;
	entry.title = ce.title;
	entry.teaser = ce.teaser;
	entry.content = ce.content;
	entry.published = ce.published;
	entry.author = ce.author;
	/* body_html (and the lead image) only when it is printed; the
	 * site config of the URL's host applied, as templard would */
	scs = siteconfs_new(cli->st);
	siteconfs_extract_page(scs, c->t, &page, known ? &entry : NULL,
	    cli->with_html ? 0 : EXTRACT_TEXT, &r);
	siteconfs_free(scs);
	if (r.status == EXTRACT_FAILED) {
		fprintf(stderr, "templar: %s: %s\n", path, r.cause);
		rc = -1;
	} else
		cli_extract_emit(cli, c, path, &r);
	extract_clear(&r);
	free(ce.title);
	free(ce.teaser);
	free(ce.content);
	free(ce.author);
	free(data);
	return rc;
}

int
cmd_extract(struct cli *cli, int argc, char *argv[])
{
	struct cli_opts o;
	struct cli_current c;
	int64_t feed_id = 0;
	int i, rc = 0;

	for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
		if (strcmp(argv[i], "--templates") == 0 ||
		    strncmp(argv[i], "--templates=", 12) == 0 ||
		    strcmp(argv[i], "--generic") == 0)
			return cmd_extract_templates(cli, argc, argv);
	if (cli->st == NULL) {
		fprintf(stderr,
		    "templar: extract --feed needs the database; "
		    "%s does not exist\n",
		    cli->db_path);
		return 1;
	}
	cli->fmt = CLI_JSONL; /* unless --format says otherwise */
	if (cli_options(cli, argc, argv, "fHuFl", &o) == -1 || o.feed == NULL ||
	    optind >= argc || (o.url != NULL && optind != argc - 1))
		return 2;
	if ((feed_id = cli_feed_id(cli, o.feed)) == 0)
		return 1;
	memset(&c, 0, sizeof(c));
	c.cli = cli;
	c.feed = o.feed;
	c.feed_id = feed_id;
	if (store_template_current(cli->st, feed_id, cli_current_cb, &c) == -1)
		return 1;
	if (c.t == NULL) {
		fprintf(
		    stderr, "templar: feed %s has no template yet\n", o.feed);
		return 1;
	}
	cli_json_begin(cli);
	for (i = optind; i < argc; i++) {
		if (cli_extract_one(cli, &c, argv[i], o.url) == -1)
			rc = 1;
	}
	cli_json_end(cli);
	tmpl_free(c.t);
	return rc;
}

/* ---- search ---- */

int
cmd_search(struct cli *cli, int argc, char *argv[])
{
	struct cli_opts o;
	struct buf typed;
	char *match;
	int i, rc = 0;

	if (cli_options(cli, argc, argv, "nFlS", &o) == -1 || optind >= argc)
		return 2;
	/* the words as typed, quoted or not */
	buf_init(&typed);
	for (i = optind; i < argc; i++)
		buf_printf(&typed, "%s%s", i > optind ? " " : "", argv[i]);
	match = o.fts ? xstrdup(typed.data) : store_query_plain(typed.data);
	cli_json_begin(cli);
	if (*match != '\0')
		rc = store_article_search(cli->st, match,
		    o.limit > 0 ? (int)o.limit : 20, cli_article_cb, cli);
	cli_json_end(cli);
	if (rc == -1 && store_query_error(cli->st) != NULL)
		fprintf(stderr,
		    "templar: search '%s': not an FTS5 query (%s); without "
		    "--fts, words are read as typed\n",
		    typed.data, store_query_error(cli->st));
	else if (rc == -1)
		fprintf(stderr, "templar: search '%s' failed\n", typed.data);
	else if (cli->count == 0 && cli->fmt == CLI_TEXT)
		printf("no articles match\n");
	free(match);
	buf_free(&typed);
	return rc == -1 ? 1 : 0;
}

/* SPDX-License-Identifier: ISC */
/*
 * cli_tmpl: the commands that work on a feed's templates: relearn (learn
 * a new version now and re-extract), reextract (extract every stored page
 * again with the current template) and try (preview XPaths on the stored
 * pages, changing nothing).  relearn and reextract are the documented
 * commands that write to the database; templard notices the new template
 * by itself.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "cli.h"
#include "conf.h"
#include "extract.h"
#include "log.h"
#include "process.h"
#include "record.h"
#include "siteconfs.h"
#include "store.h"
#include "tmpl.h"
#include "util.h"

#define TRY_SNIPPET 160 /* characters of body shown by try */

static int
cli_tmpl_version_cb(const struct store_template *t, UNUSED void *arg)
{
	printf("feed %s: template v%d (%s)\n  title:    %s\n  body:     %s\n"
	       "  category: %s\n",
	    t->feed_name, t->version, t->method ? t->method : "-",
	    t->title_xpath ? t->title_xpath : "-",
	    t->body_xpath ? t->body_xpath : "-",
	    t->category_xpath ? t->category_xpath : "-");
	return 0;
}

/* relearn and reextract: one feed, through process.c. */
static int
cli_tmpl_run(struct cli *cli, int argc, char *argv[], int relearn)
{
	struct process *p;
	struct process_stats stats;
	int64_t feed_id;
	char *cause = NULL;
	int rc;

	optind = 1;
	if (argc != 2 || argv[1][0] == '-')
		return 2;
	if (cli_need_conf(cli, argv[0],
		relearn ? "a template is learned "
			  "with the feed's settings in it"
			: "articles are extracted with "
			  "the feed's settings in it") == -1)
		return 1;
	if ((feed_id = cli_feed_id(cli, argv[1])) == 0)
		return 1;
	memset(&stats, 0, sizeof(stats));
	p = process_new(cli->st, cli->conf);
	if (relearn)
		rc = process_relearn(p, feed_id, argv[1], &stats, &cause);
	else
		rc = process_reextract(p, feed_id, argv[1], &stats, &cause);
	process_free(p);
	if (rc == -1) {
		fprintf(stderr, "templar: %s: %s\n", argv[1],
		    cause ? cause : "failed");
		free(cause);
		return 1;
	}
	if (relearn)
		store_template_current(
		    cli->st, feed_id, cli_tmpl_version_cb, NULL);
	printf("feed %s: %d articles extracted, %d pages failed\n", argv[1],
	    stats.extracted + stats.reextracted, stats.failed);
	return 0;
}

int
cmd_relearn(struct cli *cli, int argc, char *argv[])
{
	return cli_tmpl_run(cli, argc, argv, 1);
}

int
cmd_reextract(struct cli *cli, int argc, char *argv[])
{
	return cli_tmpl_run(cli, argc, argv, 0);
}

/* ---- try ---- */

struct try_ctx {
	struct cli *cli;
	struct tmpl *t;
	struct siteconfs *sites; /* imported site configs, as templard */
	int version;             /* of the template tried; 0: none stored */
	const char *feed;
	long long limit;
	int n, failed, not_articles;
	double score;
};

static int
cli_try_current_cb(const struct store_template *st, void *arg)
{
	struct try_ctx *x = arg;
	char *cause = NULL;

	if ((x->t = tmpl_from_json(st->json, &cause)) == NULL) {
		fprintf(stderr, "templar: feed %s: template v%d: %s\n", x->feed,
		    st->version, cause);
		free(cause);
	} else
		x->version = st->version;
	return 0;
}

static void
cli_try_text(const struct extract *r, const char *url)
{
	const struct article *a = r->a;
	size_t i;

	printf("%s\n", url);
	if (r->status == EXTRACT_NOT_ARTICLE) {
		printf("  not an article: %s\n", r->cause);
		return;
	}
	if (a == NULL) {
		printf("  error:    %s\n", r->cause ? r->cause : "-");
		return;
	}
	printf("  title:    %s\n  category: %s\n  categories: ",
	    a->title ? a->title : "(none)", a->category ? a->category : "-");
	for (i = 0; i < a->ncategories; i++)
		printf("%s%s", i > 0 ? ", " : "", a->categories[i]);
	printf("%s\n", a->ncategories == 0 ? "-" : "");
	cli_byline_text(a->published, a->author);
	printf("  score:    %.2f%s\n  body:     %.*s%s\n", r->score,
	    a->fallback != 0 ? " (by a fallback: the template did not fit)"
			     : "",
	    TRY_SNIPPET, a->body_text ? a->body_text : "",
	    a->body_text && strlen(a->body_text) > TRY_SNIPPET ? "..." : "");
}

static void
cli_try_json(struct try_ctx *x, const struct extract *r, const char *url)
{
	const struct article *a = r->a;
	cJSON *o;

	if ((o = cJSON_CreateObject()) == NULL)
		fatalx("out of memory");
	record_json_str(o, "url", url);
	if (x->version > 0)
		cJSON_AddNumberToObject(o, "template", x->version);
	else
		cJSON_AddNullToObject(o, "template");
	record_json_str(o, "not_article",
	    r->status == EXTRACT_NOT_ARTICLE ? r->cause : NULL);
	record_json_str(
	    o, "error", r->status == EXTRACT_FAILED ? r->cause : NULL);
	record_json_str(o, "title", a ? a->title : NULL);
	record_json_str(o, "body", a ? a->body_text : NULL);
	record_json_str(o, "body_html", a ? a->body_html : NULL);
	record_json_str(o, "category", a ? a->category : NULL);
	record_json_strings(o, "categories",
	    a ? (const char *const *)a->categories : NULL,
	    a ? a->ncategories : 0);
	record_json_str(o, "image", a ? a->image : NULL);
	record_json_time(o, "published", a ? a->published : 0);
	record_json_str(o, "author", a ? a->author : NULL);
	record_json_str(o, "fallback", extract_fallback(a));
	cJSON_AddNumberToObject(o, "score", a ? r->score : 0);
	cli_emit(x->cli, o);
}

static int
cli_try_page_cb(
    const struct store_entry *e, const struct store_page *pg, void *arg)
{
	struct try_ctx *x = arg;
	struct extract_page page = { pg->body, NULL, pg->len, pg->charset,
		pg->final_url ? pg->final_url : pg->url };
	struct extract_entry entry = { e->title, e->teaser, e->content,
		e->published, e->author };
	struct extract r;

	if (x->limit > 0 && x->n >= x->limit)
		return 1;
	x->n++;
	if (siteconfs_extract_page(x->sites, x->t, &page, &entry, 0, &r) == 0)
		x->score += r.score;
	else if (r.status == EXTRACT_NOT_ARTICLE)
		x->not_articles++;
	else
		x->failed++;
	if (x->cli->fmt == CLI_TEXT)
		cli_try_text(&r, pg->url);
	else
		cli_try_json(x, &r, pg->url);
	extract_clear(&r);
	return 0;
}

/* The XPaths try was given; NULL: the template's own stays. */
struct try_xpaths {
	const char *title, *body, *cat, *strip;
};

/*
 * Put the XPaths given on t; -1, said, when one is not a valid expression.
 */
static int
cli_try_override(struct tmpl *t, const struct try_xpaths *o)
{
	if ((o->title && !tmpl_xpath_valid(o->title)) ||
	    (o->body && !tmpl_xpath_valid(o->body)) ||
	    (o->cat && !tmpl_xpath_valid(o->cat)) ||
	    (o->strip && !tmpl_xpath_valid(o->strip))) {
		fprintf(stderr, "templar: not a valid XPath expression\n");
		return -1;
	}
	if (o->title != NULL)
		tmpl_set_title_xpath(t, o->title);
	if (o->body != NULL)
		tmpl_set_body_xpath(t, o->body);
	if (o->cat != NULL)
		tmpl_set_category_xpath(t, o->cat);
	if (o->strip != NULL)
		tmpl_add_body_strip(t, o->strip);
	return 0;
}

/* try's options into o and x; 0, or 2 (usage) with what was wrong said. */
static int
cli_try_options(struct cli *cli, int argc, char *argv[], struct try_xpaths *o,
    struct try_ctx *x)
{
	static const struct option longopts[] = {
		{ "title-xpath", required_argument, NULL, 't' },
		{ "body-xpath", required_argument, NULL, 'b' },
		{ "category-xpath", required_argument, NULL, 'c' },
		{ "strip-xpath", required_argument, NULL, 's' },
		{ "limit", required_argument, NULL, 'n' },
		{ "format", required_argument, NULL, 'F' },
		{ NULL, 0, NULL, 0 },
	};
	char *cause = NULL;
	int ch;

	optind = 1;
	while ((ch = getopt_long(argc, argv, "", longopts, NULL)) != -1) {
		switch (ch) {
		case 't':
			o->title = optarg;
			break;
		case 'b':
			o->body = optarg;
			break;
		case 'c':
			o->cat = optarg;
			break;
		case 's':
			o->strip = optarg;
			break;
		case 'n':
			if (util_parse_int(
				optarg, 1, 1000000, &x->limit, &cause) == -1) {
				fprintf(
				    stderr, "templar: --limit: %s\n", cause);
				free(cause);
				return 2;
			}
			break;
		case 'F':
			if (cli_parse_format(cli, optarg, 1) == -1)
				return 2;
			break;
		default:
			return 2;
		}
	}
	return optind != argc - 1 ? 2 : 0;
}

/* Which template is tried, before the pages. */
static void
cli_try_header(const struct try_ctx *x, const struct try_xpaths *o)
{
	int given = o->title || o->body || o->cat || o->strip;

	if (x->version > 0)
		printf("feed %s: template v%d%s\n", x->feed, x->version,
		    given ? ", with the XPaths given" : "");
	else
		printf("feed %s: no template yet, the XPaths given\n", x->feed);
}

int
cmd_try(struct cli *cli, int argc, char *argv[])
{
	struct try_xpaths o;
	struct try_ctx x;
	int64_t feed_id;

	memset(&o, 0, sizeof(o));
	memset(&x, 0, sizeof(x));
	x.cli = cli;
	if (cli_try_options(cli, argc, argv, &o, &x) != 0)
		return 2;
	x.feed = argv[optind];
	if ((feed_id = cli_feed_id(cli, x.feed)) == 0)
		return 1;
	store_template_current(cli->st, feed_id, cli_try_current_cb, &x);
	if (x.t == NULL) {
		if (o.body == NULL) {
			fprintf(stderr,
			    "templar: feed %s has no template: "
			    "give --body-xpath\n",
			    x.feed);
			return 1;
		}
		x.t = tmpl_new();
		tmpl_set_method(x.t, "override");
	}
	/* what the daemon extracts with: the config's XPaths win */
	if (extract_overrides(x.t, cli->conf, x.feed) == -1)
		fprintf(stderr,
		    "templar: feed %s: strip_xpath is not a "
		    "usable XPath\n",
		    x.feed);
	if (cli_try_override(x.t, &o) == -1) {
		tmpl_free(x.t);
		return 2;
	}
	if (cli->fmt == CLI_JSON)
		cli->fmt = CLI_JSONL;
	if (cli->fmt == CLI_TEXT)
		cli_try_header(&x, &o);
	x.sites = siteconfs_new(cli->st);
	store_pages_to_extract(cli->st, feed_id, 0, cli_try_page_cb, &x);
	siteconfs_free(x.sites);
	if (cli->fmt == CLI_TEXT)
		printf("%d pages, %d failed, %d not articles, mean validation "
		       "%.2f (nothing was changed)\n",
		    x.n, x.failed, x.not_articles,
		    x.n > x.not_articles ? x.score / (x.n - x.not_articles)
					 : 0.0);
	tmpl_free(x.t);
	return x.n > 0 && x.failed + x.not_articles == x.n ? 1 : 0;
}

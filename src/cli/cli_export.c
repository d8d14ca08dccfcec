/* SPDX-License-Identifier: ISC */
/*
 * cli_export: templates that travel.  export-templates gathers every
 * feed's current template with where its pages come from into one file
 * (export.c writes it; doc/templates-format.md), or writes FiveFilters
 * Full-Text RSS site configs; import-templates, one of the documented
 * commands that write to the database, makes a file's templates the
 * feeds' current ones, all or nothing.  templard notices them by itself.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "db.h"
#include "export.h"
#include "extract.h"
#include "log.h"
#include "siteconf.h"
#include "store.h"
#include "store_siteconf.h"
#include "tmpl.h"
#include "util.h"

/* ---- export-templates ---- */

struct exp_ctx {
	struct cli *cli;
	struct export *ex;
	size_t feed;      /* index of the feed being read */
	int added;        /* the feed joined the export */
	const char *name; /* the feed's */
};

static int
cli_export_url_cb(const char *url, void *arg)
{
	struct exp_ctx *x = arg;

	export_add_page(x->ex, x->feed, url);
	return 0;
}

/* A feed whose hosts have a current template joins the export, with
 * its pages and those templates, each naming its host. */
static int
cli_export_template_cb(const struct store_template *t, void *arg)
{
	struct exp_ctx *x = arg;

	struct tmpl *tp;
	char *json = NULL, *cause = NULL;

	if (!x->added)
		x->feed = export_add_feed(x->ex, x->name, NULL);
	x->added = 1;
	/* What templard extracts the feed's pages with: the host's
	 * template, the feed's overrides of the configuration on top. */
	if ((tp = tmpl_from_json(t->json, &cause)) != NULL) {
		if (x->cli->conf == NULL ||
		    extract_overrides(tp, x->cli->conf, x->name) == 0)
			json = tmpl_to_json(tp);
		else
			fprintf(stderr,
			    "templar: feed %s: an XPath key of the "
			    "configuration is not usable, left out\n",
			    x->name);
		tmpl_free(tp);
	}
	free(cause);
	export_add_template(x->ex, x->feed, t->version, t->method,
	    t->learned_at, json != NULL ? json : t->json);
	free(json);
	export_set_template_host(x->ex, x->feed, t->host);
	return 0;
}

static int
cli_export_feed_cb(const struct store_feed *f, void *arg)
{
	struct exp_ctx *x = arg;
	size_t n = export_feed_count(x->ex);

	x->added = 0;
	x->name = f->name;
	if (store_template_current(
		x->cli->st, f->id, cli_export_template_cb, x) == -1 ||
	    export_feed_count(x->ex) == n)
		return 0;
	export_set_feed_url(x->ex, x->feed, f->url);
	store_page_urls(x->cli->st, f->id, cli_export_url_cb, x);
	return 0;
}

/* Write text to path, whole. */
static int
cli_export_write(const char *path, const char *text)
{
	FILE *fp;

	if ((fp = fopen(path, "w")) == NULL) {
		fprintf(stderr, "templar: %s: %s\n", path, strerror(errno));
		return -1;
	}
	if (fputs(text, fp) == EOF || fclose(fp) == EOF) {
		fprintf(stderr, "templar: %s: %s\n", path, strerror(errno));
		return -1;
	}
	return 0;
}

/* The imported site configs, written as they were imported. */
struct ftr_out {
	char **hosts; /* of the imported configs */
	char **files;
	char **texts;
	size_t n;
	size_t nimported;
};

/* Add a file; return its index. */
static size_t
cli_export_ftr_file(struct ftr_out *o, char *file)
{
	size_t k;

	for (k = 0; k < o->n; k++)
		if (strcmp(o->files[k], file) == 0) {
			free(file);
			return k;
		}
	o->files = xreallocarray(o->files, o->n + 1, sizeof(*o->files));
	o->texts = xreallocarray(o->texts, o->n + 1, sizeof(*o->texts));
	o->files[o->n] = file;
	o->texts[o->n] = NULL;
	return o->n++;
}

static int
cli_export_siteconf_cb(const struct siteconf *sc, const char *source,
    UNUSED int64_t imported_at, void *arg)
{
	struct ftr_out *o = arg;
	char *comment;
	size_t k;

	/* import-ftr checked the name: letters, digits, '-' and '.' */
	k = cli_export_ftr_file(o, export_ftr_file(siteconf_host(sc)));
	if (o->texts[k] != NULL)
		return 0;
	xasprintf(&comment, "imported by templar from %s", source);
	o->texts[k] = siteconf_to_text(sc, comment);
	free(comment);
	o->hosts = xreallocarray(o->hosts, o->nimported + 1, sizeof(char *));
	o->hosts[o->nimported++] = xstrdup(siteconf_host(sc));
	return 0;
}

/* Whether an imported config covers host: it wins there. */
static int
cli_export_imported(const struct ftr_out *o, const char *host)
{
	size_t k;

	for (k = 0; k < o->nimported; k++)
		if (siteconf_matches(o->hosts[k], host) > 0)
			return 1;
	return 0;
}

/*
 * One site config per host; hosts of several feeds get all their lines.
 * The site configs import-ftr stored are written as imported, and a
 * host one of them covers gets no learned lines: the imported config
 * is what templard applies there (templar(1), SITE CONFIGS).
 */
static int
cli_export_ftr(
    struct cli *cli, const struct export *ex, const char *dir, int imported)
{
	const struct export_feed *f;
	struct ftr_out o;
	char *path;
	size_t written = 0, i, h, k;
	int skipped = 0, rc = 0;

	if (mkdir(dir, 0777) == -1 && errno != EEXIST) {
		fprintf(stderr, "templar: %s: %s\n", dir, strerror(errno));
		return 1;
	}
	memset(&o, 0, sizeof(o));
	if (imported &&
	    store_siteconf_list(cli->st, cli_export_siteconf_cb, &o) == -1)
		rc = 1;
	for (i = 0; i < export_feed_count(ex); i++) {
		f = export_feed(ex, i);
		for (h = 0; h < f->nhosts; h++) {
			/* A host name from the network names a file. */
			if (strchr(f->hosts[h], '/') != NULL ||
			    f->hosts[h][0] == '.') {
				skipped++;
				continue;
			}
			if (cli_export_imported(&o, f->hosts[h]))
				continue;
			k = cli_export_ftr_file(
			    &o, export_ftr_file(f->hosts[h]));
			if (export_ftr_site(f, h, &o.texts[k]) == -1) {
				fprintf(stderr,
				    "templar: feed %s: host %s: "
				    "no body XPath, no site config\n",
				    f->name, f->hosts[h]);
				skipped++;
			}
		}
	}
	for (k = 0; k < o.n; k++) {
		if (o.texts[k] != NULL) {
			xasprintf(&path, "%s/%s", dir, o.files[k]);
			if (cli_export_write(path, o.texts[k]) == -1)
				rc = 1;
			else
				written++;
			free(path);
		}
		free(o.files[k]);
		free(o.texts[k]);
	}
	fprintf(stderr,
	    "templar: %zu site configs written to %s (%zu imported), %d "
	    "hosts skipped\n",
	    written, dir, o.nimported, skipped);
	strv_free(o.hosts, o.nimported);
	free(o.files);
	free(o.texts);
	return rc;
}

/*
 * The current templates of the feed called feed (NULL: of every feed)
 * into x->ex; -1, said, when there is no such feed or it has none.
 */
static int
cli_export_gather(struct cli *cli, const char *feed, struct exp_ctx *x)
{
	if (feed == NULL)
		return store_feed_list(cli->st, 0, cli_export_feed_cb, x);
	if (cli_feed_id(cli, feed) == 0)
		return -1;
	store_feed_get(cli->st, feed, cli_export_feed_cb, x);
	if (export_feed_count(x->ex) == 0) {
		fprintf(stderr, "templar: feed %s has no template\n", feed);
		return -1;
	}
	return 0;
}

int
cmd_export_templates(struct cli *cli, int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "feed", required_argument, NULL, 'f' },
		{ "format", required_argument, NULL, 'F' },
		{ "output", required_argument, NULL, 'o' },
		{ NULL, 0, NULL, 0 },
	};
	const char *feed = NULL, *output = NULL;
	struct exp_ctx x;
	char *json;
	int ch, ftr = 0, rc = 0;

	optind = 1;
	while ((ch = getopt_long(argc, argv, "", longopts, NULL)) != -1) {
		switch (ch) {
		case 'f':
			feed = optarg;
			break;
		case 'F':
			if (strcmp(optarg, "ftr") == 0)
				ftr = 1;
			else if (strcmp(optarg, "json") != 0) {
				fprintf(stderr,
				    "templar: --format: json or "
				    "ftr\n");
				return 2;
			}
			break;
		case 'o':
			output = optarg;
			break;
		default:
			return 2;
		}
	}
	if (optind != argc || (ftr && output == NULL)) {
		if (ftr && output == NULL)
			fprintf(stderr,
			    "templar: --format ftr needs "
			    "--output DIR\n");
		return 2;
	}
	memset(&x, 0, sizeof(x));
	x.cli = cli;
	x.ex = export_new();
	if (cli_export_gather(cli, feed, &x) == -1) {
		export_free(x.ex);
		return 1;
	}
	if (ftr)
		rc = cli_export_ftr(cli, x.ex, output, feed == NULL);
	else {
		json = export_to_json(x.ex, util_now());
		if (output != NULL)
			rc = cli_export_write(output, json) == -1 ? 1 : 0;
		else
			fputs(json, stdout);
		free(json);
	}
	export_free(x.ex);
	return rc;
}

/* ---- import-templates ---- */

struct imp_feed {
	int64_t id;
	char *name;
	char *url;
	char *config_url;
};

struct imp_ctx {
	struct imp_feed *v;
	size_t n;
};

static int
cli_import_feed_cb(const struct store_feed *f, void *arg)
{
	struct imp_ctx *x = arg;
	struct imp_feed *d;

	x->v = xreallocarray(x->v, x->n + 1, sizeof(*x->v));
	d = &x->v[x->n++];
	d->id = f->id;
	d->name = xstrdup(f->name);
	d->url = f->url != NULL ? xstrdup(f->url) : NULL;
	d->config_url = f->config_url != NULL ? xstrdup(f->config_url) : NULL;
	return 0;
}

/*
 * The database's feed for a feed of the file: the one of the same name,
 * else the one of the same URL (as polled or as configured); NULL if
 * none.
 */
static const struct imp_feed *
cli_import_match(const struct imp_ctx *x, const struct export_feed *f)
{
	size_t i;

	for (i = 0; i < x->n; i++)
		if (strcmp(x->v[i].name, f->name) == 0)
			return &x->v[i];
	if (f->url == NULL)
		return NULL;
	for (i = 0; i < x->n; i++)
		if ((x->v[i].url != NULL && strcmp(x->v[i].url, f->url) == 0) ||
		    (x->v[i].config_url != NULL &&
			strcmp(x->v[i].config_url, f->url) == 0))
			return &x->v[i];
	return NULL;
}

/* Store one template of the file as feed d's current one. */
static int64_t
cli_import_one(
    struct cli *cli, const struct imp_feed *d, const struct export_template *et)
{
	struct store_template rec;
	struct tmpl *t;
	char *cause = NULL;
	int64_t id;

	/* export_from_json() validated it: this cannot fail. */
	if ((t = tmpl_from_json(et->json, &cause)) == NULL)
		fatalx("%s: %s", __func__, cause);
	memset(&rec, 0, sizeof(rec));
	rec.feed_id = d->id;
	rec.host = et->host; /* NULL: the host of most of the feed's pages */
	rec.json = et->json;
	/* The template's JSON keeps the method that made it. */
	rec.method = "import";
	rec.title_xpath = tmpl_title_xpath(t);
	rec.body_xpath = tmpl_body_xpath(t);
	rec.category_xpath = tmpl_category_xpath(t);
	rec.learned_at = et->learned_at;
	id = store_template_add(cli->st, &rec, "replaced by an import");
	tmpl_free(t);
	return id;
}

int
cmd_import_templates(struct cli *cli, int argc, char *argv[])
{
	const struct export_feed *f;
	const struct imp_feed *d;
	struct imp_ctx x;
	struct export *ex;
	char *text, *cause = NULL;
	size_t i, j, nimported = 0, nskipped = 0;
	int rc = 0;

	if (argc != 2 || argv[1][0] == '-')
		return 2;
	if ((text = cli_read_file(argv[1], NULL)) == NULL) {
		fprintf(stderr, "templar: %s: %s\n", argv[1], strerror(errno));
		return 1;
	}
	ex = export_from_json(text, &cause);
	free(text);
	if (ex == NULL) {
		fprintf(stderr, "templar: %s: %s; nothing was imported\n",
		    argv[1], cause);
		free(cause);
		return 1;
	}
	memset(&x, 0, sizeof(x));
	if (store_feed_list(cli->st, 0, cli_import_feed_cb, &x) == -1 ||
	    db_begin(cli->db) == -1) {
		rc = 1;
		goto done;
	}
	for (i = 0; i < export_feed_count(ex) && rc == 0; i++) {
		f = export_feed(ex, i);
		if ((d = cli_import_match(&x, f)) == NULL) {
			printf(
			    "feed %s: not in the database, skipped\n", f->name);
			nskipped++;
			continue;
		}
		for (j = 0; j < f->ntemplates && rc == 0; j++) {
			if (cli_import_one(cli, d, &f->templates[j]) <= 0) {
				rc = 1;
				break;
			}
			if (strcmp(d->name, f->name) == 0)
				printf("feed %s: template v%d imported\n",
				    d->name, f->templates[j].version);
			else
				printf("feed %s: template v%d of feed %s "
				       "imported (same URL)\n",
				    d->name, f->templates[j].version, f->name);
			nimported++;
		}
	}
	if (rc == 0 && db_commit(cli->db) == -1)
		rc = 1;
	if (rc != 0) {
		db_rollback(cli->db);
		fprintf(stderr, "templar: %s: nothing was imported\n", argv[1]);
		goto done;
	}
	printf(
	    "%zu templates imported, %zu feeds skipped\n", nimported, nskipped);
done:
	for (i = 0; i < x.n; i++) {
		free(x.v[i].name);
		free(x.v[i].url);
		free(x.v[i].config_url);
	}
	free(x.v);
	export_free(ex);
	return rc;
}

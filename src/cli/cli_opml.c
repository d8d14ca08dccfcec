/* SPDX-License-Identifier: ISC */
/*
 * cli_opml: `templar import-opml FILE` turns an OPML subscription list
 * into a config drop-in, templar.conf.d/opml-import.conf beside the
 * config (the main config is never edited; templard reads the drop-in
 * on its next reload); `templar export-opml` prints the config's feeds
 * as OPML 2.0 (without a config, the database's).  Reading and writing
 * OPML is opml.c's.
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "conf.h"
#include "db.h"
#include "opml.h"
#include "store.h"
#include "url.h"
#include "util.h"

#define OPML_DROPIN_DIR "templar.conf.d"
#define OPML_DROPIN_NAME "opml-import.conf"

/* A feed chosen for the drop-in. */
struct import_feed {
	const struct opml_feed *src;
	char *name;
};

static char *import_path(const char *, const char *, char **);
static int import_options(int, char *[], const char **, int *);
static char *import_target(const struct cli *, const char *, int);
static int import_same_file(const char *, const char *);
static int import_taken(const struct conf *, const char *,
    const struct import_feed *, size_t, const char *);
static int import_has_url(const struct conf *, const char *,
    const struct import_feed *, size_t, const char *);
static char *import_unique(const struct conf *, const char *,
    const struct import_feed *, size_t, const char *);
static void import_quote(struct buf *, const char *);
static char *import_text(const char *, const struct import_feed *, size_t);
static int import_write(const char *, const char *, int, char **);
static int import_url_ok(const char *);
static struct opml *import_read(const char *);
static struct import_feed *import_choose(
    const struct cli *, const struct opml *, const char *, size_t *);
static int import_save(const struct cli *, const char *, const char *, int);

/*
 * The drop-in's path: name (a bare file name, ".conf" added when it
 * lacks it) in templar.conf.d/ beside the config, which is made when
 * missing; a name with a '/' is a path used as it is.  NULL with *cause.
 */
static char *
import_path(const char *conf_path, const char *name, char **cause)
{
	char *dir, *slash, *path;
	const char *ext;
	size_t len;

	if (strchr(name, '/') != NULL)
		return xstrdup(name);
	len = strlen(name);
	ext = len >= 5 && strcmp(name + len - 5, ".conf") == 0 ? "" : ".conf";
	dir = xstrdup(conf_path);
	if ((slash = strrchr(dir, '/')) != NULL) {
		slash[1] = '\0';
		xasprintf(&path, "%s%s", dir, OPML_DROPIN_DIR);
	} else
		path = xstrdup(OPML_DROPIN_DIR);
	free(dir);
	dir = path;
	if (mkdir(dir, 0755) == -1 && errno != EEXIST) {
		xasprintf(cause, "mkdir %s: %s", dir, strerror(errno));
		free(dir);
		return NULL;
	}
	xasprintf(&path, "%s/%s%s", dir, name, ext);
	free(dir);
	return path;
}

/* 1 if the two paths name the same file. */
static int
import_same_file(const char *a, const char *b)
{
	struct stat sa, sb;

	if (a == NULL || b == NULL)
		return 0;
	if (stat(a, &sa) == 0 && stat(b, &sb) == 0)
		return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
	return strcmp(a, b) == 0;
}

/*
 * 1 if name is used by a feed of the config (but those of the file
 * being replaced) or by one already chosen.
 */
static int
import_taken(const struct conf *conf, const char *name,
    const struct import_feed *chosen, size_t nchosen, const char *out)
{
	size_t i;

	for (i = 0; i < conf->nfeeds; i++) {
		if (strcmp(conf->feeds[i].name, name) == 0 &&
		    !import_same_file(conf->feeds[i].file, out))
			return 1;
	}
	for (i = 0; i < nchosen; i++) {
		if (strcmp(chosen[i].name, name) == 0)
			return 1;
	}
	return 0;
}

/* 1 if url is subscribed already (as import_taken for names). */
static int
import_has_url(const struct conf *conf, const char *url,
    const struct import_feed *chosen, size_t nchosen, const char *out)
{
	size_t i;

	for (i = 0; i < conf->nfeeds; i++) {
		if (conf->feeds[i].url != NULL &&
		    strcmp(conf->feeds[i].url, url) == 0 &&
		    !import_same_file(conf->feeds[i].file, out))
			return 1;
	}
	for (i = 0; i < nchosen; i++) {
		if (strcmp(chosen[i].src->url, url) == 0)
			return 1;
	}
	return 0;
}

/* base, or base-2, base-3 ... (cut to fit), the first name not taken. */
static char *
import_unique(const struct conf *conf, const char *base,
    const struct import_feed *chosen, size_t nchosen, const char *out)
{
	char *name, suffix[16];
	size_t len;
	int n;

	name = xstrdup(base);
	for (n = 2; import_taken(conf, name, chosen, nchosen, out); n++) {
		free(name);
		snprintf(suffix, sizeof(suffix), "-%d", n);
		len = strlen(base);
		if (len + strlen(suffix) > OPML_MAX_NAME)
			len = OPML_MAX_NAME - strlen(suffix);
		xasprintf(&name, "%.*s%s", (int)len, base, suffix);
	}
	return name;
}

/* A config value in quotes (conf.c's rules: \" and \\ escapes). */
static void
import_quote(struct buf *b, const char *s)
{
	buf_addc(b, '"');
	for (; *s != '\0'; s++) {
		if (*s == '"' || *s == '\\')
			buf_addc(b, '\\');
		buf_addc(b, *s);
	}
	buf_addc(b, '"');
}

/* An http(s) URL the config can hold: no control characters. */
static int
import_url_ok(const char *url)
{
	const unsigned char *p;

	if (!url_is_http(url))
		return 0;
	for (p = (const unsigned char *)url; *p != '\0'; p++) {
		if (*p < 0x20 || *p == 0x7f)
			return 0;
	}
	return 1;
}

/* The drop-in's text: a comment, then one [feed] section a feed. */
static char *
import_text(const char *from, const struct import_feed *f, size_t n)
{
	struct buf b;
	size_t i, j;
	const char *p;

	buf_init(&b);
	buf_adds(&b, "# Feeds imported from ");
	for (p = from; *p != '\0'; p++)
		buf_addc(&b, *p == '\n' || *p == '\r' ? ' ' : *p);
	buf_adds(&b,
	    " by templar import-opml.\n"
	    "# templard reads this file on reload (SIGHUP).\n");
	for (i = 0; i < n; i++) {
		buf_adds(&b, "\n");
		if (f[i].src->title != NULL || f[i].src->ncategories > 0) {
			buf_adds(&b, "# ");
			for (j = 0; j < f[i].src->ncategories; j++)
				buf_printf(&b, "%s%s", j > 0 ? " / " : "",
				    f[i].src->categories[j]);
			if (f[i].src->title != NULL)
				buf_printf(&b, "%s%s", j > 0 ? " / " : "",
				    f[i].src->title);
			buf_adds(&b, "\n");
		}
		buf_printf(&b, "[feed \"%s\"]\nurl = ", f[i].name);
		import_quote(&b, f[i].src->url);
		buf_adds(&b, "\n");
	}
	/* Titles may hold line breaks: a comment is one line. */
	for (i = 0; i < b.len; i++) {
		if ((b.data[i] == '\r' ||
			((unsigned char)b.data[i] < 0x20 && b.data[i] != '\n' &&
			    b.data[i] != '\t')))
			b.data[i] = ' ';
	}
	return buf_detach(&b, NULL);
}

/*
 * Write text to path through a temporary file, so that templard never
 * reads half a drop-in: replacing an existing file only with force.
 */
static int
import_write(const char *path, const char *text, int force, char **cause)
{
	if (util_write_file(path, text, force, cause) == 0)
		return 0;
	if (errno == EEXIST) {
		free(*cause);
		xasprintf(cause,
		    "%s exists (use --force to replace it, or --output NAME)",
		    path);
	}
	return -1;
}

/* import-opml's options; 0, or 2 (usage). */
static int
import_options(int argc, char *argv[], const char **output, int *force)
{
	static const struct option longopts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "force", no_argument, NULL, 'f' },
		{ NULL, 0, NULL, 0 },
	};
	int ch;

	/* 0: glibc starts afresh (templar.c parsed with "+"), so options
	   may follow the operands. */
	optind = 0;
	while ((ch = getopt_long(argc, argv, "", longopts, NULL)) != -1) {
		switch (ch) {
		case 'o':
			*output = optarg;
			break;
		case 'f':
			*force = 1;
			break;
		default:
			return 2;
		}
	}
	return argc - optind != 1 || **output == '\0' ? 2 : 0;
}

/* The drop-in to write, refused (said, NULL) when it exists unforced. */
static char *
import_target(const struct cli *cli, const char *output, int force)
{
	struct stat st;
	char *path, *cause = NULL;

	if ((path = import_path(cli->conf_path, output, &cause)) == NULL) {
		fprintf(stderr, "templar import-opml: %s\n", cause);
		free(cause);
		return NULL;
	}
	if (!force && lstat(path, &st) == 0) {
		fprintf(stderr,
		    "templar import-opml: %s exists (use --force "
		    "to replace it, or --output NAME)\n",
		    path);
		free(path);
		return NULL;
	}
	return path;
}

int
cmd_import_opml(struct cli *cli, int argc, char *argv[])
{
	const char *output = OPML_DROPIN_NAME, *file;
	struct import_feed *chosen = NULL;
	struct opml *opml = NULL;
	char *path = NULL, *text = NULL;
	size_t i, n = 0;
	int force = 0, rc = 1;

	if (import_options(argc, argv, &output, &force) != 0)
		return 2;
	if (strchr(output, '/') == NULL &&
	    cli_need_conf(cli, "import-opml",
		"it writes a drop-in to the templar.conf.d/ beside it "
		"(or give --output PATH)") == -1)
		return 1;
	file = argv[optind];
	if ((opml = import_read(file)) == NULL)
		return 1;
	if ((path = import_target(cli, output, force)) == NULL)
		goto out;
	chosen = import_choose(cli, opml, path, &n);
	if (n == 0) {
		printf("nothing to import: every feed of %s is subscribed "
		       "already\n",
		    file);
		rc = 0;
		goto out;
	}
	text = import_text(file, chosen, n);
	if (import_save(cli, path, text, force) == -1)
		goto out;
	for (i = 0; i < n; i++)
		printf(
		    "[feed \"%s\"] %s\n", chosen[i].name, chosen[i].src->url);
	printf("wrote %zu feed%s to %s\n", n, n == 1 ? "" : "s", path);
	printf("reload templard to subscribe: systemctl reload templard "
	       "(or kill -HUP its pid)\n");
	rc = 0;
out:
	if (chosen != NULL)
		for (i = 0; i < n; i++)
			free(chosen[i].name);
	free(chosen);
	free(text);
	free(path);
	opml_free(opml);
	return rc;
}

/* The feeds of the OPML file, or NULL, said. */
static struct opml *
import_read(const char *file)
{
	struct opml *opml;
	char *data, *cause = NULL;
	size_t len;

	if ((data = cli_read_file(file, &len)) == NULL) {
		fprintf(stderr, "templar import-opml: %s: %s\n", file,
		    strerror(errno));
		return NULL;
	}
	opml = opml_parse(data, len, &cause);
	free(data);
	if (opml == NULL) {
		fprintf(stderr, "templar import-opml: %s: %s\n", file, cause);
		free(cause);
		return NULL;
	}
	if (opml->nfeeds == 0) {
		fprintf(stderr,
		    "templar import-opml: %s: no feeds (no "
		    "outline with an xmlUrl)\n",
		    file);
		opml_free(opml);
		return NULL;
	}
	return opml;
}

/*
 * The feeds of opml to import into the drop-in at path, *n of them: those
 * with an http(s) URL that no feed has already, each with a name of its
 * own.  The caller frees the names and the array.
 */
static struct import_feed *
import_choose(
    const struct cli *cli, const struct opml *opml, const char *path, size_t *n)
{
	struct import_feed *chosen;
	char *base;
	size_t i;

	chosen = xcalloc(opml->nfeeds, sizeof(*chosen));
	*n = 0;
	for (i = 0; i < opml->nfeeds; i++) {
		const struct opml_feed *f = &opml->feeds[i];

		if (!import_url_ok(f->url)) {
			fprintf(stderr,
			    "templar import-opml: skipping %s: "
			    "not an http(s) URL\n",
			    f->url);
			continue;
		}
		if (import_has_url(cli->conf, f->url, chosen, *n, path)) {
			fprintf(stderr,
			    "templar import-opml: skipping %s: "
			    "subscribed already\n",
			    f->url);
			continue;
		}
		base = opml_feed_name(f->title, f->url);
		chosen[*n].src = f;
		chosen[*n].name =
		    import_unique(cli->conf, base, chosen, *n, path);
		free(base);
		(*n)++;
	}
	return chosen;
}

/*
 * Write the drop-in text to path, once it parses, and
 * keep it only if the whole config loads with it.  Errors are printed.
 */
static int
import_save(
    const struct cli *cli, const char *path, const char *text, int force)
{
	struct conf *check;
	char *cause = NULL;

	/* What is written must parse (conf.c has the last word). */
	if ((check = conf_parse_buffer(text, strlen(text), path, &cause)) ==
	    NULL)
		goto fail;
	conf_free(check);
	if (import_write(path, text, force, &cause) == -1)
		goto fail;
	/* And the whole config with it, or the drop-in goes again. */
	if (access(cli->conf_path, F_OK) == 0) {
		if ((check = conf_load(cli->conf_path, &cause)) == NULL) {
			fprintf(stderr,
			    "templar import-opml: the config "
			    "does not load with the drop-in, removed it:\n"
			    "%s\n",
			    cause);
			(void)unlink(path);
			free(cause);
			return -1;
		}
		conf_free(check);
	}
	return 0;
fail:
	fprintf(stderr, "templar import-opml: %s\n", cause);
	free(cause);
	return -1;
}

/* A feed the last templard run subscribed to from a [feed] section. */
static int
export_feed_cb(const struct store_feed *f, void *arg)
{
	if (f->site == NULL)
		opml_add(arg, f->name, f->url, f->link, NULL, 0);
	return 0;
}

/*
 * Without a configuration, the feeds of the database, as the last
 * templard run subscribed to them; 0, or -1 after a message.
 */
static int
export_from_db(struct cli *cli, struct opml *opml)
{
	struct db *db;
	struct store *st;
	char *cause = NULL;
	int rc;

	if (access(cli->db_path, F_OK) == -1)
		return cli_need_conf(cli, "export-opml",
		    "the feeds it "
		    "exports are its [feed] sections, or those of the "
		    "database (-d FILE)");
	if ((db = db_open(cli->db_path, DB_READONLY, &cause)) == NULL) {
		fprintf(stderr, "templar: %s\n", cause);
		free(cause);
		return -1;
	}
	st = store_new(db);
	rc = store_feed_list(st, 1, export_feed_cb, opml);
	store_free(st);
	db_close(db);
	return rc;
}

int
cmd_export_opml(struct cli *cli, int argc, UNUSED char *argv[])
{
	struct opml *opml;
	char *text;
	size_t i;

	if (argc != 1)
		return 2;
	opml = opml_new("templar feeds");
	if (cli->conf->path == NULL && export_from_db(cli, opml) == -1) {
		opml_free(opml);
		return 1;
	}
	for (i = 0; i < cli->conf->nfeeds; i++) {
		if (cli->conf->feeds[i].url == NULL)
			continue;
		opml_add(opml, cli->conf->feeds[i].name,
		    cli->conf->feeds[i].url, NULL, NULL, 0);
	}
	text = opml_write(opml);
	fputs(text, stdout);
	free(text);
	opml_free(opml);
	return 0;
}

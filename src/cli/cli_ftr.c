/* SPDX-License-Identifier: ISC */
/*
 * cli_ftr: Full-Text RSS site configs in.  import-ftr, one of the
 * documented commands that write to the database, reads a site config
 * file or a folder of them (ftr-site-config's layout: "example.org.txt",
 * ".example.org.txt" for every subdomain) and stores each as its host's
 * config, replacing the one before; site-configs lists what is stored.
 * Parsing is siteconf.c's, storing store_siteconf.c's; templard notices
 * new configs by itself.  The way out is export-templates --format ftr
 * (cli_export.c).
 */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cjson/cJSON.h>

#include "cli.h"
#include "record.h"
#include "siteconf.h"
#include "store.h"
#include "store_siteconf.h"
#include "util.h"

#define FTR_MAX_FILES 100000 /* of one folder */

/* Where a report is about: "dir/example.org.txt". */
struct ftr_file {
	const char *path;
	int reported;
};

static void
cli_ftr_report_cb(int line, const char *why, void *arg)
{
	struct ftr_file *f = arg;

	fprintf(stderr, "%s:%d: %s\n", f->path, line, why);
	f->reported++;
}

/*
 * The host a file is for, from its name: "example.org" of
 * "example.org.txt" and "www.example.org.txt", ".example.org" of
 * ".example.org.txt".  NULL when the name is no host's.
 */
static char *
cli_ftr_host(const char *path)
{
	const char *base = strrchr(path, '/'), *p;
	size_t n;
	char *host;

	base = base != NULL ? base + 1 : path;
	n = strlen(base);
	if (n <= 4 || strcmp(base + n - 4, ".txt") != 0)
		return NULL;
	n -= 4;
	if (strncmp(base, "www.", 4) == 0 && n > 4) {
		base += 4;
		n -= 4;
	}
	for (p = base; p < base + n; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
			(*p >= '0' && *p <= '9') || *p == '-' || *p == '.'))
			return NULL;
	host = xstrndup(base, n);
	for (p = host; *p != '\0'; p++)
		if (*p >= 'A' && *p <= 'Z')
			host[p - host] = (char)(*p - 'A' + 'a');
	/* a name with a dot inside it, no empty label */
	if (strchr(host + 1, '.') == NULL || host[n - 1] == '.' ||
	    strstr(host, "..") != NULL) {
		free(host);
		return NULL;
	}
	return host;
}

/* Import one file; 0, or -1 after saying why. */
static int
cli_ftr_import_file(struct cli *cli, const char *path, size_t *nrules)
{
	struct ftr_file f = { path, 0 };
	struct siteconf *sc;
	struct stat sb;
	char *host, *text, *cause = NULL;
	size_t len;

	if ((host = cli_ftr_host(path)) == NULL) {
		fprintf(stderr,
		    "templar: %s: not a site config's name "
		    "(HOST.txt or .HOST.txt)\n",
		    path);
		return -1;
	}
	if (stat(path, &sb) == 0 && sb.st_size > SITECONF_MAX_BYTES) {
		fprintf(stderr, "templar: %s: over %d bytes\n", path,
		    SITECONF_MAX_BYTES);
		free(host);
		return -1;
	}
	if ((text = cli_read_file(path, &len)) == NULL) {
		fprintf(stderr, "templar: %s: %s\n", path, strerror(errno));
		free(host);
		return -1;
	}
	sc = siteconf_parse(text, len, host, cli_ftr_report_cb, &f, &cause);
	free(text);
	if (sc == NULL) {
		fprintf(stderr, "templar: %s: %s; not imported\n", path, cause);
		free(cause);
		free(host);
		return -1;
	}
	if (store_siteconf_put(cli->st, sc, path, util_now()) == -1) {
		fprintf(stderr, "templar: %s: not stored\n", path);
		siteconf_free(sc);
		free(host);
		return -1;
	}
	printf("%s: %zu directives for %s\n", path, siteconf_count(sc), host);
	*nrules += siteconf_count(sc);
	siteconf_free(sc);
	free(host);
	return 0;
}

static int
cli_ftr_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The site config files of a folder (those named *.txt), sorted. */
static char **
cli_ftr_list(const char *dir, size_t *n)
{
	DIR *d;
	struct dirent *de;
	char **v = NULL;
	size_t len;

	*n = 0;
	if ((d = opendir(dir)) == NULL)
		return NULL;
	while ((de = readdir(d)) != NULL && *n < FTR_MAX_FILES) {
		len = strlen(de->d_name);
		if (len <= 4 || strcmp(de->d_name + len - 4, ".txt") != 0)
			continue;
		v = xreallocarray(v, *n + 1, sizeof(*v));
		xasprintf(&v[(*n)++], "%s/%s", dir, de->d_name);
	}
	closedir(d);
	if (*n > 0)
		qsort(v, *n, sizeof(*v), cli_ftr_cmp);
	return v;
}

int
cmd_import_ftr(struct cli *cli, int argc, char *argv[])
{
	struct stat sb;
	char **files = NULL, *one;
	size_t nfiles = 0, nrules = 0, i, nok = 0;
	int rc = 0;

	if (argc != 2 || argv[1][0] == '-')
		return 2;
	if (stat(argv[1], &sb) == -1) {
		fprintf(stderr, "templar: %s: %s\n", argv[1], strerror(errno));
		return 1;
	}
	if (S_ISDIR(sb.st_mode)) {
		errno = 0;
		if ((files = cli_ftr_list(argv[1], &nfiles)) == NULL &&
		    errno != 0) {
			fprintf(stderr, "templar: %s: %s\n", argv[1],
			    strerror(errno));
			return 1;
		}
	} else {
		one = argv[1];
		files = &one;
		nfiles = 1;
	}
	for (i = 0; i < nfiles; i++) {
		if (cli_ftr_import_file(cli, files[i], &nrules) == 0)
			nok++;
		else
			rc = 1;
	}
	printf("%zu site configs imported (%zu directives), %zu files "
	       "not imported\n",
	    nok, nrules, nfiles - nok);
	if (files != &one) {
		for (i = 0; i < nfiles; i++)
			free(files[i]);
		free(files);
	}
	return rc;
}

/* ---- site-configs ---- */

/* How many directives of key the config has. */
static size_t
cli_ftr_count(const struct siteconf *sc, const char *key)
{
	size_t n = 0;

	while (siteconf_value(sc, key, n) != NULL)
		n++;
	return n;
}

static int
cli_ftr_list_cb(const struct siteconf *sc, const char *source,
    int64_t imported_at, void *arg)
{
	static const char *const shown[] = { "title", "body", "date", "author",
		"strip", "strip_id_or_class", "strip_image_src", "find_string",
		"replace_string", "next_page_link", "single_page_link",
		"http_header", "test_url", "prune", "tidy",
		"autodetect_on_failure" };
	struct cli *cli = arg;
	const struct siteconf_rule *r;
	cJSON *o, *rules, *ro;
	char *when;
	size_t i, n;

	if (cli->fmt != CLI_TEXT) {
		o = cJSON_CreateObject();
		cJSON_AddStringToObject(o, "host", siteconf_host(sc));
		cJSON_AddStringToObject(o, "source", source);
		record_json_time(o, "imported_at", imported_at);
		rules = cJSON_AddArrayToObject(o, "directives");
		for (i = 0; i < siteconf_count(sc); i++) {
			r = siteconf_rule(sc, i);
			ro = cJSON_CreateObject();
			cJSON_AddStringToObject(ro, "directive", r->key);
			if (r->arg != NULL)
				cJSON_AddStringToObject(ro, "argument", r->arg);
			/* a header's value may be a secret */
			cJSON_AddStringToObject(ro, "value",
			    strcmp(r->key, "http_header") == 0 ? "(hidden)"
							       : r->value);
			cJSON_AddNumberToObject(ro, "line", r->line);
			cJSON_AddBoolToObject(
			    ro, "used", r->kind != SITECONF_UNKNOWN);
			cJSON_AddItemToArray(rules, ro);
		}
		cli_emit(cli, o);
		return 0;
	}
	when = cli_time(imported_at);
	printf("%s: %zu directives, imported %s from %s\n", siteconf_host(sc),
	    siteconf_count(sc), when != NULL ? when : "-", source);
	free(when);
	for (i = 0; i < NELEM(shown); i++) {
		if ((n = cli_ftr_count(sc, shown[i])) == 0)
			continue;
		if (strcmp(shown[i], "http_header") == 0 ||
		    strcmp(shown[i], "replace_string") == 0 || n > 1)
			printf("  %-17s %zu\n", shown[i], n);
		else
			printf("  %-17s %s\n", shown[i],
			    siteconf_value(sc, shown[i], 0));
	}
	for (i = 0, n = 0; i < siteconf_count(sc); i++)
		if (siteconf_rule(sc, i)->kind == SITECONF_UNKNOWN)
			n++;
	if (n > 0)
		printf("  %-17s %zu (kept, not used)\n", "unknown", n);
	return 0;
}

int
cmd_site_configs(struct cli *cli, int argc, char *argv[])
{
	struct cli_opts o;
	int i, rc;

	if ((i = cli_options(cli, argc, argv, "F", &o)) == -1 || i != argc)
		return 2;
	cli_json_begin(cli);
	rc = store_siteconf_list(cli->st, cli_ftr_list_cb, cli);
	cli_json_end(cli);
	return rc == -1 ? 1 : 0;
}

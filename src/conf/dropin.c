/* SPDX-License-Identifier: ISC */
/*
 * dropin: one [feed] section a file in templar.conf.d/, written and
 * removed for `templar add|remove` and the API (dropin.h says which files
 * are ours).
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "conf.h"
#include "dropin.h"
#include "url.h"
#include "util.h"

#define DROPIN_DIR "templar.conf.d" /* conf.c reads it */
#define DROPIN_MAX_NAME 64          /* conf.c's longest feed name */

static char *dropin_dir(const struct conf *, int, char **);
static char *dropin_text(const char *, const char *, const char *);
static int dropin_check(const char *, const char *, const char *, char **);
static int dropin_same_file(const char *, const char *);
static int dropin_is_ours(const char *, const char *);

/* templar.conf.d/ beside the config, made when make is set; NULL, *cause. */
static char *
dropin_dir(const struct conf *conf, int make, char **cause)
{
	char *parent, *dir;

	if (conf->path == NULL) {
		xasprintf(cause, "no configuration file to add a drop-in to");
		return NULL;
	}
	parent = util_dirname(conf->path);
	xasprintf(&dir, "%s/%s", parent, DROPIN_DIR);
	free(parent);
	if (make && mkdir(dir, 0755) == -1 && errno != EEXIST) {
		xasprintf(cause, "mkdir %s: %s", dir, strerror(errno));
		free(dir);
		return NULL;
	}
	return dir;
}

/* The file's text: our mark, then the section (conf.c's quoting). */
static char *
dropin_text(const char *name, const char *url, const char *title)
{
	struct buf b;
	const char *p;

	buf_init(&b);
	buf_adds(&b, DROPIN_MARK "; `templar remove ");
	buf_adds(&b, name);
	buf_adds(&b, "` deletes it.\n");
	if (title != NULL && *title != '\0') {
		buf_adds(&b, "# ");
		for (p = title; *p != '\0' && p - title < 200; p++)
			buf_addc(&b, (unsigned char)*p < 0x20 ? ' ' : *p);
		buf_adds(&b, "\n");
	}
	buf_printf(&b, "[feed \"%s\"]\nurl = \"", name);
	for (p = url; *p != '\0'; p++) {
		if (*p == '"' || *p == '\\')
			buf_addc(&b, '\\');
		buf_addc(&b, *p);
	}
	buf_adds(&b, "\"\n");
	return buf_detach(&b, NULL);
}

/* The text parses to the one feed meant, or -1 with conf.c's reason. */
static int
dropin_check(const char *text, const char *name, const char *url, char **cause)
{
	struct conf *c;
	int ok;

	if ((c = conf_parse_buffer(text, strlen(text), name, cause)) == NULL)
		return -1;
	ok = c->nfeeds == 1 && strcmp(c->feeds[0].name, name) == 0 &&
	    c->feeds[0].url != NULL && strcmp(c->feeds[0].url, url) == 0;
	conf_free(c);
	if (!ok)
		xasprintf(cause, "feed name \"%s\" is not one the config takes",
		    name);
	return ok ? 0 : -1;
}

int
dropin_add(const struct conf *conf, const char *name, const char *url,
    const char *title, char **path, int *taken, char **cause)
{
	const struct conf_feed *f;
	struct conf *check;
	struct stat st;
	char *dir, *text = NULL, *why = NULL;
	size_t i;

	*path = NULL;
	*taken = 0;
	if (!url_is_http(url) || strpbrk(url, "\r\n\t") != NULL) {
		xasprintf(cause, "%s: not an http(s) URL", url);
		return -1;
	}
	if ((f = conf_feed_find(conf, name)) != NULL) {
		*taken = 1;
		xasprintf(cause, "there is a feed called %s already (%s:%d)",
		    name, f->file != NULL ? f->file : "?", f->line);
		return -1;
	}
	for (i = 0; i < conf->nfeeds; i++) {
		if (conf->feeds[i].url != NULL &&
		    strcmp(conf->feeds[i].url, url) == 0) {
			*taken = 1;
			xasprintf(cause, "%s is subscribed already as %s", url,
			    conf->feeds[i].name);
			return -1;
		}
	}
	text = dropin_text(name, url, title);
	if (dropin_check(text, name, url, cause) == -1 ||
	    (dir = dropin_dir(conf, 1, cause)) == NULL) {
		free(text);
		return -1;
	}
	xasprintf(path, "%s/" DROPIN_PREFIX "%s.conf", dir, name);
	free(dir);
	if (lstat(*path, &st) == 0) {
		*taken = 1;
		xasprintf(cause, "%s exists already", *path);
		goto fail;
	}
	if (util_write_file(*path, text, 1, cause) == -1)
		goto fail;
	/* The whole config with it, or the file goes again. */
	if ((check = conf_load(conf->path, &why)) == NULL) {
		(void)unlink(*path);
		xasprintf(cause, "the config does not load with it:\n%s", why);
		free(why);
		goto fail;
	}
	conf_free(check);
	free(text);
	return 0;
fail:
	free(text);
	free(*path);
	*path = NULL;
	return -1;
}

/* 1 if the two paths name the same file. */
static int
dropin_same_file(const char *a, const char *b)
{
	struct stat sa, sb;

	if (stat(a, &sa) == 0 && stat(b, &sb) == 0)
		return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
	return strcmp(a, b) == 0;
}

/* 1 if file is the drop-in dropin_add() writes for name: name and mark. */
static int
dropin_is_ours(const char *file, const char *mine)
{
	char line[sizeof(DROPIN_MARK)];
	FILE *fp;
	int ours;

	if (!dropin_same_file(file, mine) || (fp = fopen(file, "r")) == NULL)
		return 0;
	ours = fgets(line, sizeof(line), fp) != NULL &&
	    strcmp(line, DROPIN_MARK) == 0;
	fclose(fp);
	return ours;
}

int
dropin_remove(
    const struct conf *conf, const char *name, char **path, char **cause)
{
	const struct conf_feed *f;
	char *dir;

	*path = NULL;
	if ((f = conf_feed_find(conf, name)) == NULL)
		return 1;
	if ((dir = dropin_dir(conf, 0, cause)) == NULL)
		return -1;
	xasprintf(path, "%s/" DROPIN_PREFIX "%s.conf", dir, name);
	free(dir);
	if (f->file == NULL || !dropin_is_ours(f->file, *path)) {
		xasprintf(cause,
		    "feed %s is in %s, which templar add did not write: "
		    "remove it there",
		    name, f->file != NULL ? f->file : "the configuration");
		goto fail;
	}
	if (unlink(*path) == -1) {
		xasprintf(cause, "%s: %s", *path, strerror(errno));
		goto fail;
	}
	return 0;
fail:
	free(*path);
	*path = NULL;
	return -1;
}

char *
dropin_unique_name(const struct conf *conf, const char *base)
{
	char *name, suffix[16];
	size_t len;
	int n;

	name = xstrdup(base);
	for (n = 2; conf_feed_find(conf, name) != NULL; n++) {
		free(name);
		snprintf(suffix, sizeof(suffix), "-%d", n);
		len = strlen(base);
		if (len + strlen(suffix) > DROPIN_MAX_NAME)
			len = DROPIN_MAX_NAME - strlen(suffix);
		xasprintf(&name, "%.*s%s", (int)len, base, suffix);
	}
	return name;
}

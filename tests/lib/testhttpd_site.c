/* SPDX-License-Identifier: ISC */
/*
 * testhttpd_site: a site of the integration tests' web server read from
 * its folder: "ADDR=DIR", its charset, feed-type and behaviour files (the
 * rules, checked word by word).
 */
#include "config.h"

#include <sys/types.h>
#include <sys/stat.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testhttpd.h"
#include "util.h"

/* What a behaviour line of one rule may hold. */
struct rule_spec {
	const char *name;
	enum rule_kind kind;
	long long min, max; /* of its number */
	size_t minw, maxw;  /* words, its name included */
	int bytes;          /* its number is a size: 64K, 16M */
};

static int site_load_rules(struct site *, const char *, char **);
static int rule_parse(struct site *, char *, char **);
static int rule_split(char *, char **, size_t *, char **);
static const struct rule_spec *rule_spec_find(const char *);
static int rule_read_words(
    struct rule *, const struct rule_spec *, char **, size_t, char *, char **);
static int rule_read_number(
    struct rule *, const struct rule_spec *, const char *, char **);
static char *file_read_line(const char *);

/* Parse "ADDR=DIR" and read the site's optional control files. */
int
site_load(struct site *s, const char *spec, char **cause)
{
	const char *eq;
	char *path;
	struct stat st;

	if ((eq = strchr(spec, '=')) == NULL || eq == spec || eq[1] == '\0') {
		xasprintf(cause, "%s: site must read ADDR=DIR", spec);
		return -1;
	}
	s->addr = xstrndup(spec, (size_t)(eq - spec));
	s->dir = xstrdup(eq + 1);
	if (stat(s->dir, &st) == -1 || !S_ISDIR(st.st_mode)) {
		xasprintf(cause, "%s: not a directory", s->dir);
		return -1;
	}
	xasprintf(&path, "%s/charset", s->dir);
	s->charset = file_read_line(path);
	free(path);
	xasprintf(&path, "%s/feed-type", s->dir);
	s->feed_type = file_read_line(path);
	free(path);
	xasprintf(&path, "%s/behaviour", s->dir);
	if (site_load_rules(s, path, cause) == -1) {
		free(path);
		return -1;
	}
	free(path);
	return 0;
}

/* The first line of a small file, trimmed; NULL if absent or empty. */
static char *
file_read_line(const char *path)
{
	FILE *f;
	char line[256];

	if ((f = fopen(path, "r")) == NULL)
		return NULL;
	if (fgets(line, sizeof(line), f) == NULL) {
		fclose(f);
		return NULL;
	}
	fclose(f);
	util_trim(line);
	if (*line == '\0')
		return NULL;
	return xstrdup(line);
}

/*
 * Read the behaviour file at path into the site's rules, one rule a line;
 * a site without the file has none.
 */
static int
site_load_rules(struct site *s, const char *path, char **cause)
{
	FILE *f;
	char line[1024], *p, *err = NULL;
	int lineno = 0;

	if ((f = fopen(path, "r")) == NULL)
		return 0;
	while (fgets(line, sizeof(line), f) != NULL) {
		lineno++;
		if ((p = strchr(line, '#')) != NULL)
			*p = '\0';
		util_trim(line);
		if (*line == '\0')
			continue;
		if (rule_parse(s, line, &err) == -1) {
			xasprintf(cause, "%s:%d: %s", path, lineno, err);
			free(err);
			fclose(f);
			return -1;
		}
	}
	fclose(f);
	return 0;
}

/*
 * Add the rule of one line, without its comment, to the site's rules.
 * Return 0, or -1 with *err set to a message the caller frees.
 */
static int
rule_parse(struct site *s, char *line, char **err)
{
	char *words[HTTPD_RULE_WORDS], *rest, *why = NULL;
	const struct rule_spec *spec;
	struct rule *r;
	size_t nw;

	if (rule_split(line, words, &nw, &rest) == -1) {
		xasprintf(err, "too many words");
		return -1;
	}
	if ((spec = rule_spec_find(words[0])) == NULL || nw < 2) {
		xasprintf(err, "unknown rule");
		return -1;
	}
	/* The site owns the rule from here on, a bad one too: site_free(). */
	r = xcalloc(1, sizeof(*r));
	r->kind = spec->kind;
	r->left = -1;
	buf_init(&r->blob);
	TAILQ_INSERT_TAIL(&s->rules, r, entry);
	if (rule_read_words(r, spec, words, nw, rest, &why) == -1) {
		xasprintf(err, "%s: %s", words[0], why);
		free(why);
		return -1;
	}
	return 0;
}

/*
 * Split a rule line into its words, at most HTTPD_RULE_WORDS of them.  The
 * header rule stops after its path, leaving "NAME: VALUE" in *rest, since
 * a value may hold blanks.  Return -1 if another rule has words left over.
 */
static int
rule_split(char *line, char **words, size_t *nwords, char **rest)
{
	char *p, *tail = line;
	size_t nw = 0;

	while (nw < HTTPD_RULE_WORDS && (p = strsep(&tail, " \t")) != NULL) {
		if (*p == '\0')
			continue;
		words[nw++] = p;
		if (nw == 2 && strcmp(words[0], "header") == 0)
			break;
	}
	*nwords = nw;
	*rest = tail;
	if (tail != NULL && strcmp(words[0], "header") != 0) {
		tail += strspn(tail, " \t");
		if (*tail != '\0')
			return -1;
	}
	return 0;
}

/* What each rule may hold, by its name; NULL for no such rule. */
static const struct rule_spec *
rule_spec_find(const char *name)
{
	static const struct rule_spec specs[] = {
		{ "delay_ms", RULE_DELAY, 0, HTTPD_MAX_DELAY, 2, 3, 0 },
		{ "status", RULE_STATUS, 100, 599, 3, 4, 0 },
		{ "retry-after", RULE_RETRY_AFTER, 0, 86400, 3, 4, 0 },
		{ "redirect", RULE_REDIRECT, 300, 399, 3, 4, 0 },
		{ "header", RULE_HEADER, 0, 0, 2, 2, 0 },
		{ "size", RULE_SIZE, 0, HTTPD_MAX_SIZE, 3, 3, 1 },
		{ "trickle", RULE_TRICKLE, 1, HTTPD_MAX_SIZE, 3, 3, 1 },
		{ "endless", RULE_ENDLESS, 1, HTTPD_MAX_DELAY, 2, 3, 0 },
		{ "huge_headers", RULE_HUGE_HEADERS, 0, HTTPD_MAX_FILE, 3, 3,
		    1 },
		{ "gzip_bomb", RULE_GZIP_BOMB, 0, HTTPD_MAX_SIZE, 3, 3, 1 },
		{ "zstd_bomb", RULE_ZSTD_BOMB, 0, HTTPD_MAX_SIZE, 3, 3, 1 },
		{ "raw_gzip", RULE_RAW_GZIP, 0, HTTPD_MAX_SIZE, 3, 4, 1 },
		{ "binary", RULE_BINARY, 0, HTTPD_MAX_SIZE, 4, 4, 1 },
	};
	size_t k;

	for (k = 0; k < NELEM(specs); k++)
		if (strcmp(name, specs[k].name) == 0)
			return &specs[k];
	return NULL;
}

/*
 * Fill rule r from the nw words of its line and, for a header, the rest of
 * it.  Return 0, or -1 with *why set to a message the caller frees.
 */
static int
rule_read_words(struct rule *r, const struct rule_spec *spec, char **words,
    size_t nw, char *rest, char **why)
{
	const char *num;
	char *p;

	if (nw < spec->minw || nw > spec->maxw) {
		xasprintf(
		    why, "%s words", nw < spec->minw ? "too few" : "too many");
		return -1;
	}
	r->path = xstrdup(words[1]);
	num = nw > 2 ? words[2] : NULL;
	switch (r->kind) {
	case RULE_DELAY:
		/* Without a path, "delay_ms MS" delays every one. */
		if (nw == 2) {
			free(r->path);
			r->path = xstrdup("*");
			num = words[1];
		}
		break;
	case RULE_HEADER:
		if (rest == NULL || (p = strchr(rest, ':')) == NULL) {
			xasprintf(why, "header needs NAME: VALUE");
			return -1;
		}
		*p++ = '\0';
		r->arg = xstrdup(util_trim(rest));
		r->value = xstrdup(util_trim(p));
		return 0;
	case RULE_REDIRECT:
		r->arg = xstrdup(words[2]);
		r->num = 301;
		num = nw == 4 ? words[3] : NULL;
		break;
	case RULE_ENDLESS:
		r->num = 100;
		break;
	case RULE_STATUS:
	case RULE_RETRY_AFTER:
		if (nw == 4 &&
		    util_parse_int(words[3], 1, 1000000, &r->left, why) == -1)
			return -1;
		break;
	case RULE_RAW_GZIP:
	case RULE_BINARY:
		if (nw == 4)
			r->arg = xstrdup(words[3]);
		break;
	default:
		break;
	}
	if (num == NULL)
		return 0;
	return rule_read_number(r, spec, num, why);
}

/* Set the number of rule r from num, a size for some rules ("64K"). */
static int
rule_read_number(
    struct rule *r, const struct rule_spec *spec, const char *num, char **why)
{
	uint64_t size;

	if (!spec->bytes)
		return util_parse_int(num, spec->min, spec->max, &r->num, why);
	if (util_parse_size(num, &size, why) == -1)
		return -1;
	if (size < (uint64_t)spec->min || size > (uint64_t)spec->max) {
		xasprintf(why, "%s: out of range", num);
		return -1;
	}
	r->num = (long long)size;
	return 0;
}

void
site_free(struct site *s)
{
	struct rule *r, *tr;

	TAILQ_FOREACH_SAFE(r, &s->rules, entry, tr) {
		TAILQ_REMOVE(&s->rules, r, entry);
		free(r->path);
		free(r->arg);
		free(r->value);
		buf_free(&r->blob);
		free(r);
	}
	free(s->addr);
	free(s->dir);
	free(s->base);
	free(s->charset);
	free(s->feed_type);
}

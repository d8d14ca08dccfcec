/* SPDX-License-Identifier: ISC */
/*
 * siteconf: a Full-Text RSS site config read and written (siteconf.h).
 * Every directive is kept in file order with its line number, so that
 * the export gives back what was imported; the directives templar does
 * not know are kept too and reported, never fatal.  Applying a config to
 * a page is siteconf_apply.c's.
 */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <stdint.h>

#include "httphdr.h"
#include "siteconf.h"
#include "tmpl.h"
#include "util.h"

struct siteconf {
	char *host;
	struct siteconf_rule *v; /* strings owned here (cast on free) */
	size_t n;
};

static const struct {
	const char *key;
	enum siteconf_kind kind;
} siteconf_keys[] = {
	{ "title", SITECONF_XPATH },
	{ "body", SITECONF_XPATH },
	{ "date", SITECONF_XPATH },
	{ "author", SITECONF_XPATH },
	{ "strip", SITECONF_XPATH },
	{ "next_page_link", SITECONF_XPATH },
	{ "single_page_link", SITECONF_XPATH },
	{ "strip_id_or_class", SITECONF_TEXT },
	{ "strip_image_src", SITECONF_TEXT },
	{ "http_header", SITECONF_TEXT },
	{ "test_url", SITECONF_TEXT },
	{ "find_string", SITECONF_TEXT },
	{ "replace_string", SITECONF_TEXT },
	{ "prune", SITECONF_BOOL },
	{ "tidy", SITECONF_BOOL },
	{ "autodetect_on_failure", SITECONF_BOOL },
};

static char *siteconf_trim(char *s);
static char *siteconf_close(char *open);
static int siteconf_bool_value(const char *v);

enum siteconf_kind
siteconf_kind_of(const char *key)
{
	size_t i;

	for (i = 0; i < NELEM(siteconf_keys); i++)
		if (strcmp(siteconf_keys[i].key, key) == 0)
			return siteconf_keys[i].kind;
	return SITECONF_UNKNOWN;
}

struct siteconf *
siteconf_new(const char *host)
{
	struct siteconf *sc;

	sc = xcalloc(1, sizeof(*sc));
	sc->host = xstrdup(host);
	return sc;
}

void
siteconf_free(struct siteconf *sc)
{
	size_t i;

	if (sc == NULL)
		return;
	for (i = 0; i < sc->n; i++) {
		free((char *)(uintptr_t)sc->v[i].key);
		free((char *)(uintptr_t)sc->v[i].arg);
		free((char *)(uintptr_t)sc->v[i].value);
	}
	free(sc->v);
	free(sc->host);
	free(sc);
}

/* 1 yes, 0 no, -1 neither. */
static int
siteconf_bool_value(const char *v)
{
	if (strcasecmp(v, "yes") == 0 || strcasecmp(v, "true") == 0 ||
	    strcmp(v, "1") == 0)
		return 1;
	if (strcasecmp(v, "no") == 0 || strcasecmp(v, "false") == 0 ||
	    strcmp(v, "0") == 0)
		return 0;
	return -1;
}

/* Whether s is a directive name: [a-z0-9_]+, at most 64 bytes. */
static int
siteconf_is_name(const char *s)
{
	size_t i;

	for (i = 0; s[i] != '\0'; i++)
		if (!islower((unsigned char)s[i]) &&
		    !isdigit((unsigned char)s[i]) && s[i] != '_')
			return 0;
	return i > 0 && i <= 64;
}

int
siteconf_add(struct siteconf *sc, const char *key, const char *arg,
    const char *value, int line, char **cause)
{
	struct siteconf_rule *r;
	enum siteconf_kind kind;

	if (sc->n >= SITECONF_MAX_RULES) {
		xasprintf(cause, "more than %d directives", SITECONF_MAX_RULES);
		return -1;
	}
	if (!siteconf_is_name(key)) {
		xasprintf(cause, "'%s' is not a directive name", key);
		return -1;
	}
	if (strlen(value) > SITECONF_MAX_VALUE ||
	    (arg != NULL && strlen(arg) > SITECONF_MAX_VALUE)) {
		xasprintf(
		    cause, "%s: value over %d bytes", key, SITECONF_MAX_VALUE);
		return -1;
	}
	/* An argument must not end early when read back: no ')' that a
	 * colon follows inside it. */
	if (strpbrk(value, "\r\n") != NULL ||
	    (arg != NULL &&
		(strpbrk(arg, "\r\n") != NULL ||
		    siteconf_close((char *)(uintptr_t)arg) != NULL))) {
		xasprintf(cause, "%s: value breaks the line format", key);
		return -1;
	}
	kind = siteconf_kind_of(key);
	if (arg != NULL && strcmp(key, "http_header") != 0 &&
	    strcmp(key, "replace_string") != 0 && kind != SITECONF_UNKNOWN) {
		xasprintf(cause, "%s takes no (argument)", key);
		return -1;
	}
	if (strcmp(key, "http_header") == 0 && (arg == NULL || *arg == '\0')) {
		xasprintf(cause,
		    "http_header needs a header name: "
		    "http_header(name): value");
		return -1;
	}
	if (strcmp(key, "http_header") == 0) {
		char *hdr;
		int bad;

		/* Refused here as in a [feed]'s header key (httphdr.h), so
		 * a header stored is one templard can send; the user agent
		 * is sent as the user agent. */
		if (strcasecmp(arg, "user-agent") == 0)
			bad = httphdr_check_value(
			    "user-agent", value, HTTPHDR_MAX_VALUE, 0, cause);
		else {
			xasprintf(&hdr, "%s: %s", arg, value);
			bad = httphdr_check(hdr, cause);
			free(hdr);
		}
		if (bad == -1)
			return -1;
	}
	if (*value == '\0' && strcmp(key, "replace_string") != 0) {
		xasprintf(cause, "%s: no value", key);
		return -1;
	}
	if (strcmp(key, "find_string") == 0 &&
	    strlen(value) > SITECONF_MAX_FIND) {
		xasprintf(
		    cause, "find_string over %d bytes", SITECONF_MAX_FIND);
		return -1;
	}
	if (kind == SITECONF_XPATH && !tmpl_xpath_valid(value)) {
		xasprintf(cause, "%s: not a usable XPath: %s", key, value);
		return -1;
	}
	if (kind == SITECONF_BOOL && siteconf_bool_value(value) == -1) {
		xasprintf(cause, "%s: '%s' is neither yes nor no", key, value);
		return -1;
	}
	if ((strcmp(key, "strip_id_or_class") == 0 ||
		strcmp(key, "strip_image_src") == 0) &&
	    strchr(value, '\'') != NULL && strchr(value, '"') != NULL) {
		xasprintf(cause, "%s: both kinds of quote", key);
		return -1;
	}
	sc->v = xreallocarray(sc->v, sc->n + 1, sizeof(*sc->v));
	r = &sc->v[sc->n++];
	r->key = xstrdup(key);
	r->arg = arg != NULL ? xstrdup(arg) : NULL;
	r->value = xstrdup(value);
	r->line = line;
	r->kind = kind;
	return 0;
}

/* The ')' that closes the argument at open: the first one followed by
 * a colon (blanks between); NULL when there is none. */
static char *
siteconf_close(char *open)
{
	char *c, *q;

	for (c = strchr(open, ')'); c != NULL; c = strchr(c + 1, ')')) {
		q = c + 1 + strspn(c + 1, " \t");
		if (*q == ':')
			return c;
	}
	return NULL;
}

/* s without the white space around it, in place. */
static char *
siteconf_trim(char *s)
{
	char *e;

	while (*s == ' ' || *s == '\t')
		s++;
	e = s + strlen(s);
	while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
		*--e = '\0';
	return s;
}

struct siteconf *
siteconf_parse(const char *text, size_t len, const char *host,
    siteconf_report_cb report, void *arg, char **cause)
{
	struct siteconf *sc;
	char *copy, *line, *next, *colon, *key, *karg, *p, *why = NULL;
	int lineno = 0;

	if (len > SITECONF_MAX_BYTES) {
		xasprintf(cause, "over %d bytes", SITECONF_MAX_BYTES);
		return NULL;
	}
	if (memchr(text, '\0', len) != NULL) {
		xasprintf(cause, "a NUL byte: not a text file");
		return NULL;
	}
	sc = siteconf_new(host);
	copy = xmalloc(len + 1);
	memcpy(copy, text, len);
	copy[len] = '\0';
	for (line = copy; line != NULL; line = next) {
		lineno++;
		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		line = siteconf_trim(line);
		if (*line == '\0' || *line == '#')
			continue;
		/* "name(arg): value": the argument ends at the first
		 * "):", for it may hold a colon (replace_string(<a
		 * href="http://...">)); else "name: value". */
		key = line;
		karg = NULL;
		p = line +
		    strspn(line,
			"abcdefghijklmnopqrstuvwxyz"
			"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
		if (*p == '(' && (colon = siteconf_close(p)) != NULL) {
			*p = '\0';
			*colon++ = '\0';
			karg = siteconf_trim(p + 1);
			colon = strchr(colon, ':');
		} else if ((colon = strchr(line, ':')) != NULL) {
			*colon = '\0';
			key = siteconf_trim(line);
		} else {
			if (report != NULL)
				report(lineno, "not a 'directive: value' line",
				    arg);
			continue;
		}
		for (p = key; *p != '\0'; p++)
			*p = (char)tolower((unsigned char)*p);
		if (siteconf_add(sc, key, karg, siteconf_trim(colon + 1),
			lineno, &why) == -1) {
			if (sc->n >= SITECONF_MAX_RULES) {
				*cause = why;
				goto fail;
			}
			if (report != NULL)
				report(lineno, why, arg);
			free(why);
			why = NULL;
			continue;
		}
		if (sc->v[sc->n - 1].kind == SITECONF_UNKNOWN &&
		    report != NULL) {
			xasprintf(&why,
			    "unknown directive '%s': kept for the export, "
			    "not used",
			    key);
			report(lineno, why, arg);
			free(why);
			why = NULL;
		}
	}
	free(copy);
	if (sc->n == 0) {
		xasprintf(cause, "no directive");
		siteconf_free(sc);
		return NULL;
	}
	return sc;
fail:
	free(copy);
	siteconf_free(sc);
	return NULL;
}

const char *
siteconf_host(const struct siteconf *sc)
{
	return sc->host;
}

size_t
siteconf_count(const struct siteconf *sc)
{
	return sc->n;
}

const struct siteconf_rule *
siteconf_rule(const struct siteconf *sc, size_t i)
{
	return i < sc->n ? &sc->v[i] : NULL;
}

const char *
siteconf_value(const struct siteconf *sc, const char *key, size_t i)
{
	size_t k;

	for (k = 0; k < sc->n; k++)
		if (strcmp(sc->v[k].key, key) == 0 && i-- == 0)
			return sc->v[k].value;
	return NULL;
}

int
siteconf_bool(const struct siteconf *sc, const char *key, int dflt)
{
	size_t k;
	int v = dflt;

	for (k = 0; k < sc->n; k++)
		if (strcmp(sc->v[k].key, key) == 0 &&
		    siteconf_bool_value(sc->v[k].value) != -1)
			v = siteconf_bool_value(sc->v[k].value);
	return v;
}

int
siteconf_header(
    const struct siteconf *sc, size_t i, const char **name, const char **value)
{
	size_t k;

	for (k = 0; k < sc->n; k++)
		if (strcmp(sc->v[k].key, "http_header") == 0 && i-- == 0) {
			*name = sc->v[k].arg;
			*value = sc->v[k].value;
			return 0;
		}
	return -1;
}

char *
siteconf_to_text(const struct siteconf *sc, const char *comment)
{
	const struct siteconf_rule *r;
	struct buf b;
	size_t i;

	buf_init(&b);
	if (comment != NULL && strpbrk(comment, "\r\n") == NULL)
		buf_printf(&b, "# %s\n", comment);
	for (i = 0; i < sc->n; i++) {
		r = &sc->v[i];
		if (r->arg != NULL)
			buf_printf(
			    &b, "%s(%s): %s\n", r->key, r->arg, r->value);
		else
			buf_printf(&b, "%s: %s\n", r->key, r->value);
	}
	if (b.len == 0)
		buf_adds(&b, "");
	return buf_detach(&b, NULL);
}

size_t
siteconf_matches(const char *conf_host, const char *host)
{
	size_t cl, hl;

	if (strncmp(host, "www.", 4) == 0 && host[4] != '\0' &&
	    *conf_host != '.')
		host += 4;
	cl = strlen(conf_host);
	hl = strlen(host);
	if (*conf_host != '.')
		return strcasecmp(conf_host, host) == 0 ? cl + 1 : 0;
	/* ".example.org": example.org itself and any name under it */
	if (hl == cl - 1 && strcasecmp(conf_host + 1, host) == 0)
		return cl - 1;
	if (hl > cl && strcasecmp(host + hl - cl, conf_host) == 0)
		return cl - 1;
	return 0;
}

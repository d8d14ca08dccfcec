/* SPDX-License-Identifier: ISC */
/*
 * conf: the INI config file, the files it includes and the drop-ins of
 * templar.conf.d/, parsed into a struct conf.
 *
 * One key table per section kind ([daemon], [http], [feed "name"],
 * [site "name"])
 * holds each key's type, bounds and default, so that parsing, defaults,
 * the messages and conf_format() all read the same place; templar.conf.5
 * documents the same tables.  Parsing never stops at the first problem:
 * every error is collected as "file:line: key: problem" and the caller
 * gets them all at once, with no struct conf.
 *
 * Later files override earlier ones key by key (that is what drop-ins are
 * for), sections of the same kind and name merge, and a key set twice
 * within one file is an error, as it is nearly always a slip.  What the
 * daemon does with the values (reload, scheduling) is not decided here.
 */
#include "config.h"

#include <sys/stat.h>
#include <sys/types.h>

#include <arpa/inet.h>

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <glob.h>
#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "addr.h"
#include "conf.h"
#include "conf_int.h"
#include "httphdr.h"
#include "log.h"
#include "url.h"
#include "util.h"

#define CONF_DROPIN_DIR "templar.conf.d"
#define CONF_MAX_FILE_SIZE (4 * 1024 * 1024) /* bytes in one file */
#define CONF_MAX_DEPTH 8                     /* nested include levels */
#define CONF_READ_NAMED 0   /* conf_parse_file(): a file an include names */
#define CONF_READ_GLOB 1    /* a match of a pattern, not claimed */
#define CONF_READ_CLAIMED 2 /* conf_claim() gave it to the caller */
#define CONF_MAX_ERRORS 50  /* errors shown, then a count */
#define CONF_MAX_NAME 64    /* feed and site names */
#define CONF_MAX_SECTIONS 100000 /* feeds or sites */
#define CONF_MAX_LIST 32         /* lines of a repeatable key (header) */

enum conf_section {
	CONF_SECTION_NONE, /* before the first header */
	CONF_SECTION_BAD,  /* after a broken header: keys are skipped */
	CONF_SECTION_DAEMON,
	CONF_SECTION_HTTP,
	CONF_SECTION_FEED,
	CONF_SECTION_SITE,
};

/* Where a key was last set: file is interned in struct conf_parser. */
struct conf_seen {
	const char *file;
	int line;
};

struct conf_file_id {
	dev_t dev;
	ino_t ino;
};

struct conf_parser {
	struct conf *conf;
	struct buf errors;
	int nerrors;
	int allow_include;
	char *basedir; /* absolute folder of the main file, or NULL */

	char **files; /* interned file names */
	size_t nfiles;

	struct conf_seen daemon_seen[CONF_NDAEMON];
	struct conf_seen http_seen[CONF_NHTTP];
	struct conf_seen (*feed_seen)[CONF_NFEED]; /* one per feed */
	struct conf_seen (*site_seen)[CONF_NSITE]; /* one per site */
	size_t feeds_cap, sites_cap; /* feed_nslots is twice feeds_cap */

	struct conf_file_id stack[CONF_MAX_DEPTH + 1]; /* open files */
	int depth;
	struct conf_file_id *read; /* every file read so far, once each */
	size_t nread;
};

/* The section being read in one file. */
struct conf_cursor {
	const char *file; /* interned */
	int line;
	enum conf_section section;
	size_t index; /* feed or site */
};

/* The keys of a section, where their values go, those set already. */
struct conf_table {
	const struct conf_key *keys;
	size_t n;
	void *base;
	struct conf_seen *seen;
	const char *what; /* "[daemon]" ... */
};

static void conf_error(struct conf_parser *, const char *, int, const char *,
    ...) PRINTFLIKE(4, 5);
static const char *conf_intern(struct conf_parser *, const char *);
static void conf_list_clear(struct conf_list *);
static void conf_secret_file(struct conf *, const char *);
static void *conf_field(void *, const struct conf_key *);
static int conf_set_value(
    void *, const struct conf_key *, const char *, const char *, char **);
static int conf_check_bounds(
    const struct conf_key *, const char *, double, char **);
static char *conf_format_bound(const struct conf_key *, double);
static int conf_parse_ratio(const char *, double *);
static int conf_parse_listen(const char *, char **, char **);
static int conf_valid_key(const char *);
static int conf_valid_name(const char *);
static int conf_reserved_name(const char *);
static int conf_unquote(char *, char **, char **);
static const struct conf_key *conf_key_find(
    const struct conf_key *, size_t, const char *);
static const char *conf_key_suggest(
    const struct conf_key *, size_t, const char *);
static void conf_parse_text(
    struct conf_parser *, const char *, const char *, size_t);
static void conf_parse_line(struct conf_parser *, struct conf_cursor *, char *);
static void conf_parse_header(
    struct conf_parser *, struct conf_cursor *, char *);
static void conf_parse_include(
    struct conf_parser *, struct conf_cursor *, char *);
static void conf_parse_key(struct conf_parser *, struct conf_cursor *, char *);
static int conf_section_table(struct conf_parser *, const struct conf_cursor *,
    const char *, struct conf_table *);
static void conf_enter_section(
    struct conf_parser *, struct conf_cursor *, const char *, const char *);
static size_t conf_feed_add(
    struct conf_parser *, const char *, const struct conf_cursor *);
static size_t conf_site_add(
    struct conf_parser *, const char *, const struct conf_cursor *);
static int conf_claim(struct conf_parser *, const char *);
static int conf_parse_file(struct conf_parser *, const char *, int, char **);
static void conf_parse_dropins(struct conf_parser *, const char *);
static int conf_name_cmp(const void *, const void *);
static char *conf_join(const char *, const char *);
static char *conf_cwd_join(const char *);
static void conf_finish(struct conf_parser *);
static void conf_parser_init(struct conf_parser *, struct conf *);
static struct conf *conf_parser_done(struct conf_parser *, char **);

/* Record one error; after CONF_MAX_ERRORS only count them. */
static void
conf_error(
    struct conf_parser *p, const char *file, int line, const char *fmt, ...)
{
	va_list ap;
	char *msg;

	if (p->nerrors++ >= CONF_MAX_ERRORS)
		return;
	va_start(ap, fmt);
	xvasprintf(&msg, fmt, ap);
	va_end(ap);
	if (p->errors.len > 0)
		buf_addc(&p->errors, '\n');
	if (line > 0)
		buf_printf(&p->errors, "%s:%d: %s", file, line, msg);
	else
		buf_printf(&p->errors, "%s: %s", file, msg);
	free(msg);
}

static const char *
conf_intern(struct conf_parser *p, const char *file)
{
	size_t i;

	for (i = 0; i < p->nfiles; i++) {
		if (strcmp(p->files[i], file) == 0)
			return p->files[i];
	}
	p->files = xreallocarray(p->files, p->nfiles + 1, sizeof(*p->files));
	p->files[p->nfiles] = xstrdup(file);
	return p->files[p->nfiles++];
}

static void
conf_list_clear(struct conf_list *list)
{
	size_t i;

	for (i = 0; i < list->n; i++)
		free(list->v[i]);
	free(list->v);
	list->v = NULL;
	list->n = 0;
}

/* Remember that file sets a secret, for conf_secret_warnings(). */
static void
conf_secret_file(struct conf *conf, const char *file)
{
	size_t i;

	for (i = 0; i < conf->nsecret_files; i++)
		if (strcmp(conf->secret_files[i], file) == 0)
			return;
	conf->secret_files = xreallocarray(conf->secret_files,
	    conf->nsecret_files + 1, sizeof(*conf->secret_files));
	conf->secret_files[conf->nsecret_files++] = xstrdup(file);
}

static void *
conf_field(void *base, const struct conf_key *k)
{
	return (char *)base + k->off;
}

/*
 * Parse value (config syntax) into the field k of base (a struct conf,
 * conf_feed or conf_site).  A relative CONF_PATH is taken from dir when
 * dir is not NULL.  Return 0, or -1 with *cause set.
 */
static int
conf_set_value(void *base, const struct conf_key *k, const char *value,
    const char *dir, char **cause)
{
	void *field = conf_field(base, k);
	struct addr_policy *policy;
	struct conf_list *list;
	char **sp;
	int64_t ms;
	uint64_t bytes;
	long long n;
	double d;

	switch (k->type) {
	case CONF_STRING:
	case CONF_PATH:
	case CONF_URL:
	case CONF_ADDRS:
		if ((double)strlen(value) < k->min) {
			xasprintf(cause, "empty value");
			return -1;
		}
		if ((double)strlen(value) > k->max) {
			xasprintf(cause, "value is longer than %.0f characters",
			    k->max);
			return -1;
		}
		if (k->type == CONF_URL && !url_is_http(value)) {
			xasprintf(cause,
			    "'%s' is not an absolute http or https URL", value);
			return -1;
		}
		/* Kept as written; http.c makes its own policy from it. */
		if (k->type == CONF_ADDRS) {
			if ((policy = addr_policy_new(value, cause)) == NULL)
				return -1;
			addr_policy_free(policy);
		}
		sp = field;
		free(*sp);
		if (k->type == CONF_PATH && value[0] != '/' && dir != NULL)
			*sp = conf_join(dir, value);
		else
			*sp = xstrdup(value);
		return 0;
	case CONF_DURATION:
		if (util_parse_duration(value, &ms, cause) == -1 ||
		    conf_check_bounds(k, value, (double)ms, cause) == -1)
			return -1;
		*(int64_t *)field = ms;
		return 0;
	case CONF_SIZE:
		if (util_parse_size(value, &bytes, cause) == -1 ||
		    conf_check_bounds(k, value, (double)bytes, cause) == -1)
			return -1;
		*(uint64_t *)field = bytes;
		return 0;
	case CONF_INT:
		if (util_parse_int(value, LLONG_MIN, LLONG_MAX, &n, cause) ||
		    conf_check_bounds(k, value, (double)n, cause) == -1)
			return -1;
		*(int *)field = (int)n;
		return 0;
	case CONF_BOOL:
		return util_parse_bool(value, (int *)field, cause);
	case CONF_FIELD:
		if (httphdr_check_value("value", value, (size_t)k->max,
			(k->flags & CONF_NO_COLON) != 0, cause) == -1)
			return -1;
		free(*(char **)field);
		*(char **)field = xstrdup(value);
		return 0;
	case CONF_HEADERS:
		list = field;
		if (list->n >= CONF_MAX_LIST) {
			xasprintf(cause, "more than %d lines", CONF_MAX_LIST);
			return -1;
		}
		if (httphdr_check(value, cause) == -1)
			return -1;
		list->v = xreallocarray(list->v, list->n + 1, sizeof(*list->v));
		list->v[list->n++] = xstrdup(value);
		return 0;
	case CONF_LISTEN:
		free(*(char **)field);
		*(char **)field = NULL;
		return conf_parse_listen(value, field, cause);
	case CONF_RATIO:
		if (conf_parse_ratio(value, &d) == -1) {
			xasprintf(
			    cause, "'%s' is not a number (e.g. 0.6)", value);
			return -1;
		}
		if (conf_check_bounds(k, value, d, cause) == -1)
			return -1;
		*(double *)field = d;
		return 0;
	}
	fatalx("%s: key %s has an unknown type", __func__, k->name);
}

/* Check a parsed number against the key's bounds; text is as written. */
static int
conf_check_bounds(
    const struct conf_key *k, const char *text, double v, char **cause)
{
	char *bound;

	if (v >= k->min && v <= k->max)
		return 0;
	if (v < k->min) {
		bound = conf_format_bound(k, k->min);
		xasprintf(cause, "%s is below the minimum of %s", text, bound);
	} else {
		bound = conf_format_bound(k, k->max);
		xasprintf(cause, "%s is above the maximum of %s", text, bound);
	}
	free(bound);
	return -1;
}

static char *
conf_format_bound(const struct conf_key *k, double v)
{
	char *s;

	switch (k->type) {
	case CONF_DURATION:
		return util_format_duration((int64_t)v);
	case CONF_SIZE:
		return conf_format_size((uint64_t)v);
	default:
		xasprintf(&s, "%g", v);
		return s;
	}
}

/*
 * A decimal number: "0.6", ".5", "1", "1e-3" (what conf_format() may
 * print); not hex, inf or nan.  Bounds are checked by the caller.
 */
static int
conf_parse_ratio(const char *s, double *d)
{
	char *end;

	if (strspn(s, "0123456789.eE+-") != strlen(s) ||
	    strpbrk(s, "0123456789") == NULL)
		return -1;
	errno = 0;
	*d = strtod(s, &end);
	if (errno != 0 || end == s || *end != '\0' || !isfinite(*d))
		return -1;
	return 0;
}

/*
 * "ADDR:PORT", "[V6ADDR]:PORT" or a bare "PORT" (then 127.0.0.1): an IP
 * literal, as a name could resolve to an address the admin did not mean
 * to expose.  *out is the normal form, "127.0.0.1:8080" or "[::1]:8080".
 */
static int
conf_parse_listen(const char *value, char **out, char **cause)
{
	unsigned char addr[sizeof(struct in6_addr)];
	const char *colon, *port = value;
	char *host = NULL;
	long long n;
	int v6 = 0;

	if ((colon = strrchr(value, ':')) != NULL) {
		port = colon + 1;
		if (value[0] == '[' && colon > value + 1 && colon[-1] == ']') {
			host = xstrndup(value + 1, (size_t)(colon - value) - 2);
			v6 = 1;
		} else
			host = xstrndup(value, (size_t)(colon - value));
		if ((v6 && inet_pton(AF_INET6, host, addr) != 1) ||
		    (!v6 && inet_pton(AF_INET, host, addr) != 1)) {
			xasprintf(cause,
			    "'%s' is not an IP address (e.g. "
			    "127.0.0.1:8080 or [::1]:8080)",
			    host);
			free(host);
			return -1;
		}
	}
	if (*port == '\0' || strspn(port, "0123456789") != strlen(port) ||
	    strlen(port) > 5 || (n = strtoll(port, NULL, 10)) < 1 ||
	    n > 65535) {
		xasprintf(cause, "'%s' is not a port from 1 to 65535", port);
		free(host);
		return -1;
	}
	if (host == NULL)
		xasprintf(out, "127.0.0.1:%lld", n);
	else
		xasprintf(out, v6 ? "[%s]:%lld" : "%s:%lld", host, n);
	free(host);
	return 0;
}

/*
 * Feed and site names are used on the command line and in the database:
 * letters, digits, '.', '_', '-', '+' and any UTF-8 beyond ASCII, not
 * starting with '-' or '.'.
 */
/* Lower case letters, digits and '_'. */
static int
conf_valid_key(const char *key)
{
	const char *k;

	for (k = key; *k != '\0'; k++)
		if (!((*k >= 'a' && *k <= 'z') || (*k >= '0' && *k <= '9') ||
			*k == '_'))
			return 0;
	return 1;
}

/*
 * A feed name the HTTP port's routes take for something else: "all", or
 * a name ending as a feed document does.
 */
static int
conf_reserved_name(const char *name)
{
	static const char *const ends[] = { ".atom", ".rss", ".json" };
	size_t i, len = strlen(name), n;

	if (strcmp(name, "all") == 0)
		return 1;
	for (i = 0; i < NELEM(ends); i++) {
		n = strlen(ends[i]);
		if (len >= n && strcmp(name + len - n, ends[i]) == 0)
			return 1;
	}
	return 0;
}

static int
conf_valid_name(const char *name)
{
	const unsigned char *p = (const unsigned char *)name;
	size_t len = strlen(name);

	if (len == 0 || len > CONF_MAX_NAME || *p == '-' || *p == '.')
		return 0;
	for (; *p != '\0'; p++) {
		if (!isalnum(*p) && *p < 0x80 && strchr("._-+", *p) == NULL)
			return 0;
	}
	return 1;
}

/*
 * Take the value from s (the text after '=', left-trimmed), in place:
 * either "quoted" with \" and \\ escapes, or bare up to a '#' that starts
 * the line's comment (a '#' at the start or after white space), trimmed.
 * Control characters other than tab are refused.
 */
static int
conf_unquote(char *s, char **value, char **cause)
{
	char *r, *w;

	if (*s == '"') {
		for (r = w = s + 1; *r != '"'; r++) {
			if (*r == '\0') {
				xasprintf(cause, "missing closing quote");
				return -1;
			}
			if (*r == '\\') {
				if (r[1] != '"' && r[1] != '\\') {
					xasprintf(cause,
					    "only \\\" and \\\\ "
					    "may follow a backslash in quotes");
					return -1;
				}
				r++;
			}
			*w++ = *r;
		}
		*w = '\0';
		for (r++; isspace((unsigned char)*r); r++)
			;
		if (*r != '\0' && *r != '#') {
			xasprintf(cause, "text after the closing quote");
			return -1;
		}
		*value = s + 1;
	} else {
		for (r = s; *r != '\0'; r++) {
			if (*r == '#' &&
			    (r == s || isspace((unsigned char)r[-1]))) {
				*r = '\0';
				break;
			}
		}
		*value = util_trim(s);
	}
	for (r = *value; *r != '\0'; r++) {
		if (((unsigned char)*r < 0x20 && *r != '\t') || *r == 0x7f) {
			xasprintf(cause, "control character in value");
			return -1;
		}
	}
	return 0;
}

static const struct conf_key *
conf_key_find(const struct conf_key *keys, size_t n, const char *name)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (strcmp(keys[i].name, name) == 0)
			return &keys[i];
	}
	return NULL;
}

/* The known key closest to a misspelt one, if it is close enough. */
static const char *
conf_key_suggest(const struct conf_key *keys, size_t n, const char *name)
{
	const char *best = NULL;
	size_t i, d, best_d = 3;

	for (i = 0; i < n; i++) {
		d = util_distance(keys[i].name, name);
		if (d < best_d) {
			best_d = d;
			best = keys[i].name;
		}
	}
	return best;
}

/* Parse one file's text (or a buffer) line by line. */
static void
conf_parse_text(
    struct conf_parser *p, const char *file, const char *text, size_t len)
{
	struct conf_cursor c;
	const char *q = text, *end = text + len, *nl;
	size_t n, cap = 0;
	char *line = NULL;

	memset(&c, 0, sizeof(c));
	c.file = conf_intern(p, file);
	c.section = CONF_SECTION_NONE;
	if (len >= 3 && memcmp(q, "\xef\xbb\xbf", 3) == 0)
		q += 3;
	while (q < end) {
		c.line++;
		nl = memchr(q, '\n', (size_t)(end - q));
		n = (size_t)((nl != NULL ? nl : end) - q);
		if (memchr(q, '\0', n) != NULL)
			conf_error(p, c.file, c.line, "NUL byte in line");
		else {
			/* One buffer for every line: the parser cuts it up. */
			if (n + 1 > cap) {
				cap = n + 1 > 2 * cap ? n + 1 : 2 * cap;
				line = xreallocarray(line, cap, 1);
			}
			memcpy(line, q, n);
			line[n] = '\0';
			if (n > 0 && line[n - 1] == '\r')
				line[n - 1] = '\0';
			conf_parse_line(p, &c, line);
		}
		if (nl == NULL)
			break;
		q = nl + 1;
	}
	free(line);
}

static void
conf_parse_line(struct conf_parser *p, struct conf_cursor *c, char *line)
{
	char *s = line;

	while (isspace((unsigned char)*s))
		s++;
	if (*s == '\0' || *s == '#' || *s == ';')
		return;
	if (*s == '[') {
		conf_parse_header(p, c, s);
		return;
	}
	if (strncmp(s, "include", 7) == 0 &&
	    (isspace((unsigned char)s[7]) || s[7] == '=')) {
		s += 7;
		while (isspace((unsigned char)*s))
			s++;
		if (*s == '=')
			s++;
		while (isspace((unsigned char)*s))
			s++;
		conf_parse_include(p, c, s);
		return;
	}
	conf_parse_key(p, c, s);
}

/* [daemon], [feed "name"] or [site "name"]. */
static void
conf_parse_header(struct conf_parser *p, struct conf_cursor *c, char *s)
{
	char *r = s + 1, *kind, *name = NULL;
	size_t kindlen;

	c->section = CONF_SECTION_BAD;
	while (isspace((unsigned char)*r))
		r++;
	kind = r;
	while (isalpha((unsigned char)*r))
		r++;
	kindlen = (size_t)(r - kind);
	while (isspace((unsigned char)*r))
		r++;
	if (*r == '"') {
		name = ++r;
		while (*r != '\0' && *r != '"')
			r++;
		if (*r != '"') {
			conf_error(p, c->file, c->line,
			    "section name: missing closing quote");
			return;
		}
		*r++ = '\0';
		while (isspace((unsigned char)*r))
			r++;
	}
	if (*r != ']' || kindlen == 0) {
		conf_error(p, c->file, c->line,
		    "malformed section header "
		    "(expected [daemon], [http], [feed \"name\"] or "
		    "[site \"name\"])");
		return;
	}
	for (r++; isspace((unsigned char)*r); r++)
		;
	if (*r != '\0' && *r != '#' && *r != ';') {
		conf_error(
		    p, c->file, c->line, "text after the section header");
		return;
	}
	kind[kindlen] = '\0';
	conf_enter_section(p, c, kind, name);
}

/* Enter the section [kind "name"] (name NULL: [kind]) of a header read. */
static void
conf_enter_section(struct conf_parser *p, struct conf_cursor *c,
    const char *kind, const char *name)
{
	if (strcmp(kind, "daemon") == 0 || strcmp(kind, "http") == 0) {
		if (name != NULL) {
			conf_error(
			    p, c->file, c->line, "[%s] takes no name", kind);
			return;
		}
		c->section = strcmp(kind, "daemon") == 0 ? CONF_SECTION_DAEMON
							 : CONF_SECTION_HTTP;
		return;
	}
	if (strcmp(kind, "feed") != 0 && strcmp(kind, "site") != 0) {
		conf_error(p, c->file, c->line,
		    "unknown section [%s] (expected daemon, http, feed or "
		    "site)",
		    kind);
		return;
	}
	if (name == NULL) {
		conf_error(p, c->file, c->line,
		    "[%s] needs a name, as in [%s \"example\"]", kind, kind);
		return;
	}
	if (!conf_valid_name(name)) {
		conf_error(p, c->file, c->line,
		    "%s name \"%s\": use 1 to %d "
		    "letters, digits, '.', '_', '-' or '+', not starting with "
		    "'-' or '.'",
		    kind, name, CONF_MAX_NAME);
		return;
	}
	if (strcmp(kind, "feed") == 0 && conf_reserved_name(name)) {
		conf_error(p, c->file, c->line,
		    "feed name \"%s\" is reserved: /feeds/all.atom serves "
		    "every feed and /feeds/NAME.atom, .rss and .json a feed's "
		    "documents; choose another name",
		    name);
		return;
	}
	if (strcmp(kind, "feed") == 0) {
		if ((c->index = conf_feed_add(p, name, c)) != SIZE_MAX)
			c->section = CONF_SECTION_FEED;
	} else {
		if ((c->index = conf_site_add(p, name, c)) != SIZE_MAX)
			c->section = CONF_SECTION_SITE;
	}
}

/* include PATTERN: a file or a glob(3) pattern, relative to this file. */
static void
conf_parse_include(struct conf_parser *p, struct conf_cursor *c, char *s)
{
	char *pattern, *path, *dir, *cause = NULL;
	glob_t g;
	size_t i;
	int rc, *claimed;

	if (conf_unquote(s, &pattern, &cause) == -1) {
		conf_error(p, c->file, c->line, "include: %s", cause);
		free(cause);
		return;
	}
	if (*pattern == '\0') {
		conf_error(p, c->file, c->line, "include: missing file name");
		return;
	}
	if (!p->allow_include) {
		conf_error(p, c->file, c->line,
		    "include: not allowed in a config held in memory");
		return;
	}
	if (pattern[0] == '/')
		path = xstrdup(pattern);
	else {
		dir = util_dirname(c->file);
		path = conf_join(dir, pattern);
		free(dir);
	}
	if (strpbrk(pattern, "*?[") == NULL) {
		if (conf_parse_file(p, path, CONF_READ_NAMED, &cause) == -1) {
			conf_error(p, c->file, c->line, "include: %s: %s", path,
			    cause);
			free(cause);
		}
		free(path);
		return;
	}
	memset(&g, 0, sizeof(g));
	rc = glob(path, GLOB_ERR, NULL, &g);
	if (rc != 0 && rc != GLOB_NOMATCH)
		conf_error(
		    p, c->file, c->line, "include: cannot expand %s", path);
	claimed = rc == 0 ? xcalloc(g.gl_pathc, sizeof(*claimed)) : NULL;
	for (i = 0; rc == 0 && i < g.gl_pathc; i++)
		claimed[i] = conf_claim(p, g.gl_pathv[i]);
	for (i = 0; rc == 0 && i < g.gl_pathc; i++) {
		if (claimed[i] == 1)
			continue;
		if (conf_parse_file(p, g.gl_pathv[i],
			claimed[i] == 0 ? CONF_READ_CLAIMED : CONF_READ_GLOB,
			&cause) == -1) {
			conf_error(p, c->file, c->line, "include: %s: %s",
			    g.gl_pathv[i], cause);
			free(cause);
		}
	}
	globfree(&g);
	free(claimed);
	free(path);
}

/*
 * The keys of the cursor's section into tb; -1 when it has none (a key
 * outside any section is said, one in a bad header was already).
 */
static int
conf_section_table(struct conf_parser *p, const struct conf_cursor *c,
    const char *key, struct conf_table *tb)
{
	switch (c->section) {
	case CONF_SECTION_NONE:
		conf_error(p, c->file, c->line,
		    "%s: outside a section (put it "
		    "under [daemon], [feed \"name\"] or [site \"name\"])",
		    key);
		return -1;
	case CONF_SECTION_BAD:
		return -1;
	case CONF_SECTION_DAEMON:
		tb->keys = conf_daemon_keys;
		tb->n = CONF_NDAEMON;
		tb->base = p->conf;
		tb->seen = p->daemon_seen;
		tb->what = "[daemon]";
		break;
	case CONF_SECTION_HTTP:
		tb->keys = conf_http_keys;
		tb->n = CONF_NHTTP;
		tb->base = p->conf;
		tb->seen = p->http_seen;
		tb->what = "[http]";
		break;
	case CONF_SECTION_FEED:
		tb->keys = conf_feed_keys;
		tb->n = CONF_NFEED;
		tb->base = &p->conf->feeds[c->index];
		tb->seen = p->feed_seen[c->index];
		tb->what = "[feed]";
		break;
	case CONF_SECTION_SITE:
		tb->keys = conf_site_keys;
		tb->n = CONF_NSITE;
		tb->base = &p->conf->sites[c->index];
		tb->seen = p->site_seen[c->index];
		tb->what = "[site]";
		break;
	default:
		fatalx("%s: bad section %d", __func__, (int)c->section);
	}
	return 0;
}

/* key = value inside the current section. */
static void
conf_parse_key(struct conf_parser *p, struct conf_cursor *c, char *s)
{
	const struct conf_key *k;
	struct conf_table tb;
	const char *hint;
	char *eq, *key, *value, *cause = NULL;
	size_t i;

	if ((eq = strchr(s, '=')) == NULL) {
		conf_error(p, c->file, c->line,
		    "expected key = value, a [section] or an include line");
		return;
	}
	*eq = '\0';
	key = util_trim(s);
	if (*key == '\0') {
		conf_error(p, c->file, c->line, "missing key before '='");
		return;
	}
	if (!conf_valid_key(key)) {
		conf_error(p, c->file, c->line,
		    "'%s' is not a key name (keys "
		    "are lower case letters, digits and '_')",
		    key);
		return;
	}
	if (conf_section_table(p, c, key, &tb) == -1)
		return;
	if ((k = conf_key_find(tb.keys, tb.n, key)) == NULL) {
		hint = conf_key_suggest(tb.keys, tb.n, key);
		conf_error(p, c->file, c->line, "%s: unknown key in %s%s%s%s",
		    key, tb.what, hint != NULL ? " (did you mean " : "",
		    hint != NULL ? hint : "", hint != NULL ? "?)" : "");
		return;
	}
	i = (size_t)(k - tb.keys);
	if (conf_unquote(util_trim(eq + 1), &value, &cause) == -1) {
		conf_error(p, c->file, c->line, "%s: %s", key, cause);
		free(cause);
		return;
	}
	if (*value == '\0') {
		conf_error(p, c->file, c->line, "%s: empty value", key);
		return;
	}
	if (tb.seen[i].file == c->file && k->type != CONF_HEADERS) {
		conf_error(p, c->file, c->line,
		    "%s: set twice (first at line %d)", key, tb.seen[i].line);
		return;
	}
	/* A list set in a later file replaces, lines of one file add up. */
	if (k->type == CONF_HEADERS && tb.seen[i].file != c->file)
		conf_list_clear(conf_field(tb.base, k));
	if (k->flags & CONF_SECRET)
		conf_secret_file(p->conf, c->file);
	/* Even a value refused counts as set: no "required" error later. */
	tb.seen[i].file = c->file;
	tb.seen[i].line = c->line;
	if (conf_set_value(tb.base, k, value, p->basedir, &cause) == -1) {
		conf_error(p, c->file, c->line, "%s: %s", key, cause);
		free(cause);
	}
}

/*
 * The slot of the feed called name in conf->feed_slots, or of the free
 * one where it goes: a config of ten thousand feeds took a second to read
 * when each section compared its name with every feed before it.  The
 * names differ in their last characters ("feed-1234"): the hash is mixed
 * so that they do not fill neighbouring slots, which linear probing would
 * walk through.
 */
static size_t *
conf_feed_slot(const struct conf *conf, const char *name)
{
	uint64_t h = 5381;
	size_t i, mask = conf->feed_nslots - 1;
	const unsigned char *u;

	for (u = (const unsigned char *)name; *u != '\0'; u++)
		h = h * 33 + *u;
	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdULL;
	h ^= h >> 33;
	for (i = (size_t)h & mask; conf->feed_slots[i] != 0; i = (i + 1) & mask)
		if (strcmp(conf->feeds[conf->feed_slots[i] - 1].name, name) ==
		    0)
			break;
	return &conf->feed_slots[i];
}

/* Find or make the feed called name; SIZE_MAX when there are too many. */
static size_t
conf_feed_add(
    struct conf_parser *p, const char *name, const struct conf_cursor *c)
{
	struct conf *conf = p->conf;
	struct conf_feed *f;
	size_t i, *slot;

	if (p->feeds_cap > 0 && *(slot = conf_feed_slot(conf, name)) != 0)
		return *slot - 1;
	if (conf->nfeeds >= CONF_MAX_SECTIONS) {
		conf_error(p, c->file, c->line, "more than %d feeds",
		    CONF_MAX_SECTIONS);
		return SIZE_MAX;
	}
	if (conf->nfeeds == p->feeds_cap) {
		p->feeds_cap = p->feeds_cap == 0 ? 8 : p->feeds_cap * 2;
		conf->feeds = xreallocarray(
		    conf->feeds, p->feeds_cap, sizeof(*conf->feeds));
		p->feed_seen = xreallocarray(
		    p->feed_seen, p->feeds_cap, sizeof(*p->feed_seen));
		free(conf->feed_slots);
		conf->feed_nslots = 2 * p->feeds_cap;
		conf->feed_slots =
		    xcalloc(conf->feed_nslots, sizeof(*conf->feed_slots));
		for (i = 0; i < conf->nfeeds; i++)
			*conf_feed_slot(conf, conf->feeds[i].name) = i + 1;
	}
	*conf_feed_slot(conf, name) = conf->nfeeds + 1;
	f = &conf->feeds[conf->nfeeds];
	memset(f, 0, sizeof(*f));
	memset(p->feed_seen[conf->nfeeds], 0, sizeof(p->feed_seen[0]));
	f->name = xstrdup(name);
	f->interval = -1; /* [daemon] interval, in conf_finish() */
	f->file = xstrdup(c->file);
	f->line = c->line;
	return conf->nfeeds++;
}

/* Find or make the site called name; SIZE_MAX when there are too many. */
static size_t
conf_site_add(
    struct conf_parser *p, const char *name, const struct conf_cursor *c)
{
	struct conf *conf = p->conf;
	struct conf_site *s;
	char *cause = NULL;
	size_t i;

	for (i = 0; i < conf->nsites; i++) {
		if (strcmp(conf->sites[i].name, name) == 0)
			return i;
	}
	if (conf->nsites >= CONF_MAX_SECTIONS) {
		conf_error(p, c->file, c->line, "more than %d sites",
		    CONF_MAX_SECTIONS);
		return SIZE_MAX;
	}
	if (conf->nsites == p->sites_cap) {
		p->sites_cap = p->sites_cap == 0 ? 8 : p->sites_cap * 2;
		conf->sites = xreallocarray(
		    conf->sites, p->sites_cap, sizeof(*conf->sites));
		p->site_seen = xreallocarray(
		    p->site_seen, p->sites_cap, sizeof(*p->site_seen));
	}
	s = &conf->sites[conf->nsites];
	memset(s, 0, sizeof(*s));
	memset(p->site_seen[conf->nsites], 0, sizeof(p->site_seen[0]));
	for (i = 0; i < CONF_NSITE; i++) {
		if (conf_site_keys[i].def != NULL &&
		    conf_set_value(s, &conf_site_keys[i], conf_site_keys[i].def,
			NULL, &cause) == -1)
			fatalx("%s: default of %s: %s", __func__,
			    conf_site_keys[i].name, cause);
	}
	s->name = xstrdup(name);
	s->file = xstrdup(c->file);
	s->line = c->line;
	return conf->nsites++;
}

/*
 * Whether the file st was read before (1), and note it read if not (0).
 * Each file is read once: N drop-ins that each include "*.conf" read N
 * files, not N to the power of the nesting depth.  A file naming itself
 * or a file that includes it (not by a pattern, which matches the file
 * it is in) is an error: *cause set.
 */
static int
conf_file_read_before(
    struct conf_parser *p, const struct stat *st, int is_glob, char **cause)
{
	size_t i;
	int j;

	*cause = NULL;
	for (i = 0; i < p->nread; i++) {
		if (p->read[i].dev != st->st_dev ||
		    p->read[i].ino != st->st_ino)
			continue;
		for (j = 0; j < p->depth && !is_glob; j++)
			if (p->stack[j].dev == st->st_dev &&
			    p->stack[j].ino == st->st_ino)
				xasprintf(cause, "includes itself");
		return 1;
	}
	p->read = xreallocarray(p->read, p->nread + 1, sizeof(*p->read));
	p->read[p->nread].dev = st->st_dev;
	p->read[p->nread].ino = st->st_ino;
	p->nread++;
	return 0;
}

/*
 * Claim path for the caller, which reads it next: 0, or 1 if it was read
 * (or claimed) before, -1 if it cannot be looked at (the caller reads it
 * all the same, to report why).  The files a pattern or the drop-in
 * folder names are all claimed before the first is read, so that their
 * own patterns matching each other do not nest them.
 */
static int
conf_claim(struct conf_parser *p, const char *path)
{
	struct stat st;
	char *cause = NULL;
	int rc;

	if (stat(path, &st) == -1 || !S_ISREG(st.st_mode))
		return -1;
	rc = conf_file_read_before(p, &st, 1, &cause);
	free(cause);
	return rc;
}

/*
 * Read and parse one file, once (conf_file_read_before()), unless mode
 * is CONF_READ_CLAIMED (conf_claim() said to).  Problems inside it are
 * recorded as errors; return -1 with *cause set only when it cannot be
 * read at all.
 */
static int
conf_parse_file(struct conf_parser *p, const char *path, int mode, char **cause)
{
	struct stat st;
	struct buf b;
	char chunk[8192];
	ssize_t n;
	int fd;

	if ((fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)) == -1) {
		xasprintf(cause, "cannot open: %s", strerror(errno));
		return -1;
	}
	if (fstat(fd, &st) == -1) {
		xasprintf(cause, "cannot stat: %s", strerror(errno));
		close(fd);
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		xasprintf(cause, "not a regular file");
		close(fd);
		return -1;
	}
	if (mode != CONF_READ_CLAIMED &&
	    conf_file_read_before(p, &st, mode == CONF_READ_GLOB, cause)) {
		close(fd);
		return *cause != NULL ? -1 : 0;
	}
	if (p->depth >= CONF_MAX_DEPTH) {
		xasprintf(
		    cause, "includes nested more than %d deep", CONF_MAX_DEPTH);
		close(fd);
		return -1;
	}
	buf_init(&b);
	for (;;) {
		n = read(fd, chunk, sizeof(chunk));
		if (n == -1 && errno == EINTR)
			continue;
		if (n == -1) {
			xasprintf(cause, "cannot read: %s", strerror(errno));
			goto fail;
		}
		if (n == 0)
			break;
		if (b.len + (size_t)n > CONF_MAX_FILE_SIZE) {
			xasprintf(cause, "larger than %dM",
			    CONF_MAX_FILE_SIZE / (1024 * 1024));
			goto fail;
		}
		buf_add(&b, chunk, (size_t)n);
	}
	close(fd);
	p->stack[p->depth].dev = st.st_dev;
	p->stack[p->depth].ino = st.st_ino;
	p->depth++;
	conf_parse_text(p, path, b.data != NULL ? b.data : "", b.len);
	p->depth--;
	buf_free(&b);
	return 0;
fail:
	close(fd);
	buf_free(&b);
	return -1;
}

/* The *.conf files of templar.conf.d/ beside path, in name order. */
static void
conf_parse_dropins(struct conf_parser *p, const char *path)
{
	DIR *d;
	struct dirent *de;
	char *parent, *dir, *file, *cause = NULL, **names = NULL;
	size_t n = 0, i, len;
	int *claimed;

	parent = util_dirname(path);
	dir = conf_join(parent, CONF_DROPIN_DIR);
	free(parent);
	if ((d = opendir(dir)) == NULL) {
		if (errno != ENOENT && errno != ENOTDIR)
			conf_error(
			    p, dir, 0, "cannot open: %s", strerror(errno));
		free(dir);
		return;
	}
	while ((de = readdir(d)) != NULL) {
		len = strlen(de->d_name);
		if (de->d_name[0] == '.' || len <= 5 ||
		    strcmp(de->d_name + len - 5, ".conf") != 0)
			continue;
		names = xreallocarray(names, n + 1, sizeof(*names));
		names[n++] = xstrdup(de->d_name);
	}
	closedir(d);
	if (n > 0)
		qsort(names, n, sizeof(*names), conf_name_cmp);
	/* All claimed first, like the matches of an include pattern. */
	claimed = xcalloc(n > 0 ? n : 1, sizeof(*claimed));
	for (i = 0; i < n; i++) {
		file = conf_join(dir, names[i]);
		claimed[i] = conf_claim(p, file);
		free(file);
	}
	for (i = 0; i < n; i++) {
		file = conf_join(dir, names[i]);
		if (claimed[i] != 1 &&
		    conf_parse_file(p, file,
			claimed[i] == 0 ? CONF_READ_CLAIMED : CONF_READ_GLOB,
			&cause) == -1) {
			conf_error(p, file, 0, "%s", cause);
			free(cause);
		}
		free(file);
		free(names[i]);
	}
	free(claimed);
	free(names);
	free(dir);
}

static int
conf_name_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* dir/name, with "." left out so that messages stay short. */
static char *
conf_join(const char *dir, const char *name)
{
	char *s;
	size_t len = strlen(dir);

	if (strcmp(dir, ".") == 0)
		return xstrdup(name);
	if (len > 0 && dir[len - 1] == '/')
		xasprintf(&s, "%s%s", dir, name);
	else
		xasprintf(&s, "%s/%s", dir, name);
	return s;
}

/* A relative folder made absolute from the current one. */
static char *
conf_cwd_join(const char *dir)
{
	char cwd[4096];

	if (getcwd(cwd, sizeof(cwd)) == NULL)
		return xstrdup(dir);
	if (strcmp(dir, ".") == 0)
		return xstrdup(cwd);
	return conf_join(cwd, dir);
}

/* Checks that need every file read: required keys, inherited values. */
static void
conf_finish(struct conf_parser *p)
{
	struct conf *conf = p->conf;
	struct conf_feed *f;
	struct conf_site *s;
	size_t i, j;

	for (i = 0; i < conf->nfeeds; i++) {
		f = &conf->feeds[i];
		for (j = 0; j < CONF_NFEED; j++) {
			if ((conf_feed_keys[j].flags & CONF_REQUIRED) &&
			    p->feed_seen[i][j].file == NULL)
				conf_error(p, f->file, f->line,
				    "feed \"%s\": %s is required", f->name,
				    conf_feed_keys[j].name);
		}
		if (f->interval < 0)
			f->interval = conf->interval;
		if (f->password != NULL && f->username == NULL)
			conf_error(p, f->file, f->line,
			    "feed \"%s\": password without a username",
			    f->name);
	}
	for (i = 0; i < conf->nsites; i++) {
		s = &conf->sites[i];
		for (j = 0; j < CONF_NSITE; j++) {
			if ((conf_site_keys[j].flags & CONF_REQUIRED) &&
			    p->site_seen[i][j].file == NULL)
				conf_error(p, s->file, s->line,
				    "site \"%s\": %s is required", s->name,
				    conf_site_keys[j].name);
		}
	}
}

static void
conf_parser_init(struct conf_parser *p, struct conf *conf)
{
	memset(p, 0, sizeof(*p));
	p->conf = conf;
	buf_init(&p->errors);
}

/* Free the parser; return its conf, or NULL and every error in *cause. */
static struct conf *
conf_parser_done(struct conf_parser *p, char **cause)
{
	struct conf *conf = p->conf;
	size_t i;

	for (i = 0; i < p->nfiles; i++)
		free(p->files[i]);
	free(p->files);
	free(p->read);
	free(p->feed_seen);
	free(p->site_seen);
	free(p->basedir);
	if (p->nerrors == 0) {
		buf_free(&p->errors);
		return conf;
	}
	if (p->nerrors > CONF_MAX_ERRORS)
		buf_printf(&p->errors, "\n(%d more errors)",
		    p->nerrors - CONF_MAX_ERRORS);
	if (cause != NULL)
		*cause = buf_detach(&p->errors, NULL);
	else
		buf_free(&p->errors);
	conf_free(conf);
	return NULL;
}

struct conf *
conf_defaults(void)
{
	struct conf *conf;
	const struct conf_key *k;
	char *cause = NULL;
	size_t i;

	conf = xcalloc(1, sizeof(*conf));
	/* [http] keys with a default have it without an [http] section */
	for (i = 0; i < CONF_NDAEMON + CONF_NHTTP; i++) {
		k = i < CONF_NDAEMON ? &conf_daemon_keys[i]
				     : &conf_http_keys[i - CONF_NDAEMON];
		if (k->def != NULL &&
		    conf_set_value(conf, k, k->def, NULL, &cause) == -1)
			fatalx(
			    "%s: default of %s: %s", __func__, k->name, cause);
	}
	return conf;
}

struct conf *
conf_load(const char *path, char **cause)
{
	struct conf_parser p;
	char *why = NULL, *dir;

	conf_parser_init(&p, conf_defaults());
	p.conf->path = xstrdup(path);
	p.allow_include = 1;
	/* The daemon may change folder: relative paths are made absolute. */
	dir = util_dirname(path);
	p.basedir = dir[0] == '/' ? xstrdup(dir) : conf_cwd_join(dir);
	free(dir);
	if (conf_parse_file(&p, path, CONF_READ_NAMED, &why) == -1) {
		conf_error(&p, path, 0, "%s", why);
		free(why);
	} else
		conf_parse_dropins(&p, path);
	conf_finish(&p);
	return conf_parser_done(&p, cause);
}

struct conf *
conf_parse_buffer(const char *text, size_t len, const char *name, char **cause)
{
	struct conf_parser p;

	conf_parser_init(&p, conf_defaults());
	p.conf->path = xstrdup(name);
	conf_parse_text(&p, name, text, len);
	conf_finish(&p);
	return conf_parser_done(&p, cause);
}

void
conf_free(struct conf *conf)
{
	size_t i;

	if (conf == NULL)
		return;
	for (i = 0; i < conf->nfeeds; i++) {
		free(conf->feeds[i].name);
		free(conf->feeds[i].url);
		free(conf->feeds[i].title_xpath);
		free(conf->feeds[i].body_xpath);
		free(conf->feeds[i].category_xpath);
		free(conf->feeds[i].strip_xpath);
		free(conf->feeds[i].user_agent);
		conf_list_clear(&conf->feeds[i].headers);
		free(conf->feeds[i].username);
		free(conf->feeds[i].password);
		free(conf->feeds[i].next_page_xpath);
		free(conf->feeds[i].single_page_xpath);
		free(conf->feeds[i].file);
	}
	free(conf->feeds);
	free(conf->feed_slots);
	for (i = 0; i < conf->nsites; i++) {
		free(conf->sites[i].name);
		free(conf->sites[i].url);
		free(conf->sites[i].feeds);
		free(conf->sites[i].file);
	}
	free(conf->sites);
	free(conf->path);
	free(conf->database);
	free(conf->user_agent);
	free(conf->allow_private_addresses);
	free(conf->http_listen);
	free(conf->http_token);
	free(conf->http_hostnames);
	for (i = 0; i < conf->nsecret_files; i++)
		free(conf->secret_files[i]);
	free(conf->secret_files);
	free(conf);
}

const struct conf_feed *
conf_feed_find(const struct conf *conf, const char *name)
{
	size_t slot;

	if (conf == NULL || name == NULL || conf->feed_nslots == 0)
		return NULL;
	slot = *conf_feed_slot(conf, name);
	return slot != 0 ? &conf->feeds[slot - 1] : NULL;
}

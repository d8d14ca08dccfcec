/* SPDX-License-Identifier: ISC */
/*
 * export: feeds' templates as one versioned JSON file, and as FiveFilters
 * Full-Text RSS site configs.  The file format is documented in
 * doc/templates-format.md and templar(1); this file is its one writer and
 * reader.  Templates travel in their own JSON form (tmpl.c), untouched,
 * so that what templard applies and what the file carries never drift
 * apart.  Reading the store and writing files is the CLI's (cli_export.c).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cjson/cJSON.h>

#include "export.h"
#include "log.h"
#include "record.h"
#include "tmpl.h"
#include "url.h"
#include "util.h"

#define EXPORT_MAX_FEEDS 1000000
#define EXPORT_MAX_TEMPLATES 64 /* per feed */
#define EXPORT_MAX_HOSTS 10000  /* per feed */

struct export
{
	struct export_feed *feeds;
	size_t nfeeds;
	size_t cap;
};

static void export_feed_clear(struct export_feed *f);
static size_t export_add_string(char ***v, size_t *n, const char *s);
static int export_read_feed(struct export *ex, const cJSON *o, char **cause);
static int export_read_strings(
    const cJSON *o, const char *key, char ***v, size_t *n, char **cause);
static int export_read_template(
    struct export_template *t, const cJSON *o, char **cause);
static const char *export_str(const cJSON *o, const char *key);
static char *export_ftr_absolute(const char *body, const char *strip);
static void export_ftr_line(struct buf *b, const char *key, const char *value);
static void export_ftr_layout(const struct tmpl *l, struct buf *b, int *nbody);

struct export *
export_new(void)
{
	return xcalloc(1, sizeof(struct export));
}

static void
export_feed_clear(struct export_feed *f)
{
	size_t i;

	free(f->name);
	free(f->url);
	strv_free(f->hosts, f->nhosts);
	strv_free(f->test_urls, f->nhosts);
	strv_free(f->prefixes, f->nprefixes);
	for (i = 0; i < f->ntemplates; i++) {
		free(f->templates[i].method);
		free(f->templates[i].json);
		free(f->templates[i].host);
	}
	free(f->templates);
	memset(f, 0, sizeof(*f));
}

void
export_free(struct export *ex)
{
	size_t i;

	if (ex == NULL)
		return;
	for (i = 0; i < ex->nfeeds; i++)
		export_feed_clear(&ex->feeds[i]);
	free(ex->feeds);
	free(ex);
}

size_t
export_feed_count(const struct export *ex)
{
	return ex->nfeeds;
}

const struct export_feed *
export_feed(const struct export *ex, size_t i)
{
	return i < ex->nfeeds ? &ex->feeds[i] : NULL;
}

size_t
export_add_feed(struct export *ex, const char *name, const char *url)
{
	struct export_feed *f;

	if (ex->nfeeds == ex->cap) {
		ex->cap = ex->cap == 0 ? 16 : ex->cap * 2;
		ex->feeds =
		    xreallocarray(ex->feeds, ex->cap, sizeof(*ex->feeds));
	}
	f = &ex->feeds[ex->nfeeds];
	memset(f, 0, sizeof(*f));
	f->name = xstrdup(name);
	f->url = url != NULL ? xstrdup(url) : NULL;
	return ex->nfeeds++;
}

/* Append a copy of s to v; return its index. */
static size_t
export_add_string(char ***v, size_t *n, const char *s)
{
	*v = xreallocarray(*v, *n + 1, sizeof(**v));
	(*v)[*n] = xstrdup(s);
	return (*n)++;
}

/* The length of the longest directory ("/a/b/") both paths start with. */
static size_t
export_common_dir(const char *a, const char *b)
{
	size_t i, dir = 0;

	for (i = 0; a[i] != '\0' && a[i] == b[i]; i++)
		if (a[i] == '/')
			dir = i + 1;
	return dir;
}

void
export_add_page(struct export *ex, size_t i, const char *url)
{
	struct export_feed *f = &ex->feeds[i];
	char *norm, *host = NULL, *path = NULL, *q;
	const char *auth;
	size_t j, olen;

	if ((norm = url_normalize(url)) == NULL)
		return;
	if ((host = url_host(norm)) == NULL ||
	    (path = url_path_query(norm)) == NULL ||
	    (auth = strstr(norm, "://")) == NULL)
		goto done;
	/* The origin as the normalised URL spells it (no default port). */
	auth += 3;
	olen = (size_t)(auth - norm) + strcspn(auth, "/?#");
	/* The directory only: a page name or a query is no prefix. */
	if ((q = strchr(path, '?')) != NULL)
		*q = '\0';
	if ((q = strrchr(path, '/')) != NULL)
		q[1] = '\0';
	for (j = 0; j < f->nhosts; j++)
		if (strcmp(f->hosts[j], host) == 0)
			break;
	if (j == f->nhosts && f->nhosts < EXPORT_MAX_HOSTS) {
		f->test_urls = xreallocarray(
		    f->test_urls, f->nhosts + 1, sizeof(*f->test_urls));
		f->test_urls[j] = xstrdup(norm);
		export_add_string(&f->hosts, &f->nhosts, host);
	}
	for (j = 0; j < f->nprefixes; j++)
		if (strncmp(f->prefixes[j], norm, olen) == 0 &&
		    f->prefixes[j][olen] == '/')
			break;
	if (j < f->nprefixes)
		f->prefixes[j][olen +
		    export_common_dir(f->prefixes[j] + olen, path)] = '\0';
	else if (f->nprefixes < EXPORT_MAX_HOSTS) {
		xasprintf(&q, "%.*s%s", (int)olen, norm, path);
		f->prefixes = xreallocarray(
		    f->prefixes, f->nprefixes + 1, sizeof(*f->prefixes));
		f->prefixes[f->nprefixes++] = q;
	}
done:
	free(norm);
	free(host);
	free(path);
}

void
export_set_feed_url(struct export *ex, size_t i, const char *url)
{
	free(ex->feeds[i].url);
	ex->feeds[i].url = url != NULL ? xstrdup(url) : NULL;
}

void
export_add_template(struct export *ex, size_t i, int version,
    const char *method, int64_t learned_at, const char *json)
{
	struct export_feed *f = &ex->feeds[i];
	struct export_template *c;

	f->templates = xreallocarray(
	    f->templates, f->ntemplates + 1, sizeof(*f->templates));
	c = &f->templates[f->ntemplates++];
	c->version = version;
	c->method = method != NULL ? xstrdup(method) : NULL;
	c->learned_at = learned_at;
	c->json = xstrdup(json);
	c->host = NULL;
}

void
export_set_template_host(struct export *ex, size_t i, const char *host)
{
	struct export_feed *f = &ex->feeds[i];
	struct export_template *c;

	if (f->ntemplates == 0)
		return;
	c = &f->templates[f->ntemplates - 1];
	free(c->host);
	c->host = host != NULL ? xstrdup(host) : NULL;
}

/* ---- the JSON file ---- */

static cJSON *
export_strings_json(char *const *v, size_t n)
{
	cJSON *arr;
	size_t i;

	arr = cJSON_CreateArray();
	for (i = 0; i < n; i++)
		cJSON_AddItemToArray(arr, cJSON_CreateString(v[i]));
	return arr;
}

char *
export_to_json(const struct export *ex, int64_t exported_at)
{
	const struct export_feed *f;
	const struct export_template *t;
	cJSON *root, *feeds, *o, *arr, *to, *tj;
	char *s, *out;
	size_t i, j;

	root = cJSON_CreateObject();
	cJSON_AddStringToObject(root, "format", EXPORT_FORMAT);
	cJSON_AddNumberToObject(root, "version", EXPORT_VERSION);
	record_json_time(root, "exported_at", exported_at);
	feeds = cJSON_AddArrayToObject(root, "feeds");
	for (i = 0; i < ex->nfeeds; i++) {
		f = &ex->feeds[i];
		o = cJSON_CreateObject();
		cJSON_AddStringToObject(o, "name", f->name);
		if (f->url != NULL)
			cJSON_AddStringToObject(o, "url", f->url);
		else
			cJSON_AddNullToObject(o, "url");
		cJSON_AddItemToObject(
		    o, "hosts", export_strings_json(f->hosts, f->nhosts));
		cJSON_AddItemToObject(o, "url_prefixes",
		    export_strings_json(f->prefixes, f->nprefixes));
		arr = cJSON_AddArrayToObject(o, "templates");
		for (j = 0; j < f->ntemplates; j++) {
			t = &f->templates[j];
			to = cJSON_CreateObject();
			cJSON_AddNumberToObject(to, "version", t->version);
			if (t->method != NULL)
				cJSON_AddStringToObject(
				    to, "method", t->method);
			else
				cJSON_AddNullToObject(to, "method");
			record_json_time(to, "learned_at", t->learned_at);
			if (t->host != NULL)
				cJSON_AddStringToObject(to, "host", t->host);
			/* A template the database holds is valid JSON;
			 * one that is not travels as null and is refused
			 * on import, rather than lost silently here. */
			if ((tj = cJSON_Parse(t->json)) == NULL)
				tj = cJSON_CreateNull();
			cJSON_AddItemToObject(to, "template", tj);
			cJSON_AddItemToArray(arr, to);
		}
		cJSON_AddItemToArray(feeds, o);
	}
	if ((s = cJSON_Print(root)) == NULL)
		fatalx("%s: out of memory", __func__);
	cJSON_Delete(root);
	xasprintf(&out, "%s\n", s);
	cJSON_free(s);
	return out;
}

/* A string member, NULL when absent or not a string. */
static const char *
export_str(const cJSON *o, const char *key)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);

	return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* "2024-05-06T07:08:09Z" or null; -1 for anything else. */
static int
export_read_time(const cJSON *o, const char *key, int64_t *t)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
	const char *end;
	struct tm tm;

	*t = 0;
	if (v == NULL || cJSON_IsNull(v))
		return 0;
	if (!cJSON_IsString(v))
		return -1;
	memset(&tm, 0, sizeof(tm));
	if ((end = strptime(v->valuestring, "%Y-%m-%dT%H:%M:%SZ", &tm)) ==
		NULL ||
	    *end != '\0')
		return -1;
	*t = (int64_t)timegm(&tm);
	return 0;
}

static int
export_read_strings(
    const cJSON *o, const char *key, char ***v, size_t *n, char **cause)
{
	const cJSON *arr, *s;

	arr = cJSON_GetObjectItemCaseSensitive(o, key);
	if (arr == NULL || cJSON_IsNull(arr))
		return 0;
	if (!cJSON_IsArray(arr) || cJSON_GetArraySize(arr) > EXPORT_MAX_HOSTS) {
		xasprintf(cause, "%s is not an array of at most %d strings",
		    key, EXPORT_MAX_HOSTS);
		return -1;
	}
	cJSON_ArrayForEach(s, arr)
	{
		if (!cJSON_IsString(s)) {
			xasprintf(cause, "%s holds a non-string", key);
			return -1;
		}
		export_add_string(v, n, s->valuestring);
	}
	return 0;
}

static int
export_read_template(struct export_template *t, const cJSON *o, char **cause)
{
	const cJSON *v;
	struct tmpl *tp;
	char *why = NULL, *json;

	if (!cJSON_IsObject(o)) {
		xasprintf(cause, "a template is not an object");
		return -1;
	}
	v = cJSON_GetObjectItemCaseSensitive(o, "version");
	if (!cJSON_IsNumber(v) || v->valuedouble < 1 || v->valuedouble > 1e9 ||
	    v->valuedouble != (double)v->valueint) {
		xasprintf(cause, "template: version is not a number >= 1");
		return -1;
	}
	t->version = v->valueint;
	v = cJSON_GetObjectItemCaseSensitive(o, "method");
	if (v != NULL && !cJSON_IsNull(v) && !cJSON_IsString(v)) {
		xasprintf(
		    cause, "template v%d: method is not a string", t->version);
		return -1;
	}
	if (export_read_time(o, "learned_at", &t->learned_at) == -1) {
		xasprintf(cause,
		    "template v%d: learned_at is not a time "
		    "like 2024-05-06T07:08:09Z",
		    t->version);
		return -1;
	}
	v = cJSON_GetObjectItemCaseSensitive(o, "template");
	if (!cJSON_IsObject(v)) {
		xasprintf(
		    cause, "template v%d: no template object", t->version);
		return -1;
	}
	if ((json = cJSON_PrintUnformatted(v)) == NULL)
		fatalx("%s: out of memory", __func__);
	t->json = xstrdup(json);
	cJSON_free(json);
	/* What templard would refuse to apply is refused here. */
	if ((tp = tmpl_from_json(t->json, &why)) == NULL) {
		xasprintf(cause, "template v%d: %s", t->version, why);
		free(why);
		return -1;
	}
	tmpl_free(tp);
	if (export_str(o, "method") != NULL)
		t->method = xstrdup(export_str(o, "method"));
	if (export_str(o, "host") != NULL)
		t->host = xstrdup(export_str(o, "host"));
	return 0;
}

static int
export_read_feed(struct export *ex, const cJSON *o, char **cause)
{
	struct export_feed *f;
	struct export_template *t;
	const cJSON *arr, *to;
	const char *name;
	char *why = NULL;
	size_t i;

	if (!cJSON_IsObject(o) || (name = export_str(o, "name")) == NULL ||
	    *name == '\0') {
		xasprintf(cause, "feed %zu: not an object with a name",
		    ex->nfeeds + 1);
		return -1;
	}
	i = export_add_feed(ex, name, export_str(o, "url"));
	f = &ex->feeds[i];
	if (export_read_strings(o, "hosts", &f->hosts, &f->nhosts, &why) ==
		-1 ||
	    export_read_strings(
		o, "url_prefixes", &f->prefixes, &f->nprefixes, &why) == -1)
		goto fail;
	/* A file carries no page URL to test with. */
	f->test_urls = xcalloc(f->nhosts + 1, sizeof(*f->test_urls));
	arr = cJSON_GetObjectItemCaseSensitive(o, "templates");
	if (!cJSON_IsArray(arr) ||
	    cJSON_GetArraySize(arr) > EXPORT_MAX_TEMPLATES) {
		xasprintf(&why, "templates is not an array of at most %d",
		    EXPORT_MAX_TEMPLATES);
		goto fail;
	}
	f->templates =
	    xcalloc((size_t)cJSON_GetArraySize(arr) + 1, sizeof(*f->templates));
	cJSON_ArrayForEach(to, arr)
	{
		t = &f->templates[f->ntemplates];
		if (export_read_template(t, to, &why) == -1) {
			free(t->json);
			t->json = NULL;
			goto fail;
		}
		f->ntemplates++;
	}
	return 0;
fail:
	xasprintf(cause, "feed %s: %s", name, why);
	free(why);
	return -1;
}

struct export *
export_from_json(const char *text, char **cause)
{
	struct export *ex;
	cJSON *root;
	const cJSON *v, *o;
	const char *fmt;

	if ((root = cJSON_Parse(text)) == NULL) {
		xasprintf(cause, "not valid JSON");
		return NULL;
	}
	ex = export_new();
	fmt = cJSON_IsObject(root) ? export_str(root, "format") : NULL;
	if (fmt == NULL || strcmp(fmt, EXPORT_FORMAT) != 0) {
		xasprintf(cause, "not a %s file (no \"format\": \"%s\")",
		    EXPORT_FORMAT, EXPORT_FORMAT);
		goto fail;
	}
	v = cJSON_GetObjectItemCaseSensitive(root, "version");
	if (!cJSON_IsNumber(v) || v->valuedouble != EXPORT_VERSION) {
		if (cJSON_IsNumber(v))
			xasprintf(cause,
			    "version %g of the format is unknown "
			    "(this templar reads version %d)",
			    v->valuedouble, EXPORT_VERSION);
		else
			xasprintf(cause, "no format version");
		goto fail;
	}
	v = cJSON_GetObjectItemCaseSensitive(root, "feeds");
	if (!cJSON_IsArray(v) || cJSON_GetArraySize(v) > EXPORT_MAX_FEEDS) {
		xasprintf(cause, "feeds is not an array");
		goto fail;
	}
	cJSON_ArrayForEach(o, v)
	{
		if (export_read_feed(ex, o, cause) == -1)
			goto fail;
	}
	cJSON_Delete(root);
	return ex;
fail:
	cJSON_Delete(root);
	export_free(ex);
	return NULL;
}

/* ---- FiveFilters Full-Text RSS site configs ---- */

char *
export_ftr_file(const char *host)
{
	char *out;

	if (strncmp(host, "www.", 4) == 0 && host[4] != '\0')
		host += 4;
	xasprintf(&out, "%s.txt", host);
	return out;
}

/*
 * A strip rule is relative to the body node (".//aside"), or, for a
 * feed's own strip_xpath, may be the document's ("//aside"): templard
 * removes only what either finds below the body.  Full-Text RSS
 * evaluates strip: on the whole document, so each part of the rule
 * (split at a "|" outside brackets and quotes) is anchored under the
 * body XPath, and removes nothing templar would keep.  NULL when a part
 * starts otherwise ("/html/...") or the result does not compile.
 */
static char *
export_ftr_absolute(const char *body, const char *strip)
{
	struct buf b;
	const char *p, *part;
	char quote = 0, *out;
	int depth = 0;

	buf_init(&b);
	for (p = part = strip;; p++) {
		if (quote != 0) {
			if (*p == quote)
				quote = 0;
			else if (*p == '\0')
				break;
			continue;
		}
		if (*p == '\'' || *p == '"')
			quote = *p;
		else if (*p == '[' || *p == '(')
			depth++;
		else if ((*p == ']' || *p == ')') && depth > 0)
			depth--;
		else if (*p == '\0' || (*p == '|' && depth == 0)) {
			while (*part == ' ')
				part++;
			/* ".//x" and "./x" below the body; "//x" of the
			 * document, anchored the same */
			if (part[0] == '.' && part[1] == '/')
				part++;
			else if (part[0] != '/' || part[1] != '/')
				break;
			if (b.len > 0)
				buf_adds(&b, " | ");
			if (strchr(body, '|') != NULL)
				buf_printf(&b, "(%s)", body);
			else
				buf_adds(&b, body);
			buf_add(&b, part, (size_t)(p - part));
			while (b.len > 0 && b.data[b.len - 1] == ' ')
				b.data[--b.len] = '\0';
			if (*p == '\0') {
				out = buf_detach(&b, NULL);
				if (tmpl_xpath_valid(out))
					return out;
				free(out);
				return NULL;
			}
			part = p + 1;
		}
		if (*p == '\0')
			break;
	}
	buf_free(&b);
	return NULL;
}

/* Add "key: value" unless the block has that line already (layouts
 * often share a title XPath) or value would break the line format. */
static void
export_ftr_line(struct buf *b, const char *key, const char *value)
{
	char *line;

	if (strchr(value, '\n') != NULL || strchr(value, '\r') != NULL)
		return;
	xasprintf(&line, "\n%s: %s\n", key, value);
	/* Every line of the block follows a newline: its comment's. */
	if (strstr(b->data, line) == NULL)
		buf_adds(b, line + 1);
	free(line);
}

/* The lines of one layout; *nbody counts the layouts with a body. */
static void
export_ftr_layout(const struct tmpl *l, struct buf *b, int *nbody)
{
	const char *x;
	char *abs;
	size_t i;

	if ((x = tmpl_body_xpath(l)) == NULL || strchr(x, '\n') != NULL ||
	    strchr(x, '\r') != NULL)
		return;
	if (tmpl_title_xpath(l) != NULL)
		export_ftr_line(b, "title", tmpl_title_xpath(l));
	export_ftr_line(b, "body", x);
	(*nbody)++;
	for (i = 0; i < tmpl_body_strip_count(l); i++) {
		if ((abs = export_ftr_absolute(x, tmpl_body_strip(l, i))) !=
		    NULL)
			export_ftr_line(b, "strip", abs);
		free(abs);
	}
}

int
export_ftr_site(const struct export_feed *f, size_t h, char **out)
{
	const struct export_template *et;
	struct tmpl *t;
	struct buf b;
	char *cause = NULL, *text, *joined;
	size_t i;
	int nbody = 0;

	if (f->ntemplates == 0 || h >= f->nhosts)
		return -1;
	/* The last template listed is the current one. */
	et = &f->templates[f->ntemplates - 1];
	if ((t = tmpl_from_json(et->json, &cause)) == NULL) {
		free(cause);
		return -1;
	}
	buf_init(&b);
	buf_printf(&b, "# generated by templar from feed %s, template v%d\n",
	    f->name, et->version);
	/* Layouts in order: Full-Text RSS tries body: lines in turn. */
	for (i = 0; i < tmpl_layout_count(t); i++)
		export_ftr_layout(tmpl_layout(t, i), &b, &nbody);
	if (f->test_urls != NULL && f->test_urls[h] != NULL)
		buf_printf(&b, "test_url: %s\n", f->test_urls[h]);
	tmpl_free(t);
	if (nbody == 0) {
		buf_free(&b);
		return -1;
	}
	text = buf_detach(&b, NULL);
	if (*out != NULL) {
		/* Another feed's pages on the same host: its lines after. */
		xasprintf(&joined, "%s\n%s", *out, text);
		free(*out);
		free(text);
		text = joined;
	}
	*out = text;
	return 0;
}

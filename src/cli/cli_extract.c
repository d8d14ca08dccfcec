/* SPDX-License-Identifier: ISC */
/*
 * cli_extract: templar extract --templates FILE [INPUT...], the mapper.
 * No configuration and no database: a templates file (templar
 * export-templates) and pages in, one JSON line per page out, in input
 * order.  Pages come as WARC files (plain or gzip, told by their first
 * bytes), JSON lines ({"url", "html" or "html_base64"}) or HTML files
 * with --url; "-" or no input is standard input, so the command runs
 * unchanged as a Hadoop Streaming or Spark pipe() mapper.  Each page is
 * routed by its URL's host, then URL prefix, to a feed's template, and
 * extracted as the daemon extracts it (extract.h), with no entry.  The
 * templates are compiled once; a page costs its parse and its
 * extraction.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "charset.h"
#include "cli.h"
#include "date.h"
#include "export.h"
#include "extract.h"
#include "feedw.h"
#include "http.h"
#include "log.h"
#include "tmpl.h"
#include "url.h"
#include "util.h"
#include "warc.h"

#define MAPPER_PEEK 512 /* bytes read to tell an input's kind */

/* Records and pages not extracted, counted for the summary. */
enum mapper_skip {
	SKIP_REQUEST,
	SKIP_WARCINFO,
	SKIP_METADATA,
	SKIP_OTHER, /* revisit, resource not HTML, conversion... */
	SKIP_NOT_HTML,
	SKIP_NOT_200,
	SKIP_BROKEN, /* a WARC record or JSON line that could not be read */
	SKIP_NOT_ARTICLE, /* a page the daemon would store no article of */
	SKIP_MAX
};

static const char *const mapper_skip_names[SKIP_MAX] = { "requests", "warcinfo",
	"metadata", "other records", "not HTML", "not 200", "broken",
	"not articles" };

/* A host a feed's pages come from. */
struct mapper_route {
	const char *host;
	size_t feed;
};

struct mapper_feed {
	const struct export_feed *f;
	struct tmpl *t;
	int version;
	const char **prefixes; /* the feed's URL prefixes past "scheme://" */
	size_t nprefixes;
	char *host; /* the host name of the template's host, or NULL: the
		       feed's every host */
};

struct mapper {
	struct export *ex;
	struct mapper_feed *feeds;
	size_t nfeeds;
	struct mapper_route *routes; /* sorted by host */
	size_t nroutes;
	const char *url; /* --url, for HTML inputs */
	int with_html;
	int generic; /* --generic: hosts with no template too */
	struct buf out;
	unsigned long long extracted, errors, skipped[SKIP_MAX];
};

/* One input: its descriptor and the bytes peeked at its start. */
struct mapper_input {
	const char *name;
	int fd;
	unsigned char peek[MAPPER_PEEK];
	size_t npeek, peek_pos;
};

/* ---- the templates ---- */

static int
mapper_route_cmp(const void *a, const void *b)
{
	const struct mapper_route *x = a, *y = b;

	return strcmp(x->host, y->host);
}

static int
mapper_route_order(const void *a, const void *b)
{
	const struct mapper_route *x = a, *y = b;
	int c;

	if ((c = strcmp(x->host, y->host)) != 0)
		return c;
	return x->feed < y->feed ? -1 : x->feed > y->feed;
}

/*
 * Feed f's template et as a mapper entry: routed from the host of et
 * (a file of templates per host), else from every host of the feed.
 */
static void
mapper_add(struct mapper *m, const struct export_feed *f,
    const struct export_template *et)
{
	struct mapper_feed *mf;
	char *cause = NULL;
	const char *p;
	size_t j;

	mf = &m->feeds[m->nfeeds];
	/* export_from_json() validated it: this cannot fail. */
	if ((mf->t = tmpl_from_json(et->json, &cause)) == NULL)
		fatalx("feed %s: %s", f->name, cause);
	mf->f = f;
	mf->version = et->version;
	mf->host = et->host != NULL ? url_host(et->host) : NULL;
	mf->prefixes = xcalloc(f->nprefixes + 1, sizeof(char *));
	for (j = 0; j < f->nprefixes; j++) {
		p = strstr(f->prefixes[j], "://");
		mf->prefixes[mf->nprefixes++] =
		    p != NULL ? p + 3 : f->prefixes[j];
	}
	m->routes = xreallocarray(
	    m->routes, m->nroutes + f->nhosts + 1, sizeof(*m->routes));
	if (mf->host != NULL) {
		m->routes[m->nroutes].host = mf->host;
		m->routes[m->nroutes++].feed = m->nfeeds;
	} else
		for (j = 0; j < f->nhosts; j++) {
			m->routes[m->nroutes].host = f->hosts[j];
			m->routes[m->nroutes++].feed = m->nfeeds;
		}
	m->nfeeds++;
}

/* Load and compile every feed's current templates (one per host, else
 * the last one listed); -1 after a message. */
static int
mapper_load(struct mapper *m, const char *path)
{
	const struct export_feed *f;
	char *text, *cause = NULL;
	size_t i, j, n = 0, hosts;

	if ((text = cli_read_file(path, NULL)) == NULL) {
		fprintf(stderr, "templar: %s: %s\n", path, strerror(errno));
		return -1;
	}
	m->ex = export_from_json(text, &cause);
	free(text);
	if (m->ex == NULL) {
		fprintf(stderr, "templar: %s: %s\n", path, cause);
		free(cause);
		return -1;
	}
	for (i = 0; i < export_feed_count(m->ex); i++)
		n += export_feed(m->ex, i)->ntemplates;
	m->feeds = xcalloc(n + 1, sizeof(*m->feeds));
	for (i = 0; i < export_feed_count(m->ex); i++) {
		f = export_feed(m->ex, i);
		for (j = 0, hosts = 0; j < f->ntemplates; j++)
			hosts += f->templates[j].host != NULL;
		if (hosts == 0 && f->ntemplates > 0)
			mapper_add(m, f, &f->templates[f->ntemplates - 1]);
		for (j = 0; j < f->ntemplates && hosts > 0; j++)
			if (f->templates[j].host != NULL)
				mapper_add(m, f, &f->templates[j]);
	}
	/* For one host, feeds keep the file's order. */
	if (m->nroutes > 0)
		qsort(m->routes, m->nroutes, sizeof(*m->routes),
		    mapper_route_order);
	return 0;
}

static void
mapper_free(struct mapper *m)
{
	size_t i;

	for (i = 0; i < m->nfeeds; i++) {
		tmpl_free(m->feeds[i].t);
		free(m->feeds[i].prefixes);
		free(m->feeds[i].host);
	}
	free(m->feeds);
	free(m->routes);
	export_free(m->ex);
	buf_free(&m->out);
}

/*
 * The feed whose template a URL's page takes: among the feeds with
 * pages on its host (or on the host with or without "www."), the one
 * with the longest URL prefix of it, else the first; -1 when none.
 */
static long
mapper_route(const struct mapper *m, const char *url, char **host)
{
	struct mapper_route key, *r;
	const char *rest, *alt;
	char *www;
	size_t i, j, lo, len, best_len = 0;
	long best = -1;

	*host = url_host(url);
	if (*host == NULL || m->nroutes == 0)
		return -1;
	key.host = *host;
	if ((r = bsearch(&key, m->routes, m->nroutes, sizeof(*r),
		 mapper_route_cmp)) == NULL) {
		alt = strncmp(*host, "www.", 4) == 0 ? *host + 4 : NULL;
		if (alt == NULL) {
			xasprintf(&www, "www.%s", *host);
			key.host = www;
			r = bsearch(&key, m->routes, m->nroutes, sizeof(*r),
			    mapper_route_cmp);
			free(www);
		} else {
			key.host = alt;
			r = bsearch(&key, m->routes, m->nroutes, sizeof(*r),
			    mapper_route_cmp);
		}
		if (r == NULL)
			return -1;
	}
	lo = (size_t)(r - m->routes);
	while (lo > 0 && strcmp(m->routes[lo - 1].host, r->host) == 0)
		lo--;
	rest = strstr(url, "://");
	rest = rest != NULL ? rest + 3 : url;
	for (i = lo; i < m->nroutes && strcmp(m->routes[i].host, r->host) == 0;
	     i++) {
		if (best == -1)
			best = (long)m->routes[i].feed;
		for (j = 0; j < m->feeds[m->routes[i].feed].nprefixes; j++) {
			len = strlen(m->feeds[m->routes[i].feed].prefixes[j]);
			if (len > best_len &&
			    strncmp(rest,
				m->feeds[m->routes[i].feed].prefixes[j],
				len) == 0) {
				best = (long)m->routes[i].feed;
				best_len = len;
			}
		}
	}
	return best;
}

/* ---- output ---- */

/*
 * A JSON string's contents: runs that need no escape are copied whole
 * (a body is mostly such a run); a string that is not valid UTF-8 (a
 * URL out of a WARC header) goes through feedw_json_string(), which
 * replaces what is invalid.
 */
static void
mapper_json(struct buf *b, const char *s)
{
	const char *p = s, *run = s;
	size_t start = b->len, n;

	while (*p != '\0') {
		if ((unsigned char)*p >= 0x80) {
			if ((n = charset_utf8_len(p, 4)) == 0) {
				b->len = start;
				feedw_json_string(b, s);
				return;
			}
			p += n;
			continue;
		}
		if ((unsigned char)*p >= 0x20 && *p != '"' && *p != '\\') {
			p++;
			continue;
		}
		buf_add(b, run, (size_t)(p - run));
		if (*p == '"' || *p == '\\')
			buf_printf(b, "\\%c", *p);
		else
			buf_printf(b, "\\u%04x", (unsigned char)*p);
		run = ++p;
	}
	buf_add(b, run, (size_t)(p - run));
}

static void
mapper_str(struct buf *b, const char *key, const char *value)
{
	buf_printf(b, ",\"%s\":", key);
	if (value == NULL) {
		buf_adds(b, "null");
		return;
	}
	buf_addc(b, '"');
	mapper_json(b, value);
	buf_addc(b, '"');
}

/* ,"key":"2024-05-06T07:08:09Z", or null for 0 (unknown). */
static void
mapper_time(struct buf *b, const char *key, int64_t t)
{
	char out[32];
	time_t tt = (time_t)t;
	struct tm tm;

	if (t == 0 || gmtime_r(&tt, &tm) == NULL) {
		mapper_str(b, key, NULL);
		return;
	}
	strftime(out, sizeof(out), "%Y-%m-%dT%H:%M:%SZ", &tm);
	mapper_str(b, key, out);
}

/* Write one record's line, out of m->out. */
static void
mapper_flush(struct mapper *m)
{
	buf_adds(&m->out, "}\n");
	if (fwrite(m->out.data, 1, m->out.len, stdout) != m->out.len)
		fatal("writing the output");
	buf_reset(&m->out);
}

static void
mapper_begin(struct mapper *m, const char *url)
{
	buf_reset(&m->out);
	buf_adds(&m->out, "{\"url\":");
	if (url == NULL)
		buf_adds(&m->out, "null");
	else {
		buf_addc(&m->out, '"');
		mapper_json(&m->out, url);
		buf_addc(&m->out, '"');
	}
}

static void
mapper_error(struct mapper *m, const char *url, const struct mapper_feed *mf,
    const char *error)
{
	mapper_begin(m, url);
	if (mf != NULL) {
		mapper_str(&m->out, "feed", mf->f->name);
		buf_printf(&m->out, ",\"template\":%d", mf->version);
	}
	mapper_str(&m->out, "error", error);
	mapper_flush(m);
}

/* A page that is no article: what the daemon would store of it,
 * nothing, and why. */
static void
mapper_not_article(struct mapper *m, const char *url,
    const struct mapper_feed *mf, const char *why)
{
	mapper_begin(m, url);
	if (mf != NULL) {
		mapper_str(&m->out, "feed", mf->f->name);
		buf_printf(&m->out, ",\"template\":%d", mf->version);
	}
	mapper_str(&m->out, "not_article", why);
	mapper_flush(m);
}

static void
mapper_article(struct mapper *m, const char *url, const struct mapper_feed *mf,
    const struct extract *r)
{
	const struct article *a = r->a;
	size_t i;

	mapper_begin(m, url);
	mapper_str(&m->out, "title", a->title);
	mapper_str(&m->out, "body", a->body_text);
	mapper_str(&m->out, "category", a->category);
	buf_adds(&m->out, ",\"categories\":[");
	for (i = 0; i < a->ncategories; i++) {
		buf_adds(&m->out, i > 0 ? ",\"" : "\"");
		mapper_json(&m->out, a->categories[i]);
		buf_addc(&m->out, '"');
	}
	buf_addc(&m->out, ']');
	mapper_time(&m->out, "published", a->published);
	mapper_str(&m->out, "author", a->author);
	if (mf != NULL) {
		mapper_str(&m->out, "feed", mf->f->name);
		buf_printf(&m->out, ",\"template\":%d", mf->version);
	} else
		buf_adds(&m->out, ",\"generic\":true");
	if (a->fallback != 0)
		buf_printf(
		    &m->out, ",\"fallback\":\"%s\"", extract_fallback(a));
	if (m->with_html) {
		mapper_str(&m->out, "body_html", a->body_html);
		mapper_str(&m->out, "image", a->image);
	}
	if (r->score >= 0)
		buf_printf(&m->out, ",\"score\":%.17g", r->score);
	mapper_flush(m);
	m->extracted++;
}

/* ---- one page ---- */

/* One page, data its bytes: read for this page only, they are parsed in
 * place.  e is what the page's feed entry said of it, or NULL. */
static void
mapper_page(struct mapper *m, const char *url, const char *content_type,
    char *data, size_t len, const struct extract_entry *e)
{
	const struct mapper_feed *mf;
	struct extract_page page;
	struct extract r;
	char *host = NULL, *charset, *msg;
	long i;
	int flags;

	if ((i = mapper_route(m, url, &host)) == -1 &&
	    (host == NULL || !m->generic)) {
		if (host == NULL)
			mapper_error(m, url, NULL, "not an http(s) URL");
		else {
			xasprintf(&msg, "no template for host %s", host);
			mapper_error(m, url, NULL, msg);
			free(msg);
		}
		m->errors++;
		free(host);
		return;
	}
	free(host);
	/* --generic: a host with no template gets the generic extraction */
	mf = i >= 0 ? &m->feeds[i] : NULL;
	memset(&page, 0, sizeof(page));
	page.scratch = data;
	page.len = len;
	page.url = url;
	page.charset = charset =
	    content_type != NULL ? http_charset(content_type) : NULL;
	flags = m->with_html ? 0 : EXTRACT_TEXT;
	if ((mf != NULL ? extract_page(mf->t, &page, e, flags, &r)
			: extract_generic_page(&page, e, flags, &r)) == 0)
		mapper_article(m, url, mf, &r);
	else if (r.status == EXTRACT_NOT_ARTICLE) {
		mapper_not_article(m, url, mf, r.cause);
		m->skipped[SKIP_NOT_ARTICLE]++;
	} else {
		mapper_error(m, url, mf, r.cause);
		m->errors++;
	}
	extract_clear(&r);
	free(charset);
}

/* ---- inputs ---- */

static ssize_t
mapper_read_cb(void *buf, size_t len, void *arg)
{
	struct mapper_input *in = arg;
	size_t n;

	if (in->peek_pos < in->npeek) {
		n = in->npeek - in->peek_pos;
		if (n > len)
			n = len;
		memcpy(buf, in->peek + in->peek_pos, n);
		in->peek_pos += n;
		return (ssize_t)n;
	}
	return read(in->fd, buf, len);
}

/* Fill the peek buffer: -1 on a read error. */
static int
mapper_peek(struct mapper_input *in)
{
	ssize_t n;

	while (in->npeek < sizeof(in->peek)) {
		n = read(
		    in->fd, in->peek + in->npeek, sizeof(in->peek) - in->npeek);
		if (n == 0)
			break;
		if (n < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		in->npeek += (size_t)n;
	}
	return 0;
}

/* One WARC record. */
static void
mapper_record(struct mapper *m, struct warc_record *r)
{
	struct warc_http h;
	char *cause = NULL;

	if (strcmp(r->type, "request") == 0)
		m->skipped[SKIP_REQUEST]++;
	else if (strcmp(r->type, "warcinfo") == 0)
		m->skipped[SKIP_WARCINFO]++;
	else if (strcmp(r->type, "metadata") == 0)
		m->skipped[SKIP_METADATA]++;
	else if (strcmp(r->type, "resource") == 0) {
		/* A page archived without its HTTP exchange. */
		if (http_is_html(r->content_type, r->block, r->len))
			mapper_page(m, r->target_uri, r->content_type, r->block,
			    r->len, NULL);
		else
			m->skipped[SKIP_NOT_HTML]++;
	} else if (strcmp(r->type, "response") != 0)
		m->skipped[SKIP_OTHER]++;
	else if (warc_http_parse(r->block, r->len, NULL, &h, &cause) == -1) {
		mapper_error(m, r->target_uri, NULL, cause);
		m->errors++;
		free(cause);
	} else {
		if (h.status != 200)
			m->skipped[SKIP_NOT_200]++;
		else if (!http_is_html(
			     h.content_type[0] ? h.content_type : NULL, h.body,
			     h.len))
			m->skipped[SKIP_NOT_HTML]++;
		else
			mapper_page(m, r->target_uri, h.content_type, h.body,
			    h.len, NULL);
		warc_http_clear(&h);
	}
}

static int
mapper_warc(struct mapper *m, struct mapper_input *in)
{
	struct warc *w;
	struct warc_record r;
	enum warc_result rc;
	char *cause = NULL;
	int ret = 0;

	w = warc_new(mapper_read_cb, in, NULL);
	while ((rc = warc_next(w, &r, &cause)) != WARC_END) {
		if (rc == WARC_RECORD) {
			mapper_record(m, &r);
			continue;
		}
		fprintf(stderr, "templar: %s: %s\n", in->name, cause);
		free(cause);
		m->skipped[SKIP_BROKEN]++;
		if (rc == WARC_FATAL) {
			ret = -1;
			break;
		}
	}
	warc_free(w);
	return ret;
}

/* Standard base64 (RFC 4648 section 4), blanks ignored; NULL when the
 * text is not base64.  Caller frees. */
static char *
mapper_base64(const char *s, size_t *len)
{
	static const char alphabet[] =
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	const char *c;
	char *out;
	unsigned int acc = 0;
	size_t n = 0, bits = 0;

	out = xmalloc(strlen(s) / 4 * 3 + 4);
	for (; *s != '\0' && *s != '='; s++) {
		if (*s == ' ' || *s == '\n' || *s == '\r' || *s == '\t')
			continue;
		if ((c = strchr(alphabet, *s)) == NULL) {
			free(out);
			return NULL;
		}
		acc = (acc << 6) | (unsigned int)(c - alphabet);
		if ((bits += 6) >= 8) {
			bits -= 8;
			out[n++] = (char)((acc >> bits) & 0xff);
		}
	}
	out[n] = '\0';
	*len = n;
	return out;
}

/* The string member name of o, or NULL. */
static const char *
mapper_json_member(const cJSON *o, const char *name)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, name);

	return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* The entry's date a JSON line gives as "published": unix seconds, or a
 * date as feeds write it; 0 when none. */
static int64_t
mapper_json_date(const cJSON *o)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, "published");
	int64_t t;

	if (cJSON_IsNumber(v) && v->valuedouble > 0 &&
	    v->valuedouble < 253402300800.0) /* 10000-01-01 */
		return (int64_t)v->valuedouble;
	if (cJSON_IsString(v) && date_parse(v->valuestring, &t) == 0 && t > 0)
		return t;
	return 0;
}

/* What a JSON line says of the page's feed entry ("title", "teaser",
 * "content", "published", "author"), into e; NULL when it says nothing. */
static const struct extract_entry *
mapper_json_entry(const cJSON *o, struct extract_entry *e)
{
	e->title = mapper_json_member(o, "title");
	e->teaser = mapper_json_member(o, "teaser");
	e->content = mapper_json_member(o, "content");
	e->published = mapper_json_date(o);
	e->author = mapper_json_member(o, "author");
	/* a date or an author alone makes no entry to validate against */
	if (e->title == NULL && e->teaser == NULL && e->content == NULL)
		return NULL;
	return e;
}

/* One JSON line: {"url": ..., "html": ...} or "html_base64", with the
 * entry's "title", "teaser", "content", "published" and "author" when the
 * caller has them. */
static void
mapper_json_line(struct mapper *m, const char *name, unsigned long long no,
    const char *line, size_t len)
{
	cJSON *o, *url, *html, *b64, *ct;
	struct extract_entry entry;
	const struct extract_entry *e;
	char *raw = NULL, *msg;
	size_t n;

	if (len == 0 || (len == 1 && line[0] == '\r'))
		return;
	o = cJSON_ParseWithLength(line, len);
	url = cJSON_GetObjectItemCaseSensitive(o, "url");
	html = cJSON_GetObjectItemCaseSensitive(o, "html");
	b64 = cJSON_GetObjectItemCaseSensitive(o, "html_base64");
	ct = cJSON_GetObjectItemCaseSensitive(o, "content_type");
	if (!cJSON_IsObject(o) || !cJSON_IsString(url) ||
	    !(cJSON_IsString(html) || cJSON_IsString(b64))) {
		xasprintf(&msg,
		    "%s line %llu: not an object with a \"url\" "
		    "and an \"html\" or \"html_base64\" string",
		    name, no);
		mapper_error(m, cJSON_IsString(url) ? url->valuestring : NULL,
		    NULL, msg);
		free(msg);
		m->skipped[SKIP_BROKEN]++;
		cJSON_Delete(o);
		return;
	}
	e = mapper_json_entry(o, &entry);
	if (cJSON_IsString(html))
		mapper_page(m, url->valuestring,
		    cJSON_IsString(ct) ? ct->valuestring : NULL,
		    html->valuestring, strlen(html->valuestring), e);
	else if ((raw = mapper_base64(b64->valuestring, &n)) == NULL) {
		mapper_error(
		    m, url->valuestring, NULL, "html_base64 is not base64");
		m->errors++;
	} else
		mapper_page(m, url->valuestring,
		    cJSON_IsString(ct) ? ct->valuestring : NULL, raw, n, e);
	free(raw);
	cJSON_Delete(o);
}

static int
mapper_jsonl(struct mapper *m, struct mapper_input *in)
{
	struct buf acc;
	char tmp[65536], *nl;
	unsigned long long no = 0;
	size_t start, max = (size_t)WARC_MAX_RECORD / 3 * 4 + 65536;
	ssize_t n;
	int ret = 0;

	buf_init(&acc);
	for (;;) {
		n = mapper_read_cb(tmp, sizeof(tmp), in);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			fprintf(stderr, "templar: %s: %s\n", in->name,
			    strerror(errno));
			ret = -1;
			break;
		}
		if (n == 0)
			break;
		start = acc.len;
		buf_add(&acc, tmp, (size_t)n);
		start = 0;
		while ((nl = memchr(acc.data + start, '\n', acc.len - start)) !=
		    NULL) {
			mapper_json_line(m, in->name, ++no, acc.data + start,
			    (size_t)(nl - (acc.data + start)));
			start = (size_t)(nl - acc.data) + 1;
		}
		memmove(acc.data, acc.data + start, acc.len - start);
		acc.len -= start;
		if (acc.len > max) {
			fprintf(stderr,
			    "templar: %s line %llu: longer than "
			    "%zu bytes\n",
			    in->name, no + 1, max);
			ret = -1;
			break;
		}
	}
	if (ret == 0 && acc.len > 0)
		mapper_json_line(m, in->name, ++no, acc.data, acc.len);
	buf_free(&acc);
	return ret;
}

/* An HTML file, the page of --url. */
static int
mapper_html(struct mapper *m, struct mapper_input *in)
{
	struct buf b;
	char tmp[65536], empty[1] = "";
	ssize_t n;

	buf_init(&b);
	while ((n = mapper_read_cb(tmp, sizeof(tmp), in)) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 || b.len + (size_t)n > WARC_MAX_RECORD) {
			fprintf(stderr, "templar: %s: %s\n", in->name,
			    n < 0 ? strerror(errno)
				  : "larger than the page limit");
			buf_free(&b);
			return -1;
		}
		buf_add(&b, tmp, (size_t)n);
	}
	mapper_page(
	    m, m->url, NULL, b.data != NULL ? b.data : empty, b.len, NULL);
	buf_free(&b);
	return 0;
}

/* One input, by its first bytes. */
static int
mapper_input(struct mapper *m, const char *path)
{
	struct mapper_input in;
	size_t i;
	int rc;

	memset(&in, 0, sizeof(in));
	in.name = strcmp(path, "-") == 0 ? "standard input" : path;
	if (strcmp(path, "-") == 0)
		in.fd = STDIN_FILENO;
	else if ((in.fd = open(path, O_RDONLY)) == -1) {
		fprintf(stderr, "templar: %s: %s\n", path, strerror(errno));
		return -1;
	}
	if (mapper_peek(&in) == -1) {
		fprintf(stderr, "templar: %s: %s\n", in.name, strerror(errno));
		rc = -1;
		goto done;
	}
	for (i = 0; i < in.npeek && strchr(" \t\r\n", in.peek[i]) != NULL &&
	     in.peek[i] != '\0';
	     i++)
		;
	if (in.npeek == 0)
		rc = 0;
	else if (warc_sniff(in.peek, in.npeek))
		rc = mapper_warc(m, &in);
	else if (i < in.npeek && in.peek[i] == '{')
		rc = mapper_jsonl(m, &in);
	else if (m->url != NULL)
		rc = mapper_html(m, &in);
	else {
		fprintf(stderr,
		    "templar: %s: not WARC nor JSON lines (HTML "
		    "needs --url)\n",
		    in.name);
		rc = -1;
	}
done:
	if (in.fd != STDIN_FILENO)
		close(in.fd);
	return rc;
}

static void
mapper_summary(const struct mapper *m)
{
	int i, n = 0;

	fprintf(stderr,
	    "templar extract: %llu pages extracted, %llu errors; "
	    "skipped:",
	    m->extracted, m->errors);
	for (i = 0; i < SKIP_MAX; i++) {
		if (m->skipped[i] == 0)
			continue;
		fprintf(stderr, "%s %llu %s", n++ > 0 ? "," : "", m->skipped[i],
		    mapper_skip_names[i]);
	}
	fprintf(stderr, "%s\n", n == 0 ? " none" : "");
}

int
cmd_extract_templates(struct cli *cli, int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "templates", required_argument, NULL, 't' },
		{ "url", required_argument, NULL, 'u' },
		{ "html", no_argument, NULL, 'H' },
		{ "generic", no_argument, NULL, 'g' },
		{ NULL, 0, NULL, 0 },
	};
	static char outbuf[1 << 16];
	struct mapper m;
	const char *templates = NULL;
	int ch, i, rc = 0;

	(void)cli;
	memset(&m, 0, sizeof(m));
	buf_init(&m.out);
	optind = 1;
	while ((ch = getopt_long(argc, argv, "", longopts, NULL)) != -1) {
		switch (ch) {
		case 't':
			templates = optarg;
			break;
		case 'u':
			m.url = optarg;
			break;
		case 'H':
			m.with_html = 1;
			break;
		case 'g':
			m.generic = 1;
			break;
		default:
			return 2;
		}
	}
	if (templates == NULL && !m.generic)
		return 2;
	if (templates != NULL && mapper_load(&m, templates) == -1)
		return 1;
	setvbuf(stdout, outbuf, _IOFBF, sizeof(outbuf));
	if (optind == argc)
		rc = mapper_input(&m, "-");
	for (i = optind; i < argc; i++)
		if (mapper_input(&m, argv[i]) == -1)
			rc = -1;
	if (fflush(stdout) != 0)
		fatal("writing the output");
	mapper_summary(&m);
	mapper_free(&m);
	return rc == -1 ? 1 : 0;
}

/* SPDX-License-Identifier: ISC */
/*
 * serve_api: the JSON API for scripts.  /api/feeds lists the feeds,
 * /api/articles?feed=&q=&since=&before=&limit=&page= the articles, limit
 * a page (q is a search as `templar search` takes it, FTS5's own syntax
 * with &syntax=fts; since and before are unix seconds or YYYY-MM-DD;
 * "next" the URL of the page after, as a feed's next link),
 * /api/articles/ID one article with its body as served (body_html through the
 * allow-list), /api/status what `templar status` shows.  Records are
 * record.c's, so the fields are those of templar's --format json.  A bad
 * parameter is answered 400 and an unknown feed or article 404, both with a
 * JSON
 * {"error": ...}.
 *
 * Subscriptions change with the token only (never on a server without
 * one): POST /api/feeds {"url": ..., "name": ...} writes the drop-in
 * `templar add` writes, DELETE /api/feeds/NAME removes one it wrote
 * (dropin.c); either reloads templard as SIGHUP does.
 */
#include "config.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cjson/cJSON.h>

#include "conf.h"
#include "dropin.h"
#include "log.h"
#include "opml.h"
#include "record.h"
#include "serve_reply.h"
#include "serve_api.h"
#include "serve_feeds.h"
#include "status.h"
#include "store.h"
#include "util.h"

#define SERVE_API_LIMIT 100            /* articles when no limit= is given */
#define SERVE_API_MAX_LIMIT 10000      /* most articles in one answer */
#define SERVE_API_MAX_BYTES (8u << 20) /* of article text in one answer */

struct sa_list {
	cJSON *arr;
	int html; /* add body_html, as served */
	int found;
	size_t bytes;     /* of text in the articles so far */
	int is_truncated; /* SERVE_API_MAX_BYTES stopped the list */
	int limit;        /* articles a page; 0: no bound */
	int more;         /* an article follows the page */
};

static int sa_feed_cb(const struct store_feed *, void *);
static int sa_feed_found_cb(const struct store_feed *, void *);
static int sa_article_cb(const struct store_article *, void *);
static int sa_time(const char *, int64_t *);
static void sa_emit(struct serve_reply *, cJSON *);
static char *sa_page_url(const struct serve_req *, int);
static void sa_articles(const struct serve_req *, struct serve_reply *);
static void sa_status(const struct serve_req *, struct serve_reply *);
static void sa_article(
    const struct serve_req *, struct serve_reply *, const char *);
static int sa_may_change(const struct serve_req *, struct serve_reply *);
static void sa_feed_add(const struct serve_req *, struct serve_reply *);
static void sa_feed_remove(
    const struct serve_req *, struct serve_reply *, const char *);

static void
sa_emit(struct serve_reply *rp, cJSON *root)
{
	char *text;

	if ((text = cJSON_PrintUnformatted(root)) == NULL)
		fatalx("out of memory printing JSON");
	buf_adds(&rp->body, text);
	buf_addc(&rp->body, '\n');
	rp->type = "application/json";
	free(text);
	cJSON_Delete(root);
}

static int
sa_feed_cb(const struct store_feed *f, void *arg)
{
	struct sa_list *l = arg;

	l->found++;
	cJSON_AddItemToArray(l->arr, record_feed_json(f));
	return 0;
}

/* Only whether the feed exists. */
static int
sa_feed_found_cb(UNUSED const struct store_feed *f, void *arg)
{
	struct sa_list *l = arg;

	l->found++;
	return 0;
}

static int
sa_article_cb(const struct store_article *a, void *arg)
{
	struct sa_list *l = arg;
	cJSON *o;
	char *html;
	size_t n = 256 + strlen(a->url) + strlen(a->title) +
	    (a->body_text != NULL ? strlen(a->body_text) : 0) +
	    (l->html && a->body_html != NULL ? strlen(a->body_html) : 0);

	/* one more than the page was asked for: a next page */
	if (l->limit > 0 && l->found == l->limit) {
		l->more = 1;
		return 1;
	}
	/* a bound on the answer, whatever limit= says: the first one is in */
	if (l->found > 0 && l->bytes + n > SERVE_API_MAX_BYTES) {
		l->is_truncated = 1;
		return 1;
	}
	l->bytes += n;
	o = record_article_json(a, 0);
	l->found++;
	if (l->html) {
		html = serve_feeds_body(a);
		record_json_str(o, "body_html", html);
		free(html);
	}
	cJSON_AddItemToArray(l->arr, o);
	return 0;
}

/*
 * The absolute URL of this request's page, every parameter kept but
 * page (the token among them when the request carried it).
 */
static char *
sa_page_url(const struct serve_req *rq, int page)
{
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b, rq->base_url);
	serve_path_encode(&b, rq->path);
	buf_printf(&b, "?page=%d", page);
	for (i = 0; i < rq->nparams; i++) {
		if (strcmp(rq->params[i].name, "page") == 0)
			continue;
		buf_addc(&b, '&');
		serve_url_encode(&b, rq->params[i].name);
		buf_addc(&b, '=');
		serve_url_encode(&b, rq->params[i].value);
	}
	return buf_detach(&b, NULL);
}

/* Unix seconds, or a date YYYY-MM-DD (its midnight, UTC). */
static int
sa_time(const char *s, int64_t *t)
{
	struct tm tm;
	const char *end;
	char *cause = NULL;
	long long n;

	if (util_parse_int(s, 1, INT64_MAX / 2, &n, &cause) == 0) {
		*t = n;
		return 0;
	}
	free(cause);
	memset(&tm, 0, sizeof(tm));
	if ((end = strptime(s, "%Y-%m-%d", &tm)) == NULL || *end != '\0')
		return -1;
	*t = (int64_t)timegm(&tm);
	return 0;
}

static void
sa_articles(const struct serve_req *rq, struct serve_reply *rp)
{
	struct sa_list l;
	const char *feed = serve_req_param(rq, "feed");
	const char *q = serve_req_param(rq, "q");
	const char *v;
	int64_t since = 0, before = 0;
	long long limit = SERVE_API_LIMIT;
	char *cause = NULL, *match = NULL, *next;
	int page;
	cJSON *root;

	if ((v = serve_req_param(rq, "limit")) != NULL &&
	    util_parse_int(v, 1, SERVE_API_MAX_LIMIT, &limit, &cause) == -1) {
		free(cause);
		serve_reply_json_error(rp, 400,
		    "limit: '%s' is not a number from 1 to %d", v,
		    SERVE_API_MAX_LIMIT);
		return;
	}
	if (serve_req_page(rq, &page) == -1) {
		serve_reply_json_error(rp, 400,
		    "page: '%s' is not a number from 1 to %d",
		    serve_req_param(rq, "page"), SERVE_MAX_PAGE);
		return;
	}
	if ((v = serve_req_param(rq, "since")) != NULL &&
	    sa_time(v, &since) == -1) {
		serve_reply_json_error(rp, 400,
		    "since: '%s' is neither unix "
		    "seconds nor YYYY-MM-DD",
		    v);
		return;
	}
	if ((v = serve_req_param(rq, "before")) != NULL &&
	    sa_time(v, &before) == -1) {
		serve_reply_json_error(rp, 400,
		    "before: '%s' is neither "
		    "unix seconds nor YYYY-MM-DD",
		    v);
		return;
	}
	if (q != NULL && *q == '\0')
		q = NULL;
	if ((v = serve_req_param(rq, "syntax")) != NULL &&
	    strcmp(v, "fts") != 0 && strcmp(v, "plain") != 0) {
		serve_reply_json_error(
		    rp, 400, "syntax: '%s' is neither plain nor fts", v);
		return;
	}
	if (q != NULL)
		match = v != NULL && strcmp(v, "fts") == 0
		    ? xstrdup(q)
		    : store_query_plain(q);
	if (match != NULL && store_query_terms(match) > STORE_QUERY_MAX_TERMS) {
		serve_reply_json_error(rp, 400,
		    "q: too many terms (%d): at most %d",
		    store_query_terms(match), STORE_QUERY_MAX_TERMS);
		free(match);
		return;
	}
	memset(&l, 0, sizeof(l));
	l.limit = (int)limit;
	if (feed != NULL) {
		if (store_feed_get(rq->st, feed, sa_feed_found_cb, &l) == -1) {
			serve_reply_json_error(rp, 503, "database error");
			free(match);
			return;
		}
		if (l.found == 0) {
			serve_reply_json_error(
			    rp, 404, "no feed called %s", feed);
			free(match);
			return;
		}
		l.found = 0;
	}
	if ((l.arr = cJSON_CreateArray()) == NULL)
		fatalx("out of memory");
	/* a q with no word in it matches nothing */
	if ((match == NULL || *match != '\0') &&
	    store_article_query(rq->st, feed, match, since, before,
		(page - 1) * (int)limit, (int)limit + 1, sa_article_cb,
		&l) == -1) {
		cJSON_Delete(l.arr);
		if (store_over_budget(rq->st))
			serve_reply_json_error(rp, 503,
			    "the query took too long and was stopped: "
			    "narrow it");
		else if (store_query_error(rq->st) != NULL)
			serve_reply_json_error(rp, 400,
			    "q: '%s' is not an FTS5 query (%s)", q,
			    store_query_error(rq->st));
		else
			serve_reply_json_error(rp, 503, "database error");
		free(match);
		return;
	}
	free(match);
	if ((root = cJSON_CreateObject()) == NULL)
		fatalx("out of memory");
	cJSON_AddNumberToObject(root, "count", l.found);
	cJSON_AddNumberToObject(root, "page", page);
	if (l.is_truncated)
		cJSON_AddBoolToObject(root, "truncated", 1);
	/* a page cut short by the byte bound has no next: its rest would
	 * be skipped */
	else if (l.more && page < SERVE_MAX_PAGE) {
		next = sa_page_url(rq, page + 1);
		record_json_str(root, "next", next);
		free(next);
	}
	cJSON_AddItemToObject(root, "articles", l.arr);
	sa_emit(rp, root);
}

static void
sa_status(const struct serve_req *rq, struct serve_reply *rp)
{
	struct status s;

	if (status_read(&s, rq->st, rq->database, rq->conf, rq->now) == -1)
		serve_reply_json_error(rp, 503, "%s",
		    s.damage != NULL ? s.damage : "database error");
	else
		sa_emit(rp, status_json(&s));
	status_free(&s);
}

static void
sa_article(const struct serve_req *rq, struct serve_reply *rp, const char *id)
{
	struct sa_list l;
	cJSON *one;

	if (*id == '\0' || strspn(id, "0123456789") != strlen(id) ||
	    strlen(id) > 18) {
		serve_reply_json_error(
		    rp, 400, "'%s' is not an article id", id);
		return;
	}
	memset(&l, 0, sizeof(l));
	l.html = 1;
	if ((l.arr = cJSON_CreateArray()) == NULL)
		fatalx("out of memory");
	if (store_article_get(rq->st, id, sa_article_cb, &l) == -1) {
		cJSON_Delete(l.arr);
		serve_reply_json_error(rp, 503, "database error");
		return;
	}
	if (l.found == 0) {
		cJSON_Delete(l.arr);
		serve_reply_json_error(rp, 404, "no article %s", id);
		return;
	}
	one = cJSON_DetachItemFromArray(l.arr, 0);
	cJSON_Delete(l.arr);
	sa_emit(rp, one);
}

/*
 * Subscriptions change only on a server with a token (serve.c checked
 * that the request carries it) and a configuration file.  0, or -1
 * after answering why not.
 */
static int
sa_may_change(const struct serve_req *rq, struct serve_reply *rp)
{
	if (rq->token == NULL) {
		serve_reply_json_error(rp, 403,
		    "subscriptions change only with a token: set [http] token");
		return -1;
	}
	if (rq->conf->path == NULL) {
		serve_reply_json_error(rp, 403, "no configuration file");
		return -1;
	}
	return 0;
}

/* POST /api/feeds {"url": URL, "name": NAME}: 201 with the feed. */
static void
sa_feed_add(const struct serve_req *rq, struct serve_reply *rp)
{
	cJSON *in, *root;
	const cJSON *url, *name;
	char *base, *made, *path = NULL, *cause = NULL;
	int taken;

	if (sa_may_change(rq, rp) == -1)
		return;
	in = cJSON_ParseWithLength(rq->body, rq->body_len);
	url = cJSON_GetObjectItemCaseSensitive(in, "url");
	name = cJSON_GetObjectItemCaseSensitive(in, "name");
	if (!cJSON_IsString(url) || (name != NULL && !cJSON_IsString(name))) {
		serve_reply_json_error(rp, 400,
		    "the body is {\"url\": FEED_URL, \"name\": NAME}, "
		    "name optional");
		cJSON_Delete(in);
		return;
	}
	base = name != NULL ? xstrdup(name->valuestring)
			    : opml_feed_name(NULL, url->valuestring);
	made =
	    name != NULL ? xstrdup(base) : dropin_unique_name(rq->conf, base);
	if (dropin_add(rq->conf, made, url->valuestring, NULL, &path, &taken,
		&cause) == -1)
		serve_reply_json_error(rp, taken ? 409 : 400, "%s", cause);
	else {
		log_info("http: feed %s subscribed to %s (%s)", made,
		    url->valuestring, path);
		if ((root = cJSON_CreateObject()) == NULL)
			fatalx("out of memory");
		record_json_str(root, "name", made);
		record_json_str(root, "url", url->valuestring);
		record_json_str(root, "file", path);
		sa_emit(rp, root);
		rp->status = 201;
		(void)raise(SIGHUP); /* templard reloads from its loop */
	}
	free(cause);
	free(path);
	free(made);
	free(base);
	cJSON_Delete(in);
}

/* DELETE /api/feeds/NAME: the drop-in of `templar add` removed. */
static void
sa_feed_remove(
    const struct serve_req *rq, struct serve_reply *rp, const char *name)
{
	cJSON *root;
	char *path = NULL, *cause = NULL;
	int r;

	if (sa_may_change(rq, rp) == -1)
		return;
	if ((r = dropin_remove(rq->conf, name, &path, &cause)) == 1)
		serve_reply_json_error(
		    rp, 404, "no feed %s in the configuration", name);
	else if (r == -1)
		serve_reply_json_error(rp, 409, "%s", cause);
	else {
		log_info("http: feed %s unsubscribed (%s removed)", name, path);
		if ((root = cJSON_CreateObject()) == NULL)
			fatalx("out of memory");
		record_json_str(root, "removed", name);
		record_json_str(root, "file", path);
		sa_emit(rp, root);
		(void)raise(SIGHUP);
	}
	free(cause);
	free(path);
}

void
serve_api_answer(const struct serve_req *rq, struct serve_reply *rp)
{
	struct sa_list l;
	cJSON *root;
	const char *p = rq->path + strlen("/api/");

	if (rq->method == SERVE_POST && strcmp(p, "feeds") == 0)
		sa_feed_add(rq, rp);
	else if (rq->method == SERVE_DELETE && strncmp(p, "feeds/", 6) == 0)
		sa_feed_remove(rq, rp, p + 6);
	else if (rq->method != SERVE_READ)
		serve_reply_json_error(rp, 405,
		    "only POST /api/feeds and DELETE /api/feeds/NAME change "
		    "anything");
	else if (strcmp(p, "feeds") == 0) {
		memset(&l, 0, sizeof(l));
		if ((l.arr = cJSON_CreateArray()) == NULL)
			fatalx("out of memory");
		if (store_feed_list(rq->st, 0, sa_feed_cb, &l) == -1) {
			cJSON_Delete(l.arr);
			serve_reply_json_error(rp, 503, "database error");
			return;
		}
		if ((root = cJSON_CreateObject()) == NULL)
			fatalx("out of memory");
		cJSON_AddItemToObject(root, "feeds", l.arr);
		sa_emit(rp, root);
	} else if (strcmp(p, "articles") == 0)
		sa_articles(rq, rp);
	else if (strcmp(p, "status") == 0)
		sa_status(rq, rp);
	else if (strncmp(p, "articles/", 9) == 0)
		sa_article(rq, rp, p + 9);
	else
		serve_reply_json_error(
		    rp, 404, "no such API path: %s", rq->path);
}

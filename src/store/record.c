/* SPDX-License-Identifier: ISC */
/*
 * record: stored feeds, articles and templates as JSON objects.  templar's
 * --format json and templard's /api both build them here, so a script
 * reads the same field names from either.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cjson/cJSON.h>

#include "log.h"
#include "record.h"
#include "store.h"
#include "util.h"

const char *
record_tmpl_status(enum store_tmpl_status s)
{
	switch (s) {
	case STORE_TMPL_OK:
		return "ok";
	case STORE_TMPL_FAILED:
		return "failed";
	default:
		return "none";
	}
}

cJSON *
record_json_new(void)
{
	cJSON *o;

	if ((o = cJSON_CreateObject()) == NULL)
		fatalx("out of memory");
	return o;
}

void
record_json_str(cJSON *o, const char *key, const char *value)
{
	if (value == NULL)
		cJSON_AddNullToObject(o, key);
	else
		cJSON_AddStringToObject(o, key, value);
}

void
record_json_strings(cJSON *o, const char *key, const char *const *v, size_t n)
{
	cJSON *array, *s;
	size_t i;

	if ((array = cJSON_AddArrayToObject(o, key)) == NULL)
		fatalx("out of memory");
	for (i = 0; i < n; i++) {
		if ((s = cJSON_CreateString(v[i])) == NULL)
			fatalx("out of memory");
		cJSON_AddItemToArray(array, s);
	}
}

void
record_json_time(cJSON *o, const char *key, int64_t t)
{
	char out[32];
	time_t tt = (time_t)t;
	struct tm tm;

	if (t == 0 || gmtime_r(&tt, &tm) == NULL) {
		cJSON_AddNullToObject(o, key);
		return;
	}
	strftime(out, sizeof(out), "%Y-%m-%dT%H:%M:%SZ", &tm);
	cJSON_AddStringToObject(o, key, out);
}

cJSON *
record_feed_json(const struct store_feed *f)
{
	cJSON *o = record_json_new();
	char wait[128];

	record_json_str(o, "name", f->name);
	record_json_str(o, "url", f->url);
	cJSON_AddBoolToObject(o, "active", f->active);
	cJSON_AddNumberToObject(o, "entries", (double)f->entries);
	cJSON_AddNumberToObject(o, "articles", (double)f->articles);
	record_json_str(
	    o, "template_status", record_tmpl_status(f->tmpl_status));
	record_json_str(o, "template_reason", f->tmpl_reason);
	record_json_time(o, "last_poll", f->last_poll_at);
	record_json_time(o, "next_poll", f->next_poll_at);
	record_feed_wait(f, wait, sizeof(wait));
	record_json_str(o, "next_poll_reason", wait);
	record_json_str(o, "last_error", f->last_error);
	cJSON_AddNumberToObject(o, "failures", f->failures);
	record_json_str(o, "state", f->state);
	record_json_str(o, "state_shown", record_feed_state(f));
	record_json_str(o, "state_reason", f->state_reason);
	record_json_str(o, "site", f->site);
	record_json_str(o, "found_by", f->found_by);
	return o;
}

const char *
record_feed_state(const struct store_feed *f)
{
	if (f->state == NULL || strcmp(f->state, "ok") == 0)
		return f->last_error != NULL ? "retrying" : "ok";
	return f->state;
}

void
record_feed_wait(const struct store_feed *f, char *buf, size_t len)
{
	if (!f->active)
		snprintf(buf, len, "not subscribed");
	else if (f->state != NULL &&
	    (strcmp(f->state, "gone") == 0 || strcmp(f->state, "refused") == 0))
		snprintf(buf, len,
		    "stopped (%s): until its URL or settings change, or "
		    "templar poll",
		    f->state);
	else if (f->next_poll_at == 0)
		snprintf(buf, len, "due now");
	else if (f->failures > 0)
		snprintf(buf, len, "retrying after %d failed poll%s",
		    f->failures, f->failures == 1 ? "" : "s");
	else
		snprintf(buf, len, "its interval");
}

cJSON *
record_article_json(const struct store_article *a, int with_html)
{
	cJSON *o = record_json_new();

	cJSON_AddNumberToObject(o, "id", (double)a->id);
	record_json_str(o, "feed", a->feed_name);
	record_json_str(o, "url", a->url);
	record_json_str(o, "title", a->title);
	cJSON_AddBoolToObject(o, "title_from_feed", a->title_from_feed);
	record_json_str(o, "body", a->body_text);
	if (with_html)
		record_json_str(o, "body_html", a->body_html);
	record_json_str(o, "category", a->category);
	record_json_strings(
	    o, "categories", a->page_categories, a->npage_categories);
	record_json_time(o, "published", a->published);
	if (a->template_id > 0)
		cJSON_AddNumberToObject(o, "template", (double)a->template_id);
	else
		cJSON_AddNullToObject(o, "template");
	if (a->score >= 0)
		cJSON_AddNumberToObject(o, "score", a->score);
	else
		cJSON_AddNullToObject(o, "score");
	record_json_time(o, "extracted_at", a->extracted_at);
	cJSON_AddBoolToObject(o, "fallback", a->fallback != 0);
	record_json_str(o, "author", a->author);
	record_json_str(o, "image", a->image);
	record_json_str(o, "comments_url", a->comments_url);
	if (a->comment_count >= 0)
		cJSON_AddNumberToObject(
		    o, "comment_count", (double)a->comment_count);
	else
		cJSON_AddNullToObject(o, "comment_count");
	if (a->snippet != NULL)
		record_json_str(o, "snippet", a->snippet);
	return o;
}

/*
 * "learned_pages": the entries learned_from names as people know them,
 * their article ("article": its id, null while none) and page ("url").
 */
static void
record_template_pages(cJSON *o, const struct store_template *t)
{
	cJSON *l, *e;
	size_t i;

	if ((l = cJSON_CreateArray()) == NULL)
		fatalx("out of memory");
	for (i = 0; i < t->nlearned_from; i++) {
		e = record_json_new();
		if (t->learned_articles != NULL && t->learned_articles[i] > 0)
			cJSON_AddNumberToObject(
			    e, "article", (double)t->learned_articles[i]);
		else
			cJSON_AddNullToObject(e, "article");
		if (t->learned_urls != NULL && *t->learned_urls[i] != '\0')
			record_json_str(e, "url", t->learned_urls[i]);
		else
			cJSON_AddNullToObject(e, "url");
		cJSON_AddItemToArray(l, e);
	}
	cJSON_AddItemToObject(o, "learned_pages", l);
}

cJSON *
record_template_json(const struct store_template *t)
{
	cJSON *o = record_json_new(), *ids;
	size_t i;

	if ((ids = cJSON_CreateArray()) == NULL)
		fatalx("out of memory");
	cJSON_AddNumberToObject(o, "id", (double)t->id);
	record_json_str(o, "host", t->host);
	record_json_str(o, "feed", t->feed_name);
	cJSON_AddNumberToObject(o, "version", t->version);
	record_json_str(o, "status", t->status);
	record_json_str(o, "method", t->method);
	record_json_str(o, "title_xpath", t->title_xpath);
	record_json_str(o, "body_xpath", t->body_xpath);
	record_json_str(o, "category_xpath", t->category_xpath);
	for (i = 0; i < t->nlearned_from; i++)
		cJSON_AddItemToArray(
		    ids, cJSON_CreateNumber((double)t->learned_from[i]));
	cJSON_AddItemToObject(o, "learned_from", ids);
	record_template_pages(o, t);
	record_json_time(o, "learned_at", t->learned_at);
	record_json_str(o, "reason", t->reason);
	cJSON_AddItemToObject(o, "template", cJSON_Parse(t->json));
	return o;
}

/* SPDX-License-Identifier: ISC */
/*
 * tmpl_json: a template's JSON form, what the store keeps: read back with
 * every XPath and string checked (a stored template is input like any
 * other), written with the version number the reader expects.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "log.h"
#include "tmpl.h"
#include "tmpl_int.h"
#include "util.h"

#define TMPL_VERSION 1
#define TMPL_MAX_METHOD 64

/* A string member: absent or null leaves *out NULL; -1 if not a string
 * or longer than max. */
static int
tmpl_json_str(
    const cJSON *root, const char *key, size_t max, char **out, char **cause)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(root, key);

	*out = NULL;
	if (v == NULL || cJSON_IsNull(v))
		return 0;
	if (!cJSON_IsString(v) || v->valuestring == NULL) {
		xasprintf(cause, "template: %s is not a string", key);
		return -1;
	}
	if (strlen(v->valuestring) > max) {
		xasprintf(cause, "template: %s is too long", key);
		return -1;
	}
	*out = xstrdup(v->valuestring);
	return 0;
}

static int
tmpl_json_xpath(const cJSON *root, const char *key, char **out, char **cause)
{
	if (tmpl_json_str(root, key, TMPL_MAX_XPATH, out, cause) == -1)
		return -1;
	if (*out != NULL && !tmpl_xpath_valid(*out)) {
		xasprintf(cause, "template: %s is not a valid XPath", key);
		free(*out);
		*out = NULL;
		return -1;
	}
	return 0;
}

/* An array of 64-bit hashes as hex strings, at most max of them. */
static int
tmpl_read_hashes(const cJSON *root, const char *key, uint64_t *out, size_t max,
    size_t *n, char **cause)
{
	const cJSON *v, *s;
	char *end;

	*n = 0;
	v = cJSON_GetObjectItemCaseSensitive(root, key);
	if (v == NULL || cJSON_IsNull(v))
		return 0;
	if (!cJSON_IsArray(v) || cJSON_GetArraySize(v) > (int)max) {
		xasprintf(cause,
		    "template: %s is not an array of at most %zu hashes", key,
		    max);
		return -1;
	}
	cJSON_ArrayForEach(s, v)
	{
		if (!cJSON_IsString(s) || s->valuestring == NULL ||
		    strlen(s->valuestring) != 16) {
			xasprintf(cause, "template: %s holds a bad hash", key);
			return -1;
		}
		out[*n] = (uint64_t)strtoull(s->valuestring, &end, 16);
		if (*end != '\0') {
			xasprintf(cause, "template: %s holds a bad hash", key);
			return -1;
		}
		(*n)++;
	}
	return 0;
}

/* The structural signature and the boilerplate fingerprints. */
static int
tmpl_read_signature(struct tmpl *t, const cJSON *root, char **cause)
{
	uint64_t
	    h[TMPL_MAX_SIG > TMPL_MAX_BOILER ? TMPL_MAX_SIG : TMPL_MAX_BOILER];
	size_t n, i;

	if (tmpl_read_hashes(root, "signature", h, TMPL_MAX_SIG, &n, cause) ==
	    -1)
		return -1;
	tmpl_set_signature(t, h, n);
	if (tmpl_read_hashes(
		root, "body_boiler", h, TMPL_MAX_BOILER, &n, cause) == -1)
		return -1;
	for (i = 0; i < n; i++)
		tmpl_add_body_boiler(t, h[i]);
	return 0;
}

static int tmpl_read_fields(struct tmpl *, const cJSON *, int, char **);

/* The other layouts, each an object of the template's own fields. */
static int
tmpl_read_layouts(struct tmpl *t, const cJSON *root, char **cause)
{
	const cJSON *v, *o;
	struct tmpl *l;

	v = cJSON_GetObjectItemCaseSensitive(root, "layouts");
	if (v == NULL || cJSON_IsNull(v))
		return 0;
	if (!cJSON_IsArray(v) || cJSON_GetArraySize(v) > TMPL_MAX_LAYOUTS - 1) {
		xasprintf(cause,
		    "template: layouts is not an array of at "
		    "most %d templates",
		    TMPL_MAX_LAYOUTS - 1);
		return -1;
	}
	cJSON_ArrayForEach(o, v)
	{
		if (!cJSON_IsObject(o)) {
			xasprintf(cause, "template: a layout is not an object");
			return -1;
		}
		l = tmpl_new();
		if (tmpl_read_fields(l, o, 1, cause) == -1) {
			tmpl_free(l);
			return -1;
		}
		t->layout[t->nlayout++] = l;
	}
	return 0;
}

static int
tmpl_read_fields(struct tmpl *t, const cJSON *root, int nested, char **cause)
{
	static const char *const mkeys[] = { "title_method", "body_method",
		"category_method", "date_method", "author_method" };
	const cJSON *v, *s;
	char *x;
	size_t i;

	v = cJSON_GetObjectItemCaseSensitive(root, "version");
	if (nested && v != NULL) {
		xasprintf(cause, "template: a layout has a version");
		return -1;
	}
	if (!nested && (!cJSON_IsNumber(v) || v->valuedouble != TMPL_VERSION)) {
		xasprintf(cause, "template: unknown version");
		return -1;
	}
	if (tmpl_read_signature(t, root, cause) == -1)
		return -1;
	if (nested &&
	    cJSON_GetObjectItemCaseSensitive(root, "layouts") != NULL) {
		xasprintf(cause, "template: a layout holds layouts");
		return -1;
	}
	if (!nested && tmpl_read_layouts(t, root, cause) == -1)
		return -1;
	if (tmpl_json_xpath(root, "title_xpath", &t->title_xpath, cause) ==
		-1 ||
	    tmpl_json_xpath(root, "body_xpath", &t->body_xpath, cause) == -1 ||
	    tmpl_json_xpath(
		root, "category_xpath", &t->category_xpath, cause) == -1 ||
	    tmpl_json_xpath(root, "date_xpath", &t->date_xpath, cause) == -1 ||
	    tmpl_json_xpath(root, "author_xpath", &t->author_xpath, cause) ==
		-1 ||
	    tmpl_json_str(root, "method", TMPL_MAX_METHOD, &t->method, cause) ==
		-1 ||
	    tmpl_json_str(root, "title_prefix", TMPL_MAX_TITLE,
		&t->title_prefix, cause) == -1 ||
	    tmpl_json_str(root, "title_suffix", TMPL_MAX_TITLE,
		&t->title_suffix, cause) == -1)
		return -1;
	for (i = 0; i < NELEM(mkeys); i++)
		if (tmpl_json_str(root, mkeys[i], TMPL_MAX_METHOD,
			&t->field_method[i], cause) == -1)
			return -1;
	if (t->body_xpath == NULL) {
		xasprintf(cause, "template: no body_xpath");
		return -1;
	}
	v = cJSON_GetObjectItemCaseSensitive(root, "body_guard");
	if (v != NULL && !cJSON_IsBool(v)) {
		xasprintf(cause, "template: body_guard is not a boolean");
		return -1;
	}
	t->guard = cJSON_IsTrue(v);
	v = cJSON_GetObjectItemCaseSensitive(root, "body_strip");
	if (v == NULL || cJSON_IsNull(v))
		return 0;
	if (!cJSON_IsArray(v) || cJSON_GetArraySize(v) > TMPL_MAX_STRIP) {
		xasprintf(cause,
		    "template: body_strip is not an array of "
		    "at most %d XPaths",
		    TMPL_MAX_STRIP);
		return -1;
	}
	cJSON_ArrayForEach(s, v)
	{
		if (!cJSON_IsString(s) || s->valuestring == NULL ||
		    !tmpl_xpath_valid(s->valuestring)) {
			xasprintf(cause,
			    "template: body_strip holds an "
			    "invalid XPath");
			return -1;
		}
		x = s->valuestring;
		t->strip[t->nstrip++] = xstrdup(x);
	}
	return 0;
}

/*
 * Build a template from its JSON form (as tmpl_to_json() writes it).
 * Return a template the caller frees with tmpl_free(), or NULL with
 * *cause set: the text comes from the database and may be anything.
 */
struct tmpl *
tmpl_from_json(const char *text, char **cause)
{
	cJSON *root;
	struct tmpl *t;

	if (text == NULL || (root = cJSON_Parse(text)) == NULL) {
		xasprintf(cause, "template: not valid JSON");
		return NULL;
	}
	if (!cJSON_IsObject(root)) {
		xasprintf(cause, "template: not a JSON object");
		cJSON_Delete(root);
		return NULL;
	}
	t = tmpl_new();
	if (tmpl_read_fields(t, root, 0, cause) == -1)
		goto fail;
	cJSON_Delete(root);
	return t;
fail:
	tmpl_free(t);
	cJSON_Delete(root);
	return NULL;
}

static void
tmpl_json_add(cJSON *root, const char *key, const char *value)
{
	if (value != NULL)
		cJSON_AddStringToObject(root, key, value);
}

/* The JSON object of a template (of a layout when nested). */
static cJSON *
tmpl_json_object(const struct tmpl *t, int nested)
{
	cJSON *root, *arr;
	char hex[24];
	size_t i;

	root = cJSON_CreateObject();
	if (!nested)
		cJSON_AddNumberToObject(root, "version", TMPL_VERSION);
	tmpl_json_add(root, "method", t->method);
	tmpl_json_add(root, "title_xpath", t->title_xpath);
	tmpl_json_add(root, "title_method", t->field_method[TMPL_TITLE]);
	tmpl_json_add(root, "title_prefix", t->title_prefix);
	tmpl_json_add(root, "title_suffix", t->title_suffix);
	tmpl_json_add(root, "body_xpath", t->body_xpath);
	tmpl_json_add(root, "body_method", t->field_method[TMPL_BODY]);
	if (t->guard)
		cJSON_AddTrueToObject(root, "body_guard");
	if (t->nstrip > 0) {
		arr = cJSON_AddArrayToObject(root, "body_strip");
		for (i = 0; i < t->nstrip; i++)
			cJSON_AddItemToArray(
			    arr, cJSON_CreateString(t->strip[i]));
	}
	if (t->nboiler > 0) {
		arr = cJSON_AddArrayToObject(root, "body_boiler");
		for (i = 0; i < t->nboiler; i++) {
			snprintf(hex, sizeof(hex), "%016llx",
			    (unsigned long long)t->boiler[i]);
			cJSON_AddItemToArray(arr, cJSON_CreateString(hex));
		}
	}
	tmpl_json_add(root, "category_xpath", t->category_xpath);
	tmpl_json_add(root, "category_method", t->field_method[TMPL_CATEGORY]);
	tmpl_json_add(root, "date_xpath", t->date_xpath);
	tmpl_json_add(root, "date_method", t->field_method[TMPL_DATE]);
	tmpl_json_add(root, "author_xpath", t->author_xpath);
	tmpl_json_add(root, "author_method", t->field_method[TMPL_AUTHOR]);
	if (t->nsig > 0) {
		arr = cJSON_AddArrayToObject(root, "signature");
		for (i = 0; i < t->nsig; i++) {
			snprintf(hex, sizeof(hex), "%016llx",
			    (unsigned long long)t->sig[i]);
			cJSON_AddItemToArray(arr, cJSON_CreateString(hex));
		}
	}
	if (t->nlayout > 0) {
		arr = cJSON_AddArrayToObject(root, "layouts");
		for (i = 0; i < t->nlayout; i++)
			cJSON_AddItemToArray(
			    arr, tmpl_json_object(t->layout[i], 1));
	}
	return root;
}

char *
tmpl_to_json(const struct tmpl *t)
{
	cJSON *root;
	char *s, *out;

	root = tmpl_json_object(t, 0);
	if ((s = cJSON_PrintUnformatted(root)) == NULL)
		fatalx("%s: out of memory", __func__);
	cJSON_Delete(root);
	out = xstrdup(s);
	cJSON_free(s);
	return out;
}

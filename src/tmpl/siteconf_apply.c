/* SPDX-License-Identifier: ISC */
/*
 * siteconf_apply: a site config on one page, in Full-Text RSS's order:
 * find_string/replace_string on the bytes, then (parsed) the strip
 * rules remove nodes from the whole document, then the config's
 * title/body/date/author XPaths stand in for the learned template's
 * where they find something (siteconf.h; doc/METHODS.md "Site
 * configs").  Every step is bounded: replacements, growth, nodes
 * removed, XPath evaluation steps.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>
#include <libxml/xpath.h>

#include "html.h"
#include "log.h"
#include "siteconf.h"
#include "tmpl.h"
#include "util.h"

#define SITECONF_XPATH_OPS 5000000UL /* evaluation steps of one XPath */
/* Of all a config's XPaths on one page, for each of the two steps
 * (strip; the fields' XPaths): a config of a thousand rules costs a
 * page no more than a few of them each at its limit. */
#define SITECONF_PAGE_OPS (4 * SITECONF_XPATH_OPS)

static void siteconf_quiet(void *ctx, xmlErrorPtr e);
static xmlXPathObjectPtr siteconf_eval(
    xmlDocPtr xml, const char *xpath, unsigned long *budget);

/* ---- find_string / replace_string ---- */

/* Replace every find in *data (of *len bytes) with repl; -1 when over
 * the bounds (nothing changed), 0 when find is absent, else 1. */
static int
siteconf_replace(char **data, size_t *len, const char *find, const char *repl)
{
	size_t flen = strlen(find), rlen = strlen(repl), n = 0, out;
	const char *p, *end, *hit;
	struct buf b;

	if (flen == 0)
		return 0;
	end = *data + *len;
	for (p = *data;
	     (hit = memmem(p, (size_t)(end - p), find, flen)) != NULL;
	     p = hit + flen)
		if (++n > SITECONF_MAX_MATCHES)
			return -1;
	if (n == 0)
		return 0;
	if (rlen > flen && (rlen - flen) * n > SITECONF_MAX_GROWTH)
		return -1;
	out = *len - n * flen + n * rlen;
	buf_init(&b);
	buf_reserve(&b, out + 1);
	for (p = *data;
	     (hit = memmem(p, (size_t)(end - p), find, flen)) != NULL;
	     p = hit + flen) {
		buf_add(&b, p, (size_t)(hit - p));
		buf_add(&b, repl, rlen);
	}
	buf_add(&b, p, (size_t)(end - p));
	free(*data);
	*data = buf_detach(&b, len);
	return 1;
}

char *
siteconf_rewrite(const struct siteconf *sc, const char *data, size_t len,
    size_t *outlen, int *skipped)
{
	const struct siteconf_rule *r;
	const char *find;
	char *out = NULL;
	size_t i, npairs = 0, nplain = 0, cur = len;
	int changed = 0, rc;

	*skipped = 0;
	for (i = 0; i < siteconf_count(sc); i++) {
		r = siteconf_rule(sc, i);
		if (strcmp(r->key, "replace_string") != 0)
			continue;
		/* replace_string(find): repl is a pair by itself; a plain
		 * replace_string pairs with the find_string of its rank */
		if (r->arg != NULL)
			find = r->arg;
		else
			find = siteconf_value(sc, "find_string", nplain++);
		if (find == NULL || ++npairs > SITECONF_MAX_REPLACE)
			continue;
		if (out == NULL) {
			out = xmalloc(len + 1);
			memcpy(out, data, len);
		}
		if ((rc = siteconf_replace(&out, &cur, find, r->value)) == 1 &&
		    cur > len + SITECONF_MAX_GROWTH) {
			/* the pairs together grew it too much: none */
			(*skipped)++;
			changed = 0;
			break;
		}
		if (rc == -1)
			(*skipped)++;
		else if (rc == 1)
			changed = 1;
	}
	if (!changed) {
		free(out);
		return NULL;
	}
	*outlen = cur;
	return out;
}

/* ---- strip rules ---- */

static void
siteconf_quiet(UNUSED void *ctx, UNUSED xmlErrorPtr e)
{
}

/* Evaluate xpath on the whole document, bounded by its own limit and by
 * what is left of *budget (which it uses up); NULL on failure. */
static xmlXPathObjectPtr
siteconf_eval(xmlDocPtr xml, const char *xpath, unsigned long *budget)
{
	xmlXPathContextPtr ctx;
	xmlXPathObjectPtr r;

	if (*budget == 0 || (ctx = xmlXPathNewContext(xml)) == NULL)
		return NULL;
	ctx->error = siteconf_quiet;
	ctx->opLimit =
	    *budget < SITECONF_XPATH_OPS ? *budget : SITECONF_XPATH_OPS;
	ctx->opCount = 0;
	ctx->node = xmlDocGetRootElement(xml);
	r = xmlXPathEvalExpression((const xmlChar *)xpath, ctx);
	*budget -= ctx->opCount < *budget ? ctx->opCount : *budget;
	xmlXPathFreeContext(ctx);
	return r;
}

/* An XPath literal for s: quoted with whichever quote it lacks. */
static void
siteconf_literal(struct buf *b, const char *s)
{
	char q = strchr(s, '\'') != NULL ? '"' : '\'';

	buf_printf(b, "%c%s%c", q, s, q);
}

/* The XPath a strip rule stands for; NULL for other rules.  Full-Text
 * RSS's own: strip_id_or_class is a substring of the id or class,
 * strip_image_src one of an image's src. */
static char *
siteconf_strip_xpath(const struct siteconf_rule *r)
{
	struct buf b;

	if (strcmp(r->key, "strip") == 0)
		return xstrdup(r->value);
	buf_init(&b);
	if (strcmp(r->key, "strip_id_or_class") == 0) {
		buf_adds(&b, "//*[contains(@class,");
		siteconf_literal(&b, r->value);
		buf_adds(&b, ") or contains(@id,");
		siteconf_literal(&b, r->value);
		buf_adds(&b, ")]");
	} else if (strcmp(r->key, "strip_image_src") == 0) {
		buf_adds(&b, "//img[contains(@src,");
		siteconf_literal(&b, r->value);
		buf_adds(&b, ")]");
	} else {
		buf_free(&b);
		return NULL;
	}
	return buf_detach(&b, NULL);
}

size_t
siteconf_strip(const struct siteconf *sc, struct html_doc *doc)
{
	xmlDocPtr xml = html_doc_xml(doc);
	xmlNodePtr root = xmlDocGetRootElement(xml), n;
	xmlNodePtr drop[SITECONF_MAX_STRIP];
	xmlXPathObjectPtr r;
	char *xpath;
	size_t i, k, nd, removed = 0;
	unsigned long budget = SITECONF_PAGE_OPS;
	int j;

	for (i = 0; i < siteconf_count(sc); i++) {
		if ((xpath = siteconf_strip_xpath(siteconf_rule(sc, i))) ==
		    NULL)
			continue;
		r = siteconf_eval(xml, xpath, &budget);
		free(xpath);
		if (r == NULL)
			continue;
		/* Last first: a node goes before the one it is in, so that
		 * no node freed is met again; the result is freed before
		 * any node is, for freeing it reads them. */
		nd = 0;
		for (j = r->type == XPATH_NODESET && r->nodesetval != NULL
			 ? r->nodesetval->nodeNr - 1
			 : -1;
		     j >= 0 && nd < SITECONF_MAX_STRIP; j--) {
			n = r->nodesetval->nodeTab[j];
			if (n != root &&
			    (n->type == XML_ELEMENT_NODE ||
				n->type == XML_TEXT_NODE ||
				n->type == XML_COMMENT_NODE))
				drop[nd++] = n;
		}
		xmlXPathFreeObject(r);
		for (k = 0; k < nd; k++) {
			xmlUnlinkNode(drop[k]);
			xmlFreeNode(drop[k]);
		}
		removed += nd;
	}
	/* the story an extraction found may be gone */
	if (removed > 0)
		html_doc_set_story(doc, NULL, 0);
	return removed;
}

/* ---- the XPaths over a learned template's ---- */

/* Whether xpath finds a node or a non-empty string on doc. */
static int
siteconf_finds(xmlDocPtr xml, const char *xpath, unsigned long *budget)
{
	xmlXPathObjectPtr r;
	int found = 0;

	if ((r = siteconf_eval(xml, xpath, budget)) == NULL)
		return 0;
	if (r->type == XPATH_NODESET)
		found = r->nodesetval != NULL && r->nodesetval->nodeNr > 0;
	else if (r->type == XPATH_STRING)
		found = r->stringval != NULL && r->stringval[0] != '\0';
	xmlXPathFreeObject(r);
	return found;
}

/* The first XPath of key that finds something on the page; NULL when
 * none does (*has set when the config has one). */
static const char *
siteconf_pick(const struct siteconf *sc, const char *key, xmlDocPtr xml,
    int *has, unsigned long *budget)
{
	const char *x;
	size_t i;

	*has = 0;
	for (i = 0; (x = siteconf_value(sc, key, i)) != NULL; i++) {
		*has = 1;
		if (siteconf_finds(xml, x, budget))
			return x;
	}
	return NULL;
}

struct tmpl *
siteconf_template(const struct siteconf *sc, const struct tmpl *t,
    struct html_doc *doc, int *fail)
{
	static const struct {
		const char *key;
		enum tmpl_field f;
	} fields[] = {
		{ "title", TMPL_TITLE },
		{ "body", TMPL_BODY },
		{ "date", TMPL_DATE },
		{ "author", TMPL_AUTHOR },
	};
	xmlDocPtr xml = html_doc_xml(doc);
	const char *pick[NELEM(fields)];
	struct tmpl *out;
	char *json, *cause = NULL;
	size_t i, n = 0;
	unsigned long budget = SITECONF_PAGE_OPS;
	int has;

	*fail = 0;
	for (i = 0; i < NELEM(fields); i++) {
		pick[i] = siteconf_pick(sc, fields[i].key, xml, &has, &budget);
		if (pick[i] != NULL)
			n++;
		else if (has && fields[i].f == TMPL_BODY &&
		    !siteconf_bool(sc, "autodetect_on_failure", 1))
			*fail = 1;
	}
	if (n == 0)
		return NULL;
	if (t == NULL)
		out = tmpl_new();
	else {
		json = tmpl_to_json(t);
		out = tmpl_from_json(json, &cause);
		free(json);
		if (out == NULL)
			fatalx(
			    "%s: a template's own JSON: %s", __func__, cause);
	}
	for (i = 0; i < NELEM(fields); i++) {
		if (pick[i] == NULL)
			continue;
		switch (fields[i].f) {
		case TMPL_TITLE:
			tmpl_set_title_xpath(out, pick[i]);
			break;
		case TMPL_BODY:
			tmpl_set_body_xpath(out, pick[i]);
			break;
		case TMPL_DATE:
			tmpl_set_date_xpath(out, pick[i]);
			break;
		case TMPL_AUTHOR:
			tmpl_set_author_xpath(out, pick[i]);
			break;
		default:
			break;
		}
		tmpl_set_field_method(out, fields[i].f, "site-config");
	}
	return out;
}

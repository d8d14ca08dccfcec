/* SPDX-License-Identifier: ISC */
/*
 * learn_category: where a feed's pages keep their category (METHODS.md
 * section 1, category template).  Candidates are the elements whose
 * whole text is one of the entry's categories, the publisher's <meta>
 * whose content is one, and a key of the publisher's JSON (a meta
 * holding a JSON object, as parse.ly's does, or a JSON-LD script) whose
 * string value is one where the page also shows it.  Every candidate is
 * scored on all samples; the body and title are learn_one.c's.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/tree.h>

#include "generalise.h"
#include "html.h"
#include "learn.h"
#include "learn_int.h"
#include "lpage.h"
#include "text.h"
#include "tmpl.h"
#include "util.h"

#define LEARN_JSON_KEY 64      /* bytes of a JSON key made an XPath */
#define LEARN_JSON_SRC 200     /* bytes of the XPath naming its source */
#define LEARN_JSON_SCAN 262144 /* bytes of one JSON text read */

/*
 * Whether a page's category text names a feed category: the same words,
 * case, punctuation and the separators around a label aside ("Law &
 * Disorder" is "LAW & DISORDER -").
 */
static int
learn_same_category(const char *got, const char *cat)
{
	char *a, *b;
	int same;

	if (got == NULL || cat == NULL)
		return 0;
	a = text_key(got);
	b = text_key(cat);
	same = *a != '\0' && strcmp(a, b) == 0;
	free(a);
	free(b);
	return same;
}

/*
 * Candidates from the publisher's own metadata: a <meta> whose content
 * is the category (article:section, a section or category meta), read by
 * its property, name or itemprop.  Ranked after the visible elements.
 */
static void
learn_category_metas(xmlNodePtr n, const char *ck, struct lcands *cs, int depth)
{
	static const char *const keys[] = { "property", "name", "itemprop" };
	const char *v;
	char *key;
	struct buf b;
	size_t i;

	for (; n != NULL; n = n->next) {
		if (n->type != XML_ELEMENT_NODE)
			continue;
		if (strcasecmp((const char *)n->name, "meta") != 0) {
			if (depth < 3)
				learn_category_metas(
				    n->children, ck, cs, depth + 1);
			continue;
		}
		if ((v = learn_attr(n, "content")) == NULL)
			continue;
		key = text_key(v);
		if (strcmp(key, ck) == 0) {
			buf_init(&b);
			for (i = 0; i < NELEM(keys); i++) {
				if ((v = learn_attr(n, keys[i])) == NULL ||
				    *v == '\0' || strchr(v, '\'') != NULL)
					continue;
				buf_reset(&b);
				buf_printf(&b, "//meta[@%s='%s']/@content",
				    keys[i], v);
				lcands_add(cs, b.data, NULL, NULL, 30);
				break;
			}
			buf_free(&b);
		}
		free(key);
	}
}

/* Past a JSON string's opening quote: its closing quote, or NULL. */
static const char *
learn_json_str_end(const char *p, const char *end)
{
	for (; p < end; p++) {
		if (*p == '\\' && p + 1 < end)
			p++;
		else if (*p == '"')
			return p;
	}
	return NULL;
}

/* 1 if the string [v, ve) reads as the category key ck. */
static int
learn_json_names(const char *v, const char *ve, const char *ck)
{
	size_t n = (size_t)(ve - v), cl = strlen(ck);
	char *s, *k;
	int same;

	if (n < cl / 2 || n > 2 * cl + 8)
		return 0;
	s = xstrndup(v, n);
	k = text_key(s);
	same = strcmp(k, ck) == 0;
	free(k);
	free(s);
	return same;
}

/*
 * The keys of a JSON text whose string value (or an array's first item)
 * names the category ck become candidates: the value read by XPath 1.0's
 * string functions from src, the meta or script holding the JSON, as
 * the first string after the key's first occurrence (per_key: src is a
 * script's XPath, its first that holds the key).  A value that
 * escapes characters is read as it is written (and so may not match).
 */
static void
learn_json_keys(const char *json, const char *src, int per_key, const char *ck,
    struct lcands *cs)
{
	const char *end = json + strnlen(json, LEARN_JSON_SCAN);
	const char *p, *k, *ke, *v, *ve;
	char *xp;

	for (p = memchr(json, '"', (size_t)(end - json)); p != NULL;
	     p = memchr(p, '"', (size_t)(end - p))) {
		k = p + 1;
		if ((ke = learn_json_str_end(k, end)) == NULL)
			return;
		for (p = ke + 1; p < end && strchr(" \t\r\n", *p); p++)
			;
		if (p >= end || *p != ':')
			continue;
		for (v = p + 1; v < end && strchr(" \t\r\n[", *v); v++)
			;
		if (v >= end || *v != '"')
			continue;
		if ((ve = learn_json_str_end(v + 1, end)) == NULL)
			return;
		p = ve + 1;
		if (ke - k == 0 || ke - k > LEARN_JSON_KEY ||
		    memchr(k, '\'', (size_t)(ke - k)) != NULL ||
		    memchr(k, '\\', (size_t)(ke - k)) != NULL ||
		    !learn_json_names(v + 1, ve, ck))
			continue;
		xasprintf(&xp,
		    "substring-before(substring-after(substring-after("
		    "%s%s%.*s%s,'\"%.*s\"'),'\"'),'\"')",
		    src, per_key ? "[contains(.,'\"" : "",
		    per_key ? (int)(ke - k) : 0, k, per_key ? "\"')]" : "",
		    (int)(ke - k), k);
		lcands_add(cs, xp, NULL, NULL, 40);
		free(xp);
	}
}

/* Where a meta holding a JSON object is found: by its property, name or
 * itemprop; 0 when none can be written in an XPath literal. */
static int
learn_json_meta_src(xmlNodePtr n, char *src, size_t len)
{
	static const char *const keys[] = { "property", "name", "itemprop" };
	const char *v;
	size_t i;

	for (i = 0; i < NELEM(keys); i++)
		if ((v = learn_attr(n, keys[i])) != NULL && *v != '\0' &&
		    strchr(v, '\'') == NULL && strlen(v) < 100) {
			snprintf(
			    src, len, "//meta[@%s='%s']/@content", keys[i], v);
			return 1;
		}
	return 0;
}

/*
 * Candidates from the publisher's JSON: a <meta> whose content is a JSON
 * object or array (parse.ly's "parsely-page"), a JSON-LD <script>
 * (articleSection).  The script is found as the first of its type that
 * holds the key, so its XPath is written per key.
 */
static void
learn_category_json(xmlNodePtr n, const char *ck, struct lcands *cs, int depth)
{
	char src[LEARN_JSON_SRC];
	const char *v;
	xmlChar *c;

	for (; n != NULL; n = n->next) {
		if (n->type != XML_ELEMENT_NODE)
			continue;
		if (strcasecmp((const char *)n->name, "meta") == 0) {
			v = learn_attr(n, "content");
			while (v != NULL && (*v == ' ' || *v == '\n'))
				v++;
			if (v != NULL && (*v == '{' || *v == '[') &&
			    learn_json_meta_src(n, src, sizeof(src)))
				learn_json_keys(v, src, 0, ck, cs);
		} else if (strcasecmp((const char *)n->name, "script") == 0) {
			v = learn_attr(n, "type");
			if (v == NULL || strcasestr(v, "ld+json") == NULL ||
			    strchr(v, '\'') != NULL || strlen(v) > 100 ||
			    (c = xmlNodeGetContent(n)) == NULL)
				continue;
			snprintf(src, sizeof(src), "//script[@type='%s']", v);
			learn_json_keys((const char *)c, src, 1, ck, cs);
			xmlFree(c);
		} else if (depth < LEARN_MAX_DEPTH)
			learn_category_json(n->children, ck, cs, depth + 1);
	}
}

/*
 * How well a category XPath does on the samples.  A page counts when the
 * first text found names one of its entry's categories, the more so the
 * fewer other texts come with it: a menu listing every section names the
 * page's too, but a label names it alone.
 */
static double
learn_category_score(
    struct lpage *pages, size_t np, struct tmpl *probe, const char *xpath)
{
	size_t i, c, g, ng, named;
	double score = 0;
	char **got;
	int first;

	tmpl_set_category_xpath(probe, xpath);
	for (i = 0; i < np; i++) {
		if (pages[i].s->ncategories == 0 ||
		    (ng = tmpl_apply_categories(
			 probe, pages[i].s->doc, &got)) == 0)
			continue;
		for (g = 0, named = 0, first = 0; g < ng; g++) {
			for (c = 0; c < pages[i].s->ncategories; c++)
				if (learn_same_category(
					got[g], pages[i].s->categories[c]))
					break;
			if (c < pages[i].s->ncategories) {
				named++;
				first |= g == 0;
			}
			free(got[g]);
		}
		free(got);
		if (first)
			score += 0.5 + 0.5 * (double)named / (double)ng;
	}
	return score;
}

/*
 * Pages of two kinds (an article and a blog post of one feed) may show
 * their category in two places: the best XPath joined with the candidate
 * that brings the most pages more, when one brings a whole page more.
 * NULL when none does; else the caller frees it.
 */
static char *
learn_category_union(struct lpage *pages, size_t np, struct tmpl *probe,
    struct lcands *cs, const struct lcand *best)
{
	char *xp, *out = NULL;
	double s, top = best->score + 1 - 1e-9;
	size_t i, k, with = 0;

	/* no union can do better than every page right, alone */
	for (i = 0; i < np; i++)
		with += pages[i].s->ncategories > 0;
	if (top > (double)with)
		return NULL;
	for (k = 0; k < cs->n; k++) {
		if (&cs->v[k] == best || cs->v[k].score < 1 - 1e-9)
			continue;
		xasprintf(&xp, "%s | %s", best->xpath, cs->v[k].xpath);
		/* a stored template's XPaths are bounded */
		if (!tmpl_xpath_valid(xp)) {
			free(xp);
			continue;
		}
		if ((s = learn_category_score(pages, np, probe, xp)) > top) {
			free(out);
			out = xp;
			top = s;
		} else
			free(xp);
	}
	return out;
}

/*
 * The candidates for one of a page's categories: the elements whose
 * whole text it is, the metas that hold it, and, where the page shows
 * it, the JSON keys that hold it.
 */
static void
learn_category_cands(struct lpage *pg, const char *cat, struct lcands *cs)
{
	char *ck = text_key(cat), *txt, *key;
	size_t cl = strlen(ck);
	int e, shown = 0;

	if (cl == 0) {
		free(ck);
		return;
	}
	learn_category_metas(xmlDocGetRootElement(pg->xml), ck, cs, 0);
	for (e = 0; e < (int)pg->nnodes; e++) {
		const struct lnode *ln = &pg->nodes[e];

		if (ln->text < cl / 2 || ln->text > cl * 2 + 8)
			continue;
		txt = html_node_text_dup(ln->node);
		key = text_key(txt);
		free(txt);
		if (strcmp(key, ck) == 0) {
			learn_xpath_forms(ln->node, cs, 0);
			shown = 1;
		}
		free(key);
	}
	if (shown)
		learn_category_json(xmlDocGetRootElement(pg->xml), ck, cs, 0);
	free(ck);
}

void
learn_category(struct lpage *pages, size_t np, struct tmpl *t)
{
	struct lcands *cs;
	struct lcand *best;
	struct tmpl *probe;
	size_t i, k, c, with = 0;
	char *union_xp;

	cs = xcalloc(1, sizeof(*cs));
	for (i = 0; i < np; i++) {
		struct lpage *pg = &pages[i];

		if (pg->s->ncategories == 0)
			continue;
		with++;
		for (c = 0; c < pg->s->ncategories && c < 8; c++)
			learn_category_cands(pg, pg->s->categories[c], cs);
	}
	if (with == 0) {
		free(cs);
		return;
	}
	probe = tmpl_new();
	for (k = 0; k < cs->n; k++)
		cs->v[k].score =
		    learn_category_score(pages, np, probe, cs->v[k].xpath);
	best = lcands_best(cs);
	if (best != NULL && best->score >= (with >= 2 ? 2 : 1)) {
		union_xp = learn_category_union(pages, np, probe, cs, best);
		tmpl_set_category_xpath(
		    t, union_xp != NULL ? union_xp : best->xpath);
		tmpl_set_field_method(t, TMPL_CATEGORY, "category-match");
		free(union_xp);
	}
	tmpl_free(probe);
	lcands_free(cs);
	free(cs);
}

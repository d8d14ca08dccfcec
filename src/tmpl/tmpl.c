/* SPDX-License-Identifier: ISC */
/*
 * tmpl: a template, the XPaths and rules one feed's pages are read by.
 * The XPaths are compiled once, on first use, and the compiled forms are
 * cached inside the template, because one template is applied to every
 * page of its feed.  A template may hold several layouts, each signed by
 * structural features; a page is routed to the layout it fits.  Applying
 * it is tmpl_apply.c's job, its stored JSON form tmpl_json.c's, learning
 * it the learner's (src/learn).
 */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>
#include <libxml/xpath.h>

#include "html.h"
#include "tmpl.h"
#include "tmpl_int.h"
#include "util.h"

/* What a predicate may use and still never be a number (positional). */
static const char *const tmpl_xpath_words[] = { "and", "concat", "contains",
	"false", "normalize-space", "not", "or", "starts-with", "string",
	"text", "translate", "true" };

static int tmpl_xpath_pred_plain(const char *, const char **);
static char *tmpl_xpath_direct(const char *);
static void tmpl_set_str(char **, const char *);
static void tmpl_uncompile(struct tmpl *);

static void
tmpl_set_str(char **dst, const char *s)
{
	free(*dst);
	*dst = s != NULL ? xstrdup(s) : NULL;
}

void
article_free(struct article *a)
{
	size_t i;

	if (a == NULL)
		return;
	free(a->title);
	free(a->body_text);
	free(a->body_html);
	free(a->category);
	for (i = 0; i < a->ncategories; i++)
		free(a->categories[i]);
	free(a->categories);
	free(a->image);
	free(a->author);
	free(a);
}

struct tmpl *
tmpl_new(void)
{
	struct tmpl *t;

	t = xcalloc(1, sizeof(*t));
	t->cache = xcalloc(1, sizeof(*t->cache));
	return t;
}

void
tmpl_free(struct tmpl *t)
{
	size_t i;

	if (t == NULL)
		return;
	tmpl_uncompile(t);
	free(t->cache);
	free(t->title_xpath);
	free(t->body_xpath);
	free(t->category_xpath);
	free(t->date_xpath);
	free(t->author_xpath);
	free(t->method);
	for (i = 0; i < NELEM(t->field_method); i++)
		free(t->field_method[i]);
	free(t->title_prefix);
	free(t->title_suffix);
	for (i = 0; i < t->nstrip; i++)
		free(t->strip[i]);
	for (i = 0; i < t->nlayout; i++)
		tmpl_free(t->layout[i]);
	free(t);
}

static void
tmpl_uncompile(struct tmpl *t)
{
	struct tmpl_cache *c = t->cache;
	size_t i;

	tmpl_xpath_free(c->title);
	tmpl_xpath_free(c->body);
	tmpl_xpath_free(c->category);
	tmpl_xpath_free(c->date);
	tmpl_xpath_free(c->author);
	for (i = 0; i < TMPL_MAX_STRIP; i++)
		tmpl_xpath_free(c->strip[i]);
	for (i = 0; i < NELEM(c->title_fb); i++)
		tmpl_xpath_free(c->title_fb[i]);
	for (i = 0; i < NELEM(c->image); i++)
		tmpl_xpath_free(c->image[i]);
	memset(c, 0, sizeof(*c));
}

/* libxml2 reports XPath errors here; a bad XPath is reported by us. */
void
tmpl_xpath_quiet(UNUSED void *arg, UNUSED xmlErrorPtr err)
{
}

/*
 * 1 if the predicate at p (past its "[") can never be a number, which
 * would make it positional: only attributes, quoted literals, "=", "!="
 * and the functions and operators of tmpl_xpath_words[].  *end is set
 * past its "]".
 */
static int
tmpl_xpath_pred_plain(const char *p, const char **end)
{
	const char *q;
	size_t n, i;

	for (;;) {
		if (*p == ']') {
			*end = p + 1;
			return 1;
		}
		if (*p == '"' || *p == '\'') {
			if ((q = strchr(p + 1, *p)) == NULL)
				return 0;
			p = q + 1;
		} else if (*p == '@' &&
		    (p[1] == '*' || isalpha((unsigned char)p[1])))
			for (p += 2; isalnum((unsigned char)*p) || *p == '-' ||
			     *p == '_';
			     p++)
				;
		else if (isalpha((unsigned char)*p)) {
			for (n = 0; isalpha((unsigned char)p[n]) || p[n] == '-';
			     n++)
				;
			for (i = 0; i < NELEM(tmpl_xpath_words) &&
			     (strlen(tmpl_xpath_words[i]) != n ||
				 strncmp(p, tmpl_xpath_words[i], n) != 0);
			     i++)
				;
			if (i == NELEM(tmpl_xpath_words))
				return 0;
			p += n;
		} else if (*p == '!' && p[1] == '=')
			p += 2;
		else if (*p != '\0' && strchr(" (),=", *p) != NULL)
			p++;
		else
			return 0;
	}
}

/*
 * "//name[p]..." as "/descendant::name[p]...", the same nodes when no
 * predicate is positional: libxml2 walks the one axis for the named
 * elements instead of making a set of every node of the page and then
 * one of each node's children.  NULL when xpath is not of that form.
 */
static char *
tmpl_xpath_direct(const char *xpath)
{
	const char *p = xpath + 2, *end;
	char *out;

	if (strncmp(xpath, "//", 2) != 0)
		return NULL;
	if (*p == '*')
		p++;
	else
		while (isalnum((unsigned char)*p) || *p == '-' || *p == '_')
			p++;
	if (p == xpath + 2 || *p != '[')
		return NULL;
	while (*p == '[') {
		if (!tmpl_xpath_pred_plain(p + 1, &end))
			return NULL;
		p = end;
	}
	if (*p != '\0' && *p != '/')
		return NULL;
	xasprintf(&out, "/descendant::%s", xpath + 2);
	return out;
}

/* Compile an XPath without libxml2 printing its complaints. */
xmlXPathCompExprPtr
tmpl_xpath_compile(const char *xpath)
{
	xmlXPathContextPtr ctx;
	xmlXPathCompExprPtr e = NULL;
	char *direct;

	if ((ctx = xmlXPathNewContext(NULL)) == NULL)
		return NULL;
	ctx->error = tmpl_xpath_quiet;
	if ((direct = tmpl_xpath_direct(xpath)) != NULL) {
		e = xmlXPathCtxtCompile(ctx, (const xmlChar *)direct);
		free(direct);
	}
	if (e == NULL)
		e = xmlXPathCtxtCompile(ctx, (const xmlChar *)xpath);
	xmlXPathFreeContext(ctx);
	return e;
}

struct tmpl_xpath *
tmpl_xpath_new(const char *xpath)
{
	struct tmpl_xpath *x;
	xmlXPathCompExprPtr e;

	if ((e = tmpl_xpath_compile(xpath)) == NULL)
		return NULL;
	x = xcalloc(1, sizeof(*x));
	x->comp = e;
	x->match = tmpl_match_compile(xpath);
	return x;
}

void
tmpl_xpath_free(struct tmpl_xpath *x)
{
	if (x == NULL)
		return;
	xmlXPathFreeCompExpr(x->comp);
	tmpl_match_free(x->match);
	free(x);
}

/* Compile every XPath once; -1 if the body XPath does not compile. */
int
tmpl_compile(const struct tmpl *t)
{
	struct tmpl_cache *c = t->cache;
	size_t i;

	if (c->compiled)
		return c->body != NULL ? 0 : -1;
	c->compiled = 1;
	if (t->title_xpath != NULL)
		c->title = tmpl_xpath_new(t->title_xpath);
	if (t->body_xpath != NULL)
		c->body = tmpl_xpath_new(t->body_xpath);
	if (t->category_xpath != NULL)
		c->category = tmpl_xpath_new(t->category_xpath);
	if (t->date_xpath != NULL)
		c->date = tmpl_xpath_new(t->date_xpath);
	if (t->author_xpath != NULL)
		c->author = tmpl_xpath_new(t->author_xpath);
	for (i = 0; i < t->nstrip; i++)
		c->strip[i] = tmpl_xpath_new(t->strip[i]);
	return c->body != NULL ? 0 : -1;
}

int
tmpl_xpath_valid(const char *xpath)
{
	xmlXPathCompExprPtr e;

	if (xpath == NULL || strlen(xpath) > TMPL_MAX_XPATH)
		return 0;
	if ((e = tmpl_xpath_compile(xpath)) == NULL)
		return 0;
	xmlXPathFreeCompExpr(e);
	return 1;
}

const char *
tmpl_title_xpath(const struct tmpl *t)
{
	return t->title_xpath;
}

const char *
tmpl_body_xpath(const struct tmpl *t)
{
	return t->body_xpath;
}

const char *
tmpl_category_xpath(const struct tmpl *t)
{
	return t->category_xpath;
}

const char *
tmpl_date_xpath(const struct tmpl *t)
{
	return t->date_xpath;
}

const char *
tmpl_author_xpath(const struct tmpl *t)
{
	return t->author_xpath;
}

const char *
tmpl_method(const struct tmpl *t)
{
	return t->method;
}

void
tmpl_set_title_xpath(struct tmpl *t, const char *xpath)
{
	size_t i;

	tmpl_uncompile(t);
	tmpl_set_str(&t->title_xpath, xpath);
	for (i = 0; i < t->nlayout; i++)
		tmpl_set_title_xpath(t->layout[i], xpath);
}

void
tmpl_set_body_xpath(struct tmpl *t, const char *xpath)
{
	size_t i;

	tmpl_uncompile(t);
	tmpl_set_str(&t->body_xpath, xpath);
	for (i = 0; i < t->nlayout; i++)
		tmpl_set_body_xpath(t->layout[i], xpath);
}

void
tmpl_set_category_xpath(struct tmpl *t, const char *xpath)
{
	size_t i;

	tmpl_uncompile(t);
	tmpl_set_str(&t->category_xpath, xpath);
	for (i = 0; i < t->nlayout; i++)
		tmpl_set_category_xpath(t->layout[i], xpath);
}

void
tmpl_set_date_xpath(struct tmpl *t, const char *xpath)
{
	size_t i;

	tmpl_uncompile(t);
	tmpl_set_str(&t->date_xpath, xpath);
	for (i = 0; i < t->nlayout; i++)
		tmpl_set_date_xpath(t->layout[i], xpath);
}

void
tmpl_set_author_xpath(struct tmpl *t, const char *xpath)
{
	size_t i;

	tmpl_uncompile(t);
	tmpl_set_str(&t->author_xpath, xpath);
	for (i = 0; i < t->nlayout; i++)
		tmpl_set_author_xpath(t->layout[i], xpath);
}

void
tmpl_set_method(struct tmpl *t, const char *method)
{
	tmpl_set_str(&t->method, method);
}

const char *
tmpl_field_method(const struct tmpl *t, enum tmpl_field f)
{
	if ((size_t)f >= NELEM(t->field_method))
		return NULL;
	return t->field_method[f];
}

void
tmpl_set_field_method(struct tmpl *t, enum tmpl_field f, const char *method)
{
	if ((size_t)f < NELEM(t->field_method))
		tmpl_set_str(&t->field_method[f], method);
}

const char *
tmpl_title_prefix(const struct tmpl *t)
{
	return t->title_prefix;
}

const char *
tmpl_title_suffix(const struct tmpl *t)
{
	return t->title_suffix;
}

void
tmpl_set_title_strip(struct tmpl *t, const char *prefix, const char *suffix)
{
	tmpl_set_str(&t->title_prefix,
	    prefix != NULL && *prefix != '\0' ? prefix : NULL);
	tmpl_set_str(&t->title_suffix,
	    suffix != NULL && *suffix != '\0' ? suffix : NULL);
}

size_t
tmpl_body_strip_count(const struct tmpl *t)
{
	return t->nstrip;
}

const char *
tmpl_body_strip(const struct tmpl *t, size_t i)
{
	return i < t->nstrip ? t->strip[i] : NULL;
}

int
tmpl_add_body_strip(struct tmpl *t, const char *xpath)
{
	size_t i;

	for (i = 0; i < t->nstrip; i++)
		if (strcmp(t->strip[i], xpath) == 0)
			return 0;
	if (t->nstrip >= TMPL_MAX_STRIP)
		return -1;
	tmpl_uncompile(t);
	t->strip[t->nstrip++] = xstrdup(xpath);
	for (i = 0; i < t->nlayout; i++)
		tmpl_add_body_strip(t->layout[i], xpath);
	return 0;
}

void
tmpl_clear_body_strip(struct tmpl *t)
{
	size_t i;

	tmpl_uncompile(t);
	for (i = 0; i < t->nstrip; i++)
		free(t->strip[i]);
	t->nstrip = 0;
	for (i = 0; i < t->nlayout; i++)
		tmpl_clear_body_strip(t->layout[i]);
}

/* ---- layouts ---- */

size_t
tmpl_layout_count(const struct tmpl *t)
{
	return 1 + t->nlayout;
}

const struct tmpl *
tmpl_layout(const struct tmpl *t, size_t i)
{
	if (i == 0)
		return t;
	return i <= t->nlayout ? t->layout[i - 1] : NULL;
}

int
tmpl_add_layout(struct tmpl *t, struct tmpl *layout)
{
	if (t->nlayout >= NELEM(t->layout) || layout->nlayout > 0) {
		tmpl_free(layout);
		return -1;
	}
	t->layout[t->nlayout++] = layout;
	return 0;
}

int
tmpl_cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

void
tmpl_set_signature(struct tmpl *t, const uint64_t *sig, size_t n)
{
	if (n > TMPL_MAX_SIG)
		n = TMPL_MAX_SIG;
	if (n > 0)
		memcpy(t->sig, sig, n * sizeof(*sig));
	t->nsig = n;
	qsort(t->sig, t->nsig, sizeof(*t->sig), tmpl_cmp_u64);
}

size_t
tmpl_signature(const struct tmpl *t, const uint64_t **sig)
{
	*sig = t->sig;
	return t->nsig;
}

int
tmpl_add_body_boiler(struct tmpl *t, uint64_t fp)
{
	size_t i;

	if (fp == 0)
		return 0;
	for (i = 0; i < t->nboiler; i++)
		if (t->boiler[i] == fp)
			return 0;
	if (t->nboiler >= TMPL_MAX_BOILER)
		return -1;
	t->boiler[t->nboiler++] = fp;
	qsort(t->boiler, t->nboiler, sizeof(*t->boiler), tmpl_cmp_u64);
	return 0;
}

size_t
tmpl_body_boiler_count(const struct tmpl *t)
{
	return t->nboiler;
}

/* A name part fit for a structural feature: letters, '-' and '_'. */
static int
tmpl_plain_name(const char *s, size_t n)
{
	size_t i;

	if (n == 0 || n > 32)
		return 0;
	for (i = 0; i < n; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') ||
			(s[i] >= 'A' && s[i] <= 'Z') || s[i] == '-' ||
			s[i] == '_'))
			return 0;
	return 1;
}

static uint64_t
tmpl_hash(uint64_t h, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		h ^= (unsigned char)s[i];
		h *= 0x100000001b3ULL;
	}
	return h;
}

struct tmpl_feat {
	uint64_t *v;
	size_t n, cap, visited;
};

#define TMPL_FEATURE_DEPTH 14
#define TMPL_FEATURE_VISITS 20000

static void
tmpl_feature_walk(xmlNodePtr first, uint64_t h, struct tmpl_feat *f, int depth)
{
	xmlNodePtr c;
	const xmlAttr *a;
	const char *v, *e;

	for (c = first; c != NULL; c = c->next) {
		uint64_t ch;

		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c) ||
		    f->visited++ >= TMPL_FEATURE_VISITS)
			continue;
		ch = tmpl_hash(h ^ 0x2f, (const char *)c->name,
		    strlen((const char *)c->name));
		for (a = c->properties; a != NULL; a = a->next) {
			int is_id = strcmp((const char *)a->name, "id") == 0;

			if ((!is_id &&
				strcmp((const char *)a->name, "class") != 0) ||
			    a->children == NULL ||
			    (v = (const char *)a->children->content) == NULL)
				continue;
			while (*v == ' ' || *v == '\t' || *v == '\n')
				v++;
			for (e = v; *e != '\0' && *e != ' ' && *e != '\t' &&
			     *e != '\n';
			     e++)
				;
			if (!tmpl_plain_name(v, (size_t)(e - v)))
				continue;
			ch = tmpl_hash(
			    ch ^ (is_id ? 0x23 : 0x2e), v, (size_t)(e - v));
		}
		if (ch == 0)
			ch = 1;
		if (f->n == f->cap) {
			f->cap = f->cap ? f->cap * 2 : 256;
			f->v = xreallocarray(f->v, f->cap, sizeof(*f->v));
		}
		f->v[f->n++] = ch;
		if (depth < TMPL_FEATURE_DEPTH)
			tmpl_feature_walk(c->children, ch, f, depth + 1);
	}
}

size_t
tmpl_features(struct html_doc *doc, uint64_t *out, size_t max)
{
	xmlDocPtr xml = html_doc_xml(doc);
	struct tmpl_feat f = { NULL, 0, 0, 0 };
	size_t i, k = 0;

	if (xml == NULL)
		return 0;
	tmpl_feature_walk(xml->children, 0xcbf29ce484222325ULL, &f, 0);
	qsort(f.v, f.n, sizeof(*f.v), tmpl_cmp_u64);
	for (i = 0; i < f.n && k < max; i++)
		if (k == 0 || out[k - 1] != f.v[i])
			out[k++] = f.v[i];
	free(f.v);
	return k;
}

/* Share of a signature found in a page's sorted features. */
static double
tmpl_fit(const struct tmpl *t, const uint64_t *feat, size_t nfeat)
{
	size_t i, have = 0;

	if (t->nsig == 0)
		return 0;
	for (i = 0; i < t->nsig; i++)
		if (bsearch(&t->sig[i], feat, nfeat, sizeof(*feat),
			tmpl_cmp_u64) != NULL)
			have++;
	return (double)have / (double)t->nsig;
}

size_t
tmpl_route(const struct tmpl *t, struct html_doc *doc, double *fit)
{
	uint64_t *feat;
	size_t nfeat, i, best = 0;
	double f, bf = -1;

	if (t->nlayout == 0) {
		if (fit != NULL)
			*fit = 1;
		return 0;
	}
	feat = xcalloc(TMPL_MAX_FEATURES, sizeof(*feat));
	nfeat = tmpl_features(doc, feat, TMPL_MAX_FEATURES);
	for (i = 0; i <= t->nlayout; i++) {
		f = tmpl_fit(tmpl_layout(t, i), feat, nfeat);
		if (f > bf) {
			bf = f;
			best = i;
		}
	}
	free(feat);
	if (fit != NULL)
		*fit = bf;
	return best;
}

/* SPDX-License-Identifier: ISC */
/*
 * generalise: an element -> candidate XPaths in several generalised forms
 * (stable @id, class tokens, anchored at a stable ancestor, positional),
 * the candidate lists the learner scores, and evaluating a candidate on
 * a sample page.
 */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>
#include <libxml/xpath.h>

#include "generalise.h"
#include "html.h"
#include "lpage.h"
#include "util.h"

/*
 * 1 if some part of a name (between '-' and '_') looks like a hash: CSS
 * modules and CSS-in-JS write "css-1hyfx7x", "epjyd6m0", "sc-bdVaJa".
 */
int
learn_hashlike(const char *s)
{
	const char *p, *e;
	size_t n, digits, upper, flips, i;
	int prev;

	for (p = s; *p != '\0'; p = *e != '\0' ? e + 1 : e) {
		for (e = p; *e != '\0' && *e != '-' && *e != '_'; e++)
			;
		n = (size_t)(e - p);
		digits = upper = flips = 0;
		prev = -1;
		for (i = 0; i < n; i++) {
			int d = isdigit((unsigned char)p[i]) ? 1 : 0;

			digits += (size_t)d;
			if (isupper((unsigned char)p[i]) && i > 0)
				upper++;
			if (prev != -1 && prev != d)
				flips++;
			prev = d;
		}
		if (n >= 5 && digits > 0 && digits < n && flips >= 2)
			return 1;
		if (n >= 5 && upper >= 2 && p > s)
			return 1;
	}
	return 0;
}

/*
 * 1 if an id or class token looks written by a person, not generated:
 * no quote, not too long, no long digit run, not a hash.
 */
int
learn_stable(const char *s)
{
	size_t n = strlen(s), digits = 0, run = 0, maxrun = 0, i, flips = 0;
	int prev = -1, d;

	if (n == 0 || n > 40 || strchr(s, '\'') != NULL ||
	    strchr(s, '"') != NULL)
		return 0;
	for (i = 0; i < n; i++) {
		if ((unsigned char)s[i] < 0x21 || (unsigned char)s[i] > 0x7e)
			return 0;
		d = isdigit((unsigned char)s[i]) ? 1 : 0;
		if (d) {
			digits++;
			if (++run > maxrun)
				maxrun = run;
		} else
			run = 0;
		if (isalnum((unsigned char)s[i])) {
			if (prev != -1 && prev != d)
				flips++;
			prev = d;
		}
	}
	if (maxrun >= 4 || (digits >= 3 && flips >= 3))
		return 0;
	return !learn_hashlike(s);
}

const char *
learn_attr(xmlNodePtr n, const char *name)
{
	xmlAttrPtr a;

	for (a = n->properties; a != NULL; a = a->next)
		if (strcmp((const char *)a->name, name) == 0 &&
		    a->children != NULL && a->children->content != NULL)
			return (const char *)a->children->content;
	return NULL;
}

/* See generalise.h. */
int
learn_same_record(xmlNodePtr a, xmlNodePtr b)
{
	return html_same_classes(a, b, 0);
}

/* See generalise.h. */
int
learn_same_first_class(xmlNodePtr a, xmlNodePtr b)
{
	return html_same_first_class(a, b);
}

/* 1 if name is an NCName of ASCII letters, digits, '-', '_' and '.',
 * not starting with a digit, '-' or '.'. */
static int
learn_ncname(const char *name)
{
	const char *p;

	if (!isalpha((unsigned char)*name) && *name != '_')
		return 0;
	for (p = name + 1; *p != '\0'; p++)
		if (!isalnum((unsigned char)*p) && *p != '-' && *p != '_' &&
		    *p != '.')
			return 0;
	return 1;
}

/* See generalise.h.  The HTML parser's names hold letters, digits and
 * ":-_." only: no quote ends the literal. */
void
learn_name_test(struct buf *b, const char *name)
{
	if (learn_ncname(name))
		buf_adds(b, name);
	else
		buf_printf(b, "*[name()='%s']", name);
}

/* "[k]" position among same-name element siblings, "" when alone. */
static void
learn_step(xmlNodePtr n, struct buf *b)
{
	xmlNodePtr s;
	int pos = 1, count = 0;

	for (s = n->parent != NULL ? n->parent->children : n; s != NULL;
	     s = s->next) {
		if (s->type != XML_ELEMENT_NODE ||
		    strcmp((const char *)s->name, (const char *)n->name) != 0)
			continue;
		count++;
		if (s == n)
			pos = count;
	}
	learn_name_test(b, (const char *)n->name);
	if (count > 1)
		buf_printf(b, "[%d]", pos);
}

int
learn_class_next(const char **pos, char *tok, size_t size)
{
	const char *p = *pos, *e;
	size_t len;

	for (;;) {
		while (*p != '\0' && isspace((unsigned char)*p))
			p++;
		if (*p == '\0') {
			*pos = p;
			return 0;
		}
		for (e = p; *e != '\0' && !isspace((unsigned char)*e); e++)
			;
		len = (size_t)(e - p);
		if (len < size) {
			memcpy(tok, p, len);
			tok[len] = '\0';
			*pos = e;
			return 1;
		}
		p = e;
	}
}

/* The predicate selecting n by id, by class tokens or by the name of
 * the property it holds, or "" (kind 0: id, 1: first stable class
 * token, 2: all stable class tokens, 3: its itemprop: a story's box
 * with no id nor class that schema.org marks, "articleBody"). */
int
learn_pred(xmlNodePtr n, int kind, struct buf *b)
{
	const char *id, *cls;
	char tok[48];
	int ntok = 0;

	if (kind == 0 || kind == 3) {
		const char *attr = kind == 0 ? "id" : "itemprop";

		if ((id = learn_attr(n, attr)) == NULL || !learn_stable(id))
			return -1;
		buf_printf(b, "[@%s='%s']", attr, id);
		return 0;
	}
	if ((cls = learn_attr(n, "class")) == NULL)
		return -1;
	while (learn_class_next(&cls, tok, sizeof(tok))) {
		if (!learn_stable(tok))
			continue;
		buf_printf(b,
		    "%scontains(concat(' ',normalize-space(@class),"
		    "' '),' %s ')",
		    ntok == 0 ? "[" : " and ", tok);
		ntok++;
		if (kind == 1)
			break;
		if (ntok == 4)
			break;
	}
	if (ntok == 0)
		return -1;
	buf_addc(b, ']');
	return 0;
}

/* Add the generalised XPaths of node n (rank base added). */
void
learn_xpath_forms(xmlNodePtr n, struct lcands *cs, int rank)
{
	struct buf b, rel;
	xmlNodePtr a, p;
	xmlNodePtr chain[LEARN_MAX_DEPTH];
	int kind, depth, i;

	buf_init(&b);
	/* tag with a stable id, one class token, all class tokens, its
	 * property */
	for (kind = 0; kind < 4; kind++) {
		buf_reset(&b);
		buf_adds(&b, "//");
		learn_name_test(&b, (const char *)n->name);
		if (learn_pred(n, kind, &b) == 0)
			lcands_add(cs, b.data, NULL, NULL, rank + kind);
	}
	/* anchored at the nearest ancestor with a stable id or class */
	buf_init(&rel);
	for (a = n, depth = 0;
	     a != NULL && a->type == XML_ELEMENT_NODE && depth < 8;
	     a = a->parent, depth++) {
		if (depth > 0) {
			for (kind = 0; kind < 2; kind++) {
				buf_reset(&b);
				buf_adds(&b, "//");
				learn_name_test(&b, (const char *)a->name);
				if (learn_pred(a, kind, &b) == -1)
					continue;
				buf_adds(&b, rel.data);
				lcands_add(cs, b.data, NULL, NULL,
				    rank + 3 + kind + depth);
			}
		}
		/* prepend this step to rel */
		{
			struct buf step;

			buf_init(&step);
			buf_addc(&step, '/');
			learn_step(a, &step);
			if (rel.data != NULL)
				buf_adds(&step, rel.data);
			buf_free(&rel);
			rel = step;
		}
	}
	buf_free(&rel);
	/* fully positional, last resort */
	for (p = n, depth = 0; p != NULL && p->type == XML_ELEMENT_NODE &&
	     depth < LEARN_MAX_DEPTH;
	     p = p->parent)
		chain[depth++] = p;
	buf_reset(&b);
	for (i = depth - 1; i >= 0; i--) {
		buf_addc(&b, '/');
		learn_step(chain[i], &b);
	}
	if (b.data != NULL)
		lcands_add(cs, b.data, NULL, NULL, rank + 20);
	buf_free(&b);
}

void
lcands_add(struct lcands *cs, const char *xpath, const char *prefix,
    const char *suffix, int rank)
{
	size_t i;

	for (i = 0; i < cs->n; i++) {
		if (strcmp(cs->v[i].xpath, xpath) != 0)
			continue;
		if ((prefix == NULL) != (cs->v[i].prefix == NULL) ||
		    (prefix != NULL && strcmp(prefix, cs->v[i].prefix) != 0))
			continue;
		if ((suffix == NULL) != (cs->v[i].suffix == NULL) ||
		    (suffix != NULL && strcmp(suffix, cs->v[i].suffix) != 0))
			continue;
		if (rank < cs->v[i].rank)
			cs->v[i].rank = rank;
		return;
	}
	if (cs->n >= LEARN_MAX_CAND)
		return;
	cs->v[cs->n].xpath = xstrdup(xpath);
	cs->v[cs->n].prefix = prefix != NULL ? xstrdup(prefix) : NULL;
	cs->v[cs->n].suffix = suffix != NULL ? xstrdup(suffix) : NULL;
	cs->v[cs->n].rank = rank;
	cs->v[cs->n].score = 0;
	cs->n++;
}

void
lcands_free(struct lcands *cs)
{
	size_t i;

	for (i = 0; i < cs->n; i++) {
		free(cs->v[i].xpath);
		free(cs->v[i].prefix);
		free(cs->v[i].suffix);
	}
	cs->n = 0;
}

/* The best candidate: highest score, then lowest rank; NULL if none. */
struct lcand *
lcands_best(struct lcands *cs)
{
	struct lcand *best = NULL;
	size_t i;

	for (i = 0; i < cs->n; i++) {
		struct lcand *c = &cs->v[i];

		if (best == NULL || c->score > best->score + 1e-9 ||
		    (c->score > best->score - 1e-9 && c->rank < best->rank))
			best = c;
	}
	return best;
}

/* Outermost element matches of an XPath, at most max. */
size_t
learn_select(xmlDocPtr xml, const char *xpath, xmlNodePtr *out, size_t max)
{
	xmlXPathContextPtr ctx;
	xmlXPathObjectPtr r;
	xmlNodePtr n, p;
	size_t nn = 0, i;
	int j, below;

	if ((ctx = xmlXPathNewContext(xml)) == NULL)
		return 0;
	ctx->opLimit = 5000000UL;
	r = xmlXPathEvalExpression((const xmlChar *)xpath, ctx);
	xmlXPathFreeContext(ctx);
	if (r == NULL)
		return 0;
	if (r->type == XPATH_NODESET && r->nodesetval != NULL) {
		for (j = 0; j < r->nodesetval->nodeNr; j++) {
			n = r->nodesetval->nodeTab[j];
			/* an attribute too: og:title's @content */
			if (n->type != XML_ELEMENT_NODE &&
			    n->type != XML_ATTRIBUTE_NODE)
				continue;
			below = 0;
			for (p = n; p != NULL && !below; p = p->parent)
				for (i = 0; i < nn; i++)
					if (out[i] == p)
						below = 1;
			if (below)
				continue;
			if (nn == max) {
				nn = max + 1; /* too many */
				break;
			}
			out[nn++] = n;
		}
	}
	xmlXPathFreeObject(r);
	return nn;
}

/* Text of all outermost matches, or NULL when none or too many. */
char *
learn_select_text(xmlDocPtr xml, const char *xpath)
{
	xmlNodePtr nodes[LEARN_MAX_MATCH];
	struct buf b;
	size_t nn, i;

	nn = learn_select(xml, xpath, nodes, LEARN_MAX_MATCH);
	if (nn == 0 || nn > LEARN_MAX_MATCH)
		return NULL;
	buf_init(&b);
	for (i = 0; i < nn; i++) {
		if (i > 0)
			buf_addc(&b, '\n');
		if (nodes[i]->type == XML_ATTRIBUTE_NODE) {
			xmlChar *v = xmlNodeGetContent(nodes[i]);

			buf_adds(&b, v != NULL ? (const char *)v : "");
			xmlFree(v);
		} else
			html_node_text(nodes[i], &b);
	}
	return buf_detach(&b, NULL);
}

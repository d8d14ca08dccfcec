/* SPDX-License-Identifier: ISC */
/*
 * tmpl_match: the XPaths templates are mostly made of, matched by one
 * walk of the tree.  libxml2's XPath machine builds and frees a string
 * object for each function of a predicate at each element it tests
 * ("//div[contains(concat(' ', normalize-space(@class), ' '), ' x ')]"
 * costs it a dozen allocations per div); this reads the attributes in
 * place.  The forms: "//name[p]..." and ".//name[p]..." (name may be
 * "*"), each predicate a conjunction ("and") of @a, @a='v' and
 * contains(s, 'v'), s a literal, @a, normalize-space(@a) or a concat() of
 * them; then child steps "/name" or "/name[n]", and a last "/@a".  Any
 * other XPath is libxml2's.  tmpl_match_eval() gives the node set libxml2
 * gives, in document order, or NULL where it cannot be sure to: a walk
 * that might take libxml2 past its step limit, a path whose nodes nest.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>

#include "tmpl_int.h"
#include "util.h"

/*
 * Steps libxml2 counts against its limit, at most (about twice what it
 * was seen to count for ".//" forms, which cost it most): per node
 * walked, per predicate evaluated (a base, and per string of a
 * concat()), per child of a child step, per step.
 */
#define MATCH_OPS_NODE 2
#define MATCH_OPS_TERM 64
#define MATCH_OPS_PART 16
#define MATCH_OPS_CHILD 8
#define MATCH_OPS_STEP 8
#define MATCH_MAX_PARTS 16

enum match_part { PART_LITERAL, PART_ATTR, PART_NORMALIZED };

struct match_str {
	enum match_part kind;
	char *s; /* the literal, or the attribute's name */
};

enum match_test { TEST_HAS, TEST_EQUALS, TEST_CONTAINS };

struct match_term {
	enum match_test kind;
	char *name;  /* TEST_HAS, TEST_EQUALS: the attribute */
	char *value; /* TEST_EQUALS: the value; TEST_CONTAINS: the needle */
	struct match_str parts[MATCH_MAX_PARTS]; /* TEST_CONTAINS: haystack */
	size_t nparts;
};

struct match_step {
	char *name; /* NULL for "*" */
	long pos;   /* "[n]", 0 for none */
};

struct tmpl_match {
	int relative; /* ".//": below the context node */
	char *name;   /* the first step's, NULL for "*" */
	struct match_term *terms;
	size_t nterms;
	struct match_step *steps; /* the child steps */
	size_t nsteps;
	char *attr; /* the last "/@a", or NULL */
};

/* ---- parsing ---- */

static void
match_blank(const char **p)
{
	while (**p == ' ' || **p == '\t' || **p == '\n' || **p == '\r')
		(*p)++;
}

/* 1 (and past it) if s comes next. */
static int
match_lit(const char **p, const char *s)
{
	size_t n = strlen(s);

	match_blank(p);
	if (strncmp(*p, s, n) != 0)
		return 0;
	*p += n;
	return 1;
}

static int
match_name_char(char c, int first)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
	    (!first && ((c >= '0' && c <= '9') || c == '-' || c == '.'));
}

/* An NCName not followed by ':' (a prefix or an axis), or NULL; the
 * caller frees it. */
static char *
match_name(const char **p)
{
	const char *s;
	char *name;

	match_blank(p);
	if (!match_name_char(**p, 1))
		return NULL;
	for (s = *p + 1; match_name_char(*s, 0); s++)
		;
	if (*s == ':')
		return NULL;
	name = xstrndup(*p, (size_t)(s - *p));
	*p = s;
	return name;
}

/* A quoted literal, or NULL; the caller frees it. */
static char *
match_string(const char **p)
{
	const char *q;
	char *s;

	match_blank(p);
	if ((**p != '\'' && **p != '"') || (q = strchr(*p + 1, **p)) == NULL)
		return NULL;
	s = xstrndup(*p + 1, (size_t)(q - *p - 1));
	*p = q + 1;
	return s;
}

/* "name" or "*" as a name test: *name NULL for "*"; -1 if neither. */
static int
match_test(const char **p, char **name)
{
	if (match_lit(p, "*")) {
		*name = NULL;
		return 0;
	}
	return (*name = match_name(p)) != NULL ? 0 : -1;
}

/*
 * A string contains() searches: a literal, an attribute, normalize-space()
 * of one, or (at the top) a concat() of them.  What it holds is freed
 * with the term, also when it fails.
 */
static int
match_str(const char **p, struct match_term *t, int top)
{
	struct match_str *s;
	size_t n;

	if (t->nparts == MATCH_MAX_PARTS)
		return -1;
	s = &t->parts[t->nparts];
	if (top && match_lit(p, "concat")) {
		if (!match_lit(p, "("))
			return -1;
		/* concat() takes two strings at least */
		for (n = 0; n == 0 || match_lit(p, ","); n++)
			if (match_str(p, t, 0) == -1)
				return -1;
		return n >= 2 && match_lit(p, ")") ? 0 : -1;
	}
	t->nparts++;
	if ((s->s = match_string(p)) != NULL) {
		s->kind = PART_LITERAL;
		return 0;
	}
	if (match_lit(p, "@")) {
		s->kind = PART_ATTR;
		return (s->s = match_name(p)) != NULL ? 0 : -1;
	}
	if (!match_lit(p, "normalize-space") || !match_lit(p, "(") ||
	    !match_lit(p, "@"))
		return -1;
	s->kind = PART_NORMALIZED;
	return (s->s = match_name(p)) != NULL && match_lit(p, ")") ? 0 : -1;
}

/* One term of a predicate: @a, @a='v' or contains(s, 'v'). */
static int
match_term(const char **p, struct match_term *t)
{
	if (match_lit(p, "@")) {
		if ((t->name = match_name(p)) == NULL)
			return -1;
		t->kind = TEST_HAS;
		if (!match_lit(p, "="))
			return 0;
		t->kind = TEST_EQUALS;
		return (t->value = match_string(p)) != NULL ? 0 : -1;
	}
	t->kind = TEST_CONTAINS;
	if (!match_lit(p, "contains") || !match_lit(p, "(") ||
	    match_str(p, t, 1) == -1 || !match_lit(p, ","))
		return -1;
	return (t->value = match_string(p)) != NULL && match_lit(p, ")") ? 0
									 : -1;
}

/* The predicates of the first step, "[t and t...]..." */
static int
match_preds(const char **p, struct tmpl_match *m)
{
	while (match_lit(p, "[")) {
		do {
			m->terms = xreallocarray(
			    m->terms, m->nterms + 1, sizeof(*m->terms));
			memset(&m->terms[m->nterms], 0, sizeof(*m->terms));
			if (match_term(p, &m->terms[m->nterms++]) == -1)
				return -1;
		} while (match_lit(p, "and"));
		if (!match_lit(p, "]"))
			return -1;
	}
	return 0;
}

/* The child steps after the first, "/name[n]...", and a last "/@a". */
static int
match_steps(const char **p, struct tmpl_match *m)
{
	struct match_step *st;
	char *end;

	while (match_lit(p, "/")) {
		if (match_lit(p, "@"))
			return (m->attr = match_name(p)) != NULL ? 0 : -1;
		m->steps =
		    xreallocarray(m->steps, m->nsteps + 1, sizeof(*m->steps));
		st = &m->steps[m->nsteps++];
		st->pos = 0;
		if (match_test(p, &st->name) == -1)
			return -1;
		if (!match_lit(p, "["))
			continue;
		match_blank(p);
		if (**p < '1' || **p > '9')
			return -1;
		st->pos = strtol(*p, &end, 10);
		*p = end;
		if (st->pos > 1000000 || !match_lit(p, "]"))
			return -1;
	}
	return 0;
}

struct tmpl_match *
tmpl_match_compile(const char *xpath)
{
	struct tmpl_match *m;
	const char *p = xpath;

	m = xcalloc(1, sizeof(*m));
	if (match_lit(&p, ".//"))
		m->relative = 1;
	else if (!match_lit(&p, "//"))
		goto fail;
	if (match_test(&p, &m->name) == -1 || match_preds(&p, m) == -1 ||
	    match_steps(&p, m) == -1)
		goto fail;
	match_blank(&p);
	if (*p == '\0')
		return m;
fail:
	tmpl_match_free(m);
	return NULL;
}

void
tmpl_match_free(struct tmpl_match *m)
{
	size_t i, j;

	if (m == NULL)
		return;
	free(m->name);
	for (i = 0; i < m->nterms; i++) {
		free(m->terms[i].name);
		free(m->terms[i].value);
		for (j = 0; j < MATCH_MAX_PARTS; j++)
			free(m->terms[i].parts[j].s);
	}
	free(m->terms);
	for (i = 0; i < m->nsteps; i++)
		free(m->steps[i].name);
	free(m->steps);
	free(m->attr);
	free(m);
}

/* ---- matching ---- */

/* What one evaluation carries: the step count and a string buffer. */
struct match_run {
	unsigned long ops, max_ops;
	struct buf b;
};

/*
 * The next node after cur below top in document order, as libxml2's
 * descendant axis walks: into children (but a DTD's), then siblings
 * (DTDs and entity declarations left out), then up.
 */
static xmlNodePtr
match_next(xmlNodePtr cur, const xmlNode *top)
{
	if (cur->children != NULL && cur->children->type != XML_ENTITY_DECL) {
		cur = cur->children;
		if (cur->type != XML_DTD_NODE)
			return cur;
	}
	if (cur == top)
		return NULL;
	while (cur->next != NULL) {
		cur = cur->next;
		if (cur->type != XML_ENTITY_DECL && cur->type != XML_DTD_NODE)
			return cur;
	}
	for (cur = cur->parent; cur != NULL && cur != top; cur = cur->parent)
		if (cur->next != NULL)
			return cur->next;
	return NULL;
}

/* Empty b, its data an empty string. */
static void
match_clear(struct buf *b)
{
	buf_reset(b);
	buf_add(b, "", 0);
}

/*
 * The string value of an attribute (its text), -1 when it is made of
 * anything but text, as libxml2 never builds an HTML attribute.
 */
static int
match_attr_value(const xmlAttr *a, struct buf *out)
{
	const xmlNode *c;

	for (c = a->children; c != NULL; c = c->next) {
		if (c->type != XML_TEXT_NODE)
			return -1;
		if (c->content != NULL)
			buf_adds(out, (const char *)c->content);
	}
	return 0;
}

/* The first attribute of n called name, or NULL; -1 in *bad when one
 * holds a namespace (HTML's never do). */
static const xmlAttr *
match_attr(const xmlNode *n, const char *name, int *bad)
{
	const xmlAttr *a;

	for (a = n->properties; a != NULL; a = a->next)
		if (strcmp((const char *)a->name, name) == 0) {
			if (a->ns != NULL)
				*bad = -1;
			return a;
		}
	return NULL;
}

/* Append normalize-space() of s: no blanks at the ends, one space
 * between words. */
static void
match_normalize(struct buf *out, const char *s)
{
	const char *w;
	int first = 1;

	for (;;) {
		while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
			s++;
		if (*s == '\0')
			return;
		for (w = s; *s != '\0' && *s != ' ' && *s != '\t' &&
		     *s != '\n' && *s != '\r';
		     s++)
			;
		if (!first)
			buf_addc(out, ' ');
		buf_add(out, w, (size_t)(s - w));
		first = 0;
	}
}

/* The haystack of a contains() term at n, in r->b. */
static int
match_haystack(
    const struct match_term *t, const xmlNode *n, struct match_run *r)
{
	struct buf v;
	const xmlAttr *a;
	size_t i;
	int bad = 0;

	match_clear(&r->b);
	for (i = 0; i < t->nparts; i++) {
		if (t->parts[i].kind == PART_LITERAL) {
			buf_adds(&r->b, t->parts[i].s);
			continue;
		}
		if ((a = match_attr(n, t->parts[i].s, &bad)) == NULL)
			continue;
		if (bad || t->parts[i].kind == PART_ATTR) {
			if (bad || match_attr_value(a, &r->b) == -1)
				return -1;
			continue;
		}
		buf_init(&v);
		if (match_attr_value(a, &v) == -1) {
			buf_free(&v);
			return -1;
		}
		match_normalize(&r->b, v.data != NULL ? v.data : "");
		buf_free(&v);
	}
	return 0;
}

/* 1 if n passes the term, 0 if not, -1 if that cannot be told here. */
static int
match_term_test(
    const struct match_term *t, const xmlNode *n, struct match_run *r)
{
	const xmlAttr *a;
	int bad = 0;

	r->ops += MATCH_OPS_TERM + MATCH_OPS_PART * t->nparts;
	if (t->kind == TEST_CONTAINS) {
		if (match_haystack(t, n, r) == -1)
			return -1;
		return strstr(r->b.data, t->value) != NULL;
	}
	if ((a = match_attr(n, t->name, &bad)) == NULL || bad)
		return bad ? -1 : 0;
	if (t->kind == TEST_HAS)
		return 1;
	/* HTML holds each attribute once: the first is the one */
	match_clear(&r->b);
	if (match_attr_value(a, &r->b) == -1)
		return -1;
	return strcmp(r->b.data, t->value) == 0;
}

/* 1 if n is the first step's node, 0 if not, -1 if that cannot be told. */
static int
match_first(const struct tmpl_match *m, const xmlNode *n, struct match_run *r)
{
	size_t i;
	int ok;

	if (n->type != XML_ELEMENT_NODE ||
	    (m->name != NULL && strcmp((const char *)n->name, m->name) != 0))
		return 0;
	if (n->ns != NULL)
		return -1;
	for (i = 0; i < m->nterms; i++)
		if ((ok = match_term_test(&m->terms[i], n, r)) != 1)
			return ok;
	return 1;
}

/* 1 if a is an ancestor of b. */
static int
match_above(const xmlNode *a, const xmlNode *b)
{
	for (b = b->parent; b != NULL; b = b->parent)
		if (b == a)
			return 1;
	return 0;
}

/*
 * One child step over set (in document order, none inside another, or
 * their children would not be): the children it names, the pos-th of
 * each when pos is not 0.
 */
static int
match_children(const struct match_step *st, xmlNodeSetPtr set,
    xmlNodeSetPtr out, struct match_run *r)
{
	xmlNodePtr c;
	long k;
	int i;

	for (i = 0; i < set->nodeNr; i++) {
		if (i > 0 && match_above(set->nodeTab[i - 1], set->nodeTab[i]))
			return -1;
		for (k = 0, c = set->nodeTab[i]->children; c != NULL;
		     c = c->next) {
			if ((r->ops += MATCH_OPS_CHILD) > r->max_ops)
				return -1;
			if (c->type != XML_ELEMENT_NODE ||
			    (st->name != NULL &&
				strcmp((const char *)c->name, st->name) != 0))
				continue;
			if (c->ns != NULL)
				return -1;
			if (st->pos != 0 && ++k != st->pos)
				continue;
			xmlXPathNodeSetAddUnique(out, c);
			if (st->pos != 0)
				break;
		}
	}
	return 0;
}

/* The last "/@a" over set: each node's attribute of that name. */
static int
match_attrs(const char *name, xmlNodeSetPtr set, xmlNodeSetPtr out)
{
	xmlAttrPtr a;
	int i;

	for (i = 0; i < set->nodeNr; i++)
		for (a = set->nodeTab[i]->properties; a != NULL; a = a->next) {
			if (strcmp((const char *)a->name, name) != 0)
				continue;
			if (a->ns != NULL)
				return -1;
			xmlXPathNodeSetAddUnique(out, (xmlNodePtr)a);
		}
	return 0;
}

/* The first step: the nodes below top it names, in document order. */
static int
match_walk(const struct tmpl_match *m, xmlNodePtr top, xmlNodeSetPtr out,
    struct match_run *r)
{
	xmlNodePtr n;
	int ok;

	for (n = top->children; n != NULL; n = match_next(n, top)) {
		if ((r->ops += MATCH_OPS_NODE) > r->max_ops)
			return -1;
		if ((ok = match_first(m, n, r)) == -1)
			return -1;
		if (ok)
			xmlXPathNodeSetAddUnique(out, n);
	}
	return 0;
}

xmlXPathObjectPtr
tmpl_match_eval(const struct tmpl_match *m, xmlDocPtr doc, xmlNodePtr node,
    unsigned long max_ops)
{
	struct match_run r;
	xmlNodeSetPtr set, next;
	xmlNodePtr top = m->relative ? node : (xmlNodePtr)doc;
	size_t i;
	int rc;

	if (top == NULL || (m->relative && top->type != XML_ELEMENT_NODE))
		return NULL;
	r.ops = MATCH_OPS_STEP;
	r.max_ops = max_ops;
	buf_init(&r.b);
	if ((set = xmlXPathNodeSetCreate(NULL)) == NULL)
		return NULL;
	rc = match_walk(m, top, set, &r);
	for (i = 0; rc == 0 && i <= m->nsteps; i++) {
		if (i == m->nsteps && m->attr == NULL)
			break;
		r.ops += MATCH_OPS_STEP;
		if ((next = xmlXPathNodeSetCreate(NULL)) == NULL) {
			rc = -1;
			break;
		}
		rc = i < m->nsteps ? match_children(&m->steps[i], set, next, &r)
				   : match_attrs(m->attr, set, next);
		xmlXPathFreeNodeSet(set);
		set = next;
	}
	buf_free(&r.b);
	if (rc == -1 || r.ops > max_ops) {
		xmlXPathFreeNodeSet(set);
		return NULL;
	}
	return xmlXPathWrapNodeSet(set);
}

/* SPDX-License-Identifier: ISC */
/*
 * store_query: what a person types in a search box, as an FTS5 query the
 * index always reads.  Every word is a term, whatever punctuation it
 * holds (don't, new-zealand, U.S., AT&T, 3.5, c++): it becomes a quoted
 * phrase, which the index's tokenizer splits as it split the text.
 * "Quoted phrases" stay phrases; AND, OR and NOT between two terms,
 * NEAR(...) and a trailing * are FTS5's operators, as written; anything
 * else that FTS5 would read as syntax (parentheses, colons, ^, +, -) is
 * just text.  Queries in FTS5's own syntax skip this (`templar search
 * --fts`, ?syntax=fts).
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "store.h"
#include "util.h"

enum sq_kind { SQ_TERM, SQ_AND, SQ_OR, SQ_NOT };

struct sq_item {
	enum sq_kind kind;
	char *text;       /* SQ_TERM: the FTS5 text of the term */
	const char *word; /* an operator's own word */
};

struct sq_items {
	struct sq_item *v;
	size_t n, cap;
};

static int sq_space(char);
static int sq_has_token(const char *, size_t);
static void sq_phrase(struct buf *, const char *, size_t);
static const char *sq_quoted(const char *, struct buf *);
static const char *sq_word(const char *, struct sq_items *);
static const char *sq_near(const char *, struct sq_items *);
static void sq_add(struct sq_items *, enum sq_kind, char *, const char *);

/*
 * The FTS5 query for text as a person typed it (see above); "" when it
 * holds nothing to search for.  Caller frees.
 */
char *
store_query_plain(const char *text)
{
	struct sq_items it = { NULL, 0, 0 };
	struct buf b, t;
	const char *p = text;
	size_t i;
	int last_term = 0;

	while (p != NULL && *p != '\0') {
		if (sq_space(*p))
			p++;
		else if (*p == '"') {
			buf_init(&t);
			p = sq_quoted(p, &t);
			if (t.len > 0)
				sq_add(
				    &it, SQ_TERM, buf_detach(&t, NULL), NULL);
			else
				buf_free(&t);
		} else if (strncmp(p, "NEAR(", 5) == 0 &&
		    (p == text || sq_space(p[-1])))
			p = sq_near(p, &it);
		else
			p = sq_word(p, &it);
	}

	/* An operator stands between two terms; elsewhere it is a word,
	 * but one followed by another operator ("AND NOT") gives way. */
	buf_init(&b);
	for (i = 0; i < it.n; i++) {
		struct sq_item *x = &it.v[i];

		if (x->kind != SQ_TERM) {
			if (last_term && i + 1 < it.n &&
			    it.v[i + 1].kind == SQ_TERM) {
				buf_printf(&b, " %s", x->word);
				last_term = 0;
				continue;
			}
			if (last_term && i + 1 < it.n)
				continue;
			buf_init(&t);
			sq_phrase(&t, x->word, strlen(x->word));
			x->text = buf_detach(&t, NULL);
		}
		if (b.len > 0)
			buf_addc(&b, ' ');
		buf_adds(&b, x->text);
		last_term = 1;
	}
	for (i = 0; i < it.n; i++)
		free(it.v[i].text);
	free(it.v);
	return buf_detach(&b, NULL);
}

static int
sq_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	    c == '\v';
}

/*
 * s[0..len) holds something the tokenizer keeps: a letter or digit, or
 * a byte that is not ASCII (most of which are letters).
 */
static int
sq_has_token(const char *s, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++) {
		unsigned char u = (unsigned char)s[i];

		if (u >= 0x80 || (u >= '0' && u <= '9') ||
		    ((u | 0x20) >= 'a' && (u | 0x20) <= 'z'))
			return 1;
	}
	return 0;
}

/* s[0..len) (no '"' in it) as an FTS5 string: a phrase of its tokens. */
static void
sq_phrase(struct buf *b, const char *s, size_t len)
{
	buf_addc(b, '"');
	buf_add(b, s, len);
	buf_addc(b, '"');
}

/*
 * The phrase opening at p ('"'), up to the next '"' or the end, into t
 * with a '*' right after it (nothing when it holds no token); past it.
 */
static const char *
sq_quoted(const char *p, struct buf *t)
{
	const char *s = ++p;

	while (*p != '\0' && *p != '"')
		p++;
	if (sq_has_token(s, (size_t)(p - s)))
		sq_phrase(t, s, (size_t)(p - s));
	if (*p == '"')
		p++;
	if (*p == '*') {
		if (t->len > 0)
			buf_addc(t, '*');
		while (*p == '*')
			p++;
	}
	return p;
}

/* The word at p, up to a space or '"', as a term or operator; past it. */
static const char *
sq_word(const char *p, struct sq_items *it)
{
	static const struct {
		const char *word;
		enum sq_kind kind;
	} ops[] = { { "AND", SQ_AND }, { "OR", SQ_OR }, { "NOT", SQ_NOT } };
	const char *s = p;
	size_t i, len, stem;
	struct buf t;

	while (*p != '\0' && *p != '"' && !sq_space(*p))
		p++;
	len = (size_t)(p - s);
	for (i = 0; i < NELEM(ops); i++)
		if (len == strlen(ops[i].word) &&
		    memcmp(s, ops[i].word, len) == 0) {
			sq_add(it, ops[i].kind, NULL, ops[i].word);
			return p;
		}
	for (stem = len; stem > 0 && s[stem - 1] == '*'; stem--)
		;
	if (!sq_has_token(s, stem))
		return p;
	buf_init(&t);
	sq_phrase(&t, s, stem);
	if (stem < len && sq_has_token(s + stem - 1, 1))
		buf_addc(&t, '*'); /* "c++*" is no prefix of anything */
	sq_add(it, SQ_TERM, buf_detach(&t, NULL), NULL);
	return p;
}

/*
 * NEAR(term term ... [, N]) at p, as FTS5 reads it: its terms are read
 * as any others, N kept when it is a number.  Without its closing
 * parenthesis, or with fewer than two terms, its words are just words.
 * Past it.
 */
static const char *
sq_near(const char *p, struct sq_items *it)
{
	struct sq_items in = { NULL, 0, 0 };
	const char *s = p + 5, *e, *comma = NULL, *q = NULL, *r;
	struct buf t;
	size_t i, dist;
	int quoted = 0;

	for (e = s; *e != '\0' && (quoted || *e != ')'); e++) {
		if (*e == '"')
			quoted = !quoted;
		else if (*e == ',' && !quoted)
			comma = e;
	}
	if (*e != ')')
		return sq_word(p, it); /* "NEAR(" taken as a word */
	if (comma != NULL) {
		/* ", N" before the parenthesis: else the comma is text */
		for (q = comma + 1; sq_space(*q); q++)
			;
		dist = strspn(q, "0123456789");
		for (r = q + dist; sq_space(*r); r++)
			;
		if (dist == 0 || r != e)
			comma = NULL;
	}
	{
		char *inner = xstrndup(s, (size_t)((comma ? comma : e) - s));

		r = inner;
		while (*r != '\0') {
			if (sq_space(*r) || *r == ',')
				r++;
			else if (*r == '"') {
				buf_init(&t);
				r = sq_quoted(r, &t);
				if (t.len > 0)
					sq_add(&in, SQ_TERM,
					    buf_detach(&t, NULL), NULL);
				else
					buf_free(&t);
			} else {
				const char *w = r;

				while (*r != '\0' && *r != '"' && *r != ',' &&
				    !sq_space(*r))
					r++;
				if (sq_has_token(w, (size_t)(r - w))) {
					buf_init(&t);
					sq_phrase(&t, w, (size_t)(r - w));
					sq_add(&in, SQ_TERM,
					    buf_detach(&t, NULL), NULL);
				}
			}
		}
		free(inner);
	}
	if (in.n >= 2) {
		buf_init(&t);
		buf_adds(&t, "NEAR(");
		for (i = 0; i < in.n; i++) {
			buf_printf(&t, "%s%s", i > 0 ? " " : "", in.v[i].text);
			free(in.v[i].text);
		}
		if (comma != NULL)
			buf_printf(&t, ", %d", dist > 6 ? 1000000 : atoi(q));
		buf_addc(&t, ')');
		sq_add(it, SQ_TERM, buf_detach(&t, NULL), NULL);
	} else
		for (i = 0; i < in.n; i++)
			sq_add(it, SQ_TERM, in.v[i].text, NULL);
	free(in.v);
	return e + 1;
}

static void
sq_add(struct sq_items *it, enum sq_kind kind, char *text, const char *word)
{
	if (it->n == it->cap)
		it->v = xreallocarray(
		    it->v, (it->cap = it->cap * 2 + 8), sizeof(*it->v));
	it->v[it->n].kind = kind;
	it->v[it->n].text = text;
	it->v[it->n].word = word;
	it->n++;
}

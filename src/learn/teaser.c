/* SPDX-License-Identifier: ISC */
/*
 * teaser: descriptions -> teasers.  Each description is cut into lines
 * (its blocks) and each line into words; a word is known by its token
 * fingerprint, so case and punctuation do not matter.  In every line the
 * entry's own title, and each of its categories, become one placeholder
 * word: "Continue reading <title>" or "The post <title> appeared first
 * on <site>" then read the same in every entry.  A line that a majority
 * of the entries share is the feed's, not the entry's, and goes; so do a
 * short line opening as a short line of a majority does ("submitted by
 * NAME", "13 points"), a line of web addresses alone, and the longest run
 * of words that ends (or starts) a majority of the entries' teasers.
 * What is left, its edges' ellipses trimmed, is the teaser.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "teaser.h"
#include "text.h"
#include "util.h"

#define TEASER_MAX_LINES 512 /* lines of a description looked at */
#define TEASER_MAX_AFFIX 64  /* words of a shared prefix or suffix */
#define TEASER_LABEL_WORDS 8 /* words of a line that labels the entry */

/* Placeholder fingerprints: the entry's title, one of its categories. */
#define TEASER_H_TITLE 0x9e3779b97f4a7c15ULL
#define TEASER_H_CAT 0xc2b2ae3d27d4eb4fULL
/* Any number as written, in a label line's first words. */
#define TEASER_H_NUM 0x165667b19e3779f9ULL

/* A word: its fingerprint and bytes [from, to) of its line. */
struct tword {
	uint64_t h;
	size_t from, to;
};

struct tline {
	const char *s;
	size_t len;
	struct tword *w;
	size_t nw;
	size_t lo, hi;  /* words kept */
	uint64_t shape; /* of its words, title and categories set aside */
	uint64_t raw;   /* of its words as written */
	int drop;
};

struct tentry {
	char *copy; /* the description, lines cut in place */
	struct tline *lines;
	size_t nlines;
};

static uint64_t teaser_shape(const struct tword *, size_t);

/* A line's shape, for counting the entries that have it. */
struct tshape {
	uint64_t shape;
	size_t entry;
	struct tline *line;
};

static void teaser_words(const char *, size_t, struct tword **, size_t *);
static void teaser_replace(
    struct tline *, const struct tword *, size_t, uint64_t);
static void teaser_split(struct tentry *, const struct teaser_entry *);
static void teaser_affix(struct tentry *, size_t, size_t, int);
static char *teaser_join(const struct tentry *);
static void teaser_trim_ellipsis(char *);

static uint64_t
teaser_mix(uint64_t h, uint64_t w)
{
	return (h ^ w) * 0x100000001b3ULL + 0x632be59bd9b4e019ULL;
}

static uint64_t
teaser_shape(const struct tword *w, size_t n)
{
	uint64_t h = 0xcbf29ce484222325ULL;
	size_t i;

	for (i = 0; i < n; i++)
		h = teaser_mix(h, w[i].h);
	return h;
}

static int
teaser_is_space(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' ||
	    c == '\v';
}

/* The words of s[0..len) that hold a token; punctuation alone is none. */
static void
teaser_words(const char *s, size_t len, struct tword **wp, size_t *np)
{
	struct tword *w = NULL;
	size_t n = 0, i = 0, j;
	uint64_t h;

	while (i < len) {
		while (i < len && teaser_is_space((unsigned char)s[i]))
			i++;
		for (j = i; j < len && !teaser_is_space((unsigned char)s[j]);
		     j++)
			;
		if (j > i && (h = text_fingerprint(s + i, j - i)) != 0) {
			w = xreallocarray(w, n + 1, sizeof(*w));
			w[n].h = h;
			w[n].from = i;
			w[n].to = j;
			n++;
		}
		i = j;
	}
	*wp = w;
	*np = n;
}

/* 1 if the line s[0..len) is nothing but web addresses: the link an
 * aggregator's entry points at, no words of its teaser. */
static int
teaser_is_address(const char *s, size_t len)
{
	size_t i = 0, j, n = 0;

	while (i < len) {
		while (i < len && teaser_is_space((unsigned char)s[i]))
			i++;
		for (j = i; j < len && !teaser_is_space((unsigned char)s[j]);
		     j++)
			;
		if (j == i)
			break;
		if (!((j - i > 7 && strncasecmp(s + i, "http://", 7) == 0) ||
			(j - i > 8 && strncasecmp(s + i, "https://", 8) == 0) ||
			(j - i > 4 && strncasecmp(s + i, "www.", 4) == 0)))
			return 0;
		n++;
		i = j;
	}
	return n > 0;
}

/* Each run of the line's words equal to pat[0..m) becomes one word h. */
static void
teaser_replace(struct tline *ln, const struct tword *pat, size_t m, uint64_t h)
{
	size_t i, k, o = 0;

	if (m == 0)
		return;
	for (i = 0; i < ln->nw;) {
		for (k = 0; k < m && i + k < ln->nw; k++)
			if (ln->w[i + k].h != pat[k].h)
				break;
		if (k == m) {
			ln->w[o].h = h;
			ln->w[o].from = ln->w[i].from;
			ln->w[o].to = ln->w[i + m - 1].to;
			o++;
			i += m;
		} else
			ln->w[o++] = ln->w[i++];
	}
	ln->nw = o;
}

/* Cut an entry's description into lines of words, placeholders set. */
static void
teaser_split(struct tentry *te, const struct teaser_entry *e)
{
	struct tword *tw = NULL;
	size_t ntw = 0, c, k;
	char *p, *nl;

	if (e->text == NULL)
		return;
	te->copy = xstrdup(e->text);
	for (p = te->copy; p != NULL && te->nlines < TEASER_MAX_LINES; p = nl) {
		struct tline *ln;

		if ((nl = strchr(p, '\n')) != NULL)
			*nl++ = '\0';
		te->lines = xreallocarray(
		    te->lines, te->nlines + 1, sizeof(*te->lines));
		ln = &te->lines[te->nlines++];
		memset(ln, 0, sizeof(*ln));
		ln->s = p;
		ln->len = strlen(p);
		teaser_words(ln->s, ln->len, &ln->w, &ln->nw);
		ln->raw = teaser_shape(ln->w, ln->nw);
	}
	for (c = 0; c <= e->ncategories; c++) {
		const char *pat =
		    c < e->ncategories ? e->categories[c] : e->title;

		if (pat == NULL)
			continue;
		teaser_words(pat, strlen(pat), &tw, &ntw);
		for (k = 0; k < te->nlines; k++)
			teaser_replace(&te->lines[k], tw, ntw,
			    c < e->ncategories ? TEASER_H_CAT : TEASER_H_TITLE);
		free(tw);
		tw = NULL;
	}
	for (k = 0; k < te->nlines; k++) {
		struct tline *ln = &te->lines[k];
		int own = 0;
		size_t i;

		ln->hi = ln->nw;
		ln->shape = teaser_shape(ln->w, ln->nw);
		for (i = 0; i < ln->nw; i++)
			own |= ln->w[i].h != TEASER_H_TITLE &&
			    ln->w[i].h != TEASER_H_CAT;
		/* the title or the tags again say nothing of the text */
		ln->drop = !own || teaser_is_address(ln->s, ln->len);
	}
}

static int
teaser_shape_cmp(const void *a, const void *b)
{
	const struct tshape *x = a, *y = b;

	if (x->shape != y->shape)
		return x->shape < y->shape ? -1 : 1;
	return x->entry < y->entry ? -1 : x->entry > y->entry;
}

/* 1 if word w of line ln is a number as written ("13", "1,204"). */
static int
teaser_is_number(const struct tline *ln, const struct tword *w)
{
	size_t i, digits = 0;
	unsigned char c;

	for (i = w->from; i < w->to; i++) {
		c = (unsigned char)ln->s[i];
		if (c >= '0' && c <= '9')
			digits++;
		else if (c >= 0x80 || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z'))
			return 0;
	}
	return digits > 0;
}

/* A short line's label: its first two words, any number as one. */
static uint64_t
teaser_label(const struct tline *ln)
{
	uint64_t h = 0x6c62272e07bb0142ULL;
	size_t i;

	for (i = 0; i < 2; i++)
		h = teaser_mix(h,
		    teaser_is_number(ln, &ln->w[i]) ? TEASER_H_NUM
						    : ln->w[i].h);
	return h;
}

/* What lines are compared by: as written, with each entry's title and
 * categories set aside, or a short line's label (teaser_label()). */
enum teaser_key { TEASER_KEY_RAW, TEASER_KEY_SHAPE, TEASER_KEY_LABEL };

/*
 * Drop the lines that quorum entries or more share by key: as written
 * (the site's description in every entry, whatever words of it are some
 * entry's category), with each entry's title and categories set aside,
 * or, for a short line, by how it opens, whatever follows: the lines an
 * aggregator writes about the entry rather than from it ("submitted by
 * NAME to GROUP", "13 points | 4 comments", "By NAME"), which name what
 * a page prints in its header, not in its story.
 */
static void
teaser_shared_lines(
    struct tentry *tes, size_t n, size_t quorum, enum teaser_key key)
{
	struct tshape *v = NULL;
	size_t nv = 0, i, j, k, distinct;

	for (i = 0; i < n; i++)
		for (k = 0; k < tes[i].nlines; k++) {
			struct tline *ln = &tes[i].lines[k];

			if (ln->drop ||
			    (key == TEASER_KEY_LABEL &&
				(ln->nw < 2 || ln->nw > TEASER_LABEL_WORDS)))
				continue;
			v = xreallocarray(v, nv + 1, sizeof(*v));
			v[nv].shape = key == TEASER_KEY_RAW ? ln->raw
			    : key == TEASER_KEY_SHAPE       ? ln->shape
							    : teaser_label(ln);
			v[nv].entry = i;
			v[nv].line = ln;
			nv++;
		}
	if (nv > 0)
		qsort(v, nv, sizeof(*v), teaser_shape_cmp);
	for (i = 0; i < nv; i = j) {
		distinct = 0;
		for (j = i; j < nv && v[j].shape == v[i].shape; j++)
			if (j == i || v[j].entry != v[j - 1].entry)
				distinct++;
		if (distinct >= quorum)
			for (k = i; k < j; k++)
				v[k].line->drop = 1;
	}
	free(v);
}

/* The first (suffix 0) or last (suffix 1) line an entry keeps. */
static struct tline *
teaser_edge_line(struct tentry *te, int suffix)
{
	size_t k;

	for (k = 0; k < te->nlines; k++) {
		struct tline *ln = &te->lines[suffix ? te->nlines - 1 - k : k];

		if (!ln->drop && ln->lo < ln->hi)
			return ln;
	}
	return NULL;
}

/* Fingerprint of the m words ending (or starting) the kept words. */
static uint64_t
teaser_affix_hash(const struct tline *ln, size_t m, int suffix)
{
	uint64_t h = 0x84222325cbf29ce4ULL;
	size_t i;

	for (i = 0; i < m; i++)
		h = teaser_mix(
		    h, ln->w[suffix ? ln->hi - 1 - i : ln->lo + i].h);
	return h;
}

/*
 * Strip the longest run of words that ends (suffix) or starts the
 * teasers of quorum entries or more: a "read more" the CMS adds inline.
 * A teaser keeps one word at least.
 */
static void
teaser_affix(struct tentry *tes, size_t n, size_t quorum, int suffix)
{
	struct tline **edge;
	uint64_t *h, best_h = 0;
	size_t i, j, m, count, best_m = 0;

	edge = xcalloc(n, sizeof(*edge));
	h = xcalloc(n, sizeof(*h));
	for (i = 0; i < n; i++)
		edge[i] = teaser_edge_line(&tes[i], suffix);
	for (m = 1; m <= TEASER_MAX_AFFIX; m++) {
		uint64_t top = 0;
		size_t top_count = 0;

		for (i = 0; i < n; i++)
			h[i] = edge[i] != NULL && edge[i]->hi - edge[i]->lo > m
			    ? teaser_affix_hash(edge[i], m, suffix)
			    : 0;
		for (i = 0; i < n; i++) {
			if (h[i] == 0)
				continue;
			for (count = 0, j = 0; j < n; j++)
				count += h[j] == h[i];
			if (count > top_count) {
				top_count = count;
				top = h[i];
			}
		}
		if (top_count < quorum)
			break;
		best_m = m;
		best_h = top;
	}
	for (i = 0; best_m > 0 && i < n; i++) {
		if (edge[i] == NULL || edge[i]->hi - edge[i]->lo <= best_m ||
		    teaser_affix_hash(edge[i], best_m, suffix) != best_h)
			continue;
		if (suffix)
			edge[i]->hi -= best_m;
		else
			edge[i]->lo += best_m;
	}
	free(edge);
	free(h);
}

/* The kept words of the kept lines, one line each; NULL if none. */
static char *
teaser_join(const struct tentry *te)
{
	struct buf b;
	size_t k;
	int any = 0;

	buf_init(&b);
	for (k = 0; k < te->nlines; k++) {
		const struct tline *ln = &te->lines[k];

		if (ln->drop || ln->lo >= ln->hi)
			continue;
		if (any)
			buf_addc(&b, '\n');
		buf_add(&b, ln->s + ln->w[ln->lo].from,
		    ln->w[ln->hi - 1].to - ln->w[ln->lo].from);
		any = 1;
	}
	if (!any) {
		buf_free(&b);
		return NULL;
	}
	return buf_detach(&b, NULL);
}

/*
 * The mark of a cut excerpt at the end: "...", "[...]", "(...)" in any
 * of their spellings.  The word it is glued to stays: most systems cut
 * between words.
 */
static void
teaser_trim_ellipsis(char *s)
{
	size_t len = strlen(s), l;

	if ((l = text_cut_mark(s, len)) == len)
		return;
	while (l > 0 && teaser_is_space((unsigned char)s[l - 1]))
		l--;
	s[l] = '\0';
}

char **
teaser_reduce(const struct teaser_entry *entries, size_t n)
{
	struct tentry *tes;
	char **v;
	size_t i, k, with = 0, quorum;

	v = xcalloc(n > 0 ? n : 1, sizeof(*v));
	tes = xcalloc(n > 0 ? n : 1, sizeof(*tes));
	for (i = 0; i < n; i++) {
		teaser_split(&tes[i], &entries[i]);
		with += tes[i].nlines > 0;
	}
	/*
	 * What a majority of the descriptions repeat is the feed's; with
	 * one description nothing can be told apart.
	 */
	quorum = with / 2 + 1;
	if (quorum < 2)
		quorum = 2;
	if (with >= 2) {
		teaser_shared_lines(tes, n, quorum, TEASER_KEY_RAW);
		teaser_shared_lines(tes, n, quorum, TEASER_KEY_SHAPE);
		teaser_shared_lines(tes, n, quorum, TEASER_KEY_LABEL);
		teaser_affix(tes, n, quorum, 1);
		teaser_affix(tes, n, quorum, 0);
	}
	for (i = 0; i < n; i++) {
		if ((v[i] = teaser_join(&tes[i])) != NULL) {
			teaser_trim_ellipsis(v[i]);
			if (*v[i] == '\0') {
				free(v[i]);
				v[i] = NULL;
			}
		}
		for (k = 0; k < tes[i].nlines; k++)
			free(tes[i].lines[k].w);
		free(tes[i].lines);
		free(tes[i].copy);
	}
	free(tes);
	return v;
}

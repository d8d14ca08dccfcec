/* SPDX-License-Identifier: ISC */
/*
 * text: tokenisation and bag-of-tokens similarity.  The tokens follow the
 * extraction benchmarks' convention (runs of letters and digits, each
 * CJK character alone, as charset_class() tells them) with its case
 * folding, so that what the learner measures is what the page is scored
 * on.  CJK bigrams are
 * added for matching, because a unigram of a common ideograph says
 * little on its own (METHODS.md section 1 uses words or bigrams).
 */
#include "config.h"

#include <sys/types.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "charset.h"
#include "date.h"
#include "text.h"
#include "util.h"

#define TEXT_MAX_TOKEN 64 /* code points hashed per token */
#define TEXT_FNV_OFFSET 0xcbf29ce484222325ULL
#define TEXT_FNV_PRIME 0x100000001b3ULL
#define TEXT_VARIES 0x9e3779b97f4a7c15ULL /* a varying token's hash */
#define TEXT_MONTH_MAX 10  /* code points of the longest month name */
#define TEXT_SHAPE_WORDS 2 /* words a line's shape keeps besides numbers */

struct text_bag {
	uint64_t *keys; /* 0 = empty slot */
	uint32_t *counts;
	size_t cap; /* power of two */
	size_t used;
	size_t total;
};

/* A token being read: its code points, folded. */
struct text_tok {
	uint32_t cp[TEXT_MAX_TOKEN];
	size_t n;
};

typedef void (*text_raw_cb)(const struct text_tok *tok, int cjk, void *arg);

static void text_scan(const char *, size_t, text_raw_cb, void *);
static uint64_t text_hash(const uint32_t *, size_t, uint64_t);
static void text_bag_put(struct text_bag *, uint64_t, uint32_t);

/* Call cb for every token of s: word runs, and CJK characters alone. */
static void
text_scan(const char *s, size_t len, text_raw_cb cb, void *arg)
{
	const char *p = s, *end = s + len;
	struct text_tok tok;
	enum charset_class k;

	while (p < end) {
		p += charset_word(
		    p, (size_t)(end - p), tok.cp, TEXT_MAX_TOKEN, &tok.n, &k);
		if (k == CHARSET_WORD)
			cb(&tok, 0, arg);
		else if (k == CHARSET_CJK)
			cb(&tok, 1, arg);
		else
			cb(NULL, 0, arg); /* a break between CJK runs */
	}
}

static uint64_t
text_hash(const uint32_t *cp, size_t n, uint64_t h)
{
	size_t i;

	for (i = 0; i < n; i++) {
		h ^= cp[i];
		h *= TEXT_FNV_PRIME;
		h ^= cp[i] >> 16;
		h *= TEXT_FNV_PRIME;
	}
	return h != 0 ? h : 1;
}

struct text_hash_state {
	text_token_cb cb;
	void *arg;
	uint32_t prev_cjk; /* 0 when the previous token was not CJK */
};

static void
text_hash_cb(const struct text_tok *tok, int cjk, void *arg)
{
	struct text_hash_state *st = arg;
	uint32_t pair[2];

	if (tok == NULL) {
		st->prev_cjk = 0;
		return;
	}
	st->cb(text_hash(tok->cp, tok->n, TEXT_FNV_OFFSET), 0, st->arg);
	if (cjk) {
		if (st->prev_cjk != 0) {
			pair[0] = st->prev_cjk;
			pair[1] = tok->cp[0];
			st->cb(text_hash(pair, 2, TEXT_FNV_OFFSET ^ 0x5bd1e995),
			    1, st->arg);
		}
		st->prev_cjk = tok->cp[0];
	} else
		st->prev_cjk = 0;
}

void
text_tokens(const char *s, size_t len, text_token_cb cb, void *arg)
{
	struct text_hash_state st;

	st.cb = cb;
	st.arg = arg;
	st.prev_cjk = 0;
	text_scan(s, len, text_hash_cb, &st);
}

struct text_bag *
text_bag_new(const char *s)
{
	struct text_bag *bag;

	bag = xcalloc(1, sizeof(*bag));
	bag->cap = 16;
	bag->keys = xcalloc(bag->cap, sizeof(*bag->keys));
	bag->counts = xcalloc(bag->cap, sizeof(*bag->counts));
	if (s != NULL)
		text_bag_add(bag, s, strlen(s));
	return bag;
}

void
text_bag_free(struct text_bag *bag)
{
	if (bag == NULL)
		return;
	free(bag->keys);
	free(bag->counts);
	free(bag);
}

static void
text_bag_put(struct text_bag *bag, uint64_t h, uint32_t n)
{
	size_t i, j, ocap;
	uint64_t *okeys;
	uint32_t *ocounts;

	if ((bag->used + 1) * 2 > bag->cap) {
		okeys = bag->keys;
		ocounts = bag->counts;
		ocap = bag->cap;
		bag->cap *= 2;
		bag->keys = xcalloc(bag->cap, sizeof(*bag->keys));
		bag->counts = xcalloc(bag->cap, sizeof(*bag->counts));
		for (i = 0; i < ocap; i++) {
			if (okeys[i] == 0)
				continue;
			for (j = okeys[i] & (bag->cap - 1); bag->keys[j] != 0;
			     j = (j + 1) & (bag->cap - 1))
				;
			bag->keys[j] = okeys[i];
			bag->counts[j] = ocounts[i];
		}
		free(okeys);
		free(ocounts);
	}
	for (i = h & (bag->cap - 1); bag->keys[i] != 0;
	     i = (i + 1) & (bag->cap - 1)) {
		if (bag->keys[i] == h) {
			bag->counts[i] += n;
			bag->total += n;
			return;
		}
	}
	bag->keys[i] = h;
	bag->counts[i] = n;
	bag->used++;
	bag->total += n;
}

static void
text_bag_cb(uint64_t h, UNUSED int bigram, void *arg)
{
	text_bag_put(arg, h, 1);
}

void
text_bag_add(struct text_bag *bag, const char *s, size_t len)
{
	text_tokens(s, len, text_bag_cb, bag);
}

void
text_bag_add_hash(struct text_bag *bag, uint64_t h, size_t n)
{
	if (h != 0 && n > 0)
		text_bag_put(bag, h, (uint32_t)n);
}

static void
text_fp_cb(uint64_t h, int bigram, void *arg)
{
	uint64_t *fp = arg;

	if (bigram)
		return;
	*fp = (*fp ^ h) * TEXT_FNV_PRIME;
	if (*fp == 0)
		*fp = 1;
}

uint64_t
text_fingerprint(const char *s, size_t len)
{
	uint64_t fp = 0;

	text_tokens(s, len, text_fp_cb, &fp);
	return fp;
}

/* A token's part in a line's shape (text_shape()): a word, a number,
 * or a word of a date's that varies beside a number (a month's name, a
 * time's "am" or "pm"). */
enum text_kind { TEXT_WORD, TEXT_NUMBER, TEXT_DATE_WORD };

static enum text_kind
text_tok_kind(const struct text_tok *tok)
{
	char s[TEXT_MONTH_MAX * 2];
	size_t i, n = 0;

	for (i = 0; i < tok->n; i++)
		if (tok->cp[i] >= '0' && tok->cp[i] <= '9')
			return TEXT_NUMBER;
	if (tok->n > TEXT_MONTH_MAX)
		return TEXT_WORD;
	for (i = 0; i < tok->n; i++) {
		uint32_t c = tok->cp[i];

		if (c < 0x80)
			s[n++] = (char)c;
		else if (c < 0x800) {
			s[n++] = (char)(0xc0 | (c >> 6));
			s[n++] = (char)(0x80 | (c & 0x3f));
		} else
			return TEXT_WORD; /* no month is named so */
	}
	if (n == 2 && (s[0] == 'a' || s[0] == 'p') && s[1] == 'm')
		return TEXT_DATE_WORD; /* a time's half of the day */
	return date_month_named(s, n) ? TEXT_DATE_WORD : TEXT_WORD;
}

/*
 * A line's shape being folded: a month's name (or "am", "pm") varies
 * only beside a number ("May 3", "4:14 PM"; not "you may"), so it waits
 * for the token after it.
 */
struct text_shape_state {
	uint64_t fp;
	size_t words;             /* tokens that do not vary */
	int varied;               /* some token did */
	enum text_kind prev;      /* the kind of the token before */
	uint64_t pending;         /* a month's hash waiting, or 0 */
	enum text_kind pend_prev; /* the kind of the token before it */
};

static void
text_shape_fold(struct text_shape_state *st, uint64_t h, int varies)
{
	if (varies) {
		h = TEXT_VARIES;
		st->varied = 1;
	} else
		st->words++;
	st->fp = (st->fp ^ h) * TEXT_FNV_PRIME;
	if (st->fp == 0)
		st->fp = 1;
}

static void
text_shape_cb(const struct text_tok *tok, UNUSED int cjk, void *arg)
{
	struct text_shape_state *st = arg;
	enum text_kind k;

	if (tok == NULL)
		return;
	k = text_tok_kind(tok);
	if (st->pending != 0) {
		text_shape_fold(st, st->pending,
		    st->pend_prev == TEXT_NUMBER || k == TEXT_NUMBER);
		st->pending = 0;
	}
	if (k == TEXT_DATE_WORD) {
		st->pending = text_hash(tok->cp, tok->n, TEXT_FNV_OFFSET);
		st->pend_prev = st->prev;
	} else
		text_shape_fold(st, text_hash(tok->cp, tok->n, TEXT_FNV_OFFSET),
		    k == TEXT_NUMBER);
	st->prev = k;
}

uint64_t
text_shape(const char *s, size_t len)
{
	struct text_shape_state st = { 0, 0, 0, TEXT_WORD, 0, TEXT_WORD };
	size_t i;

	/* with no number nothing varies */
	for (i = 0; i < len && (s[i] < '0' || s[i] > '9'); i++)
		;
	if (i == len)
		return text_fingerprint(s, len);
	text_scan(s, len, text_shape_cb, &st);
	if (st.pending != 0)
		text_shape_fold(&st, st.pending, st.pend_prev == TEXT_NUMBER);
	/* what is left of a line of numbers and a word tells nothing */
	if (st.varied && st.words < TEXT_SHAPE_WORDS)
		return text_fingerprint(s, len);
	return st.fp;
}

size_t
text_bag_total(const struct text_bag *bag)
{
	return bag->total;
}

size_t
text_bag_count(const struct text_bag *bag, uint64_t h)
{
	size_t i;

	for (i = h & (bag->cap - 1); bag->keys[i] != 0;
	     i = (i + 1) & (bag->cap - 1))
		if (bag->keys[i] == h)
			return bag->counts[i];
	return 0;
}

size_t
text_bag_size(const struct text_bag *bag)
{
	return bag->cap;
}

uint64_t
text_bag_key(const struct text_bag *bag, size_t i, size_t *count)
{
	if (count != NULL)
		*count = bag->counts[i];
	return bag->keys[i];
}

/* Sum over tokens of min(count in a, count in b). */
static size_t
text_overlap(const struct text_bag *a, const struct text_bag *b)
{
	size_t i, n, sum = 0;

	if (a->used > b->used) {
		const struct text_bag *t = a;

		a = b;
		b = t;
	}
	for (i = 0; i < a->cap; i++) {
		if (a->keys[i] == 0)
			continue;
		n = text_bag_count(b, a->keys[i]);
		sum += n < a->counts[i] ? n : a->counts[i];
	}
	return sum;
}

double
text_coverage(const struct text_bag *w, const struct text_bag *t)
{
	if (w->total == 0)
		return 0;
	return (double)text_overlap(w, t) / (double)w->total;
}

double
text_f1(const struct text_bag *a, const struct text_bag *b)
{
	size_t ov;

	if (a->total == 0 || b->total == 0)
		return 0;
	ov = text_overlap(a, b);
	return 2.0 * (double)ov / (double)(a->total + b->total);
}

static void
text_key_cb(const struct text_tok *tok, UNUSED int cjk, void *arg)
{
	struct buf *b = arg;
	size_t i;

	if (tok == NULL)
		return;
	if (b->len > 0)
		buf_addc(b, ' ');
	for (i = 0; i < tok->n; i++)
		charset_utf8_put(b, tok->cp[i]);
}

char *
text_key(const char *s)
{
	struct buf b;

	buf_init(&b);
	if (s != NULL)
		text_scan(s, strlen(s), text_key_cb, &b);
	return buf_detach(&b, NULL);
}

int
text_key_contains(const char *hay, const char *key)
{
	const char *p;
	size_t n = strlen(key);

	if (n == 0)
		return 0;
	for (p = hay; (p = strstr(p, key)) != NULL; p++)
		if ((p == hay || p[-1] == ' ') && (p[n] == '\0' || p[n] == ' '))
			return 1;
	return 0;
}

double
text_similarity(const char *a, const char *b)
{
	struct text_bag *ba, *bb;
	double f;

	if (a == NULL || b == NULL)
		return 0;
	ba = text_bag_new(a);
	bb = text_bag_new(b);
	f = text_f1(ba, bb);
	text_bag_free(ba);
	text_bag_free(bb);
	return f;
}

char *
text_collapse(const char *s)
{
	struct buf b;
	int space = 0;

	buf_init(&b);
	for (; *s != '\0'; s++) {
		if (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r' ||
		    *s == '\f' || *s == '\v') {
			space = b.len > 0;
			continue;
		}
		if (space)
			buf_addc(&b, ' ');
		space = 0;
		buf_addc(&b, *s);
	}
	return buf_detach(&b, NULL);
}

/*
 * The character a typographic one is typed as on a keyboard, or 0 for
 * none: curly quotes and primes, dashes and the minus, spaces of other
 * widths.  A feed and its page often set one title differently ("It's"
 * in the feed, "It’s" on the page).
 */
static uint32_t
text_typed(uint32_t c)
{
	switch (c) {
	case 0x2018:
	case 0x2019:
	case 0x201a:
	case 0x201b:
	case 0x2032:
		return '\'';
	case 0x201c:
	case 0x201d:
	case 0x201e:
	case 0x201f:
	case 0x2033:
	case 0x00ab:
	case 0x00bb:
		return '"';
	case 0x2010:
	case 0x2011:
	case 0x2012:
	case 0x2013:
	case 0x2014:
	case 0x2015:
	case 0x2212:
		return '-';
	case 0x00a0:
	case 0x2002:
	case 0x2003:
	case 0x2004:
	case 0x2005:
	case 0x2006:
	case 0x2007:
	case 0x2008:
	case 0x2009:
	case 0x200a:
	case 0x202f:
		return ' ';
	}
	return 0;
}

/* s with its typographic characters as typed (text_typed()), an
 * ellipsis as three dots, white space collapsed.  Caller frees. */
static char *
text_as_typed(const char *s)
{
	struct buf b;
	size_t left = strlen(s), k;
	uint32_t c, t;
	char *out;

	buf_init(&b);
	while (left > 0) {
		c = charset_utf8_get(s, left, &k);
		if (k == 0)
			k = 1;
		if (c == 0x2026)
			buf_adds(&b, "...");
		else if ((t = text_typed(c)) != 0)
			buf_addc(&b, (char)t);
		else
			buf_add(&b, s, k);
		s += k;
		left -= k;
	}
	out = text_collapse(b.data != NULL ? b.data : "");
	buf_free(&b);
	return out;
}

size_t
text_typeset(const char *s)
{
	size_t left = strlen(s), k, n = 0;
	uint32_t c, t;

	while (left > 0) {
		c = charset_utf8_get(s, left, &k);
		if (k == 0)
			k = 1;
		t = text_typed(c);
		n += c == 0x2026 || (t != 0 && t != ' ');
		s += k;
		left -= k;
	}
	return n;
}

int
text_reads_same(const char *a, const char *b)
{
	char *ca = text_as_typed(a), *cb = text_as_typed(b);
	int same = strcasecmp(ca, cb) == 0;

	free(ca);
	free(cb);
	return same;
}

/* 1 if s[0..len) ends with an ellipsis ("..." or U+2026), its length
 * in *el. */
static int
text_ends_ellipsis(const char *s, size_t len, size_t *el)
{
	if (len >= 3 && memcmp(s + len - 3, "\xe2\x80\xa6", 3) == 0) {
		*el = 3; /* U+2026 */
		return 1;
	}
	if (len >= 3 && memcmp(s + len - 3, "...", 3) == 0) {
		*el = 3;
		return 1;
	}
	return 0;
}

size_t
text_cut_mark(const char *s, size_t len)
{
	size_t el, l = len;

	if (l > 0 && (s[l - 1] == ']' || s[l - 1] == ')'))
		l--;
	if (!text_ends_ellipsis(s, l, &el))
		return len;
	l -= el;
	if (l > 0 && (s[l - 1] == '[' || s[l - 1] == '('))
		l--;
	return l;
}

int
text_cut_short(const char *s)
{
	size_t l = strlen(s);

	while (l > 0 && (s[l - 1] == ' ' || s[l - 1] == '\n'))
		l--;
	return text_cut_mark(s, l) < l;
}

size_t
text_visible(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t k = 0;

	for (; p != NULL && *p != '\0'; p++)
		if (*p > ' ' && !(p[0] == 0xc2 && p[1] == 0xa0) &&
		    !(p[0] == 0xa0 && p > (const unsigned char *)s &&
			p[-1] == 0xc2))
			k++;
	return k;
}

size_t
text_word_bytes(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t k = 0;

	for (; p != NULL && *p != '\0'; p++)
		if (isalnum(*p) || (*p >= 0xc3 && *p != 0xe2 && *p <= 0xf4))
			k++;
	return k;
}

size_t
text_title_mark(const char *p)
{
	static const char *const marks[] = { "...", "\xe2\x80\xa6",
		"\xe2\x80\x93", "\xe2\x80\x94", "\xe2\x80\xa2", "\xc2\xb7",
		"\xc2\xbb", "\xc2\xab", "\xe2\x80\xba", "\xe2\x80\xb9" };
	size_t i;

	if (*p != '\0' && strchr("|-:/~*=+>", *p) != NULL)
		return 1;
	for (i = 0; i < sizeof(marks) / sizeof(marks[0]); i++)
		if (strncmp(p, marks[i], strlen(marks[i])) == 0)
			return strlen(marks[i]);
	return 0;
}

/* Words in a key: spaces plus one. */
static size_t
text_key_words(const char *k)
{
	size_t n = *k != '\0';

	for (; *k != '\0'; k++)
		n += *k == ' ';
	return n;
}

/*
 * Where title splits at a spaced mark: the first (last 0) or the last
 * (last 1) " X " with X a title mark, ": " counting too; *len the
 * mark's length with its spaces.  -1 when none.
 */
static ssize_t
text_title_split(const char *t, int last, size_t *len)
{
	ssize_t at = -1;
	size_t i, m;

	/* from the second byte: an empty title has none */
	for (i = 1; t[0] != '\0' && t[i] != '\0'; i++) {
		if ((m = text_title_mark_at(t, i)) == 0)
			continue;
		at = (ssize_t)i;
		*len = m;
		if (!last)
			break;
	}
	return at;
}

/*
 * Where the rest of title (n bytes) starts and how long it is, less a
 * label in brackets at its start ("[Video] ...") or its end ("...
 * (Updated)"), set apart by a space; 0 when it has none.
 */
static int
text_title_unlabelled_span(
    const char *title, size_t n, size_t *off, size_t *len)
{
	static const char pairs[][2] = { { '[', ']' }, { '(', ')' } };
	const char *q;
	size_t i, j;

	for (i = 0; i < NELEM(pairs); i++) {
		if (n > 2 && title[0] == pairs[i][0] &&
		    (q = memchr(title, pairs[i][1], n)) != NULL &&
		    (size_t)(q - title) + 2 < n && q[1] == ' ') {
			*off = (size_t)(q - title) + 2;
			*len = n - *off;
			return 1;
		}
		if (n > 2 && title[n - 1] == pairs[i][1])
			for (j = n - 1; j-- > 1;)
				if (title[j] == pairs[i][0]) {
					if (title[j - 1] != ' ')
						break;
					*off = 0;
					*len = j;
					return 1;
				}
	}
	return 0;
}

/* The key of title (n bytes) less a label in brackets; NULL when it has
 * none. */
static char *
text_title_unlabelled(const char *title, size_t n)
{
	size_t off, len;
	char *s, *k;

	if (!text_title_unlabelled_span(title, n, &off, &len))
		return NULL;
	s = xstrndup(title + off, len);
	k = text_key(s);
	free(s);
	return k;
}

/*
 * 1 if s[0..n) reads as a host name ("www.example.com", "Example.co.uk"),
 * blanks around it aside: labels of letters, digits and hyphens joined
 * by dots, two labels at least, the last of letters alone.  A site names
 * itself so in its feed's titles; no headline is one.
 */
static int
text_is_host(const char *s, size_t n)
{
	size_t i, dots = 0, label = 0, alpha = 0;

	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	while (n > 0 && (*s == ' ' || *s == '\t')) {
		s++;
		n--;
	}
	for (i = 0; i < n; i++) {
		if (s[i] == '.') {
			if (label == 0)
				return 0;
			dots++;
			label = alpha = 0;
			continue;
		}
		if (!isalnum((unsigned char)s[i]) && s[i] != '-')
			return 0;
		label++;
		alpha += isalpha((unsigned char)s[i]) != 0;
	}
	return dots > 0 && label >= 2 && alpha == label;
}

char *
text_title_core(const char *title, int which)
{
	size_t n, len = 0, el = 0, wa, wb;
	ssize_t at;
	char *s, *k, *a, *b;

	if (title == NULL || which < 0 || which >= TEXT_TITLE_FORMS)
		return NULL;
	n = strlen(title);
	while (n > 0 && (title[n - 1] == ' ' || title[n - 1] == '\t'))
		n--;
	if (which == 3) {
		if ((a = text_title_unlabelled(title, n)) != NULL &&
		    text_key_words(a) < 2) {
			free(a);
			a = NULL;
		}
		return a;
	}
	if (which == 0) {
		/* cut short: "The first words of a long..." */
		if (n >= 3 && strncmp(title + n - 3, "...", 3) == 0)
			el = 3;
		else if (n >= 3 &&
		    strncmp(title + n - 3, "\xe2\x80\xa6", 3) == 0)
			el = 3;
		if (el == 0)
			return NULL;
		s = xstrndup(title, n - el);
		k = text_key(s);
		free(s);
		/* the last word may be cut: drop it when others are left */
		if ((s = strrchr(k, ' ')) != NULL &&
		    (title[n - el - 1] != ' ' || text_key_words(k) > 3))
			*s = '\0';
		if (text_key_words(k) < 2) {
			free(k);
			return NULL;
		}
		return k;
	}
	if ((at = text_title_split(title, which == 2, &len)) == -1)
		return NULL;
	a = text_key((s = xstrndup(title, (size_t)at)));
	free(s);
	b = text_key(title + at + len);
	/* the longer side; not a side that is the site's host name,
	 * unless the other is too short to be looked for */
	wa = text_key_words(a);
	wb = text_key_words(b);
	if (wa >= 2 && text_is_host(title + at + len, strlen(title + at + len)))
		wb = 0;
	else if (wb >= 2 && text_is_host(title, (size_t)at))
		wa = 0;
	if (wb > wa) {
		k = a;
		a = b;
		b = k;
	}
	free(b);
	if (text_key_words(a) < 2) {
		free(a);
		return NULL;
	}
	return a;
}

size_t
text_title_mark_at(const char *t, size_t i)
{
	size_t m;

	if (i >= 1 && t[i] == ' ' && (m = text_title_mark(t + i + 1)) > 0 &&
	    t[i + 1 + m] == ' ')
		return m + 2;
	if (i >= 1 && t[i] == ':' && t[i + 1] == ' ' && t[i - 1] != ' ')
		return 2;
	return 0;
}

int
text_title_shared(const char *a, const char *b, size_t *start, size_t *end)
{
	size_t la = strlen(a), lb = strlen(b), k, i, m;

	*start = 0;
	*end = la;
	for (k = 0; k < la && k < lb &&
	     tolower((unsigned char)a[k]) == tolower((unsigned char)b[k]);
	     k++)
		;
	/* the last mark that ends in the head both start with */
	for (i = 1; i < k; i++)
		if ((m = text_title_mark_at(a, i)) > 0 && i + m <= k)
			*start = i + m;
	for (k = 0; k < la && k < lb &&
	     tolower((unsigned char)a[la - 1 - k]) ==
		 tolower((unsigned char)b[lb - 1 - k]);
	     k++)
		;
	/* the first mark that starts the tail both end with */
	for (i = la - k; i < la; i++)
		if (i > *start && text_title_mark_at(a, i) > 0) {
			*end = i;
			break;
		}
	return *start > 0 || *end < la;
}

/* 1 if the n bytes at s have the key key. */
static int
text_span_is_key(const char *s, size_t n, const char *key)
{
	char *c = xstrndup(s, n), *k = text_key(c);
	int yes = strcmp(k, key) == 0;

	free(c);
	free(k);
	return yes;
}

char *
text_title_part(const char *title, const char *key)
{
	size_t n, len = 0, off;
	ssize_t at;
	int last;

	if (title == NULL || key == NULL || *key == '\0')
		return NULL;
	n = strlen(title);
	for (last = 0; last < 2; last++) {
		if ((at = text_title_split(title, last, &len)) == -1)
			continue;
		if (text_span_is_key(title, (size_t)at, key))
			return xstrndup(title, (size_t)at);
		off = (size_t)at + len;
		if (text_span_is_key(title + off, n - off, key))
			return xstrdup(title + off);
	}
	if (text_title_unlabelled_span(title, n, &off, &len) &&
	    text_span_is_key(title + off, len, key))
		return xstrndup(title + off, len);
	return NULL;
}

int
text_title_has_part(const char *title, const char *s)
{
	char *k = text_key(s), *p = text_title_part(title, k);
	int yes = p != NULL;

	free(k);
	free(p);
	return yes;
}

int
text_title_in(const char *key, const char *title)
{
	char *tk = text_key(title), *ck;
	int yes, w;

	yes = text_key_contains(key, tk);
	free(tk);
	for (w = 0; !yes && w < TEXT_TITLE_FORMS; w++)
		if ((ck = text_title_core(title, w)) != NULL) {
			yes = text_key_contains(key, ck);
			free(ck);
		}
	return yes;
}

/*
 * The length of the valid UTF-8 sequence at p (1 to 4), or 0 when p does
 * not start one: a stray continuation byte, an overlong form, a
 * surrogate, a code point above U+10FFFF or a sequence cut short.
 */
static size_t
text_utf8_len(const unsigned char *p, uint32_t *cp)
{
	size_t n, i;
	uint32_t c;

	if (p[0] < 0x80) {
		*cp = p[0];
		return 1;
	}
	if (p[0] >= 0xc2 && p[0] <= 0xdf) {
		n = 2;
		c = p[0] & 0x1f;
	} else if (p[0] >= 0xe0 && p[0] <= 0xef) {
		n = 3;
		c = p[0] & 0x0f;
	} else if (p[0] >= 0xf0 && p[0] <= 0xf4) {
		n = 4;
		c = p[0] & 0x07;
	} else
		return 0;
	for (i = 1; i < n; i++) {
		if ((p[i] & 0xc0) != 0x80)
			return 0;
		c = (c << 6) | (p[i] & 0x3f);
	}
	if ((n == 3 && c < 0x800) || (n == 4 && c < 0x10000) ||
	    (c >= 0xd800 && c <= 0xdfff) || c > 0x10ffff)
		return 0;
	*cp = c;
	return n;
}

size_t
text_printable_in(char *s, int keep_lines)
{
	unsigned char *p, *q;
	uint32_t c;
	size_t n, replaced = 0;

	if (s == NULL)
		return 0;
	for (p = q = (unsigned char *)s; *p != '\0'; p += n) {
		if ((n = text_utf8_len(p, &c)) == 0) {
			n = 1;
			c = 0x80; /* invalid: replaced like a C1 control */
		}
		if (c == '\r' || (c == '\n' && !keep_lines)) {
			*q++ = ' '; /* a line break in a one-line text */
			replaced++;
			continue;
		}
		if ((c < 0x20 && c != '\t' && c != '\n') ||
		    (c >= 0x7f && c <= 0x9f)) {
			*q++ = '?';
			replaced++;
			continue;
		}
		memmove(q, p, n);
		q += n;
	}
	*q = '\0';
	return replaced;
}

char *
text_printable(const char *s, int keep_lines)
{
	char *t;

	if (s == NULL)
		return NULL;
	t = xstrdup(s);
	text_printable_in(t, keep_lines);
	return t;
}

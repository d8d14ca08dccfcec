/* SPDX-License-Identifier: ISC */
/*
 * text: tokens and similarity of plain UTF-8 text.  A token is a
 * lower-cased run of letters and digits; a CJK ideograph, kana or hangul
 * character is a token of its own, and for matching two adjacent ones
 * also make a bigram token.  A bag counts tokens by a 64-bit hash, so
 * the measures below are fast and need no dictionary.  Pure.
 */
#ifndef TEMPLAR_TEXT_H
#define TEMPLAR_TEXT_H

#include <stddef.h>
#include <stdint.h>

struct text_bag;

/* Called for every token: its hash; bigram is 1 for CJK pairs. */
typedef void (*text_token_cb)(uint64_t hash, int bigram, void *arg);

/* Tokenise s (len bytes), calling cb for each token. */
void text_tokens(const char *s, size_t len, text_token_cb cb, void *arg);

/* A multiset of the tokens of s (NULL gives an empty bag). */
struct text_bag *text_bag_new(const char *s);
void text_bag_free(struct text_bag *bag);
/* Add the tokens of s to the bag. */
void text_bag_add(struct text_bag *bag, const char *s, size_t len);
/* Token occurrences in the bag (bigrams included). */
size_t text_bag_total(const struct text_bag *bag);
/* How many times a token is in the bag. */
size_t text_bag_count(const struct text_bag *bag, uint64_t hash);
/* Slots of the bag: text_bag_key() gives the token hash in slot i
 * (i < text_bag_size(), 0 for an empty slot) and its count. */
size_t text_bag_size(const struct text_bag *bag);
uint64_t text_bag_key(const struct text_bag *bag, size_t i, size_t *count);

/* Add n occurrences of a token hash (or any 64-bit key, not 0). */
void text_bag_add_hash(struct text_bag *bag, uint64_t hash, size_t n);
/* A hash of the tokens of s, insensitive to case, white space and
 * punctuation; 0 when s has no token. */
uint64_t text_fingerprint(const char *s, size_t len);
/* text_fingerprint() with the tokens that change between two copies of
 * one line of boilerplate (numbers, month names, "am" and "pm") all
 * read as one: the same as text_fingerprint() when s has none. */
uint64_t text_shape(const char *s, size_t len);

/*
 * How much of bag w is in bag t: the sum over tokens of min(count in w,
 * count in t) divided by the size of w, in [0, 1]; 0 if w is empty.
 */
double text_coverage(const struct text_bag *w, const struct text_bag *t);
/* Bag-of-tokens F1 of two bags (the benchmarks' measure), in [0, 1]. */
double text_f1(const struct text_bag *a, const struct text_bag *b);

/*
 * The comparison key of a short text (a title): its tokens, lower-cased,
 * joined by single spaces.  Two titles are equal when their keys are.
 * Caller frees.
 */
char *text_key(const char *s);
/* 1 if key occurs in hay as a whole-token run. */
int text_key_contains(const char *hay, const char *key);
/* Token F1 of two short texts (titles), in [0, 1]. */
double text_similarity(const char *a, const char *b);

/* s with white space runs collapsed to one space and trimmed; caller
 * frees. */
char *text_collapse(const char *s);
/* 1 if a and b read the same, ASCII case, spacing and typography aside
 * (curly or straight quotes, a dash or a hyphen, an ellipsis or three
 * dots): two titles. */
int text_reads_same(const char *a, const char *b);
/* How many typographic marks s sets where a keyboard types others:
 * curly quotes, primes, dashes, the minus, an ellipsis. */
size_t text_typeset(const char *s);
/* Where the mark of an excerpt cut short that ends s[0..len) starts
 * ("...", "[...]", "(...)" in any of their spellings, U+2026 too); len
 * when it has none. */
size_t text_cut_mark(const char *s, size_t len);
/* 1 if s ends, white space aside, with the mark of an excerpt cut short:
 * "...", "[...]", "(...)" in any of their spellings. */
int text_cut_short(const char *s);
/* Visible bytes of s: neither white space nor no-break spaces. */
size_t text_visible(const char *s);
/*
 * Bytes of words in s: ASCII letters and digits, and the first byte of
 * each other character but Latin-1's marks and spaces and the general
 * punctuation ("»", "·", "–", "›", a no-break space: what sets links
 * apart on a line is no word).
 */
size_t text_word_bytes(const char *s);
/*
 * The length of the mark at p that sets parts of a title apart ("|",
 * "-", ":", an en or em dash, a bullet, guillemets, an ellipsis), or 0.
 */
size_t text_title_mark(const char *p);

/*
 * The key (text_key()) of what a feed's entry title says of its page's
 * headline beyond the title as it is, or NULL when nothing: a title
 * cut short with an ellipsis less its last, maybe cut, word (which 0);
 * a title with a part set apart by a spaced mark (" | Site", " -
 * Section", "Site: ") the longer side of it, at the first mark (1) or
 * the last (2), never a side that is a host name ("www.site.com: ")
 * while the other has two words; a title with a label in brackets at
 * either end ("[Video] ...", "... (Updated)") the rest (3); of two
 * words at least.  Caller frees.  which runs from 0 to
 * TEXT_TITLE_FORMS - 1; see text_title_in().
 */
#define TEXT_TITLE_FORMS 4
char *text_title_core(const char *title, int which);

/*
 * The part of title whose key (text_key()) is key, as the title writes
 * it: a side of it at its first or last spaced mark, or what a label in
 * brackets leaves (the parts text_title_core() 1 to 3 give the key of);
 * NULL when none is.  Caller frees.
 */
char *text_title_part(const char *title, const char *key);
/* 1 if s reads as such a part of title (text_title_part()). */
int text_title_has_part(const char *title, const char *s);

/* The length of the spaced mark at t + i (" | ", ": ") with its
 * spaces, as the title forms below split at, or 0. */
size_t text_title_mark_at(const char *t, size_t i);

/*
 * Where what title a says stands apart from what it shares with title
 * b: [*start, *end) of a less the head both start with up to a spaced
 * mark ("Opinion: ") and the tail both end with from one (" | The Daily
 * Bugle"), as a feed decorates each entry's title alike.  1 when they
 * share either, else 0 and the whole of a.
 */
int text_title_shared(const char *a, const char *b, size_t *start, size_t *end);

/*
 * 1 if key (a text_key()) holds the entry title title as a run of
 * words, or one of its text_title_core() forms.
 */
int text_title_in(const char *key, const char *title);

/*
 * Make s safe to show on a terminal, in place: CR, and newline unless
 * keep_lines, become a space; every other C0 control but tab, DEL, every
 * C1 control (U+0080..U+009F) and every byte that is not valid UTF-8
 * become '?'.  ESC above all: a
 * string from the network may not move the cursor, retitle a window or
 * hide a log line.  Return how many were replaced; s never grows.
 */
size_t text_printable_in(char *s, int keep_lines);
/* A copy of s made printable (text_printable_in()) the caller frees;
 * NULL for NULL. */
char *text_printable(const char *s, int keep_lines);

#endif

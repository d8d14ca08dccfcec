/* SPDX-License-Identifier: ISC */
/* Unit tests for text.c: tokens, bags, coverage, keys. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "text.h"
#include "util.h"

struct counts {
	int words;
	int bigrams;
};

static void
count_cb(uint64_t hash, int bigram, void *arg)
{
	struct counts *c = arg;

	(void)hash;
	if (bigram)
		c->bigrams++;
	else
		c->words++;
}

static struct counts
count(const char *s)
{
	struct counts c = { 0, 0 };

	text_tokens(s, strlen(s), count_cb, &c);
	return c;
}

static void
test_text_tokens_split_on_punctuation(void)
{
	struct counts c = count("Don't stop -- it's 2024, ok?");

	T_INT(c.words, 7); /* don t stop it s 2024 ok */
	T_INT(c.bigrams, 0);
}

static void
test_text_tokens_cjk_unigrams_and_bigrams(void)
{
	struct counts c = count("東京の天気、晴れ");

	T_INT(c.words, 7);
	/* pairs inside runs: 東京 京の の天 天気, 晴れ; none across 、 */
	T_INT(c.bigrams, 5);
}

/* 々 repeats the ideograph before it: a CJK token, as the benchmarks
 * count it; 。 and 「」 (U+3000-303F) only separate */
static void
test_text_tokens_cjk_symbols(void)
{
	struct counts c = count("「人々」。時々");
	char *k = text_key("「人々」。時々");

	T_INT(c.words, 4);
	T_INT(c.bigrams, 2);
	T_STR(k, "人 々 時 々");
	free(k);
}

static void
test_text_case_folding(void)
{
	char *a = text_key("ÉCOLE Straße ПРИВЕТ ＡＢＣ");
	char *b = text_key("école straße привет abc");

	T_STR(a, b);
	free(a);
	free(b);
}

static void
test_text_key_and_contains(void)
{
	char *k = text_key("  Hello,   World!  ");

	T_STR(k, "hello world");
	T_OK(text_key_contains("say hello world now", k));
	T_OK(!text_key_contains("say hello worlds", k));
	T_OK(!text_key_contains("xhello world", k));
	T_OK(!text_key_contains("anything", ""));
	free(k);
}

static void
test_text_coverage_is_multiset(void)
{
	struct text_bag *w = text_bag_new("the cat and the dog");
	struct text_bag *t = text_bag_new("a dog and the cat sat");
	struct text_bag *e = text_bag_new(NULL);

	/* the x1 of 2, cat, and, dog: 4 of 5 */
	T_NEAR(text_coverage(w, t), 0.8, 1e-9);
	T_NEAR(text_coverage(t, t), 1.0, 1e-9);
	T_NEAR(text_coverage(e, t), 0.0, 1e-9);
	T_INT(text_bag_total(w), 5);
	text_bag_free(w);
	text_bag_free(t);
	text_bag_free(e);
	text_bag_free(NULL);
}

static void
test_text_f1(void)
{
	struct text_bag *a = text_bag_new("one two three four");
	struct text_bag *b = text_bag_new("one two five six");

	T_NEAR(text_f1(a, b), 0.5, 1e-9);
	T_NEAR(text_similarity("Big News Today", "big news today"), 1.0, 1e-9);
	T_NEAR(text_similarity("abc", NULL), 0.0, 1e-9);
	text_bag_free(a);
	text_bag_free(b);
}

static void
test_text_bag_grows(void)
{
	struct text_bag *b = text_bag_new(NULL), *w;
	char word[16];
	int i;

	for (i = 0; i < 1000; i++) {
		snprintf(word, sizeof(word), "w%d ", i);
		text_bag_add(b, word, strlen(word));
	}
	text_bag_add(b, "w7", 2);
	T_INT(text_bag_total(b), 1001);
	w = text_bag_new("w7 w7 w7 w999");
	/* w7 twice in b, w999 once: 3 of 4 */
	T_NEAR(text_coverage(w, b), 0.75, 1e-9);
	text_bag_free(w);
	text_bag_free(b);
}

static void
test_text_fingerprint_ignores_case_and_spacing(void)
{
	const char *a = "Share this  article!", *b = "share THIS article";

	T_OK(text_fingerprint(a, strlen(a)) == text_fingerprint(b, strlen(b)));
	T_OK(text_fingerprint(a, strlen(a)) != text_fingerprint("share", 5));
	T_OK(text_fingerprint(" -- ", 4) == 0);
}

/* Two copies of one line of boilerplate, their dates aside, have one
 * shape; a line without a number is its fingerprint. */
static void
test_text_shape(void)
{
	const char *a = "This entry was posted on March 3, 2011 at 4:14 PM and "
			"is filed under",
		   *b = "This entry was posted on June 21, 2012 at 9:02 am and "
			"is filed under",
		   *c = "This entry was posted on 21 June 2012 at 09:02 and "
			"is filed under",
		   *d = "Others were posted on March 3, 2011 at 4:14 PM and "
			"are filed under";

	T_OK(text_shape(a, strlen(a)) == text_shape(b, strlen(b)));
	T_OK(text_shape(a, strlen(a)) != text_fingerprint(a, strlen(a)));
	/* a site writes its dates one way: another way is another shape */
	T_OK(text_shape(a, strlen(a)) != text_shape(c, strlen(c)));
	T_OK(text_shape(a, strlen(a)) != text_shape(d, strlen(d)));
	/* a month's name varies beside a number only */
	T_OK(text_shape("you may see it in 3 days", 24) !=
	    text_shape("you june see it in 5 days", 25));
	T_OK(text_shape("you may see it in 3 days", 24) ==
	    text_shape("you may see it in 5 days", 24));
	T_OK(text_shape("Share this article", 18) ==
	    text_fingerprint("Share this article", 18));
	/* numbers and a word tell nothing: their words decide */
	T_OK(text_shape("March 3, 2011", 13) != text_shape("May 5, 2012", 11));
	T_OK(text_shape("Page 2", 6) != text_shape("Page 3", 6));
	T_OK(text_shape("Posted at 07:17 PM |", 20) ==
	    text_shape("Posted at 9:02 am |", 19));
	T_OK(text_shape(" -- ", 4) == 0);
}

static void
test_text_collapse(void)
{
	char *s = text_collapse("  a \n\t b  c ");

	T_STR(s, "a b c");
	free(s);
}

/* Words count; the marks that set links apart on a line do not. */
static void
test_text_word_bytes(void)
{
	T_INT(text_word_bytes("News: A1"), 6);
	T_INT(text_word_bytes(" | \xc2\xbb \xc2\xb7 \xe2\x80\x93 "
			      "\xe2\x80\xba \xe2\x80\xa2 \xc2\xa0"),
	    0);
	/* one byte for each other letter: "é", "ж", "字" */
	T_INT(text_word_bytes("\xc3\xa9\xd0\xb6\xe5\xad\x97"), 3);
	T_INT(text_word_bytes(""), 0);
	T_INT(text_word_bytes(NULL), 0);
}

static void
test_text_visible(void)
{
	/* spaces, a tab and a no-break space (two bytes) are not seen */
	T_INT(text_visible(" a\tb \u00a0c\n"), 3);
	T_INT(text_visible("\u00e9t\u00e9"), 5);
	T_INT(text_visible(""), 0);
	T_INT(text_visible(NULL), 0);
}

/* Terminal controls from the network never reach a terminal. */
static void
test_text_printable(void)
{
	char *t;

	t = text_printable("title\x1b]0;owned\x07\x1b[2J end", 0);
	T_STR(t, "title?]0;owned??[2J end");
	free(t);
	/* Tab stays; a line break is a space unless lines are kept. */
	t = text_printable("a\tb\nc\rd\x7f", 0);
	T_STR(t, "a\tb c d?");
	free(t);
	t = text_printable("a\nb", 1);
	T_STR(t, "a\nb");
	free(t);
	/* C1 as UTF-8 (U+009B, CSI) and as a lone byte; invalid UTF-8. */
	t = text_printable("x\xc2\x9by\x9bz\xc3(\xe0\x80\x80", 0);
	T_STR(t, "x?y?z?(???");
	free(t);
	/* Text in any script is left alone. */
	t = text_printable("caf\xc3\xa9 \xe4\xb8\xad \xf0\x9f\x93\xb0", 0);
	T_STR(t, "caf\xc3\xa9 \xe4\xb8\xad \xf0\x9f\x93\xb0");
	free(t);
	T_OK(text_printable(NULL, 0) == NULL);
}

/* The part of a title with a key, as the title writes it. */
static void
test_text_title_part(void)
{
	char *p;

	p = text_title_part("Rates Rise | The Daily Bugle", "rates rise");
	T_STR(p, "Rates Rise");
	free(p);
	p = text_title_part("Bugle: Rates rise again", "rates rise again");
	T_STR(p, "Rates rise again");
	free(p);
	/* the last mark's side, past a dash inside the headline */
	p = text_title_part(
	    "Home \xe2\x80\x94 For $235K | Bugle", "home for 235k");
	T_STR(p, "Home \xe2\x80\x94 For $235K");
	free(p);
	p = text_title_part("[Video] Rates rise again", "rates rise again");
	T_STR(p, "Rates rise again");
	free(p);
	T_OK(text_title_part("Rates rise | Bugle", "snow falls") == NULL);
	T_OK(text_title_part("Rates rise", "rates rise") == NULL);
	T_OK(text_title_has_part("Rates Rise | Bugle", "Rates rise"));
	T_OK(!text_title_has_part("Rates Rise | Bugle", "Rates"));
}

/* What two titles of a feed share as its decoration. */
static void
test_text_title_shared(void)
{
	const char *a = "Rates rise | Bugle - All the news";
	size_t s, e;

	T_OK(text_title_shared(a, "Snow falls | Bugle - All the news", &s, &e));
	T_OK(s == 0 && e == strlen("Rates rise"));
	/* a head up to a mark: the section */
	T_OK(text_title_shared(
	    "Opinion: Rates rise", "Opinion: Snow falls", &s, &e));
	T_OK(s == strlen("Opinion: ") && e == strlen("Opinion: Rates rise"));
	/* words alike with no mark between are no decoration */
	T_OK(!text_title_shared("Rates rise in May", "Snow in May", &s, &e));
	T_OK(s == 0 && e == strlen("Rates rise in May"));
	/* a tail shared from inside a word starts at the mark after it */
	T_OK(text_title_shared(
	    "Gold rising | Bugle", "Oil rising | Bugle", &s, &e));
	T_OK(e == strlen("Gold rising"));
}

/* What a feed does to a headline: the site's name, a cut. */
static void
test_text_title_core(void)
{
	char *k;
	int w;

	k = text_title_core("Rates rise again | The Daily Bugle", 1);
	T_STR(k, "rates rise again");
	free(k);
	k = text_title_core("Bugle: Rates rise again in May", 1);
	T_STR(k, "rates rise again in may");
	free(k);
	/* the last word of a cut title may itself be cut */
	k = text_title_core("Rates rise again as the bank wor...", 0);
	T_STR(k, "rates rise again as the bank");
	free(k);
	T_OK(text_title_core("Rates rise again", 0) == NULL);
	T_OK(text_title_core("Rates rise again", 1) == NULL);
	/* an empty title has no part, and is read no further than its
	 * end (on the heap, where a sanitizer sees past it) */
	k = xstrdup("");
	for (w = 0; w < TEXT_TITLE_FORMS; w++)
		T_OK(text_title_core(k, w) == NULL);
	free(k);
	/* a hyphen inside a word sets nothing apart */
	T_OK(text_title_core("Well-known rates rise", 1) == NULL);
	/* one word left is too little to go by */
	T_OK(text_title_core("Rates | Bugle", 1) == NULL);
	/* a side that is the site's host name is no headline, however
	 * many words its key has */
	k = text_title_core("www.thebugle.co.uk: Rates rise", 1);
	T_STR(k, "rates rise");
	free(k);
	k = text_title_core("Rates rise - News.TheBugle.com", 2);
	T_STR(k, "rates rise");
	free(k);
	/* unless the other side is too short to be looked for */
	k = text_title_core("Rates - www.thebugle.com", 1);
	T_STR(k, "www thebugle com");
	free(k);
	/* a dotted word in a sentence is no host name */
	k = text_title_core("Ask Dev.to: Node.js 20 is out", 1);
	T_STR(k, "node js 20 is out");
	free(k);
	k = text_title_core("Node.js is out again | Dev.to", 1);
	T_STR(k, "node js is out again");
	free(k);
	/* a label in brackets at either end */
	k = text_title_core("[Video] Rates rise again in May", 3);
	T_STR(k, "rates rise again in may");
	free(k);
	k = text_title_core("Rates rise again (Updated)", 3);
	T_STR(k, "rates rise again");
	free(k);
	T_OK(text_title_core("Rates rise (again) in May", 3) == NULL);
	T_OK(text_title_core("Rates rise again(2)", 3) == NULL);
	T_OK(text_title_core("[Video] Rates", 3) == NULL);
	T_OK(text_title_core("Rates rise again", TEXT_TITLE_FORMS) == NULL);

	T_OK(text_title_in("news rates rise again more", "Rates rise again"));
	T_OK(text_title_in(
	    "news rates rise again more", "Rates rise again - Bugle"));
	T_OK(text_title_in("news rates rise again more",
	    "Rates rise again \xe2\x80\x94 The Bugle"));
	T_OK(text_title_in("rates rise again as the bank works",
	    "Rates rise again as the bank wo\xe2\x80\xa6"));
	T_OK(!text_title_in("news rates fall", "Rates rise again - Bugle"));
	T_OK(text_title_in(
	    "news rates rise again more", "[Markets] Rates rise again"));
}

/* The mark of an excerpt cut short, in its spellings; a sentence's
 * end or an ellipsis inside the text is none. */
static void
test_text_cut_short(void)
{
	T_OK(text_cut_short("the first words..."));
	T_OK(text_cut_short("the first words \xe2\x80\xa6 \n"));
	T_OK(text_cut_short("the first words [...]"));
	T_OK(text_cut_short("the first words [\xe2\x80\xa6]"));
	T_OK(text_cut_short("the first words (...)"));
	T_OK(!text_cut_short("the first words."));
	T_OK(!text_cut_short("wait... the last words"));
	T_OK(!text_cut_short(""));
}

int
main(void)
{
	T_RUN(test_text_tokens_split_on_punctuation);
	T_RUN(test_text_tokens_cjk_unigrams_and_bigrams);
	T_RUN(test_text_tokens_cjk_symbols);
	T_RUN(test_text_case_folding);
	T_RUN(test_text_key_and_contains);
	T_RUN(test_text_coverage_is_multiset);
	T_RUN(test_text_f1);
	T_RUN(test_text_bag_grows);
	T_RUN(test_text_fingerprint_ignores_case_and_spacing);
	T_RUN(test_text_shape);
	T_RUN(test_text_collapse);
	T_RUN(test_text_visible);
	T_RUN(test_text_word_bytes);
	T_RUN(test_text_printable);
	T_RUN(test_text_title_core);
	T_RUN(test_text_title_part);
	T_RUN(test_text_title_shared);
	T_RUN(test_text_cut_short);
	return t_done();
}

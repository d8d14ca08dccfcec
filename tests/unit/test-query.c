/* SPDX-License-Identifier: ISC */
/*
 * Unit tests for store_query_plain(): what a person types in a search
 * box, as an FTS5 query the index always reads; then those queries run
 * against articles holding the words, CJK text included, and a query in
 * FTS5's own syntax that the index cannot read, told apart.
 */
#include "config.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sqlite3.h>

#include "../lib/t.h"
#include "db.h"
#include "feed.h"
#include "sanitize.h"
#include "serve_feeds.h"
#include "store.h"
#include "tmpl.h"
#include "util.h"

static char t_dir[] = "/tmp/test-query.XXXXXX";

#include "../lib/tstore.h"
#include "../lib/tstorefix.h"

static void
check(const char *typed, const char *want)
{
	char *got = store_query_plain(typed);

	T_OK_MSG(strcmp(got, want) == 0, "'%s' gives '%s', want '%s'", typed,
	    got, want);
	free(got);
}

static void
test_query_words_with_punctuation(void)
{
	check("don't", "\"don't\"");
	check("trump's", "\"trump's\"");
	check("new-zealand", "\"new-zealand\"");
	check("e-mail", "\"e-mail\"");
	check("U.S.", "\"U.S.\"");
	check("AT&T", "\"AT&T\"");
	check("3.5", "\"3.5\"");
	check("c++", "\"c++\"");
	check("  two   words ", "\"two\" \"words\"");
	/* FTS5's syntax characters are text */
	check("title:walrus", "\"title:walrus\"");
	check("(walrus", "\"(walrus\"");
	check("-walrus +seal ^x", "\"-walrus\" \"+seal\" \"^x\"");
	check("a:b)(c", "\"a:b)(c\"");
	/* nothing the index keeps */
	check("", "");
	check(" - & ++ ", "");
	check("\"", "");
	check("\"\"*", "");
}

static void
test_query_phrases_and_prefixes(void)
{
	check("\"new zealand\" walrus", "\"new zealand\" \"walrus\"");
	check("\"unbalanced quote", "\"unbalanced quote\"");
	check("wal*", "\"wal\"*");
	check("wal**", "\"wal\"*");
	check("\"new zeal\"*", "\"new zeal\"*");
	check("c++*", "\"c++\"");
	check("*", "");
	check("a\"b\"c", "\"a\" \"b\" \"c\"");
}

static void
test_query_operators(void)
{
	check("walrus OR seal", "\"walrus\" OR \"seal\"");
	check("walrus AND seal", "\"walrus\" AND \"seal\"");
	check("walrus NOT seal", "\"walrus\" NOT \"seal\"");
	check("walrus AND NOT seal", "\"walrus\" NOT \"seal\"");
	/* lower case, or not between two terms: a word */
	check("rock and roll", "\"rock\" \"and\" \"roll\"");
	check("OR", "\"OR\"");
	check("NOT walrus", "\"NOT\" \"walrus\"");
	check("walrus OR", "\"walrus\" \"OR\"");
	check("AND OR NOT", "\"AND\" \"NOT\"");
	check("NEAR(walrus seal, 5)", "NEAR(\"walrus\" \"seal\", 5)");
	check("NEAR(walrus \"sea lion\")", "NEAR(\"walrus\" \"sea lion\")");
	check("NEAR(walrus, seal)", "NEAR(\"walrus\" \"seal\")");
	check("NEAR(walrus seal, 99999999)",
	    "NEAR(\"walrus\" \"seal\", 1000000)");
	check("NEAR(walrus)", "\"walrus\"");
	check("NEAR(walrus seal", "\"NEAR(walrus\" \"seal\"");
	check("x NEAR(a b) OR y", "\"x\" NEAR(\"a\" \"b\") OR \"y\"");
	check("NEAR", "\"NEAR\"");
}

static void
test_query_cjk(void)
{
	check("无人船", "\"无人船\"");
	check("无人* walrus", "\"无人\"* \"walrus\"");
}

/* Articles holding every word, each query finds its article only. */
static void
test_query_finds_everyday_words(void)
{
	static const struct {
		const char *typed, *title, *body;
	} c[] = {
		{ "don't", "Contraction", "I don't know, said the walrus." },
		{ "trump's", "Possessive", "Trump's speech was long." },
		{ "new-zealand", "Country", "Travel to New Zealand today." },
		{ "e-mail", "Mail", "Send an e-mail to the editor." },
		{ "U.S.", "States", "The U.S. economy grew." },
		{ "AT&T", "Telco", "AT&T raised its prices." },
		{ "3.5", "Version", "Release 3.5 is out." },
		{ "c++", "Language", "Templates in C++ are powerful." },
		{ "\"sea lion\"", "Phrase", "A sea lion on the rocks." },
		{ "无人船", "长江", "监测站近日开始使用无人船测量水位。" },
	};
	struct store *st;
	struct seen sn;
	int64_t f, e;
	char guid[16], url[64], *q;
	size_t i;

	st = open_store("words.db");
	f = store_feed_sync(st, "a", "http://a.example/rss");
	for (i = 0; i < NELEM(c); i++) {
		snprintf(guid, sizeof(guid), "%zu", i);
		snprintf(url, sizeof(url), "http://a.example/%zu", i);
		e = add_entry(st, f, guid, url, c[i].title, 100 + (int)i, NULL);
		T_INT(put_article(st, e, c[i].title, c[i].body, 0), 0);
	}
	for (i = 0; i < NELEM(c); i++) {
		memset(&sn, 0, sizeof(sn));
		q = store_query_plain(c[i].typed);
		T_OK_MSG(store_article_search(st, q, 10, article_cb, &sn) == 0,
		    "'%s' (%s) fails", c[i].typed, q);
		T_OK_MSG(sn.n == 1 && sn.text[0] != NULL &&
			strcmp(sn.text[0], c[i].title) == 0,
		    "'%s': %d results, first '%s'", c[i].typed, sn.n,
		    sn.n > 0 && sn.text[0] ? sn.text[0] : "");
		T_OK(store_query_error(st) == NULL);
		seen_free(&sn);
		memset(&sn, 0, sizeof(sn));
		T_INT(store_article_query(
			  st, NULL, q, 0, 0, 0, 10, article_cb, &sn),
		    0);
		T_INT(sn.n, 1);
		seen_free(&sn);
		free(q);
	}
	/* operators as written */
	memset(&sn, 0, sizeof(sn));
	q = store_query_plain("walrus OR economy");
	T_INT(store_article_search(st, q, 10, article_cb, &sn), 0);
	T_INT(sn.n, 2);
	seen_free(&sn);
	free(q);
	memset(&sn, 0, sizeof(sn));
	q = store_query_plain("rele* NOT walrus");
	T_INT(store_article_search(st, q, 10, article_cb, &sn), 0);
	T_INT(sn.n, 1);
	seen_free(&sn);
	free(q);
	/* in FTS5's own syntax, the same words are no query: told why */
	memset(&sn, 0, sizeof(sn));
	T_INT(store_article_search(st, "AT&T", 10, article_cb, &sn), -1);
	T_OK(store_query_error(st) != NULL);
	T_INT(store_article_query(
		  st, NULL, "\"sea", 0, 0, 0, 10, article_cb, &sn),
	    -1);
	T_OK(store_query_error(st) != NULL);
	T_INT(store_article_search(st, "walrus", 10, article_cb, &sn), 0);
	T_OK(store_query_error(st) == NULL);
	seen_free(&sn);
	close_store(st);
}

int
main(void)
{
	if (mkdtemp(t_dir) == NULL) {
		printf("Bail out! mkdtemp failed\n");
		return 1;
	}
	T_RUN(test_query_words_with_punctuation);
	T_RUN(test_query_phrases_and_prefixes);
	T_RUN(test_query_operators);
	T_RUN(test_query_cjk);
	T_RUN(test_query_finds_everyday_words);
	remove_dir(t_dir);
	return t_done();
}

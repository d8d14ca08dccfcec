/* SPDX-License-Identifier: ISC */
/* Unit tests for robots.c: RFC 9309 groups, matching and Crawl-delay. */
#include "config.h"

#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "../lib/t.h"
#include "robots.h"
#include "util.h"

static struct robots *
parse(const char *text)
{
	return robots_parse(text, strlen(text), "templar");
}

static void
test_robots_longest_match(void)
{
	struct robots *r = parse("User-agent: *\n"
				 "Disallow: /private\n"
				 "Allow: /private/public\n");

	T_OK(!robots_allowed(r, "/private/x.html"));
	T_OK(robots_allowed(r, "/private/public/y.html"));
	T_OK(robots_allowed(r, "/other"));
	robots_free(r);
}

static void
test_robots_allow_wins_tie(void)
{
	struct robots *r = parse("User-agent: *\nDisallow: /a\nAllow: /a\n");

	T_OK(robots_allowed(r, "/a/b"));
	robots_free(r);
}

static void
test_robots_our_group_beats_star(void)
{
	struct robots *r = parse("User-agent: *\nDisallow: /\n\n"
				 "User-agent: Templar\nDisallow: /x\n");

	T_OK(robots_allowed(r, "/page"));
	T_OK(!robots_allowed(r, "/x/page"));
	robots_free(r);
	r = parse("User-agent: templarbot\nDisallow: /\n\n"
		  "User-agent: *\nDisallow: /y\n");
	T_OK(robots_allowed(r, "/page")); /* templarbot is not us */
	T_OK(!robots_allowed(r, "/y"));
	robots_free(r);
}

static void
test_robots_shared_agent_lines_and_merge(void)
{
	struct robots *r =
	    parse("User-agent: foo\nUser-agent: templar\n"
		  "Disallow: /a\n\nUser-agent: bar\nDisallow: /b\n"
		  "\nUser-agent: templar\nDisallow: /c\n");

	T_OK(!robots_allowed(r, "/a"));
	T_OK(robots_allowed(r, "/b"));
	T_OK(!robots_allowed(r, "/c"));
	robots_free(r);
}

static void
test_robots_wildcards_and_anchor(void)
{
	struct robots *r = parse("user-agent: *\n"
				 "disallow: /*.php$\n"
				 "disallow: /tmp*/x\n"
				 "disallow: /fish*\n");

	T_OK(!robots_allowed(r, "/index.php"));
	T_OK(!robots_allowed(r, "/a.php.php"));
	T_OK(robots_allowed(r, "/index.php?x=1"));
	T_OK(!robots_allowed(r, "/tmp123/x/y"));
	T_OK(!robots_allowed(r, "/fish.html"));
	T_OK(robots_allowed(r, "/Fish.html"));
	robots_free(r);
}

static void
test_robots_empty_disallow_and_comments(void)
{
	struct robots *r = parse("# hello\nUser-agent: * # all\n"
				 "Disallow:   # nothing\n");

	T_OK(robots_allowed(r, "/anything"));
	robots_free(r);
	r = parse("garbage line\n\x01\x02\nDisallow: /\n");
	T_OK(robots_allowed(r, "/x")); /* rule outside any group */
	robots_free(r);
}

static void
test_robots_crawl_delay(void)
{
	struct robots *r = parse("User-agent: *\nCrawl-delay: 2.5\n"
				 "Disallow: /z\r\n");

	T_INT(robots_crawl_delay(r), 2500);
	T_OK(!robots_allowed(r, "/z"));
	robots_free(r);
}

static void
test_robots_all_and_none(void)
{
	struct robots *a = robots_allow_all(), *d = robots_disallow_all();

	T_OK(robots_allowed(a, "/x"));
	T_OK(!robots_allowed(d, "/x"));
	T_INT(robots_crawl_delay(d), 0);
	robots_free(a);
	robots_free(d);
	robots_free(NULL);
}

static void
test_robots_product_token(void)
{
	char *p = robots_product("templar/0.1.0 (+https://x)");

	T_STR(p, "templar");
	free(p);
}

static void
test_robots_pathological_pattern_is_fast(void)
{
	struct buf b;
	struct robots *r;
	int i;

	buf_init(&b);
	buf_adds(&b, "User-agent: *\nDisallow: /");
	for (i = 0; i < 200; i++)
		buf_adds(&b, "*a");
	buf_adds(&b, "b\n");
	r = robots_parse(b.data, b.len, "templar");
	buf_reset(&b);
	buf_addc(&b, '/');
	for (i = 0; i < 5000; i++)
		buf_addc(&b, 'a');
	T_OK(robots_allowed(r, b.data));
	robots_free(r);
	buf_free(&b);
}

static void
test_robots_from_answer_rfc9309(void)
{
	struct robots *r;
	int un = -1;

	r = robots_from_answer(
	    200, 0, "User-agent: *\nDisallow: /x\n", 27, "templar", &un);
	T_OK(un == 0 && !robots_allowed(r, "/x") && robots_allowed(r, "/y"));
	robots_free(r);
	r = robots_from_answer(404, 0, "", 0, "templar", &un);
	T_OK(un == 0 && robots_allowed(r, "/x"));
	robots_free(r);
	r = robots_from_answer(503, 0, "", 0, "templar", &un);
	T_OK(un == 1 && !robots_allowed(r, "/x"));
	robots_free(r);
	r = robots_from_answer(429, 0, "", 0, "templar", &un);
	T_OK(un == 1 && !robots_allowed(r, "/x"));
	robots_free(r);
	r = robots_from_answer(0, 1, "", 0, "templar", &un);
	T_OK(un == 1 && !robots_allowed(r, "/x"));
	robots_free(r);
}

static void
test_robots_rules_capped(void)
{
	struct buf b;
	struct robots *r;
	int i;

	/* 2000 rules: the first ROBOTS_MAX_RULES are kept. */
	buf_init(&b);
	buf_adds(&b, "User-agent: *\n");
	for (i = 0; i < 2000; i++)
		buf_printf(&b, "Disallow: /p%04d/\n", i);
	r = robots_parse(b.data, b.len, "templar");
	T_OK(!robots_allowed(r, "/p0000/x"));
	T_OK(!robots_allowed(r, "/p0999/x"));
	T_OK(robots_allowed(r, "/p1000/x"));
	T_OK(robots_allowed(r, "/p1999/x"));
	robots_free(r);
	buf_free(&b);
}

static void
test_robots_rule_bytes_capped(void)
{
	struct buf b;
	struct robots *r;
	char pat[1001];
	int i;

	/* 100 patterns of 1000 bytes: ROBOTS_MAX_RULE_BYTES of them. */
	buf_init(&b);
	buf_adds(&b, "User-agent: *\n");
	for (i = 0; i < 100; i++) {
		memset(pat, 'a', 1000);
		pat[1000] = '\0';
		snprintf(pat, 8, "/%03d", i);
		pat[4] = 'a';
		buf_printf(&b, "Disallow: %s\n", pat);
	}
	r = robots_parse(b.data, b.len, "templar");
	memset(pat, 'a', 1000);
	pat[1000] = '\0';
	memcpy(pat, "/000", 4);
	T_OK(!robots_allowed(r, pat));
	memcpy(pat, "/099", 4);
	T_OK(robots_allowed(r, pat));
	robots_free(r);
	buf_free(&b);
}

static void
test_robots_long_line_skipped(void)
{
	struct buf b;
	struct robots *r;
	int i;

	buf_init(&b);
	buf_adds(&b, "User-agent: *\nDisallow: /a");
	for (i = 0; i < ROBOTS_MAX_LINE; i++)
		buf_adds(&b, "x");
	buf_adds(&b, "\nDisallow: /b\n");
	r = robots_parse(b.data, b.len, "templar");
	T_OK(robots_allowed(r, "/a"));
	T_OK(!robots_allowed(r, "/b"));
	robots_free(r);
	buf_free(&b);
	/* Not NUL-terminated, no final newline. */
	r = robots_parse("User-agent: *\nDisallow: /cXYZ", 26, "templar");
	T_OK(!robots_allowed(r, "/c"));
	T_OK(robots_allowed(r, "/d"));
	robots_free(r);
}

int
main(void)
{
	T_RUN(test_robots_longest_match);
	T_RUN(test_robots_allow_wins_tie);
	T_RUN(test_robots_our_group_beats_star);
	T_RUN(test_robots_shared_agent_lines_and_merge);
	T_RUN(test_robots_wildcards_and_anchor);
	T_RUN(test_robots_empty_disallow_and_comments);
	T_RUN(test_robots_crawl_delay);
	T_RUN(test_robots_all_and_none);
	T_RUN(test_robots_product_token);
	T_RUN(test_robots_pathological_pattern_is_fast);
	T_RUN(test_robots_from_answer_rfc9309);
	T_RUN(test_robots_rules_capped);
	T_RUN(test_robots_rule_bytes_capped);
	T_RUN(test_robots_long_line_skipped);
	return t_done();
}

/* SPDX-License-Identifier: ISC */
/*
 * Unit tests for util.c: units, numbers, the buffer, trimming, the
 * distance between names.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "util.h"

static void
test_util_duration_units(void)
{
	static const struct {
		const char *in;
		int64_t ms;
	} ok[] = {
		{ "50ms", 50 },
		{ "0.3s", 300 },
		{ "2s", 2000 },
		{ "30m", 1800000 },
		{ "1h", 3600000 },
		{ "1d", 86400000 },
		{ "2", 2000 },
		{ " 1.5 s ", 1500 },
		{ "0.05s", 50 },
		{ "1H", 3600000 },
	};
	size_t i;
	int64_t ms;
	char *cause = NULL;

	for (i = 0; i < NELEM(ok); i++) {
		ms = -1;
		T_OK_MSG(util_parse_duration(ok[i].in, &ms, &cause) == 0 &&
			ms == ok[i].ms,
		    "'%s' is %lld ms (got %lld)", ok[i].in, (long long)ok[i].ms,
		    (long long)ms);
	}
}

static void
test_util_duration_rejects(void)
{
	static const char *bad[] = { "", "s", "-1s", "2x", "1e400s", "abc",
		"1 2s", "+3s" };
	size_t i;
	int64_t ms;
	char *cause;

	for (i = 0; i < NELEM(bad); i++) {
		cause = NULL;
		T_OK_MSG(util_parse_duration(bad[i], &ms, &cause) == -1 &&
			cause != NULL,
		    "'%s' is rejected", bad[i]);
		free(cause);
	}
}

static void
test_util_size_units(void)
{
	uint64_t b = 0;
	char *cause = NULL;

	T_OK(util_parse_size("16M", &b, &cause) == 0 && b == 16777216);
	T_OK(util_parse_size("512K", &b, &cause) == 0 && b == 524288);
	T_OK(util_parse_size("1G", &b, &cause) == 0 && b == 1073741824);
	T_OK(util_parse_size("100", &b, &cause) == 0 && b == 100);
	T_OK(util_parse_size("1.5k", &b, &cause) == 0 && b == 1536);
	T_OK(util_parse_size("12Q", &b, &cause) == -1 && cause != NULL);
	free(cause);
}

static void
test_util_int_bounds(void)
{
	long long v = 0;
	char *cause = NULL;

	T_OK(util_parse_int("32", 1, 1024, &v, &cause) == 0 && v == 32);
	T_OK(util_parse_int("0", 1, 1024, &v, &cause) == -1);
	T_STR(cause, "0 is outside 1..1024");
	free(cause);
	cause = NULL;
	T_OK(util_parse_int("3x", 1, 1024, &v, &cause) == -1);
	free(cause);
}

static void
test_util_format_duration_round_trips(void)
{
	static const int64_t ms[] = { 50, 2000, 1800000, 3600000, 86400000,
		1500 };
	size_t i;
	int64_t back;
	char *s, *cause = NULL;

	for (i = 0; i < NELEM(ms); i++) {
		s = util_format_duration(ms[i]);
		T_OK_MSG(
		    util_parse_duration(s, &back, &cause) == 0 && back == ms[i],
		    "%lld ms -> '%s' -> back", (long long)ms[i], s);
		free(s);
	}
}

static void
test_util_buf_grows_and_detaches(void)
{
	struct buf b;
	char *s;
	size_t len, i;

	buf_init(&b);
	for (i = 0; i < 1000; i++)
		buf_addc(&b, 'a');
	buf_printf(&b, "%d", 42);
	buf_add(&b, "\0z", 2);
	T_INT(b.len, 1004);
	T_INT(b.data[b.len], 0);
	s = buf_detach(&b, &len);
	T_INT(len, 1004);
	T_OK(memcmp(s + 1000, "42\0z", 4) == 0);
	T_OK(b.data == NULL && b.len == 0);
	free(s);
	s = buf_detach(&b, &len);
	T_OK(s != NULL && len == 0 && *s == '\0');
	free(s);
}

static void
test_util_trim(void)
{
	char a[] = "  \t hello world \n ";
	char b[] = "   ";

	T_STR(util_trim(a), "hello world");
	T_STR(util_trim(b), "");
	T_OK(util_startswith("https://x", "https:"));
	T_OK(!util_startswith("http", "https"));
}

/* A word anywhere in the string, in any ASCII case; no words, no hit. */
static void
test_util_holds_any(void)
{
	static const char *const words[] = { "footer", "sidebar" };

	T_OK(util_holds_any("site-Sidebar-wrap", words, 2));
	T_OK(util_holds_any("FOOTER", words, 2));
	T_OK(!util_holds_any("main-content", words, 2));
	T_OK(!util_holds_any("sidebar", words, 0));
}

/* A word of the list, whole, ASCII case aside: not a part of one, nor
 * one of its parts. */
static void
test_util_is_any(void)
{
	static const char *const words[] = { "ar", "hidden" };

	T_OK(util_is_any("AR-eg", 2, words, 2));
	T_OK(util_is_any("Hidden", 6, words, 2));
	T_OK(!util_is_any("arc", 3, words, 2));
	T_OK(!util_is_any("hid", 3, words, 2));
	T_OK(!util_is_any("", 0, words, 2));
	T_OK(!util_is_any("ar", 2, words, 0));
}

static void
test_util_clocks_move_forward(void)
{
	int64_t a = util_monotonic(), b = util_monotonic();

	T_OK(b >= a);
	T_OK(util_now() > 1700000000);
}

static void
test_util_dirname(void)
{
	static const char *const cases[][2] = {
		{ "/var/lib/templar/templar.db", "/var/lib/templar" },
		{ "templar.db", "." },
		{ "/templar.db", "/" },
		{ "data//templar.db", "data" },
		{ "a/b/", "a/b" },
	};
	size_t i;
	char *d;

	for (i = 0; i < NELEM(cases); i++) {
		d = util_dirname(cases[i][0]);
		T_STR(d, cases[i][1]);
		free(d);
	}
}

static void
test_util_distance(void)
{
	static const struct {
		const char *a, *b;
		size_t d;
	} cases[] = {
		{ "", "", 0 },
		{ "lwn", "lwn", 0 },
		{ "", "lwn", 3 },
		{ "lwn", "", 3 },
		{ "lwn-kernal", "lwn-kernel", 1 },
		{ "lw", "lwn", 1 },
		{ "kitten", "sitting", 3 },
		{ "host_dely", "host_delay", 1 },
		{ "abc", "cab", 2 },
		{ "LWN", "lwn", 0 },
		{ "Lwn-Kernal", "lwn-kernel", 1 },
	};
	char longer[80];
	size_t i;

	for (i = 0; i < NELEM(cases); i++)
		T_OK_MSG(util_distance(cases[i].a, cases[i].b) == cases[i].d,
		    "'%s' to '%s' is %zu edits (got %zu)", cases[i].a,
		    cases[i].b, cases[i].d,
		    util_distance(cases[i].a, cases[i].b));
	/* a name too long to be a typo is not near anything */
	memset(longer, 'a', sizeof(longer) - 1);
	longer[sizeof(longer) - 1] = '\0';
	T_OK(util_distance(longer, "a") == SIZE_MAX);
	T_OK(util_distance("a", longer) == SIZE_MAX);
}

int
main(void)
{
	T_RUN(test_util_duration_units);
	T_RUN(test_util_duration_rejects);
	T_RUN(test_util_size_units);
	T_RUN(test_util_int_bounds);
	T_RUN(test_util_format_duration_round_trips);
	T_RUN(test_util_buf_grows_and_detaches);
	T_RUN(test_util_trim);
	T_RUN(test_util_holds_any);
	T_RUN(test_util_is_any);
	T_RUN(test_util_clocks_move_forward);
	T_RUN(test_util_dirname);
	T_RUN(test_util_distance);
	return t_done();
}

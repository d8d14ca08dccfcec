/* SPDX-License-Identifier: ISC */
/*
 * t.h: a tiny TAP producer for the unit tests.  Each test program calls
 * its test functions through T_RUN(); checks print "ok N - ..." or
 * "not ok N - ..." with the file and line, and t_done() prints the plan
 * and returns the exit status.
 *
 *	static void test_url_resolve_dot_segments(void) {
 *		char *u = url_resolve("http://a/b/c", "../d");
 *		T_STR(u, "http://a/d");
 *		free(u);
 *	}
 *	int main(void) { T_RUN(test_url_resolve_dot_segments); return t_done();
 *}
 */
#ifndef TEMPLAR_T_H
#define TEMPLAR_T_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define UNUSED_T __attribute__((unused))

static int t_count, t_failed;
static const char *t_current = "";

static UNUSED_T void
t_result(int ok, const char *file, int line, const char *what)
{
	t_count++;
	if (!ok)
		t_failed++;
	printf("%sok %d - %s: %s", ok ? "" : "not ", t_count, t_current, what);
	if (!ok)
		printf(" (%s:%d)", file, line);
	printf("\n");
	fflush(stdout);
}

#define T_RUN(fn)                                                              \
	do {                                                                   \
		t_current = #fn;                                               \
		fn();                                                          \
	} while (0)

#define T_OK(cond) t_result(!!(cond), __FILE__, __LINE__, #cond)

#define T_INT(got, want)                                                       \
	do {                                                                   \
		long long t_g = (long long)(got), t_w = (long long)(want);     \
		T_OK_MSG(t_g == t_w, "%s == %s (got %lld, want %lld)", #got,   \
		    #want, t_g, t_w);                                          \
	} while (0)

#define T_STR(got, want)                                                       \
	do {                                                                   \
		const char *t_g = (got), *t_w = (want);                        \
		int t_ok = (t_g == NULL && t_w == NULL) ||                     \
		    (t_g != NULL && t_w != NULL && strcmp(t_g, t_w) == 0);     \
		T_OK_MSG(t_ok, "%s == \"%s\" (got %s%s%s)", #got,              \
		    t_w ? t_w : "(null)", t_g ? "\"" : "",                     \
		    t_g ? t_g : "(null)", t_g ? "\"" : "");                    \
	} while (0)

#define T_NEAR(got, want, eps)                                                 \
	do {                                                                   \
		double t_g = (got), t_w = (want);                              \
		T_OK_MSG(fabs(t_g - t_w) <= (eps), "%s ~ %g (got %g)", #got,   \
		    t_w, t_g);                                                 \
	} while (0)

#define T_OK_MSG(cond, ...)                                                    \
	do {                                                                   \
		char t_msg[2048];                                              \
		snprintf(t_msg, sizeof(t_msg), __VA_ARGS__);                   \
		t_result(!!(cond), __FILE__, __LINE__, t_msg);                 \
	} while (0)

static UNUSED_T int
t_done(void)
{
	printf("1..%d\n", t_count);
	return t_failed == 0 ? 0 : 1;
}

/* Read a whole file (test fixtures); exits on failure. */
static UNUSED_T char *
t_read_file(const char *path, size_t *len)
{
	FILE *fp;
	char *data;
	long n;

	if ((fp = fopen(path, "rb")) == NULL) {
		printf("Bail out! cannot open %s\n", path);
		exit(1);
	}
	fseek(fp, 0, SEEK_END);
	n = ftell(fp);
	fseek(fp, 0, SEEK_SET);
	data = malloc((size_t)n + 1);
	if (data == NULL || fread(data, 1, (size_t)n, fp) != (size_t)n) {
		printf("Bail out! cannot read %s\n", path);
		exit(1);
	}
	data[n] = '\0';
	fclose(fp);
	if (len != NULL)
		*len = (size_t)n;
	return data;
}

/* $TEST_DATA/rel, or tests/data/rel when run by hand from the top. */
static UNUSED_T const char *
t_data_path(const char *rel)
{
	static char path[4096];
	const char *dir = getenv("TEST_DATA");

	snprintf(path, sizeof(path), "%s/%s", dir ? dir : "tests/data", rel);
	return path;
}

#endif

/* SPDX-License-Identifier: ISC */
/*
 * fuzz-robots: robots_parse() on arbitrary bytes as the group for
 * "templar", then robots_allowed() on a few fixed paths and on every
 * input line that starts with '/', so rules and paths both come from the
 * fuzzer.  Besides not crashing or leaking (and matching in bounded
 * time), the rules must hold that /robots.txt is always allowed and that
 * the decision is 0 or 1.  Built with libFuzzer (-DTEMPLAR_LIBFUZZER),
 * or as a plain program that replays the files named on its command
 * line.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "robots.h"
#include "util.h"

#define FUZZ_ROBOTS_MAX (256 * 1024)
#define FUZZ_ROBOTS_PATHS 64 /* input lines tried as paths */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fuzz_robots_check(const struct robots *, const char *);

static const char *paths[] = { "/", "/robots.txt", "/a", "/private/",
	"/private/x.html?q=1", "/%E4%B8%AD/", "/a*b$", "/index.html$",
	"/fish.php?id=1&x=$" };

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct robots *r;
	char *text, *line, *next, *product;
	size_t i, n = 0;

	if (size > FUZZ_ROBOTS_MAX)
		return 0;
	r = robots_parse((const char *)data, size, "templar");
	if (robots_crawl_delay(r) < 0)
		abort();
	for (i = 0; i < NELEM(paths); i++)
		fuzz_robots_check(r, paths[i]);

	text = xmalloc(size + 1);
	memcpy(text, data, size);
	text[size] = '\0';
	for (line = text; line != NULL && n < FUZZ_ROBOTS_PATHS; line = next) {
		if ((next = strpbrk(line, "\r\n")) != NULL)
			*next++ = '\0';
		if (*line == '/') {
			fuzz_robots_check(r, line);
			n++;
		}
	}
	robots_free(r);

	/* The first line as a User-Agent: its product token and group. */
	text[strcspn(text, "\r\n")] = '\0';
	product = robots_product(text);
	if (strlen(product) > strlen(text))
		abort();
	r = robots_parse((const char *)data, size, product);
	fuzz_robots_check(r, "/");
	robots_free(r);
	free(product);
	free(text);
	return 0;
}

/* Abort unless the answer for path is a plain yes or no. */
static void
fuzz_robots_check(const struct robots *r, const char *path)
{
	int allowed;

	allowed = robots_allowed(r, path);
	if (allowed != 0 && allowed != 1)
		abort();
	if (strcmp(path, "/robots.txt") == 0 && !allowed)
		abort(); /* RFC 9309 section 2.2.2 */
}

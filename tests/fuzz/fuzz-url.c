/* SPDX-License-Identifier: ISC */
/*
 * fuzz-url: the input split at its first newline into a base URL and a
 * reference (no newline: all base, empty reference), then url_resolve(),
 * url_normalize(), url_host_key() and url_host() on each.  Besides not
 * crashing or leaking: what url_resolve() and url_normalize() return is
 * an absolute http(s) URL, url_normalize() is idempotent, and a URL has
 * the same host key before and after normalisation.  Built with
 * libFuzzer (-DTEMPLAR_LIBFUZZER), or as a plain program that replays
 * the files named on its command line.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "url.h"

#define FUZZ_URL_MAX (64 * 1024)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fuzz_url_check(const char *);
static int fuzz_url_same(const char *, const char *);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text, *base, *ref, *nl, *resolved;

	if (size > FUZZ_URL_MAX)
		return 0;
	text = malloc(size + 1);
	if (text == NULL)
		abort();
	memcpy(text, data, size);
	text[size] = '\0';
	base = text;
	if ((nl = strchr(text, '\n')) != NULL) {
		*nl = '\0';
		ref = nl + 1;
	} else
		ref = text + strlen(text);

	fuzz_url_check(base);
	fuzz_url_check(ref);
	if ((resolved = url_resolve(base, ref)) != NULL) {
		if (!url_is_http(resolved)) {
			fprintf(stderr, "resolved to a non-http URL: %s\n",
			    resolved);
			abort();
		}
		fuzz_url_check(resolved);
		free(resolved);
	}
	free(text);
	return 0;
}

/* Normalise url and derive its host and host key, checking each. */
static void
fuzz_url_check(const char *url)
{
	char *norm, *again, *key, *host, *nkey;

	norm = url_normalize(url);
	key = url_host_key(url);
	host = url_host(url);
	(void)url_is_http(url);
	if (norm != NULL) {
		if (!url_is_http(norm)) {
			fprintf(
			    stderr, "normalised to a non-http URL: %s\n", norm);
			abort();
		}
		again = url_normalize(norm);
		if (!fuzz_url_same(norm, again)) {
			fprintf(stderr, "normalising twice: %s -> %s\n", norm,
			    again != NULL ? again : "NULL");
			abort();
		}
		free(again);
		nkey = url_host_key(norm);
		if (!fuzz_url_same(key, nkey)) {
			fprintf(stderr, "host key of %s: %s, normalised: %s\n",
			    url, key != NULL ? key : "NULL",
			    nkey != NULL ? nkey : "NULL");
			abort();
		}
		free(nkey);
	}
	free(norm);
	free(key);
	free(host);
}

/* 1 if both are NULL or both are the same string. */
static int
fuzz_url_same(const char *a, const char *b)
{
	if (a == NULL || b == NULL)
		return a == b;
	return strcmp(a, b) == 0;
}

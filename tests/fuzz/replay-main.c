/* SPDX-License-Identifier: ISC */
/*
 * replay-main: the main() of every fuzz target in a plain build (without
 * -DTEMPLAR_LIBFUZZER, where libFuzzer brings its own): it replays each
 * file named through LLVMFuzzerTestOneInput(), as `make check` does with
 * the seeds.  Each input is an exact-size copy, so ASan sees overreads;
 * the target itself refuses inputs over its cap.
 */
#include "config.h"

#ifndef TEMPLAR_LIBFUZZER
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define REPLAY_MAX (64 * 1024 * 1024) /* larger than any target's cap */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The bytes of path in a buffer of exactly their size, or NULL. */
static uint8_t *
replay_read(const char *path, size_t *len)
{
	FILE *fp;
	uint8_t *data = NULL, *p;
	size_t cap = 0, n;

	if ((fp = fopen(path, "rb")) == NULL) {
		perror(path);
		return NULL;
	}
	*len = 0;
	for (;;) {
		if (*len == cap) {
			cap = cap == 0 ? 4096 : cap * 2;
			if (cap > REPLAY_MAX + 1 ||
			    (p = realloc(data, cap)) == NULL)
				break;
			data = p;
		}
		if ((n = fread(data + *len, 1, cap - *len, fp)) == 0)
			break;
		*len += n;
	}
	if (ferror(fp) || !feof(fp)) {
		fprintf(stderr, "%s: cannot read it whole\n", path);
		fclose(fp);
		free(data);
		return NULL;
	}
	fclose(fp);
	/* An exact-size copy: the target may read nothing past len. */
	if ((p = malloc(*len > 0 ? *len : 1)) == NULL) {
		free(data);
		return NULL;
	}
	for (n = 0; n < *len; n++)
		p[n] = data[n];
	free(data);
	return p;
}

int
main(int argc, char **argv)
{
	uint8_t *data;
	size_t len;
	int i;

	for (i = 1; i < argc; i++) {
		if ((data = replay_read(argv[i], &len)) == NULL)
			return 1;
		LLVMFuzzerTestOneInput(data, len);
		free(data);
	}
	return 0;
}
#endif

/* SPDX-License-Identifier: ISC */
/*
 * entities: HTML5's named character references that libxml2 leaves as
 * text (entities.h), from the table scripts/gen-entities writes.
 */
#include "config.h"

#include <string.h>

#include "entities.h"

#include "entities_table.h"

/* See entities.h. */
const struct entities_ref *
entities_find(const char *name, size_t n)
{
	size_t lo = 0, hi = sizeof(entities_table) / sizeof(entities_table[0]);

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const char *k = entities_table[mid].name;
		int c = strncmp(k, name, n);

		if (c == 0)
			c = k[n] != '\0';
		if (c == 0)
			return &entities_table[mid];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/* SPDX-License-Identifier: ISC */
/*
 * pagedocs: parsed pages kept for one pass of process.c (pagedocs.h),
 * least recently used first, counted in elements.  A pass reads tens of
 * pages: a list.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "pagedocs.h"
#include "store.h"
#include "util.h"

struct pagedoc {
	int64_t entry_id;
	struct html_doc *doc;
};

struct pagedocs {
	struct pagedoc *v; /* least recently used first */
	size_t n;
	size_t elements; /* of the pages kept */
};

struct pagedocs *
pagedocs_new(void)
{
	return xcalloc(1, sizeof(struct pagedocs));
}

void
pagedocs_free(struct pagedocs *pd)
{
	if (pd == NULL)
		return;
	pagedocs_clear(pd);
	free(pd);
}

struct html_doc *
pagedocs_find(struct pagedocs *pd, int64_t entry_id)
{
	struct pagedoc d;
	size_t i;

	for (i = 0; i < pd->n; i++)
		if (pd->v[i].entry_id == entry_id)
			break;
	if (i == pd->n)
		return NULL;
	d = pd->v[i];
	memmove(&pd->v[i], &pd->v[i + 1], (pd->n - i - 1) * sizeof(*pd->v));
	pd->v[pd->n - 1] = d;
	return d.doc;
}

struct html_doc *
pagedocs_parse(struct pagedocs *pd, int64_t entry_id,
    const struct store_page *pg, size_t max_elements, char **cause)
{
	struct html_doc *doc;

	if ((doc = pagedocs_find(pd, entry_id)) != NULL)
		return doc;
	doc = html_parse(pg->body, pg->len, pg->charset,
	    pg->final_url ? pg->final_url : pg->url, cause);
	if (doc == NULL)
		return NULL;
	pd->elements += html_doc_elements(doc);
	while (pd->n > 0 && pd->elements > max_elements) {
		pd->elements -= html_doc_elements(pd->v[0].doc);
		html_doc_free(pd->v[0].doc);
		memmove(&pd->v[0], &pd->v[1], (pd->n - 1) * sizeof(*pd->v));
		pd->n--;
	}
	pd->v = xreallocarray(pd->v, pd->n + 1, sizeof(*pd->v));
	pd->v[pd->n].entry_id = entry_id;
	pd->v[pd->n++].doc = doc;
	return doc;
}

void
pagedocs_clear(struct pagedocs *pd)
{
	size_t i;

	for (i = 0; i < pd->n; i++)
		html_doc_free(pd->v[i].doc);
	free(pd->v);
	pd->v = NULL;
	pd->n = 0;
	pd->elements = 0;
}

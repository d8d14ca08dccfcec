/* SPDX-License-Identifier: ISC */
/*
 * pagedocs: the pages one pass of process.c parsed, kept so that the
 * steps of the pass (learning, extraction, relearning, re-extraction)
 * read a page parsed once.  The documents are read, never changed, by
 * those steps, so a page parsed once gives what a page parsed again
 * would.  They are counted in elements (html_doc_elements()), not
 * pages, for a page may hold a hundred times the elements of another:
 * at most max_elements are kept (or the one page just parsed, when it
 * holds more), the least recently used dropped first, so that a step
 * that reads pages of at most max_elements in all never loses one it
 * holds.
 */
#ifndef TEMPLAR_PAGEDOCS_H
#define TEMPLAR_PAGEDOCS_H

#include <stddef.h>
#include <stdint.h>

struct html_doc;
struct pagedocs;
struct store_page;

struct pagedocs *pagedocs_new(void);
void pagedocs_free(struct pagedocs *pd);

/* The page of entry_id if it was parsed since the last clear, now the
 * most recently used; lent.  NULL when it was not. */
struct html_doc *pagedocs_find(struct pagedocs *pd, int64_t entry_id);

/*
 * The page pg of entry_id, parsed now unless it was already, lent until
 * pagedocs_clear() or until other pages of max_elements were read; NULL
 * with *cause set when it does not parse (html_parse(): a page over the
 * node budget does not).
 */
struct html_doc *pagedocs_parse(struct pagedocs *pd, int64_t entry_id,
    const struct store_page *pg, size_t max_elements, char **cause);

/* Free the pages kept: the end of a pass. */
void pagedocs_clear(struct pagedocs *pd);

#endif

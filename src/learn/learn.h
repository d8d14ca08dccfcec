/* SPDX-License-Identifier: ISC */
/*
 * learn: a feed's entries and their pages -> a template (METHODS.md
 * section 1): the body by locating the teaser with the block-descent
 * search, the title by locating the entry title with the tag-priority
 * rules, the category by locating the entry's category strings.  Each
 * sample proposes XPaths; the template keeps the generalised ones most
 * samples agree on.  Pure.
 */
#ifndef TEMPLAR_LEARN_H
#define TEMPLAR_LEARN_H

#include <stddef.h>
#include <stdint.h>

struct html_doc;
struct tmpl;

/* One entry with its page; everything borrowed. */
struct learn_sample {
	int64_t entry_id;
	const char *title;  /* the feed's entry title */
	const char *teaser; /* description/summary, plain text */
	const char *const *categories;
	size_t ncategories;
	struct html_doc *doc;
	const char *comments_url; /* the page of its reader comments as
				     the feed links it, or NULL */
	int64_t comment_count;    /* as the feed counts them, -1: unsaid */
	int64_t published;        /* the feed's date, 0: unsaid */
	const char *author;       /* the feed's author, or NULL */
};

/*
 * Learn a template from n samples.  Pages that are not articles
 * (article_page_is()) never vote.  Return it (caller frees with
 * tmpl_free()) with *voters set to a malloc'd array of the entry ids
 * whose pages agreed with it (*nvoters of them), or NULL with *cause
 * saying why no template could be learned.
 */
struct tmpl *learn_template(const struct learn_sample *samples, size_t n,
    int64_t **voters, size_t *nvoters, char **cause);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * parts: an article over several pages, joined.  The entry's page is
 * the first; each page that names the next one in the story's own
 * pagination (nextpage.h) is followed: a page not stored yet is wanted
 * (store_part_want(), fetched by the crawler through the host queue), a
 * stored one is extracted with the same template and its body joined
 * after the page before.  A "view as one page" version, where the first
 * page offers one, is wanted instead and stands for the whole article.
 * The following ends at NEXTPAGE_MAX_PAGES, at a page seen twice (a
 * loop), at a page that could not be had (robots.txt, an error) or is
 * still on its way: the article then ends with a link to where it goes
 * on, so that the reader learns there is more.
 */
#ifndef TEMPLAR_PARTS_H
#define TEMPLAR_PARTS_H

struct extract;
struct extract_entry;
struct html_doc;
struct store;
struct store_entry;
struct store_page;
struct tmpl;

/* A feed's overrides of what is learned (templar.conf(5)); NULL: none. */
struct parts_xpaths {
	const char *next;
	const char *single;
};

/*
 * x is the article extracted from the entry e's page pg, parsed as doc,
 * with t (NULL: extract_generic()): join the article's further pages to it, or
 * replace it by its single-page version, and want the pages still missing.
 * Return the number of pages joined (1: the page alone), negated when a further
 * page had arrived already (the entry is extracted again).
 */
int parts_join(struct store *st, const struct tmpl *t,
    const struct store_entry *e, const struct store_page *pg,
    struct html_doc *doc, const struct parts_xpaths *xp, struct extract *x);

#endif

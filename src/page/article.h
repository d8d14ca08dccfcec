/* SPDX-License-Identifier: ISC */
/*
 * article: whether a page is an article at all (METHODS.md section 4),
 * from its shape and the entry's traces in it.  Learning leaves the pages
 * that are not out; extraction gives no article for them.  Pure.
 */
#ifndef TEMPLAR_ARTICLE_H
#define TEMPLAR_ARTICLE_H

struct html_doc;

/*
 * Whether a page is an article at all: error pages served with status
 * 200, index and listing pages, consent walls and near-empty pages are
 * not.  title and teaser (the entry's, either may be NULL) help: a page
 * holding neither is suspect.  With neither given (no entry), a page
 * mostly of links is a listing only when not one line of it is prose.
 * Return 1 for an article, 0 for none with *reason set to a message the
 * caller frees ("error page: ...", "index or listing page", "consent wall",
 * "near-empty page", "neither the entry's title nor its teaser").
 */
int article_page_is(
    struct html_doc *doc, const char *title, const char *teaser, char **reason);

#endif

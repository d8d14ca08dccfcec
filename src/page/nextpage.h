/* SPDX-License-Identifier: ISC */
/*
 * nextpage: where an article split over several pages goes on.  A link
 * of the story's own pagination ("1 2 3", "Page 1 of 3", "Next ›",
 * rel="next", a page menu) to the same article: its URL is the
 * article's with a page marker (?page=2, /2/, -2.html, /page/2/) and
 * the number of the page after this one.  A "view as one page" link is
 * the article's URL with a marker of the whole (?view=all, /all/...).
 * A link to another article (the blog's next post, an older posts list)
 * never shares the article's URL stem, and is never taken.  Only links
 * near the story are read (the story's body as html_doc_story() says
 * it, and what follows its end in its block, up to comments, the
 * page's footer or a list of more stories), so that a comment pager or
 * a sidebar's paged list on the article's own URL is never taken for
 * its pages; a page whose story is not known is read whole, but its
 * asides and comments.  Pure: a parsed page in, URLs out.
 */
#ifndef TEMPLAR_NEXTPAGE_H
#define TEMPLAR_NEXTPAGE_H

struct html_doc;

#define NEXTPAGE_MAX_PAGES 20 /* pages of one article, the first included */

/* What a page says of the article's other pages: absolute URLs the
 * caller frees with nextpage_clear(), or NULL. */
struct nextpage {
	char *next;   /* the page after this one */
	char *single; /* the whole article on one page */
};

/*
 * The number of url's page within the article whose first page is
 * article_url: 1 for the first page, 2.. for a page of its pagination,
 * 0 when url is another article (or not an http(s) URL).
 */
int nextpage_number(const char *article_url, const char *url);

/*
 * Read doc, page page_no of the article whose first page is article_url
 * (doc's own URL is its address), for the next page and a single-page
 * version.  next_xpath and single_xpath (NULL: learned) are a feed's
 * overrides: the first element they find with an href (or the first
 * attribute) is the link.  Fills np, which the caller empties.
 */
void nextpage_find(struct html_doc *doc, const char *article_url, int page_no,
    const char *next_xpath, const char *single_xpath, struct nextpage *np);
void nextpage_clear(struct nextpage *np);

#endif

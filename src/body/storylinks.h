/* SPDX-License-Identifier: ISC */
/*
 * storylinks: links that are the article's own text although a link
 * list test would take them for chrome: a list the article annotates
 * item by item, a list of sources on other sites, and a link that shows
 * its own address.  Pure but for the cache of a page's own sites.
 */
#ifndef TEMPLAR_STORYLINKS_H
#define TEMPLAR_STORYLINKS_H

struct _xmlNode;

#define STORYLINKS_OWN 4   /* sites a page calls its own, at most */
#define STORYLINKS_SITE 64 /* bytes of a site's name kept */

/*
 * The sites a page calls its own, read at most once a page, when a list
 * first asks (storylinks_sources_list()): the site of the address it
 * was read from, of its canonical link and og:url, and the site most of
 * its links lead to (a page served from elsewhere still links its own
 * site most).  Set read to 0 before the first list.
 */
struct storylinks_own {
	int read;
	size_t n;
	char site[STORYLINKS_OWN][STORYLINKS_SITE];
};

/*
 * 1 if element n (a <ul> or <ol>) is a list of the article's: two items
 * or more, every one saying something of its own beside its links (a
 * price, an author, a figure), and no heading of its own just before it
 * (a list under its own heading is a section apart: "other years",
 * "related").  Such a list is content however much of it is links.
 */
int storylinks_annotated_list(const struct _xmlNode *n);

/*
 * 1 if element n (a <ul> or <ol>) is a list of sources: three items or
 * more, each of two words or more and with a link to a site not the
 * page's own (own), three sites or more among them, no link that
 * carries one of the page's own sites in its address (a share button's
 * "?u=..."), and no heading of its own just before it.  A post of a
 * day's reading, an event list, the further reading of a story: menus,
 * tags, related stories and pagination lead into the page's own site.
 */
int storylinks_sources_list(
    const struct _xmlNode *n, struct storylinks_own *own);

/*
 * 1 if element n is a link whose text is its address written out
 * ("http://example.org/plans", "www.example.org"): a reference the
 * article gives, never a navigation label, so its text is the page's
 * own.
 */
int storylinks_shows_address(const struct _xmlNode *n);

#endif

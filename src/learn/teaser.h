/* SPDX-License-Identifier: ISC */
/*
 * teaser: a feed's entry descriptions reduced to the teasers themselves.
 * Publishing systems wrap an excerpt in what every entry of the feed
 * repeats: a "continue reading" line naming the entry's title, a "the
 * post ... appeared first on ..." footer, a tag list, a subscription
 * plea; an aggregator writes who submitted it where and its counts.
 * What a description adds around its teaser is learned from the feed's
 * own entries (lines and leading or trailing runs of words that most
 * entries share once each one's title and categories are set aside,
 * short lines that open alike in most), in whatever language the site
 * writes, not from a phrase list; a line that is only a web address and
 * the ellipsis that marks a cut excerpt go too.  Pure.
 */
#ifndef TEMPLAR_TEASER_H
#define TEMPLAR_TEASER_H

#include <stddef.h>

/* One entry of a feed; everything borrowed, any of it may be NULL. */
struct teaser_entry {
	const char *title;
	const char *text; /* description as plain text, blocks on lines */
	const char *const *categories;
	size_t ncategories;
};

/*
 * The teasers of n entries of one feed: a malloc'd array of n strings,
 * each malloc'd or NULL where no teaser is left (no description, or one
 * the feed repeats wholly).  Free it with strv_free(v, n) (util.h).
 */
char **teaser_reduce(const struct teaser_entry *entries, size_t n);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * feedteasers: what the entries' descriptions teach learning, judged per
 * feed.  A host learns from the pages of every feed that links to it
 * (process.c), and those feeds write their descriptions each its own
 * way: a site's feed an excerpt of the story, an aggregator the headline
 * and the source's name (Google News) or a comments link alone (Hacker
 * News).  Such descriptions are no teaser: a feed most of whose
 * descriptions say nothing but a few words beyond the entry's title
 * gives its samples none, and learning reads the pages' own descriptions
 * instead (learn_one.c), as it does for a feed without descriptions.
 * When the samples come from several feeds, each one's descriptions are
 * also reduced to their teasers (teaser.h) among that feed's own recent
 * entries, since what a feed wraps its descriptions in is the feed's.
 */
#ifndef TEMPLAR_FEEDTEASERS_H
#define TEMPLAR_FEEDTEASERS_H

#include <stddef.h>
#include <stdint.h>

struct learn_sample;
struct store;

/*
 * Judge the teasers of n samples, sample i of feed feeds[i]: teasers[i]
 * (malloc'd or NULL, what s[i].teaser points to) is replaced or freed,
 * and s[i].teaser set again.
 */
void feedteasers_apply(struct store *st, struct learn_sample *s, char **teasers,
    const int64_t *feeds, size_t n);

/*
 * 1 when most of the n descriptions (with their entries' titles; NULL
 * for none) say no more than a few words beyond their title.
 */
int feedteasers_none(
    const char *const *titles, const char *const *texts, size_t n);

#endif

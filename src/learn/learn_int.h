/* SPDX-License-Identifier: ISC */
/*
 * learn_int: the steps of learning that the learner's files share and
 * nothing else may use.  From the bottom up: lpage.c indexes a sample
 * page (lpage.h) and generalise.c turns elements into candidate XPaths
 * (generalise.h), both knowing nothing of the rest; on them,
 * learn_category.c finds where the category is, learn_byline.c
 * where the date and author are shown, clean.c the chrome
 * inside a learned body and learn_comments.c where the comments are, as
 * the feed says or the pages' structure shows; learn_one.c learns one
 * layout's template with them all; cluster.c one template per layout
 * with learn_one.c; learn.c, the entry point (learn.h), leaves out the
 * pages that are no articles and calls the two.  A file calls only those
 * below it.  Not installed, not for other modules: learn.h is the
 * interface.
 */
#ifndef TEMPLAR_LEARN_INT_H
#define TEMPLAR_LEARN_INT_H

#include <stddef.h>
#include <stdint.h>

struct learn_sample;
struct lpage;
struct text_bag;
struct tmpl;

#define LEARN_MAX_SAMPLES 16

/* learn_category.c: the category */

/* Learn where the pages keep their entries' categories, into t. */
void learn_category(struct lpage *pages, size_t np, struct tmpl *t);

/* learn_byline.c: the date and author the pages show */

/* Learn where the pages show their entries' dates and authors as text,
 * outside the body learned into t, into t. */
void learn_byline(struct lpage *pages, size_t np, struct tmpl *t);

/* clean.c: chrome inside the body */

/* Blocks holding only recurring text -> strip XPaths. */
void learn_strip(struct lpage *pages, size_t np, struct tmpl *t);
/* Blocks named as chrome holding none of the article -> strip XPaths. */
void learn_strip_named(struct lpage *pages, size_t np, struct tmpl *t);
/* Text recurring inside the body on several pages, as its words or as
 * its shape (a date aside) -> fingerprints. */
void learn_boiler(struct lpage *pages, size_t np, struct tmpl *t);

/* learn_comments.c: the comments the feed links into the page */

/* Where the entries' comment links point in their pages -> strip XPaths. */
void learn_strip_comments(struct lpage *pages, size_t np, struct tmpl *t);
/* The boxes of threads the pages' structure shows -> strip XPaths. */
void learn_strip_threads(struct lpage *pages, size_t np, struct tmpl *t);

/* learn_one.c: one layout */

/* Learn one template from the pages ss[0..n) (all of them articles). */
struct tmpl *learn_set(const struct learn_sample *const *ss, size_t n,
    int64_t **voters, size_t *nvoters, char **cause);

/* cluster.c: several layouts */

/* Replace t by one layout per cluster of ss when that agrees better. */
struct tmpl *learn_layouts(const struct learn_sample *const *ss, size_t n,
    struct tmpl *t, int64_t **voters, size_t *nvoters, char **cause);

#endif

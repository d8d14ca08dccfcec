/* SPDX-License-Identifier: ISC */
/*
 * judge: whether a feed's current template is still the right one
 * (METHODS.md section 1, "Redesigns").  Two questions, both pure:
 * whether a page is of the layout a template was learned on (its
 * structural signature), and whether a template learned afresh from the
 * feed's recent pages extracts clearly more of them than the current
 * one: more of the teaser, less text that repeats from page to page, no
 * fallback.
 */
#ifndef TEMPLAR_JUDGE_H
#define TEMPLAR_JUDGE_H

#include <stddef.h>

struct html_doc;
struct learn_sample;
struct tmpl;

/*
 * Give a template of one layout without a signature the structural
 * features (tmpl_features()) every one of the docs shares, at most
 * TMPL_MAX_SIG of them spread over the sorted set.  A template of
 * several layouts has its signatures from learning; it is left alone.
 */
void judge_sign(struct tmpl *t, struct html_doc *const *docs, size_t n);

/*
 * How well a page fits the template's layouts: the largest share of one
 * layout's signature the page has, in [0, 1]; 1 when no layout has a
 * signature (a template stored before signatures: nothing to judge by).
 * Below TMPL_ROUTE_FIT the page is of another layout.
 */
double judge_fit(const struct tmpl *t, struct html_doc *doc);

/*
 * Compare two templates on the same n samples.  Each page's quality
 * under a template is its article's validation (tmpl_validate()) times
 * the share of its body that no other sample's article repeats, 0 when
 * the template needed a fallback or extracted nothing.  Set the mean
 * qualities (either may be NULL) and return 1 when fresh is clearly
 * better than cur: the mean of the per-page differences is above zero
 * by more than a one-sided paired t-test at the 5% level allows to
 * chance; 0 otherwise.
 */
int judge_better(const struct tmpl *fresh, const struct tmpl *cur,
    const struct learn_sample *samples, size_t n, double *qfresh, double *qcur);

/*
 * The pages only cur extracts: side[i] = 1 where cur's quality (as
 * judge_better() measures it) on sample i is above zero and fresh's is
 * zero (a fallback, nothing found, nothing of the teaser), 0 elsewhere.
 * Return how many are cur's.
 */
size_t judge_split(const struct tmpl *fresh, const struct tmpl *cur,
    const struct learn_sample *samples, size_t n, int *side);

/*
 * Sign a template of one layout apart from other pages: its signature
 * becomes the structural features every one of the in docs has and none
 * of the out docs has (at most TMPL_MAX_SIG, spread over the sorted set).
 * Return how many; 0 (the signature untouched) when there is none.
 */
size_t judge_sign_apart(struct tmpl *t, struct html_doc *const *in, size_t nin,
    struct html_doc *const *out, size_t nout);

#endif

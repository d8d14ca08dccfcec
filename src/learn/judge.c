/* SPDX-License-Identifier: ISC */
/*
 * judge: is the current template still the right one?  See judge.h.
 * The comparison is with what learning afresh gives on the same pages,
 * never with a fixed level: a site whose best template finds half the
 * teaser is not redesigned, it is only terse.
 */
#include "config.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "judge.h"
#include "learn.h"
#include "teaser.h"
#include "text.h"
#include "tmpl.h"
#include "util.h"

/* One template's articles over the samples. */
struct judged {
	double *q;      /* per sample quality */
	uint64_t **fps; /* per sample, its paragraphs' fingerprints */
	size_t **lens;  /* and their lengths */
	size_t *nfps;
};

static int
judge_cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * Sign t with the features every page of in has and no page of out has,
 * spread over their sorted hashes: a sample of the whole frame, not of
 * one corner of it.  Return how many make the signature.
 */
static size_t
judge_sign_docs(struct tmpl *t, struct html_doc *const *in, size_t nin,
    struct html_doc *const *out, size_t nout)
{
	uint64_t *common, *feat, sig[TMPL_MAX_SIG];
	size_t ncommon, nfeat, i, j, k, nsig;

	common = xcalloc(TMPL_MAX_FEATURES, sizeof(*common));
	feat = xcalloc(TMPL_MAX_FEATURES, sizeof(*feat));
	ncommon = tmpl_features(in[0], common, TMPL_MAX_FEATURES);
	for (i = 1; i < nin + nout && ncommon > 0; i++) {
		nfeat = tmpl_features(
		    i < nin ? in[i] : out[i - nin], feat, TMPL_MAX_FEATURES);
		for (j = k = 0; j < ncommon; j++) {
			int has = bsearch(&common[j], feat, nfeat,
				      sizeof(*feat), judge_cmp_u64) != NULL;

			if (i < nin ? has : !has)
				common[k++] = common[j];
		}
		ncommon = k;
	}
	nsig = ncommon < TMPL_MAX_SIG ? ncommon : TMPL_MAX_SIG;
	for (j = 0; j < nsig; j++)
		sig[j] = common[j * ncommon / nsig];
	if (nsig > 0)
		tmpl_set_signature(t, sig, nsig);
	free(common);
	free(feat);
	return nsig;
}

void
judge_sign(struct tmpl *t, struct html_doc *const *docs, size_t n)
{
	const uint64_t *have;

	if (n == 0 || tmpl_layout_count(t) > 1 || tmpl_signature(t, &have) > 0)
		return;
	(void)judge_sign_docs(t, docs, n, NULL, 0);
}

size_t
judge_sign_apart(struct tmpl *t, struct html_doc *const *in, size_t nin,
    struct html_doc *const *out, size_t nout)
{
	if (nin == 0 || tmpl_layout_count(t) > 1)
		return 0;
	return judge_sign_docs(t, in, nin, out, nout);
}

double
judge_fit(const struct tmpl *t, struct html_doc *doc)
{
	const struct tmpl *lt;
	const uint64_t *sig;
	uint64_t *feat = NULL;
	size_t nfeat = 0, nsig, i, j, have;
	double fit, best = -1;

	for (i = 0; i < tmpl_layout_count(t); i++) {
		lt = tmpl_layout(t, i);
		if ((nsig = tmpl_signature(lt, &sig)) == 0)
			continue;
		if (feat == NULL) {
			feat = xcalloc(TMPL_MAX_FEATURES, sizeof(*feat));
			nfeat = tmpl_features(doc, feat, TMPL_MAX_FEATURES);
		}
		for (j = have = 0; j < nsig; j++)
			if (bsearch(&sig[j], feat, nfeat, sizeof(*feat),
				judge_cmp_u64) != NULL)
				have++;
		fit = (double)have / (double)nsig;
		if (fit > best)
			best = fit;
	}
	free(feat);
	return best < 0 ? 1 : best;
}

/* The fingerprints and lengths of an article's paragraphs. */
static void
judge_paragraphs(const char *text, uint64_t **fps, size_t **lens, size_t *n)
{
	const char *p, *e;
	uint64_t fp;

	*fps = NULL;
	*lens = NULL;
	*n = 0;
	for (p = text; p != NULL && *p != '\0'; p = *e ? e + 1 : e) {
		if ((e = strchr(p, '\n')) == NULL)
			e = p + strlen(p);
		if ((fp = text_fingerprint(p, (size_t)(e - p))) == 0)
			continue;
		*fps = xreallocarray(*fps, *n + 1, sizeof(**fps));
		*lens = xreallocarray(*lens, *n + 1, sizeof(**lens));
		(*fps)[*n] = fp;
		(*lens)[*n] = (size_t)(e - p);
		(*n)++;
	}
}

/* Whether another sample's article than the i-th has the paragraph. */
static int
judge_repeated(const struct judged *jd, size_t n, size_t i, uint64_t fp)
{
	size_t k, j;

	for (k = 0; k < n; k++) {
		if (k == i)
			continue;
		for (j = 0; j < jd->nfps[k]; j++)
			if (jd->fps[k][j] == fp)
				return 1;
	}
	return 0;
}

static void
judge_apply(const struct tmpl *t, const struct learn_sample *s,
    char *const *teasers, size_t n, struct judged *jd)
{
	struct article *a;
	char *cause = NULL;
	size_t i, j, all, rep;

	jd->q = xcalloc(n, sizeof(*jd->q));
	jd->fps = xcalloc(n, sizeof(*jd->fps));
	jd->lens = xcalloc(n, sizeof(*jd->lens));
	jd->nfps = xcalloc(n, sizeof(*jd->nfps));
	for (i = 0; i < n; i++) {
		if ((a = tmpl_apply(t, s[i].doc, &cause)) == NULL) {
			free(cause);
			cause = NULL;
			continue;
		}
		if (a->fallback == 0) {
			jd->q[i] = tmpl_validate(a, s[i].title, teasers[i]);
			judge_paragraphs(a->body_text, &jd->fps[i],
			    &jd->lens[i], &jd->nfps[i]);
		}
		article_free(a);
	}
	for (i = 0; i < n; i++) {
		for (j = all = rep = 0; j < jd->nfps[i]; j++) {
			all += jd->lens[i][j];
			if (judge_repeated(jd, n, i, jd->fps[i][j]))
				rep += jd->lens[i][j];
		}
		if (all > 0)
			jd->q[i] *= 1.0 - (double)rep / (double)all;
	}
}

static void
judge_free(struct judged *jd, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		free(jd->fps[i]);
		free(jd->lens[i]);
	}
	free(jd->q);
	free(jd->fps);
	free(jd->lens);
	free(jd->nfps);
}

/* Student's t at the one-sided 5% level, by degrees of freedom. */
static double
judge_t95(size_t df)
{
	static const double t[] = { 6.314, 2.920, 2.353, 2.132, 2.015, 1.943,
		1.895, 1.860, 1.833, 1.812 };

	if (df == 0)
		return INFINITY;
	if (df <= NELEM(t))
		return t[df - 1];
	return df <= 30 ? 1.697 : 1.645;
}

/*
 * The samples' teasers less what the feed wraps every description in
 * (a "read more" line, a site footer), as learning reads them: that
 * text is in no article, and would weigh against every template alike.
 */
static char **
judge_teasers(const struct learn_sample *s, size_t n)
{
	struct teaser_entry *te;
	char **v;
	size_t i;

	te = xcalloc(n, sizeof(*te));
	for (i = 0; i < n; i++) {
		te[i].title = s[i].title;
		te[i].text = s[i].teaser;
		te[i].categories = s[i].categories;
		te[i].ncategories = s[i].ncategories;
	}
	v = teaser_reduce(te, n);
	free(te);
	return v;
}

int
judge_better(const struct tmpl *fresh, const struct tmpl *cur,
    const struct learn_sample *samples, size_t n, double *qfresh, double *qcur)
{
	struct judged a, b;
	char **teasers;
	double sa = 0, sb = 0, mean, var = 0, d;
	size_t i;
	int better;

	if (n == 0) {
		if (qfresh != NULL)
			*qfresh = 0;
		if (qcur != NULL)
			*qcur = 0;
		return 0;
	}
	teasers = judge_teasers(samples, n);
	judge_apply(fresh, samples, teasers, n, &a);
	judge_apply(cur, samples, teasers, n, &b);
	for (i = 0; i < n; i++) {
		sa += a.q[i];
		sb += b.q[i];
	}
	mean = (sa - sb) / (double)n;
	for (i = 0; i < n; i++) {
		d = a.q[i] - b.q[i] - mean;
		var += d * d;
	}
	if (mean <= 0)
		better = 0;
	else if (n < 2 || var == 0)
		better = 1;
	else
		better = mean / sqrt(var / (double)(n - 1) / (double)n) >
		    judge_t95(n - 1);
	if (qfresh != NULL)
		*qfresh = sa / (double)n;
	if (qcur != NULL)
		*qcur = sb / (double)n;
	judge_free(&a, n);
	judge_free(&b, n);
	strv_free(teasers, n);
	return better;
}

size_t
judge_split(const struct tmpl *fresh, const struct tmpl *cur,
    const struct learn_sample *samples, size_t n, int *side)
{
	struct judged a, b;
	char **teasers;
	size_t i, ncur = 0;

	if (n == 0)
		return 0;
	teasers = judge_teasers(samples, n);
	judge_apply(fresh, samples, teasers, n, &a);
	judge_apply(cur, samples, teasers, n, &b);
	for (i = 0; i < n; i++)
		ncur += side[i] = b.q[i] > 0 && a.q[i] == 0;
	judge_free(&a, n);
	judge_free(&b, n);
	strv_free(teasers, n);
	return ncur;
}

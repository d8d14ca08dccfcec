/* SPDX-License-Identifier: ISC */
/*
 * cluster: several layouts in one feed (METHODS.md section 4).  Sample
 * pages are simplified to weighted tag sequences, clustered by their
 * structural similarity, and one template is learned per cluster; the
 * clusters' templates replace the single one when they agree with more
 * pages, each signed by the structural features only its pages share.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "generalise.h"
#include "html.h"
#include "learn.h"
#include "learn_int.h"
#include "log.h"
#include "tmpl.h"
#include "util.h"

#define LEARN_SEQ_MAX 1500    /* tokens of a page's simplified sequence */
#define LEARN_SEQ_DEPTH 24    /* deeper elements are left out */
#define LEARN_CLUSTER_SIM 0.6 /* least similarity inside a cluster */

/* A page simplified to a pre-order sequence of tag+depth tokens. */
struct lseq {
	uint32_t tok[LEARN_SEQ_MAX];
	float w[LEARN_SEQ_MAX];
	size_t n;
	double total;
};

static int
learn_cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

static void
learn_seq_walk(xmlNodePtr first, struct lseq *q, int depth)
{
	xmlNodePtr c, prev = NULL;
	uint32_t h;
	const char *p;

	for (c = first; c != NULL && q->n < LEARN_SEQ_MAX; c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c))
			continue;
		/* a repeated record (list items, paragraphs) counts once */
		if (prev != NULL && learn_same_record(prev, c))
			continue;
		prev = c;
		h = 2166136261u;
		for (p = (const char *)c->name; *p != '\0'; p++)
			h = (h ^ (unsigned char)*p) * 16777619u;
		h = (h ^ (uint32_t)depth) * 16777619u;
		q->tok[q->n] = h;
		q->w[q->n] = (float)(1.0 / (1.0 + 0.25 * depth));
		q->total += q->w[q->n];
		q->n++;
		if (depth < LEARN_SEQ_DEPTH)
			learn_seq_walk(c->children, q, depth + 1);
	}
}

/*
 * Structural similarity of two pages: the LCS of their token sequences,
 * each match weighted by a decreasing function of depth, over the larger
 * total weight.
 */
static double
learn_seq_sim(const struct lseq *a, const struct lseq *b)
{
	float *prev, *cur, *tmp;
	size_t i, j;
	double best;

	if (a->n == 0 || b->n == 0)
		return a->n == b->n;
	prev = xcalloc(b->n + 1, sizeof(*prev));
	cur = xcalloc(b->n + 1, sizeof(*cur));
	for (i = 1; i <= a->n; i++) {
		cur[0] = 0;
		for (j = 1; j <= b->n; j++) {
			float v = prev[j] > cur[j - 1] ? prev[j] : cur[j - 1];

			if (a->tok[i - 1] == b->tok[j - 1] &&
			    prev[j - 1] + a->w[i - 1] > v)
				v = prev[j - 1] + a->w[i - 1];
			cur[j] = v;
		}
		tmp = prev;
		prev = cur;
		cur = tmp;
	}
	best = prev[b->n];
	free(prev);
	free(cur);
	return best / (a->total > b->total ? a->total : b->total);
}

/*
 * Agglomerative clustering, average link, until the closest two
 * clusters are less similar than LEARN_CLUSTER_SIM (no preset count).
 * cl[i] gets page i's cluster; return the number of clusters.
 */
static size_t
learn_cluster(const struct learn_sample *const *ss, size_t n, int *cl)
{
	struct lseq *q;
	double sim[LEARN_MAX_SAMPLES][LEARN_MAX_SAMPLES], best, s;
	size_t i, j, k, a, b, na, nb, nc = n;
	xmlDocPtr xml;

	q = xcalloc(n, sizeof(*q));
	for (i = 0; i < n; i++) {
		cl[i] = (int)i;
		xml = html_doc_xml(ss[i]->doc);
		learn_seq_walk(xml->children, &q[i], 0);
	}
	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++)
			sim[i][j] = sim[j][i] = learn_seq_sim(&q[i], &q[j]);
	free(q);
	for (;;) {
		best = -1;
		a = b = 0;
		for (i = 0; i < n; i++)
			for (j = 0; j < n; j++) {
				if (cl[i] != (int)i || cl[j] != (int)j ||
				    i >= j)
					continue;
				/* average link between clusters i and j */
				s = 0;
				na = nb = 0;
				for (k = 0; k < n; k++) {
					size_t m;

					if (cl[k] != (int)i)
						continue;
					na++;
					for (m = 0; m < n; m++)
						if (cl[m] == (int)j)
							s += sim[k][m];
				}
				for (k = 0; k < n; k++)
					nb += cl[k] == (int)j;
				s /= (double)(na * nb);
				if (s > best) {
					best = s;
					a = i;
					b = j;
				}
			}
		if (best < LEARN_CLUSTER_SIM)
			break;
		for (k = 0; k < n; k++)
			if (cl[k] == (int)b)
				cl[k] = (int)a;
		nc--;
	}
	if (log_get_verbosity() > 1)
		for (i = 0; i < n; i++)
			for (j = i + 1; j < n; j++)
				log_debug("%s: entries %lld %lld similarity "
					  "%.2f",
				    __func__, (long long)ss[i]->entry_id,
				    (long long)ss[j]->entry_id, sim[i][j]);
	return nc;
}

/*
 * A cluster's signature: the structural features all its pages share
 * and no page of the other clusters has (at most TMPL_MAX_SIG, the
 * smallest hashes: a fixed sample).
 */
static void
learn_signature(struct tmpl *t, uint64_t **feat, const size_t *nfeat,
    const int *cl, size_t n, int c)
{
	uint64_t sig[TMPL_MAX_SIG];
	size_t i, k, ns = 0, first;
	int ok;

	for (first = 0; first < n && cl[first] != c; first++)
		;
	if (first == n)
		return;
	for (k = 0; k < nfeat[first] && ns < TMPL_MAX_SIG; k++) {
		ok = 1;
		for (i = 0; i < n && ok; i++) {
			int has = bsearch(&feat[first][k], feat[i], nfeat[i],
				      sizeof(uint64_t), learn_cmp_u64) != NULL;

			if (cl[i] == c ? !has : (cl[i] >= 0 && has))
				ok = 0;
		}
		if (ok)
			sig[ns++] = feat[first][k];
	}
	tmpl_set_signature(t, sig, ns);
}

/* The clusters of two pages or more, the largest first, into order;
 * return how many. */
static size_t
learn_layout_order(const int *cl, size_t n, int *order)
{
	size_t size[LEARN_MAX_SAMPLES], i, j, nbig = 0;

	memset(size, 0, sizeof(size));
	for (i = 0; i < n; i++)
		size[cl[i]]++;
	for (i = 0; i < n; i++)
		if (size[i] >= 2)
			order[nbig++] = (int)i;
	for (i = 1; i < nbig; i++)
		for (j = i; j > 0 && size[order[j]] > size[order[j - 1]]; j--) {
			int x = order[j];

			order[j] = order[j - 1];
			order[j - 1] = x;
		}
	return nbig;
}

/* Sign every learned layout; 1 if each got a signature (a page must be
 * routed to its layout, or the layouts are of no use). */
static int
learn_layout_sign(const struct learn_sample *const *ss, size_t n, const int *cl,
    struct tmpl **lt, const int *order, size_t nbig)
{
	size_t nfeat[LEARN_MAX_SAMPLES], i, k;
	uint64_t *feat[LEARN_MAX_SAMPLES];
	int big[LEARN_MAX_SAMPLES], signed_all = 1;
	const uint64_t *sig;

	/* pages of small clusters sign no layout but stay apart */
	for (i = 0; i < n; i++) {
		big[i] = -1;
		for (k = 0; k < nbig; k++)
			if (cl[i] == order[k] && lt[k] != NULL)
				big[i] = order[k];
		feat[i] = xcalloc(TMPL_MAX_FEATURES, sizeof(uint64_t));
		nfeat[i] =
		    tmpl_features(ss[i]->doc, feat[i], TMPL_MAX_FEATURES);
	}
	for (k = 0; k < nbig; k++) {
		if (lt[k] == NULL)
			continue;
		learn_signature(lt[k], feat, nfeat, big, n, order[k]);
		if (tmpl_signature(lt[k], &sig) == 0)
			signed_all = 0;
	}
	for (i = 0; i < n; i++)
		free(feat[i]);
	return signed_all;
}

/* The layouts' templates, in one, replace t; their voters, *voters. */
static struct tmpl *
learn_layout_merge(struct tmpl **lt, int64_t **lv, const size_t *nlv,
    size_t nbig, size_t n, struct tmpl *t, int64_t **voters, size_t *nvoters,
    char **cause)
{
	struct tmpl *multi = NULL;
	int64_t *all;
	size_t j, k, nall = 0;

	all = xcalloc(n, sizeof(*all));
	for (k = 0; k < nbig; k++) {
		if (lt[k] == NULL)
			continue;
		for (j = 0; j < nlv[k]; j++)
			all[nall++] = lv[k][j];
		if (multi == NULL)
			multi = lt[k];
		else
			tmpl_add_layout(multi, lt[k]);
		lt[k] = NULL;
	}
	if (t == NULL) {
		free(*cause);
		*cause = NULL;
	}
	tmpl_free(t);
	free(*voters);
	*voters = all;
	*nvoters = nall;
	return multi;
}

/*
 * Learn a template per layout cluster with two pages or more; keep them
 * (one template holding a layout per cluster) when they agree with more
 * pages than the one template t learned from all the pages.
 */
struct tmpl *
learn_layouts(const struct learn_sample *const *ss, size_t n, struct tmpl *t,
    int64_t **voters, size_t *nvoters, char **cause)
{
	const struct learn_sample *sub[LEARN_MAX_SAMPLES];
	struct tmpl *lt[LEARN_MAX_SAMPLES];
	int64_t *lv[LEARN_MAX_SAMPLES];
	size_t nlv[LEARN_MAX_SAMPLES];
	size_t i, k, nsub, nbig, total = 0;
	int cl[LEARN_MAX_SAMPLES], order[LEARN_MAX_SAMPLES];
	char *why;

	if (learn_cluster(ss, n, cl) < 2)
		return t;
	if ((nbig = learn_layout_order(cl, n, order)) < 2)
		return t;
	if (nbig > TMPL_MAX_LAYOUTS)
		nbig = TMPL_MAX_LAYOUTS;
	for (k = 0; k < nbig; k++) {
		nsub = 0;
		for (i = 0; i < n; i++)
			if (cl[i] == order[k])
				sub[nsub++] = ss[i];
		why = NULL;
		lt[k] = learn_set(sub, nsub, &lv[k], &nlv[k], &why);
		free(why);
		total += lt[k] != NULL ? nlv[k] : 0;
	}
	log_debug("%s: %zu layouts agree with %zu pages, one template with "
		  "%zu",
	    __func__, nbig, total, t != NULL ? *nvoters : 0);
	if (total > (t != NULL ? *nvoters : 0) && lt[0] != NULL &&
	    learn_layout_sign(ss, n, cl, lt, order, nbig))
		t = learn_layout_merge(
		    lt, lv, nlv, nbig, n, t, voters, nvoters, cause);
	for (k = 0; k < nbig; k++) {
		tmpl_free(lt[k]);
		free(lv[k]);
	}
	return t;
}

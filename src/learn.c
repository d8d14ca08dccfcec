/* SPDX-License-Identifier: ISC */
/*
 * learn: entries with their pages -> a template (METHODS.md section 1,
 * with chrome removal from sections 2, 3 and 5).
 *
 * Body: on each sample page the teaser's tokens are counted in every
 * element; the block-descent search goes from <body> to the smallest
 * block still holding (nearly) all of the teaser found in the page.  As a
 * teaser is mostly the first paragraph, that block is then widened along
 * its ancestors to the one that gains the most unique, non-link text for
 * the least chrome, chrome being link text and text that recurs on the
 * other sample pages (boilerplate of the feed's pages).  Each sample's
 * container proposes XPaths in several generalised forms (stable @id,
 * class tokens, anchored at a stable ancestor, positional); every
 * candidate is then applied to all samples and the one whose text agrees
 * best with the samples' own containers wins.  Blocks inside the body
 * that are boilerplate on several samples become strip XPaths.
 *
 * Title: elements whose text equals (or contains) the entry title, ranked
 * headings first, then emphasis, as the paper does; <title> and og:title
 * with a site-name prefix or suffix that is the same on every page are
 * candidates too.  Category: elements whose text is one of the entry's
 * categories.  Candidates are again scored on every sample.
 */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/tree.h>
#include <libxml/xpath.h>

#include "html.h"
#include "learn.h"
#include "log.h"
#include "text.h"
#include "tmpl.h"
#include "util.h"

#define LEARN_MAX_SAMPLES 16
#define LEARN_MAX_NODES 30000 /* elements indexed per page */
#define LEARN_MAX_TEASER 384  /* distinct teaser tokens used */
#define LEARN_MAX_DEPTH 200
#define LEARN_MAX_CAND 256      /* candidate XPaths per field */
#define LEARN_MAX_MATCH 32      /* nodes one candidate may select */
#define LEARN_FOUND 0.5         /* teaser share that locates a page */
#define LEARN_DESCEND 0.85      /* teaser share a child must keep */
#define LEARN_CHROME_WEIGHT 1.5 /* chrome cost against content */
#define LEARN_AGREE 0.8         /* F1 for a sample to vote */

/* An element of a sample page, in document order. */
struct lnode {
	xmlNodePtr node;
	int parent;    /* index, -1 for the root */
	int end;       /* index after the last descendant */
	size_t text;   /* bytes of visible non-space text */
	size_t link;   /* of which inside <a> */
	size_t boiler; /* of which (not link) recurring elsewhere */
	size_t para;   /* good text in its own paragraphs */
	int nblock;    /* block element children */
	int single;    /* one paragraph, maybe wrapped in blocks */
};

/* A sample page being analysed. */
struct lpage {
	const struct learn_sample *s;
	xmlDocPtr xml;
	xmlNodePtr body;
	struct lnode *nodes;
	size_t nnodes;
	size_t cap;     /* room in nodes */
	uint16_t *hits; /* nnodes x nteaser token counts */
	size_t nteaser; /* distinct teaser tokens */
	uint64_t teaser_keys[LEARN_MAX_TEASER];
	uint16_t teaser_count[LEARN_MAX_TEASER];
	size_t teaser_total;
	int seed;               /* element holding the teaser, or -1 */
	int chosen;             /* its article container, or -1 */
	const char *located_by; /* "teaser" or "title" */
	int voted;              /* agrees with the chosen body XPath */
	struct text_bag *ref;   /* text of the container */
	struct text_bag *fps;   /* fingerprints of its text nodes */
};

/* A candidate XPath and how it fared. */
struct lcand {
	char *xpath;
	char *prefix; /* title strip, or NULL */
	char *suffix;
	int rank; /* lower is preferred on equal score */
	double score;
};

struct lcands {
	struct lcand v[LEARN_MAX_CAND];
	size_t n;
};

struct lwalk {
	struct lpage *pg;
	const struct text_bag *common; /* fingerprint -> page count */
	size_t npages;
	int stack_top;
};

static void lpage_free(struct lpage *);
static void lpage_fingerprints(struct lpage *);
static void lpage_index(struct lpage *, const struct text_bag *, size_t);
static void lpage_teaser(struct lpage *);
static double lpage_cov(const struct lpage *, int);
static int lpage_descend(const struct lpage *);
static int lpage_expand(const struct lpage *, int);
static int lpage_title_node(struct lpage *);
static const char *learn_attr(xmlNodePtr, const char *);
static int learn_stable(const char *);
static int learn_hashlike(const char *);
static void learn_xpath_forms(xmlNodePtr, struct lcands *, int);
static void lcands_add(
    struct lcands *, const char *, const char *, const char *, int);
static void lcands_free(struct lcands *);
static size_t learn_select(xmlDocPtr, const char *, xmlNodePtr *, size_t);
static char *learn_select_text(xmlDocPtr, const char *);
static int learn_body(
    struct lpage *, size_t, struct tmpl *, int64_t **, size_t *, char **);
static void learn_strip(struct lpage *, size_t, struct tmpl *);
static void learn_strip_named(struct lpage *, size_t, struct tmpl *);
static void learn_title(struct lpage *, size_t, struct tmpl *);
static void learn_category(struct lpage *, size_t, struct tmpl *);

/*
 * Learn a template from n samples (METHODS.md section 1).  The caller
 * frees the template with tmpl_free() and *voters with free().
 */
struct tmpl *
learn_template(const struct learn_sample *samples, size_t n, int64_t **voters,
    size_t *nvoters, char **cause)
{
	struct lpage pages[LEARN_MAX_SAMPLES];
	struct text_bag *common;
	struct tmpl *t;
	size_t i, k, np = 0;

	*voters = NULL;
	*nvoters = 0;
	if (n > LEARN_MAX_SAMPLES)
		n = LEARN_MAX_SAMPLES;
	memset(pages, 0, sizeof(pages));
	for (i = 0; i < n; i++) {
		struct lpage *pg = &pages[np];
		xmlNodePtr root;

		if (samples[i].doc == NULL)
			continue;
		pg->s = &samples[i];
		pg->xml = html_doc_xml(samples[i].doc);
		if ((root = xmlDocGetRootElement(pg->xml)) == NULL)
			continue;
		for (pg->body = root->children; pg->body != NULL;
		     pg->body = pg->body->next)
			if (pg->body->type == XML_ELEMENT_NODE &&
			    strcmp((const char *)pg->body->name, "body") == 0)
				break;
		if (pg->body == NULL)
			pg->body = root;
		pg->seed = pg->chosen = -1;
		np++;
	}
	if (np == 0) {
		xasprintf(cause, "no sample page to learn from");
		return NULL;
	}

	/* text recurring on several sample pages is boilerplate */
	common = text_bag_new(NULL);
	for (i = 0; i < np; i++) {
		lpage_fingerprints(&pages[i]);
		for (k = 0; k < text_bag_size(pages[i].fps); k++) {
			uint64_t h = text_bag_key(pages[i].fps, k, NULL);

			text_bag_add_hash(common, h, 1);
		}
	}
	for (i = 0; i < np; i++) {
		lpage_teaser(&pages[i]);
		lpage_index(&pages[i], common, np);
	}
	text_bag_free(common);

	t = tmpl_new();
	if (learn_body(pages, np, t, voters, nvoters, cause) == -1) {
		tmpl_free(t);
		t = NULL;
		goto done;
	}
	learn_strip(pages, np, t);
	learn_strip_named(pages, np, t);
	learn_title(pages, np, t);
	learn_category(pages, np, t);
done:
	for (i = 0; i < np; i++)
		lpage_free(&pages[i]);
	return t;
}

static void
lpage_free(struct lpage *pg)
{
	free(pg->nodes);
	free(pg->hits);
	text_bag_free(pg->ref);
	text_bag_free(pg->fps);
}

/* ---- page analysis ---- */

/* Non-space bytes of a text. */
static size_t
learn_visible(const xmlChar *s)
{
	size_t k = 0;

	for (; s != NULL && *s != '\0'; s++)
		if (*s > ' ' && !(s[0] == 0xc2 && s[1] == 0xa0) &&
		    !(s[0] == 0xa0 && s[-1] == 0xc2))
			k++;
	return k;
}

static void
learn_fp_walk(xmlNodePtr n, struct text_bag *fps, int depth)
{
	xmlNodePtr c;
	uint64_t h;

	for (c = n->children; c != NULL; c = c->next) {
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			h = text_fingerprint((const char *)c->content,
			    strlen((const char *)c->content));
			if (h != 0 && text_bag_count(fps, h) == 0)
				text_bag_add_hash(fps, h, 1);
		} else if (c->type == XML_ELEMENT_NODE &&
		    depth < LEARN_MAX_DEPTH && !html_node_is_skipped(c))
			learn_fp_walk(c, fps, depth + 1);
	}
}

/* The set of text-node fingerprints of a page's body. */
static void
lpage_fingerprints(struct lpage *pg)
{
	pg->fps = text_bag_new(NULL);
	learn_fp_walk(pg->body, pg->fps, 0);
}

/* The distinct tokens of the teaser (METHODS.md: the word list W). */
static void
lpage_teaser(struct lpage *pg)
{
	struct text_bag *w;
	size_t i, c;
	uint64_t h;
	char *tk, *ttk;

	pg->nteaser = pg->teaser_total = 0;
	if (pg->s->teaser == NULL)
		return;
	/* a teaser that is only the title locates nothing new */
	tk = text_key(pg->s->teaser);
	ttk = text_key(pg->s->title);
	if (*tk == '\0' || strcmp(tk, ttk) == 0) {
		free(tk);
		free(ttk);
		return;
	}
	free(tk);
	free(ttk);
	w = text_bag_new(pg->s->teaser);
	for (i = 0; i < text_bag_size(w) && pg->nteaser < LEARN_MAX_TEASER;
	     i++) {
		if ((h = text_bag_key(w, i, &c)) == 0)
			continue;
		if (c > 60000)
			c = 60000;
		pg->teaser_keys[pg->nteaser] = h;
		pg->teaser_count[pg->nteaser++] = (uint16_t)c;
		pg->teaser_total += c;
	}
	text_bag_free(w);
}

struct ltok {
	struct lpage *pg;
	uint16_t *row;
};

static void
learn_hit_cb(uint64_t h, UNUSED int bigram, void *arg)
{
	struct ltok *lt = arg;
	size_t i;

	for (i = 0; i < lt->pg->nteaser; i++)
		if (lt->pg->teaser_keys[i] == h) {
			if (lt->row[i] < 60000)
				lt->row[i]++;
			return;
		}
}

static void
learn_index_walk(struct lwalk *w, xmlNodePtr n, int parent, int in_a, int depth)
{
	struct lpage *pg = w->pg;
	struct lnode *ln;
	xmlNodePtr c;
	int me, last_single = 0;
	size_t k, i;

	if (pg->nnodes >= pg->cap)
		return;
	me = (int)pg->nnodes++;
	ln = &pg->nodes[me];
	memset(ln, 0, sizeof(*ln));
	ln->node = n;
	ln->parent = parent;
	if (n->name[0] == 'a' && n->name[1] == '\0')
		in_a = 1;
	for (c = n->children; c != NULL; c = c->next) {
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			struct ltok lt;
			uint64_t h;
			size_t len = strlen((const char *)c->content);

			ln = &pg->nodes[me];
			k = learn_visible(c->content);
			if (k == 0)
				continue;
			ln->text += k;
			if (in_a)
				ln->link += k;
			else {
				h = text_fingerprint(
				    (const char *)c->content, len);
				if (w->npages > 1 &&
				    text_bag_count(w->common, h) >= 2)
					ln->boiler += k;
				else
					ln->para += k;
			}
			if (pg->nteaser > 0) {
				lt.pg = pg;
				lt.row = pg->hits + (size_t)me * pg->nteaser;
				text_tokens((const char *)c->content, len,
				    learn_hit_cb, &lt);
			}
		} else if (c->type == XML_ELEMENT_NODE &&
		    depth < LEARN_MAX_DEPTH && !html_node_is_skipped(c)) {
			int ci = (int)pg->nnodes;

			learn_index_walk(w, c, me, in_a, depth + 1);
			if (ci >= (int)pg->nnodes)
				continue;
			/* a child that is one paragraph (perhaps wrapped
			 * in blocks) is one of mine: its good text is mine */
			if (html_tag_is_block((const char *)c->name)) {
				pg->nodes[me].nblock++;
				last_single = pg->nodes[ci].single;
			}
			if (pg->nodes[ci].single)
				pg->nodes[me].para += pg->nodes[ci].text -
				    pg->nodes[ci].link - pg->nodes[ci].boiler;
			pg->nodes[me].text += pg->nodes[ci].text;
			pg->nodes[me].link += pg->nodes[ci].link;
			pg->nodes[me].boiler += pg->nodes[ci].boiler;
			for (i = 0; i < pg->nteaser; i++) {
				uint32_t s =
				    (uint32_t)
					pg->hits[(size_t)me * pg->nteaser + i] +
				    pg->hits[(size_t)ci * pg->nteaser + i];

				pg->hits[(size_t)me * pg->nteaser + i] =
				    (uint16_t)(s > 60000 ? 60000 : s);
			}
		}
	}
	pg->nodes[me].end = (int)pg->nnodes;
	pg->nodes[me].single = pg->nodes[me].nblock == 0 ||
	    (pg->nodes[me].nblock == 1 && last_single);
}

/* Elements the index walk will visit (at most LEARN_MAX_NODES). */
static size_t
learn_count(xmlNodePtr n, int depth)
{
	xmlNodePtr c;
	size_t k = 1;

	for (c = n->children; c != NULL && k < LEARN_MAX_NODES; c = c->next)
		if (c->type == XML_ELEMENT_NODE && depth < LEARN_MAX_DEPTH &&
		    !html_node_is_skipped(c))
			k += learn_count(c, depth + 1);
	return k < LEARN_MAX_NODES ? k : LEARN_MAX_NODES;
}

/* Index the elements of a page with their text, link, boilerplate and
 * teaser-token counts. */
static void
lpage_index(struct lpage *pg, const struct text_bag *common, size_t np)
{
	struct lwalk w;
	size_t cap = learn_count(pg->body, 0);

	pg->nodes = xcalloc(cap, sizeof(*pg->nodes));
	if (pg->nteaser > 0)
		pg->hits = xcalloc(cap * pg->nteaser, sizeof(*pg->hits));
	pg->cap = cap;
	w.pg = pg;
	w.common = common;
	w.npages = np;
	w.stack_top = 0;
	learn_index_walk(&w, pg->body, -1, 0, 0);
}

/* Share of the teaser's tokens found in element e. */
static double
lpage_cov(const struct lpage *pg, int e)
{
	const uint16_t *row;
	size_t i, sum = 0;

	if (pg->nteaser == 0 || pg->teaser_total == 0)
		return 0;
	row = pg->hits + (size_t)e * pg->nteaser;
	for (i = 0; i < pg->nteaser; i++)
		sum +=
		    row[i] < pg->teaser_count[i] ? row[i] : pg->teaser_count[i];
	return (double)sum / (double)pg->teaser_total;
}

/* Share of the teaser's tokens found in element e less its descendant d. */
static double
lpage_cov_less(const struct lpage *pg, int e, int d)
{
	const uint16_t *row, *less;
	size_t i, sum = 0, c;

	if (pg->nteaser == 0 || pg->teaser_total == 0)
		return 0;
	row = pg->hits + (size_t)e * pg->nteaser;
	less = pg->hits + (size_t)d * pg->nteaser;
	for (i = 0; i < pg->nteaser; i++) {
		c = row[i] > less[i] ? (size_t)(row[i] - less[i]) : 0;
		sum += c < pg->teaser_count[i] ? c : pg->teaser_count[i];
	}
	return (double)sum / (double)pg->teaser_total;
}

/*
 * The block-descent search: from the root, go to the child holding the
 * most of the teaser while it keeps nearly all of what its parent held.
 * Returns the element, or -1 when the page does not hold the teaser.
 */
static int
lpage_descend(const struct lpage *pg)
{
	int n = 0, c, best;
	double cn, cb, cc;

	if (pg->nnodes == 0 || (cn = lpage_cov(pg, 0)) < LEARN_FOUND)
		return -1;
	for (;;) {
		best = -1;
		cb = 0;
		for (c = n + 1; c < pg->nodes[n].end; c = pg->nodes[c].end) {
			cc = lpage_cov(pg, c);
			if (cc > cb) {
				cb = cc;
				best = c;
			}
		}
		if (best == -1 || cb < cn * LEARN_DESCEND)
			break;
		n = best;
		cn = cb;
	}
	/* a teaser inside inline markup: take its block */
	while (
	    n > 0 && !html_tag_is_block((const char *)pg->nodes[n].node->name))
		n = pg->nodes[n].parent;
	return n;
}

/* Content minus weighted chrome: what widening the body trades. */
static double
lpage_worth(const struct lpage *pg, int e)
{
	const struct lnode *ln = &pg->nodes[e];
	double good, bad;

	good = (double)(ln->text - ln->link - ln->boiler);
	bad = (double)(ln->link + ln->boiler);
	return good - LEARN_CHROME_WEIGHT * bad;
}

/*
 * 1 if an element is named as reader comments, which are no sections of
 * the article however much text they hold (the hint Readability and
 * boilerpipe use too).
 */
static int
learn_is_comments(xmlNodePtr n)
{
	static const char *const words[] = { "comment", "disqus", "respond",
		"reply", "discussion" };
	const char *v[2];
	size_t i, k;

	v[0] = learn_attr(n, "id");
	v[1] = learn_attr(n, "class");
	for (i = 0; i < 2; i++)
		for (k = 0; v[i] != NULL && k < NELEM(words); k++)
			if (strcasestr(v[i], words[k]) != NULL)
				return 1;
	return 0;
}

/* Good text: neither link text nor boilerplate. */
static double
lpage_good(const struct lpage *pg, int e)
{
	const struct lnode *ln = &pg->nodes[e];

	return (double)(ln->text - ln->link - ln->boiler);
}

/*
 * The article container for a seed.  The teaser's block sits in the
 * article; the container is where the article's paragraphs gather: the
 * ancestor holding the most paragraph text directly (comments and link
 * lists spread theirs over many small blocks).  When the teaser sits in
 * a standfirst outside the article, some other block gathers far more
 * paragraph text than any ancestor: that one is taken.  Then widen while
 * the parent adds little (headline, byline) and costs less chrome than it
 * brings (METHODS.md sections 2 and 5).
 */
static int
lpage_expand(const struct lpage *pg, int seed)
{
	int e, best = seed, top = 0, core;
	double w, bw;
	size_t i;

	if (log_get_verbosity() > 1)
		for (e = seed; e >= 0; e = pg->nodes[e].parent) {
			const struct lnode *ln = &pg->nodes[e];
			const char *id = learn_attr(ln->node, "id");
			const char *cl = learn_attr(ln->node, "class");

			log_debug("entry %lld: %s#%s.%.30s text %zu link %zu "
				  "boiler %zu para %zu cov %.2f worth %.0f",
			    (long long)pg->s->entry_id, ln->node->name,
			    id ? id : "", cl ? cl : "", ln->text, ln->link,
			    ln->boiler, ln->para, lpage_cov(pg, e),
			    lpage_worth(pg, e));
		}
	for (e = seed; e >= 0; e = pg->nodes[e].parent)
		if (pg->nodes[e].para > pg->nodes[best].para)
			best = e;
	for (i = 0; i < pg->nnodes; i++)
		if (pg->nodes[i].para > pg->nodes[top].para)
			top = (int)i;
	if (pg->nodes[top].para > 2 * pg->nodes[best].para)
		best = top;
	core = best;
	bw = lpage_worth(pg, best);
	for (e = pg->nodes[best].parent; e >= 0; e = pg->nodes[e].parent) {
		const struct lnode *ln = &pg->nodes[e];

		w = lpage_worth(pg, e);
		if (lpage_good(pg, e) > lpage_good(pg, best) * 1.3 + 50) {
			/* a big step: only to gather sibling sections of
			 * the article, as rich in paragraphs as the core */
			size_t rival = 0, j;

			for (j = (size_t)e; j < (size_t)ln->end; j++) {
				if (j == (size_t)best ||
				    learn_is_comments(pg->nodes[j].node)) {
					j = (size_t)pg->nodes[j].end - 1;
					continue;
				}
				if (pg->nodes[j].para > rival)
					rival = pg->nodes[j].para;
			}
			if (rival * 2 < pg->nodes[core].para ||
			    ln->link * 100 > ln->text * 15)
				break;
		}
		if (w > bw) {
			bw = w;
			best = e;
		}
	}
	return best;
}

static int
learn_is_heading(const char *name)
{
	return name[0] == 'h' && name[1] >= '1' && name[1] <= '6' &&
	    name[2] == '\0';
}

static int
learn_is_emphasis(const char *name)
{
	return strcmp(name, "b") == 0 || strcmp(name, "strong") == 0 ||
	    strcmp(name, "em") == 0 || strcmp(name, "big") == 0;
}

/*
 * Title priority of an element whose text holds the entry title (lower
 * is better): headings, then emphasis, then exact matches; list items and
 * paragraphs last (METHODS.md section 1).
 */
static int
learn_title_rank(const char *name, int exact)
{
	int r;

	if (learn_is_heading(name))
		r = 0;
	else if (learn_is_emphasis(name))
		r = 1;
	else if (strcmp(name, "li") == 0 || strcmp(name, "p") == 0 ||
	    strcmp(name, "a") == 0)
		r = 3;
	else
		r = 2;
	return exact ? r : r + 4;
}

/* The body element best holding the entry title, or -1. */
static int
lpage_title_node(struct lpage *pg)
{
	size_t i, tl;
	char *tk, *k;
	int best = -1, br = 100, r;

	if (pg->s->title == NULL)
		return -1;
	tk = text_key(pg->s->title);
	if ((tl = strlen(tk)) == 0) {
		free(tk);
		return -1;
	}
	for (i = 0; i < pg->nnodes; i++) {
		const struct lnode *ln = &pg->nodes[i];

		if (ln->text < tl / 2 || ln->text > tl * 3 + 64)
			continue;
		k = html_node_text_dup(ln->node);
		{
			char *kk = text_key(k);

			free(k);
			k = kk;
		}
		if (strcmp(k, tk) == 0)
			r = learn_title_rank((const char *)ln->node->name, 1);
		else if (text_key_contains(k, tk))
			r = learn_title_rank((const char *)ln->node->name, 0);
		else
			r = 100;
		free(k);
		if (r < br) {
			br = r;
			best = (int)i;
		}
	}
	free(tk);
	return best;
}

/* ---- XPath generalisation ---- */

/*
 * 1 if some part of a name (between '-' and '_') looks like a hash: CSS
 * modules and CSS-in-JS write "css-1hyfx7x", "epjyd6m0", "sc-bdVaJa".
 */
static int
learn_hashlike(const char *s)
{
	const char *p, *e;
	size_t n, digits, upper, flips, i;
	int prev;

	for (p = s; *p != '\0'; p = *e != '\0' ? e + 1 : e) {
		for (e = p; *e != '\0' && *e != '-' && *e != '_'; e++)
			;
		n = (size_t)(e - p);
		digits = upper = flips = 0;
		prev = -1;
		for (i = 0; i < n; i++) {
			int d = isdigit((unsigned char)p[i]) ? 1 : 0;

			digits += (size_t)d;
			if (isupper((unsigned char)p[i]) && i > 0)
				upper++;
			if (prev != -1 && prev != d)
				flips++;
			prev = d;
		}
		if (n >= 5 && digits > 0 && digits < n && flips >= 2)
			return 1;
		if (n >= 5 && upper >= 2 && p > s)
			return 1;
	}
	return 0;
}

/*
 * 1 if an id or class token looks written by a person, not generated:
 * no quote, not too long, no long digit run, not a hash.
 */
static int
learn_stable(const char *s)
{
	size_t n = strlen(s), digits = 0, run = 0, maxrun = 0, i, flips = 0;
	int prev = -1, d;

	if (n == 0 || n > 40 || strchr(s, '\'') != NULL ||
	    strchr(s, '"') != NULL)
		return 0;
	for (i = 0; i < n; i++) {
		if ((unsigned char)s[i] < 0x21 || (unsigned char)s[i] > 0x7e)
			return 0;
		d = isdigit((unsigned char)s[i]) ? 1 : 0;
		if (d) {
			digits++;
			if (++run > maxrun)
				maxrun = run;
		} else
			run = 0;
		if (isalnum((unsigned char)s[i])) {
			if (prev != -1 && prev != d)
				flips++;
			prev = d;
		}
	}
	if (maxrun >= 4 || (digits >= 3 && flips >= 3))
		return 0;
	return !learn_hashlike(s);
}

static const char *
learn_attr(xmlNodePtr n, const char *name)
{
	xmlAttrPtr a;

	for (a = n->properties; a != NULL; a = a->next)
		if (strcmp((const char *)a->name, name) == 0 &&
		    a->children != NULL && a->children->content != NULL)
			return (const char *)a->children->content;
	return NULL;
}

/* "[k]" position among same-name element siblings, "" when alone. */
static void
learn_step(xmlNodePtr n, struct buf *b)
{
	xmlNodePtr s;
	int pos = 1, count = 0;

	for (s = n->parent != NULL ? n->parent->children : n; s != NULL;
	     s = s->next) {
		if (s->type != XML_ELEMENT_NODE ||
		    strcmp((const char *)s->name, (const char *)n->name) != 0)
			continue;
		count++;
		if (s == n)
			pos = count;
	}
	buf_adds(b, (const char *)n->name);
	if (count > 1)
		buf_printf(b, "[%d]", pos);
}

/* The predicate selecting n by id or by class tokens, or "" (kind 0: id,
 * 1: first stable class token, 2: all stable class tokens). */
static int
learn_pred(xmlNodePtr n, int kind, struct buf *b)
{
	const char *id, *cls, *p, *e;
	char tok[48];
	int ntok = 0;
	size_t len;

	if (kind == 0) {
		if ((id = learn_attr(n, "id")) == NULL || !learn_stable(id))
			return -1;
		buf_printf(b, "[@id='%s']", id);
		return 0;
	}
	if ((cls = learn_attr(n, "class")) == NULL)
		return -1;
	for (p = cls; *p != '\0'; p = e) {
		while (*p != '\0' && isspace((unsigned char)*p))
			p++;
		for (e = p; *e != '\0' && !isspace((unsigned char)*e); e++)
			;
		if ((len = (size_t)(e - p)) == 0 || len >= sizeof(tok))
			continue;
		memcpy(tok, p, len);
		tok[len] = '\0';
		if (!learn_stable(tok))
			continue;
		buf_printf(b,
		    "%scontains(concat(' ',normalize-space(@class),"
		    "' '),' %s ')",
		    ntok == 0 ? "[" : " and ", tok);
		ntok++;
		if (kind == 1)
			break;
		if (ntok == 4)
			break;
	}
	if (ntok == 0)
		return -1;
	buf_addc(b, ']');
	return 0;
}

/* Add the generalised XPaths of node n (rank base added). */
static void
learn_xpath_forms(xmlNodePtr n, struct lcands *cs, int rank)
{
	struct buf b, rel;
	xmlNodePtr a, p;
	xmlNodePtr chain[LEARN_MAX_DEPTH];
	int kind, depth, i;

	buf_init(&b);
	/* tag with a stable id, one class token, all class tokens */
	for (kind = 0; kind < 3; kind++) {
		buf_reset(&b);
		buf_printf(&b, "//%s", (const char *)n->name);
		if (learn_pred(n, kind, &b) == 0)
			lcands_add(cs, b.data, NULL, NULL, rank + kind);
	}
	/* anchored at the nearest ancestor with a stable id or class */
	buf_init(&rel);
	for (a = n, depth = 0;
	     a != NULL && a->type == XML_ELEMENT_NODE && depth < 8;
	     a = a->parent, depth++) {
		if (depth > 0) {
			for (kind = 0; kind < 2; kind++) {
				buf_reset(&b);
				buf_printf(&b, "//%s", (const char *)a->name);
				if (learn_pred(a, kind, &b) == -1)
					continue;
				buf_adds(&b, rel.data);
				lcands_add(cs, b.data, NULL, NULL,
				    rank + 3 + kind + depth);
			}
		}
		/* prepend this step to rel */
		{
			struct buf step;

			buf_init(&step);
			buf_addc(&step, '/');
			learn_step(a, &step);
			if (rel.data != NULL)
				buf_adds(&step, rel.data);
			buf_free(&rel);
			rel = step;
		}
	}
	buf_free(&rel);
	/* fully positional, last resort */
	for (p = n, depth = 0; p != NULL && p->type == XML_ELEMENT_NODE &&
	     depth < LEARN_MAX_DEPTH;
	     p = p->parent)
		chain[depth++] = p;
	buf_reset(&b);
	for (i = depth - 1; i >= 0; i--) {
		buf_addc(&b, '/');
		learn_step(chain[i], &b);
	}
	if (b.data != NULL)
		lcands_add(cs, b.data, NULL, NULL, rank + 20);
	buf_free(&b);
}

static void
lcands_add(struct lcands *cs, const char *xpath, const char *prefix,
    const char *suffix, int rank)
{
	size_t i;

	for (i = 0; i < cs->n; i++) {
		if (strcmp(cs->v[i].xpath, xpath) != 0)
			continue;
		if ((prefix == NULL) != (cs->v[i].prefix == NULL) ||
		    (prefix != NULL && strcmp(prefix, cs->v[i].prefix) != 0))
			continue;
		if ((suffix == NULL) != (cs->v[i].suffix == NULL) ||
		    (suffix != NULL && strcmp(suffix, cs->v[i].suffix) != 0))
			continue;
		if (rank < cs->v[i].rank)
			cs->v[i].rank = rank;
		return;
	}
	if (cs->n >= LEARN_MAX_CAND)
		return;
	cs->v[cs->n].xpath = xstrdup(xpath);
	cs->v[cs->n].prefix = prefix != NULL ? xstrdup(prefix) : NULL;
	cs->v[cs->n].suffix = suffix != NULL ? xstrdup(suffix) : NULL;
	cs->v[cs->n].rank = rank;
	cs->v[cs->n].score = 0;
	cs->n++;
}

static void
lcands_free(struct lcands *cs)
{
	size_t i;

	for (i = 0; i < cs->n; i++) {
		free(cs->v[i].xpath);
		free(cs->v[i].prefix);
		free(cs->v[i].suffix);
	}
	cs->n = 0;
}

/* The best candidate: highest score, then lowest rank; NULL if none. */
static struct lcand *
lcands_best(struct lcands *cs)
{
	struct lcand *best = NULL;
	size_t i;

	for (i = 0; i < cs->n; i++) {
		struct lcand *c = &cs->v[i];

		if (best == NULL || c->score > best->score + 1e-9 ||
		    (c->score > best->score - 1e-9 && c->rank < best->rank))
			best = c;
	}
	return best;
}

/* Outermost element matches of an XPath, at most max. */
static size_t
learn_select(xmlDocPtr xml, const char *xpath, xmlNodePtr *out, size_t max)
{
	xmlXPathContextPtr ctx;
	xmlXPathObjectPtr r;
	xmlNodePtr n, p;
	size_t nn = 0, i;
	int j, below;

	if ((ctx = xmlXPathNewContext(xml)) == NULL)
		return 0;
	ctx->opLimit = 5000000UL;
	r = xmlXPathEvalExpression((const xmlChar *)xpath, ctx);
	xmlXPathFreeContext(ctx);
	if (r == NULL)
		return 0;
	if (r->type == XPATH_NODESET && r->nodesetval != NULL) {
		for (j = 0; j < r->nodesetval->nodeNr; j++) {
			n = r->nodesetval->nodeTab[j];
			if (n->type != XML_ELEMENT_NODE)
				continue;
			below = 0;
			for (p = n; p != NULL && !below; p = p->parent)
				for (i = 0; i < nn; i++)
					if (out[i] == p)
						below = 1;
			if (below)
				continue;
			if (nn == max) {
				nn = max + 1; /* too many */
				break;
			}
			out[nn++] = n;
		}
	}
	xmlXPathFreeObject(r);
	return nn;
}

/* Text of all outermost matches, or NULL when none or too many. */
static char *
learn_select_text(xmlDocPtr xml, const char *xpath)
{
	xmlNodePtr nodes[LEARN_MAX_MATCH];
	struct buf b;
	size_t nn, i;

	nn = learn_select(xml, xpath, nodes, LEARN_MAX_MATCH);
	if (nn == 0 || nn > LEARN_MAX_MATCH)
		return NULL;
	buf_init(&b);
	for (i = 0; i < nn; i++) {
		if (i > 0)
			buf_addc(&b, '\n');
		html_node_text(nodes[i], &b);
	}
	return buf_detach(&b, NULL);
}

/* ---- body ---- */

static int
learn_body(struct lpage *pages, size_t np, struct tmpl *t, int64_t **voters,
    size_t *nvoters, char **cause)
{
	struct lcands *cs;
	struct lcand *best;
	size_t i, k, nlocated = 0, nteaser = 0;
	char *s;
	double f;
	int guard;

	for (i = 0; i < np; i++) {
		struct lpage *pg = &pages[i];

		if ((pg->seed = lpage_descend(pg)) != -1) {
			pg->located_by = "teaser";
			nteaser++;
		}
	}
	for (i = 0; i < np; i++) {
		struct lpage *pg = &pages[i];

		/* no teaser here: start from the headline instead */
		if (pg->seed == -1 && (pg->seed = lpage_title_node(pg)) != -1)
			pg->located_by = "title";
		if (pg->seed == -1)
			continue;
		pg->chosen = lpage_expand(pg, pg->seed);
		s = html_node_text_dup(pg->nodes[pg->chosen].node);
		pg->ref = text_bag_new(s);
		free(s);
		nlocated++;
	}
	if (nlocated == 0) {
		xasprintf(cause,
		    "teaser of 0 of %zu entries found in their "
		    "pages, nor their titles",
		    np);
		return -1;
	}

	cs = xcalloc(1, sizeof(*cs));
	for (i = 0; i < np; i++)
		if (pages[i].chosen != -1)
			learn_xpath_forms(
			    pages[i].nodes[pages[i].chosen].node, cs, 0);
	for (k = 0; k < cs->n; k++) {
		struct lcand *c = &cs->v[k];

		for (i = 0; i < np; i++) {
			struct text_bag *b;

			s = learn_select_text(pages[i].xml, c->xpath);
			if (pages[i].ref == NULL) {
				/* abstained: matching something is enough */
				c->score += s != NULL ? 0.1 : 0;
				free(s);
				continue;
			}
			if (s == NULL)
				continue;
			b = text_bag_new(s);
			c->score += text_f1(b, pages[i].ref);
			text_bag_free(b);
			free(s);
		}
	}
	best = lcands_best(cs);
	tmpl_set_body_xpath(t, best->xpath);
	tmpl_set_field_method(t, TMPL_BODY, nteaser > 0 ? "teaser" : "title");
	tmpl_set_method(t, nteaser > 0 ? "teaser" : "title");

	*voters = xcalloc(np, sizeof(**voters));
	for (i = 0; i < np; i++) {
		struct text_bag *b;

		if (pages[i].ref == NULL ||
		    (s = learn_select_text(pages[i].xml, best->xpath)) == NULL)
			continue;
		b = text_bag_new(s);
		f = text_f1(b, pages[i].ref);
		text_bag_free(b);
		free(s);
		if (f >= LEARN_AGREE) {
			(*voters)[(*nvoters)++] = pages[i].s->entry_id;
			pages[i].voted = 1;
		}
	}
	/* guard the template only if no sample needs it off */
	guard = 1;
	for (i = 0; i < np && guard; i++)
		if (pages[i].voted && tmpl_body_apart(t, pages[i].s->doc))
			guard = 0;
	tmpl_set_body_guard(t, guard);
	lcands_free(cs);
	free(cs);
	return 0;
}

/* ---- chrome inside the body ---- */

/*
 * Blocks inside the body that hold only text recurring on other sample
 * pages (share bars, "related" headers, disclaimers) become strip XPaths
 * when they have a stable id or class and never hold unique text.
 */
static void
learn_strip(struct lpage *pages, size_t np, struct tmpl *t)
{
	struct lcands *cs;
	xmlNodePtr body[LEARN_MAX_MATCH], sel[LEARN_MAX_MATCH];
	struct buf b;
	size_t i, j, k, nb, ns, m;
	int e, kind;

	if (np < 2)
		return;
	cs = xcalloc(1, sizeof(*cs));
	buf_init(&b);
	for (i = 0; i < np; i++) {
		struct lpage *pg = &pages[i];

		nb = learn_select(
		    pg->xml, tmpl_body_xpath(t), body, LEARN_MAX_MATCH);
		if (nb == 0 || nb > LEARN_MAX_MATCH)
			continue;
		for (e = 0; e < (int)pg->nnodes; e++) {
			const struct lnode *ln = &pg->nodes[e];
			int inside = 0;

			if (ln->text == 0 || ln->boiler + ln->link < ln->text ||
			    ln->boiler == 0 ||
			    !html_tag_is_block((const char *)ln->node->name))
				continue;
			for (j = 0; j < nb && !inside; j++) {
				xmlNodePtr p;

				for (p = ln->node->parent; p != NULL;
				     p = p->parent)
					if (p == body[j]) {
						inside = 1;
						break;
					}
			}
			if (!inside)
				continue;
			for (kind = 0; kind < 2; kind++) {
				buf_reset(&b);
				buf_printf(
				    &b, ".//%s", (const char *)ln->node->name);
				if (learn_pred(ln->node, kind, &b) == 0)
					lcands_add(cs, b.data, NULL, NULL, 0);
			}
			/* its descendants are covered */
			e = ln->end - 1;
		}
	}
	/* keep those that select only chrome, on at least two pages */
	for (k = 0; k < cs->n; k++) {
		int pages_hit = 0, bad = 0;

		for (i = 0; i < np && !bad; i++) {
			struct lpage *pg = &pages[i];

			nb = learn_select(
			    pg->xml, tmpl_body_xpath(t), body, LEARN_MAX_MATCH);
			if (nb == 0 || nb > LEARN_MAX_MATCH)
				continue;
			buf_reset(&b);
			buf_printf(&b, "(%s)%s", tmpl_body_xpath(t),
			    cs->v[k].xpath + 1);
			ns =
			    learn_select(pg->xml, b.data, sel, LEARN_MAX_MATCH);
			if (ns > LEARN_MAX_MATCH) {
				bad = 1;
				break;
			}
			if (ns > 0)
				pages_hit++;
			for (m = 0; m < ns; m++) {
				int idx;

				for (idx = 0; idx < (int)pg->nnodes; idx++)
					if (pg->nodes[idx].node == sel[m])
						break;
				if (idx == (int)pg->nnodes)
					continue;
				if (pg->nodes[idx].text >
				    pg->nodes[idx].boiler +
					pg->nodes[idx].link + 8)
					bad = 1;
			}
		}
		if (!bad && pages_hit >= 2)
			tmpl_add_body_strip(t, cs->v[k].xpath);
	}
	buf_free(&b);
	lcands_free(cs);
	free(cs);
}

/*
 * Chrome named as such: the words Readability and boilerpipe look for in
 * id and class names (comments, share bars, related and promoted links,
 * advertising, tag clouds).  A word of 5 letters or more matches inside
 * a name part; the short ones must be a whole part ("ad", "tags").
 */
static const char *
learn_chrome_word(const char *name)
{
	static const char *const inside[] = { "share", "sharing", "social",
		"related", "promo", "sponsor", "advert", "newsletter",
		"subscribe", "tagcloud", "outbrain", "taboola" };
	static const char *const whole[] = { "ad", "ads", "tags", "banner" };
	char part[48];
	const char *p, *e;
	size_t i, n;

	for (i = 0; i < NELEM(inside); i++)
		if (strcasestr(name, inside[i]) != NULL)
			return inside[i];
	for (p = name; *p != '\0'; p = *e != '\0' ? e + 1 : e) {
		for (e = p; *e != '\0' && *e != '-' && *e != '_' && *e != ' ';
		     e++)
			;
		if ((n = (size_t)(e - p)) == 0 || n >= sizeof(part))
			continue;
		memcpy(part, p, n);
		part[n] = '\0';
		for (i = 0; i < NELEM(whole); i++)
			if (strcasecmp(part, whole[i]) == 0)
				return whole[i];
	}
	return NULL;
}

/* The XPath step selecting n by its chrome-named id or class token. */
static int
learn_chrome_pred(xmlNodePtr n, struct buf *b)
{
	const char *id, *cls, *p, *e;
	char tok[48];
	size_t len;

	if ((id = learn_attr(n, "id")) != NULL && learn_stable(id) &&
	    learn_chrome_word(id) != NULL) {
		buf_printf(b, ".//%s[@id='%s']", (const char *)n->name, id);
		return 0;
	}
	if ((cls = learn_attr(n, "class")) == NULL)
		return -1;
	for (p = cls; *p != '\0'; p = e) {
		while (*p != '\0' && isspace((unsigned char)*p))
			p++;
		for (e = p; *e != '\0' && !isspace((unsigned char)*e); e++)
			;
		if ((len = (size_t)(e - p)) == 0 || len >= sizeof(tok))
			continue;
		memcpy(tok, p, len);
		tok[len] = '\0';
		if (!learn_stable(tok) || learn_chrome_word(tok) == NULL)
			continue;
		buf_printf(b,
		    ".//%s[contains(concat(' ',normalize-space(@class),' '),"
		    "' %s ')]",
		    (const char *)n->name, tok);
		return 0;
	}
	return -1;
}

/* Index of an element of a page, or -1. */
static int
lpage_find(const struct lpage *pg, xmlNodePtr n)
{
	int i;

	for (i = 0; i < (int)pg->nnodes; i++)
		if (pg->nodes[i].node == n)
			return i;
	return -1;
}

/* 1 if element a is d or one of its ancestors. */
static int
learn_holds(xmlNodePtr a, xmlNodePtr d)
{
	for (; d != NULL; d = d->parent)
		if (d == a)
			return 1;
	return 0;
}

/*
 * Blocks inside the body named as chrome (METHODS.md sections 2 and 5:
 * comments, share bars, related articles, tag clouds) become strip
 * XPaths when, on every sample, they hold none of the teaser nor the
 * block the body was found by, and leave most of the body's text.
 */
static void
learn_strip_named(struct lpage *pages, size_t np, struct tmpl *t)
{
	struct lcands *cs;
	xmlNodePtr body[LEARN_MAX_MATCH], sel[LEARN_MAX_MATCH];
	struct buf b;
	size_t i, j, k, nb, ns, m;
	int e, idx;

	cs = xcalloc(1, sizeof(*cs));
	buf_init(&b);
	for (i = 0; i < np; i++) {
		struct lpage *pg = &pages[i];

		if (pg->chosen == -1)
			continue;
		nb = learn_select(
		    pg->xml, tmpl_body_xpath(t), body, LEARN_MAX_MATCH);
		if (nb == 0 || nb > LEARN_MAX_MATCH)
			continue;
		for (j = 0; j < nb; j++) {
			if ((idx = lpage_find(pg, body[j])) == -1)
				continue;
			for (e = idx + 1; e < pg->nodes[idx].end; e++) {
				buf_reset(&b);
				if (pg->nodes[e].text == 0 ||
				    learn_chrome_pred(pg->nodes[e].node, &b) ==
					-1)
					continue;
				lcands_add(cs, b.data, NULL, NULL, 0);
				e = pg->nodes[e].end - 1;
			}
		}
	}
	for (k = 0; k < cs->n && tmpl_body_strip_count(t) < TMPL_MAX_STRIP;
	     k++) {
		int bad = 0, hit = 0;

		for (i = 0; i < np && !bad; i++) {
			struct lpage *pg = &pages[i];
			size_t gone = 0, all = 0;

			if (pg->chosen == -1)
				continue;
			nb = learn_select(
			    pg->xml, tmpl_body_xpath(t), body, LEARN_MAX_MATCH);
			if (nb == 0 || nb > LEARN_MAX_MATCH)
				continue;
			for (j = 0; j < nb; j++)
				if ((idx = lpage_find(pg, body[j])) != -1)
					all += (size_t)lpage_good(pg, idx);
			buf_reset(&b);
			buf_printf(&b, "(%s)%s", tmpl_body_xpath(t),
			    cs->v[k].xpath + 1);
			ns = learn_select(pg->xml, b.data, sel, LEARN_MAX_MATCH);
			if (ns > LEARN_MAX_MATCH) {
				bad = 1;
				break;
			}
			for (m = 0; m < ns && !bad; m++) {
				int bi = -1;

				if ((idx = lpage_find(pg, sel[m])) == -1)
					continue;
				for (j = 0; j < nb && bi == -1; j++)
					if (learn_holds(body[j], sel[m]))
						bi = lpage_find(pg, body[j]);
				if (pg->seed != -1 &&
				    learn_holds(sel[m], pg->nodes[pg->seed].node))
					bad = 1;
				/* the body keeps its share of the teaser */
				if (pg->nteaser > 0 && bi != -1 &&
				    lpage_cov_less(pg, bi, idx) <
					0.9 * lpage_cov(pg, bi))
					bad = 1;
				gone += (size_t)lpage_good(pg, idx);
				hit = 1;
			}
			/* more than half the body: only when the teaser
			 * located the article and stays */
			if (gone * 2 > all && pg->nteaser == 0)
				bad = 1;
		}
		if (!bad && hit)
			tmpl_add_body_strip(t, cs->v[k].xpath);
	}
	buf_free(&b);
	lcands_free(cs);
	free(cs);
}

/* ---- title ---- */

/* Collapsed text equal, ignoring ASCII case. */
static int
learn_same_text(const char *a, const char *b)
{
	char *ca, *cb;
	int same;

	if (a == NULL || b == NULL)
		return 0;
	ca = text_collapse(a);
	cb = text_collapse(b);
	same = strcasecmp(ca, cb) == 0;
	free(ca);
	free(cb);
	return same;
}

/* Add <title>/og:title candidates with the site-name text around the
 * entry title as strip prefix/suffix. */
static void
learn_title_strips(struct lpage *pages, size_t np, const char *xpath,
    struct lcands *cs, int rank)
{
	size_t i;
	char *pt, *ft, *p, *pre;

	for (i = 0; i < np; i++) {
		if (pages[i].s->title == NULL ||
		    (pt = learn_select_text(pages[i].xml, xpath)) == NULL)
			continue;
		{
			char *c = text_collapse(pt);

			free(pt);
			pt = c;
		}
		ft = text_collapse(pages[i].s->title);
		if (*ft != '\0' && (p = strcasestr(pt, ft)) != NULL) {
			pre = xstrndup(pt, (size_t)(p - pt));
			lcands_add(cs, xpath, pre, p + strlen(ft), rank);
			free(pre);
		}
		free(ft);
		free(pt);
	}
}

static void
learn_title(struct lpage *pages, size_t np, struct tmpl *t)
{
	struct lcands *cs;
	struct lcand *best;
	struct tmpl *probe;
	size_t i, k;
	int e;
	char *got;

	cs = xcalloc(1, sizeof(*cs));
	for (i = 0; i < np; i++) {
		struct lpage *pg = &pages[i];
		char *tk;
		size_t tl;

		if (pg->s->title == NULL)
			continue;
		tk = text_key(pg->s->title);
		tl = strlen(tk);
		for (e = 0; tl > 0 && e < (int)pg->nnodes; e++) {
			const struct lnode *ln = &pg->nodes[e];
			char *txt, *key;
			int exact;

			if (ln->text < tl / 2 || ln->text > tl * 3 + 64)
				continue;
			txt = html_node_text_dup(ln->node);
			key = text_key(txt);
			free(txt);
			exact = strcmp(key, tk) == 0;
			if (exact || text_key_contains(key, tk))
				learn_xpath_forms(ln->node, cs,
				    30 *
					learn_title_rank(
					    (const char *)ln->node->name,
					    exact));
			free(key);
		}
		free(tk);
	}
	learn_title_strips(pages, np, "//title", cs, 60);
	learn_title_strips(
	    pages, np, "//meta[@property='og:title']/@content", cs, 40);
	learn_title_strips(
	    pages, np, "//meta[@name='twitter:title']/@content", cs, 50);

	probe = tmpl_new();
	for (k = 0; k < cs->n; k++) {
		struct lcand *c = &cs->v[k];

		tmpl_set_title_xpath(probe, c->xpath);
		tmpl_set_title_strip(probe, c->prefix, c->suffix);
		for (i = 0; i < np; i++) {
			if (pages[i].s->title == NULL)
				continue;
			got = tmpl_apply_title(probe, pages[i].s->doc);
			if (got == NULL)
				continue;
			if (learn_same_text(got, pages[i].s->title))
				c->score += 1;
			else
				c->score += 0.5 *
				    text_similarity(got, pages[i].s->title);
			free(got);
		}
	}
	tmpl_free(probe);
	if ((best = lcands_best(cs)) != NULL && best->score > 0) {
		tmpl_set_title_xpath(t, best->xpath);
		tmpl_set_title_strip(t, best->prefix, best->suffix);
		tmpl_set_field_method(t, TMPL_TITLE, "title-match");
	} else {
		tmpl_set_title_xpath(t, "//h1");
		tmpl_set_field_method(t, TMPL_TITLE, "default");
	}
	lcands_free(cs);
	free(cs);
}

/* ---- category ---- */

static void
learn_category(struct lpage *pages, size_t np, struct tmpl *t)
{
	struct lcands *cs;
	struct lcand *best;
	struct tmpl *probe;
	size_t i, k, c, with = 0;
	int e;
	char *got;

	cs = xcalloc(1, sizeof(*cs));
	for (i = 0; i < np; i++) {
		struct lpage *pg = &pages[i];

		if (pg->s->ncategories == 0)
			continue;
		with++;
		for (c = 0; c < pg->s->ncategories && c < 8; c++) {
			char *ck = text_key(pg->s->categories[c]);
			size_t cl = strlen(ck);

			for (e = 0; cl > 0 && e < (int)pg->nnodes; e++) {
				const struct lnode *ln = &pg->nodes[e];
				char *txt, *key;

				if (ln->text < cl / 2 || ln->text > cl * 2 + 8)
					continue;
				txt = html_node_text_dup(ln->node);
				key = text_key(txt);
				free(txt);
				if (strcmp(key, ck) == 0)
					learn_xpath_forms(ln->node, cs, 0);
				free(key);
			}
			free(ck);
		}
	}
	if (with == 0) {
		free(cs);
		return;
	}
	probe = tmpl_new();
	for (k = 0; k < cs->n; k++) {
		tmpl_set_category_xpath(probe, cs->v[k].xpath);
		for (i = 0; i < np; i++) {
			if (pages[i].s->ncategories == 0)
				continue;
			if ((got = tmpl_apply_category(
				 probe, pages[i].s->doc)) == NULL)
				continue;
			for (c = 0; c < pages[i].s->ncategories; c++)
				if (learn_same_text(
					got, pages[i].s->categories[c])) {
					cs->v[k].score += 1;
					break;
				}
			free(got);
		}
	}
	tmpl_free(probe);
	best = lcands_best(cs);
	if (best != NULL && best->score >= (with >= 2 ? 2 : 1)) {
		tmpl_set_category_xpath(t, best->xpath);
		tmpl_set_field_method(t, TMPL_CATEGORY, "category-match");
	}
	lcands_free(cs);
	free(cs);
}

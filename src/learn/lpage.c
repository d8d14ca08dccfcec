/* SPDX-License-Identifier: ISC */
/*
 * lpage: the learner's index of a sample page (METHODS.md section 1).
 * Every element below <body>, in document order, with its visible text,
 * link text, boilerplate (text recurring on the other sample pages, or
 * on a few samples within its own page too: LEARN_THIN) and
 * paragraph text, and how many of the teaser's tokens it holds: what the
 * learner's files locate the article, its title and its chrome by.  It
 * knows nothing of templates nor of the rest of the learner.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "comments.h"
#include "generalise.h"
#include "html.h"
#include "learn.h"
#include "lpage.h"
#include "story.h"
#include "text.h"
#include "util.h"

#define LEARN_MAX_NODES 30000 /* elements indexed per page */
/*
 * Teaser-word counts kept per page (elements x distinct teaser words, 2
 * bytes each): 2 MB.  Without it a page of LEARN_MAX_NODES elements and a
 * teaser of LEARN_MAX_TEASER words took 23 MB, and the learner holds
 * every sample's index at once.
 */
#define LEARN_MAX_HITS 1000000
/*
 * Sample pages too few to show a site's chrome recurring across them:
 * the labels under each record of a list of other stories ("Share this
 * story", "Comments") change nothing from page to page, but the records
 * do, and two or three pages seldom hold the same ones.  Up to this many
 * samples, text recurring within one page is boilerplate as well
 * (learn_self_boiler()).
 */
#define LEARN_THIN 3
/* lpage_labelled_records(): the link labels of a record asked, the
 * records of a list asked, the fewest that make a list, and the nodes
 * of a list looked at (the learner may ask every list of a page) */
#define LPAGE_LABELS 8
#define LPAGE_RECORDS 64
#define LPAGE_LABELLED 4
#define LPAGE_WALK 4096

/* What an element lies within, for the index walk. */
#define LWALK_LINK 1  /* a link: its text is link text */
#define LWALK_ASIDE 2 /* what HTML says holds no story (html_is_aside()) */

struct lwalk {
	struct lpage *pg;
	const struct text_bag *common; /* fingerprint -> page count */
	size_t npages;
	struct text_bag *seen; /* sentences met so far outside asides */
	int stack_top;
};

static void lpage_teaser(struct lpage *, size_t);
static void learn_hit_cb(uint64_t, int, void *);
static void learn_index_walk(struct lwalk *, xmlNodePtr, int, int, int);
static size_t learn_count(xmlNodePtr, int);

/* See lpage.h. */
void
lpage_free(struct lpage *pg)
{
	free(pg->nodes);
	free(pg->hits);
	free(pg->feed_teaser);
	text_bag_free(pg->ref);
	text_bag_free(pg->fps);
	text_bag_free(pg->self);
	free(pg->threads);
	free(pg->others);
}

/* See lpage.h. */
void
learn_fp_walk(xmlNodePtr n, struct text_bag *fps, struct text_bag *counts,
    int shapes, int depth)
{
	xmlNodePtr c;
	const char *s;
	uint64_t h, shape;

	for (c = n->children; c != NULL; c = c->next) {
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			s = (const char *)c->content;
			h = text_fingerprint(s, strlen(s));
			if (h != 0 && text_bag_count(fps, h) == 0)
				text_bag_add_hash(fps, h, 1);
			if (h != 0 && counts != NULL)
				text_bag_add_hash(counts, h, 1);
			if (shapes && (shape = text_shape(s, strlen(s))) != h &&
			    text_bag_count(fps, shape) == 0)
				text_bag_add_hash(fps, shape, 1);
		} else if (c->type == XML_ELEMENT_NODE &&
		    depth < LEARN_MAX_DEPTH && !html_node_is_skipped(c))
			learn_fp_walk(c, fps, counts, shapes, depth + 1);
	}
}

/* See lpage.h. */
void
lpage_fingerprints(struct lpage *pg)
{
	pg->fps = text_bag_new(NULL);
	pg->self = text_bag_new(NULL);
	learn_fp_walk(pg->body, pg->fps, pg->self, 0, 0);
}

/* See lpage.h. */
int
lpage_teaser_usable(const struct lpage *pg)
{
	char *tk, *ttk, *p;
	size_t words;
	int ok;

	if (pg->teaser == NULL || pg->generic)
		return 0;
	tk = text_key(pg->teaser);
	ttk = text_key(pg->s->title);
	for (p = tk, words = *tk != '\0'; *p != '\0'; p++)
		words += *p == ' ';
	/*
	 * a teaser of a few words ("The U.S.", a first sentence cut at an
	 * abbreviation) is found in captions and asides as well as in
	 * the story: it tells them apart no better than nothing
	 */
	ok = words >= LEARN_TEASER_WORDS && strcmp(tk, ttk) != 0;
	free(tk);
	free(ttk);
	return ok;
}

/*
 * The distinct tokens of the teaser (METHODS.md: the word list W); only
 * as many as keep cap elements' counts within LEARN_MAX_HITS, in the
 * bag's order.
 */
static void
lpage_teaser(struct lpage *pg, size_t cap)
{
	struct text_bag *w;
	size_t i, c;
	uint64_t h;

	pg->nteaser = pg->teaser_total = 0;
	/* a teaser that is only the title locates nothing new */
	if (!lpage_teaser_usable(pg))
		return;
	w = text_bag_new(pg->teaser);
	for (i = 0; i < text_bag_size(w) && pg->nteaser < LEARN_MAX_TEASER &&
	     (pg->nteaser + 1) * cap <= LEARN_MAX_HITS;
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

/*
 * 1 if text h (k bytes) is boilerplate by recurring within its own page,
 * which counts while the samples are thin.  A label ("Share this
 * story", "Comments") is shorter than a sentence.  A sentence or more
 * that recurs is a copy: the story written twice, one copy for each
 * screen size, or quoted in its readers' comments.  Its first copy is the
 * page's text, and only the later ones are chrome.  Inside what HTML says
 * holds no story (a sidebar's teasers, written twice the same way) every
 * copy stays chrome.
 */
static int
learn_self_boiler(struct lwalk *w, uint64_t h, size_t k, int within)
{
	if (w->npages > LEARN_THIN || h == 0 ||
	    text_bag_count(w->pg->self, h) < 2)
		return 0;
	if (k < STORY_SENTENCE || (within & LWALK_ASIDE) ||
	    text_bag_count(w->seen, h) > 0)
		return 1;
	text_bag_add_hash(w->seen, h, 1);
	return 0;
}

static void
learn_index_walk(
    struct lwalk *w, xmlNodePtr n, int parent, int within, int depth)
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
		within |= LWALK_LINK;
	if (html_is_aside(n))
		within |= LWALK_ASIDE;
	for (c = n->children; c != NULL; c = c->next) {
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			struct ltok lt;
			uint64_t h;
			size_t len = strlen((const char *)c->content);

			ln = &pg->nodes[me];
			k = text_visible((const char *)c->content);
			if (k == 0)
				continue;
			ln->text += k;
			if (within & LWALK_LINK)
				ln->link += k;
			else {
				h = text_fingerprint(
				    (const char *)c->content, len);
				if ((w->npages > 1 &&
					text_bag_count(w->common, h) >= 2) ||
				    learn_self_boiler(w, h, k, within))
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

			learn_index_walk(w, c, me, within, depth + 1);
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

/* See lpage.h. */
void
lpage_index(struct lpage *pg, const struct text_bag *common, size_t np)
{
	struct lwalk w;
	size_t cap = learn_count(pg->body, 0);

	lpage_teaser(pg, cap);
	pg->nodes = xcalloc(cap, sizeof(*pg->nodes));
	if (pg->nteaser > 0)
		pg->hits = xcalloc(cap * pg->nteaser, sizeof(*pg->hits));
	pg->cap = cap;
	w.pg = pg;
	w.common = common;
	w.npages = np;
	w.stack_top = 0;
	w.seen = text_bag_new(NULL);
	learn_index_walk(&w, pg->body, -1, 0, 0);
	text_bag_free(w.seen);
}

/* See lpage.h. */
int
lpage_find(const struct lpage *pg, xmlNodePtr n)
{
	int i;

	for (i = 0; i < (int)pg->nnodes; i++)
		if (pg->nodes[i].node == n)
			return i;
	return -1;
}

/* See lpage.h. */
double
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

/* See lpage.h. */
double
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

/* See lpage.h. */
double
lpage_good(const struct lpage *pg, int e)
{
	const struct lnode *ln = &pg->nodes[e];

	return (double)(ln->text - ln->link - ln->boiler);
}

/* See lpage.h. */
int
lpage_holds(const struct lpage *pg, int e, int i)
{
	return e <= i && i < pg->nodes[e].end;
}

/*
 * Flag in in[] the records of every comment thread of pg found by its
 * structure (comments_thread_run(); one comment or two under a heading
 * that counts them, comments_counted_thread(); a box of loose comments,
 * or of undated ones with replies nested, comments_threaded(), whole), all
 * below them too, but for a run holding the seed past its first record:
 * entries by several writers that hold the teaser are the story (a live
 * blog).  A run whose first record holds the seed is a forum's topic,
 * its opening post and the replies, which are flagged.
 */
static void
lpage_thread_records(const struct lpage *pg, int seed, unsigned char *in)
{
	unsigned char *tried = xcalloc(pg->nnodes > 0 ? pg->nnodes : 1, 1);
	xmlNodePtr last;
	size_t i, j, k, end, from;
	int thread;

	for (i = 0; i < pg->nnodes; i++) {
		if (in[i] || tried[i])
			continue;
		/* a box of comments as loose parts, or of comments with
		 * replies nested, dated or not: flagged whole; two loose
		 * comments by two writers after the seed too (a short
		 * post's, which outweigh it) */
		if (pg->nodes[i].text > 0 &&
		    !(seed >= 0 && lpage_holds(pg, (int)i, seed)) &&
		    (comments_loose(pg->nodes[i].node) ||
			comments_threaded(pg->nodes[i].node) ||
			((seed < 0 || (int)i >= pg->nodes[seed].end) &&
			    comments_loose_few(pg->nodes[i].node)))) {
			for (j = i; j < (size_t)pg->nodes[i].end; j++)
				in[j] = 1;
			i = (size_t)pg->nodes[i].end - 1;
			continue;
		}
		comments_thread_run(pg->nodes[i].node, &last, &thread);
		/* one comment or two, under a heading that counts them,
		 * after the story's seed: a headline that says a number
		 * ("Each 1 costs 6 jobs") over the byline's dated row is
		 * none */
		if (last == NULL &&
		    (seed < 0 || (int)i >= pg->nodes[seed].end) &&
		    comments_counted_thread(pg->nodes[i].node, &last) > 0) {
			if (seed >= 0 &&
			    html_node_holds(
				comments_count_heading(pg->nodes[i].node),
				pg->nodes[seed].node))
				last = NULL;
			else
				thread = 1;
		}
		if (last == NULL)
			continue;
		/*
		 * the run's later records start only parts of it: a long run
		 * that is no thread is read once, not once a record; where
		 * it goes on past the index, to the index's end
		 */
		for (k = i; k < pg->nnodes &&
		     pg->nodes[k].parent == pg->nodes[i].parent;
		     k = (size_t)pg->nodes[k].end) {
			tried[k] = 1;
			if (pg->nodes[k].node == last)
				break;
		}
		end = k < pg->nnodes && pg->nodes[k].node == last
		    ? (size_t)pg->nodes[k].end
		    : k;
		if (!thread)
			continue;
		/* a forum's topic: the seed in the opening post, the
		 * replies after it are the thread */
		from = i;
		if (seed >= (int)i && (size_t)seed < end) {
			if (!lpage_holds(pg, (int)i, seed))
				continue;
			from = (size_t)pg->nodes[i].end;
		}
		for (j = from; j < end; j++)
			in[j] = 1;
		i = end - 1;
	}
	free(tried);
}

/*
 * Flag in in[] every element that holds nothing but flagged ones: the
 * box of a thread (a dl of dt and dd records) is the thread, and its
 * paragraph count, gathered from the records' author lines, is no
 * rival to the story's.  Children come after their parent, so one pass
 * backwards settles boxes within boxes.
 */
static void
lpage_thread_boxes(const struct lpage *pg, int seed, unsigned char *in)
{
	size_t i, held;
	int c;

	for (i = pg->nnodes; i-- > 0;) {
		if (in[i] || (seed >= 0 && lpage_holds(pg, (int)i, seed)) ||
		    pg->nodes[i].text == 0)
			continue;
		held = 0;
		for (c = (int)i + 1; c < pg->nodes[i].end; c = pg->nodes[c].end)
			if (in[c])
				held += pg->nodes[c].text;
		in[i] = held == pg->nodes[i].text;
	}
}

/* See lpage.h. */
void
lpage_threads(const struct lpage *pg, int seed, unsigned char *in)
{
	lpage_thread_records(pg, seed, in);
	lpage_thread_boxes(pg, seed, in);
}

/* Element siblings after a record looked at for one of its kind: a
 * dl's next comment is two on (its dt, then its dd). */
#define LPAGE_RECORD_REACH 4

/* See lpage.h. */
void
lpage_records_near(
    const struct lpage *pg, const unsigned char *in, unsigned char *rec)
{
	size_t i;
	int c, k;

	for (i = 0; i < pg->nnodes; i++) {
		if (!in[i] || learn_attr(pg->nodes[i].node, "class") == NULL)
			continue;
		for (c = pg->nodes[i].end, k = 0;
		     k < LPAGE_RECORD_REACH && c < (int)pg->nnodes &&
		     pg->nodes[c].parent == pg->nodes[i].parent;
		     c = pg->nodes[c].end, k++)
			if (in[c] &&
			    learn_same_first_class(
				pg->nodes[c].node, pg->nodes[i].node)) {
				rec[i] = rec[c] = 1;
				break;
			}
	}
}

/* See lpage.h. */
void
lpage_thread_kinds(struct lpage *pg, xmlNodePtr *kinds, size_t *n, size_t max)
{
	const unsigned char *in = lpage_story_threads(pg);
	unsigned char *rec, *under;
	size_t i, k;
	int p;

	if (pg->nnodes == 0)
		return;
	rec = xcalloc(pg->nnodes, 1);
	under = xcalloc(pg->nnodes, 1);
	lpage_records_near(pg, in, rec);
	/* the outermost records: a comment's parts, a reply under it,
	 * are of the records' own */
	for (i = 0; i < pg->nnodes && *n < max; i++) {
		p = pg->nodes[i].parent;
		under[i] = p >= 0 && (under[p] || rec[p]);
		if (!rec[i] || under[i])
			continue;
		for (k = 0; k < *n; k++)
			if (learn_same_first_class(kinds[k], pg->nodes[i].node))
				break;
		if (k == *n)
			kinds[(*n)++] = pg->nodes[i].node;
	}
	free(under);
	free(rec);
}

/* See lpage.h. */
void
lpage_thread_kin(const struct lpage *pg, int story, xmlNodePtr const *kinds,
    size_t n, unsigned char *in)
{
	size_t i, j, k;

	for (i = 0; i < pg->nnodes && n > 0; i++) {
		if ((int)i == story) {
			i = (size_t)pg->nodes[i].end - 1;
			continue;
		}
		if (in[i] || (story >= 0 && lpage_holds(pg, (int)i, story)) ||
		    learn_attr(pg->nodes[i].node, "class") == NULL)
			continue;
		for (k = 0; k < n; k++)
			if (learn_same_first_class(kinds[k], pg->nodes[i].node))
				break;
		if (k == n)
			continue;
		for (j = i; j < (size_t)pg->nodes[i].end; j++)
			in[j] = 1;
		i = (size_t)pg->nodes[i].end - 1;
	}
}

/* See lpage.h. */
const unsigned char *
lpage_story_threads(struct lpage *pg)
{
	if (pg->threads == NULL) {
		pg->threads = xcalloc(pg->nnodes > 0 ? pg->nnodes : 1, 1);
		lpage_threads(pg, pg->seed, pg->threads);
	}
	return pg->threads;
}

/* See lpage.h. */
int
lpage_continued(const struct lpage *pg, int e, int d)
{
	int via = d, c;

	while (via >= 0 && pg->nodes[via].parent != e)
		via = pg->nodes[via].parent;
	if (via < 0 || learn_attr(pg->nodes[via].node, "class") == NULL)
		return 0;
	for (c = e + 1; c < pg->nodes[e].end; c = pg->nodes[c].end)
		if (c != via && pg->nodes[c].para > 0 &&
		    learn_same_record(pg->nodes[c].node, pg->nodes[via].node))
			return 1;
	return 0;
}

/*
 * The labels (text fingerprints) of the links below n, each once, up to
 * max into out; a link of no word ("^", "↑") has none.  Each node looked
 * at is taken from *budget.
 */
static size_t
lpage_link_labels(xmlNodePtr n, uint64_t *out, size_t max, size_t *budget)
{
	xmlNodePtr c;
	size_t k = 0, j;

	for (c = n->children; c != NULL && k<max && * budget> 0;
	     c = html_node_next(c, n)) {
		char *s;
		uint64_t fp;

		(*budget)--;
		if (c->type != XML_ELEMENT_NODE ||
		    strcmp((const char *)c->name, "a") != 0)
			continue;
		s = html_node_text_dup(c);
		fp = text_fingerprint(s, strlen(s));
		free(s);
		for (j = 0; j < k && out[j] != fp; j++)
			;
		if (fp != 0 && j == k)
			out[k++] = fp;
	}
	return k;
}

/* See lpage.h. */
int
lpage_labelled_records(const struct lpage *pg, int e)
{
	xmlNodePtr list = pg->nodes[e].node, c;
	uint64_t first[LPAGE_LABELS], mine[LPAGE_LABELS];
	size_t hits[LPAGE_LABELS] = { 0 }, nfirst = 0, records = 0, i, j, n;
	size_t budget = LPAGE_WALK;

	if (strcmp((const char *)list->name, "ol") != 0 &&
	    strcmp((const char *)list->name, "ul") != 0)
		return 0;
	for (c = list->children;
	     c != NULL && records < LPAGE_RECORDS && budget > 0; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		n = lpage_link_labels(c, mine, LPAGE_LABELS, &budget);
		if (records++ == 0) {
			memcpy(first, mine, n * sizeof(*mine));
			nfirst = n;
		}
		for (i = 0; i < nfirst; i++)
			for (j = 0; j < n; j++)
				if (mine[j] == first[i]) {
					hits[i]++;
					break;
				}
	}
	if (records < LPAGE_LABELLED)
		return 0;
	for (i = 0; i < nfirst; i++)
		if (hits[i] * 5 >= records * 4)
			return 1;
	return 0;
}

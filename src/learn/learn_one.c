/* SPDX-License-Identifier: ISC */
/*
 * learn_one: sample pages of one layout -> a template (METHODS.md
 * section 1, with chrome removal from sections 2, 3 and 5).  The pages
 * are indexed by lpage.c; each step below proposes and scores XPaths.
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
 * candidates too.  Candidates are again scored on every sample.  The
 * category is learn_category.c's.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/tree.h>

#include "comments.h"
#include "deck.h"
#include "generalise.h"
#include "html.h"
#include "learn.h"
#include "learn_int.h"
#include "log.h"
#include "lpage.h"
#include "story.h"
#include "teaser.h"
#include "text.h"
#include "trails.h"
#include "tmpl.h"
#include "util.h"
#define LEARN_FOUND 0.5         /* teaser share that locates a page */
#define LEARN_DESCEND 0.85      /* teaser share a child must keep */
#define LEARN_CHROME_WEIGHT 1.5 /* chrome cost against content */
#define LEARN_AGREE 0.8         /* F1 for a sample to vote */
#define LEARN_KINDS 16          /* thread record kinds gathered */
#define LEARN_CARDS 3           /* teasers of other stories in a run */
#define LEARN_CARD_NODES 64     /* nodes of a record read for its first text */
#define LEARN_CARD_ASKED 8      /* children of a list asked if cards */
#define LEARN_CARD_REACH 8      /* siblings on each side asked for a run */
/* in lpage_worth_apart()'s flags: a teaser card, whose links still cost */
#define LEARN_APART_CARD 2

static void learn_teasers(struct lpage *, size_t);
static int lpage_descend(const struct lpage *);
static int lpage_by_teaser(const struct lpage *);
static int lpage_expand(struct lpage *, int, xmlNodePtr const *, size_t,
    const struct ltrails *, size_t);
static int lpage_title_node(struct lpage *);
static int learn_body(
    struct lpage *, size_t, struct tmpl *, int64_t **, size_t *, char **);
static void learn_title(struct lpage *, size_t, struct tmpl *);

struct tmpl *
learn_set(const struct learn_sample *const *ss, size_t n, int64_t **voters,
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

		pg->s = ss[i];
		pg->xml = html_doc_xml(ss[i]->doc);
		if ((root = xmlDocGetRootElement(pg->xml)) == NULL)
			continue;
		if ((pg->body = html_root_child(pg->xml, "body")) == NULL)
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
	learn_teasers(pages, np);
	for (i = 0; i < np; i++)
		lpage_index(&pages[i], common, np);

	t = tmpl_new();
	if (learn_body(pages, np, t, voters, nvoters, cause) == -1) {
		tmpl_free(t);
		t = NULL;
		goto done;
	}
	learn_strip(pages, np, t);
	learn_strip_named(pages, np, t);
	learn_strip_comments(pages, np, t);
	learn_strip_threads(pages, np, t);
	learn_boiler(pages, np, t);
	learn_title(pages, np, t);
	learn_category(pages, np, t);
	learn_byline(pages, np, t);
done:
	text_bag_free(common);
	for (i = 0; i < np; i++)
		lpage_free(&pages[i]);
	return t;
}

/*
 * A teaser that two entries share is the site's description, not the
 * entry's own: it locates nothing.
 */
static void
learn_generic_teasers(struct lpage *pages, size_t np)
{
	char *key[LEARN_MAX_SAMPLES];
	size_t i, j;

	for (i = 0; i < np; i++)
		key[i] =
		    pages[i].teaser != NULL ? text_key(pages[i].teaser) : NULL;
	for (i = 0; i < np; i++)
		for (j = 0; j < np; j++)
			if (i != j && key[i] != NULL && key[j] != NULL &&
			    *key[i] != '\0' && strcmp(key[i], key[j]) == 0)
				pages[i].generic = 1;
	for (i = 0; i < np; i++)
		free(key[i]);
}

/*
 * The page's own summary: <meta name="description">, else Open Graph's or
 * Twitter's.  Most publishing systems write the lede or a summary there,
 * the same text feeds put in their description.
 */
static const char *
lpage_description(const struct lpage *pg)
{
	static const char *const names[] = { "description", "og:description",
		"twitter:description" };
	xmlNodePtr head, m;
	const char *name, *content;
	size_t k;

	if ((head = html_root_child(pg->xml, "head")) == NULL)
		return NULL;
	for (k = 0; k < NELEM(names); k++)
		for (m = head->children; m != NULL; m = m->next) {
			if (m->type != XML_ELEMENT_NODE ||
			    strcmp((const char *)m->name, "meta") != 0)
				continue;
			if ((name = learn_attr(m, "name")) == NULL &&
			    (name = learn_attr(m, "property")) == NULL)
				continue;
			if (strcasecmp(name, names[k]) == 0 &&
			    (content = learn_attr(m, "content")) != NULL &&
			    *content != '\0')
				return content;
		}
	return NULL;
}

/*
 * Each page's teaser: the feed's, or where the feed gives none worth
 * having (empty, the title again, the site's description) the page's own
 * description, unless that too is shared by several pages.
 */
static void
learn_teasers(struct lpage *pages, size_t np)
{
	struct teaser_entry te[LEARN_MAX_SAMPLES];
	char **v;
	size_t i;

	/* the description less what the CMS wraps every entry's in */
	for (i = 0; i < np; i++) {
		te[i].title = pages[i].s->title;
		te[i].text = pages[i].s->teaser;
		te[i].categories = pages[i].s->categories;
		te[i].ncategories = pages[i].s->ncategories;
	}
	v = teaser_reduce(te, np);
	for (i = 0; i < np; i++)
		pages[i].teaser = pages[i].feed_teaser = v[i];
	free(v);
	learn_generic_teasers(pages, np);
	for (i = 0; i < np; i++) {
		if (lpage_teaser_usable(&pages[i]))
			continue;
		pages[i].teaser = lpage_description(&pages[i]);
		pages[i].generic = 0;
		pages[i].page_teaser = pages[i].teaser != NULL;
	}
	learn_generic_teasers(pages, np);
}

/* Share of the teaser's tokens found in element n outside its
 * children named for comments (html_is_comments()). */
static double
lpage_cov_unnamed(const struct lpage *pg, int n)
{
	const uint16_t *row = pg->hits + (size_t)n * pg->nteaser, *less;
	size_t i, sum = 0;
	long k;
	int c;

	if (pg->nteaser == 0 || pg->teaser_total == 0)
		return 0;
	for (i = 0; i < pg->nteaser; i++) {
		k = row[i];
		for (c = n + 1; c < pg->nodes[n].end; c = pg->nodes[c].end)
			if (html_is_comments(pg->nodes[c].node)) {
				less = pg->hits + (size_t)c * pg->nteaser;
				k -= less[i];
			}
		if (k > 0)
			sum += (size_t)k < pg->teaser_count[i]
			    ? (size_t)k
			    : pg->teaser_count[i];
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
	int n = 0, c, best, named;
	double cn, cb, cc;

	if (pg->nnodes == 0 || (cn = lpage_cov(pg, 0)) < LEARN_FOUND)
		return -1;
	for (;;) {
		best = -1;
		cb = 0;
		/* readers quoting the teaser are no article: a box named
		 * for comments is gone into only where nothing else holds
		 * the teaser, half of it even (a forum's posts, the opening
		 * one too, in a box named for replies) */
		for (named = 0;
		     named < 2 && (best == -1 || cb < cn * LEARN_DESCEND) &&
		     (named == 0 || lpage_cov_unnamed(pg, n) < LEARN_FOUND);
		     named++)
			for (c = n + 1; c < pg->nodes[n].end;
			     c = pg->nodes[c].end) {
				if (html_is_comments(pg->nodes[c].node) !=
				    named)
					continue;
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
learn_worth(size_t text, size_t link, size_t boiler)
{
	return (double)(text - link - boiler) -
	    LEARN_CHROME_WEIGHT * (double)(link + boiler);
}

static double
lpage_worth(const struct lpage *pg, int e)
{
	const struct lnode *ln = &pg->nodes[e];

	return learn_worth(ln->text, ln->link, ln->boiler);
}

/* lpage_worth() of e less the reader comments flagged 1 in in[] below
 * it: a comment under the post is no gain, or one comment's text would
 * widen the body past the post's box to the column holding both.  An
 * element flagged LEARN_APART_CARD (another story's teaser card) brings
 * no gain but its links still cost: a box holding a column of them is
 * no cheaper for them. */
static double
lpage_worth_apart(const struct lpage *pg, int e, const unsigned char *in)
{
	const struct lnode *ln = &pg->nodes[e], *cn;
	size_t text = ln->text, link = ln->link, boiler = ln->boiler;
	int c;

	if (in[e])
		return lpage_worth(pg, e);
	for (c = e + 1; c < ln->end; c++)
		if (in[c]) {
			cn = &pg->nodes[c];
			if (in[c] == LEARN_APART_CARD)
				text -= cn->text > cn->link + cn->boiler
				    ? cn->text - cn->link - cn->boiler
				    : 0;
			else {
				text -= cn->text;
				link -= cn->link;
				boiler -= cn->boiler;
			}
			c = cn->end - 1;
		}
	return learn_worth(text, link, boiler);
}

/* 1 if element c opens on a link to another page (its first text lies
 * in an <a> below it) and says something beside its links: a teaser's
 * headline and its words.  A live blog's post opens on its own link,
 * into the page, with its time. */
static int
learn_opens_on_link(xmlNodePtr c)
{
	int budget = LEARN_CARD_NODES;
	xmlNodePtr t = html_first_text(c, &budget), a;

	for (a = t != NULL ? t->parent : NULL; a != NULL && a != c;
	     a = a->parent)
		if (a->name[0] == 'a' && a->name[1] == '\0')
			return !html_link_into_page(a) &&
			    html_node_text_len(c, 1, 1) > 0;
	return 0;
}

/* 1 if elements a and b are of one record's kind (learn_same_record()),
 * or of one tag with a class name in common ("card" and "card
 * without-image"). */
static int
learn_same_kind(xmlNodePtr a, xmlNodePtr b)
{
	return learn_same_record(a, b) ||
	    (strcmp((const char *)a->name, (const char *)b->name) == 0 &&
		html_classes_share(
		    learn_attr(a, "class"), learn_attr(b, "class")));
}

/* 1 if element s is a sibling of x's kind opening on a link. */
static int
learn_card_like(xmlNodePtr s, xmlNodePtr x)
{
	return s->type == XML_ELEMENT_NODE && learn_same_kind(s, x) &&
	    learn_opens_on_link(s);
}

/* n, and the siblings of x's kind opening on a link among the
 * LEARN_CARD_REACH elements before it (after it, with next), until
 * LEARN_CARDS are counted. */
static int
learn_cards_beside(xmlNodePtr x, int next, int n)
{
	xmlNodePtr s;
	int k = 0;

	for (s = next ? x->next : x->prev;
	     s != NULL && n < LEARN_CARDS && k < LEARN_CARD_REACH;
	     s = next ? s->next : s->prev)
		if (s->type == XML_ELEMENT_NODE) {
			k++;
			n += learn_card_like(s, x);
		}
	return n;
}

/* 1 if element x is one of a run of LEARN_CARDS siblings or more of its
 * kind, each opening on a link: a list of other stories' teasers ("Most
 * popular"), each headline linked, whose excerpts may be paragraphs as
 * long as an article's.  The run is looked for within LEARN_CARD_REACH
 * elements on either side of x: a run stands together, and a parent of
 * many children costs no more to ask of each. */
static int
learn_is_card(xmlNodePtr x)
{
	int n = 1;

	if (x->parent == NULL || !learn_opens_on_link(x))
		return 0;
	n = learn_cards_beside(x, 0, n);
	n = learn_cards_beside(x, 1, n);
	return n >= LEARN_CARDS;
}

/* 1 if element j of pg lies in a teaser card (learn_is_card()) that
 * does not hold element e: below e when e is its ancestor; another
 * story's, in a list of them, when e is the seed. */
static int
lpage_in_card(const struct lpage *pg, int j, int e)
{
	for (; j >= 0 && !lpage_holds(pg, j, e); j = pg->nodes[j].parent)
		if (learn_is_card(pg->nodes[j].node))
			return 1;
	return 0;
}

/* 1 if element e of pg, not holding the seed, is a list of teaser
 * cards: one of its first children with text is a card
 * (learn_is_card()). */
static int
lpage_card_list(const struct lpage *pg, int e, int seed)
{
	int c, asked = 0;

	if (lpage_holds(pg, e, seed))
		return 0;
	for (c = e + 1; c < pg->nodes[e].end && asked < LEARN_CARD_ASKED;
	     c = pg->nodes[c].end) {
		if (pg->nodes[c].text == 0)
			continue;
		asked++;
		if (learn_is_card(pg->nodes[c].node))
			return 1;
	}
	return 0;
}

/*
 * Flag LEARN_APART_CARD in out[] the teaser cards (learn_is_card()) of
 * pg outside core: other stories' headlines with their excerpts ("Top
 * Stories" beside a video's two paragraphs), whose text widening would
 * count as a gain and so take the column holding them.  Only elements
 * with text of their own beside links are asked, and a card's inside
 * is not.
 */
static void
lpage_cards_apart(const struct lpage *pg, int core, unsigned char *out)
{
	size_t i;

	for (i = 0; i < pg->nnodes; i++) {
		const struct lnode *ln = &pg->nodes[i];

		if (ln->text <= ln->link || out[i] ||
		    lpage_holds(pg, (int)i, core) ||
		    lpage_holds(pg, core, (int)i) || !learn_is_card(ln->node))
			continue;
		out[i] = LEARN_APART_CARD;
		i = (size_t)ln->end - 1;
	}
}

/* The child of a on the way down to its descendant d. */
static int
lpage_child_towards(const struct lpage *pg, int a, int d)
{
	while (pg->nodes[d].parent != a)
		d = pg->nodes[d].parent;
	return d;
}

/*
 * 1 if, of e's children, the one holding the teaser's block seed is a
 * box of paragraphs of the tag of the one holding the core (seed and
 * core apart, both under e), right before it with no text between: the
 * part of a post before its "continue reading" break, the core the part
 * after it.  A deck or standfirst under the headline is another element
 * (an h2 beside the body's div), or stands apart from the body.
 */
static int
lpage_part_before(const struct lpage *pg, int e, int seed, int core)
{
	int a, b, c;

	if (e == seed || e == core)
		return 0;
	a = lpage_child_towards(pg, e, seed);
	b = lpage_child_towards(pg, e, core);
	if (a >= b || pg->nodes[a].para == 0 ||
	    strcmp((const char *)pg->nodes[a].node->name,
		(const char *)pg->nodes[b].node->name) != 0)
		return 0;
	for (c = pg->nodes[a].end; c < b; c = pg->nodes[c].end)
		if (pg->nodes[c].text > 0)
			return 0;
	return 1;
}

/* Paragraph text a headline over a thread may have before its first
 * record and still have no story of its own: a count of posts, a page
 * number. */
#define LEARN_TOPIC_LINE 80

/* 1 if element e of pg is a line of a topic's starter and date ("By
 * NAME, March 5, 2021 in FORUM"): short, dated. */
static int
lpage_dated_line(const struct lpage *pg, int e)
{
	return pg->nodes[e].text <= LEARN_TOPIC_LINE &&
	    comments_node_dated(pg->nodes[e].node);
}

/*
 * Where pg's seed is its headline and the first element after it holding
 * paragraph text is a record of a thread's kind (kin[]), with no more
 * than a line of such text between them, in no paragraph (<p>), and
 * none in the headline's own box, but for the topic's line of its
 * starter and date (lpage_dated_line()): the box of the most paragraph
 * text in that record; else -1.
 * Under a forum topic's title every post is a record of one kind, the
 * opening one too, and no story box stands apart from them: the opening
 * post is the story (the replies are the thread).  A post of a line
 * under its headline, in the post's box with it or in a paragraph of its
 * own, is text before the comments, and keeps them apart.
 */
static int
lpage_opening_record(const struct lpage *pg, int seed, const unsigned char *kin)
{
	size_t before = 0;
	int i, j, h, best = -1;

	if (pg->located_by == NULL || strcmp(pg->located_by, "title") != 0)
		return -1;
	for (i = pg->nodes[seed].end; i < (int)pg->nnodes; i++) {
		if (kin[i])
			break;
		/* a paragraph, however short, is a post's own text; not
		 * the topic's line of its starter and date */
		if (pg->nodes[i].para > 0 &&
		    strcmp((const char *)pg->nodes[i].node->name, "p") == 0 &&
		    !lpage_dated_line(pg, i))
			return -1;
		if (pg->nodes[i].nblock == 0 &&
		    (before += pg->nodes[i].para) > LEARN_TOPIC_LINE)
			return -1;
	}
	if (i == (int)pg->nnodes)
		return -1;
	/* the headline's box: its ancestors up to the one holding the
	 * thread */
	for (h = seed; pg->nodes[h].parent >= 0 &&
	     !lpage_holds(pg, pg->nodes[h].parent, i);
	     h = pg->nodes[h].parent)
		;
	for (j = h; j < pg->nodes[h].end; j++)
		if (!lpage_holds(pg, seed, j) && pg->nodes[j].para > 0 &&
		    !lpage_dated_line(pg, j))
			return -1;
	for (j = i; j < pg->nodes[i].end; j++)
		if (best == -1 || pg->nodes[j].para > pg->nodes[best].para)
			best = j;
	return best;
}

/* An element holding paragraph text and a class: a box of a kind. */
struct lbox {
	const char *tag, *cls;
	int i;
};

static int
lbox_cmp(const void *a, const void *b)
{
	const struct lbox *x = a, *y = b;
	int c;

	if ((c = strcmp(x->tag, y->tag)) != 0 ||
	    (c = strcmp(x->cls, y->cls)) != 0)
		return c;
	return (x->i > y->i) - (x->i < y->i);
}

/*
 * 1 if element e of pg is, or stands in, what the page names as reader
 * comments: an element named so (html_is_comments()), or the one the
 * entry's comments link points to (comments_fragment()), or after it.
 */
static int
lpage_in_comments(const struct lpage *pg, int e, int story)
{
	const char *f = NULL, *id;
	size_t i;
	int a;

	for (a = e; a >= 0 && !lpage_holds(pg, a, story);
	     a = pg->nodes[a].parent)
		if (html_is_comments(pg->nodes[a].node))
			return 1;
	if (pg->s->comments_url != NULL)
		f = comments_fragment(
		    pg->s->comments_url, html_doc_url(pg->s->doc));
	for (i = (size_t)pg->nodes[story].end;
	     f != NULL && *f != '\0' && i <= (size_t)e; i++)
		if ((id = learn_attr(pg->nodes[i].node, "id")) != NULL &&
		    strcmp(id, f) == 0)
			return 1;
	return 0;
}

/*
 * For each element of pg, 1 if it is, or lies in, one the page names as
 * reader comments (html_is_comments()), or a record of a thread found
 * by its structure, or a box holding only such: one pass in document
 * order, a parent coming before its children.  The caller frees.
 */
static unsigned char *
lpage_comment_flags(const struct lpage *pg, int seed)
{
	unsigned char *in = xcalloc(pg->nnodes > 0 ? pg->nnodes : 1, 1);
	size_t i;

	/* a box named for comments holding the teaser is a forum's box
	 * of posts, the opening one too (lpage_descend()) */
	for (i = 0; i < pg->nnodes; i++)
		in[i] = (pg->nodes[i].parent >= 0 && in[pg->nodes[i].parent]) ||
		    (html_is_comments(pg->nodes[i].node) &&
			!(lpage_by_teaser(pg) && seed >= 0 &&
			    lpage_holds(pg, (int)i, seed)));
	lpage_threads(pg, seed, in);
	return in;
}

/*
 * One kind of box, g[0..n) in document order: when the story's box
 * (the one holding the seed, else the first) is followed by a list of
 * boxes of its kind standing in records with an author and date line
 * (a dl of comments whose dds hold the post's text box; "Posted by:
 * NAME | DATE" under each box), two such records at least and most of
 * them, or one where the page or the feed names the comments, that list
 * and its ancestors short of the story's are flagged in apart.
 */
static void
lpage_box_list(const struct lpage *pg, int seed, const struct lbox *g, size_t n,
    unsigned char *apart)
{
	int story = -1, last = -1, list = -1, e, r;
	size_t k, later = 0, dated = 0;

	for (k = 0; k < n && story == -1; k++)
		if (seed >= 0 && lpage_holds(pg, g[k].i, seed))
			story = g[k].i;
	if (story == -1)
		story = g[0].i;
	for (k = 0; k < n; k++) {
		if (g[k].i < pg->nodes[story].end ||
		    (last >= 0 && lpage_holds(pg, last, g[k].i)))
			continue;
		last = g[k].i;
		later++;
		if (list == -1)
			list = pg->nodes[last].parent;
		while (!lpage_holds(pg, list, last))
			list = pg->nodes[list].parent;
	}
	/* one box: the list is what holds it short of the story */
	while (later == 1 && list >= 0 && pg->nodes[list].parent >= 0 &&
	    !lpage_holds(pg, pg->nodes[list].parent, story))
		list = pg->nodes[list].parent;
	/* a list the story stands in is a story in parts, a live blog */
	if (later == 0 || list < 0 || lpage_holds(pg, list, story))
		return;
	last = -1;
	for (k = 0; k < n; k++) {
		if (g[k].i < pg->nodes[story].end ||
		    (last >= 0 && lpage_holds(pg, last, g[k].i)))
			continue;
		last = g[k].i;
		for (r = last; pg->nodes[r].parent != list;)
			r = pg->nodes[r].parent;
		dated += (size_t)comments_box_dated(
		    pg->nodes[r].node, pg->nodes[last].node);
	}
	if (!(dated >= 2 && dated * 2 >= later) &&
	    !(dated >= 1 && lpage_in_comments(pg, list, story)))
		return;
	for (e = list; e >= 0 && !lpage_holds(pg, e, story);
	     e = pg->nodes[e].parent)
		apart[e] = 1;
}

/*
 * The lists of boxes of the story's kind after it, where a classic blog
 * theme boxes each reader comment as it boxes the post: flags, one per
 * element of pg, set on such a list and all below it; NULL when there
 * is none, or the feed counts no comments for the entry.
 */
static unsigned char *
lpage_box_lists(const struct lpage *pg, int seed)
{
	struct lbox *v;
	unsigned char *apart;
	size_t nv = 0, i, j;
	int found = 0;

	if (pg->s->comment_count == 0 || pg->nnodes == 0)
		return NULL;
	v = xcalloc(pg->nnodes, sizeof(*v));
	for (i = 0; i < pg->nnodes; i++) {
		const char *cls = learn_attr(pg->nodes[i].node, "class");

		if (cls == NULL || pg->nodes[i].para == 0)
			continue;
		v[nv].tag = (const char *)pg->nodes[i].node->name;
		v[nv].cls = cls;
		v[nv++].i = (int)i;
	}
	qsort(v, nv, sizeof(*v), lbox_cmp);
	apart = xcalloc(pg->nnodes, 1);
	for (i = 0; i < nv; i = j) {
		for (j = i + 1; j < nv && strcmp(v[i].tag, v[j].tag) == 0 &&
		     strcmp(v[i].cls, v[j].cls) == 0;
		     j++)
			;
		if (j - i >= 2)
			lpage_box_list(pg, seed, v + i, j - i, apart);
	}
	free(v);
	for (i = 0; i < pg->nnodes; i++) {
		if (pg->nodes[i].parent >= 0 && apart[pg->nodes[i].parent])
			apart[i] = 1;
		found |= apart[i];
	}
	if (!found) {
		free(apart);
		apart = NULL;
	}
	return apart;
}

/* 1 if the teaser (the feed's or the page's own description) placed
 * pg's seed: it lies in the story then. */
static int
lpage_by_teaser(const struct lpage *pg)
{
	return pg->located_by != NULL &&
	    (strcmp(pg->located_by, "teaser") == 0 ||
		strcmp(pg->located_by, "description") == 0);
}

/*
 * For each element of pg, 1 if it is or stands in a kin record (an
 * outermost element kin flags, lpage_thread_kin()) that is one of a
 * list: a record of its kind near it (lpage_records_near()).  The
 * caller frees.
 */
static unsigned char *
lpage_kin_lists(const struct lpage *pg, const unsigned char *kin)
{
	unsigned char *in = xcalloc(pg->nnodes > 0 ? pg->nnodes : 1, 1);
	size_t i;
	int p;

	lpage_records_near(pg, kin, in);
	for (i = 0; i < pg->nnodes; i++) {
		p = pg->nodes[i].parent;
		if (p >= 0 && kin[p])
			in[i] = in[p];
	}
	return in;
}

/*
 * 1 if, between the seed's end and element e, an element outside the
 * kin records holds a sentence's worth of paragraph text of its own:
 * the post's text under its headline came before e.
 */
static int
lpage_prose_before(
    const struct lpage *pg, int seed, int e, const unsigned char *kin)
{
	int j;

	for (j = pg->nodes[seed].end; j < e; j++) {
		if (kin[j]) {
			j = pg->nodes[j].end - 1;
			continue;
		}
		if (!lpage_holds(pg, j, e) &&
		    pg->nodes[j].para >= STORY_SENTENCE)
			return 1;
	}
	return 0;
}

/*
 * 1 if element e of pg is no rival to the story's container, by the
 * comment records (kin, lpage_thread_kin()) of the kinds another
 * sample's thread shows, and those of them in a list (listed,
 * lpage_kin_lists()): e is a list of two records or more, or stands in
 * a record of a list, or, where the teaser placed the seed in the
 * story, stands in any record.  Under a short post two comments hold
 * more paragraphs than the post, and without a class naming them no
 * rule says they are comments.  A seed placed otherwise (by the
 * headline) may lie outside the story, whose box may then be of a kind
 * a thread shows too (a theme boxing each comment as it boxes the
 * post): a story's box is one, never one of a list, and comes before
 * the thread; a record after the seed and after prose of another kind
 * (the post's, lpage_prose_before()) is a comment under the post, alone
 * on its page or not.
 */
static int
lpage_is_kin(const struct lpage *pg, int seed, int e, const unsigned char *kin,
    const unsigned char *listed)
{
	int c, records = 0;

	if (kin[e])
		return listed[e] || lpage_by_teaser(pg) ||
		    (e >= pg->nodes[seed].end &&
			lpage_prose_before(pg, seed, e, kin));
	for (c = e + 1; c < pg->nodes[e].end; c = pg->nodes[c].end)
		records += kin[c];
	return records >= 2;
}

/*
 * 1 if block i, below top, holds all of top's paragraph text and no
 * comment, while top holds comments after it: elements of a thread the
 * page's structure shows (lpage_story_threads(), not names: a count of
 * the comments by the headline, a link to them) or of a record of a
 * kind another sample's thread shows (kin).  A post of one paragraph
 * gives its text to every box around it that holds it alone, up to the
 * box that holds its tags and its thread too, whose class may be every
 * field's, the comments' text boxes' too: the box of the paragraph
 * alone is the post's.  *threads, counts of such elements before each
 * in walk order, is made the first time it is needed (the caller
 * frees it).
 */
static int
lpage_past_thread(struct lpage *pg, int top, int i, const unsigned char *kin,
    size_t **threads)
{
	const struct lnode *t = &pg->nodes[top], *n = &pg->nodes[i];
	const unsigned char *in;
	size_t k, *c;

	if (n->para != t->para || n->para == 0 || !lpage_holds(pg, top, i) ||
	    !html_tag_is_block((const char *)n->node->name))
		return 0;
	if (*threads == NULL) {
		in = lpage_story_threads(pg);
		c = *threads = xcalloc(pg->nnodes + 1, sizeof(*c));
		for (k = 0; k < pg->nnodes; k++)
			c[k + 1] = c[k] + (in[k] || kin[k]);
	}
	c = *threads;
	return c[t->end] > c[n->end] && c[n->end] == c[i];
}

#define LEARN_HEADING_REACH 256 /* elements before a thread its heading is */

/*
 * Flag in nogain the headings that count the threads flagged there
 * ("1 Responses to ...", comments_count_heading()), outside the core:
 * a thread's, they are no part of the story that widening gains.
 */
static void
lpage_thread_headings(const struct lpage *pg, int core, unsigned char *nogain)
{
	xmlNodePtr h;
	size_t i;
	int e, p, j;

	for (i = 0; i < pg->nnodes; i++) {
		p = pg->nodes[i].parent;
		if (!nogain[i] || (p >= 0 && nogain[p]) ||
		    (h = comments_count_heading(pg->nodes[i].node)) == NULL)
			continue;
		/* the heading comes before the thread, near it: looked for
		 * among the few elements before it only, as one too deep to
		 * be indexed would have every thread look back to the top */
		for (e = (int)i - 1;
		     e >= 0 && (int)i - e <= LEARN_HEADING_REACH &&
		     pg->nodes[e].node != h;
		     e--)
			;
		if (e < 0 || pg->nodes[e].node != h || lpage_holds(pg, e, core))
			continue;
		for (j = e; j < pg->nodes[e].end; j++)
			nogain[j] = 1;
	}
}

/*
 * 1 if box e is one part of a story split into boxes of one kind (one
 * tag, one first class name: a list post's items, "subbuzz
 * subbuzz-text" and "subbuzz subbuzz-image", each marked for what it
 * shows), with something set between them (a box of related links, the
 * readers' comments' box): e has a class and holds blocks (a box of
 * paragraphs, not one of the story's paragraphs, which has headings and
 * lists between them); a sibling of its kind outside the comments
 * (nogain) holding a sentence of paragraph text comes after a sibling
 * of another kind holding text (a box of another first class name: a
 * picture of the story's between its columns of text is a part too),
 * itself after a part; and the path of e's class (all its names where
 * the parts share them, else the first) selects its siblings of its
 * kind and nothing else on the page.  The parts are read together
 * (lpage_parts_text()), and that path selects them all and nothing
 * between them, which the box holding them all holds.  Parts side by
 * side are no such story: their parent holds nothing more.
 */
static int
lpage_split_story(const struct lpage *pg, int e, const unsigned char *nogain)
{
	xmlNodePtr sel[LEARN_MAX_MATCH];
	struct buf b;
	int p = pg->nodes[e].parent, c, kind, part, parts = 0, between = 0,
	    split = 0;
	size_t same = 0, whole = 0, n;

	if (p < 0 || learn_attr(pg->nodes[e].node, "class") == NULL ||
	    pg->nodes[e].nblock == 0)
		return 0;
	for (c = p + 1; c < pg->nodes[p].end; c = pg->nodes[c].end) {
		kind = learn_same_first_class(
		    pg->nodes[c].node, pg->nodes[e].node);
		same += (size_t)kind;
		whole += (size_t)learn_same_record(
		    pg->nodes[c].node, pg->nodes[e].node);
		part = c == e ||
		    (kind && !nogain[c] && pg->nodes[c].para >= STORY_SENTENCE);
		if (part && between)
			split = 1;
		if (part)
			parts++;
		else if (parts > 0 && pg->nodes[c].text > 0 &&
		    !learn_same_first_class(
			pg->nodes[c].node, pg->nodes[e].node))
			between = 1;
	}
	if (!split)
		return 0;
	/* the class's path selects the parts, and nothing else */
	buf_init(&b);
	buf_adds(&b, "//");
	learn_name_test(&b, (const char *)pg->nodes[e].node->name);
	n = learn_pred(pg->nodes[e].node, whole == same ? 2 : 1, &b) == 0
	    ? learn_select(pg->xml, b.data, sel, LEARN_MAX_MATCH)
	    : 0;
	buf_free(&b);
	return n == same;
}

/* Levels above an element a heading holding it may stand: a heading's
 * part (its title beside a kicker, in a link, in a span). */
#define LEARN_TITLE_PART 3

/* The heading element h stands in (h itself, or an ancestor
 * LEARN_TITLE_PART levels up at most), or NULL. */
static xmlNodePtr
learn_heading_of(xmlNodePtr h)
{
	int k;

	for (k = 0;
	     h != NULL && h->type == XML_ELEMENT_NODE && k <= LEARN_TITLE_PART;
	     h = h->parent, k++)
		if (html_is_heading((const char *)h->name))
			return h;
	return NULL;
}

/* 1 if element c of pg opens, below it, on an element named as hd is:
 * one comes before any paragraph of a sentence (a kicker, a byline may
 * come first).  A story starts at its headline; a heading of that rank
 * among the paragraphs is a section's. */
static int
lpage_headed_by_tag(const struct lpage *pg, int c, xmlNodePtr hd)
{
	int j;

	for (j = c + 1; j < pg->nodes[c].end; j++) {
		if (strcmp((const char *)pg->nodes[j].node->name,
			(const char *)hd->name) == 0)
			return 1;
		if (pg->nodes[j].single && pg->nodes[j].para >= STORY_SENTENCE)
			return 0;
	}
	return 0;
}

/*
 * Flags, one per element of pg, set on the other stories the page
 * prints beside its own: boxes outside the page's headline
 * (lpage_title_node()), each of the kind of a box holding the headline
 * (its tag and first class name: boxes of no class are of no kind),
 * opening on a heading of the headline's tag (lpage_headed_by_tag())
 * and holding a sentence more, as a news site's page that scrolls on to
 * the next stories prints them under the story, each in its own box of
 * the story's kind under its own headline.  A story's sections stand
 * under headings of lower rank than its headline, or among its
 * paragraphs (a grid's row of the story's text, of the kind of the
 * headline's row, its sections under headings of the headline's tag).
 * NULL when there are none.  Asked of the page once
 * (the flags need no seed), kept in pg.
 */
static const unsigned char *
lpage_other_stories(struct lpage *pg)
{
	xmlNodePtr up[LEARN_MAX_DEPTH];
	unsigned char *other = NULL;
	xmlNodePtr hd;
	size_t nup = 0, k;
	int h, a, c, j;

	if (pg->others_known)
		return pg->others;
	pg->others_known = 1;
	if ((h = lpage_title_node(pg)) == -1 ||
	    (hd = learn_heading_of(pg->nodes[h].node)) == NULL)
		return NULL;
	/* the heading is the headline's element or one of its parents */
	while (h >= 0 && pg->nodes[h].node != hd)
		h = pg->nodes[h].parent;
	if (h < 0)
		return NULL;
	for (a = pg->nodes[h].parent; a >= 0 && nup < NELEM(up);
	     a = pg->nodes[a].parent)
		if (learn_attr(pg->nodes[a].node, "class") != NULL)
			up[nup++] = pg->nodes[a].node;
	for (c = 0; c < (int)pg->nnodes && nup > 0; c++) {
		if (lpage_holds(pg, c, h) || pg->nodes[c].nblock == 0 ||
		    learn_attr(pg->nodes[c].node, "class") == NULL ||
		    pg->nodes[c].text < pg->nodes[h].text + STORY_SENTENCE)
			continue;
		for (k = 0; k < nup &&
		     !learn_same_first_class(pg->nodes[c].node, up[k]);
		     k++)
			;
		if (k == nup || !lpage_headed_by_tag(pg, c, hd))
			continue;
		if (other == NULL)
			other = xcalloc(pg->nnodes, 1);
		for (j = c; j < pg->nodes[c].end; j++)
			other[j] = 1;
		c = pg->nodes[c].end - 1;
	}
	return pg->others = other;
}

/* 1 if element e of pg holds one flagged in other (NULL: none). */
static int
lpage_holds_flagged(const struct lpage *pg, int e, const unsigned char *other)
{
	int j;

	for (j = e; other != NULL && j < pg->nodes[e].end; j++)
		if (other[j])
			return 1;
	return 0;
}

/* 1 if element n lies in a <figure>, below element top at most. */
static int
lpage_in_figure(const struct lpage *pg, int n, int top)
{
	for (; n >= 0 && n != top; n = pg->nodes[n].parent)
		if (strcmp((const char *)pg->nodes[n].node->name, "figure") ==
		    0)
			return 1;
	return 0;
}

/* Points of a story's summary a box holds at least, and the good text
 * of each: a short sentence. */
#define LEARN_POINTS 2
#define LEARN_POINT_TEXT 40

/* 1 if e holds, beside box core and the seed's block, the story's
 * summary in points: list items of a short sentence, two at least,
 * outside its pictures' figures (a live blog's under its standfirst),
 * which no deck gives back.  A date line, a byline, a caption, the
 * header's other lines are no such. */
static int
lpage_adds_points(const struct lpage *pg, int e, int core, int seed)
{
	int j, points = 0;

	for (j = e; j < pg->nodes[e].end; j++) {
		if (lpage_holds(pg, seed, j) || lpage_holds(pg, core, j))
			continue;
		if (strcmp((const char *)pg->nodes[j].node->name, "li") == 0 &&
		    lpage_good(pg, j) >= LEARN_POINT_TEXT &&
		    !lpage_in_figure(pg, j, e) && ++points >= LEARN_POINTS)
			return 1;
	}
	return 0;
}

/* The heading reading the entry's title, as the extraction finds the
 * headline where the template reads the title from the page's <title>
 * (tmpl_head()); read once a page, on the first call.  NULL when none. */
static xmlNodePtr
lpage_headline(struct lpage *pg)
{
	if (!pg->headline_known) {
		pg->headline_known = 1;
		pg->headline = pg->s->title != NULL
		    ? html_heading_reading(
			  pg->xml, pg->s->title, TMPL_HEADLINE_MAX, 1)
		    : NULL;
	}
	return pg->headline;
}

/*
 * 1 if pg's seed, apart from the story's box core, is the standfirst
 * under the page's headline that the extraction gives back in front of
 * a body starting below it (deck_text()): the teaser's line under the
 * headline, in the story's header with the byline, the date and the
 * lead picture's caption.  Widening over the header to take the seed
 * would take those too.  The headline is lpage_headline()'s; a box
 * nearer the seed than the one holding the story holds it.  A seed the
 * headline placed is no deck, and the heading is not read for it.
 */
static int
lpage_seed_is_deck(struct lpage *pg, int seed, int core)
{
	xmlNodePtr hd, body = pg->nodes[core].node;
	char *deck, *s;
	int a, yes;

	if (!lpage_by_teaser(pg) || lpage_holds(pg, core, seed) ||
	    (hd = lpage_headline(pg)) == NULL)
		return 0;
	/* the seed stands with the headline, in its header, apart from
	 * the story: a box joins it to the headline below the one
	 * joining it to the story (a builder's first text module under
	 * the title's, its row holding the others, is the story's) */
	for (a = seed; a >= 0 && !html_node_holds(pg->nodes[a].node, hd);
	     a = pg->nodes[a].parent)
		if (lpage_holds(pg, a, core))
			return 0;
	if (a < 0 || lpage_holds(pg, a, core) ||
	    (deck = deck_text(hd, &body, 1, NULL)) == NULL)
		return 0;
	s = html_node_text_dup(pg->nodes[seed].node);
	yes = text_reads_same(s, deck);
	free(s);
	free(deck);
	return yes;
}

/*
 * Flag in nogain[] the standfirst that widening best to e would take:
 * the line of prose under the page's headline that the extraction gives
 * back in front of a body starting below it (deck_text()), when e holds
 * the headline and best does not.  The header it lies in holds the
 * byline, the date line and the lead picture's caption too: the
 * standfirst, given back anyway, pays for none of them.  1 when one is
 * flagged.
 */
static int
lpage_deck_apart(struct lpage *pg, int e, int best, unsigned char *nogain)
{
	xmlNodePtr hd = lpage_headline(pg), body = pg->nodes[best].node;
	char *deck, *s;
	int i, h, yes = 0, flagged = 0;

	if (hd == NULL || !html_node_holds(pg->nodes[e].node, hd) ||
	    html_node_holds(body, hd) || (h = lpage_find(pg, hd)) < 0 ||
	    (deck = deck_text(hd, &body, 1, NULL)) == NULL)
		return 0;
	/* its element: the first after the headline reading it, unless
	 * the teaser placed the seed there (lpage_seed_is_deck() asks) */
	for (i = pg->nodes[h].end; i < pg->nodes[e].end && !yes; i++) {
		if (pg->nodes[i].text == 0)
			continue;
		s = html_node_text_dup(pg->nodes[i].node);
		if ((yes = text_reads_same(s, deck)) != 0 &&
		    !lpage_holds(pg, i, pg->seed))
			flagged = nogain[i] = 1;
		free(s);
	}
	free(deck);
	return flagged;
}

/*
 * The article container for a seed.  The teaser's block sits in the
 * article; the container is where the article's paragraphs gather: the
 * ancestor holding the most paragraph text directly (comments and link
 * lists spread theirs over many small blocks).  When the teaser sits in
 * a standfirst outside the article, some other block gathers far more
 * paragraph text than any ancestor: that one is taken.  Where that box
 * holds a thread, a box below it worth more with the thread set aside is
 * taken instead.  Then widen while the parent adds little (headline,
 * byline) and costs less chrome than it brings (METHODS.md sections 2
 * and 5), never where what it adds is mostly a tail of the boxes the
 * other samples leave after their stories (trails, page k's; NULL:
 * none asked).
 */
static int
lpage_expand(struct lpage *pg, int seed, xmlNodePtr const *kinds, size_t nkinds,
    const struct ltrails *trails, size_t k)
{
	int e, best = seed, top = 0, core, outer, split, first, deck;
	double w, bw;
	size_t i;
	unsigned char *apart = lpage_box_lists(pg, seed);
	const unsigned char *other = lpage_other_stories(pg);
	unsigned char *incomments = lpage_comment_flags(pg, seed);
	unsigned char *nogain = xcalloc(pg->nnodes > 0 ? pg->nnodes : 1, 1);
	unsigned char *kin = xcalloc(pg->nnodes > 0 ? pg->nnodes : 1, 1);
	unsigned char *listed;
	size_t *threads = NULL;

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
	/* never a list of comments boxed as the story is, nor a box the
	 * page names as comments, nor a thread its structure shows, nor
	 * records of a kind another sample's thread shows: on a short post
	 * the thread under it holds more paragraphs than the post; nor
	 * another story's teaser card, whose excerpt may too, nor a list
	 * of them, nor a list of records each with the same links (the
	 * references after a paper) */
	lpage_thread_kin(pg, seed, kinds, nkinds, kin);
	listed = lpage_kin_lists(pg, kin);
	for (i = 0; i < pg->nnodes; i++)
		if ((pg->nodes[i].para > pg->nodes[top].para ||
			lpage_past_thread(pg, top, (int)i, kin, &threads)) &&
		    (apart == NULL || !apart[i]) && !incomments[i] &&
		    !lpage_is_kin(pg, seed, (int)i, kin, listed) &&
		    !lpage_in_card(pg, (int)i, seed) &&
		    !lpage_card_list(pg, (int)i, seed) &&
		    (other == NULL || !other[i]) &&
		    !lpage_labelled_records(pg, (int)i))
			top = (int)i;
	if (pg->nodes[top].para > 2 * pg->nodes[best].para)
		best = top;
	if ((first = lpage_opening_record(pg, seed, kin)) != -1 &&
	    pg->nodes[first].para > pg->nodes[best].para) {
		log_debug("learn_locate: entry %lld: the thread's first "
			  "record under the headline",
		    (long long)pg->s->entry_id);
		best = first;
	}
	core = best;
	/* what widening gains leaves out the comments outside the core:
	 * the threads found here, and the records of the kind another
	 * sample's thread shows.  A few comments under a long post, or one,
	 * are too little for the big step below to weigh, yet their text
	 * would pay for the chrome of the box holding post and thread */
	lpage_thread_kin(pg, core, kinds, nkinds, nogain);
	for (i = 0; i < pg->nnodes; i++)
		nogain[i] |= incomments[i] && !lpage_holds(pg, (int)i, core);
	lpage_thread_headings(pg, core, nogain);
	lpage_cards_apart(pg, core, nogain);
	bw = lpage_worth_apart(pg, best, nogain);
	/* where it holds a thread, a box below it on the teaser's way worth
	 * more once the thread is set aside: the post of a line under a
	 * headline box that counted as a paragraph of the box holding
	 * both and the thread */
	if ((outer = best) != seed && lpage_holds(pg, best, seed) &&
	    bw < lpage_worth(pg, best))
		for (e = seed; e != outer; e = pg->nodes[e].parent)
			if ((w = lpage_worth_apart(pg, e, nogain)) > bw) {
				bw = w;
				best = core = e;
			}
	/* a story split into boxes of one kind: the seed's box, whose
	 * class gathers the others, not the box holding them all */
	split = -1;
	for (e = seed; e >= 0 && lpage_holds(pg, best, e);
	     e = pg->nodes[e].parent)
		if (lpage_split_story(pg, e, nogain))
			split = e;
	/* or, away from a headline seed, the box of the most paragraph
	 * text */
	if (split == -1 && lpage_split_story(pg, best, nogain))
		split = best;
	if (split != -1) {
		best = core = split;
		pg->parts = 1;
	}
	deck = split == -1 && lpage_seed_is_deck(pg, seed, best);
	for (e = split != -1 ? -1 : pg->nodes[best].parent; e >= 0;
	     e = pg->nodes[e].parent) {
		const struct lnode *ln = &pg->nodes[e];
		/*
		 * where the core was taken elsewhere, the ancestor joining
		 * it to the teaser's block, the part of the post before its
		 * "continue reading" break: the container goes no further
		 */
		int joins = lpage_holds(pg, e, seed) &&
		    lpage_part_before(pg, e, seed, core);

		/* nor over the other stories the page prints */
		if (lpage_holds_flagged(pg, e, other))
			break;
		/* nor over the header to take the standfirst that the
		 * extraction gives back as the deck; a post's part before
		 * its break, in a box of the core's kind, is no deck */
		if (deck && !joins && lpage_holds(pg, e, seed) &&
		    !lpage_adds_points(pg, e, best, seed))
			break;
		/* nor over what the other samples leave after their stories
		 * (a classic blog theme's trackbacks, its comments) */
		if (trails != NULL &&
		    ltrails_tail(trails, pg, k, e, lpage_good(pg, best), core))
			break;
		w = lpage_worth_apart(pg, e, nogain);
		if (lpage_good(pg, e) > lpage_good(pg, best) * 1.3 + 50) {
			/* a big step: only to gather sibling sections of
			 * the article, as rich in paragraphs as the core */
			size_t rival = 0, j;

			for (j = (size_t)e; j < (size_t)ln->end; j++) {
				if (j == (size_t)best || incomments[j] ||
				    (apart != NULL && apart[j])) {
					j = (size_t)pg->nodes[j].end - 1;
					continue;
				}
				/* a list of teasers is no section of it */
				if (pg->nodes[j].para > rival &&
				    !lpage_in_card(pg, (int)j, e))
					rival = pg->nodes[j].para;
			}
			if ((rival * 2 < pg->nodes[core].para &&
				!lpage_continued(pg, e, best) && !joins) ||
			    ln->link * 100 > ln->text * 15)
				break;
		}
		/* nor for the standfirst the extraction gives back */
		if (w > bw && !joins && lpage_deck_apart(pg, e, best, nogain))
			w = lpage_worth_apart(pg, e, nogain);
		if (w > bw) {
			bw = w;
			best = e;
			if (joins)
				break;
		}
	}
	free(threads);
	free(listed);
	free(kin);
	free(nogain);
	free(incomments);
	free(apart);
	return best;
}

static int
learn_is_emphasis(const char *name)
{
	return strcmp(name, "b") == 0 || strcmp(name, "strong") == 0 ||
	    strcmp(name, "em") == 0 || strcmp(name, "big") == 0;
}

/* 1 if n is a heading or lies in one, LEARN_TITLE_PART levels up. */
static int
learn_in_heading(xmlNodePtr n)
{
	return learn_heading_of(n) != NULL;
}

/*
 * Title priority of element n whose text holds the entry title (lower is
 * better): headings and their parts (a headline beside its kicker in the
 * heading: "<h1><span>Kicker</span><span>Title</span></h1>", which the
 * heading as a whole does not read exactly), then emphasis, then exact
 * matches; list items and paragraphs last (METHODS.md section 1).
 */
static int
learn_title_rank(xmlNodePtr n, int exact)
{
	const char *name = (const char *)n->name;
	int r;

	if (learn_in_heading(n))
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

/* 1 if the text of n holds the title key tk as a run of words. */
static int
learn_names_title(xmlNodePtr n, const char *tk)
{
	char *s, *k;
	int yes;

	s = html_node_text_dup(n);
	k = text_key(s);
	yes = text_key_contains(k, tk);
	free(s);
	free(k);
	return yes;
}

/* The body element best holding the title key tk (freed), or -1. */
static int
lpage_title_key_node(struct lpage *pg, char *tk)
{
	size_t i, tl;
	char *k;
	int best = -1, br = 100, r;

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
		/* a heading holding the title with more, a label written
		 * beside it as words of its own ("<h1><span>Solved</span>
		 * Title</h1>", a forum thread's prefix): after any other
		 * element reading it exactly (ranks 0 to 2, doubled here),
		 * before a list item or a link doing so (the sidebar's
		 * recent posts, a breadcrumb: rank 3) */
		if (strcmp(k, tk) == 0)
			r = 2 * learn_title_rank(ln->node, 1);
		else if (text_key_contains(k, tk))
			r = learn_in_heading(ln->node)
			    ? 5
			    : 2 * learn_title_rank(ln->node, 0);
		else
			r = 100;
		free(k);
		if (r < br) {
			br = r;
			best = (int)i;
		}
	}
	/*
	 * no element is the title: a blog post's first line may be, or a
	 * line of a list of links; the smallest block naming it holds it
	 */
	for (i = 0; br == 100 && i < pg->nnodes; i++)
		if (pg->nodes[i].text > tl * 3 + 64 &&
		    html_tag_is_block((const char *)pg->nodes[i].node->name) &&
		    !html_is_comments(pg->nodes[i].node) &&
		    (best == -1 || pg->nodes[i].text < pg->nodes[best].text) &&
		    learn_names_title(pg->nodes[i].node, tk))
			best = (int)i;
	free(tk);
	return best;
}

/*
 * The body element best holding the entry title, or -1; where the title
 * is not on the page as the feed gives it, what it says of the headline
 * (cut short, with the site's name: text_title_core()).
 */
static int
lpage_title_node(struct lpage *pg)
{
	char *ck;
	int e, w;

	if (pg->s->title == NULL)
		return -1;
	if ((e = lpage_title_key_node(pg, text_key(pg->s->title))) != -1)
		return e;
	for (w = 0; e == -1 && w < TEXT_TITLE_FORMS; w++)
		if ((ck = text_title_core(pg->s->title, w)) != NULL)
			e = lpage_title_key_node(pg, ck);
	return e;
}

#define LEARN_DENSE_MIN 200   /* paragraph text a body holds at least */
#define LEARN_THIN_WEIGHT 0.5 /* a thin sample's vote beside a full one's */
#define LEARN_CHANCE 0.5      /* less of a page's body is no match of it */

/* The element gathering the most good paragraph text, or -1. */
static int
lpage_densest(const struct lpage *pg)
{
	size_t i;
	int top = -1;

	for (i = 0; i < pg->nnodes; i++)
		if (pg->nodes[i].para >= LEARN_DENSE_MIN &&
		    (top == -1 || pg->nodes[i].para > pg->nodes[top].para) &&
		    !html_is_comments(pg->nodes[i].node))
			top = (int)i;
	return top;
}

/*
 * The text of the article whose container is e: e's, and where e is one
 * part of the article among siblings of its kind (lpage_split_story())
 * holding paragraph text (a story the CMS splits into pages or
 * sections, each boxed alike), theirs too.  Taking the one part the
 * teaser is in as the whole would have a path to that part alone (its
 * position among the parts) agree with the samples best.  A forum's
 * replies, boxed as its opening post is, are a thread, no part.
 */
static char *
lpage_parts_text(struct lpage *pg, int e)
{
	const unsigned char *thread;
	struct buf b;
	int p = pg->nodes[e].parent, c;

	if (p < 0 || learn_attr(pg->nodes[e].node, "class") == NULL)
		return html_node_text_dup(pg->nodes[e].node);
	thread = lpage_story_threads(pg);
	buf_init(&b);
	for (c = p + 1; c < pg->nodes[p].end; c = pg->nodes[c].end) {
		if (c != e &&
		    (pg->nodes[c].para == 0 || thread[c] ||
			!learn_same_first_class(
			    pg->nodes[c].node, pg->nodes[e].node)))
			continue;
		if (b.len > 0)
			buf_addc(&b, '\n');
		html_node_text(pg->nodes[c].node, &b);
	}
	return buf_detach(&b, NULL);
}

/* ---- body ---- */

/* How many samples each way located their article. */
struct llocated {
	size_t teaser, desc, title, any;
};

/* Log the container sample pg took, and why (or ""). */
static void
lpage_log_container(const struct lpage *pg, const char *why)
{
	xmlNodePtr n = pg->nodes[pg->chosen].node;
	const char *cl = learn_attr(n, "class");

	log_debug("learn_locate: entry %lld: container %s.%.30s%s",
	    (long long)pg->s->entry_id, n->name, cl != NULL ? cl : "", why);
}

/* 1 if elements a and b are boxes of one form: records of one kind
 * (learn_same_record()) with a class, or with none and one id. */
static int
learn_same_box(xmlNodePtr a, xmlNodePtr b)
{
	const char *x, *y;

	if (!learn_same_record(a, b))
		return 0;
	if (learn_attr(a, "class") != NULL)
		return 1;
	x = learn_attr(a, "id");
	y = learn_attr(b, "id");
	return x != NULL && y != NULL && strcmp(x, y) == 0;
}

/* The box of form's (learn_same_box()) below pg's element root (its
 * container, or 0: the whole page) holding good text and, apart set,
 * not the seed: the one, or with parts set the first of several side by
 * side (a story's parts); -1 when there is none, or more than one where
 * there may not be. */
static int
lpage_form_box(
    const struct lpage *pg, int root, xmlNodePtr form, int apart, int parts)
{
	int e, found = -1;

	for (e = root + 1; e < pg->nodes[root].end; e++) {
		if (!learn_same_box(pg->nodes[e].node, form))
			continue;
		if ((found != -1 &&
			(!parts ||
			    pg->nodes[e].parent != pg->nodes[found].parent)) ||
		    (apart && lpage_holds(pg, e, pg->seed)) ||
		    lpage_good(pg, e) <= 0)
			return -1;
		if (found == -1)
			found = e;
		e = pg->nodes[e].end - 1;
	}
	return found;
}

/* How many samples took a container of the form of page k's, holding
 * their seed (held 1: the story's box its teaser is a paragraph of),
 * apart from it (held 0: the story's box beside a standfirst holding the
 * teaser, or below the headline the sample was found by), or either way
 * (held -1). */
static size_t
learn_boxes_of_form(const struct lpage *pages, size_t np, size_t k, int held)
{
	size_t j, n = 0;

	for (j = 0; j < np; j++)
		n += pages[j].chosen != -1 &&
		    (held < 0 ||
			lpage_holds(&pages[j], pages[j].chosen,
			    pages[j].seed) == held) &&
		    learn_same_box(pages[j].nodes[pages[j].chosen].node,
			pages[k].nodes[pages[k].chosen].node);
	return n;
}

/* 1 if pg's container holds its seed as one of its own paragraphs, with
 * more than as much again of its own beside it. */
static int
lpage_seed_among_own(const struct lpage *pg)
{
	const struct lnode *seed = &pg->nodes[pg->seed];

	return seed->parent == pg->chosen && seed->para > 0 &&
	    pg->nodes[pg->chosen].para > 2 * seed->para;
}

/*
 * Where two samples or more found their story in a box of one form apart
 * from their seed (a standfirst holding the teaser over the story's box),
 * and more than in any other form, a sample whose container grew from
 * its seed over one such box of its own takes that box.  A story of a
 * paragraph or two weighs no more than its standfirst, and its page alone
 * cannot tell which of them is the story; the form the others agree on
 * can (the extraction gives the standfirst back as the deck).  Widened
 * over the header, the byline and the photo's caption, the container
 * held a little more than the story's box on every other page, and
 * outvoted the box they agree on.  A sample whose story holds its seed
 * (a post whose part after its break sits in a second box) is left as
 * it is, and so is one whose container holds the seed as one of its
 * own paragraphs among more: the story's box, its teaser its first
 * paragraph (a food blog's long post over its recipe's card, whose
 * steps the posts of a line took for their story), and so is one whose
 * container holds, beside that box and its teaser's block, the story's
 * summary in points (a live blog's under its standfirst,
 * lpage_adds_points()).
 */
static void
learn_agreed_boxes(struct lpage *pages, size_t np)
{
	xmlNodePtr form = NULL;
	size_t i, most = 1, n;
	int found;

	for (i = 0; i < np; i++)
		if (pages[i].chosen != -1 &&
		    (n = learn_boxes_of_form(pages, np, i, 0)) > most) {
			most = n;
			form = pages[i].nodes[pages[i].chosen].node;
		}
	for (i = 0; i < np && form != NULL; i++) {
		struct lpage *pg = &pages[i];

		if (pg->chosen == -1 ||
		    !lpage_holds(pg, pg->chosen, pg->seed) ||
		    learn_boxes_of_form(pages, np, i, 0) >= most ||
		    lpage_seed_among_own(pg))
			continue;
		if ((found = lpage_form_box(pg, pg->chosen, form, 1, 0)) ==
			-1 ||
		    (lpage_by_teaser(pg) &&
			lpage_adds_points(pg, pg->chosen, found, pg->seed)))
			continue;
		pg->chosen = found;
		lpage_log_container(pg, ", as the others'");
	}
}

/* 1 if element c holds less good text after its descendant box than a
 * body holds at least: no run of paragraphs goes on the story there (a
 * post's part after its break), whatever the header over it holds. */
static int
lpage_adds_little(const struct lpage *pg, int c, int box)
{
	double after = 0;
	int d;

	for (d = pg->nodes[box].end; d < pg->nodes[c].end; d++)
		if (lpage_holds(pg, pg->nodes[d].parent, box)) {
			after += lpage_good(pg, d);
			d = pg->nodes[d].end - 1;
		}
	return after < LEARN_DENSE_MIN;
}

/*
 * Where most samples, two at least, found their story in a box of one
 * form holding their seed, a sample whose container grew from its seed
 * past one such box of its own, over its header (a standfirst, a
 * video's title, a picture's caption) and a little text after it, takes
 * that box.  A story of a paragraph weighs no more than the lines of
 * its header, and its page alone cannot tell which is the story; the
 * form the others agree on can.  Scored on the others' pages, the wider
 * form (the story with its header), holding nearly all of their story,
 * would outvote the one they agree on.  A container going on after the
 * box with a run of paragraphs (a post's part after its break) is left
 * as it is.
 */
static void
learn_agreed_stories(struct lpage *pages, size_t np)
{
	xmlNodePtr form = NULL;
	size_t i, n, most = 0;
	int found;

	for (i = 0; i < np; i++) {
		if (pages[i].chosen == -1 ||
		    !lpage_holds(&pages[i], pages[i].chosen, pages[i].seed))
			continue;
		if ((n = learn_boxes_of_form(pages, np, i, 1)) > most) {
			most = n;
			form = pages[i].nodes[pages[i].chosen].node;
		}
	}
	if (most < 2 || 2 * most <= np)
		return;
	for (i = 0; i < np; i++) {
		struct lpage *pg = &pages[i];

		if (pg->chosen == -1 ||
		    learn_same_box(pg->nodes[pg->chosen].node, form) ||
		    (found = lpage_form_box(pg, pg->chosen, form, 0, 0)) ==
			-1 ||
		    !lpage_holds(pg, found, pg->seed) ||
		    !lpage_adds_little(pg, pg->chosen, found))
			continue;
		pg->chosen = found;
		lpage_log_container(pg, ", the story's box as the others'");
	}
}

/*
 * Where a sample's story is split into boxes of one kind (its container
 * one of them, lpage_split_story()), a sample whose container holds
 * boxes of that kind, one or several side by side, takes the first: a
 * story short enough for one box gives its text to every box around it,
 * up to the one holding the headline, the byline and the picture's
 * credit, which the other samples' parts leave out; a story found by
 * its headline may have grown over its parts from there.
 */
static void
learn_agreed_parts(struct lpage *pages, size_t np)
{
	xmlNodePtr form;
	size_t i, j;
	int found;

	for (i = 0; i < np; i++) {
		if (pages[i].chosen == -1 || !pages[i].parts)
			continue;
		form = pages[i].nodes[pages[i].chosen].node;
		for (j = 0; j < np; j++) {
			struct lpage *pg = &pages[j];

			if (pg->chosen == -1 || pg->parts ||
			    learn_same_box(pg->nodes[pg->chosen].node, form))
				continue;
			if ((found = lpage_form_box(
				 pg, pg->chosen, form, 0, 1)) == -1)
				continue;
			pg->chosen = found;
			pg->parts = 1;
			lpage_log_container(pg, ", a part as the others'");
		}
	}
}

/* 1 if pg's container is its standfirst and little else: it holds its
 * seed and less good text than a body holds beside the seed's. */
static int
lpage_standfirst_alone(const struct lpage *pg)
{
	return lpage_holds(pg, pg->chosen, pg->seed) &&
	    lpage_good(pg, pg->chosen) <
	    lpage_good(pg, pg->seed) + LEARN_DENSE_MIN;
}

/*
 * Where a sample's container is its standfirst and little else
 * (lpage_standfirst_alone(): the widening never paid to leave the
 * header), and other samples found their story in a box of one form,
 * with their teaser's block in it or apart from it, no fewer of them
 * than the samples whose container is their standfirst alone, the one
 * box of that form on this page, apart from the seed and holding good
 * text, is this sample's story: the extraction gives the standfirst back
 * as the deck.  Learned from two entries, the two containers (the
 * story's box and the standfirst) had nothing in common but the page's
 * frame, and the template took the header.  Where the teaser is the
 * story (an abstract, a brief), the samples whose container is that
 * story alone outvote the box.
 */
static void
learn_story_beside_standfirst(struct lpage *pages, size_t np)
{
	xmlNodePtr form = NULL;
	size_t i, n, most = 0, held = 0;
	int found;

	for (i = 0; i < np; i++) {
		if (pages[i].chosen == -1 || !lpage_by_teaser(&pages[i]))
			continue;
		if (lpage_standfirst_alone(&pages[i]))
			held++;
		else if ((n = learn_boxes_of_form(pages, np, i, -1)) > most) {
			most = n;
			form = pages[i].nodes[pages[i].chosen].node;
		}
	}
	if (most < held)
		return;
	for (i = 0; i < np && form != NULL; i++) {
		struct lpage *pg = &pages[i];

		if (pg->chosen == -1 || !lpage_by_teaser(pg) ||
		    !lpage_standfirst_alone(pg))
			continue;
		/* on the whole page, neither holding the seed nor in it */
		if ((found = lpage_form_box(pg, 0, form, 1, 0)) == -1 ||
		    lpage_holds(pg, pg->seed, found))
			continue;
		pg->chosen = found;
		pg->beside = 1;
		lpage_log_container(pg, ", the story beside its standfirst");
	}
}

/* Seed and container on every page: the teaser (the feed's or the page's
 * own description) first, as the paper does, then the fallbacks. */
static void
learn_locate(struct lpage *pages, size_t np, struct llocated *lc)
{
	xmlNodePtr kinds[LEARN_KINDS];
	struct ltrails *trails;
	size_t i, nkinds = 0;
	char *s;

	memset(lc, 0, sizeof(*lc));
	for (i = 0; i < np; i++) {
		struct lpage *pg = &pages[i];

		if ((pg->seed = lpage_descend(pg)) != -1) {
			pg->located_by =
			    pg->page_teaser ? "description" : "teaser";
			if (pg->page_teaser)
				lc->desc++;
			else
				lc->teaser++;
		}
	}
	for (i = 0; i < np; i++) {
		struct lpage *pg = &pages[i];

		/* no teaser here: start from the headline instead */
		if (pg->seed == -1 && (pg->seed = lpage_title_node(pg)) != -1) {
			pg->located_by = "title";
			lc->title++;
		}
		/*
		 * nor a headline: the block gathering the most paragraph
		 * text that the other pages do not share (METHODS.md
		 * section 3, a diff of the feed's pages), or on a page
		 * alone the densest one (section 5)
		 */
		if (pg->seed == -1 && (pg->seed = lpage_densest(pg)) != -1)
			pg->located_by = np > 1 ? "diff" : "density";
	}
	/* the kinds of the comment records any sample's thread shows: one
	 * comment under another sample's post is of the same kind */
	for (i = 0; i < np; i++)
		if (pages[i].seed != -1)
			lpage_thread_kinds(
			    &pages[i], kinds, &nkinds, NELEM(kinds));
	for (i = 0; i < np; i++) {
		struct lpage *pg = &pages[i];

		if (pg->seed == -1)
			continue;
		pg->chosen = lpage_expand(pg, pg->seed, kinds, nkinds, NULL, 0);
		lpage_log_container(pg, "");
		lc->any++;
	}
	learn_story_beside_standfirst(pages, np);
	learn_agreed_boxes(pages, np);
	learn_agreed_stories(pages, np);
	learn_agreed_parts(pages, np);
	/* what the others leave after their stories, no sample's container
	 * grows over */
	trails = ltrails_new(pages, np, LEARN_DENSE_MIN);
	for (i = 0; i < np; i++) {
		struct lpage *pg = &pages[i];
		int was = pg->chosen;

		if (pg->chosen == -1 || !ltrails_held(trails, pg, i))
			continue;
		pg->chosen =
		    lpage_expand(pg, pg->seed, kinds, nkinds, trails, i);
		if (pg->chosen != was)
			lpage_log_container(pg,
			    ", what the others leave "
			    "after their stories aside");
	}
	ltrails_free(trails);
	for (i = 0; i < np; i++) {
		struct lpage *pg = &pages[i];

		if (pg->chosen == -1)
			continue;
		s = lpage_parts_text(pg, pg->chosen);
		pg->ref = text_bag_new(s);
		free(s);
	}
}

/*
 * Samples whose container holds less good text than a body holds at
 * least (a photo with its caption, a one-line post), flagged in thin,
 * where another sample's holds more.  They show too little of an
 * article to tell it from what is around it: a form selecting that
 * little exactly (the one paragraph) would otherwise outvote, on two
 * or three samples, the form the full articles agree on.  On them a
 * candidate scores only the share of the container it holds.
 */
static void
learn_thin_samples(const struct lpage *pages, size_t np, int *thin)
{
	size_t i;
	int full = 0;

	for (i = 0; i < np; i++) {
		thin[i] = pages[i].chosen != -1 &&
		    lpage_good(&pages[i], pages[i].chosen) < LEARN_DENSE_MIN;
		full |= pages[i].chosen != -1 && !thin[i];
	}
	for (i = 0; i < np && !full; i++)
		thin[i] = 0;
}

/*
 * The block a thin sample is heard on (learn_body_cands()), or -1 for its
 * container: where its teaser placed the seed, the seed's block, unless
 * the story's box beside it was taken for the container (a standfirst's
 * words are no share of the story); where
 * its headline did, the block under the headline, in the container,
 * holding the most paragraph text of its own in one paragraph, where a
 * teaser would have placed the seed.  A container grown from a headline
 * holds the header over the story (a date, a category) and the tags
 * under it, and holding all of it is no merit.
 */
static int
lpage_thin_seed(const struct lpage *pg)
{
	int j, best = -1;

	if (lpage_by_teaser(pg))
		return pg->beside ? -1 : pg->seed;
	if (pg->located_by == NULL || strcmp(pg->located_by, "title") != 0 ||
	    !lpage_holds(pg, pg->chosen, pg->seed))
		return -1;
	for (j = pg->nodes[pg->seed].end; j < pg->nodes[pg->chosen].end; j++)
		if (pg->nodes[j].single && pg->nodes[j].para > 0 &&
		    html_tag_is_block((const char *)pg->nodes[j].node->name) &&
		    (best == -1 || pg->nodes[j].para > pg->nodes[best].para))
			best = j;
	return best;
}

/* Every sample's container proposes its generalised XPaths, scored on
 * all samples by agreement with their own containers. */
static void
learn_body_cands(const struct lpage *pages, size_t np, struct lcands *cs)
{
	size_t i, k;
	char *s;
	double v;
	int thin[LEARN_MAX_SAMPLES];
	struct text_bag *seedref[LEARN_MAX_SAMPLES];

	learn_thin_samples(pages, np, thin);
	for (i = 0; i < np; i++) {
		const struct lpage *pg = &pages[i];
		int e, top;

		if (pg->chosen == -1)
			continue;
		/*
		 * the container and the ancestors holding no more text:
		 * the same body, by a path that still holds when a page
		 * puts the article in another paragraph or section; the
		 * outermost first, to win a tie: on another page it also
		 * holds what follows the part the samples show (a post's
		 * "continue reading" part); the page's body last, holding
		 * whatever any page adds
		 */
		for (e = pg->chosen; pg->nodes[e].parent >= 0 &&
		     pg->nodes[pg->nodes[e].parent].node != pg->body &&
		     pg->nodes[pg->nodes[e].parent].text ==
			 pg->nodes[pg->chosen].text;
		     e = pg->nodes[e].parent)
			;
		for (top = e;; e = lpage_child_towards(pg, e, pg->chosen)) {
			learn_xpath_forms(pg->nodes[e].node, cs, 0);
			if (e == pg->chosen)
				break;
		}
		for (e = pg->nodes[top].parent;
		     e >= 0 && pg->nodes[e].text == pg->nodes[pg->chosen].text;
		     e = pg->nodes[e].parent)
			learn_xpath_forms(pg->nodes[e].node, cs, 0);
	}
	/* a thin sample scores a candidate by how much it holds of the
	 * block it is heard on (lpage_thin_seed()): its container tells
	 * too little (around a post of a paragraph it may be the post's
	 * box with its byline, or the one paragraph), and the full
	 * samples judge the rest, each outweighing a thin one (a
	 * gallery's headline box against an article's story) */
	for (i = 0; i < np; i++) {
		int seed;

		seedref[i] = NULL;
		if (thin[i] && pages[i].ref != NULL &&
		    (seed = lpage_thin_seed(&pages[i])) != -1) {
			s = html_node_text_dup(pages[i].nodes[seed].node);
			seedref[i] = text_bag_new(s);
			free(s);
		}
	}
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
			v = seedref[i] != NULL ? text_coverage(seedref[i], b)
			    : thin[i]          ? text_coverage(pages[i].ref, b)
					       : text_f1(b, pages[i].ref);
			/* less than half is another block's words shared by
			 * chance (a list of other stories on a page of
			 * another layout): no vote */
			if (v >= LEARN_CHANCE)
				c->score += seedref[i] != NULL || thin[i]
				    ? LEARN_THIN_WEIGHT * v
				    : v;
			text_bag_free(b);
			free(s);
		}
	}
	for (i = 0; i < np; i++)
		text_bag_free(seedref[i]);
}

/* The samples the chosen body XPath agrees with vote for the template;
 * the guard stays on only if no voter needs it off. */
static void
learn_body_voters(struct lpage *pages, size_t np, struct tmpl *t,
    int64_t **voters, size_t *nvoters)
{
	const char *xpath = tmpl_body_xpath(t);
	size_t i;
	char *s;
	double f;
	int guard;

	*voters = xcalloc(np, sizeof(**voters));
	for (i = 0; i < np; i++) {
		struct text_bag *b;

		if (pages[i].ref == NULL ||
		    (s = learn_select_text(pages[i].xml, xpath)) == NULL)
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
	guard = 1;
	for (i = 0; i < np && guard; i++)
		if (pages[i].voted && tmpl_body_apart(t, pages[i].s->doc))
			guard = 0;
	tmpl_set_body_guard(t, guard);
}

static int
learn_body(struct lpage *pages, size_t np, struct tmpl *t, int64_t **voters,
    size_t *nvoters, char **cause)
{
	struct llocated lc;
	struct lcands *cs;
	const char *method;

	learn_locate(pages, np, &lc);
	if (lc.any == 0) {
		xasprintf(cause,
		    "teaser of 0 of %zu entries found in their "
		    "pages, nor their titles, nor any paragraph text",
		    np);
		return -1;
	}
	cs = xcalloc(1, sizeof(*cs));
	learn_body_cands(pages, np, cs);
	tmpl_set_body_xpath(t, lcands_best(cs)->xpath);
	method = lc.teaser > 0 ? "teaser"
	    : lc.desc > 0      ? "description"
	    : lc.title > 0     ? "title"
	    : np > 1           ? "diff"
			       : "density";
	tmpl_set_field_method(t, TMPL_BODY, method);
	tmpl_set_method(t, method);
	learn_body_voters(pages, np, t, voters, nvoters);
	lcands_free(cs);
	free(cs);
	return 0;
}

/* ---- title ---- */

/*
 * What a title candidate must read on a page to say its entry's title
 * title: key, the headline of a title the feed decorates
 * (learn_title_undecorated()); or, cut set, what is left of a title the
 * feed cut short ("Council approves cycle lanes on..."), which a text
 * says when it starts with it and goes on, not cut short the same way
 * (a teaser's link to the page); else, key NULL, the title itself.
 */
struct ltitle_target {
	char *key;
	int cut;
};

/*
 * Add <title>/og:title candidates with the site-name text around the
 * entry title as strip prefix/suffix.  Where the feed decorates its
 * titles (want), the text around the headline they hold: a page's
 * <title> need not carry the feed's decoration ("Rates rise | The Daily
 * Bugle" in the feed, "Rates rise - Bugle" on the page).
 */
static void
learn_title_strips(struct lpage *pages, size_t np, const char *xpath,
    const struct ltitle_target *want, struct lcands *cs, int rank)
{
	size_t i;
	char *pt, *ft, *p, *pre, *part;

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
		p = *ft != '\0' ? strcasestr(pt, ft) : NULL;
		if (p == NULL && want[i].key != NULL && !want[i].cut &&
		    (part = text_title_part(ft, want[i].key)) != NULL) {
			free(ft);
			ft = part;
			p = *ft != '\0' ? strcasestr(pt, ft) : NULL;
		}
		if (p != NULL) {
			pre = xstrndup(pt, (size_t)(p - pt));
			lcands_add(cs, xpath, pre, p + strlen(ft), rank);
			free(pre);
		}
		free(ft);
		free(pt);
	}
}

/*
 * 1 if core, what page self's title says of its headline, is what another
 * sample's other title says too: the side every title repeats ("Rates
 * rise | The Daily Bugle") is the site's name, and its masthead no
 * headline.
 */
static int
learn_title_core_shared(
    const struct lpage *pages, size_t np, size_t self, const char *core)
{
	char *ck;
	size_t j;
	int w, same = 0;

	for (j = 0; j < np && !same; j++) {
		if (j == self || pages[j].s->title == NULL ||
		    strcmp(pages[j].s->title, pages[self].s->title) == 0)
			continue;
		for (w = 1; w < TEXT_TITLE_FORMS && !same; w++)
			if ((ck = text_title_core(pages[j].s->title, w)) !=
			    NULL) {
				same = strcmp(ck, core) == 0;
				free(ck);
			}
	}
	return same;
}

/* 1 if an element of page pg's body has the text key k. */
static int
lpage_has_key(const struct lpage *pg, const char *k)
{
	size_t i, kl = strlen(k);
	char *txt, *key;
	int yes = 0;

	for (i = 0; i < pg->nnodes && !yes; i++) {
		if (pg->nodes[i].text < kl / 2 || pg->nodes[i].text > kl * 3)
			continue;
		txt = html_node_text_dup(pg->nodes[i].node);
		key = text_key(txt);
		yes = strcmp(key, k) == 0;
		free(txt);
		free(key);
	}
	return yes;
}

/* The key of title's bytes [start, end) when it has two words at
 * least, else NULL. */
static char *
learn_title_span_key(const char *title, size_t start, size_t end)
{
	char *s = xstrndup(title + start, end - start), *k = text_key(s);

	free(s);
	if (strchr(k, ' ') == NULL) {
		free(k);
		return NULL;
	}
	return k;
}

#define LEARN_TITLE_CUTS 8 /* marks of a decoration a title is cut at */

/*
 * The key of the longest part of page pg's title the text of an element
 * of the page is, cut at marks of its decoration: its head [0, start)
 * and its tail [end, len).  A head every title shares may be a series'
 * name as well as the site's ("Bugle: Graphic Design: Issue 7" where
 * the page says "Graphic Design: Issue 7").  NULL when none is.
 */
static char *
learn_title_undecorated_shown(const struct lpage *pg, size_t start, size_t end)
{
	const char *t = pg->s->title;
	size_t n = strlen(t), from[LEARN_TITLE_CUTS], to[LEARN_TITLE_CUTS];
	size_t nf = 0, nt = 0, i, j, m, best = 0;
	char *k, *key = NULL;

	from[nf++] = 0;
	for (i = 1; i < start && nf < LEARN_TITLE_CUTS; i++)
		if ((m = text_title_mark_at(t, i)) > 0 && i + m <= start)
			from[nf++] = i + m;
	to[nt++] = n;
	for (i = end; i < n && nt < LEARN_TITLE_CUTS; i++)
		if (text_title_mark_at(t, i) > 0)
			to[nt++] = i;
	for (i = 0; i < nf; i++)
		for (j = 0; j < nt; j++) {
			if ((from[i] == 0 && to[j] == n) || from[i] >= to[j] ||
			    to[j] - from[i] <= best ||
			    (k = learn_title_span_key(t, from[i], to[j])) ==
				NULL)
				continue;
			if (lpage_has_key(pg, k)) {
				free(key);
				key = k;
				best = to[j] - from[i];
			} else
				free(k);
		}
	return key;
}

/*
 * The key of what page self's title says of its headline when the feed
 * decorates its titles alike ("Rates rise - The Daily Bugle", "Fog
 * lifts - The Daily Bugle": the tail another sample's title ends with
 * too, from a spaced mark, is the site's name; a head they start with
 * up to one, "Opinion: ", the section's), or NULL.  The headline is what
 * learning looks for then, not the title with the site's name, which a
 * page's <title> repeats too: the longest part of it an element of the
 * page shows (learn_title_undecorated_shown()); else of the title less
 * both, less the tail, less the head, the first an element shows, else
 * the first of two words at least.
 */
static char *
learn_title_undecorated(const struct lpage *pages, size_t np, size_t self)
{
	const char *t = pages[self].s->title;
	size_t n, j, start = 0, end, s, e, he, te;
	char *form[3], *key = NULL;
	int i;

	if (t == NULL)
		return NULL;
	/* what every title decorated like it shares: two posts from
	 * Paris ("At Carven - Paris | Bugle") do not make the city the
	 * site's name */
	end = n = strlen(t);
	for (j = 0, he = te = 0; j < np; j++) {
		if (j == self || pages[j].s->title == NULL ||
		    strcmp(pages[j].s->title, t) == 0 ||
		    !text_title_shared(t, pages[j].s->title, &s, &e))
			continue;
		if (s > 0 && (he++ == 0 || s < start))
			start = s;
		if (e < n && (te++ == 0 || e > end))
			end = e;
	}
	if ((start == 0 && end == n) || start >= end)
		return NULL;
	if ((key = learn_title_undecorated_shown(&pages[self], start, end)) !=
	    NULL)
		return key;
	form[0] = learn_title_span_key(t, start, end);
	form[1] = end < n ? learn_title_span_key(t, 0, end) : NULL;
	form[2] = start > 0 ? learn_title_span_key(t, start, n) : NULL;
	for (i = 0; i < 3 && key == NULL; i++)
		if (form[i] != NULL && lpage_has_key(&pages[self], form[i]))
			key = form[i];
	for (i = 0; i < 3 && key == NULL; i++)
		key = form[i];
	for (i = 0; i < 3; i++)
		if (form[i] != key)
			free(form[i]);
	return key;
}

/* How well got, what a title candidate reads on a page, says what
 * target asks of it, in [0, 1]. */
static double
learn_title_score(
    const char *got, const char *title, const struct ltitle_target *target)
{
	char *gk, *cut;
	double score;
	size_t n;

	if (target->key == NULL)
		return text_reads_same(got, title)
		    ? 1
		    : 0.5 * text_similarity(got, title);
	gk = text_key(got);
	if (!target->cut)
		score = strcmp(gk, target->key) == 0
		    ? 1
		    : 0.5 * text_similarity(got, target->key);
	else {
		n = strlen(target->key);
		cut = text_title_core(got, 0);
		score = cut == NULL && strncmp(gk, target->key, n) == 0 &&
			(gk[n] == ' ' || gk[n] == '\0')
		    ? 1
		    : 0.5 * text_similarity(got, title);
		free(cut);
	}
	free(gk);
	return score;
}

static void
learn_title(struct lpage *pages, size_t np, struct tmpl *t)
{
	struct lcands *cs;
	struct lcand *best;
	struct tmpl *probe;
	size_t i, k;
	int e;
	struct ltitle_target want[LEARN_MAX_SAMPLES];
	int whole[LEARN_MAX_SAMPLES] = { 0 };
	char *got, *label[LEARN_MAX_SAMPLES] = { NULL };

	cs = xcalloc(1, sizeof(*cs));
	for (i = 0; i < np; i++) {
		struct lpage *pg = &pages[i];
		char *tk;
		size_t tl, found = 0;
		int w;

		if (pg->s->title == NULL)
			continue;
		/*
		 * a label in brackets the feed sets at the title's end
		 * ("[Politics] ..."), where an element says the rest: the
		 * rest is the headline, whatever else holds the label and
		 * the rest together (the section's kicker over the heading)
		 */
		if ((label[i] = text_title_core(pg->s->title, 3)) != NULL &&
		    !lpage_has_key(pg, label[i])) {
			free(label[i]);
			label[i] = NULL;
		}
		tk = text_key(pg->s->title);
		/* no element holds the title: what it says of the headline */
		for (w = label[i] != NULL ? 3 : -1;
		     w < TEXT_TITLE_FORMS && found == 0; w++) {
			if (w >= 0) {
				free(tk);
				if ((tk = text_title_core(pg->s->title, w)) ==
				    NULL)
					continue;
				if (w > 0 &&
				    learn_title_core_shared(pages, np, i, tk)) {
					free(tk);
					tk = NULL;
					continue;
				}
			}
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
				if (exact || text_key_contains(key, tk)) {
					learn_xpath_forms(ln->node, cs,
					    30 *
						learn_title_rank(
						    ln->node, exact));
					found++;
				}
				free(key);
			}
			/* the page's body holds the title as the feed
			 * gives it: no decoration to look past */
			if (w == -1)
				whole[i] = found > 0;
		}
		free(tk);
	}
	for (i = 0; i < np; i++) {
		want[i].key = label[i] != NULL ? label[i]
		    : whole[i]                 ? NULL
			       : learn_title_undecorated(pages, np, i);
		want[i].cut = 0;
		if (want[i].key == NULL) {
			want[i].key = text_title_core(pages[i].s->title, 0);
			want[i].cut = want[i].key != NULL;
		}
	}
	learn_title_strips(pages, np, "//title", want, cs, 60);
	learn_title_strips(
	    pages, np, "//meta[@property='og:title']/@content", want, cs, 40);
	learn_title_strips(
	    pages, np, "//meta[@name='twitter:title']/@content", want, cs, 50);
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
			c->score +=
			    learn_title_score(got, pages[i].s->title, &want[i]);
			free(got);
		}
	}
	tmpl_free(probe);
	for (i = 0; i < np; i++)
		free(want[i].key);
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

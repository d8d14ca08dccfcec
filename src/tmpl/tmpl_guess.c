/* SPDX-License-Identifier: ISC */
/*
 * tmpl_guess: the body of a page found with no XPath, the block that
 * gathers the most paragraph text (METHODS.md section 5): what stands in
 * when a template's body XPath does not fit a page, and the whole body
 * of the generic extraction (extract.h, extract_generic()).
 */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "comments.h"
#include "html.h"
#include "picture.h"
#include "story.h"
#include "tmpl_int.h"
#include "util.h"

struct tmpl_blk {
	xmlNodePtr node;
	int parent;
	size_t text, link, para;
	int nblock, single;
	int in_comments; /* inside a block named as comments */
	int in_aside;    /* inside what the markup says is no story */
	int named;       /* its class or id names chrome */
	int bio;         /* an author's box (tmpl_blk_bio()) */
	size_t end;      /* index after its last descendant */
};

struct tmpl_blks {
	struct tmpl_blk *v;
	size_t n, cap;
};

#define TMPL_MAX_BLOCKS 30000
/* a line of prose, bytes of text: a paragraph longer is one */
#define TMPL_SIBLING_LINE 80
/* a block named as a post scores this much more (tmpl_blk_scores()) */
#define TMPL_STORY_WEIGHT 1.25
/* nodes looked at for a card's first text, and siblings for its kind */
#define TMPL_CARD_NODES 32
#define TMPL_CARD_SIBLINGS 16
/* elements of a block looked at for an author's box's marks */
#define TMPL_BIO_NODES 200

static const char *const tmpl_chrome_words[] = { "footer", "sidebar",
	"copyright" };
static const char *const tmpl_content_words[] = { "article", "content", "main",
	"body", "column" };

/*
 * 1 if a class or id value names a part of a page that is never its
 * story, as themes name them: its footer, sidebar, the copyright line;
 * unless it names the content too ("article-footer", "main-sidebar-wrap":
 * a column of the page).  Words of a part that may wrap the story (a
 * sharing bar's, a widget's), or that a post's own classes may hold
 * (its tags and categories: "social", "related"), say nothing.
 */
static int
tmpl_names_chrome(const char *v)
{
	return util_holds_any(v, tmpl_chrome_words, NELEM(tmpl_chrome_words)) &&
	    !util_holds_any(v, tmpl_content_words, NELEM(tmpl_content_words));
}

/* 1 if a class or id value names the content and nothing of chrome:
 * "main", "content", not "main-footer". */
static int
tmpl_names_content(const char *v)
{
	return util_holds_any(
		   v, tmpl_content_words, NELEM(tmpl_content_words)) &&
	    !util_holds_any(v, tmpl_chrome_words, NELEM(tmpl_chrome_words));
}

/* 1 if a class or id value names what stands under a story: its
 * comments, related posts. */
static int
tmpl_names_under(const char *v)
{
	static const char *const under[] = { "comment", "related" };

	return util_holds_any(v, under, NELEM(under));
}

/*
 * 1 if a class or id value names a post or a story ("entry-content",
 * "post-body", "article"), and nothing of chrome nor of what stands
 * under a story: "related-posts", "post-footer", "comment-entry".
 */
static int
tmpl_names_story(const char *v)
{
	static const char *const story[] = { "article", "entry", "post",
		"story" };

	return util_holds_any(v, story, NELEM(story)) && !tmpl_names_under(v) &&
	    !util_holds_any(v, tmpl_chrome_words, NELEM(tmpl_chrome_words));
}

/* 1 if an element beside n (a child of its parent) names the content
 * (tmpl_names_content()): the "main" column beside a "sidebar". */
static int
tmpl_beside_content(const xmlNode *n)
{
	const xmlNode *c;

	if (n->parent == NULL)
		return 0;
	for (c = n->parent->children; c != NULL; c = c->next)
		if (c != n && c->type == XML_ELEMENT_NODE &&
		    html_class_or_id(c, tmpl_names_content))
			return 1;
	return 0;
}

/* 1 if n's class or id names chrome (tmpl_names_chrome()) and neither
 * names the content: not the "main-content" column of class
 * "has-sidebar". */
static int
tmpl_blk_named(const xmlNode *n)
{
	return html_class_or_id(n, tmpl_names_chrome) &&
	    !html_class_or_id(n, tmpl_names_content);
}

/* 1 if a class or id value holds the word "author", "bio" or "byline"
 * (words split at what is not a letter or digit: "author-box", "bio"). */
static int
tmpl_names_author(const char *v)
{
	static const char *const words[] = { "author", "bio", "byline" };
	size_t k;

	for (; *v != '\0'; v += k) {
		for (; *v != '\0' && !isalnum((unsigned char)*v); v++)
			;
		for (k = 0; isalnum((unsigned char)v[k]); k++)
			;
		if (util_is_any(v, k, words, NELEM(words)))
			return 1;
	}
	return 0;
}

/*
 * What in n's subtree (at most TMPL_BIO_NODES elements) says it presents
 * a person: bit 1 a picture (<img>), bit 2 a link to the author's page
 * (rel=author) or a heading (h2-h6) over the box; *npara counts its
 * paragraphs (<p>).
 */
static int
tmpl_bio_marks(const xmlNode *n, size_t *budget, size_t *npara)
{
	const xmlNode *c;
	const char *name, *rel;
	int m = 0;

	for (c = n->children; c != NULL && *budget > 0; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		(*budget)--;
		name = (const char *)c->name;
		if (strcmp(name, "img") == 0)
			m |= 1;
		else if (strcmp(name, "p") == 0)
			(*npara)++;
		else if ((name[0] == 'h' && name[1] >= '2' && name[1] <= '6' &&
			     name[2] == '\0') ||
		    (strcmp(name, "a") == 0 &&
			(rel = html_attr(c, "rel")) != NULL &&
			strcasestr(rel, "author") != NULL))
			m |= 2;
		m |= tmpl_bio_marks(c, budget, npara);
	}
	return m;
}

/*
 * 1 if n is an author's box: its class or id says so (tmpl_names_author())
 * and it shows a person, a picture and a link to their page or a heading
 * ("About the author"), in one paragraph at most: a post's classes may
 * name its author too ("author-admin"), over several.  A bio's
 * paragraph, longer than each of a short story's, is no part of it.
 */
static int
tmpl_blk_bio(const xmlNode *n)
{
	size_t budget = TMPL_BIO_NODES, npara = 0;

	return html_class_or_id(n, tmpl_names_author) &&
	    tmpl_bio_marks(n, &budget, &npara) == 3 && npara <= 1 && budget > 0;
}

/*
 * What a block's class or id names chrome (tmpl_blk_named()) is no
 * story either, with what it holds, unless it holds half the page's
 * text or more: a name on a wrapper of the whole page says less
 * ("has-sidebar", "sticky-footer-wrap").  But a sidebar beside a column
 * named the content (tmpl_beside_content()) is one whatever its length:
 * a blog's archive links and "About Me" outweigh a short post.  An
 * author's box, whose markup says more, is none whatever its length.
 * A block with no text is no wrapper: on a page with none, thousands
 * of empty siblings would each look at all the others.  Nor is a block
 * that holds the page's <main>: the page says what its content is
 * before any name does (Drupal's Olivero wraps <main> and its sidebar
 * in a "sidebar-grid").
 */
static void
tmpl_blk_mark_named(struct tmpl_blks *b)
{
	size_t i, j, total = b->n > 0 ? b->v[0].text : 0;
	size_t *main_at = xcalloc(b->n > 0 ? b->n : 1, sizeof(*main_at));

	/* the first <main> at or after each block, in walk order: a block
	 * holds one when it comes before the block's end */
	for (i = b->n, j = b->n; i-- > 0;) {
		if (strcmp((const char *)b->v[i].node->name, "main") == 0)
			j = i;
		main_at[i] = j;
	}
	for (i = 0; i < b->n;) {
		if (!b->v[i].named || main_at[i] < b->v[i].end ||
		    (b->v[i].text > 0 && 2 * b->v[i].text >= total &&
			!b->v[i].bio && !tmpl_beside_content(b->v[i].node))) {
			i++;
			continue;
		}
		for (j = i; j < b->v[i].end; j++)
			b->v[j].in_aside = 1;
		i = b->v[i].end;
	}
	free(main_at);
}

static int
tmpl_blk_walk(struct tmpl_blks *b, xmlNodePtr n, int parent, int in_a,
    int in_data, int depth)
{
	xmlNodePtr c;
	int me, ci, last_single = 0, all_single = 1;
	size_t k;

	if (b->n >= TMPL_MAX_BLOCKS)
		return -1;
	if (b->n == b->cap) {
		b->cap = b->cap ? b->cap * 2 : 256;
		b->v = xreallocarray(b->v, b->cap, sizeof(*b->v));
	}
	me = (int)b->n++;
	memset(&b->v[me], 0, sizeof(b->v[me]));
	b->v[me].node = n;
	b->v[me].parent = parent;
	b->v[me].in_comments =
	    (parent >= 0 && b->v[parent].in_comments) || html_is_comments(n);
	b->v[me].in_aside =
	    (parent >= 0 && b->v[parent].in_aside) || html_is_aside(n);
	b->v[me].bio = tmpl_blk_bio(n);
	b->v[me].named = b->v[me].bio || tmpl_blk_named(n);
	if (n->name[0] == 'a' && n->name[1] == '\0')
		in_a = 1;
	if (strcmp((const char *)n->name, "table") == 0)
		in_data = html_table_is_data(n);
	for (c = n->children; c != NULL; c = c->next) {
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			const xmlChar *p;

			for (k = 0, p = c->content; *p != '\0'; p++)
				if (*p > ' ')
					k++;
			b->v[me].text += k;
			if (in_a)
				b->v[me].link += k;
			else
				b->v[me].para += k;
			continue;
		}
		if (c->type != XML_ELEMENT_NODE || depth > TMPL_MAX_DEPTH ||
		    html_node_is_skipped(c))
			continue;
		if ((ci = tmpl_blk_walk(b, c, me, in_a, in_data, depth + 1)) ==
		    -1)
			continue;
		if (html_tag_is_block((const char *)c->name)) {
			b->v[me].nblock++;
			last_single = b->v[ci].single;
			all_single &= last_single;
		}
		if (b->v[ci].single)
			b->v[me].para += b->v[ci].text - b->v[ci].link;
		b->v[me].text += b->v[ci].text;
		b->v[me].link += b->v[ci].link;
	}
	/* a row of a table of data is one line of it, as an item is of a
	 * list: its cells' text is the table's own */
	b->v[me].single = b->v[me].nblock == 0 ||
	    (b->v[me].nblock == 1 && last_single) ||
	    (in_data && all_single && strcmp((const char *)n->name, "tr") == 0);
	b->v[me].end = b->n;
	return me;
}

/* 1 if the class attributes of a and b share a word: what marks records
 * of one kind (elements without a class are layout as often). */
static int
tmpl_share_class(const xmlNode *a, const xmlNode *b)
{
	return html_classes_share(html_attr(a, "class"), html_attr(b, "class"));
}

/*
 * A listing (a section front) has no article: its densest block is one
 * record among like siblings (same tag, a class word in common, each a link
 * and text beside it). Its body is then the run's container, the whole
 * list, not one record. The block may sit in wrappers of one child
 * each, or in a short list that is itself one record of the run.
 */
static int
tmpl_blk_records(const struct tmpl_blks *b, int best)
{
	const struct tmpl_blk *v;
	int r = best, p, nkids, nlike;
	size_t i, like_text;

	while ((p = b->v[r].parent) >= 0) {
		nkids = nlike = 0;
		like_text = 0;
		for (i = (size_t)p + 1; i < b->n; i++) {
			v = &b->v[i];
			if (v->parent != p)
				continue;
			nkids++;
			if (v->link > 0 && v->text > v->link &&
			    strcmp((const char *)v->node->name,
				(const char *)b->v[r].node->name) == 0 &&
			    tmpl_share_class(v->node, b->v[r].node)) {
				nlike++;
				like_text += v->text;
			}
		}
		/* a run: three at least, holding most of the container */
		if (nlike >= 3 && 2 * like_text > b->v[p].text)
			return p;
		/* climb out of a wrapper or a shorter list nested in a run */
		if (nkids != 1 && nlike != nkids)
			break;
		r = p;
	}
	return best;
}

/* 1 if v is a paragraph of the story's prose: a <p> of one block. */
static int
tmpl_blk_is_para(const struct tmpl_blk *v)
{
	return v->single && strcmp((const char *)v->node->name, "p") == 0;
}

/*
 * 1 if a and b are sections of one kind: same tag and a class word in
 * common, or both without a class and of a tag that says what it holds
 * (a story's bare <section>s between its pictures and adverts, its
 * numbered lists between paragraphs), not a box of the layout (<div>,
 * a table's cell) that a sidebar is as often.
 */
static int
tmpl_same_section(const xmlNode *a, const xmlNode *b)
{
	static const char *const tags[] = { "article", "dl", "ol", "section",
		"ul" };

	if (strcmp((const char *)a->name, (const char *)b->name) != 0)
		return 0;
	if (html_attr(a, "class") != NULL || html_attr(b, "class") != NULL)
		return tmpl_share_class(a, b);
	return html_name_among(a, tags, NELEM(tags));
}

/*
 * 1 if block i is a box of paragraphs: nine tenths of its text outside
 * links in the <p>s it holds (a post's lead, the box of its first
 * paragraphs before the "more" that holds the rest), and no heading: a
 * box with a title of its own is a box beside the story (a fact box,
 * "About the author").
 */
static int
tmpl_blk_paras(const struct tmpl_blks *b, size_t i)
{
	const struct tmpl_blk *v;
	size_t j, in_p = 0, own = b->v[i].text - b->v[i].link;

	for (j = i + 1; j < b->v[i].end;
	     j = tmpl_blk_is_para(v) ? v->end : j + 1) {
		v = &b->v[j];
		if (html_is_heading((const char *)v->node->name))
			return 0;
		if (tmpl_blk_is_para(v))
			in_p += v->text - v->link;
	}
	return own > 0 && in_p * 10 >= own * 9;
}

/* The first element child of n, or NULL. */
static const xmlNode *
tmpl_first_elem(const xmlNode *n)
{
	const xmlNode *c;

	for (c = n->children; c != NULL; c = c->next)
		if (c->type == XML_ELEMENT_NODE)
			return c;
	return NULL;
}

/*
 * 1 if a and b are records of one kind: same tag and a class word in
 * common, or, both without a class (table rows, bare wrappers), first
 * children that are (a post's row, its first cell named like the next).
 */
static int
tmpl_same_kind(const xmlNode *a, const xmlNode *b)
{
	const xmlNode *ca, *cb;

	if (strcmp((const char *)a->name, (const char *)b->name) != 0)
		return 0;
	if (tmpl_share_class(a, b))
		return 1;
	if (html_attr(a, "class") != NULL || html_attr(b, "class") != NULL)
		return 0;
	ca = tmpl_first_elem(a);
	cb = tmpl_first_elem(b);
	return ca != NULL && cb != NULL &&
	    strcmp((const char *)ca->name, (const char *)cb->name) == 0 &&
	    tmpl_share_class(ca, cb);
}

/*
 * A thread of posts: the block is the text of one post among like
 * siblings (tmpl_same_kind()) a few levels up, each
 * with text of its own, outside comments, most of their container's
 * text together.  The body is then the container: every post.
 */
static int
tmpl_blk_posts(const struct tmpl_blks *b, int best)
{
	const struct tmpl_blk *v;
	int r = best, p, up, nlike;
	size_t i, like, own, min;

	for (up = 0; up < 6 && (p = b->v[r].parent) >= 0; up++, r = p) {
		own = b->v[r].text - b->v[r].link;
		min = own / 5 > 50 ? own / 5 : 50;
		nlike = 0;
		like = own;
		for (i = (size_t)p + 1; i < b->v[p].end; i = v->end) {
			v = &b->v[i];
			if ((int)i == r || v->in_comments ||
			    v->text - v->link < min ||
			    !tmpl_same_kind(v->node, b->v[r].node))
				continue;
			nlike++;
			like += v->text - v->link;
		}
		if (nlike >= 2 && 2 * like > b->v[p].text - b->v[p].link)
			return p;
	}
	return best;
}

/*
 * 1 if n opens on a linked headline: the first text below it (within
 * TMPL_CARD_NODES nodes, html_first_text()) lies in a link and in a heading,
 * the one inside the other.  A teaser card's; a story's lines and list items
 * open on a link at times, on a linked heading hardly.  A link to a place
 * in the page ("#p2": a forum post's title, linking to the post itself)
 * leads to no other story.
 */
static int
tmpl_opens_on_headline(const xmlNode *n)
{
	int budget = TMPL_CARD_NODES, link = 0, head = 0;
	const xmlNode *t = html_first_text(n, &budget), *a;
	const char *href;

	if (t == NULL)
		return 0;
	for (a = t->parent; a != NULL && a != n; a = a->parent) {
		if (a->name[0] == 'a' && a->name[1] == '\0')
			link |= (href = html_attr(a, "href")) == NULL ||
			    href[0] != '#' || href[1] == '\0';
		head |= html_is_heading((const char *)a->name);
	}
	return link && head;
}

/* 1 if a and b are of one tag, and of one class word or both of none. */
static int
tmpl_same_record(const xmlNode *a, const xmlNode *b)
{
	if (strcmp((const char *)a->name, (const char *)b->name) != 0)
		return 0;
	if (html_attr(a, "class") == NULL && html_attr(b, "class") == NULL)
		return 1;
	return tmpl_share_class(a, b);
}

/*
 * 1 if block i is another story's teaser card: it opens on a linked
 * headline (tmpl_opens_on_headline()), as two siblings of its kind at
 * least do among its parent's first TMPL_CARD_SIBLINGS children ("Top
 * Stories", "More on this story").  Its excerpt is no paragraph of the
 * page's story.
 */
static int
tmpl_blk_card(const struct tmpl_blks *b, size_t i)
{
	const struct tmpl_blk *v = &b->v[i];
	size_t k;
	int asked = 0, like = 0;

	if (v->parent < 0 || !tmpl_opens_on_headline(v->node))
		return 0;
	for (k = (size_t)v->parent + 1;
	     k < b->v[v->parent].end && asked < TMPL_CARD_SIBLINGS && like < 3;
	     k = b->v[k].end, asked++)
		like += k == i ||
		    (tmpl_same_record(b->v[k].node, v->node) &&
			tmpl_opens_on_headline(b->v[k].node));
	return like >= 3;
}

/*
 * Each block's score: its own paragraph text and half its children's,
 * outside comments and outside what is no story when it is not, other
 * stories' teaser cards (tmpl_blk_card()) not its own, a
 * quarter more when its class or id names a post (tmpl_names_story());
 * the caller frees.
 */
static double *
tmpl_blk_scores(const struct tmpl_blks *b)
{
	double *sc = xcalloc(b->n, sizeof(*sc));
	double *para = xcalloc(b->n, sizeof(*para));
	const struct tmpl_blk *v;
	size_t i;
	int a;

	/* a block's paragraph text less what is no story in it: the text
	 * of a child of one block counts as its parent's own (walk) */
	for (i = 0; i < b->n; i++)
		para[i] += (double)b->v[i].para;
	for (i = 0; i < b->n; i++) {
		v = &b->v[i];
		if (!v->single || v->parent < 0 ||
		    ((!v->in_aside || b->v[v->parent].in_aside) &&
			!tmpl_blk_card(b, i)))
			continue;
		/* and from each block of one child above that took it in */
		for (a = v->parent; a >= 0; a = b->v[a].parent) {
			para[a] -= (double)(v->text - v->link);
			if (!b->v[a].single)
				break;
		}
	}
	for (i = 0; i < b->n; i++)
		if (!b->v[i].in_comments && b->v[i].parent >= 0 &&
		    (!b->v[i].in_aside || b->v[b->v[i].parent].in_aside))
			sc[b->v[i].parent] += 0.5 * para[i];
	/* a post's own box wins against a sidebar's block of prose of
	 * about its size (Readability weighs a block by its class so) */
	for (i = 0; i < b->n; i++) {
		sc[i] += para[i];
		if (sc[i] > 0 &&
		    html_class_or_id(b->v[i].node, tmpl_names_story))
			sc[i] *= TMPL_STORY_WEIGHT;
	}
	free(para);
	return sc;
}

/*
 * The block of the best score, outside comments, and outside what the
 * markup says is no story and other stories' teaser cards
 * (tmpl_blk_card(): a related post's excerpt says more than a post of a
 * line), the blocks inside them too, unless the page has text nowhere
 * else.
 */
static int
tmpl_blk_best(const struct tmpl_blks *b, const double *sc)
{
	size_t i, card_end;
	int best = 0, pass;

	/* outside sidebars, navigation, footers and cards, else anywhere */
	for (pass = 0; pass < 2; pass++) {
		best = -1;
		card_end = 0;
		for (i = 0; i < b->n; i++) {
			if (pass == 0 && i >= card_end && tmpl_blk_card(b, i))
				card_end = b->v[i].end;
			if (!b->v[i].in_comments &&
			    (pass == 1 ||
				(!b->v[i].in_aside && i >= card_end)) &&
			    (best < 0 || sc[i] > sc[best]))
				best = (int)i;
		}
		if (best >= 0 && sc[best] > 0)
			break;
	}
	return best >= 0 ? best : 0;
}

/* 1 if the text ending at e (after t) ends on a sentence's mark: a full
 * stop, a question or an exclamation mark, or the ideographic full stop
 * and the full-width marks (U+3002, U+FF01, U+FF1F). */
static int
tmpl_ends_mark(const xmlChar *t, const xmlChar *e)
{
	if (e > t && (e[-1] == '.' || e[-1] == '?' || e[-1] == '!'))
		return 1;
	if (e - t < 3)
		return 0;
	return (e[-3] == 0xe3 && e[-2] == 0x80 && e[-1] == 0x82) ||
	    (e[-3] == 0xef && e[-2] == 0xbc &&
		(e[-1] == 0x81 || e[-1] == 0x9f));
}

/* 1 if block v's text ends a sentence: its mark last, quotes aside. */
static int
tmpl_blk_ends_sentence(const struct tmpl_blk *v)
{
	const xmlNode *n = v->node, *c;
	const xmlChar *t = NULL, *e = NULL;

	/* the last text node of the block, as deep as it goes, past
	 * elements that show none */
	for (;;) {
		for (c = n->last; c != NULL; c = c->prev) {
			if (c->type == XML_TEXT_NODE && c->content != NULL) {
				for (t = c->content,
				    e = t + strlen((const char *)t);
				     e > t && e[-1] <= ' '; e--)
					;
				if (e > t)
					break;
			} else if (c->type == XML_ELEMENT_NODE &&
			    !html_node_is_skipped(c) &&
			    html_node_text_len(c, 1, 0) > 0)
				break; /* not an empty one (a float's clear) */
		}
		if (c == NULL)
			return 0;
		if (c->type == XML_ELEMENT_NODE) {
			n = c;
			continue;
		}
		for (;;) {
			if (e > t &&
			    (e[-1] == '"' || e[-1] == '\'' || e[-1] == ')'))
				e--;
			else if (e - t >= 3 && e[-3] == 0xe2 && e[-2] == 0x80 &&
			    (e[-1] == 0x99 || e[-1] == 0x9d))
				e -= 3; /* ’ ” */
			else if (e - t >= 2 && e[-2] == 0xc2 && e[-1] == 0xbb)
				e -= 2; /* » */
			else
				break;
		}
		return tmpl_ends_mark(t, e);
	}
}

#define TMPL_THREAD_RECORDS 256 /* records of a thread weighed */
#define TMPL_THREAD_UP 8        /* levels from a comment to its thread */

/* 1 if block n is a comment thread by its structure (comments.h:
 * records of one kind, each with an author's and a date's line),
 * whatever its names say: its records hold two thirds of its text, or
 * it is a box of loose comments, two or more. */
static int
tmpl_blk_is_thread(xmlNodePtr n)
{
	xmlNodePtr rec[TMPL_THREAD_RECORDS], c;
	size_t nrec, i, k = 0, all;
	int paras = 0;

	/* comments as loose paragraphs, each closed by its writer's and
	 * date's line (old TypePad's, Movable Type 3's); two of them under
	 * a short post outweigh it */
	if (comments_loose(n) || comments_loose_few(n))
		return 1;
	/* else paragraphs of prose of its own: a story's box, surely (and
	 * the thread's walk, which costs, is spared on most pages) */
	for (c = n->children; c != NULL && paras < 2; c = c->next)
		paras += c->type == XML_ELEMENT_NODE && story_is_para(c);
	if (paras >= 2 || !comments_thread_box(n))
		return 0;
	nrec = comments_records(n, rec, NELEM(rec));
	for (i = 0; i < nrec; i++)
		k += html_node_text_len(rec[i], (size_t)-1 / 4, 0);
	all = html_node_text_len(n, (size_t)-1 / 4, 0);
	return all > 0 && 3 * k >= 2 * all;
}

/* The block of element n among blocks lo to hi (not included), or hi
 * when none is. */
static size_t
tmpl_blk_find(const struct tmpl_blks *b, size_t lo, size_t hi, const xmlNode *n)
{
	while (lo < hi && b->v[lo].node != n)
		lo++;
	return lo;
}

/*
 * Thread block t itself, or when t is the box of a post and of the
 * thread under it (text before the thread's first record, its records
 * most of t's text), the block of the thread's own box below t: the
 * first record's parent.  What is set aside is the thread, not the post
 * it follows.
 */
static int
tmpl_blk_thread_box(const struct tmpl_blks *b, int t)
{
	xmlNodePtr rec, box;
	size_t j, lead = 0;

	if (comments_records(b->v[t].node, &rec, 1) == 0 ||
	    (box = rec->parent) == b->v[t].node ||
	    !story_lead(b->v[t].node, rec, &lead, 1) || lead == 0)
		return t;
	j = tmpl_blk_find(b, (size_t)t + 1, b->v[t].end, box);
	return j < b->v[t].end ? (int)j : t;
}

/*
 * The block of the comment thread that best is, or that best is one
 * comment of (a reader's comment longer than a short post, where no
 * name says "comment"): then the nearest block above it, TMPL_THREAD_UP
 * levels at most, that is a thread, or the box of the undated thread
 * with nested replies it stands in (comments_undated_thread()), of the
 * two comments a heading counts (comments_counted_run()) or of the
 * comments a link of the page counts, pointing to their box, when that
 * box does not hold the page's headline head (comments_pointed_box(): a
 * single comment under a post of a line; head NULL, none known); a
 * post's box holding its thread gives the thread's own
 * (tmpl_blk_thread_box()).  -1 when best is no part of one.
 */
static int
tmpl_blk_thread_of(const struct tmpl_blks *b, int best, xmlNodePtr head)
{
	xmlNodePtr box;
	int t, up, in_record;

	if (tmpl_blk_is_thread(b->v[best].node))
		return tmpl_blk_thread_box(b, best);
	/* replies nested in comments that carry no date, or two
	 * comments a heading counts */
	in_record = comments_in_record(b->v[best].node);
	if ((box = comments_undated_thread(b->v[best].node)) != NULL ||
	    (!in_record &&
		((box = comments_counted_run(b->v[best].node)) != NULL ||
		    ((box = comments_pointed_box(b->v[best].node)) != NULL &&
			(head == NULL || !html_node_holds(box, head)))))) {
		for (t = best; t >= 0 && b->v[t].node != box;
		     t = b->v[t].parent)
			;
		return t;
	}
	if (!in_record)
		return -1;
	for (t = b->v[best].parent, up = 0; t >= 0 && up < TMPL_THREAD_UP;
	     t = b->v[t].parent, up++)
		if (tmpl_blk_is_thread(b->v[t].node))
			return tmpl_blk_thread_box(b, t);
	return -1;
}

/* The text bytes of the headings block i holds; of their links in
 * *link. */
static size_t
tmpl_blk_heads(const struct tmpl_blks *b, int i, size_t *link)
{
	size_t j, k = 0;

	*link = 0;
	for (j = (size_t)i + 1; j < b->v[i].end; j++)
		if (html_is_heading((const char *)b->v[j].node->name)) {
			k += b->v[j].text;
			*link += b->v[j].link;
			j = b->v[j].end - 1;
		}
	return k;
}

/*
 * 1 if the longest line of prose in block i that holds no date (i, or
 * the longest such block of one line below it, headings, links and
 * other stories' teaser cards aside; i when it has none, its lines
 * loose between <br>s) ends a sentence: a post's,
 * whatever the links after it ("Add new comment") and the dated line of
 * its footer, longer than a post of one line ("This entry was posted on
 * ..."); not a forum's line over its thread ("Started by ann, 12 March
 * 2016."), which is all it has.
 */
static int
tmpl_blk_line_ends(const struct tmpl_blks *b, int i)
{
	const struct tmpl_blk *v;
	size_t j, line = (size_t)i;

	if (!b->v[i].single)
		for (j = (size_t)i + 1, line = 0; j < b->v[i].end; j++) {
			v = &b->v[j];
			if (html_is_heading((const char *)v->node->name) ||
			    tmpl_blk_card(b, j)) {
				j = v->end - 1;
				continue;
			}
			if (v->single && v->link * 4 < v->text &&
			    (line == 0 || v->text > b->v[line].text) &&
			    !comments_node_dated(v->node))
				line = j;
		}
	/* a post's text loose beside the box of its picture */
	if (line == 0 && b->v[i].para > 0)
		line = (size_t)i;
	if (line == (size_t)i && comments_node_dated(b->v[i].node))
		return 0;
	return line != 0 && tmpl_blk_ends_sentence(&b->v[line]);
}

/* 1 if block i reads as a post: less than half of it is headings, its
 * links outside them say less than the rest (a post's own linked title
 * and its footer's links, its author, category, comments, permalink,
 * say as much as a post of a line or two; a list of links says more in
 * them), and its longest line ends a sentence with no date
 * (tmpl_blk_line_ends()). */
static int
tmpl_blk_is_post(const struct tmpl_blks *b, int i)
{
	const struct tmpl_blk *v = &b->v[i];
	size_t hlink, heads = tmpl_blk_heads(b, i, &hlink);

	return heads * 2 < v->text && (v->link - hlink) * 2 < v->text - heads &&
	    tmpl_blk_line_ends(b, i);
}

/*
 * The block of the best score sc that starts at lo or after and ends by
 * hi, headings, other stories' teaser cards (related posts with their
 * excerpts, tmpl_blk_card()) and their lists (a block whose first child
 * is one), and what is named as standing under a story aside (a
 * thread's heading, "20 Responses to ..."; related posts), in no
 * comments and not named as no story; with post, of those that read as
 * a post (tmpl_blk_is_post()); -1 if none.
 */
static int
tmpl_blk_best_in(
    const struct tmpl_blks *b, const double *sc, size_t lo, size_t hi, int post)
{
	const struct tmpl_blk *v;
	size_t i;
	int best = -1;

	for (i = lo; i < hi; i++) {
		v = &b->v[i];
		if (html_heading_in(v->node) != NULL ||
		    html_class_or_id(v->node, tmpl_names_under) ||
		    tmpl_blk_card(b, i) ||
		    (i + 1 < v->end && tmpl_blk_card(b, i + 1))) {
			i = v->end - 1;
			continue;
		}
		if (v->end <= hi && sc[i] > 0 && !v->in_comments &&
		    !v->in_aside && (best < 0 || sc[i] > sc[best]) &&
		    (!post || tmpl_blk_is_post(b, (int)i)))
			best = (int)i;
	}
	return best;
}

/*
 * The post that thread t comments on, when no block outside the thread
 * is surely a story: in the nearest block above t (TMPL_THREAD_UP levels
 * at most) that holds text before it and opens with no heading but the
 * page's headline head (NULL: none known), boxed or not (a heading of
 * its own opens the thread's section; the post's box, or the box of
 * the post and its thread, opens with its title), the block
 * tmpl_blk_best_in() finds there, if it reads as a post
 * (tmpl_blk_is_post()).  A post of a line or two: readers comment after
 * the post, in its column, while what stands before a forum's thread is
 * its title and its buttons: none when t's own box opens on the page's
 * headline (story_opening_heading(), html_heading_reads_title()), above
 * which is the forum's header.  -1 if none.
 */
static int
tmpl_blk_post_before(
    const struct tmpl_blks *b, const double *sc, int t, xmlNodePtr head)
{
	xmlNodePtr first, h;
	const xmlNode *oh;
	int a, up, best;

	/* the thread's box under the page's title: the page is the
	 * thread, a forum's topic and its replies */
	if ((first = html_node_next_shown(b->v[t].node->children)) != NULL &&
	    (oh = story_opening_heading(first)) != NULL &&
	    html_heading_reads_title(oh))
		return -1;
	for (a = b->v[t].parent, up = 0; a >= 0 && up < TMPL_THREAD_UP;
	     a = b->v[a].parent, up++) {
		/* the thread's own section, under its heading ("Comments"),
		 * its lines over the thread ("Follow this conversation") */
		first = html_node_next_shown(b->v[a].node->children);
		if (first != NULL && (h = html_heading_in(first)) != NULL &&
		    h != head)
			continue;
		/* in walk order, what a holds before t, less t's parents */
		if ((best = tmpl_blk_best_in(
			 b, sc, (size_t)a + 1, (size_t)t, 0)) >= 0)
			return tmpl_blk_is_post(b, best) ? best : -1;
	}
	return -1;
}

/*
 * The block that the page's headline heads, head (a heading): in the
 * nearest block above head (TMPL_THREAD_UP levels at most) holding
 * after it a block that reads as a post (tmpl_blk_is_post()), the one
 * of them of the best score (tmpl_blk_best_in()), whatever scores more
 * and reads as none (a newsletter's box); in *story then the block
 * above that one, the post's box (its deck under the headline, its text
 * after).
 * A header box's date line is no post: the post is a level up.  -1 if
 * none.
 */
static int
tmpl_blk_under_head(const struct tmpl_blks *b, const double *sc,
    xmlNodePtr head, xmlNodePtr *story)
{
	size_t h;
	int a, up, best;

	if ((h = tmpl_blk_find(b, 0, b->n, head)) == b->n)
		return -1;
	for (a = b->v[h].parent, up = 0; a >= 0 && up < TMPL_THREAD_UP;
	     a = b->v[a].parent, up++)
		if ((best = tmpl_blk_best_in(
			 b, sc, b->v[h].end, b->v[a].end, 1)) >= 0) {
			*story = b->v[a].parent >= 0 ? b->v[b->v[a].parent].node
						     : b->v[a].node;
			return best;
		}
	return -1;
}

/*
 * The first record of the first box named as comments after the page's
 * headline head, when no block between them reads as a post
 * (tmpl_blk_is_post(): a byline, a date line and a "Followers" button
 * read as none) and it holds the records of a thread
 * (comments_records()): a forum's topic whose platform names its box
 * of posts, the first the topic's own, as comments (Invision
 * Community's "commentFeed" in div#comments).  -1 if none.
 */
static int
tmpl_blk_named_thread(const struct tmpl_blks *b, xmlNodePtr head)
{
	xmlNodePtr rec;
	size_t h, i;

	h = tmpl_blk_find(b, 0, b->n, head);
	for (i = h < b->n ? b->v[h].end : b->n; i < b->n; i++) {
		if (b->v[i].in_comments) {
			/* a count's ("Followers 4") is no box of them */
			if (comments_records(b->v[i].node, &rec, 1) == 0) {
				i = b->v[i].end - 1;
				continue;
			}
			h = tmpl_blk_find(b, i, b->v[i].end, rec);
			return h < b->v[i].end ? (int)h : -1;
		}
		if (b->v[i].single && b->v[i].text > 0 &&
		    tmpl_blk_is_post(b, (int)i))
			return -1;
	}
	return -1;
}

/*
 * The best block again when the page's story is no story's worth
 * outside the boxes named as comments and the first record of one of
 * them is a forum topic's own post (tmpl_blk_named_thread()): the block
 * of the best score in that record.  Where no name sets a topic's
 * thread apart, the page is the thread (tmpl_blk_not_thread()); here
 * the body's rules drop what the page names as comments, the replies,
 * and the topic's post is what a reader can be given.
 */
static int
tmpl_blk_named_topic(
    struct tmpl_blks *b, double **sc, int best, xmlNodePtr head)
{
	size_t i;
	int r;

	if (head == NULL || b->v[best].para >= STORY_SURE ||
	    (r = tmpl_blk_named_thread(b, head)) < 0)
		return best;
	for (i = (size_t)r; i < b->v[r].end; i++)
		b->v[i].in_comments = 0;
	free(*sc);
	*sc = tmpl_blk_scores(b);
	for (best = r, i = (size_t)r + 1; i < b->v[r].end; i++)
		if (!b->v[i].in_aside && (*sc)[i] > (*sc)[best])
			best = (int)i;
	return best;
}

/*
 * The best block again when best is a comment thread, or a comment of
 * one, and the page has a story of its own outside the thread: a block
 * of STORY_SURE bytes of paragraphs, else the post the thread follows
 * (tmpl_blk_post_before(), head the page's headline when known).  A
 * long thread, or one long comment, outweighs a short post.  *sc is
 * then scored anew, the thread aside.
 */
static int
tmpl_blk_not_thread(struct tmpl_blks *b, double **sc, int best, xmlNodePtr head)
{
	size_t i, n;
	int again, t, a, *was;
	double *aside;

	if (b->v[best].in_comments ||
	    (t = tmpl_blk_thread_of(b, best, head)) < 0)
		return best;
	n = b->v[t].end - (size_t)t;
	was = xcalloc(n, sizeof(*was));
	for (i = 0; i < n; i++) {
		was[i] = b->v[(size_t)t + i].in_comments;
		b->v[(size_t)t + i].in_comments = 1;
	}
	aside = tmpl_blk_scores(b);
	again = tmpl_blk_best(b, aside);
	if (b->v[again].in_comments || b->v[again].para < STORY_SURE)
		again = tmpl_blk_post_before(b, aside, t, head);
	if (again >= 0) {
		free(*sc);
		*sc = aside;
		best = again;
		/* the boxes that hold the thread and nothing else are
		 * comments too, no sibling of the post's to gather */
		for (a = b->v[t].parent; a >= 0 && b->v[a].text == b->v[t].text;
		     a = b->v[a].parent)
			b->v[a].in_comments = 1;
	} else {
		/* no story beside it: the page is the thread, as it was */
		for (i = 0; i < n; i++)
			b->v[(size_t)t + i].in_comments = was[i];
		free(aside);
	}
	free(was);
	return best;
}

/*
 * 1 if sibling block s of the body r belongs to the article too (a
 * deck, a closing paragraph, a story cut into paragraphs beside the
 * block that gathers most of them): a paragraph of prose, a block of one
 * paragraph (a <p>, or a <div> holding a line) of more than a line of
 * text with little link text (a quarter at most), or a shorter one
 * without links that ends a sentence.  Never comments, nor what the
 * markup says is no story (unless r is).
 */
static int
tmpl_blk_sibling(const struct tmpl_blks *b, int s, int r)
{
	const struct tmpl_blk *v = &b->v[s];

	if (v->in_comments || (v->in_aside && !b->v[r].in_aside) ||
	    v->text == 0)
		return 0;
	/* a box of paragraphs of prose (the post's lead before the box
	 * of its "more") that the tidy would keep */
	if (!v->single)
		return v->text > TMPL_SIBLING_LINE && v->link * 4 < v->text &&
		    tmpl_blk_paras(b, (size_t)s) && !tmpl_tidy_drops(v->node);
	if (v->text > TMPL_SIBLING_LINE)
		return v->link * 4 < v->text;
	return v->link == 0 && tmpl_blk_ends_sentence(v);
}

/* 1 if block i holds a line of plain prose: no picture (a figure's
 * caption is no line of the story, whatever its length) and nothing the
 * markup sets apart (a footer, comments, a box named as chrome). */
static int
tmpl_blk_plain(const struct tmpl_blks *b, size_t i)
{
	const struct tmpl_blk *v;
	size_t j;

	for (j = i; j < b->v[i].end; j++) {
		v = &b->v[j];
		if (v->in_aside || v->in_comments || v->named ||
		    picture_is_element(v->node))
			return 0;
	}
	return 1;
}

/*
 * 1 if what parent e holds beside block r is mostly more sections of the
 * same article: siblings of r's kind (same tag, a class word in common:
 * a story cut into sections around its pictures and quotes) or plain
 * paragraphs (a writer's own lines around the passage they quote): <p>s,
 * plain blocks of a line (tmpl_blk_plain()) that tmpl_blk_sibling()
 * would gather (a <div> a paragraph, as editors write them), and e's
 * own lines between <br>s; as rich in prose as stories are and outside
 * any comments.
 */
static int
tmpl_blk_sections(const struct tmpl_blks *b, int e, int r)
{
	const struct tmpl_blk *v, *c = &b->v[r];
	size_t i, like = 0, rest, kids = 0, kids_link = 0;

	for (i = (size_t)e + 1; i < b->v[e].end; i = v->end) {
		v = &b->v[i];
		kids += v->text;
		kids_link += v->link;
		if ((int)i == r || v->in_comments ||
		    v->link * 100 > v->text * 15)
			continue;
		/* an inline element is a piece of e's own lines */
		if (tmpl_blk_is_para(v) ||
		    ((!html_tag_is_block((const char *)v->node->name) ||
			 (v->single && tmpl_blk_sibling(b, (int)i, r))) &&
			tmpl_blk_plain(b, i)) ||
		    tmpl_same_section(v->node, c->node))
			like += v->text - v->link;
	}
	/* the text e holds outside any element: its lines */
	if (!b->v[e].in_comments)
		like += (b->v[e].text - kids) - (b->v[e].link - kids_link);
	rest = (b->v[e].text - b->v[e].link) - (c->text - c->link);
	return like > 0 && like * 10 >= rest * 8;
}

/*
 * The body r and those of its siblings that belong to the article
 * (tmpl_blk_sibling()) next to it, in the page's order, into out (at
 * most max); their parent alone when more than max do.  The story is
 * one stretch of the page: a sibling with text that does not belong ends
 * it on its side.  Return how many.
 */
static size_t
tmpl_blk_gather(const struct tmpl_blks *b, int r, xmlNodePtr *out, size_t max)
{
	const struct tmpl_blk *v;
	int p = b->v[r].parent;
	size_t i, n = 0, lo;

	if (max == 0)
		return 0;
	if (p < 0) {
		out[0] = b->v[r].node;
		return 1;
	}
	/* the first sibling of the stretch before r */
	for (lo = i = (size_t)p + 1; i < (size_t)r; i = v->end) {
		v = &b->v[i];
		if (v->text > 0 && !tmpl_blk_sibling(b, (int)i, r))
			lo = v->end;
	}
	for (i = lo; i < b->v[p].end; i = v->end) {
		v = &b->v[i];
		if ((int)i != r && !tmpl_blk_sibling(b, (int)i, r)) {
			if (i > (size_t)r && v->text > 0)
				break;
			continue;
		}
		if (n == max) {
			out[0] = b->v[p].node;
			return 1;
		}
		out[n++] = v->node;
	}
	return n;
}

/*
 * The body from block best (the block of the best score): best widened
 * while its parent adds little (METHODS.md section 5: text density and
 * link density), or the list it is one record of, with its siblings
 * that belong to the article, into out (at most max nodes, in the
 * page's order); how many.
 */
static size_t
tmpl_blk_take(const struct tmpl_blks *b, int best, xmlNodePtr *out, size_t max)
{
	double gb, ge;
	int e;

	gb = (double)(b->v[best].text - b->v[best].link);
	for (e = b->v[best].parent; e >= 0; e = b->v[e].parent) {
		ge = (double)(b->v[e].text - b->v[e].link);
		if ((ge > gb * 1.3 + 50 &&
			(tmpl_blk_records(b, best) != best ||
			    !tmpl_blk_sections(b, e, best))) ||
		    ge - 1.5 * (double)b->v[e].link <
			gb - 1.5 * (double)b->v[best].link)
			break;
		best = e;
		gb = ge;
	}
	e = tmpl_blk_records(b, best);
	if (e == best)
		e = tmpl_blk_posts(b, best);
	if (e == best)
		return tmpl_blk_gather(b, best, out, max);
	if (max == 0)
		return 0;
	out[0] = b->v[e].node;
	return 1;
}

/* The text bytes outside links that nodes[0..nn) hold, counted up to
 * a story's worth (STORY_SURE) each. */
static size_t
tmpl_took_text(xmlNodePtr *nodes, size_t nn)
{
	size_t i, k = 0;

	for (i = 0; i < nn; i++)
		k += html_node_text_len(nodes[i], STORY_SURE, 1);
	return k;
}

/* 1 if any of nodes[0..nn) holds n or stands in story (the box of the
 * headline's post). */
static int
tmpl_took_post(
    xmlNodePtr *nodes, size_t nn, const xmlNode *n, const xmlNode *story)
{
	size_t i;

	for (i = 0; i < nn; i++)
		if (html_node_holds(nodes[i], n) ||
		    html_node_holds(story, nodes[i]))
			return 1;
	return 0;
}

/*
 * With no teaser to go by (the template's XPath finds nothing on a page
 * of another layout, or a page of a host with no template), take the
 * block that gathers the most paragraph text, its own and half its
 * children's, widened while its parent adds little (METHODS.md section
 * 5: text density and link density), or the list it is one record of,
 * with its siblings that belong to the article (tmpl_blk_take()); when
 * that is less than a story's worth (STORY_SURE bytes outside links),
 * the post the page's headline head heads, if another block
 * (tmpl_blk_under_head(); head NULL: none known).  Fill out (at most
 * max nodes, in the page's order) and return how many, 0 when the page
 * has no text.  *top stays the block of the most paragraph text of its own,
 * which the guard compares a template's match with; *core the block of
 * the best score, before it is widened (the story's own, as the tidy
 * spares it).
 */
size_t
tmpl_guess_body(xmlDocPtr xml, xmlNodePtr *out, size_t max, xmlNodePtr *top,
    size_t *top_para, xmlNodePtr *core, xmlNodePtr head)
{
	struct tmpl_blks b = { NULL, 0, 0 };
	xmlNodePtr root, body, n, story;
	size_t i, nout;
	int best = 0, e;
	double *sc;

	*top = NULL;
	*top_para = 0;
	*core = NULL;
	if ((root = xmlDocGetRootElement(xml)) == NULL)
		return 0;
	if ((body = html_root_child(xml, "body")) == NULL)
		body = root;
	tmpl_blk_walk(&b, body, -1, 0, 0, 0);
	/* broken markup may leave the page's text beside the root */
	for (n = root->next; n != NULL; n = n->next)
		if (n->type == XML_ELEMENT_NODE)
			tmpl_blk_walk(&b, n, -1, 0, 0, 0);
	tmpl_blk_mark_named(&b);
	for (i = 0; i < b.n; i++)
		if (b.v[i].para > b.v[best].para && !b.v[i].in_comments)
			best = (int)i;
	*top = b.n > 0 ? b.v[best].node : NULL;
	*top_para = b.n > 0 ? b.v[best].para : 0;
	if (b.n == 0 || *top_para == 0) {
		free(b.v);
		return 0;
	}
	/* a block's own paragraphs and half its children's: text spread
	 * over the blocks of one story (lists, sections) beside a block
	 * of denser text elsewhere (a list of references) */
	sc = tmpl_blk_scores(&b);
	best = tmpl_blk_best(&b, sc);
	best = tmpl_blk_named_topic(&b, &sc, best, head);
	best = tmpl_blk_not_thread(&b, &sc, best, head);
	*core = b.v[best].node;
	nout = tmpl_blk_take(&b, best, out, max);
	/* no story's worth taken: the post the page's headline heads,
	 * when that is another block (a short post under a sidebar's
	 * blurb); most pages have the worth, and are spared the walk */
	if (head != NULL && tmpl_took_text(out, nout) < STORY_SURE &&
	    (e = tmpl_blk_under_head(&b, sc, head, &story)) >= 0 &&
	    !tmpl_took_post(out, nout, b.v[e].node, story)) {
		*core = b.v[e].node;
		nout = tmpl_blk_take(&b, e, out, max);
	}
	free(sc);
	free(b.v);
	return nout;
}

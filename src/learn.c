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
#include "teaser.h"
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
	const char *located_by; /* "teaser", "description", "title"... */
	int voted;              /* agrees with the chosen body XPath */
	int generic;            /* its teaser is the feed's, not its own */
	const char *teaser;     /* the feed's, else the page's description */
	char *feed_teaser;      /* the feed's description reduced to it */
	int page_teaser;        /* teaser is the page's own description */
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

static size_t learn_visible(const xmlChar *);
static void lpage_free(struct lpage *);
static int learn_same_record(xmlNodePtr, xmlNodePtr);
static struct tmpl *learn_layouts(const struct learn_sample *const *, size_t,
    struct tmpl *, int64_t **, size_t *, char **);
static void lpage_fingerprints(struct lpage *);
static void lpage_index(struct lpage *, const struct text_bag *, size_t);
static void lpage_teaser(struct lpage *);
static void learn_generic_teasers(struct lpage *, size_t);
static void learn_teasers(struct lpage *, size_t);
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
static void learn_boiler(
    struct lpage *, size_t, const struct text_bag *, struct tmpl *);
static void learn_title(struct lpage *, size_t, struct tmpl *);
static void learn_category(struct lpage *, size_t, struct tmpl *);

/* Learn one template from the pages ss[0..n) (all of them articles). */
static struct tmpl *
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
	for (i = 0; i < np; i++) {
		lpage_teaser(&pages[i]);
		lpage_index(&pages[i], common, np);
	}

	t = tmpl_new();
	if (learn_body(pages, np, t, voters, nvoters, cause) == -1) {
		tmpl_free(t);
		t = NULL;
		goto done;
	}
	learn_strip(pages, np, t);
	learn_strip_named(pages, np, t);
	learn_boiler(pages, np, common, t);
	learn_title(pages, np, t);
	learn_category(pages, np, t);
done:
	text_bag_free(common);
	for (i = 0; i < np; i++)
		lpage_free(&pages[i]);
	return t;
}

/*
 * Learn a template from n samples (METHODS.md sections 1 and 4).  Pages
 * that are not articles are left out.  When the pages fall into several
 * layouts and one template per layout agrees with more of them than one
 * template for all, the template holds a layout per cluster.  The caller
 * frees the template with tmpl_free() and *voters with free().
 */
struct tmpl *
learn_template(const struct learn_sample *samples, size_t n, int64_t **voters,
    size_t *nvoters, char **cause)
{
	const struct learn_sample *ss[LEARN_MAX_SAMPLES];
	struct tmpl *t;
	char *notart = NULL, *why;
	size_t i, np = 0;

	*voters = NULL;
	*nvoters = 0;
	for (i = 0; i < n && np < LEARN_MAX_SAMPLES; i++) {
		if (samples[i].doc == NULL)
			continue;
		/* pages that are not articles never vote */
		if (!learn_page_is_article(samples[i].doc, samples[i].title,
			samples[i].teaser, &why)) {
			log_debug("entry %lld: not an article: %s",
			    (long long)samples[i].entry_id, why);
			free(notart);
			notart = why;
			continue;
		}
		ss[np++] = &samples[i];
	}
	if (np == 0) {
		if (notart != NULL)
			xasprintf(
			    cause, "no sample page is an article (%s)", notart);
		else
			xasprintf(cause, "no sample page to learn from");
		free(notart);
		return NULL;
	}
	free(notart);
	t = learn_set(ss, np, voters, nvoters, cause);
	if (np >= 4)
		t = learn_layouts(ss, np, t, voters, nvoters, cause);
	return t;
}

/* ---- pages that are not articles ---- */

#define LEARN_PROSE_LINE 80 /* bytes of a block's own text: prose */
#define LEARN_PROSE_MIN 400 /* prose bytes of any article */
#define LEARN_EMPTY_MAX 150 /* non-link bytes of a near-empty page */

/* What a page's body is made of, in non-space bytes. */
struct lshape {
	size_t text;  /* all visible text */
	size_t link;  /* inside <a> */
	size_t listy; /* inside <li> or <a> */
	size_t prose; /* blocks with a line of their own text or more */
	int consent;  /* blocks speak of cookies and consent */
};

/* The own (inline) non-link text of a block, and the shape below it. */
static size_t
learn_shape_walk(
    xmlNodePtr n, struct lshape *sh, int in_a, int in_li, int depth)
{
	xmlNodePtr c;
	size_t own = 0, k;

	if (n->name[0] == 'a' && n->name[1] == '\0')
		in_a = 1;
	if (strcmp((const char *)n->name, "li") == 0)
		in_li = 1;
	for (c = n->children; c != NULL; c = c->next) {
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			k = learn_visible(c->content);
			sh->text += k;
			if (in_a)
				sh->link += k;
			if (in_a || in_li)
				sh->listy += k;
			if (!in_a)
				own += k;
			if (k > 0 && !sh->consent && !in_a &&
			    strcasestr((const char *)c->content, "cookie") !=
				NULL &&
			    (strcasestr((const char *)c->content, "consent") !=
				    NULL ||
				strcasestr((const char *)c->content,
				    "accept") != NULL))
				sh->consent = 1;
		} else if (c->type == XML_ELEMENT_NODE &&
		    depth < LEARN_MAX_DEPTH && !html_node_is_skipped(c)) {
			k = learn_shape_walk(c, sh, in_a, in_li, depth + 1);
			if (!html_tag_is_block((const char *)c->name))
				own += k; /* inline: part of my line */
		}
	}
	if (html_tag_is_block((const char *)n->name) || depth == 0) {
		if (own >= LEARN_PROSE_LINE)
			sh->prose += own;
		return 0;
	}
	return own;
}

/* 1 if a short text reads as an error message. */
static int
learn_error_text(const char *s)
{
	static const char *const words[] = { "404", "not found",
		"page not found", "error", "no longer available",
		"does not exist", "doesn't exist", "cannot be found",
		"could not be found", "page unavailable", "page missing",
		"nicht gefunden", "no encontrada", "introuvable", "non trovata",
		"niet gevonden", "не найдена", "找不到", "页面不存在",
		"見つかりません" };
	size_t i;

	if (s == NULL)
		return 0;
	for (i = 0; i < NELEM(words); i++)
		if (strcasestr(s, words[i]) != NULL)
			return 1;
	return 0;
}

static xmlNodePtr
learn_find_elem(xmlNodePtr n, const char *name, int depth)
{
	xmlNodePtr c, r;

	for (c = n->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE || depth > LEARN_MAX_DEPTH)
			continue;
		if (strcmp((const char *)c->name, name) == 0)
			return c;
		if ((r = learn_find_elem(c, name, depth + 1)) != NULL)
			return r;
	}
	return NULL;
}

int
learn_page_is_article(
    struct html_doc *doc, const char *title, const char *teaser, char **reason)
{
	xmlDocPtr xml = html_doc_xml(doc);
	xmlNodePtr root, h;
	struct lshape sh;
	char *all = NULL, *key = NULL, *tk = NULL, *head = NULL, *h1 = NULL;
	int has_title = 0, has_teaser = 0, asked = 0, is_error, nw;
	char *wk = NULL, *p;
	struct buf b;

	*reason = NULL;
	if ((root = xmlDocGetRootElement(xml)) == NULL) {
		xasprintf(reason, "near-empty page (no document)");
		return 0;
	}
	/* broken markup may leave elements beside the root */
	memset(&sh, 0, sizeof(sh));
	buf_init(&b);
	for (h = xml->children; h != NULL; h = h->next)
		if (h->type == XML_ELEMENT_NODE) {
			learn_shape_walk(h, &sh, 0, 0, 0);
			if (b.len > 0)
				buf_addc(&b, '\n');
			html_node_text(h, &b);
		}
	/* the entry's own traces: its title anywhere, its teaser's words */
	all = buf_detach(&b, NULL);
	if ((h = learn_find_elem(root, "title", 0)) != NULL)
		head = html_node_text_dup(h);
	if ((h = learn_find_elem(root, "h1", 0)) != NULL)
		h1 = html_node_text_dup(h);
	if (title != NULL && *(tk = text_key(title)) != '\0') {
		asked = 1;
		key = text_key(all);
		has_title = text_key_contains(key, tk);
		if (!has_title && head != NULL) {
			char *hk = text_key(head);

			has_title = text_key_contains(hk, tk);
			free(hk);
		}
	}
	/* the teaser's first words in a row (scattered words prove little) */
	if (teaser != NULL && *(wk = text_key(teaser)) != '\0') {
		asked = 1;
		for (p = wk, nw = 0; *p != '\0'; p++)
			if (*p == ' ' && ++nw == 8) {
				*p = '\0';
				break;
			}
		if (key == NULL)
			key = text_key(all);
		has_teaser = text_key_contains(key, wk);
	}
	free(wk);
	is_error = learn_error_text(head) || learn_error_text(h1);
	free(all);
	free(key);
	free(tk);

	if (sh.prose >= LEARN_PROSE_MIN && (!asked || has_title || has_teaser))
		;
	else if (is_error && !has_title && !has_teaser)
		xasprintf(reason, "error page: %.80s",
		    h1 != NULL && learn_error_text(h1) ? h1
			: head != NULL                 ? head
						       : "");
	else if (sh.consent && sh.prose < 3 * LEARN_PROSE_MIN && !has_title)
		xasprintf(reason, "consent wall");
	else if (sh.prose < LEARN_PROSE_MIN && sh.listy * 10 >= sh.text * 6 &&
	    sh.text >= 2 * LEARN_EMPTY_MAX && !has_title && !has_teaser)
		xasprintf(reason, "index or listing page");
	else if (sh.text - sh.link < LEARN_EMPTY_MAX && !has_title)
		xasprintf(reason, "near-empty page (%zu bytes of text)",
		    sh.text - sh.link);
	else if (asked && !has_title && !has_teaser &&
	    sh.prose < LEARN_PROSE_MIN)
		xasprintf(reason, "neither the entry's title nor its teaser");
	log_debug("%s: text %zu link %zu listy %zu prose %zu consent %d "
		  "title %d teaser %d error %d",
	    __func__, sh.text, sh.link, sh.listy, sh.prose, sh.consent,
	    has_title, has_teaser, is_error);
	free(head);
	free(h1);
	return *reason == NULL;
}

static void
lpage_free(struct lpage *pg)
{
	free(pg->nodes);
	free(pg->hits);
	free(pg->feed_teaser);
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

/* 1 if a page's teaser can locate its article: its own, more than the title. */
static int
lpage_teaser_usable(const struct lpage *pg)
{
	char *tk, *ttk;
	int ok;

	if (pg->teaser == NULL || pg->generic)
		return 0;
	tk = text_key(pg->teaser);
	ttk = text_key(pg->s->title);
	ok = *tk != '\0' && strcmp(tk, ttk) != 0;
	free(tk);
	free(ttk);
	return ok;
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

/* The distinct tokens of the teaser (METHODS.md: the word list W). */
static void
lpage_teaser(struct lpage *pg)
{
	struct text_bag *w;
	size_t i, c;
	uint64_t h;

	pg->nteaser = pg->teaser_total = 0;
	/* a teaser that is only the title locates nothing new */
	if (!lpage_teaser_usable(pg))
		return;
	w = text_bag_new(pg->teaser);
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
			/* readers quoting the teaser are no article */
			if (html_is_comments(pg->nodes[c].node))
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
lpage_worth(const struct lpage *pg, int e)
{
	const struct lnode *ln = &pg->nodes[e];
	double good, bad;

	good = (double)(ln->text - ln->link - ln->boiler);
	bad = (double)(ln->link + ln->boiler);
	return good - LEARN_CHROME_WEIGHT * bad;
}

/* Good text: neither link text nor boilerplate. */
static double
lpage_good(const struct lpage *pg, int e)
{
	const struct lnode *ln = &pg->nodes[e];

	return (double)(ln->text - ln->link - ln->boiler);
}

/*
 * 1 if the child of e holding d has a sibling of the same tag and class
 * with paragraph text of its own: the next page or section of one
 * article (a CMS writes each the same way), whatever its length.
 */
static int
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
				    html_is_comments(pg->nodes[j].node)) {
					j = (size_t)pg->nodes[j].end - 1;
					continue;
				}
				if (pg->nodes[j].para > rival)
					rival = pg->nodes[j].para;
			}
			if ((rival * 2 < pg->nodes[core].para &&
				!lpage_continued(pg, e, best)) ||
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
			/* an attribute too: og:title's @content */
			if (n->type != XML_ELEMENT_NODE &&
			    n->type != XML_ATTRIBUTE_NODE)
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
		if (nodes[i]->type == XML_ATTRIBUTE_NODE) {
			xmlChar *v = xmlNodeGetContent(nodes[i]);

			buf_adds(&b, v != NULL ? (const char *)v : "");
			xmlFree(v);
		} else
			html_node_text(nodes[i], &b);
	}
	return buf_detach(&b, NULL);
}

#define LEARN_DENSE_MIN 200 /* paragraph text a body holds at least */

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

/* ---- body ---- */

static int
learn_body(struct lpage *pages, size_t np, struct tmpl *t, int64_t **voters,
    size_t *nvoters, char **cause)
{
	struct lcands *cs;
	struct lcand *best;
	size_t i, k, nlocated = 0, nteaser = 0, ndesc = 0, ntitle = 0;
	const char *method;
	char *s;
	double f;
	int guard;

	for (i = 0; i < np; i++) {
		struct lpage *pg = &pages[i];

		if ((pg->seed = lpage_descend(pg)) != -1) {
			pg->located_by =
			    pg->page_teaser ? "description" : "teaser";
			if (pg->page_teaser)
				ndesc++;
			else
				nteaser++;
		}
	}
	for (i = 0; i < np; i++) {
		struct lpage *pg = &pages[i];

		/* no teaser here: start from the headline instead */
		if (pg->seed == -1 && (pg->seed = lpage_title_node(pg)) != -1) {
			pg->located_by = "title";
			ntitle++;
		}
		/*
		 * nor a headline: the block gathering the most paragraph
		 * text that the other pages do not share (METHODS.md
		 * section 3, a diff of the feed's pages), or on a page
		 * alone the densest one (section 5)
		 */
		if (pg->seed == -1 && (pg->seed = lpage_densest(pg)) != -1)
			pg->located_by = np > 1 ? "diff" : "density";
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
		    "pages, nor their titles, nor any paragraph text",
		    np);
		return -1;
	}

	cs = xcalloc(1, sizeof(*cs));
	for (i = 0; i < np; i++) {
		const struct lpage *pg = &pages[i];
		int e;

		if (pg->chosen == -1)
			continue;
		learn_xpath_forms(pg->nodes[pg->chosen].node, cs, 0);
		/*
		 * and the ancestors holding no more text: the same body,
		 * by a path that still holds when a page puts the article
		 * in another paragraph or section
		 */
		for (e = pg->nodes[pg->chosen].parent;
		     e >= 0 && pg->nodes[e].text == pg->nodes[pg->chosen].text;
		     e = pg->nodes[e].parent)
			learn_xpath_forms(pg->nodes[e].node, cs, 0);
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
			c->score += text_f1(b, pages[i].ref);
			text_bag_free(b);
			free(s);
		}
	}
	best = lcands_best(cs);
	tmpl_set_body_xpath(t, best->xpath);
	method = nteaser > 0 ? "teaser"
	    : ndesc > 0      ? "description"
	    : ntitle > 0     ? "title"
	    : np > 1         ? "diff"
			     : "density";
	tmpl_set_field_method(t, TMPL_BODY, method);
	tmpl_set_method(t, method);

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
 * The nodes strip candidate xpath (".//...") selects inside the body the
 * template finds on pg, into sel; more than LEARN_MAX_MATCH when too many.
 */
static size_t
learn_select_strip(struct lpage *pg, const struct tmpl *t, const char *xpath,
    struct buf *b, xmlNodePtr *sel)
{
	buf_reset(b);
	buf_printf(b, "(%s)%s", tmpl_body_xpath(t), xpath + 1);
	return learn_select(pg->xml, b->data, sel, LEARN_MAX_MATCH);
}

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
			ns = learn_select_strip(pg, t, cs->v[k].xpath, &b, sel);
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
 * 1 if a name part names reader comments or their container: "comment",
 * "comments", "commentlist", "comment_area"...  Other words that start
 * so ("commenting", "commentary") are not the comments themselves.
 */
static int
learn_comment_part(const char *part)
{
	static const char *const holder[] = { "", "list", "block", "area",
		"box", "section", "thread", "wrap", "wrapper", "container",
		"body", "text", "content" };
	const char *rest;
	size_t i;

	if (strncasecmp(part, "comment", 7) != 0)
		return 0;
	rest = part + 7;
	if (*rest == 's' || *rest == 'S')
		rest++;
	for (i = 0; i < NELEM(holder); i++)
		if (strcasecmp(rest, holder[i]) == 0)
			return 1;
	return 0;
}

/*
 * Chrome named as such: the words Readability and boilerpipe look for in
 * id and class names (comments, share bars, related and promoted links,
 * advertising, tag clouds, captions, drop-down menus and pop-ups).  A word
 * of 5 letters or more matches inside a name part; the short ones must be
 * a whole part ("ad", "tags"; "YahooAds" has the parts "Yahoo" and "Ads").
 */
static const char *
learn_chrome_word(const char *name)
{
	static const char *const inside[] = { "share", "sharing", "social",
		"related", "promo", "sponsor", "advert", "newsletter",
		"subscribe", "tagcloud", "outbrain", "taboola", "gallery",
		"slideshow", "carousel", "comments", "disqus", "respond",
		"caption", "dropdown", "popup", "modal" };
	static const char *const whole[] = { "ad", "ads", "tags", "banner" };
	char part[48];
	const char *p, *e;
	size_t i, n;

	for (i = 0; i < NELEM(inside); i++)
		if (strcasestr(name, inside[i]) != NULL)
			return inside[i];
	for (p = name; *p != '\0';
	     p = *e == '\0' || isupper((unsigned char)*e) ? e : e + 1) {
		/* parts end at '-', '_', ' ' or a camelCase hump */
		for (e = p; *e != '\0' && *e != '-' && *e != '_' && *e != ' ';
		     e++)
			if (e > p && islower((unsigned char)e[-1]) &&
			    isupper((unsigned char)*e))
				break;
		if ((n = (size_t)(e - p)) == 0 || n >= sizeof(part))
			continue;
		memcpy(part, p, n);
		part[n] = '\0';
		for (i = 0; i < NELEM(whole); i++)
			if (strcasecmp(part, whole[i]) == 0)
				return whole[i];
		if (learn_comment_part(part))
			return "comment";
	}
	return NULL;
}

/* The XPath step selecting n by its chrome-named id or class token. */
/*
 * 1 for an id a server framework generates from the page's structure
 * (ASP.NET's "ctl00_Center_item1_Ads"): short digit runs, no quotes, no
 * hash, not too long.
 */
static int
learn_generated_id(const char *s)
{
	size_t n = strlen(s), run = 0, i;

	if (n == 0 || n > 64 || strpbrk(s, "'\" ") != NULL ||
	    learn_hashlike(s))
		return 0;
	for (i = 0; i < n; i++)
		if (!isdigit((unsigned char)s[i]))
			run = 0;
		else if (++run >= 4)
			return 0;
	return 1;
}

static int
learn_chrome_pred(xmlNodePtr n, struct buf *b)
{
	const char *id, *cls, *p, *e;
	char tok[48];
	size_t len;

	/* HTML5 says so: tangential content, navigation, a footer */
	if (strcmp((const char *)n->name, "aside") == 0 ||
	    strcmp((const char *)n->name, "nav") == 0 ||
	    strcmp((const char *)n->name, "footer") == 0) {
		buf_printf(b, ".//%s", (const char *)n->name);
		return 0;
	}
	/*
	 * An id the chrome test keeps on every sample page is stable enough
	 * even when generated ("ctl00_Main_YahooAds"); only per-page
	 * counters and hashes are not.
	 */
	if ((id = learn_attr(n, "id")) != NULL &&
	    (learn_stable(id) || learn_generated_id(id)) &&
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

static int
learn_cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
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
			ns = learn_select_strip(pg, t, cs->v[k].xpath, &b, sel);
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
				    learn_holds(
					sel[m], pg->nodes[pg->seed].node))
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

/* Fingerprints of the text nodes below n recurring on other pages. */
static void
learn_boiler_walk(xmlNodePtr n, const struct text_bag *common,
    struct text_bag *mine, int depth)
{
	xmlNodePtr c;
	uint64_t h;

	for (c = n->children; c != NULL; c = c->next) {
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			h = text_fingerprint((const char *)c->content,
			    strlen((const char *)c->content));
			if (h != 0 && text_bag_count(common, h) >= 2 &&
			    text_bag_count(mine, h) == 0)
				text_bag_add_hash(mine, h, 1);
		} else if (c->type == XML_ELEMENT_NODE &&
		    depth < LEARN_MAX_DEPTH && !html_node_is_skipped(c))
			learn_boiler_walk(c, common, mine, depth + 1);
	}
}

/*
 * Text that recurs inside the body on several sample pages is the
 * feed's boilerplate, not the article (METHODS.md section 3): its
 * fingerprints go into the template, which drops such text nodes.
 */
static void
learn_boiler(struct lpage *pages, size_t np, const struct text_bag *common,
    struct tmpl *t)
{
	xmlNodePtr body[LEARN_MAX_MATCH];
	struct text_bag *seen, *mine;
	size_t i, j, k, nb, c;
	uint64_t h;

	if (np < 2)
		return;
	seen = text_bag_new(NULL);
	for (i = 0; i < np; i++) {
		nb = learn_select(
		    pages[i].xml, tmpl_body_xpath(t), body, LEARN_MAX_MATCH);
		if (nb == 0 || nb > LEARN_MAX_MATCH)
			continue;
		mine = text_bag_new(NULL);
		for (j = 0; j < nb; j++)
			learn_boiler_walk(body[j], common, mine, 0);
		for (k = 0; k < text_bag_size(mine); k++)
			if ((h = text_bag_key(mine, k, NULL)) != 0)
				text_bag_add_hash(seen, h, 1);
		text_bag_free(mine);
	}
	for (k = 0; k < text_bag_size(seen); k++)
		if ((h = text_bag_key(seen, k, &c)) != 0 && c >= 2 &&
		    c * 5 >= np * 4 && tmpl_add_body_boiler(t, h) == -1)
			break;
	text_bag_free(seen);
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

/*
 * Whether a page's category text names a feed category: the same words,
 * case, punctuation and the separators around a label aside ("Law &
 * Disorder" is "LAW & DISORDER -").
 */
static int
learn_same_category(const char *got, const char *cat)
{
	char *a, *b;
	int same;

	if (got == NULL || cat == NULL)
		return 0;
	a = text_key(got);
	b = text_key(cat);
	same = *a != '\0' && strcmp(a, b) == 0;
	free(a);
	free(b);
	return same;
}

/*
 * Candidates from the publisher's own metadata: a <meta> whose content
 * is the category (article:section, a section or category meta), read by
 * its property, name or itemprop.  Ranked after the visible elements.
 */
static void
learn_category_metas(xmlNodePtr n, const char *ck, struct lcands *cs,
    int depth)
{
	static const char *const keys[] = { "property", "name", "itemprop" };
	const char *v;
	char *key;
	struct buf b;
	size_t i;

	for (; n != NULL; n = n->next) {
		if (n->type != XML_ELEMENT_NODE)
			continue;
		if (strcasecmp((const char *)n->name, "meta") != 0) {
			if (depth < 3)
				learn_category_metas(
				    n->children, ck, cs, depth + 1);
			continue;
		}
		if ((v = learn_attr(n, "content")) == NULL)
			continue;
		key = text_key(v);
		if (strcmp(key, ck) == 0) {
			buf_init(&b);
			for (i = 0; i < NELEM(keys); i++) {
				if ((v = learn_attr(n, keys[i])) == NULL ||
				    *v == '\0' || strchr(v, '\'') != NULL)
					continue;
				buf_reset(&b);
				buf_printf(&b, "//meta[@%s='%s']/@content",
				    keys[i], v);
				lcands_add(cs, b.data, NULL, NULL, 30);
				break;
			}
			buf_free(&b);
		}
		free(key);
	}
}

/*
 * How well a category XPath does on the samples.  A page counts when the
 * first text found names one of its entry's categories, the more so the
 * fewer other texts come with it: a menu listing every section names the
 * page's too, but a label names it alone.
 */
static double
learn_category_score(struct lpage *pages, size_t np, struct tmpl *probe,
    const char *xpath)
{
	size_t i, c, g, ng, named;
	double score = 0;
	char **got;
	int first;

	tmpl_set_category_xpath(probe, xpath);
	for (i = 0; i < np; i++) {
		if (pages[i].s->ncategories == 0 ||
		    (ng = tmpl_apply_categories(
			 probe, pages[i].s->doc, &got)) == 0)
			continue;
		for (g = 0, named = 0, first = 0; g < ng; g++) {
			for (c = 0; c < pages[i].s->ncategories; c++)
				if (learn_same_category(
					got[g], pages[i].s->categories[c]))
					break;
			if (c < pages[i].s->ncategories) {
				named++;
				first |= g == 0;
			}
			free(got[g]);
		}
		free(got);
		if (first)
			score += 0.5 + 0.5 * (double)named / (double)ng;
	}
	return score;
}

/*
 * Pages of two kinds (an article and a blog post of one feed) may show
 * their category in two places: the best XPath joined with the candidate
 * that brings the most pages more, when one brings a whole page more.
 * NULL when none does; else the caller frees it.
 */
static char *
learn_category_union(struct lpage *pages, size_t np, struct tmpl *probe,
    struct lcands *cs, const struct lcand *best)
{
	char *xp, *out = NULL;
	double s, top = best->score + 1 - 1e-9;
	size_t i, k, with = 0;

	/* no union can do better than every page right, alone */
	for (i = 0; i < np; i++)
		with += pages[i].s->ncategories > 0;
	if (top > (double)with)
		return NULL;
	for (k = 0; k < cs->n; k++) {
		if (&cs->v[k] == best || cs->v[k].score < 1 - 1e-9)
			continue;
		xasprintf(&xp, "%s | %s", best->xpath, cs->v[k].xpath);
		/* a stored template's XPaths are bounded */
		if (!tmpl_xpath_valid(xp)) {
			free(xp);
			continue;
		}
		if ((s = learn_category_score(pages, np, probe, xp)) > top) {
			free(out);
			out = xp;
			top = s;
		} else
			free(xp);
	}
	return out;
}

static void
learn_category(struct lpage *pages, size_t np, struct tmpl *t)
{
	struct lcands *cs;
	struct lcand *best;
	struct tmpl *probe;
	size_t i, k, c, with = 0;
	int e;
	char *union_xp;

	cs = xcalloc(1, sizeof(*cs));
	for (i = 0; i < np; i++) {
		struct lpage *pg = &pages[i];

		if (pg->s->ncategories == 0)
			continue;
		with++;
		for (c = 0; c < pg->s->ncategories && c < 8; c++) {
			char *ck = text_key(pg->s->categories[c]);
			size_t cl = strlen(ck);

			if (cl > 0)
				learn_category_metas(
				    xmlDocGetRootElement(pg->xml), ck, cs, 0);

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
	for (k = 0; k < cs->n; k++)
		cs->v[k].score = learn_category_score(
		    pages, np, probe, cs->v[k].xpath);
	best = lcands_best(cs);
	if (best != NULL && best->score >= (with >= 2 ? 2 : 1)) {
		union_xp = learn_category_union(pages, np, probe, cs, best);
		tmpl_set_category_xpath(
		    t, union_xp != NULL ? union_xp : best->xpath);
		tmpl_set_field_method(t, TMPL_CATEGORY, "category-match");
		free(union_xp);
	}
	tmpl_free(probe);
	lcands_free(cs);
	free(cs);
}

/* ---- several layouts (METHODS.md section 4) ---- */

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

/* 1 if two sibling elements are records of one loop: same tag, same
 * class. */
static int
learn_same_record(xmlNodePtr a, xmlNodePtr b)
{
	const char *ca, *cb;

	if (strcmp((const char *)a->name, (const char *)b->name) != 0)
		return 0;
	ca = learn_attr(a, "class");
	cb = learn_attr(b, "class");
	if (ca == NULL || cb == NULL)
		return ca == cb;
	return strcmp(ca, cb) == 0;
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

/*
 * Learn a template per layout cluster with two pages or more; keep them
 * (one template holding a layout per cluster) when they agree with more
 * pages than the one template t learned from all the pages.
 */
static struct tmpl *
learn_layouts(const struct learn_sample *const *ss, size_t n, struct tmpl *t,
    int64_t **voters, size_t *nvoters, char **cause)
{
	const struct learn_sample *sub[LEARN_MAX_SAMPLES];
	struct tmpl *lt[LEARN_MAX_SAMPLES], *multi = NULL;
	int64_t *lv[LEARN_MAX_SAMPLES], *all;
	size_t nlv[LEARN_MAX_SAMPLES], size[LEARN_MAX_SAMPLES];
	size_t nc, i, j, k, nsub, nbig = 0, total = 0, nall = 0;
	size_t nfeat[LEARN_MAX_SAMPLES];
	uint64_t *feat[LEARN_MAX_SAMPLES];
	int cl[LEARN_MAX_SAMPLES], order[LEARN_MAX_SAMPLES];
	int big[LEARN_MAX_SAMPLES], signed_all = 0;
	const uint64_t *sig;
	char *why;

	nc = learn_cluster(ss, n, cl);
	if (nc < 2)
		return t;
	memset(size, 0, sizeof(size));
	for (i = 0; i < n; i++)
		size[cl[i]]++;
	/* clusters of two pages or more, the largest first */
	for (i = 0; i < n; i++)
		if (size[i] >= 2)
			order[nbig++] = (int)i;
	for (i = 1; i < nbig; i++)
		for (j = i; j > 0 && size[order[j]] > size[order[j - 1]]; j--) {
			int x = order[j];

			order[j] = order[j - 1];
			order[j - 1] = x;
		}
	if (nbig < 2)
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
	if (total > (t != NULL ? *nvoters : 0) && lt[0] != NULL) {
		/* pages of small clusters sign no layout but stay apart */
		for (i = 0; i < n; i++) {
			big[i] = -1;
			for (k = 0; k < nbig; k++)
				if (cl[i] == order[k] && lt[k] != NULL)
					big[i] = order[k];
			feat[i] = xcalloc(TMPL_MAX_FEATURES, sizeof(uint64_t));
			nfeat[i] = tmpl_features(
			    ss[i]->doc, feat[i], TMPL_MAX_FEATURES);
		}
		signed_all = 1;
		for (k = 0; k < nbig; k++) {
			if (lt[k] == NULL)
				continue;
			learn_signature(lt[k], feat, nfeat, big, n, order[k]);
			if (tmpl_signature(lt[k], &sig) == 0)
				signed_all = 0;
		}
		for (i = 0; i < n; i++)
			free(feat[i]);
	}
	if (signed_all) {
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
		t = multi;
	}
	for (k = 0; k < nbig; k++) {
		tmpl_free(lt[k]);
		free(lv[k]);
	}
	return t;
}

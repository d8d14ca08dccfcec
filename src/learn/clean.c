/* SPDX-License-Identifier: ISC */
/*
 * clean: the chrome inside a learned body (METHODS.md sections 2, 3 and
 * 5), turned into the template's strip XPaths and boilerplate
 * fingerprints: blocks holding only text recurring on other sample pages,
 * blocks named as chrome (comments, share bars, related links) that hold
 * none of the article, and text nodes repeated across the feed's pages.
 */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/tree.h>

#include "generalise.h"
#include "html.h"
#include "learn_int.h"
#include "lpage.h"
#include "picture.h"
#include "story.h"
#include "text.h"
#include "tmpl.h"
#include "util.h"

/* What a strip XPath takes of a caption's box that shows the story's
 * picture: its text, the picture stays. */
#define LEARN_TEXT_ONLY "//text()[normalize-space()]"

/* Boxes of a chrome-like name that hold the story, a paragraph each. */
#define LEARN_NAMED_RUN 3

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

/* 1 if element n lies inside one of the body's nb matches. */
static int
learn_inside(xmlNodePtr n, xmlNodePtr *body, size_t nb)
{
	xmlNodePtr p;
	size_t j;

	for (j = 0; j < nb; j++)
		for (p = n->parent; p != NULL; p = p->parent)
			if (p == body[j])
				return 1;
	return 0;
}

/* Candidates: the outermost blocks inside the body holding only
 * recurring or link text, by their id and by their class, none in a
 * comment thread its structure shows (lpage_threads()). */
static void
learn_strip_cands(
    struct lpage *pages, size_t np, const struct tmpl *t, struct lcands *cs)
{
	xmlNodePtr body[LEARN_MAX_MATCH];
	struct buf b;
	const unsigned char *in;
	size_t i, nb;
	int e, kind;

	buf_init(&b);
	for (i = 0; i < np; i++) {
		struct lpage *pg = &pages[i];

		nb = learn_select(
		    pg->xml, tmpl_body_xpath(t), body, LEARN_MAX_MATCH);
		if (nb == 0 || nb > LEARN_MAX_MATCH)
			continue;
		/* a comment's author line is a link and a name recurring
		 * on other pages, and the comments rules need it */
		in = lpage_story_threads(pg);
		for (e = 0; e < (int)pg->nnodes; e++) {
			const struct lnode *ln = &pg->nodes[e];

			if (in[e]) {
				e = ln->end - 1;
				continue;
			}
			if (ln->text == 0 || ln->boiler + ln->link < ln->text ||
			    ln->boiler == 0 ||
			    !html_tag_is_block((const char *)ln->node->name))
				continue;
			if (!learn_inside(ln->node, body, nb))
				continue;
			for (kind = 0; kind < 2; kind++) {
				buf_reset(&b);
				buf_adds(&b, ".//");
				learn_name_test(
				    &b, (const char *)ln->node->name);
				if (learn_pred(ln->node, kind, &b) == 0)
					lcands_add(cs, b.data, NULL, NULL, 0);
			}
			/* its descendants are covered */
			e = ln->end - 1;
		}
	}
	buf_free(&b);
}

/* Pages where candidate xpath selects something, or -1 when on some page
 * it selects too much or text that is not chrome. */
static int
learn_strip_hits(struct lpage *pages, size_t np, const struct tmpl *t,
    const char *xpath, struct buf *b)
{
	xmlNodePtr body[LEARN_MAX_MATCH], sel[LEARN_MAX_MATCH];
	size_t i, nb, ns, m;
	int pages_hit = 0, bad = 0;

	for (i = 0; i < np && !bad; i++) {
		struct lpage *pg = &pages[i];

		nb = learn_select(
		    pg->xml, tmpl_body_xpath(t), body, LEARN_MAX_MATCH);
		if (nb == 0 || nb > LEARN_MAX_MATCH)
			continue;
		ns = learn_select_strip(pg, t, xpath, b, sel);
		if (ns > LEARN_MAX_MATCH)
			return -1;
		if (ns > 0)
			pages_hit++;
		for (m = 0; m < ns; m++) {
			int idx = lpage_find(pg, sel[m]);

			if (idx == -1)
				continue;
			if (pg->nodes[idx].text >
			    pg->nodes[idx].boiler + pg->nodes[idx].link + 8)
				bad = 1;
		}
	}
	return bad ? -1 : pages_hit;
}

/*
 * Blocks inside the body that hold only text recurring on other sample
 * pages (share bars, "related" headers, disclaimers) become strip XPaths
 * when they have a stable id or class and never hold unique text.
 */
void
learn_strip(struct lpage *pages, size_t np, struct tmpl *t)
{
	struct lcands *cs;
	struct buf b;
	size_t k;

	if (np < 2)
		return;
	cs = xcalloc(1, sizeof(*cs));
	learn_strip_cands(pages, np, t, cs);
	/* keep those that select only chrome, on at least two pages */
	buf_init(&b);
	for (k = 0; k < cs->n; k++)
		if (learn_strip_hits(pages, np, t, cs->v[k].xpath, &b) >= 2)
			tmpl_add_body_strip(t, cs->v[k].xpath);
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
		"tagcloud", "outbrain", "taboola", "gallery", "slideshow",
		"carousel", "comments", "disqus", "respond", "caption",
		"dropdown", "popup", "modal" };
	static const char *const whole[] = { "ad", "ads", "tags", "banner" };
	char part[48];
	const char *p, *e;
	size_t i, n;

	for (i = 0; i < NELEM(inside); i++)
		if (strcasestr(name, inside[i]) != NULL)
			return inside[i];
	/* an offer to subscribe, not the story kept for the subscribers */
	if (html_names_subscribe(name))
		return "subscribe";
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

/*
 * 1 for an id a server framework generates from the page's structure
 * (ASP.NET's "ctl00_Center_item1_Ads"): short digit runs, no quotes, no
 * hash, not too long.
 */
static int
learn_generated_id(const char *s)
{
	size_t n = strlen(s), run = 0, i;

	if (n == 0 || n > 64 || strpbrk(s, "'\" ") != NULL || learn_hashlike(s))
		return 0;
	for (i = 0; i < n; i++)
		if (!isdigit((unsigned char)s[i]))
			run = 0;
		else if (++run >= 4)
			return 0;
	return 1;
}

/*
 * The XPath step selecting n by its chrome-named id or class token into
 * b: 0, or 1 for a caption's box that shows the story's picture too
 * ("wp-caption" on a <figure>), of which only the text is chrome; -1
 * when n is not named so.
 */
static int
learn_chrome_pred(xmlNodePtr n, struct buf *b)
{
	const char *id, *cls, *w = NULL;
	char tok[48];

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
	    (w = learn_chrome_word(id)) != NULL) {
		buf_adds(b, ".//");
		learn_name_test(b, (const char *)n->name);
		buf_printf(b, "[@id='%s']", id);
	} else if ((cls = learn_attr(n, "class")) == NULL)
		return -1;
	else
		while (w == NULL && learn_class_next(&cls, tok, sizeof(tok))) {
			if (!learn_stable(tok) ||
			    (w = learn_chrome_word(tok)) == NULL)
				continue;
			buf_adds(b, ".//");
			learn_name_test(b, (const char *)n->name);
			buf_printf(b,
			    "[contains(concat(' ',normalize-space(@class),' "
			    "'),' %s ')]",
			    tok);
		}
	if (w == NULL)
		return -1;
	return strcmp(w, "caption") == 0 && picture_shows(n);
}

/* 1 if node n is text a reader sees. */
static int
learn_text_shown(const xmlNode *n)
{
	return n != NULL && n->type == XML_TEXT_NODE && n->content != NULL &&
	    text_visible((const char *)n->content) > 0;
}

/* 1 if element n stands inside a sentence: no block, with text on both
 * sides of it ("duke (<a class="figpopup">Table 1</a>)!", PubMed
 * Central's link to a table): taking it out would cut the sentence,
 * whatever a word of its name says. */
static int
learn_in_sentence(const xmlNode *n)
{
	return !html_tag_is_block((const char *)n->name) &&
	    learn_text_shown(n->prev) && learn_text_shown(n->next);
}

/* Candidates: the outermost elements inside each page's body whose
 * name (tag, id or class) says chrome. */
static void
learn_named_cands(
    struct lpage *pages, size_t np, const struct tmpl *t, struct lcands *cs)
{
	xmlNodePtr body[LEARN_MAX_MATCH];
	struct buf b;
	size_t i, j, nb;
	int e, idx, kind;

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
				    (kind = learn_chrome_pred(
					 pg->nodes[e].node, &b)) == -1)
					continue;
				lcands_add(cs, b.data, NULL,
				    kind == 1 ? LEARN_TEXT_ONLY : NULL, 0);
				e = pg->nodes[e].end - 1;
			}
		}
	}
	buf_free(&b);
}

/* Good text of body element bi that comes before its element e, in
 * document order: the subtrees from e to bi's end are what follows. */
static double
learn_good_before(const struct lpage *pg, int bi, int e)
{
	double after = 0;
	int k;

	for (k = e; k < pg->nodes[bi].end; k = pg->nodes[k].end)
		after += lpage_good(pg, k);
	return lpage_good(pg, bi) - after;
}

/*
 * On one page, whether stripping what xpath selects would cut into the
 * article (-1, too: it selects too much), or into a sentence of it
 * (learn_in_sentence()); else *hit when it selects and
 * the page can tell.  With no teaser (the headline located the body), a
 * match after the story's lead (STORY_LEAD bytes of the body's text) is
 * no share of the story, as a teaser staying would have shown; a page
 * where the matches still take more than half the body (a post of a
 * line over a list of related posts) cannot tell and abstains.
 */
static int
learn_named_bad(struct lpage *pg, const struct tmpl *t, const char *xpath,
    struct buf *b, int *hit)
{
	xmlNodePtr body[LEARN_MAX_MATCH], sel[LEARN_MAX_MATCH];
	size_t j, nb, ns, m, gone = 0, took = 0, all = 0;
	int idx, bad = 0, mine = 0;

	nb = learn_select(pg->xml, tmpl_body_xpath(t), body, LEARN_MAX_MATCH);
	if (nb == 0 || nb > LEARN_MAX_MATCH)
		return 0;
	for (j = 0; j < nb; j++)
		if ((idx = lpage_find(pg, body[j])) != -1)
			all += (size_t)lpage_good(pg, idx);
	ns = learn_select_strip(pg, t, xpath, b, sel);
	if (ns > LEARN_MAX_MATCH)
		return 1;
	for (m = 0; m < ns && !bad; m++) {
		int bi = -1;

		if ((idx = lpage_find(pg, sel[m])) == -1)
			continue;
		for (j = 0; j < nb && bi == -1; j++)
			if (html_node_holds(body[j], sel[m]))
				bi = lpage_find(pg, body[j]);
		if ((pg->seed != -1 &&
			html_node_holds(sel[m], pg->nodes[pg->seed].node)) ||
		    learn_in_sentence(sel[m]))
			bad = 1;
		/* the body keeps its share of the teaser */
		if (pg->nteaser > 0 && bi != -1 &&
		    lpage_cov_less(pg, bi, idx) < 0.9 * lpage_cov(pg, bi))
			bad = 1;
		if (pg->nteaser > 0 || bi == -1 ||
		    learn_good_before(pg, bi, idx) < STORY_LEAD)
			gone += (size_t)lpage_good(pg, idx);
		took += (size_t)lpage_good(pg, idx);
		mine = 1;
	}
	/* most of a body no teaser located, or its lead: this page cannot
	 * tell, and abstains (neither sees the block nor speaks against
	 * it); so do boxes of the name, LEARN_NAMED_RUN or more, holding
	 * most of the body after its lead: one box a paragraph, they are
	 * the story's own, whatever a word in their name says */
	if ((gone * 2 > all || (ns >= LEARN_NAMED_RUN && took * 2 > all)) &&
	    pg->nteaser == 0)
		return bad;
	if (mine)
		*hit = 1;
	return bad;
}

/* 1 if candidate k strips whole the boxes another candidate strips
 * the text of (they showed the story's picture on some sample). */
static int
learn_named_twin(const struct lcands *cs, size_t k)
{
	size_t j;

	if (cs->v[k].suffix != NULL)
		return 0;
	for (j = 0; j < cs->n; j++)
		if (cs->v[j].suffix != NULL &&
		    strcmp(cs->v[j].xpath, cs->v[k].xpath) == 0)
			return 1;
	return 0;
}

/*
 * Blocks inside the body named as chrome (METHODS.md sections 2 and 5:
 * comments, share bars, related articles, tag clouds) become strip
 * XPaths when, on every sample, they hold none of the teaser nor the
 * block the body was found by, and, with no teaser, leave most of the
 * body's text or follow the story's lead: a sample where they do
 * neither abstains, and one sample at least must see them.  A caption's
 * box that shows the story's picture loses its text only.
 */
void
learn_strip_named(struct lpage *pages, size_t np, struct tmpl *t)
{
	struct lcands *cs;
	struct buf b;
	size_t i, k;

	cs = xcalloc(1, sizeof(*cs));
	learn_named_cands(pages, np, t, cs);
	buf_init(&b);
	for (k = 0; k < cs->n && tmpl_body_strip_count(t) < TMPL_MAX_STRIP;
	     k++) {
		int bad = 0, hit = 0;

		for (i = 0; i < np && !bad; i++)
			if (pages[i].chosen != -1)
				bad = learn_named_bad(
				    &pages[i], t, cs->v[k].xpath, &b, &hit);
		if (bad || !hit || learn_named_twin(cs, k))
			continue;
		buf_reset(&b);
		buf_adds(&b, cs->v[k].xpath);
		if (cs->v[k].suffix != NULL)
			buf_adds(&b, cs->v[k].suffix);
		tmpl_add_body_strip(t, b.data);
	}
	buf_free(&b);
	lcands_free(cs);
	free(cs);
}

/* The pictures below n into bag fps, by their keys (picture_key()),
 * once each. */
static void
learn_picture_walk(xmlNodePtr n, struct text_bag *fps, int depth)
{
	xmlNodePtr c;
	uint64_t h;

	for (c = n->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c))
			continue;
		if (strcmp((const char *)c->name, "img") == 0) {
			if ((h = picture_key(c)) != 0 &&
			    text_bag_count(fps, h) == 0)
				text_bag_add_hash(fps, h, 1);
		} else if (depth < LEARN_MAX_DEPTH)
			learn_picture_walk(c, fps, depth + 1);
	}
}

/*
 * Text that recurs inside the body on several sample pages is the
 * feed's boilerplate, not the article (METHODS.md section 3): its
 * fingerprints go into the template, which drops such text nodes.  So
 * do pictures that recur so (a share button, a print icon, the
 * masthead's logo), by the keys of their addresses.
 */
void
learn_boiler(struct lpage *pages, size_t np, struct tmpl *t)
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
		for (j = 0; j < nb; j++) {
			learn_fp_walk(body[j], mine, NULL, 1, 0);
			learn_picture_walk(body[j], mine, 0);
		}
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

/* SPDX-License-Identifier: ISC */
/*
 * gallery: a photo gallery's story, its intro and every caption in order
 * (gallery.h; METHODS.md section 5).  A slide is known by its structure:
 * one to three pictures and a caption of the slide's own words, not a
 * link's (a teaser card's headline is a link: a grid of cards is no
 * gallery).  Names ("gallery", "slide") play no part.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/tree.h>

#include "comments.h"
#include "gallery.h"
#include "html.h"
#include "links.h"
#include "picture.h"
#include "story.h"
#include "util.h"

#define GALLERY_MIN 3                /* slides of a gallery */
#define GALLERY_CAPTION 20           /* bytes of a caption's own words */
#define GALLERY_SLIDE_MAX 2000       /* bytes of a slide's text */
#define GALLERY_PICTURES 3           /* pictures of one slide at most */
#define GALLERY_WALK 4096            /* nodes of a slide looked at */
#define GALLERY_BUDGET (1u << 20)    /* nodes of all slides looked at */
#define GALLERY_KINDS 16             /* kinds of children told apart */
#define GALLERY_CLIMB 4              /* levels the intro is looked for above */
#define GALLERY_INTRO_MAX STORY_SURE /* bytes of an intro a template finds */
#define GALLERY_NEAR 8 /* levels between a text and its link or heading */

/* What a slide holds. */
struct gslide {
	size_t text;     /* non-space bytes of its text */
	size_t link;     /* of which inside links */
	size_t pictures; /* img elements and lazy holders */
	int linked_head; /* a heading that is a link, or in one */
};

/* 1 if n is below an element named name, up to top (excluded) and
 * GALLERY_NEAR levels up: a link's or a heading's text is near it. */
static int
gallery_inside(const xmlNode *n, const xmlNode *top, const char *name)
{
	int k = 0;

	for (n = n->parent; n != NULL && n != top && k++ < GALLERY_NEAR;
	     n = n->parent)
		if (n->type == XML_ELEMENT_NODE &&
		    strcmp((const char *)n->name, name) == 0)
			return 1;
	return 0;
}

/* 1 if n is a heading below a link or holds one, up to top. */
static int
gallery_head_link(const xmlNode *n, const xmlNode *top)
{
	const xmlNode *c;
	int k;

	if (html_is_heading((const char *)n->name))
		return gallery_inside(n, top, "a");
	if (strcmp((const char *)n->name, "a") != 0)
		return 0;
	for (c = n->parent, k = 0; c != NULL && c != top && k++ < GALLERY_NEAR;
	     c = c->parent)
		if (c->type == XML_ELEMENT_NODE &&
		    html_is_heading((const char *)c->name))
			return 1;
	return 0;
}

/* What n holds, into *g; -1 when n is too big to be a slide.  Each
 * node looked at is taken from *budget. */
static int
gallery_stats(const xmlNode *n, struct gslide *g, size_t *budget)
{
	const xmlNode *c;
	char *src;
	size_t k = 0, v;
	int whole;

	memset(g, 0, sizeof(*g));
	/* a slide that is a link whole is a teaser card (a strip of the
	 * latest stories): its words are the link's */
	whole = strcmp((const char *)n->name, "a") == 0;
	for (c = html_node_next(n, n); c != NULL;) {
		if (*budget == 0 || ++k > GALLERY_WALK ||
		    g->text > GALLERY_SLIDE_MAX ||
		    g->pictures > GALLERY_PICTURES)
			return -1;
		(*budget)--;
		if (html_node_is_skipped(c)) {
			c = html_node_after(c, n);
			continue;
		}
		if (c->type == XML_TEXT_NODE) {
			v = story_visible(c);
			g->text += v;
			if (whole || gallery_inside(c, n, "a"))
				g->link += v;
		} else if (c->type == XML_ELEMENT_NODE) {
			/* a writer's avatar, a button: no slide's photo */
			if (strcmp((const char *)c->name, "img") == 0)
				src = picture_is_small(c) ? NULL
							  : picture_img_src(c);
			else
				src = picture_holder_src(c);
			g->pictures += src != NULL;
			free(src);
			g->linked_head =
			    g->linked_head || gallery_head_link(c, n);
		}
		c = html_node_next(c, n);
	}
	return 0;
}

/* The caption bytes of slide n (its own words outside links), 0 when n
 * is no slide. */
static size_t
gallery_slide(const xmlNode *n, size_t *budget)
{
	struct gslide g;

	if (n->type != XML_ELEMENT_NODE || html_node_is_skipped(n) ||
	    gallery_stats(n, &g, budget) == -1 || g.pictures == 0 ||
	    g.pictures > GALLERY_PICTURES || g.linked_head ||
	    g.text > GALLERY_SLIDE_MAX || g.link * 3 > g.text ||
	    g.text - g.link < GALLERY_CAPTION)
		return 0;
	return g.text - g.link;
}

/* A run of slides among p's children: its kind (a child), its slides'
 * caption bytes. */
struct grun {
	const xmlNode *kind;
	size_t caption;
};

/* The run of slides among p's children with the most caption text, its
 * kind's children half slides at least, into *run; 0 if none.  The
 * slides looked at take their nodes from *budget, so that a page of
 * runs nested in runs costs a bounded walk. */
static int
gallery_run(const xmlNode *p, struct grun *run, size_t *budget)
{
	const xmlNode *kinds[GALLERY_KINDS], *c;
	size_t count[GALLERY_KINDS], nk = 0, i, slides, all, cap, v;

	for (c = p->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c))
			continue;
		for (i = 0; i < nk && !html_same_kind(kinds[i], c); i++)
			;
		if (i < nk)
			count[i]++;
		else if (nk < GALLERY_KINDS) {
			kinds[nk] = c;
			count[nk++] = 1;
		}
	}
	run->kind = NULL;
	run->caption = 0;
	for (i = 0; i < nk; i++) {
		if (count[i] < GALLERY_MIN || html_is_comments(kinds[i]))
			continue;
		slides = all = cap = 0;
		for (c = kinds[i]; c != NULL; c = c->next) {
			if (c->type != XML_ELEMENT_NODE ||
			    !html_same_kind(kinds[i], c))
				continue;
			all++;
			if ((v = gallery_slide(c, budget)) > 0) {
				slides++;
				cap += v;
			}
		}
		/* a thread's avatars and comments are no slides, named
		 * as comments or not (asked last: it reads their lines) */
		if (slides >= GALLERY_MIN && slides * 2 >= all &&
		    cap > run->caption &&
		    !comments_in_record((xmlNode *)(uintptr_t)kinds[i])) {
			run->kind = kinds[i];
			run->caption = cap;
		}
	}
	return run->kind != NULL;
}

/* 1 if n is a paragraph of a story: a <p> of a sentence or more
 * (story_is_para()), or a <div> written as one, a sentence or more of
 * text and inline elements with no block below it (CNN's
 * "zn-body__paragraph"). */
static int
gallery_is_para(const xmlNode *n)
{
	const xmlNode *c;

	if (story_is_para(n))
		return 1;
	if (n->type != XML_ELEMENT_NODE || html_node_is_skipped(n) ||
	    strcmp((const char *)n->name, "div") != 0)
		return 0;
	for (c = n->children; c != NULL; c = c->next)
		if (c->type == XML_ELEMENT_NODE && !html_node_is_skipped(c) &&
		    html_tag_is_block((const char *)c->name))
			return 0;
	return html_node_text_len(n, STORY_SENTENCE, 1) >= STORY_SENTENCE;
}

/* The story paragraphs' bytes of the page below root outside the
 * slides of kind among g's children, the sidebars and footers aside
 * (html_is_aside()) and the reader comments (html_is_comments()); of
 * them, those before g into *before. */
static size_t
gallery_prose_outside(
    const xmlNode *root, const xmlNode *g, const xmlNode *kind, size_t *before)
{
	const xmlNode *n;
	size_t prose = 0;

	*before = SIZE_MAX;
	for (n = root; n != NULL;) {
		if (n == g)
			*before = prose;
		if (html_node_is_skipped(n) || html_is_aside(n) ||
		    (n->type == XML_ELEMENT_NODE && html_is_comments(n)) ||
		    (n->parent == g && n->type == XML_ELEMENT_NODE &&
			html_same_kind(kind, n))) {
			n = html_node_after(n, root);
			continue;
		}
		if (gallery_is_para(n)) {
			prose += html_node_text_len(n, STORY_BODY_MAX, 0);
			n = html_node_after(n, root);
			continue;
		}
		n = html_node_next(n, root);
	}
	return prose;
}

/* 1 if n reads as prose to introduce the slides: text of its own words,
 * mostly not links. */
static int
gallery_prose(const xmlNode *n)
{
	size_t text = 0, link = 0;

	if (n->type != XML_ELEMENT_NODE || html_node_is_skipped(n))
		return 0;
	links_stats(n, &text, &link, 0);
	return text > 0 && link * 2 <= text;
}

/* The intro of gallery g into nodes (at most max): the blocks of prose
 * just before g, or before the nearest element around it that has some
 * (up to GALLERY_CLIMB levels), in order; a short line among them (an
 * advertisement's label) left out.  Return how many. */
static size_t
gallery_intro(xmlNode *g, xmlNode **nodes, size_t max)
{
	xmlNode *x = g, *s, *t;
	size_t n = 0, level, i;
	int headed = 0;

	for (level = 0; level <= GALLERY_CLIMB && n == 0 && !headed; level++) {
		for (s = x->prev; s != NULL && n < max; s = s->prev) {
			if (s->type != XML_ELEMENT_NODE ||
			    html_node_is_skipped(s))
				continue;
			/* the headline, or a section's heading, stands
			 * over the intro: a reader reads it apart */
			if ((headed = html_heading_in(s) != NULL))
				break;
			if (html_node_text_len(s, GALLERY_CAPTION, 0) <
			    GALLERY_CAPTION)
				continue;
			if (!gallery_prose(s))
				break;
			nodes[n++] = s;
		}
		x = x->parent;
		if (x == NULL || x->type != XML_ELEMENT_NODE ||
		    strcmp((const char *)x->name, "body") == 0)
			break;
	}
	/* in the page's order */
	for (i = 0; i < n / 2; i++) {
		t = nodes[i];
		nodes[i] = nodes[n - 1 - i];
		nodes[n - 1 - i] = t;
	}
	return n;
}

/* The page's gallery: its container into *g, its slides' kind into
 * *kind; 0 if the page has none. */
static int
gallery_locate(xmlDoc *doc, xmlNode **g, const xmlNode **kind)
{
	xmlNode *root, *n;
	struct grun run, best = { NULL, 0 };
	size_t budget = GALLERY_BUDGET, prose, before;

	*g = NULL;
	if ((root = xmlDocGetRootElement(doc)) == NULL)
		return 0;
	for (n = root; n != NULL;) {
		/* a thread of comments with their writers' pictures is
		 * no gallery, nor is a sidebar's */
		if (html_node_is_skipped(n) || html_is_aside(n) ||
		    (n->type == XML_ELEMENT_NODE && html_is_comments(n))) {
			n = html_node_after(n, root);
			continue;
		}
		if (n->type == XML_ELEMENT_NODE &&
		    gallery_run(n, &run, &budget) &&
		    run.caption > best.caption) {
			best = run;
			*g = n;
		}
		n = html_node_next(n, root);
	}
	*kind = best.kind;
	if (*g == NULL)
		return 0;
	/* half the prose at least, and more than what comes before it:
	 * an intro introduces the slides; a story that has told most of
	 * itself before them holds a gallery, and is no gallery */
	prose = gallery_prose_outside(root, *g, best.kind, &before);
	return best.caption * 2 >= prose && best.caption > before;
}

/* The slides of kind in g into nodes from nn on (max in all), or g when
 * they do not fit, or when they are the items of g, a list, and all it
 * shows: an item outside its list is no HTML.  Return the nodes in
 * all. */
static size_t
gallery_slides(
    xmlNode *g, const xmlNode *kind, xmlNode **nodes, size_t nn, size_t max)
{
	xmlNode *c;
	size_t slides = 0, others = 0;

	for (c = g->children; c != NULL; c = c->next)
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c))
			continue;
		else if (html_same_kind(kind, c))
			slides++;
		else
			others++;
	if (nn + slides > max ||
	    (others == 0 && strcmp((const char *)kind->name, "li") == 0)) {
		nodes[nn++] = g;
		return nn;
	}
	for (c = g->children; c != NULL; c = c->next)
		if (c->type == XML_ELEMENT_NODE && html_same_kind(kind, c) &&
		    !html_node_is_skipped(c))
			nodes[nn++] = c;
	return nn;
}

size_t
gallery_find(xmlDoc *doc, xmlNode **nodes, size_t max)
{
	const xmlNode *kind;
	xmlNode *g;
	size_t nn;

	if (max < 2 || !gallery_locate(doc, &g, &kind))
		return 0;
	nn = gallery_intro(g, nodes, max / 2);
	return gallery_slides(g, kind, nodes, nn, max);
}

xmlNode *
gallery_of(xmlDoc *doc)
{
	const xmlNode *kind;
	xmlNode *g;

	return gallery_locate(doc, &g, &kind) ? g : NULL;
}

size_t
gallery_after(xmlDoc *doc, xmlNode **nodes, size_t nn, size_t max)
{
	const xmlNode *kind;
	xmlNode *g, *root, *n;
	size_t i, text = 0;

	if (nn == 0 || nn >= max)
		return nn;
	for (i = 0; i < nn && text <= GALLERY_INTRO_MAX; i++)
		text += html_node_text_len(nodes[i], GALLERY_INTRO_MAX + 1, 0);
	if (text > GALLERY_INTRO_MAX || !gallery_locate(doc, &g, &kind))
		return nn;
	for (i = 0; i < nn; i++)
		if (html_node_holds(nodes[i], g) ||
		    html_node_holds(g, nodes[i]))
			return nn;
	/* near the intro: within GALLERY_CLIMB levels around g */
	for (n = g, i = 0; n != NULL && i <= GALLERY_CLIMB &&
	     !html_node_holds(n, nodes[nn - 1]);
	     n = n->parent, i++)
		;
	if (n == NULL || i > GALLERY_CLIMB)
		return nn;
	/* after the intro, in the page's order */
	root = xmlDocGetRootElement(doc);
	for (n = html_node_after(nodes[nn - 1], root); n != NULL && n != g;
	     n = html_node_next(n, root))
		;
	if (n == NULL)
		return nn;
	return gallery_slides(g, kind, nodes, nn, max);
}

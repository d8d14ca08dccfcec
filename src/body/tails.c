/* SPDX-License-Identifier: ISC */
/*
 * tails: what follows a story's end inside its body node (METHODS.md
 * sections 3 and 5).  Sites close an article with boxes of their own:
 * the writer's profile (a photo, the name as a heading, a few lines
 * about them).  What gives it away is where it stands (after the
 * story's last paragraph, nothing of the story after it) and its shape;
 * names and words play no part.  The boxes set
 * between the story's paragraphs are asides.c's, reader comments
 * comments.c's.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "body.h"
#include "comments.h"
#include "html.h"
#include "marks.h"
#include "story.h"
#include "tails.h"
#include "text.h"

#define TAILS_BOX 1000        /* bytes of a profile */
#define TAILS_NAME 80         /* bytes of a profile's heading: a name */
#define TAILS_BIO 2           /* paragraphs of prose a profile says */
#define TAILS_FILING 200      /* bytes of a post's filing line */
#define TAILS_FILING_WORDS 60 /* bytes of its words beside its links */

/* 1 if n is a paragraph of the story or holds one; with any 1, a
 * paragraph of any length, its words outside links. */
static int
tails_says(const xmlNode *n, int any, int depth)
{
	const xmlNode *c;

	if (n->type != XML_ELEMENT_NODE || html_node_is_skipped(n))
		return 0;
	if (any ? strcmp((const char *)n->name, "p") == 0 &&
		    html_node_text_len(n, 1, 1) > 0
		: story_is_para(n))
		return 1;
	for (c = n->children; c != NULL && depth < STORY_DEPTH; c = c->next)
		if (tails_says(c, any, depth + 1))
			return 1;
	return 0;
}

/* 1 if a sibling of n on the side given (its previous ones when back)
 * says the story (tails_says()). */
static int
tails_says_beside(const xmlNode *n, int any, int back)
{
	for (n = back ? n->prev : n->next; n != NULL;
	     n = back ? n->prev : n->next)
		if (tails_says(n, any, 0))
			return 1;
	return 0;
}

/* 1 if b below body stands after the story: the story says something
 * before it (with any 1, a paragraph of any length) and nothing after
 * it. */
static int
tails_after_story(const xmlNode *body, const xmlNode *b, int any)
{
	const xmlNode *p;
	int before = 0;

	for (p = b; p != NULL && p != body; p = p->parent) {
		if (tails_says_beside(p, 0, 0))
			return 0;
		before = before || tails_says_beside(p, any, 1);
	}
	return p == body && before;
}

/* The element of this name n is in, below b, or NULL; a heading for
 * "h". */
static const xmlNode *
tails_inside(const xmlNode *n, const xmlNode *b, const char *name)
{
	for (; n != NULL && n != b; n = n->parent)
		if (n->type == XML_ELEMENT_NODE &&
		    (strcmp(name, "h") == 0
			    ? html_is_heading((const char *)n->name)
			    : strcmp((const char *)n->name, name) == 0))
			return n;
	return NULL;
}

/* 1 if n is a record of a list: an item, or beside an element of its
 * tag and class. */
static int
tails_is_record(const xmlNode *n)
{
	const xmlNode *s;
	xmlChar *cn, *cs;
	int same = strcmp((const char *)n->name, "li") == 0;

	if (same || (cn = xmlGetProp(n, (const xmlChar *)"class")) == NULL)
		return same;
	for (s = n->parent != NULL ? n->parent->children : NULL;
	     s != NULL && !same; s = s->next) {
		if (s == n || s->type != XML_ELEMENT_NODE ||
		    strcmp((const char *)s->name, (const char *)n->name) != 0)
			continue;
		cs = xmlGetProp(s, (const xmlChar *)"class");
		same = cs != NULL &&
		    strcmp((const char *)cs, (const char *)cn) == 0;
		xmlFree(cs);
	}
	xmlFree(cn);
	return same;
}

/* 1 if b below body stands before the story, alone: nothing of the
 * story before it, the story after it, no item with a picture nor a
 * headline (h1) in it and no list it is a record of (the writer's card
 * in the byline, not a listing's first cards nor the story's header). */
static int
tails_before_story(const xmlNode *body, const xmlNode *b)
{
	const xmlNode *p;
	int after = 0;

	/* one card, not a list of them (items with pictures), nor the
	 * story's own header (a picture over the headline) */
	for (p = html_node_next(b, b); p != NULL; p = html_node_next(p, b))
		if (p->type == XML_ELEMENT_NODE &&
		    ((strcmp((const char *)p->name, "img") == 0 &&
			 tails_inside(p, b, "li") != NULL) ||
			strcmp((const char *)p->name, "h1") == 0))
			return 0;

	for (p = b; p != NULL && p != body; p = p->parent) {
		if (tails_says_beside(p, 0, 1) || tails_is_record(p))
			return 0;
		after = after || tails_says_beside(p, 0, 0);
	}
	return p == body && after;
}

/* 1 if links a and b lead to one address. */
static int
tails_same_link(const xmlNode *a, const xmlNode *b)
{
	xmlChar *ha, *hb;
	int same;

	ha = xmlGetProp(a, (const xmlChar *)"href");
	hb = xmlGetProp(b, (const xmlChar *)"href");
	same = ha != NULL && hb != NULL && *ha != '\0' &&
	    strcmp((const char *)ha, (const char *)hb) == 0;
	xmlFree(ha);
	xmlFree(hb);
	return same;
}

/* 1 if picture pic is named for link a's words: its alternative text
 * reads them (the writer's photo beside the link to their page). */
static int
tails_pic_names(const xmlNode *pic, const xmlNode *a)
{
	xmlChar *alt = xmlGetProp(pic, (const xmlChar *)"alt");
	char *t;
	int same = 0;

	if (alt != NULL && *alt != '\0') {
		t = html_node_text_dup(a);
		same = *t != '\0' && text_reads_same(t, (const char *)alt);
		free(t);
	}
	xmlFree(alt);
	return same;
}

/*
 * 1 if element n holds a block that shows text; counts into *k the
 * paragraphs of prose below n (n included): blocks of a sentence's
 * plain text (STORY_SENTENCE) holding no such block, whatever their
 * tag (a site's <div> paragraphs are paragraphs too).
 */
static int
tails_prose(const xmlNode *n, size_t *k, int depth)
{
	const xmlNode *c;
	int blocks = 0;

	for (c = n->children; c != NULL && depth < STORY_DEPTH; c = c->next)
		if (c->type == XML_ELEMENT_NODE && !html_node_is_skipped(c))
			blocks |= tails_prose(c, k, depth + 1);
	if (!html_tag_is_block((const char *)n->name))
		return blocks;
	if (!blocks &&
	    html_node_text_len(n, STORY_SENTENCE, 1) >= STORY_SENTENCE)
		(*k)++;
	return blocks || html_node_text_len(n, 0, 0) > 0;
}

/*
 * The name of profile b (tails.h), a heading or a link, or NULL when b
 * is none: it shows a picture before any text, its first text is a
 * short heading, the link the picture leads to, a link to the page's
 * author or, with alt 1, a link whose words the picture is named for,
 * and it says little in all: a paragraph or two about the
 * writer (TAILS_BIO), where a box of more is the story going on past a
 * card set into it.
 */
static const xmlNode *
tails_profile_name(const xmlNode *b, int alt)
{
	const xmlNode *n, *name, *pic = NULL;
	size_t paras = 0;

	if (!html_tag_is_block((const char *)b->name) || story_is_para(b) ||
	    html_is_heading((const char *)b->name) ||
	    html_node_text_len(b, TAILS_BOX, 0) > TAILS_BOX)
		return NULL;
	for (n = html_node_next(b, b); n != NULL;) {
		if (html_node_is_skipped(n)) {
			n = html_node_after(n, b);
			continue;
		}
		if (n->type == XML_ELEMENT_NODE &&
		    strcmp((const char *)n->name, "img") == 0 && pic == NULL)
			pic = n;
		else if (html_text_shows(n))
			break;
		n = html_node_next(n, b);
	}
	if (pic == NULL || n == NULL)
		return NULL;
	if ((name = tails_inside(n, b, "h")) == NULL &&
	    ((name = tails_inside(n, b, "a")) == NULL ||
		(!html_link_rel(name, "author") &&
		    !(alt && tails_pic_names(pic, name)) &&
		    ((pic = tails_inside(pic, b, "a")) == NULL ||
			!tails_same_link(name, pic)))))
		return NULL;
	if (html_node_text_len(name, TAILS_NAME, 0) > TAILS_NAME)
		return NULL;
	tails_prose(b, &paras, 0);
	return paras <= TAILS_BIO ? name : NULL;
}

/* See tails.h. */
int
tails_is_profile(const xmlNode *b)
{
	return tails_profile_name(b, 0) != NULL;
}

/* 1 if a profile's name (tails_profile_name(); NULL: none) is a link
 * to the page's author. */
static int
tails_names_author(const xmlNode *name)
{
	return name != NULL && strcmp((const char *)name->name, "a") == 0 &&
	    html_link_rel(name, "author");
}

/* See tails.h. */
int
tails_is_author_box(const xmlNode *b)
{
	return tails_names_author(tails_profile_name(b, 0));
}

/* A profile after the story, less than half the body; an author's box
 * (tails_is_author_box()) after the story whatever its share, and
 * after a paragraph of any length: a post of a line says less than its
 * writer's bio under it, and may be shorter than a sentence of the
 * rules' (story_is_para()), while a writer's own page has no story
 * before the bio. */
static int
tails_profile(xmlNode *body, xmlNode *c, xmlNode **drop)
{
	const xmlNode *name = tails_profile_name(c, 0);
	int after, author;

	/* the name its picture's words read is asked only when no other
	 * names it: where one does, it is the same */
	if (name == NULL && tails_profile_name(c, 1) == NULL)
		return 0;
	author = tails_names_author(name);
	after = tails_after_story(body, c, author);
	/* a card named by its picture alone, before the story, is the
	 * byline (its name, its date), which stays */
	if ((!after && (name == NULL || !tails_before_story(body, c))) ||
	    (2 * html_node_text_len(c, STORY_BODY_MAX, 0) >=
		    html_node_text_len(body, STORY_BODY_MAX, 0) &&
		!(after && author)))
		return 0;
	*drop = c;
	return 1;
}

size_t
tails_profiles(const struct body_page *pg, struct marks *m)
{
	return marks_found(pg->body, tails_profile, m);
}

/* How many links n holds marked as the post's tag or category
 * (rel="tag") or as its permalink (rel="bookmark"), depth levels down
 * at most. */
static size_t
tails_filing_links(const xmlNode *n, int depth)
{
	const xmlNode *c;
	size_t k = 0;

	if (n->name[0] == 'a' && n->name[1] == '\0' &&
	    (html_link_rel(n, "tag") || html_link_rel(n, "bookmark")))
		return 1;
	for (c = n->children; c != NULL && depth < STORY_DEPTH; c = c->next)
		if (c->type == XML_ELEMENT_NODE && !html_node_is_skipped(c))
			k += tails_filing_links(c, depth + 1);
	return k;
}

/* 1 if n reads as a post's filing line: it links the post's tags or
 * permalink as the markup marks them, and says little beside its links
 * ("Filed under: News"), or names a date ("posted on March 2, 2012"),
 * or links two such ("in News | Permalink").  A sentence of the story
 * with one word linked to its tag is none. */
static int
tails_files(const xmlNode *n)
{
	size_t links = tails_filing_links(n, 0);

	if (links == 0)
		return 0;
	return links > 1 ||
	    html_node_text_len(n, TAILS_FILING_WORDS + 1, 1) <=
	    TAILS_FILING_WORDS ||
	    comments_node_dated(n);
}

/* 1 if n is a paragraph of the story holding such a link
 * (tails_filing_links()), or holds one. */
static int
tails_tagged_para(const xmlNode *n, int depth)
{
	const xmlNode *c;

	if (n->type != XML_ELEMENT_NODE || html_node_is_skipped(n))
		return 0;
	if (story_is_para(n))
		return tails_filing_links(n, 0) > 0;
	for (c = n->children; c != NULL && depth < STORY_DEPTH; c = c->next)
		if (tails_tagged_para(c, depth + 1))
			return 1;
	return 0;
}

/* 1 if a paragraph of the story before b, below body, holds such a
 * link: the site marks the words of its paragraphs as tags. */
static int
tails_tags_inline(const xmlNode *body, const xmlNode *b)
{
	const xmlNode *p, *s;

	for (p = b; p != NULL && p != body; p = p->parent)
		for (s = p->prev; s != NULL; s = s->prev)
			if (tails_tagged_para(s, 0))
				return 1;
	return 0;
}

/* A post's filing line after the story: a block of a line or two
 * (tails_files()) that links the post's tags or categories, or its
 * permalink, as the markup marks them ("Posted in News | Permalink",
 * "This entry was filed under Travel."); the post's, not its story's.
 * Unless the story's own paragraphs link their words to the site's
 * tags so: its last one does as well. */
static int
tails_filing(xmlNode *body, xmlNode *c, xmlNode **drop)
{
	if (!html_tag_is_block((const char *)c->name) ||
	    html_is_heading((const char *)c->name) ||
	    html_node_text_len(c, TAILS_FILING + 1, 0) > TAILS_FILING ||
	    !tails_files(c) || !tails_after_story(body, c, 1) ||
	    tails_tags_inline(body, c))
		return 0;
	*drop = c;
	return 1;
}

size_t
tails_filings(const struct body_page *pg, struct marks *m)
{
	return marks_found(pg->body, tails_filing, m);
}

/* SPDX-License-Identifier: ISC */
/*
 * story: the vocabulary of the body clean-up rules (story.h).
 */
#include "config.h"

#include <string.h>

#include <libxml/tree.h>

#include "html.h"
#include "story.h"

/* See story.h. */
int
story_is_para(const xmlNode *n)
{
	return n->type == XML_ELEMENT_NODE && !html_node_is_skipped(n) &&
	    strcmp((const char *)n->name, "p") == 0 &&
	    html_node_text_len(n, STORY_SENTENCE, 1) >= STORY_SENTENCE;
}

/* See story.h. */
size_t
story_visible(const xmlNode *n)
{
	const xmlChar *p;
	size_t k = 0;

	if (n->type != XML_TEXT_NODE)
		return 0;
	for (p = n->content; p != NULL && *p != '\0'; p++)
		k += *p > ' ';
	return k;
}

static int
story_lead_walk(
    const xmlNode *n, const xmlNode *target, size_t *k, int plain, int depth)
{
	const xmlNode *c;

	for (c = n->children; c != NULL; c = c->next) {
		if (c == target)
			return 1;
		if (html_node_is_skipped(c))
			continue;
		if (c->type == XML_TEXT_NODE)
			*k += story_visible(c);
		else if (c->type == XML_ELEMENT_NODE && depth < STORY_DEPTH &&
		    !(plain && c->name[0] == 'a' && c->name[1] == '\0') &&
		    story_lead_walk(c, target, k, plain, depth + 1))
			return 1;
	}
	return 0;
}

/* See story.h. */
int
story_lead(const xmlNode *body, const xmlNode *target, size_t *k, int plain)
{
	return story_lead_walk(body, target, k, plain, 0);
}

/* 1 if text node or element n, depth levels below a heading, holds text
 * but blanks, whatever the rules dropped below it (a heading's words sit
 * a few levels down at most); no script nor style. */
static int
story_says(const xmlNode *n, int depth)
{
	const xmlNode *c;

	if (n->type == XML_TEXT_NODE)
		return story_visible(n) > 0;
	if (n->type != XML_ELEMENT_NODE || depth > STORY_HEAD_DEPTH * 2 ||
	    strcmp((const char *)n->name, "script") == 0 ||
	    strcmp((const char *)n->name, "style") == 0)
		return 0;
	for (c = n->children; c != NULL; c = c->next)
		if (story_says(c, depth + 1))
			return 1;
	return 0;
}

/* 1 if child c of a box opens it: it shows text, or it is a heading the
 * rules took away as chrome that recurs ("Related" over every page's
 * related posts, a template's strip or boilerplate), which still heads
 * what follows it on the page. */
static int
story_opener(const xmlNode *c)
{
	if (c->type == XML_ELEMENT_NODE &&
	    html_is_heading((const char *)c->name) &&
	    (html_node_is_dropped(c) || html_node_text_len(c, 0, 0) == 0))
		return story_says(c, 0);
	return !html_node_is_skipped(c) && html_node_text_len(c, 0, 0) > 0;
}

/* The first element holding text below n, depth levels down at most,
 * when it is a heading; NULL otherwise. */
static const xmlNode *
story_opening_heading_at(const xmlNode *n, int depth)
{
	const xmlNode *c;

	for (c = n->children; c != NULL; c = c->next) {
		if (html_node_is_skipped(c) || html_node_text_len(c, 0, 0) == 0)
			continue;
		if (c->type != XML_ELEMENT_NODE)
			return NULL;
		if (html_is_heading((const char *)c->name))
			return c;
		return depth > 0 ? story_opening_heading_at(c, depth - 1)
				 : NULL;
	}
	return NULL;
}

/* See story.h. */
const xmlNode *
story_opening_heading(const xmlNode *c)
{
	return html_is_heading((const char *)c->name)
	    ? c
	    : story_opening_heading_at(c, STORY_HEAD_DEPTH);
}

/* See story.h. */
xmlNode *
story_set_apart(xmlNode *body, xmlNode *first, xmlNode *top)
{
	xmlNode *p, *c;
	const xmlNode *h;
	size_t lead = 0, before;

	for (p = first->parent; p != NULL && p != body; p = p->parent) {
		before = 0;
		if (!story_lead(p, first, &before, 0) || before > STORY_HEAD)
			return NULL;
		for (c = p->children; c != NULL; c = c->next)
			if (story_opener(c))
				break;
		if (c != NULL && c->type == XML_ELEMENT_NODE &&
		    !html_node_holds(c, first) &&
		    (h = story_opening_heading(c)) != NULL)
			/* the page's headline heads the story, no section
			 * apart from it (a forum's topic and its posts) */
			return !html_heading_reads_title(h) &&
				story_lead(body, p, &lead, 1) && lead > 0
			    ? p
			    : NULL;
		if (p == top)
			break;
	}
	return NULL;
}

/* See story.h. */
uint64_t
story_hash(uint64_t h, const char *s)
{
	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ULL;
	return (h ^ '/') * 1099511628211ULL;
}

/* story_one_line() depth levels below the element it was asked of. */
static int
story_one_line_at(const xmlNode *n, int depth)
{
	const xmlNode *c;

	for (c = n->children; c != NULL; c = c->next)
		if (c->type == XML_ELEMENT_NODE && !html_node_is_skipped(c) &&
		    (html_tag_is_block((const char *)c->name) ||
			depth >= STORY_DEPTH ||
			!story_one_line_at(c, depth + 1)))
			return 0;
	return 1;
}

/* See story.h. */
int
story_one_line(const xmlNode *n)
{
	return story_one_line_at(n, 0);
}

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

/* See story.h. */
uint64_t
story_hash(uint64_t h, const char *s)
{
	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ULL;
	return (h ^ '/') * 1099511628211ULL;
}

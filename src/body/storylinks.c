/* SPDX-License-Identifier: ISC */
/*
 * storylinks: links that belong to the article's text (METHODS.md
 * section 2 and 5 take blocks of mostly link text for link lists).  Two
 * kinds read as link lists but are the story's: a list whose every item
 * says something of its own beside its link, as an article lists its
 * deals with their prices, its sources with their authors, its figures
 * with their values; and a link whose text is its address, a reference
 * written out.  Menus, tag lists and lists of related stories say
 * nothing beside their links or stand under a heading of their own.
 * Structure and characters only, no words of any language.
 */
#include "config.h"

#include <string.h>
#include <strings.h>

#include <libxml/tree.h>

#include "html.h"
#include "story.h"
#include "storylinks.h"
#include "text.h"
#include "util.h"

#define STORYLINKS_MIN_ITEMS 2
#define STORYLINKS_ADDR 16 /* bytes of a link's text read for an address */

/* Address prefixes a link's text starts with when it shows the address. */
static const char *const storylinks_schemes[] = { "http://", "https://",
	"www." };

/* Append up to max - 1 bytes of the text below n to s (NUL-terminated
 * at *len), white space at the start left out. */
static void
storylinks_head(const xmlNode *n, char *s, size_t *len, size_t max, int depth)
{
	const xmlNode *c;
	const char *p;

	for (c = n->children; c != NULL && *len + 1 < max; c = c->next) {
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			for (p = (const char *)c->content;
			     *p != '\0' && *len + 1 < max; p++)
				if (*len > 0 || strchr(" \t\r\n", *p) == NULL)
					s[(*len)++] = *p;
		} else if (c->type == XML_ELEMENT_NODE && depth < STORY_DEPTH &&
		    !html_node_is_skipped(c))
			storylinks_head(c, s, len, max, depth + 1);
	}
	s[*len] = '\0';
}

int
storylinks_shows_address(const xmlNode *n)
{
	char head[STORYLINKS_ADDR];
	size_t len = 0, i, k;

	if (n->type != XML_ELEMENT_NODE ||
	    strcmp((const char *)n->name, "a") != 0)
		return 0;
	storylinks_head(n, head, &len, sizeof(head), 0);
	for (i = 0; i < NELEM(storylinks_schemes); i++) {
		k = strlen(storylinks_schemes[i]);
		/* the address goes on past its prefix */
		if (len > k && strncasecmp(head, storylinks_schemes[i], k) == 0)
			return 1;
	}
	return 0;
}

/* 1 if the text below n outside its links holds a word. */
static int
storylinks_says_own(const xmlNode *n, int depth)
{
	const xmlNode *c;

	for (c = n->children; c != NULL; c = c->next) {
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			if (text_fingerprint((const char *)c->content,
				strlen((const char *)c->content)) != 0)
				return 1;
		} else if (c->type == XML_ELEMENT_NODE && depth < STORY_DEPTH &&
		    !html_node_is_skipped(c) &&
		    (strcmp((const char *)c->name, "a") != 0 ||
			storylinks_shows_address(c)) &&
		    storylinks_says_own(c, depth + 1))
			return 1;
	}
	return 0;
}

/* 1 if the element just before n that shows text is a heading. */
static int
storylinks_under_heading(const xmlNode *n)
{
	const xmlNode *c;

	for (c = n->prev; c != NULL; c = c->prev) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c) ||
		    html_node_text_len(c, 0, 0) == 0)
			continue;
		return html_is_heading((const char *)c->name);
	}
	return 0;
}

int
storylinks_annotated_list(const xmlNode *n)
{
	const xmlNode *c;
	size_t items = 0;

	if (n->type != XML_ELEMENT_NODE ||
	    (strcmp((const char *)n->name, "ul") != 0 &&
		strcmp((const char *)n->name, "ol") != 0))
		return 0;
	for (c = n->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c) ||
		    html_node_text_len(c, 0, 0) == 0)
			continue;
		if (!storylinks_says_own(c, 0))
			return 0;
		items++;
	}
	return items >= STORYLINKS_MIN_ITEMS && !storylinks_under_heading(n);
}

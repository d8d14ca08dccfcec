/* SPDX-License-Identifier: ISC */
/*
 * storylinks: links that belong to the article's text (METHODS.md
 * section 2 and 5 take blocks of mostly link text for link lists).  Two
 * kinds read as link lists but are the story's: a list whose every item
 * says something of its own beside its link, as an article lists its
 * deals with their prices, its sources with their authors, its figures
 * with their values; a list of sources, each item a few words and a
 * link to another site (a day's reading, an event list); and a link
 * whose text is its address, a reference written out.  Menus, tag lists
 * and lists of related stories say nothing beside their links, lead
 * into the site itself or stand under a heading of their own.
 * Structure and characters only, no words of any language.
 */
#include "config.h"

#include <ctype.h>
#include <stdint.h>
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

#define STORYLINKS_SOURCES 3   /* items and other sites of a source list */
#define STORYLINKS_LINKS 4096  /* links of a page counted for its own site */
#define STORYLINKS_SITES 64    /* sites told apart while counting */
#define STORYLINKS_OWN_LINKS 8 /* links of the site most linked, at least */
#define STORYLINKS_CC_LABEL 3  /* bytes of a country's second level ("co") */

/* The site address a names into site (STORYLINKS_SITE bytes): its
 * host's last two labels, three under a country's second level
 * ("bbc.co.uk"), an address's whole host.  0 for an address of no host
 * (a path on the page's own site), a scheme other than http(s), or a
 * host too long to keep. */
static int
storylinks_site(const char *a, char *site)
{
	const char *h, *e, *p, *dot[3] = { NULL, NULL, NULL };
	size_t n, i;

	while (*a == ' ' || *a == '\t' || *a == '\r' || *a == '\n')
		a++;
	if (strncasecmp(a, "http://", 7) == 0)
		h = a + 7;
	else if (strncasecmp(a, "https://", 8) == 0)
		h = a + 8;
	else if (a[0] == '/' && a[1] == '/')
		h = a + 2;
	else
		return 0;
	e = h + strcspn(h, "/?#\\");
	if ((p = memchr(h, '@', (size_t)(e - h))) != NULL)
		h = p + 1;
	if ((p = memchr(h, ':', (size_t)(e - h))) != NULL)
		e = p;
	while (e > h && e[-1] == '.')
		e--;
	/* the last three dots, the last first */
	for (p = e, i = 0; p > h && i < 3; p--)
		if (p[-1] == '.')
			dot[i++] = p - 1;
	if (strspn(h, "0123456789.") < (size_t)(e - h) && dot[1] != NULL) {
		/* a country's second level keeps a third label */
		h = dot[1] + 1;
		if (e - dot[0] - 1 == 2 &&
		    dot[0] - dot[1] - 1 <= STORYLINKS_CC_LABEL &&
		    dot[2] != NULL)
			h = dot[2] + 1;
	}
	n = (size_t)(e - h);
	if (n == 0 || n >= STORYLINKS_SITE)
		return 0;
	for (i = 0; i < n; i++)
		site[i] = (char)tolower((unsigned char)h[i]);
	site[n] = '\0';
	return 1;
}

/* The index of site s among the n sites of v, or n when it is none. */
static size_t
storylinks_find(const char (*v)[STORYLINKS_SITE], size_t n, const char *s)
{
	size_t i;

	for (i = 0; i < n && strcmp(v[i], s) != 0; i++)
		;
	return i;
}

/* Add site s to own's sites if it is not one yet. */
static void
storylinks_own_add(struct storylinks_own *own, const char *s)
{
	if (storylinks_find(own->site, own->n, s) == own->n &&
	    own->n < STORYLINKS_OWN)
		memcpy(own->site[own->n++], s, strlen(s) + 1);
}

/* The site most of the links of doc lead to, an address of no host
 * counting for the page's own (here), into own: when it is linked
 * STORYLINKS_OWN_LINKS times and twice as often as any other. */
static void
storylinks_own_most(
    const xmlDoc *doc, const char *here, struct storylinks_own *own)
{
	char seen[STORYLINKS_SITES][STORYLINKS_SITE], s[STORYLINKS_SITE];
	size_t count[STORYLINKS_SITES], nseen = 0, links = 0, i, best = 0;
	size_t next = 0;
	const xmlNode *root = xmlDocGetRootElement(doc), *n;
	const char *href;

	for (n = root; n != NULL && links < STORYLINKS_LINKS;
	     n = html_node_next(n, root)) {
		if (n->type != XML_ELEMENT_NODE ||
		    strcmp((const char *)n->name, "a") != 0 ||
		    (href = html_attr(n, "href")) == NULL || href[0] == '#')
			continue;
		links++;
		if (!storylinks_site(href, s)) {
			if (here == NULL)
				continue;
			memcpy(s, here, strlen(here) + 1);
		}
		if ((i = storylinks_find(seen, nseen, s)) == nseen) {
			if (nseen == STORYLINKS_SITES)
				continue;
			memcpy(seen[nseen], s, strlen(s) + 1);
			count[nseen++] = 0;
		}
		count[i]++;
	}
	for (i = 1; i < nseen; i++)
		if (count[i] > count[best])
			best = i;
	for (i = 0; i < nseen; i++)
		if (i != best && count[i] > next)
			next = count[i];
	/* a site's menus, not a few links to one source */
	if (nseen > 0 && count[best] >= STORYLINKS_OWN_LINKS &&
	    count[best] >= 2 * next)
		storylinks_own_add(own, seen[best]);
}

/* Read the sites the page of n calls its own into own, once. */
static void
storylinks_own_read(const xmlNode *n, struct storylinks_own *own)
{
	const char *addr[HTML_ADDRESSES + 1];
	char s[STORYLINKS_SITE], here[STORYLINKS_SITE];
	int have_here = 0;
	size_t i;

	if (own->read)
		return;
	own->read = 1;
	own->n = 0;
	if (n->doc == NULL)
		return;
	/* the address read from is addr[0]; its site stands for the
	 * page's own links of no host */
	have_here = n->doc->URL != NULL &&
	    storylinks_site((const char *)n->doc->URL, here);
	html_page_addresses(n->doc, addr);
	for (i = 0; addr[i] != NULL; i++)
		if (storylinks_site(addr[i], s))
			storylinks_own_add(own, s);
	storylinks_own_most(n->doc, have_here ? here : NULL, own);
}

/* 1 if address a carries one of own's sites past its host: a share
 * button's "?u=https%3A%2F%2Fsite%2Fstory". */
static int
storylinks_carries_own(const char *a, const struct storylinks_own *own)
{
	const char *p = strstr(a, "//");
	size_t i;

	p = p != NULL ? p + 2 : a;
	p += strcspn(p, "/?#");
	for (i = 0; i < own->n; i++)
		if (strstr(p, own->site[i]) != NULL)
			return 1;
	return 0;
}

/* See storylinks.h. */
int
storylinks_sources_list(const xmlNode *n, struct storylinks_own *own)
{
	char sites[STORYLINKS_SOURCES][STORYLINKS_SITE], s[STORYLINKS_SITE];
	const xmlNode *c, *a;
	const char *href;
	size_t items = 0, nsites = 0;
	int other;

	if (n->type != XML_ELEMENT_NODE ||
	    (strcmp((const char *)n->name, "ul") != 0 &&
		strcmp((const char *)n->name, "ol") != 0) ||
	    storylinks_under_heading(n))
		return 0;
	for (c = n->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c) ||
		    html_node_text_len(c, 0, 0) == 0)
			continue;
		if (html_node_words(c) < 2)
			return 0;
		other = 0;
		for (a = c; a != NULL; a = html_node_next(a, c)) {
			if (a->type != XML_ELEMENT_NODE ||
			    strcmp((const char *)a->name, "a") != 0 ||
			    (href = html_attr(a, "href")) == NULL ||
			    !storylinks_site(href, s))
				continue;
			storylinks_own_read(n, own);
			if (storylinks_carries_own(href, own))
				return 0;
			if (storylinks_find(own->site, own->n, s) < own->n)
				continue;
			other = 1;
			if (storylinks_find(sites, nsites, s) == nsites &&
			    nsites < STORYLINKS_SOURCES)
				memcpy(sites[nsites++], s, strlen(s) + 1);
		}
		if (!other)
			return 0;
		items++;
	}
	return items >= STORYLINKS_SOURCES && nsites >= STORYLINKS_SOURCES;
}

/* SPDX-License-Identifier: ISC */
/*
 * controls: the labels of a page's interactive controls (controls.h;
 * METHODS.md section 5: parts of low value to the article's text).  A
 * photo viewer's "Hide Caption" and "1 of 23", a player's "Close" and
 * "Drag", a "Show full text" toggle: read as text they are junk lines
 * in the story.  Buttons and forms go by their tags (links.c); these
 * are built of plain elements and known by what the page says they do,
 * its ARIA roles and states, a link that leads nowhere, or by their
 * shape, a counter being two numbers around a separator, a tally one
 * number in the bar of a button ("755" claps).  Names of classes and
 * the words of the labels play no part.
 */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/tree.h>

#include "body.h"
#include "controls.h"
#include "html.h"
#include "marks.h"
#include "story.h"
#include "util.h"

/* Non-space bytes a control's label says at most: a few words. */
#define CONTROLS_LABEL 48
/* Non-space bytes a cut-short copy says at least: a sentence's worth. */
#define CONTROLS_CUT_MIN 40
/* Bytes of one separator token of a counter ("of", "/", "из"). */
#define CONTROLS_SEP 8
/* Bytes of the word before a counter ("Image", "Foto"). */
#define CONTROLS_LEAD 16
/* Nodes below a control looked at: a control is small, and no page
 * makes its walk long. */
#define CONTROLS_WALK 256
/* Digits of a counter's number: it counts slides or pages, hundreds at
 * most; four digits are a year ("23 July 2012" is a date). */
#define CONTROLS_DIGITS 3
/* Bytes of a tally ("755", "12,408", "1.2K"). */
#define CONTROLS_TALLY 8

/* ARIA roles of widgets whose words are a control's, not a text's:
 * sorted for bsearch. */
static const char *const controls_roles[] = { "button", "dialog", "menu",
	"menubar", "menuitem", "menuitemcheckbox", "menuitemradio", "scrollbar",
	"slider", "spinbutton", "switch", "tab", "tablist", "toolbar",
	"tooltip" };

/* States a toggle carries about what it opens. */
static const char *const controls_states[] = { "aria-controls", "aria-expanded",
	"aria-haspopup", "aria-pressed" };

static int
controls_cmp(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* 1 if the role attribute value v names a widget's role (its first
 * token, the one a browser takes). */
static int
controls_is_widget_role(const char *v)
{
	char tok[24];
	const char *k = tok;
	size_t n = 0;

	while (*v == ' ' || *v == '\t' || *v == '\n')
		v++;
	while (v[n] != '\0' && !isspace((unsigned char)v[n]) &&
	    n + 1 < sizeof(tok)) {
		tok[n] = (char)tolower((unsigned char)v[n]);
		n++;
	}
	tok[n] = '\0';
	return n > 0 &&
	    bsearch(&k, controls_roles, NELEM(controls_roles),
		sizeof(controls_roles[0]), controls_cmp) != NULL;
}

/* 1 if href v leads nowhere: "#" alone, or a javascript: address. */
static int
controls_is_nowhere(const char *v)
{
	while (*v == ' ' || *v == '\t' || *v == '\n')
		v++;
	if (v[0] == '#' && v[1 + strspn(v + 1, " \t\n")] == '\0')
		return 1;
	return strncasecmp(v, "javascript:", 11) == 0;
}

/* 1 if n is a link with an address, a way somewhere. */
static int
controls_is_link(const xmlNode *n)
{
	xmlChar *href;
	int r;

	if (strcmp((const char *)n->name, "a") != 0 ||
	    (href = xmlGetProp(n, (const xmlChar *)"href")) == NULL)
		return 0;
	r = !controls_is_nowhere((const char *)href);
	xmlFree(href);
	return r;
}

/* 1 if element n says by its markup that it is a control. */
static int
controls_is_marked(const xmlNode *n)
{
	const xmlAttr *a;
	size_t i;

	for (a = n->properties; a != NULL; a = a->next) {
		const char *an = (const char *)a->name;
		const char *v = a->children != NULL && a->children->content
		    ? (const char *)a->children->content
		    : "";

		if (strcmp(an, "role") == 0 && controls_is_widget_role(v))
			return 1;
		if (strcmp(an, "href") == 0 &&
		    strcmp((const char *)n->name, "a") == 0 &&
		    controls_is_nowhere(v))
			return 1;
		/* an element answering clicks or made focusable, unless it
		 * is a link with an address (which may count its clicks) */
		if ((strcasecmp(an, "onclick") == 0 ||
			(strcmp(an, "tabindex") == 0 &&
			    isdigit((unsigned char)v[0]))) &&
		    !controls_is_link(n))
			return 1;
		for (i = 0; i < NELEM(controls_states); i++)
			if (strcmp(an, controls_states[i]) == 0)
				return 1;
	}
	return 0;
}

/* Inline elements: a control among them is part of their block. */
static const char *const controls_inline[] = { "a", "abbr", "b", "bdi", "bdo",
	"cite", "code", "em", "font", "i", "kbd", "mark", "q", "s", "samp",
	"small", "span", "strong", "sub", "sup", "time", "u", "var" };

/* 1 if n stands as a block of its own: no words beside it in its
 * parent, nor in the block that its inline parents stand in (a link
 * inside a sentence is part of the sentence). */
static int
controls_stands_alone(const xmlNode *n)
{
	const xmlNode *p;
	size_t i;

	for (p = n->parent; p != NULL && p->type == XML_ELEMENT_NODE;
	     p = p->parent) {
		if (html_node_says(p))
			return 0;
		for (i = 0; i < NELEM(controls_inline); i++)
			if (strcmp((const char *)p->name, controls_inline[i]) ==
			    0)
				break;
		if (i == NELEM(controls_inline))
			return 1;
	}
	return 1;
}

/* 1 if below n (n included) stands what is no control's: a picture, a
 * player, a heading, a summary of details, a paragraph's sentence. */
static int
controls_holds_story(const xmlNode *n, int depth)
{
	static const char *const keep[] = { "audio", "details", "embed",
		"figure", "h1", "h2", "h3", "h4", "h5", "h6", "iframe", "img",
		"object", "picture", "summary", "table", "video" };
	const xmlNode *c;

	if (n->type != XML_ELEMENT_NODE || html_node_is_skipped(n))
		return 0;
	if (html_name_among(n, keep, NELEM(keep)))
		return 1;
	if (depth >= STORY_DEPTH)
		return 1;
	for (c = n->children; c != NULL; c = c->next)
		if (controls_holds_story(c, depth + 1))
			return 1;
	return 0;
}

/* Append the shown text below n to buf (len bytes so far, room cap),
 * runs of space as one; 0, or -1 once it is longer than cap. */
static int
controls_text(const xmlNode *n, char *buf, size_t *len, size_t cap,
    size_t *walk, int depth)
{
	const xmlNode *c;
	const xmlChar *p;

	for (c = n->children; c != NULL; c = c->next) {
		if (++*walk > CONTROLS_WALK)
			return -1;
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			for (p = c->content; *p != '\0'; p++) {
				int sp = isspace(*p);

				if (sp && (*len == 0 || buf[*len - 1] == ' '))
					continue;
				if (*len + 1 >= cap)
					return -1;
				buf[(*len)++] = sp ? ' ' : (char)*p;
			}
		} else if (c->type == XML_ELEMENT_NODE &&
		    !html_node_is_skipped(c) && depth < STORY_DEPTH) {
			/* elements part words as the layout does */
			if (*len > 0 && buf[*len - 1] != ' ') {
				if (*len + 1 >= cap)
					return -1;
				buf[(*len)++] = ' ';
			}
			if (controls_text(c, buf, len, cap, walk, depth + 1) <
			    0)
				return -1;
		}
	}
	buf[*len] = '\0';
	return 0;
}

/* Non-space bytes of s. */
static size_t
controls_solid(const char *s)
{
	size_t k = 0;

	for (; *s != '\0'; s++)
		k += !isspace((unsigned char)*s);
	return k;
}

/* The number token t is (digits only), or -1. */
static long
controls_number(const char *t, size_t n)
{
	size_t i;

	if (n == 0 || n > CONTROLS_DIGITS)
		return -1;
	for (i = 0; i < n; i++)
		if (!isdigit((unsigned char)t[i]))
			return -1;
	return strtol(t, NULL, 10);
}

/* 1 if token t says a word or a mark, no digit, no sentence's mark. */
static int
controls_is_word(const char *t, size_t n, size_t max)
{
	size_t i;

	if (n == 0 || n > max)
		return 0;
	for (i = 0; i < n; i++)
		if (isdigit((unsigned char)t[i]) || t[i] == '.' ||
		    t[i] == ',' || t[i] == ':' || t[i] == '-')
			return 0;
	return 1;
}

/*
 * 1 if text s (space-parted tokens) is a counter: a word or none, a
 * number, one or two separator tokens, a number no smaller ("1 of 23",
 * "Image 1 of / 23", "2 / 6").  A fraction written "1/2" is one token
 * and no counter.
 */
static int
controls_is_counter(const char *s)
{
	const char *tok[6];
	size_t len[6], nt = 0, i, j;
	long a, b;

	while (*s != '\0') {
		while (*s == ' ')
			s++;
		if (*s == '\0')
			break;
		if (nt == NELEM(tok))
			return 0;
		tok[nt] = s;
		while (*s != '\0' && *s != ' ')
			s++;
		len[nt] = (size_t)(s - tok[nt]);
		nt++;
	}
	if (nt < 3)
		return 0;
	i = controls_number(tok[0], len[0]) >= 0 ? 0 : 1;
	if (i == 1 && !controls_is_word(tok[0], len[0], CONTROLS_LEAD))
		return 0;
	if ((a = controls_number(tok[i], len[i])) < 0)
		return 0;
	for (j = i + 1; j < nt - 1; j++)
		if (!controls_is_word(tok[j], len[j], CONTROLS_SEP))
			return 0;
	if (j - i - 1 < 1 || j - i - 1 > 2)
		return 0;
	b = controls_number(tok[nt - 1], len[nt - 1]);
	return b > 0 && a <= b;
}

/* 1 if text s is a tally, one number alone: digits, grouped by commas
 * or points, perhaps with a thousand's or a million's letter ("755",
 * "12,408", "1.2K"). */
static int
controls_is_tally(const char *s)
{
	size_t n, i;

	s += strspn(s, " ");
	n = strcspn(s, " ");
	if (n == 0 || n > CONTROLS_TALLY || s[n + strspn(s + n, " ")] != '\0' ||
	    !isdigit((unsigned char)s[0]))
		return 0;
	if (strchr("KkMm", s[n - 1]) != NULL)
		n--;
	for (i = 0; i < n; i++)
		if (!isdigit((unsigned char)s[i]) &&
		    ((s[i] != ',' && s[i] != '.') ||
			!isdigit((unsigned char)s[i + 1])))
			return 0;
	return isdigit((unsigned char)s[n - 1]);
}

/* 1 if the shown text of n is a label: a few words, none ending a
 * sentence; its text (for the counter test) into buf. */
static int
controls_is_label(const xmlNode *n, char *buf, size_t cap)
{
	size_t len = 0, walk = 0;
	const char *p;

	if (controls_text(n, buf, &len, cap, &walk, 0) < 0)
		return 0;
	if (controls_solid(buf) > CONTROLS_LABEL)
		return 0;
	for (p = buf; *p != '\0'; p++)
		if ((*p == '.' || *p == '!' || *p == '?') &&
		    (p[1] == ' ' || p[1] == '\0') && p > buf &&
		    isalpha((unsigned char)p[-1]))
			return 0;
	return 1;
}

/* 1 if n is in a table: a number there is the table's data. */
static int
controls_in_table(const xmlNode *n)
{
	for (n = n->parent; n != NULL; n = n->parent)
		if (n->type == XML_ELEMENT_NODE &&
		    strcmp((const char *)n->name, "table") == 0)
			return 1;
	return 0;
}

/* The largest box around counter n below body saying nothing but
 * labels: the bar the counter stands in, its buttons' words with it. */
static xmlNode *
controls_bar(xmlNode *body, xmlNode *n)
{
	char buf[4 * CONTROLS_LABEL];
	xmlNode *box = n, *p;

	for (p = n->parent; p != NULL && p != body; p = p->parent) {
		if (!controls_is_label(p, buf, sizeof(buf)) ||
		    controls_holds_story(p, 0))
			break;
		box = p;
	}
	return box;
}

/* 1 if below n (n included) and outside skip stands a control: a
 * button, or an element marked as one.  *walk bounds the walk. */
static int
controls_holds_control(
    const xmlNode *n, const xmlNode *skip, size_t *walk, int depth)
{
	const xmlNode *c;

	if (n == skip || n->type != XML_ELEMENT_NODE ||
	    ++*walk > CONTROLS_WALK || depth >= STORY_DEPTH)
		return 0;
	if (strcmp((const char *)n->name, "button") == 0 ||
	    controls_is_marked(n))
		return 1;
	for (c = n->children; c != NULL; c = c->next)
		if (controls_holds_control(c, skip, walk, depth + 1))
			return 1;
	return 0;
}

/* The bar a tally n below body stands in with a control, whose count
 * it shows (a clap's, a like's); NULL when no control stands by it. */
static xmlNode *
controls_tally_bar(xmlNode *body, xmlNode *n)
{
	xmlNode *box = controls_bar(body, n);
	size_t walk = 0;

	return box != n && controls_holds_control(box, n, &walk, 0) ? box
								    : NULL;
}

/* The last shown element child of n when it is a control a click
 * answers with no address to go to (an <a> with none, or one leading
 * nowhere: "... more", "less"), saying a few words; else NULL. */
static const xmlNode *
controls_toggle_last(const xmlNode *n)
{
	const xmlNode *c, *last = NULL;
	const char *href;

	for (c = n->children; c != NULL; c = c->next)
		if (c->type == XML_ELEMENT_NODE && !html_node_is_skipped(c))
			last = c;
		else if (c->type == XML_TEXT_NODE && html_text_shows(c))
			last = NULL;
	if (last == NULL || strcmp((const char *)last->name, "a") != 0 ||
	    html_node_text_len(last, CONTROLS_LABEL, 0) > CONTROLS_LABEL)
		return NULL;
	href = html_attr(last, "href");
	return href == NULL || controls_is_nowhere(href) ? last : NULL;
}

/* The text of n less t, its toggle at the end (controls_toggle_last(),
 * NULL: none), trimmed; malloc'd. */
static char *
controls_untoggled(const xmlNode *n, const xmlNode *t)
{
	char *s = html_node_text_dup(n), *ts;
	size_t k, m;

	if (t != NULL) {
		ts = html_node_text_dup(t);
		k = strlen(s);
		m = strlen(ts);
		if (m > 0 && k >= m && strcmp(s + k - m, ts) == 0)
			s[k - m] = '\0';
		free(ts);
	}
	for (k = strlen(s); k > 0 && isspace((unsigned char)s[k - 1]); k--)
		s[k - 1] = '\0';
	return s;
}

/*
 * 1 if c is the cut-short copy of a sibling of its tag beside it: its
 * text, less the toggle that ends it ("... more"), opens the sibling's
 * longer one (a caption written in full and cut short, one shown at a
 * time).  A reader reads the text once, in full.
 */
static int
controls_cut_copy(const xmlNode *c)
{
	const xmlNode *s, *t = controls_toggle_last(c);
	char *tc, *ts;
	size_t n;
	int i, yes = 0;

	if (t == NULL)
		return 0;
	tc = controls_untoggled(c, t);
	n = strlen(tc);
	for (i = 0; i < 2 && !yes && n >= CONTROLS_CUT_MIN; i++) {
		s = html_node_sibling(c, i);
		if (s == NULL ||
		    strcmp((const char *)s->name, (const char *)c->name) != 0)
			continue;
		ts = controls_untoggled(s, controls_toggle_last(s));
		yes = strlen(ts) > n && strncmp(ts, tc, n) == 0;
		free(ts);
	}
	free(tc);
	return yes;
}

static int
controls_find(xmlNode *body, xmlNode *c, xmlNode **drop)
{
	char buf[4 * CONTROLS_LABEL];
	const char *name = (const char *)c->name;
	int counter;

	if (html_tag_is_block(name) && controls_cut_copy(c)) {
		*drop = c;
		return 1;
	}
	/* the label first: its walk is bounded by the label's length,
	 * while standing alone reads every sibling of c's parent, once an
	 * element of a long run of siblings */
	if (strcmp(name, "summary") == 0 || strcmp(name, "details") == 0 ||
	    !controls_is_label(c, buf, sizeof(buf)) ||
	    controls_solid(buf) == 0 || !controls_stands_alone(c))
		return 0;
	counter = controls_is_counter(buf);
	if (counter || controls_is_tally(buf)) {
		if (controls_holds_story(c, 0) || controls_in_table(c))
			*drop = NULL;
		else
			*drop = counter ? controls_bar(body, c)
					: controls_tally_bar(body, c);
		return *drop != NULL;
	}
	if (controls_is_marked(c) && !controls_holds_story(c, 0)) {
		*drop = c;
		return 1;
	}
	return 0;
}

size_t
controls_mark(const struct body_page *pg, struct marks *m)
{
	return marks_found(pg->body, controls_find, m);
}

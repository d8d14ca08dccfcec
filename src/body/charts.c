/* SPDX-License-Identifier: ISC */
/*
 * charts: a chart drawn as an image with its labels set over it (METHODS.md
 * section 5: parts of low value to the article's text).  Newsrooms'
 * drawing tools export a chart as a picture and its words as elements
 * placed over it by their inline style, percentages from the top and
 * the left or right, so that they stay sharp and searchable: a title,
 * the ticks of each axis, a few values, once per size of screen.  Read
 * as text they are a run of numbers and fragments in the story ("8 %
 * MONTHLY RECESSIONS 6 4 2 0 '98 '00").  What gives them away is the
 * placing: text of a story flows, it is never set at coordinates.
 * Names and words play no part.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "body.h"
#include "charts.h"
#include "html.h"
#include "marks.h"
#include "story.h"

#define CHARTS_LABEL_MAX 60 /* bytes of one label */
#define CHARTS_MIN 3        /* placed labels of a chart */
#define CHARTS_LEAD_MAX 200 /* bytes a chart's container says beside it */

/* 1 if declaration [p, end) of a style names property name. */
static int
charts_is_prop(const char *p, const char *end, const char *name)
{
	size_t n = strlen(name);

	while (p < end && (*p == ' ' || *p == '\t' || *p == '\n'))
		p++;
	if ((size_t)(end - p) <= n || strncmp(p, name, n) != 0)
		return 0;
	for (p += n; p < end && (*p == ' ' || *p == '\t'); p++)
		;
	return p < end && *p == ':';
}

/* 1 if element n is placed by its inline style: a top, and a left or a
 * right. */
static int
charts_is_placed(const xmlNode *n)
{
	xmlChar *style;
	const char *p, *end;
	int top = 0, side = 0;

	if ((style = xmlGetProp(n, (const xmlChar *)"style")) == NULL)
		return 0;
	for (p = (const char *)style; *p != '\0'; p = *end ? end + 1 : end) {
		if ((end = strchr(p, ';')) == NULL)
			end = p + strlen(p);
		top |= charts_is_prop(p, end, "top");
		side |= charts_is_prop(p, end, "left") ||
		    charts_is_prop(p, end, "right");
	}
	xmlFree(style);
	return top && side;
}

/* 1 if element n is a label of a chart: placed, saying a few words. */
static int
charts_is_label(const xmlNode *n)
{
	size_t len;

	if (n->type != XML_ELEMENT_NODE || html_node_is_skipped(n))
		return 0;
	len = html_node_text_len(n, CHARTS_LABEL_MAX, 0);
	return len > 0 && len <= CHARTS_LABEL_MAX && charts_is_placed(n);
}

/* 1 if n has CHARTS_MIN or more labels among its children. */
static int
charts_is_chart(const xmlNode *n)
{
	const xmlNode *c;
	int k = 0;

	for (c = n->children; c != NULL && k < CHARTS_MIN; c = c->next)
		k += charts_is_label(c);
	return k >= CHARTS_MIN;
}

/* Text bytes below n outside labels, counting past limit stops. */
static size_t
charts_unplaced(const xmlNode *n, size_t limit, int depth)
{
	const xmlNode *c;
	size_t k = 0;

	for (c = n->children; c != NULL && k <= limit; c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c))
			continue;
		if (charts_is_label(c))
			continue;
		if (c->children == NULL || depth >= STORY_DEPTH)
			continue;
		if (charts_is_chart(c))
			continue;
		k += charts_unplaced(c, limit - k, depth + 1);
	}
	/* the text nodes of n itself */
	for (c = n->children; c != NULL && k <= limit; c = c->next)
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			const xmlChar *p;

			for (p = c->content; *p != '\0'; p++)
				k += *p > ' ';
		}
	return k;
}

/* 1 if more than one child of n says text outside charts: the chart
 * stands among other blocks, a story's paragraphs. */
static int
charts_among(const xmlNode *n)
{
	const xmlNode *c;
	int k = 0;

	for (c = n->children; c != NULL && k < 2; c = c->next)
		if (c->type == XML_ELEMENT_NODE && !html_node_is_skipped(c) &&
		    !charts_is_label(c) && !charts_is_chart(c) &&
		    charts_unplaced(c, 0, 0) > 0)
			k++;
	return k >= 2;
}

/* The largest container of chart n below body saying little beside its
 * charts, in one block at most: its lead-in goes with it, the story
 * stays. */
static xmlNode *
charts_box(xmlNode *body, xmlNode *n)
{
	xmlNode *box = n, *p;

	for (p = n->parent; p != NULL && p != body; p = p->parent) {
		if (charts_among(p) ||
		    charts_unplaced(p, CHARTS_LEAD_MAX, 0) > CHARTS_LEAD_MAX)
			break;
		box = p;
	}
	return box;
}

/* A chart goes with its box, which its other sizes share. */
static int
charts_find(xmlNode *body, xmlNode *c, xmlNode **drop)
{
	if (!charts_is_chart(c))
		return 0;
	*drop = charts_box(body, c);
	return 1;
}

size_t
charts_mark(const struct body_page *pg, struct marks *m)
{
	return marks_found(pg->body, charts_find, m);
}

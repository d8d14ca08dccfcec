/* SPDX-License-Identifier: ISC */
/* Unit tests for charts.c: labels set over a chart's picture. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "../lib/t.h"
#include "../lib/tmark.h"
#include "charts.h"
#include "html.h"
#include "util.h"

#define LABEL(style, text) "<div style=\"" style "\"><p>" text "</p></div>"
/* one size of a chart: its picture and its labels */
#define BOARD                                                                  \
	"<div class=board><img src=/chart.png>" LABEL(                         \
	    "top:4.4%;left:0.1%;width:196px", "Spending per year")             \
	    LABEL("top:9.5%; margin-top:-9.2px; right:95%", "8")               \
		LABEL("TOP: 21%;left:5%", "4")                                 \
		    LABEL("top:40%;left:5%", "'98") "</div>"

/* The body's text once the charts below it are dropped; *n found. */
static char *
marked_text(const char *page, size_t *n)
{
	return t_mark_text(page, charts_mark, n);
}

static void
test_charts_chart_and_its_lead_in(void)
{
	/* two sizes of one chart under its lead-in, between paragraphs */
	const char *page = "<html><body><div>" P1
			   "<div><section><header><p>Spending has tripled "
			   "since the crisis.</p></header><div>" BOARD BOARD
			   "</div></section></div>" P2 "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "budget") != NULL);
	T_OK(s != NULL && strstr(s, "the bus.") != NULL);
	T_OK(s != NULL && strstr(s, "Spending") == NULL);
	T_OK(s != NULL && strstr(s, "'98") == NULL);
	free(s);
}

static void
test_charts_flowing_text_stays(void)
{
	/* placed paragraphs of a story's length, two labels only, and
	 * margins and paddings that place nothing */
	const char *page = "<html><body><div>" P1 "<div>" LABEL("top:0;left:0",
	    "The council met on Tuesday to settle the "
	    "budget for the coming year, again.") LABEL("top:1em;left:0",
	    "Both stay open, the mayor said, though "
	    "the pool will close in the winter months.")
	    LABEL("top:2em;left:0", "One")
		LABEL("top:3em;left:0", "Two") "</div><div>" LABEL(
		    "margin-top:4px;padding-left:2px", "Three")
		    LABEL("margin-top:4px;padding-left:2px", "Four")
			LABEL("margin-top:4px;padding-left:2px",
			    "Five") "</div>" P2 "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "again.") != NULL);
	T_OK(s != NULL && strstr(s, "Two") != NULL);
	T_OK(s != NULL && strstr(s, "Five") != NULL);
	free(s);
}

int
main(void)
{
	T_RUN(test_charts_chart_and_its_lead_in);
	T_RUN(test_charts_flowing_text_stays);
	return t_done();
}

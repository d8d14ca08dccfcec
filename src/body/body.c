/* SPDX-License-Identifier: ISC */
/*
 * body: the body clean-up rules, their order and the loop that runs
 * them (body.h; METHODS.md section 2).
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "adverts.h"
#include "asides.h"
#include "body.h"
#include "boiler.h"
#include "cards.h"
#include "charts.h"
#include "comments.h"
#include "controls.h"
#include "embeds.h"
#include "heading.h"
#include "html.h"
#include "links.h"
#include "marks.h"
#include "tails.h"
#include "util.h"

#define BODY_WHOLE_MAX (2u << 20) /* bytes of a body's text counted */

static int body_has_title(const struct body_page *);
static int body_has_strip(const struct body_page *);
static int body_has_boiler(const struct body_page *);
static size_t body_strip(const struct body_page *, struct marks *);

/*
 * The rules in the order they run below each body node.  A rule sees
 * the body less what the rules before it dropped: a test that counts
 * the story's paragraphs, its text or its links counts only what is
 * left, so the order is part of each rule.
 */
const struct body_rule body_rules[] = {
	/* The article's headline where the body starts with it: a reader
	 * is shown the title apart, and once only.  First, so that the
	 * rules below weigh the story without it. */
	{ "title", body_has_title, heading_mark, 1 },
	/* The feed's own knowledge first: blocks the learner found to be
	 * chrome on several of its pages (METHODS.md section 3).  What
	 * they drop no generic rule below has to judge. */
	{ "strip", body_has_strip, body_strip, 0 },
	/* Matches of the body XPath after the story that are records of
	 * a comment thread (a theme boxing the post and each comment
	 * alike).  Before the rules below, which weigh the body's text:
	 * the thread is no part of it. */
	{ "comment-matches", NULL, comments_matches, 0 },
	/* Posts embedded from a social network: a quote ending on its
	 * author's handle or a dated link.  First of the structural
	 * rules: its test weighs a short post against the body's text,
	 * counted before the others take anything. */
	{ "embeds", NULL, embeds_mark, 0 },
	/* A player's embedding code shown as text, for readers to copy:
	 * one line of markup in a code block.  Anywhere: it weighs only
	 * the other code blocks. */
	{ "embed-code", NULL, embeds_code_mark, 0 },
	/* An advertisement's label among the paragraphs ("Advertisement"),
	 * with the advert's box: a word of no story, which the rules
	 * below would otherwise count as the story's. */
	{ "ad-labels", NULL, adverts_mark, 0 },
	/* The labels of a chart drawn as a picture: short placed texts,
	 * no links and no paragraph, which no other rule weighs, so its
	 * place is free; with the other boxes set into the story. */
	{ "charts", NULL, charts_mark, 0 },
	/* Runs of teaser cards after the story.  Before link lists: a
	 * card's headline is one, and once it went the card would be a
	 * headline-less teaser no rule knows. */
	{ "cards", NULL, cards_mark, 0 },
	/* The same runs laid out flat, one line each; before link lists
	 * for the same reason. */
	{ "flat-cards", NULL, cards_flat, 0 },
	/* Boxes set between the story's paragraphs: a heading and no
	 * paragraph of their own.  Before link lists, so that a box of
	 * links goes whole, with its heading. */
	{ "asides", NULL, asides_mark, 0 },
	/* Boxes of "label: value" facts after the story; before link
	 * lists, which would take the labels that are links and leave
	 * the rest. */
	{ "facts", NULL, asides_facts, 0 },
	/* Sections the markup names as comments, holding a dated line.
	 * Before link lists: a comment's date is often its permalink, and
	 * the date is how the section is known. */
	{ "named-comments", NULL, comments_mark_named, 0 },
	/* The writer's profile after the story: a picture, then a name
	 * (a heading, or a link to where the picture leads).  Before link
	 * lists, which would take that name. */
	{ "profiles", NULL, tails_profiles, 0 },
	/* The post's filing line after the story ("Posted in News |
	 * Permalink"): its links are the post's tags and permalink, as
	 * the markup says.  Before link lists, which would take the links
	 * and leave the words around them. */
	{ "filing", NULL, tails_filings, 0 },
	/* Reader comment threads whose date lines are links (each
	 * comment's permalink, alone in its box): the link rule would take
	 * those lines, and the thread would then be told by nothing.  The
	 * rule comments below, after the chrome is gone, finds the rest. */
	{ "linked-comments", NULL, comments_mark, 0 },
	/* Chrome tags (nav, form, button...) and link lists: blocks mostly
	 * of links.  After the rules that know a block by its links. */
	{ "links", NULL, links_mark, 0 },
	/* The labels framing a form the rule above took (a newsletter
	 * box's "Subscribe to ..."): right after it, which it reads. */
	{ "form-boxes", NULL, links_form_boxes, 0 },
	/* Menus written inline, as lines of a block holding the story
	 * too, which the rule above weighs whole.  After the link lists:
	 * a block of links is gone by then, and what is left are the
	 * lines. */
	{ "link-lines", NULL, links_lines, 0 },
	/* Text nodes that are the feed's boilerplate fingerprints, unless
	 * their line says something of the page's own (links aside: the
	 * link lists are gone by now). */
	{ "boiler", body_has_boiler, boiler_mark, 0 },
	/* Reader comment threads: runs of records with an author and date
	 * line.  Late: the records are what is left after the story once
	 * link lists and boilerplate are gone, and the story's text before
	 * them is counted without the chrome. */
	{ "comments", NULL, comments_mark, 0 },
	/* The labels of the page's controls (toggles, tabs, a link that
	 * goes nowhere, a slide counter and its bar): a few words each.
	 * After the rules that weigh a block's links, which count a link
	 * going nowhere as a link (a box of them goes whole as a link
	 * list); before the orphans, so that a heading over controls only
	 * goes with them. */
	{ "controls", NULL, controls_mark, 0 },
	/* Last: headings left with nothing under them once the rules
	 * above took what they headed ("You may like" over a list that
	 * went as links). */
	{ "orphans", NULL, asides_orphans, 0 },
	/* The headline once more, now that the chrome before it is gone:
	 * a heading saying the title after a box of links, an advert or a
	 * share bar was too far into the body for the first look (the
	 * story seemed to have begun); now it stands first.  Unless a
	 * paragraph of the story comes before it: then it is the story's
	 * own section. */
	{ "title-late", body_has_title, heading_mark_late, 1 },
};

const size_t body_nrules = NELEM(body_rules);
_Static_assert(NELEM(body_rules) <= BODY_MAX_RULES, "BODY_MAX_RULES");

static int
body_has_title(const struct body_page *pg)
{
	return pg->first &&
	    ((pg->title != NULL && *pg->title != '\0') ||
		(pg->headline != NULL && *pg->headline != '\0'));
}

static int
body_has_strip(const struct body_page *pg)
{
	return pg->strip != NULL;
}

static int
body_has_boiler(const struct body_page *pg)
{
	return pg->nboiler > 0;
}

static size_t
body_strip(const struct body_page *pg, struct marks *m)
{
	return pg->strip(pg->body, m, pg->strip_arg);
}

/* See body.h. */
int
body_rule_find(const char *name)
{
	size_t i;

	for (i = 0; i < body_nrules; i++)
		if (strcmp(body_rules[i].name, name) == 0)
			return (int)i;
	return -1;
}

/* The text bytes of the body's nodes, less what is dropped. */
static size_t
body_whole(xmlNode *const *nodes, size_t nn)
{
	size_t i, whole = 0;

	for (i = 0; i < nn; i++)
		whole += html_node_text_len(nodes[i], BODY_WHOLE_MAX, 0);
	return whole;
}

/* 1 if any of the body's nodes still shows some text. */
static int
body_shows(xmlNode *const *nodes, size_t nn)
{
	size_t i;

	for (i = 0; i < nn; i++)
		if (!html_node_is_skipped(nodes[i]) &&
		    html_node_text_len(nodes[i], 0, 0) > 0)
			return 1;
	return 0;
}

/*
 * Take back the marks from the before-th on: the rule that made them
 * would have left the body with no text.  A mark made before may have
 * named one of the same nodes again, so those are set once more.
 */
static void
body_take_back(struct marks *m, size_t before)
{
	size_t i;

	for (i = before; i < m->n; i++)
		html_node_set_dropped(m->node[i], 0);
	m->n = before;
	for (i = 0; i < before; i++)
		html_node_set_dropped(m->node[i], 1);
}

/* See body.h. */
size_t
body_clean(struct body_page *pg, xmlNode *const *nodes, size_t nn,
    struct marks *m, struct body_tally *tally)
{
	uint32_t dropped = 0;
	size_t i, r, before, bytes = 0, marked;
	int shows;

	pg->whole = body_whole(nodes, nn);
	pg->nodes = nodes;
	pg->nn = nn;
	/* the page's count links, as it has them before any rule: the
	 * comment rules ask them of every node, and the walk for them may
	 * be the page's length */
	pg->counts = nn > 0 ? comments_counts_new(nodes[0]->doc) : NULL;
	shows = body_shows(nodes, nn);
	for (i = 0; i < nn; i++) {
		pg->body = nodes[i];
		pg->first = i == 0;
		for (r = 0; r < body_nrules; r++) {
			if ((tally != NULL && (tally->off >> r & 1)) ||
			    (body_rules[r].applies != NULL &&
				!body_rules[r].applies(pg)))
				continue;
			before = m->n;
			if (tally != NULL && tally->count)
				bytes =
				    html_node_text_len(pg->body, SIZE_MAX, 0);
			body_rules[r].mark(pg, m);
			if (m->n == before)
				continue;
			/*
			 * No rule empties a body that had text: what is
			 * left once the chrome went is the story, however
			 * short (a standfirst under a heading of boxes).
			 * The headline may go, being shown apart.
			 */
			if (body_rules[r].headline)
				shows = body_shows(nodes, nn);
			else if (shows && !body_shows(nodes, nn)) {
				body_take_back(m, before);
				continue;
			}
			marked = m->n - before;
			if (tally != NULL && tally->count) {
				dropped |= (uint32_t)1 << r;
				tally->rule[r].nodes += marked;
				tally->rule[r].bytes += bytes -
				    html_node_text_len(pg->body, SIZE_MAX, 0);
			}
			/* the later nodes dropped whole (comment-matches):
			 * the whole is what is left */
			if (i == 0 && nn > 1 &&
			    html_node_is_skipped(nodes[nn - 1]))
				pg->whole = body_whole(nodes, nn);
		}
	}
	for (r = 0; tally != NULL && r < body_nrules; r++)
		tally->rule[r].pages += dropped >> r & 1;
	free(pg->counts);
	pg->counts = NULL;
	return m->n;
}

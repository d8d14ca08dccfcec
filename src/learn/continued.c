/* SPDX-License-Identifier: ISC */
/*
 * continued: the rest of an article its CMS writes in a box of its own,
 * right after the one holding the teaser (a blog's "extended entry": the
 * text past a post's "more" break, <div id="more"> after <div
 * class="body">).  The teaser locates the first box only, and widening
 * to their parent takes the related links, tags and comments the parent
 * holds as well (METHODS.md section 2, "The rest of the entry").
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "generalise.h"
#include "html.h"
#include "learn_int.h"
#include "lpage.h"
#include "story.h"
#include "tmpl.h"
#include "util.h"

/* Chrome (link and recurring text) a box may hold, in percent of its
 * text, the limit lpage_expand() puts on a wider body. */
#define CONTINUED_CHROME 15

/*
 * The element right after the body box e of pg, a sibling of it, or -1.
 * The index keeps elements in document order, each followed by its
 * descendants; scripts and hidden elements are not in it.
 */
static int
continued_next(const struct lpage *pg, int e)
{
	int c = pg->nodes[e].end;

	if (c >= (int)pg->nnodes || pg->nodes[c].parent != pg->nodes[e].parent)
		return -1;
	return c;
}

/* 1 if element c of pg reads as more of the article: a block holding a
 * sentence of paragraph text of its own and little chrome. */
static int
continued_reads(const struct lpage *pg, int c)
{
	const struct lnode *ln = &pg->nodes[c];

	return html_tag_is_block((const char *)ln->node->name) &&
	    !html_is_comments(ln->node) && ln->para >= STORY_SENTENCE &&
	    (ln->link + ln->boiler) * 100 <= ln->text * CONTINUED_CHROME;
}

/* The step selecting c among the body's following siblings by its tag
 * and id (else class) into b, or -1 when it has neither stable. */
static int
continued_step(xmlNodePtr c, struct buf *b)
{
	buf_printf(b, "/following-sibling::*[1][self::%s]", c->name);
	if (learn_pred(c, 0, b) == 0 || learn_pred(c, 2, b) == 0)
		return 0;
	return -1;
}

/* See learn_int.h. */
void
learn_continued(struct lpage *pages, size_t np, struct tmpl *t)
{
	const char *xpath = tmpl_body_xpath(t);
	struct buf step, other;
	size_t i, reads = 0, fails = 0;
	char *x;
	int c;

	if (xpath == NULL || strchr(xpath, '|') != NULL)
		return;
	buf_init(&step);
	buf_init(&other);
	/* the box right after the body on the first voter that has one */
	for (i = 0; i < np && step.len == 0; i++) {
		const struct lpage *pg = &pages[i];

		if (!pg->voted || pg->chosen == -1 ||
		    (c = continued_next(pg, pg->chosen)) == -1 ||
		    !continued_reads(pg, c))
			continue;
		if (continued_step(pg->nodes[c].node, &step) == -1)
			buf_reset(&step);
	}
	/* on every voter, what that step selects reads as article */
	for (i = 0; i < np && step.len > 0; i++) {
		const struct lpage *pg = &pages[i];

		if (!pg->voted || pg->chosen == -1 ||
		    (c = continued_next(pg, pg->chosen)) == -1)
			continue;
		buf_reset(&other);
		if (continued_step(pg->nodes[c].node, &other) == -1 ||
		    strcmp(other.data, step.data) != 0)
			continue;
		if (continued_reads(pg, c))
			reads++;
		else
			fails++;
	}
	if (reads > 0 && fails == 0) {
		xasprintf(&x, "%s | %s%s", xpath, xpath, step.data);
		tmpl_set_body_xpath(t, x);
		free(x);
	}
	buf_free(&step);
	buf_free(&other);
}

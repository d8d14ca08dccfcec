/* SPDX-License-Identifier: ISC */
/*
 * marks: the parts of a body the clean-up rules drop (marks.h).
 */
#include "config.h"

#include <libxml/tree.h>

#include "html.h"
#include "marks.h"
#include "story.h"

/* See marks.h. */
void
marks_init(struct marks *m, xmlNode **room, size_t max)
{
	m->node = room;
	m->n = 0;
	m->max = max;
}

/* See marks.h. */
int
marks_full(const struct marks *m)
{
	return m->n >= m->max;
}

/* See marks.h. */
int
marks_drop(struct marks *m, xmlNode *n)
{
	if (m->n >= m->max)
		return 0;
	html_node_set_dropped(n, 1);
	m->node[m->n++] = n;
	return 1;
}

/* See marks.h. */
void
marks_undo(struct marks *m)
{
	size_t i;

	for (i = 0; i < m->n; i++)
		html_node_set_dropped(m->node[i], 0);
	m->n = 0;
}

static size_t
marks_walk(xmlNode *body, xmlNode *n, marks_find_arg_cb find, void *arg,
    struct marks *m, int depth)
{
	xmlNode *c, *drop;
	size_t found = 0;

	for (c = n->children; c != NULL && !marks_full(m); c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c))
			continue;
		drop = NULL;
		if (find(body, c, &drop, arg)) {
			if (drop != NULL && !html_node_is_skipped(drop))
				found += marks_drop(m, drop);
			continue;
		}
		if (depth < STORY_DEPTH)
			found += marks_walk(body, c, find, arg, m, depth + 1);
	}
	return found;
}

/* A test with no argument, held where marks_walk() passes one. */
struct marks_plain {
	marks_find_cb find;
};

static int
marks_plain_find(xmlNode *body, xmlNode *c, xmlNode **drop, void *arg)
{
	const struct marks_plain *p = arg;

	return p->find(body, c, drop);
}

/* See marks.h. */
size_t
marks_found(xmlNode *body, marks_find_cb find, struct marks *m)
{
	struct marks_plain p = { find };

	return marks_walk(body, body, marks_plain_find, &p, m, 0);
}

/* See marks.h. */
size_t
marks_found_arg(
    xmlNode *body, marks_find_arg_cb find, void *arg, struct marks *m)
{
	return marks_walk(body, body, find, arg, m, 0);
}

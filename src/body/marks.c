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

/* A rule's test, with or without an argument of its own. */
struct marks_find {
	marks_find_cb find;
	marks_find_arg_cb find_arg;
	void *arg;
};

static size_t
marks_walk(xmlNode *body, xmlNode *n, const struct marks_find *f,
    struct marks *m, int depth)
{
	xmlNode *c, *drop;
	size_t found = 0;
	int settled;

	for (c = n->children; c != NULL && !marks_full(m); c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c))
			continue;
		drop = NULL;
		settled = f->find != NULL ? f->find(body, c, &drop)
					  : f->find_arg(body, c, &drop, f->arg);
		if (settled) {
			if (drop != NULL && !html_node_is_skipped(drop))
				found += marks_drop(m, drop);
			continue;
		}
		if (depth < STORY_DEPTH)
			found += marks_walk(body, c, f, m, depth + 1);
	}
	return found;
}

/* See marks.h. */
size_t
marks_found(xmlNode *body, marks_find_cb find, struct marks *m)
{
	struct marks_find f = { find, NULL, NULL };

	return marks_walk(body, body, &f, m, 0);
}

/* See marks.h. */
size_t
marks_found_arg(
    xmlNode *body, marks_find_arg_cb find, void *arg, struct marks *m)
{
	struct marks_find f = { NULL, find, arg };

	return marks_walk(body, body, &f, m, 0);
}

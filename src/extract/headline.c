/* SPDX-License-Identifier: ISC */
/*
 * headline: the part of a page's title that is the entry's headline.  A
 * template's title XPath reads one element for every page of a feed; a
 * learned prefix or suffix strips the site name where it is the same on
 * every page, but a feed of several mastheads ("... | Herald Sun", "...
 * | PerthNow"), a section name in front on some pages, or a subtitle
 * after the headline leave the title longer than the headline.  The
 * feed's entry says which part the headline is; the part kept is still
 * the page's own text.  Pure: strings in, a string out.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/tree.h>

#include "headline.h"
#include "html.h"
#include "text.h"
#include "tmpl.h"
#include "util.h"

/*
 * 1 if [p, end) is a separator between two parts of a title: marks and
 * spaces only, at least one of each (a hyphen inside a word is none).
 */
static int
headline_is_sep(const char *p, const char *end)
{
	int marks = 0, spaces = 0;
	size_t k;

	if (p >= end)
		return 0;
	while (p < end) {
		if (*p == ' ') {
			spaces++;
			p++;
		} else if ((k = text_title_mark(p)) > 0 &&
		    k <= (size_t)(end - p)) {
			marks++;
			p += k;
		} else
			return 0;
	}
	return marks > 0 && spaces > 0;
}

/* 1 if [t, p) ends with a separator that follows some text. */
static int
headline_sep_before(const char *t, const char *p)
{
	const char *q;

	for (q = t + 1; q < p; q++)
		if (headline_is_sep(q, p))
			return !headline_is_sep(t, q) && q[-1] != ' ';
	return 0;
}

/* 1 if [p, end) begins with a separator that some text follows. */
static int
headline_sep_after(const char *p, const char *end)
{
	const char *q;

	for (q = end - 1; q > p; q--)
		if (headline_is_sep(p, q))
			return *q != ' ' && !headline_is_sep(q, end);
	return 0;
}

/* 1 if two titles read the same, ASCII case and spacing aside. */
static int
headline_same(const char *a, const char *b)
{
	char *ca = text_collapse(a), *cb = text_collapse(b);
	int same = strcasecmp(ca, cb) == 0;

	free(ca);
	free(cb);
	return same;
}

char *
headline_part(const char *title, const char *entry_title)
{
	char *t, *e, *p, *end, *out = NULL;
	size_t n;

	if (title == NULL || entry_title == NULL)
		return NULL;
	t = text_collapse(title);
	e = text_collapse(entry_title);
	n = strlen(e);
	end = t + strlen(t);
	if (n == 0 || (size_t)(end - t) <= n ||
	    (size_t)(end - t) > HEADLINE_MAX || strcasecmp(t, e) == 0)
		goto done;
	for (p = strcasestr(t, e); p != NULL; p = strcasestr(p + 1, e))
		if ((p == t || headline_sep_before(t, p)) &&
		    (p + n == end || headline_sep_after(p + n, end))) {
			out = xstrndup(p, n);
			break;
		}
done:
	free(t);
	free(e);
	return out;
}

/*
 * The headline inside title (what t read on doc): a part of it, else a
 * part of the element t's title XPath reads whole (before a learned
 * prefix or suffix was stripped), or that element's text itself.
 */
static char *
headline_in_title(const struct tmpl *t, struct html_doc *doc, const char *title,
    const char *entry_title)
{
	struct tmpl *probe;
	char *raw, *part;

	if ((part = headline_part(title, entry_title)) != NULL ||
	    tmpl_title_xpath(t) == NULL)
		return part;
	/* the same element, no prefix or suffix stripped */
	probe = tmpl_new();
	tmpl_set_title_xpath(probe, tmpl_title_xpath(t));
	if ((raw = tmpl_apply_title(probe, doc)) != NULL) {
		/* a dash inside the headline taken for a site name's */
		if (headline_same(raw, entry_title))
			part = text_collapse(raw);
		else
			part = headline_part(raw, entry_title);
		free(raw);
	}
	tmpl_free(probe);
	return part;
}

char *
headline_heading(struct html_doc *doc, const char *entry_title)
{
	xmlDocPtr xml;
	xmlNodePtr root, n;
	char *s, *out = NULL;

	if (doc == NULL || entry_title == NULL || *entry_title == '\0' ||
	    (xml = html_doc_xml(doc)) == NULL ||
	    (root = xmlDocGetRootElement(xml)) == NULL)
		return NULL;
	for (n = root; n != NULL && out == NULL;) {
		if (n->type == XML_ELEMENT_NODE && html_node_is_skipped(n)) {
			/* nothing below a hidden element shows */
			n = html_node_after(n, root);
			continue;
		}
		if (n->type == XML_ELEMENT_NODE &&
		    html_is_heading((const char *)n->name)) {
			s = html_node_text_dup(n);
			if (strlen(s) <= HEADLINE_MAX &&
			    headline_same(s, entry_title))
				out = text_collapse(s);
			free(s);
		}
		n = html_node_next(n, root);
	}
	return out;
}

char *
headline_of(const struct tmpl *t, struct html_doc *doc, const char *title,
    const char *entry_title)
{
	char *part;

	if (entry_title == NULL)
		return NULL;
	if (title != NULL) {
		if (headline_same(title, entry_title))
			return NULL;
		if ((part = headline_in_title(t, doc, title, entry_title)) !=
		    NULL)
			return part;
	}
	/* no form of the title read: a heading may show the headline whole */
	return headline_heading(doc, entry_title);
}

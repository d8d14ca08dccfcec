/* SPDX-License-Identifier: ISC */
/*
 * join: see join.h.  The HTML is sanitize's (balanced, no comments), so
 * its top-level elements are found by counting tags; an element's text
 * is its text with the tags left out, white space collapsed and a line
 * for each block, as the text has it.
 */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "html.h"
#include "join.h"
#include "tmpl.h"
#include "util.h"

#define JOIN_MAX_BLOCKS 4096 /* top-level elements of one page read */

struct join {
	struct buf text;
	struct buf html;
	int has_html;
};

struct join *
join_new(const struct article *first)
{
	struct join *j = xcalloc(1, sizeof(*j));

	buf_init(&j->text);
	buf_init(&j->html);
	if (first->body_text != NULL)
		buf_adds(&j->text, first->body_text);
	if (first->body_html != NULL) {
		buf_adds(&j->html, first->body_html);
		j->has_html = 1;
	}
	return j;
}

void
join_free(struct join *j)
{
	if (j == NULL)
		return;
	buf_free(&j->text);
	buf_free(&j->html);
	free(j);
}

/* 1 if text holds s[0..len) as a whole line; an empty line counts as
 * held. */
static int
join_has_line(const char *text, const char *s, size_t len)
{
	const char *p = text, *q;

	if (len == 0)
		return 1;
	while (*p != '\0') {
		q = p + strcspn(p, "\n");
		if ((size_t)(q - p) == len && memcmp(p, s, len) == 0)
			return 1;
		if (*q == '\0')
			break;
		p = q + 1;
	}
	return 0;
}

/* The text of html[0..len) with tags left out, white space collapsed,
 * the few references sanitize writes read back. */
static void
join_block_text(const char *html, size_t len, struct buf *out)
{
	static const struct {
		const char *ref;
		char c;
	} refs[] = { { "&amp;", '&' }, { "&lt;", '<' }, { "&gt;", '>' },
		{ "&quot;", '"' }, { "&#39;", '\'' }, { "&nbsp;", ' ' } };
	char name[16];
	size_t i, k, nl;
	int space = 0, line = 0;

	buf_reset(out);
	for (i = 0; i < len; i++) {
		char c = html[i];

		if (c == '<') {
			k = i + 1 + (html[i + 1] == '/');
			for (nl = 0; nl + 1 < sizeof(name) && k + nl < len &&
			     isalnum((unsigned char)html[k + nl]);
			     nl++)
				name[nl] =
				    (char)tolower((unsigned char)html[k + nl]);
			name[nl] = '\0';
			/* a block or a line break starts a line, as in the text
			 */
			if (out->len > 0 &&
			    (html_tag_is_block(name) ||
				strcmp(name, "br") == 0))
				line = 1;
			while (i < len && html[i] != '>')
				i++;
			continue;
		}
		if (c == '&') {
			for (k = 0; k < NELEM(refs); k++) {
				size_t rl = strlen(refs[k].ref);

				if (len - i >= rl &&
				    strncmp(html + i, refs[k].ref, rl) == 0) {
					c = refs[k].c;
					i += rl - 1;
					break;
				}
			}
		}
		if (isspace((unsigned char)c)) {
			space = out->len > 0;
			continue;
		}
		if (line)
			buf_addc(out, '\n');
		else if (space)
			buf_addc(out, ' ');
		space = line = 0;
		buf_addc(out, c);
	}
}

/*
 * The top-level elements (and runs of text between them) of sanitised
 * HTML, as offsets: block i is starts[i] to starts[i + 1].  Return their
 * number (at most max - 1).
 */
static size_t
join_blocks(const char *html, size_t *starts, size_t max)
{
	static const char *const voids[] = { "br", "img", "hr", "wbr", "source",
		"track", "col", "area", "input", NULL };
	size_t n = 0, i = 0, nl, k, end;
	int depth = 0, is_void;

	while (html[i] != '\0' && n + 1 < max) {
		if (depth == 0)
			starts[n++] = i;
		if (html[i] != '<') {
			i += strcspn(html + i, "<");
			continue;
		}
		end = i + strcspn(html + i, ">");
		if (html[i + 1] == '/') {
			if (depth > 0)
				depth--;
		} else {
			nl = strcspn(html + i + 1, " \t\n/>");
			is_void = 0;
			for (k = 0; voids[k] != NULL; k++)
				if (strlen(voids[k]) == nl &&
				    strncasecmp(html + i + 1, voids[k], nl) ==
					0)
					is_void = 1;
			if (!is_void && html[end] == '>' &&
			    html[end - 1] != '/')
				depth++;
		}
		i = html[end] == '>' ? end + 1 : end;
	}
	starts[n] = strlen(html);
	return n;
}

/* Append html less its leading and trailing elements whose text the
 * article holds already. */
static void
join_html(struct join *j, const char *html)
{
	size_t *starts, n, first, last;
	struct buf t;

	starts = xreallocarray(NULL, JOIN_MAX_BLOCKS + 1, sizeof(*starts));
	n = join_blocks(html, starts, JOIN_MAX_BLOCKS);
	buf_init(&t);
	for (first = 0; first < n; first++) {
		join_block_text(html + starts[first],
		    starts[first + 1] - starts[first], &t);
		if (t.len > 0 && strstr(j->text.data, t.data) == NULL)
			break;
	}
	for (last = n; last > first; last--) {
		join_block_text(html + starts[last - 1],
		    starts[last] - starts[last - 1], &t);
		if (t.len > 0 && strstr(j->text.data, t.data) == NULL)
			break;
	}
	if (first < last)
		buf_add(&j->html, html + starts[first],
		    starts[last] - starts[first]);
	buf_free(&t);
	free(starts);
}

int
join_add(struct join *j, const struct article *a)
{
	const char *s, *e, *p, *q;

	if (a->body_text == NULL)
		return 0;
	/* the lines the article holds already, at either end */
	s = a->body_text;
	e = s + strlen(s);
	while (s < e) {
		p = s + strcspn(s, "\n");
		if (!join_has_line(j->text.data, s, (size_t)(p - s)))
			break;
		s = *p == '\n' ? p + 1 : p;
	}
	while (e > s) {
		for (q = e; q > s && q[-1] != '\n'; q--)
			;
		if (!join_has_line(j->text.data, q, (size_t)(e - q)))
			break;
		e = q > s ? q - 1 : q;
	}
	if (e <= s)
		return 0;
	if (a->body_html != NULL && j->has_html)
		join_html(j, a->body_html);
	if (j->text.len > 0)
		buf_addc(&j->text, '\n');
	buf_add(&j->text, s, (size_t)(e - s));
	return 1;
}

/* s escaped for HTML text or an attribute. */
static void
join_escape(struct buf *b, const char *s)
{
	for (; *s != '\0'; s++) {
		if (*s == '&')
			buf_adds(b, "&amp;");
		else if (*s == '<')
			buf_adds(b, "&lt;");
		else if (*s == '>')
			buf_adds(b, "&gt;");
		else if (*s == '"')
			buf_adds(b, "&quot;");
		else
			buf_addc(b, *s);
	}
}

void
join_continued(struct join *j, const char *url)
{
	if (j->text.len > 0)
		buf_addc(&j->text, '\n');
	buf_printf(&j->text, "Continued at %s", url);
	buf_adds(&j->html, "<p class=\"continued\">Continued at <a href=\"");
	join_escape(&j->html, url);
	buf_adds(&j->html, "\">");
	join_escape(&j->html, url);
	buf_adds(&j->html, "</a></p>");
}

void
join_finish(struct join *j, struct article *a)
{
	free(a->body_text);
	a->body_text = buf_detach(&j->text, NULL);
	if (a->body_html != NULL) {
		free(a->body_html);
		a->body_html = buf_detach(&j->html, NULL);
	}
}

/* SPDX-License-Identifier: ISC */
/*
 * feed_text: the plain text of feed fields (feed_text.h).  HTML in a
 * description is read by html.c's one HTML-to-text walk; the work is
 * charged to the parse (feed_node_work).
 */
#include "config.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "charset.h"
#include "feed_node.h"
#include "feed_text.h"
#include "feed_xml.h"
#include "html.h"
#include "util.h"

static int feed_text_is_html(const char *);

/* See feed_text.h. */
char *
feed_text_space(const char *s, int multiline)
{
	struct buf b;
	const unsigned char *p;
	unsigned c1;
	int space = 0, newline = 0;

	if (s == NULL)
		return NULL;
	buf_init(&b);
	for (p = (const unsigned char *)s; *p != '\0'; p++) {
		if (*p == '\n' || *p == '\r') {
			if (multiline)
				newline = 1;
			else
				space = 1;
			continue;
		}
		if (*p == ' ' || *p == '\t' || *p == '\f' || *p == '\v') {
			space = 1;
			continue;
		}
		if (p[0] == 0xc2 && p[1] == 0xa0) {
			space = 1;
			p++;
			continue;
		}
		if (b.len > 0) {
			if (newline)
				buf_addc(&b, '\n');
			else if (space)
				buf_addc(&b, ' ');
		}
		space = newline = 0;
		/* a C1 control is windows-1252 mislabelled, as "&#146;" */
		if (p[0] == 0xc2 && (c1 = charset_cp1252_c1(p[1])) != 0) {
			charset_utf8_put(&b, c1);
			p++;
			continue;
		}
		buf_addc(&b, (char)*p);
	}
	if (b.len == 0) {
		buf_free(&b);
		return NULL;
	}
	return buf_detach(&b, NULL);
}

/* 1 if s holds a tag or an entity reference. */
static int
feed_text_is_html(const char *s)
{
	const char *p;

	for (p = s; *p != '\0'; p++) {
		if (p[0] == '<' &&
		    (isalpha((unsigned char)p[1]) || p[1] == '/' ||
			p[1] == '!'))
			return 1;
		if (p[0] != '&')
			continue;
		if (p[1] == '#' || isalpha((unsigned char)p[1])) {
			const char *q = p + 2;

			while (isalnum((unsigned char)*q))
				q++;
			if (*q == ';' && q - p > 2)
				return 1;
		}
	}
	return 0;
}

/* See feed_text.h. */
char *
feed_text_html(struct feed_ctx *fc, const char *html)
{
	char *t, *s;
	size_t len;

	if (html == NULL)
		return NULL;
	if (strchr(html, '<') == NULL && strchr(html, '&') == NULL)
		return feed_text_space(html, 0);
	/* parsed once, walked once */
	if ((len = strlen(html)) > INT_MAX ||
	    feed_node_work(fc, 2 * len) == -1 ||
	    (t = html_fragment_text(html, len)) == NULL)
		return NULL;
	s = feed_text_space(t, 1);
	free(t);
	return s;
}

/* See feed_text.h. */
char *
feed_text_inline(struct feed_ctx *fc, const char *s)
{
	char *t, *r;

	if (s == NULL)
		return NULL;
	if (!feed_text_is_html(s))
		return feed_text_space(s, 0);
	t = feed_text_html(fc, s);
	r = feed_text_space(t, 0);
	free(t);
	return r;
}

/* See feed_text.h. */
char *
feed_text_escape(const char *s)
{
	struct buf b;

	buf_init(&b);
	buf_adds(&b, "");
	for (; *s != '\0'; s++) {
		if (*s == '&')
			buf_adds(&b, "&amp;");
		else if (*s == '<')
			buf_adds(&b, "&lt;");
		else if (*s == '>')
			buf_adds(&b, "&gt;");
		else
			buf_addc(&b, *s);
	}
	return buf_detach(&b, NULL);
}

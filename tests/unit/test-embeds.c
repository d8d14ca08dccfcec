/* SPDX-License-Identifier: ISC */
/* Unit tests for embeds.c: posts of a social network embedded in a story. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "../lib/t.h"
#include "../lib/tmark.h"
#include "embeds.h"
#include "html.h"
#include "util.h"

/* The body's text once the embedded posts below it are dropped; *n found. */
static char *
marked_text(const char *page, size_t *n)
{
	return t_mark_text(page, embeds_mark, n);
}

static void
test_embeds_post_and_its_author(void)
{
	/* a post as the embedding code writes it: words, then "— Name
	 * (@name) <a>date</a>" */
	const char *page =
	    "<html><body><div>" P1
	    "<blockquote class=post><p>Pool closed in winter? Not in my "
	    "town.</p>&mdash; Ann Lee (@annlee) <a href=\"https://social."
	    "example/annlee/1\">March 29, 2013</a></blockquote>" P2
	    "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "budget") != NULL);
	T_OK(s != NULL && strstr(s, "the bus.") != NULL);
	T_OK(s != NULL && strstr(s, "Not in my town") == NULL);
	T_OK(s != NULL && strstr(s, "@annlee") == NULL);
	free(s);
}

static void
test_embeds_post_on_one_line(void)
{
	/* no paragraph around the post's words: one long line, the author
	 * at its end */
	char page[2048];
	char words[601];
	size_t n;
	char *s;

	memset(words, 'a', sizeof(words) - 1);
	words[sizeof(words) - 1] = '\0';
	snprintf(page, sizeof(page),
	    "<html><body><div>%s<blockquote>%s &mdash; Ann Lee (@annlee) <a "
	    "href=\"https://social.example/annlee/1\">May 1</a></blockquote>"
	    "%s</div></body></html>",
	    P1, words, P2);
	s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "aaaa") == NULL);
	free(s);
}

static void
test_embeds_nested_post(void)
{
	/* the author's line deep in the post's own boxes, a time element
	 * for the date */
	const char *page =
	    "<html><body><div>" P1
	    "<blockquote><div><div><a href=\"https://photos.example/p/x\">"
	    "Landing at dusk</a></div><p>Ein Beitrag von <a "
	    "href=\"https://photos.example/rocket\">Rocket Co</a> (@rocket.co) "
	    "<time>4. Apr 2017</time></p></div></blockquote>" P2
	    "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "Landing at dusk") == NULL);
	T_OK(s != NULL && strstr(s, "the bus.") != NULL);
	free(s);
}

static void
test_embeds_quotations_stay(void)
{
	/* a quotation of the story's: its last line names no handle, or
	 * the handle is in the words, not the last line, or it links
	 * nowhere */
	const char *page =
	    "<html><body><div>" P1
	    "<blockquote><p>We kept what people use.</p><p>&mdash; The mayor, "
	    "<a href=\"/speech\">in her speech</a></p></blockquote>" P2
	    "<blockquote><p>Ask the librarian (@libby) or the clerk.</p>"
	    "<p>&mdash; <a href=\"/notice\">Notice at the door</a></p>"
	    "</blockquote>"
	    "<blockquote><p>Closed on Mondays &mdash; Town Hall (@townhall)"
	    "</p></blockquote>" P1 "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "We kept what people use.") != NULL);
	T_OK(s != NULL && strstr(s, "Ask the librarian") != NULL);
	T_OK(s != NULL && strstr(s, "Closed on Mondays") != NULL);
	free(s);
}

static void
test_embeds_handle_shape(void)
{
	/* "(@)" and a bracket that never closes are no handles */
	const char *page =
	    "<html><body><div>" P1
	    "<blockquote><p>One</p><a href=\"/x\">Name (@)</a></blockquote>"
	    "<blockquote><p>Two</p><a href=\"/y\">Name (@open</a></blockquote>"
	    "</div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "Two") != NULL);
	free(s);
}

static void
test_embeds_dated_link(void)
{
	/* no handle: a short quote ending on its dated link is a post of
	 * another site; the story's quotes end on words, or on a link with
	 * no date */
	const char *page =
	    "<html><body><div>" P1 "<blockquote><p>Pool closed in winter? "
	    "Not in my town.</p><p>&mdash; Ann <a href=/s/1>March 29, "
	    "2013</a></p></blockquote>" P2 "<blockquote><p>We kept what "
	    "people use, and we kept it open.</p></blockquote><blockquote>"
	    "The library stays open, <a href=/minutes>the minutes say</a>"
	    "</blockquote></div></body></html>";
	size_t n;
	char *s = marked_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "Not in my town") == NULL &&
	    strstr(s, "March") == NULL);
	T_OK(s != NULL && strstr(s, "We kept what") != NULL &&
	    strstr(s, "the minutes say") != NULL &&
	    strstr(s, "the bus.") != NULL);
	free(s);
}

/* The body's text once embedding code shown as text is dropped. */
static char *
code_text(const char *page, size_t *n)
{
	return t_mark_text(page, embeds_code_mark, n);
}

static void
test_embeds_code_box(void)
{
	/* an audio player's "share" box: its embedding code as text */
	const char *page =
	    "<html><body><div>" P1
	    "<pre>Share this audio: &lt;iframe width=\"100%\" height=\"300\""
	    " src=\"https://player.audio.example/e/123\"&gt;&lt;/iframe&gt;"
	    "</pre>" P2 "</div></body></html>";
	size_t n;
	char *s = code_text(page, &n);

	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "iframe") == NULL);
	T_OK(s != NULL && strstr(s, "budget") != NULL);
	free(s);

	/* in a <code> of a paragraph, no label */
	page = "<html><body><div>" P1
	       "<p><code>&lt;embed src=\"https://v.example/p.swf\"&gt;</code>"
	       "</p>" P2 "</div></body></html>";
	s = code_text(page, &n);
	T_INT(n, 1);
	T_OK(s != NULL && strstr(s, "embed") == NULL);
	free(s);
}

static void
test_embeds_code_sample_stays(void)
{
	/* an article about markup: the iframe is one of its code samples */
	const char *page =
	    "<html><body><div>" P1
	    "<pre>&lt;iframe src=\"https://v.example/e/1\"&gt;&lt;/iframe&gt;"
	    "</pre><p>and the script that sizes it:</p><pre>frame.height = "
	    "frame.contentWindow.document.body.scrollHeight;</pre>" P2
	    "</div></body></html>";
	size_t n;
	char *s = code_text(page, &n);

	T_INT(n, 0);
	T_OK(s != NULL && strstr(s, "<iframe") != NULL);
	free(s);

	/* several lines of markup: written by hand, not a share box */
	page = "<html><body><div>" P1
	       "<pre>&lt;iframe\n  src=\"https://v.example/e/1\"&gt;\n"
	       "&lt;/iframe&gt;</pre>" P2 "</div></body></html>";
	s = code_text(page, &n);
	T_INT(n, 0);
	free(s);

	/* markup that loads nothing, and code that is no markup */
	page = "<html><body><div>" P1
	       "<pre>&lt;video controls&gt;</pre><pre>int x;</pre>" P2
	       "</div></body></html>";
	s = code_text(page, &n);
	T_INT(n, 0);
	free(s);
}

int
main(void)
{
	T_RUN(test_embeds_post_and_its_author);
	T_RUN(test_embeds_post_on_one_line);
	T_RUN(test_embeds_nested_post);
	T_RUN(test_embeds_quotations_stay);
	T_RUN(test_embeds_handle_shape);
	T_RUN(test_embeds_dated_link);
	T_RUN(test_embeds_code_box);
	T_RUN(test_embeds_code_sample_stays);
	return t_done();
}

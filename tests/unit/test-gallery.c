/* SPDX-License-Identifier: ISC */
/*
 * Unit tests for gallery.c: a page of a feed told in pictures, which the
 * template learned on the feed's articles does not match, gives its
 * intro and every caption in order, with the pictures; a page of cards
 * or thumbnails is no gallery.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "article.h"
#include "html.h"
#include "tmpl.h"
#include "util.h"

#define INTRO                                                                  \
	"The harbour festival filled the quays on Saturday: boats, bands and " \
	"a parade of lanterns after dark."

#define INTRO2                                                                 \
	"Thousands came from the valley towns, and the trains ran late into "  \
	"the night to take them home again, the station master said."
#define CAPTION_MORE                                                           \
	"The town has held the festival every summer since the harbour was "   \
	"rebuilt, and the boats that came first that year still lead it."

static const char *const captions[] = {
	"The first boats came in at dawn with their flags up.",
	"Children painted the old crane in the colours of the town.",
	"A brass band from the valley played on the fish market roof.",
	"The lifeboat crew showed visitors how the new engine starts.",
	"Lanterns crossed the harbour at nine, one for each street.",
	"The last boat home carried the mayor and the band's drummer.",
};

#define NCAPTIONS (sizeof(captions) / sizeof(captions[0]))

#define CHROME_TOP                                                             \
	"<html><head><title>Harbour festival in pictures</title></head><body>" \
	"<div id=\"nav\"><ul><li><a href=\"/\">Home</a></li><li><a "           \
	"href=\"/news\">News</a></li><li><a href=\"/sport\">Sport</a></li>"    \
	"</ul></div>"

/* Teaser cards of other stories: a picture, a linked headline and a
 * teaser line each, no gallery. */
#define CARDS                                                                  \
	"<div class=\"more\"><h2>More stories</h2>"                            \
	"<div class=\"card\"><a href=\"/a\"><img src=\"/t/a.jpg\" "            \
	"alt=\"\"></a><h3><a href=\"/a\">Ferry fares rise in May</a></h3><p>"  \
	"The island ferry costs more from the first of the month.</p></div>"   \
	"<div class=\"card\"><a href=\"/b\"><img src=\"/t/b.jpg\" "            \
	"alt=\"\"></a><h3><a href=\"/b\">New school opens</a></h3><p>The "     \
	"hill school took its first pupils on Monday morning.</p></div>"       \
	"<div class=\"card\"><a href=\"/c\"><img src=\"/t/c.jpg\" "            \
	"alt=\"\"></a><h3><a href=\"/c\">Storm warning lifted</a></h3><p>The " \
	"coast guard lifted the warning as the wind fell.</p></div></div>"

#define CHROME_END                                                             \
	"<div id=\"foot\"><p>Harbour Gazette, 1 Quay Street. All rights "      \
	"reserved.</p></div></body></html>"

/* The page of one shape: 0 figures in a gallery box, 1 an ul of li
 * slides with the intro one level up, 2 div slides with a counter, a
 * lazy picture and a heading over each caption, 3 a carousel of frames
 * whose captions are no paragraphs after a longer intro, 4 slides with
 * a long caption paragraph each, advertisements between them, 5 the
 * first with readers' comments in paragraphs after it, 6 slides whose
 * class numbers them ("slide-0", "slide-1"). */
static char *
gallery_page(int shape)
{
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b, CHROME_TOP);
	if (shape == 0 || shape == 5) {
		buf_adds(&b,
		    "<div class=\"main\"><h1>Harbour festival in "
		    "pictures</h1><p class=\"intro\">" INTRO "</p>"
		    "<div class=\"gallery\">");
		for (i = 0; i < NCAPTIONS; i++)
			buf_printf(&b,
			    "<figure><img src=\"/g/%zu.jpg\" width=\"800\" "
			    "alt=\"\"><figcaption>%s</figcaption></figure>",
			    i, captions[i]);
		buf_adds(&b, "</div>" CARDS "</div>");
		/* readers' comments in paragraphs, more words than the
		 * captions */
		for (i = 0; shape == 5 && i < 8; i++)
			buf_printf(&b,
			    "%s<div class=\"comment\"><p>Reader %zu: what a "
			    "day it was on the quays, the band played until "
			    "late and the children painted everything.</p>"
			    "</div>%s",
			    i == 0 ? "<div id=\"comments\">" : "", i,
			    i == 7 ? "</div>" : "");
	} else if (shape == 1 || shape == 6) {
		buf_adds(&b,
		    "<div class=\"wrap\"><div class=\"head\"><h1>"
		    "Harbour festival</h1><div class=\"standfirst\">"
		    "<p>" INTRO "</p></div></div><div class=\"box\">"
		    "<ul class=\"slides\">");
		for (i = 0; i < NCAPTIONS; i++) {
			buf_adds(&b, "<li class=\"slide");
			if (shape == 6)
				buf_printf(&b, "-%zu", i);
			buf_printf(&b,
			    "\"><img src=\"/g/%zu.jpg\" alt=\"Photo %zu\">"
			    "<p class=\"caption\">%s <span "
			    "class=\"credit\">Photo: J. Shore</span></p>"
			    "</li>",
			    i, i, captions[i]);
		}
		buf_adds(&b, "</ul><ul class=\"thumbs\">");
		for (i = 0; i < NCAPTIONS; i++)
			buf_printf(&b,
			    "<li><a href=\"#s%zu\"><img src=\"/g/%zu-t.jpg\" "
			    "alt=\"\"></a></li>",
			    i, i);
		buf_adds(&b, "</ul></div></div>" CARDS);
	} else if (shape == 3) {
		buf_adds(&b,
		    "<div class=\"col\"><div class=\"intro\"><p>" INTRO
		    "</p><p>" INTRO2 "</p></div><div class=\"ad\">"
		    "Advertisement</div><div class=\"carousel\">");
		for (i = 0; i < NCAPTIONS; i++)
			buf_printf(&b,
			    "<div class=\"frame\"><div class=\"pic\"><img "
			    "src=\"/g/%zu.jpg\" alt=\"\"></div><div "
			    "class=\"cap\">%s</div></div>",
			    i, captions[i]);
		buf_adds(&b, "</div></div>" CARDS);
	} else if (shape == 4) {
		buf_adds(&b,
		    "<div class=\"col\"><p class=\"lead\">" INTRO
		    "</p><div class=\"deck\">");
		for (i = 0; i < NCAPTIONS; i++)
			buf_printf(&b,
			    "<div class=\"s\"><div><div><img "
			    "src=\"/g/%zu.jpg\" "
			    "alt=\"\"></div></div><div><div><p>%s %s</p></div>"
			    "</div></div><div class=\"ad\"><a href=\"/ad\">"
			    "Sponsored</a></div>",
			    i, captions[i], CAPTION_MORE);
		buf_adds(&b, "</div></div>" CARDS);
	} else {
		buf_adds(&b,
		    "<article><header><h1>Harbour festival</h1>"
		    "</header><div class=\"lede\"><p>" INTRO "</p>"
		    "</div><section class=\"photos\">");
		for (i = 0; i < NCAPTIONS; i++)
			buf_printf(&b,
			    "<div class=\"item\"><span class=\"count\">%zu / "
			    "%zu</span><div class=\"media\"><img "
			    "src=\"data:image/gif;base64,R0lGOD\" "
			    "data-src=\"/g/%zu.jpg\" alt=\"\"></div><div "
			    "class=\"text\"><h3>Scene %zu</h3><p>%s</p></div>"
			    "</div>",
			    i + 1, NCAPTIONS, i, i + 1, captions[i]);
		buf_adds(&b, "</section></article>" CARDS);
	}
	buf_adds(&b, CHROME_END);
	return buf_detach(&b, NULL);
}

/* The article tmpl gives of html with the body XPath of the feed's
 * article layout, its guard on or off, and strip (when not NULL) among
 * its strip XPaths. */
static struct article *
apply_layout(const char *html, int guard, const char *strip, char **cause)
{
	struct html_doc *doc;
	struct tmpl *t = tmpl_new();
	struct article *a;

	doc = html_parse(html, strlen(html), "utf-8",
	    "https://gazette.test/pictures/festival", cause);
	tmpl_set_body_xpath(t, "//div[@class='article-body']");
	tmpl_set_body_guard(t, guard);
	if (strip != NULL)
		tmpl_add_body_strip(t, strip);
	a = tmpl_apply(t, doc, cause);
	tmpl_free(t);
	html_doc_free(doc);
	return a;
}

/* The article tmpl gives of html, with a body XPath the page does not
 * match (learned on the feed's ordinary articles). */
static struct article *
apply(const char *html, char **cause)
{
	return apply_layout(html, 1, NULL, cause);
}

/* 1 if every caption is in s, in order, after the intro. */
static int
in_order(const char *s)
{
	const char *p;
	size_t i;

	if (s == NULL || (p = strstr(s, INTRO)) == NULL)
		return 0;
	for (i = 0; i < NCAPTIONS; i++)
		if ((p = strstr(p, captions[i])) == NULL)
			return 0;
	return 1;
}

static void
test_gallery_shapes(void)
{
	struct article *a;
	char *html, *cause = NULL;
	int shape;

	for (shape = 0; shape < 7; shape++) {
		html = gallery_page(shape);
		a = apply(html, &cause);
		T_OK_MSG(a != NULL && in_order(a->body_text),
		    "shape %d: intro and captions: %s", shape,
		    a != NULL ? a->body_text : cause);
		T_OK_MSG(a != NULL &&
			strstr(a->body_text, "Ferry fares") == NULL &&
			strstr(a->body_text, "island ferry") == NULL,
		    "shape %d: no card", shape);
		T_OK_MSG(
		    a != NULL && strstr(a->body_text, "All rights") == NULL,
		    "shape %d: no footer", shape);
		T_OK_MSG(a != NULL && a->body_html != NULL &&
			strstr(a->body_html, "/g/0.jpg") != NULL &&
			strstr(a->body_html, "/g/5.jpg") != NULL,
		    "shape %d: pictures: %s", shape,
		    a != NULL ? a->body_html : "");
		T_OK_MSG(a != NULL && a->body_html != NULL &&
			strstr(a->body_html, "/t/a.jpg") == NULL,
		    "shape %d: no card picture", shape);
		T_OK_MSG(a != NULL && a->body_html != NULL &&
			strstr(a->body_html, "/g/0-t.jpg") == NULL,
		    "shape %d: no thumbnail strip", shape);
		/* list items stay in their list */
		if (shape == 1 || shape == 6)
			T_OK_MSG(a != NULL && a->body_html != NULL &&
				strstr(a->body_html, "<ul><li") != NULL,
			    "shape %d: the slides in their list", shape);
		T_OK(a != NULL && (a->fallback & TMPL_FALLBACK_BODY));
		article_free(a);
		free(html);
	}
}

/* An article of another layout with a run of cards after it is no
 * gallery: its body is the story, not the cards. */
static void
test_gallery_cards_are_none(void)
{
	struct buf b;
	struct article *a;
	char *cause = NULL;
	size_t i;

	buf_init(&b);
	buf_adds(&b, CHROME_TOP "<div class=\"story\"><h1>Ferry fares</h1>");
	for (i = 0; i < 4; i++)
		buf_printf(&b,
		    "<p>Paragraph %zu: the island ferry will cost more from "
		    "the first of the month, the company said, as fuel and "
		    "wages rose over the winter.</p>",
		    i);
	buf_adds(&b, "</div>" CARDS CARDS CHROME_END);
	a = apply(b.data, &cause);
	T_OK_MSG(a != NULL && strstr(a->body_text, "Paragraph 3") != NULL &&
		strstr(a->body_text, "New school") == NULL,
	    "cards: %s", a != NULL ? a->body_text : cause);
	article_free(a);
	buf_free(&b);
}

/* A long article with a few captioned pictures in it is no gallery: its
 * prose outweighs the captions. */
static void
test_gallery_article_with_pictures(void)
{
	struct buf b;
	struct article *a;
	char *cause = NULL;
	size_t i;
	int among;

	/* the pictures in a box after the story, or among its paragraphs
	 * (the story's own container holds the run) */
	for (among = 0; among < 2; among++) {
		buf_init(&b);
		buf_adds(
		    &b, CHROME_TOP "<div class=\"story\"><h1>Harbour</h1>");
		if (!among)
			buf_adds(&b, "<div class=\"pics\">");
		for (i = 0; i < 3; i++)
			buf_printf(&b,
			    "<figure><img src=\"/p/%zu.jpg\" alt=\"\">"
			    "<figcaption>%s</figcaption></figure>",
			    i, captions[i]);
		if (!among)
			buf_adds(&b, "</div>");
		for (i = 0; i < 12; i++)
			buf_printf(&b,
			    "<p>Paragraph %zu: the harbour works went on all "
			    "winter, and the town paid for the stone while the "
			    "fishermen gave their weekends to lay it.</p>",
			    i);
		buf_adds(&b, "</div>" CHROME_END);
		a = apply(b.data, &cause);
		T_OK_MSG(a != NULL &&
			strstr(a->body_text, "Paragraph 0") != NULL &&
			strstr(a->body_text, "Paragraph 11") != NULL,
		    "article with pictures (%d): %s", among,
		    a != NULL ? a->body_text : cause);
		article_free(a);
		buf_free(&b);
	}
}

/* A gallery page in the feed's article layout: the article block the
 * template finds holds the intro alone, the slides follow it; a short
 * story with a gallery in a sidebar keeps its own text alone. */
static void
test_gallery_after_intro(void)
{
	struct article *a;
	struct buf b;
	char *cause = NULL;
	size_t i;
	int aside;

	for (aside = 0; aside < 2; aside++) {
		buf_init(&b);
		buf_printf(&b,
		    CHROME_TOP "<div class=\"main\"><h1>Harbour festival</h1>"
			       "<div class=\"article-body\"><p>" INTRO
			       "</p></div>%s",
		    aside ? "</div><aside><h3>Galleries</h3><div>" : "<div>");
		for (i = 0; i < NCAPTIONS; i++)
			buf_printf(&b,
			    "<figure><img src=\"/g/%zu.jpg\" alt=\"\">"
			    "<figcaption>%s</figcaption></figure>",
			    i, captions[i]);
		buf_adds(&b, aside ? "</div></aside>" : "</div></div>");
		buf_adds(&b, CHROME_END);
		a = apply_layout(b.data, 0, NULL, &cause);
		if (aside)
			T_OK_MSG(a != NULL &&
				strstr(a->body_text, INTRO) != NULL &&
				strstr(a->body_text, captions[0]) == NULL,
			    "sidebar gallery: %s",
			    a != NULL ? a->body_text : cause);
		else
			T_OK_MSG(a != NULL && in_order(a->body_text) &&
				strstr(a->body_html, "/g/5.jpg") != NULL &&
				a->fallback == 0,
			    "intro, then the slides: %s",
			    a != NULL ? a->body_text : cause);
		article_free(a);
		buf_free(&b);
	}
}

/* A short story in the feed's article layout, the site's strip of its
 * latest stories after it, each a link holding its picture and its
 * headline: no slides, their words are links'.  The story is its own
 * text alone. */
static void
test_gallery_linked_strip_is_none(void)
{
	struct article *a;
	struct buf b;
	char *cause = NULL;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    CHROME_TOP "<div class=\"main\"><h1>Harbour festival</h1>"
		       "<div class=\"article-body\"><p>" INTRO
		       "</p></div><div class=\"latest\"><h2>Latest</h2>");
	for (i = 0; i < NCAPTIONS; i++)
		buf_printf(&b,
		    "<a class=\"card\" href=\"/s/%zu\"><img src=\"/g/%zu.jpg\" "
		    "alt=\"\">%s<div class=\"time\"></div></a>",
		    i, i, captions[i]);
	buf_adds(&b, "</div></div>" CHROME_END);
	a = apply_layout(b.data, 0, NULL, &cause);
	T_OK_MSG(a != NULL && strstr(a->body_text, INTRO) != NULL &&
		strstr(a->body_text, captions[0]) == NULL &&
		strstr(a->body_html, "/g/5.jpg") == NULL,
	    "latest stories' strip: %s", a != NULL ? a->body_text : cause);
	article_free(a);
	buf_free(&b);
}

/* A gallery right under its headline, a dateline over both: the
 * headline is read apart, not as the gallery's intro, nor is what stands
 * over it. */
static void
test_gallery_headline_apart(void)
{
	struct article *a;
	struct buf b;
	char *cause = NULL;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    CHROME_TOP "<div class=\"main\"><p class=\"date\">24 July "
		       "2012, last updated at 07:12 in the evening</p><h1>"
		       "Harbour festival in pictures</h1><div "
		       "class=\"pics\"><ul>");
	for (i = 0; i < NCAPTIONS; i++)
		buf_printf(&b, "<li><img src=\"/g/%zu.jpg\" alt=\"\"> %s</li>",
		    i, captions[i]);
	buf_adds(&b, "</ul></div></div>" CHROME_END);
	a = apply(b.data, &cause);
	T_OK_MSG(a != NULL && strstr(a->body_text, captions[0]) != NULL &&
		strstr(a->body_text, captions[NCAPTIONS - 1]) != NULL,
	    "captions: %s", a != NULL ? a->body_text : cause);
	T_OK_MSG(a != NULL && strstr(a->body_text, "in pictures") == NULL &&
		strstr(a->body_text, "24 July") == NULL,
	    "headline apart: %s", a != NULL ? a->body_text : cause);
	article_free(a);
	buf_free(&b);
}

/* A short post followed by its comments, each with its writer's
 * picture: the thread is no gallery, named as comments in its container
 * or in its records only. */
static void
test_gallery_comments_are_none(void)
{
	struct article *a;
	struct buf b;
	char *cause = NULL;
	size_t i;
	int named;

	for (named = 0; named < 2; named++) {
		buf_init(&b);
		buf_printf(&b,
		    CHROME_TOP "<div class=\"main\"><h1>Harbour festival</h1>"
			       "<div class=\"article-body\"><p>" INTRO
			       "</p></div><div%s>",
		    named ? " id=\"comments\"" : "");
		for (i = 0; i < NCAPTIONS; i++)
			buf_printf(&b,
			    "<div class=\"comment\"><div><img "
			    "src=\"/u/%zu.jpg\" alt=\"\"></div>"
			    "<div><p>%s</p></div></div>",
			    i, captions[i]);
		buf_adds(&b, "</div></div>" CHROME_END);
		a = apply_layout(b.data, 0, NULL, &cause);
		T_OK_MSG(a != NULL && strstr(a->body_text, INTRO) != NULL &&
			strstr(a->body_text, captions[0]) == NULL,
		    "comments with pictures (%d): %s", named,
		    a != NULL ? a->body_text : cause);
		article_free(a);
		buf_free(&b);
	}
}

/* A short post followed by its comments, each with its writer's picture
 * of 32 pixels, no name telling them: an avatar is no slide's photo, and
 * the thread is no gallery; the same records with photos are one. */
static void
test_gallery_avatars_are_none(void)
{
	struct article *a;
	struct buf b;
	char *cause = NULL;
	size_t i;
	int side;

	for (side = 32; side <= 640; side *= 20) {
		buf_init(&b);
		buf_adds(&b,
		    CHROME_TOP "<div class=\"main\"><h1>Harbour festival</h1>"
			       "<div class=\"article-body\"><p>" INTRO
			       "</p></div><div class=\"k1\">");
		for (i = 0; i < NCAPTIONS; i++)
			buf_printf(&b,
			    "<div class=\"k2\"><div><img src=\"/u/%zu.jpg\" "
			    "width=\"%d\" height=\"%d\" alt=\"\"></div><div>"
			    "<p>%s</p></div></div>",
			    i, side, side, captions[i]);
		buf_adds(&b, "</div></div>" CHROME_END);
		a = apply_layout(b.data, 0, NULL, &cause);
		T_OK_MSG(a != NULL && strstr(a->body_text, INTRO) != NULL &&
			(strstr(a->body_text, captions[0]) != NULL) ==
			    (side > 32),
		    "records with pictures of %d pixels: %s", side,
		    a != NULL ? a->body_text : cause);
		article_free(a);
		buf_free(&b);
	}
}

/* A post and its readers' comments in one column, the body XPath's,
 * each comment with its writer's picture, name and dated line, no name
 * telling them, and striped or not (the records' classes by turns two
 * words of no language, as "even" and "odd" renamed): the thread is no
 * gallery, and the template's strip of the comment list takes it. */
static void
test_gallery_thread_is_none(void)
{
	static const char *const who[] = { "Bob Ray", "Cy Mott", "Dee Park" };
	struct article *a;
	struct buf b;
	char *cause = NULL;
	size_t i;
	int striped;

	for (striped = 0; striped < 2; striped++) {
		buf_init(&b);
		buf_adds(&b,
		    CHROME_TOP
		    "<div class=\"main\"><div class=\"article-body\">"
		    "<h2>Harbour festival</h2><div class=\"k1\"><p>" INTRO
		    "</p></div><ol class=\"k2\">");
		for (i = 0; i < NCAPTIONS; i++)
			buf_printf(&b,
			    "<li class=\"%s\"><img src=\"/u/%zu.jpg\" "
			    "width=\"32\" height=\"32\" alt=\"\"><cite>%s"
			    "</cite> says:<br><small>March %zu, 2008 at "
			    "9:%02zu am</small><p>%s</p></li>",
			    striped && i % 2 == 1 ? "k4" : "k3", i, who[i % 3],
			    i + 2, i * 7, captions[i]);
		buf_adds(&b, "</ol></div></div>" CHROME_END);
		a = apply_layout(b.data, 1, ".//ol[@class='k2']", &cause);
		T_OK_MSG(a != NULL && strstr(a->body_text, INTRO) != NULL &&
			strstr(a->body_text, captions[0]) == NULL &&
			strstr(a->body_text, "Bob Ray") == NULL,
		    "a thread with pictures (striped %d) is stripped: %s",
		    striped, a != NULL ? a->body_text : cause);
		article_free(a);
		buf_free(&b);
	}
}

/* The page's top, its headline and the article's box opened with the
 * intro, and with story four paragraphs more: a gallery page, or a
 * story with pictures. */
static void
strip_page_open(struct buf *b, int story)
{
	int i;

	buf_init(b);
	buf_adds(b,
	    CHROME_TOP "<div class=\"main\"><h1>Harbour festival</h1><div "
		       "class=\"article-body\"><p>" INTRO "</p>");
	for (i = 0; story && i < 4; i++)
		buf_adds(b, "<p>" INTRO2 " " CAPTION_MORE "</p>");
}

/*
 * Page b (freed here) read under a strip learned by name, the class of a
 * div: with story, the story's paragraphs stay and the strip takes the
 * gallery; else the gallery stays, every caption in order after the
 * intro, with its last picture, at picture.
 */
static void
strip_read(struct buf *b, int story, const char *cls, const char *picture)
{
	struct article *a;
	struct buf x;
	char *cause = NULL;

	buf_init(&x);
	buf_printf(&x,
	    ".//div[contains(concat(' ',normalize-space(@class),' '),' %s ')]",
	    cls);
	a = apply_layout(b->data, 0, x.data, &cause);
	if (story)
		T_OK_MSG(a != NULL && strstr(a->body_text, INTRO2) != NULL &&
			strstr(a->body_text, captions[0]) == NULL,
		    "a story's %s is stripped: %s", cls,
		    a != NULL ? a->body_text : cause);
	else
		T_OK_MSG(a != NULL && in_order(a->body_text) &&
			strstr(a->body_html, picture) != NULL,
		    "the gallery stays: %s", a != NULL ? a->body_html : cause);
	free(cause);
	article_free(a);
	buf_free(&x);
	buf_free(b);
}

/* A strip learned by name on the feed's articles ("slideshow", a box
 * of other stories there) spares a gallery page's slides inside the
 * article block, and still strips such a box beside a long story. */
static void
test_gallery_strip_spares(void)
{
	struct buf b;
	size_t i;
	int story;

	for (story = 0; story < 2; story++) {
		strip_page_open(&b, story);
		buf_adds(&b, "<div class=\"slideshow\"><ul>");
		for (i = 0; i < NCAPTIONS; i++)
			buf_printf(&b,
			    "<li class=\"slide-%zu\"><div><img "
			    "src=\"/g/%zu.jpg\" alt=\"\"></div><p>%s</p>"
			    "<div>%zu of %zu</div></li>",
			    i, i, captions[i], i + 1, NCAPTIONS);
		buf_adds(&b, "</ul></div></div></div>" CHROME_END);
		strip_read(&b, story, "slideshow", "/g/5.jpg");
	}
}

/* A strip of each picture's caption learned on the feed's articles
 * (the caption's element, or the text of a caption's box that keeps its
 * picture: a photo's credit there) spares a gallery page's captions,
 * the story there, and still strips a story's captions, its pictures
 * kept. */
static void
test_gallery_caption_strip_spares(void)
{
	static const char *const strips[] = {
		".//p[contains(concat(' ',normalize-space(@class),' '),"
		"' wp-caption-text ')]",
		".//div[contains(concat(' ',normalize-space(@class),' '),"
		"' wp-caption ')]//text()[normalize-space()]",
	};
	struct article *a;
	struct buf b;
	char *cause = NULL;
	size_t i, k;
	int story;

	for (k = 0; k < NELEM(strips); k++)
		for (story = 0; story < 2; story++) {
			strip_page_open(&b, story);
			for (i = 0; i < (story ? 2 : NCAPTIONS); i++)
				buf_printf(&b,
				    "<div class=\"wp-caption\"><img "
				    "src=\"/g/%zu.jpg\" alt=\"\"><p "
				    "class=\"wp-caption-text\">%s</p></div>",
				    i, captions[i]);
			buf_adds(&b, "</div></div>" CHROME_END);
			a = apply_layout(b.data, 0, strips[k], &cause);
			if (story)
				T_OK_MSG(a != NULL &&
					strstr(a->body_text, INTRO2) != NULL &&
					strstr(a->body_text, captions[0]) ==
					    NULL &&
					strstr(a->body_html, "/g/1.jpg") !=
					    NULL,
				    "strip %zu: a story's captions are "
				    "stripped: %s",
				    k, a != NULL ? a->body_text : cause);
			else
				T_OK_MSG(a != NULL && in_order(a->body_text) &&
					strstr(a->body_html, "/g/5.jpg") !=
					    NULL,
				    "strip %zu: the gallery's captions stay: "
				    "%s",
				    k, a != NULL ? a->body_text : cause);
			article_free(a);
			buf_free(&b);
		}
}

/*
 * A page of slides whose pictures load late, a URL a screen size each
 * over a data: stand-in (CNN's "data-src-small", "data-src-large"),
 * under a strip learned by name: the gallery page's slides stay, with
 * their pictures; a story that has told most of itself before its
 * gallery, in paragraphs written as divs, holds a gallery and is none,
 * and the strip takes the gallery.
 */
static void
test_gallery_lazy_sizes(void)
{
	struct buf b;
	size_t i;
	int story;

	for (story = 0; story < 2; story++) {
		buf_init(&b);
		buf_adds(&b,
		    CHROME_TOP "<div class=\"main\"><h1>Harbour festival</h1>"
			       "<div class=\"article-body\"><p>" INTRO "</p>");
		for (i = 0; story && i < 2; i++)
			buf_adds(&b,
			    "<div class=\"zn-body__paragraph\">" INTRO2
			    " " CAPTION_MORE "</div>");
		buf_adds(&b, "<div class=\"el__gallery\">");
		for (i = 0; i < NCAPTIONS; i++)
			buf_printf(&b,
			    "<div class=\"slide\"><img src=\"data:image/gif;"
			    "base64,R0lGODlhEAAJAJEAAAAAAP\" "
			    "data-src-small=\"/g/%zu-s.jpg\" "
			    "data-src-large=\"/g/%zu-l.jpg\"><div>%s</div>"
			    "<div>%zu of %zu</div></div>",
			    i, i, captions[i], i + 1, NCAPTIONS);
		buf_adds(&b, "</div></div></div>" CHROME_END);
		strip_read(&b, story, "el__gallery", "/g/5-l.jpg");
	}
}

int
main(void)
{
	T_RUN(test_gallery_shapes);
	T_RUN(test_gallery_cards_are_none);
	T_RUN(test_gallery_article_with_pictures);
	T_RUN(test_gallery_after_intro);
	T_RUN(test_gallery_linked_strip_is_none);
	T_RUN(test_gallery_headline_apart);
	T_RUN(test_gallery_comments_are_none);
	T_RUN(test_gallery_strip_spares);
	T_RUN(test_gallery_caption_strip_spares);
	T_RUN(test_gallery_lazy_sizes);
	T_RUN(test_gallery_thread_is_none);
	T_RUN(test_gallery_avatars_are_none);
	return t_done();
}

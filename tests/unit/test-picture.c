/* SPDX-License-Identifier: ISC */
/*
 * test-picture: pictures as a browser shows them: a lazy loader's real
 * URL, beacons and icons known as no picture, the lead image found
 * above a story's body, set in front of a served body once, and cut off
 * for the reader view.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

#include "../lib/t.h"
#include "../lib/tdom.h"
#include "picture.h"
#include "util.h"

/* The first element of the body of html, in doc. */
static xmlNodePtr
first(const char *html, htmlDocPtr *doc)
{
	xmlNodePtr n;

	*doc = htmlReadMemory(html, (int)strlen(html), NULL, "UTF-8",
	    HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET);
	n = xmlDocGetRootElement(*doc);
	while (n != NULL &&
	    (n->type != XML_ELEMENT_NODE ||
		strcmp((const char *)n->name, "html") == 0 ||
		strcmp((const char *)n->name, "body") == 0))
		n = n->type == XML_ELEMENT_NODE ? n->children : n->next;
	return n;
}

/* The picture s that html gave is want (NULL: none); s is freed. */
static void
picture_is(const char *html, char *s, const char *want)
{
	if (want == NULL)
		T_OK_MSG(s == NULL, "%s: no picture, got %s", html, s);
	else
		T_STR(s, want);
	free(s);
}

static void
img_src_is(const char *html, const char *want)
{
	htmlDocPtr doc;

	picture_is(html, picture_img_src(first(html, &doc)), want);
	xmlFreeDoc(doc);
}

static void
test_picture_img_src(void)
{
	img_src_is("<img src=\"/a.jpg\">", "/a.jpg");
	img_src_is(
	    "<img src=\"data:image/gif;base64,R0l\" data-src=\"/b.jpg\">",
	    "/b.jpg");
	img_src_is("<img src=\"/img/blank.gif\" data-lazy-src=\" /c.jpg \">",
	    "/c.jpg");
	/* a lazy flag is no URL */
	img_src_is("<img src=\"/d.jpg\" data-lazy=\"true\">", "/d.jpg");
	/* the largest of a srcset when src is a stand-in or missing */
	img_src_is("<img src=\"/placeholder.png\" data-srcset=\"/e-1.jpg 400w,"
		   " /e-2.jpg 1200w, /e-3.jpg 800w\">",
	    "/e-2.jpg");
	img_src_is("<img srcset=\"/f.jpg, /f2.jpg 2x\">", "/f2.jpg");
	img_src_is("<img srcset=\"https://cdn.example/w_400,h_300/g.jpg 1x\">",
	    "https://cdn.example/w_400,h_300/g.jpg");
	/* a loader's URLs a screen size each, smallest first (CNN's) */
	img_src_is(
	    "<img src=\"data:image/gif;base64,R0l\" "
	    "data-src-mini=\"/h-mini.jpg\" data-src-small=\"/h-s.jpg\" "
	    "data-src-large=\"/h-l.jpg\" data-demand-load=\"not-loaded\">",
	    "/h-l.jpg");
	img_src_is("<img src=\"data:image/png;base64,x\" "
		   "data-src-large=\"data:image/gif;base64,R0l\">",
	    NULL);
	img_src_is("<img src=\"data:image/png;base64,x\">", NULL);
	img_src_is("<img>", NULL);
}

static void
holder_is(const char *html, const char *want)
{
	htmlDocPtr doc;

	picture_is(html, picture_holder_src(first(html, &doc)), want);
	xmlFreeDoc(doc);
}

static void
test_picture_holders(void)
{
	holder_is("<div data-src=\"/a.jpg\"></div>", "/a.jpg");
	holder_is("<span data-bg=\"https://cdn.example/b.webp?w=9\"></span>",
	    "https://cdn.example/b.webp?w=9");
	holder_is("<div class=\"c-lazy\" data-src=\"/images/123\"></div>",
	    "/images/123");
	/* no picture's address, nor named one */
	holder_is("<div data-src=\"/widget/123\"></div>", NULL);
	holder_is(
	    "<div class=\"LAZYBRAIN\" data-src=\"/2017/story-2\"></div>", NULL);
	holder_is("<div class=\"lazy\" data-src=\"/2017/story/\"></div>", NULL);
	holder_is("<div class=\"lazy\" data-src=\"/story.html\"></div>", NULL);
	/* a picture named by its microdata, its <img> drawn by a script */
	holder_is(
	    "<figure itemscope itemtype=\"http://schema.org/ImageObject\" "
	    "itemid=\"https://i.example/a-large.jpg?q=9\"></figure>",
	    "https://i.example/a-large.jpg?q=9");
	holder_is("<figure itemtype=\"http://schema.org/ImageObject\" "
		  "itemid=\"#photo1\"></figure>",
	    NULL);
	/* its own <img> shows it */
	holder_is("<div data-src=\"/a.jpg\"><img src=\"/a.jpg\"></div>", NULL);
}

static void
alt_is(const char *html, const char *want)
{
	htmlDocPtr doc;
	const char *s = picture_img_alt(first(html, &doc));

	T_STR(s, want);
	xmlFreeDoc(doc);
}

static void
test_picture_alt(void)
{
	alt_is("<img src=\"/a.jpg\" alt=\"Pier\" data-alt=\"x\">", "Pier");
	/* a lazy loader's: its script sets it into alt */
	alt_is("<img src=\"/a.jpg\" alt=\" \" data-alt=\"Pier\">", "Pier");
	alt_is("<div class=\"lazy\" data-src=\"/a.jpg\" data-alt=\"Pier\">"
	       "</div>",
	    "Pier");
	alt_is("<div data-bg=\"/a.jpg\" role=\"img\" aria-label=\"Pier\">"
	       "</div>",
	    "Pier");
	/* an empty alt says the picture says nothing; none: NULL */
	alt_is("<img src=\"/a.jpg\" alt=\"\">", "");
	alt_is("<div data-src=\"/a.jpg\"></div>", NULL);
}

static void
test_picture_beacons(void)
{
	T_OK(picture_url_is_beacon("https://pixel.wp.com/b.gif?blog=1"));
	T_OK(picture_url_is_beacon("http://feeds.feedburner.com/~r/x/~4/y"));
	T_OK(picture_url_is_beacon("https://a.example/pixel/p-1.gif"));
	T_OK(picture_url_is_beacon("https://a.example/beacon?id=1"));
	T_OK(picture_url_is_beacon("https://a.example/img/1x1.gif"));
	T_OK(picture_url_is_beacon("https://a.example/o.gif?utm_source=x"));
	T_OK(picture_url_is_beacon("https://beacon.example/e?x=1"));
	T_OK(!picture_url_is_beacon("https://a.example/pixel-art.png"));
	T_OK(!picture_url_is_beacon("https://a.example/news/b.jpg"));
	T_OK(!picture_url_is_beacon("https://a.example/photo.gif"));
	/* an image host named pixel serves photographs */
	T_OK(!picture_url_is_beacon("https://pixel.example/imgs/a.o.jpg"));
	T_OK(!picture_url_is_beacon("https://a.example/pixel/2024/b.webp"));
	T_OK(picture_url_is_beacon("https://a.example/pixel"));
}

static void
pixel_is(const char *html, int want)
{
	htmlDocPtr doc;

	T_INT(picture_is_pixel(first(html, &doc), "https://a.example/p.jpg"),
	    want);
	xmlFreeDoc(doc);
}

static void
test_picture_pixels(void)
{
	pixel_is("<img width=\"1\" height=\"1\">", 1);
	pixel_is("<img height=\"0\">", 1);
	pixel_is("<img style=\"width: 1px; height: 1px\">", 1);
	pixel_is("<img width=\"16\" height=\"16\">", 1);
	pixel_is("<img width=\"16\">", 0);
	pixel_is("<img width=\"100%\" height=\"300\">", 0);
	pixel_is("<img style=\"max-width:1px\">", 0);
	pixel_is("<img width=\"640\" height=\"360\">", 0);
}

static void
test_picture_lead(void)
{
	char *s, *rest;

	/* set in front of a body that shows none */
	s = picture_lead("<p>Story.</p>", "https://a.example/i.jpg?a=1&b=2");
	T_STR(s,
	    "<figure><img src=\"https://a.example/i.jpg?a=1&amp;b=2\" "
	    "alt=\"\"></figure>\n<p>Story.</p>");
	free(s);
	/* not when the body opens with a picture, or holds this one */
	s = picture_lead("<div><figure><img src=\"https://a.example/x.jpg\">"
			 "</figure><p>S</p></div>",
	    "https://a.example/i.jpg");
	T_OK(strncmp(s, "<div>", 5) == 0);
	free(s);
	s = picture_lead("<p>S</p><p><img src=\"http://a.example/i.jpg?w=2\">"
			 "</p>",
	    "https://a.example/i.jpg");
	T_OK(strncmp(s, "<p>S", 4) == 0);
	free(s);
	/* nor a beacon, nor what is no web address */
	s = picture_lead("<p>S</p>", "https://pixel.example/b.gif");
	T_STR(s, "<p>S</p>");
	free(s);
	s = picture_lead("<p>S</p>", "javascript:alert(1)");
	T_STR(s, "<p>S</p>");
	free(s);
	s = picture_lead(NULL, NULL);
	T_STR(s, "");
	free(s);

	/* the opening picture cut off, inside the body's wrappers */
	s = picture_lead_cut("<div>\n<figure><div><img src=\"x\"></div>"
			     "<figcaption>Cap</figcaption></figure><p>S</p>"
			     "</div>",
	    &rest);
	T_STR(s,
	    "<figure><div><img src=\"x\"></div><figcaption>Cap"
	    "</figcaption></figure>");
	T_STR(rest, "<div>\n<p>S</p></div>");
	free(s);
	free(rest);
	s = picture_lead_cut("<img src=\"x\"><p>S</p>", &rest);
	T_STR(s, "<img src=\"x\">");
	T_STR(rest, "<p>S</p>");
	free(s);
	free(rest);
	/* a paragraph of story with a picture in it is no lead */
	s = picture_lead_cut(
	    "<div><p>The harbour board met on Tuesday to weigh "
	    "the plan.<img src=\"x\"></p></div>",
	    &rest);
	T_OK(s == NULL && rest == NULL);
	s = picture_lead_cut("<p>Story</p><img src=\"x\">", &rest);
	T_OK(s == NULL && rest == NULL);
	s = picture_lead_cut("<div><p>S</p></div>", &rest);
	T_OK(s == NULL && rest == NULL);
}

/* picture_above() on html, whose headline is its <h1> and body its
 * <article>. */
static void
above_is(const char *html, const char *want)
{
	struct html_doc *doc = t_parse(html);
	xmlNodePtr root = xmlDocGetRootElement(html_doc_xml(doc));
	xmlNodePtr body = t_find(root, "article");

	picture_is(html,
	    picture_above(
		t_find(root, "h1"), &body, body != NULL, "http://a.example/n/"),
	    want);
	html_doc_free(doc);
}

static void
test_picture_above(void)
{
	static const char pics[] =
	    "<div><img src=av.jpg width=40><p><img src=p.gif "
	    "style=\"width:1px\"><img src=h.jpg width=0><img "
	    "src=http://pixel.example/c.gif><img src=photo.jpg></p></div>";
	char big[1400];
	char *html;
	htmlDocPtr doc;
	char *s;

	/* the story's figure between headline and body; a line's icon,
	 * a link's face and an avatar before it are none */
	above_is(
	    "<h1>Head</h1><p><img src=/clock.png> 2 May</p>"
	    "<a href=/by/ann><img src=/ann.jpg width=300></a>"
	    "<figure><img src=lead.jpg></figure><article><p>S</p></article>",
	    "http://a.example/n/lead.jpg");
	/* a picture shown in several sizes or declared wide is one */
	above_is("<h1>Head</h1><img src=a.jpg srcset=\"/a2.jpg 2x\">"
		 "<article><p>S</p></article>",
	    "http://a.example/n/a.jpg");
	above_is("<h1>Head</h1><div><img src=w.jpg width=300></div>"
		 "<article><p>S</p></article>",
	    "http://a.example/n/w.jpg");
	/* none before the body; the body's own are not above it */
	above_is("<h1>Head</h1><article><figure><img src=in.jpg>"
		 "</figure></article><figure><img src=after.jpg></figure>",
	    NULL);
	/* a headline inside the body has nothing above the body */
	above_is("<article><h1>Head</h1><figure><img src=a.jpg>"
		 "</figure><p>S</p></article>",
	    NULL);
	/* past more text than a standfirst and a byline: not the top */
	memset(big, 'w', sizeof(big) - 1);
	big[sizeof(big) - 1] = '\0';
	xasprintf(&html,
	    "<h1>Head</h1><p>%s</p><figure><img src=far.jpg>"
	    "</figure><article><p>S</p></article>",
	    big);
	above_is(html, NULL);
	free(html);
	above_is("<div>no headline</div>", NULL);

	/* the body's first picture that can lead: no avatar, no pixel,
	 * none hidden, no beacon */
	picture_is(pics,
	    picture_first(first(pics, &doc), "http://a.example/n/"),
	    "http://a.example/n/photo.jpg");
	xmlFreeDoc(doc);
	s = picture_url("http://a.example/n/", "../i.jpg");
	T_STR(s, "http://a.example/i.jpg");
	free(s);
	s = picture_url(NULL, "https://pixel.example/b.gif");
	T_OK(s == NULL);
	s = picture_url(NULL, "javascript:x");
	T_OK(s == NULL);
}

int
main(void)
{
	T_RUN(test_picture_img_src);
	T_RUN(test_picture_holders);
	T_RUN(test_picture_alt);
	T_RUN(test_picture_beacons);
	T_RUN(test_picture_pixels);
	T_RUN(test_picture_lead);
	T_RUN(test_picture_above);
	return t_done();
}

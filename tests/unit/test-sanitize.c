/* SPDX-License-Identifier: ISC */
/*
 * test-sanitize: the allow-list that every served body goes through.
 * Hostile stored content (script, event handlers, javascript: in all its
 * disguises, frames, forms, styles, SVG and MathML, data: URLs) leaves
 * nothing behind, while the story's text, links and images stay.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "sanitize.h"
#include "util.h"

#define BASE "https://news.example/2024/story.html"

static char *
clean(const char *html)
{
	return sanitize_html(html, strlen(html), BASE);
}

/* s holds none of what could run in a browser (any case); say what. */
static void
none_of(const char *s, const char *what)
{
	static const char *const bad[] = { "<script", "onerror", "onclick",
		"onload", "onmouse", "javascript:", "vbscript:", "<iframe",
		"<form", "<input", "<style", "style=", "<object", "<embed",
		"<svg", "<math", "data:", "<meta", "<link", "<base", "srcdoc",
		"formaction", "<button", "<textarea", "expression(" };
	size_t i;

	for (i = 0; i < NELEM(bad); i++) {
		if (strcasestr(s, bad[i]) != NULL)
			break;
	}
	T_OK_MSG(i == NELEM(bad), "%s: %s left in %s", what,
	    i < NELEM(bad) ? bad[i] : "nothing", s);
}

static void
test_sanitize_keeps_the_story(void)
{
	char *s;

	s = clean(
	    "<div class=\"x\" id=\"y\"><h2>Title</h2><p>One <em>two</em>"
	    " <strong>three</strong> <a href=\"/next.html\">link</a></p>"
	    "<ul><li>a</li></ul><blockquote cite=\"x\">q</blockquote>"
	    "<pre><code>int x;</code></pre><table><tr><th colspan=\"2\">"
	    "h</th></tr><tr><td>c</td></tr></table><figure><img "
	    "src=\"/i.jpg\" alt=\"A &amp; B\"><figcaption>cap</figcaption>"
	    "</figure></div>");
	T_STR(s,
	    "<div><h2>Title</h2><p>One <em>two</em> <strong>three"
	    "</strong> <a href=\"https://news.example/next.html\" "
	    "rel=\"noopener noreferrer nofollow\">link</a></p><ul><li>a"
	    "</li></ul><blockquote>q</blockquote><pre><code>int x;</code>"
	    "</pre><table><tr><th colspan=\"2\">h</th></tr><tr><td>"
	    "c</td></tr></table><figure><img "
	    "src=\"https://news.example/i.jpg\" alt=\"A &amp; B\">"
	    "<figcaption>cap</figcaption></figure></div>");
	free(s);
}

static void
test_sanitize_drops_scripts_and_handlers(void)
{
	static const char *const hostile[] = {
		"<p>safe</p><script>alert(1)</script>",
		"<p onclick=\"alert(1)\" onmouseover=alert(1)>safe</p>",
		"<img src=x onerror=alert(1)><p>safe</p>",
		"<p>safe</p><SCRIPT SRC=//evil.example/x.js></SCRIPT>",
		"<p>safe<a href=\"javascript:alert(1)\">x</a></p>",
		"<p>safe<a href=\"JaVaScRiPt:alert(1)\">x</a></p>",
		"<p>safe<a href=\"&#106;avascript:alert(1)\">x</a></p>",
		"<p>safe<a "
		"href=\"&#x6A;&#x61;vascript&colon;alert(1)\">x</a></p>",
		"<p>safe<a href=\" javascript:alert(1)\">x</a></p>",
		"<p>safe<a href=\"vbscript:msgbox(1)\">x</a></p>",
		"<p>safe<a "
		"href=\"data:text/html;base64,PHNjcmlwdD4=\">x</a></p>",
		"<p>safe</p><img src=\"data:image/svg+xml,<svg "
		"onload=alert(1)>\">",
		"<p>safe</p><iframe src=\"https://evil.example/\"></iframe>",
		"<p>safe</p><iframe "
		"srcdoc=\"<script>alert(1)</script>\"></iframe>",
		"<form action=\"https://evil.example/\"><p>safe</p><input "
		"name=q><button formaction=\"javascript:alert(1)\">go</button>"
		"<textarea>t</textarea></form>",
		"<p style=\"background:url(javascript:alert(1))\">safe</p>",
		"<style>p{color:red;x:expression(alert(1))}</style><p>safe</p>",
		"<p>safe</p><object data=\"x.swf\"><embed "
		"src=\"x.swf\"></object>",
		"<p>safe</p><svg><script>alert(1)</script><a xlink:href="
		"\"javascript:alert(1)\"><text>x</text></a></svg>",
		"<p>safe</p><svg onload=alert(1)></svg>",
		"<p>safe</p><math><mtext><script>alert(1)</script></mtext>"
		"<maction actiontype=statusline xlink:href=javascript:alert(1)>"
		"x</maction></math>",
		"<p>safe</p><meta http-equiv=refresh content=\"0;url="
		"javascript:alert(1)\"><link rel=stylesheet href=x.css>"
		"<base href=\"javascript:/\">",
		"<p>safe</p><noscript><img src=x onerror=alert(1)></noscript>",
		"<p>safe</p><template><script>alert(1)</script></template>",
		"<p>safe</p><!-- <script>alert(1)</script> -->",
		"<p>safe</p><<script>script>alert(1)<</script>/script>",
		"<p>safe<img src=\"https://ok.example/i.png\" "
		"data-src=\"javascript:alert(1)\"></p>",
	};
	size_t i;
	char *s;

	for (i = 0; i < NELEM(hostile); i++) {
		s = clean(hostile[i]);
		none_of(s, hostile[i]);
		T_OK_MSG(strstr(s, "safe") != NULL, "the text stays: %s", s);
		free(s);
	}
}

static void
test_sanitize_resolves_lazy_images(void)
{
	char *s;

	s = clean("<p><img src=\"data:image/gif;base64,R0lGOD\" "
		  "data-src=\"/big.jpg\" alt=\"big\"></p>");
	T_STR(s,
	    "<p><img src=\"https://news.example/big.jpg\" "
	    "alt=\"big\"></p>");
	free(s);
	s = clean("<p><img data-original=\"https://cdn.example/a.jpg\"></p>");
	T_STR(s, "<p><img src=\"https://cdn.example/a.jpg\"></p>");
	free(s);
	/* no usable source at all: no image */
	s = clean("<p>x<img src=\"javascript:1\"></p>");
	T_STR(s, "<p>x</p>");
	free(s);
}

static void
test_sanitize_lazy_forms(void)
{
	char *s;

	/* the real srcset of a lazy loader, resolved, the src its largest */
	s = clean("<img src=\"/blank.gif\" data-srcset=\"/a-480.jpg 480w, "
		  "/a-960.jpg 960w\" sizes=\"100vw\" alt=\"a\">");
	T_STR(s,
	    "<img src=\"https://news.example/a-960.jpg\" "
	    "srcset=\"https://news.example/a-480.jpg 480w, "
	    "https://news.example/a-960.jpg 960w\" alt=\"a\" "
	    "sizes=\"100vw\">");
	free(s);
	/* a <noscript> fallback: shown when the image before it is not */
	s = clean("<figure><img class=\"lazy\" src=\"data:image/gif;base64,"
		  "R0l\"><noscript><img src=\"/real.jpg\"></noscript>"
		  "<figcaption>The pier</figcaption></figure>");
	T_STR(s,
	    "<figure><img src=\"https://news.example/real.jpg\">"
	    "<figcaption>The pier</figcaption></figure>");
	free(s);
	/* and not twice when it was */
	s = clean("<p><img data-lazy-src=\"/real.jpg\" src=\"data:x\">"
		  "<noscript><img src=\"/real.jpg\"></noscript></p>");
	T_STR(s, "<p><img src=\"https://news.example/real.jpg\"></p>");
	free(s);
	/* an advert's fallback after its script, or one after text */
	s = clean("<p>a</p><script>ad()</script><noscript><a href=\"https://"
		  "ads.example/c\"><img src=\"https://ads.example/b.jpg\">"
		  "</a></noscript><p>b <noscript><img src=\"/c.jpg\">"
		  "</noscript></p>");
	T_STR(s, "<p>a</p><p>b </p>");
	free(s);
	/* a noscript's text asks for scripts: not the story's */
	s = clean("<p>a</p><noscript>Enable JavaScript</noscript>");
	T_STR(s, "<p>a</p>");
	free(s);
	/* a div holding the picture in data-src: the empty figure of old */
	s = clean("<figure><div class=\"lazy-img\" data-src=\"/pier.jpg\">"
		  "</div><figcaption>The pier</figcaption></figure>");
	T_STR(s,
	    "<figure><div><img src=\"https://news.example/pier.jpg\">"
	    "</div><figcaption>The pier</figcaption></figure>");
	free(s);
	s = clean("<p><span data-bg=\"https://cdn.example/b.webp\"></span>"
		  "</p>");
	T_STR(s, "<p><img src=\"https://cdn.example/b.webp\"></p>");
	free(s);
	/* the holder's alt where the loader keeps it: data-alt, else
	 * aria-label; an <img> with an empty alt takes data-alt too */
	s = clean("<figure><div class=\"lazy-img\" data-src=\"/pier.jpg\" "
		  "data-alt=\"The pier &amp; the ferry\"></div></figure>");
	T_STR(s,
	    "<figure><div><img src=\"https://news.example/pier.jpg\" "
	    "alt=\"The pier &amp; the ferry\"></div></figure>");
	free(s);
	s = clean("<p><span data-bg=\"/b.jpg\" role=\"img\" "
		  "aria-label=\"Boats\"></span><img src=\"/c.jpg\" alt=\"\" "
		  "data-alt=\"Nets\"><img src=\"/d.jpg\" alt=\"\"></p>");
	T_STR(s,
	    "<p><img src=\"https://news.example/b.jpg\" alt=\"Boats\">"
	    "<img src=\"https://news.example/c.jpg\" alt=\"Nets\">"
	    "<img src=\"https://news.example/d.jpg\" alt=\"\"></p>");
	free(s);
	/* a data-src that is no picture stays out */
	s = clean("<div data-src=\"/widget.js\">w</div>");
	T_STR(s, "<div>w</div>");
	free(s);
	/* <picture>: its img, else its first source's largest */
	s = clean("<picture><source srcset=\"/p.webp 1x, /p2.webp 2x\" "
		  "type=\"image/webp\"><img src=\"/p.jpg\" alt=\"p\">"
		  "</picture>");
	T_STR(s, "<img src=\"https://news.example/p.jpg\" alt=\"p\">");
	free(s);
	s = clean("<picture><source srcset=\"/p.webp 1x, /p2.webp 2x\">"
		  "</picture>");
	T_STR(s, "<img src=\"https://news.example/p2.webp\">");
	free(s);
	/* a figure left with nothing to show goes */
	s = clean("<p>a</p><figure><img src=\"javascript:x\"></figure>");
	T_STR(s, "<p>a</p>");
	free(s);
}

static void
test_sanitize_drops_pixels(void)
{
	char *s;

	s = clean("<p>a<img src=\"https://pixel.wp.com/b.gif?v=1\">"
		  "<img src=\"https://feeds.feedburner.example/~r/blog/~4/x\">"
		  "<img src=\"/count.gif\" width=\"1\" height=\"1\">"
		  "<img src=\"/c.png\" style=\"width:0px\">"
		  "<img src=\"/share.png\" width=\"16\" height=\"16\">"
		  "<img src=\"/img/open.gif?utm_source=rss\">"
		  "<img src=\"https://stats.example/pixel/p-1.gif\">"
		  "<img src=\"/beacon?id=1\"></p>");
	T_STR(s, "<p>a</p>");
	free(s);
	/* a picture declared large, a photo named for a pixel art show */
	s = clean("<p><img src=\"/pixel-art.png\" width=\"640\"></p>");
	T_STR(s,
	    "<p><img src=\"https://news.example/pixel-art.png\" "
	    "width=\"640\"></p>");
	free(s);
}

static void
test_sanitize_players_as_links(void)
{
	char *s;

	s = clean("<p>a</p><iframe src=\"https://www.youtube.com/embed/abc\" "
		  "width=\"560\"></iframe><p>b</p>");
	T_STR(s,
	    "<p>a</p><p>Video: <a href=\"https://www.youtube.com/embed/abc\" "
	    "rel=\"noopener noreferrer nofollow\">youtube.com/embed/abc</a>"
	    "</p><p>b</p>");
	none_of(s, "a video frame");
	free(s);
	/* a frame's title names it; a lazy frame's data-src */
	s = clean("<div><iframe data-src=\"https://w.soundcloud.com/player/"
		  "?url=x\" title=\"Episode 12 &lt;live&gt;\"></iframe></div>");
	T_STR(s,
	    "<div><p>Audio: <a href=\"https://w.soundcloud.com/player/"
	    "?url=x\" rel=\"noopener noreferrer nofollow\">Episode 12 "
	    "&lt;live&gt;</a></p></div>");
	free(s);
	/* inside a paragraph: a line of it */
	s = clean("<p>Listen: <audio src=\"/ep.mp3\" controls></audio></p>");
	T_STR(s,
	    "<p>Listen:  Audio: <a href=\"https://news.example/ep.mp3\" "
	    "rel=\"noopener noreferrer nofollow\">news.example/ep.mp3</a> "
	    "</p>");
	free(s);
	/* a post, an object, a frame that is no player, a hidden frame */
	s = clean(
	    "<iframe src=\"https://x.com/i/status/1\"></iframe>"
	    "<object data=\"https://media.example/embed/7\"></object>"
	    "<iframe src=\"https://ads.example/slot?id=3\"></iframe>"
	    "<iframe src=\"https://www.facebook.com/plugins/like.php?h=x\">"
	    "</iframe><iframe src=\"https://platform.twitter.com/widgets/"
	    "tweet_button.html\"></iframe>"
	    "<iframe src=\"https://radio.example/player/embed/9\" "
	    "title=\"Radio embedded audio player\"></iframe>"
	    "<iframe src=\"https://vimeo.com/1\" width=\"0\"></iframe>"
	    "<iframe src=\"javascript:alert(1)\"></iframe>");
	T_STR(s,
	    "<p>Post: <a href=\"https://x.com/i/status/1\" rel=\"noopener "
	    "noreferrer nofollow\">x.com/i/status/1</a></p><p>Embed: <a "
	    "href=\"https://media.example/embed/7\" rel=\"noopener "
	    "noreferrer nofollow\">media.example/embed/7</a></p><p>Audio: <a "
	    "href=\"https://radio.example/player/embed/9\" rel=\"noopener "
	    "noreferrer nofollow\">Radio embedded audio player</a></p>");
	none_of(s, "players");
	free(s);
}

static void
test_sanitize_unwraps_unknown_and_keeps_blocks_apart(void)
{
	char *s;

	s = clean("<section><span class=a>one</span></section>"
		  "<article><font color=red>two</font></article>");
	T_STR(s, "<div>one</div><div>two</div>");
	free(s);
	/* an element its style shows as a block is one: a div, or the
	 * element itself when kept */
	s = clean("<div><span style=\"display:block\">Chill it.</span><span "
		  "style=\"display: block\">Serve it.</span><b "
		  "style=\"display:block\">Eat.</b></div>");
	T_STR(s,
	    "<div><div>Chill it.</div><div>Serve it.</div><b>Eat.</b></div>");
	free(s);
	s = clean("text &lt;not a tag&gt; &amp; more");
	T_OK_MSG(
	    strstr(s, "text &lt;not a tag&gt; &amp; more") != NULL, "%s", s);
	free(s);
}

/* libxml2 nests what follows an <embed> in it; browsers do not. */
static void
test_sanitize_keeps_what_follows_a_void_element(void)
{
	char *s;

	s = clean("<p>one</p><embed src=\"x.swf\"><p>two</p><p>three<wbr>"
		  "four</p><video><source src=\"v.mp4\"><track src=\"t\">"
		  "</video><p>five</p>");
	T_STR(s,
	    "<p>one</p><p>two</p><p>threefour</p><p>Video: <a "
	    "href=\"https://news.example/2024/v.mp4\" rel=\"noopener "
	    "noreferrer nofollow\">news.example/2024/v.mp4</a></p><p>five</p>");
	free(s);
	s = clean("<div><embed><embed><p>deep</p></div><p>after</p>");
	T_STR(s, "<div><p>deep</p></div><p>after</p>");
	free(s);
}

static void
test_sanitize_without_base_drops_relative_urls(void)
{
	char *s;

	s = sanitize_html("<a href=\"/x\">x</a><img src=\"/i.png\">", 31, NULL);
	T_STR(s, "<a>x</a>");
	free(s);
	s = sanitize_html("", 0, BASE);
	T_STR(s, "");
	free(s);
}

/* A share bar of icon-font links shows nothing: no empty bullet, no
 * click on nothing; a link or list item that shows text or a picture
 * stays. */
static void
test_sanitize_drops_what_shows_nothing(void)
{
	char *s;

	s = clean("<p>The ferry runs again.</p><ul class=\"share\"><li><a "
		  "href=\"https://pinterest.example/pin?u=1\"><i "
		  "class=\"icon\"></i> </a></li><li><a href=\"/mail\"></a>"
		  "</li></ul><p>Tickets go on sale today.</p>");
	T_STR(
	    s, "<p>The ferry runs again.</p><p>Tickets go on sale today.</p>");
	free(s);
	s = clean("<ul><li><a href=\"/timetable\">Timetable</a></li><li><a "
		  "href=\"/map\"><img src=\"/map.png\"></a></li></ul>");
	T_STR(s,
	    "<ul><li><a href=\"https://news.example/timetable\" "
	    "rel=\"noopener noreferrer nofollow\">Timetable</a></li><li><a "
	    "href=\"https://news.example/map\" rel=\"noopener noreferrer "
	    "nofollow\"><img src=\"https://news.example/map.png\"></a></li>"
	    "</ul>");
	free(s);
}

/* An author's spacing and the boxes the rules emptied leave no gap in
 * the reader's page; text on either side stays apart, and a rule, a
 * picture or a word keeps its block. */
static void
test_sanitize_drops_empty_blocks(void)
{
	char *s;

	s = clean("<p>The ferry runs again.</p><p>&nbsp;</p><p><br></p>"
		  "<div class=\"share\"><div> </div></div><h3></h3>"
		  "<p>\xe2\x80\x8b</p><p>Tickets go on sale today.</p>");
	T_STR(s,
	    "<p>The ferry runs again.</p>\n<p>Tickets go on sale today.</p>");
	free(s);
	s = clean("<b>Ferries</b><div> </div>run again<table><tr><td> </td>"
		  "</tr></table>");
	T_STR(s, "<b>Ferries</b>\nrun again\n");
	free(s);
	s = clean("<p>Map</p><div><hr></div><div><img src=\"/map.png\"></div>"
		  "<figure><img src=\"/f.png\"><figcaption> </figcaption>"
		  "</figure><p>&nbsp;On time</p>");
	T_STR(s,
	    "<p>Map</p><div><hr></div><div><img "
	    "src=\"https://news.example/map.png\">"
	    "</div><figure><img src=\"https://news.example/f.png\">\n"
	    "</figure><p>\xc2\xa0On time</p>");
	free(s);
}

/* Line breaks that close a block with margins are a gap under it; a
 * break between two lines, or in preformatted text, stays. */
static void
test_sanitize_drops_closing_breaks(void)
{
	char *s;

	s = clean("<p>The ferry runs again.<br><br> </p><p>From <b>Monday"
		  "<br></b><br>to Friday</p><pre>08:00<br></pre><p>End.</p>");
	T_STR(s,
	    "<p>The ferry runs again.</p><p>From <b>Monday<br></b><br>to "
	    "Friday</p><pre>08:00<br></pre><p>End.</p>");
	free(s);
	s = clean("<p>One<br>\xc2\xa0\n</p><p><br><br></p><h3> <br> </h3>"
		  "<p>\xe3\x80\x80</p><p>Two</p>");
	T_STR(s, "<p>One</p>\n<p>Two</p>");
	free(s);
}

/* In blocks with no margins of their own (a div, a list item), an
 * editor's blank line is all that parts two paragraphs: a div holding
 * only a break or a no-break space, a paragraph's closing breaks, a
 * break opening a div, stay; a div of spaces alone still goes. */
static void
test_sanitize_keeps_editor_lines(void)
{
	const char *keep[] = {
		"<div>One.</div>\n<div><br></div>\n<div>Two.</div>",
		"<div>One.</div><div>\xc2\xa0</div><div>Two.</div>",
		"<div>One.<br><br></div><div>Two.</div>",
		"<div>One.</div><div><br>Two.</div>",
		"<ul><li>Pier 3<br></li><li>Pier 4</li></ul>",
		"<p>One.</p><div><div><div><br></div></div><p>Two.</p></div>",
	};
	char *s;
	size_t i;

	for (i = 0; i < NELEM(keep); i++) {
		s = clean(keep[i]);
		T_STR(s, keep[i]);
		free(s);
	}
	s = clean("<div>One.</div><div>\n </div><div>Two.</div>");
	T_STR(s, "<div>One.</div>\n<div>Two.</div>");
	free(s);
}

/* Breaks that open a block, a third break in a row, and a rule or a
 * break that opens or closes the whole article are gaps; a break inside
 * a line, a paragraph's two, and a rule between two parts stay. */
static void
test_sanitize_drops_gaps(void)
{
	char *s;

	s = clean("<p><br>\n<br>The ferry runs again.<br><br><br>\n<br>"
		  "Tickets from Monday.<br>Ask at the pier.</p><p><b><br>"
		  "Timetable</b></p>");
	T_STR(s,
	    "<p>\nThe ferry runs again.<br><br>\nTickets from Monday.<br>"
	    "Ask at the pier.</p><p><b><br>Timetable</b></p>");
	free(s);
	s = clean("<div><hr><p>The ferry runs again.</p><hr><p>Tickets.</p>"
		  "<hr></div>\n<br>");
	T_STR(
	    s, "<div><p>The ferry runs again.</p><hr><p>Tickets.</p></div>\n");
	free(s);
	s = clean("<hr><br><hr>");
	T_STR(s, "");
	free(s);
}

int
main(void)
{
	T_RUN(test_sanitize_keeps_the_story);
	T_RUN(test_sanitize_drops_scripts_and_handlers);
	T_RUN(test_sanitize_resolves_lazy_images);
	T_RUN(test_sanitize_lazy_forms);
	T_RUN(test_sanitize_drops_pixels);
	T_RUN(test_sanitize_players_as_links);
	T_RUN(test_sanitize_unwraps_unknown_and_keeps_blocks_apart);
	T_RUN(test_sanitize_keeps_what_follows_a_void_element);
	T_RUN(test_sanitize_without_base_drops_relative_urls);
	T_RUN(test_sanitize_drops_what_shows_nothing);
	T_RUN(test_sanitize_drops_empty_blocks);
	T_RUN(test_sanitize_drops_closing_breaks);
	T_RUN(test_sanitize_keeps_editor_lines);
	T_RUN(test_sanitize_drops_gaps);
	return t_done();
}

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
test_sanitize_unwraps_unknown_and_keeps_blocks_apart(void)
{
	char *s;

	s = clean("<section><span class=a>one</span></section>"
		  "<article><font color=red>two</font></article>");
	T_STR(s, "<div>one</div><div>two</div>");
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
	T_STR(s, "<p>one</p><p>two</p><p>threefour</p><p>five</p>");
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

int
main(void)
{
	T_RUN(test_sanitize_keeps_the_story);
	T_RUN(test_sanitize_drops_scripts_and_handlers);
	T_RUN(test_sanitize_resolves_lazy_images);
	T_RUN(test_sanitize_unwraps_unknown_and_keeps_blocks_apart);
	T_RUN(test_sanitize_keeps_what_follows_a_void_element);
	T_RUN(test_sanitize_without_base_drops_relative_urls);
	return t_done();
}

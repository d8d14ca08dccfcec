/* SPDX-License-Identifier: ISC */
/*
 * Unit tests of extraction on pages shaped like the common blog themes
 * whose post and comments share one text box (same tag and class), so
 * that the body XPath matches the post and every comment: a dl of
 * comments, TypePad-style "Posted by: NAME | DATE" boxes and trackbacks,
 * WordPress, Blogger, Movable Type and a static theme; 1, 2 and 10
 * comments, in several languages, with and without a date on the
 * comment's line, with and without the theme naming its comments, after
 * a long post or a short one.  The body is the post, whole, and no
 * comment (comments.c, comments_matches()).  Then real themes' threads
 * with no date on their lines below a body XPath that takes them in,
 * and boxes named for comments that hold none and stay
 * (comments_mark_named()).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "article.h"
#include "html.h"
#include "tmpl.h"
#include "util.h"

#define POST_A                                                                 \
	"The harbour walls were rebuilt this spring after the storms of the "  \
	"winter broke them in three places."
#define POST_B                                                                 \
	"The town paid for the stone and the fishermen gave their weekends "   \
	"to lay it, and the boats came back in April."
#define POST_SHORT "The harbour walls stand again, and the boats are back."
#define POST_C                                                                 \
	"The old crane on the north quay was painted for the reopening, and "  \
	"the school's band played on the new steps until the tide came in."
#define COMMENT_MORE                                                           \
	"My grandfather cut that stone by hand for the first walls, and the "  \
	"marks of his tools are still there if you know where to look."

enum theme { DL, TYPEPAD, WORDPRESS, BLOGGER, MOVABLE, STATIC, NTHEMES };

static const char *const theme_names[] = { "dl", "typepad", "wordpress",
	"blogger", "movabletype", "static" };

/* The body XPath a template has for each theme's post box. */
static const char *const theme_xpaths[] = {
	"//div[@class='entry']",
	"//div[@class='entry-body']",
	"//div[contains(concat(' ',normalize-space(@class),' '),' content ')]",
	"//div[@class='post-body entry-content']",
	"//div[@class='asset-body']",
	"//div[@class='post-content']",
};

struct lang {
	const char *name;
	const char *dated; /* the author line, with its date */
	const char *undated;
	const char *text; /* a comment's sentence */
	const char *count;
};

static const struct lang langs[] = {
	{ "en", "@N said on March @D, 2008 at 11:@M", "@N said:",
	    "I saw the carts bring the stone down from the old quarry, "
	    "comment @I.",
	    "@I responses" },
	{ "de", "@N schrieb am @D. März 2008 um 11:@M", "@N schrieb:",
	    "Ich habe die Karren mit den Steinen aus dem alten Bruch gesehen, "
	    "Kommentar @I.",
	    "@I Kommentare" },
	{ "fr", "@N a écrit le @D mars 2008 à 11h@M", "@N a écrit :",
	    "J'ai vu les charrettes descendre la pierre de la vieille "
	    "carrière, commentaire @I.",
	    "@I réactions" },
	{ "ja", "@N より 2008年3月@D日 11:@M", "@N より",
	    "古い採石場から石を運ぶ荷車を見ました、コメント@I。",
	    "コメント @I 件" },
};

static const char *const names[] = { "Bob Ray", "Cy Mott", "Dee Park",
	"Eve Sol", "Fay Tam" };

struct shape {
	enum theme theme;
	size_t n;    /* comments */
	size_t lang; /* in langs[] */
	int dated;   /* the comment's line holds its date */
	int named;   /* the theme names its comments (id, class) */
	int shortp;  /* the post is one short line */
	int longc;   /* each comment is longer than a short post */
};

/* The pattern f into b, @N the name, @D the day, @M the minute and
 * @I the number of comment i. */
static void
shape_fill(struct buf *b, const char *f, size_t i)
{
	for (; *f != '\0'; f++) {
		if (*f != '@' || f[1] == '\0') {
			buf_addc(b, *f);
			continue;
		}
		switch (*++f) {
		case 'N':
			buf_adds(b, names[i % 5]);
			break;
		case 'D':
			buf_printf(b, "%zu", i % 28 + 1);
			break;
		case 'M':
			buf_printf(b, "%02zu", i % 60);
			break;
		default:
			buf_printf(b, "%zu", i);
			break;
		}
	}
}

/* The comment's author line. */
static void
shape_line(struct buf *b, const struct shape *s, size_t i)
{
	const struct lang *l = &langs[s->lang];

	shape_fill(b, s->dated ? l->dated : l->undated, i);
}

static void
shape_text(struct buf *b, const struct shape *s, size_t i)
{
	shape_fill(b, langs[s->lang].text, i);
	if (s->longc)
		buf_adds(b, " " COMMENT_MORE " " COMMENT_MORE);
}

static void
shape_post(struct buf *b, const struct shape *s)
{
	if (s->shortp)
		buf_adds(b, "<p>" POST_SHORT "</p>");
	else
		buf_adds(b, "<p>" POST_A "</p><p>" POST_B "</p>");
}

/* The heading over the thread: its count. */
static void
shape_count(struct buf *b, const struct shape *s)
{
	shape_fill(b, langs[s->lang].count, s->n);
}

static void
theme_dl(struct buf *b, const struct shape *s)
{
	size_t i;

	buf_adds(b,
	    "<div class=\"post\"><h2>The harbour walls</h2>"
	    "<div class=\"entry\">");
	shape_post(b, s);
	buf_printf(b,
	    "</div><p class=\"meta\">Posted by Ann Lee on 3 March 2008 at "
	    "10:14</p></div><div id=\"%s\"><h3>",
	    s->named ? "comments" : "feedback");
	shape_count(b, s);
	buf_adds(b, "</h3><dl>");
	for (i = 0; i < s->n; i++) {
		buf_printf(b, "<dt><a href=\"/u%zu\">", i);
		shape_line(b, s, i);
		buf_adds(b, "</a></dt><dd><div class=\"entry\"><p>");
		shape_text(b, s, i);
		buf_adds(b, "</p></div></dd>");
	}
	buf_adds(b, "</dl></div>");
}

static void
theme_typepad(struct buf *b, const struct shape *s)
{
	size_t i;

	buf_adds(b,
	    "<div class=\"entry\"><h3 class=\"entry-header\">The "
	    "harbour walls</h3><div class=\"entry-body\">");
	shape_post(b, s);
	buf_printf(b,
	    "</div><p class=\"entry-footer\">Posted by Ann Lee at 10:14 AM | "
	    "<a href=\"/p\">Permalink</a></p></div><div class=\"%s\"><h3>",
	    s->named ? "comments" : "feedback");
	shape_count(b, s);
	buf_adds(b, "</h3>");
	for (i = 0; i < s->n; i++) {
		buf_printf(b,
		    "<div class=\"%s\" id=\"%s%zu\"><div class=\"entry-body\">"
		    "<p>",
		    s->named ? "comment" : "item", s->named ? "comment-" : "x",
		    i);
		shape_text(b, s, i);
		buf_adds(b, "</p></div><p class=\"foot\">Posted by: ");
		shape_line(b, s, i);
		buf_adds(b, "</p></div>");
	}
	/* a trackback */
	buf_printf(b,
	    "<div class=\"%s\"><div class=\"entry-body\"><p>Tracked from "
	    "a weblog on walls.</p></div><p class=\"foot\">Tracked on March "
	    "9, 2008 at 09:15 PM</p></div></div>",
	    s->named ? "trackback" : "item");
}

static void
theme_wordpress(struct buf *b, const struct shape *s)
{
	size_t i;

	buf_adds(b,
	    "<article class=\"post hentry\"><h1 class=\"entry-title\">"
	    "The harbour walls</h1><div class=\"entry-content "
	    "content\">");
	shape_post(b, s);
	buf_printf(b,
	    "</div><footer class=\"entry-meta\">Posted on March 3, 2008 by "
	    "Ann Lee</footer></article><div id=\"%s\" class=\"%s\"><h2>",
	    s->named ? "comments" : "talk",
	    s->named ? "comments-area" : "area");
	shape_count(b, s);
	buf_printf(
	    b, "</h2><ol class=\"%s\">", s->named ? "commentlist" : "list");
	for (i = 0; i < s->n; i++) {
		buf_printf(b,
		    "<li class=\"%s\" id=\"li-%zu\"><article><footer><div "
		    "class=\"vcard\"><img class=\"avatar\" src=\"/av%zu.png\" "
		    "width=\"32\" height=\"32\" alt=\"\"><cite>",
		    s->named ? "comment even" : "even", i, i);
		shape_line(b, s, i);
		buf_printf(b,
		    "</cite></div></footer><div class=\"%s-content "
		    "content\"><p>",
		    s->named ? "comment" : "note");
		shape_text(b, s, i);
		buf_adds(b,
		    "</p></div><div class=\"reply\"><a href=\"#r\">"
		    "Reply</a></div></article></li>");
	}
	buf_adds(b, "</ol></div>");
}

static void
theme_blogger(struct buf *b, const struct shape *s)
{
	size_t i;

	buf_adds(b,
	    "<div class=\"post hentry\"><h3 class=\"post-title\">The "
	    "harbour walls</h3><div class=\"post-body entry-content\">");
	shape_post(b, s);
	buf_printf(b,
	    "</div><div class=\"post-footer\">Posted by Ann Lee at 10:14 "
	    "AM</div></div><div class=\"%s\" id=\"%s\"><h4>",
	    s->named ? "comments" : "talk", s->named ? "comments" : "talk");
	shape_count(b, s);
	buf_adds(b, "</h4><dl id=\"block\">");
	/* Blogger's classic dl: the author in the dt, the text, then the
	 * date in a footer dd after it */
	for (i = 0; i < s->n; i++) {
		buf_printf(b,
		    "<dt class=\"author\"><a name=\"c%zu\"></a><a "
		    "href=\"/u%zu\">%s</a> said...</dt><dd class=\"body\">"
		    "<div class=\"post-body entry-content\"><p>",
		    i, i, names[i % 5]);
		shape_text(b, s, i);
		buf_adds(b, "</p></div></dd><dd class=\"footer\"><span>");
		if (s->dated)
			buf_printf(b,
			    "<a href=\"#c%zu\">March %zu, 2008 11:%02zu "
			    "AM</a>",
			    i, i % 28 + 1, i % 60);
		else
			buf_adds(b, "<a href=\"#r\">Delete</a>");
		buf_adds(b, "</span></dd>");
	}
	buf_adds(b, "</dl></div>");
}

static void
theme_movable(struct buf *b, const struct shape *s)
{
	size_t i;

	buf_adds(b,
	    "<div class=\"entry-asset asset hentry\"><h1 "
	    "class=\"asset-name\">The harbour walls</h1><div "
	    "class=\"asset-content\"><div class=\"asset-body\">");
	shape_post(b, s);
	buf_printf(b,
	    "</div></div><div class=\"asset-footer\">By Ann Lee on March 3, "
	    "2008 10:14 AM</div></div><div id=\"%s\"><h2>",
	    s->named ? "comments" : "talk");
	shape_count(b, s);
	buf_adds(b, "</h2><div class=\"list\">");
	for (i = 0; i < s->n; i++) {
		buf_printf(b,
		    "<div class=\"%s\" id=\"%s%zu\"><div class=\"inner\"><div "
		    "class=\"header\"><span class=\"byline\"><span "
		    "class=\"vcard\">",
		    s->named ? "comment" : "unit", s->named ? "comment-" : "u",
		    i);
		shape_line(b, s, i);
		buf_adds(b,
		    "</span></span></div><div class=\"content\"><div "
		    "class=\"asset-body\"><p>");
		shape_text(b, s, i);
		buf_adds(b, "</p></div></div></div></div>");
	}
	buf_adds(b, "</div></div>");
}

static void
theme_static(struct buf *b, const struct shape *s)
{
	size_t i;

	buf_adds(b,
	    "<article class=\"post\"><header><h1>The harbour "
	    "walls</h1><time>2008-03-03</time></header><div "
	    "class=\"post-content\">");
	shape_post(b, s);
	buf_printf(b, "</div></article><section class=\"%s\"><h2>",
	    s->named ? "comments" : "responses");
	shape_count(b, s);
	buf_adds(b, "</h2>");
	for (i = 0; i < s->n; i++) {
		buf_printf(b,
		    "<div class=\"%s\"><img src=\"/av%zu.png\" alt=\"\"><p "
		    "class=\"meta\"><strong>",
		    s->named ? "comment" : "response", i);
		shape_line(b, s, i);
		buf_adds(b, "</strong></p><div class=\"post-content\"><p>");
		shape_text(b, s, i);
		buf_adds(b, "</p></div></div>");
	}
	buf_adds(b, "</section>");
}

static void (*const themes[])(struct buf *, const struct shape *) = { theme_dl,
	theme_typepad, theme_wordpress, theme_blogger, theme_movable,
	theme_static };

/* The page of shape s. */
static char *
shape_page(const struct shape *s)
{
	struct buf b;

	buf_init(&b);
	buf_adds(&b,
	    "<html><head><title>The harbour walls</title></head>"
	    "<body><div id=\"header\"><a href=\"/\">A harbour "
	    "blog</a></div><div id=\"main\">");
	themes[s->theme](&b, s);
	buf_adds(&b,
	    "</div><div id=\"side\"><h3>Archives</h3><ul><li><a "
	    "href=\"/2008/02\">February 2008</a></li></ul></div>"
	    "</body></html>");
	return buf_detach(&b, NULL);
}

/* The article a template of body XPath xpath and strip XPath strip
 * (NULL: none) finds on the page html (len bytes), or NULL with why in
 * *cause; the caller frees both. */
static struct article *
apply_with(const char *html, size_t len, const char *xpath, const char *strip,
    char **cause)
{
	struct html_doc *doc = html_parse(html, len, "utf-8", NULL, cause);
	struct tmpl *t = tmpl_new();
	struct article *a;

	tmpl_set_body_xpath(t, xpath);
	if (strip != NULL)
		tmpl_add_body_strip(t, strip);
	a = doc != NULL ? tmpl_apply(t, doc, cause) : NULL;
	tmpl_free(t);
	html_doc_free(doc);
	return a;
}

/* The article body XPath xpath finds on the page html (len bytes), or
 * NULL with why in *cause; the caller frees both. */
static struct article *
apply_at(const char *html, size_t len, const char *xpath, char **cause)
{
	return apply_with(html, len, xpath, NULL, cause);
}

/* 1 if the body xpath finds on the page of shape s holds all the post
 * and no comment; *why says what went wrong. */
static int
shape_ok_at(const struct shape *s, const char *xpath, const char **why)
{
	struct article *a;
	struct buf c;
	char *html, *cause = NULL;
	size_t i;
	int ok = 1;

	html = shape_page(s);
	a = apply_at(html, strlen(html), xpath, &cause);
	*why = "";
	if (a == NULL || a->body_text == NULL) {
		*why = "no body";
		ok = 0;
	} else if (strstr(a->body_text, s->shortp ? POST_SHORT : POST_A) ==
		NULL ||
	    (!s->shortp && strstr(a->body_text, POST_B) == NULL)) {
		*why = "post lost";
		ok = 0;
	}
	for (i = 0; ok && i < s->n; i++) {
		buf_init(&c);
		shape_fill(&c, langs[s->lang].text, i);
		if (strstr(a->body_text, c.data) != NULL) {
			*why = "comment kept";
			ok = 0;
		}
		buf_free(&c);
	}
	if (ok && strstr(a->body_text, "Tracked from") != NULL) {
		*why = "trackback kept";
		ok = 0;
	}
	free(cause);
	article_free(a);
	free(html);
	return ok;
}

/* The same with the theme's own body XPath for its post box. */
static int
shape_ok(const struct shape *s, const char **why)
{
	return shape_ok_at(s, theme_xpaths[s->theme], why);
}

/* The variants of a count, dated and named: each language, a long or a
 * short post, short or long comments.  How many hold; a line each for
 * those that do not. */
static size_t
shape_variants(struct shape *s, size_t *all)
{
	const char *why;
	size_t v, ok = 0;

	*all = NELEM(langs) * 4;
	for (v = 0; v < *all; v++) {
		s->lang = v / 4;
		s->shortp = v % 2;
		s->longc = v / 2 % 2;
		if (shape_ok(s, &why)) {
			ok++;
			continue;
		}
		printf("# %s n=%zu %s %s %s %s post %s comments: %s\n",
		    theme_names[s->theme], s->n, langs[s->lang].name,
		    s->dated ? "dated" : "undated",
		    s->named ? "named" : "unnamed",
		    s->shortp ? "short" : "long", s->longc ? "long" : "short",
		    why);
	}
	return ok;
}

/* Every shape of one theme: one check for each count, dated and named,
 * over its variants. */
static void
test_theme(enum theme th)
{
	static const size_t counts[] = { 1, 2, 10 };
	struct shape s;
	size_t ci, ok, all;

	memset(&s, 0, sizeof(s));
	s.theme = th;
	for (ci = 0; ci < NELEM(counts); ci++)
		for (s.dated = 1; s.dated >= 0; s.dated--)
			for (s.named = 1; s.named >= 0; s.named--) {
				s.n = counts[ci];
				ok = shape_variants(&s, &all);
				T_OK_MSG(ok == all,
				    "%s, %zu comment(s), %s, %s: %zu of %zu",
				    theme_names[th], s.n,
				    s.dated ? "dated" : "undated",
				    s.named ? "named" : "unnamed", ok, all);
			}
}

static void
test_themes(void)
{
	enum theme th;

	for (th = 0; th < NTHEMES; th++)
		test_theme(th);
}

/* A story in parts, each part's box of the post's class in an item of a
 * list after the intro, under a label counting them and a short heading
 * of its own each: a listicle's numbered titles, a timeline's years.  No
 * thread: every part stays. */
static void
test_parts_kept(void)
{
	static const char *const heads[][5] = {
		{ "1. The quay walk", "2. The cliff path", "3. The old line",
		    "4. The river bank", "5. The pier" },
		{ "1990", "1995: the new pier", "2001", "2008: the storms",
		    "2012" },
	};
	struct article *a;
	struct buf b, part;
	char *cause = NULL;
	size_t k, i;
	int ok;

	for (k = 0; k < NELEM(heads); k++) {
		buf_init(&b);
		buf_adds(&b,
		    "<html><body><div class=\"post\"><h2>The harbour "
		    "walls</h2><div class=\"entry\"><p>" POST_A "</p><p>" POST_B
		    "</p></div><div class=\"list\"><h2>5 things "
		    "to know</h2><ol>");
		for (i = 0; i < 5; i++)
			buf_printf(&b,
			    "<li><h3>%s</h3><div class=\"entry\"><p>Part %zu "
			    "of the story: the stone came down from the "
			    "quarry on carts.</p></div></li>",
			    heads[k][i], i);
		buf_adds(&b, "</ol></div></div></body></html>");
		a = apply_at(b.data, b.len, "//div[@class='entry']", &cause);
		ok = a != NULL && strstr(a->body_text, POST_A) != NULL;
		for (i = 0; ok && i < 5; i++) {
			buf_init(&part);
			buf_printf(&part, "Part %zu of the story", i);
			ok = strstr(a->body_text, part.data) != NULL;
			buf_free(&part);
		}
		T_OK_MSG(ok, "parts under %s kept: %s", heads[k][0],
		    a != NULL ? a->body_text : cause);
		article_free(a);
		buf_free(&b);
	}
}

/*
 * The post of three paragraphs under its headline, then WordPress's "n
 * Responses to" heading over an ol of the comments in records (each
 * saying "Comment i: ..."), with the content column as the body XPath (a
 * template learned from two posts): the post stays whole and no comment
 * remains, the first nor the last.
 */
static void
responses_check(
    const char *what, size_t n, const char *records, const char *strip)
{
	struct article *a;
	struct buf b;
	char *cause = NULL, last[32];

	buf_init(&b);
	buf_printf(&b,
	    "<html><body><div id=\"k1\"><div class=\"k2\"><h1>The "
	    "harbour walls</h1><div class=\"k3\"><p>" POST_A "</p><p>" POST_B
	    "</p><p>" POST_C "</p></div></div><h3>%zu Responses to &#8220;The "
	    "harbour walls&#8221;</h3><ol class=\"k4\">%s</ol></div></body>"
	    "</html>",
	    n, records);
	snprintf(last, sizeof(last), "Comment %zu", n - 1);
	a = apply_with(b.data, b.len, "//div[@id='k1']", strip, &cause);
	T_OK_MSG(a != NULL && strstr(a->body_text, POST_A) != NULL &&
		strstr(a->body_text, POST_C) != NULL &&
		strstr(a->body_text, "Comment 0") == NULL &&
		strstr(a->body_text, last) == NULL,
	    "%s: %s", what, a != NULL ? a->body_text : cause);
	article_free(a);
	buf_free(&b);
}

/*
 * A thread below a body XPath that takes the whole content column (a
 * template learned from two posts), its names made up: WordPress's
 * "N Responses to" heading over an ol of comments, each an avatar and
 * "NAME says:" in a box, the date a permalink alone in its box, three
 * paragraphs (more than a teaser card's text) and a Reply link, one
 * reply nested.  Under a heading the
 * ol reads as a link list of its own, so the link rule takes the date
 * lines and the Reply boxes, and the thread, told by nothing then,
 * would stay.  The post stays whole; no comment remains.  With strip
 * (NULL: none), the template strips what it finds.
 */
static void
linked_dates_check(const char *what, const char *strip)
{
	static const char *const who[] = { "Ann Lee", "Bob Ray", "Cy Mott",
		"Dee Park" };
	static const char *const said[] = { "We watched the sea go over",
		"The quarry above the church", "My boat stayed in all winter",
		"The band was louder than the storm" };
	struct buf r;
	size_t i;

	buf_init(&r);
	for (i = 0; i < NELEM(who); i++)
		buf_printf(&r,
		    "<li class=\"k5\" id=\"c%zu\"><div class=\"k6\"><div "
		    "class=\"k7\"><img src=\"/a.png\" alt=\"\"><cite>%s</cite> "
		    "<span>says:</span></div><div class=\"k8\"><a "
		    "href=\"#c%zu\">0%zu.03.2008 21:%02zu</a></div><p>Comment "
		    "%zu: " COMMENT_MORE
		    "</p><p>%s, and the walls held, though the sea went over "
		    "them twice that night.</p><p>" POST_SHORT
		    "</p><div class=\"k9\"><a "
		    "href=\"#r\">Reply</a></div></div>%s",
		    i, who[i], i, i + 2, i * 9, i, said[i],
		    i == 0       ? "<ul class=\"k10\">"
			: i == 1 ? "</li></ul></li>"
				 : "</li>");
	responses_check(what, NELEM(who), r.data, strip);
	buf_free(&r);
}

static void
test_linked_dates(void)
{
	linked_dates_check("linked dates", NULL);
}

/*
 * The same thread under a template that strips each comment's author
 * box ("NAME says:"), learned where one or two comments' author lines
 * recurred from page to page as boilerplate: a strip never cuts into a
 * thread's records, whose author lines tell it, and no comment remains.
 */
static void
test_author_lines_stripped(void)
{
	linked_dates_check("author boxes stripped", ".//div[@class='k7']");
}

/*
 * Two comments under a post of a line, Kubrick's markup with its names
 * made up: WordPress's "2 Responses to" heading over the ol, each
 * comment an avatar and "NAME says:" in a box, the date a permalink
 * alone in its box, then the reply form; the body XPath the content
 * column.  Two comments and the form after them are a thread; the
 * heading counting them sets it apart from the post of a line, as a
 * box would (count 0: a heading that counts nothing, and the comments
 * stay, the page's own records as far as anything tells).  With strip,
 * each comment's author box goes as boilerplate, which would leave two
 * comments no two authors tell apart: a strip of two matches is left
 * out where they lie in a run of two dated records.
 */
static void
two_responses_check(const char *what, int count, const char *strip)
{
	struct article *a;
	struct buf b;
	char *cause = NULL;
	size_t i;

	buf_init(&b);
	buf_printf(&b,
	    "<html><body><div id=\"k1\"><div class=\"k2\"><h1>The "
	    "harbour walls</h1><div class=\"k3\"><p>" POST_SHORT
	    "</p></div></div><h3>%s Responses to &#8220;The harbour "
	    "walls&#8221;</h3><ol class=\"k4\">",
	    count ? "2" : "Our");
	for (i = 0; i < 2; i++)
		buf_printf(&b,
		    "<li class=\"k5\" id=\"c%zu\"><div class=\"k6\"><div "
		    "class=\"k7\"><img src=\"/a.png\" alt=\"\"><cite>%s</cite> "
		    "<span>says:</span></div><div class=\"k8\"><a "
		    "href=\"#c%zu\">0%zu.03.2008 21:%02zu</a></div><p>Comment "
		    "%zu: " COMMENT_MORE "</p></div></li>",
		    i, i ? "Bob Ray" : "Ann Lee", i, i + 2, i * 9, i);
	buf_adds(&b,
	    "</ol><h3>Leave a Reply</h3><form action=\"/c\"><textarea>"
	    "</textarea></form></div></body></html>");
	a = apply_with(b.data, b.len, "//div[@id='k1']", strip, &cause);
	T_OK_MSG(a != NULL && strstr(a->body_text, POST_SHORT) != NULL &&
		(strstr(a->body_text, "Comment 1") == NULL) == count,
	    "%s: %s", what, a != NULL ? a->body_text : cause);
	article_free(a);
	buf_free(&b);
}

static void
test_two_responses_counted(void)
{
	two_responses_check("two responses", 1, NULL);
	two_responses_check(
	    "two responses, author boxes stripped", 1, ".//div[@class='k7']");
	two_responses_check("responses not counted", 0, NULL);
}

/*
 * One comment and two replies nested in it, under WordPress's "N
 * Responses to" heading, its names made up (Kubrick's markup, the dates
 * in numbers, each a permalink alone in its box): three records, two of
 * them below the first, are a thread as three in a row are.  The post
 * stays whole; no comment remains.
 */
static void
test_replies_nested(void)
{
	static const char *const who[] = { "Fay Tam", "Jo Kent", "Ida Moss" };
	struct buf r;
	size_t i;

	buf_init(&r);
	for (i = 0; i < NELEM(who); i++)
		buf_printf(&r,
		    "%s<li class=\"k5 %s\" id=\"c%zu\"><div class=\"k6\"><div "
		    "class=\"k7\"><img src=\"/a.png\" alt=\"\"><cite>%s</cite> "
		    "<span>says:</span></div><div class=\"k8\"><a "
		    "href=\"#c%zu\">2008-10-0%zu 0%zu:03</a></div><p>Comment "
		    "%zu: " COMMENT_MORE "</p><div class=\"k9\"><a "
		    "href=\"#r\">Reply</a></div></div>%s",
		    i == 1 ? "<ul class=\"k10\">" : "", i == 0 ? "k11" : "k12",
		    i, who[i], i, i + 3, i + 1, i, i == 0 ? "" : "</li>");
	buf_adds(&r, "</ul></li>");
	responses_check("nested replies", NELEM(who), r.data, NULL);
	buf_free(&r);
}

/*
 * Real themes' threads with no date on the comments' lines, below a body
 * XPath wide enough to take them in (a template learned from one post
 * with no comments yet: the content column): WordPress Kubrick's
 * commentlist (a cite and "Says:" over the text), Textpattern's ol of
 * comments ("-- NAME" under the text), Blogger's classic dl ("NAME
 * said..." in the dt) and Drupal Garland's comment boxes (a submitted
 * line over the text).  The sections are named as comments; the post
 * stays whole, no comment remains.
 */
enum real { KUBRICK, TXP, BLOGGERC, GARLAND, NREAL };

static const char *const real_names[] = { "kubrick", "textpattern",
	"blogger-classic", "garland" };

static void
real_comment(struct buf *b, enum real th, const struct shape *s, size_t i)
{
	switch (th) {
	case KUBRICK:
		buf_printf(b, "<li class=\"%s\" id=\"comment-%zu\"><cite>",
		    i % 2 ? "" : "alt", i);
		shape_line(b, s, i);
		buf_adds(b, "</cite><br /><p>");
		shape_text(b, s, i);
		buf_adds(b, "</p></li>");
		break;
	case TXP:
		buf_printf(b, "<li id=\"c%06zu\"><p>", i);
		shape_text(b, s, i);
		buf_adds(b, "</p><p class=\"small\">&#8212; ");
		shape_line(b, s, i);
		buf_adds(b, "</p></li>");
		break;
	case BLOGGERC:
		buf_printf(b,
		    "<dt class=\"comment-poster\" id=\"c%zu\"><a "
		    "name=\"c%zu\"></a>",
		    i, i);
		shape_line(b, s, i);
		buf_adds(b, "</dt><dd class=\"comment-body\"><p>");
		shape_text(b, s, i);
		buf_adds(b,
		    "</p></dd><dd class=\"comment-timestamp\"><a "
		    "href=\"/del\">Delete</a></dd>");
		break;
	default:
		buf_printf(b,
		    "<a id=\"comment-%zu\"></a><div class=\"comment %s\"><div "
		    "class=\"clear-block\"><span class=\"submitted\">",
		    i, i % 2 ? "even" : "odd");
		shape_line(b, s, i);
		buf_printf(b,
		    "</span><h3><a href=\"#comment-%zu\">Stone</a></h3><div "
		    "class=\"content\"><p>",
		    i);
		shape_text(b, s, i);
		buf_adds(b,
		    "</p></div></div><div class=\"links\"><ul "
		    "class=\"links\"><li><a href=\"/reply\">reply</a></li>"
		    "</ul></div></div>");
		break;
	}
}

/* The content column of real theme th: the post, then its thread. */
static char *
real_page(enum real th, const struct shape *s)
{
	static const char *const open[] = {
		"<h3 id=\"comments\">@I Responses</h3><ol "
		"class=\"commentlist\">",
		"<h3 id=\"comment\">Comments</h3><ol class=\"comments\">",
		"<div class=\"comments\" id=\"comments\"><h4>@I Comments:</h4>"
		"<dl id=\"comments-block\">",
		"<div id=\"comments\">",
	};
	static const char *const close[] = { "</ol>", "</ol>", "</dl></div>",
		"</div>" };
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    "<html><body><div id=\"header\"><a href=\"/\">A harbour "
	    "blog</a></div><div id=\"content\"><div class=\"post\"><h2>The "
	    "harbour walls</h2><div class=\"entry\">");
	/* a post of a story's lead (STORY_LEAD) at least: where a section
	 * named as comments may start */
	buf_adds(&b, "<p>" POST_A "</p><p>" POST_B "</p><p>" POST_C "</p>");
	buf_adds(&b, "</div></div>");
	shape_fill(&b, open[th], s->n);
	for (i = 0; i < s->n; i++)
		real_comment(&b, th, s, i);
	buf_adds(&b, close[th]);
	buf_adds(&b,
	    "<div id=\"respond\"><h3>Leave a Reply</h3><form><p><label>"
	    "Name</label><input name=\"a\"></p></form></div></div><div "
	    "id=\"side\"><h3>Archives</h3><ul><li><a href=\"/2008/02\">"
	    "February 2008</a></li></ul></div></body></html>");
	return buf_detach(&b, NULL);
}

/* 1 if body text t holds the post of shape s whole and no comment. */
static int
real_ok(const char *t, const struct shape *s)
{
	struct buf c;
	size_t i;
	int ok;

	ok =
	    t != NULL && strstr(t, POST_A) != NULL && strstr(t, POST_C) != NULL;
	for (i = 0; ok && i < s->n; i++) {
		buf_init(&c);
		shape_fill(&c, langs[s->lang].text, i);
		ok = strstr(t, c.data) == NULL;
		buf_free(&c);
	}
	return ok;
}

/*
 * The variants of real theme th's page of shape s (each language, short
 * and long comments) whose body under xpath holds the post whole and no
 * comment, out of *all; a line each for those that do not.
 */
static size_t
real_variants(enum real th, struct shape *s, const char *xpath, size_t *all)
{
	struct article *a;
	size_t v, ok = 0;
	char *html, *cause = NULL;

	*all = NELEM(langs) * 2;
	for (v = 0; v < *all; v++) {
		s->lang = v / 2;
		s->longc = v % 2;
		html = real_page(th, s);
		a = apply_at(html, strlen(html), xpath, &cause);
		if (real_ok(a != NULL ? a->body_text : NULL, s))
			ok++;
		else
			printf("# %s n=%zu %s: %s\n", real_names[th], s->n,
			    langs[s->lang].name,
			    a != NULL ? a->body_text : cause);
		article_free(a);
		free(html);
		free(cause);
		cause = NULL;
	}
	return ok;
}

static void
test_real_undated(void)
{
	static const size_t counts[] = { 1, 2, 10 };
	struct shape s;
	enum real th;
	size_t ci, ok, all;

	memset(&s, 0, sizeof(s));
	for (th = 0; th < NREAL; th++)
		for (ci = 0; ci < NELEM(counts); ci++) {
			s.n = counts[ci];
			ok =
			    real_variants(th, &s, "//div[@id='content']", &all);
			T_OK_MSG(ok == all,
			    "%s, %zu undated comment(s): %zu of %zu",
			    real_names[th], s.n, ok, all);
		}
}

/*
 * A body XPath that takes the post's box and, on the same steps, the
 * first comment whole (a Drupal comment: its dated "submitted" line
 * inside it, the box the page names as comments around it), as a
 * positional XPath learned from few pages does: the comment goes, and
 * the post stays whole.
 */
static void
test_real_whole_comment_matched(void)
{
	static const size_t counts[] = { 1, 2, 10 };
	struct shape s;
	size_t ci, ok, all;

	memset(&s, 0, sizeof(s));
	s.dated = 1;
	for (ci = 0; ci < NELEM(counts); ci++) {
		s.n = counts[ci];
		ok = real_variants(
		    GARLAND, &s, "//div[@id='content']/div/div[1]", &all);
		T_OK_MSG(ok == all,
		    "%zu dated comment(s), the first matched: %zu of %zu", s.n,
		    ok, all);
	}
}

/*
 * Movable Type 3's and TypePad's old comments, named in no language: in
 * a box of their own, each comment's paragraphs and then its line,
 * "Posted by: NAME | DATE", with no element around a comment.  Under a
 * post the body XPath takes with them, in every language, 3 and 10 of
 * them go; a live blog's entries, each closed by its time and one
 * writer's name, stay, and so do two comments, too few to tell.
 */
static void
test_loose_parts(void)
{
	static const size_t counts[] = { 2, 3, 10 };
	struct article *a;
	struct buf b, c;
	struct shape s;
	char *cause = NULL;
	size_t ci, i, kept;
	int live;

	memset(&s, 0, sizeof(s));
	s.dated = 1;
	for (live = 0; live < 2; live++)
		for (ci = 0; ci < NELEM(counts); ci++)
			for (s.lang = 0; s.lang < NELEM(langs); s.lang++) {
				s.n = counts[ci];
				buf_init(&b);
				buf_adds(&b,
				    "<html><body><div id=\"kavo\"><h2>The "
				    "harbour walls</h2><div "
				    "class=\"tesa\"><p>" POST_A "</p><p>" POST_B
				    "</p><p>" POST_C "</p></div><div "
				    "class=\"lupe\">");
				for (i = 0; i < s.n; i++) {
					buf_printf(
					    &b, "<a id=\"c%zu\"></a><p>", i);
					shape_text(&b, &s, i);
					buf_adds(&b, "</p><p class=\"rafo\">");
					if (live)
						buf_printf(&b,
						    "Ann Lee | March 3, 2008 "
						    "at 11:%02zu AM",
						    i);
					else {
						buf_adds(&b, "Posted by: ");
						shape_line(&b, &s, i);
					}
					buf_adds(&b, "</p>");
				}
				buf_adds(&b, "</div></div></body></html>");
				a = apply_at(
				    b.data, b.len, "//div[@id='kavo']", &cause);
				for (i = kept = 0; a != NULL && i < s.n; i++) {
					buf_init(&c);
					shape_fill(&c, langs[s.lang].text, i);
					kept += strstr(a->body_text, c.data) !=
					    NULL;
					buf_free(&c);
				}
				T_OK_MSG(a != NULL &&
					strstr(a->body_text, POST_B) != NULL &&
					kept == (live || s.n < 3 ? s.n : 0),
				    "%s, %zu %s: %zu kept", langs[s.lang].name,
				    s.n, live ? "live entries" : "comments",
				    kept);
				article_free(a);
				buf_free(&b);
				free(cause);
				cause = NULL;
			}
}

/*
 * A body XPath that takes the post's box and the box of its thread
 * after it, as one learned from few pages does (every child of the
 * content column): the thread, named in no language, goes from the
 * second match, the story's text in the first coming before it.  The
 * themes whose comments are boxes of their own (TypePad, WordPress,
 * Movable Type); a dl of comments and the static theme's thread are not
 * told so yet.
 */
static void
test_thread_in_a_later_match(void)
{
	static const enum theme boxed[] = { TYPEPAD, WORDPRESS, MOVABLE };
	static const size_t counts[] = { 3, 10 };
	const char *why;
	struct shape s;
	size_t ti, v;
	int ok;

	memset(&s, 0, sizeof(s));
	s.dated = 1;
	/* each theme, count, language and comment length */
	for (ti = 0; ti < NELEM(boxed) * NELEM(counts); ti++)
		for (v = 0; v < NELEM(langs) * 2; v++) {
			s.theme = boxed[ti / NELEM(counts)];
			s.n = counts[ti % NELEM(counts)];
			s.lang = v / 2;
			s.longc = v % 2;
			ok = shape_ok_at(&s, "//div[@id='main']/*", &why);
			T_OK_MSG(ok, "%s, %zu comments, %s, %s comments: %s",
			    theme_names[s.theme], s.n, langs[s.lang].name,
			    s.longc ? "long" : "short", why);
		}
}

/* Boxes the page names for comments, or for a discussion, that hold no
 * comment, after the post: the rules for writing them, a list of
 * one-line items under a heading; a study's discussion, its title over
 * its text.  They stay. */
static void
test_named_kept(void)
{
	static const char *const boxes[][2] = {
		{ "<div class=\"comment-policy\"><h3>Before you write</h3><ul>"
		  "<li>Be kind to each other here.</li><li>Stay on the "
		  "subject of the post.</li><li>No advertising of any "
		  "kind.</li></ul></div>",
		    "Stay on the subject" },
		{ "<div class=\"discussion\"><p class=\"title\">Discussion</p>"
		  "<p>The walls held through the spring tides, which the old "
		  "ones had not done since they were built.</p></div>",
		    "The walls held through" },
	};
	struct article *a;
	struct buf b;
	char *cause = NULL;
	size_t k;

	for (k = 0; k < NELEM(boxes); k++) {
		buf_init(&b);
		buf_adds(&b,
		    "<html><body><div id=\"content\"><h2>The harbour "
		    "walls</h2><p>" POST_A "</p><p>" POST_B "</p><p>" POST_C
		    "</p>");
		buf_adds(&b, boxes[k][0]);
		buf_adds(&b, "</div></body></html>");
		a = apply_at(b.data, b.len, "//div[@id='content']", &cause);
		T_OK_MSG(a != NULL && strstr(a->body_text, boxes[k][1]) != NULL,
		    "%s stays: %s", boxes[k][1],
		    a != NULL ? a->body_text : cause);
		article_free(a);
		buf_free(&b);
		free(cause);
		cause = NULL;
	}
}

int
main(void)
{
	T_RUN(test_themes);
	T_RUN(test_parts_kept);
	T_RUN(test_real_undated);
	T_RUN(test_real_whole_comment_matched);
	T_RUN(test_named_kept);
	T_RUN(test_loose_parts);
	T_RUN(test_thread_in_a_later_match);
	T_RUN(test_linked_dates);
	T_RUN(test_author_lines_stripped);
	T_RUN(test_two_responses_counted);
	T_RUN(test_replies_nested);
	return t_done();
}

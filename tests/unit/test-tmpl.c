/* SPDX-License-Identifier: ISC */
/* Unit tests for tmpl.c: JSON form, applying, cleaning, validation. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/xpath.h>

#include "../lib/t.h"
#include "../lib/tdom.h"
#include "html.h"
#include "marks.h"
#include "picture.h"
#include "text.h"
#include "tmpl.h"
#include "tmpl_int.h"
#include "util.h"

static struct html_doc *
page(int i)
{
	char name[64], url[64], *data, *cause = NULL;
	struct html_doc *doc;
	size_t len;

	snprintf(name, sizeof(name), "html/site/p%d.html", i);
	snprintf(url, sizeof(url), "http://gazette.test/news/p%d.html", i);
	data = t_read_file(t_data_path(name), &len);
	doc = html_parse(data, len, NULL, url, &cause);
	free(data);
	return doc;
}

/* The article t makes of the page html (UTF-8) fetched from url (NULL:
 * none known), which it parses and frees, or NULL with *cause set; the
 * article owns all it holds. */
static struct article *
apply_tmpl_at(
    const struct tmpl *t, const char *html, const char *url, char **cause)
{
	struct html_doc *doc;
	struct article *a;

	if ((doc = html_parse(html, strlen(html), "utf-8", url, cause)) == NULL)
		return NULL;
	a = tmpl_apply(t, doc, cause);
	html_doc_free(doc);
	return a;
}

/* The article t makes of the page html, from no known address
 * (apply_tmpl_at()). */
static struct article *
apply_tmpl(const struct tmpl *t, const char *html, char **cause)
{
	return apply_tmpl_at(t, html, NULL, cause);
}

/* The article a template of body XPath body_xpath alone makes of the
 * page html, or NULL with *cause set. */
static struct article *
apply_xpath(const char *html, const char *body_xpath, char **cause)
{
	struct tmpl *t = tmpl_new();
	struct article *a;

	tmpl_set_body_xpath(t, body_xpath);
	a = apply_tmpl(t, html, cause);
	tmpl_free(t);
	return a;
}

/* The article a template of body XPath body_xpath, its guard on, makes
 * of the page html, which it frees; NULL with *cause set. */
static struct article *
apply_guarded(const char *body_xpath, char *html, char **cause)
{
	struct tmpl *t = tmpl_new();
	struct article *a;

	tmpl_set_body_xpath(t, body_xpath);
	tmpl_set_body_guard(t, 1);
	a = apply_tmpl(t, html, cause);
	tmpl_free(t);
	free(html);
	return a;
}

/* On a listing, the fallback takes the run of teasers, not one teaser. */
static void
test_tmpl_fallback_takes_the_listing(void)
{
	const char *html =
	    "<html><body><div class=\"nav\"><a href=\"/\">Home</a></div>"
	    "<ol class=\"list\">"
	    "<li class=\"item lead\"><h2><a href=\"/a\">Alpha</a></h2>"
	    "<p>The first teaser tells of the harbour works and of the "
	    "many boats that wait outside the new pier all winter.</p></li>"
	    "<li class=\"item\"><h2><a href=\"/b\">Beta</a></h2>"
	    "<p>The second teaser is about the market square and its "
	    "stalls, open again since the spring fair.</p></li>"
	    "<li class=\"item\"><h2><a href=\"/c\">Gamma</a></h2>"
	    "<p>The third teaser covers the school board and its vote "
	    "on the budget for the coming year.</p></li>"
	    "<li><a href=\"/more\">More</a> stories</li></ol>"
	    "<div class=\"foot\"><p>Copyright</p></div></body></html>";
	struct article *a;
	char *cause = NULL;

	a = apply_xpath(html, "//div[@id='story']", &cause);
	T_OK_MSG(a != NULL && (a->fallback & TMPL_FALLBACK_BODY) &&
		strstr(a->body_text, "harbour") != NULL &&
		strstr(a->body_text, "market square") != NULL &&
		strstr(a->body_text, "school board") != NULL &&
		strstr(a->body_text, "Copyright") == NULL,
	    "listing body: %s", a != NULL ? a->body_text : cause);
	article_free(a);
}

/* The tidy and the densest block's walk tell a table of data by one
 * test (html_table_is_data()): a table of the layout mostly of links
 * goes, though a table it holds has a header cell; a table of data
 * whose links are its entries stays. */
static void
test_tmpl_tidy_data_table(void)
{
	const char *html =
	    "<html><body><div id=\"b\"><p>The council met on Monday and "
	    "voted to repair the old bridge before the floods.</p>"
	    "<table id=\"layout\"><tr><td><a href=\"/p\">Ferry "
	    "timetable for the winter</a> <a href=\"/q\">Market stalls "
	    "open late</a> and more</td><td><table><tr><th>Tide</th></tr>"
	    "<tr><td>High at six</td></tr></table></td></tr></table>"
	    "<table id=\"data\"><tr><th>Club</th><th>Won</th></tr><tr>"
	    "<td><a href=\"/m\">Motherwell rowing club</a></td><td>12"
	    "</td></tr></table></div></body></html>";
	struct html_doc *doc;
	xmlNode *room[16], *body, *layout, *data;
	xmlXPathContextPtr ctx;
	xmlXPathObjectPtr r;
	struct marks m;
	char *cause = NULL;

	doc = html_parse(html, strlen(html), "utf-8", NULL, &cause);
	ctx = xmlXPathNewContext(html_doc_xml(doc));
	r = xmlXPathEvalExpression(
	    (const xmlChar *)"//div[@id='b'] | //table[@id]", ctx);
	T_INT(r->nodesetval->nodeNr, 3);
	body = r->nodesetval->nodeTab[0];
	layout = r->nodesetval->nodeTab[1];
	data = r->nodesetval->nodeTab[2];
	marks_init(&m, room, NELEM(room));
	tmpl_guess_tidy(body, &m, NULL);
	T_OK(html_node_is_skipped(layout));
	T_OK(!html_node_is_skipped(data));
	marks_undo(&m);
	xmlXPathFreeObject(r);
	xmlXPathFreeContext(ctx);
	html_doc_free(doc);
}

/* An article's paragraphs, some with links, stay the article. */
static void
test_tmpl_fallback_keeps_the_article(void)
{
	const char *html =
	    "<html><body><ul class=\"nav\"><li><a href=\"/\">Home</a> "
	    "news</li><li><a href=\"/s\">Sport</a> and games</li>"
	    "<li><a href=\"/w\">Weather</a> today</li></ul>"
	    "<div class=\"story\"><p>The council met on <a href=\"/m\">"
	    "Monday</a> and voted to repair the old bridge before the "
	    "floods of the autumn reach the lower town.</p>"
	    "<p>Work starts next month and lasts until the end of the "
	    "year, the mayor said to the press after the vote.</p></div>"
	    "</body></html>";
	struct article *a;
	char *cause = NULL;

	a = apply_xpath(html, "//div[@id='story']", &cause);
	T_OK_MSG(a != NULL && strstr(a->body_text, "old bridge") != NULL &&
		strstr(a->body_text, "Weather") == NULL,
	    "article body: %s", a != NULL ? a->body_text : cause);
	article_free(a);
}

/* A story cut into sections around its pictures: the fallback takes
 * them all, and not the box of links beside them. */
static void
test_tmpl_fallback_gathers_sections(void)
{
	const char *html =
	    "<html><body><div class=\"page\"><div class=\"sec p\"><p>The "
	    "council met on Monday and voted to repair the old bridge before "
	    "the floods of the autumn reach the lower town; the vote was "
	    "close, and the debate went on until late in the evening, with "
	    "the public gallery full.</p><p>Work starts next month and lasts "
	    "until the end of the year, the mayor said to the press after "
	    "the vote.</p></div>"
	    "<figure><img src=\"/b.jpg\"></figure>"
	    "<div class=\"sec p\"><p>The bridge was built in 1890 and last "
	    "mended after the great flood; its arches are listed, so the "
	    "work needs the approval of the heritage board.</p><p>Traffic "
	    "goes by the ferry while the bridge is shut, at no charge to "
	    "the town's residents.</p></div>"
	    "<div class=\"more\"><a href=\"/y\">The market square reopens"
	    "</a></div></div></body></html>";
	struct article *a;
	char *cause = NULL;

	a = apply_xpath(html, "//div[@id='story']", &cause);
	T_OK_MSG(a != NULL && (a->fallback & TMPL_FALLBACK_BODY) &&
		strstr(a->body_text, "old bridge") != NULL &&
		strstr(a->body_text, "built in 1890") != NULL &&
		strstr(a->body_text, "market square") == NULL,
	    "sections: %s", a != NULL ? a->body_text : cause);
	article_free(a);
}

/* A page of many link lists still loses its comment thread: the parts
 * dropped before the thread is looked for do not use up the marks. */
static void
test_tmpl_many_drops_then_comments(void)
{
	struct buf b;
	struct article *a;
	char *cause = NULL;
	int i;

	buf_init(&b);
	buf_adds(&b, "<html><body><div id=\"story\">");
	for (i = 0; i < 700; i++)
		buf_printf(&b,
		    "<p>Part %d of the report on the harbour works and the "
		    "boats that wait outside the pier.</p><ul><li><a "
		    "href=\"/a%d\">One</a></li><li><a href=\"/b%d\">Two</a>"
		    "</li></ul>",
		    i, i, i);
	buf_adds(&b,
	    "<div><div class=\"c\"><b>Ann, 10 May 2012 9:15</b>"
	    "<p>Shut the pool for good, it loses money.</p></div>"
	    "<div class=\"c\"><b>Bob, 10 May 2012 9:40</b><p>The "
	    "bus line is long overdue.</p></div><div class=\"c\">"
	    "<b>Cy, 11 May 2012 8:05</b><p>Mondays are when I "
	    "read.</p></div></div></div></body></html>");
	a = apply_xpath(b.data, "//div[@id='story']", &cause);
	T_OK_MSG(a != NULL && strstr(a->body_text, "Part 699 of") != NULL &&
		strstr(a->body_text, "Shut the pool") == NULL &&
		strstr(a->body_text, "Two") == NULL,
	    "many drops: %s", a != NULL ? "comments or links kept" : cause);
	article_free(a);
	buf_free(&b);
}

/* The post's text box, then a thread whose comments sit in boxes of
 * the same class: in a dl of comments (dt "NAME said on DATE", dd the
 * box), or TypePad-style ("Posted by: NAME | DATE" under each box, then
 * trackbacks).  The body is the post alone (comments.c,
 * comments_matches()). */
static const char *const blog_post =
    "<div class=\"post\"><h2>The harbour walls</h2>"
    "<div class=\"entry\"><p>The harbour walls were rebuilt this spring "
    "after the storms of the winter broke them in three places.</p>"
    "<p>The town paid for the stone and the fishermen gave their "
    "weekends to lay it, and the boats came back in April.</p></div>"
    "<p class=\"meta\">Posted by Ann Lee on 3 March 2008 at 10:14</p>"
    "</div>";

static const char *const blog_comments[] = { "Bob Ray", "Cy Mott", "Dee Park" };

static void
test_tmpl_blog_dl_comments(void)
{
	struct buf b;
	struct article *a;
	char *cause = NULL;
	size_t i, n;

	for (n = 1; n <= 3; n++) {
		buf_init(&b);
		/* one or two in a section named so; three by their
		 * structure alone */
		buf_printf(&b,
		    "<html><body>%s<div id=\"%s\"><h3>%zu "
		    "replies</h3><dl>",
		    blog_post, n < 3 ? "comments" : "replies", n);
		for (i = 0; i < n; i++)
			buf_printf(&b,
			    "<dt><a href=\"/u%zu\">%s</a> said on %zu March "
			    "2008 at 11:%02zu</dt><dd><div class=\"entry\">"
			    "<p>Comment %zu: the stone came from the old "
			    "quarry above the town, I saw the carts.</p>"
			    "</div></dd>",
			    i, blog_comments[i], i + 4, i * 7, i);
		buf_adds(&b, "</dl></div></body></html>");
		a = apply_xpath(b.data, "//div[@class='entry']", &cause);
		T_OK_MSG(a != NULL &&
			strstr(a->body_text, "boats came back") != NULL &&
			strstr(a->body_text, "Comment 0") == NULL,
		    "dl of %zu comments: %s", n,
		    a != NULL ? a->body_text : cause);
		article_free(a);
		buf_free(&b);
	}
}

/*
 * A list post whose items the body XPath selects by their first class
 * name, each boxed by what it shows ("item item-image", "item
 * item-tweet"): a numbered heading, a picture and its credit line
 * ("Instagram: @ann"), some a line under it, or a tweet dated in its
 * box, an advertisement after every third.  The items after the intro
 * are the story's parts, not a thread of comments after it.
 */
static void
test_tmpl_list_post_items(void)
{
	static const char *const who[] = { "ann", "bob", "cy", "dee", "eve",
		"fay", "gil", "hal" };
	struct buf b;
	struct article *a;
	char *cause = NULL;
	size_t i;

	buf_init(&b);
	buf_adds(&b,
	    "<html><body><h1>Eight winters at the harbour</h1><div "
	    "class=\"items\"><div class=\"item item-text\"><p>The harbour "
	    "walls were rebuilt this spring after the storms of the winter "
	    "broke them in three places.</p><p>The town paid for the stone "
	    "and the fishermen gave their weekends to lay it, and the boats "
	    "came back in April.</p></div>");
	for (i = 0; i < 8; i++) {
		if (i % 3 == 2)
			buf_printf(&b,
			    "<div class=\"item item-tweet\"><h2><span>%zu."
			    "</span> <span>Item %zu, what %s wrote</span></h2>"
			    "<div class=\"tweet\"><blockquote><p>The walls "
			    "hold, the boats come back in April, %s says.</p>"
			    "&mdash; %s (@%s) <a href=\"/t/%zu\">March %zu, "
			    "2019</a></blockquote></div><div class=\"credit\">"
			    "<a href=\"/t/%zu\">Twitter: @%s</a></div></div>",
			    i + 1, i + 1, who[i], who[i], who[i], who[i], i,
			    i + 3, i, who[i]);
		else
			buf_printf(&b,
			    "<div class=\"item item-image\"><h2><span>%zu."
			    "</span> <span>Item %zu, the harbour in winter"
			    "</span></h2><div class=\"media\"><img src=\"/i/"
			    "%zu.jpg\"></div><div class=\"credit\">Instagram: "
			    "@%s</div>%s</div>",
			    i + 1, i + 1, i, who[i],
			    i % 2 == 0 ? "<div class=\"text\"><p>The stone "
					 "came from the quarry, on carts.</p>"
					 "</div>"
				       : "");
		if (i % 3 == 2)
			buf_adds(&b,
			    "<div class=\"ad\"><div>Advertisement"
			    "</div></div>");
	}
	buf_adds(&b, "</div></body></html>");
	a = apply_xpath(b.data,
	    "//div[contains(concat(' ',normalize-space(@class),' '),"
	    "' item ')]",
	    &cause);
	T_OK_MSG(a != NULL && strstr(a->body_text, "fishermen") != NULL &&
		strstr(a->body_text, "Item 8, the harbour") != NULL,
	    "list post: %s", a != NULL ? a->body_text : cause);
	article_free(a);
	buf_free(&b);
}

static void
test_tmpl_blog_typepad_comments(void)
{
	struct buf b;
	struct article *a;
	char *cause = NULL;
	size_t i;

	buf_init(&b);
	buf_printf(&b,
	    "<html><body><div class=\"blog\">%s</div>"
	    "<div class=\"box\"><h3>Feedback</h3>",
	    blog_post);
	for (i = 0; i < 3; i++)
		buf_printf(&b,
		    "<div class=\"item\" id=\"c%zu\"><div class=\"entry\">"
		    "<p>Comment %zu: the old quarry gave the stone, my "
		    "grandfather cut it there.</p></div><p class=\"foot\">"
		    "Posted by: <a href=\"/u%zu\">%s</a> | March %zu, 2008 "
		    "at 11:%02zu AM</p></div>",
		    i, i, i, blog_comments[i], i + 4, i * 7);
	buf_adds(&b,
	    "<div class=\"item\"><div class=\"entry\"><p>Tracked "
	    "from a weblog on walls.</p></div><p class=\"foot\">"
	    "Tracked on March 9, 2008 at 09:15 PM</p></div>"
	    "</div></body></html>");
	a = apply_xpath(b.data, "//div[@class='entry']", &cause);
	T_OK_MSG(a != NULL && strstr(a->body_text, "boats came back") != NULL &&
		strstr(a->body_text, "Comment") == NULL &&
		strstr(a->body_text, "Tracked") == NULL,
	    "TypePad comments: %s", a != NULL ? a->body_text : cause);
	article_free(a);
	buf_free(&b);
}

/* A positional XPath that matches the post's text box and, in the same
 * place under the thread's box, the box of its comments, TypePad's
 * loose ones (each comment's paragraphs, then its "Posted by: NAME |
 * DATE" line, no element around them).  The body is the post alone,
 * a long one or a line (comments.c, comments_mark()). */
static void
test_tmpl_blog_loose_comments_matched(void)
{
	struct buf b;
	struct article *a;
	char *cause = NULL;
	size_t i;
	int line;

	for (line = 0; line < 2; line++) {
		buf_init(&b);
		buf_printf(&b,
		    "<html><body><div class=\"blog\"><div class=\"post\">"
		    "<h3>The harbour walls</h3><div class=\"text\"><p>The "
		    "harbour walls were rebuilt this spring.</p>%s</div></div>"
		    "<div class=\"thread\"><h2>Comments</h2><div "
		    "class=\"list\">",
		    line ? ""
			 : "<p>The town paid for the stone and the fishermen "
			   "gave their weekends to lay it, and the boats came "
			   "back in April, as the old men had said they "
			   "would.</p><p>The council will pay for the lights "
			   "next year.</p>");
		for (i = 0; i < 4; i++)
			buf_printf(&b,
			    "<a id=\"c%zu\"></a><p>Comment %zu: the old quarry "
			    "gave the stone, my grandfather cut it there.</p>"
			    "<p class=\"foot\">Posted by: <a href=\"/u%zu\">%s"
			    "</a> | March %zu, 2008 at 11:%02zu AM</p>",
			    i, i, i, blog_comments[i % 3], i + 4, i * 7);
		buf_adds(&b, "</div></div></div></body></html>");
		a = apply_xpath(b.data, "//div[@class='blog']/div/div", &cause);
		T_OK_MSG(a != NULL &&
			strstr(a->body_text, "walls were rebuilt") != NULL &&
			strstr(a->body_text, "Comment") == NULL &&
			strstr(a->body_text, "Posted by") == NULL,
		    "%s post: %s", line ? "one-line" : "long",
		    a != NULL ? a->body_text : cause);
		article_free(a);
		buf_free(&b);
	}
}

/* A story in parts matched by one XPath, each part under a dated line
 * of its own (a live blog by several writers): the parts stand in the
 * story's own list, and all are kept. */
static void
test_tmpl_blog_parts_kept(void)
{
	struct buf b;
	struct article *a;
	char *cause = NULL;
	size_t i;

	buf_init(&b);
	buf_adds(&b, "<html><body><div class=\"live\">");
	for (i = 0; i < 4; i++)
		buf_printf(&b,
		    "<div class=\"post\"><p class=\"by\">%s at 11:%02zu, "
		    "3 March 2008</p><div class=\"entry\"><p>Update %zu: the "
		    "crews closed the third breach in the harbour wall."
		    "</p></div></div>",
		    blog_comments[i % 3], i * 7, i);
	buf_adds(&b, "</div></body></html>");
	a = apply_xpath(b.data, "//div[@class='entry']", &cause);
	T_OK_MSG(a != NULL && strstr(a->body_text, "Update 0") != NULL &&
		strstr(a->body_text, "Update 3") != NULL,
	    "live blog: %s", a != NULL ? a->body_text : cause);
	article_free(a);
	buf_free(&b);
}

static struct tmpl *
sample_tmpl(void)
{
	struct tmpl *t = tmpl_new();

	tmpl_set_title_xpath(t, "//title");
	tmpl_set_title_strip(t, NULL, " | Valley Gazette");
	tmpl_set_body_xpath(t,
	    "//div[contains(concat(' ',"
	    "normalize-space(@class),' '),' article ')]");
	tmpl_set_category_xpath(t, "//a[@class='section']");
	tmpl_set_method(t, "teaser");
	tmpl_set_field_method(t, TMPL_BODY, "teaser");
	tmpl_add_body_strip(t, ".//div[@class='share']");
	tmpl_set_body_guard(t, 1);
	return t;
}

/* A page of a one-line post and, elsewhere, a block outweighing it
 * (its names made up: no word tells it) four times and more: a thread
 * of three readers' comments, the first one long (thread 1), a heading
 * and a dl of eight short comments, Blogger's, whose box outweighs the
 * post and no comment does (thread 2), two long comments by one reader
 * in a dl whose dt and dd share a class, Thesis's (thread 3), one long
 * comment in a box the post's "1 Comment" links to (thread 4), three
 * comments printed without their dates under their authors' names, the
 * first one long (thread 5), two comments striped by turns under a
 * heading that counts them, K2's (thread 6), one long comment alone in
 * a list under a heading that counts it, WordPress's "1 thought on ..."
 * (thread 7), two loose comments, each its paragraphs and its "Posted
 * by: NAME | DATE" line, TypePad's (thread 8), or an article (thread
 * 0). */
/* The n paragraphs of comment i (or of the article) of guard_page(),
 * into b. */
static void
guard_paras(struct buf *b, size_t i, size_t n)
{
	size_t k;

	for (k = 0; k < n; k++)
		buf_printf(b,
		    "<p>Paragraph %zu.%zu: the crews went up at dawn with the "
		    "ploughs and the gritters, and the drifts were higher than "
		    "the cabs in places.</p>",
		    i, k);
}

static char *
guard_page(int thread)
{
	struct buf b;
	size_t i;

	buf_init(&b);
	buf_printf(&b,
	    "<html><body><div class=\"post\"><h1>Snow</h1>"
	    "<div class=\"entry\"><p>First snow on the pass this "
	    "morning, the road is closed.</p></div>%s</div>",
	    thread == 4 ? "<p class=\"m\"><a href=\"#vo\">1 Comment</a></p>"
			: "");
	if (thread == 8) {
		buf_adds(&b,
		    "<div class=\"vo\"><h2>Comments</h2><div "
		    "class=\"kiru\">");
		for (i = 0; i < 2; i++) {
			buf_printf(&b, "<a id=\"c%zu\"></a>", i);
			guard_paras(&b, i, i == 0 ? 6 : 1);
			buf_printf(&b,
			    "<p class=\"tefa\">Posted by: <a href=\"/u/%zu\">"
			    "%s</a> | %zu March 2008 at 11:%02zu AM</p>",
			    i, blog_comments[i], i + 4, i * 7);
		}
		buf_adds(&b, "</div></div></body></html>");
		return buf_detach(&b, NULL);
	}
	if (thread == 7) {
		buf_adds(&b,
		    "<div id=\"vo\"><h2>1 thought on &ldquo;Snow&rdquo;</h2>"
		    "<ol class=\"kiru\"><li class=\"mado\"><article><footer>"
		    "<b>Bob Ray</b> says: <a href=\"#c1\">4 March 2008 at "
		    "11:07</a></footer><div class=\"sula\">");
		guard_paras(&b, 0, 6);
		buf_adds(&b,
		    "</div><a href=\"#r\">Reply</a></article></li></ol>"
		    "</div></body></html>");
		return buf_detach(&b, NULL);
	}
	if (thread == 6) {
		buf_adds(&b,
		    "<div class=\"vo\"><h3><span>2</span> comments</h3><ul "
		    "class=\"kiru\">");
		for (i = 0; i < 2; i++) {
			buf_printf(&b,
			    "<li class=\"%s\"><span class=\"tefa\">%zu "
			    "March 2008 at 11:%02zu</span><span> posted by "
			    "%s</span><div class=\"sula\">",
			    i ? "odd" : "even", i + 4, i * 7, blog_comments[i]);
			guard_paras(&b, i, i == 0 ? 6 : 1);
			buf_adds(&b, "</div></li>");
		}
		buf_adds(&b, "</ul></div></body></html>");
		return buf_detach(&b, NULL);
	}
	if (thread == 5) {
		buf_adds(&b, "<ul class=\"kiru\">");
		for (i = 0; i < 3; i++) {
			buf_printf(&b,
			    "<li class=\"mado\"><div class=\"tefa\"><cite><a "
			    "href=\"/u/%zu\">%s</a></cite></div><div "
			    "class=\"sula\">",
			    i, blog_comments[i]);
			guard_paras(&b, i, i == 0 ? 6 : 1);
			buf_adds(&b, "</div></li>");
		}
		buf_adds(&b, "</ul></body></html>");
		return buf_detach(&b, NULL);
	}
	if (thread == 4) {
		buf_adds(&b,
		    "<div id=\"vo\"><div class=\"mado\"><div "
		    "class=\"tefa\">Bob Ray on 4 March 2008 at 11:07</div>"
		    "<div class=\"sula\">");
		guard_paras(&b, 0, 6);
		buf_adds(&b, "</div></div></div></body></html>");
		return buf_detach(&b, NULL);
	}
	if (thread == 3) {
		buf_adds(&b, "<div id=\"vo\"><dl>");
		for (i = 0; i < 2; i++) {
			buf_printf(&b,
			    "<dt class=\"mado\"><span>%zu</span> <span>Bob "
			    "Ray</span> <span>2%zu.02.2012 13:1%zu</span></dt>"
			    "<dd class=\"mado\"><div class=\"sula\">",
			    i + 1, i, i);
			guard_paras(&b, i, 6);
			buf_adds(&b, "</div></dd>");
		}
		buf_adds(&b, "</dl></div></body></html>");
		return buf_detach(&b, NULL);
	}
	if (thread == 2) {
		buf_adds(&b,
		    "<div class=\"vo\"><h4>8 comments:</h4><dl "
		    "class=\"kiru\">");
		for (i = 0; i < 8; i++)
			buf_printf(&b,
			    "<dt class=\"mado\"><a href=\"/p/%zu\">%s</a> "
			    "said...</dt><dd class=\"sula\"><p>Paragraph "
			    "%zu.0: the crews went up at dawn with the "
			    "ploughs and the gritters, and the drifts were "
			    "higher than the cabs in places.</p></dd><dd "
			    "class=\"tefa\"><a href=\"#c%zu\">4 March 2008 "
			    "at 11:%02zu</a></dd>",
			    i, blog_comments[i % 3], i, i, i * 7);
		buf_adds(&b, "</dl></div></body></html>");
		return buf_detach(&b, NULL);
	}
	buf_adds(&b, thread ? "<ol class=\"kiru\">" : "<div class=\"o\">");
	for (i = 0; i < 3; i++) {
		if (thread)
			buf_printf(&b,
			    "<li class=\"mado\"><div class=\"tefa\">%s says: "
			    "4 March 2008 at 11:%02zu</div><div "
			    "class=\"sula\">",
			    blog_comments[i], i * 7);
		guard_paras(&b, i, i == 0 ? 6 : 1);
		if (thread)
			buf_adds(&b, "</div></li>");
	}
	buf_adds(&b, thread ? "</ol>" : "</div>");
	buf_adds(&b, "</body></html>");
	return buf_detach(&b, NULL);
}

/* The body guard falls back from a match that another block outweighs,
 * but not when that block is a reader's comment under a short post (one
 * of two by one reader too, one alone the page counts, one of a run
 * printed without dates, one of two a heading counts, one alone a
 * heading counts, one of two loose ones by two readers), or the box of
 * the thread: the fallback would find no story there. */
static void
test_tmpl_guard_spares_a_short_post(void)
{
	struct article *a;
	char *cause = NULL;
	int thread;

	for (thread = 0; thread < 9; thread++) {
		a = apply_guarded(
		    "//div[@class='entry']", guard_page(thread), &cause);
		T_OK_MSG(a != NULL &&
			(thread ? strstr(a->body_text, "First snow") != NULL &&
				    strstr(a->body_text, "Paragraph") == NULL &&
				    !(a->fallback & TMPL_FALLBACK_BODY)
				: (a->fallback & TMPL_FALLBACK_BODY) &&
				    strstr(a->body_text, "Paragraph 0.5") !=
					NULL),
		    "thread %d: %s", thread, a != NULL ? a->body_text : cause);
		article_free(a);
	}
}

/* A post of one line under its headline, and the writer's profile (six
 * paragraphs about them) in the column over the headline (before is 1)
 * or under the post (before is 0). */
static char *
profile_page(int before)
{
	struct buf b;
	const char *profile =
	    "<div class=\"who\"><p>Ann Lee writes on the mountains for the "
	    "paper, and has "
	    "walked every pass of the range in every season since 1998.</p>"
	    "<p>She is the author of two books on the range's old roads, "
	    "and of a guide to its huts that climbers still carry.</p>"
	    "<p>Before that she reported from the valleys for the radio, "
	    "and she still presents its winter programme on Sundays.</p>"
	    "<p>Her column appears on Saturdays, and her letters from the "
	    "huts, written by lamplight, on the first of every month.</p>"
	    "<p>She lives in the last village below the pass with two dogs, "
	    "a goat and more maps of the range than anyone has counted.</p>"
	    "<p>Write to her at the paper: she answers every letter, though "
	    "in winter the post goes up the valley once a week.</p>"
	    "</div>";

	buf_init(&b);
	buf_printf(&b,
	    "<html><body><div id=\"col\">%s<div class=\"post\"><h1 "
	    "class=\"hd\">Snow</h1><p class=\"by\">March 4, 2008</p><div "
	    "class=\"entry\">The pass is closed.</div></div>%s</div>"
	    "</body></html>",
	    before ? profile : "", before ? "" : profile);
	return buf_detach(&b, NULL);
}

/* A block over the story's headline outweighing a short post is no
 * sign the template missed the story (a story starts at its headline):
 * the guard keeps the post.  Under the post, the same block still
 * makes it fall back. */
static void
test_tmpl_guard_spares_a_post_under_a_profile(void)
{
	struct tmpl *t = tmpl_new();
	struct article *a;
	char *cause = NULL, *html;
	int before;

	tmpl_set_body_xpath(t, "//div[@class='entry']");
	tmpl_set_title_xpath(t, "//h1[@class='hd']");
	tmpl_set_body_guard(t, 1);
	for (before = 0; before < 2; before++) {
		html = profile_page(before);
		a = apply_tmpl(t, html, &cause);
		T_OK_MSG(a != NULL &&
			(before ? strcmp(a->body_text, "The pass is closed.") ==
					0 &&
				    !(a->fallback & TMPL_FALLBACK_BODY)
				: (a->fallback & TMPL_FALLBACK_BODY) != 0),
		    "profile %s: %s", before ? "over" : "under",
		    a != NULL ? a->body_text : cause);
		article_free(a);
		free(html);
	}
	tmpl_free(t);
}

/* A match report under a template learned from a page of another
 * layout: its positional body XPath, the second table of the story's
 * block (there the story's), selects here a small box inside the block
 * ("Man of the match", or a table left empty; kind 3: the first, with
 * the readers' comments after the story in its block).  The guard
 * falls back and the story is read; on the layout the template was
 * learned from, the match holds the story and stays. */
static char *
inside_page(int kind)
{
	static const char *const who[] = { "Ann Lee", "Bob Hart", "Cy Oduya" };
	struct buf b;
	size_t k;

	buf_init(&b);
	buf_adds(&b,
	    "<html><body><div id=\"col\"><div><h1>Derby stung "
	    "again</h1><table><tr><td>Photo: the late goal</td></tr>"
	    "</table>");
	if (kind == 2)
		buf_adds(&b, "<table><tr><td>");
	for (k = 0; k < 6; k++)
		buf_printf(&b,
		    "<p>Paragraph %zu: the home side held out until the "
		    "eighty-second minute, when a cross from the left found "
		    "the striker alone at the far post.</p>",
		    k);
	buf_adds(&b,
	    kind == 2       ? "</td></tr></table>"
		: kind == 1 ? "<table><tr><td></td></tr></table>"
			    : "<table><tr><td><p>Man of the match: Bent, "
			      "who set up the winner</p></td></tr></table>");
	for (k = 0; kind == 3 && k < 3 * NELEM(who); k++)
		buf_printf(&b,
		    "<div class=\"c\"><p class=\"by\">%s, 5 March 2008 at "
		    "10:%02zu</p><p>Reader %zu: the referee should have "
		    "seen the push on the keeper before the cross, as "
		    "everyone in the stand did.</p></div>",
		    who[k % NELEM(who)], k, k);
	buf_adds(&b,
	    "</div></div><div id=\"foot\"><a href=\"/\">Home</a>"
	    "</div></body></html>");
	return buf_detach(&b, NULL);
}

static void
test_tmpl_guard_box_inside_story(void)
{
	struct article *a;
	char *cause = NULL;
	int kind;

	for (kind = 0; kind < 4; kind++) {
		a = apply_guarded(
		    "//div[@id='col']/div/table[2]", inside_page(kind), &cause);
		T_OK_MSG(a != NULL &&
			strstr(a->body_text, "Paragraph 0") != NULL &&
			strstr(a->body_text, "Paragraph 5") != NULL &&
			strstr(a->body_text, "Reader") == NULL &&
			(kind == 2) == !(a->fallback & TMPL_FALLBACK_BODY),
		    "page %d: %s", kind, a != NULL ? a->body_text : cause);
		article_free(a);
	}
}

/* A match with no text at all, the guard off (as the learner leaves it
 * for a feed whose samples would trip it): a video's thumbnail box, a
 * space and a linked picture.  The reader gets the page's main block,
 * marked as a fallback, not an empty article; on a page with no text
 * anywhere the article stays, empty. */
static void
test_tmpl_empty_match_falls_back(void)
{
	static const char *const pages[] = {
		"<html><body><div id=\"story\"><h1>Allardyce sacked</h1>"
		"<table class=\"pic\"><tr><td>&#160;</td><td><a "
		"href=\"/v/1\"><img src=\"/v/1.jpg\" alt=\"\"></a></td>"
		"</tr></table><p>Newcastle dismissed their manager this "
		"morning after eight months in the job and a run of six "
		"games without a win.</p><p>The board met overnight and "
		"the decision was taken before the players arrived at the "
		"training ground.</p></div></body></html>",
		"<html><body><table class=\"pic\"><tr><td><a href=\"/v/1\">"
		"<img src=\"/v/1.jpg\" alt=\"\"></a></td></tr></table>"
		"</body></html>",
	};
	struct article *a;
	char *cause = NULL;
	size_t i;

	for (i = 0; i < NELEM(pages); i++) {
		a = apply_xpath(pages[i], "//table[@class='pic']", &cause);
		T_OK_MSG(a != NULL &&
			(i == 0 ? strstr(a->body_text, "Newcastle dismissed") !=
					NULL &&
				    (a->fallback & TMPL_FALLBACK_BODY)
				: *a->body_text == '\0'),
		    "page %zu: %s", i, a != NULL ? a->body_text : cause);
		article_free(a);
		free(cause);
		cause = NULL;
	}
}

/* Broken markup may leave the text beside the root: the fallback finds it. */
static void
test_tmpl_fallback_reads_beside_the_root(void)
{
	const char *html =
	    "<!DOCTYPE html><html xlogo.jpg\" alt=\"x\" /></a></td><td><div>"
	    "<p>The article text is here, long enough to be the densest "
	    "block of the page by far, with many words in it.</p>"
	    "<p>And a second paragraph.</p></div></td>";
	struct article *a;
	char *cause = NULL;

	a = apply_xpath(html, "//div[@id='story']", &cause);
	T_OK_MSG(a != NULL && (a->fallback & TMPL_FALLBACK_BODY) &&
		strstr(a->body_text, "second paragraph") != NULL,
	    "fallback body: %s", a != NULL ? a->body_text : cause);
	article_free(a);
}

static void
test_tmpl_strip_rules_are_distinct(void)
{
	struct tmpl *t = sample_tmpl();

	/* learning may find one chrome block by two routes */
	T_INT(tmpl_add_body_strip(t, ".//div[@class='share']"), 0);
	T_INT(tmpl_add_body_strip(t, ".//aside"), 0);
	T_INT(tmpl_body_strip_count(t), 2);
	tmpl_free(t);
}

static void
test_tmpl_json_round_trip(void)
{
	struct tmpl *t = sample_tmpl(), *u;
	char *j, *j2, *cause = NULL;

	j = tmpl_to_json(t);
	u = tmpl_from_json(j, &cause);
	T_OK(u != NULL);
	if (u != NULL) {
		T_STR(tmpl_body_xpath(u), tmpl_body_xpath(t));
		T_STR(tmpl_title_xpath(u), "//title");
		T_STR(tmpl_title_suffix(u), " | Valley Gazette");
		T_STR(tmpl_title_prefix(u), NULL);
		T_STR(tmpl_category_xpath(u), "//a[@class='section']");
		T_STR(tmpl_method(u), "teaser");
		T_STR(tmpl_field_method(u, TMPL_BODY), "teaser");
		T_INT(tmpl_body_strip_count(u), 1);
		T_INT(tmpl_body_guard(u), 1);
		T_STR(tmpl_body_strip(u, 0), ".//div[@class='share']");
		j2 = tmpl_to_json(u);
		T_STR(j2, j);
		free(j2);
	}
	free(j);
	tmpl_free(t);
	tmpl_free(u);
	tmpl_free(NULL);
}

static void
reject(const char *json, const char *why)
{
	char *cause = NULL;
	struct tmpl *t = tmpl_from_json(json, &cause);

	T_OK_MSG(t == NULL && cause != NULL && strstr(cause, why) != NULL,
	    "%s -> %s", json ? json : "(null)", cause ? cause : "(accepted)");
	tmpl_free(t);
	free(cause);
}

static void
test_tmpl_json_rejects_malformed(void)
{
	reject(NULL, "JSON");
	reject("", "JSON");
	reject("{\"version\":1,\"body_xpath\":", "JSON");
	reject("[1,2]", "object");
	reject("{\"body_xpath\":\"//p\"}", "version");
	reject("{\"version\":99,\"body_xpath\":\"//p\"}", "version");
	reject("{\"version\":1}", "body_xpath");
	reject("{\"version\":1,\"body_xpath\":42}", "not a string");
	reject("{\"version\":1,\"body_xpath\":\"//p[\"}", "XPath");
	reject("{\"version\":1,\"body_xpath\":\"//p\",\"title_xpath\":\"((\"}",
	    "XPath");
	reject("{\"version\":1,\"body_xpath\":\"//p\",\"body_strip\":\"x\"}",
	    "body_strip");
	reject("{\"version\":1,\"body_xpath\":\"//p\",\"body_strip\":[1]}",
	    "body_strip");
	reject("{\"version\":1,\"body_xpath\":\"//p\",\"body_guard\":1}",
	    "body_guard");
	reject("{\"version\":1,\"body_xpath\":\"//p\",\"signature\":[\"x\"]}",
	    "signature");
	reject("{\"version\":1,\"body_xpath\":\"//p\",\"signature\":"
	       "[\"00000000000000zz\"]}",
	    "signature");
	reject("{\"version\":1,\"body_xpath\":\"//p\",\"body_boiler\":[7]}",
	    "body_boiler");
	reject(
	    "{\"version\":1,\"body_xpath\":\"//p\",\"layouts\":{}}", "layouts");
	reject(
	    "{\"version\":1,\"body_xpath\":\"//p\",\"layouts\":[1]}", "layout");
	reject("{\"version\":1,\"body_xpath\":\"//p\",\"layouts\":"
	       "[{\"title_xpath\":\"//h1\"}]}",
	    "body_xpath");
	reject("{\"version\":1,\"body_xpath\":\"//p\",\"layouts\":"
	       "[{\"version\":1,\"body_xpath\":\"//p\"}]}",
	    "version");
	reject("{\"version\":1,\"body_xpath\":\"//p\",\"layouts\":"
	       "[{\"body_xpath\":\"//p\",\"layouts\":[]}]}",
	    "layouts");
	reject("{\"version\":1,\"body_xpath\":\"//p\",\"layouts\":"
	       "[{\"body_xpath\":\"//p\"},{\"body_xpath\":\"//p\"},"
	       "{\"body_xpath\":\"//p\"},{\"body_xpath\":\"//p\"}]}",
	    "layouts");
}

#define PARA                                                                   \
	"<p>The harbour council met on Monday night and agreed to "            \
	"repair the old wall before the winter storms arrive.</p>"

static void
test_tmpl_layouts_route_and_round_trip(void)
{
	struct html_doc *a_doc, *b_doc, *odd;
	struct tmpl *t, *b, *u;
	struct article *a;
	uint64_t fa[TMPL_MAX_FEATURES], fb[TMPL_MAX_FEATURES];
	uint64_t sa[TMPL_MAX_SIG], sb[TMPL_MAX_SIG];
	size_t na, nb, i, k, nsa = 0, nsb = 0;
	char *json, *json2, *cause = NULL;
	double fit;

	a_doc = t_parse("<html><body><div id=\"story\">" PARA PARA
			"</div><div class=\"side\">Side</div></body></html>");
	b_doc = t_parse("<html><body><main><article class=\"post\">" PARA
			"</article></main><footer>Foot</footer></body>"
			"</html>");
	odd = t_parse("<html><body><table><tr><td><span>" PARA "</span>"
		      "</td></tr></table></body></html>");
	/* signatures: what each page has and the other lacks */
	na = tmpl_features(a_doc, fa, TMPL_MAX_FEATURES);
	nb = tmpl_features(b_doc, fb, TMPL_MAX_FEATURES);
	T_OK(na > 3 && nb > 3);
	for (i = 0; i < na && nsa < TMPL_MAX_SIG; i++) {
		for (k = 0; k < nb && fb[k] != fa[i]; k++)
			;
		if (k == nb)
			sa[nsa++] = fa[i];
	}
	for (i = 0; i < nb && nsb < TMPL_MAX_SIG; i++) {
		for (k = 0; k < na && fa[k] != fb[i]; k++)
			;
		if (k == na)
			sb[nsb++] = fb[i];
	}
	t = tmpl_new();
	tmpl_set_body_xpath(t, "//div[@id='story']");
	tmpl_set_title_xpath(t, "//h1");
	tmpl_set_signature(t, sa, nsa);
	b = tmpl_new();
	tmpl_set_body_xpath(b, "//article");
	tmpl_set_signature(b, sb, nsb);
	T_INT(tmpl_add_layout(t, b), 0);
	T_INT(tmpl_layout_count(t), 2);
	T_STR(tmpl_body_xpath(tmpl_layout(t, 1)), "//article");
	T_OK(tmpl_layout(t, 2) == NULL);

	T_INT(tmpl_route(t, a_doc, &fit), 0);
	T_NEAR(fit, 1, 1e-9);
	T_INT(tmpl_route(t, b_doc, &fit), 1);
	T_NEAR(fit, 1, 1e-9);
	a = tmpl_apply(t, b_doc, &cause);
	T_OK(a != NULL && a->fallback == 0 &&
	    strstr(a->body_text, "harbour council") != NULL &&
	    strstr(a->body_text, "Foot") == NULL);
	article_free(a);
	/* a page of neither layout is extracted, and flagged */
	tmpl_route(t, odd, &fit);
	T_OK(fit < TMPL_ROUTE_FIT);
	a = tmpl_apply(t, odd, &cause);
	T_OK(a != NULL && (a->fallback & TMPL_FALLBACK_BODY) &&
	    strstr(a->body_text, "harbour council") != NULL);
	article_free(a);

	/* overrides reach every layout */
	json = tmpl_to_json(t);
	u = tmpl_from_json(json, &cause);
	T_OK_MSG(u != NULL, "%s", cause ? cause : "");
	if (u != NULL) {
		json2 = tmpl_to_json(u);
		T_STR(json2, json);
		free(json2);
		tmpl_set_body_xpath(u, "//p");
		T_STR(tmpl_body_xpath(tmpl_layout(u, 1)), "//p");
	}
	tmpl_free(u);
	free(json);
	tmpl_free(t);
	html_doc_free(a_doc);
	html_doc_free(b_doc);
	html_doc_free(odd);
}

/* A post's category links: all of them, distinct, the first primary. */
static void
test_tmpl_apply_categories(void)
{
	const char *html =
	    "<html><head><title>Night trains return</title></head><body>"
	    "<nav><a href='/'>Home</a> &gt; <a href='/travel'>Travel</a></nav>"
	    "<article><h1>Night trains return</h1>"
	    "<p>Sleeper services come back to the line after twenty years, "
	    "with new carriages and a timetable built for travellers.</p>"
	    "<p>Posted in <a rel='category tag' href='/c/t'>Travel</a>, "
	    "<a rel='category tag' href='/c/r'>Rail &amp; Transport</a>, "
	    "<a rel='category tag' href='/c/t2'> travel </a>, "
	    "<a rel='category tag' href='/c/e'></a></p>"
	    "</article></body></html>";
	struct html_doc *doc;
	struct tmpl *t = tmpl_new();
	struct article *a;
	char *cause = NULL;

	doc = html_parse(html, strlen(html), "utf-8", NULL, &cause);
	tmpl_set_body_xpath(t, "//article");
	tmpl_set_category_xpath(t, "//a[@rel='category tag']");
	a = tmpl_apply(t, doc, &cause);
	T_OK(a != NULL);
	if (a != NULL) {
		T_STR(a->category, "Travel");
		T_INT(a->ncategories, 2);
		if (a->ncategories == 2)
			T_STR(a->categories[1], "Rail & Transport");
	}
	article_free(a);
	/* no category XPath: none */
	tmpl_set_category_xpath(t, NULL);
	a = tmpl_apply(t, doc, &cause);
	T_OK(a != NULL && a->category == NULL && a->ncategories == 0);
	article_free(a);
	tmpl_free(t);
	html_doc_free(doc);
}

static void
test_tmpl_apply_article(void)
{
	struct html_doc *doc = page(2);
	struct tmpl *t = sample_tmpl();
	struct article *a;
	char *cause = NULL;

	a = tmpl_apply(t, doc, &cause);
	T_OK(a != NULL);
	if (a != NULL) {
		T_STR(a->title, "Library opens a new reading garden");
		T_STR(a->category, "Culture");
		/* the headline is the title's, not the body's */
		T_OK(strncmp(a->body_text,
			 "By Staff Reporter\nThe city library", 34) == 0);
		T_OK(strstr(a->body_text, "reading garden") == NULL ||
		    strstr(a->body_text, "reading garden") > a->body_text + 40);
		T_OK(strstr(a->body_text, "Tweet") == NULL);
		T_OK(strstr(a->body_text, "Subscribe") == NULL);
		T_OK(strstr(a->body_text, "secret") == NULL);
		T_OK(strstr(a->body_text, "invisible") == NULL);
		/* the related list is a link list: dropped */
		T_OK(strstr(a->body_text, "Ten walks") == NULL);
		T_OK(strstr(a->body_text, "poetry evenings") != NULL);
	}
	article_free(a);
	/* a second application reuses the compiled XPaths */
	a = tmpl_apply(t, doc, &cause);
	T_OK(a != NULL && strstr(a->body_text, "Tweet") == NULL);
	article_free(a);
	tmpl_free(t);
	html_doc_free(doc);
}

static void
test_tmpl_body_html_is_clean(void)
{
	struct html_doc *doc = page(1);
	struct tmpl *t = sample_tmpl();
	struct article *a;
	char *cause = NULL;

	a = tmpl_apply(t, doc, &cause);
	T_OK(a != NULL);
	if (a != NULL) {
		T_OK(strstr(a->body_html, "<script") == NULL);
		T_OK(strstr(a->body_html, "onerror") == NULL);
		T_OK(strstr(a->body_html, "onclick") == NULL);
		T_OK(strstr(a->body_html, "hidden") == NULL);
		T_OK(strstr(a->body_html, "invisible") == NULL);
		T_OK(strstr(a->body_html, "<form") == NULL);
		T_OK(strstr(a->body_html, "<input") == NULL);
		T_OK(strstr(a->body_html, "class=") == NULL);
		T_OK(strstr(a->body_html,
			 "src=\"http://gazette.test/img/photo1.jpg\"") != NULL);
		T_OK(
		    strstr(a->body_html,
			"href=\"http://gazette.test/archive/1.html\"") != NULL);
		T_OK(strstr(a->body_html, "<p>Rivers across") != NULL);
		T_OK(strstr(a->body_html, "mailto:") == NULL);
	}
	article_free(a);
	tmpl_free(t);
	html_doc_free(doc);
}

/* The body HTML of the page html by the body XPath xp, which the caller
 * frees; "" when nothing is extracted. */
static char *
body_html_of(const char *html, const char *xp)
{
	struct article *a;
	char *cause = NULL, *s;

	a = apply_xpath(html, xp, &cause);
	s = xstrdup(a != NULL && a->body_html != NULL ? a->body_html : "");
	article_free(a);
	free(cause);
	return s;
}

/* A story out of a page that reads right to left keeps its direction
 * and language; one of a page that reads left to right, or that sets
 * its own direction, is written as it was. */
static void
test_tmpl_body_keeps_rtl(void)
{
	/* two sentences of Arabic */
	static const char story[] =
	    "<p>\xd9\x86\xd8\xb5 \xd9\x86\xd8\xb5 \xd9\x86\xd8\xb5"
	    " \xd9\x86\xd8\xb5.</p><p>\xd8\xa2\xd8\xae\xd8\xb1"
	    " \xd9\x86\xd8\xb5 \xd9\x86\xd8\xb5.</p>";
	static const struct {
		const char *html, *own, *start;
	} cases[] = {
		{ "<html dir=\"rtl\" lang=\"ar\">", "",
		    "<div dir=\"rtl\" lang=\"ar\"><div><p>" },
		/* the direction from the language alone */
		{ "<html lang=\"fa-IR\">", "",
		    "<div dir=\"rtl\" lang=\"fa-IR\"><div><p>" },
		{ "<html dir=\"RTL\">", "", "<div dir=\"rtl\"><div><p>" },
		/* a language tag that is not one is not written */
		{ "<html dir=\"rtl\" lang=\"ar&quot;&gt;\">", "",
		    "<div dir=\"rtl\"><div><p>" },
		{ "<html lang=\"en\">", "", "<div><p>" },
		{ "<html dir=\"ltr\" lang=\"ar\">", "", "<div><p>" },
		{ "<html>", "", "<div><p>" },
		/* the block's own direction is kept as it is */
		{ "<html dir=\"rtl\" lang=\"ar\">", " dir=\"ltr\"",
		    "<div dir=\"ltr\"><p>" },
	};
	char page[1024], *h;
	size_t i;

	for (i = 0; i < NELEM(cases); i++) {
		snprintf(page, sizeof(page),
		    "%s<body><div class=\"s\"%s>%s</div></body></html>",
		    cases[i].html, cases[i].own, story);
		h = body_html_of(page, "//div[@class='s']");
		T_OK_MSG(
		    strncmp(h, cases[i].start, strlen(cases[i].start)) == 0,
		    "case %zu starts %s (got %s)", i, cases[i].start, h);
		T_OK(strstr(h, "\xd8\xa2\xd8\xae\xd8\xb1") != NULL);
		free(h);
	}
}

static void
test_tmpl_apply_other_layout_falls_back_to_density(void)
{
	struct html_doc *doc = page(3);
	struct tmpl *t = tmpl_new();
	struct article *a;
	char *cause = NULL;

	/* a page of another layout: the block richest in paragraphs */
	tmpl_set_body_xpath(t, "//article[@id='none']");
	a = tmpl_apply(t, doc, &cause);
	T_OK(a != NULL);
	if (a != NULL) {
		T_OK(strstr(a->body_text, "rye sourdough") != NULL);
		T_OK(strstr(a->body_text, "every Saturday") != NULL);
		T_OK(strstr(a->body_text, "Most read") == NULL);
		T_OK(strstr(a->body_text, "Copyright") == NULL);
	}
	article_free(a);
	cause = NULL;
	tmpl_set_body_xpath(t, "not an xpath((");
	a = tmpl_apply(t, doc, &cause);
	T_OK(a == NULL && cause != NULL);
	free(cause);
	tmpl_free(t);
	html_doc_free(doc);
}

static void
test_tmpl_title_prefix_and_attribute(void)
{
	const char *html =
	    "<html><head><title>Gazette: A headline</title>"
	    "<meta property='og:title' content=' A headline '></head>"
	    "<body><p>x</p></body></html>";
	struct html_doc *doc;
	struct tmpl *t = tmpl_new();
	char *cause = NULL, *s;

	doc = html_parse(html, strlen(html), NULL, NULL, &cause);
	tmpl_set_body_xpath(t, "//body");
	tmpl_set_title_xpath(t, "//title");
	tmpl_set_title_strip(t, "Gazette: ", "");
	s = tmpl_apply_title(t, doc);
	T_STR(s, "A headline");
	free(s);
	tmpl_set_title_xpath(t, "//meta[@property='og:title']/@content");
	tmpl_set_title_strip(t, NULL, NULL);
	s = tmpl_apply_title(t, doc);
	T_STR(s, "A headline");
	free(s);
	tmpl_free(t);
	html_doc_free(doc);
}

/* The title of a page from title_html, with the strips given. */
static char *
title_with_strips(
    const char *title_html, const char *prefix, const char *suffix)
{
	struct html_doc *doc;
	struct tmpl *t = tmpl_new();
	char *cause = NULL, *s, *html;

	xasprintf(&html,
	    "<html><head><meta charset='utf-8'><title>%s</title>"
	    "</head><body><p>x</p></body></html>",
	    title_html);
	doc = html_parse(html, strlen(html), NULL, NULL, &cause);
	tmpl_set_body_xpath(t, "//body");
	tmpl_set_title_xpath(t, "//title");
	tmpl_set_title_strip(t, prefix, suffix);
	s = tmpl_apply_title(t, doc);
	tmpl_free(t);
	html_doc_free(doc);
	free(html);
	return s;
}

static void
test_tmpl_title_strip_other_sections(void)
{
	static const struct {
		const char *title, *prefix, *suffix, *want;
	} cases[] = {
		/* learned on one section, met on another */
		{ "Obamacare Still Alive -- The Cut", NULL,
		    " -- Daily Intelligencer", "Obamacare Still Alive" },
		{ "Valley Sport | Rowers win again", "Valley News | ", NULL,
		    "Rowers win again" },
		{ "Inside the Lab \xe2\x80\x94 Backchannel", NULL,
		    " \xe2\x80\x94 Medium", "Inside the Lab" },
		/* another separator when the learned one is not there */
		{ "Obamacare Still Alive -- Daily Intelligencer", NULL,
		    " - The Cut", "Obamacare Still Alive" },
		/* the learned one first, though another comes later */
		{ "Bomb blast | Mercury - The Voice of Tasmania", NULL,
		    " | NEWS.com.au", "Bomb blast" },
		/* the last separator: the headline may hold one too */
		{ "Fills Posts \xe2\x80\x94 But Not Top Cop -- Intel", NULL,
		    " -- Daily Intelligencer",
		    "Fills Posts \xe2\x80\x94 But Not Top Cop" },
		/* no separator, or a tail too long for a name: kept */
		{ "Rowers win again", NULL, " | Valley News",
		    "Rowers win again" },
		{ "Rowers win | and the crowd on the river bank goes home "
		  "happy after a long and cold day",
		    NULL, " | Valley News",
		    "Rowers win | and the crowd on the river bank goes home "
		    "happy after a long and cold day" },
		/* a strip without a separator is exact or nothing */
		{ "Gazette Rowers win", NULL, "Gazette", "Gazette Rowers win" },
	};
	size_t i;
	char *s;

	for (i = 0; i < NELEM(cases); i++) {
		s = title_with_strips(
		    cases[i].title, cases[i].prefix, cases[i].suffix);
		T_STR(s, cases[i].want);
		free(s);
	}
}

static void
test_tmpl_validate(void)
{
	char title[] = "Bakery wins contest";
	char text[] = "A family bakery won the contest.\nMore text.";
	char html[] = "";
	struct article a;

	memset(&a, 0, sizeof(a));
	a.title = title;
	a.body_text = text;
	a.body_html = html;
	T_NEAR(tmpl_validate(&a, "Bakery wins contest",
		   "A family bakery won the contest."),
	    1.0, 1e-9);
	T_OK(tmpl_validate(&a, "Something else entirely",
		 "Nothing here matches at all") < 0.1);
	T_NEAR(tmpl_validate(&a, NULL, NULL), 1.0, 1e-9);
	/* the headline of a title the feed names its site after */
	T_NEAR(tmpl_validate(&a, "Bakery wins contest - The Daily Bugle", NULL),
	    1.0, 1e-9);
	T_OK(tmpl_validate(&a, "Bakery - The Daily Bugle", NULL) < 0.9);
}

/*
 * A heading every page of the feed shows, over a section of the page's
 * own text (a recipe's "Ingredients", a podcast's "Transcript"), is a
 * label of the story's and stays; the same words over links, or over
 * nothing left, go.
 */
static void
test_tmpl_body_boiler_heads_own(void)
{
	struct html_doc *doc;
	struct tmpl *t;
	struct article *a;
	char *cause = NULL;
	const char *const labels[] = { "Ingredients", "More from us" };
	size_t i;

	doc =
	    t_parse("<html><body><div id=\"story\">" PARA
		    "<div class=\"head\"><h3>Ingredients</h3></div><ul><li>"
		    "200 g flour</li><li>6 plums</li></ul><h3>More from us</h3>"
		    "<ul><li><a href=\"/a\">Plum jam</a></li><li><a "
		    "href=\"/b\">Pear tart</a></li></ul></div></body></html>");
	t = tmpl_new();
	tmpl_set_body_xpath(t, "//div[@id='story']");
	for (i = 0; i < NELEM(labels); i++)
		T_INT(tmpl_add_body_boiler(
			  t, text_fingerprint(labels[i], strlen(labels[i]))),
		    0);
	a = tmpl_apply(t, doc, &cause);
	T_OK_MSG(a != NULL && strstr(a->body_text, "Ingredients") != NULL &&
		strstr(a->body_text, "6 plums") != NULL &&
		strstr(a->body_text, "More from us") == NULL,
	    "%s", a != NULL ? a->body_text : cause);
	article_free(a);
	tmpl_free(t);
	html_doc_free(doc);
}

static void
test_tmpl_body_boiler_drops_text(void)
{
	struct html_doc *doc;
	struct tmpl *t, *u;
	struct article *a;
	char *json, *cause = NULL;
	const char *label = "Share this story:";

	doc = t_parse("<html><body><div id=\"story\">" PARA
		      "<p><b>Share this story:</b> <a href=\"/s\">by the "
		      "harbour</a></p></div></body></html>");
	t = tmpl_new();
	tmpl_set_body_xpath(t, "//div[@id='story']");
	T_INT(
	    tmpl_add_body_boiler(t, text_fingerprint(label, strlen(label))), 0);
	T_INT(
	    tmpl_add_body_boiler(t, text_fingerprint(label, strlen(label))), 0);
	T_INT(tmpl_body_boiler_count(t), 1);
	json = tmpl_to_json(t);
	T_OK(strstr(json, "\"body_boiler\":[") != NULL);
	u = tmpl_from_json(json, &cause);
	T_OK(u != NULL && tmpl_body_boiler_count(u) == 1);
	a = u != NULL ? tmpl_apply(u, doc, &cause) : NULL;
	/* the links on a line of boilerplate alone go with it */
	T_OK(a != NULL && strstr(a->body_text, "Share this") == NULL &&
	    strstr(a->body_text, "by the harbour") == NULL &&
	    strstr(a->body_text, "harbour council") != NULL);
	T_OK(a != NULL && strstr(a->body_html, "Share this") == NULL);
	article_free(a);
	/* the tree is left as it was */
	tmpl_free(u);
	u = tmpl_new();
	tmpl_set_body_xpath(u, "//div[@id='story']");
	a = tmpl_apply(u, doc, &cause);
	T_OK(a != NULL && strstr(a->body_text, "Share this story:") != NULL);
	article_free(a);
	tmpl_free(u);
	tmpl_free(t);
	free(json);
	html_doc_free(doc);
}

/*
 * A line whose shape is boilerplate's, its date aside ("posted on DATE
 * and is filed under <a>CAT</a>"), goes with its links after the story;
 * before it, or linking nowhere, it is the article's dateline.
 */
static void
test_tmpl_body_boiler_shape(void)
{
	struct tmpl *t;
	struct article *a;
	char *cause = NULL;
	const char *learned = "This entry was posted on March 3, 2011 at 4:14 "
			      "PM and is filed under";

	t = tmpl_new();
	tmpl_set_body_xpath(t, "//div[@id='story']");
	T_INT(tmpl_add_body_boiler(t, text_shape(learned, strlen(learned))), 0);
	a = apply_tmpl(t,
	    "<html><body><div id=\"story\">"
	    "<p>This entry was posted on June 9, 2012 at 8:05 AM and is "
	    "filed under <a href=\"/c/town\">Town</a>.</p>" PARA
	    "<p>This entry was posted on June 9, 2012 at 8:05 AM and is "
	    "filed under:</p>"
	    "<p><small>This entry was posted on June 9, 2012 at 8:05 AM "
	    "and is filed under <a href=\"/c/news\">News</a> | "
	    "<a href=\"/feed\">Feed</a></small></p></div></body></html>",
	    &cause);
	T_OK(a != NULL);
	if (a != NULL) {
		T_OK(strstr(a->body_text, "under Town.") != NULL);
		T_OK(strstr(a->body_text, "filed under:") != NULL);
		T_OK(strstr(a->body_text, "News") == NULL &&
		    strstr(a->body_text, "Feed") == NULL &&
		    strstr(a->body_text, "|") == NULL);
	}
	article_free(a);
	tmpl_free(t);
}

/* Boilerplate words inside a line of the page's own text are its words. */
static void
test_tmpl_body_boiler_keeps_own_lines(void)
{
	struct tmpl *t;
	struct article *a;
	char *cause = NULL;
	const char *label = "More:";

	t = tmpl_new();
	tmpl_set_body_xpath(t, "//div[@id='story']");
	T_INT(
	    tmpl_add_body_boiler(t, text_fingerprint(label, strlen(label))), 0);
	a = apply_tmpl(t,
	    "<html><body><div id=\"story\">" PARA
	    "<p>More: the plans for the wall, at the town hall.</p>"
	    "<p><b>More:</b> <i>a map of the wall</i></p>"
	    "<p>More:<br><a href=\"/m\">Maps</a></p>"
	    "</div></body></html>",
	    &cause);
	T_OK(a != NULL &&
	    strstr(a->body_text, "More: the plans for the wall") != NULL);
	T_OK(a != NULL && strstr(a->body_text, "More: a map") != NULL);
	/* alone on its line, the label goes */
	T_OK(a != NULL && strstr(a->body_text, "More:\n") == NULL &&
	    strstr(a->body_text, "Maps") != NULL);
	article_free(a);
	tmpl_free(t);
}

#define SHARE_GIF "http://www.example.com/i/share.gif"
#define SMILE_GIF "http://www.example.com/i/smile.gif"
#define WALL_JPG "http://www.example.com/photo/wall.jpg"

/* The key of the picture <img src="src"> (picture_key()). */
static uint64_t
pic_key(const char *src)
{
	char *html;
	struct html_doc *doc;
	uint64_t h = 0;

	xasprintf(&html, "<html><body><img src=\"%s\"></body></html>", src);
	if ((doc = t_parse(html)) != NULL)
		h = picture_key(
		    t_find(xmlDocGetRootElement(html_doc_xml(doc)), "img"));
	html_doc_free(doc);
	free(html);
	return h;
}

/*
 * A picture the feed's pages all show in the body (a share button)
 * goes where no text of the page's own shares its line; the page's own
 * pictures stay, and so does one set into a sentence.
 */
static void
test_tmpl_body_boiler_pictures(void)
{
	struct tmpl *t;
	struct article *a;
	char *cause = NULL;

	t = tmpl_new();
	tmpl_set_body_xpath(t, "//div[@id='story']");
	T_OK(pic_key(SHARE_GIF) != 0 &&
	    pic_key(SHARE_GIF) != pic_key(SMILE_GIF));
	T_INT(tmpl_add_body_boiler(t, pic_key(SHARE_GIF)), 0);
	T_INT(tmpl_add_body_boiler(t, pic_key(SMILE_GIF)), 0);
	a = apply_tmpl(t,
	    "<html><body><div id=\"story\"><p><img src=\"" WALL_JPG "\" "
	    "alt=\"The wall\"></p>" PARA
	    "<p>The mayor was pleased <img src=\"" SMILE_GIF "\"></p>"
	    "<div><a href=\"https://share.example/?u=1\"><img src=\"" SHARE_GIF
	    "\" alt=\"Share\"></a></div></div></body></html>",
	    &cause);
	T_OK(a != NULL && strstr(a->body_html, WALL_JPG) != NULL);
	T_OK(a != NULL && strstr(a->body_html, SMILE_GIF) != NULL);
	T_OK(a != NULL && strstr(a->body_html, SHARE_GIF) == NULL);
	article_free(a);
	tmpl_free(t);
}

/* The article's text keeps its code's lines and indentation, as its
 * HTML does. */
static void
test_tmpl_body_text_keeps_code(void)
{
	struct article *a;
	char *cause = NULL;

	a = apply_xpath("<html><body><div id=\"story\">" PARA
			"<pre><code>for q in quays:\n    repair(q)\n</code>"
			"</pre>" PARA "</div></body></html>",
	    "//div[@id='story']", &cause);
	T_OK(a != NULL &&
	    strstr(a->body_text,
		"arrive.\nfor q in quays:\n    repair(q)\nThe harbour") !=
		NULL);
	T_OK(a != NULL &&
	    strstr(a->body_html, "for q in quays:\n    repair(q)") != NULL);
	article_free(a);
}

/* A line that names a link is the article's, whatever its tag; a line
 * of links alone is not. */
static void
test_tmpl_body_keeps_link_lines(void)
{
	struct article *a;
	char *cause = NULL;

	a = apply_xpath("<html><body><div id=\"story\">" PARA PARA
			"<div><b>Read more at the Gazette: <a href=\"/g\">"
			"Harbour wall repairs to start before winter storms"
			"</a></b></div>"
			"<div><a href=\"/\">Home</a> | <a href=\"/n\">News"
			"</a> | <a href=\"/s\">Sport</a></div>"
			"</div></body></html>",
	    "//div[@id='story']", &cause);
	T_OK(a != NULL &&
	    strstr(a->body_text, "Read more at the Gazette") != NULL &&
	    strstr(a->body_text, "Harbour wall repairs") != NULL);
	T_OK(a != NULL && strstr(a->body_text, "Sport") == NULL);
	article_free(a);
}

/* A story the layout writes twice (one copy for small screens, hidden
 * by a class only its stylesheet knows) is read once; short matches
 * that repeat (a separator) all stay. */
static void
test_tmpl_body_copy_read_once(void)
{
	struct article *a;
	char *cause = NULL;
	const char *p;
	int n = 0;

	a = apply_xpath("<html><body>"
			"<div class=\"story narrow\">" PARA PARA "</div>"
			"<div class=\"story wide\">" PARA PARA "</div>"
			"<div class=\"story\"><p>* * *</p></div>"
			"<div class=\"story\"><p>* * *</p></div>"
			"</body></html>",
	    "//div[contains(concat(' ',@class,' '),"
	    "' story ')]",
	    &cause);
	T_OK(a != NULL);
	for (p = a != NULL ? a->body_text : "";
	     (p = strstr(p, "harbour")) != NULL; p++)
		n++;
	T_INT(n, 2);
	n = 0;
	for (p = a != NULL ? a->body_text : "";
	     (p = strstr(p, "* * *")) != NULL; p++)
		n++;
	T_INT(n, 2);
	article_free(a);
}

/* Links the article writes out or annotates one by one stay, with the
 * boilerplate label in front of an address. */
static void
test_tmpl_body_keeps_story_links(void)
{
	struct tmpl *t;
	struct article *a;
	char *cause = NULL;
	const char *label = "More:";

	t = tmpl_new();
	tmpl_set_body_xpath(t, "//div[@id='story']");
	T_INT(
	    tmpl_add_body_boiler(t, text_fingerprint(label, strlen(label))), 0);
	a = apply_tmpl(t,
	    "<html><body><div id=\"story\">" PARA
	    "<p>More: <a href=\"/w\">http://example.org/wall</a></p>"
	    "<ul><li><a href=\"/a\">Harbour wall survey of 2011, "
	    "the full report</a> (4 MB)</li>"
	    "<li><a href=\"/b\">Storm damage along the north "
	    "pier, in pictures</a> (12 photos)</li></ul>"
	    "<ul><li><a href=\"/c\">Council agenda</a></li>"
	    "<li><a href=\"/d\">Council minutes</a></li></ul>"
	    "</div></body></html>",
	    &cause);
	T_OK(a != NULL &&
	    strstr(a->body_text, "More: http://example.org/wall") != NULL);
	T_OK(a != NULL && strstr(a->body_text, "(4 MB)") != NULL &&
	    strstr(a->body_text, "in pictures (12 photos)") != NULL);
	/* a list of links alone is still a link list */
	T_OK(a != NULL && strstr(a->body_text, "Council") == NULL);
	article_free(a);
	tmpl_free(t);
}

static void
test_tmpl_form_wrapping_the_article_stays(void)
{
	struct article *a;
	char *cause = NULL;

	/* ASP.NET pages wrap the whole page in one form */
	a = apply_xpath("<html><body><div id=\"main\"><form action=\"/x\">"
			"<h2>Headline</h2>" PARA PARA PARA PARA PARA PARA
			"<select><option>Search the site</option></select>"
			"</form></div></body></html>",
	    "//div[@id='main']", &cause);
	T_OK(a != NULL && strstr(a->body_text, "harbour council") != NULL);
	T_OK(a != NULL && strstr(a->body_text, "Search the site") == NULL);
	T_OK(a != NULL && strstr(a->body_html, "<form") == NULL &&
	    strstr(a->body_html, "<h2>Headline</h2>") != NULL);
	article_free(a);
}

static void
test_tmpl_reader_form_goes(void)
{
	struct article *a;
	char *cause = NULL;

	/* a reader's form after the story, however long its
	 * instructions, is not the article */
	a = apply_xpath("<html><body><div id=\"main\">" PARA PARA PARA PARA PARA
			    PARA PARA PARA PARA "<form action=\"/send\">"
			"<label>Name</label><input><label>Comments</label>"
			"<textarea></textarea>" PARA PARA PARA PARA
			"<p>Please read the terms and conditions first.</p>"
			"</form></div></body></html>",
	    "//div[@id='main']", &cause);
	T_OK(a != NULL && strstr(a->body_text, "harbour council") != NULL);
	T_OK(a != NULL &&
	    strstr(a->body_text, "terms and conditions") == NULL &&
	    strstr(a->body_text, "Comments") == NULL);
	article_free(a);
}

/* Teasers of other stories below the article are no part of it. */
static void
test_tmpl_body_drops_cards(void)
{
	struct article *a;
	char *cause = NULL;

	a = apply_xpath("<html><body><div id=\"main\">" PARA PARA PARA
			"<ul><li><h4><a href=\"/a\">Pier to reopen</a></h4>"
			"Boats may moor again from May.</li>"
			"<li><h4><a href=\"/b\">Fair moves inland</a></h4>"
			"The square is too small this year.</li>"
			"<li><h4><a href=\"/c\">New ferry named</a></h4>"
			"Pupils chose the name by vote.</li></ul>"
			"</div></body></html>",
	    "//div[@id='main']", &cause);
	T_OK(a != NULL && strstr(a->body_text, "harbour council") != NULL);
	T_OK(a != NULL && strstr(a->body_text, "moor again") == NULL &&
	    strstr(a->body_text, "Pupils") == NULL);
	T_OK(a != NULL && strstr(a->body_html, "moor again") == NULL);
	article_free(a);
}

/* The title is shown apart from the body, once: no heading is put in
 * front of a body, and a body's own headline goes. */
static void
test_tmpl_body_without_headline(void)
{
	struct html_doc *doc;
	struct tmpl *t;
	struct article *a;
	char *cause = NULL;

	doc = t_parse("<html><body><div id=\"post\"><h1>Wall repairs "
		      "approved</h1><div id=\"text\">" PARA "</div>"
		      "<h2>Wall repairs approved</h2><p>a section</p>"
		      "</div></body></html>");
	t = tmpl_new();
	tmpl_set_title_xpath(t, "//h1");
	/* the body XPath starts below the headline: nothing in front */
	tmpl_set_body_xpath(t, "//div[@id='text']");
	a = tmpl_apply(t, doc, &cause);
	T_OK(a != NULL && strncmp(a->body_text, "The harbour", 11) == 0);
	T_OK(a != NULL && strstr(a->body_html, "<h1>") == NULL);
	T_OK(a != NULL && strstr(a->body_text, "Wall repairs") == NULL);
	article_free(a);
	/* it holds the headline: it goes, a later heading saying the same
	 * (the story's own section) stays */
	tmpl_set_body_xpath(t, "//div[@id='post']");
	a = tmpl_apply(t, doc, &cause);
	T_OK(a != NULL && strncmp(a->body_text, "The harbour", 11) == 0);
	T_OK(a != NULL && strstr(a->body_html, "<h1>") == NULL);
	T_OK(a != NULL && strstr(a->body_html, "<h2>") != NULL);
	T_STR(a != NULL ? a->title : NULL, "Wall repairs approved");
	article_free(a);
	tmpl_free(t);
	html_doc_free(doc);
}

/* A dateline or a kicker before the headline: the headline still goes;
 * a heading saying more than the title stays. */
static void
test_tmpl_body_headline_after_kicker(void)
{
	struct html_doc *doc;
	struct tmpl *t;
	struct article *a;
	char *cause = NULL;

	doc =
	    t_parse("<html><head><title>Wall repairs approved - The "
		    "Harbour Post</title></head><body><div id=\"post\">"
		    "<p>Apr 4, 10:57 AM</p><h3>Wall repairs approved</h3>" PARA
		    "</div><div id=\"b\"><h1>Wall repairs approved "
		    "after a long debate</h1>" PARA "</div></body></html>");
	t = tmpl_new();
	tmpl_set_title_xpath(t, "//title");
	tmpl_set_body_xpath(t, "//div[@id='post']");
	a = tmpl_apply(t, doc, &cause);
	T_OK(a != NULL &&
	    strncmp(a->body_text,
		"Apr 4, 10:57 AM\nThe "
		"harbour",
		20) == 0);
	article_free(a);
	tmpl_set_body_xpath(t, "//div[@id='b']");
	a = tmpl_apply(t, doc, &cause);
	T_OK(a != NULL &&
	    strncmp(a->body_text, "Wall repairs approved after", 27) == 0);
	article_free(a);
	tmpl_free(t);
	html_doc_free(doc);
}

/* A breadcrumb ending on the title, then the headline: neither stays in
 * front of the story (the reader saw the title once, apart). */
static void
test_tmpl_body_headline_after_crumbs(void)
{
	struct tmpl *t;
	struct article *a;
	char *cause = NULL;

	t = tmpl_new();
	tmpl_set_title_xpath(t, "//div[@class='details']/h3");
	tmpl_set_body_xpath(t, "//div[@id='post']");
	a = apply_tmpl(t,
	    "<html><body><div class=\"details\"><h3>Wall repairs approved"
	    "</h3></div><div id=\"post\"><div id=\"crumbs\">"
	    "<a href=\"/\">Home</a> <a href=\"/news/\">News</a> <span>Wall "
	    "repairs approved</span></div><h1>Wall repairs approved</h1>" PARA
	    "</div></body></html>",
	    &cause);
	T_OK(a != NULL && strstr(a->body_html, "<h1>") == NULL);
	T_OK(a != NULL && strstr(a->body_text, "Wall repairs") == NULL);
	T_OK(a != NULL && strstr(a->body_text, "The harbour") != NULL);
	article_free(a);
	tmpl_free(t);
}

#define DECK_TEXT                                                              \
	"The council votes the money before the winter storms arrive\nThe "    \
	"harbour"

/* The standfirst between the headline and a body starting below it
 * opens the body. */
static void
test_tmpl_body_keeps_the_deck(void)
{
	struct tmpl *t;
	struct article *a;
	char *cause = NULL;

	t = tmpl_new();
	tmpl_set_title_xpath(t, "//h1");
	tmpl_set_body_xpath(t, "//div[@id='text']");
	a = apply_tmpl(t,
	    "<html><body><div id=\"post\"><h1>Wall repairs "
	    "approved</h1><p class=\"deck\">The council votes "
	    "the money before the winter storms arrive</p>"
	    "<div id=\"text\">" PARA "</div></div></body></html>",
	    &cause);
	T_OK(a != NULL &&
	    strncmp(a->body_text, DECK_TEXT, strlen(DECK_TEXT)) == 0);
	T_OK(a != NULL &&
	    strncmp(a->body_html, "<p>The council votes", 20) == 0);
	article_free(a);
	tmpl_free(t);
}

/* Where test_tmpl_lead_image()'s pages come from. */
#define TMPL_LEAD_PAGE "http://gazette.test/news/a.html"

static void
test_tmpl_lead_image(void)
{
	static const char og[] =
	    "<html><head><meta property=\"og:image\" content=\"/img/lead.jpg\">"
	    "</head><body><div id=\"story\"><p>Text of the story that is long "
	    "enough.</p><img src=\"/img/second.jpg\"></div></body></html>";
	static const char body[] =
	    "<html><body><div id=\"story\"><img src=\"/px.gif\" width=\"1\" "
	    "height=\"1\"><img src=\"data:image/png;base64,AAAA\">"
	    "<p>Text of the story that is long enough.</p>"
	    "<img src=\"pics/photo.jpg\" width=\"640\"></div></body></html>";
	static const char none[] =
	    "<html><body><div id=\"story\"><p>Words only, no picture at all "
	    "here.</p></div></body></html>";
	/* the story's box below its lead photo, past a byline with the
	 * writer's picture, a share button's and a line's icon */
	static const char above[] =
	    "<html><body><h1>Council votes on the budget</h1>"
	    "<p><a href=\"/by/ann\"><img src=\"/ann.jpg\"></a>By Ann Lee</p>"
	    "<p><img src=\"/clock.png\"> 2 May 2023</p>"
	    "<a href=\"https://share.test/?u=x\"><img src=\"/fb.png\"></a>"
	    "<figure><img src=\"/img/council.jpg\"><figcaption>The council "
	    "chamber.</figcaption></figure><div id=\"story\"><p>Text of the "
	    "story that is long enough.</p><img src=\"/img/second.jpg\">"
	    "</div></body></html>";
	/* no figure above it: the body's own first picture */
	static const char plain[] =
	    "<html><body><h1>Council votes on the budget</h1>"
	    "<p><img src=\"/clock.png\"> 2 May 2023</p>"
	    "<div id=\"story\"><p>Text of the story that is long enough."
	    "</p><img src=\"/img/second.jpg\"></div></body></html>";
	struct tmpl *t = tmpl_new();
	struct article *a;
	char *cause = NULL;

	tmpl_set_body_xpath(t, "//div[@id='story']");
	a = apply_tmpl_at(t, og, TMPL_LEAD_PAGE, &cause);
	T_STR(a ? a->image : NULL, "http://gazette.test/img/lead.jpg");
	article_free(a);
	/* No og:image: the body's first image that is not a pixel. */
	a = apply_tmpl_at(t, body, TMPL_LEAD_PAGE, &cause);
	T_STR(a ? a->image : NULL, "http://gazette.test/news/pics/photo.jpg");
	article_free(a);
	a = apply_tmpl_at(t, none, TMPL_LEAD_PAGE, &cause);
	T_OK(a != NULL && a->image == NULL);
	article_free(a);
	/* No og:image, the body below the lead photo: the photo. */
	tmpl_set_title_xpath(t, "//h1");
	a = apply_tmpl_at(t, above, TMPL_LEAD_PAGE, &cause);
	T_STR(a ? a->image : NULL, "http://gazette.test/img/council.jpg");
	article_free(a);
	a = apply_tmpl_at(t, plain, TMPL_LEAD_PAGE, &cause);
	T_STR(a ? a->image : NULL, "http://gazette.test/img/second.jpg");
	article_free(a);
	tmpl_free(t);
}

/*
 * A compiled template XPath selects what the XPath as written selects:
 * "//name[p]" runs as one descendant walk only when p cannot be a
 * position, so "//li[1]" still means the first item of every list.
 */
static void
test_tmpl_xpath_compile_same_nodes(void)
{
	static const char html[] =
	    "<html><body><ul id='a'><li class='x'>one</li><li>two</li></ul>"
	    "<div><ul><li class='x y'>three</li><li id='l'>four</li></ul>"
	    "</div><p class='x'>five</p></body></html>";
	static const char *const xpaths[] = { "//li[1]", "//li[last()]",
		"//li[@class='x']", "//li[contains(@class, 'y')]",
		"//li[not(@class)]", "//ul[@id='a']/li[2]", "//*[@class='x']",
		"//li[@id='l' or @class='x']", "//li[string-length(.) > 3]",
		"//ul[li][1]", "//li[position() = 2]", "//li[count(../li) = 2]",
		"//li[1][@class]", "//li[@class][1]" };
	struct html_doc *doc;
	xmlXPathContextPtr ctx;
	xmlXPathCompExprPtr e;
	xmlXPathObjectPtr got, want;
	char *cause = NULL;
	size_t i;

	doc = html_parse(html, sizeof(html) - 1, "utf-8", NULL, &cause);
	T_OK(doc != NULL);
	if (doc == NULL)
		return;
	ctx = xmlXPathNewContext(html_doc_xml(doc));
	for (i = 0; i < NELEM(xpaths); i++) {
		e = tmpl_xpath_compile(xpaths[i]);
		got = e != NULL ? xmlXPathCompiledEval(e, ctx) : NULL;
		want = xmlXPathEval((const xmlChar *)xpaths[i], ctx);
		T_OK(got != NULL && want != NULL &&
		    xmlXPathNodeSetGetLength(got->nodesetval) > 0 &&
		    xmlXPathNodeSetGetLength(got->nodesetval) ==
			xmlXPathNodeSetGetLength(want->nodesetval));
		if (got != NULL && want != NULL &&
		    xmlXPathNodeSetGetLength(got->nodesetval) ==
			xmlXPathNodeSetGetLength(want->nodesetval))
			for (int k = 0;
			     k < xmlXPathNodeSetGetLength(got->nodesetval); k++)
				T_OK(got->nodesetval->nodeTab[k] ==
				    want->nodesetval->nodeTab[k]);
		xmlXPathFreeObject(got);
		xmlXPathFreeObject(want);
		xmlXPathFreeCompExpr(e);
	}
	xmlXPathFreeContext(ctx);
	html_doc_free(doc);
}

/* 1 if two node sets hold the same nodes in the same order. */
static int
same_nodes(xmlXPathObjectPtr a, xmlXPathObjectPtr b)
{
	int i, n;

	if (a == NULL || b == NULL || a->type != XPATH_NODESET ||
	    b->type != XPATH_NODESET)
		return 0;
	n = xmlXPathNodeSetGetLength(a->nodesetval);
	if (n != xmlXPathNodeSetGetLength(b->nodesetval))
		return 0;
	for (i = 0; i < n; i++)
		if (a->nodesetval->nodeTab[i] != b->nodesetval->nodeTab[i])
			return 0;
	return 1;
}

static const char match_html[] =
    "<html><body><div class=' post  body\tx' id='a'>"
    "<h1>t</h1><p class='x'>one</p><div class='post'>"
    "<h1>inner</h1></div><p>two</p><p id=''>three</p></div>"
    "<div class=\"post-body\"><span class>s</span><a href='/h'>l</a>"
    "</div><meta property='og:title' content='T'>"
    "<ul><li class='a b'>1</li><li class='b'>2</li><li>3</li></ul>"
    "</body></html>";

/* The forms tmpl_match knows, each also as ".//..." below a node. */
static const char *const match_known[] = {
	"//div[contains(concat(' ',normalize-space(@class),' '),' post ')]",
	"//div[contains(concat(' ', normalize-space(@class), ' '), ' body ')]",
	"//*[contains(concat(' ',normalize-space(@class),' '),' x ')]",
	"//p[@id='']",
	"//p[@id]",
	"//span[@class='']",
	"//div[@id='a']",
	"//li[@class and contains(@class, 'b')]",
	"//li[contains(concat(' ',normalize-space(@class),' '),' b ')]"
	"[contains(@class, 'a')]",
	"//li[contains(concat(' ',normalize-space(@class),' '),' ')]",
	"//li[contains(normalize-space(@class), '')]",
	"//div[@id='a']/p",
	"//div[@id='a']/p[2]",
	"//div[@id='a']/*[3]",
	"//div[@id='a']/div/h1",
	"//meta[@property='og:title']/@content",
	"//div/@class",
	"//p",
	"//nothing[@id='x']",
	"//div[@id='a']/p[9]",
};

/* got (freed) holds what libxml2 selects for xpath from node. */
static void
match_check(xmlXPathObjectPtr got, xmlXPathContextPtr ctx, xmlNodePtr node,
    const char *xpath)
{
	xmlXPathObjectPtr want;

	ctx->node = node;
	want = xmlXPathEval((const xmlChar *)xpath, ctx);
	T_OK_MSG(same_nodes(got, want), "%s%s", xpath,
	    node != NULL ? " from a node" : "");
	xmlXPathFreeObject(got);
	xmlXPathFreeObject(want);
}

/*
 * The XPaths tmpl_match walks for select what libxml2 selects, from the
 * page and from a context node (as the strip XPaths are evaluated).
 */
static void
test_tmpl_match_same_nodes(void)
{
	struct html_doc *doc;
	xmlXPathContextPtr ctx;
	xmlXPathObjectPtr r;
	struct tmpl_match *m;
	xmlDocPtr xml;
	xmlNodePtr below;
	char *cause = NULL, *rel;
	size_t i;

	doc = html_parse(
	    match_html, sizeof(match_html) - 1, "utf-8", NULL, &cause);
	T_OK(doc != NULL);
	if (doc == NULL)
		return;
	xml = html_doc_xml(doc);
	ctx = xmlXPathNewContext(xml);
	r = xmlXPathEval((const xmlChar *)"//div[@id='a']", ctx);
	below = r->nodesetval->nodeTab[0];
	xmlXPathFreeObject(r);
	for (i = 0; i < NELEM(match_known); i++) {
		m = tmpl_match_compile(match_known[i]);
		T_OK_MSG(m != NULL, "%s compiles", match_known[i]);
		if (m == NULL)
			continue;
		match_check(tmpl_match_eval(m, xml, NULL, 100000), ctx, NULL,
		    match_known[i]);
		match_check(tmpl_match_eval(m, xml, below, 100000), ctx, below,
		    match_known[i]);
		tmpl_match_free(m);
		xasprintf(&rel, ".%s", match_known[i]);
		m = tmpl_match_compile(rel);
		T_OK_MSG(m != NULL, "%s compiles", rel);
		if (m != NULL)
			match_check(tmpl_match_eval(m, xml, below, 100000), ctx,
			    below, rel);
		tmpl_match_free(m);
		free(rel);
	}
	xmlXPathFreeContext(ctx);
	html_doc_free(doc);
}

/*
 * What tmpl_match cannot tell it leaves to libxml2: a child step below
 * nested matches (its nodes would need sorting), a walk that might take
 * libxml2 past its step limit; forms it does not know are not compiled.
 */
static void
test_tmpl_match_leaves_to_libxml2(void)
{
	static const char *const nested[] = {
		"//div[contains(concat(' ',normalize-space(@class),' '),' post "
		"')]/h1",
		"//div/h1",
	};
	static const char *const unknown[] = { "//li[1]", "//li[last()]",
		"//div//p", "/html/body/div", "//li[@class='a' or @id]",
		"//li[not(@class)]", "//li[@class!='b']", "//p/text()",
		"//div | //p", "//x:p", "//li[contains(@class, @id)]",
		"//li[concat(@class)]", "//li[@class='a']/p[0]" };
	struct html_doc *doc;
	struct tmpl_match *m;
	char *cause = NULL;
	size_t i;

	doc = html_parse(
	    match_html, sizeof(match_html) - 1, "utf-8", NULL, &cause);
	T_OK(doc != NULL);
	if (doc == NULL)
		return;
	for (i = 0; i < NELEM(nested); i++) {
		m = tmpl_match_compile(nested[i]);
		T_OK_MSG(m != NULL &&
			tmpl_match_eval(m, html_doc_xml(doc), NULL, 100000) ==
			    NULL,
		    "%s is libxml2's", nested[i]);
		tmpl_match_free(m);
	}
	m = tmpl_match_compile(match_known[0]);
	T_OK(m != NULL &&
	    tmpl_match_eval(m, html_doc_xml(doc), NULL, 20) == NULL);
	tmpl_match_free(m);
	for (i = 0; i < NELEM(unknown); i++) {
		m = tmpl_match_compile(unknown[i]);
		T_OK_MSG(m == NULL, "%s is not compiled", unknown[i]);
		tmpl_match_free(m);
	}
	html_doc_free(doc);
}

int
main(void)
{
	T_RUN(test_tmpl_lead_image);
	T_RUN(test_tmpl_json_round_trip);
	T_RUN(test_tmpl_strip_rules_are_distinct);
	T_RUN(test_tmpl_fallback_reads_beside_the_root);
	T_RUN(test_tmpl_guard_spares_a_short_post);
	T_RUN(test_tmpl_guard_spares_a_post_under_a_profile);
	T_RUN(test_tmpl_guard_box_inside_story);
	T_RUN(test_tmpl_empty_match_falls_back);
	T_RUN(test_tmpl_fallback_takes_the_listing);
	T_RUN(test_tmpl_fallback_keeps_the_article);
	T_RUN(test_tmpl_fallback_gathers_sections);
	T_RUN(test_tmpl_many_drops_then_comments);
	T_RUN(test_tmpl_blog_dl_comments);
	T_RUN(test_tmpl_blog_typepad_comments);
	T_RUN(test_tmpl_list_post_items);
	T_RUN(test_tmpl_blog_loose_comments_matched);
	T_RUN(test_tmpl_blog_parts_kept);
	T_RUN(test_tmpl_json_rejects_malformed);
	T_RUN(test_tmpl_apply_article);
	T_RUN(test_tmpl_apply_categories);
	T_RUN(test_tmpl_body_html_is_clean);
	T_RUN(test_tmpl_body_keeps_rtl);
	T_RUN(test_tmpl_apply_other_layout_falls_back_to_density);
	T_RUN(test_tmpl_title_prefix_and_attribute);
	T_RUN(test_tmpl_title_strip_other_sections);
	T_RUN(test_tmpl_validate);
	T_RUN(test_tmpl_layouts_route_and_round_trip);
	T_RUN(test_tmpl_body_boiler_drops_text);
	T_RUN(test_tmpl_body_boiler_heads_own);
	T_RUN(test_tmpl_body_boiler_keeps_own_lines);
	T_RUN(test_tmpl_body_boiler_shape);
	T_RUN(test_tmpl_body_boiler_pictures);
	T_RUN(test_tmpl_body_text_keeps_code);
	T_RUN(test_tmpl_form_wrapping_the_article_stays);
	T_RUN(test_tmpl_reader_form_goes);
	T_RUN(test_tmpl_body_drops_cards);
	T_RUN(test_tmpl_body_keeps_link_lines);
	T_RUN(test_tmpl_body_copy_read_once);
	T_RUN(test_tmpl_body_keeps_story_links);
	T_RUN(test_tmpl_body_without_headline);
	T_RUN(test_tmpl_body_headline_after_kicker);
	T_RUN(test_tmpl_body_headline_after_crumbs);
	T_RUN(test_tmpl_body_keeps_the_deck);
	T_RUN(test_tmpl_xpath_compile_same_nodes);
	T_RUN(test_tmpl_match_same_nodes);
	T_RUN(test_tmpl_match_leaves_to_libxml2);
	T_RUN(test_tmpl_tidy_data_table);
	return t_done();
}

/* SPDX-License-Identifier: ISC */
/* Unit tests for html.c: charset choice and decoding, block-aware text. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/HTMLtree.h>
#include <libxml/tree.h>
#include <libxml/xpath.h>

#include "../lib/t.h"
#include "html.h"
#include "util.h"

/* Text of the element with id="x" in a parsed fixture. */
static char *
fixture_text(const char *name, const char *http_cs, char **charset)
{
	struct html_doc *doc;
	xmlXPathContextPtr ctx;
	xmlXPathObjectPtr r;
	char *data, *cause = NULL, *s = NULL;
	size_t len;

	data = t_read_file(t_data_path(name), &len);
	doc = html_parse(data, len, http_cs, "http://example.org/a/", &cause);
	free(data);
	if (doc == NULL) {
		free(cause);
		return NULL;
	}
	if (charset != NULL)
		*charset = xstrdup(html_doc_charset(doc));
	ctx = xmlXPathNewContext(html_doc_xml(doc));
	r = xmlXPathEvalExpression((const xmlChar *)"//*[@id='x']", ctx);
	if (r != NULL && r->nodesetval != NULL && r->nodesetval->nodeNr > 0)
		s = html_node_text_dup(r->nodesetval->nodeTab[0]);
	xmlXPathFreeObject(r);
	xmlXPathFreeContext(ctx);
	html_doc_free(doc);
	return s;
}

static void
check(const char *name, const char *http_cs, const char *want,
    const char *want_cs)
{
	char *cs = NULL, *s = fixture_text(name, http_cs, &cs);

	T_STR(s, want);
	if (want_cs != NULL)
		T_STR(cs, want_cs);
	free(s);
	free(cs);
}

static void
test_html_meta_gb2312_decodes_as_gb18030(void)
{
	/* 镕 is GBK, not GB2312: browsers decode gb2312 as GBK */
	check("html/gbk.html", NULL, "中文测试：朱镕基", "GB18030");
}

static void
test_html_meta_big5(void)
{
	check("html/big5.html", NULL, "繁體中文測試：臺灣", NULL);
}

static void
test_html_meta_shift_jis(void)
{
	check("html/sjis.html", NULL, "日本語のテスト：東京", NULL);
}

static void
test_html_meta_euc_kr(void)
{
	check("html/euckr.html", NULL, "한국어 시험: 서울", "CP949");
}

static void
test_html_latin1_is_windows_1252(void)
{
	check("html/latin1.html", NULL, "Café déjà vu 5€", "WINDOWS-1252");
}

static void
test_html_windows_125x_and_iso_8859_7(void)
{
	check("html/cp1251.html", NULL, "Привет, мир", "WINDOWS-1251");
	check("html/cp1250.html", NULL, "Zażółć gęślą jaźń", NULL);
	check("html/greek.html", NULL, "Καλημέρα κόσμε", "ISO-8859-7");
}

static void
test_html_undeclared_utf8_and_1252(void)
{
	check("html/undeclared-utf8.html", NULL, "Grüße aus Köln", "UTF-8");
	check("html/undeclared-1252.html", NULL, "\u201cPrice\u201d 5\u20ac",
	    "WINDOWS-1252");
	/* unlabelled bytes that pair up as GBK's: Chinese, as browsers and
	 * the feeds read them, not windows-1252's accents */
	check("html/undeclared-gbk.html", NULL,
	    "北京的春天来得很早，人们在公园里散步。", "GB18030");
}

static void
test_html_bom_wins_over_meta(void)
{
	check("html/bom-utf8.html", NULL, "Ελληνικά", "UTF-8");
}

static void
test_html_http_charset_wins_over_meta(void)
{
	/* the bytes are GBK; a header saying so wins over a wrong meta */
	check("html/gbk.html", "GBK", "中文测试：朱镕基", "GB18030");
	/* a latin1 header (a server's old default) on Chinese text in GBK
	 * is not the author's charset; on latin1 text it is */
	check("html/undeclared-gbk.html", "ISO-8859-1",
	    "北京的春天来得很早，人们在公园里散步。", "GB18030");
	check("html/undeclared-1252.html", "ISO-8859-1",
	    "\u201cPrice\u201d 5\u20ac", "WINDOWS-1252");
	/* an unknown header value is ignored: the meta decides */
	check("html/sjis.html", "x-unknown", "日本語のテスト：東京", "CP932");
}

/* The text and charset html_parse() reads from html labelled http_cs. */
static char *
labelled_text(const char *html, const char *http_cs, const char **cs)
{
	struct html_doc *doc;
	char *cause = NULL, *s;

	doc = html_parse(html, strlen(html), http_cs, NULL, &cause);
	if (doc == NULL) {
		free(cause);
		return NULL;
	}
	*cs = html_doc_charset(doc);
	s = html_node_text_dup((xmlNodePtr)html_doc_xml(doc));
	html_doc_free(doc);
	return s;
}

static void
test_html_utf8_labelled_latin1(void)
{
	const char *cs = NULL;
	char *s;

	/* a server's default label on a UTF-8 page */
	s = labelled_text("<p>Fran\xc3\xa7ois, \xc2\xa3"
			  "1m</p>",
	    "iso-8859-1", &cs);
	T_STR(s,
	    "Fran\xc3\xa7ois, \xc2\xa3"
	    "1m");
	T_STR(cs, "UTF-8");
	free(s);
	s = labelled_text(
	    "<meta charset=latin1><p>Fran\xc3\xa7ois</p>", NULL, &cs);
	T_STR(s, "Fran\xc3\xa7ois");
	free(s);
	/* real latin1 stays latin1, also beside a pair that looks UTF-8 */
	s = labelled_text("<p>Fran\xe7ois</p>", "iso-8859-1", &cs);
	T_STR(s, "Fran\xc3\xa7ois");
	T_STR(cs, "WINDOWS-1252");
	free(s);
	s = labelled_text("<p>\xc3\xa9t\xe9</p>", "iso-8859-1", &cs);
	T_STR(s, "\xc3\x83\xc2\xa9t\xc3\xa9");
	T_STR(cs, "WINDOWS-1252");
	free(s);
	/* other labels are believed */
	s = labelled_text("<p>\xc3\xa9</p>", "koi8-r", &cs);
	T_OK(cs != NULL && strcmp(cs, "UTF-8") != 0);
	free(s);
}

static void
test_html_meta_prescan_tolerates_junk(void)
{
	check("html/meta5-sjis.html", NULL, "カタカナ", "CP932");
}

static void
test_html_invalid_utf8_becomes_replacement(void)
{
	/* a page of UTF-8 with stray bytes: the label holds */
	check("html/broken-utf8.html", NULL,
	    "ok \xc3\xa9 \xef\xbf\xbd\xef\xbf\xbd bad", "UTF-8");
}

static void
test_html_utf8_label_on_legacy_text(void)
{
	/* a UTF-8 label, in the page or the header, over windows-1252 */
	check("html/mislabelled-utf8.html", NULL,
	    "it\xe2\x80\x99s \xe2\x80\x9cquoted\xe2\x80\x9d, caf\xc3\xa9",
	    "WINDOWS-1252");
	check("html/mislabelled-utf8.html", "utf-8",
	    "it\xe2\x80\x99s \xe2\x80\x9cquoted\xe2\x80\x9d, caf\xc3\xa9",
	    "WINDOWS-1252");
}

static char *
body_text(const char *html)
{
	const char *cs;

	return labelled_text(html, NULL, &cs);
}

static void
test_html_text_block_aware(void)
{
	char *s;

	s = body_text(
	    "<html><head><title>T</title><style>p{}</style></head>"
	    "<body><div>One <b>bold</b>\n  word</div><p>Two<br>lines</p>"
	    "<ul><li>a</li><li>b</li></ul><span>in</span><span>line</span>"
	    "</body></html>");
	T_STR(s, "One bold word\nTwo\nlines\na\nb\ninline");
	free(s);
	/* an inline element its style shows as a block starts a line (a
	 * recipe plugin's notes); "inline-block" and other properties
	 * ending in "display" do not */
	s = body_text("<html><body><div><span style=\"display: block;\">Chill "
		      "it.</span><span style=\"color:red;DISPLAY:Flex\">Serve "
		      "it.</span><span style=\"display:inline-block\">in</span>"
		      "<span style=\"x-display:block\">line</span></div>"
		      "</body></html>");
	T_STR(s, "Chill it.\nServe it.\ninline");
	free(s);
}

/* A reader's text keeps a <pre>'s lines and indentation; the text the
 * rules compare collapses them as any other. */
static void
test_html_reader_text_keeps_pre(void)
{
	static const char page[] =
	    "<html><body><div><p>Add  two\n numbers:</p>"
	    "<pre>\n<code>def add(a, b):\r\n    return a + b\n\n"
	    "<span class=\"c\"># done</span>\n\n</code></pre>"
	    "<pre>  </pre><p>Then call it.</p></div></body></html>";
	struct html_doc *doc;
	char *cause = NULL;
	struct buf b;

	doc = html_parse(page, strlen(page), "utf-8", NULL, &cause);
	T_OK(doc != NULL);
	if (doc == NULL)
		return;
	buf_init(&b);
	html_node_reader_text((xmlNodePtr)html_doc_xml(doc), &b);
	T_STR(b.data,
	    "Add two numbers:\ndef add(a, b):\n    return a + b\n\n"
	    "# done\nThen call it.");
	buf_reset(&b);
	html_node_text((xmlNodePtr)html_doc_xml(doc), &b);
	T_STR(b.data,
	    "Add two numbers:\ndef add(a, b): return a + b # done\n"
	    "Then call it.");
	buf_free(&b);
	html_doc_free(doc);
}

static void
test_html_text_skips_hidden_and_scripts(void)
{
	char *s;

	s = body_text(
	    "<body><p>shown</p><script>var x;</script>"
	    "<noscript>ns</noscript><!-- comment --><p hidden>h1</p>"
	    "<div style=\"color:red; display: none\">h2</div>"
	    "<p style='visibility:hidden'>h3</p><template>tp</template>"
	    "<div class=\"story hidden\">h4</div>"
	    "<div class=\"not-hidden\">nh</div>"
	    "<p>&nbsp;&nbsp;end&#160;</p></body>");
	T_STR(s, "shown\nnh\nend");
	free(s);
}

/*
 * A box hidden by its visibility that holds more of the page's words
 * than the rest of its body is what a script shows once it has run
 * (WeChat's article): it is shown.  A small one (a tooltip, a menu), a
 * box that "display: none" hides too, and one no bigger than the rest
 * (a copy of the story beside the story) stay hidden.
 */
static void
test_html_text_shows_veiled_story(void)
{
	static const char story[] =
	    "<p>The council voted on Monday to close the old harbour to "
	    "lorries from the spring.</p><p>Traders said the change would "
	    "cost them a morning's trade each week.</p>";
	char page[1024], *s;
	const char *f;

	snprintf(page, sizeof(page),
	    "<body><h1>Harbour</h1><span style=\"visibility:hidden\">tip"
	    "</span><div id=\"js_content\" style=\"visibility: hidden;\">"
	    "%s</div><p>Share</p></body>",
	    story);
	s = body_text(page);
	T_OK(strstr(s, "Traders said") != NULL);
	T_OK(strstr(s, "tip") == NULL);
	free(s);
	snprintf(page, sizeof(page),
	    "<body><h1>Harbour</h1><div style=\"visibility:hidden; "
	    "display:none\">%s</div><p>Share</p></body>",
	    story);
	s = body_text(page);
	T_STR(s, "Harbour\nShare");
	free(s);
	snprintf(page, sizeof(page),
	    "<body><div>%s</div><div style=\"visibility:hidden\">%s</div>"
	    "</body>",
	    story, story);
	s = body_text(page);
	f = strstr(s, "Traders said");
	T_OK(f != NULL && strstr(f + 1, "Traders said") == NULL);
	free(s);
}

/* Text for screen readers only, as the frameworks' classes mark it, is
 * not among what a reader sees: the label before a caption, a link's
 * "(opens in a new tab)". */
static void
test_html_text_skips_screen_reader_text(void)
{
	char *s;

	s = body_text(
	    "<body><p>The mayor <a href=\"/x\">spoke<span "
	    "class=\"screen-reader-text\"> (opens in a new tab)</span></a>"
	    ".</p><figure><figcaption><span class=\"off-screen\">Image "
	    "caption</span>Crowds on the quay</figcaption></figure>"
	    "<p><span class=\"sr-only\">Posted on</span> Monday"
	    "<span class=\"Visually-Hidden\">, by Ann</span></p>"
	    "<div class=\"element-invisible\">Skip to content</div>"
	    "<p class=\"sr-only-focusable\">kept</p></body>");
	T_STR(s, "The mayor spoke.\nCrowds on the quay\nMonday\nkept");
	free(s);
}

/* What a screen reader is told to pass over (aria-hidden="true") is
 * shown for looks, a copy or an ornament: a paywall's paragraphs held
 * back, an icon's letter; a picture so marked is still shown (a
 * formula whose words a hidden MathML gives), and "false" hides
 * nothing. */
static void
test_html_text_skips_aria_hidden(void)
{
	char *s;
	struct html_doc *d;
	char *cause = NULL;
	const char *page =
	    "<body><p>The mayor spoke.</p><p class=\"truncated\" "
	    "aria-hidden=\"true\">The rest of the story, for "
	    "subscribers.</p><p><span aria-hidden=\"true\">\xe2\x98\x85"
	    "</span>Rated</p><p aria-hidden=\"false\">kept</p><p>A "
	    "<img src=\"/f.svg\" aria-hidden=\"true\" alt=\"x\"> "
	    "formula</p></body>";

	s = body_text(page);
	T_STR(s, "The mayor spoke.\nRated\nkept\nA formula");
	free(s);
	d = html_parse(page, strlen(page), "utf-8", NULL, &cause);
	free(cause);
	T_OK(d != NULL);
	if (d != NULL) {
		xmlNodePtr img = NULL,
			   n = xmlDocGetRootElement(html_doc_xml(d));

		for (; n != NULL && img == NULL; n = html_node_next(n, NULL))
			if (n->type == XML_ELEMENT_NODE &&
			    strcmp((const char *)n->name, "img") == 0)
				img = n;
		T_OK(img != NULL && !html_node_is_skipped(img));
		html_doc_free(d);
	}
}

/* A dialog the page opens on a click (Bootstrap's and Bulma's "modal",
 * display: none until then) is no text a reader sees; a class that only
 * starts with the word is no dialog's. */
static void
test_html_text_skips_dialogs(void)
{
	char *s;

	s = body_text(
	    "<body><p>The mayor spoke.</p><div class=\"modal "
	    "fade\" id=\"signup\"><div class=\"modal-dialog\"><h4>Become "
	    "an approved author!</h4><p>Your account is not approved "
	    "yet.</p></div></div><p class=\"modal-note\">kept</p>"
	    "</body>");
	T_STR(s, "The mayor spoke.\nkept");
	free(s);
}

/* What follows an <embed> (void to a browser, not to libxml2) shows. */
static void
test_html_text_after_void_elements(void)
{
	char *s;

	s = body_text(
	    "<body><div><p>one</p><embed src=\"x.swf\"><p>two</p>"
	    "<p>long<wbr>word</p><video><source src=\"v.mp4\"></video>"
	    "<p>three</p></div><p>four</p></body>");
	T_STR(s, "one\ntwo\nlongword\nthree\nfour");
	free(s);
}

/* html_heading_reads_title(): the page's first heading reads its
 * <title>, or a part of it set apart, whatever it links to, and as the
 * page wrote it when a rule has dropped it; a heading saying more, or
 * on a page with no title, does not. */
static void
test_html_heading_reads_title(void)
{
	static const struct {
		const char *title; /* NULL: no <title> */
		const char *heading;
		int drop; /* the heading's link dropped first */
		int want;
	} cases[] = {
		{ "Bridge reopens - Town Forum", "Bridge reopens", 0, 1 },
		{ "Bridge reopens", "<a href=\"/t/7\">Bridge reopens</a>", 0,
		    1 },
		{ "Town Forum | Bridge reopens",
		    "<a href=\"/t/7\">Bridge "
		    "reopens</a>",
		    1, 1 },
		{ "Bridge reopens - Town Forum", "12 replies to Bridge reopens",
		    0, 0 },
		{ "Bridge reopens - Town Forum", "Comments", 0, 0 },
		{ NULL, "Bridge reopens", 0, 0 },
	};
	struct html_doc *d;
	xmlNodePtr body, h;
	struct buf b;
	char *cause = NULL;
	size_t i;

	for (i = 0; i < NELEM(cases); i++) {
		buf_init(&b);
		buf_adds(&b, "<html><head>");
		if (cases[i].title != NULL)
			buf_printf(&b, "<title>%s</title>", cases[i].title);
		buf_printf(&b, "</head><body><h2>%s</h2></body></html>",
		    cases[i].heading);
		d = html_parse(b.data, b.len, "utf-8", NULL, &cause);
		body =
		    d != NULL ? html_root_child(html_doc_xml(d), "body") : NULL;
		h = body != NULL ? html_node_next_shown(body->children) : NULL;
		if (h != NULL && cases[i].drop)
			html_node_set_dropped(h->children, 1);
		T_OK_MSG(
		    h != NULL && html_heading_reads_title(h) == cases[i].want,
		    "case %zu", i);
		html_doc_free(d);
		buf_free(&b);
		free(cause);
		cause = NULL;
	}
}

/* The shown siblings either side of a record: empty elements (a <br>,
 * an anchor, a spacer) and hidden ones are passed over. */
/* html_heading_in(): a heading, or the one a box holds as all it shows
 * (boxes of one shown child, four at most, no text beside it); no box
 * holding more. */
static void
test_html_heading_in_boxes(void)
{
	static const struct {
		const char *html;
		const char *want; /* the heading's text, NULL: none */
	} cases[] = {
		{ "<h2>2 replies</h2>", "2 replies" },
		{ "<div><h2>2 replies</h2></div>", "2 replies" },
		{ "<div><div><span></span><h3>Comments</h3><br></div></div>",
		    "Comments" },
		{ "<div><div><div><div><h3>Deep</h3></div></div></div></div>",
		    "Deep" },
		{ "<div><div><div><div><div><h3>Too deep</h3></div></div></div>"
		  "</div></div>",
		    NULL },
		{ "<div><h2>Comments</h2><p>Be kind.</p></div>", NULL },
		{ "<div>Comments: <h2>2</h2></div>", NULL },
		{ "<div><p>No heading</p></div>", NULL },
	};
	struct html_doc *d;
	xmlNodePtr body, h;
	char *cause = NULL, *t;
	size_t i;

	for (i = 0; i < NELEM(cases); i++) {
		d = html_parse(cases[i].html, strlen(cases[i].html), "utf-8",
		    NULL, &cause);
		body =
		    d != NULL ? html_root_child(html_doc_xml(d), "body") : NULL;
		h = body != NULL ? html_heading_in(body->children) : NULL;
		t = h != NULL ? html_node_text_dup(h) : NULL;
		if (cases[i].want == NULL)
			T_OK_MSG(
			    h == NULL, "case %zu: %s", i, t != NULL ? t : "");
		else
			T_STR(t, cases[i].want);
		free(t);
		html_doc_free(d);
		free(cause);
		cause = NULL;
	}
}

/* html_heading_reading() with own: a heading linked to the page's own
 * address (read from, canonical) is the page's when all its words are
 * the link's; beside a count of comments ("136"), or linked elsewhere,
 * it is not. */
static void
test_html_heading_own_address(void)
{
	static const struct {
		const char *html;
		const char *title;
		int own; /* 1: the heading is the page's own */
	} cases[] = {
		{ "<h2><a href=\"/n/bridge\">Bridge reopens</a></h2>",
		    "Bridge reopens", 1 },
		{ "<h2><a href=\"https://news.example.org/n/bridge/#t\">Bridge "
		  "reopens</a></h2>",
		    "Bridge reopens", 1 },
		{ "<head><link rel=\"canonical\" href=\"/n/bridge-2\"></head>"
		  "<h2><a href=\"/n/bridge-2\">Bridge reopens</a></h2>",
		    "Bridge reopens", 1 },
		{ "<h2><a href=\"/n/other\">Bridge reopens</a></h2>",
		    "Bridge reopens", 0 },
		{ "<h2><a href=\"/n/bridge\">Bridge reopens</a> "
		  "<span>136</span></h2>",
		    "Bridge reopens 136", 0 },
	};
	struct html_doc *d;
	xmlNodePtr h;
	char *cause = NULL;
	size_t i;

	for (i = 0; i < NELEM(cases); i++) {
		d = html_parse(cases[i].html, strlen(cases[i].html), "utf-8",
		    "http://news.example.org/n/bridge", &cause);
		h = d != NULL ? html_heading_reading(
				    html_doc_xml(d), cases[i].title, 200, 1)
			      : NULL;
		T_OK_MSG((h != NULL) == cases[i].own, "case %zu", i);
		T_OK_MSG(d == NULL ||
			html_heading_reading(
			    html_doc_xml(d), cases[i].title, 200, 0) != NULL,
		    "case %zu: read at all", i);
		html_doc_free(d);
		free(cause);
		cause = NULL;
	}
}

static void
test_html_shown_siblings(void)
{
	const char *f = "<ol><li>one</li><br><li style=\"display:none\">x</li>"
			"<a name=\"c2\"></a><li>two</li><li></li></ol>";
	char *cause = NULL;
	struct html_doc *d = html_parse(f, strlen(f), "utf-8", NULL, &cause);
	xmlNodePtr body =
	    d != NULL ? html_root_child(html_doc_xml(d), "body") : NULL;
	xmlNodePtr ol = body != NULL ? body->children : NULL, one, two;

	T_OK(ol != NULL && ol->children != NULL);
	if (ol == NULL || ol->children == NULL) {
		html_doc_free(d);
		return;
	}
	one = html_node_next_shown(ol->children);
	two = one != NULL ? html_node_next_shown(one->next) : NULL;
	T_OK(one != NULL && two != NULL && one != two);
	T_OK(two != NULL && html_node_next_shown(two->next) == NULL);
	T_OK(two != NULL && html_node_prev_shown(two->prev) == one);
	T_OK(one != NULL && html_node_prev_shown(one->prev) == NULL);
	T_OK(html_node_prev_shown(ol->last) == two);
	html_doc_free(d);
	free(cause);
}

/* The verdicts html.c keeps in a node once judged: a hidden node stays
 * hidden once its drop mark comes and goes, a renamed node is judged
 * anew, and a node's own words are told apart from its children's. */
static void
test_html_verdicts_kept(void)
{
	const char *f = "<div><p class=\"hidden\">h</p><noscript>ns</noscript>"
			"<p><b>b</b> own</p><p> <b>child</b> </p></div>";
	char *cause = NULL, *s;
	struct html_doc *d = html_parse(f, strlen(f), "utf-8", NULL, &cause);
	xmlNodePtr body =
	    d != NULL ? html_root_child(html_doc_xml(d), "body") : NULL;
	xmlNodePtr div = body != NULL ? body->children : NULL, h, ns, own,
		   child;

	T_OK(div != NULL && div->children != NULL);
	if (div == NULL || div->children == NULL) {
		html_doc_free(d);
		free(cause);
		return;
	}
	h = div->children;
	ns = h->next;
	own = ns->next;
	child = own->next;
	T_OK(html_node_is_skipped(h) && html_node_is_hidden(h));
	T_OK(!html_node_is_dropped(h));
	html_node_set_dropped(h, 1);
	T_OK(html_node_is_dropped(h) && html_node_is_skipped(h));
	html_node_set_dropped(h, 0);
	T_OK(!html_node_is_dropped(h) && html_node_is_hidden(h));
	T_OK(html_node_is_skipped(ns) && !html_node_is_hidden(ns));
	T_OK(html_node_says(own) && !html_node_says(child));
	T_OK(html_node_says(own) && !html_node_says(child));
	T_OK(!html_node_is_skipped(own) && !html_node_is_dropped(own));
	html_node_set_dropped(own, 1);
	T_OK(html_node_says(own) && html_node_is_skipped(own));
	html_node_set_dropped(own, 0);
	s = html_node_text_dup(div);
	T_STR(s, "b own\nchild");
	free(s);
	html_node_set_name(ns, "div");
	T_OK(!html_node_is_skipped(ns));
	s = html_node_text_dup(div);
	T_STR(s, "ns\nb own\nchild");
	free(s);
	html_doc_free(d);
	free(cause);
}

/* 1 if the first element of fragment f is named as reader comments. */
static int
names_comments(const char *f)
{
	char *cause = NULL;
	struct html_doc *d = html_parse(f, strlen(f), "utf-8", NULL, &cause);
	xmlNodePtr body =
	    d != NULL ? html_root_child(html_doc_xml(d), "body") : NULL;
	xmlNodePtr n = body != NULL ? body->children : NULL;
	int named;

	while (n != NULL && n->type != XML_ELEMENT_NODE)
		n = n->next;
	named = n != NULL && html_is_comments(n);
	html_doc_free(d);
	free(cause);
	return named;
}

/* A class token or id names comments by its words; not an address that
 * holds them, nor a BEM modifier ("--") saying what kind of box it is. */
static void
test_html_names_comments(void)
{
	T_OK(names_comments("<div id=\"comments\">x</div>"));
	T_OK(names_comments("<ol class=\"commentlist\">x</ol>"));
	T_OK(names_comments("<div class=\"post article__comments\">x</div>"));
	T_OK(names_comments("<div class=\"a comments--open\">x</div>"));
	T_OK(names_comments("<div class=\"Disqus_thread\">x</div>"));
	T_OK(!names_comments("<div class=\"commentary\">x</div>"));
	T_OK(!names_comments(
	    "<article class=\"content tonal--tone-comment\">x</article>"));
	T_OK(!names_comments("<span class=\"c-entry-stat--comment\">x</span>"));
	T_OK(!names_comments("<text id=\"http://example.test/blog/"
			     "read-comments-on-mobile\">x</text>"));
	T_OK(!names_comments("<div class=\"story\">x</div>"));
}

/* Numeric references to C1 controls are what a browser shows. */
static void
test_html_c1_references_as_browsers_read_them(void)
{
	char *s;

	s = body_text("<p>Fisher&#145;s &#x93;match&#148; &#150; &#128;5"
		      "&#150 &#129; &#8217;</p>");
	T_STR(s,
	    "Fisher\xe2\x80\x98s \xe2\x80\x9cmatch\xe2\x80\x9d "
	    "\xe2\x80\x93 \xe2\x82\xac"
	    "5\xe2\x80\x93 \xc2\x81 "
	    "\xe2\x80\x99");
	free(s);
	/* no wrap-around: far beyond Unicode is not U+2018 */
	s = body_text("<p>a&#x100000091;b&#4294967441;c</p>");
	T_OK_MSG(s != NULL && strstr(s, "\xe2\x80\x98") == NULL, "got %s",
	    s != NULL ? s : "(null)");
	free(s);
}

/* The first element named name in doc's body, or NULL. */
static xmlNodePtr
body_element(struct html_doc *doc, const char *name)
{
	xmlNodePtr n =
	    doc != NULL ? html_root_child(html_doc_xml(doc), "body") : NULL;

	while (n != NULL &&
	    (n->type != XML_ELEMENT_NODE ||
		strcmp((const char *)n->name, name) != 0))
		n = html_node_next(n, NULL);
	return n;
}

/* HTML5's named references that HTML 4 had not, as a browser reads
 * them: characters, in text and in attributes; an escaped one, and a
 * name HTML5 has not, stay text. */
static void
test_html_html5_references_as_browsers_read_them(void)
{
	struct html_doc *doc;
	xmlNodePtr img;
	char *s, *cause = NULL;
	static const char q[] = "<p><img src=\"/a.jpg\" alt=\"&check; "
				"done&excl;\"></p>";

	s = body_text("<p>Step&ZeroWidthSpace;one &check; &bigstar; "
		      "&lbrace;x&rbrace; &NotEqualTilde; &AMP; &apos;</p>");
	/* "&NotEqualTilde;" is two code points: U+2242 U+0338 */
	T_STR(s,
	    "Step\xe2\x80\x8bone \xe2\x9c\x93 \xe2\x98\x85 {x} "
	    "\xe2\x89\x82\xcc\xb8 & '");
	free(s);
	s = body_text("<p>&amp;check; &checkmark &nosuchname; "
		      "&CounterClockwiseContourIntegral;</p>");
	T_STR(s, "&check; &checkmark &nosuchname; \xe2\x88\xb3");
	free(s);
	doc = html_parse(q, sizeof(q) - 1, "utf-8", NULL, &cause);
	T_OK(doc != NULL);
	img = body_element(doc, "img");
	T_STR(img != NULL ? html_attr(img, "alt") : NULL, "\xe2\x9c\x93 done!");
	html_doc_free(doc);
	free(cause);
}

/* Named references without their semicolon, as a browser reads them:
 * the legacy ones only, and not before a letter, a digit or "=". */
static void
test_html_legacy_references_as_browsers_read_them(void)
{
	struct html_doc *doc;
	xmlNodePtr a;
	char *s, *cause = NULL;
	static const char q[] = "<p><a href=\"/x?a=1&copy=2&reg=3\">x</a></p>";

	s = body_text("<p>1&nbsp-2 &copy 2018 Fish &amp chips &lt 3 &frac12 "
		      "cup &Eacute;t&eacute &AMP</p><table><tr><td>&nbsp</td>"
		      "</tr></table>");
	T_STR(s,
	    "1 -2 \xc2\xa9 2018 Fish & chips < 3 \xc2\xbd cup "
	    "\xc3\x89t\xc3\xa9 &");
	free(s);
	/* no legacy name, or a letter, a digit or "=" after it */
	s = body_text(
	    "<p>AT&T R&D &amplifier &copy2 &notit; &hellip &bogus</p>");
	T_STR(s, "AT&T R&D &amplifier &copy2 &notit; &hellip &bogus");
	free(s);
	/* an address's query keeps its parameters */
	doc = html_parse(q, sizeof(q) - 1, "utf-8", NULL, &cause);
	T_OK(doc != NULL);
	a = body_element(doc, "a");
	T_STR(a != NULL ? html_attr(a, "href") : NULL, "/x?a=1&copy=2&reg=3");
	html_doc_free(doc);
	free(cause);
}

/* Scripts end where a browser ends them, not at a "</script" in a string. */
static void
test_html_script_ends_as_browsers_say(void)
{
	static const struct {
		const char *html, *want;
	} cases[] = {
		/* old ad code: a script written inside a comment */
		{ "<body><p>one</p><script><!--\n"
		  "document.write('<SCRIPT SRC=\"x.js\"></script><b>ad');\n"
		  "if (a) { document.write('<script src=y.js></script>'); }\n"
		  "//--></script><p>two</p></body>",
		    "one\ntwo" },
		/* "</SCRIPT\\>" is no end tag to a browser */
		{ "<body><script><!--\n"
		  "document.write('<SCRIPT LANGUAGE=VBScript\\> x');\n"
		  "document.write('</SCRIPT\\> y');\n"
		  "//--></script><p>seven</p></body>",
		    "seven" },
		/* an ad that pastes a whole page: the page reads on */
		{ "<html><body><p>eight</p><table><tr><td><html><head>"
		  "<title>banner</title></head><body>ad</body></html>"
		  "</td></tr></table><p>nine</p></body></html>",
		    "eight\nad\nnine" },
		/* a plain script ends at its first end tag */
		{ "<body><script>var a = '</div>';</script><p>three</p>"
		  "<script>b()</SCRIPT ><p>four</p></body>",
		    "three\nfour" },
		/* a comment without a script inside changes nothing */
		{ "<body><script><!-- var c; --></script><p>five</p>"
		  "<p>&lt;script&gt; in text</p></body>",
		    "five\n<script> in text" },
		/* a script never closed swallows the rest, as in a browser */
		{ "<body><p>six</p><script><!-- <script>", "six" },
	};
	size_t i;
	char *s;

	for (i = 0; i < NELEM(cases); i++) {
		s = body_text(cases[i].html);
		T_STR(s, cases[i].want);
		free(s);
	}
}

/* The tree of a page, serialised; NULL when it is refused. */
static char *
tree_of(struct html_doc *doc)
{
	xmlChar *mem = NULL;
	char *s;
	int n = 0;

	if (doc == NULL)
		return NULL;
	htmlDocDumpMemory(html_doc_xml(doc), &mem, &n);
	s = xstrdup(mem != NULL ? (const char *)mem : "");
	xmlFree(mem);
	html_doc_free(doc);
	return s;
}

/*
 * A page parsed in place is the page parsed from a copy: whether the
 * fixes only drop bytes (rewritten in place), or also insert some (then
 * copied from where they do), in one pass or the next.
 */
static void
test_html_parse_inplace_same_tree(void)
{
	static const char *const pages[] = {
		"<html><body><p>one</p></body></html>\n",
		"<html><body><p>a</p></body>\n</html><p>b</p></BODY >"
		"</html><p>c</p></body",
		/* a drop, then an insertion in the same pass */
		"<body><p>a</p></body></html><script><!-- <script>"
		"</script> --></script><p>b</p></body></html>",
		/* drops, then references the next pass writes longer */
		"<body><p>x&#145;y</p></body></html><p>&#150 &#x93;z</p>"
		"</body></html>",
		/* references written as long as they were, in place */
		"<p>&#x0091;&#x0092;</p></body></html>",
		"\xef\xbb\xbf<p>bom</p></body></html>",
		"<p>caf\xe9 &#145;</p></body></html>",
		"<p>plain, nothing to fix</p>",
	};
	char *copy, *want, *got, *cause = NULL;
	size_t i, len;

	for (i = 0; i < NELEM(pages); i++) {
		len = strlen(pages[i]);
		want = tree_of(html_parse(pages[i], len, NULL, NULL, &cause));
		copy = xstrdup(pages[i]);
		got =
		    tree_of(html_parse_inplace(copy, len, NULL, NULL, &cause));
		T_OK(want != NULL);
		T_STR(got, want);
		free(copy);
		free(want);
		free(got);
	}
	/* the fixes are made: the pasted page's end tags are gone */
	copy = xstrdup(pages[2]);
	got =
	    tree_of(html_parse_inplace(copy, strlen(copy), NULL, NULL, &cause));
	T_OK(got != NULL && strstr(got, "<p>b</p>") != NULL &&
	    strstr(got, "<\\/script>") != NULL);
	free(copy);
	free(got);
}

static void
test_html_dropped_nodes_give_no_text(void)
{
	struct html_doc *doc;
	xmlNodePtr body, p;
	char *cause = NULL, *s;
	const char *html = "<body><p>keep</p><p>drop</p></body>";

	doc = html_parse(html, strlen(html), NULL, NULL, &cause);
	T_OK(doc != NULL);
	body = xmlDocGetRootElement(html_doc_xml(doc))->children;
	p = body->children->next;
	html_node_set_dropped(p, 1);
	s = html_node_text_dup(body);
	T_STR(s, "keep");
	free(s);
	html_node_set_dropped(p, 0);
	s = html_node_text_dup(body);
	T_STR(s, "keep\ndrop");
	free(s);
	html_doc_free(doc);
}

static void
test_html_fragment_text(void)
{
	char *s;

	s = html_fragment_text("<p>One &amp;\n<b>two</b></p><p>three<br>"
			       "four&#146;s</p><script>x()</script>"
			       "<div hidden>no</div>",
	    94);
	T_STR(s, "One & two\nthree\nfour\xe2\x80\x99s");
	free(s);
	s = html_fragment_text("plain  text", 11);
	T_STR(s, "plain text");
	free(s);
	s = html_fragment_text("<style>p{}</style>", 18);
	T_STR(s, "");
	free(s);
}

static void
test_html_parse_empty_and_url(void)
{
	struct html_doc *doc;
	char *cause = NULL;

	doc = html_parse("", 0, NULL, "http://h/x", &cause);
	if (doc != NULL) {
		T_STR(html_doc_url(doc), "http://h/x");
		html_doc_free(doc);
	} else {
		T_OK(cause != NULL);
		free(cause);
	}
	html_doc_free(NULL);
}

/* libxml2 2.9 compares a tag's attributes pairwise: many are refused. */
/* The node budget: a page of 100,000 elements parses, one more not. */
static void
test_html_node_budget(void)
{
	struct html_doc *doc;
	struct buf b;
	char *cause = NULL;
	size_t i;

	buf_init(&b);
	/* html, head, title, body and table: 5 */
	buf_adds(&b, "<html><head><title>t</title></head><body><table>");
	for (i = 0; i < (HTML_MAX_ELEMENTS - 5) / 3; i++)
		buf_printf(&b, "<tr><td>%zu</td><td>row</td></tr>", i);
	buf_adds(&b, "</table></body></html>");
	doc = html_parse(b.data, b.len, NULL, NULL, &cause);
	T_OK(doc != NULL);
	T_INT((long long)html_doc_elements(doc),
	    (long long)(5 + (HTML_MAX_ELEMENTS - 5) / 3 * 3));
	html_doc_free(doc);
	buf_reset(&b);
	buf_adds(&b, "<html><head><title>t</title></head><body><table>");
	for (i = 0; i < 300000; i++)
		buf_printf(&b, "<tr><td>%zu</td><td>row</td></tr>", i);
	buf_adds(&b, "</table></body></html>");
	doc = html_parse(b.data, b.len, NULL, NULL, &cause);
	T_OK(doc == NULL);
	T_STR(
	    cause, "page refused: more than 100000 elements (its node budget)");
	free(cause);
	buf_free(&b);
}

static void
test_html_many_attributes_refused(void)
{
	static const char ok[] =
	    "<p a=1 b='2' c=\"x > y\" d e>t</p><!-- a b c d e f -->"
	    "<![CDATA[ < a b c ]]><br/>";
	struct html_doc *doc;
	struct buf b;
	char *cause = NULL;
	size_t i;

	T_INT(html_attributes_bounded(ok, strlen(ok)), 1);
	T_INT(html_attributes_bounded("", 0), 1);
	T_INT(html_attributes_bounded("<", 1), 1);
	buf_init(&b);
	buf_adds(&b, "<html><body><h1>t</h1><div ");
	for (i = 0; i < 100000; i++)
		buf_printf(&b, "a%zu ", i);
	buf_adds(&b, ">text</div></body></html>");
	T_INT(html_attributes_bounded(b.data, b.len), 0);
	doc = html_parse(b.data, b.len, NULL, NULL, &cause);
	T_OK(doc == NULL);
	T_STR(cause,
	    "page refused: its tags hold too many attributes to "
	    "parse in bounded time");
	free(cause);
	/* as many attributes spread over tags are an ordinary page */
	buf_reset(&b);
	for (i = 0; i < 50000; i++)
		buf_printf(&b, "<a href=\"/%zu\" class=c id=i%zu>x</a>", i, i);
	T_INT(html_attributes_bounded(b.data, b.len), 1);
	buf_free(&b);
}

/* 100,000 elements deep, closed and left open: parsed, text bounded. */
static void
test_html_100000_deep(void)
{
	struct html_doc *doc;
	struct buf b;
	char *cause, *text;
	size_t i, pass;

	for (pass = 0; pass < 2; pass++) {
		buf_init(&b);
		buf_adds(&b, "<html><body><p>top</p>");
		for (i = 0; i < 100000; i++)
			buf_adds(&b, pass == 0 ? "<div>" : "<span><b>");
		buf_adds(&b, "deep");
		for (i = 0; pass == 0 && i < 100000; i++)
			buf_adds(&b, "</div>");
		buf_adds(&b, "</body></html>");
		cause = NULL;
		doc = html_parse(b.data, b.len, NULL, NULL, &cause);
		T_OK(doc != NULL);
		if (doc != NULL) {
			text = html_node_text_dup(
			    (struct _xmlNode *)html_doc_xml(doc));
			/* deeper than HTML_MAX_DEPTH gives no text */
			T_OK_MSG(
			    strncmp(text, "top", 3) == 0 && strlen(text) < 100,
			    "text \"%.40s\"", text);
			free(text);
		}
		html_doc_free(doc);
		free(cause);
		buf_free(&b);
	}
}

/* Records of one kind: one tag and one class, but for the numbers a
 * list writes into its records' classes ("slide-0", "slide-12"). */
static void
test_html_same_kind_numbered(void)
{
	static const char html[] =
	    "<html><body><ul><li class=\"slide-0\">a</li>"
	    "<li class=\"slide-12\">b</li><li class=\"slide\">c</li>"
	    "<li class=\"slide-3 wide\">d</li><li>e</li><li>f</li>"
	    "<p class=\"slide-4\">g</p></ul></body></html>";
	struct html_doc *doc;
	xmlNodePtr li[7], c;
	char *cause = NULL;
	size_t n = 0;

	doc = html_parse(html, sizeof(html) - 1, NULL, NULL, &cause);
	T_OK(doc != NULL);
	if (doc == NULL)
		return;
	c = xmlDocGetRootElement(html_doc_xml(doc))->children->children;
	for (c = c->children; c != NULL && n < 7; c = c->next)
		if (c->type == XML_ELEMENT_NODE)
			li[n++] = c;
	T_OK_MSG(n == 7, "%zu elements", n);
	if (n == 7) {
		T_OK(html_same_kind(li[0], li[1]));
		T_OK(!html_same_kind(li[0], li[2]));
		T_OK(!html_same_kind(li[0], li[3]));
		T_OK(html_same_kind(li[4], li[5]));
		T_OK(!html_same_kind(li[4], li[0]));
		T_OK(!html_same_kind(li[0], li[6]));
	}
	html_doc_free(doc);
}

/* A link into the page it stands in: a place in it, or its own
 * address whatever the query (a live blog's post's own link), not
 * another page of the site. */
static void
test_html_link_into_page(void)
{
	static const char html[] =
	    "<html><head><link rel=canonical "
	    "href=\"https://news.example/live/vote\"></head><body>"
	    "<a href=\"#block-7\">a</a>"
	    "<a href=\"?page=with:block-7#block-7\">b</a>"
	    "<a href=\"/live/vote?liveblog_id=7#7\">c</a>"
	    "<a href=\"https://news.example/live/vote/\">d</a>"
	    "<a href=\"/live/other?page=with:block-7\">e</a>"
	    "<a href=\"https://other.example/live/vote\">f</a>"
	    "<a>g</a></body></html>";
	static const int into[7] = { 1, 1, 1, 1, 0, 0, 0 };
	struct html_doc *doc;
	xmlNodePtr c;
	char *cause = NULL;
	size_t n = 0;

	doc = html_parse(html, sizeof(html) - 1, NULL,
	    "http://news.example/live/vote", &cause);
	T_OK(doc != NULL);
	if (doc == NULL)
		return;
	c = xmlDocGetRootElement(html_doc_xml(doc))->children;
	while (c != NULL && strcmp((const char *)c->name, "body") != 0)
		c = c->next;
	for (c = c != NULL ? c->children : NULL; c != NULL && n < 7;
	     c = c->next, n++)
		T_OK_MSG(
		    html_link_into_page(c) == into[n], "link %c", 'a' + (int)n);
	T_INT(n, 7);
	html_doc_free(doc);
	free(cause);
}

int
main(void)
{
	T_RUN(test_html_meta_gb2312_decodes_as_gb18030);
	T_RUN(test_html_link_into_page);
	T_RUN(test_html_same_kind_numbered);
	T_RUN(test_html_shown_siblings);
	T_RUN(test_html_verdicts_kept);
	T_RUN(test_html_meta_big5);
	T_RUN(test_html_meta_shift_jis);
	T_RUN(test_html_meta_euc_kr);
	T_RUN(test_html_latin1_is_windows_1252);
	T_RUN(test_html_windows_125x_and_iso_8859_7);
	T_RUN(test_html_undeclared_utf8_and_1252);
	T_RUN(test_html_bom_wins_over_meta);
	T_RUN(test_html_http_charset_wins_over_meta);
	T_RUN(test_html_meta_prescan_tolerates_junk);
	T_RUN(test_html_utf8_labelled_latin1);
	T_RUN(test_html_c1_references_as_browsers_read_them);
	T_RUN(test_html_legacy_references_as_browsers_read_them);
	T_RUN(test_html_html5_references_as_browsers_read_them);
	T_RUN(test_html_invalid_utf8_becomes_replacement);
	T_RUN(test_html_utf8_label_on_legacy_text);
	T_RUN(test_html_text_block_aware);
	T_RUN(test_html_reader_text_keeps_pre);
	T_RUN(test_html_text_skips_hidden_and_scripts);
	T_RUN(test_html_text_shows_veiled_story);
	T_RUN(test_html_text_skips_screen_reader_text);
	T_RUN(test_html_text_skips_aria_hidden);
	T_RUN(test_html_text_skips_dialogs);
	T_RUN(test_html_text_after_void_elements);
	T_RUN(test_html_names_comments);
	T_RUN(test_html_heading_in_boxes);
	T_RUN(test_html_heading_reads_title);
	T_RUN(test_html_heading_own_address);
	T_RUN(test_html_script_ends_as_browsers_say);
	T_RUN(test_html_parse_inplace_same_tree);
	T_RUN(test_html_dropped_nodes_give_no_text);
	T_RUN(test_html_fragment_text);
	T_RUN(test_html_parse_empty_and_url);
	T_RUN(test_html_many_attributes_refused);
	T_RUN(test_html_node_budget);
	T_RUN(test_html_100000_deep);
	return t_done();
}

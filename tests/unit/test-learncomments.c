/* SPDX-License-Identifier: ISC */
/*
 * test-learncomments: the feed's comment links as a signal.  Where a
 * comments link points into the entry's own page (comments_fragment),
 * what its fragment marks there (comments_anchor), and the strip rules
 * learning makes of it (learn_strip_comments through learn_template):
 * made for comments marked up as the story's paragraphs, never for a
 * count of 0, a missing link or a link to another page.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "../lib/t.h"
#include "comments.h"
#include "html.h"
#include "learn.h"
#include "tmpl.h"
#include "util.h"

#define NPAGES 4

static const char *const words[] = { "harbour", "council", "river", "bridge",
	"market", "school", "library", "museum", "garden", "festival",
	"railway", "station", "weather", "season", "harvest", "village",
	"county", "mayor", "teacher", "farmer", "winter", "summer" };

/* A sentence of n words from seed. */
static void
sentence(struct buf *b, unsigned *seed, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		*seed = *seed * 1103515245u + 12345u;
		buf_printf(b, "%s%s", i ? " " : "",
		    words[(*seed >> 16) % NELEM(words)]);
	}
	buf_adds(b, ". ");
}

/* A paragraph of three sentences from seed, for the caller to free. */
static char *
para(unsigned seed)
{
	struct buf b;
	int i;

	buf_init(&b);
	for (i = 0; i < 3; i++)
		sentence(&b, &seed, 10 + i);
	b.data[--b.len] = '\0'; /* the last space */
	return buf_detach(&b, NULL);
}

/* Page i: a story of four paragraphs, then three comments marked up the
 * same way, all inside the story's container; mark before paragraph at
 * (4: before the comments). */
static char *
page(int i, const char *mark, int at, char **teaser, char **comment)
{
	struct buf b;
	char *p;
	int k;

	buf_init(&b);
	buf_printf(&b,
	    "<html><head><title>Story %d</title></head><body>"
	    "<div id=nav><a href=/>Home</a> <a href=/a>About us</a></div>"
	    "<div id=main><div class=post><h1>Story %d</h1>",
	    i, i);
	for (k = 0; k < 4; k++) {
		if (k == at)
			buf_adds(&b, mark);
		p = para((unsigned)(100 * i + k));
		buf_printf(&b, "<p>%s</p>", p);
		if (k == 0)
			*teaser = p;
		else
			free(p);
	}
	if (at == 4)
		buf_adds(&b, mark);
	for (k = 0; k < 3; k++) {
		p = para((unsigned)(100 * i + 50 + k));
		buf_printf(&b, "<p>%s</p>", p);
		if (k == 1)
			*comment = p;
		else
			free(p);
	}
	buf_adds(&b,
	    "</div></div><div id=foot>Written by hand</div>"
	    "</body></html>");
	return buf_detach(&b, NULL);
}

struct site {
	struct html_doc *doc[NPAGES];
	char *teaser[NPAGES];
	char *comment[NPAGES];
	char *title[NPAGES];
	char *link[NPAGES];
	struct learn_sample s[NPAGES];
};

/* Pages marked with mark before paragraph at, their samples linking pre,
 * the page number, post (pre NULL: no link) with count comments. */
static void
site_make(struct site *st, const char *mark, int at, const char *pre,
    const char *post, int64_t count)
{
	char *html, *url, *cause = NULL;
	int i;

	memset(st, 0, sizeof(*st));
	for (i = 0; i < NPAGES; i++) {
		html = page(i + 1, mark, at, &st->teaser[i], &st->comment[i]);
		xasprintf(&url, "https://blog.example/post-%d/", i + 1);
		st->doc[i] =
		    html_parse(html, strlen(html), "utf-8", url, &cause);
		free(cause);
		cause = NULL;
		free(url);
		free(html);
		xasprintf(&st->title[i], "Story %d", i + 1);
		if (pre != NULL)
			xasprintf(&st->link[i], "%s%d%s", pre, i + 1, post);
		st->s[i].entry_id = i + 1;
		st->s[i].title = st->title[i];
		st->s[i].teaser = st->teaser[i];
		st->s[i].doc = st->doc[i];
		st->s[i].comments_url = st->link[i];
		st->s[i].comment_count = count;
	}
}

static void
site_free(struct site *st)
{
	int i;

	for (i = 0; i < NPAGES; i++) {
		html_doc_free(st->doc[i]);
		free(st->teaser[i]);
		free(st->comment[i]);
		free(st->title[i]);
		free(st->link[i]);
	}
}

/* Learn from the site; the number of its pages whose extracted body
 * holds a comment, -1 when no template or a body lacks its teaser. */
static int
learn_and_count(struct site *st, struct tmpl **out)
{
	struct tmpl *t;
	struct article *a;
	int64_t *voters = NULL;
	size_t nvoters = 0;
	char *cause = NULL;
	int i, n = 0;

	*out = NULL;
	t = learn_template(st->s, NPAGES, &voters, &nvoters, &cause);
	free(voters);
	free(cause);
	if (t == NULL)
		return -1;
	for (i = 0; i < NPAGES && n != -1; i++) {
		if ((a = tmpl_apply(t, st->doc[i], &cause)) == NULL) {
			free(cause);
			n = -1;
			break;
		}
		if (strstr(a->body_text, st->teaser[i]) == NULL)
			n = -1;
		else if (strstr(a->body_text, st->comment[i]) != NULL)
			n++;
		article_free(a);
	}
	*out = t;
	return n;
}

/* 1 if t strips with a rule holding s. */
static int
has_strip(const struct tmpl *t, const char *s)
{
	size_t i;

	for (i = 0; t != NULL && i < tmpl_body_strip_count(t); i++)
		if (strstr(tmpl_body_strip(t, i), s) != NULL)
			return 1;
	return 0;
}

static void
test_comments_fragment_same_page(void)
{
	T_STR(comments_fragment("https://a.example/post/#comments",
		  "https://a.example/post/"),
	    "comments");
	/* scheme and a final '/' aside */
	T_STR(comments_fragment(
		  "http://a.example/post/#respond", "https://a.example/post"),
	    "respond");
	T_STR(comments_fragment("https://a.example/?p=12#disqus_thread",
		  "https://a.example/?p=12"),
	    "disqus_thread");
	T_STR(comments_fragment("https://A.Example/post/#comments",
		  "https://a.example/post/"),
	    "comments");
	T_OK(comments_fragment("https://a.example/Post/#comments",
		 "https://a.example/post/") == NULL);
	T_OK(comments_fragment("https://a.example/post/#comments",
		 "https://a.example/other/") == NULL);
	T_OK(comments_fragment("https://a.example/?p=12#c",
		 "https://a.example/?p=13") == NULL);
	T_OK(comments_fragment(
		 "https://a.example/post/", "https://a.example/post/") == NULL);
	T_OK(comments_fragment("https://a.example/post/#",
		 "https://a.example/post/") == NULL);
	T_OK(comments_fragment(NULL, "https://a.example/post/") == NULL);
	T_OK(comments_fragment("https://a.example/post/#c", NULL) == NULL);
}

/* The rules comments_anchor makes of page for fragment, joined by ' '. */
static char *
anchor_rules(const char *html, const char *fragment)
{
	struct html_doc *doc;
	struct buf b;
	char *rules[2], *cause = NULL;
	size_t n, i;

	doc = html_parse(html, strlen(html), "utf-8", NULL, &cause);
	free(cause);
	if (doc == NULL)
		return NULL;
	n = comments_anchor(html_doc_xml(doc), fragment, rules);
	buf_init(&b);
	buf_adds(&b, "");
	for (i = 0; i < n; i++) {
		buf_printf(&b, "%s%s", i > 0 ? " " : "", rules[i]);
		free(rules[i]);
	}
	html_doc_free(doc);
	return buf_detach(&b, NULL);
}

static void
test_comments_anchor_forms(void)
{
	static const struct {
		const char *html, *fragment, *want;
	} cases[] = {
		/* a container holding the comments */
		{ "<div><p>story</p><div id=comments><p>c</p></div></div>",
		    "comments", ".//*[@id='comments']" },
		/* an empty anchor: it and what follows in its parent */
		{ "<div><p>story</p><a name=comments></a><p>c</p></div>",
		    "comments",
		    ".//a[@name='comments'] "
		    ".//a[@name='comments']/following-sibling::*" },
		/* a heading introduces them */
		{ "<div><p>story</p><h3 id=talk>2</h3><p>c</p></div>", "talk",
		    ".//*[@id='talk'] .//*[@id='talk']/following-sibling::*" },
		/* an anchor opening a heading stands for the heading */
		{ "<div><p>story</p><h2><a name=c></a>Talk</h2><p>c</p></div>",
		    "c",
		    ".//a[@name='c']/.. "
		    ".//a[@name='c']/../following-sibling::*" },
		/* an anchor opening a wrapper stands for the wrapper */
		{ "<div><p>story</p><div class=w><span id=r></span><p>c</p>"
		  "</div></div>",
		    "r", ".//*[@id='r']/.." },
		/* an id wins over a name; percent-decoded; quotes */
		{ "<div><a name=x></a><p>s</p><div id=x>c</div></div>", "x",
		    ".//*[@id='x']" },
		{ "<div><p>s</p><div id=\"r\xc3\xa9"
		  "actions\">c</div></div>",
		    "r%C3%A9actions",
		    ".//*[@id='r\xc3\xa9"
		    "actions']" },
		{ "<div><p>s</p><div id=\"it's\">c</div></div>", "it's",
		    ".//*[@id=\"it's\"]" },
		/* nothing named so, or no usable id */
		{ "<div><p>story</p><div id=comments>c</div></div>", "respond",
		    "" },
		{ "<div><p>story</p><div id=comments>c</div></div>", "", "" },
		{ "<div><p>s</p><div id=\"a b\">c</div></div>", "a%20b", "" },
	};
	size_t i;
	char *got;

	for (i = 0; i < NELEM(cases); i++) {
		got = anchor_rules(cases[i].html, cases[i].fragment);
		T_OK_MSG(got != NULL && strcmp(got, cases[i].want) == 0,
		    "case %zu: \"%s\" (got \"%s\")", i, cases[i].want,
		    got != NULL ? got : "(null)");
		free(got);
	}
}

/* Comments as story paragraphs after an empty anchor the feed links:
 * the template strips them; without the link it cannot tell. */
static void
test_learn_strips_where_the_feed_points(void)
{
	struct site st;
	struct tmpl *t;

	site_make(&st, "<a name=comments></a>", 4, "https://blog.example/post-",
	    "/#comments", 3);
	T_INT(learn_and_count(&st, &t), 0);
	T_OK(has_strip(t, "@name='comments'"));
	tmpl_free(t);
	site_free(&st);

	site_make(&st, "<a name=comments></a>", 4, NULL, NULL, -1);
	T_INT(learn_and_count(&st, &t), NPAGES);
	T_OK(!has_strip(t, "@name='comments'"));
	tmpl_free(t);
	site_free(&st);
}

/* A count the feed does not give is no reason to doubt the link. */
static void
test_learn_strips_with_unsaid_count(void)
{
	struct site st;
	struct tmpl *t;

	site_make(&st, "<h4 id=opinie>3</h4>", 4, "http://blog.example/post-",
	    "#opinie", -1);
	T_INT(learn_and_count(&st, &t), 0);
	T_OK(has_strip(t, "@id='opinie']/following-sibling::*"));
	tmpl_free(t);
	site_free(&st);
}

/* A count of 0, or a link to another page, changes nothing. */
static void
test_learn_ignores_zero_count_and_other_pages(void)
{
	struct site st;
	struct tmpl *t;

	site_make(&st, "<a name=comments></a>", 4, "https://blog.example/post-",
	    "/#comments", 0);
	T_INT(learn_and_count(&st, &t), NPAGES);
	T_OK(!has_strip(t, "@name='comments'"));
	tmpl_free(t);
	site_free(&st);

	site_make(&st, "<a name=comments></a>", 4,
	    "https://forum.example/thread-", "/#comments", 5);
	T_INT(learn_and_count(&st, &t), NPAGES);
	T_OK(!has_strip(t, "@name='comments'"));
	tmpl_free(t);
	site_free(&st);
}

/* A fragment naming what holds the story, or an anchor before it, is
 * never a rule: the story stays whole. */
static void
test_learn_never_strips_the_story(void)
{
	struct site st;
	struct tmpl *t;

	site_make(&st, "", 4, "https://blog.example/post-", "/#main", 4);
	T_INT(learn_and_count(&st, &t), NPAGES);
	T_OK(t != NULL && !has_strip(t, "@id='main'"));
	tmpl_free(t);
	site_free(&st);

	site_make(&st, "<a name=top></a>", 0, "https://blog.example/post-",
	    "/#top", 4);
	T_INT(learn_and_count(&st, &t), NPAGES);
	T_OK(t != NULL && !has_strip(t, "@name='top'"));
	tmpl_free(t);
	site_free(&st);

	/* an anchor inside the story: the pages without comments say so */
	site_make(&st, "<a name=mid></a>", 2, "https://blog.example/post-",
	    "/#mid", 4);
	st.s[1].comment_count = st.s[3].comment_count = 0;
	T_INT(learn_and_count(&st, &t), NPAGES);
	T_OK(t != NULL && !has_strip(t, "@name='mid'"));
	tmpl_free(t);
	site_free(&st);
}

int
main(void)
{
	T_RUN(test_comments_fragment_same_page);
	T_RUN(test_comments_anchor_forms);
	T_RUN(test_learn_strips_where_the_feed_points);
	T_RUN(test_learn_strips_with_unsaid_count);
	T_RUN(test_learn_ignores_zero_count_and_other_pages);
	T_RUN(test_learn_never_strips_the_story);
	return t_done();
}

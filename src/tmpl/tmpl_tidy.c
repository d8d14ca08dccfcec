/* SPDX-License-Identifier: ISC */
/*
 * tmpl_tidy: the blocks inside the generic extraction's body that a
 * reader would not count as the story (METHODS.md, "No template"): the
 * body is the densest block of a page nothing was learned of, and no
 * strip XPath tells its boxes from its story.  Each block below it is
 * weighed as Readability weighs the blocks of its article before it
 * keeps them (its conditional cleaning): by what its class and id say,
 * and, short of prose, by its fields, pictures, list items and links
 * against its paragraphs.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/tree.h>

#include "comments.h"
#include "html.h"
#include "marks.h"
#include "storylinks.h"
#include "tails.h"
#include "tmpl_int.h"
#include "util.h"

/* elements of a block counted for its figures */
#define TIDY_NODES 4000
/* marks of prose (commas, or sentence ends) that make a block prose:
 * it is kept whatever its figures */
#define TIDY_PROSE_MARKS 10
/* records of comment threads a tidy leaves to the comments rule */
#define TIDY_RECORDS 1024

/* What a block holds, outside what is dropped already. */
struct tidy_fig {
	size_t text, link, commas;
	size_t stops;   /* sentence ends outside links */
	size_t anchor;  /* text of links within the page ("#note-1") */
	size_t li_text; /* text inside list items */
	size_t p, img, li, input, embed;
	size_t budget;
	/* the page's own sites, for its lists of sources (storylinks.h),
	 * or NULL: their links are the story's text */
	struct storylinks_own *own;
};

/*
 * The weight of a class or id value: -1 when it names what is no story
 * (a box of sharing, tags, related links, a footer's or a promotion's,
 * what is hidden), 1 when it names the story (article, content, post),
 * 0 else; the story's name wins ("post-meta" is the post's own), but
 * for the name of a part of a story that holds none of its text: its
 * footer (its tags and notices), its sharing and tools, its tags, the
 * stories related to it, its comments, a newsletter's, a promotion's or
 * a subscription's box ("post-footer", "article-tools", "entry-related";
 * not "subscriber-only", the story's text behind a paywall).
 */
static int
tidy_weight(const char *v)
{
	static const char *const part[] = { "comment", "newsletter", "promo",
		"related", "share", "signup", "tags", "tool" };
	static const char *const bad[] = { "banner", "combx", "com-", "contact",
		"gdpr", "masthead", "media", "meta", "outbrain", "scroll",
		"shoutbox", "sidebar", "skyscraper", "sponsor", "shopping",
		"widget", "hidden", "copyright", "bottom" };
	static const char *const good[] = { "article", "body", "content",
		"entry", "main", "post", "text", "blog", "story" };
	const char *f;

	/* a footer, not the story's own notes ("footnotes") */
	for (f = v; (f = strcasestr(f, "foot")) != NULL; f += 4)
		if (strncasecmp(f + 4, "note", 4) != 0)
			return -1;
	if (html_names_subscribe(v) || util_holds_any(v, part, NELEM(part)))
		return -1;
	if (util_holds_any(v, good, NELEM(good)))
		return 1;
	return util_holds_any(v, bad, NELEM(bad)) ? -1 : 0;
}

/* The sum of the weights of n's class and of its id. */
static int
tidy_node_weight(const xmlNode *n)
{
	const char *v;
	int w = 0;

	if ((v = html_attr(n, "class")) != NULL)
		w += tidy_weight(v);
	if ((v = html_attr(n, "id")) != NULL)
		w += tidy_weight(v);
	return w;
}

/*
 * 1 if p starts a comma, in the scripts that write one (Latin, Arabic,
 * the ideographic and fullwidth ones, the small forms): the mark of
 * prose, its clauses.
 */
static int
tidy_comma(const xmlChar *p)
{
	if (p[0] == ',')
		return 1;
	if (p[0] == 0xd8 && p[1] == 0x8c) /* U+060C */
		return 1;
	if (p[0] == 0xe3 && p[1] == 0x80 && p[2] == 0x81) /* U+3001 */
		return 1;
	if (p[0] == 0xef && p[1] == 0xbc && p[2] == 0x8c) /* U+FF0C */
		return 1;
	if (p[0] == 0xef && p[1] == 0xb9 && p[2] == 0x90) /* U+FE50 */
		return 1;
	return 0;
}

/*
 * 1 if p ends a sentence: a full stop before a space, a quote or the
 * text's end ("3.5" and "example.com" end none), or the ideographic
 * one (U+3002).
 */
static int
tidy_stop(const xmlChar *p)
{
	if (p[0] == '.')
		return p[1] == '\0' || p[1] == ' ' || p[1] == '\n' ||
		    p[1] == '\t' || p[1] == '\r' || p[1] == '"' || p[1] == '\'';
	return p[0] == 0xe3 && p[1] == 0x80 && p[2] == 0x82;
}

/* What an element is as a link: 0 none, 2 a link within the page
 * (a note's number, a table of contents), 1 one that leaves it. */
static int
tidy_link(const xmlNode *c)
{
	const char *href;

	if (strcmp((const char *)c->name, "a") != 0)
		return 0;
	href = html_attr(c, "href");
	return href != NULL && href[0] == '#' ? 2 : 1;
}

/* 1 if c is a list of sources on other sites, the story's own
 * (storylinks_sources_list()); never when f knows no page. */
static int
tidy_sources(const xmlNode *c, struct tidy_fig *f)
{
	return f->own != NULL && storylinks_sources_list(c, f->own);
}

/* Add what n holds to f; in_a: 0 outside links, 1 in a link leaving
 * the page, 2 in one within it (tidy_link()), -1 in a list of sources. */
static void
tidy_count(const xmlNode *n, int in_a, int in_li, struct tidy_fig *f)
{
	const xmlNode *c;
	const xmlChar *p;
	const char *name;
	int a;

	for (c = n->children; c != NULL && f->budget > 0; c = c->next) {
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			for (p = c->content; *p != '\0'; p++) {
				if (*p <= ' ')
					continue;
				f->text++;
				if (in_a == 2)
					f->anchor++;
				else if (in_a > 0)
					f->link++;
				if (in_li)
					f->li_text++;
				if (tidy_comma(p))
					f->commas++;
				if (in_a <= 0 && tidy_stop(p))
					f->stops++;
			}
			continue;
		}
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c))
			continue;
		f->budget--;
		name = (const char *)c->name;
		if (strcmp(name, "p") == 0)
			f->p++;
		else if (strcmp(name, "img") == 0)
			f->img++;
		else if (strcmp(name, "li") == 0)
			f->li++;
		else if (strcmp(name, "input") == 0 ||
		    strcmp(name, "textarea") == 0 ||
		    strcmp(name, "select") == 0)
			f->input++;
		else if (strcmp(name, "iframe") == 0 ||
		    strcmp(name, "embed") == 0 || strcmp(name, "object") == 0)
			f->embed++;
		/* a list of sources counts as prose, its links too */
		a = in_a;
		if (a == 0)
			a = tidy_sources(c, f) ? -1 : tidy_link(c);
		tidy_count(c, a, in_li || strcmp(name, "li") == 0, f);
	}
}

/* 1 if tag name is a block weighed here: a box, a list, a table, a
 * form. */
static int
tidy_weighed(const char *name)
{
	static const char *const tags[] = { "div", "section", "ul", "ol",
		"table", "td", "form", "fieldset", "aside", "footer" };
	size_t i;

	for (i = 0; i < NELEM(tags); i++)
		if (strcmp(name, tags[i]) == 0)
			return 1;
	return 0;
}

/* 1 if c is a form or a group of its fields. */
static int
tidy_is_form(const xmlNode *c)
{
	return strcmp((const char *)c->name, "form") == 0 ||
	    strcmp((const char *)c->name, "fieldset") == 0;
}

/* 1 if nine tenths of a box's text is in list items: records, each
 * with its own words. */
static int
tidy_in_items(const struct tidy_fig *f)
{
	return f->li_text * 10 > f->text * 9;
}

/* 1 if c is a list, or a box of one (tidy_in_items(): notes with their
 * links back), or a table of data (html_table_is_data(): header cells,
 * a caption, as the densest block's walk knows one): its links are its
 * entries, not a box of links. */
static int
tidy_is_list(const xmlNode *c, const struct tidy_fig *f)
{
	return strcmp((const char *)c->name, "ul") == 0 ||
	    strcmp((const char *)c->name, "ol") == 0 || tidy_in_items(f) ||
	    (strcmp((const char *)c->name, "table") == 0 &&
		html_table_is_data(c));
}

/* 1 if block c is no part of the story (the file's comment says how);
 * core: the block the guess scored best (tidy_find()), or NULL. */
static int
tidy_drops(const xmlNode *c, const xmlNode *core, struct storylinks_own *own)
{
	struct tidy_fig f;
	int w = tidy_node_weight(c), holds = html_node_holds(c, core);

	/* the box of the story's own block is weighed by its parts: its
	 * links (a post's navigation, its author's box) are not the
	 * story's, but the story is in it; only a name may drop it */
	if (holds && w >= 0)
		return 0;
	memset(&f, 0, sizeof(f));
	f.budget = TIDY_NODES;
	f.own = own;
	tidy_count(c, 0, 0, &f);
	if (f.budget == 0)
		return 0;
	/* named as no story, and short of the prose of a story's part
	 * (unless it holds the story's best block: a video's page, named
	 * "media", around a short text), or with its prose all in list
	 * items: records (a slideshow's captions, teasers of other
	 * stories), each with its own commas */
	if (w < 0 &&
	    ((f.commas + f.p < TIDY_PROSE_MARKS && !holds) ||
		tidy_in_items(&f)))
		return 1;
	if (holds)
		return 0;
	/* prose: ten commas, or ten sentences of its own (a story of
	 * short sentences beside a column of links); a table's cell is
	 * weighed by its name alone: its links are the table's entries */
	if (f.commas >= TIDY_PROSE_MARKS || f.stops >= TIDY_PROSE_MARKS ||
	    strcmp((const char *)c->name, "td") == 0)
		return 0;
	/* mostly links: a fifth of its text, or half of it in a box
	 * named as the story's; a link within the page (a note's number)
	 * weighs three tenths of one */
	if (f.text > 0 && !tidy_is_list(c, &f) &&
	    (10 * f.link + 3 * f.anchor) * (w > 0 ? 2 : 5) > 10 * f.text)
		return 1;
	/* a form: more fields than a third of its paragraphs (a field
	 * elsewhere, a post's button, is no form of its own) */
	if (tidy_is_form(c) && f.input > 0 && f.input * 3 > f.p)
		return 1;
	return 0;
}

/* See tmpl_int.h. */
int
tmpl_tidy_drops(const xmlNode *c)
{
	return tidy_weighed((const char *)c->name) && tidy_drops(c, NULL, NULL);
}

/* What the tidy of one body goes by: the block the guess scored best
 * (tmpl_guess_body()), the story by its own measure, and the records of
 * the comment threads below the body, sorted (comments_records()),
 * looked for when the tidy first finds a block to drop. */
struct tidy_arg {
	xmlNodePtr core;
	struct storylinks_own own; /* the page's own sites, read once */
	int looked;                /* the threads were looked for */
	xmlNodePtr rec[TIDY_RECORDS];
	size_t nrec;
};

static int
tidy_cmp_node(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t) * (xmlNodePtr const *)a;
	uintptr_t y = (uintptr_t) * (xmlNodePtr const *)b;

	return (x > y) - (x < y);
}

/* 1 if c lies in a record of a comment thread below body, a->rec. */
static int
tidy_in_thread(xmlNodePtr body, xmlNodePtr c, struct tidy_arg *a)
{
	xmlNodePtr p;

	if (!a->looked) {
		/* the page as it is: the tidy has dropped nothing yet (once
		 * a live blog's first posts lost their date lines, its last
		 * ones could pass for a thread) */
		a->nrec = comments_records(body, a->rec, TIDY_RECORDS);
		qsort(a->rec, a->nrec, sizeof(a->rec[0]), tidy_cmp_node);
		a->looked = 1;
	}
	for (p = c; a->nrec > 0 && p != NULL && p != body; p = p->parent)
		if (bsearch(&p, a->rec, a->nrec, sizeof(a->rec[0]),
			tidy_cmp_node) != NULL)
			return 1;
	return 0;
}

/* 1 if c lies in a box of the page's author below body (tails.h). */
static int
tidy_in_profile(xmlNodePtr body, xmlNodePtr c)
{
	xmlNodePtr p;

	for (p = c->parent; p != NULL && p != body; p = p->parent)
		if (p->type == XML_ELEMENT_NODE && tails_is_author_box(p))
			return 1;
	return 0;
}

static int
tidy_find(xmlNodePtr body, xmlNodePtr c, xmlNodePtr *drop, void *arg)
{
	struct tidy_arg *a = arg;
	size_t k;

	*drop = NULL;
	/* what the markup names as reader comments goes whole, unless it
	 * holds most of the body (a thread the page is): no part of it is
	 * weighed apart, or what is left of its records would pass for
	 * the story's own lines */
	if (html_is_comments(c)) {
		k = html_node_text_len(c, (size_t)-1 / 4, 1);
		if (2 * k < html_node_text_len(body, (size_t)-1 / 4, 1))
			*drop = c;
		return 1;
	}
	if (!tidy_weighed((const char *)c->name) ||
	    !tidy_drops(c, a->core, &a->own))
		return 0;
	/* a part of a comment its structure tells (the author's line, the
	 * date's link, a reply button): left to the comments rule, which
	 * knows the thread by those lines and takes it whole; so is a
	 * part of a writer's profile (the name's box, all link) to the
	 * profiles rule */
	if (!tidy_in_thread(body, c, a) && !tidy_in_profile(body, c))
		*drop = c;
	return 1;
}

size_t
tmpl_guess_tidy(xmlNodePtr body, struct marks *m, void *core)
{
	struct tidy_arg *a = xcalloc(1, sizeof(*a));
	size_t n;

	a->core = core;
	n = marks_found_arg(body, tidy_find, a, m);
	free(a);
	return n;
}

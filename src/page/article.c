/* SPDX-License-Identifier: ISC */
/*
 * article: whether a page is an article at all (METHODS.md section 4):
 * error pages served with status 200, index and listing pages, consent
 * walls and near-empty pages are not.  Such pages never vote in learning
 * and give no article when extracted.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "article.h"
#include "html.h"
#include "log.h"
#include "text.h"
#include "util.h"

#define ARTICLE_MAX_DEPTH 200 /* deeper elements are not looked at */
#define ARTICLE_PROSE_LINE 80 /* bytes of a block's own text: prose */
#define ARTICLE_PROSE_MIN 400 /* prose bytes of any article */
#define ARTICLE_EMPTY_MAX 150 /* non-link bytes of a near-empty page */

/* What a page's body is made of, in non-space bytes. */
struct article_shape {
	size_t text;  /* all visible text */
	size_t link;  /* inside <a> */
	size_t listy; /* inside <li> or <a> */
	size_t prose; /* blocks with a line of their own text or more */
	int consent;  /* blocks speak of cookies and consent */
};

/* The own (inline) non-link text of a block, and the shape below it. */
static size_t
article_shape_walk(
    xmlNodePtr n, struct article_shape *sh, int in_a, int in_li, int depth)
{
	xmlNodePtr c;
	size_t own = 0, k;

	if (n->name[0] == 'a' && n->name[1] == '\0')
		in_a = 1;
	if (strcmp((const char *)n->name, "li") == 0)
		in_li = 1;
	for (c = n->children; c != NULL; c = c->next) {
		if (c->type == XML_TEXT_NODE && c->content != NULL) {
			k = text_visible((const char *)c->content);
			sh->text += k;
			if (in_a)
				sh->link += k;
			if (in_a || in_li)
				sh->listy += k;
			if (!in_a)
				own += k;
			if (k > 0 && !sh->consent && !in_a &&
			    strcasestr((const char *)c->content, "cookie") !=
				NULL &&
			    (strcasestr((const char *)c->content, "consent") !=
				    NULL ||
				strcasestr((const char *)c->content,
				    "accept") != NULL))
				sh->consent = 1;
		} else if (c->type == XML_ELEMENT_NODE &&
		    depth < ARTICLE_MAX_DEPTH && !html_node_is_skipped(c)) {
			k = article_shape_walk(c, sh, in_a, in_li, depth + 1);
			if (!html_tag_is_block((const char *)c->name))
				own += k; /* inline: part of my line */
		}
	}
	if (html_tag_is_block((const char *)n->name) || depth == 0) {
		if (own >= ARTICLE_PROSE_LINE)
			sh->prose += own;
		return 0;
	}
	return own;
}

/* 1 if a short text reads as an error message. */
static int
article_error_text(const char *s)
{
	static const char *const words[] = { "404", "not found",
		"page not found", "error", "no longer available",
		"does not exist", "doesn't exist", "cannot be found",
		"could not be found", "page unavailable", "page missing",
		"nicht gefunden", "no encontrada", "introuvable", "non trovata",
		"niet gevonden", "не найдена", "找不到", "页面不存在",
		"見つかりません" };
	return s != NULL && util_holds_any(s, words, NELEM(words));
}

static xmlNodePtr
article_find_elem(xmlNodePtr n, const char *name, int depth)
{
	xmlNodePtr c, r;

	for (c = n->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE || depth > ARTICLE_MAX_DEPTH)
			continue;
		if (strcmp((const char *)c->name, name) == 0)
			return c;
		if ((r = article_find_elem(c, name, depth + 1)) != NULL)
			return r;
	}
	return NULL;
}

/* What of the entry a page shows, and whether it reads as an error. */
struct article_traces {
	int asked;      /* the entry has a title or a teaser to look for */
	int has_title;  /* its title, anywhere (or in <title>) */
	int has_teaser; /* its teaser's first words, in a row */
	int is_error;   /* <title> or <h1> reads as an error message */
	char *head;     /* <title>'s text, or NULL */
	char *h1;       /* the first <h1>'s text, or NULL */
};

/* The entry's own traces in the page text all: a page holding neither
 * title nor teaser is suspect whatever its shape. */
static void
article_traces(xmlNodePtr root, const char *all, const char *title,
    const char *teaser, struct article_traces *tr)
{
	char *key = NULL, *tk = NULL, *wk = NULL, *p;
	xmlNodePtr h;
	int nw;

	memset(tr, 0, sizeof(*tr));
	if ((h = article_find_elem(root, "title", 0)) != NULL)
		tr->head = html_node_text_dup(h);
	if ((h = article_find_elem(root, "h1", 0)) != NULL)
		tr->h1 = html_node_text_dup(h);
	if (title != NULL && *(tk = text_key(title)) != '\0') {
		tr->asked = 1;
		key = text_key(all);
		tr->has_title = text_title_in(key, title);
		if (!tr->has_title && tr->head != NULL) {
			char *hk = text_key(tr->head);

			tr->has_title = text_title_in(hk, title);
			free(hk);
		}
	}
	/* the teaser's first words in a row (scattered words prove little) */
	if (teaser != NULL && *(wk = text_key(teaser)) != '\0') {
		tr->asked = 1;
		for (p = wk, nw = 0; *p != '\0'; p++)
			if (*p == ' ' && ++nw == 8) {
				*p = '\0';
				break;
			}
		if (key == NULL)
			key = text_key(all);
		tr->has_teaser = text_key_contains(key, wk);
	}
	free(wk);
	tr->is_error =
	    article_error_text(tr->head) || article_error_text(tr->h1);
	free(key);
	free(tk);
}

/* The verdict from the page's shape and the entry's traces: *reason set
 * when it is no article, the first kind that fits. */
static void
article_verdict(const struct article_shape *sh, const struct article_traces *tr,
    char **reason)
{
	/* With no entry to look for, a short story among many links (a
	 * blog's sidebar, a site's menus) has no trace to save it: only a
	 * page without one line of prose reads as a listing then. */
	size_t listing_prose =
	    tr->asked ? ARTICLE_PROSE_MIN : ARTICLE_PROSE_LINE;

	if (sh->prose >= ARTICLE_PROSE_MIN &&
	    (!tr->asked || tr->has_title || tr->has_teaser))
		;
	else if (tr->is_error && !tr->has_title && !tr->has_teaser)
		xasprintf(reason, "error page: %.80s",
		    tr->h1 != NULL && article_error_text(tr->h1) ? tr->h1
			: tr->head != NULL                       ? tr->head
								 : "");
	else if (sh->consent && sh->prose < 3 * ARTICLE_PROSE_MIN &&
	    !tr->has_title)
		xasprintf(reason, "consent wall");
	else if (sh->prose < listing_prose && sh->listy * 10 >= sh->text * 6 &&
	    sh->text >= 2 * ARTICLE_EMPTY_MAX && !tr->has_title &&
	    !tr->has_teaser)
		xasprintf(reason, "index or listing page");
	else if (sh->text - sh->link < ARTICLE_EMPTY_MAX && !tr->has_title)
		xasprintf(reason, "near-empty page (%zu bytes of text)",
		    sh->text - sh->link);
	else if (tr->asked && !tr->has_title && !tr->has_teaser &&
	    sh->prose < ARTICLE_PROSE_MIN)
		xasprintf(reason, "neither the entry's title nor its teaser");
}

/* See article.h. */
int
article_page_is(
    struct html_doc *doc, const char *title, const char *teaser, char **reason)
{
	xmlDocPtr xml = html_doc_xml(doc);
	xmlNodePtr root, h;
	struct article_shape sh;
	struct article_traces tr;
	char *all;
	struct buf b;

	*reason = NULL;
	if ((root = xmlDocGetRootElement(xml)) == NULL) {
		xasprintf(reason, "near-empty page (no document)");
		return 0;
	}
	/* broken markup may leave elements beside the root */
	memset(&sh, 0, sizeof(sh));
	buf_init(&b);
	for (h = xml->children; h != NULL; h = h->next)
		if (h->type == XML_ELEMENT_NODE) {
			article_shape_walk(h, &sh, 0, 0, 0);
			if (b.len > 0)
				buf_addc(&b, '\n');
			html_node_text(h, &b);
		}
	all = buf_detach(&b, NULL);
	article_traces(root, all, title, teaser, &tr);
	free(all);
	article_verdict(&sh, &tr, reason);
	log_debug("%s: text %zu link %zu listy %zu prose %zu consent %d "
		  "title %d teaser %d error %d",
	    __func__, sh.text, sh.link, sh.listy, sh.prose, sh.consent,
	    tr.has_title, tr.has_teaser, tr.is_error);
	free(tr.head);
	free(tr.h1);
	return *reason == NULL;
}

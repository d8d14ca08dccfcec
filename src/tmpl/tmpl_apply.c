/* SPDX-License-Identifier: ISC */
/*
 * tmpl_apply: a template applied to a page.  The body is the text and a
 * cleaned copy of the nodes the body XPath selects, less the chrome
 * inside them that the body clean-up rules find (body.c, in their
 * order): the strip XPaths the learner found (boilerplate repeated
 * across the feed's pages, METHODS.md section 3), teasers, boxes, link
 * lists (low list-noise coefficient, sections 2 and 5), the feed's
 * boilerplate text and reader comments; the title and category are
 * what their XPaths select, with fallbacks for the title and the lead
 * image.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/tree.h>
#include <libxml/xpath.h>

#include "body.h"
#include "comments.h"
#include "deck.h"
#include "gallery.h"
#include "html.h"
#include "links.h"
#include "marks.h"
#include "noscript.h"
#include "picture.h"
#include "sanitize.h"
#include "story.h"
#include "text.h"
#include "tmpl.h"
#include "tmpl_int.h"
#include "url.h"
#include "util.h"

#define TMPL_MAX_NODES 32        /* body nodes taken from one match */
#define TMPL_MAX_MARKS 4096      /* parts of a body dropped, per page */
#define TMPL_MAX_TEXT (2u << 20) /* bytes of body text */
#define TMPL_MAX_HTML (4u << 20) /* bytes of body HTML */
#define TMPL_MAX_SITE_NAME 60    /* bytes of a site name in a title */
#define TMPL_MIN_PARA STORY_SURE /* paragraph text surely an article's */
#define TMPL_XPATH_OPS 5000000UL /* XPath evaluation steps */
#define TMPL_COPY_MIN 200        /* bytes of a match read once */
#define TMPL_STRIP_ASKED 4       /* strip matches asked for a thread */
#define TMPL_STRIP_RECORDS 3     /* strip matches that may be records' */
#define TMPL_STRIP_LINE 160      /* bytes of a match that may be a line */

/* Void elements: no end tag in the cleaned HTML. */
static const char *const tmpl_void_tags[] = { "area", "br", "col", "hr", "img",
	"source", "track", "wbr" };

/* Attributes kept in the cleaned HTML; 1 = a URL to make absolute. */
static const struct {
	const char *name;
	int is_url;
} tmpl_keep_attrs[] = {
	{ "alt", 0 },
	{ "aria-label", 0 }, /* a picture's name (picture_img_alt()) */
	{ "cite", 1 },
	{ "colspan", 0 },
	{ "data", 1 },           /* an object's: what it plays */
	{ "data-actualsrc", 0 }, /* lazy loaders: sanitize.c reads them */
	{ "data-alt", 0 },
	{ "data-background", 0 },
	{ "data-background-image", 0 },
	{ "data-bg", 0 },
	{ "data-bg-src", 0 },
	{ "data-echo", 0 },
	{ "data-full-src", 0 },
	{ "data-hi-res-src", 0 },
	{ "data-lazy", 0 },
	{ "data-lazy-background", 0 },
	{ "data-lazy-src", 1 },
	{ "data-lazy-srcset", 0 },
	{ "data-orig-src", 0 },
	{ "data-original", 1 },
	{ "data-src", 1 },
	{ "data-srcset", 0 },
	{ "datetime", 0 },
	{ "dir", 0 },
	{ "height", 0 },
	{ "href", 1 },
	{ "itemid", 0 }, /* a schema.org ImageObject's picture */
	{ "itemtype", 0 },
	{ "lang", 0 },
	{ "rowspan", 0 },
	{ "sizes", 0 },
	{ "src", 1 },
	{ "srcset", 0 },
	{ "title", 0 },
	{ "width", 0 },
};

static xmlXPathObjectPtr tmpl_eval(
    const struct tmpl_xpath *, xmlDocPtr, xmlNodePtr);
static char *tmpl_first_text(const struct tmpl_xpath *, xmlDocPtr);
static size_t tmpl_texts(const struct tmpl_xpath *, xmlDocPtr, char ***);
static void tmpl_trim_label(char *);
static char *tmpl_lead_image(const struct tmpl *, xmlDocPtr, xmlNodePtr,
    xmlNodePtr *, size_t, const char *);
static char *tmpl_fallback_title(const struct tmpl *, xmlDocPtr);
static void tmpl_html(const xmlNode *, const char *, struct buf *, int);
static struct article *tmpl_apply_one(
    const struct tmpl *, struct html_doc *, int, const char *, char **);
static size_t tmpl_sep_len(const char *, int);
static char *tmpl_find_sep(char *, const char *, size_t, int);
static char *tmpl_last_sep(char *, size_t *);
static void tmpl_html_escape(struct buf *, const char *, int);

static int
tmpl_in_list(const char *name, const char *const *list, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strcmp(name, list[i]) == 0)
			return 1;
	return 0;
}
/* ---- applying ---- */

/*
 * Evaluate with a bounded number of steps; NULL on error.  A form
 * tmpl_match knows is matched by a walk of the tree; else the page's own
 * context serves every XPath of it, set as a new one would be.
 */
static xmlXPathObjectPtr
tmpl_eval(const struct tmpl_xpath *x, xmlDocPtr doc, xmlNodePtr ctx_node)
{
	xmlXPathContextPtr ctx, own = NULL;
	xmlXPathObjectPtr r;

	if (x == NULL)
		return NULL;
	if (x->match != NULL &&
	    (r = tmpl_match_eval(x->match, doc, ctx_node, TMPL_XPATH_OPS)) !=
		NULL)
		return r;
	if ((ctx = html_doc_xpath(doc)) == NULL &&
	    (ctx = own = xmlXPathNewContext(doc)) == NULL)
		return NULL;
	ctx->opLimit = TMPL_XPATH_OPS;
	ctx->opCount = 0;
	ctx->depth = 0;
	ctx->error = tmpl_xpath_quiet;
	ctx->node = ctx_node;
	ctx->contextSize = -1;
	ctx->proximityPosition = -1;
	r = xmlXPathCompiledEval(x->comp, ctx);
	if (own != NULL)
		xmlXPathFreeContext(own);
	if (r != NULL && r->type != XPATH_NODESET && r->type != XPATH_STRING) {
		xmlXPathFreeObject(r);
		return NULL;
	}
	return r;
}

/* The collapsed text of the first non-empty match (an element, an
 * attribute or a string result), or NULL. */
static char *
tmpl_first_text(const struct tmpl_xpath *e, xmlDocPtr doc)
{
	xmlXPathObjectPtr r;
	xmlNodePtr n;
	xmlChar *c;
	char *s, *out = NULL;
	int i;

	if ((r = tmpl_eval(e, doc, NULL)) == NULL)
		return NULL;
	if (r->type == XPATH_STRING) {
		if (r->stringval != NULL)
			out = text_collapse((const char *)r->stringval);
	} else if (r->nodesetval != NULL) {
		for (i = 0; i < r->nodesetval->nodeNr && i < 8; i++) {
			n = r->nodesetval->nodeTab[i];
			if (n->type == XML_ELEMENT_NODE)
				s = html_node_text_dup(n);
			else if ((c = xmlNodeGetContent(n)) != NULL) {
				s = xstrdup((const char *)c);
				xmlFree(c);
			} else
				continue;
			out = text_collapse(s);
			free(s);
			if (*out != '\0')
				break;
			free(out);
			out = NULL;
		}
	}
	xmlXPathFreeObject(r);
	if (out != NULL && (*out == '\0' || strlen(out) > TMPL_MAX_TITLE)) {
		if (*out != '\0')
			out[TMPL_MAX_TITLE] = '\0';
		else {
			free(out);
			out = NULL;
		}
	}
	return out;
}

/*
 * Drop the separators a label is set off by (a dash after it, a
 * guillemet or a bar before it): they are the layout's, not the
 * category's.
 */
static void
tmpl_trim_label(char *s)
{
	static const char *const seps[] = { " ", "-", "|", ":", "/", ">", "<",
		",", ";", "\xe2\x80\x94", "\xe2\x80\x93", "\xc2\xbb",
		"\xc2\xab", "\xe2\x80\xba", "\xe2\x80\xb9", "\xc2\xb7",
		"\xe2\x80\xa2", "\xe2\x86\x92", "\xe2\x86\x90" };
	size_t i, n, len, skip = 0;
	int more;

	len = strlen(s);
	do {
		more = 0;
		for (i = 0; i < NELEM(seps); i++) {
			n = strlen(seps[i]);
			if (len - skip >= n &&
			    strncmp(s + skip, seps[i], n) == 0) {
				skip += n;
				more = 1;
			}
			if (len - skip >= n &&
			    strncmp(s + len - n, seps[i], n) == 0) {
				len -= n;
				more = 1;
			}
		}
	} while (more && len > skip);
	memmove(s, s + skip, len - skip);
	s[len - skip] = '\0';
}

/*
 * The distinct texts (case and spacing aside, text_key()) of what an
 * XPath finds, in document order, at most TMPL_MAX_CATEGORIES of them:
 * a post's category links, a breadcrumb's items.  Set *out (caller
 * frees each and the array; NULL when none) and return how many.
 */
static size_t
tmpl_texts(const struct tmpl_xpath *e, xmlDocPtr doc, char ***out)
{
	xmlXPathObjectPtr r;
	xmlNodePtr n;
	char *s, *c, **keys, **v;
	size_t nv = 0, k;
	int i;

	*out = NULL;
	if ((r = tmpl_eval(e, doc, NULL)) == NULL)
		return 0;
	if (r->type != XPATH_NODESET) {
		xmlXPathFreeObject(r);
		if ((s = tmpl_first_text(e, doc)) == NULL)
			return 0;
		*out = xcalloc(1, sizeof(**out));
		(*out)[0] = s;
		return 1;
	}
	v = xcalloc(TMPL_MAX_CATEGORIES, sizeof(*v));
	keys = xcalloc(TMPL_MAX_CATEGORIES, sizeof(*keys));
	for (i = 0; r->nodesetval != NULL && i < r->nodesetval->nodeNr &&
	     i < 4 * TMPL_MAX_CATEGORIES && nv < TMPL_MAX_CATEGORIES;
	     i++) {
		n = r->nodesetval->nodeTab[i];
		if (n->type == XML_ELEMENT_NODE)
			c = html_node_text_dup(n);
		else {
			xmlChar *x;

			if ((x = xmlNodeGetContent(n)) == NULL)
				continue;
			c = xstrdup((const char *)x);
			xmlFree(x);
		}
		s = text_collapse(c);
		free(c);
		if (strlen(s) > TMPL_MAX_TITLE)
			s[TMPL_MAX_TITLE] = '\0';
		tmpl_trim_label(s);
		c = text_key(s);
		for (k = 0; k < nv && strcmp(keys[k], c) != 0; k++)
			;
		if (*c == '\0' || k < nv) {
			free(s);
			free(c);
			continue;
		}
		keys[nv] = c;
		v[nv++] = s;
	}
	xmlXPathFreeObject(r);
	for (k = 0; k < nv; k++)
		free(keys[k]);
	free(keys);
	if (nv == 0)
		free(v);
	else
		*out = v;
	return nv;
}

/* Remove the learned prefix and suffix (site name) from a title. */
static void
tmpl_strip_title(const struct tmpl *t, char **title)
{
	char *s = *title, *r, *cut;
	size_t n, m, k;

	if (t->title_prefix != NULL) {
		n = strlen(t->title_prefix);
		if (strncmp(s, t->title_prefix, n) == 0 && s[n] != '\0')
			memmove(s, s + n, strlen(s + n) + 1);
		else if ((k = tmpl_sep_len(t->title_prefix, 0)) > 0 &&
		    (cut = tmpl_find_sep(s, t->title_prefix + n - k, k, 0)) !=
			NULL &&
		    (size_t)(cut - s) <= TMPL_MAX_SITE_NAME)
			/* another section's name, the same separator */
			memmove(s, cut + k, strlen(cut + k) + 1);
	}
	if (t->title_suffix != NULL) {
		n = strlen(t->title_suffix);
		m = strlen(s);
		if (m > n && strcmp(s + m - n, t->title_suffix) == 0)
			s[m - n] = '\0';
		else if ((k = tmpl_sep_len(t->title_suffix, 1)) > 0 &&
		    /* the learned separator, else any ("--" for "-") */
		    ((cut = tmpl_find_sep(s, t->title_suffix, k, 1)) != NULL ||
			(cut = tmpl_last_sep(s, &k)) != NULL) &&
		    cut > s && strlen(cut + k) <= TMPL_MAX_SITE_NAME)
			*cut = '\0';
	}
	r = text_collapse(s);
	free(s);
	*title = r;
}

/*
 * The separator a suffix strip starts with, or a prefix strip ends with:
 * marks and the spaces around them (" | ", " -- "), as long as it leaves a
 * name after (or before) it.  0 when the strip has none.
 */
static size_t
tmpl_sep_len(const char *strip, int suffix)
{
	size_t n = strlen(strip), k = 0, marks = 0, m, j;

	while (k < n) {
		if (suffix) {
			if (strip[k] == ' ')
				m = 1;
			else if ((m = text_title_mark(strip + k)) > 0)
				marks++;
		} else {
			m = 0;
			if (strip[n - 1 - k] == ' ')
				m = 1;
			else
				for (j = 1; j <= 3 && j <= n - k && m == 0; j++)
					if (text_title_mark(
						strip + n - k - j) == j)
						m = j;
			if (m > 0 && strip[n - 1 - k] != ' ')
				marks++;
		}
		if (m == 0)
			break;
		k += m;
	}
	return marks > 0 && k < n ? k : 0;
}

/* The last separator run in s (" - ", " -- ", " | "), its length in *k. */
static char *
tmpl_last_sep(char *s, size_t *k)
{
	char *p, *found = NULL;
	size_t n;

	for (p = s; *p != '\0'; p++) {
		if (*p != ' ' || (n = tmpl_sep_len(p, 1)) == 0 ||
		    p[n - 1] != ' ')
			continue;
		found = p;
		*k = n;
		p += n - 1;
	}
	return found;
}

/* The last (or first) place s holds sep[0..k), or NULL. */
static char *
tmpl_find_sep(char *s, const char *sep, size_t k, int last)
{
	char *p, *found = NULL;

	for (p = s; *p != '\0'; p++)
		if (strncmp(p, sep, k) == 0) {
			found = p;
			if (!last)
				break;
		}
	return found;
}

static void
tmpl_html_escape(struct buf *out, const char *s, int attr)
{
	const char *p;

	for (p = s; *p != '\0'; p++) {
		switch (*p) {
		case '&':
			buf_adds(out, "&amp;");
			break;
		case '<':
			buf_adds(out, "&lt;");
			break;
		case '>':
			buf_adds(out, "&gt;");
			break;
		case '"':
			if (attr) {
				buf_adds(out, "&quot;");
				break;
			}
			buf_addc(out, *p);
			break;
		default:
			buf_addc(out, *p);
			break;
		}
	}
}

/* Serialise a cleaned copy of a subtree. */
/*
 * 1 if n, skipped as text, is passed on for sanitize.c to write as a
 * reader is to see it: a player (a line linking to it), a <noscript>
 * (the real picture of a lazy loader), when the page does not hide it.
 */
static int
tmpl_html_media(const xmlNode *n)
{
	static const char *const media[] = { "embed", "iframe", "noscript",
		"object" };

	return tmpl_in_list((const char *)n->name, media, NELEM(media)) &&
	    !html_node_is_hidden(n);
}

/* A lazy loader's holder keeps its class: sanitize.c knows it by it. */
static void
tmpl_html_holder(const xmlNode *n, struct buf *out)
{
	char *held;
	xmlChar *cls;

	if (strcmp((const char *)n->name, "img") == 0 ||
	    (held = picture_holder_src(n)) == NULL)
		return;
	free(held);
	if ((cls = xmlGetProp(n, (const xmlChar *)"class")) == NULL)
		return;
	buf_adds(out, " class=\"");
	tmpl_html_escape(out, (const char *)cls, 1);
	buf_addc(out, '"');
	xmlFree(cls);
}

static void
tmpl_html(const xmlNode *n, const char *base, struct buf *out, int depth)
{
	const xmlNode *c;
	const xmlAttr *a;
	const char *name, *v;
	char *abs;
	size_t i;

	if (out->len > TMPL_MAX_HTML)
		return;
	if (n->type == XML_TEXT_NODE || n->type == XML_CDATA_SECTION_NODE) {
		if (n->content != NULL && !html_node_is_skipped(n))
			tmpl_html_escape(out, (const char *)n->content, 0);
		return;
	}
	if (n->type != XML_ELEMENT_NODE || depth > TMPL_MAX_DEPTH ||
	    (html_node_is_skipped(n) && !tmpl_html_media(n)))
		return;
	name = (const char *)n->name;
	if (links_is_chrome_tag(name)) {
		/* a form wrapping the article: its content, not the form */
		if (links_form_holds_text(n))
			for (c = n->children; c != NULL; c = c->next)
				tmpl_html(c, base, out, depth + 1);
		return;
	}
	buf_addc(out, '<');
	buf_adds(out, name);
	for (a = n->properties; a != NULL; a = a->next) {
		for (i = 0; i < NELEM(tmpl_keep_attrs); i++)
			if (strcmp((const char *)a->name,
				tmpl_keep_attrs[i].name) == 0)
				break;
		/* a lazy loader's URL of one screen size: sanitize.c reads
		 * it (picture_img_src()) */
		if ((i == NELEM(tmpl_keep_attrs) &&
			!picture_sized_attr((const char *)a->name)) ||
		    a->children == NULL ||
		    (v = (const char *)a->children->content) == NULL)
			continue;
		abs = NULL;
		if (i < NELEM(tmpl_keep_attrs) && tmpl_keep_attrs[i].is_url) {
			if (base != NULL)
				abs = url_resolve(base, v);
			else if (url_is_http(v))
				abs = xstrdup(v);
			if (abs == NULL)
				continue; /* javascript:, data:... */
			v = abs;
		}
		buf_addc(out, ' ');
		buf_adds(out, (const char *)a->name);
		buf_adds(out, "=\"");
		tmpl_html_escape(out, v, 1);
		buf_addc(out, '"');
		free(abs);
	}
	tmpl_html_holder(n, out);
	buf_addc(out, '>');
	if (tmpl_in_list(name, tmpl_void_tags, NELEM(tmpl_void_tags)))
		return;
	for (c = n->children; c != NULL; c = c->next)
		tmpl_html(c, base, out, depth + 1);
	buf_adds(out, "</");
	buf_adds(out, name);
	buf_addc(out, '>');
}

/* 1 if n is below (or is) one of the nodes in set[0..n). */
static int
tmpl_below(const xmlNode *n, xmlNodePtr *set, size_t nset)
{
	const xmlNode *p;
	size_t i;

	for (p = n; p != NULL; p = p->parent)
		for (i = 0; i < nset; i++)
			if (set[i] == p)
				return 1;
	return 0;
}

/*
 * 1 if the matches nodes[0..nn), holding mtext bytes of text that is no
 * link text, surely lie with the page's main paragraphs: the densest
 * block apart from them could hold no more than all the text outside
 * them, and that is below TMPL_MIN_PARA or a quarter of mtext.  Then
 * tmpl_select_body() need not find that block, which takes a walk of
 * every element of the page.  The text outside (the bytes but blanks of
 * every text node, dropped, hidden and deep ones too: a bound on what
 * any walk counts) is counted around the matches (none is inside
 * another), and only until it is too much.
 */
static int
tmpl_surely_together(xmlDocPtr xml, xmlNodePtr *nodes, size_t nn, size_t mtext)
{
	const xmlNode *c, *n;
	const xmlChar *p;
	size_t out = 0, max, i;

	/* out < TMPL_MIN_PARA || mtext * 4 >= out */
	max = mtext * 4 > TMPL_MIN_PARA - 1 ? mtext * 4 : TMPL_MIN_PARA - 1;
	for (c = xml->children; c != NULL; c = c->next)
		for (n = c; n != NULL;) {
			for (i = 0; n->type == XML_ELEMENT_NODE && i < nn &&
			     nodes[i] != n;
			     i++)
				;
			if (n->type == XML_ELEMENT_NODE && i < nn) {
				n = html_node_after(n, c);
				continue;
			}
			if (n->type == XML_TEXT_NODE && n->content != NULL) {
				for (p = n->content; *p != '\0'; p++)
					out += *p > ' ';
				if (out > max)
					return 0;
			}
			n = html_node_next(n, c);
		}
	return 1;
}

/*
 * Matches nodes[0..nn) less those whose text an earlier match holds word
 * for word: a layout writes the story twice (for two screens, one copy
 * hidden by its stylesheet), and a reader reads it once.  Short matches
 * (a separator, a line the story repeats) all stay.  Return how many
 * are left.
 */
static size_t
tmpl_drop_copies(xmlNodePtr *nodes, size_t nn)
{
	uint64_t fp[TMPL_MAX_NODES], h;
	struct buf b;
	size_t i, k, kept = 0;

	if (nn < 2)
		return nn;
	buf_init(&b);
	for (i = 0; i < nn; i++) {
		buf_reset(&b);
		html_node_text(nodes[i], &b);
		h = b.len >= TMPL_COPY_MIN ? text_fingerprint(b.data, b.len)
					   : 0;
		for (k = 0; k < kept && (h == 0 || fp[k] != h); k++)
			;
		if (k < kept)
			continue;
		fp[kept] = h;
		nodes[kept++] = nodes[i];
	}
	buf_free(&b);
	return kept;
}

/* The first element the title XPath finds on the page, or NULL. */
static xmlNodePtr
tmpl_headline(const struct tmpl *t, xmlDocPtr xml)
{
	xmlXPathObjectPtr r;
	xmlNodePtr head = NULL;
	int i;

	if (t->cache->title == NULL ||
	    (r = tmpl_eval(t->cache->title, xml, NULL)) == NULL)
		return NULL;
	for (i = 0; r->type == XPATH_NODESET && r->nodesetval != NULL &&
	     i < r->nodesetval->nodeNr && head == NULL;
	     i++)
		if (r->nodesetval->nodeTab[i]->type == XML_ELEMENT_NODE)
			head = r->nodesetval->nodeTab[i];
	xmlXPathFreeObject(r);
	return head;
}

/*
 * 1 if block top stands over the story's headline and the matches
 * nodes[0..nn) do not: a story starts at its headline, and what comes
 * before it (the writer's profile, the blog's masthead, a column of
 * other stories) outweighing a short post is no sign the template
 * missed the story.
 */
static int
tmpl_over_headline(const struct tmpl *t, xmlDocPtr xml, xmlNodePtr top,
    xmlNodePtr *nodes, size_t nn)
{
	xmlNodePtr head = tmpl_headline(t, xml);
	size_t i;

	if (head == NULL || html_node_holds(top, head) ||
	    xmlXPathCmpNodes(top, head) != 1)
		return 0;
	for (i = 0; i < nn; i++)
		if (!html_node_holds(nodes[i], head) &&
		    xmlXPathCmpNodes(nodes[i], head) == 1)
			return 0;
	return 1;
}

/*
 * The outermost element matches of the body XPath (at most
 * TMPL_MAX_NODES) and, in *guess when *guessed is 1, the density guess
 * of the page's body.  *apart is 1 when no match holds the page's main
 * paragraphs and the matches are much smaller: on a page of another
 * layout a positional XPath may select some other block, or a small box
 * inside the story's own (a caption's table, an empty one) (METHODS.md
 * sections 4 and 5).  The guess is made only when it decides *apart.
 */
static size_t
tmpl_select_body(const struct tmpl *t, xmlDocPtr xml, xmlNodePtr *nodes,
    int *apart, xmlNodePtr *guess, size_t *nguess, int *guessed,
    xmlNodePtr *core, xmlNodePtr head)
{
	xmlXPathObjectPtr r;
	xmlNodePtr n, top;
	size_t nn = 0, i, top_para, mtext = 0, mlink = 0;
	int j, holds = 0;

	if ((r = tmpl_eval(t->cache->body, xml, NULL)) != NULL &&
	    (r->type != XPATH_NODESET || r->nodesetval == NULL)) {
		xmlXPathFreeObject(r);
		r = NULL;
	}
	for (j = 0;
	     r != NULL && j < r->nodesetval->nodeNr && nn < TMPL_MAX_NODES;
	     j++) {
		n = r->nodesetval->nodeTab[j];
		if (n->type != XML_ELEMENT_NODE || tmpl_below(n, nodes, nn))
			continue;
		nodes[nn++] = n;
	}
	xmlXPathFreeObject(r);
	nn = tmpl_drop_copies(nodes, nn);

	*apart = nn == 0;
	*nguess = 0;
	*guessed = 0;
	if (nn == 0)
		return nn;
	for (i = 0; i < nn; i++)
		links_stats(nodes[i], &mtext, &mlink, 0);
	if (tmpl_surely_together(xml, nodes, nn, mtext - mlink))
		return nn;
	*nguess = tmpl_guess_body(
	    xml, guess, TMPL_MAX_NODES, &top, &top_para, core, head);
	*guessed = 1;
	if (top == NULL || top_para < TMPL_MIN_PARA)
		return nn;
	for (i = 0; i < nn && !holds; i++)
		holds = tmpl_below(top, nodes + i, 1);
	/* a comment, or the box of the thread (or of the comments the
	 * page counts), under a short post outweighs it and is no sign
	 * the template missed the story: the fallback would find none
	 * there; unless the block's text before its thread outweighs the
	 * matches as much (the story's box, its comments below); nor is
	 * a block over the story's headline */
	if (!holds && (mtext - mlink) * 4 < top_para &&
	    (!comments_outweigh_post(top, nodes, nn) ||
		(mtext - mlink) * 4 < comments_story_lead(top)) &&
	    !tmpl_over_headline(t, xml, top, nodes, nn))
		*apart = 1;
	return nn;
}

int
tmpl_body_apart(const struct tmpl *t, struct html_doc *doc)
{
	xmlNodePtr nodes[TMPL_MAX_NODES], guess[TMPL_MAX_NODES], core = NULL;
	size_t nguess;
	int apart, guessed;

	if (tmpl_compile(t) == -1)
		return 1;
	tmpl_select_body(t, html_doc_xml(doc), nodes, &apart, guess, &nguess,
	    &guessed, &core, NULL);
	return apart;
}

int
tmpl_body_guard(const struct tmpl *t)
{
	return t->guard;
}

void
tmpl_set_body_guard(struct tmpl *t, int on)
{
	t->guard = on != 0;
}

void
tmpl_set_body_tally(struct tmpl *t, struct body_tally *tally)
{
	size_t i;

	t->tally = tally;
	for (i = 0; i < t->nlayout; i++)
		t->layout[i]->tally = tally;
}

/*
 * Apply a template to a page: title, category, and the body as text and
 * cleaned HTML.  The tree is left as it was.  Return an article the
 * caller frees with article_free(), or NULL with *cause set.
 */
struct article *
tmpl_apply(const struct tmpl *t, struct html_doc *doc, char **cause)
{
	return tmpl_apply_flags(t, doc, 0, cause);
}

struct article *
tmpl_apply_flags(
    const struct tmpl *t, struct html_doc *doc, int flags, char **cause)
{
	return tmpl_apply_headline(t, doc, flags, NULL, cause);
}

struct article *
tmpl_apply_headline(const struct tmpl *t, struct html_doc *doc, int flags,
    const char *headline, char **cause)
{
	const struct tmpl *lt;
	struct article *a;
	size_t li, i;
	double fit;

	if (t->nlayout == 0)
		return tmpl_apply_one(t, doc, flags, headline, cause);
	li = tmpl_route(t, doc, &fit);
	if (fit >= TMPL_ROUTE_FIT)
		return tmpl_apply_one(
		    tmpl_layout(t, li), doc, flags, headline, cause);
	/*
	 * A page of no known layout: the first layout whose body XPath
	 * finds the page's main text, else the densest block; either way
	 * the article says it was a fallback.
	 */
	for (i = 0; i <= t->nlayout; i++) {
		lt = tmpl_layout(t, (li + i) % (t->nlayout + 1));
		if (tmpl_body_apart(lt, doc))
			continue;
		if ((a = tmpl_apply_one(lt, doc, flags, headline, cause)) !=
		    NULL)
			a->fallback |= TMPL_FALLBACK_BODY;
		return a;
	}
	return tmpl_apply_one(
	    tmpl_layout(t, li), doc, flags | TMPL_APPLY_FORCE, headline, cause);
}

/* Bytes of text of strip match n (an element or a text), up to limit
 * or a little past it for an element. */
static size_t
tmpl_match_text(const xmlNode *n, size_t limit)
{
	return n->type == XML_ELEMENT_NODE ? html_node_text_len(n, limit, 0)
					   : story_visible(n);
}

/*
 * The page's gallery, its story told in pictures (gallery.h), when the
 * matches of strip XPath sr may be it or its captions: a strip learned
 * by name on the feed's other pages, a "slideshow" box of other stories
 * or each picture's caption ("wp-caption"), which on a gallery page is
 * the story.  Only matches holding a third of the body's text (*all,
 * counted once: SIZE_MAX until then) or more together can, so the page
 * is looked at for one only then (*looked: whether it was, *gallery:
 * what it found); NULL when they cannot or there is none.
 */
static xmlNodePtr
tmpl_strip_gallery(xmlNodePtr body, xmlXPathObjectPtr sr, size_t *all,
    int *looked, xmlNodePtr *gallery)
{
	size_t mine = 0;
	int j;

	if (sr->type != XPATH_NODESET || sr->nodesetval == NULL ||
	    sr->nodesetval->nodeNr == 0)
		return NULL;
	if (*all == SIZE_MAX)
		*all = html_node_text_len(body, SIZE_MAX - 1, 0);
	for (j = 0; j < sr->nodesetval->nodeNr && mine * 3 < *all; j++)
		mine += tmpl_match_text(sr->nodesetval->nodeTab[j], *all);
	if (mine == 0 || mine * 3 < *all)
		return NULL;
	if (!*looked) {
		*gallery = gallery_of(body->doc);
		*looked = 1;
	}
	return *gallery;
}

/*
 * 1 if one of the first matches of a strip XPath, sr, lies in a record
 * of a comment thread (comments_in_record()): the strip takes a part of
 * each comment, the author's line a reader's name made recur from page
 * to page on the samples, as boilerplate, and without it the comments
 * rules could not tell the thread.  Only a strip of three matches or
 * more (one a record) is asked, and of its first few only those short
 * as a line: each question is a walk along a thread, so that a long one
 * costs no square and a page without one little.
 */
static int
tmpl_strip_cuts_thread(xmlXPathObjectPtr sr)
{
	xmlNodePtr n;
	int j;

	if (sr->type != XPATH_NODESET || sr->nodesetval == NULL ||
	    sr->nodesetval->nodeNr < 2)
		return 0;
	/* two matches: both in a run of two dated records (two comments,
	 * whoever wrote them, the author's box of each the strip) */
	if (sr->nodesetval->nodeNr < TMPL_STRIP_RECORDS) {
		for (j = 0; j < 2; j++) {
			n = sr->nodesetval->nodeTab[j];
			if (n->type != XML_ELEMENT_NODE ||
			    html_node_text_len(n, TMPL_STRIP_LINE + 1, 0) >
				TMPL_STRIP_LINE ||
			    !comments_in_dated_run(n))
				return 0;
		}
		return 1;
	}
	for (j = 0; j < sr->nodesetval->nodeNr && j < TMPL_STRIP_ASKED; j++) {
		n = sr->nodesetval->nodeTab[j];
		if (n->type == XML_ELEMENT_NODE &&
		    html_node_text_len(n, TMPL_STRIP_LINE + 1, 0) <=
			TMPL_STRIP_LINE &&
		    comments_in_record(n))
			return 1;
	}
	return 0;
}

/* Mark as dropped what the template's strip XPaths find below body,
 * body aside (the strip rule of body.c), a gallery telling the story
 * spared, and a thread's records: an XPath that cuts into them is left
 * out on this page, the comments rules drop the thread whole. */
static size_t
tmpl_strip(xmlNodePtr body, struct marks *m, void *arg)
{
	const struct tmpl *t = arg;
	xmlXPathObjectPtr sr;
	xmlNodePtr n, gallery = NULL, spared;
	size_t k, found = 0, all = SIZE_MAX;
	int j, looked = 0;

	for (k = 0; k < t->nstrip; k++) {
		sr = tmpl_eval(t->cache->strip[k], body->doc, body);
		if (sr == NULL)
			continue;
		if (tmpl_strip_cuts_thread(sr)) {
			xmlXPathFreeObject(sr);
			continue;
		}
		/* a gallery telling the story: what holds it or lies in it */
		spared = tmpl_strip_gallery(body, sr, &all, &looked, &gallery);
		for (j = 0;
		     sr->type == XPATH_NODESET && sr->nodesetval != NULL &&
		     j < sr->nodesetval->nodeNr && !marks_full(m);
		     j++) {
			n = sr->nodesetval->nodeTab[j];
			/* a text: a caption's, its picture kept */
			if ((n->type != XML_ELEMENT_NODE &&
				n->type != XML_TEXT_NODE) ||
			    !tmpl_below(n, &body, 1) || n == body ||
			    html_node_is_dropped(n) ||
			    (spared != NULL &&
				(tmpl_below(spared, &n, 1) ||
				    tmpl_below(n, &spared, 1))))
				continue;
			found += marks_drop(m, n);
		}
		xmlXPathFreeObject(sr);
	}
	return found;
}

/* Mark the chrome inside the body's nn nodes as dropped: the body
 * clean-up rules of body.c, in their order, the template's strip
 * XPaths and boilerplate fingerprints among them, or when the body is
 * the densest block (dense) the tidy's boxes, core's spared.  Each mark goes
 * into m so that the caller can undo it: the document is the caller's. */
static void
tmpl_mark_chrome(const struct tmpl *t, xmlNodePtr *nodes, size_t nn,
    xmlNodePtr core, int dense, const char *title, const char *headline,
    struct marks *m)
{
	struct body_page pg;

	memset(&pg, 0, sizeof(pg));
	pg.title = title;
	pg.headline = headline;
	pg.boiler = t->boiler;
	pg.nboiler = t->nboiler;
	if (dense) {
		/* nothing learned fits: the boxes of the densest block, as
		 * the generic extraction tidies them (a strip XPath learned
		 * for the template's body has no say in another block),
		 * never one holding the densest paragraphs */
		pg.strip = tmpl_guess_tidy;
		pg.strip_arg = core;
	} else if (t->nstrip > 0) {
		pg.strip = tmpl_strip;
		pg.strip_arg = (void *)(uintptr_t)t;
	}
	body_clean(&pg, nodes, nn, m, t->tally);
}

/* Title and categories by their XPaths, the title by the fallbacks when
 * its XPath finds nothing (the article says so). */
static void
tmpl_apply_fields(const struct tmpl *t, xmlDocPtr xml, struct article *a)
{
	if (t->cache->title != NULL &&
	    (a->title = tmpl_first_text(t->cache->title, xml)) != NULL)
		tmpl_strip_title(t, &a->title);
	else {
		if (t->cache->title != NULL)
			a->fallback |= TMPL_FALLBACK_TITLE;
		a->title = tmpl_fallback_title(t, xml);
	}
	if (t->cache->category != NULL &&
	    (a->ncategories =
		    tmpl_texts(t->cache->category, xml, &a->categories)) > 0)
		a->category = xstrdup(a->categories[0]);
}

/* The page's headline: the first element the title XPath finds, or
 * where it finds none in the page's body (the generic extraction has
 * no title XPath; a template may read the title from the page's
 * <title>) the first heading reading headline and linking nowhere;
 * NULL if none. */
static xmlNodePtr
tmpl_head(const struct tmpl *t, xmlDocPtr xml, const char *headline)
{
	xmlNodePtr h = t->title_xpath != NULL ? tmpl_headline(t, xml) : NULL;

	return h != NULL && html_in_body(h)
	    ? h
	    : html_heading_reading(xml, headline, TMPL_HEADLINE_MAX, 1);
}

/* 1 if the standfirst under the page's headline head (tmpl_head();
 * NULL: none) is looked for: there is a headline, found by the title's
 * XPath.  A body a person wrote in a site config is taken as written:
 * what it leaves out under the headline, it leaves out on purpose. */
static int
tmpl_deck_wanted(
    const struct tmpl *t, const xmlNode *head, const struct article *a)
{
	const char *how = tmpl_field_method(t, TMPL_BODY);

	return !(a->fallback & TMPL_FALLBACK_TITLE) &&
	    (how == NULL || strcmp(how, "site-config") != 0) && head != NULL;
}

/* That standfirst (deck.c), put in front of the body when the body
 * starts below it, or when the rules dropped the box of both (box:
 * deck_headline_box()). */
static void
tmpl_deck(const struct tmpl *t, xmlNodePtr head, xmlNodePtr *nodes, size_t nn,
    const xmlNode *box, struct article *a)
{
	char *deck;

	if (!tmpl_deck_wanted(t, head, a))
		return;
	if ((deck = deck_text(head, nodes, nn, box)) != NULL)
		deck_insert(&a->body_text, &a->body_html, deck);
	free(deck);
}

/* Languages written right to left, by their primary subtag. */
static const char *const tmpl_rtl_langs[] = { "ar", "arc", "ckb", "dv", "fa",
	"he", "iw", "ps", "sd", "ug", "ur", "yi" };

/* 1 if the language tag lang (BCP 47: "ar", "fa-IR") is written right
 * to left. */
static int
tmpl_lang_is_rtl(const char *lang)
{
	return util_is_any(
	    lang, strcspn(lang, "-_"), tmpl_rtl_langs, NELEM(tmpl_rtl_langs));
}

/* 1 if lang is a language tag as BCP 47 writes one: letters, digits
 * and hyphens, 35 bytes at most. */
static int
tmpl_lang_is_tag(const char *lang)
{
	size_t n = strlen(lang);

	return n > 0 && n <= 35 &&
	    strspn(lang,
		"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
		"0123456789-") == n;
}

/*
 * The story's first block, out of its page, loses the direction the
 * page sets above it (<html dir="rtl" lang="ar">): a browser would set
 * an Arabic story flush left, its full stops at the wrong end.  The
 * body is wrapped in a div of that direction, and of the language,
 * when the page reads right to left (its dir, else its language) and
 * the block sets no direction of its own (tmpl_html() keeps that).
 */
static void
tmpl_carry_dir(const xmlNode *first, char **html)
{
	xmlChar *own;
	char *dir, *lang, *s;
	int rtl;

	if (first->type != XML_ELEMENT_NODE)
		first = first->parent;
	if (*html == NULL || **html == '\0' || first == NULL ||
	    first->type != XML_ELEMENT_NODE)
		return;
	if ((own = xmlGetProp(first, (const xmlChar *)"dir")) != NULL) {
		xmlFree(own);
		return;
	}
	dir = html_node_inherited(first, "dir");
	lang = html_node_inherited(first, "lang");
	rtl = dir != NULL ? strcasecmp(dir, "rtl") == 0
			  : lang != NULL && tmpl_lang_is_rtl(lang);
	if (rtl) {
		if (lang != NULL && tmpl_lang_is_tag(lang))
			xasprintf(&s, "<div dir=\"rtl\" lang=\"%s\">%s</div>",
			    lang, *html);
		else
			xasprintf(&s, "<div dir=\"rtl\">%s</div>", *html);
		free(*html);
		*html = s;
	}
	free(dir);
	free(lang);
}

/* Apply one layout; TMPL_APPLY_FORCE takes the densest block for the
 * body, TMPL_APPLY_TEXT leaves body_html and the image out. */
static struct article *
tmpl_apply_one(const struct tmpl *t, struct html_doc *doc, int flags,
    const char *headline, char **cause)
{
	xmlDocPtr xml = html_doc_xml(doc);
	xmlNodePtr nodes[TMPL_MAX_NODES], room[TMPL_MAX_MARKS],
	    guess[TMPL_MAX_NODES], kept[TMPL_MAX_NODES], top, core = NULL, head;
	xmlNodePtr shown = NULL; /* the <noscript> the fallback reads */
	const xmlNode *head_box;
	int apart, guessed, dense = 0;
	size_t nn = 0, i, top_para, nguess, nkept;
	struct marks m;
	struct article *a, *b;
	struct buf text, html;
	char *why = NULL;
	int fallback = 0;

	/* a template with no body XPath (the generic extraction, extract.h)
	 * takes the densest block */
	if (tmpl_compile(t) == -1 && t->body_xpath != NULL) {
		xasprintf(cause, "template: body XPath does not compile");
		return NULL;
	}
	/* the headline, once: the guess looks under it, so does the deck */
	head = tmpl_head(t, xml, headline);
	nn = tmpl_select_body(
	    t, xml, nodes, &apart, guess, &nguess, &guessed, &core, head);
	if (nn == 0 || (t->guard && apart) || (flags & TMPL_APPLY_FORCE)) {
		fallback |= TMPL_FALLBACK_BODY;
		/* the page as a reader without scripts sees it, as the
		 * generic extraction reads it (noscript.h); as learned
		 * again after */
		if ((shown = noscript_show(xml)) != NULL)
			guessed = 0;
		/* a page of the feed told in pictures: a gallery's intro
		 * and captions (gallery.h) */
		nn = t->body_xpath != NULL
		    ? gallery_find(xml, nodes, TMPL_MAX_NODES)
		    : 0;
		if (nn == 0) {
			if (!guessed)
				nguess =
				    tmpl_guess_body(xml, guess, TMPL_MAX_NODES,
					&top, &top_para, &core, head);
			if (nguess == 0) {
				if (shown != NULL)
					noscript_hide(shown);
				xasprintf(cause, "body XPath matches nothing");
				return NULL;
			}
			memcpy(nodes, guess, nguess * sizeof(nodes[0]));
			nn = nguess;
			dense = 1;
		}
	} else if (t->body_xpath != NULL)
		/* a gallery's page whose article block holds its intro */
		nn = gallery_after(xml, nodes, nn, TMPL_MAX_NODES);

	a = xcalloc(1, sizeof(*a));
	a->fallback = fallback;
	/* the title first: the body rules drop the body's own headline */
	tmpl_apply_fields(t, xml, a);

	/* chrome: the body clean-up rules (body.c) */
	marks_init(&m, room, NELEM(room));
	tmpl_mark_chrome(t, nodes, nn, core, dense, a->title, headline, &m);

	buf_init(&text);
	buf_init(&html);
	for (i = 0, nkept = 0; i < nn && text.len < TMPL_MAX_TEXT; i++) {
		/* a match the rules dropped whole (comment-matches) */
		if (html_node_is_skipped(nodes[i]))
			continue;
		kept[nkept++] = nodes[i];
		if (text.len > 0)
			buf_addc(&text, '\n');
		html_node_reader_text(nodes[i], &text);
		if (!(flags & TMPL_APPLY_TEXT))
			tmpl_html(nodes[i], html_doc_url(doc), &html, 0);
	}
	/* the headline's box the rules dropped, the deck's too, read
	 * while their marks are on */
	head_box = tmpl_deck_wanted(t, head, a)
	    ? deck_headline_box(head, nodes, nn)
	    : NULL;
	marks_undo(&m);
	/*
	 * Matches with no text at all (a picture's box a positional XPath
	 * found on a page of another layout, the guard kept by a thread
	 * under it): no story, and a reader would get an empty article.
	 * The page's main block is taken instead, as a fallback, when it
	 * holds any text.
	 */
	if (text.len == 0 && !dense && !(flags & TMPL_APPLY_FORCE) &&
	    (b = tmpl_apply_one(
		 t, doc, flags | TMPL_APPLY_FORCE, headline, &why)) != NULL) {
		if (*b->body_text != '\0') {
			buf_free(&text);
			buf_free(&html);
			article_free(a);
			return b;
		}
		article_free(b);
	}
	free(why);
	/* where the story is, for what looks near it (nextpage.h) */
	html_doc_set_story(doc, kept, nkept);

	a->body_text = buf_detach(&text, NULL);
	/* what reaches a reader is built from an allow-list (sanitize.c) */
	if (!(flags & TMPL_APPLY_TEXT))
		a->body_html =
		    sanitize_html(html.data, html.len, html_doc_url(doc));
	buf_free(&html);
	if (!(flags & TMPL_APPLY_TEXT))
		a->image =
		    tmpl_lead_image(t, xml, head, nodes, nn, html_doc_url(doc));
	tmpl_deck(t, head, nodes, nn, head_box, a);
	if (nkept > 0)
		tmpl_carry_dir(kept[0], &a->body_html);
	if (shown != NULL)
		noscript_hide(shown);
	return a;
}

/*
 * The page's lead image: what it announces for sharing (og:image,
 * twitter:image), else the picture between headline head and the body
 * (a body that starts below the lead photo), else the body's first
 * picture; never a beacon.  An absolute URL the caller frees, or NULL.
 */
static char *
tmpl_lead_image(const struct tmpl *t, xmlDocPtr xml, xmlNodePtr head,
    xmlNodePtr *body, size_t nbody, const char *base)
{
	static const char *const xp[] = {
		"//meta[@property='og:image']/@content",
		"//meta[@name='twitter:image']/@content",
	};
	struct tmpl_cache *c = t->cache;
	char *s, *abs = NULL;
	size_t i;

	for (i = 0; i < NELEM(xp) && abs == NULL; i++) {
		if (c->image[i] == NULL)
			c->image[i] = tmpl_xpath_new(xp[i]);
		if ((s = tmpl_first_text(c->image[i], xml)) == NULL)
			continue;
		abs = picture_url(base, s);
		free(s);
	}
	if (abs == NULL)
		abs = picture_above(head, body, nbody, base);
	for (i = 0; i < nbody && abs == NULL; i++)
		abs = picture_first(body[i], base);
	return abs;
}

/*
 * A title when the template's finds nothing (a page of another layout):
 * og:title, which sites fill with the bare headline, else the first h1.
 */
static char *
tmpl_fallback_title(const struct tmpl *t, xmlDocPtr xml)
{
	static const char *const xp[] = {
		"//meta[@property='og:title']/@content",
		"//h1",
	};
	struct tmpl_cache *c = t->cache;
	char *s;
	size_t i;

	for (i = 0; i < NELEM(xp); i++) {
		if (c->title_fb[i] == NULL)
			c->title_fb[i] = tmpl_xpath_new(xp[i]);
		if ((s = tmpl_first_text(c->title_fb[i], xml)) != NULL)
			return s;
	}
	return NULL;
}

char *
tmpl_apply_title(const struct tmpl *t, struct html_doc *doc)
{
	char *s;

	tmpl_compile(t);
	if (t->cache->title == NULL ||
	    (s = tmpl_first_text(t->cache->title, html_doc_xml(doc))) == NULL)
		return NULL;
	tmpl_strip_title(t, &s);
	return s;
}

char *
tmpl_apply_category(const struct tmpl *t, struct html_doc *doc)
{
	char **v, *first;
	size_t i, n;

	if ((n = tmpl_apply_categories(t, doc, &v)) == 0)
		return NULL;
	first = v[0];
	for (i = 1; i < n; i++)
		free(v[i]);
	free(v);
	return first;
}

size_t
tmpl_apply_categories(const struct tmpl *t, struct html_doc *doc, char ***out)
{
	*out = NULL;
	tmpl_compile(t);
	if (t->cache->category == NULL)
		return 0;
	return tmpl_texts(t->cache->category, html_doc_xml(doc), out);
}

char *
tmpl_apply_shown(const struct tmpl *t, struct html_doc *doc, enum tmpl_field f)
{
	const struct tmpl *l;
	struct tmpl_xpath *x;
	char *s;
	size_t n, i;

	/* no layout has it: the page need not be routed */
	for (i = 0; i < tmpl_layout_count(t); i++) {
		l = tmpl_layout(t, i);
		if ((f == TMPL_DATE ? l->date_xpath : l->author_xpath) != NULL)
			break;
	}
	if (i == tmpl_layout_count(t))
		return NULL;
	l = tmpl_layout(t, tmpl_route(t, doc, NULL));
	if (l == NULL)
		l = t;
	tmpl_compile(l);
	x = f == TMPL_DATE     ? l->cache->date
	    : f == TMPL_AUTHOR ? l->cache->author
			       : NULL;
	if (x == NULL || (s = tmpl_first_text(x, html_doc_xml(doc))) == NULL)
		return NULL;
	if ((n = strlen(s)) > TMPL_MAX_SHOWN) {
		n = TMPL_MAX_SHOWN;
		while (n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80)
			n--;
		s[n] = '\0';
	}
	return s;
}

/*
 * How well the article's title says the entry's title title, in [0, 1]:
 * its token similarity, or 1 when it is what the title says of the
 * headline (text_title_core(): "Rates rise" for "Rates rise - The Daily
 * Bugle", the learner's aim when the feed names its site so).
 */
static double
tmpl_title_score(const char *title, const char *got)
{
	double sim = text_similarity(title, got);
	char *gk, *ck;
	int w;

	if (sim >= 1 || got == NULL)
		return sim;
	gk = text_key(got);
	for (w = 0; w < TEXT_TITLE_FORMS && sim < 1; w++)
		if ((ck = text_title_core(title, w)) != NULL) {
			if (strcmp(ck, gk) == 0)
				sim = 1;
			free(ck);
		}
	free(gk);
	return sim;
}

double
tmpl_validate(const struct article *a, const char *title, const char *teaser)
{
	struct text_bag *w, *b;
	double sum = 0, weight = 0, cov;
	char *tk;

	if (title != NULL && *title != '\0') {
		tk = text_key(title);
		if (*tk != '\0') {
			sum += 0.3 * tmpl_title_score(title, a->title);
			weight += 0.3;
		}
		free(tk);
	}
	if (teaser != NULL && *teaser != '\0') {
		w = text_bag_new(teaser);
		if (text_bag_total(w) > 0) {
			b = text_bag_new(a->body_text);
			cov = text_coverage(w, b);
			sum += 0.7 * cov;
			weight += 0.7;
			text_bag_free(b);
		}
		text_bag_free(w);
	}
	return weight > 0 ? sum / weight : 1.0;
}

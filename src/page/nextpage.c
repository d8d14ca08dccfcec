/* SPDX-License-Identifier: ISC */
/*
 * nextpage: the links of an article's own pagination.  A URL is read as
 * a stem and a page marker: a query parameter (page=2, seite=2...), a
 * last path segment that is a number (/2/, /page/2/, page-2), or a
 * number before the extension (-2.html).  A link is a page of the
 * article when its stem is the article's and its number the next one;
 * the article's first page is its stem as it stands, so that an ID at
 * the end of an article's URL (/story/12) is never read as a page of
 * /story.  The link must look like pagination too: rel="next", its
 * number as its text, or a word for "next" (in a few languages), in a
 * link or in an option of a page menu (an option's value that is a
 * number, in a form's menu, is no page: "100-499").
 */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>
#include <libxml/xpath.h>

#include "html.h"
#include "nextpage.h"
#include "url.h"
#include "util.h"

#define NEXTPAGE_MAX_NUMBER 99    /* a page marker above this is an ID */
#define NEXTPAGE_MAX_TEXT 80      /* longer link text is no pagination */
#define NEXTPAGE_XPATH_OPS 100000 /* an override's evaluation budget */
/* How far after the story's end its pager may stand. */
#define NEXTPAGE_TAIL_LEVELS 3     /* ancestors up to its container */
#define NEXTPAGE_TAIL_ELEMENTS 200 /* elements walked */
#define NEXTPAGE_TAIL_TEXT 1500    /* bytes of text that is no link's */
#define NEXTPAGE_HEADLINE 30       /* bytes: a link this long is a headline */
#define NEXTPAGE_TAIL_HEADLINES 3  /* that many: a list of more stories */
#define NEXTPAGE_COMMENTS 200 /* bytes: comments, not a "3 comments" link */

/* Query parameters that number an article's pages. */
static const char *const page_params[] = { "page", "paged", "pg", "seite",
	"pagina", "pn", "pagenum", "pageno", "page_no", "part", NULL };
/* Query parameters, alone or with a value of whole_words, that ask for
 * the whole article. */
static const char *const whole_params[] = { "showall", "singlepage",
	"single_page", "onepage", "fullpage", "allpages", "all", "single",
	NULL };
static const char *const whole_values[] = { "all", "single", "full",
	"singlepage", "onepage", "1page", NULL };
/* Path segments that stand before a page number (/page/2/). */
static const char *const page_segments[] = { "page", "seite", "pagina", "p",
	"pg", "part", NULL };
/* Last path segments that ask for the whole article. */
static const char *const whole_segments[] = { "all", "single", "full",
	"singlepage", "single-page", "onepage", "one-page", "view-all",
	"viewall", "showall", "show-all", "all-pages", NULL };
static const char *const extensions[] = { ".html", ".htm", ".shtml", ".php",
	".asp", ".aspx", NULL };

/* Words of a "next" link, lower case. */
static const char *const next_words[] = { "next", "weiter", "nächste",
	"suivant", "siguiente", "prossim", "volgende", "próxim", "следующ",
	"次", "下一", "다음", "›", "»", "→", ">", NULL };
/* Words of a "single page" link, lower case. */
static const char *const single_words[] = { "single page", "one page",
	"view all", "show all", "all pages", "view as one", "full article",
	"read all", "einer seite", "alle seiten", "seule page", "une page",
	"toutes les pages", "una página", "sola página", "todas las páginas",
	"1ページ", "全文", NULL };

struct stem {
	char *stem; /* host, path and the query left, lower-case host */
	int num;    /* the page marker's number, 0: none */
	int whole;  /* a marker of the whole article */
	int suffix; /* the marker was a number before the extension */
};

static int
nextpage_in(const char *s, size_t len, const char *const *list)
{
	size_t i;

	for (i = 0; list[i] != NULL; i++)
		if (strlen(list[i]) == len && strncasecmp(s, list[i], len) == 0)
			return 1;
	return 0;
}

/* The number s[0..len) spells (1..NEXTPAGE_MAX_NUMBER), else 0. */
static int
nextpage_digits(const char *s, size_t len)
{
	size_t i;
	int n = 0;

	if (len == 0 || len > 2)
		return 0;
	for (i = 0; i < len; i++) {
		if (!isdigit((unsigned char)s[i]))
			return 0;
		n = n * 10 + (s[i] - '0');
	}
	return n <= NEXTPAGE_MAX_NUMBER ? n : 0;
}

/* The query without its page or whole marker, into out. */
static void
nextpage_query(const char *q, struct buf *out, struct stem *st)
{
	const char *p = q, *amp, *eq;
	size_t len, nlen;
	int n;

	while (*p != '\0') {
		amp = strchr(p, '&');
		len = amp != NULL ? (size_t)(amp - p) : strlen(p);
		eq = memchr(p, '=', len);
		nlen = eq != NULL ? (size_t)(eq - p) : len;
		n = eq != NULL ? nextpage_digits(eq + 1, len - nlen - 1) : 0;
		if (st->num == 0 && !st->whole && n > 0 &&
		    nextpage_in(p, nlen, page_params))
			st->num = n;
		else if (st->num == 0 && !st->whole &&
		    (nextpage_in(p, nlen, whole_params) ||
			(eq != NULL &&
			    nextpage_in(eq + 1, len - nlen - 1, whole_values))))
			st->whole = 1;
		else if (len > 0) {
			buf_addc(out, out->len == 0 ? '?' : '&');
			buf_add(out, p, len);
		}
		p += len + (amp != NULL);
	}
}

/* A last path segment read for a marker: the length of the segment to
 * keep (0: drop it), with st set; len when it has none. */
static size_t
nextpage_segment(const char *seg, size_t len, struct stem *st)
{
	size_t i, elen, blen;
	const char *ext;
	int n;

	if ((n = nextpage_digits(seg, len)) > 0) {
		st->num = n;
		return 0;
	}
	if (nextpage_in(seg, len, whole_segments)) {
		st->whole = 1;
		return 0;
	}
	/* page-2, page_2, page2 */
	for (i = 0; page_segments[i] != NULL; i++) {
		blen = strlen(page_segments[i]);
		if (len > blen &&
		    strncasecmp(seg, page_segments[i], blen) == 0) {
			ext =
			    seg + blen + (seg[blen] == '-' || seg[blen] == '_');
			if ((n = nextpage_digits(
				 ext, len - (size_t)(ext - seg))) > 0) {
				st->num = n;
				return 0;
			}
		}
	}
	/* slug-2.html, slug_all.html */
	for (i = 0; extensions[i] != NULL; i++) {
		elen = strlen(extensions[i]);
		if (len <= elen ||
		    strncasecmp(seg + len - elen, extensions[i], elen) != 0)
			continue;
		for (blen = len - elen;
		     blen > 0 && seg[blen - 1] != '-' && seg[blen - 1] != '_';
		     blen--)
			;
		if (blen < 2)
			return len;
		if ((n = nextpage_digits(seg + blen, len - elen - blen)) > 0) {
			st->num = n;
			st->suffix = 1;
		} else if (nextpage_in(
			       seg + blen, len - elen - blen, whole_segments))
			st->whole = 1;
		else
			return len;
		return blen - 1; /* the extension is put back by the caller */
	}
	return len;
}

/*
 * url as a stem and a marker; strip 0 keeps it whole (the article's
 * first page).  Return -1 for a URL that is not http(s).
 */
static int
nextpage_stem(const char *url, int strip, struct stem *st)
{
	struct buf b, q;
	const char *p, *path, *query, *end, *seg, *ext = NULL;
	size_t plen, slen, keep, i;

	memset(st, 0, sizeof(*st));
	if (strncasecmp(url, "http://", 7) == 0)
		p = url + 7;
	else if (strncasecmp(url, "https://", 8) == 0)
		p = url + 8;
	else
		return -1;
	end = p + strcspn(p, "#");
	path = p + strcspn(p, "/?#");
	buf_init(&b);
	buf_init(&q);
	for (; p < path; p++)
		buf_addc(&b, (char)tolower((unsigned char)*p));
	query = path + strcspn(path, "?#");
	plen = (size_t)(query - path);
	while (plen > 1 && path[plen - 1] == '/')
		plen--;
	if (*query == '?' && query + 1 < end) {
		char *qs = xstrndup(query + 1, (size_t)(end - query - 1));

		if (strip)
			nextpage_query(qs, &q, st);
		else {
			buf_addc(&q, '?');
			buf_adds(&q, qs);
		}
		free(qs);
	}
	if (strip && st->num == 0 && !st->whole && plen > 1) {
		for (seg = path + plen; seg > path && seg[-1] != '/'; seg--)
			;
		slen = (size_t)(path + plen - seg);
		keep = nextpage_segment(seg, slen, st);
		if (keep < slen && keep > 0) {
			/* slug-2.html: keep "slug", then the extension */
			for (i = 0; extensions[i] != NULL; i++) {
				size_t elen = strlen(extensions[i]);

				if (slen > elen &&
				    strncasecmp(seg + slen - elen,
					extensions[i], elen) == 0)
					ext = extensions[i];
			}
			plen = (size_t)(seg - path) + keep;
		} else if (keep == 0) {
			plen = (size_t)(seg - path);
			while (plen > 1 && path[plen - 1] == '/')
				plen--;
			/* /page/2: the word goes with the number */
			for (seg = path + plen; seg > path && seg[-1] != '/';
			     seg--)
				;
			if (st->num > 0 &&
			    nextpage_in(seg, (size_t)(path + plen - seg),
				page_segments))
				plen = (size_t)(seg - path);
			while (plen > 1 && path[plen - 1] == '/')
				plen--;
		}
	}
	buf_add(&b, path, plen);
	if (plen == 0)
		buf_addc(&b, '/');
	if (ext != NULL)
		buf_adds(&b, ext);
	if (q.len > 0)
		buf_add(&b, q.data, q.len);
	buf_free(&q);
	st->stem = buf_detach(&b, NULL);
	return 0;
}

int
nextpage_number(const char *article_url, const char *url)
{
	struct stem a, l;
	int n = 0;

	if (nextpage_stem(article_url, 1, &a) == -1)
		return 0;
	/* The first page is the article as it stands, unless it says 1
	 * (?page=1, /1/: story-1.html is as likely the first story). */
	if (a.num != 1 || a.whole || a.suffix) {
		free(a.stem);
		nextpage_stem(article_url, 0, &a);
	}
	if (nextpage_stem(url, 1, &l) == 0) {
		if (!l.whole && strcmp(a.stem, l.stem) == 0)
			n = l.num > 0 ? l.num : 1;
		free(l.stem);
		if (n == 0 && nextpage_stem(url, 0, &l) == 0) {
			if (strcmp(a.stem, l.stem) == 0)
				n = 1;
			free(l.stem);
		}
	}
	free(a.stem);
	return n;
}

/* 1 if url asks for the whole article whose first page is article_url. */
static int
nextpage_is_whole(const char *article_url, const char *url)
{
	struct stem a, l;
	int yes = 0;

	if (nextpage_stem(article_url, 1, &a) == -1)
		return 0;
	if (a.num != 1 || a.whole || a.suffix) {
		free(a.stem);
		nextpage_stem(article_url, 0, &a);
	}
	if (nextpage_stem(url, 1, &l) == 0) {
		yes = l.whole && strcmp(a.stem, l.stem) == 0;
		free(l.stem);
	}
	free(a.stem);
	return yes;
}

/* 1 if the lower-cased s holds one of words. */
static int
nextpage_has_word(const char *s, const char *const *words)
{
	size_t i;

	for (i = 0; words[i] != NULL; i++)
		if (strstr(s, words[i]) != NULL)
			return 1;
	return 0;
}

/* The link's text and labels, lower-cased (ASCII), trimmed; NULL when
 * too long to be a pagination link. */
static char *
nextpage_label(const xmlNode *n)
{
	struct buf b;
	char *text, *p;
	const char *attrs[] = { "title", "aria-label", "class", "rel", NULL };
	const char *v;
	size_t i;

	buf_init(&b);
	text = html_node_text_dup(n);
	if (text != NULL) {
		buf_adds(&b, text);
		free(text);
	}
	if (b.len > NEXTPAGE_MAX_TEXT) {
		buf_free(&b);
		return NULL;
	}
	for (i = 0; attrs[i] != NULL; i++) {
		if ((v = html_attr(n, attrs[i])) != NULL &&
		    strlen(v) <= NEXTPAGE_MAX_TEXT) {
			buf_addc(&b, ' ');
			buf_adds(&b, v);
		}
	}
	for (p = b.data; *p != '\0'; p++)
		*p = (char)tolower((unsigned char)*p);
	return buf_detach(&b, NULL);
}

/* 1 if the link's label has the number n as a word ("2", "Page 2"). */
static int
nextpage_has_number(const char *label, int n)
{
	const char *p;
	int v;

	for (p = label; *p != '\0'; p++) {
		if (!isdigit((unsigned char)*p) ||
		    (p > label && isdigit((unsigned char)p[-1])))
			continue;
		v = (int)strtol(p, NULL, 10);
		if (v == n)
			return 1;
	}
	return 0;
}

/* The first link an override XPath finds on doc, resolved, or NULL. */
static char *
nextpage_xpath(struct html_doc *doc, const char *xpath, const char *base)
{
	xmlDocPtr xml = html_doc_xml(doc);
	xmlXPathContextPtr ctx;
	xmlXPathObjectPtr r;
	xmlNodePtr n;
	const char *v = NULL;
	char *text = NULL, *url = NULL;

	if ((ctx = html_doc_xpath(xml)) == NULL)
		return NULL;
	ctx->opLimit = NEXTPAGE_XPATH_OPS;
	ctx->opCount = 0;
	ctx->depth = 0;
	ctx->node = xmlDocGetRootElement(xml);
	ctx->contextSize = -1;
	ctx->proximityPosition = -1;
	if ((r = xmlXPathEvalExpression((const xmlChar *)xpath, ctx)) == NULL)
		return NULL;
	if (r->type == XPATH_STRING && r->stringval != NULL)
		v = (const char *)r->stringval;
	else if (r->type == XPATH_NODESET && r->nodesetval != NULL &&
	    r->nodesetval->nodeNr > 0) {
		n = r->nodesetval->nodeTab[0];
		if (n->type == XML_ELEMENT_NODE)
			v = html_attr(n, "href");
		else
			v = text = (char *)xmlNodeGetContent(n);
	}
	if (v != NULL)
		url = url_resolve(base, v);
	xmlFree(text);
	xmlXPathFreeObject(r);
	return url;
}

/* What a link element points to, resolved; NULL when not a link. */
static char *
nextpage_href(const xmlNode *n, const char *base)
{
	const char *name = (const char *)n->name, *v = NULL;

	if (strcmp(name, "a") == 0 || strcmp(name, "link") == 0 ||
	    strcmp(name, "area") == 0)
		v = html_attr(n, "href");
	else if (strcmp(name, "option") == 0)
		v = html_attr(n, "value");
	if (v == NULL || *v == '\0' || *v == '#')
		return NULL;
	return url_resolve(base, v);
}

/* Whether link n to page want looks like the story's pagination. */
static int
nextpage_is_pagination(const xmlNode *n, int want)
{
	const char *name = (const char *)n->name, *rel = html_attr(n, "rel");
	char *label;
	int yes;

	if (rel != NULL && strcasestr(rel, "next") != NULL)
		return 1;
	if (strcmp(name, "link") == 0)
		return 0;
	if ((label = nextpage_label(n)) == NULL)
		return 0;
	yes = nextpage_has_number(label, want) ||
	    nextpage_has_word(label, next_words);
	free(label);
	return yes;
}

/* 1 if url is article_url with more to its query ("?sp=1"). */
static int
nextpage_extends(const char *article_url, const char *url)
{
	size_t len = strcspn(article_url, "#");

	return strncmp(article_url, url, len) == 0 &&
	    (url[len] == '?' || url[len] == '&') && url[len + 1] != '\0' &&
	    (url[len] == '&' || strchr(article_url, '?') == NULL);
}

static int
nextpage_is_single(const xmlNode *n)
{
	char *label;
	int yes;

	if (strcmp((const char *)n->name, "a") != 0)
		return 0;
	if ((label = nextpage_label(n)) == NULL)
		return 0;
	yes = nextpage_has_word(label, single_words);
	free(label);
	return yes;
}

/* One reading of a page for its pagination: what is looked for, what
 * was found. */
struct scan {
	struct nextpage *np;
	const char *article_url;
	const char *base;
	int page_no;
	int want_next;   /* no override says it */
	int want_single; /* the first page, no override says it */
};

/* 1 if url's fragment points at reader comments (?page=2#comments). */
static int
nextpage_to_comments(const char *url)
{
	const char *f = strchr(url, '#');

	return f != NULL &&
	    (strcasestr(f, "comment") != NULL ||
		strcasestr(f, "respond") != NULL ||
		strcasestr(f, "disqus") != NULL);
}

/* Whether element n's role attribute is role. */
static int
nextpage_role(const xmlNode *n, const char *role)
{
	const char *v = html_attr(n, "role");

	return v != NULL && strcasecmp(v, role) == 0;
}

/* 1 for a block that is never the story's: a sidebar, reader comments. */
static int
nextpage_apart(const xmlNode *n)
{
	return strcmp((const char *)n->name, "aside") == 0 ||
	    nextpage_role(n, "complementary") || html_is_comments(n);
}

/* 1 for the page's own footer: a footer outside any article. */
static int
nextpage_page_footer(const xmlNode *n)
{
	const xmlNode *p;

	if (nextpage_role(n, "contentinfo"))
		return 1;
	if (strcmp((const char *)n->name, "footer") != 0)
		return 0;
	for (p = n->parent; p != NULL && p->type == XML_ELEMENT_NODE;
	     p = p->parent)
		if (strcmp((const char *)p->name, "article") == 0)
			return 0;
	return 1;
}

/* Take element n when it is the next page or the single-page version. */
static void
nextpage_consider(struct scan *s, const xmlNode *n)
{
	char *url;
	int num;

	if ((url = nextpage_href(n, s->base)) == NULL)
		return;
	if (nextpage_to_comments(url)) {
		free(url);
		return;
	}
	if (s->want_single && s->np->single == NULL &&
	    strcmp((const char *)n->name, "a") == 0 &&
	    (nextpage_is_whole(s->article_url, url) ||
		(nextpage_is_single(n) &&
		    nextpage_extends(s->article_url, url)))) {
		s->np->single = url;
		return;
	}
	num = nextpage_number(s->article_url, url);
	if (s->want_next && s->np->next == NULL && num == s->page_no + 1 &&
	    nextpage_is_pagination(n, num)) {
		s->np->next = url;
		return;
	}
	free(url);
}

/* Every link below root (root included) but sidebars and comments. */
static void
nextpage_walk(struct scan *s, xmlNode *root)
{
	xmlNode *n = root;

	while (n != NULL) {
		if (n->type != XML_ELEMENT_NODE) {
			n = html_node_next(n, root);
			continue;
		}
		if (n != root && nextpage_apart(n)) {
			n = html_node_after(n, root);
			continue;
		}
		nextpage_consider(s, n);
		n = html_node_next(n, root);
	}
}

/*
 * The block the story's end stands in: the nearest article or main
 * element above last, else its ancestor NEXTPAGE_TAIL_LEVELS up (or the
 * body, if nearer).
 */
static xmlNode *
nextpage_container(xmlNode *last)
{
	xmlNode *c;
	const char *name;
	int level;

	for (c = last->parent, level = 1;
	     c != NULL && c->type == XML_ELEMENT_NODE; c = c->parent, level++) {
		name = (const char *)c->name;
		if (strcmp(name, "article") == 0 || strcmp(name, "main") == 0 ||
		    strcmp(name, "body") == 0 || nextpage_role(c, "main") ||
		    nextpage_role(c, "article") ||
		    level >= NEXTPAGE_TAIL_LEVELS || c->parent == NULL ||
		    c->parent->type != XML_ELEMENT_NODE)
			return c;
	}
	return NULL;
}

/*
 * The links after the story's end within its container, as far as a
 * pager stands from it: past tags, sharing buttons and a byline, never
 * past reader comments, the page's footer, a list of headlines (more
 * stories: "most read", related) or NEXTPAGE_TAIL_TEXT bytes of text;
 * sidebars are skipped.
 */
static void
nextpage_tail(struct scan *s, xmlNode *last)
{
	xmlNode *box, *n;
	const xmlChar *p;
	size_t elements = 0, text = 0, len;
	int headlines = 0;
	char *t;

	if ((box = nextpage_container(last)) == NULL)
		return;
	for (n = html_node_after(last, box); n != NULL;) {
		if (n->type == XML_TEXT_NODE && n->content != NULL) {
			for (p = n->content; *p != '\0'; p++)
				text += *p > ' ';
			if (text > NEXTPAGE_TAIL_TEXT)
				return;
		}
		if (n->type != XML_ELEMENT_NODE) {
			n = html_node_next(n, box);
			continue;
		}
		if (++elements > NEXTPAGE_TAIL_ELEMENTS ||
		    nextpage_page_footer(n) ||
		    (html_is_comments(n) &&
			html_node_text_len(n, NEXTPAGE_COMMENTS, 0) >=
			    NEXTPAGE_COMMENTS))
			return;
		if (nextpage_apart(n) || html_node_is_skipped(n)) {
			n = html_node_after(n, box);
			continue;
		}
		nextpage_consider(s, n);
		if (strcmp((const char *)n->name, "a") == 0) {
			/* a link's text is no story text; a headline's is
			 * another story's */
			t = html_node_text_dup(n);
			len = t != NULL ? strlen(t) : 0;
			free(t);
			if (len >= NEXTPAGE_HEADLINE &&
			    ++headlines >= NEXTPAGE_TAIL_HEADLINES)
				return;
			n = html_node_after(n, box);
			continue;
		}
		n = html_node_next(n, box);
	}
}

void
nextpage_find(struct html_doc *doc, const char *article_url, int page_no,
    const char *next_xpath, const char *single_xpath, struct nextpage *np)
{
	xmlDocPtr xml = html_doc_xml(doc);
	xmlNodePtr root, head;
	xmlNode *const *story;
	struct scan s;
	size_t nstory, i;

	memset(np, 0, sizeof(*np));
	memset(&s, 0, sizeof(s));
	s.np = np;
	s.article_url = article_url;
	s.page_no = page_no;
	if ((s.base = html_doc_url(doc)) == NULL)
		s.base = article_url;
	if (xml == NULL || (root = xmlDocGetRootElement(xml)) == NULL)
		return;
	if (next_xpath != NULL)
		np->next = nextpage_xpath(doc, next_xpath, s.base);
	if (single_xpath != NULL && page_no == 1)
		np->single = nextpage_xpath(doc, single_xpath, s.base);
	s.want_next = next_xpath == NULL;
	s.want_single = single_xpath == NULL && page_no == 1;
	if (!s.want_next && !s.want_single)
		return;
	if ((nstory = html_doc_story(doc, &story)) == 0) {
		/* no story known: the whole page */
		nextpage_walk(&s, root);
		return;
	}
	/* the head's rel="next", then the story, then what follows it */
	if ((head = html_root_child(xml, "head")) != NULL)
		nextpage_walk(&s, head);
	for (i = 0; i < nstory; i++)
		nextpage_walk(&s, story[i]);
	nextpage_tail(&s, story[nstory - 1]);
}

void
nextpage_clear(struct nextpage *np)
{
	free(np->next);
	free(np->single);
	memset(np, 0, sizeof(*np));
}

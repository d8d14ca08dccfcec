/* SPDX-License-Identifier: ISC */
/*
 * headline: the part of a page's title that is the entry's headline.  A
 * template's title XPath reads one element for every page of a feed; a
 * learned prefix or suffix strips the site name where it is the same on
 * every page, but a feed of several mastheads ("... | Herald Sun", "...
 * | PerthNow"), a section name in front on some pages, or a subtitle
 * after the headline leave the title longer than the headline.  The
 * feed's entry says which part the headline is; the part kept is still
 * the page's own text.  Pure: strings in, a string out.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/tree.h>

#include "headline.h"
#include "html.h"
#include "text.h"
#include "tmpl.h"
#include "url.h"
#include "util.h"

/*
 * 1 if [p, end) is a separator between two parts of a title: marks and
 * spaces only, at least one of each (a hyphen inside a word is none).
 */
static int
headline_is_sep(const char *p, const char *end)
{
	int marks = 0, spaces = 0;
	size_t k;

	if (p >= end)
		return 0;
	while (p < end) {
		if (*p == ' ') {
			spaces++;
			p++;
		} else if ((k = text_title_mark(p)) > 0 &&
		    k <= (size_t)(end - p)) {
			marks++;
			p += k;
		} else
			return 0;
	}
	return marks > 0 && spaces > 0;
}

/* 1 if [t, p) ends with a separator that follows some text. */
static int
headline_sep_before(const char *t, const char *p)
{
	const char *q;

	for (q = t + 1; q < p; q++)
		if (headline_is_sep(q, p))
			return !headline_is_sep(t, q) && q[-1] != ' ';
	return 0;
}

/* 1 if [p, end) begins with a separator that some text follows. */
static int
headline_sep_after(const char *p, const char *end)
{
	const char *q;

	for (q = end - 1; q > p; q--)
		if (headline_is_sep(p, q))
			return *q != ' ' && !headline_is_sep(q, end);
	return 0;
}

char *
headline_part(const char *title, const char *entry_title)
{
	char *t, *e, *p, *end, *out = NULL;
	size_t n;

	if (title == NULL || entry_title == NULL)
		return NULL;
	t = text_collapse(title);
	e = text_collapse(entry_title);
	n = strlen(e);
	end = t + strlen(t);
	if (n == 0 || (size_t)(end - t) <= n ||
	    (size_t)(end - t) > HEADLINE_MAX || strcasecmp(t, e) == 0)
		goto done;
	for (p = strcasestr(t, e); p != NULL; p = strcasestr(p + 1, e))
		if ((p == t || headline_sep_before(t, p)) &&
		    (p + n == end || headline_sep_after(p + n, end))) {
			out = xstrndup(p, n);
			break;
		}
done:
	free(t);
	free(e);
	return out;
}

/*
 * 1 if title is raw less a head the prefix t learned starts with or a
 * tail the suffix it learned ends with (" - CBS News" of " - Celebrity
 * Circuit - CBS News"): the site's name every sample's title carried.
 */
static int
headline_strip_learned(const struct tmpl *t, const char *raw, const char *title)
{
	const char *pre = tmpl_title_prefix(t), *suf = tmpl_title_suffix(t);
	char *r = text_collapse(raw), *at;
	size_t a, z, n;
	int yes = 0;

	if ((at = strstr(r, title)) != NULL && *title != '\0') {
		a = (size_t)(at - r);
		z = strlen(at + strlen(title));
		yes = a + z > 0 &&
		    (a == 0 || (pre != NULL && strncmp(pre, r, a) == 0)) &&
		    (z == 0 ||
			(suf != NULL && (n = strlen(suf)) >= z &&
			    strcmp(suf + n - z, at + strlen(title)) == 0));
	}
	free(r);
	return yes;
}

/*
 * The headline inside title (what t read on doc): a part of it, else a
 * part of the element t's title XPath reads whole (before a learned
 * prefix or suffix was stripped), or that element's text itself.
 */
static char *
headline_in_title(const struct tmpl *t, struct html_doc *doc, const char *title,
    const char *entry_title)
{
	struct tmpl *probe;
	char *raw, *part;

	if ((part = headline_part(title, entry_title)) != NULL ||
	    tmpl_title_xpath(t) == NULL)
		return part;
	/* the same element, no prefix or suffix stripped */
	probe = tmpl_new();
	tmpl_set_title_xpath(probe, tmpl_title_xpath(t));
	if ((raw = tmpl_apply_title(probe, doc)) != NULL) {
		/* a dash inside the headline taken for a site name's, but
		 * not the site's name learned: the feed's decoration */
		if (text_reads_same(raw, entry_title) &&
		    !headline_strip_learned(t, raw, title))
			part = text_collapse(raw);
		else
			part = headline_part(raw, entry_title);
		free(raw);
	}
	tmpl_free(probe);
	return part;
}

/* s with its spacing collapsed, no-break spaces too: a title is one
 * line of words.  The caller frees it. */
static char *
headline_spaced(const char *s)
{
	struct buf b;
	char *out;

	buf_init(&b);
	for (; *s != '\0'; s++)
		if ((unsigned char)s[0] == 0xc2 &&
		    (unsigned char)s[1] == 0xa0) {
			buf_addc(&b, ' ');
			s++;
		} else
			buf_addc(&b, *s);
	out = text_collapse(b.data != NULL ? b.data : "");
	buf_free(&b);
	return out;
}

/* The page's heading reading s, spaced as it shows; with own, only
 * one linking nowhere (no masthead); NULL if none. */
static char *
headline_heading_reading(struct html_doc *doc, const char *s, int own)
{
	xmlNodePtr n;
	char *t, *out;

	if (doc == NULL ||
	    (n = html_heading_reading(
		 html_doc_xml(doc), s, HEADLINE_MAX, own)) == NULL)
		return NULL;
	t = html_node_text_dup(n);
	out = headline_spaced(t);
	free(t);
	return out;
}

char *
headline_heading(struct html_doc *doc, const char *entry_title)
{
	return headline_heading_reading(doc, entry_title, 0);
}

/*
 * The title that reads the entry's already, as the page sets it: typed
 * as the feed types it (a meta copying the feed's "It's"), the page's
 * heading that reads it with more typographic marks ("It’s"); else
 * the title with its spacing collapsed when that changes it, else NULL
 * (the title stays).
 */
static char *
headline_as_set(struct html_doc *doc, const char *title)
{
	char *h = headline_heading(doc, title);

	if (h != NULL && text_typeset(h) > text_typeset(title))
		return h;
	free(h);
	h = headline_spaced(title);
	if (strcmp(h, title) != 0)
		return h;
	free(h);
	return NULL;
}

/* 1 if the feed cut entry_title short ("A tour of iOS 10.3: Checking
 * out..."): what its marks set apart is no decoration. */
static int
headline_cut_short(const char *entry_title)
{
	char *ck = text_title_core(entry_title, 0);
	int cut = ck != NULL;

	free(ck);
	return cut;
}

/*
 * The next undecorated form of a decorated entry title ("Rates rise"
 * of "Rates rise | The Daily Bugle", "[Video] Rates rise"), from form
 * *w on (text_title_core()), as the title writes it; *w is left at the
 * form given.  NULL when no form is left.
 */
static char *
headline_undecorated(const char *entry_title, int *w)
{
	char *ck, *raw;

	for (; *w < TEXT_TITLE_FORMS; (*w)++) {
		if ((ck = text_title_core(entry_title, *w)) == NULL)
			continue;
		raw = text_title_part(entry_title, ck);
		free(ck);
		if (raw != NULL)
			return raw;
	}
	return NULL;
}

char *
headline_of(const struct tmpl *t, struct html_doc *doc, const char *title,
    const char *entry_title)
{
	char *part = NULL, *raw;
	int w;

	if (entry_title == NULL)
		return NULL;
	if (title != NULL) {
		if (text_reads_same(title, entry_title))
			return headline_as_set(doc, title);
		if ((part = headline_in_title(t, doc, title, entry_title)) !=
		    NULL)
			return part;
	}
	/* no form of the title read: a heading may show the headline whole */
	if ((part = headline_heading(doc, entry_title)) != NULL)
		return part;
	/*
	 * or the headline of a title the feed decorates ("Rates rise | The
	 * Daily Bugle", "[Video] Rates rise"), read as the title is, unless
	 * the title found is a part of it already ("Micromorts" of "Bruce's
	 * Blog: Micromorts"), which is then set as the page sets it; a
	 * heading showing it links nowhere, as a masthead showing the
	 * site's name does
	 */
	if (title != NULL && text_title_has_part(entry_title, title))
		return headline_as_set(doc, title);
	if (headline_cut_short(entry_title))
		return NULL;
	for (w = 1; part == NULL &&
	     (raw = headline_undecorated(entry_title, &w)) != NULL;
	     w++) {
		if (title != NULL && text_reads_same(title, raw)) {
			free(raw);
			return headline_as_set(doc, title);
		}
		if (title != NULL)
			part = headline_in_title(t, doc, title, raw);
		if (part == NULL)
			part = headline_heading_reading(doc, raw, 1);
		free(raw);
	}
	return part;
}

char *
headline_shown(struct html_doc *doc, const char *entry_title)
{
	char *raw, *part = NULL;
	int w = 1;

	if (entry_title == NULL ||
	    (raw = headline_undecorated(entry_title, &w)) == NULL)
		return NULL;
	/* the page's heading showing the title whole is the headline */
	if (headline_cut_short(entry_title) ||
	    (part = headline_heading(doc, entry_title)) != NULL) {
		free(part);
		free(raw);
		return NULL;
	}
	while (raw != NULL) {
		part = headline_heading_reading(doc, raw, 1);
		free(raw);
		w++;
		raw =
		    part == NULL ? headline_undecorated(entry_title, &w) : NULL;
	}
	return part;
}

/* ---- the page alone: its headline as its own markup names it ---- */

#define HEADLINE_HEADINGS 32 /* headings of each rank looked at */
#define HEADLINE_PARTS 8     /* a title's parts between separators */
#define HEADLINE_LABEL                                                         \
	6 /* bytes of a host's label a name's words                            \
	     run together must make */

struct headline_page {
	char *title; /* <title> */
	char *og;    /* og:title, else twitter:title */
	char *site;  /* og:site_name, else application-name */
	char *head[2 * HEADLINE_HEADINGS];
	int level[2 * HEADLINE_HEADINGS]; /* 1 for h1 ... 3 for h3 */
	int home[2 * HEADLINE_HEADINGS];  /* a link to the front page */
	size_t nhead;
	size_t nminor; /* of them h3s, which a page's menus use as often */
};

/* A short text's collapsed copy, or NULL when empty or too long. */
static char *
headline_short(char *s)
{
	char *c;

	if (s == NULL)
		return NULL;
	c = text_collapse(s);
	free(s);
	if (*c == '\0' || strlen(c) > HEADLINE_MAX) {
		free(c);
		return NULL;
	}
	return c;
}

static void
headline_meta(struct headline_page *hp, const xmlNode *n)
{
	const char *k = html_attr(n, "property"), *v;
	char **slot = NULL;

	if (k == NULL)
		k = html_attr(n, "name");
	if (k == NULL || (v = html_attr(n, "content")) == NULL)
		return;
	if (strcasecmp(k, "og:title") == 0 ||
	    (strcasecmp(k, "twitter:title") == 0 && hp->og == NULL))
		slot = &hp->og;
	else if (strcasecmp(k, "og:site_name") == 0 ||
	    (strcasecmp(k, "application-name") == 0 && hp->site == NULL))
		slot = &hp->site;
	if (slot == NULL)
		return;
	free(*slot);
	*slot = headline_short(xstrdup(v));
}

/*
 * 1 if heading h, whose text is text (headline_short()'s), is a link to
 * the site's front page and says nothing else: the site's name, as a
 * blog's header shows it above every post ("<h1><a
 * href="/">Blog</a></h1>"), whatever its length.  A headline links
 * nowhere, or to its own page.
 */
static int
headline_links_home(xmlNode *h, const char *text, const char *base)
{
	xmlNode *a = html_heading_link(h);
	const char *href;
	char *abs, *pq, *linked;
	int home;

	if (a == NULL || (href = html_attr(a, "href")) == NULL)
		return 0;
	abs = base != NULL ? url_resolve(base, href) : NULL;
	pq = abs != NULL ? url_path_query(abs) : NULL;
	home = pq != NULL ? strcmp(pq, "/") == 0 : strcmp(href, "/") == 0;
	free(pq);
	free(abs);
	if (!home)
		return 0;
	/* and all the heading says is the link's */
	linked = headline_short(html_node_text_dup(a));
	home = linked != NULL && strcmp(text, linked) == 0;
	free(linked);
	return home;
}

/* One walk of the page: its <title>, metas and first headings. */
static void
headline_read(struct html_doc *doc, struct headline_page *hp)
{
	xmlDocPtr xml = html_doc_xml(doc);
	xmlNodePtr root, n;
	const char *name;

	memset(hp, 0, sizeof(*hp));
	if (xml == NULL || (root = xmlDocGetRootElement(xml)) == NULL)
		return;
	for (n = root; n != NULL;) {
		if (n->type != XML_ELEMENT_NODE) {
			n = html_node_next(n, root);
			continue;
		}
		name = (const char *)n->name;
		if (strcmp(name, "meta") == 0)
			headline_meta(hp, n);
		else if (strcmp(name, "title") == 0 && hp->title == NULL) {
			/* its text whole, wherever it stands (html_node_text()
			 * leaves a <title> out) */
			xmlChar *c = xmlNodeGetContent(n);

			hp->title = headline_short(
			    c != NULL ? xstrdup((const char *)c) : NULL);
			xmlFree(c);
		} else if (name[0] == 'h' && name[1] >= '1' && name[1] <= '3' &&
		    name[2] == '\0' &&
		    (name[1] == '3' ? hp->nminor : hp->nhead - hp->nminor) <
			HEADLINE_HEADINGS) {
			if (html_node_is_skipped(n)) {
				n = html_node_after(n, root);
				continue;
			}
			if ((hp->head[hp->nhead] = headline_short(
				 html_node_text_dup(n))) != NULL) {
				hp->home[hp->nhead] = headline_links_home(
				    n, hp->head[hp->nhead], html_doc_url(doc));
				hp->level[hp->nhead++] = name[1] - '0';
				hp->nminor += name[1] == '3';
			}
			n = html_node_after(n, root);
			continue;
		} else if (strcmp(name, "svg") == 0 ||
		    strcmp(name, "script") == 0 || strcmp(name, "style") == 0) {
			n = html_node_after(n, root);
			continue;
		}
		n = html_node_next(n, root);
	}
}

static void
headline_page_clear(struct headline_page *hp)
{
	size_t i;

	free(hp->title);
	free(hp->og);
	free(hp->site);
	for (i = 0; i < hp->nhead; i++)
		free(hp->head[i]);
}

/* 1 if title is s, or holds s set off by separators, or by a mark alone
 * at either end ("Headline_Section_Site"): s is a heading of the page,
 * which reads the headline whole. */
static int
headline_holds(const char *title, const char *s)
{
	char *part, *t, *h;
	size_t n, k;
	int ends = 0;

	if (title == NULL)
		return 0;
	if (text_reads_same(title, s))
		return 1;
	t = text_collapse(title);
	h = text_collapse(s);
	n = strlen(h);
	k = strlen(t);
	if (n > 0 && k > n)
		ends = (strncasecmp(t, h, n) == 0 &&
			   (t[n] == '_' || text_title_mark(t + n) > 0)) ||
		    (strcasecmp(t + k - n, h) == 0 &&
			(t[k - n - 1] == '_' ||
			    text_title_mark(t + k - n - 1) > 0));
	free(t);
	free(h);
	if (ends)
		return 1;
	if ((part = headline_part(title, s)) == NULL)
		return 0;
	free(part);
	return 1;
}

/* A title cut at its separators (" | ", " - ", " :: " ...). */
struct headline_cut {
	char *t;   /* the title collapsed */
	size_t n;  /* parts, HEADLINE_PARTS at most */
	int whole; /* 1 when the parts reach the title's end */
	struct {
		size_t off, len;
	} part[HEADLINE_PARTS];
};

static void
headline_cut(const char *title, struct headline_cut *c)
{
	size_t n, i, j, start;

	c->t = text_collapse(title);
	c->n = 0;
	n = strlen(c->t);
	for (i = 0, start = 0; i <= n && c->n < HEADLINE_PARTS; i++) {
		j = i;
		if (i < n && c->t[i] != ' ')
			continue;
		if (i < n) {
			for (j = i; j < n &&
			     (c->t[j] == ' ' || text_title_mark(c->t + j) > 0);
			     j +=
			     c->t[j] == ' ' ? 1 : text_title_mark(c->t + j))
				;
			if (j >= n || !headline_is_sep(c->t + i, c->t + j) ||
			    c->t[j - 1] != ' ')
				continue;
		}
		c->part[c->n].off = start;
		c->part[c->n++].len = i - start;
		start = j;
		i = j > 0 ? j - 1 : 0;
	}
	c->whole = start >= n;
}

/* 1 if key (text_key()'s) is words of host's name (a key too), or,
 * its spaces left out, one of host's labels ("Letters of Note" of
 * lettersofnote.com): a site writes its name in words its host
 * runs together. */
static int
headline_key_hosted(const char *host, const char *key)
{
	char *run, *q;
	const char *p;
	size_t n;
	int named;

	if (host == NULL || *key == '\0')
		return 0;
	if (text_key_contains(host, key))
		return 1;
	if (strchr(key, ' ') == NULL)
		return 0;
	run = xstrdup(key);
	for (p = key, q = run; *p != '\0'; p++)
		if (*p != ' ')
			*q++ = *p;
	*q = '\0';
	n = strlen(run);
	named = n >= HEADLINE_LABEL && text_key_contains(host, run);
	free(run);
	return named;
}

/* 1 if part k of c names the site: empty, its og:site_name, or words
 * of its host's name. */
static int
headline_cut_sited(
    const struct headline_cut *c, size_t k, const char *site, const char *host)
{
	char *p = xstrndup(c->t + c->part[k].off, c->part[k].len);
	char *key = text_key(p);
	int named = *key == '\0' ||
	    (site != NULL && text_reads_same(p, site)) ||
	    headline_key_hosted(host, key);

	free(key);
	free(p);
	return named;
}

/*
 * What follows a title's first colon when what goes before it names the
 * site ("Letters of Note: Vast riddles", "Forbes.com: Chips"), as a
 * blog's title puts its name before the post's; else NULL.  A colon
 * inside a headline ("Elections: turnout high") leaves it whole.
 */
static char *
headline_after_site(const char *title, const char *site, const char *host)
{
	char *t = text_collapse(title), *p, *head, *key, *out = NULL;

	for (p = *t != '\0' ? t + 1 : t; *p != '\0'; p++)
		if (p[0] == ':' && p[1] == ' ' && p[-1] != ' ')
			break;
	if (*p != '\0' && p[2] != '\0') {
		head = xstrndup(t, (size_t)(p - t));
		key = text_key(head);
		if ((site != NULL && text_reads_same(head, site)) ||
		    headline_key_hosted(host, key))
			out = xstrdup(p + 2);
		free(key);
		free(head);
	}
	free(t);
	return out;
}

/*
 * title less its parts that name the site: the text before or after a
 * separator whose key is the site name's, or a part of the host's name,
 * or before a colon (headline_after_site()).  A <title> holds crumbs of
 * sections as well ("Headline - World - Sport - The Canberra Times"):
 * its longest part that names neither is kept.
 */
static char *
headline_unsited(const char *title, const char *site, const char *host)
{
	struct headline_cut c;
	size_t i, best = 0, blen = 0;
	char *out, *rest;

	headline_cut(title, &c);
	for (i = 0; c.n >= 2 && i < c.n; i++)
		if (c.part[i].len > blen &&
		    !headline_cut_sited(&c, i, site, host)) {
			best = i;
			blen = c.part[i].len;
		}
	out = blen > 0 ? xstrndup(c.t + c.part[best].off, blen) : NULL;
	free(c.t);
	if ((rest = headline_after_site(
		 out != NULL ? out : title, site, host)) != NULL) {
		free(out);
		out = rest;
	}
	return out;
}

/*
 * og:title less the parts at its ends that name the site ("Headline |
 * Site"), or NULL when no end does.  An og:title is the headline, with
 * the site's name at most: what stays between stays whole, separators
 * and all ("Star Wars Jedi: Fallen Order review - shoots for the moon").
 */
static char *
headline_unsited_ends(const char *og, const char *site, const char *host)
{
	struct headline_cut c;
	size_t first = 0, last;
	char *out = NULL;

	headline_cut(og, &c);
	if (c.n >= 2 && c.whole) {
		while (first < c.n && headline_cut_sited(&c, first, site, host))
			first++;
		for (last = c.n; last > first &&
		     headline_cut_sited(&c, last - 1, site, host);
		     last--)
			;
		if (last > first && (first > 0 || last < c.n))
			out = xstrndup(c.t + c.part[first].off,
			    c.part[last - 1].off + c.part[last - 1].len -
				c.part[first].off);
	}
	free(c.t);
	return out;
}

/* The host of doc's URL as a key ("www example com"), or NULL. */
static char *
headline_host(struct html_doc *doc)
{
	const char *u = html_doc_url(doc), *p;
	char *h, *k;
	size_t n;

	if (u == NULL || (p = strstr(u, "://")) == NULL)
		return NULL;
	p += 3;
	n = strcspn(p, "/:?#");
	h = xstrndup(p, n);
	k = text_key(h);
	free(h);
	return k;
}

/* title's length less the site's name where it is a part of it (set
 * off by separators, or before a colon): what the title says of the
 * page.  title is collapsed (headline_short()), so a part of it is
 * shorter. */
static size_t
headline_own_len(
    const char *title, const char *name, const char *site, const char *host)
{
	char *part;
	size_t n;

	if (title == NULL)
		return 0;
	n = strlen(title);
	if (name != NULL && (part = headline_part(title, name)) != NULL) {
		n -= strlen(part);
		free(part);
	}
	if ((part = headline_after_site(title, site, host)) != NULL) {
		if (strlen(part) < n)
			n = strlen(part);
		free(part);
	}
	return n;
}

/* 1 if title holds heading s of level 1-3 (headline_holds()), an h3
 * as half of what the title says of the page at least (own, its
 * headline_own_len()): a page's menus, boxes and bylines are h3s as
 * often as a blog's post titles are, and the title holds a byline
 * beside a longer headline ("Headline - NHL.com - News"); a blog's
 * title holds its name beside the post's ("Blog: Headline"). */
static int
headline_named(const char *title, const char *s, int level, size_t own)
{
	return headline_holds(title, s) && (level < 3 || 2 * strlen(s) >= own);
}

/* 1 if heading s names the site: it is words of its og:site_name or
 * of its host's name ("Engadget" on www.engadget.com), no headline. */
static int
headline_names_site(const char *s, const char *site, const char *host)
{
	char *key, *skey;
	int named;

	key = text_key(s);
	named = headline_key_hosted(host, key);
	if (!named && site != NULL) {
		skey = text_key(site);
		named = text_key_contains(skey, key);
		free(skey);
	}
	free(key);
	return named;
}

char *
headline_guess(struct html_doc *doc)
{
	struct headline_page hp;
	char *out = NULL, *host;
	const char *name = NULL, *site;
	size_t i, best, own_og, own_title;

	if (doc == NULL)
		return NULL;
	headline_read(doc, &hp);
	host = headline_host(doc);
	/* the site's name as its header links it to the front page */
	for (i = 0; i < hp.nhead && name == NULL; i++)
		if (hp.home[i])
			name = hp.head[i];
	own_og = headline_own_len(hp.og, name, hp.site, host);
	own_title = headline_own_len(hp.title, name, hp.site, host);
	/* the longest heading the page's metadata names as its title (a
	 * blog's name may be a heading too, and the site's name); an h3
	 * (a blog's post title, as often a byline or a box's) only as
	 * half of that title at least */
	for (i = 0, best = 0; i < hp.nhead; i++)
		if (strlen(hp.head[i]) > best &&
		    (headline_named(hp.og, hp.head[i], hp.level[i], own_og) ||
			headline_named(
			    hp.title, hp.head[i], hp.level[i], own_title)) &&
		    !hp.home[i] &&
		    !headline_names_site(hp.head[i], hp.site, host)) {
			free(out);
			out = xstrdup(hp.head[i]);
			best = strlen(hp.head[i]);
		}
	/* the site's name: its og:site_name, else its header's link home
	 * ("Headline | Town Blog" under <h1><a href=/>Town Blog</a></h1>) */
	site = hp.site != NULL ? hp.site : name;
	if (out == NULL && hp.og != NULL &&
	    (out = headline_unsited_ends(hp.og, site, host)) == NULL &&
	    (out = headline_after_site(hp.og, site, host)) == NULL) {
		out = hp.og;
		hp.og = NULL;
	}
	if (out == NULL && hp.title != NULL &&
	    (out = headline_unsited(hp.title, site, host)) == NULL) {
		out = hp.title;
		hp.title = NULL;
	}
	free(host);
	for (i = 0; i < hp.nhead && out == NULL; i++)
		if (hp.level[i] == 1)
			out = xstrdup(hp.head[i]);
	headline_page_clear(&hp);
	return out;
}

/* SPDX-License-Identifier: ISC */
/*
 * picture: pictures as a browser shows them.  Pages load most pictures
 * late, by a script that copies a data- attribute into src once the
 * picture scrolls into view; the src a parser sees is a stand-in (a
 * data: URL, a blank GIF) or missing, and a <noscript> beside it holds
 * the real <img>.  Pages also carry images that are no picture: a
 * 1x1 beacon counting readers, a share button's icon.  What is found
 * here is found by the conventions every lazy loader and counter
 * shares (attribute names, declared sizes, the words of a path), never
 * by a site's name.
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/tree.h>

#include "html.h"
#include "picture.h"
#include "text.h"
#include "url.h"
#include "util.h"

#define PICTURE_PIXEL 2      /* a declared side this small: a beacon */
#define PICTURE_ICON 16      /* both sides this small: an icon */
#define PICTURE_CAPTION 400  /* bytes of a caption's text, at most */
#define PICTURE_LEAD_SIDE 64 /* a side declared smaller: no photo */
/* between a headline and its body: nodes walked, and the text a
 * standfirst and a byline show, in non-space bytes */
#define PICTURE_ABOVE_STEPS 2000
#define PICTURE_ABOVE_TEXT 1000
#define PICTURE_FIGURE_WIDTH 200 /* declared this wide: a story's figure */
#define PICTURE_CREDIT 40        /* bytes of a picture's text not its caption */
#define PICTURE_KEY_SALT 0x9e3779b97f4a7c15ULL /* sets keys apart */

/* Lazy loaders' attributes holding an <img>'s real URL, in order. */
static const char *const picture_lazy_src[] = { "data-src", "data-lazy-src",
	"data-original", "data-lazy", "data-hi-res-src", "data-full-src",
	"data-orig-src", "data-actualsrc", "data-echo", "data-url" };

/* And its real srcset. */
static const char *const picture_lazy_srcset[] = { "data-srcset",
	"data-lazy-srcset", "srcset" };

/* What holds a picture on an element that is not an <img>. */
static const char *const picture_holder_attrs[] = { "data-src", "data-lazy-src",
	"data-original", "data-bg", "data-background", "data-background-image",
	"data-bg-src", "data-lazy-background" };

/* Words of a class naming an element a picture. */
static const char *const picture_holder_words[] = { "lazy", "lazyload",
	"lazyloaded", "image", "img", "photo", "picture", "bg", "background" };

/* Extensions of a page's file, never a picture's. */
static const char *const picture_page_exts[] = { "html", "htm", "php", "asp",
	"aspx", "js", "json" };

/* Extensions of a picture's file. */
static const char *const picture_exts[] = { "jpg", "jpeg", "png", "gif", "webp",
	"avif" };

/* Extensions of a photograph's file: never a beacon's. */
static const char *const picture_photo_exts[] = { "jpg", "jpeg", "webp",
	"avif" };

/* Host labels and path directories of counters. */
static const char *const picture_beacon_dirs[] = { "pixel", "pixels", "beacon",
	"beacons", "~r" };

/* File names (no extension, .gif or .png) of pixels and stand-ins. */
static const char *const picture_beacon_files[] = { "1x1", "b", "beacon",
	"blank", "clear", "p", "pix", "pixel", "spacer", "t", "tr", "track",
	"tracking", "trans", "transparent", "__utm" };

/* File names of stand-ins a lazy loader shows first. */
static const char *const picture_stand_in_files[] = { "blank", "empty", "grey",
	"gray", "lazy", "loading", "placeholder", "spacer", "transparent",
	"1x1", "pixel" };

static int picture_in(const char *, size_t, const char *const *, size_t);
static int picture_is_url(const char *);
static int picture_is_stand_in(const char *);
static int picture_has_img(const xmlNode *, int);
static void picture_file(
    const char *, const char **, size_t *, const char **, size_t *);
static long picture_side(const xmlNode *, const char *);

/* 1 if the n bytes at s are one of list's words (any case). */
static int
picture_in(const char *s, size_t n, const char *const *list, size_t nlist)
{
	size_t i;

	for (i = 0; i < nlist; i++)
		if (strlen(list[i]) == n && strncasecmp(s, list[i], n) == 0)
			return 1;
	return 0;
}

/* 1 if a lazy loader's value v reads as one URL (not "true", not a
 * srcset, not JSON). */
static int
picture_is_url(const char *v)
{
	const char *p, *e;

	for (p = v; *p != '\0' && isspace((unsigned char)*p); p++)
		;
	for (e = p + strlen(p); e > p && isspace((unsigned char)e[-1]); e--)
		;
	if (e == p || *p == '{' || *p == '[')
		return 0;
	for (v = p; v < e; v++)
		if (isspace((unsigned char)*v))
			return 0;
	return memchr(p, '/', (size_t)(e - p)) != NULL ||
	    memchr(p, '.', (size_t)(e - p)) != NULL;
}

/*
 * The last segment of url's path split at its last dot: the file's
 * stem and extension (the extension empty when there is none).
 */
static void
picture_file(const char *url, const char **stem, size_t *nstem,
    const char **ext, size_t *next)
{
	const char *p, *end, *slash, *dot;

	p = strstr(url, "://");
	p = p != NULL ? p + 3 : url;
	end = p + strcspn(p, "?#");
	for (slash = end; slash > p && slash[-1] != '/'; slash--)
		;
	if (slash == p) /* no path: the host */
		slash = end;
	for (dot = end; dot > slash && dot[-1] != '.'; dot--)
		;
	if (dot == slash) {
		*stem = slash;
		*nstem = (size_t)(end - slash);
		*ext = end;
		*next = 0;
	} else {
		*stem = slash;
		*nstem = (size_t)(dot - 1 - slash);
		*ext = dot;
		*next = (size_t)(end - dot);
	}
}

/* 1 if src is what a lazy loader shows before the picture. */
static int
picture_is_stand_in(const char *src)
{
	const char *stem, *ext;
	size_t nstem, next;

	while (isspace((unsigned char)*src))
		src++;
	if (*src == '\0' || strncasecmp(src, "data:", 5) == 0 ||
	    strncasecmp(src, "about:", 6) == 0)
		return 1;
	picture_file(src, &stem, &nstem, &ext, &next);
	return picture_in(stem, nstem, picture_stand_in_files,
		   NELEM(picture_stand_in_files)) ||
	    picture_url_is_beacon(src);
}

/* See picture.h. */
char *
picture_srcset_best(const char *s)
{
	const char *u, *ue, *d;
	char *best = NULL;
	double size, best_size = -1;
	int is_w, best_w = 0;

	if (s == NULL)
		return NULL;
	for (;;) {
		while (isspace((unsigned char)*s) || *s == ',')
			s++;
		if (*s == '\0')
			break;
		for (u = s; *s != '\0' && !isspace((unsigned char)*s); s++)
			;
		ue = s;
		size = 1;
		is_w = 0;
		if (ue > u && ue[-1] == ',') { /* "a.jpg," no descriptor */
			while (ue > u && ue[-1] == ',')
				ue--;
		} else {
			while (isspace((unsigned char)*s))
				s++;
			d = s;
			s += strcspn(s, ",");
			if (s > d &&
			    (d[strspn(d, "0123456789.")] == 'w' ||
				d[strspn(d, "0123456789.")] == 'x')) {
				size = strtod(d, NULL);
				is_w = d[strspn(d, "0123456789.")] == 'w';
			}
		}
		if (ue == u || strncasecmp(u, "data:", 5) == 0)
			continue;
		/* widths beat densities; the largest of a kind wins */
		if (best == NULL || (is_w && !best_w) ||
		    (is_w == best_w && size > best_size)) {
			free(best);
			best = xstrndup(u, (size_t)(ue - u));
			best_size = size;
			best_w = is_w;
		}
	}
	return best;
}

/* See picture.h. */
int
picture_sized_attr(const char *name)
{
	return strncasecmp(name, "data-src-", 9) == 0 ||
	    strncasecmp(name, "data-lazy-src-", 14) == 0;
}

/*
 * The URL of the last of img's attributes named for a lazy loader's
 * sizes ("data-src-small", "data-src-large", "data-lazy-src-2x"), a URL
 * and no stand-in; NULL if none.  A loader that keeps one URL a screen
 * size lists them smallest first.
 */
static const char *
picture_sized_src(const xmlNode *img)
{
	const xmlAttr *a;
	const char *v, *last = NULL;

	for (a = img->properties; a != NULL; a = a->next) {
		if (!picture_sized_attr((const char *)a->name) ||
		    a->children == NULL || a->children->content == NULL)
			continue;
		v = (const char *)a->children->content;
		if (picture_is_url(v) && !picture_is_stand_in(v))
			last = v;
	}
	return last;
}

/* See picture.h. */
char *
picture_img_src(const xmlNode *img)
{
	const char *v, *src;
	char *s;
	size_t i;

	for (i = 0; i < NELEM(picture_lazy_src); i++) {
		if ((v = html_attr(img, picture_lazy_src[i])) != NULL &&
		    picture_is_url(v) && !picture_is_stand_in(v))
			return util_trim(xstrdup(v));
	}
	src = html_attr(img, "src");
	if (src != NULL && !picture_is_stand_in(src))
		return util_trim(xstrdup(src));
	for (i = 0; i < NELEM(picture_lazy_srcset); i++) {
		if ((s = picture_srcset_best(
			 html_attr(img, picture_lazy_srcset[i]))) != NULL)
			return s;
	}
	if ((v = picture_sized_src(img)) != NULL)
		return util_trim(xstrdup(v));
	/* a stand-in that is not a data: URL is still a picture */
	return src != NULL && picture_is_url(src) &&
		strncasecmp(src, "data:", 5) != 0 && !picture_url_is_beacon(src)
	    ? util_trim(xstrdup(src))
	    : NULL;
}

/* See picture.h. */
uint64_t
picture_key(const xmlNode *img)
{
	char *src = picture_img_src(img);
	uint64_t h = src != NULL ? text_fingerprint(src, strlen(src)) : 0;

	free(src);
	if (h == 0)
		return 0;
	/* a picture's key never meets a text's of the same words */
	h ^= PICTURE_KEY_SALT;
	return h != 0 ? h : 1;
}

/* See picture.h. */
const char *
picture_img_srcset(const xmlNode *img)
{
	const char *v;
	size_t i;

	for (i = 0; i < NELEM(picture_lazy_srcset); i++)
		if ((v = html_attr(img, picture_lazy_srcset[i])) != NULL &&
		    strchr(v, '/') != NULL)
			return v;
	return NULL;
}

/* 1 if an <img> is below n. */
static int
picture_has_img(const xmlNode *n, int depth)
{
	const xmlNode *c;

	for (c = n->children; c != NULL && depth < 50; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (strcasecmp((const char *)c->name, "img") == 0 ||
		    picture_has_img(c, depth + 1))
			return 1;
	}
	return 0;
}

/* 1 if class list cls holds a word naming a picture: "lazy-image",
 * "c-photo", "bg_img" (words split at '-' and '_'), not "lazybrain". */
static int
picture_class_names(const char *cls)
{
	const char *p = cls;
	size_t n;

	while (*p != '\0') {
		n = strcspn(p, " \t\r\n-_");
		if (n > 0 &&
		    picture_in(p, n, picture_holder_words,
			NELEM(picture_holder_words)))
			return 1;
		p += n;
		p += strspn(p, " \t\r\n-_");
	}
	return 0;
}

/* See picture.h. */
char *
picture_holder_src(const xmlNode *el)
{
	const char *v = NULL, *cls, *stem, *ext;
	size_t i, nstem, next;

	for (i = 0; i < NELEM(picture_holder_attrs) && v == NULL; i++) {
		v = html_attr(el, picture_holder_attrs[i]);
		if (v != NULL && (!picture_is_url(v) || picture_is_stand_in(v)))
			v = NULL;
	}
	/* schema.org microdata: an ImageObject named by its itemid */
	if (v == NULL && (cls = html_attr(el, "itemtype")) != NULL &&
	    strstr(cls, "schema.org/ImageObject") != NULL &&
	    (v = html_attr(el, "itemid")) != NULL && !picture_is_url(v))
		v = NULL;
	if (v == NULL || picture_has_img(el, 0))
		return NULL;
	picture_file(v, &stem, &nstem, &ext, &next);
	/* a picture's file, or a file (not a page's directory, not a
	 * page) of an element whose class names it a picture */
	if (!picture_in(ext, next, picture_exts, NELEM(picture_exts)) &&
	    (nstem == 0 ||
		picture_in(
		    ext, next, picture_page_exts, NELEM(picture_page_exts)) ||
		(cls = html_attr(el, "class")) == NULL ||
		!picture_class_names(cls)))
		return NULL;
	return util_trim(xstrdup(v));
}

/* See picture.h. */
const char *
picture_img_alt(const xmlNode *n)
{
	static const char *const names[] = { "alt", "data-alt", "aria-label" };
	const char *v, *p;
	size_t i;

	for (i = 0; i < NELEM(names); i++) {
		if ((v = html_attr(n, names[i])) == NULL)
			continue;
		for (p = v; *p == ' ' || *p == '\t' || *p == '\n' || *p == '\r';
		     p++)
			;
		if (*p != '\0')
			return v;
	}
	return html_attr(n, "alt");
}

/* See picture.h. */
int
picture_url_is_beacon(const char *url)
{
	const char *p, *end, *seg, *stem, *ext;
	size_t n, nstem, next;

	if ((p = strstr(url, "://")) == NULL)
		return 0;
	p += 3;
	picture_file(url, &stem, &nstem, &ext, &next);
	/* a photograph's file is a picture, whoever serves it (an image
	 * host may be named pixel) */
	if (picture_in(
		ext, next, picture_photo_exts, NELEM(picture_photo_exts)))
		return 0;
	/* the host's first label */
	n = strcspn(p, ".:/?#");
	if (picture_in(
		p, n, picture_beacon_dirs, NELEM(picture_beacon_dirs) - 1))
		return 1;
	p += strcspn(p, "/?#");
	end = p + strcspn(p, "?#");
	/* a directory of the path */
	for (seg = p; seg < end; seg += n) {
		seg++;
		n = strcspn(seg, "/?#");
		if (seg + n < end &&
		    picture_in(seg, n, picture_beacon_dirs,
			NELEM(picture_beacon_dirs)))
			return 1;
		if (n == 0)
			break;
	}
	if ((next == 0 || (next == 3 && strncasecmp(ext, "gif", 3) == 0) ||
		(next == 3 && strncasecmp(ext, "png", 3) == 0)) &&
	    picture_in(
		stem, nstem, picture_beacon_files, NELEM(picture_beacon_files)))
		return 1;
	return next == 3 && strncasecmp(ext, "gif", 3) == 0 && *end == '?' &&
	    strstr(end, "utm_") != NULL;
}

/* A side of img in pixels as declared (attribute, else style), or -1. */
static long
picture_side(const xmlNode *img, const char *side)
{
	const char *v, *p, *q;
	char *e;
	long n;

	if ((v = html_attr(img, side)) != NULL) {
		while (isspace((unsigned char)*v))
			v++;
		n = strtol(v, &e, 10);
		if (e > v && *e != '%')
			return n;
	}
	if ((v = html_attr(img, "style")) == NULL)
		return -1;
	for (p = strcasestr(v, side); p != NULL; p = strcasestr(p + 1, side)) {
		if (p > v && (p[-1] == '-' || isalpha((unsigned char)p[-1])))
			continue; /* max-width, line-height */
		/* q reads on; p stays at the match, so the next search
		 * starts inside the string even when q reached its end */
		q = p + strlen(side);
		while (isspace((unsigned char)*q))
			q++;
		if (*q != ':')
			continue;
		q++;
		while (isspace((unsigned char)*q))
			q++;
		n = strtol(q, &e, 10);
		if (e > q && strncasecmp(e, "px", 2) == 0)
			return n;
	}
	return -1;
}

/* See picture.h. */
int
picture_is_pixel(const xmlNode *img, const char *url)
{
	long w = picture_side(img, "width"), h = picture_side(img, "height");

	if (url != NULL && picture_url_is_beacon(url))
		return 1;
	if ((w >= 0 && w <= PICTURE_PIXEL) || (h >= 0 && h <= PICTURE_PIXEL))
		return 1;
	return w >= 0 && h >= 0 && w <= PICTURE_ICON && h <= PICTURE_ICON;
}

/* See picture.h. */
char *
picture_url(const char *base, const char *s)
{
	char *abs = base != NULL ? url_resolve(base, s)
	    : url_is_http(s)     ? xstrdup(s)
				 : NULL;

	if (abs != NULL && picture_url_is_beacon(abs)) {
		free(abs);
		abs = NULL;
	}
	return abs;
}

/* See picture.h. */
int
picture_is_small(const xmlNode *img)
{
	long w = picture_side(img, "width"), h = picture_side(img, "height");

	return (w >= 0 && w < PICTURE_LEAD_SIDE) ||
	    (h >= 0 && h < PICTURE_LEAD_SIDE);
}

/* The URL of img when it can lead an article (picture_first()), else
 * NULL; the caller frees. */
static char *
picture_leads(const xmlNode *img, const char *base)
{
	char *src, *abs;

	if (picture_is_small(img) || (src = picture_img_src(img)) == NULL)
		return NULL;
	abs = picture_url(base, src);
	free(src);
	return abs;
}

/* See picture.h. */
char *
picture_first(const xmlNode *n, const char *base)
{
	xmlNode *c = html_node_next(n, n);
	char *abs;

	while (c != NULL)
		if (c->type != XML_ELEMENT_NODE)
			c = html_node_next(c, n);
		else if (html_node_is_skipped(c))
			c = html_node_after(c, n);
		else if (strcmp((const char *)c->name, "img") == 0 &&
		    (abs = picture_leads(c, base)) != NULL)
			return abs;
		else
			c = html_node_next(c, n);
	return NULL;
}

/*
 * 1 if img is set as a story's figure, not as a link's face (a share
 * button, an author's photo, an advert, another story's thumbnail) nor
 * as a line's icon: in no link, and in a <figure> or <picture>, offered
 * in several sizes (srcset), or declared at least PICTURE_FIGURE_WIDTH
 * wide.
 */
static int
picture_sets_figure(const xmlNode *img)
{
	const xmlNode *p;
	int figure = picture_img_srcset(img) != NULL ||
	    picture_side(img, "width") >= PICTURE_FIGURE_WIDTH;

	for (p = img->parent; p != NULL && p->type == XML_ELEMENT_NODE;
	     p = p->parent)
		if (strcmp((const char *)p->name, "a") == 0)
			return 0;
		else if (strcmp((const char *)p->name, "figure") == 0 ||
		    strcmp((const char *)p->name, "picture") == 0)
			figure = 1;
	return figure;
}

/* See picture.h. */
char *
picture_above(
    xmlNode *headline, xmlNode *const *body, size_t nb, const char *base)
{
	xmlNode *root, *n;
	const xmlChar *p;
	char *abs;
	size_t i, text = 0;
	int steps;

	if (headline == NULL || headline->doc == NULL ||
	    (root = xmlDocGetRootElement(headline->doc)) == NULL)
		return NULL;
	for (i = 0; i < nb; i++)
		if (html_node_holds(body[i], headline) ||
		    html_node_holds(headline, body[i]))
			return NULL;
	n = html_node_after(headline, root);
	for (steps = 0; n != NULL && steps < PICTURE_ABOVE_STEPS; steps++) {
		if (n->type == XML_TEXT_NODE) {
			for (p = n->content; p != NULL && *p != '\0'; p++)
				text += *p > ' ';
			if (text > PICTURE_ABOVE_TEXT)
				return NULL;
			n = html_node_next(n, root);
			continue;
		}
		if (n->type != XML_ELEMENT_NODE || html_node_is_skipped(n)) {
			n = html_node_after(n, root);
			continue;
		}
		for (i = 0; i < nb; i++)
			if (n == body[i])
				return NULL; /* the story starts: no picture */
		if (strcmp((const char *)n->name, "img") == 0 &&
		    picture_sets_figure(n) &&
		    (abs = picture_leads(n, base)) != NULL)
			return abs;
		n = html_node_next(n, root);
	}
	return NULL;
}

/* 1 if html shows a picture before any text. */
static int
picture_opens_with_img(const char *html)
{
	const char *p;

	for (p = html; *p != '\0';) {
		if (*p == '<') {
			if (strncasecmp(p, "<img", 4) == 0)
				return 1;
			if ((p = strchr(p, '>')) == NULL)
				return 0;
			p++;
		} else if (isspace((unsigned char)*p))
			p++;
		else
			return 0;
	}
	return 0;
}

/* 1 if html holds image, whatever the scheme or query. */
static int
picture_holds(const char *html, const char *image)
{
	const char *p = strstr(image, "//");
	char *key;
	int found;

	if (p == NULL)
		return 0;
	key = xstrndup(p, strcspn(p, "?#"));
	found = strlen(key) > 3 && strstr(html, key) != NULL;
	free(key);
	return found;
}

/* See picture.h. */
char *
picture_lead(const char *html, const char *image)
{
	struct buf b;
	const char *p;

	if (html == NULL)
		html = "";
	if (image == NULL || !url_is_http(image) ||
	    picture_url_is_beacon(image) || picture_opens_with_img(html) ||
	    picture_holds(html, image))
		return xstrdup(html);
	buf_init(&b);
	buf_adds(&b, "<figure><img src=\"");
	for (p = image; *p != '\0'; p++) {
		if (*p == '&')
			buf_adds(&b, "&amp;");
		else if (*p == '"')
			buf_adds(&b, "&quot;");
		else if (*p == '<')
			buf_adds(&b, "&lt;");
		else if (*p == '>')
			buf_adds(&b, "&gt;");
		else
			buf_addc(&b, *p);
	}
	buf_adds(&b, "\" alt=\"\"></figure>\n");
	buf_adds(&b, html);
	return buf_detach(&b, NULL);
}

/* Past the end of the element whose start tag opens at p ("<name..."),
 * counting nested ones of its name; NULL when it never ends. */
static const char *
picture_element_end(const char *p)
{
	char name[16], open[20], close[20];
	const char *q;
	size_t n = strcspn(p + 1, " >/");
	int depth = 0;

	if (n == 0 || n >= sizeof(name))
		return NULL;
	memcpy(name, p + 1, n);
	name[n] = '\0';
	if (strcmp(name, "img") == 0)
		return (q = strchr(p, '>')) != NULL ? q + 1 : NULL;
	snprintf(open, sizeof(open), "<%s", name);
	snprintf(close, sizeof(close), "</%s>", name);
	for (q = p; *q != '\0'; q++) {
		if (strncmp(q, open, n + 1) == 0 &&
		    (q[n + 1] == '>' || q[n + 1] == ' '))
			depth++;
		else if (strncmp(q, close, n + 3) == 0 && --depth == 0)
			return q + n + 3;
	}
	return NULL;
}

/* 1 if the element from p to end holds an image and no more text than a
 * caption's (its own text a credit's at most, beside a figcaption's). */
static int
picture_is_figure(const char *p, const char *end)
{
	size_t text = 0, own = 0;
	int in_tag = 0, has_img = 0, in_caption = 0;

	for (; p < end; p++) {
		if (*p == '<') {
			in_tag = 1;
			has_img |= strncmp(p, "<img", 4) == 0;
			if (strncmp(p, "<figcaption", 11) == 0)
				in_caption = 1;
			else if (strncmp(p, "</figcaption", 12) == 0)
				in_caption = 0;
		} else if (*p == '>')
			in_tag = 0;
		else if (!in_tag && !isspace((unsigned char)*p)) {
			text++;
			own += !in_caption;
		}
	}
	return has_img && text <= PICTURE_CAPTION && own <= PICTURE_CREDIT;
}

/* See picture.h. */
char *
picture_lead_cut(const char *html, char **rest)
{
	const char *p = html, *end;
	struct buf b;
	int depth;

	*rest = NULL;
	/* through the wrappers the body opens with (<div>s) */
	for (depth = 0; depth < 8; depth++) {
		while (isspace((unsigned char)*p))
			p++;
		if (*p != '<' || !isalpha((unsigned char)p[1]) ||
		    (end = picture_element_end(p)) == NULL)
			return NULL;
		/* a wrapper: what it opens with */
		if (strncmp(p, "<div>", 5) == 0 &&
		    p[5 + strspn(p + 5, " \t\r\n")] == '<' &&
		    isalpha((unsigned char)p[6 + strspn(p + 5, " \t\r\n")])) {
			p += 5;
			continue;
		}
		if (picture_is_figure(p, end))
			break;
		return NULL;
	}
	if (depth == 8)
		return NULL;
	buf_init(&b);
	buf_add(&b, html, (size_t)(p - html));
	buf_adds(&b, end);
	*rest = buf_detach(&b, NULL);
	return xstrndup(p, (size_t)(end - p));
}

/* See picture.h. */
int
picture_is_element(const xmlNode *n)
{
	static const char *const tags[] = { "img", "picture", "figure",
		"video" };

	return html_name_among(n, tags, NELEM(tags));
}

/* See picture.h. */
int
picture_shows(const xmlNode *n)
{
	return strcasecmp((const char *)n->name, "img") == 0 ||
	    picture_has_img(n, 0);
}

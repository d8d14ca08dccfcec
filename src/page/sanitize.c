/* SPDX-License-Identifier: ISC */
/*
 * sanitize: the HTML templar serves is built from an allow-list, never by
 * removing what is known to be bad: an article's page is written by
 * whoever runs the site (or whoever got into it), and what we pass on is
 * opened in readers and browsers.  The fragment is parsed by libxml2's
 * HTML parser, as a browser would (entities decoded, so
 * "&#106;avascript:" is seen as the scheme it is; tag names lower-cased),
 * then written out again from the tree: allowed elements with allowed
 * attributes, URLs resolved and kept only when http or https, text
 * escaped.  Elements whose content is code or chrome (script, style,
 * svg, math, form controls...) are dropped whole; any other element not
 * allowed is unwrapped, so its text stays, or written as a div where its
 * style shows it as a block.  Pictures are written as a
 * browser would show them once the page's scripts ran (picture.c): the
 * lazy loader's real URL, the <noscript> fallback when nothing before
 * it showed, a <picture>'s image, no beacons; a player (iframe, embed,
 * object, video, audio) becomes a line linking to it (player.c).
 */
#include "config.h"

#include <ctype.h>
#include <stdint.h>
#include <string.h>

#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

#include "html.h"
#include "log.h"
#include "picture.h"
#include "player.h"
#include "sanitize.h"
#include "url.h"
#include "util.h"

#define SANITIZE_MAX_DEPTH 200  /* deeper nodes are dropped */
#define SANITIZE_BLANKS_BACK 64 /* blanks looked back over for a break */
#define SANITIZE_ENDS 8         /* rules and breaks taken off each end */

/* Elements written out as they are (with the attributes below). */
static const char *const sanitize_keep[] = { "a", "abbr", "b", "blockquote",
	"br", "caption", "cite", "code", "dd", "del", "dfn", "div", "dl", "dt",
	"em", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr",
	"i", "img", "ins", "kbd", "li", "mark", "ol", "p", "pre", "q", "s",
	"samp", "small", "strong", "sub", "sup", "table", "tbody", "td",
	"tfoot", "th", "thead", "time", "tr", "u", "ul", "var" };

/* Blocks that become a div: their text must not run into the next. */
static const char *const sanitize_blocks[] = { "address", "article", "aside",
	"center", "details", "footer", "header", "hgroup", "main", "section",
	"summary" };

/* Dropped with everything inside. */
static const char *const sanitize_drop[] = { "applet", "base", "basefont",
	"button", "canvas", "datalist", "dialog", "frame", "frameset", "head",
	"input", "isindex", "keygen", "link", "map", "math", "menu", "meta",
	"meter", "nav", "noembed", "noframes", "option", "optgroup", "output",
	"param", "portal", "progress", "script", "select", "slot", "source",
	"style", "svg", "template", "textarea", "title", "track", "xml" };

/* Written out only when they show something (a picture, text). */
static const char *const sanitize_empty_go[] = { "a", "figure", "li", "ol",
	"ul" };

/* Blocks written out only when they show something: a box the rules
 * emptied is a gap in the reader's page, not part of the story; so is
 * an author's spacing (<p>&nbsp;</p>, <p><br></p>) in a block with
 * margins (below). */
static const char *const sanitize_empty_blocks[] = { "blockquote", "dd", "div",
	"dl", "dt", "figcaption", "h1", "h2", "h3", "h4", "h5", "h6", "p",
	"pre", "table" };

/* Blocks: a line break opens or closes one. */
static const char *const sanitize_break_ends[] = { "blockquote", "dd", "div",
	"dt", "figcaption", "h1", "h2", "h3", "h4", "h5", "h6", "li", "p", "td",
	"th" };

/* Blocks a browser sets apart by margins of their own: a line break
 * opening or closing one, or one holding only breaks and blanks, adds a
 * gap to those margins.  The others (a div, an item, a cell) are set
 * apart by nothing else: there an editor's blank line (<div><br></div>,
 * a paragraph's closing <br><br>) is all that parts two paragraphs, and
 * it stays. */
static const char *const sanitize_margin_blocks[] = { "blockquote", "h1", "h2",
	"h3", "h4", "h5", "h6", "p" };

/* Players: a line linking to what they play, never the frame. */
static const char *const sanitize_players[] = { "audio", "embed", "iframe",
	"object", "video" };

/* Parents a player's line is a paragraph of its own in. */
static const char *const sanitize_block_parents[] = { "article", "aside",
	"blockquote", "body", "center", "details", "div", "figure", "footer",
	"header", "main", "section", "td" };

static const char *const sanitize_void[] = { "br", "hr", "img" };

/* Attributes kept, and on which elements ("*": any kept element). */
static const struct {
	const char *elem;
	const char *attr;
} sanitize_attrs[] = {
	{ "*", "title" },
	{ "*", "lang" },
	{ "*", "dir" },
	{ "img", "alt" },
	{ "img", "sizes" },
	{ "img", "width" },
	{ "img", "height" },
	{ "td", "colspan" },
	{ "td", "rowspan" },
	{ "th", "colspan" },
	{ "th", "rowspan" },
	{ "th", "scope" },
	{ "ol", "start" },
	{ "li", "value" },
	{ "time", "datetime" },
};

/* Where a frame's URL may be: lazy loaders first. */
static const char *const sanitize_frame_src[] = { "data-src", "data-lazy-src",
	"src", "data" };

/* One fragment being written. */
struct sanitize {
	const char *base; /* what relative URLs resolve against, or NULL */
	struct buf *out;
	size_t img_end; /* out's length after the last image written */
	int has_img;    /* an image was written */
	/* where a check found out to show (text, a picture), or SIZE_MAX:
	 * an element that holds it shows too, without a scan of its own
	 * (lists nest; only what shows nothing is cut, so it stays) */
	size_t shown_at;
	/* where the innermost block's content starts, and whether it has
	 * margins (sanitize_margin_blocks): a line break there opens it on
	 * a gap */
	size_t block_inner;
	int block_margin;
};

static int sanitize_in(const char *, const char *const *, size_t);
static void sanitize_node(struct sanitize *, const xmlNode *, int);
static void sanitize_element(struct sanitize *, const xmlNode *, int);
static char *sanitize_url(const char *, const char *);
static void sanitize_escape(struct buf *, const char *, int);
static void sanitize_children(struct sanitize *, const xmlNode *, int);
static void sanitize_img(struct sanitize *, const xmlNode *, const char *);
static void sanitize_picture(struct sanitize *, const xmlNode *, int);
static void sanitize_noscript(struct sanitize *, const xmlNode *, int);
static void sanitize_player(struct sanitize *, const xmlNode *);
static size_t sanitize_blank(const char *, const char *);
static size_t sanitize_blank_back(const char *, const char *);
static int sanitize_shows(struct sanitize *, size_t);
static void sanitize_trim_breaks(struct sanitize *, size_t);
static int sanitize_break_gap(const struct sanitize *);
static int sanitize_spacer(struct sanitize *, size_t);
static void sanitize_held(struct sanitize *, const xmlNode *);
static int sanitize_after_stand_in(const xmlNode *);
static int sanitize_holds_img(const xmlNode *, int);

static int
sanitize_in(const char *name, const char *const *list, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (strcmp(name, list[i]) == 0)
			return 1;
	}
	return 0;
}

static void
sanitize_escape(struct buf *out, const char *s, int attr)
{
	for (; *s != '\0'; s++) {
		if (*s == '&')
			buf_adds(out, "&amp;");
		else if (*s == '<')
			buf_adds(out, "&lt;");
		else if (*s == '>')
			buf_adds(out, "&gt;");
		else if (attr && *s == '"')
			buf_adds(out, "&quot;");
		else
			buf_addc(out, *s);
	}
}

/* An absolute http(s) URL for v, or NULL (javascript:, data:, ...). */
static char *
sanitize_url(const char *v, const char *base)
{
	char *abs, *trimmed;

	trimmed = util_trim(xstrdup(v));
	abs = base != NULL         ? url_resolve(base, trimmed)
	    : url_is_http(trimmed) ? xstrdup(trimmed)
				   : NULL;
	free(trimmed);
	if (abs != NULL && !url_is_http(abs)) {
		free(abs);
		abs = NULL;
	}
	return abs;
}

static void
sanitize_children(struct sanitize *s, const xmlNode *n, int depth)
{
	const xmlNode *c;

	for (c = n->children; c != NULL; c = c->next)
		sanitize_node(s, c, depth + 1);
}

static void
sanitize_node(struct sanitize *s, const xmlNode *n, int depth)
{
	const char *name;

	if (depth > SANITIZE_MAX_DEPTH)
		return;
	switch (n->type) {
	case XML_TEXT_NODE:
	case XML_CDATA_SECTION_NODE:
		if (n->content != NULL)
			sanitize_escape(s->out, (const char *)n->content, 0);
		return;
	case XML_ELEMENT_NODE:
		break;
	default:
		return; /* comments, processing instructions, ... */
	}
	name = (const char *)n->name;
	if (name == NULL ||
	    sanitize_in(name, sanitize_drop, NELEM(sanitize_drop)) ||
	    strchr(name, ':') != NULL)
		return;
	if (strcmp(name, "picture") == 0)
		sanitize_picture(s, n, depth);
	else if (strcmp(name, "noscript") == 0)
		sanitize_noscript(s, n, depth);
	else if (sanitize_in(name, sanitize_players, NELEM(sanitize_players)))
		sanitize_player(s, n);
	else if (sanitize_in(name, sanitize_keep, NELEM(sanitize_keep)) ||
	    sanitize_in(name, sanitize_blocks, NELEM(sanitize_blocks)) ||
	    html_styled_block(n))
		sanitize_element(s, n, depth);
	else {
		sanitize_held(s, n);
		sanitize_children(s, n, depth);
	}
}

/* A lazy loader's holder (a div, a span): the picture it is to show. */
static void
sanitize_held(struct sanitize *s, const xmlNode *n)
{
	char *held;

	if ((held = picture_holder_src(n)) != NULL) {
		sanitize_img(s, n, held);
		free(held);
	}
}

/* Blanks a reader sees as nothing: a no-break, an ideographic and a
 * zero-width space, in UTF-8 (ASCII blanks are told apart first). */
static const char *const sanitize_wide_blanks[] = { "\xc2\xa0", "\xe3\x80\x80",
	"\xe2\x80\x8b" };

/* 1 if c is an ASCII blank: a space, a tab, a line's end. */
static int
sanitize_space(char c)
{
	return c == ' ' || c == '\n' || c == '\t' || c == '\r';
}

/* The length of the blank at p (a space, or one of the above), or 0. */
static size_t
sanitize_blank(const char *p, const char *end)
{
	size_t i, n;

	if (sanitize_space(*p))
		return 1;
	for (i = 0; i < NELEM(sanitize_wide_blanks); i++) {
		n = strlen(sanitize_wide_blanks[i]);
		if ((size_t)(end - p) >= n &&
		    memcmp(p, sanitize_wide_blanks[i], n) == 0)
			return n;
	}
	return 0;
}

/* The length of the blank that ends at end, start at most, or 0. */
static size_t
sanitize_blank_back(const char *start, const char *end)
{
	size_t i, n;

	if (end == start)
		return 0;
	if (sanitize_space(end[-1]))
		return 1;
	for (i = 0; i < NELEM(sanitize_wide_blanks); i++) {
		n = strlen(sanitize_wide_blanks[i]);
		if ((size_t)(end - start) >= n &&
		    memcmp(end - n, sanitize_wide_blanks[i], n) == 0)
			return n;
	}
	return 0;
}

/* 1 if the output from start (between two tags) shows something: a
 * picture, a rule or text. */
static int
sanitize_shows(struct sanitize *s, size_t start)
{
	const char *p, *end = s->out->data + s->out->len;
	size_t blank;
	int in_tag = 0;

	if (s->shown_at != SIZE_MAX && s->shown_at >= start)
		return 1;
	for (p = s->out->data + start; p < end; p++) {
		if (*p == '<') {
			if ((size_t)(end - p) >= 4 &&
			    (strncmp(p, "<img", 4) == 0 ||
				(strncmp(p, "<hr", 3) == 0 &&
				    (p[3] == '>' || p[3] == ' '))))
				break;
			in_tag = 1;
		} else if (*p == '>')
			in_tag = 0;
		else if (in_tag)
			continue;
		else if ((blank = sanitize_blank(p, end)) == 0)
			break;
		else
			p += blank - 1;
	}
	if (p == end)
		return 0;
	s->shown_at = (size_t)(p - s->out->data);
	return 1;
}

/*
 * 1 if the output from start, which shows nothing, holds an author's
 * blank line: a line break, or a no-break or other wide space.  The
 * block that holds it then counts as shown, and so does every block
 * around it, without a scan of its own.
 */
static int
sanitize_spacer(struct sanitize *s, size_t start)
{
	const char *p, *end = s->out->data + s->out->len;
	size_t blank;
	int in_tag = 0;

	for (p = s->out->data + start; p < end; p++) {
		if (*p == '<') {
			if ((size_t)(end - p) >= 4 &&
			    strncmp(p, "<br>", 4) == 0)
				break;
			in_tag = 1;
		} else if (*p == '>')
			in_tag = 0;
		else if (!in_tag && (blank = sanitize_blank(p, end)) > 1)
			break;
	}
	if (p == end)
		return 0;
	s->shown_at = start;
	return 1;
}

/* Take the line breaks (and the blanks around them) off the end of the
 * output, back to start at most: the end of a block written out.  Each
 * break is read once, as it goes; blanks without a break stay. */
static void
sanitize_trim_breaks(struct sanitize *s, size_t start)
{
	size_t end = s->out->len, blank;

	for (;;) {
		while ((blank = sanitize_blank_back(
			    s->out->data + start, s->out->data + end)) > 0)
			end -= blank;
		if (end < start + 4 ||
		    strncmp(s->out->data + end - 4, "<br>", 4) != 0)
			break;
		end -= 4;
		s->out->len = end;
	}
}

/* 1 if a line break written now would be a gap: it would open the
 * innermost block, one with margins (nothing but a few blanks written
 * in it yet), or follow two breaks already (a paragraph's break is
 * two).  A few blanks
 * are looked back over at most, so that each break costs little. */
static int
sanitize_break_gap(const struct sanitize *s)
{
	const char *d = s->out->data;
	size_t end = s->out->len, k, brs;

	if (s->block_margin && s->block_inner != SIZE_MAX &&
	    end >= s->block_inner &&
	    end - s->block_inner <= SANITIZE_BLANKS_BACK) {
		for (k = s->block_inner; k < end && sanitize_space(d[k]); k++)
			;
		if (k == end)
			return 1;
	}
	for (brs = 0; brs < 2; brs++) {
		for (k = 0; k < SANITIZE_BLANKS_BACK && end > 0 &&
		     sanitize_space(d[end - 1]);
		     k++)
			end--;
		if (end < 4 || strncmp(d + end - 4, "<br>", 4) != 0)
			return 0;
		end -= 4;
	}
	return 1;
}

/* The length of the rule or line break at p ("<hr>", "<br>"), or 0. */
static size_t
sanitize_rule_at(const char *p, const char *end)
{
	if (end - p >= 4 &&
	    (strncmp(p, "<hr>", 4) == 0 || strncmp(p, "<br>", 4) == 0))
		return 4;
	return 0;
}

/*
 * Take out the rules and line breaks that open or close the whole
 * article, past the tags that open or close its blocks: the line the
 * page drew between the story and what the rules took out (a footer, a
 * share bar) separates nothing once that is gone.  SANITIZE_ENDS of
 * them at each end at most: each is looked for past the blanks the last
 * one left, and a page of thousands would cost their square.
 */
static void
sanitize_trim_ends(struct buf *out)
{
	char *d = out->data;
	size_t i, j, n, k;

	if (d == NULL)
		return;
	d[out->len] = '\0'; /* a cut left the old bytes after it */
	for (k = 0; k < SANITIZE_ENDS; k++) {
		/* past blanks and opening tags (not a picture's) */
		for (i = 0; i < out->len;) {
			if ((n = sanitize_blank(d + i, d + out->len)) > 0)
				i += n;
			else if (d[i] == '<' && i + 1 < out->len &&
			    isalpha((unsigned char)d[i + 1]) &&
			    sanitize_rule_at(d + i, d + out->len) == 0 &&
			    strncmp(d + i, "<img", 4) != 0 &&
			    (n = strcspn(d + i, ">")) < out->len - i)
				i += n + 1;
			else
				break;
		}
		if ((n = sanitize_rule_at(d + i, d + out->len)) == 0)
			break;
		memmove(d + i, d + i + n, out->len - i - n + 1);
		out->len -= n;
	}
	for (k = 0; k < SANITIZE_ENDS; k++) {
		/* back past blanks and closing tags */
		for (j = out->len; j > 0;) {
			if ((n = sanitize_blank_back(d, d + j)) > 0)
				j -= n;
			else if (d[j - 1] == '>' && (i = j - 1) > 0) {
				while (i > 0 && d[i] != '<')
					i--;
				if (d[i] != '<' || d[i + 1] != '/')
					break;
				j = i;
			} else
				break;
		}
		if (j < 4 || sanitize_rule_at(d + j - 4, d + j) == 0)
			break;
		memmove(d + j - 4, d + j, out->len - j + 1);
		out->len -= 4;
	}
}

/* Write a srcset's candidates resolved, the http(s) ones only. */
static void
sanitize_srcset(struct sanitize *s, const char *v)
{
	const char *u, *d;
	char *one, *url;
	int first = 1;
	size_t n;

	for (;;) {
		while (*v == ' ' || *v == '\t' || *v == '\n' || *v == ',')
			v++;
		if (*v == '\0')
			break;
		u = v;
		v += strcspn(v, " \t\n\r");
		n = (size_t)(v - u);
		while (n > 0 && u[n - 1] == ',')
			n--;
		d = v;
		if (n == (size_t)(v - u)) /* a descriptor may follow */
			v += strcspn(v, ",");
		one = xstrndup(u, n);
		url = sanitize_url(one, s->base);
		free(one);
		if (url == NULL)
			continue;
		buf_adds(s->out, first ? " srcset=\"" : ", ");
		first = 0;
		sanitize_escape(s->out, url, 1);
		free(url);
		one = util_trim(xstrndup(d, (size_t)(v - d)));
		if (*one != '\0' &&
		    strspn(one, "0123456789.wx") == strlen(one)) {
			buf_addc(s->out, ' ');
			buf_adds(s->out, one);
		}
		free(one);
	}
	if (!first)
		buf_addc(s->out, '"');
}

/* The allow-list's attributes of element n (named name) that n has,
 * written out quoted and escaped. */
static void
sanitize_attrs_out(struct sanitize *s, const xmlNode *n, const char *name)
{
	const char *v;
	size_t i;

	for (i = 0; i < NELEM(sanitize_attrs); i++) {
		if (strcmp(sanitize_attrs[i].elem, "*") != 0 &&
		    strcmp(sanitize_attrs[i].elem, name) != 0)
			continue;
		/* an image's alt where a lazy loader keeps it (data-alt) */
		if (strcmp(name, "img") == 0 &&
		    strcmp(sanitize_attrs[i].attr, "alt") == 0)
			v = picture_img_alt(n);
		else
			v = html_attr(n, sanitize_attrs[i].attr);
		if (v == NULL)
			continue;
		buf_printf(s->out, " %s=\"", sanitize_attrs[i].attr);
		sanitize_escape(s->out, v, 1);
		buf_addc(s->out, '"');
	}
}

/*
 * An image: its real URL (picture_img_src()), src a stand-in for when
 * none (a <picture>'s source); nothing for a beacon or an icon.
 */
static void
sanitize_img(struct sanitize *s, const xmlNode *n, const char *src)
{
	const char *v;
	char *raw, *url = NULL;

	if ((raw = picture_img_src(n)) == NULL && src != NULL)
		raw = xstrdup(src);
	if (raw != NULL)
		url = sanitize_url(raw, s->base);
	free(raw);
	if (url == NULL || picture_is_pixel(n, url)) {
		free(url);
		return; /* nothing to show, or nothing of the story */
	}
	buf_adds(s->out, "<img src=\"");
	sanitize_escape(s->out, url, 1);
	buf_addc(s->out, '"');
	free(url);
	if ((v = picture_img_srcset(n)) != NULL)
		sanitize_srcset(s, v);
	sanitize_attrs_out(s, n, "img");
	buf_addc(s->out, '>');
	s->img_end = s->out->len;
	s->has_img = 1;
}

/* 1 if an <img> or <picture> is below n. */
static int
sanitize_holds_img(const xmlNode *n, int depth)
{
	const xmlNode *c;

	for (c = n->children; c != NULL && depth < 20; c = c->next)
		if (c->type == XML_ELEMENT_NODE &&
		    (strcmp((const char *)c->name, "img") == 0 ||
			strcmp((const char *)c->name, "picture") == 0 ||
			sanitize_holds_img(c, depth + 1)))
			return 1;
	return 0;
}

/* A <picture>: its <img>, else the largest image its first source
 * offers; what else it holds (a caption's text) as it comes. */
static void
sanitize_picture(struct sanitize *s, const xmlNode *n, int depth)
{
	const xmlNode *c, *img = NULL;
	char *src = NULL;

	for (c = n->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (strcmp((const char *)c->name, "img") == 0 && img == NULL)
			img = c;
		else if (strcmp((const char *)c->name, "source") == 0 &&
		    src == NULL)
			src = picture_srcset_best(picture_img_srcset(c) != NULL
				? picture_img_srcset(c)
				: html_attr(c, "src"));
	}
	if (img != NULL)
		sanitize_img(s, img, src);
	else if (src != NULL)
		sanitize_img(s, n, src);
	free(src);
	for (c = n->children; c != NULL; c = c->next)
		if (c != img)
			sanitize_node(s, c, depth + 1);
}

/* 1 if element n comes right after a lazy loader's stand-in: an <img>,
 * a <picture>, a holder or an element holding one of them. */
static int
sanitize_after_stand_in(const xmlNode *n)
{
	const xmlNode *p;
	char *held;

	for (p = n->prev; p != NULL && p->type != XML_ELEMENT_NODE; p = p->prev)
		if (p->type == XML_TEXT_NODE && p->content != NULL &&
		    strspn((const char *)p->content, " \t\r\n") !=
			strlen((const char *)p->content))
			return 0; /* text between them */
	if (p == NULL)
		return 0;
	if (strcmp((const char *)p->name, "img") == 0 ||
	    strcmp((const char *)p->name, "picture") == 0 ||
	    sanitize_holds_img(p, 0))
		return 1;
	held = picture_holder_src(p);
	free(held);
	return held != NULL;
}

/*
 * A <noscript>: what a browser without scripts shows, the real <img> of
 * a lazy loader; its pictures only (its text asks for scripts), only
 * right after the loader's stand-in (not an advert's fallback after its
 * script), and only when that did not show (nothing but tags written
 * since the last picture).
 */
static void
sanitize_noscript(struct sanitize *s, const xmlNode *n, int depth)
{
	const xmlNode *c;

	if (!sanitize_after_stand_in(n) ||
	    (s->has_img && !sanitize_shows(s, s->img_end)))
		return;
	for (c = n->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (strcmp((const char *)c->name, "img") == 0)
			sanitize_img(s, c, NULL);
		else if (strcmp((const char *)c->name, "picture") == 0)
			sanitize_picture(s, c, depth + 1);
		else
			sanitize_noscript(s, c, depth + 1);
	}
}

/*
 * A player: "Video: <a>its title or address</a>", a paragraph of its
 * own where it stood between blocks; nothing for a frame that is no
 * player or shows nothing (a declared side of 2 pixels or less).
 */
static void
sanitize_player(struct sanitize *s, const xmlNode *n)
{
	const char *name = (const char *)n->name, *v = NULL, *kind, *title;
	const xmlNode *c;
	char *url = NULL, *label;
	size_t i;
	int block, in_link = 0;

	for (i = 0; i < NELEM(sanitize_frame_src) && url == NULL; i++)
		if ((v = html_attr(n, sanitize_frame_src[i])) != NULL)
			url = sanitize_url(v, s->base);
	for (c = n->children; c != NULL && url == NULL; c = c->next)
		if (c->type == XML_ELEMENT_NODE &&
		    (strcmp((const char *)c->name, "source") == 0 ||
			strcmp((const char *)c->name, "param") == 0) &&
		    (v = html_attr(c, "src")) != NULL)
			url = sanitize_url(v, s->base);
	title = html_attr(n, "title");
	if (url == NULL || (kind = player_kind(name, url, title)) == NULL ||
	    ((v = html_attr(n, "width")) != NULL && atoi(v) >= 0 &&
		atoi(v) <= 2 && strchr(v, '%') == NULL) ||
	    ((v = html_attr(n, "height")) != NULL && atoi(v) >= 0 &&
		atoi(v) <= 2 && strchr(v, '%') == NULL)) {
		free(url);
		return;
	}
	block = n->parent == NULL || n->parent->type != XML_ELEMENT_NODE ||
	    sanitize_in((const char *)n->parent->name, sanitize_block_parents,
		NELEM(sanitize_block_parents)) ||
	    sanitize_in((const char *)n->parent->name, sanitize_blocks,
		NELEM(sanitize_blocks));
	for (c = n->parent; c != NULL && c->type == XML_ELEMENT_NODE;
	     c = c->parent)
		in_link |= strcmp((const char *)c->name, "a") == 0;
	if (title == NULL || strlen(title) > 200 ||
	    strspn(title, " \t\r\n") == strlen(title))
		title = NULL;
	label = title != NULL ? util_trim(xstrdup(title)) : player_label(url);
	buf_printf(s->out, "%s%s: ", block ? "<p>" : " ", kind);
	if (!in_link) {
		buf_adds(s->out, "<a href=\"");
		sanitize_escape(s->out, url, 1);
		buf_adds(s->out, "\" rel=\"noopener noreferrer nofollow\">");
	}
	sanitize_escape(s->out, label, 0);
	buf_adds(s->out, in_link ? "" : "</a>");
	buf_adds(s->out, block ? "</p>" : " ");
	free(label);
	free(url);
}

static void
sanitize_element(struct sanitize *s, const xmlNode *n, int depth)
{
	const char *name = (const char *)n->name, *v = NULL;
	char *url = NULL;
	size_t start = s->out->len, inner, outer;
	int block, margin, outer_margin;

	/* not kept as it is: a block of its own, or an element its style
	 * shows as one (a <span style="display: block">), whose text must
	 * not run into the next */
	if (!sanitize_in(name, sanitize_keep, NELEM(sanitize_keep)))
		name = "div";
	if (strcmp(name, "img") == 0) {
		sanitize_img(s, n, NULL);
		return;
	}
	if (strcmp(name, "br") == 0 && sanitize_break_gap(s))
		return;
	if (strcmp(name, "a") == 0 && (v = html_attr(n, "href")) != NULL)
		url = sanitize_url(v, s->base);
	buf_printf(s->out, "<%s", name);
	if (url != NULL) {
		buf_adds(s->out, " href=\"");
		sanitize_escape(s->out, url, 1);
		buf_adds(s->out, "\" rel=\"noopener noreferrer nofollow\"");
		free(url);
	}
	sanitize_attrs_out(s, n, name);
	buf_addc(s->out, '>');
	if (sanitize_in(name, sanitize_void, NELEM(sanitize_void)))
		return;
	sanitize_held(s, n);
	inner = s->out->len;
	block =
	    sanitize_in(name, sanitize_break_ends, NELEM(sanitize_break_ends));
	margin = sanitize_in(
	    name, sanitize_margin_blocks, NELEM(sanitize_margin_blocks));
	outer = s->block_inner;
	outer_margin = s->block_margin;
	if (block) {
		s->block_inner = inner;
		s->block_margin = margin;
	}
	sanitize_children(s, n, depth);
	if (margin)
		sanitize_trim_breaks(s, inner);
	s->block_inner = outer;
	s->block_margin = outer_margin;
	buf_printf(s->out, "</%s>", name);
	/* a figure, a link, a list or its item left with nothing to show
	 * goes: an icon font's share button is a bullet or a click on
	 * nothing to a reader */
	if (sanitize_in(name, sanitize_empty_go, NELEM(sanitize_empty_go)) &&
	    !sanitize_shows(s, start))
		s->out->len = start;
	/* an empty block goes too, but text on either side of it stays
	 * apart (a blank where the block was) */
	else if (sanitize_in(name, sanitize_empty_blocks,
		     NELEM(sanitize_empty_blocks)) &&
	    !sanitize_shows(s, start) &&
	    (margin || !sanitize_spacer(s, start))) {
		s->out->len = start;
		if (start > 0 &&
		    sanitize_blank_back(s->out->data, s->out->data + start) ==
			0)
			buf_addc(s->out, '\n');
	}
}

char *
sanitize_html(const char *html, size_t len, const char *base)
{
	htmlDocPtr doc;
	xmlNodePtr root, body = NULL, c;
	struct buf out;
	struct sanitize s;

	buf_init(&out);
	buf_adds(&out, "");
	if (html == NULL || len == 0 || len > INT32_MAX)
		return buf_detach(&out, NULL);
	doc = htmlReadMemory(html, (int)len, base, "UTF-8",
	    HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
		HTML_PARSE_NODEFDTD);
	if (doc == NULL || (root = xmlDocGetRootElement(doc)) == NULL) {
		xmlFreeDoc(doc);
		return buf_detach(&out, NULL);
	}
	html_fix_void(root); /* an <embed> is dropped, not what follows */
	memset(&s, 0, sizeof(s));
	s.shown_at = SIZE_MAX;
	s.block_inner = SIZE_MAX;
	s.base = base;
	s.out = &out;
	/* the parser puts a fragment in html/body; head holds nothing ours */
	for (c = root->children; c != NULL; c = c->next) {
		if (c->type == XML_ELEMENT_NODE &&
		    strcmp((const char *)c->name, "body") == 0)
			body = c;
	}
	if (body != NULL)
		sanitize_children(&s, body, 0);
	else if (strcmp((const char *)root->name, "html") != 0)
		sanitize_node(&s, root, 0);
	sanitize_trim_ends(&out);
	xmlFreeDoc(doc);
	return buf_detach(&out, NULL);
}

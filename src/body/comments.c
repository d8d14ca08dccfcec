/* SPDX-License-Identifier: ISC */
/*
 * comments: reader comments found by their structure (METHODS.md section
 * 5).  A comment thread is a run of sibling records of one kind (same
 * tag, same class), each carrying a short line of the same shape with a
 * date or a clock time in it (the author and date line: "Posted by NAME
 * on DATE", "NAME says: DATE", "NAME | DATE | reply"), whose words differ
 * from record to record (several authors), coming after the article's
 * own text.  Names ("comment", "respond") and words in any language play
 * no part: a site that marks its comments up as story paragraphs is
 * caught as well, and a live blog (one author, only the times differ)
 * is not, nor one whose posts, by a few writers in turn, count down the
 * hours of one day, newest first (clock times and no date in their
 * lines, or the day's date over posts each titled; a pinned post may
 * come first): a thread's readers write oldest first, and date their
 * lines.
 */
#include "config.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/tree.h>

#include "body.h"
#include "comments.h"
#include "date.h"
#include "html.h"
#include "marks.h"
#include "story.h"
#include "util.h"

#define COMMENTS_MIN 3        /* records of a thread */
#define COMMENTS_LIVE 4       /* posts of a live blog told by their times */
#define COMMENTS_LINE_MAX 120 /* bytes of an author and date line */
#define COMMENTS_LINE_MIN 6
#define COMMENTS_LINE_DEPTH 4       /* levels below the record searched */
#define COMMENTS_LINE_ELEMENTS 16   /* of a line read for a date attribute */
#define COMMENTS_LABEL 30           /* bytes of a label over some comments */
#define COMMENTS_NAME_WORDS 3       /* words of a poster's name in a heading */
#define COMMENTS_KINDS 4            /* children's kinds tried for a run */
#define COMMENTS_MATCHES_MAX 64     /* body matches looked at */
#define COMMENTS_COUNT_MAX 80       /* bytes of a label counting comments */
#define COMMENTS_FORM_REACH 256     /* elements looked at for a reply form */
#define COMMENTS_COUNTS 64          /* in-page links counting, per page */
#define COMMENTS_COUNTS_WALK 100000 /* elements looked at for them */
#define COMMENTS_EMPTY 160          /* bytes of a thread's box holding none */
#define COMMENTS_EMPTY_WALK 4096    /* nodes after it looked at for a story */
#define COMMENTS_EMPTY_TARGETS 2    /* boxes a page's count links point to */
/* siblings a page's runs of loose comments are read over, in all: a
 * run is read from every boundary on, and a page of many short dated
 * lines would otherwise be read again from each */
#define COMMENTS_LOOSE_STEPS 20000

/* What opens the date a line's markup gives after its words
 * (comments_line_text()). */
#define COMMENTS_MARKUP '\x1f'

/* What the line beside a match is (comments_match_head()). */
#define COMMENTS_YEAR 0x1    /* it holds a year alone */
#define COMMENTS_DAY 0x2     /* a day or a time */
#define COMMENTS_HEADING 0x4 /* it is a heading */

/* The author and date line of a record. */
struct cline {
	uint64_t shape; /* tag path from the record to it */
	char *words;    /* its text less digits and spaces */
	size_t len;     /* its non-space bytes */
	int day;        /* it holds a day or a time (comments_day()) */
	int minute;     /* its clock time's minute of the day, -1: none */
	int year;       /* it holds a year */
	int64_t date;   /* the day it names (date_find()), -1: none */
};

/* What the lines of a run say of their times: a live blog's posts count
 * down the hours of one day (comments_live_add()). */
struct clive {
	size_t n;     /* lines read */
	int live;     /* each a clock time, in order so far */
	int down;     /* times that fell */
	int prev;     /* the last line's minute */
	int64_t date; /* the day the second line names */
};

/* An in-page link whose words hold a count ("20 comments"). */
struct ccount {
	const xmlNode *a; /* the link */
	const char *id;   /* its target's id: its href less the '#' */
	size_t n;         /* the count */
};

/* A page's in-page links with a count (comments_counts_new()). */
struct comments_counts {
	struct ccount v[COMMENTS_COUNTS];
	size_t n;
};

/* A walk of a body for its threads. */
struct cwalk {
	xmlNode *body;
	struct marks *m;
	size_t steps; /* left for the runs of loose comments */
	const struct comments_counts *counts; /* the page's */
};

static int comments_headed(const xmlNode *, const xmlNode *);
static int comments_dated(const xmlNode *);
static int comments_has_count(const char *, size_t, size_t);
static int comments_counted_box(
    const struct comments_counts *, const xmlNode *, size_t, size_t);

/* Bytes of a 12-hour clock's mark at q ("PM", "pm", "p.m."), 0: none. */
static size_t
comments_meridiem(const char *q)
{
	if (q[0] != 'A' && q[0] != 'a' && q[0] != 'P' && q[0] != 'p')
		return 0;
	/* a mark may run into the next element's words ("9:05 PMBy Ann") */
	if (q[1] == 'M' || q[1] == 'm')
		return 2;
	if (q[1] == '.' && (q[2] == 'M' || q[2] == 'm') && q[3] == '.')
		return 4;
	return 0;
}

/* 1 if q opens a time zone's letters ("BST", "ET", "CEST"): two to five
 * capitals, then no letter. */
static int
comments_zone(const char *q)
{
	size_t n;

	for (n = 0; isupper((unsigned char)q[n]); n++)
		;
	return n >= 2 && n <= 5 && !isalpha((unsigned char)q[n]);
}

/*
 * 1 if the n digits at p open a clock time: one or two, then ':' and
 * two ("21:05", "9:05 PM"), or the British press's '.' and two before
 * a time zone or a 12-hour mark ("12.39 BST", "12.39pm"), whose point
 * tells it from a number's ("2.50 a share").
 */
static int
comments_clock(const char *p, size_t n)
{
	const char *q;

	if (n == 0 || n > 2 || (p[n] != ':' && p[n] != '.') ||
	    !isdigit((unsigned char)p[n + 1]) ||
	    !isdigit((unsigned char)p[n + 2]) ||
	    isdigit((unsigned char)p[n + 3]))
		return 0;
	if (p[n] == ':')
		return 1;
	for (q = p + n + 3; *q == ' '; q++)
		;
	return comments_meridiem(q) > 0 || comments_zone(q);
}

/* See comments.h. */
int
comments_has_date(const char *s)
{
	const char *p;
	size_t n;

	for (p = s; *p != '\0'; p += n > 0 ? n : 1) {
		for (n = 0; isdigit((unsigned char)p[n]); n++)
			;
		if (n == 0)
			continue;
		if (n == 4 &&
		    ((p[0] == '1' && p[1] == '9' && p[2] == '9') ||
			(p[0] == '2' && p[1] == '0' && p[2] <= '3')))
			return 1;
		/* a clock with a colon: "12.39 BST" is a time, no date */
		if (p[n] == ':' && comments_clock(p, n))
			return 1;
	}
	return 0;
}

/* See comments.h. */
int
comments_node_dated(const xmlNode *n)
{
	char *s = html_node_text_dup(n);
	int dated = comments_has_date(s);

	free(s);
	return dated;
}

/* 1 if s holds a clock time, or a year and a day's number beside it
 * (1 to 31): the date of a comment, which a year alone is not. */
static int
comments_day(const char *s)
{
	const char *p;
	size_t n, v;
	int year = 0, day = 0;

	for (p = s; *p != '\0'; p += n > 0 ? n : 1) {
		for (n = 0, v = 0; isdigit((unsigned char)p[n]); n++)
			v = v * 10 + (size_t)(p[n] - '0');
		if (n == 0)
			continue;
		if (n <= 2 && p[n] == ':' && isdigit((unsigned char)p[n + 1]))
			return 1;
		if (n == 4 && v >= 1990 && v <= 2039)
			year = 1;
		else if (n <= 2 && v >= 1 && v <= 31)
			day = 1;
	}
	return year && day;
}

/*
 * The minute of the day of the first clock time in s ("9:05 PM",
 * "21:05", "8:48 a.m.", and the British press's "12.39 BST" or
 * "12.39pm", whose point a time zone or a 12-hour mark tells from a
 * number's), -1 when it holds none; *year 1 when the part of s the
 * clock time stands in holds a year: the words of the line, or the
 * date its markup gives after COMMENTS_MARKUP (comments_line_text()),
 * which a line of times alone ("36m ago 12.39 BST") is given too.
 */
static int
comments_minute(const char *s, int *year)
{
	const char *p, *q;
	size_t n;
	int h, m, minute = -1, part = 0, at = 0, years[2] = { 0, 0 };

	for (p = s; *p != '\0'; p += n > 0 ? n : 1) {
		part |= *p == COMMENTS_MARKUP;
		for (n = 0; isdigit((unsigned char)p[n]); n++)
			;
		if (n == 4 && (p[0] == '1' || p[0] == '2'))
			years[part] = 1;
		if (minute != -1 || !comments_clock(p, n))
			continue;
		h = n == 1 ? p[0] - '0' : (p[0] - '0') * 10 + p[1] - '0';
		m = (p[n + 1] - '0') * 10 + p[n + 2] - '0';
		for (q = p + n + 3; *q == ' '; q++)
			;
		/* a 12-hour clock's mark: 12 AM is midnight, 1 PM is 13 */
		if (comments_meridiem(q) > 0 && h >= 1 && h <= 12)
			h = h % 12 + (q[0] == 'P' || q[0] == 'p' ? 12 : 0);
		if (h < 24 && m < 60) {
			minute = h * 60 + m;
			at = part;
		}
		n += 3; /* the minutes too */
	}
	*year = minute != -1 ? years[at] : years[0] || years[1];
	return minute;
}

/* Add line cl, of a run's, to what lv says of their times; headed 1
 * when its record opens on a heading of its own (asked of a line with a
 * year only).  A live blog pins a post over its newest, at times (a
 * summary, the first news): the first line stands out of the order.  A
 * line with a year says the day: the posts of a day, each headed by its
 * own title, are a live blog's ("2:15 p.m. ET, March 9, 2023");
 * readers' comments bear no titles. */
static void
comments_live_add(struct clive *lv, const struct cline *cl, int headed)
{
	int dated = !cl->year || (headed && cl->date != -1);

	if (lv->n == 0)
		lv->live = cl->minute != -1;
	else if (lv->n == 1) {
		lv->live = lv->live && cl->minute != -1 && dated;
		lv->date = cl->date;
	} else {
		lv->live = lv->live && cl->minute != -1 &&
		    cl->minute <= lv->prev && dated && cl->date == lv->date;
		lv->down += cl->minute < lv->prev;
	}
	lv->prev = cl->minute;
	lv->n++;
}

/* 1 if the lines lv was told of are a live blog's: COMMENTS_LIVE at
 * least, each a clock time, from the second on counting down (one
 * falling at least), of one day, dated or not. */
static int
comments_live(const struct clive *lv)
{
	return lv->n >= COMMENTS_LIVE && lv->live && lv->down > 0;
}

/* 1 if the record from c to end opens on a heading: one comes before
 * any paragraph in it, past its time and its byline. */
static int
comments_record_headed(const xmlNode *c, const xmlNode *end)
{
	const xmlNode *e;
	int budget = COMMENTS_FORM_REACH;

	for (;; c = html_node_next_shown(c->next)) {
		for (e = c; e != NULL && budget-- > 0;
		     e = html_node_next(e, c)) {
			if (e->type != XML_ELEMENT_NODE)
				continue;
			if (html_is_heading((const char *)e->name))
				return 1;
			if (story_is_para(e))
				return 0;
		}
		if (c == end || budget <= 0)
			return 0;
	}
}

/* The line s (malloc'd, len non-space bytes) of the given shape into
 * *cl, its words less digits and spaces. */
static void
comments_keep_line(struct cline *cl, uint64_t shape, char *s, size_t len)
{
	char *p, *w;

	cl->day = comments_day(s);
	cl->minute = comments_minute(s, &cl->year);
	if (date_find(s, &cl->date) == -1)
		cl->date = -1;
	for (p = w = s; *p != '\0'; p++)
		if (!isdigit((unsigned char)*p) && !isspace((unsigned char)*p))
			*w++ = *p;
	*w = '\0';
	cl->shape = shape;
	cl->words = s;
	cl->len = len;
}

/* Walk state of comments_line_span(). */
struct cspan {
	const xmlNode *target;
	size_t cur;     /* non-space bytes of the line so far */
	struct buf txt; /* its text */
	int in;         /* the target is on it */
	int done;
};

/* A break: the line so far is not the one the target sits on. */
static void
comments_span_restart(struct cspan *v)
{
	v->cur = 0;
	buf_reset(&v->txt);
}

static void
comments_span_walk(const xmlNode *n, struct cspan *v, int depth)
{
	const xmlNode *c;
	int breaks;

	for (c = n->children; c != NULL && !v->done; c = c->next) {
		if (c->type == XML_TEXT_NODE) {
			v->cur += story_visible(c);
			/* a line longer than an author's is kept by no one:
			 * its text is not copied (a paragraph of a story) */
			if (v->cur <= COMMENTS_LINE_MAX)
				buf_adds(&v->txt, (const char *)c->content);
			continue;
		}
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c))
			continue;
		breaks = strcmp((const char *)c->name, "br") == 0 ||
		    html_tag_is_block((const char *)c->name);
		if (breaks && v->in) {
			v->done = 1;
			return;
		}
		if (breaks)
			comments_span_restart(v);
		if (c == v->target)
			v->in = 1;
		if (depth < STORY_DEPTH)
			comments_span_walk(c, v, depth + 1);
		if (breaks && !v->done) {
			if (v->in) {
				v->done = 1;
				return;
			}
			comments_span_restart(v);
		}
	}
}

/* The non-space bytes of the line element c sits on (from the break or
 * block before it to the one after it, in its nearest block), len (its
 * own) at least: a date set in a sentence or a citation ("Retrieved 8
 * August 2017") is no author and date line of its own.  When that line
 * is longer than c and short enough for an author and date line, its
 * text (malloc'd) into *line, else NULL there: a date linked apart
 * ("Posted by: Ann at <a>May 2, 2012</a>") is not the line alone, the
 * author beside it is what differs from comment to comment. */
static size_t
comments_line_span(const xmlNode *c, size_t len, char **line)
{
	struct cspan v = { c, 0, { NULL, 0, 0 }, 0, 0 };
	const xmlNode *b;

	*line = NULL;
	if (html_tag_is_block((const char *)c->name))
		return len;
	for (b = c->parent; b != NULL && b->type == XML_ELEMENT_NODE &&
	     !html_tag_is_block((const char *)b->name);
	     b = b->parent)
		;
	if (b == NULL || b->type != XML_ELEMENT_NODE)
		return len;
	buf_init(&v.txt);
	comments_span_walk(b, &v, 0);
	if (v.in && v.cur > len && v.cur <= COMMENTS_LINE_MAX)
		*line = buf_detach(&v.txt, NULL);
	buf_free(&v.txt);
	return v.in && v.cur > len ? v.cur : len;
}

/* The line a record writes loose, before its first block ("<a>Ann</a>
 * on May 2, 2012 4:06 pm <div>the comment</div>"), into *cl as
 * comments_line() would; 0 if it is no short line with a date. */
static int
comments_loose_line(const xmlNode *n, uint64_t shape, struct cline *cl)
{
	const xmlNode *c, *end;
	struct buf b;
	size_t len = 0;

	for (end = n->children; end != NULL && len <= COMMENTS_LINE_MAX;
	     end = end->next) {
		if (end->type == XML_TEXT_NODE)
			len += story_visible(end);
		else if (end->type == XML_ELEMENT_NODE &&
		    !html_node_is_skipped(end)) {
			if (html_tag_is_block((const char *)end->name))
				break;
			len += html_node_text_len(end, COMMENTS_LINE_MAX, 0);
		}
	}
	/* the line leads a record that goes on in blocks; its words are
	 * read only then (most elements lead with no such line) */
	if (end == NULL || len < COMMENTS_LINE_MIN || len > COMMENTS_LINE_MAX)
		return 0;
	buf_init(&b);
	for (c = n->children; c != end; c = c->next) {
		if (c->type == XML_TEXT_NODE)
			buf_adds(&b, (const char *)c->content);
		else if (c->type == XML_ELEMENT_NODE &&
		    !html_node_is_skipped(c))
			html_node_text(c, &b);
	}
	buf_addc(&b, '\0');
	if (!comments_has_date(b.data)) {
		buf_free(&b);
		return 0;
	}
	comments_keep_line(
	    cl, story_hash(shape, "#text"), buf_detach(&b, NULL), len);
	return 1;
}

/* The text of element c, a short line's, and after it the date its
 * markup gives where its words say the time a reader's clock tells ("3
 * years ago", "vor 2 Tagen"): the first datetime attribute holding a
 * date, or title telling a day or a time (comments_day()), of c or an
 * element below it (a <time>, a tooltip).  Caller frees. */
static char *
comments_line_text(const xmlNode *c)
{
	const xmlNode *e;
	const char *v;
	char *s = html_node_text_dup(c), *t;
	int n = 0;

	if (comments_has_date(s))
		return s;
	for (e = c; e != NULL && n < COMMENTS_LINE_ELEMENTS;
	     e = html_node_next(e, c)) {
		/* nor what a rule dropped: a stripped time's date */
		while (e != NULL && e != c && html_node_is_dropped(e))
			e = html_node_after(e, c);
		if (e == NULL)
			break;
		if (e->type != XML_ELEMENT_NODE)
			continue;
		n++;
		/* a tooltip's date tells a day or a time: a link's title
		 * names the page it leads to ("Salvage (2006 film)") */
		if ((((v = html_attr(e, "datetime")) != NULL &&
			 comments_has_date(v)) ||
			((v = html_attr(e, "title")) != NULL &&
			    comments_day(v))) &&
		    strlen(v) <= COMMENTS_LINE_MAX) {
			xasprintf(&t, "%s %c %s", s, COMMENTS_MARKUP, v);
			free(s);
			return t;
		}
	}
	return s;
}

/* The first short element below n (n excluded) holding a date, the
 * smallest such (the line, not a short comment holding it): its shape
 * and words into *cl; 0 if none. */
static int
comments_line(const xmlNode *n, uint64_t shape, int depth, struct cline *cl)
{
	const xmlNode *c;
	uint64_t sh;
	size_t len;
	char *s, *line;

	for (c = n->children; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c))
			continue;
		sh = story_hash(shape, (const char *)c->name);
		len = html_node_text_len(c, COMMENTS_LINE_MAX, 0);
		if (len < COMMENTS_LINE_MIN || len > COMMENTS_LINE_MAX) {
			if (depth + 1 < COMMENTS_LINE_DEPTH &&
			    comments_line(c, sh, depth + 1, cl))
				return 1;
			continue;
		}
		s = comments_line_text(c);
		if (!comments_has_date(s)) {
			free(s);
			continue;
		}
		if (depth + 1 < COMMENTS_LINE_DEPTH &&
		    comments_line(c, sh, depth + 1, cl)) {
			free(s);
			return 1;
		}
		/* what says something beside the line is what stands
		 * beside the line it sits on */
		len = comments_line_span(c, len, &line);
		if (line != NULL) {
			free(s);
			s = line;
		}
		comments_keep_line(cl, sh, s, len);
		return 1;
	}
	return comments_loose_line(n, shape, cl);
}

/* 1 if the class lists a and b name one kind of record: a class in
 * common ("comment odd alt" and "comment even"), none on either, or a
 * lone class against none (rows marked "alt" every other time). */
static int
comments_classes_alike(const char *a, const char *b)
{
	const char *p;
	size_t n, na = 0, nb = 0;

	if (html_classes_share(a, b))
		return 1;
	for (p = a; p != NULL && html_class_next(&p, &n) != NULL;)
		na++;
	for (p = b; p != NULL && html_class_next(&p, &n) != NULL;)
		nb++;
	return na + nb <= 1;
}

/* 1 if a and b are records of one loop: same tag, classes alike. */
static int
comments_same_kind(const xmlNode *a, const xmlNode *b)
{
	xmlChar *ca, *cb;
	int same;

	if (strcmp((const char *)a->name, (const char *)b->name) != 0)
		return 0;
	ca = xmlGetProp(a, (const xmlChar *)"class");
	cb = xmlGetProp(b, (const xmlChar *)"class");
	same = comments_classes_alike((const char *)ca, (const char *)cb);
	xmlFree(ca);
	xmlFree(cb);
	return same;
}

/*
 * 1 if heading h of record n is a poster's name in a pane of its own: a
 * few words (COMMENTS_NAME_WORDS), in a box of the record apart from its
 * text (not the record's own child, as a post's title is), a box that
 * says little and tells no date (a forum's author pane: the name, a
 * rank, a count of posts; a live blog's header of a title and a time is
 * none).
 */
static int
comments_name_pane(const xmlNode *n, const xmlNode *h)
{
	const xmlNode *pane = h;
	char *s;
	int yes;

	if (html_node_words(h) > COMMENTS_NAME_WORDS)
		return 0;
	while (pane->parent != NULL && pane->parent != n)
		pane = pane->parent;
	if (pane == h || pane->parent != n ||
	    html_node_text_len(pane, COMMENTS_LINE_MAX + 1, 0) >
		COMMENTS_LINE_MAX)
		return 0;
	s = html_node_text_dup(pane);
	yes = !comments_has_date(s);
	free(s);
	return yes;
}

/* The first text showing in record n, digits and spaces left out, into
 * out (size bytes), when it names the comment's author: a link's text
 * outside headings (the author's page) or in a poster's pane's heading
 * (comments_name_pane()), or the text of a short element
 * other than a paragraph that holds no date ("NAME says:" in a cell of
 * its own above the date line, linked or not).  Empty otherwise. */
static void
comments_head(const xmlNode *n, char *out, size_t size)
{
	const xmlNode *c, *a, *e = NULL;
	const xmlChar *p;
	size_t k = 0, len;
	int link = 0, named = 0;
	char *s;

	for (c = html_node_next(n, n); c != NULL;) {
		if (html_node_is_skipped(c)) {
			c = html_node_after(c, n);
			continue;
		}
		if (c->type == XML_TEXT_NODE && story_visible(c))
			break;
		c = html_node_next(c, n);
	}
	for (a = c; a != NULL && a != n; a = a->parent)
		if (a->type == XML_ELEMENT_NODE) {
			/* a heading is a title, but a poster's pane's
			 * linked name (comments_name_pane()) */
			if (html_is_heading((const char *)a->name) &&
			    !(link && comments_name_pane(n, a)))
				break;
			if (e == NULL)
				e = a;
			link = link || strcmp((const char *)a->name, "a") == 0;
		}
	if (c != NULL && a == n && !link && e != NULL &&
	    strcmp((const char *)e->name, "p") != 0 &&
	    (len = html_node_text_len(e, COMMENTS_LINE_MAX, 0)) > 0 &&
	    len <= COMMENTS_LINE_MAX) {
		s = html_node_text_dup(e);
		named = !comments_has_date(s);
		free(s);
	}
	for (p = c != NULL && (link || named) && a == n ? c->content : NULL;
	     p != NULL && *p != '\0' && k + 1 < size; p++)
		if (!isdigit(*p) && !isspace(*p))
			out[k++] = (char)*p;
	out[k] = '\0';
}

/*
 * The last element of record c: c itself, or where c is a dl's dt, the
 * last of the dds after it (a comment told as its author's dt, then its
 * text and its date in a dd or two, as Blogger and WordPress themes
 * write a dl of comments).
 */
static xmlNode *
comments_record_end(xmlNode *c)
{
	xmlNode *end = c, *d;

	if (strcmp((const char *)c->name, "dt") != 0)
		return c;
	for (d = html_node_next_shown(c->next);
	     d != NULL && strcmp((const char *)d->name, "dd") == 0;
	     d = html_node_next_shown(d->next))
		end = d;
	return end;
}

/* The author and date line of the record from c to end (its first
 * element holding one; its shape then tells which), as comments_line(). */
static int
comments_record_line(xmlNode *c, xmlNode *end, struct cline *cl)
{
	uint64_t shape = 0;

	for (;; c = html_node_next_shown(c->next)) {
		if (comments_line(c, shape, 0, cl))
			return 1;
		if (c == end)
			return 0;
		shape = story_hash(shape, (const char *)c->name);
	}
}

/* The text bytes of the record from c to end, counted up to max. */
static size_t
comments_record_len(xmlNode *c, xmlNode *end, size_t max)
{
	size_t n = 0;

	for (;; c = html_node_next_shown(c->next)) {
		n += html_node_text_len(c, max, 0);
		if (c == end || n >= max)
			return n;
	}
}

/*
 * 1 if c, the record at index n of the run starting at first, is of the
 * run's kind: first's, or, in a run striped by turns ("odd" and "even"
 * rows, whatever their names), the second record's at odd indexes.  The
 * second record sets *odd, the odd records' kind: itself when it is of
 * another kind than first and the third is of first's again.
 */
static int
comments_in_run(const xmlNode *first, const xmlNode **odd, xmlNode *c, size_t n)
{
	xmlNode *third;

	if (n == 0)
		return 1;
	if (n % 2 == 0)
		return comments_same_kind(first, c);
	if (n > 1)
		return comments_same_kind(*odd, c);
	*odd = first;
	if (comments_same_kind(first, c))
		return 1;
	third = html_node_next_shown(comments_record_end(c)->next);
	if (third == NULL || !comments_same_kind(first, third))
		return 0;
	*odd = c;
	return 1;
}

/*
 * The number the heading opening record c starts on ("1.", "#2",
 * "3)"), or -1: a list post's item is headed by its place in the list,
 * a comment by no such number.
 */
static long
comments_ordinal(const xmlNode *c)
{
	int budget = COMMENTS_FORM_REACH;
	const xmlNode *t = html_first_text(c, &budget), *h;
	const char *s;
	char *end;
	long k;

	if (t == NULL)
		return -1;
	for (h = t->parent; h != c && !html_is_heading((const char *)h->name);
	     h = h->parent)
		;
	if (!html_is_heading((const char *)h->name))
		return -1;
	for (s = (const char *)t->content; isspace((unsigned char)*s); s++)
		;
	s += *s == '#';
	if (!isdigit((unsigned char)*s))
		return -1;
	k = strtol(s, &end, 10);
	return *end == '\0' || *end == '.' || *end == ')' || *end == ':' ||
		isspace((unsigned char)*end)
	    ? k
	    : -1;
}

/* 1 if the n records of the run from first are headed by their places
 * in a list, one after another, counting up or down: a list post's
 * items, which may each close on a dated line (an embedded post's). */
static int
comments_numbered(xmlNode *first, size_t n)
{
	xmlNode *c = first;
	long k, prev = -1, step = 0;
	size_t i;

	for (i = 0; i < n && c != NULL; i++) {
		if ((k = comments_ordinal(c)) < 0 ||
		    (i > 0 && (k - prev != 1 && k - prev != -1)) ||
		    (i > 1 && k - prev != step))
			return 0;
		step = k - prev;
		prev = k;
		c = html_node_next_shown(comments_record_end(c)->next);
	}
	return i == n;
}

/* The run of records starting at first: how many, its last element in
 * *last.  Each holds more than its line, and the lines share one shape.
 * *authors 1 when they name several authors, unless the run is a live
 * blog's, its lines clock times of one day counting down, newest
 * first, with no date (COMMENTS_LIVE records at least), or a list
 * post's items (comments_numbered()). */
static size_t
comments_run(xmlNode *first, xmlNode **last, int *authors)
{
	struct cline cl, one;
	xmlNode *c, *end;
	const xmlNode *odd = first;
	size_t n = 0;
	char head[COMMENTS_LINE_MAX], first_head[COMMENTS_LINE_MAX];
	struct clive lv;

	memset(&lv, 0, sizeof(lv));
	*last = NULL;
	*authors = 0;
	memset(&one, 0, sizeof(one));
	for (c = first; c != NULL && comments_in_run(first, &odd, c, n);
	     c = html_node_next_shown(end->next)) {
		end = comments_record_end(c);
		memset(&cl, 0, sizeof(cl));
		if (!comments_record_line(c, end, &cl))
			break;
		/* a comment says something beside its line, as much as
		 * half the line at least (a reference, a dated link in a
		 * list, is little more than its line) */
		if (comments_record_len(c, end, COMMENTS_LINE_MAX * 4) * 2 <
			cl.len * 3 ||
		    (n > 0 && cl.shape != one.shape)) {
			free(cl.words);
			break;
		}
		comments_live_add(
		    &lv, &cl, cl.year && comments_record_headed(c, end));
		if (n == 0) {
			one = cl;
			comments_head(c, first_head, sizeof(first_head));
		} else {
			/* several authors: the lines' words differ, or
			 * the records' first words */
			comments_head(c, head, sizeof(head));
			if (strcmp(cl.words, one.words) != 0 ||
			    (*head != '\0' && *first_head != '\0' &&
				strcmp(head, first_head) != 0))
				*authors = 1;
			free(cl.words);
		}
		*last = end;
		n++;
	}
	free(one.words);
	if (comments_live(&lv) || (*authors && comments_numbered(first, n)))
		*authors = 0;
	return n;
}

size_t
comments_thread_run(xmlNode *first, xmlNode **last, int *thread)
{
	const xmlNode *odd = first;
	xmlNode *c = first;
	size_t n;
	int authors;

	/* records enough of one kind, before any line is read: the
	 * learner asks of every element */
	*last = NULL;
	*thread = 0;
	for (n = 1; n < COMMENTS_MIN; n++) {
		c = html_node_next_shown(comments_record_end(c)->next);
		if (c == NULL || !comments_in_run(first, &odd, c, n))
			return 0;
	}
	n = comments_run(first, last, &authors);
	*thread = n >= COMMENTS_MIN && authors;
	return n;
}

/* 1 if a and b are of one tag and one class attribute, to the letter. */
static int
comments_same_class(const xmlNode *a, const xmlNode *b)
{
	const char *ca = html_attr(a, "class"), *cb = html_attr(b, "class");

	return strcmp((const char *)a->name, (const char *)b->name) == 0 &&
	    (ca == NULL ? cb == NULL : cb != NULL && strcmp(ca, cb) == 0);
}

/* The shown children of n of line's tag and class, to the letter. */
static size_t
comments_lines_kin(const xmlNode *n, const xmlNode *line)
{
	const xmlNode *c;
	size_t k = 0;

	for (c = html_node_next_shown(n->children); c != NULL;
	     c = html_node_next_shown(c->next))
		k += comments_same_class(c, line);
	return k;
}

/*
 * The text of c (malloc'd, *len its non-space bytes) when c reads as a
 * comment's author and date line: a short text with a day or a time
 * (comments_day()) and no heading (a video's box, its title and running
 * time, is none); else NULL.
 */
static char *
comments_part_line(const xmlNode *c, size_t *len)
{
	char *s;

	*len = html_node_text_len(c, COMMENTS_LINE_MAX, 0);
	if (*len < COMMENTS_LINE_MIN || *len > COMMENTS_LINE_MAX ||
	    comments_headed(c, NULL))
		return NULL;
	s = html_node_text_dup(c);
	if (!comments_day(s)) {
		free(s);
		return NULL;
	}
	return s;
}

/*
 * The comments that siblings from first on hold as loose parts: each
 * comment's paragraphs closed by the comment's author and date line
 * (comments_part_line()), with no element around a comment (TypePad's
 * and Movable Type's "Posted by: NAME | DATE" under one or more
 * paragraphs); the lines are of one kind (tag and class), and text that
 * is no line comes before each.  The run ends after the last sibling,
 * or with heads 1 at a heading ("Post a comment"; with heads 0 a
 * heading is a comment's text); *last is its last line, *one its
 * first.  How many lines (0 once *steps, the siblings left to read,
 * runs out; steps NULL: no bound); *authors 1 when their words differ
 * (several authors), unless they are a live blog's (clock times
 * counting down, no year, as comments_run() tells); *timed 1 when each
 * line holds a clock time.
 */
static size_t
comments_loose_run(const xmlNode *first, int heads, size_t *steps,
    const xmlNode **last, const xmlNode **one, int *authors, int *timed)
{
	const xmlNode *c;
	struct cline cl;
	char *s, *words = NULL;
	size_t lines = 0, len;
	int text = 0;
	struct clive lv;

	memset(&lv, 0, sizeof(lv));
	*authors = 0;
	*timed = 1;
	*one = *last = NULL;
	for (c = first; c != NULL; c = html_node_next_shown(c->next)) {
		if (steps != NULL && (*steps == 0 || --*steps == 0)) {
			lines = 0;
			break;
		}
		if (heads && html_is_heading((const char *)c->name))
			break;
		s = comments_part_line(c, &len);
		if (s == NULL ||
		    (*one != NULL && !comments_same_kind(*one, c))) {
			free(s);
			text = 1;
			continue;
		}
		if (!text) {
			free(s);
			break;
		}
		comments_keep_line(&cl, 0, s, len); /* s: its words */
		*timed &= cl.minute != -1;
		comments_live_add(&lv, &cl, 0);
		if (*one == NULL) {
			*one = c;
			words = s;
		} else {
			*authors |= strcmp(s, words) != 0;
			free(s);
		}
		*last = c;
		lines++;
		text = 0;
	}
	free(words);
	if (comments_live(&lv))
		*authors = 0;
	return lines;
}

/* How many siblings from first to last are of one's tag and class, to
 * the letter. */
static size_t
comments_run_kin(const xmlNode *first, const xmlNode *last, const xmlNode *one)
{
	const xmlNode *c;
	size_t k = 0;

	for (c = first; c != NULL; c = html_node_next_shown(c->next)) {
		k += comments_same_class(c, one);
		if (c == last)
			break;
	}
	return k;
}

/*
 * The comments n holds as loose parts (comments_loose_run()), its shown
 * children all: n ends with a line, and none of the text before the
 * lines is of their tag and class to the letter (records of one loop, a
 * live blog's posts, of which the shortest pass for lines).  How many
 * lines, 0 when n is not so; *authors and *timed as
 * comments_loose_run()'s.
 */
static size_t
comments_loose_lines(const xmlNode *n, int *authors, int *timed)
{
	const xmlNode *first = html_node_next_shown(n->children), *last, *one;
	size_t lines =
	    comments_loose_run(first, 0, NULL, &last, &one, authors, timed);

	if (lines == 0 || html_node_next_shown(last->next) != NULL ||
	    comments_lines_kin(n, one) != lines)
		return 0;
	return lines;
}

/*
 * 1 if the siblings from c on open a run of loose comments
 * (comments_loose_run()) of COMMENTS_MIN lines or more by several
 * authors, none of the text between them of the lines' tag and class,
 * in a box that holds more (the post above them, a heading "Comments"
 * over them, a reply form below): the thread of a blog that writes its
 * comments so in its post's column.  Each line tells the time the
 * comment was posted: a story's own dated lines (a timeline's dates
 * between its entries) are no thread.  A run starts where a comment
 * may: first in its box, after a heading (or a box holding one: the
 * trackbacks' section) or after a line, never inside the post's own
 * paragraphs loose in the column; what shows nothing between (an
 * anchor naming the comment) is passed, as the run passes it.  steps
 * as comments_loose_run()'s.
 */
static int
comments_loose_from(const xmlNode *c, size_t *steps)
{
	const xmlNode *p, *last, *one;
	size_t lines, len;
	char *s;
	int authors, timed;

	p = html_node_prev_shown(c->prev);
	if (p != NULL && !comments_headed(p, NULL)) {
		if ((s = comments_part_line(p, &len)) == NULL)
			return 0;
		free(s);
	}
	lines = comments_loose_run(c, 1, steps, &last, &one, &authors, &timed);
	return lines >= COMMENTS_MIN && authors && timed &&
	    comments_run_kin(c, last, one) == lines;
}

/* See comments.h. */
int
comments_loose(const xmlNode *n)
{
	const xmlNode *c;
	size_t k = 0;
	int authors, timed;

	/* a comment and its line each, before any text is read: the
	 * rules ask of every element */
	for (c = n->children; c != NULL && k < 2 * COMMENTS_MIN; c = c->next)
		k += c->type == XML_ELEMENT_NODE;
	return k == 2 * COMMENTS_MIN &&
	    comments_loose_lines(n, &authors, &timed) >= COMMENTS_MIN &&
	    authors;
}

size_t
comments_box_records(xmlNode *box)
{
	xmlNode *first, *last;
	size_t n;
	int authors, timed;

	if ((first = html_node_next_shown(box->children)) == NULL)
		return 0;
	n = comments_run(first, &last, &authors);
	if (n > 0 && html_node_next_shown(last->next) == NULL)
		return n;
	return comments_loose_lines(box, &authors, &timed);
}

/* The first record of the thread starting at c: records of its kind
 * and line shape before it among its siblings, past short labels ("Top
 * comments" over a few, "Latest" over the rest), belong to it. */
static xmlNode *
comments_start(xmlNode *c)
{
	struct cline one, cl;
	xmlNode *p, *start = c;

	memset(&one, 0, sizeof(one));
	if (!comments_line(c, 0, 0, &one))
		return c;
	for (p = c->prev; p != NULL; p = p->prev) {
		if (p->type != XML_ELEMENT_NODE || html_node_is_skipped(p) ||
		    html_node_text_len(p, 0, 0) == 0)
			continue;
		memset(&cl, 0, sizeof(cl));
		if (comments_same_kind(c, p) && comments_line(p, 0, 0, &cl) &&
		    cl.shape == one.shape &&
		    html_node_text_len(p, COMMENTS_LINE_MAX * 4, 0) * 2 >=
			cl.len * 3) {
			free(cl.words);
			start = p;
			continue;
		}
		free(cl.words);
		if (html_node_text_len(p, COMMENTS_LABEL, 0) > COMMENTS_LABEL)
			break;
	}
	free(one.words);
	return start;
}

/* The element starting the record x is part of: the dt before a dl's
 * dd (comments_record_end()), else x. */
static xmlNode *
comments_record_start(xmlNode *x)
{
	xmlNode *p;

	if (strcmp((const char *)x->name, "dd") != 0)
		return x;
	for (p = html_node_prev_shown(x->prev);
	     p != NULL && strcmp((const char *)p->name, "dd") == 0;
	     p = html_node_prev_shown(p->prev))
		;
	return p != NULL && strcmp((const char *)p->name, "dt") == 0 ? p : x;
}

/* 1 if record r has a record of its kind beside it (a dl's dt and its
 * dds are one), or one record away, in a run striped by turns ("odd"
 * and "even" rows, whatever their names: comments_in_run()). */
static int
comments_has_kin(xmlNode *r)
{
	xmlNode *c;
	int k;

	for (c = r, k = 0; k < 2; k++)
		if ((c = html_node_next_shown(comments_record_end(c)->next)) ==
		    NULL)
			break;
		else if (comments_same_kind(r, c))
			return 1;
	for (c = r, k = 0; k < 2; k++)
		if ((c = html_node_prev_shown(c->prev)) == NULL)
			break;
		else if (comments_same_kind(r, c = comments_record_start(c)))
			return 1;
	return 0;
}

/* 1 if x is one of the siblings from first to last, a run's records. */
static int
comments_run_holds(const xmlNode *first, const xmlNode *last, const xmlNode *x)
{
	const xmlNode *c;

	for (c = first; c != NULL; c = c->next) {
		if (c == x)
			return 1;
		if (c == last)
			break;
	}
	return 0;
}

/* comments_in_record(), or with any 1, a record of a run of two or more
 * with author and date lines of one shape, whoever wrote them: the
 * run's first record into *run, its last element into *end and its
 * length into *nrec (run NULL: not asked); *run NULL when n stands in
 * loose comments, which are no run. */
static int
comments_record_of(
    xmlNode *n, int any, xmlNode **run, xmlNode **end, size_t *nrec)
{
	xmlNode *x, *r, *first, *last;
	size_t k;
	int thread, authors;

	if (run != NULL)
		*run = NULL;
	for (x = n; x != NULL && x->type == XML_ELEMENT_NODE; x = x->parent) {
		if (comments_loose(x))
			return 1;
		/* a record has a record of its kind near it: asked before
		 * any line is read */
		r = comments_record_start(x);
		if (!comments_has_kin(r))
			continue;
		first = comments_start(r);
		if (any)
			thread =
			    (k = comments_run(first, &last, &authors)) >= 2;
		else
			k = comments_thread_run(first, &last, &thread);
		if (!thread || !comments_run_holds(first, last, x))
			continue;
		if (run != NULL) {
			*run = first;
			*end = last;
			*nrec = k;
		}
		return 1;
	}
	return 0;
}

/* See comments.h. */
int
comments_in_record(xmlNode *n)
{
	return comments_record_of(n, 0, NULL, NULL, NULL);
}

/* See comments.h. */
int
comments_in_dated_run(xmlNode *n)
{
	return comments_record_of(n, 1, NULL, NULL, NULL);
}

/* comments_thread_box() of n, depth levels below the box asked. */
static int
comments_thread_below(xmlNode *n, int depth)
{
	xmlNode *c, *last;
	int thread;

	if (comments_loose(n))
		return 1;
	for (c = html_node_next_shown(n->children); c != NULL;
	     c = html_node_next_shown(c->next)) {
		comments_thread_run(c, &last, &thread);
		if (thread ||
		    (depth < COMMENTS_LINE_DEPTH &&
			comments_thread_below(c, depth + 1)))
			return 1;
	}
	return 0;
}

/* See comments.h. */
int
comments_thread_box(xmlNode *n)
{
	return comments_thread_below(n, 0);
}

/* comments_pointed_box() by the page's count links cs. */
static xmlNode *
comments_pointed_in(const struct comments_counts *cs, xmlNode *n)
{
	xmlNode *p;

	for (p = n; cs->n > 0 && p != NULL && p->type == XML_ELEMENT_NODE;
	     p = p->parent)
		if (comments_counted_box(cs, p, 1, SIZE_MAX) &&
		    comments_dated(p))
			return p;
	return NULL;
}

/* See comments.h. */
xmlNode *
comments_pointed_box(xmlNode *n)
{
	struct comments_counts *cs = comments_counts_new(n->doc);
	xmlNode *box = comments_pointed_in(cs, n);

	free(cs);
	return box;
}

/* comments_records() below n, depth levels down, into out[*k..max). */
static void
comments_records_below(
    xmlNode *n, xmlNode **out, size_t *k, size_t max, int depth)
{
	xmlNode *c, *last, *r;
	int thread;

	for (c = html_node_next_shown(n->children); c != NULL && *k < max;
	     c = html_node_next_shown(c->next)) {
		if (comments_thread_run(c, &last, &thread) < 2)
			last = c;
		/* a comment or two under a heading that counts them */
		if (!thread && comments_counted_thread(c, &r) > 0) {
			last = r;
			thread = 1;
		}
		for (r = c; thread && r != NULL && *k < max; r = r->next) {
			if (r->type == XML_ELEMENT_NODE)
				out[(*k)++] = r;
			if (r == last)
				break;
		}
		for (r = c; !thread && depth < STORY_DEPTH && r != NULL;
		     r = html_node_next_shown(r->next)) {
			comments_records_below(r, out, k, max, depth + 1);
			if (r == last)
				break;
		}
		c = last;
	}
}

/* See comments.h. */
size_t
comments_records(xmlNode *n, xmlNode **out, size_t max)
{
	size_t k = 0;

	comments_records_below(n, out, &k, max, 0);
	return k;
}

/* See comments.h. */
size_t
comments_story_lead(xmlNode *box)
{
	xmlNode *rec;
	size_t lead = 0;

	if (comments_records(box, &rec, 1) == 0 ||
	    !story_lead(box, rec, &lead, 1))
		return 0;
	return lead;
}

/* Mark c and every element after it among its siblings dropped. */
static void
comments_drop_rest(xmlNode *c, struct marks *m)
{
	for (; c != NULL; c = c->next)
		if (c->type == XML_ELEMENT_NODE)
			marks_drop(m, c);
}

/* Replies nested in a run's records: records of the run's first's kind
 * below n, of a class and each with an author and date line, counted
 * into *k (COMMENTS_MIN at most); *authors 1 when one names another
 * author than the first record (its first text, comments_head()). */
static void
comments_replies_below(const xmlNode *first, const char *head, xmlNode *n,
    int depth, size_t *k, int *authors)
{
	xmlNode *c;
	struct cline cl;
	char h[COMMENTS_LINE_MAX];

	for (c = html_node_next_shown(n->children);
	     c != NULL && *k < COMMENTS_MIN && depth < COMMENTS_LINE_DEPTH;
	     c = html_node_next_shown(c->next)) {
		memset(&cl, 0, sizeof(cl));
		if (html_attr(c, "class") != NULL &&
		    comments_same_kind(first, c) &&
		    comments_record_line(c, c, &cl)) {
			free(cl.words);
			(*k)++;
			comments_head(c, h, sizeof(h));
			*authors |= *h != '\0' && strcmp(h, head) != 0;
		}
		comments_replies_below(first, head, c, depth + 1, k, authors);
	}
}

/* The replies nested in the records from first to last, a record of a
 * class. */
static size_t
comments_replies(xmlNode *first, xmlNode *last, int *authors)
{
	xmlNode *c;
	size_t k = 0;
	char head[COMMENTS_LINE_MAX];

	/* records of a class (a thread's), not any div in a div */
	if (html_attr(first, "class") == NULL)
		return 0;
	comments_head(first, head, sizeof(head));
	for (c = first; c != NULL && k < COMMENTS_MIN;
	     c = html_node_next_shown(c->next)) {
		comments_replies_below(first, head, c, 0, &k, authors);
		if (c == last)
			break;
	}
	return k;
}

/*
 * 1 if a reply form follows element last below body: a form holding a
 * textarea, with no paragraph of the story between them (the form may
 * be dropped already: forms are chrome to the link rule).  The walk,
 * the forms' insides too, looks at COMMENTS_FORM_REACH elements at
 * most: a page of many short runs would otherwise have the rest of the
 * body, or one large form, walked for each.
 */
static int
comments_form_after(const xmlNode *body, const xmlNode *last)
{
	const xmlNode *n, *f;
	size_t seen = 0;

	for (n = html_node_after(last, body);
	     n != NULL && seen < COMMENTS_FORM_REACH;
	     n = html_node_next(n, body)) {
		if (n->type != XML_ELEMENT_NODE)
			continue;
		seen++;
		if (story_is_para(n))
			return 0;
		if (strcmp((const char *)n->name, "form") != 0)
			continue;
		for (f = html_node_next(n, n);
		     f != NULL && seen < COMMENTS_FORM_REACH;
		     f = html_node_next(f, n)) {
			if (f->type != XML_ELEMENT_NODE)
				continue;
			seen++;
			if (strcmp((const char *)f->name, "textarea") == 0)
				return 1;
		}
	}
	return 0;
}

/* The count link a's words hold: their one number, or 0 (none, or a
 * date's several). */
static size_t
comments_link_count(const xmlNode *a)
{
	char *t, *p;
	size_t n = 0;
	int runs = 0;

	if (html_node_text_len(a, COMMENTS_COUNT_MAX + 1, 0) >
		COMMENTS_COUNT_MAX ||
	    (t = html_node_text_dup(a)) == NULL)
		return 0;
	for (p = t; *p != '\0'; p++) {
		if (!isdigit((unsigned char)*p))
			continue;
		if (++runs > 1 || strspn(p, "0123456789") > 5)
			break;
		n = strtoul(p, NULL, 10);
		p += strspn(p, "0123456789") - 1;
	}
	free(t);
	return runs == 1 ? n : 0;
}

/* See comments.h: the first COMMENTS_COUNTS of them among doc's first
 * COMMENTS_COUNTS_WALK elements. */
struct comments_counts *
comments_counts_new(xmlDoc *doc)
{
	struct comments_counts *cs = xcalloc(1, sizeof(*cs));
	xmlNode *root = xmlDocGetRootElement(doc), *n;
	const char *href;
	size_t seen = 0, k;

	for (n = root; n != NULL && seen < COMMENTS_COUNTS_WALK &&
	     cs->n < COMMENTS_COUNTS;
	     n = html_node_next(n, root)) {
		if (n->type != XML_ELEMENT_NODE)
			continue;
		seen++;
		if (strcmp((const char *)n->name, "a") != 0 ||
		    (href = html_attr(n, "href")) == NULL || href[0] != '#' ||
		    href[1] == '\0' || (k = comments_link_count(n)) == 0)
			continue;
		cs->v[cs->n].a = n;
		cs->v[cs->n].id = href + 1;
		cs->v[cs->n++].n = k;
	}
	return cs;
}

/* 1 if a link of cs outside box p points to it (its id) with a count
 * from lo to hi. */
static int
comments_counted_box(
    const struct comments_counts *cs, const xmlNode *p, size_t lo, size_t hi)
{
	const char *id = html_attr(p, "id");
	size_t i;

	for (i = 0; id != NULL && i < cs->n; i++)
		if (cs->v[i].n >= lo && cs->v[i].n <= hi &&
		    strcmp(cs->v[i].id, id) == 0 &&
		    !html_node_holds(p, cs->v[i].a))
			return 1;
	return 0;
}

/* 1 if no more than a heading's words (STORY_HEAD bytes) come before
 * first in p, read within COMMENTS_FORM_REACH nodes. */
static int
comments_little_before(const xmlNode *p, const xmlNode *first)
{
	const xmlNode *n = html_node_next(p, p);
	size_t k = 0, seen = 0;

	while (n != NULL && n != first) {
		if (++seen > COMMENTS_FORM_REACH)
			return 0;
		if (html_node_is_skipped(n) && !html_node_holds(n, first)) {
			n = html_node_after(n, p);
			continue;
		}
		if (n->type == XML_TEXT_NODE &&
		    (k += story_visible(n)) > STORY_HEAD)
			return 0;
		n = html_node_next(n, p);
	}
	return n == first;
}

/*
 * The box of the comments from first that the page counts for its
 * reader: an ancestor of first below the body, a few levels up at most
 * and with no more than a heading's words before first, with the page's
 * text before it, that a link outside it points to with a count from lo
 * to hi ("20 comments", "1 comment", a link by the post to its thread:
 * neither the box's name nor the link's words play a part).  It sets a
 * thread apart from a post of a line, and a single comment, no thread to
 * the rules, from the post.  NULL if none.
 */
static xmlNode *
comments_pointed(struct cwalk *w, xmlNode *first, size_t lo, size_t hi)
{
	xmlNode *p;
	size_t lead = 0;
	int up;

	for (p = first->parent, up = 0;
	     p != NULL && p != w->body && up < COMMENTS_LINE_DEPTH;
	     p = p->parent, up++) {
		if (!comments_little_before(p, first))
			return NULL;
		if (html_attr(p, "id") == NULL)
			continue;
		if (comments_counted_box(w->counts, p, lo, hi))
			return story_lead(w->body, p, &lead, 1) && lead > 0
			    ? p
			    : NULL;
	}
	return NULL;
}

/* 1 if one of the first few elements in n starts a run of records:
 * n is their box, not one record. */
static int
comments_holds_run(xmlNode *n)
{
	xmlNode *c, *last;
	int authors, k = 0;

	for (c = html_node_next_shown(n->children);
	     c != NULL && k <= COMMENTS_MIN;
	     c = html_node_next_shown(c->next)) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		k++;
		if (comments_run(c, &last, &authors) > 1)
			return 1;
	}
	return 0;
}

/* The heading just before p (its previous shown element sibling, or
 * the heading such a sibling boxes, html_heading_in()), or NULL. */
static xmlNode *
comments_heading_before(xmlNode *p)
{
	return html_heading_in(html_node_prev_shown(p->prev));
}

/* 1 if label b, COMMENTS_COUNT_MAX bytes of text at most, counts from
 * lo to hi comments: a number alone in that range, and no date. */
static int
comments_label_counts(const xmlNode *b, size_t lo, size_t hi)
{
	struct buf t;
	int counted;

	if (html_node_text_len(b, COMMENTS_COUNT_MAX + 1, 0) >
	    COMMENTS_COUNT_MAX)
		return 0;
	buf_init(&t);
	html_node_text(b, &t);
	/* a heading of a no-break space alone reads as no text */
	counted = t.data != NULL && !comments_has_date(t.data) &&
	    comments_has_count(t.data, lo, hi);
	buf_free(&t);
	return counted;
}

/* The heading just before c, or before the list c is the first item
 * of, or the box that opens on that list, a few levels up and never
 * past stop (NULL: no bound); NULL if none. */
static xmlNode *
comments_heading_over(xmlNode *c, const xmlNode *stop)
{
	int up;

	for (up = 0; up < COMMENTS_LINE_DEPTH &&
	     html_node_prev_shown(c->prev) == NULL && c->parent != stop &&
	     c->parent != NULL && c->parent->type == XML_ELEMENT_NODE;
	     up++)
		c = c->parent;
	return comments_heading_before(c);
}

/* The heading just before c, the first of a run of nrec records, or
 * before their list or the box that opens on it (a few levels up),
 * that counts them ("2 Responses to ...", "3 Kommentare": a number
 * from half of nrec to nrec, no date), with the page's text before it;
 * NULL if none. */
static xmlNode *
comments_counted_heading(xmlNode *body, xmlNode *c, size_t nrec)
{
	xmlNode *h;
	size_t lead = 0;

	if ((h = comments_heading_over(c, body)) == NULL ||
	    !comments_label_counts(h, (nrec + 1) / 2, nrec) ||
	    !story_lead(body, h, &lead, 1) || lead == 0)
		return NULL;
	return h;
}

/* The box of the one comment n stands in, a few levels up, or that n
 * opens on: an element alone in its parent, with an author and date
 * line, under a heading that counts one ("1 Comment"), with the page's
 * text before it: the parent, or n.  NULL if none. */
static xmlNode *
comments_lone_counted(xmlNode *body, xmlNode *n)
{
	xmlNode *x, *h, *list;
	size_t lead = 0;
	int up;

	/* n a box of the heading and the list of the one comment */
	if ((h = html_node_next_shown(n->children)) != NULL &&
	    html_is_heading((const char *)h->name) &&
	    comments_label_counts(h, 1, 1) &&
	    (list = html_node_next_shown(h->next)) != NULL &&
	    html_node_next_shown(list->next) == NULL &&
	    (x = html_node_next_shown(list->children)) != NULL &&
	    html_node_next_shown(x->next) == NULL && comments_dated(x) &&
	    story_lead(body, n, &lead, 1) && lead > 0)
		return n;

	for (x = n, up = 0; x != NULL && x != body && x->parent != NULL &&
	     x->parent != body && up <= COMMENTS_LINE_DEPTH;
	     x = x->parent, up++)
		if (x->type == XML_ELEMENT_NODE &&
		    html_node_prev_shown(x->prev) == NULL &&
		    html_node_next_shown(x->next) == NULL &&
		    comments_dated(x) &&
		    comments_counted_heading(body, x, 1) != NULL)
			return x->parent;
	return NULL;
}

/* See comments.h. */
xmlNode *
comments_counted_run(xmlNode *n)
{
	xmlNode *first, *last, *body;
	size_t nrec;
	int authors;

	if ((body = html_root_child(n->doc, "body")) == NULL)
		return NULL;
	if (!comments_record_of(n, 1, &first, &last, &nrec))
		return comments_lone_counted(body, n);
	if (first == NULL || first->parent == NULL)
		return NULL;
	/* the heading counts the replies nested in the records too ("3
	 * Responses" over two comments and a reply to one) */
	nrec += comments_replies(first, last, &authors);
	if (comments_counted_heading(body, first, nrec) == NULL)
		return NULL;
	return first->parent;
}

/* See comments.h. */
xmlNode *
comments_count_heading(xmlNode *n)
{
	xmlNode *h = comments_heading_over(n, NULL);

	return h != NULL && comments_label_counts(h, 1, SIZE_MAX) ? h : NULL;
}

/* The items of the list c opens, when each holds an author and date
 * line: how many, the last one in *end; 0 otherwise. */
static size_t
comments_dated_items(xmlNode *c, xmlNode **end)
{
	xmlNode *i;
	size_t k = 0;

	*end = NULL;
	if (html_node_prev_shown(c->prev) != NULL)
		return 0;
	for (i = c; i != NULL; i = html_node_next_shown(i->next)) {
		if (k == COMMENTS_MIN || !comments_dated(i))
			return 0;
		*end = i;
		k++;
	}
	return k;
}

/* See comments.h. */
size_t
comments_counted_thread(xmlNode *c, xmlNode **last)
{
	xmlNode *body, *end;
	size_t nrec, k;
	int authors;

	*last = NULL;
	/* the heading asked before any line is read: the learner asks
	 * of every element */
	if (comments_count_heading(c) == NULL ||
	    (body = html_root_child(c->doc, "body")) == NULL ||
	    (nrec = comments_run(c, last, &authors)) == 0) {
		*last = NULL;
		return 0;
	}
	/* rows striped by turns, two too few to show the stripes: the
	 * list's items, each with its line */
	if (*last != NULL && html_node_next_shown((*last)->next) != NULL &&
	    (k = comments_dated_items(c, &end)) > nrec) {
		nrec = k;
		*last = end;
	}
	/* the heading counts the replies nested in the records too */
	k = nrec + comments_replies(c, *last, &authors);
	if (comments_counted_heading(body, c, k) == NULL) {
		*last = NULL;
		return 0;
	}
	return nrec;
}

/* Threads among the children of n and below. */
static size_t
comments_walk(struct cwalk *w, size_t before, xmlNode *n, int depth)
{
	xmlNode *c, *last, *next, *box, *body = w->body, *clast;
	struct marks *m = w->m;
	size_t found = 0, nrec, lead;
	int authors, thread, counted;

	for (c = html_node_next_shown(n->children); c != NULL; c = next) {
		next = html_node_next_shown(c->next);
		lead = before;
		if ((comments_loose(c) || comments_loose_from(c, &w->steps)) &&
		    story_lead(body, c, &lead, 0) && lead >= STORY_LEAD) {
			/* a box of loose comments, or a run of them in the
			 * post's column, and the form after it */
			comments_drop_rest(c, m);
			return found + 1;
		}
		nrec = comments_run(c, &last, &authors);
		lead = before;
		/* a comment and the replies nested in it are a thread
		 * too; so are two comments the reply form follows, or a
		 * heading just before them counts ("2 comments:") */
		thread = (nrec >= COMMENTS_MIN ||
			     (nrec > 0 &&
				 nrec + comments_replies(c, last, &authors) >=
				     COMMENTS_MIN) ||
			     (nrec > 1 &&
				 (comments_form_after(body, last) ||
				     comments_counted_heading(body,
					 comments_start(c), nrec) != NULL))) &&
		    authors;
		/* or a comment or two a heading counts ("1 thought on"),
		 * after the story's lead only: over a post of a line, a
		 * deck that says a number ("1 dead in ...") and a dateline
		 * look the same */
		counted = !thread && nrec > 0 &&
		    comments_counted_thread(comments_start(c), &clast) > 0;
		if (counted)
			last = clast;
		if ((thread || counted) &&
		    story_lead(body, c = comments_start(c), &lead, 0) &&
		    !comments_in_thread(body, c)) {
			/* the thread, and the reply form after it */
			if (lead >= STORY_LEAD) {
				comments_drop_rest(c, m);
				return found + 1;
			}
			/* after a post of a line, the thread's box under
			 * a heading of its own ("Comments") */
			if (thread &&
			    (box = story_set_apart(body, c, NULL)) != NULL) {
				marks_drop(m, box);
				return found + 1;
			}
			/* or the thread under a heading of its own that
			 * counts it ("2 Responses to ..."), the form after */
			if (thread &&
			    (box = comments_counted_heading(body, c, nrec)) !=
				NULL) {
				comments_drop_rest(box, m);
				return found + 1;
			}
		}
		/* a thread, or a comment alone, that the page counts: the
		 * box a link by the post points to with their number (by
		 * several authors: a live blog's updates are the story; a
		 * comment alone when the page says one, not a box of
		 * records) */
		if (((nrec > 1 && authors &&
			 (box = comments_pointed(w, c, nrec, SIZE_MAX)) !=
			     NULL) ||
			(nrec == 1 &&
			    (box = comments_pointed(w, c, 1, 1)) != NULL &&
			    !comments_holds_run(c)))) {
			marks_drop(m, box);
			return found + 1;
		}
		if (nrec > 1)
			next = html_node_next_shown(last->next);
		else
			last = c;
		/* no thread here: perhaps inside these records */
		for (; depth < STORY_DEPTH; c = html_node_next_shown(c->next)) {
			found += comments_walk(w, before, c, depth + 1);
			if (c == last)
				break;
		}
	}
	return found;
}

/* 1 if n holds an author and date line: comments, not the rules for
 * writing them or an empty box a script fills. */
static int
comments_dated(const xmlNode *n)
{
	struct cline cl;

	memset(&cl, 0, sizeof(cl));
	if (!comments_line(n, 0, 0, &cl))
		return 0;
	free(cl.words);
	return 1;
}

/* The text bytes of n's shown siblings from n on of n's kind. */
static size_t
comments_kind_text(const xmlNode *n)
{
	const xmlNode *p;
	size_t k = 0;

	for (p = n; p != NULL; p = p->next)
		if (p->type == XML_ELEMENT_NODE && !html_node_is_skipped(p) &&
		    comments_same_kind(n, p))
			k += html_node_text_len(p, STORY_BODY_MAX, 0);
	return k;
}

/* See comments.h. */
int
comments_in_thread(const xmlNode *body, const xmlNode *c)
{
	const xmlNode *p, *first = NULL;
	size_t lead = 0;

	if (!comments_dated(c))
		return 0;
	for (p = c->prev; p != NULL; p = p->prev) {
		if (p->type != XML_ELEMENT_NODE || html_node_is_skipped(p) ||
		    html_node_text_len(p, 0, 0) == 0)
			continue;
		if (!comments_same_kind(c, p) || !comments_dated(p))
			return 0;
		first = p;
	}
	if (first == NULL || !story_lead(body, first, &lead, 0) ||
	    lead >= STORY_LEAD)
		return 0;
	/* the first post is no article the rest comment on: the others
	 * say as much as it at least */
	return html_node_text_len(first, STORY_BODY_MAX, 0) * 2 <=
	    comments_kind_text(first);
}

/* The shown units of record r: its block children, and each run of
 * loose text and inline elements between them.  How many; the text
 * bytes of the first and the last in *first, *last, of all in *all; the
 * first and the last in *fnode, *lnode when they are elements (NULL for
 * a run). */
static size_t
comments_units(const xmlNode *r, size_t *first, size_t *last, size_t *all,
    const xmlNode **fnode, const xmlNode **lnode)
{
	const xmlNode *c;
	size_t n = 0, len;
	int run = 0, block;

	*first = *last = *all = 0;
	*fnode = *lnode = NULL;
	for (c = r->children; c != NULL; c = c->next) {
		if (c->type == XML_TEXT_NODE)
			len = story_visible(c);
		else if (c->type == XML_ELEMENT_NODE &&
		    !html_node_is_skipped(c))
			len = html_node_text_len(c, STORY_BODY_MAX, 0);
		else
			continue;
		block = c->type == XML_ELEMENT_NODE &&
		    html_tag_is_block((const char *)c->name);
		if (len == 0) {
			run = run && !block;
			continue;
		}
		*all += len;
		if (!block && run) {
			*last += len;
			*first += n == 1 ? len : 0;
			continue;
		}
		n++;
		*lnode = block ? c : NULL;
		*last = len;
		if (n == 1) {
			*fnode = *lnode;
			*first = len;
		}
		run = !block;
	}
	return n;
}

/* 1 if a unit u (an element, or NULL for a run of inline text) of len
 * bytes of record r is an author line: short, no heading, no item of a
 * list of its kind in r, beside text that says at least as much. */
static int
comments_unit_line(const xmlNode *r, const xmlNode *u, size_t len, size_t all)
{
	const xmlNode *c;

	if (len < COMMENTS_LINE_MIN || len > COMMENTS_LINE_MAX ||
	    all - len < len)
		return 0;
	if (u == NULL)
		return 1;
	if (html_is_heading((const char *)u->name))
		return 0;
	for (c = r->children; c != NULL; c = c->next)
		if (c != u && c->type == XML_ELEMENT_NODE &&
		    !html_node_is_skipped(c) && html_same_kind(c, u))
			return 0;
	return 1;
}

/*
 * 1 if r is a comment with an author line, dated or not: its first unit
 * ("Ann says:", a byline) or its last ("-- Ann", "Posted by: Ann") is
 * such a line (comments_unit_line()); or r is a dd after a short dt.  A
 * record whose first block holds most of it (a comment's inner box) is
 * looked into.
 */
static int
comments_lined(const xmlNode *r, int depth)
{
	const xmlNode *fnode, *lnode, *s;
	size_t n, first, last, all;

	n = comments_units(r, &first, &last, &all, &fnode, &lnode);
	if (n >= 2 &&
	    (comments_unit_line(r, fnode, first, all) ||
		comments_unit_line(r, lnode, last, all)))
		return 1;
	if (fnode != NULL && first * 2 > all && depth < COMMENTS_LINE_DEPTH &&
	    comments_lined(fnode, depth + 1))
		return 1;
	if (depth > 0 || strcmp((const char *)r->name, "dd") != 0 ||
	    all < COMMENTS_LINE_MIN)
		return 0;
	for (s = r->prev; s != NULL && s->type != XML_ELEMENT_NODE; s = s->prev)
		;
	if (s == NULL || strcmp((const char *)s->name, "dt") != 0)
		return 0;
	n = html_node_text_len(s, COMMENTS_LINE_MAX + 1, 0);
	return n >= COMMENTS_LINE_MIN && n <= COMMENTS_LINE_MAX;
}

/* The first element child of p with an author line (comments_lined()),
 * or NULL. */
static const xmlNode *
comments_first_lined(const xmlNode *p)
{
	const xmlNode *c;

	for (c = p->children; c != NULL; c = c->next)
		if (c->type == XML_ELEMENT_NODE && !html_node_is_skipped(c) &&
		    comments_lined(c, 0))
			return c;
	return NULL;
}

/* The children of p of the kind (comments_same_kind()) of its first
 * one with an author line: how many, 0 when none has a line; of them
 * with an author line, in *nlined. */
static size_t
comments_lined_records(const xmlNode *p, size_t *nlined)
{
	const xmlNode *c, *k = comments_first_lined(p);
	size_t nrec = 0;

	*nlined = 0;
	for (c = k != NULL ? p->children : NULL; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c) ||
		    !comments_same_kind(k, c))
			continue;
		nrec++;
		*nlined += comments_lined(c, 0);
	}
	return nrec;
}

/*
 * 1 if n, or an element below it, has children records of which one at
 * least, and most of its kind, are comments with an author line: an
 * undated thread.
 */
static int
comments_undated(const xmlNode *n, int depth)
{
	const xmlNode *c;
	size_t nrec, nlined;

	nrec = comments_lined_records(n, &nlined);
	if (nrec > 0 && nlined * 2 > nrec)
		return 1;
	for (c = n->children; depth < COMMENTS_LINE_DEPTH && c != NULL;
	     c = c->next)
		if (c->type == XML_ELEMENT_NODE && !html_node_is_skipped(c) &&
		    comments_undated(c, depth + 1))
			return 1;
	return 0;
}

/* 1 if a and b are records of one named kind: one tag, a class word
 * in common (a box without a class is as often layout, the page's
 * navigation beside its comments). */
static int
comments_named_kind(const xmlNode *a, const xmlNode *b)
{
	return strcmp((const char *)a->name, (const char *)b->name) == 0 &&
	    html_classes_share(html_attr(a, "class"), html_attr(b, "class"));
}

/* 1 if record c holds, a few levels below, a reply: an element of
 * k's tag and first class name (html_same_first_class(): "comment
 * odd depth-2" under "comment even depth-1", not a list post's tweet
 * box "subbuzz-tweet" under its item "subbuzz subbuzz-tweet") with an
 * author line. */
static int
comments_nests(const xmlNode *c, const xmlNode *k, int depth)
{
	const xmlNode *d;

	for (d = c->children; d != NULL; d = d->next) {
		if (d->type != XML_ELEMENT_NODE || html_node_is_skipped(d))
			continue;
		if ((html_same_first_class(k, d) && comments_lined(d, 0)) ||
		    (depth < COMMENTS_LINE_DEPTH &&
			comments_nests(d, k, depth + 1)))
			return 1;
	}
	return 0;
}

/* 1 if COMMENTS_MIN children of p or more are of one named kind, the
 * kind of one of its first COMMENTS_KINDS children with a class: asked
 * before any line is read, as most elements hold no run. */
static int
comments_has_run_kind(const xmlNode *p)
{
	const xmlNode *k, *c;
	size_t n;
	int tried = 0;

	for (k = p->children; k != NULL && tried < COMMENTS_KINDS;
	     k = k->next) {
		if (k->type != XML_ELEMENT_NODE ||
		    html_attr(k, "class") == NULL)
			continue;
		tried++;
		for (n = 0, c = k; c != NULL && n < COMMENTS_MIN; c = c->next)
			n += c->type == XML_ELEMENT_NODE &&
			    comments_named_kind(k, c);
		if (n >= COMMENTS_MIN)
			return 1;
	}
	return 0;
}

/* See comments.h: COMMENTS_MIN records of one named kind or more, most
 * with an author line where the first's is, naming several authors, one
 * holding a reply of its kind. */
int
comments_threaded(const xmlNode *p)
{
	const xmlNode *c, *k, *line, *lc;
	size_t nrec = 0, nlined = 0;
	char head[COMMENTS_LINE_MAX], first[COMMENTS_LINE_MAX];
	int authors = 0, nested = 0;

	if (!comments_has_run_kind(p) || (k = comments_first_lined(p)) == NULL)
		return 0;
	comments_head(k, first, sizeof(first));
	line = html_node_next_shown(k->children);
	for (c = k; c != NULL; c = c->next) {
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c) ||
		    !comments_named_kind(k, c))
			continue;
		nrec++;
		/* each comment's line where the first's is: of its tag and
		 * class (a layout's boxes of one class, a byline over one, a
		 * paragraph over another, are no comments) */
		nlined += comments_lined(c, 0) && line != NULL &&
		    (lc = html_node_next_shown(c->children)) != NULL &&
		    html_same_kind(lc, line);
		comments_head(c, head, sizeof(head));
		authors |= *head != '\0' && strcmp(head, first) != 0;
		nested = nested || comments_nests(c, k, 0);
	}
	return nrec >= COMMENTS_MIN && nlined * 2 > nrec && authors && nested;
}

/* See comments.h. */
xmlNode *
comments_undated_thread(xmlNode *n)
{
	xmlNode *p, *box = NULL;
	int up;

	for (p = n, up = 0; p != NULL && p->type == XML_ELEMENT_NODE &&
	     up < 2 * COMMENTS_LINE_DEPTH;
	     p = p->parent, up++)
		if (comments_threaded(p))
			box = p;
	return box;
}

/* 1 if n, or an element around it a few levels up, is a list holding
 * a dated line, right after a heading that counts its items ("2
 * comments": a number from half the items to all of them, no date):
 * two comments striped by turns are no run to the other tests. */
static int
comments_in_counted_list(xmlNode *n)
{
	xmlNode *p, *h, *c;
	size_t k;
	int up;

	for (p = n, up = 0; p != NULL && p->type == XML_ELEMENT_NODE &&
	     up < COMMENTS_LINE_DEPTH;
	     p = p->parent, up++) {
		if ((h = comments_heading_before(p)) == NULL)
			continue;
		for (k = 0, c = p->children; c != NULL; c = c->next)
			k += c->type == XML_ELEMENT_NODE &&
			    !html_node_is_skipped(c);
		if (k >= 2 && comments_label_counts(h, (k + 1) / 2, k) &&
		    comments_dated(p))
			return 1;
	}
	return 0;
}

/* 1 if n, or an element around it a few levels up at most, is a record
 * of a run a heading counts (comments_counted_thread(): one comment or
 * two under "1 thought on ..."). */
static int
comments_in_counted_thread(xmlNode *n)
{
	xmlNode *p, *first, *last;
	int up;

	for (p = n, up = 0; p != NULL && p->type == XML_ELEMENT_NODE &&
	     up < COMMENTS_LINE_DEPTH;
	     p = p->parent, up++) {
		first = comments_start(p);
		if (comments_counted_thread(first, &last) > 0 &&
		    comments_run_holds(first, last, p))
			return 1;
	}
	return 0;
}

/* The box of the run n lies in, a few levels up at most: two records
 * or more of one kind, most of them comments with an author line, dated
 * or not; NULL if none. */
static xmlNode *
comments_undated_box(xmlNode *n)
{
	xmlNode *p;
	size_t nrec, nlined;
	int up;

	for (p = n->parent, up = 0; p != NULL && p->type == XML_ELEMENT_NODE &&
	     up < COMMENTS_LINE_DEPTH;
	     p = p->parent, up++) {
		nrec = comments_lined_records(p, &nlined);
		if (nlined >= 2 && nlined * 2 > nrec)
			return p;
	}
	return NULL;
}

/* See comments.h. */
int
comments_loose_few(const xmlNode *n)
{
	int authors, timed;

	return comments_loose_lines(n, &authors, &timed) >= 2 && authors &&
	    timed;
}

/* 1 if n, or a box a few levels over it, holds loose comments only,
 * two at least (comments_loose_few()): fewer than a thread, the
 * comments of a short post. */
static int
comments_in_loose_few(const xmlNode *n)
{
	const xmlNode *p;
	int up;

	for (p = n, up = 0; p != NULL && p->type == XML_ELEMENT_NODE &&
	     up <= COMMENTS_LINE_DEPTH;
	     p = p->parent, up++)
		if (comments_loose_few(p))
			return 1;
	return 0;
}

/* See comments.h. */
int
comments_outweigh_post(xmlNode *top, xmlNode *const *matches, size_t nm)
{
	xmlNode *box;
	size_t i;

	if (comments_in_dated_run(top) || comments_thread_box(top) ||
	    comments_pointed_box(top) != NULL || comments_in_loose_few(top))
		return 1;
	/* the post's own box is no record among undated comments */
	if ((box = comments_undated_box(top)) != NULL) {
		for (i = 0; i < nm && !html_node_holds(box, matches[i]); i++)
			;
		if (i == nm)
			return 1;
	}
	return comments_in_counted_list(top) || comments_in_counted_thread(top);
}

/* A section the page names as reader comments, holding a dated line or
 * comments with author lines, after some of the article's own text:
 * what comes before it only tells a thread after the story from a count
 * of comments above it.  How much says nothing: asking for a sentence
 * or two kept the thread under a post of one line, whose first comment
 * then counted as the story for the others.  A named box that only
 * looks like one comment is no thread: a section's title over its text
 * ("Discussion") looks the same. */
static int
comments_named(xmlNode *body, xmlNode *c, xmlNode **drop)
{
	size_t lead = 0;

	if (!html_is_comments(c) ||
	    (!comments_dated(c) && !comments_undated(c, 0)) ||
	    !story_lead(body, c, &lead, 0) || lead == 0)
		return 0;
	*drop = c;
	return 1;
}

/* 1 if a heading of box c (or c, a heading) counts as many as a link
 * of cs outside c pointing to c says (comments_label_counts()). */
static int
comments_heading_counts(const struct comments_counts *cs, xmlNode *c)
{
	const char *id = html_attr(c, "id");
	xmlNode *n = c;
	size_t i;

	while (n != NULL && id != NULL) {
		if (n->type != XML_ELEMENT_NODE ||
		    !html_is_heading((const char *)n->name)) {
			n = html_node_next(n, c);
			continue;
		}
		for (i = 0; i < cs->n; i++)
			if (strcmp(cs->v[i].id, id) == 0 &&
			    !html_node_holds(c, cs->v[i].a) &&
			    comments_label_counts(n, cs->v[i].n, cs->v[i].n))
				return 1;
		n = html_node_after(n, c);
	}
	return 0;
}

/* How many boxes the links of cs point to, COMMENTS_EMPTY_TARGETS + 1
 * at most: a table of contents' numbered entries point to as many. */
static size_t
comments_count_targets(const struct comments_counts *cs)
{
	size_t i, j, k = 0;

	for (i = 0; i < cs->n && k <= COMMENTS_EMPTY_TARGETS; i++) {
		for (j = 0; j < i && strcmp(cs->v[j].id, cs->v[i].id) != 0; j++)
			;
		k += j == i;
	}
	return k;
}

/* 1 if a paragraph of the story comes after c below body, within
 * COMMENTS_EMPTY_WALK nodes (more: as if one did). */
static int
comments_story_after(xmlNode *body, xmlNode *c)
{
	xmlNode *n = html_node_after(c, body);
	int steps;

	for (steps = 0; n != NULL; steps++) {
		if (steps >= COMMENTS_EMPTY_WALK || story_is_para(n))
			return 1;
		n = n->type == XML_ELEMENT_NODE && html_node_is_skipped(n)
		    ? html_node_after(n, body)
		    : html_node_next(n, body);
	}
	return 0;
}

/*
 * A thread's box that holds none of it: the comments a script loads, or
 * none taken ("Comments (12)" over "This discussion is closed for
 * comments."), which the walk finds no records in.  The page links to
 * it by its id with a count its heading shows too (neither the box's
 * name nor any word plays a part), it says little (COMMENTS_EMPTY
 * bytes) and it stands after the story, none of which follows it.  A
 * box so pointed to that says more is settled: the walk judged it.
 * Asked only on a page whose count links point to a box or two: a
 * table of contents numbers its entries, and its last section may be
 * short.
 */
static int
comments_empty(xmlNode *body, xmlNode *c, xmlNode **drop, void *arg)
{
	const struct comments_counts *cs = arg;
	size_t lead = 0;

	if (html_attr(c, "id") == NULL ||
	    !comments_counted_box(cs, c, 1, SIZE_MAX))
		return 0;
	*drop = NULL;
	if (html_node_text_len(c, COMMENTS_EMPTY + 1, 0) <= COMMENTS_EMPTY &&
	    comments_heading_counts(cs, c) && story_lead(body, c, &lead, 0) &&
	    lead > 0 && !comments_story_after(body, c))
		*drop = c;
	return 1;
}

size_t
comments_mark(const struct body_page *pg, struct marks *m)
{
	xmlNode *const *n;
	xmlNode *box;
	size_t before = 0, found;
	struct comments_counts *own = NULL;
	const struct comments_counts *cs = pg->counts;
	struct cwalk *w;

	/* a body of several matches: the story's text in the matches
	 * before this one comes before its threads too */
	for (n = pg->nodes; n != NULL && n < pg->nodes + pg->nn &&
	     *n != pg->body && before < STORY_LEAD;
	     n++)
		before += html_node_text_len(*n, STORY_LEAD, 0);
	/* a later match that is itself a box of loose comments (a
	 * positional XPath matching the post's text box and the thread's,
	 * TypePad's "Posted by:" lines under each comment's paragraphs):
	 * the matches before it hold the story, however short, as a named
	 * thread's lead may be (comments_named()); the first match has
	 * none before it */
	if (before > 0 && comments_loose(pg->body))
		return marks_drop(m, pg->body) > 0;
	if (cs == NULL)
		cs = own = comments_counts_new(pg->body->doc);
	/* a later match that is the box of comments a link of the page
	 * points to with their count ("{ 2 comments }" by the post), or
	 * lies in it, none of the matches before it there: the walk
	 * below looks for that box above a run, and stops at the match */
	if (before > 0 && (box = comments_pointed_in(cs, pg->body)) != NULL) {
		for (n = pg->nodes; n < pg->nodes + pg->nn && *n != pg->body &&
		     !html_node_holds(box, *n);
		     n++)
			;
		if (n < pg->nodes + pg->nn && *n == pg->body) {
			free(own);
			return marks_drop(m, pg->body) > 0;
		}
	}
	w = xcalloc(1, sizeof(*w));
	w->body = pg->body;
	w->m = m;
	w->steps = COMMENTS_LOOSE_STEPS;
	w->counts = cs;
	found = comments_walk(w, before, pg->body, 0);
	if (cs->n > 0 && comments_count_targets(cs) <= COMMENTS_EMPTY_TARGETS)
		found += marks_found_arg(
		    pg->body, comments_empty, (void *)(uintptr_t)cs, m);
	free(w);
	free(own);
	return found;
}

size_t
comments_mark_named(const struct body_page *pg, struct marks *m)
{
	return marks_found(pg->body, comments_named, m);
}

/*
 * Comments a feed points to.  A feed's comment link into the entry's own
 * page ("https://site/post/#comments", "#respond", "#disqus_thread")
 * names the element where the page's comments are: the fragment comes
 * from the feed, so no word of any language is looked for.
 */

#define COMMENTS_FRAGMENT_MAX 128 /* bytes of a fragment, decoded */
#define COMMENTS_CLIMB 4          /* levels an empty anchor climbs */

/* The URL u without its scheme and fragment, and a final '/' left out:
 * its start, its length in *len. */
static const char *
comments_url_part(const char *u, size_t *len)
{
	if (strncasecmp(u, "https://", 8) == 0)
		u += 8;
	else if (strncasecmp(u, "http://", 7) == 0)
		u += 7;
	*len = strcspn(u, "#");
	if (*len > 0 && u[*len - 1] == '/')
		(*len)--;
	return u;
}

const char *
comments_fragment(const char *comments_url, const char *page_url)
{
	const char *hash, *a, *b;
	size_t na, nb, host;

	if (comments_url == NULL || page_url == NULL ||
	    (hash = strchr(comments_url, '#')) == NULL || hash[1] == '\0')
		return NULL;
	a = comments_url_part(comments_url, &na);
	b = comments_url_part(page_url, &nb);
	if (na == 0 || na != nb)
		return NULL;
	/* the host in any case, the rest as written */
	host = strcspn(a, "/?#");
	if (host > na)
		host = na;
	if (strncasecmp(a, b, host) != 0 ||
	    strncmp(a + host, b + host, na - host) != 0)
		return NULL;
	return hash + 1;
}

static int
comments_hex(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* The fragment f percent-decoded into out (COMMENTS_FRAGMENT_MAX bytes):
 * -1 when empty, too long, or not an id an XPath literal can hold
 * (white space, control bytes, both quotes). */
static int
comments_decode(const char *f, char *out)
{
	size_t n = 0;
	unsigned char c;
	int hi, lo;

	for (; *f != '\0'; f++) {
		c = (unsigned char)*f;
		if (c == '%' && (hi = comments_hex(f[1])) >= 0 &&
		    (lo = comments_hex(f[2])) >= 0) {
			c = (unsigned char)(hi * 16 + lo);
			f += 2;
		}
		if (c <= ' ' || c == 0x7f || n + 1 >= COMMENTS_FRAGMENT_MAX)
			return -1;
		out[n++] = (char)c;
	}
	out[n] = '\0';
	if (n == 0 || (strchr(out, '\'') != NULL && strchr(out, '"') != NULL))
		return -1;
	return 0;
}

/* 1 if element n has attribute name equal to v. */
static int
comments_attr_is(const xmlNode *n, const char *name, const char *v)
{
	xmlChar *a;
	int is;

	if ((a = xmlGetProp(n, (const xmlChar *)name)) == NULL)
		return 0;
	is = strcmp((const char *)a, v) == 0;
	xmlFree(a);
	return is;
}

/* The first element below root whose id is f, else the first <a name=f>;
 * *by_name says which. */
static xmlNode *
comments_target(xmlNode *root, const char *f, int *by_name)
{
	xmlNode *n, *named = NULL;

	for (n = root; n != NULL; n = html_node_next(n, root)) {
		if (n->type != XML_ELEMENT_NODE)
			continue;
		if (comments_attr_is(n, "id", f)) {
			*by_name = 0;
			return n;
		}
		if (named == NULL && strcmp((const char *)n->name, "a") == 0 &&
		    comments_attr_is(n, "name", f))
			named = n;
	}
	*by_name = 1;
	return named;
}

/* 1 if text comes before the child x of its parent. */
static int
comments_text_before(const xmlNode *x)
{
	const xmlNode *c;

	for (c = x->parent->children; c != NULL && c != x; c = c->next) {
		if (html_node_is_skipped(c))
			continue;
		if ((c->type == XML_TEXT_NODE && story_visible(c) > 0) ||
		    (c->type == XML_ELEMENT_NODE &&
			html_node_text_len(c, 0, 0) > 0))
			return 1;
	}
	return 0;
}

/* 1 if n holds the comments rather than names them: a block that is
 * no heading, with text. */
static int
comments_is_container(const xmlNode *n)
{
	return !html_is_heading((const char *)n->name) &&
	    html_tag_is_block((const char *)n->name) &&
	    html_node_text_len(n, 0, 0) > 0;
}

/*
 * Where the comments start, from the element x the fragment names: a
 * block holding text is the comments' container; an empty element (an
 * anchor) or an inline label stands for the parent it opens, up to one
 * that is a container or a heading; a heading, or an anchor or label
 * with text before it, introduces what follows it in its parent
 * (*introduces).  Return the levels climbed.
 */
static int
comments_climb(xmlNode **x, int *introduces)
{
	xmlNode *p;
	int k = 0;

	*introduces = 1;
	if (html_is_heading((const char *)(*x)->name))
		return 0;
	if (comments_is_container(*x)) {
		*introduces = 0;
		return 0;
	}
	while (k < COMMENTS_CLIMB && (p = (*x)->parent) != NULL &&
	    p->type == XML_ELEMENT_NODE &&
	    strcmp((const char *)p->name, "body") != 0 &&
	    !comments_text_before(*x)) {
		*x = p;
		k++;
		if (html_is_heading((const char *)p->name))
			break;
		if (comments_is_container(p)) {
			*introduces = 0;
			break;
		}
	}
	return k;
}

size_t
comments_anchor(xmlDoc *doc, const char *fragment, char **rules)
{
	char f[COMMENTS_FRAGMENT_MAX];
	xmlNode *root, *x;
	struct buf b;
	size_t n = 0;
	int by_name, introduces, k;
	char q;

	if (fragment == NULL || comments_decode(fragment, f) == -1 ||
	    (root = xmlDocGetRootElement(doc)) == NULL ||
	    (x = comments_target(root, f, &by_name)) == NULL)
		return 0;
	k = comments_climb(&x, &introduces);
	q = strchr(f, '\'') != NULL ? '"' : '\'';
	buf_init(&b);
	if (by_name)
		buf_printf(&b, ".//a[@name=%c%s%c]", q, f, q);
	else
		buf_printf(&b, ".//*[@id=%c%s%c]", q, f, q);
	while (k-- > 0)
		buf_adds(&b, "/..");
	rules[n++] = xstrdup(b.data);
	if (introduces) {
		buf_adds(&b, "/following-sibling::*");
		rules[n++] = xstrdup(b.data);
	}
	buf_free(&b);
	return n;
}

/*
 * Matches of a body XPath that are reader comments.  A classic blog
 * theme boxes the post's text and each comment's text alike (a dl of
 * comments whose dds hold the post's text box; "Posted by: NAME | DATE"
 * under each box), and an XPath for the post's box matches every
 * comment's box too: each match is then a record of its own, and no rule
 * looking below one sees the thread.
 */

/* 1 if n is, or holds, one of pg's matches but skip. */
static int
comments_holds_match(const xmlNode *n, const struct body_page *pg, size_t skip)
{
	const xmlNode *p;
	size_t j;

	for (j = 0; j < pg->nn; j++)
		for (p = j != skip ? pg->nodes[j] : NULL; p != NULL;
		     p = p->parent)
			if (p == n)
				return 1;
	return 0;
}

/* The record match i stands in: its highest ancestor holding no other
 * match (the dd of a dl of comments, the box around a comment's text
 * and its footer). */
static xmlNode *
comments_record(const struct body_page *pg, size_t i)
{
	xmlNode *r = pg->nodes[i];

	while (r->parent != NULL && r->parent->type == XML_ELEMENT_NODE &&
	    !comments_holds_match(r->parent, pg, i))
		r = r->parent;
	return r;
}

/* The text of r outside x (below r) into b, its non-space bytes added
 * to *len until they are too many for a line. */
static void
comments_outside(
    const xmlNode *r, const xmlNode *x, struct buf *b, size_t *len, int depth)
{
	const xmlNode *c, *p;

	for (c = r->children; c != NULL && *len <= COMMENTS_LINE_MAX;
	     c = c->next) {
		if (c == x)
			continue;
		if (c->type == XML_TEXT_NODE) {
			*len += story_visible(c);
			buf_adds(b, (const char *)c->content);
			continue;
		}
		if (c->type != XML_ELEMENT_NODE || html_node_is_skipped(c))
			continue;
		for (p = x; p != NULL && p != c; p = p->parent)
			;
		if (p == c && depth < STORY_DEPTH)
			comments_outside(c, x, b, len, depth + 1);
		else if (p != c) {
			*len += html_node_text_len(c, COMMENTS_LINE_MAX + 1, 0);
			html_node_text(c, b);
			buf_addc(b, ' ');
		}
	}
}

/* The author and date line of box x standing in record r into b: the
 * record's own text beside x, or the element just before the record (a
 * dl's dt) unless skip says that is another record; its non-space bytes,
 * or 0 when it is no short line with a date. */
static size_t
comments_box_line(const xmlNode *r, const xmlNode *x, struct buf *b,
    int (*skip)(const xmlNode *, const void *), const void *arg)
{
	const xmlNode *s;
	size_t len = 0;

	if (r != x)
		comments_outside(r, x, b, &len, 0);
	for (s = r->prev; len == 0 && s != NULL; s = s->prev) {
		if (s->type != XML_ELEMENT_NODE || html_node_is_skipped(s))
			continue;
		if (!skip(s, arg)) {
			len = html_node_text_len(s, COMMENTS_LINE_MAX + 1, 0);
			html_node_text(s, b);
		}
		break;
	}
	buf_addc(b, '\0');
	if (len < COMMENTS_LINE_MIN || len > COMMENTS_LINE_MAX ||
	    !comments_has_date(b->data))
		return 0;
	return len;
}

/* 1 if s holds one of the matches of pg (arg). */
static int
comments_skip_match(const xmlNode *s, const void *arg)
{
	const struct body_page *pg = arg;

	return comments_holds_match(s, pg, pg->nn);
}

/* 1 if r, x aside (x below r, or NULL), holds a heading or is one: a
 * part's title, where a comment has an author's line. */
static int
comments_headed(const xmlNode *r, const xmlNode *x)
{
	const xmlNode *n;

	for (n = r; n != NULL;) {
		if (n == x) {
			n = html_node_after(n, r);
			continue;
		}
		if (n->type == XML_ELEMENT_NODE &&
		    html_is_heading((const char *)n->name))
			return 1;
		n = html_node_next(n, r);
	}
	return 0;
}

/* The line of a comment a theme writes after its text (Blogger's
 * footer dd with the date): the element just after record r when it is
 * no record of r's kind and holds no match, a short line with a date,
 * added to b; 1 if there is one. */
static int
comments_line_after(const struct body_page *pg, const xmlNode *r, struct buf *b)
{
	const xmlNode *s;
	struct buf a;
	size_t len;
	int dated;

	s = html_node_sibling(r, 1);
	if (s == NULL || comments_same_kind(s, r) ||
	    comments_holds_match(s, pg, pg->nn) ||
	    (len = html_node_text_len(s, COMMENTS_LINE_MAX + 1, 0)) <
		COMMENTS_LINE_MIN ||
	    len > COMMENTS_LINE_MAX)
		return 0;
	buf_init(&a);
	html_node_text(s, &a);
	if ((dated = comments_has_date(a.data)))
		buf_adds(b, a.data);
	buf_free(&a);
	return dated;
}

/* The words (digits and spaces left out) of the author line of match i
 * standing in record r: the record's own text beside the match, or the
 * element just before the record (a dl's dt), when that is a short
 * line; the date, when the line has none, may follow the record (a
 * footer).  *dated says what the line is: COMMENTS_DAY when it holds a
 * day or a time (comments_day()), COMMENTS_YEAR for a year alone (a
 * timeline's heading says as much), with COMMENTS_HEADING when it is a
 * heading.  NULL when there is no such line. */
static char *
comments_match_head(
    const struct body_page *pg, size_t i, const xmlNode *r, int *dated)
{
	struct cline cl;
	struct buf b;
	size_t len = 0;
	const xmlNode *s;
	int head;

	buf_init(&b);
	if (r != pg->nodes[i])
		comments_outside(r, pg->nodes[i], &b, &len, 0);
	head = len > 0 && comments_headed(r, pg->nodes[i]);
	for (s = r->prev; len == 0 && s != NULL; s = s->prev) {
		if (s->type != XML_ELEMENT_NODE || html_node_is_skipped(s))
			continue;
		if (!comments_skip_match(s, pg)) {
			len = html_node_text_len(s, COMMENTS_LINE_MAX + 1, 0);
			html_node_text(s, &b);
			head = comments_headed(s, NULL);
		}
		break;
	}
	if (len < COMMENTS_LINE_MIN || len > COMMENTS_LINE_MAX) {
		buf_free(&b);
		/* a match that is a whole comment: the dated line it
		 * holds itself, beside text that says at least as much (a
		 * photo's dated caption is most of its slide) */
		memset(&cl, 0, sizeof(cl));
		if (!comments_line(pg->nodes[i], 0, 0, &cl))
			return NULL;
		if (html_node_text_len(pg->nodes[i], cl.len * 2, 0) <
		    cl.len * 2) {
			free(cl.words);
			return NULL;
		}
		*dated = cl.day ? COMMENTS_DAY : COMMENTS_YEAR;
		return cl.words;
	}
	if (!comments_has_date(b.data)) {
		buf_addc(&b, ' ');
		comments_line_after(pg, r, &b);
	}
	*dated = !comments_has_date(b.data) ? 0
	    : comments_day(b.data)          ? COMMENTS_DAY
					    : COMMENTS_YEAR;
	if (head)
		*dated |= COMMENTS_HEADING;
	comments_keep_line(&cl, 0, buf_detach(&b, NULL), len);
	return cl.words;
}

/* 1 if s is a record of r's kind (arg). */
static int
comments_skip_kind(const xmlNode *s, const void *arg)
{
	return comments_same_kind(s, arg);
}

/* See comments.h. */
int
comments_box_dated(const xmlNode *rec, const xmlNode *box)
{
	struct buf b;
	size_t len;

	buf_init(&b);
	len = comments_box_line(rec, box, &b, comments_skip_kind, rec);
	buf_free(&b);
	return len > 0;
}

/* 1 if an ancestor of n that is not one of story's names comments
 * (html_is_comments()). */
static int
comments_in_named(const xmlNode *n, const xmlNode *story)
{
	const xmlNode *p, *q;

	for (p = n->parent; p != NULL && p->type == XML_ELEMENT_NODE;
	     p = p->parent) {
		for (q = story; q != NULL && q != p; q = q->parent)
			;
		if (q == p)
			return 0;
		if (html_is_comments(p))
			return 1;
	}
	return 0;
}

/* 1 if s holds a number alone (no digit on either side) from lo to hi:
 * a whole one, not a part of "1,000" or "2.5", nor the place in a list
 * that opens a list post's item ("1.", "#2", "3)"), which counts
 * nothing. */
static int
comments_has_count(const char *s, size_t lo, size_t hi)
{
	const char *p;
	size_t n, v;

	for (p = s; isspace((unsigned char)*p); p++)
		;
	if (*p == '#' && isdigit((unsigned char)p[1]))
		return 0;
	for (n = 0; isdigit((unsigned char)p[n]); n++)
		;
	if (n > 0 && (p[n] == '.' || p[n] == ')') &&
	    !isdigit((unsigned char)p[n + 1]))
		return 0;
	for (p = s; *p != '\0'; p += n > 0 ? n : 1) {
		for (n = 0, v = 0; isdigit((unsigned char)p[n]) && n < 6; n++)
			v = v * 10 + (size_t)(p[n] - '0');
		if (n > 0 && (p[n] == ',' || p[n] == '.') &&
		    isdigit((unsigned char)p[n + 1])) {
			/* past the rest of the number */
			while (isdigit((unsigned char)p[n]) ||
			    ((p[n] == ',' || p[n] == '.') &&
				isdigit((unsigned char)p[n + 1])))
				n++;
			continue;
		}
		if (n > 0 && !isdigit((unsigned char)p[n]) && v >= lo &&
		    v <= hi)
			return 1;
	}
	return 0;
}

/*
 * 1 if the thread whose first record rec holds match x opens on a label
 * counting its nrec records ("2 responses", "3 Kommentare", "コメント 2
 * 件"; a trackback or two besides them): the first text of the highest
 * element around rec apart from the story, before x, a short block
 * with no date that does not hold x.
 */
static int
comments_counted(
    const xmlNode *rec, const xmlNode *x, const xmlNode *story, size_t nrec)
{
	const xmlNode *box = rec, *n, *b;

	while (box->parent != NULL && box->parent->type == XML_ELEMENT_NODE &&
	    !html_node_holds(box->parent, story))
		box = box->parent;
	for (n = box; n != NULL && n != x;) {
		if (html_node_is_skipped(n)) {
			n = html_node_after(n, box);
			continue;
		}
		if (n->type == XML_TEXT_NODE && story_visible(n) > 0)
			break;
		n = html_node_next(n, box);
	}
	if (n == NULL || n == x)
		return 0;
	for (b = n->parent;
	     b != box && !html_tag_is_block((const char *)b->name);
	     b = b->parent)
		;
	return !html_node_holds(b, x) &&
	    comments_label_counts(b, (nrec + 1) / 2, nrec);
}

/* 1 if match x stands in record rec as an item of a list (li, dd, dt
 * between them). */
static int
comments_listed(const xmlNode *rec, const xmlNode *x)
{
	static const char *const items[] = { "li", "dd", "dt" };
	const xmlNode *p;

	for (p = x; p != NULL && p != rec->parent; p = p->parent)
		if (html_name_among(p, items, NELEM(items)))
			return 1;
	return 0;
}

/*
 * The thread among the matches after story match s (below nn): from the
 * first match k standing in a record apart from the story's list, all
 * records of its kind; a thread when its records carry author lines
 * (dated or not) and the page shows them as a thread: three dated
 * lines of several authors, a section named as comments, a label
 * counting the records, or records of a list (siblings, list items)
 * with a date or several authors.  Its first match, or 0 for none.
 */
static size_t
comments_thread(const struct body_page *pg, size_t nn, size_t s)
{
	xmlNode *rec[COMMENTS_MATCHES_MAX], *story = pg->nodes[s], *srec;
	char *words[COMMENTS_MATCHES_MAX];
	int dated[COMMENTS_MATCHES_MAX], authors = 0, siblings = 0, line,
					 thread;
	size_t i, k = 0, kw = 0, nrec = 0, nlined = 0, ndated = 0, ndays = 0,
		  nheads = 0;

	srec = comments_record(pg, s);
	memset(words, 0, sizeof(words));
	memset(rec, 0, sizeof(rec));
	for (i = s + 1; i < nn; i++) {
		rec[i] = comments_record(pg, i);
		/* records of a list apart from the story's: a list the
		 * story is one record of is a live blog, a story in parts
		 * (a list post's items, boxed by what each shows) */
		if (rec[i]->parent == srec->parent &&
		    (html_same_kind(rec[i], srec) ||
			html_same_first_class(rec[i], srec))) {
			rec[i] = NULL;
			continue;
		}
		words[i] = comments_match_head(pg, i, rec[i], &dated[i]);
		/* the thread starts at the first record with a line */
		if (k == 0 || (words[k] == NULL && words[i] != NULL))
			k = i;
	}
	for (i = k; k > 0 && i < nn; i++) {
		if (rec[i] == NULL || !comments_same_kind(rec[k], rec[i]))
			continue;
		if (i > k && rec[i]->parent == rec[k]->parent)
			siblings = 1;
		nrec++;
		if (words[i] == NULL)
			continue;
		nlined++;
		ndated += (dated[i] & (COMMENTS_YEAR | COMMENTS_DAY)) != 0;
		ndays += (dated[i] & COMMENTS_DAY) != 0;
		nheads += (dated[i] & COMMENTS_HEADING) != 0;
		if (kw == 0)
			kw = i;
		else if (strcmp(words[i], words[kw]) != 0)
			authors = 1;
	}
	line = nlined > 0 && nlined * 2 >= nrec;
	thread = k > 0 &&
	    ((ndated >= COMMENTS_MIN && authors) ||
		((comments_in_named(pg->nodes[k], story) ||
		     html_is_comments(rec[k])) &&
		    (ndated > 0 || line ||
			comments_counted(rec[k], pg->nodes[k], story, nrec))) ||
		(line && (ndays > 0 || nheads == 0 || nrec == 1) &&
		    comments_counted(rec[k], pg->nodes[k], story, nrec)) ||
		(line && (siblings || comments_listed(rec[k], pg->nodes[k])) &&
		    ndays > 0 && authors));
	for (i = 0; i < nn; i++)
		free(words[i]);
	return thread ? k : 0;
}

/*
 * The story is the first match holding a paragraph's worth of text,
 * unless a match with text comes before it and a thread follows that
 * one which the longer match is a record of (a short post, long
 * comments).  From the
 * thread's first match on, all matches are dropped: what follows the
 * thread goes with it (trackbacks, the form).
 */
size_t
comments_matches(const struct body_page *pg, struct marks *m)
{
	size_t i, s, s0, k, nn, dropped = 0;

	if (!pg->first || pg->nn < 2)
		return 0;
	nn = pg->nn < COMMENTS_MATCHES_MAX ? pg->nn : COMMENTS_MATCHES_MAX;
	for (s = 0; s + 1 < nn &&
	     html_node_text_len(pg->nodes[s], STORY_LEAD, 0) < STORY_LEAD;
	     s++)
		;
	if (s + 1 == nn)
		s = 0;
	for (s0 = 0; s0 < s && html_node_text_len(pg->nodes[s0], 1, 0) == 0;
	     s0++)
		;
	/* a short post, long comments: the longer match is a record of
	 * the thread after the first match with text */
	k = s0 < s ? comments_thread(pg, nn, s0) : 0;
	if (k == 0 || k > s ||
	    !comments_same_kind(comments_record(pg, k), comments_record(pg, s)))
		k = comments_thread(pg, nn, s);
	for (i = k; k > 0 && i < pg->nn && !marks_full(m); i++)
		dropped += marks_drop(m, pg->nodes[i]);
	return dropped > 0;
}

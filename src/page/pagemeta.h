/* SPDX-License-Identifier: ISC */
/*
 * pagemeta: a parsed page -> when it was published and by whom, as the
 * page says it.  The publisher's metadata first (JSON-LD datePublished
 * and author, the article:published_time and article:author metas,
 * Dublin Core's DC.date and DC.creator, <meta name="author">, microdata
 * itemprop=datePublished/author); when it says nothing, what the page
 * shows near its headline: a <time datetime> and a byline (an element
 * whose class, id, rel or itemprop names the author).  Everything read
 * is bounded: JSON-LD by bytes, depth and objects, names by length.
 * Pure: a tree in, values out.
 */
#ifndef TEMPLAR_PAGEMETA_H
#define TEMPLAR_PAGEMETA_H

#include <stdint.h>

struct html_doc;

/* What a page says of itself. */
struct pagemeta {
	int64_t published; /* unix seconds, 0: the page gives no date */
	int has_time;      /* 1: the date gives a time of day, 0: a day */
	char *author;      /* one line of printable text, names joined
			      with ", "; NULL: none */
	int date_shown;    /* 1: the date is what the page shows near its
			      headline, no metadata of the publisher's */
	int author_shown;  /* the same for the author */
};

#define PAGEMETA_MAX_AUTHOR 200  /* bytes of the author line */
#define PAGEMETA_MAX_AUTHORS 5   /* names joined */
#define PAGEMETA_MAX_LD 262144   /* bytes of JSON-LD read per page */
#define PAGEMETA_MAX_LD_OBJS 256 /* JSON-LD objects looked at */

/*
 * Read doc's date and author into m (its previous contents are not
 * freed).  title, when not NULL, is the article's headline: the heading
 * that holds it anchors what the page shows (else the first h1).
 */
void pagemeta_read(struct html_doc *doc, const char *title, struct pagemeta *m);
void pagemeta_clear(struct pagemeta *m);
/*
 * A byline's text as a name: its first line before a separator, a
 * leading "By" dropped; short, a few words, no digit.  NULL when it is
 * none.  Caller frees.
 */
char *pagemeta_name(const char *s);

/*
 * The date an article goes by when its feed gave feed (0: none) and its
 * page page (0: none; page_time as pagemeta.has_time): the feed's when
 * it has one, but the page's when the two are less than
 * PAGEMETA_ZONE_SLACK apart (the same day seen from two time zones) and
 * only the page's gives the time of day (the feed's falls on midnight
 * UTC exactly, as a date written without a time is read).  0: neither.
 */
#define PAGEMETA_ZONE_SLACK (14 * 3600)
int64_t pagemeta_pick_date(int64_t feed, int64_t page, int page_time);

#endif

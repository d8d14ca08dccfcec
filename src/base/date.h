/* SPDX-License-Identifier: ISC */
/*
 * date: dates as feeds and HTTP headers write them -> unix seconds.
 * Pure: a string in, a number out.
 */
#ifndef TEMPLAR_DATE_H
#define TEMPLAR_DATE_H

#include <stddef.h>
#include <stdint.h>

/*
 * Parse a date as feeds and HTTP write it: RFC 822/1123/2822 and their
 * usual deviations, RFC 850 and asctime (the three HTTP-date forms of RFC
 * 9110), RFC 3339 / ISO 8601 / W3C-DTF, into unix seconds (no zone means
 * UTC).  Return 0, or -1 when s is no date.
 */
int date_parse(const char *s, int64_t *t);

/*
 * Find a day written inside a line of text as a page shows it ("By Jane
 * Doe | March 3, 2019 10:42 am", "Updated 3 March 2019", "2019-03-03"):
 * the first run of at most DATE_FIND_WORDS words that date_parse()
 * reads and that names a day (a month name with a day and a year, or an
 * ISO year-month-day), the shortest at its first word (the day before a
 * time), read in the first DATE_FIND_MAX bytes.  *day is that day's
 * midnight UTC: a date a page shows says no zone.  Return 0,
 * or -1 when none is found.
 */
#define DATE_FIND_MAX 256
#define DATE_FIND_WORDS 8
int date_find(const char *s, int64_t *day);

/*
 * 1 if the n bytes at s are a month's name in one of the languages
 * date_parse() reads, in full or as English's three letters ("Mar",
 * "juin", "März"), case aside.
 */
int date_month_named(const char *s, size_t n);

#endif

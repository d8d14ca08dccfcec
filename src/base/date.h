/* SPDX-License-Identifier: ISC */
/*
 * date: dates as feeds and HTTP headers write them -> unix seconds.
 * Pure: a string in, a number out.
 */
#ifndef TEMPLAR_DATE_H
#define TEMPLAR_DATE_H

#include <stdint.h>

/*
 * Parse a date as feeds and HTTP write it: RFC 822/1123/2822 and their
 * usual deviations, RFC 850 and asctime (the three HTTP-date forms of RFC
 * 9110), RFC 3339 / ISO 8601 / W3C-DTF, into unix seconds (no zone means
 * UTC).  Return 0, or -1 when s is no date.
 */
int date_parse(const char *s, int64_t *t);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * date: the dates feeds and HTTP headers write, read into unix seconds.
 * Feeds write RFC 822 (RSS), RFC 3339 (Atom) and every deviation of
 * both; HTTP writes RFC 1123, RFC 850 or asctime (RFC 9110 5.6.7).  One
 * reader for all, so a Retry-After and a pubDate agree.
 */
#include "config.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "date.h"
#include "util.h"

/*
 * Zone names: RFC 822's, and a few common others.  Military letters
 * are read in date_zone().
 */
static const struct {
	const char *name;
	int hours;
} date_zones[] = {
	{ "UT", 0 },
	{ "UTC", 0 },
	{ "GMT", 0 },
	{ "Z", 0 },
	{ "EST", -5 },
	{ "EDT", -4 },
	{ "CST", -6 },
	{ "CDT", -5 },
	{ "MST", -7 },
	{ "MDT", -6 },
	{ "PST", -8 },
	{ "PDT", -7 },
	{ "AST", -4 },
	{ "ADT", -3 },
	{ "AKST", -9 },
	{ "AKDT", -8 },
	{ "HST", -10 },
	{ "WET", 0 },
	{ "WEST", 1 },
	{ "BST", 1 },
	{ "CET", 1 },
	{ "CEST", 2 },
	{ "MET", 1 },
	{ "MEST", 2 },
	{ "EET", 2 },
	{ "EEST", 3 },
	{ "MSK", 3 },
	{ "JST", 9 },
	{ "KST", 9 },
	{ "HKT", 8 },
	{ "AEST", 10 },
	{ "AEDT", 11 },
	/* the zones of North America without the season, as feedparser */
	{ "ET", -5 },
	{ "CT", -6 },
	{ "MT", -7 },
	{ "PT", -8 },
	{ "AT", -4 },
};

/* The parts of a date as they are read. */
struct date_fields {
	int year, mon, day, hour, min, sec;
	long offset; /* seconds east of UTC */
};

static int date_digits(const char **, int, int, int *);
static int date_month(const char *, size_t);
static int date_make(int, int, int, int, int, int, long, int64_t *);
static int date_zone(const char **, long *);
static int date_iso(const char *, int64_t *);
static int date_rfc822(const char *, int64_t *);
static int date_is_iso(const char *);
static int date_names_day(const char *);
static const char *date_space(const char *);
static int date_time(const char **, struct date_fields *);
static int date_rfc822_head(const char **, struct date_fields *);
static int date_rfc822_month_first(const char **, struct date_fields *);
static int date_rfc822_day_first(const char **, struct date_fields *);
static int date_rfc822_tail(const char *, int);
static const char *date_particle(const char *);
static const char *date_word(const char *);
static int date_word_is(const char *, size_t, const char *);

/* Read between min and max digits at *p into *v. */
static int
date_digits(const char **p, int min, int max, int *v)
{
	int n = 0;

	*v = 0;
	while (n < max && isdigit((unsigned char)**p)) {
		*v = *v * 10 + (**p - '0');
		(*p)++;
		n++;
	}
	return n >= min ? n : -1;
}

/*
 * Month names of the languages feeds are written in, in full; a name
 * may be cut after its third letter ("févr", "Sept", "dez").  English
 * comes first: its three-letter prefixes decide alone.
 */
static const char *const date_months[][12] = {
	{ "january", "february", "march", "april", "may", "june", "july",
	    "august", "september", "october", "november", "december" },
	{ "janvier", "f\xc3\xa9vrier", "mars", "avril", "mai", "juin",
	    "juillet", "ao\xc3\xbbt", "septembre", "octobre", "novembre",
	    "d\xc3\xa9\x63\x65mbre" },
	{ "januar", "februar", "m\xc3\xa4rz", "april", "mai", "juni", "juli",
	    "august", "september", "oktober", "november", "dezember" },
	{ "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
	    "agosto", "septiembre", "octubre", "noviembre", "diciembre" },
	{ "gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno",
	    "luglio", "agosto", "settembre", "ottobre", "novembre",
	    "dicembre" },
	{ "janeiro", "fevereiro", "mar\xc3\xa7o", "abril", "maio", "junho",
	    "julho", "agosto", "setembro", "outubro", "novembro", "dezembro" },
	{ "januari", "februari", "maart", "april", "mei", "juni", "juli",
	    "augustus", "september", "oktober", "november", "december" },
	/* what a name cut short or written without accents also gives */
	{ "fevrier", "feb", "maerz", "mrz", "mrt", "juil", "aout", "setiembre",
	    "decembre", "", "", "" },
};

/* The months of the last row of date_months, in order. */
static const int date_month_extra[] = { 2, 2, 3, 3, 3, 7, 8, 9, 12 };

/* 1 if the n bytes at s are name, or name cut after 3 letters or more. */
static int
date_word_is(const char *s, size_t n, const char *name)
{
	size_t i;

	if (n < 3 || n > strlen(name))
		return 0;
	for (i = 0; i < n; i++) {
		if (tolower((unsigned char)s[i]) != (unsigned char)name[i])
			return 0;
	}
	return 1;
}

/* Month 1-12 from a name ("Jan", "january", "Sept", "mars"), else -1. */
static int
date_month(const char *s, size_t n)
{
	size_t l, i;

	if (n < 3)
		return -1;
	for (i = 0; i < 12; i++) {
		if (strncasecmp(s, date_months[0][i], 3) == 0)
			return (int)i + 1;
	}
	for (l = 1; l < NELEM(date_months); l++) {
		for (i = 0; i < 12; i++) {
			if (date_word_is(s, n, date_months[l][i]))
				return l + 1 < NELEM(date_months)
				    ? (int)i + 1
				    : date_month_extra[i];
		}
	}
	return -1;
}

/* See date.h. */
int
date_month_named(const char *s, size_t n)
{
	size_t l, i;

	for (l = 0; l < NELEM(date_months); l++)
		for (i = 0; i < 12; i++)
			if (date_months[l][i][0] != '\0' &&
			    (n == strlen(date_months[l][i]) ||
				(l == 0 && n == 3)) &&
			    strncasecmp(s, date_months[l][i], n) == 0)
				return 1;
	return 0;
}

/* The end of the word at p: letters, and UTF-8 ("févr", "März"). */
static const char *
date_word(const char *p)
{
	while (isalpha((unsigned char)*p) || (unsigned char)*p >= 0x80)
		p++;
	return p;
}

/* Make unix seconds from fields checked for range; offset in seconds. */
static int
date_make(int year, int mon, int day, int hour, int min, int sec, long offset,
    int64_t *t)
{
	static const int mdays[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30,
		31 };
	struct tm tm;
	time_t v;
	int leap;

	if (year < 1000 || year > 9999 || mon < 1 || mon > 12 || day < 1 ||
	    hour > 23 || min > 59 || sec > 60)
		return -1;
	leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
	if (day > mdays[mon - 1] || (mon == 2 && day == 29 && !leap))
		return -1;
	if (sec == 60)
		sec = 59; /* a leap second */
	memset(&tm, 0, sizeof(tm));
	tm.tm_year = year - 1900;
	tm.tm_mon = mon - 1;
	tm.tm_mday = day;
	tm.tm_hour = hour;
	tm.tm_min = min;
	tm.tm_sec = sec;
	v = timegm(&tm);
	*t = (int64_t)v - offset;
	return 0;
}

/*
 * A zone after a time: "Z", "+02:00", "-0500", "+02", a name (RFC 822
 * names, a few common others, military letters as RFC 822 defines them)
 * or "GMT+8".  Nothing means UTC.  Sets *offset in seconds east.
 */
static int
date_zone(const char **pp, long *offset)
{
	const char *p = *pp, *w;
	size_t i, len;
	int sign, hh, mm = 0, c, n;

	*offset = 0;
	while (*p == ' ' || *p == '\t')
		p++;
	if (*p == '+' || *p == '-') {
		sign = *p == '-' ? -1 : 1;
		p++;
		if ((n = date_digits(&p, 1, 4, &hh)) == -1)
			return -1;
		if (n == 4) {
			mm = hh % 100;
			hh /= 100;
		} else if (n == 3) {
			return -1;
		} else if (*p == ':') {
			p++;
			if (date_digits(&p, 2, 2, &mm) == -1)
				return -1;
		}
		if (hh > 14 || mm > 59)
			return -1;
		*offset = sign * (hh * 3600L + mm * 60L);
		*pp = p;
		return 0;
	}
	if (!isalpha((unsigned char)*p)) {
		*pp = p;
		return 0;
	}
	for (w = p; isalpha((unsigned char)*p); p++)
		;
	len = (size_t)(p - w);
	for (i = 0; i < NELEM(date_zones); i++) {
		if (strlen(date_zones[i].name) == len &&
		    strncasecmp(w, date_zones[i].name, len) == 0)
			break;
	}
	if (i < NELEM(date_zones))
		*offset = date_zones[i].hours * 3600L;
	else if (len == 1) {
		/* RFC 822 military zones: A-I -1..-9, K-M -10..-12,
		   N-Y +1..+12; J is not used. */
		c = toupper((unsigned char)*w);
		if (c >= 'A' && c <= 'I')
			*offset = -(c - 'A' + 1) * 3600L;
		else if (c >= 'K' && c <= 'M')
			*offset = -(c - 'K' + 10) * 3600L;
		else if (c >= 'N' && c <= 'Y')
			*offset = (c - 'N' + 1) * 3600L;
		else
			return -1;
	} else
		return -1;
	/* "GMT+0800" */
	if ((*p == '+' || *p == '-') && i < NELEM(date_zones) &&
	    date_zones[i].hours == 0) {
		*pp = p;
		return date_zone(pp, offset);
	}
	*pp = p;
	return 0;
}

/* RFC 3339 / ISO 8601: 2024-05-06, 2024-05-06T07:08:09.5+02:00, ... */
static int
date_iso(const char *p, int64_t *t)
{
	int year, mon, day, hour = 0, min = 0, sec = 0, d, reduced = 0;
	long offset = 0;
	char sep;

	if (date_digits(&p, 4, 4, &year) == -1)
		return -1;
	/* W3C-DTF's reduced forms, "2024" and "2024-05": the first day. */
	if (*p == '\0' || isspace((unsigned char)*p)) {
		mon = day = 1;
		reduced = 1;
	} else if (isdigit((unsigned char)*p)) {
		/* ISO 8601 basic format: 20240506T070809Z. */
		if (date_digits(&p, 2, 2, &mon) == -1 ||
		    date_digits(&p, 2, 2, &day) == -1)
			return -1;
		if (*p == 'T' || *p == 't') {
			p++;
			if (date_digits(&p, 2, 2, &hour) == -1 ||
			    date_digits(&p, 2, 2, &min) == -1)
				return -1;
			if (isdigit((unsigned char)*p) &&
			    date_digits(&p, 2, 2, &sec) == -1)
				return -1;
			if (date_zone(&p, &offset) == -1)
				return -1;
		}
	} else if ((sep = *p++) != '-' && sep != '/')
		/* "2024/05/06 07:08" too, as some CMSs write it. */
		return -1;
	else if (date_digits(&p, 1, 2, &mon) == -1)
		return -1;
	else if (*p == '\0' || isspace((unsigned char)*p)) {
		day = 1;
		reduced = 1;
	} else if (*p++ != sep || date_digits(&p, 1, 2, &day) == -1)
		return -1;
	if (!reduced &&
	    (*p == 'T' || *p == 't' ||
		(*p == ' ' && isdigit((unsigned char)p[1])))) {
		p++;
		if (date_digits(&p, 1, 2, &hour) == -1 || *p++ != ':' ||
		    date_digits(&p, 2, 2, &min) == -1)
			return -1;
		if (*p == ':') {
			p++;
			if (date_digits(&p, 2, 2, &sec) == -1)
				return -1;
			if (*p == '.' || *p == ',') {
				p++;
				if (date_digits(&p, 1, 9, &d) == -1)
					return -1;
				while (isdigit((unsigned char)*p))
					p++;
			}
		}
		if (date_zone(&p, &offset) == -1)
			return -1;
	}
	while (isspace((unsigned char)*p))
		p++;
	if (*p != '\0')
		return -1;
	return date_make(year, mon, day, hour, min, sec, offset, t);
}

/* p past white space. */
static const char *
date_space(const char *p)
{
	while (isspace((unsigned char)*p))
		p++;
	return p;
}

/* A time of day, "7:08" or "07:08:09", at *pp. */
static int
date_time(const char **pp, struct date_fields *f)
{
	const char *p = *pp;

	if (date_digits(&p, 1, 2, &f->hour) == -1 || *p++ != ':' ||
	    date_digits(&p, 2, 2, &f->min) == -1)
		return -1;
	if (*p == ':') {
		p++;
		if (date_digits(&p, 2, 2, &f->sec) == -1)
			return -1;
	}
	*pp = p;
	return 0;
}

/*
 * The words before the day: a weekday, and the month when it comes
 * first (asctime, "May 6, 2024").  Return 1 when the month was read, 0
 * when the day comes first, -1 when a word is no month.
 */
static int
date_rfc822_head(const char **pp, struct date_fields *f)
{
	const char *p = *pp, *w;
	int r = 0;

	if (isalpha((unsigned char)*p) || (unsigned char)*p >= 0x80) {
		p = date_word(w = p);
		/* "mar., 12 mars": a word before a comma is a weekday */
		if (p[*p == '.'] != ',' &&
		    (f->mon = date_month(w, (size_t)(p - w))) != -1)
			r = 1;
		else {
			if (*p == '.')
				p++;
			if (*p == ',')
				p++;
			p = date_space(p);
			if (isalpha((unsigned char)*p) ||
			    (unsigned char)*p >= 0x80) {
				p = date_word(w = p);
				if ((f->mon = date_month(w, (size_t)(p - w))) ==
				    -1)
					return -1;
				r = 1;
			}
		}
	}
	*pp = p;
	return r;
}

/*
 * After a month that came first: the day, and asctime's time (and zone)
 * before the year.  Return 1 when a time was read, 0 when not, -1.
 */
static int
date_rfc822_month_first(const char **pp, struct date_fields *f)
{
	const char *p = *pp;
	int have_time = 0;

	while (isspace((unsigned char)*p) || *p == '.')
		p++;
	if (date_digits(&p, 1, 2, &f->day) == -1)
		return -1;
	if (*p == ',')
		p++;
	p = date_space(p);
	if (isdigit((unsigned char)p[0]) && (p[1] == ':' || p[2] == ':')) {
		/* asctime: time before year */
		if (date_time(&p, f) == -1)
			return -1;
		have_time = 1;
		p = date_space(p);
		/* A zone may sit between time and year. */
		if (isalpha((unsigned char)*p) &&
		    date_zone(&p, &f->offset) == -1)
			return -1;
		p = date_space(p);
	}
	*pp = p;
	return have_time;
}

/* The day, then the month: "06 May ", "6-May-". */
static int
date_rfc822_day_first(const char **pp, struct date_fields *f)
{
	const char *p = *pp;

	if (date_digits(&p, 1, 2, &f->day) == -1)
		return -1;
	/* "12. März", "12 de marzo de 2024" */
	while (isspace((unsigned char)*p) || *p == '-' || *p == '.')
		p++;
	p = date_particle(p);
	if ((f->mon = date_month(p, (size_t)(date_word(p) - p))) == -1)
		return -1;
	p = date_word(p);
	if (*p == '.')
		p++;
	while (isspace((unsigned char)*p) || *p == '-')
		p++;
	*pp = date_particle(p);
	return 0;
}

/* p past a "de " between the parts of a Spanish or Portuguese date. */
static const char *
date_particle(const char *p)
{
	if (strncasecmp(p, "de", 2) == 0 && isspace((unsigned char)p[2]))
		p = date_space(p + 2);
	return p;
}

/*
 * What may follow the zone: a name after a numeric offset ("-0400 EDT":
 * the offset is enough), a comment ("+0200 (CEST)").  -1 on anything
 * else.
 */
static int
date_rfc822_tail(const char *p, int numeric)
{
	const char *w;

	p = date_space(p);
	if (numeric && isalpha((unsigned char)*p)) {
		while (isalpha((unsigned char)*p))
			p++;
		p = date_space(p);
	}
	if (*p == '(') {
		if ((w = strchr(p, ')')) == NULL)
			return -1;
		p = date_space(w + 1);
	}
	return *p == '\0' ? 0 : -1;
}

/*
 * RFC 822 / 1123 / 2822 and the usual deviations: "Mon, 06 May 2024
 * 07:08:09 +0200", no weekday, two-digit years, no seconds, '-' between
 * the date parts, and asctime's "Mon May  6 07:08:09 2024".
 */
static int
date_rfc822(const char *p, int64_t *t)
{
	struct date_fields f;
	int month_first, have_time = 0, numeric = 0, n;

	memset(&f, 0, sizeof(f));
	p = date_space(p);
	if ((month_first = date_rfc822_head(&p, &f)) == -1)
		return -1;
	if (month_first) {
		if ((have_time = date_rfc822_month_first(&p, &f)) == -1)
			return -1;
	} else if (date_rfc822_day_first(&p, &f) == -1)
		return -1;
	if ((n = date_digits(&p, 2, 4, &f.year)) == -1)
		return -1;
	if (n == 2)
		f.year += f.year < 50 ? 2000 : 1900;
	else if (n == 3)
		f.year += 1900;
	if (!have_time) {
		p = date_space(p);
		if (isdigit((unsigned char)*p)) {
			if (date_time(&p, &f) == -1)
				return -1;
			p = date_space(p);
			numeric = *p == '+' || *p == '-';
			if (date_zone(&p, &f.offset) == -1)
				return -1;
		}
	}
	if (date_rfc822_tail(p, numeric) == -1)
		return -1;
	return date_make(
	    f.year, f.mon, f.day, f.hour, f.min, f.sec, f.offset, t);
}

/* 1 if s starts as an ISO 8601 / W3C-DTF date: 4 digits of a year. */
static int
date_is_iso(const char *s)
{
	size_t n;

	for (n = 0; n < 4; n++) {
		if (!isdigit((unsigned char)s[n]))
			return 0;
	}
	return s[4] == '-' || s[4] == '/' || s[4] == '\0' ||
	    isspace((unsigned char)s[4]) ||
	    (isdigit((unsigned char)s[4]) && isdigit((unsigned char)s[5]) &&
		isdigit((unsigned char)s[6]) && isdigit((unsigned char)s[7]) &&
		(s[8] == '\0' || s[8] == 'T' || s[8] == 't' ||
		    isspace((unsigned char)s[8])));
}

int
date_parse(const char *s, int64_t *t)
{
	const char *p;
	int64_t v;
	int r;

	if (s == NULL)
		return -1;
	while (isspace((unsigned char)*s))
		s++;
	/* Perforce's "Fri, 2006/09/15 08:19:53 EDT": a weekday, then ISO. */
	for (p = s; isalpha((unsigned char)*p); p++)
		;
	if (p > s && *p == ',') {
		for (p++; isspace((unsigned char)*p); p++)
			;
		if (date_is_iso(p))
			s = p;
	}
	if (date_is_iso(s))
		r = date_iso(s, &v);
	else
		r = date_rfc822(s, &v);
	if (r == -1)
		return -1;
	*t = v;
	return 0;
}

/* 1 if s names a day: 3 groups of digits, or a letter and 2 of them. */
static int
date_names_day(const char *s)
{
	int groups = 0, alpha = 0;

	for (; *s != '\0'; s++) {
		if (isdigit((unsigned char)*s) && !isdigit((unsigned char)s[1]))
			groups++;
		else if (isalpha((unsigned char)*s))
			alpha = 1;
	}
	return groups >= 3 || (alpha && groups >= 2);
}

int
date_find(const char *s, int64_t *day)
{
	char buf[DATE_FIND_MAX + 1], cand[DATE_FIND_MAX + 1];
	const char *w[DATE_FIND_MAX / 2 + 1];
	size_t len, nw = 0, i, j, n;
	int64_t v;
	char *p;

	if (s == NULL)
		return -1;
	len = strnlen(s, DATE_FIND_MAX);
	memcpy(buf, s, len);
	buf[len] = '\0';
	for (p = buf; *p != '\0'; p++) {
		if (isspace((unsigned char)*p) || *p == '|' || *p == '(' ||
		    *p == ')')
			*p = ' ';
		else if (p == buf || p[-1] == ' ')
			w[nw++] = p;
	}
	/* the first word a date starts at, its words up to the first that
	   ends one: the day as written, before a time and its zone */
	for (i = 0; i < nw; i++) {
		/* a date starts with a digit, a month, or a weekday before
		   a month or a day: no other word is tried */
		if (!isdigit((unsigned char)*w[i]) &&
		    date_month(w[i], (size_t)(date_word(w[i]) - w[i])) == -1 &&
		    (i + 1 == nw ||
			(!isdigit((unsigned char)*w[i + 1]) &&
			    date_month(w[i + 1],
				(size_t)(date_word(w[i + 1]) - w[i + 1])) ==
				-1)))
			continue;
		for (j = i; j < nw && j < i + DATE_FIND_WORDS; j++) {
			n = (size_t)(w[j] - w[i]) + strcspn(w[j], " ");
			while (n > 0 && strchr(".,;:-", w[i][n - 1]) != NULL)
				n--;
			memcpy(cand, w[i], n);
			cand[n] = '\0';
			if (date_names_day(cand) && date_parse(cand, &v) == 0) {
				*day = v - ((v % 86400) + 86400) % 86400;
				return 0;
			}
		}
	}
	return -1;
}

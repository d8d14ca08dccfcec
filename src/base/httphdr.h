/* SPDX-License-Identifier: ISC */
/*
 * httphdr: what a request header written by a person may be.  The
 * [feed] keys header, user_agent, username and password (conf) and any
 * other source of headers for a request (http_opts) are checked here
 * before anything is sent: no CR, LF or other control character that
 * would let a value start a header or a request of its own, a name that
 * is an RFC 9110 token, bounded lengths, and none of the headers templar
 * sets itself or that would break the request (HTTPHDR_REFUSED).  The
 * messages never quote a value: values are often secrets.  Pure.
 */
#ifndef TEMPLAR_HTTPHDR_H
#define TEMPLAR_HTTPHDR_H

#include <stddef.h>

#define HTTPHDR_MAX_NAME 64        /* characters of a header name */
#define HTTPHDR_MAX_VALUE 4096     /* of a header value, a user agent */
#define HTTPHDR_MAX_CREDENTIAL 256 /* of a user name or a password */

/*
 * The header names refused, lower case, space-separated, as
 * templar.conf.5 lists them: framing and connection headers, those
 * templar sets itself (conditional requests, the encodings it decodes)
 * and those a key of their own sets (user_agent).
 */
#define HTTPHDR_REFUSED                                                        \
	"host content-length transfer-encoding connection keep-alive "         \
	"upgrade te trailer expect proxy-authorization proxy-connection "      \
	"accept-encoding if-none-match if-modified-since if-match "            \
	"if-unmodified-since if-range range user-agent content-type "          \
	"content-encoding"

/*
 * Check "Name: value" (blanks around the value allowed, as HTTP does).
 * Return 0, or -1 with *cause set (a message that names the header but
 * never quotes its value).
 */
int httphdr_check(const char *line, char **cause);

/*
 * Split a line httphdr_check() accepted: *name gets the name, *value the
 * value without the blanks around it (caller frees both).  Return 0, or
 * -1 with *cause set when the line is not accepted.
 */
int httphdr_split(const char *line, char **name, char **value, char **cause);

/*
 * Check a value sent inside a header (a user agent, a user name, a
 * password): printable, no control character but a tab, 1 to max bytes.
 * what names it in the message; with no_colon a ':' is refused too (a
 * Basic user name, RFC 7617 2).  Return 0, or -1 with *cause set.
 */
int httphdr_check_value(const char *what, const char *value, size_t max,
    int no_colon, char **cause);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * httphdr: request headers written by people, checked before they are
 * sent (httphdr.h).  A value is never copied into a message.
 */
#include "config.h"

#include <ctype.h>
#include <strings.h>
#include <stdlib.h>
#include <string.h>

#include "httphdr.h"
#include "util.h"

static int httphdr_is_tchar(int);
static int httphdr_is_refused(const char *, size_t);

/* RFC 9110 5.6.2: tchar */
static int
httphdr_is_tchar(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9') ||
	    (c != '\0' && strchr("!#$%&'*+-.^_`|~", c) != NULL);
}

/* Whether the name (len bytes) is one of HTTPHDR_REFUSED. */
static int
httphdr_is_refused(const char *name, size_t len)
{
	const char *p = HTTPHDR_REFUSED, *end;
	size_t i;

	while (*p != '\0') {
		end = strchr(p, ' ');
		if (end == NULL)
			end = p + strlen(p);
		if ((size_t)(end - p) == len) {
			for (i = 0; i < len; i++)
				if (tolower((unsigned char)name[i]) != p[i])
					break;
			if (i == len)
				return 1;
		}
		p = *end == ' ' ? end + 1 : end;
	}
	return 0;
}

int
httphdr_check_value(
    const char *what, const char *value, size_t max, int no_colon, char **cause)
{
	const unsigned char *u;
	size_t len = strlen(value);

	if (len == 0) {
		xasprintf(cause, "%s is empty", what);
		return -1;
	}
	if (len > max) {
		xasprintf(cause, "%s is longer than %zu bytes", what, max);
		return -1;
	}
	for (u = (const unsigned char *)value; *u != '\0'; u++) {
		if ((*u < 0x20 && *u != '\t') || *u == 0x7f) {
			xasprintf(cause,
			    "%s holds a control character (byte %zu)", what,
			    (size_t)(u - (const unsigned char *)value) + 1);
			return -1;
		}
		if (no_colon && *u == ':') {
			xasprintf(cause, "%s holds a ':'", what);
			return -1;
		}
	}
	return 0;
}

int
httphdr_split(const char *line, char **name, char **value, char **cause)
{
	const char *colon, *v, *end;
	char *what, *val;
	size_t len, i;

	*name = *value = NULL;
	if ((colon = strchr(line, ':')) == NULL) {
		xasprintf(cause, "expected \"Name: value\"");
		return -1;
	}
	len = (size_t)(colon - line);
	if (len == 0) {
		xasprintf(cause, "missing header name before ':'");
		return -1;
	}
	if (len > HTTPHDR_MAX_NAME) {
		xasprintf(cause, "header name longer than %d characters",
		    HTTPHDR_MAX_NAME);
		return -1;
	}
	for (i = 0; i < len; i++) {
		if (!httphdr_is_tchar((unsigned char)line[i])) {
			xasprintf(cause,
			    "header name is not a token (letters, digits and "
			    "!#$%%&'*+-.^_`|~ only)");
			return -1;
		}
	}
	if (httphdr_is_refused(line, len)) {
		xasprintf(cause, "header %.*s is refused: templar sets it%s",
		    (int)len, line,
		    len == 10 && strncasecmp(line, "user-agent", 10) == 0
			? " from user_agent"
			: " itself or it would break the request");
		return -1;
	}
	for (v = colon + 1; *v == ' ' || *v == '\t'; v++)
		;
	for (end = v + strlen(v);
	     end > v && (end[-1] == ' ' || end[-1] == '\t'); end--)
		;
	val = xstrndup(v, (size_t)(end - v));
	xasprintf(&what, "value of header %.*s", (int)len, line);
	if (httphdr_check_value(what, val, HTTPHDR_MAX_VALUE, 0, cause) == -1) {
		free(what);
		free(val);
		return -1;
	}
	free(what);
	*name = xstrndup(line, len);
	*value = val;
	return 0;
}

int
httphdr_check(const char *line, char **cause)
{
	char *name, *value;

	if (httphdr_split(line, &name, &value, cause) == -1)
		return -1;
	free(name);
	free(value);
	return 0;
}

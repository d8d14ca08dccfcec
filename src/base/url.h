/* SPDX-License-Identifier: ISC */
/*
 * url: parse, resolve and normalise http(s) URLs, and derive the host key
 * ("scheme://host:port") that politeness is counted by.  Pure.
 */
#ifndef TEMPLAR_URL_H
#define TEMPLAR_URL_H

/*
 * Resolve ref against base (RFC 3986 section 5).  Return an absolute URL
 * the caller frees, or NULL if the result is not http or https.
 */
char *url_resolve(const char *base, const char *ref);

/* Lower-case scheme and host, drop default port and fragment.  NULL if
 * the URL is not an absolute http(s) URL. */
char *url_normalize(const char *url);

/* "http://127.0.0.2:8080" for any URL on that host; NULL if not http(s). */
char *url_host_key(const char *url);

/* The host part alone, lower-cased; NULL on failure. */
char *url_host(const char *url);

/* "/path?query" of an http(s) URL (what robots.txt rules match), "/"
 * for an empty path; NULL if not http(s). */
char *url_path_query(const char *url);

/* 1 if the URL is absolute http or https. */
int url_is_http(const char *url);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * url: http(s) URLs through libcurl's URL API (RFC 3986 resolution, host
 * and port normalisation), so the fetcher and everything that compares
 * URLs agree on what a URL means.
 */
#include "config.h"

#include <sys/socket.h>

#include <arpa/inet.h>
#include <netinet/in.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <curl/curl.h>

#include "url.h"
#include "util.h"

/* Parse an absolute http(s) URL into a handle, or NULL. */
static CURLU *
url_parse(const char *url)
{
	CURLU *h;
	char *scheme = NULL;
	int ok;

	if (url == NULL || (h = curl_url()) == NULL)
		return NULL;
	if (curl_url_set(h, CURLUPART_URL, url, CURLU_NON_SUPPORT_SCHEME) !=
	    CURLUE_OK) {
		curl_url_cleanup(h);
		return NULL;
	}
	ok = curl_url_get(h, CURLUPART_SCHEME, &scheme, 0) == CURLUE_OK &&
	    (strcmp(scheme, "http") == 0 || strcmp(scheme, "https") == 0);
	curl_free(scheme);
	if (!ok) {
		curl_url_cleanup(h);
		return NULL;
	}
	return h;
}

/* Copy a curl-allocated string into our own allocation. */
static char *
url_take(char *s)
{
	char *r;

	if (s == NULL)
		return NULL;
	r = xstrdup(s);
	curl_free(s);
	return r;
}

static char *
url_get(CURLU *h, CURLUPart part, unsigned int flags)
{
	char *s = NULL;

	if (curl_url_get(h, part, &s, flags) != CURLUE_OK)
		return NULL;
	return url_take(s);
}

static void
url_lower(char *s)
{
	for (; s != NULL && *s != '\0'; s++)
		*s = (char)tolower((unsigned char)*s);
}

char *
url_resolve(const char *base, const char *ref)
{
	CURLU *h;
	char *out = NULL, *trimmed;

	if (ref == NULL)
		return NULL;
	trimmed = util_trim(xstrdup(ref));
	if (*trimmed == '\0' || *trimmed == '#') {
		/*
		 * RFC 3986 5.2.2: an empty reference is the base, a
		 * fragment-only one the base with that fragment.  libcurl
		 * (7.88) drops the base's last segment and query for these.
		 */
		out = NULL;
		if ((h = url_parse(base)) != NULL) {
			if (curl_url_set(h, CURLUPART_FRAGMENT,
				*trimmed == '#' ? trimmed + 1 : NULL,
				CURLU_URLENCODE) == CURLUE_OK)
				out = url_get(h, CURLUPART_URL, 0);
			curl_url_cleanup(h);
		}
		free(trimmed);
		return out;
	}
	if (util_startswith(trimmed, "//") && base != NULL) {
		/* Protocol-relative: take the base's scheme. */
		char *scheme = NULL, *abs;
		if ((h = url_parse(base)) != NULL) {
			scheme = url_get(h, CURLUPART_SCHEME, 0);
			curl_url_cleanup(h);
		}
		xasprintf(&abs, "%s:%s", scheme ? scheme : "http", trimmed);
		free(scheme);
		free(trimmed);
		trimmed = abs;
	}
	if (base == NULL || (h = url_parse(base)) == NULL)
		h = curl_url();
	if (h == NULL)
		goto done;
	if (curl_url_set(h, CURLUPART_URL, trimmed,
		CURLU_NON_SUPPORT_SCHEME | CURLU_URLENCODE) == CURLUE_OK)
		out = url_get(h, CURLUPART_URL, 0);
	curl_url_cleanup(h);
	if (out != NULL && !url_is_http(out)) {
		free(out);
		out = NULL;
	}
done:
	free(trimmed);
	return out;
}

char *
url_normalize(const char *url)
{
	CURLU *h;
	char *out, *host, *scheme, *port;

	if ((h = url_parse(url)) == NULL)
		return NULL;
	curl_url_set(h, CURLUPART_FRAGMENT, NULL, 0);
	scheme = url_get(h, CURLUPART_SCHEME, 0);
	port = url_get(h, CURLUPART_PORT, 0);
	if (scheme != NULL && port != NULL &&
	    ((strcmp(scheme, "http") == 0 && strcmp(port, "80") == 0) ||
		(strcmp(scheme, "https") == 0 && strcmp(port, "443") == 0)))
		curl_url_set(h, CURLUPART_PORT, NULL, 0);
	free(scheme);
	free(port);
	if ((host = url_get(h, CURLUPART_HOST, 0)) != NULL) {
		url_lower(host);
		curl_url_set(h, CURLUPART_HOST, host, 0);
		free(host);
	}
	out = url_get(h, CURLUPART_URL, 0);
	curl_url_cleanup(h);
	/*
	 * libcurl decodes %-escapes in a host ("127%2e1" -> "127.1") but
	 * expands a short IPv4 address only when it parses one: parse once
	 * more, so that normalising is idempotent and one host has one key.
	 */
	if (out != NULL && (h = url_parse(out)) != NULL) {
		free(out);
		out = url_get(h, CURLUPART_URL, 0);
		curl_url_cleanup(h);
	}
	return out;
}

/* The handle of url normalised, as the host key and host are read. */
static CURLU *
url_parse_normal(const char *url)
{
	CURLU *h;
	char *norm;

	norm = url_normalize(url);
	h = url_parse(norm);
	free(norm);
	return h;
}

/*
 * An IP literal in one spelling per address, so that every spelling of
 * one server shares its politeness: "[0:0::1]", "[::0001]" and "[::1]"
 * are "[::1]"; an IPv4-mapped IPv6 address ("[::ffff:7f00:2]",
 * "[::FFFF:127.0.0.2]") is its IPv4 address, "127.0.0.2" (libcurl has
 * made the IPv4 forms dotted already).  A name is left as it is.
 */
static char *
url_host_canonical(char *host)
{
	struct in6_addr a6;
	char inner[INET6_ADDRSTRLEN + 1], out[INET6_ADDRSTRLEN + 2];
	size_t len;

	len = host != NULL ? strlen(host) : 0;
	if (len < 3 || host[0] != '[' || host[len - 1] != ']' ||
	    len - 2 >= sizeof(inner))
		return host;
	memcpy(inner, host + 1, len - 2);
	inner[len - 2] = '\0';
	if (inet_pton(AF_INET6, inner, &a6) != 1)
		return host;
	if (IN6_IS_ADDR_V4MAPPED(&a6)) {
		if (inet_ntop(AF_INET, &a6.s6_addr[12], out, sizeof(out)) ==
		    NULL)
			return host;
	} else {
		out[0] = '[';
		if (inet_ntop(AF_INET6, &a6, out + 1, sizeof(out) - 2) == NULL)
			return host;
		len = strlen(out);
		out[len] = ']';
		out[len + 1] = '\0';
	}
	free(host);
	return xstrdup(out);
}

char *
url_host_key(const char *url)
{
	CURLU *h;
	char *scheme, *host, *port, *key = NULL;

	if ((h = url_parse_normal(url)) == NULL)
		return NULL;
	scheme = url_get(h, CURLUPART_SCHEME, 0);
	host = url_get(h, CURLUPART_HOST, 0);
	port = url_get(h, CURLUPART_PORT, CURLU_DEFAULT_PORT);
	if (scheme != NULL && host != NULL && port != NULL) {
		url_lower(scheme);
		url_lower(host);
		host = url_host_canonical(host);
		xasprintf(&key, "%s://%s:%s", scheme, host, port);
	}
	free(scheme);
	free(host);
	free(port);
	curl_url_cleanup(h);
	return key;
}

char *
url_host(const char *url)
{
	CURLU *h;
	char *host;

	if ((h = url_parse_normal(url)) == NULL)
		return NULL;
	host = url_get(h, CURLUPART_HOST, 0);
	url_lower(host);
	curl_url_cleanup(h);
	return host;
}

char *
url_path_query(const char *url)
{
	CURLU *h;
	char *path, *query, *out;

	if ((h = url_parse(url)) == NULL)
		return NULL;
	path = url_get(h, CURLUPART_PATH, 0);
	query = url_get(h, CURLUPART_QUERY, 0);
	curl_url_cleanup(h);
	xasprintf(&out, "%s%s%s", path != NULL && *path != '\0' ? path : "/",
	    query != NULL ? "?" : "", query != NULL ? query : "");
	free(path);
	free(query);
	return out;
}

/* Longest URL url_is_http() answers without libcurl. */
#define URL_PLAIN_MAX 4096

/* 1 if the n bytes at s are a dotted quad as libcurl writes one back. */
static int
url_plain_ipv4(const char *s, size_t n)
{
	const char *end = s + n;
	int parts = 0, digits, v;

	while (s < end) {
		for (v = 0, digits = 0; s < end && isdigit((unsigned char)*s);
		     s++, digits++)
			if (digits < 4) /* more is refused below; no overflow */
				v = v * 10 + (*s - '0');
		if (digits == 0 || digits > 3 || v > 255 ||
		    (digits > 1 && s[-digits] == '0') || ++parts > 4)
			return 0;
		if (s < end && (*s++ != '.' || s == end))
			return 0;
	}
	return parts == 4;
}

/*
 * What url_parse() would say of url, answered without libcurl in the
 * usual cases: a page's links are checked one by one, and `templar
 * extract` then never loads libcurl (curl_lazy.c says why that
 * matters).  A URL with a space or a control character, a scheme other
 * than http(s), or none, is never absolute http (libcurl takes no
 * relative URL without a base).  An http(s) URL whose host is a name
 * of letters, digits, dots and hyphens or a dotted quad, with at most a
 * port of 1 to 65535, is one.  -1 for the rest (user info, other address
 * forms, IDN, characters libcurl checks): only libcurl can tell.
 */
static int
url_is_http_plain(const char *url)
{
	const char *p = url, *host;
	size_t n;
	long port;

	/* libcurl refuses a space or control character anywhere */
	for (; *p != '\0'; p++)
		if ((unsigned char)*p <= ' ' || *p == 0x7f)
			return 0;
	p = url;
	while (
	    isalnum((unsigned char)*p) || *p == '+' || *p == '-' || *p == '.')
		p++;
	if (!isalpha((unsigned char)*url) || *p != ':')
		return 0;
	n = (size_t)(p - url);
	if (!(n == 4 && strncasecmp(url, "http", 4) == 0) &&
	    !(n == 5 && strncasecmp(url, "https", 5) == 0))
		return 0;
	if (strncmp(p, "://", 3) != 0 || strlen(p) > URL_PLAIN_MAX)
		return -1;
	host = p += 3;
	while (isalnum((unsigned char)*p) || *p == '.' || *p == '-')
		p++;
	/* all hex digits and dots: maybe an address libcurl rewrites */
	if (p == host ||
	    (strspn(host, "0123456789abcdefABCDEFxX.") >= (size_t)(p - host) &&
		!url_plain_ipv4(host, (size_t)(p - host))))
		return -1;
	if (*p == ':') {
		for (port = 0, n = 0; isdigit((unsigned char)*++p); n++)
			port = port * 10 + (*p - '0');
		if (n == 0 || n > 5 || port < 1 || port > 65535 ||
		    p[-(long)n] == '0')
			return -1;
	}
	/* libcurl takes the path, query and fragment as they are */
	return *p == '\0' || *p == '/' || *p == '?' || *p == '#' ? 1 : -1;
}

int
url_is_http(const char *url)
{
	CURLU *h;
	int plain;

	if (url == NULL)
		return 0;
	if ((plain = url_is_http_plain(url)) != -1)
		return plain;
	if ((h = url_parse(url)) == NULL)
		return 0;
	curl_url_cleanup(h);
	return 1;
}

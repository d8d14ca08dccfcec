/* SPDX-License-Identifier: ISC */
/*
 * test-url: resolution against RFC 3986 section 5.4, normalisation, host
 * keys and the http(s)-only rule.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <curl/curl.h>

#include "../lib/t.h"
#include "url.h"
#include "util.h"

struct pair {
	const char *in;
	const char *want; /* NULL: the function must refuse */
};

/*
 * RFC 3986 5.4.1 and 5.4.2 against "http://a/b/c/d;p?q".  libcurl writes
 * an empty path as "/" ("//g" -> "http://g/"), an equivalent form (6.2.3).
 */
static const struct pair rfc3986[] = {
	{ "g", "http://a/b/c/g" },
	{ "./g", "http://a/b/c/g" },
	{ "g/", "http://a/b/c/g/" },
	{ "/g", "http://a/g" },
	{ "//g", "http://g/" },
	{ "?y", "http://a/b/c/d;p?y" },
	{ "g?y", "http://a/b/c/g?y" },
	{ "#s", "http://a/b/c/d;p?q#s" },
	{ "g#s", "http://a/b/c/g#s" },
	{ "g?y#s", "http://a/b/c/g?y#s" },
	{ ";x", "http://a/b/c/;x" },
	{ "g;x", "http://a/b/c/g;x" },
	{ "g;x?y#s", "http://a/b/c/g;x?y#s" },
	{ "", "http://a/b/c/d;p?q" },
	{ ".", "http://a/b/c/" },
	{ "./", "http://a/b/c/" },
	{ "..", "http://a/b/" },
	{ "../", "http://a/b/" },
	{ "../g", "http://a/b/g" },
	{ "../..", "http://a/" },
	{ "../../", "http://a/" },
	{ "../../g", "http://a/g" },
	/* abnormal examples */
	{ "../../../g", "http://a/g" },
	{ "../../../../g", "http://a/g" },
	{ "/./g", "http://a/g" },
	{ "/../g", "http://a/g" },
	{ "g.", "http://a/b/c/g." },
	{ ".g", "http://a/b/c/.g" },
	{ "g..", "http://a/b/c/g.." },
	{ "..g", "http://a/b/c/..g" },
	{ "./../g", "http://a/b/g" },
	{ "./g/.", "http://a/b/c/g/" },
	{ "g/./h", "http://a/b/c/g/h" },
	{ "g/../h", "http://a/b/c/h" },
	{ "g;x=1/./y", "http://a/b/c/g;x=1/y" },
	{ "g;x=1/../y", "http://a/b/c/y" },
	{ "g?y/./x", "http://a/b/c/g?y/./x" },
	{ "g?y/../x", "http://a/b/c/g?y/../x" },
	{ "g#s/./x", "http://a/b/c/g#s/./x" },
	{ "g#s/../x", "http://a/b/c/g#s/../x" },
	/* not http(s): refused */
	{ "g:h", NULL },
	{ "mailto:someone@example.org", NULL },
	{ "ftp://files.example.org/x", NULL },
	{ "javascript:alert(1)", NULL },
	/* white space around a reference (feeds are full of it) */
	{ " \tg  ", "http://a/b/c/g" },
	{ "g h", "http://a/b/c/g%20h" },
	{ "https://other.example/x", "https://other.example/x" },
};

static void
test_url_resolve_rfc3986_examples(void)
{
	size_t i;
	char *u;

	for (i = 0; i < NELEM(rfc3986); i++) {
		u = url_resolve("http://a/b/c/d;p?q", rfc3986[i].in);
		T_OK_MSG((u == NULL && rfc3986[i].want == NULL) ||
			(u != NULL && rfc3986[i].want != NULL &&
			    strcmp(u, rfc3986[i].want) == 0),
		    "resolve \"%s\" -> %s (got %s)", rfc3986[i].in,
		    rfc3986[i].want ? rfc3986[i].want : "NULL", u ? u : "NULL");
		free(u);
	}
}

static void
test_url_resolve_protocol_relative_keeps_scheme(void)
{
	char *u;

	u = url_resolve("https://a.example/b", "//c.example/d");
	T_STR(u, "https://c.example/d");
	free(u);
	u = url_resolve("http://a.example/b", "//c.example:8080/d?e");
	T_STR(u, "http://c.example:8080/d?e");
	free(u);
}

static void
test_url_resolve_without_usable_base(void)
{
	char *u;

	u = url_resolve(NULL, "http://ok.example/x");
	T_STR(u, "http://ok.example/x");
	free(u);
	u = url_resolve(NULL, "/relative");
	T_STR(u, NULL);
	free(u);
	u = url_resolve("not a url", "http://ok.example/");
	T_STR(u, "http://ok.example/");
	free(u);
	u = url_resolve("ftp://files.example/dir/", "x");
	T_STR(u, NULL);
	free(u);
	u = url_resolve("http://a.example/", NULL);
	T_STR(u, NULL);
	free(u);
	/* fragment-only and empty references need a base */
	u = url_resolve(NULL, "#frag");
	T_STR(u, NULL);
	free(u);
	u = url_resolve(NULL, "");
	T_STR(u, NULL);
	free(u);
}

static void
test_url_resolve_empty_ref_drops_base_fragment(void)
{
	char *u;

	u = url_resolve("http://a.example/p?q#old", "");
	T_STR(u, "http://a.example/p?q");
	free(u);
	u = url_resolve("http://a.example/p?q#old", "#new");
	T_STR(u, "http://a.example/p?q#new");
	free(u);
}

static const struct pair normalize[] = {
	{ "HTTP://Example.COM:80/a/./b/../c?q#frag",
	    "http://example.com/a/c?q" },
	{ "https://EX.com:443/", "https://ex.com/" },
	{ "https://ex.com:8443", "https://ex.com:8443/" },
	{ "http://ex.com:443/", "http://ex.com:443/" },
	{ "https://ex.com:80/", "https://ex.com:80/" },
	{ "http://ex.com", "http://ex.com/" },
	{ "http://ex.com?x", "http://ex.com/?x" },
	{ "http://ex.com/Path/Case", "http://ex.com/Path/Case" },
	{ "http://user:pw@ex.com/", "http://user:pw@ex.com/" },
	{ "ftp://x/", NULL },
	{ "/rel", NULL },
	{ "mailto:a@b.example", NULL },
	{ "", NULL },
};

static void
test_url_normalize_table(void)
{
	size_t i;
	char *u;

	for (i = 0; i < NELEM(normalize); i++) {
		u = url_normalize(normalize[i].in);
		T_OK_MSG((u == NULL && normalize[i].want == NULL) ||
			(u != NULL && normalize[i].want != NULL &&
			    strcmp(u, normalize[i].want) == 0),
		    "normalize \"%s\" -> %s (got %s)", normalize[i].in,
		    normalize[i].want ? normalize[i].want : "NULL",
		    u ? u : "NULL");
		free(u);
	}
	T_STR(url_normalize(NULL), NULL);
}

static void
test_url_normalize_is_idempotent(void)
{
	char *a, *b;

	a = url_normalize("HTTPS://News.Example.ORG:443/a/../b/?x=1#top");
	b = url_normalize(a);
	T_STR(a, "https://news.example.org/b/?x=1");
	T_STR(b, a);
	free(a);
	free(b);
}

static const struct pair host_keys[] = {
	{ "http://Example.com/a", "http://example.com:80" },
	{ "http://example.com:80/b", "http://example.com:80" },
	{ "https://example.com/", "https://example.com:443" },
	{ "https://example.com:443/x?y", "https://example.com:443" },
	{ "http://127.0.0.2:8080/feed.xml", "http://127.0.0.2:8080" },
	{ "HTTPS://EXAMPLE.com:8443", "https://example.com:8443" },
	{ "http://[::1]/", "http://[::1]:80" },
	/* every spelling of one address, one key */
	{ "http://[0:0:0:0:0:0:0:1]/", "http://[::1]:80" },
	{ "http://[0::1]:80/a", "http://[::1]:80" },
	{ "http://[::0001]/", "http://[::1]:80" },
	{ "http://[0000:0000::0:1]/", "http://[::1]:80" },
	{ "http://[2001:DB8:0:0::A]/", "http://[2001:db8::a]:80" },
	{ "http://[2001:0db8:0000::000a]:8080/", "http://[2001:db8::a]:8080" },
	{ "http://[::FFFF:127.0.0.2]/", "http://127.0.0.2:80" },
	{ "http://[::ffff:7f00:2]/", "http://127.0.0.2:80" },
	{ "http://[0:0:0:0:0:ffff:7f00:0002]/", "http://127.0.0.2:80" },
	{ "http://0x7f.0.0.2/", "http://127.0.0.2:80" },
	{ "ftp://example.com/", NULL },
	{ "example.com/a", NULL },
};

static void
test_url_host_key_default_ports(void)
{
	size_t i;
	char *k;

	for (i = 0; i < NELEM(host_keys); i++) {
		k = url_host_key(host_keys[i].in);
		T_OK_MSG((k == NULL && host_keys[i].want == NULL) ||
			(k != NULL && host_keys[i].want != NULL &&
			    strcmp(k, host_keys[i].want) == 0),
		    "host key \"%s\" -> %s (got %s)", host_keys[i].in,
		    host_keys[i].want ? host_keys[i].want : "NULL",
		    k ? k : "NULL");
		free(k);
	}
}

static void
test_url_host_lowercases(void)
{
	char *h;

	h = url_host("https://News.Example.ORG:8443/x");
	T_STR(h, "news.example.org");
	free(h);
	h = url_host("ftp://example.org/");
	T_STR(h, NULL);
	free(h);
}

static void
test_url_is_http_only_absolute_http(void)
{
	T_INT(url_is_http("http://a.example/"), 1);
	T_INT(url_is_http("HTTPS://a.example/x"), 1);
	T_INT(url_is_http("ftp://a.example/"), 0);
	T_INT(url_is_http("/relative"), 0);
	T_INT(url_is_http("tag:example.org,2024:1"), 0);
	T_INT(url_is_http("urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6"), 0);
	T_INT(url_is_http(""), 0);
	T_INT(url_is_http(NULL), 0);
}

/* libcurl's own answer: an absolute URL whose scheme is http(s). */
static int
curl_is_http(const char *url)
{
	CURLU *h;
	char *scheme = NULL;
	int ok = 0;

	if ((h = curl_url()) == NULL)
		return -1;
	if (curl_url_set(h, CURLUPART_URL, url, CURLU_NON_SUPPORT_SCHEME) ==
		CURLUE_OK &&
	    curl_url_get(h, CURLUPART_SCHEME, &scheme, 0) == CURLUE_OK)
		ok =
		    strcmp(scheme, "http") == 0 || strcmp(scheme, "https") == 0;
	curl_free(scheme);
	curl_url_cleanup(h);
	return ok;
}

/* One piece of a made-up URL: up to max characters drawn from set. */
static void
random_part(
    char *out, size_t *n, const char *set, size_t max, unsigned long *seed)
{
	size_t len, i;

	*seed = *seed * 6364136223846793005UL + 1442695040888963407UL;
	len = (size_t)(*seed >> 33) % (max + 1);
	for (i = 0; i < len; i++) {
		*seed = *seed * 6364136223846793005UL + 1442695040888963407UL;
		out[(*n)++] = set[(*seed >> 33) % strlen(set)];
	}
}

/*
 * url_is_http() answers most URLs without libcurl: its answer must be
 * libcurl's, on the cases its shortcut names and on URLs made up of the
 * characters that decide them.
 */
static void
test_url_is_http_agrees_with_libcurl(void)
{
	static const char *const cases[] = {
		"http://a.example",
		"http://a.example:8080/x?y#z",
		"http://a.example:0/",
		"http://a.example:65536/",
		"http://a.example:080/",
		"http://a.example:/",
		"http://127.0.0.1/",
		"http://127.1/",
		"http://0x7f.1/",
		"http://1.2.3.999/",
		"http://abc.de/",
		"http:///x",
		"http://127.0.1.1:19500/feed.xml",
		"http://1.2.3.4.5/",
		"http://01.2.3.4/",
		"http://1.2.3./",
		"http://1..3.4/",
		"http://255.255.255.255/",
		"http://256.0.0.1/",
		"http:/a.example/",
		"http:a.example",
		"HtTp://A.example/",
		"http://user@a.example/",
		"http://[::1]:80/",
		"http://a.example/a b",
		"http://a.example/\x01",
		"http://a.example/\xc3\xa9",
		"http://\xc3\xa9.example/",
		"http://a.example/{x}",
		"http://a.example/%zz",
		"http://a.example/[x]",
		"http://a..example/",
		"http://-/",
		"http://./",
		" http://a.example/",
		"http://a.example/ ",
		"javascript:alert(1)",
		"mailto:a@b",
		"//a.example/x",
		"x:y",
		"data:text/html,x",
		"https://a_b.example/",
		"http://a%2e/",
	};
	static const char *const schemes[] = {
		"http://",
		"HTTPS://",
		"https://",
		"http:/",
		"http:",
		"ftp://",
		"javascript:",
		"//",
		"",
		"h+t:",
	};
	char url[64];
	char *bad = NULL;
	unsigned long seed = 12;
	size_t i, n, nbad = 0;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		T_OK_MSG(url_is_http(cases[i]) == curl_is_http(cases[i]),
		    "%s: as libcurl says", cases[i]);
	for (i = 0; i < 20000; i++) {
		n = strlen(strcpy(url, schemes[i % 10]));
		random_part(url, &n, i % 3 == 0 ? "1902.5" : "ab1-.:x0%@[]_",
		    i % 3 == 0 ? 16 : 10, &seed);
		random_part(url, &n,
		    "/?#%aZ9 -._~\"<>\\^`{}|[]@!$&'()*+,;=:"
		    "\x80\t",
		    12, &seed);
		url[n] = '\0';
		if (url_is_http(url) != curl_is_http(url) && nbad++ == 0)
			bad = strdup(url);
	}
	T_OK_MSG(nbad == 0, "%zu of 20000 made-up URLs disagree, first %s",
	    nbad, bad != NULL ? bad : "-");
	free(bad);
}

static void
test_url_path_query_for_robots(void)
{
	char *p;

	p = url_path_query("http://a.example:8080/x/y.html?b=1#frag");
	T_STR(p, "/x/y.html?b=1");
	free(p);
	p = url_path_query("https://a.example");
	T_STR(p, "/");
	free(p);
	T_OK(url_path_query("ftp://a.example/x") == NULL);
}

static void
test_url_normalize_is_idempotent_for_escaped_hosts(void)
{
	char *a, *b, *k1, *k2;

	/* Found by fuzz-url: the escape decodes to a short IPv4 form. */
	a = url_normalize("http://127%2e1/");
	b = url_normalize(a);
	T_STR(a, b);
	T_STR(a, "http://127.0.0.1/");
	k1 = url_host_key("http://127%2e1/");
	k2 = url_host_key("http://127.0.0.1/x");
	T_STR(k1, k2);
	free(a);
	free(b);
	free(k1);
	free(k2);
}

int
main(void)
{
	T_RUN(test_url_resolve_rfc3986_examples);
	T_RUN(test_url_path_query_for_robots);
	T_RUN(test_url_normalize_is_idempotent_for_escaped_hosts);
	T_RUN(test_url_resolve_protocol_relative_keeps_scheme);
	T_RUN(test_url_resolve_without_usable_base);
	T_RUN(test_url_resolve_empty_ref_drops_base_fragment);
	T_RUN(test_url_normalize_table);
	T_RUN(test_url_normalize_is_idempotent);
	T_RUN(test_url_host_key_default_ports);
	T_RUN(test_url_host_lowercases);
	T_RUN(test_url_is_http_only_absolute_http);
	T_RUN(test_url_is_http_agrees_with_libcurl);
	return t_done();
}

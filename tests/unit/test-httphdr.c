/* SPDX-License-Identifier: ISC */
/*
 * test-httphdr: the checks of the per-feed HTTP keys (header, user_agent,
 * username, password), their messages that never quote a value, the
 * repeatable header key and its round trip through conf_format(), and
 * the hosts http_opts_for() sends each setting to.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "../lib/t.h"
#include "conf.h"
#include "httphdr.h"
#include "httpopts.h"
#include "util.h"

#define SECRET "s3cr3t-VALUE"

static void
check_refused(const char *line, const char *want)
{
	char *cause = NULL;

	T_OK_MSG(httphdr_check(line, &cause) == -1, "refused: %s", line);
	T_OK_MSG(cause != NULL && strstr(cause, want) != NULL,
	    "'%s': message '%s' says '%s'", line, cause ? cause : "", want);
	T_OK_MSG(cause == NULL || strstr(cause, SECRET) == NULL,
	    "'%s': message does not quote the value", line);
	free(cause);
}

static void
test_httphdr_accepts(void)
{
	char *cause = NULL, *name, *value;

	T_INT(httphdr_check("Cookie: a=" SECRET, &cause), 0);
	T_INT(httphdr_check("X-Api-Key:" SECRET, &cause), 0);
	T_INT(httphdr_check("Authorization: Bearer " SECRET, &cause), 0);
	T_INT(httphdr_check("Accept-Language: fr\t", &cause), 0);
	T_INT(
	    httphdr_split("Cookie:  consent=yes; a=b  ", &name, &value, &cause),
	    0);
	T_STR(name, "Cookie");
	T_STR(value, "consent=yes; a=b");
	free(name);
	free(value);
}

static void
test_httphdr_refuses(void)
{
	char line[HTTPHDR_MAX_VALUE + 64];

	check_refused("Cookie " SECRET, "expected \"Name: value\"");
	check_refused(": " SECRET, "missing header name");
	check_refused("Bad Name: " SECRET, "not a token");
	check_refused("B(ad): " SECRET, "not a token");
	check_refused("Cookie:", "empty");
	check_refused("Cookie:   ", "empty");
	check_refused("Cookie: a\r\nHost: evil", "control character");
	check_refused("Cookie: a\nX: " SECRET, "control character");
	check_refused("X-A: " SECRET "\x7f", "control character");
	check_refused("Host: " SECRET, "Host is refused");
	check_refused("content-length: 1", "content-length is refused");
	check_refused("Transfer-Encoding: chunked", "refused");
	check_refused("Connection: close", "refused");
	check_refused("Accept-Encoding: identity", "refused");
	check_refused("If-None-Match: x", "refused");
	check_refused("Range: bytes=0-1", "refused");
	check_refused("User-Agent: x", "from user_agent");
	memset(line, 'n', HTTPHDR_MAX_NAME + 1);
	strcpy(line + HTTPHDR_MAX_NAME + 1, ": v");
	check_refused(line, "name longer than");
	strcpy(line, "X: ");
	memset(line + 3, 'v', HTTPHDR_MAX_VALUE + 1);
	line[3 + HTTPHDR_MAX_VALUE + 1] = '\0';
	check_refused(line, "longer than");
}

static void
test_httphdr_values(void)
{
	char *cause = NULL;

	T_INT(httphdr_check_value("password", "p a:ss", 256, 0, &cause), 0);
	T_INT(httphdr_check_value("username", "us:er", 256, 1, &cause), -1);
	T_OK(cause != NULL && strstr(cause, "':'") != NULL);
	free(cause);
	cause = NULL;
	T_INT(httphdr_check_value("password", "a\rb", 256, 0, &cause), -1);
	T_OK(cause != NULL && strstr(cause, "a\rb") == NULL);
	free(cause);
	cause = NULL;
	T_INT(httphdr_check_value("password", "abcd", 3, 0, &cause), -1);
	free(cause);
}

static struct conf *
parse(const char *text, char **cause)
{
	*cause = NULL;
	return conf_parse_buffer(text, strlen(text), "t.conf", cause);
}

static void
test_conf_keys(void)
{
	struct conf *conf, *again;
	char *cause, *text;
	const struct conf_feed *f;

	conf = parse("[feed \"a\"]\nurl = http://a.example/feed\n"
		     "user_agent = Mozilla/5.0 (X11)\n"
		     "header = Cookie: c=" SECRET "\n"
		     "header = \"X-Key: #" SECRET "\"\n"
		     "username = me\npassword = " SECRET "\n",
	    &cause);
	T_OK_MSG(conf != NULL, "parses: %s", cause ? cause : "");
	if (conf == NULL) {
		free(cause);
		return;
	}
	f = conf_feed_find(conf, "a");
	T_STR(f->user_agent, "Mozilla/5.0 (X11)");
	T_INT(f->headers.n, 2);
	T_STR(f->headers.v[0], "Cookie: c=" SECRET);
	T_STR(f->headers.v[1], "X-Key: #" SECRET);
	T_STR(f->username, "me");
	T_STR(f->password, SECRET);
	T_INT(conf->nsecret_files, 1);
	T_STR(conf->secret_files[0], "t.conf");
	/* conf_format() writes every line back, secrets too */
	text = conf_format(conf);
	again = parse(text, &cause);
	T_OK(again != NULL);
	if (again != NULL) {
		f = conf_feed_find(again, "a");
		T_INT(f->headers.n, 2);
		T_STR(f->headers.v[1], "X-Key: #" SECRET);
		T_STR(f->password, SECRET);
	}
	free(cause);
	conf_free(again);
	free(text);
	conf_free(conf);

	conf = parse("[http]\ntoken = " SECRET "\n", &cause);
	T_OK(conf != NULL && conf->nsecret_files == 1);
	conf_free(conf);
	free(cause);
	conf = parse("[feed \"a\"]\nurl = http://a.example/\n", &cause);
	T_OK(conf != NULL && conf->nsecret_files == 0);
	conf_free(conf);
	free(cause);
}

static void
check_conf_refused(const char *keys, const char *want)
{
	struct conf *conf;
	char *text, *cause;

	xasprintf(&text, "[feed \"a\"]\nurl = http://a.example/\n%s\n", keys);
	conf = parse(text, &cause);
	T_OK_MSG(conf == NULL, "refused: %s", keys);
	T_OK_MSG(cause != NULL && strstr(cause, want) != NULL,
	    "message '%s' says '%s'", cause ? cause : "", want);
	T_OK_MSG(cause == NULL || strstr(cause, SECRET) == NULL,
	    "message does not quote the value (%s)", keys);
	conf_free(conf);
	free(cause);
	free(text);
}

static void
test_conf_refused(void)
{
	check_conf_refused("header = Host: " SECRET, "t.conf:3: header:");
	check_conf_refused("header = Cookie " SECRET, "Name: value");
	check_conf_refused("header = X\tY: " SECRET, "not a token");
	check_conf_refused("username = a:" SECRET, "username:");
	check_conf_refused("password = \"a\x01" SECRET "\"", "control");
	check_conf_refused("user_agent = a\x01" SECRET, "control");
	check_conf_refused(
	    "username = a\nusername = b", "set twice (first at line 3)");
	check_conf_refused("header = User-Agent: " SECRET, "user_agent");
	check_conf_refused(
	    "password = " SECRET, "feed \"a\": password without a username");
	{
		struct buf b;
		int i;

		buf_init(&b);
		for (i = 0; i < 33; i++)
			buf_printf(&b, "header = X-%d: v\n", i);
		buf_addc(&b, '\0');
		check_conf_refused(
		    b.data, "t.conf:35: header: more than 32 lines");
		buf_free(&b);
	}
}

static void
test_opts_scope(void)
{
	struct conf *conf;
	struct http_opts *opts;
	struct http_opts_sent s;
	char *cause;

	conf = parse("[feed \"a\"]\nurl = https://News.Example/feed\n"
		     "user_agent = UA\nheader = Cookie: c=1\n"
		     "username = me\npassword = pw\n"
		     "[feed \"b\"]\nurl = http://b.example/feed\n"
		     "header = X-B: 2\n",
	    &cause);
	T_OK(conf != NULL);
	if (conf == NULL) {
		free(cause);
		return;
	}
	opts = http_opts_new();
	T_OK(http_opts_empty(opts));
	http_opts_add_feed(opts, conf_feed_find(conf, "a"));
	T_OK(!http_opts_empty(opts));

	http_opts_for(opts, "https://news.example:8443/story", &s);
	T_STR(s.user_agent, "UA");
	T_STR(s.username, "me");
	T_STR(s.password, "pw");
	T_INT(s.nheaders, 1);
	if (s.nheaders == 1)
		T_STR(s.headers[0], "Cookie: c=1");
	free(s.headers);
	/* another host, a subdomain, plain http after https: nothing */
	http_opts_for(opts, "https://other.example/story", &s);
	T_OK(s.user_agent == NULL && s.username == NULL && s.nheaders == 0);
	http_opts_for(opts, "https://www.news.example/story", &s);
	T_OK(s.user_agent == NULL && s.username == NULL && s.nheaders == 0);
	http_opts_for(opts, "http://news.example/story", &s);
	T_OK(s.user_agent == NULL && s.username == NULL && s.nheaders == 0);
	http_opts_for(NULL, "https://news.example/", &s);
	T_OK(s.nheaders == 0 && s.user_agent == NULL);

	/* a second source: headers bound to another host, added in one call */
	T_INT(
	    http_opts_add_header(opts, "cdn.example", "X-Site: v", &cause), 0);
	T_INT(http_opts_add_header(opts, "cdn.example", "Host: x", &cause), -1);
	free(cause);
	cause = NULL;
	http_opts_for(opts, "http://CDN.example/x", &s);
	T_INT(s.nheaders, 1);
	T_OK(s.username == NULL);
	if (s.nheaders == 1)
		T_STR(s.headers[0], "X-Site: v");
	free(s.headers);
	http_opts_free(opts);

	/* a feed on http: its pages on https get the settings too */
	opts = http_opts_ref(http_opts_new());
	http_opts_add_feed(opts, conf_feed_find(conf, "b"));
	http_opts_free(opts); /* one reference left */
	http_opts_for(opts, "https://b.example/p", &s);
	T_INT(s.nheaders, 1);
	T_OK(s.user_agent == NULL && s.username == NULL);
	free(s.headers);
	http_opts_free(opts);
	conf_free(conf);
}

int
main(void)
{
	T_RUN(test_httphdr_accepts);
	T_RUN(test_httphdr_refuses);
	T_RUN(test_httphdr_values);
	T_RUN(test_conf_keys);
	T_RUN(test_conf_refused);
	T_RUN(test_opts_scope);
	return t_done();
}

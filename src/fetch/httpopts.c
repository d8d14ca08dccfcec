/* SPDX-License-Identifier: ISC */
/*
 * httpopts: per-request settings bound to a host (httpopts.h).  A
 * setting's scope is a host name and whether it came from an https URL;
 * http_opts_for() picks those a hop's URL is in scope of.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "conf.h"
#include "httphdr.h"
#include "httpopts.h"
#include "log.h"
#include "url.h"
#include "util.h"

/* A host a setting is sent to. */
struct http_scope {
	char *host;   /* lower case */
	int tls_only; /* from an https URL: never over plain http */
};

struct http_opts_header {
	struct http_scope scope;
	char *line; /* "Name: value" */
};

struct http_opts {
	int refs;
	struct http_scope feed; /* user agent and credentials; host NULL:
				   none set */
	char *user_agent;
	char *username;
	char *password;
	struct http_opts_header *headers;
	size_t nheaders;
	/* A user agent for one host from another source (a site config's
	 * http_header(user-agent)); the feed's own wins on its host. */
	struct http_scope ua_scope;
	char *host_user_agent;
};

static int http_opts_scope_set(struct http_scope *, const char *);
static int http_opts_in_scope(const struct http_scope *, const char *, int);

/* The scope of url's host; -1 when url has none. */
static int
http_opts_scope_set(struct http_scope *scope, const char *url)
{
	if ((scope->host = url_host(url)) == NULL)
		return -1;
	scope->tls_only = strncasecmp(url, "https:", 6) == 0;
	return 0;
}

static int
http_opts_in_scope(const struct http_scope *scope, const char *host, int tls)
{
	return scope->host != NULL && host != NULL &&
	    strcasecmp(scope->host, host) == 0 && (tls || !scope->tls_only);
}

struct http_opts *
http_opts_new(void)
{
	struct http_opts *opts;

	opts = xcalloc(1, sizeof(*opts));
	opts->refs = 1;
	return opts;
}

struct http_opts *
http_opts_ref(struct http_opts *opts)
{
	if (opts != NULL)
		opts->refs++;
	return opts;
}

void
http_opts_free(struct http_opts *opts)
{
	size_t i;

	if (opts == NULL || --opts->refs > 0)
		return;
	free(opts->feed.host);
	free(opts->user_agent);
	free(opts->ua_scope.host);
	free(opts->host_user_agent);
	free(opts->username);
	free(opts->password);
	for (i = 0; i < opts->nheaders; i++) {
		free(opts->headers[i].scope.host);
		free(opts->headers[i].line);
	}
	free(opts->headers);
	free(opts);
}

void
http_opts_add_feed(struct http_opts *opts, const struct conf_feed *cf)
{
	struct http_scope scope;
	char *cause = NULL;
	size_t i;

	if (cf == NULL || cf->url == NULL ||
	    (cf->user_agent == NULL && cf->username == NULL &&
		cf->headers.n == 0))
		return;
	if (http_opts_scope_set(&scope, cf->url) == -1)
		return;
	if (cf->user_agent != NULL || cf->username != NULL) {
		free(opts->feed.host);
		opts->feed = scope;
		scope.host = xstrdup(scope.host);
		free(opts->user_agent);
		opts->user_agent =
		    cf->user_agent != NULL ? xstrdup(cf->user_agent) : NULL;
		free(opts->username);
		free(opts->password);
		opts->username =
		    cf->username != NULL ? xstrdup(cf->username) : NULL;
		opts->password = cf->username == NULL ? NULL
		    : cf->password != NULL            ? xstrdup(cf->password)
						      : xstrdup("");
	}
	for (i = 0; i < cf->headers.n; i++) {
		/* conf checked them; a failure here is a broken invariant */
		if (http_opts_add_header(
			opts, scope.host, cf->headers.v[i], &cause) == -1)
			fatalx("%s: feed %s: %s", __func__, cf->name, cause);
	}
	/* The scope's https rule holds for the headers too. */
	for (i = opts->nheaders - cf->headers.n; i < opts->nheaders; i++)
		opts->headers[i].scope.tls_only = scope.tls_only;
	free(scope.host);
}

int
http_opts_add_header(
    struct http_opts *opts, const char *host, const char *line, char **cause)
{
	struct http_opts_header *h;
	char *name, *value;

	if (httphdr_split(line, &name, &value, cause) == -1)
		return -1;
	opts->headers = xreallocarray(
	    opts->headers, opts->nheaders + 1, sizeof(*opts->headers));
	h = &opts->headers[opts->nheaders++];
	h->scope.host = xstrdup(host);
	h->scope.tls_only = 0;
	xasprintf(&h->line, "%s: %s", name, value);
	free(name);
	free(value);
	return 0;
}

int
http_opts_empty(const struct http_opts *opts)
{
	return opts == NULL ||
	    (opts->feed.host == NULL && opts->nheaders == 0 &&
		opts->ua_scope.host == NULL);
}

int
http_opts_add_user_agent(
    struct http_opts *opts, const char *host, const char *ua, char **cause)
{
	if (httphdr_check_value(
		"user agent", ua, HTTPHDR_MAX_VALUE, 0, cause) == -1)
		return -1;
	free(opts->ua_scope.host);
	free(opts->host_user_agent);
	opts->ua_scope.host = xstrdup(host);
	opts->ua_scope.tls_only = 0;
	opts->host_user_agent = xstrdup(ua);
	return 0;
}

void
http_opts_for(
    const struct http_opts *opts, const char *url, struct http_opts_sent *sent)
{
	char *host;
	size_t i;
	int tls;

	memset(sent, 0, sizeof(*sent));
	if (http_opts_empty(opts) || (host = url_host(url)) == NULL)
		return;
	tls = strncasecmp(url, "https:", 6) == 0;
	if (http_opts_in_scope(&opts->ua_scope, host, tls))
		sent->user_agent = opts->host_user_agent;
	if (http_opts_in_scope(&opts->feed, host, tls)) {
		if (opts->user_agent != NULL)
			sent->user_agent = opts->user_agent;
		sent->username = opts->username;
		sent->password = opts->password;
	}
	for (i = 0; i < opts->nheaders; i++) {
		if (!http_opts_in_scope(&opts->headers[i].scope, host, tls))
			continue;
		if (sent->headers == NULL)
			sent->headers =
			    xcalloc(opts->nheaders, sizeof(*sent->headers));
		sent->headers[sent->nheaders++] = opts->headers[i].line;
	}
	free(host);
}

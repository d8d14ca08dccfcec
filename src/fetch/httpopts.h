/* SPDX-License-Identifier: ISC */
/*
 * httpopts: what one request sends besides templar's own headers: a user
 * agent, header lines and Basic credentials, each bound to the one host
 * it is for.  http_get() sends a setting only when the URL of the hop it
 * makes is on that host (the same host name, case aside; any port) and
 * not plain http when the setting's URL was https.  hostq follows
 * redirects one hop at a time, each through http_get(), so a redirect to
 * another host sends nothing of it; robots.txt requests carry none.
 *
 * The values are secrets: nothing here logs them, and the headers of a
 * transfer are not logged anywhere.  An http_opts is reference-counted:
 * hostq keeps one for each request queued with it.
 *
 * Sources: a [feed]'s keys (http_opts_add_feed(), for the feed URL's
 * host); any other source of per-host headers adds its lines with
 * http_opts_add_header(opts, host, "Name: value", &cause).
 */
#ifndef TEMPLAR_HTTPOPTS_H
#define TEMPLAR_HTTPOPTS_H

#include <stddef.h>

struct conf_feed;
struct http_opts;

/* What opts sends on one request (http_opts_for()), lent from opts. */
struct http_opts_sent {
	const char *user_agent; /* NULL: [daemon] user_agent */
	const char *username;   /* NULL: no Basic authentication */
	const char *password;   /* "" with a username but none */
	const char **headers;   /* "Name: value", nheaders of them; the
				   array is the caller's to free */
	size_t nheaders;
};

struct http_opts *http_opts_new(void);
/* Another reference to opts, which http_opts_free() drops. */
struct http_opts *http_opts_ref(struct http_opts *opts);
void http_opts_free(struct http_opts *opts);

/*
 * The settings of the [feed] cf (user_agent, header, username and
 * password), for the host of its url only.  cf may be NULL.
 */
void http_opts_add_feed(struct http_opts *opts, const struct conf_feed *cf);

/*
 * One header line ("Name: value", checked by httphdr_check()) sent to the
 * host host only (a host name, as url_host() gives it: "example.com",
 * "127.0.0.2"), over http or https.  Return 0, or -1 with *cause set (it
 * never quotes the value).
 */
int http_opts_add_header(
    struct http_opts *opts, const char *host, const char *line, char **cause);

/*
 * A user agent sent to host only (a site config's
 * http_header(user-agent)); a [feed]'s own user_agent wins on its host.
 * Return 0, or -1 with *cause set.
 */
int http_opts_add_user_agent(
    struct http_opts *opts, const char *host, const char *ua, char **cause);

/* Whether opts holds no setting at all. */
int http_opts_empty(const struct http_opts *opts);

/*
 * Fill *sent with what opts sends on a request of url (a hop): the
 * settings bound to url's host.  opts may be NULL (nothing is sent).
 */
void http_opts_for(
    const struct http_opts *opts, const char *url, struct http_opts_sent *sent);

#endif

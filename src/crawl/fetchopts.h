/* SPDX-License-Identifier: ISC */
/*
 * fetchopts: the one place that decides what a feed's requests send
 * besides templar's own headers (httpopts.h): the [feed]'s user_agent,
 * header, username and password, bound to the feed URL's host.  The feed
 * poll (crawl) and the page downloads (pages) both take theirs here, so a
 * further source of per-host headers is one http_opts_add_header() call
 * in fetchopts_new().
 */
#ifndef TEMPLAR_FETCHOPTS_H
#define TEMPLAR_FETCHOPTS_H

struct conf;
struct http_opts;
struct store;

/*
 * What a request of url for the feed called feed (may be NULL: a request
 * for no feed) sends: the feed's own settings, and the http_header lines
 * of the site config imported for url's host (st may be NULL: none).  Return an
 * http_opts for the caller to free with http_opts_free() (hostq keeps its own
 * reference), or NULL when nothing is to be sent.
 */
struct http_opts *fetchopts_new(const struct conf *conf, struct store *st,
    const char *feed, const char *url);

#endif

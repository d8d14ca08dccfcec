/* SPDX-License-Identifier: ISC */
/*
 * serve: templard's HTTP interface ([http] listen in templar.conf): a
 * libevent evhttp server on the daemon's event loop, reading the database
 * through a read-only connection of its own.  serve.c owns the transport
 * (binding, limits, the token, conditional GET, gzip, security headers)
 * and the routing; the serve_*.c files answer one family of paths each,
 * from a struct serve_req into a struct serve_reply (serve_reply.h).
 */
#ifndef TEMPLAR_SERVE_H
#define TEMPLAR_SERVE_H

#include <stddef.h>
#include <stdint.h>

struct conf;
struct crawl;
struct event_base;
struct serve;
struct store;

/*
 * Serve what conf->http_listen names (nothing when it is NULL) on base.
 * conf is borrowed until serve_free() or the next serve_set_conf().
 * Return the server, or NULL with *cause set (the address cannot be
 * bound, the database cannot be opened).
 */
struct serve *serve_new(
    struct event_base *base, const struct conf *conf, char **cause);
/*
 * A reload: listen on the new address when it changed (the old listener
 * closes only once the new one is bound) and take the new token.  Return
 * 0, or -1 with *cause set and the old settings still in force.
 */
int serve_set_conf(struct serve *sv, const struct conf *conf, char **cause);
void serve_free(struct serve *sv);
/* The crawl /full?url= subscribes feeds through (borrowed); NULL: none. */
void serve_set_crawl(struct serve *sv, struct crawl *cr);

#endif

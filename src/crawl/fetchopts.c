/* SPDX-License-Identifier: ISC */
/*
 * fetchopts: a feed's HTTP settings for one of its requests
 * (fetchopts.h).  http_get() sends each only to the host it is bound to,
 * hop by hop, whatever url is here.
 */
#include "config.h"

#include <stddef.h>

#include "conf.h"
#include "fetchopts.h"
#include "httpopts.h"
#include "util.h"

struct http_opts *
fetchopts_new(const struct conf *conf, const char *feed, const char *url)
{
	struct http_opts *opts;

	(void)url; /* for sources bound to url's host */
	opts = http_opts_new();
	if (feed != NULL)
		http_opts_add_feed(opts, conf_feed_find(conf, feed));
	if (http_opts_empty(opts)) {
		http_opts_free(opts);
		return NULL;
	}
	return opts;
}

/* SPDX-License-Identifier: ISC */
/*
 * fetchopts: a feed's HTTP settings for one of its requests
 * (fetchopts.h).  http_get() sends each only to the host it is bound to,
 * hop by hop, whatever url is here.
 */
#include "config.h"

#include <stddef.h>
#include <stdlib.h>
#include <strings.h>

#include "conf.h"
#include "fetchopts.h"
#include "httpopts.h"
#include "log.h"
#include "store.h"
#include "store_siteconf.h"
#include "url.h"
#include "util.h"

/* What one http_header line of a site config goes to. */
struct fetchopts_host {
	struct http_opts *opts;
	const char *host;
};

static int
fetchopts_header_cb(const char *name, const char *value, void *arg)
{
	struct fetchopts_host *fh = arg;
	char *line, *cause = NULL;
	int rc;

	/* Site configs set the user agent as a header (a [feed] has a key
	 * of its own for it, and a header line may not set it). */
	if (strcasecmp(name, "user-agent") == 0)
		rc =
		    http_opts_add_user_agent(fh->opts, fh->host, value, &cause);
	else {
		xasprintf(&line, "%s: %s", name, value);
		rc = http_opts_add_header(fh->opts, fh->host, line, &cause);
		free(line);
	}
	if (rc == -1) {
		/* The cause never quotes the value: it is a secret. */
		log_warnx("site config of %s: header %s not sent: %s", fh->host,
		    name, cause);
		free(cause);
	}
	return 0;
}

struct http_opts *
fetchopts_new(const struct conf *conf, struct store *st, const char *feed,
    const char *url)
{
	struct http_opts *opts;
	struct fetchopts_host fh;
	char *host;

	opts = http_opts_new();
	if (feed != NULL)
		http_opts_add_feed(opts, conf_feed_find(conf, feed));
	/* An imported site config's http_header lines, for its host only. */
	if (st != NULL && (host = url_host(url)) != NULL) {
		fh.opts = opts;
		fh.host = host;
		(void)store_siteconf_headers(
		    st, host, fetchopts_header_cb, &fh);
		free(host);
	}
	if (http_opts_empty(opts)) {
		http_opts_free(opts);
		return NULL;
	}
	return opts;
}

/* SPDX-License-Identifier: ISC */
/*
 * conf_keys: the keys of each section kind ([daemon], [http], [feed
 * "name"], [site "name"]), each with its type, bounds and default, as
 * templar.conf.5 documents them.  Parsing, defaults, the messages and
 * conf_format() all read these tables (conf.c).
 */
#include "config.h"

#include <sys/stat.h>
#include <sys/statvfs.h>

#include <libgen.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "conf.h"
#include "conf_int.h"
#include "httphdr.h"
#include "util.h"

/* configure's --with-statedir: /var/lib/templar unless told otherwise */
#ifndef STATEDIR
#define STATEDIR "/var/lib/templar"
#endif

#define CONF_DEFAULT_DATABASE STATEDIR "/templar.db"
#define CONF_DEFAULT_USER_AGENT                                                \
	PACKAGE_NAME "/" PACKAGE_VERSION " (+" PACKAGE_URL ")"

#define CONF_DAY (24.0 * 3600 * 1000)

const struct conf_key conf_daemon_keys[] = {
	{ "database", CONF_PATH, offsetof(struct conf, database), 1, 4096,
	    CONF_DEFAULT_DATABASE, 0 },
	{ "database_max_size", CONF_SIZE,
	    offsetof(struct conf, database_max_size), 0,
	    1024.0 * 1024 * 1024 * 1024 * 1024, "0", 0 },
	{ "user_agent", CONF_STRING, offsetof(struct conf, user_agent), 1, 512,
	    CONF_DEFAULT_USER_AGENT, 0 },
	{ "host_delay", CONF_DURATION, offsetof(struct conf, host_delay), 0,
	    3600000, "2s", 0 },
	{ "max_connections", CONF_INT, offsetof(struct conf, max_connections),
	    1, 1024, "32", 0 },
	{ "learn_entries", CONF_INT, offsetof(struct conf, learn_entries), 1,
	    100, "5", 0 },
	{ "relearn_below", CONF_RATIO, offsetof(struct conf, relearn_below), 0,
	    1, "0.6", 0 },
	{ "interval", CONF_DURATION, offsetof(struct conf, interval), 1000,
	    30 * CONF_DAY, "30m", 0 },
	{ "timeout", CONF_DURATION, offsetof(struct conf, timeout), 1000,
	    3600000, "60s", 0 },
	{ "connect_timeout", CONF_DURATION,
	    offsetof(struct conf, connect_timeout), 100, 600000, "15s", 0 },
	{ "max_page_size", CONF_SIZE, offsetof(struct conf, max_page_size),
	    1024, 1024.0 * 1024 * 1024, "16M", 0 },
	{ "max_feed_size", CONF_SIZE, offsetof(struct conf, max_feed_size),
	    1024, 1024.0 * 1024 * 1024, "16M", 0 },
	{ "max_entries", CONF_INT, offsetof(struct conf, max_entries), 1,
	    100000, "1000", 0 },
	{ "feed_new_entries", CONF_INT, offsetof(struct conf, feed_new_entries),
	    1, 100000, "200", 0 },
	{ "feed_max_waiting", CONF_INT, offsetof(struct conf, feed_max_waiting),
	    10, 10000000, "5000", 0 },
	{ "feed_new_pages", CONF_INT, offsetof(struct conf, feed_new_pages), 1,
	    100000, "200", 0 },
	{ "feed_bytes_per_day", CONF_SIZE,
	    offsetof(struct conf, feed_bytes_per_day), 64 * 1024,
	    1024.0 * 1024 * 1024 * 1024, "256M", 0 },
	{ "max_crawl_delay", CONF_DURATION,
	    offsetof(struct conf, max_crawl_delay), 0, CONF_DAY, "60s", 0 },
	{ "page_tries", CONF_INT, offsetof(struct conf, page_tries), 1, 20, "5",
	    0 },
	{ "failing_after", CONF_INT, offsetof(struct conf, failing_after), 1,
	    100, "3", 0 },
	{ "relearn_window", CONF_INT, offsetof(struct conf, relearn_window), 1,
	    100, "5", 0 },
	{ "relearn_failures", CONF_INT, offsetof(struct conf, relearn_failures),
	    1, 100, "3", 0 },
	{ "keep_pages", CONF_DURATION, offsetof(struct conf, keep_pages), 0,
	    3650 * CONF_DAY, "30d", 0 },
	{ "allow_private_addresses", CONF_ADDRS,
	    offsetof(struct conf, allow_private_addresses), 1, 4096, "none",
	    0 },
};

/*
 * [http]: off unless listen is set; token is a shared secret; hostnames
 * the names it may be reached by; on_demand serves /full?url= for any
 * feed, within on_demand_max feeds each kept on_demand_keep unused.
 */
const struct conf_key conf_http_keys[] = {
	{ "listen", CONF_LISTEN, offsetof(struct conf, http_listen), 1, 64,
	    NULL, 0 },
	{ "token", CONF_STRING, offsetof(struct conf, http_token), 1, 256, NULL,
	    CONF_SECRET },
	{ "hostnames", CONF_STRING, offsetof(struct conf, http_hostnames), 1,
	    1024, NULL, 0 },
	{ "on_demand", CONF_BOOL, offsetof(struct conf, http_on_demand), 0, 1,
	    "no", 0 },
	{ "on_demand_max", CONF_INT, offsetof(struct conf, http_on_demand_max),
	    1, 10000, "50", 0 },
	{ "on_demand_keep", CONF_DURATION,
	    offsetof(struct conf, http_on_demand_keep), 3600 * 1000,
	    3650 * CONF_DAY, "7d", 0 },
};

/* A feed's interval has no default of its own: it takes [daemon]'s. */
const struct conf_key conf_feed_keys[] = {
	{ "url", CONF_URL, offsetof(struct conf_feed, url), 1, 8192, NULL,
	    CONF_REQUIRED },
	{ "interval", CONF_DURATION, offsetof(struct conf_feed, interval), 1000,
	    30 * CONF_DAY, NULL, 0 },
	{ "title_xpath", CONF_STRING, offsetof(struct conf_feed, title_xpath),
	    1, 4096, NULL, 0 },
	{ "body_xpath", CONF_STRING, offsetof(struct conf_feed, body_xpath), 1,
	    4096, NULL, 0 },
	{ "category_xpath", CONF_STRING,
	    offsetof(struct conf_feed, category_xpath), 1, 4096, NULL, 0 },
	{ "strip_xpath", CONF_STRING, offsetof(struct conf_feed, strip_xpath),
	    1, 4096, NULL, 0 },
	{ "user_agent", CONF_FIELD, offsetof(struct conf_feed, user_agent), 1,
	    512, NULL, 0 },
	{ "header", CONF_HEADERS, offsetof(struct conf_feed, headers), 1,
	    HTTPHDR_MAX_NAME + 2 + HTTPHDR_MAX_VALUE, NULL, CONF_SECRET },
	{ "username", CONF_FIELD, offsetof(struct conf_feed, username), 1,
	    HTTPHDR_MAX_CREDENTIAL, NULL, CONF_NO_COLON },
	{ "password", CONF_FIELD, offsetof(struct conf_feed, password), 1,
	    HTTPHDR_MAX_CREDENTIAL, NULL, CONF_SECRET },
	{ "next_page_xpath", CONF_STRING,
	    offsetof(struct conf_feed, next_page_xpath), 1, 4096, NULL, 0 },
	{ "single_page_xpath", CONF_STRING,
	    offsetof(struct conf_feed, single_page_xpath), 1, 4096, NULL, 0 },
};

const struct conf_key conf_site_keys[] = {
	{ "url", CONF_URL, offsetof(struct conf_site, url), 1, 8192, NULL,
	    CONF_REQUIRED },
	{ "feeds", CONF_STRING, offsetof(struct conf_site, feeds), 1, 1024,
	    NULL, 0 },
	{ "crawl_depth", CONF_INT, offsetof(struct conf_site, crawl_depth), 0,
	    5, "2", 0 },
	{ "crawl_pages", CONF_INT, offsetof(struct conf_site, crawl_pages), 1,
	    500, "30", 0 },
};

/*
 * database_max_size 0 is a share of the disk, not no cap at all: one
 * feed that grows without end would otherwise fill it.
 */
uint64_t
conf_db_cap(const struct conf *conf)
{
	struct statvfs vfs;
	struct stat sb;
	uint64_t size = 0;
	char *dir;
	int rc;

	if (conf->database_max_size > 0)
		return conf->database_max_size;
	if (stat(conf->database, &sb) == 0)
		size = (uint64_t)sb.st_size;
	dir = xstrdup(conf->database);
	rc = statvfs(dirname(dir), &vfs);
	free(dir);
	if (rc == -1)
		return 0;
	return size + (uint64_t)vfs.f_bavail * vfs.f_frsize / 2;
}

/* The counts conf_int.h gives the parser's arrays of where keys were set. */
_Static_assert(NELEM(conf_daemon_keys) == CONF_NDAEMON, "CONF_NDAEMON");
_Static_assert(NELEM(conf_http_keys) == CONF_NHTTP, "CONF_NHTTP");
_Static_assert(NELEM(conf_feed_keys) == CONF_NFEED, "CONF_NFEED");
_Static_assert(NELEM(conf_site_keys) == CONF_NSITE, "CONF_NSITE");

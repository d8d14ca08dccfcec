/* SPDX-License-Identifier: ISC */
/*
 * conf: the INI config file and its templar.conf.d/ drop-ins, parsed into
 * a struct conf.  One key table per section kind holds each key's type,
 * bounds and default (templar.conf.5 documents them all).  A reload
 * parses into a fresh struct conf that replaces the old one only if valid.
 */
#ifndef TEMPLAR_CONF_H
#define TEMPLAR_CONF_H

#include <stddef.h>
#include <stdint.h>

/* A key that may be given more than once (a feed's header lines). */
struct conf_list {
	char **v;
	size_t n;
};

/* [feed "name"] */
struct conf_feed {
	char *name;
	char *url;
	int64_t interval;  /* ms between polls; default conf->interval */
	char *title_xpath; /* overrides; NULL when not set */
	char *body_xpath;
	char *category_xpath;
	char *strip_xpath; /* nodes removed from the body, or NULL */
	/* HTTP settings sent to the feed URL's host only (http_opts);
	 * NULL or none when not set.  headers and password are secrets. */
	char *user_agent;         /* instead of [daemon]'s */
	struct conf_list headers; /* "Name: value" lines */
	char *username;           /* HTTP Basic authentication */
	char *password;
	char *next_page_xpath;   /* an article's next page, or NULL */
	char *single_page_xpath; /* its single-page version, or NULL */
	char *file;              /* where the section was read, for messages */
	int line;
};

/* [site "name"]: discover the site's feeds and subscribe to them. */
struct conf_site {
	char *name;
	char *url;
	char *feeds;     /* glob on a feed's URL or title limiting
			    what is subscribed; NULL: every feed */
	int crawl_depth; /* links followed from url, 0..5, default 2 */
	int crawl_pages; /* pages crawled at most, 1..500, default 30 */
	char *file;
	int line;
};

struct conf {
	char *path; /* the main file, as given */
	/* [daemon] */
	char *database; /* default STATEDIR/templar.db */
	uint64_t
	    database_max_size;   /* bytes it may grow to; 0: half the
				    disk's free space at start (conf_db_cap) */
	char *user_agent;        /* default "templar/VERSION (+PACKAGE_URL)" */
	int64_t host_delay;      /* ms, default 2s */
	int max_connections;     /* default 32 */
	int learn_entries;       /* default 5 */
	double relearn_below;    /* default 0.6 */
	int64_t interval;        /* ms, default poll interval, 30m */
	int64_t timeout;         /* ms, whole-transfer timeout, default 60s */
	int64_t connect_timeout; /* ms, default 15s */
	uint64_t max_page_size;  /* bytes, default 16M */
	uint64_t max_feed_size;  /* bytes, default 16M */
	int max_entries; /* most entries read from one feed poll, 1000 */
	/* a feed's quotas: what one feed may take of the service */
	int feed_new_entries;        /* new entries taken per poll, 200 */
	int feed_max_waiting;        /* entries waiting for a page kept, 5000 */
	int feed_new_pages;          /* pages fetched between polls, 200 */
	uint64_t feed_bytes_per_day; /* page bytes stored a day, 256M */
	int64_t
	    max_crawl_delay;  /* ms, ceiling on robots.txt Crawl-delay, 60s */
	int page_tries;       /* downloads of a page before giving up, 5 */
	int failing_after;    /* failed polls that mark a feed failing, 3 */
	int relearn_window;   /* articles a template's health looks at, 5 */
	int relearn_failures; /* of them below relearn_below: relearn, 3 */
	int64_t keep_pages;   /* ms a page's body is kept, 30d; 0: always */
	char *allow_private_addresses; /* address ranges that may be
				   connected to though not public (addr.h),
				   as written; default "none" */
	/* [http] */
	char *http_listen;      /* "ADDR:PORT" templard serves on; NULL: off */
	char *http_token;       /* every request must carry it; NULL: none */
	char *http_hostnames;   /* names a request's Host may give besides
				   the listen address, space-separated */
	int http_on_demand;     /* /full?url= answers any feed */
	int http_on_demand_max; /* on-demand feeds at most, 50 */
	int64_t http_on_demand_keep; /* ms one is kept unused, 7d */

	/* The files that set a key holding a secret ([http] token, a
	 * feed's header or password), once each, in the order read. */
	char **secret_files;
	size_t nsecret_files;

	struct conf_feed *feeds;
	size_t nfeeds;
	struct conf_site *sites;
	size_t nsites;
	/* conf.c's own, for conf_feed_find(): feed names hashed to their
	 * index + 1 (0: a free slot), feed_nslots of them (a power of 2) */
	size_t *feed_slots;
	size_t feed_nslots;
};

/*
 * Read path, its "include" lines and the *.conf files of the
 * templar.conf.d/ folder beside it (sorted by name).  Return a conf the
 * caller frees with conf_free(), or NULL with *cause set to every error
 * found, one "file:line: key: problem" per line.
 */
struct conf *conf_load(const char *path, char **cause);

/*
 * Parse a config held in memory (no includes, no drop-ins); name is used
 * in messages.  Same return as conf_load().  For tests and fuzzing.
 */
struct conf *conf_parse_buffer(
    const char *text, size_t len, const char *name, char **cause);

/* A conf with every default, no feeds and path NULL (`templar -d DB`). */
struct conf *conf_defaults(void);

void conf_free(struct conf *conf);

/*
 * The effective configuration as config text (every [daemon] key, then
 * each feed and site), which conf_parse_buffer() reads back to the same
 * values.  For tests and tools; the caller frees the result.  It holds
 * every value, secrets too: never log it.
 */
char *conf_format(const struct conf *conf);

/*
 * The database's cap in bytes: database_max_size when set, else its size
 * now plus half the free space of the filesystem it is on (0, no cap,
 * when neither can be read).
 */
uint64_t conf_db_cap(const struct conf *conf);

/*
 * The files of conf->secret_files that others may read (a group or other
 * read bit set), one line each saying so, for the caller to free; NULL
 * when there is none (conf_secret.c).
 */
char *conf_secret_warnings(const struct conf *conf);

const struct conf_feed *conf_feed_find(
    const struct conf *conf, const char *name);

#endif

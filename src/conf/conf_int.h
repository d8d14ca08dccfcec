/* SPDX-License-Identifier: ISC */
/*
 * conf_int.h: shared by conf.c (the parser) and conf_keys.c (the keys
 * each section takes), not part of conf's interface.
 */
#ifndef TEMPLAR_CONF_INT_H
#define TEMPLAR_CONF_INT_H

#include <stddef.h>
#include <stdint.h>

enum conf_type {
	CONF_STRING,   /* one line of text; min/max bound its length */
	CONF_PATH,     /* a file; relative to the main file's folder */
	CONF_URL,      /* an absolute http or https URL */
	CONF_DURATION, /* int64_t ms, util_parse_duration() */
	CONF_SIZE,     /* uint64_t bytes, util_parse_size() */
	CONF_INT,      /* int */
	CONF_RATIO,    /* double in [min, max] */
	CONF_ADDRS,    /* a list of address ranges, addr_policy_new() */
	CONF_LISTEN,   /* "ADDR:PORT" or "PORT" (loopback), an IP literal */
	CONF_BOOL,     /* int 0 or 1: yes/no, true/false, on/off */
	CONF_FIELD,    /* a string sent in a request header: no control
			  characters (httphdr_check_value()), min..max */
	CONF_HEADERS,  /* struct conf_list of "Name: value" lines
			  (httphdr_check()); the key may be repeated */
};

#define CONF_REQUIRED 0x1
#define CONF_SECRET 0x2   /* never shown; its file should not be readable */
#define CONF_NO_COLON 0x4 /* CONF_FIELD: no ':' (a Basic user name) */

struct conf_key {
	const char *name;
	enum conf_type type;
	size_t off;      /* in struct conf, conf_feed or conf_site */
	double min;      /* strings: shortest length */
	double max;      /* strings: longest length */
	const char *def; /* default, as it would be written; NULL: none */
	int flags;
};

extern const struct conf_key conf_daemon_keys[];
extern const struct conf_key conf_http_keys[];
extern const struct conf_key conf_feed_keys[];
extern const struct conf_key conf_site_keys[];
/* How many keys each table has (conf_keys.c checks them at compile time). */
#define CONF_NDAEMON 24
#define CONF_NHTTP 6
#define CONF_NFEED 12
#define CONF_NSITE 4

/* "16M" for 16777216: the largest binary unit that divides exactly. */
char *conf_format_size(uint64_t bytes);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * cli: the templar command-line tool's shared parts.  Each command is a
 * cmd_NAME() in a cli_*.c file, listed in templar.c's command table; it
 * gets the open database (when it asked for one), the config, and the
 * output helpers below.
 */
#ifndef TEMPLAR_CLI_H
#define TEMPLAR_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cjson/cJSON.h>

struct conf;
struct db;
struct store;

enum cli_format { CLI_TEXT, CLI_JSON, CLI_JSONL };

struct cli {
	const char *conf_path; /* the config file (may not exist) */
	struct conf *conf;     /* loaded, or the defaults */
	const char *db_path;
	struct db *db; /* NULL unless the command wants it */
	struct store *st;
	enum cli_format fmt;
	int with_html;
	cJSON *array; /* CLI_JSON: collected output */
	int count;
};

/* The options most commands share. */
struct cli_opts {
	const char *feed;
	const char *url; /* --url */
	long long limit;
	int check; /* --check */
	int fts;   /* --fts: a search in FTS5's own syntax */
};

/* Commands: argv[0] is the command's name; return 0, 1 or 2 (usage). */
int cmd_feeds(struct cli *cli, int argc, char *argv[]);
int cmd_articles(struct cli *cli, int argc, char *argv[]);
int cmd_show(struct cli *cli, int argc, char *argv[]);
int cmd_templates(struct cli *cli, int argc, char *argv[]);
int cmd_extract(struct cli *cli, int argc, char *argv[]);
/* extract --templates: the mapper, no database (cli_extract.c). */
int cmd_extract_templates(struct cli *cli, int argc, char *argv[]);
int cmd_search(struct cli *cli, int argc, char *argv[]);
int cmd_status(struct cli *cli, int argc, char *argv[]);
int cmd_feed(struct cli *cli, int argc, char *argv[]);
int cmd_import_opml(struct cli *cli, int argc, char *argv[]);
int cmd_export_opml(struct cli *cli, int argc, char *argv[]);
int cmd_relearn(struct cli *cli, int argc, char *argv[]);
/* poll NAME...|--all: ask the running templard to poll (cli_poll.c). */
int cmd_poll(struct cli *cli, int argc, char *argv[]);
int cmd_reextract(struct cli *cli, int argc, char *argv[]);
int cmd_try(struct cli *cli, int argc, char *argv[]);
int cmd_discover(struct cli *cli, int argc, char *argv[]);
int cmd_export_templates(struct cli *cli, int argc, char *argv[]);
int cmd_import_templates(struct cli *cli, int argc, char *argv[]);
/* import-ftr FILE|DIR, site-configs: Full-Text RSS site configs
 * (cli_ftr.c). */
int cmd_import_ftr(struct cli *cli, int argc, char *argv[]);
int cmd_site_configs(struct cli *cli, int argc, char *argv[]);
int cmd_add(struct cli *cli, int argc, char *argv[]);
int cmd_remove(struct cli *cli, int argc, char *argv[]);

/*
 * Parse the shared options: allowed lists the ones the command takes
 * ('f' --feed, 'n' --limit, 'F' --format, 'l' jsonl allowed, 'H'
 * --html).  Return optind, or -1 after a message.
 */
int cli_options(struct cli *cli, int argc, char *argv[], const char *allowed,
    struct cli_opts *o);
int cli_parse_format(struct cli *cli, const char *s, int allow_jsonl);

/* Output: one record, as a JSON line or into the array of CLI_JSON. */
void cli_emit(struct cli *cli, cJSON *o);
void cli_json_begin(struct cli *cli);
void cli_json_end(struct cli *cli);

/* "2024-05-06T07:08:09Z" for a unix time, NULL for 0; caller frees. */
char *cli_time(int64_t t);
/* An extracted article's "  date:" and "  author:" lines ("-": none). */
void cli_byline_text(int64_t published, const char *author);
/*
 * The id of the feed called name, or 0 after a message on stderr that
 * names the feeds closest to it.
 */
int64_t cli_feed_id(struct cli *cli, const char *name);

/*
 * 0 when a configuration file was read; else -1 after telling that cmd
 * needs one, and why.
 */
int cli_need_conf(const struct cli *cli, const char *cmd, const char *why);

/* A whole file; NULL with errno set.  Caller frees. */
char *cli_read_file(const char *path, size_t *len);

/*
 * GET one URL with the config's user agent, limits and timeouts, waiting
 * for the answer (the CLI has no other work).  Return the body (caller
 * frees; *len its length; *final_url and *charset, when not NULL, what
 * the response said, caller frees), or NULL with *cause set when the
 * transfer failed or the status was not 2xx.
 */
char *cli_fetch(const struct cli *cli, const char *url, uint64_t max_size,
    size_t *len, char **final_url, char **charset, char **cause);

#endif

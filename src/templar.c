/* SPDX-License-Identifier: ISC */
/*
 * templar: the command-line tool.  main() finds the config and the
 * database and runs one command from the table below; the commands live
 * in the cli_*.c files.  The database is opened read-only: templar never
 * changes what templard stored behind its back.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef HAVE_MALLOPT
#include <malloc.h>
#endif

#include "cli.h"
#include "conf.h"
#include "db.h"
#include "log.h"
#include "store.h"
#include "util.h"

/* What a command needs opened before it runs. */
#define CMD_DB 0x1          /* the database, read-only */
#define CMD_DB_OPTIONAL 0x2 /* the database if it exists */
#define CMD_DB_WRITE 0x4    /* the database, to change it */

struct command {
	const char *name;
	int (*run)(struct cli *cli, int argc, char *argv[]);
	int needs;
	const char *usage;
};

static const struct command commands[] = {
	{ "feeds", cmd_feeds, CMD_DB, "feeds [--format text|json]" },
	{ "articles", cmd_articles, CMD_DB,
	    "articles [--feed NAME] "
	    "[--limit N] [--format text|json|jsonl] [--html]" },
	{ "show", cmd_show, CMD_DB,
	    "show [--format text|json] [--html] "
	    "ID|URL" },
	{ "templates", cmd_templates, CMD_DB,
	    "templates [--feed NAME] "
	    "[--format text|json]" },
	{ "extract", cmd_extract, CMD_DB_OPTIONAL,
	    "extract --feed NAME [--url URL] [--html] "
	    "[--format jsonl|json|text] FILE...\n"
	    "  extract --templates FILE [--generic] [--url URL] [--html] "
	    "[INPUT...]\n"
	    "  extract --generic [--url URL] [--html] [INPUT...]" },
	{ "search", cmd_search, CMD_DB,
	    "search [--limit N] [--fts] "
	    "[--format text|json|jsonl] WORDS..." },
	{ "status", cmd_status, CMD_DB_OPTIONAL,
	    "status [--check] [--format text|json]" },
	{ "feed", cmd_feed, 0,
	    "feed [--base URL] [--format text|json] "
	    "FILE|URL" },
	{ "import-opml", cmd_import_opml, 0,
	    "import-opml [--output NAME] "
	    "[--force] FILE" },
	{ "export-opml", cmd_export_opml, 0, "export-opml" },
	{ "poll", cmd_poll, CMD_DB_WRITE, "poll NAME...|--all" },
	{ "relearn", cmd_relearn, CMD_DB_WRITE, "relearn FEED" },
	{ "reextract", cmd_reextract, CMD_DB_WRITE, "reextract FEED" },
	{ "try", cmd_try, CMD_DB,
	    "try FEED [--body-xpath X] "
	    "[--title-xpath X] [--category-xpath X] [--strip-xpath X] "
	    "[--limit N] [--format text|jsonl]" },
	{ "discover", cmd_discover, 0,
	    "discover [--depth N] [--pages N] "
	    "[--format text|json] URL" },
	{ "export-templates", cmd_export_templates, CMD_DB,
	    "export-templates [--feed NAME] [--format json|ftr] "
	    "[--output FILE|DIR]" },
	{ "import-templates", cmd_import_templates, CMD_DB_WRITE,
	    "import-templates FILE" },
	{ "import-ftr", cmd_import_ftr, CMD_DB_WRITE, "import-ftr FILE|DIR" },
	{ "site-configs", cmd_site_configs, CMD_DB,
	    "site-configs [--format text|json]" },
	{ "add", cmd_add, 0, "add [--name NAME] [--all] URL" },
	{ "remove", cmd_remove, 0, "remove [--purge] NAME" },
};

static void
templar_usage(FILE *fp)
{
	size_t i;

	fprintf(fp,
	    "usage: templar [-c config | -d database] command "
	    "[options]\n       templar -V | --version\ncommands:\n");
	for (i = 0; i < NELEM(commands); i++)
		fprintf(fp, "  %s\n", commands[i].usage);
}

/* The config given with -c, else the default one if it exists, else the
 * defaults; NULL after printing its errors. */
static struct conf *
templar_conf(const char *conf_path, int conf_given)
{
	struct conf *conf;
	char *cause = NULL;

	if (!conf_given && access(conf_path, F_OK) == -1)
		return conf_defaults();
	if ((conf = conf_load(conf_path, &cause)) == NULL) {
		fprintf(stderr, "%s\n", cause);
		free(cause);
	}
	return conf;
}

/*
 * The options before the command, by hand: getopt(3) would keep their
 * "stop at the first operand" mode for the command's own getopt_long()
 * calls, which take options after operands too.  Return the index of the
 * command's name, or -(exit code + 1) when there is nothing to run.
 */
static int
templar_options(int argc, char *argv[], const char **conf_path, int *conf_given,
    const char **db_path)
{
	int i;

	for (i = 1; i < argc && argv[i][0] == '-'; i++) {
		if (strcmp(argv[i], "--") == 0)
			return i + 1;
		if (strcmp(argv[i], "-V") == 0 ||
		    strcmp(argv[i], "--version") == 0) {
			printf("templar %s (database schema %d)\n",
			    PACKAGE_VERSION, db_latest_version());
			return -1;
		} else if (strcmp(argv[i], "-h") == 0 ||
		    strcmp(argv[i], "--help") == 0) {
			templar_usage(stdout);
			return -1;
		} else if ((strcmp(argv[i], "-c") == 0 ||
			       strcmp(argv[i], "-d") == 0) &&
		    i + 1 < argc) {
			if (argv[i][1] == 'c') {
				*conf_path = argv[++i];
				*conf_given = 1;
			} else
				*db_path = argv[++i];
		} else if (strncmp(argv[i], "-c", 2) == 0 && argv[i][2]) {
			*conf_path = argv[i] + 2;
			*conf_given = 1;
		} else if (strncmp(argv[i], "-d", 2) == 0 && argv[i][2]) {
			*db_path = argv[i] + 2;
		} else {
			fprintf(
			    stderr, "templar: unknown option %s\n", argv[i]);
			templar_usage(stderr);
			return -3;
		}
	}
	return i;
}

/* Open what cmd needs: the database (read-only unless it changes it). */
static int
templar_open(struct cli *cli, const struct command *cmd)
{
	char *cause = NULL;

	if (!(cmd->needs & (CMD_DB | CMD_DB_WRITE)) &&
	    !((cmd->needs & CMD_DB_OPTIONAL) &&
		access(cli->db_path, F_OK) == 0))
		return 0;
	if (cmd->needs & CMD_DB_WRITE)
		log_init("templar", 0); /* say what it changes */
	if ((cli->db = db_open(cli->db_path,
		 (cmd->needs & CMD_DB_WRITE) ? DB_READWRITE : DB_READONLY,
		 &cause)) == NULL) {
		fprintf(stderr, "templar: %s\n", cause);
		free(cause);
		return -1;
	}
	cli->st = store_new(cli->db);
	return 0;
}

/*
 * Keep the memory freed for the next use: `templar extract` allocates
 * and frees a page's buffers and tree for each page, and by glibc's
 * defaults each large block went back to the kernel (munmap, heap trim)
 * only to fault in again for the next page, a third of the CPU time of
 * extracting a folder of pages.  A short-lived process loses nothing by
 * holding on to it.
 */
static void
templar_malloc_keep(void)
{
#if defined(HAVE_MALLOPT) && defined(M_MMAP_THRESHOLD) &&                      \
    defined(M_TRIM_THRESHOLD)
	(void)mallopt(M_MMAP_THRESHOLD, 32 << 20);
	(void)mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
}

int
main(int argc, char *argv[])
{
	const char *conf_path = SYSCONFDIR "/templar/templar.conf";
	const char *db_path = NULL;
	const struct command *cmd = NULL;
	struct cli cli;
	int i, rc, conf_given = 0;
	size_t j;

	log_init("templar", -1);
	templar_malloc_keep();
	if ((i = templar_options(
		 argc, argv, &conf_path, &conf_given, &db_path)) < 0)
		return -i - 1;
	argc -= i;
	argv += i;
	for (j = 0; argc > 0 && j < NELEM(commands); j++)
		if (strcmp(argv[0], commands[j].name) == 0)
			cmd = &commands[j];
	if (cmd == NULL) {
		if (argc > 0)
			fprintf(
			    stderr, "templar: unknown command '%s'\n", argv[0]);
		templar_usage(stderr);
		return 2;
	}
	memset(&cli, 0, sizeof(cli));
	cli.conf_path = conf_path;
	if ((cli.conf = templar_conf(conf_path, conf_given)) == NULL)
		return 1;
	cli.db_path = db_path != NULL ? db_path : cli.conf->database;
	if (templar_open(&cli, cmd) == -1) {
		conf_free(cli.conf);
		return 1;
	}
	rc = cmd->run(&cli, argc, argv);
	if (rc == 2)
		fprintf(stderr, "usage: templar %s\n", cmd->usage);
	store_free(cli.st);
	db_close(cli.db);
	conf_free(cli.conf);
	return rc;
}

/* SPDX-License-Identifier: ISC */
/*
 * cli_poll: templar poll NAME...|--all: ask the running templard to poll
 * feeds now.  The feeds are marked due in the database (stopped ones
 * too), then templard is sent SIGUSR1 at the pid its lock file holds; it
 * reads the due times again and polls.  Without a daemon the marks wait
 * for its next start.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "db.h"
#include "status.h"
#include "store.h"

/* Mark the feeds named (all: every active one) due; -1 if none is. */
static int
cli_poll_mark(struct cli *cli, int all, int argc, char *argv[], int *n)
{
	int i, k, rc = 0;

	*n = 0;
	if (db_begin(cli->db) == -1)
		return -1;
	for (i = 0; i < argc || (all && i == 0); i++) {
		if ((k = store_feed_poll_now(cli->st, all ? NULL : argv[i])) ==
		    -1) {
			db_rollback(cli->db);
			*n = 0;
			return -1;
		}
		if (k == 0 && !all) {
			fprintf(stderr, "templar: no subscribed feed %s\n",
			    argv[i]);
			rc = -1;
		}
		*n += k;
	}
	if (db_commit(cli->db) == -1) {
		*n = 0;
		return -1;
	}
	return *n > 0 ? rc : -1;
}

/* Tell templard; 0 when it was told. */
static int
cli_poll_signal(struct cli *cli, int n)
{
	char *cause = NULL;
	long pid;

	switch (status_daemon_pid(cli->db_path, &pid, &cause)) {
	case STATUS_STOPPED:
		fprintf(stderr,
		    "templar: templard is not running on %s: %d feed%s "
		    "due when it starts\n",
		    cli->db_path, n, n == 1 ? "" : "s");
		return -1;
	case STATUS_UNKNOWN:
		fprintf(stderr, "templar: %s\n", cause);
		free(cause);
		return -1;
	case STATUS_RUNNING:
		break;
	}
	if (pid == 0) {
		fprintf(stderr,
		    "templar: templard runs but its lock file holds no "
		    "pid: reload it (SIGHUP) to poll the %d feed%s\n",
		    n, n == 1 ? "" : "s");
		return -1;
	}
	if (kill((pid_t)pid, SIGUSR1) == -1) {
		fprintf(stderr,
		    "templar: signal templard (pid %ld): %s: reload it "
		    "(SIGHUP, systemctl reload templard) to poll the %d "
		    "feed%s\n",
		    pid, strerror(errno), n, n == 1 ? "" : "s");
		return -1;
	}
	printf("templard (pid %ld) polls %d feed%s now\n", pid, n,
	    n == 1 ? "" : "s");
	return 0;
}

int
cmd_poll(struct cli *cli, int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "all", no_argument, NULL, 'a' },
		{ NULL, 0, NULL, 0 },
	};
	int ch, all = 0, n, rc;

	optind = 1;
	while ((ch = getopt_long(argc, argv, "a", longopts, NULL)) != -1) {
		if (ch != 'a')
			return 2;
		all = 1;
	}
	if (all == (optind < argc))
		return 2;
	rc = cli_poll_mark(cli, all, argc - optind, argv + optind, &n);
	if (n == 0) {
		if (all)
			fprintf(stderr, "templar: no subscribed feeds\n");
		return 1;
	}
	return cli_poll_signal(cli, n) == -1 || rc == -1 ? 1 : 0;
}

/* SPDX-License-Identifier: ISC */
/*
 * tstore.h: the unit tests' databases.  A test program declares its
 * folder, `static char t_dir[] = "/tmp/test-NAME.XXXXXX";`, makes it with
 * mkdtemp() in main(), and includes this file after t.h: db_file() names
 * a database in it, open_store() opens one read-write (migrated) with
 * its store, close_store() closes both, remove_dir() removes the folder
 * at the end.
 */
#ifndef TEMPLAR_TSTORE_H
#define TEMPLAR_TSTORE_H

#include <dirent.h>
#include <unistd.h>

#include "db.h"
#include "store.h"

static UNUSED_T const char *
db_file(const char *name)
{
	static char path[512];

	snprintf(path, sizeof(path), "%s/%s", t_dir, name);
	return path;
}

/* A fresh read-write database and its store; bails out on an error. */
static UNUSED_T struct store *
open_store(const char *name)
{
	struct db *db;
	char *cause = NULL;

	if ((db = db_open(db_file(name), DB_READWRITE, &cause)) == NULL) {
		printf("Bail out! %s\n", cause);
		exit(1);
	}
	return store_new(db);
}

static UNUSED_T void
close_store(struct store *st)
{
	struct db *db = store_db(st);

	store_free(st);
	db_close(db);
}

/* Remove a folder of files (no subfolders), as the tests leave it. */
static UNUSED_T void
remove_dir(const char *dir)
{
	DIR *d;
	struct dirent *de;
	char path[600];

	if ((d = opendir(dir)) == NULL)
		return;
	while ((de = readdir(d)) != NULL) {
		if (strcmp(de->d_name, ".") == 0 ||
		    strcmp(de->d_name, "..") == 0)
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		unlink(path);
	}
	closedir(d);
	rmdir(dir);
}

#endif

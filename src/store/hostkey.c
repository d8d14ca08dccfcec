/* SPDX-License-Identifier: ISC */
/*
 * hostkey: templar_host_key(URL) in SQL, the same key url_host_key()
 * gives the pages templard stores.
 */
#include "config.h"

#include <stdlib.h>

#include <sqlite3.h>

#include "hostkey.h"
#include "url.h"

static void
hostkey_sql(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
	const unsigned char *url;
	char *key;

	(void)argc;
	if ((url = sqlite3_value_text(argv[0])) == NULL ||
	    (key = url_host_key((const char *)url)) == NULL) {
		sqlite3_result_null(ctx);
		return;
	}
	sqlite3_result_text(ctx, key, -1, free);
}

int
hostkey_register(sqlite3 *h)
{
	int flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS;

	if (sqlite3_create_function_v2(h, "templar_host_key", 1, flags, NULL,
		hostkey_sql, NULL, NULL, NULL) != SQLITE_OK)
		return -1;
	return 0;
}

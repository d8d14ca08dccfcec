/* SPDX-License-Identifier: ISC */
/*
 * zblob: compressed bodies, and the SQL functions that read and write
 * them (zblob.h).
 */
#include "config.h"

#include <stdlib.h>

#include <sqlite3.h>
#include <zlib.h>

#include "util.h"
#include "zblob.h"

/* Bodies shorter than this are stored as they are. */
#define ZBLOB_DEFLATE_MIN 256
/*
 * A recorded size beyond what its blob could inflate to is corruption:
 * deflate expands at most 1032 times (zlib's own bound), and no body is
 * larger than max_page_size allows (1G).
 */
#define ZBLOB_INFLATE_RATIO 1032
#define ZBLOB_MAX (1024ULL * 1024 * 1024)

static void zblob_sql_compress(
    sqlite3_context *ctx, int argc, sqlite3_value **argv);
static void zblob_sql_uncompress(
    sqlite3_context *ctx, int argc, sqlite3_value **argv);

void *
zblob_deflate(const void *body, size_t len, size_t *zlen)
{
	uLongf n;
	void *z;

	if (len < ZBLOB_DEFLATE_MIN || len > ZBLOB_MAX)
		return NULL;
	n = compressBound((uLong)len);
	z = xmalloc(n);
	if (compress2(z, &n, body, (uLong)len, Z_DEFAULT_COMPRESSION) != Z_OK ||
	    n >= len) {
		free(z);
		return NULL;
	}
	*zlen = n;
	return z;
}

char *
zblob_inflate(const void *z, size_t zlen, int64_t size, char **cause)
{
	uLongf n;
	char *body;
	int rc;

	if (size < 0 || (uint64_t)size > ZBLOB_MAX ||
	    (uint64_t)size > (uint64_t)zlen * ZBLOB_INFLATE_RATIO + 64) {
		xasprintf(cause,
		    "a %zu-byte compressed body cannot be %lld "
		    "bytes",
		    zlen, (long long)size);
		return NULL;
	}
	body = xmalloc((size_t)size + 1);
	n = (uLongf)size;
	if ((rc = uncompress((Bytef *)body, &n, z, (uLong)zlen)) != Z_OK ||
	    n != (uLongf)size) {
		xasprintf(cause, "corrupt compressed body (%s)",
		    rc == Z_OK ? "shorter than recorded" : zError(rc));
		free(body);
		return NULL;
	}
	body[size] = '\0';
	return body;
}

/*
 * sqlar_compress(X): X's bytes compressed when that makes them smaller,
 * else X as it is (NULL stays NULL), as the sqlite3 shell's.
 */
static void
zblob_sql_compress(sqlite3_context *ctx, UNUSED int argc, sqlite3_value **argv)
{
	const void *x;
	void *z;
	size_t zlen;
	int n;

	if (sqlite3_value_type(argv[0]) != SQLITE_BLOB &&
	    sqlite3_value_type(argv[0]) != SQLITE_TEXT) {
		sqlite3_result_value(ctx, argv[0]);
		return;
	}
	x = sqlite3_value_blob(argv[0]);
	n = sqlite3_value_bytes(argv[0]);
	if (x == NULL || (z = zblob_deflate(x, (size_t)n, &zlen)) == NULL) {
		sqlite3_result_value(ctx, argv[0]);
		return;
	}
	sqlite3_result_blob(ctx, z, (int)zlen, free);
}

/*
 * sqlar_uncompress(X, SIZE): X inflated to SIZE bytes, or X as it is when
 * SIZE is its length (or X is empty or NULL, or SIZE not positive), as
 * the sqlite3 shell's; an error when X does not inflate to SIZE.
 */
static void
zblob_sql_uncompress(
    sqlite3_context *ctx, UNUSED int argc, sqlite3_value **argv)
{
	const void *x;
	char *body, *cause = NULL;
	sqlite3_int64 size;
	int n;

	x = sqlite3_value_blob(argv[0]);
	n = sqlite3_value_bytes(argv[0]);
	size = sqlite3_value_int64(argv[1]);
	if (x == NULL || n <= 0 || size <= 0 || size == n) {
		sqlite3_result_value(ctx, argv[0]);
		return;
	}
	if ((body = zblob_inflate(x, (size_t)n, size, &cause)) == NULL) {
		sqlite3_result_error(ctx, cause, -1);
		free(cause);
		return;
	}
	sqlite3_result_blob(ctx, body, (int)size, free);
}

int
zblob_register(sqlite3 *h)
{
	int flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS;

	if (sqlite3_create_function_v2(h, "sqlar_compress", 1, flags, NULL,
		zblob_sql_compress, NULL, NULL, NULL) != SQLITE_OK ||
	    sqlite3_create_function_v2(h, "sqlar_uncompress", 2, flags, NULL,
		zblob_sql_uncompress, NULL, NULL, NULL) != SQLITE_OK)
		return -1;
	return 0;
}

/* SPDX-License-Identifier: ISC */
/*
 * zblob: the compressed bodies of the database, pages and articles
 * alike: a zlib stream (RFC 1950) when that makes the bytes smaller,
 * stored with their length before compression, which is the format of
 * the sqlite3 shell's sqlar_compress() and sqlar_uncompress().  Both SQL
 * functions are defined on every connection templar opens, so that the
 * views reading compressed columns work the same in templar and in the
 * shell.
 */
#ifndef TEMPLAR_ZBLOB_H
#define TEMPLAR_ZBLOB_H

#include <stddef.h>
#include <stdint.h>

#include <sqlite3.h>

/*
 * body compressed, its length in *zlen, for the caller to free; NULL when
 * it is too short to bother or would not get smaller (stored as it is).
 */
void *zblob_deflate(const void *body, size_t len, size_t *zlen);
/*
 * Inflate a compressed body that was size bytes long, into memory the
 * caller frees (NUL-terminated); NULL with *cause set when the blob is not
 * what it claims.  Never allocates beyond what the blob could hold.
 */
char *zblob_inflate(const void *z, size_t zlen, int64_t size, char **cause);
/* Define sqlar_compress(X) and sqlar_uncompress(X, SIZE) on h. */
int zblob_register(sqlite3 *h);

#endif

/* SPDX-License-Identifier: ISC */
/*
 * util: allocation that never fails, a growable byte buffer, number,
 * duration and size parsing, the two clocks, and the distance between
 * names.  Everything here is free of I/O apart from reading the clocks.
 */
#ifndef TEMPLAR_UTIL_H
#define TEMPLAR_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/queue.h>

#include "cdefs.h"

#ifndef TAILQ_FOREACH_SAFE
#define TAILQ_FOREACH_SAFE(var, head, field, tvar)                             \
	for ((var) = TAILQ_FIRST(head);                                        \
	     (var) && ((tvar) = TAILQ_NEXT(var, field), 1); (var) = (tvar))
#endif

/* Allocation failure is fatal: these never return NULL. */
void *xmalloc(size_t size);
void *xcalloc(size_t nmemb, size_t size);
void *xreallocarray(void *ptr, size_t nmemb, size_t size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
int xasprintf(char **ret, const char *fmt, ...) PRINTFLIKE(2, 3);
int xvasprintf(char **ret, const char *fmt, va_list ap) PRINTFLIKE(2, 0);

/*
 * A growable byte buffer.  data is always NUL-terminated (the NUL is not
 * counted in len), so text can be used as a C string directly.
 */
struct buf {
	char *data;
	size_t len;
	size_t cap;
};

void buf_init(struct buf *b);
void buf_free(struct buf *b);
/* Free n strings of v, then v itself; v may be NULL. */
void strv_free(char **v, size_t n);
void buf_reset(struct buf *b);
/* Make room for len more bytes at once, for a buffer about to take
 * that much: it then grows in one step, not in doublings from 64. */
void buf_reserve(struct buf *b, size_t len);
void buf_add(struct buf *b, const void *data, size_t len);
void buf_adds(struct buf *b, const char *s);
void buf_addc(struct buf *b, char c);
void buf_printf(struct buf *b, const char *fmt, ...) PRINTFLIKE(2, 3);
/* Give the bytes away: the caller frees the result; b is left empty. */
char *buf_detach(struct buf *b, size_t *len);

/*
 * Parse "1500ms", "0.3s", "2s", "30m", "1h", "1d" (a bare number is
 * seconds) into milliseconds.  Return 0, or -1 with *cause set.
 */
int util_parse_duration(const char *s, int64_t *ms, char **cause);
/* Parse "512", "64K", "16M", "1G" (binary multiples) into bytes. */
int util_parse_size(const char *s, uint64_t *bytes, char **cause);
/* Parse a whole decimal integer within [min, max]. */
int util_parse_int(
    const char *s, long long min, long long max, long long *out, char **cause);
/* Parse yes/no, true/false, on/off, 1/0 into 1 or 0. */
int util_parse_bool(const char *s, int *out, char **cause);
/* Format a duration in ms the way the parser reads it ("2s", "50ms"). */
char *util_format_duration(int64_t ms);

/* Wall clock, unix seconds: for times that are stored. */
int64_t util_now(void);
/* Monotonic clock in milliseconds: for intervals and politeness. */
int64_t util_monotonic(void);

/* Trim ASCII white space at both ends, in place; returns s. */
char *util_trim(char *s);
/* The folder part of a path, "." when it has none; the caller frees it. */
char *util_dirname(const char *path);
/*
 * Write text to path through a temporary file beside it (mode 0644,
 * fsync'd), so that no reader sees half a file: rename(2) over an
 * existing file when replace, else link(2), which fails with errno
 * EEXIST when path exists.  0, or -1 with errno and *cause set.
 */
int util_write_file(
    const char *path, const char *text, int replace, char **cause);
/* 1 if s starts with prefix. */
int util_startswith(const char *s, const char *prefix);
/* 1 if s holds one of the n words, ASCII case aside (strcasestr()). */
int util_holds_any(const char *s, const char *const *words, size_t n);
/* 1 if the len bytes at s are one of the n words, ASCII case aside. */
int util_is_any(const char *s, size_t len, const char *const *words, size_t n);
/* Edits (Levenshtein, ASCII case aside) from a to b; SIZE_MAX for names
 * of 64 bytes or more. */
size_t util_distance(const char *a, const char *b);

#endif

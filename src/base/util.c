/* SPDX-License-Identifier: ISC */
/*
 * util: allocation, the growable buffer, unit parsing and clocks.  The
 * parsers here back every duration and size in the config, so their error
 * messages are written to be shown to a person as they are.
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>

#include "log.h"
#include "util.h"

void *
xmalloc(size_t size)
{
	void *p;

	if (size == 0)
		size = 1;
	if ((p = malloc(size)) == NULL)
		fatal("malloc %zu bytes", size);
	return p;
}

void *
xcalloc(size_t nmemb, size_t size)
{
	void *p;

	if (nmemb == 0 || size == 0)
		nmemb = size = 1;
	if ((p = calloc(nmemb, size)) == NULL)
		fatal("calloc %zu x %zu bytes", nmemb, size);
	return p;
}

void *
xreallocarray(void *ptr, size_t nmemb, size_t size)
{
	void *p;

	if (nmemb == 0 || size == 0)
		nmemb = size = 1;
	if (size != 0 && nmemb > SIZE_MAX / size)
		fatalx("xreallocarray: %zu x %zu overflows", nmemb, size);
	if ((p = realloc(ptr, nmemb * size)) == NULL)
		fatal("realloc %zu x %zu bytes", nmemb, size);
	return p;
}

char *
xstrdup(const char *s)
{
	char *p;

	if ((p = strdup(s)) == NULL)
		fatal("strdup");
	return p;
}

char *
xstrndup(const char *s, size_t n)
{
	char *p;

	if ((p = strndup(s, n)) == NULL)
		fatal("strndup");
	return p;
}

int
xvasprintf(char **ret, const char *fmt, va_list ap)
{
	int n;

	if ((n = vasprintf(ret, fmt, ap)) < 0)
		fatal("vasprintf");
	return n;
}

int
xasprintf(char **ret, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = xvasprintf(ret, fmt, ap);
	va_end(ap);
	return n;
}

void
buf_init(struct buf *b)
{
	b->data = NULL;
	b->len = 0;
	b->cap = 0;
}

/* v may be NULL with n > 0 (an array never filled). */
void
strv_free(char **v, size_t n)
{
	size_t i;

	if (v == NULL)
		return;
	for (i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

void
buf_free(struct buf *b)
{
	free(b->data);
	buf_init(b);
}

void
buf_reset(struct buf *b)
{
	b->len = 0;
	if (b->data != NULL)
		b->data[0] = '\0';
}

/* Make room for len more bytes and the terminating NUL. */
static void
buf_grow(struct buf *b, size_t len)
{
	size_t need;

	if (len > SIZE_MAX - b->len - 1)
		fatalx("buf_grow: size overflow");
	need = b->len + len + 1;
	if (need <= b->cap)
		return;
	if (b->cap == 0)
		b->cap = 64;
	while (b->cap < need)
		b->cap = b->cap > SIZE_MAX / 2 ? need : b->cap * 2;
	b->data = xreallocarray(b->data, 1, b->cap);
}

void
buf_reserve(struct buf *b, size_t len)
{
	buf_grow(b, len);
}

void
buf_add(struct buf *b, const void *data, size_t len)
{
	buf_grow(b, len);
	if (len > 0)
		memcpy(b->data + b->len, data, len);
	b->len += len;
	b->data[b->len] = '\0';
}

void
buf_adds(struct buf *b, const char *s)
{
	buf_add(b, s, strlen(s));
}

void
buf_addc(struct buf *b, char c)
{
	buf_add(b, &c, 1);
}

void
buf_printf(struct buf *b, const char *fmt, ...)
{
	va_list ap;
	char *s;
	int n;

	va_start(ap, fmt);
	n = xvasprintf(&s, fmt, ap);
	va_end(ap);
	buf_add(b, s, (size_t)n);
	free(s);
}

char *
buf_detach(struct buf *b, size_t *len)
{
	char *p;

	buf_grow(b, 0);
	b->data[b->len] = '\0';
	p = b->data;
	if (len != NULL)
		*len = b->len;
	buf_init(b);
	return p;
}

struct unit {
	const char *name;
	double mult;
};

/* Split "12.5ms" into 12.5 and "ms"; reject what is not a number. */
static int
util_split_number(const char *s, double *value, const char **suffix)
{
	char *end;

	while (isspace((unsigned char)*s))
		s++;
	if (*s == '\0' || *s == '-' || *s == '+')
		return -1;
	if (!isdigit((unsigned char)*s) && *s != '.')
		return -1;
	errno = 0;
	*value = strtod(s, &end);
	if (errno != 0 || end == s || !isfinite(*value))
		return -1;
	while (isspace((unsigned char)*end))
		end++;
	*suffix = end;
	return 0;
}

static int
util_unit_mult(const struct unit *units, const char *suffix, double *mult)
{
	size_t n;
	char word[8];

	n = strlen(suffix);
	while (n > 0 && isspace((unsigned char)suffix[n - 1]))
		n--;
	if (n >= sizeof(word))
		return -1;
	memcpy(word, suffix, n);
	word[n] = '\0';
	for (; units->name != NULL; units++) {
		if (strcasecmp(word, units->name) == 0) {
			*mult = units->mult;
			return 0;
		}
	}
	return -1;
}

int
util_parse_duration(const char *s, int64_t *ms, char **cause)
{
	static const struct unit units[] = {
		{ "", 1000 },
		{ "ms", 1 },
		{ "s", 1000 },
		{ "sec", 1000 },
		{ "m", 60000 },
		{ "min", 60000 },
		{ "h", 3600000 },
		{ "d", 86400000 },
		{ NULL, 0 },
	};
	const char *suffix;
	double v, mult, r;

	if (util_split_number(s, &v, &suffix) == -1 ||
	    util_unit_mult(units, suffix, &mult) == -1) {
		xasprintf(cause,
		    "'%s' is not a duration (e.g. 50ms, 0.3s, 2s, "
		    "30m, 1h, 1d)",
		    s);
		return -1;
	}
	r = v * mult;
	if (r > (double)INT64_MAX / 2) {
		xasprintf(cause, "'%s' is too long a duration", s);
		return -1;
	}
	*ms = (int64_t)llround(r);
	return 0;
}

int
util_parse_size(const char *s, uint64_t *bytes, char **cause)
{
	static const struct unit units[] = {
		{ "", 1 },
		{ "b", 1 },
		{ "k", 1024.0 },
		{ "kb", 1024.0 },
		{ "kib", 1024.0 },
		{ "m", 1048576.0 },
		{ "mb", 1048576.0 },
		{ "mib", 1048576.0 },
		{ "g", 1073741824.0 },
		{ "gb", 1073741824.0 },
		{ "gib", 1073741824.0 },
		{ NULL, 0 },
	};
	const char *suffix;
	double v, mult, r;

	if (util_split_number(s, &v, &suffix) == -1 ||
	    util_unit_mult(units, suffix, &mult) == -1) {
		xasprintf(cause, "'%s' is not a size (e.g. 512K, 16M, 1G)", s);
		return -1;
	}
	r = v * mult;
	if (r > (double)(UINT64_MAX / 2)) {
		xasprintf(cause, "'%s' is too large a size", s);
		return -1;
	}
	*bytes = (uint64_t)llround(r);
	return 0;
}

int
util_parse_bool(const char *s, int *out, char **cause)
{
	static const char *const yes[] = { "yes", "true", "on", "1" };
	static const char *const no[] = { "no", "false", "off", "0" };
	size_t i;

	for (i = 0; i < NELEM(yes); i++) {
		if (strcasecmp(s, yes[i]) == 0 || strcasecmp(s, no[i]) == 0) {
			*out = strcasecmp(s, yes[i]) == 0;
			return 0;
		}
	}
	xasprintf(cause, "'%s' is not yes or no", s);
	return -1;
}

int
util_parse_int(
    const char *s, long long min, long long max, long long *out, char **cause)
{
	char *end;
	long long v;

	errno = 0;
	v = strtoll(s, &end, 10);
	while (end != s && isspace((unsigned char)*end))
		end++;
	if (end == s || *end != '\0' || errno == ERANGE) {
		xasprintf(cause, "'%s' is not a whole number", s);
		return -1;
	}
	if (v < min || v > max) {
		xasprintf(cause, "%lld is outside %lld..%lld", v, min, max);
		return -1;
	}
	*out = v;
	return 0;
}

char *
util_format_duration(int64_t ms)
{
	char *s;

	if (ms != 0 && ms % 86400000 == 0)
		xasprintf(&s, "%lldd", (long long)(ms / 86400000));
	else if (ms != 0 && ms % 3600000 == 0)
		xasprintf(&s, "%lldh", (long long)(ms / 3600000));
	else if (ms != 0 && ms % 60000 == 0)
		xasprintf(&s, "%lldm", (long long)(ms / 60000));
	else if (ms % 1000 == 0)
		xasprintf(&s, "%llds", (long long)(ms / 1000));
	else
		xasprintf(&s, "%lldms", (long long)ms);
	return s;
}

int64_t
util_now(void)
{
	return (int64_t)time(NULL);
}

int64_t
util_monotonic(void)
{
	struct timespec ts;

	if (clock_gettime(CLOCK_MONOTONIC, &ts) == -1)
		fatal("clock_gettime");
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

char *
util_trim(char *s)
{
	char *end;
	size_t lead = 0;

	while (isspace((unsigned char)s[lead]))
		lead++;
	if (lead > 0)
		memmove(s, s + lead, strlen(s + lead) + 1);
	end = s + strlen(s);
	while (end > s && isspace((unsigned char)end[-1]))
		*--end = '\0';
	return s;
}

int
util_startswith(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

int
util_holds_any(const char *s, const char *const *words, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strcasestr(s, words[i]) != NULL)
			return 1;
	return 0;
}

/* See util.h. */
int
util_is_any(const char *s, size_t len, const char *const *words, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (len == strlen(words[i]) &&
		    strncasecmp(s, words[i], len) == 0)
			return 1;
	return 0;
}

/*
 * Levenshtein distance, ignoring ASCII case, to suggest the name a user
 * meant.  Names of 64 bytes or more are SIZE_MAX away: no one mistypes
 * those, and the row stays on the stack.
 */
size_t
util_distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), i, j, prev, cur, tmp;
	size_t row[64];

	if (la >= NELEM(row) || lb >= NELEM(row))
		return SIZE_MAX;
	for (j = 0; j <= lb; j++)
		row[j] = j;
	for (i = 1; i <= la; i++) {
		prev = row[0];
		row[0] = i;
		for (j = 1; j <= lb; j++) {
			cur = prev +
			    (tolower((unsigned char)a[i - 1]) !=
				tolower((unsigned char)b[j - 1]));
			if (row[j] + 1 < cur)
				cur = row[j] + 1;
			if (row[j - 1] + 1 < cur)
				cur = row[j - 1] + 1;
			tmp = row[j];
			row[j] = cur;
			prev = tmp;
		}
	}
	return row[lb];
}

int
util_write_file(const char *path, const char *text, int replace, char **cause)
{
	char *tmp;
	FILE *fp;
	int fd, saved, r = -1;

	xasprintf(&tmp, "%s.tmp-XXXXXX", path);
	if ((fd = mkstemp(tmp)) == -1) {
		saved = errno;
		xasprintf(cause, "%s: %s", tmp, strerror(errno));
		free(tmp);
		errno = saved;
		return -1;
	}
	(void)fchmod(fd, 0644);
	if ((fp = fdopen(fd, "w")) == NULL) {
		saved = errno;
		xasprintf(cause, "%s: %s", tmp, strerror(errno));
		close(fd);
		goto out;
	}
	if (fputs(text, fp) == EOF || fflush(fp) == EOF ||
	    fsync(fileno(fp)) == -1) {
		saved = errno;
		xasprintf(cause, "%s: %s", tmp, strerror(errno));
		fclose(fp);
		goto out;
	}
	if (fclose(fp) == EOF) {
		saved = errno;
		xasprintf(cause, "%s: %s", tmp, strerror(errno));
		goto out;
	}
	if (replace ? rename(tmp, path) : link(tmp, path)) {
		saved = errno;
		xasprintf(cause, "%s: %s", path, strerror(errno));
		goto out;
	}
	saved = 0;
	r = 0;
out:
	/* After link(2) the name stays; after rename(2) this fails. */
	(void)unlink(tmp);
	free(tmp);
	errno = saved;
	return r;
}

char *
util_dirname(const char *path)
{
	const char *slash;

	if ((slash = strrchr(path, '/')) == NULL)
		return xstrdup(".");
	while (slash > path && slash[-1] == '/')
		slash--;
	if (slash == path)
		return xstrdup("/");
	return xstrndup(path, (size_t)(slash - path));
}

/* SPDX-License-Identifier: ISC */
/*
 * store_fts: the text the full-text index holds.  unicode61 splits words
 * at spaces and punctuation, which CJK text has none of: each CJK
 * character (and CJK punctuation, charset_is_unspaced()) is indexed
 * alone, queries are rewritten to match, and snippets are put back
 * together.
 */
#include "config.h"

#include <sqlite3.h>
#include <stdint.h>

#include "charset.h"
#include "store.h"
#include "store_int.h"
#include "util.h"

static uint32_t store_fts_cp(const unsigned char *s, size_t *len);

/*
 * Index article id, whose columns with CJK text are spaced in fts (NULL:
 * the article's own column is the text, as articles_fts_text reads it).
 */
int
store_fts_index(struct store *st, int64_t id, char *const fts[3])
{
	sqlite3_stmt *s;
	int i, rc;

	if (fts[0] != NULL || fts[1] != NULL || fts[2] != NULL) {
		if ((s = store_stmt(st, SQL_FTS_CJK_PUT)) == NULL)
			return -1;
		store_bind_int64(st, s, 1, id);
		for (i = 0; i < 3; i++)
			store_bind_text(st, s, 2 + i, fts[i]);
		rc = store_run(st, SQL_FTS_CJK_PUT, s);
	} else {
		if ((s = store_stmt(st, SQL_FTS_CJK_DELETE)) == NULL)
			return -1;
		store_bind_int64(st, s, 1, id);
		rc = store_run(st, SQL_FTS_CJK_DELETE, s);
	}
	/* Indexed from the view, so that the index and the text it reads
	 * back cannot differ. */
	if (rc == -1 || (s = store_stmt(st, SQL_FTS_INSERT)) == NULL)
		return -1;
	store_bind_int64(st, s, 1, id);
	return store_run(st, SQL_FTS_INSERT, s);
}

/*
 * The code point at s (UTF-8, NUL-terminated), its length in *len; a
 * broken byte reads as U+FFFD, one byte long, and is copied as it is.
 */
static uint32_t
store_fts_cp(const unsigned char *s, size_t *len)
{
	return charset_utf8_get((const char *)s, SIZE_MAX, len);
}

/*
 * Text as the full-text index holds it: every CJK character stands
 * alone between spaces, so that unicode61 makes it one token.  NULL for
 * NULL; caller frees.
 */
char *
store_fts_text(const char *text)
{
	const unsigned char *p = (const unsigned char *)text;
	struct buf b;
	size_t len;

	if (text == NULL)
		return NULL;
	buf_init(&b);
	while (*p != '\0') {
		if (charset_is_unspaced(store_fts_cp(p, &len))) {
			buf_addc(&b, ' ');
			buf_add(&b, p, len);
			buf_addc(&b, ' ');
		} else
			buf_add(&b, p, len);
		p += len;
	}
	return buf_detach(&b, NULL);
}

/*
 * A user's FTS5 query for the spaced index: a run of CJK characters
 * becomes a phrase of its characters ("无人船" -> "无 人 船"); inside a
 * quoted phrase the characters are just spaced.  Caller frees.
 */
char *
store_fts_query(const char *query)
{
	const unsigned char *p = (const unsigned char *)query;
	struct buf b;
	size_t len;
	int quoted = 0, run = 0;

	buf_init(&b);
	while (*p != '\0') {
		int cjk = charset_is_unspaced(store_fts_cp(p, &len));

		if (cjk && !run) {
			buf_adds(&b, quoted ? " " : " \"");
			run = 1;
		} else if (!cjk && run) {
			buf_adds(&b, quoted ? " " : "\" ");
			run = 0;
		}
		if (*p == '"')
			quoted = !quoted;
		buf_add(&b, p, len);
		if (cjk)
			buf_addc(&b, ' ');
		p += len;
	}
	if (run && !quoted)
		buf_addc(&b, '"');
	return buf_detach(&b, NULL);
}

/*
 * Undo store_fts_text() in a snippet: spaces between two CJK characters
 * (the snippet's brackets aside) go.  Caller frees.
 */
char *
store_fts_unspace(const char *text)
{
	const unsigned char *p = (const unsigned char *)text, *q, *r;
	struct buf b;
	size_t len;
	uint32_t c, last = 0;

	buf_init(&b);
	while (*p != '\0') {
		if (*p == ' ') {
			for (q = p; *q == ' '; q++)
				;
			for (r = q; *r == '[' || *r == ']'; r++)
				;
			if (!(charset_is_unspaced(last) && *r != '\0' &&
				charset_is_unspaced(store_fts_cp(r, &len))))
				buf_add(&b, p, (size_t)(q - p));
			p = q;
			continue;
		}
		c = store_fts_cp(p, &len);
		if (c != '[' && c != ']')
			last = c;
		buf_add(&b, p, len);
		p += len;
	}
	return buf_detach(&b, NULL);
}

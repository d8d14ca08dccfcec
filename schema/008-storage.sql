-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 8: bounded storage.  Pages: only HTML
-- is kept, compressed, and only so long (below).  Articles: the
-- full-text index no longer holds a copy of their text (at the end).
--
-- Only HTML pages keep a body (anything else is recorded with its type
-- and error "skipped: not HTML (TYPE)"); a body is stored compressed when
-- that makes it smaller, and templard drops the bodies of old pages
-- (keep_pages, templar.conf(5)) except those a template needs.  A page's
-- raw bytes as received, whatever their storage, in the sqlite3 shell:
--   SELECT sqlar_uncompress(body, body_size) FROM pages WHERE entry_id = 42;
-- (rows stored before version 8 may have body_size NULL and a raw body).

-- how pages.body is stored: NULL as received, 'zlib' compressed (a zlib
-- stream, RFC 1950, what sqlar_uncompress() and zlib's uncompress() read)
ALTER TABLE pages ADD COLUMN body_encoding TEXT
	CHECK (body_encoding IS NULL OR body_encoding = 'zlib');
-- the length in bytes of the body as received (before compression); NULL
-- when there is no body, and for bodies stored before version 8, which
-- are raw until templard compresses them
ALTER TABLE pages ADD COLUMN body_size INTEGER;
-- when retention dropped the body (body is then NULL; the row stays so
-- that the page is not fetched again, and so does its article); NULL
-- while the body is kept
ALTER TABLE pages ADD COLUMN body_dropped_at INTEGER;

-- Bodies by age, for retention.
CREATE INDEX pages_body_fetched ON pages (fetched_at)
	WHERE body IS NOT NULL;
-- Raw bodies stored before version 8, which templard compresses a few at
-- a time; empty once it has.
CREATE INDEX pages_body_raw ON pages (entry_id)
	WHERE body IS NOT NULL AND body_size IS NULL;

-- The full-text index reads its text from articles (an FTS5 "external
-- content" table) instead of keeping a copy.  It indexes CJK characters
-- spaced apart (see articles_fts in 001-init.sql); the spaced text of the
-- columns that hold any is kept here, one row per article that has some.
CREATE TABLE articles_fts_cjk (
	-- the article
	id		INTEGER PRIMARY KEY
			REFERENCES articles (id) ON DELETE CASCADE,
	-- the column as indexed, CJK characters spaced; NULL when the
	-- column has no CJK character (the index reads articles' own)
	title		TEXT,
	body_text	TEXT,
	category	TEXT
) STRICT;
INSERT INTO articles_fts_cjk (id, title, body_text, category)
SELECT f.rowid,
	CASE WHEN f.title IS NOT a.title THEN f.title END,
	CASE WHEN f.body_text IS NOT a.body_text THEN f.body_text END,
	CASE WHEN f.category IS NOT a.category THEN f.category END
FROM articles_fts f JOIN articles a ON a.id = f.rowid
WHERE f.title IS NOT a.title OR f.body_text IS NOT a.body_text
	OR f.category IS NOT a.category;

-- What the full-text index holds for each article: its columns, CJK
-- characters spaced.
CREATE VIEW articles_fts_text AS
SELECT
	a.id				AS id,
	coalesce(c.title, a.title)	AS title,
	coalesce(c.body_text, a.body_text) AS body_text,
	coalesce(c.category, a.category) AS category
FROM articles a
LEFT JOIN articles_fts_cjk c ON c.id = a.id;

-- articles_fts as before (same columns, same queries, MATCH, rank,
-- snippet()), its text read from articles_fts_text.
DROP TRIGGER articles_fts_delete;
DROP TABLE articles_fts;
CREATE VIRTUAL TABLE articles_fts USING fts5 (
	title, body_text, category,
	content = 'articles_fts_text', content_rowid = 'id',
	tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO articles_fts (articles_fts) VALUES ('rebuild');

-- An article leaves the index while its text is still there to say what
-- to remove.
CREATE TRIGGER articles_fts_delete BEFORE DELETE ON articles BEGIN
	DELETE FROM articles_fts WHERE rowid = old.id;
END;

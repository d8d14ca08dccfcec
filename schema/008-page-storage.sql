-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 8: bounded page storage.
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

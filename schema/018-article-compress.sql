-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 18: article bodies stored compressed.
--
-- An article's body_text and body_html took four times the bytes of the
-- page they came from (with the full-text index).  Its rows now live in
-- article_rows, their bodies compressed, and articles is a view over it
-- that reads them back: the same columns with the same meaning, for
-- every query that read articles before.  The bodies are in the format of
-- the sqlite3 shell's sqlar_compress(): a zlib stream (RFC 1950) when that
-- is smaller, else the bytes as they are, with their length before
-- compression; sqlar_uncompress(data, size) reads either.  templar and
-- templard define both functions on every connection, and the sqlite3
-- shell has them built in; elsewhere, define sqlar_uncompress before
-- reading articles, e.g. in Python:
--   db.create_function("sqlar_uncompress", 2, lambda d, n: d if d is None
--       or len(d) == n else zlib.decompress(d), deterministic=True)
-- Writing through articles (INSERT, UPDATE, DELETE) works too, with
-- sqlar_compress() defined; templard writes article_rows.
--
-- Rows stored before version 18 keep their raw body_text and body_html
-- until templard compresses them, a few at a time in the background, each
-- batch one transaction (templard(8), "Storage"); articles reads either.

DROP VIEW article_list;
DROP VIEW articles_fts_text;
-- Triggers, indexes and foreign keys naming articles follow the table.
ALTER TABLE articles RENAME TO article_rows;

-- body_text and body_html as sqlar_compress() stores them (BLOB), NULL
-- when the article has none; and their length in bytes before
-- compression (as UTF-8 text), NULL with them.  A row has either these
-- or the raw body_text and body_html of before version 18, which are
-- NULL once templard compressed them.
ALTER TABLE article_rows ADD COLUMN body_text_z BLOB;
ALTER TABLE article_rows ADD COLUMN body_text_size INTEGER;
ALTER TABLE article_rows ADD COLUMN body_html_z BLOB;
ALTER TABLE article_rows ADD COLUMN body_html_size INTEGER;

-- Rows whose bodies are still raw; empty once templard compressed them.
CREATE INDEX article_rows_raw ON article_rows (id)
	WHERE body_text IS NOT NULL OR body_html IS NOT NULL;

-- The articles as before version 18, one column a line (a column added
-- to article_rows is added here, and to the triggers below).
CREATE VIEW articles AS
SELECT
	r.id				AS id,
	r.entry_id			AS entry_id,
	r.url				AS url,
	r.title				AS title,
	r.title_from_feed		AS title_from_feed,
	coalesce(r.body_text, CAST(sqlar_uncompress(r.body_text_z,
	    r.body_text_size) AS TEXT))	AS body_text,
	coalesce(r.body_html, CAST(sqlar_uncompress(r.body_html_z,
	    r.body_html_size) AS TEXT))	AS body_html,
	r.category			AS category,
	r.published			AS published,
	r.template_id			AS template_id,
	r.score				AS score,
	r.extracted_at			AS extracted_at,
	r.fallback			AS fallback,
	r.image				AS image,
	r.categories			AS categories,
	r.body_html_raw			AS body_html_raw
FROM article_rows r;

-- Writing through the view: the bodies compressed.
CREATE TRIGGER articles_insert INSTEAD OF INSERT ON articles BEGIN
	INSERT INTO article_rows (id, entry_id, url, title, title_from_feed,
		body_text_z, body_text_size, body_html_z, body_html_size,
		category, published, template_id, score, extracted_at,
		fallback, image, categories, body_html_raw)
	VALUES (new.id, new.entry_id, new.url, new.title,
		coalesce(new.title_from_feed, 0),
		sqlar_compress(CAST(new.body_text AS BLOB)),
		length(CAST(new.body_text AS BLOB)),
		sqlar_compress(CAST(new.body_html AS BLOB)),
		length(CAST(new.body_html AS BLOB)),
		new.category, new.published, new.template_id, new.score,
		new.extracted_at, coalesce(new.fallback, 0), new.image,
		new.categories, coalesce(new.body_html_raw, 0));
END;

CREATE TRIGGER articles_update INSTEAD OF UPDATE ON articles BEGIN
	UPDATE article_rows SET
		id = new.id,
		entry_id = new.entry_id,
		url = new.url,
		title = new.title,
		title_from_feed = new.title_from_feed,
		body_text = NULL,
		body_text_z = sqlar_compress(CAST(new.body_text AS BLOB)),
		body_text_size = length(CAST(new.body_text AS BLOB)),
		body_html = NULL,
		body_html_z = sqlar_compress(CAST(new.body_html AS BLOB)),
		body_html_size = length(CAST(new.body_html AS BLOB)),
		category = new.category,
		published = new.published,
		template_id = new.template_id,
		score = new.score,
		extracted_at = new.extracted_at,
		fallback = new.fallback,
		image = new.image,
		categories = new.categories,
		body_html_raw = new.body_html_raw
	WHERE id = old.id;
END;

CREATE TRIGGER articles_delete INSTEAD OF DELETE ON articles BEGIN
	DELETE FROM article_rows WHERE id = old.id;
END;

-- As in version 8, over the view.
CREATE VIEW articles_fts_text AS
SELECT
	a.id				AS id,
	coalesce(c.title, a.title)	AS title,
	coalesce(c.body_text, a.body_text) AS body_text,
	coalesce(c.category, a.category) AS category
FROM articles a
LEFT JOIN articles_fts_cjk c ON c.id = a.id;

-- As in version 7.
CREATE VIEW article_list AS
SELECT
	a.id		AS id,
	f.name		AS feed,
	a.url		AS url,
	a.title		AS title,
	a.category	AS category,
	a.published	AS published,
	a.body_text	AS body_text,
	a.score		AS score,
	t.version	AS template_version,
	a.extracted_at	AS extracted_at,
	e.id		AS entry_id,
	e.url		AS entry_url,
	e.author	AS author,
	coalesce(a.image, e.image) AS image
FROM articles a
JOIN entries e ON e.id = a.entry_id
JOIN feeds f ON f.id = e.feed_id
LEFT JOIN templates t ON t.id = a.template_id;

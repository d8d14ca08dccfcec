-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 25: articles over several pages.  An
-- entry's page is its article's first page (pages); a page whose story
-- goes on elsewhere (its own pagination, learned from the page) names the
-- next one, and each further page is a row here: first wanted (no
-- fetched_at), then fetched through the host queue like any page, its
-- body compressed as a page's is.  The article is the pages joined in
-- order, one article.  A "view as one page" version, where the site
-- offers one, is the row of part 0 and stands for the whole article.
CREATE TABLE page_parts (
	-- the entry whose article goes on here
	entry_id	INTEGER NOT NULL
			REFERENCES entries (id) ON DELETE CASCADE,
	-- the page's place in the article: 2 for the second page, up to 20;
	-- 0 for the whole article on one page
	part		INTEGER NOT NULL CHECK (part = 0 OR part BETWEEN 2 AND 20),
	-- the URL the page before named, and the URL after redirects
	url		TEXT NOT NULL,
	final_url	TEXT,
	-- HTTP status of the final response; NULL when none came
	status		INTEGER,
	-- the charset parameter of the response's Content-Type, or NULL
	charset		TEXT,
	-- why the page could not be had (disallowed by robots.txt, an HTTP
	-- status, a network error...); NULL when body is the page
	error		TEXT,
	-- the body as received, compressed as pages.body is (body_encoding
	-- 'zlib', body_size its length before; NULL encoding: raw); NULL
	-- while wanted, after an error, or once dropped with its entry's
	-- page body by retention
	body		BLOB,
	body_encoding	TEXT CHECK (body_encoding IS NULL
			OR body_encoding = 'zlib'),
	body_size	INTEGER,
	-- when it was asked of the host queue (a restart asks again for one
	-- asked long ago and never answered); NULL: not yet
	asked_at	INTEGER,
	-- when the answer came; NULL while the page is wanted
	fetched_at	INTEGER,
	PRIMARY KEY (entry_id, part)
) STRICT;

-- The pages still wanted, for the crawler to ask for.
CREATE INDEX page_parts_wanted ON page_parts (entry_id)
	WHERE fetched_at IS NULL;

-- A page of the article arrived (or failed): the entry is extracted
-- again, its pages joined.
CREATE TRIGGER page_parts_fetched AFTER UPDATE OF fetched_at ON page_parts
	WHEN new.fetched_at IS NOT NULL BEGIN
	UPDATE entries SET to_extract = 1 WHERE id = new.entry_id
		AND EXISTS (SELECT 1 FROM pages p WHERE p.entry_id = new.entry_id
			AND p.error IS NULL AND p.not_article IS NULL
			AND p.body IS NOT NULL);
END;

-- An article extracted again replaces the row it had (an upsert, which
-- runs no insert trigger): the entry is done.
CREATE TRIGGER entries_extract_article_update AFTER UPDATE ON article_rows
	BEGIN
	UPDATE entries SET to_extract = 0 WHERE id = new.entry_id
		AND to_extract = 1;
END;

-- Retention: when the first page's body is dropped, the other pages'
-- bodies go with it.
CREATE TRIGGER page_parts_retain AFTER UPDATE OF body ON pages
	WHEN new.body IS NULL AND old.body IS NOT NULL BEGIN
	UPDATE page_parts SET body = NULL, body_encoding = NULL
		WHERE entry_id = new.entry_id AND body IS NOT NULL;
END;

-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 11: at a million articles, templar
-- status and templard's start without reading whole tables.

-- templar status counted entries, pages and articles row by row: a
-- second at a million articles.  These counts are kept by the triggers
-- below, in the statement (and so the transaction) that changes the
-- rows: a rollback or a crash undoes both, and nothing can write the
-- rows without them.  They assume what templar never does: changing an
-- entries.id or a pages.entry_id in place.  One row, read with
--   SELECT * FROM counts;
CREATE TABLE counts (
	-- always 1: the only row
	id		INTEGER PRIMARY KEY CHECK (id = 1),
	-- rows of entries, articles and pages
	entries		INTEGER NOT NULL,
	articles	INTEGER NOT NULL,
	pages		INTEGER NOT NULL,
	-- pages recording a failure (error IS NOT NULL)
	pages_failed	INTEGER NOT NULL,
	-- pages keeping their body, and the bytes those bodies take as
	-- stored (compressed or not)
	pages_kept	INTEGER NOT NULL,
	page_bytes	INTEGER NOT NULL,
	-- entries whose page could not be fetched yet (page_error) and that
	-- have no page row: those waiting for a retry
	pages_retrying	INTEGER NOT NULL
) STRICT;

-- A database made before version 11 starts from its rows as they are.
INSERT INTO counts SELECT 1,
	(SELECT count(*) FROM entries),
	(SELECT count(*) FROM articles),
	(SELECT count(*) FROM pages),
	(SELECT count(*) FROM pages WHERE error IS NOT NULL),
	(SELECT count(*) FROM pages WHERE body IS NOT NULL),
	(SELECT coalesce(sum(length(body)), 0) FROM pages),
	(SELECT count(*) FROM entries e WHERE e.page_error IS NOT NULL
		AND NOT EXISTS (SELECT 1 FROM pages p WHERE p.entry_id = e.id));

-- templar status counts feeds by polling and template state: from this
-- index, a few bytes a feed, rather than from their rows.
CREATE INDEX feeds_status ON feeds (active, state, tmpl_status);

-- The same per feed, for templar feeds and templard's start, which
-- listed every feed with counts of its entries and articles.
ALTER TABLE feeds ADD COLUMN entry_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE feeds ADD COLUMN article_count INTEGER NOT NULL DEFAULT 0;
UPDATE feeds SET
	entry_count = (SELECT count(*) FROM entries e
		WHERE e.feed_id = feeds.id),
	article_count = (SELECT count(*) FROM articles a
		JOIN entries e ON e.id = a.entry_id WHERE e.feed_id = feeds.id);

CREATE TRIGGER counts_entry_insert AFTER INSERT ON entries BEGIN
	UPDATE counts SET entries = entries + 1,
		pages_retrying = pages_retrying + (new.page_error IS NOT NULL
		AND NOT EXISTS (SELECT 1 FROM pages WHERE entry_id = new.id));
	UPDATE feeds SET entry_count = entry_count + 1 WHERE id = new.feed_id;
END;

-- Before the entry goes, while its page and article (deleted with it by
-- the foreign keys) are still there to say what it counted for; their
-- own triggers then find no entry and leave the counts alone.
CREATE TRIGGER counts_entry_delete BEFORE DELETE ON entries BEGIN
	UPDATE counts SET entries = entries - 1,
		pages_retrying = pages_retrying - (old.page_error IS NOT NULL
		AND NOT EXISTS (SELECT 1 FROM pages WHERE entry_id = old.id));
	UPDATE feeds SET entry_count = entry_count - 1,
		article_count = article_count - EXISTS (SELECT 1 FROM articles
		WHERE entry_id = old.id)
	WHERE id = old.feed_id;
END;

CREATE TRIGGER counts_entry_page_error AFTER UPDATE OF page_error ON entries
	WHEN (old.page_error IS NULL) != (new.page_error IS NULL)
BEGIN
	UPDATE counts SET pages_retrying = pages_retrying +
		CASE WHEN new.page_error IS NULL THEN -1 ELSE 1 END
	WHERE NOT EXISTS (SELECT 1 FROM pages WHERE entry_id = new.id);
END;

CREATE TRIGGER counts_article_insert AFTER INSERT ON articles BEGIN
	UPDATE counts SET articles = articles + 1;
	UPDATE feeds SET article_count = article_count + 1
	WHERE id = (SELECT feed_id FROM entries WHERE id = new.entry_id);
END;

CREATE TRIGGER counts_article_delete AFTER DELETE ON articles BEGIN
	UPDATE counts SET articles = articles - 1;
	UPDATE feeds SET article_count = article_count - 1
	WHERE id = (SELECT feed_id FROM entries WHERE id = old.entry_id);
END;

-- An entry that gets its page row stops waiting for a retry.
CREATE TRIGGER counts_page_insert AFTER INSERT ON pages BEGIN
	UPDATE counts SET pages = pages + 1,
		pages_failed = pages_failed + (new.error IS NOT NULL),
		pages_kept = pages_kept + (new.body IS NOT NULL),
		page_bytes = page_bytes + coalesce(length(new.body), 0),
		pages_retrying = pages_retrying - (SELECT count(*) FROM entries
		WHERE id = new.entry_id AND page_error IS NOT NULL);
END;

CREATE TRIGGER counts_page_delete AFTER DELETE ON pages BEGIN
	UPDATE counts SET pages = pages - 1,
		pages_failed = pages_failed - (old.error IS NOT NULL),
		pages_kept = pages_kept - (old.body IS NOT NULL),
		page_bytes = page_bytes - coalesce(length(old.body), 0),
		pages_retrying = pages_retrying + (SELECT count(*) FROM entries
		WHERE id = old.entry_id AND page_error IS NOT NULL);
END;

-- A refetch (the upsert of store_page_add()), retention dropping a body,
-- a raw body compressed.
CREATE TRIGGER counts_page_update AFTER UPDATE OF error, body ON pages BEGIN
	UPDATE counts SET
		pages_failed = pages_failed + (new.error IS NOT NULL)
			- (old.error IS NOT NULL),
		pages_kept = pages_kept + (new.body IS NOT NULL)
			- (old.body IS NOT NULL),
		page_bytes = page_bytes + coalesce(length(new.body), 0)
			- coalesce(length(old.body), 0);
END;

-- templard's start looks for the entries whose page is not stored yet, in
-- every feed (crawl_resume()): it read every entry of every feed, and
-- looked its page up, to find none at a million.  page_stored says
-- whether the entry has a page row, kept by the triggers below, and the
-- partial index holds only those without, so that the search reads what
-- it finds.
ALTER TABLE entries ADD COLUMN page_stored INTEGER NOT NULL DEFAULT 0
	CHECK (page_stored IN (0, 1));
UPDATE entries SET page_stored = 1
	WHERE id IN (SELECT entry_id FROM pages);
CREATE INDEX entries_waiting ON entries (feed_id, found_at)
	WHERE page_stored = 0;

CREATE TRIGGER entries_page_stored AFTER INSERT ON pages BEGIN
	UPDATE entries SET page_stored = 1 WHERE id = new.entry_id;
END;

CREATE TRIGGER entries_page_dropped AFTER DELETE ON pages BEGIN
	UPDATE entries SET page_stored = 0 WHERE id = old.entry_id;
END;

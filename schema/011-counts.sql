-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 11: templar status without counting
-- whole tables.

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

CREATE TRIGGER counts_entry_insert AFTER INSERT ON entries BEGIN
	UPDATE counts SET entries = entries + 1,
		pages_retrying = pages_retrying + (new.page_error IS NOT NULL
		AND NOT EXISTS (SELECT 1 FROM pages WHERE entry_id = new.id));
END;

-- Before the entry goes, while its page (deleted with it by the foreign
-- key) still tells whether it was waiting for a retry; the page's own
-- trigger then finds no entry and leaves pages_retrying alone.
CREATE TRIGGER counts_entry_delete BEFORE DELETE ON entries BEGIN
	UPDATE counts SET entries = entries - 1,
		pages_retrying = pages_retrying - (old.page_error IS NOT NULL
		AND NOT EXISTS (SELECT 1 FROM pages WHERE entry_id = old.id));
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
END;

CREATE TRIGGER counts_article_delete AFTER DELETE ON articles BEGIN
	UPDATE counts SET articles = articles - 1;
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

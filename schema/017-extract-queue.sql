-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 17: the pages of a feed waiting to be
-- extracted, found without reading the feed's other entries.  Every page
-- stored ran a search for the feed's pages that have no article yet, and
-- that search read every entry of the feed, those still waiting for
-- their page included: a feed with a backlog of 10,000 entries made each
-- page cost 10,000 rows (9.3 s of CPU where 2,500 cost 0.87 s).

-- 1 while the entry has a page that can be extracted (a body, no error,
-- not set aside as no article) and no article: kept by the triggers
-- below; the partial index holds only those.
ALTER TABLE entries ADD COLUMN to_extract INTEGER NOT NULL DEFAULT 0
	CHECK (to_extract IN (0, 1));
UPDATE entries SET to_extract = 1 WHERE id IN (SELECT p.entry_id
	FROM pages p WHERE p.error IS NULL AND p.not_article IS NULL
	AND p.body IS NOT NULL
	AND NOT EXISTS (SELECT 1 FROM articles a
		WHERE a.entry_id = p.entry_id));
CREATE INDEX entries_to_extract ON entries (feed_id, found_at)
	WHERE to_extract = 1;

CREATE TRIGGER entries_extract_page_insert AFTER INSERT ON pages BEGIN
	UPDATE entries SET to_extract = (new.error IS NULL
		AND new.not_article IS NULL AND new.body IS NOT NULL
		AND NOT EXISTS (SELECT 1 FROM articles
			WHERE entry_id = new.entry_id))
	WHERE id = new.entry_id;
END;

CREATE TRIGGER entries_extract_page_update
	AFTER UPDATE OF error, not_article, body ON pages BEGIN
	UPDATE entries SET to_extract = (new.error IS NULL
		AND new.not_article IS NULL AND new.body IS NOT NULL
		AND NOT EXISTS (SELECT 1 FROM articles
			WHERE entry_id = new.entry_id))
	WHERE id = new.entry_id;
END;

CREATE TRIGGER entries_extract_page_delete AFTER DELETE ON pages BEGIN
	UPDATE entries SET to_extract = 0 WHERE id = old.entry_id;
END;

CREATE TRIGGER entries_extract_article_insert AFTER INSERT ON articles BEGIN
	UPDATE entries SET to_extract = 0 WHERE id = new.entry_id;
END;

CREATE TRIGGER entries_extract_article_delete AFTER DELETE ON articles BEGIN
	UPDATE entries SET to_extract = EXISTS (SELECT 1 FROM pages p
		WHERE p.entry_id = old.entry_id AND p.error IS NULL
		AND p.not_article IS NULL AND p.body IS NOT NULL)
	WHERE id = old.entry_id;
END;

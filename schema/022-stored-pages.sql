-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 22: a feed's newest stored pages
-- found without reading the entries still waiting for theirs.  Learning
-- and every relearning read the feed's newest pages, newest first: that
-- search went through the feed's entries newest first and looked each
-- one's page up, so with the oldest entries fetched first it read every
-- entry of the backlog (those newest, with no page yet) before the first
-- page it wanted.  The partial index holds only the entries with a page
-- (page_stored, kept by the triggers of schema version 11), in the order
-- the search reads them.
CREATE INDEX entries_stored ON entries (feed_id, found_at)
	WHERE page_stored = 1;

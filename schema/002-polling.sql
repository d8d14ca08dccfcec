-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 2: polling etiquette and politeness
-- state (robots.txt, back-off, feeds that moved, went or refused us).

-- How polling a feed goes: 'ok'; 'failing' (several polls in a row
-- failed: it is polled less often until one succeeds); 'gone' (HTTP 410:
-- no longer polled until its URL changes in the config); 'refused' (HTTP
-- 401/403 or a challenge page: templar stops and reports, it never tries
-- to get around it).
ALTER TABLE feeds ADD COLUMN state TEXT NOT NULL DEFAULT 'ok'
	CHECK (state IN ('ok', 'failing', 'gone', 'refused'));
-- why the feed is in that state, NULL for 'ok'
ALTER TABLE feeds ADD COLUMN state_reason TEXT;
-- the URL as the config gives it; feeds.url differs from it after a
-- permanent redirect (301/308) moved the feed
ALTER TABLE feeds ADD COLUMN config_url TEXT;
UPDATE feeds SET config_url = url;

-- Downloads of an entry's page that failed for a reason that may pass
-- (network error, 5xx, 429): how many, the last error, and when the next
-- try is due.  After the last try a page row records the failure.
ALTER TABLE entries ADD COLUMN page_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE entries ADD COLUMN page_error TEXT;
ALTER TABLE entries ADD COLUMN page_retry_at INTEGER;

-- Hosts (scheme://name:port) that templar holds back: after a 429/503
-- with Retry-After, repeated errors (exponential back-off), or a refusal
-- (401/403).  Rows stay after the hold ends, with the failure count.
CREATE TABLE hosts (
	-- "https://example.org:443"
	key		TEXT PRIMARY KEY,
	-- no request to the host starts before this time; NULL: no hold
	hold_until	INTEGER,
	-- why it is held
	hold_reason	TEXT,
	-- consecutive failed requests (0 after a success)
	failures	INTEGER NOT NULL DEFAULT 0,
	-- when this row last changed
	updated_at	INTEGER NOT NULL
) STRICT;

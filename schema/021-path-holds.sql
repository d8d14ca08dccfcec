-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 21: path holds kept across restarts.
-- A 401/403 to an entry's page holds that page (a day) and the folder it
-- is in (an hour), not its host; these holds lived in memory only, so a
-- restart asked at once for what had just been refused.  At most 16 rows
-- a host (those ending last), and rows whose hold is over are deleted
-- whenever one is written.
CREATE TABLE host_paths (
	-- the host, as in hosts.key: "https://example.org:443"
	host_key	TEXT NOT NULL,
	-- the path and query held: a page ("/paid/story.html") or, ending
	-- in "/", everything under it ("/paid/")
	prefix		TEXT NOT NULL,
	-- no request under it starts before this time (unix seconds)
	hold_until	INTEGER NOT NULL,
	-- why it is held: "HTTP 403 on /paid/story.html: access refused"
	reason		TEXT NOT NULL,
	PRIMARY KEY (host_key, prefix)
) STRICT, WITHOUT ROWID;

-- Holds that are over, found for deletion.
CREATE INDEX host_paths_until ON host_paths (hold_until);

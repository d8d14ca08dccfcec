-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 24: templates per host, shared by
-- every feed whose entries link there.
--
-- A template was a feed's: learned from the feed's own pages and applied
-- to them alone.  An aggregator feed (entries on many sites) then learned
-- one template across unrelated sites, and a second feed of a site
-- learned again what the first had learned.  A template now belongs to
-- the host of the pages it extracts (the host key "scheme://host[:port]",
-- as politeness counts hosts), whichever feed brought them: a page is
-- extracted with its host's current template, and a host learns from the
-- pages of all the feeds that link to it.
--
-- templar_host_key(URL) is defined on every connection templar opens
-- (the host key of URL, NULL when it is no http(s) URL); it is used here
-- only, to fill the new columns of the rows stored before version 24.

-- The host key of the page's final URL (else of the URL asked for):
-- the host whose template extracts it.  NULL only when neither is an
-- http(s) URL.
ALTER TABLE pages ADD COLUMN host TEXT;
UPDATE pages SET host = templar_host_key(coalesce(final_url, url));
-- A host's newest pages (learning) and the pages of a host to extract.
CREATE INDEX pages_host ON pages (host, entry_id);

-- The rebuilt table drops and restores article_list, which reads it,
-- and keeps the articles' template ids, which dropping the old table
-- would set to NULL (article_rows.template_id ON DELETE SET NULL).
DROP VIEW article_list;
CREATE TEMP TABLE article_templates AS
	SELECT id, template_id FROM article_rows
	WHERE template_id IS NOT NULL;

CREATE TABLE templates_by_host (
	id		INTEGER PRIMARY KEY,
	-- the host whose pages it extracts: a host key
	-- ("http://example.org:80", "https://127.0.0.2:8443"), whichever feed
	-- brought the pages
	host		TEXT NOT NULL,
	-- the feed whose pass learned it (or that an import named); NULL
	-- once that feed is forgotten: the template stays for the other
	-- feeds of its host
	feed_id		INTEGER
			REFERENCES feeds (id) ON DELETE SET NULL,
	-- 1, 2, ... per host
	version		INTEGER NOT NULL,
	-- how it was made: 'teaser', 'override', ... (see METHODS.md)
	method		TEXT,
	-- the XPaths, copied from json for plain SQL readers; NULL when the
	-- template has none for that field
	title_xpath	TEXT,
	body_xpath	TEXT,
	category_xpath	TEXT,
	-- the full template in its JSON form (what templard applies); a
	-- feed's XPaths of the config are not in it: they are applied on
	-- top of it to that feed's pages alone
	json		TEXT NOT NULL,
	-- the entries it was learned from, of any feed: a JSON array of
	-- entries.id
	learned_from	TEXT,
	-- when it was learned
	learned_at	INTEGER NOT NULL,
	-- 'current' (in use) or 'retired' (replaced by a later version)
	status		TEXT NOT NULL DEFAULT 'current'
			CHECK (status IN ('current', 'retired')),
	-- why it was retired, NULL while current
	reason		TEXT,
	-- the share of its recent articles that validated (0..1), NULL
	-- until checked
	health		REAL,
	-- how many articles health is computed from
	checked		INTEGER NOT NULL DEFAULT 0,
	UNIQUE (host, version)
) STRICT;

-- Each template goes to the host of the pages it was learned from (the
-- most of them), else to the host of most of its feed's pages, else to
-- its feed's URL's.
CREATE TEMP TABLE template_hosts AS
SELECT t.id AS id, coalesce(
	(SELECT p.host FROM json_each(t.learned_from) j
	    JOIN pages p ON p.entry_id = j.value
	    WHERE p.host IS NOT NULL
	    GROUP BY p.host ORDER BY count(*) DESC, p.host LIMIT 1),
	(SELECT p.host FROM entries e JOIN pages p ON p.entry_id = e.id
	    WHERE e.feed_id = t.feed_id AND p.host IS NOT NULL
	    GROUP BY p.host ORDER BY count(*) DESC, p.host LIMIT 1),
	(SELECT templar_host_key(coalesce(f.config_url, f.url))
	    FROM feeds f WHERE f.id = t.feed_id),
	'feed:' || t.feed_id) AS host
FROM templates t;

-- Versions numbered again per host, in the order they were made; of the
-- current templates of one host (one per feed before), the most recently
-- learned stays current, the others are retired with a reason.
INSERT INTO templates_by_host (id, host, feed_id, version, method,
	title_xpath, body_xpath, category_xpath, json, learned_from,
	learned_at, status, reason, health, checked)
SELECT t.id, h.host, t.feed_id,
	row_number() OVER (PARTITION BY h.host ORDER BY t.id),
	t.method, t.title_xpath, t.body_xpath, t.category_xpath, t.json,
	t.learned_from, t.learned_at,
	CASE WHEN t.status = 'current' AND t.id = (SELECT t2.id
	    FROM templates t2 JOIN template_hosts h2 ON h2.id = t2.id
	    WHERE h2.host = h.host AND t2.status = 'current'
	    ORDER BY t2.learned_at DESC, t2.id DESC LIMIT 1)
	    THEN 'current' ELSE 'retired' END,
	CASE WHEN t.status = 'current' AND t.id <> (SELECT t2.id
	    FROM templates t2 JOIN template_hosts h2 ON h2.id = t2.id
	    WHERE h2.host = h.host AND t2.status = 'current'
	    ORDER BY t2.learned_at DESC, t2.id DESC LIMIT 1)
	    THEN 'templates are per host: another feed''s template of '
		|| h.host || ' is current'
	    ELSE t.reason END,
	t.health, t.checked
FROM templates t JOIN template_hosts h ON h.id = t.id;

DROP TABLE templates;
ALTER TABLE templates_by_host RENAME TO templates;
UPDATE article_rows SET template_id = k.template_id
	FROM temp.article_templates k WHERE k.id = article_rows.id;
DROP TABLE temp.article_templates;
DROP TABLE temp.template_hosts;

-- One current template per host.
CREATE UNIQUE INDEX templates_current ON templates (host)
	WHERE status = 'current';
-- The templates a feed's pass learned (forgetting a feed).
CREATE INDEX templates_feed ON templates (feed_id);

-- As in schema version 19.
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
	coalesce(a.author, e.author) AS author,
	coalesce(a.image, e.image) AS image
FROM articles a
JOIN entries e ON e.id = a.entry_id
JOIN feeds f ON f.id = e.feed_id
LEFT JOIN templates t ON t.id = a.template_id;

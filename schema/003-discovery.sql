-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 3: feed discovery.  A [site "name"]
-- section of the config names a site; templard finds its feeds
-- (templar(1) discover shows how) and subscribes to them as feeds named
-- "SITE/SLUG" (templar.conf(5) says how the slug is made).

-- the [site] section whose discovery subscribed the feed; NULL for the
-- feeds of [feed "name"] sections
ALTER TABLE feeds ADD COLUMN site TEXT;
-- how discovery found it: 'self' (the site's URL is the feed),
-- 'link-alternate' (a <link rel="alternate"> of the site's page), 'link'
-- (a link that looks like a feed), 'common-path' (a usual path such as
-- /feed or /rss.xml) or 'crawl' (a page of the bounded same-host crawl);
-- NULL for the feeds of [feed "name"] sections
ALTER TABLE feeds ADD COLUMN found_by TEXT;

-- The feeds of a site.
CREATE INDEX feeds_site ON feeds (site, config_url);

-- The discoveries run for [site] sections: one row per site, the latest.
CREATE TABLE sites (
	-- the name of its config section
	name		TEXT PRIMARY KEY,
	-- the URL discovery started from
	url		TEXT NOT NULL,
	-- the section's feeds pattern when it ran (which feeds found were
	-- subscribed), NULL for all of them
	feeds		TEXT,
	-- when discovery last ended
	discovered_at	INTEGER NOT NULL,
	-- how many feeds it found (before the section's feeds pattern)
	found		INTEGER NOT NULL DEFAULT 0,
	-- why it found none: "no feed found at URL", or why the URL could
	-- not be fetched; NULL when feeds were found
	error		TEXT
) STRICT;

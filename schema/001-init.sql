-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 1.
--
-- This file is the documentation of the database for its readers: every
-- table and column says what it holds.  templard applies the schema/
-- migrations in order, each in one transaction with its bump of
-- PRAGMA user_version; a released migration never changes.  Times are
-- INTEGER unix seconds (UTC) in *_at columns; NULL means "never" or
-- "unknown".  Columns may be added by later migrations, never silently
-- change meaning.
--
-- Common queries (see also templar(1)):
--   SELECT feed, title, url FROM article_list ORDER BY published DESC;
--   SELECT a.title, snippet(articles_fts, 1, '[', ']', '...', 12)
--     FROM articles_fts JOIN articles a ON a.id = articles_fts.rowid
--     WHERE articles_fts MATCH 'kernel' ORDER BY rank;
--   (CJK words: MATCH '"无 人 船"', see articles_fts below)

-- A subscribed feed, one per [feed "name"] section of the config (or found
-- by discovery of a [site]).
CREATE TABLE feeds (
	id		INTEGER PRIMARY KEY,
	-- the name of its config section; unique
	name		TEXT NOT NULL UNIQUE,
	-- the feed's URL, as configured
	url		TEXT NOT NULL,
	-- 1 while the current config subscribes to it, 0 once removed from
	-- the config (its entries and articles stay)
	active		INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
	-- HTTP validators of the last 200 response, sent back on the next
	-- poll (If-None-Match, If-Modified-Since)
	etag		TEXT,
	last_modified	TEXT,
	-- when the feed was last polled, successfully or not
	last_poll_at	INTEGER,
	-- when it is due again; NULL: as soon as possible
	next_poll_at	INTEGER,
	-- why the last poll failed; NULL after a good poll
	last_error	TEXT,
	-- consecutive failed polls (0 after a good one)
	failures	INTEGER NOT NULL DEFAULT 0,
	-- template state: 'none' (not learned yet), 'ok' (templates has a
	-- current one), 'failed' (learning failed, see tmpl_reason)
	tmpl_status	TEXT NOT NULL DEFAULT 'none'
			CHECK (tmpl_status IN ('none', 'ok', 'failed')),
	-- why learning failed, for 'failed'
	tmpl_reason	TEXT,
	-- when the feed was first subscribed
	created_at	INTEGER NOT NULL
) STRICT;

-- An entry (RSS item, Atom entry) as the feed gave it: its metadata, from
-- which templates are learned and against which articles are validated.
-- Entries are never updated once stored.
CREATE TABLE entries (
	id		INTEGER PRIMARY KEY,
	-- the feed it came from
	feed_id		INTEGER NOT NULL
			REFERENCES feeds (id) ON DELETE CASCADE,
	-- what the entry is known by within its feed: its guid, else its url
	key		TEXT NOT NULL,
	-- RSS guid / Atom id, NULL when the feed gives none
	guid		TEXT,
	-- the entry's link (absolute), NULL when none
	url		TEXT,
	-- title, teaser (description/summary) and content (content:encoded,
	-- Atom content), all as plain text; NULL when absent
	title		TEXT,
	teaser		TEXT,
	content		TEXT,
	-- the entry's categories as a JSON array of strings, e.g.
	-- '["Linux","Kernel"]'; read with json_each(categories)
	categories	TEXT,
	-- the author as the feed writes it
	author		TEXT,
	-- publication time; NULL when absent or unparsable
	published	INTEGER,
	-- the date as the feed wrote it, NULL when absent
	published_text	TEXT,
	-- when templar first saw the entry
	found_at	INTEGER NOT NULL,
	UNIQUE (feed_id, key)
) STRICT;

-- Entries of a feed in the order they were found.
CREATE INDEX entries_feed_found ON entries (feed_id, found_at);
-- Finding an article by the entry's link (templar show URL).
CREATE INDEX entries_url ON entries (url);

-- The page of an entry as downloaded (one per entry, the latest fetch).
CREATE TABLE pages (
	-- the entry whose url was fetched
	entry_id	INTEGER PRIMARY KEY
			REFERENCES entries (id) ON DELETE CASCADE,
	-- the URL requested, and the URL after redirects
	url		TEXT,
	final_url	TEXT,
	-- HTTP status of the final response; NULL when none came
	status		INTEGER,
	-- Content-Type of the response, and its charset parameter (NULL
	-- when the header gives none)
	content_type	TEXT,
	charset		TEXT,
	-- why the fetch failed (network error, HTTP status, too big...);
	-- NULL when body is the page
	error		TEXT,
	-- the body, raw bytes as received (not re-encoded)
	body		BLOB,
	-- when it was fetched
	fetched_at	INTEGER NOT NULL
) STRICT;

-- Templates learned per feed, versioned: the XPaths that find an entry's
-- title, body and category in its page.  A feed has at most one 'current'
-- template; relearning retires it and adds the next version.
CREATE TABLE templates (
	id		INTEGER PRIMARY KEY,
	-- the feed it extracts
	feed_id		INTEGER NOT NULL
			REFERENCES feeds (id) ON DELETE CASCADE,
	-- 1, 2, ... per feed
	version		INTEGER NOT NULL,
	-- how it was made: 'teaser', 'override', ... (see METHODS.md)
	method		TEXT,
	-- the XPaths, copied from json for plain SQL readers; NULL when the
	-- template has none for that field
	title_xpath	TEXT,
	body_xpath	TEXT,
	category_xpath	TEXT,
	-- the full template in its JSON form (what templard applies)
	json		TEXT NOT NULL,
	-- the entries it was learned from: a JSON array of entries.id
	learned_from	TEXT,
	-- when it was learned
	learned_at	INTEGER NOT NULL,
	-- 'current' (in use) or 'retired' (replaced by a later version)
	status		TEXT NOT NULL DEFAULT 'current'
			CHECK (status IN ('current', 'retired')),
	-- why it was retired, NULL while current
	reason		TEXT,
	UNIQUE (feed_id, version)
) STRICT;

-- At most one current template per feed.
CREATE UNIQUE INDEX templates_current ON templates (feed_id)
	WHERE status = 'current';

-- An entry's article, as extracted from its page by a template (one per
-- entry: re-extraction replaces it).
CREATE TABLE articles (
	id		INTEGER PRIMARY KEY,
	-- the entry (and through it the feed and the page)
	entry_id	INTEGER NOT NULL UNIQUE
			REFERENCES entries (id) ON DELETE CASCADE,
	-- the article's URL: the page's URL after redirects, else the
	-- entry's link
	url		TEXT,
	-- the title the template found, else the entry's own title
	title		TEXT,
	-- 1 when title is the entry's title because the template found none
	title_from_feed	INTEGER NOT NULL DEFAULT 0
			CHECK (title_from_feed IN (0, 1)),
	-- the body as plain text, paragraphs separated by newlines
	body_text	TEXT,
	-- the body as cleaned HTML (no scripts, styles, forms, comments or
	-- event attributes; absolute URLs)
	body_html	TEXT,
	-- the category the template found, NULL when none
	category	TEXT,
	-- the entry's publication time, NULL when unknown
	published	INTEGER,
	-- the template that extracted it
	template_id	INTEGER REFERENCES templates (id) ON DELETE SET NULL,
	-- how well the article agrees with its entry's feed metadata, in
	-- [0, 1]; NULL when not computed
	score		REAL,
	-- when it was extracted
	extracted_at	INTEGER NOT NULL
) STRICT;

CREATE INDEX articles_published ON articles (published);
CREATE INDEX articles_extracted ON articles (extracted_at);
CREATE INDEX articles_template ON articles (template_id);
CREATE INDEX articles_url ON articles (url);

-- Full-text index over the articles' title, body_text and category (rowid
-- = articles.id), written by templard with each article.  Query it with
-- MATCH; rank orders best first.  So that Chinese, Japanese and Korean
-- text can be searched by any word, CJK characters are stored separated
-- by spaces (each one a token): search CJK words as phrases of their
-- characters, e.g. MATCH '"无 人 船"' (templar search does that for you).
CREATE VIRTUAL TABLE articles_fts USING fts5 (
	title, body_text, category,
	tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER articles_fts_delete AFTER DELETE ON articles BEGIN
	DELETE FROM articles_fts WHERE rowid = old.id;
END;

-- Articles with their feed's name, for readers using plain SQL:
--   SELECT feed, title, url FROM article_list ORDER BY published DESC;
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
	e.url		AS entry_url
FROM articles a
JOIN entries e ON e.id = a.entry_id
JOIN feeds f ON f.id = e.feed_id
LEFT JOIN templates t ON t.id = a.template_id;

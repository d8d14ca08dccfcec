-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 19: an article's date and author from
-- its page, and lists ordered by the date, else by when the entry was
-- first seen.

-- articles.published (001) is now the article's date: its entry's when
-- the feed gave one, else what the page says (JSON-LD datePublished,
-- article:published_time, DC.date, microdata, a <time datetime> near the
-- headline); the page's replaces the feed's only within a time zone of
-- it, to give a day its time.  NULL when neither gives one, never the
-- time the page was fetched.

-- the article's author: its entry's when the feed names one, else the
-- page's (JSON-LD author, <meta name="author">, article:author,
-- DC.creator, microdata, a byline near the headline), names joined with
-- ", "; NULL when neither names one.  Articles stored before version 19
-- get their entry's.
ALTER TABLE article_rows ADD COLUMN author TEXT;
UPDATE article_rows SET author = (SELECT e.author FROM entries e
	WHERE e.id = article_rows.entry_id);

-- the time lists order the article by, newest first: published, else
-- when its entry was first seen (entries.found_at), so that an article
-- without a date takes its place among the others rather than after
-- them all.
ALTER TABLE article_rows ADD COLUMN listed_at INTEGER NOT NULL DEFAULT 0;
UPDATE article_rows SET listed_at = coalesce(published, (SELECT e.found_at
	FROM entries e WHERE e.id = article_rows.entry_id), extracted_at);

-- listings read in this index's order stop at their limit (as 010's
-- articles_recent did for the order it replaces).
DROP INDEX articles_recent;
CREATE INDEX articles_listed ON article_rows (listed_at DESC, id DESC);

-- the articles view (18) with the two columns, and its triggers: an
-- article written through the view without listed_at is listed by its
-- date, else by when its entry was found.
DROP VIEW articles;
CREATE VIEW articles AS
SELECT
	r.id				AS id,
	r.entry_id			AS entry_id,
	r.url				AS url,
	r.title				AS title,
	r.title_from_feed		AS title_from_feed,
	coalesce(r.body_text, CAST(sqlar_uncompress(r.body_text_z,
	    r.body_text_size) AS TEXT))	AS body_text,
	coalesce(r.body_html, CAST(sqlar_uncompress(r.body_html_z,
	    r.body_html_size) AS TEXT))	AS body_html,
	r.category			AS category,
	r.published			AS published,
	r.template_id			AS template_id,
	r.score				AS score,
	r.extracted_at			AS extracted_at,
	r.fallback			AS fallback,
	r.image				AS image,
	r.categories			AS categories,
	r.body_html_raw			AS body_html_raw,
	r.author			AS author,
	r.listed_at			AS listed_at
FROM article_rows r;

-- Writing through the view: the bodies compressed.
CREATE TRIGGER articles_insert INSTEAD OF INSERT ON articles BEGIN
	INSERT INTO article_rows (id, entry_id, url, title, title_from_feed,
		body_text_z, body_text_size, body_html_z, body_html_size,
		category, published, template_id, score, extracted_at,
		fallback, image, categories, body_html_raw, author,
		listed_at)
	VALUES (new.id, new.entry_id, new.url, new.title,
		coalesce(new.title_from_feed, 0),
		sqlar_compress(CAST(new.body_text AS BLOB)),
		length(CAST(new.body_text AS BLOB)),
		sqlar_compress(CAST(new.body_html AS BLOB)),
		length(CAST(new.body_html AS BLOB)),
		new.category, new.published, new.template_id, new.score,
		new.extracted_at, coalesce(new.fallback, 0), new.image,
		new.categories, coalesce(new.body_html_raw, 0), new.author,
		coalesce(new.listed_at, new.published, (SELECT e.found_at
		    FROM entries e WHERE e.id = new.entry_id), 0));
END;

CREATE TRIGGER articles_update INSTEAD OF UPDATE ON articles BEGIN
	UPDATE article_rows SET
		id = new.id,
		entry_id = new.entry_id,
		url = new.url,
		title = new.title,
		title_from_feed = new.title_from_feed,
		body_text = NULL,
		body_text_z = sqlar_compress(CAST(new.body_text AS BLOB)),
		body_text_size = length(CAST(new.body_text AS BLOB)),
		body_html = NULL,
		body_html_z = sqlar_compress(CAST(new.body_html AS BLOB)),
		body_html_size = length(CAST(new.body_html AS BLOB)),
		category = new.category,
		published = new.published,
		template_id = new.template_id,
		score = new.score,
		extracted_at = new.extracted_at,
		fallback = new.fallback,
		image = new.image,
		categories = new.categories,
		body_html_raw = new.body_html_raw,
		author = new.author,
		listed_at = new.listed_at
	WHERE id = old.id;
END;

CREATE TRIGGER articles_delete INSTEAD OF DELETE ON articles BEGIN
	DELETE FROM article_rows WHERE id = old.id;
END;

-- As in version 8, over the view.
-- article_list's author: the article's.
DROP VIEW article_list;
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

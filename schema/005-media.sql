-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 5: what else feeds say of an entry,
-- as `templar feed` prints it.

-- the entry's enclosures (RSS enclosure, Atom rel="enclosure", Media RSS
-- content and thumbnails, JSON Feed attachments) as a JSON array of
-- {"url", "type", "length"} objects (type and length null when not
-- given); NULL when none
ALTER TABLE entries ADD COLUMN enclosures TEXT;
-- the entry's lead image URL (media:thumbnail, an image enclosure or
-- media:content, JSON Feed image); NULL when none
ALTER TABLE entries ADD COLUMN image TEXT;
-- when the feed says the entry was last updated; NULL when it does not
ALTER TABLE entries ADD COLUMN updated INTEGER;

-- The view readers use gains the entry's author and image.
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
	e.author	AS author,
	e.image		AS image
FROM articles a
JOIN entries e ON e.id = a.entry_id
JOIN feeds f ON f.id = e.feed_id
LEFT JOIN templates t ON t.id = a.template_id;

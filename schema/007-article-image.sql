-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 7: the article's lead image.

-- the page's lead image as the template found it (og:image or
-- twitter:image, else the figure between the headline and the body,
-- else the body's first image that is not tiny; templard(8)),
-- absolute; NULL when none
ALTER TABLE articles ADD COLUMN image TEXT;

-- article_list's image: the page's, else the one the feed names.
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
	coalesce(a.image, e.image) AS image
FROM articles a
JOIN entries e ON e.id = a.entry_id
JOIN feeds f ON f.id = e.feed_id
LEFT JOIN templates t ON t.id = a.template_id;

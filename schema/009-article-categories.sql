-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 9: an article's categories.

-- every category the template found on the article's page (a post's
-- category links, a breadcrumb's items), distinct, in page order, as a
-- JSON array of strings like entries.categories; the first is
-- articles.category, the primary.  NULL when the page shows none.  They
-- come from the page: the feed's own categories stay in
-- entries.categories.  Articles stored before version 9 get their one
-- category.
ALTER TABLE articles ADD COLUMN categories TEXT;
UPDATE articles SET categories = json_array(category)
	WHERE category IS NOT NULL;

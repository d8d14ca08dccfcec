-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 6: pages that are not articles.
--
-- An entry's page may be an error page served with status 200, an index
-- or listing page, a consent wall or a near-empty page.  Such a page is
-- kept but gets no article and never teaches a template.

-- why the page is not an article ("error page: ...", "index or listing
-- page", "consent wall", "near-empty page (N bytes of text)", ...); NULL
-- for an article page
ALTER TABLE pages ADD COLUMN not_article TEXT;

-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 14: article bodies are stored clean.
--
-- Since bodies pass the allow-list of src/page/sanitize.c when they are
-- extracted, what articles.body_html holds is served as it is.  Rows an
-- older templar stored may hold HTML from before the allow-list: they are
-- marked here (every row that exists when this migration runs), and
-- templard cleans them a few at a time in the background, each batch one
-- transaction (templard(8), "Storage"); until then they are read with
-- no HTML (body_html NULL), so what is served is their text.

-- 1 while body_html is as an older templar stored it, not yet through the
-- allow-list; 0 once it is (every row templard stores from now on).  The
-- default marks the rows of before without rewriting them.
ALTER TABLE articles ADD COLUMN body_html_raw INTEGER NOT NULL DEFAULT 1
	CHECK (body_html_raw IN (0, 1));
-- The rows still to clean; empty once templard has.
CREATE INDEX articles_body_html_raw ON articles (id)
	WHERE body_html_raw = 1;

-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 4: template health.
--
-- Each new article is validated against its entry's feed metadata
-- (articles.score); a template's health is the share of the last
-- relearn_window articles it extracted (learning entries aside) that
-- scored at least relearn_below and needed no fallback.  Below the configured share templard
-- relearns.

-- the template's health, 0 to 1; NULL until an article was validated
ALTER TABLE templates ADD COLUMN health REAL;
-- how many articles the health was computed from (at most
-- relearn_window)
ALTER TABLE templates ADD COLUMN checked INTEGER NOT NULL DEFAULT 0;

-- 1 when the template's own XPaths did not fit the article's page and a
-- fallback extracted it (TMPL_FALLBACK_BODY 1: the densest block;
-- TMPL_FALLBACK_TITLE 2: og:title or the first h1; both: 3); such an
-- article counts against its template's health.
ALTER TABLE articles ADD COLUMN fallback INTEGER NOT NULL DEFAULT 0;

-- Articles of a template in entry order, for health and re-extraction.
CREATE INDEX articles_template_entry ON articles (template_id, entry_id);

-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 4: template health.
--
-- Each new article is validated against its entry's feed metadata
-- (articles.score); a template's health is the share of the last
-- relearn_window articles it extracted (learning entries aside) that
-- scored at least relearn_below.  Below the configured share templard
-- relearns.

-- the template's health, 0 to 1; NULL until an article was validated
ALTER TABLE templates ADD COLUMN health REAL;
-- how many articles the health was computed from (at most
-- relearn_window)
ALTER TABLE templates ADD COLUMN checked INTEGER NOT NULL DEFAULT 0;

-- Articles of a template in entry order, for health and re-extraction.
CREATE INDEX articles_template_entry ON articles (template_id, entry_id);

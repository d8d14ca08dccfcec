-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 10: the newest articles without
-- sorting them all.

-- templar articles and /api/articles list articles newest first, those
-- without a date last (ORDER BY published IS NULL, published DESC, id
-- DESC).  No index gave that order, so each listing sorted every article
-- to return twenty: a second at a million articles.  Read in this
-- index's order, the listing stops at its limit.
CREATE INDEX articles_recent
	ON articles (published IS NULL, published DESC, id DESC);

-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 20: what the source feed says of
-- itself, so that the full-text feeds templard serves carry the source's
-- name and link to its site rather than to its XML.

-- the feed's own title (Atom <title>, RSS <channel><title>, JSON Feed
-- "title") as its last good poll read it; NULL until then, or when it
-- has none
ALTER TABLE feeds ADD COLUMN title TEXT;
-- the site's home page as the feed links it (Atom <link rel="alternate">,
-- RSS <channel><link>, JSON Feed "home_page_url"), absolute, http or
-- https only; NULL until a poll read one
ALTER TABLE feeds ADD COLUMN link TEXT;

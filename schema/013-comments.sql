-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 13: what a feed says of an entry's
-- reader comments.

-- the page showing the entry's reader comments, as the feed links it (RSS
-- comments, an Atom replies link of an HTML type; often the entry's own
-- page with a fragment, "https://example.org/post#comments"); NULL when
-- the feed gives none
ALTER TABLE entries ADD COLUMN comments_url TEXT;
-- the feed of those comments (wfw:commentRss, an Atom replies link of a
-- feed type); NULL when the feed gives none
ALTER TABLE entries ADD COLUMN comments_feed TEXT;
-- how many comments the feed counts (slash:comments, thr:total, a replies
-- link's thr:count), as its latest poll listing the entry said; NULL when
-- the feed never said
ALTER TABLE entries ADD COLUMN comment_count INTEGER;

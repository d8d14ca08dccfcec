-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 12: a podcast episode's length.

-- the episode's length in seconds, as itunes:duration gives it (H:MM:SS,
-- MM:SS or seconds); NULL when the feed does not say
ALTER TABLE entries ADD COLUMN duration INTEGER;

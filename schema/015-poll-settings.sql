-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 15: the settings a feed is polled
-- under, so that a change of them brings a failing feed's next poll
-- forward, at a reload or a restart.

-- what of the configuration bears on the feed's polls succeeding (its
-- interval, the address ranges allowed), as templard last adopted the
-- feed: "interval=1800000 allow=10.0.0.0/8"; NULL before the first
ALTER TABLE feeds ADD COLUMN poll_settings TEXT;

-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 16: feeds asked for on demand.  With
-- [http] on_demand, /full?url=FEED_URL subscribes to a feed no config
-- names: its row has found_by 'on-demand' (besides the values of
-- 003-discovery.sql), is polled and learned like any other, and is
-- forgotten, data and all, once unused for [http] on_demand_keep.  A
-- [feed] section of the same name (templar add) makes it permanent:
-- found_by and requested_at go back to NULL.

-- when /full last asked for the on-demand feed; NULL for other feeds
ALTER TABLE feeds ADD COLUMN requested_at INTEGER;

-- SPDX-License-Identifier: ISC
--
-- templar database, schema version 23: Full-Text RSS site configs
-- imported with `templar import-ftr`.  A config is per host and wins over
-- what templard learned for the pages of that host (templar(1), "SITE
-- CONFIGS"; doc/METHODS.md "Site configs"); every directive is kept in
-- file order, the ones templar does not use too, so that `templar
-- export-templates --format ftr` gives back what was imported.
CREATE TABLE site_configs (
	-- never reused (AUTOINCREMENT), so that a reader notices a new one
	id		INTEGER PRIMARY KEY AUTOINCREMENT,
	-- the host the config is for, lower case: "example.org" (that
	-- host and www.example.org) or ".example.org" (it and every name
	-- under it), as the file was named (example.org.txt,
	-- .example.org.txt)
	host		TEXT NOT NULL UNIQUE,
	-- the file it was imported from, as given to import-ftr
	source		TEXT NOT NULL,
	-- when it was imported (unix seconds); importing the host again
	-- replaces the row and its rules
	imported_at	INTEGER NOT NULL
) STRICT;

CREATE TABLE site_config_rules (
	-- the config the directive belongs to
	site_config_id	INTEGER NOT NULL
	    REFERENCES site_configs (id) ON DELETE CASCADE,
	-- its rank in the file, 0, 1, ...: repeated XPaths are tried in
	-- this order, find_string and replace_string pair by it
	position	INTEGER NOT NULL,
	-- the directive, lower case: "body", "strip", "http_header", or
	-- one templar does not know (kept for the export, not applied)
	directive	TEXT NOT NULL,
	-- what stood in parentheses after it: the header name of
	-- http_header(name), the string to find of replace_string(find);
	-- NULL for the others
	argument	TEXT,
	-- the text after the colon, trimmed
	value		TEXT NOT NULL,
	-- its line in the imported file, for messages
	line		INTEGER NOT NULL,
	PRIMARY KEY (site_config_id, position)
) STRICT, WITHOUT ROWID;

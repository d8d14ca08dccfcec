CREATE TABLE placeholder_ (x INTEGER);

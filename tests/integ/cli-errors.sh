#!/bin/sh
# cli-errors.sh: what templard and templar say when they cannot work: a
# broken config (every error, as file:line), a missing config, a database
# that cannot be created, a missing database, unknown commands, unknown
# feed names, commands that need a configuration run without one.  Each
# fails with a non-zero status and a message naming the culprit, without
# crashing.  And what --version says.
. "$(dirname "$0")/../lib/integ.sh"

# no_crash RC: an exit status of a program that failed cleanly.
no_crash() {
	[ "$1" -ne 0 ] && [ "$1" -lt 124 ]
}

# A config with two errors on lines 4 and 5, and a good feed after them.
cat >"$CONF" <<CONF
# broken on purpose
[daemon]
database = $DB
host_delay = 2h
no_such_key = 1

[feed "ok"]
url = http://127.0.0.2:1/feed.xml
CONF
timeout 60 "$TEMPLARD" -c "$CONF" --once >"$WORK/t1.out" 2>"$WORK/t1.err"
rc=$?
ok "broken config: templard fails cleanly (status $rc)" no_crash $rc
err=$(cat "$WORK/t1.err")
like "$err" "templar\.conf:4: .*host_delay" \
    "broken config: the host_delay error as file:line"
like "$err" "templar\.conf:5: .*no_such_key" \
    "broken config: the unknown key too (every error reported)"
not_ok "broken config: no database created" test -e "$DB"

timeout 60 "$TEMPLARD" -c "$CONF" -t >"$WORK/t2.out" 2>"$WORK/t2.err"
rc=$?
ok "broken config: templard -t fails (status $rc)" no_crash $rc
like "$(cat "$WORK/t2.err")" "templar\.conf:4: " "templard -t says where"

# A good config passes -t.
write_config "host_delay = 1s"
add_feed ok "http://127.0.0.2:1/feed.xml"
out=$(timeout 60 "$TEMPLARD" -c "$CONF" -t 2>&1)
is "$?" 0 "good config: templard -t exits 0"
like "$out" "OK" "good config: templard -t says so"
not_ok "templard -t creates no database" test -e "$DB"

# A config file that does not exist.
timeout 60 "$TEMPLARD" -c "$WORK/nope.conf" --once >"$WORK/t3.out" \
    2>"$WORK/t3.err"
rc=$?
ok "missing config: templard fails cleanly (status $rc)" no_crash $rc
like "$(cat "$WORK/t3.err")" "nope\.conf" "missing config: named"

# A database that cannot be created: its directory is a regular file
# (this holds even for root, unlike permissions).
: >"$WORK/notadir"
write_config "database = $WORK/notadir/templar.db"
add_feed ok "http://127.0.0.2:1/feed.xml"
timeout 60 "$TEMPLARD" -c "$CONF" --once >"$WORK/t4.out" 2>"$WORK/t4.err"
rc=$?
ok "unwritable database: templard fails cleanly (status $rc)" no_crash $rc
like "$(cat "$WORK/t4.err")" "notadir/templar\.db" \
    "unwritable database: the message names the path"
is "$(grep -c . "$WORK/t4.err")" 1 "unwritable database: one line says it"
# templard -t catches it (it said OK, then the run failed).
"$TEMPLARD" -c "$CONF" -t >"$WORK/t4t.out" 2>"$WORK/t4t.err"
is "$?" 1 "unwritable database: templard -t fails"
like "$(cat "$WORK/t4t.err")" "notadir is not a directory" \
    "unwritable database: templard -t says why"
# A missing folder whose parent exists is created, by -t's word and the run.
write_config "database = $WORK/state/templar.db"
add_feed ok "http://127.0.0.2:1/feed.xml"
"$TEMPLARD" -c "$CONF" -t >/dev/null 2>&1
is "$?" 0 "missing database folder: templard -t accepts it"
timeout 60 "$TEMPLARD" -c "$CONF" --once >/dev/null 2>&1
ok "missing database folder: templard creates it" test -s "$WORK/state/templar.db"
# A folder two levels down is not created: -t says so.
write_config "database = $WORK/no/such/templar.db"
"$TEMPLARD" -c "$CONF" -t >/dev/null 2>"$WORK/t4u.err"
is "$?" 1 "database folder that cannot be created: templard -t fails"
like "$(cat "$WORK/t4u.err")" "cannot be created" "...and says why"

# A database in a read-only place: a directory we cannot write unless root.
if [ "$(id -u)" -ne 0 ]; then
	mkdir "$WORK/ro" && chmod 555 "$WORK/ro"
	write_config "database = $WORK/ro/templar.db"
	timeout 60 "$TEMPLARD" -c "$CONF" --once >"$WORK/t5.out" \
	    2>"$WORK/t5.err"
	rc=$?
	ok "read-only directory: templard fails cleanly ($rc)" no_crash $rc
	like "$(cat "$WORK/t5.err")" "ro/templar\.db" \
	    "read-only directory: the message names the path"
	chmod 755 "$WORK/ro"
fi

# templar on a database that does not exist: an error, and no new file.
timeout 60 "$TEMPLAR_BIN" -d "$WORK/absent.db" articles >"$WORK/t6.out" \
    2>"$WORK/t6.err"
rc=$?
ok "templar -d missing.db: fails cleanly ($rc)" no_crash $rc
like "$(cat "$WORK/t6.err")" "absent\.db" "templar -d missing.db: named"
not_ok "templar -d missing.db: does not create it" test -e "$WORK/absent.db"

# templar usage errors.
timeout 60 "$TEMPLAR_BIN" -d "$WORK/absent.db" frobnicate >"$WORK/t7.out" \
    2>"$WORK/t7.err"
rc=$?
ok "templar unknown command: fails cleanly ($rc)" no_crash $rc
like "$(cat "$WORK/t7.err")" "usage|frobnicate" \
    "templar unknown command: says why"
timeout 60 "$TEMPLARD" --no-such-option >"$WORK/t8.out" 2>"$WORK/t8.err"
rc=$?
ok "templard unknown option: fails cleanly ($rc)" no_crash $rc
like "$(cat "$WORK/t8.err")" "usage" "templard unknown option: usage"

# A feed name that matches none: an error naming the closest feeds.  The
# feeds' server refuses connections; the database only needs their rows.
write_config "host_delay = 0.05s"
add_feed lwn "http://127.0.0.2:1/lwn.xml"
add_feed lwn-kernel "http://127.0.0.2:1/kernel.xml"
add_feed bbc "http://127.0.0.2:1/bbc.xml"
run_templard_once
nschema=$(ls "$TOP_SRCDIR"/schema/[0-9]*.sql | wc -l)
is "$(grep -c "database .*: " "$WORK/templard.log")" 1 \
    "a new database: one line about it"
like "$(cat "$WORK/templard.log")" \
    "database $DB: created, schema version $nschema\$" \
    "a new database: created, at the last schema version"
out=$(templar articles --feed lwn 2>&1)
is "$?" 0 "articles --feed of a known feed: exits 0 ($out)"
out=$(templar articles --feed no-such-feed 2>&1)
is "$?" 1 "articles --feed no-such-feed: exits 1"
is "$out" "templar: no feed called no-such-feed" \
    "articles --feed no-such-feed: says so, nothing is close"
out=$(templar articles --feed lwn-kernal 2>&1)
is "$?" 1 "articles --feed lwn-kernal: exits 1"
is "$out" "templar: no feed called lwn-kernal; did you mean: lwn-kernel, lwn?" \
    "articles --feed lwn-kernal: the typo's fix first, then the prefix"
out=$(templar templates --feed lw 2>&1)
is "$?" 1 "templates --feed lw: exits 1"
is "$out" "templar: no feed called lw; did you mean: lwn, lwn-kernel?" \
    "templates --feed lw: the feeds it begins"
out=$(templar extract --feed BBC /dev/null 2>&1)
is "$?" 1 "extract --feed BBC: exits 1"
like "$out" "no feed called BBC; did you mean: bbc\\?\$" \
    "extract --feed BBC: case aside, the name"
for cmd in relearn reextract try; do
	out=$(templar $cmd bbcc 2>&1)
	is "$?" 1 "$cmd bbcc: exits 1"
	like "$out" "no feed called bbcc; did you mean: bbc\\?\$" \
	    "$cmd bbcc: names bbc"
done

# Without a configuration (no -c, none at the default path): a command
# that needs one says so; export-opml works from the database.
tnc() {
	timeout -k 5 60 "$TEMPLAR_BIN" -d "$1" "$2" ${3+"$3"} ${4+"$4"} \
	    ${5+"$5"}
}
out=$(tnc "$DB" export-opml 2>&1)
is "$?" 0 "no config: export-opml works from the database"
is "$(printf '%s\n' "$out" | grep -o 'xmlUrl="[^"]*"' | sort)" \
    "$(printf 'xmlUrl="http://127.0.0.2:1/%s.xml"\n' bbc kernel lwn)" \
    "no config: export-opml prints the database's feeds"
out=$(tnc "$WORK/absent.db" export-opml 2>&1)
is "$?" 1 "no config, no database: export-opml exits 1"
like "$out" "^templar: export-opml needs the configuration \\(-c FILE\\): " \
    "no config, no database: export-opml says what it needs"
unlike "$out" "<opml" "no config, no database: no empty list"
not_ok "export-opml does not create the database" test -e "$WORK/absent.db"
before=$(sql "SELECT count(*) FROM templates")
for cmd in relearn reextract; do
	out=$(tnc "$DB" $cmd lwn 2>&1)
	is "$?" 1 "no config: $cmd exits 1"
	like "$out" "^templar: $cmd needs the configuration \\(-c FILE\\): " \
	    "no config: $cmd says what it needs"
done
is "$(sql "SELECT count(*) FROM templates")" "$before" \
    "no config: relearn changed nothing"
cat >"$WORK/subs.opml" <<'OPML'
<?xml version="1.0"?>
<opml version="2.0"><head><title>t</title></head><body>
<outline text="News" xmlUrl="http://127.0.0.3:1/feed.xml"/>
</body></opml>
OPML
out=$(tnc "$DB" import-opml "$WORK/subs.opml" 2>&1)
is "$?" 1 "no config: import-opml exits 1"
like "$out" "^templar: import-opml needs the configuration \\(-c FILE\\): " \
    "no config: import-opml says what it needs"
out=$(tnc "$DB" import-opml --output "$WORK/subs.conf" "$WORK/subs.opml" \
    2>&1)
is "$?" 0 "no config: import-opml --output PATH writes it ($out)"
like "$(cat "$WORK/subs.conf" 2>&1)" \
    "^url = \"http://127\\.0\\.0\\.3:1/feed\\.xml\"" \
    "no config: import-opml --output PATH: the feed"

# An older database migrates with one line: schema version 1 here.
OLD=$WORK/old.db
sqlite3 -batch "$OLD" <"$TOP_SRCDIR/schema/001-init.sql" &&
    sqlite3 -batch "$OLD" "PRAGMA user_version = 1"
write_config "database = $OLD" "host_delay = 0.05s"
# templar's queries read the last schema's columns: on an older database
# each command says to upgrade it, with no SQL error.
for cmd in status feeds export-templates; do
	out=$(templar -c "$CONF" $cmd 2>&1)
	rc=$?
	is "$rc" 1 "$cmd on an older database exits 1"
	like "$out" "is at schema version 1, this templar reads $nschema: run templard once to upgrade it" \
	    "$cmd on an older database: says to upgrade"
	unlike "$out" "no such (table|column)" \
	    "$cmd on an older database: no SQL error"
done
: >"$WORK/templard.log"
run_templard_once
is "$(grep -c "database .*: " "$WORK/templard.log")" 1 \
    "an older database: one line about it"
like "$(cat "$WORK/templard.log")" \
    "database $OLD: migrated from schema version 1 to $nschema\$" \
    "an older database: migrated, from and to"
is "$(sqlite3 -batch "$OLD" "PRAGMA user_version")" "$nschema" \
    "an older database: at the last schema version"

# --version: the package version and the schema version, the number of
# the last migration in schema/.
for prog in "$TEMPLARD" "$TEMPLAR_BIN"; do
	name=$(basename "$prog")
	for opt in -V --version; do
		out=$(timeout 60 "$prog" $opt 2>&1)
		is "$?" 0 "$name $opt exits 0"
		like "$out" \
		    "^$name [0-9][^ ]* \\(database schema $nschema\\)\$" \
		    "$name $opt: package and schema version ($out)"
	done
done

done_testing

#!/bin/sh
# diskfull.sh: the database fills up (database_max_size stands in for a
# full disk: SQLite answers both with SQLITE_FULL).  templard says so once,
# runs on, keeps every article already stored intact, and when there is
# room again (the cap lifted by SIGHUP) stores what it could not and
# extracts it.  A --once run that could not store everything exits 1.
. "$(dirname "$0")/../lib/integ.sh"

# A second site whose pages are big: 8 pages of about 200 KiB each, of
# random text (stored pages are compressed).
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$WORK/big" a 1 8
python3 - "$WORK/big" <<'PY'
import base64, glob, random, sys
rng = random.Random(8)
pad = "<!-- " + base64.b64encode(bytes(rng.getrandbits(8)
                                       for _ in range(150000))).decode() + "-->"
for p in sorted(glob.glob(sys.argv[1] + "/story-*.html")):
    s = open(p, encoding="utf-8").read()
    open(p, "w", encoding="utf-8").write(s.replace("</head>", pad + "</head>", 1))
PY
start_httpd 127.0.0.2=rss20 127.0.0.3="$WORK/big"

# First the gazette, with room to spare.
write_config "host_delay = 0.02s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "first run exits 0"
is "$(sql "SELECT count(*) FROM articles")" 7 "first run: 7 articles"
before=$(sql "SELECT entry_id, title, body FROM articles ORDER BY entry_id" |
    cksum)

# Then a cap of what the database holds now plus 64 KiB: the big site's
# entries fit, its pages do not.
size=$(sql "SELECT page_count * page_size FROM pragma_page_count, pragma_page_size")
cap=$((size + 65536))
write_config "host_delay = 0.02s" "database_max_size = $cap"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
add_feed big "$(site_url 127.0.0.3)/feed.xml" "interval = 1s"
run_templard_once
is "$TEMPLARD_RC" 1 "a --once run that could not store its pages exits 1"
like "$(cat "$WORK/templard.log")" "database $DB is full" \
    "the full database is named in the log"
like "$(cat "$WORK/templard.log")" "database operations failed: the run is not complete" \
    "and the run is said to be incomplete"

# The daemon under the same cap: it says so once and runs on.
: >"$WORK/templard.log"
start_templard
ok "the daemon logs the full database" \
    wait_for 30 grep -q "database $DB is full" "$WORK/templard.log"
sleep 2
ok "the daemon still runs" kill -0 "$TEMPLARD_PID"
is "$(grep -c "is full" "$WORK/templard.log")" 1 \
    "the full database is logged once, not once per failed write"
is "$(sql "SELECT entry_id, title, body FROM articles ORDER BY entry_id" |
    cksum)" "$before" "the articles stored before are intact"
is "$(sql "PRAGMA integrity_check")" ok "the database passes integrity_check"
like "$(templar status)" "FULL: templard stores nothing new" \
    "templar status says the database is full"
is "$(templar status --format json | python3 -c \
    'import json, sys; print(json.load(sys.stdin)["full"])')" True \
    "and so does its JSON"

# Room again: the cap is lifted by a reload, the big pages are fetched at
# the next poll and extracted.
write_config "host_delay = 0.02s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
add_feed big "$(site_url 127.0.0.3)/feed.xml" "interval = 1s"
kill -HUP "$TEMPLARD_PID"
ok "with room again the big site's 8 articles are stored" \
    wait_for 60 articles_at_least 15
like "$(cat "$WORK/templard.log")" "database $DB: writing again" \
    "the log says writing works again"
stop_templard
is "$TEMPLARD_RC" 0 "templard stops cleanly"
is "$(sql "SELECT entry_id, title, body FROM articles ORDER BY entry_id
    LIMIT 7" | cksum)" "$before" "the first articles are still intact"
is "$(sql "PRAGMA integrity_check")" ok "integrity_check after the run"
unlike "$(templar status)" "FULL" "templar status has no FULL line any more"
templar articles --feed big --format jsonl >"$WORK/articles.jsonl"
is "$(python3 "$TOP_SRCDIR/tests/lib/mksite.py" check "$WORK/big" \
    "$WORK/articles.jsonl")" ok "the big site's articles hold their text"

done_testing

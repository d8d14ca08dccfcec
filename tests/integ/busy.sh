#!/bin/sh
# busy.sh: another process holding the database's write lock (BEGIN
# IMMEDIATE for 4 seconds) while templard crawls does not stall the
# daemon: /api/status answers meanwhile (how fast is bench/'s to say, not
# a test's), the pages
# fetched meanwhile are kept and stored once the lock is released (long
# before the feed's next poll), and the log says so once a spell.
. "$(dirname "$0")/../lib/integ.sh"

command -v curl >/dev/null || skip_all "no curl"
start_httpd 127.0.0.2=rss20
# Pages a second and a half apart: the seven take about ten seconds, so
# that some come while the lock is held however slow the machine is.
write_config "host_delay = 1.5s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml" "interval = 30m"
PORT=$(python3 -c 'import socket; s = socket.socket()
s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
TOKEN=integ-secret-1
printf '[http]\nlisten = %s\ntoken = %s\n' "$PORT" "$TOKEN" >>"$CONF"
URL=http://127.0.0.1:$PORT

start_templard
wait_for 20 sh -c "[ \$(sqlite3 -readonly '$DB' \
    'SELECT count(*) FROM entries' 2>/dev/null || echo 0) -gt 0 ]" ||
    bail "templard stored no entry"

# Hold the write lock for 4 seconds, from the first entries on.
python3 - "$DB" "$WORK/held" <<'EOF' &
import sqlite3, sys, time
c = sqlite3.connect(sys.argv[1], timeout=10, isolation_level=None)
c.execute("BEGIN IMMEDIATE")
open(sys.argv[2], "w").write("held\n")
time.sleep(4)
c.execute("COMMIT")
c.close()
EOF
HOLDER=$!
INTEG_PIDS="$INTEG_PIDS $HOLDER"
wait_for 10 test -s "$WORK/held" || bail "the lock was not taken"
held_at=$(sql "SELECT count(*) FROM pages")
sleep 1
curl -s -o "$WORK/status" -m 5 -H "Authorization: Bearer $TOKEN" \
    "$URL/api/status"
ok "/api/status answers while the lock is held" grep -q '"feeds"' \
    "$WORK/status"
sleep 1
curl -s -o "$WORK/status2" -m 5 -H "Authorization: Bearer $TOKEN" \
    "$URL/api/status"
ok "and again a second later" grep -q '"feeds"' "$WORK/status2"
wait "$HOLDER"
is "$?" 0 "the lock holder committed"

wait_for 30 sh -c "[ \$(sqlite3 -readonly '$DB' \
    'SELECT count(*) FROM pages' 2>/dev/null || echo 0) -ge 7 ]"
is "$(sql "SELECT count(*) FROM pages WHERE error IS NULL")" 7 \
    "every page is stored, those fetched while the lock was held too"
cmp_ok "$held_at" -lt 7 "some pages came while the lock was held"
log=$(cat "$WORK/templard.log")
like "$log" "database $DB is busy: another process holds its write lock" \
    "the busy database is logged"
# once a spell, not once an operation: each warning is closed by one
# "writing again" that counts the operations (on a loaded machine a
# reader's brief lock may make a spell of its own before the held one)
busy=$(grep -c 'is busy: another process' "$WORK/templard.log")
again=$(grep -c 'writing again ([0-9]* operations found it busy)' \
    "$WORK/templard.log")
is "$busy" "$again" "once a spell of busy writes"
cmp_ok "$busy" -le 2 "and the held lock is one spell"
like "$log" "pages: stored [0-9]+ pages? kept while the database was busy" \
    "the pages kept are stored later"
unlike "$log" "dropped [0-9]+ pages kept" "no page kept is dropped"
stop_templard
is "$TEMPLARD_RC" 0 "templard stops with status 0"

done_testing

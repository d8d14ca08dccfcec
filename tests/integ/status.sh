#!/bin/sh
# status.sh: `templar status` says whether templard runs on the database
# (the daemon holds a flock on DATABASE.lock) and counts what is stored.
# After a --once run it says "not running" and shows the feeds, the
# template, the articles, the failing feed's error and a held host; while
# templard runs it says "running"; SIGTERM stops the daemon with status 0
# within 5 seconds, and status says "not running" again.  status never
# creates the lock file and never stands in the daemon's way.
. "$(dirname "$0")/../lib/integ.sh"

start_httpd 127.0.0.2=rss20
write_config "host_delay = 0.05s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml" "interval = 30m"
add_feed missing "$(site_url 127.0.0.2)/nofeed.xml" "interval = 30m"

# status_is WORD: the text form's first line is "templard: WORD".
status_is() {
	templar status 2>/dev/null | grep -Eq "^templard: +$1( |\$)"
}

run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"
ok "templard --once left its lock file" test -e "$DB.lock"

# One held host, written the way hostq records a Retry-After (the
# daemon is not running: nothing else writes).
until=$(($(date +%s) + 3600))
sqlite3 -batch "$DB" "INSERT INTO hosts (key, hold_until, hold_reason,
    failures, updated_at) VALUES ('http://127.0.0.9:80', $until,
    'Retry-After 3600s', 1, $(date +%s))" ||
    bail "cannot write a held host"

st=$(templar status)
is "$?" 0 "templar status exits 0"
like "$st" "^templard: +not running$" "after --once: not running"
like "$st" "^database: +$DB \\([0-9.]+ [KMG]iB, [0-9.]+ [KMGT]iB free on its disk\\)$" \
    "the database is named, with its size and the room on its disk"
like "$st" \
    "^feeds: +2 active \([0-9]+ ok, [0-9]+ failing, 0 gone, 0 refused\), 0 inactive$" \
    "feeds: 2 active, 0 inactive"
like "$st" "^templates: +1 current, [01] feeds? failed learning, " \
    "templates: 1 current"
like "$st" "^articles: +7, 7 extracted in the last 24 hours$" \
    "articles: 7, all within the last 24 hours"
like "$st" "^entries: +7, 0 without an article$" "entries: 7, all extracted"
like "$st" "^pages: +7 stored, 0 failed, 0 waiting to retry$" "pages: 7"
like "$st" "^low validation scores: [0-9]+ of the last 7 articles below 0\.6" \
    "low scores: among the last 7 articles"
like "$st" "^  http://127\.0\.0\.9:80 until [0-9T:-]+Z: Retry-After 3600s$" \
    "the held host, its time and reason"
like "$st" "^  missing, polled [0-9T:-]+Z \(1 failure\): .*404" \
    "the failing feed's error, with the poll time"
unlike "$st" "^  gazette," "no error for the good feed"

# The JSON form agrees with the database.
templar status --format json >"$WORK/status.json"
is "$?" 0 "templar status --format json exits 0"
want=$(sql "SELECT
    (SELECT count(*) FROM feeds WHERE active = 1 AND state = 'ok'),
    (SELECT count(*) FROM feeds WHERE active = 1 AND tmpl_status = 'none'),
    (SELECT count(*) FROM articles WHERE score < 0.6),
    (SELECT count(score) FROM articles)" | tr '|' ' ')
is "$(python3 -c '
import json, sys
s = json.load(open(sys.argv[1]))
print(s["running"], s["feeds"]["active"], s["feeds"]["ok"],
      s["templates"]["current"], s["templates"]["feeds_none"],
      s["articles"]["total"], s["articles"]["last_24h"],
      s["entries"]["without_article"], s["pages"]["failed"],
      s["low_scores"]["last"], s["low_scores"]["below"],
      s["low_scores"]["scored"], s["low_scores"]["threshold"])
' "$WORK/status.json")" "$(echo "$want" | awk '{
    print "False 2", $1, "1", $2, "7 7 0 0 7", $3, $4, "0.6" }')" \
    "JSON: the counts of the database"
is "$(python3 -c '
import json, sys
s = json.load(open(sys.argv[1]))
h, e = s["held_hosts"], s["feed_errors"]
print(len(h), h[0]["host"], h[0]["reason"], len(e), e[0]["feed"],
      e[0]["failures"], e[0]["last_poll"].endswith("Z"))
' "$WORK/status.json")" "1 http://127.0.0.9:80 Retry-After 3600s 1 missing 1 True" \
    "JSON: the held host and the feed error"

not_ok "status --format jsonl is a usage error" templar status --format jsonl
not_ok "status takes no arguments" templar status extra

# The daemon: "running" while it holds the lock.
start_templard
ok "status says running while templard runs" wait_for 30 status_is running
like "$(templar status --format json)" '"running":[[:space:]]*true' \
    "JSON: running is true"
ok "templard runs on after status looked" kill -0 "$TEMPLARD_PID"
ok "a second templard is refused: the lock is real" \
    sh -c "! timeout 30 '$TEMPLARD' -c '$CONF' --once 2>'$WORK/second.err'"
like "$(cat "$WORK/second.err")" "another templard is running" \
    "the second templard says why"

t0=$(date +%s%N)
stop_templard
t1=$(date +%s%N)
is "$TEMPLARD_RC" 0 "SIGTERM: templard exits 0"
ms=$(((t1 - t0) / 1000000))
cmp_ok "$ms" -le 5000 "SIGTERM: templard stopped within 5 s (${ms} ms)"
ok "the lock file stays after the stop" test -e "$DB.lock"
ok "after SIGTERM: status says not running" status_is "not running"

# Without the lock file no daemon ever ran here; status does not make one.
rm -f "$DB.lock"
ok "no lock file: not running" status_is "not running"
not_ok "status did not create the lock file" test -e "$DB.lock"

done_testing

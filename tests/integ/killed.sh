#!/bin/sh
# killed.sh: templard killed with SIGKILL (no chance to clean up) at three
# moments of a run.  Each time the database passes integrity_check, what
# was stored before the kill is still there unchanged, the lock of the
# dead process does not keep a new one from starting, and the last start
# completes the run: every article, none twice, no page stored before a
# kill fetched after it.  A page stored whose article the kill left
# unmade (killed between the two) is extracted at the next start, though
# its feed is not due and no page comes.
. "$(dirname "$0")/../lib/integ.sh"

SITE=$WORK/site
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" a 1 15
echo "delay_ms /story-* 150" >"$SITE/behaviour"
start_httpd "127.0.0.2=$SITE"
write_config "host_delay = 0.05s" "interval = 30m"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"

# kill_at N: start templard, SIGKILL it once N pages are stored.
kill_at() {
	start_templard
	wait_for 60 sh -c "[ \$(sqlite3 -readonly '$DB' 'SELECT count(*) FROM pages' 2>/dev/null || echo 0) -ge $1 ]"
	kill -KILL "$TEMPLARD_PID"
	wait "$TEMPLARD_PID" 2>/dev/null
	TEMPLARD_PID=""
}

: >"$WORK/prev.txt"
for n in 3 7 11; do
	kill_at "$n"
	is "$(sql "PRAGMA integrity_check")" ok \
	    "killed after $n pages: integrity_check passes"
	sql "SELECT entry_id, length(body) FROM pages" | sort >"$WORK/now.txt"
	is "$(comm -23 "$WORK/prev.txt" "$WORK/now.txt")" "" \
	    "killed after $n pages: the pages stored before are kept"
	mv "$WORK/now.txt" "$WORK/prev.txt"
done
# What was stored by the last kill, and the requests made until then (a
# page fetched but not yet stored when templard died is fetched again).
sql "SELECT url FROM pages" | sed 's|.*/||' >"$WORK/stored.txt"
nreq=$(grep -c . "$HTTPD_LOG")

start_templard
ok "the last start completes the run: 15 articles" \
    wait_for 120 articles_at_least 15
stop_templard
is "$TEMPLARD_RC" 0 "it stops cleanly"
is "$(sql "SELECT count(*) FROM entries")" 15 "15 entries, none twice"
is "$(sql "SELECT count(*) FROM articles")" 15 "15 articles, none twice"
is "$(sql "SELECT count(*) FROM templates")" 1 "one template"
sed "1,${nreq}d" "$HTTPD_LOG" | awk '{ sub(".*/", "", $5); print $5 }' |
    sort -u >"$WORK/after.txt"
diag "$(grep -c . "$WORK/stored.txt") pages stored by the last kill, $(grep -c . "$WORK/after.txt") paths asked for after it"
is "$(sort "$WORK/stored.txt" | comm -12 - "$WORK/after.txt")" "" \
    "no page stored before the last kill is fetched after it"
templar articles --format jsonl >"$WORK/articles.jsonl"
is "$(python3 "$TOP_SRCDIR/tests/lib/mksite.py" check "$SITE" \
    "$WORK/articles.jsonl")" ok "every article holds its text"

# Killed after a page was stored, before its article was: the article
# the next start makes, with no page to fetch and the feed not due.
sqlite3 -batch "$DB" "DELETE FROM articles
    WHERE entry_id = (SELECT max(entry_id) FROM articles)" ||
    bail "cannot delete an article"
is "$(sql "SELECT count(*) FROM articles")" 14 "an article left unmade"
nreq=$(grep -c . "$HTTPD_LOG")
start_templard
ok "the next start extracts the stored page" \
    wait_for 120 articles_at_least 15
stop_templard
is "$TEMPLARD_RC" 0 "it stops cleanly"
is "$(sed "1,${nreq}d" "$HTTPD_LOG" | grep -c '/story-')" 0 \
    "and fetches no page for it"

done_testing

#!/bin/sh
# lifecycle.sh: SIGTERM while pages are being fetched stops templard
# within 5 seconds with exit 0 and a consistent database; a restart
# fetches the pages that were still missing, never a page already
# stored, and does not poll the feed again before its interval is up.
. "$(dirname "$0")/../lib/integ.sh"

SITE=$WORK/site
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" a 1 12
# Requests start 0.3 s apart, so a loaded machine still stops it part way.
echo "delay_ms /story-* 300" >"$SITE/behaviour"
start_httpd "127.0.0.2=$SITE"
write_config "host_delay = 0.3s" "interval = 30m"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"

start_templard
ok "pages are being fetched" \
    wait_for 30 sh -c "[ \$(grep -c ' /story-' '$HTTPD_LOG') -ge 3 ]"
t0=$(date +%s%N)
stop_templard
t1=$(date +%s%N)
is "$TEMPLARD_RC" 0 "SIGTERM during transfers: exit 0"
ms=$(((t1 - t0) / 1000000))
cmp_ok "$ms" -le 5000 "SIGTERM: stopped in ${ms} ms (at most 5 s)"
ok "the database is consistent" \
    sh -c "sqlite3 -readonly '$DB' 'PRAGMA integrity_check' | grep -qx ok"
stored=$(sql "SELECT count(*) FROM pages WHERE error IS NULL")
cmp_ok "$stored" -lt 12 "stopped before every page was stored ($stored)"
sql "SELECT url FROM pages" | sed 's|.*/||' >"$WORK/stored.txt"
next=$(sql "SELECT next_poll_at FROM feeds")
cmp_ok "$next" -gt "$(date +%s)" "the next poll time is kept"

start_templard
ok "the restart fetches the missing pages" \
    wait_for 60 sh -c "[ \$(sqlite3 -readonly '$DB' 'SELECT count(*) FROM articles') -eq 12 ]"
stop_templard
is "$TEMPLARD_RC" 0 "second stop: exit 0"
is "$(requests_to 127.0.0.2 '^/feed\.xml$')" 1 \
    "the feed is not polled again before its interval"
again=$(while read -r p; do
	n=$(requests_to 127.0.0.2 "^/$p\$")
	[ "$n" -gt 1 ] && echo "$p"
done <"$WORK/stored.txt")
is "$again" "" "no stored page is fetched again"

done_testing

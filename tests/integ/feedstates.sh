#!/bin/sh
# feedstates.sh: what a poll comes to is stored whole, and the next run
# goes by it.  A feed that moved for good (301) is polled where it went;
# one that is gone (410) or refused (403) is not polled again until its
# URL changes in the config; one that keeps failing (500) turns
# "failing" after failing_after polls.
. "$(dirname "$0")/../lib/integ.sh"

mkdir "$WORK/a" "$WORK/b" "$WORK/c" "$WORK/d"
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$WORK/a" a 1 3
echo "redirect /old-feed.xml {BASE}/feed.xml 301" >"$WORK/a/behaviour"
echo "status /gone.xml 410" >"$WORK/b/behaviour"
echo "status /feed.xml 403" >"$WORK/c/behaviour"
echo "status /feed.xml 500" >"$WORK/d/behaviour"
start_httpd "127.0.0.2=$WORK/a" "127.0.0.3=$WORK/b" "127.0.0.4=$WORK/c" \
    "127.0.0.5=$WORK/d"
write_config "host_delay = 0.05s" "failing_after = 2"
add_feed moved "$(site_url 127.0.0.2)/old-feed.xml"
add_feed gone "$(site_url 127.0.0.3)/gone.xml"
add_feed refused "$(site_url 127.0.0.4)/feed.xml"
add_feed broken "$(site_url 127.0.0.5)/feed.xml"

state() {
	sql "SELECT state || '|' || failures || '|' ||
	    coalesce(state_reason, '-') FROM feeds WHERE name = '$1'"
}

run_templard_once
is "$TEMPLARD_RC" 0 "first run: exit 0"
is "$(sql "SELECT url FROM feeds WHERE name = 'moved'")" \
    "$(site_url 127.0.0.2)/feed.xml" "the 301 moved the feed"
like "$(cat "$WORK/templard.log")" "feed moved: moved permanently to" \
    "the move is logged"
is "$(sql "SELECT count(*) FROM entries e JOIN feeds f
    ON f.id = e.feed_id WHERE f.name = 'moved'")" 3 \
    "the moved feed's entries are stored"
is "$(state gone)" "gone|1|HTTP 410 Gone" "the 410 feed is gone"
is "$(state refused)" "refused|1|HTTP 403: access refused" \
    "the 403 feed is refused"
is "$(state broken)" "ok|1|-" "one failed poll: not failing yet"

run_templard_once
is "$TEMPLARD_RC" 0 "second run: exit 0"
is "$(requests_to 127.0.0.2 '^/old-feed\.xml$')" 1 \
    "the moved feed is polled where it went"
is "$(requests_to 127.0.0.2 '^/feed\.xml$')" 2 "...twice in two runs"
is "$(requests_to 127.0.0.3 '^/gone\.xml$')" 1 "the gone feed: not again"
is "$(requests_to 127.0.0.4 '^/feed\.xml$')" 1 "the refused feed: not again"
is "$(state broken)" "failing|2|HTTP 500" \
    "two failed polls in a row: failing"

# A new URL in the config starts the gone feed afresh.
sed "s|$(site_url 127.0.0.3)/gone.xml|$(site_url 127.0.0.2)/feed.xml|" \
    "$CONF" >"$CONF.new" && mv "$CONF.new" "$CONF"
run_templard_once
is "$TEMPLARD_RC" 0 "third run: exit 0"
is "$(state gone)" "ok|0|-" "its new URL polled, the feed is ok"
is "$(requests_to 127.0.0.4 '^/feed\.xml$')" 1 "the refused feed: still not"
done_testing

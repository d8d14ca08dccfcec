#!/bin/sh
# hostile-entities.sh: a 2 MB ill-formed feed holding a DOCTYPE entity
# and 200,000 undeclared entity references, beside an ordinary feed.
# Repairing it must take time linear in its size: templard --once ends
# well before the deadline, in bounded memory, the entity feed is polled
# and the ordinary feed's pages are fetched and extracted.  The ordinary
# feed answers late, so that a parse that holds the event loop holds its
# pages back too.
INTEG_TIMEOUT=${INTEG_TIMEOUT:-45}
. "$(dirname "$0")/../lib/integ.sh"

H=$WORK/hostile
mkdir "$H"
sh "$TOP_SRCDIR/tests/lib/mkhostile.sh" entities "$H/entities.xml"
diag "entities.xml: $(wc -c <"$H/entities.xml") bytes," \
    "$(grep -o '&u[0-9]*;' "$H/entities.xml" | wc -l) undeclared references"
mkdir "$WORK/gazette"
cp -R "$SITES/rss20/." "$WORK/gazette/"
echo "delay_ms /feed.xml 1000" >"$WORK/gazette/behaviour"
start_httpd 127.0.0.2="$WORK/gazette" 127.0.0.3="$H"
write_config "host_delay = 0.05s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
add_feed entities "$(site_url 127.0.0.3)/entities.xml"

run_templard_measured
check_measured_run "200,000 undeclared entities"
isnt "$(sql "SELECT coalesce(last_poll_at, '') FROM feeds
    WHERE name = 'entities'")" "" "the entity feed is polled"
is "$(sql "SELECT count(*) FROM articles a JOIN entries e ON e.id = a.entry_id
    JOIN feeds f ON f.id = e.feed_id WHERE f.name = 'gazette'")" 7 \
    "the ordinary feed's 7 pages are extracted"

done_testing

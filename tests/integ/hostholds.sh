#!/bin/sh
# hostholds.sh: a host that refused a page (403) is left alone for a day,
# and a restart remembers it: the hold is in the hosts table, the next run
# sends the host nothing (its feed poll fails as held, without a request)
# while other hosts are fetched as usual.
. "$(dirname "$0")/../lib/integ.sh"

A=$WORK/a
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$A" a 1 3
echo "status /story-002.html 403" >"$A/behaviour"
start_httpd "127.0.0.2=$A" 127.0.0.3=rss20
write_config "host_delay = 0.05s"
add_feed refusing "$(site_url 127.0.0.2)/feed.xml"
add_feed gazette "$(site_url 127.0.0.3)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "first run: templard --once exits 0"
is "$(requests_to 127.0.0.2 '^/story-002\.html$')" 1 \
    "first run: the page is asked for once and refused"
is "$(sql "SELECT hold_reason FROM hosts WHERE key LIKE '%127.0.0.2%'
    AND hold_until > strftime('%s', 'now') + 86000")" \
    "HTTP 403: access refused" "the day's hold is in the hosts table"
like "$(cat "$WORK/templard.log")" \
    "host .*127\.0\.0\.2.*: HTTP 403: access refused; no requests to it" \
    "the refusal is logged"
is "$(grep -c "HTTP 403: access refused; no requests" "$WORK/templard.log")" \
    1 "once"
before=$(requests_to 127.0.0.2)
gazette_before=$(requests_to 127.0.0.3 '^/feed\.xml$')

# A restart: a new feed entry on the held host is not fetched either.
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$A" a 4 1
run_templard_once
is "$TEMPLARD_RC" 0 "second run: templard --once exits 0"
is "$(requests_to 127.0.0.2)" "$before" \
    "second run: no request to the held host"
like "$(cat "$WORK/templard.log")" "feed refusing: host held for .*: HTTP 403" \
    "its feed poll fails as held"
cmp_ok "$(requests_to 127.0.0.3 '^/feed\.xml$')" -gt "$gazette_before" \
    "second run: the other host is polled"
like "$(templar status)" "127\.0\.0\.2.*HTTP 403: access refused" \
    "templar status shows the held host"

done_testing

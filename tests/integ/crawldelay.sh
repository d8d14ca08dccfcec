#!/bin/sh
# crawldelay.sh: robots.txt is the first request to a host, before its
# feed, so a Crawl-delay holds from the very first requests: with
# Crawl-delay: 1 every request to the host (robots.txt, the feed, each
# page) starts a second or more after the one before.  Another host
# without one is fetched at host_delay meanwhile.
. "$(dirname "$0")/../lib/integ.sh"

A=$WORK/a
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$A" a 1 2
cat >"$A/robots.txt" <<'R'
User-agent: *
Crawl-delay: 1
R
start_httpd "127.0.0.2=$A" 127.0.0.3=rss20
write_config "host_delay = 0.05s"
add_feed slow "$(site_url 127.0.0.2)/feed.xml"
add_feed quick "$(site_url 127.0.0.3)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"

first=$(awk '$3 == "127.0.0.2"' "$HTTPD_LOG" | sort -n -k1,1 | head -n 1 |
    awk '{ print $5 }')
is "$first" /robots.txt "robots.txt is the first request to the host"
is "$(requests_to 127.0.0.2 '^/robots\.txt$')" 1 "and asked for once"
is "$(requests_to 127.0.0.2 '^/feed\.xml$')" 1 "the feed is polled"
is "$(requests_to 127.0.0.2 '^/story-00[12]\.html$')" 2 \
    "its pages are fetched"
# robots.txt, the feed and two pages: every start 1 s after the previous.
assert_min_gap "$HTTPD_LOG" 127.0.0.2 1000 \
    "Crawl-delay 1: from the first request on, starts >= 1000 ms apart"
two=$(awk '$3 == "127.0.0.2"' "$HTTPD_LOG" | sort -n -k1,1 | head -n 2 |
    awk 'NR == 1 { s = $1 } NR == 2 { print $1 - s }')
cmp_ok "$two" -ge 1000 "the first two requests are ${two} ms apart"
assert_min_gap "$HTTPD_LOG" 127.0.0.3 50
like "$(cat "$WORK/templard.log")" "host .*127\.0\.0\.2.*: robots.txt Crawl-delay 1000ms" \
    "the Crawl-delay is logged"

done_testing

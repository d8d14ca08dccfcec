#!/bin/sh
# robots.sh: robots.txt (RFC 9309) before any other request to a host.
# Pages it disallows are never requested and their entries say why; a
# disallowed feed is polled all the same (the configuration asks for it)
# with one warning; the group naming templar wins over "*"; Crawl-delay
# widens the gap between any two requests to the host; a host whose
# robots.txt fails with 5xx gets no page requests in that run.
. "$(dirname "$0")/../lib/integ.sh"

A=$WORK/a
B=$WORK/b
C=$WORK/c
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$A" a 1 6
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$B" a 1 4
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$C" a 1 3
cat >"$A/robots.txt" <<'R'
# Everybody: keep out of story 2.
User-agent: *
Disallow: /story-002.html

# The test's product token: stories 3 and 5 too (this group wins over
# "*"), and slowly.
User-agent: templar-integ
Disallow: /story-003
Disallow: /*5.html$
Disallow: /feed.xml
Crawl-delay: 0.5
R
cat >"$B/robots.txt" <<'R'
User-agent: *
Disallow: /
Allow: /feed.xml
Allow: /story-001.html
R
echo "status /robots.txt 503" >"$C/behaviour"
start_httpd "127.0.0.2=$A" "127.0.0.3=$B" "127.0.0.4=$C"
write_config "host_delay = 0.05s" "learn_entries = 3"
add_feed a "$(site_url 127.0.0.2)/feed.xml"
add_feed b "$(site_url 127.0.0.3)/feed.xml"
add_feed c "$(site_url 127.0.0.4)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"

is "$(requests_to 127.0.0.2 '^/story-00[35]\.html$')" 0 \
    "pages disallowed for templar are never requested"
is "$(requests_to 127.0.0.2 '^/story-002\.html$')" 1 \
    "the '*' group does not apply when ours exists"
is "$(requests_to 127.0.0.2 '^/story-00[1246]\.html$')" 4 \
    "allowed pages are fetched"
for h in 127.0.0.2 127.0.0.3 127.0.0.4; do
	is "$(awk -v h=$h '$3 == h' "$HTTPD_LOG" | sort -n -k1,1 | head -n 1 |
	    awk '{ print $5 }')" /robots.txt \
	    "$h: robots.txt is asked for before anything else"
done
assert_min_gap "$HTTPD_LOG" 127.0.0.2 500 \
    "Crawl-delay 0.5 s: every request to the host starts 500 ms apart or more"
is "$(requests_to 127.0.0.2 '^/feed\.xml$')" 1 \
    "a feed robots.txt disallows is polled all the same"
is "$(grep -c "robots.txt disallows .*127\.0\.0\.2.*/feed\.xml; fetched" \
    "$WORK/templard.log")" 1 "with one warning"
is "$(sql "SELECT count(*) FROM pages WHERE error = 'disallowed by robots.txt'")" \
    "5" "disallowed entries are stored with the reason"
is "$(requests_to 127.0.0.3 '^/story-00[234]\.html$')" 0 \
    "Disallow: / keeps every other page out"
is "$(requests_to 127.0.0.3 '^/story-001\.html$')" 1 \
    "the longest match (Allow) wins"
is "$(requests_to 127.0.0.4 '^/story')" 0 \
    "robots.txt answering 503: no page is requested"
is "$(requests_to 127.0.0.4 '^/feed\.xml$')" 1 "but the feed is polled"
is "$(sql "SELECT count(*) FROM entries e JOIN feeds f ON f.id = e.feed_id
    WHERE f.name = 'c' AND e.page_error = 'robots.txt unavailable'")" 3 \
    "and the pages wait for a later try"

done_testing

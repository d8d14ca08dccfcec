#!/bin/sh
# politeness.sh: with host_delay = 0.3s, templard never has two requests in
# flight to one host and never starts two requests to one host closer than
# host_delay, while hosts are still fetched side by side.
. "$(dirname "$0")/../lib/integ.sh"

start_httpd 127.0.0.2=many 127.0.0.3=rss20 127.0.0.4=rdf
write_config "host_delay = 0.3s" "max_connections = 8"
add_feed parish "$(site_url 127.0.0.2)/feed.xml"
add_feed gazette "$(site_url 127.0.0.3)/feed.xml"
add_feed birding "$(site_url 127.0.0.4)/feed.xml"

run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"

# Every page of every host was fetched (and nothing twice).
is "$(requests_to 127.0.0.2 '^/notices/n[0-9]+\.html$')" 12 \
    "127.0.0.2: all 12 pages fetched"
is "$(requests_to 127.0.0.3 '^/news/')" 7 "127.0.0.3: all 7 pages fetched"
is "$(requests_to 127.0.0.4 '^/reports/')" 6 "127.0.0.4: all 6 pages fetched"

for a in 127.0.0.2 127.0.0.3 127.0.0.4; do
	assert_min_gap "$HTTPD_LOG" $a 300
done

# Hosts are served in parallel: while 127.0.0.2's twelve pages are spaced
# host_delay apart, the other hosts' pages are fetched in between (one host
# after the other would put none of them there).  The order of the server's
# log says so whatever the machine's load.
first_many=$(awk '$3 == "127.0.0.2" && $5 ~ /^\/notices\// { print $1 }' \
    "$HTTPD_LOG" | sort -n | head -n 1)
last_many=$(awk '$3 == "127.0.0.2" && $5 ~ /^\/notices\// { print $1 }' \
    "$HTTPD_LOG" | sort -n | tail -n 1)
between=$(awk -v a="$first_many" -v b="$last_many" \
    '$3 != "127.0.0.2" && $5 ~ /^\/(news|reports)\// && $1 > a && $1 < b \
    { n++ } END { print n + 0 }' "$HTTPD_LOG")
cmp_ok "$between" -ge 3 \
    "hosts fetched side by side ($between other pages amid 127.0.0.2's)"
first_other=$(awk '$3 != "127.0.0.2" { print $1 }' "$HTTPD_LOG" | sort -n |
    head -n 1)
cmp_ok "$first_other" -lt "$last_many" \
    "a second host is fetched before the first is done"

done_testing

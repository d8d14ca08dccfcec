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

t0=$(date +%s)
run_templard_once
t1=$(date +%s)
is "$TEMPLARD_RC" 0 "templard --once exits 0"

# Every page of every host was fetched (and nothing twice).
is "$(requests_to 127.0.0.2 '^/notices/n[0-9]+\.html$')" 12 \
    "127.0.0.2: all 12 pages fetched"
is "$(requests_to 127.0.0.3 '^/news/')" 7 "127.0.0.3: all 7 pages fetched"
is "$(requests_to 127.0.0.4 '^/reports/')" 6 "127.0.0.4: all 6 pages fetched"

for a in 127.0.0.2 127.0.0.3 127.0.0.4; do
	assert_min_gap "$HTTPD_LOG" $a 300
done

# Hosts are served in parallel: 13+ requests to the biggest host at 0.3s
# apart take about 4s; one host after the other would take over 8s.
cmp_ok $((t1 - t0)) -lt 8 "hosts fetched side by side ($((t1 - t0))s)"
first_other=$(awk '$3 != "127.0.0.2" { print $1 }' "$HTTPD_LOG" | sort -n |
    head -n 1)
last_many=$(awk '$3 == "127.0.0.2" { print $1 }' "$HTTPD_LOG" | sort -n |
    tail -n 1)
cmp_ok "$first_other" -lt "$last_many" \
    "a second host is fetched before the first is done"

done_testing

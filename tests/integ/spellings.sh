#!/bin/sh
# spellings.sh: one server under several spellings of its IPv6 address
# ([::1], [0::1], [0:0:0:0:0:0:0:1], [::0001]) is one host to templard:
# with host_delay = 0.5s, its requests start at least that far apart,
# never two in flight, and robots.txt is asked for once.  Skipped when
# the machine has no IPv6 loopback.  (Recent libcurl spells these four
# alike already; test-url.c checks the host key on forms it keeps, such
# as IPv4-mapped addresses.)
. "$(dirname "$0")/../lib/integ.sh"

python3 -c 'import socket
s = socket.socket(socket.AF_INET6); s.bind(("::1", 0))' 2>/dev/null ||
    skip_all "no IPv6 loopback"

mkdir "$WORK/site"
i=0
for sp in "[::1]" "[0::1]" "[0:0:0:0:0:0:0:1]" "[::0001]"; do
	i=$((i + 1))
	mkdir -p "$WORK/site/p$i"
	echo "$sp" >"$WORK/spelling$i"
done
"$TESTHTTPD" --log "$HTTPD_LOG" --ready "$WORK/httpd.ready" \
    ::1="$WORK/site" 2>>"$WORK/httpd.err" &
INTEG_PIDS="$INTEG_PIDS $!"
wait_for 20 test -s "$WORK/httpd.ready" ||
    bail "testhttpd did not start on ::1: $(tail -n 3 "$WORK/httpd.err")"
PORT=$(cat "$WORK/httpd.ready")

write_config "host_delay = 0.5s" "max_connections = 8" \
    "allow_private_addresses = 127.0.0.0/8, ::1/128"
for i in 1 2 3 4; do
	u="http://$(cat "$WORK/spelling$i"):$PORT"
	{
		echo '<?xml version="1.0" encoding="UTF-8"?>'
		echo "<rss version=\"2.0\"><channel><title>F$i</title>"
		echo "<link>$u/</link><description>d</description>"
		for j in 1 2; do
			echo "<item><title>Page $i $j</title>"
			echo "<link>$u/p$i/$j.html</link>"
			echo "<guid>p$i-$j</guid></item>"
		done
		echo "</channel></rss>"
	} >"$WORK/site/f$i.xml"
	for j in 1 2; do
		printf '<html><head><title>Page %s %s</title></head><body><p>%s</p></body></html>\n' \
		    "$i" "$j" "A page of the test, number $i $j." \
		    >"$WORK/site/p$i/$j.html"
	done
	add_feed "f$i" "$u/f$i.xml" "interval = 30m"
done

run_templard_once
is "$(awk '$5 ~ /^\/f[0-9]\.xml$/' "$HTTPD_LOG" | wc -l | tr -d ' ')" 4 \
    "the four feeds were fetched"
is "$(awk '$5 ~ /^\/p[0-9]\/[0-9]\.html$/' "$HTTPD_LOG" | wc -l |
    tr -d ' ')" 8 "their eight pages were fetched"
is "$(awk '$5 == "/robots.txt"' "$HTTPD_LOG" | wc -l | tr -d ' ')" 1 \
    "robots.txt asked for once, for every spelling"
host=$(awk '{ print $3; exit }' "$HTTPD_LOG")
GAP_SLACK_MS=20 assert_min_gap "$HTTPD_LOG" "$host" 500 \
    "every spelling: requests start >= 500 ms apart, never two in flight"

done_testing

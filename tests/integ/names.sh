#!/bin/sh
# names.sh: one server under two names, "localhost" and "127.0.0.1" (no
# DNS: libcurl and the C library give localhost a loopback address), is
# two hosts to templard, each with its own robots.txt (RFC 9309 2.3), but
# one address: once each name has been answered from it, their requests
# share its politeness, host_delay = 0.5s apart and never two in flight,
# as one name's would.  Only each name's first request (its robots.txt)
# goes out before its address is known.  Skipped when localhost does not
# reach 127.0.0.1 here.
. "$(dirname "$0")/../lib/integ.sh"

mkdir "$WORK/site"
"$TESTHTTPD" --log "$HTTPD_LOG" --ready "$WORK/httpd.ready" \
    127.0.0.1="$WORK/site" 2>>"$WORK/httpd.err" &
INTEG_PIDS="$INTEG_PIDS $!"
wait_for 20 test -s "$WORK/httpd.ready" ||
    bail "testhttpd did not start on 127.0.0.1: $(tail -n 3 "$WORK/httpd.err")"
PORT=$(cat "$WORK/httpd.ready")
python3 -c 'import socket, sys
s = socket.create_connection(("localhost", int(sys.argv[1])), timeout=5)
sys.exit(s.getpeername()[0] != "127.0.0.1")' "$PORT" 2>/dev/null ||
    skip_all "localhost does not reach 127.0.0.1"

write_config "host_delay = 0.5s" "max_connections = 8" \
    "allow_private_addresses = 127.0.0.0/8"
i=0
for name in localhost 127.0.0.1; do
	i=$((i + 1))
	u="http://$name:$PORT"
	mkdir -p "$WORK/site/p$i"
	{
		echo '<?xml version="1.0" encoding="UTF-8"?>'
		echo "<rss version=\"2.0\"><channel><title>F$i</title>"
		echo "<link>$u/</link><description>d</description>"
		for j in 1 2 3; do
			echo "<item><title>Page $i $j</title>"
			echo "<link>$u/p$i/$j.html</link>"
			echo "<guid>p$i-$j</guid></item>"
		done
		echo "</channel></rss>"
	} >"$WORK/site/f$i.xml"
	for j in 1 2 3; do
		printf '<html><head><title>Page %s %s</title></head><body><p>%s</p></body></html>\n' \
		    "$i" "$j" "A page of the test, number $i $j." \
		    >"$WORK/site/p$i/$j.html"
	done
	add_feed "f$i" "$u/f$i.xml" "interval = 30m"
done

run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"
is "$(awk '$5 ~ /^\/f[0-9]\.xml$/' "$HTTPD_LOG" | wc -l | tr -d ' ')" 2 \
    "both feeds were fetched"
is "$(awk '$5 ~ /^\/p[0-9]\/[0-9]\.html$/' "$HTTPD_LOG" | wc -l |
    tr -d ' ')" 6 "their six pages were fetched"
is "$(awk '$5 == "/robots.txt"' "$HTTPD_LOG" | wc -l | tr -d ' ')" 2 \
    "robots.txt asked for once a name"
awk '$5 != "/robots.txt"' "$HTTPD_LOG" >"$WORK/after-robots.log"
assert_min_gap "$WORK/after-robots.log" 127.0.0.1 500 \
    "both names: requests start >= 500 ms apart, never two in flight"

done_testing

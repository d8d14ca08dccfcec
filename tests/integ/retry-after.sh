#!/bin/sh
# retry-after.sh: a host that answers 503 or 429 with Retry-After is left
# alone for that long: its next request starts no earlier, while other
# hosts go on being fetched meanwhile.
. "$(dirname "$0")/../lib/integ.sh"

mkdir "$WORK/a" "$WORK/b"
cp -R "$SITES/rss20/." "$WORK/a/"
cp -R "$SITES/rdf/." "$WORK/b/"
# The feed lists its newest entry first; a page in the middle answers
# once with 503 (a), once with 429 (b).
cat >"$WORK/a/behaviour" <<'B'
retry-after /news/2024/03/library-archive.html 2 1
B
cat >"$WORK/b/behaviour" <<'B'
status /reports/2023-11-feeder-hygiene.html 429 1
retry-after /reports/2023-11-feeder-hygiene.html 2 1
B
start_httpd 127.0.0.2="$WORK/a" 127.0.0.3="$WORK/b" 127.0.0.4=atom
write_config "host_delay = 0.05s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
add_feed birding "$(site_url 127.0.0.3)/feed.xml"
add_feed workbench "$(site_url 127.0.0.4)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"

# after_hold HOST CODE: ms between the end of HOST's CODE answer and the
# start of its next request ("none" if there was none).
after_hold() {
	awk -v host="$1" -v code="$2" '$3 == host' "$HTTPD_LOG" | sort -n |
	    awk -v code="$2" '
	held && !done { print $1 - end; done = 1 }
	$6 == code && !held { held = 1; end = $2 }
	END { if (!done) print "none" }'
}
for hc in 127.0.0.2:503 127.0.0.3:429; do
	h=${hc%:*}
	c=${hc#*:}
	cmp_ok "$(awk -v h="$h" -v c="$c" '$3 == h && $6 == c' "$HTTPD_LOG" |
	    grep -c .)" -eq 1 "$h: one $c answer"
	gap=$(after_hold "$h" "$c")
	if [ "$gap" = none ]; then
		fail "$h: next request after the $c waits for Retry-After" \
		    "no request followed the $c"
	else
		cmp_ok "$gap" -ge 2000 \
		    "$h: next request ${gap} ms after the $c (Retry-After: 2)"
	fi
done

# Another host was served while 127.0.0.2 was held (the 2 s after its
# 503): any other host, as one may have had all its pages by then.
first_held=$(awk '$6 == 503 { print $2 }' "$HTTPD_LOG")
during=$(awk -v t="$first_held" '$3 != "127.0.0.2" && $1 >= t &&
    $1 <= t + 2000' "$HTTPD_LOG" | grep -c .)
cmp_ok "$during" -ge 1 "other hosts are fetched while one is held"

# Every other page of the held hosts was fetched, and the held page was
# asked for again once its Retry-After had passed.
pages_ok() {
	awk -v h="$1" -v re="$2" '$3 == h && $5 ~ re && $6 == 200 { print $5 }' \
	    "$HTTPD_LOG" | sort -u | grep -c .
}
is "$(pages_ok 127.0.0.2 '^/news/')" 7 \
    "127.0.0.2: all 7 pages, the held one again after the wait"
is "$(pages_ok 127.0.0.3 '^/reports/')" 6 \
    "127.0.0.3: all 6 pages, the held one again after the wait"

done_testing

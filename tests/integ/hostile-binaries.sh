#!/bin/sh
# hostile-binaries.sh: ten entries linking to 15 MB of
# application/octet-stream each, beside an ordinary feed.  Only HTML is
# stored: each binary is recorded as skipped with its type, no body is
# kept and the database stays under 5 MB; the ordinary feed is extracted.
INTEG_TIMEOUT=${INTEG_TIMEOUT:-60}
. "$(dirname "$0")/../lib/integ.sh"

H=$WORK/hostile
mkdir "$H"
{
	cat <<'X'
<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Binaries</title>
<link>{BASE}/</link><description>Entries linking to binaries</description>
X
	for i in 1 2 3 4 5 6 7 8 9 10; do
		printf '<item><title>Binary %d</title>' "$i"
		printf '<link>{BASE}/bin-%d.html</link>' "$i"
		printf '<guid isPermaLink="false">bin-%d</guid></item>\n' "$i"
		echo "binary /bin-$i.html 15M application/octet-stream" \
		    >>"$H/behaviour"
	done
	echo '</channel></rss>'
} >"$H/feed.xml"

start_httpd 127.0.0.2=rss20 127.0.0.3="$H"
write_config "host_delay = 0.05s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
add_feed binaries "$(site_url 127.0.0.3)/feed.xml"

run_templard_measured
is "$TEMPLARD_RC" 0 "templard --once exits 0, before the deadline"
diag "templard --once over 10 binaries of 15 MB: ${TEMPLARD_SECS}s," \
    "${TEMPLARD_RSS_KB} KB resident at most"
is "$(sql "SELECT count(*) FROM articles a JOIN entries e ON e.id = a.entry_id
    JOIN feeds f ON f.id = e.feed_id WHERE f.name = 'gazette'")" 7 \
    "the ordinary feed's 7 pages are extracted"
is "$(requests_to 127.0.0.3 '^/bin-')" 10 "the 10 binaries are requested"
is "$(sql "SELECT count(*) FROM pages WHERE url LIKE '%/bin-%' AND
    length(body) > 0")" 0 "no binary body is stored"
like "$(grep "feed binaries" "$WORK/templard.log")" \
    "bin-1\.html.*skipped.*application/octet-stream" \
    "a binary is logged as skipped, with its type"
dbsize=$(cat "$DB" "$DB-wal" 2>/dev/null | wc -c)
cmp_ok "$dbsize" -lt $((5 * 1024 * 1024)) \
    "the database stays under 5 MB ($dbsize bytes)"

done_testing

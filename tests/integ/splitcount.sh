#!/bin/sh
# splitcount.sh: an article over several pages counts once.  While
# templard runs, each further page of an article that arrives extracts
# its entry again: /metrics counts every article stored once
# (templar_articles_extracted_total, as many as the articles stored),
# the extractions again apart (templar_articles_reextracted_total), and
# promtool accepts it.
. "$(dirname "$0")/../lib/integ.sh"

command -v curl >/dev/null || skip_all "no curl"

S=$WORK/s
python3 "$TOP_SRCDIR/tests/lib/mksplit.py" "$S"
start_httpd "127.0.0.2=$S"
write_config "host_delay = 0.01s" "learn_entries = 3"
add_feed s "$(site_url 127.0.0.2)/feed.xml"
PORT=$(python3 -c 'import socket; s = socket.socket()
s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
TOKEN=integ-secret-2
printf '[http]\nlisten = %s\ntoken = %s\n' "$PORT" "$TOKEN" >>"$CONF"
start_templard

# Settled: the seven articles stored, the 22-page article followed to
# the last page followed (part 20: each further page is found on the one
# before it, so fewer parts can all be fetched while more are still to
# come), no further page still wanted, no entry waiting to be extracted
# again.
settled() {
	[ "$(sql "SELECT count(*) FROM articles")" = 7 ] &&
	    [ "$(sql "SELECT count(*) FROM page_parts
	    WHERE part = 20 AND fetched_at IS NOT NULL")" = 1 ] &&
	    [ "$(sql "SELECT count(*) FROM page_parts
	    WHERE fetched_at IS NULL")" = 0 ] &&
	    [ "$(sql "SELECT count(*) FROM entries WHERE to_extract = 1")" = 0 ]
} 2>/dev/null
wait_for 120 settled || bail "the articles and their pages never settled"
ok "the article's further pages were joined" \
    test "$(sql "SELECT count(*) FROM page_parts WHERE body IS NOT NULL")" \
    -gt 20

curl -s -o "$WORK/metrics" -H "Authorization: Bearer $TOKEN" \
    "http://127.0.0.1:$PORT/metrics" || bail "no /metrics"
metric() { sed -n "s/^$1 //p" "$WORK/metrics"; }
is "$(metric templar_articles_extracted_total)" 7 \
    "each article is counted once as extracted"
cmp_ok "$(metric templar_articles_reextracted_total)" -ge 2 \
    "its extractions as further pages arrived are counted apart"
is "$(metric templar_articles)" 7 "as many as the articles stored"
if command -v promtool >/dev/null; then
	ok "promtool check metrics accepts /metrics" \
	    sh -c "promtool check metrics <'$WORK/metrics'"
fi
stop_templard
is "$TEMPLARD_RC" 0 "SIGTERM: exit 0"

done_testing

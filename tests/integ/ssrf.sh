#!/bin/sh
# ssrf.sh: a public feed cannot steer templard into the machine's own
# network.  An "internal" server on 127.0.0.1 holds secret pages; the test
# sites are on 127.0.0.2 and 127.0.0.3, and allow_private_addresses opens
# only those two.  A feed links to the secret pages by address, by decimal
# number, by localhost, by IPv4-mapped IPv6 and through a page that
# 302-redirects there; a second feed answers 301 to an internal feed.
# Nothing of it reaches 127.0.0.1 or is stored, each refusal is logged and
# final (not tried again), the 301 is not persisted, and the ordinary
# pages beside them are stored and extracted.  With 127.0.0.1 allowed, the
# same setup does reach the secret: the checks above can fail.
. "$(dirname "$0")/../lib/integ.sh"

SECRET=quokkavault7731

# The internal server: copies of an article page, with the secret in them.
mkdir "$WORK/internal"
page=$SITES/rss20/news/2024/03/ferry-timetable.html
for i in 1 2 3 4 5; do
	sed "s|<p>The island ferry|<p>Internal memo $SECRET number $i. The island ferry|" \
	    "$page" >"$WORK/internal/secret-$i.html"
done
ok "the secret pages hold the secret word" \
    grep -q "$SECRET number 5" "$WORK/internal/secret-5.html"

# The public site: the gazette, whose feed gets the hostile entries below.
mkdir "$WORK/public"
cp -R "$SITES/rss20/." "$WORK/public/"
start_httpd 127.0.0.1="$WORK/internal" 127.0.0.2="$WORK/public"
PORT=$HTTPD_PORT
INTERNAL=http://127.0.0.1:$PORT

# A secret feed on the internal server, for the 301 to point at.
cat >"$WORK/internal/secret-feed.xml" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Internal $SECRET</title>
<link>$INTERNAL/</link><description>internal</description>
<item><title>Internal memo</title><link>$INTERNAL/secret-1.html</link>
<description>Internal $SECRET</description>
<guid isPermaLink="false">internal-1</guid></item>
</channel></rss>
EOF

# The internal server answers whoever asks: this is what is at stake.
probe=$(python3 -c '
import sys, urllib.request
h = urllib.request.ProxyHandler({})
print(urllib.request.build_opener(h).open(sys.argv[1], timeout=10).read()
      .decode())' "$INTERNAL/secret-1.html" 2>&1)
like "$probe" "$SECRET" "the internal server serves the secret to a plain client"
PROBED=$(requests_to 127.0.0.1)

# A second server, on 127.0.0.3, knows the internal port for its redirects.
mkdir "$WORK/hop"
cat >"$WORK/hop/behaviour" <<EOF
redirect /hop.html $INTERNAL/secret-5.html 302
redirect /moved.xml $INTERNAL/secret-feed.xml 301
EOF
"$TESTHTTPD" --log "$WORK/httpd2.log" --ready "$WORK/httpd2.ready" \
    127.0.0.3="$WORK/hop" 2>>"$WORK/httpd2.err" &
INTEG_PIDS="$INTEG_PIDS $!"
wait_for 20 test -s "$WORK/httpd2.ready" ||
    bail "second testhttpd did not start: $(tail -n 3 "$WORK/httpd2.err")"
HOP=http://127.0.0.3:$(cat "$WORK/httpd2.ready")

# The hostile entries, oldest, after the gazette's seven.
hostile() {
	cat <<EOF
    <item>
      <title>Internal link $1</title>
      <link>$2</link>
      <description>An entry whose link leads inside.</description>
      <pubDate>Mon, 0$1 Jan 2024 08:00:00 +0000</pubDate>
      <guid isPermaLink="false">hostile-$1</guid>
    </item>
EOF
}
{
	sed '/<\/channel>/,$d' "$SITES/rss20/feed.xml"
	hostile 1 "$INTERNAL/secret-1.html"
	hostile 2 "http://2130706433:$PORT/secret-2.html"
	hostile 3 "http://localhost:$PORT/secret-3.html"
	hostile 4 "http://[::ffff:127.0.0.1]:$PORT/secret-4.html"
	hostile 5 "$HOP/hop.html"
	echo "  </channel>"
	echo "</rss>"
} >"$WORK/public/feed.xml"
is "$(grep -c "<item>" "$WORK/public/feed.xml")" 12 "the feed has 12 entries"

write_config "host_delay = 0.05s" "allow_private_addresses = 127.0.0.2/31"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
add_feed moved "$HOP/moved.xml"
run_templard_once
ok "templard --once ends without crashing (status $TEMPLARD_RC)" \
    test "$TEMPLARD_RC" -lt 124

# Nothing reached the internal server, whatever the spelling.
is "$(requests_to 127.0.0.1)" "$PROBED" "no request from templard to 127.0.0.1"
is "$(awk '$3 == "127.0.0.3" && $5 == "/hop.html"' "$WORK/httpd2.log" |
    wc -l | tr -d ' ')" 1 "the redirecting page was asked for, once"

# Nothing of it is stored or found.
is "$(templar search "$SECRET" 2>&1)" "no articles match" \
    "templar search finds nothing of the secret"
unlike "$(templar articles --format jsonl)" "$SECRET" \
    "no article holds the secret"
is "$(sql "SELECT count(*) FROM pages
    WHERE CAST(body AS TEXT) LIKE '%$SECRET%'")" 0 "no page row holds it"
is "$(sql "SELECT count(*) FROM pages WHERE body IS NOT NULL AND
    final_url NOT LIKE 'http://127.0.0.2:%'")" 0 \
    "no body stored from anywhere but the test sites"
is "$(sql "SELECT count(*) FROM entries WHERE title LIKE '%$SECRET%' OR
    teaser LIKE '%$SECRET%'")" 0 "no entry taken from the internal feed"

# Each refusal is recorded and logged in so many words.
refused=$(sql "SELECT p.url || ' ' || p.error FROM pages p
    JOIN entries e ON e.id = p.entry_id WHERE e.guid LIKE 'hostile-%'
    ORDER BY e.guid")
is "$(printf '%s\n' "$refused" | grep -c "refused: .* is a loopback address")" \
    5 "the five hostile pages are recorded as refused"
diag "$refused"
log=$(cat "$WORK/templard.log")
like "$log" "feed gazette: page $INTERNAL/secret-1.html: refused: 127\.0\.0\.1 is a loopback address" \
    "the refusal is logged with the page and the address"
like "$log" "feed gazette: page .*: refused: ::ffff:127\.0\.0\.1 is a loopback address" \
    "the IPv4-mapped form is refused as loopback"
like "$log" "feed gazette: page $HOP/hop.html: refused: 127\.0\.0\.1 is a loopback address" \
    "the redirect to 127.0.0.1 is refused"
like "$log" "feed moved: refused: 127\.0\.0\.1 is a loopback address" \
    "the feed's 301 to 127.0.0.1 is refused"

# The 301 was not persisted: the feed keeps its URL.
is "$(sql "SELECT url FROM feeds WHERE name = 'moved'")" "$HOP/moved.xml" \
    "the 301 to an internal URL is not stored as the feed's URL"
unlike "$(grep "moved permanently" "$WORK/templard.log")" "feed moved" \
    "no 'moved permanently' for that feed"

# The ordinary pages are stored and extracted, complete.
templar articles --format jsonl >"$WORK/articles.jsonl"
check_site_articles gazette 127.0.0.2 "$WORK/public" "$WORK/articles.jsonl"

# A refusal is final: the next run does not try those pages again.
lines=$(wc -l <"$WORK/templard.log")
run_templard_once
ok "second run ends without crashing (status $TEMPLARD_RC)" \
    test "$TEMPLARD_RC" -lt 124
unlike "$(sed "1,${lines}d" "$WORK/templard.log")" "feed gazette: page .*refused" \
    "the refused pages are not tried again"
is "$(requests_to 127.0.0.1)" "$PROBED" "still no request to 127.0.0.1"

# SIGHUP applies a new policy: the running daemon refuses the 301 until
# the reload allows 127.0.0.1, then follows it.
DB=$WORK/reload.db
write_config "interval = 1s" "allow_private_addresses = 127.0.0.2/31"
add_feed moved "$HOP/moved.xml"
lines=$(wc -l <"$WORK/templard.log")
start_templard
ok "daemon: the 301 is refused while 127.0.0.1 is not allowed" \
    wait_for 30 sh -c "sed '1,${lines}d' '$WORK/templard.log' |
    grep -q 'feed moved: refused: 127'"
write_config "interval = 1s" "allow_private_addresses = 127.0.0.2/31 127.0.0.1"
add_feed moved "$HOP/moved.xml"
kill -HUP "$TEMPLARD_PID"
ok "daemon: after SIGHUP allowing it, the 301 is followed" \
    wait_for 30 sh -c "grep -q 'feed moved: moved permanently' \
    '$WORK/templard.log'"
stop_templard
is "$(sql "SELECT url FROM feeds WHERE name = 'moved'")" \
    "$INTERNAL/secret-feed.xml" "daemon: the feed's new URL is stored"

# Control: with 127.0.0.1 allowed the same feeds do reach the secret, so
# the checks above would have seen a leak.
DB=$WORK/control.db
write_config "host_delay = 0.05s" "allow_private_addresses = 127.0.0.0/29"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
add_feed moved "$HOP/moved.xml"
run_templard_once
cmp_ok "$(requests_to 127.0.0.1)" -gt "$PROBED" \
    "control: with 127.0.0.1 allowed, templard does fetch from it"
cmp_ok "$(sql "SELECT count(*) FROM pages WHERE body IS NOT NULL AND
    final_url NOT LIKE 'http://127.0.0.2:%'")" -gt 0 \
    "control: and stores what it finds"
is "$(sql "SELECT url FROM feeds WHERE name = 'moved'")" \
    "$INTERNAL/secret-feed.xml" "control: and the 301 is followed for good"

done_testing

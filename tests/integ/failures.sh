#!/bin/sh
# failures.sh: bad feeds and bad pages stay the business of their own
# feed.  A refused connection, a 404 feed, an HTML page given as a feed, a
# page answering 500, a page slower than the timeout and a redirected page
# sit beside good feeds on the same hosts: the good ones are extracted in
# full, each failure is logged and shown by `templar feeds`, and the
# transient 500 is fetched again by the next run.
. "$(dirname "$0")/../lib/integ.sh"

mkdir "$WORK/site"
cp -R "$SITES/rss20/." "$WORK/site/"
mkdir "$WORK/site/moved"
mv "$WORK/site/news/2024/03/coral-survey.html" "$WORK/site/moved/"
cat >"$WORK/site/behaviour" <<'B'
status /news/2024/03/rowing-regatta.html 500 1
delay_ms /news/2024/03/bakery-award.html 5000
redirect /news/2024/03/coral-survey.html {BASE}/moved/coral-survey.html
B
start_httpd 127.0.0.2="$WORK/site" 127.0.0.3=atom
write_config "host_delay = 0.05s" "timeout = 1s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
add_feed workbench "$(site_url 127.0.0.3)/feed.xml"
add_feed dead "http://127.0.0.6:$HTTPD_PORT/feed.xml"
add_feed missing "$(site_url 127.0.0.3)/nofeed.xml"
add_feed notxml "$(site_url 127.0.0.3)/posts/oak-bench.html"

run_templard_once
ok "templard --once ends without crashing (status $TEMPLARD_RC)" \
    test "$TEMPLARD_RC" -lt 124

# The good feed on a host that also serves the bad ones: complete.
templar articles --format jsonl >"$WORK/articles.jsonl"
check_site_articles workbench 127.0.0.3 atom "$WORK/articles.jsonl"

# The gazette: every page but the 500 and the slow one; the redirected
# page is extracted from where it moved.
is "$(templar articles --feed gazette --format jsonl | grep -c .)" 5 \
    "gazette: 5 of 7 pages extracted"
like "$(templar articles --feed gazette --format jsonl)" \
    "Divers photograph each colony and measure it against a graduated rod" \
    "gazette: the redirected page is extracted"
is "$(requests_to 127.0.0.2 '^/moved/coral-survey\.html$')" 1 \
    "gazette: the redirect was followed once"
unlike "$(templar articles --feed gazette --format jsonl)" \
    "Longhaven crew wins|Bread & Butter bakery" \
    "gazette: no article from the failed pages"

# Each bad feed has its error, the good ones none.
templar feeds --format json >"$WORK/feeds.json"
is "$?" 0 "templar feeds --format json exits 0"
is "$(python3 -c '
import json, sys
fs = {f["name"]: f for f in json.load(open(sys.argv[1]))}
print(" ".join(n for n in sorted(fs) if fs[n].get("last_error")))
' "$WORK/feeds.json")" "dead missing notxml" \
    "templar feeds: an error for dead, missing and notxml only"
feeds=$(templar feeds)
for f in dead missing notxml; do
	like "$(grep -i "warn" "$WORK/templard.log")" "feed ${f}[: ]" \
	    "templard logs a warning for feed $f"
done
like "$feeds" "last error" "templar feeds text shows the errors"

# Next run: the 500 was transient and is fetched again.
run_templard_once
ok "second run ends without crashing (status $TEMPLARD_RC)" \
    test "$TEMPLARD_RC" -lt 124
is "$(requests_to 127.0.0.2 '^/news/2024/03/rowing-regatta\.html$')" 2 \
    "the page that failed with 500 is asked for again"
like "$(templar articles --feed gazette --format jsonl)" \
    "Longhaven crew wins the spring regatta in a photo finish" \
    "and extracted"
is "$(requests_to 127.0.0.2 '^/news/2024/03/ferry-timetable\.html$')" 1 \
    "good pages are not fetched again"

done_testing

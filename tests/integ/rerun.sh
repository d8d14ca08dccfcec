#!/bin/sh
# rerun.sh: a second poll of an unchanged feed is a conditional request
# (304) and fetches no page again; when the feed then gains an entry, only
# its page is fetched and it is extracted with the template already
# learned, without relearning and without duplicating anything.
. "$(dirname "$0")/../lib/integ.sh"

# A copy of the rss20 site whose feed can change under the server.
mkdir "$WORK/site"
cp -R "$SITES/rss20/." "$WORK/site/"
start_httpd 127.0.0.2="$WORK/site"
write_config "host_delay = 0.05s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"

run_templard_once
is "$TEMPLARD_RC" 0 "first run exits 0"
is "$(sql "SELECT count(*) FROM articles")" 7 "first run: 7 articles"
n1=$(grep -c . "$HTTPD_LOG")

# Unchanged feed: one conditional request, answered 304, nothing else.
run_templard_once
is "$TEMPLARD_RC" 0 "second run exits 0"
sed "1,${n1}d" "$HTTPD_LOG" >"$WORK/run2.log"
is "$(awk '$5 == "/feed.xml" { print $6 }' "$WORK/run2.log")" 304 \
    "second run: the feed is asked for conditionally (304)"
is "$(awk '$5 ~ /^\/news\//' "$WORK/run2.log" | grep -c .)" 0 \
    "second run: no page fetched again"
is "$(sql "SELECT count(*) FROM articles")" 7 "second run: still 7 articles"
is "$(sql "SELECT count(*) FROM entries")" 7 "second run: still 7 entries"
is "$(sql "SELECT count(*) FROM templates")" 1 "second run: no relearning"
n2=$(grep -c . "$HTTPD_LOG")

# The feed gains the unlisted page as its newest item.
python3 - "$WORK/site/feed.xml" <<'PY'
import sys
p = sys.argv[1]
s = open(p, encoding="utf-8").read()
item = """    <item>
      <title>Seal pups return to the inner harbour</title>
      <link>{BASE}/news/2024/03/harbour-seals.html</link>
      <description>Grey seal pups have been seen hauled out on the inner harbour slipway for the first time in twenty years.</description>
      <category>Science</category>
      <pubDate>Mon, 11 Mar 2024 06:50:00 +0000</pubDate>
      <guid isPermaLink="false">gazette-story-1007</guid>
    </item>
"""
i = s.index("    <item>")
open(p, "w", encoding="utf-8").write(s[:i] + item + s[i:])
PY
run_templard_once
is "$TEMPLARD_RC" 0 "third run exits 0"
sed "1,${n2}d" "$HTTPD_LOG" >"$WORK/run3.log"
is "$(awk '$5 == "/feed.xml" { print $6 }' "$WORK/run3.log")" 200 \
    "third run: the changed feed is fetched (200)"
is "$(awk '$5 ~ /^\/news\// { print $5 }' "$WORK/run3.log")" \
    "/news/2024/03/harbour-seals.html" "third run: only the new page fetched"
is "$(sql "SELECT count(*) FROM entries")" 8 "third run: 8 entries"
is "$(sql "SELECT count(*) FROM templates")" 1 \
    "third run: the template is reused, not relearned"

# All eight articles are right, the new one included.
cat "$WORK/site/expected.jsonl" "$WORK/site/unlisted.jsonl" \
    >"$WORK/site/all.jsonl"
templar articles --format jsonl >"$WORK/articles.jsonl"
is "$?" 0 "templar articles exits 0"
check_site_articles gazette 127.0.0.2 "$WORK/site" "$WORK/articles.jsonl" \
    all.jsonl

done_testing

#!/bin/sh
# hostholds.sh: holds where they belong.  A stranger's feed links pages on
# another feed's host that answer 403: that path is held, not the host,
# so the other feed's pages are fetched in the same run and its new
# articles at the next (a restart: nothing of it persisted against the
# host, but the path hold is: a new link under the refused path is not
# asked for after the restart).  A Retry-After of a day on one page holds its host an hour at
# most; a refused feed URL still holds its host a day, across restarts.
. "$(dirname "$0")/../lib/integ.sh"

A=$WORK/a
B=$WORK/b
C=$WORK/c
D=$WORK/d
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$A" a 1 3
cat >"$A/behaviour" <<'R'
status /private/paywalled.html 403
status /private/other.html 403
status /private/third.html 403
R
mkdir "$B" "$C" "$D"
cp -R "$SITES/rss20/." "$C/"
echo "retry-after /news/2024/03/library-archive.html 86400 1" \
    >"$C/behaviour"
cp -R "$SITES/atom/." "$D/"
echo "status /feed.xml 403" >"$D/behaviour"
start_httpd "127.0.0.2=$A" "127.0.0.3=$B" "127.0.0.4=$C" "127.0.0.5=$D"
AURL=$(site_url 127.0.0.2)
# The stranger's feed, on its own host, links two refused pages of A's.
cat >"$B/feed.xml" <<F
<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Stranger</title><link>{BASE}/</link>
<item><title>Paywalled one</title><link>$AURL/private/paywalled.html</link>
<guid>s-1</guid><description>One</description></item>
<item><title>Paywalled two</title><link>$AURL/private/other.html</link>
<guid>s-2</guid><description>Two</description></item>
</channel></rss>
F
write_config "host_delay = 0.05s"
add_feed stranger "$(site_url 127.0.0.3)/feed.xml"
add_feed owner "$AURL/feed.xml"
add_feed gazette "$(site_url 127.0.0.4)/feed.xml"
add_feed refusing "$(site_url 127.0.0.5)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "first run: templard --once exits 0"
is "$(requests_to 127.0.0.2 '^/private/')" 1 \
    "one refused page is asked for; the other under its path is held"
like "$(cat "$WORK/templard.log")" \
    "host .*127\.0\.0\.2.*: HTTP 403 on /private/paywalled\.html: access refused; no requests under /private/ for 1h" \
    "the path hold is logged"
is "$(sql "SELECT count(*) FROM hosts WHERE key LIKE '%127.0.0.2%'
    AND hold_until > strftime('%s', 'now')")" 0 \
    "no hold of the host in the hosts table"
is "$(awk '$3 == "127.0.0.2" && $5 ~ /^\/story-/ && $6 == 200' \
    "$HTTPD_LOG" | grep -c .)" 3 "the owner's three pages are fetched"
held=$(sql "SELECT hold_until - strftime('%s', 'now') FROM hosts
    WHERE key LIKE '%127.0.0.4%'")
cmp_ok "${held:-0}" -gt 3000 "a page's Retry-After of a day holds its host"
cmp_ok "${held:-99999}" -le 3600 "an hour at most ($held s)"
is "$(sql "SELECT hold_reason FROM hosts WHERE key LIKE '%127.0.0.5%'
    AND hold_until > strftime('%s', 'now') + 86000")" \
    "HTTP 403: access refused" "a refused feed URL holds its host a day"

# A restart: the owner's new article is fetched on time; the stranger's
# new link under the held path is not asked for.
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$A" a 4 1
sed -i "s|</channel>|<item><title>Paywalled three</title>\\
<link>$AURL/private/third.html</link><guid>s-3</guid>\\
<description>Three</description></item></channel>|" "$B/feed.xml"
before5=$(requests_to 127.0.0.5)
run_templard_once
is "$TEMPLARD_RC" 0 "second run: templard --once exits 0"
is "$(requests_to 127.0.0.2 '^/story-004\.html$')" 1 \
    "second run: the owner's new page is fetched"
is "$(requests_to 127.0.0.2 '^/private/')" 1 \
    "no page under the refused path is asked for, a new one included"
like "$(sql "SELECT page_error FROM entries WHERE guid = 's-3'")" \
    "^path held for .*: HTTP 403 on /private/paywalled\\.html: access refused$" \
    "the new link waits for the path hold, kept across the restart"
is "$(requests_to 127.0.0.5)" "$before5" \
    "the host whose feed was refused gets no request"
like "$(templar status)" "127\.0\.0\.5.*HTTP 403: access refused" \
    "templar status shows the held host"

done_testing

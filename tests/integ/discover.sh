#!/bin/sh
# discover.sh: templar discover URL finds a site's feeds the way a [site]
# section does, on loopback sites (tests/data/discover/sites): feeds
# announced in the page's head, a feed only at a usual path, a feed only
# reachable by crawling two links deep, a site with none (a clear "no feed
# found" after a bounded number of requests) and a robots.txt that forbids
# part of the crawl (never requested).  It changes nothing.
. "$(dirname "$0")/../lib/integ.sh"

DSITES=$TEST_DATA/discover/sites
start_httpd 127.0.0.2="$DSITES/head" 127.0.0.3="$DSITES/common" \
    127.0.0.4="$DSITES/deep" 127.0.0.5="$DSITES/none" \
    127.0.0.6="$DSITES/robots" 127.0.0.8="$DSITES/none"
write_config "host_delay = 0.05s"

# discover ARG...: templar discover; $OUT, $ERR and $RC say what it did.
# Every stderr is kept in discover.err, which done_testing checks for
# sanitizer reports.
discover() {
	templar discover "$@" >"$WORK/out" 2>"$WORK/last.stderr"
	RC=$?
	OUT=$(cat "$WORK/out")
	ERR=$(cat "$WORK/last.stderr")
	cat "$WORK/last.stderr" >>"$WORK/discover.err"
}

# paths HOST: the paths HOST was asked for, one a line.
paths() {
	awk -v host="$1" '$3 == host { print $5 }' "$HTTPD_LOG"
}

H=$(site_url 127.0.0.2)
discover "$H/"
is "$RC" 0 "head: feeds found, status 0"
like "$OUT" "^rss +link-alternate +$H/news/feed.xml +Head News\$" \
    "head: the RSS feed of <link rel=alternate>, with its title"
like "$OUT" "^jsonfeed +link-alternate +$H/news/feed.json +Head News JSON\$" \
    "head: the JSON Feed of <link rel=alternate>"
is "$(echo "$OUT" | grep -c .)" 2 "head: two feeds (the missing one left out)"
unlike "$(paths 127.0.0.2)" "^/rss.xml|^/feed\$" \
    "head: nothing asked beyond the announced feeds"
is "$(paths 127.0.0.2 | head -n 1)" /robots.txt \
    "head: robots.txt before anything else"

discover --format json "$H/"
is "$RC" 0 "head --format json: status 0"
got=$(printf '%s' "$OUT" | python3 -c '
import json, sys
for f in json.load(sys.stdin):
    print(f["format"], f["found_by"], f["url"], f["title"], f["found_on"])
' 2>&1)
like "$got" "^rss link-alternate $H/news/feed.xml Head News $H/\$" \
    "head --format json: url, format, title, found_by, found_on"

discover "$H/news/feed.xml"
is "$RC" 0 "self: a feed URL is its own feed"
like "$OUT" "^rss +self +$H/news/feed.xml" "self: found by self"

C=$(site_url 127.0.0.3)
discover "$C/"
is "$RC" 0 "common path: found, status 0"
like "$OUT" "^atom +common-path +$C/feed +Common Atom\$" \
    "common path: an Atom feed at /feed, served as text/html"
unlike "$(paths 127.0.0.3)" "^/rss" \
    "common path: the first usual path that answers ends the search"

D=$(site_url 127.0.0.4)
discover --depth 1 "$D/"
is "$RC" 1 "deep, --depth 1: the feed is out of reach"
discover "$D/"
is "$RC" 0 "deep: found by crawling, status 0"
like "$OUT" "^rss +crawl +$D/hidden/stream.xml +Deep Stream\$" \
    "deep: the feed two links away, found by crawl"
unlike "$(paths 127.0.0.4)" "logo.png|elsewhere" \
    "deep: no files and no other hosts crawled"

N=$(site_url 127.0.0.5)
discover --depth 5 --pages 5 "$N/"
is "$RC" 1 "none: status 1"
like "$ERR" "no feed found at $N/" "none: says no feed found"
is "$OUT" "" "none: prints no feed"
n=$(requests_to 127.0.0.5)
cmp_ok "$n" -le 19 "none, --pages 5: at most 19 requests ($n)"
cmp_ok "$(requests_to 127.0.0.5 '^/docs/')" -le 5 \
    "none, --pages 5: at most 5 pages crawled"
N2=$(site_url 127.0.0.8)
discover "$N2/"
is "$RC" 1 "none, default limits: status 1"
n=$(requests_to 127.0.0.8)
cmp_ok "$n" -le 44 "none, default limits: a bounded crawl ($n requests)"
assert_min_gap "$HTTPD_LOG" 127.0.0.8 50

R=$(site_url 127.0.0.6)
discover "$R/"
is "$RC" 1 "robots: no feed found (it is behind a Disallow)"
like "$(paths 127.0.0.6)" "^/robots.txt\$" "robots: robots.txt asked"
like "$(paths 127.0.0.6)" "^/public/\$" "robots: the allowed part crawled"
unlike "$(paths 127.0.0.6)" "^/private" "robots: nothing disallowed asked"

discover
is "$RC" 2 "no URL: usage, status 2"
discover --depth 9 "$H/"
is "$RC" 2 "--depth 9: usage, status 2"
discover http://127.0.0.7:1/
is "$RC" 1 "unreachable site: status 1"
like "$ERR" "127\.0\.0\.7" "unreachable site: named in the message"

not_ok "discover creates no database" test -e "$DB"
done_testing

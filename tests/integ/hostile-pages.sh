#!/bin/sh
# hostile-pages.sh: a feed whose entries link to the pages of a hostile
# server, beside an ordinary feed: a page with 300 KB of headers, a redirect loop, a page that trickles and one that
# never ends (past the timeout), a page that inflates to 64 MB, a page
# nested 100,000 deep, and a 512 KB robots.txt that disallows one page.
# templard ends; the ordinary feed is extracted in full; each hostile
# page is logged and nothing of it stored; the permanent failures are not
# tried again by the next run.  The binaries are hostile-binaries.sh's.
. "$(dirname "$0")/../lib/integ.sh"

H=$WORK/hostile
mkdir "$H"
{
	cat <<'X'
<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Hostile pages</title>
<link>{BASE}/</link><description>Entries linking to hostile pages</description>
X
	for p in headers loop-a slow endless inflate deep private; do
		printf '<item><title>Hostile %s</title>' "$p"
		printf '<link>{BASE}/%s.html</link>' "$p"
		printf '<guid isPermaLink="false">%s</guid></item>\n' "$p"
	done
	echo '</channel></rss>'
} >"$H/feed.xml"
cat >"$H/behaviour" <<'B'
huge_headers /headers.html 300K
redirect /loop-a.html {BASE}/loop-b.html 302
redirect /loop-b.html {BASE}/loop-a.html 302
trickle /slow.html 200
endless /endless.html
gzip_bomb /inflate.html 64M
B
for p in headers slow private; do
	printf '<html><body><p>%s: %s</p></body></html>\n' "$p" \
	    "$(awk 'BEGIN { for (i = 0; i < 400; i++) printf "words " }')" \
	    >"$H/$p.html"
done
printf '<html><head><title>Endless</title></head><body>\n' >"$H/endless.html"
sh "$TOP_SRCDIR/tests/lib/mkhostile.sh" deep "$H/deep.html"
sh "$TOP_SRCDIR/tests/lib/mkhostile.sh" robots "$H/robots.txt"

start_httpd 127.0.0.2=rss20 127.0.0.3="$H"
write_config "host_delay = 0.05s" "timeout = 3s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
add_feed hostile "$(site_url 127.0.0.3)/feed.xml"

run_templard_measured
check_measured_run "the hostile pages"

templar articles --format jsonl >"$WORK/articles.jsonl"
check_site_articles gazette 127.0.0.2 rss20 "$WORK/articles.jsonl"

log=$(grep -E "feed hostile" "$WORK/templard.log")
# stored NAME: the page body and article kept for NAME.html, in bytes.
stored() {
	sql "SELECT coalesce(sum(length(p.body)), 0) +
	    coalesce(sum(length(a.body_text)), 0)
	    FROM entries e LEFT JOIN pages p ON p.entry_id = e.id
	    LEFT JOIN articles a ON a.entry_id = e.id
	    WHERE e.url LIKE '%/$1.html'"
}

# A page that inflates past max_page_size.
like "$log" "inflate\.html.*(larger than|too large)" \
    "a page inflating to 64 MB is logged as too large"
is "$(stored inflate)" 0 "nothing of it is stored"

# Too much header, a redirect loop, too slow, never ending.
like "$log" "headers\.html.*header" "300 KB of headers are logged as such"
is "$(stored headers)" 0 "nothing of that page is stored"
like "$log" "loop-a\.html.*redirect" "a redirect loop is logged"
is "$(stored loop-a)" 0 "nothing of the loop is stored"
cmp_ok "$(requests_to 127.0.0.3 '^/loop-')" -le 25 \
    "the loop is followed a bounded number of times"
like "$log" "slow\.html.*(timed out|timeout|Timeout)" \
    "a trickling page is cut at the timeout"
like "$log" "endless\.html.*(timed out|timeout|Timeout)" \
    "an endless page is cut at the timeout"
is "$(stored slow)$(stored endless)" 00 \
    "nothing of the slow nor the endless page is stored"

# The deep page is read without harm; robots.txt still counts.
cmp_ok "$(sql "SELECT body_size FROM pages WHERE url LIKE '%/deep.html'")" \
    -gt 1000000 "the page nested 100,000 deep is fetched and stored"
is "$(requests_to 127.0.0.3 '^/private\.html')" 0 \
    "a 512 KB robots.txt: its Disallow is obeyed"

# The next run tries again what may heal, not what cannot.
n_loop=$(requests_to 127.0.0.3 '^/loop-')
n_head=$(requests_to 127.0.0.3 '^/headers\.html')
run_templard_once
is "$TEMPLARD_RC" 0 "a second templard --once exits 0"
is "$(requests_to 127.0.0.3 '^/loop-')" "$n_loop" \
    "too many redirects is final: not tried again"
is "$(requests_to 127.0.0.3 '^/headers\.html')" "$n_head" \
    "oversized headers are final: not tried again"

done_testing

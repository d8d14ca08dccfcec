#!/bin/sh
# hostile-rows.sh: a feed whose three newest entries link to pages of
# 300,000 small table rows (13 MB each, under max_page_size, 900,000
# elements), beside an ordinary feed, in one templard --once under a 1 GB
# address-space cap (ulimit -v); before the node budget, learning parsed
# them all at once.  Each is over the budget: refused while parsed,
# logged for its feed and set aside for good; templard ends under 256 MB
# resident, learning included; the ordinary feed and the feed's other
# pages are extracted; the next run does not read the pages again.
. "$(dirname "$0")/../lib/integ.sh"

H=$WORK/rows
cp -R "$TEST_DATA/sites/rss20" "$H"
sh "$TOP_SRCDIR/tests/lib/mkhostile.sh" rows "$H/news/rows1.html"
cp "$H/news/rows1.html" "$H/news/rows2.html"
cp "$H/news/rows1.html" "$H/news/rows3.html"
awk '{ print }
/<ttl>/ {
	for (i = 1; i <= 3; i++) {
		print "<item><title>The ledger, part " i "</title>"
		print "<link>{BASE}/news/rows" i ".html</link>"
		print "<description>Every row of the ledger.</description>"
		print "<guid isPermaLink=\"false\">ledger-rows-" i "</guid></item>"
	}
}' "$TEST_DATA/sites/rss20/feed.xml" >"$H/feed.xml"

start_httpd 127.0.0.2=rss20 127.0.0.3="$H"
write_config "host_delay = 0.05s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
add_feed rows "$(site_url 127.0.0.3)/feed.xml"

# 1 GB of address space, as a unit's cap would give it (not under
# AddressSanitizer, whose shadow memory alone is more).
is_sanitized || ulimit -v $((1024 * 1024))
run_templard_measured
check_measured_run "three pages of 300,000 rows"

size=$(wc -c <"$H/news/rows1.html" | tr -d ' ')
for i in 1 2 3; do
	is "$(sql "SELECT body_size FROM pages WHERE url LIKE '%/rows$i.html'")" \
	    "$size" "rows$i: the page of 300,000 rows is fetched and stored"
	like "$(grep "rows$i\.html" "$WORK/templard.log")" \
	    "feed rows: page .*rows$i\.html: page refused: more than 100000 elements" \
	    "rows$i: its feed logs it as over the node budget"
	like "$(sql "SELECT not_article FROM pages
	    WHERE url LIKE '%/rows$i.html'")" \
	    "node budget" "rows$i: it is set aside for good"
	is "$(sql "SELECT count(*) FROM articles a JOIN entries e
	    ON e.id = a.entry_id WHERE e.url LIKE '%/rows$i.html'")" 0 \
	    "rows$i: it gets no article"
done

templar articles --format jsonl >"$WORK/articles.jsonl"
check_site_articles gazette 127.0.0.2 rss20 "$WORK/articles.jsonl"
cmp_ok "$(sql "SELECT count(*) FROM articles a JOIN entries e
    ON e.id = a.entry_id JOIN feeds f ON f.id = e.feed_id
    WHERE f.name = 'rows'")" -ge 4 "the feed's other pages are extracted"

# A restart does not read it again: no crash loop from one page.
n=$(grep -c 'rows[123]\.html.*node budget' "$WORK/templard.log")
run_templard_measured
check_measured_run "the restart"
is "$(grep -c 'rows[123]\.html.*node budget' "$WORK/templard.log")" "$n" \
    "the next run does not parse the pages again"

done_testing

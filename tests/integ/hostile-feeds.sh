#!/bin/sh
# hostile-feeds.sh: the feed bombs of a hostile server beside an ordinary
# feed, in one templard --once: a feed that inflates to 64 MB under
# Content-Encoding gzip, the same under zstd, one sent as raw gzip
# without Content-Encoding (24 MB once inflated: past max_feed_size),
# billion laughs and external entities (XXE).  templard ends in bounded
# memory, the ordinary feed's pages are fetched and extracted, each bomb
# is logged, and nothing is taken from the oversized feeds nor from the
# entities.  The time is printed, not checked (bench/hostile measures).
. "$(dirname "$0")/../lib/integ.sh"

H=$WORK/hostile
mkdir "$H"
cp "$TEST_DATA/hostile/"* "$H/"
for f in gz zs raw; do
	cp "$H/bomb.xml" "$H/$f.xml"
done
cat >"$H/behaviour" <<'B'
gzip_bomb /gz.xml 64M
zstd_bomb /zs.xml 64M
raw_gzip /raw.xml 24M
B
start_httpd 127.0.0.2=rss20 127.0.0.3="$H"
write_config "host_delay = 0.05s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
for f in gz zs raw; do
	add_feed "${f}bomb" "$(site_url 127.0.0.3)/$f.xml"
done
add_feed laughs "$(site_url 127.0.0.3)/laughs.xml"
add_feed xxe "$(site_url 127.0.0.3)/xxe.xml"

run_templard_measured
check_measured_run "the feed bombs"

# The ordinary feed, in full.
templar articles --format jsonl >"$WORK/articles.jsonl"
check_site_articles gazette 127.0.0.2 rss20 "$WORK/articles.jsonl"

log=$(cat "$WORK/templard.log")
entries() {
	sql "SELECT count(*) FROM entries e JOIN feeds f ON f.id = e.feed_id
	    WHERE f.name = '$1'"
}
for f in gz zs; do
	is "$(entries ${f}bomb)" 0 "${f}bomb: no entry from the oversized feed"
	like "$log" "feed ${f}bomb.*(larger than|too large|max_feed_size)" \
	    "${f}bomb: logged as too large"
	like "$(sql "SELECT last_error FROM feeds WHERE name = '${f}bomb'")" \
	    "larger than|too large" "${f}bomb: the feed's error says so"
done
is "$(entries rawbomb)" 0 "rawbomb: no entry from raw gzip past max_feed_size"
like "$log" "feed rawbomb.*(larger than|too large|max_feed_size)" \
    "rawbomb: logged as too large"
is "$(requests_to 127.0.0.3 '^/(bomb|laughs|xxe)-entry')" "$(
    sql "SELECT count(*) FROM entries WHERE url LIKE '%-entry.html'")" \
    "no page is fetched for an entry that was not taken"

# Billion laughs: nothing expanded into what is stored.
is "$(sql "SELECT count(*) FROM entries WHERE
    length(coalesce(title, '')) + length(coalesce(teaser, '')) +
    length(coalesce(content, '')) > 100000")" 0 \
    "billion laughs: no entry holds the expansion"
unlike "$(sql "SELECT title FROM entries")" "(lol){100}" \
    "billion laughs: no title holds it either"

# XXE: no file read, no internal URL fetched, nothing of them stored.
is "$(requests_to 127.0.0.3 '^/xxe-(secret|remote)')" 0 \
    "xxe: the external entities are not fetched"
stored=$(sql "SELECT coalesce(title, '') || coalesce(teaser, '') ||
    coalesce(content, '') FROM entries" 2>&1; templar articles --format jsonl)
unlike "$stored" "root:.*:0:0:|XXE-SECRET" \
    "xxe: nothing of /etc/passwd or the internal page is stored"

done_testing

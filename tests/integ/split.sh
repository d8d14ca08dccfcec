#!/bin/sh
# split.sh: articles over several pages.  A three-page article is stored
# joined, its pages in order, as one article; a page robots.txt
# disallows is never requested, and the article says where it goes on; a
# page that leads back to the first (a loop) ends the following; a
# single-page version is fetched instead of the pages; the blog's "Next
# post" link is never followed; 20 pages are joined at most; a feed's
# next_page_xpath is followed where the pagination says nothing; retention drops the further pages'
# bodies with the first page's.
. "$(dirname "$0")/../lib/integ.sh"

S=$WORK/s
O=$WORK/o
python3 "$TOP_SRCDIR/tests/lib/mksplit.py" "$S"
python3 "$TOP_SRCDIR/tests/lib/mksplit.py" --onward "$O"
start_httpd "127.0.0.2=$S" "127.0.0.3=$O"
write_config "host_delay = 0.01s" "learn_entries = 3"
add_feed s "$(site_url 127.0.0.2)/feed.xml"
add_feed o "$(site_url 127.0.0.3)/feed.xml" \
    "next_page_xpath = //a[@class='onward']"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"

body() {
	templar articles --feed "${FEED:-s}" --format jsonl |
	    python3 -c 'import json, sys
for l in sys.stdin:
    a = json.loads(l)
    if a["url"].endswith(sys.argv[1]):
        print(a.get("body") or "")' "$1"
}
# The pages an article holds, in the order it holds them: S1P1 S1P2 ...
pages_of() {
	body "$1" | grep -o 'S[0-9]*P[0-9]*:' | uniq | tr -d ':' | tr '\n' ' ' |
	    sed 's/ $//'
}

is "$(sql "SELECT count(*) FROM entries e JOIN feeds f ON f.id = e.feed_id
    WHERE f.name = 's'")" 7 "seven entries"
is "$(sql "SELECT count(*) FROM articles a JOIN entries e ON e.id = a.entry_id
    JOIN feeds f ON f.id = e.feed_id WHERE f.name = 's'")" 7 \
    "one article each"
is "$(pages_of story-001.html)" "S1P1 S1P2 S1P3" \
    "a three-page article is joined, its pages in order"
is "$(requests_to 127.0.0.2 '^/story-001-[23]\.html$')" 2 \
    "each further page is requested once"
is "$(sql "SELECT count(*) FROM page_parts p JOIN entries e
    ON e.id = p.entry_id WHERE e.url LIKE '%story-001.html'
    AND p.body IS NOT NULL AND p.body_encoding = 'zlib'")" 2 \
    "and stored compressed"
is "$(requests_to 127.0.0.2 '^/story-002-3\.html$')" 0 \
    "a page robots.txt disallows is never requested"
is "$(pages_of story-002.html)" "S2P1 S2P2" "the pages before it are joined"
like "$(body story-002.html)" "Continued at http://.*/story-002-3\.html" \
    "and the article says where it goes on"
is "$(pages_of story-003.html)" "S3P1" \
    "a page leading back to the first ends the following"
is "$(requests_to 127.0.0.2 '^/story-003-2\.html$')" 1 "after one request"
is "$(requests_to 127.0.0.2 '^/story-099\.html$')" 0 \
    "the blog's next post is never followed"
is "$(pages_of story-004.html)" "S4P1" "a one-page article stays one page"
is "$(requests_to 127.0.0.2 '^/story-006_all\.html$')" 1 \
    "a single-page version is fetched"
is "$(requests_to 127.0.0.2 '^/story-006-2\.html$')" 0 \
    "instead of the further pages"
is "$(pages_of story-006.html)" "S6P1 S6P2" "and stands for the article"
is "$(pages_of story-007.html | wc -w)" 20 "20 pages are joined at most"
like "$(body story-007.html)" "Continued at http://.*/story-007-21\.html" \
    "and the article says where it goes on"
is "$(requests_to 127.0.0.2 '^/story-007-2[12]\.html$')" 0 \
    "the pages beyond are not asked for"

# A feed's next_page_xpath finds what the pagination alone would not.
is "$(FEED=o pages_of story-012.html)" "S12P1 S12P2" \
    "next_page_xpath: the page its link names is joined"
is "$(requests_to 127.0.0.3 '^/onward-')" 3 "one further page an article"

# Retention: the further pages' bodies go with the first page's.
sqlite3 -batch "$DB" "UPDATE pages SET body = NULL, body_dropped_at = 1
    WHERE entry_id = (SELECT id FROM entries
    WHERE url LIKE '%/story-001.html')"
is "$(sql "SELECT count(*) FROM page_parts p JOIN entries e
    ON e.id = p.entry_id WHERE e.url LIKE '%/story-001.html'
    AND p.body IS NOT NULL")" 0 \
    "dropping a page's body drops its further pages' bodies"
is "$(sql "SELECT count(*) FROM page_parts WHERE body IS NOT NULL")" 25 \
    "and no other's"

done_testing

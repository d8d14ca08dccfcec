#!/bin/sh
# pending.sh: a feed is served before its template exists.  The site's
# pages answer slowly (testhttpd's delay_ms), so that templard has the
# feed's entries long before it has learn_entries pages: meanwhile
# /feeds/NAME.atom, .rss and .json carry the source's own entries with
# their teasers, each marked "Full text pending" (the JSON Feed item with
# "_templar": {"full_text_pending": true}), with the entry's link and
# date; the feed page lists them; `templar status`, /api/status and the
# status page say "learning: N of M pages fetched".  Once the articles
# are extracted the same ids carry the full text, marked no more, and
# `templar templates` names the article ids and URLs learned from.
. "$(dirname "$0")/../lib/integ.sh"

/usr/bin/python3 -c 'import feedparser' 2>/dev/null ||
    skip_all "no python3-feedparser (scripts/deps.sh installs it)"
command -v curl >/dev/null || skip_all "no curl"

# rss20 with every page answered after 1.5 s: 5 pages take 7.5 s at least
cp -R "$SITES/rss20" "$WORK/slow" || bail "cannot copy the site"
for p in "$WORK"/slow/news/2024/03/*.html; do
	echo "delay_ms /news/2024/03/${p##*/} 1500"
done >"$WORK/slow/behaviour"
npages=$(grep -c '<item>' "$WORK/slow/feed.xml")
start_httpd 127.0.0.2="$WORK/slow"
PORT=$(python3 -c 'import socket; s = socket.socket()
s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
TOKEN=pending-secret
write_config "host_delay = 0.02s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml" "interval = 30m"
printf '[http]\nlisten = %s\ntoken = %s\n' "$PORT" "$TOKEN" >>"$CONF"
start_templard
URL=http://127.0.0.1:$PORT
get() {
	curl -s -H "Authorization: Bearer $TOKEN" "$URL$1"
}

wait_for 20 sh -c "[ \$(sqlite3 -readonly '$DB' \
    'SELECT count(*) FROM entries' 2>/dev/null || echo 0) -ge $npages ]" ||
    bail "templard stored no entries"
for ext in atom rss json; do
	get "/feeds/gazette.$ext" >"$WORK/pending.$ext"
done
get /feeds/gazette >"$WORK/pending.html"
get /api/status >"$WORK/status.json"
get / >"$WORK/status.html"
templar status >"$WORK/status.txt" 2>&1
# the premise: all of that was answered before the template existed
is "$(sql "SELECT count(*) FROM templates")" 0 \
    "the feed was served before its template was learned"

# read_feed FILE: per entry "id|link|dated|pending|title", pending 1 when
# the content says so, then "bozo N"; Atom and RSS as feedparser reads
# them, JSON Feed (which it does not read) with json.
read_feed() {
	/usr/bin/python3 -c '
import html, json, sys, feedparser
def out(i, link, dated, c, t):
    print("%s|%s|%s|%d|%s" % (i, link, dated, "Full text pending" in c, t))
if sys.argv[1].endswith(".json"):
    for e in json.load(open(sys.argv[1]))["items"]:
        out(e["id"], e.get("url"), "date_published" in e,
            e.get("content_html", ""), e.get("title"))
    print("bozo 0")
    sys.exit(0)
d = feedparser.parse(open(sys.argv[1], "rb").read())
for e in d.entries:
    t = e.get("title")
    # a title read as HTML (RSS: escaped twice) is shown as its text
    if t is not None and e.title_detail.type == "text/html":
        t = html.unescape(t)
    out(e.id, e.get("link"), e.get("published_parsed") is not None,
        e.content[0].value if "content" in e else "", t)
print("bozo %d" % d.bozo)
' "$1"
}
for ext in atom rss json; do
	read_feed "$WORK/pending.$ext" >"$WORK/pending.$ext.txt"
	is "$(grep -c '|1|' "$WORK/pending.$ext.txt")" "$npages" \
	    ".$ext: every entry, marked full text pending"
	is "$(tail -n 1 "$WORK/pending.$ext.txt")" "bozo 0" \
	    ".$ext: read with no error"
	like "$(cat "$WORK/pending.$ext.txt")" \
	    "urn:templar:entry:[0-9a-f]{16}\\|http://127.0.0.2:$HTTPD_PORT/news/2024/03/bakery-award.html\\|True\\|1\\|Bread & Butter bakery" \
	    ".$ext: the entry's id, link, date and title"
done
like "$(cat "$WORK/pending.atom")" \
    "sourdough and saffron buns" "the teaser is served"
is "$(/usr/bin/python3 -c '
import sys, json
j = json.load(open(sys.argv[1]))
print(sum(1 for i in j["items"]
    if i.get("_templar", {}).get("full_text_pending") is True))
' "$WORK/pending.json")" "$npages" \
    "JSON Feed: every item has _templar.full_text_pending"
like "$(cat "$WORK/pending.html")" "Full text pending" \
    "the feed page lists the entries, pending"
unlike "$(cat "$WORK/pending.html")" "No articles yet" \
    "the feed page is not empty"
like "$(cat "$WORK/status.txt")" \
    "gazette: learning: [0-9] of 5 pages fetched" \
    "templar status: learning: N of M pages fetched"
like "$(cat "$WORK/status.html")" "learning: [0-9] of 5 pages fetched" \
    "the status page: learning: N of M pages fetched"
is "$(python3 -c '
import sys, json
l = json.load(open(sys.argv[1]))["learning"]
print(l[0]["feed"], l[0]["wanted"], 0 <= l[0]["pages"] <= 5)
' "$WORK/status.json")" "gazette 5 True" "/api/status: learning"

# later: the articles, under the same ids, marked no more
wait_for 90 articles_at_least "$npages" ||
    diag "only $(sql "SELECT count(*) FROM articles") articles"
for ext in atom rss json; do
	get "/feeds/gazette.$ext" >"$WORK/full.$ext"
	read_feed "$WORK/full.$ext" >"$WORK/full.$ext.txt"
	is "$(grep -c '|0|' "$WORK/full.$ext.txt")" "$npages" \
	    ".$ext: full text later, marked pending no more"
	is "$(cut -d'|' -f1 "$WORK/full.$ext.txt" | sort)" \
	    "$(cut -d'|' -f1 "$WORK/pending.$ext.txt" | sort)" \
	    ".$ext: the articles keep the pending entries' ids"
done
is "$(/usr/bin/python3 -c '
import sys, feedparser
d = feedparser.parse(open(sys.argv[1], "rb").read())
print(min(len(e.content[0].value) for e in d.entries))
' "$WORK/full.atom" | awk '{ print ($1 > 400) }')" 1 \
    "the articles carry their whole body"
templar status >"$WORK/status2.txt" 2>&1
unlike "$(cat "$WORK/status2.txt")" "learning:" \
    "templar status: learning no more once the template is in"

# template history: article ids and URLs, not entry ids
templar templates >"$WORK/templates.txt"
like "$(cat "$WORK/templates.txt")" \
    "article [0-9]+  http://127.0.0.2:$HTTPD_PORT/news/2024/03/" \
    "templar templates names the articles and URLs learned from"
unlike "$(cat "$WORK/templates.txt")" "learned from entries" \
    "templar templates shows no entry ids"
first=$(sed -n 's/^ *article \([0-9]*\)  .*/\1/p' "$WORK/templates.txt" |
    head -n 1)
url=$(sed -n 's/^ *article [0-9]*  //p' "$WORK/templates.txt" | head -n 1)
like "$(templar show "$first")" "$url" \
    "templar show reads the article the history names"
is "$(templar templates --format json | python3 -c '
import sys, json
t = json.load(sys.stdin)[0]
print(len(t["learned_pages"]) == len(t["learned_from"]),
    all(p["article"] and p["url"] for p in t["learned_pages"]))')" \
    "True True" "templar templates --format json: learned_pages"

stop_templard
done_testing

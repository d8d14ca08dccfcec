#!/bin/sh
# reader.sh: what a reader gets of templard's feeds and pages.  A site of
# 60 dated stories, its feed titled "The Harbour Gazette - Latest news"
# and linking to its home page: the served feeds are titled so (templar's
# "full text" in their subtitle) and link to the site, as /opml's htmlUrl
# does; their item ids are the entries' own (the guid, else the link),
# the same after the database is built again; they come 50 items a page
# (?page=2), the first linking to the next (Atom and RSS rel="next",
# JSON Feed next_url).  newsboat subscribed through /opml shows the
# source's title and every story's own date.  The HTML pages: /articles
# lists the newest articles of every feed a page at a time (and / links
# to it), every page carries <link rel="alternate"> to the feeds, an
# article shows its reading time and its newer and older neighbours, the
# CSS has a dark scheme, and no page holds a script.
. "$(dirname "$0")/../lib/integ.sh"

/usr/bin/python3 -c 'import feedparser' 2>/dev/null ||
    skip_all "no python3-feedparser (scripts/deps.sh installs it)"
command -v curl >/dev/null || skip_all "no curl"
command -v newsboat >/dev/null ||
    bail "no newsboat (scripts/deps.sh installs it)"

N=60
# the site: stories from one page of rss20, each its own words and date;
# even ones with a guid that is no URL, odd ones with none (their link
# is their id)
mkdir -p "$WORK/site/news" || bail "cannot make the site"
python3 - "$SITES/rss20/news/2024/03/bakery-award.html" "$WORK/site" "$N" <<'PY' ||
import sys, time
src, out, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
page = open(src, encoding="utf-8").read()
head, rest = page.split('<div class="story-body">', 1)
body, tail = rest.split("</div>", 1)
words = ("harbour ferry tide gull rope anchor sail keel mast buoy quay "
         "net crab lamp pier dune reef cove cliff shell").split()
items = []
for i in range(n):
    t = 1710072000 - i * 86400
    title = "Story %d of the %s" % (i, words[i % len(words)])
    text = "".join("<p>%s</p>\n" % " ".join(
        words[(i * 7 + j * 3 + k) % len(words)] for k in range(40 + i))
        for j in range(3 + i % 4))
    p = head.replace("Bread &amp; Butter bakery named best in the county",
                     title)
    open("%s/news/s%d.html" % (out, i), "w", encoding="utf-8").write(
        p + '<div class="story-body">\n' + text + "</div>" + tail)
    guid = ("<guid isPermaLink=\"false\">gazette-%d</guid>" % i
            if i % 2 == 0 else "")
    items.append("<item><title>%s</title><link>{BASE}/news/s%d.html</link>"
                 "<pubDate>%s</pubDate>%s</item>" % (title, i,
                 time.strftime("%a, %d %b %Y %H:%M:%S +0000", time.gmtime(t)),
                 guid))
open(out + "/feed.xml", "w").write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel>'
    "<title>The Harbour Gazette - Latest news</title><link>{BASE}/</link>"
    "<description>News from Longhaven</description>\n"
    + "\n".join(items) + "\n</channel></rss>\n")
open(out + "/dates", "w").write(
    "\n".join(str(1710072000 - i * 86400) for i in range(n)) + "\n")
PY
    bail "cannot write the site"

start_httpd 127.0.0.2="$WORK/site"
SITE=$(site_url 127.0.0.2)
PORT=$(python3 -c 'import socket; s = socket.socket()
s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
write_config "host_delay = 0.01s"
add_feed gazette "$SITE/feed.xml" "interval = 30m"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"
is "$(sql "SELECT count(*) FROM articles")" "$N" "every story extracted"
is "$(sql "SELECT title || '|' || link FROM feeds")" \
    "The Harbour Gazette - Latest news|$SITE/" \
    "the feed's own title and site stored"
printf '[http]\nlisten = %s\n' "$PORT" >>"$CONF"
start_templard
URL=http://127.0.0.1:$PORT
wait_for 20 sh -c "curl -s -o /dev/null $URL/" ||
    bail "templard does not answer on $URL"
get() {
	curl -s -o "$2" -w '%{http_code}' "$URL$1"
}

# ---- the feeds ----
for ext in atom rss json; do
	is "$(get "/feeds/gazette.$ext" "$WORK/p1.$ext")" 200 ".$ext: 200"
	is "$(get "/feeds/gazette.$ext?page=2" "$WORK/p2.$ext")" 200 \
	    ".$ext?page=2: 200"
done
# read_feed FILE: title|link|subtitle|next, then the items' ids
read_feed() {
	/usr/bin/python3 -c '
import json, sys, feedparser
f = sys.argv[1]
if f.endswith(".json"):
    d = json.load(open(f))
    print("%s|%s|%s|%s" % (d["title"], d.get("home_page_url"),
        d.get("description"), d.get("next_url")))
    for e in d["items"]:
        print(e["id"])
    sys.exit(0)
d = feedparser.parse(open(f, "rb").read())
nxt = [l["href"] for l in d.feed.get("links", []) if l.get("rel") == "next"]
print("%s|%s|%s|%s" % (d.feed.title, d.feed.link,
    d.feed.get("subtitle"), nxt[0] if nxt else None))
for e in d.entries:
    print(e.id)
' "$1"
}
for ext in atom rss json; do
	read_feed "$WORK/p1.$ext" >"$WORK/p1.$ext.txt"
	read_feed "$WORK/p2.$ext" >"$WORK/p2.$ext.txt"
	head1=$(head -n 1 "$WORK/p1.$ext.txt")
	is "${head1%%|*}" "The Harbour Gazette - Latest news" \
	    ".$ext: titled as the source titles itself"
	rest=${head1#*|}
	is "${rest%%|*}" "$SITE/" ".$ext: links to the site's home page"
	like "$rest" '\|Full text of ' ".$ext: full text said in the subtitle"
	is "${head1##*|}" "$URL/feeds/gazette.$ext?page=2" \
	    ".$ext: page 1 links to page 2"
	is "$(head -n 1 "$WORK/p2.$ext.txt" | sed 's/.*|//')" None \
	    ".$ext: page 2 is the last"
	is "$(($(wc -l <"$WORK/p1.$ext.txt") - 1))" 50 ".$ext: 50 items a page"
	is "$(($(wc -l <"$WORK/p2.$ext.txt") - 1))" $((N - 50)) \
	    ".$ext: the rest on page 2"
	tail -n +2 "$WORK/p1.$ext.txt" >"$WORK/ids.$ext"
	tail -n +2 "$WORK/p2.$ext.txt" >>"$WORK/ids.$ext"
	is "$(sort -u "$WORK/ids.$ext" | wc -l)" "$N" \
	    ".$ext: every story once over the pages"
done
is "$(grep -c "^$SITE/news/s[0-9]*\.html$" "$WORK/ids.json")" $((N / 2)) \
    "an entry without a guid has its link as id"
is "$(grep -c '^urn:templar:entry:[0-9a-f]\{16\}$' "$WORK/ids.json")" \
    $((N / 2)) "an entry whose guid is no URL has a URN of it"
is "$(get "/feeds/gazette.atom?page=0" "$WORK/bad")" 400 "?page=0: 400"
is "$(get "/feeds/gazette.atom?page=x" "$WORK/bad")" 400 "?page=x: 400"

# ---- /opml ----
is "$(get /opml "$WORK/opml")" 200 "/opml: 200"
like "$(cat "$WORK/opml")" "htmlUrl=\"$SITE/\"" "/opml: htmlUrl is the site"
like "$(cat "$WORK/opml")" 'text="The Harbour Gazette - Latest news"' \
    "/opml: the outline named as the source names itself"

# ---- newsboat ----
NB=$WORK/newsboat
mkdir -p "$NB"
: >"$NB/urls"
: >"$NB/config"
nb() {
	HOME=$NB timeout 120 newsboat -u "$NB/urls" -c "$NB/cache.db" \
	    -C "$NB/config" "$@" >"$NB/out" 2>&1
}
ok "newsboat imports /opml" nb -i "$WORK/opml"
ok "newsboat reloads the feed" nb -x reload
is "$(sqlite3 "$NB/cache.db" "SELECT title FROM rss_feed")" \
    "The Harbour Gazette - Latest news" "newsboat shows the source's title"
sqlite3 "$NB/cache.db" "SELECT pubDate FROM rss_item ORDER BY pubDate DESC" \
    >"$NB/dates"
sort -rn "$WORK/site/dates" | head -n 50 >"$WORK/dates50"
if cmp -s "$NB/dates" "$WORK/dates50"; then
	pass "newsboat dates every story as the source does"
else
	fail "newsboat dates every story as the source does" \
	    "$(diff "$NB/dates" "$WORK/dates50" | head)"
fi

# ---- the pages ----
is "$(get / "$WORK/status.html")" 200 "/: 200"
like "$(cat "$WORK/status.html")" '<a href="/articles">Latest</a>' \
    "/ links to the latest articles"
is "$(get /articles "$WORK/latest.html")" 200 "/articles: 200"
is "$(grep -c '<li><a href="/articles/' "$WORK/latest.html")" 50 \
    "/articles: 50 articles"
like "$(cat "$WORK/latest.html")" '<a rel="next" href="/articles\?page=2">' \
    "/articles: a link to the next page"
is "$(get "/articles?page=2" "$WORK/latest2.html")" 200 \
    "/articles?page=2: 200"
is "$(grep -c '<li><a href="/articles/' "$WORK/latest2.html")" $((N - 50)) \
    "/articles?page=2: the rest"
like "$(cat "$WORK/latest2.html")" '<a rel="prev" href="/articles\?page=1">' \
    "/articles?page=2: a link to the newer page"
is "$(get "/feeds/gazette?page=2" "$WORK/feed2.html")" 200 \
    "/feeds/NAME?page=2: 200"
is "$(grep -c '<li><a href="/articles/' "$WORK/feed2.html")" $((N - 50)) \
    "/feeds/NAME?page=2: the rest"
like "$(cat "$WORK/feed2.html")" '<h1>The Harbour Gazette - Latest news' \
    "/feeds/NAME: titled as the source titles itself"
like "$(cat "$WORK/feed2.html")" \
    '<link rel="alternate" type="application/atom\+xml" title="gazette \(Atom\)" href="/feeds/gazette.atom">' \
    "/feeds/NAME: <link rel=alternate> to its Atom feed"
# the second newest story: both neighbours
id=$(sql "SELECT a.id FROM articles a JOIN entries e ON e.id = a.entry_id
    WHERE e.url LIKE '%/s1.html'")
newer=$(sql "SELECT a.id FROM articles a JOIN entries e ON e.id = a.entry_id
    WHERE e.url LIKE '%/s0.html'")
older=$(sql "SELECT a.id FROM articles a JOIN entries e ON e.id = a.entry_id
    WHERE e.url LIKE '%/s2.html'")
is "$(get "/articles/$id" "$WORK/article.html")" 200 "/articles/ID: 200"
like "$(cat "$WORK/article.html")" "<a rel=\"prev\" href=\"/articles/$newer\">" \
    "/articles/ID: a link to the newer article of its feed"
like "$(cat "$WORK/article.html")" "<a rel=\"next\" href=\"/articles/$older\">" \
    "/articles/ID: a link to the older one"
words=$(sql "SELECT body_text FROM articles WHERE id = $id" | wc -w)
like "$(cat "$WORK/article.html")" \
    "<br>$(((words + 115) / 230 > 0 ? (words + 115) / 230 : 1)) min read" \
    "/articles/ID: its reading time ($words words)"
for f in status latest latest2 feed2 article; do
	like "$(cat "$WORK/$f.html")" '<link rel="alternate" type="application/atom\+xml"' \
	    "$f: a <link rel=alternate> to a feed"
	like "$(cat "$WORK/$f.html")" '@media \(prefers-color-scheme:dark\)' \
	    "$f: a dark scheme"
	unlike "$(cat "$WORK/$f.html")" '<script' "$f: no script"
done

# ---- the same ids from a database built again ----
stop_templard
rm -f "$DB" "$DB-wal" "$DB-shm"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0 on a new database"
start_templard
wait_for 20 sh -c "curl -s -o /dev/null $URL/" ||
    bail "templard does not answer on $URL"
get "/feeds/gazette.json" "$WORK/again.json" >/dev/null
get "/feeds/gazette.json?page=2" "$WORK/again2.json" >/dev/null
{
	read_feed "$WORK/again.json" | tail -n +2
	read_feed "$WORK/again2.json" | tail -n +2
} | sort >"$WORK/ids.again"
sort "$WORK/ids.json" >"$WORK/ids.before"
if cmp -s "$WORK/ids.before" "$WORK/ids.again"; then
	pass "a database built again serves the same item ids"
else
	fail "a database built again serves the same item ids" \
	    "$(diff "$WORK/ids.before" "$WORK/ids.again" | head)"
fi
ok "newsboat reloads from the new database" nb -x reload
is "$(sqlite3 "$NB/cache.db" "SELECT count(*) FROM rss_item")" 50 \
    "... and has no story twice"

stop_templard
done_testing

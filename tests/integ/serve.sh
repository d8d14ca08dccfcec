#!/bin/sh
# serve.sh: templard's [http] interface over loopback.  After a --once run
# over a site, templard serves the stored articles: /opml lists the feed's
# .atom URL, the Atom, RSS and JSON feeds hold every article (Debian's
# feedparser reads them with no error), a repeated request with the ETag
# gets 304, gzip is sent when asked; the JSON API and /api/status answer
# with templar's field names, promtool accepts /metrics, the pages for a
# browser list the feed and show the article (and so does headless
# Chromium, when installed), newsboat subscribed from /opml stores every
# whole article; a stored body full of script is served with none of it;
# unknown feeds get 404, an overlong URL 414, a request without the token
# 401, and templard keeps serving.
. "$(dirname "$0")/../lib/integ.sh"

/usr/bin/python3 -c 'import feedparser' 2>/dev/null ||
    skip_all "no python3-feedparser (scripts/deps.sh installs it)"
command -v curl >/dev/null || skip_all "no curl"
command -v promtool >/dev/null ||
    bail "no promtool (scripts/deps.sh installs Debian's prometheus)"
command -v newsboat >/dev/null ||
    bail "no newsboat (scripts/deps.sh installs it)"

start_httpd 127.0.0.2=rss20
write_config "host_delay = 0.02s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml" "interval = 30m"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"
narticles=$(sql "SELECT count(*) FROM articles")
cmp_ok "$narticles" -ge 5 "articles stored"

# A body stored before bodies were sanitized (marked so by schema 14),
# holding everything that could run in a reader: templard cleans it once
# in the background; none of it may be served, its paragraphs must.
hostile_id=$(sql "SELECT min(id) FROM articles")
sqlite3 -batch "$DB" "UPDATE articles SET body_html = '<p>Kept paragraph
one.</p><script>alert(1)</script><p onclick=\"alert(2)\" style=\"x:y\">
Kept paragraph two <a href=\"javascript:alert(3)\">link</a> <a
href=\"&#106;avascript:alert(4)\">link</a></p><iframe
src=\"https://evil.example/\"></iframe><form action=\"https://evil.example/\"
><input name=q><button>go</button></form><style>p{}</style><svg
onload=\"alert(5)\"><script>alert(6)</script></svg><img src=\"x.png\"
onerror=\"alert(7)\"><object data=\"x.swf\"></object><a
href=\"data:text/html,x\">d</a>', body_html_raw = 1 WHERE id = $hostile_id" ||
    bail "cannot store the hostile body"
# no_hostile FILE WHAT: nothing of it in FILE, its paragraphs there.
no_hostile() {
	unlike "$(tr -d '\n' <"$1")" \
	    '(<|&lt;)(script|iframe|form|input|button|style|svg|object)|onclick|onerror|onload|javascript:|style=|data:text' \
	    "$2: nothing of the hostile body"
	like "$(tr -d '\n' <"$1")" 'Kept paragraph two' \
	    "$2: the hostile body's paragraphs"
}

PORT=$(python3 -c 'import socket; s = socket.socket()
s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
TOKEN=integ-secret-1
printf '[http]\nlisten = %s\ntoken = %s\n' "$PORT" "$TOKEN" >>"$CONF"
ok "templard -t accepts [http]" "$TEMPLARD" -t -c "$CONF"
start_templard
URL=http://127.0.0.1:$PORT
# get PATH [curl options]: the body on stdout, "CODE" in $WORK/code
get() {
	_p=$1
	shift
	curl -s -o "$WORK/body" -w '%{http_code}' -D "$WORK/headers" \
	    -H "Authorization: Bearer $TOKEN" "$@" "$URL$_p" >"$WORK/code"
	cat "$WORK/body"
}
code() { cat "$WORK/code"; }
header() { tr -d '\r' <"$WORK/headers" | sed -n "s/^$1: //Ip" | head -n 1; }

wait_for 20 sh -c "curl -s -o /dev/null -H 'Authorization: Bearer $TOKEN' \
    $URL/opml" || bail "templard does not answer on $URL"
# The body of before is cleaned in the store, once, not on each request.
wait_for 20 grep -q 'articles: cleaned the bodies of 1 article an older' \
    "$WORK/templard.log"
is "$(sql "SELECT count(*) FROM articles WHERE body_html_raw = 1")" 0 \
    "templard cleaned the body stored before the allow-list"
sql "SELECT body_html FROM articles WHERE id = $hostile_id" >"$WORK/stored"
no_hostile "$WORK/stored" "the stored body, cleaned"

opml=$(get /opml)
is "$(code)" 200 "/opml answers 200"
like "$opml" "xmlUrl=\"$URL/feeds/gazette.atom\\?token=$TOKEN\"" \
    "/opml lists the feed's .atom URL, absolute, with the token"

# feedparser reads each format: no error, one entry per article, the
# first entry's link and title those of the newest article.
newest=$(sql "SELECT url || ' ' || title FROM article_list
    ORDER BY published IS NULL, published DESC, id DESC LIMIT 1")
for ext in atom rss; do
	get "/feeds/gazette.$ext" >"$WORK/feed.$ext"
	is "$(code)" 200 "/feeds/gazette.$ext answers 200"
	res=$(/usr/bin/python3 -c '
import html, sys, feedparser
d = feedparser.parse(open(sys.argv[1], "rb").read())
e = d.entries[0] if d.entries else {}
t = e.get("title")
# a title read as HTML (RSS: escaped twice) is shown as its text
if t is not None and e.title_detail.type == "text/html":
    t = html.unescape(t)
print(int(d.bozo), len(d.entries), e.get("link"), t)
print(min([len(x.content[0].value) for x in d.entries
    if "Kept paragraph" not in x.content[0].value] or [0]))
' "$WORK/feed.$ext")
	is "$(echo "$res" | head -n 1)" "0 $narticles $newest" \
	    "feedparser reads .$ext: no error, every article, newest first"
	cmp_ok "$(echo "$res" | tail -n 1)" -gt 200 \
	    ".$ext entries carry the whole body as HTML"
done
like "$(header Content-Type)" "^application/rss\\+xml" "RSS content type"
get /feeds/gazette.json >"$WORK/feed.json"
like "$(header Content-Type)" "^application/feed\\+json" \
    "JSON Feed content type"
is "$(python3 -c '
import sys, json
j = json.load(open(sys.argv[1]))
print(j["version"], len(j["items"]), all(i["content_html"] for i in j["items"]))
' "$WORK/body")" "https://jsonfeed.org/version/1.1 $narticles True" \
    "JSON Feed 1.1 with every article's body"
for ext in atom rss json; do
	no_hostile "$WORK/feed.$ext" "/feeds/gazette.$ext"
done
get /feeds/all.atom >/dev/null
is "$(grep -c '<entry>' "$WORK/body")" "$narticles" \
    "/feeds/all.atom holds every feed's articles"

get /feeds/gazette.atom >/dev/null
etag=$(header ETag)
lm=$(header Last-Modified)
like "$etag" '^W/"[0-9a-f]+"$' "the feed has an ETag"
get /feeds/gazette.atom -H "If-None-Match: $etag" >/dev/null
is "$(code)" 304 "If-None-Match with the ETag: 304"
get /feeds/gazette.atom -H "If-Modified-Since: $lm" >/dev/null
is "$(code)" 304 "If-Modified-Since with Last-Modified: 304"
get /feeds/gazette.atom -H 'Accept-Encoding: gzip' >/dev/null
is "$(header Content-Encoding)" gzip "gzip when the client asks"
is "$(gzip -dc "$WORK/body" | grep -c '<entry>')" "$narticles" \
    "the gzipped feed is the feed"

# The JSON API: templar's field names, filters, errors as JSON.
get "/api/articles?feed=gazette&limit=1000" >/dev/null
is "$(python3 -c '
import sys, json
j = json.load(open(sys.argv[1]))["articles"]
print(len(j), all({"id", "url", "title", "body", "feed"} <= set(a) for a in j))
' "$WORK/body")" "$narticles True" "/api/articles?feed= lists every article"
templar articles --format json >"$WORK/cli.json"
is "$(python3 -c '
import sys, json
api = json.load(open(sys.argv[1]))["articles"]
cli = json.load(open(sys.argv[2]))
print(sorted(api[0]) == sorted(cli[0]) and api[0]["body"] == cli[0]["body"])
' "$WORK/body" "$WORK/cli.json")" True \
    "/api/articles has the fields of templar articles --format json"
get "/api/articles?q=sourdough" >/dev/null
like "$(cat "$WORK/body")" '"title":"Bread & Butter bakery' \
    "/api/articles?q= searches like templar search"
get "/api/articles?limit=2" >/dev/null
like "$(cat "$WORK/body")" '^\{"count":2,' "limit= limits"
# A page at a time: each answer names the next, the filters kept; the
# pages together are the whole list, in order, each article once.
get "/api/articles?feed=gazette&limit=1000" >"$WORK/all.json"
path="/api/articles?feed=gazette&limit=2"
: >"$WORK/paged"
pages=0
while [ -n "$path" ] && [ $pages -lt 50 ]; do
	get "$path" >/dev/null
	pages=$((pages + 1))
	path=$(python3 -c '
import sys, json
j = json.load(open(sys.argv[1]))
with open(sys.argv[2], "a") as f:
    for a in j["articles"]:
        f.write("%d %s\n" % (a["id"], a["feed"]))
n = j.get("next")
if n:
    assert n.startswith(sys.argv[3]), n
    print(n[len(sys.argv[3]):])
' "$WORK/body" "$WORK/paged" "$URL")
done
is "$pages" $(((narticles + 1) / 2)) "/api/articles?limit=2: a next page while articles follow"
is "$(cat "$WORK/paged")" "$(python3 -c '
import sys, json
for a in json.load(open(sys.argv[1]))["articles"]:
    print(a["id"], a["feed"])
' "$WORK/all.json")" "the pages hold every article of the feed once, in order"
get "/api/articles?limit=2&page=2" >/dev/null
like "$(cat "$WORK/body")" '"page":2' "page= says the page"
get "/api/articles?page=0" >/dev/null
is "$(code)" 400 "a bad page: 400"
get "/api/articles?since=2024-03-09" >/dev/null
like "$(cat "$WORK/body")" '^\{"count":2,' "since= filters by date"
get "/api/articles/$hostile_id" >/dev/null
is "$(code)" 200 "/api/articles/ID answers 200"
no_hostile "$WORK/body" "/api/articles/ID"
get /api/feeds >/dev/null
like "$(cat "$WORK/body")" '"name":"gazette"' "/api/feeds lists the feed"
get /api/status >/dev/null
templar status --format json >"$WORK/status.json"
is "$(python3 -c '
import sys, json
api, cli = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
print(sorted(api) == sorted(cli), api["running"], api["feeds"] == cli["feeds"],
    api["articles"] == cli["articles"])
' "$WORK/body" "$WORK/status.json")" "True True True True" \
    "/api/status: templar status --format json, templard running"

# /metrics: the Prometheus text format, as promtool reads it.
get /metrics >"$WORK/metrics"
is "$(code)" 200 "/metrics answers 200"
like "$(header Content-Type)" '^text/plain; version=0\.0\.4' \
    "/metrics: the text format's content type"
ok "promtool check metrics accepts /metrics" \
    sh -c "promtool check metrics <'$WORK/metrics'"
cmp_ok "$(grep -c '^# TYPE templar_' "$WORK/metrics")" -ge 5 \
    "/metrics: at least 5 templar_* families"
like "$(cat "$WORK/metrics")" "templar_articles $narticles" \
    "/metrics: the articles stored"
like "$(cat "$WORK/metrics")" 'templar_feeds\{state="ok"\} 1' \
    "/metrics: feeds by state"
like "$(cat "$WORK/metrics")" 'templar_http_requests_total\{code="200"\} [1-9]' \
    "/metrics: the requests served, by code"
is "$(awk '/^templar_fetches_total/ { n += $2 }
    /^templar_fetch_duration_seconds_count/ { c = $2 }
    END { print (n == c) }' "$WORK/metrics")" 1 \
    "/metrics: every fetch counted has its duration"
get "/api/articles?limit=abc" >/dev/null
is "$(code)" 400 "a bad limit: 400"
like "$(cat "$WORK/body")" '^\{"error": "limit:' "with a JSON error"
get "/api/articles?since=yesterday" >/dev/null
is "$(code)" 400 "a bad since: 400"
get "/api/articles?q=%22unclosed&syntax=fts" >/dev/null
is "$(code)" 400 "a bad FTS5 query: 400"
get "/api/articles?q=%22unclosed" >/dev/null
is "$(code)" 200 "the same words as typed: 200"
get /api/articles/999999 >/dev/null
is "$(code)" 404 "an unknown article: 404"
get "/api/articles?feed=nope" >/dev/null
is "$(code)" 404 "an unknown feed in the API: 404"

# Pages for a person: plain HTML, the same escaped and sanitized bodies.
get / >"$WORK/status.html"
is "$(code)" 200 "/ answers 200"
like "$(header Content-Type)" '^text/html; charset=utf-8' "/ is HTML"
like "$(header Content-Security-Policy)" "default-src 'none'" \
    "/ carries a strict Content-Security-Policy"
like "$(cat "$WORK/status.html")" 'name="viewport"' "/ fits a phone's screen"
like "$(tr -d '\n' <"$WORK/status.html")" \
    "href=\"/feeds/gazette\\?token=$TOKEN\">gazette</a>.*class=\"n\">$narticles<" \
    "/ lists the feed with its articles"
like "$(cat "$WORK/status.html")" '<form action="/search"' "/ has a search box"
unlike "$(cat "$WORK/status.html")" '<script' "/ has no script"
get /feeds/gazette >"$WORK/feed.html"
is "$(code)" 200 "/feeds/NAME answers 200"
is "$(grep -c 'href="/articles/[0-9]*?token=' "$WORK/feed.html")" \
    "$narticles" "/feeds/NAME lists every article"
get "/articles/$hostile_id" >"$WORK/article.html"
is "$(code)" 200 "/articles/ID answers 200"
like "$(header Content-Security-Policy)" "script-src|default-src 'none'" \
    "/articles/ID carries a Content-Security-Policy"
# the article's own part, without the page's search box and style
sed -n '/<article>/,/<\/article>/p' "$WORK/article.html" >"$WORK/story.html"
no_hostile "$WORK/story.html" "/articles/ID"
title=$(sql "SELECT title FROM article_list WHERE id = $(sql \
    "SELECT max(id) FROM articles")")
get "/articles/$(sql "SELECT max(id) FROM articles")" >/dev/null
like "$(cat "$WORK/body")" "<h1 dir=\"auto\">$(echo "$title" | sed 's/&/\&amp;/g')</h1>" \
    "/articles/ID shows the title, escaped"
get "/search?q=sourdough" >/dev/null
like "$(cat "$WORK/body")" '<mark>[Ss]ourdough</mark>' \
    "/search?q= finds the article, the match marked"
get "/search?q=%22unclosed&syntax=fts" >/dev/null
is "$(code)" 400 "/search with a bad FTS5 query: 400"
get "/search?q=%22unclosed" >/dev/null
is "$(code)" 200 "/search with the same words as typed: 200"
get /articles/999999 >/dev/null
is "$(code)" 404 "/articles/ID of no article: 404"
get /articles/x1 >/dev/null
is "$(code)" 400 "/articles/ID not a number: 400"
get /feeds/no-such-feed >/dev/null
is "$(code)" 404 "/feeds/NAME of no feed: 404"
if command -v chromium >/dev/null; then
	# A real browser renders them: every feed named, the article read.
	like "$(chromium_dom "$URL/?token=$TOKEN")" '>gazette</a>' \
	    "chromium: the status page names the feed"
	like "$(chromium_dom "$URL/articles/$hostile_id?token=$TOKEN" |
	    tr -d '\n')" '<article>.*Kept paragraph two' \
	    "chromium: /articles/ID shows the text"
else
	pass "chromium: the status page # SKIP no chromium"
	pass "chromium: /articles/ID # SKIP no chromium"
fi

# newsboat, a real feed reader, subscribed from /opml: every article with
# its whole body in its cache.
NB=$WORK/newsboat
mkdir -p "$NB"
get /opml >"$NB/templar.opml"
: >"$NB/urls"
: >"$NB/config"
nb() {
	HOME=$NB timeout 120 newsboat -u "$NB/urls" -c "$NB/cache.db" \
	    -C "$NB/config" "$@" >"$NB/out" 2>&1
}
ok "newsboat imports /opml" nb -i "$NB/templar.opml"
ok "newsboat reloads the feeds" nb -x reload
is "$(sqlite3 "$NB/cache.db" "SELECT count(*) FROM rss_item")" \
    "$narticles" "newsboat stores every article"
cmp_ok "$(sqlite3 "$NB/cache.db" "SELECT min(length(content)) FROM rss_item
    WHERE content NOT LIKE '%Kept paragraph%'")" -gt 200 \
    "newsboat stores each article's whole body"
sqlite3 "$NB/cache.db" "SELECT content FROM rss_item
    WHERE content LIKE '%Kept paragraph%'" >"$NB/hostile"
no_hostile "$NB/hostile" "newsboat's copy"

get /feeds/no-such-feed.atom >/dev/null
is "$(code)" 404 "an unknown feed: 404"
get /nothing-here >/dev/null
is "$(code)" 404 "an unknown path: 404"
get "/$(python3 -c 'print("x" * 5000)')" >/dev/null
is "$(code)" 414 "an overlong URL: 414"
curl -s -o /dev/null -w '%{http_code}' "$URL/opml" >"$WORK/code"
is "$(code)" 401 "no token: 401"
curl -s -o /dev/null -w '%{http_code}' "$URL/opml?token=$TOKEN" \
    >"$WORK/code"
is "$(code)" 200 "the token as ?token= works"
curl -s -o /dev/null -w '%{http_code}' -H 'Authorization: Bearer wrong' \
    "$URL/opml" >"$WORK/code"
is "$(code)" 401 "a wrong token: 401"
get /opml >/dev/null
is "$(code)" 200 "templard still serves after bad requests"
ok "templard is still running" kill -0 "$TEMPLARD_PID"

# SIGHUP applies a change of address.
PORT2=$(python3 -c 'import socket; s = socket.socket()
s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
sed -i "s/^listen = .*/listen = 127.0.0.1:$PORT2/" "$CONF"
kill -HUP "$TEMPLARD_PID"
URL=http://127.0.0.1:$PORT2
wait_for 20 sh -c "curl -s -o /dev/null -H 'Authorization: Bearer $TOKEN' \
    $URL/opml" || fail "SIGHUP: templard does not answer on $URL"
get /opml >/dev/null
is "$(code)" 200 "after SIGHUP templard serves on the new address"
curl -s -o /dev/null "http://127.0.0.1:$PORT/opml" &&
    fail "the old address still answers" || pass "the old address is closed"

kill -TERM "$TEMPLARD_PID"
wait "$TEMPLARD_PID"
is "$?" 0 "templard stops with status 0"
done_testing

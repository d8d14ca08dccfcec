#!/bin/sh
# serve-strict.sh: what one request to templard's [http] port may cost
# and what it may make templard say.  On 210 articles, a /search of
# 1,000 prefix terms (the snippets of every match once took minutes, the
# event loop held) is answered at once with an error while another
# client's /api/status keeps answering; a search under the cap still
# answers with snippets.  Host must name the server (421 otherwise; 400
# for HTTP/1.1 without one) and /opml uses only a checked one; the token
# is never logged at -v; a title holding markup reaches feedparser as
# text in the RSS; a feed named like a document route is refused by
# templard -t.
. "$(dirname "$0")/../lib/integ.sh"

/usr/bin/python3 -c 'import feedparser' 2>/dev/null ||
    skip_all "no python3-feedparser (scripts/deps.sh installs it)"
command -v curl >/dev/null || skip_all "no curl"

start_httpd 127.0.0.2=rss20
write_config "host_delay = 0.02s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml" "interval = 30m"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"

# 30 copies of every article, indexed: 210 articles to search.
sqlite3 -batch "$DB" "
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 29)
INSERT INTO entries (feed_id, key, guid, url, title, found_at, published)
SELECT feed_id, key || '-' || i, guid || '-' || i, url || '-' || i, title,
    found_at, published FROM entries, n;
INSERT INTO articles (entry_id, url, title, body_text, body_html, published,
    extracted_at)
SELECT e2.id, a.url || '-' || e2.id, a.title, a.body_text, a.body_html,
    a.published, a.extracted_at FROM articles a
JOIN entries e ON e.id = a.entry_id
JOIN entries e2 ON e2.feed_id = e.feed_id AND e2.key LIKE e.key || '-%';
UPDATE articles SET title = '<b>Bold</b> & \"quoted\" <script>x</script>'
WHERE id = (SELECT max(id) FROM articles);
INSERT INTO articles_fts (articles_fts) VALUES ('rebuild');" ||
    bail "cannot copy the articles"
is "$(sql "SELECT count(*) FROM articles")" 210 "210 articles"

PORT=$(python3 -c 'import socket; s = socket.socket()
s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
TOKEN=strict-secret-7
printf '[http]\nlisten = %s\ntoken = %s\nhostnames = news.example\n' \
    "$PORT" "$TOKEN" >>"$CONF"
ok "templard -t accepts [http] hostnames" "$TEMPLARD" -t -c "$CONF"
start_templard -v
URL=http://127.0.0.1:$PORT
wait_for 20 sh -c "curl -s -o /dev/null -H 'Authorization: Bearer $TOKEN' \
    $URL/api/status" || bail "templard does not answer on $URL"

# req PATH [curl options]: "CODE SECONDS", the body in $BODY.
BODY=$WORK/body
req() {
	_p=$1
	shift
	curl -s -o "$BODY" -w '%{http_code} %{time_total}' --max-time 20 \
	    -H "Authorization: Bearer $TOKEN" "$@" "$URL$_p"
}

# ---- a search's cost ----
prefixes() {
	python3 -c "import sys; print(sys.argv[2].join(
    'atseio'[i % 6] + '*' for i in range(int(sys.argv[1]))))" "$@"
}
q1000=$(prefixes 1000 +)
BODY=$WORK/search.html req "/search?q=$q1000" >"$WORK/search.out" &
spid=$!
n=0
slow=""
while [ $n -lt 5 ]; do
	r=$(req /api/status)
	[ "${r%% *}" = 200 ] || slow="$slow $r"
	n=$((n + 1))
done
wait $spid
r=$(cat "$WORK/search.out")
like "${r%% *}" '^(400|503)$' "/search with 1,000 prefix terms: an error"
# how long it took is a figure (bench/query measures it), not a test
diag "... answered in ${r#* } s"
like "$(cat "$WORK/search.html")" 'Too many words' "... saying why"
is "$slow" "" "/api/status answered meanwhile"
r=$(req "/api/articles?q=$q1000")
is "${r%% *}" 400 "/api/articles?q= with 1,000 prefix terms: 400"
like "$(cat "$WORK/body")" 'too many terms' "... saying why"
r=$(req "/search?q=$(prefixes 300 +OR+)")
is "${r%% *}" 400 "/search with 300 prefixes ORed: 400"
r=$(req "/search?q=$(prefixes 30 +)")
is "${r%% *}" 200 "/search with 30 prefix terms: 200"
diag "... in ${r#* } s"
like "$(cat "$WORK/body")" '<mark>' "... with the snippets marked"

# ---- Host ----
r=$(req /opml -H "Host: evil.example:$PORT")
is "${r%% *}" 421 "a Host that is not ours: 421"
r=$(req /opml -H "Host: 127.0.0.1:1")
is "${r%% *}" 421 "our address with another port: 421"
r=$(req /opml --http1.1 -H "Host:")
is "${r%% *}" 400 "HTTP/1.1 without Host: 400"
r=$(req /opml --http1.0 -H "Host:")
is "${r%% *}" 200 "HTTP/1.0 without Host: 200"
like "$(cat "$WORK/body")" "xmlUrl=\"$URL/feeds/" \
    "... its links name the listen address"
r=$(req /opml -H "Host: NEWS.example:$PORT")
is "${r%% *}" 200 "a name of [http] hostnames: 200"
like "$(cat "$WORK/body")" "xmlUrl=\"http://NEWS.example:$PORT/feeds/" \
    "... and /opml links to it"
r=$(req /opml -H "Host: localhost:$PORT")
is "${r%% *}" 200 "localhost on a loopback listen address: 200"

# ---- the token is never logged ----
req "/feeds/gazette.atom?token=$TOKEN" >/dev/null
req "/feeds/gazette.atom?a=1&token=$TOKEN&b=2" >/dev/null
grep -q 'http: /feeds/gazette.atom?a=1&token=\.\.\.&b=2 200' \
    "$WORK/templard.log"
is "$?" 0 "requests are logged at -v, the token's value left out"
is "$(grep -c "$TOKEN" "$WORK/templard.log")" 0 "the token is never logged"

# ---- RSS titles are text ----
r=$(req /feeds/gazette.rss)
is "${r%% *}" 200 "/feeds/gazette.rss answers"
is "$(/usr/bin/python3 -c '
import html, sys, feedparser
from html.parser import HTMLParser
class Tags(HTMLParser):
    n = 0
    def handle_starttag(self, tag, attrs):
        Tags.n += 1
d = feedparser.parse(open(sys.argv[1], "rb").read())
out = []
for e in d.entries:
    t = e.title
    if e.title_detail.type == "text/html":
        Tags().feed(t)
        t = html.unescape(t)
    out.append(t)
print(int(d.bozo), Tags.n, [t for t in out if "Bold" in t])
' "$WORK/body")" "0 0 ['<b>Bold</b> & \"quoted\" <script>x</script>']" \
    "feedparser reads the markup-like title as that text, no markup"

stop_templard
is "$TEMPLARD_RC" 0 "templard stops cleanly"

# ---- reserved feed names ----
for name in all news.atom news.rss news.json; do
	cp "$CONF" "$WORK/reserved.conf"
	printf '\n[feed "%s"]\nurl = %s/feed.xml\n' "$name" \
	    "$(site_url 127.0.0.2)" >>"$WORK/reserved.conf"
	out=$("$TEMPLARD" -t -c "$WORK/reserved.conf" 2>&1)
	isnt "$?" 0 "templard -t refuses a feed named $name"
	like "$out" "feed name \"$name\" is reserved" "... saying why"
done

done_testing

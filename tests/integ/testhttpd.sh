#!/bin/sh
# testhttpd.sh: the rig's own web server does what the scenarios rely on:
# {BASE} filled with the address and shared port, content types and
# charsets, 404s, a default robots.txt, hidden control files, no way out
# of the site dir, the behaviour rules, validators and the request log.
. "$(dirname "$0")/../lib/integ.sh"

mkdir -p "$WORK/a/dir" "$WORK/b"
printf '<rss><link>{BASE}/x.html</link></rss>\n' >"$WORK/a/feed.xml"
printf '<p>page a</p>\n' >"$WORK/a/x.html"
printf '<p>index</p>\n' >"$WORK/a/dir/index.html"
printf 'secret\n' >"$WORK/secret.txt"
printf '<p>page b</p>\n' >"$WORK/b/x.html"
printf '<feed/>\n' >"$WORK/b/feed.xml"
printf 'gbk\n' >"$WORK/b/charset"
printf 'application/atom+xml\n' >"$WORK/b/feed-type"
printf 'User-agent: *\nDisallow: /private/\n' >"$WORK/b/robots.txt"
cat >"$WORK/b/behaviour" <<'B'
# rules for site b
delay_ms /slow.html 400
status /flaky.html 500 2
status /gone.html 410
retry-after /busy.html 7
status /later.html 429 1
retry-after /later.html 3 1
redirect /old.html {BASE}/x.html
redirect /tmp.html /x.html 307
header * X-Site: b
size /big.html 300000
B
printf '<p>flaky</p>\n' >"$WORK/b/flaky.html"
printf '<p>slow</p>\n' >"$WORK/b/slow.html"
printf '<p>later</p>\n' >"$WORK/b/later.html"

start_httpd 127.0.0.2="$WORK/a" 127.0.0.3="$WORK/b"
like "$HTTPD_PORT" '^[0-9]+$' "the ready file holds the port"

python3 - "$HTTPD_PORT" >"$WORK/http.out" 2>&1 <<'PY'
import http.client, sys, time
port = int(sys.argv[1])

def res(ok, desc, diag=""):
    print("%s\t%s\t%s" % ("PASS" if ok else "FAIL", desc,
        str(diag).replace("\t", " ").replace("\n", " ")[:300]))

def get(host, path, method="GET", headers={}):
    c = http.client.HTTPConnection(host, port, timeout=10)
    c.request(method, path, headers=headers)
    r = c.getresponse()
    body = r.read()
    c.close()
    return r.status, {k.lower(): v for k, v in r.getheaders()}, body

s, h, b = get("127.0.0.2", "/feed.xml")
res(s == 200 and b == b"<rss><link>http://127.0.0.2:%d/x.html</link></rss>\n" % port,
    "feed.xml: {BASE} is http://ADDR:PORT", b)
res(h.get("content-type") == "application/rss+xml", "feed.xml: RSS type", h)
s, h, b = get("127.0.0.3", "/feed.xml")
res(h.get("content-type") == "application/atom+xml", "feed-type overrides", h)
s, h, b = get("127.0.0.2", "/x.html")
res(s == 200 and b == b"<p>page a</p>\n", "a page by its path", (s, b))
res(h.get("content-type") == "text/html", "text/html without charset", h)
s, h, b = get("127.0.0.3", "/x.html")
res(b == b"<p>page b</p>\n", "each address serves its own site", b)
res(h.get("content-type") == "text/html; charset=gbk", "charset file", h)
res(h.get("x-site") == "b", "header rule", h)
s, h, b = get("127.0.0.2", "/dir/")
res(s == 200 and b == b"<p>index</p>\n", "a directory serves index.html", s)
s, h, b = get("127.0.0.2", "/nope.html")
res(s == 404, "404 for a missing file", s)
s, h, b = get("127.0.0.2", "/robots.txt")
res(s == 200 and b"Allow: /" in b, "robots.txt allows all when absent", b)
s, h, b = get("127.0.0.3", "/robots.txt")
res(b"Disallow: /private/" in b, "a site's own robots.txt", b)
for p in ("/charset", "/behaviour", "/feed-type", "/../secret.txt",
          "/%2e%2e/secret.txt", "/dir/../x.html", "/x.html%00.txt"):
    s, h, b = get("127.0.0.3" if p[1] in "cbf" else "127.0.0.2", p)
    res(s == 404, "404 for %s" % p, s)
s, h, b = get("127.0.0.2", "/x.html", "POST")
res(s == 405, "405 for POST", s)
s, h, b = get("127.0.0.2", "/x.html", "HEAD")
res(s == 200 and b == b"", "HEAD: status, no body", (s, b))
s, h, b = get("127.0.0.2", "/x.html")
etag = h.get("etag")
s, h, b = get("127.0.0.2", "/x.html", headers={"If-None-Match": etag or "x"})
res(etag and s == 304 and b == b"", "If-None-Match with the ETag: 304", (etag, s))

t = time.monotonic()
s, h, b = get("127.0.0.3", "/slow.html")
dt = time.monotonic() - t
res(s == 200 and dt >= 0.4, "delay_ms holds the answer", dt)
r = [get("127.0.0.3", "/flaky.html")[0] for _ in range(3)]
res(r == [500, 500, 200], "status with a count applies that many times", r)
res(get("127.0.0.3", "/gone.html")[0] == 410, "status rule")
s, h, b = get("127.0.0.3", "/busy.html")
res(s == 503 and h.get("retry-after") == "7", "retry-after: 503 + header",
    (s, h))
s, h, b = get("127.0.0.3", "/later.html")
s2, h2, b2 = get("127.0.0.3", "/later.html")
res(s == 429 and h.get("retry-after") == "3" and s2 == 200 and
    "retry-after" not in h2, "status and retry-after with counts",
    (s, h.get("retry-after"), s2, h2.get("retry-after")))
s, h, b = get("127.0.0.3", "/old.html")
res(s == 301 and h.get("location") == "http://127.0.0.3:%d/x.html" % port,
    "redirect with {BASE}", (s, h.get("location")))
s, h, b = get("127.0.0.3", "/tmp.html")
res(s == 307 and h.get("location") == "/x.html", "redirect with a code",
    (s, h.get("location")))
s, h, b = get("127.0.0.3", "/big.html")
res(s == 200 and len(b) >= 300000, "size rule", len(b))
PY
is "$?" 0 "the HTTP checks ran"
tap_from "$WORK/http.out"

# The log: one line a request, "START END HOST METHOD PATH STATUS".
is "$(grep -c . "$HTTPD_LOG")" 30 "every request is logged, once"
is "$(awk 'NF != 6 || $1 !~ /^[0-9]+$/ || $2 < $1' "$HTTPD_LOG")" "" \
    "every log line reads START END HOST METHOD PATH STATUS"
like "$(cat "$HTTPD_LOG")" "^[0-9]+ [0-9]+ 127\.0\.0\.2 GET /feed\.xml 200$" \
    "a logged GET"
is "$(awk '$5 == "/slow.html" { print ($2 - $1 >= 400) }' "$HTTPD_LOG")" 1 \
    "the log shows the delay between start and end"

# SIGTERM with an answer still held back: a clean stop.
python3 -c "
import socket, sys
s = socket.create_connection(('127.0.0.3', int(sys.argv[1])))
s.sendall(b'GET /slow.html HTTP/1.1\r\nHost: x\r\n\r\n')
" "$HTTPD_PORT"
kill -TERM "$HTTPD_PID"
wait "$HTTPD_PID"
is "$?" 0 "SIGTERM: exit 0"
HTTPD_PID=""

# Bad site specs are refused.
not_ok "a site that is not a directory is refused" \
    "$TESTHTTPD" --log "$WORK/l" 127.0.0.2="$WORK/nowhere"
printf 'frobnicate /x 1\n' >"$WORK/a/behaviour"
not_ok "an unknown behaviour rule is refused" \
    "$TESTHTTPD" --log "$WORK/l" 127.0.0.2="$WORK/a"

done_testing

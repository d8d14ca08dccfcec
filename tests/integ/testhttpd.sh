#!/bin/sh
# testhttpd.sh: the rig's own web server does what the scenarios rely on:
# {BASE} filled with the address and shared port, content types and
# charsets, 404s, a default robots.txt, hidden control files, no way out
# of the site dir, the behaviour rules, validators and the request log;
# and the rules of a hostile server (site c): the bombs inflate to what
# they say, a trickle trickles, an endless body goes on until the client
# hangs up, huge headers are huge, binaries are what they say, and two
# redirect rules make a loop.
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

mkdir -p "$WORK/c"
printf '<rss><channel><link>{BASE}/</link>{PAD}</channel></rss>\n' \
    >"$WORK/c/gz.xml"
cp "$WORK/c/gz.xml" "$WORK/c/zs.xml"
cp "$WORK/c/gz.xml" "$WORK/c/raw.xml"
awk 'BEGIN { for (i = 0; i < 3000; i++) printf "t" }' >"$WORK/c/slow.html"
printf '<p>headers</p>\n' >"$WORK/c/hh.html"
printf '<html><body>\n' >"$WORK/c/end.html"
cat >"$WORK/c/behaviour" <<'B'
gzip_bomb /gz.xml 8M
gzip_bomb /spaces.html 100000
zstd_bomb /zs.xml 8M
raw_gzip /raw.xml 8M
raw_gzip /raw.gz 1M application/x-gzip
binary /bin 3M application/octet-stream
trickle /slow.html 1000
endless /end.html
huge_headers /hh.html 256K
redirect /loop-a.html {BASE}/loop-b.html 302
redirect /loop-b.html {BASE}/loop-a.html 302
B

start_httpd 127.0.0.2="$WORK/a" 127.0.0.3="$WORK/b" 127.0.0.4="$WORK/c"
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

# The hostile rules, on site c.
python3 - "$HTTPD_PORT" "$HTTPD_LOG" >"$WORK/hostile.out" 2>&1 <<'PY'
import http.client, socket, sys, time, zlib
port, log = int(sys.argv[1]), sys.argv[2]
M = 1024 * 1024

def res(ok, desc, diag=""):
    print("%s\t%s\t%s" % ("PASS" if ok else "FAIL", desc,
        str(diag).replace("\t", " ").replace("\n", " ")[:300]))

def get(path, method="GET"):
    c = http.client.HTTPConnection("127.0.0.4", port, timeout=30)
    c.request(method, path)
    r = c.getresponse()
    body = r.read()
    c.close()
    return r.status, {k.lower(): v for k, v in r.getheaders()}, body

def inflate(data):
    """What gzip data inflates to: its length, its ends, whether it ends."""
    d = zlib.decompressobj(16 + zlib.MAX_WBITS)
    n, head, tail = 0, b"", b""
    for i in range(0, len(data), 4096):
        out = d.decompress(data[i:i + 4096], 1 << 20)
        while True:
            n += len(out)
            if len(head) < 200:
                head = (head + out)[:200]
            tail = (tail + out)[-200:]
            if not d.unconsumed_tail:
                break
            out = d.decompress(d.unconsumed_tail, 1 << 20)
    return n, head, tail, d.eof

def raw_get(path):
    c = socket.create_connection(("127.0.0.4", port), timeout=30)
    c.sendall(b"GET %s HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
              % path.encode())
    return c

base = b"http://127.0.0.4:%d/" % port
want = b"<rss><channel><link>" + base + b"</link>" + b" " * (8 * M) + \
    b"</channel></rss>\n"
s, h, b = get("/gz.xml")
n, head, tail, eof = inflate(b)
res(s == 200 and h.get("content-encoding") == "gzip" and
    h.get("content-type") == "application/rss+xml",
    "gzip_bomb: Content-Encoding: gzip, the type of the path", h)
res(len(b) < 8 * M // 500,
    "gzip_bomb: about a thousandth of what it inflates to", len(b))
res(eof and n == len(want) and want.startswith(head) and want.endswith(tail),
    "gzip_bomb: inflates to the file with 8 MB of spaces at {PAD}",
    (eof, n, len(want), head[:60], tail[-30:]))
s, h, b = get("/spaces.html")
n, head, tail, eof = inflate(b)
res(s == 200 and h.get("content-type") == "text/html" and n == 100000 and
    head == b" " * 200, "gzip_bomb without a file: BYTES spaces", (s, h, n))
s, h, b = get("/gz.xml", "HEAD")
res(s == 200 and b == b"" and h.get("content-encoding") == "gzip",
    "gzip_bomb: HEAD", (s, h))
s, h, b = get("/raw.xml")
n, head, tail, eof = inflate(b)
res(s == 200 and "content-encoding" not in h and
    h.get("content-type") == "application/rss+xml" and b[:2] == b"\x1f\x8b",
    "raw_gzip: gzip bytes as a feed, without Content-Encoding", (s, h, b[:2]))
res(eof and n == len(want), "raw_gzip: inflates to the padded file", n)
s, h, b = get("/raw.gz")
res(h.get("content-type") == "application/x-gzip" and inflate(b)[0] == M,
    "raw_gzip with a type", h)
s, h, b = get("/zs.xml")
res(s == 200 and h.get("content-encoding") == "zstd" and
    b[:4] == b"\x28\xb5\x2f\xfd" and len(b) < 8 * M // 10000,
    "zstd_bomb: a small zstd frame, Content-Encoding: zstd", (s, h, len(b)))

s, h, b = get("/bin")
res(s == 200 and h.get("content-type") == "application/octet-stream" and
    h.get("content-length") == str(3 * M) and len(b) == 3 * M,
    "binary: BYTES of TYPE", (s, h, len(b)))
res(len(zlib.compress(b, 1)) > len(b) * 0.99,
    "binary: bytes that do not compress")
s, h, b = get("/bin", "HEAD")
res(s == 200 and h.get("content-length") == str(3 * M) and b == b"",
    "binary: HEAD says the length", (s, h))

# A trickle: whenever it is read, no more has come than the pace allows
# (100 bytes every 100 ms); load can only make it slower.
c = raw_get("/slow.html")
t0, got, over = time.monotonic(), b"", []
while True:
    d = c.recv(65536)
    if not d:
        break
    got += d
    body = got.split(b"\r\n\r\n", 1)[1] if b"\r\n\r\n" in got else b""
    allowed = 100 * (2 + int((time.monotonic() - t0) / 0.1))
    if len(body) > allowed:
        over.append((len(body), allowed))
dt = time.monotonic() - t0
c.close()
hdr, body = got.split(b"\r\n\r\n", 1)
res(b"Content-Length: 3000" in hdr and body == b"t" * 3000,
    "trickle: the whole body, with its Content-Length", (hdr, len(body)))
res(not over and dt >= 2.5, "trickle: 1000 bytes a second, no faster",
    (dt, over[:3]))

# An endless body: chunked, and still coming after 20 KB.
c = raw_get("/end.html")
got = b""
while len(got) < 20 * 1024:
    d = c.recv(65536)
    if not d:
        break
    got += d
c.close()
hdr = got.split(b"\r\n\r\n", 1)[0].lower()
res(b"transfer-encoding: chunked" in hdr and b"content-length" not in hdr and
    b"<html><body>" in got and b"<!-- endless 5 " in got,
    "endless: the file, then comment after comment, chunked", got[:300])
t = time.monotonic()
while time.monotonic() - t < 20:
    if any(" /end.html " in l for l in open(log)):
        break
    time.sleep(0.1)
res(any(" /end.html " in l for l in open(log)),
    "endless: logged once the client hangs up")

# Huge headers, read raw: http.client refuses them, as it should.
c = raw_get("/hh.html")
got = b""
while True:
    d = c.recv(65536)
    if not d:
        break
    got += d
c.close()
hdr, body = got.split(b"\r\n\r\n", 1)
lines = hdr.split(b"\r\n")
longest = max(len(l) for l in lines)
res(len(hdr) >= 256 * 1024 and longest >= 128 * 1024 and len(lines) > 600 and
    body == b"<p>headers</p>\n",
    "huge_headers: 256 KB of headers, one of half of them, then the page",
    (len(hdr), longest, len(lines), body[:40]))
PY
is "$?" 0 "the hostile checks ran"
tap_from "$WORK/hostile.out"
# The file, less "{PAD}", with {BASE} as http://127.0.0.4:PORT and 8 MB.
zs_want=$(($(wc -c <"$WORK/c/zs.xml") - 5 - 6 + 17 + ${#HTTPD_PORT} +
    8 * 1024 * 1024))
is "$(curl -s --compressed "$(site_url 127.0.0.4)/zs.xml" | wc -c)" \
    "$zs_want" "zstd_bomb: curl inflates it to the padded file"
curl -s -L --max-redirs 5 -o /dev/null "$(site_url 127.0.0.4)/loop-a.html"
is "$?" 47 "a redirect loop: curl gives up after --max-redirs"
is "$(requests_to 127.0.0.4 '^/loop-')" 6 "the loop went A, B, A, B..."

# The log: one line a request, "START END HOST METHOD PATH STATUS".
is "$(awk '$3 != "127.0.0.4"' "$HTTPD_LOG" | grep -c .)" 30 \
    "every request is logged, once"
is "$(awk 'NF != 6 || $1 !~ /^[0-9]+$/ || $2 < $1' "$HTTPD_LOG")" "" \
    "every log line reads START END HOST METHOD PATH STATUS"
like "$(cat "$HTTPD_LOG")" "^[0-9]+ [0-9]+ 127\.0\.0\.2 GET /feed\.xml 200$" \
    "a logged GET"
is "$(awk '$3 == "127.0.0.3" && $5 == "/slow.html" {
    print ($2 - $1 >= 400) }' "$HTTPD_LOG")" 1 \
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
printf 'binary /x 10\n' >"$WORK/a/behaviour"
not_ok "binary without a type is refused" \
    "$TESTHTTPD" --log "$WORK/l" 127.0.0.2="$WORK/a"
printf 'gzip_bomb /x 2G\n' >"$WORK/a/behaviour"
not_ok "a bomb past 1G is refused" \
    "$TESTHTTPD" --log "$WORK/l" 127.0.0.2="$WORK/a"

done_testing

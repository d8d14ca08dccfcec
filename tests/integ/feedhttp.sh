#!/bin/sh
# feedhttp.sh: a feed's own HTTP settings.  A site answering 403 to its
# feed and pages without a cookie, subscribed with header = Cookie: ...,
# has its articles stored; a site answering 401 without Basic credentials,
# subscribed with username/password and a user_agent, too, and gets that
# user agent.  A page on another host (a link of the feed, and a redirect
# from the feed's host) never receives the cookie, the other header, the
# credentials or the feed's user agent, and robots.txt gets none of them.
# No secret appears in a log line (debug included), the CLI's output, the
# daemon's HTTP answers (feeds, API, /metrics) or a configuration error.
# templard -t warns when the configuration holding them is readable by
# others (mode 644) and not when it is 600.
. "$(dirname "$0")/../lib/integ.sh"

command -v curl >/dev/null || skip_all "no curl"

COOKIE=gate-cookie-7f3a9c
EXTRA=gate-extra-41d2e8
SCOOKIE=site-config-cookie-5e0d17
PASSWORD=gate-pass-9b7c1e
AGENT="FeedOwnAgent/2.0 (integ)"
# Basic credentials as they travel: none of it may be logged either.
BASIC=$(printf 'reader:%s' "$PASSWORD" | base64)

# site a (cookie), c (Basic), b (another host: open, records headers),
# d (a cookie that an imported site config's http_header gives)
for s in a c d; do
	mkdir -p "$WORK/$s"
	cp -R "$SITES/rss20/." "$WORK/$s/"
	# two more entries: a page on b, a page of this host redirected to b
	python3 - "$WORK/$s/feed.xml" "$s" <<'PY'
import sys
p, s = sys.argv[1], sys.argv[2]
t = open(p, encoding="utf-8").read()
item = """<item><title>%s</title><link>%s</link>
<description>Off the feed's own host.</description>
<guid isPermaLink="false">%s</guid></item>
"""
more = item % ("Elsewhere " + s, "{SITE:127.0.0.3}/b-" + s + ".html",
               "off-" + s) + \
    item % ("Moved " + s, "{BASE}/away.html", "moved-" + s)
t = t.replace("<item>", more + "<item>", 1)
open(p, "w", encoding="utf-8").write(t)
PY
	printf '/away.html {SITE:127.0.0.3}/moved-%s.html\n' "$s" \
	    >"$WORK/$s/redirects"
done
mkdir -p "$WORK/b"
for p in b-a b-c b-d moved-a moved-c moved-d; do
	printf '<html><head><title>%s</title></head><body><p>A page of %s on \
another host.</p></body></html>\n' "$p" "$p" >"$WORK/b/$p.html"
done

REQLOG=$WORK/requests.jsonl
python3 "$TOP_SRCDIR/tests/lib/gatehttpd.py" --ready "$WORK/gate.ready" \
    --log "$REQLOG" 127.0.0.2="$WORK/a=cookie:session=$COOKIE" \
    127.0.0.3="$WORK/b" 127.0.0.4="$WORK/c=basic:reader:$PASSWORD" \
    127.0.0.5="$WORK/d=cookie:site=$SCOOKIE" \
    2>>"$WORK/gate.err" &
INTEG_PIDS="$INTEG_PIDS $!"
wait_for 20 test -s "$WORK/gate.ready" || bail "gatehttpd did not start"
port_of() { awk -v a="$1" '$1 == a { print $2 }' "$WORK/gate.ready"; }
A=http://127.0.0.2:$(port_of 127.0.0.2)
C=http://127.0.0.4:$(port_of 127.0.0.4)
D=http://127.0.0.5:$(port_of 127.0.0.5)

# The sites do refuse what comes without the secrets.
is "$(curl -s -o /dev/null -w '%{http_code}' "$A/feed.xml")" 403 \
    "site a refuses its feed without the cookie"
is "$(curl -s -o /dev/null -w '%{http_code}' \
    "$A/news/2024/03/bakery-award.html")" 403 \
    "site a refuses its pages without the cookie"
is "$(curl -s -o /dev/null -w '%{http_code}' "$C/feed.xml")" 401 \
    "site c refuses its feed without credentials"
: >"$REQLOG"

write_config "host_delay = 0.02s"
add_feed gated "$A/feed.xml" "header = Cookie: session=$COOKIE" \
    "header = X-Extra: $EXTRA"
add_feed locked "$C/feed.xml" "user_agent = $AGENT" "username = reader" \
    "password = $PASSWORD"
# Site d's cookie and user agent come from a Full-Text RSS site config
# imported for its host, not from the [feed].
add_feed configured "$D/feed.xml"
mkdir -p "$WORK/ftr"
printf '# d\nhttp_header(Cookie): site=%s\nhttp_header(user-agent): %s\n' \
    "$SCOOKIE" "$AGENT" >"$WORK/ftr/127.0.0.5.txt"
templar import-ftr "$WORK/ftr" >"$WORK/cli-import.out" 2>&1
is "$?" 0 "import-ftr of site d's config exits 0"

# templard -t and the mode of the file holding the secrets
chmod 644 "$CONF"
out=$("$TEMPLARD" -t -c "$CONF" 2>&1)
is "$?" 0 "templard -t accepts the keys"
like "$out" "templar\\.conf: holds a secret .* readable by others \\(mode 644\\)" \
    "templard -t warns of a readable file holding secrets"
chmod 600 "$CONF"
out=$("$TEMPLARD" -t -c "$CONF" 2>&1)
is "$?" 0 "templard -t accepts the file at 600"
unlike "$out" "holds a secret" "and does not warn then"
echo "$out" >"$WORK/cli-t.out"
# a drop-in holding a secret is looked at too
mkdir -p "$WORK/templar.conf.d"
printf '[feed "gated"]\nheader = X-Drop: %s\n' "$EXTRA" \
    >"$WORK/templar.conf.d/cookie.conf"
chmod 640 "$WORK/templar.conf.d/cookie.conf"
out=$("$TEMPLARD" -t -c "$CONF" 2>&1)
like "$out" "cookie\\.conf: holds a secret .* readable by its group \\(mode 640\\)" \
    "templard -t warns of a drop-in its group may read"
unlike "$out" "templar\\.conf: holds" "and not of the main file at 600"
echo "$out" >"$WORK/cli-t2.out"
rm -r "$WORK/templar.conf.d"

# A configuration error about a header never shows its value.
cp "$CONF" "$WORK/bad.conf"
printf 'header = Host: %s\nheader = Bad Name: %s\nusername = a:%s\n' \
    "$COOKIE" "$COOKIE" "$PASSWORD" >>"$WORK/bad.conf"
out=$("$TEMPLARD" -t -c "$WORK/bad.conf" 2>&1)
isnt "$?" 0 "templard -t refuses a Host header, a bad name, a ':' in a user"
like "$out" "header: header Host is refused" "naming the header refused"
echo "$out" >"$WORK/cli-bad.out"

run_templard_once -v
is "$TEMPLARD_RC" 0 "templard --once exits 0"
gated=$(sql "SELECT count(*) FROM articles a JOIN entries e ON e.id = a.entry_id
    JOIN feeds f ON f.id = e.feed_id WHERE f.name = 'gated'")
cmp_ok "$gated" -ge 5 "the cookie site's articles are stored"
locked=$(sql "SELECT count(*) FROM articles a JOIN entries e ON e.id = a.entry_id
    JOIN feeds f ON f.id = e.feed_id WHERE f.name = 'locked'")
cmp_ok "$locked" -ge 5 "the Basic site's articles are stored"
configured=$(sql "SELECT count(*) FROM articles a
    JOIN entries e ON e.id = a.entry_id
    JOIN feeds f ON f.id = e.feed_id WHERE f.name = 'configured'")
cmp_ok "$configured" -ge 5 "the site config's cookie site's articles are stored"

# What each host received, from the servers' own record.
python3 - "$REQLOG" "$COOKIE" "$EXTRA" "$AGENT" "$BASIC" "$SCOOKIE" \
    >"$WORK/headers.out" 2>&1 <<'PY'
import json, sys
log, cookie, extra, agent, basic, scookie = sys.argv[1:7]
reqs = [json.loads(l) for l in open(log)]

def res(ok, desc, diag=""):
    print("%s\t%s\t%s" % ("PASS" if ok else "FAIL", desc,
        str(diag).replace("\t", " ").replace("\n", " ")[:300]))

def on(addr, robots=False):
    return [r for r in reqs if r["addr"] == addr and
            (r["path"] == "/robots.txt") == robots]

a, b, c = on("127.0.0.2"), on("127.0.0.3"), on("127.0.0.4")
d = on("127.0.0.5")
res(len(d) >= 6 and all(scookie in r["headers"].get("cookie", "") and
                        r["headers"].get("user-agent") == agent for r in d),
    "every request to site d carried its site config's cookie and agent",
    [r["path"] for r in d if scookie not in r["headers"].get("cookie", "")])
res(len(a) >= 6, "site a got the feed and its pages", len(a))
res(all(cookie in r["headers"].get("cookie", "") and
        r["headers"].get("x-extra") == extra for r in a),
    "every request to site a carried the cookie and the other header",
    [r["path"] for r in a if "cookie" not in r["headers"]])
res(not any(r["status"] == 403 for r in a), "site a refused none")
res(any(r["path"] == "/away.html" for r in a) and
    any(r["path"] == "/away.html" for r in c),
    "the redirects to site b were asked on their own hosts")
res(len(c) >= 6 and all(r["headers"].get("authorization") ==
                        "Basic " + basic for r in c),
    "every request to site c carried the credentials", len(c))
res(all(r["headers"].get("user-agent") == agent for r in c),
    "site c got the feed's user agent",
    set(r["headers"].get("user-agent") for r in c))
res(all(r["headers"].get("user-agent") != agent for r in a),
    "site a got the daemon's user agent")
res(not any(r["status"] == 401 for r in c), "site c refused none")
paths = sorted(r["path"] for r in b)
res(paths == ["/b-a.html", "/b-c.html", "/b-d.html", "/moved-a.html",
             "/moved-c.html", "/moved-d.html"],
    "site b got the linked pages and the redirects' targets, once each",
    paths)
leak = [r for r in b + on("127.0.0.2", True) + on("127.0.0.3", True) +
        on("127.0.0.4", True) + on("127.0.0.5", True)
        if set(r["headers"]) & {"cookie", "x-extra", "authorization"} or
        r["headers"].get("user-agent") == agent]
res(not leak, "site b and robots.txt got no cookie, header, credentials "
    "or the feed's user agent", leak)
res(len(on("127.0.0.3", True)) >= 1, "robots.txt was asked of site b")
PY
tap_from "$WORK/headers.out"

# No secret in the CLI's output ...
templar feeds >"$WORK/cli-feeds.out" 2>&1
templar feeds --format json >"$WORK/cli-feeds.json" 2>&1
templar status >"$WORK/cli-status.out" 2>&1
templar status --format json >"$WORK/cli-status.json" 2>&1
templar articles --format jsonl >"$WORK/cli-articles.out" 2>&1
like "$(cat "$WORK/cli-feeds.out")" "gated" "templar feeds lists the feed"

# ... nor in the daemon's HTTP answers.
PORT=$(python3 -c 'import socket; s = socket.socket()
s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
printf '[http]\nlisten = %s\n' "$PORT" >>"$CONF"
start_templard -v
URL=http://127.0.0.1:$PORT
wait_for 20 curl -sf -o /dev/null "$URL/api/status" ||
    bail "templard does not answer on $URL"
n=0
for p in /api/feeds /api/feeds/gated /api/feeds/locked /api/status \
    /api/articles /metrics /feeds/gated.atom /feeds/locked.json /opml /; do
	n=$((n + 1))
	curl -s -D - "$URL$p" >"$WORK/http-$n.out" 2>&1
done
like "$(cat "$WORK/http-1.out")" "locked" "/api/feeds lists the feeds"
stop_templard
is "$TEMPLARD_RC" 0 "templard stops cleanly"

for f in "$WORK"/templard.log "$WORK"/templard.out "$WORK"/cli-*.out \
    "$WORK"/cli-*.json "$WORK"/http-*.out; do
	[ -e "$f" ] || continue
	if grep -F -e "$COOKIE" -e "$EXTRA" -e "$PASSWORD" -e "$BASIC" \
	    -e "$SCOOKIE" "$f" >/dev/null; then
		fail "no secret in $(basename "$f")" \
		    "$(grep -F -e "$COOKIE" -e "$EXTRA" -e "$PASSWORD" "$f" |
			head -n 2)"
	else
		pass "no secret in $(basename "$f")"
	fi
done
like "$(cat "$WORK/templard.log")" "fetch $A/feed.xml" \
    "the debug log was written (and checked)"

done_testing

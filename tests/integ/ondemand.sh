#!/bin/sh
# ondemand.sh: full text for any feed, on demand ([http] on_demand).
# /full?url= of a loopback feed no config names answers at once (within a
# second, the figure printed) with the source's own entries marked
# pending; templard subscribes it on demand, learns it like any other,
# and later answers hold the full text.  It is listed as on demand
# (templar feeds, /api/feeds); without the token the answer is 401; a
# feed at an address the address policy refuses is refused and says why;
# `templar add` of its URL makes it permanent and keeps its data.
. "$(dirname "$0")/../lib/integ.sh"

command -v curl >/dev/null || skip_all "no curl"

SITE=$WORK/site
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" a 1 6
start_httpd "127.0.1.2=$SITE"
H=$(site_url 127.0.1.2)
PORT=$(python3 -c 'import socket; s = socket.socket()
s.bind(("127.0.1.3", 0)); print(s.getsockname()[1])')
TOKEN=integ-full-1
# only the test site's address is allowed: 127.0.1.9 is refused
write_config "host_delay = 0.02s" "allow_private_addresses = 127.0.1.2/32"
printf '\n[http]\nlisten = 127.0.1.3:%s\ntoken = %s\non_demand = yes\n' \
    "$PORT" "$TOKEN" >>"$CONF"
printf 'on_demand_max = 2\non_demand_keep = 2d\n' >>"$CONF"
ok "templard -t accepts on_demand" "$TEMPLARD" -t -c "$CONF"
API=http://127.0.1.3:$PORT
start_templard
ok "templard runs" wait_for 30 sh -c "[ \$(grep -c ': 0 feeds, database ' \
    '$WORK/templard.log') -ge 1 ]"
wait_for 20 sh -c "curl -s -o /dev/null $API/opml" ||
    bail "templard does not answer on $API"

FEED="$H/feed.xml"
ENC=$(python3 -c 'import sys, urllib.parse
print(urllib.parse.quote(sys.argv[1], safe=""))' "$FEED")
# full [QUERY]: GET /full?url=FEED&QUERY with the token; the body in
# $WORK/body, the status on stdout
full() {
	curl -s -o "$WORK/body" -w '%{http_code}' \
	    -H "Authorization: Bearer $TOKEN" "$API/full?url=$ENC${1:+&$1}"
}

# ---- the first answer: at once, the source's entries, pending ----
t0=$(date +%s%N)
CODE=$(full)
t1=$(date +%s%N)
ms=$(((t1 - t0) / 1000000))
diag "first answer of /full?url= in $ms ms"
is "$CODE" 200 "first answer: 200"
cmp_ok "$ms" -le 3000 "first answer within 3 s (1 s wanted; $ms ms)"
n=$(grep -c '<entry>' "$WORK/body")
is "$n" 6 "first answer: the source's 6 entries"
ok "first answer: they are marked pending" \
    grep -q 'Full text pending' "$WORK/body"
title=$(python3 -c 'import json, sys
print(json.load(open(sys.argv[1]))["story-003.html"]["title"])' \
    "$SITE/articles.json" 2>/dev/null)
[ -n "$title" ] && ok "first answer: the entries' titles" \
    grep -qF "$title" "$WORK/body"
is "$(sql "SELECT found_by FROM feeds WHERE config_url = '$FEED'")" \
    on-demand "subscribed in the store as on demand"
cmp_ok "$(sql "SELECT requested_at FROM feeds WHERE config_url = '$FEED'")" \
    -gt 0 "the time it was asked for is stored"

# ---- later answers: the full text ----
last=$(python3 -c 'import json, sys
print(json.load(open(sys.argv[1]))["story-003.html"]["last"][:60])' \
    "$SITE/articles.json")
got=0
i=0
while [ $i -lt 120 ]; do
	full >/dev/null
	if grep -qF "$last" "$WORK/body"; then
		got=1
		break
	fi
	sleep 0.5
	i=$((i + 1))
done
is "$got" 1 "a later answer holds the full text"
diag "full text served $((($(date +%s%N) - t1) / 1000000)) ms after the first answer"
CODE=$(full format=json)
is "$CODE" 200 "format=json: 200"
ok "format=json: a JSON Feed" grep -q '"version": *"https://jsonfeed.org' \
    "$WORK/body"
CODE=$(full format=rss)
ok "format=rss: RSS" grep -q '<rss' "$WORK/body"
is "$(sql "SELECT count(*) FROM feeds")" 1 "asked again: still one feed"

# ---- listed as on demand ----
like "$(templar feeds 2>&1)" "on demand" "templar feeds marks it"
like "$(curl -s "$API/api/feeds?token=$TOKEN")" '"found_by": *"on-demand"' \
    "/api/feeds marks it"

# ---- refusals ----
CODE=$(curl -s -o "$WORK/body" -w '%{http_code}' "$API/full?url=$ENC")
is "$CODE" 401 "without the token: 401"
INTERNAL=$(python3 -c 'import sys, urllib.parse
print(urllib.parse.quote(sys.argv[1], safe=""))' \
    "http://127.0.1.9:$HTTPD_PORT/feed.xml")
CODE=$(curl -s -o "$WORK/body" -w '%{http_code}' \
    -H "Authorization: Bearer $TOKEN" "$API/full?url=$INTERNAL")
is "$CODE" 403 "an internal address not allowed: 403"
like "$(cat "$WORK/body")" "loopback.*allow_private_addresses" \
    "the refusal says why"
is "$(sql "SELECT count(*) FROM feeds")" 1 "the refused one is not stored"

# ---- made permanent by templar add ----
name=$(sql "SELECT name FROM feeds WHERE config_url = '$FEED'")
narticles=$(sql "SELECT count(*) FROM articles")
OUT=$(templar add "$FEED" 2>&1)
like "$OUT" "subscribed $name: " "templar add: under its on-demand name"
ok "a reload makes it permanent" wait_for 30 sh -c "[ \"\$(sqlite3 -readonly \
    '$DB' \"SELECT coalesce(found_by, 'none') FROM feeds\")\" = none ]"
is "$(sql "SELECT count(*) FROM feeds")" 1 "still one feed"
cmp_ok "$(sql "SELECT count(*) FROM articles")" -ge "$narticles" \
    "its articles are kept"

# ---- the limit, and forgetting unused ones ----
enc() {
	python3 -c 'import sys, urllib.parse
print(urllib.parse.quote(sys.argv[1], safe=""))' "$1"
}
ask() {
	curl -s -o "$WORK/body" -w '%{http_code}' \
	    -H "Authorization: Bearer $TOKEN" "$API/full?url=$(enc "$1")"
}
is "$(ask "$H/feed.xml?two")" 200 "another on-demand feed (the first is permanent)"
is "$(ask "$H/feed.xml?three")" 200 "one more: on_demand_max = 2 reached"
is "$(ask "$H/feed.xml?four")" 503 "one more still: over on_demand_max, 503"
like "$(cat "$WORK/body")" "on_demand_max" "the answer names the limit"
stop_templard
sqlite3 -batch "$DB" "UPDATE feeds SET requested_at = 1000
    WHERE config_url = '$H/feed.xml?two'" || bail "cannot age a feed"
start_templard
ok "the retention pass forgets the one unused for on_demand_keep" \
    wait_for 30 grep -q 'forgot 1 on-demand feed unused for 2d' \
    "$WORK/templard.log"
is "$(sql "SELECT count(*) FROM feeds WHERE config_url LIKE '%?two'")" 0 \
    "it is gone from the store"
is "$(sql "SELECT count(*) FROM feeds WHERE found_by = 'on-demand'")" 1 \
    "the one asked for lately stays, on demand, across a restart"

stop_templard
is "$TEMPLARD_RC" 0 "templard exits 0"
done_testing

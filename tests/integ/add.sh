#!/bin/sh
# add.sh: subscribing without editing files, on a build installed into a
# temporary folder (DESTDIR; every command gets -c, so the machine's own
# configuration and database are never read).  `templar add` on a loopback
# site's home page finds its feed, writes one drop-in and reloads the
# running templard, which polls it without a restart and serves its full
# text; `templar remove --purge` removes the drop-in and forgets what was
# stored.  Names the config rejects and drop-ins that templar did not
# write are refused.  POST /api/feeds and DELETE /api/feeds/NAME do the
# same with the token, never without one; a home page subscribed as a
# feed is polled into an error that names the feeds it links to.
. "$(dirname "$0")/../lib/integ.sh"

INST=$WORK/inst
make -s -C "$TOP_BUILDDIR" install DESTDIR="$INST" >"$WORK/install.log" 2>&1 ||
    bail "make install DESTDIR=$INST failed: $(tail -n 5 "$WORK/install.log")"
TEMPLARD=$(find "$INST" -type f -name templard | head -n 1)
TEMPLAR_BIN=$(find "$INST" -type f -name templar -perm -u+x | head -n 1)
[ -x "$TEMPLARD" ] && [ -x "$TEMPLAR_BIN" ] || bail "nothing installed"

SITE=$WORK/site
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" a 1 6
cat >"$SITE/index.html" <<'EOF'
<!doctype html><html><head><title>Gazette</title>
<link rel="alternate" type="application/rss+xml" title="Gazette"
 href="/feed.xml"></head><body><h1>Gazette</h1></body></html>
EOF
start_httpd "127.0.1.2=$SITE"
H=$(site_url 127.0.1.2)
PORT=$(python3 -c 'import socket; s = socket.socket()
s.bind(("127.0.1.3", 0)); print(s.getsockname()[1])')
TOKEN=integ-add-1
write_config "host_delay = 0.05s" "allow_private_addresses = 127.0.1.0/24"
printf '\n[http]\nlisten = 127.0.1.3:%s\ntoken = %s\n' "$PORT" "$TOKEN" \
    >>"$CONF"
API=http://127.0.1.3:$PORT
DROPINS=$WORK/templar.conf.d

start_templard
ok "templard runs" wait_for 30 sh -c "[ \$(grep -c ': 0 feeds, database ' \
    '$WORK/templard.log') -ge 1 ]"

# ---- templar add: the home page's feed, and the daemon reloaded ----
OUT=$(templar add "$H/" 2>&1)
is "$?" 0 "add: exit 0"
like "$OUT" "^subscribed gazette: $H/feed.xml\$" \
    "add: the feed its home page names, named after its title"
like "$OUT" "reloads its configuration" "add: templard is told to reload"
ok "add: one drop-in, marked as templar's" \
    grep -qx "# Written by templar add; .templar remove gazette. deletes it." \
    "$DROPINS/add-gazette.conf"
ok "the daemon polls it without a restart: 6 articles" \
    wait_for 60 sh -c "[ \$(sqlite3 -readonly '$DB' \
    'SELECT count(*) FROM articles') -eq 6 ]"
is "$(templard_starts)" 1 "templard was not restarted"
last=$(python3 -c 'import json, sys
print(json.load(open(sys.argv[1]))["story-003.html"]["last"][:60])' \
    "$SITE/articles.json")
SERVED=$(curl -s "$API/feeds/gazette.atom?token=$TOKEN")
case $SERVED in
*"$last"*) pass "its full text is served: /feeds/gazette.atom" ;;
*) fail "its full text is served: /feeds/gazette.atom" "no '$last'" ;;
esac

OUT=$(templar add "$H/feed.xml" 2>&1)
like "$OUT" "subscribed already as gazette" "add again: said, nothing done"
is "$(ls "$DROPINS")" "add-gazette.conf" "add again: no second drop-in"
OUT=$(templar add --name 'bad/name' "$H/feed.xml?x" 2>&1)
is "$?" 1 "add --name with a name the config rejects: exit 1"
like "$OUT" "feed name" "add --name bad/name: the config's reason"
is "$(ls "$DROPINS")" "add-gazette.conf" "a rejected name writes nothing"
OUT=$(templar add "$H/none/" 2>&1)
is "$?" 1 "add a page with no feed: exit 1"

# ---- templar remove ----
printf '[feed "mine"]\nurl = %s/feed.xml?mine\n' "$H" >"$DROPINS/mine.conf"
OUT=$(templar remove mine 2>&1)
is "$?" 1 "remove a feed of a drop-in templar did not write: refused"
like "$OUT" "templar add did not write" "remove: says why"
ok "remove: the other drop-in stays" test -f "$DROPINS/mine.conf"
rm -f "$DROPINS/mine.conf"

OUT=$(templar remove --purge gazette 2>&1)
is "$?" 0 "remove --purge: exit 0"
like "$OUT" "^forgot gazette: 6 entries, 6 articles\$" "remove --purge: says it"
ok "remove: its drop-in is gone" test ! -e "$DROPINS/add-gazette.conf"
is "$(sql "SELECT count(*) FROM feeds") $(sql "SELECT count(*) FROM entries") \
$(sql "SELECT count(*) FROM pages") $(sql "SELECT count(*) FROM articles") \
$(sql "SELECT count(*) FROM templates")" "0 0 0 0 0" \
    "remove --purge: feed, entries, pages, articles, templates forgotten"
is "$(sql "SELECT entries || ' ' || pages || ' ' || articles FROM counts")" \
    "0 0 0" "remove --purge: the counts agree"
is "$(sql "SELECT count(*) FROM articles_fts WHERE articles_fts MATCH 'story'")" \
    0 "remove --purge: nothing left in the search index"
ok "the database is consistent" \
    sh -c "sqlite3 -readonly '$DB' 'PRAGMA integrity_check' | grep -qx ok"
not_ok "remove an unknown feed: exit 1" templar remove nosuch

# ---- the API ----
code() {
	curl -s -o "$WORK/api.out" -w '%{http_code}' "$@"
}
is "$(code -X POST -d "{\"url\":\"$H/feed.xml\"}" "$API/api/feeds")" 401 \
    "POST /api/feeds without the token: 401"
is "$(code -X POST -H "Authorization: Bearer $TOKEN" \
    -d "{\"url\":\"$H/\",\"name\":\"home\"}" "$API/api/feeds")" 201 \
    "POST /api/feeds with the token: 201"
ok "POST: the drop-in" test -f "$DROPINS/add-home.conf"
ok "a home page as a feed: the error names its feed" \
    wait_for 30 sh -c "'$TEMPLAR_BIN' -c '$CONF' feeds --format json |
    grep -q 'the feeds it names: $H/feed.xml'"
is "$(code -X POST -H "Authorization: Bearer $TOKEN" \
    -d "{\"url\":\"$H/\",\"name\":\"again\"}" "$API/api/feeds")" 409 \
    "POST a URL subscribed already: 409"
is "$(code -X DELETE "$API/api/feeds/home?token=$TOKEN")" 200 \
    "DELETE /api/feeds/home: 200"
ok "DELETE: the drop-in is gone" test ! -e "$DROPINS/add-home.conf"
is "$(code -X DELETE "$API/api/feeds/home?token=$TOKEN")" 404 \
    "DELETE it again: 404"
is "$(code -X POST "$API/opml?token=$TOKEN")" 405 "POST elsewhere: 405"

sed -i '/^token = /d' "$CONF"
kill -HUP "$TEMPLARD_PID"
ok "without a token, POST /api/feeds is refused: 403" \
    wait_for 10 sh -c "[ \$(curl -s -o /dev/null -w '%{http_code}' -X POST \
    -d '{\"url\":\"$H/feed.xml\"}' '$API/api/feeds') = 403 ]"
ok "nothing written without a token" test ! -e "$DROPINS/add-127.0.1.2.conf"

stop_templard
is "$TEMPLARD_RC" 0 "templard stops with exit 0"
done_testing

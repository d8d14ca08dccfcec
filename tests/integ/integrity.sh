#!/bin/sh
# integrity.sh: PRAGMA quick_check at templard's start and on demand.  A
# whole database is reported "ok" by /api/status, /metrics and templar
# status --check; with one page overwritten (dd over an index's root
# page) templard logs the damage, --once exits non-zero, templar status
# --check says DAMAGED and exits 1, and the running daemon's /api/status
# and /metrics say so.
. "$(dirname "$0")/../lib/integ.sh"

command -v curl >/dev/null || skip_all "no curl"
start_httpd 127.0.0.2=rss20
write_config "host_delay = 0.05s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml" "interval = 30m"
PORT=$(python3 -c 'import socket; s = socket.socket()
s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
TOKEN=integ-secret-1
printf '[http]\nlisten = %s\ntoken = %s\n' "$PORT" "$TOKEN" >>"$CONF"
URL=http://127.0.0.1:$PORT
# get PATH: the body (the answer's code in $WORK/code)
get() {
	curl -s -o "$WORK/body" -w '%{http_code}' \
	    -H "Authorization: Bearer $TOKEN" "$URL$1" >"$WORK/code"
	cat "$WORK/body"
}
# integrity JSON: the integrity state of a status JSON document
integrity() {
	python3 -c 'import json, sys
d = json.load(sys.stdin)
print(d.get("integrity", {}).get("state") if "integrity" in d
    else "error: " + str(d.get("error")))'
}

run_templard_once
is "$TEMPLARD_RC" 0 "templard --once on a new database exits 0"
unlike "$(cat "$WORK/templard.log")" "damaged" "a whole database: no damage"
st=$(templar status)
like "$st" "^integrity: not checked \(templar status --check\)$" \
    "templar status without --check: not checked"
st=$(templar status --check)
is "$?" 0 "templar status --check on a whole database exits 0"
like "$st" "^integrity: ok \(quick_check at [0-9T:-]+Z\)$" \
    "templar status --check: ok, and when"

start_templard
wait_for 20 sh -c "curl -s -o /dev/null -H 'Authorization: Bearer $TOKEN' \
    $URL/api/status" || bail "templard does not answer on $URL"
is "$(get /api/status | integrity)" "ok" "/api/status: integrity ok"
like "$(get /metrics)" "^templar_database_damaged 0$" \
    "/metrics: templar_database_damaged 0"
stop_templard

# One page of the database overwritten: the root page of an index.
sqlite3 -batch "$DB" "PRAGMA wal_checkpoint(TRUNCATE)" >/dev/null ||
    bail "cannot checkpoint $DB"
root=$(sql "SELECT rootpage FROM sqlite_master WHERE name = 'articles_url'")
psize=$(sql "PRAGMA page_size")
[ -n "$root" ] && [ "$root" -gt 1 ] || bail "no index articles_url"
head -c "$psize" /dev/zero | tr '\000' '\377' |
    dd of="$DB" bs="$psize" seek=$((root - 1)) count=1 conv=notrunc \
    2>/dev/null || bail "cannot overwrite page $root"

: >"$WORK/templard.log"
run_templard_once
isnt "$TEMPLARD_RC" 0 "templard --once on a damaged database exits non-zero"
like "$(cat "$WORK/templard.log")" \
    "error: database $DB is damaged: .*[Pp]age $root" \
    "templard says the database is damaged, and where"

templar status --check >"$WORK/st.out" 2>"$WORK/st.err"
is "$?" 1 "templar status --check on a damaged database exits 1"
like "$(cat "$WORK/st.out")" "^integrity: DAMAGED \(quick_check at .*\): database .* is damaged: " \
    "templar status --check: DAMAGED, with what was found"
like "$(cat "$WORK/st.err")" "^templar: database .* is damaged" \
    "templar status --check: the damage on stderr too"
is "$(templar status --check --format json | integrity)" "damaged" \
    "templar status --check --format json: damaged"

start_templard
wait_for 20 sh -c "curl -s -o /dev/null -H 'Authorization: Bearer $TOKEN' \
    $URL/api/status" || bail "templard does not answer on $URL"
is "$(get /api/status | integrity)" "damaged" "/api/status: damaged"
like "$(get /metrics)" "^templar_database_damaged 1$" \
    "/metrics: templar_database_damaged 1"
stop_templard

done_testing

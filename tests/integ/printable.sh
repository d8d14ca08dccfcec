#!/bin/sh
# printable.sh: terminal controls from the network (ESC sequences in a
# JSON Feed's titles, a Location and a Content-Type header) reach neither
# the daemon's log nor what templar prints.
. "$(dirname "$0")/../lib/integ.sh"

S=$WORK/s
mkdir "$S"
ESC=$(printf '\033')
echo "<html><body><p>x</p></body></html>" >"$S/typed.html"
cat >"$S/behaviour" <<B
redirect /moved.html ftp://x${ESC}[31mred${ESC}]0;owned/ 302
header /typed.html Content-Type: image/x${ESC}[2Jpng
B
start_httpd "127.0.0.2=$S"
BASE=$(site_url 127.0.0.2)
cat >"$S/feed.json" <<F
{"version": "https://jsonfeed.org/version/1.1",
 "title": "Evil \u001b]0;owned\u0007 feed \u001b[2J",
 "items": [
  {"id": "1", "url": "$BASE/moved.html",
   "title": "One \u001b[31mred\u001b[0m \u009b1m"},
  {"id": "2", "url": "$BASE/typed.html", "title": "Two"}
 ]}
F
write_config "host_delay = 0.05s"
add_feed evil "$(site_url 127.0.0.2)/feed.json"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"
like "$(cat "$WORK/templard.log")" "redirected to ftp://x.\\[31mred" \
    "the Location is logged"
is "$(grep -c "$ESC" "$WORK/templard.log")" 0 "with no ESC in the log"
like "$(cat "$WORK/templard.log")" "^20[0-9-]* [0-9:]* templard: " \
    "log lines carry a timestamp"
out=$(templar feeds 2>&1; templar status 2>&1;
    templar articles 2>&1; templar feed "$(site_url 127.0.0.2)/feed.json" 2>&1)
like "$out" "One .\\[31mred" "and the entry's title"
is "$(printf '%s' "$out" | grep -c "$ESC")" 0 "with no ESC"
is "$(printf '%s' "$out" | LC_ALL=C grep -c "$(printf '\302\233')")" 0 \
    "nor a C1 control"
is "$(sql "SELECT count(*) FROM pages WHERE instr(error, char(27)) > 0")" 0 \
    "no ESC stored in an error"

done_testing

#!/bin/sh
# layouts.sh: a feed mixing two page layouts (METHODS.md section 4).  One
# template holds a layout per cluster of pages; every article of either
# layout is extracted right, none by a fallback, and pages added later
# are routed to their own layout.
. "$(dirname "$0")/../lib/integ.sh"

SITE=$WORK/site
python3 "$TOP_SRCDIR/tests/lib/mksite4.py" site "$SITE" mixed 8
start_httpd "127.0.0.2=$SITE"
write_config "host_delay = 0.02s" "learn_entries = 5"
add_feed mixed "$(site_url 127.0.0.2)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"
is "$(sql "SELECT count(*) FROM templates")" 1 "one template"
json=$(sql "SELECT json FROM templates WHERE status = 'current'")
like "$json" '"layouts":\[' "the template holds a second layout"
is "$(sql "SELECT count(*) FROM articles")" 8 "eight articles"
templar articles --format jsonl >"$WORK/articles.jsonl"
is "$(python3 "$TOP_SRCDIR/tests/lib/mksite4.py" check "$SITE" \
    "$WORK/articles.jsonl")" ok "both layouts extracted right"
is "$(sql "SELECT count(*) FROM articles WHERE fallback != 0")" 0 \
    "no article needed a fallback"
ids=$(templar templates --format json | python3 -c '
import json, sys
print(len(json.load(sys.stdin)[0]["learned_from"]))')
is "$ids" 5 "all five sample pages voted"

# Later entries of both layouts go to their own layout's XPaths.
python3 "$TOP_SRCDIR/tests/lib/mksite4.py" site "$SITE" mixed 12
run_templard_once
is "$(sql "SELECT count(*) FROM templates")" 1 "still one template"
templar articles --format jsonl >"$WORK/articles.jsonl"
is "$(python3 "$TOP_SRCDIR/tests/lib/mksite4.py" check "$SITE" \
    "$WORK/articles.jsonl")" ok "the new entries are right too"
is "$(sql "SELECT count(*) FROM articles WHERE fallback != 0")" 0 \
    "and none needed a fallback"

done_testing

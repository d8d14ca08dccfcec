#!/bin/sh
# chrome.sh: a share bar, a "related articles" list and a tag list inside
# the article's own container (METHODS.md sections 2, 3 and 5).  The
# template records strip rules for them, and no body holds any of them.
. "$(dirname "$0")/../lib/integ.sh"

SITE=$WORK/site
python3 "$TOP_SRCDIR/tests/lib/mksite4.py" site "$SITE" chrome 7
start_httpd "127.0.0.2=$SITE"
write_config "host_delay = 0.02s" "learn_entries = 5"
add_feed chrome "$(site_url 127.0.0.2)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"
json=$(sql "SELECT json FROM templates WHERE status = 'current'")
like "$json" '"body_strip":\[' "the template has strip rules"
templar articles --format jsonl >"$WORK/articles.jsonl"
is "$(python3 "$TOP_SRCDIR/tests/lib/mksite4.py" check "$SITE" \
    "$WORK/articles.jsonl")" ok "bodies hold the article and no chrome"

done_testing

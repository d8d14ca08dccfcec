#!/bin/sh
# noteaser.sh: feeds without a usable teaser (METHODS.md sections 3 and
# 5): one with empty descriptions, one whose descriptions are all the
# site's description.  Their bodies are still right, and the template
# says it was not found by a teaser.
. "$(dirname "$0")/../lib/integ.sh"

EMPTY=$WORK/empty
GENERIC=$WORK/generic
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$EMPTY" a 1 7 --blank-teasers
python3 "$TOP_SRCDIR/tests/lib/mksite4.py" site "$GENERIC" generic 7
start_httpd "127.0.0.2=$EMPTY" "127.0.0.3=$GENERIC"
write_config "host_delay = 0.02s" "learn_entries = 5"
add_feed empty "$(site_url 127.0.0.2)/feed.xml"
add_feed generic "$(site_url 127.0.0.3)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"
for f in empty generic; do
	m=$(sql "SELECT t.method FROM templates t JOIN feeds f
	    ON f.id = t.feed_id WHERE f.name = '$f' AND t.status = 'current'")
	ok "$f: a template not found by a teaser ($m)" \
	    test -n "$m" -a "$m" != teaser
done
templar articles --format jsonl >"$WORK/articles.jsonl"
grep '"feed":"empty"' "$WORK/articles.jsonl" >"$WORK/empty.jsonl"
grep '"feed":"generic"' "$WORK/articles.jsonl" >"$WORK/generic.jsonl"
is "$(python3 - "$EMPTY/articles.json" "$WORK/empty.jsonl" <<'PY'
import json, sys
meta = json.load(open(sys.argv[1]))
for m in meta.values():
    m["kind"] = "article"
json.dump(meta, open(sys.argv[1], "w"))
PY
python3 "$TOP_SRCDIR/tests/lib/mksite4.py" check "$EMPTY" \
    "$WORK/empty.jsonl")" ok "empty descriptions: every body right"
is "$(python3 "$TOP_SRCDIR/tests/lib/mksite4.py" check "$GENERIC" \
    "$WORK/generic.jsonl")" ok "the site's description: every body right"

done_testing

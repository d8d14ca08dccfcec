#!/bin/sh
# besidelayout.sh: a new layout goes beside the one agreeing entries
# taught, not in its place, even when its pages fit the current
# template's signature (the same frame, the story in another box, no
# category shown).  Five pages of layout a teach a template with its
# category; five pages of layout e fail it and make templar relearn from
# the recent pages, all of layout e.  Pages of layout a are still among
# the host's recent pages and the current template extracts them
# clearly better: it stays as a layout, the new one is added beside it,
# and `templar extract --feed` gives the pages of a their category and
# the pages of e their body.
. "$(dirname "$0")/../lib/integ.sh"

SITE=$WORK/site
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" a 1 5
start_httpd "127.0.0.2=$SITE"
write_config "host_delay = 0.02s" "learn_entries = 5" "relearn_window = 5" \
    "relearn_failures = 2"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "first run exits 0"
is "$(sql "SELECT count(*) FROM templates")" 1 "one template"
cat1=$(sql "SELECT category_xpath FROM templates WHERE status = 'current'")
isnt "$cat1" "" "it has a category XPath"

# field N NAME: what the current template gives story N for NAME.
field() {
	templar extract --feed gazette "$SITE/story-$(printf %03d "$1").html" |
	    python3 -c 'import json, sys
print(json.loads(sys.stdin.readline()).get(sys.argv[1]) or "")' "$2"
}
cat3=$(sql "SELECT a.category FROM articles a JOIN entries e
    ON e.id = a.entry_id WHERE e.url GLOB '*story-003.html'")
isnt "$cat3" "" "story 3 has a category"
is "$(field 3 category)" "$cat3" "the template gives it"

# Five pages of layout e: the same frame, the story elsewhere.
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" e 6 5
run_templard_once
is "$TEMPLARD_RC" 0 "second run exits 0"
is "$(sql "SELECT count(*) FROM templates")" 2 "a second version"
json=$(sql "SELECT json FROM templates WHERE status = 'current'")
like "$json" '"layouts":\[' "it holds the new layout beside the first"
is "$(sql "SELECT category_xpath FROM templates
    WHERE status = 'current'")" "$cat1" "with the first layout's category"
is "$(field 3 category)" "$cat3" "story 3 (layout a) keeps its category"
is "$(field 2 category)" "$(sql "SELECT a.category FROM articles a
    JOIN entries e ON e.id = a.entry_id
    WHERE e.url GLOB '*story-002.html'")" "and story 2"
first8=$(python3 -c 'import json, sys
print(json.load(open(sys.argv[1]))["story-008.html"]["first"][:60])' \
    "$SITE/articles.json")
like "$(field 8 body)" "$first8" "story 8 (layout e) gets its body"
templar articles --format jsonl >"$WORK/articles.jsonl"
is "$(python3 "$TOP_SRCDIR/tests/lib/mksite.py" check "$SITE" \
    "$WORK/articles.jsonl" 1 10)" ok "both layouts' stored articles right"

done_testing

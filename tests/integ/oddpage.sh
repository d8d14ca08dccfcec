#!/bin/sh
# oddpage.sh: one page does not overturn agreeing evidence.  A template
# learned from five agreeing entries, with its category, meets one page
# of another layout: that page gets a fallback article, and the template
# and its category stay.  A second page of the new layout makes templar
# learn that layout beside the first one: one template holding both,
# the category still there, and both layouts' articles right.
. "$(dirname "$0")/../lib/integ.sh"

SITE=$WORK/site
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" a 1 6
start_httpd "127.0.0.2=$SITE"
write_config "host_delay = 0.02s" "learn_entries = 5" "relearn_window = 5" \
    "relearn_failures = 1"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "first run exits 0"
is "$(sql "SELECT count(*) FROM templates")" 1 "one template"
v1=$(sql "SELECT id FROM templates WHERE status = 'current'")
cat1=$(sql "SELECT category_xpath FROM templates WHERE id = $v1")
isnt "$cat1" "" "it has a category XPath"

check_articles() {
	templar articles --format jsonl >"$WORK/articles.jsonl"
	python3 "$TOP_SRCDIR/tests/lib/mksite.py" check "$SITE" \
	    "$WORK/articles.jsonl" "$1" "$2"
}

# One page of layout b.
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" b 7 1
run_templard_once
is "$TEMPLARD_RC" 0 "second run exits 0"
is "$(sql "SELECT count(*) FROM templates")" 1 \
    "one odd page: the template stays"
is "$(sql "SELECT id FROM templates WHERE status = 'current'")" "$v1" \
    "the same version is current"
is "$(sql "SELECT category_xpath FROM templates
    WHERE status = 'current'")" "$cat1" "with its category"
# extract_category N: the category the current template gives story N.
extract_category() {
	templar extract --feed gazette "$SITE/story-00$1.html" |
	    python3 -c 'import json, sys
print(json.loads(sys.stdin.readline()).get("category") or "")'
}
cat3=$(sql "SELECT a.category FROM articles a JOIN entries e
    ON e.id = a.entry_id WHERE e.url GLOB '*story-003.html'")
isnt "$cat3" "" "story 3 has a category"
is "$(extract_category 3)" "$cat3" "the current template still gives it"

# A second page of layout b: the layout is learned beside the first.
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" b 8 1
run_templard_once
is "$TEMPLARD_RC" 0 "third run exits 0"
is "$(sql "SELECT count(*) FROM templates")" 2 "a second version"
json=$(sql "SELECT json FROM templates WHERE status = 'current'")
like "$json" '"layouts":\[' "it holds the new layout beside the first"
is "$(sql "SELECT category_xpath FROM templates
    WHERE status = 'current'")" "$cat1" "and the category"
is "$(check_articles 1 8)" ok "both layouts' articles right"
is "$(extract_category 3)" "$cat3" "the first layout's category holds"

done_testing

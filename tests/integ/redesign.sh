#!/bin/sh
# redesign.sh: layout changes that the old template survives.  First the
# site puts a newsletter promotion inside the story: the old template
# still validates (it finds every teaser) but extracts text that repeats
# on every page, so the routine comparison with a template learned
# afresh replaces it (a version holding the new layout beside the old
# one, whose pages the new template finds nothing on).  Then the site moves to a new frame around the
# same story: its pages are off the template's layout, a version learned
# from the new layout's pages alone replaces it, and the new layout's
# articles extracted before that are extracted again.  Articles of the
# earlier layouts keep their template and text throughout.
. "$(dirname "$0")/../lib/integ.sh"

SITE=$WORK/site
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" a 1 6
start_httpd "127.0.0.2=$SITE"
write_config "host_delay = 0.02s" "learn_entries = 5" "relearn_window = 5" \
    "relearn_failures = 3"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"

# check_articles FROM TO: stories FROM..TO have their first and last
# paragraph, their title, and no chrome (nor the promotion).
check_articles() {
	templar articles --format jsonl >"$WORK/articles.jsonl"
	python3 "$TOP_SRCDIR/tests/lib/mksite.py" check "$SITE" \
	    "$WORK/articles.jsonl" "$1" "$2"
}
# of_template GLOB: template ids of the articles whose URL matches, in
# entry order.
of_template() {
	sql "SELECT group_concat(a.template_id, ',') FROM (SELECT a.template_id
	    FROM articles a JOIN entries e ON e.id = a.entry_id
	    WHERE e.url GLOB '$1' ORDER BY e.id) a"
}
# texts GLOB: id and text length of those articles.
texts() {
	sql "SELECT group_concat(id || ':' || n, ',') FROM (SELECT a.id,
	    length(a.body_text) AS n FROM articles a
	    JOIN entries e ON e.id = a.entry_id
	    WHERE e.url GLOB '$1' ORDER BY e.id)"
}

run_templard_once
is "$TEMPLARD_RC" 0 "first run exits 0"
v1=$(sql "SELECT id FROM templates WHERE status = 'current'")
is "$(check_articles 1 6)" ok "layout a: every article right"
a_texts=$(texts '*story-00[1-6].html')

# The promotion: the old template validates on these pages.
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" p 7 5
run_templard_once
is "$TEMPLARD_RC" 0 "second run exits 0"
is "$(sql "SELECT count(*) FROM articles WHERE template_id = $v1
    AND score < 0.6")" 0 "the old template still validates on every page"
is "$(sql "SELECT count(*) FROM templates")" 2 \
    "yet a version learned afresh replaced it"
like "$(sql "SELECT reason FROM templates WHERE id = $v1")" \
    "compared after 5 articles" "the old version says why it went"
v2=$(sql "SELECT id FROM templates WHERE status = 'current'")
is "$(check_articles 7 11)" ok "the promotion is not in the articles"
is "$(of_template '*story-0*.html')" "$v1,$v1,$v1,$v1,$v1,$v1,$v2,$v2,$v2,$v2,$v2" \
    "the promotion's pages were extracted again, the others kept theirs"
is "$(texts '*story-00[1-6].html')" "$a_texts" "and their text"

# More pages of the same: the template stays.
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" p 12 2
run_templard_once
is "$(sql "SELECT count(*) FROM templates")" 2 "a good template stays"
p_texts=$(texts '*story-0*.html')

# The new frame: the same blocks inside, so the template still finds the
# story and validates, but every page is off its layout, and the
# promotion moved into the text block.
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" c 14 6
run_templard_once
is "$TEMPLARD_RC" 0 "third run exits 0"
v=$(sql "SELECT id FROM templates WHERE status = 'current'")
isnt "$v" "$v2" "a new version is current"
# The version before holds the promotion's layout beside the first one
# (the first one's pages are still recent and the promotion's template
# finds nothing on them): a page that fits neither layout gets a
# fallback, so the health check may be the one that sees them first.
like "$(sql "SELECT group_concat(reason, ' | ') FROM templates
    WHERE id > $v2 OR id = $v2")" "of another layout|needed a fallback" \
    "relearned because the pages are of another layout"
is "$(sql "SELECT count(*) FROM templates WHERE id > $v2 AND
    EXISTS (SELECT 1 FROM json_each(learned_from) j JOIN entries e
    ON e.id = j.value WHERE e.url NOT GLOB '*story-01[4-9].html')")" 0 \
    "learned from the new layout's pages only"
is "$(check_articles 14 19)" ok "the new layout's articles are right"
is "$(sql "SELECT count(*) FROM articles a JOIN entries e
    ON e.id = a.entry_id WHERE e.url GLOB '*story-01[4-9].html'
    AND a.template_id IS NOT $v")" 0 \
    "all of them, those extracted before the relearn too, by the new version"
is "$(texts '*story-0*.html' | cut -d, -f1-13)" "$p_texts" \
    "articles of the earlier layouts are untouched"
is "$(check_articles 1 13)" ok "and still right"

done_testing

#!/bin/sh
# relearn.sh: a site changes its layout in the middle of a run.  Within
# three new entries templar notices (their articles fail validation),
# learns a new template version, re-extracts what the old one got wrong,
# and every article after the change is right while those before it keep
# their template and text.  templar templates shows the history.
. "$(dirname "$0")/../lib/integ.sh"

SITE=$WORK/site
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" a 1 6
start_httpd "127.0.0.2=$SITE"
write_config "host_delay = 0.02s" "learn_entries = 5" "relearn_window = 5" \
    "relearn_failures = 3"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "first run exits 0"
v1=$(sql "SELECT id FROM templates WHERE status = 'current'")
is "$(sql "SELECT count(*) FROM articles WHERE template_id = $v1")" 6 \
    "six articles with the first template"
# group_concat() takes the rows in the order of the subquery's ORDER BY
# (the outer one would order the single row it returns).
before=$(sql "SELECT group_concat(v, ',') FROM (SELECT a.id || ':' ||
    length(a.body_text) AS v FROM articles a JOIN entries e
    ON e.id = a.entry_id ORDER BY e.id)")

# check_articles FROM TO: each article of stories FROM..TO has its first
# and last paragraph, its title, and no chrome.
check_articles() {
	templar articles --format jsonl >"$WORK/articles.jsonl"
	python3 "$TOP_SRCDIR/tests/lib/mksite.py" check "$SITE" \
	    "$WORK/articles.jsonl" "$1" "$2"
}
is "$(check_articles 1 6)" ok "layout A: every article right"

# The site moves to layout B: three new entries.
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" b 7 3
run_templard_once
is "$TEMPLARD_RC" 0 "second run exits 0"
is "$(sql "SELECT count(*) FROM templates")" 2 "a second template version"
v2=$(sql "SELECT id FROM templates WHERE status = 'current'")
isnt "$v2" "$v1" "the new version is current"
like "$(sql "SELECT reason FROM templates WHERE id = $v1")" \
    "articles validated below" "the old version is retired with its reason"
is "$(check_articles 7 9)" ok "layout B: every article after the change right"
is "$(sql "SELECT count(*) FROM articles a JOIN entries e ON e.id = a.entry_id
    WHERE a.template_id = $v2 AND e.url GLOB '*story-00[789].html'")" 3 \
    "the new entries were extracted by the new version"
is "$(sql "SELECT group_concat(v, ',') FROM (SELECT a.id || ':' ||
    length(a.body_text) AS v FROM articles a JOIN entries e
    ON e.id = a.entry_id WHERE e.url NOT GLOB '*story-00[789].html'
    ORDER BY e.id)")" "$before" \
    "articles before the change are untouched"
is "$(check_articles 1 6)" ok "and still right"
like "$(templar templates)" "retired" "templar templates shows the history"

# More B entries keep the new version: no third one.
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" b 10 2
run_templard_once
is "$(sql "SELECT count(*) FROM templates")" 2 "a healthy template stays"
is "$(check_articles 10 11)" ok "and extracts the next entries right"

# templar relearn and reextract on demand; templar try changes nothing.
out=$("$TEMPLAR_BIN" -c "$CONF" try gazette --body-xpath '//h1' --limit 2)
like "$out" "nothing was changed" "templar try previews"
is "$(sql "SELECT count(*) FROM templates")" 2 "try adds no template"
"$TEMPLAR_BIN" -c "$CONF" relearn gazette >"$WORK/relearn.out" 2>&1
is "$?" 0 "templar relearn exits 0"
is "$(sql "SELECT count(*) FROM templates")" 3 "relearn adds a version"
"$TEMPLAR_BIN" -c "$CONF" reextract gazette >"$WORK/reextract.out" 2>&1
is "$?" 0 "templar reextract exits 0"
like "$(cat "$WORK/reextract.out")" "11 articles extracted" \
    "reextract extracts every stored page"

done_testing

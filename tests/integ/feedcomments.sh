#!/bin/sh
# feedcomments.sh: the feed's own comment links as a signal (METHODS.md
# section 5).  Two blogs keep their reader comments inside the story's
# container, marked up exactly as the story's paragraphs, so neither
# structure nor text tells them apart; their feeds link each entry's
# comments into its page (RSS comments + slash:comments to an empty
# <a name>, Atom replies links + thr:total to a heading's id).  The
# learned templates strip from there, and no body holds a comment.
. "$(dirname "$0")/../lib/integ.sh"

command -v python3 >/dev/null 2>&1 || skip_all "no python3"
ANCHOR=$WORK/anchor
HEADING=$WORK/heading
python3 "$TOP_SRCDIR/tests/lib/mkthread.py" site "$ANCHOR" anchor 7
python3 "$TOP_SRCDIR/tests/lib/mkthread.py" site "$HEADING" heading 7
start_httpd "127.0.0.2=$ANCHOR" "127.0.0.3=$HEADING"
write_config "host_delay = 0.02s" "learn_entries = 5"
add_feed anchor "$(site_url 127.0.0.2)/feed.xml"
add_feed heading "$(site_url 127.0.0.3)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"

is "$(sql "SELECT count(*) FROM entries WHERE comment_count > 0
    AND comments_url LIKE '%#comments'")" 6 \
    "entries: the comments links and counts of the RSS feed"
is "$(sql "SELECT count(*) FROM entries WHERE comment_count = 0
    AND comments_url LIKE '%#respond'")" 1 \
    "entries: a post without comments counts 0"
is "$(sql "SELECT count(*) FROM entries WHERE comment_count > 0
    AND comments_url LIKE '%#reacties'")" 6 \
    "entries: the Atom feed's replies links and thr:total"
is "$(sql "SELECT count(*) FROM entries WHERE comments_feed IS NOT NULL")" 7 \
    "entries: the comment feeds"

for f in anchor heading; do
	json=$(sql "SELECT t.json FROM templates t JOIN feeds f
	    ON f.id = t.feed_id WHERE f.name = '$f' AND t.status = 'current'")
	isnt "$json" "" "$f: a template"
done
like "$(sql "SELECT json FROM templates t JOIN feeds f ON f.id = t.feed_id
    WHERE f.name = 'anchor'")" "@name='comments'\]/following-sibling" \
    "anchor: the template strips from the feed's fragment"
like "$(sql "SELECT json FROM templates t JOIN feeds f ON f.id = t.feed_id
    WHERE f.name = 'heading'")" "@id='reacties'\]/following-sibling" \
    "heading: the template strips from the feed's fragment"

templar articles --format jsonl >"$WORK/articles.jsonl"
grep '"feed":"anchor"' "$WORK/articles.jsonl" >"$WORK/anchor.jsonl"
grep '"feed":"heading"' "$WORK/articles.jsonl" >"$WORK/heading.jsonl"
is "$(python3 "$TOP_SRCDIR/tests/lib/mkthread.py" check "$ANCHOR" \
    "$WORK/anchor.jsonl")" ok "anchor: bodies whole, without comments"
is "$(python3 "$TOP_SRCDIR/tests/lib/mkthread.py" check "$HEADING" \
    "$WORK/heading.jsonl")" ok "heading: bodies whole, without comments"
is "$(grep -cE '"comments_url":"[^"]*#comments","comment_count":[1-9]' \
    "$WORK/anchor.jsonl")" 6 "articles: the entry's comments link and count"

done_testing

#!/bin/sh
# comments.sh: reader comments and a photo caption inside the article's own
# container, the comments quoting the teaser, which spans two paragraphs
# (METHODS.md sections 1 and 5).  The teaser still locates the article, not
# the comments, and neither the comments nor the caption reach a body.
. "$(dirname "$0")/../lib/integ.sh"

SITE=$WORK/site
python3 "$TOP_SRCDIR/tests/lib/mksite4.py" site "$SITE" comments 7
start_httpd "127.0.0.2=$SITE"
write_config "host_delay = 0.02s" "learn_entries = 5"
add_feed blog "$(site_url 127.0.0.2)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"
json=$(sql "SELECT json FROM templates WHERE status = 'current'")
like "$json" 'commentblock' "the template strips the comment block"
like "$json" 'wp-caption' "the template strips the caption"
templar articles --format jsonl >"$WORK/articles.jsonl"
is "$(python3 "$TOP_SRCDIR/tests/lib/mksite4.py" check "$SITE" \
    "$WORK/articles.jsonl")" ok "bodies hold the article, no comments, no caption"

done_testing

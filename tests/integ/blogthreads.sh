#!/bin/sh
# blogthreads.sh: classic blog themes that box the post's text and each
# comment's text alike, so that the body XPath matches the post and every
# comment (METHODS.md section 2, comment-matches), and a photo gallery
# among the posts (section 5).  Each site learns from posts with no
# comment yet; later posts get threads of the post's own class (1, 2
# and 10 comments, in three languages, dated or not; on a Blogger-style
# site the posts learned from have threads already); a second feed of
# the TypePad-style site has the shared class as its configured body
# XPath.  The stored bodies hold every post's text and no comment; the
# gallery's holds its intro and every caption in order.
. "$(dirname "$0")/../lib/integ.sh"

DL=$WORK/dl
TP=$WORK/tp
BL=$WORK/bl
MK="$TOP_SRCDIR/tests/lib/mkblog.py"
python3 "$MK" site "$DL" dl 1 4
python3 "$MK" site "$TP" typepad 1 4
# Blogger's classic dl: here the posts learned from have threads already
python3 "$MK" site "$BL" blogger 1 4 2 0 3 1
start_httpd "127.0.0.2=$DL" "127.0.0.3=$TP" "127.0.0.4=$BL"
write_config "host_delay = 0.02s" "learn_entries = 4"
add_feed dl "$(site_url 127.0.0.2)/feed.xml"
add_feed tp "$(site_url 127.0.0.3)/feed.xml"
add_feed bl "$(site_url 127.0.0.4)/feed.xml"

run_templard_once
is "$TEMPLARD_RC" 0 "first run exits 0"
is "$(sql "SELECT count(*) FROM templates WHERE status = 'current'")" 3 \
    "the three sites learned, two from posts with no comments"

# the threads come, and a gallery
python3 "$MK" site "$DL" dl 5 5 1 2 10 2u 10u
python3 "$MK" gallery "$DL" 10
python3 "$MK" site "$TP" typepad 5 5 1 2 10 1u 10u
python3 "$MK" site "$BL" blogger 5 4 1 10 2u 10u
run_templard_once
is "$TEMPLARD_RC" 0 "second run exits 0"

# check_site SITE HOST: the site's stored articles against its posts.
check_site() {
	templar articles --format jsonl |
	    grep "//$2:" >"$WORK/$2.jsonl"
	python3 "$MK" check "$1" "$WORK/$2.jsonl"
}
is "$(check_site "$DL" 127.0.0.2)" ok \
    "dl theme: every post whole, no comment, the gallery's captions"
is "$(check_site "$TP" 127.0.0.3)" ok \
    "TypePad theme: every post whole, no comment, no trackback"
is "$(check_site "$BL" 127.0.0.4)" ok \
    "Blogger theme: every post whole, no comment"

# an XPath for the shared class, as a site config would give it
write_config "host_delay = 0.02s" "learn_entries = 4" \
    "database = $WORK/second.db"
add_feed tp2 "$(site_url 127.0.0.3)/feed.xml" \
    "body_xpath = //div[@class='entry-body']"
DB=$WORK/second.db
run_templard_once
is "$TEMPLARD_RC" 0 "a run with the configured XPath exits 0"
is "$(check_site "$TP" 127.0.0.3)" ok \
    "configured XPath: every post whole, no comment"

done_testing

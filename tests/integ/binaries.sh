#!/bin/sh
# binaries.sh: a feed whose entries link to 15 MB binaries besides its
# article pages.  Only HTML is stored: each binary is recorded as skipped
# with its type, never asked for again, and the database stays small; the
# article pages are stored compressed and extracted.  Then retention:
# once the pages are older than keep_pages their bodies go, except those
# the template was learned from and the newest ones; articles stay.
. "$(dirname "$0")/../lib/integ.sh"

SITE=$WORK/site
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" a 1 12
# Ten more entries, each linking to 15 MB of application/octet-stream.
python3 - "$SITE" <<'PY'
import sys
site = sys.argv[1]
items = "".join(
    "<item><title>Download %d</title><link>{BASE}/files/%d.bin</link>"
    "<guid>{BASE}/files/%d.bin</guid><description>File %d.</description>"
    "</item>" % (i, i, i, i) for i in range(1, 11))
feed = open(site + "/feed.xml").read()
open(site + "/feed.xml", "w").write(feed.replace("</channel>",
                                                 items + "</channel>"))
with open(site + "/behaviour", "w") as f:
    for i in range(1, 11):
        f.write("size /files/%d.bin %d\n" % (i, 15 * 1024 * 1024))
PY
start_httpd "127.0.0.2=$SITE"
write_config "host_delay = 0.02s" "learn_entries = 3" "relearn_window = 1"
add_feed news "$(site_url 127.0.0.2)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"

is "$(sql "SELECT count(*) FROM pages WHERE body IS NULL AND status = 200
    AND error = 'skipped: not HTML (application/octet-stream)'")" 10 \
    "each binary is recorded as skipped, with its type"
size=$(cat "$DB" "$DB-wal" 2>/dev/null | wc -c)
ok "the database stays under 5 MB ($size bytes)" \
    test "$size" -lt $((5 * 1024 * 1024))
is "$(sql "SELECT count(*) FROM pages WHERE body_encoding = 'zlib'
    AND error IS NULL AND length(body) < body_size")" 12 \
    "the article pages are stored compressed"
is "$(sql "SELECT count(*) FROM articles")" 12 "and extracted"
templar articles --format jsonl >"$WORK/articles.jsonl"
is "$(python3 "$TOP_SRCDIR/tests/lib/mksite.py" check "$SITE" \
    "$WORK/articles.jsonl")" ok "right"

# A month and more later: retention drops the old bodies at start.
sqlite3 "$DB" "UPDATE pages SET fetched_at = fetched_at - 40 * 86400"
run_templard_once
is "$TEMPLARD_RC" 0 "a later run exits 0"
is "$(grep -c 'GET /files/' "$HTTPD_LOG")" 10 "no binary is asked for again"
# Kept: the learning entries and the newest learn_entries + relearn_window
# good pages; the others lose their bodies.
KEPT="SELECT j.value FROM templates t, json_each(t.learned_from) j
    WHERE t.status = 'current'
    UNION SELECT * FROM (SELECT entry_id FROM pages WHERE error IS NULL
    ORDER BY entry_id DESC LIMIT 4)"
kept=$(sql "SELECT count(*) FROM ($KEPT)")
is "$(sql "SELECT count(*) FROM pages WHERE error IS NULL
    AND body IS NOT NULL")" "$kept" "$kept bodies stay"
is "$(sql "SELECT count(*) FROM pages WHERE body IS NULL
    AND entry_id IN ($KEPT)")" 0 "those the template needs"
dropped=$((12 - kept))
ok "some are dropped" test "$dropped" -gt 0
is "$(sql "SELECT count(*) FROM pages WHERE body IS NULL
    AND body_dropped_at IS NOT NULL AND error IS NULL")" "$dropped" \
    "the others are marked dropped"
like "$(cat "$WORK/templard.log")" \
    "pages: dropped the bodies of $dropped pages? older than 30d" \
    "retention says what it dropped"
is "$(sql "SELECT count(*) FROM articles")" 12 "every article stays"
templar reextract news >"$WORK/reextract.out" 2>&1
is "$?" 0 "templar reextract works on what is left"
templar articles --format jsonl >"$WORK/articles.jsonl"
is "$(python3 "$TOP_SRCDIR/tests/lib/mksite.py" check "$SITE" \
    "$WORK/articles.jsonl")" ok "and the articles are still right"

done_testing

#!/bin/sh
# notarticles.sh: a feed whose entries include soft-404 pages (served
# with 200) and index pages.  They never vote: the template is learned
# from the article pages alone (its learned_from excludes them), and the
# articles are right.  A feed of such pages alone learns no template.
. "$(dirname "$0")/../lib/integ.sh"

SITE=$WORK/site
python3 "$TOP_SRCDIR/tests/lib/mksite4.py" site "$SITE" junk 9
python3 "$TOP_SRCDIR/tests/lib/mksite4.py" site "$WORK/alljunk" alljunk 7
start_httpd "127.0.0.2=$SITE" "127.0.0.3=$WORK/alljunk"
write_config "host_delay = 0.02s" "learn_entries = 7"
add_feed junk "$(site_url 127.0.0.2)/feed.xml"
add_feed alljunk "$(site_url 127.0.0.3)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"
is "$(sql "SELECT count(*) FROM templates t JOIN feeds f ON f.id = t.feed_id
    WHERE f.name = 'junk' AND t.status = 'current'")" 1 "a template is learned"
is "$(sql "SELECT count(*) FROM templates t JOIN feeds f ON f.id = t.feed_id
    WHERE f.name = 'alljunk'")" 0 "none from soft-404 and index pages alone"
like "$(templar feeds --format json)" "is an article" \
    "and the feed says why"
templar templates --format json >"$WORK/templates.json"
res=$(python3 - "$SITE/articles.json" "$WORK/templates.json" "$DB" <<'PY'
import json, sqlite3, sys
meta = json.load(open(sys.argv[1]))
t = [t for t in json.load(open(sys.argv[2])) if t["feed"] == "junk"][0]
db = sqlite3.connect(sys.argv[3])
kind = {}
for eid, url in db.execute("SELECT e.id, e.url FROM entries e JOIN feeds f "
                           "ON f.id = e.feed_id WHERE f.name = 'junk'"):
    kind[eid] = meta[url.rsplit("/", 1)[1]]["kind"]
ids = t["learned_from"]
bad = [kind[i] for i in ids if kind[i] != "article"]
if not ids:
    print("learned from nothing")
elif bad:
    print("learned from " + ", ".join(bad))
else:
    print("ok %d" % len(ids))
PY
)
is "$res" "ok 3" "learned from the three article pages of the seven"
templar articles --format jsonl >"$WORK/articles.jsonl"
is "$(python3 "$TOP_SRCDIR/tests/lib/mksite4.py" check "$SITE" \
    "$WORK/articles.jsonl")" ok "every article page extracted right"
# The soft-404 and index pages get no article, and say why.
res=$(python3 - "$SITE/articles.json" "$DB" <<'PY'
import json, sqlite3, sys, zlib
meta = json.load(open(sys.argv[1]))
db = sqlite3.connect(sys.argv[2])
# articles inflates its bodies with the sqlite3 shell's function (templar.1)
db.create_function("sqlar_uncompress", 2, lambda d, n: d
    if d is None or len(d) == n else zlib.decompress(d), deterministic=True)
bad = []
for url, why, art in db.execute(
        "SELECT e.url, p.not_article, a.id FROM entries e"
        " JOIN feeds f ON f.id = e.feed_id JOIN pages p ON p.entry_id = e.id"
        " LEFT JOIN articles a ON a.entry_id = e.id WHERE f.name = 'junk'"):
    kind = meta[url.rsplit("/", 1)[1]]["kind"]
    if kind == "article" and (why is not None or art is None):
        bad.append("article %s: %s" % (url, why))
    if kind != "article" and (why is None or art is not None):
        bad.append("%s %s: article %s, reason %s" % (kind, url, art, why))
print("; ".join(bad) if bad else "ok")
PY
)
is "$res" ok "pages that are not articles get none, with the reason"

done_testing

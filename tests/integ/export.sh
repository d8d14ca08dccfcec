#!/bin/sh
# export.sh: templates that travel.  After a run has learned templates,
# `templar export-templates` writes them with their hosts and URL prefixes
# as one file; `templar import-templates` makes them the current templates
# of a database that never learned any (by feed name, else by feed URL),
# where they extract the same articles; a broken file changes nothing;
# `--format ftr` writes Full-Text RSS site configs.
. "$(dirname "$0")/../lib/integ.sh"

start_httpd 127.0.0.2=rss20 127.0.0.3=gbk 127.0.0.4=atom
write_config "host_delay = 0.05s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
add_feed jiangcheng "$(site_url 127.0.0.3)/feed.xml"
add_feed atomic "$(site_url 127.0.0.4)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"
is "$(sql "SELECT count(*) FROM templates")" 3 "three templates learned"

# ---- export ----

templar export-templates >"$WORK/all.json"
is "$?" 0 "export-templates exits 0"
sql "SELECT f.name, t.version, t.method, t.json FROM templates t
    JOIN feeds f ON f.id = t.feed_id WHERE t.status = 'current'" \
    >"$WORK/current.txt"
if python3 - "$WORK/all.json" "$WORK/current.txt" "$HTTPD_PORT" \
    >"$WORK/check.out" 2>&1 <<'PY'
import json, sys
exp, cur, port = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
def res(ok, desc, diag=""):
    print("%s\t%s\t%s" % ("PASS" if ok else "FAIL", desc, diag[:400]))
res(exp.get("format") == "templar-templates" and exp.get("version") == 1,
    "export: format and version", repr(exp.get("format")))
res(isinstance(exp.get("exported_at"), str) and
    exp["exported_at"].endswith("Z"), "export: exported_at is a UTC time")
feeds = {f["name"]: f for f in exp["feeds"]}
res(sorted(feeds) == ["atomic", "gazette", "jiangcheng"],
    "export: every feed", repr(sorted(feeds)))
for line in open(cur, encoding="utf-8"):
    name, version, method, tj = line.rstrip("\n").split("|", 3)
    f = feeds.get(name, {})
    ts = f.get("templates", [])
    res(len(ts) == 1, "export %s: one template" % name, repr(ts)[:200])
    if not ts:
        continue
    t = ts[0]
    res(t["version"] == int(version) and t["method"] == method,
        "export %s: version and method" % name, repr(t)[:200])
    res(t["template"] == json.loads(tj),
        "export %s: the template as stored" % name)
    res(isinstance(t["learned_at"], str), "export %s: learned_at" % name)
want = {"gazette": "127.0.0.2", "jiangcheng": "127.0.0.3",
        "atomic": "127.0.0.4"}
for name, host in want.items():
    f = feeds.get(name, {})
    res(f.get("url") == "http://%s:%s/feed.xml" % (host, port),
        "export %s: url" % name, repr(f.get("url")))
    res(f.get("hosts") == [host], "export %s: hosts" % name,
        repr(f.get("hosts")))
    p = f.get("url_prefixes", [])
    res(len(p) == 1 and p[0].startswith("http://%s:%s/" % (host, port))
        and p[0].endswith("/"), "export %s: one URL prefix" % name, repr(p))
# The longest directory all of a host's pages share: the gazette's are
# all in /news/2024/03/, the jiangcheng's in /society/..., /sports/...
p = feeds.get("gazette", {}).get("url_prefixes", [""])[0]
res(p == "http://127.0.0.2:%s/news/2024/03/" % port,
    "export gazette: the longest common directory", repr(p))
p = feeds.get("jiangcheng", {}).get("url_prefixes", [""])[0]
res(p == "http://127.0.0.3:%s/" % port,
    "export jiangcheng: the longest common directory", repr(p))
PY
then
	tap_from "$WORK/check.out"
else
	fail "export checked" "$(tail -n 5 "$WORK/check.out")"
fi

templar export-templates --feed gazette --output "$WORK/gazette.json"
is "$?" 0 "export-templates --feed --output exits 0"
is "$(python3 -c '
import json, sys
print(" ".join(f["name"] for f in json.load(open(sys.argv[1]))["feeds"]))
' "$WORK/gazette.json")" gazette "--feed exports that feed alone"
templar export-templates --feed nosuchfeed >/dev/null 2>"$WORK/e.err"
isnt "$?" 0 "export of an unknown feed fails"
like "$(cat "$WORK/e.err")" "nosuchfeed" "and names the feed"

# What the templates extract here, to compare with after the import.
seals=$SITES/rss20/news/2024/03/harbour-seals.html
ferry=$SITES/rss20/news/2024/03/ferry-timetable.html
gbk=$SITES/gbk/society/20240317/a1007.shtml
templar extract --feed gazette "$seals" "$ferry" >"$WORK/x-here.jsonl"
templar extract --feed jiangcheng "$gbk" >>"$WORK/x-here.jsonl"
is "$(grep -c '"body"' "$WORK/x-here.jsonl")" 3 "extract before export"

# ---- ftr ----

templar export-templates --format ftr --output "$WORK/ftr" 2>"$WORK/ftr.err"
is "$?" 0 "export-templates --format ftr exits 0"
for host in 127.0.0.2 127.0.0.3 127.0.0.4; do
	f=$WORK/ftr/$host.txt
	ok "ftr: $host.txt written" test -f "$f"
	name=$(sql "SELECT f.name FROM feeds f WHERE f.url LIKE
	    'http://$host:%'")
	body=$(sql "SELECT t.body_xpath FROM templates t JOIN feeds f
	    ON f.id = t.feed_id WHERE f.name = '$name'")
	version=$(sql "SELECT t.version FROM templates t JOIN feeds f
	    ON f.id = t.feed_id WHERE f.name = '$name'")
	is "$(head -n 1 "$f")" \
	    "# generated by templar from feed $name, template v$version" \
	    "ftr $host: the comment names feed and template"
	ok "ftr $host: body: the body XPath" grep -qxF "body: $body" "$f"
	ok "ftr $host: a title: line" grep -q "^title: ." "$f"
	like "$(grep '^test_url: ' "$f")" \
	    "^test_url: http://$host:$HTTPD_PORT/" "ftr $host: test_url"
	unlike "$(grep -v -e '^# ' -e '^title: ' -e '^body: ' -e '^strip: ' \
	    -e '^test_url: ' "$f")" . "ftr $host: no other line"
done
# strip: lines are the body's strip rules, anchored under the body.
python3 - "$WORK/ftr/127.0.0.2.txt" "$WORK/current.txt" \
    >"$WORK/strip.out" 2>&1 <<'PY'
import json, sys
ftr, cur = sys.argv[1], sys.argv[2]
for line in open(cur, encoding="utf-8"):
    name, _, _, tj = line.rstrip("\n").split("|", 3)
    if name == "gazette":
        t = json.loads(tj)
want = ["strip: " + t["body_xpath"] + s[1:] for s in t.get("body_strip", [])]
got = [l.rstrip("\n") for l in open(ftr) if l.startswith("strip: ")]
print("PASS" if got == want else "FAIL", "\tftr: strip: lines", "\t",
      repr(got)[:200], repr(want)[:200])
PY
tap_from "$WORK/strip.out"
like "$(cat "$WORK/ftr.err")" "3 site configs written" \
    "ftr: the count on standard error"

# ---- import into a database that never learned ----

DB1=$DB
CONF1=$CONF
stop_httpd
DB=$WORK/fresh.db
CONF=$WORK/fresh.conf
write_config "host_delay = 0.05s" "database = $DB"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
add_feed town "$(site_url 127.0.0.3)/feed.xml"
run_templard_once
is "$(sql "SELECT count(*) FROM feeds")" 2 "fresh database: two feeds"
is "$(sql "SELECT count(*) FROM templates")" 0 "and no template"

# A broken file changes nothing: one bad XPath in the last feed.
python3 - "$WORK/all.json" "$WORK/broken.json" <<'PY'
import json, sys
exp = json.load(open(sys.argv[1]))
exp["feeds"][-1]["templates"][0]["template"]["body_xpath"] = "//div[@"
json.dump(exp, open(sys.argv[2], "w"))
PY
templar import-templates "$WORK/broken.json" >"$WORK/b.out" 2>"$WORK/b.err"
is "$?" 1 "import of a file with a bad XPath exits 1"
like "$(cat "$WORK/b.err")" "body_xpath" "and says why"
is "$(sql "SELECT count(*) FROM templates")" 0 "and imports nothing"
printf '{"format": "templar-templates", "version": 2, "feeds": []}\n' \
    >"$WORK/v2.json"
templar import-templates "$WORK/v2.json" >/dev/null 2>"$WORK/v2.err"
is "$?" 1 "import of an unknown format version exits 1"
like "$(cat "$WORK/v2.err")" "version" "and says why"
echo '{"feeds": [' >"$WORK/cut.json"
templar import-templates "$WORK/cut.json" >/dev/null 2>&1
is "$?" 1 "import of a cut file exits 1"
templar import-templates "$WORK/missing.json" >/dev/null 2>&1
is "$?" 1 "import of a missing file exits 1"
is "$(sql "SELECT count(*) FROM templates")" 0 "still no template"

templar import-templates "$WORK/all.json" >"$WORK/i.out" 2>"$WORK/i.err"
is "$?" 0 "import-templates exits 0"
like "$(cat "$WORK/i.out")" "feed gazette: template v1 imported" \
    "the feed of the same name gets its template"
like "$(cat "$WORK/i.out")" \
    "feed town: template v1 of feed jiangcheng imported \\(same URL\\)" \
    "a feed of another name gets the template of its URL, and says so"
like "$(cat "$WORK/i.out")" "feed atomic: not in the database, skipped" \
    "a feed the database lacks is reported and skipped"
is "$(sql "SELECT f.name, t.version, t.method, t.status FROM templates t
    JOIN feeds f ON f.id = t.feed_id ORDER BY f.name")" \
    "gazette|1|import|current
town|1|import|current" "the imported templates are current, method import"
is "$(sql "SELECT tmpl_status FROM feeds ORDER BY name" | sort -u)" ok \
    "the feeds have a template"
like "$(templar templates --feed gazette)" "import" \
    "templar templates shows the imported one"
is "$(sql "SELECT json FROM templates t JOIN feeds f ON f.id = t.feed_id
    WHERE f.name = 'gazette'")" \
    "$(sqlite3 -readonly "$DB1" "SELECT json FROM templates t JOIN feeds f
    ON f.id = t.feed_id WHERE f.name = 'gazette'")" \
    "the template is stored as exported"

templar extract --feed gazette "$seals" "$ferry" >"$WORK/x-there.jsonl"
templar extract --feed town "$gbk" >>"$WORK/x-there.jsonl"
is "$(python3 -c '
import json, sys
def arts(p):
    return [{k: v for k, v in json.loads(l).items() if k != "template_id"}
            for l in open(p) if l.strip()]
print("same" if arts(sys.argv[1]) == arts(sys.argv[2]) else "differ")
' "$WORK/x-here.jsonl" "$WORK/x-there.jsonl")" same \
    "the imported templates extract the same articles"

# ---- import over a learned template: a new version, then reextract ----

DB=$DB1
CONF=$CONF1
sql "SELECT a.url, a.title, a.body_text, a.category FROM articles a
    JOIN entries e ON e.id = a.entry_id JOIN feeds f ON f.id = e.feed_id
    WHERE f.name = 'gazette' ORDER BY a.url" >"$WORK/a-before.txt"
templar import-templates "$WORK/gazette.json" >"$WORK/i2.out" 2>&1
is "$?" 0 "import over a learned template exits 0"
is "$(sql "SELECT t.version, t.method, t.status, coalesce(t.reason, '')
    FROM templates t JOIN feeds f ON f.id = t.feed_id
    WHERE f.name = 'gazette' ORDER BY t.version")" \
    "1|$(sed -n 's/^gazette|1|\([^|]*\)|.*/\1/p' "$WORK/current.txt")|retired|replaced by an import
2|import|current|" "it becomes v2, current; v1 is retired"
templar reextract gazette >"$WORK/r.out" 2>&1
is "$?" 0 "reextract with the imported template exits 0"
sql "SELECT a.url, a.title, a.body_text, a.category FROM articles a
    JOIN entries e ON e.id = a.entry_id JOIN feeds f ON f.id = e.feed_id
    WHERE f.name = 'gazette' ORDER BY a.url" >"$WORK/a-after.txt"
ok "and gives the same articles" \
    cmp -s "$WORK/a-before.txt" "$WORK/a-after.txt"
is "$(sql "SELECT count(DISTINCT a.template_id) FROM articles a
    JOIN entries e ON e.id = a.entry_id JOIN feeds f ON f.id = e.feed_id
    WHERE f.name = 'gazette'")" 1 "all of them by one template"

done_testing

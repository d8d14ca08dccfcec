#!/bin/sh
# mapper.sh: templar extract --templates, the mapper.  After templard
# learned three sites' templates and export-templates wrote them, the
# sites' pages are archived by tests/lib/mkwarc.py as plain and gzip WARC
# files (with warcinfo, request, image, 404 and metadata records mixed
# in), as JSON lines and as HTML files; extract --templates, with no
# config and no database, gives one record per page in input order, the
# daemon's own articles, whatever the input's form (stdin too), counts
# what it skipped, and says what went wrong (an unknown host, a broken
# line, a file cut short).  contrib/dask/extract --local 2 gives the same
# records.  With --generic, a host with no template gets the generic
# extraction, which on these sites gives what their templates give.
. "$(dirname "$0")/../lib/integ.sh"

start_httpd 127.0.0.2=rss20 127.0.0.3=gbk 127.0.0.4=atom
write_config "host_delay = 0.05s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
add_feed jiangcheng "$(site_url 127.0.0.3)/feed.xml"
add_feed atomic "$(site_url 127.0.0.4)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"
templar export-templates --output "$WORK/t.json"
is "$?" 0 "export-templates exits 0"
sql "SELECT a.url FROM articles a ORDER BY a.id" >"$WORK/urls.txt"
python3 - "$WORK/a.json" "$DB" <<'PY'
import json, sqlite3, sys
db = sqlite3.connect("file:%s?mode=ro" % sys.argv[2], uri=True)
rows = db.execute("""SELECT a.url, f.name, a.title, a.body_text
    FROM articles a JOIN entries e ON e.id = a.entry_id
    JOIN feeds f ON f.id = e.feed_id ORDER BY a.id""").fetchall()
json.dump([dict(zip(("url", "feed", "title", "body"), r)) for r in rows],
          open(sys.argv[1], "w"))
PY
n=$(wc -l <"$WORK/urls.txt")
cmp_ok "$n" -ge 9 "the daemon stored articles of the three sites ($n)"

MKWARC="python3 $TOP_SRCDIR/tests/lib/mkwarc.py"
(cd "$WORK" && $MKWARC --out plain --files 2 --extras urls.txt >order.txt &&
    $MKWARC --out gz --files 2 --gzip --extras urls.txt >/dev/null &&
    $MKWARC --out lines --format jsonl urls.txt >/dev/null)
is "$?" 0 "mkwarc.py archives the pages"
ok "the archives hold the pages in order" cmp -s "$WORK/urls.txt" \
    "$WORK/order.txt"

# The mapper runs with no configuration and no database.
mapper() {
	(cd "$WORK" && timeout -k 5 60 "$TEMPLAR_BIN" \
	    -d "$WORK/no-such.db" extract --templates t.json "$@")
}
mapper plain-1.warc plain-2.warc >"$WORK/plain.out" 2>"$WORK/plain.err"
is "$?" 0 "extract --templates over two WARC files exits 0"
ok "no database was made" test ! -e "$WORK/no-such.db"
mapper gz-1.warc.gz gz-2.warc.gz >"$WORK/gz.out" 2>"$WORK/gz.err"
is "$?" 0 "over two .warc.gz files (one member a record) exits 0"
ok ".warc.gz gives the same records" cmp -s "$WORK/plain.out" \
    "$WORK/gz.out"
ok "and the same summary" cmp -s "$WORK/plain.err" "$WORK/gz.err"
mapper lines-1.jsonl >"$WORK/lines.out" 2>/dev/null
is "$?" 0 "over JSON lines exits 0"
ok "JSON lines (html, html_base64 for GBK pages) give the same records" \
    cmp -s "$WORK/plain.out" "$WORK/lines.out"
cat "$WORK/plain-1.warc" "$WORK/plain-2.warc" | mapper - \
    >"$WORK/stdin.out" 2>/dev/null
ok "standard input as '-' gives the same records" cmp -s \
    "$WORK/plain.out" "$WORK/stdin.out"
cat "$WORK/gz-1.warc.gz" "$WORK/gz-2.warc.gz" | mapper \
    >"$WORK/stdin2.out" 2>/dev/null
ok "and with no input named, a gzip WARC stream" cmp -s \
    "$WORK/plain.out" "$WORK/stdin2.out"
first=$(head -n 1 "$WORK/urls.txt")
python3 - "$first" "$WORK/page.html" <<'PY'
import sys, urllib.request
open(sys.argv[2], "wb").write(urllib.request.urlopen(sys.argv[1]).read())
PY
mapper --url "$first" page.html >"$WORK/html.out" 2>/dev/null
is "$?" 0 "an HTML file with --url exits 0"

python3 - "$WORK" "$n" >"$WORK/check.out" 2>&1 <<'PY'
import json, re, sys
w, n = sys.argv[1], int(sys.argv[2])
def res(ok, desc, diag=""):
    print("%s\t%s\t%s" % ("PASS" if ok else "FAIL", desc, diag[:400]))
arts = json.load(open(w + "/a.json"))
recs = [json.loads(l) for l in open(w + "/plain.out")]
res(len(recs) == n, "one record per page", "%d records, %d pages" % (len(recs), n))
res([r["url"] for r in recs] == [a["url"] for a in arts],
    "records in input order")
res(all("error" not in r for r in recs), "no record has an error",
    repr([r for r in recs if "error" in r])[:300])
res(all(r["feed"] == a["feed"] for r, a in zip(recs, arts)),
    "each page routed to its site's feed by host")
res(all(isinstance(r.get("template"), int) and r["template"] >= 1
        for r in recs), "each record names its template version")
res(all(r.get("body") == a["body"] for r, a in zip(recs, arts)),
    "bodies are the daemon's own",
    repr([(r["url"], (r.get("body") or "")[:60], (a["body"] or "")[:60])
          for r, a in zip(recs, arts) if r.get("body") != a["body"]])[:400])
res(all(r.get("title") == a["title"] for r, a in zip(recs, arts)
        if r.get("title") is not None), "titles are the daemon's own")
res(all(isinstance(r.get("categories"), list) and
        (r["category"] is None or r["category"] == r["categories"][0])
        for r in recs), "category and categories")
res(any(re.search("[\u4e00-\u9fff]", r.get("body") or "") for r in recs
        if r["feed"] == "jiangcheng"), "GBK pages decoded by their header")
# What mkwarc.py mixed in (see its --extras), counted on stderr.
half = -(-n // 2)
req = n + n // 4 + n // 6
want = ("templar extract: %d pages extracted, 0 errors; skipped: %d "
        "requests, 2 warcinfo, %d metadata, %d not HTML, %d not 200"
        % (n, req, n // 9, n // 4, n // 6)).replace(", 0 metadata", "")
got = open(w + "/plain.err").read().strip()
res(got == want, "skipped records counted on stderr", "got %r want %r" % (got, want))
h = [json.loads(l) for l in open(w + "/html.out")]
res(len(h) == 1 and h[0] == recs[0], "the HTML file gives the page's record",
    repr(h)[:300])
PY
tap_from "$WORK/check.out"

# ---- errors ----

{
	head -n 2 "$WORK/lines-1.jsonl"
	echo '{"url": "http://127.0.0.9/x.html", "html": "<p>elsewhere</p>"}'
	echo 'not json'
	echo '{"url": "http://127.0.0.2/y.html", "html_base64": "!!"}'
	tail -n 1 "$WORK/lines-1.jsonl"
} >"$WORK/bad.jsonl"
mapper bad.jsonl >"$WORK/bad.out" 2>"$WORK/bad.err"
is "$?" 0 "page errors do not fail the run"
python3 - "$WORK/bad.out" "$WORK/bad.err" >"$WORK/check2.out" 2>&1 <<'PY'
import json, sys
def res(ok, desc, diag=""):
    print("%s\t%s\t%s" % ("PASS" if ok else "FAIL", desc, diag[:400]))
r = [json.loads(l) for l in open(sys.argv[1])]
res(len(r) == 6, "one line out per line in", repr(r)[:300])
if len(r) == 6:
    res("error" not in r[0] and "error" not in r[5], "good lines extracted")
    res(r[2].get("error") == "no template for host 127.0.0.9",
        "an unknown host is an error record", repr(r[2]))
    res(r[3]["url"] is None and "line 4" in r[3].get("error", ""),
        "a line that is no JSON is an error record naming it", repr(r[3]))
    res("not base64" in r[4].get("error", ""), "bad base64 is an error",
        repr(r[4]))
err = open(sys.argv[2]).read()
res("3 pages extracted, 2 errors; skipped: 1 broken" in err,
    "the summary counts them", err)
PY
tap_from "$WORK/check2.out"

# ---- --generic: hosts with no template ----

(cd "$WORK" && timeout -k 5 60 "$TEMPLAR_BIN" -d "$WORK/no-such.db" \
    extract --generic lines-1.jsonl) >"$WORK/gen.out" 2>/dev/null
is "$?" 0 "extract --generic with no templates exits 0"
mapper --generic bad.jsonl >"$WORK/gen2.out" 2>/dev/null
is "$?" 0 "extract --templates --generic exits 0"
python3 - "$WORK/gen.out" "$WORK/plain.out" "$WORK/gen2.out" \
    >"$WORK/check3.out" 2>&1 <<'PY'
import json, re, sys
def res(ok, desc, diag=""):
    print("%s\t%s\t%s" % ("PASS" if ok else "FAIL", desc, diag[:400]))
def words(s):
    return re.findall(r"\w+", (s or "").lower())
r = [json.loads(l) for l in open(sys.argv[1])]
# what the learned templates give: the daemon's articles (above)
daemon = {a["url"]: a for a in map(json.loads, open(sys.argv[2]))}
res(len(r) == len(daemon), "one line per page", "%d %d" % (len(r), len(daemon)))
res(all(o.get("generic") is True and "feed" not in o for o in r),
    "every page is extracted with no template", repr(r)[:300])
close, miss = 0, []
for o in r:
    d = daemon.get(o["url"])
    if d is None or not o.get("body"):
        continue
    want, got = words(d["body"]), set(words(o["body"]))
    if want and sum(w in got for w in want) >= 0.9 * len(want) and \
            o.get("title") == d["title"]:
        close += 1
    else:
        miss.append((o.get("title"), d["title"], o["body"][:50], d["body"][:50]))
res(r and close >= 0.8 * len(r),
    "its articles hold the templates' body and title",
    "%d of %d: %r" % (close, len(r), miss))
r = [json.loads(l) for l in open(sys.argv[3])]
res(len(r) == 6 and "feed" in r[0] and "generic" not in r[0],
    "a host with a template keeps it", repr(r[:1])[:300])
res(len(r) == 6 and "error" not in r[2] and "feed" not in r[2],
    "a host with none is extracted generically", repr(r[2:3]))
PY
tap_from "$WORK/check3.out"

size=$(wc -c <"$WORK/gz-2.warc.gz")
head -c $((size - 40)) "$WORK/gz-2.warc.gz" >"$WORK/cut.warc.gz"
mapper cut.warc.gz >"$WORK/cut.out" 2>"$WORK/cut.err"
is "$?" 1 "a WARC file cut short exits 1"
like "$(cat "$WORK/cut.err")" \
    "cut.warc.gz: record [0-9]* .at byte [0-9]*.: truncated" \
    "saying where it was cut"
cmp_ok "$(wc -l <"$WORK/cut.out")" -ge 1 "after the records before the cut"
printf 'hello\n' >"$WORK/text.txt"
mapper text.txt >/dev/null 2>"$WORK/text.err"
is "$?" 1 "an input of no known kind exits 1"
like "$(cat "$WORK/text.err")" "not WARC nor JSON lines" "and says so"

# ---- Dask distributed ----

if /usr/bin/python3 -c 'import distributed' 2>/dev/null; then
	mapper plain-1.warc gz-2.warc.gz lines-1.jsonl >"$WORK/one.out" \
	    2>/dev/null
	(cd "$WORK" && timeout -k 10 300 /usr/bin/python3 \
	    "$TOP_SRCDIR/contrib/dask/extract" --local 2 \
	    --templar "$TEMPLAR_BIN" --templates t.json --output dask.out \
	    plain-1.warc gz-2.warc.gz lines-1.jsonl 2>dask.err)
	is "$?" 0 "contrib/dask/extract --local 2 exits 0"
	ok "and gives the records one process gives, in order" \
	    cmp -s "$WORK/one.out" "$WORK/dask.out"
	like "$(tail -n 1 "$WORK/dask.err")" \
	    "^extract: 3 inputs, $((2 * n)) pages extracted" \
	    "its summary sums the tasks'"
else
	pass "contrib/dask/extract # SKIP python3 distributed is not" \
	    "importable by /usr/bin/python3 (apt-get install python3-distributed)"
fi

done_testing

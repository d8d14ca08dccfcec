#!/bin/sh
# extract.sh: after a run has learned templates, `templar extract --feed
# NAME FILE...` applies a feed's template to local files and prints one
# JSON object a file; pages the feed never listed come out as well as the
# ones learned from, GBK pages included.
. "$(dirname "$0")/../lib/integ.sh"

start_httpd 127.0.0.2=rss20 127.0.0.3=gbk
write_config "host_delay = 0.05s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
add_feed jiangcheng "$(site_url 127.0.0.3)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"

# check_extract OUT SITE JSONL...: every page listed in the JSONL files
# has one line in OUT (matched by file name) with the expected title,
# body and category.
check_extract() {
	_out=$1
	_site=$2
	shift 2
	if ! python3 - "$_out" "$SITES/$_site" "$@" \
	    >"$WORK/extract-check.out" 2>&1 <<'PY'
import json, re, sys
out, sitedir, exps = sys.argv[1], sys.argv[2], sys.argv[3:]
norm = lambda s: re.sub(r"\s+", " ", s or "").strip()
def res(ok, desc, diag=""):
    print("%s\t%s\t%s" % ("PASS" if ok else "FAIL", desc,
        diag.replace("\t", " ").replace("\n", " ")[:400]))
got = {}
for l in open(out, encoding="utf-8"):
    if l.strip():
        o = json.loads(l)
        got.setdefault(o.get("file"), []).append(o)
for path in exps:
    for l in open(path, encoding="utf-8"):
        if not l.strip():
            continue
        e = json.loads(l)
        f = sitedir + e["path"]
        tag = "extract %s" % e["path"]
        g = got.get(f, [])
        if len(g) != 1:
            res(False, "%s: one line" % tag, "found %d" % len(g))
            continue
        a = g[0]
        res(norm(a.get("title")) == e["title"], "%s: title" % tag,
            "got %r" % a.get("title"))
        body = norm(a.get("body"))
        miss = [s for s in e["body_has"] if norm(s) not in body]
        res(not miss, "%s: body" % tag, "missing %r in %r" % (miss, body[:200]))
        extra = [s for s in e["body_not"] if norm(s) in body]
        res(not extra, "%s: no chrome" % tag, "found %r" % extra)
        res(norm(a.get("category")) == e["category"], "%s: category" % tag,
            "got %r" % a.get("category"))
        cats = a.get("categories")
        res(isinstance(cats, list) and (cats[:1] == [a["category"]]
            if a.get("category") else cats == []),
            "%s: categories, the category first" % tag, "got %r" % cats)
PY
	then
		fail "extract output checked" "$(tail -n 5 "$WORK/extract-check.out")"
	else
		tap_from "$WORK/extract-check.out"
	fi
}

# A page the feed never listed, and two it did, in one call.
seals=$SITES/rss20/news/2024/03/harbour-seals.html
ferry=$SITES/rss20/news/2024/03/ferry-timetable.html
bakery=$SITES/rss20/news/2024/03/bakery-award.html
templar extract --feed gazette "$seals" "$ferry" "$bakery" >"$WORK/x1.jsonl"
is "$?" 0 "extract of three pages exits 0"
is "$(grep -c . "$WORK/x1.jsonl")" 3 "extract prints one line per file"
is "$(python3 -c '
import json, sys
print(" ".join(json.loads(l)["file"].rsplit("/", 1)[1]
               for l in open(sys.argv[1])))
' "$WORK/x1.jsonl")" \
    "harbour-seals.html ferry-timetable.html bakery-award.html" \
    "extract keeps the order of the files"
grep -v '^$' "$SITES/rss20/expected.jsonl" | grep -e ferry-timetable \
    -e bakery-award >"$WORK/listed.jsonl"
check_extract "$WORK/x1.jsonl" rss20 "$SITES/rss20/unlisted.jsonl" \
    "$WORK/listed.jsonl"

# A GBK page read from disk: the charset comes from its meta tag.
templar extract --feed jiangcheng \
    "$SITES/gbk/society/20240317/a1007.shtml" >"$WORK/x2.jsonl"
is "$?" 0 "extract of a GBK page exits 0"
check_extract "$WORK/x2.jsonl" gbk "$SITES/gbk/unlisted.jsonl"

# Errors: an unknown feed, a missing file (the others still come out).
templar extract --feed nosuchfeed "$seals" >"$WORK/x3.jsonl" 2>"$WORK/x3.err"
isnt "$?" 0 "extract with an unknown feed fails"
like "$(cat "$WORK/x3.err")" "nosuchfeed" "and names the feed"
templar extract --feed gazette "$WORK/missing.html" "$seals" \
    >"$WORK/x4.jsonl" 2>"$WORK/x4.err"
isnt "$?" 0 "extract with a missing file fails"
like "$(cat "$WORK/x4.err")" "missing\.html" "and names the file"
is "$(grep -c . "$WORK/x4.jsonl")" 1 "the other file is still extracted"

done_testing

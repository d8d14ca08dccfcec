#!/bin/sh
# extract-paths.sh: the four ways to extract a page give one article.
# After templard stored its articles (and its verdicts on pages that are
# no article), the same pages, as the daemon fetched them, go through
# templar try (the stored pages with their entries), templar extract
# --feed (one file each, with --url, so that it finds the stored entry)
# and the mapper (extract --templates over JSON lines that carry the
# entry's title, teaser and content).  Each gives the daemon's article
# field for field: title, body text and HTML, category and categories,
# image, fallback and validation score, with the template version the
# article was made with.  The mapper given no entry gives the same but
# for the title (not cut to the entry's headline) and the score (none);
# a page the daemon found no article is none for every path.
. "$(dirname "$0")/../lib/integ.sh"

python3 "$TOP_SRCDIR/tests/lib/mksite4.py" site "$WORK/junk" junk 9
python3 "$TOP_SRCDIR/tests/lib/mksite4.py" site "$WORK/mixed" mixed 8
python3 "$TOP_SRCDIR/tests/lib/mksite4.py" site "$WORK/valley" comments 7
python3 "$TOP_SRCDIR/tests/lib/mksite4.py" site "$WORK/chrome" chrome 7
start_httpd 127.0.0.2=rss20 127.0.0.3=gbk 127.0.0.4=atom "127.0.0.5=$WORK/junk" \
    "127.0.0.6=$WORK/mixed" "127.0.0.7=$WORK/valley" "127.0.0.8=$WORK/chrome"
write_config "host_delay = 0.02s" "learn_entries = 7"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
add_feed jiangcheng "$(site_url 127.0.0.3)/feed.xml"
add_feed atomic "$(site_url 127.0.0.4)/feed.xml"
add_feed junk "$(site_url 127.0.0.5)/feed.xml"
add_feed mixed "$(site_url 127.0.0.6)/feed.xml"
# XPaths that find nothing, for articles made by the fallbacks; a title
# ("Headline - Valley Post") that the entry's headline is a part of
add_feed valley "$(site_url 127.0.0.7)/feed.xml" "title_xpath = //h6"
add_feed chrome "$(site_url 127.0.0.8)/feed.xml" "body_xpath = //article" \
    "title_xpath = //title"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"
templar export-templates --output "$WORK/t.json"
is "$?" 0 "export-templates exits 0"

# The pages as the daemon parsed them: its articles and verdicts beside.
python3 - "$DB" "$WORK" <<'PY'
import base64, json, os, sqlite3, sys, zlib
db = sqlite3.connect("file:%s?mode=ro" % sys.argv[1], uri=True)
# articles inflates its bodies with the sqlite3 shell's function (templar.1)
db.create_function("sqlar_uncompress", 2, lambda d, n: d
    if d is None or len(d) == n else zlib.decompress(d), deterministic=True)
w = sys.argv[2]
os.makedirs(w + "/pages", exist_ok=True)
rows = db.execute("""SELECT e.id, f.name, coalesce(p.final_url, p.url),
    p.content_type, p.body, p.body_encoding, p.not_article, a.title, a.title_from_feed,
    e.title, e.teaser, e.content, e.published, e.author,
    a.body_text, a.body_html, a.category, a.categories, a.image,
    a.fallback, a.score, t.version
    FROM entries e JOIN feeds f ON f.id = e.feed_id
    JOIN pages p ON p.entry_id = e.id
    LEFT JOIN articles a ON a.entry_id = e.id
    LEFT JOIN templates t ON t.id = a.template_id
    WHERE p.body IS NOT NULL ORDER BY e.id""").fetchall()
pages, lines = [], open(w + "/pages.jsonl", "w")
bare = open(w + "/bare.jsonl", "w")
for r in rows:
    (eid, feed, url, ctype, body, enc, notart, title, tff, etitle, eteaser,
     econtent, epub, eauthor, text, html, cat, cats, image, fb, score,
     version) = r
    if enc == "zlib":
        body = zlib.decompress(body)
    path = "%s/pages/%d.html" % (w, eid)
    open(path, "wb").write(body)
    rec = {"url": url, "content_type": ctype,
        "html_base64": base64.b64encode(body).decode()}
    bare.write(json.dumps(rec) + "\n")
    rec.update({k: v for k, v in (("title", etitle), ("teaser", eteaser),
        ("content", econtent), ("published", epub), ("author", eauthor))
        if v is not None})
    lines.write(json.dumps(rec) + "\n")
    pages.append({"entry": eid, "feed": feed, "url": url, "file": path,
        "not_article": notart, "article": None if text is None else {
            "title": None if tff else title, "body": text,
            "body_html": html, "category": cat,
            "categories": json.loads(cats) if cats else [],
            "image": image, "fallback": fb, "score": score,
            "template": version}})
lines.close()
bare.close()
with open(w + "/daemon.json", "w") as f:
    json.dump(pages, f)
PY
[ -s "$WORK/daemon.json" ] || bail "could not read the daemon's articles"

# try, per feed; extract --feed, per file; the mapper, over them all.
for f in gazette jiangcheng atomic junk mixed valley chrome; do
	templar try "$f" --format jsonl >>"$WORK/try.jsonl"
done
python3 -c '
import json, sys
for p in json.load(open(sys.argv[1])):
    print("%s\t%s\t%s" % (p["feed"], p["url"], p["file"]))
' "$WORK/daemon.json" | while IFS="	" read -r feed url file; do
	templar extract --feed "$feed" --url "$url" --html "$file" \
	    >>"$WORK/feed.jsonl"
done
(cd "$WORK" && timeout -k 5 60 "$TEMPLAR_BIN" -d "$WORK/no-such.db" \
    extract --templates t.json --html pages.jsonl >mapper.jsonl \
    2>mapper.err)
is "$?" 0 "the mapper exits 0"
(cd "$WORK" && timeout -k 5 60 "$TEMPLAR_BIN" -d "$WORK/no-such.db" \
    extract --templates t.json --html bare.jsonl >bare-out.jsonl \
    2>bare.err)
is "$?" 0 "the mapper exits 0 on pages without their entry"

python3 - "$WORK" >"$WORK/check.out" 2>&1 <<'PY'
import json, sys
w = sys.argv[1]
def res(ok, desc, diag=""):
    print("%s\t%s\t%s" % ("PASS" if ok else "FAIL", desc,
        str(diag).replace("\t", " ").replace("\n", " ")[:600]))
def load(name):
    return [json.loads(l) for l in open(w + "/" + name) if l.strip()]
pages = json.load(open(w + "/daemon.json"))
arts = [p for p in pages if p["article"]]
junk = [p for p in pages if p["not_article"]]
tried = {r["url"]: r for r in load("try.jsonl")}
byfile = {r["file"]: r for r in load("feed.jsonl")}
mapped = {r["url"]: r for r in load("mapper.jsonl")}
bare = {r["url"]: r for r in load("bare-out.jsonl")}
FB = {0: None, 1: "body", 2: "title", 3: "body"}
res(len(arts) >= 20, "the daemon stored articles (%d)" % len(arts))
res(len(junk) >= 2, "and found pages that are no article (%d)" % len(junk))
res(any(a["article"]["categories"] for a in arts),
    "some articles have categories")
res(any(a["article"]["image"] for a in arts), "some have an image")
res(any(p["article"]["title"] != bare[p["url"]].get("title")
        for p in arts if p["url"] in bare),
    "some titles were cut to the entry's headline")
for bit, name in ((1, "body"), (2, "title")):
    res(any(a["article"]["fallback"] & bit for a in arts),
        "some were made by the %s fallback" % name)
fields = ("title", "body", "body_html", "category", "categories", "image")

def diff(got, want, keys):
    return [(k, got.get(k), want[k]) for k in keys if got.get(k) != want[k]]

def check(name, recs, key, with_entry):
    bad, n = [], 0
    for p in arts:
        a, r = p["article"], recs.get(p[key])
        if r is None or r.get("not_article") or r.get("error"):
            bad.append((p["url"], "no article", r))
            continue
        n += 1
        keys = [k for k in fields if with_entry or k != "title"]
        d = diff(r, a, keys)
        if r.get("fallback") != FB[a["fallback"]]:
            d.append(("fallback", r.get("fallback"), a["fallback"]))
        if r.get("template") != a["template"]:
            d.append(("template", r.get("template"), a["template"]))
        if with_entry and abs(r.get("score", -1) - a["score"]) > 1e-9:
            d.append(("score", r.get("score"), a["score"]))
        # no entry, no headline: the daemon's title is a part of it
        if not with_entry and a["title"] is not None and \
                a["title"] not in (r.get("title") or ""):
            d.append(("title", r.get("title"), a["title"]))
        if d:
            bad.append((p["url"], d))
    res(not bad, "%s gives the daemon's articles (%d), field for field"
        % (name, n), bad[:2])

check("templar try", tried, "url", True)
check("templar extract --feed", byfile, "file", True)
check("the mapper", mapped, "url", True)
check("the mapper without the entry", bare, "url", False)
def same(r):
    return {k: v for k, v in r.items()
            if k not in ("file", "url", "feed") and v is not None}
bad = [p["url"] for p in pages if p["file"] not in byfile or
       same(byfile[p["file"]]) != same(mapped.get(p["url"], {}))]
res(not bad, "extract --feed and the mapper give the same records", bad[:3])
bad = [(p["url"], byfile.get(p["file"]), mapped.get(p["url"]))
       for p in junk if not byfile.get(p["file"], {}).get("not_article")
       or not mapped.get(p["url"], {}).get("not_article")
       or not bare.get(p["url"], {}).get("not_article")]
res(not bad, "a page the daemon found no article is none for them", bad[:2])
res(all(p["url"] not in tried for p in junk),
    "try leaves out the pages found no article")
PY
tap_from "$WORK/check.out"

done_testing

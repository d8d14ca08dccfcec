#!/bin/sh
# siteconfigs.sh: Full-Text RSS site configs in and out.  `templar
# import-ftr` reads a folder of site configs (tests/data/ftr: every
# directive, a wildcard host, a www. file name, directives of other
# tools), reports what it does not use with file:line, and `templar
# site-configs` lists them; `export-templates --format ftr` gives every
# directive back in order, and a second round trip changes nothing.
# Then templard extracts the pages of a host that has a config as the
# config says (find/replace before parsing, the body XPaths tried in
# order, strip rules), the same site on a host without one as learned,
# and a host whose config finds no body and says
# "autodetect_on_failure: no" gets no article.
. "$(dirname "$0")/../lib/integ.sh"

FTR=$TEST_DATA/ftr

# ---- import, list, export, round trip ----

write_config "host_delay = 0.05s"
templar import-ftr "$FTR" >"$WORK/imp.out" 2>"$WORK/imp.err"
is "$?" 0 "import-ftr DIR exits 0"
like "$(cat "$WORK/imp.out")" \
    "6 site configs imported \\(72 directives\\), 0 files not imported" \
    "every file imported, every directive counted"
like "$(cat "$WORK/imp.err")" \
    "www.techwire.example.txt:9: unknown directive 'parser'" \
    "an unknown directive is reported with file:line"
is "$(grep -c 'unknown directive' "$WORK/imp.err")" 3 \
    "each unknown directive once"
is "$(sql "SELECT host FROM site_configs ORDER BY host" | tr '\n' ' ')" \
    ".blogs.example .gazette-group.example dailyherald.example longreads.example magazine.example techwire.example " \
    "one config a host: wildcards keep their dot, www. is dropped"
is "$(sql "SELECT count(*) FROM site_config_rules")" 72 \
    "every directive stored"
is "$(sql "SELECT group_concat(directive || '=' || value, ' ; ') FROM
    (SELECT r.directive, r.value FROM site_config_rules r
    JOIN site_configs c ON c.id = r.site_config_id
    WHERE c.host = 'dailyherald.example' AND r.directive = 'body'
    ORDER BY r.position)")" \
    "body=//div[@itemprop='articleBody'] ; body=//article[contains(@class, 'story')]//div[@class='story-text']" \
    "repeated XPaths kept in file order"
is "$(sql "SELECT r.argument || '|' || r.value FROM site_config_rules r
    JOIN site_configs c ON c.id = r.site_config_id
    WHERE c.host = 'magazine.example' AND r.directive = 'replace_string'
    AND r.argument IS NOT NULL")" '<p class="lead"></p>|<p class="lead">' \
    "replace_string(find): repl keeps its argument"

templar site-configs >"$WORK/list.txt"
is "$?" 0 "site-configs exits 0"
like "$(cat "$WORK/list.txt")" "^magazine.example: 13 directives" \
    "site-configs lists a host with its count"
like "$(cat "$WORK/list.txt")" "http_header +2" \
    "headers are counted"
unlike "$(cat "$WORK/list.txt")" "consent=yes" \
    "a header's value (a cookie) is not shown"
templar site-configs --format json >"$WORK/list.json"
is "$(python3 -c '
import json, sys
v = json.load(open(sys.argv[1]))
print(len(v), sum(len(c["directives"]) for c in v),
      "consent" in json.dumps(v))
' "$WORK/list.json")" "6 72 False" "site-configs --format json: every directive, no secret"

templar export-templates --format ftr --output "$WORK/out1" \
    2>"$WORK/exp1.err"
is "$?" 0 "export-templates --format ftr exits 0"
like "$(cat "$WORK/exp1.err")" "6 site configs written .*\\(6 imported\\)" \
    "the imported configs are written"
# Every directive of every file, in order, as it was written.
if python3 - "$FTR" "$WORK/out1" >"$WORK/rt.out" 2>&1 <<'PY'
import os, sys
src, out = sys.argv[1], sys.argv[2]
def res(ok, desc, diag=""):
    print("%s\t%s\t%s" % ("PASS" if ok else "FAIL", desc, diag[:400]))
def rules(p):
    return [l.strip() for l in open(p, encoding="utf-8")
            if l.strip() and not l.strip().startswith("#")]
for name in sorted(os.listdir(src)):
    oname = name[4:] if name.startswith("www.") else name
    p = os.path.join(out, oname)
    if not os.path.exists(p):
        res(False, "export: %s written" % oname)
        continue
    data = open(p, "rb").read()
    res(data.endswith(b"\n"), "export %s: ends with a newline" % oname)
    a, b = rules(os.path.join(src, name)), rules(p)
    res(a == b, "export %s: every directive, in order" % oname,
        repr([x for x in a if x not in b] + [x for x in b if x not in a]))
PY
then
	tap_from "$WORK/rt.out"
else
	fail "round trip checked" "$(tail -n 5 "$WORK/rt.out")"
fi

DB1=$DB
DB=$WORK/second.db
templar -d "$DB" import-ftr "$WORK/out1" >/dev/null 2>&1
is "$?" 0 "import-ftr of the export exits 0"
templar -d "$DB" export-templates --format ftr --output "$WORK/out2" \
    2>/dev/null
for f in "$WORK"/out1/*.txt "$WORK"/out1/.*.txt; do
	n=$(basename "$f")
	grep -v '^#' "$f" >"$WORK/a.rules"
	grep -v '^#' "$WORK/out2/$n" >"$WORK/b.rules" 2>/dev/null
	ok "round trip $n: the same directives" \
	    cmp -s "$WORK/a.rules" "$WORK/b.rules"
done
DB=$DB1

# A file that is no site config: reported, the rest imported.
mkdir "$WORK/bad"
printf 'body //div\nbody: //div[@\ntitle: //h1\nstrip_id_or_class: a\n' \
    >"$WORK/bad/broken.example.txt"
printf '# nothing\n\n' >"$WORK/bad/empty.example.txt"
printf 'body: //x\n' >"$WORK/bad/not_a_host!.txt"
templar import-ftr "$WORK/bad" >"$WORK/bad.out" 2>"$WORK/bad.err"
is "$?" 1 "import-ftr with files not imported exits 1"
like "$(cat "$WORK/bad.err")" "broken.example.txt:1: not a 'directive: value' line" \
    "a line without a colon is reported with its number"
like "$(cat "$WORK/bad.err")" "broken.example.txt:2: body: not a usable XPath" \
    "an XPath that does not compile is reported with its number"
like "$(cat "$WORK/bad.err")" "empty.example.txt: no directive; not imported" \
    "a file without a directive is not imported"
like "$(cat "$WORK/bad.out")" "1 site configs imported \\(2 directives\\), 2 files not imported" \
    "the rest is imported"

# ---- a host with a config, one without, one whose config fails ----

start_httpd 127.0.0.7=rss20 127.0.0.8=rss20 127.0.0.9=rss20
mkdir "$WORK/mine"
# The body XPath finds something only once find/replace has run, and
# the first body XPath finds nothing: both are needed for a body.  It
# leaves out the lead paragraph, which learning would never do.
cat >"$WORK/mine/127.0.0.7.txt" <<'CONF'
# the gazette, as a user would write it
find_string: <div class="story-body">
replace_string: <div class="story-body" id="rewritten">
find_string: the marine station at Longhaven
replace_string: the marine station (rewritten) at Longhaven
body: //div[@id='no-such-body']
body: //div[@id='rewritten']/p[position() > 1]
strip: //div[@id='rewritten']/p[last()]
strip_id_or_class: ad-inline
strip_image_src: /static/logo.png
date: //div[@class='byline']
prune: no
tidy: no
CONF
cat >"$WORK/mine/127.0.0.9.txt" <<'CONF'
body: //div[@id='no-such-body']
autodetect_on_failure: no
CONF
templar import-ftr "$WORK/mine" >/dev/null 2>&1
is "$?" 0 "import-ftr of the test hosts' configs"
add_feed configured "$(site_url 127.0.0.7)/feed.xml"
add_feed learned "$(site_url 127.0.0.8)/feed.xml" \
    "strip_xpath = //div[@class='share']"
add_feed failing "$(site_url 127.0.0.9)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"

n=$(sql "SELECT count(*) FROM articles a JOIN entries e ON e.id = a.entry_id
    JOIN feeds f ON f.id = e.feed_id WHERE f.name = 'configured'")
cmp_ok "$n" -ge 5 "the configured host's articles are stored"
coral="SELECT a.body_text FROM articles a JOIN entries e ON e.id = a.entry_id
    JOIN feeds f ON f.id = e.feed_id WHERE e.url LIKE '%coral-survey%'"
like "$(sql "$coral AND f.name = 'configured'")" "covers a strip of seabed" \
    "the body is the story"
like "$(sql "$coral AND f.name = 'configured'")" \
    "the marine station \\(rewritten\\) at Longhaven" \
    "find/replace rewrote the page before it was parsed"
unlike "$(sql "$coral AND f.name = 'configured'")" "Volunteer divers have logged" \
    "the config's body XPath wins: no lead paragraph"
unlike "$(sql "$coral AND f.name = 'configured'")" "Photographs from this year" \
    "the strip rule removed the last paragraph"
like "$(sql "$coral AND f.name = 'learned'")" "Volunteer divers have logged" \
    "the same page on a host without a config has its lead"
like "$(sql "$coral AND f.name = 'learned'")" "Photographs from this year" \
    "and its last paragraph"
unlike "$(sql "$coral AND f.name = 'learned'")" "rewritten" \
    "and is not rewritten"
is "$(sql "SELECT count(*) FROM articles a JOIN entries e ON e.id = a.entry_id
    JOIN feeds f ON f.id = e.feed_id WHERE f.name = 'failing'")" 0 \
    "a config whose body finds nothing, with autodetect_on_failure: no: no article"
like "$(cat "$WORK/templard.log")" "autodetect_on_failure: no" \
    "and the log says why"

# templar try and extract --feed preview what templard stores.
templar try configured --format jsonl >"$WORK/try.jsonl" 2>&1
like "$(grep coral-survey "$WORK/try.jsonl")" "marine station \\(rewritten\\)" \
    "try applies the site config"
unlike "$(grep coral-survey "$WORK/try.jsonl")" "Volunteer divers have logged" \
    "try: the config's body XPath"
page=$SITES/rss20/news/2024/03/coral-survey.html
like "$(templar extract --feed configured --format text \
    --url "$(site_url 127.0.0.7)/news/2024/03/coral-survey.html" "$page")" \
    "marine station \\(rewritten\\)" \
    "extract --feed --url applies the config of the URL's host"
unlike "$(templar extract --feed configured --format text \
    --url "$(site_url 127.0.0.8)/news/2024/03/coral-survey.html" "$page")" \
    "rewritten" "and not another host's"

# The export writes the imported configs, not what was learned there.
templar export-templates --format ftr --output "$WORK/out3" 2>/dev/null
ok "export: the configured host's file is its config" \
    grep -qxF "body: //div[@id='rewritten']/p[position() > 1]" \
    "$WORK/out3/127.0.0.7.txt"
ok "export: the learned host's file is the template" \
    grep -q "^# generated by templar from feed learned" \
    "$WORK/out3/127.0.0.8.txt"
like "$(grep '^strip: ' "$WORK/out3/127.0.0.8.txt")" \
    "^strip: .*story-body.*//div\\[@class='share'\\]\$" \
    "export: the feed's strip_xpath is a strip: line, under the body"
ok "export: every file ends with a newline" \
    sh -c 'for f in "$1"/*.txt; do [ "$(tail -c 1 "$f" | od -An -c | tr -d " ")" = "\\n" ] || exit 1; done' \
    sh "$WORK/out3"

done_testing

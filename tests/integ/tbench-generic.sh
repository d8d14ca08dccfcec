#!/bin/sh
# tbench-generic.sh: `bench/tbench generic`, the generic extraction the
# body rules are judged by on pages of hosts nothing was learned on
# (bench/singles --without, --rules).  On the test sites' pages it gives
# what `templar extract --generic` gives, page for page; a rule switched
# off changes the pages it acts on and only those; --rules counts what
# each rule drops; an unknown rule is refused with the list of them.
. "$(dirname "$0")/../lib/integ.sh"

TBENCH=$TOP_BUILDDIR/bench/tbench
LIST=$WORK/list.jsonl
IN=$WORK/in.jsonl

# a story quoting a post embedded from a social network, which the
# embeds rule drops
cat >"$WORK/embed.html" <<'EOF'
<!DOCTYPE html>
<html><head><title>Winter ferry timetable</title></head><body>
<div class="nav"><a href="/">Home</a> <a href="/news">News</a></div>
<div class="story"><h1>Winter ferry timetable</h1>
<p>The harbour office published the winter timetable for the island
ferries on Monday, with fewer crossings on weekday mornings and a new
late sailing on Fridays for commuters coming back from the mainland.</p>
<p>Passengers had asked for the late sailing for two years, and the
office said the first weeks would show whether it stays in spring.</p>
<blockquote class="twitter-tweet"><p>Winter timetable out now, first
late Friday sailing on the 8th</p>&mdash; Harbour Office (@harbouroffice)
<a href="https://twitter.com/harbouroffice/status/1">March 3, 2024</a>
</blockquote>
<p>Tickets bought before the change stay valid on every sailing until
the end of the month, the office added in its notice to travellers.</p>
</div></body></html>
EOF

# the list tbench reads, and the same pages as templar's JSON lines input
python3 - "$SITES" "$LIST" "$IN" "$WORK/embed.html" <<'PY'
import base64, glob, json, os, sys
sites, lst, inp, embed = sys.argv[1:5]
pages = sorted(glob.glob(os.path.join(sites, "rss20/news/2024/03/*.html")) +
               glob.glob(os.path.join(sites, "atom/posts/*.html"))) + [embed]
with open(lst, "w") as a, open(inp, "w") as b:
    for i, f in enumerate(pages):
        url = "http://127.0.0.2/%s" % os.path.basename(f)
        rel = os.path.relpath(f, sites) if f != embed else "embed.html"
        a.write(json.dumps({"path": rel, "file": f, "url": url}) + "\n")
        with open(f, "rb") as h:
            raw = base64.b64encode(h.read()).decode("ascii")
        b.write(json.dumps({"url": url, "html_base64": raw}) + "\n")
PY
n=$(wc -l <"$LIST")
ok "the test sites give pages to extract" test "$n" -ge 8

"$TBENCH" generic "$LIST" >"$WORK/base.out" 2>"$WORK/base.err"
is "$?" 0 "tbench generic exits 0"
(cd "$WORK" && timeout -k 5 60 "$TEMPLAR_BIN" -d "$WORK/no-such.db" \
    extract --generic "$IN") >"$WORK/templar.out" 2>/dev/null
is "$?" 0 "templar extract --generic exits 0"
"$TBENCH" generic "$LIST" --rules >"$WORK/rules.out" 2>"$WORK/rules.err"
is "$?" 0 "tbench generic --rules exits 0"
# the embeds rule off, and one rule that dropped nothing here
like "$(grep '^embeds ' "$WORK/rules.err")" '^embeds +1 ' \
    "--rules counts the embeds rule on the one page it drops a post on"
idle=$(awk 'NR > 1 && $2 == 0 { print $1; exit }' "$WORK/rules.err")
ok "--rules shows a rule that drops nothing here" test -n "$idle"
for r in embeds $idle; do
	"$TBENCH" generic "$LIST" --without "$r" >"$WORK/off-$r.out" \
	    2>/dev/null || fail "tbench generic --without $r exits 0"
done

python3 - "$LIST" "$WORK/base.out" "$WORK/templar.out" "$WORK/rules.out" \
    "$WORK/rules.err" "$WORK" "$idle" >"$WORK/check.out" 2>&1 <<'PY'
import json, sys
def res(ok, desc, diag=""):
    print("%s\t%s\t%s" % ("PASS" if ok else "FAIL", desc, diag[:400]))
def lines(p):
    return [json.loads(l) for l in open(p) if l.strip()]
lst, base, tem, rules = (lines(p) for p in sys.argv[1:5])
err, work, idle = open(sys.argv[5]).read(), sys.argv[6], sys.argv[7]
def changed(rule):
    off = lines("%s/off-%s.out" % (work, rule))
    return [b for a, b in zip(base, off) if a["body"] != b["body"]]
res(len(base) == len(lst) and
    [o["path"] for o in base] == [o["path"] for o in lst],
    "a line per page, in the list's order", repr(base)[:300])
res(all(o.get("body") for o in base), "every page gives a body",
    repr([o["path"] for o in base if not o.get("body")]))
res(len(tem) == len(base) and
    all(a["body"] == b.get("body") and a["title"] == b.get("title")
        for a, b in zip(base, tem)),
    "the body and title templar extract --generic gives, page for page",
    repr([(a["path"], a["body"][:60], b.get("body", "")[:60])
          for a, b in zip(base, tem) if a["body"] != b.get("body")])[:400])
story = [o for o in base if o["path"] == "embed.html"]
res(story and "late sailing on Fridays" in story[0]["body"] and
    "@harbouroffice" not in story[0]["body"],
    "the story keeps its text and sheds the embedded post", repr(story))
off = changed("embeds")
res([o["path"] for o in off] == ["embed.html"] and
    "@harbouroffice" in off[0]["body"],
    "--without embeds keeps the post, on that page only",
    repr(off)[:300])
res(not changed(idle), "--without a rule that drops nothing changes none",
    idle)
res(rules == base, "--rules extracts with every rule on", "")
names = err.split("\n", 1)[1] if "\n" in err else ""
res(all(("\n" + r + " ") in ("\n" + names) for r in
        ("title", "strip", "links", "orphans", "title-late")),
    "--rules has a line per body rule", err)
PY
tap_from "$WORK/check.out"

"$TBENCH" generic "$LIST" --without no-such-rule >/dev/null 2>"$WORK/bad.err"
is "$?" 2 "an unknown rule is refused"
like "$(cat "$WORK/bad.err")" "no body rule no-such-rule; the rules: title" \
    "and the rules are listed"

done_testing

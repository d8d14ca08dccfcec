#!/bin/sh
# e2e-sites.sh: four fixture sites of different layouts and feed formats
# (RSS 2.0, Atom with xml:base, RSS 1.0, GBK-encoded RSS) on four
# loopback hosts; one `templard --once` run must learn a template for
# each feed and extract every page: the right title, the article's own
# sentences and none of the chrome around it, the right category.
. "$(dirname "$0")/../lib/integ.sh"

start_httpd 127.0.0.2=rss20 127.0.0.3=atom 127.0.0.4=rdf 127.0.0.5=gbk
write_config "host_delay = 0.05s" "learn_entries = 5"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml" "interval = 30m"
add_feed workbench "$(site_url 127.0.0.3)/feed.xml" "interval = 30m"
add_feed birding "$(site_url 127.0.0.4)/feed.xml" "interval = 30m"
add_feed jiangcheng "$(site_url 127.0.0.5)/feed.xml" "interval = 30m"

run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"

for a in 127.0.0.2 127.0.0.3 127.0.0.4 127.0.0.5; do
	cmp_ok "$(requests_to $a '^/feed\.xml$')" -ge 1 "$a: feed fetched"
done
unlike "$(awk '$6 >= 400 && $5 != "/robots.txt"' "$HTTPD_LOG")" . \
    "no request for a page that does not exist"

# Articles, checked page by page against each site's expected.jsonl.
templar articles --format jsonl >"$WORK/articles.jsonl"
is "$?" 0 "templar articles --format jsonl exits 0"
check_site_articles gazette 127.0.0.2 rss20 "$WORK/articles.jsonl"
check_site_articles workbench 127.0.0.3 atom "$WORK/articles.jsonl"
check_site_articles birding 127.0.0.4 rdf "$WORK/articles.jsonl"
check_site_articles jiangcheng 127.0.0.5 gbk "$WORK/articles.jsonl"

# Every article came from a learned template.
is "$(python3 -c '
import json, sys
n = 0
for l in open(sys.argv[1], encoding="utf-8"):
    if l.strip() and json.loads(l).get("template") is None:
        n += 1
print(n)' "$WORK/articles.jsonl")" 0 "every article names its template"

# templar feeds: the four feeds, each with a template.
feeds=$(templar feeds)
is "$?" 0 "templar feeds exits 0"
for f in gazette workbench birding jiangcheng; do
	like "$feeds" "^$f +[0-9]+ +[0-9]+ +ok " "templar feeds: $f template ok"
done
is "$(templar feeds --format json | python3 -c '
import json, sys
print(len(json.load(sys.stdin)))')" 4 \
    "templar feeds --format json lists 4 feeds"

# templar templates: an XPath for title and body of every feed.
tmpls=$(templar templates)
is "$?" 0 "templar templates exits 0"
for f in gazette workbench birding jiangcheng; do
	like "$tmpls" "^$f v[0-9]+ " "templar templates: $f has a template"
done
is "$(templar templates --format json | python3 -c '
import json, sys
ts = [t for t in json.load(sys.stdin) if t.get("status") == "current"]
ok = [t for t in ts if (t.get("title_xpath") or "").startswith("/")
      and (t.get("body_xpath") or "").startswith("/")]
print("%d %d" % (len(ts), len(ok)))')" "4 4" \
    "templates: 4 current, each with title and body XPaths"

# templar search finds articles by a word of their body.
like "$(templar search drawbored)" "A garden bench from one oak board" \
    "search: an English word finds its article"
unlike "$(templar search drawbored)" "Ferry timetable" \
    "search: and not the others"
like "$(templar search --format jsonl 无人船)" "长江水位监测站用上无人船" \
    "search: a Chinese word finds its article"

# templar show by URL.
url="$(site_url 127.0.0.4)/reports/2023-12-owl-walk.html"
show=$(templar show "$url")
is "$?" 0 "templar show URL exits 0"
like "$show" "Twelve members join the December owl walk" "show: the title"
like "$show" "barn owl quartered the rough grass" "show: the body"
# --format json prints the article (it printed nothing, status 0).
is "$(templar show --format json "$url" | python3 -c '
import json, sys
a = json.load(sys.stdin)
print("%s|%s" % (a.get("title"), "barn owl" in (a.get("body") or "")))')" \
    "Twelve members join the December owl walk|True" \
    "show --format json: the article as one object"

# The database agrees with the CLI.
is "$(sql "SELECT count(*) FROM articles")" 25 "25 articles in the database"

done_testing

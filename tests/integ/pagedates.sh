#!/bin/sh
# pagedates.sh: a feed that gives no date and no author.  Each page says
# them its own way: JSON-LD in an @graph (the author by @id), JSON-LD
# with a list of authors, article:published_time and <meta
# name="author">, Dublin Core, microdata, or only what it shows (a
# <time datetime> and a byline under the headline).  Every article has
# the page's date and author: stored, printed by templar articles, read
# by feedparser from the served Atom and RSS and from the JSON Feed's
# date_published and authors (the Atom updated and the JSON Feed
# date_modified the same date), shown on the reader page and by the API;
# nothing is dated with the time it was fetched or extracted.
. "$(dirname "$0")/../lib/integ.sh"

/usr/bin/python3 -c 'import feedparser' 2>/dev/null ||
    skip_all "no python3-feedparser (scripts/deps.sh installs it)"
command -v curl >/dev/null || skip_all "no curl"

SITE=$WORK/dated
# the site: mksite.py's layout "b" pages, a feed without dates or
# authors, and expected.txt: "slug unix-time author" a line
/usr/bin/python3 - "$TOP_SRCDIR/tests/lib" "$SITE" <<'PY' ||
import calendar, json, os, sys
sys.path.insert(0, sys.argv[1])
import mksite
out = sys.argv[2]
os.makedirs(out)
ways = ["graph", "ldlist", "og", "dc", "micro", "shown", "graph", "og",
        "shown"]
exp, items = [], []
for i, way in enumerate(ways, 1):
    title, paras, cat = mksite.article(i)
    t = calendar.timegm((2021, 3, i, 8 + i, 15, 0))
    iso = "2021-03-%02dT%02d:15:00+01:00" % (i, 9 + i)  # the same instant
    who = "Writer %s" % "ABCDEFGHI"[i - 1]
    head, byline, author = "", "", who
    if way == "graph":
        head = ('<script type="application/ld+json">%s</script>' % json.dumps(
            {"@context": "https://schema.org", "@graph": [
                {"@type": "WebSite", "@id": "#site", "name": "Gazette"},
                {"@type": "Person", "@id": "#p%d" % i, "name": who},
                {"@type": ["NewsArticle", "Thing"], "headline": title,
                 "datePublished": iso, "author": {"@id": "#p%d" % i},
                 "publisher": {"@id": "#site"}}]}))
    elif way == "ldlist":
        author = who + ", Second Writer"
        head = ('<script type="application/ld+json">%s</script>' % json.dumps(
            [{"@type": "BreadcrumbList"},
             {"@type": "BlogPosting", "datePublished": iso,
              "author": [{"@type": "Person", "name": who}, "Second Writer"]}]))
    elif way == "og":
        head = ('<meta property="article:published_time" content="%s">'
                '<meta name="author" content="%s">' % (iso, who))
    elif way == "dc":
        head = ('<meta name="DC.date" content="%s"><meta name="DC.creator" '
                'content="%s">' % (iso, who))
    elif way == "micro":
        byline = ('<div itemprop="author" itemscope><span itemprop="name">'
                  '%s</span></div><meta itemprop="datePublished" '
                  'content="%s">' % (who, iso))
    else:
        byline = ('<p class="byline">By <a rel="author" href="/w">%s</a> | '
                  '<time datetime="%s">March %d</time></p>' % (who, iso, i))
    html = mksite.page_b(title, paras, cat)
    html = html.replace("</head>", head + "</head>", 1)
    html = html.replace("</h2></header>", "</h2>" + byline + "</header>", 1)
    slug = "story-%03d.html" % i
    open(os.path.join(out, slug), "w").write(html)
    exp.append("%s %d %s" % (slug, t, author))
    items.append("<item><title>%s</title><link>{BASE}/%s</link>"
                 "<guid>{BASE}/%s</guid><description>%s</description>"
                 "</item>" % (title, slug, slug, paras[0]))
open(os.path.join(out, "feed.xml"), "w").write(
    '<?xml version="1.0"?><rss version="2.0"><channel><title>Gazette'
    '</title><link>{BASE}/</link><description>News</description>%s'
    '</channel></rss>' % "".join(reversed(items)))
open(os.path.join(out, "expected.txt"), "w").write("\n".join(exp) + "\n")
PY
    bail "cannot write the site"
n=$(wc -l <"$SITE/expected.txt")

start_httpd 127.0.0.2="$SITE"
PORT=$(python3 -c 'import socket; s = socket.socket()
s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
TOKEN=dates-secret
write_config "host_delay = 0.02s" "learn_entries = 5"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"
is "$(sql "SELECT count(*) FROM entries WHERE published IS NULL
    AND author IS NULL")" "$n" "the premise: the feed gives no date, no author"
is "$(sql "SELECT count(*) FROM articles")" "$n" "every page is an article"

# expected: "slug time author" sorted; got from each source the same
expected=$(sort "$SITE/expected.txt")
is "$(sql "SELECT substr(url, instr(url, 'story-')), published, author
    FROM articles ORDER BY 1" | tr '|' ' ')" "$expected" \
    "stored: every article has its page's date and author"
is "$(sql "SELECT count(*) FROM articles WHERE listed_at != published")" 0 \
    "listed by that date"

templar articles --format jsonl >"$WORK/articles.jsonl"
is "$(/usr/bin/python3 -c '
import calendar, json, sys, time
for l in open(sys.argv[1]):
    a = json.loads(l)
    t = calendar.timegm(time.strptime(a["published"], "%Y-%m-%dT%H:%M:%SZ"))
    print(a["url"].rsplit("/", 1)[1], t, a["author"])
' "$WORK/articles.jsonl" | sort)" "$expected" \
    "templar articles: the page's date and author"
templar show 1 >"$WORK/show.txt"
like "$(cat "$WORK/show.txt")" "Published: 2021-03-0[1-9]T" \
    "templar show: the date"
like "$(cat "$WORK/show.txt")" "Author:    Writer [A-I]" "templar show: the author"

# templar try and the mapper extract as the daemon does
templar try gazette --format jsonl >"$WORK/try.jsonl"
is "$(/usr/bin/python3 -c '
import calendar, json, sys, time
for l in open(sys.argv[1]):
    a = json.loads(l)
    t = calendar.timegm(time.strptime(a["published"], "%Y-%m-%dT%H:%M:%SZ"))
    print(a["url"].rsplit("/", 1)[1], t, a["author"])
' "$WORK/try.jsonl" | sort)" "$expected" "templar try: the page's date and author"
templar export-templates --output "$WORK/templates.json" ||
    diag "export-templates failed"
# the mapper runs with no configuration and no database
timeout -k 5 60 "$TEMPLAR_BIN" -d "$WORK/no-such.db" \
    extract --templates "$WORK/templates.json" \
    --url "$(site_url 127.0.0.2)/story-006.html" "$SITE/story-006.html" \
    >"$WORK/mapper.jsonl"
like "$(cat "$WORK/mapper.jsonl")" \
    "\"published\":\"2021-03-06T14:15:00Z\",\"author\":\"Writer F\"" \
    "the mapper: the page's date and author"

printf '[http]\nlisten = %s\ntoken = %s\n' "$PORT" "$TOKEN" >>"$CONF"
start_templard
URL=http://127.0.0.1:$PORT
wait_for 20 sh -c "curl -s -o /dev/null -H 'Authorization: Bearer $TOKEN' \
    $URL/feeds/gazette.atom" || bail "templard does not serve"
for ext in atom rss json; do
	curl -s -H "Authorization: Bearer $TOKEN" \
	    "$URL/feeds/gazette.$ext" >"$WORK/served.$ext"
	is "$(/usr/bin/python3 -c '
import calendar, json, sys, time, feedparser
if sys.argv[1].endswith(".json"):
    # feedparser 6.0 reads no JSON Feed: its members, as a reader would
    for i in json.load(open(sys.argv[1]))["items"]:
        t = time.strptime(i["date_published"], "%Y-%m-%dT%H:%M:%SZ")
        print(i["url"].rsplit("/", 1)[1], calendar.timegm(t),
              ", ".join(a["name"] for a in i["authors"]))
    print("bozo 0 version json11")
    sys.exit(0)
d = feedparser.parse(open(sys.argv[1], "rb").read())
for e in d.entries:
    print(e.link.rsplit("/", 1)[1], calendar.timegm(e.published_parsed),
          e.get("author"))
print("bozo %d version %s" % (d.bozo, d.version))
' "$WORK/served.$ext" | sort)" "$(printf '%s\nbozo 0 version %s' \
	    "$expected" "$(case $ext in atom) echo atom10 ;;
	    rss) echo rss20 ;; json) echo json11 ;; esac)" | sort)" \
	    ".$ext: feedparser reads each page's date and author"
done
# an article's last change is its date, not when it was extracted: a
# reader lists it by when it was written
is "$(/usr/bin/python3 -c '
import calendar, json, sys, feedparser
d = feedparser.parse(open(sys.argv[1], "rb").read())
for e in d.entries:
    print(e.link.rsplit("/", 1)[1], calendar.timegm(e.updated_parsed))
for i in json.load(open(sys.argv[2]))["items"]:
    print(i["url"].rsplit("/", 1)[1], i["date_modified"] == i["date_published"])
' "$WORK/served.atom" "$WORK/served.json" | sort)" "$({
	cut -d' ' -f1,2 "$SITE/expected.txt"
	cut -d' ' -f1 "$SITE/expected.txt" | sed 's/$/ True/'
    } | sort)" \
    "Atom updated and JSON Feed date_modified: the page's date"
curl -s -H "Authorization: Bearer $TOKEN" "$URL/articles/1" >"$WORK/page.html"
like "$(cat "$WORK/page.html")" "2021-03-0[1-9] [0-9:]* UTC, by Writer [A-I]" \
    "the reader page: the date and the author"
curl -s -H "Authorization: Bearer $TOKEN" "$URL/api/articles" \
    >"$WORK/api.json"
is "$(/usr/bin/python3 -c '
import json, sys
j = json.load(open(sys.argv[1]))
a = j if isinstance(j, list) else j.get("articles", j.get("items"))
print(sum(1 for x in a if x.get("published", "").startswith("2021-03-")
          and x.get("author", "").startswith("Writer ")))
' "$WORK/api.json")" "$n" "/api/articles: the date and the author"
stop_templard

done_testing

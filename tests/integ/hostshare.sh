#!/bin/sh
# hostshare.sh: templates are a host's, shared by every feed that links
# there.  A second feed of a host learned through the first extracts its
# articles at once with that template (no new learning); an aggregator
# feed over several hosts learns one template per host from two pages
# each (its descriptions, the title and the source's name, no teaser),
# and a host seen once gets the template-less extraction.
. "$(dirname "$0")/../lib/integ.sh"

SITE=$WORK/site
OTHER=$WORK/other
LONE=$WORK/lone
AGG=$WORK/agg
mkdir -p "$AGG"
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" a 1 6
mv "$SITE/feed.xml" "$SITE/first.xml"
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$OTHER" b 1 2
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$LONE" a 1 1
start_httpd "127.0.0.2=$SITE" "127.0.0.3=$OTHER" "127.0.0.4=$AGG" \
    "127.0.0.5=$LONE"
write_config "host_delay = 0.02s" "learn_entries = 5"
add_feed gazette "$(site_url 127.0.0.2)/first.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "first run exits 0"
is "$(sql "SELECT count(*) FROM templates")" 1 "the first feed learned"
v1=$(sql "SELECT id FROM templates WHERE status = 'current'")
is "$(sql "SELECT host FROM templates WHERE id = $v1")" \
    "$(site_url 127.0.0.2)" "the template is the host's"
learned=$(grep -c "template learned" "$WORK/templard.log")

# A second feed of the same host, subscribed now: three new stories.
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" a 7 3 --feed-from 7
add_feed digest "$(site_url 127.0.0.2)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "second run exits 0"
is "$(sql "SELECT count(*) FROM templates")" 1 "no new template row"
is "$(grep -c "template learned" "$WORK/templard.log")" "$learned" \
    "nothing learned again"
is "$(sql "SELECT count(*) FROM articles a JOIN entries e ON e.id = a.entry_id
    JOIN feeds f ON f.id = e.feed_id
    WHERE f.name = 'digest' AND a.template_id = $v1")" 3 \
    "the second feed's articles are stored with the first one's template"
is "$(sql "SELECT tmpl_status FROM feeds WHERE name = 'digest'")" ok \
    "the second feed's template status is ok"
templar articles --format jsonl >"$WORK/articles.jsonl"
is "$(python3 "$TOP_SRCDIR/tests/lib/mksite.py" check "$SITE" \
    "$WORK/articles.jsonl" 7 9)" ok "and they are right"
like "$(templar templates --feed digest)" "$(site_url 127.0.0.2)" \
    "templar templates --feed shows the template of the feed's host"

# An aggregator: two pages of one host it alone links to, one page of
# another, described as Google News does (title and source).
o=$(site_url 127.0.0.3)
l=$(site_url 127.0.0.5)
# title_of DIR N: the title of story N of a generated site.
title_of() {
	python3 -c 'import json, sys
print(json.load(open(sys.argv[1] + "/articles.json"))
    ["story-%03d.html" % int(sys.argv[2])]["title"])' "$1" "$2"
}
item() {
	printf '<item><title>%s</title><link>%s</link><guid>%s</guid>' \
	    "$1" "$2" "$2"
	printf '<description>%s - %s</description></item>\n' "$1" "$3"
}
{
	echo '<?xml version="1.0" encoding="utf-8"?>'
	echo '<rss version="2.0"><channel><title>Aggregator</title>'
	echo "<link>$(site_url 127.0.0.4)/</link><description>All</description>"
	for i in 1 2; do
		t=$(title_of "$OTHER" "$i")
		item "$t" "$o/story-00$i.html" "Other News"
	done
	t=$(title_of "$LONE" 1)
	item "$t" "$l/story-001.html" "Lone Post"
	echo '</channel></rss>'
} >"$AGG/feed.xml"
add_feed agg "$(site_url 127.0.0.4)/feed.xml"
run_templard_once
is "$TEMPLARD_RC" 0 "aggregator run exits 0"
is "$(sql "SELECT count(*) FROM templates WHERE host = '$o'")" 1 \
    "a host of two pages in the aggregator learns its own template"
is "$(sql "SELECT count(*) FROM templates WHERE host = '$l'")" 0 \
    "a host seen once learns none"
is "$(sql "SELECT count(*) FROM articles a JOIN entries e ON e.id = a.entry_id
    WHERE e.url LIKE '$l/%' AND a.template_id IS NULL")" 1 \
    "its page gets the template-less extraction"
is "$(sql "SELECT count(*) FROM articles a JOIN entries e ON e.id = a.entry_id
    JOIN templates t ON t.id = a.template_id WHERE e.url LIKE '$o/%'
    AND t.host = '$o'")" 2 "the two pages are extracted with their host's"
templar articles --format jsonl >"$WORK/articles.jsonl"
is "$(python3 "$TOP_SRCDIR/tests/lib/mksite.py" check "$OTHER" \
    "$WORK/articles.jsonl" 1 2)" ok "and they are right"
done_testing

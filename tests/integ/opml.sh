#!/bin/sh
# opml.sh: templar import-opml writes a templar.conf.d drop-in from an
# OPML file with nested outlines (names unique against the config, feeds
# already subscribed skipped, never the main config, never an existing
# drop-in without --force); export-opml round-trips the feed URLs; a
# reload of a running templard subscribes the imported feeds.  And
# templar feed URL reads feeds over HTTP, served as text/html or gzip'd
# twice.
. "$(dirname "$0")/../lib/integ.sh"

command -v python3 >/dev/null 2>&1 || skip_all "no python3"

# Sites of their own: the rss20 feed as text/html, and gzip'd twice.
mkdir -p "$WORK/htmlfeed" "$WORK/gzfeed"
cp "$SITES/rss20/feed.xml" "$WORK/htmlfeed/feed.xml"
echo "text/html; charset=utf-8" >"$WORK/htmlfeed/feed-type"
cp "$TEST_DATA/feedcases/rss20-gzip-twice.xml.gz" "$WORK/gzfeed/feed.xml"
start_httpd 127.0.0.2=rss20 127.0.0.3=atom 127.0.0.4=rdf \
    127.0.0.5="$WORK/htmlfeed" 127.0.0.6="$WORK/gzfeed"
RSS20=$(site_url 127.0.0.2)
ATOM=$(site_url 127.0.0.3)
RDF=$(site_url 127.0.0.4)
sed -e "s|@RSS20@|$RSS20|g" -e "s|@ATOM@|$ATOM|g" -e "s|@RDF@|$RDF|g" \
    "$TEST_DATA/opml/subscriptions.opml" >"$WORK/subs.opml"

# urls: the sorted xmlUrl values of the OPML on stdin.
urls() {
	python3 -c '
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.stdin).getroot()
print("\n".join(sorted(o.get("xmlUrl") for o in root.iter("outline")
                       if o.get("xmlUrl"))))'
}

# ---- templar feed URL ----

write_config "host_delay = 0.05s"

out=$(templar feed "$RSS20/feed.xml" --format json)
is "$?" 0 "templar feed URL exits 0"
is "$(printf '%s' "$out" | python3 -c '
import json, sys
d = json.load(sys.stdin)
print(d["format"], len(d["entries"]),
      all(e["url"].startswith(sys.argv[1]) for e in d["entries"]))' "$RSS20")" \
    "rss20 7 True" "templar feed URL: every entry, links absolute on the site"
out=$(templar feed "$(site_url 127.0.0.5)/feed.xml")
like "$out" "^format: rss20" "a feed served as text/html is read"
out=$(templar feed "$(site_url 127.0.0.6)/feed.xml" --format json)
like "$out" '"title":[[:space:]]*"Compressed twice"' \
    "a feed gzip'd twice is read"
not_ok "templar feed: a 404 fails" templar feed "$RSS20/no-such-feed.xml"

# ---- import and export, no daemon ----

A=$WORK/a
mkdir -p "$A"
{
	echo "[daemon]"
	echo "database = $A/templar.db"
	echo
	echo "[feed \"rss-news\"]"
	echo "url = $ATOM/feed.xml"
} >"$A/templar.conf"
cp "$A/templar.conf" "$A/main.before"
ta() {
	timeout -k 5 60 "$TEMPLAR_BIN" -c "$A/templar.conf" "$@"
}

out=$(ta import-opml "$WORK/subs.opml" 2>"$WORK/import.err")
is "$?" 0 "import-opml exits 0"
ok "the drop-in is written" test -f "$A/templar.conf.d/opml-import.conf"
like "$out" "^\[feed \"rss-news-2\"\] $RSS20/feed.xml$" \
    "a name taken in the config gets a suffix"
like "$out" "^\[feed \"parish-village-notes\"\] $RDF/feed.xml$" \
    "names come from titles, sanitised"
like "$out" "reload templard" "import-opml says to reload templard"
like "$(cat "$WORK/import.err")" "skipping $ATOM/feed.xml: subscribed" \
    "a feed of the config is not imported again"
is "$(grep -c '^\[feed' "$A/templar.conf.d/opml-import.conf")" 2 \
    "one section per new feed, the duplicate outline skipped"
ok "the main config is untouched" cmp -s "$A/templar.conf" "$A/main.before"
out=$(timeout 60 "$TEMPLARD" -c "$A/templar.conf" -t 2>&1)
is "$?" 0 "templard -t accepts the config with the drop-in"

is "$(ta export-opml | urls)" "$(printf '%s\n' "$ATOM/feed.xml" \
    "$RDF/feed.xml" "$RSS20/feed.xml" | sort)" \
    "export-opml prints every subscribed feed URL"
is "$(ta export-opml | urls)" "$(urls <"$WORK/subs.opml" | sort -u)" \
    "import then export round-trips the OPML's feed URLs"

cp "$A/templar.conf.d/opml-import.conf" "$WORK/dropin.before"
not_ok "a second import does not overwrite the drop-in" \
    ta import-opml "$WORK/subs.opml"
ok "the drop-in is unchanged" \
    cmp -s "$A/templar.conf.d/opml-import.conf" "$WORK/dropin.before"
ok "--force replaces it" ta import-opml --force "$WORK/subs.opml"
ok "with the same names (its own feeds do not count)" \
    cmp -s "$A/templar.conf.d/opml-import.conf" "$WORK/dropin.before"
out=$(ta import-opml --output more "$WORK/subs.opml")
like "$out" "nothing to import" "--output: all feeds known, nothing written"
not_ok "not an OPML file: refused" ta import-opml "$SITES/rss20/feed.xml"

# ---- a running templard picks the drop-in up on reload ----

add_feed gazette "$RSS20/feed.xml" "interval = 30m"
start_templard
ok "templard polls its one feed" wait_for 60 sh -c \
    "\"$TEMPLAR_BIN\" -c \"$CONF\" feeds | grep -q '^gazette '"
out=$(templar import-opml "$WORK/subs.opml" 2>/dev/null)
is "$?" 0 "import-opml next to a running templard"
kill -HUP "$TEMPLARD_PID"
listed() {
	_f=$("$TEMPLAR_BIN" -c "$CONF" feeds 2>/dev/null) || return 1
	printf '%s\n' "$_f" | grep -q '^the-workbench ' &&
	    printf '%s\n' "$_f" | grep -q '^parish-village-notes '
}
ok "after SIGHUP templar feeds lists the imported feeds" wait_for 60 listed
# 7 + 6 + 6 pages with an article: the imported feeds are crawled too.
ok "their articles are extracted" wait_for 120 articles_at_least 19
ok "templard is still running" kill -0 "$TEMPLARD_PID"
stop_templard
is "$TEMPLARD_RC" 0 "templard stops with status 0"
done_testing

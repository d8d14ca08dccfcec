#!/bin/sh
# sites.sh: a [site "name"] section instead of a feed URL.  templard
# discovers the site's feeds (here announced by <link rel="alternate"> on
# its home page), subscribes to them under the site, fetches and extracts
# their entries in the same --once run; a site pattern limits what is
# subscribed, and a site with no feed is reported and polled nothing.
. "$(dirname "$0")/../lib/integ.sh"

SITE=$WORK/site
python3 "$TOP_SRCDIR/tests/lib/mksite.py" "$SITE" a 1 5
cat >"$SITE/index.html" <<'H'
<!DOCTYPE html><html><head><meta charset="utf-8"><title>Gazette</title>
<link rel="alternate" type="application/rss+xml" title="Gazette news"
 href="/feed.xml"></head><body><h1>Gazette</h1>
<a href="/story-001.html">A story</a></body></html>
H
mkdir -p "$WORK/empty"
cat >"$WORK/empty/index.html" <<'H'
<!DOCTYPE html><html><head><title>Nothing</title></head><body>
<p>No feed here, and <a href="/about.html">about</a>.</p></body></html>
H
start_httpd "127.0.0.2=$SITE" "127.0.0.3=$WORK/empty"
write_config "host_delay = 0.02s"
cat >>"$CONF" <<C

[site "gazette"]
url = $(site_url 127.0.0.2)/

[site "nothing"]
url = $(site_url 127.0.0.3)/
crawl_depth = 1
crawl_pages = 5
C
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"
is "$(sql "SELECT name || ' ' || site || ' ' || found_by FROM feeds")" \
    "gazette/feed.xml gazette link-alternate" \
    "the site's feed is subscribed under the site, with how it was found"
is "$(sql "SELECT count(*) FROM articles")" 5 \
    "its entries are extracted in the same run"
like "$(templar feeds)" "found for site gazette \(link-alternate\)" \
    "templar feeds says where the feed came from"
like "$(sql "SELECT error FROM sites WHERE name = 'nothing'")" \
    "no feed" "a site without a feed records why"
like "$(cat "$WORK/templard.log")" "site nothing: .*no feed" \
    "and templard logs it"
cmp_ok "$(requests_to 127.0.0.3 '.')" -le 20 \
    "the search for a feed there is bounded"

# A second run does not discover again (the last discovery is fresh).
n=$(requests_to 127.0.0.2 '^/$')
run_templard_once
is "$(requests_to 127.0.0.2 '^/$')" "$n" "a fresh discovery is not repeated"

# A pattern that matches nothing leaves the site with no feed polled.
write_config "host_delay = 0.02s"
cat >>"$CONF" <<C

[site "gazette"]
url = $(site_url 127.0.0.2)/
feeds = *podcast*
C
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once with a pattern exits 0"
like "$(sql "SELECT error FROM sites WHERE name = 'gazette'")" \
    "pattern" "the pattern left no feed, and the site says so"

done_testing

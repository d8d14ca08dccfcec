#!/bin/sh
# feedredirect.sh: `templar feed URL` follows redirects as templard does:
# a 301, then a chain of a 302 and a 307, each hop a request of its own
# through the address policy; a redirect to an address the policy refuses
# (127.0.0.1, with only 127.0.0.2 allowed) fails with the refusal, and a
# loop stops after 10 hops.
. "$(dirname "$0")/../lib/integ.sh"

mkdir "$WORK/public"
cp -R "$SITES/rss20/." "$WORK/public/"
# The refused hop names a port nothing listens on: a refusal, not a
# connection refused, shows that the policy stopped it before connecting.
cat >"$WORK/public/behaviour" <<EOF
redirect /old.xml {BASE}/feed.xml 301
redirect /a.xml {BASE}/b.xml 302
redirect /b.xml {BASE}/feed.xml 307
redirect /inside.xml http://127.0.0.1:1/feed.xml 302
redirect /loop1.xml {BASE}/loop2.xml 302
redirect /loop2.xml {BASE}/loop1.xml 302
EOF
start_httpd 127.0.0.2="$WORK/public"
PUB=$(site_url 127.0.0.2)
write_config "allow_private_addresses = 127.0.0.2/32"

direct=$(templar feed "$PUB/feed.xml" 2>&1)
is "$?" 0 "templar feed on the feed itself exits 0"
out=$(templar feed "$PUB/old.xml" 2>&1)
is "$?" 0 "templar feed follows a 301"
is "$out" "$direct" "and prints what the feed itself gives"
out=$(templar feed "$PUB/a.xml" 2>&1)
is "$?" 0 "templar feed follows a 302 then a 307"
is "$out" "$direct" "and prints what the feed itself gives"
out=$(templar feed "$PUB/inside.xml" 2>&1)
isnt "$?" 0 "a redirect to a refused address fails"
like "$out" "refused: 127\.0\.0\.1 is a loopback address" \
    "with the refusal of the hop"
out=$(templar feed "$PUB/loop1.xml" 2>&1)
isnt "$?" 0 "a redirect loop fails"
like "$out" "too many redirects \(10\)" "after 10 hops"

done_testing

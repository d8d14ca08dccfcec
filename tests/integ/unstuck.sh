#!/bin/sh
# unstuck.sh: nothing stays stuck.  A feed refused under one
# configuration (its address not allowed) is polled again at once when a
# restart or a reload allows it, its database untouched; templard --once
# exits non-zero when no feed could be polled; templar feeds says when
# each feed is polled next and why it waits; templar poll asks the
# running templard to poll now, and says when none runs.
. "$(dirname "$0")/../lib/integ.sh"

start_httpd 127.0.0.2=rss20 127.0.0.3=atom
conf() {
	write_config "host_delay = 0.05s" "allow_private_addresses = $1"
	add_feed gazette "$(site_url 127.0.0.2)/feed.xml" "interval = 30m"
	add_feed workbench "$(site_url 127.0.0.3)/feed.xml" "interval = 30m"
}
entries_of() {
	[ "$(sql "SELECT count(*) FROM entries e JOIN feeds f
	    ON f.id = e.feed_id WHERE f.name = '$1'")" -gt 0 ] 2>/dev/null
}

# Every address refused: no feed could be polled.
conf none
run_templard_once
is "$TEMPLARD_RC" 1 "--once: every poll refused, exit 1"
like "$(cat "$WORK/templard.log")" "no feed could be polled" \
    "--once: and says so"
is "$(requests_to 127.0.0.2 .)" 0 "nothing reached the server"
feeds=$(templar feeds)
like "$feeds" "gazette .* retrying " "templar feeds: the state agrees"
like "$feeds" "next poll: [0-9T:-]+Z \(retrying after 1 failed poll\)" \
    "templar feeds: when and why it waits"

# A restart that allows one of the two: it is polled at once.
conf 127.0.0.2/32
start_templard
ok "restart allowing gazette: polled within a minute" \
    wait_for 60 entries_of gazette
ok "the change is logged" grep -q \
    "feed gazette: the configuration changed since its last poll failed" \
    "$WORK/templard.log"
is "$(requests_to 127.0.0.3 .)" 0 "workbench is still refused"

# A reload that allows the other: it is polled at once too.
conf 127.0.0.0/8
kill -HUP "$TEMPLARD_PID"
ok "reload allowing workbench: polled within a minute" \
    wait_for 60 entries_of workbench
like "$(templar feeds)" "workbench .* ok " "workbench: ok now"

# templar poll: now, not in 30 minutes.
before=$(requests_to 127.0.0.2 '^/feed\.xml$')
out=$(templar poll gazette)
is "$?" 0 "templar poll gazette: exit 0"
like "$out" "polls 1 feed now" "templar poll says so"
polled_again() {
	[ "$(requests_to 127.0.0.2 '^/feed\.xml$')" -gt "$before" ]
}
ok "gazette polled again at once" wait_for 30 polled_again
templar poll nosuch >/dev/null 2>"$WORK/poll.err"
is "$?" 1 "templar poll of an unknown feed: exit 1"
like "$(cat "$WORK/poll.err")" "no subscribed feed nosuch" "...named"
templar poll >/dev/null 2>&1
is "$?" 2 "templar poll without a feed: usage"
ok "templard still runs" kill -0 "$TEMPLARD_PID"

stop_templard
is "$TEMPLARD_RC" 0 "templard stops cleanly"
templar poll --all >/dev/null 2>"$WORK/poll.err"
is "$?" 1 "templar poll without templard: exit 1"
like "$(cat "$WORK/poll.err")" "templard is not running" "...and says so"
is "$(sql "SELECT count(*) FROM feeds WHERE next_poll_at IS NULL")" 2 \
    "both feeds due when it starts"
done_testing

#!/bin/sh
# daemon.sh: templard as a service: it polls on its own, SIGHUP reloads
# the config (a new feed is picked up, a removed one is no longer polled
# and keeps its data; a broken config is refused and the daemon runs on),
# SIGTERM stops it promptly with status 0.
. "$(dirname "$0")/../lib/integ.sh"

start_httpd 127.0.0.2=rss20 127.0.0.3=atom
write_config "host_delay = 0.05s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml" "interval = 30m"

start_templard
ok "templard polls by itself: 7 articles" wait_for 60 articles_at_least 7
ok "templard is still running" kill -0 "$TEMPLARD_PID"

# SIGHUP with a second feed.
add_feed workbench "$(site_url 127.0.0.3)/feed.xml" "interval = 30m"
kill -HUP "$TEMPLARD_PID"
ok "after SIGHUP the new feed is polled: 13 articles" \
    wait_for 60 articles_at_least 13
ok "templard is still running after the reload" kill -0 "$TEMPLARD_PID"
is "$(sql "SELECT count(*) FROM templates")" 2 "a template for each feed"

# SIGHUP with a broken config: refused, the daemon goes on.
cp "$CONF" "$WORK/two-feeds.conf"
echo "this line is not INI" >>"$CONF"
kill -HUP "$TEMPLARD_PID"
ok "a broken config is refused with a message" \
    wait_for 20 grep -q "templar\.conf:[0-9]" "$WORK/templard.log"
sleep 0.5
ok "templard is still running after the bad reload" kill -0 "$TEMPLARD_PID"

# SIGHUP without the first feed: it is no longer polled, its data stays.
write_config "host_delay = 0.05s"
add_feed workbench "$(site_url 127.0.0.3)/feed.xml" "interval = 1s"
kill -HUP "$TEMPLARD_PID"
ok "after SIGHUP the removed feed is unsubscribed" \
    wait_for 20 grep -q "feed gazette: unsubscribed" "$WORK/templard.log"
ok "and the kept feed polls at its new interval" \
    wait_for 20 sh -c "[ \$(awk '\$3 == \"127.0.0.3\" && \$5 == \"/feed.xml\"' '$HTTPD_LOG' | grep -c .) -ge 2 ]"
n=$(requests_to 127.0.0.2 '^/feed\.xml$')
sleep 2
is "$(requests_to 127.0.0.2 '^/feed\.xml$')" "$n" \
    "the removed feed is not polled any more"
is "$(sql "SELECT count(*) FROM articles a JOIN entries e ON e.id = a.entry_id
    JOIN feeds f ON f.id = e.feed_id WHERE f.name = 'gazette'")" 7 \
    "its articles stay"
cp "$WORK/two-feeds.conf" "$CONF"
kill -HUP "$TEMPLARD_PID"
ok "the two-feed config is back" \
    wait_for 20 grep -q "reload: .*2 feeds" "$WORK/templard.log"

# Between polls the daemon is quiet: nothing is fetched twice.
n=$(grep -c . "$HTTPD_LOG")
sleep 2
is "$(grep -c . "$HTTPD_LOG")" "$n" "no requests between polls (interval 30m)"

# SIGTERM: a prompt, clean stop.
t0=$(date +%s)
stop_templard
t1=$(date +%s)
is "$TEMPLARD_RC" 0 "SIGTERM: templard exits 0"
cmp_ok $((t1 - t0)) -le 10 "SIGTERM: templard stops within 10s"
ok "the database is consistent after the stop" \
    sh -c "sqlite3 -readonly '$DB' 'PRAGMA integrity_check' | grep -qx ok"
cp "$WORK/two-feeds.conf" "$CONF"
like "$(templar feeds)" "^workbench +6 +6 +ok" "templar feeds after the stop"

done_testing

#!/bin/sh
# notify.sh: templard under systemd's Type=notify protocol.  With
# NOTIFY_SOCKET set it says READY=1 once started, STATUS= lines with its
# feeds, articles and transfers, WATCHDOG=1 when WATCHDOG_USEC asks for
# it, RELOADING=1 then READY=1 around a SIGHUP, and STOPPING=1 on SIGTERM.
# Under the journal (JOURNAL_STREAM naming its stderr) lines carry their
# priority as a "<N>" prefix.
. "$(dirname "$0")/../lib/integ.sh"

SOCK=$WORK/notify.sock
python3 "$TOP_SRCDIR/tests/lib/notifysock.py" "$SOCK" "$WORK/notify.log" 60 &
INTEG_PIDS="$INTEG_PIDS $!"
wait_for 10 test -S "$SOCK" || bail "no notify socket"
start_httpd 127.0.0.2=rss20
write_config "host_delay = 0.02s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml"

# The watchdog asks for a ping every 2 s (half of WATCHDOG_USEC).
NOTIFY_SOCKET=$SOCK WATCHDOG_USEC=4000000 start_templard
ok "READY=1 once started" wait_for 20 grep -q "READY=1" "$WORK/notify.log"
ok "STATUS= with feeds, articles and transfers" \
    wait_for 20 grep -q "STATUS=1 feeds, [0-9]* articles.*transfers" \
    "$WORK/notify.log"
ok "WATCHDOG=1 pings" wait_for 20 grep -q "WATCHDOG=1" "$WORK/notify.log"
kill -HUP "$TEMPLARD_PID"
ok "RELOADING=1 then READY=1 around a reload" \
    wait_for 20 sh -c "grep -n 'RELOADING=1' '$WORK/notify.log' >/dev/null &&
    awk '/RELOADING=1/ { r = NR } /READY=1/ && r && NR > r { ok = 1 }
    END { exit !ok }' '$WORK/notify.log'"
stop_templard
is "$TEMPLARD_RC" 0 "SIGTERM: exit 0"
like "$(cat "$WORK/notify.log")" "STOPPING=1" "STOPPING=1 on SIGTERM"
touch "$SOCK.stop"

# Under the journal: "<N>" priorities on every line.
exec 3>"$WORK/journal.log"
ino=$(stat -c '%d:%i' "$WORK/journal.log")
JOURNAL_STREAM=$ino "$TEMPLARD" -t -c "$WORK/missing.conf" 2>&3
JOURNAL_STREAM=$ino "$TEMPLARD" --once -c "$CONF" 2>&3
exec 3>&-
like "$(cat "$WORK/journal.log")" "^<[0-9]>" "lines carry a <N> priority"
unlike "$(cat "$WORK/journal.log")" "^templard: " "and no program-name prefix"

done_testing

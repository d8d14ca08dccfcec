# SPDX-License-Identifier: ISC
#
# integ.sh: helpers for the integration scenarios in tests/integ/.  Source
# it first thing:
#
#	. "$(dirname "$0")/../lib/integ.sh"
#	start_httpd 127.0.0.2=rss20
#	write_config "host_delay = 0.05s"
#	add_feed news "$(site_url 127.0.0.2)/feed.xml"
#	run_templard_once
#	is "$TEMPLARD_RC" 0 "templard --once exits 0"
#	done_testing
#
# Results are TAP ("ok N - ...", a final "1..N" plan).  Everything lives in
# a fresh temporary directory $WORK; on exit every process started here is
# stopped, and $WORK is removed unless a check failed, in which case the
# logs stay and their tails are printed as "# " comments.  Only loopback
# addresses (127.0.0.0/8) are ever used; every wait has a deadline.
#
# The environment (set by make check) gives TOP_BUILDDIR, TOP_SRCDIR and
# TEST_DATA; run by hand from a build dir, the defaults work too.

set -u

INTEG_DIR=$(cd "$(dirname "$0")" && pwd)
: "${TOP_SRCDIR:=$(cd "$INTEG_DIR/../.." && pwd)}"
: "${TOP_BUILDDIR:=$(pwd)}"
: "${TEST_DATA:=$TOP_SRCDIR/tests/data}"
: "${INTEG_TIMEOUT:=120}"

TESTHTTPD=$TOP_BUILDDIR/tests/lib/testhttpd
TEMPLARD=$TOP_BUILDDIR/src/templard
TEMPLAR_BIN=$TOP_BUILDDIR/src/templar
SITES=$TEST_DATA/sites
TEST_NAME=$(basename "$0" .sh)

T_NUM=0
T_FAILED=0
T_TODO=""
T_BAILED=0
INTEG_PIDS=""
HTTPD_PORT=""
HTTPD_PID=""
TEMPLARD_PID=""
TEMPLARD_RC=""

WORK=$(mktemp -d "${TMPDIR:-/tmp}/templar-$TEST_NAME.XXXXXX") || {
	echo "Bail out! cannot make a temporary directory"
	exit 1
}
HTTPD_LOG=$WORK/httpd.log
CONF=$WORK/templar.conf
DB=$WORK/templar.db

# python3 resolved once: where it is a version manager's shim (pyenv's
# runs a shell script and `pyenv exec` at every call) each call costs up
# to a second on a loaded machine, and a scenario may make a hundred.
# The same interpreter, linked from $WORK/bin, first in PATH.
_py=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null)
if [ -n "$_py" ] && [ -x "$_py" ] && mkdir "$WORK/bin" &&
    ln -s "$_py" "$WORK/bin/python3"; then
	PATH=$WORK/bin:$PATH
	export PATH
fi

# ---- TAP ----

# diag MSG...: print MSG as TAP comments, one "# " line per line.
diag() {
	printf '%s\n' "$*" | sed 's/^/# /'
}

pass() {
	T_NUM=$((T_NUM + 1))
	echo "ok $T_NUM - $1$(todo_mark)"
	T_TODO=""
}

# fail DESC [DIAG...]
fail() {
	T_NUM=$((T_NUM + 1))
	[ -n "$T_TODO" ] || T_FAILED=$((T_FAILED + 1))
	echo "not ok $T_NUM - $1$(todo_mark)"
	T_TODO=""
	shift
	if [ $# -gt 0 ]; then
		diag "$@"
	fi
	return 0
}

# todo REASON: the next check is TAP TODO ("# TODO REASON"): it is known
# to fail until what REASON names is done.  The TAP driver counts it
# XFAIL when it fails and XPASS, a failure, once it passes: then remove
# the todo.
todo() {
	T_TODO=$1
}

# todo_mark: the TAP directive of the check being printed, once.
todo_mark() {
	[ -n "$T_TODO" ] && printf ' # TODO %s' "$T_TODO"
}

# ok DESC CMD...: pass if CMD succeeds; on failure its output is shown.
ok() {
	_desc=$1
	shift
	if "$@" >"$WORK/.ok.out" 2>&1; then
		pass "$_desc"
	else
		fail "$_desc" "command failed: $*" "$(tail -n 20 "$WORK/.ok.out")"
	fi
}

# not_ok DESC CMD...: pass if CMD fails.
not_ok() {
	_desc=$1
	shift
	if "$@" >"$WORK/.ok.out" 2>&1; then
		fail "$_desc" "command succeeded: $*" \
		    "$(tail -n 20 "$WORK/.ok.out")"
	else
		pass "$_desc"
	fi
}

# is GOT WANT DESC
is() {
	if [ "$1" = "$2" ]; then
		pass "$3"
	else
		fail "$3" "got:  '$1'" "want: '$2'"
	fi
}

# isnt GOT UNWANTED DESC
isnt() {
	if [ "$1" != "$2" ]; then
		pass "$3"
	else
		fail "$3" "got '$1', wanted anything else"
	fi
}

# like GOT ERE DESC: GOT (any number of lines) has a line matching ERE.
like() {
	if printf '%s\n' "$1" | grep -Eq -- "$2"; then
		pass "$3"
	else
		fail "$3" "no line matches /$2/ in:" "$(printf '%s\n' "$1" |
		    head -n 20)"
	fi
}

# unlike GOT ERE DESC
unlike() {
	if printf '%s\n' "$1" | grep -Eq -- "$2"; then
		fail "$3" "a line matches /$2/:" "$(printf '%s\n' "$1" |
		    grep -E -- "$2" | head -n 5)"
	else
		pass "$3"
	fi
}

# cmp_ok GOT OP WANT DESC, with a numeric test(1) OP: -eq -ge -gt -le ...
cmp_ok() {
	if test "$1" "$2" "$3" 2>/dev/null; then
		pass "$4"
	else
		fail "$4" "wanted: '$1' $2 '$3'"
	fi
}

# tap_from FILE: turn lines "PASS<TAB>desc" / "FAIL<TAB>desc<TAB>diag" that
# a helper program wrote into TAP results.
tap_from() {
	while IFS="	" read -r _res _desc _diag; do
		case $_res in
		PASS) pass "$_desc" ;;
		FAIL) fail "$_desc" "$_diag" ;;
		*) [ -n "$_res" ] && diag "$_res $_desc $_diag" ;;
		esac
	done <"$1"
}

skip_all() {
	echo "1..0 # SKIP $*"
	T_BAILED=0
	exit 0
}

bail() {
	echo "Bail out! $TEST_NAME: $*"
	T_BAILED=1
	exit 1
}

# done_testing: stop what was started, check that no sanitizer spoke in
# the logs of the servers and daemons (a build with --enable-sanitizers
# reports leaks only at exit), and print the plan.  The exit status is 0
# once the plan is out: failures are in the TAP lines, and the TAP driver
# would count a non-zero status as one more failure.
done_testing() {
	for _p in $INTEG_PIDS; do
		stop_pid "$_p"
	done
	INTEG_PIDS=""
	_san=$(grep -E -h -A3 "Sanitizer|runtime error:" "$WORK"/*.err \
	    "$WORK"/*.log 2>/dev/null | head -n 20)
	is "$_san" "" "no sanitizer report from testhttpd or templard"
	echo "1..$T_NUM"
	exit 0
}

# ---- processes and clean-up ----

# stop_pid PID: TERM, then KILL after 5 seconds; wait for it.
stop_pid() {
	_pid=$1
	kill -0 "$_pid" 2>/dev/null || {
		wait "$_pid" 2>/dev/null
		return 0
	}
	kill -TERM "$_pid" 2>/dev/null
	_n=0
	while kill -0 "$_pid" 2>/dev/null && [ $_n -lt 50 ]; do
		sleep 0.1
		_n=$((_n + 1))
	done
	if kill -0 "$_pid" 2>/dev/null; then
		diag "pid $_pid did not stop on SIGTERM: killed"
		kill -KILL "$_pid" 2>/dev/null
	fi
	wait "$_pid" 2>/dev/null
	return 0
}

integ_cleanup() {
	_rc=$?
	trap - EXIT INT TERM
	for _p in $INTEG_PIDS; do
		stop_pid "$_p"
	done
	if [ $T_FAILED -eq 0 ] && [ $T_BAILED -eq 0 ] && [ $_rc -eq 0 ]; then
		rm -rf "$WORK"
	else
		for _f in "$WORK"/*.log "$WORK"/*.err "$WORK"/templard.out; do
			[ -s "$_f" ] || continue
			diag "---- tail of $_f ----"
			diag "$(tail -n 15 "$_f")"
		done
		diag "logs kept in $WORK"
	fi
	exit $_rc
}
trap integ_cleanup EXIT
trap 'T_BAILED=1; exit 130' INT TERM

# wait_for SECONDS CMD...: run CMD every 0.1s until it succeeds (0) or the
# deadline passes (1).
wait_for() {
	_deadline=$(($(date +%s) + $1))
	shift
	while :; do
		if "$@" >/dev/null 2>&1; then
			return 0
		fi
		if [ "$(date +%s)" -ge $_deadline ]; then
			return 1
		fi
		sleep 0.1
	done
}

# is_loopback ADDR: 127.0.0.0/8 only.
is_loopback() {
	case $1 in
	127.*.*.*) return 0 ;;
	*) return 1 ;;
	esac
}

# start_httpd ADDR=SITE...: serve SITE (a directory name under
# tests/data/sites, or a path) on ADDR.  Sets HTTPD_PORT and HTTPD_PID;
# the request log is $HTTPD_LOG.  Bails out if the server does not come up
# within 20 seconds.
start_httpd() {
	_specs=""
	for _s in "$@"; do
		_addr=${_s%%=*}
		_site=${_s#*=}
		is_loopback "$_addr" || bail "start_httpd: $_addr is not loopback"
		case $_site in
		/*) ;;
		*) _site=$SITES/$_site ;;
		esac
		[ -d "$_site" ] || bail "start_httpd: no site $_site"
		_specs="$_specs $_addr=$_site"
	done
	[ -x "$TESTHTTPD" ] || bail "no $TESTHTTPD: run make check"
	rm -f "$WORK/httpd.ready"
	# shellcheck disable=SC2086
	"$TESTHTTPD" --log "$HTTPD_LOG" --ready "$WORK/httpd.ready" \
	    $_specs 2>>"$WORK/httpd.err" &
	HTTPD_PID=$!
	INTEG_PIDS="$INTEG_PIDS $HTTPD_PID"
	wait_for 20 test -s "$WORK/httpd.ready" ||
	    bail "testhttpd did not start: $(tail -n 3 "$WORK/httpd.err")"
	HTTPD_PORT=$(cat "$WORK/httpd.ready")
}

# stop_httpd: stop the server (its log stays).
stop_httpd() {
	[ -n "$HTTPD_PID" ] && stop_pid "$HTTPD_PID"
	HTTPD_PID=""
}

# site_url ADDR: http://ADDR:PORT of a site served by start_httpd.
site_url() {
	echo "http://$1:$HTTPD_PORT"
}

# ---- templard and templar ----

# write_config [LINE...]: a fresh $CONF with a [daemon] section holding
# the database $DB, a test user agent, allow_private_addresses =
# 127.0.0.0/8 (the test sites are on loopback, which is refused by
# default) and LINEs ("key = value"); a LINE setting one of these wins.
write_config() {
	{
		echo "# written by $TEST_NAME"
		echo "[daemon]"
		case " $* " in
		*" database "* | *" database="*) ;;
		*) echo "database = $DB" ;;
		esac
		case " $* " in
		*" user_agent "* | *" user_agent="*) ;;
		*) echo "user_agent = templar-integ/1.0 (+http://127.0.0.1/)" ;;
		esac
		case " $* " in
		*" allow_private_addresses "* | *" allow_private_addresses="*) ;;
		*) echo "allow_private_addresses = 127.0.0.0/8" ;;
		esac
		for _l in "$@"; do
			echo "$_l"
		done
	} >"$CONF"
}

# add_feed NAME URL [LINE...]: append a [feed "NAME"] section to $CONF.
add_feed() {
	{
		echo
		echo "[feed \"$1\"]"
		echo "url = $2"
		shift 2
		for _l in "$@"; do
			echo "$_l"
		done
	} >>"$CONF"
}

# run_templard_once [ARG...]: templard -c $CONF --once, with a deadline
# of $INTEG_TIMEOUT seconds.  Sets TEMPLARD_RC; output goes to
# $WORK/templard.out and $WORK/templard.log (stderr).
run_templard_once() {
	[ -x "$TEMPLARD" ] || bail "no $TEMPLARD"
	timeout -k 5 "$INTEG_TIMEOUT" "$TEMPLARD" -c "$CONF" --once "$@" \
	    >>"$WORK/templard.out" 2>>"$WORK/templard.log"
	TEMPLARD_RC=$?
	if [ "$TEMPLARD_RC" -eq 124 ]; then
		diag "templard --once ran past ${INTEG_TIMEOUT}s and was killed"
	fi
	return 0
}

# start_templard [ARG...]: templard -c $CONF in the background.
start_templard() {
	[ -x "$TEMPLARD" ] || bail "no $TEMPLARD"
	TEMPLARD_STARTS=$(templard_starts)
	"$TEMPLARD" -c "$CONF" "$@" >>"$WORK/templard.out" \
	    2>>"$WORK/templard.log" &
	TEMPLARD_PID=$!
	INTEG_PIDS="$INTEG_PIDS $TEMPLARD_PID"
}

# templard_starts: how many times templard logged that it runs (its
# signal handlers are in place from that line on).
templard_starts() {
	grep -c ": [0-9]* feeds, database " "$WORK/templard.log" 2>/dev/null
}

# stop_templard: SIGTERM the daemon once it runs, wait; sets TEMPLARD_RC.
# A TERM during its startup would end it before it handles signals: a
# loaded machine can get a check done that early.
stop_templard() {
	[ -n "$TEMPLARD_PID" ] || return 0
	wait_for 30 sh -c "! kill -0 $TEMPLARD_PID ||
	    [ \$(grep -c ': [0-9]* feeds, database ' '$WORK/templard.log') \
	    -gt ${TEMPLARD_STARTS:-0} ]"
	kill -TERM "$TEMPLARD_PID" 2>/dev/null
	wait_for 30 sh -c "! kill -0 $TEMPLARD_PID" ||
	    kill -KILL "$TEMPLARD_PID" 2>/dev/null
	wait "$TEMPLARD_PID"
	TEMPLARD_RC=$?
	TEMPLARD_PID=""
}

# templar ARG...: the CLI on $CONF, with a deadline.
templar() {
	timeout -k 5 60 "$TEMPLAR_BIN" -c "$CONF" "$@"
}

# sql QUERY: run QUERY on $DB, read-only, plain "|"-separated output.
sql() {
	sqlite3 -batch -noheader -readonly -cmd ".timeout 5000" "$DB" "$1"
}

# articles_at_least N: for wait_for.
articles_at_least() {
	[ "$(sql "SELECT count(*) FROM articles" 2>/dev/null)" -ge "$1" ] \
	    2>/dev/null
}

# run_templard_measured [ARG...]: run_templard_once under GNU time(1):
# also sets TEMPLARD_SECS (wall clock) and TEMPLARD_RSS_KB (peak resident
# set).  Bails out without /usr/bin/time (scripts/deps.sh installs it).
run_templard_measured() {
	[ -x "$TEMPLARD" ] || bail "no $TEMPLARD"
	[ -x /usr/bin/time ] || bail "no /usr/bin/time (GNU time)"
	rm -f "$WORK/time.out"
	timeout -k 5 "$INTEG_TIMEOUT" /usr/bin/time -o "$WORK/time.out" \
	    -f "%e %M" "$TEMPLARD" -c "$CONF" --once "$@" \
	    >>"$WORK/templard.out" 2>>"$WORK/templard.log"
	TEMPLARD_RC=$?
	if [ "$TEMPLARD_RC" -eq 124 ]; then
		diag "templard --once ran past ${INTEG_TIMEOUT}s and was killed"
	fi
	# time(1) notes a killed command first: the figures are last.
	TEMPLARD_SECS=$(tail -n 1 "$WORK/time.out" 2>/dev/null | cut -d" " -f1)
	TEMPLARD_RSS_KB=$(tail -n 1 "$WORK/time.out" 2>/dev/null |
	    cut -d" " -f2)
	return 0
}

# check_measured_run WHAT: after run_templard_measured, templard exited 0
# and peaked under 256 MB resident (not checked under AddressSanitizer);
# its time is printed as a diag line, never checked.
check_measured_run() {
	is "$TEMPLARD_RC" 0 "templard --once exits 0"
	diag "templard --once over $1: ${TEMPLARD_SECS}s," \
	    "${TEMPLARD_RSS_KB} KB resident at most"
	if is_sanitized; then
		pass "peak resident set under 256 MB # SKIP sanitizer build"
	else
		cmp_ok "${TEMPLARD_RSS_KB:-999999999}" -lt $((256 * 1024)) \
		    "peak resident set under 256 MB (${TEMPLARD_RSS_KB} KB)"
	fi
}

# is_sanitized: templard is built with AddressSanitizer, whose shadow
# memory makes its resident size no measure of templard's own.
is_sanitized() {
	grep -q __asan_init "$TEMPLARD" 2>/dev/null
}

# chromium_dom URL: the DOM headless Chromium makes of URL, once its
# scripts ran (if any may), on stdout; no network but what URL loads.
chromium_dom() {
	timeout 120 chromium --headless --no-sandbox --disable-gpu \
	    --disable-quic --no-first-run --disable-background-networking \
	    --disable-component-update --disable-sync \
	    --user-data-dir="$WORK/chromium" --dump-dom "$1" 2>/dev/null
}

# ---- the request log ----

# assert_min_gap LOG HOST MS [DESC]: for HOST's requests in LOG, sorted by
# start, every start is at least MS after the previous start, and no
# request starts before the previous one was answered (one in flight).
# The check is exact: a client that waits host_delay after the previous
# answer passes it whatever the network does (whole milliseconds of one
# clock cannot shrink an integer gap).  GAP_SLACK_MS (default 0) is there
# only for trying things out by hand.
assert_min_gap() {
	_desc=${4:-"$2: requests start >= $3 ms apart, never two in flight"}
	_res=$(awk -v host="$2" '$3 == host' "$1" | sort -n -k1,1 |
	    awk -v gap="$3" -v slack="${GAP_SLACK_MS:-0}" '
	{
		n++
		if (n > 1) {
			d = $1 - ps
			if (n == 2 || d < min)
				min = d
			if (d + slack < gap)
				bad = bad sprintf("start %d is %d ms after " \
				    "start %d (%s)\n", $1, d, ps, $5)
			if ($1 < pe)
				bad = bad sprintf("start %d (%s) before end " \
				    "%d (%s): two in flight\n", $1, $5, pe, pp)
		}
		ps = $1; pe = $2; pp = $5
	}
	END {
		printf "%d %d\n", n, (n > 1 ? min : -1)
		printf "%s", bad
	}')
	_n=$(echo "$_res" | head -n 1 | cut -d" " -f1)
	_min=$(echo "$_res" | head -n 1 | cut -d" " -f2)
	_bad=$(echo "$_res" | sed 1d)
	if [ "$_n" -lt 2 ]; then
		fail "$_desc" "only $_n request(s) to $2 in $1"
	elif [ -n "$_bad" ]; then
		fail "$_desc" "$_bad"
	else
		pass "$_desc"
		diag "$2: $_n requests, smallest gap between starts ${_min} ms"
	fi
}

# requests_to HOST [PATH_ERE]: count of logged requests to HOST.
requests_to() {
	awk -v host="$1" -v re="${2:-.}" '$3 == host && $5 ~ re { n++ }
	    END { print n + 0 }' "$HTTPD_LOG"
}

# ---- checking articles against a site's expected.jsonl ----

# check_site_articles FEED ADDR SITE JSONL [EXPECTED]: compare the
# articles of FEED (in JSONL, as `templar articles --format jsonl` gives
# them) with the pages of SITE (a name under tests/data/sites or a path)
# served on ADDR, as listed in SITE/EXPECTED (expected.jsonl).  One result
# for the count, then five a page: an article exists, its title, the
# sentences its body must have, the chrome it must not have, its
# category.  Whitespace runs count as one space.
check_site_articles() {
	case $3 in
	/*) _exp=$3/${5:-expected.jsonl} ;;
	*) _exp=$SITES/$3/${5:-expected.jsonl} ;;
	esac
	python3 - "$1" "$(site_url "$2")" "$_exp" "$4" \
	    >"$WORK/check-$1.out" 2>&1 <<'EOF'
import json, re, sys

feed, base, exp_path, got_path = sys.argv[1:5]

def norm(s):
    return re.sub(r"\s+", " ", s or "").strip()

def res(ok, desc, diag=""):
    diag = diag.replace("\t", " ").replace("\n", " ")
    print("%s\t%s\t%s" % ("PASS" if ok else "FAIL", desc, diag[:400]))

arts = {}
n_feed = 0
with open(got_path, encoding="utf-8") as f:
    for line in f:
        line = line.strip()
        if not line:
            continue
        a = json.loads(line)
        if a.get("feed") != feed:
            continue
        n_feed += 1
        arts.setdefault(a.get("url"), []).append(a)
with open(exp_path, encoding="utf-8") as f:
    exp = [json.loads(l) for l in f if l.strip()]

res(n_feed == len(exp), "%s: %d articles, one per page" % (feed, len(exp)),
    "got %d" % n_feed)
for e in exp:
    url = base + e["path"]
    tag = "%s %s" % (feed, e["path"])
    got = arts.get(url, [])
    if len(got) != 1:
        res(False, "%s: one article" % tag, "found %d" % len(got))
        for what in ("title", "body has the article", "body has no chrome",
                     "category"):
            res(False, "%s: %s" % (tag, what), "no article")
        continue
    a = got[0]
    res(True, "%s: one article" % tag)
    title = norm(a.get("title"))
    res(title == e["title"], "%s: title" % tag,
        "got %r want %r" % (title, e["title"]))
    body = norm(a.get("body"))
    miss = [s for s in e["body_has"] if norm(s) not in body]
    res(not miss, "%s: body has the article" % tag,
        "missing %r; body starts %r" % (miss, body[:200]))
    extra = [s for s in e["body_not"] if norm(s) in body]
    res(not extra, "%s: body has no chrome" % tag, "found %r" % extra)
    if e.get("category") is not None:
        cat = norm(a.get("category"))
        res(cat == e["category"], "%s: category" % tag,
            "got %r want %r" % (cat, e["category"]))
EOF
	_rc=$?
	if [ $_rc -ne 0 ]; then
		fail "$1: articles checked against $3/expected.jsonl" \
		    "$(tail -n 10 "$WORK/check-$1.out")"
		return 0
	fi
	tap_from "$WORK/check-$1.out"
}

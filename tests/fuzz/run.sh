#!/bin/sh
# SPDX-License-Identifier: ISC
#
# run.sh BUILDDIR SRCDIR SECONDS [TARGET...]: `make fuzz`.  Runs each
# libFuzzer target (all when none is named: conf feed robots url tmpl
# tmpl-json discover addr sanitize export charset warc siteconf learn) for SECONDS on a work copy of
# its seed corpus in BUILDDIR/tests/fuzz/work/<target>/, with its dictionary when
# there is one.  New inputs stay in the work copy, crashes are written there as
# crash-*; the seeds in the source tree are never touched.  Exits 1 if
# any target failed.

builddir=$1
srcdir=$2
secs=${3:-60}
if [ $# -lt 2 ]; then
	echo "usage: run.sh BUILDDIR SRCDIR [SECONDS [TARGET...]]" >&2
	exit 2
fi
shift 2
[ $# -gt 0 ] && shift
[ $# -gt 0 ] || set -- conf feed robots url tmpl tmpl-json discover addr \
    sanitize export charset warc siteconf learn

status=0
for t in "$@"; do
	prog="$builddir/tests/fuzz/fuzz-$t"
	work="$builddir/tests/fuzz/work/$t"
	if ! "$prog" -help=1 >/dev/null 2>&1; then
		echo "fuzz-$t: not a libFuzzer build" \
		    "(configure --enable-fuzzing CC=clang)" >&2
		exit 2
	fi
	mkdir -p "$work/corpus"
	cp "$srcdir/tests/fuzz/seeds/$t"/* "$work/corpus/" 2>/dev/null
	dict=
	if [ -f "$srcdir/tests/fuzz/$t.dict" ]; then
		dict="-dict=$srcdir/tests/fuzz/$t.dict"
	fi
	echo "== fuzz-$t: ${secs}s, log in $work/log"
	if "$prog" -max_total_time="$secs" -max_len=65536 -timeout=10 \
	    -rss_limit_mb=1024 -artifact_prefix="$work/" $dict \
	    "$work/corpus" >"$work/log" 2>&1; then
		grep '^Done ' "$work/log"
	else
		status=1
		echo "fuzz-$t FAILED:"
		grep -E 'ERROR|SUMMARY|Test unit written|#[0-9]+ in ' \
		    "$work/log" | head -n 30
	fi
done
exit $status

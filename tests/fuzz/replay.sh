#!/bin/sh
# SPDX-License-Identifier: ISC
#
# replay.sh: make check's view of the fuzz targets.  Runs each target's
# program (the plain replay build, or the libFuzzer one: both take files
# as arguments) over every file of tests/fuzz/seeds/<target>/, and
# prints one TAP line per target.  Under --enable-sanitizers a crash, an
# abort of a target's checks or a leak on any seed file fails it; the
# failing files are then replayed one by one and named.
#
# TOP_SRCDIR and TOP_BUILDDIR come from make check (AM_TESTS_ENVIRONMENT).

srcdir=${TOP_SRCDIR:-$(cd "$(dirname "$0")/../.." && pwd)}
builddir=${TOP_BUILDDIR:-.}
targets="conf feed robots url tmpl tmpl-json discover addr sanitize export charset warc siteconf learn"

n=0
echo "1..$(echo $targets | wc -w)"
for t in $targets; do
	n=$((n + 1))
	prog="$builddir/tests/fuzz/fuzz-$t"
	dir="$srcdir/tests/fuzz/seeds/$t"
	if [ ! -x "$prog" ]; then
		echo "not ok $n - fuzz-$t: $prog not built"
		continue
	fi
	set -- "$dir"/*
	if [ ! -f "$1" ]; then
		echo "not ok $n - fuzz-$t: no seeds in $dir"
		continue
	fi
	if out=$("$prog" "$@" 2>&1); then
		echo "ok $n - fuzz-$t: $# inputs replayed"
		continue
	fi
	echo "not ok $n - fuzz-$t: replay of $# inputs failed"
	for f in "$@"; do
		"$prog" "$f" >/dev/null 2>&1 || echo "# fails: $f"
	done
	echo "$out" | tail -n 40 | sed 's/^/# /'
done

#!/bin/sh
# SPDX-License-Identifier: ISC
#
# summary.sh BUILDDIR: the closing line of `make check`.  Counts the test
# cases (every ":test-result:" line of every .trs file under
# BUILDDIR/tests), not the programs, and prints exactly one line:
#
#	N passed, M failed[, K skipped]
#
# PASS and XFAIL count as passed; FAIL, ERROR and XPASS as failed.

builddir=${1:-.}
if [ ! -d "$builddir/tests" ]; then
	echo "summary.sh: $builddir/tests: no such directory" >&2
	echo "0 passed, 0 failed"
	exit 0
fi

find "$builddir/tests" -name '*.trs' -type f -exec cat {} + 2>/dev/null |
awk '
$1 == ":test-result:" {
	r = $2
	if (r == "PASS" || r == "XFAIL")
		passed++
	else if (r == "FAIL" || r == "ERROR" || r == "XPASS")
		failed++
	else if (r == "SKIP")
		skipped++
}
END {
	line = sprintf("%d passed, %d failed", passed, failed)
	if (skipped > 0)
		line = line sprintf(", %d skipped", skipped)
	print line
}'

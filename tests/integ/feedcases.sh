#!/bin/sh
# SPDX-License-Identifier: ISC
#
# feedcases.sh: the feed acceptance set.  Each tests/data/feedcases/NAME.*
# input has a NAME.expected.json beside it; `templar feed --base
# http://example.test/ FILE --format json` must print a JSON object of
# the documented shape whose fields match the expected ones (a field
# left out of the expected file is not compared; "entries" are compared
# entry by entry, and their number always).  One TAP line a case; a
# sanitizer report or a crash fails the case.
. "$(dirname "$0")/../lib/integ.sh"

command -v python3 >/dev/null 2>&1 || skip_all "no python3"
[ -x "$TEMPLAR_BIN" ] || bail "no $TEMPLAR_BIN"
CASES=$TEST_DATA/feedcases
[ -d "$CASES" ] || bail "no $CASES"

python3 "$CASES/compare.py" "$TEMPLAR_BIN" "$CASES" "$WORK" \
    >"$WORK/results" 2>"$WORK/compare.err" ||
    bail "compare.py failed: $(tail -n 5 "$WORK/compare.err")"
tap_from "$WORK/results"
n=$(grep -c '^PASS' "$WORK/results")
cmp_ok "$n" -ge 100 "at least 100 feed cases pass"
done_testing

#!/bin/sh
# SPDX-License-Identifier: ISC
#
# feedcompare.sh: templar reads the feeds of tests/data/feeds/compare/
# as feedparser (the reference parser most feed readers follow) reads
# them, field by field: title, link, id, date, author, summary, content,
# categories, enclosures, image, duration, reader comments (their page,
# feed and count) (tests/lib/feedcompare.py):
# the cases readers trip on, and (shape-*.xml) feeds written the way
# common publishing tools and sites write them.  Every field
# feedparser gives must read the same (100%), and templar must not crash
# on any of them.  The overall figure is printed as a diagnostic.
. "$(dirname "$0")/../lib/integ.sh"

# python3 as Debian ships it: python3-feedparser lives there
PY=/usr/bin/python3
[ -x "$PY" ] || skip_all "no $PY"
"$PY" -c 'import feedparser' 2>/dev/null || skip_all "no python3-feedparser"
[ -x "$TEMPLAR_BIN" ] || bail "no $TEMPLAR_BIN"
DIR=$TEST_DATA/feeds/compare
[ -d "$DIR" ] || bail "no $DIR"

"$PY" "$TOP_SRCDIR/tests/lib/feedcompare.py" -v --min 100 "$TEMPLAR_BIN" \
    "$DIR" >"$WORK/out" 2>&1
rc=$?
while IFS= read -r line; do
	diag "$line"
done <"$WORK/out"
is "$rc" 0 "every field feedparser reads, templar reads the same"
n=$(grep -c '' "$WORK/out")
cmp_ok "$n" -gt 10 "the comparison read the feeds"
done_testing

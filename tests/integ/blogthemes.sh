#!/bin/sh
# blogthemes.sh: the post pages of real blog platforms' default themes
# (mkblog.py corpus: Movable Type 2/3/4, TypePad, Blogger before and
# after layouts, WordPress Kubrick and Twenty Ten, Drupal Garland,
# Serendipity, b2evolution, Textpattern), each in four languages, its
# template learned from posts with no comment yet or with threads
# already; later posts have threads of 1, 2 and 10 comments, dated and
# not, and trackbacks.  Learned and extracted offline as the daemon does
# (bench/tbench offline), with the feed's teasers and without, from five
# posts and from two: every post whole, no comment, no trackback.  From
# one post, no comment either, and with the teasers every post whole
# (METHODS.md sections 1, 2 and 5).
. "$(dirname "$0")/../lib/integ.sh"

MK="$TOP_SRCDIR/tests/lib/mkblog.py"
TBENCH=$TOP_BUILDDIR/bench/tbench
SITES=$WORK/sites
python3 "$MK" corpus "$SITES"
n=$(ls "$SITES" | wc -l)

# run_judge WHAT [comments] TBENCH_OPTIONS...: the summary line.  Two
# judgements in a row with the same options judge one run of tbench (it
# runs in $(...): the options it ran with are kept in a file).
run_judge() {
	what=$1
	shift
	if [ "tbench $*" != "$(cat "$WORK/pred.opts" 2>/dev/null)" ]; then
		rm -f "$WORK/pred.opts"
		"$TBENCH" offline "$SITES" "$@" >"$WORK/pred.jsonl" \
		    2>"$WORK/tbench.err" && echo "tbench $*" >"$WORK/pred.opts"
	fi
	python3 "$MK" judge "$SITES" "$WORK/pred.jsonl" $what | tail -1
}
is "$(run_judge all)" "$n of $n sites ok" \
    "five posts learned from, teasers: every post whole, no comment"
is "$(run_judge all --blank-teasers)" "$n of $n sites ok" \
    "five posts, no teasers: every post whole, no comment"
is "$(run_judge all --learn 2)" "$n of $n sites ok" \
    "two posts learned from: every post whole, no comment"
is "$(run_judge all --learn 1)" "$n of $n sites ok" \
    "one post learned from, teasers: every post whole, no comment"
is "$(run_judge comments --learn 1)" "$n of $n sites ok" \
    "one post learned from: no comment, no trackback"
is "$(run_judge comments --learn 1 --blank-teasers)" "$n of $n sites ok" \
    "one post, no teasers: no comment, no trackback"

done_testing

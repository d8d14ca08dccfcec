#!/bin/sh
# search-words.sh: search takes words as people type them.  The site's
# articles hold don't, Trump's, New-Zealand, e-mail, U.S., AT&T, 3.5 and
# C++ (one article each, a "sea lion" phrase in one); each of those words
# typed in templard's search box, in /api/articles?q= and in `templar
# search` answers 200 (exit 0) with the article that holds it, and
# nothing goes to templard's log at its default level.  AND, OR, NOT and
# prefix* work when written so.  With syntax=fts (--fts) the query is
# FTS5's: one the index cannot read is answered 400 with a page that
# keeps it in the search box and says how to write it.
. "$(dirname "$0")/../lib/integ.sh"

command -v curl >/dev/null || skip_all "no curl"

cp -R "$SITES/rss20" "$WORK/site" || bail "cannot copy the site"
# add PAGE SENTENCE: a paragraph at the start of the page's story
add() {
	_f=$WORK/site/news/2024/03/$1.html
	sed "s|<div class=\"story-body\">|&<p>$2</p>|" "$_f" >"$_f.new" &&
	    mv "$_f.new" "$_f" || bail "cannot edit $1"
}
add bakery-award "The baker said: I don't sell sliced bread. Send an e-mail for orders."
add wind-farm-vote "A visitor from New-Zealand compared it with Trump's plans."
add library-archive "The U.S. archive sent copies; AT\\&amp;T paid the postage."
add rowing-regatta "The timing software, version 3.5, was rewritten in C++ this year."
add cannery-jobs "A sea lion was seen at the quay every morning."

start_httpd 127.0.0.2="$WORK/site"
PORT=$(python3 -c 'import socket; s = socket.socket()
s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
write_config "host_delay = 0.02s"
add_feed gazette "$(site_url 127.0.0.2)/feed.xml" "interval = 30m"
run_templard_once
is "$TEMPLARD_RC" 0 "templard --once exits 0"
printf '[http]\nlisten = %s\n' "$PORT" >>"$CONF"
start_templard
URL=http://127.0.0.1:$PORT
wait_for 20 sh -c "curl -s -o /dev/null $URL/" ||
    bail "templard does not answer on $URL"

# url_of WORDS: the words as a query string value
url_of() {
	python3 -c 'import sys, urllib.parse
print(urllib.parse.quote(sys.argv[1], safe=""))' "$1"
}
# title_of PAGE: the stored title of the article from that page
title_of() {
	sql "SELECT a.title FROM articles a JOIN entries e ON e.id = a.entry_id
	    WHERE e.url LIKE '%/$1.html'"
}
# finds WORDS PAGE: the page, the API and templar search find PAGE's
# article (its title) for WORDS, with 200 and exit 0
finds() {
	_t=$(title_of "$2")
	[ -n "$_t" ] || bail "no article from $2"
	_html=$(printf '%s' "$_t" | sed 's/&/\&amp;/g')
	_code=$(curl -s -o "$WORK/page" -w '%{http_code}' \
	    "$URL/search?q=$(url_of "$1")")
	is "$_code" 200 "/search?q=$1: 200"
	if grep -qF "$_html" "$WORK/page"; then
		pass "/search?q=$1: finds $2"
	else
		fail "/search?q=$1: finds $2" "$(grep -i 'article' "$WORK/page")"
	fi
	like "$(cat "$WORK/page")" "value=\"$(printf '%s' "$1" |
	    sed 's/&/\&amp;/g; s/"/\&quot;/g; s/[.+*]/\\&/g')\"" \
	    "/search?q=$1: the words stay in the box"
	_code=$(curl -s -o "$WORK/api" -w '%{http_code}' \
	    "$URL/api/articles?q=$(url_of "$1")")
	is "$_code" 200 "/api/articles?q=$1: 200"
	if python3 -c 'import json, sys
a = json.load(open(sys.argv[1]))["articles"]
sys.exit(0 if any(x["title"] == sys.argv[2] for x in a) else 1)' \
	    "$WORK/api" "$_t"; then
		pass "/api/articles?q=$1: finds $2"
	else
		fail "/api/articles?q=$1: finds $2" "$(cat "$WORK/api")"
	fi
	templar search "$1" >"$WORK/cli" 2>"$WORK/cli.err"
	is "$?" 0 "templar search '$1' exits 0"
	if grep -qF "$_t" "$WORK/cli"; then
		pass "templar search '$1': finds $2"
	else
		fail "templar search '$1': finds $2" "$(cat "$WORK/cli" \
		    "$WORK/cli.err")"
	fi
}

finds "don't" bakery-award
finds "e-mail" bakery-award
finds "trump's" wind-farm-vote
finds "new-zealand" wind-farm-vote
finds "U.S." library-archive
finds "AT&T" library-archive
finds "3.5" rowing-regatta
finds "c++" rowing-regatta
finds '"sea lion"' cannery-jobs
finds "softw* AND timing" rowing-regatta
finds "postage OR quay" library-archive
finds "postage OR quay" cannery-jobs
# a word no article holds: 200 and nothing found
_code=$(curl -s -o "$WORK/page" -w '%{http_code}' "$URL/search?q=zyzzyva")
is "$_code" 200 "/search?q=zyzzyva: 200"
like "$(cat "$WORK/page")" '0 articles' "/search?q=zyzzyva: nothing found"
# NOT: the bakery's article holds e-mail, the library's does not
templar search "archive NOT e-mail" >"$WORK/cli" 2>&1
like "$(cat "$WORK/cli")" "$(title_of library-archive | cut -c1-20)" \
    "templar search 'archive NOT e-mail' finds the archive"
templar search "e-mail NOT bread" >"$WORK/cli" 2>&1
unlike "$(cat "$WORK/cli")" "$(title_of bakery-award | cut -c1-20)" \
    "templar search 'e-mail NOT bread' leaves the bakery out"

# FTS5's own syntax, when asked for
_code=$(curl -s -o "$WORK/page" -w '%{http_code}' \
    "$URL/search?q=$(url_of '"sea lion')&syntax=fts")
is "$_code" 400 "/search?syntax=fts with an open quote: 400"
like "$(cat "$WORK/page")" 'value="&quot;sea lion"' \
    "... the query stays in the box"
like "$(cat "$WORK/page")" 'name="syntax" value="fts"' \
    "... and so does its syntax"
like "$(cat "$WORK/page")" 'close every quote' "... with how to write it"
_code=$(curl -s -o "$WORK/page" -w '%{http_code}' \
    "$URL/search?q=$(url_of 'title:seal*')&syntax=fts")
is "$_code" 200 "/search?syntax=fts: a column filter"
_code=$(curl -s -o "$WORK/api" -w '%{http_code}' \
    "$URL/api/articles?q=AT%26T&syntax=fts")
is "$_code" 400 "/api/articles?syntax=fts: AT&T is no FTS5 query: 400"
like "$(cat "$WORK/api")" '"error"' "... with the reason"
templar search --fts 'AT&T' >"$WORK/cli" 2>&1
is "$?" 1 "templar search --fts 'AT&T' exits 1"
like "$(cat "$WORK/cli")" 'not an FTS5 query' "... saying why"
templar search --fts 'seal* OR lion' >"$WORK/cli" 2>&1
is "$?" 0 "templar search --fts 'seal* OR lion' exits 0"
is "$(grep -ci 'fts5\|search articles\|query articles' \
    "$WORK/templard.log")" 0 \
    "templard logged nothing of any search at its default level"

stop_templard
done_testing

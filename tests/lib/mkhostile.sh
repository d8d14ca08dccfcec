#!/bin/sh
# SPDX-License-Identifier: ISC
#
# mkhostile.sh KIND FILE: write a large hostile document, generated rather
# than kept in the tree, for tests/integ/hostile-*.sh and bench/hostile:
#
#	entities	a 2 MB feed with a DOCTYPE entity and 200,000
#			undeclared entity references (2,000 items of 100)
#	deep		an HTML page nested 100,000 <div>s deep
#	rows		a 13 MB HTML page of 300,000 small table rows
#			(900,000 elements), under max_page_size
#	robots		a 512 KB robots.txt: "Disallow: /private.html" for
#			every agent, then 512 KB of rules that match nothing
#
# {BASE} in them is filled in by testhttpd.
set -eu
[ $# -eq 2 ] || { echo "usage: mkhostile.sh entities|deep|rows|robots FILE" >&2; exit 2; }
case $1 in
entities)
	awk 'BEGIN {
		print "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
		print "<!DOCTYPE rss [ <!ENTITY site \"The Entity Gazette\"> ]>"
		print "<rss version=\"2.0\"><channel><title>&site;</title>"
		print "<link>{BASE}/</link><description>&site;</description>"
		for (i = 0; i < 2000; i++) {
			printf "<item><title>Entry %d &site;</title>", i
			printf "<guid isPermaLink=\"false\">ent-%d</guid>", i
			printf "<description>"
			for (j = 0; j < 100; j++)
				printf "&u%d; ", i * 100 + j
			print "</description></item>"
		}
		print "</channel></rss>"
	}' >"$2"
	;;
deep)
	awk 'BEGIN {
		printf "<html><head><title>Deep</title></head><body>"
		for (i = 0; i < 100000; i++)
			printf "<div>"
		printf "<p>The bottom of a very deep page.</p>"
		for (i = 0; i < 100000; i++)
			printf "</div>"
		print "</body></html>"
	}' >"$2"
	;;
rows)
	awk 'BEGIN {
		printf "<html><head><title>The ledger</title></head><body>"
		print "<h1>The ledger</h1><p>Every row of the ledger.</p><table>"
		for (i = 0; i < 300000; i++)
			printf "<tr><td>%d</td><td>row %d</td></tr>\n", i, i
		print "</table></body></html>"
	}' >"$2"
	;;
robots)
	awk 'BEGIN {
		print "User-agent: *"
		print "Disallow: /private.html"
		for (i = 0; n < 512 * 1024; i++) {
			l = sprintf("Disallow: /nothing-here/%08d/", i)
			print l
			n += length(l) + 1
		}
	}' >"$2"
	;;
*)
	echo "mkhostile.sh: unknown kind $1" >&2
	exit 2
	;;
esac

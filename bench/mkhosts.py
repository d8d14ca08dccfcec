#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""mkhosts.py DIR HOSTS FEEDS PAGES

Write HOSTS generated sites into DIR/h001 ... for bench/polite: each with
FEEDS feeds (feed1.xml ...) of PAGES entries each, every entry its own
small article page in one of a few layouts.  Texts come from a fixed word
list, so runs are reproducible.
"""
import os
import random
import sys

WORDS = ("river bridge market school garden festival railway weather harvest "
         "village county mayor teacher farmer record repair opening survey "
         "report plan budget vote morning evening winter summer north south "
         "quiet busy early late careful bright").split()


def sentence(rng):
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(8, 14))).capitalize() + "."


def main():
    out, hosts, feeds, pages = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    for h in range(1, hosts + 1):
        d = os.path.join(out, "h%03d" % h)
        os.makedirs(d, exist_ok=True)
        rng = random.Random(h)
        for f in range(1, feeds + 1):
            items = []
            for p in range(1, pages + 1):
                slug = "f%d-p%02d.html" % (f, p)
                title = "Host %d feed %d story %d %s" % (h, f, p, rng.choice(WORDS))
                paras = [" ".join(sentence(rng) for _ in range(3)) for _ in range(4)]
                with open(os.path.join(d, slug), "w") as fp:
                    fp.write("<html><head><title>%s</title></head><body><div class=\"nav\">"
                             "<a href=\"/\">Home</a> <a href=\"/a\">A</a> <a href=\"/b\">B</a>"
                             "</div><h1>%s</h1><div class=\"story h%d\">%s</div>"
                             "<div class=\"foot\">Site %d</div></body></html>" % (
                                 title, title, h % 3,
                                 "".join("<p>%s</p>" % x for x in paras), h))
                items.append("<item><title>%s</title><link>{BASE}/%s</link>"
                             "<description>%s</description></item>" % (
                                 title, slug, paras[0].split(".")[0] + "."))
            with open(os.path.join(d, "feed%d.xml" % f), "w") as fp:
                fp.write("<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>h%d f%d"
                         "</title><link>{BASE}/</link>%s</channel></rss>" % (h, f, "".join(items)))


if __name__ == "__main__":
    main()

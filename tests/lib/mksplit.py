#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""mksplit.py DIR
   mksplit.py --onward DIR

Write a small site of articles over several pages into DIR for the
integration test split.sh, with feed.xml listing the first page of each:

  story-001: three pages (story-001.html, -2.html, -3.html), numbered
             links "1 2 3" and "Next >" inside the article
  story-002: three pages; robots.txt (written here) disallows the third
  story-003: two pages, where the second redirects to the first (a loop;
             the redirect is the test's behaviour file)
  story-004: one page, with a "Next post" link (rel=next) to another
             article, story-099.html, which is in no feed
  story-005: one page
  story-006: two pages, and a "View as one page" link to
             story-006_all.html, which holds both
  story-007: 22 pages, more than are followed (20)

With --onward, a site whose three articles go on at an address of
another shape, behind a link that says nothing of pages: onward-NNN.html
behind <a class="onward">Read on</a>, which only a feed's
next_page_xpath finds.

Each page's own paragraphs start with "S<story>P<page>:" so that the
test can tell which pages an article joined, in which order.
"""
import os
import random
import sys

WORDS = ("harbour council river bridge market school library museum garden "
         "festival railway station weather season harvest village county "
         "mayor teacher farmer engineer builder painter runner sailor "
         "record repair opening closing survey report plan budget vote").split()

PAGES = {1: 3, 2: 3, 3: 2, 4: 1, 5: 1, 6: 2, 7: 22}


def paras(story, page):
    rng = random.Random(story * 100 + page)
    out = []
    for k in range(4):
        words = " ".join(rng.choice(WORDS) for _ in range(rng.randint(20, 30)))
        out.append("S%dP%d: %s." % (story, page, words.capitalize()))
    return out


def title(story):
    rng = random.Random(story)
    return "Story %d: %s" % (story, " ".join(rng.choice(WORDS) for _ in range(4)).title())


def name(story, page):
    return "story-%03d%s.html" % (story, "" if page == 1 else "-%d" % page)


def pager(story, page, n):
    if n == 1:
        return ""
    links = []
    for k in range(1, n + 1):
        if k == page:
            links.append("<span>%d</span>" % k)
        else:
            links.append('<a href="%s">%d</a>' % (name(story, k), k))
    if page < n:
        links.append('<a href="%s">Next &rsaquo;</a>' % name(story, page + 1))
    return '<nav class="pages">Page %d of %d: %s</nav>' % (page, n, " ".join(links))


def page(story, page_no, body, extra=""):
    side = "".join('<li><a href="/section/%d.html">Section %d news</a></li>' % (k, k)
                   for k in range(8))
    return ("<!DOCTYPE html><html><head><title>%s - Courier</title></head><body>"
            "<header><a href=\"/\">Courier</a><ul>%s</ul></header>"
            "<main><article><h1>%s</h1><div class=\"text\">%s</div>%s</article>%s"
            "</main><aside><h2>Most read</h2><ul>%s</ul></aside>"
            "<footer>Courier, all rights reserved</footer></body></html>"
            % (title(story), side, title(story), body, extra, "", side))


def onward(d):
    os.makedirs(d, exist_ok=True)
    items = ""
    for story in (11, 12, 13):
        more = '<p><a class="onward" href="onward-%03d.html">Read on</a></p>' % story
        for p, (fname, extra) in enumerate(((name(story, 1), more),
                                            ("onward-%03d.html" % story, "")), 1):
            body = "".join("<p>%s</p>" % t for t in paras(story, p))
            with open(os.path.join(d, fname), "w") as f:
                f.write(page(story, p, body, extra))
        items += ("<item><title>%s</title><link>{BASE}/%s</link><description>%s"
                  "</description></item>" % (title(story), name(story, 1),
                                             paras(story, 1)[0][:120]))
    with open(os.path.join(d, "feed.xml"), "w") as f:
        f.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Onward</title>'
                "<link>{BASE}/</link><description>news</description>%s</channel></rss>"
                % items)


def main():
    if sys.argv[1] == "--onward":
        onward(sys.argv[2])
        return
    d = sys.argv[1]
    os.makedirs(d, exist_ok=True)
    for story, n in PAGES.items():
        for p in range(1, n + 1):
            body = "".join("<p>%s</p>" % t for t in paras(story, p))
            extra = pager(story, p, n)
            if story == 4:
                extra = ('<nav class="post-nav"><a rel="next" href="story-099.html">'
                         "Next post: %s &raquo;</a></nav>" % title(99))
            if story == 6 and p == 1:
                extra += '<p><a href="story-006_all.html">View as one page</a></p>'
            with open(os.path.join(d, name(story, p)), "w") as f:
                f.write(page(story, p, body, extra))
    whole = "".join("<p>%s</p>" % t for p in (1, 2) for t in paras(6, p))
    with open(os.path.join(d, "story-006_all.html"), "w") as f:
        f.write(page(6, 1, whole))
    with open(os.path.join(d, "story-099.html"), "w") as f:
        f.write(page(99, 1, "<p>%s</p>" % paras(99, 1)[0]))
    with open(os.path.join(d, "robots.txt"), "w") as f:
        f.write("User-agent: *\nDisallow: /story-002-3.html\n")
    with open(os.path.join(d, "behaviour"), "w") as f:
        f.write("redirect /story-003-2.html {BASE}/story-003.html 302\n")
    items = "".join(
        "<item><title>%s</title><link>{BASE}/%s</link><guid>{BASE}/%s</guid>"
        "<description>%s</description></item>"
        % (title(s), name(s, 1), name(s, 1), paras(s, 1)[0][:120])
        for s in sorted(PAGES, reverse=True))
    with open(os.path.join(d, "feed.xml"), "w") as f:
        f.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Courier</title>'
                "<link>{BASE}/</link><description>news</description>%s</channel></rss>"
                % items)


main()

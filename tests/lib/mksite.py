#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""mksite.py DIR LAYOUT FIRST COUNT [--feed-from N] [--blank-teasers]
   mksite.py check DIR ARTICLES.jsonl [FIRST LAST]

Write a small generated news site into DIR for the integration tests:
articles FIRST .. FIRST+COUNT-1 as pages in one of four layouts ("a": a
div#story inside a two-column table page with a sidebar; "b": an
<article class="post-body"> page with header, aside and footer; "p": "a"
with a newsletter promotion, the same on every page, inside div#story;
"c": "a" inside a new frame (a wrapper with header and footer), the
promotion now inside the story's text block; "e": the frame of "a" with
the story in another box after a dateline, and no category shown:
a layout whose pages fit the signature of "a"), and
feed.xml listing every article page present in DIR (newest first; with
--feed-from N only stories N and later, as a feed that keeps the newest), with
{BASE} links, titles, a one-sentence description (or none) and a
category.  Running it again with another layout adds pages in that layout
and rewrites the feed, which is how a scenario makes a site change its
layout.  Texts are made from a fixed word list, so runs are reproducible.

"check" compares `templar articles --format jsonl` with DIR/articles.json:
each article of stories FIRST..LAST (default all) has its first and last
paragraph and its title, and none of the pages' chrome; it prints "ok" or
the problems, on one line.
"""
import json
import os
import random
import re
import sys

WORDS = ("harbour council river bridge market school library museum garden "
         "festival railway station weather season harvest village county "
         "mayor teacher farmer engineer builder painter runner sailor "
         "record repair opening closing survey report plan budget vote "
         "morning evening winter summer spring autumn north south east west "
         "quiet busy early late new old small large careful bright").split()
TOPICS = ["Local", "Culture", "Sport", "Business"]


def sentence(rng, n):
    w = [rng.choice(WORDS) for _ in range(n)]
    return " ".join(w).capitalize() + "."


def article(i):
    rng = random.Random(1000 + i)
    title = "Story %d: %s" % (i, " ".join(rng.choice(WORDS) for _ in range(4)).title())
    paras = [" ".join(sentence(rng, rng.randint(8, 16)) for _ in range(rng.randint(2, 4)))
             for _ in range(rng.randint(4, 7))]
    return title, paras, TOPICS[i % len(TOPICS)]


CHROME_LINKS = "".join('<li><a href="/section/%d.html">Section %d news and more</a></li>' % (k, k)
                       for k in range(12))


def page_a(title, paras, cat):
    body = "".join("<p>%s</p>" % p for p in paras)
    return ("<html><head><title>%s - Gazette</title></head><body>"
            "<table width=\"100%%\"><tr><td class=\"nav\"><ul>%s</ul></td>"
            "<td class=\"main\"><div class=\"crumbs\"><a href=\"/\">Home</a> &gt; "
            "<a class=\"sec\" href=\"/s\">%s</a></div><h1>%s</h1>"
            "<div id=\"story\">%s</div><div class=\"share\">Share this on "
            "every network you know</div></td><td class=\"side\"><h3>Most read</h3>"
            "<ul>%s</ul></td></tr></table><div class=\"foot\">Copyright Gazette "
            "Media, all rights reserved</div></body></html>") % (
                title, CHROME_LINKS, cat, title, body, CHROME_LINKS)


def page_b(title, paras, cat):
    body = "".join("<p>%s</p>" % p for p in paras)
    return ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>%s | "
            "The New Gazette</title></head><body><header><nav><ul>%s</ul></nav>"
            "</header><main><article><header><span class=\"kicker\">%s</span>"
            "<h2 class=\"headline\">%s</h2></header><section class=\"post-body\">%s"
            "</section></article><aside><h3>Trending</h3><ul>%s</ul></aside></main>"
            "<footer>The New Gazette, a new look for the same news</footer>"
            "</body></html>") % (title, CHROME_LINKS, cat, title, body, CHROME_LINKS)


PROMO = ("<div class=\"promo\">Sign up for the Gazette daily newsletter and "
         "never miss a story from your town again</div>")


def page_p(title, paras, cat):
    body = "".join("<p>%s</p>" % p for p in paras)
    return page_a(title, ["\x00"], cat).replace(
        "<p>\x00</p>", "<div class=\"text\">%s</div>%s" % (body, PROMO))


def page_c(title, paras, cat):
    body = "".join("<p>%s</p>" % p for p in paras)
    page = page_a(title, ["\x00"], cat).replace(
        "<p>\x00</p>", "<div class=\"text\">%s%s</div>" % (body, PROMO))
    return page.replace("<body>", "<body><div class=\"page\"><header "
                        "class=\"masthead\">The Gazette, now in a new "
                        "frame</header>").replace(
        "</body>", "<footer class=\"colophon\">Gazette Media</footer>"
                   "</div></body>")


def page_e(title, paras, cat):
    body = "".join("<p>%s</p>" % p for p in paras)
    page = page_a(title, ["\x00"], cat)
    page = re.sub(r'<div class="crumbs">.*?</div>', "", page)
    return page.replace(
        '<div id="story"><p>\x00</p></div>',
        '<div class="post"><div class="dateline">Filed from the river '
        'desk</div><div class="entry-text">%s</div></div>' % body)


PAGES = {"a": page_a, "b": page_b, "p": page_p, "c": page_c, "e": page_e}
CHROME = ("Section 3 news", "Share this", "Copyright", "a new look",
          "daily newsletter")


def check(out, got_path, lo=None, hi=None, chrome=CHROME,
          keep=lambda m: m.get("kind", "article") == "article"):
    """Print "ok" or what is wrong with the articles of the pages kept."""
    meta = json.load(open(os.path.join(out, "articles.json")))
    arts = {}
    for line in open(got_path, encoding="utf-8"):
        if line.strip():
            a = json.loads(line)
            arts[a["url"].rsplit("/", 1)[1]] = a
    bad = []
    for slug, m in sorted(meta.items()):
        if (lo is not None and not lo <= m["id"] <= hi) or not keep(m):
            continue
        a = arts.get(slug)
        if a is None:
            bad.append("%s: no article" % slug)
            continue
        body = a.get("body") or ""
        if m["first"] not in body or m["last"] not in body:
            bad.append("%s: body lacks its paragraphs" % slug)
        for c in chrome:
            if c in body:
                bad.append("%s: body has %r" % (slug, c))
        if a.get("title") != m["title"]:
            bad.append("%s: title %r" % (slug, a.get("title")))
    print("ok" if not bad else "; ".join(bad))


def main():
    args = sys.argv[1:]
    if args and args[0] == "check":
        if len(args) == 3:
            check(args[1], args[2])
        elif len(args) == 5:
            check(args[1], args[2], int(args[3]), int(args[4]))
        else:
            sys.exit(__doc__)
        return
    blank = "--blank-teasers" in args
    args = [a for a in args if a != "--blank-teasers"]
    feed_from = 0
    if "--feed-from" in args:
        k = args.index("--feed-from")
        feed_from = int(args[k + 1])
        del args[k:k + 2]
    out, layout, first, count = args[0], args[1], int(args[2]), int(args[3])
    os.makedirs(out, exist_ok=True)
    meta_path = os.path.join(out, "articles.json")
    meta = json.load(open(meta_path)) if os.path.exists(meta_path) else {}
    for i in range(first, first + count):
        title, paras, cat = article(i)
        html = PAGES[layout](title, paras, cat)
        slug = "story-%03d.html" % i
        with open(os.path.join(out, slug), "w", encoding="utf-8") as f:
            f.write(html)
        meta[slug] = {"id": i, "title": title, "first": paras[0], "last": paras[-1],
                      "category": cat, "layout": layout,
                      "teaser": re.split(r"(?<=\.) ", paras[0])[0]}
    json.dump(meta, open(meta_path, "w"), indent=1, sort_keys=True)
    items = []
    for slug, m in sorted(meta.items(), key=lambda kv: -kv[1]["id"]):
        if m["id"] < feed_from:
            continue
        items.append("<item><title>%s</title><link>{BASE}/%s</link><guid>{BASE}/%s</guid>"
                     "<description>%s</description><category>%s</category></item>" % (
                         m["title"], slug, slug, "" if blank else m["teaser"], m["category"]))
    with open(os.path.join(out, "feed.xml"), "w", encoding="utf-8") as f:
        f.write("<?xml version=\"1.0\" encoding=\"utf-8\"?><rss version=\"2.0\"><channel>"
                "<title>Gazette</title><link>{BASE}/</link><description>News</description>%s"
                "</channel></rss>" % "".join(items))


if __name__ == "__main__":
    main()

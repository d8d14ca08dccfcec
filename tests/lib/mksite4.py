#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""mksite4.py: generated sites for the learning scenarios of issue 4.

  mksite4.py site DIR KIND COUNT
      Write COUNT entries into DIR (pages, feed.xml with {BASE} links,
      articles.json describing them).  KIND:
        mixed     articles alternating between two layouts (mksite.py's
                  "a" and "b")
        junk      articles in layout "a", and among them soft-404 pages
                  (served with 200) and index pages listing other stories
        chrome    articles whose container also holds a share bar, a
                  "related articles" list, a tag list, an author
                  dropdown, text ads in a block with a generated id, an
                  <aside> and a <footer>
        generic   articles in layout "a" whose feed descriptions are all
                  the site's description, which every page shows too
        comments  articles whose container also holds a photo caption and
                  a list of reader comments that quote the teaser, which
                  spans the first two paragraphs
        alljunk   soft-404 and index pages only
  mksite4.py check DIR ARTICLES.jsonl
      Compare `templar articles --format jsonl` with articles.json: every
      article page has its first and last paragraph, its title, and none
      of the chrome; print "ok" or the problems, one line.

Texts come from mksite.py's word list and seeds, so runs are reproducible.
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mksite  # noqa: E402

SITE_DESC = "The Gazette: news, sport and weather from the valley."
CHROME = ("Section 3 news", "Share this", "Copyright", "a new look",
          "Share on Facebook", "Related articles", "More from the valley",
          "Tagged:", "Picture desk", "Reader reply", "Picked for you",
          "Ads by Valley Media", "About the writer",
          "Filed by the valley desk")


def page_chrome(i, title, paras, cat):
    """An article whose container holds a share bar, related links, tags."""
    rng = random.Random(5000 + i)
    related = "".join(
        '<li><a href="/story-%03d.html">%s</a></li>' % (
            rng.randint(1, 500),
            " ".join(rng.choice(mksite.WORDS) for _ in range(6)).capitalize())
        for _ in range(5))
    tags = ", ".join('<a href="/tag/%s">%s</a>' % (w, w)
                     for w in rng.sample(mksite.WORDS, 4))
    body = "".join("<p>%s</p>" % p for p in paras)
    return ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>%s - "
            "Valley Post</title></head><body><div id=\"top\"><ul>%s</ul></div>"
            "<div id=\"page\"><div class=\"entry\"><h1 class=\"title\">%s</h1>"
            "<div class=\"entry-body\">%s"
            "<div class=\"share-bar\">Share on Facebook | Share on Twitter | "
            "Email this story</div>"
            "<div class=\"related-articles\"><h4>Related articles</h4>"
            "<ul>%s</ul><p>More from the valley: %s</p></div>"
            "<div class=\"post-tags\">Tagged: %s</div>"
            "<div class=\"author-dropdown\"><p>About the writer: %s</p></div>"
            "<div id=\"ctl00_Body_story1_TextAds\"><p>Ads by Valley Media: "
            "%s</p></div>"
            "<aside><h4>Picked for you</h4><p>%s</p></aside>"
            "<footer><p>Filed by the valley desk, %s</p></footer>"
            "</div></div><div id=\"side\"><h3>Most read</h3><ul>%s</ul></div>"
            "</div><div class=\"foot\">Copyright Valley Post</div>"
            "</body></html>") % (
                title, mksite.CHROME_LINKS, title, body, related,
                " ".join(rng.choice(mksite.WORDS) for _ in range(5)),
                tags,
                " ".join(rng.choice(mksite.WORDS) for _ in range(16)),
                " ".join(rng.choice(mksite.WORDS) for _ in range(12)),
                " ".join(rng.choice(mksite.WORDS) for _ in range(14)),
                " ".join(rng.choice(mksite.WORDS) for _ in range(6)),
                mksite.CHROME_LINKS)


def page_comments(i, title, paras, cat, teaser):
    """An article followed, in its own container, by comments quoting it."""
    rng = random.Random(7000 + i)
    words = teaser.rstrip(".").split()
    comments = []
    for k in range(8):
        said = rng.sample(words, len(words) * 2 // 3)
        said += [rng.choice(mksite.WORDS) for _ in range(12)]
        rng.shuffle(said)
        comments.append(
            '<li class="%s" id="comment-%d"><cite>Reader %d</cite> on May %d'
            '<div class="commenttext"><p>Reader reply: %s.</p></div></li>' % (
                "alt" if k % 2 else "", 9000 + i * 10 + k, k, k + 1,
                " ".join(said).capitalize()))
    body = "".join("<p>%s</p>" % p for p in paras)
    return ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>%s - "
            "Valley Blog</title></head><body><div id=\"top\"><ul>%s</ul>"
            "</div><div id=\"content\"><h1>%s</h1><div class=\"wp-caption\">"
            "<img src=\"/photo-%d.jpg\" alt=\"\"><p class=\"wp-caption-text\">"
            "The %s, seen from the bridge (Picture desk)</p></div>%s"
            "<div id=\"commentblock\"><h2>%d Responses to %s</h2>"
            "<ol class=\"commentlist\">%s</ol></div></div>"
            "<div id=\"side\"><ul>%s</ul></div></body></html>") % (
                title, mksite.CHROME_LINKS, title, i, cat, body,
                len(comments), title, "".join(comments), mksite.CHROME_LINKS)


def page_404(i):
    return ("<html><head><title>Page not found - Gazette</title></head><body>"
            "<table width=\"100%%\"><tr><td class=\"nav\"><ul>%s</ul></td>"
            "<td class=\"main\"><h1>Page not found</h1><p>Sorry, the page "
            "you asked for (%d) does not exist.</p></td></tr></table>"
            "<div class=\"foot\">Copyright Gazette Media, all rights "
            "reserved</div></body></html>") % (mksite.CHROME_LINKS, i)


def page_index(i):
    items = []
    for k in range(20):
        t, paras, _ = mksite.article(200 + i * 20 + k)
        items.append('<li><a href="/story-%03d.html">%s</a> <span>%s</span>'
                     '</li>' % (200 + k, t, paras[0][:60]))
    return ("<html><head><title>Latest news - Gazette</title></head><body>"
            "<table width=\"100%%\"><tr><td class=\"nav\"><ul>%s</ul></td>"
            "<td class=\"main\"><h2>Latest news</h2><ul class=\"list\">%s"
            "</ul></td></tr></table><div class=\"foot\">Copyright Gazette "
            "Media, all rights reserved</div></body></html>") % (
                mksite.CHROME_LINKS, "".join(items))


def make_site(out, kind, count):
    os.makedirs(out, exist_ok=True)
    meta = {}
    for i in range(1, count + 1):
        title, paras, cat = mksite.article(i)
        teaser = paras[0].split(". ")[0] + "."
        what = "article"
        if kind == "mixed":
            html = (mksite.page_a if i % 2 else mksite.page_b)(title, paras,
                                                               cat)
        elif kind == "chrome":
            html = page_chrome(i, title, paras, cat)
        elif kind == "comments":
            teaser = "%s %s" % (teaser, paras[1].split(". ")[0] + ".")
            html = page_comments(i, title, paras, cat, teaser)
        elif (kind == "junk" and i % 3 == 2) or (kind == "alljunk" and i % 2):
            html, what = page_404(i), "soft-404"
        elif (kind == "junk" and i % 3 == 0 and i > 3) or kind == "alljunk":
            html, what = page_index(i), "index"
        else:
            html = mksite.page_a(title, paras, cat)
        if kind == "generic":
            teaser = SITE_DESC
            html = html.replace("<body>", "<body><div class=\"tagline\">%s"
                                "</div>" % SITE_DESC, 1)
        slug = "story-%03d.html" % i
        with open(os.path.join(out, slug), "w", encoding="utf-8") as f:
            f.write(html)
        meta[slug] = {"id": i, "title": title, "first": paras[0],
                      "last": paras[-1], "category": cat, "kind": what,
                      "teaser": teaser}
    with open(os.path.join(out, "articles.json"), "w") as f:
        json.dump(meta, f, indent=1, sort_keys=True)
    items = []
    for slug, m in sorted(meta.items(), key=lambda kv: -kv[1]["id"]):
        items.append("<item><title>%s</title><link>{BASE}/%s</link>"
                     "<guid>{BASE}/%s</guid><description>%s</description>"
                     "<category>%s</category></item>" % (
                         m["title"], slug, slug, m["teaser"], m["category"]))
    with open(os.path.join(out, "feed.xml"), "w", encoding="utf-8") as f:
        f.write("<?xml version=\"1.0\" encoding=\"utf-8\"?><rss version="
                "\"2.0\"><channel><title>Gazette</title><link>{BASE}/</link>"
                "<description>%s</description>%s</channel></rss>" % (
                    SITE_DESC, "".join(items)))


def check(out, got_path):
    mksite.check(out, got_path, chrome=CHROME)


def main():
    if len(sys.argv) == 5 and sys.argv[1] == "site":
        make_site(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    elif len(sys.argv) == 4 and sys.argv[1] == "check":
        check(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""mkthread.py: blogs whose feeds link each entry's reader comments.

  mkthread.py site DIR FORM COUNT
      Write COUNT posts into DIR (pages, feed.xml with {BASE} links,
      articles.json describing them).  On every page the reader
      comments follow the story inside the story's own container,
      marked up exactly as its paragraphs are (plain <p>, no author or
      date lines), so that the page's structure cannot tell them apart.
      FORM says how the feed links them and where they start:
        anchor   RSS 2.0: <comments>URL#comments</comments>,
                 wfw:commentRss and slash:comments; the page marks the
                 start with an empty <a name="comments"></a>
        heading  Atom 1.0: a replies link to URL#reacties with
                 thr:count, and thr:total; the page opens the comments
                 with <h3 id="reacties">
      The newest post has no comments yet: its feed counts 0.
  mkthread.py check DIR ARTICLES.jsonl
      Compare `templar articles --format jsonl` with articles.json: every
      post has its first and last paragraph and none of its comments;
      print "ok" or the problems, on one line.

Texts come from mksite.py's word list and fixed seeds.
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mksite  # noqa: E402


def post(i):
    """Title, story paragraphs and reader comments of post i."""
    rng = random.Random(7000 + i)
    title = "Post %d: %s" % (
        i, " ".join(rng.choice(mksite.WORDS) for _ in range(4)).title())
    paras = [" ".join(mksite.sentence(rng, rng.randint(9, 15))
                      for _ in range(rng.randint(2, 3)))
             for _ in range(rng.randint(4, 6))]
    ncom = 0 if i == 1 else rng.randint(3, 6)
    comments = [" ".join(mksite.sentence(rng, rng.randint(7, 14))
                         for _ in range(rng.randint(1, 3)))
                for _ in range(ncom)]
    return title, paras, comments


def page(form, title, paras, comments):
    story = "".join("<p>%s</p>" % p for p in paras)
    thread = ""
    if form == "anchor":
        thread = '<a name="comments"></a>'
    elif comments:
        thread = '<h3 id="reacties">%d</h3>' % len(comments)
    thread += "".join("<p>%s</p>" % c for c in comments)
    return ("<!DOCTYPE html><html><head><meta charset=\"utf-8\">"
            "<title>%s - Valley Notes</title></head><body>"
            "<div id=\"top\"><ul>%s</ul></div>"
            "<div id=\"main\"><div class=\"post\"><h1>%s</h1>%s%s</div></div>"
            "<div id=\"foot\">Valley Notes, written at the kitchen table"
            "</div></body></html>" % (
                title, mksite.CHROME_LINKS, title, story, thread))


def rss_item(slug, title, paras, comments):
    return ("<item><title>%s</title><link>{BASE}/%s</link>"
            "<guid>{BASE}/%s</guid><description>%s</description>"
            "<comments>{BASE}/%s#%s</comments>"
            "<wfw:commentRss>{BASE}/%s/feed</wfw:commentRss>"
            "<slash:comments>%d</slash:comments></item>" % (
                title, slug, slug, paras[0], slug,
                "comments" if comments else "respond", slug,
                len(comments)))


def atom_entry(i, slug, title, paras, comments):
    return ("<entry><id>tag:valley.example,2024:%d</id><title>%s</title>"
            "<updated>2024-03-%02dT10:00:00Z</updated>"
            "<link rel=\"alternate\" type=\"text/html\" href=\"{BASE}/%s\"/>"
            "<link rel=\"replies\" type=\"text/html\""
            " href=\"{BASE}/%s#reacties\" thr:count=\"%d\"/>"
            "<thr:total>%d</thr:total><summary>%s</summary></entry>" % (
                i, title, i, slug, slug, len(comments), len(comments),
                paras[0]))


def make_site(out, form, count):
    os.makedirs(out, exist_ok=True)
    meta, items = {}, []
    for i in range(count, 0, -1):
        title, paras, comments = post(i)
        slug = "post-%d.html" % i
        with open(os.path.join(out, slug), "w", encoding="utf-8") as f:
            f.write(page(form, title, paras, comments))
        meta[slug] = {"id": i, "title": title, "first": paras[0],
                      "last": paras[-1], "comments": comments}
        items.append(rss_item(slug, title, paras, comments)
                     if form == "anchor"
                     else atom_entry(i, slug, title, paras, comments))
    if form == "anchor":
        feed = ("<?xml version=\"1.0\" encoding=\"utf-8\"?>"
                "<rss version=\"2.0\""
                " xmlns:wfw=\"http://wellformedweb.org/CommentAPI/\""
                " xmlns:slash=\"http://purl.org/rss/1.0/modules/slash/\">"
                "<channel><title>Valley Notes</title><link>{BASE}/</link>"
                "<description>Notes</description>%s</channel></rss>\n")
    else:
        feed = ("<?xml version=\"1.0\" encoding=\"utf-8\"?>"
                "<feed xmlns=\"http://www.w3.org/2005/Atom\""
                " xmlns:thr=\"http://purl.org/syndication/thread/1.0\">"
                "<title>Valley Notes</title><id>tag:valley.example,2024</id>"
                "<updated>2024-03-30T10:00:00Z</updated>%s</feed>\n")
    with open(os.path.join(out, "feed.xml"), "w", encoding="utf-8") as f:
        f.write(feed % "".join(items))
    with open(os.path.join(out, "articles.json"), "w") as f:
        json.dump(meta, f)


def check(out, got_path):
    meta = json.load(open(os.path.join(out, "articles.json")))
    arts = {}
    for line in open(got_path, encoding="utf-8"):
        if line.strip():
            a = json.loads(line)
            arts[a["url"].rsplit("/", 1)[1]] = a
    bad = []
    for slug, m in sorted(meta.items()):
        a = arts.get(slug)
        if a is None:
            bad.append("%s: no article" % slug)
            continue
        body = a.get("body") or ""
        if m["first"] not in body or m["last"] not in body:
            bad.append("%s: body lacks its paragraphs" % slug)
        kept = sum(1 for c in m["comments"] if c in body)
        if kept:
            bad.append("%s: body has %d comments" % (slug, kept))
    print("ok" if not bad else "; ".join(bad))


def main():
    if len(sys.argv) == 5 and sys.argv[1] == "site":
        make_site(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    elif len(sys.argv) == 4 and sys.argv[1] == "check":
        check(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()

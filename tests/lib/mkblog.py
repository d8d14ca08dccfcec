#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""mkblog.py: a generated blog of a classic theme, for blogthreads.sh.

  mkblog.py site DIR THEME FIRST COUNT [COMMENTS...]
      Write posts FIRST .. FIRST+COUNT-1 into DIR in THEME ("dl": the
      post's text box in div.post, then a dl of comments whose dds hold
      the same box; "typepad": "Posted by: NAME | DATE" boxes of the
      post's own class, then a trackback).  COMMENTS gives each post's
      number of comments in turn (default 0); a number ending in "u" has
      comments whose author line holds no date.  Comments are written in
      English, German and French in turn.  feed.xml lists every page in
      DIR, newest first, with {BASE} links and a teaser.
  mkblog.py gallery DIR ID
      Write a photo gallery page as post ID, in a layout of its own: a
      short intro and six slides, each a picture and its caption (a
      carousel of frames whose captions are no paragraphs).
  mkblog.py check DIR ARTICLES.jsonl
      Compare `templar articles --format jsonl` with DIR/posts.json: every
      post's body holds its first and last paragraph and no comment; the
      gallery's holds its intro and every caption in order.  Print "ok"
      or the problems, one line.

Texts come from mksite.py's word list and seeds: runs are reproducible.
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mksite  # noqa: E402

NAMES = ("Bob Ray", "Cy Mott", "Dee Park", "Eve Sol", "Fay Tam")
LINES = (
    ("{n} said on March {d}, 2024 at 11:{m:02d}", "{n} said:",
     "I walked past the {w} this morning and saw it for myself, note {i}."),
    ("{n} schrieb am {d}. März 2024 um 11:{m:02d}", "{n} schrieb:",
     "Ich war heute morgen am {w} und habe es selbst gesehen, Notiz {i}."),
    ("{n} a écrit le {d} mars 2024 à 11h{m:02d}", "{n} a écrit :",
     "Je suis passé devant le {w} ce matin et je l'ai vu, note {i}."),
)
CAPTIONS = (
    "The first boats came in at dawn with their flags up.",
    "Children painted the old crane in the colours of the town.",
    "A brass band from the valley played on the fish market roof.",
    "The lifeboat crew showed visitors how the new engine starts.",
    "Lanterns crossed the harbour at nine, one for each street.",
    "The last boat home carried the mayor and the band's drummer.",
)
INTRO = ("The harbour festival filled the quays on Saturday: boats, bands "
         "and a parade of lanterns after dark.")
INTRO2 = ("Thousands came from the valley towns, and the trains ran late "
          "into the night to take them home again, the station master said.")
SIDE = ("<div id=\"side\"><h3>Archives</h3><ul><li><a href=\"/2024/02\">"
        "February 2024</a></li><li><a href=\"/2024/01\">January 2024</a>"
        "</li></ul><h3>Links</h3><ul><li><a href=\"/about\">About this "
        "blog</a></li></ul></div>")


def comment(pid, k, dated):
    """The author line and text of comment k of post pid."""
    rng = random.Random(7000 + pid * 100 + k)
    dated_f, undated_f, text_f = LINES[k % len(LINES)]
    n = NAMES[k % len(NAMES)]
    line = (dated_f if dated else undated_f).format(
        n=n, d=k % 28 + 1, m=(k * 7) % 60)
    text = text_f.format(w=rng.choice(mksite.WORDS), i="%d-%d" % (pid, k))
    return line, text


def page(theme, title, paras, pid, ncom, dated):
    body = "".join("<p>%s</p>" % p for p in paras)
    coms = [comment(pid, k, dated) for k in range(ncom)]
    if theme == "dl":
        post = ("<div class=\"post\"><h2>%s</h2><div class=\"entry\">%s</div>"
                "<p class=\"meta\">Posted by Ann Lee on March 3, 2024 at "
                "10:14 | <a href=\"#c\">%d comments</a></p></div>") % (
                    title, body, ncom)
        thread = ""
        if ncom:
            thread = ("<div id=\"feedback\"><h3>%d responses</h3><dl>" % ncom +
                      "".join("<dt><a href=\"/u%d\">%s</a></dt><dd><div "
                              "class=\"entry\"><p>%s</p></div></dd>" % (
                                  k, line, text)
                              for k, (line, text) in enumerate(coms)) +
                      "</dl></div>")
    elif theme == "blogger":
        post = ("<div class=\"post hentry\"><h3 class=\"post-title\">%s</h3>"
                "<div class=\"post-body entry-content\">%s</div><div "
                "class=\"post-footer\">Posted by Ann Lee at 10:14 AM</div>"
                "</div>") % (title, body)
        thread = ""
        if ncom:
            thread = ("<div class=\"comments\" id=\"comments\"><h4>%d "
                      "comments:</h4><dl id=\"comments-block\">" % ncom +
                      "".join("<dt class=\"comment-author\"><a name=\"c%d\">"
                              "</a><a href=\"/u%d\">%s</a> said...</dt><dd "
                              "class=\"comment-body\"><div class=\"post-body "
                              "entry-content\"><p>%s</p></div></dd><dd "
                              "class=\"comment-footer\"><a href=\"#c%d\">%s"
                              "</a></dd>" % (k, k, line.split(" ")[0], text, k,
                                             "March %d, 2024 11:%02d AM" % (
                                                 k % 28 + 1, (k * 7) % 60)
                                             if dated else "Delete")
                              for k, (line, text) in enumerate(coms)) +
                      "</dl></div>")
    else:
        post = ("<div class=\"entry\"><h3 class=\"entry-header\">%s</h3>"
                "<div class=\"entry-body\">%s</div><p class=\"entry-footer\">"
                "Posted by Ann Lee at 10:14 AM | <a href=\"/p\">Permalink"
                "</a></p></div>") % (title, body)
        thread = ""
        if ncom:
            thread = ("<div class=\"feedback\"><h3>Comments</h3>" +
                      "".join("<div class=\"item\"><div class=\"entry-body\">"
                              "<p>%s</p></div><p class=\"foot\">Posted by: "
                              "%s</p></div>" % (text, line)
                              for text, line in ((t, l) for l, t in coms)) +
                      "<div class=\"item\"><div class=\"entry-body\"><p>"
                      "Tracked from a weblog on walls.</p></div><p class="
                      "\"foot\">Tracked on March 9, 2024 at 09:15 PM</p>"
                      "</div></div>")
    html = ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>%s"
            "</title></head><body><div id=\"header\"><a href=\"/\">A harbour "
            "blog</a></div><div id=\"main\">%s%s</div>%s</body></html>") % (
                title, post, thread, SIDE)
    return html, [t for _, t in coms]


def gallery_page(title):
    """A carousel of frames whose captions are no paragraphs, after an
    intro of two paragraphs and an advertisement."""
    slides = "".join("<div class=\"frame\"><div class=\"pic\"><img "
                     "src=\"/g/%d.jpg\" alt=\"\"></div><div class=\"cap\">"
                     "%s</div></div>" % (k, c) for k, c in enumerate(CAPTIONS))
    return ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>%s"
            "</title></head><body><div id=\"header\"><a href=\"/\">A harbour "
            "blog</a></div><div class=\"album\"><h1>%s</h1><div "
            "class=\"intro\"><p>%s</p><p>%s</p></div><div class=\"ad\">"
            "Advertisement</div><div class=\"carousel\">%s</div></div>%s"
            "</body></html>") % (title, title, INTRO, INTRO2, slides, SIDE)


def write_feed(out, meta):
    items = []
    for slug, m in sorted(meta.items(), key=lambda kv: -kv[1]["id"]):
        items.append("<item><title>%s</title><link>{BASE}/%s</link><guid>"
                     "{BASE}/%s</guid><description>%s</description></item>"
                     % (m["title"], slug, slug, m["teaser"]))
    with open(os.path.join(out, "feed.xml"), "w", encoding="utf-8") as f:
        f.write("<?xml version=\"1.0\" encoding=\"utf-8\"?><rss version="
                "\"2.0\"><channel><title>A harbour blog</title><link>{BASE}/"
                "</link><description>Notes</description>%s</channel></rss>"
                % "".join(items))


def load(out):
    p = os.path.join(out, "posts.json")
    return json.load(open(p)) if os.path.exists(p) else {}


def save(out, meta):
    json.dump(meta, open(os.path.join(out, "posts.json"), "w"), indent=1,
              sort_keys=True)
    write_feed(out, meta)


def site(out, theme, first, count, comments):
    os.makedirs(out, exist_ok=True)
    meta = load(out)
    for j, i in enumerate(range(first, first + count)):
        spec = comments[j] if j < len(comments) else "0"
        dated = not spec.endswith("u")
        ncom = int(spec.rstrip("u"))
        title, paras, _ = mksite.article(i)
        html, texts = page(theme, title, paras, i, ncom, dated)
        slug = "post-%03d.html" % i
        with open(os.path.join(out, slug), "w", encoding="utf-8") as f:
            f.write(html)
        meta[slug] = {"id": i, "title": title, "first": paras[0],
                      "last": paras[-1], "comments": texts,
                      "teaser": paras[0].split(". ")[0] + "."}
    save(out, meta)


def gallery(out, i):
    meta = load(out)
    title = "Harbour festival in pictures"
    slug = "post-%03d.html" % i
    with open(os.path.join(out, slug), "w", encoding="utf-8") as f:
        f.write(gallery_page(title))
    meta[slug] = {"id": i, "title": title, "gallery": True,
                  "teaser": INTRO.split(":")[0] + "."}
    save(out, meta)


def check(out, got_path):
    meta = load(out)
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
        if m.get("gallery"):
            at = body.find(INTRO)
            for c in CAPTIONS:
                at = body.find(c, at) if at >= 0 else -1
            if at < 0:
                bad.append("%s: the intro and captions are not all there, "
                           "in order" % slug)
            continue
        if m["first"] not in body or m["last"] not in body:
            bad.append("%s: body lacks its paragraphs" % slug)
        if any(t in body for t in m["comments"]) or "Tracked" in body:
            bad.append("%s: body holds comments" % slug)
    print("ok" if not bad else "; ".join(bad))


def main():
    a = sys.argv[1:]
    if len(a) >= 5 and a[0] == "site":
        site(a[1], a[2], int(a[3]), int(a[4]), a[5:])
    elif len(a) == 3 and a[0] == "gallery":
        gallery(a[1], int(a[2]))
    elif len(a) == 3 and a[0] == "check":
        check(a[1], a[2])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()

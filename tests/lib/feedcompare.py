# SPDX-License-Identifier: ISC
#
# feedcompare.py [-v] [--min PCT] TEMPLAR DIR...: read every feed file
# under each DIR with templar (`templar feed --format json`) and with
# feedparser, the reference parser most readers follow, and count per
# field how many read the same.  One line a field, then
# "overall: N/M fields (P%)".  Exit 1 when --min is given and the
# overall figure is below it, or when templar fails on a file feedparser
# reads entries from (a crash is always a failure).
#
# A field counts when feedparser gives it: templar must read it the
# same.  What templar reads that feedparser does not (a date in French,
# an Atom entry's inherited author) is counted apart, as "extra", and
# printed with -v; it is not held against the figure.  Both read the bytes with no base URL, as a file.  Text is
# compared as a reader shows it: tags dropped,
# entities decoded, white space collapsed.  Dates are compared as UTC
# seconds, an iTunes duration as seconds, categories and enclosures as
# sets.  Reader comments: their page (RSS comments, an Atom replies link
# of an HTML type), their feed (wfw:commentRss, a replies link of a feed
# type) and their count (slash:comments, thr:total) as a number.
import calendar
import html
import json
import os
import re
import subprocess
import sys

import feedparser

FIELDS = ("feed.title", "feed.link", "title", "link", "id", "date",
          "author", "summary", "content", "categories", "enclosures",
          "image", "duration", "comments", "comments_feed", "comment_count")
DURATION = re.compile(r"(\d{1,9})(?::(\d{1,9}))?(?::(\d{1,9}))?(?:\.\d*)?")
TAG = re.compile(r"<[^>]*>")
SPACE = re.compile(r"\s+")


def text(s):
    """s as a reader shows it, or None when empty."""
    if s is None:
        return None
    # the block tags a reader breaks lines at, as spaces
    s = TAG.sub(" ", s)
    s = html.unescape(s)
    # where a tag breaks the words is the reader's choice: not compared
    s = SPACE.sub("", s)
    return s or None


def t_text(s):
    """templar's text as a reader shows it: it is plain text already, so a
    "<b>" in it is text the feed escaped, not a tag to drop."""
    if s is None:
        return None
    return SPACE.sub("", s) or None


def plain(s):
    """A plain text value, white space collapsed, or None when empty."""
    if s is None:
        return None
    s = SPACE.sub(" ", s).strip()
    return s or None


def fp_date(e):
    for k in ("published_parsed", "updated_parsed", "created_parsed"):
        v = dict.get(e, k)
        if v is not None:
            return calendar.timegm(v)
    return None


def t_date(e):
    for k in ("published", "updated"):
        v = e.get(k)
        if v:
            return calendar.timegm(
                __import__("time").strptime(v, "%Y-%m-%dT%H:%M:%SZ"))
    return None


def fp_author(e):
    """feedparser's author, and the name alone: templar may give either."""
    names = set()
    if dict.get(e, "author"):
        names.add(plain(text(e["author"])))
    d = dict.get(e, "author_detail")
    if d and d.get("name"):
        names.add(plain(text(d["name"])))
    if d and d.get("email") and not d.get("name"):
        names.add(plain(d["email"]))
    return names or None


def fp_text(value, detail):
    """A text feedparser read, as a reader shows it: HTML as text(), a
    text/plain one (an Atom type="text") as it is, "<b>" and all."""
    if detail and detail.get("type") == "text/plain":
        return t_text(value)
    return text(value)


def fp_summary_detail(e):
    """The summary's detail; a summary feedparser copied from the
    content has none of its own, and is the content's type."""
    d = dict.get(e, "summary_detail")
    c = dict.get(e, "content")
    if d is None and c and c[0].get("value") == dict.get(e, "summary"):
        return c[0]
    return d


def fp_content(e):
    c = dict.get(e, "content")
    if not c:
        return None
    return fp_text(c[0].get("value"), c[0])


def fp_enclosures(e):
    urls = set()
    for l in dict.get(e, "links", []):
        if l.get("rel") == "enclosure" and l.get("href"):
            urls.add(l["href"])
    for k in ("media_content", "media_thumbnail"):
        for m in dict.get(e, k, []) or []:
            if m.get("url"):
                urls.add(m["url"])
    return urls or None


def fp_image(e):
    """The lead image as templar chooses it, from what feedparser read."""
    for m in dict.get(e, "media_thumbnail", []) or []:
        if m.get("url"):
            return m["url"]
    for m in dict.get(e, "media_content", []) or []:
        if m.get("url") and (m.get("medium") == "image" or
                             (m.get("type") or "").startswith("image/")):
            return m["url"]
    for l in dict.get(e, "links", []):
        if l.get("rel") == "enclosure" and \
                (l.get("type") or "").startswith("image/"):
            return l.get("href")
    img = dict.get(e, "image")
    if img and img.get("href"):
        return img["href"]
    return None


def fp_duration(e):
    """feedparser's itunes_duration (a string) in seconds, read as
    podcast apps read it: H:MM:SS, MM:SS or seconds."""
    m = DURATION.fullmatch((dict.get(e, "itunes_duration") or "").strip())
    if not m:
        return None
    t = 0
    for g in m.groups():
        if g is not None:
            t = t * 60 + int(g)
    return t or None


def fp_replies(e, html_type):
    """The first Atom replies link of an HTML type, or of another."""
    for l in dict.get(e, "links", []):
        if l.get("rel") == "replies" and l.get("href") and \
                ((l.get("type") or "text/html") == "text/html") == html_type:
            return l["href"]
    return None


def fp_count(e):
    """slash:comments or thr:total as a number, when it reads as one."""
    for k in ("slash_comments", "thr_total"):
        v = (dict.get(e, k) or "").strip()
        if v.isdigit():
            return int(v)
    return None


def fp_entry(e):
    return {
        "title": fp_text(dict.get(e, "title"), dict.get(e, "title_detail")),
        "link": dict.get(e, "link") or None,
        "id": plain(dict.get(e, "id")),
        "date": fp_date(e),
        "author": fp_author(e),
        "summary": fp_text(dict.get(e, "summary"), fp_summary_detail(e)),
        "content": fp_content(e),
        "categories": {plain(t.get("term")) for t in
                       dict.get(e, "tags", []) if plain(t.get("term"))}
        or None,
        "enclosures": fp_enclosures(e),
        "image": fp_image(e),
        "duration": fp_duration(e),
        "comments": dict.get(e, "comments") or fp_replies(e, True),
        "comments_feed": dict.get(e, "wfw_commentrss") or
        fp_replies(e, False),
        "comment_count": fp_count(e),
    }


def t_entry(e):
    return {
        "title": t_text(e.get("title")),
        "link": e.get("url"),
        "id": plain(e.get("guid")),
        "date": t_date(e),
        "author": plain(text(e.get("author"))),
        "summary": t_text(e.get("teaser")),
        "content": t_text(e.get("content")),
        "categories": {plain(c) for c in e.get("categories", [])} or None,
        "enclosures": {x["url"] for x in e.get("enclosures", [])} or None,
        "image": e.get("image"),
        "duration": e.get("duration"),
        "comments": e.get("comments_url"),
        "comments_feed": e.get("comments_feed"),
        "comment_count": e.get("comment_count"),
    }


def same(field, want, got):
    if field == "author":
        return got in want if want is not None else got is None
    return want == got


def templar_read(templar, path):
    r = subprocess.run([templar, "feed", path, "--format", "json"],
                       capture_output=True)
    if r.returncode < 0 or r.returncode > 1:
        return "crash", r.stderr.decode("utf-8", "replace")
    if r.returncode != 0:
        return None, r.stderr.decode("utf-8", "replace")
    return json.loads(r.stdout), None


def compare(templar, path, counts, verbose):
    """Count the fields of one feed file; return False on a crash."""
    with open(path, "rb") as f:
        data = f.read()
    try:
        fp = feedparser.parse(data)
    except Exception as e:  # the reference failed: no evidence either way
        if verbose:
            print("  %s: feedparser: %s" % (os.path.basename(path), e))
        return True
    got, err = templar_read(templar, path)
    if got == "crash":
        print("CRASH %s: %s" % (path, err.strip()))
        return False
    if got is None:
        got = {"title": None, "link": None, "entries": []}
    pairs = [("feed.title", fp_text(dict.get(fp.feed, "title"),
                                    dict.get(fp.feed, "title_detail")),
              t_text(got.get("title"))),
             ("feed.link", dict.get(fp.feed, "link") or None,
              got.get("link"))]
    fpe, te = fp.entries, got["entries"]
    for i in range(max(len(fpe), len(te))):
        want = fp_entry(fpe[i]) if i < len(fpe) else {}
        have = t_entry(te[i]) if i < len(te) else {}
        for k in FIELDS[2:]:
            pairs.append((k, want.get(k), have.get(k)))
    for field, want, have in pairs:
        if want is None:
            if have is not None:
                counts["extra"][0] += 1
                if verbose:
                    print("  %s: %s: extra: templar %r" % (
                        os.path.basename(path), field, have))
            continue
        ok = same(field, want, have)
        counts[field][0] += ok
        counts[field][1] += 1
        if not ok and verbose:
            print("  %s: %s: feedparser %r, templar %r" % (
                os.path.basename(path), field, want, have))
    return True


def main(argv):
    verbose, minimum = False, None
    while argv and argv[0].startswith("-"):
        if argv[0] == "-v":
            verbose = True
            argv = argv[1:]
        elif argv[0] == "--min":
            minimum = float(argv[1])
            argv = argv[2:]
        else:
            sys.exit("usage: feedcompare.py [-v] [--min PCT] TEMPLAR DIR...")
    if len(argv) < 2:
        sys.exit("usage: feedcompare.py [-v] [--min PCT] TEMPLAR DIR...")
    templar, dirs = argv[0], argv[1:]
    counts = {f: [0, 0] for f in FIELDS + ("extra",)}
    crashed = False
    for d in dirs:
        for root, _, files in sorted(os.walk(d)):
            for name in sorted(files):
                if name.endswith((".md", ".expected.json", ".py")):
                    continue
                if not compare(templar, os.path.join(root, name), counts,
                               verbose):
                    crashed = True
    ok = sum(counts[f][0] for f in FIELDS)
    total = sum(counts[f][1] for f in FIELDS)
    for f in FIELDS:
        n, m = counts[f]
        if m:
            print("%-11s %5d/%-5d %6.2f%%" % (f, n, m, 100.0 * n / m))
    print("extra       %5d fields feedparser does not give" %
          counts["extra"][0])
    pct = 100.0 * ok / total if total else 100.0
    print("overall: %d/%d fields (%.2f%%)" % (ok, total, pct))
    if crashed or (minimum is not None and pct < minimum):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env python3
# mkpictures.py DIR: a small news site whose article pages load their
# pictures late, as most sites do: the lead picture in a div holding
# data-src (with a <noscript> fallback), a body picture with a stand-in
# src and data-srcset, a counter's 1x1 pixel, a like button's beacon,
# an embedded video frame and a share box of the player's embedding
# code.  The pictures are real PNG files.
import os
import struct
import sys
import zlib

N = 6


def png(path, w, h, rgb):
    raw = b""
    for y in range(h):
        line = bytearray(b"\0")
        for x in range(w):
            line += bytes(rgb) if (x // 40 + y // 40) % 2 else b"\xf0\xf0\xe8"
        raw += bytes(line)

    def chunk(kind, data):
        c = struct.pack(">I", len(data)) + kind + data
        return c + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(raw, 9)))
        f.write(chunk(b"IEND", b""))


WORDS = ("The harbour board met on Tuesday to weigh the plan for the old "
         "pier, which has stood closed since the storm of last winter. ")


def page(i):
    para = "".join(
        "<p>%s Paragraph %d of story %d goes on about tides, costs and the "
        "ferry timetable.</p>\n" % (WORDS * 2, k, i) for k in range(5))
    return """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Pier story %(i)d - Harbour News</title>
<meta property="og:image" content="/img/lead-%(i)d.png">
</head><body>
<nav><a href="/">Home</a> <a href="/sport/">Sport</a></nav>
<article class="story">
<h1>Pier story %(i)d</h1>
<p class="byline">By <a rel="author" href="/staff/mary">Mary Shore</a></p>
<figure class="lead"><div class="lazy-image" data-src="/img/lead-%(i)d.png"
 data-alt="The pier at dawn"></div><noscript><img src="/img/lead-%(i)d.png"
 alt="The pier at dawn"></noscript><figcaption>
The old pier at dawn, day %(i)d of the works.</figcaption></figure>
%(para)s
<p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" class="lazyload"
 data-srcset="/img/body-%(i)d.png 640w" alt="The ferry"></p>
<iframe src="https://www.youtube.com/embed/pier%(i)d" title="The pier in
 the storm" width="560" height="315"></iframe>
<pre>Share this video: &lt;iframe src="https://www.youtube.com/embed/pier%(i)d" width="560" height="315"&gt;&lt;/iframe&gt;</pre>
<p>Like this: <img src="/like/pixel.gif" width="1" height="1" alt=""></p>
<img src="http://127.0.0.9/~r/harbour/~4/%(i)d" height="1" width="1">
</article>
<footer>Harbour News</footer>
</body></html>
""" % {"i": i, "para": para}


def main():
    out = sys.argv[1]
    os.makedirs(os.path.join(out, "news"), exist_ok=True)
    os.makedirs(os.path.join(out, "img"), exist_ok=True)
    os.makedirs(os.path.join(out, "like"), exist_ok=True)
    png(os.path.join(out, "like", "pixel.gif"), 1, 1, (0, 0, 0))
    items = []
    for i in range(1, N + 1):
        png(os.path.join(out, "img", "lead-%d.png" % i), 640, 360,
            (40, 90 + 20 * i, 160))
        png(os.path.join(out, "img", "body-%d.png" % i), 320, 180,
            (160, 80, 40))
        with open(os.path.join(out, "news", "pier-%d.html" % i), "w") as f:
            f.write(page(i))
        items.append(
            "<item><title>Pier story %d</title><link>{BASE}/news/pier-%d.html"
            "</link><guid>pier-%d</guid><pubDate>Mon, 0%d Sep 2025 "
            "10:00:00 GMT</pubDate><description>Short.</description>"
            "</item>" % (i, i, i, i))
    with open(os.path.join(out, "feed.xml"), "w") as f:
        f.write('<?xml version="1.0"?><rss version="2.0"><channel>'
                "<title>Harbour News</title><link>{BASE}/</link>"
                "<description>news</description>%s</channel></rss>"
                % "".join(items))


main()

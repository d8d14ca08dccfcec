#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""backlogfeed.py: a feed of many entries whose guids never change.

    backlogfeed.py --addr 127.0.0.6 --ready FILE --seconds N --items K
                   [--page-kb KB] [--poor-teasers]

Serves /feed.xml, an RSS feed of K items (the same on every request, and
304 Not Modified to a poll that sends its ETag, so that a second poll
adds nothing and costs nothing), and /p/1-I.html, an article page of about
KB kilobytes (default 4) made by tests/lib/rotfeed.py's page().  An
item's teaser is the start of its page's text, so that its article
validates; with --poor-teasers it is words the page does not have, so
that every article fails validation (relearn_below) and the feed tries
to relearn after each one.  Writes
the port to FILE once listening and exits after N seconds.  Loopback
only.
"""
import argparse
import http.server
import os
import socketserver
import sys
import threading

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "tests", "lib"))
from rotfeed import page, WORDS  # noqa: E402

ETAG = '"backlog-1"'


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):
        pass

    def send(self, code, ctype, data):
        self.send_response(code)
        if ctype == "application/rss+xml":
            self.send_header("ETag", ETAG)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        srv = self.server
        if self.path == "/feed.xml":
            # Not modified since a poll that had it: a later poll costs
            # templard nothing, whatever K.
            if self.headers.get("If-None-Match") == ETAG:
                self.send_response(304)
                self.send_header("ETag", ETAG)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            self.send(200, "application/rss+xml", srv.feed)
        elif self.path.startswith("/p/1-") and self.path.endswith(".html"):
            try:
                i = int(self.path[5:-5])
            except ValueError:
                i = -1
            if 0 <= i < srv.items:
                self.send(200, "text/html; charset=utf-8",
                          page(1, i, srv.page_kb).encode("utf-8"))
            else:
                self.send(404, "text/plain", b"no such page\n")
        elif self.path == "/robots.txt":
            self.send(200, "text/plain", b"User-agent: *\nAllow: /\n")
        else:
            self.send(404, "text/plain", b"not found\n")


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--addr", required=True)
    ap.add_argument("--ready", required=True)
    ap.add_argument("--seconds", type=float, required=True)
    ap.add_argument("--items", type=int, required=True)
    ap.add_argument("--page-kb", type=int, default=4)
    ap.add_argument("--poor-teasers", action="store_true")
    a = ap.parse_args()
    if not a.addr.startswith("127."):
        sys.exit("backlogfeed.py: %s is not loopback" % a.addr)
    srv = Server((a.addr, 0), Handler)
    srv.items = a.items
    srv.page_kb = a.page_kb
    base = "http://%s:%d" % srv.server_address[:2]
    # Newest first, as feeds list them; an item of four elements (its
    # link its key), so that 40,000 stay within a feed's node budget.
    items = "".join(
        "<item><title>Story 1-%d</title><link>%s/p/1-%d.html</link>"
        "<description>%s</description></item>"
        % (i, base, i, teaser(i, a.poor_teasers))
        for i in range(a.items - 1, -1, -1))
    srv.feed = ("<?xml version=\"1.0\"?><rss version=\"2.0\"><channel>"
                "<title>Backlog</title><link>%s/</link>%s</channel></rss>"
                % (base, items)).encode("utf-8")
    threading.Timer(a.seconds, lambda: os._exit(0)).start()
    tmp = a.ready + ".tmp"
    with open(tmp, "w") as f:
        f.write("%d\n" % srv.server_address[1])
    os.rename(tmp, a.ready)
    srv.serve_forever()


def teaser(i, poor):
    if poor:
        return "Story 1-%d of the backlog, about the %s." % (
            i, WORDS[i % len(WORDS)])
    # The first 24 words of page(1, i)'s first paragraph.
    return " ".join(WORDS[(7 + i * 3 + j) % len(WORDS)]
                    for j in range(24)).capitalize() + "..."


if __name__ == "__main__":
    main()

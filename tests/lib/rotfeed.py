#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""rotfeed.py: a hostile feed whose guids change on every poll.

    rotfeed.py --addr 127.0.0.5 --ready FILE --seconds N [--items K]
               [--page-kb KB] [--log FILE]

Serves /feed.xml, an RSS feed of K items (default 50) whose guids and
links are new on every request, and /p/N-I.html, an article page of about
KB kilobytes (default 8) for any N and I.  Writes the port to FILE once
listening, logs "time path" a request to --log, and exits after N seconds
(a test's bound).  Loopback only.
"""
import argparse
import http.server
import os
import socketserver
import sys
import threading
import time

WORDS = ("river council budget harbour winter school library railway "
         "museum market bridge festival orchard station garden theatre").split()


def page(n, i, kb):
    paras = []
    size = 0
    k = 0
    while size < kb * 1024:
        words = [WORDS[(n * 7 + i * 3 + k * 5 + j) % len(WORDS)]
                 for j in range(40)]
        p = "<p>%s %d %d %d.</p>" % (" ".join(words).capitalize(), n, i, k)
        paras.append(p)
        size += len(p)
        k += 1
    return ("<!DOCTYPE html><html><head><meta charset=\"utf-8\">"
            "<title>Story %d-%d | Rotor</title></head><body>"
            "<nav><a href=\"/\">Rotor</a> <a href=\"/about\">About</a></nav>"
            "<article><h1>Story %d-%d</h1><div class=\"body\">%s</div>"
            "</article><footer>Rotor footer text</footer></body></html>"
            % (n, i, n, i, "\n".join(paras)))


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):
        pass

    def send(self, code, ctype, body):
        data = body.encode("utf-8")
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        srv = self.server
        with srv.lock:
            srv.polls += self.path == "/feed.xml"
            n = srv.polls
            if srv.log:
                srv.log.write("%.3f %s\n" % (time.time(), self.path))
                srv.log.flush()
        base = "http://%s:%d" % srv.server_address[:2]
        if self.path == "/feed.xml":
            items = "".join(
                "<item><title>Story %d-%d</title><link>%s/p/%d-%d.html</link>"
                "<guid>rot-%d-%d</guid><description>Story %d-%d of the "
                "rotor, about the %s.</description></item>"
                % (n, i, base, n, i, n, i, n, i, WORDS[(n + i) % len(WORDS)])
                for i in range(srv.items))
            self.send(200, "application/rss+xml",
                      "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel>"
                      "<title>Rotor</title><link>%s/</link>%s</channel></rss>"
                      % (base, items))
        elif self.path.startswith("/p/") and self.path.endswith(".html"):
            try:
                a, b = self.path[3:-5].split("-")
                self.send(200, "text/html; charset=utf-8",
                          page(int(a), int(b), srv.page_kb))
            except ValueError:
                self.send(404, "text/plain", "no such page\n")
        elif self.path == "/robots.txt":
            self.send(200, "text/plain", "User-agent: *\nAllow: /\n")
        else:
            self.send(404, "text/plain", "not found\n")


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--addr", required=True)
    ap.add_argument("--ready", required=True)
    ap.add_argument("--seconds", type=float, required=True)
    ap.add_argument("--items", type=int, default=50)
    ap.add_argument("--page-kb", type=int, default=8)
    ap.add_argument("--log")
    a = ap.parse_args()
    if not a.addr.startswith("127."):
        sys.exit("rotfeed.py: %s is not loopback" % a.addr)
    srv = Server((a.addr, 0), Handler)
    srv.lock = threading.Lock()
    srv.polls = 0
    srv.items = a.items
    srv.page_kb = a.page_kb
    srv.log = open(a.log, "a") if a.log else None
    threading.Timer(a.seconds, lambda: os._exit(0)).start()
    tmp = a.ready + ".tmp"
    with open(tmp, "w") as f:
        f.write("%d\n" % srv.server_address[1])
    os.rename(tmp, a.ready)
    srv.serve_forever()


if __name__ == "__main__":
    main()

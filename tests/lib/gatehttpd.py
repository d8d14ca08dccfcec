#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""gatehttpd: a web server whose sites answer only requests that carry a
cookie or Basic credentials, and that logs every request's headers.

    gatehttpd.py --ready FILE --log FILE ADDR=DIR[=RULE]...

RULE is "cookie:NAME=VALUE" (a request whose Cookie header lacks it gets
403), "basic:USER:PASSWORD" (401 without those credentials) or nothing
(every request is answered).  Each site has a port of its own; the ready
file gets one "ADDR PORT" line a site once all listen.  A file's "{BASE}"
becomes its site's http://ADDR:PORT and "{SITE:ADDR}" another site's.  A
"redirects" file in DIR holds "PATH TARGET" lines answered with a 302 (the
target's placeholders filled the same way), before the rule is checked.
robots.txt is answered 404 without a check.  The log gets one JSON object
a request: {"addr", "path", "status", "headers": {lower-case name: value}}.
Loopback addresses only."""
import base64
import json
import os
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sites = {}
lock = threading.Lock()
log_path = None


def fill(text, addr):
    text = text.replace("{BASE}", sites[addr]["base"])
    for a, s in sites.items():
        text = text.replace("{SITE:%s}" % a, s["base"])
    return text


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def answer(self, status, body=b"", ctype="text/plain", extra=()):
        with lock, open(log_path, "a") as f:
            f.write(json.dumps({
                "addr": self.server.addr, "path": self.path,
                "status": status,
                "headers": {k.lower(): v for k, v in self.headers.items()},
            }) + "\n")
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        for k, v in extra:
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(body)

    def allowed(self, rule):
        if not rule:
            return True
        kind, _, arg = rule.partition(":")
        if kind == "cookie":
            cookies = [c.strip() for c in
                       self.headers.get("Cookie", "").split(";")]
            return arg in cookies
        if kind == "basic":
            want = "Basic " + base64.b64encode(arg.encode()).decode()
            return self.headers.get("Authorization", "") == want
        raise SystemExit("unknown rule " + rule)

    def do_GET(self):
        site = sites[self.server.addr]
        path = self.path.split("?")[0]
        redirects = os.path.join(site["dir"], "redirects")
        if os.path.exists(redirects):
            for line in open(redirects):
                words = line.split()
                if len(words) == 2 and words[0] == path:
                    return self.answer(302, extra=[
                        ("Location", fill(words[1], self.server.addr))])
        if path == "/robots.txt":
            return self.answer(404)
        if not self.allowed(site["rule"]):
            kind = site["rule"].partition(":")[0]
            return self.answer(403 if kind == "cookie" else 401, extra=[
                ("WWW-Authenticate", 'Basic realm="t"')]
                if kind == "basic" else [])
        f = os.path.normpath(os.path.join(site["dir"], path.lstrip("/")))
        if not f.startswith(site["dir"] + os.sep) or not os.path.isfile(f):
            return self.answer(404)
        body = fill(open(f, encoding="utf-8").read(), self.server.addr)
        ctype = "application/rss+xml" if f.endswith(".xml") else \
            "text/html; charset=utf-8"
        return self.answer(200, body.encode(), ctype)


def main():
    global log_path
    args = sys.argv[1:]
    ready = None
    specs = []
    while args:
        a = args.pop(0)
        if a == "--ready":
            ready = args.pop(0)
        elif a == "--log":
            log_path = args.pop(0)
        else:
            specs.append(a)
    servers = []
    for spec in specs:
        addr, d, *rule = spec.split("=", 2)
        if not addr.startswith("127."):
            raise SystemExit("not loopback: " + addr)
        srv = ThreadingHTTPServer((addr, 0), Handler)
        srv.addr = addr
        sites[addr] = {"dir": os.path.abspath(d), "rule": rule[0] if rule
                       else "", "base": "http://%s:%d" % (
                           addr, srv.server_address[1])}
        servers.append(srv)
    for srv in servers:
        threading.Thread(target=srv.serve_forever, daemon=True).start()
    with open(ready + ".tmp", "w") as f:
        for srv in servers:
            f.write("%s %d\n" % (srv.addr, srv.server_address[1]))
    os.rename(ready + ".tmp", ready)
    threading.Event().wait()


if __name__ == "__main__":
    main()

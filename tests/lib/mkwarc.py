#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""Archive served pages as WARC files or JSON lines, for templar extract.

    mkwarc.py --out PREFIX [--files N] [--gzip] [--copies K] [--extras]
              [--format warc|jsonl] URLS_FILE

Fetches each URL of URLS_FILE (one a line, '-' for standard input) once
and writes its response as a WARC response record (WARC/1.0; gzip: one
member per record, as Common Crawl writes them) or a JSON line ({"url",
"html"} for UTF-8 pages, else {"url", "html_base64", "content_type"}),
into PREFIX-1.warc ... PREFIX-N.warc (.warc.gz, .jsonl): the pages in
order, cut into N runs, so the files read in turn give the URLs' order.
--copies K writes the list K times over.  --extras mixes in what a crawl
holds besides pages: a warcinfo record opening each file, a request
record before each response, an image response after every 4th page, a
404 (fetched from the page's server) after every 6th and a metadata
record after every 9th.  Prints the page URLs written, in order.
Standard library only.
"""
import argparse
import base64
import gzip
import http.client
import json
import sys
import urllib.parse
import uuid

# A 1x1 PNG, for the image records.
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwAD"
    "hgGAWjR9awAAAABJRU5ErkJggg==")
DATE = "2024-05-06T07:08:09Z"


def fetch(url):
    """(status, reason, [(name, value)], body bytes) of a GET."""
    u = urllib.parse.urlsplit(url)
    conn = http.client.HTTPConnection(u.hostname, u.port or 80, timeout=30)
    path = u.path or "/"
    if u.query:
        path += "?" + u.query
    conn.request("GET", path, headers={"User-Agent": "mkwarc"})
    r = conn.getresponse()
    body = r.read()
    headers = [(k, v) for k, v in r.getheaders()
               if k.lower() not in ("transfer-encoding", "content-length")]
    headers.append(("Content-Length", str(len(body))))
    conn.close()
    return r.status, r.reason, headers, body


def http_block(status, reason, headers, body):
    head = "HTTP/1.1 %d %s\r\n" % (status, reason)
    head += "".join("%s: %s\r\n" % kv for kv in headers) + "\r\n"
    return head.encode("latin-1") + body


def record(wtype, uri, ctype, block):
    head = ["WARC/1.0", "WARC-Type: " + wtype,
            "WARC-Record-ID: <urn:uuid:%s>" % uuid.uuid4(),
            "WARC-Date: " + DATE]
    if uri:
        head.append("WARC-Target-URI: " + uri)
    head += ["Content-Type: " + ctype, "Content-Length: %d" % len(block)]
    return ("\r\n".join(head) + "\r\n\r\n").encode() + block + b"\r\n\r\n"


def request(url):
    u = urllib.parse.urlsplit(url)
    block = ("GET %s HTTP/1.1\r\nHost: %s\r\nUser-Agent: mkwarc\r\n\r\n"
             % (u.path or "/", u.netloc)).encode()
    return record("request", url, "application/http; msgtype=request",
                  block)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--files", type=int, default=1)
    ap.add_argument("--copies", type=int, default=1)
    ap.add_argument("--gzip", action="store_true")
    ap.add_argument("--extras", action="store_true")
    ap.add_argument("--format", choices=("warc", "jsonl"), default="warc")
    ap.add_argument("urls")
    a = ap.parse_args()
    src = sys.stdin if a.urls == "-" else open(a.urls)
    urls = [line.strip() for line in src if line.strip()]
    pages = [(u, fetch(u)) for u in urls] * a.copies
    per = -(-len(pages) // a.files) if pages else 1
    resp = "application/http; msgtype=response"
    for f in range(a.files):
        chunk = pages[f * per:(f + 1) * per]
        ext = ".jsonl" if a.format == "jsonl" else (
            ".warc.gz" if a.gzip else ".warc")
        with open("%s-%d%s" % (a.out, f + 1, ext), "wb") as out:
            def put(rec):
                out.write(gzip.compress(rec) if a.gzip else rec)
            if a.format == "warc" and a.extras:
                info = b"software: mkwarc\r\nformat: WARC File Format 1.0\r\n"
                put(record("warcinfo", None, "application/warc-fields",
                           info))
            for i, (url, (status, reason, headers, body)) in enumerate(
                    chunk):
                n = f * per + i + 1
                if a.format == "jsonl":
                    try:
                        o = {"url": url, "html": body.decode("utf-8")}
                    except UnicodeDecodeError:
                        ct = dict((k.lower(), v) for k, v in headers)
                        o = {"url": url, "html_base64":
                             base64.b64encode(body).decode(),
                             "content_type": ct.get("content-type")}
                    out.write(json.dumps(o).encode() + b"\n")
                    print(url)
                    continue
                if a.extras:
                    put(request(url))
                put(record("response", url, resp,
                           http_block(status, reason, headers, body)))
                print(url)
                if not a.extras:
                    continue
                base = urllib.parse.urljoin(url, "/")
                if n % 4 == 0:
                    img = base + "images/%d.png" % n
                    put(request(img))
                    put(record("response", img, resp, http_block(
                        200, "OK", [("Content-Type", "image/png"),
                                    ("Content-Length", str(len(PNG)))],
                        PNG)))
                if n % 6 == 0:
                    missing = base + "missing-%d.html" % n
                    put(request(missing))
                    put(record("response", missing, resp,
                               http_block(*fetch(missing))))
                if n % 9 == 0:
                    put(record("metadata", url, "application/warc-fields",
                               b"fetchTimeMs: 12\r\n"))


if __name__ == "__main__":
    main()

# SPDX-License-Identifier: ISC
#
# compare.py TEMPLAR CASES_DIR WORK_DIR: run `templar feed` on every case
# of the feed acceptance set and print one line a case for tap_from():
# "PASS<TAB>name" or "FAIL<TAB>name<TAB>why".  See README.md here.
import json
import os
import re
import subprocess
import sys

TIME = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$")
FEED_KEYS = ("format", "title", "link", "entries")
ENTRY_KEYS = ("guid", "url", "title", "teaser", "content", "categories",
              "author", "published", "updated", "enclosures",
              "comments_url", "comments_feed", "comment_count")
ENCLOSURE_KEYS = ("url", "type", "length")
FORMATS = ("rss20", "rss10", "rss09x", "atom10", "atom03", "jsonfeed")


def shape(out):
    """Why out is not of the documented shape, or None."""
    if not isinstance(out, dict):
        return "not an object"
    for k in FEED_KEYS:
        if k not in out:
            return "no key %r" % k
    if out["format"] not in FORMATS:
        return "format %r" % out["format"]
    for k in ("title", "link"):
        if out[k] is not None and not isinstance(out[k], str):
            return "%s is not a string or null" % k
    if not isinstance(out["entries"], list):
        return "entries is not an array"
    for i, e in enumerate(out["entries"]):
        for k in ENTRY_KEYS:
            if k not in e:
                return "entry %d: no key %r" % (i, k)
        for k in ("guid", "url", "title", "teaser", "content", "author",
                  "comments_url", "comments_feed"):
            if e[k] is not None and not isinstance(e[k], str):
                return "entry %d: %s is not a string or null" % (i, k)
        for k in ("published", "updated"):
            if e[k] is not None and not TIME.match(e[k]):
                return "entry %d: %s %r is not a UTC time" % (i, k, e[k])
        n = e["comment_count"]
        if n is not None and (not isinstance(n, int) or n < 0):
            return "entry %d: comment_count %r" % (i, n)
        if not isinstance(e["categories"], list) or not all(
                isinstance(c, str) for c in e["categories"]):
            return "entry %d: categories is not an array of strings" % i
        for en in e["enclosures"]:
            for k in ENCLOSURE_KEYS:
                if k not in en:
                    return "entry %d: enclosure without %r" % (i, k)
            if en["length"] is not None and not isinstance(
                    en["length"], int):
                return "entry %d: enclosure length %r" % (i, en["length"])
    return None


def same(got, want):
    """want is a value, or {"contains": s} for text holding s."""
    if isinstance(want, dict) and "contains" in want:
        return isinstance(got, str) and want["contains"] in got
    if isinstance(want, dict) and "absent" in want:
        return isinstance(got, str) and want["absent"] not in got
    return got == want


def compare(out, want):
    """Why out differs from want, or None."""
    for k, v in want.items():
        if k.startswith("_"):
            continue
        if k == "entries":
            if len(out["entries"]) != len(v):
                return "%d entries, want %d" % (len(out["entries"]), len(v))
            for i, (ge, we) in enumerate(zip(out["entries"], v)):
                for ek, ev in we.items():
                    if not same(ge.get(ek), ev):
                        return "entry %d: %s = %s, want %s" % (
                            i, ek, json.dumps(ge.get(ek), ensure_ascii=False),
                            json.dumps(ev, ensure_ascii=False))
        elif not same(out.get(k), v):
            return "%s = %s, want %s" % (
                k, json.dumps(out.get(k), ensure_ascii=False),
                json.dumps(v, ensure_ascii=False))
    if "_nentries" in want and len(out["entries"]) != want["_nentries"]:
        return "%d entries, want %d" % (len(out["entries"]),
                                        want["_nentries"])
    return None


def run_case(templar, cases, work, stem, inputs):
    with open(os.path.join(cases, stem + ".expected.json"),
              encoding="utf-8") as f:
        want = json.load(f)
    if len(inputs) != 1:
        return "want one input file, found %d" % len(inputs)
    args = want.get("_args", ["--base", "http://example.test/"])
    cmd = [templar, "-c", os.path.join(work, "none.conf"), "feed"] + \
        args + [os.path.join(cases, inputs[0]), "--format", "json"]
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=60)
    except subprocess.TimeoutExpired:
        return "timed out"
    err = p.stderr.decode("utf-8", "replace")
    if "Sanitizer" in err or "runtime error:" in err:
        return "sanitizer: " + " ".join(err.split())[:300]
    if p.returncode < 0:
        return "killed by signal %d" % -p.returncode
    if want.get("_fail"):
        if p.returncode != 1:
            return "exit %d, want 1 (refused)" % p.returncode
        if want["_fail"] is not True and want["_fail"] not in err:
            return "message %r lacks %r" % (err.strip(), want["_fail"])
        return None
    if p.returncode != 0:
        return "exit %d: %s" % (p.returncode, " ".join(err.split())[:300])
    try:
        out = json.loads(p.stdout.decode("utf-8"))
    except ValueError as e:
        return "output is not JSON: %s" % e
    return shape(out) or compare(out, want)


def main():
    templar, cases, work = sys.argv[1:4]
    with open(os.path.join(work, "none.conf"), "w") as f:
        f.write("# no feeds\n")
    names = sorted(os.listdir(cases))
    for name in names:
        if not name.endswith(".expected.json"):
            continue
        stem = name[:-len(".expected.json")]
        inputs = [n for n in names if n.startswith(stem + ".") and
                  n != name and not n.endswith(".expected.json")]
        why = run_case(templar, cases, work, stem, inputs)
        if why is None:
            print("PASS\t%s" % stem)
        else:
            print("FAIL\t%s\t%s" % (stem, why.replace("\t", " ")
                                     .replace("\n", " ")))
    sys.stdout.flush()


main()

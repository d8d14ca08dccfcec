# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

DOCU_HEADS = ["Highlights", "Breaking changes", "Upgrading", "How to upgrade", "What's next", "Thank you", "Other changes", "Bug fixes",
              "Performance", "Migration guide", "Background", "How it works", "Acknowledgements", "New features", "Deprecations", "Getting started"]
DOCU_ROLES = ["Maintainer", "Core team", "Co-creator", "Software Engineer", "Developer Advocate", "Staff Engineer", "Lead maintainer",
              "Contributor", "Docs lead", "Release manager"]
DOCU_SVG = {"info": '<svg viewBox="0 0 14 16"><path fill-rule="evenodd" d="M7 2.3c3.14 0 5.7 2.56 5.7 5.7s-2.56 5.7-5.7 5.7A5.71 5.71 0 0 1 1.3 8c0-3.14 2.56-5.7 5.7-5.7zM7 1C3.14 1 0 4.14 0 8s3.14 7 7 7 7-3.14 7-7-3.14-7-7-7zm1 3H6v5h2V4zm0 6H6v2h2v-2z"></path></svg>',
            "tip": '<svg viewBox="0 0 12 16"><path fill-rule="evenodd" d="M6.5 0C3.48 0 1 2.19 1 5c0 .92.55 2.25 1 3 1.34 2.25 1.78 2.78 2 4v1h5v-1c.22-1.22.66-1.75 2-4 .45-.75 1-2.08 1-3 0-2.81-2.48-5-5.5-5zm3.64 7.48c-.25.44-.47.8-.67 1.11-.86 1.41-1.25 2.06-1.45 3.23-.02.05-.02.11-.02.17H5c0-.06 0-.13-.02-.17-.2-1.17-.59-1.83-1.45-3.23-.2-.31-.42-.67-.67-1.11C2.44 6.78 2 5.65 2 5c0-2.2 2.02-4 4.5-4 1.22 0 2.36.42 3.22 1.19C10.55 2.94 11 3.94 11 5c0 .66-.44 1.78-.86 2.48zM4 14h5c-.23 1.14-1.3 2-2.5 2s-2.27-.86-2.5-2z"></path></svg>',
            "warn": '<svg viewBox="0 0 16 16"><path fill-rule="evenodd" d="M8.893 1.5c-.183-.31-.52-.5-.887-.5s-.703.19-.886.5L.138 13.499a.98.98 0 0 0 0 1.001c.193.31.53.501.886.501h13.964c.367 0 .704-.19.877-.5a1.03 1.03 0 0 0 .01-1.002L8.893 1.5zm.133 11.497H6.987v-2.003h2.039v2.003zm0-3.004H6.987V5.987h2.039v4.006z"></path></svg>'}
MD_SVG = {"left": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M20 11v2H8l5.5 5.5-1.42 1.42L4.16 12l7.92-7.92L13.5 5.5 8 11h12Z"/></svg>',
          "right": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 11v2h12l-5.5 5.5 1.42 1.42L19.84 12l-7.92-7.92L10.5 5.5 16 11H4Z"/></svg>',
          "cal": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M19 19H5V8h14m-3-7v2H8V1H6v2H5c-1.11 0-2 .89-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2h-1V1m-1 11h-5v5h5v-5Z"/></svg>',
          "shelf": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M9 3v15h3V3H9m3 2 4 13 3-1-4-13-3 1M5 5v13h3V5H5M3 19v2h18v-2H3Z"/></svg>',
          "clock": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 20a8 8 0 0 0 8-8 8 8 0 0 0-8-8 8 8 0 0 0-8 8 8 8 0 0 0 8 8m0-18a10 10 0 0 1 10 10 10 10 0 0 1-10 10C6.47 22 2 17.5 2 12A10 10 0 0 1 12 2m.5 5v5.25l4.5 2.67-.75 1.23L11 13V7h1.5Z"/></svg>',
          "edit": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M10 20H6V4h7v5h5v3.1l2-2V8l-6-6H6c-1.1 0-2 .9-2 2v16c0 1.1.9 2 2 2h4v-2m10.2-7c.1 0 .3.1.4.2l1.3 1.3c.2.2.2.6 0 .8l-1 1-2.1-2.1 1-1c.1-.1.2-.2.4-.2m0 3.9L14.1 23H12v-2.1l6.1-6.1 2.1 2.1Z"/></svg>',
          "git": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 448 512"><path d="M439.55 236.05 244 40.45a28.87 28.87 0 0 0-40.81 0l-40.66 40.63 51.52 51.52c27.06-9.14 52.68 16.77 43.39 43.68l49.66 49.66c34.23-11.8 61.18 31 35.47 56.69-26.49 26.49-70.21-2.87-56-37.34L240.22 199v121.85c25.3 12.54 22.26 41.85 9.08 55a34.34 34.34 0 0 1-48.55 0c-17.57-17.6-11.07-46.91 11.25-56v-123c-20.8-8.51-24.6-30.74-18.64-45L142.57 101 8.45 235.14a28.86 28.86 0 0 0 0 40.81l195.61 195.6a28.86 28.86 0 0 0 40.8 0l194.69-194.69a28.86 28.86 0 0 0 0-40.81z"/></svg>'}


def docusaurus(r, t, body, cat, cs):
    """A software project's blog post (a release's announcement or an
    engineering write-up) on its documentation site's generator, one of
    three a site, as the built static page serves it: Docusaurus's blog
    (v2's beta of 2021, v2 of 2022-2023, v3 of 2023-2024 or v3.5+ of
    2024: the skip link, an announcement bar on some sites, the navbar
    with its logo, "Docs", "Blog", the GitHub link, the colour-mode
    toggle and the DocSearch button; "Recent posts" in a column (this
    post's title among other posts' titles, by year on v3.5+); the
    article's header (the h1, "October 31, 2023 · 5 min read" or "One
    min read", the authors' avatars, names and titles, their social
    links on v3.5+), the body in div.markdown#__blog-post-container
    (nothing left of the "<!-- truncate -->" point; h2 and h3 with
    their hash-link, "Direct link to ..." and a zero-width space, empty
    on v2's beta; admonitions in their v2-beta, v2 or v3 markup whose
    heading is the type's name, "note", "tip", "info", "caution" or
    "warning", or the author's own title; Prism's code blocks of token
    lines split by <br>s, a title over some, the line numbers' empty
    counter spans on some sites, the copy button of icons or, on the
    beta, of the word "Copy"; npm2yarn's tabs "npm", "Yarn", "pnpm",
    the others' panels hidden; images, captioned at times, a YouTube
    iframe at times), the footer's "Tags:" and "Edit this page" ("Last
    updated on" on v3.5+), "Newer Post" and "Older Post" ("Newer post"
    on v3.5+) with titles, the table of contents in a column, the
    site's footer and, on v3.5+, the post's JSON-LD), MkDocs Material's
    blog plugin (9.x: the header with the site's name and the post's
    title again, the repository's link, the tabs on some sites, the
    site's navigation hidden, the post's sidebar: "Back to index", the
    authors' profiles, "Metadata" with the date, "in CATEGORY" and "5
    min read", "Related links" on some posts; the secondary sidebar's
    "Table of contents"; the article md-content__inner md-typeset: the
    tags on some sites, the edit button, the h1 written in the post
    with its "¶" (or "#") headerlink, the "<!-- more -->" comment,
    admonitions div.admonition with p.admonition-title ("Note",
    "Tip"...) or a collapsible details, pymdownx's code (a span per
    line with an empty anchor, a span.filename title on some, a
    highlighttable of line numbers on some sites, the copy button a
    script adds), content tabs (tabbed-set, the labels, every block),
    figures with their figcaption; "Last update" facts and giscus's
    "Comments" heading on some sites; "Previous" and "Next" in the
    footer on some sites, the copyright and "Made with Material for
    MkDocs") or VitePress (its alpha of 2022, 1.0's rc of 2023 or 1.x
    of 2024: VPNav with its search button, menu and social links, the
    local nav's "Menu" and "On this page", a sidebar of posts on some
    sites, VPDoc's aside outline "On this page", empty in 1.x's
    server-side HTML, the content's div.vp-doc: the h1 written in the
    post with its header-anchor ("#" before it on the alpha, "#" or
    "&ZeroWidthSpace;" after it since), the post's date line in
    italics or a component's date and authors on some sites, custom
    blocks "TIP", "INFO", "WARNING", "DANGER" or their own titles,
    Shiki's code blocks with "Copy Code" and the language's label, the
    rc's twice (a dark and a light pre), line numbers' wrapper on some
    sites, code groups of radio tabs; VPDocFooter's "Edit this page on
    GitHub" or "Edit this page", "Last updated:" and its empty time,
    "Previous page" and "Next page" with titles, VPFooter).  No
    comments.  The feed's description: on Docusaurus the excerpt (the
    first paragraph's text or the post's front matter's description),
    the HTML before the truncate point or the whole content, one way a
    site; on MkDocs Material the RSS plugin's excerpt (the HTML of the
    markdown before "<!-- more -->", its h1 first where the post writes
    it) or the description; on VitePress the excerpt's HTML or the
    description.  The truth: the post's text as its reader reads it:
    paragraphs, h2 and h3 headings (without their anchors' symbols),
    list items, quotes, every line of a code block and of every tab's
    block (not the tabs' labels, titles, line numbers nor copy
    buttons), an admonition's paragraphs and its own title where the
    author gave it one, not the type's label ("note", "Tip", "WARNING"),
    which is the platform's; not the title, the date line (in the body
    on some VitePress sites too), reading time, authors, captions,
    tags, categories, edit links, "Last updated", the pager, the
    table of contents, sidebars nor the footer."""
    rs = random.Random(BLOG[0] + " docusaurus")
    kind = ("docu", "mat", "docu", "vp")[DATE_STYLE]  # by the site's index: half Docusaurus, a quarter each of the others
    ver = {"docu": rs.choice(["beta", "v2", "v2", "v3", "v3", "v3", "late"]), "mat": rs.choice(["9.2", "9.4", "9.5", "9.5"]),
           "vp": rs.choice(["alpha", "rc", "one", "one"])}[kind]
    years = {"beta": [2021], "v2": [2022, 2023], "v3": [2023, 2024], "late": [2024], "alpha": [2022], "rc": [2023], "one": [2024]}.get(ver, [2023, 2024])
    own = [w for w in BLOG[0].split()[:-1] if w.lower() not in WORDS]
    proj = (own or BLOG[0].split()[:1])[0]
    pkg = "".join(c for c in proj.lower() if c.isalnum()) or "core"
    org = rs.choice([pkg, pkg, pkg + "-dev", pkg + "js", pkg + "-project"])
    branch = rs.choice(["main", "main", "master"])
    team = [(nm, "".join(nm.lower().split()), rs.choice(DOCU_ROLES)) for nm in rs.sample(NAMES[:10], 4)]
    nums, titled, tabs_on = (rs.random() < p for p in (0.3, 0.5, 0.5))
    tabs_on = tabs_on and ver != "alpha"  # VitePress's code groups came in 2023
    toc_side = rs.random() < 0.85
    announce = kind == "docu" and rs.random() < 0.35
    desc_mode = {"docu": rs.choice(["excerpt", "trunc", "trunc", "full", "full"]), "mat": rs.choice(["excerpt", "excerpt", "excerpt", "desc"]),
                 "vp": rs.choice(["excerpt", "excerpt", "desc"])}[kind]
    h1_in_md = kind == "vp" or rs.random() < 0.75
    sym = rs.choice(["&para;", "&para;", "#"])
    foot_nav = kind == "mat" and rs.random() < 0.4
    mat_tabs, mat_tags, mat_git, giscus = (kind == "mat" and rs.random() < p for p in (0.5, 0.4, 0.45, 0.3))
    vp_side = kind == "vp" and rs.random() < 0.5
    vp_meta = rs.choice(["italic", "component", "none"]) if kind == "vp" else None
    edit_text = rs.choice(["Edit this page on GitHub", "Edit this page on GitHub", "Edit this page"])
    lx = lambda: LEXICON[r.randrange(len(LEXICON))]
    seen = {}

    def slug(h):
        s = "-".join("".join(c for c in h.lower() if c.isalnum() or c in " -").split())
        k = seen.get(s, 0)
        seen[s] = k + 1
        return s if not k else "%s-%d" % (s, k)
    ext = {"docu": ' target="_blank" rel="noopener noreferrer"', "mat": "", "vp": ' target="_blank" rel="noreferrer"'}[kind]

    def ident():
        a, b = lx(), lx()
        return r.choice(["%s()" % a, "--%s" % a, ("%s.yml" if kind == "mat" else "%s.config.js") % a, "%s_%s" % (a, b), "%s.%s" % (a, b),
                         "@%s/%s" % (pkg, a), "v%d.%d.0" % (r.randint(1, 9), r.randint(0, 20)), "%s%s" % (a, b.title())])

    def inl(x, pc=0.4, pl=0.3, pb=0.1):
        """a paragraph as it reads and as its HTML: an identifier in
        <code>, a link over two words, a bold word"""
        w = x.split(" ")
        tw, hw = list(w), [esc(y) for y in w]
        free = [k for k in range(len(w) - 1) if w[k][-1:] not in ".?!,"]
        if free and r.random() < pc:
            k = r.choice(free)
            tok = ident()
            tw[k], hw[k] = tok, "<code>%s</code>" % esc(tok)
            free.remove(k)
        if len(free) > 3 and r.random() < pl:
            k = r.choice(free[:-1])
            if k + 1 in free:
                u = r.choice(["https://github.com/%s/%s/pull/%d" % (org, pkg, r.randint(100, 9999)), "/docs/%s" % lx(), "/docs/%s/%s" % (lx(), lx()),
                              "https://%s.example/%s" % (lx(), lx())])
                hw[k] = '<a href="%s"%s>%s' % (u, ext if u.startswith("http") else "", hw[k])
                hw[k + 1] += "</a>"
                free = [f for f in free if f not in (k, k + 1)]
        if free and r.random() < pb:
            k = r.choice(free)
            hw[k] = "<strong>%s</strong>" % hw[k]
        return " ".join(tw), " ".join(hw)

    def code():
        a, b, c, f, m = lx(), lx(), lx(), lx(), r.randint(2, 99)
        if kind == "mat":
            opts = [("python", ["from %s import %s" % (pkg, a.title()), "%s = %s(%s=%d)" % (b, a.title(), c, m), "%s.%s()" % (b, f)], "%s.py" % f),
                    ("yaml", ["%s:" % pkg, "  %s: %s" % (a, b), "  %s: true" % c, "  %s: %d" % (f, m)], "%s.yml" % pkg),
                    ("bash", ["pip install --upgrade %s" % pkg, "%s %s --%s" % (pkg, a, b)], None),
                    ("toml", ["[tool.%s]" % pkg, '%s = "%s"' % (a, b), "%s = %d" % (c, m)], "pyproject.toml")]
        else:
            opts = [("js", ["import {%s} from '%s';" % (f, pkg), "", "export default %s({" % f, "  %s: '%s'," % (a, b), "  %s: %d," % (c, m), "});"], "%s.config.js" % pkg),
                    ("ts", ["const %s = await %s(%s, {%s: true});" % (b, f, a, c), "console.log(%s.%s);" % (b, c)], "src/%s.ts" % a),
                    ("bash", ["npx %s@latest %s" % (pkg, a), "npx %s %s --%s" % (pkg, f, b)], None),
                    ("json", ["{", '  "%s": "%s",' % (a, b), '  "%s": %d' % (c, m), "}"], "package.json"),
                    ("diff", ["- %s: '%s'," % (a, b), "+ %s: '%s'," % (a, c)], None)]
        lang, lines, ttl = r.choice(opts)
        lines = [x for x in lines if x]
        return lang, lines, ttl if titled and r.random() < 0.6 else None

    def tabset():
        v = "%d.%d.%d" % (r.randint(1, 4), r.randint(0, 12), r.randint(0, 9))
        if kind == "mat":
            return [(lab, "bash", [x % (pkg, v)]) for lab, x in r.sample([("pip", "pip install %s==%s"), ("conda", "conda install -c conda-forge %s=%s"),
                                                                         ("poetry", "poetry add %s@%s"), ("uv", "uv add %s==%s")], r.choice([2, 3]))]
        pm = [("npm", "npm install %s@%s"), ("Yarn", "yarn add %s@%s"), ("pnpm", "pnpm add %s@%s")] + ([("Bun", "bun add %s@%s")] if r.random() < 0.3 else [])
        return [(lab, "bash", [x % ("@%s/core" % pkg if kind == "docu" and r.random() < 0.5 else pkg, v)]) for lab, x in pm]

    # the post: blocks of (kind, value)
    n = len(body)
    paras = [inl(x) for x in body]
    k0 = 1 if n < 4 else r.choice([1, 2, 2])
    blocks = [("p", p) for p in paras[:k0]]
    trunc = n > 1 and r.random() < (0.85 if kind == "docu" else 0.9 if kind == "mat" else 0.4)
    if trunc:
        blocks.append(("more", None))
    slots = [len(blocks)]
    rest = paras[k0:]
    head_sections(r, rest, DOCU_HEADS, blocks, slots)
    adds = {}
    for what, p in (("code", 0.7), ("code", 0.3), ("tabs", 0.3 if tabs_on else 0), ("ul", 0.5), ("adm", 0.5), ("adm", 0.15), ("img", 0.35),
                    ("quote", 0.12), ("video", 0.06 if kind != "mat" else 0), ("ol", 0.15)):
        if r.random() < (p if n > 1 else p / 3):
            adds.setdefault(r.choice(slots), []).append(what)
    for at in sorted(adds, reverse=True):
        new = []
        for what in adds[at]:
            if what == "code":
                new.append(("code", code()))
            elif what == "tabs":
                new.append(("tabs", tabset()))
            elif what in ("ul", "ol"):
                items = []
                for _ in range(r.randint(2, 6)):
                    x = r.random()
                    if x < 0.3:
                        s = sentence(r, 4, 12)
                        pr = r.randint(100, 9999)
                        items.append(("%s (#%d)" % (s, pr), '%s (<a href="https://github.com/%s/%s/pull/%d"%s>#%d</a>)' % (esc(s), org, pkg, pr, ext, pr)))
                    elif x < 0.5:
                        lab = " ".join(word(r) for _ in range(r.randint(1, 3))).capitalize()
                        s = sentence(r, 4, 14)
                        items.append(("%s: %s" % (lab, s), "<strong>%s</strong>: %s" % (esc(lab), esc(s))))
                    else:
                        items.append(inl(sentence(r, 4, 16), 0.3, 0.15, 0))
                new.append((what, items))
            elif what == "adm":
                ty = r.choice(["note", "tip", "tip", "info", "warning", "danger"])
                own_t = " ".join(word(r) for _ in range(r.randint(2, 5))).capitalize() if r.random() < 0.3 else None
                new.append(("adm", (ty, own_t, [inl(sentence(r, 8, 24) if r.random() < 0.6 else para(r, 1, 2), 0.4, 0.2, 0) for _ in range(r.choice([1, 1, 1, 2]))])))
            elif what == "img":
                new.append(("img", (" ".join(word(r) for _ in range(r.randint(2, 5))).capitalize(), sentence(r, 4, 12) if r.random() < 0.45 else None,
                                    "%s-%s" % (lx(), lx()), r.getrandbits(128))))
            elif what == "quote":
                new.append(("quote", inl(sentence(r, 10, 26), 0, 0, 0)))
            else:
                new.append(("video", "".join(r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") for _ in range(11))))
        blocks[at:at] = new
    blocks = [(w, (v, slug(v))) if w in ("h2", "h3") else (w, v) for w, v in blocks]
    # the chrome's data
    d = datetime.date(r.choice(years), r.randint(1, 12), r.randint(1, 28))
    iso = d.isoformat()
    date_long = "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    who = [] if kind == "vp" and vp_meta != "component" else r.sample(team, 2 if r.random() < 0.3 else 1) if r.random() < 0.9 else []
    tags = sorted(set(r.choice(["release", "release", "announcement", "engineering", "performance", "community", lx(), lx()]) for _ in range(r.randint(1, 3))))
    others = [title(r) for _ in range(7)]
    prev, nxt = (others[0] if r.random() < 0.85 else None), (others[1] if r.random() < 0.85 else None)
    EXTRAS.extend([x for x in (prev, nxt) if x])
    base = SLUG[0][1:-5] if SLUG[0].endswith(".html") else SLUG[0].strip("/")
    src = "%d-%02d-%02d-%s" % (d.year, d.month, d.day, base)
    cnt, tabn = [0], [0]

    # rendering, as each generator writes its blocks
    def lines_docu(lang, lines):
        out = []
        for x in lines:
            s = x.lstrip(" ")
            a, sp, b = s.partition(" ")
            pad = x[:len(x) - len(s)]
            tok = ("keyword" if a in ("import", "export", "const", "from", "default") else "function" if lang == "bash" else
                   "punctuation" if len(a) == 1 else "inserted-sign inserted" if a == "+" else "deleted-sign deleted" if a == "-" else "plain")
            h = ('<span class="token plain">%s</span>' % esc(pad) if pad else "") + '<span class="token %s"%s>%s</span>' % (
                tok, ' style="color:#00009f"' if tok == "keyword" else ' style="color:#d73a49"' if tok == "function" else "", esc(a))
            if b:
                q = b.find("'")
                if q >= 0 and b.find("'", q + 1) > q:
                    e = b.find("'", q + 1) + 1
                    h += '<span class="token plain"> %s</span>' % esc(b[:q]) + '<span class="token string" style="color:#e3116c">%s</span>' % esc(b[q:e]) + (
                        '<span class="token plain">%s</span>' % esc(b[e:]) if b[e:] else "")
                else:
                    h += '<span class="token plain"> %s</span>' % esc(b)
            out.append(('<span class="token-line codeLine_lJS_" style="color:#393A34"><span class="codeLineNumber_Tfdd"></span><span class="codeLineContent_feaV">%s</span><br></span>' if nums and ver != "beta"
                        else '<span class="token-line" style="color:#393A34">%s<br></span>') % h)
        return "".join(out)

    def lines_mat(lang, lines, k):
        out = []
        for i, x in enumerate(lines):
            s = x.lstrip(" ")
            a, sp, b = s.partition(" ")
            pad = x[:len(x) - len(s)]
            cls = {"python": "kn" if a in ("from", "import") else "n", "yaml": "nt", "bash": "nb" if a in ("pip", "conda", "uv", "poetry") else "w", "toml": "k"}.get(lang, "n")
            h = ('<span class="w">%s</span>' % pad if pad else "") + '<span class="%s">%s</span>' % (cls, esc(a)) + ('<span class="w"> </span><span class="n">%s</span>' % esc(b) if b else "")
            if nums or k is None:
                out.append(h + "\n")
            else:
                out.append('<span id="__span-%d-%d"><a id="__codelineno-%d-%d" name="__codelineno-%d-%d" href="#__codelineno-%d-%d"></a>%s\n</span>' % (k, i + 1, k, i + 1, k, i + 1, k, i + 1, h))
        return "".join(out)

    def lines_vp(lang, lines, dark):
        out = []
        for x in lines:
            s = x.lstrip(" ")
            a, sp, b = s.partition(" ")
            pad = x[:len(x) - len(s)]
            if ver == "one":
                c1, c2 = '<span style="--shiki-light:#D73A49;--shiki-dark:#F97583;">', '<span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8;">'
            elif ver == "rc":
                c1, c2 = ('<span style="color:#F97583;">', '<span style="color:#E1E4E8;">') if dark else ('<span style="color:#D73A49;">', '<span style="color:#24292E;">')
            else:
                c1, c2 = '<span style="color: #C792EA">', '<span style="color: #A6ACCD">'
            out.append('<span class="line">%s%s%s</span>%s</span>' % (c2 + esc(pad) + "</span>" if pad else "", c1, esc(a), c2 + esc(" " + b) + "</span>" if b else ""))
        return "\n".join(out)

    def code_html(lang, lines, ttl):
        cnt[0] += 1
        k = cnt[0] - 1
        if kind == "docu":
            if ver == "beta":
                return ('<div class="codeBlockContainer_I0IT language-%s theme-code-block">%s<div class="codeBlockContent_wNvx"><pre tabindex="0" class="prism-code language-%s codeBlock_jd64 thin-scrollbar" style="color:#393A34;background-color:#f6f8fa">'
                        '<code class="codeBlockLines_mRuA">%s</code></pre><button type="button" aria-label="Copy code to clipboard" class="copyButton_wuS7 clean-btn">Copy</button></div></div>') % (
                    lang, '<div class="codeBlockTitle_oQzk">%s</div>' % esc(ttl) if ttl else "", lang, lines_docu(lang, lines))
            return ('<div class="language-%s codeBlockContainer_Ckt0 theme-code-block" style="--prism-color:#393A34;--prism-background-color:#f6f8fa">%s<div class="codeBlockContent_biex">'
                    '<pre tabindex="0" class="prism-code language-%s codeBlock_bY9V thin-scrollbar" style="color:#393A34;background-color:#f6f8fa"><code class="codeBlockLines_e6Vv%s">%s</code></pre>'
                    '<div class="buttonGroup__atx">%s<button type="button" aria-label="Copy code to clipboard" title="Copy" class="clean-btn"><span class="copyButtonIcons_eSgA" aria-hidden="true">'
                    '<svg viewBox="0 0 24 24" class="copyButtonIcon_y97N"><path fill="currentColor" d="M19,21H8V7H19M19,5H8A2,2 0 0,0 6,7V21A2,2 0 0,0 8,23H19A2,2 0 0,0 21,21V7A2,2 0 0,0 19,5M16,1H4A2,2 0 0,0 2,3V17H4V3H16V1Z"></path></svg>'
                    '<svg viewBox="0 0 24 24" class="copyButtonSuccessIcon_LjdS"><path fill="currentColor" d="M21,7L9,19L3.5,13.5L4.91,12.09L9,16.17L19.59,5.59L21,7Z"></path></svg></span></button></div></div></div>') % (
                lang, '<div class="codeBlockTitle_Ktv7">%s</div>' % esc(ttl) if ttl else "", lang, " codeBlockLinesWithNumbering_o6Pm" if nums else "", lines_docu(lang, lines),
                '<button type="button" aria-label="Toggle word wrap" title="Toggle word wrap" class="clean-btn wordWrapButton_G_Vo"><svg class="wordWrapButtonIcon_Bwma" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M4 19h6v-2H4v2zM20 5H4v2h16V5zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3l3 3v-2h2c2.21 0 4-1.79 4-4s-1.79-4-4-4z"></path></svg></button>' if ver in ("v3", "late") else "")
        if kind == "mat":
            fn = '<span class="filename">%s</span>' % esc(ttl) if ttl else ""
            if nums:
                return ('<div class="language-%s highlight">%s<table class="highlighttable"><tr><td class="linenos"><div class="linenodiv"><pre><span></span>%s</pre></div></td>'
                        '<td class="code"><div><pre><span></span><code>%s</code></pre></div></td></tr></table></div>') % (
                    lang, fn, "\n".join('<span class="normal"><a href="#__codelineno-%d-%d">%d</a></span>' % (k, i + 1, i + 1) for i in range(len(lines))), lines_mat(lang, lines, k))
            return '<div class="language-%s highlight">%s<pre><span></span><code>%s</code></pre></div>' % (lang, fn, lines_mat(lang, lines, k))
        ln = '<div class="line-numbers-wrapper" aria-hidden="true">%s</div>' % "".join('<span class="line-number">%d</span><br>' % (i + 1) for i in range(len(lines))) if nums else ""
        if ver == "alpha":
            return '<div class="language-%s%s"><button class="copy"></button><span class="lang">%s</span><pre class="shiki material-palenight" style="background-color: #292D3E" tabindex="0"><code>%s</code></pre>%s</div>' % (
                lang, " line-numbers-mode" if nums else "", lang, lines_vp(lang, lines, True), ln)
        if ver == "rc":
            return ('<div class="language-%s vp-adaptive-theme%s"><button title="Copy Code" class="copy"></button><span class="lang">%s</span><pre class="shiki github-dark vp-code-dark"><code>%s</code></pre>'
                    '<pre class="shiki github-light vp-code-light"><code>%s</code></pre>%s</div>') % (lang, " line-numbers-mode" if nums else "", lang, lines_vp(lang, lines, True), lines_vp(lang, lines, False), ln)
        return ('<div class="language-%s vp-adaptive-theme%s"><button title="Copy Code" class="copy"></button><span class="lang">%s</span><pre class="shiki shiki-themes github-light github-dark vp-code" '
                'style="--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e;" tabindex="0"><code>%s</code></pre>%s</div>') % (
            lang, " line-numbers-mode" if nums else "", lang, lines_vp(lang, lines, True), ln)

    def heading(what, v):
        h, i = esc(v[0]), v[1]
        if kind == "docu":
            if ver == "beta":
                return '<%s class="anchor anchorWithStickyNavbar_mojV" id="%s">%s<a class="hash-link" href="#%s" title="Direct link to heading"></a></%s>' % (what, i, h, i, what)
            return '<%s class="anchor anchorWithStickyNavbar_LWe7" id="%s">%s<a href="#%s" class="hash-link" aria-label="Direct link to %s" title="Direct link to %s">\u200b</a></%s>' % (what, i, h, i, h, h, what)
        if kind == "mat":
            return '<%s id="%s">%s<a class="headerlink" href="#%s" title="Permanent link">%s</a></%s>' % (what, i, h, i, sym, what)
        if ver == "alpha":
            return '<%s id="%s" tabindex="-1"><a class="header-anchor" href="#%s" aria-hidden="true">#</a> %s</%s>' % (what, i, i, h, what)
        if ver == "rc":
            return '<%s id="%s" tabindex="-1">%s <a class="header-anchor" href="#%s" aria-hidden="true">#</a></%s>' % (what, i, h, i, what)
        return '<%s id="%s" tabindex="-1">%s <a class="header-anchor" href="#%s" aria-label="Permalink to &quot;%s&quot;">&ZeroWidthSpace;</a></%s>' % (what, i, h, i, h, what)

    def render(what, v):
        """A block's HTML and its lines of the truth."""
        nl = "\n" if kind == "mat" else ""
        if what == "p":
            return "<p>%s</p>" % v[1], [v[0]]
        if what == "more":
            return ("<!-- more -->" if kind == "mat" else ""), []
        if what in ("h2", "h3"):
            return heading(what, v), [v[0]]
        if what in ("ul", "ol"):
            return "<%s>%s%s%s</%s>" % (what, nl, "".join("<li>%s</li>%s" % (h, nl) for _, h in v), "", what), [x for x, _ in v]
        if what == "quote":
            return "<blockquote>%s<p>%s</p>%s</blockquote>" % (nl, v[1], nl), [v[0]]
        if what == "code":
            return code_html(*v), list(v[1])
        if what == "tabs":
            g = "%x" % r.getrandbits(24)
            if kind == "docu":
                return ('<div class="tabs-container tabList__CuJ"><ul role="tablist" aria-orientation="horizontal" class="tabs">%s</ul><div class="margin-top--md">%s</div></div>' % (
                    "".join('<li role="tab" tabindex="%d" aria-selected="%s" class="tabs__item tabItem_LNqP%s">%s</li>' % (0 if j == 0 else -1, "true" if j == 0 else "false", " tabs__item--active" if j == 0 else "", lab)
                            for j, (lab, _, _) in enumerate(v)),
                    "".join('<div role="tabpanel" class="tabItem_Ymn6"%s>%s</div>' % ("" if j == 0 else ' hidden=""', code_html(lang, ls, None)) for j, (_, lang, ls) in enumerate(v))),
                        [x for _, _, ls in v for x in ls])
            if kind == "mat":
                tabn[0] += 1
                g = str(tabn[0])
                return ('<div class="tabbed-set tabbed-alternate" data-tabs="%s:%d">%s<div class="tabbed-labels">%s</div>\n<div class="tabbed-content">\n%s</div>\n</div>' % (
                    g, len(v), "".join('<input %sid="__tabbed_%s_%d" name="__tabbed_%s" type="radio" />' % ('checked="checked" ' if j == 0 else "", g, j + 1, g) for j in range(len(v))),
                    "".join('<label for="__tabbed_%s_%d">%s</label>' % (g, j + 1, lab) for j, (lab, _, _) in enumerate(v)),
                    "".join('<div class="tabbed-block">\n%s\n</div>\n' % code_html(lang, ls, None) for _, lang, ls in v)), [x for _, _, ls in v for x in ls])
            return ('<div class="vp-code-group vp-adaptive-theme"><div class="tabs">%s</div><div class="blocks">%s</div></div>' % (
                "".join('<input type="radio" name="group-%s" id="tab-%s%d"%s><label data-title="%s" for="tab-%s%d">%s</label>' % (g, g, j, " checked" if j == 0 else "", lab, g, j, lab) for j, (lab, _, _) in enumerate(v)),
                "".join(code_html(lang, ls, None).replace('vp-adaptive-theme', 'vp-adaptive-theme' + (" active" if j == 0 else ""), 1) for j, (_, lang, ls) in enumerate(v))),
                    [x for _, _, ls in v for x in ls])
        if what == "adm":
            ty, own_t, ps_ = v
            body_ = nl.join("<p>%s</p>" % h for _, h in ps_)
            lines = ([own_t] if own_t else []) + [x for x, _ in ps_]
            if kind == "docu":
                if ty == "warning" and ver in ("beta", "v2"):
                    ty = "caution"
                alert = {"note": "secondary", "tip": "success", "info": "info", "caution": "warning", "warning": "warning", "danger": "danger"}[ty]
                icon = DOCU_SVG["tip" if ty == "tip" else "warn" if ty in ("caution", "warning", "danger") else "info"]
                label = esc(own_t) if own_t else ty
                if ver == "beta":
                    return ('<div class="admonition admonition-%s alert alert--%s"><div class="admonition-heading"><h5><span class="admonition-icon">%s</span>%s</h5></div>'
                            '<div class="admonition-content">%s</div></div>') % (ty, alert, icon, label, body_), lines
                if ver == "v2":
                    return ('<div class="theme-admonition theme-admonition-%s alert alert--%s admonition_LlT9"><div class="admonitionHeading_tbUL"><span class="admonitionIcon_kALy">%s</span>%s</div>'
                            '<div class="admonitionContent_S0QG">%s</div></div>') % (ty, alert, icon, label, body_), lines
                return ('<div class="theme-admonition theme-admonition-%s admonition_xJq3 alert alert--%s"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37">%s</span>%s</div>'
                        '<div class="admonitionContent_BuS1">%s</div></div>') % (ty, alert, icon, label, body_), lines
            if kind == "mat":
                label = esc(own_t) if own_t else ty.title()
                if r.random() < 0.2:
                    return '<details class="%s">\n<summary>%s</summary>\n%s\n</details>' % (ty, label, body_), lines
                return '<div class="admonition %s">\n<p class="admonition-title">%s</p>\n%s\n</div>' % (ty, label, body_), lines
            label = esc(own_t) if own_t else ty.upper()
            return '<div class="%s custom-block%s"><p class="custom-block-title">%s</p>%s</div>' % (ty, " github-alert" if ver == "one" and not own_t and r.random() < 0.3 else "", label, body_), lines
        if what == "img":
            alt, cap, name, hx = v
            wd, ht = r.choice([(1200, 630), (1600, 900), (800, 450), (1000, 500), (2400, 1260)])
            if kind == "docu":
                img = '<img decoding="async" loading="lazy" alt="%s" src="/assets/images/%s-%032x.png" width="%d" height="%d" class="%s">' % (esc(alt), name, hx, wd, ht, "img_E7b_" if ver == "beta" else "img_ev3q")
            elif kind == "mat":
                img = '<img alt="%s" src="../../../../assets/images/%s.png"%s />' % (esc(alt), name, ' width="%d"' % (wd // 2) if cap else "")
            else:
                img = '<img src="/blog/%s.png" alt="%s">' % (name, esc(alt))
            if not cap:
                return "<p>%s</p>" % img, []
            if kind == "docu" and r.random() < 0.35:
                return '<p>%s</p><p><em>%s</em></p>' % (img, esc(cap)), []
            return "<figure>%s%s%s<figcaption>%s</figcaption>%s</figure>" % (nl, img, nl, esc(cap), nl), []
        return ('<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/%s" title="YouTube video player" frameborder="0" '
                'allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen=""></iframe>' % v), []
    html_, story, cut = [], [], None
    for b in blocks:
        h, lines = render(*b)
        if b[0] == "more":
            cut = len(html_)
        if h:
            html_.append(h)
        story.extend(lines)
    STORY[:] = story
    sep = "\n" if kind == "mat" else ""
    content = sep.join(html_)
    toc_items = []
    for what, v in blocks:
        if what == "h2":
            toc_items.append([v, []])
        elif what == "h3" and toc_items:
            toc_items[-1][1].append(v)

    def toc_ul(cls, a, sub_cls=""):
        return "<ul%s>%s</ul>" % (cls, "".join('<li><a href="#%s"%s>%s</a>%s</li>' % (i, a, esc(h), "<ul%s>%s</ul>" % (sub_cls, "".join(
            '<li><a href="#%s"%s>%s</a></li>' % (j, a, esc(x)) for x, j in sub)) if sub else "") for (h, i), sub in toc_items))
    # the feed's description
    first = story[0] if story else ""
    fm_desc = sentence(r, 10, 24) if r.random() < 0.3 else None
    if kind == "docu":
        feed = [x for x in html_ if x]
        if desc_mode == "excerpt":
            DESC.append(fm_desc or first)
        elif desc_mode == "trunc" and cut is not None:
            DESC.append("\n".join(html_[:cut]))
        else:
            DESC.append("\n".join(feed))
    elif kind == "mat":
        ex = ["<p>%s</p>" % v[1] for what, v in blocks[:k0]]
        DESC.append(fm_desc or sentence(r, 10, 24) if desc_mode == "desc" else "\n".join((["<h1>%s</h1>" % esc(t)] if h1_in_md else []) + ex))
    else:
        DESC.append(fm_desc or sentence(r, 10, 24) if desc_mode == "desc" or not trunc else "\n".join("<p>%s</p>" % v[1] for what, v in blocks[:k0]))
    mins = max(1, (sum(len(x.split()) for x in story) + 100) // (200 if kind == "docu" else 265))
    edit = "https://github.com/%s/%s/edit/%s/%s" % (org, pkg, branch,
                                                  {"docu": "website/blog/%s/index.md" % src, "mat": "docs/blog/posts/%s.md" % base, "vp": "docs/blog/%s.md" % base}[kind])
    if kind == "docu":
        return docu_page(r, rs, t, ver, content, toc_ul, toc_items, who, tags, others, prev, nxt, iso, date_long, mins, edit, org, pkg, proj, announce, toc_side, story, d)
    if kind == "mat":
        return mat_page(r, rs, t, ver, content, toc_ul, toc_items, who, tags, others, prev, nxt, iso, date_long, mins, edit, org, pkg, proj, h1_in_md, sym,
                        foot_nav, mat_tabs, mat_tags, mat_git, giscus, cat, d, base)
    return vp_page(r, rs, t, ver, content, toc_ul, toc_items, who, tags, others, prev, nxt, iso, date_long, mins, edit, org, pkg, proj, vp_side, vp_meta, edit_text, d, base)


def docu_page(r, rs, t, ver, content, toc_ul, toc_items, who, tags, others, prev, nxt, iso, date_long, mins, edit, org, pkg, proj, announce, toc_side, story, d):
    """The page of a Docusaurus blog post around its content (see docusaurus())."""
    beta, late = ver == "beta", ver == "late"
    slug = lambda h: "-".join("".join(c for c in h.lower() if c.isalnum() or c == " ").split())
    ext = '<svg width="13.5" height="13.5" aria-hidden="true" viewBox="0 0 24 24" class="iconExternalLink_nPIU"><path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"></path></svg>'
    ann = ""
    if announce:
        a = rs.choice([("\u2b50\ufe0f If you like %s, give it a star on " % proj, "GitHub", "! \u2b50\ufe0f"), ("%s %d.0 is out! \U0001f973 Read the " % (proj, rs.randint(2, 5)), "release notes", "."),
                       ("Join the %s community on " % proj, "Discord", " to ask questions and share what you build.")])
        EXTRAS.append("".join(a))
        ann = ('<div class="announcementBar_mb4j" style="background-color:#20232a;color:#fff" role="banner"><div class="announcementBarPlaceholder_vyr4"></div>'
               '<div class="content_knG7 announcementBarContent_xLdY">%s<a target="_blank" rel="noopener noreferrer" href="https://github.com/%s/%s">%s</a>%s</div>'
               '<button type="button" aria-label="Close" class="clean-btn close closeButton_CVFx announcementBarClose_gvF7"><svg viewBox="0 0 15 15" width="14" height="14"><g stroke="currentColor" stroke-width="3.1"><path d="M.75.75l13.5 13.5M14.25.75L.75 14.25"></path></g></svg></button></div>') % (
            esc(a[0]), org, pkg, esc(a[1]), esc(a[2]))
    items = rs.sample(["Docs", "Docs", "API", "Showcase", "Community", "Playground", "Guides"], rs.randint(1, 3))
    if beta:
        toggle = ('<div class="toggle_Pssr toggle_TdHA toggleDisabled_jDku"><div class="toggleTrack_SSoT" role="button" tabindex="-1"><div class="toggleTrackCheck_XobZ"><span class="toggleIcon_eZtF">\U0001f31c</span></div>'
                  '<div class="toggleTrackX_YkSC"><span class="toggleIcon_eZtF">\U0001f31e</span></div><div class="toggleTrackThumb_uRm4"></div></div><input type="checkbox" class="toggleScreenReader_JnkT" aria-label="Switch between dark and light mode"></div>')
    else:
        toggle = ('<div class="toggle_vylO colorModeToggle_DEke"><button class="clean-btn toggleButton_gllP toggleButtonDisabled_aARS" type="button" disabled="" title="Switch between dark and light mode (currently light mode)" '
                  'aria-label="Switch between dark and light mode (currently light mode)" aria-live="polite"><svg viewBox="0 0 24 24" width="24" height="24" class="lightToggleIcon_pyhR"><path fill="currentColor" d="M12,9c1.65,0,3,1.35,3,3s-1.35,3-3,3s-3-1.35-3-3S10.35,9,12,9 M12,7c-2.76,0-5,2.24-5,5s2.24,5,5,5s5-2.24,5-5 S14.76,7,12,7L12,7z"></path></svg>'
                  '<svg viewBox="0 0 24 24" width="24" height="24" class="darkToggleIcon_wfgR"><path fill="currentColor" d="M9.37,5.51C9.19,6.15,9.1,6.82,9.1,7.5c0,4.08,3.32,7.4,7.4,7.4c0.68,0,1.35-0.09,1.99-0.27C17.45,17.19,14.93,19,12,19 c-3.86,0-7-3.14-7-7C5,9.07,6.81,6.55,9.37,5.51z"></path></svg></button></div>')
    search = ('<div class="%s"><button type="button" class="DocSearch DocSearch-Button" aria-label="Search"><span class="DocSearch-Button-Container"><svg width="20" height="20" class="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">'
              '<path d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z" stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linecap="round" stroke-linejoin="round"></path></svg>'
              '<span class="DocSearch-Button-Placeholder">Search</span></span><span class="DocSearch-Button-Keys"></span></button></div>') % ("navbarSearchContainer_Bca1" if not beta else "searchBox_ZlJk")
    nav = ('<div role="region" aria-label="Skip to main content"><a class="skipToContent_fXgn" href="#__docusaurus_skipToContent_fallback">Skip to main content</a></div>%s'
           '<nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner"><div class="navbar__items"><button aria-label="Toggle navigation bar" aria-expanded="false" class="navbar__toggle clean-btn" type="button">'
           '<svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true"><path stroke="currentColor" stroke-linecap="round" stroke-miterlimit="10" stroke-width="2" d="M4 7h22M4 15h22M4 23h22"></path></svg></button>'
           '<a class="navbar__brand" href="/"><div class="navbar__logo"><img src="/img/logo.svg" alt="%s Logo" class="themedComponent_mlkZ themedComponent--light_NVdE"><img src="/img/logo.svg" alt="%s Logo" class="themedComponent_mlkZ themedComponent--dark_xIcU"></div>'
           '<b class="navbar__title text--truncate">%s</b></a>%s<a aria-current="page" class="navbar__item navbar__link navbar__link--active" href="/blog">Blog</a></div>'
           '<div class="navbar__items navbar__items--right"><a href="https://github.com/%s/%s" target="_blank" rel="noopener noreferrer" class="navbar__item navbar__link">GitHub%s</a>%s%s</div></div>'
           '<div role="presentation" class="navbar-sidebar__backdrop"></div></nav>') % (
        ann, esc(proj), esc(proj), esc(proj), "".join('<a class="navbar__item navbar__link" href="/%s">%s</a>' % ("docs/intro" if x == "Docs" else x.lower(), x) for x in items),
        org, pkg, ext, toggle, search)
    side_titles = others[2:2 + rs.choice([4, 4, 6])]
    side = [side_titles[0], t] + side_titles[1:]
    EXTRAS.extend(side_titles)
    H = dict(side="sidebar_a9qW", st="sidebarItemTitle_uKok", sl="sidebarItemList_Kvuv", si="sidebarItem_CF0Q", sk="sidebarItemLink_miNk", sa="sidebarItemLinkActive_RRTD") if beta else \
        dict(side="sidebar_re4s", st="sidebarItemTitle_pO2u", sl="sidebarItemList_Yudw", si="sidebarItem__DBe", sk="sidebarItemLink_mo7H", sa="sidebarItemLinkActive_I1ZP")
    lis = lambda xs: "".join('<li class="%s"><a %sclass="%s%s" href="/blog/%s">%s</a></li>' % (H["si"], 'aria-current="page" ' if x == t else "", H["sk"], " " + H["sa"] if x == t else "", slug(x), esc(x)) for x in xs)
    if late:
        sidebar = '<div role="group"><h3 class="yearGroupHeading_rMGB">%d</h3><ul class="%s clean-list">%s</ul></div>' % (d.year, H["sl"], lis(side))
    else:
        sidebar = '<ul class="%s%s">%s</ul>' % (H["sl"], "" if beta else " clean-list", lis(side))
    sidebar = ('<aside class="col col--3"><nav class="%s thin-scrollbar" aria-label="Blog recent posts navigation"><div class="%s margin-bottom--md">Recent posts</div>%s</nav></aside>' % (H["side"], H["st"], sidebar))
    read = "One min read" if mins == 1 else "%d min read" % mins
    social = lambda h: ('<div class="authorSocials_rSDt"><a href="https://github.com/%s" target="_blank" rel="noopener noreferrer" class="authorSocialLink_owbf" title="GitHub"><svg viewBox="0 0 256 250" width="1em" height="1em" class="authorSocialIcon_XYv3 githubSvg_Uu4N" style="--dark:#000;--light:#fff"><path d="M128.001 0C57.317 0 0 57.307 0 128.001c0 56.554 36.676 104.535 87.535 121.46z"></path></svg></a>'
                        '<a href="https://x.com/%s" target="_blank" rel="noopener noreferrer" class="authorSocialLink_owbf" title="X"><svg viewBox="0 0 1200 1227" width="1em" height="1em" class="authorSocialIcon_XYv3 xSvg_y3PF" style="--dark:#000;--light:#fff"><path d="M714.163 519.284 1160.89 0h-105.86L667.137 450.887z"></path></svg></a></div>') % (h, h)
    if beta:
        authors = "".join('<div class="avatar margin-vert--md"><a class="avatar__photo-link avatar__photo" href="https://github.com/%s" target="_blank" rel="noopener noreferrer"><img src="https://github.com/%s.png" alt="%s"></a>'
                          '<div class="avatar__intro"><div class="avatar__name"><a href="https://github.com/%s" target="_blank" rel="noopener noreferrer">%s</a></div><small class="avatar__subtitle">%s</small></div></div>' % (h, h, nm, h, nm, role) for nm, h, role in who[:1])
    elif late:
        authors = '<div class="margin-top--md margin-bottom--sm row">%s</div>' % "".join(
            '<div class="col col--6 authorCol_Hf19"><div class="avatar margin-bottom--sm"><a href="https://github.com/%s" target="_blank" rel="noopener noreferrer" class="avatar__photo-link"><img class="avatar__photo authorImage_XqGP" src="https://github.com/%s.png" alt="%s"></a>'
            '<div class="avatar__intro authorDetails_lV9A"><div class="avatar__name"><a href="https://github.com/%s" target="_blank" rel="noopener noreferrer"><span class="authorName_yefp">%s</span></a></div><small class="authorTitle_nd0D" title="%s">%s</small>%s</div></div></div>' % (
                h, h, nm, h, nm, role, role, social(h)) for nm, h, role in who) if who else ""
    else:
        authors = '<div class="margin-top--md margin-bottom--sm row">%s</div>' % "".join(
            '<div class="col col--6 authorCol_Hf19"><div class="avatar margin-bottom--sm"><a href="https://github.com/%s" target="_blank" rel="noopener noreferrer" class="avatar__photo-link"><img class="avatar__photo" src="https://github.com/%s.png" alt="%s"></a>'
            '<div class="avatar__intro" itemprop="author" itemscope="" itemtype="https://schema.org/Person"><div class="avatar__name"><a href="https://github.com/%s" target="_blank" rel="noopener noreferrer" itemprop="url"><span itemprop="name">%s</span></a></div>'
            '<small class="avatar__subtitle" itemprop="description">%s</small></div></div></div>' % (h, h, nm, h, nm, role) for nm, h, role in who) if who else ""
    micro = not late
    head = ('<header><h1 class="%s"%s>%s</h1><div class="%s margin-vert--md"><time datetime="%sT00:00:00.000Z"%s>%s</time> \u00b7 <!-- -->%s</div>%s</header>') % (
        "blogPostTitle_rzP5" if beta else "title_f1Hy", ' itemprop="headline"' if micro else "", esc(t), "blogPostData_Zg1s" if beta else "container_mt6G",
        iso, ' itemprop="datePublished"' if micro else "", date_long, read, authors)
    pen = '<svg fill="currentColor" height="20" width="20" viewBox="0 0 40 40" class="iconEdit_Z9Sw" aria-hidden="true"><g><path d="m34.5 11.7l-3 3.1-6.3-6.3 3.1-3q0.5-0.5 1.2-0.5t1.1 0.5l3.9 3.9q0.5 0.4 0.5 1.1t-0.5 1.2z m-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z"></path></g></svg>'
    taglis = "".join('<li class="tag_QGVx"><a class="tag_zVej tagRegular_sFm0" href="/blog/tags/%s">%s</a></li>' % (slug(x), esc(x)) for x in tags)
    if beta:
        foot = '<footer class="row docusaurus-mt-lg"><div class="col"><b>Tags:</b>%s</div><div class="col margin-top--sm"><a href="%s" target="_blank" rel="noreferrer noopener">%sEdit this page</a></div></footer>' % (
            "".join('<a class="margin-horiz--sm" href="/blog/tags/%s">%s</a>' % (slug(x), esc(x)) for x in tags), edit, pen.replace("iconEdit_Z9Sw", "iconEdit_dcUD"))
    elif late:
        m2 = d + datetime.timedelta(days=r.randint(0, 60))
        foot = ('<footer class="docusaurus-mt-lg"><div class="row margin-top--sm theme-blog-footer-tags-row"><div class="col"><b>Tags:</b><ul class="tags_jXut padding--none margin-left--sm">%s</ul></div></div>'
                '<div class="row margin-top--sm theme-blog-footer-edit-meta-row"><div class="col"><a href="%s" target="_blank" rel="noopener noreferrer" class="theme-edit-this-page">%sEdit this page</a></div>'
                '<div class="col lastUpdated_JAkA"><span class="theme-last-updated">Last updated<!-- --> on <b><time datetime="%sT00:00:00.000Z">%s %d, %d</time></b></span></div></div></footer>') % (
            taglis, edit, pen, m2.isoformat(), MONTHS[m2.month - 1][:3], m2.day, m2.year)
    else:
        foot = ('<footer class="row docusaurus-mt-lg blogPostFooterDetailsFull_mRVl"><div class="col"><b>Tags:</b><ul class="tags_jXut padding--none margin-left--sm">%s</ul></div>'
                '<div class="col margin-top--sm"><a href="%s" target="_blank" rel="noreferrer noopener" class="theme-edit-this-page">%sEdit this page</a></div></footer>') % (taglis, edit, pen)
    nl, ol = ("Newer post", "Older post") if late else ("Newer Post", "Older Post")
    if beta:
        pager = '<div class="pagination-nav__item">%s</div><div class="pagination-nav__item pagination-nav__item--next">%s</div>' % tuple(
            '<a class="pagination-nav__link" href="/blog/%s"><div class="pagination-nav__sublabel">%s</div><div class="pagination-nav__label">%s</div></a>' % (slug(x), lab, esc(x)) if x else ""
            for lab, x in ((nl, prev), (ol, nxt)))
    else:
        pager = "".join('<a class="pagination-nav__link pagination-nav__link--%s" href="/blog/%s"><div class="pagination-nav__sublabel">%s</div><div class="pagination-nav__label">%s</div></a>' % (
            c, slug(x), lab, esc(x)) for c, lab, x in (("prev", nl, prev), ("next", ol, nxt)) if x)
    toc = '<div class="col col--2"><div class="%s thin-scrollbar">%s</div></div>' % (
        "tableOfContents_cNA8" if beta else "tableOfContents_bqdL", toc_ul(' class="table-of-contents table-of-contents__left-border"', ' class="table-of-contents__link toc-highlight"')) if toc_items and toc_side else ""
    ld = ""
    if late:
        u = "https://%s.dev/blog/%s" % (pkg, SLUG[0].strip("/").replace(".html", ""))
        ld = '<script type="application/ld+json">%s</script>' % json.dumps({
            "@context": "https://schema.org", "@id": u, "@type": "BlogPosting", "author": [{"@type": "Person", "name": nm, "description": role, "url": "https://github.com/%s" % h, "image": "https://github.com/%s.png" % h} for nm, h, role in who],
            "datePublished": iso + "T00:00:00.000Z", "description": story[0] if story else "", "headline": t, "keywords": tags, "mainEntityOfPage": u, "name": t,
            "url": u, "isPartOf": {"@type": "Blog", "@id": "https://%s.dev/blog" % pkg, "name": "Blog"}}, ensure_ascii=False).replace("</", "<\\/")
    post = ('<main class="col col--%d"%s>%s<article%s>%s<div id="__blog-post-container" class="markdown"%s>%s</div>%s</article>'
            '<nav class="pagination-nav docusaurus-mt-lg" aria-label="Blog post page navigation">%s</nav></main>') % (
        7 if toc else 9, ' itemscope="" itemtype="https://schema.org/Blog"' if micro else "", ld, ' itemprop="blogPost" itemscope="" itemtype="https://schema.org/BlogPosting"' if micro else "",
        head, ' itemprop="articleBody"' if micro else "", content, foot, pager)
    cols = [("Docs", ["Getting Started", "Guides", "API Reference"]), ("Community", ["Discord", "Stack Overflow", "X"]), ("More", ["Blog", "GitHub", "Changelog"])]
    footer = ('<footer class="footer footer--dark"><div class="container container-fluid"><div class="row footer__links">%s</div><div class="footer__bottom text--center">'
              '<div class="footer__copyright">Copyright \u00a9 %d %s. Built with Docusaurus.</div></div></div></footer>') % (
        "".join('<div class="col footer__col"><div class="footer__title">%s</div><ul class="footer__items clean-list">%s</ul></div>' % (h, "".join(
            '<li class="footer__item"><a class="footer__link-item" href="/%s">%s</a></li>' % (x.lower().replace(" ", "-"), x) for x in xs)) for h, xs in cols),
        d.year + (1 if d.month > 10 else 0), esc(rs.choice([proj, proj + " contributors", proj + ", Inc."])))
    wrap = "main-wrapper blog-wrapper blog-post-page" if beta else "main-wrapper mainWrapper_z2l0"
    return ('<div id="__docusaurus">%s<div id="__docusaurus_skipToContent_fallback" class="%s"><div class="container margin-vert--lg"><div class="row">%s%s%s</div></div></div>%s</div>'
            '<script src="/assets/js/runtime~main.%08x.js"></script><script src="/assets/js/main.%08x.js"></script>') % (
        nav, wrap, sidebar, post, toc, footer, rs.getrandbits(32), rs.getrandbits(32))


def mat_page(r, rs, t, ver, content, toc_ul, toc_items, who, tags, others, prev, nxt, iso, date_long, mins, edit, org, pkg, proj, h1_in_md, sym,
             foot_nav, mat_tabs, mat_tags, mat_git, giscus, cat, d, base):
    """The page of a MkDocs Material blog post around its content (see docusaurus())."""
    up = "../../../../"
    ell = (lambda x: '<span class="md-ellipsis">%s</span>' % x) if ver == "9.5" else (lambda x: x)
    site = " ".join(BLOG[0].split()[:-1]) or proj
    sections = rs.sample(["Getting started", "Setup", "Reference", "Insiders", "Guides", "Changelog", "Conventions", "Tutorials"], 3)
    nav_items = [("Home", "")] + [(x, x.lower().replace(" ", "-") + "/") for x in sections] + [("Blog", "blog/")]
    header = ('<header class="md-header md-header--shadow" data-md-component="header"><nav class="md-header__inner md-grid" aria-label="Header">'
              '<a href="%s" title="%s" class="md-header__button md-logo" aria-label="%s" data-md-component="logo"><img src="%sassets/logo.svg" alt="logo"></a>'
              '<label class="md-header__button md-icon" for="__drawer"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M3 6h18v2H3V6m0 5h18v2H3v-2m0 5h18v2H3v-2Z"/></svg></label>'
              '<div class="md-header__title" data-md-component="header-title"><div class="md-header__ellipsis"><div class="md-header__topic"><span class="md-ellipsis">%s</span></div>'
              '<div class="md-header__topic" data-md-component="header-topic"><span class="md-ellipsis">%s</span></div></div></div>'
              '<form class="md-header__option" data-md-component="palette"><input class="md-option" data-md-color-media="(prefers-color-scheme: light)" data-md-color-scheme="default" data-md-color-primary="indigo" data-md-color-accent="indigo" aria-label="Switch to dark mode" type="radio" name="__palette" id="__palette_0">'
              '<label class="md-header__button md-icon" title="Switch to dark mode" for="__palette_1" hidden><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 8a4 4 0 0 0-4 4 4 4 0 0 0 4 4 4 4 0 0 0 4-4 4 4 0 0 0-4-4Z"/></svg></label></form>'
              '<label class="md-header__button md-icon" for="__search"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M9.5 3A6.5 6.5 0 0 1 16 9.5c0 1.61-.59 3.09-1.56 4.23l.27.27h.79l5 5-1.5 1.5-5-5v-.79l-.27-.27A6.516 6.516 0 0 1 9.5 16 6.5 6.5 0 0 1 3 9.5 6.5 6.5 0 0 1 9.5 3m0 2C7 5 5 7 5 9.5S7 14 9.5 14 14 12 14 9.5 12 5 9.5 5Z"/></svg></label>'
              '<div class="md-search" data-md-component="search" role="dialog"><label class="md-search__overlay" for="__search"></label><div class="md-search__inner" role="search"><form class="md-search__form" name="search">'
              '<input type="text" class="md-search__input" name="query" aria-label="Search" placeholder="Search" autocapitalize="off" autocorrect="off" autocomplete="off" spellcheck="false" data-md-component="search-query" required>'
              '<label class="md-search__icon md-icon" for="__search"></label><nav class="md-search__options" aria-label="Search"><button type="reset" class="md-search__icon md-icon" title="Clear" aria-label="Clear" tabindex="-1"></button></nav>'
              '<div class="md-search__suggest" data-md-component="search-suggest"></div></form><div class="md-search__output"><div class="md-search__scrollwrap" tabindex="0" data-md-scrollfix>'
              '<div class="md-search-result" data-md-component="search-result"><div class="md-search-result__meta">Initializing search</div><ol class="md-search-result__list" role="presentation"></ol></div></div></div></div></div>'
              '<div class="md-header__source"><a href="https://github.com/%s/%s" title="Go to repository" class="md-source" data-md-component="source"><div class="md-source__icon md-icon">%s</div>'
              '<div class="md-source__repository">%s/%s</div></a></div></nav></header>') % (up, esc(site), esc(site), up, esc(site), esc(t), org, pkg, MD_SVG["git"], org, pkg)
    tabs = ('<nav class="md-tabs" aria-label="Tabs" data-md-component="tabs"><div class="md-grid"><ul class="md-tabs__list">%s</ul></div></nav>' % "".join(
        '<li class="md-tabs__item%s"><a href="%s%s" class="md-tabs__link">%s</a></li>' % (" md-tabs__item--active" if x == "Blog" else "", up, u, x) for x, u in nav_items)) if mat_tabs else ""
    primary = ('<div class="md-sidebar md-sidebar--primary" data-md-component="sidebar" data-md-type="navigation" hidden><div class="md-sidebar__scrollwrap"><div class="md-sidebar__inner">'
               '<nav class="md-nav md-nav--primary%s" aria-label="Navigation" data-md-level="0"><label class="md-nav__title" for="__drawer"><a href="%s" title="%s" class="md-nav__button md-logo" aria-label="%s" data-md-component="logo"><img src="%sassets/logo.svg" alt="logo"></a>%s</label>'
               '<ul class="md-nav__list" data-md-scrollfix>%s</ul></nav></div></div></div>') % (
        " md-nav--lifted" if mat_tabs else "", up, esc(site), esc(site), up, esc(site),
        "".join('<li class="md-nav__item%s"><a href="%s%s" class="md-nav__link">%s</a></li>' % (" md-nav__item--active" if x == "Blog" else "", up, u, ell(x)) for x, u in nav_items))
    tocn = ""
    if toc_items:
        tocn = toc_ul(' class="md-nav__list" data-md-component="toc" data-md-scrollfix', ' class="md-nav__link"', ' class="md-nav__list"')
        tocn = tocn.replace('class="md-nav__link">', 'class="md-nav__link">' + ('<span class="md-ellipsis">' if ver == "9.5" else ""))
        if ver == "9.5":
            tocn = tocn.replace("</a>", "</span></a>")
        tocn = tocn.replace("<li>", '<li class="md-nav__item">')
        tocn = '<label class="md-nav__title" for="__toc"><span class="md-nav__icon md-icon"></span>Table of contents</label>' + tocn
    secondary = ('<div class="md-sidebar md-sidebar--secondary" data-md-component="sidebar" data-md-type="toc"><div class="md-sidebar__scrollwrap"><div class="md-sidebar__inner">'
                 '<nav class="md-nav md-nav--secondary" aria-label="Table of contents">%s</nav></div></div></div>') % tocn
    slug = lambda h: "-".join("".join(c for c in h.lower() if c.isalnum() or c == " ").split())
    authors = ('<div class="md-post__authors md-typeset">%s</div>' % "".join(
        '<div class="md-profile md-post__profile"><span class="md-author md-author--long"><img src="https://avatars.githubusercontent.com/u/%d" alt="%s"></span>'
        '<span class="md-profile__description"><strong>%s</strong><br>%s</span></div>' % (rs.randint(10000, 9999999) + k, nm, '<a href="https://github.com/%s">%s</a>' % (h, nm) if k % 2 == 0 else nm, role)
        for k, (nm, h, role) in enumerate(who))) if who else ""
    cats = r.sample([cat, "Release", "General", "Engineering", "Announcements", "Community"], r.choice([1, 1, 2]))
    links = []
    if r.random() < 0.3:
        links = [title(r) for _ in range(r.randint(1, 3))]
        EXTRAS.extend(links)
    meta = ('<ul class="md-post__meta md-nav__list"><li class="md-nav__item md-nav__item--section"><div class="md-post__title"><span class="md-ellipsis">Metadata</span></div><nav class="md-nav"><ul class="md-nav__list">'
            '<li class="md-nav__item"><div class="md-nav__link">%s<time datetime="%s 00:00:00" class="md-ellipsis">%s</time></div></li>'
            '<li class="md-nav__item"><div class="md-nav__link">%s<span class="md-ellipsis">in %s</span></div></li>'
            '<li class="md-nav__item"><div class="md-nav__link">%s<span class="md-ellipsis">%s</span></div></li></ul></nav></li></ul>%s') % (
        MD_SVG["cal"], iso, date_long, MD_SVG["shelf"], ", ".join('<a href="%scategory/%s/">%s</a>' % (up, slug(c), esc(c)) for c in cats),
        MD_SVG["clock"], "1 min read" if mins == 1 else "%d min read" % mins,
        ('<ul class="md-post__meta md-nav__list"><li class="md-nav__item md-nav__item--section"><div class="md-post__title"><span class="md-ellipsis">Related links</span></div><nav class="md-nav"><ul class="md-nav__list">%s</ul></nav></li></ul>' % "".join(
            '<li class="md-nav__item"><a href="%s%s/" class="md-nav__link">%s</a></li>' % (up, slug(x), ell(esc(x))) for x in links)) if links else "")
    post_side = ('<div class="md-sidebar md-sidebar--post" data-md-component="sidebar" data-md-type="navigation"><div class="md-sidebar__scrollwrap"><div class="md-sidebar__inner md-post">'
                 '<nav class="md-nav md-nav--primary"><div class="md-post__back"><div class="md-nav__title md-nav__container"><a href="%s" class="md-nav__link">%s<span class="md-ellipsis">Back to index</span></a></div></div>'
                 '%s%s</nav></div></div></div>') % (up, MD_SVG["left"], authors, meta)
    tagnav = '<nav class="md-tags">%s</nav>' % "".join('<a href="%stags/#%s" class="md-tag">%s</a>' % (up, slug(x), esc(x)) for x in tags) if mat_tags else ""
    editb = '<a href="%s" title="Edit this page" class="md-content__button md-icon">%s</a>' % (edit, MD_SVG["edit"])
    h1 = "" if h1_in_md else "<h1>%s</h1>" % esc(t)
    if h1_in_md:
        i = slug(t)
        content = '<h1 id="%s">%s<a class="headerlink" href="#%s" title="Permanent link">%s</a></h1>\n%s' % (i, esc(t), i, sym, content)
    src = ""
    if mat_git:
        src = ('<aside class="md-source-file"><span class="md-source-file__fact"><span class="md-icon" title="Last update">%s</span><span class="git-revision-date-localized-plugin git-revision-date-localized-plugin-date">%s</span></span>'
               '<span class="md-source-file__fact"><span class="md-icon" title="Created">%s</span><span class="git-revision-date-localized-plugin git-revision-date-localized-plugin-date">%s</span></span></aside>') % (
            MD_SVG["clock"], date_long, MD_SVG["cal"], date_long)
    com = ('<h2 id="__comments">Comments</h2><script src="https://giscus.app/client.js" data-repo="%s/%s" data-repo-id="R_kgDO%x" data-category="Blog" data-category-id="DIC_kwDO%x" data-mapping="pathname" data-reactions-enabled="1" '
           'data-emit-metadata="0" data-input-position="top" data-theme="light" data-lang="en" crossorigin="anonymous" async></script>') % (org, pkg, rs.getrandbits(24), rs.getrandbits(24)) if giscus else ""
    article = ('<div class="md-content md-content--post" data-md-component="content">%s<article class="md-content__inner md-typeset">%s%s%s\n%s\n%s%s</article></div>') % (
        post_side, tagnav, editb, h1, content, src, com)
    fnav = ""
    if foot_nav and (prev or nxt):
        fnav = '<nav class="md-footer__inner md-grid" aria-label="Footer">%s%s</nav>' % (
            '<a href="%s%s/" class="md-footer__link md-footer__link--prev" aria-label="Previous: %s"><div class="md-footer__button md-icon">%s</div><div class="md-footer__title"><span class="md-footer__direction">Previous</span><div class="md-ellipsis">%s</div></div></a>' % (
                up, slug(prev), esc(prev), MD_SVG["left"], esc(prev)) if prev else "",
            '<a href="%s%s/" class="md-footer__link md-footer__link--next" aria-label="Next: %s"><div class="md-footer__title"><span class="md-footer__direction">Next</span><div class="md-ellipsis">%s</div></div><div class="md-footer__button md-icon">%s</div></a>' % (
                up, slug(nxt), esc(nxt), esc(nxt), MD_SVG["right"]) if nxt else "")
    footer = ('<footer class="md-footer">%s<div class="md-footer-meta md-typeset"><div class="md-footer-meta__inner md-grid"><div class="md-copyright"><div class="md-copyright__highlight">Copyright &copy; %d %s</div>'
              'Made with <a href="https://squidfunk.github.io/mkdocs-material/" target="_blank" rel="noopener">Material for MkDocs</a></div><div class="md-social">'
              '<a href="https://github.com/%s" target="_blank" rel="noopener" title="github.com" class="md-social__link">%s</a></div></div></div></footer>') % (fnav, d.year, esc(proj), org, MD_SVG["git"])
    cfg = json.dumps({"base": up.rstrip("/"), "features": ["content.code.copy", "content.action.edit"] + (["navigation.footer"] if foot_nav else []) + (["navigation.tabs"] if mat_tabs else []),
                      "search": "%sassets/javascripts/workers/search.%08x.min.js" % (up, rs.getrandbits(32)),
                      "translations": {"clipboard.copied": "Copied to clipboard", "clipboard.copy": "Copy to clipboard", "search.result.more.one": "1 more on this page",
                                       "search.result.none": "No matching documents", "search.result.one": "1 matching document", "search.result.placeholder": "Type to start searching"}})
    return ('<input class="md-toggle" data-md-toggle="drawer" type="checkbox" id="__drawer" autocomplete="off"><input class="md-toggle" data-md-toggle="search" type="checkbox" id="__search" autocomplete="off">'
            '<label class="md-overlay" for="__drawer"></label><div data-md-component="skip"><a href="#%s" class="md-skip">Skip to content</a></div><div data-md-component="announce"></div>%s'
            '<div class="md-container" data-md-component="container">%s<main class="md-main" data-md-component="main"><div class="md-main__inner md-grid">%s%s%s</div>'
            '<button type="button" class="md-top md-icon" data-md-component="top" hidden><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M13 20h-2V8l-5.5 5.5-1.42-1.42L12 4.16l7.92 7.92-1.42 1.42L13 8v12Z"/></svg>Back to top</button></main>%s</div>'
            '<div class="md-dialog" data-md-component="dialog"><div class="md-dialog__inner md-typeset"></div></div><script id="__config" type="application/json">%s</script>'
            '<script src="%sassets/javascripts/bundle.%08x.min.js"></script>') % (
        slug(t) if h1_in_md else "", header, tabs, primary, secondary, article, footer, cfg, up, rs.getrandbits(32))


def vp_page(r, rs, t, ver, content, toc_ul, toc_items, who, tags, others, prev, nxt, iso, date_long, mins, edit, org, pkg, proj, vp_side, vp_meta, edit_text, d, base):
    """The page of a VitePress blog post around its content (see docusaurus())."""
    hv = random.Random(BLOG[0] + " vp hashes")
    dv = lambda: " data-v-%08x" % hv.getrandbits(32)
    V = {k: dv() for k in ("layout", "nav", "bar", "title", "menu", "link", "search", "social", "local", "side", "content", "doc", "aside", "outline", "footer", "docfoot", "vpfoot", "main")}
    slug = lambda h: "-".join("".join(c for c in h.lower() if c.isalnum() or c == " ").split())
    items = rs.sample(["Guide", "Config", "API", "Plugins", "Blog", "Resources", "Team", "Releases"], 3)
    if "Blog" not in items:
        items[-1] = "Blog"
    sb = ' has-sidebar' if vp_side else ""
    nav = ('<header class="VPNav"%s%s><div class="VPNavBar%s top"%s%s><div class="wrapper"%s><div class="container"%s><div class="title"%s><div class="VPNavBarTitle%s"%s%s><a class="title" href="/"%s><!--[--><!--]--><!--[--><img class="VPImage logo" src="/logo.svg" alt><!--]--><span%s>%s</span><!--[--><!--]--></a></div></div>'
           '<div class="content"%s><div class="content-body"%s><!--[--><!--]--><div class="VPNavBarSearch search"%s><!--[--><div id="local-search"><button type="button" class="DocSearch DocSearch-Button" aria-label="Search"><span class="DocSearch-Button-Container"><span class="vp-icon DocSearch-Search-Icon"></span>'
           '<span class="DocSearch-Button-Placeholder">Search</span></span><span class="DocSearch-Button-Keys"><kbd class="DocSearch-Button-Key"></kbd><kbd class="DocSearch-Button-Key">K</kbd></span></button></div><!--]--></div>'
           '<nav aria-labelledby="main-nav-aria-label" class="VPNavBarMenu menu"%s><span id="main-nav-aria-label" class="visually-hidden"%s> Main Navigation </span><!--[-->%s<!--]--></nav>'
           '<div class="VPNavBarAppearance appearance"%s><button class="VPSwitch VPSwitchAppearance" type="button" role="switch" title="Switch to dark theme" aria-checked="false"><span class="check"><span class="icon"><span class="vpi-sun sun"></span><span class="vpi-moon moon"></span></span></span></button></div>'
           '<div class="VPSocialLinks VPNavBarSocialLinks social-links"%s><!--[--><a class="VPSocialLink no-icon" href="https://github.com/%s/%s" aria-label="github" target="_blank" rel="noopener"><span class="vpi-social-github"></span></a><!--]--></div>'
           '<div class="VPFlyout VPNavBarExtra extra"><button type="button" class="button" aria-haspopup="true" aria-expanded="false" aria-label="extra navigation"><span class="vpi-more-horizontal icon"></span></button></div>'
           '<!--[--><!--]--><button type="button" class="VPNavBarHamburger hamburger" aria-label="mobile navigation" aria-expanded="false" aria-controls="VPNavScreen"><span class="container"><span class="top"></span><span class="middle"></span><span class="bottom"></span></span></button></div></div></div></div>'
           '<div class="divider"><div class="divider-line"></div></div></div><!----></header>') % (
        V["layout"], V["nav"], sb, V["nav"], V["bar"], V["bar"], V["bar"], V["bar"], sb, V["bar"], V["title"], V["title"], V["title"], esc(proj),
        V["bar"], V["bar"], V["bar"], V["bar"], V["menu"], "".join('<a class="VPLink link VPNavBarMenuLink%s" href="/%s/"%s><!--[--><span>%s</span><!--]--></a>' % (
            " active" if x == "Blog" else "", x.lower(), V["link"], x) for x in items), V["bar"], V["bar"], org, pkg)
    local = ('<div class="VPLocalNav%s empty fixed"%s%s><div class="container"%s>%s<div class="VPLocalNavOutlineDropdown" style="--vp-vh:0px;"%s><button%s>On this page<span class="vpi-chevron-right icon"></span></button><!----></div></div></div>') % (
        sb, V["layout"], V["local"], V["local"], '<button class="menu" aria-expanded="false" aria-controls="VPSidebarNav"%s><span class="vpi-align-left menu-icon"></span><span class="menu-text">Menu</span></button>' % V["local"] if vp_side else "",
        V["local"], V["outline"])
    side = ""
    if vp_side:
        posts = [t] + others[2:2 + rs.choice([5, 7, 9])]
        EXTRAS.extend(posts[1:])
        side = ('<aside class="VPSidebar"%s%s><div class="curtain"></div><nav class="nav" id="VPSidebarNav" aria-labelledby="sidebar-aria-label" tabindex="-1"><span class="visually-hidden" id="sidebar-aria-label"> Sidebar Navigation </span>'
                '<!--[--><!--]--><!--[--><div class="group"><section class="VPSidebarItem level-0 collapsible has-active"><div class="item" role="button" tabindex="0"><div class="indicator"></div><h2 class="text">Blog</h2>'
                '<div class="caret" role="button" aria-label="toggle section" tabindex="0"><span class="vpi-chevron-right caret-icon"></span></div></div><div class="items"><!--[-->%s<!--]--></div></section></div><!--]--><!--[--><!--]--></nav></aside>') % (
            V["layout"], V["side"], "".join('<div class="VPSidebarItem level-1 is-link%s"><div class="item"><div class="indicator"></div><a class="VPLink link link" href="/blog/%s"><!--[--><p class="text">%s</p><!--]--></a><!----></div><!----></div>' % (
                " is-active has-active" if x == t else "", slug(x), esc(x)) for x in posts))
    if ver == "alpha":
        outline = ('<nav aria-labelledby="doc-outline-aria-label" class="VPDocAsideOutline has-outline"%s><div class="content"><div class="outline-marker"></div><div class="outline-title">On this page</div>'
                   '<nav aria-labelledby="doc-outline-aria-label"><span class="visually-hidden" id="doc-outline-aria-label"> Table of Contents for current page </span>%s</nav></div></nav>') % (
            V["outline"], toc_ul(' class="root"', ' class="outline-link"', ' class="nested"') if toc_items else "<ul class=\"root\"></ul>")
    else:
        outline = ('<nav aria-labelledby="doc-outline-aria-label" class="VPDocAsideOutline" role="navigation"%s><div class="content"%s><div class="outline-marker"%s></div>'
                   '<div aria-level="2" class="outline-title" id="doc-outline-aria-label" role="heading"%s>On this page</div><ul class="VPDocOutlineItem root"%s><!--[--><!--]--></ul></div></nav>') % (
            V["outline"], V["outline"], V["outline"], V["outline"], V["outline"])
    aside = ('<div class="aside"%s><div class="aside-curtain"%s></div><div class="aside-container"%s><div class="aside-content"%s><div class="VPDocAside"%s><!--[--><!--]--><!--[--><!--]-->%s<!--[--><!--]--><div class="spacer"></div><!--[--><!--]--><!----><!--[--><!--]--><!--[--><!--]--></div></div></div></div>') % (
        V["doc"], V["doc"], V["doc"], V["doc"], V["aside"], outline)
    # the post's own h1, and its date where the site writes one
    i = slug(t)
    if ver == "alpha":
        h1 = '<h1 id="%s" tabindex="-1"><a class="header-anchor" href="#%s" aria-hidden="true">#</a> %s</h1>' % (i, i, esc(t))
    elif ver == "rc":
        h1 = '<h1 id="%s" tabindex="-1">%s <a class="header-anchor" href="#%s" aria-hidden="true">#</a></h1>' % (i, esc(t), i)
    else:
        h1 = '<h1 id="%s" tabindex="-1">%s <a class="header-anchor" href="#%s" aria-label="Permalink to &quot;%s&quot;">&ZeroWidthSpace;</a></h1>' % (i, esc(t), i, esc(t))
    before = ""
    if vp_meta == "italic":
        h1 += "<p><em>%s</em></p>" % date_long
    elif vp_meta == "component":
        pm = dv()
        before = ('<div class="post-meta"%s><time class="post-date" datetime="%s"%s>%s</time><ul class="post-authors"%s>%s</ul></div>') % (
            pm, iso, pm, date_long, pm, "".join('<li class="post-author"><img class="post-author-avatar" src="https://github.com/%s.png" alt=""><a href="https://github.com/%s" target="_blank" rel="noopener">%s</a></li>' % (h, h, nm) for nm, h, _ in who))
    cls = "_" + "".join(c if c.isalnum() else "_" for c in "blog/" + base)
    main = '<main class="main"%s><div style="position:relative;" class="vp-doc %s"%s><div>%s%s</div></div></main>' % (V["doc"], cls, V["doc"], h1, content)
    upd = d + datetime.timedelta(days=r.randint(0, 200))
    dfoot = ('<footer class="VPDocFooter"%s%s><!--[--><!--]--><div class="edit-info"%s><div class="edit-link"%s><a class="VPLink link vp-external-link-icon no-icon edit-link-button" href="%s" target="_blank" rel="noreferrer"%s><!--[--><span class="vpi-square-pen edit-link-icon"%s></span> %s<!--]--></a></div>'
             '<div class="last-updated"%s><p class="VPLastUpdated"%s>Last updated: <time datetime="%sT10:%02d:00.000Z"%s>%s</time></p></div></div>'
             '<nav class="prev-next" aria-labelledby="doc-footer-aria-label"%s><span class="visually-hidden" id="doc-footer-aria-label"%s>Pager</span><div class="pager"%s>%s</div><div class="pager"%s>%s</div></nav></footer>') % (
        V["doc"], V["docfoot"], V["docfoot"], V["docfoot"], edit, V["docfoot"], V["docfoot"], edit_text, V["docfoot"], V["docfoot"], upd.isoformat(), r.randint(0, 59), V["docfoot"],
        "" if ver != "alpha" else "%d/%d/%d, 10:%02d AM" % (upd.month, upd.day, upd.year % 100, r.randint(0, 59)),
        V["docfoot"], V["docfoot"], V["docfoot"],
        '<a class="VPLink link pager-link prev" href="/blog/%s"%s><!--[--><span class="desc"%s>Previous page</span><span class="title"%s>%s</span><!--]--></a>' % (slug(prev), V["docfoot"], V["docfoot"], V["docfoot"], esc(prev)) if prev else "",
        V["docfoot"],
        '<a class="VPLink link pager-link next" href="/blog/%s"%s><!--[--><span class="desc"%s>Next page</span><span class="title"%s>%s</span><!--]--></a>' % (slug(nxt), V["docfoot"], V["docfoot"], V["docfoot"], esc(nxt)) if nxt else "")
    doc = ('<div class="VPContent%s" id="VPContent"%s%s><div class="VPDoc%s has-aside"%s%s><!--[--><!--]--><div class="container"%s>%s<div class="content"%s><div class="content-container"%s><!--[-->%s<!--]-->%s%s<!--[--><!--]--></div></div></div></div></div>') % (
        sb, V["layout"], V["content"], sb, V["content"], V["doc"], V["doc"], aside, V["doc"], V["doc"], before, main, dfoot)
    vfoot = ('<footer class="VPFooter%s"%s%s><div class="container"%s><p class="message"%s>Released under the MIT License.</p><p class="copyright"%s>Copyright \u00a9 %d-present %s</p></div></footer>') % (
        sb, V["layout"], V["vpfoot"], V["vpfoot"], V["vpfoot"], V["vpfoot"], d.year - rs.randint(1, 5), esc(rs.choice([proj, org, proj + " contributors"])))
    data = json.dumps(json.dumps({"lang": "en-US", "dir": "ltr", "title": proj, "description": "The %s documentation and blog" % proj, "base": "/", "head": [], "router": {"prefetchLinks": True},
                                  "appearance": True, "themeConfig": {"logo": "/logo.svg", "editLink": {"pattern": "https://github.com/%s/%s/edit/main/docs/:path" % (org, pkg), "text": edit_text},
                                                                       "socialLinks": [{"icon": "github", "link": "https://github.com/%s/%s" % (org, pkg)}], "footer": {"message": "Released under the MIT License."}},
                                  "locales": {}, "scrollOffset": 134, "cleanUrls": True}))
    return ('<div id="app"><div class="Layout"%s><!--[--><!--]--><!--[--><span tabindex="-1"%s></span><a href="#VPContent" class="VPSkipLink visually-hidden"%s> Skip to content </a><!--]--><!---->%s%s%s%s%s<!--[--><!--]--></div></div>'
            '<script>window.__VP_HASH_MAP__=JSON.parse("{\\"blog_%s.md\\":\\"%08x\\",\\"index.md\\":\\"%08x\\"}");window.__VP_SITE_DATA__=JSON.parse(%s);</script>') % (
        V["layout"], V["layout"], V["layout"], nav, local, side, doc, vfoot, base.replace("/", "_"), rs.getrandbits(32), rs.getrandbits(32), data)



ML_ROLES = ["Senior Software Engineer", "Kernel Developer", "Principal Engineer", "Maintainer", "Software Engineer", "Release Manager", "Staff Engineer", "CTO"]
ML_DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def mailarchive(r, t, body, cat, cs):
    """A message posted to a project's development list, from the list's
    feed, on the page its archiver writes, one archiver a site: most
    messages a reply quoting the one before (an attribution line "On
    Thu, Dec 7, 2023 at 10:32 AM NAME <ADDR> wrote:", "NAME writes:" or
    the like, then quoted lines "> " between the answer's paragraphs,
    now and then a quote of a quote ">> " under its own attribution; on
    the Mailman sites, from webmail's and Thunderbird's users at times,
    a top-posted answer over the whole quoted message), the others a proposal or a question ("Hi all,", "[RFC]"
    at times) or a patch ("[PATCH v2 1/3]": the commit message,
    "Signed-off-by:", "---", the diffstat and the diff's hunks, "-- " and
    git's version); a short diff or a list's items ("- ", "1. ") among
    the paragraphs of some, a
    greeting and a sign-off ("Thanks,", the first name) on many, a
    signature after "-- " (the name, a role and a company, a URL) for
    some senders; lines wrapped at 72 columns by mutt, git and
    Thunderbird, a paragraph a line from the webmail users.
    public-inbox (lore.kernel.org's): the inbox's name, the search box,
    "help / color / mirror / Atom feed", the whole message in
    pre#b: "From:", "To:", "Cc:", "Subject:" (its link to the thread),
    "Date:" and "[thread overview]", "Message-ID:" and "(raw)",
    "In-Reply-To:", then the body, quotes in span.q, diffs in spans of
    add, del, head and hunk, the diffstat's files linked,
    "[-- Attachment #2: signature.asc --]" on signed messages; after
    it "next prev parent reply", "other threads:[~2023-12-07 10:32
    UTC|newest]", "Thread overview: 6+ messages / expand[flat|nested]
    mbox.gz Atom feed top" and the thread's skeleton (date, "` ", the
    subject and the sender, "[this message]"), a patch's "find likely
    ancestor, descendant, or conflicting patches" form, "Reply
    instructions:" and git send-email's lines, "This is a public inbox,
    see mirroring instructions".  Mailman 3's HyperKitty (2020-2024, of
    its two renderings): the navbar with "Search this list", "Sign In",
    "Sign Up" and "Manage this list", the months' accordion and "List
    overview", the "thread" back link and the subject's h1, the
    sender's gravatar and name, "Thursday, 7 December 2023" or "7 Dec
    2023" and "10:32 a.m.", the fixed-font toggle and permalink, the
    div.email-body (the raw text in pre-wrap, wrapped at 90 columns,
    quoted lines in div.quoted-text behind a "..." switch, or the newer paragraphs'
    <p>s, quotes in blockquote.quoted-text, the signature in
    div.text-muted), "Attachments:" at times, the votes and "Reply",
    "Back to the thread" and "Back to the list", "Powered by
    HyperKitty"; the list's footer ("NAME mailing list -- ADDR", "To
    unsubscribe send an email to") closing the body on most sites.
    MHonArc (2.6, lists.gnu.org's or an archive's that subscribes):
    its X- comments, "[Date Prev][Date Next][Thread Prev][Thread
    Next][Date Index][Thread Index]", the subject's h1, the header's ul
    (From, Subject, Date), the body in a pre or in a tt of <br>s,
    addresses hidden ("address@hidden") on some sites, the Mailman 2
    footer ("NAME mailing list", the address, the listinfo URL), an
    "Attachment:" line, "Follow-Ups" and "References", "Prev by Date:",
    "Next by thread:", "Index(es):" or the thread's slice "[Prev in
    Thread] Current Thread [Next in Thread]".  Pipermail (Mailman 2.1):
    the h1 "[Listname] Re: subject", the sender's name in bold, "bob at
    example.org", the date in italics, "Previous message (by thread):"
    or "Previous message:", "Next message", "Messages sorted by: [ date
    ] [ thread ] [ subject ] [ author ]", the body's PRE between the
    beginarticle and endarticle comments, quoted lines "&gt;<i> ...
    </I>", "-------------- next part --------------" and "An HTML
    attachment was scrubbed..." or the signature's scrubbed lines, the
    footer on some sites, "More information about the NAME mailing
    list".  The replies under the message are the thread's (names,
    subjects and dates in the skeleton, "Follow-Ups" and the like, not
    their texts).  The feed's description: public-inbox's Atom content
    (the whole message in its pre, quotes in span.q), HyperKitty's
    whole text ("@" as the full-width "＠"), MHonArc's $X-MSG-PREVIEW$ of 256
    characters, a pipermail feed's first 300.  The truth: the message's
    text as read: its paragraphs (a paragraph's wrapped lines joined),
    the greeting, attribution, sign-off and trailer lines, the quoted
    lines as shown (with their "> " where the archiver shows them,
    without on HyperKitty), the patch's and the diffs' lines; not the
    header fields, the subject, the signature after "-- ", git's
    version, the list's footer, the attachments' notes, the thread's
    skeleton nor the navigation."""
    rs = random.Random(BLOG[0] + " mailarchive")
    arch = ["pi", "hk", "mh", "pm"][DATE_STYLE]  # public-inbox, HyperKitty, MHonArc, pipermail
    proj = max(BLOG[0].lower().split()[:-1], key=len)
    lname = proj + (rs.choice(["-devel", "-devel", "-dev", "-discuss", "-hackers", "-patches"]) if arch != "pi" else rs.choice(["", "", "-devel", "-dev"]))
    host = ("lists.%s.org" if arch != "pi" else "vger.%s.org") % proj
    laddr = "%s@%s" % (lname, host)
    Lname = lname[0].upper() + lname[1:]
    prefix = "[%s] " % Lname if arch != "pi" and rs.random() < {"hk": 0.4, "mh": 0.5, "pm": 0.75}[arch] else ""
    footer = arch == "mh" or (arch == "hk" and rs.random() < 0.75) or (arch == "pm" and rs.random() < 0.4)
    lang = rs.choice(["c", "c", "py"])
    obfs = rs.random() < 0.3                    # public-inbox's obfuscate, MHonArc's "address@hidden"
    hk_new = rs.random() < 0.6                  # HyperKitty 1.3.5+ (mistune's rendering) or older
    pi_new = rs.random() < 0.7                  # public-inbox 1.7+ or 1.2-1.6
    mh_tt = rs.random() < 0.35                  # MHonArc's text in a tt of <br>s, or a pre
    mh_slice = rs.random() < 0.5                # lists.gnu.org's thread slice, or "Follow-Ups" and "References"
    mh_tag = rs.choice(["em", "strong", "b"])
    pm_new = rs.random() < 0.7                  # "Previous message (by thread):" (2.1.10 on) or "Previous message:"
    hk_ver = rs.choice(["1.3.5", "1.3.7", "1.3.8", "1.3.9"]) if hk_new else rs.choice(["1.2.2", "1.3.0", "1.3.2", "1.3.4"])
    site = " ".join(BLOG[0].split()[:-1])
    src_dir = rs.choice(["src", "lib", "drivers/%s" % proj, proj, "tools/%s" % proj])
    foot_more = rs.random() < 0.4               # HyperKitty's footer with the list's links (Fedora's)
    pi_desc = rs.choice(["%s development" % site, "%s Archive on lore.%s.org" % (proj.upper(), proj), "%s discussion and patches" % site])
    pi_code = rs.random() < 0.3                 # "Code repositories for project(s) associated with this public inbox"
    pi_urls = rs.choice([";\nas well as URLs for NNTP newsgroup(s).", ";\nas well as URLs for read-only IMAP folder(s) and NNTP newsgroup(s).", ""])
    hk_brand = rs.choice(["%s Mailing Lists" % site, "%s mailing lists" % site, "Mailing Lists", "%s Archives" % site])
    mh_ver = rs.choice([10, 19, 19])
    people = NAMES[:10]
    me = r.choice(people)
    first = lambda n: n.split()[0]
    ch = lambda s, k: "".join(r.choice(s) for _ in range(k))

    def who(n):
        """A sender's address, mail client and signature, the same on every page."""
        u = random.Random(BLOG[0] + " mailer " + n)
        f, l = n.lower().split()
        dom = u.choice(["gmail.com", "gmail.com", proj + ".org", LEXICON[u.randrange(len(LEXICON))] + ".com", LEXICON[u.randrange(len(LEXICON))] + ".io", "posteo.net", "fastmail.com"])
        addr = u.choice([f + "." + l, f + l, f, f[0] + l]) + "@" + dom
        ua = "gmail" if dom == "gmail.com" and u.random() < 0.7 else u.choice(["mutt", "tb", "tb", "git", "gnus"])
        if arch == "pi" and ua == "gmail" and u.random() < 0.6:
            ua = "mutt"
        sig = []
        if u.random() < 0.4:
            co = LEXICON[u.randrange(len(LEXICON))].title() + u.choice([" Systems", " Labs", " GmbH", " Inc.", " Software", ""])
            sig = u.choice([[n, "%s, %s" % (u.choice(ML_ROLES), co)], [first(n)], [n, "https://%s.%s.example/" % (f, l)],
                            [n + " <%s>" % addr, "%s | %s" % (co, u.choice(ML_ROLES))]])
        return addr, ua, sig
    # an address as the archiver shows it
    show = lambda a: (a.replace("@", " at ") if arch == "pm" else a.replace("@", "(a)") if arch == "hk" else
                      ("address@hidden" if obfs else a) if arch == "mh" else (a[:a.rfind(".")] + "\u2022" + a[a.rfind(".") + 1:] if obfs else a))
    myaddr, ua, sig = who(me)
    wrapped = ua != "gmail" or r.random() < 0.15
    when = datetime.datetime(r.choice([2020, 2021, 2022, 2023, 2024]), r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))
    tz = random.Random(BLOG[0] + " tz " + me).choice([0, 60, 60, 120, -300, -480, -240, 330, 540, 0])
    local = when + datetime.timedelta(minutes=tz)
    hdr_date = lambda d, z: "%s, %d %s %d %02d:%02d:%02d %s%02d%02d" % (ML_DAYS[d.weekday()], d.day, MONTHS[d.month - 1][:3], d.year, d.hour, d.minute, d.second,
                                                                      "+" if z >= 0 else "-", abs(z) // 60, abs(z) % 60)

    def wrap(x, w=72):
        out, cur = [], ""
        for y in x.split(" "):
            if cur and len(cur) + 1 + len(y) > w:
                out.append(cur)
                cur = y
            else:
                cur = cur + " " + y if cur else y
        return out + [cur] if cur else out

    def linkify(s, fmt):
        """s (escaped) with its https:// URLs links written by fmt."""
        out, i = "", 0
        while True:
            k = s.find("https://", i)
            if k < 0:
                return out + s[i:]
            j = k
            while j < len(s) and s[j] not in " \t\n" and not s.startswith("&gt;", j) and not s.startswith("&lt;", j):
                j += 1
            out += s[i:k] + fmt % (s[k:j], s[k:j])
            i = j

    def attribution(n, d, client):
        a = show(who(n)[0])
        h12 = "%d:%02d %s" % ((d.hour + 11) % 12 + 1, d.minute, "AM" if d.hour < 12 else "PM")
        mon = MONTHS[d.month - 1][:3]
        return {"gmail": "On %s, %s %d, %d at %s %s <%s> wrote:" % (ML_DAYS[d.weekday()], mon, d.day, d.year, h12, n, a),
                "mutt": "On %s, %s %02d, %d at %02d:%02d:%02d%s %s, %s wrote:" % (ML_DAYS[d.weekday()], mon, d.day, d.year, (d.hour + 11) % 12 + 1, d.minute, d.second,
                                                                          "AM" if d.hour < 12 else "PM", r.choice(["+0000", "+0100", "+0200", "-0500"]), n),
                "tb": r.choice(["On %d/%d/%02d %s, %s wrote:" % (d.month, d.day, d.year % 100, h12, n), "On %02d/%02d/%d %02d:%02d, %s wrote:" % (d.day, d.month, d.year, d.hour, d.minute, n),
                                "On %d. %s %d %02d:%02d, %s wrote:" % (d.day, mon, d.year, d.hour, d.minute, n)]),
                "git": "On %s, %d %s %d %02d:%02d:%02d +0000, %s wrote:" % (ML_DAYS[d.weekday()], d.day, mon, d.year, d.hour, d.minute, d.second, n),
                "gnus": "%s <%s> writes:" % (n, a)}[client]

    def code():
        a, b, c = [LEXICON[r.randrange(len(LEXICON))] for _ in range(3)]
        if lang == "py":
            return r.choice(["    if not %s.%s:" % (a, b), "        return %s(%s)" % (c, a), "    %s = self.%s.get(%s, %d)" % (a, b, c, r.randint(0, 64)),
                             "    for %s in %s.%s():" % (a, b, c), "        %s.append(%s)" % (a, b), "    raise %sError(%s)" % (c.title(), a), "    return %s" % b])
        return r.choice(["\tif (!%s->%s)" % (a, b), "\t\treturn -E%s;" % r.choice(["INVAL", "NOMEM", "BUSY", "AGAIN", "IO", "NODEV"]), "\t%s = %s_%s(%s, %d);" % (a, b, c, a, r.randint(0, 64)),
                         "\tstruct %s *%s;" % (a, b), "\tret = %s_%s(%s);" % (a, b, c), "\t\tgoto out_%s;" % a, "\tspin_lock(&%s->%s);" % (a, b), "\t%s->%s = %s;" % (a, b, c),
                         "\tint %s = 0;" % a, "\tif (%s < %d)" % (a, r.randint(1, 256))])

    def diff(nfiles):
        """A patch's diffstat and hunks: (stat lines, diff lines)."""
        ext = "py" if lang == "py" else r.choice(["c", "c", "h"])
        base = src_dir
        stats, lines, tot = [], [], [0, 0]
        for _ in range(nfiles):
            path = "%s/%s.%s" % (base, LEXICON[r.randrange(len(LEXICON))], ext)
            ctx, dels, adds, tail = ([code() for _ in range(r.randint(lo, hi))] for lo, hi in ((1, 3), (0, 3), (1, 5), (0, 3)))
            at, fn = r.randint(12, 900), LEXICON[r.randrange(len(LEXICON))]
            lines += ["diff --git a/%s b/%s" % (path, path), "index %07x..%07x 100644" % (r.getrandbits(28), r.getrandbits(28)), "--- a/" + path, "+++ b/" + path,
                      "@@ -%d,%d +%d,%d @@ %s" % (at, len(ctx) + len(dels) + len(tail), at, len(ctx) + len(adds) + len(tail),
                                                 "def %s(self):" % fn if lang == "py" else "static int %s(struct %s *%s)" % (fn, proj, fn[:3]))]
            lines += [" " + x for x in ctx] + ["-" + x for x in dels] + ["+" + x for x in adds] + [" " + x for x in tail]
            stats.append((path, len(adds) + len(dels), "+" * len(adds) + "-" * len(dels)))
            tot[0] += len(adds)
            tot[1] += len(dels)
        w = max(len(p) for p, _, _ in stats)
        sl = [" %s | %2d %s" % (p.ljust(w), n, g) for p, n, g in stats]
        sl.append(" %d file%s changed, %d insertion%s(+)%s" % (nfiles, "s" if nfiles > 1 else "", tot[0], "s" if tot[0] != 1 else "",
                                                              ", %d deletion%s(-)" % (tot[1], "s" if tot[1] != 1 else "") if tot[1] else ""))
        return sl, lines

    # the message as blocks: ("p", paragraph), ("a", attribution line),
    # ("l", lines), ("q", [(depth, line)]), ("c", code lines)
    x = r.random()
    kind = "patch" if x < 0.18 else "start" if x < 0.42 else "reply"
    ver = r.choice(["", "", " v2", " v3"])
    nser = r.choice([1, 1, 2, 3, 4])
    pnum = r.randint(1, nser)
    tag = "[PATCH%s%s] " % (ver, " %d/%d" % (pnum, nser) if nser > 1 else "")
    parent = r.choice([n for n in people if n != me])
    pwhen = when - datetime.timedelta(minutes=r.randint(30, 4 * 24 * 60))
    signoffs = [["Thanks,", first(me)], ["Cheers,", first(me)], ["Regards,", first(me)], ["Best regards,", me], ["Thanks!"], [first(me)], ["Best,", first(me)]]
    blocks, diffs, top, subj = [], None, False, t
    if kind == "patch":
        subj = tag + t
        blocks += [("p", y) for y in body]
        trailers = ["Signed-off-by: %s <%s>" % (me, show(myaddr))]
        if r.random() < 0.3:
            rv = r.choice([n for n in people if n != me])
            trailers.insert(0, r.choice(["Reviewed-by", "Suggested-by", "Reported-by", "Acked-by"]) + ": %s <%s>" % (rv, show(who(rv)[0])))
        stat, diffs = diff(r.choice([1, 1, 1, 2]))
        notes = ["Changes in%s:" % ver] + ["- " + sentence(r, 4, 10) for _ in range(r.randint(1, 3))] + [""] if ver and r.random() < 0.6 else []
        blocks.append(("l", trailers + ["---"] + notes + stat))
        blocks.append(("c", diffs))
        sig = [r.choice(["2.39.2", "2.40.1", "2.41.0", "2.42.0", "2.43.0", "2.34.1", "2.25.1"])]
        ua = "git"
    else:
        if kind == "reply":
            subj = "Re: " + r.choice([t, t, "[RFC] " + t, tag + t])
        elif r.random() < 0.25:
            subj = "[RFC] " + t
        if r.random() < (0.6 if kind == "start" else 0.3):
            blocks.append(("l", [r.choice(["Hi all,", "Hello,", "Hi,", "Hi everyone,", "Hello all,"]) if kind == "start" else r.choice(["Hi %s,", "Hey %s,", "Hello %s,"]) % first(parent)]))
        mine = [("p", y) for y in body]
        if r.random() < 0.25:
            bullet = r.choice(["- ", "* ", "%d. "])
            mine.insert(r.randint(1, len(mine)), ("l", [(bullet % (k + 1) if "%" in bullet else bullet) + sentence(r, 3, 8) for k in range(r.randint(2, 4))]))
        if r.random() < 0.2:
            diffs = diff(1)[1]
            diffs = diffs[4:] if r.random() < 0.4 else diffs
            mine.insert(r.randint(1, len(mine)), ("c", diffs))
        if kind == "reply":
            top = arch != "pi" and ua in ("gmail", "tb") and r.random() < 0.35
            src = [wrap(para(r, 1, 3)) for _ in range(r.randint(1, 4))]
            att = ("a", attribution(parent, pwhen + datetime.timedelta(minutes=tz), ua))
            # a quote of a quote under its own attribution on some replies
            gp = r.choice([n for n in people if n != parent])
            inner = ([(1, attribution(gp, pwhen - datetime.timedelta(hours=r.randint(2, 90)), r.choice(["gmail", "mutt", "tb"])))] +
                     [(2, y) for y in wrap(para(r, 1, 2))] + [(1, "")] if r.random() < 0.3 else [])
            if top:
                blocks += mine
                if r.random() < 0.6:
                    blocks.append(("l", r.choice(signoffs)))
                blocks += [att, ("q", inner + [z for k, s in enumerate(src) for z in ([(1, "")] if k else []) + [(1, y) for y in s]])]
            else:
                blocks.append(att)
                chunks = min(len(mine), r.randint(1, 3))
                cuts = sorted(r.sample(range(1, len(mine)), chunks - 1)) if chunks > 1 else []
                for k, (a, b) in enumerate(zip([0] + cuts, cuts + [len(mine)])):
                    s = src[k % len(src)]
                    s = s[:r.randint(1, len(s))] if r.random() < 0.5 else s
                    blocks.append(("q", (inner if k == 0 else []) + [(1, y) for y in s]))
                    blocks += mine[a:b]
                if r.random() < 0.25:
                    blocks += [("q", [(1, y) for y in src[-1][:2]]), ("p", sentence(r, 3, 10))]
                if r.random() < 0.55:
                    blocks.append(("l", r.choice(signoffs)))
        else:
            blocks += mine
            if r.random() < 0.55:
                blocks.append(("l", r.choice(signoffs)))
    # the plain text as the archive keeps it: (kind, line, depth, bare)
    mark = lambda d: ">" * d + " " if ua in ("mutt", "gnus", "git") else "> " * d
    text, sig_at = [], None
    for i, b in enumerate(blocks):
        k = b[0]
        if i and not (blocks[i - 1][0] == "a" and k == "q"):
            text.append(("t", "", 0, ""))
        if k == "a" and top:
            sig_at = len(text)
        if k == "p":
            text += [("t", y, 0, y) for y in (wrap(b[1]) if wrapped or kind == "patch" else [b[1]])]
        elif k == "a":
            text += [("t", y, 0, y) for y in (wrap(b[1], 76) if ua == "gmail" and len(b[1]) > 78 else [b[1]])]
        elif k == "l":
            text += [("c" if (y.startswith(" ") and " | " in y) or " changed, " in y else "t", y, 0, y) for y in b[1]]
        elif k == "q":
            text += [("q", mark(d) + y if y else mark(d).rstrip(), d, y) for d, y in b[1]]
        elif k == "c":
            text += [("c", y, 0, y) for y in b[1]]
    if sig and not (top and ua == "gmail"):
        # the signature after "-- ": on a top-posted reply between the answer and the quote
        sl = [("sig", "-- ", 0, "")] + [("sig", show(y) if "@" in y else y, 0, "") for y in sig]
        if sig_at is not None:
            text[sig_at:sig_at] = sl + [("t", "", 0, "")]
        else:
            text += [("t", "", 0, "")] + sl if text and text[-1][1] else sl
        if kind != "patch":
            EXTRAS.extend(y for y in sig[1:] if len(y) > 12)
    story = []
    for b in blocks:
        if b[0] in ("p", "a"):
            story.append(b[1])
        elif b[0] == "l":
            story += [y for y in b[1] if y.strip("-")]
        elif b[0] == "q":
            story += [(y if arch == "hk" else mark(d) + y) for d, y in b[1] if y]
        elif b[0] == "c":
            story += [y for y in b[1] if y.strip()]
    STORY[:] = story
    foot = []
    if footer:
        foot = (["_______________________________________________", "%s mailing list -- %s" % (lname, show(laddr)), "To unsubscribe send an email to %s" % show("%s-leave@%s" % (lname, host))] +
                (["Code of Conduct: https://docs.%s.org/en-US/project/code-of-conduct/" % proj, "List Guidelines: https://%s/guidelines" % host,
                  "List Archives: https://%s/archives/list/%s" % (host, laddr)] if foot_more else []) if arch == "hk" else
                ["_______________________________________________", "%s mailing list" % Lname, show(laddr), "https://%s/mailman/listinfo/%s" % (host, lname)])
        EXTRAS.append(foot[1])
    signed = r.random() < (0.25 if ua in ("mutt", "gnus") else 0.08)
    html_alt = ua == "gmail"
    plain = "\n".join(z[1] for z in text)
    mid = {"gmail": "CA%s@mail.gmail.com" % ch("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-+", 46),
           "tb": "%08x-%04x-%04x-%04x-%012x@%s" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(16), r.getrandbits(16), r.getrandbits(48), myaddr.split("@")[1]),
           "mutt": "%s.%s@%s" % (when.strftime("%Y%m%d%H%M%S"), ch("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 8), myaddr.split("@")[1]),
           "gnus": "87%s.fsf@%s" % (ch("abcdefghijklmnopqrstuvwxyz0123456789", 8), myaddr.split("@")[1]),
           "git": "%s.%d-%d-%s" % (when.strftime("%Y%m%d%H%M%S"), r.randint(1000, 99999), pnum, myaddr)}[ua]
    pmid = "%s.%d-1-%s" % (pwhen.strftime("%Y%m%d%H%M%S"), r.randint(1000, 99999), who(parent)[0]) if kind == "reply" else None
    # the thread's replies to this message (the comments): sender, date, depth
    replies = []
    if cs:
        t0 = datetime.datetime(cs[0][1][2], MONTHS.index(cs[0][1][1]) + 1, cs[0][1][0])
        for n, dd, cp, depth in cs[:r.choice([3, 6, 9, 14])]:
            dt = datetime.datetime(dd[2], MONTHS.index(dd[1]) + 1, dd[0], dd[3] % 12 + (12 if dd[5] == "PM" else 0), dd[4])
            n = n if n in people else people[len(n) % 10]
            n = n if n != me or replies else people[(people.index(n) + 1) % 10]  # the first answer is another's
            replies.append((n, when.replace(second=0) + (dt - t0) + datetime.timedelta(minutes=40), depth))
    tsubj = subj[4:] if subj.startswith("Re: ") else subj
    shown = (("%sRe: %s" if arch == "pm" else "Re: %s%s") % (prefix, tsubj) if subj.startswith("Re: ") else prefix + subj) if prefix else subj
    rsubj = ("%sRe: %s" if arch == "pm" else "Re: %s%s") % (prefix, tsubj)
    others = [prefix + title(r) for _ in range(4)]
    pct = lambda s: "".join(c if c.isalnum() or c in "-_.~" else "%%%02X" % ord(c) if ord(c) < 128 else "".join("%%%02X" % v for v in c.encode("utf-8")) for c in s)
    cut = lambda s, n: s if len(s) <= n else s[:s.rfind(" ", 0, n)] + "..."

    if arch == "pi":
        a = lambda h, x, extra="": '<a\nhref="%s"%s>%s</a>' % (h, extra, x)
        ph = lambda m: "../%s/" % m.replace("/", "%2F")
        span = lambda c, x: '<span\nclass="%s">%s</span>' % (c, x)
        lk = lambda s: linkify(s, '<a\nhref="%s">%s</a>')
        desc = pi_desc
        stamp = (when + datetime.timedelta(hours=r.randint(1, 40))).strftime("%Y%m%d%H%M%S")
        top_html = ('<form\naction="../"><pre>%s\n<input\nname=q\ntype=text\n/><input\ntype=submit\nvalue=search\n/> %s / %s / %s / %s</pre></form>' % (
            a("../?t=" + stamp, "<b>%s</b>" % esc(desc)), a("../_/text/help/", "help"), a("../_/text/color/", "color"), a("../_/text/mirror/", "mirror", "\nid=mirror"), a("../new.atom", "Atom feed")) if pi_new else
            '<pre>%s  %s / %s / %s</pre><form\naction="../"><pre><input\nname=q\ntype=text\n/><input\ntype=submit\nvalue=search\n/></pre></form>' % (
                a("../?t=" + stamp, "<b>%s</b>" % esc(desc)), a("../_/text/help", "help"), a("../_/text/mirror", "mirror"), a("../new.atom", "Atom feed")))
        ccs = r.sample([n for n in people if n not in (me, parent)], r.randint(0, 3))
        to = "%s <%s>" % (parent, show(who(parent)[0])) if kind == "reply" and r.random() < 0.7 else show(laddr)
        cc = ["%s <%s>" % (n, show(who(n)[0])) for n in ccs] + ([show(laddr)] if to != show(laddr) else [])
        head = ("From: %s\nTo: %s\n" % (esc("%s <%s>" % (me, show(myaddr))), esc(to)) + ("Cc: %s\n" % esc(",\n\t".join(cc)) if cc else "") +
                "Subject: %s\n" % a("#r", esc(subj), "\nid=t") + "Date: %s\t%s\n" % (hdr_date(local, tz), a("#r", "[thread overview]")) +
                "Message-ID: &lt;%s&gt; (%s)\n" % (esc(mid), a("raw", "raw")) + ("In-Reply-To: &lt;%s&gt;\n" % a(ph(pmid), esc(pmid)) if pmid else "") + "\n")
        out, k, n = [], 0, len(text)
        if signed:
            out.append(a("1-a.txt", "[-- Attachment #1: Type: text/plain, Size: %d bytes --]" % (len(plain) + 1)) + "\n")
        while k < n:
            kd = text[k][0]
            j = k
            while j < n and (text[j][0] == kd or (kd == "c" and text[j][0] == "t" and not text[j][1])):
                j += 1
            chunk = text[k:j]
            if kd == "q":
                out.append(span("q", "".join(lk(esc(z[1])) + "\n" for z in chunk)))
            elif kd == "c":
                cls = []  # (class, html) of each line, runs of a class in one span
                for z in chunk:
                    y = z[1]
                    pa = y.split(" b/")[-1].replace("/", ":")
                    if y.startswith(" ") and " | " in y:
                        p_ = y[1:y.index(" | ")].rstrip()
                        cls.append(("", " " + a("#Z31" + p_.replace("/", ":"), esc(p_), "\nid=iZ31" + p_.replace("/", ":")) + esc(y[1 + len(p_):]) + "\n"))
                    elif " changed, " in y and not y.startswith(("+", "-")):
                        cls.append(("", esc(y[:y.index(" changed,")]) + " " + a("#related", "changed") + esc(y[y.index(" changed,") + 8:]) + "\n"))
                    elif y.startswith("diff --git"):
                        cls.append(("head", a("#iZ31" + pa, "diff", "\nid=Z31" + pa) + esc(y[4:]) + "\n"))
                    elif y.startswith(("index ", "--- a/", "+++ b/")):
                        cls.append(("head", esc(y) + "\n"))
                    elif y.startswith("@@"):
                        cls.append(("hunk", esc(y) + "\n"))
                    elif y.startswith("+"):
                        cls.append(("add", esc(y) + "\n"))
                    elif y.startswith("-"):
                        cls.append(("del", esc(y) + "\n"))
                    else:
                        cls.append(("", esc(y) + "\n"))
                i2 = 0
                while i2 < len(cls):
                    j2 = i2 + 1
                    while j2 < len(cls) and cls[j2][0] == cls[i2][0] and cls[i2][0] != "hunk":
                        j2 += 1
                    x_ = "".join(h for _, h in cls[i2:j2])
                    out.append(span(cls[i2][0], x_) if cls[i2][0] else x_)
                    i2 = j2
            else:
                out.append("".join(lk(esc(z[1])) + "\n" for z in chunk))
            k = j
        if signed:
            out.append("\n" + a("2-signature.asc", "[-- Attachment #2: signature.asc --]\n[-- Type: application/pgp-signature, Size: %d bytes --]" % r.choice([228, 488, 833, 659])) + "\n")
        # the footer: "next prev parent reply", the thread's skeleton
        fts = lambda d: "%d-%02d-%02d %2d:%02d" % (d.year, d.month, d.day, d.hour, d.minute)
        skel, lvl = [], 0
        if kind == "reply":
            skel.append((pwhen, 0, a(ph(pmid), esc(tsubj)) + " " + esc(parent)))
            lvl = 1
            for f_ in sorted(r.random() for _ in range(r.choice([0, 0, 1, 2]))):
                sn = r.choice([n_ for n_ in people if n_ != parent])
                skel.append((pwhen + (when - pwhen) * f_, 1, a("../%x@%s/" % (r.getrandbits(40), who(sn)[0].split("@")[1]), esc(sn))))
        elif kind == "patch" and nser > 1 and r.random() < 0.7:
            skel.append((when - datetime.timedelta(seconds=pnum), 0, a(ph(mid.replace("-%d-" % pnum, "-0-")), esc("[PATCH%s 0/%d] %s" % (ver, nser, title(r)))) + " " + esc(me)))
            lvl = 1
        skel.append((when, lvl, None))
        last = lvl
        for n_, d, depth in replies:
            lv = lvl + 1 if depth == 1 else min(last + 1, lvl + 3)
            skel.append((d, lv, a("../%x@%s/" % (r.getrandbits(40), who(n_)[0].split("@")[1]), esc(n_))))
            last = lv
        sk = []
        for d, lv, x_ in skel:
            pre = fts(d) + " " + ("  " * (lv - 1) + "` " if lv else "")
            sk.append("<b>%s%s</b>" % (pre, a("#t", "%s [this message]" % esc(me), "\nid=r")) if x_ is None else pre + x_)
        nav = ((a(ph("%x@%s" % (r.getrandbits(40), host)), "next", "\nrel=next") if replies else "    ") + " " +
               (a(ph(pmid), "prev parent", "\nrel=prev") if pmid else "    " + "       "))
        ov = ("<b>Thread overview: </b>%d+ messages / expand[%s|%s]  %s  %s  %s\n" % (len(skel), a("T/#u", "flat"), a("t/#u", "nested"), a("t.mbox.gz", "mbox.gz"), a("t.atom", "Atom feed"), a("#b", "top"))
              if len(skel) > 1 else "<b>Thread overview: </b>%s expand[%s|%s]  %s  %s\n" % ("<a\nid=r>[no followups]</a>", a("T/#u", "flat"), a("t/#u", "nested"), a("t.mbox.gz", "mbox.gz"), a("t.atom", "Atom feed")))
        related = ""
        if diffs and pi_new and r.random() < 0.7:
            related = ('<form\nid=related\naction=../\n><pre>find likely ancestor, descendant, or conflicting patches for %s:\n<textarea\nname=q\ncols=72\nrows=1>%s</textarea>\n'
                       '<input\ntype=submit\nvalue=search\n/>\t(%s)</pre></form>') % (a("#t", "this message"), " ".join("dfblob:%07x" % r.getrandbits(28) for y in diffs if y.startswith("index ")),
                                                                           a("../_/text/help/#search", "help"))
        se = " \\\n    ".join(["", "--in-reply-to=%s" % mid, "--to=%s" % show(myaddr)] + ["--cc=%s" % show(who(n_)[0]) for n_ in ccs] + ["--cc=%s" % show(laddr), "/path/to/YOUR_REPLY"])
        wiki = "https://en.wikipedia.org/wiki/Posting_style#Interleaved_style"
        gse = "https://kernel.org/pub/software/scm/git/docs/git-send-email.html"
        reply = ('<hr><pre\nid=R><b>Reply instructions:</b>\n\nYou may reply publicly to %s via plain-text email\nusing any one of the following methods:\n\n'
                 '* Save the following mbox file, import it into your mail client,\n  and reply-to-all from there: %s\n\n  Avoid top-posting and favor interleaved quoting:\n  %s\n\n'
                 '* Reply using the <b>--to</b>, <b>--cc</b>, and <b>--in-reply-to</b>\n  switches of git-send-email(1):\n\n  git send-email%s\n\n  %s\n\n'
                 '* If your mail client supports setting the <b>In-Reply-To</b> header\n  via mailto: links, try the %s\n</pre>%s') % (
            a("#t", "this message"), a("raw", "mbox"), a(wiki, wiki), esc(se), a(gse, gse),
            a("mailto:%s?In-Reply-To=%%3C%s%%3E&amp;Cc=%s&amp;Subject=%s" % (myaddr, pct(mid), laddr, pct("Re: " + tsubj)), "mailto: link"),
            "\n\n  Be sure your reply has a <b>Subject:</b> header at the top and a blank line\n  before the message body." if pi_new else "")
        end = '<hr><pre>%sThis is a public inbox, see %s\nfor how to clone and mirror all data and code used for this inbox%s</pre>' % (
            "Code repositories for project(s) associated with this public inbox\n\n\t%s\n\n" % a("https://git.%s.org/pub/scm/%s/%s.git" % (proj, proj, proj), "https://git.%s.org/pub/scm/%s/%s.git" % (proj, proj, proj)) if pi_code else "",
            a("../_/text/mirror/", "mirroring instructions"), pi_urls)
        # the Atom entry's content: the whole message in its pre
        DESC.append('<pre style="white-space:pre-wrap">%s</pre>' % "".join(('<span class="q">%s\n</span>' % esc(z[1]) if z[0] == "q" else esc(z[1]) + "\n") for z in text))
        return (top_html + '<pre\nid=b>' + head + "".join(out) + '</pre><hr><pre>' + nav + " " + a("#R", "reply") +
                '<a\nid=related>\t</a>other threads:[%s|%s]\n\n%s%s</pre>' % (a("../?t=" + stamp, "~%s UTC" % fts(when)), a("../", "newest"), ov, "\n".join(sk) + "\n") +
                related + reply + end)

    if arch == "hk":
        if foot:
            text += [("t", "", 0, "")] + [("foot", y, 0, "") for y in foot]
        hsh, thr = ch("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32), ch("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)
        base = "/archives/list/%s" % laddr
        lk = lambda s: linkify(s, '<a target="_blank" href="%s">%s</a>' if hk_new else '<a href="%s" rel="nofollow">%s</a>')
        n = len(text)
        if hk_new:
            # mistune's rendering: paragraphs, quotes in blockquotes, the signature muted
            def bq(zs, d):
                h_, i = [], 0
                while i < len(zs):
                    j = i
                    if zs[i][2] > d:
                        while j < len(zs) and zs[j][2] > d:
                            j += 1
                        h_.append(bq(zs[i:j], d + 1))
                    else:
                        while j < len(zs) and zs[j][2] == d and zs[j][3]:
                            j += 1
                        if j > i:
                            h_.append("<p>%s</p>\n" % "\n".join(lk(esc(z[3])) for z in zs[i:j]))
                        else:
                            j += 1
                    i = j
                return '<div class="quoted-switch"><a href="#">...</a></div><blockquote class="blockquote quoted-text">%s</blockquote>\n' % "".join(h_)
            parts, k = [], 0
            sg = next((k for k, z in enumerate(text) if z[0] == "sig"), n)
            while k < sg:
                j = k
                if text[k][0] == "q":
                    while j < sg and text[j][0] == "q":
                        j += 1
                    parts.append(bq(text[k:j], 1))
                elif not text[k][1]:
                    j += 1
                else:
                    while j < sg and text[j][1] and text[j][0] != "q":
                        j += 1
                    parts.append("<p>%s</p>\n" % "\n".join(lk(esc(z[1])) for z in text[k:j]))
                k = j
            if sg < n:
                parts.append('<div class="text-muted">%s</div>' % "\n".join(lk(esc(z[1])) for z in text[sg:]))
            bodyh = "      " + "".join(parts)
        else:
            # snip_quoted's rendering of the raw text, wordwrap:90, urlize
            def old(zs, d):
                s_, i = "", 0
                while i < len(zs):
                    if zs[i][2] > d:
                        j = i
                        while j < len(zs) and zs[j][2] > d:
                            j += 1
                        s_ += '<div class="quoted-text quoted-text-%d"> %s </div>' % (d, old(zs[i:j], d + 1))
                        i = j
                    else:
                        s_ += (" " + lk(esc(zs[i][3])) if zs[i][3] else "") + ("\n" if i + 1 < len(zs) else "")
                        i += 1
                return s_
            raw, k = [], 0
            while k < n:
                if text[k][0] == "q":
                    j = k
                    while j < n and text[j][0] == "q":
                        j += 1
                    raw.append('<div class="quoted-switch"><a style="font-weight:normal" href="#">...</a></div><div class="quoted-text quoted-text-0"> %s </div>' % old(text[k:j], 1))
                    k = j
                    continue
                y = text[k][1]
                raw.append("\n".join(lk(esc(v)) for v in (wrap(y, 90) if len(y) > 90 and text[k][0] == "t" else [y])) + ("\n" if k + 1 < n else ""))
                k += 1
            bodyh = "".join(raw)
        grav = "%032x" % random.Random(myaddr).getrandbits(128)
        uid = "%032x" % random.Random(myaddr + " uid").getrandbits(128)
        ampm = lambda d: "%s%s %s" % ((d.hour + 11) % 12 + 1, ":%02d" % d.minute if d.minute else "", "a.m." if d.hour < 12 else "p.m.") if (d.hour, d.minute) not in ((12, 0), (0, 0)) else "noon" if d.hour else "midnight"
        sender_t = "%s. %d, %d, %s" % (MONTHS[local.month - 1][:3], local.day, local.year, ampm(local))
        mon = MONTHS[when.month - 1][:3]
        dates = ('<span class="date d-none d-sm-inline">\n                %d %s\n                \n                    %d\n                \n            </span>\n            <span class="date d-sm-none">\n                %d %s\n                \n                \'%02d\n                \n            </span>' % (
            when.day, mon, when.year, when.day, mon, when.year % 100) if hk_new else
            '<span class="date hidden-tn">\n                %s, %d %s\n                \n                    %d\n                \n            </span>\n            <span class="date hidden-xs hidden-sm hidden-md hidden-lg">\n                %s, %d %s\n                \n                \'%02d\n                \n            </span>' % (
                ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][when.weekday()], when.day, MONTHS[when.month - 1], when.year, ML_DAYS[when.weekday()], when.day, mon, when.year % 100))
        att = ""
        if signed or r.random() < 0.08:
            f_ = "signature.asc" if signed else r.choice(["%s.patch" % LEXICON[r.randrange(len(LEXICON))], "%s.log" % LEXICON[r.randrange(len(LEXICON))], "screenshot.png"])
            ct = {"asc": "application/pgp-signature", "patch": "text/x-patch", "log": "text/plain", "png": "image/png"}[f_.rsplit(".", 1)[1]]
            size = r.choice(["228\u00a0bytes", "488\u00a0bytes", "833\u00a0bytes"]) if signed else r.choice(["1.2\u00a0KB", "4.6\u00a0KB", "31.0\u00a0KB", "118.3\u00a0KB"])
            att = ('<div class="attachments">\n        <p class="attachments">Attachments:</p>\n        <ul class="attachments-list list-unstyled">\n        \n'
                   '            <li><a href="%s/message/%s/attachment/2/%s">%s</a>\n                (%s &mdash; %s)\n            </li>\n        \n        </ul>\n    </div>') % (
                base, hsh, f_, f_, ct, size)
        months = [(when.year, m) for m in range(when.month, 0, -1)] + [(when.year - 1, m) for m in range(12, 0, -1)]
        acc = "".join(
            '            <div class="card">\n                <div class="card-header">\n                    <h3 class="card-title btn btn-link">\n                        <a data-toggle="collapse" data-target="#collapse%d">\n                            %d\n                        </a>\n                    </h3>\n                </div>\n'
            '                <div id="collapse%d" class="panel-collapse\n                         \n                         %s\n                         \n                         " data-parent="#months-list">\n                    <div class="card-body">\n                        <ul class="list-unstyled">\n%s                        </ul>\n                    </div>\n                </div>\n            </div>\n' % (
                k, y_, k, "show" if k == 0 else "collapse",
                "".join('                            <li class="%s">\n                                <a href="%s/%d/%d/"\n                                >%s</a>\n                            </li>\n' % (
                    "current" if (yy, m) == (when.year, when.month) else "", base, yy, m, MONTHS[m - 1]) for yy, m in months if yy == y_))
            for k, y_ in enumerate([when.year, when.year - 1]))
        mailto = "mailto:%s?Subject=%s&amp;In-Reply-To=&lt;%s&gt;" % (laddr, pct("Re: " + tsubj), pct(mid))
        # the feed's description: the message's whole text, "@" as a full-width one
        DESC.append("\n".join(z[1] for z in text).replace("(a)", "\uff20").replace("@", "\uff20"))
        return ('<nav class="navbar sticky-top navbar-light bg-light navbar-expand-md">\n        <div class="container">\n            <div class="navbar-header col-md"> <!--part of navbar that\'s always present-->\n'
                '                <button type="button" class="navbar-toggler collapsed" data-toggle="collapse" data-target=".navbar-collapse">\n                    <span class="fa fa-bars"></span>\n                </button>\n'
                '                <a class="navbar-brand" href="/archives/">%s</a>\n\n            </div> <!-- /navbar-header -->\n\n            <div class="navbar-collapse collapse justify-content-end"> <!--part of navbar that\'s collapsed on small screens-->\n'
                '                <form name="search" method="get" action="/archives/search" class="navbar-form navbar-right my-2 my-lg-2 order-1" role="search">\n                    <input type="hidden" name="mlist" value="%s" />\n'
                '                        <div class="input-group">\n                            <input name="q" type="text" class="form-control"\n                                   placeholder="Search this list"\n                                   \n                                   />\n'
                '                            <span class="input-group-append">\n                                <button class="btn btn-secondary" type="submit"><span class="fa fa-search"></span></button>\n                            </span>\n                        </div>\n                </form>\n'
                '                <!-- larger viewports -->\n                <ul class="nav navbar-nav d-none d-sm-flex auth order-3">\n                    \n                        <li class="nav-item"><a href="/accounts/login/?next=%s/message/%s/" class="nav-link">\n                            <span class="fa fa-sign-in"></span>\n                            Sign In\n                        </a></li>\n'
                '                        <li class="nav-item"><a href="/accounts/signup/?next=%s/message/%s/" class="nav-link">\n                            <span class="fa fa-user-plus"></span>\n                            Sign Up\n                        </a></li>\n                    \n                </ul>\n\n'
                '                <ul class="nav navbar-nav order-2">\n                    <li class="nav-item">\n                    <a href="/mailman3/lists/%s/" class="nav-link">\n                        <span class="fa fa-cog"></span>\n                        Manage this list\n                    </a>\n                    </li>\n                </ul>\n\n'
                '            </div> <!--/navbar-collapse -->\n        </div> <!-- /container for navbar -->\n    </nav>\n\n'
                '     <div class="container">\n        \n<div class="row">\n\n<div class="d-none d-md-block col-sm-2">\n    <div class="row">\n        <div class="col-12 accordion" id="months-list">\n%s        </div>\n    </div>\n'
                '<div class="d-none d-md-inline col-12 col-md-2">\n    <div class="row d-flex justify-content-center flex-column align-items-center">\n        \n        <a href="%s/"\n           class="btn btn-outline-primary p-2 m-2">\n            <span class="fa fa-backward"></span>\n            List overview</a>\n\n        \n    </br>\n</div>\n</div>\n</div>\n\n'
                '    <div class="col-12 col-md-10">\n\n        <div class="message-header row">\n        <div class="col-tn-2 message-back">\n            <a href="%s/thread/%s/#%s">\n                <span class="fa fa-chevron-left icon"></span>\n'
                '                <span class="d-none d-md-inline hidden-tn hidden-xs">thread</span>\n            </a>\n        </div>\n        <div class="col-10">\n            <h1>%s</h1>\n        </div>\n        </div>\n\n'
                '        <div class="row">\n            <div class="col-lg-9">\n                <section id="thread-content">\n                    \n\n\n\n\n<div class="email email-first">\n\n    <div id="%s" class="email-header">\n'
                '        <div class="gravatar-wrapper">\n            <div class="gravatar">\n                <img class="gravatar" src="https://secure.gravatar.com/avatar/%s.jpg?s=120&amp;d=mm&amp;r=g" width="120" height="120" alt="" />\n            </div>\n'
                '            <div class="email-author">\n                <span class="name">\n                    \n                    <a href="/archives/users/%s/"\n                       title="See the profile for %s"\n                       >%s</a>\n                    \n                </span>\n            </div>\n        </div>\n'
                '        <div class="email-date right">\n            \n            \n            %s\n            \n            <div class="time">\n                <span title="Sender\'s time: %s">%s</span>\n            </div>\n\n        </div>\n'
                '        <div class="messagelink right">\n            <span class="fa fa-font cursor-pointer toggle-font"\n                  title="Display in fixed font"\n                  data-toggle="tooltip" data-placement="bottom"></span>\n'
                '            <a href="%s/message/%s/"\n               title="Permalink for this message"\n               data-toggle="tooltip" data-placement="bottom"><i class="fa fa-link"></i></a>\n        </div>\n\n        \n\n'
                '    </div> <!-- /email-header: gravatar, author-info, date, peramlink, changed_subject -->\n\n    <div class="email-body ">\n%s\n    </div>\n\n    %s\n\n'
                '    <div class="email-info">\n        <div class="likeform-wrapper right">\n            \n\n    <form method="post" class="likeform"\n          action="%s/message/%s/vote">\n    <input type="hidden" name="csrfmiddlewaretoken" value="%s">\n    \n'
                '\t\t\t<a class="youlike vote disabled" title="You must be logged-in to vote."\n\t\t\thref="#like" data-vote="1">\n\t\t\t\t\t<i class="fa fa-thumbs-o-up"></i> %d\n\t\t\t</a>\n'
                '\t\t\t<a class="youdislike vote disabled" title="You must be logged-in to vote."\n\t\t\thref="#dislike" data-vote="-1">\n\t\t\t\t<i class="fa fa-thumbs-o-down"></i> 0\n\t\t\t</a>\n    \n    </form>\n\n        </div>\n\n'
                '        <!-- Reply link -->\n        \n        <a class="reply reply-mailto" title="Sign in to reply online"\n           href="%s">\n            <i class="fa fa-reply"></i>\n            Reply\n        </a>\n        \n\n        <!-- Attachments -->\n        \n\n        <!-- Reply form -->\n        \n\n    </div>\n\n</div>\n\n'
                '                </section>\n            </div>\n            <div class="col-lg-3">\n                \n\n<!-- right column -->\n<section id="message-overview-info">\n\n    <p>\n        <a href="%s/thread/%s/#%s">\n            <i class="fa fa-fw fa-comments"></i>\n'
                '            <span class="hidden-tn hidden-xs">Back to the thread</span>\n        </a>\n    </p>\n\n    <p>\n        <a href="%s/">\n            <i class="fa fa-fw fa-envelope-o"></i>\n            Back to the list\n        </a>\n    </p>\n\n    \n\n</section>\n\n'
                '            </div>\n        </div>\n\n    </div>\n\n</div>\n\n\n    </div> <!-- /container for content -->\n\n    <footer class="footer">\n      <div class="container">\n        <p class="text-muted">\n'
                '            Powered by <a href="http://hyperkitty.readthedocs.org">HyperKitty</a> version %s.\n        </p>\n      </div>\n    </footer>') % (
            esc(hk_brand), laddr, base, hsh, base, hsh, laddr, acc, base, base, thr, hsh, esc(shown), hsh, grav, uid,
            esc(me), esc(me), dates, sender_t, ampm(when), base, hsh, bodyh, att, base, hsh, ch("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 64),
            r.choice([0, 0, 0, 0, 1, 2, 3]), mailto, base, thr, hsh, base, hk_ver)

    if arch == "pm":
        seq = r.randint(1000, 99999)
        aurl = "https://%s/pipermail/%s/attachments/%s/%08x/attachment" % (host, lname, when.strftime("%Y%m%d"), r.getrandbits(32))

        def pml(y):
            e = linkify(esc(y), '<A HREF="%s">%s</A>')
            if not y.startswith(">"):
                return e + "\n"
            c = len(y) - len(y.lstrip(">"))
            return "&gt;" * c + "<i>" + e[4 * c:] + "\n</I>"
        tail = ""
        if html_alt and kind != "patch":
            tail += "-------------- next part --------------\nAn HTML attachment was scrubbed...\nURL: &lt;%s&gt;\n" % linkify(aurl + ".htm", '<A HREF="%s">%s</A>')
        if signed:
            tail += ("-------------- next part --------------\nA non-text attachment was scrubbed...\nName: signature.asc\nType: application/pgp-signature\nSize: %d bytes\n"
                     "Desc: %s\nURL: &lt;%s&gt;\n") % (r.choice([228, 488, 833]), r.choice(["OpenPGP digital signature", "not available", "Digital signature"]), linkify(aurl + "-0001.sig", '<A HREF="%s">%s</A>'))
        EXTRAS.extend(["An HTML attachment was scrubbed..."] if "HTML attachment" in tail else [])
        ft = ("-------------- next part --------------\n" if tail else "\n") + "".join(pml(y) for y in foot) if foot else ""
        pre = "".join(pml(z[1]) for z in text) + tail + ft
        tz_name = {0: "UTC", 60: "CET", 120: "EET", -300: "EST", -480: "PST", -240: "EDT", 330: "IST", 540: "JST"}[tz]
        pdate = "%s %s %2d %02d:%02d:%02d %s %d" % (ML_DAYS[local.weekday()], MONTHS[local.month - 1][:3], local.day, local.hour, local.minute, local.second, tz_name, local.year)
        label = ("Previous message (by thread):", "Next message (by thread):") if pm_new else ("Previous message:", "Next message:")
        prev_s = (prefix + tsubj if kind == "reply" else others[0]).strip()
        next_s = (rsubj if replies else others[1]).strip()
        links = ('        <LI>%s <A HREF="%06d.html">%s\n</A></li>\n        <LI>%s <A HREF="%06d.html">%s\n</A></li>\n' % (label[0], seq - r.randint(1, 9), esc(prev_s), label[1], seq + r.randint(1, 9), esc(next_s)))
        sorted_ = ('         <LI> <B>Messages sorted by:</B> \n              <a href="date.html#%d">[ date ]</a>\n              <a href="thread.html#%d">[ thread ]</a>\n'
                   '              <a href="subject.html#%d">[ subject ]</a>\n              <a href="author.html#%d">[ author ]</a>\n         </LI>\n') % (seq, seq, seq, seq)
        mailto = "mailto:%s?Subject=%s&In-Reply-To=%s" % (pct(laddr), pct("Re: " + prefix + tsubj), pct("<%s>" % mid))
        flat = " ".join(plain.split())
        DESC.append(cut(flat, 300))
        return ('   <H1>%s</H1>\n    <B>%s</B> \n    <A HREF="%s"\n       TITLE="%s">%s\n       </A><BR>\n    <I>%s</I>\n    <P><UL>\n%s%s       </UL>\n    <HR>  \n'
                '<!--beginarticle-->\n<PRE>%s</PRE>\n\n<!--endarticle-->\n    <HR>\n    <P><UL>\n        <!--threads-->\n%s%s       </UL>\n\n<hr>\n'
                '<a href="https://%s/mailman/listinfo/%s">More information about the %s\nmailing list</a><br>\n') % (
            esc(shown), esc(me), esc(mailto), esc(shown), esc(show(myaddr)), pdate, links, sorted_, pre, links.replace("        <LI>", "\t<LI>"), sorted_, host, lname, esc(Lname))

    # MHonArc
    num = r.randint(40, 4000)
    f_ = lambda k: "msg%05d.html" % k
    tagged = lambda x: "<%s>%s</%s>" % (mh_tag, x, mh_tag)
    maddr = lambda n, ad: esc(n) + " &lt;" + ("address@hidden" if obfs else '<a href="mailto:%s">%s</a>' % (esc(ad), esc(ad))) + "&gt;"
    body_lines = text + ([("t", "", 0, "")] + [("foot", y, 0, "") for y in foot] if foot and not signed else [])
    if mh_tt:
        sp = lambda y: linkify(("&nbsp;" * (len(y) - len(y.lstrip(" "))) + esc(y.lstrip(" "))).replace("\t", "&nbsp;" * 8).replace("  ", " &nbsp;"), '<a rel="nofollow" href="%s">%s</a>')
        pre = "<tt>" + "<br>\n".join(("<i>%s</i>" % sp(z[1]) if z[0] == "q" else sp(z[1])) for z in body_lines) + "<br>\n</tt>"
    else:
        pre = '<pre style="margin: 0em;">' + "".join(linkify(esc(z[1]), '<a rel="nofollow" href="%s">%s</a>') + "\n" for z in body_lines) + "</pre>"
    if signed:
        pre += '\n<p><strong>Attachment:\n<a href="pgp%05d.pgp" ><tt>signature.asc</tt></a></strong><br>\n<em>Description:</em> %s</p>' % (num, r.choice(["PGP signature", "signature", "OpenPGP digital signature"]))
        if foot:
            pre += '\n<pre style="margin: 0em;">' + "".join(linkify(esc(y), '<a rel="nofollow" href="%s">%s</a>') + "\n" for y in foot) + "</pre>"
    if kind == "reply":
        refs = [(prefix + tsubj, parent, num - r.randint(1, 30))]
    else:
        refs = []
    rnum = [num + 2 + k * 2 + r.randint(0, 1) for k in range(len(replies))]  # the replies' pages, after the next by date
    fol = [(rsubj, n_, rnum[k]) for k, (n_, d, depth) in enumerate(replies) if depth == 1][:4]
    ul = lambda label, xs: ('<ul><li><strong>%s</strong>:\n<ul>\n%s</ul></li></ul>\n' % (label, "".join(
        '  <li><strong><a name="%05d" href="%s">%s</a></strong>\n<ul><li><em>From:</em> %s</li></ul></li>\n' % (k, f_(k), esc(s), maddr(n_, who(n_)[0])) for s, n_, k in xs)))
    tprev = refs[0] if refs else (others[2], r.choice(people), num - r.randint(1, 9))
    tnext = (rsubj, replies[0][0], rnum[0]) if replies else (others[3], r.choice(people), num + r.randint(2, 9))
    dprev, dnext = (others[0], num - 1), (others[1], num + 1)
    if mh_slice:
        sl = [(prefix + tsubj, parent, pwhen, num - 7, 0)] if kind == "reply" else []
        sl.append((shown, me, when, num, len(sl)))
        sl += [(rsubj, n_, d, rnum[k], len(sl) + depth - 1) for k, (n_, d, depth) in enumerate(replies[:6])]
        h_, prev = [], None
        for s, n_, d, k, lv in sl:
            lv = lv if prev is None else min(lv, prev + 1)
            if prev is not None:
                h_.append("<ul>\n" if lv > prev else "</li>\n" + "</ul></li>\n" * (prev - lv))
            h_.append("<li>%s, <em>%s</em>%s" % ("<strong>%s</strong>" % esc(s) if k == num else '<strong><a href="%s">%s</a></strong>' % (f_(k), esc(s)), esc(n_),
                                                " <b>&lt;=</b>" if k == num else ", <tt>%d/%02d/%02d</tt>" % (d.year, d.month, d.day)))
            prev = lv
        h_.append("</li>\n" + "</ul></li>\n" * prev)
        bot = ('<table cellpadding="5" border="2" width="100%%">\n<tr><th align="left">[<a href="%s">Prev in Thread</a>]</th><th align="center">Current Thread</th><th align="right">[<a href="%s">Next in Thread</a>]</th></tr>\n'
               '<tr><td colspan="3"><ul>\n%s</ul></td></tr>\n</table>\n') % (f_(tprev[2]), f_(tnext[2]), "".join(h_))
    else:
        bot = ""
    fol_html = ul("Follow-Ups", fol) if fol and not mh_slice else ""
    ref_html = ul("References", refs) if refs and not mh_slice else ""
    DESC.append(cut(" ".join(plain.split()), 256))
    comments = "<!--X-Subject: %s -->\n<!--X-From-R13: %s -->\n<!--X-Date: %s -->\n<!--X-Message-Id: %s -->\n<!--X-Content-Type: %s -->\n%s<!--X-Head-End-->\n" % (
        esc(shown).replace("--", "&#45;&#45;"), "".join(chr((ord(c) - 97 + 13) % 26 + 97) if "a" <= c <= "z" else chr((ord(c) - 65 + 13) % 26 + 65) if "A" <= c <= "Z" else c for c in me + " " + myaddr), hdr_date(local, tz), esc(mid),
        "multipart/signed" if signed else "text/plain", "<!--X-Reference: %s -->\n" % esc(pmid) if pmid else "")
    return ('<!-- MHonArc v2.6.%d -->\n%s<!--X-Body-Begin-->\n<!--X-User-Header-->\n<!--X-User-Header-End-->\n<!--X-TopPNI-->\n<hr>\n'
            '[<a href="%s">Date Prev</a>][<a href="%s">Date Next</a>][<a href="%s">Thread Prev</a>][<a href="%s">Thread Next</a>][<a href="maillist.html#%05d">Date Index</a>][<a href="threads.html#%05d">Thread Index</a>]\n'
            '<!--X-TopPNI-End-->\n<!--X-MsgBody-->\n<!--X-Subject-Header-Begin-->\n<h1>%s</h1>\n<hr>\n<!--X-Subject-Header-End-->\n<!--X-Head-of-Message-->\n<ul>\n'
            '<li>%s: %s</li>\n<li>%s: %s</li>\n<li>%s: %s</li>\n</ul>\n<!--X-Head-of-Message-End-->\n<!--X-Head-Body-Sep-Begin-->\n<hr>\n<!--X-Head-Body-Sep-End-->\n'
            '<!--X-Body-of-Message-->\n%s\n<!--X-Body-of-Message-End-->\n<!--X-MsgBody-End-->\n<!--X-Follow-Ups-->\n<hr>\n%s<!--X-Follow-Ups-End-->\n<!--X-References-->\n%s<!--X-References-End-->\n'
            '<!--X-BotPNI-->\n%s<ul>\n<li>Prev by Date:\n<strong><a href="%s">%s</a></strong>\n</li>\n<li>Next by Date:\n<strong><a href="%s">%s</a></strong>\n</li>\n'
            '<li>Previous by thread:\n<strong><a href="%s">%s</a></strong>\n</li>\n<li>Next by thread:\n<strong><a href="%s">%s</a></strong>\n</li>\n'
            '<li>Index(es):\n<ul>\n<li><a href="maillist.html#%05d"><strong>Date</strong></a></li>\n<li><a href="threads.html#%05d"><strong>Thread</strong></a></li>\n</ul>\n</li>\n</ul>\n\n'
            '<!--X-BotPNI-End-->\n<!--X-User-Footer-->\n<!--X-User-Footer-End-->\n') % (
        mh_ver, comments, f_(dprev[1]), f_(dnext[1]), f_(tprev[2]), f_(tnext[2]), num, num, esc(shown),
        tagged("From"), maddr(me, myaddr), tagged("Subject"), esc(shown), tagged("Date"), hdr_date(local, tz), pre, fol_html, ref_html, bot,
        f_(dprev[1]), esc(dprev[0]), f_(dnext[1]), esc(dnext[0]), f_(tprev[2]), esc(tprev[0]), f_(tnext[2]), esc(tnext[0]), num, num)



JK_LABEL = {"python": "Python", "javascript": "JavaScript", "shell": "Shell", "console": "Console", "yaml": "YAML", "go": "Go",
            "sql": "SQL", "json": "JSON", "plaintext": "Plaintext", "c": "C", "ruby": "Ruby"}
JK_KW = {"python": ("def return if else elif for in as with class not and or while try except raise yield lambda async await", "import from", "None True False"),
         "javascript": ("return if else for of new await async export default import from throw", "const let var function class", "true false null undefined"),
         "go": ("return if else for range defer go", "func var type const", "nil true false"),
         "c": ("return if else for while sizeof struct", "static const", "NULL"),
         "ruby": ("def end do return if else unless require class module", "", "nil true false"),
         "sql": ("SELECT FROM WHERE AND OR ORDER BY GROUP LIMIT INSERT INTO VALUES UPDATE SET CREATE TABLE JOIN ON AS NOT NULL", "", "")}
JK_TYPES = {"go": ("int", "string", "error", "bool", "byte"), "c": ("int", "char", "void", "size_t", "long")}
JK_BUILTIN = {"python": ("print", "len", "range", "open", "int", "str", "dict", "list", "sorted"), "shell": ("cd", "echo", "export", "source", "set", "alias", "read", "exit", "unset"),
              "ruby": ("puts", "require_relative", "attr_reader")}


def jk_tokens(lang, s):
    """A line of code split as a lexer splits it: runs of spaces, names,
    numbers, quoted strings, a comment, single marks."""
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c == " ":
            j = i
            while j < len(s) and s[j] == " ":
                j += 1
            out.append(("ws", s[i:j]))
        elif c.isalpha() or c in "_@$":
            j = i + 1
            while j < len(s) and (s[j].isalnum() or s[j] in "_" or (lang in ("shell", "console", "yaml") and s[j] in "-./")):
                j += 1
            out.append(("id", s[i:j]))
        elif c.isdigit():
            j = i
            while j < len(s) and (s[j].isalnum() or s[j] == "."):
                j += 1
            out.append(("num", s[i:j]))
        elif c in "'\"":
            j = s.find(c, i + 1)
            j = len(s) if j < 0 else j + 1
            out.append(("str", s[i:j]))
        elif (c == "#" and lang in ("python", "shell", "yaml", "ruby")) or (s[i:i + 2] == "//" and lang in ("javascript", "go", "c")) or (s[i:i + 2] == "--" and lang == "sql"):
            j = len(s)
            out.append(("com", s[i:]))
        elif s[i:i + 2] in (":=", "=>", "==", "!=", "<=", ">=", "&&", "||", "->", "+=", "**") and lang not in ("shell", "console", "yaml", "json", "plaintext"):
            j = i + 2
            out.append(("op", s[i:j]))
        elif c == "-" and lang in ("shell", "console") and (i == 0 or s[i - 1] == " "):
            j = i
            while j < len(s) and s[j] != " ":
                j += 1
            out.append(("opt", s[i:j]))
        else:
            j = i + 1
            out.append(("op", c))
        i = j
    return out


def jk_rouge(lang, line):
    """A line as Rouge's HTML formatter writes it for its lexer: each
    token in a span of its short class (k, kd, kn, n, nf, nx, s, s1, mi,
    o, p...), spaces bare, a run of marks of one class in one span."""
    e = lambda x: html.escape(x, quote=False)
    if lang == "plaintext":
        return e(line)
    if lang == "console":
        if line.startswith("$ "):
            return '<span class="gp">$</span><span class="w"> </span>' + jk_rouge("shell", line[2:])
        return '<span class="go">%s</span>' % e(line) if line else ""
    if lang == "yaml":
        s = line.lstrip(" ")
        pad = line[:len(line) - len(s)]
        dash = ""
        if s.startswith("- "):
            dash, s = '<span class="pi">-</span> ', s[2:]
        k, sep, v = s.partition(":")
        if not sep:
            return pad + dash + ('<span class="s">%s</span>' % e(s) if s else "")
        val = v.strip()
        cls = "m" if val.replace(".", "").isdigit() else "kc" if val in ("true", "false", "null") else "s"
        return pad + dash + '<span class="na">%s</span><span class="pi">:</span>%s' % (e(k), (' <span class="%s">%s</span>' % (cls, e(val))) if val else "")
    if lang == "json":
        out, toks = [], jk_tokens(lang, line)
        for k, (kind, x) in enumerate(toks):
            if kind == "ws":
                out.append('<span class="w">%s</span>' % x)
            elif kind == "str":
                key = any(y == ":" for _, y in toks[k + 1:k + 3])
                out.append('<span class="%s">%s</span>' % ("nl" if key else "s2", e(x)))
            elif kind == "num":
                out.append('<span class="mi">%s</span>' % e(x))
            elif kind == "id":
                out.append('<span class="kc">%s</span>' % e(x))
            else:
                out.append('<span class="p">%s</span>' % e(x))
        return "".join(out)
    kw, decl, const = (set(x.split()) for x in JK_KW.get(lang, ("", "", "")))
    out, prev, spans = [], None, []
    toks = jk_tokens(lang, line)
    first = next((x for kind, x in toks if kind != "ws"), "")
    for k, (kind, x) in enumerate(toks):
        cls = None
        if kind == "ws":
            spans.append((None, x))
            continue
        if kind == "id":
            if lang == "shell":
                cls = "nb" if x in JK_BUILTIN["shell"] else "nv" if x.startswith("$") else None
            elif lang == "sql":
                cls = "k" if x.upper() == x and x in kw else "n"
            elif x in kw:
                cls = "k"
            elif x in decl:
                cls = "kn" if lang == "python" else "kd"
            elif x in const:
                cls = "kc"
            elif x in JK_TYPES.get(lang, ()):
                cls = "kt"
            elif prev in ("def", "func", "function"):
                cls = "nf"
            elif prev == "class":
                cls = "nc"
            elif lang == "python" and first in ("import", "from") and prev in ("import", "from", ","):
                cls = "nn"
            elif x in JK_BUILTIN.get(lang, ()):
                cls = "nb"
            else:
                cls = "nx" if lang == "javascript" else "n"
            prev = x
        elif kind == "num":
            cls = "mf" if "." in x else "mi"
        elif kind == "str":
            if lang == "javascript" and len(x) > 1:
                spans += [("dl", x[0]), ("s1" if x[0] == "'" else "s2", x[1:-1]), ("dl", x[-1])]
                continue
            cls = {"shell": "s2" if x[:1] == '"' else "s1", "ruby": "s2" if x[:1] == '"' else "s1"}.get(lang, "s")
        elif kind == "com":
            cls = "c1" if lang in ("python", "javascript", "go", "c", "sql") else "c"
        elif kind == "opt":
            cls = "nt"
        else:
            cls = "o" if (len(x) > 1 or x in "=+-*/<>!&|%:") and not (x == ":" and lang in ("python", "javascript", "go")) else "p"
            if lang == "shell":
                cls = "o" if x in "|&;>" else None
        spans.append((cls, x))
    for cls, x in spans:
        if out and cls and out[-1][0] == cls and cls in ("o", "p"):
            out[-1] = (cls, out[-1][1] + x)
        else:
            out.append((cls, x))
    return "".join('<span class="%s">%s</span>' % (c, e(x)) if c else e(x) for c, x in out)


JK_CLIP = ("html", "head", "title", "meta", "link", "style", "script", "noscript", "body", "section", "nav", "article", "aside",
           "h1", "h2", "h3", "h4", "h5", "h6", "header", "footer", "p", "hr", "blockquote", "ol", "ul", "li", "dl", "dt", "dd",
           "figure", "figcaption", "main", "div", "table", "caption", "tbody", "thead", "tr", "td", "th")


def jk_compress(h):
    """jekyll-compress-html's layout, as Chirpy's production builds run
    it: runs of white space made one space outside <pre>s, the spaces
    before a block's tags and after its end tag clipped, the optional
    end tags (li, td, tr, tbody, thead, th) left out."""
    out, i = [], 0
    while i < len(h):
        j = h.find("<pre", i)
        j = len(h) if j < 0 else j
        s = h[i:j]
        if s:
            lead, trail = s[:1].isspace(), s[-1:].isspace()
            s = " ".join(s.split())
            s = (" " if lead else "") + s + (" " if trail and s else "")
        out.append(s)
        if j < len(h):
            k = h.find("</pre>", j) + 6
            out.append(h[j:k])
            j = k
        i = j
    s = "".join(out)
    for tg in JK_CLIP:
        s = s.replace(" <%s " % tg, "<%s " % tg).replace(" <%s>" % tg, "<%s>" % tg).replace(" </%s>" % tg, "</%s>" % tg).replace("</%s> " % tg, "</%s>" % tg)
    for tg in ("li", "td", "tr", "tbody", "thead", "th", "dt", "dd"):
        s = s.replace("</%s>" % tg, "")
    return s


def jekyll(r, t, body, cat, cs):
    """A personal or project blog's post on GitHub Pages built by Jekyll
    (2018-2024), in one of three themes a site: Minima (2.0's, 2.5's or
    3.0's: header.site-header with the site's title and its page links,
    main.page-content, article.post (h-entry from 2.5), header.post-header
    of h1.post-title and p.post-meta "Mar 12, 2023 • NAME", the post in
    div.post-content (e-content) as kramdown writes it: <p>s, h2 and h3
    with their auto ids, lists, blockquotes, Rouge's code in
    div.highlighter-rouge > div.highlight > pre.highlight > code of
    spans, inline code, tables, images, kramdown's footnotes at times;
    Disqus's div and script with its noscript line on some sites,
    footer.site-footer (h-card) with the site's name, the author, the
    email, the social icons and the site's description), Chirpy (v5 of
    2021-2022, v6 of 2023 or v7 of 2024, every page run through
    jekyll-compress-html: white space squeezed, end tags of li, td and
    tr left out; the sidebar's avatar, title, tagline, "HOME CATEGORIES
    TAGS ARCHIVES ABOUT" and contact icons, the topbar's breadcrumb,
    "Post" and search, the h1, v7's description under it (p.post-desc:
    the feed's summary), "Posted Mar 12, 2023", "Updated Mar 14, 2023"
    on some posts, the preview image and its figcaption on some, "By
    NAME" and "5 min read"; v7's TOC bar and "Contents" popup; the post
    in div.post-content (v5) or div.content (v6, v7): headings with
    their hashtag anchors in span.me-2, "prompt-tip", "prompt-info",
    "prompt-warning" and "prompt-danger" blockquotes, code blocks whose
    div.code-header holds the language's label (an attribute) or the
    file's name and the copy button, Rouge's line numbers' gutter in a
    rouge-table on most sites, images in a.popup with an <em> caption
    after them, tables in div.table-wrapper; the tail's categories,
    tags, "This post is licensed under CC BY 4.0 by the author." and
    "Share"; the right panel's "Recently Updated" (whose list is of the
    post's own class, post-content on v5, content since) and "Trending
    Tags" and the TOC's "Contents"; "Further Reading" cards with their
    dates and excerpts, "Older" and "Newer" posts' titles, giscus's,
    utterances's or Disqus's script, the footer "Some rights reserved."
    and "Using the Chirpy theme for Jekyll.", the hidden search results'
    box (col-11 content)) or Minimal Mistakes (4.1x's of 2018-2020 or
    4.2x's: skip links, the masthead's greedy nav, breadcrumbs on some
    sites, a header image's overlay on some sites holding the title and
    the excerpt (p.page__lead: the feed's summary), the author profile
    sidebar (avatar, name, bio, "Follow" and its links),
    article.page's h1.page__title, the date and "N minute read", the
    page__content section with the "On this page" TOC aside inside it
    on some posts, notices (a p.notice--info opening on its bold label
    or a div.notice with a heading), figures with captions, Rouge's code
    as kramdown writes it, the footer's "Tags:", "Categories:",
    "Updated:", "Share on" and its buttons, "Previous" and "Next",
    staticman's comments printed in the page (each an
    article.js-comment of an author, a date "March 05, 2023 at 02:05 PM"
    and the message's paragraphs) with "Leave a comment" and its form,
    or Disqus's "Leave a comment" box, "You may also enjoy" with 160
    characters of each post's excerpt, the footer's "Follow:" and
    "Powered by Jekyll & Minimal Mistakes.").  The feed: jekyll-feed's
    Atom summary (the excerpt, the post's first paragraph, or the
    front matter's excerpt) or its whole content (kramdown's HTML), one
    way a site; Chirpy's own feed's summary (the description, or the
    post's first 400 characters of text).  The truth: the post's text
    as its reader reads it: the paragraphs (inline code and footnotes'
    numbers as they read), headings, list items, quotes and prompts,
    every line of code (not the line numbers, labels nor copy buttons),
    each table row as its cells joined by spaces, a notice's label and
    text as one line (a box notice's heading and text), footnotes'
    texts, and Chirpy's description or Minimal Mistakes' lead where
    shown under the title; not the title, dates, author, reading time,
    captions, TOC, tags, categories, the license line, share buttons,
    the pager, related cards, sidebars, comments nor footers."""
    rs = random.Random(BLOG[0] + " jekyll")
    kind = ("minima", "chirpy", "mm", rs.choice(["minima", "chirpy", "mm"]))[DATE_STYLE]
    ver = {"minima": rs.choice(["2.0", "2.5", "2.5", "2.5", "3.0"]), "chirpy": rs.choice(["v5", "v6", "v7", "v7"]), "mm": rs.choice(["4.1", "4.2", "4.2"])}[kind]
    years = {"2.0": [2017, 2018], "2.5": [2018, 2019, 2020, 2021, 2022, 2023], "3.0": [2021, 2022, 2023, 2024], "v5": [2021, 2022], "v6": [2023], "v7": [2024],
             "4.1": [2018, 2019, 2020], "4.2": [2020, 2021, 2022, 2023, 2024]}[ver]
    author = rs.choice(NAMES[:12])
    handle = "".join(author.lower().split()) + rs.choice(["", "", str(rs.randint(1, 99)), "dev"])
    own = [w for w in BLOG[0].split()[:-1] if w.lower() not in WORDS]
    site = "".join(c for c in (own or BLOG[0].split()[:1])[0].lower() if c.isalnum()) or "blog"
    email = "%s@%s.example" % (handle, site)
    lines_on = kind == "chirpy" or rs.random() < (0.25 if kind == "mm" else 0.1)  # Chirpy's _config turns Rouge's line numbers on
    feed_mode = "chirpy" if kind == "chirpy" else rs.choice(["summary", "content"])
    tz = rs.choice(["+00:00", "+00:00", "-05:00", "+01:00", "+08:00", "+09:00", "+05:30"])
    stack = rs.sample(["python", "javascript", "shell", "console", "yaml", "go", "sql", "json", "c", "ruby"], 4)
    disqus = kind != "chirpy" and rs.random() < (0.4 if kind == "minima" else 0.35)
    staticman = kind == "mm" and not disqus and rs.random() < 0.7
    talk = rs.choice(["giscus", "giscus", "utterances", "disqus", None]) if kind == "chirpy" else None
    uses_desc = ver == "v7" and rs.random() < 0.6
    overlay = kind == "mm" and rs.random() < 0.3
    mm_crumbs, mm_related, mm_share = (kind == "mm" and rs.random() < p for p in (0.35, 0.85, 0.8))
    m_author = kind == "minima" and rs.random() < 0.6
    plain_code = kind == "minima" and ver == "2.0"
    lx = lambda: LEXICON[r.randrange(len(LEXICON))]
    seen = {}

    def kid(h):
        # kramdown's auto id: letters, digits, spaces as dashes, lower case
        s = "-".join("".join(c for c in h.lower() if c.isalnum() or c in " -_").split())
        k = seen.get(s, 0)
        seen[s] = k + 1
        return s if not k else "%s-%d" % (s, k)

    def ident():
        a, b = lx(), lx()
        return r.choice(["%s()" % a, "--%s" % a, "_config.yml" if kind != "mm" else "%s.yml" % a, "%s_%s" % (a, b), "%s.%s" % (a, b),
                         "/%s/%s" % (a, b), "%s%s" % (a, b.title()), "$%s" % a.upper()])

    def inl(x, pc=0.35, pl=0.3, pb=0.12):
        """a paragraph as it reads and as kramdown's HTML"""
        w = x.split(" ")
        tw, hw = list(w), [esc(y) for y in w]
        free = [k for k in range(len(w) - 1) if w[k][-1:] not in ".?!,"]
        if free and r.random() < pc:
            k = r.choice(free)
            tok = ident()
            fp = kind == "chirpy" and tok.startswith("/") and r.random() < 0.6
            tw[k], hw[k] = tok, '<code class="%s">%s</code>' % ("highlighter-rouge" if plain_code else "language-plaintext highlighter-rouge" + (" filepath" if fp else ""), esc(tok))
            free.remove(k)
        if len(free) > 3 and r.random() < pl:
            k = r.choice(free[:-1])
            if k + 1 in free:
                u = r.choice(["https://github.com/%s/%s" % (lx(), lx()), "https://%s.example/%s/" % (lx(), lx()), "/%d/%02d/%02d/%s-%s.html" % (r.choice(years), r.randint(1, 12), r.randint(1, 28), lx(), lx()),
                              "https://en.wikipedia.org/wiki/%s" % lx().title()])
                hw[k] = '<a href="%s">%s' % (u, hw[k])
                hw[k + 1] += "</a>"
                free = [f for f in free if f not in (k, k + 1)]
        if free and r.random() < pb:
            k = r.choice(free)
            tg = r.choice(["strong", "em"])
            hw[k] = "<%s>%s</%s>" % (tg, hw[k], tg)
        return " ".join(tw), " ".join(hw)

    def code():
        a, b, c, f, m = lx(), lx(), lx(), lx(), r.randint(2, 99)
        lang = r.choice(stack + ["plaintext"] if r.random() < 0.1 else stack)
        ls = {"python": [["import %s" % a, "from %s import %s" % (b, c.title()), "", "def %s(%s, %s=%d):" % (f, b, c, m), "    return %s.%s(%s)" % (a, c, b)],
                         ["%s = %s.%s('%s')" % (b, a, f, c), "for %s in %s:" % (c, b), "    print(%s)" % c]],
              "javascript": [["const %s = require('%s');" % (a, b), "", "%s.%s((%s) => {" % (a, f, c), "  console.log(%s);" % c, "});"],
                             ["export default function %s(%s) {" % (f, a), "  return %s.%s(%d);" % (a, b, m), "}"]],
              "shell": [["cd %s" % a, "git clone https://github.com/%s/%s.git" % (b, c), "%s --%s %d" % (f, b, m)], ["export %s=%s" % (a.upper(), b), "echo \"$%s\"" % a.upper()]],
              "console": [["$ bundle exec jekyll serve", "Configuration file: /home/%s/%s/_config.yml" % (handle, site), "    Server running... press ctrl-c to stop."],
                          ["$ npm install %s-%s" % (a, b), "added %d packages in %ds" % (m, r.randint(1, 9)), "$ npx %s %s" % (a, f)]],
              "yaml": [["%s:" % a, "  %s: %s" % (b, c), "  %s: %d" % (f, m), "  enabled: true"], ["- name: %s" % a.title(), "  uses: actions/%s@v%d" % (b, r.randint(2, 4)), "  with:", "    %s: %s" % (c, f)]],
              "go": [["func %s(%s string) error {" % (f.title(), a), "    %s, err := %s.%s(%s)" % (b, c, f.title(), a), "    return err", "}"]],
              "sql": [["SELECT %s, %s" % (a, b), "FROM %s" % c, "WHERE %s > %d" % (a, m), "ORDER BY %s;" % b]],
              "json": [["{", '  "%s": "%s",' % (a, b), '  "%s": %d,' % (c, m), '  "%s": true' % f, "}"]],
              "c": [["static int %s(const char *%s)" % (f, a), "{", "    return %s(%s, %d);" % (b, a, m), "}"]],
              "ruby": [["require '%s'" % a, "", "def %s(%s)" % (f, b), "  %s.%s(%s)" % (c, f, b), "end"]],
              "plaintext": [["%s/" % a, "├── %s.md" % b, "└── %s/" % c]]}[lang]
        lines = r.choice(ls)
        fname = None
        if kind == "chirpy" and lang in ("yaml", "python", "javascript", "ruby", "json") and r.random() < 0.2:
            fname = {"yaml": "_config.yml", "python": "%s.py" % f, "javascript": "%s.js" % f, "ruby": "_plugins/%s.rb" % f, "json": "package.json"}[lang]
        return lang, lines, fname

    # the post: blocks of (kind, value)
    n = len(body)
    fns = [] if kind == "chirpy" or n < 3 or r.random() < 0.88 else sorted(r.sample(range(n), min(n, r.randint(1, 2))))
    paras = []
    for i, x in enumerate(body):
        tx, hx = inl(x)
        if i in fns:
            m = fns.index(i) + 1
            tx = tx[:-1] + str(m) + tx[-1]
            ref = ('<sup id="fnref:%d"><a href="#fn:%d" class="footnote">%d</a></sup>' if ver in ("2.0", "4.1") else
                   '<sup id="fnref:%d" role="doc-noteref"><a href="#fn:%d" class="footnote" rel="footnote">%d</a></sup>') % (m, m, m)
            hx = hx[:-1] + ref + hx[-1]
        paras.append((tx, hx))
    k0 = 1 if n < 4 else r.choice([1, 2, 2])
    blocks = [("p", p) for p in paras[:k0]]
    slots = [len(blocks)]
    rest = paras[k0:]
    heads = n >= 3 and r.random() < 0.75
    while rest:
        k = r.randint(1, 3)
        if heads:
            blocks.append(("h2", title(r) if r.random() < 0.6 else title(r).capitalize()))
        for j, p in enumerate(rest[:k]):
            if heads and j == 1 and r.random() < 0.3:
                blocks.append(("h3", title(r).capitalize()))
            blocks.append(("p", p))
            slots.append(len(blocks))
        rest = rest[k:]
    adds = {}
    for what, p in (("code", 0.55 if kind != "minima" else 0.4), ("code", 0.25), ("ul", 0.35), ("ol", 0.15), ("quote", 0.2), ("prompt", 0.45 if kind == "chirpy" else 0),
                    ("notice", 0.35 if kind == "mm" else 0), ("table", 0.15), ("img", 0.3)):
        if r.random() < (p if n > 1 else p / 3):
            adds.setdefault(r.choice(slots), []).append(what)
    for at in sorted(adds, reverse=True):
        new = []
        for what in adds[at]:
            if what == "code":
                new.append(("code", code()))
            elif what in ("ul", "ol"):
                new.append((what, [inl(sentence(r, 3, 14), 0.3, 0.15, 0.05) for _ in range(r.randint(2, 6))]))
            elif what in ("quote", "prompt"):
                new.append(("quote", inl(sentence(r, 8, 24) if r.random() < 0.6 else para(r, 1, 2), 0.2, 0.1, 0) + (r.choice(["tip", "tip", "info", "warning", "danger"]) if what == "prompt" else None,)))
            elif what == "notice":
                cls = r.choice(["info", "info", "primary", "warning", "success", "danger"])
                label = {"info": "Note", "primary": "Info", "warning": "Warning", "success": "Tip", "danger": "Important"}[cls]
                new.append(("notice", (cls, r.choice([label + ":", label + ":", " ".join(word(r) for _ in range(r.randint(2, 4))).capitalize()]), sentence(r, 8, 22), r.random() < 0.5)))
            elif what == "table":
                cols = r.randint(2, 4)
                head = ["Option", "Default", "Description", "Type"][:cols] if r.random() < 0.5 else [lx().title() for _ in range(cols)]
                rows = [[lx()] + [r.choice([str(r.randint(1, 500)), "true", "false", "`%s`" % lx(), sentence(r, 2, 6)[:-1]]) for _ in range(cols - 1)] for _ in range(r.randint(2, 5))]
                new.append(("table", (head, rows)))
            else:
                new.append(("img", (" ".join(word(r) for _ in range(r.randint(1, 4))).capitalize() if r.random() < 0.8 else "", sentence(r, 3, 10)[:-1] if r.random() < 0.5 else None,
                                    "%s-%s" % (lx(), lx()), r.choice(["png", "png", "jpg", "webp", "gif"]))))
        blocks[at:at] = new
    notes = [sentence(r, 5, 16) for _ in fns]
    blocks = [(w, (v, kid(v))) if w in ("h2", "h3") else (w, v) for w, v in blocks]
    d = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59))
    img_dir = {"chirpy": "/assets/img/posts/", "mm": "/assets/images/", "minima": r.choice(["/assets/", "/assets/images/", "/images/"])}[kind]

    def cell(x):
        return ('<code class="language-plaintext highlighter-rouge">%s</code>' % esc(x[1:-1]), x[1:-1]) if x[:1] == "`" else (esc(x), x)

    def code_html(lang, lines, fname, chirpy):
        src = "".join(jk_rouge(lang, x) + "\n" for x in lines)
        if lines_on:
            src = ('<table class="rouge-table"><tbody><tr><td class="rouge-gutter gl"><pre class="lineno">%s</pre></td><td class="rouge-code"><pre>%s</pre></td></tr></tbody></table>'
                   % ("".join("%d\n" % (k + 1) for k in range(len(lines))), src))
        attr = ' file="%s"' % fname if fname else ""
        if not chirpy:
            return '<div class="language-%s highlighter-rouge"%s><div class="highlight"><pre class="highlight"><code>%s</code></pre></div></div>' % (lang, attr, src)
        label, icon = (fname, "far fa-file-code fa-fw") if fname else (JK_LABEL[lang], "fas fa-code fa-fw small" if ver == "v7" else "fas fa-code small")
        return ('<div class="language-%s highlighter-rouge"%s><div class="code-header">\n  <span data-label-text="%s"><i class="%s"></i></span>\n'
                '  <button aria-label="copy" data-title-succeed="Copied!"><i class="far fa-clipboard"></i></button>\n</div><div class="highlight"><code>%s</code></div></div>') % (
            lang, attr, esc(label), icon, src)

    def render(what, v, chirpy=False):
        """a block's HTML (kramdown's, or as Chirpy's refactoring leaves
        it) and its lines of the truth"""
        if what == "p":
            return "<p>%s</p>" % v[1], [v[0]]
        if what in ("h2", "h3"):
            if chirpy:
                return '<%s id="%s"><span class="%s">%s</span><a href="#%s" class="anchor text-muted"><i class="fas fa-hashtag"></i></a></%s>' % (
                    what, v[1], "mr-2" if ver == "v5" else "me-2", esc(v[0]), v[1], what), [v[0]]
            return '<%s id="%s">%s</%s>' % (what, v[1], esc(v[0]), what), [v[0]]
        if what in ("ul", "ol"):
            return "<%s>\n%s</%s>" % (what, "".join("  <li>%s</li>\n" % h for _, h in v), what), [x for x, _ in v]
        if what == "quote":
            return "<blockquote%s>\n  <p>%s</p>\n</blockquote>" % (' class="prompt-%s"' % v[2] if v[2] and kind == "chirpy" else "", v[1]), [v[0]]
        if what == "code":
            return code_html(v[0], v[1], v[2], chirpy), list(v[1])
        if what == "notice":
            cls, label, txt, box = v
            if box:
                return '<div class="notice--%s">\n  <h4 class="no_toc" id="%s">%s</h4>\n  <p>%s</p>\n</div>' % (cls, kid(label), esc(label.rstrip(":")), esc(txt)), [label.rstrip(":"), txt]
            return '<p class="notice--%s"><strong>%s</strong> %s</p>' % (cls, esc(label), esc(txt)), ["%s %s" % (label, txt)]
        if what == "table":
            head, rows = v
            tr = lambda tag, row: "    <tr>\n%s    </tr>\n" % "".join("      <%s>%s</%s>\n" % (tag, cell(c)[0], tag) for c in row)
            h = "<table>\n  <thead>\n%s  </thead>\n  <tbody>\n%s  </tbody>\n</table>" % (tr("th", head), "".join(tr("td", x) for x in rows))
            if chirpy:
                h = '<div class="table-wrapper">%s</div>' % h
            return h, [" ".join(cell(c)[1] for c in x) for x in [head] + rows]
        alt, cap, name, ext = v
        src = "%s%s.%s" % (img_dir, name, ext)
        if chirpy:
            img = ('<a href="%s" class="popup img-link shimmer"><img src="%s" alt="%s" loading="lazy"></a>' % (src, src, esc(alt)) if ver == "v7" else
                   '<a href="%s" class="popup img-link shimmer"><img data-src="%s" alt="%s" class="lazyload" data-proofer-ignore></a>' % (src, src, esc(alt)))
        else:
            img = '<img src="%s" alt="%s" />' % (src, esc(alt))
        if cap and kind == "chirpy":
            return "<p>%s\n<em>%s</em></p>" % (img, esc(cap)), []
        if cap and kind == "mm":
            return '<figure class="%s">\n  %s\n  <figcaption>%s</figcaption>\n</figure>' % (r.choice(["", "align-center"]), img, esc(cap)), []
        return "<p>%s</p>" % img, []
    src_html, page_html, story = [], [], []
    for b in blocks:
        h, lines = render(*b)
        src_html.append(h)
        page_html.append(render(*b, chirpy=True)[0] if kind == "chirpy" and b[0] in ("h2", "h3", "code", "img", "table") else h)
        story.extend(lines)
    if notes:
        back = ('<a href="#fnref:%d" class="reversefootnote">&#8617;</a>' if ver in ("2.0", "4.1") else '<a href="#fnref:%d" class="reversefootnote" role="doc-backlink">&#8617;</a>')
        fh = '<div class="footnotes"%s>\n  <ol>\n%s  </ol>\n</div>' % ("" if ver in ("2.0", "4.1") else ' role="doc-endnotes"', "".join(
            '    <li id="fn:%d"%s>\n      <p>%s %s</p>\n    </li>\n' % (k + 1, "" if ver in ("2.0", "4.1") else ' role="doc-endnote"', esc(x), back % (k + 1)) for k, x in enumerate(notes)))
        src_html.append(fh)
        page_html.append(fh)
        story.extend(notes)
    STORY[:] = story
    words = sum(len(x.split()) for x in story)
    # the feed's description and a teaser under the title
    desc = sentence(r, 10, 24) if (uses_desc and r.random() < 0.85) or (overlay and r.random() < 0.8) else None
    if desc:
        TEASER.append(desc)
    flat = " ".join(story)
    if feed_mode == "chirpy":
        DESC.append(desc or (flat if len(flat) <= 400 else flat[:397] + "..."))
    elif feed_mode == "summary":
        DESC.append(desc or story[0])
    else:
        DESC.append("\n\n".join(src_html))
    content = "\n\n".join(page_html)
    others = [title(r) for _ in range(8)]
    prev, nxt = (others[0] if r.random() < 0.9 else None), (others[1] if r.random() < 0.9 else None)
    slug = lambda x: "-".join("".join(c for c in x.lower() if c.isalnum() or c == " ").split())
    tags = sorted(set(lx() for _ in range(r.randint(1, 4))))
    if kind == "minima":
        return jk_minima(r, rs, t, ver, content, d, tz, author, handle, email, m_author, disqus, site)
    if kind == "chirpy":
        return jk_chirpy(r, rs, t, ver, content, d, author, handle, email, words, desc, blocks, others, prev, nxt, tags, cat, talk, site, slug)
    return jk_mm(r, rs, t, ver, content, d, tz, author, handle, email, words, desc, blocks, others, prev, nxt, tags, cat, cs, disqus, staticman, overlay,
                 mm_crumbs, mm_related, mm_share, site, slug)


def jk_minima(r, rs, t, ver, content, d, tz, author, handle, email, m_author, disqus, site):
    """Minima's page around the post (see jekyll())."""
    blog = BLOG[0]
    about = rs.sample(["About", "Archive", "Projects", "Tags", "Now", "Uses", "Talks"], rs.randint(1, 3))
    if "About" not in about:
        about = ["About"] + about[:2]
    desc = sentence(rs, 8, 18)
    EXTRAS.append(desc)
    iso = "%sT%02d:%02d:00%s" % (d.strftime("%Y-%m-%d"), d.hour, d.minute, tz)
    short = "%s %d, %d" % (MONTHS[d.month - 1][:3], d.day, d.year)
    gh, tw = handle, rs.choice([handle, handle + "_", None])
    menu = ('<svg viewBox="0 0 18 15" width="18px" height="15px">\n              <path d="M18,1.484c0,0.82-0.665,1.484-1.484,1.484H1.484C0.665,2.969,0,2.304,0,1.484l0,0C0,0.665,0.665,0,1.484,0 h15.032C17.335,0,18,0.665,18,1.484L18,1.484z '
            'M18,7.516C18,8.335,17.335,9,16.516,9H1.484C0.665,9,0,8.335,0,7.516l0,0c0-0.82,0.665-1.484,1.484-1.484h15.032C17.335,6.031,18,6.696,18,7.516L18,7.516z '
            'M18,13.516C18,14.335,17.335,15,16.516,15H1.484C0.665,15,0,14.335,0,13.516l0,0c0-0.82,0.665-1.483,1.484-1.483h15.032C17.335,12.031,18,12.695,18,13.516L18,13.516z"/>\n            </svg>')
    header = ('<header class="site-header"%s>\n\n  <div class="wrapper"><a class="site-title"%s href="/">%s</a><nav class="site-nav">\n        <input type="checkbox" id="nav-trigger" class="nav-trigger" />\n'
              '        <label for="nav-trigger">\n          <span class="menu-icon">\n            %s\n          </span>\n        </label>\n\n        <div class="trigger">%s</div>\n      </nav></div>\n</header>') % (
        ' role="banner"' if ver != "3.0" else "", "" if ver == "2.0" else ' rel="author"', esc(blog), menu,
        "".join('<a class="page-link" href="/%s/">%s</a>' % (x.lower(), x) for x in about))
    meta = '<time class="dt-published" datetime="%s" itemprop="datePublished">%s\n      </time>' % (iso, short)
    if ver == "2.0":
        meta = '<time datetime="%s" itemprop="datePublished">%s</time>' % (iso, short)
    if m_author:
        meta += ("• <span itemprop=\"author\" itemscope itemtype=\"http://schema.org/Person\"><span class=\"p-author h-card\" itemprop=\"name\">%s</span></span>" if ver != "2.0" else
                 " • <span itemprop=\"author\" itemscope itemtype=\"http://schema.org/Person\"><span itemprop=\"name\">%s</span></span>") % esc(author)
    comments = ""
    if disqus:
        EXTRAS.append("Please enable JavaScript to view the")
        comments = ('<div id="disqus_thread"></div>\n  <script>\n    var disqus_config = function () {\n      this.page.url = \'https://%s.github.io%s\';\n      this.page.identifier = \'https://%s.github.io%s\';\n    };\n\n'
                    '    (function() {\n      var d = document, s = d.createElement(\'script\');\n\n      s.src = \'https://%s.disqus.com/embed.js\';\n\n      s.setAttribute(\'data-timestamp\', +new Date());\n'
                    '      (d.head || d.body).appendChild(s);\n    })();\n  </script>\n  <noscript>Please enable JavaScript to view the <a href="https://disqus.com/?ref_noscript" rel="nofollow">comments powered by Disqus.</a></noscript>') % (
            handle, SLUG[0], handle, SLUG[0], site)
    if ver == "2.0":
        post = ('<article class="post" itemscope itemtype="http://schema.org/BlogPosting">\n\n  <header class="post-header">\n    <h1 class="post-title" itemprop="name headline">%s</h1>\n'
                '    <p class="post-meta">%s</p>\n  </header>\n\n  <div class="post-content" itemprop="articleBody">\n    %s\n  </div>\n\n  %s\n</article>') % (esc(t), meta, content, comments)
    else:
        post = ('<article class="post h-entry" itemscope itemtype="http://schema.org/BlogPosting">\n\n  <header class="post-header">\n    <h1 class="post-title p-name" itemprop="name headline">%s</h1>\n'
                '    <p class="post-meta">\n      %s</p>\n  </header>\n\n  <div class="post-content e-content" itemprop="articleBody">\n    %s\n  </div>%s<a class="u-url" href="%s" hidden></a>\n</article>') % (
            esc(t), meta, content, comments, SLUG[0])
    if ver == "2.0":
        soc = "".join('<li><a href="https://%s.com/%s"><span class="icon icon--%s"><svg viewBox="0 0 16 16" width="16px" height="16px"><path fill="#828282" d="%s"/></svg>'
                      '</span><span class="username">%s</span></a>\n\n</li>' % (net, u, net, path, u)
                      for net, u, path in (("github", gh, "M7.999,0.431c-4.285,0-7.76,3.474-7.76,7.761 c0,3.428,2.223,6.337,5.307,7.363c0.388,0.071,0.53-0.168,0.53-0.374c0-0.184-0.007-0.672-0.01-1.32z"),
                                           ("twitter", tw, "M15.969,3.058c-0.586,0.26-1.217,0.436-1.878,0.515c0.675-0.405,1.194-1.045,1.438-1.809z")) if u)
        footer = ('<footer class="site-footer">\n\n  <div class="wrapper">\n\n    <h2 class="footer-heading">%s</h2>\n\n    <div class="footer-col-wrapper">\n      <div class="footer-col footer-col-1">\n'
                  '        <ul class="contact-list">\n          <li>%s</li>\n          <li><a href="mailto:%s">%s</a></li>\n        </ul>\n      </div>\n\n      <div class="footer-col footer-col-2">\n'
                  '        <ul class="social-media-list">\n          %s\n        </ul>\n      </div>\n\n      <div class="footer-col footer-col-3">\n        <p>%s</p>\n      </div>\n    </div>\n\n  </div>\n\n</footer>') % (
            esc(blog), esc(author), email, email, soc, esc(desc))
    elif ver == "2.5":
        soc = "".join('<li><a href="https://www.%s.com/%s"><svg class="svg-icon"><use xlink:href="/assets/minima-social-icons.svg#%s"></use></svg> <span class="username">%s</span></a></li>' % (net, u, net, u)
                      for net, u in (("twitter", tw), ("github", gh)) if u)
        footer = ('<footer class="site-footer h-card">\n  <data class="u-url" href="/"></data>\n\n  <div class="wrapper">\n\n    <h2 class="footer-heading">%s</h2>\n\n    <div class="footer-col-wrapper">\n'
                  '      <div class="footer-col footer-col-1">\n        <ul class="contact-list">\n          <li class="p-name">%s</li><li><a class="u-email" href="mailto:%s">%s</a></li></ul>\n      </div>\n\n'
                  '      <div class="footer-col footer-col-2"><ul class="social-media-list">%s</ul>\n</div>\n\n      <div class="footer-col footer-col-3">\n        <p>%s</p>\n      </div>\n    </div>\n\n  </div>\n\n</footer>') % (
            esc(blog), esc(author), email, email, soc, esc(desc))
    else:
        soc = "".join('<li>\n  <a rel="me" href="https://%s/%s" target="_blank" title="%s">\n    <span class="grey fa-brands fa-%s fa-lg"></span>\n  </a>\n</li>' % (host, u, label, net)
                      for net, host, u, label in (("github", "github.com", gh, "GitHub"), ("x-twitter", "x.com", tw, "X"), ("linkedin", "www.linkedin.com/in", handle if rs.random() < 0.5 else None, "LinkedIn")) if u)
        footer = ('<footer class="site-footer h-card">\n  <data class="u-url" value="/"></data>\n\n  <div class="wrapper">\n\n    <div class="footer-col-wrapper">\n      <div class="footer-col">\n'
                  '        <p class="feed-subscribe">\n          <a href="/feed.xml">\n            <svg class="svg-icon orange">\n              <use xlink:href="/assets/minima-social-icons.svg#rss"></use>\n'
                  '            </svg><span>Subscribe</span>\n          </a>\n        </p>\n        <ul class="contact-list">\n          <li class="p-name">%s</li>\n          <li><a class="u-email" href="mailto:%s">%s</a></li>\n'
                  '        </ul>\n      </div>\n      <div class="footer-col">\n        <p>%s</p>\n      </div>\n    </div>\n\n    <div class="social-links"><ul class="social-media-list">%s</ul>\n</div>\n\n  </div>\n\n</footer>') % (
            esc(author), email, email, esc(desc), soc)
    return '%s\n<main class="page-content" aria-label="Content">\n      <div class="wrapper">\n        %s\n\n      </div>\n    </main>%s' % (header, post, footer)


def jk_chirpy(r, rs, t, ver, content, d, author, handle, email, words, desc, blocks, others, prev, nxt, tags, cat, talk, site, slug):
    """Chirpy's page around the post, v5, v6 or v7, compressed as its
    production builds are (see jekyll())."""
    v5, v7 = ver == "v5", ver == "v7"
    blog = BLOG[0]
    ts = lambda x: int((x - datetime.datetime(1970, 1, 1)).total_seconds())
    day = lambda x: "%s %d, %d" % (MONTHS[x.month - 1][:3], x.day, x.year)
    tagline = " ".join(word(rs) for _ in range(rs.randint(3, 7))).capitalize()
    avatar = rs.choice(["/assets/img/avatar.png", "/assets/img/favicons/android-chrome-512x512.png", "https://avatars.githubusercontent.com/u/%d?v=4" % rs.randint(10 ** 6, 9 * 10 ** 7)])
    when = lambda x, tip=True: ('<em class="" data-ts="%d" data-df="ll"%s>%s</em>' % (ts(x), ' data-toggle="tooltip" data-placement="bottom"' if tip else "", day(x)) if v5 else
                                '<time data-ts="%d" data-df="ll"%s>\n  %s\n</time>' % (ts(x), ' data-bs-toggle="tooltip" data-bs-placement="bottom"' if tip else "", day(x)))
    tabs = [("HOME", "/", "fas fa-home"), ("CATEGORIES", "/categories/", "fas fa-stream"), ("TAGS", "/tags/", "fas fa-tags" if not v5 else "fas fa-tag"),
            ("ARCHIVES", "/archives/", "fas fa-archive"), ("ABOUT", "/about/", "fas fa-info-circle" if not v5 else "fas fa-info")]
    contacts = [("github", "https://github.com/%s" % handle, "fab fa-github")]
    if rs.random() < 0.7:
        contacts.append(("twitter", "https://twitter.com/%s" % handle, "fa-brands fa-x-twitter" if v7 else "fab fa-twitter"))
    contacts.append(("email", "javascript:location.href = 'mailto:' + ['%s','%s'].join('@')" % tuple(email.split("@")), "fas fa-envelope"))
    contacts.append(("rss", "/feed.xml", "fas fa-rss"))
    trending = sorted(set(LEXICON[rs.randrange(len(LEXICON))] for _ in range(10)))
    icon_ml = " ml-xl-3 mr-xl-3 unloaded" if v5 else ""
    if v5:
        side = ('<div id="sidebar" class="d-flex flex-column align-items-end" lang="en">\n  <div class="profile-wrapper text-center">\n    <div id="avatar">\n      <a href="/" class="mx-auto">\n'
                '        <img src="%s" alt="avatar" onerror="this.style.display=\'none\'">\n      </a>\n    </div>\n    <div class="site-title mt-3">\n      <a href="/">%s</a>\n    </div>\n'
                '    <div class="site-subtitle font-italic">%s</div>\n  </div>\n  <ul class="w-100">\n%s  </ul>\n  <div class="sidebar-bottom mt-auto d-flex flex-wrap justify-content-center align-items-center">\n'
                '    <button class="mode-toggle btn" aria-label="Switch Mode">\n      <i class="fas fa-adjust"></i>\n    </button>\n    <span class="icon-border"></span>\n%s  </div>\n</div>\n') % (
            avatar, esc(blog), esc(tagline), "".join('    <li class="nav-item">\n      <a href="%s" class="nav-link">\n        <i class="fa-fw %s%s"></i>\n        <span>%s</span>\n      </a>\n    </li>\n' % (u, ic, icon_ml, lab) for lab, u, ic in tabs),
            "".join('    <a href="%s" aria-label="%s"%s>\n      <i class="%s"></i>\n    </a>\n' % (u, k, "" if k in ("email", "rss") else ' target="_blank" rel="noopener"', ic) for k, u, ic in contacts))
        top = ('<div id="topbar-wrapper" class="row justify-content-center">\n  <div id="topbar" class="col-11 d-flex h-100 align-items-center justify-content-between">\n    <span id="breadcrumb">\n'
               '      <span>\n        <a href="/">Home</a>\n      </span>\n      <span>%s</span>\n    </span>\n    <i id="sidebar-trigger" class="fas fa-bars fa-fw"></i>\n    <div id="topbar-title">\n      Post\n    </div>\n'
               '    <i id="search-trigger" class="fas fa-search fa-fw"></i>\n    <span id="search-wrapper" class="align-items-center">\n      <i class="fas fa-search fa-fw"></i>\n'
               '      <input class="form-control" id="search-input" type="search" aria-label="search" autocomplete="off" placeholder="Search...">\n    </span>\n    <span id="search-cancel" >Cancel</span>\n  </div>\n</div>\n') % esc(t)
    else:
        side = ('<aside aria-label="Sidebar" id="sidebar" class="d-flex flex-column align-items-end">\n  <header class="profile-wrapper">\n    <a href="/" id="avatar" class="rounded-circle">'
                '<img src="%s" width="112" height="112" alt="avatar" onerror="this.style.display=\'none\'"></a>\n    %s\n    <p class="site-subtitle fst-italic mb-0">%s</p>\n  </header>\n'
                '  <nav class="flex-column flex-grow-1 w-100 ps-0">\n    <ul class="nav">\n%s    </ul>\n  </nav>\n  <div class="sidebar-bottom d-flex flex-wrap  align-items-center w-100">\n'
                '      <button type="button" class="%s" aria-label="Switch Mode"%s>\n        <i class="fas fa-adjust"></i>\n      </button>\n        <span class="icon-border"></span>\n%s  </div>\n</aside>\n') % (
            avatar, '<a class="site-title d-block" href="/">%s</a>' % esc(blog) if v7 else '<h1 class="site-title">\n      <a href="/">%s</a>\n    </h1>' % esc(blog), esc(tagline),
            "".join('      <li class="nav-item">\n        <a href="%s" class="nav-link">\n          <i class="fa-fw %s"></i>\n          <span>%s</span>\n        </a>\n      </li>\n' % (u, ic, lab) for lab, u, ic in tabs),
            "btn btn-link nav-link" if v7 else "mode-toggle btn", ' id="mode-toggle"' if v7 else "",
            "".join('        <a href="%s" aria-label="%s"%s>\n          <i class="%s"></i>\n        </a>\n' % (u, k, "" if k in ("email", "rss") else ' target="_blank" rel="noopener noreferrer"', ic) for k, u, ic in contacts))
        top = ('<header id="topbar-wrapper"%s aria-label="Top Bar">\n  <div id="topbar" class="d-flex align-items-center justify-content-between px-lg-3 h-100">\n    <nav id="breadcrumb" aria-label="Breadcrumb">\n'
               '      <span>\n        <a href="/">Home</a>\n      </span>\n      <span>%s</span>\n    </nav>\n    <button type="button" id="sidebar-trigger" class="btn btn-link"%s>\n      <i class="fas fa-bars fa-fw"></i>\n    </button>\n'
               '    <div id="topbar-title">\n      Post\n    </div>\n    <button type="button" id="search-trigger" class="btn btn-link"%s>\n      <i class="fas fa-search fa-fw"></i>\n    </button>\n'
               '    <search %sclass="align-items-center ms-3 ms-lg-0">\n      <i class="fas fa-search fa-fw"></i>\n      <input class="form-control" id="search-input" type="search" aria-label="search" autocomplete="off" placeholder="Search...">\n'
               '    </search>\n    <button type="button" class="btn btn-link text-decoration-none" id="search-cancel">Cancel</button>\n  </div>\n</header>\n') % (
            ' class="flex-shrink-0"' if v7 else "", esc(t), ' aria-label="Sidebar"' if v7 else "", ' aria-label="Search"' if v7 else "", 'id="search" ' if v7 else "")
    # the post's header
    upd = d + datetime.timedelta(days=r.randint(1, 300), hours=r.randint(0, 23)) if r.random() < 0.35 else None
    pic = r.random() < rs.choice([0.2, 0.5, 0.9])
    alt = " ".join(word(r) for _ in range(r.randint(2, 8))).capitalize() if pic and r.random() < 0.6 else None
    img = ""
    if pic:
        src = "/assets/img/posts/%s/%s.%s" % (slug(t)[:40], r.choice(["cover", "preview", "banner", slug(t)[:20]]), r.choice(["png", "jpg", "webp"]))
        if v7:
            img = '<div class="mt-3 mb-3">\n  <a href="%s" class="popup img-link preview-img shimmer"><img src="%s" alt="%s" width="1200" height="630" loading="lazy"></a>%s\n</div>' % (
                src, src, esc(alt or "Preview Image"), '<figcaption class="text-center pt-2 pb-2">%s</figcaption>' % esc(alt) if alt else "")
        else:
            img = '<div class="mt-3 mb-3">\n  <img src="%s" class="preview-img bg" alt="%s" width="1200" height="630" data-proofer-ignore>%s\n</div>' % (
                src, esc(alt or "Preview Image"), '<figcaption class="%spt-2 pb-2">%s</figcaption>' % ("" if v5 else "text-center ", esc(alt)) if alt else "")
    mins = max(1, words // 180)
    tip = ' data-toggle="tooltip" data-placement="bottom"' if v5 else ' data-bs-toggle="tooltip" data-bs-placement="bottom"'
    by = '<a href="%s">%s</a>' % (contacts[1][1] if len(contacts) > 3 and r.random() < 0.5 else contacts[0][1], esc(author))
    meta = ('<div class="post-meta text-muted">\n  <span>\n    Posted\n    %s\n  </span>\n%s%s\n  <div class="d-flex justify-content-between">\n    <span>\n      By\n      <em>\n        %s\n      </em>\n    </span>\n'
            '    <div>\n      <span class="readtime"%s title="%d words">\n        <em>%d min</em> read</span>\n    </div>\n  </div>\n</div>') % (
        when(d), "  <span>\n    Updated\n    %s\n  </span>\n" % when(upd) if upd else "", img, by, tip, words, mins)
    heads = [v for w, v in blocks if w in ("h2", "h3")]
    toc = bool(heads)
    post_desc = '<p class="post-desc fw-light mb-4">%s</p>' % esc(desc) if desc else ""
    cats = [cat] + ([r.choice(["Tutorial", "Notes", "Projects", "Homelab", "Programming", "Linux", "Writeups"])] if r.random() < 0.6 else [])
    url = "https://%s.github.io%s" % (handle, SLUG[0])
    share = [("Twitter", "https://twitter.com/intent/tweet?text=%s%%20-%%20%s&url=%s" % (esc(t).replace(" ", "%20"), esc(blog).replace(" ", "%20"), url), "fa-fw fab fa-twitter" if not v7 else "fa-fw fa-brands fa-square-x-twitter"),
             ("Facebook", "https://www.facebook.com/sharer/sharer.php?title=%s&u=%s" % (esc(t).replace(" ", "%20"), url), "fa-fw fab fa-facebook-square"),
             ("Telegram", "https://t.me/share/url?url=%s&text=%s" % (url, esc(t).replace(" ", "%20")), "fa-fw fab fa-telegram")]
    if v5:
        share_h = ('<div class="share-wrapper">\n  <span class="share-label text-muted mr-1">Share</span>\n  <span class="share-icons">\n%s    <i id="copy-link" class="fa-fw fas fa-link small" data-toggle="tooltip" data-placement="top" '
                   'title="Copy link" data-title-succeed="Link copied successfully!"></i>\n  </span>\n</div>') % "".join(
            '    <a href="%s" data-toggle="tooltip" data-placement="top" title="%s" target="_blank" rel="noopener" aria-label="%s">\n      <i class="%s"></i>\n    </a>\n' % (u, n, n, ic) for n, u, ic in share)
    else:
        share_h = ('<div class="share-wrapper d-flex align-items-center">\n  <span class="share-label text-muted">Share</span>\n  <span class="share-icons">\n%s    <button id="copy-link" aria-label="Copy link" class="btn small" data-bs-toggle="tooltip" '
                   'data-bs-placement="top" title="Copy link" data-title-succeed="Link copied successfully!">\n      <i class="fa-fw fas fa-link pe-none fs-6"></i>\n    </button>\n  </span>\n</div>') % "".join(
            '    <a href="%s" target="_blank" rel="noopener" data-bs-toggle="tooltip" data-bs-placement="top" title="%s" aria-label="%s">\n      <i class="%s"></i>\n    </a>\n' % (u, n, n, ic) for n, u, ic in share)
    EXTRAS.append("This post is licensed under")
    tail = ('<div class="post-tail-wrapper text-muted">\n  <div class="post-meta mb-3">\n    <i class="far fa-folder-open fa-fw %s-1"></i>\n    %s\n  </div>\n  <div class="post-tags">\n    <i class="fa fa-tags fa-fw %s-1"></i>\n%s  </div>\n'
            '  <div class="\n      post-tail-bottom\n      d-flex justify-content-between align-items-center %s pb-2\n    ">\n    <div class="license-wrapper">\n      This post is licensed under\n'
            '        <a href="https://creativecommons.org/licenses/by/4.0/">\n          CC BY 4.0\n        </a>\n        by the author.\n    </div>\n    %s\n  </div>\n</div>') % (
        "mr" if v5 else "me", ",".join('<a href="/categories/%s/">%s</a>' % (slug(c), c) for c in cats), "mr" if v5 else "me",
        "".join('    <a href="/tags/%s/" class="post-tag no-text-decoration" >%s</a>\n' % (x, x) for x in tags), "mt-3 pt-5" if v5 else "mt-5", share_h)
    recent = others[3:8]
    EXTRAS.extend(recent)
    related = [(x, para(r, 3, 5)) for x in others[2:5]]
    rel_ex = [(x, y if len(y) <= 200 else y[:197] + "...") for x, y in related]
    EXTRAS.extend([x for x, _ in related] + [y[:-3] if y.endswith("...") else y for _, y in rel_ex])
    EXTRAS.extend([x for x in (prev, nxt) if x])
    rdate = lambda: d - datetime.timedelta(days=r.randint(5, 700))
    if v5:
        panel = ('<div id="panel-wrapper" class="col-xl-3 pl-2 text-muted">\n  <div class="access">\n    <div id="access-lastmod" class="post">\n      <div class="panel-heading">Recently Updated</div>\n'
                 '      <ul class="post-content pl-0 pb-1 ml-1 mt-2">\n%s      </ul>\n    </div>\n    <div id="access-tags">\n      <div class="panel-heading">Trending Tags</div>\n'
                 '      <div class="d-flex flex-wrap mt-3 mb-1 mr-3">\n%s      </div>\n    </div>\n  </div>\n%s</div>\n') % (
            "".join('        <li><a href="/posts/%s/">%s</a></li>\n' % (slug(x), esc(x)) for x in recent), "".join('        <a class="post-tag" href="/tags/%s/">%s</a>\n' % (x, x) for x in trending),
            '  <script src="https://cdn.jsdelivr.net/gh/afeld/bootstrap-toc@1.0.1/dist/bootstrap-toc.min.js"></script>\n  <div id="toc-wrapper" class="pl-0 pr-4 mb-5">\n'
            '    <div class="panel-heading pl-3 pt-2 mb-2">Contents</div>\n    <nav id="toc" data-toggle="toc"></nav>\n  </div>\n' if toc else "")
        rel_h = ('<div id="related-posts" class="mt-5 mb-2 mb-sm-4">\n  <h3 class="pt-2 mt-1 mb-4 ml-1" data-toc-skip>Further Reading</h3>\n  <div class="card-deck mb-4">\n%s  </div>\n</div>') % "".join(
            '    <div class="card">\n      <a href="/posts/%s/">\n        <div class="card-body">\n          %s\n          <h3 class="pt-0 mt-1 mb-3" data-toc-skip>%s</h3>\n          <div class="text-muted small">\n'
            '            <p>\n              %s\n            </p>\n          </div>\n        </div>\n      </a>\n    </div>\n' % (slug(x), when(rdate(), False).replace('class=""', 'class="small"'), esc(x), esc(y)) for x, y in rel_ex)
        nav = '<div class="post-navigation d-flex justify-content-between">\n%s</div>' % "".join(
            ('  <a href="/posts/%s/" class="btn btn-outline-primary" prompt="%s">\n    <p>%s</p>\n  </a>\n' % (slug(x), lab, esc(x)) if x else
             '  <div class="btn btn-outline-primary disabled" prompt="%s">\n    <p>-</p>\n  </div>\n' % lab) for lab, x in (("Older", prev), ("Newer", nxt)))
    else:
        panel = ('<aside aria-label="Panel" id="panel-wrapper" class="col-xl-3 ps-2 %stext-muted">\n  <div class="access">\n    <section id="access-lastmod">\n      <h2 class="panel-heading">Recently Updated</h2>\n'
                 '      <ul class="content list-unstyled ps-0 pb-1 ms-1 mt-2">\n%s      </ul>\n    </section>\n    <section>\n      <h2 class="panel-heading">Trending Tags</h2>\n'
                 '      <div class="d-flex flex-wrap mt-3 mb-1 me-3">\n%s      </div>\n    </section>\n  </div>\n%s</aside>\n') % (
            "" if v7 else "mb-5 ", "".join('        <li class="text-truncate lh-lg">\n          <a href="/posts/%s/">%s</a>\n        </li>\n' % (slug(x), esc(x)) for x in recent),
            "".join('        <a class="post-tag btn btn-outline-primary" href="/tags/%s/">%s</a>\n' % (x, x) for x in trending),
            ('  <div class="toc-border-cover z-3"></div>\n  <section id="toc-wrapper" class="invisible position-sticky ps-0 pe-4 pb-4">\n    <h2 class="panel-heading ps-3 pb-2 mb-0">Contents</h2>\n    <nav id="toc"></nav>\n  </section>\n' if v7 else
             '  <section id="toc-wrapper" class="ps-0 pe-4 mb-5">\n    <h2 class="panel-heading ps-3 pt-2 mb-2">Contents</h2>\n    <nav id="toc"></nav>\n  </section>\n') if toc else "")
        rel_h = ('<aside id="related-posts" aria-labelledby="related-label">\n  <h3 class="mb-4" id="related-label">Further Reading</h3>\n  <nav class="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 mb-4">\n%s  </nav>\n</aside>') % "".join(
            '    <article class="col">\n      <a href="/posts/%s/" class="post-preview card h-100">\n        <div class="card-body">\n          %s\n          <h4 class="pt-0 my-2">%s</h4>\n'
            '          <div class="text-muted">\n            <p>%s</p>\n          </div>\n        </div>\n      </a>\n    </article>\n' % (slug(x), when(rdate(), False), esc(x), esc(y)) for x, y in rel_ex)
        nav = '<nav class="post-navigation d-flex justify-content-between" aria-label="Post Navigation">\n%s</nav>' % "".join(
            ('  <a href="/posts/%s/" class="btn btn-outline-primary" aria-label="%s">\n    <p>%s</p>\n  </a>\n' % (slug(x), lab, esc(x)) if x else
             '  <div class="btn btn-outline-primary disabled" aria-label="%s">\n    <p>-</p>\n  </div>\n' % lab) for lab, x in (("Older", prev), ("Newer", nxt)))
    repo = "%s/%s.github.io" % (handle, handle)
    if talk == "giscus":
        comm = ('<script>\n  (function () {\n    const themeMapper = Theme.getThemeMapper(\'light\', \'dark_dimmed\');\n    const initTheme = themeMapper[Theme.visualState];\n\n    let lang = \'en\';\n\n'
                '    let giscusAttributes = {\n      src: \'https://giscus.app/client.js\',\n      \'data-repo\': \'%s\',\n      \'data-repo-id\': \'R_kgDO%x\',\n      \'data-category\': \'Announcements\',\n'
                '      \'data-category-id\': \'DIC_kwDO%x\',\n      \'data-mapping\': \'pathname\',\n      \'data-strict\': \'0\',\n      \'data-reactions-enabled\': \'1\',\n      \'data-emit-metadata\': \'0\',\n'
                '      \'data-theme\': initTheme,\n      \'data-input-position\': \'bottom\',\n      \'data-lang\': lang,\n      \'data-loading\': \'lazy\',\n      crossorigin: \'anonymous\',\n      async: \'\'\n    };\n\n'
                '    let giscusNode = document.createElement(\'script\');\n    Object.entries(giscusAttributes).forEach(([key, value]) =>\n      giscusNode.setAttribute(key, value)\n    );\n\n'
                '    const $footer = document.querySelector(\'footer\');\n    $footer.insertAdjacentElement(\'beforebegin\', giscusNode);\n  })();\n</script>') % (repo, rs.getrandbits(28), rs.getrandbits(28))
    elif talk == "utterances":
        comm = '<script src="https://utteranc.es/client.js" repo="%s" issue-term="pathname" crossorigin="anonymous" async>\n</script>' % repo
    elif talk == "disqus":
        EXTRAS.append("Comments powered by")
        comm = ('<div id="disqus_thread"%s>\n  <p class="text-center text-muted small">Comments powered by <a href="https://disqus.com/">Disqus</a>.</p>\n</div>\n<script type="text/javascript">\n'
                '  var disqus_config = function () {\n    this.page.url = \'%s\';\n    this.page.identifier = \'%s\';\n  };\n  (function () {\n    const dsq = document.createElement(\'script\');\n'
                '    dsq.src = \'https://%s.disqus.com/embed.js\';\n    (document.head || document.body).appendChild(dsq);\n  })();\n</script>') % (' class="pt-2 pb-2"' if v5 else "", url, SLUG[0], site)
    else:
        comm = ""
    year = max(d.year, d.year + r.randint(0, 1))
    rights = ('<span data-%stoggle="tooltip" data-%splacement="top" title="Except where otherwise noted, the blog posts on this site are licensed under the Creative Commons Attribution 4.0 International (CC BY 4.0) License by the author.">Some rights reserved.</span>'
              % (("", "") if v5 else ("bs-", "bs-")))
    if v5:
        foot = ('<footer>\n  <div class="container pl-lg-4 pr-lg-4">\n    <div class="d-flex justify-content-between align-items-center text-muted ml-md-3 mr-md-3">\n      <div class="footer-left">\n'
                '        <p class="mb-0">\n          © %d\n          <a href="%s">%s</a>.\n          %s\n        </p>\n      </div>\n      <div class="footer-right">\n'
                '        <p class="mb-0">Powered by <a href="https://jekyllrb.com" target="_blank" rel="noopener">Jekyll</a> with <a href="https://github.com/cotes2020/jekyll-theme-chirpy" target="_blank" rel="noopener">Chirpy</a> theme.</p>\n'
                '      </div>\n    </div>\n  </div>\n</footer>') % (year, contacts[0][1], esc(author), rights)
    else:
        foot = ('<footer\n  aria-label="Site Info"\n  class="\n    d-flex flex-column justify-content-center text-muted\n    flex-lg-row justify-content-lg-between align-items-lg-center pb-lg-3\n  "\n>\n'
                '  <p>©\n    <time>%d</time>\n\n    <a href="%s">%s</a>.\n\n    %s\n  </p>\n\n  <p>Using the <a data-bs-toggle="tooltip" data-bs-placement="top" title="v%s" href="https://github.com/cotes2020/jekyll-theme-chirpy" target="_blank" rel="noopener">Chirpy</a>'
                ' theme for <a href="https://jekyllrb.com" target="_blank" rel="noopener">Jekyll</a>.</p>\n</footer>') % (
            year, contacts[0][1], esc(author), rights, rs.choice(["6.1.0", "6.2.3", "6.3.1", "6.5.5"]) if ver == "v6" else rs.choice(["7.0.1", "7.1.1", "7.2.4", "7.3.0"]))
    hints = '<div id="search-hints">\n  %s\n</div>' % (
        ('<div id="access-tags">\n  <div class="panel-heading">Trending Tags</div>\n  <div class="d-flex flex-wrap mt-3 mb-1 mr-3">\n%s  </div>\n</div>' if v5 else
         '<section>\n  <h2 class="panel-heading">Trending Tags</h2>\n  <div class="d-flex flex-wrap mt-3 mb-1 me-3">\n%s  </div>\n</section>') % "".join(
            '    <a class="post-tag%s" href="/tags/%s/">%s</a>\n' % ("" if v5 else " btn btn-outline-primary", x, x) for x in trending))
    results = ('<div id="search-result-wrapper" class="d-flex justify-content-center %s">\n  <div class="%s">\n    %s\n    <div id="search-results" class="d-flex flex-wrap justify-content-center text-muted mt-3"></div>\n  </div>\n</div>') % (
        "unloaded" if v5 else "d-none", "col-12 col-sm-11 post-content" if v5 else "col-11 content", hints)
    if v5:
        page = ('%s%s<div id="main-wrapper">\n  <div id="main">\n<div class="row">\n  <div id="core-wrapper" class="col-12 col-lg-11 col-xl-9 pr-xl-4">\n    <div class="post pl-1 pr-1 pl-md-2 pr-md-2">\n'
                '      <h1 data-toc-skip>%s</h1>\n      %s\n      <div class="post-content">\n        %s\n      </div>\n      %s\n    </div>\n  </div>\n  %s</div>\n'
                '<div class="row">\n  <div id="tail-wrapper" class="col-12 col-lg-11 col-xl-9 pl-3 pr-3 pr-xl-4">\n    %s\n    %s\n    %s\n  </div>\n</div>\n%s\n  </div>\n  %s\n</div>\n'
                '<div id="mask"></div>\n<a id="back-to-top" href="#" aria-label="back-to-top" class="btn btn-lg btn-box-shadow" role="button">\n  <i class="fas fa-angle-up"></i>\n</a>') % (
            side, top, esc(t), meta, content, tail, panel, rel_h, nav, comm, foot, results)
    else:
        tocbar = ""
        if v7 and toc:
            tocbar = ('<div id="toc-bar" class="d-flex align-items-center justify-content-between invisible">\n  <span class="label text-truncate">%s</span>\n  <button type="button" class="toc-trigger btn me-1">\n'
                      '    <i class="fa-solid fa-list-ul fa-fw"></i>\n  </button>\n</div>\n<button id="toc-solo-trigger" type="button" class="toc-trigger btn btn-outline-secondary btn-sm">\n'
                      '  <span class="label ps-2 pe-1">Contents</span>\n  <i class="fa-solid fa-angle-right fa-fw"></i>\n</button>\n<dialog id="toc-popup" class="p-0">\n'
                      '  <div class="header d-flex flex-row align-items-center justify-content-between">\n    <div class="label text-truncate py-2 ms-4">%s</div>\n'
                      '    <button id="toc-popup-close" type="button" class="btn mx-1 my-1 opacity-75">\n      <i class="fas fa-close"></i>\n    </button>\n  </div>\n'
                      '  <div id="toc-popup-content" class="px-4 py-3 pb-4"></div>\n</dialog>\n') % (esc(t), esc(t))
        page = ('%s<div id="main-wrapper" class="d-flex justify-content-center">\n  <div class="container d-flex flex-column px-xxl-5">\n    %s\n    <div class="row flex-grow-1">\n'
                '      <main aria-label="Main Content" class="col-12 col-lg-11 col-xl-9 px-md-4">\n<article class="px-1"%s>\n  <header>\n    <h1 data-toc-skip>%s</h1>\n    %s\n    %s\n  </header>\n'
                '  %s<div class="content">\n    %s\n  </div>\n  %s\n</article>\n      </main>\n      %s    </div>\n    <div class="row">\n      <div id="tail-wrapper" class="col-12 col-lg-11 col-xl-9 px-md-4">\n'
                '        %s\n        %s\n        %s\n        %s\n      </div>\n    </div>\n    %s\n  </div>\n  <aside aria-label="Scroll to Top">\n    <button id="back-to-top" type="button" class="btn btn-lg btn-box-shadow">\n'
                '      <i class="fas fa-angle-up"></i>\n    </button>\n  </aside>\n</div>\n<div id="mask"%s></div>') % (
            side, top, ' data-toc="%s"' % ("true" if toc else "false") if v7 else "", esc(t), post_desc, meta, tocbar, content, tail, panel, rel_h, nav, comm, foot, results,
            ' class="d-none position-fixed w-100 h-100 z-1"' if v7 else "")
    return jk_compress(page)


def jk_mm(r, rs, t, ver, content, d, tz, author, handle, email, words, desc, blocks, others, prev, nxt, tags, cat, cs, disqus, staticman, overlay,
          crumbs, related, share, site, slug):
    """Minimal Mistakes' page around the post, 4.1x or 4.2x (see
    jekyll())."""
    new = ver == "4.2"
    blog = BLOG[0]
    iso = "%sT%02d:%02d:00%s" % (d.strftime("%Y-%m-%d"), d.hour, d.minute, tz)
    long_ = "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    bio = sentence(rs, 6, 14)
    EXTRAS.append(bio)
    nav_items = rs.sample(["Posts", "Categories", "Tags", "About", "Projects", "Archive", "CV", "Publications"], rs.randint(2, 4))
    show_date = new and rs.random() < 0.6
    toc_label = rs.choice(["On this page", "On this page", "On this page", "Contents", "Table of Contents"])
    toc_icon = rs.choice(["file-alt", "file-alt", "cog", "list"])
    place = rs.choice([None, None, "Berlin", "Seoul", "Boston", "Lisbon", "Toronto", "Bangalore"])
    links = [("GitHub", "https://github.com/%s" % handle, "fab fa-fw fa-github"), ("Twitter", "https://twitter.com/%s" % handle, "fab fa-fw fa-twitter-square")]
    if rs.random() < 0.5:
        links.append(("LinkedIn", "https://www.linkedin.com/in/%s" % handle, "fab fa-fw fa-linkedin"))
    mins = words // 200
    read = ("less than 1 minute read" if words < 200 else "%d minute read" % mins)
    meta = ('<p class="page__meta">\n%s%s%s</p>' % (
        '      <span class="page__meta-date">\n        <i class="far  fa-calendar-alt" aria-hidden="true"></i>\n        <time datetime="%s">%s</time>\n      </span>\n' % (iso, long_) if show_date else "",
        '      <span class="page__meta-sep"></span>\n' if show_date else "",
        '      <span class="page__meta-readtime">\n        <i class="far  fa-clock" aria-hidden="true"></i>\n        %s\n      </span>\n' % read if new else
        '<i class="far fa-clock" aria-hidden="true"></i> \n\n\n  %s\n\n' % read))
    skip = ('<nav class="skip-links">\n  <ul>\n    <li><a href="#site-nav" class="screen-reader-shortcut">Skip to primary navigation</a></li>\n    <li><a href="#main" class="screen-reader-shortcut">Skip to content</a></li>\n'
            '    <li><a href="#footer" class="screen-reader-shortcut">Skip to footer</a></li>\n  </ul>\n</nav>\n')
    mast = ('<div class="masthead">\n  <div class="masthead__inner-wrap">\n    <div class="masthead__menu">\n      <nav id="site-nav" class="greedy-nav">\n        \n        <a class="site-title" href="/">\n          %s\n          \n        </a>\n'
            '        <ul class="visible-links">%s</ul>\n        \n        <button class="search__toggle" type="button">\n          <span class="visually-hidden">Toggle search</span>\n'
            '          <i class="fas fa-search"></i>\n        </button>\n        \n        <button class="greedy-nav__toggle hidden" type="button">\n          <span class="visually-hidden">Toggle menu</span>\n'
            '          <div class="navicon"></div>\n        </button>\n        <ul class="hidden-links hidden"></ul>\n      </nav>\n    </div>\n  </div>\n</div>\n') % (
        esc(blog), "".join('<li class="masthead__menu-item">\n              <a href="/%s/">%s</a>\n            </li>' % (x.lower(), x) for x in nav_items))
    hero = ""
    if overlay:
        hero = ('<div class="page__hero--overlay"\n  style=" background-color: %s; background-image: url(\'/assets/images/%s.jpg\');"\n>\n  \n    <div class="wrapper">\n      <h1 id="page-title" class="page__title" itemprop="headline">\n'
                '        \n          %s\n        \n      </h1>\n      %s\n      \n        %s\n      \n      \n    </div>\n  %s\n</div>\n') % (
            rs.choice(["#333", "#5e616c", "#000"]), slug(t)[:30] or "header", esc(t), '<p class="page__lead">%s\n</p>' % esc(desc) if desc else "", meta,
            '<span class="page__hero-caption">Photo by <a href="https://unsplash.com/@%s">%s</a> on <a href="https://unsplash.com">Unsplash</a>\n</span>' % (LEXICON[r.randrange(len(LEXICON))], esc(r.choice(NAMES))) if r.random() < 0.6 else "")
    bc = ('<nav class="breadcrumbs">\n  <ol itemscope itemtype="https://schema.org/BreadcrumbList">\n    <li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem">\n'
          '      <a href="/" itemprop="item"><span itemprop="name">Home</span></a>\n      <meta itemprop="position" content="1" />\n    </li>\n    <span class="sep">/</span>\n'
          '    <li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem">\n      <a href="/categories/#%s" itemprop="item"><span itemprop="name">%s</span></a>\n'
          '      <meta itemprop="position" content="2" />\n    </li>\n    <span class="sep">/</span>\n    <li class="current">%s</li>\n  </ol>\n</nav>\n') % (cat.lower(), cat, esc(t)) if crumbs else ""
    hc = lambda c: c if new else ""
    prof = ('<div class="sidebar sticky">\n  \n  \n\n<div itemscope itemtype="https://schema.org/Person"%s>\n\n  \n    <div class="author__avatar">\n      <a href="/">\n'
            '        <img src="/assets/images/%s" alt="%s" itemprop="image"%s>\n      </a>\n    </div>\n  \n\n  <div class="author__content">\n    <h3 class="author__name%s" itemprop="name">\n'
            '      %s\n    </h3>\n    \n      <div class="author__bio%s" itemprop="description">\n        <p>%s</p>\n\n      </div>\n    \n  </div>\n\n  <div class="author__urls-wrapper">\n'
            '    <button class="btn btn--inverse">Follow</button>\n    <ul class="author__urls social-icons">\n%s%s%s    </ul>\n  </div>\n</div>\n\n  \n  </div>\n') % (
        hc(' class="h-card"'), rs.choice(["bio-photo.jpg", "avatar.png", "profile.jpg"]), esc(author), hc(' class="u-photo"'), hc(" p-name"),
        '<a class="u-url" rel="me" href="/" itemprop="url">%s</a>' % esc(author) if new else esc(author), hc(" p-note"), esc(bio),
        '      <li itemprop="homeLocation" itemscope itemtype="https://schema.org/Place">\n        <i class="fas fa-fw fa-map-marker-alt" aria-hidden="true"></i> <span itemprop="name"%s>%s</span>\n      </li>\n' % (
            hc(' class="p-locality"'), place) if place else "",
        '      <li><a href="mailto:%s" rel="me" class="u-email">\n            <meta itemprop="email" content="%s" />\n            <i class="fas fa-fw fa-envelope-square" aria-hidden="true"></i><span class="label">Email</span>\n          </a></li>\n' % (email, email) if new else
        '      <li><a href="mailto:%s"><i class="fas fa-fw fa-envelope-square" aria-hidden="true"></i> Email</a></li>\n' % email,
        "".join(('            <li><a href="%s" rel="nofollow noopener noreferrer me" itemprop="sameAs"><i class="%s" aria-hidden="true"></i><span class="label">%s</span></a></li>\n' if new else
                 '            <li><a href="%s" itemprop="sameAs" rel="nofollow noopener noreferrer"><i class="%s" aria-hidden="true"></i> %s</a></li>\n') % (u, ic, n) for n, u, ic in links))
    heads = [(w, v) for w, v in blocks if w in ("h2", "h3")]
    toc = ""
    if sum(1 for w, _ in heads if w == "h2") >= 2 and r.random() < rs.choice([0.3, 0.7, 1.0]):
        items, cur = [], None
        for w, (h, i) in heads:
            if w == "h2" or cur is None:
                cur = [(h, i), []]
                items.append(cur)
            else:
                cur[1].append((h, i))
        if new:
            ul = '<ul class="toc__menu">%s</ul>' % "".join('<li><a href="#%s">%s</a>%s</li>' % (i, esc(h), "<ul>%s</ul>" % "".join('<li><a href="#%s">%s</a></li>' % (j, esc(x)) for x, j in sub) if sub else "")
                                                          for (h, i), sub in items)
        else:
            ul = '<ul class="toc__menu" id="markdown-toc">\n%s</ul>' % "".join('  <li><a href="#%s" id="markdown-toc-%s">%s</a>%s</li>\n' % (i, i, esc(h), "\n    <ul>\n%s    </ul>\n  " % "".join(
                '      <li><a href="#%s" id="markdown-toc-%s">%s</a></li>\n' % (j, j, esc(x)) for x, j in sub) if sub else "") for (h, i), sub in items)
        toc = ('<aside class="sidebar__right%s">\n<nav class="toc">\n<header><h4 class="nav__title"><i class="fas fa-%s"></i> %s</h4></header>\n%s\n\n</nav>\n</aside>\n' % (
            " sticky" if r.random() < 0.7 else "", toc_icon, toc_label, ul))
    head = "" if overlay else '<header>\n          <h1 id="page-title" class="page__title%s" itemprop="headline">\n            %s\n          </h1>\n          %s\n        </header>\n' % (
        hc(" p-name"), '<a href="https://%s.github.io%s" class="u-url" itemprop="url">%s\n</a>' % (handle, SLUG[0], esc(t)) if new else "%s\n" % esc(t), meta)
    tax = ('<p class="page__taxonomy">\n    <strong><i class="fas fa-fw fa-tags" aria-hidden="true"></i> Tags: </strong>\n    <span itemprop="keywords">\n    %s\n    </span>\n  </p>\n'
           '<p class="page__taxonomy">\n    <strong><i class="fas fa-fw fa-folder-open" aria-hidden="true"></i> Categories: </strong>\n    <span itemprop="keywords">\n    '
           '<a href="/categories/#%s" class="page__taxonomy-item%s" rel="tag">%s</a>\n    </span>\n  </p>\n') % (
        '<span class="sep">, </span>\n    '.join('<a href="/tags/#%s" class="page__taxonomy-item%s" rel="tag">%s</a>' % (x, hc(" p-category"), x) for x in tags), cat.lower(), hc(" p-category"), cat)
    upd = '<p class="page__date"><strong><i class="fas fa-fw fa-calendar-alt" aria-hidden="true"></i> Updated:</strong> <time%s datetime="%s">%s</time></p>' % (hc(' class="dt-published"'), iso, long_)
    url = "https://%s.github.io%s" % (handle, SLUG[0])
    shr = ('<section class="page__share">\n  \n    <h4 class="page__share-title">Share on</h4>\n  \n%s</section>\n' % "".join(
        '  <a href="%s" class="btn btn--%s" onclick="window.open(this.href, \'window\', \'left=20,top=20,width=500,height=500,toolbar=1,resizable=0\'); return false;" title="Share on %s">'
        '<i class="fab fa-fw fa-%s" aria-hidden="true"></i><span> %s</span></a>\n\n' % (u, n.lower(), n, n.lower(), n) for n, u in (
            ("Twitter", "https://twitter.com/intent/tweet?text=%s%%20%s" % (esc(t).replace(" ", "+"), url.replace(":", "%3A").replace("/", "%2F"))),
            ("Facebook", "https://www.facebook.com/sharer/sharer.php?u=%s" % url.replace(":", "%3A").replace("/", "%2F")),
            ("LinkedIn", "https://www.linkedin.com/shareArticle?mini=true&url=%s" % url.replace(":", "%3A").replace("/", "%2F"))))) if share else ""
    pag = '<nav class="pagination">\n    %s\n    %s\n  </nav>\n' % (
        '<a href="/%s/" class="pagination--pager" title="%s\n">Previous</a>' % (slug(prev), esc(prev)) if prev else '<a href="#" class="pagination--pager disabled">Previous</a>',
        '<a href="/%s/" class="pagination--pager" title="%s\n">Next</a>' % (slug(nxt), esc(nxt)) if nxt else '<a href="#" class="pagination--pager disabled">Next</a>')
    comm = ""
    tail_script = ""
    if staticman:
        base = d + datetime.timedelta(hours=r.randint(2, 72))
        t0 = None
        arts = []
        for k, (nm, cd, cps, _) in enumerate(cs):
            ct = datetime.datetime(cd[2], MONTHS.index(cd[1]) + 1, cd[0], cd[3] % 12 + (12 if cd[5] == "PM" else 0), cd[4])
            t0 = t0 or ct
            ct = base + (ct - t0)
            site_url = r.choice(["", "", "https://%s.example" % nm.split()[0].lower()])
            who = '<span itemprop="name"><a rel="external nofollow" itemprop="url" href="%s">%s</a></span>' % (site_url, esc(nm)) if site_url else '<span itemprop="name">%s</span>' % esc(nm)
            arts.append(('<article id="comment%d" class="js-comment comment" itemprop="comment" itemscope itemtype="https://schema.org/Comment">\n  <div class="comment__avatar-wrapper">\n'
                         '    <img class="comment__avatar" src="https://www.gravatar.com/avatar/%032x?d=mm&s=80" alt="%s">\n  </div>\n  <div class="comment__content-wrapper">\n'
                         '    <h3 class="comment__author" itemprop="author" itemscope itemtype="https://schema.org/Person">\n      \n        %s\n      \n    </h3>\n    <p class="comment__date">\n      \n        \n'
                         '        <a href="#comment%d" itemprop="url">\n        \n        <time datetime="%s" itemprop="datePublished">%s</time>\n        </a>\n      \n    </p>\n'
                         '    <div itemprop="text">%s</div>\n  </div>\n</article>\n') % (
                k + 1, r.getrandbits(128), esc(nm), who, k + 1, ct.strftime("%Y-%m-%dT%H:%M:%S") + "+00:00", "%s %02d, %d at %02d:%02d %s" % (MONTHS[ct.month - 1], ct.day, ct.year, (ct.hour + 11) % 12 + 1, ct.minute, "AM" if ct.hour < 12 else "PM"),
                ps(cps)))
        EXTRAS.append("Your email address will not be published.")
        comm = ('<div class="page__comments">\n  \n    <section id="static-comments">\n      \n        <!-- Start static comments -->\n        <div class="js-comments">\n          %s\n        </div>\n        <!-- End static comments -->\n'
                '        <!-- Start new comment form -->\n        <div id="respond">\n          <h4 class="page__comments-title">Leave a comment <small><a rel="nofollow" id="cancel-comment-reply-link" href="%s#respond" style="display:none;">Cancel reply</a></small></h4>\n'
                '          <p class="small">Your email address will not be published. Required fields are marked <span class="required">*</span></p>\n'
                '          <form id="new_comment" class="page__form js-form form" method="post" action="https://%s/v2/entry/%s/%s.github.io/%s/comments">\n'
                '            <div class="form__spinner">\n              <i class="fas fa-spinner fa-spin fa-3x fa-fw"></i>\n              <span class="sr-only">Loading...</span>\n            </div>\n\n'
                '            <div class="form-group">\n              <label for="comment-form-message">Comment <small class="required">*</small></label>\n              <textarea type="text" rows="3" id="comment-form-message" name="fields[message]" tabindex="1"></textarea>\n'
                '              <div class="small help-block"><a href="https://daringfireball.net/projects/markdown/">Markdown is supported.</a></div>\n            </div>\n'
                '            <div class="form-group">\n              <label for="comment-form-name">Name <small class="required">*</small></label>\n              <input type="text" id="comment-form-name" name="fields[name]" tabindex="2" />\n            </div>\n'
                '            <div class="form-group">\n              <label for="comment-form-email">Email address <small class="required">*</small></label>\n              <input type="email" id="comment-form-email" name="fields[email]" tabindex="3" />\n            </div>\n'
                '            <div class="form-group">\n              <label for="comment-form-url">Website (optional)</label>\n              <input type="url" id="comment-form-url" name="fields[url]" tabindex="4"/>\n            </div>\n'
                '            <div class="form-group hidden" style="display: none;">\n              <input type="hidden" name="options[origin]" value="%s">\n              <input type="hidden" name="options[slug]" value="%s">\n'
                '              <label for="comment-form-location">Not used. Leave blank if you are a human.</label>\n              <input type="text" id="comment-form-location" name="fields[hidden]" autocomplete="off"/>\n            </div>\n'
                '            <!-- Start comment form alert messaging -->\n            <p class="hidden js-notice">\n              <strong class="js-notice-text-success hidden">Thanks for your comment! It will show on the site once it has been approved.</strong>\n'
                '              <strong class="js-notice-text-failure hidden">Sorry, there was an error with your submission. Please make sure all required fields have been completed and try again.</strong>\n            </p>\n'
                '            <!-- End comment form alert messaging -->\n            <div class="form-group">\n              <button type="submit" id="comment-form-submit" tabindex="5" class="btn btn--primary btn--large">Submit comment</button>\n'
                '            </div>\n          </form>\n        </div>\n        <!-- End new comment form -->\n      \n    </section>\n  \n</div>\n') % (
            ('<h4 class="page__comments-title">Comments</h4>\n          ' + "".join(arts)) if arts else "", SLUG[0], rs.choice(["api.staticman.net", "staticman-%s.herokuapp.com" % site]), handle, handle,
            rs.choice(["master", "main"]), url, slug(t))
    elif disqus:
        EXTRAS.append("Please enable JavaScript to view the")
        comm = '<div class="page__comments">\n  \n    <h4 class="page__comments-title">Leave a comment</h4>\n    <section id="disqus_thread"></section>\n  \n</div>\n'
        tail_script = ('<script>\n  var disqus_config = function () {\n    this.page.url = "%s";  /* Replace PAGE_URL with your page\'s canonical URL variable */\n    this.page.identifier = "%s"; /* Replace PAGE_IDENTIFIER with your page\'s unique identifier variable */\n  };\n'
                       '  function disqus_load() {\n    var d = document, s = d.createElement(\'script\');\n    s.src = \'https://%s.disqus.com/embed.js\';\n    s.setAttribute(\'data-timestamp\', +new Date());\n'
                       '    (d.head || d.body).appendChild(s);\n  }\n  disqus_load();\n</script>\n<noscript>Please enable JavaScript to view the <a href="https://disqus.com/?ref_noscript">comments powered by Disqus.</a></noscript>\n') % (url, SLUG[0], site)
    rel = ""
    if related:
        items = [(x, sentence(r, 14, 40)) for x in others[2:6]]
        ex = [(x, y if len(y) <= 160 else y[:157] + "...") for x, y in items]
        EXTRAS.extend([x for x, _ in ex] + [y[:-3] if y.endswith("...") else y for _, y in ex])
        teaser = rs.random() < 0.4
        rel = ('<div class="page__related">\n    <h2 class="page__related-title">%s</h2>\n    <div class="grid__wrapper">\n      %s\n    </div>\n  </div>\n') % (
            "You may also enjoy" if new else "You May Also Enjoy", "".join(
                '<div class="grid__item">\n  <article class="archive__item" itemscope itemtype="https://schema.org/CreativeWork">\n    %s\n    <h2 class="archive__item-title no_toc" itemprop="headline">\n'
                '      \n        <a href="/%s/" rel="permalink">%s\n</a>\n      \n    </h2>\n    %s\n    <p class="archive__item-excerpt" itemprop="description">%s\n</p>\n  </article>\n</div>\n' % (
                    '<div class="archive__item-teaser">\n        <img src="/assets/images/%s" alt="">\n      </div>' % rs.choice(["500x300.png", "teaser.jpg"]) if teaser else "", slug(x), esc(x),
                    ('<p class="page__meta">\n      <span class="page__meta-readtime">\n        <i class="far fa-fw fa-clock" aria-hidden="true"></i>\n        %d minute read\n      </span>\n    </p>' if new else
                     '<p class="page__meta"><i class="far fa-clock" aria-hidden="true"></i> %d minute read</p>') % r.randint(1, 12), esc(y)) for x, y in ex))
    art = ('<div id="main" role="main">\n  %s\n  <article class="page%s" itemscope itemtype="https://schema.org/CreativeWork">\n    <meta itemprop="headline" content="%s">\n'
           '    <meta itemprop="description" content="%s">\n    <meta itemprop="datePublished" content="%s">\n    \n\n    <div class="page__inner-wrap">\n      \n        %s\n      \n\n'
           '      <section class="page__content%s" itemprop="text">\n        \n          %s\n        %s\n        \n      </section>\n\n      <footer class="page__meta">\n        \n        %s\n\n\n        %s\n\n      </footer>\n\n'
           '      %s\n\n      %s\n    </div>\n\n    %s\n  </article>\n\n  \n  %s\n</div>\n') % (
        prof, hc(" h-entry"), esc(t), esc(desc or STORY[0]), iso, head, hc(" e-content"), toc, content, tax, upd, shr, pag, comm, rel)
    year = d.year + r.randint(0, 1)
    foot = ('<div id="footer" class="page__footer">\n      <footer>\n        <!-- start custom footer snippets -->\n\n<!-- end custom footer snippets -->\n        <div class="page__footer-follow">\n'
            '  <ul class="social-icons">\n    \n      <li><strong>Follow:</strong></li>\n    \n\n    \n      \n        \n          <li><a href="%s" rel="nofollow noopener noreferrer"><i class="fab fa-fw fa-github" aria-hidden="true"></i> GitHub</a></li>\n'
            '        \n      \n    \n\n    \n      <li><a href="/feed.xml"><i class="fas fa-fw fa-rss-square" aria-hidden="true"></i> Feed</a></li>\n    \n  </ul>\n</div>\n\n'
            '<div class="page__footer-copyright">&copy; %d %s. Powered by <a href="https://jekyllrb.com" rel="nofollow">Jekyll</a> &amp; <a href="https://mademistakes.com/work/minimal-mistakes-jekyll-theme/" rel="nofollow">Minimal Mistakes</a>.</div>\n\n'
            '      </footer>\n    </div>\n') % (links[0][1], year, esc(author if new else blog))
    search = ('<div class="search-content">\n      <div class="search-content__inner-wrap"><form class="search-content__form" onkeydown="return event.key != \'Enter\';" role="search">\n'
              '    <label class="sr-only" for="search">\n      Enter your search term...\n    </label>\n    <input type="search" id="search" class="search-input" tabindex="-1" placeholder="Enter your search term..." />\n'
              '  </form>\n  <div id="results" class="results"></div></div>\n\n    </div>\n')
    return '%s%s\n<div class="initial-content">\n  %s\n  %s\n  %s\n</div>\n\n%s\n%s\n%s<script src="/assets/js/main.min.js"></script>\n' % (skip, mast, hero, bc, art, search, foot, tail_script)

HE_FIRST = ["יוסי", "דני", "מיכל", "נועה", "אבי", "רונית", "עמית", "שירה", "איתי", "תמר", "אורי", "יעל", "גיל", "הילה", "רועי", "ליאת",
            "עידו", "מאיה", "אלון", "ענבל", "נדב", "קרן", "אסף", "דנה", "יונתן", "אפרת"]
HE_LAST = ["כהן", "לוי", "מזרחי", "פרץ", "ביטון", "דהן", "אברהם", "פרידמן", "שפירא", "גולן", "רוזן", "אזולאי", "בן דוד", "קליין",
           "אשכנזי", "חדד", "גבאי", "שגיא", "ברק", "נחום", "וייס", "סגל", "עמר", "טל"]
HE_MONTHS = ["ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר", "דצמבר"]
# a picture's credit: an agency, a spokesman's office, a photographer's name (None)
HE_CREDITS = ["רויטרס", "רויטרס", "AP", "AFP", "EPA", "Getty Images", "שאטרסטוק", "פלאש 90", "פלאש 90", "דוברות המשטרה", 'דובר צה"ל',
              'לע"מ', "רשתות חברתיות", None, None, None, None]
HE_SECTIONS = {"ynet": [("חדשות", "news"), ("חדשות", "news"), ("חדשות", "news"), ("כלכלה", "economy"), ("ספורט", "sport"), ("תרבות", "entertainment"),
                        ("בריאות", "health"), ("דיגיטל", "digital"), ("יהדות", "judaism"), ("תיירות", "travel"), ("אוכל", "food")],
               "haaretz": [("פוליטי", "news/politics"), ("פוליטי", "news/politics"), ("חינוך", "news/education"), ("בעולם", "news/world"),
                           ("בריאות", "news/health"), ("משפט", "news/law"), ("דעות", "opinions"), ("טלוויזיה", "gallery/television"),
                           ("ספרות", "literature"), ("ספורט", "sport"), ("מדע וסביבה", "science")],
               "walla": [("פוליטי-מדיני", 2689), ("פוליטי-מדיני", 2689), ("חדשות בארץ", 1), ("חדשות בארץ", 1), ("העולם", 2), ("צבא וביטחון", 3568),
                         ("חינוך", 3572), ("בריאות", 3564), ("משפט", 3570)],
               "maariv": [("פוליטי", "news/politics"), ("פוליטי", "news/politics"), ("בארץ", "news/israel"), ("בארץ", "news/israel"), ("בעולם", "news/world"),
                          ("צבא וביטחון", "news/military"), ("כלכלה", "business/economic"), ("דעות", "journalists/opinions"), ("טלוויזיה", "culture/tv"),
                          ("משפט", "news/law")]}


def hebrew(r, t, body, cat, cs):
    """An Israeli news site's story page of 2020-2024, in Hebrew (right to
    left, dir="rtl" on the page), in ynet's markup, Haaretz's, or Walla!'s
    or Maariv's, one of them a site.  ynet's (Yedioth's React site of
    2020-2024): div.ArticleHeaderComponent with h1.mainTitle, the
    "sub-title" standfirst (div.subTitleWrapper > h2.subTitle), the
    authors' line (div.authors: links to the writers' topic pages, or
    "סוכנויות הידיעות"), span.DateDisplay "פורסם: 12.03.23, 18:45" and
    on some pages "עודכן: 12.03.23, 19:10", the talkbacks' counter, the
    share buttons; div.ArticleBodyComponent: the lead picture
    (div.ArticleImageComponent, its caption and "צילום: NAME") or video,
    the text in Draft.js editors (div.DraftEditor-root ... div.text_editor_
    paragraph.rtl blocks, each a paragraph of span data-text="true" runs,
    a link run at times, a bold run alone for a subheading, an empty block
    of a <br> at times, a Draft list at times), a new editor after each
    component between them: pictures, the in-article "כתבות נוספות:" box
    of two or three headlines, the in-read ad slot ("פרסומת" over it on
    some sites); then the tags (#articletags), Taboola's empty box and
    the talkbacks' box ("תגובות", "הוספת תגובה", "לכל התגובות (N)"), the
    dataLayer and ld+json scripts.  Haaretz's: htz-frontend's page of
    2020-2022 (Fela's atomic classes of no meaning, the kicker, h1, the
    standfirst <p>, the author's avatar, <address> and <time> "12.03.2023
    18:45", "עקוב" and the hidden "קבל התראות ..." line, the share bar,
    the lead picture's figcaption and credit, div[data-test="articleBody"]
    of <p>s, h2s, dfp slots, a related story's card "עוד בנושא" with its
    "לכתבה המלאה" link, the newsletter's signup box at times) or the
    Next.js page of 2022-2024 (main.article-page, the breadcrumbs,
    h1#article-header, hashed classes, "12 במרץ 2023", "שמירת כתבה",
    section[data-testid="article-body-wrapper"] of <p>s); the premium
    stories (a third of the pages) cut after two or three paragraphs for
    a reader not subscribed, the paywall's box (data-test="paywallMidpage"
    with its gradient on the older page, the loading indicator and the
    promotion links inside the body's section on the newer: "רוצים
    להמשיך לקרוא?", "לרכישת מינוי", "כבר מנויים? התחברו"); then "לחצו
    על הפעמון לעדכונים בנושא:" over the tags and their bells, "המומלצים"
    (the zoidberg list on the newer page), the comments' counter and
    "הוספת תגובה".  Walla!'s (news.walla.co.il/item/N): the breadcrumb
    nav, h1.title, p.subtitle, div.writers-names, <time datetime="2023-03-12
    18:45"> "12/03/2023 | 18:45", "עודכן:" at times, the lead figure
    and its "(צילום: ...)"; div.item-main-content > section.article-content
    of <p>s, h2s, pictures, an "עוד באותו נושא" box and ad slots among
    them; section.tags.target-editorial, the talkbacks' link, "הכי
    נקראים"; window.loadDataState's compressed blob and, on half the
    sites, an ld+json whose articleBody holds the text.  Maariv's
    (/news/politics/Article-N): div.article-breadcrumbs, h1.article-title,
    h2.article-description, div.article-reporter, div.article-publish-date
    "12 במרץ 2023 18:45", the picture's "(צילום: NAME, פלאש 90)", the
    body's <p>s with ad slots ("פרסומת") and pictures among them, the
    tags ("תגיות:"), "עוד באותו נושא", "הכי נקראים".  No comments' texts
    (the talkbacks load with a script).  The feed's description is the
    standfirst on four sites in five (the first sentence where a page has
    none), a first sentence on the others.  The truth: the standfirst
    where it is the feed's description (TEASER), the paragraphs the page
    holds (Haaretz's paywall cuts them), the subheadings, the list's items;
    not the headline, kicker, authors, dates, captions and credits, the
    related boxes (their headlines counted as leaks), ads and their
    labels, the talkbacks' counters and boxes, tags, the paywall's box,
    the newsletter's, the follow buttons nor the lists of headlines."""
    rs = random.Random(BLOG[0] + " hebrew")
    site = ["ynet", "haaretz", rs.choice(["walla", "maariv"]), rs.choice(["ynet", "haaretz", "walla", "maariv"])][DATE_STYLE]
    feed_stand = rs.random() < 0.8                     # the feed's description is the standfirst
    late = rs.random() < 0.5                           # ynet's and Walla's pages of 2023-2024; Haaretz's Next.js page of 2022-2024
    adlabel = site != "haaretz" and rs.random() < 0.5  # "פרסומת" over the ad slots
    ldbody = rs.random() < 0.5                         # Walla's ld+json holds the article's text
    years = [2023, 2024] if late else ([2020, 2021, 2022] if site != "haaretz" else [2020, 2021])
    if site == "haaretz" and late:
        years = [2022, 2023, 2024]
    pub = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(6, 23), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(8, 10 * 60)) if r.random() < 0.5 else None
    summer = lambda d: 4 <= d.month <= 10
    iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + ("+03:00" if summer(d) else "+02:00")
    utc = lambda d: (d - datetime.timedelta(hours=3 if summer(d) else 2)).strftime("%Y-%m-%dT%H:%M:%S.000Z")
    hm = lambda d: "%02d:%02d" % (d.hour, d.minute)
    longday = lambda d: "%d ב%s %d" % (d.day, HE_MONTHS[d.month - 1], d.year)
    sec, spath = r.choice(HE_SECTIONS[site])
    name = lambda: "%s %s" % (r.choice(HE_FIRST), r.choice(HE_LAST))
    lw = lambda: LEXICON_HE[int(1500 * r.random() ** 2)]
    hx = lambda n, k=7: (lambda g: g.choice("abcdefghijklmnopqrstuvwxyz") + "".join(g.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(k - 1)))(random.Random(BLOG[0] + n))
    al = lambda g, k: "".join(g.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(k))
    pct = lambda x: "".join(c if c.isascii() and (c.isalnum() or c in "-_") else "".join("%%%02X" % b for b in c.encode("utf-8")) for c in x)
    ends = lambda p: [k for k in (p.find(". "), p.find("? "), p.find("! ")) if k > 0]
    first = lambda p: p[:min(ends(p)) + 1] if ends(p) else p

    def credit():
        c = r.choice(HE_CREDITS)
        if c is None:
            return "צילום: %s" % name()
        if c == "רשתות חברתיות":
            return "צילום: רשתות חברתיות" if r.random() < 0.5 else "צילום מסך"
        if c == "פלאש 90" and r.random() < 0.6:
            return "צילום: %s, פלאש 90" % name()
        return "צילום: %s" % c

    def url(h=None):
        if site == "ynet":
            return "https://www.ynet.co.il/%s/article/%s" % (r.choice(HE_SECTIONS["ynet"])[1], r.choice("rBSHsbhy") + "".join(
                r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" if not late else "abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(8)))
        if site == "haaretz":
            p = r.choice(HE_SECTIONS["haaretz"])[1]
            if not late:
                return "https://www.haaretz.co.il/%s/%s1.%d" % (p, ".premium-" if r.random() < 0.5 else "", r.randint(8600000, 10900000))
            d = pub - datetime.timedelta(days=r.randint(0, 40))
            return "https://www.haaretz.co.il/%s/%s/ty-article/%s0000018%x-%04x-%04x-%04x-%08x0000" % (
                p, d.strftime("%Y-%m-%d"), ".premium/" if r.random() < 0.5 else "", r.randint(0, 15), r.getrandbits(16), r.getrandbits(16), r.getrandbits(16), r.getrandbits(32))
        if site == "walla":
            return "https://news.walla.co.il/item/%d" % r.randint(3350000, 3700000)
        return "https://www.maariv.co.il/%s/Article-%d" % (r.choice(HE_SECTIONS["maariv"])[1], r.randint(760000, 1150000))
    # the standfirst, and what the feed says
    stand = sentence(r, 10, 28) if r.random() < {"ynet": 0.95, "haaretz": 0.9, "walla": 0.92, "maariv": 0.9}[site] else None
    stand = stand[:-1] if stand and stand.endswith(".") and r.random() < 0.6 else stand
    if stand and feed_stand:
        TEASER.append(stand)
    else:
        DESC.append(first(body[0]))
    n_au = r.choice([1, 1, 1, 1, 2])
    au = [name() for _ in range(n_au)]
    agencies = site == "ynet" and r.random() < 0.1
    premium = site == "haaretz" and r.random() < 0.33
    cut = premium and len(body) >= 3
    shown = body[:r.choice([2, 2, 3])] if cut else list(body)
    m = len(shown)
    heads = {k for k in range(2, m) if r.random() < 0.3} if m >= 5 and r.random() < 0.4 else set()
    ads = {k for k in (1, 4, 7) if k < m - 1} if r.random() < 0.75 else set()
    rel_at = r.choice([1, 1, 2, 3]) if m >= 4 and r.random() < (0.6 if site in ("ynet", "walla") else 0.4 if site == "haaretz" else 0) else -1
    pics = {k for k in range(1, m - 1) if r.random() < 0.15}
    list_at = r.randrange(1, m) if site == "ynet" and m >= 3 and r.random() < 0.1 else -1
    x = r.random()
    lead_cap = sentence(r, 5, 16).rstrip(".") if x < 0.88 else None
    video = lead_cap is not None and x > 0.75 and site in ("ynet", "walla")
    if lead_cap:
        EXTRAS.append(lead_cap)
    lead_credit = credit()
    related = [title(r) for _ in range(r.choice([2, 3, 3]) if site == "ynet" else 1 if site == "haaretz" else r.choice([2, 3]))] if rel_at >= 0 else []
    EXTRAS.extend(related)
    story = []
    talk = len(cs) if cs else r.choice([0, 0, r.randint(1, 40), r.randint(10, 400)])
    tags = list(dict.fromkeys([lw() if r.random() < 0.6 else "%s %s" % (lw(), lw()) for _ in range(r.randint(2, 5))]))
    most = [title(r) for _ in range(5)]
    ld = lambda extra: '<script type="application/ld+json">%s</script>' % json.dumps(dict({
        "@context": "https://schema.org", "@type": "NewsArticle", "headline": t, "description": stand or first(body[0]), "datePublished": iso(pub),
        "dateModified": iso(upd or pub), "articleSection": sec, "author": [{"@type": "Person", "name": a} for a in au],
        "publisher": {"@type": "Organization", "name": {"ynet": "ynet", "haaretz": "הארץ", "walla": "וואלה!", "maariv": "מעריב"}[site]}}, **extra), ensure_ascii=False)
    if site == "ynet":
        img = lambda w: "https://ynet-pic1.yit.co.il/cdn-cgi/image/format=auto/picserver5/crop_images/%d/%02d/%02d/%s/%s_0_0_%d_%d_0_x-large.jpg" % (
            pub.year, pub.month, pub.day, al(r, 9), al(r, 9), w, w * 9 // 16)
        ed = lambda: "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(5))
        run = lambda key, k, text, style="": '<span data-offset-key="%s-0-%d"%s><span data-text="true">%s</span></span>' % (key, k, style, esc(text))

        def block(spans, key, cls="text_editor_paragraph rtl", tag="div"):
            return '<%s class="%s" data-block="true" data-editor="%s" data-offset-key="%s-0-0"><div data-offset-key="%s-0-0" class="public-DraftStyleDefault-block public-DraftStyleDefault-rtl">%s</div></%s>' % (
                tag, cls, editor[0], key, key, spans, tag)

        def para_block(p):
            key = ed()
            w = p.split(" ")
            ks = [k for k in range(1, len(w) - 1) if len(w[k]) >= 4 and not set(w[k]) & set(',."?!%-')]
            if ks and r.random() < 0.2:
                k = r.choice(ks)
                return block('%s<a href="%s" target="_blank" rel="noopener noreferrer">%s</a>%s' % (
                    run(key, 0, " ".join(w[:k]) + " "), url(), run(key, 1, w[k]), run(key, 2, " " + " ".join(w[k + 1:]))), key)
            return block(run(key, 0, p), key)
        editor = [ed()]
        opened = []

        def flush():
            if opened:
                out.append('<div class="DraftEditor-root"><div class="DraftEditor-editorContainer"><div class="public-DraftEditor-content" contenteditable="false" spellcheck="false" '
                           'style="outline:none;user-select:text;-webkit-user-select:text;white-space:pre-wrap;word-wrap:break-word"><div data-contents="true">%s</div></div></div></div>' % "".join(opened))
                del opened[:]
                editor[0] = ed()

        def figure(cap, cr):
            w = r.choice([768, 1024])
            return ('<div class="ArticleImageComponent"><div class="ArticleImageContainer"><div class="mediaArea"><img id="ReduxEditableImage_ArticleImageData_%s" class="SiteImageMedia" alt="%s" src="%s" '
                    'width="%d" height="%d" loading="lazy"/></div><div class="ImageCaption"><span class="caption">%s</span>%s</div></div></div>') % (
                al(r, 8), esc(cap or ""), img(w), w, w * 9 // 16, esc(cap or ""),
                '<span class="imageCredit">%s</span>' % esc(("(%s)" if r.random() < 0.3 else "%s") % cr) if cr else "")
        out = []
        if lead_cap and not video:
            out.append(figure(lead_cap, lead_credit))
        elif video:
            out.append('<div class="ArticleVideoComponent"><div class="videoComponent" data-video-id="%d"><div class="vjs-poster" style="background-image:url(%s)"></div>'
                       '<button class="vjs-big-play-button" type="button" aria-label="הפעלת וידאו"></button></div><div class="ImageCaption"><span class="caption">%s</span><span class="imageCredit">%s</span></div></div>' % (
                           r.randint(600000, 999999), img(1024), esc(lead_cap), esc(lead_credit)))
        for k, p in enumerate(shown):
            if k in heads:
                h = title(r).rstrip("?")
                key = ed()
                opened.append(block(run(key, 0, h, ' style="font-weight:bold"'), key))
                story.append(h)
            opened.append(para_block(p))
            story.append(p)
            if k == list_at:
                items = [sentence(r, 4, 14) for _ in range(r.randint(3, 5))]
                opened.append('<ul class="public-DraftStyleDefault-ul" data-offset-key="%s-0-0">%s</ul>' % (ed(), "".join(
                    (lambda key: block(run(key, 0, y), key, "text_editor_paragraph rtl public-DraftStyleDefault-unorderedListItem public-DraftStyleDefault-reset "
                                       "public-DraftStyleDefault-depth0 public-DraftStyleDefault-listRTL", "li"))(ed()) for y in items)))
                story += items
            if k < m - 1 and r.random() < 0.12:
                key = ed()
                opened.append(block('<span data-offset-key="%s-0-0"><br data-text="true"/></span>' % key, key))
            if k in pics:
                flush()
                c = sentence(r, 4, 14).rstrip(".") if r.random() < 0.85 else None
                EXTRAS.extend([c] if c else [])
                out.append(figure(c, credit()))
            if k == rel_at:
                flush()
                EXTRAS.append("כתבות נוספות:")
                out.append('<div class="RelatedArticlesComponent"><div class="relatedArticlesTitle">כתבות נוספות:</div><ul class="relatedArticlesList">%s</ul></div>' % "".join(
                    '<li class="relatedArticle"><a href="%s" class="relatedArticleLink">%s</a></li>' % (url(), esc(h)) for h in related))
            if k in ads:
                flush()
                out.append('<div class="ads300x250 inReadAd">%s<div id="ads.inread.%d" class="dcAd" data-ad-slot="article_inread"></div></div>' % (
                    '<div class="adLabel">פרסומת</div>' if adlabel else "", len([a for a in ads if a <= k])))
        flush()
        if adlabel and ads:
            EXTRAS.append("פרסומת")
        STORY[:] = story
        who = "סוכנויות הידיעות" if agencies else None
        authors = ('<span class="authorName">%s</span>' % who if who else " ו".join(
            '<span><a href="https://www.ynet.co.il/topics/%s" class="authorLink">%s</a></span>' % (pct(a.replace(" ", "_")), a) for a in au))
        dates = '<span class="DateDisplay" data-wcmdate="%s">פורסם: %s, %s</span>' % (utc(pub), pub.strftime("%d.%m.%y"), hm(pub))
        if upd:
            dates += '<span class="DateDisplay updated" data-wcmdate="%s">עודכן: %s, %s</span>' % (utc(upd), upd.strftime("%d.%m.%y"), hm(upd))
        EXTRAS.extend(most + ["הוספת תגובה", "לכל התגובות"])
        dl = "<script>dataLayer = [{'contentId': '%s', 'contentTitle': '%s', 'datePublished': '%s', 'dateModified': '%s', 'author': '%s', 'channel': '%s', 'talkbacks': %d}];</script>" % (
            al(r, 9), t.replace("'", "\\'").replace('"', '\\"'), pub.strftime("%Y-%m-%d %H:%M:%S"), (upd or pub).strftime("%Y-%m-%d %H:%M:%S"), who or ", ".join(au), sec, talk)
        x_ = "X" if pub.year >= 2024 else "טוויטר"
        return dl + ld({}) + (
                '<div class="ArticlePage"><div class="mainContent"><div class="ArticleHeaderComponent"><div class="mainTitleWrapper"><h1 class="mainTitle">%s</h1></div>%s'
                '<div class="authorAndTime"><div class="authors">%s</div><div class="date">%s</div></div>'
                '<div class="headerActions"><a class="talkbacksCounter" href="#talkbacks" aria-label="תגובות"><span class="icon talkbacksIcon"></span><span class="talkbacksCount">%d</span></a>'
                '<div class="ShareMenu"><button class="shareButton facebook" aria-label="שתפו בפייסבוק"></button><button class="shareButton whatsapp" aria-label="שתפו בוואטסאפ"></button>'
                '<button class="shareButton twitter" aria-label="שתפו ב%s"></button><button class="shareButton mail" aria-label="שלחו במייל"></button><button class="shareButton copyLink" aria-label="העתקת קישור"></button></div></div></div>'
                '<div class="ArticleBodyComponent" id="ArticleBodyComponent">%s</div>'
                '<div class="tagsComponent"><div id="articletags">%s</div></div>'
                '<div id="taboola-below-article-thumbnails" class="taboolaBelowArticle"></div>'
                '<div class="TalkbacksComponent" id="talkbacks"><div class="talkbacksTitle">תגובות</div><button class="addTalkbackButton" type="button">הוספת תגובה</button>'
                '<button class="showAllTalkbacks" type="button">לכל התגובות (%d)</button></div></div>'
                '<div class="sideContent"><div class="MostViewedComponent"><div class="componentTitle">הנקראים ביותר</div><ul>%s</ul></div></div></div>') % (
            esc(t), '<div class="subTitleWrapper"><h2 class="subTitle">%s</h2></div>' % esc(stand) if stand else "", authors, dates, talk, x_, "\n".join(out),
            "".join('<a href="https://www.ynet.co.il/topics/%s" class="tagLink">%s</a>' % (pct(y.replace(" ", "_")), esc(y)) for y in tags), talk,
            "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in most))
    if site == "haaretz":
        cls = lambda n: hx(n, 7) if late else " ".join(dict.fromkeys((lambda g: [("" if g.random() < 0.6 else g.choice("abcdefghijklmnopqrstuvwxyz")) + g.choice("abcdefghijklmnopqrstuvwxyz")
                                                                                  for _ in range(g.randint(2, 7))])(random.Random(BLOG[0] + "fela" + n))))
        img = lambda w: "https://img.haarets.co.il/bs/0000018%x-%04x-%04x-%04x-%08x0000/%02x/%02x/%032x/%s.jpg?precrop=%d,%d,x0,y0&width=%d" % (
            r.randint(0, 15), r.getrandbits(16), r.getrandbits(16), r.getrandbits(16), r.getrandbits(32), r.getrandbits(8), r.getrandbits(8), r.getrandbits(128),
            r.choice(["AP", "reuters", "GettyImages", "AFP", "Emil_Salman", "Olivier_Fitoussi", "Tomer_Appelbaum"]) + "_" + str(r.randint(100000, 999999)), 1200, 700, w)
        out = []
        for k, p in enumerate(shown):
            if k in heads:
                h = title(r).rstrip("?")
                out.append('<h2 class="%s">%s</h2>' % (cls("h2"), esc(h)))
                story.append(h)
            out.append('<p class="%s">%s</p>' % (cls("p"), esc(p)))
            story.append(p)
            if k == rel_at:
                EXTRAS.extend(["עוד בנושא", "לכתבה המלאה"])
                out.append('<aside class="%s"><span class="%s">עוד בנושא</span><a class="%s" href="%s"><span class="%s">%s</span></a><a class="%s" href="%s">לכתבה המלאה</a></aside>' % (
                    cls("rel"), cls("relk"), cls("relt"), url(), cls("relh"), esc(related[0]), cls("rela"), url()))
            if k in ads and not (cut and k == m - 1):
                out.append('<div class="%s" data-test="dfpBanner"><div id="haaretz.co.il.web.inread.%d"></div></div>' % (cls("ad"), k))
            if k in pics:
                c = sentence(r, 4, 14).rstrip(".")
                EXTRAS.append(c)
                out.append('<figure class="%s"><picture><img class="%s" src="%s" alt="%s" loading="lazy"/></picture><figcaption class="%s"><span class="%s">%s</span> <span class="%s">%s</span></figcaption></figure>' % (
                    cls("fig"), cls("img"), img(768), esc(c), cls("cap"), cls("capt"), esc(c), cls("capc"), esc(credit())))
            if k == 2 and not late and not cut and m >= 5 and r.random() < 0.3:
                nl = ["הירשמו לניוזלטר של הארץ", "מה שחשוב באמת, ישר לתיבת המייל שלכם"]
                EXTRAS.extend(nl)
                out.append('<div class="%s"><h3 class="%s">%s</h3><p class="%s">%s</p><form class="%s"><input type="email" placeholder="הזינו כתובת מייל" aria-label="אימייל"/><button type="submit">להרשמה</button></form></div>' % (
                    cls("nl"), cls("nlh"), nl[0], cls("nlp"), nl[1], cls("nlf")))
        wall = ["רוצים להמשיך לקרוא?", "לרכישת מינוי", "כבר מנויים? התחברו", "מינוי דיגיטלי להארץ: העיתונות שמשנה את השיח"] if cut else []
        EXTRAS.extend(wall)
        STORY[:] = story
        bell = "לחצו על הפעמון לעדכונים בנושא:"
        recs = [title(r) for _ in range(4)]
        EXTRAS.extend(recs + [bell, "המומלצים", "הוספת תגובה"])
        kicker = sec if r.random() < 0.6 else r.choice(["ניתוח", "פרשנות", "ראיון", "תחקיר", "דעה", "הסבר"]) if r.random() < 0.7 else None
        wslug = lambda a: "/ty-WRITER/0000017f-%04x-%04x-%04x-%08x0000" % (r.getrandbits(16), r.getrandbits(16), r.getrandbits(16), r.getrandbits(32))
        lead = ""
        if lead_cap:
            lead = '<figure class="%s"><picture><img class="%s" src="%s" alt="%s" width="1200" height="700"/></picture><figcaption class="%s"><span class="%s">%s</span> <span class="%s">%s</span></figcaption></figure>' % (
                cls("lfig"), cls("img"), img(1200), esc(lead_cap), cls("cap"), cls("capt"), esc(lead_cap), cls("capc"), esc(lead_credit))
        tags_html = '<div class="%s"><span class="%s">%s</span><ul class="%s">%s</ul></div>' % (cls("tags"), cls("tagsl"), bell, cls("tagsu"), "".join(
            '<li class="%s"><a class="%s" href="/ty-tag/%s">%s</a><button class="%s" type="button" aria-label="קבלו התראות על %s"><svg aria-hidden="true" viewBox="0 0 256 256" width="1em" height="1em"><path fill="currentColor" d="M215 183l-8-96c0-32-27-58-63-62"/></svg></button></li>' % (
                cls("tagi"), cls("taga"), pct(y.replace(" ", "-")), esc(y), cls("tagb"), esc(y)) for y in tags))
        comments = '<section id="comments-section" class="%s"><h2 class="%s">תגובות</h2><span class="%s">%d תגובות</span><button class="%s" type="button">הוספת תגובה</button></section>' % (
            cls("cm"), cls("cmh"), cls("cmc"), talk, cls("cmb"))
        if not late:
            paywall = ('<div data-test="paywallMidpage" class="%s"><div class="%s" style="background-image:linear-gradient(to bottom, rgba(255, 255, 255, 0), rgba(255, 255, 255, 0.92))"></div>'
                       '<section class="%s"><h3 class="%s">%s</h3><p class="%s">%s</p><a class="%s" href="https://promotion.haaretz.co.il/offers?htm_source=site&amp;htm_medium=midpage">%s</a>'
                       '<a class="%s" href="https://login.haaretz.co.il/">%s</a></section></div>' % (cls("pw"), cls("pwg"), cls("pws"), cls("pwh"), wall[0], cls("pwp"), wall[3], cls("pwb"), wall[1], cls("pwl"), wall[2])) if cut else ""
            by = au[0]
            return ('<article class="%s"><header class="%s">%s<h1 class="%s">%s</h1>%s'
                    '<div class="%s"><div class="%s"><img alt="%s" src="https://img.haarets.co.il/bs/writer/%s.png?width=70" style="border-radius:50%%;overflow:hidden;width:5rem"/></div>'
                    '<div class="%s"><address class="%s"><a href="%s">%s</a></address><time class="%s" datetime="%s">%s</time></div>'
                    '<div class="%s"><button aria-describedby="alerts_btn_description" aria-expanded="false" class="%s"><span class="%s" id="alerts_btn_description">קבל התראות בתיבת הדואר האלקטרוני שלך עבור כתבות מ %s</span>'
                    '<svg class="%s" height="1em" width="1em" viewBox="0 0 256 256"><path fill="currentColor" d="M215 183l-8-96"/></svg>עקוב</button></div></div></header>'
                    '<div class="%s"><ul class="%s">%s</ul></div>%s'
                    '<div data-test="articleBody" class="%s">%s</div>%s%s%s'
                    '<section class="%s"><h2 class="%s">המומלצים</h2><ul class="%s">%s</ul></section><div class="OUTBRAIN" data-widget-id="AR_1"></div></article>') % (
                cls("art"), cls("hdr"), '<div class="%s"><span class="%s">%s</span></div>' % (cls("kw"), cls("k"), esc(kicker)) if kicker else "", cls("h1"), esc(t),
                '<p class="%s">%s</p>' % (cls("sub"), esc(stand)) if stand else "", cls("by"), cls("bya"), esc(by), al(r, 10), cls("byt"), cls("addr"), wslug(by),
                " ו".join(au), cls("time"), pub.strftime("%Y-%m-%dT%H:%M:%S") + ("+0300" if summer(pub) else "+0200"), pub.strftime("%d.%m.%Y ") + hm(pub),
                cls("byf"), cls("fb"), cls("sr"), esc(by), cls("svg"), cls("share"), cls("shl"), "".join(
                    '<li class="%s"><a class="%s" href="%s" aria-label="%s"><svg aria-hidden="true" width="1em" height="1em"></svg></a></li>' % (cls("shi"), cls("sha"), u, lab) for u, lab in [
                        ("https://www.facebook.com/sharer.php?u=x", "שתפו בפייסבוק"), ("https://api.whatsapp.com/send?text=x", "שתפו בוואטסאפ"),
                        ("mailto:?subject=x", "שלחו במייל"), ("#comments-section", "תגובות")]), lead,
                cls("body"), "\n".join(out), paywall, tags_html, comments, cls("recs"), cls("recsh"), cls("recsu"), "".join(
                    '<li class="%s"><a href="%s"><h3 class="%s">%s</h3></a></li>' % (cls("reci"), url(), cls("rech"), esc(h)) for h in recs))
        paywall = ('<div class="%s"><div data-testid="logo-loading-indicator" class="%s"><svg aria-hidden="true" viewBox="0 0 100 100" width="48" height="48"></svg></div>'
                   '<div class="%s"><h3 class="%s">%s</h3><p class="%s">%s</p><a class="%s" href="https://promotion.haaretz.co.il/offers?htm_source=site&amp;htm_medium=paywall_midpage">%s</a>'
                   '<a class="%s" href="https://login.haaretz.co.il/">%s</a></div></div>' % (cls("pw"), cls("pwi"), cls("pwb"), cls("pwh"), wall[0], cls("pwp"), wall[3], cls("pwa"), wall[1], cls("pwl"), wall[2])) if cut else ""
        crumbs = [("חדשות", "news")] if spath.startswith("news/") else []
        crumbs.append((sec, spath))
        return ('<main class="article-page %s"><article class="%s"><header class="%s"><nav aria-label="breadcrumbs" class="%s"><ol class="%s">%s</ol></nav>'
                '%s<h1 id="article-header" class="%s">%s</h1>%s'
                '<div class="%s"><div class="%s">%s</div><time class="%s" datetime="%s">%s</time>%s</div>'
                '<div class="%s"><button class="%s" type="button" aria-label="שמירת כתבה">שמירת כתבה</button><button class="%s" type="button" aria-label="שיתוף">שיתוף</button>'
                '<a class="%s" href="#comments-section" aria-label="תגובות"><span class="%s">%d</span></a></div></header>%s'
                '<section data-testid="article-body-wrapper" class="%s">%s%s</section>%s'
                '<section data-testid="zoidberg-list" class="%s"><h2 class="%s">המומלצים</h2><ul class="%s">%s</ul></section>%s</article></main>') % (
            cls("main"), cls("art"), cls("hdr"), cls("bc"), cls("bcl"), "".join('<li class="%s"><a href="/%s">%s</a></li>' % (cls("bci"), p, esc(s)) for s, p in crumbs),
            '<span class="%s">%s</span>' % (cls("kick"), esc(kicker)) if kicker and kicker != sec else "", cls("h1"), esc(t),
            '<p class="%s">%s</p>' % (cls("sub"), esc(stand)) if stand else "", cls("by"), cls("bya"),
            " ו".join('<a class="%s" href="%s">%s</a>' % (cls("byl"), wslug(a), a) for a in au), cls("time"), iso(pub), longday(pub) + " | " + hm(pub),
            '<span class="%s">עודכן ב-%s</span>' % (cls("upd"), hm(upd)) if upd else "", cls("tools"), cls("save"), cls("shr"), cls("cmt"), cls("cmtc"), talk, lead,
            cls("body"), "\n".join(out), paywall, tags_html, cls("recs"), cls("recsh"), cls("recsu"), "".join(
                '<li class="%s"><article class="%s"><a href="%s"><h3 class="%s">%s</h3></a></article></li>' % (cls("reci"), cls("reca"), url(), cls("rech"), esc(h)) for h in recs), comments)
    # Walla! and Maariv
    out = []
    wimg = lambda w: ((lambda i: "https://images.wcdn.co.il/f_auto,q_auto,w_%d,t_54/%s/%d-54.jpg" % (w, "/".join(str(i)[:4]), i))(r.randint(3000000, 3700000))
                      if site == "walla" else "https://images.maariv.co.il/image/upload/f_auto,fl_lossy/c_fill,g_faces:center,h_%d,w_%d/%d" % (w * 9 // 16, w, r.randint(600000, 999999)))

    def fig(c, cr):
        if site == "walla":
            return '<figure class="image-item"><picture><img src="%s" alt="%s" loading="lazy"/></picture><figcaption class="caption">%s<span class="credit">(%s)</span></figcaption></figure>' % (
                wimg(1200), esc(c or ""), '<span class="caption-text">%s</span> ' % esc(c) if c else "", esc(cr))
        return '<div class="article-image"><img src="%s" alt="%s" loading="lazy"/><div class="article-image-caption">%s<span class="article-image-credit">(%s)</span></div></div>' % (
            wimg(800), esc(c or ""), esc(c) + " " if c else "", esc(cr))
    for k, p in enumerate(shown):
        if k in heads:
            h = title(r).rstrip("?")
            out.append("<h2>%s</h2>" % esc(h) if site == "walla" or r.random() < 0.5 else "<p><strong>%s</strong></p>" % esc(h))
            story.append(h)
        out.append("<p>%s</p>" % esc(p))
        story.append(p)
        if k in pics:
            c = sentence(r, 4, 14).rstrip(".") if r.random() < 0.8 else None
            EXTRAS.extend([c] if c else [])
            out.append(fig(c, credit()))
        if k == rel_at:
            EXTRAS.append("עוד באותו נושא")
            out.append('<section class="related-items-in-article"><h3 class="related-title">עוד באותו נושא</h3><ul>%s</ul></section>' % "".join(
                '<li><a href="%s"><figure><img src="%s" alt=""/></figure><span class="related-item-title">%s</span></a></li>' % (url(), wimg(300), esc(h)) for h in related))
        if k in ads:
            out.append('<div class="%s">%s<div id="%s" class="ad-slot"></div></div>' % (
                "ad-wrapper in-article-ad" if site == "walla" else "article-inread-ad", '<span class="ad-label">פרסומת</span>' if adlabel else "",
                "div-gpt-ad-walla-inread-%d" % k if site == "walla" else "maariv_article_inread_%d" % k))
    if adlabel and ads:
        EXTRAS.append("פרסומת")
    STORY[:] = story
    EXTRAS.extend(most + ["הכי נקראים"])
    lead = ""
    if lead_cap and not video:
        lead = fig(lead_cap, lead_credit)
    elif video:
        lead = ('<figure class="video-item"><div class="video-player" data-video-id="%d"><img src="%s" alt=""/><button class="play" aria-label="נגן"></button></div>'
                '<figcaption class="caption"><span class="caption-text">%s</span> <span class="credit">(%s)</span></figcaption></figure>') % (r.randint(100000, 999999), wimg(1200), esc(lead_cap), esc(lead_credit))
    if site == "walla":
        blob = "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") for _ in range(r.randint(600, 1200)))
        extra = {"articleBody": "\n".join(shown)} if ldbody else {}
        return ('<script>window.loadDataState = "N4Ig%s";</script>%s'
                '<section class="fc common-section grid-1-1 sticky-content-will-change-position"><section class="item-section"><article class="article-item">'
                '<nav class="breadcrumb"><ul><li><a href="https://news.walla.co.il/">חדשות</a></li><li><a href="https://news.walla.co.il/category/%d">%s</a></li></ul></nav>'
                '<header class="item-header"><h1 class="title">%s</h1>%s<div class="writers-and-date"><div class="writers-names">%s</div>'
                '<div class="date-and-time"><time datetime="%s">%s | %s</time>%s</div></div>'
                '<div class="share-tools"><ul><li><a class="share-facebook" href="https://www.facebook.com/sharer/sharer.php?u=x" aria-label="שיתוף בפייסבוק"></a></li>'
                '<li><a class="share-whatsapp" href="https://api.whatsapp.com/send?text=x" aria-label="שיתוף בוואטסאפ"></a></li><li><a class="share-talkbacks" href="#talkbacks"><span class="count">%d</span> תגובות</a></li></ul></div></header>'
                '<div class="item-main-content">%s<section class="article-content">%s</section></div>'
                '<section class="tags target-editorial"><h3 class="tags-title">תגיות</h3><ul>%s</ul></section>'
                '<section class="talkbacks" id="talkbacks"><h3 class="talkbacks-title">תגובות</h3><button class="add-talkback" type="button">הוסיפו תגובה</button></section>'
                '</article></section><aside class="side-column"><section class="sequence most-read"><h3 class="sequence-title">הכי נקראים</h3><ol>%s</ol></section></aside></section>') % (
            blob, ld(extra), spath, esc(sec), esc(t), '<p class="subtitle">%s</p>' % esc(stand) if stand else "",
            ", ".join('<a href="https://www.walla.co.il/writer/%d">%s</a>' % (r.randint(100, 9999), a) for a in au) if r.random() < 0.6 else ", ".join(au) if r.random() < 0.8 else "וואלה! חדשות",
            pub.strftime("%Y-%m-%d %H:%M"), pub.strftime("%d/%m/%Y"), hm(pub),
            '<span class="updated">עודכן: %s</span>' % hm(upd) if upd and upd.date() == pub.date() else "", talk, lead, "\n".join(out),
            "".join('<li><a href="https://tags.walla.co.il/%s">%s</a></li>' % (pct(y.replace(" ", "_")), esc(y)) for y in tags),
            "".join('<li><a href="%s"><h3>%s</h3></a></li>' % (url(), esc(h)) for h in most))
    more = [title(r) for _ in range(r.choice([3, 4]))]
    EXTRAS.extend(more + ["עוד באותו נושא", "תגיות:"])
    return ld({}) + ('<div class="article-breadcrumbs"><ul><li><a href="https://www.maariv.co.il/">ראשי</a></li><li><a href="https://www.maariv.co.il/%s">%s</a></li><li><a href="https://www.maariv.co.il/%s">%s</a></li></ul></div>'
            '<article class="article-page"><div class="article-header"><h1 class="article-title">%s</h1>%s'
            '<div class="article-reporter-and-date"><div class="article-reporter">%s</div><div class="article-publish-date">%s%s</div></div>'
            '<div class="article-share"><a class="share-facebook" href="https://www.facebook.com/sharer/sharer.php?u=x" aria-label="שתפו בפייסבוק"></a><a class="share-whatsapp" href="https://api.whatsapp.com/send?text=x" aria-label="שתפו בוואטסאפ"></a>'
            '<a class="share-mail" href="mailto:?subject=x" aria-label="שלחו במייל"></a></div></div>%s'
            '<div class="article-body" itemprop="articleBody">%s</div>'
            '<div class="article-tags"><span class="article-tags-title">תגיות:</span><ul>%s</ul></div>'
            '<section class="article-more-on-subject"><h3 class="section-title">עוד באותו נושא</h3><ul>%s</ul></section></article>'
            '<aside class="left-column"><section class="most-read"><h3 class="section-title">הכי נקראים</h3><ol>%s</ol></section></aside>') % (
        spath.split("/")[0], {"news": "חדשות", "business": "כלכלה", "journalists": "דעות", "culture": "תרבות"}[spath.split("/")[0]], spath, esc(sec), esc(t),
        '<h2 class="article-description">%s</h2>' % esc(stand) if stand else "",
        " ו".join('<a href="https://www.maariv.co.il/journalists/Journalist-%d">%s</a>' % (r.randint(100, 9999), a) for a in au) if r.random() < 0.7 else "מעריב אונליין",
        longday(pub) + " " + hm(pub), '<span class="article-update-date">עודכן: %s</span>' % hm(upd) if upd and upd.date() == pub.date() else "", lead, "\n".join(out),
        "".join('<li><a href="https://www.maariv.co.il/tags/%s">%s</a></li>' % (pct(y.replace(" ", "-")), esc(y)) for y in tags),
        "".join('<li><a href="%s"><img src="%s" alt=""/><span class="more-title">%s</span></a></li>' % (url(), wimg(300), esc(h)) for h in more),
        "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in most))



# One more platform, written after every rule above and before any run
# of it: a Japanese national news site's story page, NHK NEWS WEB's,
# Asahi Shimbun Digital's or a provider's on Yahoo!ニュース.
JA_SURNAMES = ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田", "山田", "佐々木", "松本", "井上",
               "木村", "清水", "山口", "森", "池田", "橋本", "石川", "前田", "藤田", "岡田", "長谷川", "村上", "近藤", "坂本", "遠藤", "青木", "西村"]
JA_GIVEN = ["健太", "翔太", "大輔", "美咲", "彩", "直樹", "恵", "拓也", "由美", "和也", "真由美", "誠", "亮", "智子", "浩二", "沙織",
            "雄一", "香織", "達也", "里奈", "悠", "裕子", "隆", "千尋", "大樹", "明日香", "康平", "奈緒"]
# a photo's place in its caption, a dateline's city abroad ("【ワシントン＝NAME】")
JA_PLACES = ["東京都千代田区", "東京都千代田区", "東京都新宿区", "東京・霞が関", "首相官邸", "国会内", "大阪市北区", "名古屋市中区", "札幌市中央区",
             "福岡市博多区", "仙台市青葉区", "広島市中区", "神戸市中央区", "京都市下京区", "横浜市中区", "那覇市", "石川県輪島市", "長野市", "金沢市", "熊本市"]
JA_ABROAD = ["ワシントン", "ワシントン", "ニューヨーク", "ロンドン", "パリ", "北京", "北京", "ソウル", "モスクワ", "キーウ", "バンコク", "ジュネーブ", "ブリュッセル", "台北"]
JA_WDAYS = "月火水木金土日"
# NHK's genres and the numbers of their pages, Asahi's sections and their
# paths, Asahi's desks' codes in its articles' ids, Yahoo!'s categories
NHK_CATS = [("社会", 1), ("社会", 1), ("社会", 1), ("政治", 4), ("ビジネス", 5), ("国際", 6), ("国際", 6), ("科学・文化", 3), ("暮らし", 2),
            ("スポーツ", 7), ("気象・災害", 8)]
ASAHI_SECTIONS = [("社会", "national"), ("社会", "national"), ("政治", "politics"), ("経済", "business"), ("国際", "international"),
                  ("国際", "international"), ("スポーツ", "sports"), ("文化", "culture"), ("科学", "tech_science"), ("暮らし", "life")]
ASAHI_DEPTS = ["UTIL", "ULFA", "UBQU", "PTFC", "UJHB", "UHBI", "UZPS", "UTFK", "UOHB", "UTQP", "ULZU", "USPT"]
ASAHI_DESKS = ["社会部", "政治部", "経済部", "国際報道部", "文化部", "スポーツ部", "科学みらい部", "ネットワーク報道本部", "大阪社会部", "西部報道センター"]
YJ_CATS = [("国内", "domestic"), ("国内", "domestic"), ("国際", "world"), ("経済", "business"), ("エンタメ", "entertainment"), ("スポーツ", "sports"),
           ("IT", "it"), ("科学", "science"), ("ライフ", "life"), ("地域", "local")]
# Yahoo!'s providers: the name, the media page's id, the style of the text
# (a newspaper's paragraphs open on an ideographic space, a broadcaster's
# are a sentence or two, a web magazine's have subheadings and links)
YJ_PROVIDERS = [("朝日新聞デジタル", "asahi", "paper"), ("毎日新聞", "mai", "paper"), ("読売新聞オンライン", "yomiuri", "paper"),
                ("産経新聞", "sankei", "paper"), ("共同通信", "kyodonews", "paper"), ("時事通信", "jij", "paper"), ("神戸新聞NEXT", "kobenext", "paper"),
                ("北海道新聞", "hokkaido", "paper"), ("TBS NEWS DIG Powered by JNN", "tbsnewsdig", "tv"), ("日テレNEWS NNN", "nnn", "tv"),
                ("FNNプライムオンライン", "fnn", "tv"), ("テレ朝news", "ann", "tv"), ("東洋経済オンライン", "toyokeizai", "web"),
                ("ENCOUNT", "encount", "web"), ("J-CASTニュース", "jcast", "web"), ("AERA dot.", "sasahi", "web"), ("ITmedia NEWS", "zdn_n", "web")]


def jpnews(r, t, body, cat, cs):
    """A Japanese national news site's story page of 2020-2024, in
    Japanese (no space between words, "。" closing the sentences, 「」
    quotes, "12日午後、" opening the first at times), as NHK NEWS WEB,
    Asahi Shimbun Digital (朝日新聞デジタル) or Yahoo!ニュース (a
    provider's article) writes it, one of them a site, each in its
    design of 2020-2022 or of 2023-2024.  NHK's: the script's
    __DetailProp__, h1.content--title, p.content--date with its <time>
    "2023年3月12日 18時45分" and the genre's a.i-word, the video's player
    (or a picture) in div.content--thumb; div.content--detail-body: the
    lead p.content--summary, div.content--detail-more with at times a
    p.content--summary-more, then section.content--body boxes, each an
    h2.body-title on the longer stories, a picture (figure.body-img, no
    caption) at times and div.body-text's <p> whose paragraphs are split
    by "<br /><br />"; the share buttons, "この記事のタグ" and its "#"
    words, "関連ニュース" (headlines and "3月11日 12時00分"), the app's
    promo on the newer sites.  Asahi's: CSS modules' hashed classes (the 2020-2022 build's
    "_2CsPo", "_3YqJ1", "-Oj2D"..., another build's on the newer sites),
    the section, h1, the label "有料会員記事" or "会員記事" (2020-2022)
    or "有料記事" (2023-2024), the date, the reporters' names over the
    text on the newer sites; the body's box: the lead photo and its
    caption "...=2023年3月12日午後、東京都千代田区、NAME撮影", the
    paragraphs opening on an ideographic space, "【ワシントン＝NAME】"
    opening a report from abroad, h2s on the longer, ad slots
    (div.notPrint), the reporters "（NAME）" closing the last paragraph
    or in a <p> of their own; on the paid stories, for a reader not
    logged in, the text cut after 150 to 400 characters (two thirds of a
    short one), its last paragraph on "…", and the paywall's box "この記事は有料記事です。残り
    1234文字", "有料会員になると続きをお読みいただけます。" (the older
    sites' "この記事は有料会員記事です。..." and "残り1234文字（全文2345文字）",
    "今すぐ登録（初月無料）", "ログインする"); then "コメントプラス"
    (experts' comments, readers' comments here) on some pages, "この記事を
    書いた人" on the newer sites, "関連ニュース" and "注目の動画".
    Yahoo!'s: styled-components' classes (sc-...) of the build, article#uamods: the
    h1, the provider's name, "3/12(日) 18:45配信", "コメント123件";
    div.article_body.highLightSearchTarget: the thumbnail and its caption
    "...（写真：PROVIDER）", the text in p.highLightSearchTarget (the
    newer's "yjSlinkDirectlink" too) whose paragraphs are split by
    "<br><br>" (opening on an ideographic space at the newspapers,
    "【ワシントン共同】" opening a report from abroad), subheadings as h2s
    between the <p>s (web magazines) or "【...】" and "■..." lines among
    the paragraphs, "【写真】..." links among them at times, the
    "【関連記事】" lines of links closing the text, in its last <p> or in
    one of their own; a third of the long stories split over pages, the
    page holding the first part, "次ページは：..." and the pages' "1 2
    次へ" and "1/2ページ"; the footer's provider's logo and "最終更新:",
    "記事に関する報告", the comments' count and "コメントを書く" (the
    comments a script loads), "ランキング" ("アクセスランキング" on the older)
    and the script's __PRELOADED_STATE__ holding the text.  The feed's
    description: NHK's summary, Asahi's and Yahoo!'s first hundred
    characters and "…".  The truth: the story as the page shows it:
    NHK's lead paragraph (content--summary: the story's first paragraph,
    in the story's box, not a standfirst), the paragraphs, the
    subheadings and their lines, the dateline "【...】" and the
    reporters' "（NAME）" where they are part of a paragraph, the part a
    paywall or a split page leaves (the cut paragraph as shown, its
    "…" with it); not the title, the dates, the reporters' names over
    the text or in a <p> of their own, the provider, captions, the
    video, the paywall's box, "【関連記事】" and "【写真】" lines,
    "次ページは：...", tags, related lists, comments, counts and
    rankings."""
    rs = random.Random(BLOG[0] + " jpnews")
    site = ["nhk", "asahi", "yahoo", rs.choice(["nhk", "asahi", "yahoo"])][DATE_STYLE]
    late = random.Random(BLOG[0] + " late").random() < 0.5   # the design of 2023-2024 (Yahoo!'s build of 2022-2024)
    prov, pcode, pstyle = rs.choice(YJ_PROVIDERS)   # Yahoo!'s provider
    rel_in_p = rs.random() < 0.5                    # Yahoo!'s "【関連記事】" in the text's last <p>
    nhk_br = rs.choice(["<br /><br />", "<br /><br />", "<br><br>"])
    years = {"nhk": [2023, 2024] if late else [2020, 2021, 2022], "asahi": [2023, 2024] if late else [2020, 2021, 2022],
             "yahoo": [2022, 2023, 2024] if late else [2020, 2021]}[site]
    pub = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(5, 23), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(5, 240)) if r.random() < 0.4 else None
    name = lambda: r.choice(JA_SURNAMES) + r.choice(JA_GIVEN)
    lw = lambda: LEXICON_JA[int(1200 * r.random() ** 2)]
    hexid = lambda n: "".join(r.choice("0123456789abcdef") for _ in range(n))
    ja_date = lambda d: "%d年%d月%d日 %d時%02d分" % (d.year, d.month, d.day, d.hour, d.minute)
    iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + "+09:00"
    past = lambda: pub - datetime.timedelta(days=r.randint(0, 40), minutes=r.randint(30, 1200))
    short = lambda p: (p[:100] + "\u2026") if len(p) > 100 else p

    sents = cjk_sents
    # the desk's short paragraphs: a sentence or two at NHK and the
    # broadcasters, up to three at the papers
    ks = [1, 1, 2] if site == "nhk" or site == "yahoo" and pstyle == "tv" else [1, 2, 2, 3]
    paras = []
    for p in body:
        ss = sents(p)
        while ss:
            k = r.choice(ks)
            paras.append("".join(ss[:k]))
            ss = ss[k:]
    # the day opening the first sentence, a dateline from abroad, quotes
    if r.random() < (0.7 if site == "nhk" else 0.45):
        paras[0] = "%d日%s、%s" % (pub.day, r.choice(["", "", "", "午後", "午前", "夜", "朝"]), paras[0])
    intl = cat in ("Politics", "News") and r.random() < 0.3
    city = r.choice(JA_ABROAD)
    if intl and site == "asahi":
        paras[0] = "【%s＝%s】%s" % (city, name(), paras[0])
    elif intl and site == "yahoo" and pstyle == "paper":
        paras[0] = "【%s%s】%s" % (city, {"kyodonews": "共同", "jij": "時事"}.get(pcode, "＝" + name()), paras[0])
    said = (["と話していました。", "と話していました。", "と話しています。", "と述べました。"] if site == "nhk" or pstyle == "tv" and site == "yahoo" else
            ["と話した。", "と話した。", "と述べた。", "と語った。", "という。"])
    for i in range(1, len(paras)):
        p = paras[i]
        if r.random() < 0.12 and not p.startswith("\u300c"):
            paras[i] = "\u300c%s\u300d%s" % (p[:-1] if p.endswith("\u3002") else p, r.choice(said))
    n = len(paras)
    story, out = [], []

    if site == "nhk":
        cid = "k1001%07d000" % r.randint(2000000, 4400000)
        day = pub.strftime("%Y%m%d")
        cname, cnum = r.choice(NHK_CATS)
        lead, rest = paras[0], paras[1:]
        story.append(lead)
        more = []
        if len(rest) >= 3 and r.random() < 0.35:
            k = r.choice([1, 1, 2])
            more, rest = rest[:k], rest[k:]
            story.extend(more)
        # the sections: one of the text alone, or several under subheadings
        secs = []
        if len(rest) >= 5 and r.random() < 0.45:
            cuts = sorted(r.sample(range(1, len(rest)), min(len(rest) - 1, r.choice([1, 2, 2, 3]))))
            bounds = [0] + cuts + [len(rest)]
            for j in range(len(bounds) - 1):
                secs.append((title(r) if j or r.random() < 0.3 else None, rest[bounds[j]:bounds[j + 1]]))
        elif rest:
            secs.append((None, rest))
        img = lambda: "/news/html/%s/images/K%s_%s_%s_%02d_%02d.jpg" % (day, cid[1:12].upper(), pub.strftime("%y%m%d%H%M"), pub.strftime("%m%d%H%M%S"), r.randint(1, 9), r.randint(1, 9))
        html_secs = []
        for h, ps_ in secs:
            x = '<section class="content--body">'
            if h:
                x += '<h2 class="body-title">%s</h2>' % esc(h)
                story.append(h)
            if r.random() < 0.25:
                x += '<figure class="body-img"><img class="lazy" data-src="%s" alt=""></figure>' % img()
            x += '<div class="body-text"><p>%s</p></div></section>' % nhk_br.join(esc(p) for p in ps_)
            story.extend(ps_)
            html_secs.append(x)
        DESC.append(lead)
        video = r.random() < 0.65
        thumb = ""
        mv = "%s_%s_%s" % (cid, pub.strftime("%Y%m%d%H%M"), (pub + datetime.timedelta(minutes=r.randint(1, 30))).strftime("%Y%m%d%H%M"))
        if video:
            thumb = ('<div class="content--thumb"><div class="content--video"><div class="video-player js-video-player" data-video="%s">'
                     '<iframe class="video-player__iframe" src="/news/html/%s/movie/%s_embed.html" title="\u52d5\u753b" frameborder="0" scrolling="no" allowfullscreen></iframe>'
                     '</div></div></div>') % (mv, day, mv)
        elif r.random() < 0.7:
            thumb = '<div class="content--thumb"><figure class="content--image"><img class="lazy" data-src="%s" alt=""></figure></div>' % img()
        tags = list(dict.fromkeys(lw() for _ in range(r.randint(1, 4))))
        rel = [(title(r), past()) for _ in range(r.randint(2, 6))] if r.random() < 0.85 else []
        EXTRAS.extend([h for h, _ in rel] + ["\u3053\u306e\u8a18\u4e8b\u306e\u30bf\u30b0"] + (["\u95a2\u9023\u30cb\u30e5\u30fc\u30b9"] if rel else []))
        app = "NHK\u30cb\u30e5\u30fc\u30b9\u30fb\u9632\u707d\u30a2\u30d7\u30ea\u3067\u6700\u65b0\u60c5\u5831\u3092\u30c1\u30a7\u30c3\u30af"
        if late:
            EXTRAS.append(app)
        sns = (["X", "Facebook", "LINE", "\u306f\u3066\u306a\u30d6\u30c3\u30af\u30de\u30fc\u30af", "\u30ea\u30f3\u30af\u3092\u30b3\u30d4\u30fc\u3059\u308b"] if late else
               ["\u30c4\u30a4\u30fc\u30c8", "\u30b7\u30a7\u30a2", "LINE\u3067\u9001\u308b", "\u306f\u3066\u306a\u30d6\u30c3\u30af\u30de\u30fc\u30af"])
        me = "https://www3.nhk.or.jp/news/html/%s/%s.html" % (day, cid)
        prop = ("<script type=\"text/javascript\">\nvar __DetailProp__ = {\n  id: '%s',\n  title: '%s',\n  genre: '%s',\n  pubDate: '%s',\n  %s\n  img: '%s',\n  url: '%s'\n};\n</script>") % (
            cid, t.replace("'", "\\'"), cname, pub.strftime("%a, %d %b %Y %H:%M:%S +0900"), "video: '%s_mp4_video'," % mv if video else "video: '',", img() if not video else "", me)
        ld = '<script type="application/ld+json">%s</script>' % json.dumps({
            "@context": "http://schema.org", "@type": "NewsArticle", "mainEntityOfPage": {"@type": "WebPage", "@id": me}, "headline": t,
            "datePublished": iso(pub), "dateModified": iso(upd or pub), "genre": [cname], "keywords": tags, "description": short(lead),
            "author": {"@type": "Organization", "name": "NHK"}, "publisher": {"@type": "Organization", "name": "NHK",
                                                                            "logo": {"@type": "ImageObject", "url": "https://www3.nhk.or.jp/news/img/fb_futa_600px.png"}}}, ensure_ascii=False)
        STORY[:] = story
        head = ('<h1 class="content--title"><span>%s</span></h1><p class="content--date"><time datetime="%s">%s</time>'
                '<a href="/news/cat%02d.html" class="i-word">%s</a></p>') % (esc(t), pub.strftime("%Y-%m-%dT%H:%M"), ja_date(pub), cnum, esc(cname))
        detail = ('<div class="content--detail-body"><p class="content--summary">%s</p><div class="content--detail-more">%s%s</div></div>') % (
            esc(lead), '<p class="content--summary-more">%s</p>' % nhk_br.join(esc(p) for p in more) if more else "", "".join(html_secs))
        bottom = ('<div class="content--sns"><ul class="sns-list">%s</ul></div>'
                  '<section class="content--word"><h2 class="content--word-title">\u3053\u306e\u8a18\u4e8b\u306e\u30bf\u30b0</h2><ul class="content--word-list">%s</ul></section>') % (
            "".join('<li class="sns-list__item sns-list__item--%d"><a href="%s" target="_blank" rel="noopener">%s</a></li>' % (
                i, ["https://twitter.com/share?url=%s" % me, "https://www.facebook.com/share.php?u=%s" % me, "https://line.me/R/msg/text/?%s" % me,
                    "https://b.hatena.ne.jp/entry/%s" % me, "#"][i], x) for i, x in enumerate(sns)),
            "".join('<li><a href="/news/word/%07d.html" class="i-word">#%s</a></li>' % (r.randint(1, 2200), esc(x)) for x in tags))
        related = ('<section class="module module--list content--related"><header class="module--header"><h2 class="module--title">\u95a2\u9023\u30cb\u30e5\u30fc\u30b9</h2></header>'
                   '<ul class="content--list grid--col-double">%s</ul></section>') % "".join(
            '<li><dl><dt><a href="/news/html/%s/k1001%07d000.html"><img class="lazy" data-src="/news/html/%s/images/K1001%07d_%s_01_02.jpg" alt="">'
            '<em class="title">%s</em></a></dt><dd><time datetime="%s">%d\u6708%d\u65e5 %d\u6642%02d\u5206</time></dd></dl></li>' % (
                d.strftime("%Y%m%d"), x, d.strftime("%Y%m%d"), x, d.strftime("%y%m%d%H%M"), esc(h), d.strftime("%Y-%m-%dT%H:%M"),
                d.month, d.day, d.hour, d.minute) for h, d, x in [(h, d, r.randint(2000000, 4400000)) for h, d in rel]) if rel else ""
        promo = '<div class="content--app"><a href="https://www3.nhk.or.jp/news/news_bousai_app/">%s</a></div>' % app if late else ""
        if late:
            return (prop + ld + '<main id="main" class="module--content"><article class="module module--detail module--detail--v3"><header class="module--header">%s</header>'
                    '%s%s%s</article>%s%s</main>') % (head, thumb, detail, bottom, promo, related)
        return (prop + ld + '<main id="main" class="module--content"><div class="module module--detail"><section class="module--detail-content">'
                '<header class="content--header"><div class="content--detail-title">%s</div></header><div class="content--detail-main">%s%s</div>%s</section></div>%s</main>') % (
            head, thumb, detail, bottom, related)

    if site == "asahi":
        # CSS modules' names: the 2020-2022 build's, or a build of the newer design's
        old = {"head": "_2CsPo", "sec": "_3cZ8q", "date": "_3F5gI", "label": "_2RLQx", "body": "_3YqJ1", "fig": "-Oj2D", "wall": "_30SFw",
               "share": "_2QuKm", "byline": "_1dV8c", "rel": "_1wFvk", "reltitle": "_2uTpP", "video": "_3xLpz", "plus": "_2zVMp", "wrap": "_1cP4w",
               "wallin": "_3Mn8v", "walltxt": "_1Bs5P", "wallnum": "_2hR0y", "wallbtn": "_34gQh", "plususer": "_1kJqz", "plusname": "_3wWcE", "plusrole": "_2nYtQ",
               "plustext": "_1Yb2o", "plusmore": "_2f0Ux", "card": "_3BMGp", "cardin": "_1vQyC", "cardname": "_2C9pD", "carddesk": "_1hXoS"}
        g = random.Random(BLOG[0] + " asahi build")
        mk = lambda: g.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_") + "".join(g.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(4))
        c = {k: mk() for k in old} if late else old
        sec, spath = r.choice(ASAHI_SECTIONS) if not intl else ("\u56fd\u969b", "international")
        y = "NPQRS"[pub.year - 2020]
        dc = lambda d: str(d) if d < 10 else chr(ord("A") + d - 10)
        aid = lambda d: "AS%s%s%s%s%s%s%s%s%03d" % ("NPQRS"[min(4, max(0, d.year - 2020))], "%X" % d.month, dc(d.day), "".join(r.choice("0123456789ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(4)),
                                                 "NPQRS"[min(4, max(0, d.year - 2020))], "%X" % d.month, dc(d.day), r.choice(ASAHI_DEPTS), r.randint(1, 40))
        me = "https://www.asahi.com/articles/%s.html" % aid(pub)
        au = [name() for _ in range(r.choice([1, 1, 1, 2]))]
        roles = ["", "", "", "\u7de8\u96c6\u59d4\u54e1\u30fb", "\u8ad6\u8aac\u59d4\u54e1\u30fb"]
        credit = "\uff08%s\uff09" % "\u3001".join(r.choice(roles) + a for a in au)
        premium = r.random() < 0.5
        member = not premium and not late and r.random() < 0.3       # 会員記事: for the free members, cut too
        label = ("\u6709\u6599\u8a18\u4e8b" if late else "\u6709\u6599\u4f1a\u54e1\u8a18\u4e8b") if premium else "\u4f1a\u54e1\u8a18\u4e8b" if member else None
        cut = premium or member
        # the reporters at the end: in the last paragraph or a <p> of their own
        x = r.random()
        tail = "in" if x < 0.3 else "own" if x < 0.55 else None
        ps_ = list(paras)
        if tail == "in":
            ps_[-1] += credit
        total = sum(len(p) for p in ps_)
        shown, left = ps_, 0
        if cut and total > 60:
            budget = min(r.randint(150, 400), total * 2 // 3)
            shown, acc = [], 0
            for p in ps_:
                if acc + len(p) <= budget:
                    shown.append(p)
                    acc += len(p)
                    continue
                k = max(12, budget - acc)
                if k < len(p):
                    shown.append(p[:k] + "\u2026")
                else:
                    shown.append(p)
                break
            left = total - sum(len(p.rstrip("\u2026")) for p in shown)
            if left <= 0:
                shown, left = ps_, 0
        m = len(shown)
        whole = left == 0
        heads = {k for k in range(2, m) if r.random() < 0.3} if m >= 6 and r.random() < 0.4 else set()
        ads = {k for k in (2, 6) if k < m - 1} if r.random() < 0.6 else set()
        year_ = pub.year

        def photo(d):
            cap = sentence(r, 6, 16)[:-1]
            when = "%d\u5e74%d\u6708%d\u65e5%s" % (d.year, d.month, d.day, r.choice(["", "\u5348\u5f8c", "\u5348\u524d", "\u5915"]))
            full = cap + ("\uff1d%s\u3001%s\u3001%s\u64ae\u5f71" % (when, r.choice(JA_PLACES) if not intl else city, name()) if r.random() < 0.85 else "\uff1d%s\u63d0\u4f9b" % lw())
            EXTRAS.append(full)
            return ('<div class="%s"><figure><div><img src="https://www.asahicom.jp/articles/images/AS%s%06d_comm.jpg" alt="%s" width="640" height="427"></div>'
                    '<figcaption>%s</figcaption></figure></div>') % (c["fig"], d.strftime("%Y%m%d"), r.randint(1000, 9999), esc(cap), esc(full))
        if r.random() < 0.7:
            out.append(photo(pub))
        for k, p in enumerate(shown):
            if k in heads:
                h = title(r)
                out.append("<h2>%s</h2>" % esc(h))
                story.append(h)
            out.append("<p>\u3000%s</p>" % esc(p))
            story.append(p)
            if k in ads:
                out.append('<div class="notPrint"><div id="ad-article-%s" class="ad-article"></div></div>' % ("middle" if k == 2 else "bottom"))
            if k == 3 and m >= 7 and r.random() < 0.25:
                out.append(photo(pub - datetime.timedelta(days=r.randint(0, 3))))
        if whole and tail == "own":
            out.append("<p>%s</p>" % credit)
        wall = ""
        if not whole:
            if late:
                wt = ["\u3053\u306e\u8a18\u4e8b\u306f\u6709\u6599\u8a18\u4e8b\u3067\u3059\u3002\u6b8b\u308a%d\u6587\u5b57" % left,
                      "\u6709\u6599\u4f1a\u54e1\u306b\u306a\u308b\u3068\u7d9a\u304d\u3092\u304a\u8aad\u307f\u3044\u305f\u3060\u3051\u307e\u3059\u3002"]
                btn = ["\u6709\u6599\u4f1a\u54e1\u306b\u306a\u308b", "\u30ed\u30b0\u30a4\u30f3\u3059\u308b"]
            elif premium:
                wt = ["\u3053\u306e\u8a18\u4e8b\u306f\u6709\u6599\u4f1a\u54e1\u8a18\u4e8b\u3067\u3059\u3002\u6709\u6599\u4f1a\u54e1\u306b\u306a\u308b\u3068\u7d9a\u304d\u3092\u304a\u8aad\u307f\u3044\u305f\u3060\u3051\u307e\u3059\u3002",
                      "\u6b8b\u308a%d\u6587\u5b57\uff08\u5168\u6587%d\u6587\u5b57\uff09" % (left, total)]
                btn = ["\u4eca\u3059\u3050\u767b\u9332\uff08\u521d\u6708\u7121\u6599\uff09", "\u30ed\u30b0\u30a4\u30f3\u3059\u308b"]
            else:
                wt = ["\u3053\u306e\u8a18\u4e8b\u306f\u4f1a\u54e1\u8a18\u4e8b\u3067\u3059\u3002\u7121\u6599\u4f1a\u54e1\u306b\u306a\u308b\u3068\u67085\u672c\u307e\u3067\u304a\u8aad\u307f\u3044\u305f\u3060\u3051\u307e\u3059\u3002",
                      "\u6b8b\u308a%d\u6587\u5b57\uff08\u5168\u6587%d\u6587\u5b57\uff09" % (left, total)]
                btn = ["\u7121\u6599\u4f1a\u54e1\u767b\u9332\u306f\u3053\u3061\u3089", "\u30ed\u30b0\u30a4\u30f3\u3059\u308b"]
            EXTRAS.extend(wt)
            wall = ('<div class="%s"><div class="%s"><p class="%s">%s</p><p class="%s">%s</p><ul class="%s">'
                    '<li><a href="https://digital.asahi.com/info/price/?iref=kiji_bottom">%s</a></li><li><a href="https://digital.asahi.com/login/?jumpUrl=%s">%s</a></li></ul></div></div>') % (
                c["wall"], c["wallin"], c["walltxt"], esc(wt[0]), c["wallnum"], esc(wt[1]), c["wallbtn"], btn[0], me, btn[1])
        STORY[:] = story
        DESC.append(short(paras[0]))
        rel = [title(r) for _ in range(r.randint(3, 6))]
        vids = [title(r) for _ in range(r.choice([3, 4]))]
        EXTRAS.extend(rel + vids + ["\u95a2\u9023\u30cb\u30e5\u30fc\u30b9", "\u6ce8\u76ee\u306e\u52d5\u753b"])
        # experts' comments under the story ("コメントプラス"), readers' comments here
        plus = ""
        if cs and year_ >= 2021 and r.random() < 0.35:
            items = []
            for cn, cd, cps, _ in cs[:r.choice([1, 2, 3])]:
                role = r.choice(["%s\u5927\u5b66\u6559\u6388" % lw(), "\u30b8\u30e3\u30fc\u30ca\u30ea\u30b9\u30c8", "%s\u7814\u7a76\u6240\u7814\u7a76\u54e1" % lw(), "\u5f01\u8b77\u58eb",
                                  "\u30a8\u30b3\u30ce\u30df\u30b9\u30c8", "\u671d\u65e5\u65b0\u805e\u8a18\u8005"])
                items.append('<li><div class="%s"><span class="%s">%s</span><span class="%s">%s</span></div><div class="%s">%s</div>'
                             '<a class="%s" href="%s/comment/">\u3082\u3063\u3068\u898b\u308b</a></li>' % (
                                 c["plususer"], c["plusname"], name(), c["plusrole"], role, c["plustext"], "".join("<p>%s</p>" % esc(x) for x in cps), c["plusmore"], me[:-5]))
            EXTRAS.append("\u30b3\u30e1\u30f3\u30c8\u30d7\u30e9\u30b9")
            plus = '<section class="%s"><h2 class="%s">\u30b3\u30e1\u30f3\u30c8\u30d7\u30e9\u30b9</h2><ul>%s</ul></section>' % (c["plus"], c["reltitle"], "".join(items))
        card = ""
        if late:
            interests = "\u3001".join(dict.fromkeys(lw() for _ in range(r.randint(2, 4))))
            EXTRAS.extend(["\u3053\u306e\u8a18\u4e8b\u3092\u66f8\u3044\u305f\u4eba", interests])
            rid = hexid(8)
            card = ('<section class="%s"><h2 class="%s">\u3053\u306e\u8a18\u4e8b\u3092\u66f8\u3044\u305f\u4eba</h2><div class="%s"><img src="https://www.asahicom.jp/reporter/images/%s.jpg" alt="" width="64" height="64">'
                    '<p class="%s"><a href="https://www.asahi.com/reporter/%s/">%s</a></p><p class="%s">%s</p><dl><dt>\u5c02\u9580\u30fb\u95a2\u5fc3\u5206\u91ce</dt><dd>%s</dd></dl>'
                    '<button type="button">\u30d5\u30a9\u30ed\u30fc\u3059\u308b</button></div></section>') % (
                c["card"], c["reltitle"], c["cardin"], rid, c["cardname"], rid, au[0], c["carddesk"], r.choice(ASAHI_DESKS), esc(interests))
        byline = ('<div class="%s">%s</div>' % (c["byline"], "".join('<a href="https://www.asahi.com/reporter/%s/">%s</a>' % (hexid(8), a) for a in au)) if late else "")
        ld = '<script type="application/ld+json">%s</script>' % json.dumps(dict({
            "@context": "https://schema.org", "@type": "NewsArticle", "headline": t, "datePublished": iso(pub), "dateModified": iso(upd or pub),
            "author": [{"@type": "Person", "name": a} for a in au], "publisher": {"@type": "Organization", "name": "\u671d\u65e5\u65b0\u805e\u793e"}, "articleSection": sec},
            **({"isAccessibleForFree": False, "hasPart": {"@type": "WebPageElement", "isAccessibleForFree": False, "cssSelector": "." + c["body"]}} if cut else {})), ensure_ascii=False)
        share = "".join('<li><a href="%s" target="_blank" rel="noopener" aria-label="%s"><span class="icon-%s"></span></a></li>' % (u, l, k) for k, u, l in [
            ("x", "https://twitter.com/intent/tweet?url=%s" % me, "X" if late else "Twitter"), ("facebook", "https://www.facebook.com/sharer/sharer.php?u=%s" % me, "Facebook"),
            ("line", "https://social-plugins.line.me/lineit/share?url=%s" % me, "LINE"), ("hatena", "https://b.hatena.ne.jp/entry/%s" % me, "\u306f\u3066\u306a\u30d6\u30c3\u30af\u30de\u30fc\u30af")])
        return (ld + '<main id="main"><div class="%s"><article><div class="%s"><div class="%s"><a href="https://www.asahi.com/%s/">%s</a></div>%s<h1>%s</h1>%s'
                '<div class="%s"><time datetime="%s">%s</time></div><ul class="%s">%s</ul></div>'
                '<div class="%s">%s</div>%s</article>%s%s'
                '<section class="%s"><h2 class="%s">\u95a2\u9023\u30cb\u30e5\u30fc\u30b9</h2><ul>%s</ul></section>'
                '<section class="%s"><h2 class="%s">\u6ce8\u76ee\u306e\u52d5\u753b</h2><ul>%s</ul></section></div></main>') % (
            c["wrap"], c["head"], c["sec"], spath, sec,
            '<span class="%s"><svg class="icon-key" aria-hidden="true"><use xlink:href="#key"></use></svg>%s</span>' % (c["label"], label) if label else "",
            esc(t), byline, c["date"], pub.strftime("%Y-%m-%dT%H:%M"), ja_date(pub), c["share"], share,
            c["body"], "\n".join(out), wall, plus, card,
            c["rel"], c["reltitle"], "".join('<li><a href="https://www.asahi.com/articles/%s.html?iref=pc_rellink_%02d">%s</a></li>' % (aid(past()), i + 1, esc(h)) for i, h in enumerate(rel)),
            c["video"], c["reltitle"], "".join('<li><a href="https://www.asahi.com/video/articles/%s.html"><img src="https://www.asahicom.jp/video/images/%s.jpg" alt="" loading="lazy">'
                                                 '<p>%s</p><span>%d:%02d</span></a></li>' % (aid(past()), hexid(12), esc(h), r.randint(0, 6), r.randint(0, 59)) for h in vids))

    # Yahoo!ニュース: a provider's article
    def sc(n):
        """styled-components' class of a component, the same on every page of a site."""
        g = random.Random(BLOG[0] + " yahoo " + n)
        if late:
            return "sc-%s-%d %s" % ("".join(g.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(g.choice([6, 7]))), g.randint(0, 9),
                                    "".join(g.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(6)))
        return "sc-%s %s" % ("".join(g.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(6)),
                             "".join(g.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(6)))
    yid = hexid(40)
    me = "https://news.yahoo.co.jp/articles/%s" % yid
    ycat, ypath = r.choice(YJ_CATS)
    pages = r.randint(2, 3) if n >= 8 and r.random() < (0.5 if pstyle == "web" else 0.3) else 1
    shown = paras[:-(-n // pages)]
    last = pages == 1
    m = len(shown)
    ind = "\u3000" if pstyle == "paper" else ""
    pcls = sc("Paragraph") + (" yjSlinkDirectlink highLightSearchTarget" if late else " highLightSearchTarget")
    # subheadings: h2s between the <p>s (web magazines), or lines of
    # "【...】" (papers) and "■..." (broadcasters) among the paragraphs
    heads = {k for k in range(2, m) if r.random() < 0.35} if m >= 5 and r.random() < {"web": 0.6, "paper": 0.2, "tv": 0.15}[pstyle] else set()
    photo_at = r.randrange(1, m) if m >= 4 and pstyle == "web" and r.random() < 0.3 else -1
    blocks, cur = [], []
    for k, p in enumerate(shown):
        if k in heads:
            h = title(r)
            if pstyle == "web":
                blocks.append(cur)
                cur = []
                blocks.append(h)
                story.append(h)
            else:
                h = ("\u3010%s\u3011" if pstyle == "paper" else "\u25a0%s") % h
                cur.append(esc(h))
                story.append(h)
        cur.append(esc(ind + p))
        story.append(p)
        if k == photo_at:
            x = "\u3010\u5199\u771f\u3011" + title(r)
            EXTRAS.append(x)
            cur.append('<a href="%s/images/%03d" class="%s" data-cl-params="_cl_vmodule:body;_cl_link:photo;">%s</a>' % (me, r.randint(1, 12), sc("PhotoLink"), esc(x)))
    rel = [title(r) for _ in range(r.randint(2, 5))] if last and r.random() < (0.7 if pstyle != "tv" else 0.3) else []
    rel_html = ""
    if rel:
        EXTRAS.extend(rel + ["\u3010\u95a2\u9023\u8a18\u4e8b\u3011"])
        lines = ['\u3010\u95a2\u9023\u8a18\u4e8b\u3011'] + ['<a href="https://news.yahoo.co.jp/articles/%s" class="%s" data-cl-params="_cl_vmodule:body;_cl_link:related;">%s</a>' % (
            hexid(40), sc("RelLink"), esc(h)) for h in rel]
        if rel_in_p:
            cur.append("<br>".join(lines))
        else:
            rel_html = '<div class="%s"><p class="%s">%s</p></div>' % (sc("Section"), pcls, "<br>".join(lines))
    blocks.append(cur)
    body_html = []
    h2 = ""
    for b in blocks:
        if isinstance(b, str):
            h2 = '<h2 class="%s">%s</h2>' % (sc("Heading"), esc(b))
        elif b:
            body_html.append('<div class="%s">%s<p class="%s">%s</p></div>' % (sc("Section"), h2, pcls, "<br><br>".join(b)))
            h2 = ""
    thumb = ""
    if r.random() < 0.8:
        cap = sentence(r, 6, 16)[:-1] + ("\uff08\u5199\u771f\uff1a%s\uff09" % prov if r.random() < 0.7 else "")
        EXTRAS.append(cap)
        src = "https://newsatcl-pctr.c.yimg.jp/t/amd-img/%s-%08d-%s-000-1-view.jpg" % (pub.strftime("%Y%m%d"), r.randint(1, 3000), pcode)
        thumb = ('<div class="%s thumbnail"><a href="%s/images/000" data-cl-params="_cl_vmodule:body;_cl_link:img;"><picture><source type="image/webp" srcset="%s?exp=10800&amp;fmt=webp">'
                 '<img src="%s" alt="%s" width="640" height="426"></picture></a><p class="%s">%s</p></div>') % (
            sc("Thumbnail"), me, src, src, esc(cap[:40]), sc("Caption"), esc(cap))
    wd = lambda d: "%d/%d(%s) %d:%02d" % (d.month, d.day, JA_WDAYS[d.weekday()], d.hour, d.minute)
    when = (("%d/" % pub.year) if r.random() < 0.3 else "") + wd(pub)
    ncom = r.choice([0, r.randint(1, 40), r.randint(20, 400), r.randint(100, 4000)]) if pstyle != "web" or r.random() < 0.7 else 0
    paging = ""
    if pages > 1:
        nxt = title(r)
        EXTRAS.append("\u6b21\u30da\u30fc\u30b8\u306f\uff1a" + nxt)
        paging = ('<div class="%s"><p class="%s">\u6b21\u30da\u30fc\u30b8\u306f\uff1a%s</p><div class="%s"><ul class="pagination">%s'
                  '<li class="pagination_item pagination_item-next"><a href="%s?page=2" data-cl-params="_cl_vmodule:page;_cl_link:next;">\u6b21\u3078</a></li></ul>'
                  '<p class="%s">1/%d\u30da\u30fc\u30b8</p></div></div>') % (
            sc("Pager"), sc("PagerNext"), esc(nxt), sc("PagerList"),
            "".join('<li class="pagination_item%s">%s</li>' % (" pagination_item-current" if i == 1 else "", "<span>1</span>" if i == 1 else
                                                                '<a href="%s?page=%d" data-cl-params="_cl_vmodule:page;_cl_link:num;_cl_position:%d;">%d</a>' % (me, i, i, i))
                    for i in range(1, pages + 1)), me, sc("PagerCount"), pages)
    rank = [title(r) for _ in range(10)]
    rank_label = "\u30e9\u30f3\u30ad\u30f3\u30b0" if late else "\u30a2\u30af\u30bb\u30b9\u30e9\u30f3\u30ad\u30f3\u30b0"
    EXTRAS.extend(rank + [rank_label, "\u8a18\u4e8b\u306b\u95a2\u3059\u308b\u5831\u544a"] + (["\u30b3\u30e1\u30f3\u30c8%d\u4ef6" % ncom] if ncom else []))
    STORY[:] = story
    DESC.append(short(paras[0]))
    state = json.dumps({"articleDetail": {"id": yid, "headline": t, "mediaName": prov, "mediaId": pcode, "publishDate": iso(pub), "category": ypath,
                                          "pageNum": 1, "totalPages": pages, "commentCount": ncom,
                                          "paragraphs": [{"textDetails": [{"text": "".join(x for x in body_html)}]}]}}, ensure_ascii=False).replace("</", "<\\/")
    tabs = ["\u7dcf\u5408", "\u56fd\u5185", "\u56fd\u969b", "\u7d4c\u6e08", "\u30a8\u30f3\u30bf\u30e1", "\u30b9\u30dd\u30fc\u30c4", "IT\u30fb\u79d1\u5b66", "\u30e9\u30a4\u30d5", "\u5730\u57df"]
    updated = upd or pub + datetime.timedelta(minutes=r.randint(0, 30))
    return ('<script>window.__PRELOADED_STATE__ = %s;</script>'
            '<div id="contentsWrap" class="%s"><div class="%s"><div id="yjnMain" class="%s">'
            '<article id="uamods" class="%s" data-ual="ce_id:%s;media_id:%s">'
            '<header class="%s"><h1 class="%s">%s</h1><div class="%s"><div class="%s"><a href="https://news.yahoo.co.jp/media/%s" class="%s">%s</a>'
            '<p class="%s"><time>%s</time>\u914d\u4fe1</p></div>%s</div></header>'
            '<div class="article_body highLightSearchTarget">%s%s</div>%s%s'
            '<footer class="%s"><a href="https://news.yahoo.co.jp/media/%s" class="%s"><img src="https://s.yimg.jp/images/news-web/all/images/media/logo/%s.png" alt="%s" width="96" height="32"></a>'
            '<div class="%s"><p>\u6700\u7d42\u66f4\u65b0:<time>%s</time></p></div></footer></article>'
            '<div class="%s"><a href="https://news.yahoo.co.jp/articles/%s/report" class="%s">\u8a18\u4e8b\u306b\u95a2\u3059\u308b\u5831\u544a</a></div>'
            '<section id="comment" class="%s"><h2 class="%s">\u30b3\u30e1\u30f3\u30c8</h2>%s<a href="%s/comments" class="%s">\u30b3\u30e1\u30f3\u30c8\u3092\u66f8\u304f</a></section></div>'
            '<div id="yjnSub" class="%s"><section id="accr" class="%s"><h2 class="%s">%s</h2><ul class="%s">%s</ul><ol class="%s">%s</ol>'
            '<a href="https://news.yahoo.co.jp/ranking/access/news" class="%s">\u3082\u3063\u3068\u898b\u308b</a></section></div></div></div>') % (
        state, sc("ContentsWrap"), sc("Layout"), sc("Main"), sc("Article"), yid, pcode,
        sc("Header"), sc("Title"), esc(t), sc("HeaderInfo"), sc("Provider"), pcode, sc("ProviderLink"), esc(prov), sc("Date"), when,
        ('<div class="%s"><a href="%s/comments" class="%s" data-cl-params="_cl_vmodule:cmtbtn;"><span class="%s"><svg height="16" width="16" viewBox="0 0 48 48" aria-hidden="true"><path d="M4 8h40v26H18l-8 8v-8H4z"></path></svg></span>'
         '<span>\u30b3\u30e1\u30f3\u30c8%d\u4ef6</span></a></div>' % (sc("CommentButton"), me, sc("CommentLink"), sc("Icon"), ncom)) if ncom else "",
        thumb, "\n".join(body_html), rel_html, paging,
        sc("Footer"), pcode, sc("Logo"), pcode, esc(prov), sc("Updated"), wd(updated),
        sc("Report"), yid, sc("ReportLink"), sc("Comments"), sc("CommentsTitle"),
        '<p class="%s">\u30b3\u30e1\u30f3\u30c8%d\u4ef6</p>' % (sc("CommentsCount"), ncom) if ncom else "", me, sc("CommentWrite"),
        sc("Sub"), sc("Ranking"), sc("RankingTitle"), rank_label, sc("RankingTabs"),
        "".join('<li><a href="https://news.yahoo.co.jp/ranking/access/news%s">%s</a></li>' % ("" if i == 0 else "/" + ["domestic", "world", "business", "entertainment", "sports", "it-science", "life", "local"][i - 1], x)
                for i, x in enumerate(tabs)), sc("RankingList"),
        "".join('<li class="%s"><a href="https://news.yahoo.co.jp/articles/%s" data-cl-params="_cl_vmodule:accr;_cl_link:title;_cl_position:%d;"><span class="%s">%d</span>'
                '<span class="%s">%s</span></a></li>' % (sc("RankingItem"), hexid(40), i + 1, sc("RankingNum"), i + 1, sc("RankingText"), esc(h)) for i, h in enumerate(rank)),
        sc("RankingMore"))


# One more platform, written after every rule above and before any run
# of it: a Polish news portal's article page, Onet's, Wirtualna Polska's,
# Gazeta.pl's or Wyborcza's.
PL_FIRST = [("Anna", 1), ("Katarzyna", 1), ("Magdalena", 1), ("Agnieszka", 1), ("Joanna", 1), ("Małgorzata", 1), ("Aleksandra", 1),
            ("Monika", 1), ("Ewa", 1), ("Justyna", 1), ("Paulina", 1), ("Dorota", 1), ("Piotr", 0), ("Tomasz", 0), ("Marcin", 0), ("Michał", 0),
            ("Paweł", 0), ("Krzysztof", 0), ("Łukasz", 0), ("Jakub", 0), ("Bartosz", 0), ("Grzegorz", 0), ("Wojciech", 0), ("Maciej", 0)]
PL_LAST = ["Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamiński", "Lewandowski", "Zieliński", "Szymański", "Woźniak", "Dąbrowski",
           "Kozłowski", "Jankowski", "Mazur", "Krawczyk", "Piotrowski", "Grabowski", "Pawłowski", "Zając", "Król", "Wieczorek",
           "Jabłoński", "Wróbel", "Kaczmarek", "Michalski", "Sikora", "Ostrowski", "Górecki", "Szczepański", "Błaszczyk", "Kołodziej",
           "Urbański", "Ziółkowski", "Sadowski", "Malinowski", "Pietrzak", "Dudek"]
PL_MONTHS = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"]
PL_MON = ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"]
PL_DAYS = ["pon.", "wt.", "śr.", "czw.", "pt.", "sob.", "niedz."]
# a story's source ("Źródło: PAP, TVN24") and a photo's agency
PL_SOURCES = ["PAP", "PAP", "PAP", "PAP", "TVN24", "Polsat News", "RMF FM", "Radio ZET", "Rzeczpospolita", "Reuters", "AFP", "BBC", "CNN",
              "Interia", "TVP Info", "X", "Facebook", "Deutsche Welle", "Ukraińska Prawda", "policja.pl", "IMGW"]
PL_PHOTO = ["PAP", "PAP", "PAP", "PAP", "Getty Images", "East News", "Forum", "Reuters", "AFP", "AP", "Agencja Wyborcza.pl", "Shutterstock", "Policja"]
PL_SECTIONS = {"onet": [("Kraj", "kraj"), ("Kraj", "kraj"), ("Kraj", "kraj"), ("Świat", "swiat"), ("Świat", "swiat"), ("Kraków", "krakow"),
                        ("Warszawa", "warszawa"), ("Trójmiasto", "trojmiasto"), ("Wrocław", "wroclaw"), ("Poznań", "poznan"), ("Śląsk", "slask"),
                        ("Tylko w Onecie", "tylko-w-onecie")],
               "wp": [("Polska", "polska"), ("Polska", "polska"), ("Polska", "polska"), ("Świat", "swiat"), ("Świat", "swiat"), ("Polityka", "polityka"),
                      ("Społeczeństwo", "spoleczenstwo"), ("Wojna w Ukrainie", "wojna-w-ukrainie"), ("Kryminalne", "kryminalne"), ("Pogoda", "pogoda")],
               "gazeta": [("Kraj", 114883), ("Kraj", 114883), ("Kraj", 114883), ("Świat", 114881), ("Świat", 114881), ("Polityka", 114884),
                          ("Polityka", 114884), ("Najnowsze", 114871)],
               "wyborcza": [("Kraj", 75398), ("Kraj", 75398), ("Kraj", 75398), ("Świat", 75399), ("Świat", 75399), ("Opinie", 75968), ("Nauka", 75400),
                            ("Kultura", 75410), ("Gospodarka", 156282)]}
# an author's bio: what the author is (a man's word, a woman's), and where
PL_BIO = [("Dziennikarz działu %s.", "Dziennikarka działu %s.", ["Kraj", "Świat", "Gospodarka", "Kultura", "Nauka", "Sport"]),
          ("Reporter %s.", "Reporterka %s.", ["Wyborczej", "„Dużego Formatu”", "Gazeta.pl", "Wyborczej w Krakowie", "Wyborczej we Wrocławiu"]),
          ("Publicysta %s.", "Publicystka %s.", ["Wyborczej", "„Gazety Wyborczej”", "Gazeta.pl"]),
          ("Redaktor serwisu %s.", "Redaktorka serwisu %s.", ["Gazeta.pl", "wiadomosci.gazeta.pl", "Wyborcza.pl", "next.gazeta.pl"])]


def polish(r, t, body, cat, cs):
    """A Polish news portal's article page of 2020-2024, in Polish, as
    Onet, Wirtualna Polska (wp.pl) or Gazeta.pl and Wyborcza (Agora's)
    write it, one of them a site.  Onet's: its page of 2020-2021 (the
    breadcrumbs, h1.mainTitle, the author's box, "Data utworzenia: 12
    marca 2021, 18:45" and "Data aktualizacji:", "Ten tekst przeczytasz w
    3 minuty", the share bar, the lead in div#leadContainer > div#lead,
    figure.mainPhoto and its "Foto: PAP / NAME", then div.detailContentWrapper >
    div.detailContent > div.articleBody > div.whitelistPremium of
    p.hyphenate paragraphs, h2 subheadings, a list at times, "Zobacz też"
    asides (aside.extraList of one to three linked headlines with their
    pictures), "Czytaj też: ..." lines in an <em>, ad slots and their
    "Reklama" label, "Dalsza część artykułu pod materiałem wideo" in an
    <em> over the pulsevideo player and its title, "Źródło: Onet, PAP" in
    an <em> closing the text on some pages; div#relatedTopics and
    div.afterDetailModules's "Najnowsze" and "Polecamy") or its page of
    2022-2024 (h1.mainTitle, the authors and the source's logo, "12
    marca 2023, 18:45", "3 min czytania", "Lubię to" and its count,
    "Facebook", "X", "E-mail", "Kopiuj link", on 2024's pages
    "Posłuchaj artykułu" and "Skróć artykuł", the lead in div#lead, the
    photo; div.articleBody of p.hyphenate paragraphs, h2s, lists, a
    "Zobacz także" box of a picture and a linked headline, "Czytaj
    więcej:" list items, "reklama" over the ad slots, "Dalszy ciąg
    materiału pod wideo" over the player, "Źródło: PAP" at times; the
    newsletter's "Cieszymy się, że jesteś z nami. Zapisz się na newsletter
    Onetu..." box after the text, "Tematy" and "Polecamy").  Wirtualna
    Polska's: its page of 2020-2021 (div[data-st-area="article-header"]
    with the section's links, article.article of h1.article--title,
    span.signature--author and the date "12.03.2021 18:45", the lead in
    div.article--lead, the lead photo's small.article--mainPhotoSource
    "Źródło zdjęć: © PAP | NAME", the text in several div.article--text
    boxes of plain <p>s cut by the premium--wide boxes between them:
    ads with their "REKLAMA", "Polecane" boxes of a picture and a linked
    headline, the video player under its "Dalsza część artykułu pod
    materiałem wideo" line, pictures, a social post's "Trwa ładowanie
    wpisu: twitter"; "Zobacz też: ..." and "Przeczytaj też: ..." lines among
    the paragraphs, the last box closed by "Masz newsa, zdjęcie lub
    filmik? Prześlij nam przez dziejesie.wp.pl", then "Źródło artykułu:"
    and its source, the tags and "Wyłączono komentarze" or "Komentarze
    (N)") or its page of 2022-2024 (the same parts in hashed classes of
    no meaning and data-st-area attributes, "Oceń jakość naszego
    artykułu:" after the text).  Gazeta.pl's (Agora's: h1#article_title,
    span.article_author, the <time> "12.03.2023 18:45", the lead in
    div#gazeta_article_lead, div#gazeta_article_image's caption and
    "Fot. NAME / Agencja Wyborcza.pl", section.art_content of
    p.art_paragraph, h2.art_sub_title, ul.art_list, blockquote.art_blockquote,
    "Czytaj też: ..." lines in p.art_paragraph, ad slots and their
    "REKLAMA", "Zobacz wideo" and the video's title, "Źródło: PAP" in a
    p.art_paragraph at times, "Więcej informacji z kraju i ze świata na
    stronie głównej Gazeta.pl", the tags, the author's box with the
    author's bio on some sites, "Komentarze" and "Najczęściej czytane")
    or Wyborcza's (div.article--header's section, h1, authors and "12
    marca 2023 | 18:45", the lead, figure.a-image and its
    text--photo-title and text--photo-author; div.article--content of
    p.text--paragraph, h2.text--title, blockquote.text--quote,
    "CZYTAJ TAKŻE:" lines, div.adview's "Reklama"; on the subscribers'
    stories (a fifth) the text cut after two or three paragraphs and the
    div.paywall box; div.article--postcontent's author's box and bio,
    "Tematy" and "Najnowsze").  No comments' texts (a script loads
    them).  The feed's description is the lead on four sites in five (the
    first sentence where a page has none), a first sentence on the
    others.  The truth: the lead where it is the feed's description
    (TEASER), the paragraphs the page holds (Wyborcza's paywall cuts
    them), the subheadings, the lists' items, the block quotes; not the
    headline, authors, dates, reading times, captions and credits, the
    "Zobacz też", "Zobacz także", "Polecane", "Czytaj też:", "Czytaj
    więcej:", "Zobacz też:", "Przeczytaj też:" and "CZYTAJ TAKŻE:" lines
    and boxes (their headlines counted as leaks), the ads and their labels,
    the video's labels and titles, the "Źródło:" and "Źródło artykułu:"
    lines, "Masz newsa...", the newsletter's box, "Oceń jakość naszego
    artykułu:", "Więcej informacji ... Gazeta.pl", the author's box and bio,
    the paywall's box, the tags nor the lists of headlines."""
    rs = random.Random(BLOG[0] + " polish")
    site = ["onet", "wp", "gazeta", rs.choice(["onet", "wp", "gazeta"])][DATE_STYLE]
    late = rs.random() < 0.5                                          # Onet's and WP's pages of 2022-2024
    if site == "gazeta" and rs.random() < 0.45:
        site = "wyborcza"
    feed_stand = rs.random() < 0.8                                    # the feed's description is the lead
    adlabel = rs.random() < 0.75                                      # the ads' label printed in the page (not drawn by CSS)
    source_line = rs.random() < 0.7                                   # "Źródło: PAP" closing the text on some pages
    authorbox = site == "wyborcza" or site == "gazeta" and rs.random() < 0.6
    tr = str.maketrans("ąćęłńóśźżĄĆĘŁŃÓŚŹŻ\u201e\u201d", "acelnoszzACELNOSZZ  ")
    slug = lambda x: "-".join("".join(c if c.isalnum() and c.isascii() else " " for c in x.lower().translate(tr)).split())[:90].strip("-")
    al = lambda g, k: "".join(g.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(k))
    hx = lambda n: (lambda g: g.choice("abcdefghijklmnopqrstuvwxyz") + al(g, 7))(random.Random(BLOG[0] + n))
    years = {"onet": [2022, 2023, 2024] if late else [2020, 2021], "wp": [2022, 2023, 2024] if late else [2020, 2021],
             "gazeta": [2020, 2021, 2022, 2023, 2024], "wyborcza": [2020, 2021, 2022, 2023, 2024]}[site]
    pub = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(6, 23), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(10, 12 * 60)) if r.random() < 0.45 else None
    summer = lambda d: 4 <= d.month <= 10
    iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + ("+02:00" if summer(d) else "+01:00")
    day = lambda d: "%d %s %d" % (d.day, PL_MONTHS[d.month - 1], d.year)
    hm = lambda d: "%02d:%02d" % (d.hour, d.minute)
    dots = lambda d: d.strftime("%d.%m.%Y ") + hm(d)

    def name():
        f, fem = r.choice(PL_FIRST)
        s = r.choice(PL_LAST)
        return f + " " + (s[:-1] + "a" if fem and s.endswith(("ski", "cki")) else s)
    sec, spath = r.choice(PL_SECTIONS[site])
    lw = lambda: LEXICON_PL[int(1500 * r.random() ** 2)]
    cap = lambda w: w[0].upper() + w[1:]
    ends = lambda p: [k for k in (p.find(". "), p.find("? "), p.find("! ")) if k > 0]
    first = lambda p: p[:min(ends(p)) + 1] if ends(p) else p
    minutes = lambda n: "%d %s" % (n, "minutę" if n == 1 else "minuty" if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else "minut")

    def url(h):
        if site == "onet":
            oid = al(r, 7)
            if late:
                return "https://www.onet.pl/informacje/%s/%s/%s" % (r.choice(["onetwiadomosci", "onetwiadomosci", "onetwiadomosci", "newsweek", "businessinsider"]), slug(h)[:70], oid)
            return "https://wiadomosci.onet.pl/%s/%s/%s" % (r.choice(PL_SECTIONS["onet"])[1], slug(h)[:70], oid)
        if site == "wp":
            return "https://wiadomosci.wp.pl/%s-%da" % (slug(h)[:80], r.randint(6500000000000000, 7099999999999999))
        if site == "gazeta":
            return "https://wiadomosci.gazeta.pl/wiadomosci/7,%d,%d,%s.html" % (r.choice(PL_SECTIONS["gazeta"])[1], r.randint(25600000, 31200000), slug(h)[:80])
        return "https://wyborcza.pl/7,%d,%d,%s.html" % (r.choice(PL_SECTIONS["wyborcza"])[1], r.randint(25600000, 31200000), slug(h)[:80])
    # the lead, and what the feed says
    stand = " ".join(sentence(r, 10, 24) for _ in range(r.choice([1, 1, 2, 2, 3]))) if r.random() < {"onet": 0.96, "wp": 0.9, "gazeta": 0.88, "wyborcza": 0.9}[site] else None
    if stand and feed_stand:
        TEASER.append(stand)
    else:
        DESC.append(first(body[0]))
    au = [name() for _ in range(r.choice([1, 1, 1, 1, 2]))]
    agency = r.random() < 0.15                                        # an agency's story: "PAP" for a byline
    if agency:
        au = []
    src = r.sample(PL_SOURCES, r.choice([1, 1, 2])) if source_line and r.random() < 0.55 else []
    if src and site == "onet" and r.random() < 0.4:
        src = ["Onet"] + src[:1]
    premium = site == "wyborcza" and r.random() < 0.2
    cut = premium and len(body) >= 4
    shown = body[:r.choice([2, 3])] if cut else list(body)
    m = len(shown)
    heads = {k for k in range(2, m) if r.random() < 0.3} if m >= 5 and r.random() < 0.4 else set()
    list_at = r.randrange(1, m) if m >= 3 and r.random() < 0.12 else -1
    quote_at = r.randrange(1, m) if m >= 4 and site in ("gazeta", "wyborcza", "onet") and r.random() < 0.12 else -1
    rel_at = set(r.sample(range(0, m - 1), min(m - 1, r.choice([1, 1, 2])))) if m >= 3 and r.random() < 0.7 else set()
    read_at = {k for k in range(0, m - 1) if k not in rel_at and r.random() < 0.12}
    ads = {k for k in (0, 3, 6) if k < m - 1} if r.random() < 0.8 else set()
    video_at = r.randrange(0, m - 1) if m >= 3 and r.random() < {"onet": 0.5, "wp": 0.45, "gazeta": 0.3, "wyborcza": 0}[site] else -1
    pics = {k for k in range(1, m - 1) if r.random() < 0.12 and k != video_at}
    embed_at = r.randrange(1, m) if site == "wp" and m >= 4 and r.random() < 0.12 else -1
    x = r.random()
    lead_cap = sentence(r, 5, 16).rstrip(".?!") if x < 0.85 else None
    if lead_cap:
        EXTRAS.append(lead_cap)
    credit = lambda: r.choice(PL_PHOTO) + ("" if r.random() < 0.4 else (" / " if site != "wp" else " | ") + name())
    lead_credit = credit()
    most = [title(r) for _ in range(5)]
    EXTRAS.extend(most)
    tags = list(dict.fromkeys([cap(lw()) if r.random() < 0.4 else lw() + (" " + lw() if r.random() < 0.4 else "") for _ in range(r.randint(2, 6))]))
    story, out, chunk = [], [], []
    label = {"onet": "reklama" if late else "Reklama", "wp": "REKLAMA", "gazeta": "REKLAMA", "wyborcza": "Reklama"}[site]
    if adlabel and ads:
        EXTRAS.append(label)
    vlabel = {"onet": "Dalszy ciąg materiału pod wideo" if late else "Dalsza część artykułu pod materiałem wideo", "wp": "Dalsza część artykułu pod materiałem wideo",
              "gazeta": "Zobacz wideo", "wyborcza": ""}[site]
    img = {"onet": lambda w: "https://ocdn.eu/pulscms-transforms/1/%s%s" % (al(r, 4), al(r, 28)),
           "wp": lambda w: "https://v.wpimg.pl/%s" % al(r, 48),
           "gazeta": lambda w: "https://bi.im-g.pl/im/%d/%d/%d/z%dIH%s.jpg" % (r.randint(0, 9), r.randint(20000, 31999), r.randint(100, 999), r.randint(29000000, 31200000), r.choice(["", ",", ",Ilustracyjne"])),
           "wyborcza": lambda w: "https://bi.im-g.pl/im/%d/%d/%d/z%d%s.jpg" % (r.randint(0, 9), r.randint(20000, 31999), r.randint(100, 999), r.randint(29000000, 31200000), r.choice(["IER", "V", "IH"]))}[site]
    # the text boxes: WP's split by every box between them
    new_wp = site == "wp" and late
    wcls = lambda n: hx(n) if new_wp else {"text": "article--text", "wide": "premium--wide", "full": "premium--full"}[n]

    def flush():
        if chunk:
            if site == "wp":
                out.append('<div class="%s"%s>%s</div>' % (wcls("text"), ' data-st-area="article-text"' if new_wp else "", "".join(chunk)))
            else:
                out.extend(chunk)
            del chunk[:]

    def box(html):
        flush()
        out.append(html)

    def ptag(p):
        return {"onet": '<p class="hyphenate">%s</p>', "wp": "<p>%s</p>", "gazeta": '<p class="art_paragraph">%s</p>', "wyborcza": '<p class="text--paragraph">%s</p>'}[site] % p

    def inline_read(h):
        # a "Czytaj też:" line among the paragraphs, as its own paragraph
        u = url(h)
        if site == "onet":
            if late:
                EXTRAS.append("Czytaj więcej:")
                return '<ul class="hyphenate"><li><strong>Czytaj więcej:</strong> <a href="%s">%s</a></li></ul>' % (u, esc(h))
            EXTRAS.append("Czytaj też:")
            return '<p class="hyphenate"><em>Czytaj też: <a href="%s">%s</a></em></p>' % (u, esc(h))
        if site == "wp":
            lab = r.choice(["Zobacz też:", "Przeczytaj też:", "Zobacz też:"])
            EXTRAS.append(lab)
            return '<p><strong>%s</strong> <a href="%s">%s</a></p>' % (lab, u, esc(h))
        if site == "gazeta":
            EXTRAS.append("Czytaj też:")
            return '<p class="art_paragraph"><strong>Czytaj też: <a href="%s" class="art_link">%s</a></strong></p>' % (u, esc(h))
        EXTRAS.append("CZYTAJ TAKŻE:")
        return '<p class="text--paragraph"><strong>CZYTAJ TAKŻE: </strong><a class="text--link" href="%s">%s</a></p>' % (u, esc(h))

    def related():
        # a box of related stories: Onet's "Zobacz też" aside or "Zobacz także" card, WP's "Polecane"
        rel = [title(r) for _ in range(r.choice([1, 2, 3]) if site == "onet" and not late else 1)]
        EXTRAS.extend(rel)
        if site == "onet" and not late:
            EXTRAS.append("Zobacz też")
            return '<aside class="extraList" data-scroll="related"><span class="extraListTitle">Zobacz też</span><ul>%s</ul></aside>' % "".join(
                '<li><a href="%s" class="itemLink"><img src="%s" alt="" class="lazyload"/><span class="title">%s</span></a></li>' % (url(h), img(160), esc(h)) for h in rel)
        if site == "onet":
            EXTRAS.append("Zobacz także")
            return ('<div class="relatedArticle" data-run-module="local/main.relatedArticle"><span class="relatedLabel">Zobacz także</span><a href="%s" class="relatedLink">'
                    '<img src="%s" alt="" loading="lazy"/><span class="relatedTitle">%s</span></a></div>') % (url(rel[0]), img(200), esc(rel[0]))
        if site == "wp":
            EXTRAS.append("Polecane")
            if new_wp:
                return ('<div class="%s" data-st-area="polecane"><div class="%s">Polecane</div><a href="%s" class="%s"><img src="%s" alt="" class="%s" loading="lazy"/>'
                        '<span class="%s">%s</span></a></div>') % (hx("pol"), hx("polh"), url(rel[0]), hx("pola"), img(300), hx("poli"), hx("polt"), esc(rel[0]))
            return ('<div class="premium--wide"><div class="polecane"><span class="polecane--title">Polecane</span><a href="%s" class="polecane--link"><img src="%s" alt=""/>'
                    '<span class="polecane--text">%s</span></a></div></div>') % (url(rel[0]), img(300), esc(rel[0]))
        return inline_read(rel[0])

    def ad(k):
        n = len([a for a in ads if a <= k])
        lab = lambda tag, cls: '<%s class="%s">%s</%s>' % (tag, cls, label, tag) if adlabel else ""
        if site == "onet":
            return '<div class="adPlaceholder adInText">%s<div id="flat-intext%s" class="adSlot" data-slot="flat-intext%s"></div></div>' % (lab("span", "adLabel"), n, n)
        if site == "wp":
            return ('<div class="%s"%s><div><div>%s<img class="%s" src="https://v.wpimg.pl/%s" alt=""/><div><div><div><div><div></div></div></div></div></div></div></div></div>' % (
                wcls("wide"), ' data-st-area="reklama"' if new_wp else "", lab("span", hx("adl") if new_wp else "ad--label"), hx("adi"), al(r, 32)))
        if site == "gazeta":
            return '<div id="banC%d" class="adviewDFPBanner DFP-%d">%s<div id="adUnit-00%d-CONTENT_%d"></div></div>' % (n + 1, n + 1, lab("span", "banLabel"), n + 3, n)
        return '<div class="adview adview--inarticle">%s<div id="adUnit-%03d-INARTICLE"></div></div>' % (lab("span", "banLabel"), n)

    def video():
        vt = title(r)
        EXTRAS.append(vt)
        if vlabel:
            EXTRAS.append(vlabel)
        if site == "onet":
            lab = ('<p class="hyphenate videoLabel">%s</p>' if late else '<p class="hyphenate"><em>%s</em></p>') % vlabel
            return lab + ('<div class="pulsevideo placeholder embed" data-mvp="%s"><div class="pulsevideo-player"><img src="%s" alt=""/><button class="playButton" aria-label="Odtwórz"></button></div>'
                          '<p class="pulsevideo-title">%s</p></div>') % (al(r, 12), img(640), esc(vt))
        if site == "wp":
            return (('<div class="%s"%s><p><em>%s</em></p></div>' % (wcls("text"), ' data-st-area="article-text"' if new_wp else "", vlabel)) +
                    '<div class="%s"%s><div class="wp-player" data-mid="%d"><img src="%s" alt=""/><span class="wp-player--title">%s</span></div></div>' % (
                        wcls("full"), ' data-st-area="video"' if new_wp else "", r.randint(2000000, 2999999), img(640), esc(vt)))
        return ('<div class="art_embed relative_video"><div class="video_embed"><p class="video_embed_title"><span class="video_label">Zobacz wideo</span> %s</p>'
                '<div class="player" data-video-id="%d"><img src="%s" alt=""/></div></div></div>') % (esc(vt), r.randint(30000000, 31999999), img(640))

    def figure(c, cr):
        if site == "onet":
            return '<figure class="articleImage"><img src="%s" alt="%s" loading="lazy"/><figcaption>%s<span class="imageAuthor">Foto: %s</span></figcaption></figure>' % (
                img(640), esc(c or ""), '<span class="imageDescription">%s</span> ' % esc(c) if c else "", esc(cr))
        if site == "wp":
            return '<div class="%s"><figure><img src="%s" alt="%s"/><figcaption>%s<span>Źródło zdjęć: © %s</span></figcaption></figure></div>' % (
                wcls("wide"), img(640), esc(c or ""), "<span>%s</span>" % esc(c) if c else "", esc(cr))
        if site == "gazeta":
            return '<div class="art_embed related_image_open"><img src="%s" alt="%s"/><span class="desc">%s</span><span class="author">Fot. %s</span></div>' % (
                img(640), esc(c or ""), esc(c or ""), esc(cr))
        return '<div class="text--photo"><figure class="a-image"><img src="%s" alt="%s"/><figcaption><span class="text--photo-title">%s</span> <span class="text--photo-author">Fot. %s</span></figcaption></figure></div>' % (
            img(640), esc(c or ""), esc(c or ""), esc(cr))
    for k, p in enumerate(shown):
        if k in heads:
            h = title(r).rstrip("?")
            chunk.append({"onet": '<h2 class="hyphenate">%s</h2>', "wp": "<h2>%s</h2>", "gazeta": '<h2 class="art_sub_title">%s</h2>', "wyborcza": '<h2 class="text--title">%s</h2>'}[site] % esc(h))
            story.append(h)
        chunk.append(ptag(esc(p)))
        story.append(p)
        if k == list_at:
            items = [sentence(r, 4, 14).rstrip(".") if r.random() < 0.6 else sentence(r, 4, 14) for _ in range(r.randint(3, 5))]
            chunk.append({"onet": '<ul class="hyphenate">%s</ul>', "wp": "<ul>%s</ul>", "gazeta": '<ul class="art_list">%s</ul>', "wyborcza": '<ul class="text--list">%s</ul>'}[site] % "".join(
                ('<li class="art_list_item">%s</li>' if site == "gazeta" else "<li>%s</li>") % esc(y) for y in items))
            story += items
        if k == quote_at:
            q = sentence(r, 8, 20)
            chunk.append({"onet": '<blockquote class="hyphenate"><p>%s</p></blockquote>', "gazeta": '<blockquote class="art_blockquote">%s</blockquote>',
                          "wyborcza": '<blockquote class="text--quote">%s</blockquote>'}[site] % esc(q))
            story.append(q)
        if k == embed_at:
            EXTRAS.append("Trwa ładowanie wpisu: twitter")
            box('<div class="%s"%s><div class="embed--twitter"><span>Trwa ładowanie wpisu: twitter</span></div></div>' % (wcls("wide"), ' data-st-area="embed"' if new_wp else ""))
        if k in read_at:
            chunk.append(inline_read(title(r)))
        if k in rel_at:
            h = related()
            if site in ("gazeta", "wyborcza"):
                chunk.append(h)
            else:
                box(h)
        if k == video_at:
            box(video())
        if k in pics:
            c = sentence(r, 4, 14).rstrip(".?!") if r.random() < 0.8 else None
            EXTRAS.extend([c] if c else [])
            box(figure(c, credit()))
        if k in ads:
            box(ad(k))
    # what closes the text
    tail = []
    if src:
        line = "Źródło: " + ", ".join(src)
        EXTRAS.append(line)
        if site == "onet":
            tail.append('<p class="hyphenate"><em>%s</em></p>' % esc(line))
        elif site == "gazeta":
            tail.append('<p class="art_paragraph"><em>%s</em></p>' % esc(line))
        elif site == "wyborcza":
            tail.append('<p class="text--paragraph"><em>%s</em></p>' % esc(line))
    if site == "wp" and r.random() < 0.85:
        news = "Masz newsa, zdjęcie lub filmik? Prześlij nam przez dziejesie.wp.pl"
        EXTRAS.append(news)
        tail.append('<p><strong>Masz newsa, zdjęcie lub filmik? Prześlij nam przez <a href="https://dziejesie.wp.pl/" target="_blank">dziejesie.wp.pl</a></strong></p>')
    if site == "gazeta" and r.random() < 0.6:
        more = "Więcej informacji %s na stronie głównej Gazeta.pl" % r.choice(["z kraju i ze świata", "z kraju", "ze świata", "z kraju i ze świata"])
        EXTRAS.append(more)
        tail.append('<p class="art_paragraph"><strong><a href="https://www.gazeta.pl/0,0.html" class="art_link">%s</a></strong></p>' % more)
    chunk.extend(tail)
    flush()
    STORY[:] = story
    ld = '<script type="application/ld+json">%s</script>' % json.dumps({
        "@context": "https://schema.org", "@type": "NewsArticle", "headline": t, "description": stand or first(body[0]), "datePublished": iso(pub),
        "dateModified": iso(upd or pub), "articleSection": sec, "author": [{"@type": "Person", "name": a} for a in au] or [{"@type": "Organization", "name": "PAP"}],
        "isAccessibleForFree": not premium,
        "publisher": {"@type": "Organization", "name": {"onet": "Onet", "wp": "Wirtualna Polska", "gazeta": "Gazeta.pl", "wyborcza": "Wyborcza.pl"}[site]}}, ensure_ascii=False)
    talk = r.choice([0, 0, r.randint(1, 60), r.randint(20, 900)])
    by = ", ".join(au) if au else "PAP"
    if site == "onet":
        photo = ""
        if lead_cap:
            photo = '<figure class="mainPhoto"><img src="%s" alt="%s" width="1200" height="675"/><figcaption><span class="imageDescription">%s</span> <span class="imageAuthor">Foto: %s</span></figcaption></figure>' % (
                img(1200), esc(lead_cap[:90]), esc(lead_cap), esc(lead_credit))
        news = "Cieszymy się, że jesteś z nami. Zapisz się na newsletter Onetu, aby otrzymywać od nas najbardziej wartościowe treści"
        picks = [title(r) for _ in range(4)]
        EXTRAS.extend(picks + ["Najnowsze", "Polecamy"])
        mins = max(1, (len(" ".join(body).split()) + 100) // 180)
        if late:
            tools = pub.year >= 2024 and r.random() < 0.7
            if tools:
                EXTRAS.extend(["Posłuchaj artykułu", "Skróć artykuł"])
            EXTRAS.append(news)
            likes = r.randint(0, 2400)
            return (ld + '<main class="mainContent"><article class="articleDetail" data-section="%s"><nav class="breadcrumbs"><ul><li><a href="https://www.onet.pl/">Onet</a></li>'
                    '<li><a href="https://www.onet.pl/informacje">Wiadomości</a></li><li><a href="https://wiadomosci.onet.pl/%s">%s</a></li></ul></nav>'
                    '<header class="articleHeader"><h1 class="mainTitle">%s</h1><div class="articleMeta"><div class="authors">%s<span class="sourceLogo"><img src="https://ocdn.eu/onet/onet-logo.svg" alt="Onet"/></span></div>'
                    '<time class="datePublished" datetime="%s">%s, %s</time><span class="readingTime">%d min czytania</span></div>'
                    '<div class="articleActions"><button class="reaction" aria-label="Lubię to"><span class="reactionLabel">Lubię to</span><span class="reactionCount">%d</span></button>'
                    '<ul class="share"><li><button data-share="facebook">Facebook</button></li><li><button data-share="x">X</button></li><li><button data-share="email">E-mail</button></li>'
                    '<li><button data-share="copy">Kopiuj link</button></li></ul></div></header>%s'
                    '%s%s'
                    '<div class="articleBody" id="articleBody">%s</div>'
                    '<div class="newsletterBox"><p class="newsletterText">%s</p><a class="newsletterButton" href="https://www.onet.pl/newsletter">Zapisz się</a></div>'
                    '<div class="tags"><span class="tagsTitle">Tematy</span><ul>%s</ul></div></article>'
                    '<aside class="rightColumn"><section class="recommended"><h2 class="sectionTitle">Polecamy</h2><ul>%s</ul></section>'
                    '<section class="latest"><h2 class="sectionTitle">Najnowsze</h2><ul>%s</ul></section></aside></main>') % (
                spath, spath, esc(sec), esc(t),
                ", ".join('<a class="authorName" href="https://www.onet.pl/autorzy/%s">%s</a>' % (slug(a), a) for a in au) if au else '<span class="authorName">PAP</span>',
                iso(pub), day(pub), hm(pub), mins, likes,
                '<div class="articleTools"><button class="listen">Posłuchaj artykułu</button><button class="summary">Skróć artykuł</button></div>' if tools else "",
                '<div id="lead" class="lead hyphenate">%s</div>' % esc(stand) if stand else "", photo, "\n".join(out), news,
                "".join('<li><a href="https://www.onet.pl/tag/%s">%s</a></li>' % (slug(y), esc(y)) for y in tags),
                "".join('<li><a href="%s"><img src="%s" alt=""/><span>%s</span></a></li>' % (url(h), img(300), esc(h)) for h in picks),
                "".join('<li><a href="%s">%s</a></li>' % (url(h), esc(h)) for h in most))
        dates = "Data utworzenia: %s, %s" % (day(pub), hm(pub))
        if upd:
            dates += '</span><span class="dateModified">Data aktualizacji: %s, %s' % (day(upd), hm(upd))
        return (ld + '<div id="main" class="mainArticle"><div class="breadcrumbs"><ul><li><a href="https://www.onet.pl/">Onet</a></li><li><a href="https://wiadomosci.onet.pl/">Wiadomości</a></li>'
                '<li><a href="https://wiadomosci.onet.pl/%s">%s</a></li></ul></div>'
                '<article id="leftColumnBox" class="articleDetail" itemscope itemtype="http://schema.org/NewsArticle"><div class="articleTitleContainer"><h1 class="mainTitle" id="mainTitle" itemprop="headline">%s</h1></div>'
                '<div class="authBox"><div class="authorSourceProfile">%s<span class="source">Onet</span></div>'
                '<div class="dates"><meta itemprop="datePublished" content="%s"/><span class="datePublished">%s</span></div>'
                '<div class="readingTime">Ten tekst przeczytasz w %s</div></div>'
                '<div class="contentShareLeft"><a class="shareFacebook" href="https://www.facebook.com/sharer/sharer.php?u=x">Udostępnij</a><a class="shareTwitter" href="https://twitter.com/intent/tweet?url=x">Tweetnij</a></div>'
                '%s%s'
                '<div class="detailContentWrapper"><div class="detailContent"><div class="articleBody" itemprop="articleBody"><div class="whitelistPremium">%s</div></div></div></div>'
                '<div id="relatedTopics"><span class="relatedTopicsTitle">Tematy:</span>%s</div>'
                '<div class="afterDetailModules"><section class="streamNews"><h2>Najnowsze</h2><ul>%s</ul></section><section class="polecamy"><h2>Polecamy</h2><ul>%s</ul></section></div></article></div>') % (
            spath, esc(sec), esc(t),
            "".join('<span class="name" itemprop="author">%s</span>' % a for a in au) if au else '<span class="name" itemprop="author">PAP</span>',
            iso(pub), dates, minutes(mins), '<div id="leadContainer"><div id="lead" class="hyphenate" itemprop="description">%s</div></div>' % esc(stand) if stand else "", photo, "\n".join(out),
            "".join('<a class="relatedTopic" href="https://wiadomosci.onet.pl/tag/%s">%s</a>' % (slug(y), esc(y)) for y in tags),
            "".join('<li><a href="%s">%s</a></li>' % (url(h), esc(h)) for h in most),
            "".join('<li><a href="%s"><img src="%s" alt=""/><span class="title">%s</span></a></li>' % (url(h), img(300), esc(h)) for h in picks))
    if site == "wp":
        source = r.choice(["WP Wiadomości", "WP Wiadomości", "PAP", "WP Wiadomości", "money.pl", "o2.pl", "WP Opinie"] + (src[:1] if src else []))
        EXTRAS.append("Źródło artykułu:")
        nocom = r.random() < 0.35
        rate = new_wp and r.random() < 0.8
        if nocom:
            EXTRAS.append("Wyłączono komentarze")
        if rate:
            EXTRAS.extend(["Oceń jakość naszego artykułu:", "Twoja opinia pozwala nam tworzyć lepsze treści."])
        picks = [title(r) for _ in range(r.choice([3, 4, 6]))]
        EXTRAS.extend(picks + ["Polecane"])
        photo = ""
        if lead_cap:
            photo = ('<div class="%s"%s><figure><span><img src="%s" alt="%s"/></span><small class="article--mainPhotoSource"><span>%s</span><span>Źródło zdjęć: © %s</span></small></figure></div>' % (
                wcls("full"), ' data-st-area="main-photo"' if new_wp else "", img(1200), esc(lead_cap[:90]), esc(lead_cap), esc(lead_credit)))
        byline = (" i ".join('<a href="https://wiadomosci.wp.pl/autor/%s" class="signature--author">%s</a>' % (slug(a), a) for a in au) if au and r.random() < 0.6 else
                  ("oprac. " if au and r.random() < 0.5 else "") + ('<span class="signature--author">%s</span>' % by))
        if new_wp:
            c = hx
            return (ld + '<div class="%s" data-st-area="article-header"><a href="https://wiadomosci.wp.pl/" class="%s">Wiadomości</a><a href="https://wiadomosci.wp.pl/%s" class="%s">%s</a></div>'
                    '<article class="article %s" data-st-area="article"><h1 class="article--title %s">%s</h1>'
                    '<div class="%s" data-st-area="Autor"><div class="%s">%s</div><time class="%s" datetime="%s">%s %s</time>%s</div>'
                    '<div class="%s" data-st-area="share"><button class="%s" aria-label="Udostępnij na Facebooku"></button><button class="%s" aria-label="Udostępnij na X"></button><button class="%s" aria-label="Kopiuj link"></button></div>'
                    '%s%s%s'
                    '<div class="%s" data-st-area="article-source"><span class="%s">Źródło artykułu:</span><span class="%s">%s</span></div>%s'
                    '<div class="%s" data-st-area="tags">%s</div><div class="%s" data-st-area="comments"><span>%s</span></div>'
                    '<div class="%s" data-st-area="polecane-bottom"><div class="%s">Polecane</div>%s</div></article>') % (
                c("hdr"), c("hdrl"), spath, c("hdrl"), esc(sec), c("art"), c("h1"), esc(t), c("by"), c("bya"), byline, c("date"), iso(pub), pub.strftime("%d.%m.%Y,"), hm(pub),
                '<span class="%s">aktualizacja: %s</span>' % (c("upd"), upd.strftime("%d.%m.%Y, ") + hm(upd)) if upd else "",
                c("shr"), c("shb"), c("shb"), c("shb"), '<div class="article--lead %s">%s</div>' % (c("lead"), esc(stand)) if stand else "", photo, "\n".join(out), c("src"), c("srcl"), c("srcn"), esc(source),
                '<div class="%s" data-st-area="rating"><p class="%s">Oceń jakość naszego artykułu:</p><p class="%s">Twoja opinia pozwala nam tworzyć lepsze treści.</p>'
                '<div class="%s"><button aria-label="Dobrze">Dobrze</button><button aria-label="Źle">Źle</button></div></div>' % (c("rat"), c("ratt"), c("rats"), c("ratb")) if rate else "",
                c("tags"), "".join('<a href="https://wiadomosci.wp.pl/tag/%s" class="%s">%s</a>' % (slug(y), c("tag"), esc(y)) for y in tags), c("com"),
                "Wyłączono komentarze" if nocom else "Komentarze (%d)" % talk, c("pol"), c("polh"),
                "".join('<a href="%s" class="%s"><img src="%s" alt=""/><span class="%s">%s</span></a>' % (url(h), c("pola"), img(300), c("polt"), esc(h)) for h in picks))
        return (ld + '<div data-st-area="article-header"><div class="breadcrumbs"><a href="https://wiadomosci.wp.pl/">Wiadomości</a><a href="https://wiadomosci.wp.pl/%s">%s</a></div></div>'
                '<article class="article premium" itemscope itemtype="http://schema.org/NewsArticle"><meta itemprop="datePublished" content="%s"/>'
                '<div class="article--header"><h1 class="article--title" itemprop="headline">%s</h1><div class="article--author">%s<span class="signature--date">%s</span>%s</div>'
                '<div class="article--share"><a href="https://www.facebook.com/sharer/sharer.php?u=x" class="share--fb">Udostępnij</a><a href="https://twitter.com/intent/tweet?url=x" class="share--tw">Tweetnij</a></div></div>'
                '%s%s%s'
                '<div class="article--source"><span>Źródło artykułu:</span> <span class="article--source-name">%s</span></div>'
                '<div class="article--footer"><div class="subjectsList">%s</div></div><div class="article--comments"><span>%s</span></div></article>'
                '<div class="polecane--bottom"><h3>Polecane</h3><ul>%s</ul></div>') % (
            spath, esc(sec), iso(pub), esc(t), byline, dots(pub), '<span class="signature--updated">aktualizacja: %s</span>' % dots(upd) if upd else "",
            '<div class="article--lead">%s</div>' % esc(stand) if stand else "", photo, "\n".join(out), esc(source),
            "".join('<a class="subjectsList__item" href="/tag/%s">%s</a>' % (slug(y), esc(y)) for y in tags),
            "Wyłączono komentarze" if nocom else "Komentarze (%d)" % talk,
            "".join('<li><a href="%s"><img src="%s" alt=""/><span>%s</span></a></li>' % (url(h), img(300), esc(h)) for h in picks))
    # Agora's: Gazeta.pl and Wyborcza
    bio = []
    if authorbox and au:
        he, she, where = r.choice(PL_BIO)
        bio = [(she if dict(PL_FIRST)[au[0].split()[0]] else he) % r.choice(where)] + ([sentence(r, 6, 16)] if r.random() < 0.7 else [])
        EXTRAS.append(" ".join(bio))
    abox = ('<div class="%s"><img src="%s" alt="%s"/><div class="%s"><a class="%s" href="%s">%s</a><p class="%s">%s</p></div></div>' % (
        "author_box" if site == "gazeta" else "article--author-box", img(120), au[0], "author_box_text" if site == "gazeta" else "author--text",
        "author_name" if site == "gazeta" else "author--name", "https://wiadomosci.gazeta.pl/wiadomosci/0,0.html?autor=" + slug(au[0]) if site == "gazeta" else "https://wyborcza.pl/autor/" + slug(au[0]),
        au[0], "author_description" if site == "gazeta" else "author--bio", esc(" ".join(bio)))) if bio else ""
    if site == "gazeta":
        EXTRAS.extend(["Najczęściej czytane"])
        photo = ('<div id="gazeta_article_image"><div class="image_wrapper"><img src="%s" alt="%s"/></div><div class="desc">%s</div><span class="author">Fot. %s</span></div>' % (
            img(1200), esc(lead_cap[:90]), esc(lead_cap), esc(lead_credit if "/" in lead_credit else name() + " / Agencja Wyborcza.pl"))) if lead_cap else ""
        return (ld + '<div id="article_wrapper"><div class="breadcrumbs"><a href="https://wiadomosci.gazeta.pl/wiadomosci/0,0.html">Wiadomości</a><a href="https://wiadomosci.gazeta.pl/wiadomosci/0,%d.html">%s</a></div>'
                '<article id="article" class="article_content" itemscope itemtype="http://schema.org/NewsArticle"><header><h1 id="article_title" itemprop="headline">%s</h1>'
                '<div class="article_top_wrapper"><div class="author_and_date"><span class="article_author">%s</span><span class="article_date"><time datetime="%s">%s</time></span></div>'
                '<div class="share_buttons"><a class="share_fb" href="https://www.facebook.com/sharer/sharer.php?u=x">Udostępnij</a><a class="share_tw" href="https://twitter.com/intent/tweet?url=x">Tweetnij</a>'
                '<a class="comments_link" href="#opinions">Komentarze (%d)</a></div></div></header>'
                '%s%s'
                '<section class="art_content" itemprop="articleBody">%s</section>'
                '<div class="tags_list"><span class="tags_title">Tagi:</span><ul>%s</ul></div>%s'
                '<div id="opinions"><h3>Komentarze</h3><div class="opinions_loader" data-forum="gazeta"></div></div></article>'
                '<aside class="column_right"><section class="most_read"><h3>Najczęściej czytane</h3><ol>%s</ol></section></aside></div>') % (
            spath, esc(sec), esc(t), ("Oprac. " if au and r.random() < 0.3 else "") + by, pub.strftime("%Y-%m-%d ") + hm(pub), dots(pub), talk,
            '<div id="gazeta_article_lead">%s</div>' % esc(stand) if stand else "", photo, "\n".join(out),
            "".join('<li class="tags_item"><a href="https://www.gazeta.pl/0,0.html?tag=%s">%s</a></li>' % (slug(y), esc(y)) for y in tags), abox,
            "".join('<li><a href="%s">%s</a></li>' % (url(h), esc(h)) for h in most))
    wall = ["Chcesz czytać dalej?", "Kup prenumeratę Wyborczej", "Masz już prenumeratę? Zaloguj się"] if cut else []
    EXTRAS.extend(wall + ["Najnowsze"])
    photo = ('<div class="article--photo"><figure class="a-image"><img src="%s" alt="%s"/><figcaption><span class="text--photo-title">%s</span> <span class="text--photo-author">Fot. %s</span></figcaption></figure></div>' % (
        img(1200), esc(lead_cap[:90]), esc(lead_cap), esc(lead_credit if "/" in lead_credit else name() + " / Agencja Wyborcza.pl"))) if lead_cap else ""
    return (ld + '<div class="article--wrapper"><div class="article--header"><div class="article--section"><a href="https://wyborcza.pl/0,%d.html">%s</a></div>'
            '<h1 class="article--title">%s</h1><div class="article--meta"><span class="article--author">%s</span><span class="article--date">%s | %s</span></div>'
            '%s</div>%s'
            '<div class="article--content">%s%s</div>'
            '<div class="article--postcontent">%s<div class="article--tags"><span>Tematy:</span>%s</div>'
            '<section class="latest"><h3>Najnowsze</h3><ul>%s</ul></section></div></div>') % (
        spath, esc(sec), esc(t), ", ".join('<a href="https://wyborcza.pl/autor/%s">%s</a>' % (slug(a), a) for a in au) if au else "PAP", day(pub), hm(pub),
        '<div class="article--lead"><p>%s</p></div>' % esc(stand) if stand else "", photo, "\n".join(out),
        '<div class="paywall"><p class="paywall--title">%s</p><a class="paywall--button" href="https://prenumerata.wyborcza.pl/">%s</a><p class="paywall--login">Masz już prenumeratę? <a href="https://login.wyborcza.pl/">Zaloguj się</a></p></div>' % (
            wall[0], wall[1]) if cut else "", abox,
        "".join('<a class="tag" href="https://wyborcza.pl/0,0.html?tag=%s">%s</a>' % (slug(y), esc(y)) for y in tags),
        "".join('<li><a href="%s">%s</a></li>' % (url(h), esc(h)) for h in most))


NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"]
NL_FIRST = ["Jan", "Sanne", "Pieter", "Lotte", "Mark", "Eva", "Thijs", "Femke", "Bas", "Anouk", "Ruben", "Iris", "Daan", "Lieke", "Joost",
            "Noor", "Stijn", "Marieke", "Koen", "Elke", "Tom", "Sofie", "Wouter", "Inge", "Niels", "Fleur", "Jeroen", "Roos", "Bram", "Esther"]
NL_LAST = ["de Vries", "Bakker", "van Dijk", "Janssen", "Visser", "Smit", "Mulder", "de Boer", "Peters", "Hendriks", "van den Berg",
           "Meijer", "de Graaf", "Kok", "van Leeuwen", "Dekker", "Vermeulen", "Jacobs", "Willems", "Peeters", "Maes", "Claes", "van der Linden",
           "Bos", "Vos", "Brouwer", "de Wit", "Postma", "Kramer", "Huisman", "van Wijk", "Verhoeven"]
# the sections: the site's label and its path
NL_SECTIONS = {"nos": [("Binnenland", "binnenland"), ("Binnenland", "binnenland"), ("Buitenland", "buitenland"), ("Buitenland", "buitenland"),
                       ("Politiek", "politiek"), ("Economie", "economie"), ("Regionaal nieuws", "regio"), ("Tech", "tech"),
                       ("Cultuur & Media", "cultuur-en-media"), ("Opmerkelijk", "opmerkelijk"), ("Koningshuis", "koningshuis")],
               "nu": [("Binnenland", "binnenland"), ("Binnenland", "binnenland"), ("Buitenland", "buitenland"), ("Politiek", "politiek"),
                      ("Economie", "economie"), ("Tech", "tech"), ("Entertainment", "entertainment"), ("Achterklap", "achterklap"),
                      ("Wetenschap", "wetenschap"), ("Gezondheid", "gezondheid"), ("Opmerkelijk", "opmerkelijk")],
               "dpg": [("Binnenland", "binnenland"), ("Binnenland", "binnenland"), ("Buitenland", "buitenland"), ("Politiek", "politiek"),
                       ("Economie", "economie"), ("Wetenschap", "wetenschap"), ("Cultuur & Media", "cultuur-media"), ("Sport", "sport"),
                       ("Regio", "regio")]}
# DPG Media's papers: the name, the host, the design ("vk": artstyle__ of
# 2020-2021 or the block- design of 2022-2024; "ad": article__), the address
# of the "Reageren?" box and the word for "you"
DPG_PAPERS = [("de Volkskrant", "www.volkskrant.nl", "vk", "je"), ("Trouw", "www.trouw.nl", "vk", "je"), ("Het Parool", "www.parool.nl", "vk", "je"),
              ("De Morgen", "www.demorgen.be", "vk", "je"), ("AD", "www.ad.nl", "ad", "je"), ("ED", "www.ed.nl", "ad", "je"),
              ("Tubantia", "www.tubantia.nl", "ad", "je"), ("HLN", "www.hln.be", "ad", "je"), ("BN DeStem", "www.bndestem.nl", "ad", "u")]
NL_CREDITS = ["ANP", "ANP", "ANP", "Reuters", "AFP", "EPA", "AP", "Getty Images", "Hollandse Hoogte", "Belga", "ANP / %s", "%s"]


def dutch(r, t, body, cat, cs):
    """A Dutch or Flemish news site's article page of 2020-2024, in
    Dutch, as NOS (nos.nl), NU.nl or a DPG Media paper (de Volkskrant,
    Trouw, Het Parool, De Morgen; the AD, ED, Tubantia, HLN, BN DeStem)
    writes it, one of them a site.  NOS's: the React page Next.js serves,
    every box a styled-components class of no meaning ("sc-1ro4bqe-0
    gRFeVv" in the build of 2021-2022, "sc-6d77a1d1-0 chzewu" in that of
    2023-2024), main#content, the h1, the section's link and the <time>s
    "13 augustus 2022, 14:29" and "Aangepast 13 augustus 2022, 16:45",
    "Door NAME" on some pages; the lead picture in a button with its
    caption and credit ("ANP") or the video's player, its duration and
    its caption (the video's title and description); the body's items,
    each text item a box of <p>s and h2s (a list at times), a picture, a
    video with its caption, a "Lees ook" ("Bekijk ook") card of a
    headline and a picture, a social embed's cookie box ("Deze inhoud
    kan niet worden getoond...") between them; then "Deel artikel:",
    "Meer over dit onderwerp:" and its keywords, "Meer nieuws" and
    "Meest gelezen", and the __NEXT_DATA__ script holding the items' HTML
    again.  NU.nl's: its block page of 2020-2021 (div.block.article.header
    of h1.fluid, the bold div.item-excerpt, "Door: NU.nl/ANP" and the
    dates "13-08-22 14:29" and "Aangepast:"; the lead picture's block
    and "Foto: ANP"; the body as div.block.article.body boxes of <p>s and
    h2s, split by a video's block and its title, a picture's block or an
    empty ad's block; "Lees meer over:" and its tags, NUjij's "Bekijk 12
    reacties" (or "Reageer op dit artikel"), "Gerelateerde artikelen" of
    headlines with their item-excerpt lines, and "Het laatste nieuws"
    beside them: times and headlines)
    or its page of 2022-2024 (header.article-header, "Door NAME", the
    <time>, "Aangepast: 16:45", "Delen", every paragraph a
    p.textblock.paragraph in a block-wrapper of its own,
    h2.textblock.header, lists, picture blocks with their captions and
    "Foto: ANP", video blocks and their titles, "Advertentie" slots on
    most sites, "Lees meer over:", NUjij's link, "Gerelateerde artikelen"
    and "Het laatste nieuws").  DPG's: de Volkskrant's family in its artstyle
    markup of 2020-2021 (h4.artstyle__labels, h1.artstyle__header-title,
    p.artstyle__intro, the authors, "13 augustus 2022, 14:29" and
    "Bijgewerkt: 16:45" in section.artstyle__production, the picture's
    caption and "Beeld ANP",
    section.artstyle__main of p.artstyle__paragraph and
    h3.artstyle__title) or in its block design of 2022-2024 (div.block-
    lead, div.authors, span.byline-date, div.block-text boxes, h2
    block-chapters), the AD's family in its article__ markup (the label,
    h1.article__title, the source and "13-08-22, 14:29", "Laatste update:
    16:45", the picture's "© ANP", section.article__wrapper opening on
    p.article__intro, p.article__paragraph and h3.article__subheader);
    "Lees ook" boxes of one to three headlines, empty ad slots, a pull
    quote repeating a sentence of the story on the Volkskrant's, on the
    premium pages ("Premium", "Plus") the story cut after one or two
    paragraphs for a reader not subscribed and the paywall's "Lees het
    hele artikel" box, its offer and "Ben je al abonnee? Log in", then
    the "Reageren?" box, "Meer over SECTION" and "Meest gelezen", and
    the page's ld+json (isAccessibleForFree, the paywall's cssSelector).
    No comments printed (NUjij's and the papers' are loaded by scripts).
    The feed's description: NOS's the story's whole HTML, NU.nl's the
    excerpt (on the old design, where the page shows it) or the first
    sentence, DPG's the intro.  The truth: the intro or excerpt where it
    is the feed's description (TEASER), the paragraphs the page holds
    (the paywall cuts them), the subheadings, the lists' items; not the
    headline, labels, bylines, dates, captions, credits, videos' titles
    and descriptions, "Lees ook" cards and boxes, the embeds' cookie
    boxes, the pull quote, ads and their labels, the paywall, share
    buttons, tags, "Reageren?", related and most-read lists nor the
    scripts."""
    rs = random.Random(BLOG[0] + " dutch")
    site = ["nos", "nu", "dpg", rs.choice(["nos", "nu", "dpg"])][DATE_STYLE]
    late = rs.random() < 0.5                 # NOS's build of 2023-2024, NU.nl's page of 2022-2024
    dpg = rs.choice(["artstyle", "block", "article"])
    paper, host, family, you = rs.choice([x for x in DPG_PAPERS if (x[2] == "ad") == (dpg == "article")])
    design = {"nos": "nos", "nu": "nu-new" if late else "nu-old", "dpg": dpg}[site]
    if site == "nos":
        host = "nos.nl"
    elif site == "nu":
        host = "www.nu.nl"
    OWN_HOST[0] = host
    years = {"nos": [2023, 2024] if late else [2021, 2022], "nu-new": [2022, 2023, 2024], "nu-old": [2020, 2021],
             "block": [2022, 2023, 2024], "artstyle": [2020, 2021], "article": [2020, 2021, 2022, 2023]}[design if site != "nos" else "nos"]
    pub = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(6, 23), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(10, 600)) if r.random() < 0.45 else None
    summer = lambda d: 4 <= d.month <= 10
    iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + ("+02:00" if summer(d) else "+01:00")
    long_date = lambda d: "%d %s %d, %02d:%02d" % (d.day, NL_MONTHS[d.month - 1], d.year, d.hour, d.minute)
    hm = lambda d: "%02d:%02d" % (d.hour, d.minute)
    sec, spath = r.choice(NL_SECTIONS[site])
    tr = str.maketrans("áàäëéèïíöóüú\u2018\u2019'\"", "aaaeeeiioouu    ")
    slug = lambda x: "-".join("".join(c if c.isalnum() else " " for c in x.lower().translate(tr)).split())[:80].strip("-")
    person = lambda: "%s %s" % (r.choice(NL_FIRST), r.choice(NL_LAST))
    lw = lambda: LEXICON_NL[int(1500 * r.random() ** 2)]
    credit = lambda: (lambda c: c % person() if "%s" in c else c)(r.choice(NL_CREDITS))
    ends = lambda p: [k for k in (p.find(". "), p.find("? "), p.find("! ")) if k > 0]
    first = lambda p: p[:min(ends(p)) + 1] if ends(p) else p
    caption = lambda lo, hi: nl_join(r, [word(r) for _ in range(r.randint(lo, hi))], False)
    past = lambda: pub - datetime.timedelta(days=r.randint(0, 60), minutes=r.randint(30, 1200))

    def url(h, d=None):
        d = d or past()
        if site == "nos":
            return "https://nos.nl/artikel/%d-%s" % (r.randint(2370000, 2540000), slug(h))
        if site == "nu":
            return "https://www.nu.nl/%s/%d/%s.html" % (r.choice(NL_SECTIONS["nu"])[1], r.randint(6100000, 6300000), slug(h))
        return "https://%s/%s/%s~%s/" % (host, r.choice(NL_SECTIONS["dpg"])[1], slug(h), "".join(r.choice("0123456789abcdef") for _ in range(8)))

    def subhead():
        return nl_cap(" ".join([LEXICON_NL[int(2000 * r.random() ** 2)]] + [word(r) for _ in range(r.choice([0, 1, 2, 2, 3, 4]))]))
    # the intro (standfirst), the paywall's cut, the story's parts
    intro = sentence(r, 14, 32) if site == "dpg" or design == "nu-old" else None
    if intro:
        TEASER.append(intro)
    elif design == "nu-new":
        DESC.append(first(body[0]))
    n = len(body)
    premium = site == "dpg" and r.random() < rs.choice([0.2, 0.3, 0.45])
    cut = premium and n >= 2 and r.random() < 0.85
    shown = body[:r.randint(1, min(2, n - 1))] if cut else list(body)
    m = len(shown)
    heads = {k for k in range(2, m) if r.random() < 0.35} if m >= 4 and r.random() < 0.55 else set()
    list_at = r.randrange(1, m) if m > 2 and r.random() < 0.15 else -1
    parts, story = [], []      # parts: (k, kind, text) of the story, kind "p", "h" or "ul"
    for k, p in enumerate(shown):
        if k in heads:
            h = subhead()
            parts.append((k, "h", h))
            story.append(h)
        parts.append((k, "p", p))
        story.append(p)
        if k == list_at:
            items = [sentence(r, 3, 12) for _ in range(r.randint(3, 5))]
            parts.append((k, "ul", items))
            story.extend(items)
    STORY[:] = story
    # the boxes between the paragraphs: after which paragraph, which kind
    boxes = {}
    add = lambda k, x: boxes.setdefault(k, []).append(x)
    if m >= 3 and r.random() < {"nos": 0.5, "nu": 0.0, "dpg": 0.6}[site]:
        add(r.choice([0, 1, 1, 2][:m - 1]), "rel")
        if m >= 7 and r.random() < 0.4:
            add(r.randint(4, m - 2), "rel")
    if site != "nos" and not (design == "nu-new" and rs.random() < 0.4):
        for k in (1, 4, 7):
            if k < m - 1:
                add(k, "ad")
    if m >= 3 and r.random() < (0.3 if site != "dpg" else 0.15):
        add(r.randrange(1, m - 1), "video" if site != "dpg" and r.random() < 0.6 else "img")
    if site == "nos" and m >= 3 and r.random() < 0.15:
        add(r.randrange(1, m - 1), "embed")
    pull_at = r.randrange(1, m - 1) if design in ("block", "artstyle") and m >= 4 and r.random() < 0.35 else -1
    if pull_at >= 0:
        add(pull_at, "pull")
    video_lead = site == "nos" and r.random() < 0.4 or site == "nu" and r.random() < 0.15
    pic_lead = not video_lead and r.random() < 0.85
    more = [title(r) for _ in range(5)]                 # most read
    rel_more = [title(r) for _ in range(r.choice([3, 4]))]  # related after the story
    if site != "nu":
        EXTRAS.extend(more + rel_more)
    authors = [person() for _ in range(r.choice([1, 1, 1, 2]))]
    pic_id = lambda: r.randint(800000, 990000)
    json_safe = lambda o: json.dumps(o, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")

    # ---- NOS ----
    if site == "nos":
        def sc(name):
            """styled-components' class of a component, the same on every page of a site."""
            g = random.Random(BLOG[0] + " nos " + name)
            tail = "".join(g.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(6))
            if late:
                return "sc-%08x-%d %s" % (g.getrandbits(32), g.randint(0, 4), tail)
            return "sc-%s-0 %s" % ("".join(g.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(g.choice([6, 7]))), tail)
        aid = r.randint(2370000, 2540000)
        img = lambda d, pid, w, h: "https://cdn.nos.nl/image/%d/%02d/%02d/%d/%dx%da.jpg" % (d.year, d.month, d.day, pid, w, h)

        def picture(alt):
            d, pid = pub - datetime.timedelta(days=r.randint(0, 400)), pic_id()
            return ('<picture class="%s"><source srcset="%s 1x, %s 2x" media="(min-width: 760px)"/><img src="%s" alt="%s" loading="lazy" class="%s"/></picture>') % (
                sc("Picture"), img(d, pid, 1024, 576), img(d, pid, 2048, 1152), img(d, pid, 768, 432), esc(alt), sc("Image"))

        def figure():
            cap, cr = caption(4, 12), credit()
            EXTRAS.append(cap)
            return ('<figure class="%s"><button class="%s" aria-label="Afbeelding vergroten">%s</button><figcaption class="%s"><span class="%s">%s</span> '
                    '<span class="%s">%s</span></figcaption></figure>') % (sc("Figure"), sc("ImageButton"), picture(cap), sc("Caption"), sc("CaptionText"), esc(cap),
                                                                         sc("CaptionCredit"), esc(cr))

        def video():
            vt, vd = title(r), sentence(r, 8, 22)
            EXTRAS.extend([vt, vd])
            return ('<figure class="%s"><div class="%s" data-testid="video-player" data-video-id="%d"><button class="%s" aria-label="Video afspelen">%s'
                    '<span class="%s">%d:%02d</span></button></div><figcaption class="%s"><span class="%s">%s</span><span class="%s">%s</span></figcaption></figure>') % (
                sc("VideoFigure"), sc("VideoPlayer"), r.randint(2370000, 2540000), sc("PlayButton"), picture(""), sc("Duration"), r.randint(0, 4), r.randint(0, 59),
                sc("VideoCaption"), sc("VideoTitle"), esc(vt), sc("VideoDescription"), esc(vd))

        def box(kind):
            if kind == "rel":
                h, lab = title(r), "Lees ook" if r.random() < 0.75 else "Bekijk ook"
                EXTRAS.extend([h, lab])
                return ('<aside class="%s"><a href="%s" class="%s">%s<div class="%s"><span class="%s">%s</span><span class="%s">%s</span></div></a></aside>') % (
                    sc("RelatedLink"), url(h), sc("RelatedAnchor"), picture(""), sc("RelatedText"), sc("RelatedLabel"), lab, sc("RelatedTitle"), esc(h))
            if kind == "video":
                return video()
            if kind == "img":
                return figure()
            net = r.choice(["X", "Instagram", "YouTube", "TikTok"])
            msg = "Deze inhoud van %s kan niet worden getoond, omdat je geen cookies voor sociale media hebt geaccepteerd." % net
            EXTRAS.append(msg)
            return ('<div class="%s" data-embed="%s"><div class="%s"><p class="%s">%s</p><button class="%s">Cookie-instellingen aanpassen</button></div></div>') % (
                sc("Embed"), net.lower(), sc("EmbedConsent"), sc("EmbedText"), esc(msg), sc("ConsentButton"))
        pcls = sc("TextBlock")
        seq, run, items, desc = [], [], [], []
        tag = lambda kind, x: ("<p>%s</p>" % esc(x) if kind == "p" else '<h2 class="%s">%s</h2>' % (sc("Heading"), esc(x)) if kind == "h" else
                               '<ul class="%s">%s</ul>' % (sc("List"), "".join("<li>%s</li>" % esc(y) for y in x)))
        for i, (k, kind, x) in enumerate(parts):
            run.append(tag(kind, x))
            desc.append(tag(kind, x).replace(' class="%s"' % sc("Heading"), "").replace(' class="%s"' % sc("List"), ""))
            last = i + 1 == len(parts) or parts[i + 1][0] != k
            if last and k in boxes or i + 1 == len(parts):
                seq.append('<div class="%s">%s</div>' % (pcls, "".join(run)))
                items.append({"type": "text", "text": "".join(run).replace(' class="%s"' % sc("Heading"), "").replace(' class="%s"' % sc("List"), "")})
                run = []
                for b in boxes.get(k, []) if last else []:
                    seq.append(box(b))
                    items.append({"type": {"rel": "link", "img": "image", "embed": "embed"}.get(b, b), "id": r.randint(800000, 2540000)})
        DESC.append("".join(desc))
        lead = video() if video_lead else figure() if pic_lead else ""
        if lead:
            items.insert(0, {"type": "video" if video_lead else "image", "id": r.randint(800000, 2540000)})
        by = r.random() < 0.25
        if by:
            EXTRAS.append("Door " + authors[0])
        kw = list(dict.fromkeys(nl_cap(lw()) for _ in range(r.randint(2, 5))))
        EXTRAS.extend(["Deel artikel:", "Meer over dit onderwerp:", "Meest gelezen"])
        share = "".join('<li><a class="%s" href="%s" aria-label="Deel via %s"><svg aria-hidden="true" class="%s"><use href="#%s"></use></svg></a></li>' % (
            sc("ShareLink"), u, lab, sc("Icon"), lab.lower()) for lab, u in [("WhatsApp", "https://wa.me/?text=https%3A%2F%2Fnos.nl%2Fartikel%2F" + str(aid)),
                                                                              ("Facebook", "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fnos.nl%2Fartikel%2F" + str(aid)),
                                                                              ("X", "https://x.com/intent/tweet?url=https%3A%2F%2Fnos.nl%2Fartikel%2F" + str(aid)),
                                                                              ("E-mail", "mailto:?subject=" + slug(t))])
        data = {"props": {"pageProps": {"data": {"id": aid, "type": "article", "title": t, "description": first(body[0]), "items": items, "keywords": kw,
                                                 "publishedAt": iso(pub), "modifiedAt": iso(upd or pub), "category": {"label": sec, "slug": spath},
                                                 "authors": [{"name": authors[0]}] if by else []}}, "__N_SSP": True},
                "page": "/artikel/[...slug]", "query": {"slug": ["%d-%s" % (aid, slug(t))]}, "buildId": "%x" % r.getrandbits(40), "isFallback": False,
                "gssp": True, "scriptLoader": []}
        return ('<main id="content" class="%s"><article class="%s"><header class="%s"><h1 class="%s">%s</h1><div class="%s">%s'
                '<p class="%s"><a class="%s" href="https://nos.nl/nieuws/%s">%s</a> <time datetime="%s">%s</time>%s</p></div></header>%s'
                '<div class="%s">%s</div><div class="%s"><p class="%s">Deel artikel:</p><ul class="%s">%s</ul></div>'
                '<div class="%s"><h2 class="%s">Meer over dit onderwerp:</h2><ul class="%s">%s</ul></div></article>'
                '<section class="%s"><h2 class="%s">Meer nieuws</h2><ul class="%s">%s</ul></section>'
                '<aside class="%s"><h2 class="%s">Meest gelezen</h2><ol class="%s">%s</ol></aside></main>'
                '<script id="__NEXT_DATA__" type="application/json">%s</script>') % (
            sc("Main"), sc("Article"), sc("Header"), sc("Title"), esc(t), sc("Meta"),
            '<p class="%s">Door <span class="%s">%s</span></p>' % (sc("Byline"), sc("Author"), esc(authors[0])) if by else "",
            sc("DateLine"), sc("CategoryLink"), spath, esc(sec), iso(pub), long_date(pub),
            ' <span class="%s">Aangepast <time datetime="%s">%s</time></span>' % (sc("Modified"), iso(upd), long_date(upd)) if upd else "",
            lead, sc("Body"), "".join(seq), sc("Share"), sc("ShareTitle"), sc("ShareList"), share,
            sc("Keywords"), sc("KeywordsTitle"), sc("KeywordList"), "".join('<li><a class="%s" href="https://nos.nl/zoeken/?q=%s">%s</a></li>' % (
                sc("Keyword"), x.replace(" ", "+"), esc(x)) for x in kw),
            sc("MoreNews"), sc("MoreNewsTitle"), sc("MoreNewsList"), "".join('<li><a class="%s" href="%s">%s<span class="%s">%s</span></a></li>' % (
                sc("MoreNewsItem"), url(h), picture(""), sc("MoreNewsTitleText"), esc(h)) for h in rel_more),
            sc("MostRead"), sc("MostReadTitle"), sc("MostReadList"), "".join('<li><a class="%s" href="%s">%s</a></li>' % (sc("MostReadItem"), url(h), esc(h)) for h in more),
            json_safe(data))

    # ---- NU.nl ----
    if site == "nu":
        aid = r.randint(6100000, 6300000)
        media = lambda w: "https://media.nu.nl/m/%s_wd%d.jpg" % ("".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(12)), w)
        by = r.choice(["NU.nl", "NU.nl/ANP", "ANP", "NU.nl/ANP", "NU.nl/" + person()]) if not late else (authors[0] if r.random() < 0.6 else "ANP")
        dshort = lambda d: d.strftime("%d-%m-%y %H:%M")
        new = design == "nu-new"

        def figure(lead_pic):
            cap, cr = (caption(4, 12) if new or not lead_pic else ""), "Foto: " + credit()
            if cap:
                EXTRAS.append(cap)
            if new:
                return ('<div class="block-wrapper" data-type="image"><figure class="image-block"><img class="app-image" src="%s" alt="%s" width="1280" height="720" loading="lazy"/>'
                        '<figcaption class="image-block__caption"><span class="caption-text">%s</span> <span class="caption-credit">%s</span></figcaption></figure></div>') % (
                    media(1280), esc(cap), esc(cap), esc(cr))
            return ('<div class="block article image" data-type="article.image"><div class="block-wrapper"><div class="block-content"><figure><img class="app-image" src="%s" alt="%s"/>'
                    '<figcaption>%s<span class="photo-credit">%s</span></figcaption></figure></div></div></div>') % (
                media(1280), esc(cap), '<span class="caption">%s</span> ' % esc(cap) if cap else "", esc(cr))

        def video():
            vt = title(r)
            EXTRAS.append(vt)
            if new:
                return ('<div class="block-wrapper" data-type="video"><div class="video-block"><div class="video-player" data-video-id="%d"><img src="%s" alt="" loading="lazy"/>'
                        '<button class="video-player__play" aria-label="Afspelen"></button><span class="video-player__duration">%d:%02d</span></div><p class="video-block__title">%s</p></div></div>') % (
                    r.randint(6100000, 6300000), media(800), r.randint(0, 4), r.randint(0, 59), esc(vt))
            return ('<div class="block article video" data-type="article.video"><div class="block-wrapper"><div class="block-content"><div class="videoplayer" data-video-id="%d">'
                    '<img src="%s" alt=""/></div><div class="item-title"><span class="title">%s</span></div></div></div></div>') % (r.randint(6100000, 6300000), media(800), esc(vt))

        def box(kind):
            if kind == "video":
                return video()
            if kind == "img":
                return figure(False)
            if new:
                EXTRAS.append("Advertentie")
                return ('<div class="block-wrapper" data-type="advertisement"><div class="advertisement"><span class="advertisement__label">Advertentie</span>'
                        '<div id="div-gpt-ad-nu-article-%d" class="advertisement__slot"></div></div></div>') % r.randint(1, 9)
            return '<div class="block advertisement" data-type="advertisement"><div class="block-wrapper"><div id="nu-ad-article-%d" class="ad-slot"></div></div></div>' % r.randint(1, 9)
        out, run = [], []
        for i, (k, kind, x) in enumerate(parts):
            if new:
                out.append('<div class="block-wrapper" data-type="%s">%s</div>' % (
                    {"p": "text", "h": "header", "ul": "list"}[kind],
                    '<p class="textblock paragraph">%s</p>' % esc(x) if kind == "p" else '<h2 class="textblock header">%s</h2>' % esc(x) if kind == "h" else
                    '<ul class="textblock list">%s</ul>' % "".join("<li>%s</li>" % esc(y) for y in x)))
            else:
                run.append("<p>%s</p>" % esc(x) if kind == "p" else "<h2>%s</h2>" % esc(x) if kind == "h" else "<ul>%s</ul>" % "".join("<li>%s</li>" % esc(y) for y in x))
            last = i + 1 == len(parts) or parts[i + 1][0] != k
            if last and (k in boxes or i + 1 == len(parts)):
                if run:
                    out.append('<div class="block article body" data-type="article.body" data-sac-marker="block.article.body"><div class="block-wrapper"><div class="block-content">%s</div></div></div>' % "".join(run))
                    run = []
                for b in boxes.get(k, []):
                    out.append(box(b))
        lead = video() if video_lead else figure(True) if pic_lead else ""
        tags = list(dict.fromkeys(nl_cap(lw()) for _ in range(r.randint(2, 5))))
        rel = [(title(r), sentence(r, 8, 18)) for _ in range(r.choice([2, 3, 4]))]
        latest = sorted([(pub + datetime.timedelta(minutes=r.randint(5, 300)), title(r)) for _ in range(r.choice([6, 8, 10]))], reverse=True)
        EXTRAS.extend([h for h, _ in rel] + ([e for _, e in rel] if not new else []) + [h for _, h in latest] + ["Lees meer over:", "Gerelateerde artikelen", "Het laatste nieuws"])
        nujij = ("Bekijk 1 reactie" if len(cs) == 1 else "Bekijk %d reacties" % len(cs)) if cs else "Reageer op dit artikel"
        EXTRAS.append(nujij)
        if new:
            return ('<div class="layout article-layout"><div class="column first"><article class="article" data-article-id="%d"><header class="article-header">'
                    '<div class="article-header__labels"><a class="label label--section" href="/%s">%s</a></div><h1 class="title">%s</h1>'
                    '<div class="article-header__metadata metadata"><span class="author">Door <span class="author__name">%s</span></span> '
                    '<span class="pubdate"><time datetime="%s">%d %s %d %s</time></span>%s</div>'
                    '<div class="share-buttons"><button class="share-button" aria-label="Delen">Delen</button></div></header>'
                    '<div class="article-body" data-type="article.body">%s%s</div><footer class="article-footer"><div class="article-tags"><span class="article-tags__title">Lees meer over:</span>'
                    '<ul class="article-tags__list">%s</ul></div><div class="nujij-cta"><a class="nujij-cta__link" href="/%s/%d/%s.html#nujij">%s</a></div></footer></article>'
                    '<section class="related-articles" data-type="related"><h2 class="related-articles__title">Gerelateerde artikelen</h2><ul class="related-articles__list">%s</ul></section></div>'
                    '<aside class="column second sidebar"><section class="latest-news" data-type="latest"><h2 class="latest-news__title">Het laatste nieuws</h2><ol class="latest-news__list">%s</ol></section></aside></div>') % (
                aid, spath, esc(sec), esc(t), esc(by), iso(pub), pub.day, NL_MONTHS[pub.month - 1], pub.year, hm(pub),
                ' <span class="updated">Aangepast: %s</span>' % hm(upd) if upd else "", lead, "".join(out),
                "".join('<li><a class="tag" href="/tag/%s/">%s</a></li>' % (slug(x), esc(x)) for x in tags), spath, aid, slug(t), nujij,
                "".join('<li><a class="teaser teaser--related" href="%s"><img class="teaser__image" src="%s" alt="" loading="lazy"/><span class="teaser__title">%s</span></a></li>' % (
                    url(h), media(400), esc(h)) for h, _ in rel),
                "".join('<li><a class="latest-news__item" href="%s"><time class="latest-news__time">%s</time> <span class="latest-news__text">%s</span></a></li>' % (url(h), hm(d), esc(h))
                        for d, h in latest))
        return ('<div class="column first" data-column="1"><div class="block article header" data-type="article.header" data-section="%s"><div class="block-wrapper"><div class="block-content">'
                '<div class="headerwrapper"><div class="title"><h1 class="fluid">%s</h1></div></div><div class="item-excerpt">%s</div>'
                '<div class="block-metadata"><span class="published"><span class="small">%s</span></span>%s <span class="author">Door: %s</span></div></div></div></div>'
                '%s%s<div class="block article tags" data-type="article.tags"><div class="block-wrapper"><div class="block-content"><h3 class="title">Lees meer over:</h3><ul class="list">%s</ul></div></div></div>'
                '<div class="block article nujij" data-type="article.nujij"><div class="block-wrapper"><div class="block-content"><a class="button trackevent" href="/%s/%d/%s.html#nujij">%s</a></div></div></div>'
                '<div class="block articlelist related" data-type="articlelist" data-section="gerelateerd"><div class="block-title"><h2 class="title">Gerelateerde artikelen</h2></div>'
                '<div class="block-content"><ul class="list">%s</ul></div></div></div>'
                '<div class="column second" data-column="2"><div class="block articlelist" data-type="articlelist" data-section="het-laatste-nieuws"><div class="block-title"><h2 class="title">Het laatste nieuws</h2></div>'
                '<div class="block-content"><ul class="list">%s</ul></div></div></div>') % (
            spath, esc(t), esc(intro), dshort(pub), ' <span class="updated"><span class="small">Aangepast: %s</span></span>' % dshort(upd) if upd else "", esc(by),
            lead, "".join(out), "".join('<li><a class="trackevent" href="/tag/%s/"><span>%s</span></a></li>' % (slug(x), esc(x)) for x in tags),
            spath, aid, slug(t), nujij,
            "".join('<li class="list-item"><a class="trackevent" href="%s"><div class="item-image"><img src="%s" alt=""/></div><div class="item-title"><span class="title">%s</span></div>'
                    '<div class="item-excerpt">%s</div></a></li>' % (url(h), media(400), esc(h), esc(e)) for h, e in rel),
            "".join('<li class="list-item"><a class="trackevent" href="%s"><span class="item-datetime">%s</span> <span class="item-title">%s</span></a></li>' % (url(h), hm(d), esc(h))
                    for d, h in latest))

    # ---- DPG Media ----
    aid = "".join(r.choice("0123456789abcdef") for _ in range(8))
    pic = lambda: ("".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") for _ in range(22)), slug(lw()))
    img = lambda w, p=None: (lambda q: "https://images.%s/%s/%dx%d/smart/%s.jpg" % (host[4:], q[0], w, w * 9 // 16, q[1]))(p or pic())
    label = ("Plus" if paper in ("HLN", "De Morgen") else "Premium") if premium else ""
    by = " en ".join(authors) if r.random() < 0.85 else "Redactie"
    cls = {"artstyle": {"p": "artstyle__paragraph ", "h": "artstyle__title", "ul": "artstyle__list"},
           "block": {"p": "", "h": "", "ul": ""}, "article": {"p": "article__paragraph", "h": "article__subheader", "ul": "article__list"}}[design]

    def figure(lead_pic):
        cap, cr, q = caption(5, 16), credit(), pic()
        EXTRAS.append(cap)
        if design == "artstyle":
            return ('<figure class="artstyle__image%s"><img class="artstyle__image__picture" src="%s" alt="%s" loading="lazy"/><figcaption class="artstyle__caption">'
                    '<span class="artstyle__caption__text">%s</span> <span class="artstyle__caption__credit">Beeld %s</span></figcaption></figure>') % (
                " artstyle__image--header" if lead_pic else "", img(1280), esc(cap), esc(cap), esc(cr))
        if design == "block":
            return ('<figure class="block-image%s"><picture><source srcset="%s" media="(min-width: 768px)"/><img src="%s" alt="%s" loading="lazy"/></picture>'
                    '<figcaption class="block-image__caption">%s <span class="block-image__credit">Beeld %s</span></figcaption></figure>') % (
                " block-image--header" if lead_pic else "", img(1600, q), img(768, q), esc(cap), esc(cap), esc(cr))
        return ('<figure class="article__image%s"><img src="%s" alt="%s" loading="lazy"/><figcaption class="article__figure-caption">%s '
                '<span class="article__figure-credit">\u00a9 %s</span></figcaption></figure>') % (" article__image--header" if lead_pic else "", img(1280), esc(cap), esc(cap), esc(cr))

    def box(kind, k):
        if kind == "rel":
            hs = [title(r) for _ in range(1 if design != "article" else r.choice([1, 2, 3]))]
            EXTRAS.extend(hs + ["Lees ook"])
            if design == "artstyle":
                return ('<aside class="artstyle__teaser artstyle__teaser--inline"><h4 class="artstyle__teaser__label">Lees ook</h4><a class="artstyle__teaser__link" href="%s">'
                        '<img class="artstyle__teaser__image" src="%s" alt="" loading="lazy"/><span class="artstyle__teaser__title">%s</span></a></aside>') % (url(hs[0]), img(320), esc(hs[0]))
            if design == "block":
                return ('<div class="block-related"><span class="block-related__label">Lees ook</span><a class="block-related__link" href="%s"><h3 class="block-related__title">%s</h3></a></div>') % (
                    url(hs[0]), esc(hs[0]))
            return ('<aside class="article__related"><h4 class="article__related-title">Lees ook</h4><ul class="article__related-list">%s</ul></aside>') % "".join(
                '<li><a class="article__related-link" href="%s">%s</a></li>' % (url(h), esc(h)) for h in hs)
        if kind == "ad":
            return {"artstyle": '<div class="artstyle__advertisement" data-ad-slot="r%d"><div id="dfp-r%d"></div></div>',
                    "block": '<div class="block-ad" data-slot="r%d"><div id="dfp-ad-r%d" class="ad-slot"></div></div>',
                    "article": '<div class="article__ad ad ad--in-article" data-ad-position="r%d"><div id="ad-r%d"></div></div>'}[design] % (k, k)
        if kind == "pull":
            ps_ = [x for x in story if x in shown]
            src = ps_[min(k, len(ps_) - 1)] if ps_ else story[0]
            q = "\u2018%s\u2019" % first(src).rstrip(".?!")
            return ('<aside class="artstyle__container artstyle__container--quote"><p class="artstyle__quote">%s</p></aside>' % esc(q) if design == "artstyle" else
                    '<div class="block-quote"><blockquote class="block-quote__text"><p>%s</p></blockquote></div>' % esc(q))
        return figure(False)
    out = []
    if design == "article":
        out.append('<p class="article__intro">%s</p>' % esc(intro))
    for i, (k, kind, x) in enumerate(parts):
        fade = cut and i + 1 == len(parts)
        if design == "block":
            out.append('<div class="block-text%s"><p>%s</p></div>' % (" block-text--faded" if fade else "", esc(x)) if kind == "p" else
                       '<div class="block-chapter"><h2>%s</h2></div>' % esc(x) if kind == "h" else
                       '<div class="block-list"><ul>%s</ul></div>' % "".join("<li>%s</li>" % esc(y) for y in x))
        else:
            c = cls[kind] + (" %s--faded" % cls[kind].strip() if fade else "")
            out.append('<p class="%s">%s</p>' % (c, esc(x)) if kind == "p" else '<h3 class="%s">%s</h3>' % (c, esc(x)) if kind == "h" else
                       '<ul class="%s">%s</ul>' % (c, "".join('<li%s>%s</li>' % (' class="article__list-item"' if design == "article" else "", esc(y)) for y in x)))
        last = i + 1 == len(parts) or parts[i + 1][0] != k
        if last and not (cut and i + 1 == len(parts)):
            for b in boxes.get(k, []):
                out.append(box(b, k))
    wall = ""
    if cut:
        w = ["Lees het hele artikel", "Dit artikel is exclusief voor abonnees. Neem een abonnement en lees onbeperkt alle artikelen op %s en in de app." % host[4:],
             "Bekijk abonnementen", "Ben je al abonnee?" if you == "je" else "Bent u al abonnee?"]
        EXTRAS.extend(w)
        pc = {"artstyle": "artstyle__paywall", "block": "block-paywall", "article": "article__paywall"}[design]
        wall = ('<div class="paywall %s fjs-paywall" data-paywall-type="%s"><h3 class="paywall__title">%s</h3><p class="paywall__text">%s</p>'
                '<a class="paywall__button button" href="https://abonnement.%s/?utm_source=paywall">%s</a><p class="paywall__login">%s <a href="https://login.%s/?redirect_uri=%s">Log in</a></p></div>') % (
            pc, label.lower(), w[0], esc(w[1]), host[4:], w[2], w[3], host[4:], slug(t))
    react = ["Reageren?", "Mail naar %s@%s" % (r.choice(["lezersredactie", "redactie", "reageren"]), host[4:]) +
             (" of laat hieronder een reactie achter." if design == "article" else ".")]
    EXTRAS.extend(react + ["Meest gelezen"])
    reactbox = {"artstyle": '<footer class="artstyle__footer"><div class="artstyle__reactions"><h4 class="artstyle__reactions__title">%s</h4><p class="artstyle__reactions__text">%s</p></div></footer>',
                "block": '<div class="article-footer"><div class="block-reactions"><h3>%s</h3><p>%s</p></div></div>',
                "article": '<div class="article__reactions"><h3 class="article__reactions-title">%s</h3><p class="article__reactions-text">%s</p></div>'}[design] % tuple(esc(x) for x in react)
    lead = figure(True) if pic_lead else ""
    ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": t, "description": intro, "datePublished": iso(pub),
          "dateModified": iso(upd or pub), "author": [{"@type": "Person", "name": a} for a in authors] if by != "Redactie" else {"@type": "Organization", "name": paper},
          "publisher": {"@type": "Organization", "name": paper}, "isAccessibleForFree": "False" if premium else "True"}
    if premium:
        ld["hasPart"] = {"@type": "WebPageElement", "isAccessibleForFree": "False", "cssSelector": ".paywall"}
    ldj = '<script type="application/ld+json">%s</script>' % json_safe(ld)
    most = '<aside class="most-read"><h2 class="most-read__title">Meest gelezen</h2><ol class="most-read__list">%s</ol></aside>' % "".join(
        '<li class="most-read__item"><a href="%s">%s</a></li>' % (url(h), esc(h)) for h in more)
    morel = '<section class="related-articles"><h2 class="related-articles__title">Meer over %s</h2><ul>%s</ul></section>' % (esc(sec), "".join(
        '<li><a class="teaser__link" href="%s"><img class="teaser__image" src="%s" alt="" loading="lazy"/><h3 class="teaser__title">%s</h3></a></li>' % (url(h), img(320), esc(h)) for h in rel_more))
    names = lambda link: " en ".join('<a href="https://%s/auteur/%s/">%s</a>' % (host, slug(a), a) for a in authors) if by != "Redactie" and link else esc(by)
    if design == "artstyle":
        return (ldj + '<article class="artstyle artstyle--%s" data-article-id="%s"><header class="artstyle__header"><h4 class="artstyle__labels"><a class="artstyle__labels__section" href="/%s/">%s</a>%s</h4>'
                '<h1 class="artstyle__header-title">%s</h1><p class="artstyle__intro">%s</p></header><section class="artstyle__production">'
                '<span class="artstyle__production__author">%s</span> <time class="artstyle__production__datetime" datetime="%s">%s</time>%s</section>%s'
                '<section class="artstyle__main">%s%s</section>%s</article>%s%s') % (
            "premium" if premium else "news", aid, spath, esc(sec), ' <span class="artstyle__labels__premium">%s</span>' % label if premium else "", esc(t), esc(intro),
            names(True), iso(pub), long_date(pub), ' <span class="artstyle__production__updated">Bijgewerkt: %s</span>' % hm(upd) if upd and upd.date() == pub.date() else "",
            lead, "".join(out), wall, reactbox, morel, most)
    if design == "block":
        return (ldj + '<article class="article%s" data-article-id="%s"><header class="article-header"><div class="article-header__label"><a href="/%s/">%s</a>%s</div>'
                '<h1 class="article-header__title">%s</h1><div class="block-lead lead"><p>%s</p></div><div class="byline"><div class="authors">%s</div>'
                '<span class="byline-date"><time datetime="%s">%s</time></span></div></header>%s<div class="article-body">%s</div>%s%s</article>%s%s') % (
            " article--premium" if premium else "", aid, spath, esc(sec), ' <span class="article-header__premium">%s</span>' % label if premium else "", esc(t), esc(intro),
            names(True), iso(pub), long_date(pub), lead, "".join(out), wall, reactbox, morel, most)
    return (ldj + '<article class="article%s" itemscope itemtype="http://schema.org/NewsArticle"><header class="article__header"><span class="article__label">%s</span>%s'
            '<h1 class="article__title" itemprop="headline">%s</h1><div class="article__meta"><span class="article__source">%s</span> '
            '<time class="article__time" itemprop="datePublished" content="%s" datetime="%s">%s</time>%s</div></header>%s'
            '<section class="article__wrapper" itemprop="articleBody">%s</section>%s%s</article>%s%s') % (
        " article--premium" if premium else "", esc(sec), ' <span class="article__premium-label">%s</span>' % label if premium else "", esc(t), names(False),
        iso(pub), iso(pub), pub.strftime("%d-%m-%y, %H:%M"), ' <span class="article__update">Laatste update: %s</span>' % hm(upd) if upd else "",
        lead, "".join(out), wall, reactbox, morel, most)



VI_FAMILY = ["Nguyễn", "Nguyễn", "Nguyễn", "Trần", "Trần", "Lê", "Lê", "Phạm", "Hoàng", "Huỳnh", "Phan", "Vũ", "Võ", "Đặng",
             "Bùi", "Đỗ", "Hồ", "Ngô", "Dương", "Lý", "Trương", "Đinh"]
VI_MIDDLE = (["Văn", "Văn", "Minh", "Hữu", "Quốc", "Đức", "Thanh", "Xuân", "Công", "Anh"],
             ["Thị", "Thị", "Thị", "Ngọc", "Thu", "Thanh", "Minh", "Hoài", "Kim", "Bích"])
VI_GIVEN = (["An", "Bình", "Cường", "Dũng", "Hải", "Hùng", "Hưng", "Khoa", "Long", "Minh", "Nam", "Phong", "Phúc", "Quân",
             "Quang", "Sơn", "Thắng", "Trung", "Tú", "Tuấn", "Việt", "Đạt", "Huy", "Khánh"],
            ["Anh", "Châu", "Giang", "Hà", "Hạnh", "Hiền", "Hương", "Lan", "Linh", "Mai", "Nga", "Ngân", "Nhung", "Phương",
             "Tâm", "Thảo", "Thủy", "Trang", "Vân", "Yến", "Loan", "Hằng", "Quỳnh", "Diệp"])
# the first syllable of a reporter's pen name ("Vũ Anh", "Đoàn Loan")
VI_PEN = ["Minh", "Thanh", "Hoài", "Ngọc", "Hải", "Quỳnh", "Vũ", "Đoàn", "Phạm", "Lê", "Anh", "Đức", "Thu", "Hồng", "Như",
          "Gia", "Bảo", "Hoàng", "Phương", "Sơn", "Việt", "Nhật", "Mạnh", "Khánh"]
VI_DAYS = ["Thứ hai", "Thứ ba", "Thứ tư", "Thứ năm", "Thứ sáu", "Thứ bảy", "Chủ nhật"]
# a location stamp's place, in capitals as VnExpress prints it
VI_PLACES = ["HÀ NỘI", "HÀ NỘI", "HÀ NỘI", "HÀ NỘI", "TP HCM", "TP HCM", "TP HCM", "ĐÀ NẴNG", "HẢI PHÒNG", "CẦN THƠ", "NGHỆ AN",
             "THANH HÓA", "QUẢNG NINH", "KHÁNH HÒA", "LÂM ĐỒNG", "ĐỒNG NAI", "BÌNH DƯƠNG", "ĐẮK LẮK", "MỸ", "TRUNG QUỐC", "NHẬT BẢN",
             "HÀN QUỐC", "NGA", "UKRAINE", "ANH", "PHÁP", "ĐỨC", "THÁI LAN"]
VI_AGENCIES = ["Reuters", "Reuters", "AFP", "AFP", "AP", "CNN", "BBC", "Guardian", "Bloomberg", "Xinhua", "Yonhap", "Kyodo", "Al Jazeera"]
VI_ROLES = ["Giám đốc Sở Y tế", "Chủ tịch UBND huyện", "Phó chủ tịch UBND tỉnh", "Trưởng phòng Cảnh sát giao thông", "chuyên gia kinh tế",
            "Tổng giám đốc công ty", "Hiệu trưởng trường", "Phó giám đốc bệnh viện", "đại diện Bộ Công Thương", "luật sư", "bác sĩ",
            "Chủ tịch hiệp hội", "Phó trưởng ban", "Giám đốc Sở Giáo dục và Đào tạo", "Trưởng công an xã"]
VI_SAYS = ["nói", "nói", "cho biết", "cho biết", "chia sẻ", "nhấn mạnh", "khẳng định", "thông tin", "nhận định"]
VI_SECTIONS = {"vnexpress": [("Thời sự", "thoi-su"), ("Thời sự", "thoi-su"), ("Thế giới", "the-gioi"), ("Thế giới", "the-gioi"),
                             ("Kinh doanh", "kinh-doanh"), ("Pháp luật", "phap-luat"), ("Giáo dục", "giao-duc"), ("Sức khỏe", "suc-khoe"),
                             ("Đời sống", "doi-song"), ("Du lịch", "du-lich"), ("Khoa học", "khoa-hoc"), ("Số hóa", "so-hoa"),
                             ("Xe", "oto-xe-may"), ("Thể thao", "the-thao"), ("Giải trí", "giai-tri")],
               "tuoitre": [("Thời sự", "thoi-su"), ("Thời sự", "thoi-su"), ("Thế giới", "the-gioi"), ("Pháp luật", "phap-luat"),
                           ("Kinh doanh", "kinh-doanh"), ("Xe", "xe"), ("Văn hóa", "van-hoa"), ("Giải trí", "giai-tri"),
                           ("Thể thao", "the-thao"), ("Giáo dục", "giao-duc"), ("Sức khỏe", "suc-khoe"), ("Nhịp sống trẻ", "nhip-song-tre"),
                           ("Công nghệ", "cong-nghe")],
               "thanhnien": [("Thời sự", "thoi-su"), ("Thời sự", "thoi-su"), ("Thế giới", "the-gioi"), ("Kinh tế", "kinh-te"),
                             ("Đời sống", "doi-song"), ("Sức khỏe", "suc-khoe"), ("Giới trẻ", "gioi-tre"), ("Giáo dục", "giao-duc"),
                             ("Du lịch", "du-lich"), ("Văn hóa", "van-hoa"), ("Giải trí", "giai-tri"), ("Thể thao", "the-thao"),
                             ("Công nghệ", "cong-nghe"), ("Xe", "xe")],
               "dantri": [("Xã hội", "xa-hoi"), ("Xã hội", "xa-hoi"), ("Thế giới", "the-gioi"), ("Kinh doanh", "kinh-doanh"),
                          ("Bất động sản", "bat-dong-san"), ("Thể thao", "the-thao"), ("Lao động - Việc làm", "lao-dong-viec-lam"),
                          ("Sức khỏe", "suc-khoe"), ("Giáo dục", "giao-duc"), ("Pháp luật", "phap-luat"), ("Công nghệ", "cong-nghe"),
                          ("Du lịch", "du-lich"), ("Giải trí", "giai-tri")]}


def vietnamese(r, t, body, cat, cs):
    """A Vietnamese national news site's article page of 2020-2024, in
    Vietnamese, as VnExpress, Tuổi Trẻ, Thanh Niên or Dân trí writes it,
    one of them a site; the reporter's paragraphs, quotes as '"...", ông
    NAME nói.', 'Bà NAME cho biết: "...".' or "Theo ông NAME, ...", the
    sapo (the standfirst) over them, the pictures' captions closed by
    "Ảnh: NAME".  VnExpress's (section.page-detail): the breadcrumb,
    span.date "Thứ bảy, 12/3/2022, 18:45 (GMT+7)", h1.title-detail,
    p.description (the sapo, opening on a span.location-stamp "HÀ NỘI"
    on half the pages, whose dash a style draws), article.fck_detail of
    p.Normal paragraphs (a word or two linked to another story in some,
    with the links' data-itm-source), bold p.Normal subheadings (h2s on
    some sites), figure.tplCaption pictures with their p.Image captions
    (an older table.tplCaption on some sites), a data table (tbl_insert,
    cells of p.Normal) with its p.Image line at times, the in-body "Xem
    thêm" box (div.box-tinlienquanv2: a story's picture, title,
    description and comments' count), the outstream ad's box, and the
    author's name, the last p.Normal, right-aligned and bold, "(Theo
    Reuters)" after it on some foreign stories; then the tags, the "Ý
    kiến (N)" box whose comments a script loads, "Trở lại Thời sự" and
    "Xem nhiều".  Tuổi Trẻ's: the 2022-2024 design (div.detail-cate, the
    publishdate "12/03/2023 18:45 GMT+7", h1.detail-title, h2.detail-sapo,
    div.detail-content.afcbc-body[data-role=content]) or the 2020-2021 one
    (h1.article-title, div.date-time, h2.sapo opening on "TTO - ",
    div#main-detail-body.content.fck), the VCCorp editor's boxes among the
    <p>s: VCSortableInPreviewMode pictures (figure or div type="Photo",
    PhotoCMS_Caption "... - Ảnh: NAM TRẦN"), videos (type="VideoStream",
    VideoCMS_Caption), "Xem thêm" lists (type="RelatedNewsBox", the
    kbwscwl-relatedbox's headlines) and "Đọc tiếp" cards (type=
    "RelatedOneNews", a headline and its sapo), a fact box (type=
    "content": an h2 and paragraphs), a table (type="BoxTable"), the
    InreadPc ad's empty zone, h2 subheadings (bold <p>s on the older
    design), "- " items after a paragraph closing on a colon,
    link-inline-content and VCCTagItemInNews links; then the author's
    name (div.author-info; div.author on the older), "Từ khóa:" and its
    tags, "Bình luận (N)" whose comments a script loads, "Tin cùng
    chuyên mục", "Đọc nhiều".  Thanh Niên's (VCCorp's design of
    2022-2024): div.detail-cate, h1.detail-title, the author's name and
    the publishdate over h2.detail-sapo, div.detail-content.afcbc-body of
    <p>s, h2s, the same editor's boxes (a "Tin liên quan" RelatedNewsBox,
    captions closing on "ẢNH: NAME"), the ad zones; "Từ khóa:", the
    detail__related "Tin liên quan" list with the stories' sapos, "Bình
    luận (N)" and its form.  Dân trí's: the singular design of 2021-2024
    (ul.breadcrumbs, article.singular-container, h1.title-page.detail,
    div.author-wrap with div.author-name's <b> and time.author-time
    "Thứ sáu, 10/02/2023 - 13:29", h2.singular-sapo opening on "(Dân trí)
    - ", div.singular-content of <p>s, h2s or bold <p>s, figure.image
    pictures and "... (Ảnh: NAME)." captions, adbro's empty dta-unit
    boxes, a right-aligned bold author or source closing it on some
    pages) or the dt-news design of 2020 (h1.dt-news__title,
    div.dt-news__sapo's h2, div.dt-news__content); then "Từ khoá:", the
    article-related "Tin liên quan" with the stories' excerpts, the
    comment area ("Bình luận (N)", "Đăng nhập", "Bạn nghĩ gì về tin
    này?", "Gửi bình luận"), "Đang được quan tâm" and "Tin mới".  No
    comments' texts (the four sites' scripts load them).  The feed's
    description is the sapo.  The truth: the sapo as printed (TEASER:
    with its "TTO - " or "(Dân trí) - ", without VnExpress's location
    stamp), the paragraphs, the quotes, the subheadings, the "- " items,
    the fact box's heading and paragraphs, the tables' rows as lines;
    not the headline, breadcrumbs, dates, the author's line (a byline,
    at the top or the end), captions and credits, the "Xem thêm", "Đọc
    tiếp" and "Tin liên quan" boxes (their headlines and sapos counted as
    leaks), ads, tags, the comment areas nor the lists of headlines."""
    rs = random.Random(BLOG[0] + " vi")
    site = ["vnexpress", "tuoitre", "dantri", "thanhnien"][DATE_STYLE]
    late = rs.random() < 0.6                            # Tuổi Trẻ's design of 2022-2024, Dân trí's singular one
    head_style = {"vnexpress": rs.choice(["strong", "strong", "strong", "h2"]), "tuoitre": "h2" if late else "b",
                  "thanhnien": rs.choice(["h2", "h2", "strong"]), "dantri": rs.choice(["h2", "strong"])}[site]
    old_tables = site == "vnexpress" and rs.random() < 0.35  # some pictures in VnExpress's older table.tplCaption
    curly = site in ("tuoitre", "thanhnien") and rs.random() < 0.7
    q0, q1 = ("\u201c", "\u201d") if curly else ('"', '"')
    years = {"vnexpress": [2020, 2021, 2022, 2023, 2024], "thanhnien": [2022, 2023, 2024], "tuoitre": [2022, 2023, 2024] if late else [2020, 2021],
             "dantri": [2021, 2022, 2023, 2024] if late else [2020]}[site]
    pub = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(5, 23), r.randint(0, 59))
    iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + "+07:00"
    past = lambda: pub - datetime.timedelta(days=r.randint(0, 30), minutes=r.randint(10, 1200))
    slug = lambda h: "-".join("".join(c if c.isalnum() else " " for c in h.lower().translate(VI_ASCII)).split())[:90].strip("-")
    camel = lambda h: "".join(x.capitalize() for x in slug(h).split("-"))
    hexid = lambda n: "".join(r.choice("0123456789abcdef") for _ in range(n))
    b64 = lambda n: "".join(r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") for _ in range(n))
    stamp = lambda d: d.strftime("%Y%m%d%H%M%S") + "%03d" % r.randint(0, 999)
    sec, spath = r.choice(VI_SECTIONS[site])
    host = {"vnexpress": "vnexpress.net", "tuoitre": "tuoitre.vn", "thanhnien": "thanhnien.vn", "dantri": "dantri.com.vn"}[site]
    me = "https://%s%s" % (host, SLUG[0])
    art_id = r.randint(4100000, 4800000) if site == "vnexpress" else stamp(pub)
    pen = lambda: "%s %s" % (r.choice(VI_PEN), r.choice(VI_GIVEN[r.random() < 0.5]))

    def url(h):
        d = past()
        sp = spath if r.random() < 0.6 else r.choice(VI_SECTIONS[site])[1]
        if site == "vnexpress":
            return "https://vnexpress.net/%s-%d.html" % (slug(h), r.randint(4100000, 4800000))
        if site == "tuoitre":
            return "https://tuoitre.vn/%s-%s.htm" % (slug(h), stamp(d))
        if site == "thanhnien":
            return "https://thanhnien.vn/%s-185%s.htm" % (slug(h), stamp(d)[2:])
        return "https://dantri.com.vn/%s/%s-%s.htm" % (sp, slug(h), stamp(d))

    def img(w=680, h=408, d=None):
        d = d or pub
        name = slug(LEXICON_VI[int(1500 * r.random() ** 2)] + " " + LEXICON_VI[int(1500 * r.random() ** 2)])
        if site == "vnexpress":
            return "https://i1-vnexpress.vnecdn.net/%d/%02d/%02d/%s-%d-%d.jpg?w=%d&h=0&q=100&dpr=1&fit=crop&s=%s" % (
                d.year, d.month, d.day, name, r.randint(1000, 9999), int(d.timestamp()), w, b64(22))
        if site == "tuoitre":
            return ("https://cdn.tuoitre.vn/thumb_w/%d/471584752817336320/%d/%d/%d/%s-%d.jpg" % (w, d.year, d.month, d.day, name, r.randint(10 ** 20, 10 ** 21))
                    if late else "https://cdn.tuoitre.vn/thumb_w/%d/%d/%d/%d/%s-%d.jpg" % (w, d.year, d.month, d.day, name, r.randint(10 ** 17, 10 ** 18)))
        if site == "thanhnien":
            return "https://images2.thanhnien.vn/thumb_w/%d/528068263637045248/%d/%d/%d/%s-%d.jpg" % (w, d.year, d.month, d.day, name, r.randint(10 ** 19, 10 ** 20))
        return "https://icdn.dantri.com.vn/thumb_w/%d/%d/%02d/%02d/%s-%d.jpg" % (w, d.year, d.month, d.day, name, r.randint(10 ** 17, 10 ** 18))
    # the quotes, a speaker named on his first words, by his given name after them
    paras = list(body)
    fem = r.random() < 0.45
    given = r.choice(VI_GIVEN[fem])
    full = "%s %s %s" % (r.choice(VI_FAMILY), r.choice(VI_MIDDLE[fem]), given) if r.random() < 0.8 else "%s %s" % (r.choice(VI_FAMILY), given)
    honor = "bà" if fem else "ông"
    role = r.choice(VI_ROLES)
    said, k = False, 1
    while k < len(paras):
        p = paras[k]
        w = p.split(" ")
        if r.random() < 0.25 and len(w) > 8 and p[-1] in ".!?" and not any(c in p for c in '"\u201c\u201d'):
            who = "%s %s, %s," % (honor, full, role) if not said else "%s %s" % (honor, given)
            q = p[:-1] if p[-1] == "." else p
            x = r.random()
            if x < 0.45:
                paras[k] = "%s%s%s, %s %s." % (q0, q, q1, who, r.choice(VI_SAYS))
            elif x < 0.7:
                paras[k] = "%s %s: %s%s%s." % (who[:1].upper() + who[1:], r.choice(VI_SAYS), q0, q, q1)
            elif w[1][:1].islower():
                paras[k] = "Theo %s %s" % (who if not said else who + ",", p[:1].lower() + p[1:])
            else:
                k += 1
                continue
            said = True
        k += 1
    # the sapo, as printed
    sapo = sentence(r, 16, 34) + (" " + sentence(r, 8, 18) if r.random() < 0.3 else "")
    loc = r.choice(VI_PLACES) if site == "vnexpress" and r.random() < 0.5 else ""
    if site == "tuoitre" and not late and r.random() < 0.92:
        sapo = "TTO - " + sapo
    if site == "dantri" and r.random() < 0.95:
        sapo = "(Dân trí) - " + sapo
    TEASER.append(sapo)
    m = len(paras)
    heads = {k for k in range(2, m) if r.random() < 0.3} if m >= 5 and r.random() < 0.45 else set()
    pics = set(r.sample(range(m), min(m, r.choice([1, 1, 2, 2, 3])))) if r.random() < 0.85 else set()
    rel_at = r.randrange(1, m - 1) if m >= 3 and site != "dantri" and r.random() < 0.5 else -1
    one_at = r.randrange(1, m - 1) if m >= 4 and site == "tuoitre" and r.random() < 0.3 else -1
    ad_at = {k for k in {"vnexpress": (1,), "tuoitre": (2,), "thanhnien": (1, 5), "dantri": (2, 6)}[site] if k < m - 1}
    vcc = site == "thanhnien" or site == "tuoitre" and late
    table_at = r.randrange(1, m) if m >= 3 and (site == "vnexpress" or vcc) and r.random() < 0.1 else -1
    box_at = r.randrange(1, m) if m >= 3 and vcc and r.random() < 0.12 else -1
    list_at = r.randrange(0, m - 1) if m >= 2 and site != "vnexpress" and r.random() < 0.1 else -1
    video_at = r.randrange(0, m) if site in ("tuoitre", "thanhnien") and r.random() < 0.15 else -1
    story, out, extras = [], [], []

    def head():
        h = vi_join(r, [word(r) for _ in range(r.randint(2, 6))], False)
        return h + "?" if r.random() < 0.1 else h

    def anchor(a):
        h = title(r)
        if site == "vnexpress":
            return '<a href="%s" rel="dofollow" data-itm-source="%s" data-itm-added="1">%s</a>' % (
                url(h), esc("#vn_source=Detail-%s-%d&vn_campaign=Box-InternalLink&vn_medium=Link-%s&vn_term=Desktop&vn_thumb=0" % (camel(sec), art_id, camel(a))), esc(a))
        if site in ("tuoitre", "thanhnien"):
            if r.random() < 0.4:
                return '<a class="VCCTagItemInNews" data-zoneid="0" data-id="0" href="https://%s/%s.html" target="_blank" title="%s">%s</a>' % (host, slug(a), esc(a), esc(a))
            return '<a class="link-inline-content" href="%s" title="%s" data-rel="follow">%s</a>' % (url(h), esc(a), esc(a))
        return '<a href="%s" title="%s">%s</a>' % (url(h), esc(h), esc(a))

    def linked(p):
        """The paragraph's text, a word or two of it a link at times."""
        w = p.split(" ")
        n = r.choice([1, 2, 2, 3])
        ks = [k for k in range(1, len(w) - n - 1) if all(x.isalpha() for x in w[k:k + n])]
        if not ks or r.random() < 0.65:
            return esc(p)
        k = r.choice(ks)
        return "%s %s %s" % (esc(" ".join(w[:k])), anchor(" ".join(w[k:k + n])), esc(" ".join(w[k + n:])))

    def para(p):
        return ('<p class="Normal">%s</p>' if site == "vnexpress" else "<p>%s</p>") % linked(p)

    def subhead(h):
        if head_style == "h2":
            return '<h2 class="Normal">%s</h2>' % esc(h) if site == "vnexpress" else "<h2>%s</h2>" % esc(h)
        if head_style == "b":
            return "<p><b>%s</b></p>" % esc(h)
        return ('<p class="Normal"><strong>%s</strong></p>' if site == "vnexpress" else "<p><strong>%s</strong></p>") % esc(h)

    def figure():
        c = sentence(r, 6, 18)[:-1] + "."
        who = r.choice([pen(), pen(), pen(), r.choice(VI_AGENCIES), "Chụp màn hình"])
        extras.append(c[:-1])
        if site == "vnexpress":
            u = img()
            if old_tables and r.random() < 0.6:
                return ('<table align="center" border="0" cellpadding="3" cellspacing="0" class="tplCaption" style="width:100%%;"><tbody><tr><td>'
                        '<img alt="%s" data-natural-width="680" src="%s"></td></tr><tr><td><p class="Image">%s Ảnh: <em>%s</em></p></td></tr></tbody></table>') % (
                    esc(c), esc(u), esc(c), esc(who))
            return ('<figure data-size="true" itemprop="associatedMedia image" itemscope itemtype="http://schema.org/ImageObject" class="tplCaption action_thumb_added">'
                    '<meta itemprop="url" content="%s"><meta itemprop="width" content="680"><meta itemprop="height" content="408">'
                    '<div class="fig-picture" style="padding-bottom:60%%; position:relative;"><picture><source data-srcset="%s 1x, %s 2x">'
                    '<img itemprop="contentUrl" style="position:absolute;" loading="lazy" intrinsicsize="680x0" alt="%s" class="lazy" src="%s" data-src="%s"></picture></div>'
                    '<figcaption itemprop="description"><p class="Image">%s Ảnh: <em>%s</em></p></figcaption></figure>') % (
                esc(u), esc(u), esc(u.replace("dpr=1", "dpr=2")), esc(c), esc(u), esc(u), esc(c), esc(who))
        if site == "tuoitre":
            u, pid = img(730, 487), r.randint(10 ** 17, 10 ** 18)
            cap = "%s - Ảnh: %s" % (c[:-1], who.upper() if who in VI_AGENCIES or r.random() < 0.8 else who)
            full_u = u.replace("thumb_w/730/", "")
            if late:
                return ('<figure class="VCSortableInPreviewMode" type="Photo" style=""><div><a href="%s" data-fancybox="content" data-caption="%s" rel="nofollow" target="_blank">'
                        '<img data-author="" src="%s" id="img_%d" w="2000" h="1333" alt="%s" title="%s" rel="lightbox" photoid="%d" data-original="%s" type="photo" width="2000" height="1333" class="lightbox-content"></a></div>'
                        '<figcaption class="PhotoCMS_Caption"><p data-placeholder="Nhập chú thích ảnh" class="">%s</p></figcaption></figure>') % (
                    esc(full_u), esc(cap), esc(u), pid, esc(cap), esc(cap), pid, esc(full_u), esc(cap))
            return ('<div type="Photo" class="VCSortableInPreviewMode"><div><a href="%s" data-fancybox-group="img" class="detail-img-lightbox" title="%s">'
                    '<img src="%s" id="img_%d" w="1200" h="800" alt="%s" title="%s" rel="lightbox" photoid="%d" type="photo" data-original="%s" width="" height=""></a></div>'
                    '<div class="PhotoCMS_Caption"><p data-placeholder="[nhập chú thích]" class="NLPlaceholderShow">%s</p></div></div>') % (
                esc(full_u), esc(cap), esc(u.replace("thumb_w/730/", "thumb_w/586/")), pid, esc(cap), esc(cap), pid, esc(full_u), esc(cap))
        if site == "thanhnien":
            u, pid = img(640, 427), r.randint(10 ** 17, 10 ** 18)
            cap = "%s. ẢNH: %s" % (c[:-1], who.upper())
            return ('<figure class="VCSortableInPreviewMode" type="Photo" style=""><div><a href="%s" data-fancybox="img-lightbox" title="%s" target="_blank" class="detail-img-lightbox">'
                    '<img src="%s" id="img_%d" w="1400" h="933" alt="%s" title="%s" rel="lightbox" photoid="%d" type="photo" data-original="%s" width="1400" height="933" loading="lazy"></a></div>'
                    '<figcaption class="PhotoCMS_Caption"><p data-placeholder="Nhập chú thích ảnh">%s</p></figcaption></figure>') % (
                esc(u.replace("thumb_w/640/", "")), esc(cap), esc(u), pid, esc(cap), esc(cap), pid, esc(u.replace("thumb_w/640/", "")), esc(cap))
        u, pid = img(680, 453), r.randint(2000000, 3900000)
        cap = "%s (Ảnh: %s)." % (c[:-1], who)
        if late:
            return ('<figure class="image align-center" contenteditable="false"><img title="%s" src="%s" alt="%s" data-width="1024" data-height="683" data-original="%s" '
                    'data-photo-id="%d" data-track-content="" data-content-name="article-content-image" data-content-piece="article-content-image_%d" data-content-target="/%s/%s" '
                    'data-src="%s" loading="lazy"><figcaption><p>%s</p></figcaption></figure>') % (
                esc(cap), esc(u), esc(cap), esc(u.replace("thumb_w/680/", "")), pid, pid, spath, esc(SLUG[0][1:]), esc(u), esc(cap))
        return '<figure class="image align-center"><img src="%s" alt="%s" data-width="680" data-height="453"><figcaption>%s</figcaption></figure>' % (esc(u), esc(cap), esc(cap))

    def related():
        n = r.choice([1, 1, 2, 3]) if site != "vnexpress" else 1
        hs = [title(r) for _ in range(n)]
        extras.extend(hs)
        if site == "vnexpress":
            h, dsc, u, th = hs[0], sentence(r, 12, 26), url(hs[0]), img(180, 108)
            extras.append(dsc)
            its = esc("#vn_source=Detail-%s-%d&vn_campaign=Box-TinXemThem&vn_medium=Item-1&vn_term=Desktop&vn_thumb=1" % (camel(sec), art_id))
            return ('<div class="width_common box-tinlienquanv2 "><article class="item-news full-thumb"><div class="thumb-art"><a href="%s" data-itm-source="%s" class="thumb thumb-5x3" title="%s" data-itm-added="1">'
                    '<picture><source data-srcset="%s 1x"><img loading="lazy" intrinsicsize="180x108" alt="%s" class="lazy" src="%s" data-src="%s"></picture></a></div>'
                    '<h4 class="title-news"><a href="%s" data-itm-source="%s" title="%s" data-itm-added="1">%s</a></h4>'
                    '<p class="description"><a data-itm-source="%s" href="%s" title="%s" data-itm-added="1">%s</a>&nbsp;<span class="meta-news"><a class="count_cmt" href="%s#box_comment_vne">'
                    '<svg class="ic ic-comment"><use xlink:href="#Comment-Reg"></use></svg>&nbsp;<span class="font_icon widget-comment-%d-1">%d</span></a></span></p></article></div>') % (
                u, its, esc(h), esc(th), esc(h), esc(th), esc(th), u, its, esc(h), esc(h), its, u, esc(h), esc(dsc), u, r.randint(4100000, 4800000), r.randint(0, 400))
        label = "Xem thêm" if site == "tuoitre" else "Tin liên quan"
        titled = site == "thanhnien" or r.random() < 0.5
        if titled:
            extras.append(label)
        kind = r.choice(["type-1", "type-2"])
        return ('<div class="VCSortableInPreviewMode %s" type="RelatedNewsBox" data-style="%s" relatednewsboxtype="%s"><div class="kbwscwl-relatedbox %s %s">%s<ul class="kbwscwlr-list">%s</ul></div></div>') % (
            "alignRight" if kind == "type-2" else "alignJustify", "align-right" if kind == "type-2" else "align-justify", kind, kind, site,
            '<strong class="kbwscwlrl-title-box">%s</strong>' % label if titled else "",
            "".join('<li class="kbwscwlrl" data-date="%s" data-id="%s" data-avatar="%s" data-url="%s" data-title="%s"><h4 class="kbwscwlrl-title"><a target="_blank" href="%s" class="title link-callout">%s</a></h4></li>' % (
                past().strftime("%d/%m/%Y %H:%M"), u[-21:-4] if site == "tuoitre" else u[-22:-4], esc(img(300, 187)), esc(u[len("https://" + host):]), esc(h), u, esc(h)) for h in hs for u in [url(h)]))

    def one_news():
        h, dsc = title(r), sentence(r, 14, 28)
        extras.extend([h, dsc, "Đọc tiếp"])
        u = url(h)
        return ('<div type="RelatedOneNews" class="VCSortableInPreviewMode" id="ObjectBoxRelatedNewsOne_%d"><div class="VCObjectBoxRelatedNewsContentWrapper">'
                '<a class="OneNewsImg" href="%s" title="%s"><img src="%s" alt="%s"></a><div class="OneNewsContent"><span class="VCObjectBoxRelatedNewsReadMore">Đọc tiếp</span>'
                '<a class="OneNewsTitle" href="%s" title="%s">%s</a><p class="VCObjectBoxRelatedNewsItemSapo">%s</p></div></div></div>') % (
            r.randint(10 ** 12, 10 ** 13), u, esc(h), esc(img(300, 187)), esc(h), u, esc(h), esc(h), esc(dsc))

    def ad(n):
        if site == "vnexpress":
            return '<div id="sis_outstream_container"><div id="banner_inpage_%d" class="banner-ads" data-adnetwork="eclick"></div></div>' % n
        if site == "tuoitre":
            return '<div id="InreadPc"><div id="zone-jnvk0c1v"><div id="share-jnvk0cro"></div></div></div>'
        if site == "thanhnien":
            return '<div class="box-inread"><div id="admzone%d"></div></div>' % r.randint(480000, 520000)
        return '<div id="dta-%d-container" class="dta-unit" style="border-bottom: 0px; width: 0px !important; opacity: 0;" data-partner="adbro" data-filled="false"></div>' % (100000 + n)

    def table():
        cols = r.randint(2, 4)
        rows = [[vi_join(r, [word(r) for _ in range(r.randint(1, 2))], False) for _ in range(cols)]]
        for _ in range(r.randint(2, 6)):
            rows.append([vi_join(r, [word(r) for _ in range(r.randint(1, 3))], False)] +
                        [r.choice(["%d" % r.randint(1, 999), "%d,%d" % (r.randint(0, 99), r.randint(1, 9)), "%d%%" % r.randint(1, 99), "%d.%03d" % (r.randint(1, 99), r.randint(0, 999))])
                         for _ in range(cols - 1)])
        story.extend(" ".join(row) for row in rows)
        if site == "vnexpress":
            cap = sentence(r, 5, 12)[:-1] if r.random() < 0.6 else ""
            if cap:
                extras.append(cap)
            return ('<div class="box_table"><table class="tbl_insert" border="1" cellpadding="1" cellspacing="0" style="width:100%%;"><tbody>%s</tbody></table></div>%s') % (
                "".join("<tr>%s</tr>" % "".join(('<td><p class="Normal" style="text-align:center;"><strong>%s</strong></p></td>' if i == 0 else '<td><p class="Normal">%s</p></td>') % esc(c)
                                                 for c in row) for i, row in enumerate(rows)),
                '<p class="Image" style="text-align:center;">%s</p>' % esc(cap) if cap else "")
        return ('<div class="VCSortableInPreviewMode" type="BoxTable" data-width="730"><table class="table-content" style="width:100%%;"><tbody>%s</tbody></table></div>') % "".join(
            "<tr>%s</tr>" % "".join(("<td><b>%s</b></td>" if i == 0 else "<td>%s</td>") % esc(c) for c in row) for i, row in enumerate(rows))

    def fact_box():
        h = head()
        ps_ = [para_text() for _ in range(r.randint(1, 3))]
        story.extend([h] + ps_)
        return ('<div class="VCSortableInPreviewMode alignCenter" data-back="#FFFBF2" data-border="#F2D1AA" data-text-color="#333333" id="ObjectBoxContent_%d" type="content">'
                '<div placeholder="Nhập nội dung..."><h2><span>%s</span></h2>%s</div></div>') % (r.randint(10 ** 12, 10 ** 13), esc(h), "".join("<p>%s</p>" % esc(x) for x in ps_))

    def para_text():
        return " ".join(sentence(r) for _ in range(r.randint(1, 3)))

    def video():
        c = sentence(r, 6, 14)[:-1]
        extras.append(c)
        v = "%s/%d/%d/%d/%s.mp4" % (site, pub.year, pub.month, pub.day, slug(c)[:40])
        return ('<div type="VideoStream" class="VCSortableInPreviewMode" data-width="730px" data-height="410px" data-vid="%s" data-info="%s" data-location="" data-displaymode="1" data-thumb="%s">'
                '<div class="videoNewsPlayer"><video preload="none" poster="%s" src="https://hls.%s/%s" controls></video></div>'
                '<div class="VideoCMS_Caption"><p data-placeholder="[nhập chú thích]">%s - Video: %s</p></div></div>') % (
            v, hexid(32), esc(img(730, 410)), esc(img(730, 410)), host, v, esc(c), esc(pen().upper()))
    for k, p in enumerate(paras):
        if k in heads:
            h = head()
            story.append(h)
            out.append(subhead(h))
        if k == list_at and p[-1] == "." and p[-2] not in '"\u201d':
            p = p[:-1] + ":"
            items = ["- " + vi_join(r, [word(r) for _ in range(r.randint(6, 18))]) + r.choice([".", ".", ";"]) for _ in range(r.randint(2, 4))]
            out.append(para(p))
            story.append(p)
            out.extend("<p>%s</p>" % esc(x) for x in items)
            story.extend(items)
        else:
            out.append(para(p))
            story.append(p)
        if k in pics:
            out.append(figure())
        if k == video_at:
            out.append(video())
        if k == table_at:
            out.append(table())
        if k == box_at:
            out.append(fact_box())
        if k == rel_at:
            out.append(related())
        if k == one_at:
            out.append(one_news())
        if k in ad_at:
            out.append(ad(k))
    STORY[:] = story
    # the byline, the tags, the lists of headlines
    who = pen() if r.random() < 0.75 else "%s - %s" % (pen(), pen())
    agency = r.choice(VI_AGENCIES) if spath == "the-gioi" and r.random() < 0.6 else ""
    tags = list(dict.fromkeys(vi_cap(LEXICON_VI[int(1500 * r.random() ** 2)]) if r.random() < 0.4 else LEXICON_VI[int(1500 * r.random() ** 2)] for _ in range(r.randint(2, 6))))
    most = [title(r) for _ in range(5)]
    extras.extend(most)
    n_cs = len(cs)
    jsonld = {"@context": "https://schema.org", "@type": "NewsArticle", "mainEntityOfPage": {"@type": "WebPage", "@id": me}, "headline": t,
              "description": sapo, "datePublished": iso(pub), "dateModified": iso(pub + datetime.timedelta(minutes=r.randint(0, 300))),
              "author": {"@type": "Person", "name": who}, "articleSection": sec,
              "publisher": {"@type": "Organization", "name": {"vnexpress": "VnExpress", "tuoitre": "Báo Tuổi Trẻ", "thanhnien": "Báo Thanh Niên", "dantri": "Báo Dân trí"}[site]}}
    ld = '<script type="application/ld+json">%s</script>' % json.dumps(jsonld, ensure_ascii=False)
    share = "".join('<a class="%s" href="%s" target="_blank" rel="nofollow" title="%s"><span class="icon-%s"></span></a>' % (k, u, n, k) for k, n, u in [
        ("facebook", "Chia sẻ Facebook", "https://www.facebook.com/sharer/sharer.php?u=" + me), ("twitter", "Chia sẻ Twitter", "https://twitter.com/intent/tweet?url=" + me),
        ("zalo", "Chia sẻ Zalo", "https://sp.zalo.me/share_inline?d=" + me), ("copylink", "Sao chép liên kết", "javascript:;")])
    d, wd = pub, VI_DAYS[pub.weekday()]

    def done(html_):
        text = "\n".join(TEASER + story)
        EXTRAS.extend(x for x in dict.fromkeys(extras) if x and x not in text)
        return html_
    if site == "vnexpress":
        byline = '<p class="Normal" style="text-align:right;"><strong>%s</strong>%s</p>' % (esc(who), " (Theo <em>%s</em>)" % agency if agency else "")
        extras.extend(["Xem nhiều", "Ý kiến"])
        return done(ld + '<script>var article_id = %d; var cate_id = %d; var site_id = 1000000; var article_type = 1; var PageType = "detail";</script>'
                    '<section class="section page-detail top-detail"><div class="container flexbox"><div class="sidebar-1">'
                    '<div class="header-content width_common"><ul class="breadcrumb" data-campaign="Header-Breadcrumb"><li><a data-medium="Menu-%s" href="https://vnexpress.net/%s" title="%s" '
                    'data-itm-source="#vn_source=Detail&amp;vn_campaign=Header&amp;vn_medium=Menu-%s&amp;vn_term=Desktop" data-itm-added="1">%s</a></li></ul>'
                    '<span class="date">%s, %d/%d/%d, %02d:%02d (GMT+7)</span></div>'
                    '<h1 class="title-detail">%s</h1><p class="description">%s%s</p>'
                    '<article class="fck_detail ">%s%s</article><span id="article-end"></span>'
                    '<div class="footer-content"><div class="width_common social_pin">%s</div><div class="tags">%s</div></div>'
                    '<div class="box_comment_vne width_common" id="box_comment_vne"><h3 class="title_box_category"><label>Ý kiến</label>%s</h3>'
                    '<div class="input_comment"><textarea class="txt_comment" placeholder="Chia sẻ ý kiến của bạn"></textarea></div><div id="list_comment" class="list_comment"></div></div>'
                    '<div class="width_common box-back"><a href="https://vnexpress.net/%s" class="btn-back">Trở lại <strong>%s</strong></a></div></div>'
                    '<div class="sidebar-2"><div class="box-category box-xemnhieu"><h2 class="title-box-category">Xem nhiều</h2><ul class="list-news">%s</ul></div></div></div></section>' % (
            art_id, r.randint(1001002, 1006000), camel(sec), spath, esc(sec), camel(sec), esc(sec), wd, d.day, d.month, d.year, d.hour, d.minute,
            esc(t), '<span class="location-stamp">%s</span>' % loc if loc else "", esc(sapo), "\n".join(out), byline, share,
            "".join('<h4 class="item-tag"><a href="https://vnexpress.net/chu-de/%s-%d" title="%s">%s</a></h4>' % (slug(x), r.randint(1000, 9999), esc(x), esc(x)) for x in tags),
            ' <span class="count_comment">(%d)</span>' % n_cs if n_cs else "", spath, esc(sec),
            "".join('<li><article class="item-news"><h3 class="title-news"><a href="%s" title="%s">%s</a></h3></article></li>' % (url(h), esc(h), esc(h)) for h in most)))
    if site == "dantri":
        rel = [(title(r), sentence(r, 12, 26)) for _ in range(r.randint(2, 5))]
        news = [title(r) for _ in range(4)]
        extras.extend([x for h in rel for x in h] + news + ["Tin liên quan", "Bình luận", "Bạn nghĩ gì về tin này?", "Gửi bình luận", "Đang được quan tâm", "Tin mới"])
        src = ('<p style="text-align: right;"><strong>%s</strong></p>' % esc(who) if r.random() < 0.5 else
               '<p style="text-align: right;"><em>Theo %s</em></p>' % agency if agency else "")
        author_url = "https://dantri.com.vn/tac-gia/%s-%d.htm" % (slug(who), r.randint(100, 9999))
        tag_html = "".join('<li><a title="%s" href="https://dantri.com.vn/chu-de/%s.htm" data-content-name="article-tags" data-track-content="">%s</a></li>' % (esc(x), slug(x), esc(x)) for x in tags)
        rel_html = "".join('<article class="article-item" data-content-name="article-related" data-content-piece="article-related-position_%d" data-track-content="">'
                           '<div class="article-thumb"><a href="%s"><img alt="%s" height="90" src="%s" width="135"></a></div><div class="article-content">'
                           '<h3 class="article-title"><a href="%s">%s</a></h3><div class="article-excerpt"><a href="%s">%s</a></div></div></article>' % (
                               i + 1, u, esc(h), esc(img(135, 90)), u, esc(h), u, esc(x)) for i, (h, x) in enumerate(rel) for u in [url(h)])
        comment = ('<div id="comment" data-module="comment" data-objectid="%s"><div class="comment-wrap"><div class="comment-head"><div class="comment-title">Bình luận%s</div>'
                   '<div class="comment-action"><button type="button" class="login">Đăng nhập</button><button type="button" class="register">Đăng kí</button><span>để gửi bình luận</span></div></div>'
                   '<div class="comment-box"><textarea readonly class="textarea" placeholder="Bạn nghĩ gì về tin này?"></textarea><div class="action"><div class="note">Ý kiến của bạn sẽ được xét duyệt trước khi đăng. '
                   'Xin vui lòng gõ tiếng Việt có dấu</div><button type="submit" class="submit" disabled>Gửi bình luận</button></div></div></div></div>') % (art_id, " (%d)" % n_cs if n_cs else "")
        listing = ('<div data-module="listing-article-detail" data-excluded-article="%s" data-title="%s"><div class="box-recommend"><a href="https://dantri.com.vn/%s.htm" class="box-title">Đang được quan tâm</a>%s</div>'
                   '<div class="box-newest"><a href="https://dantri.com.vn/tin-moi-nhat.htm" class="box-title">Tin mới</a>%s</div></div>') % (
            art_id, esc(sec), spath, "".join('<article class="article-item"><a href="%s">%s</a></article>' % (url(h), esc(h)) for h in most),
            "".join('<article class="article-item"><a href="%s">%s</a></article>' % (url(h), esc(h)) for h in news))
        if late:
            return done(ld + '<div class="singular-wrap"><ul class="breadcrumbs"><li><a href="https://dantri.com.vn/%s.htm" title="%s" data-content-name="article-breadcrumb">%s</a></li></ul>'
                        '<article class="singular-container"><h1 class="title-page detail">%s</h1>'
                        '<div class="author-wrap"><div class="author-avatar"><a href="%s"><img src="https://icdn.dantri.com.vn/zoom/80_80/%s.jpg" alt="%s"></a></div>'
                        '<div class="author-meta"><div class="author-name"><a href="%s"><b>%s</b></a></div><time class="author-time" datetime="%s">%s, %02d/%02d/%d - %02d:%02d</time></div></div>'
                        '<h2 class="singular-sapo">%s</h2><div class="singular-content">%s\n%s%s</div>'
                        '<div class="singular-share">%s</div></article>'
                        '<ul class="tags-wrap"><li class="label"><b>Từ khoá:</b></li>%s</ul>'
                        '<aside class="article-related"><div class="title-head">Tin liên quan</div>%s</aside>%s%s</div>' % (
                spath, esc(sec), esc(sec), esc(t), author_url, hexid(16), esc(who), author_url, esc(who), d.strftime("%Y-%m-%d %H:%M"), wd, d.day, d.month, d.year, d.hour, d.minute,
                esc(sapo), ad(0), "\n".join(out), src, share, tag_html, rel_html, comment, listing))
        return done(ld + '<div class="dt-container"><div class="dt-news__header"><ul class="dt-breadcrumb"><li><a href="https://dantri.com.vn/%s.htm">%s</a></li></ul>'
                    '<h1 class="dt-news__title">%s</h1><div class="dt-news__meta"><span class="dt-news__time">%s, %02d/%02d/%d - %02d:%02d</span><div class="dt-news__social">%s</div></div></div>'
                    '<div class="dt-news__body"><div class="dt-news__sapo"><h2>%s</h2></div><div class="dt-news__content">%s%s</div></div>'
                    '<div class="dt-news__tag"><span class="dt-news__tag-title">Từ khoá:</span><ul>%s</ul></div>'
                    '<div class="dt-news__related"><h3 class="dt-news__related-title">Tin liên quan</h3>%s</div>%s%s</div>' % (
            spath, esc(sec), esc(t), wd, d.day, d.month, d.year, d.hour, d.minute, share, esc(sapo), "\n".join(out),
            src or '<p style="text-align: right;"><strong>%s</strong></p>' % esc(who), tag_html, rel_html, comment, listing))
    # Tuổi Trẻ, Thanh Niên
    same = [title(r) for _ in range(r.randint(3, 6))]
    extras.extend(same + ["Bình luận", "Từ khóa:"])
    author_url = ("https://tuoitre.vn/tac-gia/%s.htm" % slug(who) if site == "tuoitre" else "https://thanhnien.vn/author/%s-%d.htm" % (slug(who), r.randint(10000, 19999)))
    author = '<div class="author-info"><a class="name" href="%s" title="%s">%s</a></div>' % (author_url, esc(who), esc(who)) + (' <span class="source">(theo %s)</span>' % agency if agency else "")
    when = "%02d/%02d/%d %02d:%02d GMT+7" % (d.day, d.month, d.year, d.hour, d.minute)
    tag_html = "".join('<a class="item" href="https://%s/%s.html" title="%s">%s</a>' % (host, slug(x), esc(x), esc(x)) for x in tags)
    comment = ('<div class="detail-comment" id="detail-comment"><div class="box-comment" data-objectid="%s" data-objecttype="1"><div class="title-comment">Bình luận%s</div>'
               '<div class="comment-input"><textarea placeholder="Bạn nghĩ gì về tin này?"></textarea><a href="javascript:;" class="btn-send">Gửi bình luận</a></div>'
               '<div class="comment-list"></div></div></div>') % (art_id, " (%d)" % n_cs if n_cs else "")
    same_html = "".join('<div class="box-category-item"><a class="box-category-link-with-avatar" href="%s" title="%s"><img src="%s" alt="%s"></a>'
                        '<h3 class="box-title-text"><a class="box-category-link-title" href="%s" title="%s">%s</a></h3></div>' % (u, esc(h), esc(img(300, 187)), esc(h), u, esc(h), esc(h))
                        for h in same for u in [url(h)])
    most_html = "".join('<li><a href="%s" title="%s">%s</a></li>' % (url(h), esc(h), esc(h)) for h in most)
    if site == "thanhnien":
        rel = [(title(r), sentence(r, 12, 26)) for _ in range(r.randint(2, 4))]
        extras.extend([x for h in rel for x in h] + ["Tin liên quan", "Đọc nhiều"])
        return done(ld + '<div class="detail__section"><div class="detail__cmain"><div class="detail__header">'
                    '<div class="detail-cate"><a href="https://thanhnien.vn/%s.htm" title="%s" data-role="cate-name">%s</a></div>'
                    '<h1 class="detail-title" data-role="title"><span data-role="title">%s</span></h1>'
                    '<div class="detail-info"><div class="detail-author">%s</div><div class="detail-time"><div data-role="publishdate">%s</div></div></div>'
                    '<div class="detail-share">%s</div></div>'
                    '<div class="detail-cmain"><h2 class="detail-sapo" data-role="sapo">%s</h2><div data-check-position="body_start"></div>'
                    '<div class="detail-content afcbc-body" data-role="content" itemprop="articleBody">%s</div><div data-check-position="body_end"></div></div>'
                    '<div class="detail__tags"><span class="title">Từ khóa:</span>%s</div>'
                    '<div class="detail__related"><div class="box-category-top"><h3 class="box-category-title">Tin liên quan</h3></div><div class="box-category-middle">%s</div></div>'
                    '%s<div class="box-category"><h3 class="box-category-title">Tin cùng chuyên mục</h3>%s</div></div>'
                    '<div class="detail__right"><div class="box-most-view"><h3 class="title">Đọc nhiều</h3><ul>%s</ul></div></div></div>' % (
            spath, esc(sec), esc(sec), esc(t), author, when, share, esc(sapo), "\n".join(out), tag_html,
            "".join('<div class="box-category-item"><h3 class="box-title-text"><a href="%s" title="%s">%s</a></h3><p class="box-category-sapo">%s</p></div>' % (
                u, esc(h), esc(h), esc(x)) for h, x in rel for u in [url(h)]), comment, same_html, most_html))
    extras.extend(["Tin cùng chuyên mục", "Đọc nhiều"])
    if late:
        return done(ld + '<div class="detail__section"><div class="detail__left"><div class="detail-top"><div class="detail-cate"><a href="https://tuoitre.vn/%s.htm" title="%s">%s</a></div>'
                    '<div class="detail-time"><div data-role="publishdate">%s</div></div></div>'
                    '<h1 class="detail-title article-title" data-role="title">%s</h1><div class="detail-sharing">%s</div>'
                    '<h2 class="detail-sapo" data-role="sapo">%s</h2><div data-check-position="body_start"></div>'
                    '<div class="detail-cmain"><div class="detail-content afcbc-body" data-role="content" itemprop="articleBody">%s</div><div data-check-position="body_end"></div>'
                    '<div class="detail-author-bot">%s</div></div>'
                    '<div class="detail-tab"><span class="title">Từ khóa:</span>%s</div>%s'
                    '<div class="box-category"><h3 class="box-category-title">Tin cùng chuyên mục</h3>%s</div></div>'
                    '<div class="detail__right"><div class="box-most-view"><h3 class="title">Đọc nhiều</h3><ul>%s</ul></div></div></div>' % (
            spath, esc(sec), esc(sec), when, esc(t), share, esc(sapo), "\n".join(out), author, tag_html, comment, same_html, most_html))
    return done(ld + '<div class="content-detail"><div class="w980"><ul class="block-breadcrumb"><li><a href="https://tuoitre.vn/%s.htm" title="%s">%s</a></li></ul>'
                '<h1 class="article-title">%s</h1><div class="date-time">%s</div><div class="share-social">%s</div>'
                '<div class="column-first-second"><div class="main-content-body"><h2 class="sapo">%s</h2>'
                '<div id="main-detail-body" class="content fck" itemprop="articleBody">%s</div>'
                '<div class="author">%s</div></div>'
                '<div class="tags-container"><strong>Từ khóa:</strong><ul class="block-key">%s</ul></div>%s'
                '<div class="relate-container"><h3 class="title-relate">Tin cùng chuyên mục</h3>%s</div></div>'
                '<div class="column-third"><div class="box-most-view"><h3 class="title">Đọc nhiều</h3><ul>%s</ul></div></div></div></div>' % (
        spath, esc(sec), esc(sec), esc(t), when, share, esc(sapo), "\n".join(out), esc(who) + (" (theo %s)" % agency if agency else ""),
        "".join('<li><a href="https://tuoitre.vn/%s.html" title="%s">%s</a></li>' % (slug(x), esc(x), esc(x)) for x in tags), comment, same_html, most_html))


# Chinese names, the provinces of a post's "IP 属地", the outlets a
# portal's story comes from ("本文来源："), a WeChat account's labels
ZH_SURNAMES = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周", "徐", "孙", "马", "朱", "胡", "郭", "何", "林", "罗", "高",
               "郑", "梁", "谢", "宋", "唐", "许", "韩", "冯", "邓", "曹", "彭", "曾", "欧阳", "司马"]
ZH_GIVEN = ["伟", "芳", "娜", "敏", "静", "磊", "洋", "艳", "勇", "军", "杰", "娟", "涛", "明", "超", "霞", "平", "刚", "晓东", "思远",
            "雨桐", "子涵", "浩然", "欣怡", "文博", "佳琪", "宇轩", "梓萱", "建国", "丽华", "志强", "海燕", "一鸣", "小川"]
ZH_PLACES = ["北京", "北京", "上海", "上海", "广东", "广东", "浙江", "江苏", "四川", "湖北", "山东", "福建", "河南", "湖南", "陕西",
             "天津", "重庆", "安徽", "辽宁", "云南", "美国", "日本", "英国", "香港"]
ZH_MEDIA = ["新京报", "澎湃新闻", "中国新闻网", "环球时报", "央视新闻", "界面新闻", "红星新闻", "北京日报", "人民日报", "21世纪经济报道",
            "每日经济新闻", "扬子晚报", "极目新闻", "潇湘晨报", "中新经纬", "南方都市报", "上观新闻", "封面新闻", "观察者网", "新华社"]
ZH_NUMS = "一二三四五六七八九十"
WX_FOLLOW = ["点击上方蓝字关注我们", "点击上方蓝字关注我们", "点击蓝字 关注我们", "点击上方“%s”，关注我们", "点击上方蓝字，设为星标",
             "点击上方“%s”，选择“设为星标”", "关注“%s”，获取更多精彩内容"]
WX_MORE = ["往期推荐", "往期推荐", "推荐阅读", "往期回顾", "精彩推荐", "热文推荐", "相关阅读"]
WX_QR = ["长按识别二维码关注我们", "扫码关注我们", "长按二维码，关注我们", "扫描二维码 关注我们", "长按识别二维码 | 关注我们"]
WX_LOOK = ["点个在看你最好看", "分享、点赞、在看，给个三连吧！", "觉得不错，点个“在看”吧", "点“在看”，让更多人看到", "喜欢就点个赞和在看吧"]
WX_END = ["- END -", "END", "— THE END —", "-END-", "· END ·"]
WX_CREDITS = [["编辑", "审核"], ["责编", "审核"], ["文字", "编辑", "审核"], ["编辑", "校对", "审核"], ["排版", "审核"], ["编辑"]]
WX_COLORS = ["rgb(0, 122, 170)", "rgb(255, 104, 39)", "rgb(217, 33, 66)", "rgb(61, 167, 66)", "rgb(0, 82, 255)", "rgb(171, 25, 66)",
             "rgb(2, 30, 170)", "rgb(123, 12, 0)"]
NE_CHANNELS = {"News": "news", "Politics": "news", "Travel": "travel", "Food": "home", "Design": "tech", "Music": "ent", "Books": "ent"}


def wechat(r, t, body, cat, cs):
    """Chinese long-form articles as readers met them in 2020-2024, in
    Chinese, one platform a site, each in its design of 2020-2022 or of
    2023-2024: a WeChat Official Account's article (mp.weixin.qq.com),
    a post in a Zhihu column (zhuanlan.zhihu.com), a story on NetEase
    (www.163.com: a newsroom's story or a "网易号" account's article) or on
    Toutiao (www.toutiao.com).  WeChat's: div#js_article.rich_media, the
    h2 (h1 on the newer) rich_media_title#activity-name, the meta list
    (span#copyright_logo "原创", the author's span, a#js_name the
    account, the hidden profile card of its "微信号" and "功能介绍",
    em#publish_time "2021-03-12" or empty, filled by the script, on the
    newer, the IP's "发表于" em); on reprinted articles the card "以下文章来源于
    ACCOUNT ，作者NAME" over the text; div#js_content.rich_media_content
    (visibility: hidden) as the account's editor writes it: UEditor's
    <p>s of inline styles and <span>s with "<p><br></p>" between them on
    some accounts, 135editor's sections (data-tools="135编辑器") or
    秀米's (powered-by="xiumi.us", paragraphs as <section>s at times),
    the 2024 editor's <span leaf=""> runs on some of the newer, <strong>
    runs in paragraphs; in it "点击上方蓝字关注我们" and its GIF over the text,
    "文 | NAME" lines, images by data-src (mmbiz.qpic.cn, data-ratio,
    data-w, "wxw-img"), captions in small grey <p>s, subheadings (a
    bold centred line, a 135 title box or "一、..."), quotes, "END",
    "编辑：NAME" and "审核：NAME" lines, "往期推荐" and its links to other
    articles, the QR code and "长按识别二维码关注我们", "微信号：...", "点个在看你最好看",
    a "声明：" at times, "点击“阅读原文”" lines; after it the tags ("收录于话题"
    or "收录于合集" "#TAG 12个"), "预览时标签不可点", "喜欢作者", "阅读原文", the
    toolbar or the newer bottom bar ("分享 赞 在看 写留言"), "精选留言"'s
    empty box, the PC's QR code ("微信扫一扫 关注该公众号") and the dialogs'
    words ("知道了", "取消 允许", "继续滑动看下一个", "轻触阅读原文", "微信扫一扫可打开此内容，使用完整服务",
    "视频 小程序 赞，轻点两下取消赞 在看 ...") and the script's msg_title,
    msg_desc, nickname and ct.  Zhihu's: the column's header ("首发于"),
    the title image at times, article.Post-Main: h1.Post-Title, the
    AuthorInfo (name, badge's bio, "关注"), "1,234 人赞同了该文章",
    div.RichText.ztext.Post-RichText of <p>s (data-pid on the newer), h2s,
    blockquotes, lists, figures (noscript's image, the lazy one,
    figcaption), a LinkCard to another post at times, the author's
    "本文首发于..." promo closing some; "发布于 2021-03-12 18:45" or "编辑于
    ...", "・IP 属地北京" on the newer; topics, the actions ("赞同 123",
    "45 条评论" or "添加评论", "分享", "喜欢", "收藏", "申请转载"), "文章被以下专栏收录"
    with the column's line, "推荐阅读", and js-initialData's JSON holding
    the content again.  NetEase's: h1.post_title, div.post_info
    "2023-03-12 18:45:06　来源: SOURCE", the top's 跟贴 count and "分享到：",
    div.post_body of <p id>s ("（原标题：...）" p.otitle over a reprint,
    "新京报讯（记者 NAME）" opening some, p.f_center images with their
    captions after a <br/>, bold subheadings), a 网易号 article's
    div.post_statement "特别声明：...", a story's div.post_author
    "本文来源：SOURCE 责任编辑： NAME_NE0011"; "网易跟贴", "相关推荐" and "热点新闻".
    Toutiao's: div.article-content: the h1, div.article-meta ("原创",
    the time, the author), article.syl-page-article of <p data-track>s,
    h1 subheadings, div.pgc-img and p.pgc-img-caption; the side's likes
    and comments' counts, the author's card, "相关推荐".  Readers'
    comments scripts load on every platform: their counts alone.  The
    feed's description: WeChat's digest (the text's first 54
    characters, or the editor's own line), Zhihu's excerpt, NetEase's
    and Toutiao's first hundred characters.  The truth: the story's
    paragraphs, its subheadings, quotes and list items, a dateline
    opening a paragraph; not the title, the account's or author's
    lines, the "follow us" lines, the bylines and credits in the text,
    captions, "END", the recommended links, QR code blocks, "在看" lines,
    disclaimers, promos, the original title, the source and editor
    lines, the statement, votes, counts, topics and tags."""
    rs = random.Random(BLOG[0] + " wechat")
    site = ["wechat", "zhihu", "netease", rs.choice(["toutiao", "toutiao", "wechat"])][DATE_STYLE]
    late = random.Random(BLOG[0] + " late").random() < 0.5
    acct = (BLOG[0][:-5] if BLOG[0].endswith(" Blog") else BLOG[0])[:rs.randint(3, 8)]   # the account's, the column's name
    years = [2023, 2024] if late else [2020, 2021, 2022]
    pub = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(6, 23), r.randint(0, 59), r.randint(0, 59))
    name = lambda g=r: g.choice(ZH_SURNAMES) + g.choice(ZH_GIVEN)
    hexid = lambda n: "".join(r.choice("0123456789abcdef") for _ in range(n))
    b62 = lambda n, g=r: "".join(g.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(n))
    lw = lambda g=r: LEXICON_JA[int(1200 * g.random() ** 2)]
    ymd = lambda d: d.strftime("%Y-%m-%d")
    hm = lambda d: d.strftime("%Y-%m-%d %H:%M")
    past = lambda: pub - datetime.timedelta(days=r.randint(1, 60), minutes=r.randint(0, 1200))
    ctime = lambda d: str(int((d - datetime.datetime(1970, 1, 1)).total_seconds()) - 8 * 3600)

    sents = cjk_sents

    def regroup(ks):
        out = []
        for p in body:
            ss = sents(p)
            while ss:
                k = r.choice(ks)
                out.append("".join(ss[:k]))
                ss = ss[k:]
        return out
    story = []

    if site == "wechat":
        # the account's template: its editor, its colours, its lines over
        # and under the text
        editor = rs.choice(["plain", "plain", "135", "xiumi"])
        leaf = late and rs.random() < 0.6
        blank = editor == "plain" and rs.random() < 0.6
        accent = rs.choice(WX_COLORS)
        ink = rs.choice(["rgb(62, 62, 62)", "rgb(51, 51, 51)", "rgb(89, 89, 89)", "rgba(0, 0, 0, 0.9)"])
        size = rs.choice(["15px", "15px", "16px", "17px"])
        lh = rs.choice(["1.75em", "1.75em", "2em", "1.6em", "1.5em"])
        ls = rs.choice(["1px", "0.544px", "0.5px", "1.5px"])
        indent = rs.random() < 0.15
        follow = rs.choice(WX_FOLLOW + [None, None])
        follow = follow % acct if follow and "%s" in follow else follow
        top_gif = follow is not None and rs.random() < 0.6
        byline_fmt = rs.choice([None, "文 | %s", "作者：%s", "文／%s", "撰文丨%s", "作者 | %s"])
        credits = rs.choice(WX_CREDITS + [None])
        staff = [name(rs) for _ in range(4)]
        more_label = rs.choice(WX_MORE + [None])
        qr = rs.random() < 0.75
        qr_text = rs.choice(WX_QR)
        look = rs.choice(WX_LOOK + [None, None])
        end_mark = rs.choice(WX_END + [None, None])
        disclaimer = rs.choice([None, None, None, "声明：本文仅代表作者个人观点，不代表本平台立场。如有侵权，请联系删除。",
                                "版权声明：部分图片来源于网络，版权归原作者所有，如有侵权请联系我们删除。", "免责声明：本文内容仅供参考，不构成任何建议。"])
        sub_style = rs.choice(["strong", "135", "num", "strong"])
        original_acct = rs.random() < 0.7
        wxid = rs.choice(["gh_" + "".join(rs.choice("0123456789abcdef") for _ in range(12)), "".join(rs.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rs.randint(5, 10)))])
        acct_desc = sentence(rs, 8, 20)
        sz = "sz_" if late and rs.random() < 0.5 else ""
        ipre = b62(10, rs)
        n = rs.randint(3000000000, 3999999999)
        b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
        raw = str(n).encode()
        bits = "".join("{:08b}".format(x) for x in raw) + "0000"
        biz = "".join(b64[int(bits[i:i + 6], 2)] for i in range(0, len(bits), 6)) + "=="
        mid = rs.choice([2247483000, 2650000000, 2651000000]) + r.randint(600, 99999)
        idx = r.choice([1, 1, 1, 1, 2, 3])
        link = lambda m, i: "https://mp.weixin.qq.com/s?__biz=%s&amp;mid=%d&amp;idx=%d&amp;sn=%s&amp;chksm=%s&amp;scene=21#wechat_redirect" % (
            biz, m, i, hexid(32), hexid(76))
        pstyle = "margin-bottom: 0em;line-height: %s;letter-spacing: %s;text-align: justify;%s" % (lh, ls, "text-indent: 2em;" if indent else "")
        sstyle = "font-size: %s;color: %s;" % (size, ink)
        grey = "font-size: 12px;color: rgb(136, 136, 136);"
        dataid = lambda: rs.randint(85000, 126000)

        def run(x):
            """a paragraph's text in the editor's runs: a bold stretch at
            times, the 2024 editor's <span leaf=""> round each run."""
            lf = (lambda y: '<span leaf="">%s</span>' % esc(y)) if leaf else esc
            ss = sents(x)
            if len(ss) > 1 and r.random() < 0.18:
                k = r.randrange(len(ss))
                return "".join(("<strong>%s</strong>" % lf(s) if i == k else lf(s)) if s else "" for i, s in enumerate(ss))
            return lf(x)

        def wp(x, style=None, span=None):
            st, sp = style or pstyle, span or sstyle
            if editor == "135":
                return '<section data-role="paragraph" class="_135editor"><p style="%s"><span style="%s">%s</span></p></section>' % (st, sp, run(x))
            if editor == "xiumi" and r.random() < 0.5:
                return '<section style="%s%s" powered-by="xiumi.us"><span style="%s">%s</span></section>' % (st, "margin-bottom: 16px;", sp, run(x))
            if editor == "xiumi":
                return ('<section style="margin: 10px 0%% 8px;" powered-by="xiumi.us"><section style="%s" powered-by="xiumi.us"><p style="white-space: normal;"><span style="%s">%s</span></p>'
                        '</section></section>') % (st, sp, run(x))
            return '<p style="%s"><span style="%s">%s</span></p>' % (st, sp, run(x))
        gap = '<p style="%s"><br></p>' % pstyle if blank else ""

        def img(kind="jpg", w=None, qrcode=False):
            w = w or r.choice([1080, 1080, 640, 1280, 900, 750])
            ratio = 1.0 if qrcode else r.choice([0.5625, 0.6666667, 0.75, 0.5, 1.3333333, 0.4226415, 1.0])
            typ = {"jpg": "jpeg", "png": "png", "gif": "gif"}[kind]
            src = "https://mmbiz.qpic.cn/%smmbiz_%s/%s%s/640?wx_fmt=%s%s" % (sz, kind, ipre, b62(r.randint(60, 80)), typ, "&amp;from=appmsg" if late else "")
            cls = ("__bg_gif " if kind == "gif" else "") + ("rich_pages wxw-img" if pub.year >= 2021 else "rich_pages")
            fid = ' data-imgfileid="%d"' % r.randint(100000001, 100099999) if late else ""
            return ('<p style="text-align: center;"><img class="%s" data-ratio="%s" data-s="300,640" data-src="%s" data-type="%s" data-w="%d"%s style="%s"></p>' % (
                cls, ratio, src, typ, w, fid, "width: 160px;" if qrcode else ""))
        paras = regroup([1, 1, 2, 2, 3])
        out = []
        top = []
        if follow and r.random() < 0.9:
            if top_gif:
                top.append(img("gif", 640))
            top.append('<section style="text-align: center;margin-bottom: 16px;"><span style="color: %s;font-size: 14px;letter-spacing: 1px;"><strong>%s</strong></span></section>' % (accent, esc(follow)))
            EXTRAS.append(follow)
        original = original_acct and r.random() < 0.85
        reprint = not original and r.random() < 0.5
        src_acct, src_author = title(r)[:r.randint(3, 6)], name()
        card = ""
        if reprint:
            src_desc = sentence(r, 8, 18)
            EXTRAS.extend(["以下文章来源于", src_desc])
            card = ('<div class="original_primary_card_tips">以下文章来源于%s ，作者%s</div>'
                    '<div class="original_primary_card appmsg_card_context wx_tap_card js_wx_tap_highlight" id="js_share_source" role="link" tabindex="0">'
                    '<div class="original_primary_card_hd"><span class="original_primary_avatar"><img class="original_primary_avatar_img" src="http://wx.qlogo.cn/mmhead/%s/0" alt=""></span></div>'
                    '<div class="original_primary_card_bd"><strong class="original_primary_nickname">%s</strong><span class="original_primary_nickname_dot">.</span>'
                    '<p class="original_primary_desc">%s</p></div><i class="weui-icon-arrow"></i></div>') % (esc(src_acct), esc(src_author), b62(52), esc(src_acct), esc(src_desc))
            if r.random() < 0.5:
                x = "本文转载自公众号“%s”，作者%s" % (src_acct, src_author)
                top.append('<p style="%s"><span style="%s">%s</span></p>' % (pstyle, grey, esc(x)))
                EXTRAS.append(x)
        author = name() if r.random() < 0.6 else None
        if byline_fmt and r.random() < 0.75:
            x = byline_fmt % (author or name())
            top.append('<p style="%s"><span style="font-size: 14px;color: rgb(136, 136, 136);">%s</span></p>' % (pstyle, esc(x)))
            EXTRAS.append(x)
        if r.random() < 0.5:
            top.append(img())
        out.extend(top)
        m = len(paras)
        heads = sorted(r.sample(range(1, m), min(m - 1, r.choice([2, 3, 4])))) if m >= 6 and r.random() < 0.55 else []
        quote_at = r.randrange(m) if m >= 3 and r.random() < 0.25 else -1
        hn = 0
        for k, p in enumerate(paras):
            if k in heads:
                h = title(r)
                if sub_style == "num":
                    h = "%s、%s" % (ZH_NUMS[hn % 10], h)
                hn += 1
                if sub_style == "135":
                    out.append(('<section class="_135editor" data-tools="135编辑器" data-id="%d"><section style="border-left: 4px solid %s;padding-left: 8px;margin: 24px 0px 12px;">'
                                '<p style="line-height: 1.5em;"><strong><span style="font-size: 17px;color: %s;">%s</span></strong></p></section></section>') % (dataid(), accent, accent, esc(h)))
                elif sub_style == "num":
                    out.append('<p style="%s"><strong><span style="font-size: %s;color: %s;">%s</span></strong></p>' % (pstyle, size, accent, esc(h)))
                else:
                    out.append('<p style="text-align: center;margin-top: 24px;"><strong><span style="color: %s;font-size: 17px;">%s</span></strong></p>' % (accent, esc(h)))
                story.append(h)
                if gap:
                    out.append(gap)
            out.append(wp(p))
            story.append(p)
            if gap:
                out.append(gap)
            if k == quote_at:
                q = sentence(r, 10, 24)
                if late:
                    out.append('<blockquote class="js_blockquote_wrap" data-type="2" data-url="" data-author-name="" data-content-utf8-length="%d" data-source-title="">'
                               '<section class="js_blockquote_digest"><section><span leaf="">%s</span></section></section></blockquote>' % (len(q.encode()), esc(q)))
                else:
                    out.append('<blockquote style="padding: 4px 0px 0px 10px;border-left: 3px solid rgb(219, 219, 219);color: rgb(136, 136, 136);"><p style="%s">%s</p></blockquote>' % (pstyle, esc(q)))
                story.append(q)
            if k < m - 1 and r.random() < 0.18:
                out.append(img(r.choice(["jpg", "jpg", "png"])))
                if r.random() < 0.45:
                    cap = r.choice([sentence(r, 5, 12)[:-1].rstrip("，"), "图片来源：网络", "图源：视觉中国", "图片来自网络，侵删", "图 | %s" % name()])
                    out.append('<p style="text-align: center;"><span style="%s">%s</span></p>' % (grey, esc(cap)))
        # the account's lines under the text
        source_link = r.random() < 0.3
        if source_link and r.random() < 0.6:
            x = r.choice(["点击文末“阅读原文”了解更多", "点击“阅读原文”查看详情", "点击阅读原文，查看更多"])
            out.append('<p style="%s"><span style="%s">%s</span></p>' % (pstyle, grey, esc(x)))
            EXTRAS.append(x)
        if reprint and r.random() < 0.6:
            x = "来源：%s" % src_acct
            out.append('<p style="%s"><span style="%s">%s</span></p>' % (pstyle, grey, esc(x)))
            EXTRAS.append(x)
        if end_mark and r.random() < 0.85:
            out.append('<section style="text-align: center;margin: 24px 0px;"><span style="font-size: 12px;color: rgb(178, 178, 178);letter-spacing: 2px;">%s</span></section>' % esc(end_mark))
        if disclaimer and r.random() < 0.8:
            out.append('<p style="%s"><span style="%s">%s</span></p>' % (pstyle, grey, esc(disclaimer)))
            EXTRAS.append(disclaimer)
        if credits and r.random() < 0.85:
            lines = ["%s：%s" % (c, r.choice(staff)) for c in credits]
            if r.random() < 0.5:
                x = "  ".join(x.replace("：", " | ") for x in lines)
                out.append('<p style="text-align: right;"><span style="%s">%s</span></p>' % (grey, esc(x)))
                EXTRAS.append(x)
            else:
                for x in lines:
                    out.append('<p style="text-align: right;"><span style="%s">%s</span></p>' % (grey, esc(x)))
                    EXTRAS.append(x)
        if more_label and r.random() < 0.8:
            more = [title(r) for _ in range(r.randint(2, 5))]
            EXTRAS.extend(more + [more_label])
            x = '<section style="margin-top: 24px;"><p style="text-align: left;"><strong><span style="color: %s;font-size: 16px;">%s</span></strong></p></section>' % (accent, esc(more_label))
            for h in more:
                mm = mid - r.randint(20, 4000)
                if r.random() < 0.2:
                    x += ('<p><a target="_blank" href="%s" textvalue="你已选中了添加链接的内容" data-itemshowtype="0" linktype="image" tab="innerlink" data-linktype="1">'
                          '<span class="js_jump_icon h5_image_link">%s</span></a></p>') % (link(mm, 1), img()[len('<p style="text-align: center;">'):-4])
                else:
                    x += ('<p style="%s"><a target="_blank" href="%s" textvalue="%s" linktype="text" imgurl="" imgdata="null" data-itemshowtype="0" tab="innerlink" data-linktype="2">'
                          '<span style="font-size: 14px;">%s</span></a></p>') % (pstyle, link(mm, r.choice([1, 1, 2, 3])), esc(h), esc(h))
            out.append(x)
        if qr and r.random() < 0.9:
            out.append(img("jpg", 430, qrcode=True))
            out.append('<p style="text-align: center;"><span style="font-size: 12px;color: %s;">%s</span></p>' % (accent, esc(qr_text)))
            EXTRAS.append(qr_text)
            if r.random() < 0.4:
                x = "微信号：%s" % wxid
                out.append('<p style="text-align: center;"><span style="%s">%s</span></p>' % (grey, esc(x)))
                EXTRAS.append(x)
        if look and r.random() < 0.8:
            out.append('<p style="text-align: center;"><span style="color: %s;font-size: 14px;">%s</span></p>' % (accent, esc(look)))
            EXTRAS.append(look)
            if r.random() < 0.5:
                out.append(img("gif", 640))
        STORY[:] = story
        digest = "".join(paras)[:54] if r.random() < 0.6 else sentence(r, 8, 20)
        DESC.append(digest)
        inner = "\n".join(out)
        if editor == "135" or editor == "xiumi" and r.random() < 0.7:
            inner = '<section style="font-size: %s;letter-spacing: %s;line-height: %s;" data-mpa-powered-by="yiban.io">%s</section>' % (size, ls, lh, inner)
        h1 = "h1" if late or pub.year >= 2022 else "h2"
        tap = "wx_tap_link js_wx_tap_highlight " if late else ""
        meta = ""
        if original:
            meta += '<span id="copyright_logo" class="%srich_media_meta icon_appmsg_tag appmsg_title_tag weui-wa-hotarea">原创</span>\n' % tap
        if author:
            meta += '<span class="rich_media_meta rich_media_meta_text">%s</span>\n' % esc(author)
        EXTRAS.append(acct_desc)
        meta += ('<span class="rich_media_meta rich_media_meta_nickname" id="profileBt"><a href="javascript:void(0);" class="%sweui-wa-hotarea" id="js_name">%s</a>'
                 '<div id="js_profile_qrcode" aria-hidden="true" class="profile_container" style="display:none;"><div class="profile_inner"><strong class="profile_nickname">%s</strong>'
                 '<img class="profile_avatar" id="js_profile_qrcode_img" src="" alt=""><p class="profile_meta"><label class="profile_meta_label">微信号</label><span class="profile_meta_value">%s</span></p>'
                 '<p class="profile_meta"><label class="profile_meta_label">功能介绍</label><span class="profile_meta_value">%s</span></p></div>'
                 '<span class="profile_arrow_wrp" id="js_profile_arrow_wrp"><i class="profile_arrow arrow_out"></i><i class="profile_arrow arrow_in"></i></span></div></span>\n') % (
            tap, esc(acct), esc(acct), esc(wxid), esc(acct_desc))
        meta += '<em id="publish_time" class="rich_media_meta rich_media_meta_text">%s</em>\n' % ("" if late else ymd(pub))
        if late or pub.year == 2022 and pub.month >= 6:
            meta += '<em id="js_ip_wording_wrp" class="rich_media_meta rich_media_meta_text" style="display: none;">发表于<span id="js_ip_wording"></span></em>\n'
        if late:
            meta += '<span id="js_modify_time_wrp" class="rich_media_meta rich_media_meta_text" style="display: none;">修改于<em id="js_modify_time"></em></span>\n'
        tags = ""
        if r.random() < 0.5:
            tg = [lw() for _ in range(r.choice([1, 1, 2]))]
            EXTRAS.append("预览时标签不可点")
            if late or pub.year == 2022 or pub.year == 2021 and pub.month >= 10:
                tags = ('<div id="js_tags" class="article-tag__list single-tag__wrp js_single" data-len="%d" role="link"><div class="weui-flex"><div class="weui-flex__item">'
                        '<div class="article-tag-card__left" id="js_article-tag-card__left"><span class="article-tag-card__title">收录于合集</span>%s</div></div>'
                        '<div class="article-tag-card__right" id="js_article-tag-card__right"></div></div></div>') % (len(tg), "".join(
                            '<span class="article-tag-card__link js_tag js_album_url" data-url="https://mp.weixin.qq.com/mp/appmsgalbum?__biz=%s&amp;action=getalbum&amp;album_id=%d#wechat_redirect">'
                            '<span class="js_album_name">#%s</span> <span class="article-tag__item-num js_album_num">%d个</span></span>' % (biz, r.randint(10 ** 18, 3 * 10 ** 18), esc(x), r.randint(3, 160)) for x in tg))
            else:
                tags = '<div class="article-tag__list" data-len="%d"><span class="article-tag__list-title">收录于话题</span>%s</div>' % (len(tg), "".join(
                    '<span class="article-tag__item-wrp js_tag" data-url="https://mp.weixin.qq.com/mp/appmsgalbum?__biz=%s&amp;action=getalbum&amp;album_id=%d#wechat_redirect" data-tag_id="%d">'
                    '<span class="article-tag__item">#%s</span><span class="article-tag__item-num">%d个</span></span>' % (biz, r.randint(10 ** 18, 3 * 10 ** 18), r.randint(10 ** 8, 10 ** 9), esc(x), r.randint(3, 160)) for x in tg))
            tags += '<div class="article-tag__error-tips" id="js_tags_preview_toast" style="display: none;">预览时标签不可点</div>'
        reward = ('<div class="reward_area tc reward_area_primary" id="js_preview_reward_author" style="display:none;"><div class="reward-avatar"><img src="" alt="" id="js_preview_reward_author_avatar"></div>'
                  '<div class="reward-author" id="js_preview_reward_author_name"></div><div class="reward_tips" id="js_preview_reward_author_wording">喜欢作者</div>'
                  '<a class="reward_button" id="js_preview_reward_author_link" href="javascript:void(0);"><span id="js_preview_reward_link_text">赞赏支持</span></a></div>') if original and r.random() < 0.6 else ""
        view_source = '<a class="media_tool_meta meta_primary" id="js_view_source" href="##">阅读原文</a>' if source_link else ""
        if late:
            tool = ('<div class="rich_media_tool_area"><div class="rich_media_tool" id="js_toobar3">%s</div></div>'
                    '<div class="interaction_bar__wrap" id="js_bottom_bar" style="display: none;"><div class="interaction_bar">'
                    '<div class="interaction_bar_item" id="js_bottom_share"><span class="interaction_bar__icon share"></span>分享</div>'
                    '<div class="interaction_bar_item" id="js_bottom_zan"><span class="interaction_bar__icon like"></span>赞</div>'
                    '<div class="interaction_bar_item" id="js_bottom_looking"><span class="interaction_bar__icon looking"></span>在看</div>'
                    '<div class="interaction_bar_item" id="js_bottom_comment"><span class="interaction_bar__icon comment"></span>写留言</div></div></div>') % view_source
        else:
            tool = ('<div class="rich_media_tool_area"><div class="rich_media_tool" id="js_toobar3">%s<div id="js_read_area3" class="media_tool_meta tips_global meta_primary" style="display:none;">阅读 <span id="readNum3"></span></div>'
                    '<span style="display:none;" class="media_tool_meta meta_extra meta_praise" id="like_old"><i class="icon_praise_gray"></i><span class="praise_num" id="likeNum3"></span></span>'
                    '<div id="js_like_area" class="media_tool_meta meta_primary" style="display:none;"><span class="media_tool_meta__text">在看</span></div></div></div>') % view_source
        extra = ('<div class="rich_media_area_extra"><div class="rich_media_area_extra_inner"><div class="mpda_bottom_container" id="js_bottom_ad_area"></div>'
                 '<div id="js_cmt_area" class="rich_media_extra" style="display:none;"><div class="discuss_container" id="js_cmt_main" style="display:none;">'
                 '<div class="rich_tips with_line title_tips discuss_title_line"><span class="tips">精选留言</span></div>'
                 '<p class="discuss_icon_tips rich_split_tips tr" id="js_cmt_addbtn2" style="display:none;"><a href="javascript:;">写留言</a></p>'
                 '<ul class="discuss_list" id="js_cmt_list"></ul></div></div></div></div>')
        a11y = "".join('<span class="weui-a11y_ref" style="display:none">%s</span>' % x for x in ["：", "，", "，", "，", "。"])
        dialogs = ('<div id="js_pc_qr_code" class="qr_code_pc_outer" style="display:none;"><div class="qr_code_pc_inner"><div class="qr_code_pc">'
                   '<img id="js_pc_qr_code_img" class="qr_code_pc_img" alt=""><p>微信扫一扫<br>关注该公众号</p></div></div></div>'
                   '<div class="weui-dialog__wrp" id="js_alert_panel" style="display:none;"><div class="weui-mask"></div><div class="weui-dialog"><div class="weui-dialog__bd" id="js_alert_content"></div>'
                   '<div class="weui-dialog__ft"><a href="javascript:;" class="weui-dialog__btn weui-dialog__btn_primary" id="js_alert_confirm">知道了</a></div></div></div>'
                   '<div id="js_minipro_dialog" style="display:none;"><div class="weui-mask"></div><div class="weui-dialog weui-dialog_minipro"><div class="weui-dialog__bd">'
                   '<img class="weapp_code_img" id="js_minipro_dialog_code" src="" alt=""><p>微信扫一扫<br>使用小程序</p></div></div></div>'
                   '%s'
                   '<div class="weui-dialog__wrp" id="js_confirm_panel" style="display:none;"><div class="weui-mask"></div><div class="weui-dialog"><div class="weui-dialog__bd" id="js_confirm_content"></div>'
                   '<div class="weui-dialog__ft"><a href="javascript:void(0);" class="weui-dialog__btn weui-dialog__btn_default" id="js_confirm_cancel">取消</a>'
                   '<a href="javascript:void(0);" class="weui-dialog__btn weui-dialog__btn_primary" id="js_confirm_ok">允许</a></div></div></div>') % (
            ('<div class="wx_expand_article" id="js_unlogin_tips" style="display:none;"><div class="wx_follow_card"><p>继续滑动看下一个</p><p>轻触阅读原文</p>'
             '<img class="wx_follow_avatar" src="http://mmbiz.qpic.cn/%smmbiz_png/%s/0?wx_fmt=png" alt=""><div class="wx_follow_nickname">%s</div><p>向上滑动看下一个</p></div>'
             '<div class="wx_expand_tips"><img alt="跳转二维码" src=""><img alt="作者头像" src=""><p>微信扫一扫可打开此内容，<br>使用完整服务</p></div></div>') % (sz, ipre + b62(70), esc(acct))
            if late or pub.year >= 2022 else "")
        bottom = ('<div class="wx_a11y_bar" aria-hidden="true" style="display:none;">%s<span>视频</span><span>小程序</span><span>赞</span><span>，轻点两下取消赞</span>'
                  '<span>在看</span><span>，轻点两下取消在看</span>%s</div>') % (a11y, "<span>分享</span><span>留言</span><span>收藏</span>" + ("<span>听过</span>" if late else "") if late or pub.year >= 2022 else "")
        msg_cdn = "http://mmbiz.qpic.cn/%smmbiz_jpg/%s%s/0?wx_fmt=jpeg" % (sz, ipre, b62(70))
        js = lambda s: s.replace("\\", "\\\\").replace('"', '\\"').replace("'", "\\'").replace("</", "<\\/")
        script = ('<script type="text/javascript" nonce="%d">\nvar biz = "%s" || "";\nvar sn = "%s" || "";\nvar mid = "%d" || "";\nvar idx = "%d" || "";\n'
                  'var msg_title = \'%s\'.html(false);\nvar msg_desc = htmlDecode("%s");\nvar msg_cdn_url = "%s";\nvar ct = "%s";\n'
                  'var publish_time = "%s" || "";\nvar nickname = htmlDecode("%s");\nvar user_name = "%s";\nvar copyright_stat = "%d";\n</script>') % (
            r.randint(10 ** 8, 10 ** 9), biz, hexid(32), mid, idx, js(t), js(digest), msg_cdn, ctime(pub), ymd(pub), js(acct),
            "gh_" + hexid(12) if not wxid.startswith("gh_") else wxid, 1 if original else 2)
        return ('<div id="js_article" class="rich_media"><div id="js_top_ad_area" class="top_banner"></div><div class="rich_media_inner">'
                '<div id="page-content" class="rich_media_area_primary"><div class="rich_media_area_primary_inner">'
                '<div id="img-content" class="rich_media_wrp">\n<%s class="rich_media_title " id="activity-name">\n            %s\n          </%s>\n'
                '<div id="meta_content" class="rich_media_meta_list">\n%s</div>\n%s'
                '<div class="rich_media_content %s" id="js_content" style="visibility: hidden;">\n%s\n</div>\n'
                '<script type="text/javascript" nonce="%d">var first_sceen__time = (+new Date()); if ("" == 1 && document.getElementById(\'js_content\')) { document.getElementById(\'js_content\').addEventListener("selectstart", function(e){ e.preventDefault(); }); }</script>\n'
                '<div class="ct_mpda_wrp" id="js_sponsor_ad_area" style="display:none;"></div>%s%s</div>%s</div></div>%s</div>%s</div>%s%s') % (
            h1, esc(t), h1, meta, card, "js_underline_content autoTypeSetting24psection" if late or pub.year >= 2022 else "", inner,
            r.randint(10 ** 8, 10 ** 9), reward, tags, tool, dialogs, extra, bottom, script)

    if site == "zhihu":
        # the column: its author, its name, its line; a post's parts
        author = name(rs)
        slug = rs.choice(["".join(rs.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rs.randint(5, 12))) + rs.choice(["", "-%d" % rs.randint(10, 99)]),
                          "".join(rs.choice("0123456789abcdef") for _ in range(32))])
        bio = rs.choice([sentence(rs, 4, 9)[:-1], "%s话题下的优秀答主" % lw(rs), "%s 从业者" % lw(rs), "公众号：%s" % acct, "%s爱好者，%s研究者" % (lw(rs), lw(rs))])
        col_id = rs.choice(["c_%d" % rs.randint(10 ** 18, 16 * 10 ** 17 + 10 ** 18), "".join(rs.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rs.randint(5, 10)))])
        column = acct if rs.random() < 0.8 else None
        col_line = sentence(rs, 6, 14)
        promo = rs.choice([None, None, "本文首发于微信公众号“%s”，欢迎关注。" % acct, "欢迎关注我的公众号：%s" % acct, "原创不易，如果觉得有帮助，欢迎点赞、收藏、关注！"])
        followers = rs.randint(200, 400000)
        pid = lambda: b62(8)
        aid = r.randint(600000000, 700000000) if late else r.randint(110000000, 560000000)
        me = "https://zhuanlan.zhihu.com/p/%d" % aid
        zimg = lambda: "v2-%s" % hexid(32)
        paras = list(body)
        m = len(paras)
        heads = sorted(r.sample(range(1, m), min(m - 1, r.choice([1, 2, 3])))) if m >= 5 and r.random() < 0.5 else []
        quote_at = r.randrange(m) if m >= 2 and r.random() < 0.25 else -1
        list_at = r.randrange(m) if m >= 3 and r.random() < 0.2 else -1
        card_at = r.randrange(1, m) if m >= 4 and r.random() < 0.2 else -1
        P = (lambda x, tag="p": '<%s data-pid="%s">%s</%s>' % (tag, pid(), x, tag)) if late else (lambda x, tag="p": "<%s>%s</%s>" % (tag, x, tag))
        out = []

        def fig():
            w, h = r.choice([(1080, 720), (1280, 720), (800, 600), (1080, 1440), (640, 427)])
            z = zimg()
            pic = "https://pic%d.zhimg.com/" % r.randint(1, 4)
            thumb = pic + ("80/%s_720w.webp" % z if late else "%s_b.jpg" % z)
            cap = sentence(r, 5, 12)[:-1].rstrip("，") if r.random() < 0.4 else ""
            x = ('<figure data-size="normal"><noscript><img src="%s" data-caption="%s" data-size="normal" data-rawwidth="%d" data-rawheight="%d" class="origin_image zh-lightbox-thumb" width="%d" data-original="%s%s_r.jpg"/></noscript>'
                 '<img src="data:image/svg+xml;utf8,&lt;svg xmlns=&#39;http://www.w3.org/2000/svg&#39; width=&#39;%d&#39; height=&#39;%d&#39;&gt;&lt;/svg&gt;" data-caption="%s" data-size="normal" data-rawwidth="%d" data-rawheight="%d"'
                 ' class="origin_image zh-lightbox-thumb lazy" width="%d" data-original="%s%s_r.jpg" data-actualsrc="%s"/>%s</figure>') % (
                thumb, esc(cap), w, h, w, pic, z, w, h, esc(cap), w, h, w, pic, z, thumb, "<figcaption>%s</figcaption>" % esc(cap) if cap else "")
            return x
        if r.random() < 0.3:
            out.append(fig())
        for k, p in enumerate(paras):
            if k in heads:
                h = title(r)
                out.append("<h2>%s</h2>" % esc(h))
                story.append(h)
            out.append(P(esc(p)))
            story.append(p)
            if k == quote_at:
                q = sentence(r, 10, 26)
                out.append(P(esc(q), "blockquote"))
                story.append(q)
            if k == list_at:
                items = [sentence(r, 4, 12) for _ in range(r.randint(2, 5))]
                out.append("<%s>%s</%s>" % (("ol", "".join(P(esc(x), "li") for x in items), "ol") if r.random() < 0.4 else ("ul", "".join(P(esc(x), "li") for x in items), "ul")))
                story.extend(items)
            if k == card_at:
                ct, cid = title(r), r.randint(100000000, 700000000)
                EXTRAS.append(ct)
                out.append(('<a target="_blank" href="https://zhuanlan.zhihu.com/p/%d" data-draft-node="block" data-draft-type="link-card" class="LinkCard new css-biylet" data-za-detail-view-id="172">'
                            '<span class="LinkCard-contents"><span class="LinkCard-title two-line">%s</span><span class="LinkCard-desc"><span style="display:inline-flex;align-items:center">&#8203;'
                            '<svg width="14" height="14" viewBox="0 0 24 24" class="Zi Zi--InsertLink" fill="currentColor"><path d="M6.77 17.23c-.905-.904-.94-2.333-.08-3.193l3.059-3.06-1.192-1.19-3.059 3.058c-1.489 1.489-1.427 3.954.138 5.519s4.03 1.627 5.519.138l3.059-3.059-1.192-1.192-3.059 3.06c-.86.86-2.289.824-3.193-.08zm3.016-8.673l1.192 1.192 3.059-3.06c.86-.86 2.289-.824 3.193.08.905.905.94 2.334.08 3.194l-3.059 3.06 1.192 1.19 3.059-3.058c1.489-1.489 1.427-3.954-.138-5.519s-4.03-1.627-5.519-.138L9.786 8.557zm-1.023 6.68c.33.33.863.343 1.177.029l5.34-5.34c.314-.314.3-.846-.03-1.176-.33-.33-.862-.344-1.176-.03l-5.34 5.34c-.314.314-.3.846.03 1.177z" fill-rule="evenodd"></path></svg>'
                            '</span>zhuanlan.zhihu.com/p/%d</span></span><span class="LinkCard-image LinkCard-image--horizontal"><img src="https://pic%d.zhimg.com/%s_180x120.jpg" alt=""></span></a>') % (
                    cid, esc(ct), cid, r.randint(1, 4), zimg()))
            if k < m - 1 and r.random() < 0.15:
                out.append(fig())
        if promo and r.random() < 0.7:
            if r.random() < 0.5:
                out.append("<hr/>")
            out.append(P(esc(promo)))
            EXTRAS.append(promo)
        STORY[:] = story
        content = "".join(out)
        excerpt = "".join(paras)[:100] + ("…" if len("".join(paras)) > 100 else "")
        DESC.append(excerpt)
        votes = r.choice([r.randint(0, 30), r.randint(10, 900), r.randint(100, 20000)])
        ncom = len(cs) + (r.randint(0, 200) if votes > 500 else 0)
        edited = pub + datetime.timedelta(days=r.randint(0, 30), minutes=r.randint(10, 900)) if r.random() < 0.35 else None
        ip = r.choice(ZH_PLACES)
        when = ("编辑于 %s" % hm(edited) if edited else "发布于 %s" % hm(pub)) + ("・IP 属地%s" % ip if late or pub.year == 2022 and pub.month >= 5 else "")
        topics = list(dict.fromkeys(lw() for _ in range(r.randint(1, 3))))
        recs = [(title(r), name()) for _ in range(r.randint(3, 4))]
        vote_label = ("赞同 %d" % votes if votes < 10000 else "赞同 %.1f 万" % (votes / 10000.0)) if votes else "赞同"
        EXTRAS.extend(["人赞同了该文章", vote_label, "文章被以下专栏收录" if column else "推荐阅读", col_line if column else recs[0][0], bio]
                      + [h for h, _ in recs] + (["%d 条评论" % ncom] if ncom else []))
        svg = lambda cls, d: '<span style="display:inline-flex;align-items:center">&#8203;<svg width="1.2em" height="1.2em" viewBox="0 0 24 24" class="Zi Zi--%s" fill="currentColor"><path d="%s"></path></svg></span>' % (cls, d)
        up = ('<span style="display:inline-flex;align-items:center">&#8203;<svg width="10" height="10" viewBox="0 0 24 24" class="Zi Zi--TriangleUp VoteButton-TriangleUp" fill="currentColor">'
              '<path fill-rule="evenodd" d="M13.792 3.681c-.781-1.406-2.803-1.406-3.584 0l-7.79 14.023c-.76 1.367.228 3.046 1.791 3.046h15.582c1.563 0 2.55-1.68 1.791-3.046l-7.79-14.023Z" clip-rule="evenodd"></path></svg></span>')
        def css(n):
            """emotion's class of a component, the same on every page of a site."""
            g = random.Random(BLOG[0] + " zh " + n)
            return " css-" + "".join(g.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(g.choice([6, 7]))) if late else ""
        people = "//www.zhihu.com/people/%s" % slug
        avatar = "https://pic%d.zhimg.com/v2-%s_l.jpg?source=172ae18b" % (rs.randint(1, 4), "".join(rs.choice("0123456789abcdef") for _ in range(32)))
        header = ""
        if column:
            header = ('<div class="ColumnPageHeader-Wrapper"><div><div class="Sticky ColumnPageHeader"><div class="ColumnPageHeader-content"><a href="//www.zhihu.com" aria-label="知乎">'
                      '<svg viewBox="0 0 64 30" fill="#1772F6" width="64" height="30" class="css-1hlrcxk"><path d="M29.05 4.582H16.733V25.94h3.018l.403 2.572 4.081-2.572h4.815V4.582z"></path></svg></a>'
                      '<i class="ColumnPageHeader-Line"></i><div class="ColumnPageHeader-Title"><div class="ColumnPageHeader-TitleName"><span class="ColumnPageHeader-TitleMeta">首发于</span>'
                      '<a class="ColumnLink ColumnPageHeader-TitleColumn" href="https://www.zhihu.com/column/%s">%s</a></div></div>'
                      '<div class="ColumnPageHeader-Button"><button type="button" class="Button ColumnPageHeader-WriteButton Button--blue">%s写文章</button></div></div></div></div></div>') % (
                col_id, esc(column), svg("EditSurround", "M15.031 3.6 6.06 12.57a3 3 0 0 0-.791 1.394l-.867 3.47a1 1 0 0 0 1.213 1.212l3.47-.867a3 3 0 0 0 1.393-.79L19.45 8.02l-4.42-4.42Z"))
        timg = ('<img class="TitleImage" src="https://pic%d.zhimg.com/%s_720w.jpg?source=172ae18b" alt="%s">' % (r.randint(1, 4), zimg(), esc(t))) if r.random() < 0.45 else ""
        author_html = ('<div class="Post-Author"><div class="AuthorInfo" itemprop="author" itemscope="" itemtype="http://schema.org/Person"><meta itemprop="name" content="%s"><meta itemprop="image" content="%s">'
                       '<meta itemprop="url" content="https://www.zhihu.com/people/%s"><meta itemprop="zhihu:followerCount" content="%d">'
                       '<span class="UserLink AuthorInfo-avatarWrapper"><div class="Popover"><div id="Popover1-toggle" aria-haspopup="true" aria-expanded="false"><a class="UserLink-link" data-za-detail-view-element="2" target="_blank" href="%s">'
                       '<img class="Avatar Avatar--round AuthorInfo-avatar" width="38" height="38" src="%s" alt="%s"></a></div></div></span>'
                       '<div class="AuthorInfo-content"><div class="AuthorInfo-head"><span class="UserLink AuthorInfo-name"><div class="Popover"><div aria-haspopup="true" aria-expanded="false">'
                       '<a class="UserLink-link" data-za-detail-view-element="2" target="_blank" href="%s">%s</a></div></div></span></div>'
                       '<div class="AuthorInfo-detail"><div class="AuthorInfo-badge"><div class="ztext AuthorInfo-badgeText%s">%s</div></div></div></div></div>'
                       '<button type="button" class="Button FollowButton Button--primary Button--blue">%s关注</button></div>') % (
            esc(author), avatar, slug, followers, people, avatar, esc(author), people, esc(author), css("badge"), esc(bio), svg("Plus", "M13.25 3.25a1.25 1.25 0 1 0-2.5 0v7.5h-7.5a1.25 1.25 0 1 0 0 2.5h7.5v7.5a1.25 1.25 0 1 0 2.5 0v-7.5h7.5a1.25 1.25 0 0 0 0-2.5h-7.5v-7.5Z"))
        voters = '<div><span class="Voters"><button type="button" class="Button Button--plain">%s 人赞同了该文章</button></span></div>' % "{:,}".format(votes) if votes else ""
        actions = ('<div><div class="Sticky RichContent-actions is-fixed is-bottom"><div class="ContentItem-actions">'
                   '<span><button aria-label="赞同 %d " aria-live="polite" type="button" class="Button VoteButton VoteButton--up">%s%s</button>'
                   '<button aria-label="反对" aria-live="polite" type="button" class="Button VoteButton VoteButton--down">%s</button></span>'
                   '<button type="button" class="Button BottomActions-CommentBtn Button--plain Button--withIcon Button--withLabel">%s%s</button>'
                   '<div class="Popover ShareMenu ContentItem-action"><div class="ShareMenu-toggler" aria-haspopup="true" aria-expanded="false"><button type="button" class="Button Button--plain Button--withIcon Button--withLabel">%s分享</button></div></div>'
                   '<button type="button" class="Button ContentItem-action Button--plain Button--withIcon Button--withLabel">%s喜欢</button>'
                   '<button type="button" class="Button ContentItem-action Button--plain Button--withIcon Button--withLabel">%s收藏</button>'
                   '<button type="button" class="Button ContentItem-action Button--plain Button--withIcon Button--withLabel">%s申请转载</button>'
                   '<div class="Post-ActionMenuButton"><div class="Popover"><div aria-haspopup="true" aria-expanded="false"><button type="button" aria-label="更多" class="Button Button--plain Button--withIcon Button--iconOnly">%s</button></div></div></div>'
                   '</div></div></div>') % (
            votes, up, vote_label, up.replace("TriangleUp VoteButton-TriangleUp", "TriangleDown").replace('d="M13.792', 'transform="rotate(180 12 12)" d="M13.792'),
            svg("Comment Button-zi", "M12 2.75a9.25 9.25 0 1 0 4.737 17.197l2.643.817a1 1 0 0 0 1.25-1.25l-.8-2.588A9.25 9.25 0 0 0 12 2.75Z"), "%d 条评论" % ncom if ncom else "添加评论",
            svg("Share Button-zi", "M19.47 1.914a.8.8 0 0 1 1.204.778l-1.872 16.386a.9.9 0 0 1-1.204.743l-4.615-1.727a.7.7 0 0 0-.831.261l-1.927 3.03a.8.8 0 0 1-1.474-.393l-.28-4.78"),
            svg("Heart Button-zi", "M17.142 3.203c-2.08-.2-3.803.707-5.142 2.12-1.339-1.413-3.062-2.32-5.142-2.12"),
            svg("Star Button-zi", "M10.484 3.307c.673-1.168 2.358-1.168 3.032 0l2.377 4.122"), svg("Copyright Button-zi", "M12 2.75a9.25 9.25 0 1 0 0 18.5 9.25 9.25 0 0 0 0-18.5Z"),
            svg("Dots Button-zi", "M5.5 12a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm8 0a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm8 0a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z"))
        topic_html = ('<div class="Post-topicsAndReviewer"><div class="TopicList Post-Topics">%s</div></div>' % "".join(
            '<div class="Tag Topic%s"><span class="Tag-content"><a class="TopicLink" href="//www.zhihu.com/topic/%d" target="_blank"><div class="Popover"><div aria-haspopup="true" aria-expanded="false">%s</div></div></a></span></div>' % (
                css("topic"), r.randint(19550000, 21000000), esc(x)) for x in topics))
        sub = ""
        if column:
            sub += ('<div class="PostIndex-Contributions" data-za-detail-view-path-module="ColumnList"><h3 class="BlockTitle">文章被以下专栏收录</h3><ul>'
                    '<div class="ContentItem Column-ColumnItem"><div class="ContentItem-main"><div class="ContentItem-image"><a class="ColumnLink" href="/%s"><div class="Popover">'
                    '<img class="Avatar Avatar--medium Avatar--round" width="40" height="40" src="https://pic%d.zhimg.com/v2-%s_l.jpg?source=172ae18b" alt="%s"></div></a></div>'
                    '<div class="ContentItem-head"><h2 class="ContentItem-title"><a class="ColumnLink ColumnItem-Title" href="/%s"><div class="Popover">%s</div></a></h2>'
                    '<div class="ContentItem-meta">%s</div></div><div class="ContentItem-extra"><a href="/%s" type="button" class="Button">进入专栏</a></div></div></div></ul></div>') % (
                col_id, rs.randint(1, 4), "".join(rs.choice("0123456789abcdef") for _ in range(32)), esc(column), col_id, esc(column), esc(col_line), col_id)
        sub += ('<div class="Recommendations-Main" style="width:1000px"><h3 class="BlockTitle Recommendations-BlockTitle">推荐阅读</h3><ul class="Recommendations-List">%s</ul></div>' % "".join(
            '<a class="PostItem" href="/p/%d"><img class="PostItem-TitleImage" src="https://pic%d.zhimg.com/%s_250x0.jpg?source=172ae18b" alt="%s"><h1 class="PostItem-Title">%s</h1>'
            '<div class="PostItem-Footer"><span class="PostItem-FooterTitle">%s</span><span class="PostItem-FooterDot">·</span><span>发表于%s</span></div></a>' % (
                r.randint(100000000, 700000000), r.randint(1, 4), zimg(), esc(h), esc(h), esc(a), esc(lw())) for h, a in recs))
        uid = hexid(32)
        state = json.dumps({"initialState": {"common": {"ask": {}}, "loading": {"global": {"count": 0}, "local": {}}, "entities": {
            "users": {slug: {"id": uid, "urlToken": slug, "name": author, "headline": bio, "followerCount": followers, "avatarUrl": avatar}},
            "articles": {str(aid): {"id": aid, "title": t, "type": "article", "url": me, "excerpt": excerpt, "created": int(ctime(pub)), "updated": int(ctime(edited or pub)),
                                    "author": {"id": uid, "urlToken": slug, "name": author}, "commentPermission": "all", "state": "published", "content": content,
                                    "voteupCount": votes, "commentCount": ncom, "topics": [{"name": x} for x in topics],
                                    "column": {"id": col_id, "title": column} if column else None}}}}}, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
        zop = esc(json.dumps({"authorName": author, "itemId": aid, "title": t, "type": "article"}, ensure_ascii=False, separators=(",", ":")))
        rich = ('<div class="Post-RichTextContainer"><div class="%s"><div class="RichText ztext Post-RichText%s" options="[object Object]">%s</div></div></div>' % (
            css("richwrap").strip(), css("rich"), content)) if late else '<div class="Post-RichTextContainer"><div class="RichText ztext Post-RichText" options="[object Object]">%s</div></div>' % content
        return ('<div id="root"><div class="App"><div class="LoadingBar"></div><main role="main" class="App-main"><div class="Post-content" data-zop-usertoken="{}" data-zop="%s" data-za-detail-view-path-module="PostItem">'
                '%s%s<article class="Post-Main Post-NormalMain" tabindex="-1"><header class="Post-Header"><h1 class="Post-Title">%s</h1>%s<div class="LabelContainer-wrapper"></div>%s</header>'
                '%s<div class="ContentItem-time">%s</div>%s%s</article><div class="Post-Sub Post-NormalSub">%s</div></div></main></div></div>'
                '<script id="js-initialData" type="text/json">%s</script>') % (
            zop, header, timg, esc(t), author_html, voters, rich, esc(when), topic_html, actions, sub, state)

    if site == "netease":
        chan = NE_CHANNELS.get(cat, "news")
        editors = [(name(rs), "N%s%d" % (rs.choice(["", "", "BJ", "F", "S", "Q", "A", "BJS", "E"]), rs.randint(1000, 19999))) for _ in range(4)]
        dy = r.random() < rs.choice([0.3, 0.5, 0.7])
        nid = "%s%s" % ("".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(8)), r.choice(["0001899O", "0512B07B", "05346RC6", "0534A4SC", "0553RQH2", "0550AXYG"]))
        paras = list(body)
        if dy:
            src = title(r)[:r.randint(3, 6)]
            src_link = "https://www.163.com/dy/media/T%d.html" % r.randint(1500000000000, 1700000000000)
        else:
            src = r.choice(ZH_MEDIA)
            src_link = "https://www.163.com/%s/" % chan
            if r.random() < 0.35:
                # a dateline opening the story: "新京报讯（记者 NAME）", "据...报道，", "中新网3月12日电 "
                paras[0] = ("中新网%d月%d日电 " % (pub.month, pub.day) if src == "中国新闻网" else
                            "新华社%s%d月%d日电 " % (r.choice(["北京", "上海", "广州"]), pub.month, pub.day) if src == "新华社" else
                            r.choice(["%s讯（记者 %s）" % (src, name()), "据%s报道，" % src])) + paras[0]
        out = []
        if not dy and r.random() < 0.25:
            ot = "（原标题：%s）" % title(r)
            out.append('<p class="otitle">%s</p>' % esc(ot))
            EXTRAS.append(ot)
        pidf = lambda: "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(8))

        def nimg():
            u = "http%%3A%%2F%%2F%s.ws.126.net%%2F%d%%2F%02d%02d%%2F%sj00%s.jpg" % (
                "dingyue" if dy else "cms-bucket", pub.year, pub.month, pub.day, hexid(8), b62(14).lower())
            cap = sentence(r, 5, 12)[:-1].rstrip("，") if r.random() < 0.5 else ""
            return '<p class="f_center"><img src="https://nimg.ws.126.net/?url=%s&amp;thumbnail=660x2147483647&amp;quality=80&amp;type=jpg" alt="%s"/><br/>%s</p>' % (u, esc(t), esc(cap))
        if r.random() < 0.6:
            out.append(nimg())
        m = len(paras)
        heads = sorted(r.sample(range(1, m), min(m - 1, r.choice([1, 2, 3])))) if m >= 5 and r.random() < 0.35 else []
        for k, p in enumerate(paras):
            if k in heads:
                h = title(r)
                out.append('<p id="%s"><strong>%s</strong></p>' % (pidf(), esc(h)))
                story.append(h)
            out.append('<p id="%s">%s</p>' % (pidf(), esc(p)))
            story.append(p)
            if k < m - 1 and r.random() < 0.15:
                out.append(nimg())
        STORY[:] = story
        DESC.append("".join(paras)[:100])
        tie = r.randint(0, 3000) if r.random() < 0.8 else 0
        join = tie * r.randint(3, 40) + r.randint(0, 500)
        tail = ""
        if dy:
            st = ("特别声明：以上内容(如有图片或视频亦包括在内)为自媒体平台“网易号”用户上传并发布，本平台仅提供信息存储服务。")
            EXTRAS.append(st)
            tail = ('<div class="post_statement"><span class="bg"></span><p><strong>特别声明：</strong>以上内容(如有图片或视频亦包括在内)为自媒体平台“网易号”用户上传并发布，本平台仅提供信息存储服务。</p>'
                    '<p><strong>Notice:</strong> The content above (including the pictures and videos if any) is uploaded and posted by a user of NetEase Hao, which is a social media platform and only provides information storage services.</p></div>')
        else:
            ed, code = r.choice(editors)
            EXTRAS.extend(["本文来源：%s" % src, "%s_%s" % (ed, code)])
            tail = ('<div class="post_author"><a href="https://%s.163.com/"><img src="https://static.ws.126.net/cnews/css13/img/end_%s.png" alt="%s" width="13" height="12" class="icon"></a>\n'
                    '                本文来源：%s\n                                        责任编辑：\n                %s_%s\n            </div>') % (chan, chan, esc(ed), esc(src), esc(ed), code)
        recs = [(title(r), r.choice(ZH_MEDIA), past(), r.randint(0, 999)) for _ in range(r.randint(4, 8))]
        hot = [title(r) for _ in range(r.randint(5, 8))]
        EXTRAS.extend([x[0] for x in recs] + hot)
        rec_html = "".join(('<li class="post_recommend"><a class="post_recommend_img" href="https://www.163.com/news/article/%s.html"><img src="https://nimg.ws.126.net/?url=%s&amp;thumbnail=140y88&amp;quality=85&amp;type=jpg" alt=""></a>'
                            '<div class="post_recommend_info"><h3 class="post_recommend_title"><a href="https://www.163.com/news/article/%s.html">%s</a></h3>'
                            '<p class="post_recommend_time">%s %s</p>%s</div></li>') % (
            k, hexid(16), k, esc(h), esc(s), ymd(d), '<a class="post_recommend_tie" href="https://comment.tie.163.com/%s.html"><span class="post_recommend_tie_icon"></span>%d</a>' % (k, c) if c else "")
            for h, s, d, c, k in [x + (pidf() + "0001899O",) for x in recs])
        share = ('<div class="post_top_share"><span class="post_top_share_title">分享到：</span><ul class="post_share"><li class="share_weixin js_weixin"><a href="javascript:;" title="分享到微信"></a></li>'
                 '<li class="share_weibo js_share" data-type="weibo"><a href="javascript:;" title="分享到新浪微博"></a></li><li class="share_qzone js_share" data-type="qzone"><a href="javascript:;" title="分享到QQ空间"></a></li></ul></div>')
        return ('<div class="wrapper clearfix"><div class="post_main"><h1 class="post_title">%s</h1>'
                '<div class="post_info">\n          %s　来源: <a href="%s">%s</a>\n          %s</div>'
                '<div class="post_content" id="content"><div class="post_top"><div class="post_top_tie"><a class="post_top_tie_icon" target="_blank" href="https://comment.tie.163.com/%s.html">跟贴</a>'
                '<a class="post_top_tie_count js-tielink js-tiejoincount" target="_blank" href="https://comment.tie.163.com/%s.html">%d</a></div>%s</div>'
                '<div class="post_body">\n%s\n</div>%s</div>'
                '<div class="post_btns"><a class="post_report" href="https://www.163.com/special/0077jt/tipoff.html?title=%s" target="_blank">举报</a></div>'
                '<div class="post_comment" id="tie"><div class="tie-titlebar"><span class="tie-title">网易跟贴</span><span class="tie-info"><a href="https://comment.tie.163.com/%s.html">跟贴 %d</a> 参与 %d</span></div>'
                '<div class="tie-input"><textarea placeholder="文明上网，登录发贴"></textarea><a class="tie-submit" href="javascript:;">发贴</a></div><div class="tie-list" id="tieList"></div></div>'
                '<div class="post_recommends js-tab-mod" data-event="tab"><div class="post_recommends_titles"><span class="post_recommends_title current">相关推荐</span><span class="post_recommends_title">热点推荐</span></div>'
                '<ul class="post_recommends_ul">%s</ul></div></div>'
                '<div class="post_side"><div class="post_side_mod"><h4 class="post_side_mod_title">热点新闻</h4><ul class="post_hot_list">%s</ul></div></div></div>') % (
            esc(t), pub.strftime("%Y-%m-%d %H:%M:%S"), src_link, esc(src), ("<span>%s</span>" % r.choice(ZH_PLACES) if dy and late else ""),
            nid, nid, tie, share, "\n".join(out), tail, nid, nid, tie, join, rec_html,
            "".join('<li><em>%d</em><a href="https://www.163.com/news/article/%s0001899O.html">%s</a></li>' % (i + 1, pidf(), esc(h)) for i, h in enumerate(hot)))

    # Toutiao: a 头条号's article
    author = name(rs) if rs.random() < 0.5 else acct
    token = "MS4wLjABAAAA" + b62(43, rs)
    original_acct = rs.random() < 0.6
    paras = regroup([1, 1, 2, 2, 3])
    m = len(paras)
    heads = sorted(r.sample(range(1, m), min(m - 1, r.choice([1, 2, 3])))) if m >= 6 and r.random() < 0.4 else []
    out = []
    tr = [0]

    def track():
        tr[0] += 1
        return tr[0]

    def timg():
        w, h = r.choice([(1080, 720), (1280, 720), (640, 427), (1080, 1440), (800, 533)])
        uri = "tos-cn-i-%s/%s" % (r.choice(["qvj2lq49k0", "6w9my0ksvp", "axegupay5k", "tjoges91tu"]), hexid(32))
        cap = sentence(r, 5, 12)[:-1].rstrip("，") if r.random() < 0.4 else ""
        if late:
            src = "https://p3-sign.toutiaoimg.com/%s~tplv-tt-origin-web:gif.jpeg?_iz=58558&amp;from=article.pc_detail&amp;lk3s=953192f4&amp;x-expires=%d&amp;x-signature=%s%%3D" % (
                uri, int(ctime(pub)) + 86400 * 30, b62(27))
        else:
            src = "https://p%d-tt.byteimg.com/origin/pgc-image/%s?from=pc" % (r.randint(1, 9), b62(14))
        return ('<div class="pgc-img"><img src="%s" img_width="%d" img_height="%d" image_type="1" mime_type="image/jpeg" web_uri="%s" class="syl-page-img" style="height: auto;">'
                '<p class="pgc-img-caption">%s</p></div>') % (src, w, h, uri, esc(cap))
    if r.random() < 0.6:
        out.append(timg())
    for k, p in enumerate(paras):
        if k in heads:
            h = title(r)
            out.append('<h1 data-track="%d">%s</h1>' % (track(), esc(h)))
            story.append(h)
        out.append('<p data-track="%d">%s</p>' % (track(), esc(p)))
        story.append(p)
        if k < m - 1 and r.random() < 0.15:
            out.append(timg())
    STORY[:] = story
    DESC.append("".join(paras)[:100])
    likes = r.choice([r.randint(0, 50), r.randint(10, 3000)])
    ncom = len(cs) + r.choice([0, 0, r.randint(0, 300)])
    rel = [(title(r), r.choice(ZH_MEDIA + [title(r)[:4]]), r.randint(0, 5000)) for _ in range(r.randint(4, 8))]
    EXTRAS.extend([x[0] for x in rel] + ["相关推荐"])
    fans = rs.randint(100, 3000000)
    fans_s = "%.1f万" % (fans / 10000.0) if fans >= 10000 else str(fans)
    meta = ('<div class="article-meta">%s<span>%s</span><span class="dot">·</span><span class="name"><a href="/c/user/token/%s/?source=tuwen_detail" target="_blank" rel="noopener nofollow">%s</a></span>%s</div>') % (
        '<span class="original-tag">原创</span>' if original_acct and r.random() < 0.8 else "", hm(pub), token, esc(author),
        '<span class="dot">·</span><span>%s</span>' % r.choice(ZH_PLACES) if late else "")
    return ('<div class="main-content"><div class="left-sidebar"><div class="detail-side-interaction"><div class="detail-interaction-like" role="button"><span>%s</span></div>'
            '<div class="detail-interaction-comment" role="button"><span>%s</span></div><div class="detail-interaction-collect" role="button"><span>收藏</span></div>'
            '<div class="detail-interaction-share" role="button"><span>分享</span></div></div></div>'
            '<div class="article-content"><h1>%s</h1>%s<article class="syl-article-base tt-article-content syl-page-article syl-device-pc">%s</article>'
            '<div class="article-bottom"><a class="report-btn" href="javascript:;">举报</a></div></div>'
            '<div class="ttp-comment-wrapper" id="comment-area"><div class="ttp-comment-title">评论 %d</div><div class="ttp-comment-input"><textarea placeholder="写下你的评论..."></textarea></div></div>'
            '<div class="right-sidebar"><div class="author-info"><a class="author-avatar" href="/c/user/token/%s/"><img src="https://p3-sign.toutiaoimg.com/tos-cn-i-0022/%s~120x256.image" alt=""></a>'
            '<div class="author-name"><a href="/c/user/token/%s/">%s</a></div><div class="author-stat"><span>%s粉丝</span></div><button class="author-follow">关注</button></div>'
            '<div class="related-list"><div class="related-title">相关推荐</div>%s</div></div></div>') % (
        likes or "赞", ncom or "评论", esc(t), meta, "".join(out), ncom, token, hexid(32), token, esc(author), fans_s,
        "".join('<div class="feed-card-article-l"><a class="title" href="/article/%d/" target="_blank">%s</a><div class="feed-card-footer-cmp"><span class="feed-card-footer-cmp-author">%s</span>%s</div></div>' % (
            r.randint(7000000000000000000, 7450000000000000000), esc(h), esc(s), "<span>%d评论</span>" % c if c else "") for h, s, c in rel))

# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

SX_HEADS = ["Motivation", "Background", "How it works", "What's next", "Getting started", "Installation", "Performance", "Acknowledgements",
            "Design", "Limitations", "Usage", "Migration", "Conclusion", "Summary", "Try it out", "Feedback", "Benchmarks", "Overview"]
SX_REL = ["New features", "Enhancements", "Bug fixes", "Deprecations", "Breaking changes", "Documentation", "Internal changes",
          "Performance improvements", "Backwards incompatible changes", "Maintenance", "API changes", "Improved documentation"]
SX_DOCS = ["Installation", "Getting started", "Quickstart", "Tutorial", "User guide", "Examples", "API reference", "Configuration", "FAQ",
           "Contributing", "Changelog", "Development", "Roadmap", "Code of conduct", "License", "Cookbook", "How-to guides", "Explanation"]
SX_TAGS = ["release", "release", "announcement", "community", "performance", "tutorial", "roadmap", "python", "documentation", "testing",
           "packaging", "internals", "sprint", "gsoc", "funding"]
SX_KW = set("def return if else elif for in as with class not and or while try except raise yield lambda async await pass is assert".split())
SX_BUILTIN = set("print len range open int str dict list sorted isinstance super".split())
SX_ARROW = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" class="feather-chevron-right"><polyline points="9 18 15 12 9 6"></polyline></svg>'
SX_FURO_ICONS = ('<svg xmlns="http://www.w3.org/2000/svg" style="display: none;">\n'
                 '  <symbol id="svg-toc" viewBox="0 0 24 24">\n    <title>Contents</title>\n    <svg stroke="currentColor" fill="currentColor" stroke-width="0" viewBox="0 0 1024 1024">\n'
                 '      <path d="M408 442h480c4.4 0 8-3.6 8-8v-56c0-4.4-3.6-8-8-8H408c-4.4 0-8 3.6-8 8v56c0 4.4 3.6 8 8 8zm-8 204c0 4.4 3.6 8 8 8h480c4.4 0 8-3.6 8-8v-56c0-4.4-3.6-8-8-8H408c-4.4 0-8 3.6-8 8v56z"/>\n'
                 '    </svg>\n  </symbol>\n  <symbol id="svg-menu" viewBox="0 0 24 24">\n    <title>Menu</title>\n'
                 '    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="feather-menu">\n'
                 '      <line x1="3" y1="12" x2="21" y2="12"></line><line x1="3" y1="6" x2="21" y2="6"></line><line x1="3" y1="18" x2="21" y2="18"></line>\n    </svg>\n  </symbol>\n'
                 '  <symbol id="svg-arrow-right" viewBox="0 0 24 24">\n    <title>Expand</title>\n    %s\n  </symbol>\n'
                 '  <symbol id="svg-sun" viewBox="0 0 24 24">\n    <title>Light mode</title>\n    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1" stroke-linecap="round" stroke-linejoin="round" class="feather-sun">\n'
                 '      <circle cx="12" cy="12" r="5"></circle><line x1="12" y1="1" x2="12" y2="3"></line><line x1="12" y1="21" x2="12" y2="23"></line>\n    </svg>\n  </symbol>\n'
                 '  <symbol id="svg-moon" viewBox="0 0 24 24">\n    <title>Dark mode</title>\n    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1" stroke-linecap="round" stroke-linejoin="round" class="icon-tabler-moon">\n'
                 '      <path stroke="none" d="M0 0h24v24H0z" fill="none" /><path d="M12 3c.132 0 .263 0 .393 0a7.5 7.5 0 0 0 7.92 12.446a9 9 0 1 1 -8.313 -12.454z" />\n    </svg>\n  </symbol>\n'
                 '  <symbol id="svg-sun-half" viewBox="0 0 24 24">\n    <title>Auto light/dark mode</title>\n    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1" stroke-linecap="round" stroke-linejoin="round" class="icon-tabler-shadow">\n'
                 '      <path stroke="none" d="M0 0h24v24H0z" fill="none"/><circle cx="12" cy="12" r="9" /><path d="M13 12h5" /><path d="M13 15h4" />\n    </svg>\n  </symbol>\n</svg>\n') % SX_ARROW


def sx_id(s, seen):
    """docutils' make_id: the words' letters and digits, lower case, joined
    by hyphens; a second section of one name "id1", "id2"..."""
    i = "-".join("".join(c if c.isalnum() else " " for c in s.lower()).split()).lstrip("0123456789-") or "section"
    if i in seen:
        seen["#"] = seen.get("#", 0) + 1
        return "id%d" % seen["#"]
    seen[i] = 1
    return i


def sx_esc(x):
    """Pygments' HtmlFormatter's escaping: &, <, >, " and '."""
    return x.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("'", "&#39;")


def sx_split(line, comment="#"):
    """A line split as a lexer splits it: runs of spaces, names (dotted
    names whole), numbers, quoted strings, a comment, two-mark operators,
    single marks."""
    out, i = [], 0
    while i < len(line):
        c = line[i]
        j = i + 1
        if c == " ":
            while j < len(line) and line[j] == " ":
                j += 1
            out.append(("ws", line[i:j]))
        elif c.isalpha() or c == "_":
            while j < len(line) and (line[j].isalnum() or line[j] in "_"):
                j += 1
            out.append(("id", line[i:j]))
        elif c.isdigit():
            while j < len(line) and (line[j].isdigit() or line[j] == "."):
                j += 1
            out.append(("num", line[i:j]))
        elif c in "'\"":
            k = line.find(c, i + 1)
            j = len(line) if k < 0 else k + 1
            out.append(("str", line[i:j]))
        elif comment and line.startswith(comment, i):
            j = len(line)
            out.append(("com", line[i:]))
        elif line[i:i + 2] in ("==", "!=", "<=", ">=", "**", "->", "+=", "-="):
            j = i + 2
            out.append(("op", line[i:j]))
        else:
            out.append(("op", c))
        i = j
    return out


def sx_pyg(lang, line, ws):
    """One line of code as Pygments' HtmlFormatter writes it for Sphinx:
    each token in a span of its short class (k, kn, nn, n, nf, nc, nb, kc,
    s1, s2, mi, o, p, c1, gp, go, nt, na...), runs of one class in one
    span, white space in span.w since Pygments 2.12 (ws) or bare before."""
    W = lambda x: '<span class="w">%s</span>' % x if ws else x
    spans = []
    if lang == "pycon":
        if line.startswith(">>> ") or line.startswith("... "):
            return '<span class="gp">%s</span>' % sx_esc(line[:4]) + sx_pyg("python", line[4:], ws)
        return '<span class="go">%s</span>' % sx_esc(line) if line else ""
    if lang == "console":
        if line.startswith("$ "):
            return '<span class="gp">$ </span>' + sx_pyg("bash", line[2:], ws)
        return '<span class="go">%s</span>' % sx_esc(line) if line else ""
    if lang in ("text", "none"):
        return sx_esc(line)
    if lang == "python":
        toks = sx_split(line)
        words = [x for k, x in toks if k == "id"]
        imp = words[:1] == ["import"]
        frm = words[:1] == ["from"]
        prev, k = None, 0
        while k < len(toks):
            kind, x = toks[k]
            if kind == "ws":
                spans.append(("w", x))
            elif kind == "id":
                if (prev in ("from", "import", "as") and (imp or (frm and prev != "import"))) or (imp and prev == ","):
                    # a dotted module name is one token
                    while k + 2 < len(toks) and toks[k + 1] == ("op", ".") and toks[k + 2][0] == "id":
                        x += "." + toks[k + 2][1]
                        k += 2
                    spans.append(("nn", x))
                elif x in ("import", "from"):
                    spans.append(("kn", x))
                elif x in SX_KW:
                    spans.append(("k", x))
                elif x in ("None", "True", "False"):
                    spans.append(("kc", x))
                elif prev == "def":
                    spans.append(("nf", x))
                elif prev == "class":
                    spans.append(("nc", x))
                elif x in SX_BUILTIN:
                    spans.append(("nb", x))
                else:
                    spans.append(("n", x))
                prev = x
            elif kind == "num":
                spans.append(("mf" if "." in x else "mi", x))
            elif kind == "str":
                spans.append(("s2" if x[0] == '"' else "s1", x))
            elif kind == "com":
                spans.append(("c1", x))
            elif x == "@" and k + 1 < len(toks) and toks[k + 1][0] == "id":
                spans.append(("nd", "@" + toks[k + 1][1]))
                k += 1
            else:
                spans.append(("o" if x in "=.+-*/<>!%" or len(x) > 1 else "p", x))
            k += 1
    elif lang == "bash":
        toks = line.split(" ")
        for k, x in enumerate(toks):
            if k:
                spans.append(("w", " "))
            if x.startswith("#"):
                spans.append(("c1", " ".join(toks[k:])))
                break
            if k == 0 and x in ("cd", "echo", "export", "source", "set"):
                spans.append(("nb", x))
            elif "=" in x and k and toks[0] == "export":
                a, _, b = x.partition("=")
                spans += [("nv", a), ("o", "="), (None, b)]
            elif "==" in x:
                a, _, b = x.partition("==")
                spans += [(None, a), ("o", "=="), ("m", b.split(".")[0]), (None, b[len(b.split(".")[0]):])]
            elif x[:1] in "'\"":
                spans.append(("s2" if x[0] == '"' else "s1", x))
            else:
                spans.append((None, x))
    elif lang == "yaml":
        s = line.lstrip(" ")
        pad = line[:len(line) - len(s)]
        if pad:
            spans.append(("w", pad))
        if s.startswith("- "):
            spans += [("p", "-"), ("w", " ")]
            s = s[2:]
        a, sep, b = s.partition(":")
        if sep:
            spans += [("nt", a), ("p", ":")]
            if b.strip():
                spans += [("w", " "), ("l l-Scalar l-Scalar-Plain", b.strip())]
        elif s:
            spans.append(("l l-Scalar l-Scalar-Plain", s))
    elif lang in ("toml", "ini"):
        if line.startswith("["):
            spans.append(("k", line))
        else:
            a, sep, b = line.partition(" = ")
            if sep:
                b = b.strip()
                vc = ("s2" if b[:1] == '"' else "mi" if b.isdigit() else "kc" if b in ("true", "false") else "n") if lang == "toml" else "s"
                spans += [("n" if lang == "toml" else "na", a), ("w", " "), ("o", "="), ("w", " "), (vc, b)]
            else:
                spans.append((None, line))
    elif lang == "json":
        for kind, x in sx_split(line, None):
            if kind == "ws":
                spans.append(("w", x))
            elif kind == "str":
                spans.append(("nt" if line.split(x, 1)[1].lstrip().startswith(":") else "s2", x))
            elif kind == "num":
                spans.append(("mi", x))
            elif kind == "id":
                spans.append(("kc", x))
            else:
                spans.append(("p", x))
    out = []
    for c, x in spans:
        if c == "w" and not ws:
            c = None
        if out and out[-1][0] == c:
            out[-1] = (c, out[-1][1] + x)
        else:
            out.append((c, x))
    return "".join('<span class="%s">%s</span>' % (c, sx_esc(x)) if c else sx_esc(x) for c, x in out)


def sx_code(hl, lines, ws, linenos, emph, caption, cap_id, plink, ptitle, old):
    """A code block as Sphinx writes it: div.highlight-LANG > div.highlight
    > pre, the empty span Pygments opens it with, each line's spans and its
    newline, span.hll round the emphasized lines, line numbers inline
    (span.linenos) or, on the older sites, in a table's first cell; a
    caption in div.code-block-caption with its permalink."""
    hl_cls, lang = hl
    body = []
    for i, x in enumerate(lines):
        h = sx_pyg(lang, x, ws)
        if linenos and not old:
            h = '<span class="linenos">%*d</span>%s' % (len(str(len(lines))), i + 1, h)
        body.append('<span class="hll">%s\n</span>' % h if i in emph else h + "\n")
    pre = "<pre><span></span>%s</pre>" % "".join(body)
    if linenos and old:
        pre = '<table class="highlighttable"><tr><td class="linenos"><div class="linenodiv"><pre>%s</pre></div></td><td class="code"><div class="highlight"><pre><span></span>%s</pre></div></td></tr></table>' % (
            "\n".join("%*d" % (len(str(len(lines))), i + 1) for i in range(len(lines))), "".join(body))
        h = '<div class="highlight-%s notranslate">%s</div>' % (hl_cls, pre)
    else:
        h = '<div class="highlight-%s notranslate"><div class="highlight">%s</div>\n</div>' % (hl_cls, pre)
    if caption:
        return ('<div class="literal-block-wrapper docutils container" id="%s">\n<div class="code-block-caption"><span class="caption-text">%s</span>'
                '<a class="headerlink" href="#%s" title="%s to this code">%s</a></div>\n%s\n</div>') % (cap_id, esc(caption), cap_id, ptitle, plink, h)
    return h


def sphinx(r, t, body, cat, cs):
    """A software project's blog post or release entry on its Sphinx
    documentation site, a post of ABlog's (the ".. post::" directive,
    orphan pages listed by ABlog's collections), one theme a site, as
    Sphinx's HTML builder writes it: the Read the Docs theme
    (sphinx_rtd_theme 0.5 of 2020-2021 or 1.x of 2022-2024: nav.wy-nav-side
    of the logo's link, the version, the "Search docs" form and the
    toctree's wy-menu with its captions, the post's entry and its
    sections' toctree-l3 links on the sites whose toctree globs the posts;
    the mobile nav.wy-nav-top; div.wy-nav-content > div.rst-content: the
    breadcrumbs, "Edit on GitHub" or "View page source", the div[role=main]
    and its div[itemprop=articleBody]; the footer's "Previous" and "Next"
    buttons where the posts are in the toctree, the copyright, the
    revision and "Built with Sphinx using a theme provided by Read the
    Docs."; on the sites Read the Docs hosts, the flyout div.rst-versions
    of "v: latest", "Versions", "Downloads", "On Read the Docs", "Project
    Home", "Builds"), Furo (2021-2022 or 2023-2024: the icons' hidden
    symbols and their titles, the sidebar toggles' hidden labels, an
    announcement on some sites, the mobile header, the sidebar's brand,
    search and toctree with its checkboxes, ABlog's sidebars, "Back to
    top", the edit and theme buttons, article[role=main], the
    related-pages' "Next" and "Previous" titles, "Made with Sphinx and
    @pradyunsg's Furo", the right TOC "Contents" or "On this page") or the
    PyData theme (0.8 of 2021-2022, bootstrap's navbar and columns, or
    0.13-0.15 of 2023-2024: the skip link, the back-to-top button, the
    search dialog, the header's top-level pages and icon links, the
    primary sidebar of ABlog's items or the section's navigation, the
    breadcrumbs, article.bd-article, the "previous" and "next" pager,
    "On this page", "Edit on GitHub" and "Show Source", the footer's
    copyright, Sphinx's and the theme's versions); ABlog's sidebars on
    the Furo and PyData sites that use them (the postcard: the post's
    date in an h2, "Author:", "Category:", "Tags:"; "Recent Posts" of
    dates and titles, the tag cloud, "Categories", "Archives" of years and
    counts, "Authors"), and after the post's text, in the same box,
    ABlog's div.ablog__blog_comments: "Previous:" and "Next:" and their
    titles (icons instead of the words on some sites), Disqus's
    "Comments" heading, box and noscript line on some sites.  The body:
    the post's section, its h1 (the title) and its "¶", "#" or
    Font Awesome's link glyph, sections h2 and h3 in div.section or
    <section>, paragraphs with inline literals (code > span.pre), API
    cross-references and links, Pygments' code blocks (highlight-python,
    pycon's ">>>" prompts and output, console's "$ ", bash, yaml, toml,
    ini, json; span.w white space on the newer sites, a caption,
    emphasized lines and line numbers at times), admonitions ("Note",
    "Warning", "Tip", "Important", "See also" or the author's own title),
    lists, a block quote, a figure and its caption or a bare image,
    sphinx-design's tab-set of install commands on some sites, ABlog's
    "Updated on" note, "New in version" or "Deprecated since version"
    notes in release entries, and on some sites a postlist of other
    posts (dates, titles, excerpts at times) under a "Related posts" or
    "Other releases" heading closing the post.  A site's pages are blog
    posts (a first paragraph or two, then sections) and release entries
    (an intro, then "Highlights", "New features", "Bug fixes"... of
    paragraphs and lists of items with their "(#1234)" pull requests'
    links and "by @name", an "Upgrading" section's install commands),
    some sites' most pages of one or the other.  The feed's description:
    ABlog's Atom summary, the post's first paragraph's HTML.  The truth:
    the post's text as its reader reads it: paragraphs, h2 and h3
    headings (without their permalinks' symbols), list items, the quote,
    every line of a code block and of every tab's block (not the tabs'
    labels, captions nor line numbers), an admonition's paragraphs and
    its own title where the author gave one, not the type's label, the
    update note's paragraphs, not its "Updated on" title, a version
    note's line with its "New in version 2.3:" words; not the title,
    the sidebars, dates, authors, tags, captions, ABlog's neighbours,
    the postlist and its heading, breadcrumbs, edit links, pagers,
    tables of contents, Disqus, the flyout nor the footers."""
    rs = random.Random(BLOG[0] + " sphinx")
    fam = ("rtd", "furo", "pydata", "rtd")[DATE_STYLE]
    new = rs.random() < (0.6 if fam == "rtd" else 0.65)
    years = {("rtd", False): [2020, 2021], ("rtd", True): [2022, 2023, 2024], ("furo", False): [2021, 2022], ("furo", True): [2023, 2024],
             ("pydata", False): [2021, 2022], ("pydata", True): [2023, 2024]}[(fam, new)]
    old = fam != "furo" and not new  # the sites of 2020-2022 whose Sphinx and Pygments were older
    ws = not old  # Pygments 2.12's span.w
    sec_div = fam == "rtd" and not new and rs.random() < 0.6  # docutils < 0.17: div.section
    ptitle = "Permalink" if old or (fam == "furo" and not new) else rs.choice(["Permalink", "Link"])
    ph = "headline" if old else "heading"
    plink = {"rtd": "\uf0c1" if new else "\u00b6", "furo": "\u00b6", "pydata": "#" if new else "\u00b6"}[fam]
    own = [w for w in BLOG[0].split()[:-1] if w.lower() not in WORDS]
    proj = (own or BLOG[0].split()[:1])[0]
    pkg = "".join(c for c in proj.lower() if c.isalnum()) or "core"
    org = rs.choice([pkg, pkg, pkg + "-dev", pkg + "-org", "py" + pkg])
    branch = rs.choice(["main", "main", "master"])
    major, minor = rs.randint(0, 4), rs.randint(1, 30)
    release = "%d.%d" % (major, minor)
    suffix = rs.choice([".rst", ".rst", ".rst", ".md"])
    hosted = fam == "rtd" and rs.random() < 0.8
    in_toc = rs.random() < 0.4  # the posts in a toctree: the theme's own prev/next and the nav's entries
    ab_side = fam != "rtd" and rs.random() < 0.85
    side_items = ["postcard"] + [x for x in ("recentposts", "tagcloud", "categories", "archives", "authors") if rs.random() < {"recentposts": 0.85, "tagcloud": 0.5,
                                                                                                                      "categories": 0.4, "archives": 0.6, "authors": 0.3}[x]]
    fa = rs.random() < 0.3  # ABlog's fontawesome: icons for "Previous:", "Author:"...
    dfmt, sfmt = rs.choice([("%d %B %Y", "%d %B"), ("%d %B %Y", "%d %B"), ("%b %d, %Y", "%b %d"), ("%Y-%m-%d", "%Y-%m-%d"), ("%B %d, %Y", "%b %d")])
    disqus = rs.random() < 0.12
    postlist_p = rs.choice([0, 0, 0, 0.3, 0.6])
    postlist_ex = rs.random() < 0.4
    p_rel = rs.choice([0.15, 0.3, 0.5, 0.75])
    tabs_on = fam != "rtd" and rs.random() < 0.4 or rs.random() < 0.15
    lino_p = rs.choice([0, 0, 0, 0.3])
    cap_p = rs.choice([0.1, 0.3, 0.5])
    edit = rs.choice(["github", "github", "github", "source", None]) if fam == "rtd" else rs.choice(["github", "github", None])
    team = [(nm, "-".join(nm.lower().split()), "".join(nm.lower().split())) for nm in rs.sample(NAMES[:10], rs.randint(2, 5))]
    site_tags = sorted(set(rs.sample(SX_TAGS, rs.randint(5, 9)) + [LEXICON[rs.randrange(1500)] for _ in range(rs.randint(1, 4))]))
    site_cats = rs.sample(["News", "Releases", "Tutorials", "Engineering", "Community", "Events"], rs.randint(2, 4))
    docs = rs.sample(SX_DOCS, rs.randint(5, 9))
    blog_name = rs.choice(["Blog", "Blog", "News", "Posts"])
    announce = fam == "furo" and rs.random() < 0.3
    lx = lambda: LEXICON[r.randrange(1500)]
    rel = r.random() < p_rel
    seen = {}
    cnt = [0]

    def nid():
        # docutils' one counter for the ids of figures, captions and a
        # section's second name
        seen["#"] = seen.get("#", 0) + 1
        return "id%d" % seen["#"]

    def lit(x):
        return '<code class="docutils literal notranslate">%s</code>' % " ".join('<span class="pre">%s</span>' % esc(y) for y in x.split(" "))

    def ident():
        a, b = lx(), lx()
        return r.choice(["%s()" % a, "--%s" % a, "%s.%s()" % (pkg, a), "%s_%s" % (a, b), "%s.%s" % (a, b.title()), "conf.py", "pyproject.toml",
                         "%s=True" % a, "pip install %s" % pkg, "%s%s" % (a.title(), b.title())])

    def inl(x, pc=0.4, pl=0.3, pb=0.1):
        """a paragraph as it reads and as Sphinx writes it: an inline
        literal or a cross-reference, a link over two words, a bold or
        italic word"""
        w = x.split(" ")
        tw, hw = list(w), [esc(y) for y in w]
        free = [k for k in range(len(w) - 1) if w[k][-1:] not in ".?!,"]
        if free and r.random() < pc:
            k = r.choice(free)
            if r.random() < 0.35:
                a = lx().title()
                meth = r.random() < 0.5
                tok = "%s.%s()" % (a, lx()) if meth else a
                full = "%s.%s" % (pkg, tok.rstrip("()"))
                tw[k] = tok
                hw[k] = '<a class="reference internal" href="../api.html#%s" title="%s"><code class="xref py py-%s docutils literal notranslate"><span class="pre">%s</span></code></a>' % (
                    full, full, "meth" if meth else "class", esc(tok))
            else:
                tok = ident()
                tw[k], hw[k] = tok, lit(tok)
            free.remove(k)
        if len(free) > 3 and r.random() < pl:
            k = r.choice(free[:-1])
            if k + 1 in free:
                x2 = r.random()
                if x2 < 0.4:
                    hw[k] = '<a class="reference external" href="%s">%s' % (r.choice(["https://github.com/%s/%s/pull/%d" % (org, pkg, r.randint(100, 9999)),
                                                                                       "https://%s.example/%s" % (lx(), lx()), "https://peps.python.org/pep-%04d/" % r.randint(400, 750)]), hw[k])
                    hw[k + 1] += "</a>"
                elif x2 < 0.7:
                    hw[k] = '<a class="reference internal" href="../%s.html"><span class="doc">%s' % (r.choice(["install", "tutorial", "user_guide/%s" % lx(), "api", "changelog"]), hw[k])
                    hw[k + 1] += "</span></a>"
                else:
                    hw[k] = '<a class="reference internal" href="../%s.html#%s"><span class="std std-ref">%s' % (lx(), lx(), hw[k])
                    hw[k + 1] += "</span></a>"
                free = [f for f in free if f not in (k, k + 1)]
        if free and r.random() < pb:
            k = r.choice(free)
            hw[k] = ("<strong>%s</strong>" if r.random() < 0.6 else "<em>%s</em>") % hw[k]
        return " ".join(tw), " ".join(hw)

    def code():
        a, b, c, f, m = lx(), lx(), lx(), lx(), r.randint(2, 99)
        A = a.title()
        v = "%d.%d.%d" % (major, minor, r.randint(0, 9))
        opts = [(("python", "python"), ["import %s" % pkg, "", "%s = %s.%s(%s=%d)" % (b, pkg, A, c, m), "%s.%s()" % (b, f)], "example.py"),
                (("python", "python"), ["from %s import %s" % (pkg, A), "", "", "def %s(%s):" % (f, b), "    %s = %s(%s, %s=True)" % (c, A, b, lx()),
                                        "    return %s.%s()" % (c, lx())], "%s.py" % f),
                (("python", "python"), ["from %s.%s import %s" % (pkg, a, b), "", "@%s" % b, "def %s():" % f, '    print("%s")' % c], None),
                ((r.choice(["python", "default", "pycon"]), "pycon"), [">>> import %s" % pkg, ">>> %s.%s(%d)" % (pkg, f, m), str(m * r.randint(2, 9))], None),
                (("console", "console"), ["$ pip install --upgrade %s" % pkg], None),
                (("bash", "bash"), ["pip install %s==%s" % (pkg, v)] + (["%s %s --%s" % (pkg, a, b)] if r.random() < 0.5 else []), None),
                (("yaml", "yaml"), ["%s:" % a, "  %s: %s" % (b, c), "  %s: true" % f, "  %s: %d" % (lx(), m)], ".%s.yaml" % pkg),
                (("toml", "toml"), ["[tool.%s]" % pkg, '%s = "%s"' % (a, b), "%s = %d" % (c, m)], "pyproject.toml"),
                (("ini", "ini"), ["[%s]" % pkg, "%s = %s" % (a, b), "%s = %d" % (c, m)], "setup.cfg"),
                (("json", "json"), ["{", '  "%s": "%s",' % (a, b), '  "%s": %d' % (c, m), "}"], None)]
        hl, lines, cap = r.choice(opts[:4] * 2 + opts[4:])
        if hl[1] == "pycon" and r.random() < 0.4:
            lines = lines[:1] + [">>> %s = %s.%s(%s=%d)" % (b, pkg, A, c, m), ">>> %s.%s" % (b, c), str(m)]
        n = len(lines)
        emph = {r.randrange(n)} if n > 2 and r.random() < 0.1 else set()
        return hl, lines, cap if r.random() < cap_p else None, n > 2 and r.random() < lino_p, emph

    def items(n, prs):
        out = []
        for _ in range(n):
            s = sentence(r, 4, 14)
            s = s[:-1] if s[-1] in ".?!" else s
            x = r.random()
            if prs and x < 0.45:
                pr = r.randint(100, 9999)
                who = r.choice(team)[2] if r.random() < 0.3 else None
                txt = "%s (#%d)" % (s, pr) + (" by @%s" % who if who else "") + "."
                hh = '%s (<a class="reference external" href="https://github.com/%s/%s/pull/%d">#%d</a>)%s.' % (
                    esc(s), org, pkg, pr, pr, ' by <a class="reference external" href="https://github.com/%s">@%s</a>' % (who, who) if who else "")
                out.append((txt, hh))
            elif prs and x < 0.65:
                tok = "%s.%s()" % (pkg, lx())
                out.append(("%s %s." % (s, tok), '%s %s.' % (esc(s), lit(tok))))
            else:
                tt, hh = inl(s + ".", 0.35, 0.1, 0.05)
                out.append((tt, hh))
        return out

    # the post: blocks of (kind, value)
    n = len(body)
    paras = [inl(x) for x in body]
    k0 = 1 if n < 4 else r.choice([1, 1, 2])
    blocks = [("p", p) for p in paras[:k0]]
    rest = paras[k0:]
    slots = [len(blocks)]
    if rel:
        heads = ["Highlights"] if r.random() < 0.5 else []
        heads += sorted(r.sample(SX_REL, r.randint(1, 3)), key=SX_REL.index)
        for j, hd in enumerate(heads):
            blocks.append(("h2", hd))
            take = r.randint(0, 2) if j < len(heads) - 1 else len(rest)
            for p in rest[:take]:
                blocks.append(("p", p))
                slots.append(len(blocks))
            rest = rest[take:]
            if hd != "Highlights" or not take or r.random() < 0.5:
                blocks.append(("ul", items(r.randint(2, 6), True)))
            if hd in ("Deprecations", "API changes", "Breaking changes") and r.random() < 0.4:
                blocks.append(("vmod", (r.choice(["deprecated", "changed"]), release, inl(sentence(r, 6, 16), 0.5, 0, 0))))
            elif hd in ("New features", "Enhancements") and r.random() < 0.3:
                blocks.append(("vmod", ("added", release, inl(sentence(r, 6, 16), 0.5, 0, 0))))
        blocks += [("p", p) for p in rest]
        if r.random() < 0.45:
            blocks.append(("h2", r.choice(["Upgrading", "Installation", "How to upgrade"])))
            pt = inl(r.choice(["To upgrade, run:", "Install the new version with pip:", "You can install it with:"]) if r.random() < 0.5 else sentence(r, 6, 14), 0, 0, 0)
            blocks.append(("p", pt))
            if tabs_on and r.random() < 0.5:
                v = "%s.0" % release
                blocks.append(("tabs", [("pip", ("bash", "bash"), ["pip install --upgrade %s==%s" % (pkg, v)]), ("conda", ("bash", "bash"), ["conda install -c conda-forge %s=%s" % (pkg, v)])]))
            elif r.random() < 0.6:
                blocks.append(("code", (("console", "console"), ["$ pip install --upgrade %s" % pkg], None, False, set())))
            else:
                blocks.append(("code", (("bash", "bash"), ["pip install --upgrade %s" % pkg], None, False, set())))
    else:
        head_sections(r, rest, SX_HEADS, blocks, slots)
    adds = {}
    for what, p in (("code", 0.6 if not rel else 0.35), ("code", 0.3), ("tabs", 0.25 if tabs_on and not rel else 0), ("ul", 0.4 if not rel else 0), ("ol", 0.12),
                    ("adm", 0.45), ("adm", 0.12), ("fig", 0.3), ("img", 0.1), ("quote", 0.1), ("update", 0.07), ("vmod", 0.05 if not rel else 0)):
        if r.random() < (p if n > 1 else p / 3):
            adds.setdefault(r.choice(slots), []).append(what)
    for at in sorted(adds, reverse=True):
        new_ = []
        for what in adds[at]:
            if what == "code":
                new_.append(("code", code()))
            elif what == "tabs":
                v = "%s.%d" % (release, r.randint(0, 5))
                new_.append(("tabs", [(lab, ("bash", "bash"), [x % (pkg, v)]) for lab, x in r.sample([("pip", "pip install %s==%s"), ("conda", "conda install -c conda-forge %s=%s"),
                                                                                                      ("uv", "uv pip install %s==%s"), ("poetry", "poetry add %s@%s")], r.choice([2, 2, 3]))]))
            elif what in ("ul", "ol"):
                new_.append((what, items(r.randint(2, 6), False)))
            elif what == "adm":
                ty = r.choice(["note", "note", "warning", "tip", "important", "seealso", "own"])
                own_t = " ".join(word(r) for _ in range(r.randint(2, 5))).capitalize() if ty == "own" else None
                new_.append(("adm", (ty, own_t, [inl(sentence(r, 8, 24) if r.random() < 0.6 else para(r, 1, 2), 0.4, 0.2, 0) for _ in range(r.choice([1, 1, 1, 2]))])))
            elif what == "fig":
                new_.append(("fig", (" ".join(word(r) for _ in range(r.randint(2, 5))).capitalize(), sentence(r, 4, 12), "%s-%s" % (lx(), lx()))))
            elif what == "img":
                new_.append(("img", (" ".join(word(r) for _ in range(r.randint(2, 4))), "%s_%s" % (lx(), lx()))))
            elif what == "quote":
                new_.append(("quote", inl(sentence(r, 10, 26), 0, 0, 0)))
            elif what == "update":
                new_.append(("update", [inl(sentence(r, 8, 20), 0.3, 0.2, 0)]))
            else:
                new_.append(("vmod", (r.choice(["added", "changed", "deprecated"]), release, inl(sentence(r, 6, 16), 0.5, 0, 0))))
        blocks[at:at] = new_
    # the post's date, and the chrome's data
    d = datetime.date(r.choice(years), r.randint(1, 12), r.randint(1, 28))
    upd = d + datetime.timedelta(days=r.randint(1, 40))
    authors = r.sample(team, 2 if r.random() < 0.2 else 1)
    tags = sorted(r.sample(site_tags, r.randint(1, 3)))
    pcat = "Releases" if rel and "Releases" in site_cats else r.choice(site_cats)
    others = [title(r) for _ in range(9)]
    odates = sorted([d - datetime.timedelta(days=r.randint(3, 400)) for _ in range(9)], reverse=True)
    newer = r.random() < 0.75
    ab_prev = others[0] if r.random() < 0.92 else None
    ab_next = others[1] if newer else None
    EXTRAS.extend([x for x in (ab_prev, ab_next) if x])
    base = SLUG[0][1:-5] if SLUG[0].endswith(".html") else SLUG[0].strip("/")
    docname = "%s/%d/%s" % (rs.choice(["posts", "blog", "news"]), d.year, base)
    ldate = lambda x: x.strftime(dfmt)
    # postlist closing the post on some sites' posts
    plist = None
    if r.random() < postlist_p:
        picks = others[2:2 + r.randint(3, 5)]
        exs = [sentence(r, 10, 22) for _ in picks] if postlist_ex else [None] * len(picks)
        plist = (r.choice(["Related posts", "Recent posts", "More posts", "Other releases" if rel else "See also", "Read more"]), list(zip(odates[2:], picks, exs)))
        EXTRAS.extend(picks + [x for x in exs if x])

    # rendering, as Sphinx's HTML5 writer and its directives write the blocks
    def hlink(i, what="heading"):
        return '<a class="headerlink" href="#%s" title="%s to this %s">%s</a>' % (i, ptitle, ph if what == "heading" else what, plink)

    def adm_label(ty):
        return {"note": "Note", "warning": "Warning", "tip": "Tip", "important": "Important", "seealso": "See also"}[ty]

    def render(what, v):
        """A block's HTML and its lines of the truth."""
        if what == "p":
            return "<p>%s</p>" % v[1], [v[0]]
        if what in ("ul", "ol"):
            return ('<ul class="simple">\n%s</ul>' if what == "ul" else '<ol class="arabic simple">\n%s</ol>') % "".join("<li><p>%s</p></li>\n" % h for _, h in v), [x for x, _ in v]
        if what == "quote":
            return ("<blockquote>\n<div><p>%s</p>\n</div></blockquote>" if old else "<blockquote>\n<p>%s</p>\n</blockquote>") % v[1], [v[0]]
        if what == "code":
            hl, lines, cap, ln, emph = v
            return sx_code(hl, lines, ws, ln, emph, cap, nid(), plink, ptitle, old), [x for x in lines if x]
        if what == "tabs":
            g = cnt[0]
            cnt[0] += 1
            hh = "".join('<input %sid="sd-tab-item-%d-%d" name="sd-tab-set-%d" type="radio">\n<label class="sd-tab-label" for="sd-tab-item-%d-%d">\n%s</label><div class="sd-tab-content docutils">\n%s\n</div>\n' % (
                'checked="checked" ' if j == 0 else "", g, j, g, g, j, lab, sx_code(hl, ls, ws, False, set(), None, "", plink, ptitle, old)) for j, (lab, hl, ls) in enumerate(v))
            return '<div class="sd-tab-set docutils">\n%s</div>' % hh, [x for _, _, ls in v for x in ls]
        if what == "adm":
            ty, own_t, ps_ = v
            cls = "admonition-" + sx_id(own_t, {}) if own_t else ty
            lab = esc(own_t) if own_t else adm_label(ty)
            return '<div class="admonition %s">\n<p class="admonition-title">%s</p>\n%s\n</div>' % (cls, lab, "\n".join("<p>%s</p>" % h for _, h in ps_)), \
                ([own_t] if own_t else []) + [x for x, _ in ps_]
        if what == "update":
            return '<div class="admonition note update">\n<p class="admonition-title">Updated on %s</p>\n%s\n</div>' % (ldate(upd), "\n".join("<p>%s</p>" % h for _, h in v)), [x for x, _ in v]
        if what == "vmod":
            kind, ver, (tx, hh) = v
            lab = {"added": "New in version %s" if old or r.random() < 0.5 else "Added in version %s", "changed": "Changed in version %s",
                   "deprecated": "Deprecated since version %s"}[kind] % ver
            return '<div class="version%s">\n<p><span class="versionmodified %s">%s: </span>%s</p>\n</div>' % (
                {"added": "added", "changed": "changed", "deprecated": "modified"}[kind], kind, lab, hh), ["%s: %s" % (lab, tx)]
        if what == "fig":
            alt, cap, name = v
            i = nid()
            img = '<img alt="%s" src="../_images/%s.png" />' % (esc(alt), name)
            al = r.choice(["align-default", "align-center", "align-default"])
            if old:
                return '<div class="figure %s" id="%s">\n%s\n<p class="caption"><span class="caption-text">%s</span>%s</p>\n</div>' % (al, i, img, esc(cap), hlink(i, "image")), []
            return '<figure class="%s" id="%s">\n%s\n<figcaption>\n<p><span class="caption-text">%s</span>%s</p>\n</figcaption>\n</figure>' % (al, i, img, esc(cap), hlink(i, "image")), []
        alt, name = v
        return '<img alt="%s" class="align-center" src="../_images/%s.png" />' % (esc(alt), name), []
    sec = "div" if sec_div else "section"
    h1id = sx_id(t, seen)
    out, story, toc = [], [], []
    depth = 0
    out.append(('<div class="section" id="%s">' if sec_div else '<section id="%s">') % h1id)
    out.append("<h1>%s%s</h1>" % (esc(t), hlink(h1id)))
    for what, v in blocks:
        if what in ("h2", "h3"):
            lv = 2 if what == "h2" else 3
            if lv == 3 and depth < 1:
                lv = 2
            while depth >= lv - 1:
                out.append("</%s>" % sec)
                depth -= 1
            i = sx_id(v, seen)
            out.append(('<div class="section" id="%s">' if sec_div else '<section id="%s">') % i)
            out.append("<h%d>%s%s</h%d>" % (lv, esc(v), hlink(i), lv))
            depth = lv - 1
            story.append(v)
            if lv == 2:
                toc.append((v, i, []))
            elif toc:
                toc[-1][2].append((v, i))
            continue
        h, lines = render(what, v)
        out.append(h)
        story.extend(lines)
    while depth > 0:
        out.append("</%s>" % sec)
        depth -= 1
    if plist:
        hd, pl = plist
        i = sx_id(hd, seen)
        newab = not old
        lis = "".join('<li%s><p%s>%s - <a class="reference internal" href="%s.html"><em>%s</em></a></p>\n%s</li>\n' % (
            ' class="ablog-post"' if newab else "", ' class="ablog-post-title"' if newab else "", x.strftime(sfmt), sx_id(tt, {}), esc(tt),
            '<div class="ablog-post-excerpt docutils container">\n<p>%s</p>\n</div>\n' % esc(ex) if ex else "") for x, tt, ex in pl)
        out.append(('<div class="section" id="%s">' if sec_div else '<section id="%s">') % i)
        out.append("<h2>%s%s</h2>" % (esc(hd), hlink(i)))
        out.append('<ul class="%s">\n%s</ul>' % ("postlist-style-none postlist" if newab else "post-list-style-none", lis))
        out.append("</%s>" % sec)
        toc.append((hd, i, []))
    out.append("</%s>" % sec)
    content = "\n".join(out) + "\n"
    STORY[:] = story
    DESC.append("<p>%s</p>" % blocks[0][1][1])
    # ABlog's neighbours and comments, in the body's box after the post
    pv = ('<span class="ablog__prev">\n    %s<a href="%s.html">\n      %s<span>%s</span>\n    </a>\n    </span>' % (
        "" if fa else "Previous:\n    ", sx_id(ab_prev, {}), '<i class="fa fa-arrow-circle-left"></i>\n      ' if fa else "", esc(ab_prev))) if ab_prev else '<span class="ablog__prev">\n  </span>'
    nx = ('<span class="ablog__next">\n    %s<a href="%s.html">\n      <span>%s</span>\n      %s</a>\n    </span>' % (
        "" if fa else "Next:\n    ", sx_id(ab_next, {}), esc(ab_next), '<i class="fa fa-arrow-circle-right"></i>\n    ' if fa else "")) if ab_next else '<span class="ablog__next">\n  </span>'
    if old:
        pv = pv.replace('class="ablog__prev"', 'style="float: left"')
        nx = nx.replace('class="ablog__next"', 'style="float: right"')
    navy = '<div class="section ablog__prev-next">\n  %s\n  <span%s>&nbsp;</span>\n  %s\n</div>' % (pv, "" if old else ' class="ablog__spacer"', nx)
    dq = ""
    if disqus:
        dq = ('\n  <div class="section ablog__comments">\n    <h2>Comments</h2>\n    <div id="disqus_thread"></div>\n    <script type="text/javascript">\n      var disqus_shortname = "%s";\n'
              '      var disqus_identifier = "/%s/";\n      var disqus_title = "%s";\n      var disqus_url = "https://%s.readthedocs.io/en/latest/%s.html";\n\n      (function () {\n'
              '        var dsq = document.createElement("script");\n        dsq.type = "text/javascript";\n        dsq.async = true;\n        dsq.src = "//" + disqus_shortname + ".disqus.com/embed.js";\n'
              '        (document.getElementsByTagName("head")[0] || document.getElementsByTagName("body")[0]).appendChild(dsq);\n      })();\n    </script>\n    <noscript>\n'
              '      Please enable JavaScript to view the\n      <a href="https://disqus.com/?ref_noscript">\n        comments powered by Disqus.</a\n      ></noscript\n    >\n'
              '    <a href="https://disqus.com" class="dsq-brlink">\n      comments powered by <span class="logo-disqus">Disqus</span>\n    </a>\n  </div>') % (
            pkg, docname, esc(t).replace("&quot;", '\\"'), pkg, docname)
        EXTRAS.append("Please enable JavaScript to view the")
    comments_box = '<div class="section ablog__blog_comments">\n  %s%s\n</div>' % (navy, dq)
    body_html = content + comments_box
    # the theme's own neighbours, where the posts are in a toctree
    th_prev, th_next = (others[0], others[1]) if in_toc else (None, None)
    if in_toc and r.random() < 0.15:
        th_next = None
    S = dict(fam=fam, new=new, old=old, ptitle=ptitle, proj=proj, pkg=pkg, org=org, branch=branch, release=release, suffix=suffix, hosted=hosted, in_toc=in_toc,
             ab_side=ab_side, side_items=side_items, fa=fa, dfmt=dfmt, sfmt=sfmt, edit=edit, docs=docs, blog_name=blog_name, announce=announce,
             site_tags=site_tags, site_cats=site_cats, team=team, rs=rs)
    # Furo's page.html fills its whole <body> in its "body" block, which
    # ABlog's page.html extends: there ABlog's box comes after the page
    P = dict(t=t, h1id=h1id, body=content if fam == "furo" else body_html, after=comments_box if fam == "furo" else "", toc=toc, d=d, upd=upd if any(w == "update" for w, _ in blocks) else None, authors=authors, tags=tags,
             cat=pcat, others=others, odates=odates, prev=th_prev, next=th_next, docname=docname)
    if th_prev:
        EXTRAS.append(th_prev)
    if th_next:
        EXTRAS.append(th_next)
    if hosted:
        OWN_HOST[0] = "%s.readthedocs.io" % pkg
    if fam == "rtd":
        return sx_rtd(r, S, P)
    if fam == "furo":
        return sx_furo(r, S, P)
    return sx_pydata(r, S, P)


def sx_ablog_side(r, S, P, wrap):
    """ABlog's sidebars (ablog/postcard.html, recentposts.html,
    tagcloud.html, categories.html, archives.html, authors.html), each in
    wrap's box."""
    fa, out = S["fa"], []
    d, dfmt = P["d"], S["dfmt"]
    sl = lambda x: "-".join(x.lower().split())
    for it in S["side_items"]:
        if it == "postcard":
            lis = []
            if P["upd"]:
                lis.append('<li id="published">\n  <span>\n    %s\n    </span>\n  %s\n</li>' % ('<i class="fa fa-pencil-square-o"></i>' if fa else "Update:", P["upd"].strftime(dfmt)))
            lis.append('<li id="ablog-sidebar-item author ablog__author">\n  <span>\n    %s\n    </span>\n  %s\n</li>' % (
                '<i class="fa-fw fa fa-user"></i>' if fa else "Author:", "\n  ,\n  ".join('<a href="../../author/%s.html">%s</a>' % (s, nm) for nm, s, _ in P["authors"])))
            lis.append('<li id="ablog-sidebar-item category ablog__category">\n  <span>\n    %s\n    </span>\n  <a href="../../category/%s.html">%s</a>\n</li>' % (
                '<i class="fa-fw fa fa-folder-open"></i>' if fa else "Category:", sl(P["cat"]), esc(P["cat"])))
            lis.append('<li id="ablog-sidebar-item tags ablog__tags">\n  <span>\n    %s\n    </span>\n  %s\n</li>' % (
                ('<i class="fa-fw fa fa-tags"></i>' if fa else "Tags:") if len(P["tags"]) > 1 else ('<i class="fa-fw fa fa-tag"></i>' if fa else "Tag:"),
                "\n  ".join('<a href="../../tag/%s.html">%s</a>' % (sl(x), esc(x)) for x in P["tags"])))
            out.append('<div class="ablog-sidebar-item ablog__postcard">\n<h2>\n  %s<span>%s</span>\n</h2>\n<ul>\n<div class="ablog-sidebar-item ablog__postcard2">\n%s\n</div>\n</ul>\n</div>' % (
                '<i class="fa fa-calendar"></i>\n  ' if fa else "", d.strftime(dfmt), "\n".join(lis)))
        elif it == "recentposts":
            rec = [(x, tt) for x, tt in zip(P["odates"], P["others"])][:5] if r.random() < 0.3 else [(x, tt) for x, tt in zip(P["odates"], P["others"][2:7])]
            EXTRAS.extend([tt for _, tt in rec])
            out.append('<div class="ablog-sidebar-item ablog__recentposts">\n<h3>\n  <a href="../../%s.html">Recent Posts</a>\n</h3>\n<ul>\n%s</ul>\n</div>' % (
                S["blog_name"].lower(), "".join('  <li>\n    <a href="../%d/%s.html">\n      %s - %s\n    </a>\n  </li>\n' % (x.year, sx_id(tt, {}), x.strftime(S["sfmt"]), esc(tt)) for x, tt in rec)))
        elif it == "tagcloud":
            out.append('<div class="ablog-sidebar-item ablog__tags">\n<h3><a href="../../tag.html">Tags</a></h3>\n<ul class="ablog-cloud">\n%s</ul>\n</div>' % "".join(
                '  <li class="ablog-cloud ablog-cloud-%d">\n    <a href="../../tag/%s.html">%s</a>\n  </li>\n' % (S["rs"].randint(1, 5), sl(x), esc(x)) for x in S["site_tags"]))
        elif it == "categories":
            out.append('<div class="ablog-sidebar-item ablog__category">\n<h3>\n  <a href="../../category.html">Categories</a>\n</h3>\n<ul>\n%s</ul>\n</div>' % "".join(
                '  <li>\n    <a href="../../category/%s.html">%s (%d)</a>\n  </li>\n' % (sl(x), esc(x), S["rs"].randint(1, 30)) for x in S["site_cats"]))
        elif it == "archives":
            y0 = P["d"].year
            out.append('<div class="ablog-sidebar-item ablog__archive">\n<h3>\n  <a href="../../archive.html">Archives</a>\n</h3>\n<ul>\n%s</ul>\n</div>' % "".join(
                '  <li>\n    <a href="../../%d.html">%d (%d)</a>\n  </li>\n' % (y, y, S["rs"].randint(2, 24)) for y in range(y0, y0 - S["rs"].randint(2, 6), -1)))
        else:
            out.append('<div class="ablog-sidebar-item ablog__authors">\n<h3>\n  <a href="../../author.html">Authors</a>\n</h3>\n<ul>\n%s</ul>\n</div>' % "".join(
                '  <li>\n    <a href="../../author/%s.html">%s (%d)</a>\n  </li>\n' % (s, nm, S["rs"].randint(1, 20)) for nm, s, _ in S["team"]))
    return "".join(wrap % x for x in out)


def sx_rtd(r, S, P):
    """The Read the Docs theme's page around the post (see sphinx())."""
    new, proj, pkg = S["new"], S["proj"], S["pkg"]
    t, toc = P["t"], P["toc"]
    sl = lambda x: "-".join(x.lower().split())
    ver = "latest" if S["hosted"] and S["rs"].random() < 0.7 else S["release"]
    lis = []
    for x in S["docs"]:
        lis.append('<li class="toctree-l1"><a class="reference internal" href="../../%s.html">%s</a></li>' % (sl(x), esc(x)))
    if S["in_toc"]:
        posts = P["others"][:2] + [t] + P["others"][2:5]
        sub = "\n".join(('<li class="toctree-l2 current"><a class="current reference internal" href="#">%s</a><ul>\n%s\n</ul>\n</li>' % (esc(x), "\n".join(
            '<li class="toctree-l3"><a class="reference internal" href="#%s">%s</a>%s</li>' % (i, esc(h), "<ul>\n%s\n</ul>\n" % "\n".join(
                '<li class="toctree-l4"><a class="reference internal" href="#%s">%s</a></li>' % (j, esc(h3)) for h3, j in sub3) if sub3 else "") for h, i, sub3 in toc))
            if toc else '<li class="toctree-l2 current"><a class="current reference internal" href="#">%s</a></li>' % esc(x)) if x == t else
            '<li class="toctree-l2"><a class="reference internal" href="%s.html">%s</a></li>' % (sx_id(x, {}), esc(x)) for x in posts)
        EXTRAS.extend([x for x in posts if x != t])
        lis.append('<li class="toctree-l1 current"><a class="reference internal" href="../../%s.html">%s</a><ul class="current">\n%s\n</ul>\n</li>' % (S["blog_name"].lower(), S["blog_name"], sub))
    else:
        lis.append('<li class="toctree-l1"><a class="reference internal" href="../../%s.html">%s</a></li>' % (S["blog_name"].lower(), S["blog_name"]))
    k = S["rs"].randint(2, max(2, len(lis) - 2))
    cap = lambda c: ('<p class="caption" role="heading"><span class="caption-text">%s</span></p>' if new else '<p class="caption"><span class="caption-text">%s</span></p>') % c
    caps = S["rs"].sample(["Contents", "User Guide", "Getting Started", "Reference", "Development", "Project", "Community"], 2)
    menu = "%s\n<ul%s>\n%s\n</ul>\n%s\n<ul%s>\n%s\n</ul>\n" % (cap(caps[0]), "", "\n".join(lis[:k]), cap(caps[1]), ' class="current"' if S["in_toc"] else "", "\n".join(lis[k:]))
    search = ('<div role="search">\n  <form id="rtd-search-form" class="wy-form" action="../../search.html" method="get">\n    <input type="text" name="q" placeholder="Search docs"%s />\n'
              '    <input type="hidden" name="check_keywords" value="yes" />\n    <input type="hidden" name="area" value="default" />\n  </form>\n</div>') % (' aria-label="Search docs"' if new else "")
    side = ('<nav data-toggle="wy-nav-shift" class="wy-nav-side">\n      <div class="wy-side-scroll">\n        <div class="wy-side-nav-search" >\n\n          \n          \n          <a href="../../index.html" class="icon icon-home">\n            %s\n          </a>\n'
            '              <div class="version">\n                %s\n              </div>\n%s\n        </div><div class="wy-menu wy-menu-vertical" data-spy="affix" role="navigation" aria-label="%s">\n              %s\n        </div>\n      </div>\n    </nav>') % (
        esc(proj), ver, search, "Navigation menu" if new else "main navigation", menu)
    top = ('<nav class="wy-nav-top" aria-label="%s" >\n          <i data-toggle="wy-nav-top" class="fa fa-bars"></i>\n          <a href="../../index.html">%s</a>\n      </nav>') % (
        "Mobile navigation menu" if new else "top navigation", esc(proj))
    src = "docs/%s%s" % (P["docname"], S["suffix"])
    aside = ""
    if S["edit"] == "github":
        aside = '<a href="https://github.com/%s/%s/blob/%s/%s" class="fa fa-github"> Edit on GitHub</a>' % (S["org"], pkg, S["branch"], src)
    elif S["edit"] == "source":
        aside = '<a href="../../_sources/%s%s.txt" rel="nofollow"> View page source</a>' % (P["docname"], S["suffix"])
    if new:
        crumbs = ('<div role="navigation" aria-label="Page navigation">\n  <ul class="wy-breadcrumbs">\n      <li><a href="../../index.html" class="icon icon-home" aria-label="Home"></a></li>\n%s'
                  '      <li class="breadcrumb-item active">%s</li>\n      <li class="wy-breadcrumbs-aside">\n            %s\n      </li>\n  </ul>\n  <hr/>\n</div>') % (
            '          <li class="breadcrumb-item"><a href="../../%s.html">%s</a></li>\n' % (S["blog_name"].lower(), S["blog_name"]) if S["in_toc"] else "", esc(t), aside)
    else:
        crumbs = ('<div role="navigation" aria-label="breadcrumbs navigation">\n\n  <ul class="wy-breadcrumbs">\n    \n      <li><a href="../../index.html" class="icon icon-home"></a> &raquo;</li>\n        \n%s'
                  '      <li>%s</li>\n    \n    \n      <li class="wy-breadcrumbs-aside">\n        \n            \n            %s\n          \n        \n      </li>\n    \n  </ul>\n\n  \n  <hr/>\n</div>') % (
            '          <li><a href="../../%s.html">%s</a> &raquo;</li>\n        \n' % (S["blog_name"].lower(), S["blog_name"]) if S["in_toc"] else "", esc(t), aside)
    btns = ""
    if P["prev"] or P["next"]:
        b = []
        nb = '<a href="%s.html" class="btn btn-neutral float-right" title="%s" accesskey="n" rel="next">Next <span class="fa fa-arrow-circle-right" aria-hidden="true"></span></a>' % (
            sx_id(P["next"], {}), esc(P["next"])) if P["next"] else ""
        pb = '<a href="%s.html" class="btn btn-neutral float-left" title="%s" accesskey="p" rel="prev"><span class="fa fa-arrow-circle-left" aria-hidden="true"></span> Previous</a>' % (
            sx_id(P["prev"], {}), esc(P["prev"])) if P["prev"] else ""
        b = [pb, nb] if new else [nb, pb]
        btns = '<div class="rst-footer-buttons" role="navigation" aria-label="%s">\n        %s\n    </div>\n' % ("Footer" if new else "footer navigation", "\n        ".join(x for x in b if x))
    yr = P["d"].year
    owner = S["rs"].choice(["%s developers" % proj, "the %s team" % proj, S["team"][0][0], "%s contributors" % proj])
    rev = '\n      <span class="commit">Revision <code>%07x</code>.\n      </span>' % S["rs"].getrandbits(28) if S["hosted"] and not new else ""
    lu = "\n  Last updated on %s." % (P["d"] + datetime.timedelta(days=r.randint(0, 90))).strftime("%b %d, %Y") if S["rs"].random() < 0.3 else ""
    foot = ('<footer>%s\n  <hr/>\n\n  <div role="contentinfo">\n    <p>&#169; Copyright %s, %s.%s%s</p>\n  </div>\n\n  Built with <a href="https://www.sphinx-doc.org/">Sphinx</a> using a\n'
            '    <a href="https://github.com/readthedocs/sphinx_rtd_theme">theme</a>\n    provided by <a href="https://readthedocs.org">Read the Docs</a>.\n   \n\n</footer>') % (
        btns, "%d-%d" % (yr - S["rs"].randint(2, 8), yr) if S["rs"].random() < 0.5 else str(yr), esc(owner), rev, lu)
    main = ('<div class="wy-nav-content">\n        <div class="rst-content">\n          %s\n          <div role="main" class="document" itemscope="itemscope" itemtype="http://schema.org/Article">\n'
            '           <div itemprop="articleBody">\n             \n  %s\n\n\n           </div>\n          </div>\n          %s\n        </div>\n      </div>') % (crumbs, P["body"], foot)
    flyout = ""
    if S["hosted"]:
        vers = ["latest", "stable"] + ["%d.%d" % (int(S["release"].split(".")[0]), max(0, int(S["release"].split(".")[1]) - j)) for j in range(S["rs"].randint(0, 4))]
        dl = [("pdf", "pdf"), ("html", "htmlzip"), ("epub", "epub")][:S["rs"].randint(0, 3)]
        flyout = ('\n  <div class="rst-versions" data-toggle="rst-versions" role="note" aria-label="%s">\n    <span class="rst-current-version" data-toggle="rst-current-version">\n'
                  '      <span class="fa fa-book"> Read the Docs</span>\n      v: %s\n      <span class="fa fa-caret-down"></span>\n    </span>\n    <div class="rst-other-versions">\n      <dl>\n        <dt>Versions</dt>\n%s      </dl>\n'
                  '      <dl>\n        <dt>Downloads</dt>\n%s      </dl>\n      <dl>\n        <dt>On Read the Docs</dt>\n          <dd>\n            <a href="//readthedocs.org/projects/%s/?fromdocs=%s">Project Home</a>\n          </dd>\n'
                  '          <dd>\n            <a href="//readthedocs.org/builds/%s/?fromdocs=%s">Builds</a>\n          </dd>\n      </dl>\n%s    </div>\n  </div>\n') % (
            "Versions" if new else "versions", ver, "".join('        \n          <dd><a href="https://%s.readthedocs.io/en/%s/">%s</a></dd>\n' % (pkg, v, v) for v in vers),
            "".join('        \n          <dd><a href="//%s.readthedocs.io/_/downloads/en/%s/%s/">%s</a></dd>\n' % (pkg, ver, b, a) for a, b in dl), pkg, pkg, pkg, pkg,
            "" if new else '      <hr/>\n      Free document hosting provided by <a href="http://www.readthedocs.org">Read the Docs</a>.\n\n')
        if not new:
            EXTRAS.append("Free document hosting provided by")
    return ('<div class="wy-grid-for-nav">\n    %s\n\n    <section data-toggle="wy-nav-shift" class="wy-nav-content-wrap">%s\n\n      %s\n    </section>\n  </div>%s\n  <script>\n      jQuery(function () {\n'
            '          SphinxRtdTheme.Navigation.enable(true);\n      });\n  </script>') % (side, top, main, flyout)


def sx_furo(r, S, P):
    """Furo's page around the post (see sphinx())."""
    new, proj, pkg, rs = S["new"], S["proj"], S["pkg"], S["rs"]
    t = P["t"]
    sl = lambda x: "-".join(x.lower().split())
    brand = esc(rs.choice(["%s %s documentation" % (proj, S["release"]), proj, "%s %s.0 documentation" % (proj, S["release"])]))
    ann = ""
    if S["announce"]:
        a = rs.choice(["%s %s is out! Check the release notes." % (proj, S["release"]), "Join us at the %s sprint this month!" % proj,
                       "This documentation is for the development version of %s." % proj])
        EXTRAS.append(a)
        ann = '<div class="announcement">\n  <aside class="announcement-content">\n     %s \n  </aside>\n</div>\n' % esc(a)
    tog = lambda where: ('<div class="theme-toggle-container theme-toggle-%s">\n            <button class="theme-toggle">\n              <div class="visually-hidden">Toggle Light / Dark / Auto color theme</div>\n'
                         '              <svg class="theme-icon-when-auto%s"><use href="#svg-sun-half"></use></svg>\n              <svg class="theme-icon-when-dark"><use href="#svg-moon"></use></svg>\n'
                         '              <svg class="theme-icon-when-light"><use href="#svg-sun"></use></svg>\n            </button>\n          </div>') % (where, "-light" if new else "")
    tree = ['<li class="toctree-l1"><a class="reference internal" href="../../%s.html">%s</a></li>' % (sl(x), esc(x)) for x in S["docs"]]
    if S["in_toc"]:
        posts = P["others"][:2] + [t] + P["others"][2:4]
        EXTRAS.extend([x for x in posts if x != t])
        tree.append(('<li class="toctree-l1 current has-children"><a class="reference internal" href="../../%s.html">%s</a><input checked="" class="toctree-checkbox" id="toctree-checkbox-1" name="toctree-checkbox-1" role="switch" type="checkbox"/>'
                     '<label for="toctree-checkbox-1"><div class="visually-hidden">Toggle navigation of %s</div><i class="icon"><svg><use href="#svg-arrow-right"></use></svg></i></label><ul class="current">\n%s\n</ul>\n</li>') % (
            S["blog_name"].lower(), S["blog_name"], S["blog_name"], "\n".join('<li class="toctree-l2 current current-page"><a class="current reference internal" href="#">%s</a></li>' % esc(x) if x == t else
                                                                             '<li class="toctree-l2"><a class="reference internal" href="%s.html">%s</a></li>' % (sx_id(x, {}), esc(x)) for x in posts)))
    else:
        tree.append('<li class="toctree-l1"><a class="reference internal" href="../../%s.html">%s</a></li>' % (S["blog_name"].lower(), S["blog_name"]))
    side = ('<a class="sidebar-brand" href="../../index.html">\n  \n  \n  <span class="sidebar-brand-text">%s</span>\n  \n</a><form class="sidebar-search-container" method="get" action="../../search.html" role="search">\n'
            '  <input class="sidebar-search" placeholder="Search" name="q" aria-label="Search">\n  <input type="hidden" name="check_keywords" value="yes">\n  <input type="hidden" name="area" value="default">\n</form>\n'
            '<div id="searchbox"></div><div class="sidebar-scroll"><div class="sidebar-tree">\n  <p class="caption" role="heading"><span class="caption-text">%s</span></p>\n<ul%s>\n%s\n</ul>\n\n</div>\n%s</div>') % (
        brand, rs.choice(["Contents", "Documentation", "User Guide"]), ' class="current"' if S["in_toc"] else "", "\n".join(tree),
        sx_ablog_side(r, S, P, "%s\n") if S["ab_side"] else "")
    src = "docs/%s%s" % (P["docname"], S["suffix"])
    edit = ""
    if S["edit"] == "github":
        edit = ('<div class="edit-this-page">\n  <a class="muted-link" href="https://github.com/%s/%s/edit/%s/%s" title="Edit this page">\n    <svg aria-hidden="true" viewBox="0 0 24 24" stroke-width="1.5" stroke="currentColor" fill="none" stroke-linecap="round" stroke-linejoin="round">\n'
                '      <path stroke="none" d="M0 0h24v24H0z" fill="none"/>\n      <path d="M4 20h4l10.5 -10.5a1.5 1.5 0 0 0 -4 -4l-10.5 10.5v4" />\n      <line x1="13.5" y1="6.5" x2="17.5" y2="10.5" />\n    </svg>\n'
                '    <span class="visually-hidden">Edit this page</span>\n  </a>\n</div>') % (S["org"], pkg, S["branch"], src)
    rel = []
    if P["next"]:
        rel.append('<a class="next-page" href="%s.html">\n              <div class="page-info">\n                <div class="context">\n                  <span>Next</span>\n                </div>\n'
                   '                <div class="title">%s</div>\n              </div>\n              <svg class="furo-related-icon"><use href="#svg-arrow-right"></use></svg>\n            </a>' % (sx_id(P["next"], {}), esc(P["next"])))
    if P["prev"]:
        rel.append('<a class="prev-page" href="%s.html">\n              <svg class="furo-related-icon"><use href="#svg-arrow-right"></use></svg>\n              <div class="page-info">\n                <div class="context">\n'
                   '                  <span>Previous</span>\n                </div>\n                \n                <div class="title">%s</div>\n                \n              </div>\n            </a>' % (sx_id(P["prev"], {}), esc(P["prev"])))
    owner = rs.choice(["%s developers" % proj, "The %s Team" % proj, S["team"][0][0]])
    foot = ('<footer>\n        \n        <div class="related-pages">\n          %s\n        </div>\n        <div class="bottom-of-page">\n          <div class="left-details">\n            <div class="copyright">\n'
            '                Copyright &#169; %d, %s\n            </div>\n            Made with <a href="https://www.sphinx-doc.org/">Sphinx</a> and <a class="muted-link" href="https://pradyunsg.me">@pradyunsg</a>\'s\n            \n'
            '            <a href="https://github.com/pradyunsg/furo">Furo</a>\n            \n          </div>\n          <div class="right-details">\n            <div class="icons">\n              %s\n            </div>\n          </div>\n        </div>\n        \n      </footer>') % (
        "\n          ".join(rel), P["d"].year, esc(owner),
        '<a class="muted-link " href="https://github.com/%s/%s" aria-label="GitHub">\n                <svg stroke="currentColor" fill="currentColor" stroke-width="0" viewBox="0 0 16 16"><path fill-rule="evenodd" d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38z"></path></svg>\n              </a>' % (S["org"], pkg) if rs.random() < 0.6 else "")
    toc = "<ul>\n<li><a class=\"reference internal\" href=\"#\">%s</a>%s</li>\n</ul>\n" % (esc(t), "<ul>\n%s</ul>\n" % "".join(
        '<li><a class="reference internal" href="#%s">%s</a>%s</li>\n' % (i, esc(h), "<ul>\n%s</ul>\n" % "".join('<li><a class="reference internal" href="#%s">%s</a></li>\n' % (j, esc(h3)) for h3, j in sub) if sub else "")
        for h, i, sub in P["toc"]) if P["toc"] else "")
    return ('%s%s\n<input type="checkbox" class="sidebar-toggle" name="__navigation" id="__navigation">\n<input type="checkbox" class="sidebar-toggle" name="__toc" id="__toc">\n<label class="overlay sidebar-overlay" for="__navigation">\n'
            '  <div class="visually-hidden">Hide navigation sidebar</div>\n</label>\n<label class="overlay toc-overlay" for="__toc">\n  <div class="visually-hidden">Hide table of contents sidebar</div>\n</label>\n\n%s%s'
            '<div class="page">\n  <header class="mobile-header">\n    <div class="header-left">\n      <label class="nav-overlay-icon" for="__navigation">\n        <div class="visually-hidden">Toggle site navigation sidebar</div>\n'
            '        <i class="icon"><svg><use href="#svg-menu"></use></svg></i>\n      </label>\n    </div>\n    <div class="header-center">\n      <a href="../../index.html"><div class="brand">%s</div></a>\n    </div>\n'
            '    <div class="header-right">\n      %s\n      <label class="toc-overlay-icon toc-header-icon" for="__toc">\n        <div class="visually-hidden">Toggle table of contents sidebar</div>\n'
            '        <i class="icon"><svg><use href="#svg-toc"></use></svg></i>\n      </label>\n    </div>\n  </header>\n  <aside class="sidebar-drawer">\n    <div class="sidebar-container">\n      \n'
            '      <div class="sidebar-sticky">%s\n      </div>\n      \n    </div>\n  </aside>\n  <div class="main">\n    <div class="content">\n      <div class="article-container">\n'
            '        <a href="#" class="back-to-top muted-link">\n          <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">\n            <path d="M13 20h-2V8l-5.5 5.5-1.42-1.42L12 4.16l7.92 7.92-1.42 1.42L13 8v12z"></path>\n'
            '          </svg>\n          <span>Back to top</span>\n        </a>\n        <div class="content-icon-container">\n          %s%s\n          <label class="toc-overlay-icon toc-content-icon" for="__toc">\n'
            '            <div class="visually-hidden">Toggle table of contents sidebar</div>\n            <i class="icon"><svg><use href="#svg-toc"></use></svg></i>\n          </label>\n        </div>\n'
            '        <article role="main"%s>\n          %s\n        </article>\n      </div>\n      %s\n    </div>\n    <aside class="toc-drawer">\n      \n      \n      <div class="toc-sticky toc-scroll">\n'
            '        <div class="toc-title-container">\n          <span class="toc-title">\n            %s\n          </span>\n        </div>\n        <div class="toc-tree-container">\n          <div class="toc-tree">\n            %s\n'
            '          </div>\n        </div>\n      </div>\n      \n      \n    </aside>\n  </div>\n</div>%s') % (
        '<script>\n  document.body.dataset.theme = localStorage.getItem("theme") || "auto";\n</script>\n' if new else "",
        SX_FURO_ICONS, '<a class="skip-to-content muted-link" href="#furo-main-content">Skip to content</a>\n\n' if new else "", ann, brand, tog("header"), side, edit, tog("content"),
        ' id="furo-main-content"' if new else "", P["body"], foot, "On this page" if new else "Contents", toc, P["after"])


def sx_pydata(r, S, P):
    """The PyData theme's page around the post (see sphinx())."""
    new, proj, pkg, rs = S["new"], S["proj"], S["pkg"], S["rs"]
    t = P["t"]
    sl = lambda x: "-".join(x.lower().split())
    top = S["docs"][:4] + [S["blog_name"]]
    icons = [("GitHub", "https://github.com/%s/%s" % (S["org"], pkg), "fa-brands fa-github" if new else "fab fa-github-square")]
    if rs.random() < 0.5:
        icons.append(("PyPI", "https://pypi.org/project/%s" % pkg, "fa-brands fa-python" if new else "fab fa-python"))
    if rs.random() < 0.3:
        icons.append(("Discourse", "https://discuss.%s.org" % pkg, "fa-brands fa-discourse" if new else "fab fa-discourse"))
    toc = "".join('<li class="toc-h2 nav-item toc-entry"><a class="reference internal nav-link" href="#%s">%s</a>%s</li>\n' % (
        i, esc(h), '<ul class="nav section-nav flex-column">\n%s</ul>\n' % "".join('<li class="toc-h3 nav-item toc-entry"><a class="reference internal nav-link" href="#%s">%s</a></li>\n' % (j, esc(h3)) for h3, j in sub) if sub else "")
                  for h, i, sub in P["toc"])
    src = "docs/%s%s" % (P["docname"], S["suffix"])
    posts = P["others"][:2] + [t] + P["others"][2:5]
    if S["ab_side"]:
        sidebar = sx_ablog_side(r, S, P, '<div class="sidebar-start-items__item">%s\n</div>\n' if new else "%s\n")
    elif S["in_toc"]:
        EXTRAS.extend([x for x in posts if x != t])
        lis = "\n".join('<li class="toctree-l1 current active"><a class="current reference internal" href="#">%s</a></li>' % esc(x) if x == t else
                        '<li class="toctree-l1"><a class="reference internal" href="%s.html">%s</a></li>' % (sx_id(x, {}), esc(x)) for x in posts)
        sidebar = ('<nav class="bd-docs-nav bd-links" aria-label="Section Navigation">\n  <p class="bd-links__title" role="heading" aria-level="1">Section Navigation</p>\n  <div class="bd-toc-item navbar-nav">'
                   '<ul class="current nav bd-sidenav">\n%s\n</ul>\n</div>\n</nav>' % lis) if new else (
            '<nav class="bd-links" id="bd-docs-nav" aria-label="Main navigation">\n  <div class="bd-toc-item active">\n    <ul class="current nav bd-sidenav">\n%s\n</ul>\n\n  </div>\n</nav>' % lis)
        if new:
            sidebar = '<div class="sidebar-start-items__item">%s</div>' % sidebar
    else:
        sidebar = ""
    if True:
        pn = ('<div class="prev-next-area">%s%s\n</div>' if new else "<!-- Previous / next buttons -->\n<div class='prev-next-area'>%s%s\n</div>") % (
            ('\n    <a class="left-prev" href="%s.html" title="previous page">\n      <i class="%s"></i>\n      <div class="prev-next-info">\n        <p class="prev-next-subtitle">previous</p>\n'
             '        <p class="prev-next-title">%s</p>\n      </div>\n    </a>' % (sx_id(P["prev"], {}), "fa-solid fa-angle-left" if new else "fas fa-angle-left", esc(P["prev"]))) if P["prev"] else "",
            ('\n    <a class="right-next" href="%s.html" title="next page">\n      <div class="prev-next-info">\n        <p class="prev-next-subtitle">next</p>\n        <p class="prev-next-title">%s</p>\n'
             '      </div>\n      <i class="%s"></i>\n    </a>' % (sx_id(P["next"], {}), esc(P["next"]), "fa-solid fa-angle-right" if new else "fas fa-angle-right")) if P["next"] else "")
    owner = rs.choice(["%s developers" % proj, "the %s development team" % proj, "%s contributors" % proj])
    spx = (rs.choice(["7.2.6", "7.3.7", "7.4.7", "8.0.2"]) if S["ptitle"] == "Link" else rs.choice(["5.3.0", "6.2.1", "7.0.1"])) if new else rs.choice(["4.2.0", "4.4.0", "4.5.0"])
    thv = rs.choice(["0.13.3", "0.14.4", "0.15.2", "0.15.4"]) if new else rs.choice(["0.8.0", "0.8.1", "0.9.0"])
    edit = ""
    if S["edit"] == "github":
        edit = ('<div class="sidebar-secondary-item">\n  <div class="tocsection editthispage">\n    <a href="https://github.com/%s/%s/edit/%s/%s">\n      <i class="fa-solid fa-pencil"></i>\n      Edit on GitHub\n    </a>\n  </div>\n</div>' if new else
                '<div class="toc-item">\n<div class="tocsection editthispage">\n    <a href="https://github.com/%s/%s/edit/%s/%s">\n        <i class="fas fa-pencil-alt"></i> Edit this page\n    </a>\n</div>\n        </div>') % (
            S["org"], pkg, S["branch"], src)
    if not new:
        nav = "\n".join('<li class="toctree-l1 nav-item%s"><a class="reference internal nav-link%s" href="../../%s.html">%s</a></li>' % (
            " active" if x == S["blog_name"] else "", "" if x != S["blog_name"] else "", sl(x), esc(x)) for x in top)
        return ('<div class="container-fluid" id="banner"></div>\n\n<nav class="navbar navbar-light navbar-expand-lg bg-light fixed-top bd-navbar" id="navbar-main"><div class="container-xl">\n\n  <div id="navbar-start">\n'
                '    \n  <a class="navbar-brand" href="../../index.html">\n  <img src="../../_static/logo.svg" class="logo" alt="logo">\n</a>\n\n    \n  </div>\n\n  <button class="navbar-toggler" type="button" data-toggle="collapse" data-target="#navbar-collapsible" aria-controls="navbar-collapsible" aria-expanded="false" aria-label="Toggle navigation">\n'
                '    <span class="navbar-toggler-icon"></span>\n  </button>\n\n  \n  <div id="navbar-collapsible" class="col-lg-9 collapse navbar-collapse">\n    <div id="navbar-center" class="mr-auto">\n      \n      <div class="navbar-center-item">\n'
                '        <ul id="navbar-main-elements" class="navbar-nav">\n    %s\n</ul>\n      </div>\n      \n    </div>\n\n    <div id="navbar-end">\n      \n      <div class="navbar-end-item">\n        <ul id="navbar-icon-links" class="navbar-nav" aria-label="Icon Links">\n%s'
                '      </ul>\n      </div>\n      \n    </div>\n  </div>\n</div>\n</nav>\n\n<div class="container-xl">\n  <div class="row">\n      \n      <!-- Only show if we have sidebars configured, else just a small margin  -->\n      <div class="col-12 col-md-3 bd-sidebar">\n'
                '        <div class="sidebar-start-items"><form class="bd-search d-flex align-items-center" action="../../search.html" method="get">\n  <i class="icon fas fa-search"></i>\n'
                '  <input type="search" class="form-control" name="q" id="search-input" placeholder="Search the docs ..." aria-label="Search the docs ..." autocomplete="off" >\n</form>%s\n        </div>\n      </div>\n      \n\n'
                '      <div class="d-none d-xl-block col-xl-2 bd-toc">\n        \n          \n          <div class="toc-item">\n            \n<div class="tocsection onthispage pt-5 pb-3">\n    <i class="fas fa-list"></i> On this page\n</div>\n\n'
                '<nav id="bd-toc-nav">\n    <ul class="visible nav section-nav flex-column">\n%s</ul>\n\n</nav>\n          </div>\n          \n          %s\n          \n        \n      </div>\n      \n\n'
                '      \n      \n      <main class="col-12 col-md-9 col-xl-7 py-md-5 pl-md-5 pr-md-4 bd-content" role="main">\n          \n          <div>\n            \n  %s\n\n              </div>\n              \n              \n              %s\n'
                '              \n          \n      </main>\n      \n\n  </div>\n</div>\n  <script src="../../_static/scripts/pydata-sphinx-theme.js?digest=%020x"></script>\n<footer class="footer mt-5 mt-md-0">\n  <div class="container">\n    \n'
                '    <div class="footer-item">\n      <p class="copyright">\n    &copy; Copyright %d, %s.<br>\n</p>\n    </div>\n    \n    <div class="footer-item">\n      <p class="sphinx-version">\nCreated using <a href="http://sphinx-doc.org/">Sphinx</a> %s.<br>\n</p>\n'
                '    </div>\n    \n  </div>\n</footer>') % (
            nav, "".join('        <li class="nav-item">\n          <a class="nav-link" href="%s" rel="noopener" target="_blank" title="%s"><span><i class="%s"></i></span>\n            <label class="sr-only">%s</label></a>\n        </li>\n' % (
                u, nm, ic, nm) for nm, u, ic in icons), sidebar, toc, edit, P["body"], pn, rs.getrandbits(80), P["d"].year, esc(owner), spx)
    nav = "\n".join('<li class="nav-item%s">\n  <a class="nav-link nav-internal" href="../../%s.html">\n    %s\n  </a>\n</li>' % (
        " current active" if x == S["blog_name"] else "", sl(x), esc(x)) for x in top)
    srch = ('<form class="bd-search d-flex align-items-center"\n      action="../../search.html"\n      method="get">\n  <i class="fa-solid fa-magnifying-glass"></i>\n  <input type="search"\n         class="form-control"\n         name="q"\n'
            '         placeholder="Search the docs ..."\n         aria-label="Search the docs ..."\n         autocomplete="off"\n         autocorrect="off"\n         autocapitalize="off"\n         spellcheck="false"/>\n'
            '  <span class="search-button__kbd-shortcut"><kbd class="kbd-shortcut__modifier">Ctrl</kbd>+<kbd>K</kbd></span>\n</form>')
    crumbs = ('<nav aria-label="Breadcrumb" class="d-print-none">\n  <ul class="bd-breadcrumbs">\n    \n    <li class="breadcrumb-item breadcrumb-home">\n      <a href="../../index.html" class="nav-link" aria-label="Home">\n'
              '        <i class="fa-solid fa-home"></i>\n      </a>\n    </li>\n    %s\n    <li class="breadcrumb-item active" aria-current="page"><span class="ellipsis">%s</span></li>\n  </ul>\n</nav>') % (
        '<li class="breadcrumb-item"><a href="../../%s.html" class="nav-link">%s</a></li>\n    ' % (S["blog_name"].lower(), S["blog_name"]) if S["in_toc"] else "", esc(t))
    secondary = ('<div class="sidebar-secondary-item">\n<div\n    id="pst-page-navigation-heading-2"\n    class="page-toc tocsection onthispage">\n    <i class="fa-solid fa-list"></i> On this page\n  </div>\n'
                 '  <nav class="bd-toc-nav page-toc" aria-labelledby="pst-page-navigation-heading-2">\n    <ul class="visible nav section-nav flex-column">\n%s</ul>\n  </nav></div>\n%s\n'
                 '  <div class="sidebar-secondary-item">\n  <div class="tocsection sourcelink">\n    <a href="../../_sources/%s%s.txt">\n      <i class="fa-solid fa-file-lines"></i> Show Source\n    </a>\n  </div>\n</div>') % (
        toc, edit, P["docname"], S["suffix"]) if P["toc"] else ""
    return ('<div id="pst-skip-link" class="skip-link d-print-none"><a href="#main-content">Skip to main content</a></div>\n  \n  <div id="pst-scroll-pixel-helper"></div>\n  \n  <button type="button" class="btn rounded-pill" id="pst-back-to-top">\n'
            '    <i class="fa-solid fa-arrow-up"></i>Back to top</button>\n\n  \n  <dialog id="pst-search-dialog">\n    %s\n  </dialog>\n\n  <div class="pst-async-banner-revealer d-none">\n  <aside id="bd-header-version-warning" class="d-none d-print-none" aria-label="Version warning"></aside>\n</div>\n\n'
            '  \n    <header class="bd-header navbar navbar-expand-lg bd-navbar d-print-none">\n<div class="bd-header__inner bd-page-width">\n  <button class="pst-navbar-icon sidebar-toggle primary-toggle" aria-label="Site navigation">\n'
            '    <span class="fa-solid fa-bars"></span>\n  </button>\n  \n  \n  <div class="col-lg-3 navbar-header-items__start">\n    \n      <div class="navbar-item">\n\n  \n    \n  \n\n<a class="navbar-brand logo" href="../../index.html">\n'
            '  <img src="../../_static/logo.svg" class="logo__image only-light" alt="%s - Home"/>\n  <script>document.write(`<img src="../../_static/logo-dark.svg" class="logo__image only-dark" alt="%s - Home"/>`);</script>\n</a></div>\n    \n  </div>\n'
            '  \n  <div class="col-lg-9 navbar-header-items">\n    \n    <div class="me-auto navbar-header-items__center">\n      \n        <div class="navbar-item">\n<nav>\n  <ul class="bd-navbar-elements navbar-nav">\n    %s\n  </ul>\n</nav></div>\n      \n    </div>\n'
            '    \n    \n    <div class="navbar-header-items__end">\n      \n        <div class="navbar-item navbar-persistent--container">\n          \n\n<button class="btn search-button-field search-button__button" title="Search" aria-label="Search" data-bs-placement="bottom" data-bs-toggle="tooltip">\n'
            ' <i class="fa-solid fa-magnifying-glass"></i>\n <span class="search-button__default-text">Search</span>\n <span class="search-button__kbd-shortcut"><kbd class="kbd-shortcut__modifier">Ctrl</kbd>+<kbd class="kbd-shortcut__modifier">K</kbd></span>\n</button>\n'
            '        </div>\n      \n      \n        <div class="navbar-item">\n\n<button class="btn btn-sm pst-navbar-icon theme-switch-button" title="light/dark" aria-label="light/dark" data-bs-placement="bottom" data-bs-toggle="tooltip">\n'
            '  <i class="theme-switch fa-solid fa-sun fa-lg" data-mode="light"></i>\n  <i class="theme-switch fa-solid fa-moon fa-lg" data-mode="dark"></i>\n  <i class="theme-switch fa-solid fa-circle-half-stroke fa-lg" data-mode="auto"></i>\n</button></div>\n'
            '      \n        <div class="navbar-item"><ul class="navbar-icon-links"\n    aria-label="Icon Links">\n%s</ul></div>\n      \n    </div>\n    \n  </div>\n  \n\n  \n    <button class="pst-navbar-icon sidebar-toggle secondary-toggle" aria-label="On this page">\n'
            '      <span class="fa-solid fa-outdent"></span>\n    </button>\n  \n</div>\n\n    </header>\n  \n\n  <div class="bd-container">\n    <div class="bd-container__inner bd-page-width">\n      \n      \n      \n      <div class="bd-sidebar-primary bd-sidebar">\n'
            '        \n\n  \n  <div class="sidebar-header-items sidebar-primary__section">\n    \n    \n      <div class="sidebar-header-items__center">\n        \n          \n          \n            <div class="navbar-item">\n<nav>\n  <ul class="bd-navbar-elements navbar-nav">\n    %s\n  </ul>\n</nav></div>\n'
            '          \n        \n      </div>\n    \n  </div>\n  \n    %s\n  \n  \n  <div class="sidebar-primary-items__end sidebar-primary__section">\n  </div>\n  \n  <div id="rtd-footer-container"></div>\n\n\n      </div>\n'
            '      \n      <main id="main-content" class="bd-main" role="main">\n        \n        \n          <div class="bd-content">\n            <div class="bd-article-container">\n              \n              <div class="bd-header-article d-print-none">\n'
            '<div class="header-article-items header-article__inner">\n  \n    <div class="header-article-items__start">\n      \n        <div class="header-article-item">\n\n%s\n</div>\n      \n    </div>\n  \n  \n</div>\n</div>\n              \n              \n              \n'
            '                \n<div id="searchbox"></div>\n                <article class="bd-article">\n                  \n  %s\n\n                </article>\n              \n              \n              \n                <footer class="prev-next-footer d-print-none">\n                  \n%s\n'
            '                </footer>\n              \n            </div>\n            \n            \n              \n                <div class="bd-sidebar-secondary bd-toc"><div class="sidebar-secondary-items sidebar-secondary__inner">\n\n\n  %s\n\n</div></div>\n'
            '              \n            \n          </div>\n          <footer class="bd-footer-content">\n            \n          </footer>\n        \n      </main>\n    </div>\n  </div>\n  \n  <!-- Scripts loaded after <body> so the DOM is not blocked -->\n'
            '  <script src="../../_static/scripts/bootstrap.js?digest=%020x"></script>\n<script src="../../_static/scripts/pydata-sphinx-theme.js?digest=%020x"></script>\n\n  <footer class="bd-footer">\n<div class="bd-footer__inner bd-page-width">\n  \n'
            '    <div class="footer-items__start">\n      \n        <div class="footer-item">\n\n  <p class="copyright">\n    \n      \u00a9 Copyright %d, %s.\n      <br/>\n    \n  </p>\n</div>\n      \n        <div class="footer-item">\n\n  <p class="sphinx-version">\n'
            '    Created using <a href="https://www.sphinx-doc.org/">Sphinx</a> %s.\n    <br/>\n  </p>\n</div>\n      \n    </div>\n  \n  \n  \n    <div class="footer-items__end">\n      \n        <div class="footer-item">\n<p class="theme-version">\n'
            '  Built with the <a href="https://pydata-sphinx-theme.readthedocs.io/en/stable/index.html">PyData Sphinx Theme</a> %s.\n</p></div>\n      \n    </div>\n  \n</div>\n\n  </footer>') % (
        srch, esc(proj), esc(proj), nav, "".join('<li class="nav-item">\n          \n          \n          \n          \n          \n          \n          \n          \n          <a href="%s" title="%s" class="nav-link pst-navbar-icon" rel="noopener" target="_blank" data-bs-toggle="tooltip" data-bs-placement="bottom">'
                                                  '<i class="%s fa-lg" aria-hidden="true"></i>\n            <span class="sr-only">%s</span></a>\n        </li>\n' % (u, nm, ic, nm) for nm, u, ic in icons),
        nav, '<div class="sidebar-primary-items__start sidebar-primary__section">\n        %s\n    </div>' % sidebar if sidebar else "", crumbs, P["body"], pn, secondary, rs.getrandbits(80), rs.getrandbits(80), P["d"].year, esc(owner), spx, thv)

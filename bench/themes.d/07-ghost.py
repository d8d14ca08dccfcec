# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

GH_NAV = ["About", "Archive", "Newsletter", "Podcast", "Guides", "Start here", "Membership", "Contact", "Resources", "Reviews", "Interviews"]
GH_EMOJI = ["\U0001f4a1", "\U0001f4cc", "\u26a0\ufe0f", "\U0001f449", "\u2728", "\U0001f4e3", "\u2139\ufe0f", "\u2705", "\U0001f4dd", "\U0001f525"]
GH_COLORS = ["grey", "grey", "white", "blue", "green", "yellow", "red", "pink", "purple", "accent"]
GH_LANGS = {"import": "python", "const": "javascript", "$": "bash", "func": "go", "SELECT": "sql"}
GH_BUTTONS = ["Download the report", "Read the full guide", "Get the template", "Watch the talk", "Register now", "Try it free", "Get the checklist", "See the results"]
GH_LABELS = ["Note:", "TL;DR:", "Update:", "Tip:"]
GH_VOID = ("img", "br", "hr", "input", "source", "meta", "link", "wbr", "col", "area", "embed", "track", "path", "circle")
GH_SVG_SEARCH = ('<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke="currentColor" stroke-width="2" width="20" height="20">'
                 '<path stroke-linecap="round" stroke-linejoin="round" d="M21 21l-6-6m2-5a7 7 0 11-14 0 7 7 0 0114 0z"></path></svg>')
GH_SVG_FIRE = ('<svg width="16" height="17" viewBox="0 0 16 17" fill="none" xmlns="http://www.w3.org/2000/svg"><path d="M4.49365 4.58752C3.53115 6.03752 2.74365 7.70002 2.74365 '
               '9.25002C2.74365 10.6424 3.29678 11.9778 4.28134 12.9623C5.26591 13.9469 6.60127 14.5 7.99365 14.5C9.38604 14.5 10.7214 13.9469 11.706 12.9623C12.6905 '
               '11.9778 13.2437 10.6424 13.2437 9.25002C13.2437 6.00002 10.9937 3.50002 9.16865 1.68127L6.99365 6.25002L4.49365 4.58752Z" stroke="currentColor" '
               'stroke-width="2" stroke-linecap="round" stroke-linejoin="round"></path></svg>')
GH_SVG_TOGGLE = ('<svg id="Regular" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path class="cls-1" d="M23.25,7.311,12.53,18.03a.749.749,0,0,1-1.06,0L.75,7.311"></path></svg>')
GH_PSWP = ('<div class="pswp" tabindex="-1" role="dialog" aria-hidden="true"><div class="pswp__bg"></div><div class="pswp__scroll-wrap"><div class="pswp__container">'
           '<div class="pswp__item"></div><div class="pswp__item"></div><div class="pswp__item"></div></div><div class="pswp__ui pswp__ui--hidden"><div class="pswp__top-bar">'
           '<div class="pswp__counter"></div><button class="pswp__button pswp__button--close" title="Close (Esc)"></button><button class="pswp__button pswp__button--share" title="Share"></button>'
           '<button class="pswp__button pswp__button--fs" title="Toggle fullscreen"></button><button class="pswp__button pswp__button--zoom" title="Zoom in/out"></button>'
           '<div class="pswp__preloader"><div class="pswp__preloader__icn"><div class="pswp__preloader__cut"><div class="pswp__preloader__donut"></div></div></div></div></div>'
           '<div class="pswp__share-modal pswp__share-modal--hidden pswp__single-tap"><div class="pswp__share-tooltip"></div></div>'
           '<button class="pswp__button pswp__button--arrow--left" title="Previous (arrow left)"></button><button class="pswp__button pswp__button--arrow--right" title="Next (arrow right)"></button>'
           '<div class="pswp__caption"><div class="pswp__caption__center"></div></div></div></div></div>')


def gh_downsize(h, n=50):
    """downsize(html, {words: n}), as Ghost's RSS writes a post's
    description when it has no custom excerpt nor meta description: the
    post's HTML up to its n-th word, the tags left open closed."""
    out, stack, count, i = [], [], 0, 0
    while i < len(h) and count < n:
        if h[i] == "<":
            j = h.find("-->", i) + 3 if h.startswith("<!--", i) else h.find(">", i) + 1
            tag = h[i:j]
            if not tag.startswith("<!--"):
                name = tag[2 if tag.startswith("</") else 1:].split(" ")[0].split(">")[0].rstrip("/").lower()
                if tag.startswith("</"):
                    if name in stack:
                        while stack.pop() != name:
                            pass
                elif name not in GH_VOID and not tag.endswith("/>"):
                    stack.append(name)
            out.append(tag)
            i = j
            continue
        j = h.find("<", i)
        j = len(h) if j < 0 else j
        text, k, keep = h[i:j], 0, ""
        while k < len(text) and count < n:
            e = k
            while e < len(text) and not text[e].isspace():
                e += 1
            if e > k:
                count += 1
            while e < len(text) and text[e].isspace() and count < n:
                e += 1
            keep += text[k:e]
            k = e
        out.append(keep)
        i = j
    return "".join(out) + "".join("</%s>" % x for x in reversed(stack))


def ghost(r, t, body, cat, cs):
    """A post on a Ghost site of 2021-2024, one of Ghost's own themes a
    site: Casper 5 (Ghost 5: the gh-head bar of the logo, the menu,
    "Sign in" and "Subscribe", article.article's header of the primary
    tag (and "Featured"), h1.article-title, the custom excerpt as
    p.article-excerpt, the byline's avatars, h4.author-name, the date
    and "5 min read", figure.article-image and its caption; the post in
    section.gh-content.gh-canvas; Ghost's native comments as the
    comments-ui script in section.article-comments on some sites; then
    the footer-cta ("Sign up for more like this." and the portal's
    "Enter your email" / "Subscribe" link) and aside.read-more-wrap's
    three post-cards with their excerpts), Casper 4 on Ghost 4 (the same
    markup of 2021, Disqus's thread holder on some sites, posts written
    in one markdown card on some), Source (2023-2024: the gh-navigation
    bar, article.gh-article's gh-article-tag, gh-article-title,
    p.gh-article-excerpt, the author's image and name, "12 Mar 2023 —
    5 min read", figure.gh-article-image, section.gh-content.gh-canvas.is-
    body, div.gh-comments, "Read more" and four gh-cards, the footer's
    gh-footer-signup of the site's name and description and its form) or
    Headline (gh-head with the site's description, gh-article-tag, the
    h1, the authors' lists and "8 min", the excerpt under them, "Read
    next" and its gh-card grid, "Comments (N)" on some sites, the
    footer's "Subscribe to NAME" and "Subscribe now").  The post's cards,
    as Ghost's editor renders them (Lexical's pre-wrap spans in the
    nested editors' text on the sites of 2023-2024, mobiledoc's
    "kg-card-begin: markdown" comments on the others): paragraphs with
    links (an outbound one with "?ref=HOST" on Ghost 5), bold and italic
    runs, h2 and h3 with their ids, lists, quotes (kg-blockquote-alt at
    times), kg-image-card figures and their captions (Unsplash's "Photo
    by NAME / Unsplash" among them), a kg-gallery-card, a
    kg-callout-card of an emoji and a text ("Note:" opening it at
    times), kg-toggle-cards of a question and its answer, a
    kg-bookmark-card of another site's page (its title, description,
    icon, publisher and thumbnail), a kg-button-card linking elsewhere,
    a YouTube kg-embed-card, an hr, code on the technical sites; on some
    sites the author's card after the post (a bio the same on every
    page), on some a line asking readers to subscribe and a button to
    the portal closing the post, on some Ghost 5 sites the editor's
    signup card ("Sign up for NAME", the site's description, the form,
    "No spam. Unsubscribe anytime.") inside the post's section, hidden
    by its style until the members script shows it.  Public posts only
    (no "This post is for subscribers only").  ghost_head's ld+json,
    Portal's and Search's scripts before the page, PhotoSwipe's box and
    the theme's scripts after it.  The feed: Ghost's RSS, whose
    description is the custom excerpt where the post has one (shown under
    the headline), its meta description on a few others, else the post's
    HTML downsized to its first 50 words.  The truth: the custom excerpt
    (TEASER) where the page shows one, then the paragraphs, headings,
    list items, quotes, the callout's text, each toggle's question and
    answer and each line of code; not the tag, the byline, the date,
    captions, galleries, the bookmark card (counted, its title and
    description), buttons, embeds, the signup card, the subscribe line,
    the author's card, the footer's calls to sign up (counted), "Read
    more" and "Read next" cards (counted, titles and excerpts) nor the
    comments, which a script loads."""
    rs = random.Random(BLOG[0] + " ghost")
    fam = ["casper", "source", "headline", "casper4"][DATE_STYLE]
    v5 = fam != "casper4"
    lexical = v5 and rs.random() < 0.7            # Ghost 5's Lexical editor (2023-2024)
    md = not lexical and rs.random() < 0.4        # posts written in one markdown card
    lw = lambda g: LEXICON[g.randrange(len(LEXICON))]
    name = BLOG[0]
    dom = "".join(c for c in "".join(name.lower().split()[:2]) if c.isalnum()) or lw(rs)
    host = rs.choice(["www.%s.com", "%s.ghost.io", "%s.blog", "www.%s.co", "%s.news"]) % dom
    OWN_HOST[0] = host
    base = "https://%s" % host
    site_desc = sentence(rs, 6, 13)
    people = []
    for _ in range(rs.choice([1, 1, 2, 3])):
        nm = "%s %s" % (rs.choice(SP_FIRST), lw(rs).title())
        people.append((nm, "-".join(nm.lower().split()), sentence(rs, 10, 22), lw(rs) + lw(rs)[:3], "%d/%02d" % (rs.choice([2020, 2021, 2022]), rs.randint(1, 12))))
    members = rs.random() < 0.85
    comments = (rs.choice(["native", "native", None]) if v5 else rs.choice(["disqus", "disqus", None])) if members or not v5 else None
    author_box = rs.random() < 0.4
    card_site = lexical and members and rs.random() < 0.45
    pitch_site = members and rs.random() < 0.25
    tech = rs.random() < 0.3
    unsplash = rs.random() < 0.6
    ex_rate = rs.choice([0.0, 0.3, 0.6, 0.9])
    meta_rate = rs.choice([0.0, 0.0, 0.15])
    feat_rate = rs.choice([0.6, 0.85, 1.0])
    key = "%026x" % rs.getrandbits(104)
    accent = "#%06x" % rs.getrandbits(24)
    ver = rs.choice(["5.54", "5.71", "5.82", "5.96", "5.101"]) if lexical else rs.choice(["5.2", "5.14", "5.22", "5.33"]) if v5 else rs.choice(["4.4", "4.22", "4.36", "4.48"])
    cta_text = rs.choice(["Sign up for more like this.", "Sign up for more like this.", "Sign up for more like this.",
                          "Get the latest posts delivered right to your inbox.", "Join %d readers and get every new post by email." % (rs.randint(3, 90) * 100)])
    hl_text = rs.choice([None, cta_text, "Get the best of %s in your inbox, every week." % name])
    src_head = rs.choice([name, name, "Sign up for %s" % name, "Subscribe to %s" % name])
    src_sub = rs.choice([site_desc, site_desc, sentence(rs, 8, 16)])
    pitch = rs.choice(["If you enjoyed this post, subscribe to get the next one straight to your inbox.",
                       "Thanks for reading %s! Subscribe for free to receive new posts and support my work." % name,
                       "%s is reader-supported. To get new posts and support the work, consider becoming a free or paid subscriber." % name])
    pitch_btn = rs.choice(["Subscribe now", "Subscribe", "Become a member", "Join the newsletter"])
    card = (rs.choice(["Sign up for %s" % name] * 3 + ["Subscribe to %s" % name, "Get %s in your inbox" % name]),
            rs.choice([site_desc, site_desc, sentence(rs, 8, 16)]), rs.choice(["No spam. Unsubscribe anytime."] * 3 + ["", "Free, weekly, no spam."]),
            rs.choice(["regular", "wide", "split"]), rs.choice(["#F0F0F0", "#15171A", "accent", "#FFFFFF"]), rs.choice(["accent", "accent", "#000000", "#FFFFFF"]))
    nav = ["Home"] + rs.sample(GH_NAV, rs.randint(2, 5))
    foot_nav = rs.choice([["Sign up"], ["Sign up", "Privacy"], ["Data & privacy", "Contact", "Contribute \u2192"], ["RSS", "Sign up"]])
    analytics = rs.choice([None, "plausible", "ga", "fathom"])
    card_pic = "%s/content/images/%d/%02d/%s.jpg" % (base, rs.choice([2022, 2023]), rs.randint(1, 12), dom)
    drop_cap, image_small, read_more = rs.random() < 0.3, rs.random() < 0.2, rs.random() < 0.85
    src_nav = rs.choice(["left-logo", "middle-logo", "stacked"])
    cui, com_on, portal = rs.choice(["0.12", "0.17", "0.22", "1.0"]), rs.choice(["all", "paid"]), rs.choice(["2.30", "2.36", "2.45", "2.51"]) if v5 else "1.8"
    slugify = lambda s: "-".join("".join(c if c.isalnum() else " " for c in s.lower()).split())
    # the post
    pid = "%08x%016x" % (r.randint(0x5ff00000, 0x61e00000) if not v5 else r.randint(0x62000000, 0x65900000), r.getrandbits(64))
    year = r.randint(2021, 2022) if not v5 else r.randint(2023, 2024) if lexical else r.randint(2022, 2023)
    pub = datetime.datetime(year, r.randint(1, 12), r.randint(1, 28), r.randint(6, 21), r.randint(0, 59), r.randint(0, 59))
    ym = "%d/%02d" % (pub.year, pub.month)
    auth = [people[0]] + ([x for x in people[1:] if r.random() < 0.25])
    if len(people) > 1 and r.random() < 0.5:
        auth = [r.choice(people)]
    tag_slug = cat.lower()
    featured = r.random() < 0.1
    url = base + SLUG[0]
    ext = lambda: "https://%s.%s/%s/%s" % (lw(r) + lw(r)[:4], r.choice(["com", "org", "io", "net"]), lw(r), lw(r))
    ref = (lambda u: u + "?ref=" + host) if v5 else (lambda u: u)

    def pw(s):  # a nested editor's text, as Lexical writes it
        return '<span style="white-space: pre-wrap;">%s</span>' % s if lexical else s

    def img_src(when=None, ext_="jpg"):
        f = "%s-%s.%s" % (lw(r), lw(r), ext_) if r.random() < 0.7 else "IMG_%04d.%s" % (r.randint(1, 9999), ext_)
        return "%s/content/images/%s/%s" % (base, when or ym, f), "%s/content/images/size/w%%d/%s/%s" % (base, when or ym, f)

    def card_img(cls=""):
        full, sized = img_src()
        w, h = r.choice([(2000, 1333), (1600, 900), (1200, 800), (1024, 768), (2000, 1500), (800, 600)])
        sets = [x for x in (600, 1000, 1600, 2400) if x < w] + [w]
        return ('<img src="%s" class="kg-image" alt="%s" loading="lazy" width="%d" height="%d" srcset="%s" sizes="(min-width: %s) %s">' % (
            full, esc(" ".join(lw(r) for _ in range(r.randint(2, 5)))) if r.random() < 0.4 else "", w, h,
            ", ".join("%s %dw" % (sized % x if x < w else full, x) for x in sets), "1200px" if cls else "720px", "1200px" if cls else "720px"))

    def inline(p):
        w = p.split(" ")
        x = r.random()
        if len(w) < 8 or x > 0.5:
            return esc(p)
        k = r.randrange(1, len(w) - 4)
        m = r.randint(2, 4)
        a, b, c = esc(" ".join(w[:k])), esc(" ".join(w[k:k + m])), esc(" ".join(w[k + m:]))
        if x < 0.3:
            href = ref(ext()) if r.random() < 0.6 else "%s/%s/" % (base, slugify(title(r)))
            b = '<a href="%s">%s</a>' % (href, b)
        elif x < 0.42:
            b = "<strong>%s</strong>" % b
        else:
            b = "<em>%s</em>" % b
        return a + " " + b + (" " + c if c else "")

    # the post's blocks, as (kind, ...) tuples, and the truth's lines
    paras = list(body)
    n = len(paras)
    heads = set(r.sample(range(1, n), min(n - 1, r.randint(1, 3)))) if n >= 3 and r.random() < 0.55 else set()
    after = {}
    kinds = ([("ul", 0.3), ("ol", 0.12), ("quote", 0.22), ("img", 0.35), ("code", 0.7 if tech else 0), ("hr", 0.1)] if md else
             [("img", 0.45), ("ul", 0.3), ("ol", 0.12), ("quote", 0.22), ("callout", 0.25), ("toggle", 0.1), ("bookmark", 0.22), ("button", 0.1),
              ("gallery", 0.1), ("embed", 0.1), ("hr", 0.12), ("code", 0.7 if tech else 0), ("code", 0.3 if tech else 0)])
    for k, p in kinds:
        if r.random() < p:
            after.setdefault(r.randrange(n), []).append(k)
    blocks, story = [], []
    for i, p in enumerate(paras):
        if i in heads:
            h = " ".join(word(r) for _ in range(r.randint(2, 7))).capitalize()
            blocks.append(("h", "h3" if r.random() < 0.2 else "h2", h))
            story.append(h)
        blocks.append(("p", p))
        story.append(p)
        for k in after.get(i, []):
            if k in ("ul", "ol"):
                items = [" ".join(word(r) for _ in range(r.randint(3, 12))) if r.random() < 0.5 else sentence(r, 5, 16) for _ in range(r.randint(2, 6))]
                blocks.append((k, items))
                story.extend(items)
            elif k == "quote":
                q = sentence(r, 10, 30)
                blocks.append(("quote", q, r.random() < 0.2))
                story.append(q)
            elif k == "img":
                cap = (sentence(r, 4, 14) if r.random() < 0.7 else "Photo by %s %s on Unsplash" % (r.choice(SP_FIRST), lw(r).title())) if r.random() < 0.5 else None
                blocks.append(("img", cap, r.choice(["", "", "", " kg-width-wide", " kg-width-full"])))
            elif k == "gallery":
                blocks.append(("gallery", r.randint(2, 9), sentence(r, 4, 12) if r.random() < 0.5 else None))
            elif k == "callout":
                label = r.choice(GH_LABELS) if r.random() < 0.35 else ""
                text = sentence(r, 8, 26)
                blocks.append(("callout", r.choice(GH_EMOJI) if r.random() < 0.85 else "", r.choice(GH_COLORS), label, text))
                story.append(label + " " + text if label else text)
            elif k == "toggle":
                for _ in range(r.randint(1, 3)):
                    q = sentence(r, 4, 11)[:-1] + "?"
                    ans = [para(r, 1, 3) for _ in range(r.choice([1, 1, 2]))]
                    blocks.append(("toggle", q, ans))
                    story.extend([q] + ans)
            elif k == "bookmark":
                bt, bd = title(r), sentence(r, 10, 24)
                EXTRAS.extend([bt, bd])
                blocks.append(("bookmark", ext(), bt, bd, title(r).split(" ")[0] + r.choice([" Blog", " Docs", "", " News"]), r.choice([None, "%s %s" % (r.choice(SP_FIRST), lw(r).title())]),
                               r.random() < 0.8, sentence(r, 4, 10) if r.random() < 0.1 else None))
            elif k == "button":
                blocks.append(("button", ext(), r.choice(GH_BUTTONS), r.choice(["center", "left"])))
            elif k == "embed":
                blocks.append(("embed", "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") for _ in range(11)), title(r),
                               sentence(r, 4, 12) if r.random() < 0.3 else None))
            elif k == "hr" and i < n - 1:
                blocks.append(("hr",))
            elif k == "code":
                lines = code_lines(r)
                blocks.append(("code", GH_LANGS[lines[0].split()[0]] if r.random() < 0.85 else "", lines))
                story.extend(lines)
    if pitch_site and r.random() < 0.85:
        blocks += [("hr",), ("pitch",)]
        EXTRAS.extend([pitch])
    sc = card_site and r.random() < 0.8
    if sc:
        blocks.append(("signup",))
        EXTRAS.extend([x for x in card[:3] if x])
    STORY[:] = story

    def render(b):
        k = b[0]
        if k == "p":
            return "<p>%s</p>" % inline(b[1])
        if k == "h":
            return '<%s id="%s">%s</%s>' % (b[1], slugify(b[2]), esc(b[2]), b[1])
        if k in ("ul", "ol"):
            nl = "\n" if md else ""
            return "<%s>%s%s</%s>" % (k, nl, "".join("<li>%s</li>%s" % (esc(x), nl) for x in b[1]), k)
        if k == "quote":
            return '<blockquote%s>%s</blockquote>' % (' class="kg-blockquote-alt"' if b[2] else "", esc(b[1]))
        if k == "hr":
            return "<hr>"
        if k == "code":
            return '<pre><code%s>%s%s</code></pre>' % (' class="language-%s"' % b[1] if b[1] else "", esc("\n".join(b[2])), "\n" if md else "")
        if k == "img":
            if md:
                full = img_src()[0]
                return '<p><img src="%s" alt="%s" loading="lazy"></p>' % (full, esc(b[1] or ""))
            cap = b[1]
            if cap and cap.startswith("Photo by ") and cap.endswith(" on Unsplash"):
                who = cap[9:-12]
                capx = '%s<a href="https://unsplash.com/@%s?utm_source=ghost&amp;utm_medium=referral&amp;utm_campaign=api-credit">%s</a>%s<a href="https://unsplash.com/?utm_source=ghost&amp;utm_medium=referral&amp;utm_campaign=api-credit">%s</a>' % (
                    pw("Photo by "), who.lower().replace(" ", ""), pw(esc(who)), pw(" / "), pw("Unsplash"))
            else:
                capx = pw(esc(cap)) if cap else ""
            return '<figure class="kg-card kg-image-card%s%s">%s%s</figure>' % (b[2], " kg-card-hascaption" if cap else "", card_img(b[2]), "<figcaption>%s</figcaption>" % capx if cap else "")
        if k == "gallery":
            imgs, rows, left = [], [], b[1]
            while left:
                m = min(left, 3, r.choice([2, 3]))
                rows.append(m)
                left -= m
            for m in rows:
                cells = []
                for _ in range(m):
                    full, sized = img_src()
                    w, h = r.choice([(2000, 1333), (1333, 2000), (1600, 1200), (1200, 1600), (2000, 2000)])
                    cells.append('<div class="kg-gallery-image"><img src="%s" width="%d" height="%d" loading="lazy" alt="" srcset="%s" sizes="(min-width: 720px) 720px"></div>' % (
                        full, w, h, ", ".join("%s %dw" % (sized % x if x < w else full, x) for x in [x for x in (600, 1000, 1600, 2400) if x < w] + [w])))
                imgs.append('<div class="kg-gallery-row">%s</div>' % "".join(cells))
            return '<figure class="kg-card kg-gallery-card kg-width-wide%s"><div class="kg-gallery-container">%s</div>%s</figure>' % (
                " kg-card-hascaption" if b[2] else "", "".join(imgs), "<figcaption>%s</figcaption>" % pw(esc(b[2])) if b[2] else "")
        if k == "callout":
            lab = ("<b><strong style=\"white-space: pre-wrap;\">%s</strong></b>" % esc(b[3]) if lexical else "<strong>%s</strong>" % esc(b[3])) if b[3] else ""
            return '<div class="kg-card kg-callout-card kg-callout-card-%s">%s<div class="kg-callout-text">%s%s</div></div>' % (
                b[2], '<div class="kg-callout-emoji">%s</div>' % b[1] if b[1] else "", lab, pw((" " if lab else "") + esc(b[4])) if lab else pw(esc(b[4])))
        if k == "toggle":
            return ('<div class="kg-card kg-toggle-card" data-kg-toggle-state="close"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text">%s</h4>'
                    '<button class="kg-toggle-card-icon" aria-label="Expand toggle to read content">%s</button></div><div class="kg-toggle-content">%s</div></div>') % (
                pw(esc(b[1])), GH_SVG_TOGGLE, "".join("<p>%s</p>" % pw(esc(x)) for x in b[2]))
        if k == "bookmark":
            u, bt, bd, pub_, au, thumb, cap = b[1:]
            hst = u.split("/")[2]
            return ('<figure class="kg-card kg-bookmark-card%s"><a class="kg-bookmark-container" href="%s"><div class="kg-bookmark-content"><div class="kg-bookmark-title">%s</div>'
                    '<div class="kg-bookmark-description">%s</div><div class="kg-bookmark-metadata"><img class="kg-bookmark-icon" src="https://%s/favicon.ico" alt="">'
                    '<span class="kg-bookmark-author">%s</span>%s</div></div>%s</a>%s</figure>') % (
                " kg-card-hascaption" if cap else "", ref(u), esc(bt), esc(bd), hst, esc(pub_), '<span class="kg-bookmark-publisher">%s</span>' % esc(au) if au else "",
                '<div class="kg-bookmark-thumbnail"><img src="https://%s/content/images/size/w1200/%s.png" alt="" onerror="this.style.display = \'none\'"></div>' % (hst, lw(r)) if thumb else "",
                "<figcaption>%s</figcaption>" % pw(esc(cap)) if cap else "")
        if k == "button":
            return '<div class="kg-card kg-button-card kg-align-%s"><a href="%s" class="kg-btn kg-btn-accent">%s</a></div>' % (b[3], ref(b[1]), esc(b[2]))
        if k == "embed":
            return ('<figure class="kg-card kg-embed-card%s"><iframe width="200" height="113" src="https://www.youtube.com/embed/%s?feature=oembed" frameborder="0" '
                    'allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen title="%s"></iframe>%s</figure>') % (
                " kg-card-hascaption" if b[3] else "", b[1], esc(b[2]), "<figcaption>%s</figcaption>" % pw(esc(b[3])) if b[3] else "")
        if k == "pitch":
            return ('<p><em>%s</em></p><div class="kg-card kg-button-card kg-align-center"><a href="#/portal/signup" class="kg-btn kg-btn-accent">%s</a></div>' % (esc(pitch), esc(pitch_btn)))
        if k == "signup":
            hd, sub, disc, lay, bg, btn = card
            tc = "#FFFFFF" if bg in ("#15171A", "accent") else "#000000"
            cls = "kg-card kg-signup-card" + (" kg-layout-split kg-width-full" if lay == "split" else " kg-width-%s" % lay) + (" kg-style-accent" if bg == "accent" else "")
            pic = '<picture><img class="kg-signup-card-image" src="%s" alt="" /></picture>' % card_pic if lay == "split" else ""
            bstyle = "color: #FFFFFF;" if btn == "accent" else "background-color: %s;color: %s;" % (btn, "#000000" if btn == "#FFFFFF" else "#FFFFFF")
            return ('<div class="%s" data-lexical-signup-form style="%s; display: none;"><div class="kg-signup-card-content">%s<div class="kg-signup-card-text ">'
                    '%s%s<form class="kg-signup-card-form" data-members-form="signup"><div class="kg-signup-card-fields">'
                    '<input class="kg-signup-card-input" id="email" data-members-email="" type="email" required="true" placeholder="Your email" />'
                    '<button class="kg-signup-card-button%s" style="%s" type="submit"><span class="kg-signup-card-button-default">Subscribe</span>'
                    '<span class="kg-signup-card-button-loading"><svg xmlns="http://www.w3.org/2000/svg" height="24" width="24" viewBox="0 0 24 24"><g stroke-linecap="round" stroke-width="2" fill="currentColor" stroke="none" stroke-linejoin="round" class="nc-icon-wrapper">'
                    '<g class="nc-loop-dots-4-24-icon-o"><circle cx="4" cy="12" r="3"></circle><circle cx="12" cy="12" r="3"></circle><circle cx="20" cy="12" r="3"></circle></g></g></svg></span></button></div>'
                    '<div class="kg-signup-card-success" style="color: %s;">Thanks! Now check your email to confirm.</div><div class="kg-signup-card-error" style="color: %s;" data-members-error></div></form>'
                    '%s</div></div></div>') % (
                cls, "" if bg == "accent" else "background-color: %s" % bg, pic,
                '<h2 class="kg-signup-card-heading" style="color: %s;">%s</h2>' % (tc, pw(esc(hd))) if hd else "",
                '<p class="kg-signup-card-subheading" style="color: %s;">%s</p>' % (tc, pw(esc(sub))) if sub else "",
                " kg-style-accent" if btn == "accent" else "", bstyle, tc, tc,
                '<p class="kg-signup-card-disclaimer" style="color: %s;">%s</p>' % (tc, pw(esc(disc))) if disc else "")
        return ""
    parts = [render(b) for b in blocks]
    if md:
        # the post a markdown card, the cards the editor added around it
        tail = [p for b, p in zip(blocks, parts) if b[0] in ("pitch", "signup")]
        text = [p for b, p in zip(blocks, parts) if b[0] not in ("pitch", "signup")]
        content = "<!--kg-card-begin: markdown-->" + "\n".join(text) + "\n<!--kg-card-end: markdown-->" + "".join(tail)
    else:
        content = "".join(parts)
    # the feed's description and the excerpt under the headline
    ex = sentence(r, 12, 28) if r.random() < ex_rate else None
    meta = sentence(r, 14, 30) if not ex and r.random() < meta_rate else None
    if ex:
        TEASER.append(ex)
    elif meta:
        DESC.append(meta)
    else:
        DESC.append(gh_downsize(content, 50))
    nwords = sum(len(x.split()) for x in story)
    mins = max(1, int(round(nwords / 265.0 + 0.2 * sum(1 for b in blocks if b[0] in ("img", "gallery")))))
    # the related posts' cards
    nrel = {"casper": 3, "casper4": 3, "source": 4, "headline": 3}[fam]
    rel = []
    for _ in range(nrel):
        rt = title(r)
        rex = sentence(r, 12, 28) if r.random() < ex_rate else para(r, 3, 5)[:500]
        rd = pub - datetime.timedelta(days=r.randint(1, 200))
        rel.append((rt, rex, rd, r.choice(CATS), r.random() < feat_rate, max(1, r.randint(1, 12)), r.choice(people)))
        if fam != "source" or read_more:
            EXTRAS.extend([rt, rex])
    # the site's chrome: calls to sign up, the author's card
    if members:
        EXTRAS.append({"casper": cta_text, "casper4": cta_text, "source": src_sub, "headline": "Subscribe to %s" % name}[fam])
        if fam == "headline" and hl_text:
            EXTRAS.append(hl_text)
    if author_box:
        EXTRAS.append(auth[0][2])
    mon = MONTHS[pub.month - 1][:3]
    d_long = "%s %d, %d" % (mon, pub.day, pub.year)
    d_src = "%02d %s %d" % (pub.day, mon, pub.year)
    iso = "%d-%02d-%02d" % (pub.year, pub.month, pub.day)
    has_feat = r.random() < feat_rate
    if has_feat:
        if unsplash and r.random() < 0.7:
            ph = "%d-%012x" % (r.randint(1500000000000, 1700000000000), r.getrandbits(48))
            fsrc = "https://images.unsplash.com/photo-%s?crop=entropy&amp;cs=tinysrgb&amp;fit=max&amp;fm=jpg&amp;ixid=%s&amp;ixlib=rb-4.0.3&amp;q=80&amp;w=%%d" % (ph, "M3wxMTc3M3wwfDF8c2VhcmNofDF8fA")
            fsized = fsrc
            shooter = "%s %s" % (r.choice(SP_FIRST), lw(r).title())
            fcap = '%s<a href="https://unsplash.com/@%s?utm_source=ghost&amp;utm_medium=referral&amp;utm_campaign=api-credit">%s</a>%s<a href="https://unsplash.com/?utm_source=ghost&amp;utm_medium=referral&amp;utm_campaign=api-credit">%s</a>' % (
                pw("Photo by "), shooter.lower().replace(" ", ""), pw(esc(shooter)), pw(" / "), pw("Unsplash"))
        else:
            full, fsized = img_src()
            fsrc = None
            fcap = pw(esc(sentence(r, 4, 12))) if r.random() < 0.25 else None
        fimg = lambda w: (fsrc % w) if fsrc else (fsized % w)
    authors_links = ", ".join('<a href="%s/author/%s/">%s</a>' % (base, a[1], esc(a[0])) for a in auth)
    pclass = "post tag-%s%s%s%s" % (tag_slug, " tag-hash-%s" % r.choice(["newsletter", "import", "wp"]) if r.random() < 0.2 else "", " featured" if featured else "", "" if has_feat else " no-image")
    excerpt_cls = {"casper": "article-excerpt", "casper4": "article-excerpt", "source": "gh-article-excerpt is-body", "headline": "gh-article-excerpt"}[fam]
    exh = '<p class="%s">%s</p>' % (excerpt_cls, esc(ex)) if ex else ""
    if fam in ("casper", "casper4"):
        figure = ('<figure class="article-image"><img srcset="%s 300w, %s 600w, %s 1000w, %s 2000w" sizes="(min-width: 1400px) 1400px, 92vw" src="%s" alt="%s" />%s</figure>' % (
            fimg(300), fimg(600), fimg(1000), fimg(2000), fimg(2000), esc(t), "<figcaption>%s</figcaption>" % fcap if fcap else "")) if has_feat else ""
        header = ('<header class="article-header gh-canvas"><div class="article-tag post-card-tags"><span class="post-card-primary-tag"><a href="%s/tag/%s/">%s</a></span>%s</div>'
                  '<h1 class="article-title">%s</h1>%s<div class="article-byline"><section class="article-byline-content"><ul class="author-list%s">%s</ul>'
                  '<div class="article-byline-meta"><h4 class="author-name">%s</h4><div class="byline-meta-content"><time class="byline-meta-date" datetime="%s">%s</time>'
                  '<span class="byline-reading-time"><span class="bull">&bull;</span> %d min read</span></div></div></section></div>%s</header>') % (
            base, tag_slug, esc(cat), '<span class="post-card-featured">%s Featured</span>' % GH_SVG_FIRE if featured else "", esc(t), exh, " instapaper_ignore" if v5 else "",
            "".join('<li class="author-list-item"><a href="%s/author/%s/" class="author-avatar"%s><img class="author-profile-image" src="%s/content/images/size/w100/%s/%s.jpg" alt="%s" /></a></li>' % (
                base, a[1], ' aria-label="Read more of %s"' % esc(a[0]) if v5 else "", base, a[4], a[1], esc(a[0])) for a in auth),
            authors_links, iso, d_long, mins, figure)
    elif fam == "source":
        figure = ('<figure class="gh-article-image"><img srcset="%s 320w, %s 600w, %s 960w, %s 1200w, %s 2000w" sizes="(max-width: 1200px) 100vw, 1120px" src="%s" alt="%s">%s</figure>' % (
            fimg(320), fimg(600), fimg(960), fimg(1200), fimg(2000), fimg(1200), esc(t), "<figcaption>%s</figcaption>" % fcap if fcap else "")) if has_feat else ""
        header = ('<header class="gh-article-header gh-canvas"><a class="gh-article-tag" href="%s/tag/%s/">%s</a><h1 class="gh-article-title is-title">%s</h1>%s'
                  '<div class="gh-article-meta"><div class="gh-article-author-image instapaper_ignore">%s</div><div class="gh-article-meta-wrapper"><h4 class="gh-article-author-name">%s</h4>'
                  '<div class="gh-article-meta-content"><time class="gh-article-meta-date" datetime="%s">%s</time><span class="gh-article-meta-length"><span class="bull">\u2014</span> %d min read</span>'
                  '</div></div></div>%s</header>') % (
            base, tag_slug, esc(cat), esc(t), exh, "".join('<a href="%s/author/%s/"><img class="author-profile-image" src="%s/content/images/size/w160/%s/%s.png" alt="%s"></a>' % (
                base, a[1], base, a[4], a[1], esc(a[0])) for a in auth), authors_links, iso, d_src, mins, figure)
    else:
        figure = ('<figure class="gh-article-image"><img srcset="%s 300w, %s 720w, %s 960w, %s 1200w, %s 2000w" sizes="(max-width: 1200px) 100vw, 1200px" src="%s" alt="%s">%s</figure>' % (
            fimg(300), fimg(720), fimg(960), fimg(1200), fimg(2000), fimg(1200), esc(t), "<figcaption>%s</figcaption>" % fcap if fcap else "")) if has_feat else ""
        header = ('<header class="gh-article-header gh-canvas"><a class="gh-article-tag" href="%s/tag/%s/">%s</a><h1 class="gh-article-title">%s</h1>'
                  '<div class="gh-article-meta"><div class="gh-article-meta-inner"><div class="gh-author-image-list">%s</div><div class="gh-author-name-list">%s</div>'
                  '<div class="gh-article-meta-content"><time class="gh-article-meta-date" datetime="%s">%s</time><span class="gh-article-meta-sep"></span>'
                  '<span class="gh-article-length">%d min</span></div></div></div>%s%s</header>') % (
            base, tag_slug, esc(cat), esc(t), "".join('<a class="gh-author-image" href="%s/author/%s/"><img src="%s/content/images/size/w100/%s/%s.jpg" alt="%s"></a>' % (
                base, a[1], base, a[4], a[1], esc(a[0])) for a in auth),
            "".join('<h4 class="gh-author-name"><a href="%s/author/%s/">%s</a></h4>' % (base, a[1], esc(a[0])) for a in auth), iso, d_long, mins, exh, figure)
    content_cls = {"casper": "gh-content gh-canvas", "casper4": "gh-content gh-canvas", "source": "gh-content gh-canvas is-body", "headline": "gh-content gh-canvas"}[fam]
    if fam == "source" and drop_cap:
        content_cls += " drop-cap"
    section = '<section class="%s">%s</section>' % (content_cls, content)
    # the author's card, a customised theme's
    a0 = auth[0]
    if author_box and fam in ("casper", "casper4"):
        abox = ('<footer class="article-footer gh-canvas"><section class="author-card"><img class="author-profile-image" src="%s/content/images/size/w150/%s/%s.jpg" alt="%s" />'
                '<section class="author-card-content"><h4 class="author-card-name"><a href="%s/author/%s/">%s</a></h4><p>%s</p></section></section>'
                '<div class="article-footer-right"><a class="author-card-button" href="%s/author/%s/">Read More</a></div></footer>') % (
            base, a0[4], a0[1], esc(a0[0]), base, a0[1], esc(a0[0]), esc(a0[2]), base, a0[1])
    elif author_box:
        abox = ('<section class="gh-author-card gh-canvas"><a class="gh-author-card-image" href="%s/author/%s/"><img class="author-profile-image" src="%s/content/images/size/w160/%s/%s.png" alt="%s"></a>'
                '<div class="gh-author-card-content"><h3 class="gh-author-card-name"><a href="%s/author/%s/">%s</a></h3><p class="gh-author-card-bio">%s</p>'
                '<div class="gh-author-card-social"><a href="https://x.com/%s" target="_blank" rel="noopener">X</a><a href="https://%s.com" target="_blank" rel="noopener">Website</a></div></div></section>') % (
            base, a0[1], base, a0[4], a0[1], esc(a0[0]), base, a0[1], esc(a0[0]), esc(a0[2]), a0[3], a0[3])
    else:
        abox = ""
    # the comments: a script's
    native = ('<script defer src="https://cdn.jsdelivr.net/ghost/comments-ui@~%s/umd/comments-ui.min.js" data-locale="en" data-ghost-comments="%s/" data-api="%s/ghost/api/content/" '
              'data-admin="%s/ghost/" data-key="%s" data-title="%s" data-count="%s" data-post-id="%s" data-color-scheme="auto" data-avatar-saturation="60" data-accent-color="%s" '
              'data-comments-enabled="%s" data-publication="%s" crossorigin="anonymous"></script>') % (
        cui, base, base, base, key, "" if fam == "headline" else "", "false" if fam == "headline" else "true", pid, accent,
        com_on, esc(name))
    count = ('<script data-ghost-comment-count="%s" data-ghost-comment-count-empty="0" data-ghost-comment-count-singular="" data-ghost-comment-count-plural="" '
             'data-ghost-comment-count-tag="span" data-ghost-comment-count-class-name="" data-ghost-comment-count-autowrap="true"></script>') % pid
    disqus = ('<div id="disqus_thread"></div><script>var disqus_config = function () { this.page.url = "%s"; this.page.identifier = "ghost-%s"; };'
              '(function() { var d = document, s = d.createElement(\'script\'); s.src = \'https://%s.disqus.com/embed.js\'; s.setAttribute(\'data-timestamp\', +new Date()); '
              '(d.head || d.body).appendChild(s); })();</script><noscript>Please enable JavaScript to view the <a href="https://disqus.com/?ref_noscript" rel="nofollow">comments powered by Disqus.</a></noscript>') % (
        url, pid, dom)
    if comments == "native":
        com = {"casper": '<section class="article-comments gh-canvas">%s</section>' % native, "source": '<div class="gh-comments gh-canvas">%s</div>' % native,
               "headline": '<div class="gh-comments gh-read-next gh-canvas"><section class="gh-pagehead"><h4 class="gh-pagehead-title">Comments (%s)</h4></section>%s</div>' % (count, native)}[fam]
    elif comments == "disqus":
        com = '<section class="article-comments gh-canvas">%s</section>' % disqus
    else:
        com = ""
    # the related posts, in the theme's cards
    cards = []
    for rt, rex, rd, rc, rimg, rmin, ra in rel:
        rslug = slugify(rt)
        rfull, rsized = img_src("%d/%02d" % (rd.year, rd.month))
        rdl = "%s %d, %d" % (MONTHS[rd.month - 1][:3], rd.day, rd.year)
        riso = "%d-%02d-%02d" % (rd.year, rd.month, rd.day)
        if fam in ("casper", "casper4"):
            cards.append(('<article class="post-card post tag-%s%s">%s<div class="post-card-content"><a class="post-card-content-link" href="%s/%s/"><header class="post-card-header">'
                          '<div class="post-card-tags"><span class="post-card-primary-tag">%s</span></div><h2 class="post-card-title">%s</h2></header>'
                          '<div class="post-card-excerpt">%s</div></a><footer class="post-card-meta"><time class="post-card-meta-date" datetime="%s">%s</time>'
                          '<span class="post-card-meta-length">%d min read</span>%s</footer></div></article>') % (
                rc.lower(), "" if rimg else " no-image",
                ('<a class="post-card-image-link" href="%s/%s/"><img class="post-card-image" srcset="%s 300w, %s 600w, %s 1000w, %s 2000w" sizes="(max-width: 1000px) 400px, 800px" '
                 'src="%s" alt="%s" loading="lazy" /></a>') % (base, rslug, rsized % 300, rsized % 600, rsized % 1000, rsized % 2000, rsized % 600, esc(rt)) if rimg else "",
                base, rslug, esc(rc), esc(rt), esc(rex), riso, rdl, rmin, count.replace(pid, "%024x" % r.getrandbits(96)) if comments == "native" else ""))
        elif fam == "source":
            cards.append(('<article class="gh-card post tag-%s"><a class="gh-card-link" href="%s/%s/">%s<div class="gh-card-wrapper"><p class="gh-card-tag">%s</p>'
                          '<h3 class="gh-card-title is-title">%s</h3><p class="gh-card-excerpt is-body">%s</p><footer class="gh-card-meta"><!--\n-->'
                          '<span class="gh-card-author">By %s</span><time class="gh-card-date" datetime="%s">%02d %s %d</time><!--\n--></footer></div></a></article>') % (
                rc.lower(), base, rslug, ('<figure class="gh-card-image"><img srcset="%s 160w, %s 320w, %s 600w, %s 960w, %s 1200w, %s 2000w" sizes="320px" src="%s" alt="%s" loading="lazy"></figure>' % (
                    rsized % 160, rsized % 320, rsized % 600, rsized % 960, rsized % 1200, rsized % 2000, rsized % 600, esc(rt))) if rimg else "",
                esc(rc), esc(rt), esc(rex), esc(ra[0]), riso, rd.day, MONTHS[rd.month - 1][:3], rd.year))
        else:
            cards.append(('<article class="gh-card post tag-%s"><a class="gh-card-link" href="%s/%s/">%s<div class="gh-card-wrapper"><header class="gh-card-header"><h3 class="gh-card-title">%s</h3></header>'
                          '<div class="gh-card-excerpt">%s</div><footer class="gh-card-footer"><span class="gh-card-author">By %s </span><span class="gh-card-footer-sep"></span>'
                          '<time class="gh-card-date" datetime="%s">%s</time></footer></div></a></article>') % (
                rc.lower(), base, rslug, ('<figure class="gh-card-image"><img srcset="%s 300w, %s 720w, %s 960w, %s 1200w, %s 2000w" sizes="(max-width: 1200px) 100vw, 1200px" src="%s" alt="%s"></figure>' % (
                    rsized % 300, rsized % 720, rsized % 960, rsized % 1200, rsized % 2000, rsized % 720, esc(rt))) if rimg else "", esc(rt), esc(rex), esc(ra[0]), riso, rdl))
    # the page
    navl = "".join('<li class="nav-%s"><a href="%s/%s">%s</a></li>' % (slugify(x), base, "" if x == "Home" else slugify(x) + "/", esc(x)) for x in nav)
    fnav = "".join('<li class="nav-%s"><a href="%s">%s</a></li>' % (slugify(x), "#/portal/" if x == "Sign up" else "%s/%s/" % (base, "rss" if x == "RSS" else slugify(x)), esc(x)) for x in foot_nav)
    ld = {"@context": "https://schema.org", "@type": "Article", "publisher": {"@type": "Organization", "name": name, "url": base + "/",
          "logo": {"@type": "ImageObject", "url": base + "/favicon.ico", "width": 48, "height": 48}},
          "author": {"@type": "Person", "name": auth[0][0], "url": "%s/author/%s/" % (base, auth[0][1]), "sameAs": []},
          "headline": t, "url": url, "datePublished": pub.strftime("%Y-%m-%dT%H:%M:%S.000Z"),
          "dateModified": (pub + datetime.timedelta(hours=r.randint(0, 72))).strftime("%Y-%m-%dT%H:%M:%S.000Z"),
          "keywords": cat, "description": ex or meta or " ".join(" ".join(story).split()[:50]), "mainEntityOfPage": url}
    if has_feat:
        ld["image"] = {"@type": "ImageObject", "url": fimg(2000), "width": 2000, "height": r.choice([1333, 1125, 1500])}
    head = ('<script type="application/ld+json">%s</script>' % json.dumps(ld, ensure_ascii=False, indent=4).replace("</", "<\\/") +
            '<meta name="generator" content="Ghost %s"><link rel="alternate" type="application/rss+xml" title="%s" href="%s/rss/">' % (ver, esc(name), base) +
            ('<script defer src="https://cdn.jsdelivr.net/ghost/portal@~%s/umd/portal.min.js" data-i18n="%s" data-ghost="%s/" data-key="%s" data-api="%s/ghost/api/content/" crossorigin="anonymous"></script>'
             '<style id="gh-members-styles">.gh-post-upgrade-cta-content,\n.gh-post-upgrade-cta {\n    display: flex;\n    flex-direction: column;\n    align-items: center;\n}</style>') % (
                portal, "true" if lexical else "false", base, key, base) if members else "") + (
            '<script defer src="https://cdn.jsdelivr.net/ghost/sodo-search@~1.1/umd/sodo-search.min.js" data-key="%s" data-styles="https://cdn.jsdelivr.net/ghost/sodo-search@~1.1/umd/main.css" '
            'data-sodo-search="%s/" crossorigin="anonymous"></script>' % (key, base) if v5 else "") + (
            '<link href="%s/webmentions/receive/" rel="webmention"><script defer src="/public/cards.min.js?v=%s"></script><link rel="stylesheet" type="text/css" href="/public/cards.min.css?v=%s">'
            '<script defer src="/public/member-attribution.min.js?v=%s"></script>' % (base, key[:10], key[:10], key[:10]) if v5 else "") + (
            '<style>:root {--ghost-accent-color: %s;}</style>' % accent)
    foot_js = {None: "", "plausible": '<script defer data-domain="%s" src="https://plausible.io/js/script.js"></script>' % host,
               "ga": "<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-%s\"></script><script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-%s');</script>" % (
                   key[:10].upper(), key[:10].upper()),
               "fathom": '<script src="https://cdn.usefathom.com/script.js" data-site="%s" defer></script>' % key[:8].upper()}[analytics]
    search_btn = '<button class="gh-search gh-icon-btn" aria-label="Search this site" data-ghost-search>%s</button>' % GH_SVG_SEARCH if v5 else ""
    if fam in ("casper", "casper4"):
        top = ('<div class="viewport"><header id="gh-head" class="gh-head outer"><div class="gh-head-inner inner"><div class="gh-head-brand"><a class="gh-head-logo no-image" href="%s/">%s</a>%s'
               '<button class="gh-burger" aria-label="Main Menu"></button></div><nav class="gh-head-menu"><ul class="nav">%s</ul></nav><div class="gh-head-actions">%s%s</div></div></header>'
               '<div class="site-content"><main id="site-main" class="site-main">') % (
            base, esc(name), search_btn, navl, search_btn, '<div class="gh-head-members"><a class="gh-head-link" href="#/portal/signin" data-portal="signin">Sign in</a>'
            '<a class="gh-head-button" href="#/portal/signup" data-portal="signup">Subscribe</a></div>' if members else "")
        art = '<article class="article %s%s">%s%s%s%s</article></main>' % (pclass, " image-small" if image_small else "", header, section, abox, com)
        cta = ('<section class="footer-cta outer"><div class="inner"><h2 class="footer-cta-title">%s</h2><a class="footer-cta-button" href="#/portal" data-portal>'
               '<div class="footer-cta-input">Enter your email</div><span>Subscribe</span></a></div></section>' % esc(cta_text)) if members else ""
        more = '<aside class="read-more-wrap outer"><div class="read-more inner">%s</div></aside>' % "".join(cards)
        foot = ('</div><footer class="site-footer outer"><div class="inner"><section class="copyright"><a href="%s/">%s</a> &copy; %d</section><nav class="site-footer-nav"><ul class="nav">%s</ul></nav>'
                '<div class="gh-powered-by"><a href="https://ghost.org/" target="_blank" rel="noopener">Powered by Ghost</a></div></div></footer></div>') % (base, esc(name), pub.year + r.randint(0, 1), fnav)
        scripts = ('<script src="https://code.jquery.com/jquery-3.5.1.min.js" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>'
                   '<script src="%s/assets/built/casper.js?v=%s"></script><script>$(document).ready(function () { $(\'.gh-burger\').click(function () { $(\'body\').toggleClass(\'gh-head-open\'); }); '
                   'reframe(document.querySelectorAll(\'.gh-content iframe[src*="youtube.com"]\')); });</script>') % (base, key[:10])
        page = top + art + cta + more + foot + GH_PSWP + scripts
    elif fam == "source":
        top = ('<div class="gh-site"><header id="gh-navigation" class="gh-navigation is-%s gh-outer"><div class="gh-navigation-inner gh-inner"><div class="gh-navigation-brand">'
               '<a class="gh-navigation-logo is-title" href="%s/">%s</a>%s<button class="gh-burger gh-icon-button" aria-label="Menu"></button></div>'
               '<nav class="gh-navigation-menu"><ul class="nav">%s</ul></nav><div class="gh-navigation-actions">%s%s</div></div></header>') % (
            src_nav, base, esc(name), search_btn.replace("gh-icon-btn", "gh-icon-button"), navl, search_btn.replace("gh-icon-btn", "gh-icon-button"),
            '<div class="gh-navigation-members"><a href="#/portal/signin" data-portal="signin">Sign in</a><a class="gh-button" href="#/portal/signup" data-portal="signup">Subscribe</a></div>' if members else "")
        art = '<main class="gh-main"><article class="gh-article %s">%s%s</article>%s%s</main>' % (pclass, header, section, abox, com)
        more = ('<section class="gh-container is-grid gh-outer"><div class="gh-container-inner gh-inner"><h2 class="gh-container-title">Read more</h2><div class="gh-feed">%s</div></div></section>' % "".join(cards)
                if read_more else "")
        signup = ('<section class="gh-footer-signup"><h2 class="gh-footer-signup-header is-title">%s</h2><p class="gh-footer-signup-subhead is-body">%s</p>'
                  '<form class="gh-form" data-members-form><input class="gh-form-input" id="footer-email" name="email" type="email" placeholder="jamie@example.com" required data-members-email>'
                  '<button class="gh-button" type="submit" aria-label="Subscribe"><span><span>Subscribe</span> <svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" fill="none" viewBox="0 0 24 24">'
                  '<path stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2" d="M5 12h14M13 6l6 6-6 6"></path></svg></span></button><p data-members-error></p></form></section>' % (
                      esc(src_head), esc(src_sub))) if members else ""
        foot = ('<footer class="gh-footer gh-outer"><div class="gh-footer-inner gh-inner"><div class="gh-footer-bar"><span class="gh-footer-logo is-title">%s</span><nav class="gh-footer-menu"><ul class="nav">%s</ul></nav>'
                '<div class="gh-footer-copyright">Powered by <a href="https://ghost.org/" target="_blank" rel="noopener">Ghost</a></div></div>%s</div></footer></div>') % (esc(name), fnav, signup)
        page = top + art + more + foot + GH_PSWP + '<script src="%s/assets/built/source.js?v=%s"></script>' % (base, key[:10])
    else:
        top = ('<div class="gh-site"><header id="gh-head" class="gh-head gh-outer"><div class="gh-head-inner gh-inner"><a class="gh-head-description" href="%s/">%s</a><div class="gh-head-brand">'
               '<div class="gh-head-brand-wrapper"><a class="gh-head-logo" href="%s/">%s</a></div>%s<button class="gh-burger"></button></div><nav class="gh-head-menu"><ul class="nav">%s</ul></nav>'
               '<div class="gh-head-actions">%s%s</div></div></header>') % (
            base, esc(site_desc), base, esc(name), search_btn, navl, search_btn,
            '<a class="gh-head-btn gh-btn gh-primary-btn" href="#/portal/signup" data-portal="signup">Subscribe</a>' if members else "")
        EXTRAS.append(site_desc)
        nxt = ('<div class="gh-read-next gh-canvas"><section class="gh-pagehead"><h4 class="gh-pagehead-title">Read next</h4></section><div class="gh-topic gh-topic-grid">'
               '<div class="gh-topic-content">%s</div></div></div>') % "".join(cards)
        art = '<main class="gh-main"><article class="gh-article %s">%s%s%s</article>%s%s</main>' % (pclass, header, section, abox, com, nxt)
        sub = ('<section class="gh-subscribe"><h4 class="gh-subscribe-title">Subscribe to %s</h4>%s<button class="gh-subscribe-btn gh-btn" data-portal="signup">'
               '<svg width="20" height="20" viewBox="0 0 20 20" fill="none" xmlns="http://www.w3.org/2000/svg"><path d="M3.33332 3.33334H16.6667C17.5833 3.33334 18.3333 4.08334 18.3333 5.00001V15C18.3333 15.9167 17.5833 16.6667 16.6667 16.6667H3.33332C2.41666 16.6667 1.66666 15.9167 1.66666 15V5.00001C1.66666 4.08334 2.41666 3.33334 3.33332 3.33334Z" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"></path></svg>'
               ' Subscribe now</button></section>') % (esc(name), '<div class="gh-subscribe-description">%s</div>' % esc(hl_text) if hl_text else "") if members else ""
        foot = ('<footer class="gh-foot gh-outer"><div class="gh-foot-inner gh-inner">%s<nav class="gh-foot-menu"><ul class="nav">%s</ul></nav><div class="gh-copyright">%s &copy; %d. Powered by '
                '<a href="https://ghost.org/" target="_blank" rel="noopener">Ghost</a></div></div></footer></div>') % (sub, fnav, esc(name), pub.year)
        page = top + art + foot + GH_PSWP + '<script src="%s/assets/built/main.min.js?v=%s"></script>' % (base, key[:10])
    return head + page + foot_js

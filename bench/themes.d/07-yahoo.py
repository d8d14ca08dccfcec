# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

# The partners whose stories a portal republishes, by the kind of their
# boilerplate: a newspaper network's ("This article originally appeared
# on ..."), an entertainment trade's ("Best of ..."), a business wire's
# ("(NAME) -- ", "Most Read from ..."), a business site's ("Read the
# original article on ..."), an academics' nonprofit's (republished
# under a licence, the authors' disclosure), a local TV station's, a
# cable news site's (its app's line, "Original article source:"), an
# investing site's (its promo and disclosure), a news agency's (its
# dateline, "___" and the contributors' line) and the portal's own.
YH_NAMES = {"usat": ["The %s Free Press", "%s Today", "The %s Enquirer", "%s Citizen-Times", "The %s Journal Sentinel", "%s Register"],
            "penske": ["%s Stone", "%s Reporter", "%s Beat", "%s Hollywood"],
            "bloomberg": ["%s", "%s News", "%s Markets"],
            "insider": ["%s Insider", "%s Business", "%s Investor"],
            "conv": ["The %s Exchange", "The %s Review"],
            "localtv": ["%s"],
            "fox": ["%s News", "%s Digital", "%s Business"],
            "fool": ["The %s Fool", "%s Invest", "%s Street"],
            "wire": ["The %s Press", "%s Press International"]}
YH_KINDS = {"news": ["usat", "usat", "fox", "penske", "conv", "localtv", "wire", "own", "insider"],
            "finance": ["bloomberg", "fool", "insider", "own", "wire", "usat", "fool"],
            "svelte": ["bloomberg", "fool", "insider", "own", "wire", "usat"],
            "msn": ["usat", "fox", "penske", "conv", "localtv", "wire", "insider", "bloomberg", "fool"]}
YH_SECTIONS = {"news": [("Yahoo News", "news", "www.yahoo.com/news"), ("Yahoo News", "news", "news.yahoo.com"), ("Yahoo Life", "lifestyle", "www.yahoo.com/lifestyle"),
                        ("Yahoo Sports", "sports", "sports.yahoo.com"), ("Yahoo Entertainment", "entertainment", "www.yahoo.com/entertainment")],
               "finance": [("Yahoo Finance", "finance", "finance.yahoo.com")], "svelte": [("Yahoo Finance", "finance", "finance.yahoo.com")],
               "msn": [("News", "news", "www.msn.com/en-us/news"), ("Money", "money", "www.msn.com/en-us/money"), ("Lifestyle", "lifestyle", "www.msn.com/en-us/lifestyle"),
                       ("Entertainment", "entertainment", "www.msn.com/en-us/entertainment")]}
YH_DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
YH_CREDITS = ["Getty Images", "Getty Images", "AP", "Reuters", "AFP via Getty Images", "Shutterstock", "USA TODAY Network", "iStock"]
YH_MSN_NAV = ["News", "Weather", "Entertainment", "Sports", "Money", "Lifestyle", "Health", "Food & Drink", "Travel", "Autos", "Video", "Play"]
YH_Y_NAV = {"news": ["Home", "US", "Politics", "World", "Health", "Science", "Originals", "Contact us"],
            "lifestyle": ["Home", "Health", "Parenting", "Style", "Beauty", "Food", "Horoscopes", "Shopping"],
            "sports": ["Home", "NFL", "NBA", "MLB", "NHL", "College Football", "Soccer", "Fantasy"],
            "entertainment": ["Home", "Celebrity", "TV", "Movies", "Music", "Royals", "Awards"],
            "finance": ["My Portfolio", "News", "Markets", "Research", "Personal Finance", "Videos", "Screeners", "Crypto"]}


def yh_partner(rs, kind, own):
    """A partner of a kind: (name, host, short name)."""
    w = LEXICON[rs.randrange(len(LEXICON))].title()
    if kind == "own":
        return own, None, own
    if kind == "localtv":
        letters = rs.choice("WK") + "".join(rs.choice("ABCDFGHJKLMNPRSTVXYZ") for _ in range(3))
        return rs.choice(["%s", "%s-TV", "%s " + w]) % letters, "www.%s.example" % letters.lower(), letters
    name = rs.choice(YH_NAMES[kind]) % w
    short = "".join(x[0] for x in name.split() if x != "The") if kind == "wire" else name.replace("The ", "")
    return name, "www.%s.example" % "".join(c for c in name.lower() if c.isalnum()), short


def yahoo(r, t, body, cat, cs):
    """A partner's story republished by a portal, 2019-2024, as Yahoo's
    or MSN's article page serves it to a reader, one design a site:
    Yahoo News', Life's, Sports' or Entertainment's caas markup of
    2020-2023 (the ybar's "Search query", "Mail" and "Sign in", the
    section's nav, div.caas-container holding article.caas-container:
    header.caas-title-wrapper's h1[data-test-locator=headline], the
    caas-attr-meta of the partner's caas-logo linking to its site (or its
    name in span.caas-attr-provider), the author in
    span.caas-author-byline-collapse, time.caas-attr-meta-time "Tue,
    March 7, 2023 at 10:32 AM" and "3 min read", the share buttons and
    "View comments"; the caas-cover's figure.caas-figure and its
    figcaption.caption-collapse with the credit; then div.caas-body of
    the partner's own story: paragraphs, h2 or bold subheadings, lists in
    ul.caas-list, figures, an embedded tweet in a caas-iframe-wrapper,
    empty caas-da ad slots, and after the third to fifth paragraph an ad
    and the div.caas-readmore-collapse's "Story continues" button, the
    rest of the story after it in the same box; and the partner's own
    lines in that box: "More:" or "Related:" links among the paragraphs,
    a cable site's "CLICK HERE TO GET THE ... APP" and bold capital
    links, a wire's "(NAME) -- " opening the first paragraph and "Most
    Read from NAME" and its list after it, an investing site's "Should
    you invest $1,000 in ... right now?" promo, and closing it "This
    article originally appeared on NAME: TITLE", "Best of NAME" and its
    list with "Sign up for NAME's Newsletter.", "--With assistance from
    NAME" and "©2023 NAME L.P.", "Read the original article on NAME", a
    nonprofit's republishing note, "Read more:" list and the authors'
    disclosure, a station's "For the latest news, weather, sports, and
    streaming video, head to WXYZ." and its copyright, "Original
    article source: TITLE", a disclosure and "TITLE was originally
    published by NAME", a wire's "___" and contributors' line in
    italics, the portal's own "Read more from Yahoo News:", "More from
    Yahoo Sports:" lists or Yahoo Finance's italic lines; then
    "Recommended Stories" cards with their summaries and the rail's
    "Trending Now" searches), Yahoo Finance's caas markup (the same,
    with the "In this article:" ticker pills, "(NASDAQ: ABCD)" links in
    the text, and on some of the partners' pages two or three
    paragraphs and the caas-readmore-outsidebody's "Continue reading"
    link to the partner's site in place of the rest), Yahoo Finance's
    Svelte pages of 2024 (every class with its build's "yf-" hash:
    cover-title, byline-attr-author, byline-attr-time-style, the body in
    div.body > div.atoms-wrapper, "Story Continues" in
    div.read-more-wrapper, the same cut pages) or MSN's server-rendered
    article of 2019-2022 (the header's "Search the web" and "Sign in",
    the channels' nav, header.collection-headline-flex holding the
    partner's div.partnerlogo-img link or div.sourcename-txt and
    h1#precontent, the author and the time, the share bar, the story in
    section.articlebody[data-aop=articlebody] of paragraphs, pictures in
    span.storyimage with their captions and "© Provided by NAME", the
    long stories' div.arsegment boxes, ad containers, embeds in
    div.ec-module, the partner's lines as on Yahoo, on a quarter of the
    partners' pages the first paragraphs and a "Continue reading" link
    to the partner's site; "More for You" cards and "Sponsored Content"
    after it, the footer's "© 2021 Microsoft").  The story from a
    partner of the site's four to six, a news agency's, a network
    paper's, a station's or a cable site's split in short paragraphs.  No comments (a script's).  The feed: an aggregator's,
    its description the story's first paragraph as printed, on a third
    of the sites with the partner's name before it.  The truth: the
    story as its reader reads it: the paragraphs (the datelines as
    printed), subheadings, list items, an embedded tweet's text, both
    sides of "Story continues" and on a cut page the paragraphs shown;
    not the headline, partner, author, time, captions and credits, the
    partner's lines (credits, notes and disclosures neither truth nor
    counted; related links, "Most Read" and "Best of" lists, promos and
    signups counted), the ads, the buttons, the ticker pills nor the
    portal's cards and lists (counted, with their summaries)."""
    rs = random.Random(BLOG[0] + " yahoo")
    fam = {0: "news", 1: "msn", 2: "finance", 3: rs.choice(["svelte", "svelte", "news", "msn"])}[DATE_STYLE]
    lw = lambda g: LEXICON[g.randrange(len(LEXICON))]
    brand, sec, base = rs.choice(YH_SECTIONS[fam])
    own = brand if fam != "msn" else None
    kinds = [k for k in YH_KINDS[fam] if fam != "msn" or k != "own"]
    pool = []
    for k in rs.sample(kinds, rs.randint(4, 6)):
        if all(k != x[0] for x in pool):
            pool.append((k,) + yh_partner(rs, k, own))
    era = {"news": rs.choice([2020, 2021, 2022, 2023]), "finance": rs.choice([2021, 2022, 2023]), "svelte": 2024, "msn": rs.choice([2019, 2020, 2021, 2022])}[fam]
    prefix = rs.random() < 0.33                  # the feed's description opens on the partner's name
    logos = rs.random() < 0.8                    # partners' logos (else their names)
    bold_heads = rs.random() < 0.4
    hxs = {}

    def hx(n):  # Svelte's scoped classes, the site's build's hashes
        if n not in hxs:
            g = random.Random(BLOG[0] + " yf " + n)
            hxs[n] = "yf-" + "".join(g.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(g.choice([6, 6, 7])))
        return hxs[n]

    kind, pname, phost, short = r.choice(pool)
    if kind == "own" and fam == "news" and sec == "sports":
        pname = short = "Yahoo Sports"
    slug_of = lambda h: "-".join(h.lower().split()[:8])
    purl = lambda h: "https://%s/%s/%s/" % (phost or base, r.choice(["news", "story", "article", "%s" % cat.lower()]), slug_of(h)) if phost else "https://%s/%s-%09d.html" % (base, slug_of(h), r.randrange(10 ** 9))

    def link(href, text):
        if fam in ("news", "finance"):
            return '<a href="%s"%s data-ylk="slk:%s;elm:context_link;itc:0;sec:content-canvas" class="link ">%s</a>' % (
                href, "" if "yahoo.com/" in href else ' rel="nofollow noopener" target="_blank"', text[:40], text)
        if fam == "svelte":
            return '<a href="%s" class="link %s" data-ylk="elm:context_link;itc:0;sec:content-canvas;slk:%s" rel="nofollow noopener" target="_blank">%s</a>' % (href, hx("a"), text[:40], text)
        return '<a href="%s" target="_blank" rel="noopener noreferrer">%s</a>' % (href, text)

    # the date
    y = era if fam == "svelte" else r.choice([era, era, min(era + 1, 2023 if fam != "msn" else 2022)])
    pub = datetime.datetime(y, r.randint(1, 12), r.randint(1, 28), r.randint(5, 22), r.randint(0, 59))
    dst = 3 < pub.month < 11
    h12 = "%d:%02d %s" % ((pub.hour + 11) % 12 + 1, pub.minute, "AM" if pub.hour < 12 else "PM")
    authors = [] if kind in ("wire", "bloomberg") and r.random() < 0.4 or r.random() < 0.12 else r.sample(NAMES[:10], r.choice([1, 1, 1, 2]))
    mins = max(1, (len(" ".join(body).split()) + 150) // 230)

    # the story's paragraphs: a wire's, a network's or a station's short
    paras = []
    for p in body:
        if kind in ("wire", "usat", "fox", "localtv", "bloomberg"):
            ss = word_sents(p)
            while ss:
                k = r.choice([1, 1, 2, 2, 3])
                paras.append(" ".join(ss[:k]))
                ss = ss[k:]
        else:
            paras.append(p)
    city = r.choice(WIRE_BASES).title() if r.random() < 0.5 else lw(r).title()
    if kind == "wire":
        paras[0] = "%s (%s) \u2014 %s" % (city.upper(), short, paras[0])
    elif kind == "bloomberg":
        paras[0] = "(%s) -- %s" % (pname, paras[0])
    elif kind == "localtv" and r.random() < 0.5:
        paras[0] = "%s (%s) \u2014 %s" % (city.upper(), short, paras[0])
    tick = []
    if fam in ("finance", "svelte"):
        for _ in range(r.choice([1, 1, 2, 3])):
            tick.append(("".join(r.choice("ABCDEFGHIJKLMNOPRSTUVWXYZ") for _ in range(r.choice([3, 4, 4]))), r.choice(["NASDAQ", "NYSE", "NASDAQ"]), lw(r).title()))
    # blocks: (kind, html or data, truth lines); "x" a line of the partner's, no truth
    B = []
    sub_at = set(r.sample(range(2, len(paras)), min(len(paras) - 2, r.choice([1, 2]))) if len(paras) >= 5 and r.random() < 0.35 else set())
    list_at = r.randrange(len(paras)) if r.random() < 0.15 else -1
    fig_at = r.randrange(1, len(paras)) if len(paras) > 2 and r.random() < 0.3 else -1
    tweet_at = r.randrange(1, len(paras)) if len(paras) > 2 and r.random() < 0.1 else -1
    rel_at = set()
    if kind in ("usat", "fox", "insider") and len(paras) >= 5:
        rel_at = set(r.sample(range(2, len(paras) - 1), min(len(paras) - 3, r.choice([0, 1, 1, 2]))))
    promo_at = (len(paras) * 3) // 5 if kind == "fool" and len(paras) >= 4 and r.random() < 0.8 else -1
    app_at = r.randrange(2, len(paras)) if kind == "fox" and len(paras) >= 4 and r.random() < 0.6 else -1
    rel_titles, promos = [], []
    tick_done = 0
    for i, p in enumerate(paras):
        if i in sub_at:
            h = title(r)
            B.append(("bh" if bold_heads else "h", esc(h), [h]))
        inner = esc(p)
        if tick and tick_done < len(tick) and i < 3 and r.random() < 0.7:
            sym, ex, co = tick[tick_done]
            tick_done += 1
            ws = p.split(" ")
            ws.insert(r.randrange(1, max(2, len(ws))), "%s (%s: %s)" % (co, ex, sym))
            p = paras[i] = " ".join(ws)
            inner = esc(p).replace("%s: %s" % (ex, sym), link("https://finance.yahoo.com/quote/%s/" % sym, "%s: %s" % (ex, sym)), 1)
        B.append(("p", inner, [p]))
        if i == 0 and kind == "bloomberg":
            mr = [title(r) for _ in range(5)]
            rel_titles += mr
            promos.append("Most Read from %s" % pname)
            B.append(("x", "Most Read from %s" % esc(pname), []))
            B.append(("rl", [link("https://%s/news/articles/%d-%02d-%02d/%s" % (phost, pub.year, pub.month, pub.day, slug_of(h)), esc(h)) for h in mr], []))
        if i == list_at:
            its = [sentence(r, 4, 12) for _ in range(r.randint(3, 5))]
            B.append(("ul", [esc(x) for x in its], its))
        if i == fig_at:
            B.append(("fig", (sentence(r, 6, 16), r.choice(NAMES[:10]) + "/" + r.choice(YH_CREDITS)), []))
        if i == tweet_at:
            tw = sentence(r, 6, 20)
            B.append(("tweet", (tw, r.choice(NAMES[:10]), lw(r) + str(r.randint(1, 99)), r.getrandbits(62)), [tw]))
        if i in rel_at:
            h = title(r)
            rel_titles.append(h)
            lab = {"usat": r.choice(["More:", "MORE:", "Related:"]), "insider": "Read more:", "fox": ""}[kind]
            B.append(("x", ("<strong>%s</strong> " % lab if lab else "") + (link(purl(h), esc(h)) if kind != "fox" else "<strong>%s</strong>" % link(purl(h), esc(h.upper()))), []))
            if kind == "fox":
                rel_titles[-1] = h.upper()
        if i == app_at:
            a = "CLICK HERE TO GET THE %s APP" % pname.upper()
            promos.append(a)
            B.append(("x", "<strong>%s</strong>" % link("https://%s/apps" % phost, a), []))
        if i == promo_at:
            sym = tick[0][2] if tick else lw(r).title()
            hd = "Should you invest $1,000 in %s right now?" % sym
            ls = ["Before you buy stock in %s, consider this:" % sym,
                  "The %s analyst team just identified what they believe are the %d best stocks for investors to buy now\u2026 and %s wasn\u2019t one of them. "
                  "The stocks that made the cut could produce monster returns in the coming years." % (short, r.choice([10, 10, 7]), sym),
                  "*Stock Advisor returns as of %s %d, %d" % (MONTHS[pub.month - 1], max(1, pub.day - 2), pub.year)]
            promos += [hd] + ls[:2]
            B.append(("h", esc(hd), []))
            B += [("x", esc(x) if k < 2 else "<em>%s</em>" % esc(x), []) for k, x in enumerate(ls)]
    # the partner's closing lines
    tail = []
    if kind == "usat":
        tail.append("This article originally appeared on %s: %s" % (link("https://%s/" % phost, esc(pname)), link(purl(t), esc(t))))
    elif kind == "penske":
        bo = [title(r) for _ in range(r.randint(3, 6))]
        rel_titles += bo
        promos.append("Best of %s" % pname)
        tail.append(("Best of %s" % esc(pname), [link(purl(h), esc(h)) for h in bo]))
        if r.random() < 0.6:
            s = "Sign up for %s's Newsletter. For the latest news, follow us on Facebook, Twitter, and Instagram." % pname
            promos.append(s)
            tail.append(link("https://%s/newsletters/" % phost, esc("Sign up for %s's Newsletter." % pname)) + " For the latest news, follow us on Facebook, Twitter, and Instagram.")
    elif kind == "bloomberg":
        if r.random() < 0.4:
            tail.append("--With assistance from %s." % " and ".join(r.sample(NAMES[:10], r.choice([1, 2]))))
        tail.append("\u00a9%d %s L.P." % (pub.year, pname))
    elif kind == "insider":
        tail.append("Read the original article on %s" % link("https://%s/%s" % (phost, slug_of(t)), esc(pname)))
    elif kind == "conv":
        who = r.choice(NAMES[:10])
        tail.append("<em>This article is republished from %s, a nonprofit, independent news organization bringing you facts and trustworthy analysis to help you make sense of our complex world. "
                    "It was written by: %s, <em>%s University</em>.</em>" % (link("https://%s/" % phost, esc(pname)), link("https://%s/profiles/%s" % (phost, slug_of(who)), who), lw(r).title()))
        if r.random() < 0.7:
            rm = [title(r) for _ in range(r.randint(2, 3))]
            rel_titles += rm
            tail.append(("Read more:", [link(purl(h), esc(h)) for h in rm]))
        tail.append("<em>%s does not work for, consult, own shares in or receive funding from any company or organization that would benefit from this article, "
                    "and has disclosed no relevant affiliations beyond their academic appointment.</em>" % who)
    elif kind == "localtv":
        s = "For the latest news, weather, sports, and streaming video, head to %s." % short
        promos.append(s)
        tail.append(esc(s).replace(short + ".", link("https://%s/" % phost, short) + "."))
        if r.random() < 0.6:
            tail.append("Copyright %d %s Media Inc. All rights reserved. This material may not be published, broadcast, rewritten, or redistributed." % (pub.year, lw(rs).title()))
    elif kind == "fox":
        tail.append("Original article source: %s" % link(purl(t), esc(t)))
    elif kind == "fool":
        tail.append("<em>%s has no position in any of the stocks mentioned. %s has positions in and recommends %s. %s has a %s.</em>" % (
            r.choice(NAMES[:10]), pname, ", ".join(x[2] for x in tick) or lw(r).title(), pname, link("https://%s/legal/disclosure/" % phost, "disclosure policy")))
        tail.append("%s was originally published by %s" % (link(purl(t), esc(t)), esc(pname)))
    elif kind == "wire" and r.random() < 0.6:
        tail.append("___")
        tail.append("<em>%s writer%s %s contributed to this report.</em>" % (short, "s" if r.random() < 0.3 else "", " and ".join(r.sample(NAMES[:10], 1))))
    elif kind == "own" and r.random() < 0.7:
        if short == "Yahoo Finance":
            ls = ["Click here for the latest stock market news and in-depth analysis, including events that move stocks",
                  "Read the latest financial and business news from Yahoo Finance"]
            promos += ls
            tail += ["<em>%s</em>" % link("https://finance.yahoo.com/topic/stock-market-news/" if k == 0 else "https://finance.yahoo.com/", x) for k, x in enumerate(ls)]
        elif short == "Yahoo Life":
            s = "Wellness, parenting, body image and more: Get to know the who behind the hoo with Yahoo Life's newsletter."
            promos.append(s)
            tail.append("<em>%s %s</em>" % (esc(s), link("https://www.yahoo.com/newsletters/", "Sign up here.")))
        else:
            rm = [title(r) for _ in range(r.randint(3, 5))]
            rel_titles += rm
            lab = "More from Yahoo Sports:" if short == "Yahoo Sports" else "Read more from %s:" % short
            promos.append(lab)
            tail.append(("<strong>%s</strong>" % lab, [link(purl(h), esc(h)) for h in rm]))
    for x in tail:
        if isinstance(x, tuple):
            B.append(("x", x[0], []))
            B.append(("rl", x[1], []))
        else:
            B.append(("x", x, []))
    EXTRAS.extend(rel_titles + promos)

    # a partner's story cut on the portal after its first paragraphs
    cut = -1
    if kind not in ("own", "conv", "localtv") and len(paras) >= 4 and (fam in ("finance", "svelte") and kind in ("bloomberg", "insider", "fool") and r.random() < 0.45
                                                                       or fam == "msn" and r.random() < 0.25):
        k = r.randint(2, 3)
        n = 0
        for j, b in enumerate(B):
            if b[0] == "p":
                n += 1
                if n == k:
                    cut = j + 1
                    break
        B = B[:cut]
    # Yahoo's ad and "Story continues" after the third to fifth paragraph
    np = [j for j, b in enumerate(B) if b[0] == "p"]
    more_at = np[r.choice([2, 3, 3, 4])] + 1 if fam != "msn" and cut < 0 and len(np) >= 5 and r.random() < 0.9 else -1
    if more_at >= 0:
        while more_at < len(B) and B[more_at][0] not in ("p", "h", "bh"):
            more_at += 1
        if more_at >= len(B):
            more_at = -1
    ads = set(np[k] for k in range(2, len(np) - 1, r.choice([4, 5, 6]))) if len(np) >= 5 else set()
    STORY[:] = [x for b in B for x in b[2]]
    lead = paras[0]
    DESC.append(("%s - %s" % (pname, lead)) if prefix else lead)
    EXTRAS.extend(["Story continues", "Story Continues", "Continue reading"])

    # the blocks in the design's markup
    cap_of = lambda c: ("%s (Photo: %s)" % (c[0], c[1]) if fam != "msn" else c[0])
    out = []
    segs = sorted(set([0] + ([np[len(np) // 3], np[2 * len(np) // 3]] if fam == "msn" and len(np) >= 8 and r.random() < 0.6 else [])))
    for j, b in enumerate(B):
        if fam == "msn" and j in segs and j:
            out.append('</div><div class="arsegment" data-segment-index="%d">' % segs.index(j))
        if j == more_at:
            if fam == "svelte":
                out.append('<div class="sdaContainer dv-all sda-INARTICLE %s"><div id="sda-INARTICLE-%d" class="sda-INARTICLE"></div></div>' % (hx("ad"), j))
                out.append('<div class="read-more-wrapper %s"><button class="secondary-btn fin-size-large readmore-button rounded %s" data-ylk="elm:readmore;slk:Story Continues" aria-label="Story Continues" title="Story Continues">Story Continues</button></div>' % (hx("rm"), hx("btn")))
            else:
                out.append('<div class="caas-da"><div id="sda-INARTICLE-%d-iframe" class="sda-INARTICLE" data-content="Advertisement"></div></div>' % j)
                out.append('<div class="caas-readmore caas-readmore-collapse"><button aria-label="" class="link rapid-noclick-resp caas-button collapse-button" data-ylk="elm:readmore;slk:Story continues" title="">Story continues</button></div>')
        k, x = b[0], b[1]
        if k in ("p", "x"):
            out.append('<p class="%s">%s</p>' % (hx("p"), x) if fam == "svelte" else "<p>%s</p>" % x)
        elif k == "h":
            out.append('<h2 class="%s">%s</h2>' % (hx("h2"), x) if fam == "svelte" else "<h2>%s</h2>" % x)
        elif k == "bh":
            out.append('<p class="%s"><strong>%s</strong></p>' % (hx("p"), x) if fam == "svelte" else "<p><strong>%s</strong></p>" % x)
        elif k in ("ul", "rl"):
            items = "".join(('<li class="%s">%s</li>' % (hx("li"), i) if fam == "svelte" else "<li>%s</li>" % i) for i in x)
            out.append({"svelte": '<ul class="%s">%s</ul>' % (hx("ul"), items), "msn": "<ul>%s</ul>" % items}.get(fam, '<ul class="caas-list caas-list-bullet">%s</ul>' % items))
        elif k == "fig":
            c, cr = x
            src = "https://s.yimg.com/ny/api/res/1.2/%022x/YXBwaWQ9aGlnaGxhbmRlcjt3PTk2MDtoPTY0MA--/https://media.zenfs.com/en/%s/%032x" % (r.getrandbits(88), slug_of(short)[:20], r.getrandbits(128))
            if fam == "msn":
                out.append('<span class="storyimage" data-m=\'{"i":%d,"p":%d,"n":"storyimage"}\'><img alt="%s" data-src=\'{"default":{"load":"default","w":"640","h":"427","src":"//img-s-msn-com.akamaized.net/tenant/amp/entityid/AA%s.img?h=427&amp;w=640&amp;m=6&amp;q=60&amp;o=f&amp;l=f"}}\' src="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="/>'
                           '<span class="caption truncate"><span class="title">%s</span> <span class="attribution">\u00a9 Provided by %s</span></span></span>' % (
                               r.randint(10, 99), r.randint(100, 999), esc(c), "".join(r.choice("0123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz") for _ in range(5)), esc(c), esc(pname)))
            elif fam == "svelte":
                out.append('<figure class="%s"><div class="image-container %s" style="--aspect-ratio:1.5"><img src="%s" alt="%s" loading="lazy" class="%s"></div><figcaption class="%s">%s</figcaption></figure>' % (
                    hx("fig"), hx("fig"), src, esc(c), hx("img"), hx("fig"), esc(cap_of(x))))
            else:
                out.append('<figure class="caas-figure"><div class="caas-figure-with-pb" style="max-height:480px"><div><div class="caas-img-container" style="padding-bottom:66.7%%">'
                           '<img class="caas-img has-preview" alt="%s" src="%s" loading="lazy"></div></div></div><figcaption class="caption-collapse">%s</figcaption></figure>' % (esc(c), src, esc(cap_of(x))))
        elif k == "tweet":
            tw, who, handle, tid = x
            q = ('<blockquote class="twitter-tweet" data-lang="en"><p lang="en" dir="ltr">%s</p>&mdash; %s (@%s) <a href="https://twitter.com/%s/status/%d">%s %d, %d</a></blockquote>' % (
                esc(tw), who, handle, handle, tid, MONTHS[pub.month - 1], pub.day, pub.year))
            out.append({"msn": '<div class="ec-module" data-embed-type="social-auto" data-embed-id="%d">%s</div>' % (tid % 10 ** 6, q),
                        "svelte": '<div class="iframe-wrapper %s">%s</div>' % (hx("emb"), q)}.get(fam, '<div class="caas-iframe-wrapper"><div class="twitter-tweet-wrapper">%s</div></div>' % q))
        if j in ads and j + 1 != more_at:
            out.append({"msn": '<div class="adcontainer inline-ad" data-m=\'{"i":%d,"n":"ad"}\'><div id="ad-inarticle-%d" class="ad" data-adslot="inarticle"></div></div>' % (j, j),
                        "svelte": '<div class="sdaContainer dv-all sda-INARTICLE %s"><div id="sda-INARTICLE-%d" class="sda-INARTICLE"></div></div>' % (hx("ad"), j)}.get(
                fam, '<div class="caas-da"><div id="sda-INARTICLE-%d-iframe" class="sda-INARTICLE" data-content="Advertisement"></div></div>' % j))
    body_html = "\n".join(out)
    src_url = purl(t)
    cont = ""
    if cut >= 0:
        cont = {"msn": '<div class="continue-reading"><a class="continue-reading-link" href="%s" target="_blank" rel="noopener noreferrer" data-m=\'{"n":"ContinueReading"}\'>Continue reading</a></div>' % src_url,
                "svelte": '<div class="continue-reading %s"><a href="%s" class="secondary-btn fin-size-large continue-reading-button %s" rel="nofollow noopener" target="_blank" data-ylk="elm:readmore;slk:Continue reading">Continue reading</a></div>' % (hx("cr"), src_url, hx("btn"))}.get(
            fam, '<div class="caas-readmore caas-readmore-collapse caas-readmore-outsidebody caas-readmore-asidepresent"><a href="%s" class="link caas-button noskim" rel="nofollow noopener" target="_blank" data-ylk="elm:readmore;slk:Continue reading">Continue reading</a></div>' % src_url)

    # the portal's cards after the story
    rec = [(title(r), para(r, 1, 2), r.choice(pool)[1]) for _ in range(r.randint(4, 8))]
    EXTRAS.extend([x for a, b, _ in rec for x in (a, b)])
    by = ", ".join(authors)
    when_y = ("%s, %s %d, %d at %s" if pub.year >= 2023 else "%s, %s %d, %d, %s") % (YH_DAYS[pub.weekday()], MONTHS[pub.month - 1], pub.day, pub.year, h12)
    iso = (pub + datetime.timedelta(hours=4 if dst else 5)).strftime("%Y-%m-%dT%H:%M:%S.000Z")
    logo = ('<img class="caas-img" alt="%s" src="https://s.yimg.com/cv/apiv2/social/images/%s-logo.png" width="%d" height="28">' % (esc(pname), slug_of(short), r.choice([80, 96, 110, 126]))
            if logos else "")
    plink = phost and "https://%s/" % phost or "https://%s/" % base
    if fam in ("news", "finance"):
        nav = YH_Y_NAV[sec]
        uuid4 = "%08x-%04x-%04x-%04x-%012x" % (r.getrandbits(32), r.getrandbits(16), 0x3000 | r.getrandbits(12), 0x8000 | r.getrandbits(14), r.getrandbits(48))
        pills = ""
        if fam == "finance" and tick:
            EXTRAS.append("In this article:")
            pills = ('<div class="caas-xray-wrapper caas-xray-pills-container"><div class="caas-xray-pills-heading">In this article:</div><ul class="caas-xray-pills">%s</ul></div>' % "".join(
                '<li><a class="caas-xray-pill" href="https://finance.yahoo.com/quote/%s/" data-ylk="elm:xray;slk:%s"><fin-ticker symbol="%s"><span class="caas-xray-pill-symbol">%s</span>'
                '<span class="caas-xray-pill-change %s">%+.2f%%</span></fin-ticker></a></li>' % (s, s, s, s, "up" if v > 0 else "down", v) for s, v in ((s, r.uniform(-6, 6)) for s, _, _ in tick)))
        comments = r.random() < 0.6
        if comments:
            EXTRAS.append("View comments")
        return ('<div id="ybar" class="ybar-ytheme-crystal"><div id="ybar-inner-wrap"><a id="ybar-logo" href="https://%s/" data-ylk="elm:logo;sec:ybar"><span class="_yb_logo">%s</span></a>'
                '<form id="ybar-sf" action="https://search.yahoo.com/search" method="get" role="search"><input id="ybar-sbq" type="text" name="p" placeholder="%s" aria-label="Search query" autocomplete="off">'
                '<button id="ybar-search" type="submit" aria-label="Search"></button></form><div class="_yb_1ssbk"><a id="ybarMailLink" href="https://mail.yahoo.com/">Mail</a>'
                '<a id="ybar-signin" href="https://login.yahoo.com/">Sign in</a></div></div><nav id="ybar-navigation" aria-label="Navigation"><ul>%s</ul></nav></div>'
                '<div id="Main" role="main"><div id="module-article" class="article-wrap">'
                '<div class="caas-container" data-uuid="%s"><div class="caas-content-wrapper"><article class="caas-container caas-canvas" role="article" aria-labelledby="caas-art-%s">'
                '<div class="caas-header"><header class="caas-title-wrapper"><h1 id="caas-lead-header-undefined" data-test-locator="headline">%s</h1></header></div>'
                '<div class="caas-body-wrapper"><div class="caas-body-content"><div class="caas-attr"><div class="caas-attr-meta"><div class="caas-logo">%s</div>%s'
                '<div class="caas-attr-time-style"><time class="caas-attr-meta-time" datetime="%s">%s</time><span class="caas-attr-mins-read">\u00b7 %d min read</span></div></div>'
                '<div class="caas-share-buttons"><ul class="caas-share-list">%s</ul>%s</div></div>%s'
                '<div class="caas-body-section">%s<div class="caas-content-wrapper"><div class="caas-body">\n%s\n</div>%s</div></div></div></div></article></div></div>'
                '<div id="recommended-article-stream" class="recommended-article-stream"><h2 class="stream-heading">Recommended Stories</h2><ul class="stream-items">%s</ul></div></div>'
                '<div id="YDC-Side" class="article-aside"><div id="module-trending-now" class="trending-list"><h3>Trending Now</h3><ol>%s</ol></div></div></div>'
                '<div id="ybar-footer" class="caas-footer"><ul>%s</ul><p>\u00a9 %d Yahoo. All rights reserved.</p></div>') % (
            base, esc(brand), "Search for news, symbols or companies" if fam == "finance" else "Search the web",
            "".join('<li><a href="https://%s/%s" data-ylk="elm:navcat;sec:ybar">%s</a></li>' % (base, "" if x == "Home" else slug_of(x), x) for x in nav),
            uuid4, uuid4, esc(t),
            '<a href="%s" class="link rapid-noclick-resp caas-attr-provider-logo" rel="nofollow noopener" target="_blank" data-ylk="slk:%s;elm:logo;itc:0">%s</a>' % (plink, esc(short), logo)
            if logos and kind != "own" else '<span class="caas-attr-provider">%s</span>' % esc(pname),
            '<div class="caas-attr-item-author"><span class="caas-author-byline-collapse">%s</span></div>' % esc(by) if by else "",
            iso, when_y, mins,
            "".join('<li><a href="%s" class="caas-share-%s" title="Share on %s" target="_blank" rel="noopener"><svg width="20" height="20" viewBox="0 0 24 24"><path d="M12 2"></path></svg></a></li>' % (u, n.lower(), n)
                    for n, u in [("Facebook", "https://www.facebook.com/dialog/feed?app_id=458584288257241"), ("Twitter", "https://twitter.com/intent/tweet"), ("Email", "mailto:?subject=%s" % slug_of(t))]),
            '<button class="link caas-comment-button" aria-label="View comments" data-ylk="elm:cmmt_open"><span>View comments</span></button>' if comments else "",
            pills,
            '<div class="caas-cover"><figure class="caas-figure"><div class="caas-figure-with-pb"><div><img class="caas-img" alt="%s" src="https://s.yimg.com/ny/api/res/1.2/%022x/YXBwaWQ9aGlnaGxhbmRlcjt3PTk2MA--/https://media.zenfs.com/en/%s/%032x"></div></div>'
            '<figcaption class="caption-collapse">%s</figcaption></figure></div>' % (esc(t), r.getrandbits(88), slug_of(short)[:20], r.getrandbits(128), esc(cap_of((sentence(r, 6, 16), r.choice(NAMES[:10]) + "/" + r.choice(YH_CREDITS)))))
            if r.random() < 0.75 else "",
            body_html, cont,
            "".join('<li class="stream-item js-stream-content"><div class="stream-card"><div class="stream-card-img"><img src="https://s.yimg.com/uu/api/res/1.2/%016x--/Zmk9ZmlsbDtoPTEyMDt3PTE4MA--/x.jpg" alt=""></div>'
                    '<div class="stream-card-content"><div class="stream-card-provider"><span>%s</span></div><h3 class="stream-card-title"><a href="https://%s/%s-%09d.html" data-ylk="elm:hdln;itc:0">%s</a></h3>'
                    '<p class="stream-card-summary">%s</p></div></div></li>' % (r.getrandbits(64), esc(pr), base, slug_of(a), r.randrange(10 ** 9), esc(a), esc(b)) for a, b, pr in rec),
            "".join('<li><a href="https://search.yahoo.com/search?p=%s" data-ylk="elm:itm;sec:trending"><span class="rank">%d</span>%s</a></li>' % ("+".join(q.split()), k + 1, q)
                    for k, q in enumerate(" ".join(lw(r).title() for _ in range(r.choice([1, 2, 2, 3]))) for _ in range(10))),
            "".join('<li><a href="https://legal.yahoo.com/us/en/yahoo/%s">%s</a></li>' % (slug_of(x), x) for x in ["Terms and Privacy Policy", "Your Privacy Choices", "Privacy Dashboard", "About Our Ads", "Help", "Feedback"]),
            pub.year)
    if fam == "svelte":
        tstamp = int((pub - datetime.datetime(1970, 1, 1)).total_seconds())
        return ('<header class="_yb_1gqsh"><div class="_yb_1bqr0"><a class="_yb_1bq5k" href="https://finance.yahoo.com/" aria-label="Yahoo Finance">Yahoo Finance</a>'
                '<form class="_yb_1dwbk" action="https://finance.yahoo.com/lookup" role="search"><input class="_yb_1qnah" type="text" name="p" placeholder="Search for news, symbols or companies" aria-label="Search query"></form>'
                '<a class="_yb_1a8i1" href="https://mail.yahoo.com/">Mail</a><a class="_yb_1afqs" href="https://login.yahoo.com/">Sign in</a></div>'
                '<nav class="_yb_1k8ib"><ul>%s</ul></nav></header>'
                '<main class="layoutContainer %s"><section class="main %s" data-testid="article-content-wrapper"><div class="article-wrap no-bb">'
                '<div class="cover-wrap %s"><div class="top-header %s"><a class="subtle-link fin-size-small %s" data-ylk="elm:logo;slk:%s" href="%s" title="%s" aria-label="%s" rel="nofollow noopener" target="_blank">%s</a></div>'
                '<div class="cover-headline %s"><h1 class="cover-title %s">%s</h1></div></div>'
                '<div class="byline %s"><div class="byline-attr %s"><div>%s<div class="byline-attr-time-style %s"><time class="byline-attr-meta-time %s" datetime="%s" data-timestamp="%d">%s</time>'
                '<span class="byline-attr-meta-separator %s">\u00b7</span>%d min read</div></div></div><div class="byline-share %s"><button class="share-button %s" aria-label="Share" title="Share">Share</button></div></div>%s'
                '<div class="body-wrap %s"><div class="body %s"><div class="atoms-wrapper">\n%s\n</div>%s</div></div></div>'
                '<section class="recommended %s" data-testid="recommended-stories"><h3 class="title %s">Recommended Stories</h3><ul class="stream-items %s">%s</ul></section></section></main>'
                '<footer class="%s"><ul>%s</ul><p>Copyright \u00a9 %d Yahoo. All rights reserved.</p></footer>') % (
            "".join('<li class="_yb_5wq5c"><a href="https://finance.yahoo.com/%s/">%s</a></li>' % (slug_of(x), x) for x in YH_Y_NAV["finance"]),
            hx("layout"), hx("main"), hx("cover"), hx("cover"), hx("logo"), esc(short), plink, esc(pname), esc(pname),
            '<img class="%s" src="https://s.yimg.com/rz/stage/p/%s.png" alt="%s">' % (hx("logoimg"), slug_of(short), esc(pname)) if kind != "own" else esc(pname),
            hx("cover"), hx("cover"), esc(t), hx("byline"), hx("byline"),
            '<div class="byline-attr-author %s">%s</div>' % (hx("byline"), esc(by)) if by else "", hx("byline"), hx("byline"), iso, tstamp,
            "%s, %s %d, %d, %s" % (YH_DAYS[pub.weekday()], MONTHS[pub.month - 1][:3], pub.day, pub.year, h12), hx("byline"), mins, hx("share"), hx("share"),
            '<div class="cover-image %s"><figure class="%s"><div class="image-container %s"><img src="https://s.yimg.com/ny/api/res/1.2/%022x/YXBwaWQ9aGlnaGxhbmRlcjt3PTk2MA--/https://media.zenfs.com/en/%s/%032x" alt="%s" class="%s"></div>'
            '<figcaption class="%s">%s</figcaption></figure></div>' % (hx("coverimg"), hx("fig"), hx("fig"), r.getrandbits(88), slug_of(short)[:20], r.getrandbits(128), esc(t), hx("img"), hx("fig"),
                                                                     esc(cap_of((sentence(r, 6, 14), r.choice(NAMES[:10]) + "/" + r.choice(YH_CREDITS))))) if r.random() < 0.6 else "",
            hx("bodywrap"), hx("body"), body_html, cont, hx("rec"), hx("rec"), hx("rec"),
            "".join('<li class="stream-item story-item %s"><section class="container %s"><div class="content %s"><div class="publishing %s">%s \u2022 %s</div><a class="subtle-link %s" href="https://finance.yahoo.com/news/%s-%09d.html" title="%s">'
                    '<h3 class="clamp %s">%s</h3><p class="clamp %s">%s</p></a></div></section></li>' % (
                        hx("si"), hx("si"), hx("si"), hx("pub"), esc(pr), r.choice(["%dh ago" % r.randint(1, 23), "%dm ago" % r.randint(2, 59), "yesterday"]), hx("a"),
                        slug_of(a), r.randrange(10 ** 9), esc(a), hx("h3"), esc(a), hx("p"), esc(b)) for a, b, pr in rec),
            hx("footer"), "".join('<li><a href="https://legal.yahoo.com/us/en/yahoo/%s">%s</a></li>' % (slug_of(x), x) for x in ["Terms and Privacy Policy", "Your Privacy Choices", "About Our Ads", "Sitemap"]),
            pub.year)
    # MSN
    aid = "".join(r.choice("0123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz") for _ in range(5))
    ago = r.random() < 0.4
    spons = rs.random() < 0.6
    sp = [(title(r), lw(r).title() + r.choice([" | Sponsored", "", " | Search Ads"])) for _ in range(r.randint(3, 6))] if spons else []
    EXTRAS.extend([a for a, _ in sp] + ["More for You"])
    return ('<header id="header" class="header" role="banner"><div class="logo"><a href="https://www.msn.com/en-us" title="msn" data-m=\'{"n":"logo"}\'><span class="msn-logo">msn</span></a></div>'
            '<div class="srchbx"><form id="srchfrm" action="https://www.bing.com/search" method="get" role="search"><input type="search" id="q" name="q" placeholder="Search the web" aria-label="Search the web" autocomplete="off">'
            '<input type="hidden" name="form" value="MSNH14"><button type="submit" class="srchbtn" aria-label="web search">Web search</button></form></div>'
            '<div class="meControl"><a class="signin" href="https://login.live.com/login.srf">Sign in</a></div></header>'
            '<nav id="nav" class="nav-menu" role="navigation"><ul>%s</ul></nav>'
            '<div id="main" role="main"><div class="contentwrapper"><div class="articlecontent" data-articleid="AA%s">'
            '<header class="collection-headline-flex"><div class="logo-and-attribution">%s</div><h1 id="precontent">%s</h1></header>'
            '<div class="byline-flexar"><div class="authorinfo-flexar">%s</div><div class="timeinfo-txt"><time datetime="%s">%s</time></div></div>'
            '<div class="social-share flexshare"><ul>%s</ul></div>'
            '<section class="articlebody flexarticle" data-aop="articlebody" itemprop="articleBody">%s<div class="arsegment" data-segment-index="0">\n%s\n</div></section>%s</div>'
            '<div class="infopane-more" id="more-for-you"><h2 class="header">More for You</h2><ul class="rc-list">%s</ul></div>%s</div></div>'
            '<footer id="footer" role="contentinfo"><ul class="footer-links">%s</ul><p class="copyright">\u00a9 %d Microsoft</p></footer>') % (
        "".join('<li%s><a href="https://www.msn.com/en-us/%s">%s</a></li>' % (' class="selected"' if x.lower() == sec else "", slug_of(x.replace("&", "and")), esc(x)) for x in YH_MSN_NAV),
        aid, '<div class="partnerlogo-img"><a href="%s" title="%s" target="_blank" rel="noopener" data-m=\'{"n":"partnerlogo"}\'><img alt="%s" data-src=\'{"default":{"load":"default","w":"80","h":"45","src":"//img-s-msn-com.akamaized.net/tenant/amp/entityid/BB%s.img?h=45&amp;w=80&amp;m=6&amp;q=60&amp;u=t&amp;o=t&amp;l=f&amp;f=png"}}\' src="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="/></a></div>' % (
            plink, esc(pname), esc(pname), aid[::-1]) if logos else '<div class="sourcename-txt"><a href="%s" target="_blank" rel="noopener">%s</a></div>' % (plink, esc(pname)),
        esc(t), "".join('<span class="authorname-txt">%s</span>' % esc(a) for a in authors),
        iso, ("%d hrs ago" % r.randint(1, 23)) if ago else "%d/%d/%d" % (pub.month, pub.day, pub.year),
        "".join('<li><button class="share-%s" title="Share on %s" aria-label="Share on %s"></button></li>' % (n.lower(), n, n) for n in ["Facebook", "Twitter", "Email"]),
        '<span class="storyimage" data-m=\'{"n":"storyimage","i":1}\'><img alt="%s" data-src=\'{"default":{"load":"default","w":"1280","h":"720","src":"//img-s-msn-com.akamaized.net/tenant/amp/entityid/AA%s.img?h=720&amp;w=1280&amp;m=6&amp;q=60&amp;o=f&amp;l=f"}}\' src="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="/>'
        '<span class="caption truncate"><span class="title">%s</span> <span class="attribution">\u00a9 Provided by %s</span></span></span>' % (esc(t), aid[1:] + "x", esc(sentence(r, 6, 16)), esc(pname)) if r.random() < 0.7 else "",
        body_html, cont,
        "".join('<li class="rc-item rc-item-js" data-id="AA%s"><a class="contentlink" href="https://www.msn.com/en-us/%s/%s/ar-AA%s"><span class="rc-img"><img src="//img-s-msn-com.akamaized.net/tenant/amp/entityid/AA%s.img?h=75&amp;w=100" alt=""></span>'
                '<span class="sourcename"><span class="sourcename-txt">%s</span></span><h3 class="title">%s</h3></a></li>' % (
                    u, sec, slug_of(a), u, u, esc(pr), esc(a)) for a, _, pr in rec for u in ["".join(r.choice("0123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz") for _ in range(5))]),
        '<div class="taboola-container" id="taboola-below-article"><h2 class="trc_rbox_header">Sponsored Content</h2><div class="trc_rbox_div">%s</div></div>' % "".join(
            '<div class="videoCube trc_spotlight_item"><a href="https://ads.example/c?i=%d" rel="nofollow noopener" target="_blank"><span class="video-label-box trc-main-label"><span class="video-title">%s</span><span class="branding">%s</span></span></a></div>' % (
                r.getrandbits(32), esc(a), esc(b)) for a, b in sp) if spons else "",
        "".join('<li><a href="https://go.microsoft.com/fwlink/?LinkId=%d">%s</a></li>' % (r.randint(500000, 999999), x) for x in ["Privacy & Cookies", "Terms of use", "Advertise", "About our ads", "Help", "Feedback"]),
        pub.year)

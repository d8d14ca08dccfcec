# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

# One more, written after every rule above and before any run of it: a
# magazine's long-form feature, in Condé Nast's Verso markup, The
# Atlantic's Next.js markup or the Guardian's dotcom-rendering "long read".

LF_FIRST = ["Maria", "James", "Ana", "David", "Grace", "Luis", "Emily", "Marcus", "Priya", "Kevin", "Sofia", "Jamal", "Rachel", "Daniel", "Mei",
            "Carlos", "Hannah", "Andre", "Laura", "Tobias", "Jasmine", "Nick", "Olivia", "Sam", "Erin", "Omar", "Claire", "Ben", "Ruth", "Felix",
            "Nadia", "Hugo", "Tessa", "Idris", "Leah", "Simon", "Anya", "Wes", "Marta", "Joel"]
LF_ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"]
LF_ALPHA = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
LF_B64 = LF_ALPHA + "0123456789_-"
# the rubric over the headline, by the page's category, per design
LF_RUBRICS = {"tny": {"News": ["A Reporter at Large", "Annals of Crime"], "Travel": ["Letter from %s", "Dept. of Exploration"],
                      "Food": ["Profiles", "Annals of Gastronomy"], "Politics": ["The Political Scene", "Annals of Power"],
                      "Design": ["Onward and Upward with the Arts", "The Art World"], "Music": ["Profiles", "Personal History"],
                      "Books": ["The Critics", "Books", "Personal History"]},
              "wired": {"News": ["The Big Story", "Security"], "Travel": ["Backchannel", "Science"], "Food": ["Science", "Backchannel"],
                        "Politics": ["Politics", "The Big Story"], "Design": ["Culture", "Gear"], "Music": ["Culture", "Backchannel"],
                        "Books": ["Ideas", "Culture"]},
              "atlantic": {"News": ["Politics", "Ideas"], "Travel": ["Global", "Science"], "Food": ["Health", "Family"], "Politics": ["Politics", "Ideas"],
                           "Design": ["Culture", "Technology"], "Music": ["Culture", "Family"], "Books": ["Books", "Ideas"]},
              "guardian": {"News": ["UK news", "World news"], "Travel": ["Travel", "World news"], "Food": ["Food", "Society"],
                           "Politics": ["Politics", "World news"], "Design": ["Art and design", "Technology"], "Music": ["Music", "Culture"],
                           "Books": ["Books", "Culture"]}}
LF_STAFF = ["is a staff writer at %s.", "is a staff writer at %s.", "is a contributing writer at %s.", "is a senior editor at %s.",
            "is a contributing editor at %s.", "is a writer based in %s.", "is a journalist and the author of %s."]
LF_AGENCIES = ["Getty", "AP", "Reuters", "Redux", "Alamy", "Bloomberg", "AFP", "Shutterstock", "Magnum Photos", "Courtesy"]
# the Guardian's camera and quote icons
LF_GU_CAMERA = ('<svg width="18" height="13" viewBox="0 0 18 13"><path d="M18 3.5v8l-1.5 1.5h-15L0 11.5v-8L1.5 2h3.7l1.5-2h4.6l1.5 2h3.7L18 3.5zM9 '
                '11c2.2 0 4-1.8 4-4S11.2 3 9 3 5 4.8 5 7s1.8 4 4 4z"></path></svg>')
LF_GU_QUOTE = ('<svg width="70" height="49" viewBox="0 0 35 25" aria-hidden="true"><path d="M69.587.9c-1.842 4.556-3.89 10.252-4.708 16.112 0 '
               '3.92 1.535 5.83 4.503 5.83V47H55.152C54.333 28.5 57.608 11.7 67.95.9h1.637zM35.356.9C33.514 5.456 31.466 11.152 30.65 17.012c0 '
               '3.92 1.535 5.83 4.503 5.83V47H20.92C20.1 28.5 23.377 11.7 33.72.9h1.636z"></path></svg>')


def lf_sc(name, base=True):
    """A Verso component's classes: styled-components' base classes, the
    component's name and its hash, then the hash of its CSS, the site's."""
    g = random.Random("%s verso %s" % (BLOG[0], name))
    b = random.Random("%s verso base" % BLOG[0])
    wrap = "BaseWrap-sc-%s BaseText-%s " % ("".join(b.choice(LF_ALPHA) for _ in range(6)), "".join(b.choice(LF_ALPHA) for _ in range(6))) if base else ""
    return "%s%s-%s %s" % (wrap, name, "".join(g.choice(LF_ALPHA) for _ in range(g.choice([5, 6]))), "".join(g.choice(LF_ALPHA) for _ in range(6)))


def lf_mod(mod, key):
    """A CSS module's class, "ArticleParagraph_root__4mszW": the build's
    hash of it, the site's."""
    g = random.Random("%s next %s %s" % (BLOG[0], mod, key))
    return "%s_%s__%s" % (mod, key, "".join(g.choice(LF_B64[:62]) for _ in range(5)))


def lf_dcr(key):
    """dotcom-rendering's emotion class: "dcr-" and six letters and digits,
    the site's build's."""
    g = random.Random("%s dcr %s" % (BLOG[0], key))
    return "dcr-" + "".join(g.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(g.choice([6, 6, 6, 7])))


def lf_slug(s):
    return "-".join("".join(c for c in w if c.isalnum()) for w in s.lower().split())[:70].strip("-")


def longform(r, t, body, cat, cs):
    """A magazine's long-form feature (2019-2024), in one of three
    publishers' markups a site: Condé Nast's Verso (a New Yorker-like
    weekly's or a Wired-like monthly's), The Atlantic's Next.js site or
    the Guardian's dotcom-rendering with its "The long read" series.
    Every page: the rubric or the series' kicker, the headline, the dek
    or standfirst (the feed's description), the byline and the date,
    the lead illustration or photograph with its credit ("Illustration
    by NAME", "Illustration: NAME/PAPER") and at times a caption, on
    Verso the header beside the picture, over it or above it, on the
    Guardian's immersive pages the picture first; then the story, five
    to twenty-six paragraphs in up to six sections set apart by a
    horizontal rule, a "* * *" paragraph, a dinkus's svg, numerals
    ("II", "II." or "2") or titled subheadings, a numeral opening the
    first section at times; a drop cap on the first paragraph (Verso's
    p.has-dropcap, again after each break on some sites, The Atlantic's
    ArticleParagraph_dropcap class, the Guardian's span of the first
    letter, again after each divider, on a paragraph of 200 characters
    or more), The Atlantic's small capitals opening each later section
    (span.smallcaps); pull quotes repeating a sentence of a paragraph
    before them, captioned pictures with their credits, a block quote
    at times, inline links.  Verso: the text in several
    div.body__inner-container chunks, each in its grid with the rail
    beside it (the first's "Most Popular", the others' ad slots) and a
    mid-content "Advertisement" slot between them, on most sites the
    paragraphs after the first few of class "paywall", the JSON-LD's
    articleBody holding the whole text, the
    NewsletterSubscribeFormWrapper box among the paragraphs on some
    pages, the monthly's "Most Popular" list (data-most-popular-id) in
    the text on some pages and its italic lines closing the text (the
    author's "NAME is a writer based in ...", "This article appears in
    the March issue. Subscribe now.", on most sites "Let us know what
    you think about this article. Submit a letter to the editor at
    ..."), the weekly's "♦" closing the last paragraph of a print piece
    and its GenericCallout of "Favorites" links and a signup line
    closing the text on some pages of most sites; after the chunks the weekly's
    "Published in the print edition of the March 13, 2023, issue, with
    the headline ..." disclaimer, the contributors' bio box (the
    weekly's always, the monthly's at times when the text has no bio
    line), the tags ("More:"), "Read More" or "You Might Also Like"
    cards with their deks and bylines.  The Atlantic: the hero's
    lockup, "Share" and "Save", "Listen to this article" and its
    narration credit on some pages of 2023-2024, section.ArticleBody_root's
    p.ArticleParagraph_root paragraphs, h2 numerals or subheadings, an
    hr or the dinkus's div, italic "Read: TITLE" links
    (ArticleRelatedContentLink), gpt-ad injectors after the first
    paragraph and every six to nine later, the meter's InjectedGate box
    after the third, fourth or fifth paragraph on a third of the pages,
    figures captioned
    "(NAME / Getty)", then on print pieces "This article appears in the
    March 2023 print edition with the headline ..." in italics and on
    books pages "When you buy a book using a link on this page, we
    receive a commission.", both inside the body's section in its
    paragraphs' class on half the sites, after it on the others, the
    ArticleBio box "About the Author", "More Stories", "Most Popular",
    the GateToast's count of free articles on some pages and
    __NEXT_DATA__'s urqlState holding the whole content again.  The
    Guardian: the meta's byline, "Mon 6 Mar 2023 06.00 GMT" in a details
    box with "Last modified on", the share and comment count islands,
    div#maincontent's article-body-commercial-selector of p.dcr-
    paragraphs, the sign-in gate's island after the second element, h2
    subheadings or hr dividers, aside pull quotes with the quote icon,
    figures captioned "Photograph: NAME/Getty Images", on half the
    pages the newsletter's figure between "skip past newsletter
    promotion" and "after newsletter promotion" ("Sign up to The Long
    Read", "Free weekly newsletter", its pitch, the email form, the
    privacy notice), a rich link's aside at times, the closing italic
    lines (an extract's source on some pages, then on most sites
    "Follow the Long Read on X (or Twitter) at @HANDLE, listen to our
    podcasts here and sign up to the long read weekly email here."),
    "Explore more on these topics", "Reuse this content", "More from The
    long read" cards with their trails, the comments' heading over a
    script's thread on a third of the pages, "Most viewed" on half the
    sites.  No comments printed.  The feed: the dek or standfirst.  The
    truth: the dek (TEASER), then the story as its reader reads it: the
    paragraphs (their drop caps and small capitals joined to them,
    without the closing "♦"), the sections' numerals and subheadings
    and the block quotes' paragraphs; not the rubric, headline, bylines,
    dates, captions and credits, the dividers and "* * *", the pull
    quotes (a copy of a sentence: neither truth nor counted), the
    in-text italic lines on the author, the issue and the extract and
    the print disclaimer (neither truth nor counted), the ads and their
    labels, the "Read:" and rich links, the newsletter and meter boxes,
    the "Most Popular" lists, the favorites callout, the letters, book
    commission and "Follow the Long Read" lines, bios, tags, cards nor
    the footer (counted where they are text: titles, deks, pitches,
    bios and the boilerplate lines)."""
    rs = random.Random(BLOG[0] + " longform")
    design = ["conde", "atlantic", "guardian", rs.choice(["conde", "atlantic", "guardian"])][DATE_STYLE]
    sub = rs.choice(["tny", "wired"]) if design == "conde" else design
    names0 = [w for w in BLOG[0].split()[:-1] if w.lower() not in WORDS and len(w) > 3]
    w0 = names0[0] if names0 else rs.choice(LEXICON[:1500]).title()
    mag = {"tny": "The " + w0, "wired": w0.upper(), "atlantic": "The " + w0, "guardian": "The " + w0}[sub]
    host = "www.%s.example" % "".join(c for c in w0.lower() if c.isalnum())
    OWN_HOST[0] = host
    lw = lambda g=r: LEXICON[int(len(LEXICON) * g.random() ** 2)]

    def person(g=r):
        return "%s %s" % (g.choice(LF_FIRST), lw(g).title())
    staff = [person(rs) for _ in range(rs.randint(5, 9))]
    artists = [person(rs) for _ in range(rs.randint(3, 6))]

    # the page's date and author
    pub = datetime.datetime(r.randint(2019, 2024), r.randint(1, 12), r.randint(1, 28), r.randint(5, 19), r.randint(0, 59))
    if design == "guardian" and r.random() < 0.6:
        pub = pub.replace(hour=r.choice([5, 6, 6, 6]), minute=0)
    author = r.choice(staff) if r.random() < 0.75 else person()
    in_print = design != "guardian" and r.random() < (0.75 if sub == "tny" else 0.55)
    issue = pub + datetime.timedelta(days=r.randint(5, 40)) if in_print else None
    print_head = " ".join(word(r) for _ in range(r.randint(2, 6))).title() if in_print else ""
    rubric = r.choice(LF_RUBRICS[sub].get(cat, ["Ideas"]))
    rubric = rubric % lw().title() if "%s" in rubric else rubric
    dek = sentence(r, 12, 30)
    if sub == "guardian" and r.random() < 0.3:
        dek = dek[:-1] + ". " + sentence(r, 6, 14)
    TEASER.append(dek)

    # the story: the feed's paragraphs, lengthened to a feature's
    paras = list(body)
    target = r.randint(8, 26) if r.random() < 0.85 else r.randint(5, 8)
    while len(paras) < target:
        paras.append(para(r, 3, 7))
    n = len(paras)
    nsec = 1 if n < 7 or r.random() < 0.12 else r.randint(2, min(6, n // 3))
    cuts = set(r.sample(range(2, n - 1), nsec - 1))
    if design == "conde":
        site_brk = rs.choice(["hr", "hr", "hr", "stars", "roman"])
        kind = site_brk if r.random() < 0.8 else r.choice(["title", "roman", "hr"])
    elif design == "atlantic":
        kind = r.choice(["roman", "roman", "svg", "svg", "hr", "title"])
    else:
        kind = r.choice(["hr", "hr", "hr", "title", "title"])
    numfmt = rs.choice(["roman", "roman_dot", "arabic"]) if design != "guardian" else "roman"
    numbered = kind == "roman"
    lead_num = numbered and r.random() < 0.55
    label = lambda k: (LF_ROMAN[k] + "." if numfmt == "roman_dot" else str(k + 1) if numfmt == "arabic" else LF_ROMAN[k])
    dropcaps = design != "conde" or rs.random() < 0.85
    after_dc = design == "conde" and rs.random() < 0.6

    # what goes among the paragraphs, after paragraph i
    extra = {}
    put = lambda i, b: extra.setdefault(max(0, min(n - 2, i)), []).append(b)
    for s in sorted(r.sample(range(0, n - 1), r.choice([0, 1, 1, 2, 2] if n > 6 else [0, 1]))):  # pull quotes repeat the first sentence of a paragraph a little before them
        first = word_sents(paras[s])[0]
        if len(first.split()) >= 7:
            put(s + r.randint(1, 3), ("pq", first))
    for _ in range(r.choice([0, 0, 1, 1, 2, 3])):
        put(r.randrange(1, n - 1), ("img", sentence(r, 6, 20), r.random() < 0.25))
    quote_at = r.randrange(1, n - 1) if r.random() < 0.12 else -1
    quote = para(r, 1, 4) if quote_at >= 0 else None
    if design == "conde":
        if r.random() < 0.45:
            put(r.randint(2, max(2, n // 2)), ("nl",))
        if sub == "wired" and r.random() < 0.6 and n > 5:
            put(r.randint(n // 4, n // 2), ("pop", [title(r) for _ in range(r.choice([3, 4, 5]))]))
        step = r.randint(4, 7)
        for i in range(step - 1, n - 2, step):
            put(i, ("ad",))
    elif design == "atlantic":
        put(0, ("ad",))
        for i in range(r.randint(5, 8), n - 2, r.randint(6, 9)):
            put(i, ("ad",))
        for _ in range(r.choice([0, 0, 1, 1, 2])):
            put(r.randrange(1, n - 1), ("rel", title(r)))
        if r.random() < 0.35:
            put(r.randint(2, 4), ("gate",))
    else:
        if r.random() < 0.55:
            put(r.randint(2, max(2, n // 2)), ("nl",))
        if r.random() < 0.25:
            put(r.randrange(1, n - 1), ("rel", title(r)))

    # the blocks in order, and the truth
    blocks, story = [], []
    k = 0
    if lead_num:
        blocks.append(("h", label(0)))
        story.append(label(0))
        k = 1
    after = False
    for i, p in enumerate(paras):
        if i in cuts:
            if numbered:
                blocks.append(("h", label(k)))
                story.append(label(k))
                k += 1
            elif kind == "title":
                h = " ".join(word(r) for _ in range(r.randint(2, 6))).capitalize()
                blocks.append(("h", h))
                story.append(h)
            else:
                blocks.append(("hr", kind))
            after = True
        if design == "guardian":
            dc = len(p) >= 200 and (i == 0 or (after and kind == "hr"))
        else:
            dc = dropcaps and (i == 0 or (after and after_dc))
        blocks.append(("p", p, dc, after and design == "atlantic", i == n - 1))
        story.append(p)
        after = False
        if i == quote_at:
            blocks.append(("quote", quote))
            story.append(quote)
        blocks.extend(extra.get(i, []))
    STORY[:] = story

    # the closing lines, the chrome's texts
    form = r.choice(LF_STAFF)
    bio = "%s %s" % (author, form % (mag if " at " in form else lw().title() if "based in" in form else
                                     " ".join(word(r) for _ in range(r.randint(2, 5))).title()))
    if r.random() < 0.5:
        bio += " " + sentence(r, 8, 16)
    book = " ".join(word(r) for _ in range(r.randint(2, 5))).title()
    month = lambda d: "%s %d" % (MONTHS[d.month - 1], d.year)
    day = lambda d: "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    hexs = lambda k: "%0*x" % (k, r.getrandbits(4 * k))
    ctx = dict(r=r, t=t, cat=cat, sub=sub, mag=mag, host=host, pub=pub, author=author, in_print=in_print, issue=issue,
               print_head=print_head, rubric=rubric, dek=dek, blocks=blocks, story=story, bio=bio, book=book, month=month, day=day,
               hexs=hexs, person=person, artists=artists, staff=staff, lw=lw)
    if design == "conde":
        return lf_verso(ctx)
    if design == "atlantic":
        return lf_atlantic(ctx)
    return lf_guardian(ctx)


def lf_linked(r, text, href):
    """A paragraph's text, escaped, a few of its words a link at times."""
    w = text.split(" ")
    if len(w) < 14 or r.random() < 0.7:
        return esc(text)
    k = r.randrange(2, len(w) - 6)
    m = r.randint(2, 4)
    return "%s <a href=\"%s\">%s</a> %s" % (esc(" ".join(w[:k])), href, esc(" ".join(w[k:k + m])), esc(" ".join(w[k + m:])))


def lf_verso(c):
    """Condé Nast's Verso (2019-2024): the weekly's or the monthly's page."""
    r, sub, mag, host, pub, lw = c["r"], c["sub"], c["mag"], c["host"], c["pub"], c["lw"]
    rs = random.Random(BLOG[0] + " longform verso")
    tny = sub == "tny"
    pay_from = rs.choice([1, 2, 3, 4, None])
    figcls = rs.choice(["new", "new", "old"])  # AssetEmbed's or the older figure.asset-embed
    pslug = lf_slug(c["t"])
    path = ("/magazine/%d/%02d/%02d/%s" % (c["issue"].year, c["issue"].month, c["issue"].day, pslug) if tny and c["in_print"] else
            "/news/%s/%s" % (lf_slug(c["rubric"]), pslug) if tny else "/story/%s/" % pslug)
    photos = "https://media.%s/photos/%s" % (host[4:], "%s" % c["hexs"](24))
    credit_of = lambda who, kind: {"ill": "Illustration by %s" % who, "photo": "Photograph by %s for %s" % (who, mag), "pi": "Photo-illustration by %s; Source photographs from Getty" % who,
                                   "agency": "Photograph by %s / %s" % (who, r.choice(LF_AGENCIES))}[kind]
    extras = []

    def img(alt, ratio, w):
        src = "%s/%s/w_%d,c_limit/%s.jpg" % (photos, ratio, w, lf_slug(alt)[:30] or "image")
        return ('<picture class="%s"><source media="(max-width: 767px)" srcset="%s 120w, %s 240w, %s 320w, %s 640w" sizes="100vw"/>'
                '<img alt="%s" class="%s" src="%s"/></picture>') % (lf_sc("ResponsiveImagePicture", False), src.replace("w_%d" % w, "w_120"), src.replace("w_%d" % w, "w_240"),
                                                                     src.replace("w_%d" % w, "w_320"), src.replace("w_%d" % w, "w_640"), esc(alt),
                                                                     lf_sc("ResponsiveImageContainer", False), src)

    def figure(cap, credit, lead=False):
        if figcls == "old" and not lead:
            return ('<figure class="asset-embed"><div class="asset-embed__asset-container">%s</div><figcaption class="caption asset-embed__caption">'
                    '%s<span class="caption__credit">%s</span></figcaption></figure>') % (img(cap or "image", "master", 1600),
                                                                                         '<span class="caption__text">%s</span>' % esc(cap) if cap else "", esc(credit))
        return ('<figure class="%s"><div class="%s"><div class="%s">%s</div></div><figcaption class="%s">%s<span class="%s">%s</span></figcaption></figure>') % (
            lf_sc("AssetEmbedWrapper", False) + (" lede-image" if lead else ""), lf_sc("AssetEmbedAssetContainer", False), lf_sc("AspectRatioContainer", False),
            img(cap or c["t"], "16:9" if lead else "master", 2560 if lead else 1600), lf_sc("AssetEmbedCaption", False),
            '<span class="%s">%s</span>' % (lf_sc("CaptionText"), esc(cap)) if cap else "", lf_sc("CaptionCredit"), esc(credit))

    # the chunks of the body: paragraphs and embeds, ads between the chunks
    chunks, cur, pi = [], [], 0
    for b in c["blocks"]:
        k = b[0]
        if k == "p":
            cls = []
            if b[2]:
                cls += ["has-dropcap", "has-dropcap__lead-standard-heading"]
            if pay_from is not None and pi >= pay_from:
                cls.append("paywall")
            text = lf_linked(r, b[1], r.choice(["/story/%s/" % lf_slug(title(r)), "https://www.%s.example/%s" % (c["lw"](), c["lw"]())]) if not tny else "/magazine/%d/%02d/%02d/%s" % (
                pub.year - 1, r.randint(1, 12), r.randint(1, 28), lf_slug(title(r))))
            if b[4] and tny and c["in_print"]:
                text += " \u2666"
            cur.append("<p%s>%s</p>" % (' class="%s"' % " ".join(cls) if cls else "", text))
            pi += 1
        elif k == "h":
            cur.append("<h2>%s</h2>" % esc(b[1]))
        elif k == "hr":
            cur.append("<hr/>" if b[1] != "stars" else '<p class="paywall">* * *</p>' if pay_from is not None else "<p>* * *</p>")
        elif k == "quote":
            cur.append("<blockquote><p>%s</p></blockquote>" % esc(b[1]))
        elif k == "pq":
            cur.append('<figure class="%s" data-testid="PullQuoteEmbed"><blockquote class="%s"><p>%s</p></blockquote></figure>' % (
                lf_sc("PullQuoteEmbedWrapper", False), lf_sc("PullQuoteEmbedQuote"), esc(b[1])))
        elif k == "img":
            cur.append(figure(b[1] if not b[2] else "", credit_of(r.choice(c["artists"]), r.choice(["photo", "photo", "agency", "ill"]))))
        elif k == "nl":
            if tny:
                pitch = "Sign up for our daily newsletter to receive the best stories from %s." % mag
            else:
                pitch = "Get the best of %s's long reads in your inbox every %s." % (mag, rs.choice(["Sunday", "Saturday", "week"]))
            extras.append(pitch)
            nl_id = c["hexs"](6)
            cur.append(('<div class="%s" data-testid="NewsletterSubscribeFormWrapper"><div class="%s"><h3 class="%s">%s</h3><p class="%s">%s</p>'
                        '<form class="%s" action="/newsletter/api/subscribe" method="post"><label class="%s" for="nl-email-%s">E-mail address</label>'
                        '<input id="nl-email-%s" type="email" name="email" placeholder="Your email" autocomplete="email"/><button class="%s" type="submit"><span>Sign up</span></button></form>'
                        '<p class="%s">By signing up, you agree to our User Agreement and Privacy Policy &amp; Cookie Statement.</p></div></div>') % (
                lf_sc("NewsletterSubscribeFormWrapper", False), lf_sc("NewsletterSubscribeFormContent", False), lf_sc("NewsletterSubscribeFormHed"),
                esc(rs.choice(["Sign up for The Daily", "Sign up for the Longreads newsletter", "Get the newsletter"]) if not tny else "Sign up for The Daily"),
                lf_sc("NewsletterSubscribeFormDek"), esc(pitch), lf_sc("FormWrapper", False), lf_sc("FormLabel"), nl_id, nl_id, lf_sc("ButtonWrapper", False),
                lf_sc("NewsletterSubscribeFormDisclaimer")))
        elif k == "pop":
            extras.extend(b[1])
            cur.append('<div class="%s" data-testid="RecircMostPopularContiner"><h3 class="%s">Most Popular</h3><ul class="%s">%s</ul></div>' % (
                lf_sc("RecircMostPopularContiner", False), lf_sc("RecircMostPopularHeading"), lf_sc("RecircMostPopularList", False), "".join(
                    '<li class="%s" data-most-popular-id="%s"><a class="%s" href="/story/%s/"><span class="%s">%s</span></a></li>' % (
                        lf_sc("RecircMostPopularItem", False), c["hexs"](24), lf_sc("SummaryItemHedLink", False), lf_slug(x), lf_sc("SummaryItemHed"), esc(x)) for x in b[1])))
        elif k == "ad":
            if cur:
                chunks.append(cur)
                cur = []
    if cur:
        chunks.append(cur)

    # the text's closing lines
    closing, bio_in = [], False
    if not tny:
        if r.random() < 0.6:
            closing.append("<p><em>%s</em></p>" % esc(c["bio"]))
            bio_in = True
        if c["in_print"]:
            closing.append('<p><em>This article appears in the %s issue. <a href="/subscribe/">Subscribe now</a>.</em></p>' % esc(MONTHS[c["issue"].month - 1]))
        letters = "Let us know what you think about this article. Submit a letter to the editor at mail@%s." % host[4:]
        if rs.random() < 0.7:
            closing.append("<p><em>%s</em></p>" % esc(letters))
            extras.append(letters)
    elif rs.random() < 0.7 and r.random() < 0.7:
        favs = [title(r) for _ in range(r.randint(3, 6))]
        signup = "Sign up for our daily newsletter to receive the best stories from %s." % mag
        extras.extend(favs + [signup])
        closing.append('<div class="%s" data-testid="GenericCallout"><div class="callout--group callout--has-top-border"><p><strong>%s Favorites</strong></p><ul>%s</ul><p><em>%s</em></p></div></div>' % (
            lf_sc("GenericCalloutWrapper", False), esc(mag[4:] if mag.startswith("The ") else mag), "".join(
                '<li><a href="/magazine/%d/%02d/%02d/%s">%s</a></li>' % (r.randint(2012, pub.year), r.randint(1, 12), r.randint(1, 28), lf_slug(x), esc(x)) for x in favs),
            esc(signup)))
    if closing:
        chunks[-1] += closing

    # the rail's Most Popular, the grids
    popular = [title(r) for _ in range(r.choice([4, 5]))]
    extras.extend(popular)
    rail_pop = ('<div class="%s" data-testid="RecircMostPopular"><h2 class="%s">Most Popular</h2><ul>%s</ul></div>' % (
        lf_sc("RecircMostPopularWrapper", False), lf_sc("RecircMostPopularHeading"), "".join(
            '<li class="%s"><div class="%s"><a class="%s" href="%s"><h3 class="%s">%s</h3></a><div class="%s"><p class="%s">By <span>%s</span></p></div></div></li>' % (
                lf_sc("SummaryItemWrapper", False), lf_sc("SummaryItemContent", False), lf_sc("SummaryItemHedLink", False),
                "/story/%s/" % lf_slug(x) if not tny else "/news/%s/%s" % (lf_slug(c["rubric"]), lf_slug(x)), lf_sc("SummaryItemHedBase"), esc(x),
                lf_sc("SummaryItemByline", False), lf_sc("BylineWrapper"), esc(r.choice(c["staff"]))) for x in popular)))
    grids = []
    for ci, ch in enumerate(chunks):
        aside = ('<div class="%s grid--item grid-layout__aside"><aside class="%s"><div class="%s">%s</div></aside></div>' % (
            lf_sc("GridItem", False), lf_sc("StickyBoxWrapper", False), lf_sc("StickyBoxPrimary", False),
            rail_pop if ci == 0 else '<div class="ad ad--rail"><div class="ad__slot ad__slot--rail" id="rail-%d" data-node-id="%s"></div></div>' % (ci, c["hexs"](6))))
        grids.append(('<div class="%s grid grid-margins grid-items-2 %s grid-layout--adrail narrow wide-adrail"><div class="%s grid--item grid-layout__content">'
                      '<div class="%s body body__container article__body" data-journey-hook="client-content" data-testid="BodyWrapper"><div class="body__inner-container">%s</div></div></div>%s</div>') % (
            lf_sc("GridWrapper", False), lf_sc("ArticlePageChunksGrid", False), lf_sc("GridItem", False), lf_sc("BodyWrapper", False), "".join(ch), aside))
    ad = lambda i: ('<div class="%s ad ad--mid-content" data-testid="AdWrapper"><div class="ad__slot ad__slot--mid-content" id="mid-content-%d" data-node-id="%s"></div>'
                    '<div class="ad-label">Advertisement</div></div>') % (lf_sc("AdWrapper", False), i, c["hexs"](6))
    chunks_html = "".join(g + (ad(i) if i < len(grids) - 1 else "") for i, g in enumerate(grids))

    # the header and the lead
    hero = r.choice(["standard", "standard", "split", "overlay"])
    who = r.choice(c["artists"]) if r.random() < 0.8 else c["person"]()
    lead_credit = credit_of(who, r.choice(["ill", "ill", "photo", "pi"]) if tny else r.choice(["photo", "photo", "pi", "ill", "agency"]))
    lead_cap = sentence(r, 6, 16) if r.random() < (0.2 if tny else 0.45) else ""
    lead = figure(lead_cap, lead_credit, True) if r.random() < 0.95 else ""
    pslug_a = lf_slug(c["author"])
    listen = ('<div class="%s"><button class="%s" aria-label="Listen to this story"><span>Listen</span></button><span class="%s">%d min</span></div>' % (
        lf_sc("AudioEmbedWrapper", False), lf_sc("AudioPlayButton", False), lf_sc("AudioDuration"), sum(len(x.split()) for x in c["story"]) // 140 + 1)
        if tny and pub.year >= 2021 and r.random() < 0.6 else "")
    header = ('<header class="%s" data-testid="ContentHeaderContainer"><div class="%s"><div class="%s rubric"><a class="%s" href="/%s"><span class="%s">%s</span></a></div></div>'
              '<h1 data-testid="ContentHeaderHed" class="%s">%s</h1><div class="%s">%s</div>'
              '<div class="%s" data-testid="ContentHeaderAccreditation"><div class="%s"><p class="%s byline bylines__byline" data-testid="BylineWrapper" itemprop="author" itemtype="http://schema.org/Person">'
              '<span itemprop="name" data-testid="BylineName" class="%s"><span class="%s">By </span><a class="%s byline__name-link button" href="/contributors/%s">%s</a></span></p></div>'
              '<div class="%s"><time data-testid="ContentHeaderPublishDate" datetime="%s" class="%s">%s</time></div></div>%s'
              '<div class="%s"><button class="%s" aria-label="Save this story"><span>Save this story</span></button></div>%s</header>') % (
        lf_sc({"standard": "ContentHeaderWrapper", "split": "SplitScreenContentHeaderWrapper", "overlay": "ContentHeaderFullBleedWrapper"}[hero], False),
        lf_sc("ContentHeaderRubricBlock", False), lf_sc("RubricWrapper", False), lf_sc("RubricLink", False), lf_slug(c["rubric"]), lf_sc("RubricName"), esc(c["rubric"]),
        lf_sc("ContentHeaderHed"), esc(c["t"]), lf_sc("ContentHeaderDek"), esc(c["dek"]),
        lf_sc("ContentHeaderAccreditation", False), lf_sc("BylinesWrapper", False), lf_sc("BylineWrapper", False), lf_sc("BylineName", False), lf_sc("BylinePreamble"),
        lf_sc("BylineLink"), pslug_a, esc(c["author"]), lf_sc("ContentHeaderPublishDate", False), pub.strftime("%Y-%m-%dT%H:%M:%S.000Z"), lf_sc("ContentHeaderPublishDateText"), esc(c["day"](pub)),
        lead if hero in ("split", "overlay") else "", lf_sc("ActionBarWrapper", False), lf_sc("SaveButton", False), listen)
    lede = "" if hero in ("split", "overlay") else '<div class="%s">%s</div>' % (lf_sc("ContentHeaderLeadAsset", False), lead)

    # after the body: the print disclaimer, the bio, tags, "Read More"
    disc = ""
    if tny and c["in_print"]:
        disc = ('<div class="%s"><div class="%s"><p>Published in the print edition of the <a href="/magazine/%d/%02d/%02d">%s</a>, issue, with the headline \u201c%s.\u201d</p></div></div>') % (
            lf_sc("ArticlePageDisclaimerGrid", False), lf_sc("ArticlePageDisclaimer", False), c["issue"].year, c["issue"].month, c["issue"].day, esc(c["day"](c["issue"])), esc(c["print_head"]))
    bio_box = ""
    if tny or (not bio_in and r.random() < 0.6):
        extras.append(c["bio"])
        bio_box = ('<div class="%s" data-testid="Contributors"><div class="%s"><a class="%s" href="/contributors/%s"><img alt="" src="https://media.%s/photos/%s/1:1/w_160/%s.jpg"/></a>'
                   '<div class="%s"><p>%s</p></div></div></div>') % (
            lf_sc("ContributorsWrapper", False), lf_sc("ContributorBioWrapper", False), lf_sc("ContributorAvatarLink", False), pslug_a, host[4:], c["hexs"](24), pslug_a,
            lf_sc("ContributorBioBio"), '<a href="/contributors/%s">%s</a> %s' % (pslug_a, esc(c["author"]), esc(c["bio"][len(c["author"]) + 1:])))
    tags = [lw(r).title() for _ in range(r.randint(2, 5))]
    tagcloud = '<div class="%s" data-testid="TagCloudWrapper"><span class="%s">More:</span>%s</div>' % (
        lf_sc("TagCloudWrapper", False), lf_sc("TagCloudName"), "".join('<a class="%s" href="/tag/%s"><span class="%s">%s</span></a>' % (
            lf_sc("TagCloudLink", False), x.lower(), lf_sc("TagCloudLabel"), esc(x)) for x in tags))
    more = [(title(r), sentence(r, 8, 18), r.choice(c["staff"])) for _ in range(r.choice([3, 4, 6]))]
    extras.extend([x for m in more for x in m[:2]])
    readmore = ('<div class="%s" data-testid="SummaryCollectionGrid"><h2 class="%s">%s</h2><div class="%s">%s</div></div>') % (
        lf_sc("SummaryCollectionGridWrapper", False), lf_sc("SectionTitleHed"), "Read More" if tny else "You Might Also Like", lf_sc("SummaryCollectionGridItems", False), "".join(
            ('<div class="%s summary-item summary-item--has-border"><div class="%s"><a class="%s summary-item__hed-link" href="%s"><h3 class="%s summary-item__hed">%s</h3></a>'
             '<div class="%s summary-item__dek">%s</div><div class="%s"><p class="%s">By <span>%s</span></p></div></div></div>') % (
                lf_sc("SummaryItemWrapper", False), lf_sc("SummaryItemContent", False), lf_sc("SummaryItemHedLink", False),
                "/story/%s/" % lf_slug(h) if not tny else "/news/%s/%s" % (r.choice(["annals-of-inquiry", "the-weekend-essay", "our-columnists"]), lf_slug(h)),
                lf_sc("SummaryItemHedBase"), esc(h), lf_sc("SummaryItemDek"), esc(dk), lf_sc("SummaryItemByline", False), lf_sc("BylineWrapper"), esc(by)) for h, dk, by in more))
    EXTRAS.extend(extras)

    ld = {"@context": "http://schema.org", "@type": "NewsArticle", "url": "https://%s%s" % (host, path), "articleBody": "\n".join(c["story"]), "alternativeHeadline": c["dek"], "dateModified": pub.strftime("%Y-%m-%dT%H:%M:%S.000-05:00"),
          "datePublished": pub.strftime("%Y-%m-%dT%H:%M:%S.000-05:00"), "headline": c["t"], "author": [{"@type": "Person", "name": c["author"], "sameAs": "https://%s/contributors/%s" % (host, pslug_a)}],
          "keywords": ["tags:" + x.lower() for x in tags], "publisher": {"@context": "https://schema.org", "@type": "Organization", "name": mag}, "isAccessibleForFree": pay_from is None,
          "hasPart": {"@type": "WebPageElement", "isAccessibleForFree": False, "cssSelector": ".paywall"} if pay_from is not None else None, "isPartOf": {"@type": ["CreativeWork", "Product"], "name": mag}}
    ldj = '<script type="application/ld+json">%s</script>' % json.dumps(ld).replace("</", "<\\/")
    return ('%s<div class="%s"><article class="article main-content" lang="en-US"><div class="%s">%s%s</div><div class="%s"><div class="%s">%s</div></div>'
            '<div class="%s">%s%s%s</div></article>%s</div>') % (
        ldj, lf_sc("ArticlePageBase", False), lf_sc("ArticlePageLedeBackground", False), header, lede, lf_sc("ArticlePageContentBackGround", False),
        lf_sc("ArticlePageChunks", False), chunks_html, lf_sc("ArticlePageContentFooterGrid", False), disc, bio_box, tagcloud, readmore)


def lf_atlantic(c):
    """The Atlantic's Next.js page (2021-2024)."""
    r, mag, host, pub, lw = c["r"], c["mag"], c["host"], c["pub"], c["lw"]
    rs = random.Random(BLOG[0] + " longform atlantic")
    M = lf_mod
    inside = rs.random() < 0.5       # the issue's line inside the body's section
    base = "https://%s" % host
    section = lf_slug(c["rubric"])
    aid = r.randint(600000, 679999)
    url = "%s/%s/archive/%d/%02d/%s/%d/" % (base, "magazine" if c["in_print"] else section, pub.year, pub.month, lf_slug(c["t"])[:60], aid)
    cdn = "https://cdn.%s/thumbor/%s=" % (host[4:], c["hexs"](27))
    extras, out, content = [], [], []
    nparas = sum(1 for b in c["blocks"] if b[0] == "p")
    ads = 0
    P = M("ArticleParagraph", "root")
    for b in c["blocks"]:
        k = b[0]
        if k == "p":
            cls = P + (" " + M("ArticleParagraph", "dropcap") if b[2] else "")
            href = "%s/%s/archive/%d/%02d/%s/%d/" % (base, r.choice([section, "ideas", "culture", "magazine"]), pub.year - r.randint(0, 3), r.randint(1, 12), lf_slug(title(r)), r.randint(400000, aid))
            if b[3]:
                w = b[1].split(" ")
                m = min(len(w) - 1, r.randint(2, 4))
                html_ = '<span class="smallcaps">%s</span> %s' % (esc(" ".join(w[:m])), lf_linked(r, " ".join(w[m:]), href))
            else:
                html_ = lf_linked(r, b[1], href)
            out.append('<p class="%s" data-flatplan-paragraph="true">%s</p>' % (cls, html_))
            content.append({"__typename": "ArticleParagraphContent", "innerHtml": html_, "subtype": "DROPCAP" if b[2] else None})
        elif k == "h":
            out.append('<h2 class="%s" data-flatplan-section-header="true">%s</h2>' % (M("ArticleHeading", "root"), esc(b[1])))
            content.append({"__typename": "ArticleHeading", "innerHtml": esc(b[1]), "headingSubtype": "HED2"})
        elif k == "hr":
            if b[1] == "svg":
                out.append('<div class="%s" role="separator"><svg class="%s" aria-hidden="true" width="60" height="12" viewBox="0 0 60 12"><circle cx="6" cy="6" r="3"></circle>'
                           '<circle cx="30" cy="6" r="3"></circle><circle cx="54" cy="6" r="3"></circle></svg></div>' % (M("ArticleSectionDivider", "root"), M("ArticleSectionDivider", "dinkus")))
            else:
                out.append('<hr class="%s"/>' % M("ArticleHorizontalRule", "root"))
            content.append({"__typename": "ArticleSectionDivider", "innerHtml": None})
        elif k == "quote":
            out.append('<blockquote class="%s"><p>%s</p></blockquote>' % (M("ArticleBlockquote", "root"), esc(b[1])))
            content.append({"__typename": "ArticleBlockquote", "innerHtml": "<p>%s</p>" % esc(b[1])})
        elif k == "pq":
            out.append('<aside class="%s"><p class="%s">%s</p></aside>' % (M("ArticlePullquote", "root"), M("ArticlePullquote", "quote"), esc(b[1])))
            content.append({"__typename": "ArticlePullquote", "innerHtml": esc(b[1])})
        elif k == "img":
            who = r.choice(c["artists"])
            credit = r.choice(["%s / %s" % (who, r.choice(LF_AGENCIES[:5])), "Courtesy of %s" % who, who, "%s for %s" % (who, mag)])
            cap = b[1] if not b[2] else ""
            src = "%s/0x0:%dx%d/%dx%d/media/img/posts/%d/%02d/%s/original.jpg" % (cdn, 2000, 1333, 928, 619, pub.year, pub.month, lf_slug(cap or c["t"])[:24])
            out.append(('<figure class="%s %s"><div class="%s"><img alt="%s" class="%s %s" loading="lazy" src="%s" width="928" height="619"/></div>'
                        '<figcaption class="%s">%s<span class="%s">(%s)</span></figcaption></figure>') % (
                M("ArticleInlineImageFigure", "root"), M("ArticleInlineImageFigure", "standard"), M("ArticleInlineImageFigure", "imageContainer"), esc(cap), M("Image", "root"),
                M("Image", "lazy"), src, M("ArticleInlineImageCaption", "root"), "%s " % esc(cap) if cap else "", M("ArticleInlineImageCaption", "credit"), esc(credit)))
            content.append({"__typename": "ArticleInlineImage", "captionText": cap, "attributionText": credit, "url": src})
        elif k == "rel":
            extras.append(b[1])
            n_rel = sum(1 for x in content if x["__typename"] == "ArticleRelatedContentLink")
            out.append(('<p class="%s" id="injected-recirculation-link-%d" data-view-action="view link - injected link - item %d" data-event-element="injected link" data-event-position="%d">'
                        '<em>Read: </em><a class="%s" href="%s/%s/archive/%d/%02d/%s/%d/">%s</a></p>') % (
                M("ArticleRelatedContentLink", "root"), n_rel, n_rel + 1, n_rel + 1, M("ArticleRelatedContentLink", "link"), base, r.choice([section, "ideas"]), pub.year,
                r.randint(1, 12), lf_slug(b[1]), r.randint(400000, aid), esc(b[1])))
            content.append({"__typename": "ArticleRelatedContentLink", "innerHtml": "<em>Read: </em><a href=\"%s/ideas/\">%s</a>" % (base, esc(b[1]))})
        elif k == "ad":
            pos = "injector-article-start" if ads == 0 else "injector-most-popular" if ads == 1 else "injector-%d" % ads
            out.append(('<div class="%s"><div class="%s"><gpt-ad class="%s %s" format="injector" sizes-at-0="mobile-wide,native,house" targeting-pos="%s" '
                        'sizes-at-976="desktop-wide,native,house"></gpt-ad></div></div>') % (M("ArticleInjector", "root"), M("ArticleInjector", "clsAvoider"), M("GptAd", "root"),
                                                                                      M("ArticleInjector", "adNoGap"), pos))
            ads += 1
        elif k == "gate":
            left = r.randint(0, 3)
            lines = ["You have %s left this month." % ("no free articles" if left == 0 else "%d free article%s" % (left, "" if left == 1 else "s")),
                     "Subscribe for unlimited access to the ideas that shape the world.", "Already have an account? Sign in"]
            extras.extend(lines[:2])
            out.append(('<div class="%s" data-testid="injected-gate"><div class="%s"><p class="%s">%s</p><h3 class="%s">Never miss a story.</h3><p class="%s">%s</p>'
                        '<a class="%s" href="%s/subscribe/navbar/?source=injected_gate">Subscribe</a><p class="%s">%s <a href="%s/login/">Sign in</a></p></div></div>') % (
                M("InjectedGate", "root"), M("InjectedGate", "content"), M("InjectedGate", "eyebrow"), esc(lines[0]), M("InjectedGate", "title"), M("InjectedGate", "dek"), esc(lines[1]),
                M("InjectedGate", "button"), base, M("InjectedGate", "login"), "Already have an account?", base))
    # the issue's line, the book's commission line
    issue_line = ""
    if c["in_print"]:
        issue_line = ('<p class="%s"><em>This article appears in the <a href="%s/magazine/toc/%d/%02d/">%s</a> print edition with the headline \u201c%s.\u201d</em></p>') % (
            P if inside else M("ArticleMagazineIssue", "root"), base, c["issue"].year, c["issue"].month, esc(c["month"](c["issue"])), esc(c["print_head"]))
    commission = ""
    if c["cat"] == "Books" and r.random() < 0.7:
        line = "When you buy a book using a link on this page, we receive a commission. Thank you for supporting %s." % mag
        extras.append(line)
        commission = '<p class="%s"><em>%s</em></p>' % (P if inside else M("ArticleMagazineIssue", "commission"), esc(line))
    body = '<section class="%s" data-event-module="article body">%s%s</section>' % (M("ArticleBody", "root"), "".join(out), issue_line + commission if inside else "")
    after = "" if inside or not issue_line + commission else '<div class="%s">%s%s</div>' % (M("ArticleMagazineIssue", "wrapper"), issue_line, commission)

    # the hero
    lock = r.choice(["defaultArticleLockup", "defaultArticleLockup", "fullBleedLockup", "verticalLockup"])
    who = r.choice(c["artists"])
    credit = r.choice(["Illustration by %s" % who, "Illustration by %s" % who, "Photo-illustration by %s. Sources: Getty." % who, "%s for %s" % (who, mag), "%s / Getty" % who])
    cap = sentence(r, 6, 14) if r.random() < 0.3 else ""
    lead = ('<figure class="%s"><div class="%s"><picture><img alt="%s" class="%s %s" src="%s/0x0:4800x2700/1440x810/media/img/%s/%d/%02d/%s/original.jpg" width="1440" height="810"/></picture></div>'
            '<figcaption class="%s">%s<span class="%s">%s</span></figcaption></figure>') % (
        M("ArticleLeadFigure", "root"), M("ArticleLeadArt", "root"), esc(cap), M("Image", "root"), M("ArticleLeadArt", "image"), cdn, "mt" if c["in_print"] else "lead",
        pub.year, pub.month, lf_slug(c["t"])[:24], M("ArticleLeadFigure", "caption"), "%s " % esc(cap) if cap else "", M("ArticleLeadFigure", "credit"), esc(credit))
    upd = pub + datetime.timedelta(hours=r.randint(1, 30)) if r.random() < 0.3 else None
    when = ("%s, %d:%02d %s ET" % (c["day"](upd), (upd.hour + 11) % 12 + 1, upd.minute, "a.m." if upd.hour < 12 else "p.m.") if upd else c["day"](pub))
    audio = ""
    if pub.year >= 2023 and r.random() < 0.6:
        narr = "Produced by %s using AI narration." % rs.choice(["our audio team", "News Over Audio", "%s Audio" % mag])
        extras.append(narr)
        audio = ('<div class="%s"><button class="%s" aria-label="Listen to this article"><span>Listen to this article</span></button><span class="%s">00:00</span>'
                 '<span class="%s">%d:%02d</span><p class="%s">%s</p></div>') % (M("ArticleAudio", "root"), M("ArticleAudio", "button"), M("ArticleAudio", "time"), M("ArticleAudio", "time"),
                                                                            r.randint(12, 58), r.randint(0, 59), M("ArticleAudio", "credit"), esc(narr))
    hero = ('<header class="%s %s"><div class="%s"><div class="%s"><a class="%s" href="%s/%s/">%s</a></div><h1 class="%s">%s</h1><p class="%s">%s</p>'
            '<div class="%s"><div class="%s"><address id="byline" class="%s">By <a class="%s" href="%s/author/%s/">%s</a></address></div>'
            '<time class="%s" datetime="%s">%s</time></div></div>%s</header>') % (
        M("ArticleHero", "root"), M("ArticleHero", lock), M("ArticleHero", "content"), M("ArticleHero", "rubric"), M("ArticleRubric", "root"), base,
        "magazine" if c["in_print"] else section, esc("Magazine" if c["in_print"] and r.random() < 0.4 else c["rubric"]), M("ArticleTitle", "root"), esc(c["t"]), M("ArticleDek", "root"),
        esc(c["dek"]), M("ArticleHero", "byline"), M("ArticleBylines", "root"), M("ArticleBylines", "address"), M("ArticleBylines", "link"), base, lf_slug(c["author"]), esc(c["author"]),
        M("ArticleTimestamp", "root"), (upd or pub).strftime("%Y-%m-%dT%H:%M:%SZ"), ("Updated at " if upd else "") + esc(when), lead)
    share = ('<div class="%s"><button class="%s" aria-label="Share"><span>Share</span></button><button class="%s" aria-label="Save"><span>Save</span></button></div>') % (
        M("ArticleShare", "root"), M("ArticleShare", "button"), M("ArticleShare", "button"))

    # the bio, the recirculation, Most Popular, the toast
    extras.append(c["bio"])
    bio_text = c["bio"][len(c["author"]) + 1:].replace(mag, "<i>%s</i>" % esc(mag)) if mag in c["bio"] else esc(c["bio"][len(c["author"]) + 1:])
    biobox = ('<div class="%s"><h2 class="%s">About the Author</h2><address id="article-writer-0" class="%s"><a href="%s/author/%s/"><img alt="" class="%s" src="%s/0x0:1000x1000/128x128/media/author/%s.png"/></a>'
              '<div class="%s"><p><a class="%s" href="%s/author/%s/">%s</a> %s</p></div><div class="%s"><a href="https://x.com/%s">@%s</a></div></address></div>') % (
        M("ArticleBio", "root"), M("ArticleBio", "heading"), M("ArticleBio", "content"), base, lf_slug(c["author"]), M("ArticleBio", "image"), cdn, lf_slug(c["author"]),
        M("ArticleBio", "bio"), M("ArticleBio", "authorLink"), base, lf_slug(c["author"]), esc(c["author"]), bio_text, M("ArticleBio", "social"),
        "".join(c["author"].lower().split()), "".join(c["author"].lower().split()))
    recirc = [(title(r), c["person"]()) for _ in range(r.choice([4, 6]))]
    extras.extend(x for x, _ in recirc)
    recirc_html = ('<section class="%s"><h2 class="%s">More Stories</h2><ul class="%s">%s</ul></section>') % (
        M("ArticleRecirc", "root"), M("ArticleRecirc", "heading"), M("ArticleRecirc", "list"), "".join(
            '<li class="%s"><a class="%s" href="%s/%s/archive/%d/%02d/%s/%d/"><h3 class="%s">%s</h3><address class="%s">%s</address></a></li>' % (
                M("ArticleRecirc", "item"), M("ArticleRecirc", "link"), base, r.choice([section, "ideas", "culture"]), pub.year, pub.month, lf_slug(x), r.randint(600000, aid), M("ArticleRecirc", "title"),
                esc(x), M("ArticleRecirc", "byline"), esc(y)) for x, y in recirc))
    popular = [title(r) for _ in range(5)]
    extras.extend(popular)
    pop_html = '<section class="%s" data-event-module="most popular"><h2 class="%s">Most Popular</h2><ol class="%s">%s</ol></section>' % (
        M("MostPopular", "root"), M("MostPopular", "title"), M("MostPopular", "list"), "".join(
            '<li class="%s"><a href="%s/%s/archive/%d/%02d/%s/%d/">%s</a></li>' % (M("MostPopular", "item"), base, r.choice(["ideas", "politics", "culture"]), pub.year, pub.month, lf_slug(x),
                                                                                r.randint(600000, aid), esc(x)) for x in popular))
    toast = ""
    if r.random() < 0.4:
        line = "You have %d free articles left this month." % r.randint(1, 4)
        extras.append(line)
        toast = '<aside class="%s" role="region" aria-label="Subscription offer"><p class="%s">%s</p><a href="%s/subscribe/">Subscribe</a><button aria-label="Close">\u00d7</button></aside>' % (
            M("GateToast", "root"), M("GateToast", "text"), esc(line), base)
    EXTRAS.extend(extras)

    # __NEXT_DATA__: the article's content again, as urql caches it
    art = {"article": {"__typename": "Article", "id": str(aid), "title": c["t"], "dek": c["dek"], "url": url, "datePublished": pub.strftime("%Y-%m-%dT%H:%M:%SZ"),
                       "authors": [{"__typename": "Author", "displayName": c["author"], "slug": lf_slug(c["author"])}],
                       "issue": {"issueName": c["month"](c["issue"])} if c["in_print"] else None, "content": content}}
    nd = {"props": {"pageProps": {"urqlState": {str(r.randint(10 ** 9, 10 ** 10)): {"data": json.dumps(art)}}, "__N_SSP": True}}, "page": "/[...slug]",
          "query": {"slug": url.split("/")[3:-1]}, "buildId": rs.choice(["mAr", "Zq7", "k2P"]) + c["hexs"](8), "isFallback": False, "gssp": True, "scriptLoader": []}
    nds = json.dumps(nd).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return ('<div id="__next"><main id="main-content" class="%s"><article class="%s article-content-body">%s%s%s<div class="%s">%s%s%s%s</div></article>%s%s</main>'
            '<script id="__NEXT_DATA__" type="application/json">%s</script></div>') % (
        M("ArticleLayout", "main"), M("ArticleLayout", "article"), hero, share, audio, M("ArticleLayout", "body"), body, after, biobox, recirc_html, pop_html, toast, nds)


def lf_guardian(c):
    """The Guardian's dotcom-rendering long read (2020-2024)."""
    r, mag, host, pub, lw = c["r"], c["mag"], c["host"], c["pub"], c["lw"]
    rs = random.Random(BLOG[0] + " longform guardian")
    D = lf_dcr
    base = "https://%s" % host
    handle = "@" + "".join(mag.lower().split()[1:]) + "longread"
    section = lf_slug(c["rubric"])
    path = "/%s/%d/%s/%02d/%s" % (section.split("-")[0] if c["rubric"] not in ("UK news", "World news") else "news", pub.year, MONTHS[pub.month - 1][:3].lower(), pub.day,
                                  lf_slug(c["t"])[:60])
    media = "https://i.guim.%s/img/media/%s" % (host[4:], c["hexs"](40))
    extras, out = [], []
    gu_date = lambda d: "%s %d %s %d %02d.%02d %s" % (d.strftime("%a"), d.day, MONTHS[d.month - 1][:3], d.year, d.hour, d.minute,
                                                     "BST" if 3 < d.month < 11 else "GMT")
    nl_seen, rl_seen = 0, 0
    for bi, b in enumerate(c["blocks"]):
        k = b[0]
        if k == "p":
            href = "%s/%s/%d/%s/%02d/%s" % (base, r.choice([section, "news", "world", "society"]), pub.year - r.randint(0, 4), MONTHS[r.randrange(12)][:3].lower(), r.randint(1, 28),
                                            lf_slug(title(r)))
            txt = b[1]
            if b[2]:
                out.append('<p class="%s"><span class="%s" style="color:var(--drop-cap);font-weight:700">%s</span>%s</p>' % (
                    D("p"), D("dropcap"), esc(txt[0]), lf_linked(r, txt[1:], href).replace("<a href=", '<a data-link-name="in body link" href=')))
            else:
                out.append('<p class="%s">%s</p>' % (D("p"), lf_linked(r, txt, href).replace("<a href=", '<a data-link-name="in body link" href=')))
        elif k == "h":
            out.append('<h2 id="%s" class="%s">%s</h2>' % (lf_slug(b[1]) or "section-%d" % bi, D("h2"), esc(b[1])))
        elif k == "hr":
            out.append('<hr data-spacefinder-role="inline" class="%s"/>' % D("hr"))
        elif k == "quote":
            out.append('<blockquote class="%s"><p>%s</p></blockquote>' % (D("blockquote"), esc(b[1])))
        elif k == "pq":
            out.append('<aside data-spacefinder-role="supporting" class="%s">%s<blockquote class="%s"><p>%s</p></blockquote></aside>' % (
                D("pullquote"), LF_GU_QUOTE.replace("<svg ", '<svg class="%s" ' % D("quoteicon")), D("pqtext"), esc(b[1])))
        elif k == "img":
            who = r.choice(c["artists"])
            credit = r.choice(["Photograph: %s/Getty Images" % who, "Photograph: %s/The Guardian" % who, "Photograph: %s/Alamy" % who, "Photograph: %s/Reuters" % who,
                               "Illustration: %s" % who, "Photograph: Courtesy of %s" % who])
            cap = b[1] if not b[2] else ""
            src = "%s/0_0_%d_%d/master/%d.jpg" % (media[:-12] + c["hexs"](12), 3000, 2000, 3000)
            out.append(('<figure id="%s" data-spacefinder-role="inline" class="%s"><div id="img-%d" class="%s"><picture class="%s"><source srcset="%s?width=620&amp;dpr=2&amp;s=none 1240w" media="(min-width: 660px)"/>'
                        '<img alt="%s" src="%s?width=445&amp;dpr=1&amp;s=none" width="445" height="297" loading="lazy" class="%s"/></picture></div>'
                        '<figcaption data-spacefinder-role="inline" class="%s"><span class="%s">%s</span>%s %s</figcaption></figure>') % (
                c["hexs"](8) + "-" + c["hexs"](4), D("figure"), bi + 2, D("imgwrap"), D("picture"), src, esc(cap), src, D("img"), D("figcaption"), D("camera"), LF_GU_CAMERA,
                esc(cap), esc(credit)))
        elif k == "nl":
            nl_seen += 1
            pitch = rs.choice(["The best of our long-form journalism, delivered to your inbox every Saturday",
                               "Our weekly pick of the longest, deepest and strangest stories we publish",
                               "Settle in with a great story: our long reads, every weekend"])
            privacy = ("Privacy Notice: Newsletters may contain info about charities, online ads, and content funded by outside parties. For more information see our "
                       "Privacy Policy. We use Google reCaptcha to protect our website and the Google Privacy Policy and Terms of Service apply.")
            extras.extend([pitch, "skip past newsletter promotion", "after newsletter promotion", privacy])
            sid = r.randint(1, 40)
            out.append(('<figure data-spacefinder-role="inline" class="%s"><a href="#EmailSignup-skip-link-%d" class="%s">skip past newsletter promotion</a>'
                        '<div class="%s"><div class="%s"><p class="%s">Sign up to <span class="%s">The Long Read</span></p><p class="%s">Free weekly newsletter</p></div>'
                        '<p class="%s">%s</p><gu-island name="SecureSignup" priority="feature" deferuntil="visible" props="{&quot;newsletterId&quot;:&quot;the-long-read&quot;}">'
                        '<form class="%s"><label for="email-%d" class="%s">Enter your email address</label><input id="email-%d" type="email" name="email" class="%s"/>'
                        '<button type="submit" class="%s">Sign up</button></form></gu-island><p class="%s">%s</p></div>'
                        '<div id="EmailSignup-skip-link-%d" tabindex="0" aria-label="after newsletter promotion" role="note" class="%s">after newsletter promotion</div></figure>') % (
                D("nlfigure"), sid, D("skiplink"), D("nlbox"), D("nlhead"), D("nltitle"), D("nlname"), D("nlfreq"), D("nldesc"), esc(pitch), D("nlform"), sid, D("nllabel"), sid, D("nlinput"),
                D("nlbutton"), D("nlprivacy"), esc(privacy), sid, D("nlafter")))
        elif k == "rel":
            rl_seen += 1
            extras.append(b[1])
            out.append(('<aside data-spacefinder-role="richLink" class="%s"><div data-print-layout="hide" class="%s"><a class="%s" data-link-name="rich-link-%d | %d" href="%s/%s/%d/%s/%02d/%s">'
                        '<div class="%s"><div class="%s"><h2 class="%s"><span class="%s">%s</span></h2></div><div class="%s">%s</div></div></a></div></aside>') % (
                D("richlink"), D("rlwrap"), D("rlink"), rl_seen, bi, base, r.choice(["news", section]), pub.year - 1, MONTHS[r.randrange(12)][:3].lower(), r.randint(1, 28), lf_slug(b[1]),
                D("rlcard"), D("rlhead"), D("rlh2"), D("rltitle"), esc(b[1]), D("rlby"), esc(c["person"]())))
        if bi == 1:  # the sign-in gate's slot after the second element
            out.append('<div id="sign-in-gate"><gu-island name="SignInGateSelector" priority="feature" deferuntil="visible" props="{&quot;contentType&quot;:&quot;Article&quot;,'
                       '&quot;sectionId&quot;:&quot;news&quot;,&quot;tags&quot;:[{&quot;id&quot;:&quot;news/series/the-long-read&quot;}],&quot;isPaidContent&quot;:false,&quot;pageId&quot;:&quot;%s&quot;}"></gu-island></div>' % path[1:])
    # the closing italic lines
    if r.random() < 0.3:
        out.append('<p class="%s"><em>This is an edited extract from %s by %s, published by %s on %d %s</em></p>' % (
            D("p"), esc(c["book"]), esc(c["author"]), esc(lw(r).title() + r.choice([" Books", " Press", " & Co"])), r.randint(1, 28), MONTHS[r.randrange(12)]))
    follow = "\u2022 Follow the Long Read on %s at %s, listen to our podcasts here and sign up to the long read weekly email here." % (
        "X" if (pub.year, pub.month) >= (2023, 8) else "Twitter", handle)
    if rs.random() < 0.85:
        extras.append(follow)
        out.append(('<p class="%s"><em>\u2022 Follow the Long Read on %s at <a href="https://%s/%s" data-link-name="in body link">%s</a>, listen to our podcasts '
                    '<a href="%s/news/series/the-audio-long-read" data-link-name="in body link">here</a> and sign up to the long read weekly email '
                    '<a href="%s/info/2016/jun/30/sign-up-for-the-long-read-email" data-link-name="in body link">here</a>.</em></p>') % (
            D("p"), "X" if (pub.year, pub.month) >= (2023, 8) else "Twitter", "x.com" if (pub.year, pub.month) >= (2023, 8) else "twitter.com", handle[1:], handle, base, base))

    # the header
    immersive = r.random() < 0.3
    who = r.choice(c["artists"])
    credit = r.choice(["Illustration: %s/%s" % (who, mag), "Illustration: %s/%s" % (who, mag), "Illustration: %s Design" % mag, "Photograph: %s/%s" % (who, mag),
                       "Composite: %s/Getty Images" % who])
    cap = sentence(r, 6, 16) if r.random() < 0.35 else ""
    lead = ('<div data-gu-name="media" class="%s"><div class="%s"><figure id="%s" data-spacefinder-role="%s" class="%s"><div id="img-1" class="%s"><picture class="%s">'
            '<source srcset="%s/0_0_5000_3000/master/5000.jpg?width=620&amp;dpr=2&amp;s=none 1240w" media="(min-width: 660px)"/>'
            '<img alt="%s" src="%s/0_0_5000_3000/master/5000.jpg?width=465&amp;dpr=1&amp;s=none" width="465" height="279" loading="eager" class="%s"/></picture></div>'
            '<figcaption class="%s"><span class="%s">%s</span>%s%s</figcaption></figure></div></div>') % (
        D("media"), D("mediain"), c["hexs"](8), "immersive" if immersive else "inline", D("leadfig"), D("leadwrap"), D("leadpic"), media, esc(cap or c["t"]), media, D("leadimg"),
        D("leadcap"), D("camera"), LF_GU_CAMERA, esc(cap) + " " if cap else "", esc(credit))
    upd = pub + datetime.timedelta(minutes=r.randint(20, 60 * 30))
    ncomm = r.choice([0, 0, r.randint(40, 2400)])
    meta = ('<div data-gu-name="meta" class="%s"><div class="%s"><div class="%s"><div class="%s" data-component="meta-byline" data-link-name="byline"><div class="%s">'
            '<a rel="author" class="%s" data-link-name="auto tag link" href="%s/profile/%s">%s</a></div></div><details class="%s"><summary class="%s"><span class="%s">%s</span></summary>'
            '<span class="%s">Last modified on %s</span></details></div><div class="%s"><gu-island name="ShareButton" priority="feature" deferuntil="visible" props="{&quot;pageId&quot;:&quot;%s&quot;}">'
            '<button class="%s" type="button"><span class="%s">Share</span></button></gu-island>%s</div></div></div>') % (
        D("meta"), D("metain"), D("metaleft"), D("byline"), D("bylinein"), D("author"), base, lf_slug(c["author"]).replace("-", ""), esc(c["author"]), D("details"), D("summary"), D("date"),
        gu_date(pub), D("modified"), gu_date(upd), D("metaright"), path[1:], D("share"), D("sharelabel"),
        ('<gu-island name="CommentCount" priority="feature" deferuntil="idle" props="{&quot;discussionApiUrl&quot;:&quot;https://discussion.%s/discussion-api&quot;}">'
         '<a href="#comments" class="%s" aria-label="%d Comments"><span class="%s">%s</span></a></gu-island>') % (host[4:], D("comcount"), ncomm, D("comnum"), "{:,}".format(ncomm)) if ncomm else "")
    kicker = ('<div data-gu-name="title" class="%s"><div class="%s"><a href="%s/news/series/the-long-read" class="%s" data-component="series" data-link-name="article series">'
              '<span>The long read</span></a></div></div>') % (D("title"), D("titlein"), base, D("series"))
    headline = '<div data-gu-name="headline" class="%s"><div class="%s"><h1 class="%s">%s</h1></div></div>' % (D("headline"), D("headlinein"), D("h1"), esc(c["t"]))
    standfirst = '<div data-gu-name="standfirst" class="%s"><div class="%s"><p>%s</p></div></div>' % (D("standfirst"), D("standfirstin"), esc(c["dek"]))
    bodyhtml = ('<div data-gu-name="body" class="%s"><div id="maincontent" class="%s" lang="en" dir="ltr"><div class="article-body-commercial-selector article-body-viewer-selector %s">%s</div></div>'
                '<div class="%s"><gu-island name="SlotBodyEnd" priority="feature" deferuntil="visible" props="{&quot;contentType&quot;:&quot;Article&quot;}"></gu-island></div></div>') % (
        D("body"), D("maincontent"), D("commercial"), "".join(out), D("slotbodyend"))
    topics = ["The long read"] + [lw(r).title() for _ in range(r.randint(2, 5))]
    submeta = ('<div data-print-layout="hide" class="%s"><span class="%s">Explore more on these topics</span><ul class="%s">%s</ul><div class="%s">'
               '<gu-island name="ShareButton" priority="feature" deferuntil="visible" props="{}"><button class="%s" type="button">Share</button></gu-island>'
               '<a href="https://syndication.%s/automation/?url=%s" data-link-name="meta-syndication-article" class="%s" target="_blank">Reuse this content</a></div></div>') % (
        D("submeta"), D("submetalabel"), D("submetalist"), "".join('<li class="%s"><a href="%s/%s" class="%s">%s</a></li>' % (
            D("submetaitem"), base, "news/series/the-long-read" if x == "The long read" else x.lower(), D("submetalink"), esc(x)) for x in topics), D("submetashare"), D("sharebtn"),
        host[4:], path, D("syndication"))
    right = ('<div class="%s"><div class="ad-slot-container %s"><div id="dfp-ad--right" class="js-ad-slot ad-slot ad-slot--right ad-slot--mpu-banner-ad js-sticky-mpu" data-link-name="ad slot right" '
             'data-name="right" aria-hidden="true"></div></div></div>') % (D("rightcol"), D("adcontainer"))
    if immersive:
        article = '<div class="%s">%s%s%s%s</div><div class="%s">%s%s%s%s</div>' % (D("immersivehead"), lead, kicker, headline, standfirst, D("grid"), meta, bodyhtml, submeta, right)
    else:
        article = '<div class="%s">%s%s%s%s%s%s%s%s</div>' % (D("grid"), kicker, headline, standfirst, lead, meta, bodyhtml, submeta, right)

    # onwards: "More from The long read", comments' box, "Most viewed"
    onward = [(title(r), sentence(r, 10, 22)) for _ in range(r.choice([4, 4, 6]))]
    extras.extend(x for o in onward for x in o)
    more = ('<section id="more-on-this-story" data-component="more-on-this-story" data-link-name="More from The long read" class="%s"><h2 class="%s">More from The long read</h2>'
            '<ul class="%s">%s</ul></section>') % (D("onwards"), D("onwardshead"), D("onwardslist"), "".join(
                '<li class="%s"><div class="%s"><a href="%s/news/%d/%s/%02d/%s" class="%s" data-link-name="feature | group-0 | card-@%d" aria-label="%s"></a><div class="%s"><h3 class="%s">'
                '<span class="%s">The long read</span><span class="%s">%s</span></h3><div class="%s">%s</div></div></div></li>' % (
                    D("card"), D("cardwrap"), base, pub.year, MONTHS[r.randrange(12)][:3].lower(), r.randint(1, 28), lf_slug(x), D("cardlink"), i + 1, esc(x), D("cardtext"), D("cardhead"),
                    D("cardkicker"), D("cardtitle"), esc(x), D("cardtrail"), esc(y)) for i, (x, y) in enumerate(onward)))
    comments = ""
    if ncomm:
        comments = ('<section id="comments" data-component="comments" class="%s"><h2 class="%s">Comments <span class="%s">(%s)</span></h2>'
                    '<gu-island name="DiscussionContainer" priority="feature" deferuntil="visible" props="{&quot;discussionApiUrl&quot;:&quot;https://discussion.%s/discussion-api&quot;}"></gu-island></section>') % (
            D("comments"), D("commentshead"), D("commentscount"), "{:,}".format(ncomm), host[4:])
    viewed = ""
    if rs.random() < 0.5:
        mv = [title(r) for _ in range(10)]
        extras.extend(mv)
        viewed = ('<section data-component="most-popular" data-link-name="most-popular" class="%s"><h2 class="%s">Most viewed</h2><ol class="%s">%s</ol></section>') % (
            D("mostviewed"), D("mvhead"), D("mvlist"), "".join('<li class="%s" data-link-name="%d | text"><a class="%s" href="%s/%s/%d/%s/%02d/%s"><span class="%s">%d</span><h4 class="%s">%s</h4></a></li>' % (
                D("mvitem"), i + 1, D("mvlink"), base, r.choice(["world", "news", "politics", "society"]), pub.year, MONTHS[pub.month - 1][:3].lower(), pub.day, lf_slug(x), D("mvnum"), i + 1,
                D("mvtitle"), esc(x)) for i, x in enumerate(mv)))
    EXTRAS.extend(extras)
    return ('<main data-layout="%s" class="%s"><article class="%s">%s</article><div class="%s">%s</div>%s%s</main>') % (
        "ImmersiveLayout" if immersive else "ShowcaseLayout", D("main"), D("article"), article, D("onwardswrap"), more, comments, viewed)

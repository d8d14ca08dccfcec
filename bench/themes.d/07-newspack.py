# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

# One more, written after every rule above and before any run of it: a
# local nonprofit newsroom's story on WordPress's Newspack theme.

NP_THEMES = ["newspack-theme", "newspack-theme", "newspack-theme", "newspack-sacha", "newspack-scott", "newspack-nelson", "newspack-katharine", "newspack-joseph"]
NP_MASTS = ["Ledger", "Voice", "Beacon", "Free Press", "Observer", "Report", "Spotlight", "Current", "Lookout", "Citizen", "Watchdog", "Record",
            "Banner", "Bulletin", "Independent", "Mirror", "Times", "Sentinel", "Journal", "Dispatch"]
NP_FIRST = ["Maria", "James", "Ana", "David", "Grace", "Luis", "Emily", "Marcus", "Priya", "Kevin", "Sofia", "Jamal", "Rachel", "Daniel", "Mei",
            "Carlos", "Hannah", "Andre", "Laura", "Tyler", "Jasmine", "Nick", "Olivia", "Sam", "Erin", "Omar", "Claire", "Ben"]
NP_SECTIONS = {"News": ("News", "news"), "Travel": ("Environment", "environment"), "Food": ("Food & Farming", "food"),
               "Politics": ("Politics & Government", "politics"), "Design": ("Housing", "housing"), "Music": ("Arts & Culture", "arts-culture"),
               "Books": ("Education", "education")}
NP_MENU = ["News", "Politics", "Education", "Environment", "Health", "Housing", "Arts & Culture", "Opinion", "Public Safety", "Business", "Climate", "Equity"]
NP_UTIL = ["About", "Our Team", "Newsletters", "Events", "Send a Tip", "Contact", "Republish Our Work", "Advertise", "Corrections", "Ethics Policy"]
NP_SOCIAL = ["Facebook", "Twitter", "Instagram", "LinkedIn", "YouTube", "TikTok"]
# who a quote is from, after the name ('"...," said NAME, ROLE.')
NP_ROLES = ["a spokesperson for the %s County Sheriff's Office", "director of the %s Housing Authority", "a member of the %s City Council",
            "superintendent of %s Unified School District", "a longtime resident of %s", "executive director of the %s Food Bank",
            "president of the %s Neighborhood Association", "a senior attorney with the %s Law Center", "chair of the %s County Board of Supervisors",
            "an organizer with %s Rising", "a professor of public policy at %s State University", "owner of %s Hardware"]
NP_DONATE_HEADS = ["Support our journalism", "Support local journalism", "Become a member", "Before you go...", "Help keep local news free",
                   "Donate to %(site)s", "We rely on readers like you", "Support independent news"]
NP_DONATE_COPY = ["%(site)s is a nonprofit, nonpartisan newsroom. We rely on readers like you to keep our reporting free for everyone in %(place)s.",
                  "Our reporting is free to read because readers like you support it. Make a tax-deductible gift to %(site)s today.",
                  "Local news is a public good. If you value stories like this one, please consider supporting %(site)s with a donation of any amount.",
                  "Independent journalism for %(place)s takes time and money. Join the members who make %(site)s possible.",
                  "No paywall, no billionaire owner: %(site)s is funded by its readers. Will you chip in to keep it that way?"]
NP_NEWS_HEADS = ["Get the latest in your inbox", "Sign up for our free newsletter", "Never miss a story", "Stay informed", "Get %(site)s in your inbox"]
NP_NEWS_COPY = ["Subscribe to %(site)s's free newsletter for the news that matters in %(place)s, delivered every weekday morning.",
                "Sign up for The %(place)s Brief, our free weekly roundup of local news, events and ideas.",
                "Get our top stories delivered to your inbox. It's free, and you can unsubscribe at any time.",
                "Join thousands of %(place)s readers who start their day with %(site)s."]
NP_LISTS = [("The Daily Brief", "The day's top local stories, every weekday morning."), ("The Weekender", "Our best reporting of the week, every Saturday."),
            ("Breaking News", "Alerts when big news happens."), ("Events", "What's happening around town this week."),
            ("Politics Insider", "A weekly look at city hall and the statehouse.")]
NP_POLICY = ["You are free to republish this story for free, online or in print, under a Creative Commons license.",
             "Please credit %(site)s and link back to the original story, and do not edit our reporting except for style or to shorten it.",
             "Photos, illustrations and graphics are not included in this license unless they are credited to %(site)s staff.",
             "If you have questions about republishing our work, email our editors at editors@%(host)s."]
NP_TAGLINES = ["Nonprofit news for %(place)s", "Independent, nonprofit local news for %(place)s", "News for the people of %(place)s",
               "%(place)s's nonprofit newsroom", "Local news you can trust"]
NP_MISSION = ["%(site)s is an independent, nonprofit newsroom covering %(place)s. Our journalism is free to read and supported by readers, foundations and local businesses.",
              "%(site)s is a nonpartisan, nonprofit news organization dedicated to accountability reporting in %(place)s and the surrounding region.",
              "Founded by local journalists, %(site)s informs and engages the people of %(place)s through in-depth reporting on the issues that shape their lives."]
NP_PARTNERS = ["Report for America", "CalMatters", "the Texas Tribune", "Votebeat", "Chalkbeat", "Grist", "Capital B", "the 19th"]
NP_SVG = {"menu": "M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z",
          "search": "M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z",
          "close": "M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z",
          "comment": "M21.99 4c0-1.1-.89-2-1.99-2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h14l4 4-.01-18z",
          "mail": "M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 4l-8 5-8-5V6l8 5 8-5v2z",
          "link": "M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1zM8 13h8v-2H8v2zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5z"}


def np_svg(name, size=24):
    return ('<svg class="svg-icon" width="%d" height="%d" aria-hidden="true" role="img" focusable="false" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">'
            '<path d="%s"></path><path d="M0 0h24v24H0z" fill="none"></path></svg>') % (size, size, NP_SVG.get(name, NP_SVG["link"]))


def newspack(r, t, body, cat, cs):
    """A local nonprofit newsroom's story on WordPress's Newspack theme
    (2020-2024), the theme of hundreds of US nonprofit newsrooms, or one
    of its child themes (Newspack Sacha, Scott, Nelson, Katharine or
    Joseph), one a site, a third of the sites served as AMP pages by the
    AMP plugin's Standard mode (amp-img with a <noscript> fallback,
    amp-sidebar, amp-layout prompts): the mobile sidebar repeating the
    menus, the header's top, middle and bottom bars (the secondary menu,
    the social links, the custom logo, the tagline, a "Donate" button,
    the primary menu and the search form, a "Trending" highlight menu on
    some sites), then section#primary: the featured image, large over
    the entry header, above it, behind it, beside it or small inside the
    content box (figure.post-thumbnail, its caption closed by the image
    credits' span.image-credit "Credit: NAME / ORG" or a typed "Photo by
    NAME"), the entry header (the category's cat-links, h1.entry-title,
    the div.newspack-post-subtitle deck on most stories, the
    entry-subhead's entry-meta: one author-avatar per author, the byline
    "by NAME, NAME and NAME" of Co-Authors Plus, span.posted-on's
    <time>s, the "Updated" label and the modified date on the sites that
    show it; Jetpack's "Share this:" buttons), then div.main-content
    holding article.entry's div.entry-content: on some stories the
    Newspack article summary (div.article-summary, its h2 title and a
    paragraph), the Gutenberg blocks (paragraphs, a drop cap on some
    sites, h2s, lists, wp-block-image figures and their captions and
    credits, a core quote, a pull quote repeating a sentence of the
    story, YouTube and Datawrapper embeds, "Related:" or "READ MORE:"
    lines and a homepage-articles box of related headlines among the
    paragraphs, the Super Cool Ad Inserter's div.scaip ad slots on some
    sites), the Newspack Campaigns' inline prompts inserted among them
    (div.newspack-inline-popup or AMP's amp-layout: a "Support our
    journalism" heading, a pitch and the wp-block-newspack-blocks-donate
    form of "One-time", "Monthly" and "Annually" tabs, tiers and "Other",
    "Your contribution is appreciated." and "Donate Now"; a newsletter
    prompt holding wp-block-newspack-newsletters-subscribe, one list or
    several with their descriptions, "Sign up"), on other sites a
    "Support our journalism" group with the donate block closing the
    story; an italic line on the reporter or the partner closing some
    stories; Jetpack's related posts at the end of the box (an empty
    div#jp-relatedposts its script fills, or the block's server-rendered
    nav.jp-relatedposts-i2 of titles, dates and "In "CAT""); then the
    "Article below content" widgets, inside the same entry-content: the
    Republication Tracker Tool's "Republish This Story" button and its
    hidden modal (the license, the site's republishing policy, the
    article's title and byline and a <textarea> holding the whole story's
    HTML, escaped, with its "This article first appeared on SITE and is
    republished here under a Creative Commons license." line and the
    tracking pixel), the homepage-articles block "More from SITE" or
    "Latest stories" (titles, excerpts on some sites, bylines, dates);
    the entry footer's "Tagged:", one author-bio box per author (the
    avatar, the name in h2.accent-header, a truncated bio and "More by
    NAME"; Sacha's avatar inside the bio's header); the previous and
    next posts on some sites; WordPress's comments on some sites
    ("Join the Conversation", the commenters' avatars and count,
    article.comment-body, "Leave a comment", a comment policy at times);
    the sidebar on sites whose posts have one ("Most Read", a newsletter
    block, a donation pitch); the footer's logo, "About Us" mission,
    menus, copyright and "Proudly powered by Newspack by Automattic"; the
    Republication Tracker Tool on some sites' sidebar instead.  Yoast's
    JSON-LD on its sites.  No story-level paywall.  The feed: WordPress's
    RSS, its description the excerpt: the deck where the site uses the
    excerpt as the subtitle, a manual excerpt on some stories, else the
    first 55 words of the text and " [\u2026]", and on Yoast's sites
    "The post TITLE appeared first on SITE." after it.  The truth: the
    deck (TEASER), the article summary's paragraph, then the story's
    paragraphs as printed (the quotes with their speakers), its
    subheadings, the lists' lines and items and the block quotes' text;
    not the headline, category, bylines, dates, captions and credits,
    the pull quote (neither truth nor counted), the closing italic line
    (a credit, neither text nor counted), the embeds, the "Related:"
    lines and boxes, prompts, donate and newsletter forms, related
    posts, "More from" boxes, the republishing button and modal, tags,
    bios, comments, the sidebar nor the footer (counted where they are
    text: titles, excerpts, pitches, bios, the policy and the
    attribution line)."""
    rs = random.Random(BLOG[0] + " newspack")
    lw = lambda g: LEXICON[g.randrange(len(LEXICON))]
    place = lw(rs).title()
    site = rs.choice(["%s %s", "The %s %s", "%s %s", "%s %s"]) % (place, rs.choice(NP_MASTS))
    host = "%s.org" % "".join(c for c in site.lower().replace("the ", "") if c.isalnum())
    OWN_HOST[0] = host
    sub = {"site": site, "place": place, "host": host}
    child = rs.choice(NP_THEMES)
    amp = rs.random() < 0.33
    era = rs.choice([2020, 2021, 2022, 2022, 2023, 2023, 2024])
    datef = rs.choice(["long", "long", "long", "ap", "time"])
    tz = rs.choice(["-05:00", "-06:00", "-07:00", "-08:00", "-04:00"])
    img_pos = rs.choice(["large", "large", "large", "large", "small", "above", "behind", "beside"])
    simplified, centered = rs.random() < 0.4, child == "newspack-sacha" or rs.random() < 0.3
    with_sidebar = rs.random() < 0.45
    comments_on = rs.random() < 0.4
    dek_site = rs.random() < 0.8
    excerpt_dek = dek_site and rs.random() < 0.3           # the excerpt shown as the subtitle
    feed = "dek" if excerpt_dek else rs.choice(["auto", "auto", "manual"])
    yoast = rs.random() < 0.45
    share_on = rs.random() < 0.7
    campaigns = rs.random() < 0.75
    donate_end = not campaigns or rs.random() < 0.25
    nl_prompts = rs.random() < 0.5
    republish = rs.random() < 0.45
    rep_side = republish and with_sidebar and rs.random() < 0.3
    more_from = rs.random() < 0.65
    more_ex = rs.random() < 0.5
    more_head = rs.choice(["More from %s" % site, "More from %s" % site, "More stories from %s" % site, "Latest stories", "Recent News", "More in %s"])
    related = rs.choice([None, None, "js", "i2"])
    related = "i2" if amp and related else related  # AMP's are rendered on the server
    bio_on = rs.random() < 0.8
    tags_on = rs.random() < 0.8
    summary_site = rs.random() < 0.25
    ads = rs.random() < 0.35
    rel_lines = rs.random() < 0.6
    rel_label = rs.choice(["Related:", "Related:", "READ MORE:", "Read more:", "RELATED:"])
    tagline_site = rs.random() < 0.35
    drop_cap = rs.random() < 0.3
    h_level = rs.choice([2, 2, 2, 3])
    credit_style = rs.choice(["plugin", "plugin", "plugin", "typed"])
    credit_label = rs.choice(["Credit:", "Credit:", "Photo:", ""])
    prevnext = rs.random() < 0.25
    highlight = rs.random() < 0.35
    policy_on = comments_on and rs.random() < 0.4
    year_now = min(2024, era + 1)
    amounts = rs.choice([(7, 15, 30), (5, 10, 25), (10, 20, 50), (8, 17, 35), (15, 25, 50)])
    button = rs.choice(["Donate Now", "Donate Now", "Donate now!", "Give now", "Donate today"])
    pitch_head, pitch = rs.choice(NP_DONATE_HEADS) % sub, rs.choice(NP_DONATE_COPY) % sub
    nl_head, nl_copy = rs.choice(NP_NEWS_HEADS) % sub, rs.choice(NP_NEWS_COPY) % sub
    nl_lists = rs.sample(NP_LISTS, rs.choice([1, 1, 1, 2, 3]))
    nl_button = rs.choice(["Sign up", "Sign up", "Subscribe", "Sign Up"])
    policy = [x % sub for x in NP_POLICY[:rs.randint(2, 4)]]
    tagline = rs.choice(NP_TAGLINES) % sub
    mission = rs.choice(NP_MISSION) % sub
    menu = rs.sample(NP_MENU, rs.randint(5, 8))
    util = rs.sample(NP_UTIL, rs.randint(3, 6))
    social = rs.sample(NP_SOCIAL, rs.randint(2, 5))
    gam = rs.randint(10 ** 7, 10 ** 8)
    rep_title = rs.choice(["Republish this story", "Republish our work", "", "", ""])
    more_id, share_n = rs.randint(3, 30), rs.randint(3, 5)
    bio_email = rs.random() < 0.5 or child == "newspack-sacha"
    donate_label = rs.choice(["Donate", "Donate", "Support Us", "Become a Member"])
    popular_label = rs.choice(["Most Read", "Most Popular", "Trending", "Popular Stories"])
    ver = "1.%d.%d" % (rs.randint(0, 60), rs.randint(0, 9)) if child == "newspack-theme" else "1.0.%d" % rs.randint(0, 9)
    rtt_ver = rs.randint(10 ** 9, 2 * 10 ** 9)
    upd_site, n_trending = rs.random() < 0.6, rs.randint(2, 4)
    cpolicy = "Comments are moderated. Please keep them civil and on topic; we remove personal attacks, spam and misinformation."

    def person(g):
        return "%s %s" % (g.choice(NP_FIRST), lw(g).title())
    staff = []
    for k in range(rs.randint(5, 8)):
        nm = person(rs)
        beat = rs.choice([("education", "education"), ("housing", "housing"), ("local government", "city hall"), ("the environment", "environment"),
                          ("public health", "health"), ("criminal justice", "criminal justice"), ("transportation", "transportation"), ("immigration", "immigration")])
        bio = "%s %s for %s. %s %s" % (nm, rs.choice(["covers %s" % beat[0], "reports on %s" % beat[0], "is a reporter covering %s" % beat[0], "is the %s reporter" % beat[1]]), site,
                                       sentence(rs, 10, 20), sentence(rs, 8, 16))
        staff.append((nm, bio, rs.random() < 0.8, "-".join(nm.lower().split()), "%s@%s" % (nm.split()[0].lower(), host)))
    EXTRAS.extend([tagline, mission, pitch, nl_copy, "Your contribution is appreciated."] + policy +
                  ["and is republished here under a Creative Commons license.", "Republish our articles for free, online or in print, under a Creative Commons license."] +
                  ([cpolicy] if policy_on else []))
    if len(nl_lists) > 1:
        EXTRAS.extend(d for _, d in nl_lists)

    slug = lambda s: "-".join("".join(c for c in s.lower() if c.isalnum() or c == " ").split())
    hexs = lambda k, g=r: "%0*x" % (k, g.getrandbits(4 * k))
    pub = datetime.datetime(r.randint(era, year_now), r.randint(1, 12), r.randint(1, 28), r.randint(6, 20), r.randint(0, 59))
    modified = pub + datetime.timedelta(minutes=r.randint(5, 60 * 24 * 6)) if r.random() < 0.7 else None
    show_upd = modified is not None and modified - pub > datetime.timedelta(days=1) and upd_site
    late = (pub.year, pub.month) >= (2023, 4)              # WordPress 6.2's wp-block-heading
    cap_cls = ' class="wp-element-caption"' if (pub.year, pub.month) >= (2022, 11) else ""
    list_cls = ' class="wp-block-list"' if (pub.year, pub.month) >= (2024, 7) else ""
    lay = " is-layout-flow wp-block-group-is-layout-flow" if late else ""
    pid = r.randint(3000, 99000)
    ym = "%d/%02d" % (pub.year, pub.month)
    permalink = "https://%s/%d/%02d/%02d/%s/" % (host, pub.year, pub.month, pub.day, slug(t))
    section, csl = NP_SECTIONS.get(cat, (cat, cat.lower()))

    def day(x):
        m = MONTHS[x.month - 1]
        if datef == "ap":
            m = AP_MONTHS.get(m, m)
        s = "%s %d, %d" % (m, x.day, x.year)
        if datef == "time":
            s += " %d:%02d %s" % ((x.hour + 11) % 12 + 1, x.minute, "am" if x.hour < 12 else "pm")
        return s
    w3c = lambda x: x.strftime("%Y-%m-%dT%H:%M:%S") + tz

    def img(w, h, alt, cls, src=None):
        src = src or "/wp-content/uploads/%s/%s-%s-%dx%d.jpg" % (ym, lw(r), lw(r), w, h)
        base = src.rsplit("-", 1)[0]
        srcset = "%s-1024x683.jpg 1024w, %s-300x200.jpg 300w, %s-768x512.jpg 768w" % (base, base, base) if w >= 400 else ""
        sets = ' srcset="%s" sizes="(max-width: %dpx) 100vw, %dpx"' % (srcset, w, w) if srcset else ""
        if amp:
            return ('<amp-img width="%d" height="%d" src="%s" class="%s amp-wp-enforced-sizes" alt="%s"%s layout="intrinsic">'
                    '<noscript><img loading="lazy" width="%d" height="%d" src="%s" class="%s" alt="%s"></noscript></amp-img>') % (
                w, h, src, cls, esc(alt), sets, w, h, src, cls, esc(alt))
        return '<img loading="lazy" decoding="async" width="%d" height="%d" src="%s" class="%s" alt="%s"%s />' % (w, h, src, cls, esc(alt), sets)

    def avatar(a, size=80, cls="avatar avatar-80 photo"):
        nm, _, pic, sl, _ = a
        if pic:
            src = "/wp-content/uploads/%d/%02d/%s-%dx%d.jpg" % (era, random.Random(sl).randint(1, 12), sl, size, size)
            if amp:
                return '<amp-img width="%d" height="%d" src="%s" class="%s" alt="%s" layout="intrinsic"><noscript><img width="%d" height="%d" src="%s" class="%s" alt="%s"></noscript></amp-img>' % (
                    size, size, src, cls, esc(nm), size, size, src, cls, esc(nm))
            return '<img width="%d" height="%d" src="%s" class="%s" alt="%s" loading="lazy" decoding="async" />' % (size, size, src, cls, esc(nm))
        g = "https://secure.gravatar.com/avatar/%032x?s=%d&#038;d=mm&#038;r=g" % (random.Random(nm).getrandbits(128), size)
        return "<img alt='' src='%s' srcset='%s 2x' class='%s' height='%d' width='%d' loading='lazy' decoding='async'/>" % (g, g.replace("s=%d" % size, "s=%d" % (2 * size)), cls, size, size)

    def credit(who, org):
        if credit_style == "typed":
            return "", " (Photo by %s%s)" % (who, "/" + org if org else "")
        return ('<span class="image-credit">%s%s%s</span>' % ('<span class="credit-label-wrapper">%s</span> ' % credit_label if credit_label else "", esc(who),
                                                                " / " + esc(org) if org else ""), "")

    # the authors: staff, at times with a partner's reporter
    authors = r.sample(staff, r.choice([1, 1, 1, 1, 1, 2, 2, 3]))
    partner = r.choice(NP_PARTNERS) if r.random() < 0.12 else None
    if partner:  # a partner's reporter, a guest author of Co-Authors Plus
        nm = person(r)
        authors.append(("%s, %s" % (nm, partner[4:] if partner.startswith("the ") else partner), "", False, slug(nm), ""))
    shooter = person(r)

    # the story's blocks, in order: ("p", text, drop), ("h", text), ("list", intro, items), ("quote", text, cite), ("pq", text, cite),
    # ("img", caption, who, org), ("embed", kind, title), ("rel", title), ("relbox", titles), ("ad", k), ("donate",), ("nl",)
    paras = list(body)
    n = len(paras)
    speakers = [(person(r), r.choice(NP_ROLES) % lw(r).title()) for _ in range(2)]
    quoted = sorted(r.sample(range(1, n), min(n - 1, r.choice([1, 1, 2])))) if n >= 2 and r.random() < 0.7 else []
    for k, i in enumerate(quoted):
        p = paras[i]
        p = p[:-1] + "," if p.endswith(".") else p
        name, role = speakers[k]
        paras[i] = r.choice(["\u201c%s\u201d said %s, %s." % (p, name, role), "\u201c%s\u201d said %s, %s." % (p, name, role),
                             "\u201c%s\u201d %s said." % (p, name)])
    heads = set(r.sample(range(2, n), min(n - 2, r.randint(1, 2)))) if n >= 5 and r.random() < 0.4 else set()
    list_at = r.randrange(n) if n >= 2 and r.random() < 0.12 else -1
    quote_at = r.randrange(1, n) if n >= 3 and r.random() < 0.08 else -1
    pq_at, pq = -1, None
    if n >= 4 and r.random() < 0.2:
        src_i = r.choice(quoted) if quoted and r.random() < 0.6 else r.randrange(n)
        first = word_sents(body[src_i])[0]
        pq = (first, speakers[quoted.index(src_i)][0] if src_i in quoted else None)
        pq_at = min(n - 2, src_i + r.randint(0, 1))
    imgs = set(r.sample(range(0, n - 1), min(n - 1, r.choice([1, 1, 2])))) if n >= 3 and r.random() < 0.45 else set()
    embed_at = r.randrange(0, n - 1) if n >= 3 and r.random() < 0.15 else -1
    rel_at = r.randrange(1, n - 1) if rel_lines and n >= 4 and r.random() < 0.55 else -1
    relbox_at = r.randrange(2, n - 1) if n >= 6 and r.random() < 0.15 else -1
    ad_at = set(range(r.choice([1, 2]), n - 1, r.choice([3, 4]))) if ads and n >= 4 else set()
    donate_at = max(0, min(n - 1, int(n * r.choice([0.25, 0.5, 0.5, 0.75])))) if campaigns and n >= 2 and r.random() < 0.8 else -1
    nl_at = r.randrange(0, n) if nl_prompts and n >= 3 and r.random() < 0.5 else -1
    blocks = []
    for i, p in enumerate(paras):
        if i in heads:
            blocks.append(("h", " ".join(word(r) for _ in range(r.randint(2, 6))).capitalize()))
        blocks.append(("p", p, i == 0 and drop_cap and len(p) > 80))
        if i == list_at:
            blocks.append(("list", sentence(r, 6, 14)[:-1] + ":", [" ".join(word(r) for _ in range(r.randint(3, 12))).capitalize() + "." for _ in range(r.randint(2, 5))]))
        if i == quote_at:
            blocks.append(("quote", para(r, 1, 3), "%s, %s" % speakers[-1]))
        if i == pq_at:
            blocks.append(("pq", pq[0], pq[1]))
        if i in imgs:
            own = r.random() < 0.6
            blocks.append(("img", sentence(r, 6, 18), shooter if own else person(r), site if own else r.choice(["", "", "AP", "Courtesy", "for " + site])))
        if i == embed_at:
            blocks.append(("embed", r.choice(["youtube", "datawrapper", "datawrapper"]), title(r)))
        if i == rel_at:
            blocks.append(("rel", title(r)))
        if i == relbox_at:
            blocks.append(("relbox", [title(r) for _ in range(r.randint(1, 3))]))
        if i in ad_at:
            blocks.append(("ad", sorted(ad_at).index(i) + 1))
        if i == donate_at:
            blocks.append(("donate",))
        if i == nl_at:
            blocks.append(("nl",))
    summary = sentence(r, 18, 40) + " " + sentence(r, 10, 24) if summary_site and n >= 3 and r.random() < 0.5 else None
    summary_title = r.choice(["Article summary", "Summary", "Key takeaways", "The big picture", "What to know"]) if summary else ""
    story = ([summary] if summary else [])
    for b in blocks:
        if b[0] in ("p", "h", "quote"):
            story.append(b[1])
        elif b[0] == "list":
            story += [b[1]] + b[2]
    STORY[:] = story
    dek = sentence(r, 12, 28) if dek_site and r.random() < 0.85 else None
    if dek:
        TEASER.append(dek)
    # the feed's description: WordPress's excerpt
    words = " ".join(b[1] if b[0] in ("p", "h", "quote", "pq") else "%s %s" % (b[1], " ".join(b[2])) if b[0] == "list" else
                     "%s %s" % (rel_label, b[1]) if b[0] == "rel" else "" for b in blocks).split()
    auto = " ".join(words[:55]) + (" [\u2026]" if len(words) > 55 else "")
    if feed == "dek" and dek:
        desc = dek
    elif feed == "manual" and r.random() < 0.6:
        desc = sentence(r, 14, 30)
    else:
        desc = auto
    DESC.append(desc + (" The post %s appeared first on %s." % (t, site) if yoast else ""))

    # the blocks as Gutenberg writes them (html) and as they are stored (raw, for the republishing textarea)
    def h_tag(text):
        return '<h%d%s>%s</h%d>' % (h_level, ' class="wp-block-heading"' if late else "", esc(text), h_level)

    def linked(text):
        w = text.split(" ")
        if len(w) < 12 or r.random() < 0.6:
            return esc(text)
        k = r.randrange(1, len(w) - 6)
        a = " ".join(w[k:k + r.randint(2, 4)])
        href = r.choice(["https://%s/%d/%02d/%02d/%s/" % (host, pub.year, max(1, pub.month - 1), r.randint(1, 28), slug(title(r))),
                         "https://www.%s.gov/%s/" % (lw(r), lw(r)), "https://www.%s.com/%s/%s" % (lw(r), lw(r), lw(r))])
        return '%s <a href="%s">%s</a> %s' % (esc(" ".join(w[:k])), href, esc(a), esc(" ".join(w[k + len(a.split(" ")):])))

    def donate_form():
        uid = r.randint(10000, 99999)
        freqs = [("once", "One-time", ""), ("month", "Monthly", " per month"), ("year", "Annually", " per year")]
        tabs = "".join(("<button role='tab' type='button' aria-controls='tab-panel-%s-%d' class=\"wpbnbd__button freq-label%s\" data-tab-id=\"%s-%d\" id=\"tab-newspack-donate-%s-%d\" "
                        "aria-selected='%s'>%s</button>") % (f, uid, " wpbnbd__button--active" if f == "month" else "", f, uid, f, uid, "true" if f == "month" else "false", lab)
                       for f, lab, _ in freqs)
        panels = ""
        for f, lab, per in freqs:
            am = [a * (12 if f != "month" else 1) for a in amounts]
            tiers = "".join(("<div class='wp-block-newspack-blocks-donate__tier donation-tier__%s' data-product='{&quot;donation_price_summary_%s&quot;:&quot;Donate: $%d%s&quot;}'>"
                             "<input type='radio' name='donation_value_%s' value='%d' id='newspack-tier-%s-%d-%d'%s /><label class='tier-select-label tier-label' for='newspack-tier-%s-%d-%d'>$%d</label></div>") % (
                f, f, a, per.replace(" per ", " / "), f, a, f, uid, k, " checked" if k == 1 else "", f, uid, k, a) for k, a in enumerate(am))
            tiers += ("<div class='wp-block-newspack-blocks-donate__tier donation-tier__%s'><input type='radio' class='other-input' name='donation_value_%s' value='other' id='newspack-tier-%s-%d-other' />"
                      "<label class='tier-select-label tier-label' for='newspack-tier-%s-%d-other'>Other</label><label class='odl' for='newspack-tier-%s-%d-other-input'>Donation amount%s</label>"
                      "<div class='wp-block-newspack-blocks-donate__money-input money-input'><span class='currency'>$</span><input type='number' min='5' name='donation_value_%s_other' id='newspack-tier-%s-%d-other-input' /></div></div>") % (
                f, f, f, uid, f, uid, f, uid, per, f, f, uid)
            panels += ("<div class='wp-block-newspack-blocks-donate__frequency frequency' id='tab-panel-%s-%d' role='tabpanel' aria-labelledby='tab-newspack-donate-%s-%d'>"
                       "<input type='radio' value='%s' id='newspack-donate-%s-%d' name=\"donation_frequency\"%s/><label for='newspack-donate-%s-%d'>%s</label>"
                       "<div class='wp-block-newspack-blocks-donate__tiers tiers'>%s</div></div>") % (f, uid, f, uid, f, f, uid, " checked='checked'" if f == "month" else "", f, uid, lab, tiers)
        return ('<div class="tiered wp-block-newspack-blocks-donate wpbnbd wpbnbd--frequency-based is-style-default wpbnbd-frequencies--3" id="wpbnbd-%s"><form>'
                "<input type='hidden' name='newspack_donate' value='1' /><input name=\"cid\" type=\"hidden\" value=\"CLIENT_ID(newspack-cid)\" data-amp-replace=\"CLIENT_ID\" />"
                "<div class='wp-block-newspack-blocks-donate__options'><div class='wp-block-newspack-blocks-donate__frequencies frequencies'><div role='tablist' class='tab-container'>%s</div>%s</div></div>"
                "<p class='wp-block-newspack-blocks-donate__thanks thanks'>Your contribution is appreciated.</p>"
                "<button type='submit' style=\"border-color: #dd3333; background-color: #dd3333; color: #fff;\">%s</button></form></div>") % (hexs(6), tabs, panels, esc(button))

    def subscribe_form():
        bid = r.randint(0, 99999)
        if pub.year < 2022:
            return ('<div class="newspack-newsletters-subscribe" data-success-message="Thank you for signing up!"><form><input type="hidden" name="newspack_newsletters_subscribe" value="1" />'
                    '<input type="hidden" name="lists[]" value="%s" /><div class="newspack-newsletters-email-input"><input type="email" name="email" autocomplete="email" placeholder="Email Address" required />'
                    '<input type="submit" value="%s" /></div></form><div class="newspack-newsletters-subscribe-response"><p></p></div></div>') % (hexs(10), esc(nl_button))
        lists = ('<div class="newspack-newsletters-lists"><ul>%s</ul></div>' % "".join(
            '<li><span class="list-checkbox"><input type="checkbox" name="lists[]" value="%s" id="newspack-newsletters-%d-list-checkbox-%s" checked /></span><span class="list-details">'
            '<label for="newspack-newsletters-%d-list-checkbox-%s"><span class="list-title">%s</span><span class="list-description">%s</span></label></span></li>' % (
                lid, bid, lid, bid, lid, esc(lt), esc(ld)) for lid, (lt, ld) in ((hexs(10), x) for x in nl_lists))
            if len(nl_lists) > 1 else '<input type="hidden" name="lists[]" value="%s" />' % hexs(10))
        return ('<div class="wp-block-newspack-newsletters-subscribe newspack-newsletters-subscribe%s" data-success-message="Thank you for signing up!"><form id="newspack-subscribe-%d" data-newspack-recaptcha="newspack_newsletter_signup">'
                '<input type="hidden" name="newspack_newsletters_subscribe" value="1" />%s<div class="newspack-newsletters-email-input">'
                '<input id="newspack-newsletters-subscribe-block-input-%d-email" type="email" name="npe" autocomplete="email" placeholder="Enter your email address" value="" />'
                '<input class="nphp" tabindex="-1" aria-hidden="true" name="email" type="email" autocomplete="off" placeholder="Enter your email address" />'
                '<button class="submit-button wp-element-button" type="submit" style=""><span class="submit">%s</span></button></div></form>'
                '<div class="newspack-newsletters-subscribe__response"><div class="newspack-newsletters-subscribe__icon"></div><div class="newspack-newsletters-subscribe__message"></div></div></div>') % (
            " multiple-lists" if len(nl_lists) > 1 else "", r.randint(1, 9), lists, bid, esc(nl_button))

    def prompt(inner, newsletter):
        eid = r.randint(100000, 999999)
        if amp:
            return ('<amp-analytics><script type="application/json">{"requests":{"event":"https://%s/wp-content/plugins/newspack-popups/api/campaigns/index.php"},"triggers":{"trackImpression":'
                    '{"on":"visible","request":"event","selector":"#inline%d","visibilitySpec":{"totalTimeMin":500}}}}</script></amp-analytics>'
                    '<amp-layout class="newspack-inline-popup%s" role="button" tabindex="0" style="background-color:#FFFFFF;color:#000" id="inline%d">%s'
                    '<form class="popup-not-interested-form popup-action-form align-center" method="POST" action-xhr="/wp-content/plugins/newspack-popups/api/campaigns/index.php" target="_top">'
                    '<input name="popup_id" type="hidden" value="id_%d" /><input name="suppress_forever" type="hidden" value="1" /><button on="tap:inline%d.hide" aria-label="I&#039;m not interested" '
                    'style="background-color:#FFFFFF;color:#000">I&#039;m not interested</button></form></amp-layout>') % (
                host, eid, " newspack-newsletter-prompt-inline" if newsletter else "", eid, inner, eid, eid)
        return ('<div class="newspack-popup-container newspack-popup newspack-inline-popup%s" role="button" tabindex="0" id="id_%d" data-segments="%s" data-frequency="0,0,0,month">%s</div>') % (
            " newspack-newsletter-prompt-inline" if newsletter else "", eid, r.choice(["", "", str(r.randint(10, 99))]), inner)

    def group(inner, bg):  # a classic theme's group keeps its inner container
        return '<div class="wp-block-group has-background%s" style="background-color:%s"><div class="wp-block-group__inner-container%s">%s</div></div>' % (lay, bg, lay, inner)

    def home_articles(items, header, excerpts, images, cls=""):
        arts = ""
        for ht, ex, au, d, c in items:
            arts += ('<article data-post-id="%d" class="category-%s post-has-image">%s<div class="entry-wrapper"><div class="cat-links"><a href="https://%s/category/%s/">%s</a></div>'
                     '<h3 class="entry-title"><a href="https://%s/%d/%02d/%02d/%s/" rel="bookmark">%s</a></h3>%s<div class="entry-meta"><span class="byline">by <span class="author vcard">'
                     '<a class="url fn n" href="https://%s/author/%s/">%s</a></span></span><time class="entry-date published" datetime="%s">%s</time></div></div></article>') % (
                r.randint(3000, 99000), slug(c), '<figure class="post-thumbnail"><a href="https://%s/%d/%02d/%02d/%s/" rel="bookmark">%s</a></figure>' % (
                    host, d.year, d.month, d.day, slug(ht), img(400, 300, "", "attachment-newspack-article-block-landscape-small size-newspack-article-block-landscape-small wp-post-image")) if images else "",
                host, slug(c), esc(c), host, d.year, d.month, d.day, slug(ht), esc(ht), "<p>%s&hellip;</p>" % esc(ex) if excerpts else "", host, slug(au), esc(au), w3c(d), day(d))
        return ('<div class="wp-block-newspack-blocks-homepage-articles %swpnbha %s ts-3 is-%d is-landscape %shas-text-align-left" style="">%s<div data-posts data-current-post-id="%d">%s</div></div>') % (
            cls, "show-image image-aligntop" if images else "", len(items), "is-grid columns-3 " if len(items) > 2 else "",
            '<h2 class="article-section-title"><span>%s</span></h2>' % esc(header) if header else "", pid, arts)

    out, raw = [], []
    endings = []
    for b in blocks:
        k = b[0]
        if k == "p":
            out.append('<p%s>%s</p>' % (' class="has-drop-cap"' if b[2] else "", linked(b[1])))
            raw.append(out[-1])
        elif k == "h":
            out.append(h_tag(b[1]))
            raw.append(out[-1])
        elif k == "list":
            out.append("<p>%s</p>" % esc(b[1]))
            out.append("<ul%s>%s</ul>" % (list_cls, "".join("<li>%s</li>" % esc(x) for x in b[2])))
            raw += out[-2:]
        elif k == "quote":
            out.append('<blockquote class="wp-block-quote%s"><p>%s</p><cite>%s</cite></blockquote>' % (
                " is-layout-flow wp-block-quote-is-layout-flow" if pub.year >= 2024 else "", esc(b[1]), esc(b[2])))
            raw.append(out[-1])
        elif k == "pq":
            out.append('<figure class="wp-block-pullquote"><blockquote><p>%s</p>%s</blockquote></figure>' % (esc(b[1]), "<cite>%s</cite>" % esc(b[2]) if b[2] else ""))
            raw.append(out[-1])
        elif k == "img":
            cr, typed = credit(b[2], b[3])
            wid = r.randint(1000, 90000)
            out.append('<figure class="wp-block-image size-large">%s<figcaption%s>%s%s %s</figcaption></figure>' % (
                img(1024, 683, "", "wp-image-%d" % wid), cap_cls, esc(b[1]), esc(typed), cr))
            raw.append('<figure class="wp-block-image size-large"><img src="https://%s/wp-content/uploads/%s/%s.jpg" alt="" class="wp-image-%d"/><figcaption%s>%s%s</figcaption></figure>' % (
                host, ym, lw(r), wid, cap_cls, esc(b[1]), esc(typed)))
        elif k == "embed":
            if b[1] == "youtube":
                yid = "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") for _ in range(11))
                frame = ('<amp-youtube layout="responsive" width="500" height="281" data-videoid="%s" title="%s"><a placeholder href="https://youtu.be/%s"><img src="https://i.ytimg.com/vi/%s/hqdefault.jpg" '
                         'layout="fill" object-fit="cover" alt="%s"></a></amp-youtube>' % (yid, esc(b[2]), yid, yid, esc(b[2])) if amp else
                         '<iframe loading="lazy" title="%s" width="500" height="281" src="https://www.youtube.com/embed/%s?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; '
                         'encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>' % (esc(b[2]), yid))
                out.append('<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">%s</div></figure>' % frame)
                raw.append('<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=%s\n</div></figure>' % yid)
            else:
                did, dv = "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") for _ in range(5)), r.randint(1, 9)
                out.append('<figure class="wp-block-embed is-type-rich is-provider-datawrapper wp-block-embed-datawrapper"><div class="wp-block-embed__wrapper">'
                           '<iframe title="%s" aria-label="%s" id="datawrapper-chart-%s" src="https://datawrapper.dwcdn.net/%s/%d/" scrolling="no" frameborder="0" style="width: 0; min-width: 100%% !important; border: none;" height="%d" data-external="1"></iframe>'
                           '</div></figure>' % (esc(b[2]), r.choice(["Map", "Chart", "Table", "Interactive line chart"]), did, did, dv, r.randint(300, 700)))
                raw.append('<figure class="wp-block-embed is-type-rich is-provider-datawrapper wp-block-embed-datawrapper"><div class="wp-block-embed__wrapper">\nhttps://datawrapper.dwcdn.net/%s/%d/\n</div></figure>' % (did, dv))
        elif k == "rel":
            d = pub - datetime.timedelta(days=r.randint(3, 300))
            out.append('<p><strong>%s</strong> <a href="https://%s/%d/%02d/%02d/%s/">%s</a></p>' % (esc(rel_label), host, d.year, d.month, d.day, slug(b[1]), esc(b[1])))
            raw.append(out[-1])
            EXTRAS.append(b[1])
        elif k == "relbox":
            items = [(x, "", r.choice(staff)[0], pub - datetime.timedelta(days=r.randint(3, 400)), r.choice(menu)) for x in b[1]]
            out.append(home_articles(items, r.choice(["Related", "Related stories", "Read more", ""]), False, False, "is-style-borders "))
            EXTRAS.extend(b[1])
        elif k == "ad":
            aid = "div-gpt-ad-%d-%d" % (r.randint(10 ** 12, 10 ** 13 - 1), b[1])
            unit = ('<amp-ad width="300" height="250" type="doubleclick" data-slot="/%d/%s_instory_%d" data-multi-size="300x250,320x50" layout="fixed"></amp-ad>' % (
                gam, slug(site).replace("-", "_"), b[1]) if amp else
                '<div id="%s" style="min-width:300px;min-height:250px;" data-ad-unit="%s_instory_%d"><script>googletag.cmd.push(function(){googletag.display("%s");});</script></div>' % (
                    aid, slug(site).replace("-", "_"), b[1], aid))
            out.append('<div id="scaip-%d" class="scaip scaip-%d "><section id="newspack-ads-widget-%d" class="scaip-widget widget newspack-ads-widget"><div class="newspack_global_ad %s">%s</div></section></div>' % (
                b[1], b[1], b[1] + 1, "newspack_amp_global_ad" if amp else "newspack_scaip_ad", unit))
        elif k == "donate":
            inner = '<h2%s>%s</h2><p>%s</p>%s' % (' class="wp-block-heading"' if late else "", esc(pitch_head), esc(pitch), donate_form())
            out.append(prompt(group(inner, "#f1f1f1") if r.random() < 0.6 else inner, False))
        elif k == "nl":
            inner = '<h2%s>%s</h2><p>%s</p>%s' % (' class="wp-block-heading has-text-align-center"' if late else ' class="has-text-align-center"', esc(nl_head), esc(nl_copy), subscribe_form())
            out.append(prompt(inner, True) if campaigns else group(inner, "#eeeeee"))
    if summary:
        out.insert(0, '<div class="article-summary"><h2 class="article-summary-title">%s</h2><p>%s</p></div>' % (esc(summary_title), esc(summary)))
    if tagline_site and r.random() < 0.6:
        a = authors[0]
        line = (r.choice(["This story was produced in partnership with %s." % partner, "This story was originally published by %s." % partner])
                if partner else r.choice(["%s covers %s for %s. Reach %s at %s." % (a[0], lw(r), site, r.choice(["her", "him", "them"]), a[4] or "news@" + host),
                                          "%s is a Report for America corps member covering %s for %s." % (a[0], lw(r), site)]))
        out.append('<hr class="wp-block-separator has-alpha-channel-opacity"/>' if r.random() < 0.5 else "")
        out.append("<p><em>%s</em></p>" % esc(line))
        raw.append(out[-1])
    if donate_end and r.random() < 0.85:
        out.append(group('<h2%s>%s</h2><p>%s</p>%s' % (' class="wp-block-heading"' if late else "", esc(pitch_head), esc(pitch), donate_form()), "#f5f1e8"))
    if related == "js":
        out.append("<div id='jp-relatedposts' class='jp-relatedposts' >\n\t<h3 class=\"jp-relatedposts-headline\"><em>Related</em></h3>\n</div>")
    elif related == "i2":
        rel = [(title(r), pub - datetime.timedelta(days=r.randint(3, 400)), r.choice(menu)) for _ in range(3)]
        EXTRAS.extend(x[0] for x in rel)
        out.append('<nav class="jp-relatedposts-i2" data-layout="grid"><h3 class="jp-relatedposts-headline"><em>Related</em></h3><div class="jp-related-posts-i2__row" data-post-count="3">%s</div></nav>' % "".join(
            '<ul id="related-posts-item-%s" aria-labelledby="related-posts-item-%s-label" class="jp-related-posts-i2__post" role="menuitem"><li class="jp-related-posts-i2__post-link">'
            '<a id="related-posts-item-%s-label" href="https://%s/%d/%02d/%02d/%s/" >%s</a></li><li class="jp-related-posts-i2__post-date">%s</li><li class="jp-related-posts-i2__post-context">In &quot;%s&quot;</li></ul>' % (
                u, u, u, host, d.year, d.month, d.day, slug(x), esc(x), day(d).split(" at ")[0], esc(c)) for (x, d, c), u in ((y, hexs(13)) for y in rel)))

    # the "Article below content" widgets, still inside the entry's content box
    below = []
    byline_plain = ", ".join(a[0] for a in authors[:-1]) + (" and " if len(authors) > 1 else "") + authors[-1][0]

    def republish_widget(cls):
        info = '<h1>%s</h1><p class="byline">by %s, %s <br />%s</p>' % (esc(t), esc(byline_plain), esc(site), "%s %d, %d" % (MONTHS[pub.month - 1], pub.day, pub.year))
        foot = ('<p>This <a target="_blank" href="%s">article</a> first appeared on <a target="_blank" href="https://%s">%s</a> and is republished here under a Creative Commons license.'
                '<img id="republication-tracker-tool-source" src="https://%s/?republication-pixel=true&post=%d&ga4=G-%s" style="width:1px;height:1px;"></p>') % (permalink, host, esc(site), host, pid, hexs(10).upper())
        shared = esc(info) + "\n" + esc((" " + "\n\n ".join(raw) + "\n").replace("&#x27;", "'")) + "\n\n" + esc(foot)
        title_h = '<h2 class="widget-title">%s</h2>' % rep_title if rep_title else ""
        return ('<section id="republication_tracker_tool-2" class="%swidget republication_tracker_tool">%s<div class="license"><p><button %sname="Republish This Story" id="cc-btn" class="republication-tracker-tool-button">'
                'Republish This Story</button></p><p><a class="license" rel="noreferrer license" target="_blank" href="http://creativecommons.org/licenses/by-nd/4.0/"><img alt="Creative Commons License" '
                'style="border-width:0" src="/wp-content/plugins/republication-tracker-tool/assets/img/creative-commons-sharing.png" /></a></p></div><div class="message"><p>Republish our articles for free, online or in print, '
                'under a Creative Commons license.</p>\n</div></section>'
                '<%s id="republication-tracker-tool-modal" %s role="dialog" aria-modal="true" aria-labelledby="republish-modal-label">'
                '<div id="republication-tracker-tool-modal-content" style="display:none;"><button class="republication-tracker-tool-close"><span class="screen-reader-text">Close window</span> <span aria-hidden="true">X</span></button>'
                '<h2 id="republish-modal-label">Republish this article</h2><div class="cc-policy"><div class="cc-license"><a rel="noreferrer license" target="_blank" href="https://creativecommons.org/licenses/by-nd/4.0/" /></a>'
                '<p>This work is licensed under a <a rel="noreferrer license" target="_blank" href="https://creativecommons.org/licenses/by-nd/4.0/">Creative Commons Attribution-NoDerivatives 4.0 International License</a>.</p>\n</div>%s</div>'
                '<div class="article-info">%s</div>\n\t\t\t\t<textarea readonly id="republication-tracker-tool-shareable-content" rows="5">\n\t\t\t\t\t%s\n\t\t\t\t</textarea>\n'
                '\t\t\t\t<button onclick="copyToClipboard(\'#republication-tracker-tool-shareable-content\', this)">Copy to Clipboard</button>\n</div></%s>') % (
            cls, title_h, 'on="tap:republication-tracker-tool-modal" ' if amp else "", "amp-lightbox" if amp else "div",
            'layout="nodisplay"' if amp else 'style="display:none;" data-postid="%d" data-pluginsdir="/wp-content/plugins"' % pid,
            "".join("<p>%s</p>" % esc(x) for x in policy), info, shared, "amp-lightbox" if amp else "div")
    if republish and not rep_side:
        below.append(republish_widget("below-content "))
    if more_from:
        items = [(title(r), " ".join(para(r, 2, 3).split()[:r.randint(18, 40)]), r.choice(staff)[0], pub - datetime.timedelta(days=r.randint(0, 20)), r.choice(menu))
                 for _ in range(r.choice([3, 3, 4, 6]))]
        EXTRAS.extend(x[0] for x in items)
        if more_ex:
            EXTRAS.extend(x[1] for x in items)
        below.append('<section id="block-%d" class="below-content widget widget_block">%s</section>' % (more_id, home_articles(
            items, more_head % section if "%s" in more_head else more_head, more_ex, True)))
    content = "\n\n".join(x for x in out if x) + "\n" + "".join(below)

    # the entry header
    cat_links = '<span class="cat-links"><span class="screen-reader-text">Posted in</span><a href="https://%s/category/%s/" rel="category tag">%s</a></span>' % (host, csl, esc(section))
    avatars = "".join('<span class="author-avatar">%s</span>' % avatar(a) for a in authors)
    names = ""
    for i, a in enumerate(authors):
        sep = " and " if i == len(authors) - 2 else ", " if i < len(authors) - 2 else ""
        names += '<span class="author vcard"><a class="url fn n" href="https://%s/author/%s/">%s</a></span>%s ' % (host, a[3], esc(a[0]), sep)
    if partner:
        names += "<span class=\"byline-partner\">%s</span> " % esc(partner)
    if modified:
        posted = '<span class="posted-on"><time class="entry-date published" datetime="%s">%s</time>%s<time class="updated" datetime="%s">%s</time></span>' % (
            w3c(pub), day(pub), '<span class="updated-label">Updated </span>' if show_upd else "", w3c(modified), day(modified))
    else:
        posted = '<span class="posted-on"><time class="entry-date published updated" datetime="%s">%s</time></span>' % (w3c(pub), day(pub))
    share = ""
    if share_on:
        share = ('<div class="sharedaddy sd-sharing-enabled"><div class="robots-nocontent sd-block sd-social sd-social-icon sd-sharing"><h3 class="sd-title">Share this:</h3><div class="sd-content"><ul>%s'
                 '<li class="share-end"></li></ul></div></div></div>') % "".join(
            '<li class="share-%s"><a rel="nofollow noopener noreferrer" data-shared="sharing-%s-%d" class="share-%s sd-button share-icon no-text" href="%s?share=%s" target="_blank" title="Click to share on %s">'
            '<span></span><span class="sharing-screen-reader-text">Click to share on %s (Opens in new window)</span></a></li>' % (s, s, pid, s, permalink, s, lab, lab)
            for s, lab in [("facebook", "Facebook"), ("twitter", "Twitter") if pub.year < 2023 else ("x", "X"), ("linkedin", "LinkedIn"), ("email", "Email"), ("print", "Print")][:share_n])
    header = ('<header class="entry-header">%s<h1 class="entry-title %s">%s</h1>%s<div class="entry-subhead"><div class="entry-meta">%s<span class="byline"><span>by</span> %s</span><!-- .byline -->%s</div><!-- .meta-info -->%s</div></header>') % (
        cat_links, "entry-title--with-subtitle" if dek else "", esc(t), '<div class="newspack-post-subtitle">%s</div>' % esc(dek) if dek else "", avatars, names, posted, share)

    # the featured image
    pos = img_pos if r.random() < 0.85 else r.choice(["large", "small", "behind", "above", "hidden"])
    has_thumb = r.random() < 0.85 and pos != "hidden"
    thumb = ""
    if has_thumb:
        cap = sentence(r, 8, 22) if r.random() < 0.85 else ""
        cr, typed = credit(shooter if r.random() < 0.6 else person(r), r.choice([site, site, "", "CalMatters", "Courtesy"]) if credit_style == "plugin" else r.choice([site, ""]))
        fimg = img(1200, 800, "", "attachment-newspack-featured-image size-newspack-featured-image wp-post-image", "/wp-content/uploads/%s/%s-%s-1200x800.jpg" % (ym, slug(t)[:30].strip("-"), hexs(4)))
        fcap = "%s%s %s" % (esc(cap), esc(typed), cr) if cap or cr else ""
        thumb = '<figure class="post-thumbnail">%s%s</figure><!-- .post-thumbnail -->' % (fimg, "<figcaption>%s</figcaption>" % fcap if fcap else "")
    if has_thumb and pos == "behind":
        top = ('<div class="featured-image-behind"><figure class="post-thumbnail">%s</figure><!-- .post-thumbnail --><div class="wrapper">%s</div><!-- .wrapper --></div><!-- .featured-image-behind -->%s' % (
            fimg.replace('class="attachment', 'object-fit="cover" class="attachment'), header, "<figcaption>%s</figcaption>" % fcap if fcap else ""))
    elif has_thumb and pos == "beside":
        top = '<div class="featured-image-beside"><div class="wrapper">%s</div><!-- .wrapper --><figure class="post-thumbnail">%s</figure><!-- .post-thumbnail -->%s</div><!-- .featured-image-behind -->' % (
            header, fimg.replace('class="attachment', 'object-fit="cover" class="attachment'), "<figcaption>%s</figcaption>" % fcap if fcap else "")
    elif has_thumb and pos == "above":
        top = '<div class="featured-image-above">%s%s</div><!-- featured-image-above -->' % (thumb, header)
    elif has_thumb and pos == "large":
        top = header + thumb
    else:
        top = header

    # after the content: tags, bios, navigation, comments
    tags = [lw(r).title() for _ in range(r.randint(1, 5))] if tags_on and r.random() < 0.85 else []
    foot = '<footer class="entry-footer">%s</footer><!-- .entry-footer -->' % (
        '<span class="tags-links"><span>Tagged: </span>%s</span>' % '<span class="sep">,&nbsp;</span>'.join(
            '<a href="https://%s/tag/%s/" rel="tag">%s</a>' % (host, slug(x), esc(x)) for x in tags) if tags else "")
    bios = ""
    if bio_on:
        for a in authors:
            if not a[1]:
                continue
            short = a[1][:200].rsplit(" ", 1)[0] + "&hellip;" if len(a[1]) > 200 else esc(a[1])
            EXTRAS.append(a[1][:60].rsplit(" ", 1)[0])
            av = avatar(a)
            meta = ('<div class="author-meta"><a class="author-email" href="mailto:%s">%s%s</a></div><!-- .author-meta -->' % (a[4], np_svg("mail", 18), a[4])
                    if bio_email else "")
            bios += ('<div class="author-bio">%s<div class="author-bio-text"><div class="author-bio-header">%s<div><h2 class="accent-header">%s<span></span></h2>%s</div></div><!-- .author-bio-header -->'
                     '<p>%s <a class="author-link" href="https://%s/author/%s/" rel="author">More by %s</a></p></div><!-- .author-bio-text --></div><!-- .author-bio -->') % (
                "" if child == "newspack-sacha" else av, av if child == "newspack-sacha" else "", esc(a[0]), meta, esc(short).replace("&amp;hellip;", "&hellip;"), host, a[3], esc(a[0]))
    nav = ""
    if prevnext:
        pt, nt = title(r), title(r)
        EXTRAS.extend([pt, nt])
        nav = ('<nav class="navigation post-navigation" aria-label="Posts"><h2 class="screen-reader-text">Post navigation</h2><div class="nav-links"><div class="nav-previous"><a href="https://%s/%d/%02d/%02d/%s/" rel="prev">'
               '<span class="meta-nav">Previous</span> <span class="post-title">%s</span></a></div><div class="nav-next"><a href="https://%s/%d/%02d/%02d/%s/" rel="next"><span class="meta-nav">Next</span> '
               '<span class="post-title">%s</span></a></div></div></nav>') % (host, pub.year, pub.month, max(1, pub.day - 1), slug(pt), esc(pt), host, pub.year, pub.month, min(28, pub.day + 1), slug(nt), esc(nt))
    comm = ""
    if comments_on:
        form = ('<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title"> <small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond" style="display:none;">Cancel reply</a></small></h3>'
                '%s<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate><p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> '
                '<span class="required-field-message">Required fields are marked <span class="required">*</span></span></p><p class="comment-form-comment"><label for="comment">Comment <span class="required">*</span></label> '
                '<textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p><p class="comment-form-author"><label for="author">Name <span class="required">*</span></label> '
                '<input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name" required /></p><p class="comment-form-email"><label for="email">Email <span class="required">*</span></label> '
                '<input id="email" name="email" type="email" value="" size="30" maxlength="100" aria-describedby="email-notes" autocomplete="email" required /></p>'
                '<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment" /> <input type="hidden" name="comment_post_ID" value="%d" id="comment_post_ID" />'
                '<input type="hidden" name="comment_parent" id="comment_parent" value="0" /></p></form></div><!-- #respond -->') % (
            '<div class="comment-policy"><p>%s</p></div>' % esc(cpolicy) if policy_on else "", pid)
        cdt = lambda d: datetime.datetime(d[2], MONTHS.index(d[1]) + 1, d[0], d[3] % 12 + (12 if d[5] == "PM" else 0), d[4])
        shift = pub + datetime.timedelta(minutes=r.randint(20, 600)) - cdt(cs[0][1]) if cs else None
        when = lambda d: cdt(d) + shift
        cdate = lambda d: "%s %d, %d at %d:%02d %s" % (MONTHS[when(d).month - 1], when(d).day, when(d).year, (when(d).hour + 11) % 12 + 1, when(d).minute, "am" if when(d).hour < 12 else "pm")
        if cs:
            def item(i, x):
                cid = pid * 10 + i
                return ('<li id="comment-%d" class="comment %s thread-%s depth-%d">'
                        '<article id="div-comment-%d" class="comment-body"><footer class="comment-meta"><div class="comment-author vcard">%s<b class="fn">%s</b> <span class="screen-reader-text says">says:</span></div><!-- .comment-author -->'
                        '<div class="comment-metadata"><a href="%s#comment-%d"><time datetime="%s" title="%s">%s</time></a></div><!-- .comment-metadata --></footer><!-- .comment-meta -->'
                        '<div class="comment-content">%s</div><!-- .comment-content --></article><!-- .comment-body -->'
                        '<div class="comment-reply"><a rel="nofollow" class="comment-reply-link" href="#comment-%d" data-commentid="%d" data-postid="%d" data-belowelement="div-comment-%d" data-respondelement="respond" '
                        'data-replyto="Reply to %s" aria-label="Reply to %s">Reply</a></div>') % (
                    cid, "even" if i % 2 == 0 else "odd", "even" if i % 2 == 0 else "odd", x[3], cid,
                    avatar((x[0], "", False, "", ""), 60, "avatar avatar-60 photo"), esc(x[0]), permalink, cid, w3c(when(x[1])), cdate(x[1]), cdate(x[1]), ps(x[2]), cid, cid, pid, cid, esc(x[0]), esc(x[0]))
            lst = nest(cs, item).replace('<ul class="children">', '<ol class="children">').replace("</li></ul></li>", "</li></ol></li>")
            comm = ('<div id="comments" class="comments-area"><div class="comments-title-wrap"><h2 class="comments-title">Join the Conversation</h2><!-- .comments-title -->'
                    '<div class="discussion-meta"><div class="discussion-avatar-list"><ol>%s</ol></div><p class="discussion-meta-info">%s<span>%d Comment%s</span></p></div><!-- .discussion-meta --></div><!-- .comments-title-flex -->'
                    '<ol class="comment-list">%s</ol><!-- .comment-list --><h3 class="comment-reply-title">Leave a comment</h3>%s</div><!-- #comments -->') % (
                "".join("<li><div class=\"comment-user-avatar comment-author vcard\">%s</div></li>" % avatar((x[0], "", False, "", ""), 60, "avatar avatar-60 photo") for x in cs[:5]),
                np_svg("comment", 24), len(cs), "" if len(cs) == 1 else "s", lst, form)
        else:
            comm = '<div id="comments" class="comments-area"><div class="comments-title-wrap no-responses"><h2 class="comments-title">Leave a comment</h2><!-- .comments-title --></div><!-- .comments-title-flex -->%s</div><!-- #comments -->' % form

    # the article and the main column
    classes = "post-%d post type-post status-publish format-standard%s hentry category-%s%s entry" % (
        pid, " has-post-thumbnail" if has_thumb else "", csl, "".join(" tag-" + slug(x) for x in tags))
    article = '<article id="post-%d" class="%s"><div class="entry-content">\n%s\n</div><!-- .entry-content -->%s%s</article><!-- #post-${ID} -->' % (pid, classes, content, foot, bios)
    main_content = '<div class="main-content">%s%s%s%s</div><!-- .main-content -->' % (thumb if has_thumb and pos == "small" else "", article, nav, comm)
    if has_thumb and pos == "small":
        top = header
    menu_ul = lambda ident, items, cls: '<ul id="%s" class="%s">%s</ul>' % (ident, cls, "".join(
        '<li id="menu-item-%d" class="menu-item menu-item-type-taxonomy menu-item-object-category%s menu-item-%d"><a href="https://%s/category/%s/">%s</a></li>' % (
            100 + k, " current-post-ancestor current-menu-parent" if x == section else "", 100 + k, host, slug(x), esc(x)) for k, x in enumerate(items)))
    util_ul = lambda ident: '<ul id="%s" class="secondary-menu">%s</ul>' % (ident, "".join(
        '<li id="menu-item-%d" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-%d"><a href="https://%s/%s/">%s</a></li>' % (200 + k, 200 + k, host, slug(x), esc(x)) for k, x in enumerate(util)))
    social_ul = '<ul id="menu-social" class="social-links-menu">%s</ul>' % "".join(
        '<li id="menu-item-%d" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-%d"><a href="https://www.%s.com/%s"><span class="screen-reader-text">%s</span>%s</a></li>' % (
            300 + k, 300 + k, s.lower(), slug(site).replace("-", ""), s, np_svg(s.lower(), 24)) for k, s in enumerate(social))
    search = ('<div class="header-search-contain"><button id="search-toggle" on="tap:AMP.setState( { searchVisible: !searchVisible } ), search-form-1.focus" aria-controls="search-menu" [aria-expanded]="searchVisible ? \'true\' : \'false\'" aria-expanded="false">'
              '<span class="screen-reader-text" [text]="searchVisible ? \'Close Search\' : \'Open Search\'">Open Search</span><span class="search-icon">%s</span><span class="close-icon">%s</span></button>'
              '<div id="search-menu" class="header-search-form" [aria-expanded]="searchVisible ? \'true\' : \'false\'" aria-expanded="false"><form role="search" method="get" class="search-form" action="https://%s/">'
              '<label for="search-form-1"><span class="screen-reader-text">Search for:</span></label><input type="search" id="search-form-1" class="search-field" placeholder="Search &hellip;" value="" name="s" />'
              '<button type="submit" class="search-submit">%s<span class="screen-reader-text">Search</span></button></form></div></div>') % (np_svg("search", 28), np_svg("close", 28), host, np_svg("search", 28))
    donate_btn = '<nav class="tertiary-menu nav3" aria-label="Tertiary Menu"><ul id="menu-tertiary" class="menu"><li id="menu-item-400" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-400"><a href="https://%s/donate/">%s</a></li></ul></nav>' % (
        host, donate_label)
    lsrc = "/wp-content/uploads/%d/05/%s-logo.png" % (era, slug(site))
    logo = '<a href="https://%s/" class="custom-logo-link" rel="home">%s</a>' % (host, (
        '<amp-img width="400" height="88" src="%s" class="custom-logo amp-wp-enforced-sizes" alt="%s" layout="intrinsic"><noscript><img width="400" height="88" src="%s" class="custom-logo" alt="%s"></noscript></amp-img>'
        if amp else '<img width="400" height="88" src="%s" class="custom-logo" alt="%s" decoding="async" />') % ((lsrc, esc(site)) * (2 if amp else 1)))
    branding = '<div class="site-branding">%s<div class="site-identity"><p class="site-title"><a href="https://%s/" rel="home">%s</a></p><p class="site-description">%s</p></div><!-- .site-identity --></div><!-- .site-branding -->' % (
        logo, host, esc(site), esc(tagline))
    trending = [title(r) for _ in range(n_trending)] if highlight else []
    EXTRAS.extend(trending)
    masthead = ('<header id="masthead" class="site-header hide-header-search" [class]="searchVisible ? \'show-header-search site-header \' : \'hide-header-search site-header\'">%s'
                '<div class="middle-header-contain"><div class="wrapper">%s%s<div class="nav-wrapper desktop-only"><div id="tertiary-nav-contain">%s</div><!-- #tertiary-nav-contain -->%s</div><!-- .nav-wrapper -->'
                '<button class="mobile-menu-toggle" on="tap:mobile-sidebar.toggle">%sMenu</button></div><!-- .wrapper --></div><!-- .middle-header-contain -->%s%s</header><!-- #masthead -->') % (
        "" if simplified else '<div class="top-header-contain desktop-only"><div class="wrapper"><div id="secondary-nav-contain"><nav class="secondary-menu nav2 dd-menu" aria-label="Secondary Menu" '
        'toolbar-target="secondary-nav-contain" toolbar="(min-width: 767px)">%s</nav></div>%s</div><!-- .wrapper --></div><!-- .top-header-contain -->' % (
            util_ul("menu-secondary"), "" if centered else '<div id="social-nav-contain"><nav class="social-navigation" aria-label="Social Links Menu">%s</nav><!-- .social-navigation --></div>' % social_ul),
        '<div class="nav-wrapper desktop-only"><div id="site-navigation"><nav class="main-navigation nav1 dd-menu" aria-label="Top Menu">%s</nav></div><!-- #site-navigation --></div><!-- .nav-wrapper -->' % menu_ul(
            "menu-primary", menu, "main-menu") if simplified and centered else "",
        branding + ('<div class="nav-wrapper desktop-only"><div id="site-navigation"><nav class="main-navigation nav1 dd-menu" aria-label="Top Menu">%s</nav></div><!-- #site-navigation --></div><!-- .nav-wrapper -->' % menu_ul(
            "menu-primary", menu, "main-menu") if simplified and not centered else ""),
        donate_btn, search if simplified or centered else "", np_svg("menu", 20),
        "" if simplified else '<div class="bottom-header-contain desktop-only"><div class="wrapper"><div id="site-navigation"><nav class="main-navigation nav1 dd-menu" aria-label="Top Menu">%s</nav></div>%s</div><!-- .wrapper --></div><!-- .bottom-header-contain -->' % (
            menu_ul("menu-primary", menu, "main-menu"), "" if centered else search),
        '<div class="highlight-menu-contain desktop-only"><div class="wrapper"><nav class="highlight-menu" aria-label="Highlight Menu"><ul id="menu-trending" class="menu"><li><span class="menu-label">Trending</span></li>%s</ul></nav></div><!-- .wrapper --></div><!-- .highlight-menu-contain -->' % "".join(
            '<li class="menu-item menu-item-type-post_type menu-item-object-post"><a href="https://%s/%d/%02d/%02d/%s/">%s</a></li>' % (host, pub.year, pub.month, r.randint(1, 28), slug(x), esc(x)) for x in trending) if trending else "")
    side_tag = "amp-sidebar" if amp else "aside"
    mobile = ('<%s id="mobile-sidebar%s class="mobile-sidebar"><button class="mobile-menu-toggle" on="tap:mobile-sidebar.toggle">%sClose</button><form role="search" method="get" class="search-form" action="https://%s/">'
              '<label for="search-form-2"><span class="screen-reader-text">Search for:</span></label><input type="search" id="search-form-2" class="search-field" placeholder="Search &hellip;" value="" name="s" />'
              '<button type="submit" class="search-submit">%s<span class="screen-reader-text">Search</span></button></form><nav class="main-navigation nav1 dd-menu" aria-label="Top Menu">%s</nav>'
              '<nav class="secondary-menu nav2 dd-menu" aria-label="Secondary Menu">%s</nav><nav class="social-navigation" aria-label="Social Links Menu">%s</nav></%s>') % (
        side_tag, '" layout="nodisplay" side="right"' if amp else '-fallback"', np_svg("close", 20), host, np_svg("search", 28), menu_ul("menu-primary-1", menu, "main-menu"), util_ul("menu-secondary-1"),
        social_ul.replace('id="menu-social"', 'id="menu-social-1"'), side_tag)
    aside = ""
    if with_sidebar:
        popular = [title(r) for _ in range(5)]
        EXTRAS.extend(popular)
        aside = ('<aside id="secondary" class="widget-area">%s<section id="top-posts-2" class="widget widget_top-posts"><h2 class="widget-title">%s</h2><ul class="widgets-list-layout no-grav">%s</ul></section>'
                 '<section id="block-7" class="widget widget_block"><div class="wp-block-group has-background%s" style="background-color:#eeeeee"><h2%s>%s</h2><p>%s</p>%s</div></section>'
                 '<section id="text-5" class="widget widget_text"><h2 class="widget-title">%s</h2><div class="textwidget"><p>%s</p><p><a class="wp-block-button__link" href="https://%s/donate/">%s</a></p></div></section></aside><!-- #secondary -->') % (
            republish_widget("") if rep_side else "", popular_label, "".join(
                '<li><a href="https://%s/%d/%02d/%02d/%s/" title="%s" class="bump-view" data-bump-view="tp">%s</a><div class="widgets-list-layout-links"><a href="https://%s/%d/%02d/%02d/%s/" class="bump-view" data-bump-view="tp">%s</a></div></li>' % (
                    host, pub.year, pub.month, k + 1, slug(x), esc(x), img(40, 40, x, "widgets-list-layout-blavatar"), host, pub.year, pub.month, k + 1, slug(x), esc(x)) for k, x in enumerate(popular)),
            lay, ' class="wp-block-heading"' if late else "", esc(nl_head), esc(nl_copy), subscribe_form(), esc(pitch_head), esc(pitch), host, esc(button))
    primary = '<section id="primary" class="content-area category-%s"><main id="main" class="site-main">%s%s%s</main><!-- #main --></section><!-- #primary -->' % (
        csl, top, main_content, aside)
    footer = ('<footer id="colophon" class="site-footer"><div class="footer-branding"><div class="wrapper">%s</div><!-- .wrapper --></div><!-- .footer-branding -->'
              '<div class="footer-widgets"><div class="wrapper"><div class="footer-widgets-contain"><section id="text-2" class="widget widget_text"><h2 class="widget-title">About Us</h2><div class="textwidget"><p>%s</p></div></section>'
              '<section id="nav_menu-2" class="widget widget_nav_menu"><h2 class="widget-title">Sections</h2><div class="menu-sections-container">%s</div></section>'
              '<section id="nav_menu-3" class="widget widget_nav_menu"><h2 class="widget-title">%s</h2><div class="menu-about-container">%s</div></section></div></div></div>'
              '<div class="site-info"><div class="wrapper site-info-contain"><span class="copyright">&copy; %d %s.</span><a href="https://newspack.com/" class="imprint">%s</a>'
              '<a class="privacy-policy-link" href="https://%s/privacy-policy/" rel="privacy-policy">Privacy Policy</a></div><!-- .wrapper --></div><!-- .site-info --></footer><!-- #colophon -->') % (
        logo, esc(mission), menu_ul("menu-sections", menu, "menu"), esc(site), util_ul("menu-about"), year_now, esc(site),
        "Proudly powered by Newspack by Automattic" if era >= 2022 else "Proudly powered by Newspack, a service of WordPress.com", host)
    ld = ""
    if yoast:
        ld = ('<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"NewsArticle","@id":"%s#article","isPartOf":{"@id":"%s"},'
              '"author":[%s],"headline":"%s","datePublished":"%s","dateModified":"%s","mainEntityOfPage":{"@id":"%s"},"articleSection":["%s"],"inLanguage":"en-US"},'
              '{"@type":"Organization","@id":"https://%s/#organization","name":"%s","url":"https://%s/"}]}</script>') % (
            permalink, permalink, ",".join('{"name":"%s","@id":"https://%s/#/schema/person/%s"}' % (esc(a[0]), host, hexs(32)) for a in authors),
            esc(t), w3c(pub), w3c(modified or pub), permalink, esc(section), host, esc(site), host)
    scripts = ("" if amp else '<script id="newspack-blocks-donate-js-extra">var newspack_blocks_data = {"streamlined_block_stripe_badge":"","currency":"USD"};</script>'
               '<script src="https://%s/wp-content/plugins/newspack-blocks/dist/donateStreamlined.js?ver=%s" id="newspack-blocks-donate-js" defer></script>' % (host, hexs(8)))
    if republish and not amp:
        scripts += '<script src="https://%s/wp-content/plugins/republication-tracker-tool/assets/widget.js?ver=%d" id="republication-tracker-tool-js-js"></script>' % (host, rtt_ver)
    return ('%s%s<div id="page" class="site"><a class="skip-link screen-reader-text" href="#content">Skip to content</a>%s<div id="content" class="site-content">%s</div><!-- #content -->%s</div><!-- #page -->%s'
            '<link rel="stylesheet" id="newspack-style-css" href="https://%s/wp-content/themes/%s/style.css?ver=%s" media="all" />') % (
        ld, mobile, masthead, primary, footer, scripts, host, child, ver)

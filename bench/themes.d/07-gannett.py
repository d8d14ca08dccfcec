# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

# One more, written after every rule above and before any run of it: a
# story on a Gannett (USA TODAY Network) local paper's site.
# (the masthead, "%s" the city; the host's suffix; the paper's short name)
GN_PAPERS = [("%s Free Press", "freep", "Free Press"), ("The %s Courier Journal", "-courier-journal", "Courier Journal"),
             ("The %s Tennessean", "tennessean", "Tennessean"), ("%s Star", "star", "Star"), ("The %s Enquirer", "enquirer", "Enquirer"),
             ("The %s Register", "register", "Register"), ("%s Journal Sentinel", "-journal-sentinel", "Journal Sentinel"),
             ("The %s Dispatch", "dispatch", "Dispatch"), ("%s Press-Citizen", "-press-citizen", "Press-Citizen"),
             ("The %s Republic", "republic", "Republic"), ("%s Democrat and Chronicle", "-democratandchronicle", "Democrat and Chronicle"),
             ("The %s Times Herald", "timesherald", "Times Herald"), ("%s Daily Record", "dailyrecord", "Daily Record")]
# the story's section path for the site's category
GN_SECTIONS = {"News": "news/local", "Politics": "news/politics", "Travel": "travel", "Food": "entertainment/dining",
               "Music": "entertainment/music", "Books": "entertainment/books", "Design": "life/home-garden"}
GN_NAV = [("News", "news"), ("Sports", "sports"), ("Things to Do", "things-to-do"), ("Opinion", "opinion"), ("Obituaries", "obituaries"),
          ("eNewspaper", "enewspaper"), ("Legals", "legals")]
GN_TOPICAL = ["Previously:", "Catch up:", "Opinion:", "Background:", "Also:", "Go deeper:", "In case you missed it:"]
GN_INFO = ["When:", "Where:", "Cost:", "Tickets:", "Hours:", "Info:", "Details:", "Admission:"]


def gannett(r, t, body, cat, cs):
    """A story on a Gannett (USA TODAY Network) local paper's site, as
    a city's Free Press, Courier Journal, Tennessean or Star writes
    it, one design a site.  Most sites in the "gnt_" markup of
    2020-2022 or of 2023-2024: the header's nav, "Subscribe" and "Sign
    In"; article.gnt_pr: the h1.gnt_ar_hl headline, an h2.gnt_ar_shl
    subheadline on a few pages, a lead video's aside.gnt_em_vp after it
    on some pages (its title a data attribute on the later design,
    shown on the earlier), div.gnt_ar_by's bylines (a.gnt_ar_by_a with
    the author's avatar "Portrait of NAME" on the later sites and some
    earlier ones, "and" between two authors, "The Associated Press"
    alone on the wire's stories) over div.gnt_ar_pb's masthead ("USA
    TODAY" or "USA TODAY NETWORK" for the network's reporters), the
    date only in div.gnt_ar_dt's aria-label ("Published 6:02 a.m. ET
    Oct. 5, 2023 Updated 7:18 a.m. ET Oct. 5, 2023"), the share
    buttons' aria-labels; then div.gnt_ar_b: the lead photo's
    figure.gnt_em__fp (its caption and credit only in the img's alt and
    the data-c-caption and data-c-credit attributes of an empty box),
    the paragraphs in p.gnt_ar_b_p, short ones of one to three
    sentences, inline links on a few words, the first opening on a
    dateline ("LANSING \u2014 ", the later USA TODAY's " \u2212 " on some
    sites) on some pages, "CITY, State (AP) \u2014 " on the wire's,
    subheadings in h2.gnt_ar_b_h2 or bold paragraphs, lists in
    ul.gnt_ar_b_ul (a paragraph closing on ":" before them, or an "If
    you go" heading over "When:" and "Where:" items), "Related:",
    "More:" or "READ MORE:" lines (the later design's strong.gnt_ar_b_al label run
    against the link, a topical label at times, "Previously:"), or the
    link alone in bold, in paragraphs of the story's own class,
    aside.gnt_xmst advertisements every few paragraphs, inset pictures,
    a mid-story video, a "View Gallery" promo (a.gnt_em_gl, its title
    and description in attributes), a pull quote (aside.gnt_em_pq, its
    words in data attributes), a tweet loaded by a script, "Need a
    break? Play the USA TODAY Daily Crossword Puzzle." on some later
    sites, the "Support local journalism" subscribe box among the
    paragraphs or after them on most sites, and at the end the
    contributors' line ("Contributing: NAME, USA TODAY") at times, the
    reporter's contact line in the story's class ("Contact NAME at
    EMAIL or follow on X @HANDLE.", "Follow him on Twitter", "NAME
    covers ... Reach her at ..."), in italics on some sites, a "Support
    local journalism" line in italics on some; the ld+json's
    description; "Most Popular" in the right rail or after the article,
    "Latest" as a filmstrip of titles (their briefs in data-c-br), the
    footer's columns and "\u00a9 2023 www.HOST. All rights reserved.".
    The others in the older markup of 2019-2021: the site-masthead
    ("SUBSCRIBE NOW to get home delivery"), the utility bar's share and
    comments flyouts ("Share This Story!", "Join the Nation's
    Conversation"), h1.asset-headline, div.asset-metabar's author, "NAME,
    MASTHEAD" and "Published 6:02 a.m. ET Oct. 5, 2019 | Updated 44
    minutes ago", then div.asset-double-wide.p402_premium between the
    cxenseparse comments: the lead photo's caption span.cutline and
    "(Photo: NAME/MASTHEAD)" or the video asset's pluto bars ("CLOSE",
    "Skip in", "Embed") and its description, the inline share tools
    ("CONNECT", "TWEET", "COMMENT", "EMAIL" and counts) over and under
    the text, p.speakable-p-1.p-text, p.speakable-p-2.p-text and
    p.p-text paragraphs, h2.presto-h2 subheadings, lists, "More:" lines
    in p.p-text, captioned pictures, partner ad slots, the contact line
    in italics, "Read or Share this story: https://..." and the
    subscription promo, the right rail's "Most Popular" list, Taboola's
    empty grids, "Latest" and the json/pageinfo script holding the
    description.  No paywall is shown (free stories); no comments.  The feed's
    description is the story's summary (og:description): a sentence
    written for it, or the lede's first sentence, on the page only in
    the scripts, or as the subheadline where one is shown.  The truth:
    the subheadline where shown (TEASER), the paragraphs (the dateline
    kept in the first), the subheadings, the list items ("When: ..." as
    read); not the headline, bylines, dates, captions and credits, the
    videos' titles and descriptions, the related lines (their headlines
    counted as leaks), the crossword line, the subscribe box and line,
    the share tools, "Read or Share this story:", "Most Popular",
    "Latest" nor the footer; the contact and contributors' lines
    (credits, as the byline is) are neither the text nor counted."""
    rs = random.Random(BLOG[0] + " gannett")
    city = LEXICON[rs.randrange(len(LEXICON))].title()
    mtpl, hsfx, short = rs.choice(GN_PAPERS)
    mast = mtpl % city
    host = "www.%s%s.com" % (city.lower(), hsfx)
    dom = host[4:]
    code = "P" + "".join(rs.choice("ABCDEFGHIJKLMNOPRSTUVWXYZ") for _ in range(3))   # the site code in the pictures' paths
    old = DATE_STYLE == 3 or (DATE_STYLE == 1 and rs.random() < 0.25)   # the asset-double-wide markup of 2019-2021
    late = not old and rs.random() < 0.55         # the gnt_ markup of 2023-2024, or of 2020-2022
    avatar = late or rs.random() < 0.35           # the author's portrait in the byline
    rel_label = rs.choice(["Related:", "More:", "READ MORE:", "Read more:", "MORE:"]) if not old else rs.choice(["More:", "More:", "Related:", "MORE:"])
    rel_bare = not old and rs.random() < 0.2      # the related line a bold link alone
    topical = late and rs.random() < 0.5          # a topical label at times ("Previously:")
    contact_styles = [2, 1, 4] if old else [0, 1, 3, 4] if late else [1, 2, 3, 4]
    contact_style = rs.choice(contact_styles)
    contact_em = rs.random() < 0.5
    bold_heads = rs.random() < 0.3                # subheadings as bold paragraphs
    dash = " \u2212 " if late and rs.random() < 0.35 else " \u2014 "
    crossword = late and rs.random() < 0.45
    sub_box = rs.choice(["mid", "end", "end", None])
    sub_line = rs.random() < 0.3
    sub_text = rs.choice(["Subscribe to the %s for unlimited access to local news, sports and more." % short,
                          "Your subscription makes our reporting possible. Get unlimited digital access to the %s." % short,
                          "Subscribe today and get unlimited access to the %s's journalism on any device." % short])
    sub_line_text = rs.choice(["Support local journalism. Subscribe to the %s." % short,
                               "Want more stories like this? Support local journalism and subscribe to the %s." % short,
                               "Support local journalism: Subscribe to the %s today." % short])
    pop_in_rail = rs.random() < 0.5
    sec = GN_SECTIONS.get(cat, "news/local")
    OWN_HOST[0] = host

    lw = lambda: LEXICON[int(len(LEXICON) * r.random() ** 2)]
    slugify = lambda s: "-".join(x for x in ("".join(c for c in w.lower() if c.isalnum()) for w in s.split()[:9]) if x)

    def hed():
        # a headline in sentence case, as the papers write theirs
        w = [word(r) for _ in range(r.randint(5, 12))]
        s = " ".join(w)
        s = s[0].upper() + s[1:]
        return s + ("?" if r.random() < 0.06 else "")

    def head_text():
        s = " ".join(word(r) for _ in range(r.randint(2, 7)))
        s = s[0].upper() + s[1:]
        return s + r.choice(["", "", "", "", "", "?"])

    def dt_iso(x):
        return x.strftime("%Y-%m-%dT%H:%M:%S") + ("-04:00" if 3 < x.month < 11 else "-05:00")

    def gdate(x):
        return "%d:%02d %s ET %s %d, %d" % ((x.hour + 11) % 12 + 1, x.minute, "a.m." if x.hour < 12 else "p.m.",
                                             AP_MONTHS.get(MONTHS[x.month - 1], MONTHS[x.month - 1]), x.day, x.year)

    def asset_id():
        if late:
            return "%d007" % r.randint(69000000, 76999999)
        return "%d%s" % (r.randint(1000000, 9999999) if old else r.randint(4000000, 9999999), r.choice(["001", "002"]))

    def story_url(h, x=None, s=None):
        x = x or pub - datetime.timedelta(days=r.randint(0, 40))
        return "https://%s/story/%s/%d/%02d/%02d/%s/%s/" % (host, s or sec, x.year, x.month, x.day, slugify(h), asset_id())

    def pic_path(x, w, h, crop=True):
        k = "%08x-%04x-%04x-%04x-%012x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(16), r.getrandbits(16), r.getrandbits(48))
        if late:
            base = "/gcdn/authoring/authoring-images/%d/%02d/%02d/%s/%s-%s.jpg" % (x.year, x.month, x.day, code, asset_id(), r.choice(["img", "gty", "ap", "usat"]) + "-%d" % r.randint(1000, 99999999))
        else:
            base = "/gcdn/presto/%d/%02d/%02d/%s/%s-%s.JPG" % (x.year, x.month, x.day, code, k, r.choice(["IMG_%04d" % r.randint(1, 9999), "AP_%d" % r.randint(10 ** 11, 10 ** 12), "DSC_%04d" % r.randint(1, 9999)]))
        q = "?%swidth=%d&amp;height=%d&amp;%sformat=pjpg&amp;auto=webp" % ("crop=%d,%d,x0,y%d&amp;" % (w * 6, h * 6, r.randint(0, 400)) if crop else "", w, h, "" if crop else "fit=crop&amp;")
        return base, q

    def credit():
        n = r.choice(NAMES[:10])
        if old:
            return r.choice(["(Photo: %s/%s)" % (n, mast), "(Photo: %s/USA TODAY NETWORK)" % n, "(Photo: %s/AP)" % n, "(Photo: Getty Images)", "(Photo: Special to %s)" % mast,
                             "(Photo: Provided)"])
        return r.choice(["%s, %s" % (n, mast), "%s/USA TODAY NETWORK" % n, "%s, USA TODAY" % n, "%s/AP" % n, "Getty Images", "Provided by %s" % n, "Special to the %s" % short])

    def img_html(x, cap, cls, w=660, h=372):
        base, q = pic_path(x, w, h)
        src = base + q
        src2 = base + q.replace("width=%d&amp;height=%d" % (w, h), "width=%d&amp;height=%d" % (2 * w, 2 * h))
        if late:
            im = '<img class="gnt_em_img_i" fetchpriority="%s" data-g-r="lazy" decoding="async" alt="%s" width="%d" height="%d" src="https://%s%s" srcset="%s 2x">' % (
                "high" if "__fp" in cls else "low", esc(cap), w, h, host, src, src2)
            return ('<figure class="gnt_em gnt_em_img %s">%s<div class="gnt_em_img_ccw gnt_em_img_ccw__cap gnt_em_img_ccw__crd" data-c-caption="%s" data-c-credit="%s"></div></figure>' % (
                cls, im, esc(cap), esc(credit())))
        im = '<img class="gnt_em_img_i" data-gl-src="%s" data-gl-srcset="%s 2x" alt="%s" width="%d" height="%d" decoding="async"%s>' % (
            src, src2, esc(cap), w, h, ' elementtiming="ar-lead-image"' if "__fp" in cls else "")
        return ('<figure class="gnt_em gnt_em_img %s">%s<figcaption class="gnt_em_img_ccw" data-c-caption="%s" data-c-credit="%s"></figcaption></figure>' % (
            cls, im, esc(cap), esc(credit())))

    def video_html(x, lead, extras):
        vt, vd = hed(), sentence(r, 10, 22)
        vid = asset_id()
        base, q = pic_path(x, 660, 372)
        data = {"id": vid, "title": vt, "headline": vt, "url": "/videos/%s/%d/%02d/%02d/%s/%s/" % (sec.split("/")[0], x.year, x.month, x.day, slugify(vt), vid),
                "image": {"url": base}, "duration": "%d:%02d" % (r.randint(0, 4), r.randint(0, 59)), "promoBrief": vd, "adsEnabled": True}
        if not late:
            extras.append(vt)
        return ('<aside class="gnt_em gnt_em_vp gnt_em_vp__tp%s" aria-label="Video player" data-c-vpattrs="%s"><button class="gnt_em_vp_a" aria-label="Play Video: %s" data-c-vpdata="%s" data-t-l=":l|l|c|video play">'
                '<img class="gnt_em_vp_img" src="%s%s" alt="" width="660" height="372" decoding="async"%s><svg class="gnt_em_vp_pb" aria-hidden="true"><use xlink:href="#gnt_svg_play"></use></svg></button>%s</aside>') % (
            " gnt_em__fp" if lead else "", esc(json.dumps({"autoplay": lead, "mute": True, "adsEnabled": True, "placement": "inline" if not lead else "lead"})), esc(vt),
            esc(json.dumps(data)), base, q, ' elementtiming="ar-lead-image"' if lead else "",
            '<div class="gnt_em_t gnt_em_vp_t" data-c-et="%s" aria-label="%s"></div>' % (esc(vt), esc(vd)) if late else
            '<div class="gnt_em_t gnt_em_vp_t" aria-label="%s"><span class="gnt_em_vp_tt">%s</span><span class="gnt_em_vp_du">%s</span></div>' % (esc(vd), esc(vt), data["duration"]))

    def linkify(s, cls, attrs):
        # a few words of the paragraph linked, its text the same
        w = s.split(" ")
        if len(w) < 6 or r.random() > 0.3:
            return esc(s)
        a = r.randrange(0, len(w) - 3)
        b = a + r.randint(2, 4)
        u = story_url(hed())
        if r.random() < 0.4:
            u = u[len("https://%s" % host):] if old else u
        return "%s%s<a %shref=\"%s\"%s>%s</a>%s%s" % (esc(" ".join(w[:a])), " " if a else "", cls, u, attrs, esc(" ".join(w[a:b])), " " if b < len(w) else "", esc(" ".join(w[b:])))

    # the page's data
    year = r.choice([2019, 2020, 2021] if old else [2023, 2024] if late else [2020, 2021, 2022])
    pub = datetime.datetime(year, r.randint(1, 12), r.randint(1, 28), r.randint(5, 22), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(12, 26 * 60)) if r.random() < 0.6 else None
    x = r.random()
    wire = "The Associated Press" if x < 0.05 else ""
    usat = not wire and x < 0.12               # a USA TODAY reporter's story
    authors = [] if wire else r.sample(NAMES[:10], 2 if r.random() < 0.2 else 1)
    network = not wire and not usat and r.random() < 0.1   # a reporter of another paper of the network
    paras = []
    for p in body:   # the papers' short paragraphs: one to three sentences
        ss = word_sents(p)
        while ss:
            k = r.choice([1, 1, 2, 2, 2, 3])
            paras.append(" ".join(ss[:k]))
            ss = ss[k:]
    lede = paras[0]
    if wire or r.random() < 0.16:
        place = r.choice(["WASHINGTON", "NEW YORK", lw().upper(), lw().upper() + ", " + r.choice(STATES)]) + " (AP)" if wire else r.choice([city.upper(), lw().upper()])
        paras[0] = place + dash + paras[0]
    n = len(paras)
    shl = not old and r.random() < 0.12
    summary = sentence(r, 12, 28) if shl or r.random() < 0.55 else word_sents(lede)[0]
    if shl:
        TEASER.append(summary)
    else:
        DESC.append(summary)

    # where the parts go among the paragraphs (after paragraph i)
    heads = set(r.sample(range(3, n - 1), min(r.randint(1, 3), max(0, n - 4)))) if n >= 7 and r.random() < 0.55 else set()
    lst_at, lst_kind = (r.randrange(1, n), r.choice(["plain", "plain", "info"])) if n >= 4 and r.random() < 0.25 else (-1, "")
    rel_k = r.choice([0, 1, 1, 2, 2, 3])
    rel_at = set(r.sample(range(1, n - 1), min(rel_k, n - 2))) if n >= 3 else ({n - 1} if r.random() < 0.3 else set())
    ad_at = set(range(2, n - 1, r.choice([4, 5]))) if n > 3 else set()
    insets = set(r.sample(range(1, n), min(r.choice([0, 0, 1, 1, 2]), n - 1))) if n > 1 else set()
    lead_kind = r.choice(["img", "img", "img", "video", None]) if not old else r.choice(["img", "img", "img", "video", None])
    mid_video = r.randrange(2, n) if n >= 4 and lead_kind != "video" and r.random() < 0.15 else -1
    gal_at = r.randrange(1, n) if n >= 3 and not old and r.random() < 0.12 else -1
    pq_at = r.randrange(3, n) if n >= 6 and not old and r.random() < 0.1 else -1
    tw_at = r.randrange(1, n) if n >= 3 and not old and r.random() < 0.06 else -1
    cw_at = r.randrange(n // 2, n) if crossword and n >= 3 and r.random() < 0.6 else -1
    sub_at = (n * 3 // 5) if sub_box == "mid" and n >= 5 else -1
    heads.discard(lst_at)
    if lst_kind == "plain":
        paras[lst_at - 1] = paras[lst_at - 1][:-1] + ":" if paras[lst_at - 1][-1:] in ".?!" else paras[lst_at - 1] + ":"
    extras = []
    story = []
    out = []
    p_cls = "gnt_ar_b_p"
    a_cls = 'class="gnt_ar_b_a" ' if not old else ""
    a_attrs = ' data-t-l=":b|e|k|${u}" target="_blank" rel="noopener"' if late else ' data-t-l="|inline|intext|n/a"' if not old else ""
    rel_no = [0]

    def para_html(k, s):
        if old:
            cls = "speakable-p-%d p-text" % (k + 1) if k < 2 else "p-text"
            return '<p class="%s">%s</p>' % (cls, linkify(s, a_cls, a_attrs))
        return '<p class="%s">%s</p>' % (p_cls, linkify(s, a_cls, a_attrs))

    def head_html(h):
        if bold_heads:
            return '<p class="%s"><strong>%s</strong></p>' % ("p-text" if old else p_cls, esc(h))
        return '<h2 class="%s">%s</h2>' % ("presto-h2" if old else "gnt_ar_b_h2", esc(h))

    def rel_html():
        h = hed()
        extras.append(h)
        u = story_url(h)
        rel_no[0] += 1
        if old:
            return '<p class="p-text"><strong>%s</strong> <a href="%s" data-track-label="inline|intext|n/a">%s</a></p>' % (rel_label, u, esc(h))
        if rel_bare:
            return '<p class="%s"><strong><a class="gnt_ar_b_a" href="%s"%s>%s</a></strong></p>' % (p_cls, u, a_attrs, esc(h))
        label = r.choice(GN_TOPICAL) if topical and r.random() < 0.4 else rel_label
        if late:
            return ('<p class="%s"><strong class="gnt_ar_b_al">%s</strong><a href="%s" target="_blank" rel="noopener" data-t-l=":b|e|spike click:%d|${u}" class="gnt_ar_b_a">%s</a></p>'
                    % (p_cls, esc(label), u, rel_no[0] + 4, esc(h)))
        return '<p class="%s"><strong>%s</strong> <a class="gnt_ar_b_a" href="%s"%s>%s</a></p>' % (p_cls, esc(label), u, a_attrs, esc(h))

    def info(lab):
        # an "If you go" item's value, as the papers write them
        day = pub + datetime.timedelta(days=r.randint(1, 30))
        wd = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][day.weekday()]
        hr = lambda: "%d%s %s" % (r.randint(1, 11), r.choice(["", "", ":30"]), r.choice(["a.m.", "p.m.", "p.m."]))
        place = lambda: "%s %s" % (lw().title(), r.choice(["Park", "Center", "Hall", "Theatre", "Brewing Co.", "Library", "Arena", "Fairgrounds"]))
        if lab == "When:":
            return "%s %s, %s %d" % (hr(), wd, AP_MONTHS.get(MONTHS[day.month - 1], MONTHS[day.month - 1]), day.day)
        if lab == "Where:":
            return "%s, %d %s %s" % (place(), r.randint(10, 9999), lw().title(), r.choice(["St.", "Ave.", "Road", "Blvd.", "Drive"]))
        if lab in ("Cost:", "Admission:", "Tickets:"):
            return r.choice(["Free", "$%d" % r.randint(5, 60), "$%d-$%d" % (r.randint(5, 30), r.randint(35, 120)), "$%d in advance, $%d at the door" % (r.randint(10, 25), r.randint(26, 40))]) + (
                " at %s.com" % lw() if lab == "Tickets:" and r.random() < 0.5 else "")
        if lab == "Hours:":
            return "%s-%s %s" % (hr(), hr(), r.choice(["daily", "Tuesday-Sunday", "Fridays and Saturdays", "weekdays", wd]))
        s = " ".join(word(r) for _ in range(r.randint(3, 9)))
        return s[0].upper() + s[1:] + "."

    def list_html():
        if lst_kind == "info":
            h = r.choice(["If you go", "If you go", "Want to go?", "What to know", "Details"])
            labs = r.sample(GN_INFO, r.randint(2, 5))
            labs = [x for x in labs if x != "Admission:" or "Cost:" not in labs]
            items = [(lab, info(lab)) for lab in labs]
            story.append(h)
            story.extend("%s %s" % x for x in items)
            lis = "".join("<li><strong>%s</strong> %s</li>" % (esc(a), esc(b)) for a, b in items)
            return head_html(h) + ('<ul>%s</ul>' % lis if old else '<ul class="gnt_ar_b_ul">%s</ul>' % lis)
        items = [sentence(r, 4, 14) for _ in range(r.randint(3, 6))]
        story.extend(items)
        lis = "".join("<li>%s</li>" % esc(x) for x in items)
        return '<ul>%s</ul>' % lis if old else '<ul class="gnt_ar_b_ul">%s</ul>' % lis

    def ad_html(k):
        if old:
            return '<aside id="module-position-%s" class="story-asset poster-ad-asset"><div class="partner-placement poster-ad-asset-module partner-inline-ad-%d"></div></aside>' % (
                "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_") for _ in range(11)), k)
        return '<aside aria-label="advertisement" class="gnt_xmst" data-g-s="mst_%d"></aside>' % k

    def sub_box_html():
        extras.extend(["Support local journalism", sub_text])
        if old:
            return ('<aside class="story-asset subscription-promo-asset"><div class="subscription-promo"><h4 class="subscription-promo-title">Support local journalism</h4>'
                    '<p class="subscription-promo-text">%s</p><a class="subscription-promo-btn" href="https://offers.%s/specialoffer?gps-source=CPSTORYPROMO" target="_blank">Subscribe now</a></div></aside>') % (esc(sub_text), dom)
        return ('<aside class="gnt_em gnt_em_so" aria-label="Subscribe" data-t-l=":b|e|subscribe promo"><div class="gnt_em_so_hl">Support local journalism</div><div class="gnt_em_so_t">%s</div>'
                '<a class="gnt_em_so_btn" href="https://offers.%s/specialoffer?gps-source=CPSUBPROMO" data-t-l=":b|e|subscribe promo|subscribe">Subscribe now</a></aside>') % (esc(sub_text), dom)

    # the lead, then the text
    lead_top = ""
    if lead_kind == "img":
        cap = sentence(r, 8, 20)
        if old:
            base, q = pic_path(pub, 534, 401)
            lead_top = ('<div id="module-position-%s" class="story-asset story-metadata-asset"><div class="article-metadata-wrap"><section class="storymetadata-bucket expandable-photo-module story-expandable-photo-module">'
                        '<aside itemprop="associatedMedia" itemscope itemtype="http://schema.org/ImageObject" class="single-photo expandable-collapsed"><div class="image-wrap">'
                        '<img class="expand-img-horiz" itemprop="url" src="https://www.gannett-cdn.com%s%s" alt="%s"><span class="toggle"></span><meta itemprop="name" content="%s"></div>'
                        '<p class="image-credit-wrap"><span class="js-caption-wrapper"><span class="cutline js-caption">%s</span><meta itemprop="copyrightHolder" content=""><span class="credit">%s</span></span></p>'
                        '</aside></section></div></div>') % ("P%010x" % r.getrandbits(40), base, q, esc(slugify(t)), esc(slugify(t)), esc(cap), esc(credit()))
        else:
            out.append(img_html(pub, cap, "gnt_em__fp", 660, 372))
    elif lead_kind == "video":
        if old:
            vt, vd = hed(), sentence(r, 12, 26)
            extras.append(vd)
            lead_top = ('<div id="module-position-%s" class="story-asset video-asset"><div class="ui-video-wrapper" itemprop="video" itemscope itemtype="http://schema.org/VideoObject">'
                        '<div class="js-video-placeholder video-placeholder smallarticleattophtml5"></div><div class="js-ui-video-init ui-pluto-video js-ui-pluto-video story-video inline-story-video priority smallarticleattophtml5" style="width: 540px; height: 304px;">'
                        '<div class="js-ptb pluto-title-bar"><div class="pluto-title-bar-vcenter pluto-title-bar-text"></div><div class="js-ptb-close pluto-title-bar-vcenter pluto-title-bar-close"><div>CLOSE<img class="pluto-title-bar-close-icon" src="/images/sprites/icon_close.png"></div></div></div>'
                        '<div class="ui-pluto-still"><img src="https://www.gannett-cdn.com/-mm-/%040x/r=540/https/videos.usatoday.net/Brightcove3/29906170001/%d%02d/%d/29906170001_%d_%d-vs.jpg" width="540px" height="304px" class="ui-pluto-still-img"></div>'
                        '<div class="pluto-ad-overlay pluto-ad-hide"><span class="pluto-ad-msg pluto-ad-hide"><span class="pluto-skip-text">Skip in </span></span><a class="pluto-skip-ad-button pluto-ad-hide" href="#"><span class="pluto-skip-text">Skip</span></a></div>'
                        '<div class="pluto-embed-overlay"><span class="js-close-embed-overlay close-embed-overlay">x</span><div class="embed-overlay-message"><p class="pluto-embed-overlay-title">Embed</p></div></div>'
                        '<div class="pluto-share-overlay"><span class="close-share-overlay">x</span><div class="pluto-social-link-options"><p class="pluto-share-overlay-title">Share</p></div></div>'
                        '<script type="json/data" class="ui-video-data">%s</script></div><div class="ui-video-controls story-video inline-story-video priority" style="width: 540px;">'
                        '<p class="video-desc" itemprop="description">%s <span class="credit">%s</span></p></div></div></div>') % (
                "P%010x" % r.getrandbits(40), r.getrandbits(160), pub.year, pub.month, r.randint(1000, 9999), r.randint(5 * 10 ** 12, 6 * 10 ** 12), r.randint(5 * 10 ** 12, 6 * 10 ** 12),
                json.dumps({"title": vt, "description": vd, "type": "video", "length": "%d:%02d" % (r.randint(0, 3), r.randint(0, 59)), "credit": mast}).replace("</", "<\\/"), esc(vd), esc(mast))
        else:
            lead_top = video_html(pub, True, extras)
    if old:
        counts = [r.randint(0, 2000), r.randint(0, 80)]
        share_tools = lambda where: ('<div id="module-position-%s" class="story-asset inline-share-tools-asset"><div class="inline-share-tools asset-inline-share-tools asset-inline-share-tools-%s">'
                                     '<span class="inline-share-btn inline-share-btn-facebook" data-share-method="facebook"><span class="inline-share-count inline-share-count-facebook">%d</span><span class="inline-share-btn-label inline-share-btn-label-facebook">CONNECT</span></span>'
                                     '<a class="inline-share-btn inline-share-btn-twitter" data-share-method="twitter" href="https://twitter.com/intent/tweet?url=https%%3A//%s%s&amp;via=%s" target="_blank" rel="nofollow"><span class="inline-share-btn-label inline-share-btn-label-twitter">TWEET</span></a>'
                                     '<a class="inline-share-btn inline-share-btn-linkedin" data-share-method="linkedin" href="http://www.linkedin.com/shareArticle?url=https%%3A//%s%s&amp;mini=true" target="_blank" rel="nofollow"><span class="inline-share-btn-label inline-share-btn-label-linkedin">LINKEDIN</span></a>'
                                     '<span class="inline-share-btn inline-share-btn-comments" data-share-method="comments"><span class="inline-share-count inline-share-count-comments">%d</span><span class="inline-share-btn-label inline-share-btn-label-comments">COMMENT</span></span>'
                                     '<span class="inline-share-btn inline-share-btn-email" data-share-method="email"><span class="inline-share-btn-label inline-share-btn-label-email">EMAIL</span></span>'
                                     '<span class="inline-share-btn inline-share-btn-more" data-share-method="facebook"><span class="inline-share-btn-label inline-share-btn-label-more">MORE</span></span></div></div>') % (
            "P%010x" % r.getrandbits(40), where, counts[0], host, SLUG[0], city.lower(), host, SLUG[0], counts[1])
        out.append(share_tools("top"))
    for i, p in enumerate(paras):
        if i in heads:
            h = head_text()
            story.append(h)
            out.append(head_html(h))
        story.append(p)
        out.append(para_html(i, p))
        if i == lst_at - 1:
            out.append(list_html())
        if i in rel_at:
            out.append(rel_html())
        if i in insets:
            if old:
                base, q = pic_path(pub, 540, 405, False)
                cap = sentence(r, 8, 20)
                out.append('<div id="module-position-%s" class="story-asset image-asset"><figure class="image-wrap"><img class="image-asset-img" src="https://www.gannett-cdn.com%s%s" alt="%s"></figure>'
                           '<p class="image-credit-wrap"><span class="js-caption-wrapper"><span class="cutline js-caption">%s</span><span class="credit">%s</span></span></p></div>' % (
                               "P%010x" % r.getrandbits(40), base, q, esc(cap), esc(cap), esc(credit())))
            else:
                out.append(img_html(pub, sentence(r, 6, 18), "gnt_em_img__inset", 300, r.choice([200, 225, 400, 437, 450])))
        if i == mid_video:
            out.append(video_html(pub, False, extras) if not old else "")
        if i == gal_at:
            gt = hed()
            base, q = pic_path(pub, 660, 372)
            out.append('<a class="gnt_em gnt_em_gl gnt_em__el" href="https://%s/picture-gallery/%s/%d/%02d/%02d/%s/%s/" data-t-l=":l|l|c|view gallery:inline promo" aria-label="View Gallery - %s" data-c-id="%s">'
                       '<img class="gnt_em_gl_i" data-g-r="lazy" decoding="async" alt="" width="660" height="372" src="%s%s"><div class="gnt_em_gl_i_nt"></div>'
                       '<div class="gnt_em_gl_vg" data-c-tc="%d"><svg class="gnt_em_gl_vg_svg__ca"><use xlink:href="#gnt_svg_camera"></use></svg><svg class="gnt_em_gl_vg_svg"><use xlink:href="#gnt_svg_expand"></use></svg></div>'
                       '<div class="gnt_em_t gnt_em_t__hb" data-c-et="%s" aria-label="%s"></div></a>' % (
                           host, sec, pub.year, pub.month, pub.day, slugify(gt), asset_id(), esc(gt), asset_id(), base, q, r.randint(6, 60), esc(gt), esc(sentence(r, 10, 20))))
        if i == pq_at:
            q_ = word_sents(paras[r.randrange(0, i)])[0]
            out.append('<aside class="gnt_em gnt_em_pq" aria-label="Pull quote" data-c-pq="\u201c%s\u201d" data-c-cr="%s"></aside>' % (esc(q_), esc(r.choice(NAMES[:10]))))
        if i == tw_at:
            out.append('<aside class="gnt_em gnt_em_tw" data-gl-method="loadTwitter" data-v-id="%d" aria-label="Twitter embed"></aside>' % r.randint(10 ** 18, 2 * 10 ** 18))
        if i == cw_at:
            extras.append("Play the USA TODAY Daily Crossword Puzzle.")
            out.append('<p class="%s"><strong>Need a break?</strong> <a target="_blank" rel="noopener" data-t-l=":body nav (cw)|e|auto spike click:6|${u}" class="gnt_ar_b_a" '
                       'href="https://puzzles.usatoday.com/">Play the USA TODAY Daily Crossword Puzzle.</a></p>' % p_cls)
        if i == sub_at:
            out.append(sub_box_html())
        if i in ad_at:
            out.append(ad_html(len([a for a in ad_at if a <= i])))
    STORY[:] = story

    # the end: the contributors' line, the contact line, the subscribe line
    em = lambda s: "<em>%s</em>" % s if contact_em or old else s
    pcls = "p-text" if old else p_cls
    if r.random() < 0.12 and not wire:
        c = r.choice(["Contributing: %s, USA TODAY" % r.choice(NAMES[:10]), "Contributing: The Associated Press", "The Associated Press contributed to this report.",
                      "Contributing: %s, %s" % (r.choice(NAMES[:10]), mast)])
        out.append('<p class="%s">%s</p>' % (pcls, em(esc(c))))
    if authors and r.random() < 0.75:
        a = authors[0]
        first, last = a.split()[0], a.split()[-1]
        ra = random.Random(BLOG[0] + " contact " + a)   # the reporter's own address, number, handle
        email = "%s%s@%s" % (first[0].lower(), last.lower(), "usatoday.com" if usat else "gannett.com" if network else ra.choice([dom, dom, "gannett.com"]))
        phone = "%d-%d-%04d" % (ra.choice([313, 502, 615, 317, 513, 515, 414, 614, 319, 602, 585]), ra.randint(200, 999), ra.randint(0, 9999))
        hdl = ra.choice([first + last, first[0] + last, first + "_" + last, first + last + "News"])
        obj = ra.choice(["him", "her"])
        c = [("Contact %s at %s or follow on X @%s." % (a, email, hdl)),
             ("Contact %s at %s or %s. Follow %s on %s @%s." % (a, phone, email, obj, "X, formerly Twitter," if late else "Twitter", hdl)),
             ("Contact %s: %s. Follow %s on Twitter @%s." % (a, email, obj, hdl)),
             ("%s covers %s and %s for the %s. Reach %s at %s or %s." % (a, lw(), lw(), short, obj, email, phone)),
             ("Reach %s at %s." % (a, email))][contact_style]
        h = esc(c).replace(email, '<a %shref="mailto:%s">%s</a>' % (a_cls, email, email), 1)
        if "@" + hdl in c and not old:
            h = h.replace("@" + hdl + ".", '<a %shref="https://twitter.com/%s" target="_blank">@%s</a>.' % (a_cls, hdl, hdl), 1)
        out.append('<p class="%s">%s</p>' % (pcls, em(h)))
    if sub_line:
        extras.append(sub_line_text)
        out.append('<p class="%s"><em>%s</em></p>' % (pcls, esc(sub_line_text)) if old else
                   '<p class="%s"><em><a class="gnt_ar_b_a" href="https://offers.%s/specialoffer?gps-source=CPSUBLINE">%s</a></em></p>' % (pcls, dom, esc(sub_line_text)))
    if sub_box == "end" or (sub_box == "mid" and sub_at < 0):
        out.append(sub_box_html())

    popular = [hed() for _ in range(5)]
    other = lambda h: story_url(h, s=r.choice(list(GN_SECTIONS.values())))
    latest = [hed() for _ in range(r.choice([4, 5, 6]))]
    copy = "\u00a9 %d %s. All rights reserved." % (pub.year, host)
    extras.extend(popular + latest + ["Most Popular", copy])
    EXTRAS.extend(extras)
    who = lambda a: ('<a class="gnt_ar_by_a%s" href="https://%s/staff/%d/%s/" data-t-l=":byline%s|o|c|text">%s%s</a>' % (
        " gnt_ar_by_a__fi" if avatar else "", host, random.Random(BLOG[0] + " staff " + a).randint(10 ** 9, 9 * 10 ** 9), slugify(a), " with photo" if avatar else "",
        ('<img class="gnt_ar_by_i" src="/gcdn/authoring/authoring-images/%d/%02d/%02d/%s/%d007-%s.JPG?crop=1200,1200,x0,y0&amp;width=48&amp;height=48&amp;format=pjpg&amp;auto=webp" '
         'srcset="/gcdn/authoring/authoring-images/%d/%02d/%02d/%s/%d007-%s.JPG?crop=1200,1200,x0,y0&amp;width=96&amp;height=96&amp;format=pjpg&amp;auto=webp 2x" decoding="async" loading="eager" alt="Portrait of %s"> ' % (
             (lambda g: (g.randint(2019, 2022), g.randint(1, 12), g.randint(1, 28), code, g.randint(69000000, 76999999), slugify(a)))(random.Random(BLOG[0] + " face " + a)) * 2 + (a,)))
        if avatar else "", a))
    pb = "" if wire else "USA TODAY" if usat else "USA TODAY NETWORK" if network else mast
    popular_html = ('<div class="gnt_m gnt_m_mp" aria-label="Most Popular"><h2 class="gnt_m_mp_h">Most Popular</h2><ol class="gnt_m_mp_l">%s</ol></div>' % "".join(
        '<li class="gnt_m_mp_li"><a class="gnt_m_mp_a" href="%s" data-t-l=":r|mp|c|%d">%s</a></li>' % (other(x), k + 1, esc(x)) for k, x in enumerate(popular)))
    if old:
        metabar = ('<div class="asset-metabar">%s<span class="asset-metabar-time asset-metabar-item nobyline">Published %s%s</span></div>' % (
            ('<span class="asset-metabar-author asset-metabar-item">%s%s </span>' % (" and ".join('<a rel="author" href="https://%s/staff/%d/%s/"> %s </a>' % (
                host, random.Random(BLOG[0] + " staff " + a).randint(10 ** 7, 10 ** 8), slugify(a), a) for a in authors), ", " + esc(pb) if pb else "")) if authors else
            '<span class="asset-metabar-author asset-metabar-item">%s</span>' % esc(wire), gdate(pub),
            ' | <span class="asset-metabar-time-updated">Updated %s</span>' % (gdate(upd) if r.random() < 0.7 else "%d minutes ago" % r.randint(2, 59)) if upd else ""))
        rail = ('<aside class="story-right-rail"><section class="storyrightrail-bucket poster-ad-asset-module story-poster-ad-asset-module"><div class="partner-placement partner-asset-right-ad"></div></section>'
                '<section class="storyrightrail-bucket feed-stories-module story-feed-stories-module"><h6 class="srrm-title module-title">Most Popular</h6><div class="srrm-body module-contents">%s</div></section></aside>') % "".join(
            '<a class="srrfsm-link srrfsm-thumb-link fsm-link" href="%s" data-track-label="arttop"><span class="srrfsm-text-wrap srrfsm-thumb-text-wrap"><span class="srrfsm-rank srrfsm-thumb-rank">%d</span>'
            '<span class="srrfsm-text srrfsm-thumb-text"><div class="srrfsm-hed srrfsm-thumb-hed">%s</div><div class="srrfsm-meta srrfsm-thumb-meta"><div class="srrfsm-meta-item srrfsm-meta-time srrfsm-thumb-meta-time">%s</div></div></span></span></a>' % (
                other(x)[len("https://" + host):], k + 1, esc(x), r.choice(["%d minutes ago" % r.randint(2, 59), "%d hours ago" % r.randint(1, 23), "1 day ago"])) for k, x in enumerate(popular))
        latest_html = ('<section class="storybottombar-bucket latest-stories-module"><h3 class="latest-stories-title">Latest</h3><ul class="latest-stories-list">%s</ul></section>' % "".join(
            '<li class="latest-stories-item"><a href="%s">%s</a></li>' % (other(x)[len("https://" + host):], esc(x)) for x in latest))
        short_url = "https://on.%s/%d%s" % (dom, r.randint(2, 3), "".join(r.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6)))
        extras_old = ["Read or Share this story:", "Share This Story!"]
        EXTRAS.extend(extras_old)
        pageinfo = json.dumps({"description": summary, "assetid": int(asset_id()), "headline": t, "byline": " and ".join(authors) or wire, "ssts": sec, "basePageType": "story",
                               "content_protection_state": "free", "published_date": pub.strftime("%Y-%m-%dT%H:%M:%S.000Z"), "section_name": sec.split("/")[0]})
        nav = "".join('<li class="site-nav-item site-nav-primary-item site-nav-text-item site-nav-%s-item"><span class="site-nav-inner-wrap"><a class="site-nav-link site-nav-text-link site-nav-%s-link" href="/%s/">'
                      '<span class="site-nav-span site-nav-text-span">%s</span></a></span></li>' % (s, s, s, n_) for n_, s in GN_NAV[:6])
        art = ('<header class="site-header"><div class="site-masthead-logo-wrap"><a class="site-masthead-logo-link" href="/"><img class="site-masthead-logo-img" src="https://www.gannett-cdn.com/sites/%s/images/site-masthead-logo@2x.png" height="80" alt="%s"></a>'
               '<div class="site-masthead-subscribe-wrap site-masthead-subscribe-wrap-visible"><a href="https://offers.%s/topdropdownnav" class="userAuth-redirect site-masthead-subscribe-link" target="_blank"><span class="site-masthead-subscribe-primary-text">SUBSCRIBE NOW</span>'
               '<span class="site-masthead-subscribe-secondary-text">to get home delivery</span></a></div></div><nav class="site-nav"><ul class="site-nav-list">%s</ul></nav></header>'
               '<div id="overlay"><div class="transition-wrap"><div class="partner-placement partner-overlay-top-ad"></div><article class="asset story clearfix"><div class="close-wrap"><a href="#" class="close close-overlay"></a></div>'
               '<div class="utility-bar-wrap"><div class="utility-bar"><div class="util-bar-primary-modules"><div class="util-bar-module util-bar-module-share"><div class="util-bar-btn util-bar-btn-facebook util-bar-btn-share"><span class="util-bar-share-count util-bar-share-count-facebook">%d</span></div>'
               '<div class="util-bar-flyout util-bar-flyout-share"><div class="util-bar-flyout-pane util-bar-flyout-pane-share scrollable-content"><div class="util-bar-flyout-heading util-bar-flyout-heading-share"><h6 class="util-bar-flyout-title util-bar-flyout-title-share">Share This Story!</h6>'
               '<p class="util-bar-flyout-subtitle util-bar-flyout-subtitle-share">Let friends in your social network know what you are reading about</p></div><div class="util-bar-share-summary"><h4 class="util-bar-share-summary-title">%s</h4>'
               '<p class="util-bar-share-summary-description">%s</p></div></div></div></div><div class="util-bar-module util-bar-module-comments"><div class="util-bar-btn util-bar-btn-comments"><span class="util-bar-comment-count">%d</span></div>'
               '<div class="util-bar-flyout util-bar-flyout-comments"><div class="util-bar-flyout-heading util-bar-flyout-heading-comments"><h6 class="util-bar-flyout-title util-bar-flyout-title-comments">Join the Nation&#39;s Conversation</h6>'
               '<p class="util-bar-flyout-subtitle util-bar-flyout-subtitle-comments">To find out more about Facebook commenting please read the <a href="/conversation-guidelines/">Conversation Guidelines and FAQs</a></p></div>'
               '<div class="fb-comments" data-href="https://%s%s" data-posts="20" data-width="400"></div></div></div></div></div></div>'
               '<section class="storytopbar-bucket story-headline-module story-story-headline-module"><h1 class="asset-headline speakable-headline" itemprop="headline">%s</h1></section>'
               '<section class="storytopbar-bucket story-byline-module story-story-byline-module">%s</section><section class="storytopbar-bucket piano-module story-piano-module"></section>'
               '<div class="asset-double-wide double-wide p402_premium" role="main" itemprop="articleBody"><!-- cxenseparse_start -->%s%s%s<!-- cxenseparse_end --></div>'
               '<div class="article-print-url">Read or Share this story: %s</div>%s'
               '<section class="storybottombar-bucket taboola-related-module story-taboola-related-module"><div class="more more-stories-wrap"><div class="more-stories-content"><div id="js-taboola-wrapper"><div id="taboola-grid-3x3"></div>'
               '<div id="taboola-organic-grid-3x3"></div></div></div></div></section>%s<script type="json/pageinfo" class="pageinfo">%s</script></article></div></div>'
               '<footer class="site-footer"><ul class="site-footer-links">%s</ul><p class="site-footer-copyright">%s</p></footer>') % (
            code.lower(), esc(mast), dom, nav, counts[0], esc(t), esc(summary), counts[1], host, SLUG[0], esc(t), metabar, lead_top, "".join(out), share_tools("bottom"), short_url, rail, latest_html,
            pageinfo.replace("</", "<\\/"), "".join('<li class="site-footer-link-item"><a href="/%s/">%s</a></li>' % (slugify(x), x) for x in [
                "Help", "Terms of Service", "Privacy Notice", "Your California Privacy Rights", "Ad Choices", "Site Map", "Contact Us", "Subscribe"]), esc(copy))
        return art

    # the gnt_ page
    byline = (" and ".join(who(a) for a in authors) if authors else '<span class="gnt_ar_by_a">%s</span>' % esc(wire)) + ('<div class="gnt_ar_pb">%s</div>' % esc(pb) if pb else "")
    dl = "Published %s%s" % (gdate(pub), " Updated %s" % gdate(upd) if upd else "")
    share = "".join('<a class="gnt_ss_b gnt_ss_%s" href="%s" aria-label="%s" data-t-l=":s|%s|c|share" target="_blank" rel="noopener"><svg class="gnt_ss_svg" aria-hidden="true"><use xlink:href="#gnt_svg_%s"></use></svg></a>' % (
        k, u, lab, k, k) for k, u, lab in [("fb", "https://www.facebook.com/dialog/share?display=popup&amp;href=https%%3A%%2F%%2F%s%s" % (host, SLUG[0].replace("/", "%2F")), "Share to Facebook"),
                                           ("tw", "https://twitter.com/intent/tweet?url=https%%3A%%2F%%2F%s%s" % (host, SLUG[0].replace("/", "%2F")), "Share to X" if late else "Share to Twitter"),
                                           ("em", "mailto:?subject=%s" % esc(t.replace(" ", "%20")), "Email")])
    ld = json.dumps({"@context": "http://schema.org", "@type": "NewsArticle", "headline": t, "description": summary, "url": "https://%s%s" % (host, SLUG[0]),
                     "datePublished": dt_iso(pub), "dateModified": dt_iso(upd or pub), "isAccessibleForFree": True,
                     "author": [{"@type": "Person", "name": a} for a in authors] or [{"@type": "Organization", "name": wire}],
                     "publisher": {"@type": "Organization", "name": mast}}).replace("</", "<\\/")
    head = ('<h1 class="gnt_ar_hl" elementtiming="ar-headline">%s</h1>%s%s<div class="gnt_ar_by">%s</div>'
            '<div class="gnt_ar_dt" aria-label="%s"></div><div class="gnt_ss gnt_ss__ar" aria-label="Share">%s</div>') % (
        esc(t), '<h2 class="gnt_ar_shl" elementtiming="ar-subheadline">%s</h2>' % esc(summary) if shl else "", lead_top, byline, dl, share)
    nav = "".join('<a class="gnt_n_mn_l" href="https://%s/%s/" data-t-l="|nav|c|%s">%s</a>' % (host, s, s, n_) for n_, s in GN_NAV)
    header = ('<header class="gnt_n" aria-label="Header"><div class="gnt_n_w"><a class="gnt_n_lg" href="https://%s/" aria-label="%s logo" data-t-l="|nav|c|logo"><svg class="gnt_n_lg_svg" aria-hidden="true"><use xlink:href="#gnt_svg_logo_%s"></use></svg></a>'
              '<nav class="gnt_n_mn" aria-label="Main">%s</nav><div class="gnt_n_us"><a class="gnt_n_us_a gnt_n_us_a__sb" href="https://offers.%s/specialoffer?gps-source=CPNAVBAR" data-t-l="|nav|c|subscribe">Subscribe</a>'
              '<a class="gnt_n_us_a gnt_n_us_a__si" href="https://login.%s/authenticate/?ctx=nav" data-t-l="|nav|c|sign in">Sign In</a></div></div></header>') % (host, esc(mast), code.lower(), nav, dom, dom)
    latest_html = ('<div class="gnt_m gnt_m_flm" aria-label="Latest"><h2 class="gnt_m_flm_h">Latest</h2>%s</div>' % "".join(
        '<a class="gnt_m_flm_a" href="%s" data-t-l="|flm|c|%d" data-c-br="%s"><img class="gnt_m_flm_i" data-g-r="lazy" decoding="async" alt="" width="200" height="112" src="%s%s">%s'
        '<div class="gnt_m_flm_sbt" data-c-dt="%s"></div></a>' % ((other(x), k + 1, esc(sentence(r, 10, 22))) + pic_path(pub, 200, 112) + (
            esc(x), gdate(pub - datetime.timedelta(minutes=r.randint(5, 600))).split(" ET ")[0])) for k, x in enumerate(latest)))
    cols = [("Our Company", ["About Us", "Newsroom Staff Directory", "Corrections & Clarifications", "Accessibility", "Our Ethical Principles"]),
            ("Contact Us", ["Help Center", "Subscribe", "Manage Account", "Give Feedback", "Get Home Delivery"]),
            ("Stay Connected", ["Facebook", "X" if late else "Twitter", "Instagram", "Newsletters", "Mobile Apps"]),
            ("Our Partners", ["Cars", "Jobs", "Homes", "Legals", "Obituaries", "Classifieds"])]
    social = {"Facebook": "https://www.facebook.com/%s" % slugify(mast).replace("-", ""), "X": "https://twitter.com/%s" % slugify(city + short).replace("-", ""),
              "Instagram": "https://www.instagram.com/%s/" % slugify(mast).replace("-", "")}
    social["Twitter"] = social["X"]
    foot = ('<footer class="gnt_ft"><div class="gnt_ft_w">%s</div><div class="gnt_ft_b"><span class="gnt_ft_cr">%s</span>%s</div></footer>') % (
        "".join('<div class="gnt_ft_c"><h3 class="gnt_ft_h">%s</h3><ul class="gnt_ft_l">%s</ul></div>' % (h, "".join(
            '<li><a class="gnt_ft_a" href="%s">%s</a></li>' % (social.get(x, "https://%s/%s/" % (host, slugify(x))), esc(x)) for x in xs)) for h, xs in cols),
        esc(copy), "".join('<a class="gnt_ft_a" href="https://%s/%s/">%s</a>' % (host, slugify(x), x) for x in ["Terms of Service", "Privacy Policy", "Your Privacy Choices", "Site Map"]))
    rail = ('<aside class="gnt_rr" aria-label="Right rail"><div class="gnt_rr_xpst" aria-label="advertisement" data-g-s="rr_1"></div>%s<div class="gnt_rr_xpst gnt_rr_xpst__st" aria-label="advertisement" data-g-s="rr_2"></div></aside>'
            % (popular_html if pop_in_rail else ""))
    return ('%s<main class="gnt_cw gnt_cw__gb" id="main-content"><script type="application/ld+json">%s</script><article class="gnt_pr" elementtiming="ar-vis-page">%s<div class="gnt_ar_b">%s</div></article>%s%s%s</main>%s') % (
        header, ld, head, "".join(out), rail, "" if pop_in_rail else popular_html, latest_html, foot)

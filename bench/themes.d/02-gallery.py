# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

AP_MONTHS = {"January": "Jan.", "February": "Feb.", "August": "Aug.", "September": "Sept.", "October": "Oct.", "November": "Nov.", "December": "Dec."}


def gallery(r, t, body, cat, cs):
    """A news site whose feed mixes ordinary stories and photo
    galleries, about half and half, as regional and national papers'
    sites did in 2019-2022, in one of three markups a site: Gannett's
    USA Today network ("gnt_" class names, the date only in the
    aria-label of its box, "MORE:" lines, a "View Gallery" promo and
    "Advertisement" asides among a story's paragraphs), a CNN-like
    site (zn-body__paragraph divs, the first opening on a cited
    dateline "CITY (XYZ)", "Updated 10:14 AM ET, Tue March 2, 2021",
    the gallery an owl carousel of filmstrip slides with "Hide Caption"
    and "Ad Feedback") or a newspaper on WordPress VIP (entry-title,
    lazy-loaded pictures, media-item slides).  A gallery page: the
    headline, an intro of a sentence or two (the feed's description),
    the byline and date, the share buttons, then 6 to 20 slides, each a
    picture (srcset or lazy data-src), a counter ("3 of 14" or "3/14"),
    a caption of one to four sentences and its credit ("Ann Lee/AP",
    "Photo: Ann Lee/Staff", "Getty Images"), on some pages an
    advertisement's slide every few slides, then "Next Gallery" and
    "More Galleries" cards (titles, "12 photos").  A story page: the
    headline, byline, date, share buttons, a lead photo with its
    caption and credit, the paragraphs.  "Most Popular" after both.  No
    comments.  The truth: for a gallery, the intro and every caption in
    order (the story its reader gets), not the counters, credits,
    advertisements' labels nor the cards; for a story, the paragraphs
    (the CNN-like dateline kept in the first), not the lead photo's
    caption nor the "MORE:" lines and promos."""
    rs = random.Random(BLOG[0] + " gallery")
    fam = rs.choice(["gannett", "cnn", "vip"])
    city = LEXICON[rs.randrange(len(LEXICON))].title()
    mast = "%sN" % "".join(rs.choice("ABDGHKLMPRSTVWZ") for _ in range(2)) if fam == "cnn" else rs.choice(
        ["The %s Herald", "%s Daily News", "The %s Gazette", "%s Press-Citizen", "The %s Journal", "The %s Courier"]) % city
    of = rs.random() < 0.5  # "3 of 14" rather than "3/14" (the VIP sites)
    code = "P" + "".join(rs.choice("ABCDEFGHIJKLMNOPRSTUVWXYZ") for _ in range(3))  # Gannett's site code in its pictures' paths
    d = date(r)
    when = datetime.datetime(r.choice([2019, 2020, 2021, 2022]), MONTHS.index(d[1]) + 1, d[0], d[3] % 12 + (12 if d[5] == "PM" else 0), d[4])
    h12 = "%d:%02d" % ((when.hour + 11) % 12 + 1, when.minute)
    who = r.choice(NAMES[:10])
    wslug = who.lower().replace(" ", "-")
    is_gallery = r.random() < 0.5
    popular = [title(r) for _ in range(5)]
    EXTRAS.extend(["Most Popular"] + popular)

    def credit():
        n = r.choice(NAMES[:10])
        if fam == "gannett":
            return r.choice(["%s/%s" % (n, mast), "%s/USA TODAY NETWORK" % n, "%s, USA TODAY" % n, "%s/AP" % n, "Getty Images", "Provided by %s" % n])
        if fam == "cnn":
            return r.choice(["%s/AP" % n, "%s/Reuters" % n, "%s/AFP via Getty Images" % n, "Getty Images", "%s/%s" % (n, mast)])
        return r.choice(["Photo: %s/Staff" % n, "Photo: %s/Staff photographer" % n, "Photo: %s/AP" % n, "Photo: %s/Getty Images" % n, "Photo: %s/Special to %s" % (n, mast)])

    def pic(w, h, alt, cls):
        k = "%08x-%04x-%04x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(16))
        if fam == "gannett":
            u = "/gcdn/presto/%d/%02d/%02d/%s/%s.jpg?crop=5471,3078,x0,y285&amp;width=%d&amp;height=%d&amp;format=pjpg&amp;auto=webp" % (when.year, when.month, when.day, code, k, w, h)
            return '<img class="%s" src="%s" srcset="%s 2x" width="%d" height="%d" alt="%s" loading="lazy" decoding="async"/>' % (
                cls, u, u.replace("width=%d&amp;height=%d" % (w, h), "width=%d&amp;height=%d" % (2 * w, 2 * h)), w, h, esc(alt))
        if fam == "cnn":
            u = "//cdn.%s.example/%sstatic/images/%d/%02d/%02d/%s.jpg" % (mast.lower(), mast.lower(), when.year, when.month, when.day, k)
            return ('<img class="%s" alt="%s" src="data:image/gif;base64,R0lGODlhEAAJAJEAAAAAAP///////wAAACH5BAEAAAIALAAAAAAQAAkAAAIKlI+py+0Po5yUFQA7" '
                    'data-src-mini="%s-small-169.jpg" data-src-medium="%s-medium-plus-169.jpg" data-src-large="%s-exlarge-169.jpg"/>') % (cls, esc(alt), u, u, u)
        u = "/wp-content/uploads/%d/%02d/%s-%dx%d.jpg" % (when.year, when.month, k, w, h)
        return ('<img class="%s lazyload" src="data:image/svg+xml,%%3Csvg%%20xmlns=\'http://www.w3.org/2000/svg\'%%20viewBox=\'0%%200%%20%d%%20%d\'%%3E%%3C/svg%%3E" data-src="%s" '
                'data-srcset="%s %dw, %s 768w" sizes="(max-width: %dpx) 100vw, %dpx" width="%d" height="%d" alt=""/><noscript><img src="%s" alt=""/></noscript>') % (
            cls, w, h, u, u, w, u.replace("%dx%d" % (w, h), "768x%d" % (768 * h // w)), w, w, w, h, u)
    share = "".join('<a class="share-%s" href="%s" aria-label="Share on %s" target="_blank"><span>%s</span></a>' % (
        n.lower(), u, n, n) for n, u in [("Facebook", "https://www.facebook.example/sharer.php?u=x"), ("Twitter", "https://twitter.example/intent/tweet?url=x"), ("Email", "mailto:?subject=x")])
    if fam == "gannett":
        dl = "Published %s %s.m. ET %s %d, %d" % (h12, "a" if when.hour < 12 else "p", AP_MONTHS.get(d[1], d[1]), when.day, when.year)
        head = ('<h1 class="%s" elementtiming="ar-headline">%s</h1>' % ("gnt_pg_hl" if is_gallery else "gnt_ar_hl", esc(t)),
                '<div class="gnt_ar_by"><a class="gnt_ar_by_a gnt_ar_by_a__fi" href="/staff/%d/%s/">%s</a><div class="gnt_ar_pb">%s</div></div>'
                '<div class="gnt_ar_dt" aria-label="%s"></div><div class="gnt_ss">%s</div>' % (r.randint(10 ** 9, 9 * 10 ** 9), wslug, who, esc(mast), dl, share.replace('class="share-', 'class="gnt_ss_b gnt_ss_')))
    elif fam == "cnn":
        dl = "Updated %s %s ET, %s %s %d, %d" % (h12, "AM" if when.hour < 12 else "PM", when.strftime("%a"), d[1], when.day, when.year)
        head = ('<h1 class="pg-headline">%s</h1>' % esc(t),
                '<div class="metadata"><p class="metadata__byline"><span class="metadata__byline__author">By <a href="/profiles/%s">%s</a>, %s</span></p>'
                '<p class="update-time">%s</p></div><div class="share-bar">%s</div>' % (wslug, who, mast, dl, share))
    else:
        head = ('<span class="entry-kicker"><a href="/category/%s/">%s</a></span><h1 class="entry-title">%s</h1>' % (cat.lower(), cat, esc(t)),
                '<div class="entry-meta"><span class="byline">By <span class="author vcard"><a class="url fn n" href="/author/%s/">%s</a></span></span> '
                '<time class="entry-date published" datetime="%s">%s</time></div><div class="share-tools">%s</div>' % (wslug, who, when.isoformat(), fmt_date((d[0], d[1], when.year) + d[3:]), share))
    if is_gallery:
        sents = []
        for p in body:
            cur = []
            for w in p.split(" "):
                cur.append(w)
                if w[-1] in ".?!":
                    sents.append(" ".join(cur))
                    cur = []
            if cur:
                sents.append(" ".join(cur))
        while len(sents) < 6:
            sents.append(sentence(r))
        n = max(-(-len(sents) // 4), min(len(sents), r.randint(6, 20)))
        sizes = [1] * n
        for _ in range(len(sents) - n):
            sizes[r.choice([i for i in range(n) if sizes[i] < 4])] += 1
        caps = []
        for s in sizes:
            caps.append(" ".join(sents[:s]))
            sents = sents[s:]
        intro = " ".join(sentence(r, 10, 24) for _ in range(r.choice([1, 1, 2])))
        STORY[:] = [intro] + caps
        DESC.append(intro)
        more = [(title(r), r.randint(6, 40)) for _ in range(r.randint(3, 4))]
        EXTRAS.extend([x for x, _ in more] + ["More Galleries", "Next Gallery"])
        ad_every = r.choice([4, 5, 6]) if r.random() < 0.6 else 0
        if ad_every:
            EXTRAS.append("Advertisement" if fam != "cnn" else "Ad Feedback")
        out = []
        for i, c in enumerate(caps):
            cnt = ("%d of %d" if fam == "cnn" or (fam == "vip" and of) else "%d/%d") % (i + 1, n)
            if fam == "gannett":
                out.append('<figure class="gnt_pg_sl" data-c-pg-i="%d"><div class="gnt_pg_img">%s</div><figcaption class="gnt_pg_img_ccw"><span class="gnt_pg_img_ct">%s</span>'
                           '<div class="gnt_pg_img_cap">%s</div><span class="gnt_pg_img_cr">%s</span></figcaption></figure>' % (i + 1, pic(660, 440, c, "gnt_pg_img_i"), cnt, esc(c), esc(credit())))
            elif fam == "cnn":
                out.append('<div class="owl-filmstrip el__gallery-slide" data-slide-index="%d"><div class="el__resize"><div class="media">%s</div></div><div class="el__gallery_image-title">'
                           '<div class="el__gallery-photocount">%s</div><div class="el__gallery-photodescription"><div class="js-el__gallery-photodescription">%s</div>'
                           '<div class="el__gallery_image-credit">%s</div></div><div class="el__gallery--expandable"><button class="js-gallery-caption-toggle">Hide Caption</button></div></div></div>' % (
                               i, pic(780, 438, "Photos: " + t, "media__image owl-lazy"), cnt, esc(c), esc(credit())))
            else:
                out.append('<div class="gallery-slide media-item" id="slide-%d"><div class="media-item__image">%s</div><div class="media-item__meta"><span class="media-item__count">%s</span>'
                           '<div class="media-item__caption wp-caption-text"><p>%s</p></div><span class="media-item__credit">%s</span></div></div>' % (i + 1, pic(1024, 683, "", "attachment-large"), cnt, esc(c), esc(credit())))
            if ad_every and (i + 1) % ad_every == 0 and i + 1 < n:
                out.append({"gannett": '<aside class="gnt_pg_sl gnt_pg_sl__ad" aria-label="advertisement"><div class="gnt_x gnt_x__pg"><span class="gnt_x_lbl">Advertisement</span><div class="gnt_x_sl" id="pg-ad-%d" data-g-s="pg_inline"></div></div></aside>',
                            "cnn": '<div class="owl-filmstrip el__gallery-slide el__gallery-ad"><div class="ad-slot" id="ad_gallery_%d"></div><div class="ad-feedback-link-container"><div class="ad-feedback-link">Ad Feedback</div></div></div>',
                            "vip": '<div class="gallery-slide gallery-slide--ad"><div class="ad-label">Advertisement</div><div class="ad-unit" id="div-gpt-ad-gallery-%d" data-ad-slot="/2150/gallery_inline"></div></div>'}[fam] % (i + 1))
        cards = "".join('<li class="gallery-card"><a href="/picture-gallery/%s/%d/"><img src="/thumbs/%x.jpg" alt="" width="300" height="169" loading="lazy"/>'
                        '<h3 class="gallery-card__title">%s</h3><span class="gallery-card__count">%d photos</span></a></li>' % (cat.lower(), k, r.getrandbits(32), esc(x), m) for k, (x, m) in enumerate(more))
        nxt = ('<div class="next-gallery"><a href="/picture-gallery/%s/0/"><span class="next-gallery__label">Next Gallery</span><span class="next-gallery__title">%s</span>'
               '<span class="next-gallery__count">%d photos</span></a></div>' % (cat.lower(), esc(more[0][0]), more[0][1]))
        if fam == "gannett":
            main = ('<article class="gnt_pr gnt_pg" data-c-pg-id="%d">%s<div class="gnt_pg_ds">%s</div>%s<div class="gnt_pg_sls">%s</div>%s'
                    '<section class="gnt_pg_mg"><h2 class="gnt_pg_mg_h">More Galleries</h2><ul>%s</ul></section></article>') % (
                r.randint(10 ** 9, 9 * 10 ** 9), head[0], esc(intro), head[1], "".join(out), nxt.replace('"next-gallery', '"gnt_pg_ng'), cards)
        elif fam == "cnn":
            main = ('<article class="pg-gallery pg pg-no-rail"><div class="l-container">%s%s<div class="pg-gallery__intro"><p class="zn-body__paragraph">%s</p></div>'
                    '<div class="el__gallery el__gallery--fullstyle js-gallery" data-slide-count="%d"><div class="el__gallery-showcase js-owl-carousel owl-carousel">%s</div></div>%s'
                    '<section class="zn zn-galleries"><h2 class="zn-header__text">More Galleries</h2><ul class="cn cn-list-hierarchical-xs">%s</ul></section></div></article>') % (
                head[0], head[1], esc(intro), n, "".join(out), nxt, cards)
        else:
            main = ('<article id="post-%d" class="post-%d gallery type-gallery status-publish hentry"><header class="entry-header">%s%s'
                    '<div class="gallery-intro entry-summary"><p>%s</p></div></header><div class="entry-content gallery-content"><div class="gallery-slides" data-total="%d">%s</div></div>%s'
                    '<section class="more-galleries"><h2 class="section-title">More Galleries</h2><ul class="gallery-cards">%s</ul></section></article>') % (
                len(t) * 97, len(t) * 97, head[0], head[1], esc(intro), n, "".join(out), nxt, cards)
    else:
        story = list(body)
        lead_cap = sentence(r, 6, 14)
        out = []
        if fam == "cnn":
            line = r.choice([LEXICON[r.randrange(len(LEXICON))].title(), "Washington", "New York"]) + " (%s)" % mast if r.random() < 0.7 else ""
            story[0] = line + body[0]
            out.append('<p class="zn-body__paragraph speakable">%s%s</p><div class="zn-body__read-all">' % (
                '<cite class="el-editorial-source"> %s</cite>' % line if line else "", esc(body[0])))
            for i, x in enumerate(body[1:]):
                out.append('<div class="zn-body__paragraph%s">%s</div>' % (" speakable" if i == 0 else "", esc(x)))
                if i % 4 == 1 and i + 2 < len(body):
                    out.append('<div class="ad-slot-dynamic"><div class="ad-slot" id="ad_rect_%d"></div><div class="ad-feedback-link-container"><div class="ad-feedback-link">Ad Feedback</div></div></div>' % i)
                    EXTRAS.append("Ad Feedback")
            out.append("</div>")
            main = ('<article class="pg-rail-tall pg-rail--align-right"><div class="l-container">%s%s</div><section id="body-text" class="zn zn-body-text zn-body zn--idx-0 zn--ordinary zn-has-multiple-containers zn-has-r-containers">'
                    '<div class="l-container"><div class="el__leafmedia el__leafmedia--featured-image"><div class="media">%s</div><div class="media__caption el__gallery_image-title"><div class="element-raw">%s</div>'
                    '<div class="el__image-credit">%s</div></div></div>%s</div></section></article>') % (head[0], head[1], pic(780, 438, t, "media__image media__image--responsive"), esc(lead_cap), esc(credit()), "".join(out))
        else:
            for i, x in enumerate(body):
                out.append('<p class="gnt_ar_b_p">%s</p>' % esc(x) if fam == "gannett" else "<p>%s</p>" % esc(x))
                if i == 1 and len(body) > 3:
                    out.append('<aside class="gnt_x gnt_x__mst" aria-label="advertisement"><span class="gnt_x_lbl">Advertisement</span></aside>' if fam == "gannett"
                               else '<div class="ad-container ad-inline"><div class="ad-label">Advertisement</div><div class="ad-unit" id="div-gpt-ad-inline-1"></div></div>')
                    EXTRAS.append("Advertisement")
                if fam == "gannett" and i == len(body) // 2 and len(body) > 2 and r.random() < 0.6:
                    mt = title(r)
                    EXTRAS.append(mt)
                    out.append('<p class="gnt_ar_b_p"><strong>MORE:</strong> <a class="gnt_ar_b_a" href="/story/news/%s/%d/">%s</a></p>' % (cat.lower(), r.randint(10 ** 8, 10 ** 9), esc(mt))
                               if r.random() < 0.5 else
                               '<a class="gnt_em gnt_em_gl gnt_em__el" href="/picture-gallery/news/%s/%d/" aria-label="View Gallery - %s">%s<div class="gnt_em_gl_hl">%s</div>'
                               '<div class="gnt_em_gl_ct">View Gallery</div></a>' % (cat.lower(), r.randint(10 ** 8, 10 ** 9), esc(mt), pic(320, 180, "", "gnt_em_gl_i"), esc(mt)))
            if fam == "gannett":
                main = ('<article class="gnt_pr">%s%s<figure class="gnt_em gnt_em_img gnt_em__ld">%s<figcaption class="gnt_em_img_ccw" aria-label="%s">%s '
                        '<span class="gnt_em_img_cr">%s</span></figcaption></figure><div class="gnt_ar_b" aria-label="Article Body">%s</div></article>') % (
                    head[0], head[1], pic(660, 372, lead_cap, "gnt_em_img_i"), esc(lead_cap), esc(lead_cap), esc(credit()), "".join(out))
            else:
                main = ('<article id="post-%d" class="post-%d post type-post status-publish format-standard has-post-thumbnail hentry category-%s"><header class="entry-header">%s%s</header>'
                        '<figure class="wp-block-image size-large featured-image">%s<figcaption>%s <span class="credit">%s</span></figcaption></figure>'
                        '<div class="entry-content">%s</div></article>') % (
                    len(t) * 97, len(t) * 97, cat.lower(), head[0], head[1], pic(1024, 683, "", "wp-post-image"), esc(lead_cap), esc(credit()), "".join(out))
        STORY[:] = story
    pop = "".join('<li class="most-popular__item"><a href="/story/%s/%d/"><span class="most-popular__rank">%d</span><span class="most-popular__title">%s</span></a></li>' % (
        cat.lower(), r.randint(10 ** 8, 10 ** 9), k + 1, esc(x)) for k, x in enumerate(popular))
    return '<main id="main" class="site-main news-main">%s<aside class="most-popular"><h2 class="most-popular__heading">Most Popular</h2><ol>%s</ol></aside></main>' % (main, pop)
PAPERS = ["Times", "Herald", "Post", "Courier", "Ledger", "Tribune", "Gazette", "Chronicle", "Dispatch", "Star"]


def paywall(r, t, body, cat, cs):
    """A subscription newspaper's or magazine's story as the server sends
    it to a reader who is not logged in (2020-2023), in one of three
    sites' styles: a national daily's (hashed "css-" class names, the
    story in companion columns with "Advertisement" and "SKIP
    ADVERTISEMENT" between them), a business paper's (Origami's "o-"
    and "n-content" classes, the barrier's offers) or a regional
    paper's whose paywall is Piano's (its inline template, offer and
    term ids).  The page: the kicker naming the section (a
    "Subscriber exclusive" badge on some sites' paywalled pages), the
    headline, the standfirst (the feed's teaser), the byline and the
    date, the buttons "Listen to this article" (with its minutes),
    "Share", "Gift this article" and "Save", the lead picture with its
    caption and credit on most pages, then the story: on a paywalled
    page its first two to four paragraphs, the rest either left out by
    the server or there but hidden, each paragraph or a box of them
    after the paywall's box, by style="display:none" or by a class
    the page's own style rule hides, with aria-hidden, as the site does
    it; on half the sites a gradient's overlay fading the last shown
    paragraph; then the paywall's box ("Subscribe to continue
    reading", the offer "$1 for 4 weeks", "Cancel anytime", the
    benefits' list, "Already a subscriber? Log in"); a third of a
    site's pages or so are free and whole, a metered site's with its
    meter's bar ("You have 2 free articles remaining"); then "Most
    read", the paper's footer, and on most sites the JSON-LD saying
    isAccessibleForFree and the paywalled part's selector.  No comments
    (they are the subscribers').  The truth: the standfirst and the
    paragraphs a reader sees: all of them on a free page, the first two
    to four on a paywalled one (the faded one among them); not the
    hidden paragraphs (present in the markup, yet no reader's browser
    shows them), nor the kicker, the byline, the buttons, the caption
    and credit, the paywall's box, the meter's bar, "Most read" nor the
    footer."""
    rs = random.Random(BLOG[0] + " pay wall")
    style = rs.choice(["national", "business", "regional"])
    hide = rs.choice(["absent", "absent", "style", "class", "class"])
    wrap, wrap_after = rs.random() < 0.4, rs.random() < 0.5
    fade, listen, ld = rs.random() < 0.5, rs.random() < 0.75, rs.random() < 0.7
    free = rs.uniform(0.15, 0.35)
    metered = rs.random() < (0.7 if style == "regional" else 0.35)
    badge = rs.choice([None, None, "Subscriber exclusive", "Premium", "Subscribers only"])
    hid = rs.choice(["paywall-hidden", "is-truncated", "article-body__hidden", "truncated-content", "hidden-paywalled"])
    paper = ("The " if rs.random() < 0.7 else "") + " ".join(BLOG[0].split()[:2]) + " " + rs.choice(PAPERS)
    host = "www." + "".join(BLOG[0].lower().split()[:2]) + ".example"
    cad = rs.choice([16, 20, 25, 30])
    offer, then = rs.choice([("$1 for 4 weeks", "Then $%d every 4 weeks." % cad), ("$1 a week for your first year", "Then $%d every 4 weeks." % cad),
                             ("99\u00a2 for your first month", "Then $%d.99 a month." % (cad // 2)), ("$1 for 6 months", "Then $%d a month." % (cad // 2 + 2))])
    perks = {"national": ["Unlimited access to all of our journalism", "Award-winning newsletters, delivered to your inbox", "Games, Cooking and the Crossword",
                          "Audio narration of our articles in the app", "Gift 10 articles a month to anyone"],
             "business": ["Global news & analysis", "Expert opinion", "Special features", "The morning briefing newsletter", "Videos & Podcasts",
                          "Android & iOS app", "10 gift articles per month"],
             "regional": ["Unlimited access to %s" % host[4:], "The e-Edition, a digital replica of each day's paper", "Breaking news alerts and local newsletters",
                          "Fewer ads on our app", "Puzzles and games", "Subscriber-only events and offers"]}[style]
    perks = [x for x in perks if rs.random() < 0.75] or perks[:2]
    most = rs.choice(["Most read", "Most Read", "Most popular", "Trending now"])
    # the page: paywalled or free, how many paragraphs it shows
    paid = len(body) > 1 and r.random() >= free
    n = min(r.randint(2, 4), len(body) - 1) if paid else len(body)
    rest = body[n:] if hide != "absent" else []
    stand = sentence(r, 12, 26)
    TEASER.append(stand)
    STORY[:] = body[:n]
    EXTRAS.extend(rest)
    d = date(r)
    mins = max(2, sum(len(x.split()) for x in body) // 150 + r.randint(1, 4))
    byline = r.choice(["Ann Lee", "Ann Lee and %s" % r.choice(NAMES[:10]), r.choice(NAMES[:10])])
    pcls = {"national": "css-at9mc1 evys1bk0", "business": "", "regional": "article-paragraph"}[style]
    box_cls = {"national": "meteredContent css-1r7ky0e", "business": "article__content-body n-content-body js-article__content-body", "regional": "article-body"}[style]
    sel = "." + hid if hide == "class" else ".article-body__remaining" if hide == "style" and wrap else "." + box_cls.split()[0]

    def p(x, hidden=False):
        cls, attrs = pcls, ""
        if hidden and not wrap:
            if hide == "style":
                attrs = ' style="display:none"'
            else:
                cls, attrs = (cls + " " + hid).strip(), ' aria-hidden="true"'
        return "<p%s%s>%s</p>" % (' class="%s"' % cls if cls else "", attrs, esc(x))
    fader = {"national": '<div class="css-1g8n6k7 e1ez8mz70" data-testid="paywall-fade" aria-hidden="true" style="position:relative;margin-top:-140px;height:140px;background:linear-gradient(180deg,rgba(255,255,255,0) 0%,#fff 90%)"></div>',
             "business": '<div class="o-barrier-fade" aria-hidden="true" style="position:relative;margin-top:-6em;height:6em;background-image:linear-gradient(to bottom,rgba(255,241,229,0),#fff1e5)"></div>',
             "regional": '<div class="article-fade" aria-hidden="true" style="position:relative;margin-top:-110px;height:110px;background:linear-gradient(to bottom,rgba(255,255,255,0),rgba(255,255,255,1))"></div>'}[style]
    items = [p(x) for x in body[:n]] + ([p(x, True) for x in rest] if not wrap else [])
    if paid and fade:
        items.insert(n, fader)
    ad = {"national": '<div id="story-ad-%d-wrapper" class="css-1cqq4yv"><div class="css-1bnxwmn"><p class="css-ogkqbu">Advertisement</p><a href="#after-story-ad-%d" class="css-1uvyvq0">SKIP ADVERTISEMENT</a></div>'
                      '<div id="story-ad-%d" class="ad story-ad-%d-wrapper"></div></div><div id="after-story-ad-%d" aria-hidden="true" class="css-1ilyui9"></div>',
          "regional": '<div class="ad-slot ad-slot--inarticle" id="inarticle-%d" data-ad-unit="/%d/%d/article/inline"><span class="ad-label">Advertisement</span></div>'}
    if style == "national":
        cols, k = [], 0
        while k < len(items):
            chunk = items[k:k + 3]
            if cols and k < n:
                c = len(cols)
                cols.append(ad["national"] % (c, c, c, c, c))
            cols.append('<div class="css-53u6y8 StoryBodyCompanionColumn"><div class="css-1fanzo5">%s</div></div>' % "".join(chunk))
            k += 3
        items = cols
    elif style == "regional" and n > 2:
        items.insert(2, ad["regional"] % (1, rs.randint(1000, 9999), rs.randint(10, 99)))
    remaining = ""
    if wrap and rest:
        remaining = '<div class="%s"%s>%s</div>' % (
            "article-body__remaining" if hide == "style" else hid, ' style="display:none"' if hide == "style" else ' aria-hidden="true"', "".join(p(x) for x in rest))
        if not wrap_after:
            items.append(remaining)
            remaining = ""
    login = "Already a subscriber? Sign in" if style == "business" else "Already a subscriber? Log in"
    if paid:
        if style == "national":
            lead = "This article is for subscribers. Subscribe for unlimited access to our journalism, or log in if you have an account."
            box = ('<div id="gateway-content" class="css-1j9lk8v e1b8rnm50" data-testid="paywall" role="dialog" aria-modal="false" aria-labelledby="gateway-title">'
                   '<div class="css-1dv1kvn"><h2 id="gateway-title" class="css-15tx6h8">Subscribe to continue reading</h2><p class="css-1e8r4ro">%s</p>'
                   '<div class="css-offer"><p class="css-1s3tz5f"><span class="css-1bgwdmx">%s</span> <span class="css-1p7z2sn">%s Cancel anytime.</span></p>'
                   '<ul class="css-benefits">%s</ul><a class="css-1hfgo7n" href="/subscription/all-access?campaignId=%s" data-testid="gateway-subscribe">Subscribe now</a></div>'
                   '<p class="css-1j4trbq">%s <a href="/login?redirect_uri=%s" data-testid="gateway-login">Log in</a></p></div></div>') % (
                lead, esc(offer), esc(then), "".join('<li class="css-1mzj0ce">%s</li>' % esc(x) for x in perks),
                "".join(rs.choice("0123456789ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6)), login.rsplit(" ", 2)[0], SLUG[0])
            texts = ["Subscribe to continue reading", lead, "%s %s Cancel anytime." % (offer, then)]
        elif style == "business":
            detail = "%s Complete digital access to quality journalism on any device. Cancel anytime during your trial." % then
            box = ('<div class="barrier" id="barrier-page" data-barrier="trial" data-content-id="%08x-%04x"><div class="o-grid-container"><div class="barrier__header">'
                   '<h2 class="barrier__heading">Subscribe to unlock this article</h2></div><div class="barrier__offers">'
                   '<div class="barrier-offer barrier-offer--trial"><h3 class="barrier-offer__title">Try unlimited access</h3><p class="barrier-offer__price"><strong>Only %s</strong></p>'
                   '<p class="barrier-offer__detail">%s</p><a class="o-buttons o-buttons--primary o-buttons--big" href="/products?segmentId=%08x" data-trackable="trial">Try now</a></div>'
                   '<div class="barrier-offer barrier-offer--digital"><h3 class="barrier-offer__title">Standard Digital</h3><p class="barrier-offer__price"><strong>Save %d%%</strong></p>'
                   '<p class="barrier-offer__detail">$%d for your first year. Essential digital access to quality journalism on any device.</p>'
                   '<a class="o-buttons o-buttons--secondary o-buttons--big" href="/products?offerId=%08x" data-trackable="digital">Select</a></div></div>'
                   '<div class="barrier__benefits"><h3 class="barrier__benefits-title">What\'s included</h3><ul class="barrier__benefits-list">%s</ul></div>'
                   '<p class="barrier__login">Already a subscriber? <a href="/login?location=%s" data-trackable="sign-in">Sign in</a></p></div></div>') % (
                r.getrandbits(32), r.getrandbits(16), esc(offer), esc(detail), rs.getrandbits(32), rs.choice([20, 25, 33, 40]), cad * 10 + 9, rs.getrandbits(32),
                "".join('<li class="barrier__benefit">%s</li>' % esc(x) for x in perks), SLUG[0])
            texts = ["Subscribe to unlock this article", "Try unlimited access", detail,
                     "Essential digital access to quality journalism on any device."]
        else:
            eyebrow = "You've reached your limit of free articles." if metered else "This story is for subscribers only."
            sub = "Get unlimited digital access to %s and support local journalism." % paper
            help_ = "Questions? Call customer service at 1-800-%03d-%04d." % (rs.randint(200, 999), rs.randint(0, 9999))
            box = ('<div id="piano-inline" class="piano-inline-container"><div class="tp-container-inner"><div class="pn-template pn-template--inline" data-template-id="OT%s">'
                   '<p class="pn-eyebrow">%s</p><h3 class="pn-heading">Subscribe to continue reading</h3><p class="pn-sub">%s</p>'
                   '<div class="pn-offer" data-offer-id="OF%s" data-term-id="TM%s"><span class="pn-price">%s</span> <span class="pn-terms">%s Cancel anytime.</span>'
                   '<button class="pn-btn" type="button" data-action="subscribe">Subscribe now</button></div><ul class="pn-benefits">%s</ul>'
                   '<p class="pn-login">Already a subscriber? <a href="#" class="pn-login-link" data-action="login">Log in</a></p><p class="pn-help">%s</p></div></div></div>') % (
                "".join(rs.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(10)), esc(eyebrow), esc(sub),
                "".join(rs.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(10)), "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(10)),
                esc(offer), esc(then), "".join("<li>%s</li>" % esc(x) for x in perks), help_)
            texts = ["Subscribe to continue reading", eyebrow, sub, "%s %s Cancel anytime." % (offer, then), help_]
        EXTRAS.extend(texts + perks + [login])
    else:
        box = ""
    meter = ""
    if not paid and metered:
        left = r.randint(1, 4)
        meter = ('<div class="meter-bar" role="status" style="position:fixed;bottom:0;left:0;right:0"><p class="meter-bar__text">You have %d free article%s remaining this month.'
                 ' <a href="/subscribe?ref=meter">Subscribe</a> for unlimited access.</p><button class="meter-bar__close" aria-label="Close">&times;</button></div>') % (left, "" if left == 1 else "s")
        EXTRAS.append("You have %d free article%s remaining this month." % (left, "" if left == 1 else "s"))
    when = {"national": "<span>Published %s %d, %d</span><span>Updated %s %d, %d, %d:%02d %s ET</span>" % (
                d[1], d[0], d[2], d[1], d[0], d[2], d[3], d[4], "a.m." if d[5] == "AM" else "p.m."),
            "business": "%s %d %d" % (d[1], d[0], d[2]), "regional": fmt_date(d)}[style]
    sp = lambda s: "<span>%s</span>" % s
    btns = [("listen", "Listen to this article", " <span class=\"listen-time\">%d min</span>" % mins)] if listen else []
    btns += [("share", "Share", ""), ("gift", "Gift this article", ""), ("save", "Save", "")]
    tools = "".join('<button type="button" class="%s" aria-label="%s" data-testid="%s-button"><svg aria-hidden="true" width="20" height="20"><use href="#icon-%s"></use></svg>%s%s</button>' % (
        {"national": "css-1uhsiac", "business": "o-buttons article-actions__%s" % k, "regional": "btn-tool btn-%s" % k}[style], label, k, k, sp(label), extra) for k, label, extra in btns)
    who, agency = r.choice(NAMES[:10]), r.choice(["Bloomberg", "Getty Images", "Reuters", "AP"])
    credit = {"national": '<span class="css-1ly73wi e1tej78p0">Credit...</span><span>%s</span>' % esc(r.choice(["%s for %s" % (who, paper), agency, "%s/%s" % (who, agency)])),
              "business": "&copy; %s" % esc(r.choice(["%s/%s" % (who, agency), "%s via %s" % (r.choice(["AFP", "Reuters", "EPA"]), "Getty Images"), agency])),
              "regional": '<span class="caption-credit">%s</span>' % esc(r.choice(["%s / %s" % (who, paper), "%s, %s" % (who, "Staff Photographer"), "%s / AP" % who]))}[style]
    K = {"national": ["css-1vxca1d e1lmdhsb0", "css-d92aml e12qa4dv0", "css-c1b6ia e1vkuffb0", "css-1l1ydvg e1h9rw200", "css-w6ymp8 e1wiw3jv0",
                      "css-1bgg7e2 e1xwl9xo0", "css-aknsld e1jsehar1", "css-1z1nqv e16638kd0", "css-1bk2dj4 e1bk2dj0", "css-1ln1alc e1g7ppur0 sizeMedium",
                      "css-jevhq3 ed0ksej0", "css-cnj6d5 e1z0qqy90"],
         "business": ["article article--%s" % ("paywalled" if paid else "free"), "o-topper o-topper--basic", "o-topper__tags", "o-topper__headline",
                      "o-topper__standfirst", "article-info", "article-info__byline", "article-info__timestamp o-date", "article__actions",
                      "n-content-image n-content-image--full", "n-content-image__caption", "n-content-image__caption-text"],
         "regional": ["article story-body", "article-header", "article-kicker", "article-headline h1", "article-subheadline", "article-byline-wrap",
                      "article-byline", "article-date", "article-tools", "article-lead-image", "article-lead-image__caption", "caption-text"]}[style]
    lead_img = ('<figure class="%s" role="group" aria-label="media"><picture><img alt="" src="https://%s/images/%d/%02d/lead-%x.jpg" width="1200" height="800"/></picture>'
                '<figcaption class="%s"><span class="%s">%s</span> %s</figcaption></figure>' % (
                    K[9], host.replace("www", "static"), d[2], MONTHS.index(d[1]) + 1, r.getrandbits(32), K[10], K[11], esc(sentence(r, 6, 14)), credit)) if r.random() < 0.85 else ""
    head = ('<header class="%s"><p class="%s"><a href="/%s/">%s</a>%s</p><h1 class="%s" data-testid="headline">%s</h1>'
            '<p class="%s" id="article-summary">%s</p><div class="%s"><p class="%s">By %s</p>'
            '<time class="%s" datetime="%d-%02d-%02d">%s</time></div><div class="%s">%s</div></header>%s') % (
        K[1], K[2], cat.lower(), cat, ' <span class="badge badge--premium">%s</span>' % badge if badge and paid else "", K[3], esc(t), K[4], esc(stand),
        K[5], K[6], " and ".join('<a href="/by/%s">%s</a>' % ("-".join(x.lower().split()), x) for x in byline.split(" and ")), K[7], d[2], MONTHS.index(d[1]) + 1, d[0], when, K[8], tools, lead_img)
    others = [title(r) for _ in range(5)]
    EXTRAS.extend(others)
    aside = '<aside class="most-read" aria-label="%s"><h2 class="most-read__title">%s</h2><ol>%s</ol></aside>' % (most, most, "".join(
        '<li><span class="most-read__rank">%d</span><a href="/%s/%d/%s/">%s</a></li>' % (i + 1, cat.lower(), d[2], "-".join(x.lower().split()), esc(x)) for i, x in enumerate(others)))
    copy = "\u00a9 %d %s. All rights reserved." % (d[2], paper)
    EXTRAS.append(copy)
    foot = '<footer class="paper-footer"><nav><ul>%s</ul></nav><p class="paper-footer__copyright">%s</p></footer>' % ("".join(
        '<li><a href="/%s">%s</a></li>' % (x.lower().replace(" ", "-"), x) for x in ["Subscribe", "Manage my account", "Help", "Contact us", "Terms of Service", "Privacy Policy", "Cookie settings"]), esc(copy))
    ldj = ""
    if ld:
        obj = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": t, "description": stand,
               "datePublished": "%d-%02d-%02dT%02d:%02d:00Z" % (d[2], MONTHS.index(d[1]) + 1, d[0], d[3] % 12 + (12 if d[5] == "PM" else 0), d[4]),
               "author": [{"@type": "Person", "name": x} for x in byline.split(" and ")], "isAccessibleForFree": not paid,
               "publisher": {"@type": "Organization", "name": paper}}
        if paid:
            obj["hasPart"] = {"@type": "WebPageElement", "isAccessibleForFree": False, "cssSelector": sel}
        ldj = '<script type="application/ld+json">%s</script>' % json.dumps(obj)
    css = "<style>.%s{display:none!important}</style>" % hid if hide == "class" and rest else ""
    return ('<main id="site-content" class="paper-main paper-main--%s">%s%s<article id="story" class="%s" data-paywall="%s">%s'
            '<section class="%s" name="articleBody" itemprop="articleBody">%s</section>%s%s</article>%s%s%s</main>') % (
        style, css, ldj, K[0], ("metered" if metered else "hard") if paid else "none", head,
        box_cls, "".join(items), box, remaining, aside, meter, foot)
def amp(r, t, body, cat, cs):
    """A news or blog article served as an AMP page (2018-2022), the page
    a publisher's feed links to, in one of three makes a site: the
    official AMP plugin's Reader mode on WordPress (the header's site
    icon and title, article.amp-wp-article: the amp-wp-title, the
    amp-wp-meta byline with its gravatar and "3 years ago", the
    featured amp-img and its wp-caption-text, the amp-wp-article-content
    box holding the paragraphs, Ad Inserter's code-blocks of amp-ad
    between them, embeds as amp-twitter, amp-instagram, amp-youtube,
    Jetpack's amp-social-share buttons and related posts at the box's
    end, the footer's categories, tags and "Leave a Comment", "Back to
    top"), the AMP for WP plugin's Swift design (an amp-sidebar of the
    menu, the hamburger header with its logo, breadcrumbs, the
    category, title, author and date, share icons, the content's
    in-content ads with their label, tags, the readers' comments as the
    plugin prints them, "Related Posts" with excerpts, "View Non-AMP
    Version", a GDPR amp-consent box) or a publisher's own AMP template
    (the sidebar's sections, the logo, a section's kicker, the headline,
    a dek on some sites (the feed's teaser), byline and times, the lead
    amp-img with a <noscript><img> fallback inside and its caption and
    credit, amp-social-share buttons, the paragraphs with amp-ads and
    their "Advertisement" labels and data-loading-strategy, an h2 at
    times, embeds whose placeholders hold the tweet's text or "Loading
    tweet...", on some sites the story's second half in an
    amp-accordion behind "Read more", topics, an amp-carousel of
    related stories, an amp-list's mustache template of the most read,
    an ad network's amp-embed, amp-next-page's JSON, a sticky ad, an
    amp-consent or amp-user-notification cookie box, the footer).
    amp-analytics' JSON in every page.  The truth: the dek, the
    story's paragraphs, headings and the text of an embedded tweet's
    placeholder (a reader reads it, as the list post's tweets); not
    the tweet's "&mdash; Name (@handle)" line, the captions, credits,
    ads, embeds' loading text, share buttons, tags, comments, related
    stories nor the consent box."""
    rs = random.Random(BLOG[0] + " amp")
    make = random.Random(BLOG[0] + " amp page").choice(["reader", "reader", "reader", "ampforwp", "ampforwp", "custom", "custom", "custom"])
    dom = "www.%s.example" % "".join(BLOG[0].lower().split()[:-1])
    base = "https://" + dom
    slug = SLUG[0][1:-5]
    canon = "%s/%s/" % (base, slug)
    adnet = rs.choice(["adsense", "doubleclick", "doubleclick"])
    label = rs.random() < 0.6
    every = rs.choice([2, 3, 3, 4])
    strategy = rs.choice([None, "prefer-viewability-over-views", "1.25"])
    ssr = rs.random() < 0.5  # the AMP optimizer's server-side layout
    quote_tweets = rs.random() < 0.7
    pub = rs.randrange(10 ** 15, 10 ** 16)
    slot = "/%d/%s" % (rs.randint(1000, 99999999), "".join(BLOG[0].lower().split()[:-1])[:12])
    ga = "UA-%d-%d" % (rs.randint(1000000, 99999999), rs.randint(1, 3))
    author = rs.choice(NAMES[:10]) if rs.random() < 0.5 else "Ann Lee"
    gravatar = rs.getrandbits(128)
    adslot = rs.randint(10 ** 9, 10 ** 10 - 2000)
    # the site's plugins and boxes: the share buttons, Jetpack's related
    # posts, the GDPR box, the dek, the accordion, the lists and ads after
    # the story, amp-next-page, the consent box's kind, the lead's noscript
    share_on, jp_on, gdpr_on, dek_on, acc_on = (rs.random() < p for p in (0.6, 0.5, 0.6, 0.6, 0.4))
    most_on, taboola_on, next_on, sticky_on, consent_on, noscript_on = (rs.random() < 0.5 for _ in range(6))
    consent_text = rs.choice(["We use cookies and similar technologies to personalise content and ads, to provide social media features and to analyse our traffic.",
                              "This website uses cookies to improve your experience. We'll assume you're ok with this, but you can opt-out if you wish.",
                              "We and our partners use cookies to give you the best experience on our website."])
    menu = ["Home"] + rs.sample(CATS, 4) + ["About", "Contact"]
    d = date(r)
    mon = MONTHS.index(d[1]) + 1
    h24 = d[3] % 12 + (12 if d[5] == "PM" else 0)
    iso = "%d-%02d-%02dT%02d:%02d:00+00:00" % (d[2], mon, d[0], h24, d[4])

    def img(src, w, h, alt, cls="", noscript=False, layout="responsive"):
        lay = ' class="%si-amphtml-layout-%s i-amphtml-layout-size-defined" i-amphtml-layout="%s"' % (cls + " " if cls else "", layout, layout) if ssr else (
            ' class="%s"' % cls if cls else "")
        sizer = '<i-amphtml-sizer style="display:block;padding-top:%.4f%%;"></i-amphtml-sizer>' % (100.0 * h / w) if ssr and layout == "responsive" else ""
        ns = '<noscript><img src="%s" width="%d" height="%d" alt="%s"></noscript>' % (src, w, h, esc(alt)) if noscript else ""
        return '<amp-img src="%s" width="%d" height="%d" layout="%s" alt="%s"%s>%s%s</amp-img>' % (src, w, h, layout, esc(alt), lay, sizer, ns)

    def ad(k):
        ld = ' data-loading-strategy="%s"' % strategy if strategy else ""
        if adnet == "adsense":
            a = ('<amp-ad width="100vw" height="320" type="adsense" data-ad-client="ca-pub-%d" data-ad-slot="%d" data-auto-format="rspv" data-full-width=""%s>'
                 '<div overflow=""></div></amp-ad>') % (pub, adslot + k, ld)
        else:
            a = ('<amp-ad width="300" height="250" type="doubleclick" data-slot="%s/amp/%s_inline_%d" data-multi-size="300x600,320x100" data-multi-size-validation="false"%s '
                 'json=\'{"targeting":{"section":["%s"],"pos":["inline%d"],"amp":["1"]}}\' rtc-config=\'{"vendors":{"aps":{"PUB_ID":"%d","PARAMS":{"amp":"1"}}},"timeoutMillis":1000}\'>'
                 '<div placeholder></div><div fallback></div></amp-ad>') % (slot, cat.lower(), k, ld, cat.lower(), k, pub % 10000)
        lab = "Advertisement" if label else ""
        if make == "reader":
            return ('<div class="code-block code-block-%d" style="margin: 8px auto; text-align: center; display: block; clear: both;">%s%s</div>' % (
                k + 1, '<div class="code-block-label">%s</div>' % lab if lab else "", a))
        if make == "ampforwp":
            return '<div class="amp-ad-wrapper ampforwp-incontent-ad ampforwp-incontent-ad%d">%s%s</div>' % (k, '<span class="ampforwp-ad-label">%s</span>' % lab if lab else "", a)
        return '<div class="ad-container ad-container--inline">%s%s</div>' % ('<div class="ad-label">%s</div>' % lab if lab else "", a)

    def embed(story):
        kind = r.choice(["twitter", "twitter", "twitter", "instagram", "youtube"])
        chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"
        if kind == "twitter":
            who = r.choice(NAMES[:10])
            handle = LEXICON[r.randrange(len(LEXICON))] + str(r.randint(1, 99))
            tid = r.randint(10 ** 17, 10 ** 18)
            if quote_tweets:
                text = sentence(r, 5, 20)
                story.append(text)
                inner = ('<blockquote placeholder class="twitter-tweet" data-lang="en"%s><p lang="en" dir="ltr">%s</p>&mdash; %s (@%s) '
                         '<a href="https://twitter.com/%s/status/%d?ref_src=twsrc%%5Etfw">%s %d, %d</a></blockquote>') % (
                    ' data-dnt="true"' if make == "reader" else "", esc(text), esc(who), handle, handle, tid, d[1], d[0], d[2])
            else:
                inner = '<div placeholder class="embed-loading">Loading tweet...</div>'
                EXTRAS.append("Loading tweet...")
            h = '<amp-twitter width="375" height="472" layout="responsive" data-tweetid="%d">%s</amp-twitter>' % (tid, inner)
        elif kind == "instagram":
            code = "".join(r.choice(chars) for _ in range(11))
            h = '<amp-instagram data-shortcode="%s" data-captioned width="400" height="400" layout="responsive">%s</amp-instagram>' % (
                code, "" if make == "reader" else '<div fallback class="embed-fallback"><a href="https://www.instagram.com/p/%s/">View this post on Instagram</a></div>' % code)
            if make != "reader":
                EXTRAS.append("View this post on Instagram")
        else:
            vid = "".join(r.choice(chars) for _ in range(11))
            h = '<amp-youtube data-videoid="%s" layout="responsive" width="480" height="270"%s>%s</amp-youtube>' % (
                vid, ' title="%s"' % esc(title(r)) if make == "reader" else "",
                '<a placeholder href="https://www.youtube.com/watch?v=%s">%s</a>' % (vid, img("https://i.ytimg.com/vi/%s/hqdefault.jpg" % vid, 480, 360, "", layout="fill")))
        if make == "reader":
            return '<figure class="wp-block-embed is-type-%s is-provider-%s wp-block-embed-%s"><div class="wp-block-embed__wrapper">%s</div></figure>' % (
                "video" if kind == "youtube" else "rich", kind, kind, h)
        return '<div class="embed embed--%s">%s</div>' % (kind, h)
    # the story: paragraphs, ads every few of them, an embed, a heading,
    # in the reader modes a picture; the rest in an accordion at times
    story, pre, post_ = [], [], []
    cut = r.randint(2, 3) if make == "custom" and acc_on and len(body) > 4 else len(body)
    emb = r.randrange(len(body) - 1) if len(body) > 1 and r.random() < 0.35 else -1
    head = len(body) // 2 if len(body) > 4 and r.random() < 0.3 else -1
    pic = r.randrange(1, len(body) - 1) if make != "custom" and len(body) > 3 and r.random() < 0.3 else -1
    for i, x in enumerate(body):
        out = pre if i < cut else post_
        if i == head:
            hd = title(r)
            out.append('<h2%s>%s</h2>' % (' class="wp-block-heading"' if make != "custom" else ' class="article-body__subhead"', esc(hd)))
            story.append(hd)
        out.append("<p>%s</p>" % esc(x))
        story.append(x)
        if i == emb:
            out.append(embed(story))
        if i == pic:
            out.append('<figure class="wp-block-image size-large">%s<figcaption>%s</figcaption></figure>' % (
                img("%s/wp-content/uploads/%d/%02d/%s-1024x683.jpg" % (base, d[2], mon, LEXICON[r.randrange(len(LEXICON))]), 1024, 683, "",
                    "wp-image-%d amp-wp-enforced-sizes" % r.randint(100, 9999), noscript=True), esc(sentence(r, 4, 12))))
        if i % every == every - 1 and i + 1 < len(body):
            out.append(ad(i // every + 1))
    if post_:
        pre.append('<amp-accordion class="read-more" disable-session-states animate><section><h2 class="read-more__toggle">'
                   '<span class="read-more__show">Read more</span><span class="read-more__hide">Show less</span></h2>'
                   '<div class="read-more__content">%s</div></section></amp-accordion>' % "\n".join(post_))
    STORY[:] = story
    text = "\n".join(pre)
    cap = sentence(r, 5, 14)
    lead = "%s/wp-content/uploads/%d/%02d/%s.jpg" % (base, d[2], mon, slug[:20]) if make != "custom" else "https://cdn.%s/images/%x.jpg" % (dom[4:], r.getrandbits(40))
    rel = [(title(r), " ".join(para(r, 1, 2).split()[:r.randint(12, 20)])) for _ in range(r.choice([3, 4, 6]))]
    tags = [LEXICON[r.randrange(len(LEXICON))] for _ in range(r.randint(0, 4))]
    EXTRAS.extend([x[0] for x in rel] + (["Advertisement"] if label else []))
    analytics = ('<amp-analytics type="gtag" data-credentials="include"><script type="application/json">{"vars":{"gtag_id":"%s","config":{"%s":{"groups":"default"}}},'
                 '"triggers":{"trackPageview":{"on":"visible","request":"pageview"}}}</script></amp-analytics>') % (ga, ga)
    if make == "reader":
        share = ('<div class="sharedaddy sd-sharing-enabled"><div class="robots-nocontent sd-block sd-social sd-social-icon sd-sharing"><h3 class="sd-title">Share this:</h3><div class="sd-content">%s</div></div></div>' % "".join(
            '<amp-social-share type="%s" height="32px" width="32px" aria-label="Click to share on %s" title="Click to share on %s"%s></amp-social-share>' % (
                n.lower(), n, n, ' data-param-app_id="249643311490"' if n == "Facebook" else "") for n in ["Twitter", "Facebook", "Email"])) if share_on else ""
        jp = ('<div id="jp-relatedposts" class="jp-relatedposts"><h3 class="jp-relatedposts-headline"><em>Related</em></h3><div class="jp-relatedposts-items jp-relatedposts-items-minimal">%s</div></div>' % "".join(
            '<p class="jp-relatedposts-post jp-relatedposts-post%d" data-post-id="%d" data-post-format="false"><span class="jp-relatedposts-post-title"><a class="jp-relatedposts-post-a" href="%s/r%d/amp/" title="%s" rel="nofollow">%s</a></span>'
            '<span class="jp-relatedposts-post-date">%s</span><span class="jp-relatedposts-post-context">In &quot;%s&quot;</span></p>' % (
                i, r.randint(10, 9999), base, i, esc(x[0]), esc(x[0]), fmt_date(date(r)).split(" at ")[0], r.choice(CATS)) for i, x in enumerate(rel[:3]))) if jp_on else ""
        main = ('<header id="top" class="amp-wp-header"><div><a href="%s/">%s<span class="amp-site-title">%s</span></a></div></header>'
                '<article class="amp-wp-article"><header class="amp-wp-article-header"><h1 class="amp-wp-title">%s</h1>'
                '<div class="amp-wp-meta amp-wp-byline">%s<span class="amp-wp-author author vcard">%s</span></div>'
                '<div class="amp-wp-meta amp-wp-posted-on"><time datetime="%s">%d years ago</time></div></header>'
                '<figure class="amp-wp-article-featured-image wp-caption">%s%s</figure>'
                '<div class="amp-wp-article-content">%s%s%s</div>'
                '<footer class="amp-wp-article-footer"><div class="amp-wp-meta amp-wp-tax-category">Categories: <a href="%s/category/%s/" rel="category tag">%s</a></div>%s'
                '<div class="amp-wp-meta amp-wp-comments-link"><a href="%s#comments">%s</a></div></footer></article>'
                '<footer class="amp-wp-footer"><div><h2>%s</h2><a href="#top" class="back-to-top">Back to top</a></div></footer>') % (
            base, img("%s/wp-content/uploads/2018/05/cropped-icon-32x32.png" % base, 32, 32, "", "amp-wp-site-icon", layout="fixed"), esc(BLOG[0]), esc(t),
            img("https://secure.gravatar.com/avatar/%032x?s=72&amp;d=mm&amp;r=g" % gravatar, 24, 24, author, layout="fixed"), author, iso, r.randint(1, 4),
            img(lead, 1024, 576, "", "attachment-large size-large wp-post-image amp-wp-enforced-sizes", noscript=ssr),
            '<p class="wp-caption-text">%s</p>' % esc(cap) if r.random() < 0.5 else "", text, share, jp,
            base, cat.lower(), cat, '<div class="amp-wp-meta amp-wp-tax-tag">Tags: %s</div>' % ", ".join(
                '<a href="%s/tag/%s/" rel="tag">%s</a>' % (base, x, x) for x in tags) if tags else "", canon,
            "%d Comment%s" % (len(cs), "" if len(cs) == 1 else "s") if cs else "Leave a Comment", esc(BLOG[0]))
        return main + analytics
    if make == "ampforwp":
        side = ('<amp-sidebar id="sidebar" class="sidebar" layout="nodisplay" side="left"><div class="amp-close-btn"><a role="button" on="tap:sidebar.close" class="t-ham" tabindex="0">'
                '<span class="hmbr">&times;</span></a></div><div class="m-ctr"><div class="m-menu"><div class="menu-main-menu-container"><ul id="menu-main-menu" class="amp-menu">%s</ul></div></div></div></amp-sidebar>') % "".join(
            '<li class="menu-item menu-item-type-taxonomy"><a href="%s/%s">%s</a></li>' % (base, "" if x == "Home" else x.lower() + "/amp/", x) for x in menu)
        shown = cs[:10]
        thread = ""
        if shown:
            thread = ('<div class="ampforwp-comment-wrapper"><div class="amp-comment-wrapper"><div class="cmts"><h3 class="amp-comment-title">%d Comment%s</h3><ul>%s</ul></div></div></div>' % (
                len(cs), "" if len(cs) == 1 else "s", nest(shown, lambda i, c: (
                    '<li id="li-comment-%d" class="comment depth-%d"><article id="comment-%d" class="comment-body"><footer class="comment-meta"><div class="comment-author vcard">%s'
                    '<b class="fn">%s</b> <span class="says">says:</span></div><div class="comment-metadata"><a href="%s#comment-%d">%s</a></div></footer>'
                    '<div class="comment-content">%s</div></article>') % (
                        i + 1, c[3], i + 1, img("https://secure.gravatar.com/avatar/%032x?s=40&amp;d=mm&amp;r=g" % r.getrandbits(128), 40, 40, "", "avatar", layout="fixed"),
                        esc(c[0]), canon, i + 1, fmt_date(c[1]), ps(c[2])))))
        gdpr = ('<amp-consent id="ampforwpConsent" layout="nodisplay"><script type="application/json">{"consents":{"consent":{"promptIfUnknownForGeoGroup":"eu","promptUI":"gdpr_c"}},'
                '"postPromptUI":"gdpr_fb"}</script><div id="gdpr_c" class="gdpr_w"><div class="gdpr_t"><h3>Cookie Consent</h3><p>%s</p></div><div id="gdpr_yn" class="gdpr_yn">'
                '<button type="button" on="tap:ampforwpConsent.accept" class="btn gdpr_y">Accept</button><button type="button" on="tap:ampforwpConsent.reject" class="btn gdpr_n">Reject</button>'
                '</div></div><div id="gdpr_fb" class="gdpr_fb"><button on="tap:ampforwpConsent.prompt" class="btn">Privacy Settings</button></div></amp-consent>') % esc(consent_text) if gdpr_on else ""
        if gdpr_on:
            EXTRAS.append(consent_text)
        main = ('%s<header class="header h_m h_m_1"><div class="cntr"><div class="head h_m_w"><div class="h-nav"><div class="ham-menu"><div class="amp-menu-icon">'
                '<a role="button" on="tap:sidebar.toggle" class="t-ham" tabindex="0"><span></span></a></div></div></div><div class="logo"><a href="%s/amp/">%s</a></div></div></div></header>'
                '<div class="content-wrapper"><div class="sp"><div class="cntr"><div class="breadcrumbs"><ul id="breadcrumbs" class="breadcrumbs">'
                '<li class="item-home"><a class="bread-link bread-home" href="%s/amp/" title="Home">Home</a></li><li class="item-cat"><a class="bread-cat" href="%s/category/%s/amp/">%s</a></li>'
                '<li class="item-post"><span class="bread-post">%s</span></li></ul></div>'
                '<div class="sp-cnt"><div class="sp-rl"><div class="sp-rt"><div class="amp-category"><span><a href="%s/category/%s/amp/">%s</a></span></div>'
                '<h1 class="amp-post-title">%s</h1><div class="sp-athr"><span class="athr-tx">By</span> <span class="author-name"><a href="%s/author/%s/amp/">%s</a></span>'
                ' <span class="post-date">%s</span></div><div class="fetr-img">%s</div>'
                '<div class="ss-ic"><span class="shr-txt">Share</span><ul>%s</ul></div>'
                '<div class="cntn-wrp artl-cnt">%s</div>%s%s'
                '<div class="amp-comment-button"><a href="%s#commentform" rel="nofollow">Leave a Comment</a></div></div></div></div>'
                '<div class="r-pf"><h3 class="amp-related-posts-title">Related Posts</h3><ul class="clearfix">%s</ul></div></div></div></div>'
                '<footer class="footer"><div class="f-w-f2"><div class="cntr"><div class="f-menu"><ul class="menu"><li><a href="%s/privacy-policy/">Privacy Policy</a></li><li><a href="%s/about/">About</a></li></ul></div>'
                '<div class="rr"><span>%s %d All Rights Reserved</span> <a class="view-non-amp" href="%s" rel="nofollow">View Non-AMP Version</a></div></div></div></footer>%s') % (
            side, base, img("%s/wp-content/uploads/2018/05/logo.png" % base, 190, 36, BLOG[0], "amp-logo"), base, base, cat.lower(), cat, esc(t),
            base, cat.lower(), cat, esc(t), base, author.lower().replace(" ", "-"), author, fmt_date(d).split(" at ")[0],
            img(lead, 1024, 576, t, "attachment-full size-full wp-post-image"),
            "".join('<li><a title="%s share" class="s_%s" target="_blank" href="%s" rel="nofollow noopener"></a></li>' % (n, c, u) for n, c, u in [
                ("facebook", "fb", "https://www.facebook.com/sharer.php?u=%s" % canon), ("twitter", "tw", "https://twitter.com/intent/tweet?url=%s" % canon),
                ("whatsapp", "wa", "https://api.whatsapp.com/send?text=%s" % canon)]),
            text, '<div class="tags"><div class="amp-tags">%s</div></div>' % "".join('<span><a href="%s/tag/%s/amp/">%s</a></span>' % (base, x, x) for x in tags) if tags else "",
            thread, canon, "".join(
                '<li class="has_thumbnail"><div class="rlp-image"><a class="ampforwp_related_post_image" href="%s/r%d/amp/">%s</a></div>'
                '<div class="rlp-cnt"><a href="%s/r%d/amp/" rel="bookmark" title="%s">%s</a><p>%s</p></div></li>' % (
                    base, i, img("%s/wp-content/uploads/r%d-346x188.jpg" % (base, i), 346, 188, x[0]), base, i, esc(x[0]), esc(x[0]), esc(x[1])) for i, x in enumerate(rel)),
            base, base, esc(BLOG[0]), d[2], canon, gdpr)
        EXTRAS.extend(x[1] for x in rel)
        return main + analytics
    # a publisher's own template
    dek = sentence(r, 10, 22) if dek_on else ""
    if dek:
        TEASER.append(dek)
    upd = min(h24 + r.randint(1, 6), 23)
    when = "%d:%02d %s ET %s %d, %d" % (d[3], d[4], d[5][0].lower() + ".m.", d[1], d[0], d[2])
    credit = r.choice(["%s/Staff" % r.choice(NAMES[:10]), "AP Photo/%s" % r.choice(NAMES[:10]), "Getty Images", "Reuters"])
    carousel = ('<section class="related"><h2 class="related__title">More Stories</h2><amp-carousel height="240" layout="fixed-height" type="carousel" class="related__carousel">%s</amp-carousel></section>' % "".join(
        '<div class="related__item"><a href="%s/%s/%d/amp/">%s<h3 class="related__headline">%s</h3></a></div>' % (
            base, cat.lower(), i, img("https://cdn.%s/images/%x.jpg" % (dom[4:], r.getrandbits(40)), 240, 135, "", layout="fixed"), esc(x[0])) for i, x in enumerate(rel)))
    most = ('<section class="most-read"><h2 class="most-read__title">Most Read</h2><amp-list width="auto" height="400" layout="fixed-height" src="%s/api/amp/most-read.json" items="items">'
            '<template type="amp-mustache"><div class="most-read__item"><a href="{{url}}"><amp-img src="{{image}}" width="80" height="60" layout="fixed"></amp-img><span>{{headline}}</span></a></div></template>'
            '<div placeholder class="most-read__loading">Loading...</div><div overflow class="most-read__more">See more</div></amp-list></section>' % base) if most_on else ""
    taboola = ('<amp-embed width="100" height="100" type="taboola" layout="responsive" data-publisher="%s" data-mode="thumbnails-a-amp" data-placement="Below Article Thumbnails AMP" '
               'data-target_type="mix" data-article="auto" data-url=""></amp-embed>' % "".join(BLOG[0].lower().split()[:-1])) if taboola_on else ""
    nxt = title(r)
    EXTRAS.extend([nxt, consent_text])
    nextpage = ('<amp-next-page><script type="application/json">[{"url":"%s/%s/next/amp/","title":"%s","image":"https://cdn.%s/images/%x.jpg"}]</script></amp-next-page>' % (
        base, cat.lower(), esc(nxt), dom[4:], r.getrandbits(40))) if next_on else ""
    sticky = ('<amp-sticky-ad layout="nodisplay"><amp-ad width="320" height="50" type="doubleclick" data-slot="%s/amp/sticky"></amp-ad></amp-sticky-ad>' % slot) if sticky_on else ""
    if consent_on:
        box = ('<amp-consent id="consent" layout="nodisplay"><script type="application/json">{"consentInstanceId":"site-consent","consentRequired":"remote","checkConsentHref":"%s/amp/consent",'
               '"promptUI":"consent-ui"}</script><div id="consent-ui" class="consent-ui"><p class="consent-ui__text">%s <a href="%s/privacy/">Privacy Policy</a></p>'
               '<button class="consent-ui__accept" on="tap:consent.accept" role="button">Accept</button><button class="consent-ui__manage" on="tap:consent.reject" role="button">Manage options</button></div></amp-consent>') % (
            base, esc(consent_text), base)
    else:
        box = ('<amp-user-notification id="cookie-notice" layout="nodisplay" data-show-if-href="%s/amp/cookie-check" data-dismiss-href="%s/amp/cookie-dismiss" data-persist-dismissal="true">'
               '<div class="cookie-notice"><p>%s <a href="%s/cookies/">Learn more</a></p><button on="tap:cookie-notice.dismiss" class="cookie-notice__button">Accept</button></div></amp-user-notification>') % (
            base, base, esc(consent_text), base)
    main = ('<amp-sidebar id="sidebar" layout="nodisplay" side="left" class="amp-sidebar"><button class="amp-sidebar__close" on="tap:sidebar.close" aria-label="Close menu">&times;</button>'
            '<nav class="amp-sidebar__nav"><ul>%s</ul></nav><ul class="amp-sidebar__social"><li><a href="https://www.facebook.com/%s">Facebook</a></li><li><a href="https://twitter.com/%s">Twitter</a></li></ul></amp-sidebar>'
            '<header class="amp-header"><button class="amp-header__menu" on="tap:sidebar.toggle" aria-label="Open menu" role="button" tabindex="0"><span class="hamburger"></span></button>'
            '<a class="amp-header__logo" href="%s/">%s</a></header>'
            '<main id="content" role="main"><article class="amp-article" itemscope itemtype="http://schema.org/NewsArticle"><header class="amp-article__header">'
            '<a class="amp-article__section" href="%s/%s/">%s</a><h1 class="amp-article__headline" itemprop="headline">%s</h1>%s'
            '<div class="amp-article__byline">By <a href="%s/staff/%s/" itemprop="author">%s</a></div>'
            '<div class="amp-article__dates"><time datetime="%s" itemprop="datePublished">Published %s</time> <span class="amp-article__updated">Updated %d:%02d %s ET</span></div></header>'
            '<figure class="amp-article__lead">%s<figcaption class="amp-article__caption"><span class="caption__text">%s</span> <span class="caption__credit">(Photo: %s)</span></figcaption></figure>'
            '<div class="amp-share">%s</div><div class="amp-article__body" itemprop="articleBody">%s</div>%s</article>%s%s%s%s</main>'
            '<footer class="amp-footer"><a class="amp-footer__canonical" href="%s">View full site</a><p>&copy; %d %s. All rights reserved.</p></footer>%s%s%s') % (
        "".join('<li><a href="%s/%s">%s</a></li>' % (base, "" if x == "Home" else x.lower() + "/", x) for x in menu), dom[4:-8], dom[4:-8],
        base, img("%s/static/amp/logo.png" % base, 200, 36, BLOG[0], layout="fixed"), base, cat.lower(), cat, esc(t),
        '<p class="amp-article__dek">%s</p>' % esc(dek) if dek else "", base, author.lower().replace(" ", "-"), author, iso, when,
        (upd + 11) % 12 + 1, r.randint(0, 59), "a.m." if upd < 12 else "p.m.",
        img(lead, 1200, 675, cap, noscript=noscript_on), esc(cap), esc(credit),
        "".join('<amp-social-share type="%s" width="40" height="40"%s></amp-social-share>' % (x, ' data-param-app_id="%d"' % (pub % 10 ** 12) if x == "facebook" else "")
                for x in ["facebook", "twitter", "email", "whatsapp"]),
        text, '<div class="amp-article__topics"><span>Topics:</span> %s</div>' % ", ".join('<a href="%s/topic/%s/">%s</a>' % (base, x, x.title()) for x in tags) if tags else "",
        carousel, most, taboola, nextpage, canon, d[2], esc(BLOG[0]), sticky, box, analytics)
    return main
def techblog(r, t, body, cat, cs):
    """An engineering blog's post on a static site of 2020-2023, one of
    four a site: Docusaurus 2 or 3's blog (the "Recent posts" sidebar,
    the h1, "March 2, 2022 · 8 min read", the authors' avatars, names
    and titles, headings of a hash-link holding a zero-width space,
    Prism's code blocks of token lines split by <br>s, the line numbers
    CSS counters in empty spans on some sites, a "Copy" button of icons,
    admonitions whose heading is their type ("note") or a title, tags
    and "Edit this page" in the post's footer, "Newer Post" and "Older
    Post" with their titles, the table of contents' column beside it,
    a newsletter's box on a few sites), Hugo's Docsy (the breadcrumbs
    on some sites, the lead paragraph under the h1 on some (the feed's
    description), "By NAME | Wednesday, March 02, 2022", "8 minute
    read", headings with an empty self-link, Chroma's inline
    styled code, in a table beside its line numbers on some sites, the
    alert shortcode's box, "Last modified" and the commit, "Previous"
    and "Next" buttons, the right column's "Edit this page" links and
    the TableOfContents nav), Jekyll's Minimal Mistakes (breadcrumbs on
    some sites, the author's sidebar and bio, "8 minute read", the "On
    this page" box floated right inside the content's section, Rouge's
    code, in a rouge-table beside its gutter on some sites, notices as
    a box of a heading or a paragraph opening on its bold label, tags,
    categories, "Updated:", "Share on", "Previous" and "Next", "Leave a
    comment" and "You may also enjoy" with excerpts) or a company's own
    Next.js blog ("Blog / CAT" crumbs, a subtitle on some sites (the
    feed's description), two authors at times, "Mar 2, 2022 · 8 min
    read", "On this page" in a sticky column or a box before the post,
    headings with a visible "#" link, code blocks with a "Copy" button,
    a callout, GitHub's footnotes section, "Edit this page on GitHub",
    tags, the neighbouring posts' titles, a newsletter box, "More from
    the blog" cards).  The post: intro paragraphs, h2 sections and h3
    subsections, paragraphs with inline code, a link and footnotes'
    superscript numbers, code blocks, a callout, a table, a list at
    times, the footnotes (each with its "↩" back-link); giscus's or
    utterances's script on some sites, no reader comments.  The truth:
    the lead or subtitle, the paragraphs as they read (the footnotes'
    numbers after their words), the headings, each line of code, the
    callout's title and text (a notice's bold label and its text one
    line), each table row as its cells joined by spaces, the list's
    items and the footnotes' texts; not the table of contents, the
    copy buttons, the line numbers, the authors, the dates, the edit
    link, the tags, the pager, the newsletter nor the related posts."""
    rs = random.Random(BLOG[0] + " techblog")
    kind = rs.choice(["docusaurus", "docsy", "mm", "company"])
    v3, old, nums, crumbs, lead, toc_side = (rs.random() < p for p in (0.35, 0.4, 0.35, 0.6, 0.6, 0.65))
    talk = rs.choice([None, None, "giscus", "utterances"])
    news = rs.random() < {"company": 0.8, "docusaurus": 0.25}.get(kind, 0)
    org, repo = LEXICON[rs.randrange(len(LEXICON))], rs.choice(["website", "blog", "docs", "engineering-blog"])
    roles = ["Staff Software Engineer", "Engineering Manager", "Maintainer", "Senior Engineer", "Core team", "Developer Advocate"]
    team = [(n, n.lower().replace(" ", ""), rs.choice(roles)) for n in rs.sample(NAMES[:10], 4)]
    bio = sentence(rs, 8, 16)
    lx = lambda: LEXICON[r.randrange(len(LEXICON))]
    slug = lambda h: "-".join("".join(c for c in h.lower() if c.isalnum() or c == " ").split())
    LABEL = {"note": "Note", "tip": "Tip", "info": "Info", "warning": "Warning", "danger": "Important"}
    MMCLS = {"note": "info", "tip": "success", "info": "primary", "warning": "warning", "danger": "danger"}

    def ident():
        a, b = lx(), lx()
        return r.choice(["%s()" % a, "--%s" % a, "%s.yaml" % a, "%s_%s" % (a, b), "%s.%s" % (a, b), "%sClient" % a.title(), "/etc/%s" % a])

    def code():
        a, b, c, f, n = lx(), lx(), lx(), lx(), r.randint(2, 99)
        return r.choice([
            ("yaml", ["%s:" % a, "  %s: %s" % (b, c), "  replicas: %d" % n, "  %s: true" % f]),
            ("bash", ["$ npm install --save %s-%s" % (a, b), "$ npx %s %s --port %d" % (a, f, 3000 + n)]),
            ("python", ["from %s import %s" % (a, b), "def %s(%s):" % (f, c), "    return %s.%s(%s, timeout=%d)" % (b, f, c, n)]),
            ("ts", ["import { %s } from '%s';" % (f, a), "const %s = await %s({ %s: %d });" % (b, f, c, n), "console.log(%s.%s);" % (b, c)]),
            ("go", ["func %s(ctx context.Context, %s string) error {" % (f.title(), a), "    return %s.%s(ctx, %s)" % (b, c.title(), a), "}"]),
            ("json", ["{", '  "%s": "%s",' % (a, b), '  "%s": %d' % (c, n), "}"])])
    # the post: blocks of (kind, value), the footnotes after them
    n = len(body)
    intro, rest = body[:2 if n > 4 else 1], list(body[2 if n > 4 else 1:])
    secs = []
    while rest:
        k = r.randint(1, 3)
        secs.append(rest[:k]); rest = rest[k:]
    if not secs and r.random() < 0.6:
        secs = [[]]
    fns = [] if n < 3 or r.random() < 0.55 else sorted(r.sample(range(n), min(n, r.randint(1, 3))))
    paras = []
    for i, x in enumerate(body):
        # a paragraph as it reads and as its HTML: an identifier in
        # <code>, a footnote's number after its last word, a link
        w = x.split(" ")
        tw, hw = list(w), [esc(y) for y in w]
        free = [k for k in range(len(w)) if w[k][-1:] not in ".?!"]
        if free and r.random() < 0.45:
            k, tok = r.choice(free), ident()
            tw[k], hw[k] = tok, "<code>%s</code>" % esc(tok)
            free.remove(k)
        if i in fns:
            k, m = len(w) - 1, fns.index(i) + 1
            tw[k], hw[k] = w[k][:-1] + str(m) + w[k][-1], esc(w[k][:-1]) + "\0%d\0" % m + w[k][-1]
        if len(free) > 4 and r.random() < 0.25:
            k = r.choice(free[:-2])
            hw[k] = '<a href="https://%s.example/%s">%s' % (lx(), lx(), hw[k])
            hw[k + 1] += "</a>"
        paras.append(("p", (" ".join(tw), " ".join(hw))))
    blocks = paras[:len(intro)]
    slots, j = [], len(intro)
    for s in secs:
        blocks.append(("h2", title(r) if r.random() < 0.5 else title(r).capitalize()))
        if not s:
            slots.append(len(blocks))
        for k, x in enumerate(s):
            if k == 1 and r.random() < 0.35:
                blocks.append(("h3", title(r).capitalize()))
            blocks.append(paras[j]); j += 1
            slots.append(len(blocks))
    adds = {}
    for what, p in (("code", 0.85), ("code", 0.4), ("table", 0.4), ("ul", 0.3), ("note", 0.55), ("code", 0.2)):
        if r.random() < p:
            adds.setdefault(r.choice(slots or [len(blocks)]), []).append(what)
    for at in sorted(adds, reverse=True):
        new = []
        for what in adds[at]:
            if what == "code":
                new.append(("code", code()))
            elif what == "table":
                cols = r.randint(2, 4)
                head = ["Option", "Default", "Description", "Since"][:cols] if r.random() < 0.5 else [lx().title() for _ in range(cols)]
                rows = [[ident()] + [r.choice([str(r.randint(1, 500)), "true", "false", "%dms" % r.randint(10, 900), sentence(r, 2, 6)]) for _ in range(cols - 1)] for _ in range(r.randint(2, 5))]
                new.append(("table", (head, rows)))
            elif what == "ul":
                new.append(("ul", [sentence(r, 3, 10) for _ in range(r.randint(2, 5))]))
            else:
                ty = r.choice(sorted(LABEL))
                if kind == "docusaurus" and ty == "warning" and not v3:
                    ty = "caution"
                ttl = " ".join(word(r) for _ in range(r.randint(2, 4))).capitalize() if r.random() < 0.3 else ty if kind == "docusaurus" else LABEL[ty]
                new.append(("note", (ty, ttl, sentence(r, 8, 22), kind == "mm" and ttl == LABEL[ty] and r.random() < 0.5)))
        blocks[at:at] = new
    notes = [sentence(r, 5, 16) for _ in fns]
    ref = {"docusaurus": '<sup id="fnref-%(n)d"><a href="#fn-%(n)d" class="footnote-ref">%(n)d</a></sup>',
           "docsy": '<sup id="fnref:%(n)d"><a href="#fn:%(n)d" class="footnote-ref" role="doc-noteref">%(n)d</a></sup>',
           "mm": '<sup id="fnref:%(n)d" role="doc-noteref"><a href="#fn:%(n)d" class="footnote" rel="footnote">%(n)d</a></sup>'}.get(kind)
    gfm = kind == "company" or (kind == "docusaurus" and v3)
    if gfm:
        ref = '<sup><a href="#user-content-fn-%(n)d" id="user-content-fnref-%(n)d" data-footnote-ref="true" aria-describedby="footnote-label">%(n)d</a></sup>'
    nl = "" if kind in ("docusaurus", "company") else "\n"
    kw = {"docusaurus": '<span class="token keyword" style="color:#00009f">%s</span>', "docsy": '<span style="color:#204a87;font-weight:bold">%s</span>',
          "mm": '<span class="k">%s</span>', "company": '<span style="color:#D73A49">%s</span>'}[kind]
    COPY = ('<svg viewBox="0 0 24 24" class="copyButtonIcon_y97N"><path fill="currentColor" d="M19,21H8V7H19M19,5H8A2,2 0 0,0 6,7V21A2,2 0 0,0 8,23H19A2,2 0 0,0 21,21V7A2,2 0 0,0 19,5M16,1H4A2,2 0 0,0 2,3V17H4V3H16V1Z"></path></svg>'
            '<svg viewBox="0 0 24 24" class="copyButtonSuccessIcon_LjdS"><path fill="currentColor" d="M21,7L9,19L3.5,13.5L4.91,12.09L9,16.17L19.59,5.59L21,7Z"></path></svg>')
    INFO = ('<svg viewBox="0 0 14 16"><path fill-rule="evenodd" d="M6.3 5.69a.942.942 0 0 1-.28-.7c0-.28.09-.52.28-.7.19-.18.42-.28.7-.28.28 0 .52.09.7.28.18.19.28.42.28.7 0 .28-.09.52-.28.7a1 1 0 0 1-.7.3c-.28 '
            '0-.52-.11-.7-.3zM8 7.99c-.02-.25-.11-.48-.31-.69-.2-.19-.42-.3-.69-.31H6c-.27.02-.48.13-.69.31-.2.2-.3.44-.31.69h1v3c.02.27.11.5.31.69.2.2.42.31.69.31h1c.27 0 .48-.11.69-.31.2-.19.3-.42.31-.69H8V7.98v.01z"></path></svg>')

    def hl(x):
        # a line of code: its first word a keyword's span
        s = x.lstrip(" ")
        a, _, b = s.partition(" ")
        pad = esc(x[:len(x) - len(s)])
        if kind == "docusaurus":
            tok = "keyword" if a.isalpha() else "punctuation" if len(a) == 1 else "property"
            return ('<span class="token plain">%s</span>' % pad if pad else "") + kw.replace("keyword", tok) % esc(a) + ('<span class="token plain"> %s</span>' % esc(b) if b else "")
        return pad + kw % esc(a) + (" " + esc(b) if b else "")

    def render(what, v):
        """A block's HTML and its lines of the truth."""
        if what == "p":
            return "<p>%s</p>" % "".join(ref % {"n": int(y)} if k % 2 else y for k, y in enumerate(v[1].split("\0"))), [v[0]]
        if what in ("h2", "h3"):
            i, h = slug(v), esc(v)
            return {"docusaurus": '<%s class="anchor anchorWithStickyNavbar_LWe7" id="%s">%s<a href="#%s" class="hash-link" aria-label="Direct link to %s" title="Direct link to %s">&#8203;</a></%s>' % (what, i, h, i, h, h, what),
                    "docsy": '<%s id="%s">%s<a class="td-heading-self-link" href="#%s" aria-label="Heading self-link"></a></%s>' % (what, i, h, i, what),
                    "mm": '<%s id="%s">%s</%s>' % (what, i, h, what),
                    "company": '<%s id="%s" class="group scroll-mt-24">%s<a class="hash-link" href="#%s" aria-label="Permalink to this section">#</a></%s>' % (what, i, h, i, what)}[kind], [v]
        if what == "code":
            lang, lines = v
            if kind == "docusaurus":
                body_ = "".join(('<span class="token-line codeLine_lJS_" style="color:#393A34"><span class="codeLineNumber_Tfdd"></span><span class="codeLineContent_feaV">%s</span><br></span>' if nums
                                 else '<span class="token-line" style="color:#393A34">%s<br></span>') % hl(x) for x in lines)
                h = ('<div class="language-%s codeBlockContainer_Ckt0 theme-code-block" style="--prism-color:#393A34;--prism-background-color:#f6f8fa"><div class="codeBlockContent_biex">'
                     '<pre tabindex="0" class="prism-code language-%s codeBlock_bY9V thin-scrollbar"><code class="codeBlockLines_e6Vv%s">%s</code></pre><div class="buttonGroup__atx">'
                     '<button type="button" aria-label="Copy code to clipboard" title="Copy" class="clean-btn"><span class="copyButtonIcons_eSgA" aria-hidden="true">%s</span></button></div></div></div>') % (
                    lang, lang, " codeBlockLinesWithNumbering_o6Pm" if nums else "", body_, COPY)
            elif kind == "docsy":
                h = '<pre tabindex="0" style="background-color:#f8f8f8;-moz-tab-size:4;-o-tab-size:4;tab-size:4;"><code class="language-%s" data-lang="%s">%s</code></pre>' % (
                    lang, lang, "".join('<span style="display:flex;"><span>%s\n</span></span>' % hl(x) for x in lines))
                if nums:
                    td = 'style="vertical-align:top;padding:0;margin:0;border:0;'
                    h = ('<div style="background-color:#f8f8f8;"><table style="border-spacing:0;padding:0;margin:0;border:0;"><tr><td %s">'
                         '<pre tabindex="0" style="background-color:#f8f8f8;-moz-tab-size:4;-o-tab-size:4;tab-size:4;"><code>%s</code></pre></td><td %s;width:100%%">%s</td></tr></table></div>') % (
                        td, "".join('<span style="white-space:pre;user-select:none;margin-right:0.4em;padding:0 0.4em 0 0.4em;color:#7f7f7f">%d\n</span>' % (k + 1) for k in range(len(lines))), td, h)
                h = '<div class="highlight">%s</div>' % h
            elif kind == "mm":
                src = "".join(hl(x) + "\n" for x in lines)
                h = (('<figure class="highlight"><pre><code class="language-%s" data-lang="%s"><table class="rouge-table"><tbody><tr><td class="gutter gl"><pre class="lineno">%s</pre></td>'
                      '<td class="code"><pre>%s</pre></td></tr></tbody></table></code></pre></figure>') % (lang, lang, "".join("%d\n" % (k + 1) for k in range(len(lines))), src) if nums else
                     '<div class="language-%s highlighter-rouge"><div class="highlight"><pre class="highlight"><code>%s</code></pre></div></div>' % (lang, src))
            else:
                h = ('<div class="code-block relative" data-rehype-pretty-code-fragment=""><pre data-language="%s" data-theme="github-light"%s><code data-language="%s" data-theme="github-light" style="display:grid">%s</code></pre>'
                     '<button type="button" class="copy-button absolute right-2 top-2" aria-label="Copy code to clipboard"><svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><rect x="9" y="9" width="13" height="13" rx="2"></rect></svg><span>Copy</span></button></div>') % (
                    lang, " data-line-numbers" if nums else "", lang, "\n".join('<span data-line="">%s</span>' % hl(x) for x in lines))
            return h, lines
        if what == "table":
            head, rows = v
            tr = lambda tag, row: "<tr>%s%s</tr>%s" % (nl, "".join("<%s>%s</%s>%s" % (tag, ("<code>%s</code>" if tag == "td" and k == 0 else "%s") % esc(c), tag, nl) for k, c in enumerate(row)), nl)
            return ("<table>%s<thead>%s%s</thead>%s<tbody>%s%s</tbody>%s</table>" % (nl, nl, tr("th", head), nl, nl, "".join(tr("td", x) for x in rows), nl),
                    [" ".join(x) for x in [head] + rows])
        if what == "ul":
            return "<ul>%s%s</ul>" % (nl, "".join("<li>%s</li>%s" % (esc(x), nl) for x in v)), v
        ty, ttl, txt, bold = v
        if bold:
            # Minimal Mistakes' {: .notice--info} on a paragraph
            return '<p class="notice--%s"><strong>%s:</strong> %s</p>' % (MMCLS[ty], ttl, esc(txt)), ["%s: %s" % (ttl, txt)]
        if kind == "docusaurus":
            alert = {"note": "secondary", "tip": "success", "info": "info", "caution": "warning", "warning": "warning", "danger": "danger"}[ty]
            h = (('<div class="admonition admonition-%s alert alert--%s"><div class="admonition-heading"><h5><span class="admonition-icon">%s</span>%s</h5></div>'
                  '<div class="admonition-content"><p>%s</p></div></div>') if old and not v3 else
                 ('<div class="theme-admonition theme-admonition-%s alert alert--%s admonition_LlT9"><div class="admonitionHeading_tbUL"><span class="admonitionIcon_kALy">%s</span>%s</div>'
                  '<div class="admonitionContent_S0QG"><p>%s</p></div></div>')) % (ty, alert, INFO, esc(ttl), esc(txt))
        elif kind == "docsy":
            h = '<div class="alert alert-%s" role="alert"><h4 class="alert-heading">%s</h4>\n\n%s\n</div>' % (
                {"note": "primary", "tip": "success", "info": "info", "warning": "warning", "danger": "danger"}[ty], esc(ttl), esc(txt))
        elif kind == "mm":
            h = '<div class="notice--%s">\n<h4 class="no_toc">%s</h4>\n<p>%s</p>\n</div>' % (MMCLS[ty], esc(ttl), esc(txt))
        else:
            h = ('<aside class="callout callout--%s" role="note"><p class="callout__title"><svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="10"></circle></svg>%s</p>'
                 '<p class="callout__body">%s</p></aside>') % (ty, esc(ttl), esc(txt))
        return h, [ttl, txt]
    html_, story = [], []
    for b in blocks:
        h, lines = render(*b)
        html_.append(h)
        story.extend(lines)
    if notes:
        back = lambda k: {"docusaurus": '<a href="#fnref-%d" class="footnote-backref">↩</a>' % k, "docsy": '&#160;<a href="#fnref:%d" class="footnote-backref" role="doc-backlink">&#x21a9;&#xfe0e;</a>' % k,
                          "mm": ' <a href="#fnref:%d" class="reversefootnote" role="doc-backlink">&#8617;</a>' % k}[kind] if not gfm else (
            ' <a href="#user-content-fnref-%d" data-footnote-backref="" class="data-footnote-backref" aria-label="Back to content">↩</a>' % k)
        if gfm:
            html_.append('<section data-footnotes="true" class="footnotes"><h2 class="%s" id="footnote-label">Footnotes</h2><ol>%s</ol></section>' % (
                "anchor anchorWithStickyNavbar_LWe7 sr-only" if kind == "docusaurus" else "sr-only", "".join(
                    '<li id="user-content-fn-%d"><p>%s%s</p></li>' % (k + 1, esc(x), back(k + 1)) for k, x in enumerate(notes))))
        elif kind == "docusaurus":
            html_.append('<div class="footnotes"><hr><ol>%s</ol></div>' % "".join('<li id="fn-%d">%s%s</li>' % (k + 1, esc(x), back(k + 1)) for k, x in enumerate(notes)))
        else:
            html_.append('<div class="footnotes" role="doc-endnotes">\n%s<ol>\n%s</ol>\n</div>' % ("<hr>\n" if kind == "docsy" else "", "".join(
                '<li id="fn:%d"%s>\n<p>%s%s</p>\n</li>\n' % (k + 1, ' role="doc-endnote"' if kind == "mm" else "", esc(x), back(k + 1)) for k, x in enumerate(notes))))
        story.extend(notes)
    teaser = sentence(r, 10, 22) if lead and kind in ("docsy", "company") else None
    if teaser:
        TEASER.append(teaser)
    STORY[:] = story
    content = ("" if kind in ("docusaurus", "company") else "\n").join(html_)
    # the chrome
    toc_items = []
    for what, v in blocks:
        if what == "h2":
            toc_items.append([v, []])
        elif what == "h3" and toc_items:
            toc_items[-1][1].append(v)
    toc_ul = lambda cls, a: "<ul%s>%s</ul>" % (cls, "".join('<li><a href="#%s"%s>%s</a>%s</li>' % (
        slug(h), a, esc(h), "<ul>%s</ul>" % "".join('<li><a href="#%s"%s>%s</a></li>' % (slug(x), a, esc(x)) for x in sub) if sub else "") for h, sub in toc_items))
    others = [title(r) for _ in range(6)]
    prev, nxt = (others[0] if r.random() < 0.85 else None), (others[1] if r.random() < 0.85 else None)
    EXTRAS.extend([x for x in (prev, nxt) if x])
    who = r.sample(team, 2 if kind in ("docusaurus", "company") and r.random() < 0.3 else 1)
    d = datetime.date(r.choice([2020, 2021, 2022, 2023]), r.randint(1, 12), r.randint(1, 28))
    iso = d.isoformat()
    mins = max(1, (sum(len(x.split()) for x in story) + 199) // 200)
    tags = [lx() for _ in range(r.randint(1, 4))]
    path = "%d-%02d-%02d-%s" % (d.year, d.month, d.day, SLUG[0][1:-5])
    edit = "https://github.com/%s/%s/edit/main/%s/%s.md" % (org, repo, "website/blog" if kind == "docusaurus" else "content/en/blog" if kind == "docsy" else "_posts", path)
    gh = '%s<script src="https://giscus.app/client.js" data-repo="%s/%s" data-repo-id="R_kgDO%x" data-category="Comments" data-category-id="DIC_kwDO%x" data-mapping="pathname" data-strict="0" data-reactions-enabled="1" data-emit-metadata="0" data-input-position="top" data-theme="preferred_color_scheme" data-lang="en" data-loading="lazy" crossorigin="anonymous" async></script>' % (
        '<div class="giscus"></div>', org, repo, rs.getrandbits(24), rs.getrandbits(24)) if talk == "giscus" else (
        '<script src="https://utteranc.es/client.js" repo="%s/%s" issue-term="pathname" label="comments" theme="github-light" crossorigin="anonymous" async></script>' % (org, repo) if talk else "")
    letter = ("Subscribe to the %s newsletter" % " ".join(BLOG[0].split()[:-1]), "Get new posts from our engineering team in your inbox, about once a month. No spam, unsubscribe at any time.")
    if news:
        EXTRAS.extend(letter)
    form = ('<section class="newsletter"><h2 class="newsletter__title">%s</h2><p class="newsletter__text">%s</p><form class="newsletter__form" action="https://buttondown.example/api/emails/embed-subscribe/%s" method="post">'
            '<label for="bd-email" class="sr-only">Email address</label><input type="email" name="email" id="bd-email" placeholder="you@example.com" required><button type="submit">Subscribe</button></form></section>') % (letter[0], letter[1], org) if news else ""
    date_long = "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    if kind == "docusaurus":
        authors = "".join(('<div class="col col--6 authorCol_Hf19"><div class="avatar margin-bottom--sm"><a href="https://github.com/%s" target="_blank" rel="noopener noreferrer" class="avatar__photo-link">'
                           '<img class="avatar__photo" src="https://github.com/%s.png" alt="%s"></a><div class="avatar__intro" itemprop="author" itemscope="" itemtype="https://schema.org/Person">'
                           '<div class="avatar__name"><a href="https://github.com/%s" target="_blank" rel="noopener noreferrer" itemprop="url"><span itemprop="name">%s</span></a></div>'
                           '<small class="avatar__subtitle" itemprop="description">%s</small></div></div></div>') % (h, h, n, h, n, role) for n, h, role in who)
        pager = "".join('<a class="pagination-nav__link pagination-nav__link--%s" href="/blog/%s"><div class="pagination-nav__sublabel">%s</div><div class="pagination-nav__label">%s</div></a>' % (
            c, slug(x), lab, esc(x)) for c, lab, x in (("prev", "Newer Post", prev), ("next", "Older Post", nxt)) if x)
        return ('<div class="main-wrapper mainWrapper_z2l0"><div class="container margin-vert--lg"><div class="row">'
                '<aside class="col col--3"><nav class="sidebar_re4s thin-scrollbar" aria-label="Blog recent posts navigation"><div class="sidebarItemTitle_pO2u margin-bottom--md">Recent posts</div>'
                '<ul class="sidebarItemList_Yudw clean-list">%s</ul></nav></aside>'
                '<main class="col col--7" itemscope="" itemtype="http://schema.org/Blog"><article itemprop="blogPost" itemscope="" itemtype="http://schema.org/BlogPosting"><meta itemprop="description" content="%s">'
                '<header><h1 class="title_f1Hy" itemprop="headline">%s</h1><div class="container_mt6G margin-vert--md"><time datetime="%sT00:00:00.000Z" itemprop="datePublished">%s</time> · <!-- -->%d min read</div>'
                '<div class="margin-top--md margin-bottom--sm row">%s</div></header><div id="__blog-post-container" class="markdown" itemprop="articleBody">%s</div>'
                '<footer class="row docusaurus-mt-lg blogPostFooterDetailsFull_mRVl"><div class="col"><b>Tags:</b><ul class="tags_jXut padding--none margin-left--sm">%s</ul></div>'
                '<div class="col margin-top--sm"><a href="%s" target="_blank" rel="noreferrer noopener" class="theme-edit-this-page"><svg fill="currentColor" height="20" width="20" viewBox="0 0 40 40" class="iconEdit_Z9Sw" aria-hidden="true"><g><path d="m34.5 11.7l-3 3.1-6.3-6.3 3.1-3q0.5-0.5 1.2-0.5t1.1 0.5l3.9 3.9q0.5 0.4 0.5 1.1t-0.5 1.2z"></path></g></svg>Edit this page</a></div></footer></article>'
                '%s%s<nav class="pagination-nav docusaurus-mt-lg" aria-label="Blog post page navigation">%s</nav></main>'
                '<div class="col col--2"><div class="tableOfContents_bqdL thin-scrollbar">%s</div></div></div></div></div>') % (
            "".join('<li class="sidebarItem__DBe"><a %sclass="sidebarItemLink_mo7H%s" href="/blog/%s">%s</a></li>' % (
                'aria-current="page" ' if x == t else "", " sidebarItemLinkActive_I1ZP" if x == t else "", slug(x), esc(x)) for x in [others[0], t] + others[1:5]),
            esc(story[0][:160]), esc(t), iso, date_long, mins, authors, content,
            "".join('<li class="tag_QGVx"><a class="tag_zVej tagRegular_sFm0" href="/blog/tags/%s">%s</a></li>' % (x, x) for x in tags), edit,
            form, '<div class="margin-top--lg">%s</div>' % gh if gh else "", pager,
            toc_ul(' class="table-of-contents table-of-contents__left-border"', ' class="table-of-contents__link toc-highlight"') if toc_items else "")
    if kind == "docsy":
        n0, h0, _ = who[0]
        return ('<div class="container-fluid td-outer"><div class="td-main"><div class="row flex-xl-nowrap">'
                '<aside class="col-12 col-md-3 col-xl-2 td-sidebar d-print-none"><div id="td-sidebar-menu" class="td-sidebar__inner"><nav class="collapse td-sidebar-nav" id="td-section-nav">'
                '<ul class="td-sidebar-nav__section pr-md-3 ul-0"><li class="td-sidebar-nav__section-title td-sidebar-nav__section with-child active-path" id="m-blog-li"><a href="/blog/" class="align-left pl-0 td-sidebar-link td-sidebar-link__section tree-root" id="m-blog"><span>Blog</span></a>'
                '<ul class="ul-1"><li class="td-sidebar-nav__section-title td-sidebar-nav__section with-child active-path"><a href="/blog/%d/" class="align-left pl-0 td-sidebar-link td-sidebar-link__section"><span>%d</span></a><ul class="ul-2 foldable">%s</ul></li></ul></li></ul></nav></div></aside>'
                '<aside class="d-none d-xl-block col-xl-2 td-sidebar-toc d-print-none"><div class="td-page-meta ml-2 pb-1 pt-2 mb-0"><a href="%s" class="td-page-meta--edit td-page-meta__edit" target="_blank" rel="noopener"><i class="fa-solid fa-pen-to-square fa-fw"></i> Edit this page</a>'
                '<a href="https://github.com/%s/%s/issues/new?title=%s" class="td-page-meta--issue td-page-meta__issue" target="_blank" rel="noopener"><i class="fa-solid fa-list-check fa-fw"></i> Create documentation issue</a></div>'
                '<div class="td-toc"><nav id="TableOfContents">%s</nav></div></aside>'
                '<main class="col-12 col-md-9 col-xl-8 ps-md-5" role="main">%s<div class="td-content"><h1>%s</h1>%s<div class="td-byline mb-4">By <b>%s</b> | <time datetime="%s" class="text-muted">%s</time></div>'
                '<header class="article-meta"><p class="reading-time"><i class="fa-solid fa-clock" aria-hidden="true"></i>&nbsp; %d minute read &nbsp;</p></header>\n%s\n'
                '<div class="td-page-meta__lastmod">Last modified %s: <a data-proofer-ignore href="https://github.com/%s/%s/commit/%040x">%s (%07x)</a></div>%s'
                '<ul class="list-unstyled d-flex justify-content-between align-items-center mb-0 pt-5"><li>%s</li><li>%s</li></ul></div></main></div></div></div>') % (
            d.year, d.year, "".join('<li class="td-sidebar-nav__page"><a class="align-left pl-0 td-sidebar-link td-sidebar-link__page%s" href="/blog/%d/%s/"><span%s>%s</span></a></li>' % (
                " active" if x == t else "", d.year, slug(x), ' class="td-sidebar-nav-active-item"' if x == t else "", esc(x)) for x in [t] + others[2:6]),
            edit, org, repo, esc(t).replace(" ", "%20"), toc_ul("", "") if toc_items else "",
            '<nav aria-label="breadcrumb" class="td-breadcrumbs"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="/blog/">Blog</a></li><li class="breadcrumb-item"><a href="/blog/%d/">%d</a></li>'
            '<li class="breadcrumb-item active" aria-current="page">%s</li></ol></nav>' % (d.year, d.year, esc(t)) if crumbs else "",
            esc(t), '<div class="lead">%s</div>' % esc(teaser) if teaser else "", n0, iso, d.strftime("%A, %B %d, %Y"), mins, content,
            date_long, org, repo, r.getrandbits(160), esc(sentence(r, 3, 7)[:-1]), r.getrandbits(28), '<div class="mt-4">%s</div>' % gh if gh else "",
            '<a href="/blog/%d/%s/" aria-label="Previous - %s" class="btn btn-primary"><span class="me-1">←</span>Previous</a>' % (d.year, slug(prev), esc(prev)) if prev else "",
            '<a href="/blog/%d/%s/" aria-label="Next - %s" class="btn btn-primary">Next<span class="ms-1">→</span></a>' % (d.year, slug(nxt), esc(nxt)) if nxt else "")
    if kind == "mm":
        n0, h0, _ = who[0]
        rel = [(x, sentence(r, 10, 20)) for x in others[2:6]]
        EXTRAS.extend([x for y in rel for x in y] + [bio])
        toc = ('<aside class="sidebar__right sticky">\n<nav class="toc">\n<header><h4 class="nav__title"><i class="fas fa-file-alt"></i> On this page</h4></header>\n%s\n</nav>\n</aside>\n' % toc_ul(' class="toc__menu"', "")) if toc_items and toc_side else ""
        share = "".join('<a href="https://%s.example/share?url=https%%3A%%2F%%2F%s.github.io%s" class="btn btn--%s" title="Share on %s"><i class="fab fa-fw fa-%s" aria-hidden="true"></i><span> %s</span></a>\n' % (
            s.lower(), h0, SLUG[0], s.lower(), s, s.lower(), s) for s in ("Twitter", "Facebook", "LinkedIn"))
        return ('%s<div id="main" role="main">\n<div class="sidebar sticky">\n<div itemscope itemtype="https://schema.org/Person" class="h-card">\n<div class="author__avatar"><a href="/"><img src="/assets/images/bio-photo.jpg" alt="%s" itemprop="image" class="u-photo"></a></div>\n'
                '<div class="author__content"><h3 class="author__name p-name" itemprop="name"><a class="u-url" rel="me" href="/" itemprop="url">%s</a></h3><div class="author__bio p-note" itemprop="description"><p>%s</p></div></div>\n'
                '<div class="author__urls-wrapper"><button class="btn btn--inverse">Follow</button><ul class="author__urls social-icons"><li><a href="https://github.com/%s" rel="nofollow noopener noreferrer me"><i class="fab fa-fw fa-github" aria-hidden="true"></i><span class="label">GitHub</span></a></li>'
                '<li><a href="https://twitter.com/%s" rel="nofollow noopener noreferrer me"><i class="fab fa-fw fa-twitter-square" aria-hidden="true"></i><span class="label">Twitter</span></a></li></ul></div>\n</div>\n</div>\n'
                '<article class="page h-entry" itemscope itemtype="https://schema.org/CreativeWork">\n<meta itemprop="headline" content="%s">\n<meta itemprop="datePublished" content="%sT00:00:00+00:00">\n<div class="page__inner-wrap">\n'
                '<header>\n<h1 id="page-title" class="page__title p-name" itemprop="headline"><a href="%s" class="u-url" itemprop="url">%s</a></h1>\n'
                '<p class="page__meta"><span class="page__meta-date"><i class="far fa-calendar-alt" aria-hidden="true"></i> <time datetime="%sT00:00:00+00:00">%s</time></span><span class="page__meta-sep"></span>'
                '<span class="page__meta-readtime"><i class="far fa-clock" aria-hidden="true"></i> %d minute read</span></p>\n</header>\n'
                '<section class="page__content e-content" itemprop="text">\n%s%s\n</section>\n<footer class="page__meta">\n'
                '<p class="page__taxonomy"><strong><i class="fas fa-fw fa-tags" aria-hidden="true"></i> Tags: </strong><span itemprop="keywords">%s</span></p>\n'
                '<p class="page__taxonomy"><strong><i class="fas fa-fw fa-folder-open" aria-hidden="true"></i> Categories: </strong><span itemprop="keywords"><a href="/categories/#%s" class="page__taxonomy-item p-category" rel="tag">%s</a></span></p>\n'
                '<p class="page__date"><strong><i class="fas fa-fw fa-calendar-alt" aria-hidden="true"></i> Updated:</strong> <time class="dt-published" datetime="%s">%s</time></p>\n</footer>\n'
                '<section class="page__share">\n<h4 class="page__share-title">Share on</h4>\n%s</section>\n<nav class="pagination">\n%s\n%s\n</nav>\n</div>\n%s</article>\n'
                '<div class="page__related">\n<h2 class="page__related-title">You may also enjoy</h2>\n<div class="grid__wrapper">\n%s</div>\n</div>\n</div>') % (
            '<nav class="breadcrumbs">\n<ol itemscope itemtype="https://schema.org/BreadcrumbList">\n<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a href="/" itemprop="item"><span itemprop="name">Home</span></a><meta itemprop="position" content="1" /></li>\n'
            '<span class="sep">/</span>\n<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a href="/categories/#%s" itemprop="item"><span itemprop="name">%s</span></a><meta itemprop="position" content="2" /></li>\n'
            '<span class="sep">/</span>\n<li class="current">%s</li>\n</ol>\n</nav>\n' % (cat.lower(), cat, esc(t)) if crumbs else "",
            n0, n0, esc(bio), h0, h0, esc(t), iso, SLUG[0], esc(t), iso, date_long, mins, toc, content,
            '<span class="sep">, </span>'.join('<a href="/tags/#%s" class="page__taxonomy-item p-category" rel="tag">%s</a>' % (x, x) for x in tags), cat.lower(), cat, iso, date_long, share,
            '<a href="/%s/" class="pagination--pager" title="%s">Previous</a>' % (slug(prev), esc(prev)) if prev else '<a href="#" class="pagination--pager disabled">Previous</a>',
            '<a href="/%s/" class="pagination--pager" title="%s">Next</a>' % (slug(nxt), esc(nxt)) if nxt else '<a href="#" class="pagination--pager disabled">Next</a>',
            '<div class="page__comments">\n<h4 class="page__comments-title">Leave a comment</h4>\n%s\n</div>\n' % ('<section class="utterances-frame"></section>' if talk == "utterances" else '<div class="giscus"></div>') if talk else "",
            "".join('<div class="grid__item">\n<article class="archive__item" itemscope itemtype="https://schema.org/CreativeWork">\n<h2 class="archive__item-title no_toc" itemprop="headline"><a href="/%s/" rel="permalink">%s</a></h2>\n'
                    '<p class="page__meta"><span class="page__meta-readtime"><i class="far fa-clock" aria-hidden="true"></i> %d minute read</span></p>\n<p class="archive__item-excerpt" itemprop="description">%s</p>\n</article>\n</div>\n' % (
                        slug(x), esc(x), r.randint(1, 12), esc(y)) for x, y in rel))
    rel = [(x, sentence(r, 10, 20)) for x in others[2:5]]
    EXTRAS.extend([x for y in rel for x in y])
    toc = ('<nav class="toc" aria-labelledby="toc-title"><p id="toc-title" class="toc__title">On this page</p>%s</nav>' % toc_ul(' class="toc__list"', ' class="toc__link"')) if len(toc_items) > 1 else ""
    post = '<div class="post-body prose prose-slate lg:prose-lg max-w-none">\n%s\n</div>' % content
    layout = ('<div class="post-layout grid gap-12 lg:grid-cols-[minmax(0,1fr)_16rem]">%s<aside class="post-toc hidden lg:block"><div class="sticky top-24">%s</div></aside></div>' % (post, toc) if toc_side
              else '<div class="post-layout">%s%s</div>' % ('<details class="toc-box" open><summary>Contents</summary>%s</details>' % toc_ul("", "") if toc else "", post))
    return ('<main id="main" class="mx-auto max-w-6xl px-4 sm:px-6">%s<article class="post">'
            '<header class="post-header"><h1 class="post-title text-4xl font-bold tracking-tight">%s</h1>%s<div class="post-meta flex items-center gap-3"><div class="flex -space-x-2">%s</div>'
            '<div><p class="post-authors">%s</p><p class="text-sm text-gray-500"><time datetime="%s">%s</time> · %d min read</p></div></div></header>%s'
            '<footer class="post-footer"><ul class="post-tags">%s</ul><a class="edit-link" href="%s" target="_blank" rel="noopener noreferrer">Edit this page on GitHub</a></footer></article>'
            '%s<nav class="post-pager grid grid-cols-2 gap-4" aria-label="More posts">%s%s</nav>%s'
            '<section class="related-posts"><h2 class="related-posts__title">More from the blog</h2><div class="grid md:grid-cols-3 gap-6">%s</div></section></main>') % (
        '<nav aria-label="Breadcrumb" class="breadcrumbs text-sm"><ol class="flex items-center gap-2"><li><a href="/blog">Blog</a></li><li aria-hidden="true">/</li><li><a href="/blog/category/%s">%s</a></li></ol></nav>' % (
            cat.lower(), cat) if crumbs else "", esc(t), '<p class="post-subtitle text-xl text-gray-600">%s</p>' % esc(teaser) if teaser else "",
        "".join('<img alt="%s" src="/_next/image?url=%%2Fauthors%%2F%s.jpg&amp;w=64&amp;q=75" width="32" height="32" class="rounded-full ring-2 ring-white" loading="lazy">' % (n, h) for n, h, _ in who),
        " and ".join('<a href="/blog/authors/%s">%s</a>' % (h, n) for n, h, _ in who), iso, d.strftime("%b ") + "%d, %d" % (d.day, d.year), mins, layout,
        "".join('<li><a href="/blog/tags/%s" class="tag">#%s</a></li>' % (x, x) for x in tags), edit,
        '<section id="comments" class="comments mt-16">%s</section>' % gh if gh else "",
        '<a href="/blog/%s" class="pager-link pager-link--prev"><span class="pager-link__label">← Previous post</span><span class="pager-link__title">%s</span></a>' % (slug(prev), esc(prev)) if prev else "<span></span>",
        '<a href="/blog/%s" class="pager-link pager-link--next"><span class="pager-link__label">Next post →</span><span class="pager-link__title">%s</span></a>' % (slug(nxt), esc(nxt)) if nxt else "",
        form, "".join('<a href="/blog/%s" class="card"><img src="/_next/image?url=%%2Fblog%%2F%s.png&amp;w=640&amp;q=75" alt="" width="640" height="336" loading="lazy"><h3 class="card__title">%s</h3><p class="card__excerpt">%s</p></a>' % (
            slug(x), slug(x), esc(x), esc(y)) for x, y in rel))
def release(r, t, body, cat, cs):
    """A software project's page of one release, as its releases feed
    links it: on most sites GitHub's (/owner/repo/releases/tag/v2.4.0,
    2021-2023, as a reader logged out gets it): the site's header
    ("Product", "Pricing", "Sign in", "Sign up"), the repository's
    header (owner / repo, "Public", the Watch or Notifications button,
    Fork and Star with their counters, the tabs Code, Issues 123, Pull
    requests 45, Discussions, Actions, Projects, Wiki, Security and
    Insights, again in the overflow menu), "Releases / v2.4.0", then the
    release's box: its title (h1), "Latest" or "Pre-release" (twice,
    for wide and narrow screens), the "Compare" menu, the author's
    avatar and "released this Mar 3, 2023", "12 commits to main since
    this release", the tag and the commit's short hash with "Verified"
    and its dropdown (in a column left of the box on some sites); the
    notes' div.markdown-body: on most sites GitHub's generated notes (a
    paragraph or two at times, "What's Changed" and its items "Fix X by
    @name in #123" with bots' "Bump ... from 1.2.3 to 1.2.4" among them,
    "New Contributors" ("@name made their first contribution in #120"),
    "Full Changelog: v2.3.0...v2.4.0"), on the others hand-written ones
    (an intro, sections under h2s or h3s, "Breaking changes", "Features"
    and "Bug fixes" or "Added", "Changed" and "Fixed", with items "(#123)"
    or "by @name in #123", inline code and at times a code block of
    upgrade commands); under them "Contributors" with avatars and their
    names (2022 on), then the box's footer: "Assets 4" (the files' names,
    sizes and dates, "Source code (zip)" and "(tar.gz)"), the reactions
    (👍 5 🎉 3, "8 people reacted"), the site's footer ("© 2023 GitHub,
    Inc.", "Terms", "Privacy"...).  Headings' anchors are links of an
    octicon before the text (2021-2022) or after it (2023).  The feed's
    description is the notes' HTML, as GitHub's releases.atom has it.  On
    a quarter of the sites the project's docs site on Docusaurus writes
    the release as a blog post: the navbar, "Recent posts" in a column
    (this post's title among them), the headline, the date and "6 min
    read", the author's avatar, name and role, the same notes in
    div.markdown (each heading with its hash link of a zero-width
    space, a code block's lines split by <br>s), "Tags:", "Edit this
    page", "Newer Post" and "Older Post" with titles, the table of
    contents (the headings again) in a column, the site's footer.  No
    comments.  The truth: the notes' headings, paragraphs, items (as
    read: "Fix X by @name in #123") and code lines, "Full Changelog:
    v2.3.0...v2.4.0" among them; not the title, the repository's chrome,
    the author's line, the contributors, the assets, the reactions nor
    anything beside or after the notes."""
    rs = random.Random(BLOG[0] + " release")
    docs, era, auto = rs.random() < 0.25, rs.choice([2021, 2022, 2023]), rs.random() < 0.6
    side, hl, paren = rs.random() < 0.35, rs.choice(["h2", "h2", "h3"]), rs.random() < 0.5
    secs = rs.choice([["Breaking changes", "Features", "Bug fixes"], ["Breaking Changes", "New Features", "Fixes"], ["Removed", "Added", "Fixed"],
                      ["Deprecations", "Improvements", "Bug Fixes"]])
    words = BLOG[0].lower().split()[:-1][:2]
    owner, repo = rs.choice(["".join(words), "-".join(words), words[0] + "-dev"]), LEXICON[rs.randrange(len(LEXICON))]
    hub = "https://github.com/%s/%s" % (owner, repo)

    def handle(x):
        a, b = LEXICON[x.randrange(2000)], LEXICON[x.randrange(2000)]
        return x.choice([a, a + str(x.randint(2, 99)), a[:3] + b, a + "-" + b[:4], x.choice(NAMES[:10]).lower().replace(" ", "-")])
    team = [handle(rs) for _ in range(8)]
    major, pfx = rs.randint(0, 4), rs.choice(["v", "v", ""])
    inst = rs.choice(["pip install --upgrade %s==%s", "npm install %s@%s", "cargo install %s --version %s", "gem install %s -v %s", "helm upgrade %s %s/%s --version %s"])
    minor, patch = r.randint(1, 40), r.choice([0, 0, 0, 1, 2, 3, r.randint(4, 12)])
    ver, prev = "%d.%d.%d" % (major, minor, patch), "%d.%d.%d" % (major, minor, patch - 1) if patch else "%d.%d.0" % (major, minor - 1)
    pre = r.random() < 0.12
    ver += r.choice(["-rc.1", "-rc.2", "-beta.1", "-alpha.3"]) if pre else ""
    tag, label = pfx + ver, "Pre-release" if pre else "Latest" if r.random() < 0.35 else ""
    yr, mo, dy, hh, mi = r.randint(era - 1, era), r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59)
    iso = "%d-%02d-%02dT%02d:%02d:%02dZ" % (yr, mo, dy, hh, mi, r.randint(0, 59))
    when = "%s %d, %d" % (MONTHS[mo - 1][:3], dy, yr)
    pr, users, new = [rs.randint(30, 6000) + r.randint(0, 300)], [], []

    def item(x, by):
        ends = [k for k in (x.find(". "), x.find("? "), x.find("! ")) if k > 0]
        w = x[:min(ends) if ends else len(x)].rstrip(".?!").split()[:r.randint(4, 11)]
        w[0] = w[0].lower()
        verb = r.choice(["Fix", "Add", "Update", "Remove", "Improve", "Support", "Allow", "Avoid", "Handle", "Document", "Refactor", "Deprecate", "Speed up"]) + " "
        ks = [k for k, y in enumerate(w) if len(y) > 4 and y.isalpha() and y not in WORDS]
        if ks and r.random() < 0.35:
            k = r.choice(ks)
            segs = [("t", verb + " ".join(w[:k]) + (" " if k else "")), ("code", r.choice(["%s", "--%s", "%s()", repo + ".%s"]) % w[k]), ("t", " " + " ".join(w[k + 1:]) if k + 1 < len(w) else "")]
        else:
            segs = [("t", verb + " ".join(w))]
        pr[0] += r.randint(1, 12)
        if by == "auto" or by == "paren" and not paren:
            who = team[min(int(r.random() ** 2 * 8), 7)] if r.random() < 0.8 or len(new) > 1 else handle(r)
            if who not in team and who not in [n for n, _ in new]:
                new.append((who, pr[0]))
            users.append(who)
            return segs + [("t", " by "), ("user", "@" + who), ("t", " in "), ("pr", "#%d" % pr[0])]
        return segs + ([("t", " ("), ("pr", "#%d" % pr[0]), ("t", ")")] if by == "paren" else [])

    def bump():
        pr[0] += r.randint(1, 12)
        a, b = r.randint(0, 9), r.randint(0, 20)
        what = r.choice(["actions/checkout", "actions/setup-node", "actions/cache", "golang.org/x/net", LEXICON[r.randrange(len(LEXICON))]])
        return [("t", "Bump %s from %d.%d.%d to %d.%d.%d" % (what, a, b, r.randint(0, 9), a, b + 1, 0)), ("t", " by "), ("user", "@dependabot"), ("t", " in "), ("pr", "#%d" % pr[0])]
    paras, blocks = list(body), []
    code = (inst % (repo, owner, repo, ver) if inst.startswith("helm") else inst % (repo, ver)).split("\n")
    if auto:
        if len(paras) > 2 and r.random() < 0.6:
            blocks += [("h", "Highlights")] if r.random() < 0.35 else []
            blocks.append(("p", paras.pop(0)))
            blocks += [("pre", code)] if r.random() < 0.2 else []
        items = []
        for x in paras:
            items.append(item(x, "auto"))
            items += [bump()] if r.random() < 0.25 else []
        blocks += [("h2", "What's Changed"), ("ul", items)]
        if new:
            blocks += [("h2", "New Contributors"), ("ul", [[("user", "@" + n), ("t", " made their first contribution in "), ("pr", "#%d" % p)] for n, p in new])]
        blocks.append(("full", None))
    else:
        if len(paras) > 1:
            blocks.append(("p", paras.pop(0)))
        if len(paras) > 3 and r.random() < 0.5:
            blocks += [("h", secs[0]), ("p", paras.pop(0))] + ([("pre", code if r.random() < 0.5 else code_lines(r))] if r.random() < 0.5 else [])
        half = (len(paras) + 1) // 2 if len(paras) > 2 else len(paras)
        for name, xs in [(secs[1], paras[:half]), (secs[2], paras[half:])]:
            if xs:
                blocks += [("h", name), ("ul", [item(x, "paren") for x in xs] + [item(sentence(r, 5, 12), "paren") for _ in range(r.choice([0, 0, 1, 2]))])]
        blocks += [("full", None)] if r.random() < 0.6 else []
    story = []
    for k, v in blocks:
        story += [v] if k in ("p", "h", "h2") else ["".join(x for _, x in s) for s in v] if k == "ul" else v if k == "pre" else ["Full Changelog: %s%s...%s" % (pfx, prev, tag)]
    STORY[:] = story
    slug = lambda h: h.lower().replace("'", "").replace(" ", "-")
    link = '<svg class="octicon octicon-link" viewBox="0 0 16 16" version="1.1" width="16" height="16" aria-hidden="true"><path fill-rule="evenodd" d="M7.775 3.275a.75.75 0 001.06 1.06l1.25-1.25a2 2 0 112.83 2.83l-2.5 2.5a2 2 0 01-2.83 0 .75.75 0 00-1.06 1.06 3.5 3.5 0 004.95 0l2.5-2.5a3.5 3.5 0 00-4.95-4.95l-1.25 1.25z"></path></svg>'
    d23 = ' dir="auto"' if era == 2023 and not docs else ""
    ext = '' if not docs else ' target="_blank" rel="noopener noreferrer"'

    def seg(s):
        k, x = s
        if k == "code":
            return "<code%s>%s</code>" % (' class="notranslate"' if d23 else "", esc(x))
        if k == "user":
            return ('<a href="https://github.com/%s"%s>%s</a>' % (x[1:], ext, x) if docs else
                    '<a class="user-mention notranslate" data-hovercard-type="user" data-hovercard-url="/users/%s/hovercard" data-octo-click="hovercard-link-click" data-octo-dimensions="link_type:self" href="https://github.com/%s">%s</a>' % (x[1:], x[1:], x))
        if k == "pr":
            return ('<a href="%s/pull/%s"%s>%s</a>' % (hub, x[1:], ext, x) if docs else
                    '<a class="issue-link js-issue-link" data-error-text="Failed to load title" data-id="%d" data-permission-text="Title is private" data-url="%s/issues/%s" data-hovercard-type="pull_request" data-hovercard-url="/%s/%s/pull/%s/hovercard" href="%s/pull/%s">%s</a>' % (
                        r.getrandbits(30), hub, x[1:], owner, repo, x[1:], hub, x[1:], x))
        return esc(x)

    def heading(tag_, h):
        if docs:
            return '<%s class="anchor anchorWithStickyNavbar_LWe7" id="%s">%s<a href="#%s" class="hash-link" aria-label="Direct link to %s" title="Direct link to %s">\u200b</a></%s>' % (tag_, slug(h), esc(h), slug(h), esc(h), esc(h), tag_)
        if d23:
            return '<%s tabindex="-1" id="user-content-%s" dir="auto"><a class="heading-link" href="#%s">%s%s</a></%s>' % (tag_, slug(h), slug(h), esc(h), link, tag_)
        return '<%s><a id="user-content-%s" class="anchor" aria-hidden="true" href="#%s">%s</a>%s</%s>' % (tag_, slug(h), slug(h), link, esc(h), tag_)

    def pre(lines):
        if docs:
            return ('<div class="language-bash codeBlockContainer_Ckt0 theme-code-block" style="--prism-color:#393A34;--prism-background-color:#f6f8fa"><div class="codeBlockContent_biex"><pre tabindex="0" class="prism-code language-bash codeBlock_bY9V thin-scrollbar">'
                    '<code class="codeBlockLines_e6Vv">%s</code></pre><div class="buttonGroup__atx"><button type="button" aria-label="Copy code to clipboard" title="Copy" class="clean-btn"><span class="copyButtonIcons_eSgA" aria-hidden="true"></span></button></div></div></div>') % "".join(
                '<span class="token-line" style="color:#393A34"><span class="token plain">%s</span><br></span>' % esc(x) for x in lines)
        if era == 2021:
            return '<div class="highlight highlight-source-shell position-relative" data-snippet-clipboard-copy-content="%s"><pre>%s</pre></div>' % (esc("\n".join(lines)), esc("\n".join(lines)))
        return ('<div class="highlight highlight-source-shell notranslate position-relative overflow-auto" dir="auto"><pre>%s</pre><div class="zeroclipboard-container position-absolute right-0 top-0">'
                '<clipboard-copy aria-label="Copy" class="ClipboardButton btn js-clipboard-copy m-2 p-0 tooltipped-no-delay" data-copy-feedback="Copied!" data-tooltip-direction="w" value="%s" tabindex="0" role="button">'
                '<svg aria-hidden="true" height="16" viewBox="0 0 16 16" version="1.1" width="16" class="octicon octicon-copy js-clipboard-copy-icon m-2"><path d="M0 6.75C0 5.784.784 5 1.75 5h1.5a.75.75 0 010 1.5h-1.5z"></path></svg></clipboard-copy></div></div>') % (
            esc("\n".join(lines)), esc("\n".join(lines)))
    out, feed = [], []
    for k, v in blocks:
        if k in ("h", "h2"):
            out.append(heading("h2" if k == "h2" or docs else hl, v))
            feed.append("<%s>%s</%s>" % ("h2" if k == "h2" else hl, esc(v), "h2" if k == "h2" else hl))
        elif k == "p":
            out.append("<p%s>%s</p>" % (d23, esc(v)))
        elif k == "ul":
            out.append("<ul%s>\n%s</ul>" % (d23, "".join("<li>%s</li>\n" % "".join(seg(x) for x in s) for s in v)))
        elif k == "pre":
            out.append(pre(v))
            feed.append("<pre><code>%s</code></pre>" % esc("\n".join(v)))
        else:
            out.append('<p%s><strong>Full Changelog</strong>: <a%s href="%s/compare/%s%s...%s"%s>%s%s%s...%s%s</a></p>' % (
                d23, "" if docs else ' class="commit-link"', hub, pfx, prev, tag, ext, "" if docs else "<tt>", pfx, prev, tag, "" if docs else "</tt>"))
        feed += out[-1:] if k in ("p", "ul", "full") else []
    notes = "\n".join(out)
    avatar = lambda n, s: '<img class="avatar avatar-small circle" src="https://avatars.githubusercontent.com/u/%d?s=%d&amp;v=4" alt="@%s" size="%d" height="%d" width="%d" data-view-component="true" />' % (len(n) * 7919 + 101, s * 2, n, s, s, s)
    author = team[rs.randrange(2)]
    if docs:
        proj = repo.capitalize()
        recent = [title(r) for _ in range(r.randint(3, 6))]
        newer, older = (title(r), title(r))
        EXTRAS.extend([x for x in recent + [newer, older] if len(x) > 15] + ["Built with Docusaurus"])
        recent.insert(r.randrange(len(recent) + 1), t)
        heads = [v for k, v in blocks if k in ("h", "h2")]
        mins = max(1, sum(len(x.split()) for x in story) // 200 + 1)
        name = r.choice(NAMES[:10])
        nav = ('<nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner"><div class="navbar__items"><a class="navbar__brand" href="/"><div class="navbar__logo"><img src="/img/logo.svg" alt="%s Logo" class="themedImage_ToTc themedImage--light_HNdA"></div>'
               '<b class="navbar__title text--truncate">%s</b></a><a class="navbar__item navbar__link" href="/docs/intro">Docs</a><a class="navbar__item navbar__link" href="/docs/api">API</a><a aria-current="page" class="navbar__item navbar__link navbar__link--active" href="/blog">Blog</a></div>'
               '<div class="navbar__items navbar__items--right"><a href="%s" target="_blank" rel="noopener noreferrer" class="navbar__item navbar__link header-github-link" aria-label="GitHub repository"></a><div class="toggle_vylO colorModeToggle_DEke">'
               '<button class="clean-btn toggleButton_gllP toggleButtonDisabled_aARS" type="button" disabled="" title="Switch between dark and light mode (currently light mode)" aria-label="Switch between dark and light mode (currently light mode)" aria-live="polite"></button></div>'
               '<div class="searchBox_ZlJk"><button type="button" class="DocSearch DocSearch-Button" aria-label="Search"><span class="DocSearch-Button-Container"><span class="DocSearch-Button-Placeholder">Search</span></span><span class="DocSearch-Button-Keys"></span></button></div></div></div>'
               '<div role="presentation" class="navbar-sidebar__backdrop"></div></nav>') % (proj, proj, hub)
        side_ = ('<aside class="col col--3"><nav class="sidebar_re4s thin-scrollbar" aria-label="Blog recent posts navigation"><div class="sidebarItemTitle_pO2u margin-bottom--md">Recent posts</div><ul class="sidebarItemList_Yudw clean-list">%s</ul></nav></aside>' % "".join(
            '<li class="sidebarItem__DBe"><a %sclass="sidebarItemLink_mo7H%s" href="/blog/%s">%s</a></li>' % ('aria-current="page" ' if x == t else "", " sidebarItemLinkActive_I1ZP" if x == t else "", "-".join(x.lower().split()), esc(x)) for x in recent))
        post_ = ('<main class="col col--7" itemscope="" itemtype="http://schema.org/Blog"><article itemprop="blogPost" itemscope="" itemtype="http://schema.org/BlogPosting"><header><h1 class="title_f1Hy" itemprop="headline">%s</h1>'
                 '<div class="container_mt6G margin-vert--md"><time datetime="%d-%02d-%02dT00:00:00.000Z" itemprop="datePublished">%s %d, %d</time> \u00b7 <!-- -->%d min read</div>'
                 '<div class="margin-top--md margin-bottom--sm row"><div class="col col--6 authorCol_Hf19"><div class="avatar margin-bottom--sm"><a href="https://github.com/%s" target="_blank" rel="noopener noreferrer" class="avatar__photo-link"><img class="avatar__photo" src="https://github.com/%s.png" alt="%s"></a>'
                 '<div class="avatar__intro" itemprop="author" itemscope="" itemtype="https://schema.org/Person"><div class="avatar__name"><a href="https://github.com/%s" target="_blank" rel="noopener noreferrer" itemprop="url"><span itemprop="name">%s</span></a></div>'
                 '<small class="avatar__subtitle" itemprop="description">%s</small></div></div></div></div></header><div id="__blog-post-container" class="markdown" itemprop="articleBody">%s</div>'
                 '<footer class="row docusaurus-mt-lg blogPostFooterDetailsFull_mRVl"><div class="col"><b>Tags:</b><ul class="tags_jXut padding--none margin-left--sm">%s</ul></div>'
                 '<div class="col margin-top--sm"><a href="%s/edit/main/website/blog/%d-%02d-%02d-%s.md" target="_blank" rel="noreferrer noopener" class="theme-edit-this-page">Edit this page</a></div></footer></article>'
                 '<nav class="pagination-nav docusaurus-mt-lg" aria-label="Blog post page navigation"><a class="pagination-nav__link pagination-nav__link--prev" href="/blog/%s"><div class="pagination-nav__sublabel">Newer Post</div><div class="pagination-nav__label">%s</div></a>'
                 '<a class="pagination-nav__link pagination-nav__link--next" href="/blog/%s"><div class="pagination-nav__sublabel">Older Post</div><div class="pagination-nav__label">%s</div></a></nav></main>') % (
            esc(t), yr, mo, dy, MONTHS[mo - 1], dy, yr, mins, author, author, name, author, name, rs.choice(["Maintainer of %s" % proj, "Core team", "%s maintainer" % proj]), notes,
            "".join('<li class="tag_QGVx"><a class="tag_zVej tagRegular_sFm0" href="/blog/tags/%s">%s</a></li>' % (x, x) for x in ["release"] + (["announcement"] if r.random() < 0.4 else [])),
            hub, yr, mo, dy, slug(tag), "-".join(newer.lower().split()), esc(newer), "-".join(older.lower().split()), esc(older))
        toc = ('<div class="col col--2"><div class="tableOfContents_bqdL thin-scrollbar"><ul class="table-of-contents table-of-contents__left-border">%s</ul></div></div>' % "".join(
            '<li><a href="#%s" class="table-of-contents__link toc-highlight">%s</a></li>' % (slug(h), esc(h)) for h in heads)) if heads else ""
        foot = ('<footer class="footer footer--dark"><div class="container container-fluid"><div class="row footer__links">%s</div><div class="footer__bottom text--center"><div class="footer__copyright">Copyright \u00a9 %d %s. Built with Docusaurus.</div></div></div></footer>') % (
            "".join('<div class="col footer__col"><div class="footer__title">%s</div><ul class="footer__items clean-list">%s</ul></div>' % (h, "".join('<li class="footer__item"><a class="footer__link-item" href="/%s">%s</a></li>' % (x.lower().replace(" ", "-"), x) for x in xs))
                    for h, xs in [("Docs", ["Getting Started", "Configuration", "API"]), ("Community", ["Discussions", "Discord", "Twitter"]), ("More", ["Blog", "GitHub", "Changelog"])]), yr, proj + rs.choice([" Contributors", ", Inc.", " Authors"]))
        return '%s<div id="__docusaurus_skipToContent_fallback" class="main-wrapper mainWrapper_z2l0"><div class="container margin-vert--lg"><div class="row">%s%s%s</div></div></div>%s' % (nav, side_, post_, toc, foot)
    DESC.append("\n".join(feed))
    counts = [int(rs.random() ** 3 * 60000) + 20]
    counts += [counts[0] // rs.randint(5, 12) + 1, counts[0] // rs.randint(20, 60) + 1, rs.randint(0, 900) + r.randint(0, 20), rs.randint(0, 90) + r.randint(0, 5)]
    k_ = lambda n: "%.1fk" % (n / 1000.0) if n >= 1000 else str(n)
    tabs = [("code", "Code", "", None), ("issues", "Issues", "/issues", counts[3]), ("pull-requests", "Pull requests", "/pulls", counts[4])]
    tabs += ([("discussions", "Discussions", "/discussions", None)] if rs.random() < 0.4 else []) + [("actions", "Actions", "/actions", None)]
    tabs += ([("projects", "Projects", "/projects", rs.randint(0, 4))] if rs.random() < 0.5 else []) + ([("wiki", "Wiki", "/wiki", None)] if rs.random() < 0.4 else [])
    tabs += [("security", "Security", "/security", None), ("insights", "Insights", "/pulse", None)]
    login = "/login?return_to=%%2F%s%%2F%s%%2Freleases%%2Ftag%%2F%s" % (owner, repo, tag)
    since = r.randint(1, 400)
    branch, rel = rs.choice(["main", "master", "main", "develop"]), "/%s/%s" % (owner, repo)
    ahead = "%d commit%s to %s since this release" % (since, "" if since == 1 else "s", branch)
    assets = [(n, s) for n, s in [("%s-%s-linux-amd64.tar.gz" % (repo, ver), r.randint(2 << 20, 60 << 20)), ("%s-%s-darwin-arm64.tar.gz" % (repo, ver), r.randint(2 << 20, 60 << 20)),
                                  ("%s-%s-windows-amd64.zip" % (repo, ver), r.randint(2 << 20, 60 << 20)), ("%s_%s_checksums.txt" % (repo, ver), r.choice([294, 392, 490]))]] if rs.random() < 0.6 else []
    assets = assets[:r.randint(2, 4)] if assets and r.random() < 0.3 else assets
    if assets and inst.startswith("pip"):
        assets = [("%s-%s-py3-none-any.whl" % (repo, ver), r.randint(40 << 10, 900 << 10)), ("%s-%s.tar.gz" % (repo, ver), r.randint(40 << 10, 900 << 10))]
    people = sorted(set(u for u in users if u != "dependabot"))
    names = ", ".join(people[:-1]) + ", and " + people[-1] if len(people) > 2 else ""
    EXTRAS.extend([n for n, _ in assets] + ([] if side else [ahead]) + ["Choose a tag to compare"] + ([names] if names else []))
    sha = "%040x" % r.getrandbits(160)
    label_html = lambda cls: '<span data-view-component="true" class="Label Label--%s Label--large %s">%s</span>' % ("success" if label == "Latest" else "warning", cls, label) if label else ""
    tagline = '<a href="%s/tree/%s" class="Link Link--muted" data-view-component="true"><svg class="octicon octicon-tag" height="16" width="16" viewBox="0 0 16 16" aria-hidden="true"><path d="M1 7.775V2.75C1 1.784 1.784 1 2.75 1h5.025z"></path></svg><span class="ml-1 wb-break-all">%s</span></a>' % (rel, tag, tag)
    commit = ('<a class="Link Link--muted" href="%s/commit/%s" data-view-component="true"><svg class="octicon octicon-git-commit" height="16" width="16" viewBox="0 0 16 16" aria-hidden="true"><path d="M11.93 8.5a4.002 4.002 0 01-7.86 0z"></path></svg><code class="f5 ml-1 wb-break-all">%s</code></a>'
              '<details class="dropdown dropdown-signed-commit details-reset details-overlay js-dropdown-details d-inline-block ml-1"><summary class="color-fg-success btn-link signed-commit-badge signed-commit-badge-small verified" title="Commit signature verified">Verified</summary>'
              '<div class="dropdown-menu dropdown-menu-s py-0 color-fg-default text-left"><div class="signed-commit-header color-bg-success-inverse d-flex flex-items-center"><div>This commit was created on GitHub.com and signed with GitHub\u2019s <strong class="signed-commit-verified-label">verified signature</strong>.</div></div>'
              '<div class="signed-commit-footer p-3 rounded-bottom-2"><span class="d-block">GPG key ID: <span class="color-fg-muted">4AEE18F83AFDEB23</span></span><div class="my-1"><a href="https://docs.github.com/github/authenticating-to-github/displaying-verification-statuses-for-all-of-your-commits">Learn about vigilant mode</a>.</div></div></div></details>') % (rel, sha, sha[:7]) if r.random() < 0.7 else ""
    EXTRAS.extend(["This commit was created on GitHub.com and signed with GitHub\u2019s"] if commit else [])
    compare = ('<details class="details-reset details-overlay select-menu d-inline-block"><summary class="btn-sm btn" data-view-component="true">Compare<span class="dropdown-caret"></span></summary><details-menu class="select-menu-modal position-absolute" style="z-index: 99;" src="/%s/%s/releases/tag/%s/compare_tags" preload>'
               '<div class="select-menu-header"><span class="select-menu-title">Choose a tag to compare</span></div><div class="select-menu-filters"><div class="select-menu-text-filter"><input type="text" class="form-control" placeholder="Search for a tag" aria-label="Search for a tag" autofocus></div></div>'
               '<div class="select-menu-list"><div class="select-menu-loading-overlay"><span class="sr-only">Loading</span></div></div><footer class="SelectMenu-footer"><a href="/%s/%s/tags">View all tags</a></footer></details-menu></details>') % (owner, repo, tag, owner, repo)
    released = '%s <a class="color-fg-default text-bold" href="/%s">%s</a> released this <relative-time datetime="%s" class="no-wrap">%s</relative-time>' % (avatar(author, 20), author, author, iso, when)
    if side:
        meta = ""
        left = ('<div class="col-md-2 d-flex flex-md-column flex-row flex-wrap pr-md-6 mb-2 mb-md-0 flex-items-start pt-md-4"><div class="mb-2 f4 mr-1 mr-md-0 color-fg-default"><relative-time datetime="%s" class="no-wrap">%s</relative-time></div>'
                '<div class="mb-md-2 mr-3 mr-md-0 flex-auto flex-md-grow-0">%s <a class="color-fg-muted text-bold" href="/%s">%s</a></div><div class="mr-3 mr-md-0 d-flex">%s</div><div class="mb-md-2 mr-3 mr-md-0 flex-items-center flex-items-md-start">%s</div>'
                '<div class="mb-md-2 mr-3 mr-md-0">%s</div></div>') % (iso, when, avatar(author, 20), author, author, tagline, commit, compare)
    else:
        left = ""
        meta = ('<div class="d-flex flex-row flex-wrap color-fg-muted flex-items-end"><div class="mr-4 mb-2">%s</div><div class="mr-4 mb-2"><a href="%s/compare/%s...%s" class="Link--muted">%s</a></div>'
                '<div class="mr-4 mb-2 d-flex">%s</div><div class="mb-2 d-flex">%s</div></div>') % (released, rel, tag, branch, '<span class="text-bold">%s</span> to%s' % tuple(ahead.split(" to", 1)), tagline, commit)
    contrib = ('<div class="mb-3"><h2 class="sr-only">Contributors</h2><ul class="list-style-none d-flex flex-wrap mb-n2">%s</ul><div class="color-fg-muted mt-2">%s</div></div>' % (
        "".join('<li class="mb-2 mr-2"><a class="d-inline-block" data-hovercard-type="user" data-hovercard-url="/users/%s/hovercard" href="/%s">%s</a></li>' % (n, n, avatar(n, 32)) for n in people),
        esc(names or " and ".join(people)))) if people and era > 2021 else ""

    def asset(name, size, icon, href):
        sz = "" if size is None else "%d Bytes" % size if size < 1024 else "%.1f KB" % (size / 1024.0) if size < 1048576 else "%.1f MB" % (size / 1048576.0)
        return ('<li data-view-component="true" class="Box-row d-flex flex-column flex-md-row"><div data-view-component="true" class="d-flex flex-justify-start col-12 col-lg-9">'
                '<svg class="octicon octicon-%s color-fg-muted" height="16" width="16" viewBox="0 0 16 16" aria-hidden="true"><path d="M8.878.392a1.75 1.75 0 00-1.756 0z"></path></svg>'
                '<a href="%s" rel="nofollow" data-turbo="false" data-view-component="true" class="Truncate"><span data-view-component="true" class="Truncate-text text-bold">%s</span> <span data-view-component="true" class="Truncate-text">%s</span></a></div>'
                '<div data-view-component="true" class="d-flex flex-auto flex-justify-end col-md-4 ml-3 ml-md-0 mt-1 mt-md-0 pl-1 pl-md-0"><span style="white-space: nowrap;" data-view-component="true" class="color-fg-muted text-sm-left flex-auto ml-md-3">%s</span>'
                '%s</div></li>') % (icon, href, esc(name[0]), name[1], sz, '<span data-view-component="true" class="color-fg-muted text-right flex-shrink-0 flex-grow-0 ml-3"><relative-time datetime="%s" class="no-wrap">%s</relative-time></span>' % (iso, when) if era > 2021 else "")
    files = [asset((n, ""), s, "package", "%s/releases/download/%s/%s" % (rel, tag, n)) for n, s in assets]
    files += [asset(("Source code", "(%s)" % x), None, "file-zip", "%s/archive/refs/tags/%s.%s" % (rel, tag, x)) for x in ("zip", "tar.gz")]
    emo = [("THUMBS_UP", "+1", "1f44d", "\U0001F44D"), ("LAUGH", "smile", "1f604", "\U0001F604"), ("HOORAY", "tada", "1f389", "\U0001F389"), ("HEART", "heart", "2764", "\u2764\ufe0f"),
           ("ROCKET", "rocket", "1f680", "\U0001F680"), ("EYES", "eyes", "1f440", "\U0001F440")]
    got = [(e, int(r.random() ** 2 * 60) + 1) for e in emo if r.random() < 0.45] if r.random() < 0.6 else []
    react = ""
    if got:
        react = ('<div class="d-flex flex-row flex-wrap flex-justify-between js-comment"><div class="comment-reactions js-reactions-container js-reaction-buttons-container social-reactions reactions-container d-flex" data-view-component="true">'
                 '<div class="js-comment-reactions-options d-flex flex-items-center flex-row flex-wrap">%s</div></div><div class="color-fg-muted mt-1">%d %s reacted</div></div>') % ("".join(
                     '<button name="input[content]" value="%s react" type="submit" aria-pressed="false" disabled="disabled" data-view-component="true" class="social-reaction-summary-item js-reaction-group-button btn-link d-flex no-underline color-fg-muted flex-items-baseline mr-2">'
                     '<g-emoji class="social-button-emoji" alias="%s" fallback-src="https://github.githubassets.com/images/icons/emoji/unicode/%s.png">%s</g-emoji><span class="js-discussion-reaction-group-count">%d</span></button>' % (e[0], e[1], e[2], e[3], n) for e, n in got),
            max(n for _, n in got) + r.randint(0, 9), "person" if sum(n for _, n in got) == 1 else "people")
        EXTRAS.append(react.rsplit('mt-1">', 1)[1].split("<")[0])
    box = ('<div data-view-component="true" class="Box"><div data-view-component="true" class="Box-body"><div class="d-flex flex-md-row flex-column"><div class="d-flex flex-row flex-1 mb-3 wb-break-word">'
           '<div class="flex-1" data-pjax="#repo-content-pjax-container" data-turbo-frame="repo-content-turbo-frame"><h1 data-view-component="true" class="d-inline mr-3">%s</h1>%s</div><div class="mt-3 ml-2 d-md-none">%s</div></div>%s</div>'
           '%s<div class="markdown-body my-3">%s</div>%s</div><div data-view-component="true" class="Box-footer"><div class="mb-3"><details data-view-component="true" open="open"><summary role="button" data-view-component="true">'
           '<span class="f3 text-bold d-inline mr-3">Assets</span><span title="%d" data-view-component="true" class="Counter">%d</span></summary><div data-view-component="true" class="Box Box--condensed mt-3"><ul data-view-component="true">%s</ul></div></details></div>%s</div></div>') % (
        esc(t), label_html("v-align-text-bottom d-none d-md-inline-block"), label_html(""), "" if side else '<div class="mt-1">%s</div>' % compare, meta, notes, contrib, len(files), len(files), "".join(files), react)
    nav = "".join(('<li data-view-component="true" class="d-inline-flex"><a id="%s-tab" href="/%s/%s%s" data-tab-item="i%d%s-tab" data-pjax="#repo-content-pjax-container" data-view-component="true" class="UnderlineNav-item no-wrap js-responsive-underlinenav-item js-selected-navigation-item%s"%s>'
                    '<svg class="octicon octicon-%s UnderlineNav-octicon d-none d-sm-inline" height="16" width="16" viewBox="0 0 16 16" aria-hidden="true"><path d="M0 1.75C0 .784.784 0 1.75 0z"></path></svg>'
                    '<span data-content="%s">%s</span><span id="%s-repo-tab-count" title="%s" data-view-component="true" class="Counter"%s>%s</span></a></li>') % (
        i_, owner, repo, h, n, i_, " selected" if n == 0 else "", ' aria-current="page"' if n == 0 else "", i_, lab, lab, i_, "Not available" if c is None else "{:,}".format(c),
        ' hidden="hidden"' if not c else "", "" if c is None else k_(c)) for n, (i_, lab, h, c) in enumerate(tabs))
    more = "".join('<li data-menu-item="i%d%s-tab" hidden><a role="menuitem" class="js-selected-navigation-item dropdown-item" href="/%s/%s%s">%s</a></li>' % (n, i_, owner, repo, h, lab) for n, (i_, lab, h, c) in enumerate(tabs))
    btn = lambda label_, icon, cnt, aria: ('<li><a href="%s" rel="nofollow" aria-label="%s" data-view-component="true" class="tooltipped tooltipped-s btn-sm btn"><svg class="octicon octicon-%s mr-2" height="16" width="16" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 16a2 2 0 001.985-1.75z"></path></svg>%s%s</a></li>' % (
        login, aria, icon, label_, ' <span data-view-component="true" class="Counter" title="{:,}">{}</span>'.format(cnt, k_(cnt)) if cnt is not None else ""))
    watch = btn("Watch", "eye", counts[2], "You must be signed in to watch a repository") if era == 2021 else btn("Notifications", "bell", None, "You must be signed in to change notification settings")
    head = ('<header class="Header-old header-logged-out js-details-container Details position-relative f4 py-3" role="banner"><div class="container-xl d-flex flex-column flex-lg-row flex-items-center p-responsive height-full position-relative z-1">'
            '<a class="mr-lg-3 color-fg-inherit flex-order-2" href="https://github.com/" aria-label="Homepage"><svg height="32" aria-hidden="true" viewBox="0 0 16 16" version="1.1" width="32" class="octicon octicon-mark-github"><path d="M8 0c4.42 0 8 3.58 8 8z"></path></svg></a>'
            '<div class="HeaderMenu--logged-out p-responsive height-fit position-lg-relative d-lg-flex flex-column flex-auto pt-7 pb-4 top-0"><nav class="mt-0 px-3 px-lg-0 mb-3 mb-lg-0" aria-label="Global"><ul class="d-lg-flex list-style-none">%s</ul></nav>'
            '<div class="d-lg-flex flex-items-center px-3 px-lg-0 mb-3 mb-lg-0 text-center text-lg-left"><div class="d-lg-flex min-width-0 mb-2 mb-lg-0"><div class="header-search flex-auto position-relative mr-lg-3"><input type="text" class="form-control input-sm header-search-input" aria-label="Search GitHub" placeholder="Search or jump to..." autocomplete="off"></div></div>'
            '<div class="position-relative mr-lg-3 d-lg-inline-block"><a href="%s" class="HeaderMenu-link HeaderMenu-link--sign-in flex-shrink-0 no-underline d-block d-lg-inline-block border border-lg-0 rounded rounded-lg-0 p-2 p-lg-0">Sign in</a></div>'
            '<a href="/signup?ref_cta=Sign+up&amp;source=header-repo" class="HeaderMenu-link HeaderMenu-link--sign-up flex-shrink-0 d-flex d-lg-inline-block no-underline border color-border-default rounded px-2 py-1">Sign up</a></div></div></div></header>') % (
        "".join('<li class="HeaderMenu-item position-relative flex-wrap flex-justify-between flex-items-center d-block d-lg-flex flex-lg-nowrap flex-lg-items-center js-details-container js-header-menu-item">%s</li>' % (
            '<button type="button" class="HeaderMenu-link border-0 width-full width-lg-auto px-0 px-lg-2 py-3 py-lg-2 no-wrap d-flex flex-items-center flex-justify-between js-details-target" aria-expanded="false">%s</button>' % x if x != "Pricing" else
            '<a class="HeaderMenu-link no-underline px-0 px-lg-2 py-3 py-lg-2 d-block d-lg-inline-block" href="/pricing">Pricing</a>') for x in ["Product", "Solutions", "Open Source", "Pricing"]), login)
    repohead = ('<div id="repository-container-header" class="pt-3 hide-full-screen" style="background-color: var(--color-page-header-bg);" data-turbo-replace><div class="d-flex flex-wrap flex-justify-end mb-3 px-3 px-md-4 px-lg-5" style="gap: 1rem;">'
                '<div class="flex-auto min-width-0 width-fit mr-3"><div class="d-flex flex-wrap flex-items-center wb-break-word f3 text-normal"><svg class="octicon octicon-repo color-fg-muted mr-2" height="16" width="16" viewBox="0 0 16 16" aria-hidden="true"><path d="M2 2.5A2.5 2.5 0 014.5 0z"></path></svg>'
                '<span class="author flex-self-stretch" itemprop="author"><a class="url fn" rel="author" data-hovercard-type="organization" href="/%s">%s</a></span><span class="mx-1 flex-self-stretch color-fg-muted">/</span>'
                '<strong itemprop="name" class="mr-2 flex-self-stretch"><a data-pjax="#repo-content-pjax-container" href="/%s/%s">%s</a></strong><span></span><span class="Label Label--secondary v-align-middle mr-1">Public</span></div></div>'
                '<div id="repository-details-container" data-turbo-replace><ul class="pagehead-actions flex-shrink-0 d-none d-md-inline" style="padding: 2px 0;">%s%s%s</ul></div></div>'
                '<nav data-pjax="#js-repo-pjax-container" aria-label="Repository" data-view-component="true" class="js-repo-nav js-sidenav-container-pjax js-responsive-underlinenav overflow-hidden UnderlineNav px-3 px-md-4 px-lg-5"><ul data-view-component="true" class="UnderlineNav-body list-style-none">%s</ul>'
                '<div style="visibility:hidden;" data-view-component="true" class="UnderlineNav-actions js-responsive-underlinenav-overflow position-absolute pr-3 pr-md-4 pr-lg-5 right-0"><details data-view-component="true" class="details-overlay details-reset position-relative">'
                '<summary role="button" data-view-component="true"><div class="UnderlineNav-item mr-0 border-0"><svg class="octicon octicon-kebab-horizontal" height="16" width="16" viewBox="0 0 16 16" aria-hidden="true"><path d="M8 9a1.5 1.5 0 100-3z"></path></svg><span class="sr-only">More</span></div></summary>'
                '<details-menu role="menu" data-view-component="true" class="dropdown-menu dropdown-menu-sw"><ul>%s</ul></details-menu></details></div></nav></div>') % (
        owner, owner, owner, repo, repo, watch, btn("Fork", "repo-forked", counts[1], "You must be signed in to fork a repository"), btn("Star", "star", counts[0], "You must be signed in to star a repository"), nav, more)
    crumbs = ('<nav aria-label="Breadcrumb" class="mb-5"><ol class="breadcrumb"><li class="breadcrumb-item"><a data-pjax="#repo-content-pjax-container" href="/%s/%s/releases">Releases</a></li>'
              '<li class="breadcrumb-item breadcrumb-item-selected"><a aria-current="page" href="/%s/%s/releases/tag/%s">%s</a></li></ol></nav>') % (owner, repo, owner, repo, tag, tag)
    foot = ('<footer class="footer width-full container-xl p-responsive" role="contentinfo"><h2 class="sr-only">Footer</h2><div class="position-relative d-flex flex-items-center pb-2 f6 color-fg-muted border-top color-border-muted flex-column-reverse flex-lg-row flex-wrap flex-lg-nowrap mt-6 pt-6">'
            '<div class="list-style-none d-flex flex-wrap col-0 col-lg-2 flex-justify-start flex-lg-justify-between mb-2 mb-lg-0"><div class="mt-2 mt-lg-0 d-flex flex-items-center"><a aria-label="Homepage" title="GitHub" class="footer-octicon mr-2" href="https://github.com"></a><span>&copy; %d GitHub, Inc.</span></div></div>'
            '<nav aria-label="Footer" class="col-12 col-lg-8"><h3 class="sr-only" id="sr-footer-heading">Footer navigation</h3><ul class="list-style-none d-flex flex-wrap col-12 flex-justify-center flex-lg-justify-between mb-2 mb-lg-0" aria-labelledby="sr-footer-heading">%s</ul></nav></div></footer>') % (
        era, "".join('<li class="mr-3 mr-lg-0"><a href="https://%s">%s</a></li>' % (u, x) for x, u in [("Terms", "docs.github.com/site-policy/github-terms/github-terms-of-service"), ("Privacy", "docs.github.com/site-policy/privacy-policies/github-privacy-statement"),
                                                                                       ("Security", "github.com/security"), ("Status", "www.githubstatus.com/"), ("Docs", "docs.github.com"), ("Contact GitHub", "support.github.com"),
                                                                                       ("Pricing", "github.com/pricing"), ("API", "docs.github.com"), ("Training", "services.github.com"), ("Blog", "github.blog"), ("About", "github.com/about")]))
    EXTRAS.append("\u00a9 %d GitHub, Inc." % era)
    body_ = '<div class="d-flex flex-column flex-md-row my-5 flex-justify-center">%s<div class="col-md-9">%s</div></div>' % (left, box) if side else box
    return ('<div class="application-main" data-commit-hovercards-enabled data-discussion-hovercards-enabled data-issue-and-pr-hovercards-enabled>%s<div itemscope itemtype="http://schema.org/SoftwareSourceCode">'
            '<main id="js-repo-pjax-container">%s<turbo-frame id="repo-content-turbo-frame" target="_top" data-turbo-action="advance"><div id="repo-content-pjax-container" class="repository-content">'
            '<div class="clearfix container-xl px-3 px-md-4 px-lg-5 mt-4">%s<section aria-labelledby="hd-%08x"><h2 class="sr-only" id="hd-%08x">%s</h2>%s</section></div></div></turbo-frame></main></div></div>%s') % (
        head, repohead, crumbs, int(sha[:8], 16), int(sha[:8], 16), esc(t), body_, foot)
FR_NAMES = ["Claire Dubreuil", "Thomas Lemaire", "Sophie Garnier", "Julien Roussel", "Camille Fabre",
            "Benoît Mercier", "Élise Charpentier", "Antoine Vasseur", "Nathalie Perrin", "Hugo Lacombe"]
FR_NICKS = ["Citoyen76", "jpdu13", "Marianne", "Le Gaulois", "observateur lucide", "Papy Boomer",
            "Sceptique", "Albert", "lecteur assidu", "Bzh29", "anonyme", "Lulu"]  # a pseudonym for each of NAMES
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
RUBRICS = [("International", "international"), ("Politique", "politique"), ("Société", "societe"), ("Économie", "economie"),
           ("Planète", "planete"), ("Culture", "culture"), ("Sport", "sport"), ("Sciences", "sciences"), ("Idées", "idees")]


def lemonde(r, t, body, cat, cs):
    """A French national daily's article page (2019-2023), in French, as
    Le Monde's site writes it in its 2021-2023 markup or its 2019 one, or
    as Le Figaro's (fig-) does, the one or the other a site: the rubric's
    breadcrumbs (a kicker, "Analyse", "Reportage", over the headline at
    times), the headline in sentence case, the standfirst under it
    (p.article__desc or p.fig-standfirst, the feed's description),
    "Article réservé aux abonnés" on the premium pages, the lead picture
    with its caption and credit ("NOM / AFP"), the byline ("Par Prénom
    Nom", two of them, a correspondent's city, or "LE JOURNAL avec AFP"),
    "Publié le 14 mars 2022 à 10h32, mis à jour à 12h05" (" - Mis à jour
    le ..." in 2019, "14/03/2022 à 10:32" on Le Figaro's), "Temps de
    Lecture 4 min.", the share buttons ("Partager", "Offrir cet
    article"); then the body: p.article__paragraph (fig-paragraph)
    paragraphs, h2.article__sub-title intertitles, a quote in a
    blockquote at times, empty ad slots, one or two "Lire aussi | TITLE"
    catchers (in 2019 a p.article__paragraph "Lire aussi : " and a link;
    "À lire aussi" and a link on Le Figaro's), "Lire le décryptage",
    "Lire aussi l'entretien" and the like; on most premium pages the
    paywall's cut after a quarter to a half of the story ("Il vous reste
    62.4% de cet article à lire. La suite est réservée aux abonnés."
    and the offer's box; Le Figaro's "Il vous reste 78% à découvrir."),
    the rest of the story not in the page; after the body "Contribuer"
    and "Réutiliser ce contenu" (tags on Le Figaro's), the readers'
    comments on half the sites ("Les commentaires" and "Réagissez", or
    "Commentaires (N)": a pseudonym, "14/03/2022 - 11h02", the text,
    replies nested under theirs) and "Sur le même sujet" (titles).  The
    truth: the standfirst, the paragraphs and intertitles the page holds
    (the paywall's cut ends them) and the blockquote's text; not the
    "Lire aussi" lines (links to other articles: their titles are
    counted as leaks), the paywall's note and offer, the caption, the
    credit, the byline, the dates, the buttons, tags nor comments."""
    rs = random.Random(BLOG[0] + " lemonde")
    site = rs.choice(["monde", "monde", "monde2019", "figaro"])
    fig = site == "figaro"
    paper = "Le " + LEXICON_FR[rs.randrange(1500)].capitalize()
    listed = fig or rs.random() < 0.5  # the comments printed under the article
    premium = r.random() < rs.choice([0.3, 0.45, 0.6])
    sec, path = r.choice(RUBRICS)
    tr = str.maketrans("àâäéèêëîïôöùûüçœ", "aaaeeeeiioouuuco")
    slug = lambda x: "-".join("".join(c if c.isalnum() else " " for c in x.lower().translate(tr)).split())[:70]
    year = r.choice({"monde2019": [2019], "monde": [2021, 2022, 2023]}.get(site, [2019, 2020, 2021, 2022, 2023]))

    def when(d):  # a comment's date, moved to the markup's years, a day of the year for a day
        x = datetime.datetime(d[2], MONTHS.index(d[1]) + 1, d[0], d[3] % 12 + (12 if d[5] == "PM" else 0), d[4])
        return datetime.datetime(x.year + year - cs[0][1][2], 1, 1) + (x - datetime.datetime(x.year, 1, 1))
    pub = (when(cs[0][1]) - datetime.timedelta(minutes=r.randint(20, 900)) if cs else
           datetime.datetime(year, r.randint(1, 12), r.randint(1, 28), r.randint(5, 22), r.randint(0, 59)))
    upd = pub + datetime.timedelta(minutes=r.randint(10, 30 * 60)) if r.random() < 0.7 else None
    day = lambda x: "%02d %s %d" % (x.day, FR_MONTHS[x.month - 1], x.year)
    url = lambda x, y: ("/%s/%s-%d%02d%02d" % (path, slug(x), y.year, y.month, y.day) if fig else
                        "/%s/article/%d/%02d/%02d/%s_%d_%d.html" % (path, y.year, y.month, y.day, slug(x), r.randint(6000000, 6200000), r.choice([3210, 3224, 3232, 3246])))
    if fig:
        dates = '<span class="fig-content-metas__pub-date"><time datetime="%s">Publié le %s à %s</time></span>' % (
            pub.isoformat(), pub.strftime("%d/%m/%Y"), pub.strftime("%H:%M")) + (
            '<span class="fig-content-metas__pub-maj-date">, mis à jour le %s à %s</span>' % (upd.strftime("%d/%m/%Y"), upd.strftime("%H:%M")) if upd else "")
    else:
        dates = "Publié le %s à %02dh%02d" % (day(pub), pub.hour, pub.minute)
        if upd and site == "monde2019":
            dates += " - Mis à jour le %s à %02dh%02d" % (day(upd), upd.hour, upd.minute)
        elif upd:
            dates += ", mis à jour %sà %02dh%02d" % ("" if upd.date() == pub.date() else "le %s " % day(upd), upd.hour, upd.minute)
    i = r.randrange(len(FR_NAMES))
    link = lambda k: '<a class="%s" href="/signataires/%s/">%s</a>' % ("fig-content-metas__author" if fig else "article__author-link", slug(FR_NAMES[k]), FR_NAMES[k])
    x = r.random()
    if x < 0.15:
        byline = "%s avec AFP" % paper
    elif x < 0.3:
        byline = "Par %s et %s" % (link(i), link((i + 1) % len(FR_NAMES)))
    elif x < 0.45:
        byline = "Par %s (%s, %s)" % (link(i), r.choice(["Bruxelles", "Berlin", "Kiev", "Washington", "Rome", "Marseille", "Lyon", "Pékin"]),
                                      r.choice(["correspondant", "envoyé spécial"]) + ("e" if i % 2 == 0 else ""))
    else:
        byline = "Par " + link(i)
    stand = sentence(r, 16, 34)
    TEASER.append(stand)
    n = len(body)
    cut = premium and n >= 3 and r.random() < 0.85
    shown = body[:max(1, r.randint(n // 4, n // 2))] if cut else list(body)
    left = 100.0 * sum(len(p) for p in body[len(shown):]) / sum(len(p) for p in body)
    heads = {k for k in range(2, n) if r.random() < 0.3} if n >= 4 and r.random() < 0.6 else set()
    also = set(r.sample(range(len(shown) - 1), min(len(shown) - 1, r.choice([0, 1, 1, 2])))) if len(shown) > 1 else set()
    quote_at = r.randrange(len(shown)) if len(shown) > 2 and r.random() < 0.2 else -1
    ad_at = 1 if len(shown) > 3 else -1
    out, story = [], []
    for k, p in enumerate(shown):
        if k in heads:
            h = title(r)
            out.append('<h2 class="%s">%s</h2>' % ("fig-body-heading" if fig else "article__sub-title", esc(h)))
            story.append(h)
        out.append('<p class="%s">%s</p>' % ("fig-paragraph" if fig else "article__paragraph ", esc(p)))
        story.append(p)
        if k == quote_at:
            q = "\u00ab\u00a0%s\u00a0\u00bb" % sentence(r, 10, 24)
            out.append('<blockquote class="%s"><p>%s</p></blockquote>' % ("fig-quote" if fig else "article__quote", esc(q)))
            story.append(q)
        if k == ad_at:
            out.append('<div class="fig-ad-content fig-ad-content--inread"><div id="fig-ad-inread" class="fig-ad"></div></div>' if fig else
                       '<div class="dfp-slot dfp__slot dfp__inread dfp-unloaded" data-format="inread_top" id="inread_top"></div>')
        if k in also:
            at = title(r)
            EXTRAS.append(at)
            href = url(at, pub - datetime.timedelta(days=r.randint(1, 300)))
            kind = r.choice(["Lire aussi", "Lire aussi", "Lire aussi", "Lire aussi le décryptage", "Lire l\u2019analyse",
                             "Lire aussi l\u2019entretien", "Lire la tribune", "Lire le reportage", "Lire aussi le récit"])
            lock = r.random() < 0.4
            if fig:
                out.append('<div class="fig-body-link"><span class="fig-body-link__prefix">À lire aussi</span><a class="fig-body-link__link" href="%s">%s</a></div>' % (href, esc(at)))
            elif site == "monde2019":
                out.append('<p class="article__paragraph ">%s\u00a0: <a href="https://www.%s.example%s">%s</a></p>' % (kind, slug(paper), href, esc(at)))
            else:
                out.append('<section class="catcher catcher--inline"><span class="catcher__title">%s</span> | <a class="catcher__desc js-article-read-also" href="%s">%s%s</a></section>' % (
                    kind, href, '<span class="icon__premium"><span class="sr-only">Article réservé à nos abonnés</span></span> ' if lock else "", esc(at)))
    STORY[:] = story
    if cut:
        pct = ("%.2f" % left).rstrip("0").rstrip(".")
        if fig:
            note = "Cet article est réservé aux abonnés. Il vous reste %d%% à découvrir." % round(left)
            offer = "Vous avez envie de lire la suite\u00a0? Débloquez tous les articles immédiatement."
            out.append('<div class="fig-premium-paywall" id="fig-premium-paywall"><div class="fig-premium-paywall__infos"><p class="fig-premium-paywall__title">%s</p>'
                       '<p class="fig-premium-paywall__subtitle">%s</p></div><a class="fig-premium-paywall__btn" href="/abonnement?origin=paywall">Je m\u2019abonne</a>'
                       '<p class="fig-premium-paywall__login">Déjà abonné\u00a0? <a href="/connexion">Connectez-vous</a></p></div>' % (esc(note), esc(offer)))
        else:
            note = "Il vous reste %s%% de cet article à lire. La suite est réservée aux abonnés." % pct
            offer = "Accédez à tous nos contenus en illimité à partir de %s\u00a0€ par mois." % r.choice(["7,99", "9,99", "1", "4,99"])
            out.append('<section class="paywall js-paywall paywall--active"><p class="paywall__message">%s</p><div class="paywall__offer"><p class="paywall__offer-title">%s</p>'
                       '<a class="btn btn--premium paywall__subscribe" href="/abonnement/?lmd_medium=paywall">S\u2019abonner</a>'
                       '<p class="paywall__login">Déjà abonné\u00a0? <a href="/connexion/">Se connecter</a></p></div></section>' % (esc(note), esc(offer)))
        EXTRAS.extend([note, offer])
    same = [title(r) for _ in range(4)]
    EXTRAS.extend(same + (["Les commentaires sont réservés aux abonnés."] if fig else ["Réutiliser ce contenu"]))
    sub = fr_join(r, [word(r) for _ in range(r.randint(1, 3))], False)
    crumbs = [(sec, "/%s/" % path)] + ([(sub, "/%s/" % slug(sub))] if r.random() < 0.6 else [])
    mins = max(1, sum(len(p.split()) for p in body) // 230 + 1)
    who = r.choice(FR_NAMES).upper()
    lead = ('<figure class="%s"><picture><img src="https://img.%s.example/%d/%02d/%02d/0/0/4000/2667/664/0/75/0/%x_%x.jpg" alt="" width="664" height="443"/></picture>'
            '<figcaption class="%s">%s <span class="%s">%s</span></figcaption></figure>') % (
        "fig-media" if fig else "article__media", slug(paper), pub.year, pub.month, pub.day, r.getrandbits(32), r.getrandbits(24),
        "fig-media__legend" if fig else "article__legend", esc(sentence(r, 6, 18)), "fig-media__credit" if fig else "article__credit",
        esc(r.choice(["AFP", "%s / AFP" % who, "%s / REUTERS" % who, "%s POUR \u00ab\u00a0%s\u00a0\u00bb" % (who, paper.upper()), "AP"]))) if r.random() < 0.85 else ""

    def comment(c, replies):
        nm, d, cp, depth = c
        x = when(d)
        if fig:
            return ('<div class="fig-comment%s"><div class="fig-comment__header"><span class="fig-comment__username">%s</span><span class="fig-comment__date">le %s</span></div>'
                    '<div class="fig-comment__text">%s</div><div class="fig-comment__actions"><button class="fig-comment__reply">Répondre</button><button class="fig-comment__report">Signaler</button>'
                    '<span class="fig-comment__likes">%d</span></div>%s</div>') % (
                " fig-comment--reply" if depth == 2 else "", esc(FR_NICKS[NAMES.index(nm)]), x.strftime("%d/%m/%Y à %H:%M"), ps(cp), r.randint(0, 90),
                '<div class="fig-comment__replies">%s</div>' % "".join(replies) if replies else "")
        return ('<div class="comment%s"><p class="comment__header"><span class="comment__author">%s</span> <span class="comment__date">%s</span></p>%s%s</div>') % (
            " comment--reply" if depth == 2 else "", esc(FR_NICKS[NAMES.index(nm)]), x.strftime("%d/%m/%Y - %Hh%M"),
            "".join('<p class="comment__content">%s</p>' % esc(y) for y in cp), '<div class="comment__replies">%s</div>' % "".join(replies) if replies else "")
    items, k = [], 0
    while k < len(cs):
        j = k + 1
        while j < len(cs) and cs[j][3] == 2:
            j += 1
        items.append(comment(cs[k], [comment(c, []) for c in cs[k + 1:j]]))
        k = j
    related = "".join('<li class="%s"><a href="%s">%s</a></li>' % ("fig-related__item" if fig else "teaser__title", url(x, pub), esc(x)) for x in same)
    if fig:
        tags = [title(r).split()[0] for _ in range(r.randint(2, 4))]
        thread = ('<section class="fig-comments" id="fig-comments"><h2 class="fig-comments__title">Commentaires (%d)</h2><div class="fig-comments__sort"><button class="is-active">Les plus récents</button>'
                  '<button>Les plus appréciés</button></div><div class="fig-comments__list">%s</div><p class="fig-comments__subscribe">Les commentaires sont réservés aux abonnés. <a href="/abonnement">Abonnez-vous</a> pour réagir.</p></section>' % (
                      len(cs), "".join(items))) if cs else ""
        head = ('<nav class="fig-breadcrumb">%s</nav>%s<h1 class="fig-headline" itemprop="headline">%s</h1><p class="fig-standfirst" itemprop="description">%s</p>'
                '<div class="fig-content-metas"><span class="fig-content-metas__authors">%s</span><div class="fig-content-metas-info">%s</div></div>'
                '<div class="fig-social-actions"><button class="fig-social-actions__btn fig-social-actions__btn--share">Partager</button><a class="fig-social-actions__btn fig-social-actions__btn--comment" href="#fig-comments">Commenter</a>'
                '%s<button class="fig-social-actions__btn fig-social-actions__btn--bookmark">Sauvegarder</button></div>') % (
            "".join('<a class="fig-breadcrumb__item" href="%s">%s</a>' % (h, esc(x)) for x, h in crumbs), '<span class="fig-tag fig-tag--premium">Réservé aux abonnés</span>' if premium else "",
            esc(t), esc(stand), byline, dates, '<button class="fig-social-actions__btn fig-social-actions__btn--gift">Offrir</button>' if premium else "")
        art = ('<article class="fig-main-col fig-main-col--article" itemscope itemtype="http://schema.org/NewsArticle"><div class="fig-content__header">%s</div>%s'
               '<div class="fig-content-body" itemprop="articleBody">%s</div><ul class="fig-tags">%s</ul>%s</article>'
               '<aside class="fig-main-col-aside"><section class="fig-related"><h2 class="fig-related__title">Sur le même sujet</h2><ul>%s</ul></section></aside>') % (
            head, lead, "\n".join(out), "".join('<li class="fig-tags__item"><a class="fig-tags__link" href="/tag/%s">%s</a></li>' % (slug(x), esc(x)) for x in tags), thread, related)
        return '<main class="fig-main" id="fig-main">%s</main>' % art
    thread = ('<section id="comments" class="comments"><h3 class="comments__title">Les commentaires</h3><p class="comments__count">%d contribution%s</p>'
              '<a class="button button--react" href="/%s/reactions/">Réagissez</a><div class="comments__list">%s</div>'
              '<a class="comments__more" href="/%s/reactions/">Voir les contributions</a></section>' % (len(cs), "s" if len(cs) > 1 else "", path, "".join(items), path)) if listed and cs else ""
    head = ('<ul class="breadcrumb">%s</ul><section class="article__heading">%s<h1 class="article__title">%s</h1><p class="article__desc">%s</p></section>%s') % (
        "".join('<li class="breadcrumb__%s"><a href="%s">%s</a></li>' % ("parent" if j == 0 else "child", h, esc(x)) for j, (x, h) in enumerate(crumbs)),
        '<p class="article__kicker">%s</p>' % r.choice(["Analyse", "Reportage", "Décryptage", "Enquête", "Récit", "Entretien", "Chronique"]) if r.random() < 0.3 else "",
        esc(t), esc(stand), '<p class="article__status"><span class="icon__premium"></span>Article réservé aux abonnés</p>' if premium else "")
    meta = ('<section class="meta meta__social old__meta-social"><span class="meta__author meta__author--page"><span class="author__detail">%s</span></span>'
            '<span class="meta__date meta__date--header">%s</span><p class="meta__reading-time"><span class="sr-only">Temps de </span>Lecture %d min.</p>'
            '<ul class="meta__social-list"><li><button class="meta__social-btn js-share" data-target="facebook"><span class="sr-only">Partager sur Facebook</span></button></li>'
            '<li><button class="meta__social-btn js-share" data-target="twitter"><span class="sr-only">Partager sur Twitter</span></button></li>'
            '<li><button class="meta__social-btn meta__social-btn--more js-share-more">Partager</button></li></ul>%s'
            '<button class="meta__favorite js-favorite">Ajouter à vos sélections</button></section>') % (
        byline, dates, mins, '<button class="meta__gift article__gift js-gift">Offrir cet article</button>' if premium and site == "monde" else "")
    art = ('<main id="garde" class="article article--single article--content"><section class="zone zone--article old__zone"><header class="article__header article__header--container">%s</header>'
           '<section class="article__wrapper%s"><article class="article__content old__article-content-single">%s%s%s</article>'
           '<section class="article__reactions"><a class="btn btn--contribute" href="/%s/reactions/">Contribuer</a></section>'
           '<footer class="article__footer-single old__article-footer"><a class="article__reuse" href="/licence-utilisation/">Réutiliser ce contenu</a></footer>%s</section>'
           '<aside class="aside__iso old__aside"><section class="services"><h3 class="services__title">Sur le même sujet</h3><ul>%s</ul></section></aside></section></main>') % (
        head, " article__wrapper--premium" if premium else "", lead, meta, "\n".join(out), path, thread, related)
    return art


PRN_TOPICS = ["Computer & Electronics", "Product Launches", "New Products & Services", "Artificial Intelligence", "Health Care & Hospitals",
              "Banking & Financial Services", "Earnings", "Mergers & Acquisitions", "Awards", "Personnel Announcements", "Partnerships",
              "Surveys, Polls and Research", "Contracts", "Retail", "Real Estate", "Environmental Products & Services", "Medical Pharmaceuticals"]
CAT_TOPICS = {"News": "General Business", "Travel": "Travel", "Food": "Food & Beverages", "Politics": "Government",
              "Design": "Art", "Music": "Music", "Books": "Publishing & Information Services"}
WIRE_CITIES = [("NEW YORK", 0), ("SAN FRANCISCO", 0), ("CHICAGO", 0), ("AUSTIN, Texas", 0), ("BOSTON", 0), ("ATLANTA", 0), ("SEATTLE", 0),
               ("DALLAS", 0), ("DENVER", 0), ("MIAMI", 0), ("LOS ANGELES", 0), ("IRVINE, Calif.", 0), ("PALO ALTO, Calif.", 0),
               ("NASHVILLE, Tenn.", 0), ("TORONTO", 1), ("VANCOUVER, BC", 1), ("LONDON", 0), ("SINGAPORE", 0)]
ONETRUST = ("By clicking \u201cAccept All Cookies\u201d, you agree to the storing of cookies on your device to enhance site navigation, "
            "analyze site usage, and assist in our marketing efforts.")


def prwire(r, t, body, cat, cs):
    """A company's press release on a newswire, from a feed of one
    company's releases or of a topic's, as the wire's page had it in
    2020-2023: on most sites PR Newswire's (the header's "Send a
    Release" and "Journalists" links, "Searching for your content...",
    the headline, on some pages a subheadline in italics, "News provided
    by" the company and "Dec 07, 2022, 08:00 ET", "Share this article"
    and its buttons; the release's box: the logo, at times a photo
    captioned "(PRNewsfoto/COMPANY)", the dateline in bold opening the
    first paragraph ("NEW YORK, Dec. 7, 2022 /PRNewswire/ --", "/CNW/"
    from Canada), the ticker "(NYSE: ACME)", paragraphs, a line over a
    list of highlights, a bold subheading at times, a quote paragraph
    ("said NAME, ROLE of COMPANY"), "About COMPANY" in bold and its
    boilerplate (the same on every release of the company), on public
    companies' releases most often "Forward-Looking Statements" and its
    long legal paragraph, "Media Contact:" with name, email and phone
    split by <br>s, the tracking pixel, "View original content to
    download multimedia:URL" after the Cision icon and "SOURCE COMPANY";
    then "Also from this source" (dates, titles, excerpts opening on
    their datelines), "Explore" and "More news releases in similar
    topics" with the topics' links, "Contact PR Newswire" with Cision's
    phone line and OneTrust's cookie banner), on the others GlobeNewswire's
    (the headline, "December 07, 2022 08:00 ET | Source: COMPANY",
    "Follow", the share links, the subheadline centred in italics at
    the body's top, "(GLOBE NEWSWIRE) --" after a dateline of double
    spaces, "About" and the contacts' heading in <strong> with their
    text after a <br>, then "Attachment", "Tags", "Related Links",
    "Contact Data" and "More News From COMPANY").  The feed's
    description is the dateline and the release's first sentence or
    two on most sites, its whole first paragraph on the others.  No
    comments.  The truth: the release as the company wrote it: the
    subheadline, the dateline's paragraph as printed, the paragraphs,
    subheadings, the highlights' line and items, the quotes, "About
    COMPANY" and its boilerplate, the forward-looking statements'
    heading and paragraph; not the headline, "News provided by", the
    dates, the share buttons, the logo, photos and captions, the
    contacts (neither text nor counted as chrome), nor the lines the
    wire adds ("View original content", "SOURCE") and its chrome."""
    rs = random.Random(BLOG[0] + " prwire")
    lw = lambda g: LEXICON[g.randrange(len(LEXICON))].title()
    gnw, one, curly = rs.random() < 0.3, rs.random() < 0.35, rs.random() < 0.4
    whole, subp = rs.random() < 0.25, rs.choice([0.2, 0.35, 0.5])
    co = random.Random(BLOG[0] + " company" + ("" if one else str(r.random())))
    company = (lw(co) + (" " + lw(co) if co.random() < 0.3 else "") + co.choice(
        [" Inc.", " Corp.", " Technologies", " Holdings, Inc.", " Group", " Therapeutics, Inc.", " Labs", " Health", " Energy Corp.", ""]))
    short = company.split()[0]
    site = "www.%s.com" % short.lower()
    city, cnw = co.choice(WIRE_CITIES)
    listed = co.random() < 0.45
    ticker = "(%s: %s)" % (co.choice(["TSX", "TSXV"] if cnw else ["NASDAQ", "NYSE", "NYSE American", "OTCQB"]), short[:4].upper())
    if gnw:
        ticker = ticker.replace("NASDAQ", "Nasdaq")
    q1, q2 = ("\u201c", "\u201d") if curly else ('"', '"')
    boiler = "%s is a %s %s of %s %s. %s For more information, visit %s." % (
        company, co.choice(["leading", "global", "trusted", "fast-growing"]), co.choice(["provider", "developer", "maker"]),
        " and ".join(LEXICON[co.randrange(2000)] for _ in range(co.randint(1, 2))), co.choice(["solutions", "services", "software", "products", "technology"]), para(co, 2, 3), site)
    fls_head = co.choice(["Forward-Looking Statements", "Cautionary Note Regarding Forward-Looking Statements", "Safe Harbor Statement"])
    fls = ("This press release contains forward-looking statements within the meaning of the Private Securities Litigation Reform Act of 1995. "
           "Words such as \"anticipate,\" \"believe,\" \"continue,\" \"could,\" \"estimate,\" \"expect,\" \"intend,\" \"may,\" \"plan,\" \"potential,\" "
           "\"should,\" \"will\" and similar expressions are intended to identify forward-looking statements. These statements include, but are not "
           "limited to, statements regarding %s. Forward-looking statements are subject to risks and uncertainties that could cause actual results "
           "to differ materially from those expressed or implied, including %s, and the other risks described in %s's filings with the Securities "
           "and Exchange Commission, including its most recent Annual Report on Form 10-K. Forward-looking statements speak only as of the date of "
           "this press release, and %s undertakes no obligation to update or revise them, except as required by law.") % (
        " ".join(word(r) for _ in range(r.randint(6, 14))), " ".join(word(co) for _ in range(r.randint(8, 16))), company, company)
    d = date(r)
    yr, mo = r.choice([2020, 2021, 2022, 2023]), MONTHS.index(d[1]) + 1
    hh, mm = r.choice([(6, 0), (7, 0), (8, 0), (8, 0), (8, 30), (9, 0), (10, 0), (16, 5), (16, 15)])
    if gnw:
        dl = "%s, %s %02d, %d (GLOBE NEWSWIRE) --" % (city, AP_MONTHS.get(d[1], d[1]), d[0], yr)
    else:
        dl = "%s, %s %d, %d /%s/ --" % (city, AP_MONTHS.get(d[1], d[1]), d[0], yr, "CNW" if cnw else "PRNewswire")
    lead = ("%s %s today announced that %s" % (company, ticker, body[0][0].lower() + body[0][1:]) if listed else
            "%s today announced that %s" % (company, body[0][0].lower() + body[0][1:])) if r.random() < 0.7 else body[0]
    sub = sentence(r, 8, 18) if r.random() < subp else ""
    story, out = ([sub] if sub else []), []
    story.append("%s %s" % (dl, lead))
    chron = "%s %d, %d" % (AP_MONTHS.get(d[1], d[1]), d[0], yr)
    if gnw:
        out.append('<p align="center"><strong><em>%s</em></strong></p>' % esc(sub) if sub else "")
        out.append('<p align="justify">%s, %s  %02d, %d  (GLOBE NEWSWIRE) -- %s</p>' % (esc(city), AP_MONTHS.get(d[1], d[1]), d[0], yr, esc(lead)))
    else:
        out.append('<p><b><span class="legendSpanClass"><span class="xn-location">%s</span></span>, <span class="legendSpanClass"><span class="xn-chron">%s</span></span> /%s/ --</b> %s</p>' % (
            esc(city), chron, "CNW" if cnw else "PRNewswire", esc(lead)))
    rest = list(body[1:])
    hi_at = r.randrange(len(rest) + 1) if r.random() < 0.5 else -1
    head_at = r.randrange(2, len(rest)) if len(rest) >= 3 and r.random() < 0.35 else -1
    quote_at = min(len(rest), r.choice([1, 2, 2, 3])) if r.random() < 0.85 else -1
    for i in range(len(rest) + 1):
        if i == hi_at:
            line = r.choice(["Key highlights include:", "Highlights of the announcement include:", "Among the new features:", "Key findings include:"])
            end = r.choice(["", ";", "."])
            items = [sentence(r, 5, 16).rstrip(".?!") + end for _ in range(r.randint(3, 5))]
            out.append("<p>%s</p>\n<ul type=\"disc\">%s</ul>" % (esc(line), "".join("<li>%s</li>" % esc(x) for x in items)))
            story.extend([line] + items)
        if i == quote_at:
            a, b = sentence(r, 10, 24), sentence(r, 8, 20) if r.random() < 0.6 else ""
            who, role = r.choice(NAMES[:10]), r.choice(["Chief Executive Officer", "CEO", "President and CEO", "Chief Technology Officer", "Founder and CEO", "Chief Operating Officer"])
            q = "%s%s%s said %s, %s of %s%s" % (q1, a[:-1] + "," if a.endswith(".") else a, q2, who, role, company + ("" if company.endswith(".") else "."), " %s%s%s" % (q1, b, q2) if b else "")
            out.append("<p>%s</p>" % esc(q).replace(esc(who), '<span class="xn-person">%s</span>' % esc(who), 1) if not gnw else '<p align="justify">%s</p>' % esc(q))
            story.append(q)
        if i == head_at:
            h = title(r)
            out.append("<p><b>%s</b></p>" % esc(h) if not gnw else "<p><strong>%s</strong></p>" % esc(h))
            story.append(h)
        if i < len(rest):
            out.append("<p>%s</p>" % esc(rest[i]) if not gnw else '<p align="justify">%s</p>' % esc(rest[i]))
            story.append(rest[i])
    story.extend(["About %s" % company, boiler])
    fl = listed and r.random() < 0.75
    if fl:
        story.extend([fls_head, fls])
    STORY[:] = story
    ends = [k + 1 for k in range(len(lead) - 1) if lead[k] in ".?!" and lead[k + 1] == " "]
    DESC.append(dl + " " + (lead if whole or len(ends) < 2 else lead[:ends[r.choice([0, 1])]]))
    brk = "<br>" if gnw else "<br/>"
    tag = "strong" if gnw else "b"
    about = ("<p><%s>About %s</%s>%s%s</p>" % (tag, esc(company), tag, brk, esc(boiler)) if gnw or rs.random() < 0.4 else
             "<p><b>About %s</b></p>\n<p>%s</p>" % (esc(company), esc(boiler)))
    out.append(about.replace(esc(site) + ".", '<a href="https://%s" rel="nofollow">%s</a>.' % (site, site)))
    if fl:
        out.append("<p><%s>%s</%s>%s%s</p>" % (tag, fls_head, tag, brk, esc(fls)) if gnw else "<p><b>%s</b></p>\n<p>%s</p>" % (fls_head, esc(fls)))
    pr = r.choice(NAMES[:10])
    mail = "%s@%s" % (pr.split()[0].lower(), site[4:] if r.random() < 0.6 else lw(r).lower() + "pr.com")
    contact = "<p><%s>Media Contact:</%s>%s%s%s%s<a href=\"mailto:%s\" rel=\"nofollow\">%s</a>%s+1 %d-%d-%04d</p>" % (
        tag, tag, brk, pr, brk, (esc(company) + brk) if r.random() < 0.4 else "", mail, mail, brk, r.randint(201, 989), r.randint(200, 999), r.randint(0, 9999))
    out.append(contact)
    nid = r.randint(301000000, 301999999)
    rslug = "-".join(t.lower().split())
    ds = lambda y, m, dd, h, mi: "%s %02d, %d, %02d:%02d ET" % (MONTHS[m - 1][:3], dd, y, h, mi)
    others = [(title(r), r.randint(1, 28), r.randint(1, 12)) for _ in range(r.choice([2, 4]))]
    photo = r.random() < 0.3
    if gnw:
        EXTRAS.extend([x for x, _, _ in others] + [ONETRUST])
        body_ = ('<div id="main-body-container" class="main-body-container article-body" itemprop="articleBody">%s\n'
                 '<img class="__gnw_tracking_pixel" src="https://www.globenewswire.com/newsroom/ti?nf=%x" alt="" width="1" height="1"/></div>') % ("\n".join(x for x in out if x), r.getrandbits(96))
        tags = [lw(r) for _ in range(r.randint(2, 5))]
        return ('<div class="main-container-content"><div class="main-header-container"><h1 class="article-headline">%s</h1>'
                '<p class="article-published-source"><span class="article-published"><time datetime="%d-%02d-%02dT%02d:%02d:00Z">%s %02d, %d %02d:%02d ET</time></span>'
                '<span class="article-source"> | Source: <a href="/en/search/organization/%s">%s</a></span></p>'
                '<div class="follow-container"><span class="follow-org">%s</span> <a class="follow-button" href="/en/subscribe/%s">Follow</a></div></div>'
                '<div class="social-share-container"><span class="share-label">Share</span><a class="share-twitter" href="https://twitter.com/intent/tweet?url=x" title="Share on Twitter"></a>'
                '<a class="share-linkedin" href="https://www.linkedin.com/shareArticle?url=x" title="Share on LinkedIn"></a><a class="share-email" href="mailto:?subject=x" title="Email"></a></div>'
                '<div class="main-scroll-container">%s<div class="main-attachment-container"><h2>Attachment</h2><ul><li><a href="https://ml.globenewswire.com/Resource/Download/%x">%s Logo</a></li></ul></div>'
                '<div class="main-tags-attributes-container"><h2>Tags</h2><ul>%s</ul></div><div class="main-related-links"><h2>Related Links</h2><ul><li><a href="https://%s" rel="nofollow">%s</a></li></ul></div>'
                '<div class="contact-data"><h2>Contact Data</h2><div class="contact-data-container">%s</div></div></div>'
                '<aside class="related-press-releases"><h2>More News From %s</h2><ul>%s</ul></aside>'
                '<div id="onetrust-banner-sdk" class="otFlat"><div id="onetrust-policy-text">%s</div><button id="onetrust-pc-btn-handler">Cookies Settings</button><button id="onetrust-accept-btn-handler">Accept All Cookies</button></div></div>') % (
            esc(t), yr, mo, d[0], hh + 5, mm, d[1], d[0], yr, hh, mm, esc(company).replace(" ", "%20"), esc(company), esc(company), short.lower(), body_,
            r.getrandbits(64), esc(company), "".join('<li><a href="/en/search/keyword/%s">%s</a></li>' % (x, x) for x in tags), site, site, contact, esc(company),
            "".join('<li><time>%s %02d, %d</time> <a href="/news-release/%s">%s</a></li>' % (MONTHS[m - 1], dd, yr, "-".join(x.lower().split()), esc(x)) for x, dd, m in others), esc(ONETRUST))
    url = "https://www.prnewswire.com/news-releases/%s-%d.html" % (rslug, nid)
    purl = "View original content%s:%s" % (" to download multimedia" if photo or r.random() < 0.8 else "", url)
    source = "SOURCE %s" % company
    cards = []
    for x, dd, m in others:
        ex = "%s, %s %d, %d /PRNewswire/ -- %s" % (city, AP_MONTHS.get(MONTHS[m - 1], MONTHS[m - 1]), dd, yr, " ".join(para(r, 2, 3).split()[:r.randint(18, 30)]))
        EXTRAS.extend([x, ex])
        cards.append('<div class="col-sm-6 card-list-item"><a class="newsreleaseconsolidatelink" href="/news-releases/%s-%d.html"><small>%s</small><h3>%s</h3><p>%s ...</p></a></div>' % (
            "-".join(x.lower().split()), r.randint(301000000, 301999999), ds(yr, m, dd, r.choice([7, 8, 8, 9, 16]), r.choice([0, 0, 30, 5])), esc(x), esc(ex)))
    EXTRAS.extend([purl, source, ONETRUST, "More news releases in similar topics"])
    topics = [CAT_TOPICS[cat]] + r.sample(PRN_TOPICS, r.randint(2, 4))
    img = r.randint(1000000, 2000000)
    logo = ('<div class="col-sm-4 release-logo pull-right"><figure><img src="https://mma.prnewswire.com/media/%d/%s_Logo.jpg?p=publish" alt="%s Logo" title="%s Logo" width="300"/></figure></div>' % (
        img, short, esc(company), esc(company)))
    if photo:
        logo += ('<div class="image"><figure><img src="https://mma.prnewswire.com/media/%d/%s.jpg?p=publish" alt="%s" width="600"/><figcaption>%s (PRNewsfoto/%s)</figcaption></figure></div>' % (
            img + 1, short, esc(short), esc(sentence(r, 6, 14)), esc(company)))
    share = "".join('<li><a class="%s-share" href="%s" target="_blank" rel="noopener" title="Share on %s"><i class="fa fa-%s"></i></a></li>' % (
        n.lower(), u, n, n.lower()) for n, u in [("Facebook", "https://www.facebook.com/sharer/sharer.php?u=x"), ("Twitter", "https://twitter.com/intent/tweet?url=x"),
                                                  ("LinkedIn", "https://www.linkedin.com/shareArticle?url=x"), ("Email", "mailto:?subject=x")])
    return ('<div class="prn-top"><ul class="list-inline"><li><a href="/news-releases/">News</a></li><li><a href="/products/">Products</a></li><li><a href="/contact-us/">Contact</a></li>'
            '<li><a href="https://prnmedia.prnewswire.com/">Journalists</a></li><li><a class="btn" href="/account/online-membership-form/">Send a Release</a></li></ul>'
            '<div class="search-modal" style="display:none"><p>Searching for your content...</p></div></div>'
            '<header class="container release-header"><div class="row"><div class="col-lg-10 col-lg-offset-1"><h1>%s</h1>%s'
            '<div class="row"><div class="col-lg-8 col-md-8 col-sm-7 swaping-class-left"><p class="meta"><span class="meta-news-provided-by">News provided by</span> '
            '<a href="/news/%s/" title="%s"><strong>%s</strong></a></p><p class="mb-no">%s</p></div>'
            '<div class="col-lg-4 col-md-4 col-sm-5 swaping-class-right"><div class="social-share-bar"><p class="share-this-article">Share this article</p><ul class="social-share-buttons">%s</ul></div></div></div></div></div></header>'
            '<section class="release-body container"><div class="row"><div class="col-lg-10 col-lg-offset-1">%s%s\n'
            '<img alt="" src="https://rt.prnewswire.com/rt.gif?NewsItemId=%s%d&amp;DateId=%d%02d%02d" style="border:0px; width:1px; height:1px;"/>'
            '<p id="PURL"><img alt="Cision" height="12" src="https://c212.net/c/img/favicon.png?sn=%s%d&amp;sd=%d-%02d-%02d" title="Cision" width="12"/> %s<a href="%s" rel="nofollow">%s</a></p>'
            '<p>SOURCE %s</p></div></div></section>'
            '<section class="container release-footer"><div class="row"><div class="col-sm-10 col-sm-offset-1"><h3 class="h3-bold">Also from this source</h3><div class="row">%s</div></div></div>'
            '<div class="row"><div class="col-sm-10 col-sm-offset-1"><h3>Explore</h3><p>More news releases in similar topics</p><ul class="list-inline">%s</ul></div></div></section>'
            '<div class="contact-prn"><h3>Contact PR Newswire</h3><p>Cision Distribution 888-776-0942<br/>from 8 AM - 10 PM ET</p><p><a href="/contact-us/">Chat with an Expert</a></p></div>'
            '<div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk" class="otFlat" role="region" aria-label="Cookie banner"><div id="onetrust-policy"><div id="onetrust-policy-text">%s '
            '<a href="https://www.cision.com/legal/privacy-policy/">Cookie Policy</a></div></div><div id="onetrust-button-group"><button id="onetrust-pc-btn-handler">Cookies Settings</button>'
            '<button id="onetrust-accept-btn-handler">Accept All Cookies</button></div></div></div>') % (
        esc(t), '<h2 class="subtitle"><i>%s</i></h2>' % esc(sub) if sub else "", "-".join(short.lower().split()), esc(company), esc(company),
        ds(yr, mo, d[0], hh, mm), share, logo, "\n".join(out), city[:2], nid % 100000, yr, mo, d[0], city[:2], nid % 100000, yr, mo, d[0],
        purl[:purl.index(":") + 1], url, url, esc(company), "".join(cards),
        "".join('<li><a href="/news-releases/%s-latest-news/">%s</a></li>' % ("-".join("".join(c for c in x.lower() if c.isalnum() or c == " ").split()), esc(x)) for x in topics),
        esc(ONETRUST))
GOODS = ["Tee", "Candle", "Tote", "Mug", "Serum", "Dress", "Beanie", "Planter", "Throw Blanket", "Soap Bar", "Necklace", "Crew Sweater", "Face Oil", "Tumbler"]
PAYMENTS = [("american_express", "American Express"), ("apple_pay", "Apple Pay"), ("diners_club", "Diners Club"), ("discover", "Discover"),
            ("google_pay", "Google Pay"), ("master", "Mastercard"), ("paypal", "PayPal"), ("shopify_pay", "Shop Pay"), ("venmo", "Venmo"), ("visa", "Visa")]


def shopify(r, t, body, cat, cs):
    """A store's blog post on Shopify (2019-2023), in Dawn's markup (the
    Online Store 2.0 sections), Debut's or an older theme's of
    Brooklyn's kind: the announcement bar ("Free shipping on orders
    over $50"), the header's logo, menu, search, account and cart
    icons; crumbs ("Back to the frontpage") and the blog's name on the
    older theme's pages; the featured image on most pages, the headline,
    the date ("March 04, 2012", as Shopify pads it), the author ("by
    NAME" or "Posted by NAME on DATE"), Dawn's "Share" button (its
    fallback's "Link" field); then the article's box (div.rte) of the
    shop owner's HTML: paragraphs, on some sites each a pasted span
    (Google Docs' font-weight spans, the editor's data-mce-fragment
    ones, two paragraphs of one <p> split by <br>s), h2s, h3s or bold
    lines as headings, lists, product pictures with at times a
    "Pictured:" line, links over a few words to products, lines of
    "Shop the look" or "Shop now" alone, an app's product card (name,
    price, "Add to cart") or the Buy Button's empty div and script,
    blank paragraphs of an &nbsp;; after it "Tags:" or "Tagged:",
    "Share", "Tweet" and "Pin it" (Debut and the older theme), "Back to
    blog", "Older Post" and "Newer Post", on half the sites a "Shop the
    post" row of product cards (name, price, "Add to cart"), on some
    Dawn sites a "Blog posts" row of other articles with excerpts, the
    approved comments when the blog takes them (each its text, its
    author and date; five a page in Dawn, with the pager) and the form
    ("Leave a comment", "Please note, comments need to be approved
    before they are published."), the footer's "Subscribe to our
    emails" and the payment icons.  The feed's summary is the excerpt
    the owner wrote, not on the page, or the content's first blocks'
    HTML.  The truth: the paragraphs, the owner's headings and list
    items; not the pictures' "Pictured:" lines, the "Shop the look"
    lines, the product cards, prices, "Add to cart" nor the comment
    form."""
    rs = random.Random(BLOG[0] + " shopify")
    kind = rs.choice(["dawn"] * 5 + ["debut"] * 3 + ["brooklyn"] * 2)
    paste = rs.choice(["plain", "plain", "docs", "mce"])
    shop = " ".join(BLOG[0].split()[:-1])
    handle = rs.choice(["news", "news", "blog", "journal"])
    btitle = {"news": "News", "blog": rs.choice(["Blog", shop + " Blog"]), "journal": rs.choice(["Journal", "The Journal"])}[handle]
    authors = rs.sample(NAMES[:10], 2) + [shop + " Team"]
    open_, moderated = rs.random() < 0.7, rs.random() < 0.85
    row, posts_row = rs.random() < 0.5, kind == "dawn" and rs.random() < 0.4
    domain = "".join(shop.lower().split()) + rs.choice([".example", "co.example", "shop.example"])
    cdn = "//%s/cdn/shop/" % domain if kind == "dawn" else "//cdn.shopify.com/s/files/1/%04d/%04d/%04d/" % (
        rs.randrange(10000), rs.randrange(10000), rs.randrange(10000))
    announce = rs.choice(["Free shipping on orders over $%d" % rs.choice([35, 50, 50, 75, 100]), "FREE US SHIPPING ON ORDERS $%d+" % rs.choice([50, 75]),
                          "Free shipping on all orders over $%d | Easy returns" % rs.choice([50, 60])])
    menu = [("Home", ""), ("Shop All", "collections/all")] + [(x, "collections/" + x.lower().replace(" ", "-")) for x in rs.sample(["New Arrivals", "Best Sellers", "Gifts", "Sale"], 2)]
    menu += [("About", "pages/about"), (btitle, "blogs/" + handle), ("Contact", "pages/contact")]
    post_url = "/blogs/%s/%s" % (handle, SLUG[0].strip("/").replace(".html", ""))
    usd = " USD" if kind == "dawn" and rs.random() < 0.5 else ""
    money = lambda p: "$%d.00%s" % (p, usd)
    products = [("%s %s" % (LEXICON[r.randrange(len(LEXICON))].title(), r.choice(GOODS)), r.choice([14, 18, 24, 28, 32, 38, 45, 58, 64, 88, 120])) for _ in range(r.randint(2, 4))]
    hnd = lambda n: "-".join(n.lower().split())
    img = lambda name, w: '%sfiles/%s_%dx%d.jpg?v=%d' % (cdn, hnd(name).replace("-", "_"), w, w, 1560000000 + r.randrange(10 ** 8))
    wrap = {"plain": "%s", "docs": '<span style="font-weight: 400;">%s</span>', "mce": '<span data-mce-fragment="1">%s</span>'}[paste]
    out, story = ['<meta charset="utf-8">'] if paste == "docs" and r.random() < 0.5 else [], []
    heads = set(r.sample(range(1, len(body)), min(len(body) - 1, r.randint(0, 3)))) if len(body) > 2 else set()
    hstyle = r.choice(["h2", "h3", "strong"])
    list_at = r.randrange(len(body)) if r.random() < 0.35 else -1
    pic_at = set(r.sample(range(len(body)), min(len(body), r.randint(0, 2))))
    look_at = r.randrange(len(body)) if r.random() < 0.4 else -1
    card_at = r.randrange(len(body)) if r.random() < 0.25 else -1
    link_at = r.randrange(len(body)) if r.random() < 0.5 else -1
    i = 0
    while i < len(body):
        x = body[i]
        if i in heads:
            h = title(r)
            out.append("<%s>%s</%s>" % (hstyle, wrap % esc(h), hstyle) if hstyle != "strong" else "<p><strong>%s</strong></p>" % esc(h))
            story.append(h)
        if paste == "mce" and i + 1 < len(body) and i + 1 not in heads and r.random() < 0.3:
            out.append('<p>%s<br data-mce-fragment="1"><br data-mce-fragment="1">%s</p>' % (wrap % esc(x), wrap % esc(body[i + 1])))
            story += [x, body[i + 1]]
            i += 1
        elif i == link_at and len(x.split()) > 6:
            w = x.split(" ")
            k = r.randrange(len(w) - 3)
            p = r.choice(products)[0]
            out.append("<p>%s</p>" % (wrap % ((esc(" ".join(w[:k])) + " " if k else "") + '<a href="/products/%s" title="%s">%s</a> %s' % (
                hnd(p), esc(p), esc(" ".join(w[k:k + 3])), esc(" ".join(w[k + 3:]))))))
            story.append(x)
        else:
            out.append("<p>%s</p>" % (wrap % esc(x)))
            story.append(x)
        if i == list_at:
            items = [sentence(r, 3, 10) for _ in range(r.randint(3, 6))]
            tag = r.choice(["ul", "ul", "ol"])
            li = '<li style="font-weight: 400;" aria-level="1">%s</li>' if paste == "docs" else "<li>%s</li>"
            out.append("<%s>\n%s</%s>" % (tag, "".join(li % (wrap % esc(y)) + "\n" for y in items), tag))
            story += items
        if i in pic_at:
            p = r.choice(products)[0]
            out.append(r.choice(['<p><img src="%s" alt="%s" style="float: none;"></p>', '<div style="text-align: center;"><img src="%s" alt="%s" width="600" height="600"></div>',
                                 '<p style="text-align: center;"><img src="%s" alt="%s" style="display: block; margin-left: auto; margin-right: auto;"></p>']) % (img(p, 600), esc(p) if r.random() < 0.6 else ""))
            if r.random() < 0.3:
                out.append('<p style="text-align: center;"><em>Pictured: %s in %s</em></p>' % (esc(p), r.choice(["Sage", "Oat", "Black", "Terracotta", "Ivory", "Navy"])))
        if i == look_at:
            p = r.choice(products)[0]
            out.append('<p style="text-align: center;"><a href="/%s" title="%s"><strong>%s</strong></a></p>' % (
                r.choice(["products/" + hnd(p), "collections/new-arrivals"]), esc(p), esc(r.choice(["Shop the look", "SHOP THE LOOK", "Shop now", "SHOP NOW", "Shop the " + p]))))
        if i == card_at:
            p, price = r.choice(products)
            if r.random() < 0.5:
                uid = r.randrange(10 ** 12, 10 ** 13)
                out.append("<div id='product-component-%d'></div>\n<script type=\"text/javascript\">/*<![CDATA[*/\n(function () {\n  var scriptURL = 'https://sdks.shopifycdn.com/buy-button/latest/buy-button-storefront.min.js';\n"
                           "  if (window.ShopifyBuy) { if (window.ShopifyBuy.UI) { ShopifyBuyInit(); } else { loadScript(); } } else { loadScript(); }\n"
                           "  function loadScript() { var script = document.createElement('script'); script.async = true; script.src = scriptURL; (document.getElementsByTagName('head')[0] || document.getElementsByTagName('body')[0]).appendChild(script); script.onload = ShopifyBuyInit; }\n"
                           "  function ShopifyBuyInit() { var client = ShopifyBuy.buildClient({ domain: '%s.myshopify.example', storefrontAccessToken: '%032x', });\n"
                           "    ShopifyBuy.UI.onReady(client).then(function (ui) { ui.createComponent('product', { id: '%d', node: document.getElementById('product-component-%d'), moneyFormat: '%%24%%7B%%7Bamount%%7D%%7D',"
                           " options: { \"product\": { \"buttonDestination\": \"cart\", \"text\": { \"button\": \"Add to cart\" } } } }); }); }\n})();\n/*]]>*/</script>" % (
                               uid, hnd(shop), r.getrandbits(128), r.randrange(10 ** 12, 10 ** 13), uid))
            else:
                out.append('<div class="product-embed" data-product-handle="%s"><div class="product-embed__image"><a href="/products/%s"><img src="%s" alt="%s" width="300" height="300" loading="lazy"></a></div>'
                           '<div class="product-embed__details"><h4 class="product-embed__title"><a href="/products/%s">%s</a></h4><div class="product-embed__price"><span class="money">%s</span></div>'
                           '<form method="post" action="/cart/add" accept-charset="UTF-8" class="product-embed__form" enctype="multipart/form-data"><input type="hidden" name="form_type" value="product"><input type="hidden" name="utf8" value="\u2713">'
                           '<input type="hidden" name="id" value="%d"><button type="submit" name="add" class="btn product-embed__button">Add to cart</button></form></div></div>' % (
                               hnd(p), hnd(p), img(p, 300), esc(p), hnd(p), esc(p), money(price), r.randrange(10 ** 13, 10 ** 14)))
                EXTRAS.extend(["Add to cart", money(price)])
        if i < len(body) - 1 and r.random() < 0.12:
            out.append("<p>&nbsp;</p>" if r.random() < 0.6 else "<p><br></p>")
        i += 1
    STORY[:] = story
    if r.random() < 0.4:
        ends = [k for k in (body[0].find(". "), body[0].find("? "), body[0].find("! ")) if k > 0]
        ex = (body[0][:min(ends) + 1] if ends else body[0]) if r.random() < 0.5 else sentence(r, 10, 24)
        DESC.append("<p>%s</p>" % esc(ex))
    else:
        DESC.append("\n".join(out[:3]))
    d = date(r)
    fmt = lambda dd: ("%02d %s %d" % (dd[0], dd[1], dd[2]) if DATE_STYLE == 1 else "%s %02d, %d" % (dd[1][:3] if kind == "brooklyn" else dd[1], dd[0], dd[2]))
    iso = lambda dd: "%d-%02d-%02dT%02d:%02d:00Z" % (dd[2], MONTHS.index(dd[1]) + 1, dd[0], dd[3] % 12 + (12 if dd[5] == "PM" else 0), dd[4])
    when = '<time datetime="%s">%s</time>' % (iso(d), fmt(d))
    author = r.choice(authors)
    hero = ('<div class="article-template__hero-container"><div class="article-template__hero-medium media" itemprop="image" style="padding-bottom: 56.25%%;">'
            '<img srcset="%s 750w, %s 1100w" sizes="(min-width: 1200px) 1100px, calc(100vw - 4rem)" src="%s" loading="eager" width="1100" height="619" alt="%s"></div></div>' % (
                img(t, 750), img(t, 1100), img(t, 1100), esc(t))) if r.random() < 0.8 else ""
    tags = [LEXICON[r.randrange(len(LEXICON))].title() for _ in range(r.randint(0, 4))]
    rte = "\n".join(out)
    shares = "".join('<a target="_blank" href="%s" class="btn btn--small btn--secondary btn--share share-%s"><svg aria-hidden="true" focusable="false" role="presentation" class="icon icon-%s" viewBox="0 0 20 20"><path d="M0 0h20v20H0z"/></svg>'
                     '<span class="share-title" aria-hidden="true">%s</span><span class="visually-hidden">%s</span></a>' % (u, n, n, a, b) for n, u, a, b in [
                         ("facebook", "//www.facebook.example/sharer.php?u=x", "Share", "Share on Facebook"), ("twitter", "//twitter.example/share?text=x", "Tweet", "Tweet on Twitter"),
                         ("pinterest", "//pinterest.example/pin/create/button/?url=x", "Pin it", "Pin on Pinterest")])
    # the approved comments (Shopify's are not threaded) and the form
    shown = cs[:5] if kind == "dawn" else cs
    note = ("Please note, comments need to be approved before they are published." if kind == "dawn" else "Please note, comments must be approved before they are published")
    thread = ""
    if open_:
        EXTRAS.extend(["Leave a comment"] + ([note] if moderated else []))
        if kind == "dawn":
            items = "".join('<article id="%d" class="article-template__comments-comment">%s<footer class="right"><span class="circle-divider caption-with-letter-spacing">%s</span>'
                            '<span class="caption-with-letter-spacing"><time datetime="%s">%s</time></span></footer></article>' % (
                                r.randrange(10 ** 11, 10 ** 12), ps(cp), esc(n), iso(dd), fmt(dd)) for n, dd, cp, _ in shown)
            pager = ('<div class="pagination-wrapper"><nav class="pagination" role="navigation" aria-label="Pagination"><ul class="pagination__list list-unstyled" role="list">%s'
                     '<li><a href="%s?page=2#Comments" class="pagination__item pagination__item--prev pagination__item-arrow link motion-reduce" aria-label="Next page"><svg aria-hidden="true" class="icon icon-caret" viewBox="0 0 10 6"><path d="M0 0l5 6 5-6z"/></svg></a></li></ul></nav></div>' % (
                         "".join('<li><a %s class="pagination__item%s" aria-label="Page %d">%d</a></li>' % (
                             'role="link" aria-disabled="true" aria-current="page"' if k == 1 else 'href="%s?page=%d#Comments"' % (post_url, k), " pagination__item--current light" if k == 1 else " link", k, k)
                                 for k in range(1, (len(cs) + 4) // 5 + 1)), post_url)) if len(cs) > 5 else ""
            thread = ('<div class="article-template__comment-wrapper background-secondary"><div id="comments" class="page-width page-width--narrow">%s'
                      '<form method="post" action="%s/comments#comment_form" id="comment_form" accept-charset="UTF-8" class="comment-form"><input type="hidden" name="form_type" value="new_comment"><input type="hidden" name="utf8" value="\u2713">'
                      '<h2>Leave a comment</h2><div class="article-template__comment-fields"><div class="field field--with-error"><input type="text" name="comment[author]" id="CommentForm-author" class="field__input" autocomplete="name" value="" aria-required="true" required placeholder="Name">'
                      '<label class="field__label" for="CommentForm-author">Name <span aria-hidden="true">*</span></label></div><div class="field"><input type="email" name="comment[email]" id="CommentForm-email" autocomplete="email" class="field__input" value="" aria-required="true" required placeholder="Email">'
                      '<label class="field__label" for="CommentForm-email">Email <span aria-hidden="true">*</span></label></div></div><div class="field"><textarea rows="5" id="CommentForm-body" class="text-area field__input" name="comment[body]" aria-required="true" required placeholder="Comment"></textarea>'
                      '<label class="form__label field__label" for="CommentForm-body">Comment <span aria-hidden="true">*</span></label></div>%s<input type="submit" class="button" value="Post comment"></form></div></div>') % (
                '<h2 id="Comments-%d" tabindex="-1">%d comment%s</h2><div class="article-template__comments">%s%s</div>' % (r.randrange(10 ** 11, 10 ** 12), len(cs), "" if len(cs) == 1 else "s", items, pager) if cs else "",
                post_url, '<p class="article-template__comment-warning caption">%s</p>' % note if moderated else "")
        else:
            items = "".join('<li class="comment" id="%d"><div class="comment__content rte">%s</div><div class="comment__meta"><span class="comment__author">%s</span> <span class="comment__date">'
                            '<time datetime="%s">%s</time></span></div></li>' % (r.randrange(10 ** 11, 10 ** 12), ps(cp), esc(n), iso(dd), fmt(dd)) for n, dd, cp, _ in shown)
            thread = ('<div class="article__comments" id="comments">%s<div class="comment-form"><form method="post" action="%s/comments#comment_form" id="comment_form" accept-charset="UTF-8" class="comment-form">'
                      '<input type="hidden" name="form_type" value="new_comment"><input type="hidden" name="utf8" value="\u2713"><h2 class="h3">Leave a comment</h2><div class="grid grid--half-gutters">'
                      '<div class="grid__item medium-up--one-half"><label for="CommentAuthor">Name</label><input type="text" name="comment[author]" id="CommentAuthor" placeholder="Name" autocapitalize="words"></div>'
                      '<div class="grid__item medium-up--one-half"><label for="CommentEmail">Email</label><input type="email" name="comment[email]" id="CommentEmail" placeholder="Email" autocorrect="off" autocapitalize="off"></div></div>'
                      '<label for="CommentBody">Message</label><textarea name="comment[body]" id="CommentBody" placeholder="Message"></textarea>%s<input type="submit" class="btn" value="Post comment"></form></div></div>') % (
                '<h2 class="h3">%d comment%s</h2><ul class="comments">%s</ul>' % (len(cs), "" if len(cs) == 1 else "s", items) if cs else "", post_url,
                '<p class="text-small">%s</p>' % note if moderated else "")
    # the row of products after the post: Dawn's featured collection, an app's elsewhere
    shop_row = ""
    if row:
        EXTRAS.extend(["Shop the post", "Add to cart"] + [money(p) for _, p in products])
        if kind == "dawn":
            shop_row = ('<div id="shopify-section-template--%d__featured_collection" class="shopify-section section"><div class="color-background-1 isolate gradient"><div class="collection page-width">'
                        '<div class="collection__title title-wrapper title-wrapper--no-top-margin"><h2 class="title inline-richtext h2">Shop the post</h2></div>'
                        '<ul class="grid product-grid contains-card contains-card--product grid--4-col-desktop grid--2-col-tablet-down" role="list">%s</ul></div></div></div>') % (
                r.randrange(10 ** 13, 10 ** 14), "".join(
                    '<li class="grid__item"><div class="card-wrapper product-card-wrapper underline-links-hover"><div class="card card--standard card--media" style="--ratio-percent: 100%%;">'
                    '<div class="card__inner color-background-2 gradient ratio" style="--ratio-percent: 100%%;"><div class="card__media"><div class="media media--transparent media--hover-effect">'
                    '<img src="%s" alt="%s" class="motion-reduce" loading="lazy" width="1000" height="1000"></div></div></div><div class="card__content"><div class="card__information">'
                    '<h3 class="card__heading h5"><a href="/products/%s" class="full-unstyled-link">%s</a></h3><div class="card-information"><div class="price"><div class="price__container"><div class="price__regular">'
                    '<span class="visually-hidden visually-hidden--inline">Regular price</span><span class="price-item price-item--regular">%s</span></div></div></div></div></div>'
                    '<div class="quick-add no-js-hidden"><product-form><form method="post" action="/cart/add" class="form" enctype="multipart/form-data" data-type="add-to-cart-form"><input type="hidden" name="form_type" value="product">'
                    '<input type="hidden" name="id" value="%d" disabled><button type="submit" name="add" class="quick-add__submit button button--full-width button--secondary" aria-live="polite">'
                    '<span>Add to cart</span><span class="sold-out-message hidden">Sold out</span></button></form></product-form></div></div></div></div></li>' % (
                        img(n, 533).replace("/files/", "/products/"), esc(n), hnd(n), esc(n), money(p), r.randrange(10 ** 13, 10 ** 14)) for n, p in products))
        else:
            shop_row = ('<div class="shop-the-post"><h3 class="shop-the-post__title">Shop the post</h3><div class="grid grid--uniform">%s</div></div>' % "".join(
                '<div class="grid__item small--one-half medium-up--one-quarter"><div class="grid-view-item product-card"><a class="grid-view-item__link" href="/products/%s"><img class="grid-view-item__image" src="%s" alt="%s"></a>'
                '<div class="h4 grid-view-item__title product-card__title">%s</div><dl class="price price--listing"><div class="price__regular"><dt><span class="visually-hidden">Regular price</span></dt>'
                '<dd><span class="price-item price-item--regular"><span class="money">%s</span></span></dd></div></dl><form method="post" action="/cart/add"><input type="hidden" name="id" value="%d">'
                '<button type="submit" class="btn btn--small">Add to cart</button></form></div></div>' % (hnd(n), img(n, 400).replace("/files/", "/products/"), esc(n), esc(n), money(p), r.randrange(10 ** 13, 10 ** 14)) for n, p in products))
    posts = ""
    if posts_row:
        others = [(title(r), " ".join(para(r, 2, 3).split()[:r.randint(20, 30)]) + "\u2026") for _ in range(3)]
        EXTRAS.extend([x for o in others for x in o])
        posts = ('<div class="shopify-section section"><div class="blog page-width"><h2 class="blog__title inline-richtext h2">%s</h2><ul class="blog__posts articles-wrapper contains-card grid grid--3-col-desktop" role="list">%s</ul></div></div>' % (
            rs.choice(["Blog posts", "You may also like", "More from the %s" % btitle.lower()]), "".join(
                '<li class="blog__post grid__item article"><div class="article-card-wrapper card-wrapper underline-links-hover"><div class="card article-card card--standard card--media">'
                '<div class="card__content"><div class="card__information"><h3 class="card__heading h2"><a href="/blogs/%s/%s" class="full-unstyled-link">%s</a></h3>'
                '<div class="article-card__info caption-with-letter-spacing h5"><span class="circle-divider">%s</span></div><p class="article-card__excerpt rte-width">%s</p>'
                '<div class="article-card__footer"></div></div></div></div></div></li>' % (handle, hnd(x), esc(x), fmt(date(r)), esc(y)) for x, y in others)))
    EXTRAS.extend([announce, "Subscribe to our emails" if kind == "dawn" else "Sign up for our newsletter"])
    header = ('<div id="shopify-section-announcement-bar" class="shopify-section"><div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message center h5">%s</p></div></div>'
              '<div id="shopify-section-header" class="shopify-section section-header"><header class="header header--middle-left page-width header--has-menu">'
              '<a href="/" class="header__heading-link link link--text focus-inset"><img src="%sfiles/logo.png?v=%d" alt="%s" width="160" height="40" class="header__heading-logo"></a>'
              '<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">%s</ul></nav><div class="header__icons">'
              '<a href="/search" class="header__icon header__icon--search link focus-inset"><span class="visually-hidden">Search</span></a>'
              '<a href="/account/login" class="header__icon header__icon--account link focus-inset"><span class="visually-hidden">Log in</span></a>'
              '<a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div></header></div>') % (
        esc(announce), cdn, 1560000000 + rs.randrange(10 ** 8), esc(shop), "".join('<li><a href="/%s" class="header__menu-item list-menu__item link link--text focus-inset"><span>%s</span></a></li>' % (
            u, esc(m)) for m, u in menu))
    if kind != "dawn":
        header = ('<div id="shopify-section-announcement-bar" class="shopify-section"><div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message">%s</p></div></div>'
                  '<div id="shopify-section-header" class="shopify-section"><header class="site-header border-bottom logo--left" role="banner"><div class="grid grid--no-gutters grid--table">'
                  '<div class="grid__item medium-up--one-quarter logo-align--left"><div class="h2 site-header__logo"><a href="/" class="site-header__logo-image"><img src="%sfiles/logo_200x.png?v=%d" alt="%s"></a></div></div>'
                  '<nav class="grid__item medium-up--one-half small--hide" id="AccessibleNav" role="navigation"><ul class="site-nav list--inline" id="SiteNav">%s</ul></nav>'
                  '<div class="grid__item medium-up--one-quarter text-right site-header__icons"><div class="site-header__icons-wrapper"><button type="button" class="btn--link site-header__icon site-header__search-toggle">'
                  '<span class="icon__fallback-text">Search</span></button><a href="/account/login" class="site-header__icon site-header__account"><span class="icon__fallback-text">Log in</span></a>'
                  '<a href="/cart" class="site-header__icon site-header__cart"><span class="icon__fallback-text">Cart</span><div id="CartCount" class="site-header__cart-count hide"><span>0</span>'
                  '<span class="icon__fallback-text medium-up--hide">items</span></div></a></div></div></div></header></div>') % (
            esc(announce), cdn, 1560000000 + rs.randrange(10 ** 8), esc(shop), "".join('<li><a href="/%s" class="site-nav__link site-nav__link--main"><span class="site-nav__label">%s</span></a></li>' % (
                u, esc(m)) for m, u in menu))
    pays = "".join('<li class="%s"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img" width="38" height="24" aria-labelledby="pi-%s"><title id="pi-%s">%s</title><path d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>' % (
        "list-payment__item" if kind == "dawn" else "payment-icon", k, k, n) for k, n in PAYMENTS if rs.random() < 0.7)
    footer = ('<div id="shopify-section-footer" class="shopify-section"><footer class="footer"><div class="footer__content-top page-width"><div class="footer-block--newsletter"><div class="footer-block__newsletter">'
              '<h2 class="footer-block__heading">%s</h2><form method="post" action="/contact#ContactFooter" id="ContactFooter" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer">'
              '<input type="hidden" name="contact[tags]" value="newsletter"><div class="field"><input id="NewsletterForm--footer" type="email" name="contact[email]" class="field__input" placeholder="Email" required>'
              '<label class="field__label" for="NewsletterForm--footer">Email</label><button type="submit" class="newsletter-form__button field__button" aria-label="Subscribe">Subscribe</button></div></form></div></div></div>'
              '<div class="footer__content-bottom page-width"><div class="footer__payment"><span class="visually-hidden">Payment methods</span><ul class="list list-payment" role="list">%s</ul></div>'
              '<div class="footer__copyright caption"><small class="copyright__content">&copy; %d, <a href="/">%s</a></small> <small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.example?utm_campaign=poweredby">Powered by Shopify</a></small></div></div></footer></div>') % (
        "Subscribe to our emails", pays, d[2], esc(shop))
    if kind != "dawn":
        footer = ('<div id="shopify-section-footer" class="shopify-section"><footer class="site-footer" role="contentinfo"><div class="page-width"><div class="site-footer__content"><div class="site-footer__item">'
                  '<div class="site-footer__item-inner site-footer__item-inner--newsletter"><p class="h4">Sign up for our newsletter</p><form method="post" action="/contact#contact_form" id="contact_form" class="contact-form">'
                  '<input type="hidden" name="form_type" value="customer"><input type="hidden" name="contact[tags]" value="newsletter"><div class="input-group"><input type="email" name="contact[email]" class="input-group__field newsletter__input" placeholder="Email address">'
                  '<span class="input-group__btn"><button type="submit" class="btn newsletter__submit" name="commit" id="Subscribe"><span class="newsletter__submit-text--large">Subscribe</span></button></span></div></form></div></div></div></div>'
                  '<div class="site-footer__bottom"><div class="page-width"><ul class="payment-icons list--inline site-footer__icon-list">%s</ul><small class="site-footer__copyright-content">&copy; %d, <a href="/">%s</a></small>'
                  '<small class="site-footer__copyright-content site-footer__copyright-content--powered-by"><a target="_blank" rel="nofollow" href="https://www.shopify.example?utm_campaign=poweredby">Powered by Shopify</a></small></div></div></footer></div>') % (
            pays, d[2], esc(shop))
    tag_list = ""
    if kind == "dawn":
        main = ('<section id="shopify-section-template--%d__main" class="shopify-section section"><article class="article-template" itemscope itemtype="http://schema.org/BlogPosting">%s'
                '<header class="page-width page-width--narrow"><h1 class="article-template__title" itemprop="headline">%s</h1><span class="circle-divider caption-with-letter-spacing" itemprop="dateCreated pubdate datePublished">%s</span>'
                '<span class="caption-with-letter-spacing" itemprop="author">by %s</span></header>'
                '<div class="article-template__social-sharing page-width page-width--narrow"><share-button id="Share-%d" class="share-button"><details id="Details-share-%d"><summary class="share-button__button">'
                '<svg width="13" height="12" viewBox="0 0 13 12" class="icon icon-share" aria-hidden="true"><path d="M1 6h11"/></svg>Share</summary><div class="share-button__fallback motion-reduce"><div class="field">'
                '<input type="text" class="field__input" id="url" value="https://%s%s" placeholder="Link" onclick="this.select();" readonly><label class="field__label" for="url">Link</label></div>'
                '<button class="share-button__copy no-js-hidden"><span class="visually-hidden">Copy link</span></button></div></details></share-button></div>'
                '<div class="article-template__content page-width page-width--narrow rte" itemprop="articleBody">\n%s\n</div>'
                '<div class="article-template__back element-margin-top center"><a href="/blogs/%s" class="article-template__link link animate-arrow"><span class="icon-wrap">'
                '<svg aria-hidden="true" class="icon icon-arrow" viewBox="0 0 14 10"><path d="M0 5h13"/></svg></span>Back to blog</a></div>%s</article></section>') % (
            r.randrange(10 ** 13, 10 ** 14), hero, esc(t), when, esc(author), r.randrange(10 ** 11, 10 ** 12), r.randrange(10 ** 11, 10 ** 12), domain, post_url, rte, handle, thread)
        EXTRAS.append("Back to blog")
        return header + main + shop_row + posts + footer
    if tags:
        tag_list = ('<ul class="tags tags--article inline-list"><li><span class="tags__title">Tags:</span></li>%s</ul>' % ", ".join(
            '<li><a href="/blogs/%s/tagged/%s">%s</a></li>' % (handle, x.lower(), x) for x in tags) if kind == "debut" else
            '<p class="tags">Tagged: %s</p>' % ", ".join('<a href="/blogs/%s/tagged/%s" title="Show articles tagged %s">%s</a>' % (handle, x.lower(), x, x) for x in tags))
    back = "Back to %s" % btitle if kind == "debut" else "\u2190 Back to %s" % btitle
    EXTRAS.append(back)
    pic = ('<div class="article__image-wrapper"><img class="article__image" src="%s" alt="%s"></div>' % (img(t, 1024), esc(t))) if hero else ""
    if kind == "debut":
        head = '<header class="section-header text-center"><h1 class="article__title">%s</h1><span class="article__author">by %s</span> <span class="article__date">%s</span></header>' % (
            esc(t), esc(author), when)
        pager = ""
    else:
        head = ('<nav class="breadcrumb" role="navigation" aria-label="breadcrumbs"><a href="/" title="Back to the frontpage">Home</a><span aria-hidden="true" class="breadcrumb__sep">&rsaquo;</span>'
                '<a href="/blogs/%s" title="">%s</a><span aria-hidden="true" class="breadcrumb__sep">&rsaquo;</span><span>%s</span></nav>'
                '<header class="section-header text-center"><p class="h5 section-header__blog"><a href="/blogs/%s">%s</a></p><h1>%s</h1>'
                '<p class="article__meta text-light">Posted by <strong>%s</strong> on %s%s</p></header>') % (
            handle, esc(btitle), esc(t), handle, esc(btitle), esc(t), esc(author), when,
            ' <span class="meta-sep">|</span> <a href="%s#comments">%d comment%s</a>' % (post_url, len(cs), "" if len(cs) == 1 else "s") if open_ else "")
        pager = ('<ul class="pagination-custom article__pagination"><li class="pagination-custom__prev"><a href="/blogs/%s/%s" title="">&larr; Older Post</a></li>'
                 '<li class="pagination-custom__next"><a href="/blogs/%s/%s" title="">Newer Post &rarr;</a></li></ul>' % (handle, hnd(title(r)), handle, hnd(title(r)))) if r.random() < 0.8 else ""
    main = ('<main class="main-content" id="MainContent" role="main"><div id="shopify-section-article-template" class="shopify-section"><article class="article" itemscope itemtype="http://schema.org/Article">%s'
            '<div class="page-width"><div class="grid"><div class="grid__item medium-up--five-sixths medium-up--push-one-twelfth">%s<div class="rte">\n%s\n</div>%s%s'
            '<div class="social-sharing">%s</div>%s%s<div class="text-center return-link-wrapper"><a href="/blogs/%s" class="btn btn--secondary btn--has-icon-before return-link">%s</a></div>'
            '</div></div></div></article></div></main>') % (
        pic, head, rte, shop_row, tag_list, shares, pager, thread, handle, esc(back))
    return header + main + footer
DE_NAMES = ["Katrin Bergmann", "Jürgen Weißhaupt", "Andreas Köhler", "Sabine Vogt", "Malte Jürgensen",
            "Dörte Lindemann", "Florian Hübner", "Nina Strauß", "Tobias Maierhöfer", "Ulrike Brandt"]
DE_NICKS = ["Hanseat1968", "kritischer Leser", "Frau Holle", "Wahlberliner", "Stefan_K", "Skeptiker",
            "Ottokar", "Bergfex", "Nordlicht", "Mitleser", "anonym", "Lu"]  # a pseudonym for each of NAMES
DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"]
RESSORTS = {"heise": ["IT", "Wissen", "Mobiles", "Netzpolitik", "Wirtschaft", "Security", "Entertainment", "Tests"],
            "spiegel": ["Politik", "Ausland", "Panorama", "Wirtschaft", "Netzwelt", "Wissenschaft", "Kultur", "Sport"],
            "zeit": ["Politik", "Gesellschaft", "Wirtschaft", "Kultur", "Wissen", "Digital", "Arbeit", "Sport"]}


def heise(r, t, body, cat, cs):
    """A German news site's article page (2020-2023), in German, as heise
    online's "a-" components write it, or Spiegel's utility classes and
    data-area boxes, or Zeit Online's "article__item"s, one of them a
    site: the ressort's crumbs, the kicker (Dachzeile) over the headline
    (in the h1 on Zeit's, with a hidden ": "), the site's "plus" badge on
    the subscribers' articles, the lead (Anreißer: p.a-article-header__lead,
    Spiegel's RichText box, Zeit's div.summary; the feed's description,
    on Zeit's with the teaser's picture before it), "Von NAME" (or "Quelle:
    ..., dpa" on Zeit's), "14.03.2023 10:32 Uhr" ("14.03.2023, 10.32 Uhr",
    "14. März 2023, 10:32 Uhr"), "Lesezeit: 3 Min.", share buttons; the
    lead picture with its caption and "(Bild: NAME)" ("Foto: NAME / dpa",
    "© NAME/dpa"); then the body: paragraphs (in several text_block boxes
    on Spiegel's, split by whatever sits between them), subheadings, a
    list or a blockquote at times, "Anzeige" over advertisement slots, a
    "Lesen Sie auch" teaser (title and synopsis) or a "Mehr zum Thema"
    box of links, an inline picture, heise's "Empfohlener redaktioneller
    Inhalt" consent box for an embed, an "Update" paragraph at times,
    the editor's initials "(abc)" closing heise's last paragraph, or
    "abc/dpa" as Spiegel's own last line; on most plus pages the cut
    after one to three paragraphs and the box "Jetzt weiterlesen" (offer,
    "Bereits Abonnent? Anmelden"); then "Mehr zum Thema" topics (heise)
    or "Mehr lesen über" (Spiegel), heise's forum link "Kommentare lesen
    (123 Beiträge)" (its comments are in the forum, not the page),
    Spiegel's "Diskutieren Sie mit" (a script loads them), Zeit's
    comments printed ("#3", a pseudonym, the date, the text, "Antwort auf
    #1 von NAME" on replies, "Antworten", "Melden"), "Zur Startseite".
    The truth: the lead, the paragraphs the page holds (the cut ends
    them), the subheadings, the list's items, the blockquote's text and
    the "Update" paragraph as written; heise's "(abc)" is kept, as part
    of the last paragraph it closes, but not Spiegel's "abc/dpa" line (a
    credit, as the byline is); not the kicker, the badge, bylines,
    dates, reading time, captions, credits, "Anzeige", the teasers, the
    consent box, the paywall's box, the topics, links nor comments."""
    rs = random.Random(BLOG[0] + " heise")
    site = rs.choice(["heise", "heise", "spiegel", "zeit"])
    name = rs.choice([w for w in LEXICON_DE[:1500] if w[0].isupper() and len(w) < 10])
    brand = {"heise": name.lower() + "+", "spiegel": name.upper() + "+", "zeit": name[0] + "+"}[site]
    plus = r.random() < rs.choice([0.15, 0.3, 0.45])
    n = len(body)
    cut = plus and n >= 3 and r.random() < 0.8
    shown = body[:r.randint(1, min(3, n - 1))] if cut else list(body)
    year = r.choice([2020, 2021, 2022, 2023])

    def when(d):  # a comment's date, moved to the article's year
        x = datetime.datetime(d[2], MONTHS.index(d[1]) + 1, d[0], d[3] % 12 + (12 if d[5] == "PM" else 0), d[4])
        return datetime.datetime(x.year + year - cs[0][1][2], 1, 1) + (x - datetime.datetime(x.year, 1, 1))
    pub = (when(cs[0][1]) - datetime.timedelta(minutes=r.randint(20, 600)) if cs else
           datetime.datetime(year, r.randint(1, 12), r.randint(1, 28), r.randint(5, 22), r.randint(0, 59)))
    fmt = {"heise": lambda x: x.strftime("%d.%m.%Y %H:%M Uhr"), "spiegel": lambda x: x.strftime("%d.%m.%Y, %H.%M Uhr"),
           "zeit": lambda x: "%d. %s %d, %d:%02d Uhr" % (x.day, DE_MONTHS[x.month - 1], x.year, x.hour, x.minute)}[site]
    ressort = r.choice(RESSORTS[site])
    nouns = [w for w in LEXICON_DE[:2000] if w[0].isupper()]
    noun = lambda: nouns[int(len(nouns) * r.random() ** 2)]
    kick = lambda: r.choice(["Kommentar", "Analyse", "Interview", "Ratgeber", "Hintergrund", "Test"] if r.random() < 0.25 else
                            [noun(), noun(), "%s-%s" % (noun(), noun()), "%s %s" % (r.choice(["Neue", "Digitale", "Erste", "Umstrittene"]), noun())])
    kicker = kick()
    lead = sentence(r, 14, 32)
    TEASER.append(lead)
    authors = r.sample(DE_NAMES, r.choice([1, 1, 1, 2]))
    agency = r.random() < 0.2
    initials = (authors[0].split()[0][0] + authors[0].split()[1][:2]).lower().translate(str.maketrans("äöüß", "aous"))
    link = lambda a: '<a href="/%s/%s/">%s</a>' % ("autoren" if site == "zeit" else "impressum/autor", a.lower().replace(" ", "-").replace("ß", "ss").translate(
        str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue"})), a)
    byline = ("Quelle: %s ONLINE, dpa, AFP, %s" % (name.upper(), initials) if site == "zeit" and agency else
              "Von " + " und ".join(link(a) for a in authors) if not (agency and site == "spiegel") else "")
    credit = lambda: {"heise": "(Bild: %s)" % r.choice(["Hersteller", "dpa", name.lower() + " online", r.choice(DE_NAMES) + "/Shutterstock.com"]),
                      "spiegel": "Foto: %s" % r.choice(["%s / dpa" % r.choice(DE_NAMES), "IMAGO", "%s / AFP" % r.choice(DE_NAMES), "%s / DER %s" % (r.choice(DE_NAMES), name.upper())]),
                      "zeit": "\u00a9 %s" % r.choice(["%s/dpa" % r.choice(DE_NAMES), "Getty Images", "%s/Reuters" % r.choice(DE_NAMES)])}[site]

    def figure(cls, w):
        cap, cr = sentence(r, 5, 16), credit()
        src = '<img src="https://img.%s.example/%x.jpg" alt="%s" width="%d" height="%d" loading="lazy"/>' % (name.lower(), r.getrandbits(40), esc(cap[:40]), w, w * 9 // 16)
        if site == "heise":
            return ('<figure class="%s"><a-img>%s</a-img><figcaption class="akwa-caption"><p class="caption akwa-caption__text">%s</p>'
                    '<p class="source akwa-caption__source">%s</p></figcaption></figure>') % (cls, src, esc(cap), esc(cr))
        if site == "spiegel":
            return ('<figure class="%s"><picture>%s</picture><figcaption class="font-sansUI text-shade-dark text-s"><p>%s</p>'
                    '<span class="text-shade-base">%s</span></figcaption></figure>') % (cls, src, esc(cap), esc(cr))
        return ('<figure class="%s">%s<figcaption class="figure__caption"><span class="figure__text">%s</span> '
                '<span class="figure__copyright">%s</span></figcaption></figure>') % (cls, src, esc(cap), esc(cr))
    heads = {k for k in range(2, len(shown)) if r.random() < 0.3} if n >= 4 and r.random() < 0.6 else set()
    list_at = r.randrange(1, len(shown)) if len(shown) > 2 and r.random() < 0.2 else -1
    quote_at = r.randrange(len(shown)) if len(shown) > 2 and r.random() < 0.15 else -1
    ads = {k for k in (1, 4) if k < len(shown) - 1}
    also_at = r.randrange(1, len(shown)) if len(shown) > 2 and r.random() < 0.6 else -1
    pic_at = r.randrange(1, len(shown)) if len(shown) > 2 and r.random() < 0.35 else -1
    embed_at = r.randrange(len(shown)) if site == "heise" and len(shown) > 1 and r.random() < 0.15 else -1
    segs, story = [], []  # segs: ("p", html) a part of the text, ("x", html) a box between parts
    for k, p in enumerate(shown):
        if k in heads:
            h = title(r).rstrip(":")
            segs.append(("p", '<h3 class="subheading">%s</h3>' % esc(h) if site == "heise" else "<h3>%s</h3>" % esc(h) if site == "spiegel" else
                         '<h2 class="article__subheading article__item">%s</h2>' % esc(h)))
            story.append(h)
        pc = ' class="paragraph article__item"' if site == "zeit" else ""
        if not cut and k == n - 1 and site == "heise":
            segs.append(("p", '<p>%s <span class="redakteurskuerzel">(<a class="redakteurskuerzel__link" href="mailto:%s@%s.example" title="%s">%s</a>)</span></p>' % (
                esc(p), initials, name.lower(), authors[0], initials)))
            story.append("%s (%s)" % (p, initials))
        else:
            segs.append(("p", "<p%s>%s</p>" % (pc, esc(p))))
            story.append(p)
        if k == list_at:
            items = [sentence(r, 3, 12) for _ in range(r.randint(3, 5))]
            segs.append(("p", '<ul%s>%s</ul>' % (' class="article__item"' if site == "zeit" else "", "".join("<li>%s</li>" % esc(x) for x in items))))
            story.extend(items)
        if k == quote_at:
            q = "\u201e%s\u201c" % sentence(r, 8, 22)
            segs.append(("p", '<blockquote%s><p>%s</p></blockquote>' % (' class="article__item"' if site == "zeit" else "", esc(q))))
            story.append(q)
        if k in ads:
            EXTRAS.append("Anzeige")
            segs.append(("x", '<div class="ad-label-container"><span class="ad-label">Anzeige</span><div class="ad ad--inread" id="heiseadvert_inread%d"></div></div>' % k if site == "heise" else
                         '<div data-area="ad" class="relative"><div class="ad-label font-sansUI text-s text-shade-dark">Anzeige</div><div id="spon_ad_%d" class="ad-container"></div></div>' % k if site == "spiegel" else
                         '<aside class="ad-container ad-container--inread"><div class="ad-container__label">Anzeige</div><div id="iqadtile%d" class="ad-container__tile"></div></aside>' % (k + 3)))
        if k == pic_at:
            segs.append(("x", figure("a-inline-image a-u-inline" if site == "heise" else "w-full" if site == "spiegel" else "article__media article__item", 696)))
        if k == embed_at:
            box = ["Empfohlener redaktioneller Inhalt", "Mit Ihrer Zustimmung wird hier ein externes %s geladen." % r.choice(["Video (Youtube)", "Video (Kaltura Inc.)", "Inhalt (Twitter)"]),
                   "Ich bin damit einverstanden, dass mir externe Inhalte angezeigt werden. Damit können personenbezogene Daten an Drittplattformen übermittelt werden."]
            EXTRAS.extend(box)
            segs.append(("x", '<div class="opt-in__content"><p class="opt-in__title">%s</p><p class="opt-in__description">%s</p><label class="opt-in__checkbox"><input type="checkbox"/> %s '
                         '<a href="/datenschutzerklaerung/">Mehr dazu in unserer Datenschutzerklärung</a>.</label></div>' % tuple(esc(x) for x in box)))
        if k == also_at:
            xs = [(kick(), title(r), sentence(r, 10, 20)) for _ in range(1 if site == "heise" else r.randint(2, 3))]
            EXTRAS.extend([x[1] for x in xs] + ([xs[0][2]] if site == "heise" else []))
            href = lambda x: "/%s/%s-%d.html" % (ressort.lower(), "-".join(w.strip(":„“,") for w in x.split()[:5]), r.randint(4000000, 9000000))
            if site == "heise":
                box = ('<aside class="inline-teaser"><p class="inline-teaser__label">Lesen Sie auch</p><article class="a-article-teaser a-article-teaser--horizontal"><a href="%s" class="a-article-teaser__link">'
                       '<figure class="a-article-teaser__image"><img src="https://img.%s.example/%x.jpg" alt="" width="200" height="112" loading="lazy"/></figure><header class="a-article-teaser__header">'
                       '<p class="a-article-teaser__superheading">%s</p><h3 class="a-article-teaser__title">%s</h3></header><p class="a-article-teaser__synopsis">%s</p></a></article></aside>') % (
                    href(xs[0][1]), name.lower(), r.getrandbits(32), esc(xs[0][0]), esc(xs[0][1]), esc(xs[0][2]))
            else:
                box = ('<section data-area="related_articles" class="lg:mx-auto"><h3 class="font-sansUI font-bold">Mehr zum Thema</h3><ul>%s</ul></section>' if site == "spiegel" else
                       '<aside class="article__item article__related"><p class="article__related-label">Mehr zum Thema</p><ul>%s</ul></aside>') % "".join(
                    '<li><a href="%s"><span class="kicker">%s:</span> <span class="title">%s</span></a></li>' % (href(x[1]), esc(x[0]), esc(x[1])) for x in xs)
            EXTRAS.append("Lesen Sie auch" if site == "heise" else "Mehr zum Thema")
            segs.append(("x", box))
    if not cut and site == "heise" and n > 1 and r.random() < 0.12:
        up = "Update %s: %s" % (fmt(pub + datetime.timedelta(minutes=r.randint(30, 900))).replace(" ", ", ", 1), sentence(r, 8, 20))
        segs.insert(0, ("p", "<p><strong>%s</strong>%s</p>" % (esc(up[:up.index(" Uhr:") + 5]), esc(up[up.index(" Uhr:") + 5:]))))
        story.insert(0, up)
    if not cut and site == "spiegel":
        segs.append(("p", "<p><i>%s</i></p>" % esc("/".join([initials] + (["dpa"] if agency else []) + (r.sample(["AFP", "Reuters", "AP"], 1) if r.random() < 0.3 else [])))))
    STORY[:] = story
    if site == "spiegel":  # each run of the text a text_block of its own
        text, run = [], []
        for kind, h in segs + [("x", "")]:
            if kind == "p":
                run.append(h)
                continue
            if run:
                text.append('<div data-area="text_block"><div class="RichText RichText--iconLinks lg:w-8/12 md:w-10/12 lg:mx-auto md:mx-auto lg:px-24 md:px-24 sm:px-16 break-words word-wrap">%s</div></div>' % "".join(run))
            run = []
            text.append(h)
        text = "\n".join(text)
    else:
        text = "\n".join(h for _, h in segs)
    if cut:
        wall = {"heise": ["Jetzt weiterlesen", "Zugriff auf alle %s-Artikel inklusive Magazine als E-Paper" % brand, "Erster Monat gratis, danach monatlich 12,95 \u20ac", "Bereits Abonnent?"],
                "spiegel": ["Jetzt weiterlesen mit %s" % brand, "Mehr Perspektiven, mehr verstehen. Freier Zugang zu allen Artikeln, Videos, Audioinhalten und Podcasts", "Jetzt für 1 \u20ac testen", "Sie haben bereits ein Digital-Abo?"],
                "zeit": ["Jetzt weiterlesen", "Lesen Sie diesen Artikel und alle weiteren %s-Inhalte 4 Wochen kostenlos" % brand, "Jetzt kostenlos testen", "Bereits registriert?"]}[site]
        EXTRAS.extend(wall)
        wall = tuple(esc(x) for x in wall)
        if site == "heise":
            text += ('<div class="paywall-delimiter"></div><section class="a-paywall js-paywall" data-paywall="%s"><h3 class="a-paywall__title">%s</h3><p class="a-paywall__text">%s</p>'
                     '<p class="a-paywall__offer">%s</p><a class="a-button a-button--primary" href="/plus/abo/?wt_mc=intern.abo.plus.paywall">Jetzt %s testen</a>'
                     '<p class="a-paywall__login">%s <a href="/sso/login/?forward=%s">Anmelden</a></p></section>') % ((brand,) + wall[:3] + (brand,) + wall[3:] + (SLUG[0],))
        elif site == "spiegel":
            text += ('<div data-area="paywall" class="relative"><div class="bg-gradient-to-b from-transparent to-white h-96"></div><div class="font-sansUI text-center lg:mx-auto">'
                     '<h3 class="font-bold text-xl">%s</h3><p>%s</p><a class="rounded bg-primary-base text-white" href="/abo/plus/?b=paywall">%s</a>'
                     '<p class="text-s">%s <a href="/meinspiegel/login.html">Hier anmelden</a></p></div></div>') % wall
        else:
            text += ('<aside class="paywall gate gate--zplus" data-ct-area="paywall"><h3 class="gate__title">%s</h3><p class="gate__text">%s</p>'
                     '<a class="gate__button" href="https://abo.%s.example/?wt_zmc=fix.int.zonpme.zeitde.paywall">%s</a><p class="gate__login">%s <a href="/anmelden">Hier anmelden</a></p></aside>') % (
                wall[0], wall[1], name.lower(), wall[2], wall[3])
    mins = max(1, sum(len(p.split()) for p in body) // 200 + 1)
    topics = [noun() for _ in range(r.randint(2, 4))]
    leadpic = figure("aufmacherbild" if site == "heise" else "w-full" if site == "spiegel" else "article__media article__media--wide", 1200) if r.random() < 0.8 else ""
    home = ('<a class="%s" href="/">Zur Startseite</a>' % {"heise": "a-button a-button--secondary", "spiegel": "font-sansUI text-primary-base", "zeit": "article-pagination__link"}[site]
            if rs.random() < 0.8 or site == "zeit" else "")
    if home:
        EXTRAS.append("Zur Startseite")
    ago = ' datetime="%s"' % pub.strftime("%Y-%m-%dT%H:%M:%S+01:00")
    if site == "heise":
        forum = "Kommentare lesen (%d Beitr\u00e4ge)" % len(cs) if cs else "Kommentieren"
        EXTRAS.append(forum)
        return ('<div class="a-breadcrumb"><a href="/">%s online</a> &rsaquo; <a href="/%s/">%s</a></div><article class="article-layout" data-component="ArticleLayout">'
                '<header class="a-article-header"><div class="a-article-header__label-container">%s<span class="a-article-header__superheading">%s</span></div>'
                '<h1 class="a-article-header__title">%s</h1><p class="a-article-header__lead">%s</p><div class="a-article-header__publish-info">'
                '<div class="creator"><span class="creator__name">%s</span></div><time class="a-datetime"%s><span class="a-datetime__date">%s</span> <span class="a-datetime__time">%s</span></time>'
                '<div class="a-article-header__reading-time">Lesezeit: %d Min.</div></div><div class="a-article-header__actions"><a-share><button class="a-button a-button--share">Teilen</button></a-share>'
                '%s<a class="a-button a-button--forum" href="#forum" aria-label="Kommentare">%s</a></div>%s</header><div class="article-layout__content article-content">%s</div>'
                '<footer class="article-footer"><section class="article-footer__topics"><h3>Mehr zum Thema</h3><ul>%s</ul></section>'
                '<div class="article-footer__forum" id="forum"><a class="a-button a-button--secondary" href="/forum/%s/Kommentare/forum-%d/comment/">%s</a></div>%s</footer></article>') % (
            name.lower(), ressort.lower(), ressort, '<span class="a-article-header__label a-article-header__label--plus">%s</span> ' % brand if plus else "", esc(kicker),
            esc(t), esc(lead), byline or "dpa", ago, fmt(pub)[:10], fmt(pub)[11:], mins, '<button class="a-button">Artikel verschenken</button>' if plus else "",
            len(cs), leadpic, text, "".join('<li><a href="/thema/%s">%s</a></li>' % (x, esc(x)) for x in topics), name.lower(), r.randint(400000, 600000), forum, home)
    if site == "spiegel":
        EXTRAS.append("Diskutieren Sie mit")
        return ('<main id="Inhalt"><article aria-label="%s" data-area="article"><header data-area="intro" class="lg:mx-auto"><h2 class="font-brandUI font-extrabold lg:text-6xl">'
                '<span class="block text-primary-base font-sansUI font-bold text-xl mb-12">%s%s</span><span class="align-middle">%s</span></h2>'
                '<div class="RichText RichText--sans leading-loose lg:text-xl md:text-xl sm:text-l lg:mb-32">%s</div>%s'
                '<div class="font-sansUI text-shade-dark text-s"><time%s class="timeformat">%s</time> \u2022 %d Min</div>'
                '<div data-area="social_bar"><button>Teilen</button><button>Merken</button>%s</div></header><section class="relative" data-area="body">%s%s</section>'
                '<footer data-area="article_footer"><div data-area="tags">Mehr lesen über %s</div><section id="forum" data-area="forum"><h3>Diskutieren Sie mit</h3>'
                '<div data-app-forum data-count="%d"></div></section>%s</footer></article></main>') % (
            esc(t), '<span class="text-primary-base">%s</span> ' % brand if plus else "", esc(kicker), esc(t), esc(lead),
            '<div class="font-sansUI text-shade-dark text-s" data-area="authors">%s</div>' % byline if byline else "", ago, fmt(pub), mins,
            "<button>Artikel verschenken</button>" if plus else "", '<div data-area="top_element&gt;image">%s</div>' % leadpic if leadpic else "", text,
            " ".join('<a href="/thema/%s/">%s</a>' % (x.lower(), esc(x)) for x in topics), len(cs), home)
    pic = r.getrandbits(32)
    DESC.append('<a href="https://www.%s.example%s"><img style="float:left; margin-right:5px" src="https://img.%s.example/%x/wide__148x84" alt="%s" /></a> %s' % (
        name.lower(), SLUG[0], name.lower(), pic, esc(t), esc(lead)))

    def comment(i, c, sub, parent):
        nm, d, cp, depth = c
        return ('<article class="comment%s" id="cid-%d"><div class="comment-meta"><span class="comment-meta__name"><a href="/community/%s">%s</a></span> '
                '<a class="comment-meta__date" href="#cid-%d">#%s \u00a0\u2014\u00a0 %s</a></div><div class="comment__container">%s<div class="comment__body">%s</div></div>'
                '<div class="comment__reactions"><a class="comment__reaction" href="#reply">Antworten</a> <a class="comment__reaction" href="#report">Melden</a> '
                '<span class="comment__recommendations">%d</span></div></article>') % (
            " comment--indented" if depth == 2 else "", 30000000 + i, esc(DE_NICKS[NAMES.index(nm)].replace(" ", "_")), esc(DE_NICKS[NAMES.index(nm)]), 30000000 + i, sub,
            fmt(when(d)), '<a class="comment__origin" href="#cid-%d">Antwort auf #%s von %s</a>' % parent if parent else "", ps(cp), r.randint(0, 80))
    items, top, sub, pk = [], 0, 0, 0
    for i, c in enumerate(cs):
        if c[3] == 2:
            sub += 1
            items.append(comment(i, c, "%d.%d" % (top, sub), (30000000 + pk, top, esc(DE_NICKS[NAMES.index(cs[pk][0])]))))
        else:
            top, sub, pk = top + 1, 0, i
            items.append(comment(i, c, str(top), None))
    EXTRAS.extend(["Bitte melden Sie sich an, um zu kommentieren"] if cs else [])
    thread = ('<section class="comment-section" id="comments"><h2 class="comment-section__headline">%d Kommentare</h2><div class="comment-section__form">'
              '<p>Bitte melden Sie sich an, um zu kommentieren</p></div><div class="comment-section__body">%s</div></section>') % (len(cs), "".join(items))
    head = ('<h1 class="article-heading" itemprop="headline">%s<span class="article-heading__kicker">%s</span><span class="visually-hidden">: </span>'
            '<span class="article-heading__title">%s</span></h1>') % ('<span class="zplus-badge"><svg class="zplus-badge__logo" role="img" aria-label="%s"></svg><span class="visually-hidden">exklusiv für Abonnenten</span></span> ' % brand if plus else "",
                                                                   esc(kicker), esc(t))
    return ('<main class="main main--article"><article class="article article--padded" itemscope itemtype="http://schema.org/Article"><nav class="breadcrumbs"><a href="/">Startseite</a> <a href="/%s/">%s</a></nav>'
            '<header class="article-header">%s<div class="summary" itemprop="description">%s</div><div class="byline">%s</div>'
            '<div class="metadata"><time class="metadata__date"%s>%s</time>%s</div>%s</header>'
            '<div class="article-body" itemprop="articleBody">%s</div><div class="article-pagination">%s</div></article>%s</main>') % (
        ressort.lower(), ressort, head, esc(lead), byline, ago, fmt(pub),
        '<a class="metadata__commentcount js-scroll" href="#comments">%d Kommentare</a>' % len(cs) if cs else "", leadpic, text, home, thread if cs else "")
HS_TOPICS = ["Marketing", "Sales Enablement", "Customer Success", "Product Updates", "Industry Insights", "Best Practices",
             "Company News", "Strategy", "Tips & Tricks", "Automation", "Case Studies", "Operations"]
HS_CTAS = ["Download the free guide", "Get a demo", "Book a demo", "Start your free trial", "Download the ebook", "Get the free template",
           "Talk to an expert", "Download the checklist", "Request a demo", "Get the free report", "Watch the webinar", "See pricing"]


def hubspot(r, t, body, cat, cs):
    """A company's marketing blog on HubSpot's CMS (2021-2023), in one of
    two templates a site: a theme of the CMS boilerplate's kind
    (article.blog-post, BEM class names, on some sites a sticky sidebar
    of a CTA and "Popular posts") or an older drag-and-drop template
    still served (row-fluid and span8/span4 widget cells, "Posted by
    NAME on Mar 2, 2022 2:00:00 PM", the social sharing widget's
    "Tweet", "Topics:" in p#hubspot-topic_data, the about-author-sec
    box, a sidebar of the subscribe widget, a CTA, "Popular Posts" and
    "Posts by Topic").  The page: the breadcrumb ("Blog" > topic, the
    title on some sites), the headline in its hs_cos_wrapper span, the
    author's avatar ("Picture of NAME") and name, "Published: March 02,
    2022" or "Updated: ..." or a plain date, "6 min read" on some
    sites, share icons, the featured image, then the post body's
    span#hs_cos_wrapper_post_body (hs_cos_wrapper_type_rich_text) in
    div.blog-post__body or div.section.post-body: the intro (the
    <!--more--> summary break after its first paragraph), a "Table of
    Contents" paragraph and list of anchor links after it on some
    sites, h2 sections (numbered at times, "Conclusion" closing some)
    with the editor's data-hs-anchor links, an h3 at times, paragraphs
    with links and bold runs (each one's text in a span of
    "font-weight: 400" where the writer pasted from Google Docs),
    blank <p>&nbsp;</p>s, a bullet or numbered list (items of a bold
    "Label:" at times), pictures with their alt text and srcset, an
    "Image Source" credit under some, and one or two CTAs in
    hs-cta-wrapper/hs-cta-node spans (an image of the label as its alt
    or a cta_button link of the label, with the CTA loader's scripts);
    after it "Topics:" and its tag links, the author's bio box, the
    "Subscribe to the blog" form (HubSpot's hs-form: "Email*", a hidden
    "Notification Frequency" field, a "Subscribe" button), "Related
    posts" or "You may also like" cards (picture, title, excerpt, "Read
    more") and on some sites the comments' listing (comment-from,
    comment-date, comment-body, "Reply to NAME").  The feed's
    description is the post's meta description (not shown on the page)
    on half the sites, its first paragraph on the others.  The truth:
    the intro, the headings, the paragraphs and the lists' items (with
    their labels) in order; not the table of contents, the CTAs'
    labels, the pictures' alt texts and credits, the blank paragraphs,
    nor anything outside the post's body."""
    rs = random.Random(BLOG[0] + " hubspot")
    classic = rs.random() < 0.4
    meta, toc_site, side, crumbs, mins_on, gdocs, blanks, talk, hero, crumb_t, html_cta = (
        rs.random() < p for p in (0.5, 0.35, 0.45, 0.65, 0.65, 0.3, 0.3, 0.3, 0.7, 0.35, 0.4))
    side = side or classic
    hsdate = rs.random() < 0.55
    portal = rs.randint(2000000, 24999999)
    company = " ".join(BLOG[0].split()[:-1])
    dom = "www.%s.com" % "".join(c for c in company.lower() if c.isalnum())[:18]
    labels = rs.sample(HS_CTAS, 3)
    team = [(n, n.lower().replace(" ", "-"), sentence(rs, 12, 24)) for n in rs.sample(NAMES[:10], 3)]
    sub_title = rs.choice(["Subscribe to the blog", "Subscribe to Email Updates", "Subscribe to our blog", "Subscribe to the %s blog" % company])
    rel_title = rs.choice(["Related posts", "You may also like", "Related Articles"])
    toc_title = rs.choice(["Table of Contents", "Table of Contents", "Table of contents", "In this article"])
    slug = lambda h: "-".join("".join(c for c in h.lower() if c.isalnum() or c == " ").split())
    guid = lambda: "%08x-%04x-%04x-%04x-%012x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(16), r.getrandbits(16), r.getrandbits(48))
    url = "https://%s/blog%s" % (dom, SLUG[0][:-5])
    if meta:
        DESC.append(sentence(r, 18, 30))
    # the story: the intro, then sections of one to three paragraphs
    n = len(body)
    intro = body[:2] if n > 5 else body[:1]
    rest, secs = list(body[len(intro):]), []
    while rest:
        k = r.randint(1, 3)
        secs.append(rest[:k]); rest = rest[k:]
    numbered = len(secs) > 2 and r.random() < 0.25
    heads = []
    for i in range(len(secs)):
        h, x = title(r), r.random()
        h = ("How to " + h if x < 0.15 else "What Is %s?" % " ".join(h.split()[:3]) if x < 0.3 else h)
        heads.append("%d. %s" % (i + 1, h) if numbered else h)
    if len(secs) > 1 and not numbered and r.random() < 0.3:
        heads[-1] = r.choice(["Conclusion", "Final Thoughts", "The Bottom Line", "Wrapping Up"])
    toc = toc_site and len(secs) > 1 and r.random() < 0.85

    def p_html(x):
        w = x.split(" ")
        hw = [esc(y) for y in w]
        if len(w) > 9 and r.random() < 0.3:
            k = r.randrange(len(w) - 4)
            hw[k] = '<a href="https://%s/blog/%s" rel="noopener">%s' % (dom, slug(title(r)), hw[k])
            hw[k + 2] += "</a>"
        elif len(w) > 9 and r.random() < 0.15:
            hw[0], hw[2] = "<strong>" + hw[0], hw[2] + "</strong>"
        s = " ".join(hw)
        return "<p>%s</p>" % ('<span style="font-weight: 400;">%s</span>' % s if gdocs else s) + ("\n<p>&nbsp;</p>" if blanks and r.random() < 0.3 else "")

    def picture():
        name, w = "%s-%s" % (LEXICON[r.randrange(len(LEXICON))], LEXICON[r.randrange(len(LEXICON))]), r.choice([650, 700, 800])
        src = "https://%s/hs-fs/hubfs/%s.png" % (dom, name)
        h = ('<p><img src="%s?width=%d&amp;name=%s.png" alt="%s" width="%d" loading="lazy" style="width: %dpx; margin-left: auto; margin-right: auto; display: block;" srcset="%s" sizes="(max-width: %dpx) 100vw, %dpx"></p>') % (
            src, w, name, esc(" ".join(word(r) for _ in range(r.randint(3, 8)))), w, w,
            ", ".join("%s?width=%d&amp;name=%s.png %dw" % (src, w * k // 2, name, w * k // 2) for k in range(1, 7)), w, w)
        if r.random() < 0.25:
            h += '\n<p style="text-align: center;"><a href="https://%s.example/%s" rel="noopener" target="_blank"><em>Image Source</em></a></p>' % (
                LEXICON[r.randrange(len(LEXICON))], LEXICON[r.randrange(len(LEXICON))])
        return h

    def cta(label, size=None):
        g, pl = guid(), guid()
        EXTRAS.append(label)
        link = ("https://%s/cs/c/?cta_guid=%s&amp;signature=AAH58kH%x&amp;placement_guid=%s&amp;click=%s&amp;hsutk=&amp;canon=%s&amp;portal_id=%d&amp;redirect_url=APefjp%x" % (
            dom, g, r.getrandbits(96), pl, guid(), url.replace(":", "%3A").replace("/", "%2F"), portal, r.getrandbits(120)))
        dest = "https://%s/%s" % (dom, slug(label))
        if html_cta and not size:
            inner = '<a id="cta_button_%d_%s" class="cta_button " href="%s" target="_blank" rel="noopener" cta_dest_link="%s" title="%s">%s</a>' % (portal, g, link, dest, label, label)
        else:
            w, h = size or (320, 60)
            inner = ('<a href="%s" target="_blank" rel="noopener" cta_dest_link="%s"><img id="hs-cta-img-%s" class="hs-cta-img " style="border-width: 0px; /*hs-extra-styles*/" '
                     'mce_noresize="1" alt="%s" height="%d" width="%d" src="https://%s/hs-fs/hub/%d/hub_generated/resized/%s.png"></a>') % (link, dest, pl, label, h, w, dom, portal, g)
        return ('<span class="hs-cta-wrapper" id="hs-cta-wrapper-%s"><span class="hs-cta-node hs-cta-%s" id="hs-cta-%s"><!--[if lte IE 8]><div id="hs-cta-ie-element"></div><![endif]-->%s</span>'
                '<script charset="utf-8" src="/hs/cta/cta/current.js"></script><script type="text/javascript"> hbspt.cta._relativeUrls=true;hbspt.cta.load(%d, \'%s\', {"useNewLoader":"true","region":"na1"}); </script></span>') % (
            g, g, g, inner, portal, g)

    def items():
        bold = r.random() < 0.4
        xs = [(" ".join(word(r) for _ in range(r.randint(1, 3))).title() + ":" if bold else "", sentence(r, 4, 14)) for _ in range(r.randint(3, 6))]
        tag = "ol" if r.random() < 0.25 else "ul"
        li = '<li style="font-weight: 400;" aria-level="1">%s</li>' if gdocs else "<li>%s</li>"
        return ("<%s>\n%s</%s>" % (tag, "".join(li % (("<strong>%s</strong> " % esc(a) if a else "") + ('<span style="font-weight: 400;">%s</span>' % esc(b) if gdocs else esc(b))) + "\n"
                                                for a, b in xs), tag), [("%s %s" % (a, b)).strip() for a, b in xs])
    out, story = [], []
    for i, x in enumerate(intro):
        out.append(p_html(x) + ("\n<!--more-->" if i == 0 else ""))
        story.append(x)
    mid = r.random() < (0.5 if secs else 0.15)
    list_at = (r.randrange(len(secs)) if r.random() < 0.55 else -1) if secs else (-2 if r.random() < 0.3 else -1)
    pics = set(r.sample(range(len(secs)), min(len(secs), r.choice([0, 1, 1, 2])))) if secs else set()
    if list_at == -2:
        h, lines = items()
        out.append(h); story.extend(lines)
    if toc:
        out.append('<p><strong>%s</strong></p>\n<ul>\n%s</ul>' % (toc_title, "".join('<li><a href="#%s">%s</a></li>\n' % (slug(h), esc(h)) for h in heads)))
    if mid:
        out.append('<p style="text-align: center;">%s</p>' % cta(r.choice(labels)))
    for k, (h, ps_) in enumerate(zip(heads, secs)):
        out.append("<h2>%s%s</h2>" % ('<a data-hs-anchor="true" id="%s"></a>' % slug(h) if toc else "", esc(h)))
        story.append(h)
        if k in pics:
            out.append(picture())
        for j, x in enumerate(ps_):
            if j == 1 and len(ps_) == 3 and r.random() < 0.35:
                h3 = title(r)
                out.append("<h3>%s</h3>" % esc(h3)); story.append(h3)
            out.append(p_html(x)); story.append(x)
            if j == 0 and k == list_at:
                h_, lines = items()
                out.append(h_); story.extend(lines)
    if not mid or r.random() < 0.7:
        big = r.random() < 0.5
        out.append(('<div style="text-align: center;">%s</div>' if big else '<p style="text-align: center;">%s</p>') % cta(r.choice(labels), (800, 200) if big else None))
    STORY[:] = story
    # the chrome
    d = datetime.datetime(r.choice([2021, 2022, 2023]), r.randint(1, 12), r.randint(1, 28), r.randint(6, 18), r.choice([0, 0, 15, 30, 45]))
    up = d + datetime.timedelta(days=r.randint(20, 400)) if r.random() < 0.3 else None
    who, whoslug, bio = r.choice(team)
    EXTRAS.append(bio)
    mins = max(1, (sum(len(x.split()) for x in story) + 249) // 250)
    topics = [cat] + r.sample(HS_TOPICS, r.randint(0, 2))
    avatar = "https://%s/hubfs/%s.jpg" % (dom, whoslug)
    body_span = ('<span id="hs_cos_wrapper_post_body" class="hs_cos_wrapper hs_cos_wrapper_meta_field hs_cos_wrapper_type_rich_text" style="" data-hs-cos-general-type="meta_field" '
                 'data-hs-cos-type="rich_text">%s</span>') % "\n".join(out)
    h1 = ('<h1><span id="hs_cos_wrapper_name" class="hs_cos_wrapper hs_cos_wrapper_meta_field hs_cos_wrapper_type_text" style="" data-hs-cos-general-type="meta_field" '
          'data-hs-cos-type="text">%s</span></h1>') % esc(t)
    crumb = ('<nav class="blog-breadcrumbs" aria-label="Breadcrumb"><ol class="blog-breadcrumbs__list"><li class="blog-breadcrumbs__item"><a href="/blog">Blog</a></li>'
             '<li class="blog-breadcrumbs__item"><a href="/blog/tag/%s">%s</a></li>%s</ol></nav>') % (
        slug(cat), esc(cat), '<li class="blog-breadcrumbs__item" aria-current="page">%s</li>' % esc(t) if crumb_t else "") if crumbs else ""
    fid = guid()
    form = ('<form novalidate="" accept-charset="UTF-8" action="https://forms.hsforms.com/submissions/v3/public/submit/formsnext/multipart/%d/%s" enctype="multipart/form-data" id="hsForm_%s" method="POST" '
            'class="hs-form stacked hs-custom-form hs-form-private hsForm_%s hs-form-%s" data-form-id="%s" data-portal-id="%d"><div class="hs_email hs-email hs-fieldtype-text field hs-form-field">'
            '<label id="label-email-%s" class="" placeholder="Enter your Email" for="email-%s"><span>Email</span><span class="hs-form-required">*</span></label><legend class="hs-field-desc" style="display: none;"></legend>'
            '<div class="input"><input id="email-%s" name="email" required="" placeholder="" type="email" class="hs-input" inputmode="email" autocomplete="email" value=""></div></div>'
            '<div class="hs_blog_default_hubspot_blog_subscription hs-blog_default_hubspot_blog_subscription hs-fieldtype-radio field hs-form-field" style="display: none;"><label class="" for="blog_default_hubspot_blog_subscription-%s">'
            '<span>Notification Frequency</span></label><div class="input"><input name="blog_default_hubspot_blog_subscription" class="hs-input" type="hidden" value="weekly"></div></div>'
            '<div class="hs_submit hs-submit"><div class="hs-field-desc" style="display: none;"></div><div class="actions"><input type="submit" class="hs-button primary large" value="Subscribe"></div></div></form>') % (
        portal, fid, fid, fid, fid, fid, portal, fid, fid, fid, fid)
    subscribe = ('<span id="hs_cos_wrapper_blog_subscription" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_blog_subscribe" style="" data-hs-cos-general-type="widget" data-hs-cos-type="blog_subscribe">'
                 '<h3 id="hs_cos_wrapper_blog_subscription_title" class="hs_cos_wrapper form-title" data-hs-cos-general-type="widget_field" data-hs-cos-type="text">%s</h3>'
                 '<div id="hs_form_target_blog_subscription_%d">%s</div></span>') % (sub_title, r.randint(1000, 9999), form)
    EXTRAS.extend([sub_title, "Notification Frequency"])
    rel = [(title(r), " ".join(para(r, 2, 3).split()[:r.randint(18, 32)])) for _ in range(3)]
    pop = [title(r) for _ in range(r.randint(4, 5))]
    EXTRAS.extend([x for y in rel for x in y] + (pop if side else []))
    listing = ('<span id="hs_cos_wrapper_post_listing" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_post_listing" style="" data-hs-cos-general-type="widget" data-hs-cos-type="post_listing">'
               '<div class="block"><h3>Popular Posts</h3><div class="widget-module"><ul class="hs-hash-%d-%d">%s</ul></div></div></span>') % (
        r.getrandbits(30), r.getrandbits(40), "".join('<li><a href="/blog/%s">%s</a></li>' % (slug(x), esc(x)) for x in pop))
    thread = ""
    if talk and cs:
        thread = ('<div class="blog-comments"><span id="hs_cos_wrapper_blog_comments" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_blog_comments" style="" data-hs-cos-general-type="widget" data-hs-cos-type="blog_comments">'
                  '<div class="section post-footer"><h3 class="comments-title">Comments (%d)</h3><div id="comments-listing" class="new-comments">%s</div>'
                  '<div id="hs_form_target_blog_comments_form_%d"></div></div></span></div>') % (len(cs), "".join(
                      '<div id="comment-%d" class="comment depth-%d"><div class="comment-from"><h4>%s</h4></div><div class="comment-date">%s</div><div class="comment-body">%s</div>'
                      '<div class="comment-reply-to"><a class="comment-reply-to-link" href="javascript:void(0)">Reply to %s</a></div></div>' % (
                          r.getrandbits(36), dep - 1, esc(nm), fmt_date(dd), ps(cp), esc(nm)) for nm, dd, cp, dep in cs), r.randint(1000, 9999))
    stamp = lambda x: "%s %d, %d %d:%02d:00 %s" % (MONTHS[x.month - 1][:3], x.day, x.year, (x.hour + 11) % 12 + 1, x.minute, "AM" if x.hour < 12 else "PM")
    if classic:
        share = ('<span id="hs_cos_wrapper_blog_social_sharing" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_blog_social_sharing" style="" data-hs-cos-general-type="widget" data-hs-cos-type="blog_social_sharing">'
                 '<div class="hs-blog-social-share"><ul class="hs-blog-social-share-list"><li class="hs-blog-social-share-item hs-blog-social-share-item-twitter"><a href="https://twitter.com/share" class="twitter-share-button" data-lang="en" data-url="%s" data-size="medium" data-text="%s">Tweet</a></li>'
                 '<li class="hs-blog-social-share-item hs-blog-social-share-item-linkedin"><script type="IN/Share" data-url="%s" data-showzero="true" data-counter="right"></script></li>'
                 '<li class="hs-blog-social-share-item hs-blog-social-share-item-facebook"><iframe src="https://www.facebook.com/plugins/like.php?href=%s&amp;layout=button_count&amp;show_faces=false&amp;width=100&amp;action=like&amp;colorscheme=&amp;height=21" scrolling="no" frameborder="0" style="border:none; overflow:hidden; width:100px; height:21px;" allowtransparency="true"></iframe></li></ul></div></span>') % (
            url, esc(t), url, url)
        post = ('<div class="blog-section"><div class="blog-post-wrapper cell-wrapper">%s<div class="section post-header">%s<div id="hubspot-author_data" class="hubspot-editable" data-hubspot-form-id="author_data" data-hubspot-name="Blog Author">'
                'Posted by <a class="author-link" href="/blog/author/%s">%s</a> on %s</div>%s</div>%s<div class="section post-body">%s</div>'
                '<p id="hubspot-topic_data"> Topics: %s</p></div><div class="about-author-sec row-fluid"><div class="span2"><img alt="%s" src="%s"></div>'
                '<div class="span10"><h3>Written by <a class="author-link" href="/blog/author/%s">%s</a></h3><p>%s</p><p><a target="_blank" href="https://www.linkedin.com/in/%s" class="hs-linkedin"><i class="fa fa-linkedin"></i></a></p></div></div>'
                '<div class="hs-related-posts"><h3>%s</h3>%s</div>%s</div>') % (
            crumb, h1, whoslug, who, stamp(d), share, '<div class="post-featured-image"><img src="https://%s/hubfs/%s-featured.jpg" alt="%s"></div>' % (dom, slug(t)[:40], esc(t)) if hero else "",
            body_span, ",\n".join('<a class="topic-link" href="/blog/topic/%s">%s</a>' % (slug(x), esc(x)) for x in topics), who, avatar, whoslug, who, esc(bio), whoslug,
            rel_title, "".join('<div class="related-blog-item"><a href="/blog/%s"><div class="related-blog-image" style="background-image: url(https://%s/hubfs/%s.jpg);"></div></a>'
                               '<div class="related-blog-content"><h4><a href="/blog/%s">%s</a></h4><p>%s...</p><a class="more-link" href="/blog/%s">Read more</a></div></div>' % (
                                   slug(x), dom, slug(x)[:30], slug(x), esc(x), esc(y), slug(x)) for x, y in rel), thread)
        cell = lambda cls, w, x: '<div class="span%d widget-span widget-type-cell %s" data-widget-type="cell" data-x="%d" data-w="%d">%s</div>' % (w, cls, 0 if w == 8 else 8, w, x)
        aside = ('<div class="widget-span widget-type-blog_subscribe">%s</div><div class="widget-span widget-type-cta"><span id="hs_cos_wrapper_sidebar_cta" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_cta">%s</span></div>'
                 '<div class="widget-span widget-type-post_listing">%s</div><div class="widget-span widget-type-post_filter"><span id="hs_cos_wrapper_post_filter" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_post_filter">'
                 '<div class="block"><h3>Posts by Topic</h3><div class="widget-module"><ul>%s</ul></div></div></span></div>') % (
            subscribe, cta(r.choice(labels), (300, 250)), listing, "".join('<li><a href="/blog/topic/%s">%s <span class="filter-link-count" dir="ltr">(%d)</span></a></li>' % (
                slug(x), esc(x), r.randint(2, 60)) for x in sorted(set([cat] + HS_TOPICS[:6]))))
        main = ('<div class="body-container-wrapper"><div class="body-container container-fluid"><div class="row-fluid-wrapper row-depth-1 row-number-1"><div class="row-fluid">%s%s</div></div></div></div>') % (
            cell("blog-content", 8, '<div class="span12 widget-span widget-type-blog_content" data-widget-type="blog_content">%s</div>' % post), cell("blog-sidebar", 4, aside))
    else:
        when = ("%s: %s %02d, %d" % ("Updated" if up else "Published", MONTHS[(up or d).month - 1], (up or d).day, (up or d).year) if hsdate
                else "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year))
        share = '<div class="blog-post__social-sharing social-sharing">%s</div>' % "".join(
            '<a class="social-sharing__link" href="%s%s" target="_blank" rel="noopener" aria-label="Share on %s"><svg class="social-sharing__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><use href="#icon-%s"></use></svg></a>' % (
                u, url, s, s.lower()) for s, u in [("LinkedIn", "https://www.linkedin.com/sharing/share-offsite/?url="), ("Twitter", "https://twitter.com/intent/tweet?url="),
                                                  ("Facebook", "https://www.facebook.com/sharer/sharer.php?u="), ("Email", "mailto:?body=")])
        post = ('<article class="blog-post">%s%s<div class="blog-post__meta"><div class="blog-post__author"><img class="blog-post__author-image" src="%s" alt="Picture of %s" width="40" height="40" loading="lazy">'
                '<a class="blog-post__author-name" href="/blog/author/%s">%s</a></div><time datetime="%s" class="blog-post__timestamp">%s</time>\n%s</div>%s%s'
                '<div class="blog-post__body">%s</div><div class="blog-post__tags"><span class="blog-post__tags-label">Topics:</span> %s</div></article>'
                '<section class="blog-post__author-bio"><img class="blog-post__author-bio-image" src="%s" alt="Picture of %s" width="96" height="96" loading="lazy"><div class="blog-post__author-bio-text">'
                '<h3 class="blog-post__author-bio-name">About %s</h3><p>%s</p></div></section>') % (
            crumb, h1, avatar, who, whoslug, who, (up or d).strftime("%Y-%m-%d %H:%M:%S"), when, '<span class="blog-post__read-time">%d min read</span>' % mins if mins_on else "", share,
            '<div class="blog-post__featured-image"><img src="https://%s/hubfs/%s-featured.jpg" alt="%s" loading="eager"></div>' % (dom, slug(t)[:40], esc(t)) if hero else "",
            body_span, " ".join('<a class="blog-post__tag-link" href="/blog/tag/%s" rel="tag">%s</a>' % (slug(x), esc(x)) for x in topics), avatar, who, who, esc(bio))
        tail = ('<section class="blog-subscribe"><div class="content-wrapper">%s</div></section>'
                '<section class="blog-related-posts"><div class="content-wrapper"><h2 class="blog-related-posts__title">%s</h2><div class="blog-related-posts__list">%s</div></div></section>%s') % (
            subscribe, rel_title, "".join('<article class="blog-related-posts__post"><a class="blog-related-posts__image-link" href="/blog/%s"><img class="blog-related-posts__image" src="https://%s/hubfs/%s.jpg" alt="%s" loading="lazy"></a>'
                                          '<div class="blog-related-posts__content"><h3 class="blog-related-posts__post-title"><a href="/blog/%s">%s</a></h3><p class="blog-related-posts__post-excerpt">%s...</p>'
                                          '<a class="blog-related-posts__read-more" href="/blog/%s">Read more</a></div></article>' % (
                                              slug(x), dom, slug(x)[:30], esc(x), slug(x), esc(x), esc(y), slug(x)) for x, y in rel), thread)
        aside = ('<aside class="blog-post__sidebar"><div class="blog-post__sidebar-sticky" style="position: sticky; top: 120px;"><div class="blog-sidebar__cta">%s</div>'
                 '<div class="blog-sidebar__popular">%s</div></div></aside>') % (cta(r.choice(labels), rs.choice([(300, 250), (300, 600)])), listing.replace("Popular Posts", rs.choice(["Popular posts", "Popular Posts", "Most popular"]))) if side else ""
        main = ('<div class="body-container-wrapper"><div class="body-container body-container--blog-post"><div class="content-wrapper%s">%s%s</div>%s</div></div>') % (
            " content-wrapper--sidebar" if side else "", post, aside, tail)
    return '<main id="main-content" class="body-wrapper hs-content-id-%d hs-blog-post hs-blog-id-%d">%s</main>' % (r.randint(10 ** 10, 10 ** 11), rs.randint(10 ** 9, 10 ** 10), main)
def liveblog(r, t, body, cat, cs):
    """A news site's live blog (2020-2023), in one of four sites'
    markups, by turns a site: the Guardian's (div.block, its time "14.05
    GMT" with "2h ago" before it on some sites, a bold h2.block-title,
    the block's share links, "Updated at" under some blocks), the BBC's
    (the lx-stream's posts, their time "14:05" after a hidden "posted
    at", h3 titles, a reporter's name, "share" and its hidden "Share
    this post on"), a WordPress VIP site's with Automattic's Liveblog
    plugin (article.liveblog-entry, "2 hours ago" and the time, the
    author's avatar and name, "Share" and "Copy link") or a CNN-like
    site's own (article.live-story-post, "2 hr 5 min ago", a headline
    on every post, "From CNN's NAME", "Copy link" and "Link Copied!").
    The header: a "LIVE" badge on the open pages (most of them; a closed
    one's times are the clock's alone), the headline, the standfirst
    (the feed's teaser), bullet points under it on some sites
    ("Summary" on the BBC's, "What we're covering" on the CNN-like
    one's), the authors ("NAME (now), NAME and NAME (earlier)", "Edited
    by NAME", "By NAME and NAME"), "Updated 20 minutes ago"; "Key
    events" (links to the key posts: their times and titles) on the
    Guardian's and the plugin's; then eight to eighteen posts newest
    first, on half the pages a pinned one over them ("Pinned post": a
    line and bullet points); a post is one to four paragraphs, at times
    a title, a quote after a "NAME said:" line, a list, an embedded
    tweet (blockquote.twitter-tweet: its text, "&mdash; Name (@handle)"
    and the date's link; on the BBC's between "Skip twitter post by
    NAME" and "End of twitter post by NAME"), a picture with its caption
    and credit, a "Read more" card of another story (a title and a
    summary, on the BBC's); after them the pager ("Newest", "Newer", "1
    of 4", "Older", "Oldest"; "Previous page" and "Next page"; the
    plugin's "First" to "Last") or a "Load more updates" button, then
    "Most viewed".  Comments are a script's.  The truth: the
    standfirst, its bullet points, then each post in page order: its
    title, its paragraphs (the "NAME said:" line one), quotes, list
    items and tweets' texts; not the times, "Pinned post", the authors'
    names, the tweets' lines of who and when, the captions and credits,
    the share buttons, the key events (links repeating the posts'
    titles and times), the cards nor the pager."""
    rs = random.Random(BLOG[0] + " liveblog")
    # one markup a site, by turns as the sites' date styles go (k % 4),
    # so that any four sites show all four
    kind = ["guardian", "bbc", "wp", "cnn"][DATE_STYLE]
    rel = rs.random() < 0.5  # "2h ago" beside the clock's time while it is live
    loadmore = rs.random() < 0.5
    bullets = rs.random() < 0.6
    staff = rs.sample(NAMES[:10], 5)
    h12 = rs.random() < 0.5
    live = r.random() < 0.75
    rel = rel and live
    start = datetime.datetime(r.choice([2020, 2021, 2022, 2023]), r.randint(1, 12), r.randint(1, 28), r.randint(5, 11), r.randint(0, 59))
    tz = "BST" if 3 < start.month < 11 else "GMT"
    queue, posts, tm = list(body), [], start
    for i in range(r.randint(8, 18)):
        tm += datetime.timedelta(minutes=r.randint(2, 45))
        blocks = [("p", queue.pop(0) if queue else para(r, 1, 4)) for _ in range(r.choice([1, 1, 2, 2, 3, 4]))]
        x, at = r.random(), r.randint(0, len(blocks))
        if x < 0.14:
            blocks.insert(at, ("tweet", (sentence(r, 5, 22), r.choice(NAMES[:10]), LEXICON[r.randrange(len(LEXICON))] + str(r.randint(1, 99)), r.getrandbits(60))))
        elif x < 0.26:
            blocks[at:at] = [("p", r.choice(["%s said:", "In a statement, %s said:", "%s told reporters:"]) % r.choice(NAMES[:10])), ("quote", para(r, 1, 3))]
        elif x < 0.4:
            blocks.insert(at, ("img", sentence(r, 5, 14), r.choice(["AP", "Reuters", "Getty Images", "EPA", "%s/AFP" % r.choice(NAMES[:10])])))
        elif x < 0.46:
            blocks.insert(at, ("ul", [sentence(r, 5, 14) for _ in range(r.randint(2, 5))]))
        elif x < 0.54 and kind == "bbc":
            blocks.insert(at, ("card", title(r), sentence(r, 8, 16)))
        head = sentence(r, 4, 11)[:-1] if kind == "cnn" or r.random() < {"guardian": 0.5, "bbc": 0.75, "wp": 0.35}[kind] else None
        posts.append([tm, head, blocks, r.choice(staff), r.random() < 0.25 and head is not None])
    if queue:
        posts[-1][2] += [("p", x) for x in queue]
    now = tm + (datetime.timedelta(minutes=r.randint(1, 50)) if live else datetime.timedelta(days=r.randint(1, 400)))
    pinned = None
    if r.random() < 0.5:
        k = r.randrange(len(posts) // 2)
        pinned = posts.pop(k)
        pinned[1:3] = [sentence(r, 3, 8)[:-1] if r.random() < 0.6 or kind == "cnn" else None,
                       [("p", sentence(r, 6, 14)[:-1] + ":"), ("ul", [sentence(r, 8, 22) for _ in range(r.randint(3, 6))])]]
    order = ([pinned] if pinned else []) + posts[::-1]
    stand = sentence(r, 12, 30)
    TEASER.append(stand)
    points = [sentence(r, 6, 18) for _ in range(r.randint(2, 5))] if bullets and kind != "wp" else []
    story = list(points)
    for p in order:
        story += ([p[1]] if p[1] else []) + [y for b in p[2] for y in ([b[1]] if b[0] in ("p", "quote") else b[1] if b[0] == "ul" else [b[1][0]] if b[0] == "tweet" else [])]
    STORY[:] = story

    def clock(d):
        if kind == "guardian":
            return "%02d.%02d %s" % (d.hour, d.minute, tz)
        if kind == "cnn" or (kind == "wp" and h12):
            return "%d:%02d %s" % ((d.hour + 11) % 12 + 1, d.minute, ("a.m. ET" if d.hour < 12 else "p.m. ET") if kind == "cnn" else ("am" if d.hour < 12 else "pm"))
        return "%02d:%02d" % (d.hour, d.minute)

    def ago(d, long=False):
        m = int((now - d).total_seconds() // 60)
        u = [(1440, "d", " day", " days"), (60, "h", " hour", " hours"), (1, "m", " minute", " minutes")]
        n, s, one, many = next((m // a, s, o, y) for a, s, o, y in u if m >= a or a == 1)
        if kind == "cnn":
            return "%d hr %d min ago" % (m // 60, m % 60) if 60 <= m < 1440 else "%d %s ago" % (n, {"d": "days", "h": "hr", "m": "min"}[s])
        return "%d%s ago" % (n, s) if kind == "guardian" and not long else "%d%s ago" % (n, one if n == 1 else many)

    def iso(d):
        return d.strftime("%Y-%m-%dT%H:%M:00Z")

    def block(b):
        if b[0] == "p":
            return '<p%s>%s</p>' % (' class="paragraph inline-placeholder"' if kind == "cnn" else "", esc(b[1]))
        if b[0] == "ul":
            return "<ul>%s</ul>" % "".join("<li>%s</li>" % esc(x) for x in b[1])
        if b[0] == "quote":
            return {"guardian": '<blockquote class="quoted"><p>%s</p></blockquote>', "bbc": '<blockquote class="lx-stream-post-quote gs-u-mb"><p class="lx-stream-post-quote__body gel-great-primer">%s</p></blockquote>',
                    "wp": '<blockquote class="wp-block-quote"><p>%s</p></blockquote>', "cnn": '<blockquote class="blockquote"><p class="blockquote__text">%s</p></blockquote>'}[kind] % esc(b[1])
        if b[0] == "card":
            EXTRAS.extend([b[1], b[2]])
            return ('<div class="lx-stream-related-story"><a class="lx-stream-related-story--link" href="/news/%s-%d"><img class="lx-stream-related-story--index-image" src="https://ichef.example/news/%x.jpg" alt=""/>'
                    '<h3 class="lx-stream-related-story--title gel-pica-bold"><span class="gs-u-vh">Read more: </span>%s</h3><p class="lx-stream-related-story--summary gel-brevier">%s</p></a></div>') % (
                cat.lower(), r.randint(50000000, 69999999), r.getrandbits(32), esc(b[1]), esc(b[2]))
        if b[0] == "img":
            k = r.getrandbits(40)
            return {"guardian": '<figure class="element element-image" data-media-id="%x"><img class="gu-image" src="https://i.guim.example/img/media/%x/master/1000.jpg" alt="%s" width="1000" height="600"/>'
                                '<figcaption class="caption caption--img"><span class="inline-triangle"></span>%s Photograph: %s</figcaption></figure>',
                    "bbc": '<figure class="lx-stream-post-body__media lx-media-asset" data-id="%x"><div class="lx-media-asset__image gs-o-responsive-image gs-o-responsive-image--16by9"><img src="https://ichef.example/news/976/cpsprodpb/%x.jpg" alt="%s"/></div>'
                           '<figcaption class="lx-media-asset-summary gel-brevier"><span class="gs-u-vh">Image caption, </span>%s <span class="lx-media-asset__copyright"><span class="gs-u-vh">Image source, </span>%s</span></figcaption></figure>',
                    "wp": '<figure class="wp-block-image size-large" id="img-%x"><img loading="lazy" src="/wp-content/uploads/%x.jpg" alt="%s" width="1024" height="683"/><figcaption class="wp-element-caption">%s (Photo: %s)</figcaption></figure>',
                    "cnn": '<div class="image" data-image-id="%x"><div class="image__container"><img class="image__dam-img" src="https://media.cnn.example/api/v1/images/stellar/prod/%x.jpg?q=w_1110" alt="%s"/></div>'
                           '<div class="image__caption"><span data-editable="metaCaption">%s</span> <figcaption class="image__credit">%s</figcaption></div></div>'}[kind] % (k, k, esc(b[1]), esc(b[1]), esc(b[2]))
        text, who, handle, tid = b[1]
        tw = ('<blockquote class="twitter-tweet" data-lang="en"><p lang="en" dir="ltr">%s</p>&mdash; %s (@%s) <a href="https://twitter.com/%s/status/%d?ref_src=twsrc%%5Etfw">%s %d, %d</a></blockquote>' % (
            esc(text), esc(who), handle, handle, tid, MONTHS[start.month - 1], start.day, start.year))
        if kind == "bbc":
            return ('<div class="lx-social-embed lx-social-embed--twitter"><a class="lx-social-embed__skip-link gs-u-vh" href="#end-of-twitter-content-%d">Skip twitter post by %s</a>%s'
                    '<p id="end-of-twitter-content-%d" class="gs-u-vh">End of twitter post by %s</p></div>') % (tid % 1000, esc(who), tw, tid % 1000, esc(who))
        if kind == "wp":
            return '<figure class="wp-block-embed is-type-rich is-provider-twitter wp-block-embed-twitter"><div class="wp-block-embed__wrapper">%s<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script></div></figure>' % tw
        return ('<figure class="element element-tweet" data-canonical-url="https://twitter.com/%s/status/%d">%s</figure>' if kind == "guardian" else '<div class="social-embed social-embed--twitter" data-url="https://twitter.com/%s/status/%d">%s</div>') % (handle, tid, tw)

    def share(pid):
        if kind == "guardian":
            return ('<div class="block-share block-share--liveblog" data-link-name="block share">%s</div>' % "".join(
                '<a class="block-share__link js-blockshare-link" href="https://www.%s.example/share?u=%s%%3Fpage%%3Dwith%%3Ablock-%s%%23block-%s" target="_blank" data-link-name="social %s"><span class="block-share__item block-share__item--%s"><span class="u-h">Share on %s</span></span></a>' % (
                    n.lower(), SLUG[0], pid, pid, n.lower(), n.lower(), n) for n in ["Facebook", "Twitter"]))
        if kind == "bbc":
            return ('<footer class="lx-stream-post__footer gel-long-primer gs-u-align-left"><div class="lx-share-tools"><button class="lx-share-tools__cta" aria-expanded="false"><span class="lx-share-tools__cta-text">share</span></button>'
                    '<ul class="lx-share-tools__items">%s</ul></div></footer>') % "".join(
                '<li class="lx-share-tools__item lx-share-tools__item--%s"><a class="lx-share-tools__link" href="https://www.%s.example/share?u=%s%%23%s"><span class="gs-u-vh">Share this post on</span> %s</a></li>' % (
                    n.lower(), n.lower(), SLUG[0], pid, n) for n in ["Facebook", "Twitter", "Email"])
        if kind == "wp":
            return '<footer class="liveblog-entry-tools"><button class="liveblog-btn liveblog-btn-small liveblog-btn-share">Share</button><a class="liveblog-share-link" href="%s?liveblog_id=%s#%s">Copy link</a></footer>' % (SLUG[0], pid, pid)
        return '<div class="live-story-post__share"><button class="live-story-post__share-button" data-post-id="%s">Copy link</button><span class="live-story-post__share-toast" aria-live="polite">Link Copied!</span></div>' % pid

    out, pids = [], ["%x" % r.getrandbits(48) for _ in order]
    for p, pid in zip(order, pids):
        d, head, blocks, who, key = p
        pin = p is pinned
        inner = "".join(block(b) for b in blocks)
        if kind == "guardian":
            out.append(('<div id="block-%s" class="block%s%s" data-block-id="block-%s" itemprop="liveBlogUpdate" itemscope itemtype="http://schema.org/BlogPosting">%s'
                        '<p class="block-time published-time"><a href="?page=with:block-%s#block-%s" itemprop="url" class="block-time__link"><time datetime="%s" itemprop="datePublished" class="js-timestamp">%s</time> %s</a></p>%s'
                        '<div class="block-elements" itemprop="articleBody">%s</div><div class="block-footer">%s%s</div></div>') % (
                pid, " is-key-event" if key else "", " is-pinned" if pin else "", pid, '<div class="pinned-block__header"><span class="pinned-block__icon"></span><span class="pinned-block__title">Pinned post</span></div>' if pin else "",
                pid, pid, iso(d), ago(d) if rel else clock(d), '<span class="block-time__absolute">%s</span>' % clock(d) if rel else "",
                '<h2 class="block-title">%s</h2>' % esc(head) if head else "", inner, share(pid),
                '<p class="block-updated">Updated at %s</p>' % clock(d + datetime.timedelta(minutes=r.randint(2, 20))) if r.random() < 0.2 else ""))
        elif kind == "bbc":
            out.append(('<li class="lx-stream__post-container" id="post_%s"><article class="lx-stream-post gs-u-pb-alt+%s"><header class="lx-stream-post__header gs-o-media">%s<div class="gs-o-media__img">'
                        '<time class="lx-stream-post__meta-time gs-u-mr qa-post-auto-meta" datetime="%s"><span class="gs-u-vh">posted at </span>%s</time></div>%s</header>'
                        '<div class="lx-stream-post-body gel-long-primer">%s%s</div>%s</article></li>') % (
                pid, " lx-stream-post--pinned" if pin else "", '<span class="lx-stream-post__pinned-label">Pinned post</span>' if pin else "", iso(d), clock(d),
                '<h3 class="lx-stream-post__header-title gel-great-primer-bold qa-post-title"><span class="lx-stream-post__header-text gs-u-align-middle">%s</span></h3>' % esc(head) if head else "",
                '<p class="qa-contributor-name lx-stream-post__contributor-name gel-long-primer-bold">%s</p>' % esc(who) if r.random() < 0.4 else "", inner, share(pid)))
        elif kind == "wp":
            out.append(('<article id="id_%s" class="liveblog-entry liveblog-entry-class-%s%s"><aside class="liveblog-entry-aside"><a class="liveblog-meta-time" href="%s?liveblog_id=%s#%s">'
                        '<time datetime="%s"><span class="liveblog-time-ago">%s</span> <span class="liveblog-time">%s</span></time></a></aside><div class="liveblog-entry-main">%s'
                        '<header class="liveblog-meta"><div class="liveblog-meta-authors"><div class="liveblog-meta-author"><div class="liveblog-meta-author-avatar"><img alt="" src="/avatar/%s.jpg" class="avatar avatar-30 photo" height="30" width="30"/></div>'
                        '<span class="liveblog-meta-author-name">%s</span></div></div>%s</header><div class="liveblog-entry-content">%s</div>%s</div></article>') % (
                pid, pid, (" is-key-event" if key else "") + (" is-pinned" if pin else ""), SLUG[0], pid, pid, iso(d), ago(d), clock(d),
                '<span class="liveblog-entry-pinned">Pinned</span>' if pin else "", who.lower().replace(" ", "-"), esc(who),
                '<h2 class="liveblog-entry-header">%s</h2>' % esc(head) if head else "", inner, share(pid)))
        else:
            out.append(('<article class="live-story-post%s" data-post-id="%s" id="%s"><header class="live-story-post__header">%s<div class="live-story-post__timestamp"><time datetime="%s">%s</time></div>'
                        '<h2 class="live-story-post__headline inline-placeholder">%s</h2><div class="live-story-post__byline">From CNN\'s %s</div></header>'
                        '<div class="live-story-post__content">%s</div>%s</article>') % (
                " live-story-post--pinned" if pin else "", pid, pid, '<span class="live-story-post__pinned">Pinned</span>' if pin else "", iso(d),
                ago(d) if live else "%s, %s %d, %d" % (clock(d), MONTHS[d.month - 1], d.day, d.year), esc(head), esc(who), inner, share(pid)))
    keys = [(p, pid) for p, pid in zip(order, pids) if p[4] and p[1]]
    pages = r.randint(2, 9)
    pop = [title(r) for _ in range(r.choice([5, 10]))]
    EXTRAS.extend(pop)
    authors = r.sample(staff, r.randint(1, 3))
    upd = "Updated %s" % ago(tm, True) if live else "Updated %s %d %s %d %s" % (tm.strftime("%a"), tm.day, MONTHS[tm.month - 1][:3], tm.year, clock(tm))
    ul = "<ul>%s</ul>" % "".join("<li>%s</li>" % esc(x) for x in points) if points else ""
    ke = lambda cls: ('<div class="%s"><h2 class="%s__title">Key events</h2><ul class="%s__list">%s</ul></div>' % (cls, cls, cls, "".join(
        '<li class="%s__item"><a class="%s__link" href="#%s%s"><time datetime="%s">%s</time> <span class="%s__text">%s</span></a></li>' % (
            cls, cls, "block-" if kind == "guardian" else "id_", pid, iso(p[0]), ago(p[0]) if rel or kind == "wp" else clock(p[0]), cls, esc(p[1]))
        for p, pid in keys))) if keys else ""
    if kind == "guardian":
        head = ('<div class="content__head content__head--tone-live"><div class="content__labels">%s<div class="content__series-label"><a class="content__label__link" href="/%s">%s</a></div></div>'
                '<h1 class="content__headline" itemprop="headline">%s</h1><div class="content__standfirst" data-link-name="standfirst" itemprop="description"><p>%s</p>%s</div>'
                '<div class="content__meta-container"><p class="byline" data-link-name="byline"><span itemprop="author" itemscope itemtype="http://schema.org/Person">%s</span></p>'
                '<p class="content__dateline"><time class="content__dateline-wpd" datetime="%s">%s</time></p></div></div>') % (
            '<div class="content__section-label"><span class="live-pulse-icon flashing-image"></span><span class="content__label__link">Live</span></div>' if live else "",
            cat.lower(), cat, esc(t), esc(stand), ul, esc(authors[0]) + ("" if len(authors) < 2 else " (now)%s %s (earlier)" % (", " + esc(authors[1]) + " and" if len(authors) > 2 else " and", esc(authors[-1]))), iso(tm), upd)
        feed = '%s<div class="js-liveblog-body liveblog__body" data-test-id="live-blog-blocks">%s</div>' % (ke("timeline"), "".join(out))
        pager = ('<div class="liveblog__pagination"><span class="pagination__legend">Newest</span> <span class="pagination__action">Newer</span> <span class="pagination__position">1 of %d</span> '
                 '<a class="pagination__action" rel="next" href="?page=with:block-%x#liveblog-navigation">Older</a> <a class="pagination__action" href="?page=with:block-%x#liveblog-navigation">Oldest</a></div>') % (pages, r.getrandbits(48), r.getrandbits(48))
        most = '<aside class="most-popular"><h2 class="most-popular__title">Most viewed</h2><ol class="most-popular__list">%s</ol></aside>'
    elif kind == "bbc":
        head = ('<header class="lx-c-header"><div class="lx-c-header__title">%s<h1 class="lx-c-header__title-text gel-trafalgar-bold qa-page-title">%s</h1></div>'
                '<p class="lx-c-header__description gel-pica">%s</p><div class="lx-c-header__contributors"><h2 class="gel-long-primer-bold">Live Reporting</h2><p>Edited by %s</p></div>'
                '<p class="lx-c-header__times gel-brevier">All times stated are UK</p></header>%s') % (
            '<span class="lx-c-live-badge qa-live-badge">LIVE</span>' if live else "", esc(t), esc(stand), esc(authors[0]),
            '<div class="lx-c-summary-points-container"><h2 class="lx-c-summary-points__heading gel-pica-bold">Summary</h2><ol class="lx-c-summary-points gel-long-primer">%s</ol></div>' % "".join(
                '<li class="lx-c-summary-points__item">%s</li>' % esc(x) for x in points) if points else "")
        feed = '<div class="lx-stream" id="lx-stream"><ol class="lx-stream__feed qa-stream">%s</ol></div>' % "".join(out)
        pager = ('<div class="lx-pagination qa-pagination"><ol class="lx-pagination__nav"><li class="lx-pagination__controls"><span class="lx-pagination__btn lx-pagination__btn--disabled">Previous page</span></li>'
                 '<li class="lx-pagination__page-info"><span class="lx-pagination__page-number qa-pagination-current-page-number">1</span> of <span class="qa-pagination-total-page-number">%d</span></li>'
                 '<li class="lx-pagination__controls"><a class="lx-pagination__btn" href="%s/page/2" rel="next">Next page</a></li></ol></div>') % (pages, SLUG[0][:-5])
        most = '<aside class="nw-c-most-read"><h2 class="nw-c-most-read__title gel-double-pica-bold">Most Read</h2><ol class="gs-o-list-ui">%s</ol></aside>'
    elif kind == "wp":
        head = ('<header class="entry-header">%s<h1 class="entry-title">%s</h1><div class="entry-excerpt"><p>%s</p></div><div class="entry-meta"><span class="byline">By %s</span> '
                '<span class="liveblog-updated"><time datetime="%s">%s</time></span></div></header>') % (
            '<span class="live-badge" aria-label="Live coverage"><span class="live-badge__dot"></span>LIVE</span>' if live else "", esc(t), esc(stand),
            " and ".join('<a class="author url fn" href="/author/%s/" rel="author">%s</a>' % (a.lower().replace(" ", "-"), esc(a)) for a in authors), iso(tm), upd)
        feed = ('<div class="entry-content">%s<div id="wpcom-liveblog-container" class="liveblog-container" data-state="%s"><div class="liveblog-feed">%s</div></div></div>' % (
            ke("liveblog-key-events"), "enabled" if live else "archive", "".join(out)))
        pager = ('<div class="liveblog-pagination"><button class="liveblog-btn liveblog-load-more">Load more updates</button></div>' if loadmore else
                 '<div class="liveblog-pagination"><button class="liveblog-btn liveblog-pagination-btn liveblog-pagination-first" disabled>First</button><button class="liveblog-btn liveblog-pagination-btn liveblog-pagination-prev" disabled>Prev</button>'
                 '<span class="liveblog-pagination-pages">1 of %d</span><button class="liveblog-btn liveblog-pagination-btn liveblog-pagination-next">Next</button><button class="liveblog-btn liveblog-pagination-btn liveblog-pagination-last">Last</button></div>' % pages)
        most = '<aside class="widget widget-most-viewed"><h2 class="widget-title">Most Viewed</h2><ol>%s</ol></aside>'
    else:
        head = ('<div class="headline headline--live">%s<h1 id="maincontent" class="headline__text inline-placeholder">%s</h1></div><p class="headline__sub-description">%s</p>'
                '<div class="headline__footer"><div class="byline"><span class="byline__names">By %s, CNN</span></div><div class="timestamp">%s</div></div>%s') % (
            '<div class="live-story__badge">Live Updates</div>' if live else "", esc(t), esc(stand), ", ".join(esc(a) for a in authors[:-1]) + (" and " if len(authors) > 1 else "") + esc(authors[-1]),
            "Updated %s, %s %s %d, %d" % (clock(tm).replace(" ET", " EDT"), tm.strftime("%a"), MONTHS[tm.month - 1], tm.day, tm.year),
            '<div class="live-story__summary"><h2 class="live-story__summary-title">What we\'re covering</h2><ul>%s</ul></div>' % "".join(
                '<li>%s</li>' % esc(x) for x in points) if points else "")
        feed = '<div class="live-story__posts">%s</div>' % "".join(out)
        pager = '<div class="live-story__load-more"><button class="live-story__load-more-button">Load more updates</button></div>'
        most = '<aside class="zone zone--most-read"><h2 class="zone__title">Most read</h2><ol>%s</ol></aside>'
    if "Load more updates" in pager:
        EXTRAS.append("Load more updates")
    most = most % "".join('<li><a href="/%s/%d/%s">%s</a></li>' % (cat.lower(), start.year, "-".join(x.lower().split()), esc(x)) for x in pop)
    return '<main id="maincontent-live" class="liveblog-page"><article class="content content--liveblog">%s%s%s</article>%s</main>' % (head, feed, pager, most)
# an article's kind on a wiki: its sections' headings, its infobox's rows
# (a label and how its value is written) and its categories' patterns
WIKI_KINDS = {
    "person": (["Early life", "Career", "Personal life", "Works", "Legacy", "Honours"],
               [("Born", "date"), ("Nationality", "word"), ("Occupation", "pick:Writer|Painter|Politician|Engineer|Singer|Architect|Teacher"),
                ("Years active", "years"), ("Spouse", "name"), ("Known for", "title")], ["%d births", "People from %s", "%s writers", "Living people"]),
    "place": (["History", "Geography", "Climate", "Demographics", "Economy", "Culture", "Transport"],
              [("Country", "word"), ("Region", "word"), ("Founded", "year"), ("Area", "area"), ("Population (2020)", "num"), ("Time zone", "pick:UTC+1|UTC+2|UTC\u22125|UTC+9")],
              ["Populated places in %s", "%d establishments in %s", "Towns in %s"]),
    "organisation": (["History", "Operations", "Products", "Ownership", "Reception", "Controversies"],
                     [("Founded", "year"), ("Founder", "name"), ("Headquarters", "word"), ("Industry", "pick:Publishing|Shipping|Retail|Software|Brewing|Mining"),
                      ("Employees", "num"), ("Website", "site")], ["Companies based in %s", "%d establishments in %s", "%s companies"]),
    "character": (["Biography", "Personality", "Physical appearance", "Powers and abilities", "Relationships", "Appearances"],
                  [("Species", "pick:Human|Elf|Android|Dragon|Unknown"), ("Gender", "pick:Male|Female"), ("Affiliation", "word"), ("Status", "pick:Alive|Deceased|Unknown"),
                   ("First appearance", "episode"), ("Voiced by", "name")], ["Characters", "%s characters", "Members of the %s", "Males", "Females"]),
    "location": (["Description", "History", "Inhabitants", "Points of interest", "Appearances"],
                 [("Type", "pick:City|Village|Fortress|Island|Forest"), ("Region", "word"), ("Ruler", "name"), ("Population", "num"), ("First appearance", "episode")],
                 ["Locations", "Locations in %s", "%s cities"]),
}


def wiki(r, t, body, cat, cs):
    """A wiki's article, from the wiki's feed of new pages, on MediaWiki
    (2022-2024) with its Vector 2022 skin or on a Fandom wiki with the
    FandomDesktop skin, the one or the other a site.  Vector's: "Jump to
    content", the header (the main menu's "Main page", "Recent changes"
    and the like, the logo, "Search NAME Wiki", "Create account" and
    "Log in"), the sidebar's table of contents ("Contents", "(Top)" and
    the numbered headings, "Toggle ... subsection"), the h1#firstHeading,
    "N languages" on some sites, the "Article"/"Talk" (or "Page"/
    "Discussion"), "Read", "Edit", "View history" and "Tools" tabs,
    "From NAME Wiki", the hidden short description on some sites, then
    the parser's output: a TemplateStyles <style>, a hatnote ("For other
    uses, see ..."), the infobox (table.infobox: the title, a picture
    and its caption, label and value rows), the lead paragraphs (the
    title in bold opening the first), then the sections' h2s and h3s
    with their "[edit]" links (each heading in a div.mw-heading on the
    sites of MediaWiki 1.42), a "Main article:" hatnote under some, a
    thumbnail and its caption, paragraphs dense with links (red ones
    among them) and footnote markers ("[1]" in sup.reference, "[citation
    needed]"), a bullet list at times, then "See also" (links),
    "References" (ol.references: "^" back-links, cs1 citations of books
    and web pages, "Retrieved ..."), "External links", a stub's notice
    on one-paragraph pages, a navbox (its "v t e", groups and links),
    the limit report's comment; "Retrieved from", "Categories: A | B"
    and the footer ("This page was last edited on ...", the licence,
    "Privacy policy", "Disclaimers", "Mobile view").  Fandom's: the
    global navigation (Fandom's logo, "Search", "Fan Central", "Start a
    Wiki", "Sign In"), the community's header and its "Explore" menu,
    "in: A, B", the title, "Edit", "History" and "Talk (0)", the
    portable infobox (aside.portable-infobox: its groups' h2s, h3 labels),
    a hatnote as an indented italic line, the lead, the legacy table of
    contents (div#toc, from four headings) before the first heading,
    "[edit]" or "[edit | edit source]", thumbnails with their info icon,
    a "Trivia" section of bullet items on half the pages, references
    with "\u2191" back-links (an episode or a chapter cited at times), a
    navbox, the categories' panel, "Community content is available
    under CC-BY-SA unless otherwise noted.", the right rail's "Popular
    Pages", the "Fan Feed" (the wiki's top three pages, other wikis'
    cards) and the global footer ("Explore properties", "Follow Us",
    "Fandom Apps").  The feed's description is the lead's first sentence
    (its first paragraph on a fifth of the sites).  The truth: the lead's
    paragraphs (the bolded title opening the first, a person's
    "(born ...)" after it), each content section's heading (h2 and h3)
    and paragraphs without their footnote markers, the bullet lists'
    items and Fandom's "Trivia" heading and items; not the hatnotes, the
    infobox, the table of contents, the "[edit]" links, the captions,
    "See also", "References" and "External links" (headings and lists,
    the appendix of every article), the stub's notice, the navbox nor
    the categories."""
    rs = random.Random(BLOG[0] + " wiki")
    fandom = rs.random() < 0.45
    h142 = not fandom and rs.random() < 0.5
    tabs = rs.choice([("Article", "Talk"), ("Page", "Discussion")])
    shortdesc = not fandom and rs.random() < 0.4
    whole = rs.random() < 0.2
    source_tab = fandom and rs.random() < 0.5
    langs = rs.choice([0, 0, rs.randint(2, 11)])  # the interlanguage links, on a third of the sites
    oldnav = rs.random() < 0.5  # the Navbox template's table of before 2021
    name = " ".join(BLOG[0].split()[:-1])
    wname = name + " Wiki"
    host = "-".join(name.lower().split())
    lw = lambda: LEXICON[r.randrange(len(LEXICON))]
    slug = "_".join(t.split())
    kind = r.choice(["character", "character", "location"] if fandom else ["person", "place", "organisation"])
    heads, rows, catpats = WIKI_KINDS[kind]
    edit = "/wiki/%s?action=edit" % slug if fandom else "/w/index.php?title=%s&amp;action=edit" % slug
    refs, toc, story = [], [], []
    common = set(WORDS)
    bdate = "%d %s %d" % (r.randint(1, 28), r.choice(MONTHS), r.randint(1930, 1995))

    def source():
        st = title(r)
        EXTRAS.append(st)
        au, y = r.choice(NAMES[:10]).split(), r.randint(1995, 2023)
        if fandom and r.random() < 0.5:
            return "<i>%s</i>, %s %d" % (esc(st), r.choice(["Episode", "Chapter", "Issue"]), r.randint(1, 120))
        coins = '<span title="ctx_ver=Z39.88-2004&amp;rft.btitle=%s&amp;rft.date=%d&amp;rft.aulast=%s" class="Z3988"></span>' % (esc(st).replace(" ", "+"), y, au[1])
        if r.random() < 0.35:
            isbn = "978-%d-%03d-%05d-%d" % (r.randint(0, 1), r.randint(0, 999), r.randint(0, 99999), r.randint(0, 9))
            return ('<cite id="CITEREF%s%d" class="citation book cs1">%s, %s (%d). <i>%s</i>. %s: %s Press. p.&#160;%d. <a href="/wiki/ISBN_(identifier)" class="mw-redirect" '
                    'title="ISBN (identifier)">ISBN</a>&#160;<a href="/wiki/Special:BookSources/%s" title="Special:BookSources/%s"><bdi>%s</bdi></a>.</cite>%s') % (
                au[1], y, au[1], au[0], y, esc(st), lw().title(), lw().title(), r.randint(3, 400), isbn, isbn, isbn, coins)
        pub = lw().title() + r.choice([" Times", " News", " Post", " Review", ""])
        return ('<cite id="CITEREF%s%d" class="citation %s cs1">%s, %s (%d %s %d). <a rel="nofollow" class="external text" href="https://www.%s.example/%s/%d">&quot;%s&quot;</a>. '
                '<i>%s</i>. Retrieved <span class="nowrap">%d %s %d</span>.</cite>%s') % (
            au[1], y, r.choice(["web", "news"]), au[1], au[0], r.randint(1, 28), r.choice(MONTHS), y, pub.split()[0].lower(), lw(), r.randint(1000, 99999), esc(st),
            esc(pub), r.randint(1, 28), r.choice(MONTHS), min(y + r.randint(1, 3), 2024), coins)

    def cite():
        # a new source, or one cited before (a named ref) one time in five
        if refs and r.random() < 0.2:
            return "\x01%d\x01" % r.randrange(len(refs))
        refs.append(source())
        return "\x01%d\x01" % (len(refs) - 1)

    def prose(x, lo=0.15):
        # a paragraph's words, a content word in six opening a link (a red
        # one at times), a footnote's marker after some of its sentences
        w, out, i = x.split(" "), [], 0
        while i < len(w):
            if w[i].strip(".?!,;:").lower() not in common and r.random() < 0.16:
                n = 2 if i + 1 < len(w) and w[i][-1] not in ".?!,;:" and r.random() < 0.35 else 1
                s = " ".join(w[i:i + n])
                tail = s[-1] if s[-1] in ".?!,;:" else ""
                s = s[:len(s) - len(tail)]
                to = s[0].upper() + s[1:]
                if r.random() < 0.1:
                    out.append('<a href="/w/index.php?title=%s&amp;action=edit&amp;redlink=1" class="new" title="%s (page does not exist)">%s</a>%s' % (
                        to.replace(" ", "_"), esc(to), esc(s), tail))
                else:
                    out.append('<a href="/wiki/%s" title="%s">%s</a>%s' % (to.replace(" ", "_"), esc(to), esc(s), tail))
                i += n
            else:
                out.append(esc(w[i]))
                i += 1
            if w[i - 1][-1] in ".?!":
                if r.random() < (0.45 if i == len(w) else lo):
                    out[-1] += cite()
                elif r.random() < 0.02 and not fandom:
                    out[-1] += ('<sup class="noprint Inline-Template Template-Fact" style="white-space:nowrap;">&#91;<i><a href="/wiki/Help:Citation_needed" title="Help:Citation needed">'
                                '<span title="This claim needs references to reliable sources. (%s %d)">citation needed</span></a></i>&#93;</sup>' % (r.choice(MONTHS), r.randint(2019, 2024)))
        return " ".join(out)

    def head(level, text):
        hid = "_".join(text.split())
        hid += "_2" if any(h == hid for _, _, h in toc) else ""
        toc.append((level, text, hid))
        link = '<a href="%s&amp;section=%d"%s title="Edit section: %s">%s</a>' % (
            edit.replace("?action", "?veaction") if source_tab else edit, len(toc), ' class="mw-editsection-visualeditor"' if source_tab else "", esc(text), "edit" if fandom else "<span>edit</span>")
        if source_tab:
            link += '<span class="mw-editsection-divider"> | </span><a href="%s&amp;section=%d" title="Edit section: %s">edit source</a>' % (edit, len(toc), esc(text))
        link = '<span class="mw-editsection"><span class="mw-editsection-bracket">[</span>%s<span class="mw-editsection-bracket">]</span></span>' % link
        if h142:
            return '<div class="mw-heading mw-heading%d"><h%d id="%s">%s</h%d>%s</div>' % (level, level, hid, esc(text), level, link)
        return '<h%d><span class="mw-headline" id="%s">%s</span>%s</h%d>' % (level, hid, esc(text), link, level)

    def picture(w):
        f = "%s_%s.jpg" % (lw().title(), r.randint(1, 99))
        cap = sentence(r, 4, 14)
        if fandom:
            return ('<figure class="thumb tright show-info-icon" style="width: %dpx"><a href="https://static.wikia.nocookie.net/%s/images/%x/%s/revision/latest?cb=2021%08d" class="image">'
                    '<img src="https://static.wikia.nocookie.net/%s/images/%x/%s/revision/latest/scale-to-width-down/%d" alt="%s" class="thumbimage" width="%d" height="%d" loading="lazy"></a>'
                    '<figcaption class="thumbcaption"><a href="/wiki/File:%s" class="info-icon"><svg><use xlink:href="#wds-icons-info-small"></use></svg></a><p class="caption">%s</p></figcaption></figure>') % (
                w, host, r.getrandbits(8), f, r.randint(0, 99999999), host, r.getrandbits(8), f, w, f, w, w * 3 // 4, f, esc(cap))
        return ('<figure class="mw-default-size" typeof="mw:File/Thumb"><a href="/wiki/File:%s" class="mw-file-description"><img src="/images/thumb/%x/%s/%dpx-%s" decoding="async" width="%d" height="%d" class="mw-file-element" /></a>'
                '<figcaption>%s</figcaption></figure>') % (f, r.getrandbits(8), f, w, f, w, w * 3 // 4, esc(cap))

    # the infobox
    def value(code):
        if code.startswith("pick:"):
            return r.choice(code[5:].split("|"))
        return {"date": lambda: bdate, "word": lambda: lw().title(),
                "name": lambda: r.choice(NAMES[:10]), "years": lambda: "%d\u2013present" % r.randint(1970, 2015), "title": lambda: title(r),
                "year": lambda: str(r.randint(1650, 2010)), "area": lambda: "%.1f km2 (%.1f sq mi)" % (r.uniform(2, 900), r.uniform(1, 350)),
                "num": lambda: "{:,}".format(r.randint(120, 900000)), "site": lambda: "www.%s.example" % lw(), "episode": lambda: '"%s"' % title(r)}[code]()
    vals = [(a, value(b)) for a, b in rows if r.random() < 0.85]
    img = "%s.jpg" % "_".join(t.split()[:2])
    if fandom:
        half = (len(vals) + 1) // 2
        box = ('<aside role="region" class="portable-infobox pi-background pi-border-color pi-theme-wikia pi-layout-default"><h2 class="pi-item pi-item-spacing pi-title pi-secondary-background" data-source="name">%s</h2>'
               '<figure class="pi-item pi-image" data-source="image"><a href="https://static.wikia.nocookie.net/%s/images/%x/%s/revision/latest" class="image image-thumbnail" title=""><img src="https://static.wikia.nocookie.net/%s/images/%x/%s/revision/latest/scale-to-width-down/268" '
               'class="pi-image-thumbnail" alt="" width="268" height="%d" data-image-key="%s" data-image-name="%s"></a></figure>%s</aside>') % (
            esc(t), host, r.getrandbits(8), img, host, r.getrandbits(8), img, r.randint(200, 380), img, img, "".join(
                '<section class="pi-item pi-group pi-border-color"><h2 class="pi-item pi-header pi-secondary-font pi-item-spacing pi-secondary-background">%s</h2>%s</section>' % (
                    g, "".join('<div class="pi-item pi-data pi-item-spacing pi-border-color" data-source="%s"><h3 class="pi-data-label pi-secondary-font">%s</h3><div class="pi-data-value pi-font">%s</div></div>' % (
                        a.lower().replace(" ", "_"), esc(a), esc(v)) for a, v in part)) for g, part in [("General information", vals[:half]), ("Appearances" if kind == "character" else "Details", vals[half:])] if part))
    else:
        box = ('<table class="infobox%s"><tbody><tr><th colspan="2" class="infobox-above">%s</th></tr>%s%s</tbody></table>') % (
            " biography vcard" if kind == "person" else " vcard", esc(t),
            ('<tr><td colspan="2" class="infobox-image"><span class="mw-default-size" typeof="mw:File/Frameless"><a href="/wiki/File:%s" class="mw-file-description"><img src="/images/thumb/%x/%s/250px-%s" '
             'decoding="async" width="250" height="%d" class="mw-file-element" /></a></span><div class="infobox-caption">%s</div></td></tr>' % (img, r.getrandbits(8), img, img, r.randint(160, 330), esc(sentence(r, 3, 10)))) if r.random() < 0.7 else "",
            "".join('<tr><th scope="row" class="infobox-label">%s</th><td class="infobox-data">%s</td></tr>' % (esc(a), esc(v)) for a, v in vals))
    # the lead: the title in bold opening its first paragraph
    parts = []
    if r.random() < (0.2 if fandom else 0.35):
        other = "%s (%s)" % (t, lw())
        note = r.choice(["For other uses, see %s (disambiguation)." % t, "Not to be confused with %s." % other, "This article is about the %s. For the %s, see %s." % (kind, lw(), other)])
        EXTRAS.append(note)
        parts.append("<dl><dd><i>%s</i></dd></dl>" % esc(note) if fandom else '<div role="note" class="hatnote navigation-not-searchable">%s</div>' % esc(note))
    parts.append(box)
    if not fandom and r.random() < 0.5:
        parts.append('<p class="mw-empty-elt">\n</p>')
    lead_n = 1 if len(body) < 4 else r.choice([1, 2, 2, 3])
    born = " (born %s)" % bdate if kind == "person" and r.random() < 0.5 else ""
    bold = r.random() < 0.85
    for i, x in enumerate(body[:lead_n]):
        if i == 0 and bold:
            x = x[0].lower() + x[1:]
            parts.append("<p><b>%s</b>%s %s\n</p>" % (esc(t), esc(born), prose(x, 0.05)))
            story.append("%s%s %s" % (t, born, x))
        else:
            parts.append("<p>%s\n</p>" % prose(x, 0.05))
            story.append(x)
    w0 = story[0].split(" ")
    DESC.append(story[0] if whole else " ".join(w0[:next((k for k, x in enumerate(w0) if x[-1] in ".?!"), len(w0) - 1) + 1]))
    # the sections: the rest of the body dealt out to two to four of them
    rest = body[lead_n:]
    nsec = min(len(rest), r.randint(2, 4))
    chosen = r.sample(heads, nsec) if nsec else []
    names = [h for h in heads if h in chosen]
    cuts = sorted(r.sample(range(1, len(rest)), nsec - 1)) if nsec > 1 else []
    list_at = r.randrange(nsec) if nsec and r.random() < 0.35 else -1
    for k, (h, chunk) in enumerate(zip(names, [rest[a:b] for a, b in zip([0] + cuts, cuts + [len(rest)])])):
        parts.append(head(2, h))
        story.append(h)
        if r.random() < 0.15:
            main = "%s of %s" % (h, t)
            EXTRAS.append("Main article: " + main)
            parts.append('<div role="note" class="hatnote navigation-not-searchable">Main article: <a href="/wiki/%s" title="%s">%s</a></div>' % ("_".join(main.split()), esc(main), esc(main)))
        if r.random() < 0.3:
            parts.append(picture(r.choice([180, 220, 250])))
        subs = [(None, chunk)]
        if len(chunk) > 1 and r.random() < 0.35:
            c = r.randrange(1, len(chunk))
            subs = [(" ".join(word(r) for _ in range(r.randint(1, 3))).capitalize(), chunk[:c]), ("%s %s" % (r.choice(["Later", "Early", "Recent", "Other"]), lw()), chunk[c:])]
        for sh, ch in subs:
            if sh:
                parts.append(head(3, sh))
                story.append(sh)
            for x in ch:
                parts.append("<p>%s\n</p>" % prose(x))
                story.append(x)
        if k == list_at:
            items = [sentence(r, 3, 12) if r.random() < 0.5 else sentence(r, 2, 6)[:-1] for _ in range(r.randint(3, 6))]
            parts.append("<ul>%s</ul>" % "".join("<li>%s</li>\n" % prose(x, 0) for x in items))
            story.extend(items)
    if fandom and nsec and r.random() < 0.5:
        parts.append(head(2, "Trivia"))
        items = [sentence(r, 6, 18) for _ in range(r.randint(2, 5))]
        parts.append("<ul>%s</ul>" % "".join("<li>%s</li>\n" % prose(x) for x in items))
        story += ["Trivia"] + items
    STORY[:] = story
    # the appendix
    if r.random() < 0.5:
        parts.append(head(2, "See also"))
        also = [title(r) for _ in range(r.randint(2, 4))]
        EXTRAS.extend(also)
        parts.append('<ul>%s</ul>' % "".join('<li><a href="/wiki/%s" title="%s">%s</a></li>\n' % ("_".join(x.split()), esc(x), esc(x)) for x in also))
    html_ = "\n".join(parts)
    bits = html_.split("\x01")
    uses = [0] * len(refs)
    for n in bits[1::2]:
        uses[int(n)] += 1
    nid = lambda n: "cite_note-%d" % (n + 1) if uses[n] == 1 else "cite_note-:%d-%d" % (n, n + 1)
    rid = lambda n, j: "cite_ref-%d" % (n + 1) if uses[n] == 1 else "cite_ref-:%d_%d-%d" % (n, n + 1, j)
    seen = [0] * len(refs)
    for k in range(1, len(bits), 2):
        n = int(bits[k])
        bits[k] = '<sup id="%s" class="reference"><a href="#%s">%s%d%s</a></sup>' % (
            rid(n, seen[n]), nid(n), '<span class="cite-bracket">&#91;</span>' if h142 else "&#91;", n + 1, '<span class="cite-bracket">&#93;</span>' if h142 else "&#93;")
        seen[n] += 1
    parts = ["".join(bits)]
    up = "\u2191" if fandom else "^"
    if refs:
        parts.append(head(2, "References"))
        parts.append('<div class="mw-references-wrap%s"><ol class="references">\n%s</ol></div>' % (" mw-references-columns" if len(refs) > 10 else "", "".join(
            '<li id="%s"><span class="mw-cite-backlink">%s</span> <span class="reference-text">%s</span>\n</li>\n' % (
                nid(n), ('<b><a href="#%s">%s</a></b>' % (rid(n, 0), up)) if uses[n] == 1 else up + " " + " ".join(
                    '<a href="#%s"><sup><i><b>%s</b></i></sup></a>' % (rid(n, j), "abcdefghij"[j]) for j in range(uses[n])), c) for n, c in enumerate(refs))))
    if r.random() < 0.6:
        parts.append(head(2, "External links"))
        ext = [('<a rel="nofollow" class="external text" href="https://www.%s.example/">Official website</a>' % lw())] + [
            '<a rel="nofollow" class="external text" href="https://www.%s.example/%s">%s</a> at %s' % (lw(), lw(), esc(title(r)), lw().title()) for _ in range(r.randint(0, 2))]
        parts.append("<ul>%s</ul>" % "".join("<li>%s</li>\n" % x for x in ext))
        EXTRAS.append("Official website")
    # the navbox: the title, two or three groups of links, this page among them in bold
    nav_t = "%s %s" % (lw().title(), r.choice(["topics", "articles", "series", "navigation"]))
    groups = [("%s %s" % (lw().title(), lw()), [" ".join(lw().title() for _ in range(r.randint(1, 3))) for _ in range(r.randint(3, 8))]) for _ in range(r.randint(2, 3))]
    groups[0][1].insert(r.randint(0, len(groups[0][1])), None)
    EXTRAS.extend([nav_t] + [g for g, _ in groups])
    links = lambda xs: "".join('<li><a class="mw-selflink selflink">%s</a></li>' % esc(t) if x is None else '<li><a href="/wiki/%s" title="%s">%s</a></li>' % ("_".join(x.split()), esc(x), esc(x)) for x in xs)
    vte = ('<div class="navbar plainlinks hlist navbar-mini"><ul><li class="nv-view"><a href="/wiki/Template:%s" title="Template:%s"><abbr title="View this template">v</abbr></a></li>'
           '<li class="nv-talk"><a href="/wiki/Template_talk:%s"><abbr title="Discuss this template">t</abbr></a></li><li class="nv-edit"><a href="/wiki/Special:EditPage/Template:%s"><abbr title="Edit this template">e</abbr></a></li></ul></div>') % ((nav_t.split()[0],) * 4)
    rows_h = "".join('<tr><th scope="row" class="navbox-group" style="width:1%%">%s</th><td class="navbox-list-with-group navbox-list navbox-%s hlist" style="width:100%%;padding:0"><div style="padding:0 0.25em"><ul>%s</ul></div></td></tr>' % (
        esc(g), "odd" if j % 2 == 0 else "even", links(xs)) for j, (g, xs) in enumerate(groups))
    if fandom or oldnav:
        parts.append('<table class="navbox mw-collapsible" style="width:100%%"><tbody><tr><th class="navbox-title" colspan="2">%s<span style="font-size:110%%">%s</span></th></tr>%s</tbody></table>' % (vte, esc(nav_t), rows_h))
    else:
        parts.append('<div class="navbox-styles"></div><div role="navigation" class="navbox" aria-labelledby="%s" style="padding:3px"><table class="nowraplinks mw-collapsible autocollapse navbox-inner" style="border-spacing:0;background:transparent;color:inherit"><tbody>'
                     '<tr><th scope="col" class="navbox-title" colspan="2">%s<div id="%s" style="font-size:114%%;margin:0 4em">%s</div></th></tr>%s</tbody></table></div>' % (
                         "_".join(nav_t.split()), vte, "_".join(nav_t.split()), esc(nav_t), rows_h))
    if len(body) == 1:
        stub = "This article is a stub. You can help %s by expanding it." % wname
        EXTRAS.append("You can help %s by" % wname)
        if fandom:
            parts.insert(0, '<table class="stub-notice"><tbody><tr><td><i>This article is a <a href="/wiki/Help:Stub" title="Help:Stub">stub</a>. You can help %s by '
                         '<a href="%s" class="external text">expanding it</a>.</i></td></tr></tbody></table>' % (esc(wname), edit))
        else:
            parts.append('<div role="note" class="metadata plainlinks asbox stub"><table role="presentation"><tbody><tr class="noresize"><td><span typeof="mw:File"><a href="/wiki/File:Stub_icon.svg" class="mw-file-description">'
                         '<img alt="Stub icon" src="/images/thumb/stub.svg.png" decoding="async" width="40" height="30" class="mw-file-element" /></a></span></td><td class="asbox-body"><i>%s</i></td></tr></tbody></table>'
                         '<div class="navbar plainlinks hlist navbar-mini"><ul><li class="nv-view"><a href="/wiki/Template:Stub" title="Template:Stub"><abbr title="View this template">v</abbr></a></li>'
                         '<li class="nv-talk"><a href="/wiki/Template_talk:Stub" title="Template talk:Stub"><abbr title="Discuss this template">t</abbr></a></li>'
                         '<li class="nv-edit"><a href="/wiki/Special:EditPage/Template:Stub" title="Special:EditPage/Template:Stub"><abbr title="Edit this template">e</abbr></a></li></ul></div></div>' % esc(stub))
    parts.append("<!-- \nNewPP limit report\nParsed by mw-web.%s.main-%x\nCached time: 2024%04d%06d\nCache expiry: 1814400\nCPU time usage: %.3f seconds\n-->" % (
        r.choice(["eqiad", "codfw"]), r.getrandbits(24), r.randint(101, 1228), r.randint(0, 235959), r.uniform(0.1, 2)))
    # the table of contents: Fandom's in the text from four headings, Vector's in the sidebar
    num, counts = [], [0, 0]
    for lv, x, hid in toc:
        counts[lv - 2] += 1
        if lv == 2:
            counts[1] = 0
        num.append("%d" % counts[0] if lv == 2 else "%d.%d" % tuple(counts))
    content = "\n".join(parts)
    if fandom and len(toc) >= 4:
        items, open3 = [], False
        for sec, ((lv, x, hid), nb) in enumerate(zip(toc, num)):
            if lv == 2 and open3:
                items.append("</ul>\n</li>")
                open3 = False
            elif items and lv == 2:
                items.append("</li>")
            if lv == 3 and not open3:
                items.append("<ul>")
                open3 = True
            items.append('<li class="toclevel-%d tocsection-%d"><a href="#%s"><span class="tocnumber">%s</span> <span class="toctext">%s</span></a>%s' % (
                lv - 1, sec + 1, hid, nb, esc(x), "</li>" if lv == 3 else ""))
        items.append("</ul>\n</li>" if open3 else "</li>")
        tocbox = ('<div id="toc" class="toc" role="navigation" aria-labelledby="mw-toc-heading"><input type="checkbox" role="button" id="toctogglecheckbox" class="toctogglecheckbox" style="display:none" />'
                  '<div class="toctitle" lang="en" dir="ltr"><h2 id="mw-toc-heading">Contents</h2><span class="toctogglespan"><label class="toctogglelabel" for="toctogglecheckbox"></label></span></div>\n<ul>\n%s\n</ul>\n</div>\n') % "\n".join(items)
        k = content.find("<h2>")
        content = content[:k] + tocbox + content[k:]
    elif not fandom and toc:
        k = content.find('<div class="mw-heading' if h142 else "<h2>")
        content = content[:k] + '<meta property="mw:PageProp/toc" />\n' + content[k:]
    cats = [cat] + [p.replace("%d", str(r.randint(1650, 1995))).replace("%s", lw().title()) for p in r.sample(catpats, r.randint(1, len(catpats)))]
    EXTRAS.extend(c for c in cats[1:] if " " in c)
    if fandom:
        return wiki_fandom(r, t, content, wname, host, cats, slug, edit)
    return wiki_vector(r, t, content, wname, host, cats, slug, tabs, shortdesc, langs, toc, num)


WIKI_LANGS = [("de", "Deutsch", "German"), ("es", "Español", "Spanish"), ("fr", "Français", "French"), ("it", "Italiano", "Italian"),
              ("nl", "Nederlands", "Dutch"), ("ja", "日本語", "Japanese"), ("pl", "Polski", "Polish"), ("pt", "Português", "Portuguese"),
              ("ru", "Русский", "Russian"), ("sv", "Svenska", "Swedish"), ("zh", "中文", "Chinese")]


def wiki_vector(r, t, content, wname, host, cats, slug, tabs, shortdesc, langs, toc, num):
    """Vector 2022's page around a wiki's article (wiki())."""
    u = lambda x: "_".join(x.split())
    menu = lambda pid, label, xs: ('<div id="p-%s" class="vector-menu mw-portlet mw-portlet-%s"><div class="vector-menu-heading">%s</div><div class="vector-menu-content"><ul class="vector-menu-content-list">%s</ul></div></div>' % (
        pid, pid, label, "".join('<li id="%s" class="mw-list-item"><a href="%s"><span>%s</span></a></li>' % x for x in xs)))
    pin = lambda what, label, state: ('<div class="vector-pinnable-header vector-%s-pinnable-header vector-pinnable-header-%s" data-feature-name="%s-pinned" data-pinnable-element-id="vector-%s"><div class="vector-pinnable-header-label">%s</div>'
                                      '<button class="vector-pinnable-header-toggle-button vector-pinnable-header-pin-button" data-event-name="pinnable-header.vector-%s.pin">move to sidebar</button>'
                                      '<button class="vector-pinnable-header-toggle-button vector-pinnable-header-unpin-button" data-event-name="pinnable-header.vector-%s.unpin">hide</button></div>') % (what, state, what, what, label, what, what)
    dropdown = lambda did, label, icon, inner: ('<div id="%s" class="vector-dropdown %s"><input type="checkbox" id="%s-checkbox" role="button" aria-haspopup="true" class="vector-dropdown-checkbox" aria-label="%s">'
                                                '<label id="%s-label" for="%s-checkbox" class="vector-dropdown-label cdx-button cdx-button--fake-button cdx-button--fake-button--enabled cdx-button--weight-quiet%s" aria-hidden="true">%s<span class="vector-dropdown-label-text">%s</span></label>'
                                                '<div class="vector-dropdown-content">%s</div></div>') % (did, did, did, label, did, did, " cdx-button--icon-only" if icon else "",
                                                                                                           '<span class="vector-icon mw-ui-icon-%s mw-ui-icon-wikimedia-%s"></span>' % (icon, icon) if icon else "", label, inner)
    mainmenu = '<div id="vector-main-menu" class="vector-main-menu vector-pinnable-element">%s%s</div>' % (pin("main-menu", "Main menu", "unpinned"), menu("navigation", "Navigation", [
        ("n-mainpage-description", "/wiki/Main_Page", "Main page"), ("n-recentchanges", "/wiki/Special:RecentChanges", "Recent changes"),
        ("n-randompage", "/wiki/Special:Random", "Random page"), ("n-help-mediawiki", "https://www.mediawiki.org/wiki/Special:MyLanguage/Help:Contents", "Help about MediaWiki")]))
    search = ('<div id="p-search" role="search" class="vector-search-box-vue vector-search-box-collapses vector-search-box-show-thumbnail vector-search-box-auto-expand-width vector-search-box">'
              '<a href="/wiki/Special:Search" class="cdx-button cdx-button--fake-button cdx-button--fake-button--enabled cdx-button--weight-quiet cdx-button--icon-only search-toggle" title="Search %s [f]" accesskey="f">'
              '<span class="vector-icon mw-ui-icon-search mw-ui-icon-wikimedia-search"></span><span>Search</span></a><div class="vector-typeahead-search-container"><div class="cdx-typeahead-search cdx-typeahead-search--show-thumbnail cdx-typeahead-search--auto-expand-width">'
              '<form action="/w/index.php" id="searchform" class="cdx-search-input cdx-search-input--has-end-button"><div id="simpleSearch" class="cdx-search-input__input-wrapper" data-search-loc="header-moved"><div class="cdx-text-input cdx-text-input--has-start-icon">'
              '<input class="cdx-text-input__input" type="search" name="search" placeholder="Search %s" aria-label="Search %s" autocapitalize="sentences" title="Search %s [f]" accesskey="f" id="searchInput"><span class="cdx-text-input__icon cdx-text-input__start-icon"></span></div>'
              '<input type="hidden" name="title" value="Special:Search"></div><button class="cdx-button cdx-search-input__end-button">Search</button></form></div></div></div>') % ((esc(wname),) * 4)
    user = ('<nav class="vector-user-links" aria-label="Personal tools"><div class="vector-user-links-main"><div id="p-vector-user-menu-overflow" class="vector-menu mw-portlet"><div class="vector-menu-content"><ul class="vector-menu-content-list">'
            '<li id="pt-createaccount-2" class="user-links-collapsible-item mw-list-item"><a href="/w/index.php?title=Special:CreateAccount&amp;returnto=%s" title="You are encouraged to create an account and log in; however, it is not mandatory"><span>Create account</span></a></li>'
            '<li id="pt-login-2" class="user-links-collapsible-item mw-list-item"><a href="/w/index.php?title=Special:UserLogin&amp;returnto=%s" title="You are encouraged to log in; however, it is not mandatory [o]" accesskey="o"><span>Log in</span></a></li></ul></div></div></div></nav>') % (slug, slug)
    header = ('<a class="mw-jump-link" href="#bodyContent">Jump to content</a><div class="vector-header-container"><header class="vector-header mw-header"><div class="vector-header-start">'
              '<nav class="vector-main-menu-landmark" aria-label="Site">%s</nav><a href="/wiki/Main_Page" class="mw-logo"><img class="mw-logo-icon" src="/resources/assets/wiki.png" alt="" aria-hidden="true" height="50" width="50">'
              '<span class="mw-logo-container skin-invert"><strong class="mw-logo-wordmark">%s</strong></span></a></div><div class="vector-header-end">%s%s</div></header></div>') % (
        dropdown("vector-main-menu-dropdown", "Main menu", "menu", '<div id="vector-main-menu-unpinned-container" class="vector-unpinned-container">%s</div>' % mainmenu), esc(wname), search, user)
    # the sidebar's table of contents: "(Top)", then every heading, each with its (empty at times) list of subsections
    items = ['<li id="toc-mw-content-text" class="vector-toc-list-item vector-toc-level-1"><a href="#" class="vector-toc-link"><div class="vector-toc-text">(Top)</div></a></li>']
    for i, ((lv, x, hid), nb) in enumerate(zip(toc, num)):
        subs = lv == 2 and i + 1 < len(toc) and toc[i + 1][0] == 3
        items.append('<li id="toc-%s" class="vector-toc-list-item vector-toc-level-%d"><a class="vector-toc-link" href="#%s"><div class="vector-toc-text"><span class="vector-toc-numb">%s</span><span>%s</span></div></a>' % (
            hid, lv - 1, hid, nb, esc(x)))
        if subs:
            items.append('<button aria-controls="toc-%s-sublist" class="cdx-button cdx-button--weight-quiet cdx-button--icon-only vector-toc-toggle"><span class="vector-icon mw-ui-icon-wikimedia-expand"></span>'
                         '<span>Toggle %s subsection</span></button><ul id="toc-%s-sublist" class="vector-toc-list">' % (hid, esc(x), hid))
        else:
            items.append('<ul id="toc-%s-sublist" class="vector-toc-list"></ul></li>' % hid)
            if lv == 3 and (i + 1 == len(toc) or toc[i + 1][0] == 2):
                items.append("</ul></li>")
    tocnav = ('<div class="vector-sticky-pinned-container"><nav id="mw-panel-toc" aria-label="Contents" data-event-name="ui.sidebar-toc" class="mw-table-of-contents-container vector-toc-landmark"><div id="vector-toc-pinned-container" class="vector-pinned-container">'
              '<div id="vector-toc" class="vector-toc vector-pinnable-element">%s<ul class="vector-toc-contents" id="mw-panel-toc-list">%s</ul></div></div></nav></div>') % (
        pin("toc", "Contents", "pinned").replace('<div class="vector-pinnable-header-label">Contents</div>', '<h2 class="vector-pinnable-header-label">Contents</h2>'), "\n".join(items))
    lang = dropdown("p-lang-btn", "%d languages" % langs, None, '<div class="vector-menu-content"><ul class="vector-menu-content-list">%s</ul></div>' % "".join(
        '<li class="interlanguage-link interwiki-%s mw-list-item"><a href="https://%s.%s.example/wiki/%s" title="%s \u2013 %s" lang="%s" hreflang="%s" class="interlanguage-link-target"><span>%s</span></a></li>' % (
            c, c, host, slug, esc(t), e, c, c, n) for c, n, e in WIKI_LANGS[:langs])) if langs else ""
    tools = (menu("cactions", "Actions", [("ca-more-view", "/wiki/%s" % slug, "Read"), ("ca-more-edit", "/w/index.php?title=%s&amp;action=edit" % slug, "Edit"),
                                          ("ca-more-history", "/w/index.php?title=%s&amp;action=history" % slug, "View history")]) +
             menu("tb", "General", [("t-whatlinkshere", "/wiki/Special:WhatLinksHere/%s" % slug, "What links here"), ("t-recentchangeslinked", "/wiki/Special:RecentChangesLinked/%s" % slug, "Related changes"),
                                    ("t-specialpages", "/wiki/Special:SpecialPages", "Special pages"), ("t-print", "/w/index.php?title=%s&amp;printable=yes" % slug, "Printable version"),
                                    ("t-permalink", "/w/index.php?title=%s&amp;oldid=%d" % (slug, r.randint(1000, 999999)), "Permanent link"), ("t-info", "/w/index.php?title=%s&amp;action=info" % slug, "Page information")]))
    toolbar = ('<div class="vector-page-toolbar"><div class="vector-page-toolbar-container"><div id="left-navigation"><nav aria-label="Namespaces"><div id="p-associated-pages" class="vector-menu vector-menu-tabs mw-portlet mw-portlet-associated-pages">'
               '<div class="vector-menu-content"><ul class="vector-menu-content-list"><li id="ca-nstab-main" class="selected vector-tab-noicon mw-list-item"><a href="/wiki/%s" title="View the content page [c]" accesskey="c"><span>%s</span></a></li>'
               '<li id="ca-talk" class="new vector-tab-noicon mw-list-item"><a href="/w/index.php?title=Talk:%s&amp;action=edit&amp;redlink=1" rel="discussion" class="new" title="Discussion about the content page (page does not exist) [t]" accesskey="t"><span>%s</span></a></li></ul></div></div></nav></div>'
               '<div id="right-navigation" class="vector-collapsible"><nav aria-label="Views"><div id="p-views" class="vector-menu vector-menu-tabs mw-portlet mw-portlet-views"><div class="vector-menu-content"><ul class="vector-menu-content-list">'
               '<li id="ca-view" class="selected vector-tab-noicon mw-list-item"><a href="/wiki/%s"><span>Read</span></a></li><li id="ca-edit" class="vector-tab-noicon mw-list-item"><a href="/w/index.php?title=%s&amp;action=edit" title="Edit this page [e]" accesskey="e"><span>Edit</span></a></li>'
               '<li id="ca-history" class="vector-tab-noicon mw-list-item"><a href="/w/index.php?title=%s&amp;action=history" title="Past revisions of this page [h]" accesskey="h"><span>View history</span></a></li></ul></div></div></nav>'
               '<nav class="vector-page-tools-landmark" aria-label="Page tools">%s</nav></div></div></div>') % (
        slug, tabs[0], slug, tabs[1], slug, slug, slug, dropdown("vector-page-tools-dropdown", "Tools", None, '<div id="vector-page-tools" class="vector-page-tools vector-pinnable-element">%s%s</div>' % (pin("page-tools", "Tools", "unpinned"), tools)))
    sd = '<div class="shortdescription nomobile noexcerpt noprint searchaux" style="display:none">%s</div>' % esc(sentence(r, 2, 5)[:-1]) if shortdesc else ""
    style = ('<style data-mw-deduplicate="TemplateStyles:r%d">.mw-parser-output .hatnote{font-style:italic}.mw-parser-output div.hatnote{padding-left:1.6em;margin-bottom:0.5em}'
             '.mw-parser-output .hatnote i{font-style:normal}.mw-parser-output .hatnote+link+.hatnote{margin-top:-0.5em}</style>') % r.randint(10 ** 9, 2 * 10 ** 9)
    oldid, d = r.randint(1000, 999999), date(r)
    h24 = d[3] % 12 + (12 if d[5] == "PM" else 0)
    EXTRAS.extend(["From %s" % wname, "This page was last edited on", 'Retrieved from "'])
    body = ('<div id="bodyContent" class="vector-body" aria-labelledby="firstHeading" data-mw-ve-target-container><div class="vector-body-before-content"><div class="mw-indicators"></div><div id="siteSub" class="noprint">From %s</div></div>'
            '<div id="contentSub"><div id="mw-content-subtitle"></div></div><div id="mw-content-text" class="mw-body-content mw-content-ltr" lang="en" dir="ltr"><div class="mw-parser-output">%s%s\n%s</div>'
            '<div class="printfooter" data-nosnippet="">Retrieved from &quot;<a dir="ltr" href="https://%s.example/w/index.php?title=%s&amp;oldid=%d">https://%s.example/w/index.php?title=%s&amp;oldid=%d</a>&quot;</div></div>'
            '<div id="catlinks" class="catlinks" data-mw="interface"><div id="mw-normal-catlinks" class="mw-normal-catlinks"><a href="/wiki/Special:Categories" title="Special:Categories">Categories</a>: <ul>%s</ul></div></div></div>') % (
        esc(wname), sd, style, content, host, slug, oldid, host, slug, oldid, "".join('<li><a href="/wiki/Category:%s" title="Category:%s">%s</a></li>' % (u(c), esc(c), esc(c)) for c in cats))
    footer = ('<div class="mw-footer-container"><footer id="footer" class="mw-footer"><ul id="footer-info"><li id="footer-info-lastmod"> This page was last edited on %d %s %d, at %02d:%02d.</li>'
              '<li id="footer-info-copyright">Content is available under <a class="external" rel="nofollow" href="https://creativecommons.org/licenses/by-sa/4.0/">Creative Commons Attribution-ShareAlike</a> unless otherwise noted.</li></ul>'
              '<ul id="footer-places"><li id="footer-places-privacy"><a href="/wiki/Project:Privacy_policy">Privacy policy</a></li><li id="footer-places-about"><a href="/wiki/Project:About">About %s</a></li>'
              '<li id="footer-places-disclaimers"><a href="/wiki/Project:General_disclaimer">Disclaimers</a></li><li id="footer-places-mobileview"><a href="/w/index.php?title=%s&amp;mobileaction=toggle_view_mobile" class="noprint stopMobileRedirect toggle-view-mobile">Mobile view</a></li></ul>'
              '<ul id="footer-icons" class="noprint"><li id="footer-copyrightico"><a href="https://creativecommons.org/licenses/by-sa/4.0/"><img src="/resources/assets/licenses/cc-by-sa.png" alt="Creative Commons Attribution-ShareAlike" width="88" height="31" loading="lazy"></a></li>'
              '<li id="footer-poweredbyico"><a href="https://www.mediawiki.org/"><img src="/resources/assets/poweredby_mediawiki.svg" alt="Powered by MediaWiki" width="88" height="31" loading="lazy"></a></li></ul></footer></div>') % (
        d[0], d[1], r.randint(2022, 2024), h24, d[4], esc(wname), slug)
    return ('%s<div class="mw-page-container"><div class="mw-page-container-inner"><div class="vector-sitenotice-container"><div id="siteNotice"></div></div><div class="vector-column-start">'
            '<div class="vector-main-menu-container"><div id="mw-navigation"><nav id="mw-panel" class="vector-main-menu-landmark" aria-label="Site"><div id="vector-main-menu-pinned-container" class="vector-pinned-container"></div></nav></div></div>%s</div>'
            '<div class="mw-content-container"><main id="content" class="mw-body"><header class="mw-body-header vector-page-titlebar">%s<h1 id="firstHeading" class="firstHeading mw-first-heading"><span class="mw-page-title-main">%s</span></h1>%s</header>'
            '%s%s</main></div>%s</div></div>') % (
        header, tocnav if toc else "", ('<nav aria-label="Contents" class="vector-toc-landmark">%s</nav>' % dropdown("vector-page-titlebar-toc", "Toggle the table of contents", "listBullet",
                                                                                                             '<div id="vector-page-titlebar-toc-unpinned-container" class="vector-unpinned-container"></div>')) if toc else "",
        esc(t), lang, toolbar, body, footer)


def wiki_fandom(r, t, content, wname, host, cats, slug, edit):
    """FandomDesktop's page around a wiki's article (wiki()): the global
    navigation, the community's header, the page's header, the right
    rail, the Fan Feed and the global footer."""
    rs = random.Random(BLOG[0] + " fandom")
    lw = lambda g: LEXICON[g.randrange(len(LEXICON))]
    genre = rs.choice(["Games", "TV", "Anime", "Movies", "Books", "Comics"])
    tabs = [(x, ["%s %s" % (lw(rs).title(), lw(rs).title()) for _ in range(rs.randint(3, 5))]) for x in rs.sample(["Characters", "Locations", "Episodes", "Lore", "Items", "Media", "Factions"], 3)]
    popular = ["%s %s" % (lw(rs).title(), lw(rs).title()) for _ in range(5)]
    top = popular[:3] if rs.random() < 0.5 else ["%s %s" % (lw(rs).title(), lw(rs).title()) for _ in range(3)]
    cards = [(title(r), "%s Wiki" % lw(r).title()) for _ in range(r.choice([3, 4, 6]))]
    dd = lambda label, xs: ('<li class="wds-dropdown"><div class="wds-tabs__tab"><div class="wds-dropdown__toggle"><span>%s</span><svg class="wds-icon wds-icon-tiny wds-dropdown__toggle-chevron"><use xlink:href="#wds-icons-dropdown-tiny"></use></svg></div></div>'
                            '<div class="wds-is-not-scrollable wds-dropdown__content"><ul class="wds-list wds-is-linked">%s</ul></div></li>') % (label, "".join(
                                '<li><a href="%s"><span>%s</span></a></li>' % (h, esc(x)) for x, h in xs))
    explore = dd('<svg class="wds-icon wds-icon-tiny"><use xlink:href="#wds-icons-book-tiny"></use></svg>Explore', [
        ("Main Page", "/wiki/Main_Page"), ("Discuss", "/f"), ("All Pages", "/wiki/Special:AllPages"), ("Community", "/wiki/Special:Community"),
        ("Interactive Maps", "/wiki/Special:AllMaps"), ("Recent Blog Posts", "/wiki/Blog:Recent_posts")])
    gnav = ('<div class="global-navigation"><div class="global-navigation__top"><a href="https://www.fandom.com/" class="global-navigation__logo"><svg class="wds-icon"><use xlink:href="#wds-brand-fandom-logo"></use></svg></a>'
            '<div class="global-navigation__links"><a class="global-navigation__link" href="https://www.fandom.com/?s=search"><svg class="wds-icon wds-icon-small"><use xlink:href="#wds-icons-magnifying-glass-small"></use></svg><span class="global-navigation__label">Search</span></a>'
            '<a class="global-navigation__link" href="https://www.fandom.com/fancentral/home"><span class="global-navigation__label">Fan Central</span></a>%s'
            '<a class="global-navigation__link" href="https://createnewwiki.fandom.com/Special:CreateNewWiki"><span class="global-navigation__label">Start a Wiki</span></a></div></div>'
            '<div class="global-navigation__bottom"><a href="https://auth.fandom.com/register" class="wds-button wds-is-secondary" rel="nofollow">Register</a><a href="https://auth.fandom.com/signin" class="wds-button" rel="nofollow">Sign In</a></div></div>') % "".join(
        '<a class="global-navigation__link" href="https://www.fandom.com/topics/%s"><span class="global-navigation__label">%s</span></a>' % (x.lower(), x) for x in ["Games", "Anime", "Movies", "TV", "Video"])
    chead = ('<div class="community-header-wrapper"><header class="fandom-community-header"><a accesskey="z" href="https://%s.fandom.com" class="fandom-community-header__image"><img src="https://static.wikia.nocookie.net/%s/images/e/e6/Site-logo.png/revision/latest?cb=2022%04d" width="120" height="60" alt="%s"></a>'
             '<div class="fandom-community-header__top-container"><div class="fandom-community-header__community-name-wrapper"><a accesskey="z" href="https://%s.fandom.com" class="fandom-community-header__community-name">%s</a></div>'
             '<div class="fandom-community-header__top-container-right"><span class="fandom-community-header__pages-count">%s pages</span><div class="wiki-tools wds-button-group"><a href="/wiki/Special:Search" class="wds-button wds-is-secondary" title="Search"><svg class="wds-icon wds-icon-small"><use xlink:href="#wds-icons-magnifying-glass-small"></use></svg></a></div></div></div>'
             '<nav class="fandom-community-header__local-navigation"><ul class="wds-tabs">%s%s</ul></nav></header></div>') % (
        host, host, rs.randint(101, 1231), esc(wname), host, esc(wname), "{:,}".format(rs.randint(150, 9000)), explore,
        "".join(dd(esc(x), [(y, "/wiki/" + "_".join(y.split())) for y in ys]) for x, ys in tabs))
    cu = lambda c: "/wiki/Category:" + "_".join(c.split())
    incats = ", ".join('<a href="%s" data-tracking-label="categories-top-more-%d">%s</a>' % (cu(c), i, esc(c)) for i, c in enumerate(cats[:3]))
    if len(cats) > 3:
        incats += (', <div class="wds-dropdown page-header__categories-dropdown"><span>and</span> <a class="wds-dropdown__toggle">%d more</a><div class="wds-dropdown__content page-header__categories-dropdown-content wds-is-left-aligned">'
                   '<ul class="wds-list wds-is-linked">%s</ul></div></div>') % (len(cats) - 3, "".join('<li><a href="%s">%s</a></li>' % (cu(c), esc(c)) for c in cats[3:]))
    phead = ('<div class="page-header" id="PageHeader"><div class="page-header__top"><div class="page-header__meta"><div class="page-header__categories"><span class="page-header__categories-in">in: </span>%s</div></div></div>'
             '<div class="page-header__bottom"><div class="page-header__title-wrapper"><h1 class="page-header__title" id="firstHeading"><span class="mw-page-title-main">%s</span></h1></div>'
             '<div class="page-header__actions"><a id="ca-edit" class="wds-button wds-is-text page-header__action-button has-label" href="%s" accesskey="e"><svg class="wds-icon wds-icon-small"><use xlink:href="#wds-icons-pencil-small"></use></svg>Edit</a>'
             '<div class="wds-dropdown page-header__action-dropdown"><div class="wds-dropdown__toggle wds-button wds-is-text page-header__action-button"><svg class="wds-icon wds-icon-small"><use xlink:href="#wds-icons-more-small"></use></svg></div>'
             '<div class="wds-dropdown__content wds-is-not-scrollable wds-is-right-aligned"><ul class="wds-list wds-is-linked"><li><a id="ca-history" href="/wiki/%s?action=history">History</a></li>'
             '<li><a id="ca-talk" href="/wiki/Talk:%s" class="new">Talk (0)</a></li></ul></div></div></div></div></div>') % (incats, esc(t), edit, slug, slug)
    oldid = r.randint(1000, 999999)
    license = "Community content is available under CC-BY-SA unless otherwise noted."
    EXTRAS.extend([license, "Explore properties", "Take your favorite fandoms with you and never miss a beat.", 'Retrieved from "'] + popular + top + [x for x, _ in cards])
    pagefoot = ('<div class="page-footer"><div class="page-footer__categories wds-collapsible-panel wds-is-collapsed"><header class="wds-collapsible-panel__header"><span>Categories</span><svg class="wds-icon wds-icon-small"><use xlink:href="#wds-icons-menu-control-small"></use></svg></header>'
                '<div class="wds-collapsible-panel__content"><div class="categories"><ul class="categories">%s</ul></div></div></div>'
                '<div class="license-description">Community content is available under <a href="https://www.fandom.com/licensing">CC-BY-SA</a> unless otherwise noted.</div></div>') % "".join(
        '<li class="category normal" data-name="%s" data-namespace="14" data-type="normal"><span class="name"><a href="%s" data-tracking-label="%s">%s</a></span></li>' % (esc(c), cu(c), esc(c), esc(c)) for c in cats)
    rail = ('<aside class="page__right-rail"><button class="right-rail-toggle" data-tracking-label="right-rail-toggle"><svg class="wds-icon wds-icon-tiny"><use xlink:href="#wds-icons-menu-control-tiny"></use></svg></button>'
            '<div id="WikiaRail" class="WikiaRail"><div id="top-boxad-wrapper" class="top-ads-container"></div><section class="rail-module popular-pages"><h2 class="rail-module__header">Popular Pages</h2><ul class="rail-module__list is-curated">%s</ul></section>'
            '<div id="bottom-boxad-wrapper" class="rail-sticky-module"></div></div></aside>') % "".join(
        '<li class="rail-module__list-item"><a href="/wiki/%s"><img class="rail-module__thumbnail" src="https://static.wikia.nocookie.net/%s/images/%x/thumb.png" width="48" height="48" alt=""><div class="rail-module__item-title">%s</div></a></li>' % (
            "_".join(x.split()), host, rs.getrandbits(8), esc(x)) for x in popular)
    mcf = ('<div id="mixed-content-footer" class="mcf-wrapper"><div class="mcf-content"><h2 class="mcf-header">Fan Feed</h2><div class="mcf-mosaic"><div class="mcf-column"><div class="mcf-card-wiki-articles">'
           '<header><span class="mcf-card-wiki-articles__header-text">More %s</span></header><ul class="mcf-card-wiki-articles__list">%s</ul></div></div><div class="mcf-column">%s</div></div></div></div>') % (
        esc(wname), "".join('<li class="mcf-card-wiki-articles__item"><a href="/wiki/%s"><span class="mcf-card-wiki-articles__item-number">%d</span><span class="mcf-card-wiki-articles__item-title">%s</span></a></li>' % (
            "_".join(x.split()), i + 1, esc(x)) for i, x in enumerate(top)), "".join(
        '<div class="mcf-card mcf-card-article"><a href="https://%s.fandom.com/wiki/%s"><div class="mcf-card-article__thumbnail"><img src="https://static.wikia.nocookie.net/%s/images/%x/card.jpg" alt="" loading="lazy"></div>'
        '<div class="mcf-card-article__content"><span class="mcf-card-article__title">%s</span><span class="mcf-card-article__subtitle">%s</span></div></a></div>' % (
            w.split()[0].lower(), "_".join(x.split()), w.split()[0].lower(), r.getrandbits(16), esc(x), esc(w)) for x, w in cards))
    gfoot = ('<footer class="global-footer"><div class="global-footer__content"><div><h2 class="global-footer__section-header">Explore properties</h2><ul class="global-footer__links">%s</ul></div>'
             '<div><h2 class="global-footer__section-header">Follow Us</h2><ul class="global-footer__links">%s</ul></div><div><h2 class="global-footer__section-header">Overview</h2><ul class="global-footer__links">%s</ul></div>'
             '<div><h2 class="global-footer__section-header">Community</h2><ul class="global-footer__links">%s</ul></div><div><h2 class="global-footer__section-header">Advertise</h2><ul class="global-footer__links"><li><a class="global-footer__link" href="https://about.fandom.com/mediakit">Media Kit</a></li></ul></div>'
             '<div><h2 class="global-footer__section-header">Fandom Apps</h2><p class="global-footer__section-description">Take your favorite fandoms with you and never miss a beat.</p></div></div>'
             '<div class="global-footer__bottom"><div class="global-footer__licensing-and-vertical"><span>%s is a Fandom %s Community.</span></div><a class="global-footer__link" href="https://%s.fandom.com/wiki/%s?mobileaction=toggle_view_mobile">View Mobile Site</a></div></footer>') % (
        "".join('<li><a class="global-footer__link" href="https://www.%s.com/">%s</a></li>' % (x.lower(), x) for x in ["Fandom", "Muthead", "Fanatical"]),
        "".join('<li><a class="global-footer__link" href="https://www.%s.com/getfandom" title="%s"><svg class="wds-icon wds-icon-small"><use xlink:href="#wds-icons-%s-small"></use></svg></a></li>' % (x.lower(), x, x.lower()) for x in ["Facebook", "Twitter", "YouTube", "Instagram", "Linkedin"]),
        "".join('<li><a class="global-footer__link" href="https://www.fandom.com/%s">%s</a></li>' % ("-".join(x.lower().split()), x) for x in ["What is Fandom?", "About", "Careers", "Press", "Contact", "Terms of Use", "Privacy Policy", "Global Sitemap", "Local Sitemap"]),
        "".join('<li><a class="global-footer__link" href="https://community.fandom.com/wiki/%s">%s</a></li>' % ("_".join(x.split()), x) for x in ["Community Central", "Support", "Help"]),
        esc(wname), genre, host, slug)
    return ('%s<div class="main-container"><div class="resizable-container">%s<div class="page has-right-rail"><main class="page__main" lang="en">%s'
            '<div id="content" class="page-content"><div id="mw-content-text" class="mw-body-content mw-content-ltr" lang="en" dir="ltr"><div class="mw-parser-output">%s</div></div>'
            '<div class="printfooter" data-nosnippet="">Retrieved from &quot;<a dir="ltr" href="https://%s.fandom.com/wiki/%s?oldid=%d">https://%s.fandom.com/wiki/%s?oldid=%d</a>&quot;</div></div>%s</main>%s</div>%s</div></div>%s') % (
        gnav, chead, phead, content, host, slug, oldid, host, slug, oldid, pagefoot, rail, mcf, gfoot)


ES_NAMES = [("Carmen Ibáñez Soto", 1), ("Jorge Villalba", 0), ("Nuria Cañizares", 1), ("Andrés Peñalver", 0), ("Lucía Barrenechea", 1),
            ("Tomás Echeverría", 0), ("Marta Quiroga Ruiz", 1), ("Raúl Montañés", 0), ("Elena Zubiri", 1), ("Pablo Lucena Ortiz", 0)]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]
ES_DAYS = ["Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado", "Domingo"]
ES_SECTIONS = {"pais": ["Internacional", "España", "Economía", "Sociedad", "Cultura", "Ciencia", "Tecnología", "Deportes", "Clima y Medio Ambiente", "Educación"],
               "mundo": ["España", "Internacional", "Economía", "Cultura", "Deportes", "Ciencia y Salud", "Tecnología", "Madrid", "Cataluña", "Andalucía"],
               "clarin": ["Política", "Economía", "Sociedad", "Mundo", "Deportes", "Espectáculos", "Cultura", "Ciudades", "Policiales", "Tecnología"]}
ES_CITIES = [("Madrid", 0), ("Madrid", 0), ("Madrid", 0), ("Barcelona", 0), ("Sevilla", 0), ("Valencia", 0), ("Bilbao", 0), ("Bruselas", 0),
             ("París", 0), ("Berlín", 0), ("Roma", 0), ("Lisboa", 0), ("Jerusalén", 0), ("Ciudad de México", 1), ("Bogotá", 1),
             ("Buenos Aires", 1), ("Lima", 1), ("Santiago de Chile", 1), ("Washington", 1)]


def elpais(r, t, body, cat, cs):
    """A Spanish-language newspaper's story (2020-2024), in Spanish, as
    El País's "a_" classes write it, or El Mundo's "ue-c-article" ones,
    or Clarín's, one of them a site: the kicker over the headline (the
    section, "Guerra de X", "Análisis"; Clarín's volanta), the headline,
    the standfirst under it (El País's h2.a_st, El Mundo's p, Clarín's
    bajada; the feed's description), the lead photo with its caption
    and credit ("NAME (EFE)", "Getty Images", "EUROPA PRESS", "Foto:
    AFP"), the byline and the place and date ("Madrid - 07 dic 2022 -
    05:30 CET" and "Actualizado: ..." on El País's, "Actualizado
    Miércoles, 7 diciembre 2022 - 05:30" on El Mundo's, "07/12/2022
    5:30" and "Actualizado al ..." on Clarín's), the share buttons; then
    the body: paragraphs, subheadings at times, "Más información" boxes
    of two related headlines among them ("Para saber más" on El Mundo's,
    one headline a "Mirá también" box on Clarín's), a pull quote
    repeating a sentence on some pages, empty ad slots ("Publicidad"
    over them on El Mundo's and Clarín's), on some of El País's pages
    the italic closing line "Sigue toda la información internacional en
    Facebook y X, o en nuestra newsletter semanal."; El Mundo's premium
    pages cut after a paragraph or two ("Este contenido es exclusivo
    para suscriptores"); after the body "Sobre la firma" (the author's
    bio), the subscription box ("Suscríbete para seguir leyendo", "Lee
    sin límites"; "Suscribite", "Leé" on Clarín's), "Archivado En"
    (El País's tags; "Temas" on the others'), "Se adhiere a los
    criterios de The Trust Project" ("Conforme a los criterios de" on
    El Mundo's), "Comentarios" and its count (a script loads them),
    "Lo más visto" ("Lo más leído"), a newsletter's signup and the
    paper's footer.  The truth: the standfirst, the paragraphs the page
    holds (El Mundo's cut ends them) and the story's own subheadings;
    not the kicker, byline, dates, caption, credit, the related boxes
    (their headlines are counted as leaks), the pull quote (a copy of a
    sentence of the story), the closing "Sigue toda la información"
    line, the tags, the bio, the subscription, Trust Project and
    newsletter boxes, "Lo más visto" nor the footer."""
    rs = random.Random(BLOG[0] + " elpais")
    site = rs.choice(["pais", "pais", "mundo", "clarin"])
    nm = rs.choice([w for w in LEXICON_ES[:1500] if 4 <= len(w) <= 8 and w[-1] in "aeoíó"])
    paper = ("" if site == "clarin" else "El ") + nm.capitalize()
    brand = paper.upper()
    tr = str.maketrans("áéíóúüñ", "aeiouun")
    slug = lambda x: "-".join("".join(c if c.isalnum() else " " for c in x.lower().translate(tr)).split())[:80]
    host = slug(nm)
    year = r.choice([2020, 2021, 2022, 2023, 2024])
    pub = datetime.datetime(year, r.randint(1, 12), r.randint(1, 28), r.randint(5, 23), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(15, 20 * 60)) if r.random() < 0.6 else None
    sec = r.choice(ES_SECTIONS[site])
    spath = "/%s/" % slug(sec)
    cap = lambda w: w[0].upper() + w[1:]
    topic = lambda: cap(LEXICON_ES[int(1500 * r.random() ** 2)])
    x = r.random()
    kicker = (sec if x < 0.55 else r.choice(["Análisis", "Crónica", "Entrevista", "Reportaje", "Última hora"]) if x < 0.75 else
              r.choice(["Guerra de %s", "Elecciones en %s", "Caso %s", "Crisis en %s", "Ley de %s"]) % topic())
    agency = r.random() < 0.15
    au = r.sample(ES_NAMES, r.choice([1, 1, 1, 2]))
    city, am = r.choice(ES_CITIES[:13] if site == "clarin" else ES_CITIES)
    city = "Buenos Aires" if site == "clarin" else city
    mes = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"]
    summer = lambda y: 4 <= y.month <= 10

    def when(y):
        if site == "pais":
            z, tz = (y - datetime.timedelta(hours=2 if summer(y) else 1), "UTC") if am else (y, "CEST" if summer(y) else "CET")
            return "%02d %s %d - %02d:%02d %s" % (z.day, mes[z.month - 1], z.year, z.hour, z.minute, tz)
        if site == "mundo":
            return "%s, %d %s %d - %02d:%02d" % (ES_DAYS[y.weekday()], y.day, ES_MONTHS[y.month - 1], y.year, y.hour, y.minute)
        return "%02d/%02d/%d %d:%02d" % (y.day, y.month, y.year, y.hour, y.minute)
    url = lambda x, y: ("%s%d-%02d-%02d/%s.html" % (spath, y.year, y.month, y.day, slug(x)) if site == "pais" else
                        "%s%d/%02d/%02d/%x.html" % (spath, y.year, y.month, y.day, r.getrandbits(96)) if site == "mundo" else
                        "%s%s_0_%s.html" % (spath, slug(x), "".join(r.choice("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(9))))
    stand = sentence(r, 14, 30)
    stand = stand[:-1] if site != "clarin" and stand.endswith(".") else stand
    TEASER.append(stand)
    n = len(body)
    premium = site == "mundo" and r.random() < 0.25
    cut = premium and n >= 3 and r.random() < 0.8
    shown = body[:r.randint(1, 2)] if cut else list(body)
    m = len(shown)
    heads = {k for k in range(2, m) if r.random() < 0.3} if m >= 4 and r.random() < 0.5 else set()
    boxes = [r.choice([1, 1, 2]) if m > 3 else 1] if m >= 3 and r.random() < 0.85 else []
    if boxes and m - boxes[0] >= 5 and (site == "clarin" or r.random() < 0.3):
        boxes.append(r.randint(boxes[0] + 3, m - 2))
    first = lambda p: p[:min([k for k in (p.find(". "), p.find("? "), p.find("! ")) if k > 0] or [len(p) - 1]) + 1]
    srcs = [k for k in range(m - 1) if len(first(shown[k]).split()) >= 7]
    src = r.choice(srcs) if srcs and m >= 3 and r.random() < 0.25 else -1
    quote_at = min(m - 2, src + r.randint(0, 2)) if src >= 0 else -1
    ad_at = 2 if m > 4 else -1
    out, story = [], []
    for k, p in enumerate(shown):
        if k in heads:
            h = title(r)
            out.append('<h2 class="ue-c-article__subheadline">%s</h2>' % esc(h) if site == "mundo" else "<h%d>%s</h%d>" % (3 if site == "pais" else 2, esc(h), 3 if site == "pais" else 2))
            story.append(h)
        out.append("<p>%s</p>" % esc(p))
        story.append(p)
        if k == quote_at:
            q = "\u201c%s\u201d" % first(shown[src])
            out.append('<aside class="a_dst" role="note"><p class="a_dst_t">%s</p></aside>' % esc(q) if site == "pais" else
                       '<blockquote class="ue-c-article__blockquote ue-c-article__blockquote--quote"><p>%s</p></blockquote>' % esc(q) if site == "mundo" else
                       '<div class="destacado"><p>%s</p></div>' % esc(q))
        if k == ad_at:
            out.append('<div id="elpais_gpt-INTEXT" class="ad ad-nstd ad-nstd-1"></div>' if site == "pais" else
                       '<div class="ue-c-ad ue-c-ad--mid"><span class="ue-c-ad__label">Publicidad</span><div id="div-gpt-ad-mpu%d"></div></div>' % k if site == "mundo" else
                       '<div class="box-banner banner-intext"><p class="banner-label">Publicidad</p><div id="div-gpt-ad-intext%d"></div></div>' % k)
        if k in boxes:
            rel = [title(r) for _ in range(1 if site == "clarin" else 2)]
            EXTRAS.extend(rel)
            hrefs = [url(y, pub - datetime.timedelta(days=r.randint(1, 200))) for y in rel]
            if site == "pais":
                EXTRAS.append("Más información")
                out.append('<aside class="a_ei _pr" aria-labelledby="ei-%d"><h2 class="a_ei_t" id="ei-%d">Más información</h2><ul class="a_ei_l">%s</ul></aside>' % (k, k, "".join(
                    '<li><article class="c c-xs c--m"><figure class="c_m"><a href="%s"><img src="https://imagenes.%s.example/resizer/%x.jpg" alt="" width="120" height="80" loading="lazy"/></a></figure>'
                    '<header class="c_h"><h2 class="c_t"><a href="%s">%s</a></h2></header></article></li>' % (h, host, r.getrandbits(64), h, esc(y)) for y, h in zip(rel, hrefs))))
            elif site == "mundo":
                EXTRAS.append("Para saber más")
                out.append('<aside class="ue-c-article__related-news"><h2 class="ue-c-article__related-news-title">Para saber más</h2><ul class="ue-c-article__related-news-list">%s</ul></aside>' % "".join(
                    '<li class="ue-c-article__related-news-item"><a class="ue-c-article__related-news-link" href="%s">%s</a></li>' % (h, esc(y)) for y, h in zip(rel, hrefs)))
            else:
                EXTRAS.append("Mirá también")
                out.append('<div class="mira-tambien"><span class="mira-tambien__label">Mirá también</span><a class="mira-tambien__link" href="%s"><div class="mira-tambien__img">'
                           '<img src="https://images.%s.example/%x.jpg" alt="" width="100" height="67" loading="lazy"/></div><p class="mira-tambien__title">%s</p></a></div>' % (hrefs[0], host, r.getrandbits(64), esc(rel[0])))
    close = ""
    if site == "pais" and not agency and sec in ("Internacional", "Economía", "Clima y Medio Ambiente", "Tecnología") and r.random() < 0.45:
        close = {"Internacional": "Sigue toda la información internacional en Facebook y %s, o en nuestra newsletter semanal.",
                 "Economía": "Sigue toda la información de Economía y Negocios en Facebook y %s, o en nuestra newsletter semanal.",
                 "Clima y Medio Ambiente": "Puedes seguir a CLIMA Y MEDIO AMBIENTE en Facebook y %s, o apuntarte aquí para recibir nuestra newsletter semanal.",
                 "Tecnología": "Puedes seguir a %s TECNOLOGÍA en Facebook y %%s o apuntarte aquí para recibir nuestra newsletter semanal." % brand}[sec] % ("X" if year >= 2024 else "Twitter")
        EXTRAS.append(close)
        out.append('<p class=""><i>%s</i></p>' % esc(close).replace("Facebook", '<a href="https://www.facebook.example/%s" target="_blank">Facebook</a>' % host).replace(
            "newsletter semanal", '<a href="/newsletters/" target="_blank">newsletter semanal</a>'))
    STORY[:] = story
    body_html = "\n".join(out)
    if cut:
        wall = ["Este contenido es exclusivo para suscriptores", "Suscríbete y lee sin límites todo el contenido de %s desde 1 \u20ac el primer mes" % brand]
        EXTRAS.extend(wall)
        body_html += ('<div class="ue-c-paywall"><p class="ue-c-paywall__title">%s</p><p class="ue-c-paywall__text">%s</p><a class="ue-c-paywall__button" href="/suscripciones/?origen=paywall">Suscríbete</a>'
                      '<p class="ue-c-paywall__login">¿Ya eres suscriptor? <a href="/registro/login">Inicia sesión</a></p></div>') % tuple(esc(y) for y in wall)
    # the photo, the byline, the boxes after the body
    credit = (r.choice(["%s (EFE)", "%s (REUTERS)", "%s (AFP)", "Getty Images", "%s", "EFE"]) if site == "pais" else
              r.choice(["EFE", "EUROPA PRESS", "REUTERS", "AFP", "%s", brand]) if site == "mundo" else
              "Foto: " + r.choice(["AFP", "Reuters", "AP", "EFE", "%s", "Archivo " + paper])).replace("%s", r.choice(ES_NAMES)[0].upper())
    capn = sentence(r, 8, 22)
    fig = {"pais": '<figure class="a_m a_m-h"><span class="a_m_w"><img src="https://imagenes.%s.example/resizer/%x.jpg" alt="%s" width="414" height="233"/></span>'
                   '<figcaption class="a_m_p"><span>%s</span><span class="a_m_m">%s</span></figcaption></figure>',
           "mundo": '<figure class="ue-c-article__media ue-c-article__media--image"><div class="ue-c-article__media-img-container"><img class="ue-c-article__media-img" src="https://e00-%s.example/%x.jpg" alt="%s"/></div>'
                    '<figcaption class="ue-c-article__media-description"><span class="ue-c-article__media-description-text">%s</span><span class="ue-c-article__media-source">%s</span></figcaption></figure>',
           "clarin": '<figure class="image-container"><img src="https://images.%s.example/%x.jpg" alt="%s" width="1200" height="675"/><figcaption><span class="description">%s</span> <span class="credits">%s</span></figcaption></figure>'
           }[site] % (host, r.getrandbits(64), esc(capn[:60]), esc(capn), esc(credit)) if r.random() < 0.85 else ""
    apath = lambda a: "/autor/%s/" % slug(a) if site != "clarin" else "/autor/%s.html" % slug(a)
    byline = ["Agencias" if site == "mundo" else "EFE"] if agency else ['<a href="%s">%s</a>' % (apath(a), a) for a, _ in au]
    bio = ""
    if not agency and (site != "mundo") and r.random() < 0.7:
        a, f = au[0]
        role = r.choice(["redactora" if f else "redactor", "corresponsal", "periodista", "editora" if f else "editor"])
        bio = ("Es corresponsal de %s en %s. %s" % (brand if site == "pais" else paper, city if city != "Madrid" else "Bruselas", sentence(r, 10, 22)) if role == "corresponsal" else
               "Es %s de %s en %s. %s" % (role, sec, brand if site == "pais" else paper, sentence(r, 10, 22)))
        EXTRAS.append(bio)
    tags = list(dict.fromkeys([sec] + [topic() if r.random() < 0.6 else "%s %s" % (topic(), topic()) for _ in range(r.randint(2, 6))]))
    most = [title(r) for _ in range(5)]
    EXTRAS.extend(most)
    share = lambda cls: "".join('<li><a class="%s" href="%s" target="_blank" rel="noopener" aria-label="Compartir en %s"><svg width="24" height="24"><use xlink:href="#%s"></use></svg></a></li>' % (
        cls, u, nm_, nm_.lower()) for nm_, u in [("Whatsapp", "https://api.whatsapp.example/send?text=x"), ("Facebook", "https://www.facebook.example/sharer.php?u=x"),
                                                  ("Twitter", "https://twitter.example/intent/tweet?url=x"), ("Linkedin", "https://www.linkedin.example/shareArticle?url=x")])
    ncs = len(cs)
    if site == "pais":
        sub = ["Suscríbete para seguir leyendo", "Lee sin límites"]
        news = "Recibe cada mañana el boletín con las claves informativas del día, seleccionadas por la dirección de %s" % brand
        foot = "\u00a9 EDICIONES %s S.L." % brand
        EXTRAS.extend(sub + [news, foot, "Se adhiere a los criterios de"])
        dates = '<span class="a_ti"><span class="a_md_l">%s</span> - <a href="%s" data-date="%s">%s</a></span>%s' % (
            city, SLUG[0], pub.isoformat(), when(pub), '<span class="a_ti a_ti-a">Actualizado: <a href="%s" data-date="%s">%s</a></span>' % (SLUG[0], upd.isoformat(), when(upd)) if upd else "")
        return ('<main id="main-content"><article class="a _g _g-lg _g-o"><header class="a_e _g _g-lg _g-o"><div class="a_e_txt _pr"><div class="a_k"><a class="a_k_n" href="%s">%s</a></div>'
                '<h1 class="a_t">%s</h1><h2 class="a_st">%s</h2></div><div class="a_e_m">%s</div></header>'
                '<div class="a_md _cf"><div class="a_md_i"><div class="a_md_a">%s</div><div class="a_md_f">%s</div></div>'
                '<div class="a_sh"><ul class="a_sh_l">%s<li><button class="a_sh_b" aria-label="Copiar enlace"><svg width="24" height="24"><use xlink:href="#link"></use></svg></button></li>'
                '<li><a class="a_sh_c" href="#comentarios" aria-label="Ir a los comentarios"><svg width="24" height="24"><use xlink:href="#comments"></use></svg><span class="a_sh_cn">%s</span></a></li></ul></div></div>'
                '<div class="a_c clearfix" data-dtm-region="articulo_cuerpo">%s</div>'
                '<div class="a_s" id="ctn_freemium_article"><p class="a_s_t">%s</p><p class="a_s_st">%s</p><a class="a_s_b" href="https://%s.example/suscripciones/#/campaign?prm=paywall">Suscríbete</a>'
                '<a class="a_s_l" href="https://%s.example/subscriptions/#/sign-in">Ya soy suscriptor</a></div>%s'
                '<div class="w-a"><h3 class="w-a_t">Archivado En</h3><ul class="w-a_l">%s</ul></div>'
                '<div class="a_tp"><a href="/estaticos/los-criterios-de-the-trust-project/" rel="nofollow"><span>Se adhiere a los criterios de</span> <span class="a_tp_n">The Trust Project</span></a>'
                '<a class="a_tp_m" href="/estaticos/los-criterios-de-the-trust-project/">Más información</a></div>'
                '<div class="a_com _pr" id="comentarios"><div class="a_com_h"><h2 class="a_com_t">Comentarios</h2>%s</div><a class="a_com_r" href="/estaticos/normas-de-participacion/">Normas</a>'
                '<div class="a_com_c" id="comments_container" data-app="comments"></div></div></article>'
                '<section class="b b-mv"><header class="b_h"><h2 class="b_h_t">Lo más visto</h2></header><ol class="b-mv_l">%s</ol></section>'
                '<section class="b b-nl"><div class="b-nl_c"><h2 class="b-nl_t">Newsletter</h2><p class="b-nl_d">%s</p><a class="b-nl_b" href="/newsletters/">Apúntate</a></div></section>'
                '<footer class="_g _g-lg"><nav class="f_n"><ul>%s</ul></nav><p class="f_c">%s</p></footer></main>') % (
            spath, esc(kicker), esc(t), esc(stand), fig, "".join('<div class="a_md_a_n">%s</div>' % y for y in byline), dates, share("a_sh_l_i"), ncs or "",
            body_html, sub[0], sub[1], host, host,
            '<div class="a_aut"><h3 class="a_aut_t">Sobre la firma</h3><div class="a_aut_i"><img src="https://imagenes.%s.example/autores/%s.png" alt="%s" width="60" height="60"/><a class="a_aut_n" href="%s">%s</a>'
            '<p class="a_aut_d">%s</p></div></div>' % (host, slug(au[0][0]), au[0][0], apath(au[0][0]), au[0][0], esc(bio)) if bio else "",
            "".join('<li><a href="/noticias/%s/">%s</a></li>' % (slug(y), esc(y)) for y in tags), '<span class="a_com_n">%d</span>' % ncs if ncs else "",
            "".join('<li><article class="c c-mv"><span class="c_n">%d</span><h2 class="c_t"><a href="%s">%s</a></h2></article></li>' % (i + 1, url(y, pub), esc(y)) for i, y in enumerate(most)),
            esc(news), "".join('<li><a href="/%s/">%s</a></li>' % (slug(y), y) for y in ["Contacto", "Venta Publicidad", "Aviso legal", "Política cookies", "Mapa", "Ediciones impresas", "Estatuto editorial"]), esc(foot))
    if site == "mundo":
        sub = [] if cut else ["Suscríbete para seguir leyendo", "Lee sin límites"]
        news = "Recibe cada mañana en tu correo las noticias más importantes de la jornada, seleccionadas por la redacción de %s" % brand
        foot = "\u00a9 %d Unidad Editorial Información General, S.L.U." % year
        EXTRAS.extend(sub + [news, foot, "Conforme a los criterios de"])
        return ('<main class="ue-l-article-wrapper"><article class="ue-l-article ue-l-article--leftcol-width-sidebar%s"><div class="ue-l-article__header-content">'
                '<div class="ue-c-article__kicker-container">%s<span class="ue-c-article__kicker">%s</span></div><h1 class="ue-c-article__headline js-headline">%s</h1>'
                '<p class="ue-c-article__standfirst">%s</p></div><div class="ue-l-article__media">%s</div>'
                '<div class="ue-c-article__byline"><div class="ue-c-article__byline-name">%s</div><div class="ue-c-article__byline-location">%s</div></div>'
                '<div class="ue-c-article__publishdate"><time datetime="%s">Actualizado %s</time></div>'
                '<div class="ue-c-article__sharing"><ul class="ue-c-article__share-list">%s<li><a class="ue-c-article__share-link--comments" href="#comentarios"><span class="ue-c-article__share-count">%s</span></a></li></ul></div>'
                '<div class="ue-l-article__body ue-c-article__body" data-section="articleBody">%s</div>'
                '<div class="ue-c-article__tags"><span class="ue-c-article__tags-title">Temas</span><ul class="ue-c-article__tags-list">%s</ul></div>'
                '<div class="ue-c-article__trust"><span class="ue-c-article__trust-text">Conforme a los criterios de</span> <img src="/assets/trust-project.svg" alt="The Trust Project"/>'
                ' <a class="ue-c-article__trust-link" href="/info/trust-project.html">Saber más</a></div>'
                '%s'
                '<section class="ue-c-comments" id="comentarios"><h2 class="ue-c-comments__title">Comentarios</h2>%s<div id="comments-app" data-app="comments"></div></section></article>'
                '<aside class="ue-l-article__sidebar"><section class="ue-c-most-read"><h2 class="ue-c-most-read__title">Lo más leído</h2><ol>%s</ol></section>'
                '<section class="ue-c-newsletter"><h2 class="ue-c-newsletter__title">Newsletter</h2><p class="ue-c-newsletter__text">%s</p><form action="/newsletters/alta"><input type="email" placeholder="Tu email"/><button>Apúntate</button></form></section></aside>'
                '<footer class="ue-c-footer"><ul class="ue-c-footer__links">%s</ul><p class="ue-c-footer__copyright">%s</p></footer></main>') % (
            " ue-l-article--premium" if premium else "", '<span class="ue-c-article__premium-tag">Premium</span>' if premium else "", esc(kicker), esc(t), esc(stand), fig,
            "".join(byline), city, (upd or pub).strftime("%Y-%m-%dT%H:%M:%S") + ("+02:00" if summer(upd or pub) else "+01:00"), when(upd or pub), share("ue-c-article__share-link"), ncs or "", body_html,
            "".join('<li class="ue-c-article__tags-item"><a href="/t/%s.html">%s</a></li>' % (slug(y)[:2] + "/" + slug(y), esc(y)) for y in tags),
            "" if cut else '<div class="ue-c-article__subscribe"><p class="ue-c-article__subscribe-title">%s</p><p class="ue-c-article__subscribe-text">%s</p><a href="/suscripciones/">Suscríbete</a></div>' % tuple(sub),
            '<a class="ue-c-comments__count" href="#comments-app">Ver %d comentarios</a>' % ncs if ncs else "",
            "".join('<li><a href="%s">%s</a></li>' % (url(y, pub), esc(y)) for y in most), esc(news),
            "".join('<li><a href="/%s.html">%s</a></li>' % (slug(y), y) for y in ["Aviso legal", "Política de privacidad", "Política de cookies", "Contacto", "Publicidad"]), esc(foot))
    sub = ["Suscribite para seguir leyendo", "Leé sin límites todas las notas de %s" % paper]
    news = "Recibí en tu mail las noticias más importantes del día, todas las mañanas"
    foot = "Copyright %d %s. Todos los derechos reservados." % (year, paper)
    hint = "Comentar las notas de %s es exclusivo para suscriptores." % paper
    EXTRAS.extend(sub + [news, foot, hint])
    dates = '<span class="publishedDate">%s</span>%s' % (when(pub), '<span class="modificatedDate">Actualizado al %s</span>' % when(upd) if upd else "")
    return ('<main id="main" class="content-nota"><article class="entry-body"><div class="breadcrumb"><a href="/">%s</a> <a href="%s">%s</a></div>'
            '<div class="box-volanta"><p class="volanta">%s</p></div><div class="title"><h1 id="title">%s</h1></div><div class="bajada"><h2>%s</h2></div>'
            '<div class="nota-author"><div class="author">%s</div><div class="date">%s</div></div><div class="share-box"><ul>%s</ul></div>%s'
            '<div class="StoryTextContainer"><div class="body-nota">%s</div></div>%s'
            '<div class="suscripcion-box"><p class="suscripcion-box__title">%s</p><p class="suscripcion-box__text">%s</p><a class="suscripcion-box__btn" href="https://365.%s.example/suscripciones">Suscribite</a>'
            '<p class="suscripcion-box__login">¿Ya tenés una suscripción? <a href="/login">Ingresá</a></p></div>'
            '<div class="tags-container"><h4>Temas</h4><ul>%s</ul></div>'
            '<section class="comments-section" id="comentarios"><h3>Comentarios</h3><p class="comments-count">%s</p><p class="comments-hint">%s</p><div id="vf-conversations"></div></section></article>'
            '<aside class="mas-leidas"><h3>Lo más leído</h3><ol>%s</ol></aside>'
            '<section class="newsletter-box"><h3>Newsletter %s</h3><p>%s</p><form action="/newsletters"><input type="email" placeholder="Tu email"/><button>Suscribirme</button></form></section>'
            '<footer class="footer"><ul>%s</ul><p>%s</p></footer></main>') % (
        esc(paper), spath, esc(sec), esc(kicker), esc(t), esc(stand), "".join(byline), dates, share("share-link"), fig, body_html,
        '<div class="about-author"><h4>Sobre la firma</h4><div class="about-author__body"><a href="%s">%s</a><p>%s</p></div></div>' % (apath(au[0][0]), au[0][0], esc(bio)) if bio else "",
        esc(sub[0]), esc(sub[1]), host, "".join('<li><a href="/tema/%s.html">%s</a></li>' % (slug(y), esc(y)) for y in tags),
        "%d comentarios" % ncs if ncs else "Sé el primero en comentar", esc(hint), "".join('<li><a href="%s">%s</a></li>' % (url(y, pub), esc(y)) for y in most),
        esc(paper), esc(news), "".join('<li><a href="/%s">%s</a></li>' % (slug(y), y) for y in ["Términos y condiciones", "Políticas de privacidad", "Mapa del sitio", "Contacto", "Suscripciones"]), esc(foot))
NS_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def nextstory(r, t, body, cat, cs):
    """A national news site's article page of 2019-2024 whose pages
    scroll on to the next story, as Fox News's, Forbes's, The
    Independent's or the Daily Mail's are served to a reader without
    scripts, one of the four a site: the requested story (an
    <article> with its data-article-id: the kicker naming the section,
    the headline, the standfirst on most of Fox's and The Independent's
    pages, the byline, "Published ..." or the Mail's "Published: ... |
    Updated: ...", the share buttons, the lead picture with its caption
    and credit on most pages; then the text box: the paragraphs, on
    half the sites a subheading or two among them, an inline related
    line (Fox's bold capitals linking a story, Forbes's "More for you",
    The Independent's "Read more", the Mail's "RELATED ARTICLES"
    carousel), one or two advertisement slots, Fox's "CLICK HERE TO GET
    THE ... APP" line; after it the tags ("Related Topics", "More
    about"), the share bar again, Fox's author's line and Forbes's
    "Follow me" note), then, in the same stream, a separator ("Next
    story", "Up next", "Read next" or "More from SECTION") and one or
    two next stories as the site pre-renders them: <article>s of the
    same class and markup, their own kicker, headline, standfirst,
    byline, date, picture and paragraphs, whole on half the sites, cut
    after two to three paragraphs with a "Continue reading" button on
    the others; "Trending" or "Most read" (titles) beside the first
    story or after the stream, and the site's footer with its
    copyright line.  No comments (a script's).  The truth: the
    standfirst (the feed's description; on the sites without one the
    feed gives the story's first sentence), the requested story's
    paragraphs and its own subheadings; not the kicker, byline, date,
    caption, credit, related lines, advertisements, the app's line,
    tags, share buttons, author's notes, nor anything of the next
    stories (their headlines, standfirsts, captions, paragraphs and
    subheadings are chrome here, as related posts' excerpts are)."""
    rs = random.Random(BLOG[0] + " nextstory")
    style = rs.choice(["fox", "forbes", "indy", "mail"])
    w = BLOG[0].split()
    brand = {"fox": "%s %s News" % (w[0], w[1]), "forbes": w[0], "indy": "The %s %s" % (w[0], w[1]), "mail": "Daily %s" % w[0]}[style]
    host = "www.%s.example" % "".join(brand.lower().split())
    stand_on = rs.random() < {"fox": 0.85, "forbes": 0.2, "indy": 0.9, "mail": 0.0}[style]
    sep_label = rs.choice(["Next story", "Up next", "Read next", "More from %s"])
    nnext, full, subs, rail = rs.choice([1, 1, 2]), rs.random() < 0.5, rs.random() < 0.5, rs.random() < 0.5
    more = rs.choice(["Continue reading", "Continue reading", "Read full article"])
    hx = lambda: "sc-%s-%d %s" % ("".join(rs.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(6)), rs.randint(0, 4),
                                  "".join(rs.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(6)))
    keys = ["art", "head", "kicker", "h1", "stand", "meta", "share", "fig", "cap", "credit", "body", "rel", "ad", "tags", "foot", "sep", "more", "trend", "by"]
    hashed = [hx() for _ in keys]
    K = dict(zip(keys, {
        "fox": ["article-wrap", "article-header", "eyebrow", "headline speakable", "sub-headline speakable", "article-meta article-meta-upper", "share-kit",
                "featured featured-image", "caption", "copyright", "article-body", "related-link", "ad-container mobile", "article-tags", "article-footer",
                "next-article-divider", "button continue-reading", "sidebar-trending", "author-byline"],
        "forbes": ["article-body-container", "header-content-container", "header-sub-topic", "fs-headline speakable-headline font-base font-size",
                   "fs-dek font-base", "fs-author-group-wrapper", "sharing-bar", "embed-base image-embed", "color-body light-text", "image-credit",
                   "article-body fs-article fs-responsive-text", "vestpocket", "fbs-ad--wrapper", "article-topics", "article-footer", "article-separator",
                   "fs-button continue-reading", "trending-module", "contrib-byline-author"],
        "indy": hashed,
        "mail": ["article-text wide heading-tag-switch", "article-head", "article-channel", "headline", "standfirst", "author-section byline-plain",
                 "social-share-bar", "artSplitter mol-img-group", "imageCaption", "imageCredit", "article-body-text", "related-carousel",
                 "mol-ads-cmp", "article-tags", "share-article-bottom", "puff-divider", "read-more-button", "mostReadNews", "author-section"]}[style]))
    labels = {"fox": ["Facebook", "Twitter", "Flipboard", "Comments", "Print", "Email"], "forbes": ["Facebook", "Twitter", "Linkedin", "Save Article"],
              "indy": ["Facebook", "Twitter", "Email", "Comments"], "mail": ["Share", "e-mail", "View comments"]}[style]
    trend_label = {"fox": "Trending", "forbes": "Trending", "indy": "Most popular", "mail": "MOST READ NEWS"}[style]
    dt0 = datetime.datetime(r.randint(2019, 2024), r.randint(1, 12), r.randint(1, 28), r.randint(5, 22), r.randint(0, 59))
    tz = lambda x: ("EDT" if 3 < x.month < 11 else "EST") if style in ("fox", "forbes") else ("BST" if 3 < x.month < 11 else "GMT")
    ampm = lambda x: "%d:%02d%s" % ((x.hour + 11) % 12 + 1, x.minute, "am" if x.hour < 12 else "pm")
    dmy = lambda x: "%02d:%02d %s, %d %s %d" % (x.hour, x.minute, tz(x), x.day, MONTHS[x.month - 1], x.year)
    when = {"fox": lambda x: '<div class="article-date"><time>Published %s %d, %d %s %s</time></div>' % (MONTHS[x.month - 1], x.day, x.year, ampm(x), tz(x)),
            "forbes": lambda x: '<div class="content-data metrics-text color-body light-text"><time>%s %d, %d,</time> <time>%s %s</time></div>' % (
                MONTHS[x.month - 1][:3], x.day, x.year, ampm(x), tz(x)),
            "indy": lambda x: '<time datetime="%s">%s %02d %s %d %02d:%02d %s</time>' % (
                x.isoformat(), NS_DAYS[x.weekday()], x.day, MONTHS[x.month - 1], x.year, x.hour, x.minute, tz(x)),
            "mail": lambda x: ('<p class="byline-section"><span class="article-timestamp article-timestamp-published"><span class="article-timestamp-label">Published:</span> '
                               '<time datetime="%s">%s</time></span> | <span class="article-timestamp article-timestamp-updated"><span class="article-timestamp-label">Updated:</span> '
                               '<time>%s</time></span></p>') % (x.isoformat(), dmy(x), dmy(x + datetime.timedelta(minutes=(x.minute * 7) % 300 + 20)))}[style]
    by = {"fox": lambda n: '<div class="author-byline"><span><span>By <a href="/person/%s/%s">%s</a></span> <span class="article-source">| %s</span></span></div>' % (
              n[0].lower(), "-".join(n.lower().split()), n, brand),
          "forbes": lambda n: '<div class="contrib-byline-author"><a class="contrib-link--name" href="/sites/%s/">%s</a><div class="contrib-byline-type">%s</div></div>' % (
              "".join(n.lower().split()), n, r.choice(["Forbes Staff", "Contributor"])),
          "indy": lambda n: '<div class="%s"><a href="/author/%s">%s</a></div>' % (K["by"], "-".join(n.lower().split()), n),
          "mail": lambda n: '<p class="author-section byline-plain">By <a href="/home/search.html?s=&amp;authornamef=%s" class="author" rel="nofollow">%s</a> FOR %s</p>' % (
              n.replace(" ", "+"), n.upper(), w[0].upper() + "ONLINE")}[style]
    shares = lambda: '<div class="%s"><ul>%s</ul></div>' % (K["share"], "".join(
        '<li class="share-%s"><a href="%s" target="_blank" rel="noopener"><span>%s</span></a></li>' % (
            x.lower().replace(" ", "-"), "#comments" if "omment" in x else "mailto:?subject=%s" % brand.replace(" ", "%20") if "mail" in x.lower() else "#%s" % x.split()[0].lower()
            if x in ("Print", "Save Article", "Share") else "https://%s.example/share?u=%s" % (x.split()[0].lower(), host), x) for x in labels))

    def ad(k):
        return {"fox": '<div class="%s"><div id="ad-inline-%d" class="ad mobile" data-ad-pos="inline%d"></div></div>' % (K["ad"], k, k),
                "forbes": '<div class="%s"><fbs-ad position="%s" ad-id="article-%d-%s" progressive=""></fbs-ad></div>' % (K["ad"], "mobile-topx" if k == 0 else "inread", k, "top" if k == 0 else "inread"),
                "indy": '<div class="%s"><div id="mpu%d" class="ad" data-ad-slot="inline"></div></div>' % (K["ad"], k + 1),
                "mail": '<div class="%s"><div class="mol-ads-label-container"><span class="mol-ads-label">Advertisement</span></div><div id="ad-inread-%d" class="mol-ads"></div></div>' % (K["ad"], k)}[style]

    def rel(ts):
        if style == "fox":
            return '<p><strong><a href="/%s/%s" target="_blank" rel="noopener">%s</a></strong></p>' % (cat.lower(), "-".join(ts[0].lower().split()), esc(ts[0].upper()))
        head = {"forbes": "More for you", "indy": "Read more", "mail": "RELATED ARTICLES"}[style]
        return '<div class="%s"><h4>%s</h4><ul>%s</ul>%s</div>' % (K["rel"], head, "".join(
            '<li><a href="/%s/%s">%s</a></li>' % (cat.lower(), "-".join(x.lower().split()), esc(x)) for x in ts),
            '<div class="pagination"><span class="previous">Previous</span> <span class="page">1</span> <span class="next">Next</span></div>' if style == "mail" else "")

    def build(paras, shown):
        # one story's text box and its lines: paragraphs, subheadings, the
        # related line, the ads, Fox's app line; shown: the paragraphs printed
        out, lines, texts = [], [], []
        heads = set(r.sample(range(2, len(paras)), r.randint(1, 2))) if subs and len(paras) >= 5 and r.random() < 0.7 else set()
        rel_at = r.choice([0, 1, 1, 2]) if len(paras) > 2 and r.random() < 0.85 else -1
        ads = [1, 4] if len(paras) > 6 else [1] if len(paras) > 2 else []
        app_at = len(paras) - 2 if style == "fox" and len(paras) > 3 and r.random() < 0.6 else -1
        for i, x in enumerate(paras[:shown]):
            if i in heads:
                h = title(r)
                out.append("<h2>%s</h2>" % esc(h))
                lines.append(h)
            out.append('<p%s>%s</p>' % (' class="speakable"' if style == "fox" and i < 2 else ' class="mol-para-with-font"' if style == "mail" else "", esc(x)))
            lines.append(x)
            if i == rel_at:
                ts = [title(r) for _ in range(1 if style == "fox" else r.randint(1, 3))]
                out.append(rel(ts))
                texts.extend([x.upper() for x in ts] if style == "fox" else ts)
            if i in ads:
                out.append(ad(ads.index(i)))
                texts.extend(["Advertisement"] if style == "mail" else [])
            if i == app_at:
                app = "CLICK HERE TO GET THE %s APP" % brand.upper()
                out.append('<p><strong><a href="/apps-products" target="_blank"><u>%s</u></a></strong></p>' % esc(app))
                texts.append(app)
        return out, lines, texts

    def story(a, paras, shown, d, who, kick, stand, fig):
        out, lines, texts = build(paras, shown)
        slug = SLUG[0] if a == 0 else "/%s/%s" % (kick.lower(), "-".join(tt[a].lower().split()))
        aid = {"fox": "%08x-%04x-%04x-%04x-%012x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(16), r.getrandbits(16), r.getrandbits(48)),
               "forbes": "blogandpostid/blog/post/%d-%x" % (r.randint(1000, 9999), r.getrandbits(48)), "indy": str(r.randint(5000000, 6999999)),
               "mail": str(r.randint(10000000, 13999999))}[style]
        if shown < len(paras):
            out.append('<div class="read-more-wrap"><a class="%s" href="%s">%s</a></div>' % (K["more"], slug, more))
        img = ""
        if fig:
            img = ('<figure class="%s"><picture><img src="https://%s/images/%d/%02d/%x.jpg" alt="%s" width="1200" height="675" loading="%s"/></picture>'
                   '<figcaption class="%s">%s <span class="%s">%s</span></figcaption></figure>') % (
                K["fig"], host.replace("www", "static"), d.year, d.month, r.getrandbits(40), esc(fig[0]), "eager" if a == 0 else "lazy",
                K["cap"], esc(fig[0]), K["credit"], esc(fig[1]))
        tags = r.sample(LEXICON[:400], r.randint(2, 4))
        tag_html = ('<div class="%s"><span class="tags-label">%s</span><ul>%s</ul></div>' % (K["tags"], "Related Topics" if style == "fox" else "More about", "".join(
            '<li><a href="/topic/%s">%s</a></li>' % (x, x.title()) for x in tags)) if style in ("fox", "indy") else "")
        note = {"fox": '<div class="author-bio"><p><i>%s is a reporter for %s Digital.</i></p></div>' % (who, brand),
                "forbes": '<div class="fs-author-bio"><p>Follow me on <a href="https://twitter.example/%s">Twitter</a> or <a href="https://linkedin.example/in/%s">LinkedIn</a>.</p></div>' % (
                    who.split()[0].lower(), who.split()[0].lower()),
                "mail": '<h3 class="social-share-title">Share or comment on this article:</h3>'}.get(style, "")
        texts += ["%s is a reporter for %s Digital." % (who, brand)] if style == "fox" else ["Follow me on"] if style == "forbes" else ["Share or comment on this article"] if style == "mail" else []
        head = ('<header class="%s">%s<h1 class="%s">%s</h1>%s<div class="%s">%s%s</div>%s</header>') % (
            K["head"], '<div class="%s"><a href="/%s">%s</a></div>' % (K["kicker"], kick.lower(), kick.upper() if style == "fox" else kick) if style != "mail" else "",
            K["h1"], esc(tt[a]), '<h2 class="%s">%s</h2>' % (K["stand"], esc(stand)) if stand else "", K["meta"], by(who), when(d), shares())
        html_ = ('<article class="%s" data-article-id="%s" data-url="https://%s%s">%s%s<div class="%s" itemprop="articleBody">%s</div>'
                 '<footer class="%s">%s%s%s</footer></article>') % (
            K["art"], aid, host, slug, head, img, K["body"], "\n".join(out), K["foot"], tag_html, shares() if a == 0 else "", note)
        return html_, lines, texts

    tt = [t] + [title(r) for _ in range(nnext)]
    credit = lambda: r.choice(["Getty Images", "AP Photo/%s" % r.choice(NAMES[:10]), "Reuters/%s" % r.choice(NAMES[:10]), "Shutterstock", "PA Wire"])
    fig = lambda: (sentence(r, 6, 16), "(%s)" % credit() if style != "forbes" else credit().split("/")[0].lower()) if r.random() < 0.85 else None
    stand = sentence(r, 12, 26) if stand_on else None
    if stand:
        TEASER.append(stand)
    else:
        ends = [k for k in (body[0].find(". "), body[0].find("? "), body[0].find("! ")) if k > 0]
        DESC.append(body[0][:min(ends) + 1] if ends else body[0])
    first, lines, texts = story(0, body, len(body), dt0, r.choice(NAMES[:10]), cat, stand, fig())
    STORY[:] = lines
    EXTRAS.extend(texts)
    stream = [first]
    d = dt0
    for a in range(1, nnext + 1):
        kick = cat if sep_label.startswith("More from") else r.choice(CATS)
        sep = sep_label % cat if "%s" in sep_label else sep_label
        paras = [para(r) for _ in range(r.randint(3, 9))]
        shown = len(paras) if full else r.randint(2, 3)
        d -= datetime.timedelta(minutes=r.randint(30, 600))
        nst = sentence(r, 12, 26) if stand_on else None
        nfig = fig()
        h, lines, texts = story(a, paras, shown, d, r.choice(NAMES[:10]), kick, nst, nfig)
        stream.append('<div class="%s" role="separator"><span>%s</span></div>%s' % (K["sep"], esc(sep), h))
        EXTRAS.extend([tt[a], sep] + lines + texts + ([nst] if nst else []) + ([nfig[0]] if nfig else []) + ([more] if shown < len(paras) else []))
    trending = [title(r) for _ in range(r.randint(5, 6))]
    EXTRAS.extend(trending)
    aside = '<aside class="%s"><h3>%s</h3><ol>%s</ol></aside>' % (K["trend"], trend_label, "".join(
        '<li><span class="rank">%d</span><a href="/%s/%s">%s</a></li>' % (i + 1, r.choice(CATS).lower(), "-".join(x.lower().split()), esc(x)) for i, x in enumerate(trending)))
    copy = {"fox": "This material may not be published, broadcast, rewritten, or redistributed. \u00a9%d %s Network, LLC. All rights reserved." % (dt0.year, brand),
            "forbes": "\u00a9 %d %s Media LLC. All Rights Reserved." % (dt0.year, brand)}.get(style, "\u00a9 %d %s. All rights reserved." % (dt0.year, brand))
    EXTRAS.append(copy)
    foot = '<footer class="site-footer"><nav><ul>%s</ul></nav><p class="copyright">%s</p></footer>' % ("".join(
        '<li><a href="/%s">%s</a></li>' % (x.lower().replace(" ", "-"), x) for x in ["About Us", "Contact Us", "Careers", "Advertise With Us", "Terms of Use", "Privacy Policy", "Accessibility"]), esc(copy))
    if rail:
        stream[0] = '<div class="article-with-rail"><div class="main-column">%s</div>%s</div>' % (stream[0], aside)
        aside = ""
    return '<main id="main" class="page-content"><div class="article-stream" data-infinite-scroll="true">%s</div>%s%s</main>' % ("\n".join(stream), aside, foot)
NOTION_ICONS = ["\U0001f331", "\U0001f4dd", "\U0001f4a1", "\U0001f680", "\U0001f4da", "\u270d\ufe0f", "\U0001f9ed", "\U0001f3af", "\U0001f33f", "\u2615", "\U0001f6e0\ufe0f", "\U0001f9e0"]
NOTION_LANGS = {"import": "Python", "const": "JavaScript", "$": "Bash", "func": "Go", "SELECT": "SQL"}
NOTION_COLORS = ["gray", "brown", "orange", "yellow", "green", "blue", "purple", "pink", "red"]


def notion(r, t, body, cat, cs):
    """A blog of Notion pages published through a site builder of
    2021-2024, one of three a site: Super.so (the navbar, the crumbs, the
    notion-header's cover, emoji icon and h1.notion-header__title, the
    article.notion-root holding the properties' rows and a divider, then
    the blocks: p.notion-text, h1-h3.notion-heading, ul.notion-bulleted-
    list and ol of li.notion-list-item, callouts of an icon's span and a
    content box, blockquote.notion-quote, div.notion-toggle whose content
    CSS hides, div.notion-image and its figcaption, div.notion-divider,
    code with a "Copy" button; a linked database's "More posts" list on
    some sites, the footer, "Built with Super" on the free plan),
    Notion's own notion.site as its script leaves the page (the topbar's
    crumbs and "Try Notion", the cover, the icon, the h1 in a page
    block, the "Page properties" table of role rows, every block a
    div.notion-selectable notion-TYPE-block of nested styled divs round a
    contenteditable leaf, headings h2-h4 in such blocks, list items'
    markers "\u2022" and "1." in pseudo spans, a toggle's children absent
    while it is closed, code's language label and "Copy", "Powered by
    Notion") or react-notion-x's markup (a Next.js site of the starter
    kit's kind: the nav's crumbs and "Search", the cover, the icon,
    h1.notion-title, notion-collection-row properties, div.notion-text
    and div.notion-blank, h2-h4.notion-h with a hash link, each list item
    its own ul or ol, details.notion-toggle, figures, hr.notion-hr,
    pre.notion-code, the "Table of Contents" aside beside the article on
    some sites, the footer's copyright and social icons).  The page's
    blocks: the story's paragraphs with a link in some, headings before
    some, empty blocks between them on some sites, a bulleted or numbered
    list, a callout (a bold "Note:" or "TL;DR:" opening it at times), a
    quote, a toggle with a paragraph or two in it, pictures with or
    without a caption, a divider, code on the technical sites; a "Back
    to blog" link as the first block or the last on some sites, the
    site's call to subscribe as a callout after the story (the same on
    every page) or a newsletter form after it on others.  The feed's description is the
    first text block's first sentence on most sites, the opening cut at
    160 characters on some and a "Summary" property on others.  No
    comments.  The truth: the text blocks, the headings, the list items,
    the callout's text (with its label), the quote, the toggle's summary
    and the blocks inside it where the markup holds them, each line of
    code; not the properties, the title's icon, the captions, the code's
    language and buttons, the call to subscribe, the back link, the
    crumbs, the table of contents nor the builder's footer."""
    rs = random.Random(BLOG[0] + " notion")
    kind = rs.choice(["super", "site", "rnx"])
    props, author, blanks, tech, back, badge, toc = (rs.random() < p for p in (0.6, 0.5, 0.35, 0.3, 0.45, 0.5, 0.6))
    more = kind == "super" and rs.random() < 0.4
    fmt = rs.choice(["full", "full", "mdy", "dmy", "ymd"])
    hl = rs.choice([1, 2, 2, 3])
    x = rs.random()
    desc = "sentence" if x < 0.65 else "summary" if x < 0.85 and props else "cut"
    sub = rs.choice([None, "callout", "callout"] + (["form", "form"] if kind != "site" else []))
    owner, dlabel = rs.choice(NAMES[:10]), rs.choice(["Date", "Published", "Published", "Created"])
    cta = rs.choice(["If you enjoyed this post, subscribe to get the next one in your inbox.", "Want more like this? Join %d readers and get every new post by email." % rs.randint(200, 9000),
                     "I write about this every few weeks. Subscribe to the newsletter and never miss a post."])
    back_label = rs.choice(["Back to blog", "Back to all posts"])
    lx = lambda: LEXICON[r.randrange(len(LEXICON))]
    hexid = lambda: "%032x" % r.getrandbits(128)
    uuid = lambda h: "-".join((h[:8], h[8:12], h[12:16], h[16:20], h[20:]))
    # the page's blocks, as (type, ...) tuples, and the truth's lines
    blocks, story, n = [], [], len(body)
    heads = set(r.sample(range(1, n), min(n - 1, r.randint(1, 3)))) if n > 2 and r.random() < 0.6 else set()
    after = {}
    for k, p in (("ul", 0.35), ("ol", 0.2), ("quote", 0.25), ("img", 0.5), ("toggle", 0.15), ("code", 0.6 if tech else 0), ("callout", 0.3), ("hr", 0.2)):
        if r.random() < p:
            after.setdefault(r.randrange(n), []).append(k)

    def callout(text=None):
        label = r.choice(["Note:", "TL;DR:", "Update:"]) if text is None and r.random() < 0.3 else ""
        text = text or sentence(r, 8, 24)
        blocks.append(("callout", r.choice(["\U0001f4a1", "\U0001f4cc", "\u26a0\ufe0f", "\U0001f449", "\u2728", "\U0001f4e3"]) if text != cta else "\U0001f4ec", label, text))
        return ("%s %s" % (label, text)) if label else text
    back_top = back and kind != "rnx" and rs.random() < 0.6
    if back_top:
        blocks.append(("back",))
    if r.random() < 0.15:
        story.append(callout())
    for i, p in enumerate(body):
        if i in heads:
            h = title(r)
            blocks.append(("h", h, min(3, hl + (1 if r.random() < 0.25 else 0))))
            story.append(h)
        link = r.randrange(len(p.split()) - 3) if len(p.split()) > 6 and r.random() < 0.3 else -1
        blocks.append(("p", p, link))
        story.append(p)
        if blanks and r.random() < 0.3:
            blocks.append(("blank",))
        for k in after.get(i, []):
            if k in ("ul", "ol"):
                items = [sentence(r, 3, 12) for _ in range(r.randint(2, 5))]
                blocks.append((k, items))
                story.extend(items)
            elif k == "quote":
                q = sentence(r, 8, 20)
                blocks.append(("quote", q))
                story.append(q)
            elif k == "img":
                blocks.append(("img", sentence(r, 4, 12) if r.random() < 0.5 else ""))
            elif k == "toggle":
                s, kids = sentence(r, 4, 10)[:-1] + "?", [para(r, 1, 3) for _ in range(r.randint(1, 2))]
                blocks.append(("toggle", s, kids))
                story.extend([s] + (kids if kind != "site" else []))
            elif k == "code":
                lines = code_lines(r)
                blocks.append(("code", NOTION_LANGS[lines[0].split()[0]], lines))
                story.extend(lines)
            elif k == "callout":
                story.append(callout())
            elif i < n - 1:
                blocks.append(("hr",))
    if back and kind != "rnx" and not back_top:
        blocks.append(("back",))
    if sub == "callout":
        blocks.append(("hr",))
        callout(cta)
        EXTRAS.append(cta)
    STORY[:] = story
    first = next((k for k, w in enumerate(body[0].split(" ")) if w[-1] in ".?!"), None)
    summary = sentence(r, 10, 22)
    if desc == "sentence":
        DESC.append(" ".join(body[0].split(" ")[:first + 1]) if first is not None else body[0])
    elif desc == "summary":
        DESC.append(summary)
    else:
        DESC.append(body[0] if len(body[0]) <= 160 else body[0][:body[0].rfind(" ", 0, 160)] + "\u2026")
    # the properties: (label, Notion's type, value)
    year = r.choice([2021, 2022, 2023, 2024])
    mon, day = r.randint(1, 12), r.randint(1, 28)
    when = {"full": "%s %d, %d" % (MONTHS[mon - 1], day, year), "mdy": "%02d/%02d/%d" % (mon, day, year),
            "dmy": "%02d/%02d/%d" % (day, mon, year), "ymd": "%d/%02d/%02d" % (year, mon, day)}[fmt]
    tags = [cat] + [lx().title() for _ in range(r.randint(0, 2))]
    rows = [(dlabel, "date", when), ("Tags", "multi_select", tags)] + ([("Author", "person", owner)] if author else []) + (
        [(rs.choice(["Summary", "Description"]), "text", summary)] if desc == "summary" else [])
    icon = r.choice(NOTION_ICONS) if r.random() < 0.7 else ""
    cover = r.random() < 0.75
    img = lambda: ("https://images.spr.example/cdn-cgi/imagedelivery/%s/%s/w=1920,quality=90,fit=scale-down" % (hexid()[:22], uuid(hexid())) if kind == "super" else
                   "https://www.notion.example/image/https%%3A%%2F%%2Fs3.notion-static.example%%2F%s%%2F%s.png?table=block&amp;id=%s&amp;cache=v2" % (uuid(hexid()), lx(), uuid(hexid())))

    def rich(x, k):
        if k < 0:
            return esc(x)
        w = x.split(" ")
        a, b, c = esc(" ".join(w[:k])), esc(" ".join(w[k:k + 3])), esc(" ".join(w[k + 3:]))
        href = "https://%s.example/%s" % (lx(), lx())
        link = ('<a href="%s" class="notion-link link" target="_blank" rel="noopener noreferrer">%s</a>' % (href, b) if kind == "super" else
                '<a class="notion-link" href="%s" target="_blank" rel="noopener noreferrer">%s</a>' % (href, b) if kind == "rnx" else
                '<a href="%s" style="cursor:pointer;color:inherit;word-wrap:break-word;text-decoration:inherit" class="notion-link-token notion-focusable-token notion-enable-hover" rel="noopener noreferrer" data-token-index="1" tabindex="0">'
                '<span style="border-bottom:0.05em solid;border-color:rgba(55,53,47,0.4);opacity:0.7" class="link-annotation-%s-%d">%s</span></a>' % (href, uuid(hexid()), r.randint(10 ** 8, 10 ** 9), b))
        return (a + " " if a else "") + link + (" " + c if c else "")
    LEAF = ('spellcheck="true" placeholder="%s" data-content-editable-leaf="true" contenteditable="false" style="max-width: 100%%; width: 100%%; white-space: pre-wrap; '
            'word-break: break-word; caret-color: rgb(55, 53, 47); padding: %s;%s"')
    sel = lambda cls, inner, mt="1px", mb="1px": ('<div data-block-id="%s" class="notion-selectable notion-%s-block" style="width: 100%%; max-width: 708px; margin-top: %s; margin-bottom: %s;">%s</div>' % (
        uuid(hexid()), cls, mt, mb, inner))
    leaf = lambda html, ph=" ", pad="3px 2px", more="", tag="div": "<%s %s>%s</%s>" % (tag, LEAF % (ph, pad, more), html, tag)
    text_blk = lambda html: sel("text", '<div style="color: inherit; fill: inherit;"><div style="display: flex;">%s</div></div>' % leaf(html))
    item_blk = lambda cls, mark, html: sel(cls, ('<div style="display: flex; align-items: flex-start; width: 100%%; padding-left: 2px; color: inherit; fill: inherit;"><div class="pseudoSelection" contenteditable="false" '
                                                 'data-content-editable-void="true" data-text-edit-side="start" style="user-select: none; margin-right: 2px; width: 24px; display: flex; align-items: center; justify-content: center; '
                                                 'flex-grow: 0; flex-shrink: 0; min-height: calc(1.5em + 3px + 3px);">%s</div><div style="flex: 1 1 0px; min-width: 1px; display: flex; flex-direction: column;">'
                                                 '<div style="display: flex;">%s</div></div></div>') % (mark, html))
    out, tocs = [], []
    for b in blocks:
        bid = hexid()
        if b[0] == "back":
            html = '<a href="/blog" class="notion-link link">\u2190 %s</a>' % back_label if kind == "super" else (
                '<a href="/blog" class="notion-link-token notion-focusable-token notion-enable-hover" rel="noopener noreferrer" data-token-index="0" tabindex="0">\u2190 %s</a>' % back_label)
            out.append('<p id="block-%s" class="notion-text notion-text__content notion-semantic-string">%s</p>' % (bid, html) if kind == "super" else text_blk(html))
            EXTRAS.append(back_label)
        elif b[0] == "p":
            out.append({"super": '<p id="block-%s" class="notion-text notion-text__content notion-semantic-string">%s</p>' % (bid, rich(b[1], b[2])),
                        "rnx": '<div class="notion-text notion-block-%s">%s</div>' % (bid, rich(b[1], b[2]))}.get(kind) or text_blk(rich(b[1], b[2])))
        elif b[0] == "blank":
            out.append({"super": '<div id="block-%s" class="notion-text"></div>' % bid, "rnx": '<div class="notion-blank notion-block-%s">&nbsp;</div>' % bid}.get(kind) or text_blk(""))
        elif b[0] == "h":
            lv, h = b[2], esc(b[1])
            tocs.append((lv, bid, h))
            if kind == "super":
                out.append('<span class="notion-heading__anchor" id="%s"></span><h%d id="block-%s" class="notion-heading notion-semantic-string">%s</h%d>' % (bid, lv, bid, h, lv))
            elif kind == "rnx":
                out.append(('<h%d class="notion-h notion-h%d notion-h-indent-%d notion-block-%s" data-id="%s"><span><div id="%s" class="notion-header-anchor"></div><a class="notion-hash-link" href="#%s" title="%s">'
                            '<svg viewBox="0 0 16 16" width="16" height="16"><path fill-rule="evenodd" d="M7.775 3.275a.75.75 0 001.06 1.06l1.25-1.25a2 2 0 112.83 2.83l-2.5 2.5a2 2 0 01-2.83 0 .75.75 0 00-1.06 1.06 3.5 3.5 0 004.95 0l2.5-2.5a3.5 3.5 0 00-4.95-4.95l-1.25 1.25z"></path></svg></a>'
                            '<span class="notion-h-title">%s</span></span></h%d>') % (lv + 1, lv, lv - hl, bid, bid, bid, bid, h, h, lv + 1))
            else:
                out.append(sel(["header", "sub_header", "sub_sub_header"][lv - 1], '<div style="display: flex; width: 100%%; color: inherit; fill: inherit;">%s</div>' % leaf(
                    h, "Heading %d" % lv, more=" font-weight: 600; font-size: %s; line-height: 1.3; margin: 0px;" % ["1.875em", "1.5em", "1.25em"][lv - 1], tag="h%d" % (lv + 1)),
                    ["2em", "1.4em", "1em"][lv - 1], ["4px", "1px", "1px"][lv - 1]))
        elif b[0] in ("ul", "ol"):
            if kind == "super":
                out.append('<%s class="notion-%s-list">%s</%s>' % ('ol type="1"' if b[0] == "ol" else "ul", "numbered" if b[0] == "ol" else "bulleted", "".join(
                    '<li id="block-%s" class="notion-list-item notion-semantic-string">%s</li>' % (hexid(), esc(x)) for x in b[1]), b[0]))
            elif kind == "rnx":
                out.extend(('<ol start="%d" class="notion-list notion-list-numbered notion-block-%s"><li>%s</li></ol>' % (k + 1, hexid(), esc(x)) if b[0] == "ol" else
                            '<ul class="notion-list notion-list-disc notion-block-%s"><li>%s</li></ul>' % (hexid(), esc(x))) for k, x in enumerate(b[1]))
            else:
                out.extend(item_blk("numbered_list", '<span class="pseudoBefore" style="--pseudoBefore--content: &quot;%d.&quot;; text-align: center; white-space: nowrap; width: 24px;">%d.</span>' % (k + 1, k + 1), leaf(esc(x), "List"))
                           if b[0] == "ol" else item_blk("bulleted_list", '<div class="pseudoBefore" style="font-size: 1.5em; line-height: 1; margin-bottom: 0px; --pseudoBefore--fontFamily: Arial; --pseudoBefore--content: &quot;\u2022&quot;;"></div>',
                                                          leaf(esc(x), "List")) for k, x in enumerate(b[1]))
        elif b[0] == "callout":
            html = ("<strong>%s</strong> " % esc(b[2]) if b[2] else "") + esc(b[3])
            color = r.choice(NOTION_COLORS[:1] * 4 + NOTION_COLORS[1:])
            if kind == "super":
                out.append('<div id="block-%s" class="notion-callout bg-%s-light border"><div class="notion-callout__icon"><span class="notion-icon text" style="width:20px;height:20px;font-size:20px">%s</span></div><div class="notion-callout__content"><span class="notion-semantic-string">%s</span></div></div>' % (
                    bid, color, b[1], html))
            elif kind == "rnx":
                out.append('<div class="notion-callout notion-%s_background_co notion-block-%s"><div class="notion-page-icon-inline notion-page-icon-span"><span class="notion-page-icon" role="img" aria-label="%s">%s</span></div><div class="notion-callout-text">%s</div></div>' % (
                    color, bid, b[1], b[1], html.replace("strong>", "b>")))
            else:
                out.append(sel("callout", ('<div style="display: flex;"><div role="note" style="display: flex; width: 100%%; border-radius: 4px; background: rgb(241, 241, 239); padding: 16px 16px 16px 12px;"><div><div class="notion-record-icon notranslate" role="img" aria-label="%s" '
                                           'style="display: flex; align-items: center; justify-content: center; height: 24px; width: 24px; border-radius: 0.25em; flex-shrink: 0;"><span style="font-size: 21.6px; line-height: 1;">%s</span></div></div>'
                                           '<div style="display: flex; flex-direction: column; min-width: 0px; margin-left: 8px; width: 100%%;">%s</div></div></div>') % (
                    b[1], b[1], leaf(html.replace("<strong>", '<span style="font-weight:600" data-token-index="0" class="notion-enable-hover">').replace("</strong>", "</span>"), "Type something\u2026", "0px 2px")), "4px", "4px"))
        elif b[0] == "quote":
            out.append({"super": '<blockquote id="block-%s" class="notion-quote"><span class="notion-semantic-string">%s</span></blockquote>' % (bid, esc(b[1])),
                        "rnx": '<blockquote class="notion-quote notion-block-%s"><div>%s</div></blockquote>' % (bid, esc(b[1]))}.get(kind) or sel("quote", (
                '<blockquote class="" style="display: block; font-size: 1em; margin: 0px;"><div style="width: 100%%; border-left: 3px solid currentcolor; padding-left: 14px; padding-right: 14px;">%s</div></blockquote>') % leaf(esc(b[1]), "Empty quote"), "6px", "6px"))
        elif b[0] == "toggle":
            if kind == "super":
                out.append(('<div id="block-%s" class="notion-toggle closed"><div class="notion-toggle__summary"><div class="notion-toggle__trigger"><div class="notion-toggle__trigger_icon"><span>\u2023</span></div></div>'
                            '<span class="notion-semantic-string">%s</span></div><div class="notion-toggle__content">%s</div></div>') % (bid, esc(b[1]), "".join(
                    '<p id="block-%s" class="notion-text notion-text__content notion-semantic-string">%s</p>' % (hexid(), esc(x)) for x in b[2])))
            elif kind == "rnx":
                out.append('<details class="notion-toggle notion-block-%s"><summary>%s</summary><div>%s</div></details>' % (bid, esc(b[1]), "".join(
                    '<div class="notion-text notion-block-%s">%s</div>' % (hexid(), esc(x)) for x in b[2])))
            else:
                out.append(item_blk("toggle", ('<div role="button" tabindex="0" aria-expanded="false" aria-label="Open" style="user-select: none; cursor: pointer; position: relative; display: flex; align-items: center; justify-content: center; width: 24px; height: 24px; border-radius: 4px;">'
                                               '<svg role="graphics-symbol" viewBox="0 0 100 100" class="triangle" style="width: 0.6875em; height: 0.6875em; display: block; fill: inherit; flex-shrink: 0; transform: rotateZ(90deg);"><polygon points="5.9,88.2 50,11.8 94.1,88.2 "></polygon></svg></div>'),
                                    leaf(esc(b[1]), "Toggle")))
        elif b[0] == "img":
            src, cap = img(), esc(b[1])
            if kind == "super":
                out.append(('<div id="block-%s" class="notion-image align-start page-width"><span data-full-size="%s" data-lightbox-src="%s" style="display:contents"><img alt="%s" loading="lazy" decoding="async" style="color:transparent;height:auto" src="%s"></span>%s</div>') % (
                    bid, src, src, cap or "image", src, '<figcaption class="notion-caption notion-semantic-string">%s</figcaption>' % cap if cap else ""))
            elif kind == "rnx":
                out.append(('<figure class="notion-asset-wrapper notion-asset-wrapper-image notion-block-%s" style="width:100%%"><div style="position:relative;display:flex;justify-content:center;align-self:center;width:100%%;max-width:100%%;flex-direction:column;height:100%%">'
                            '<img src="%s" alt="%s" loading="lazy" decoding="async" style="object-fit:cover"></div>%s</figure>') % (bid, src, cap or "notion image", '<figcaption class="notion-asset-caption">%s</figcaption>' % cap if cap else ""))
            else:
                out.append(sel("image", ('<div contenteditable="false" data-content-editable-void="true" role="figure"><div style="display: flex;"><div class="notion-cursor-default" style="position: relative; overflow: hidden; flex-grow: 1;"><div style="position: relative;"><div><div style="height: 100%%; width: 100%%;">'
                                         '<img loading="lazy" src="%s" referrerpolicy="same-origin" style="display: block; object-fit: cover; border-radius: 1px; pointer-events: auto; width: 100%%;"></div></div></div></div></div>%s</div>') % (
                    src, '<div style="display: flex;"><figcaption style="flex-grow: 1;">%s</figcaption></div>' % leaf(cap, "Write a caption\u2026", "6px 2px", " font-size: 14px; line-height: 1.4; color: rgba(55, 53, 47, 0.65);") if cap else ""), "4px", "4px"))
        elif b[0] == "hr":
            out.append({"super": '<div id="block-%s" class="notion-divider"></div>' % bid, "rnx": '<hr class="notion-hr notion-block-%s">' % bid}.get(kind) or sel("divider", (
                '<div class="notion-cursor-default" style="display: flex; align-items: center; justify-content: center; pointer-events: auto; width: 100%; height: 13px; flex: 0 0 auto; color: rgba(55, 53, 47, 0.16);">'
                '<div style="width: 100%; height: 1px; visibility: visible; border-bottom: 1px solid rgba(55, 53, 47, 0.16);"></div></div>')))
        elif b[0] == "code":
            lang, code = b[1], esc("\n".join(b[2]))
            if kind == "super":
                out.append(('<div id="block-%s" class="notion-code no-wrap"><button class="notion-code__copy-button"><svg class="notion-icon notion-icon__copy" viewBox="0 0 14 16"><path d="M2.404 15.322h5.701c1.26 0 1.887-.662 1.887-1.927V12.38h1.154"></path></svg>Copy</button>'
                            '<pre class="language-%s" tabindex="0"><code class="language-%s">%s</code></pre><figcaption class="notion-caption notion-semantic-string"></figcaption></div>') % (bid, lang.lower(), lang.lower(), code))
            elif kind == "rnx":
                out.append(('<pre class="notion-code language-%s"><div class="notion-code-copy"><div class="notion-code-copy-button"><svg fill="currentColor" viewBox="0 0 16 16" width="1em" version="1.1"><path fill-rule="evenodd" d="M0 6.75C0 5.784.784 5 1.75 5h1.5a.75.75 0 010 1.5h-1.5z"></path></svg></div></div>'
                            '<code class="language-%s">%s</code></pre>') % (lang.lower(), lang.lower(), code))
            else:
                out.append(sel("code", ('<div style="display: flex;"><div style="border-radius: 4px; background: rgb(247, 246, 243); position: relative; width: 100%%;"><div contenteditable="false" style="position: absolute; top: 8px; left: 8px; z-index: 1;">'
                                        '<div role="button" tabindex="0" style="user-select: none; cursor: pointer; display: inline-flex; align-items: center; font-size: 12px; color: rgba(55, 53, 47, 0.5);">%s</div></div>'
                                        '<div contenteditable="false" style="position: absolute; top: 8px; right: 8px; z-index: 1;"><div role="button" tabindex="0" style="user-select: none; cursor: pointer; font-size: 12px;">Copy</div></div>'
                                        '<div class="line-numbers notion-code-block" style="display: flex; overflow-x: auto;"><div spellcheck="false" autocorrect="off" autocapitalize="off" placeholder=" " data-content-editable-leaf="true" contenteditable="false" '
                                        'style="flex-grow: 1; flex-shrink: 0; text-align: left; font-family: SFMono-Regular, Menlo, Consolas, monospace; font-size: 85%%; tab-size: 2; padding: 34px 16px 32px 32px; min-height: 1em; white-space: pre;">%s</div></div></div></div>') % (
                    lang, code), "4px", "4px"))
    # the properties' rows
    pid = hexid()
    if kind == "super":
        pv = lambda ty, v: ('<span class="date">%s</span>' % v if ty == "date" else "".join('<span class="notion-pill pill-%s">%s</span>' % (rs.choice(NOTION_COLORS), esc(x)) for x in v) if ty == "multi_select" else
                            '<span class="individual-with-image"><div class="individual-letter-avatar">%s</div><span>%s</span></span>' % (v[0], v) if ty == "person" else esc(v))
        ptab = '<div class="notion-page__properties">%s<div id="block-root-divider" class="notion-divider"></div></div>' % "".join(
            '<div class="notion-page__property"><div class="notion-page__property-name-wrapper"><div class="notion-page__property-icon-wrapper"><svg viewBox="0 0 16 16" style="width:16px;height:16px"><path d="M3.3 14.5h9.4"></path></svg></div>'
            '<div class="notion-page__property-name"><span>%s</span></div></div><div class="notion-property notion-property__%s property-%s notion-semantic-string%s">%s</div></div>' % (
                lab, ty, hexid()[:8], " no-wrap" if ty == "person" else "", pv(ty, v)) for lab, ty, v in rows)
    elif kind == "rnx":
        pv = lambda ty, v: ("".join('<div class="notion-property-multi_select-item notion-item-%s">%s</div>' % (rs.choice(NOTION_COLORS), esc(x)) for x in v) if ty == "multi_select" else esc(v))
        ptab = '<div class="notion-collection-page-properties"><div class="notion-collection-row"><div class="notion-collection-row-body">%s</div></div></div>' % "".join(
            '<div class="notion-collection-row-property"><div class="notion-collection-column-title"><svg viewBox="0 0 14 14" class="notion-collection-column-title-icon"><path d="M10.889 5.5H3.11v1.556h7.778V5.5z"></path></svg>'
            '<div class="notion-collection-column-title-body">%s</div></div><div class="notion-collection-row-value"><span class="notion-property notion-property-%s">%s</span></div></div>' % (lab, ty, pv(ty, v)) for lab, ty, v in rows)
    else:
        pv = lambda ty, v: ("".join('<div style="display: flex; align-items: center; flex-shrink: 0; height: 20px; border-radius: 3px; padding-left: 6px; padding-right: 6px; margin: 0px 6px 6px 0px; background: rgba(227, 226, 224, 0.5);">'
                                    '<div style="white-space: nowrap; overflow: hidden; text-overflow: ellipsis;">%s</div></div>' % esc(x) for x in v) if ty == "multi_select" else esc(v))
        ptab = '<div role="table" aria-label="Page properties" style="width: 100%%; max-width: 100%%; margin-bottom: 8px;">%s</div>' % "".join(
            '<div role="row" style="display: flex; padding-bottom: 4px;"><div role="rowheader" style="display: flex; align-items: center; height: 34px; width: 160px; flex: 0 0 auto; color: rgba(55, 53, 47, 0.65);">'
            '<svg role="graphics-symbol" viewBox="0 0 16 16" class="types%s" style="width: 16px; height: 16px; display: block; fill: rgba(55, 53, 47, 0.45); flex-shrink: 0; margin-right: 6px;"><path d="M3.3 14.5h9.4"></path></svg>'
            '<div style="white-space: nowrap; overflow: hidden; text-overflow: ellipsis;">%s</div></div><div role="cell" style="display: flex; flex: 1 1 auto; min-width: 0px;"><div style="display: flex; flex-wrap: wrap; min-height: 34px; padding: 6px 8px;">%s</div></div></div>' % (
                {"date": "Date", "multi_select": "MultipleSelect", "person": "Person", "text": "Text"}[ty], lab, pv(ty, v)) for lab, ty, v in rows)
    ptab = ptab if props else ""
    site_name = " ".join(BLOG[0].split()[:-1])
    handle = owner.split()[0].lower()
    cover_src = img().replace("w=1920", "w=3840")
    if sub == "form":
        fh, fs = rs.choice(["Join the newsletter", "Get new posts by email", "Subscribe to %s" % site_name]), sentence(random.Random(BLOG[0] + " form"), 8, 16)
        EXTRAS.extend([fh, fs])
        form = ('<div class="newsletter-embed"><form action="https://app.convertkit.example/forms/%d/subscriptions" class="seva-form formkit-form" method="post" data-sv-form="%d" data-format="inline" data-version="5">'
                '<div data-style="clean"><div class="formkit-header"><h2>%s</h2></div><div class="formkit-subheader"><p>%s</p></div><ul class="formkit-alert formkit-alert-error" data-element="errors" data-group="alert"></ul>'
                '<div data-element="fields" class="seva-fields formkit-fields"><div class="formkit-field"><input class="formkit-input" name="email_address" aria-label="Email Address" placeholder="Email Address" required="" type="email"></div>'
                '<button data-element="submit" class="formkit-submit"><div class="formkit-spinner"><div></div><div></div><div></div></div><span>Subscribe</span></button></div></div></form></div>') % (
            rs.randint(10 ** 6, 10 ** 7), rs.randint(10 ** 6, 10 ** 7), esc(fh), esc(fs))
    else:
        form = ""
    if kind == "super":
        slug = SLUG[0].strip("/").split(".")[0]
        mlist = ""
        if more:
            mt = [(title(r), "%s %d, %d" % (MONTHS[r.randrange(12)], r.randint(1, 28), year)) for _ in range(r.randint(3, 5))]
            EXTRAS.extend(x for x, _ in mt)
            mlist = ('<div id="block-%s" class="notion-collection inline"><div class="notion-collection__header-wrapper"><h3 class="notion-collection__header"><span class="notion-semantic-string">%s</span></h3></div>'
                     '<div class="notion-collection-list" role="list">%s</div></div>') % (hexid(), rs.choice(["More posts", "Recent posts", "Keep reading"]), "".join(
                         '<div class="notion-collection-list__item "><a href="/blog/%s" class="notion-link notion-collection-list__item-anchor"></a><div class="notion-property notion-property__title notion-semantic-string">%s</div>'
                         '<div class="notion-collection-list__item-content"><div class="notion-property notion-property__date notion-collection-list__item-property notion-semantic-string no-wrap"><span class="date">%s</span></div></div></div>' % (
                             "-".join(a.lower().split()), esc(a), d) for a, d in mt))
        if badge:
            EXTRAS.append("Built with Super")
        return ('<div class="super-root"><nav aria-label="Main" class="super-navbar simple"><div class="super-navbar__content"><a href="/" class="notion-link super-navbar__logo"><div class="super-navbar__logo-text">%s</div></a>'
                '<div class="super-navbar__list"><a href="/blog" class="notion-link super-navbar__item">Blog</a><a href="/about" class="notion-link super-navbar__item">About</a></div></div></nav>'
                '<div class="super-content-wrapper"><main id="page-%s" class="super-content page__%s parent-page__blog has-footer"><div class="super-navbar__breadcrumbs" style="position:absolute"><div class="notion-breadcrumb">'
                '<a href="/blog" class="notion-link notion-breadcrumb__item"><div class="notion-navbar__title notion-breadcrumb__title">Blog</div></a><span class="notion-breadcrumb__divider">/</span>'
                '<div class="notion-breadcrumb__item"><div class="notion-navbar__title notion-breadcrumb__title">%s</div></div></div></div>'
                '<div class="notion-header page"><div class="notion-header__cover %s">%s</div><div class="notion-header__content max-width %s">%s<div class="notion-header__title-wrapper"><h1 class="notion-header__title">%s</h1></div></div></div>'
                '<article id="block-%s" class="notion-root max-width has-footer">%s%s%s</article>%s</main>'
                '<footer class="super-footer"><div class="super-footer__content"><a href="/" class="notion-link super-footer__logo">%s</a><div class="super-footer__links"><a href="/about" class="notion-link super-footer__link">About</a>'
                '<a href="/rss" class="notion-link super-footer__link">RSS</a></div><div class="super-footer__icons"><a href="https://twitter.example/%s" aria-label="Twitter" class="notion-link"><svg viewBox="0 0 24 24" width="24" height="24"><path d="M23 3a10.9 10.9 0 0 1-3.14 1.53"></path></svg></a></div>'
                '<p class="super-footer__footnote">\u00a9 %d %s</p></div></footer>%s</div></div>') % (
            esc(site_name), slug, slug, esc(t), "has-cover" if cover else "no-cover", '<img alt="Page cover image" loading="eager" decoding="async" style="color:transparent;object-fit:cover;object-position:center 50%%" src="%s">' % cover_src if cover else "",
            "has-cover" if cover else "no-cover", '<div class="notion-header__icon-wrapper has-icon"><span class="notion-icon text" style="width:78px;height:78px;font-size:78px">%s</span></div>' % icon if icon else "",
            esc(t), slug, ptab, "".join(out), mlist, form, esc(site_name), handle, year, esc(owner),
            '<a href="https://super.example/?utm_source=badge" target="_blank" rel="noopener noreferrer" class="super-badge">Built with Super</a>' if badge else "")
    if kind == "rnx":
        mn = min(lv for lv, _, _ in tocs) if tocs else 1
        aside = ('<aside class="notion-aside"><div class="notion-aside-table-of-contents"><div class="notion-aside-table-of-contents-header">Table of Contents</div><nav class="notion-table-of-contents">%s</nav></div></aside>' % "".join(
            '<a href="#%s" class="notion-table-of-contents-item notion-table-of-contents-item-indent-level-%d"><span class="notion-table-of-contents-item-body" style="display:inline-block;margin-left:%dpx">%s</span></a>' % (
                h_id, lv - mn, 16 * (lv - mn), h) for lv, h_id, h in tocs)) if toc and len(tocs) >= 2 else ""
        return ('<div class="notion notion-app light-mode notion-block-%s"><div class="notion-viewport"></div><div class="notion-frame"><header class="notion-header"><div class="notion-nav-header"><div class="breadcrumbs">'
                '<a class="breadcrumb" href="/"><span class="title">%s</span></a><span class="spacer">/</span><div class="breadcrumb active">%s<span class="title">%s</span></div></div>'
                '<div class="notion-nav-header-rhs breadcrumbs"><a href="/about" class="breadcrumb button">About</a><div role="button" class="breadcrumb button notion-search-button"><svg class="searchIcon" viewBox="0 0 17 17" width="17" height="17"><path d="M6.78 12.52a5.74 5.74 0 1 1 0-11.48"></path></svg><span class="title">Search</span></div></div></div></header>'
                '<div class="notion-page-scroller">%s<main class="notion-page %s %s notion-page-has-text-icon notion-full-page">%s<h1 class="notion-title">%s</h1>%s'
                '<div class="notion-page-content%s"><article class="notion-page-content-inner">%s</article>%s</div>%s</main>'
                '<footer class="styles_footer__Kt2eS"><div class="styles_copyright__zpUUh">Copyright %d %s</div><div class="styles_settings__H0PBZ"><a class="styles_toggleDarkMode__3Iyxe" href="#" role="button" title="Toggle dark mode"><svg viewBox="0 0 16 16" width="16" height="16"><path d="M8 1a7 7 0 1 0 7 7"></path></svg></a></div>'
                '<div class="styles_social__5IDnz"><a class="styles_twitter__AjsX1" href="https://twitter.example/%s" title="Twitter @%s" target="_blank" rel="noopener noreferrer"><svg viewBox="0 0 16 16" width="16" height="16"><path d="M16 3.04a6.6 6.6 0 0 1-1.89.52"></path></svg></a>'
                '<a class="styles_github__DVg2t" href="https://github.example/%s" title="GitHub @%s" target="_blank" rel="noopener noreferrer"><svg viewBox="0 0 16 16" width="16" height="16"><path d="M16 3.04a6.6 6.6 0 0 1-1.89.52"></path></svg></a></div></footer></div></div></div>') % (
            pid, esc(site_name), '<span class="notion-page-icon">%s</span>' % icon if icon else "", esc(t),
            '<div class="notion-page-cover-wrapper"><img src="%s" alt="%s" class="notion-page-cover" style="object-position:center 50%%" loading="lazy" decoding="async"></div>' % (cover_src, esc(t)) if cover else "",
            "notion-page-has-cover" if cover else "notion-page-no-cover", "notion-page-has-icon" if icon else "notion-page-no-icon",
            '<div class="notion-page-icon-hero notion-page-icon-span"><span class="notion-page-icon" role="img" aria-label="%s">%s</span></div>' % (icon, icon) if icon else "", esc(t), ptab,
            " notion-page-content-has-aside notion-page-content-has-toc" if aside else "", "".join(out), aside, form, year, esc(owner), handle, handle, handle, handle)
    EXTRAS.append("Powered by Notion")
    return ('<div id="notion-app"><div class="notion-app-inner notion-light-theme" style="color: rgb(55, 53, 47); fill: currentcolor; line-height: 1.5;"><div class="notion-cursor-listener" style="width: 100%%; display: flex; height: 100%%;">'
            '<main class="notion-frame" style="flex-grow: 0; flex-shrink: 1; display: flex; flex-direction: column; height: 100%%;"><div class="notion-topbar" style="width: 100%%; height: 45px;"><div style="display: flex; justify-content: space-between; align-items: center; height: 45px; padding: 0px 12px;">'
            '<div class="notranslate shadow-cursor-breadcrumb" style="display: flex; align-items: center; min-width: 0px;"><a href="/%s" role="button" style="display: flex; align-items: center; padding: 2px 6px;"><div class="notranslate" style="white-space: nowrap;">%s</div></a>'
            '<span style="margin: 0px 2px; color: rgba(55, 53, 47, 0.4);">/</span><a href="%s" role="button" style="display: flex; align-items: center; padding: 2px 6px;">%s<div class="notranslate" style="white-space: nowrap; overflow: hidden; text-overflow: ellipsis;">%s</div></a></div>'
            '<div style="display: flex; align-items: center;"><a href="https://www.notion.example/signup?from=marketing&amp;pathname=%s" role="button" style="display: inline-flex; align-items: center; height: 28px; padding: 0px 8px; border-radius: 4px; background: rgb(35, 131, 226); color: white;">Try Notion</a></div></div></div>'
            '<div class="notion-scroller vertical" style="z-index: 1; display: flex; flex-direction: column; flex-grow: 1; position: relative; overflow: hidden auto;">%s'
            '<div class="layout layout-wide"><div class="layout-content">%s<div data-block-id="%s" class="notion-selectable notion-page-block" style="color: rgb(55, 53, 47); font-weight: 700; line-height: 1.2; font-size: 40px; cursor: text;">'
            '<h1 spellcheck="true" placeholder="Untitled" data-content-editable-leaf="true" contenteditable="false" class="notranslate" style="max-width: 100%%; width: 100%%; white-space: pre-wrap; word-break: break-word; padding: 3px 2px; font-size: 1em; font-weight: inherit; margin: 0px;">%s</h1></div>%s'
            '<div class="notion-page-content" style="flex-shrink: 0; flex-grow: 1; max-width: 100%%; display: flex; align-items: flex-start; flex-direction: column; font-size: 16px; line-height: 1.5; width: 100%%; z-index: 4; padding-bottom: 30vh;">%s</div></div></div>'
            '<a href="https://www.notion.example/product/sites?utm_source=site-badge" target="_blank" rel="noopener noreferrer" class="notion-sites-badge" style="position: fixed; right: 16px; bottom: 16px; font-size: 12px;">Powered by Notion</a></div></main></div></div></div>') % (
        uuid(pid).replace("-", ""), esc(site_name), SLUG[0], '<span style="margin-right: 6px;">%s</span>' % icon if icon else "", esc(t), SLUG[0].strip("/"),
        '<div class="layout-full"><div style="position: relative; width: 100%%; height: 30vh; cursor: default;"><img src="%s" referrerpolicy="same-origin" style="display: block; object-fit: cover; border-radius: 0px; width: 100%%; height: 30vh; opacity: 1; object-position: center 50%%;"></div></div>' % cover_src if cover else "",
        ('<div class="pseudoSelection" contenteditable="false" style="user-select: none; margin-top: %s;"><div class="notion-record-icon notranslate" role="img" aria-label="%s" style="display: flex; align-items: center; justify-content: center; height: 78px; width: 78px; border-radius: 0.25em;">'
         '<span style="font-size: 78px; line-height: 1.1;">%s</span></div></div>') % ("-62px" if cover else "80px", icon, icon) if icon else "", uuid(pid), esc(t), ptab, "".join(out))
RT_MONTHS = ["Jan", "Feb", "March", "April", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"]
WIRE_BASES = ["WASHINGTON", "NEW YORK", "LOS ANGELES", "CHICAGO", "LONDON", "PARIS", "BEIJING", "TOKYO", "JERUSALEM", "UNITED NATIONS", "BRUSSELS", "GENEVA"]


def wire(r, t, body, cat, cs):
    """A news agency's own story page of 2022-2024, as AP News (Brightspot's
    "Page-" and "PagePromo" classes), Reuters (Arc's hashed CSS-module
    classes, each paragraph a div of data-testid "paragraph-N") or AFP's
    English site (a Drupal node) writes it, one of them a site: Reuters'
    section tags over the headline, the headline, the byline ("By NAME and
    NAME", the names linked; "Reuters" alone on some of its stories, "By
    NAME with NAME in CITY" on AFP's), the date ("Updated 4:11 PM EST,
    December 7, 2023"; Reuters' "December 7, 2023", "10:32 AM UTC",
    "Updated 2 hours ago", "4 minute read" on its older pages; AFP's
    "Published on"), AP's share menu; on some older Reuters pages a
    "Summary" of two to four bullet points; the lead: AP's carousel of one
    to four photos, each a caption ("FILE - " at times) closed by "(AP
    Photo/NAME)" and "1 of 3", or a video with its line; Reuters' photo
    and "REUTERS/NAME/File Photo" with "Purchase Licensing Rights"; AFP's
    "(NAME / AFP)".  Then the story in short paragraphs of one to three
    sentences, the first opening on the agency's dateline ("WASHINGTON (AP)
    \u2014 ", "LONDON, Dec 7 (Reuters) - ", "Paris (AFP) - "), quotes
    ("\u201c...,\u201d NAME said.", AFP's "told AFP"), AP's "RELATED
    COVERAGE" boxes of two or three headlines, Reuters' "Related Coverage"
    list, AFP's "Related", "ADVERTISEMENT" ("Advertisement \u00b7 Scroll to
    continue") over ad slots, Reuters' "Register now for FREE unlimited
    access" box or its newsletter's "Sign up here." line among the
    paragraphs; at the end AP's "___" line and its notes in italics (the
    contributors' line, "Follow AP's coverage of ... at
    https://apnews.com/hub/...", the philanthropies' note), Reuters'
    "Reporting by NAME; Editing by NAME" line and "Our Standards: The
    Thomson Reuters Trust Principles.", AFP's desk initials ("bur-abc/def");
    then the authors' bios, AFP's topics, "Most read" (AP, AFP) or "Read
    Next" (Reuters) and the agency's copyright line.  No comments.  The
    feed's description is AP's first paragraph after its dateline, AFP's
    first sentence, Reuters' first sentence or, on half its sites, a summary
    written for the feed.  The truth: the summary's points, then the
    story's paragraphs as printed, the dateline kept in the first (its
    first words, as a reader reads them) and the quotes as written; not the
    contributors', reporting and editing credits nor AFP's initials
    (credits, as the byline is, neither text nor counted), not the captions
    and credits, the related boxes, the labels, the register box and the
    newsletter's line, the "Follow" and philanthropies' notes, "Our
    Standards", the bios, the lists of headlines nor the copyright."""
    rs = random.Random(BLOG[0] + " wire")
    fam = rs.choice(["ap", "ap", "ap", "reuters", "reuters", "reuters", "afp"])
    late, own = rs.random() < 0.5, rs.random() < 0.5  # Reuters of 2023-2024; its feed's own summary
    hx = lambda *ns: " ".join("%s__%s" % (n, "".join(map(random.Random(BLOG[0] + n).choice, [
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"] * 5))) for n in ns)

    def css(s):  # Reuters' CSS modules: class="@a @b" is "a__1FZLe b__3Ml4_", the hashes the site's build's
        s = s.split('"@')
        return s[0] + "".join('"%s%s' % (hx(*x[:x.index('"')].replace("@", "").split()), x[x.index('"'):]) for x in s[1:])
    lw = lambda: LEXICON[r.randrange(len(LEXICON))]
    slug = lambda h: "-".join(h.lower().split())
    names = lambda xs: ", ".join(xs[:-1]) + " and " + xs[-1] if len(xs) > 1 else xs[0]
    city_of = lambda: r.choice(["Washington", "New York", "London", "Chicago", lw().title()])
    d = date(r)
    pub = datetime.datetime(r.choice([2022, 2023, 2024]), MONTHS.index(d[1]) + 1, d[0], d[3] % 12 + (12 if d[5] == "PM" else 0), d[4])
    upd = pub + datetime.timedelta(minutes=r.randint(10, 16 * 60))
    authors = r.sample(NAMES[:10], r.choice([1, 1, 1, 2, 2, 3]))
    others = r.sample([a for a in NAMES[:10] if a not in authors], 4)  # the desk's: other reporters, the editors
    x = r.random()
    city = r.choice(WIRE_BASES) if x < 0.5 else "%s, %s" % (lw().upper(), r.choice(
        STATES if fam == "ap" and x < 0.8 else [c for c in COUNTRIES if c not in ("USA", "UK")]))
    dl = {"ap": "%s (AP) \u2014 " % city, "reuters": "%s, %s %d (Reuters) - " % (city, RT_MONTHS[pub.month - 1], pub.day),
          "afp": "%s (AFP) - " % city.split(",")[0].title()}[fam]

    sents = word_sents
    paras = []
    for p in body:  # the wire's short paragraphs: one to three sentences
        ss = sents(p)
        while ss:
            k = r.choice([1, 1, 2, 2, 2, 3])
            paras.append(" ".join(ss[:k]))
            ss = ss[k:]
    q1, q2 = ("\u201c", "\u201d") if fam == "ap" else ('"', '"')
    who = {n: r.choice(["a spokesperson for the %s Ministry", "the mayor of %s", "a professor at %s University", "the chief executive of %s Group",
                        "a senior official at the %s Agency", "the director of the %s Institute"]) % lw().title() for n in r.sample(NAMES[:10], 2)}
    for i in range(1, len(paras)):  # some paragraphs a quote, its speaker named in full the first time
        if r.random() < 0.22 and len(paras[i].split()) > 6:
            s, n = paras[i], r.choice(list(who))
            s = s[:-1] + "," if s[-1] == "." else s
            paras[i] = ("%s%s%s said %s, %s." % (q1, s, q2, n, who.pop(n)) if who[n] else
                        "%s%s%s %s %s." % (q1, s, q2, n.split()[1], "told AFP" if fam == "afp" and r.random() < 0.5 else "said"))
            who.setdefault(n, "")
    lead = paras[0]
    paras[0] = dl + lead
    summary = [sentence(r, 6, 14).rstrip(".?!") for _ in range(r.randint(2, 4))] if fam == "reuters" and not late and r.random() < 0.4 else []
    STORY[:] = summary + paras
    DESC.append(lead if fam == "ap" else sentence(r, 14, 28) if fam == "reuters" and own else sents(lead)[0])
    n = len(paras)
    ads = set(range(r.choice([2, 3]), n - 1, r.choice([4, 5, 6]))) if fam != "afp" else set()
    rel = ({min(r.choice([1, 2, 3]), n - 2)} | ({n - r.randint(4, 6)} if n >= 14 and fam == "ap" and r.random() < 0.6 else set())) if n >= 5 else set()
    promo_at = r.randrange(2, n - 1) if fam == "reuters" and n >= 5 and r.random() < 0.55 else -1
    promo = (r.choice(["The Reuters Daily Briefing newsletter provides all the news you need to start your day.",
                       "The Reuters Power Up newsletter provides everything you need to know about the global energy industry.",
                       "Get a look at the day ahead in U.S. and global markets with the Morning Bid U.S. newsletter."]) + " Sign up here."
             if late else "Register now for FREE unlimited access to Reuters.com")
    adlabel = "ADVERTISEMENT" if fam == "ap" else "Advertisement \u00b7 Scroll to continue"
    pc = "@text__text @text__dark-grey @text__regular @text__large @body__base @body__large_body @article-body__paragraph"
    out, related = [], []
    for i, p in enumerate(paras):
        out.append('<div data-testid="paragraph-%d" class="%s">%s</div>' % (i + (i > promo_at >= 0), pc, esc(p)) if fam == "reuters" else "<p>%s</p>" % esc(p))
        if i in rel:
            hs = [(h, "%s-%032x" % (slug(h), r.getrandbits(128))) for h in (title(r) for _ in range(r.choice([2, 3, 3])))]
            related += [h for h, _ in hs]
            out.append({"ap": '<div class="Enhancement" data-align-center><div class="Enhancement-item"><div class="PageList PageListEnhancementA" data-gtm-region="Related coverage">'
                              '<div class="PageList-header"><h2 class="PageList-header-title">RELATED COVERAGE</h2></div><div class="PageList-items">%s</div></div></div></div>',
                        "reuters": '<div data-testid="RelatedCoverage" class="@related-coverage__container"><h2 class="@text__text @text__heading_6 @related-coverage__heading">Related Coverage</h2>'
                                   '<ul class="@related-coverage__list">%s</ul></div>',
                        "afp": '<aside class="related-articles"><h3 class="related-articles__title">Related</h3><ul>%s</ul></aside>'}[fam] % "".join({
                "ap": '<div class="PageList-items-item"><div class="PagePromo"><div class="PagePromo-media"><a class="Link" href="https://apnews.com/article/%s" aria-label="%s"><picture>'
                      '<img class="Image" src="https://dims.apnews.com/dims4/default/%07x/2147483647/strip/true/crop/5000x3333+0+0/resize/320x213!/quality/90/" alt="" loading="lazy"/></picture></a></div>'
                      '<div class="PagePromo-content"><bsp-custom-headline custom-headline="h3"><h3 class="PagePromo-title"><a class="Link" href="https://apnews.com/article/%s">'
                      '<span class="PagePromoContentIcons-text">%s</span></a></h3></bsp-custom-headline></div></div></div>' % (u, esc(h), r.getrandbits(28), u, esc(h)),
                "reuters": '<li class="@related-coverage__item"><a data-testid="Link" href="/world/%s-%s/" class="@text__text @link__link @link__underline_on_hover">%s</a></li>' % (
                    slug(h), pub.strftime("%Y-%m-%d"), esc(h)),
                "afp": '<li><a href="/en/news/%d/%s-doc-%s">%s</a></li>' % (r.randint(3, 40), slug(h), u[-8:], esc(h))}[fam] for h, u in hs))
        if i == promo_at:
            out.append('<div data-testid="paragraph-%d" class="%s">%s <a data-testid="Link" href="https://www.reuters.com/newsletters/">Sign up here.</a></div>' % (
                i + 1, pc, esc(promo[:-len(" Sign up here.")])) if late else
                '<div class="@register-prompt__container"><p class="@text__text @register-prompt__text">%s</p>'
                '<a data-testid="Button" href="/account/register/sign-up/" class="@button__button @button__primary">Register</a></div>' % esc(promo))
        if i in ads:
            out.append('<div class="Advertisement"><p class="Advertisement-label">ADVERTISEMENT</p><div class="fs-ad" id="apnews_instory_%d" data-freestar-ad="__336x280 __728x90"></div></div>' % i
                       if fam == "ap" else '<div data-testid="ResponsiveAdSlot" class="@ad-slot__container"><span class="@text__text @ad-slot__label">%s</span>'
                       '<div id="ad-slot-mid-%d" class="@ad-slot__inner" data-ad-type="mid_article"></div></div>' % (adlabel, i))
    EXTRAS.extend(related + (["RELATED COVERAGE"] if fam == "ap" and rel else []) + ([adlabel] if ads else []) + ([promo] if promo_at >= 0 else []))
    if fam == "ap":  # "___" and the notes in italics
        notes = []
        if r.random() < 0.6:
            cw = r.sample(NAMES[:10], r.choice([1, 1, 2]))
            notes.append(("Associated Press writer%s %s contributed to this report." % ("s" if len(cw) > 1 else "", names(["%s in %s" % (c, city_of()) for c in cw])), 0))
        if r.random() < 0.35:
            hub = "-".join(lw() for _ in range(r.choice([1, 2])))
            notes.append(("Follow AP's coverage of %s at https://apnews.com/hub/%s" % (hub.replace("-", " "), hub), 1))
        if r.random() < 0.2:
            notes.append(("The Associated Press\u2019 %s coverage receives financial support from multiple private foundations. AP is solely responsible for all content. "
                          "Find AP\u2019s standards for working with philanthropies, a list of supporters and funded coverage areas at AP.org." % r.choice(
                              ["climate and environmental", "religion", "health and science", "education", "women in the workforce and state government"]), 1))
        out += ["<p>___</p>"] if notes else []
        for s, _ in notes:
            u = s.split(" at ")[-1] if "/hub/" in s else "\0"
            out.append("<p><i>%s</i></p>" % esc(s).replace(u, '<a href="%s">%s</a>' % (u, u)))
        EXTRAS.extend(s for s, k in notes if k)
    elif fam == "reuters":
        out.append('<p data-testid="SignOff" class="@text__text @sign-off__text">%s%s; Editing by %s</p>' % (
            "Reporting by %s in %s" % (names(authors), city_of()) if r.random() < 0.8 else "Reporting by %s; Writing by %s" % (others[0], authors[0]),
            "; Additional reporting by %s" % others[1] if r.random() < 0.4 else "", names(others[2:r.choice([3, 4])])))
    else:
        out.append("<p>%s%s/%s</p>" % (r.choice(["", "", "bur-"]), "".join(r.choice("abcdefghjklmnprstvw") for _ in range(r.choice([2, 3]))), "".join(r.choice("abcdefghjklmnprstvw") for _ in range(2))))

    def caption():
        f, c, n = r.random() < 0.3, sentence(r, 6, 16)[:-1], r.choice(NAMES[:10])
        if fam == "ap":
            return "%s, in %s, %s, %s %d, %d." % (("FILE - " if f else "") + c, city.title().split(",")[0], pub.strftime("%A"), AP_MONTHS.get(MONTHS[pub.month - 1], MONTHS[pub.month - 1]),
                                                   pub.day, pub.year - f), "(AP Photo/%s%s)" % (n, ", File" if f else "")
        at = "%s %d, %d" % (MONTHS[pub.month - 1], pub.day, pub.year - f)
        if fam == "reuters":
            return "%s in %s, %s." % (c, city.title(), at), "REUTERS/%s%s" % (n, "/File Photo" if f else "")
        return "%s in %s on %s." % ("(FILES) " + c if f else c, city.title().split(",")[0], at), "(Photo by %s / AFP)" % n.upper()
    x, lead_html = r.random(), ""
    if fam == "ap" and x < 0.8:
        caps = [caption() for _ in range(r.choice([1, 1, 2, 3, 4]))]
        lead_html = '<div class="Page-lead"><bsp-carousel class="Carousel" data-slides="%d"><div class="Carousel-slides">%s</div></bsp-carousel></div>' % (len(caps), "".join(
            '<div class="Carousel-slide"><div class="CarouselSlide"><div class="CarouselSlide-media"><picture><img class="Image" alt="%s" src="https://dims.apnews.com/dims4/default/%07x/2147483647/strip/true/crop/5000x3333+0+0/resize/599x399!/quality/90/" width="599" height="399" loading="lazy"/></picture></div>'
            '<div class="CarouselSlide-info"><bsp-read-more class="FigureCaption" data-more-button-text="Read More" data-less-button-text="Read Less"><div class="CarouselSlide-infoDescription"><p>%s %s</p></div></bsp-read-more>%s</div></div></div>' % (
                esc(c), r.getrandbits(28), esc(c), esc(cr), '<div class="CarouselOverlay-index">%d of %d</div>' % (k + 1, len(caps)) if len(caps) > 1 else "") for k, (c, cr) in enumerate(caps)))
    elif fam == "ap" and x < 0.9:
        lead_html = ('<div class="Page-lead"><div class="VideoLead"><bsp-jw-player class="JWPlayer" data-media-id="%s"><div class="jwPlayer-poster"><img class="Image" src="https://cdn.jwplayer.com/v2/media/%s/poster.jpg" alt=""/></div></bsp-jw-player>'
                     '<div class="VideoLead-caption"><p>%s</p></div></div></div>') % ((("%x" % r.getrandbits(32)),) * 2 + (esc(sentence(r, 8, 18)),))
    elif fam == "reuters" and x < 0.75:
        lead_html = ('<div data-testid="primary-image" class="@article-body__element @article-body__primary-image"><figure class="@primary-image__figure"><div data-testid="Image" class="@styles__image-container">'
                     '<img src="https://www.reuters.com/resizer/v2/%X.jpg?auth=%x&amp;width=1920&amp;quality=80" alt="%s" width="1920" height="1280"/></div><figcaption class="@primary-image__caption">'
                     '<span data-testid="Body" class="@text__text @text__inherit-color @body__small_body">%s %s</span> <a href="https://www.reutersagency.com/en/licensereuterscontent/?utm_medium=rcom-article-media" '
                     'class="@text__text @link__link">%s</a></figcaption></figure></div>') % ((r.getrandbits(100), r.getrandbits(64)) + (lambda c, cr: (esc(c), esc(c), esc(cr)))(*caption()) + (
                         'Acquire Licensing Rights<span class="visually-hidden">, opens new tab</span>' if late else "Purchase Licensing Rights",))
    elif fam == "afp" and x < 0.85:
        lead_html = ('<figure class="field field--name-field-image field--type-image"><img src="https://www.afp.com/sites/default/files/styles/large/public/%x.jpg" alt="" width="1200" height="800" loading="lazy"/>'
                     '<figcaption class="figure__caption">%s %s</figcaption></figure>') % ((r.getrandbits(48),) + tuple(esc(x) for x in caption()))
    heads = [(h, "%s-%032x" % (slug(h), r.getrandbits(128))) for h in (title(r) for _ in range(5 if fam != "reuters" else 4))]
    bios = ["%s %s for %s." % (a, r.choice(["covers %s and %s", "reports on %s and %s", "is a correspondent covering %s and %s"]) % (lw(), lw()),
                              {"ap": "The Associated Press", "reuters": "Reuters"}[fam]) for a in authors] if fam != "afp" and r.random() < 0.5 else []
    copy = {"ap": "Copyright %d The Associated Press. All Rights Reserved." % pub.year, "reuters": "\u00a9 %d Reuters. All rights reserved" % pub.year, "afp": "\u00a9 AFP %d" % pub.year}[fam]
    EXTRAS.extend([h for h, _ in heads] + bios + [copy] + (["Our Standards: The Thomson Reuters Trust Principles."] if fam == "reuters" else []))
    ts = lambda x: "%d:%02d %s" % ((x.hour + 11) % 12 + 1, x.minute, "AM" if x.hour < 12 else "PM")
    if fam == "ap":
        dst = 3 < upd.month < 11 or (upd.month == 3 and upd.day > 9) or (upd.month == 11 and upd.day < 5)
        return ('<main class="Page-main"><div class="Page-content"><div class="Page-headline"><h1 class="Page-headline">%s</h1></div><div class="Page-byline"><div class="Page-byline-info">'
                '<div class="Page-authors"><span class="Page-authors-label">By&nbsp;</span>%s</div><div class="Page-dateModified"><bsp-timestamp data-timestamp="%d000"><span data-date>Updated %s %s, %s %d, %d</span></bsp-timestamp></div></div>'
                '<div class="Page-actions"><bsp-share-menu class="ShareMenu"><button class="ShareMenu-button">Share</button><div class="ShareMenu-copy"><button>Copy</button><span class="ShareMenu-copied" hidden>Link copied</span></div>'
                '<ul class="ActionBar-items">%s</ul></bsp-share-menu></div></div>%s<div class="Page-storyBody gtmMainScrollContent"><div class="RichTextStoryBody RichTextBody">%s</div></div>%s</div>'
                '<aside class="Page-aside"><div class="PageList PageListRightRailA"><div class="PageList-header"><h2 class="PageList-header-title">Most read</h2></div><ul class="PageList-items">%s</ul></div></aside></main>'
                '<div class="Page-footer-disclaimer">%s</div>') % (
            esc(t), names(['<a class="Link" href="https://apnews.com/author/%s">%s</a>' % (slug(a), a) for a in authors]),
            (upd - datetime.datetime(1970, 1, 1)).days * 86400 + upd.hour * 3600 + upd.minute * 60 + (4 if dst else 5) * 3600, ts(upd), "EDT" if dst else "EST", MONTHS[upd.month - 1], upd.day, upd.year,
            "".join('<li class="ActionBar-items-item"><a class="ActionLink" data-social-service="%s" href="#"><span class="ActionLink-text">%s</span></a></li>' % (s.lower(), s)
                    for s in ["Email", "Facebook", "X", "Reddit", "LinkedIn", "Pinterest", "Flipboard", "Print"]), lead_html, "\n".join(out),
            '<div class="Page-authorInfo">%s</div>' % "".join(
                '<div class="AuthorInfo"><div class="AuthorInfo-name"><a class="Link" href="https://apnews.com/author/%s">%s</a></div><div class="AuthorInfo-bio"><p>%s</p></div><div class="AuthorInfo-social">'
                '<a href="https://twitter.com/%s">twitter</a> <a href="mailto:%s@ap.org">mailto</a></div></div>' % (slug(a), a, esc(b), a.split()[1].lower(), (a[0] + a.split()[1]).lower())
                for a, b in zip(authors, bios)) if bios else "", "".join(
                '<li class="PageList-items-item"><div class="PagePromo"><h3 class="PagePromo-title"><a class="Link" href="https://apnews.com/article/%s"><span class="PagePromoContentIcons-text">%s</span></a></h3></div></li>' % (
                    u, esc(h)) for h, u in heads), copy)
    if fam == "reuters":
        sec = {"News": "world", "Politics": "world/us"}.get(cat, "lifestyle")
        return css(('<main id="main-content" class="@regular-article-layout__main"><article class="@article__container"><div class="@article__content"><header class="@article-header__container">'
                    '<nav aria-label="Tags" class="@article-header__tags"><ul>%s</ul></nav><div class="@article-header__heading"><h1 data-testid="Heading" class="@text__text @text__dark-grey @text__medium '
                    '@text__heading_3 @heading__base @heading__heading_3">%s</h1></div><div class="@article-header__author-date"><address class="@author-name-list__author-list">%s</address>'
                    '<time datetime="%s" class="@date-line__date"><span class="@date-line__date">%s %d, %d</span><span class="@date-line__date">%s UTC</span><span class="@date-line__date">%s %s</span></time>%s</div>'
                    '<div class="@article-header__toolbar"><button aria-label="Share" class="@share-button__button"></button><button aria-label="Save" class="@save-button__button"></button></div></header>%s'
                    '<div class="@article-body__container">%s<div class="@article-body__content">%s</div></div><div class="@article-body__row @trust-badge">'
                    '<a href="https://www.thomsonreuters.com/en/about-us/trust-principles.html" class="@text__text @link__link">Our Standards: <!-- -->The Thomson Reuters Trust Principles.%s</a></div>%s'
                    '</div></article><aside class="@regular-article-layout__right-rail"><h2 class="@text__text @read-next__heading">Read Next</h2><ul>%s</ul></aside></main><div class="@footer__copyright">%s</div>') % (
            "".join('<li><a href="/%s/" class="@text__text @link__link">%s</a></li>' % (s, "United States" if s == "world/us" else s.title()) for s in [sec.split("/")[0], sec][:sec.count("/") + 1]),
            esc(t), '<span>By </span>' + names(['<a rel="author" href="/authors/%s/" class="@text__text @link__link @author-name__author">%s</a>' % (slug(a), a) for a in authors]) if r.random() < 0.85 else
            '<span class="@text__text @author-name__author">Reuters</span>', pub.strftime("%Y-%m-%dT%H:%M:%SZ"), MONTHS[pub.month - 1], pub.day, pub.year, ts(pub),
            "Updated" if late else "Last Updated", r.choice(["an hour ago", "%d hours ago" % r.randint(2, 20), "a day ago"]),
            "" if late else '<span class="@article-header__read-time">%d minute read</span>' % max(1, (len(" ".join(paras).split()) + 130) // 230),
            '<div data-testid="Summary" class="@summary__summary"><h2 class="@text__text @summary__heading">Summary</h2><ul class="@summary__list">%s</ul></div>' % "".join(
                '<li data-testid="Body" class="@text__text @text__regular @body__base @summary__item">%s</li>' % esc(s) for s in summary) if summary else "",
            lead_html, "\n".join(out), '<span class="visually-hidden">, opens new tab</span>' if late else "", "".join(
                '<div class="@author-bio__container"><div class="@author-bio__name">%s</div><p class="@text__text @author-bio__bio">%s</p></div>' % (a, esc(b)) for a, b in zip(authors, bios)), "".join(
                '<li class="@read-next__item"><a href="/%s/%s-%s/" class="@link__link"><span class="@read-next__kicker">%s</span><span class="@text__text @read-next__title">%s</span></a><time class="@read-next__time">%s</time></li>' % (
                    sec, slug(h), pub.strftime("%Y-%m-%d"), r.choice(["World", "Business", "Markets", "Europe", "Asia Pacific"]), esc(h),
                    r.choice(["%d min ago" % r.randint(2, 59), "%d hours ago" % r.randint(1, 12)])) for h, _ in heads), esc(copy)))
    by = "By %s" % authors[0] + (" with %s in %s" % (authors[1], city_of()) if len(authors) > 1 else "")
    return ('<main role="main"><div class="region region-content"><article class="node node--type-article node--view-mode-full"><h1 class="page-title"><span class="field field--name-title">%s</span></h1>'
            '<div class="node__meta"><span class="field field--name-field-byline">%s</span> <div class="field field--name-field-date"><time datetime="%s">Published on %s</time></div></div>%s'
            '<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">%s</div>'
            '<div class="field field--name-field-tags field__items"><div class="field__label">Topics</div>%s</div></article></div>'
            '<aside class="block block-most-read"><h2 class="block__title">Most read</h2><ol>%s</ol></aside></main><div class="footer__copyright">%s</div>') % (
        esc(t), esc(by), pub.strftime("%Y-%m-%dT%H:%M:%SZ"), pub.strftime("%d %B %Y - %H:%M"), lead_html, "\n".join(out),
        "".join('<div class="field__item"><a href="/en/topics/%s">%s</a></div>' % (x.lower(), x) for x in (lw().title() for _ in range(r.randint(2, 4)))),
        "".join('<li><a href="/en/news/%d/%s-doc-%s">%s</a></li>' % (r.randint(3, 40), slug(h), u[-8:], esc(h)) for h, u in heads), esc(copy))
def xenforo(r, t, body, cat, cs):
    """A forum's thread from the forum's feed of new threads, on XenForo
    2 (2018-2024) or Invision Community 4, as a guest gets it (the
    feed's description the first post's text, cut near 250 characters
    with "..." on XenForo, on half the Invision sites the whole post's
    HTML): the breadcrumbs, the title (a prefix's label before it on
    some sites: "Question", "Help"), XenForo's "Thread starter" and
    "Start date" (screen readers' labels beside icons) and tags, or
    Invision's "By NAME, DATE in FORUM", "Followers" and "Recommended
    Posts", the page navigation ("1 2 Next") when the thread runs past a
    page, then the page's posts alike, the first the thread's own.  On
    XenForo each an article.message--post: the user's cell (an avatar
    or a coloured letter, the name, the title, "Staff member" on one,
    "Joined", "Messages", "Reaction score"), the date in a <time> and
    "#1", div.bbWrapper (lines split by <br />s, a blank line between
    paragraphs, a link, a picture and a list at times; a reply's quote
    of the post before it, blockquote.bbCodeBlock--quote's "NAME said:"
    and "Click to expand..."), "Attachments" and "Last edited" on some,
    a signature for some users, "Like", "Quote" and "Reply" on some
    sites, the reactions' bar ("NAME, NAME and 3 others").  On Invision
    each an article.cPost: the cAuthorPane (name, reputation, group,
    posts), "Posted DATE" ("Author" on the starter's replies), the
    div[data-role="commentContent"] of <p>s (lines split by <br>s, blank
    paragraphs at times, ipsQuote's quotes, "Edited DATE by NAME" in
    the box on some first posts), the reactions, "Quote", a signature.
    After them "You must log in or register to reply here." or
    Invision's "Create an account or sign in to comment" box, "Similar
    threads" (or "Similar Content") on most sites, the share buttons,
    "Go to topic listing", "Recently Browsing" and the platform's
    footer.  The replies are the comments.  The truth: the first post's
    lines in order, its list's items among them; not the replies nor
    the quotes in them, the users' details, signatures, attachments'
    names, the edit notes, reactions nor the similar threads."""
    rs = random.Random(BLOG[0] + " xenforo")
    xf = rs.random() < 0.6
    per = rs.choice([20, 20, 15, 25]) if xf else rs.choice([25, 25, 20])
    prefixes, whole, blanks, acts = rs.random() < 0.5, rs.random() < 0.5, rs.random() < 0.5, rs.random() < 0.6
    similar, tagged = rs.random() < 0.7, rs.random() < 0.4
    handle = rs.choice([lambda n: n, lambda n: n.replace(" ", ""), lambda n: n.lower().replace(" ", "_")])
    staff = rs.choice(NAMES[:10])
    extras = ["Joined", "Messages", "Reaction score"] + (["Points"] if rs.random() < 0.4 else []) + (["Location"] if rs.random() < 0.3 else [])
    site = " ".join(BLOG[0].split()[:-1]) + " Forums"
    op = r.choice(NAMES[:10])
    tid = r.randint(1000, 250000)
    slug = "-".join(t.lower().split()[:8])
    turl = "/threads/%s.%d/" % (slug, tid) if xf else "/topic/%d-%s/" % (tid, slug)
    furl = "/forums/%s.%d/" % (cat.lower(), len(cat) + 3) if xf else "/forum/%d-%s/" % (len(cat) + 3, cat.lower())
    prefix = r.choice([("Question", "blue"), ("Help", "orange"), ("Discussion", "accent"), ("Solved", "green"), ("Guide", "lightGreen")]) if prefixes and r.random() < 0.6 else None

    def when(d):  # a comment's date, moved to the 2020s
        return datetime.datetime(d[2] + 12, MONTHS.index(d[1]) + 1, d[0], d[3] % 12 + (12 if d[5] == "PM" else 0), d[4], r.randint(0, 59))
    start = (when(cs[0][1]) - datetime.timedelta(minutes=r.randint(20, 2 * 24 * 60)) if cs else
             datetime.datetime(r.choice([2019, 2020, 2021, 2022, 2023]), r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)))
    mon = lambda x, n: MONTHS[x.month - 1][:n]
    day = lambda x: (("%s %d, %d" % (mon(x, 3), x.day, x.year), "%d %s %d" % (x.day, mon(x, 3), x.year), "%d %s %d" % (x.day, mon(x, 3), x.year), x.strftime("%Y-%m-%d"))[DATE_STYLE] if xf
                     else ("%s %d, %d" % (mon(x, 9), x.day, x.year) if DATE_STYLE % 2 == 0 else "%d %s %d" % (x.day, mon(x, 9), x.year)))
    clock = lambda x: "%d:%02d %s" % ((x.hour + 11) % 12 + 1, x.minute, "AM" if x.hour < 12 else "PM") if DATE_STYLE == 0 else "%02d:%02d" % (x.hour, x.minute)
    epoch = lambda x: int((x - datetime.datetime(1970, 1, 1)).total_seconds())
    xtime = lambda x, prop: ('<time class="u-dt" dir="auto" datetime="%s+0000" data-time="%d" data-date-string="%s" data-time-string="%s" title="%s at %s"%s>%s</time>' % (
        x.isoformat(), epoch(x), day(x), clock(x), day(x), clock(x), ' itemprop="%s"' % prop if prop else "", day(x)))
    itime = lambda x: '<time datetime="%sZ" title="%02d/%02d/%d %s" data-short="%d yr">%s</time>' % (x.isoformat(), x.month, x.day, x.year, clock(x), max(1, 2024 - x.year), day(x))

    def user(n):  # the same card on every post of the site
        u = random.Random(BLOG[0] + " user " + n)
        joined = datetime.datetime(u.randint(2010, 2019), u.randint(1, 12), u.randint(1, 28))
        sig = u.choice(["My rig: %s", "-- %s", "%s", "Current projects: %s"]) % (title(u) if u.random() < 0.5 else sentence(u, 4, 12))
        ttl = ("Administrator" if n == staff else u.choice(["New member", "Member", "Member", "Active member", "Well-known member", "Well-known member"]) if xf
               else "Administrators" if n == staff else u.choice(["Members", "Members", "Advanced Member", "Newbie", "Contributor"]))
        return (u.randint(2, 90000), joined, int(10 ** u.uniform(0, 4)), int(10 ** u.uniform(0, 3.5)), ttl, sig if u.random() < 0.35 else "",
                u.random() < 0.6, "#%06x" % u.getrandbits(24), LEXICON[u.randrange(len(LEXICON))].title())

    def cut(x):  # a poster's single line breaks, at a sentence's end
        w = x.split(" ")
        ends = [k + 1 for k, y in enumerate(w[:-1]) if y[-1] in ".?!"]
        if not ends or r.random() > 0.3:
            return [x]
        ks = sorted(r.sample(ends, min(len(ends), r.choice([1, 1, 2]))))
        return [" ".join(w[a:b]) for a, b in zip([0] + ks, ks + [len(w)])]

    def linked(x):  # a link over three of a line's words
        w = x.split(" ")
        if len(w) < 7:
            return esc(x)
        k = r.randrange(len(w) - 3)
        attrs = 'target="_blank" class="link link--external" rel="nofollow ugc noopener"' if xf else 'rel="external nofollow"'
        return '%s<a href="https://%s.example/%s" %s>%s</a> %s' % (esc(" ".join(w[:k])) + " " if k else "", LEXICON[r.randrange(len(LEXICON))], LEXICON[r.randrange(len(LEXICON))],
                                                                 attrs, esc(" ".join(w[k:k + 3])), esc(" ".join(w[k + 3:])))
    # the first post: blocks of lines, a list's items, a picture
    blocks, story = [], []
    list_at = r.randrange(len(body)) if len(body) > 1 and r.random() < 0.25 else -1
    link_at = r.randrange(len(body)) if r.random() < 0.3 else -1
    pic_at = r.randrange(len(body)) if r.random() < 0.2 else -1
    for i, x in enumerate(body):
        ls = cut(x)
        blocks.append(("p", [linked(y) if i == link_at and k == 0 else esc(y) for k, y in enumerate(ls)]))
        story.extend(ls)
        if i == list_at:
            items = [sentence(r, 3, 10) for _ in range(r.randint(2, 5))]
            blocks.append(("ul", [esc(y) for y in items]))
            story.extend(items)
        if i == pic_at:
            blocks.append(("img", ["IMG_%04d.jpg" % r.randint(1000, 9999)]))
    STORY[:] = story

    def xf_text(bs):
        out = ""
        for k, (kind, xs) in enumerate(bs):
            if kind == "ul":
                out += "<br />\n<ul>\n%s</ul>\n" % "".join('<li data-xf-list-type="ul">%s</li>\n' % y for y in xs)
                continue
            if k and bs[k - 1][0] != "ul":
                out += "<br />\n<br />\n"
            out += ('<img src="/attachments/%s.%d/" data-url="" class="bbImage " data-zoom-target="1" style="" alt="%s" title="%s" width="" height="" loading="lazy" />' % (
                xs[0].lower().replace(".", "-"), r.randint(10000, 99999), xs[0], xs[0]) if kind == "img" else "<br />\n".join(xs))
        return '<div class="bbWrapper">%s</div>' % out

    def ips_text(bs):
        out = []
        for kind, xs in bs:
            out.append("<ul>\n%s</ul>\n" % "".join("<li>\n\t%s\n</li>\n" % y for y in xs) if kind == "ul" else
                       '<p>\n\t<a class="ipsAttachLink ipsAttachLink_image" href="/uploads/monthly_%d_%02d/%s.%x.jpg" data-fileid="%d" rel=""><img class="ipsImage ipsImage_thumbnailed" data-fileid="%d" data-src="/uploads/monthly_%d_%02d/%s.%x.jpg" src="/applications/core/interface/js/spacer.png" alt="%s" /></a>\n</p>\n' % (
                           start.year, start.month, xs[0], r.getrandbits(32), tid % 9000, tid % 9000, start.year, start.month, xs[0], r.getrandbits(32), xs[0]) if kind == "img" else
                       "<p>\n\t%s\n</p>\n" % "<br>\n\t".join(xs))
        return ("\n<p>\n\t&nbsp;\n</p>\n\n" if blanks else "\n").join(out)
    flat = " ".join(story)
    DESC.append(ips_text(blocks) if not xf and whole else flat if len(flat) <= 250 else flat[:flat.rfind(" ", 0, 250)] + "...")

    def reactors(first):
        if r.random() < (0.3 if first else 0.6):
            return None
        k = r.choice([1, 1, 2, 3, 4, 6, 11])
        ns = r.sample(NAMES[:10], min(k, 3))
        tag = (lambda n: "<bdi>%s</bdi>" % esc(handle(n))) if xf else (lambda n: '<a href="/profile/%d-%s/" rel="nofollow">%s</a>' % (len(n) * 7, n.lower().replace(" ", "-"), esc(handle(n))))
        say = lambda f: f(ns[0]) if k == 1 else ", ".join(f(n) for n in ns[:-1]) + " and " + f(ns[-1]) if k <= 3 else "%s, %s and %d others" % (f(ns[0]), f(ns[1]), k - 2)
        if first:
            EXTRAS.append(say(handle))
        return say(tag), k
    pids = [r.randint(100000, 9000000)]
    for _ in cs:
        pids.append(pids[-1] + r.randint(1, 60))
    shown = [(op, start, blocks, 0)]
    for i, (n, dd, cp, depth) in enumerate(cs[:per - 1]):
        bs = [("p", [esc(y) for y in cut(x)]) for x in cp]
        if depth == 2:
            prev = shown[-1]
            q = [y for kind, xs in prev[2] if kind == "p" for y in xs][:r.choice([1, 1, 2])]
            bs.insert(0, ("quote", [prev[0], prev[1], pids[len(shown) - 1], q]))
        shown.append((n, when(dd), bs, depth))

    def xf_post(i, n, x, bs):
        uid, joined, msgs, score, ttl, sig, av, col, town = user(n)
        pid, h = pids[i], handle(n)
        murl = "/members/%s.%d/" % (h.lower().replace(" ", "-"), uid)
        text = ""
        if bs[0][0] == "quote":
            qn, qx, qp, q = bs[0][1]
            text = ('<blockquote data-attributes="member: %d" data-quote="%s" data-source="post: %d" class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote js-expandWatch">'
                    '<div class="bbCodeBlock-title"><a href="/goto/post?id=%d" class="bbCodeBlock-sourceJump" rel="nofollow" data-xf-click="attribution" data-content-selector="#post-%d">%s said:</a></div>'
                    '<div class="bbCodeBlock-content"><div class="bbCodeBlock-expandContent js-expandContent ">%s</div><div class="bbCodeBlock-expandLink js-expandLink"><a role="button" tabindex="0">Click to expand...</a></div></div></blockquote>') % (
                user(qn)[0], esc(handle(qn)), qp, qp, qp, esc(handle(qn)), "<br />\n".join(q))
            bs = bs[1:]
        body_ = xf_text(bs).replace('<div class="bbWrapper">', '<div class="bbWrapper">' + text, 1)
        avatar = ('<img src="/data/avatars/m/%d/%d.jpg?%d" srcset="/data/avatars/l/%d/%d.jpg?%d 2x" alt="%s" class="avatar-u%d-m" width="96" height="96" loading="lazy" itemprop="image" />' % (
            uid // 1000, uid, epoch(joined), uid // 1000, uid, epoch(joined), esc(h), uid) if av else
            '<span class="avatar-u%d-m" role="img" aria-label="%s">%s</span>' % (uid, esc(h), esc(h[0].upper())))
        pairs = {"Joined": day(joined), "Messages": "{:,}".format(msgs), "Reaction score": "{:,}".format(score), "Points": str(min(msgs // 40, 113)), "Location": town}
        att = ""
        if i == 0 and r.random() < 0.2:
            f = "%s.%s" % (r.choice(["IMG_%04d" % r.randint(1000, 9999), "screenshot_%d" % r.randint(1, 40), LEXICON[r.randrange(len(LEXICON))]]), r.choice(["jpg", "png"]))
            att = ('<section class="message-attachments"><h4 class="block-textHeader">Attachments</h4><ul class="attachmentList"><li class="file file--linked"><a class="u-anchorTarget" id="attachment-%d"></a>'
                   '<a class="file-preview js-lbImage" href="/attachments/%s.%d/" target="_blank"><img src="/data/attachments/%d/%d-%x.jpg" alt="%s" width="200" height="150" loading="lazy" /></a>'
                   '<div class="file-content"><div class="file-info"><span class="file-name" title="%s">%s</span><div class="file-meta">%.1f KB &middot; Views: %d</div></div></div></li></ul></section>') % (
                pid, f.replace(".", "-"), pid, pid // 1000, pid, r.getrandbits(64), f, f, f, r.uniform(40, 900), r.randint(5, 900))
        edit = ""
        if i == 0 and r.random() < 0.25:
            e = x + datetime.timedelta(minutes=r.randint(5, 3000))
            edit = '<div class="message-lastEdit">Last edited: %s</div>' % xtime(e, "dateModified")
            EXTRAS.append("Last edited: " + day(e))
        rx = reactors(i == 0)
        foot = ('<div class="message-actionBar actionBar"><div class="actionBar-set actionBar-set--external">'
                '<a href="/posts/%d/react?reaction_id=1" class="reaction reaction--small actionBar-action actionBar-action--reaction" data-xf-init="reaction" data-reaction-id="1" data-reaction-text="Like" rel="nofollow">'
                '<i aria-hidden="true"></i><img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" class="reaction-sprite js-reaction" alt="Like" title="Like" /><span class="reaction-text js-reactionText"><bdi>Like</bdi></span></a>'
                '<a href="%sreply?quote=%d" class="actionBar-action actionBar-action--mq u-jsOnly js-multiQuote" title="Toggle multi-quote" rel="nofollow" data-message-id="%d" data-mq-action="add">Quote</a>'
                '<a href="%sreply?quote=%d" class="actionBar-action actionBar-action--reply" title="Reply, quoting this message" rel="nofollow" data-xf-click="quote" data-quote-href="/posts/%d/quote">Reply</a></div></div>' % (
                    pid, turl, pid, pid, turl, pid, pid)) if acts else ""
        if rx:
            foot += ('<div class="reactionsBar js-reactionsList is-active"><ul class="reactionSummary"><li><span class="reaction reaction--small reaction--1" data-reaction-id="1"><i aria-hidden="true"></i>'
                     '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" class="reaction-sprite js-reaction" alt="Like" title="Like" /></span></li></ul>'
                     '<span class="u-srOnly">Reactions:</span><a class="reactionsBar-link" href="/posts/%d/reactions" data-xf-click="overlay" data-cache="false" rel="nofollow">%s</a></div>') % (pid, rx[0])
        return ('<article class="message message--post js-post js-inlineModContainer  " data-author="%s" data-content="post-%d" id="js-post-%d" itemscope itemtype="https://schema.org/Comment" itemid="%spost-%d">'
                '<span class="u-anchorTarget" id="post-%d"></span><div class="message-inner"><div class="message-cell message-cell--user">'
                '<section class="message-user" itemprop="author" itemscope itemtype="https://schema.org/Person" itemid="%s"><div class="message-avatar "><div class="message-avatar-wrapper">'
                '<a href="%s" class="avatar avatar--m%s" data-user-id="%d" data-xf-init="member-tooltip"%s>%s</a></div></div>'
                '<div class="message-userDetails"><h4 class="message-name"><a href="%s" class="username " dir="auto" data-user-id="%d" data-xf-init="member-tooltip"><span itemprop="name">%s</span></a></h4>'
                '<h5 class="userTitle message-userTitle" dir="auto" itemprop="jobTitle">%s</h5>%s</div>'
                '<div class="message-userExtras">%s</div><span class="message-userArrow"></span></section></div>'
                '<div class="message-cell message-cell--main"><div class="message-main js-quickEditTarget"><header class="message-attribution message-attribution--split">'
                '<ul class="message-attribution-main listInline "><li class="u-concealed"><a href="%spost-%d" rel="nofollow" itemprop="url">%s</a></li></ul>'
                '<ul class="message-attribution-opposite message-attribution-opposite--list "><li><a href="%spost-%d" class="message-attribution-gadget" data-xf-init="share-tooltip" data-href="/posts/%d/share" aria-label="Share" rel="nofollow"><i class="fa--xf far fa-share-alt" aria-hidden="true"></i></a></li>'
                '<li><a href="%spost-%d" rel="nofollow">#%d</a></li></ul></header>'
                '<div class="message-content js-messageContent"><div class="message-userContent lbContainer js-lbContainer " data-lb-id="post-%d" data-lb-caption-desc="%s &middot; %s at %s">'
                '<article class="message-body js-selectToQuote"><div itemprop="text">\n%s\n</div><div class="js-selectToQuoteEnd">&nbsp;</div></article>%s</div>%s%s</div>'
                '<footer class="message-footer">%s<div class="js-historyTarget message-historyTarget toggleTarget" data-href="trigger-href"></div></footer></div></div></div></article>') % (
            esc(h), pid, pid, turl, pid, pid, murl, murl, "" if av else " avatar--default avatar--default--dynamic", uid,
            "" if av else ' style="background-color: %s; color: #%06x"' % (col, int(col[1:], 16) // 3), avatar, murl, uid, esc(h), ttl,
            '<div class="userBanner userBanner--staff message-userBanner" dir="auto" itemprop="jobTitle"><span class="userBanner-before"></span><strong>Staff member</strong><span class="userBanner-after"></span></div>' if n == staff else "",
            "".join('<dl class="pairs pairs--justified"><dt>%s</dt><dd>%s</dd></dl>' % (k, esc(pairs[k])) for k in extras),
            turl, pid, xtime(x, "datePublished"), turl, pid, pid, turl, pid, i + 1, pid, esc(h), day(x), clock(x), body_, att, edit,
            '<aside class="message-signature"><div class="bbWrapper">%s</div></aside>' % esc(sig) if sig else "", foot)

    def ips_post(i, n, x, bs):
        uid, joined, msgs, score, ttl, sig, av, col, town = user(n)
        pid, h = pids[i], handle(n)
        purl = "/profile/%d-%s/" % (uid, h.lower().replace(" ", "-"))
        quote = ""
        if bs[0][0] == "quote":
            qn, qx, qp, q = bs[0][1]
            quote = ('<blockquote class="ipsQuote" data-ipsquote="" data-ipsquote-contentapp="forums" data-ipsquote-contentclass="forums_Topic" data-ipsquote-contentcommentid="%d" data-ipsquote-contentid="%d" '
                     'data-ipsquote-contenttype="forums" data-ipsquote-timestamp="%d" data-ipsquote-userid="%d" data-ipsquote-username="%s"><div class="ipsQuote_citation">On %d/%d/%d at %s, %s said:</div>'
                     '<div class="ipsQuote_contents ipsClearfix" data-gramm="false"><p>\n\t%s\n</p></div></blockquote>\n\n') % (
                qp, tid, epoch(qx), user(qn)[0], esc(handle(qn)), qx.month, qx.day, qx.year, clock(qx), esc(handle(qn)), "<br>\n\t".join(q))
            bs = bs[1:]
        edit = ""
        if i == 0 and r.random() < 0.25:
            e = x + datetime.timedelta(minutes=r.randint(5, 3000))
            edit = '\n<p class="ipsType_reset ipsType_medium ipsType_light" data-excludequote><strong>Edited %s by %s</strong></p>' % (itime(e), esc(h))
            EXTRAS.append("Edited %s by %s" % (day(e), h))
        rx = reactors(i == 0)
        react = ('<div class="ipsReact_blurb " data-role="reactionBlurb"><ul class="ipsReact_reactions"><li class="ipsReact_overview ipsType_blendLinks">%s</li>'
                 '<li class="ipsReact_reactCount"><a href="%s?do=showReactionsComment&amp;comment=%d&amp;reaction=1" data-ipsDialog data-ipsDialog-title="See who reacted to this" rel="nofollow"><span><img src="/uploads/reactions/react_like.png" alt="Like" loading="lazy"></span><span>%d</span></a></li></ul></div>' % (
                     rx[0], turl, pid, rx[1])) if rx else ""
        return ('<a id="comment-%d"></a><article id="elComment_%d" class="cPost ipsBox ipsResponsive_pull ipsComment ipsComment_parent ipsClearfix ipsClear ipsColumns ipsColumns_noSpacing ipsColumns_collapsePhone">'
                '<aside class="ipsComment_author cAuthorPane ipsColumn ipsColumn_medium ipsResponsive_hidePhone"><h3 class="ipsType_sectionHead cAuthorPane_author ipsType_blendLinks ipsType_break">'
                '<strong><a href="%s" rel="nofollow" data-ipsHover data-ipsHover-width="370" data-ipsHover-target="%s?do=hovercard" title="Go to %s\'s profile" class="ipsType_break">%s</a></strong>'
                '<span class="ipsMargin_left:half"><span title="Member\'s total reputation" data-ipsTooltip class="ipsRepBadge ipsRepBadge_%s"><i class="fa fa-%s-circle"></i> %d</span></span></h3>'
                '<ul class="cAuthorPane_info ipsList_reset"><li data-role="photo" class="cAuthorPane_photo"><div class="cAuthorPane_photoWrap"><a href="%s" rel="nofollow" class="ipsUserPhoto ipsUserPhoto_large" title="Go to %s\'s profile">'
                '<img src="%s" alt="%s" itemprop="image"></a></div></li><li data-role="group">%s</li><li data-role="stats" class="ipsMargin_top"><ul class="ipsList_reset ipsType_light ipsFlex ipsFlex-ai:center ipsFlex-jc:center ipsGap_row:2 cAuthorPane_stats">'
                '<li><a href="%scontent/" title="%s posts" data-ipsTooltip class="ipsType_blendLinks"><i class="fa fa-comment"></i> %s</a></li></ul></li></ul></aside>'
                '<div class="ipsColumn ipsColumn_fluid ipsMargin:none"><div id="comment-%d_wrap" data-controller="core.front.core.comment" data-commentApp="forums" data-commentType="forums" data-commentID="%d" class="ipsComment_content ipsType_medium">'
                '<div class="ipsComment_meta ipsType_light ipsFlex ipsFlex-ai:center ipsFlex-jc:between ipsFlex-fd:row-reverse"><div class="ipsType_light ipsType_reset ipsType_blendLinks ipsComment_toolWrap">%s'
                '<ul class="ipsList_reset ipsComment_tools"><li><a href="%s?do=findComment&amp;comment=%d" class="ipsType_blendLinks" data-ipsTooltip title="Share this post" rel="nofollow"><i class="fa fa-share-alt"></i></a></li></ul></div>'
                '<div class="ipsType_reset ipsResponsive_hidePhone"><a href="%s?do=findComment&amp;comment=%d" rel="nofollow" class="ipsType_blendLinks">Posted %s</a></div></div>'
                '<div class="cPost_contentWrap"><div data-role="commentContent" class="ipsType_normal ipsType_richText ipsPadding_bottom ipsContained" data-controller="core.front.core.lightboxedImages">\n%s%s%s\n</div>'
                '<div class="ipsItemControls"><div data-controller="core.front.core.reaction" class="ipsItemControls_right ipsClearfix "><div class="ipsReact ipsPos_right">%s</div></div>'
                '<ul class="ipsComment_controls ipsClearfix ipsItemControls_left" data-role="commentControls"><li class="ipsJS_show"><a href="#" data-action="quoteComment" data-ipsTooltip title="Quote">Quote</a></li></ul></div>'
                '%s</div></div></div></article>') % (
            pid, pid, purl, purl, esc(h), esc(h), "positive" if score else "neutral", "plus" if score else "circle", score, purl, esc(h),
            "/uploads/monthly_%d_%02d/%d.thumb.jpg.%x.jpg" % (joined.year, joined.month, uid, uid * 2654435761 % 2 ** 32) if av else
            "data:image/svg+xml,%%3Csvg%%20xmlns%%3D%%22http%%3A%%2F%%2Fwww.w3.org%%2F2000%%2Fsvg%%22%%20viewBox%%3D%%220%%200%%201024%%201024%%22%%20style%%3D%%22background%%3A%%23%s%%22%%3E%%3Cg%%3E%%3Ctext%%20text-anchor%%3D%%22middle%%22%%20dy%%3D%%22.35em%%22%%20x%%3D%%22512%%22%%20y%%3D%%22512%%22%%20fill%%3D%%22%%23ffffff%%22%%20font-size%%3D%%22700%%22%%20font-family%%3D%%22-apple-system%%2C%%20BlinkMacSystemFont%%2C%%20Roboto%%2C%%20Helvetica%%2C%%20Arial%%2C%%20sans-serif%%22%%3E%s%%3C%%2Ftext%%3E%%3C%%2Fg%%3E%%3C%%2Fsvg%%3E" % (col[1:], h[0].upper()),
            esc(h), ttl, purl, "{:,}".format(msgs), "%.1fk" % (msgs / 1000) if msgs >= 1000 else msgs, pid, pid,
            '<div class="ipsResponsive_hidePhone ipsComment_badges"><ul class="ipsList_reset ipsFlex ipsFlex-jc:end ipsFlex-fw:wrap ipsGap:2 ipsGap_row:1"><li><strong class="ipsBadge ipsBadge_large ipsComment_authorBadge">Author</strong></li></ul></div>' if i and n == op else "",
            turl, pid, turl, pid, itime(x), quote, ips_text(bs), edit, react,
            '<div data-role="memberSignature" class="ipsResponsive_hidePhone"><hr class="ipsHr ipsHr_small"><div data-ipsLazyLoad class="ipsType_richText ipsType_normal ipsContained"><p>\n\t%s\n</p></div></div>' % esc(sig) if sig else "")
    posts = "\n".join((xf_post if xf else ips_post)(i, n, x, bs) for i, (n, x, bs, _) in enumerate(shown))
    for n in {p[0] for p in shown}:
        if user(n)[5]:
            EXTRAS.append(user(n)[5])
    pages = (len(cs) + per) // per
    others = [(title(r), r.choice(NAMES[:10]), start - datetime.timedelta(days=r.randint(20, 900)), r.randint(0, 40), r.randint(30, 9000)) for _ in range(r.choice([4, 5]))]
    if similar:
        EXTRAS.extend(o[0] for o in others)
    tags = [LEXICON[r.randrange(len(LEXICON))] for _ in range(r.randint(1, 4))] if tagged and r.random() < 0.7 else []
    crumbs = [("Home", "/"), ("Forums", "/forums/" if xf else "/forum/"), ("Community" if xf else site, "/#community.1" if xf else "/forum/1-community/"), (cat, furl)]
    if xf:
        nav = ('<div class="block-outer-main"><nav class="pageNavWrapper pageNavWrapper--mixed "><div class="pageNav  "><ul class="pageNav-main">%s</ul><a href="%spage-2" class="pageNav-jump pageNav-jump--next">Next</a></div>'
               '<div class="pageNavSimple"><a class="pageNavSimple-el pageNavSimple-el--current" data-xf-init="tooltip" title="Go to page" data-xf-click="menu" role="button" tabindex="0" aria-expanded="false" aria-haspopup="true">1 of %d</a>'
               '<a href="%spage-2" class="pageNavSimple-el pageNavSimple-el--next">Next <i aria-hidden="true"></i></a></div></nav></div>') % (
            "".join('<li class="pageNav-page %s"><a href="%s%s">%d</a></li>' % ("pageNav-page--current " if k == 1 else "", turl, "page-%d" % k if k > 1 else "", k) for k in range(1, pages + 1)), turl, pages, turl) if pages > 1 else ""
        crumb = lambda: ('<div class="p-breadcrumbs--parent "><ul class="p-breadcrumbs " itemscope itemtype="https://schema.org/BreadcrumbList">%s</ul></div>' % "".join(
            '<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a href="%s" itemprop="item"><span itemprop="name">%s</span></a><meta itemprop="position" content="%d" /></li>' % (u, esc(a), k + 1) for k, (a, u) in enumerate(crumbs)))
        head = ('<div class="p-body-header"><div class="p-title "><h1 class="p-title-value">%s%s</h1></div><div class="p-description"><ul class="listInline listInline--bullet">'
                '<li><i class="fa--xf far fa-user" aria-hidden="true" title="Thread starter"></i><span class="u-srOnly">Thread starter</span> <a href="/members/%s.%d/" class="username  u-concealed" dir="auto" data-user-id="%d" data-xf-init="member-tooltip">%s</a></li>'
                '<li><i class="fa--xf far fa-clock" aria-hidden="true" title="Start date"></i><span class="u-srOnly">Start date</span> <a href="%s" class="u-concealed">%s</a></li>%s</ul></div></div>') % (
            '<a href="%s?prefix_id=%d" class="labelLink" rel="nofollow"><span class="label label--%s" dir="auto">%s</span></a><span class="label-append">&nbsp;</span>' % (furl, len(prefix[0]), prefix[1], prefix[0]) if prefix else "",
            esc(t), handle(op).lower().replace(" ", "-"), user(op)[0], user(op)[0], esc(handle(op)), turl, xtime(start, ""),
            '<li><i class="fa--xf far fa-tags" aria-hidden="true" title="Tags"></i><span class="u-srOnly">Tags</span> <ul class="tagList">%s</ul></li>' % " ".join(
                '<li><a href="/tags/%s/" class="tagItem tagItem--tag_%s" dir="auto">%s</a></li>' % (g, g, g) for g in tags) if tags else "")
        sim = ('<div class="block"><div class="block-container"><h3 class="block-header">Similar threads</h3><div class="block-body"><div class="structItemContainer">%s</div></div></div></div>' % "".join(
            '<div class="structItem structItem--thread js-inlineModContainer js-threadListItem-%d" data-author="%s"><div class="structItem-cell structItem-cell--icon"><div class="structItem-iconContainer">'
            '<a href="/members/%d/" class="avatar avatar--s" data-user-id="%d" data-xf-init="member-tooltip"><img src="/data/avatars/s/0/%d.jpg" alt="%s" class="avatar-u%d-s" width="48" height="48" loading="lazy" /></a></div></div>'
            '<div class="structItem-cell structItem-cell--main" data-xf-init="touch-proxy"><div class="structItem-title"><a href="/threads/%s.%d/" class="" data-tp-primary="on" data-xf-init="preview-tooltip" data-preview-url="/threads/%d/preview">%s</a></div>'
            '<div class="structItem-minor"><ul class="structItem-parts"><li><a href="/members/%d/" class="username " dir="auto" data-user-id="%d" data-xf-init="member-tooltip">%s</a></li>'
            '<li class="structItem-startDate"><a href="/threads/%d/" rel="nofollow">%s</a></li><li><a href="%s">%s</a></li></ul></div></div>'
            '<div class="structItem-cell structItem-cell--meta"><dl class="pairs pairs--justified"><dt>Replies</dt><dd>%d</dd></dl><dl class="pairs pairs--justified structItem-minor"><dt>Views</dt><dd>%s</dd></dl></div></div>' % (
                tid - k - 1, esc(handle(a)), user(a)[0], user(a)[0], user(a)[0], esc(handle(a)), user(a)[0], "-".join(o.lower().split()[:6]), tid - k - 1, tid - k - 1, esc(o),
                user(a)[0], user(a)[0], esc(handle(a)), tid - k - 1, xtime(d, ""), furl, cat, c, "%dK" % (v // 1000) if v >= 1000 else v) for k, (o, a, d, c, v) in enumerate(others))) if similar else ""
        share = ('<div class="blockMessage blockMessage--none"><div class="shareButtons shareButtons--iconic" data-xf-init="share-buttons" data-page-url="" data-page-title="" data-page-desc="" data-page-image="">'
                 '<span class="shareButtons-label">Share:</span><div class="shareButtons-buttons">%s</div></div></div>' % "".join(
                     '<a class="shareButtons-button shareButtons-button--brand shareButtons-button--%s" data-href="%s"><i aria-hidden="true"></i><span>%s</span></a>' % (s.lower(), u, s) for s, u in [
                         ("Facebook", "https://www.facebook.com/sharer.php?u={url}"), ("Twitter", "https://twitter.com/intent/tweet?url={url}&amp;text={title}"), ("Reddit", "https://reddit.com/submit?url={url}&amp;title={title}"),
                         ("Pinterest", "https://pinterest.com/pin/create/bookmarklet/?url={url}"), ("Tumblr", "https://www.tumblr.com/widgets/share/tool?canonicalUrl={url}"), ("WhatsApp", "https://api.whatsapp.com/send?text={title}&nbsp;{url}"),
                         ("Email", "mailto:?subject={title}&amp;body={url}")]) + '<a class="shareButtons-button shareButtons-button--link is-hidden" data-clipboard="{url}"><i aria-hidden="true"></i><span>Link</span></a>')
        return ('<div class="p-body"><div class="p-body-inner">%s%s<div class="p-body-main  "><div class="p-body-content"><div class="p-body-pageContent">'
                '<div class="block-outer">%s</div><div class="block block--messages" data-xf-init="" data-type="post" data-href="/inline-mod/" data-search-target="*"><span class="u-anchorTarget" id="posts"></span>'
                '<div class="block-container lbContainer" data-xf-init="lightbox select-to-quote" data-message-selector=".js-post" data-lb-id="thread-%d" data-lb-universal="0"><div class="block-body js-replyNewMessageContainer">\n%s\n</div></div>'
                '<div class="block-outer block-outer--after">%s<div class="block-outer-opposite"><a href="/login/" class="button--link button--wrap button" data-xf-click="overlay"><span class="button-text">You must log in or register to reply here.</span></a></div></div></div>'
                '%s%s</div></div></div>%s</div></div><footer class="p-footer" id="footer"><div class="p-footer-inner"><div class="p-footer-row"><div class="p-footer-row-opposite"><ul class="p-footer-linkList">'
                '<li><a href="/misc/contact" data-xf-click="overlay">Contact us</a></li><li><a href="/help/terms/">Terms and rules</a></li><li><a href="/help/privacy-policy/">Privacy policy</a></li><li><a href="/help/">Help</a></li><li><a href="/">Home</a></li>'
                '<li><a href="/forums/-/index.rss" target="_blank" class="p-footer-rssLink" title="RSS"><span aria-hidden="true"><i class="fa--xf far fa-rss" aria-hidden="true"></i><span class="u-srOnly">RSS</span></span></a></li></ul></div></div>'
                '<div class="p-footer-copyright"><a href="https://xenforo.com" class="u-concealed" dir="ltr" target="_blank" rel="sponsored noopener">Community platform by XenForo<sup>&reg;</sup> <span class="copyright">&copy; 2010-%d XenForo Ltd.</span></a></div></div></footer>') % (
            crumb(), head, nav, tid, posts, nav, sim, share, crumb(), min(2024, start.year + 1))
    # Invision Community 4
    nav = ('<ul class="ipsPagination" id="elPagination_%x" data-pages="%d" data-ipsPagination data-ipsPagination-pages="%d" data-ipsPagination-perPage="%d">'
           '<li class="ipsPagination_first ipsPagination_inactive"><a href="%s#comments" rel="first" data-page="1" data-ipsTooltip title="First page"><i class="fa fa-angle-double-left"></i></a></li>'
           '<li class="ipsPagination_prev ipsPagination_inactive"><a href="%s#comments" rel="prev" data-page="0" data-ipsTooltip title="Previous page">Prev</a></li>%s'
           '<li class="ipsPagination_next"><a href="%spage/2/#comments" rel="next" data-page="2" data-ipsTooltip title="Next page">Next</a></li>'
           '<li class="ipsPagination_last"><a href="%spage/%d/#comments" rel="last" data-page="%d" data-ipsTooltip title="Last page"><i class="fa fa-angle-double-right"></i></a></li>'
           '<li class="ipsPagination_pageJump"><a href="#" data-ipsMenu data-ipsMenu-closeOnClick="false" data-ipsMenu-appendTo="#elPagination_%x" id="elPagination_%x_jump">Page 1 of %d &nbsp;<i class="fa fa-caret-down"></i></a></li></ul>') % (
        tid, pages, pages, per, turl, turl, "".join('<li class="ipsPagination_page%s"><a href="%s%s#comments" data-page="%d">%d</a></li>' % (
            " ipsPagination_active" if k == 1 else "", turl, "page/%d/" % k if k > 1 else "", k, k) for k in range(1, pages + 1)), turl, turl, pages, pages, tid, tid, pages) if pages > 1 else ""
    head = ('<div class="ipsPageHeader ipsResponsive_pull ipsBox ipsPadding sm:ipsPadding:half ipsMargin_bottom"><div class="ipsFlex ipsFlex-ai:center ipsFlex-fw:wrap ipsGap:4"><div class="ipsFlex-flex:11">'
            '<h1 class="ipsType_pageTitle ipsContained_container">%s<span class="ipsType_break ipsContained"><span>%s</span></span></h1>%s</div>'
            '<div class="ipsFlex-flex:00 ipsType_light"><div class="ipsFollow ipsPos_middle ipsType_reset cFollowButton_inactive" data-role="followButton"><a href="/login/" rel="nofollow" class="ipsFollow ipsPos_middle ipsButton ipsButton_light ipsButton_verySmall ipsButton_disabled" data-role="followButton" data-ipsTooltip title="Sign in to follow this">'
            '<span>Followers</span><span class="ipsCommentCount">%d</span></a></div></div></div><hr class="ipsHr"><div class="ipsPageHeader__meta ipsFlex ipsFlex-jc:between ipsFlex-ai:center ipsFlex-fw:wrap ipsGap:3"><div class="ipsFlex-flex:11">'
            '<div class="ipsPhotoPanel ipsPhotoPanel_mini ipsPhotoPanel_notPhone ipsClearfix"><a href="/profile/%d-%s/" rel="nofollow" class="ipsUserPhoto ipsUserPhoto_mini" title="Go to %s\'s profile"><img src="/uploads/set_resources_1/84c1e40ea0e759e3f1505eb1788ddf3c_default_photo.png" alt="%s" itemprop="image"></a>'
            '<div><p class="ipsType_reset ipsType_blendLinks"><span class="ipsType_normal">By <a href="/profile/%d-%s/" rel="nofollow" title="Go to %s\'s profile" class="ipsType_break">%s</a></span>, <span class="ipsType_light ipsType_noBreak">%s in <a href="%s">%s</a></span></p></div></div></div></div></div>') % (
        '<span><a href="/tags/%s/?_cType=topic" title="Find other content tagged with \'%s\'" class="ipsTag_prefix" rel="tag" data-tag-label="%s"><span>%s</span></a></span> ' % (
            prefix[0].lower(), prefix[0].lower(), prefix[0].lower(), prefix[0]) if prefix else "", esc(t),
        '<ul class="ipsTags ipsList_inline">%s</ul>' % "".join('<li><a href="/tags/%s/" class="ipsTag" title="Find other content tagged with \'%s\'" rel="tag" data-tag-label="%s"><span>%s</span></a></li>' % (g, g, g, g) for g in tags) if tags else "",
        r.randint(1, 9), user(op)[0], handle(op).lower().replace(" ", "-"), esc(handle(op)), esc(handle(op)), user(op)[0], handle(op).lower().replace(" ", "-"), esc(handle(op)), esc(handle(op)), itime(start), furl, cat)
    sim = ('<div class="ipsWidget ipsWidget_vertical ipsBox ipsMargin_top"><h3 class="ipsType_reset ipsWidget_title">Similar Content</h3><div class="ipsWidget_inner"><ul class="ipsDataList ipsDataList_reducedSpacing">%s</ul></div></div>' % "".join(
        '<li class="ipsDataItem"><div class="ipsDataItem_icon ipsPos_top"><a href="/profile/%d-x/" rel="nofollow" class="ipsUserPhoto ipsUserPhoto_tiny" title="Go to %s\'s profile"><img src="/uploads/monthly_2020_01/%d.thumb.png" alt="%s" itemprop="image"></a></div>'
        '<div class="ipsDataItem_main"><div class="ipsType_break ipsContained"><a href="/topic/%d-%s/" title="View the topic %s" class="ipsDataItem_title">%s</a></div>'
        '<p class="ipsType_reset ipsType_medium ipsType_blendLinks"><span>By <a href="/profile/%d-x/" rel="nofollow" class="ipsType_break">%s</a></span><br><span class="ipsType_light">Started %s</span></p></div></li>' % (
            user(a)[0], esc(handle(a)), user(a)[0], esc(handle(a)), tid - k - 1, "-".join(o.lower().split()[:6]), esc(o), esc(o), user(a)[0], esc(handle(a)), itime(d)) for k, (o, a, d, c, v) in enumerate(others))) if similar else ""
    return ('<main id="ipsLayout_body" class="ipsLayout_container"><div id="ipsLayout_contentArea"><div id="ipsLayout_contentWrapper">'
            '<nav class="ipsBreadcrumb ipsBreadcrumb_top ipsFaded_withHover"><ul data-role="breadcrumbList">%s<li>%s</li></ul></nav><div id="ipsLayout_mainArea">%s'
            '<div class="ipsClearfix">%s</div><div id="comments" data-controller="core.front.core.commentFeed,forums.front.topic.view, core.front.core.ignoredComments" data-autopoll data-baseurl="%s" data-feedid="topic-%d" class="cTopic ipsClear ipsSpacer_top">'
            '<h2 class="ipsType_sectionTitle ipsType_reset ipsType_medium" data-role="comment_count" data-commentCountString="js_num_topic_posts">Recommended Posts</h2>'
            '<div data-role="commentFeed" data-controller="core.front.core.moderation" class="ipsAreaBackground_reset">\n%s\n</div><div class="ipsClearfix">%s</div>'
            '<a id="replyForm"></a><div data-role="replyArea" class="cTopicPostArea ipsBox ipsResponsive_pull ipsPadding cTopicPostArea_noSize ipsSpacer_top"><div class="ipsType_center ipsPad cGuestTeaser">'
            '<h2 class="ipsType_pageTitle">Create an account or sign in to comment</h2><p class="ipsType_light ipsType_normal ipsType_reset ipsSpacer_top ipsSpacer_half">You need to be a member in order to leave a comment</p>'
            '<div class="ipsBox ipsPad ipsSpacer_top"><div class="ipsGrid ipsGrid_collapsePhone"><div class="ipsGrid_span6 cGuestTeaser_left"><h2 class="ipsType_sectionHead">Create an account</h2>'
            '<p class="ipsType_normal ipsType_reset ipsType_light ipsSpacer_bottom">Sign up for a new account in our community. It\'s easy!</p><a href="/register/" class="ipsButton ipsButton_primary ipsButton_small">Register a new account</a></div>'
            '<div class="ipsGrid_span6 cGuestTeaser_right"><h2 class="ipsType_sectionHead">Sign in</h2><p class="ipsType_normal ipsType_reset ipsType_light ipsSpacer_bottom">Already have an account? Sign in here.</p>'
            '<a href="/login/?ref=%x" class="ipsButton ipsButton_primary ipsButton_small">Sign In Now</a></div></div></div></div></div></div>'
            '<div class="ipsPager ipsSpacer_top"><div class="ipsPager_prev ipsPager_noDesc"><a href="%s" title="Go to %s" rel="parent"><span class="ipsPager_type">Go to topic listing</span></a></div></div>'
            '<div class="ipsResponsive_noFloat ipsResponsive_hidePhone"><ul class="ipsList_inline ipsList_noSpacing ipsClearfix" data-controller="core.front.core.sharelink">%s</ul></div>%s'
            '<div class="ipsBox ipsPadding ipsResponsive_pull ipsMargin_top"><h3 class="ipsType_reset ipsType_minorHeading">Recently Browsing</h3><ul class="ipsList_inline ipsList_csv ipsList_noSpacing ipsType_normal"><li>%s</li></ul></div>'
            '</div></div></div><p id="elCopyright"><span id="elCopyright_userLine">Copyright &copy; %d %s</span> <a rel="nofollow" title="Invision Community" href="https://www.invisioncommunity.com/">Powered by Invision Community</a></p></main>') % (
        "".join('<li itemprop="itemListElement"><a title="%s" href="%s"><span>%s <i class="fa fa-angle-right"></i></span></a></li>' % (esc(a), u, esc(a)) for a, u in crumbs), esc(t), head, nav, turl, tid, posts, nav,
        r.getrandbits(48), furl, cat, "".join('<li><a href="%s" class="cShareLink cShareLink_%s" target="_blank" data-role="shareLink" title="Share on %s" data-ipsTooltip rel="nofollow noopener"><i class="fa fa-%s"></i></a></li>' % (
            u, s.lower(), s, s.lower()) for s, u in [("Twitter", "https://twitter.com/share?url=x"), ("Facebook", "https://www.facebook.com/sharer/sharer.php?u=x"), ("Reddit", "https://www.reddit.com/submit?url=x"), ("Email", "mailto:?subject=x")]),
        sim, "No registered users viewing this page." if r.random() < 0.6 else "%d guests" % r.randint(1, 12), start.year, esc(site))

# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

# styled-components' ids of Kinja's components, the 2019-2021 build's
# (some without "sc-") and the 2021-2023 build's; the class after each
# is the CSS's hash, the site's theme's (kj_sc())
KJ_IDS = {"page": ("sc-11qwj9y-0", "sc-11qwj9y-0"), "main": ("sc-11qwj9y-1", "sc-11qwj9y-1"), "nav": ("sc-1jc0wfp-0", "sc-1jc0wfp-0"),
          "navlist": ("sc-1jc0wfp-2", "sc-1jc0wfp-3"), "logo": ("sc-1jc0wfp-1", "sc-1jc0wfp-1"), "hwrap": ("sc-1ulcyjm-0", "sc-1ulcyjm-0"),
          "storytype": ("sc-1q0ilhz-0", "sc-1q0ilhz-1"), "header": ("sc-1efpnfq-1", "sc-1efpnfq-1"), "h1": ("sc-1efpnfq-0", "sc-1efpnfq-0"),
          "subhead": ("sc-1efpnfq-2", "sc-1efpnfq-2"), "metac": ("sc-1bruwhq-0", "sc-1bruwhq-0"), "bylinec": ("sc-1wkdvhj-0", "sc-1wkdvhj-0"),
          "bylinect": ("sc-1wkdvhj-1", "sc-1wkdvhj-1"), "tools": ("sc-1wkdvhj-2", "sc-1wkdvhj-2"), "byline": ("sc-1jc3ukb-0", "sc-1jc3ukb-0"),
          "avatar": ("sc-1jc3ukb-1", "sc-1jc3ukb-1"), "right": ("sc-1jc3ukb-2", "sc-1jc3ukb-2"), "author": ("sc-1jc3ukb-3", "sc-1jc3ukb-3"),
          "sep": ("sc-1jc3ukb-4", "sc-1jc3ukb-4"), "tags": ("sc-1jc3ukb-5", "sc-1jc3ukb-5"), "timetags": ("sc-1jc3ukb-6", "sc-1jc3ukb-6"),
          "authors": ("sc-1mep9y1-0", "sc-1mep9y1-0"), "time": ("uhd9ir-0", "sc-uhd9ir-0"), "link": ("sc-1out364-0", "sc-1out364-0"),
          "count": ("sc-1xytsa9-0", "sc-1xytsa9-1"), "share": ("sc-1qy4nrd-0", "sc-1qy4nrd-0"), "sharebtn": ("sc-1qy4nrd-1", "sc-1qy4nrd-2"),
          "post": ("r43lxo-0", "sc-r43lxo-1"), "p": ("sc-77igqf-0", "sc-77igqf-0"), "fig": ("sc-1eow4w5-0", "sc-1eow4w5-0"),
          "imgw": ("sc-1eow4w5-2", "sc-1eow4w5-2"), "hydr": ("sc-1eow4w5-3", "sc-1eow4w5-3"), "cap": ("sc-1ih5ys0-0", "sc-1ih5ys0-0"),
          "attr": ("sc-14lgdfl-0", "sc-14lgdfl-0"), "heading": ("sc-1xcxnn7-0", "sc-1xcxnn7-0"), "ul": ("sc-1d3a351-0", "sc-1d3a351-0"),
          "quote": ("sc-1rzcx4t-0", "sc-1rzcx4t-0"), "embed": ("sc-1ghhrsd-0", "sc-1ghhrsd-0"), "inset": ("sc-13ym0g0-0", "sc-13ym0g0-0"),
          "ithumb": ("sc-13ym0g0-1", "sc-13ym0g0-1"), "ifig": ("sc-13ym0g0-2", "sc-13ym0g0-2"), "ihead": ("sc-13ym0g0-3", "sc-13ym0g0-3"),
          "itext": ("sc-13ym0g0-4", "sc-13ym0g0-4"), "imore": ("sc-13ym0g0-5", "sc-13ym0g0-5"), "iright": ("sc-13ym0g0-6", "sc-13ym0g0-6"),
          "cwrap": ("sc-1bwhwl9-0", "sc-1bwhwl9-0"), "cbox": ("sc-1bwhwl9-1", "sc-1bwhwl9-2"), "celem": ("sc-1bwhwl9-3", "sc-1bwhwl9-3"),
          "chead": ("sc-1bwhwl9-5", "sc-1bwhwl9-6"), "cby": ("sc-1bwhwl9-7", "sc-1bwhwl9-7"), "cmisc": ("sc-1bwhwl9-8", "sc-1bwhwl9-8"),
          "cproof": ("sc-1bwhwl9-9", "sc-1bwhwl9-9"), "cdisc": ("sc-1bwhwl9-10", "sc-1bwhwl9-10"), "cbtn": ("sc-1k7b3fm-0", "sc-1k7b3fm-0"),
          "clink": ("sc-12cj4b0-0", "sc-12cj4b0-0"), "clinkw": ("sc-12cj4b0-1", "sc-12cj4b0-1"), "chelp": ("sc-12cj4b0-2", "sc-12cj4b0-2"), "mobad": ("sc-1qoge05-0", "sc-1qoge05-0"),
          "mobb": ("sc-1qoge05-1", "sc-1qoge05-1"), "mobc": ("sc-1qoge05-3", "sc-1qoge05-3"), "mobl": ("sc-1qoge05-4", "sc-1qoge05-4"),
          "movad": ("sc-1qoge05-5", "sc-1qoge05-5"), "midb": ("sc-1qoge05-6", "sc-1qoge05-6"), "adlab": ("sc-1qoge05-7", "sc-1qoge05-7"),
          "ivideo": ("sc-1qoge05-8", "sc-1qoge05-8"), "rel": ("sc-16nkj4i-0", "sc-16nkj4i-0"), "relh": ("sc-16nkj4i-1", "sc-16nkj4i-1"),
          "reli": ("sc-16nkj4i-2", "sc-16nkj4i-2"), "relimg": ("sc-16nkj4i-3", "sc-16nkj4i-3"), "relt": ("sc-16nkj4i-4", "sc-16nkj4i-4"),
          "bio": ("sc-vu5b2g-0", "sc-vu5b2g-0"), "bioname": ("sc-vu5b2g-2", "sc-vu5b2g-2"), "biotext": ("sc-vu5b2g-3", "sc-vu5b2g-3"),
          "more": ("sc-19t1xfl-4", "sc-19t1xfl-4"), "moret": ("sc-19t1xfl-0", "sc-19t1xfl-0"), "moreh": ("sc-19t1xfl-1", "sc-19t1xfl-1"),
          "morep": ("sc-19t1xfl-3", "sc-19t1xfl-3"), "net": ("sc-1ea0eu5-4", "sc-1ea0eu5-4"), "nett": ("sc-1ea0eu5-0", "sc-1ea0eu5-0"),
          "neth": ("sc-1ea0eu5-1", "sc-1ea0eu5-1"), "netp": ("sc-1ea0eu5-2", "sc-1ea0eu5-2"), "taboola": ("sc-1nbhsbw-1", "sc-1nbhsbw-2"), "netl": ("sc-1ea0eu5-3", "sc-1ea0eu5-3"), "rail": ("sc-1p3ad6u-0", "sc-1p3ad6u-0"),
          "deals": ("sc-1ctx5hk-6", "sc-1ctx5hk-6"), "dealsh": ("sc-1ctx5hk-0", "sc-1ctx5hk-0"), "dealc": ("sc-1ctx5hk-1", "sc-1ctx5hk-1"),
          "latest": ("sc-1h4xk2p-0", "sc-1h4xk2p-0"), "latesth": ("sc-1h4xk2p-1", "sc-1h4xk2p-1"), "latesti": ("sc-1h4xk2p-2", "sc-1h4xk2p-2"),
          "comments": ("sc-1nbhsbw-0", "sc-1nbhsbw-0"), "loader": ("sc-2ttn1j-0", "sc-2ttn1j-0"), "footer": ("sc-1k1ljmm-0", "sc-1k1ljmm-0"),
          "footnav": ("sc-1k1ljmm-1", "sc-1k1ljmm-1"), "footl": ("sc-1fvrfep-1", "sc-1fvrfep-1"), "footn": ("sc-1bdxcb3-0", "sc-1bdxcb3-0"),
          "legal": ("sc-1n2rfm0-0", "sc-1n2rfm0-0"), "social": ("sc-1i6fxl1-0", "sc-1i6fxl1-0"), "sfoot": ("sc-1c3ixsr-0", "sc-1c3ixsr-0")}
KJ_ALPHA = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
# a site's beat: its navigation's sections, the stories' categories and
# the newsletter's pitch of the WordPress design
KJ_KINDS = {"tech": (["Tech", "Science", "Reviews", "Entertainment", "Earth", "Video"], "tech, science, and culture"),
            "cars": (["News", "Reviews", "Car Buying", "Racing", "Culture", "Video"], "car news, reviews, and racing"),
            "games": (["News", "Reviews", "Guides", "Culture", "Anime", "Video"], "gaming news and culture"),
            "life": (["Tech", "Money", "Health", "Home & Garden", "Food", "Relationships"], "tips, tricks, and downloads"),
            "sports": (["NFL", "NBA", "MLB", "Soccer", "College Sports", "Culture"], "sports news and opinion"),
            "culture": (["News", "Politics", "Culture", "Entertainment", "Style", "Money"], "news, culture, and politics")}
KJ_SIZES = "(min-width: 1315px) 800px, (min-width: 1140px) 650px, (min-width: 1024px) 620px, (min-width: 600px) 580px, 100vw"


def kj_sc(design, key):
    """A Kinja component's classes: its styled-components id and the hash
    of its CSS, which the site's theme's colours and fonts make the site's."""
    g = random.Random("%s %s %s" % (BLOG[0], design, key))
    return "%s %s" % (KJ_IDS[key][design != "k20"], "".join(g.choice(KJ_ALPHA) for _ in range(g.choice([5, 6, 6, 6]))))


def kj_slug(h, n=None):
    s = "-".join("".join(c for c in w if c.isalnum()) for w in h.lower().split())
    s = s[:s.rfind("-", 0, 60)] if len(s) > 60 and s.rfind("-", 0, 60) > 0 else s
    return s + ("-%d" % n if n is not None else "")


def kinja(r, t, body, cat, cs):
    """A story on a Kinja site of G/O Media (a Gizmodo-, Jalopnik-,
    Kotaku-, Lifehacker-, Deadspin- or Root-like site, one beat a site),
    in one of three designs a site: Kinja's of 2019-2021, its of
    2021-2023 or, on a quarter of the sites, the WordPress theme the
    network moved to in 2024.  Kinja's page (React server-rendered,
    every part a styled-components class "sc-1efpnfq-0 dAlcTj" of an id
    and a hash, the older build's ids at times without "sc-", beside a
    few names of meaning: js_starterpost, js_post-content, js_link...):
    the site's navigation, then div.js_starterpost: the story type or
    category over the headline on the newer design, the header's h1
    (a link to the permalink on the older), on some pages of the newer
    the subhead h2.js_regular-subhead, the byline's avatar, "By NAME"
    (and a second author at times) linking to kinja.com, the time (the
    older's "Yesterday 3:15pm", "Friday 9:02am" or "3/07/21 12:58pm"
    with "Filed to: TAG", the newer's "Published 3 hours ago" or
    "Published March 7, 2023"), the replies' count ("Comments (12)"
    and "Alerts" on the newer) and the share tools; then the post's box
    div.js_post-content holding the lead image first (figure.align--bleed
    js_marquee-assetfigure, its div.image-hydration-wrapper, a
    figcaption.caption at times and the attribution's figcaption "Photo:
    NAME (Getty Images)", "Screenshot: SITE"...), then the paragraphs
    (p.sc-77igqf-0), h3 subheadings, a bulleted list, a block quote, a
    captioned picture, a YouTube or a tweet's iframe through the site's
    /ajax/inset/iframe on some pages, and among them the platform's
    units: the in-post ads (the mobile one's "Advertisement" label and
    its bulbs-dfp slot, the mid banner's, Teads' empty slot, the
    instream video's empty box), a related post's inset
    (aside.inset--story: its picture, headline, description and "Read
    more"), the newer's js_related-stories-inset "Related Content" box
    of three headlines, twice (its mobile copy), a bold "Read More:
    TITLE" line in the paragraphs' class on some sites, a Kinja Deals
    commerce inset (a product's name, "Use code ...", "N purchased by
    readers", "G/O Media may get a commission" and its "Buy for $29.99
    on Amazon" button) or a commerce button ("$49 at Amazon") and its
    commission line, an italic "Want more SITE news? ..." line closing
    the story on some sites; after the box the author's bio on some
    pages, "More from SITE" (headlines), the comments: the older
    design's js_discussion-region on most of its sites (the
    "Discussion" header and its filters, each thread's article.reply of
    the reader's name, time and div.reply-content paragraphs, its
    replies in a ul, the first one or two shown and "Show all N
    replies" for the others), else the js_comments-iframe
    box a script fills; the rail: an ad, "Kinja Deals" (deals' headlines
    by "Kinja Deals"), "Latest" (headlines and times) and "Popular" on
    the older; "More from G/O Media" or "More from our network" (sister
    sites' headlines under "Read on"), the footer ("Need Help?",
    "Content Guide", "Privacy", "Terms of Use", "Advertising", "Jobs",
    "© 2022 G/O Media Inc.").  WordPress's (2024): article.post with
    its classes, the category, h1.entry-title, the dek p.entry-summary
    on most pages, "By NAME", "Published December 7, 2024", "Comments
    (12)" and "Reading time 3 minutes", the share buttons, the featured
    image and its wp-element-caption with its credit, div.entry-content:
    plain <p>s, wp-block-heading h2s, a wp-block-list, a wp-block-quote,
    images, a YouTube embed, a tweet's blockquote.twitter-tweet and its
    script, a post's wp-embed card (blockquote.wp-embedded-content and
    its iframe), "Read More:" lines, ad slots labelled "Advertisement",
    a "$49 at Amazon" button; "Explore more on these topics", the
    "Daily Newsletter" box, "You May Also Like" cards, the comments' box
    a script fills, "Latest" beside and the footer.  The feed: Kinja's
    RSS, the description the lead image's <img>, the first paragraph as
    HTML and "Read more..." linking the post; WordPress's, the dek or,
    without one, the text's first 55 words and "[...]".  The truth: the
    subhead or dek under the headline (TEASER), then the paragraphs,
    subheadings, list items and quoted paragraphs in order; not the
    headline, story type, byline, times, counts, captions and credits,
    the ads' labels, the related inset, box and lines, the commerce
    units and their commission lines, the "Want more" line, the bio, the
    lists of headlines, the comments, the tweets' texts (neither text
    nor counted) nor the footer."""
    rs = random.Random(BLOG[0] + " kinja")
    design = ["k20", "k22", "wp", rs.choice(["k20", "k22"])][DATE_STYLE]
    kind = rs.choice(sorted(KJ_KINDS))
    sections, pitch = KJ_KINDS[kind]
    names0 = [w for w in BLOG[0].split()[:-1] if w.lower() not in WORDS and len(w) > 3]
    w0 = names0[0] if names0 else rs.choice(LEXICON[:1500]).title()
    brand = ("The " + w0) if kind == "culture" and rs.random() < 0.5 else w0
    host = "%s.example" % "".join(c for c in w0.lower() if c.isalnum())
    OWN_HOST[0] = host
    sisters = []
    for w in rs.sample(LEXICON[:1500], 8):  # the network's other sites
        if w.title() != w0 and len(sisters) < 6:
            sisters.append(w.title())
    lw = lambda: LEXICON[int(len(LEXICON) * r.random() ** 2)]
    person = lambda: r.choice(NAMES[:10])
    screen = lambda n: "".join(n.lower().split())
    y0, y1 = {"k20": (2019, 2021), "k22": (2021, 2023), "wp": (2024, 2024)}[design]
    pub = datetime.datetime(r.randint(y0, y1), r.randint(1, 12), r.randint(1, 28), r.randint(6, 22), r.randint(0, 59))
    if design == "k20" and pub.year == 2021 and pub.month > 6:
        pub = pub.replace(month=pub.month - 6)
    if design == "k22" and pub.year == 2021 and pub.month < 7:
        pub = pub.replace(month=pub.month + 6)
    pid = {"k20": r.randint(1839000000, 1847200000), "k22": r.randint(1847200000, 1851100000), "wp": r.randint(2000400000, 2000560000)}[design]
    perma = "https://%s%s" % (host, SLUG[0])
    authors = r.sample(NAMES[:10], 2 if r.random() < 0.15 else 1)
    sec = cat
    dst = 3 < pub.month < 11 or (pub.month == 3 and pub.day > 10) or (pub.month == 11 and pub.day < 5)
    iso = pub.strftime("%Y-%m-%dT%H:%M:%S") + ("-04:00" if dst else "-05:00")
    hm = lambda x: "%d:%02d%s" % ((x.hour + 11) % 12 + 1, x.minute, "am" if x.hour < 12 else "pm")
    full = lambda x: "%d/%02d/%02d %s" % (x.month, x.day, x.year % 100, hm(x))
    older = lambda: (pid - r.randint(20000, 9000000) if design != "wp" else r.randint(2000000000, pid - 500) if r.random() < 0.6 else r.randint(1845000000, 1851100000))
    others = lambda n: [(h, "https://%s/%s" % (host, kj_slug(h, older()))) for h in (title(r) for _ in range(n))]
    ago = lambda n: ["%d minutes ago" % m if m < 60 else "An hour ago" if m < 120 else "%d hours ago" % (m // 60) if m < 1440 else "Yesterday"
                     for m in sorted(r.randint(2, 1500) for _ in range(n))]
    credit = lambda: r.choice([("Photo", "%s (Getty Images)" % person()), ("Photo", "%s (AP)" % person()), ("Screenshot", brand), ("Image", lw().title()),
                               ("Illustration", "%s/%s" % (person(), brand)), ("Photo", "%s/%s" % (person(), brand)), ("Photo", "%s/%s" % (person(), "Shutterstock")),
                               ("Gif", lw().title())])
    subhead = sentence(r, 10, 22) if r.random() < {"k20": 0.1, "k22": 0.5, "wp": 0.85}[design] else None
    if subhead:
        subhead = subhead[:-1] if subhead.endswith(".") and r.random() < 0.5 else subhead
        TEASER.append(subhead)
    n = len(body)
    heads = set(r.sample(range(2, n), r.randint(1, min(3, n - 2)))) if n >= 5 and r.random() < 0.3 else set()
    list_at = r.randrange(0, n) if n >= 2 and r.random() < 0.2 else -1
    quote_at = r.randrange(0, n) if n >= 3 and r.random() < 0.12 else -1
    img_at = set(r.sample(range(1, n), r.randint(1, min(2, n - 1)))) if n >= 3 and r.random() < 0.3 else set()
    embed_at = r.randrange(0, n) if r.random() < (0.35 if n == 1 else 0.18) else -1
    embed_kind = r.choice(["youtube", "youtube", "twitter"])
    inset_at = r.randrange(1, n - 1) if n >= 4 and r.random() < 0.35 else -1
    relbox_at = r.randrange(1, n - 1) if design == "k22" and n >= 4 and r.random() < 0.45 else -1
    readmore_on = rs.random() < 0.5
    readmore_at = r.randrange(1, n) if readmore_on and n >= 3 and r.random() < 0.6 and design != "k20" else -1
    readmore_at = -1 if readmore_at in (inset_at, relbox_at) else readmore_at
    commerce_at = r.randrange(1, n) if n >= 3 and r.random() < (0.25 if kind in ("tech", "life", "games") else 0.12) else -1
    cbutton_at = r.randrange(1, n) if n >= 3 and commerce_at < 0 and r.random() < 0.12 else -1
    want = rs.random() < 0.4 and design == "k22"
    story = []
    extras = []

    def product():
        return "%s %s %s" % (lw().title(), lw().title(), r.choice(["Pro", "Mini", "Max", "(2-Pack)", "(2nd Gen)", "Plus", "S", "%d-Inch" % r.randint(10, 65)]))

    def price():
        return "$%d.%02d" % (r.randint(9, 399), r.choice([99, 99, 95, 0, 49]))

    def amazon():
        return "https://www.amazon.com/dp/B0%s?tag=%samzn-20&amp;ascsubtag=%d" % ("".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(8)), w0.lower()[:12], pid)

    if design == "wp":
        return kj_wp(r, rs, t, body, cat, cs, locals())

    K = lambda key: kj_sc(design, key)
    old = design == "k20"
    imgid = lambda: ("".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(20)) if old else "%032x" % r.getrandbits(128))

    def kimg(kid, w, crop=False, fmt="jpg"):
        tr = ("c_fill,f_auto,fl_progressive,g_center,pg_1,q_80,w_%d" if crop else "c_fit,f_auto,fl_progressive,q_80,w_%d") % w
        return "https://i.kinja-img.com/gawker-media/image/upload/%s/%s.%s" % (tr, kid, fmt)

    def figure(kid, align, cap, cr, lazy):
        w, h = r.choice([(1600, 900), (1200, 675), (1920, 1080), (800, 450), (1280, 960), (636, 358)])
        alt = cap if cap else "Illustration for article titled %s" % t if align == "bleed" else "Image for article titled %s" % t
        srcs = ", ".join("%s %dw" % (kimg(kid, x), x) for x in (80, 160, 320, 470, 800, 1315, 1600) if x <= w)
        img = (('<img alt="%s" data-chomp-id="%s" data-format="jpg" data-alt="%s" data-anim-src="" class="lazyload" data-src="%s" data-srcset="%s" sizes="%s"/>'
                '<noscript><img alt="%s" src="%s"/></noscript>') % (esc(alt), kid, esc(alt), kimg(kid, 800), srcs, KJ_SIZES, esc(alt), kimg(kid, 800)) if lazy else
               '<img alt="%s" src="%s" srcset="%s" sizes="%s" width="%d" height="%d"/>' % (esc(alt), kimg(kid, 800), srcs, KJ_SIZES, w, h))
        attrs = 'data-id="%s" data-recommend-id="image://%s" data-format="jpg" data-width="%d" data-height="%d" data-lightbox="false" data-recommended="false"' % (kid, kid, w, h)
        caps = ""
        if cap:
            caps += '<figcaption class="%s caption">%s</figcaption>' % (K("cap"), esc(cap))
        if cr:
            caps += '<figcaption class="%s %s"><span>%s</span>: <span>%s</span></figcaption>' % (K("attr"), "below-caption" if cap else "no-caption", cr[0], esc(cr[1]))
        return ('<figure class="%s align--%s%s js_marquee-assetfigure" %s style="width:%s"><div class="%s img-wrapper" data-syndicationrights="false" style="max-width:%dpx">'
                '<div class="%s image-hydration-wrapper" style="padding-bottom:%.1f%%">%s</div>%s</div><span %s class="js_recommend"></span></figure>') % (
            K("fig"), align, " js_lazy-image" if lazy else "", attrs, "100%" if align == "bleed" else "%dpx" % min(w, 636), K("imgw"), w,
            K("hydr"), round(h / w * 1000) / 10, img, caps, attrs)

    def para_p(x):
        return '<p class="%s">%s</p>' % (K("p"), esc(x))

    def ad_mobile(k):
        extras.append("Advertisement")
        return ('<div class="%s js_ad-mobile-dynamic js_ad-dynamic ad-mobile-dynamic movable-ad"><div class="%s"></div><div class="%s ad-unit ad-mobile"><div class="%s">Advertisement</div>'
                '<div is="bulbs-dfp" class="ad-container dfp dfp-slot-MOBILE_IN_POST ad-mobile" data-ad-unit="MOBILE_IN_POST" data-targeting="{&quot;pos&quot;:&quot;mobile_inpost&quot;,&quot;postId&quot;:&quot;%d&quot;}"></div>'
                '<div class="bt-wrapper"><span data-uid="5d260804c9-384" class="bt-uid-tg" style="display:none !important;text-align:center" data-css-selector="ad-container.ad-mobile"></span></div></div>'
                '<div class="%s"></div></div>') % (K("mobad"), K("mobb"), K("mobc"), K("mobl"), pid, K("mobb"))

    def ad_mid():
        extras.append("Advertisement")
        return ('<div class="%s js_movable_ad_slot"><div class="%s"><label class="%s">Advertisement</label><div is="bulbs-dfp" class="ad-container dfp dfp-slot-MID_BANNER ad-middleboard" '
                'data-ad-unit="MID_BANNER" data-targeting="{&quot;pos&quot;:&quot;mid_banner&quot;}"></div><div class="bt-wrapper"><span data-uid="5d1b8a6cd5-384" class="bt-uid-tg" '
                'style="display:none !important;text-align:center" data-css-selector="ad-container.ad-middleboard"></span></div></div></div>') % (K("movad"), K("midb"), K("adlab"))

    def ad_teads():
        return ('<div is="bulbs-dfp" class="ad-container dfp dfp-slot-TEADS_PERMALINK_OUTSTREAM ad-teads-outstream" data-ad-unit="TEADS_PERMALINK_OUTSTREAM" '
                'data-targeting="{&quot;pos&quot;:&quot;outstream&quot;}"></div><div class="%s instream-native-video instream-permalink instream-native-video--desktop"></div>') % K("ivideo")

    def inset():
        (h, u), = others(1)
        d = sentence(r, 12, 26)
        extras.extend([h, d])
        kid = imgid()
        return ('<aside class="%s inset--story branded-item branded-item--%s" data-commerce-source="inset" data-ga="[[&quot;Embedded Url&quot;,&quot;Internal inset&quot;,&quot;%s&quot;,{&quot;metric25&quot;:1}]]">'
                '<a class="%s inset--story__thumb js_related-link" href="%s" rel="noopener noreferrer" target="_blank"><div class="%s js_lazy-image"><img alt="" class="lazyload" data-src="%s"/></div>'
                '<span class="blog-avatar"><svg aria-label="%s" class="svg-avatar--%s" width="20" height="20"></svg></span></a><div class="%s">'
                '<a href="%s" rel="noopener noreferrer" target="_blank" class="%s js_link js_related-link"><h6 class="%s">%s</h6></a><p class="%s">%s</p>'
                '<a class="%s js_readmore inset--story__readmore" href="%s" rel="noopener noreferrer" target="_blank">Read more</a></div></aside>') % (
            K("inset"), w0.lower(), u, K("ithumb"), u, K("ifig"), kimg(kid, 470, True), esc(brand), w0.lower(), K("iright"), u, K("link"), K("ihead"), esc(h),
            K("itext"), esc(d), K("imore"), u)

    def relbox():
        hs = others(3)
        extras.extend([h for h, _ in hs] + ["Related Content"])
        items = [(h, u, imgid()) for h, u in hs]

        def box(mobile):
            return ('<div class="%s js_related-stories-inset%s"><h4 class="%s">Related Content</h4>%s</div>') % (
                K("rel"), "-mobile" if mobile else "", K("relh"), "".join(
                    '<div class="%s"><a class="%s js_link js_related-link" href="%s" data-ga="[[&quot;Permalink related stories&quot;,&quot;Related stories click&quot;,&quot;%s&quot;]]">'
                    '<div class="%s"><img alt="" class="lazyload" data-src="%s"/></div><h5 class="%s">%s</h5></a></div>' % (
                        K("reli"), K("link"), u, u, K("relimg"), kimg(kid, 320, True), K("relt"), esc(h)) for h, u, kid in items))
        return box(False) + box(True)

    def readmore():
        (h, u), = others(1)
        extras.append(h)
        return '<p class="%s"><strong>Read More: </strong><a class="%s js_link" href="%s" target="_blank">%s</a></p>' % (K("p"), K("link"), u, esc(h))

    def commerce():
        name, pr, code = product(), price(), r.choice([None, None, "SAVE%d" % r.choice([10, 15, 20, 25]), lw().upper()[:8] + str(r.randint(10, 30))])
        bought = "%s purchased by readers" % "{:,}".format(r.randint(20, 9000)) if r.random() < 0.5 else None
        extras.extend([name, "G/O Media may get a commission"] + ([bought] if bought else []))
        url = amazon()
        ga = lambda a: "[[&quot;Commerce Inset Clicks&quot;,&quot;Commerce inset - %s&quot;,&quot;%s,&quot;]]" % (a, perma)
        link = lambda typ, act, inner: '<a href="%s" data-linktype="[t|mod-%s" data-ga="%s" target="_blank" rel="noopener noreferrer" data-amazontag="%samzn-20">%s</a>' % (
            url, typ, ga(act), w0.lower()[:12], inner)
        return ('<aside class="%s"><div class="%s"><div class="%s">%s</div><div class="%s"><div class="%s"><header class="%s"><h2>%s</h2></header><div class="%s">%s</div>'
                '<div class="%s">%s<span class="%s">G/O Media may get a commission</span></div></div></div><div class="%s">%s</div></div></aside>') % (
            K("cwrap"), K("cbox"), K("celem"), link("image", "image click", '<div class="js_lazy-image"><img alt="" class="lazyload" data-src="%s"/></div>' % kimg(imgid(), 320)),
            K("celem"), K("celem"), K("chead"), link("title", "product title click", esc(name)), K("cby"), "<span>Use code %s</span>" % code if code else "",
            K("cmisc"), '<span class="%s">%s</span>' % (K("cproof"), bought) if bought else "", K("cdisc"), K("celem"),
            link("button", "Add to Cart click", '<span class="%s"><span>Buy for %s</span><small>on Amazon</small></span>' % (K("cbtn"), pr)))

    def cbutton():
        lab = "%s at %s" % (price().split(".")[0], r.choice(["Amazon", "Amazon", "Best Buy", "Walmart", "Target"]))
        extras.extend([lab, "G/O Media may get a commission"])
        return ('<aside class="%s"><div class="%s"><a class="%s button" href="%s" data-ga="[[&quot;Post click&quot;, &quot;Editorial commerce button&quot;, &quot;%s&quot;]]">'
                '<span>%s</span></a></div><span class="%s">G/O Media may get a commission</span></aside>') % (K("clink"), K("clinkw"), K("cbtn"), amazon(), perma, esc(lab), K("chelp"))

    def embed():
        if embed_kind == "twitter":
            tid = r.randint(1200000000000000000, 1730000000000000000)
            return ('<div class="%s embed-frame twitter-embed align--center has-embed"><span><iframe data-src="https://%s/ajax/inset/iframe?id=twitter-%d&amp;autosize=1" id="twitter-%d" '
                    'data-recommend-id="twitter://%d" title="Twitter embed" class="core-inset lazyload" width="500" height="250" frameborder="0" scrolling="no" allowfullscreen=""></iframe>'
                    '<span data-recommend-id="twitter://%d" class="js_recommend"></span></span></div>') % (K("embed"), host, tid, tid, tid, tid)
        vid = "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") for _ in range(11))
        cap = sentence(r, 5, 12) if r.random() < 0.3 else None
        if cap:
            extras.append(cap)
        return ('<div class="%s embed-frame youtube-video align--center has-video"><span class="flex-video widescreen"><iframe data-src="https://%s/ajax/inset/iframe?id=youtube-video-%s&amp;start=0" '
                'id="youtube-video-%s" data-recommend-id="youtube://%s" class="core-inset lazyload" width="100%%" height="100%%" frameborder="0" scrolling="no" allowfullscreen=""></iframe>'
                '<span data-recommend-id="youtube://%s" class="js_recommend"></span></span>%s</div>') % (
            K("embed"), host, vid, vid, vid, vid, '<figcaption class="%s caption">%s</figcaption>' % (K("cap"), esc(cap)) if cap else "")

    # the post's box: the lead image, then the nodes and the ads Kinja puts among them
    out = []
    lead = r.random() < 0.85
    lead_id = imgid()
    if lead:
        cap = sentence(r, 6, 16) if r.random() < 0.4 else None
        cr = credit() if r.random() < 0.85 else None
        extras.extend(([cap] if cap else []))
        out.append(figure(lead_id, "bleed", cap, cr, False))
    mob = set(range(1, n - 1, r.choice([3, 4]))) if n >= 3 else set()
    mid = r.randrange(3, n - 1) if n >= 6 and r.random() < 0.6 else -1
    teads = 1 if n >= 4 and r.random() < 0.5 else -1
    for i, x in enumerate(body):
        if i in heads:
            h = title(r)
            out.append('<h3 class="%s">%s</h3>' % (K("heading"), esc(h)))
            story.append(h)
        out.append(para_p(x))
        story.append(x)
        if i == list_at:
            items = [sentence(r, 4, 14) for _ in range(r.randint(3, 6))]
            out.append('<ul class="%s">%s</ul>' % (K("ul"), "".join("<li>%s</li>" % esc(y) for y in items)))
            story.extend(items)
        if i == quote_at:
            qs = [para(r, 1, 3) for _ in range(r.choice([1, 1, 2]))]
            out.append('<blockquote class="%s">%s</blockquote>' % (K("quote"), "".join(para_p(q) for q in qs)))
            story.extend(qs)
        if i == embed_at:
            out.append(embed())
        if i in img_at:
            cap = sentence(r, 5, 14) if r.random() < 0.6 else None
            extras.extend([cap] if cap else [])
            out.append(figure(imgid(), r.choice(["center", "center", "bleed", "left"]), cap, credit() if r.random() < 0.8 else None, True))
        if i == readmore_at:
            out.append(readmore())
        if i == inset_at:
            out.append(inset())
        if i == relbox_at:
            out.append(relbox())
        if i == commerce_at:
            out.append(commerce())
        if i == cbutton_at:
            out.append(cbutton())
        if i in mob:
            out.append(ad_mobile(i))
        if i == teads:
            out.append(ad_teads())
        if i == mid:
            out.append(ad_mid())
    if want:
        line = "Want more %s news? Check out %s, what\u2019s next for %s, and everything you need to know about %s." % (
            brand, " ".join(lw() for _ in range(r.randint(3, 6))), lw().title(), " ".join(lw() for _ in range(r.randint(2, 4))))
        out.append('<p class="%s"><em>%s</em></p>' % (K("p"), esc(line)))
        extras.append(line)
    STORY[:] = story

    # the feed's description: the lead image, the first paragraph as HTML and "Read more..."
    DESC.append(('<img src="%s" />' % kimg(lead_id, 636) if lead else "") + "<p>%s</p>" % esc(body[0]) + '<p><a href="%s">Read more...</a></p>' % perma)

    # the header, the byline, the tools
    avatar = lambda a, s: '<img alt="" src="https://i.kinja-img.com/gawker-media/image/upload/c_fill,f_auto,fl_progressive,g_center,h_%d,q_80,w_%d/%s.jpg" width="%d" height="%d"/>' % (
        s * 2, s * 2, (lambda g: "".join(g.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(20)))(random.Random(BLOG[0] + a)), s, s)
    alink = lambda a, k: ('<a data-ga="[[&quot;Permalink meta&quot;,&quot;Author click&quot;,&quot;author %d name click&quot;]]" href="https://kinja.com/%s" class="%s js_link">%s</a>' % (
        k + 1, screen(a), K("link"), a))
    names = " and ".join(alink(a, k) for k, a in enumerate(authors))
    x = r.random()  # the reader's now: Kinja's times are relative to it
    now = (pub.replace(hour=r.randint(0, 23)) + datetime.timedelta(days=1) if x < 0.25 else pub + datetime.timedelta(days=r.randint(2, 6), hours=r.randint(0, 12))
           if x < 0.5 else pub + datetime.timedelta(days=r.randint(8, 400)))
    now = max(now, pub + datetime.timedelta(hours=2))

    def rel(x):  # the older design's relativeDateTime
        m = int((now - x).total_seconds() // 60)
        return ("%d minutes ago" % max(2, m) if m < 60 else "%d hours ago" % (m // 60) if m < 1440 and x.date() == now.date() else
                "Yesterday %s" % hm(x) if (now.date() - x.date()).days == 1 else "%s %s" % (x.strftime("%A"), hm(x)) if m < 7 * 1440 else full(x))
    if old:
        when = rel(pub)
        tag = lw().title()
        timehtml = ('<time class="%s" datetime="%s"><a href="%s" class="%s js_meta-time" data-ga="[[&quot;Permalink meta&quot;,&quot;Permalink page click&quot;,&quot;permalink timestamp&quot;]]">%s</a></time>'
                    '<div class="%s">\u2022</div><div class="%s"><div class="tag-dropdown js_tag-dropdown"><span>Filed to: </span><a href="https://%s/tag/%s" class="%s js_link">%s</a></div></div>') % (
            K("time"), iso, perma, K("link"), when, K("sep"), K("tags"), host, tag.lower(), K("link"), tag.upper())
    else:
        x = r.random()
        when = ("Published %d hours ago" % r.randint(2, 23) if x < 0.3 else "Published %d minutes ago" % r.randint(5, 59) if x < 0.4 else
                "Published Yesterday %s" % hm(pub).upper() if x < 0.5 else "Published %s %d, %d" % (MONTHS[pub.month - 1], pub.day, pub.year))
        timehtml = '<time class="%s" datetime="%s"><a href="%s" class="%s js_meta-time">%s</a></time>' % (K("time"), iso, perma, K("link"), when)
    ncom = len(cs)
    shares = ('<div class="%s js_share-tools">%s</div>' % (K("share"), "".join(
        '<a class="%s js_sharingtools-%s" href="%s" target="_blank" rel="noopener noreferrer" title="%s"><svg class="svg-icon svg-%s" width="18" height="18"></svg></a>' % (
            K("sharebtn"), s.lower(), u, lab, s.lower()) for s, u, lab in [
            ("Facebook", "https://www.facebook.com/sharer.php?u=%s" % perma, "Share to Facebook"), ("Twitter", "https://twitter.com/intent/tweet?url=%s" % perma, "Share to Twitter"),
            ("Email", "mailto:?subject=%s&amp;body=%s" % (esc(t).replace(" ", "%20"), perma), "Share via Email"), ("Link", perma, "Copy Link")])))
    if old:
        count = '<a href="#replies" class="%s js_comment-count"><svg class="svg-icon svg-comment" width="18" height="18"></svg><span>%d</span></a>' % (K("count"), ncom)
    else:
        count = ('<a href="#replies" class="%s js_comments-button"><span>Comments (%d)</span></a><button class="%s js_alerts-button" type="button"><svg class="svg-icon svg-bell" width="18" height="18"></svg>'
                 '<span>Alerts</span></button>') % (K("count"), ncom, K("count"))
    byline = ('<div class="%s"><div class="%s"><div class="%s">%s<div class="%s">%s<div class="%s">%s</div></div></div></div><div class="%s">%s<div class="%s">%s</div></div></div>') % (
        K("bylinec"), K("bylinect"), K("byline"),
        '<div class="%s"><a href="https://kinja.com/%s">%s</a></div>' % (K("avatar"), screen(authors[0]), avatar(authors[0], 40)) if len(authors) == 1 else "",
        K("right"), '<div class="%s"><div class="%s">%s%s</div></div>' % (K("author"), K("authors"), "" if old else "By ", names), K("timetags"), timehtml,
        K("bylinect"), count, K("tools"), shares)
    h1 = ('<a href="%s" class="%s js_link">%s</a>' % (perma, K("link"), esc(t))) if old else esc(t)
    storytype = ('<div class="%s permalink-story-type"><a href="https://%s/c/%s" class="%s js_link">%s</a></div>' % (
        K("storytype"), host, kj_slug(sec), K("link"), esc(sec)) if not old or r.random() < 0.3 else "")
    header = '<div class="%s">%s<header class="%s"><h1 class="%s">%s</h1>%s</header></div>' % (
        K("hwrap"), storytype, K("header"), K("h1"), h1, '<h2 class="%s js_regular-subhead">%s</h2>' % (K("subhead"), esc(subhead)) if subhead else "")

    # below the post: the bio, the share tools, "More from", the comments
    below = []
    if r.random() < 0.25:
        bio = "%s %s" % (authors[0], r.choice(["is a staff writer at %s covering %s and %s." % (brand, lw(), lw()),
                                               "is %s's senior reporter. %s" % (brand, sentence(r, 6, 12)), "writes about %s, %s, and %s." % (lw(), lw(), lw())]))
        extras.append(bio)
        below.append('<div class="%s"><div class="%s"><a href="https://kinja.com/%s">%s</a></div><div><h3 class="%s"><a href="https://kinja.com/%s">%s</a></h3><p class="%s">%s</p></div></div>' % (
            K("bio"), K("avatar"), screen(authors[0]), avatar(authors[0], 80), K("bioname"), screen(authors[0]), authors[0], K("biotext"), esc(bio)))
    below.append('<div class="%s js_share-tools-bottom">%s</div>' % (K("sfoot"), shares))
    below.append('<div class="js_liveblog-controls"></div><div class="js_qanda-controls"></div>')
    mores = others(r.choice([3, 4]))
    extras.extend(h for h, _ in mores)
    below.append('<div class="%s"><h4 class="%s">More from %s</h4>%s</div>' % (K("more"), K("moret"), esc(brand), "".join(
        '<div class="%s"><a class="%s js_link" href="%s" data-ga="[[&quot;Permalink page click&quot;,&quot;Related post click&quot;,&quot;%s&quot;]]"><h4 class="%s">%s</h4></a></div>' % (
            K("morep"), K("link"), u, u, K("moreh"), esc(h)) for h, u in mores)))
    below.append('<a name="replies"></a><div class="js_postbottom-waypoint-hook"></div>')
    discuss = old and rs.random() < 0.7
    if discuss and cs:
        below.append(kj_discussion(r, cs, pid, pub, now, rel, screen, avatar))
    else:
        below.append('<div class="%s js_comments-iframe" data-src="https://kinja.com/ajax/comments/iframe/%d?blogId=%d&amp;parentId=%d" data-replycount="%d"><div class="%s"></div></div>' % (
            K("comments"), pid, rs.randint(2, 9999), pid, ncom, K("loader")))
    below.append('<div class="%s" id="taboola-below-article-thumbnails"></div>' % K("taboola"))

    # the rail: an ad, Kinja Deals, Latest (and Popular on the older design)
    deals = [title(r) for _ in range(r.choice([2, 3]))]
    latest = others(r.randint(4, 6))
    extras.extend(deals + [h for h, _ in latest])
    rail = ['<div is="bulbs-dfp" class="ad-container dfp dfp-slot-LEFT_TOP ad-left-top" data-ad-unit="LEFT_TOP" data-targeting="{&quot;pos&quot;:&quot;left_top&quot;}"></div>',
            '<div class="%s js_commerce-module"><h3 class="%s">Kinja Deals</h3>%s</div>' % (K("deals"), K("dealsh"), "".join(
                '<div class="%s"><a class="%s js_link" href="https://kinjadeals.%s/%s?ks=commercerecirc_permalink"><div class="%s"><img alt="" class="lazyload" data-src="%s"/></div></a>'
                '<div><a class="%s js_link" href="https://kinjadeals.%s/%s?ks=commercerecirc_permalink"><h4 class="%s">%s</h4></a><span class="%s">By <a href="https://kinja.com/kinjadeals">Kinja Deals</a></span></div></div>' % (
                    K("dealc"), K("link"), host, u, K("relimg"), kimg(imgid(), 160, True), K("link"), host, u, K("moreh"), esc(d), K("authors"))
                for d, u in ((d, kj_slug(d, r.randint(1840000000, 1851000000))) for d in deals))),
            '<div class="%s js_latest"><h3 class="%s">Latest</h3><ul>%s</ul></div>' % (K("latest"), K("latesth"), "".join(
                '<li class="%s"><a class="%s js_link" href="%s">%s</a><time>%s</time></li>' % (
                    K("latesti"), K("link"), u, esc(h), a) for (h, u), a in zip(latest, ago(len(latest)))))]
    if old:
        pop = others(5)
        extras.extend(h for h, _ in pop)
        rail.append('<div class="%s js_popular-posts"><h3 class="%s">Popular</h3><ol>%s</ol></div>' % (K("latest"), K("latesth"), "".join(
            '<li class="%s"><a class="%s js_link" href="%s">%s</a></li>' % (K("latesti"), K("link"), u, esc(h)) for h, u in pop)))

    # "More from G/O Media" (the older) or "More from our network", the footer
    net = [(s, h, u.replace(host, "%s.example" % s.lower())) for s, (h, u) in zip(r.sample(sisters, 4), others(4))]
    extras.extend(h for _, h, _ in net)
    network = '<div class="%s"><h4 class="%s">%s</h4>%s</div>' % (K("net"), K("nett"), "More from G/O Media" if old else "More from our network", "".join(
        '<div class="%s"><div class="%s"><span>Read on</span><svg aria-label="%s" class="svg-logo svg-logo--%s" height="14"></svg></div><a class="%s js_link" href="%s"><h4 class="%s">%s</h4></a></div>' % (
            K("netp"), K("netl"), s, s.lower(), K("link"), u, K("neth"), esc(h)) for s, h, u in net))
    legal = "\u00a9 %d G/O Media Inc." % pub.year
    extras.append(legal)
    footer = ('<footer class="%s js_footer"><div class="%s"><div class="js_footer-logo"></div><ul class="%s">%s</ul><ul class="%s">%s</ul><ul class="%s">%s</ul><div class="%s">%s</div></div></footer>') % (
        K("footer"), K("footnav"), K("social"), "".join('<li><a href="https://www.%s.com/%s" aria-label="%s" target="_blank"><svg class="svg-icon" width="24" height="24"></svg></a></li>' % (
            s.lower(), w0.lower(), s) for s in ["Facebook", "Twitter", "Instagram", "YouTube"]),
        K("footl"), "".join('<li><a href="%s">%s</a></li>' % (u, x) for x, u in [
            ("Need Help?", "https://kinja.zendesk.com/"), ("Content Guide", "https://legal.kinja.com/content-guidelines-90185358"), ("Privacy", "https://g-omedia.com/privacy-policy/"),
            ("Terms of Use", "https://g-omedia.com/terms-of-service/"), ("Advertising", "https://g-omedia.com"), ("Jobs", "/careers")]),
        K("footn"), "".join('<li><a href="https://%s.example" title="%s"><svg class="svg-logo svg-logo--%s" height="18"></svg></a></li>' % (s.lower(), s, s.lower()) for s in [w0] + sisters),
        K("legal"), legal)

    nav = ('<div class="%s js_header-container"><nav class="%s js_navigation"><a href="https://%s/" class="%s js_logo" aria-label="%s Home"><svg class="svg-logo svg-logo--%s" height="30"></svg></a>'
           '<ul class="%s">%s</ul><button class="js_search-button" aria-label="Search"><svg class="svg-icon" width="18" height="18"></svg></button><a class="js_login" href="https://kinja.com/login">Sign in</a></nav></div>') % (
        K("nav"), K("nav"), host, K("logo"), esc(brand), w0.lower(), K("navlist"), "".join(
            '<li><a href="https://%s/c/%s" class="%s js_link">%s</a></li>' % (host, kj_slug(s), K("link"), esc(s)) for s in sections + (["Deals"] if kind in ("tech", "life", "games") else [])))
    ld = json.dumps({"@context": "http://schema.org", "@type": "NewsArticle", "mainEntityOfPage": {"@type": "WebPage", "@id": perma}, "headline": t,
                     "datePublished": iso, "author": [{"@type": "Person", "name": a, "url": "https://kinja.com/" + screen(a)} for a in authors],
                     "publisher": {"@type": "Organization", "name": brand, "logo": {"@type": "ImageObject", "url": "https://i.kinja-img.com/gawker-media/image/upload/%s.png" % w0.lower()}},
                     "image": {"@type": "ImageObject", "url": kimg(lead_id, 1200, True)} if lead else None, "articleSection": sec}).replace("</", "<\\/")
    EXTRAS.extend(x for x in extras if x)
    main = ('<div class="%s"><main class="%s"><div class="js_starterpost">%s<div class="%s">%s</div><div class="%s js_post-content">%s</div>%s</div></main>'
            '<aside class="%s js_sidebar">%s</aside></div>%s') % (
        K("page"), K("main"), header, K("metac"), byline, K("post"), "\n".join(out), "\n".join(below), K("rail"), "".join(rail), network)
    return nav + '<script type="application/ld+json">%s</script>' % ld + main + footer


def kj_discussion(r, cs, pid, pub, now, rel, screen, avatar):
    """Kinja's older discussion region: threads of a reader's reply and
    its replies, two of them shown and "Show all N replies" under them."""
    threads = []
    for c in cs:
        if c[3] == 1 or not threads:
            threads.append([c])
        else:
            threads[-1].append(c)
    span = min((now - pub).total_seconds(), 5 * 86400) / 60
    times = iter(sorted(pub + datetime.timedelta(minutes=r.uniform(3, span)) for _ in cs))
    cid = pid + r.randint(10000, 900000)
    out = []

    def reply(c, parent, to, when, k):
        likes = r.choice([0, 0, 1, 2, 3, 5, 8, 13, 27, 56])
        return ('<article class="reply js_reply%s" id="reply_%d" data-id="%d" data-parentid="%d" data-authorname="%s"><header class="reply__header">'
                '<a href="https://kinja.com/%s" class="reply__avatar">%s</a><span class="reply__byline"><a class="fn url" href="https://kinja.com/%s">%s</a></span>%s'
                '<span class="reply__publish-time"><a href="https://kinja.com/%s/%d" class="js_publish-time">%s</a></span></header>'
                '<div class="reply-content js_reply-content">%s</div><footer class="reply__footer"><a class="js_reply-to-selected-post" href="#">Reply</a>'
                '<span class="js_like-count reply__like-count">%s</span></footer></article><div class="js_editor-placeholder"></div>') % (
            " reply--child" if to else "", k, k, parent, screen(c[0]), screen(c[0]), avatar(c[0], 40), screen(c[0]), esc(c[0]),
            '<span class="reply__to-author"><svg class="svg-icon svg-reply" width="12" height="12"></svg>%s</span>' % esc(to) if to else "",
            screen(c[0]), k, when, "".join("<p>%s</p>" % esc(p) for p in c[2]), likes if likes else "")

    for th in threads:
        cid += r.randint(1, 4000)
        head = reply(th[0], pid, None, rel(next(times)), cid)
        kids = []
        top = cid
        for k, c in enumerate(th[1:]):
            x = next(times)
            cid += r.randint(1, 4000)
            if k < (1 if len(th) > 3 else 2):
                kids.append("<li>%s</li>" % reply(c, top, th[0][0], rel(x), cid))
        more = len(th) - 1
        out.append('<li class="reply-thread js_thread">%s%s%s</li>' % (
            head, '<ul class="js_region--children">%s</ul>' % "".join(kids) if kids else "",
            '<footer class="js_replies-footer"><a class="js_load-all-replies button" href="#">Show all %d replies</a><a class="js_close-replies hide" href="#">Hide replies</a></footer>' % more
            if more > len(kids) else ""))
    pending = r.randint(0, 40)
    return ('<section class="js_discussion-region discussion-region" data-starter-id="%d" data-reply-count="%d" data-reply-count-pending="%d"><div class="discussion-header">'
            '<h3 class="discussion-title">Discussion</h3><div class="discussion-filter"><a value="community" class="filter active" href="#">All replies</a><a value="staff" class="filter" href="#">Staff</a>'
            '<a value="pending" class="filter" href="#">Pending</a></div></div><ul class="js_region--children discussion-list">%s</ul></section>') % (pid, len(cs), pending, "".join(out))


def kj_wp(r, rs, t, body, cat, cs, v):
    """G/O Media's WordPress theme of 2024 (kinja()'s third design): v is
    kinja()'s locals, the site's and the page's choices."""
    host, brand, w0, pub, pid, authors, sec, subhead = (v[k] for k in ("host", "brand", "w0", "pub", "pid", "authors", "sec", "subhead"))
    heads, list_at, quote_at, img_at, embed_at, embed_kind, inset_at, readmore_at, cbutton_at = (
        v[k] for k in ("heads", "list_at", "quote_at", "img_at", "embed_at", "embed_kind", "inset_at", "readmore_at", "cbutton_at"))
    others, lw, person, credit, price, amazon = (v[k] for k in ("others", "lw", "person", "credit", "price", "amazon"))
    extras, story = v["extras"], v["story"]
    if v["commerce_at"] >= 0 and cbutton_at < 0:
        cbutton_at = v["commerce_at"]
    n = len(body)
    perma = "https://%s%s" % (host, SLUG[0])
    up = lambda: "https://%s/app/uploads/%d/%02d/%032x-1200x675.jpg" % (host, pub.year, pub.month, r.getrandbits(128))
    iso = pub.strftime("%Y-%m-%dT%H:%M:%S") + ("-04:00" if 3 < pub.month < 11 else "-05:00")
    tags = [lw().title() for _ in range(r.randint(2, 5))]
    aslug = lambda a: "-".join(a.lower().split())

    def img(src, alt, cls):
        return '<img width="1200" height="675" src="%s" class="%s" alt="%s" decoding="async" loading="lazy" srcset="%s 1200w, %s 300w, %s 768w" sizes="(max-width: 1200px) 100vw, 1200px"/>' % (
            src, cls, esc(alt), src, src.replace("1200x675", "300x169"), src.replace("1200x675", "768x432"))

    def caption(cap, cr):
        return '<figcaption class="wp-element-caption">%s%s</figcaption>' % (esc(cap) + " " if cap else "", '<span class="credit">\u00a9 %s</span>' % esc(cr[1]) if cr else "")

    out = []
    mob = set(range(2, n - 1, r.choice([3, 4]))) if n >= 4 else set()
    for i, x in enumerate(body):
        if i in heads:
            h = title(r)
            out.append('<h2 class="wp-block-heading">%s</h2>' % esc(h))
            story.append(h)
        out.append("<p>%s</p>" % esc(x))
        story.append(x)
        if i == list_at:
            items = [sentence(r, 4, 14) for _ in range(r.randint(3, 6))]
            out.append('<ul class="wp-block-list">%s</ul>' % "".join("<li>%s</li>" % esc(y) for y in items))
            story.extend(items)
        if i == quote_at:
            qs = [para(r, 1, 3) for _ in range(r.choice([1, 1, 2]))]
            out.append('<blockquote class="wp-block-quote">%s</blockquote>' % "".join("<p>%s</p>" % esc(q) for q in qs))
            story.extend(qs)
        if i == embed_at:
            if embed_kind == "twitter":
                who = person()
                out.append(('<figure class="wp-block-embed is-type-rich is-provider-twitter wp-block-embed-twitter"><div class="wp-block-embed__wrapper">'
                            '<blockquote class="twitter-tweet" data-width="550" data-dnt="true"><p lang="en" dir="ltr">%s</p>&mdash; %s (@%s) <a href="https://twitter.com/%s/status/%d">%s %d, %d</a></blockquote>'
                            '<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script></div></figure>') % (
                    esc(sentence(r, 6, 18)), who, screen_name(who), screen_name(who), r.randint(1700000000000000000, 1860000000000000000), MONTHS[pub.month - 1], pub.day, pub.year))
            else:
                vid = "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") for _ in range(11))
                out.append('<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">'
                           '<iframe title="%s" width="500" height="281" src="https://www.youtube.com/embed/%s?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; '
                           'encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe></div></figure>' % (esc(title(r)), vid))
        if i in img_at:
            cap = sentence(r, 5, 14) if r.random() < 0.7 else None
            extras.extend([cap] if cap else [])
            out.append('<figure class="wp-block-image size-large">%s%s</figure>' % (img(up(), cap or "", "wp-image-%d" % (pid - r.randint(1, 900))), caption(cap, credit() if r.random() < 0.8 else None)))
        if i == readmore_at:
            (h, u), = others(1)
            extras.append(h)
            out.append('<p><strong>Read More:</strong> <a href="%s">%s</a></p>' % (u, esc(h)))
        if i == inset_at:
            (h, u), = others(1)
            extras.append(h)
            sec_ = "%010x" % r.getrandbits(40)
            out.append(('<figure class="wp-block-embed is-type-wp-embed is-provider-%s wp-block-embed-%s"><div class="wp-block-embed__wrapper"><blockquote class="wp-embedded-content" data-secret="%s">'
                        '<a href="%s">%s</a></blockquote><iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" style="position: absolute; clip: rect(1px, 1px, 1px, 1px);" '
                        'title="&#8220;%s&#8221; &#8212; %s" src="%sembed/#?secret=%s" data-secret="%s" width="500" height="282" frameborder="0" marginwidth="0" marginheight="0" scrolling="no"></iframe>'
                        '</div></figure>') % (w0.lower(), w0.lower(), sec_, u, esc(h), esc(h), esc(brand), u + "/", sec_, sec_))
        if i == cbutton_at:
            lab = "%s at %s" % (price().split(".")[0], r.choice(["Amazon", "Amazon", "Best Buy", "Walmart"]))
            extras.append(lab)
            out.append('<div class="wp-block-buttons is-content-justification-center is-layout-flex"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" '
                       'href="%s" target="_blank" rel="noreferrer noopener sponsored nofollow">%s</a></div></div>' % (amazon(), esc(lab)))
        if i in mob:
            extras.append("Advertisement")
            out.append('<div class="ad-slot ad-slot--inline" data-ad-slot="inline-%d"><span class="ad-slot__label">Advertisement</span><div id="div-gpt-ad-inline-%d" class="ad-slot__inner"></div></div>' % (i, i))
    STORY[:] = story
    if not subhead:
        words = " ".join(body).split()
        DESC.append(" ".join(words[:55]) + (" [\u2026]" if len(words) > 55 else ""))
    lead = r.random() < 0.9
    cap = sentence(r, 6, 16) if lead and r.random() < 0.5 else None
    extras.extend([cap] if cap else [])
    lead_html = ('<figure class="post-thumbnail wp-block-image">%s%s</figure>' % (img(up(), cap or t, "attachment-full size-full wp-post-image"), caption(cap, credit() if r.random() < 0.85 else None))
                 if lead else "")
    mins = max(1, (len(" ".join(story).split()) + 200) // 238)
    ncom = len(cs)
    share = '<div class="share-buttons">%s</div>' % "".join(
        '<a class="share-button share-button--%s" href="%s" target="_blank" rel="noopener"><span class="screen-reader-text">%s</span></a>' % (s.lower(), u, lab) for s, u, lab in [
            ("Facebook", "https://www.facebook.com/sharer/sharer.php?u=%s" % perma, "Share on Facebook"), ("X", "https://x.com/intent/post?url=%s" % perma, "Share on X"),
            ("Reddit", "https://www.reddit.com/submit?url=%s" % perma, "Share on Reddit"), ("Email", "mailto:?body=%s" % perma, "Share via Email")])
    nl = "Get the best %s in your inbox daily." % v["pitch"]
    mores = others(r.choice([3, 4, 6]))
    latest = others(5)
    legal = "\u00a9 %d G/O Media Inc. All rights reserved." % pub.year
    extras.extend([nl, legal, "You May Also Like"] + [h for h, _ in mores + latest])
    sec_slug = kj_slug(sec)
    EXTRAS.extend(x for x in extras if x)
    return ('<header id="masthead" class="site-header"><div class="site-branding"><a href="https://%s/" class="custom-logo-link" rel="home" aria-label="%s"><svg class="site-logo" height="32"></svg></a></div>'
            '<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">%s</ul></nav><a class="header-newsletter" href="https://%s/newsletter">Newsletters</a></header>'
            '<div id="content" class="site-content"><main id="primary" class="site-main">'
            '<article id="post-%d" class="post-%d post type-post status-publish format-standard has-post-thumbnail hentry category-%s %s">'
            '<header class="entry-header"><div class="entry-categories"><a href="https://%s/%s" rel="category tag">%s</a></div><h1 class="entry-title">%s</h1>%s'
            '<div class="entry-meta"><span class="byline">By %s</span> <span class="posted-on">Published <time class="entry-date published" datetime="%s">%s %d, %d</time></span>'
            ' <a class="comments-link" href="#comments">Comments (%d)</a> <span class="reading-time">Reading time %d minute%s</span></div>%s</header>%s'
            '<div class="entry-content">%s</div>'
            '<footer class="entry-footer"><div class="tags-links"><span class="tags-title">Explore more on these topics</span><ul>%s</ul></div>%s</footer></article>'
            '<section class="newsletter-signup"><h2>Daily Newsletter</h2><p>%s</p><form class="newsletter-form" action="https://%s/newsletter/subscribe" method="post"><input type="email" name="email" placeholder="Email address" required/>'
            '<button type="submit">Sign Up</button></form><p class="newsletter-legal">By subscribing you agree to our Terms of Use and Privacy Policy.</p></section>'
            '<section class="related-posts"><h2 class="related-posts__title">You May Also Like</h2><div class="related-posts__grid">%s</div></section>'
            '<div id="comments" class="comments-area" data-post-id="%d" data-comment-count="%d"><button class="comments-toggle" type="button">Comments (%d)</button><div class="comments-container"></div></div>'
            '</main><aside id="secondary" class="widget-area"><div class="ad-slot ad-slot--sidebar"><div id="div-gpt-ad-sidebar" class="ad-slot__inner"></div></div>'
            '<section class="widget widget-latest"><h2 class="widget-title">Latest</h2><ul>%s</ul></section></aside></div>'
            '<footer id="colophon" class="site-footer"><ul class="footer-menu">%s</ul><p class="site-info">%s</p></footer>'
            '<script type="application/ld+json">%s</script>') % (
        host, esc(brand), "".join('<li class="menu-item menu-item-type-taxonomy menu-item-object-category"><a href="https://%s/%s">%s</a></li>' % (host, kj_slug(s), esc(s))
                                  for s in v["sections"]), host,
        pid, pid, sec_slug, " ".join("tag-" + x.lower() for x in tags), host, sec_slug, esc(sec), esc(t),
        '<p class="entry-summary">%s</p>' % esc(subhead) if subhead else "", " and ".join(
            '<span class="author vcard"><a class="url fn n" href="https://%s/author/%s" rel="author">%s</a></span>' % (host, aslug(a), a) for a in authors),
        iso, MONTHS[pub.month - 1], pub.day, pub.year, ncom, mins, "s" if mins > 1 else "", share, lead_html, "\n".join(out),
        "".join('<li><a href="https://%s/tag/%s" rel="tag">%s</a></li>' % (host, x.lower(), x) for x in tags), share, esc(nl), host,
        "".join('<article class="related-post"><a href="%s"><img src="%s" alt="" loading="lazy"/></a><div class="related-post__category">%s</div><h3 class="related-post__title"><a href="%s">%s</a></h3></article>' % (
            u, up().replace("1200x675", "300x169"), esc(r.choice(v["sections"])), u, esc(h)) for h, u in mores),
        pid, ncom, ncom, "".join('<li><a href="%s">%s</a> <time>%s</time></li>' % (u, esc(h), a) for (h, u), a in zip(latest, v["ago"](len(latest)))),
        "".join('<li><a href="%s">%s</a></li>' % (u, x) for x, u in [("About", "/about"), ("Privacy Policy", "https://g-omedia.com/privacy-policy/"),
                                                                       ("Terms of Use", "https://g-omedia.com/terms-of-service/"), ("Advertising", "https://g-omedia.com"), ("Jobs", "/careers")]),
        esc(legal), json.dumps({"@context": "https://schema.org", "@type": "NewsArticle", "headline": t, "description": subhead or "", "datePublished": iso,
                                "author": [{"@type": "Person", "name": a} for a in authors], "publisher": {"@type": "Organization", "name": brand}}).replace("</", "<\\/"))


def screen_name(n):
    return "".join(n.lower().split())

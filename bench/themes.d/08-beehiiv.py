# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

# One more, written after every rule above and before any run of it: a
# newsletter's issue on the web page its platform serves it on.

BH_EMOJI = ["\U0001f525", "\U0001f4c8", "\U0001f9e0", "\u26a1\ufe0f", "\U0001f6e0\ufe0f", "\U0001f4da", "\U0001f5de\ufe0f", "\U0001f4a1", "\U0001f3af",
            "\U0001f680", "\U0001f30d", "\U0001f4b0", "\U0001f916", "\U0001f4cc", "\U0001f440", "\U0001f9ea", "\U0001f3a7", "\u2615"]
BH_GREET = ["Good morning.", "Good morning, friends.", "Hey there,", "Hi friends,", "Welcome back!", "Happy Tuesday!", "Morning, everyone.", "Hello, hello."]
BH_TOC = ["In today's email:", "In today's issue:", "Here's what we've got for you today:", "Today's highlights:", "In this issue:"]
BH_QUICK = ["Quick hits", "Around the web", "In other news", "Worth your time", "Links", "What we're reading", "Quick bites", "Everything else"]
BH_SIGN = [("That's all for today.", "See you tomorrow,"), ("That's it for this week!", "Until next time,"), ("Thanks for reading.", "Cheers,"),
           ("", "Talk soon,"), ("See you next week.", ""), ("", "Have a great weekend,")]
BH_POLLQ = ["What did you think of today's email?", "How did you like today's issue?", "What did you think of today's newsletter?", "How would you rate today's edition?"]
BH_POLLSUB = ["Your feedback helps us create better emails for you!", "Let us know so we can keep improving.", "", ""]
BH_POLLOPT = [["\U0001f525\U0001f525\U0001f525 Loved it", "\U0001f44d Pretty good", "\U0001f44e Meh"],
              ["\u2b50\ufe0f\u2b50\ufe0f\u2b50\ufe0f\u2b50\ufe0f\u2b50\ufe0f Nailed it", "\u2b50\ufe0f\u2b50\ufe0f\u2b50\ufe0f Average", "\u2b50\ufe0f Needs work"],
              ["\U0001f60d Amazing", "\U0001f642 Good", "\U0001f610 Okay", "\U0001f641 Not for me"], ["\U0001f7e2 Great", "\U0001f7e1 Okay", "\U0001f534 Bad"]]
BH_CTA = ["Try it free", "Get started today", "Sign up for free", "Claim your spot", "Learn more", "Download the guide", "Book a demo", "Start your free trial"]
BH_SPONSOR = ["TOGETHER WITH %s", "Together with %s", "Sponsored by %s", "PRESENTED BY %s", "In partnership with %s", "A message from %s"]
BH_NAV = ["Posts", "About", "Advertise", "Sponsor Us", "Podcast", "Jobs", "Shop", "Resources", "Authors"]
BH_SVG = {"facebook": '<svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor"><path d="M22 12a10 10 0 1 0-11.56 9.88v-6.99H7.9V12h2.54V9.8c0-2.5 1.49-3.89 3.78-3.89 1.09 0 2.24.2 2.24.2v2.46h-1.26c-1.24 0-1.63.77-1.63 1.56V12h2.78l-.45 2.89h-2.33v6.99A10 10 0 0 0 22 12z"></path></svg>',
          "twitter": '<svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor"><path d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64z"></path></svg>',
          "threads": '<svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor"><path d="M17.79 11.4c-.09-.04-.18-.08-.27-.12-.16-2.93-1.76-4.6-4.44-4.62h-.04c-1.6 0-2.94.69-3.76 1.94l1.47.97c.61-.93 1.59-1.13 2.28-1.13h.03c.87.01 1.51.26 1.94.74z"></path></svg>',
          "linkedin": '<svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor"><path d="M20.45 20.45h-3.55v-5.57c0-1.33-.03-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.12 2.06 2.06 0 0 1 0 4.12zM7.12 20.45H3.56V9h3.56v11.45z"></path></svg>',
          "link": '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71"></path><path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71"></path></svg>'}
BH_AP = {1: "Jan.", 2: "Feb.", 3: "March", 4: "April", 5: "May", 6: "June", 7: "July", 8: "Aug.", 9: "Sept.", 10: "Oct.", 11: "Nov.", 12: "Dec."}


def bh_django_time(d):
    """Django's "N j, Y, P": "Aug. 21, 2019, 1 a.m.", "March 7, 2023,
    10:32 p.m.", noon and midnight by their names."""
    if d.hour == 0 and d.minute == 0:
        t = "midnight"
    elif d.hour == 12 and d.minute == 0:
        t = "noon"
    else:
        h = (d.hour + 11) % 12 + 1
        t = ("%d" % h if d.minute == 0 else "%d:%02d" % (h, d.minute)) + (" a.m." if d.hour < 12 else " p.m.")
    return "%s %d, %d, %s" % (BH_AP[d.month], d.day, d.year, t)


def beehiiv(r, t, body, cat, cs):
    """A newsletter's issue on the web page its platform serves it on,
    2021-2024, one platform a site: beehiiv on half the sites, Buttondown
    or Kit (ConvertKit) on the others.  The issue: a digest on most
    sites (a greeting, the editor's intro, "In today's email:" and the
    sections' names as a list on some, "Read time: 4 minutes" on some,
    then sections of a heading, an uppercase kicker over it on some
    sites, an emoji opening it on others, a picture and its caption at
    times, one to three paragraphs with links and bold lead-ins, a list
    at times and a "Read more" button; a "Quick hits" or "Around the
    web" list of one-line items closed by their source's link, the
    sign-off's lines and the editor's name), an essay on the others (the
    paragraphs, h2s, a list, a quote, a picture); the platform's units
    among the sections: a sponsor's block ("TOGETHER WITH NAME", "Sponsored
    by", "In partnership with" and the sponsor's logo over the issue on
    some, or a boxed section of the sponsor's heading, paragraphs, list
    and "Try it free" button), a bookmark card of another site's page,
    "Was this email forwarded to you? Sign up here." opening some, the
    poll ("What did you think of today's email?" and its emoji options)
    and the referral program's box ("Share NAME", "...you'll earn
    rewards", "Click to Share", "Or copy and paste this link to others:"
    and its ref=PLACEHOLDER link) closing some.  beehiiv (its Remix
    pages of 2022-2023: the "wt-" theme's CSS variables, the nav's logo,
    links, "Login" and "Subscribe", the breadcrumbs, div.rendered-post's
    div#web-header of the h1, the subtitle's h2, div.bh__byline_wrapper's
    avatars, names and date, div.bh__byline_social_wrapper's share links,
    the thumbnail on some sites, div#content-blocks of the email's
    blocks, each in a div of inline padding (p.paragraph and h2.heading
    with its id on the newer blocks, styled <p>s and <h2>s on the older,
    li.listItem holding a <p>, div.image's img.image__image and
    image__source_text caption, div.section boxes, a.button__link,
    blockquote__quote, hr.content_break or the older divider's div,
    div.embed cards), the poll a form of buttons and "Login or Subscribe
    to participate in polls.", the subscribe box, the comments' "Reply",
    "Add your comment" and "Login or Subscribe to participate." with the
    readers' comments on some sites, "Keep reading" cards of titles,
    subtitles and authors, the footer's "Privacy policy", "Terms of use"
    and "Powered by beehiiv", window.__remixContext holding the post's
    HTML again; or the website builder's page of 2024: the post's header
    of the h1, the subtitle, the authors' avatars and names, the date and
    share buttons outside div.rendered-post, which holds div#content-blocks
    alone, then the same parts).  Buttondown (the archive page of
    buttondown.email, 2020-2022, or of buttondown.com, 2023-2024: the
    newsletter's name and "Archives", the subject's h1, the date ("Aug.
    21, 2019, 1 a.m." on the older), the email's Markdown as plain <p>s,
    h2s, lists, quotes, <hr>s and pictures, "If you're reading this on
    the web, you can subscribe here." in italics closing some; "Don't
    miss what's next. Subscribe to NAME:" and its form, "← Newer" and
    "Older →" or "Read more:" and two issues' titles and descriptions,
    "Share this email:" and its links, the comments' "Join the
    discussion:" on some sites or "Add a comment:", "Powered by
    Buttondown, the easiest way to start and grow your newsletter.").
    Kit's Creator Profile post (2022-2024: the creator's avatar, name,
    bio and subscribe form, "← All posts", the h1 and date, the
    broadcast's HTML: div.ck-section boxes of a centred table and
    div.ck-inner-section, headings, <p>s with a.ck-link links, figures
    and figcaptions, an "email-button" link, table.ck-poll of the poll's
    links, the unsubscribe footer's div.ck-hide-in-public-posts (the
    sender's address, "Unsubscribe" and "Preferences") hidden by the
    page's style on half the sites, left visible or left out on the
    others, "More posts", "Built with Kit" or "Built with ConvertKit").  Public issues only (no "Subscribe to keep reading").
    The feed: beehiiv's RSS, the subtitle as its description (shown
    under the headline), the preview text on the issues without one;
    Buttondown's, the issue's description or, without one, its HTML;
    Kit's, the preview text.  The truth: the subtitle (TEASER) where the
    page shows it, then the greeting, the intro, the list of the
    sections and its line, each kicker, heading, paragraph and list
    item, the quick links' items, the quotes' texts, the sign-off's
    lines and the name; not the title, authors, date, read time,
    captions, buttons, the sponsor's label and block (counted), the
    bookmark card (counted), the forwarded line, the poll, the referral
    box, the subscribe lines and forms, the web pitch (counted), the
    comments, "Keep reading" and "Read more:" (counted) nor the
    footers."""
    rs = random.Random(BLOG[0] + " beehiiv")
    plat = ["beehiiv", "buttondown", "beehiiv", "kit"][DATE_STYLE]
    lw = lambda g: LEXICON[g.randrange(len(LEXICON))]
    base_name = " ".join(BLOG[0].split()[:-1][:rs.choice([1, 2, 2, 3])]) or lw(rs).title()
    pub = rs.choice(["%s", "The %s", "%s Weekly", "%s Daily", "The %s Letter", "%s Digest", "%s"]) % base_name
    handle = "".join(c for c in base_name.lower() if c.isalnum())[:24] or lw(rs)
    slug = SLUG[0][1:].rsplit(".", 1)[0]
    pub_desc = sentence(rs, 6, 14)
    editors = ["%s %s" % (rs.choice(SP_FIRST), lw(rs).title()) for _ in range(rs.choice([1, 1, 1, 2]))]
    # the shape, the site's
    digest = rs.random() < 0.7
    toc_rate = rs.choice([0.0, 0.5, 0.9]) if digest else 0.0
    toc_label = rs.choice(BH_TOC)
    greet_rate = rs.choice([0.0, 0.5, 0.9])
    greets = rs.sample(BH_GREET, 3)
    readtime = digest and rs.random() < 0.35
    kicker_site = digest and rs.random() < 0.4
    emoji_site = rs.random() < 0.45
    quick_rate = rs.choice([0.0, 0.5, 0.8]) if digest else 0.0
    quick_head = rs.choice(BH_QUICK)
    sign = rs.choice(BH_SIGN)
    sign_rate = rs.choice([0.0, 0.6, 0.95])
    sponsor_rate = rs.choice([0.0, 0.4, 0.8]) if plat != "buttondown" else rs.choice([0.0, 0.0, 0.3])
    partner_top = rs.random() < 0.4
    poll_rate = rs.choice([0.0, 0.5, 0.9]) if plat != "buttondown" else 0.0
    referral_rate = rs.choice([0.0, 0.0, 0.5, 0.9]) if plat == "beehiiv" else 0.0
    fwd_rate = rs.choice([0.0, 0.0, 0.6]) if plat != "buttondown" else 0.0
    img_rate = rs.choice([0.15, 0.35, 0.6])
    button_rate = rs.choice([0.0, 0.3, 0.6]) if plat != "buttondown" else 0.0
    embed_rate = rs.choice([0.0, 0.0, 0.2]) if plat == "beehiiv" else 0.0
    web_pitch = plat == "buttondown" and rs.random() < 0.5
    poll_q, poll_sub, poll_opts = rs.choice(BH_POLLQ), rs.choice(BH_POLLSUB), rs.choice(BH_POLLOPT)
    utm = plat == "beehiiv" and rs.random() < 0.8
    sources = [lw(rs).title() + rs.choice(["", "", " News", " Daily", " Times", " Post", ".com"]) for _ in range(8)]
    # the page's post
    bd_old = plat == "buttondown" and rs.random() < 0.5   # buttondown.email's archive of 2020-2022
    year = r.choice([2020, 2021, 2022, 2022]) if bd_old else r.choice([2022, 2023, 2023, 2024, 2024])
    pubd = datetime.datetime(year, r.randint(1, 12), r.randint(1, 28), r.randint(5, 20), r.choice([0, 0, 0, 15, 30, 45, r.randint(0, 59)]))
    day = "%s %d, %d" % (MONTHS[pubd.month - 1], pubd.day, pubd.year)
    host = {"beehiiv": rs.choice(["%s.beehiiv.com", "www.%s.com", "%s.beehiiv.com", "www.%s.co", "news.%s.com"]) % handle,
            "buttondown": "buttondown.email" if bd_old else "buttondown.com",
            "kit": rs.choice(["%s.kit.com", "%s.ck.page", "%s.kit.com"]) % handle}[plat]
    OWN_HOST[0] = host
    base = "https://" + host
    ext = lambda: "https://%s%s.%s/%s/%s" % (r.choice(["", "www.", "www."]), lw(r) + lw(r)[:3], r.choice(["com", "com", "org", "io", "co", "net"]), lw(r), "-".join(lw(r) for _ in range(r.randint(2, 5))))
    u = lambda url: (url + "?utm_source=%s&amp;utm_medium=newsletter&amp;utm_campaign=%s" % (host, slug)) if utm else url

    # the blocks, as (kind, ...) tuples, and the truth's lines
    blocks, story = [], []
    paras = list(body)
    n = len(paras)

    def heading_text():
        h = " ".join(word(r) for _ in range(r.randint(2, 7)))
        h = h[0].upper() + h[1:]
        return (r.choice(BH_EMOJI) + " " + h) if emoji_site and r.random() < 0.8 else h

    def add_list(k=None):
        items = [sentence(r, 5, 16) if r.random() < 0.6 else " ".join(word(r) for _ in range(r.randint(3, 10))) for _ in range(k or r.randint(2, 5))]
        items = [x[0].upper() + x[1:] for x in items]
        if emoji_site and r.random() < 0.3:
            items = [r.choice(BH_EMOJI) + " " + x for x in items]
        blocks.append(("ul", items, r.random() < 0.15))
        story.extend(items)

    def add_img():
        cap = None
        if r.random() < 0.55:
            cap = r.choice([sentence(r, 4, 12), "Source: " + r.choice(sources), "Image: " + r.choice(sources), "Credit: " + r.choice(sources)])
        blocks.append(("img", cap, ext() if r.random() < 0.3 else None))

    if r.random() < fwd_rate:
        blocks.append(("fwd",))
        EXTRAS.append("Was this email forwarded to you?")
    sponsored = r.random() < sponsor_rate
    sp_name = lw(r).title() + r.choice(["", "", " AI", " HQ", ".io", " Labs", " Pay"])
    sp_label = r.choice(BH_SPONSOR) % (sp_name.upper() if r.random() < 0.3 else sp_name)
    shown_top = sponsored and partner_top and plat == "beehiiv" and r.random() < 0.6
    if shown_top:
        lab = sp_label.split(" " + sp_name)[0] if sp_label.endswith(" " + sp_name) and r.random() < 0.5 else sp_label
        blocks.append(("partner", lab, sp_name))
        EXTRAS.append(lab)
    if r.random() < greet_rate:
        g = r.choice(greets)
        blocks.append(("p", g, "plain"))
        story.append(g)
    sections = []
    if digest and n >= 3:
        rest = paras[1:]
        while rest:
            k = min(len(rest), r.choice([1, 1, 2, 2, 3]))
            sections.append(rest[:k])
            rest = rest[k:]
    heads = [heading_text() for _ in sections]
    quick = bool(sections) and r.random() < quick_rate

    def add_sponsor():
        sh = title(r)
        sp = [para(r, 1, 3) for _ in range(r.randint(1, 2))]
        items = [sentence(r, 5, 12) for _ in range(r.randint(2, 4))] if r.random() < 0.5 else []
        cta = r.choice(BH_CTA)
        blocks.append(("sponsor", sp_label, sp_name, sh, sp, items, cta, r.random() < 0.6))
        EXTRAS.extend([sp_label, sh] + sp + items)

    if sections:
        # a digest: the intro, the sections' list, then the sections
        blocks.append(("p", paras[0], "intro"))
        story.append(paras[0])
        if r.random() < toc_rate:
            items = [h.split(" ", 1)[1] if emoji_site and h[0] in "".join(BH_EMOJI) else h for h in heads]
            if r.random() < 0.4:
                items = [" ".join(word(r) for _ in range(r.randint(4, 10))).capitalize() for _ in heads]
            if quick and r.random() < 0.5:
                items.append(r.choice(["& so much more!", "Plus: " + quick_head.lower(), quick_head]))
            blocks.append(("toc", toc_label, items, r.random() < 0.35))
            story.append(toc_label)
            story.extend(items)
        if readtime:
            words = sum(len(p.split()) for p in paras)
            mins = max(1, words // 200)
            blocks.append(("readtime", "Read time: %d minute%s" % (mins, "" if mins == 1 else "s") if r.random() < 0.7 else "\u23f1\ufe0f Read time: %d min" % mins))
        kick = lambda: " ".join(lw(r) for _ in range(r.randint(1, 2))).upper() if r.random() < 0.5 else " ".join(word(r) for _ in range(r.randint(1, 3))).upper()
        for i, grp in enumerate(sections):
            if i == (1 if len(sections) > 2 else 0) and sponsored and not shown_top:
                add_sponsor()
            if kicker_site:
                kk = kick()
                blocks.append(("kicker", kk))
                story.append(kk)
            blocks.append(("h", "h2" if r.random() < 0.85 else "h3", heads[i]))
            story.append(heads[i])
            if r.random() < img_rate:
                add_img()
            for j, p in enumerate(grp):
                blocks.append(("p", p, "lead"))
                story.append(p)
                if j == 0 and len(grp) > 1 and r.random() < 0.2:
                    add_list()
            if r.random() < 0.15:
                add_list()
            if r.random() < button_rate:
                blocks.append(("button", r.choice(["Read more", "Read the full story", "Read more", "Check it out", "Learn more"]), ext()))
            elif r.random() < embed_rate:
                et, ed = title(r), sentence(r, 10, 24)
                EXTRAS.extend([et, ed])
                blocks.append(("embed", ext(), et, ed))
            if i < len(sections) - 1 and r.random() < 0.5:
                blocks.append(("hr",))
    else:
        # an essay: headings, a list, a quote and a picture among the paragraphs
        hs = set(r.sample(range(1, n), min(n - 1, r.randint(1, 3)))) if n >= 4 and r.random() < 0.5 else set()
        for i, p in enumerate(paras):
            if i in hs:
                h = heading_text()
                blocks.append(("h", "h2", h))
                story.append(h)
            blocks.append(("p", p, "intro"))
            story.append(p)
            if i == 0 and sponsored and not shown_top and n > 1:
                add_sponsor()
            x = r.random()
            if x < 0.12:
                add_list()
            elif x < 0.2:
                q = sentence(r, 10, 28)
                blocks.append(("quote", q, "%s %s" % (r.choice(SP_FIRST), lw(r).title()) if r.random() < 0.4 else None))
                story.append(q)
            elif x < 0.2 + img_rate / 2:
                blocks.append(("img", sentence(r, 4, 12) if r.random() < 0.5 else None, None))
        if sponsored and not shown_top and n == 1:
            add_sponsor()
    if quick:
        qi = []
        for _ in range(r.randint(3, 6)):
            s = sentence(r, 6, 16)
            src = r.choice(sources)
            qi.append((s, src, ext()))
        blocks.append(("h", "h2", (r.choice(BH_EMOJI) + " " if emoji_site else "") + quick_head))
        story.append(blocks[-1][2])
        blocks.append(("quick", qi))
        story.extend("%s (%s)" % (s, src) for s, src, _ in qi)
    if r.random() < poll_rate:
        blocks.append(("hr",))
        blocks.append(("poll", poll_q, poll_sub, poll_opts))
        EXTRAS.append(poll_q)
    if r.random() < sign_rate:
        who = editors[0].split()[0] if len(editors) == 1 else " & ".join(e.split()[0] for e in editors)
        lines = [x for x in (sign[0], sign[1]) if x]
        blocks.append(("sign", lines, who))
        story.extend(lines + [who])
    if r.random() < referral_rate:
        ref_txt = r.choice(["Share %s with a friend, a colleague, or anyone who'd enjoy it. When they subscribe through your link, you'll earn rewards." % pub,
                            "Refer your friends to %s and earn rewards when they subscribe." % pub,
                            "You can get free stuff for referring friends and family to %s. Just share your personal link below." % pub])
        blocks.append(("referral", ref_txt))
        EXTRAS.extend([ref_txt, "Or copy and paste this link to others:"])
    if web_pitch:
        pitch = r.choice(["If you're reading this on the web, you can subscribe here. Updates are once a week.",
                          "If you're reading this on the web, you can subscribe here.",
                          "Enjoyed this issue? You can subscribe here to get the next one in your inbox."])
        blocks.append(("pitch", pitch))
        EXTRAS.append(pitch)
    STORY[:] = story

    # the feed's description and the subtitle under the headline
    has_sub = plat == "beehiiv" and r.random() < rs.choice([0.6, 0.85, 1.0])
    if has_sub:
        sub = ("PLUS: " + ", ".join(" ".join(word(r) for _ in range(r.randint(3, 6))) for _ in range(r.randint(1, 3)))) if digest and r.random() < 0.5 else sentence(r, 8, 18)
        TEASER.append(sub)
    else:
        sub = None
    preview = sentence(r, 8, 18)
    if plat == "beehiiv" and not has_sub:
        DESC.append(preview)

    # inline markup: a link over a few words, a bold lead-in
    def inline(p, kind="intro"):
        w = p.split(" ")
        if len(w) < 6 or kind == "plain":
            return esc(p)
        x = r.random()
        if kind == "item" and x < 0.35:
            x = 0.9
        if kind == "lead" and x < 0.25:
            k = r.randint(2, min(6, len(w) - 2))
            a, b = esc(" ".join(w[:k])), esc(" ".join(w[k:]))
            return ("<b>%s</b> %s" if plat == "beehiiv" else "<strong>%s</strong> %s") % (a, b)
        if x < 0.65:
            k = r.randrange(0, len(w) - 3)
            m = r.randint(1, 4)
            a, b, c = esc(" ".join(w[:k])), esc(" ".join(w[k:k + m])), esc(" ".join(w[k + m:]))
            href = ext()
            if plat == "beehiiv":
                link = '<a class="link" href="%s" target="_blank" rel="noopener noreferrer nofollow">%s</a>' % (u(href), b)
            elif plat == "kit":
                link = '<a href="%s" class="ck-link" target="_blank" rel="noopener noreferrer">%s</a>' % (href, b)
            else:
                link = '<a href="%s">%s</a>' % (href, b)
            return (a + " " if a else "") + link + (" " + c if c else "")
        if x < 0.75:
            k = r.randrange(0, len(w) - 3)
            a, b, c = esc(" ".join(w[:k])), esc(" ".join(w[k:k + 2])), esc(" ".join(w[k + 2:]))
            return (a + " " if a else "") + ("<i>%s</i>" if plat == "beehiiv" else "<em>%s</em>") % b + (" " + c if c else "")
        return esc(p)

    img_src = {"beehiiv": lambda: "https://media.beehiiv.com/cdn-cgi/image/fit=scale-down,format=auto,onerror=redirect,quality=80/uploads/asset/file/%s-%s-%s-%s-%s/%s.%s" % (
                   "%08x" % r.getrandbits(32), "%04x" % r.getrandbits(16), "4%03x" % r.getrandbits(12), "%04x" % (0x8000 | r.getrandbits(14)), "%012x" % r.getrandbits(48),
                   r.choice(["image", "image", "Untitled_design", lw(r), "Screenshot_2023-%02d-%02d" % (r.randint(1, 12), r.randint(1, 28))]), r.choice(["png", "png", "jpg", "gif", "webp"])),
               "buttondown": lambda: "https://assets.buttondown.email/images/%s-%s-%s-%s-%s.%s?w=960&amp;fit=max" % (
                   "%08x" % r.getrandbits(32), "%04x" % r.getrandbits(16), "4%03x" % r.getrandbits(12), "%04x" % (0x8000 | r.getrandbits(14)), "%012x" % r.getrandbits(48), r.choice(["png", "jpg", "jpeg"])),
               "kit": lambda: "https://embed.filekitcdn.com/e/%s/%s?w=%d&amp;fit=max" % ("".join(r.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(22)),
                                                                                   "".join(r.choice("abcdefghijkmnopqrstuvwxyz0123456789") for _ in range(22)), r.choice([600, 800, 1200]))}[plat]
    if plat == "beehiiv":
        content = bh_render_beehiiv(r, rs, blocks, inline, img_src, u, base, pub)
        page = bh_page_beehiiv(r, rs, t, sub, content, cs, cat, pub, pub_desc, editors, pubd, day, host, base, handle, slug, preview)
    elif plat == "buttondown":
        content = bh_render_buttondown(r, rs, blocks, inline, img_src, handle)
        page = bh_page_buttondown(r, rs, t, content, cs, pub, pub_desc, editors, pubd, host, handle, slug, preview)
    else:
        content = bh_render_kit(r, rs, blocks, inline, img_src, pub, handle)
        page = bh_page_kit(r, rs, t, content, pub, pub_desc, editors, pubd, host, base, slug, preview)
    return page


def bh_render_beehiiv(r, rs, blocks, inline, img_src, u, base, pub):
    """The blocks as beehiiv renders an issue's web version in
    div#content-blocks: each block in a div of inline padding."""
    rs = random.Random(BLOG[0] + " bh_render_beehiiv")  # the site's choices, whatever the page
    new = rs.random() < 0.65                       # the blocks' classes of 2023-2024
    padx = rs.choice([24, 24, 28, 15, 40])
    fsize = rs.choice([16, 16, 18])
    font = rs.choice(["'Helvetica',Arial,sans-serif", "'Georgia','Times New Roman',serif", "'Inter',-apple-system,BlinkMacSystemFont,sans-serif", "'DM Sans',Arial,sans-serif"])
    color = rs.choice(["#222222", "#2D2D2D", "#1A1A1A", "#333333"])
    accent = rs.choice(["#2C81E5", "#E5542C", "#0A7D55", "#7C3AED", "#F59E0B", "#DB2777"])
    box_bg = rs.choice(["#F4F4F5", "#FFF7ED", "#EEF2FF", "#F0FDF4", "#FAFAFA"])
    box_w = rs.choice([1, 2])
    hr_new = new and rs.random() < 0.7
    hr_style = (rs.choice(["1px solid #E5E7EB", "2px solid %s" % accent, "5px dashed #EEEEEE"]), rs.choice(["100%", "97%", "80%"]))
    sp_btn = rs.choice([accent, "#000000", "#111827"])
    head_link = rs.choice([0.0, 0.0, 0.6])          # a section's heading linking its story
    slugify = lambda s: "-".join("".join(c if c.isalnum() else " " for c in s.lower()).split())
    pad = lambda top=12, bottom=12: '<div style="padding-bottom:%dpx;padding-left:%dpx;padding-right:%dpx;padding-top:%dpx;" class="">' % (bottom, padx, padx, top)
    ptag = lambda align="left": ('<p class="paragraph" style="text-align:%s;">' % align if new else
                                 '<p style="color:%s;font-family:%s;font-size:%dpx;line-height:24px;text-align:%s;">' % (color, font, fsize, align))
    htag = lambda lv, text, align="left", inner=None: ('<%s class="heading" style="text-align:%s;" id="%s">%s</%s>' % (lv, align, slugify(text), inner or esc(text), lv) if new else
                                                      '<%s style="color:%s;font-family:%s;font-size:%dpx;font-weight:700;line-height:1.3;text-align:%s;">%s</%s>' % (
                                                          lv, color, font, {"h1": 32, "h2": 26, "h3": 22, "h4": 18, "h6": 13}.get(lv, 20), align, inner or esc(text), lv))

    def pblock(html_, align="left", top=12, bottom=12):
        return pad(top, bottom) + ptag(align) + html_ + "</p></div>"

    def lst(items, ordered):
        tag = "ol" if ordered else "ul"
        lis = "".join('<li class="listItem %s"><p class="paragraph" style="padding:0px;text-align:left;word-break:break-word;">%s</p></li>' % ("oltext" if ordered else "ultext", x)
                      if new else '<li style="padding-bottom:6px;"><p style="color:%s;font-family:%s;font-size:16px;line-height:24px;">%s</p></li>' % (color, font, x) for x in items)
        return ('<div style="padding-left:%dpx;padding-right:%dpx;"><%s style="font-weight:normal;list-style-type:%s;margin-bottom:12px !important;margin-top:12px !important;padding-left:%s;">%s</%s></div>' % (
            padx, padx, tag, "decimal" if ordered else "disc", "0px !important" if new else "26px", lis, tag))

    def button(label, href, bg=None):
        bg = bg or accent
        if new:
            return ('<div style="padding-bottom:14px;padding-left:%dpx;padding-right:%dpx;padding-top:14px;text-align:center;width:100%%;word-break:break-word;" class="button">'
                    '<a class="button__link" href="%s" style="background-color:%s;border-radius:8px;color:#FFFFFF;display:inline-block;font-size:16px;padding:10px 20px;text-decoration:none;" target="_blank" rel="noopener nofollow noreferrer">'
                    '<span class="button__text" style="">%s</span></a></div>') % (padx, padx, href, bg, esc(label))
        return ('<div style="padding-bottom:14px;padding-left:%dpx;padding-right:%dpx;padding-top:14px;text-align:center;"><a href="%s" target="_blank" rel="noopener noreferrer nofollow" '
                'style="background-color:%s;border-radius:6px;color:#FFFFFF;display:inline-block;font-family:%s;font-size:18px;padding:12px 24px;text-decoration:none;">%s</a></div>') % (
            padx, padx, href, bg, font, esc(label))

    def image(cap, link, src=None, width="100%"):
        src = src or img_src()
        im = ('<img alt="" class="image__image" style="" src="%s"/>' % src if new else '<img alt="" style="margin:0 auto 0 auto;width:%s;" src="%s"/>' % (width, src))
        if link:
            im = '<a class="image__link" href="%s" rel="noopener" target="_blank">%s</a>' % (link, im)
        if new:
            return ('<div class="image">%s%s</div>' % (im, '<div class="image__source"><span class="image__source_text"><p>%s</p></span></div>' % esc(cap) if cap else ""))
        return ('<div style="padding-bottom:20px;padding-left:%dpx;padding-right:%dpx;padding-top:20px;"><div style="text-align:center;">%s</div>%s</div>' % (
            padx, padx, im, '<div style="padding-top:6px;text-align:center;"><small><p style="color:#6B7280;font-family:%s;font-size:12px;">%s</p></small></div>' % (font, esc(cap)) if cap else ""))

    def hr():
        if hr_new:
            return '<hr class="content_break">'
        return '<div style="font-size:0px;line-height:0px;padding:30px 0px 30px;"><div style="border-top:%s;margin:0 auto;width:%s;"></div></div>' % hr_style

    def section(inner, style=None):
        return ('<div class="section" style="background-color:%s;border-color:%s;border-radius:10px;border-style:solid;border-width:%dpx;margin:0px %dpx 0px %dpx;padding:14px 14px 14px 14px;">%s</div>' % (
            box_bg, style or accent, box_w, padx, padx, inner))

    out = []
    for b in blocks:
        k = b[0]
        if k == "p":
            out.append(pblock(inline(b[1], b[2])))
        elif k == "fwd":
            out.append(pblock('<i>Was this email forwarded to you? </i><a class="link" href="%s/subscribe" target="_blank" rel="noopener noreferrer nofollow"><i>Sign up here</i></a>' % base, "center", 8, 8))
        elif k == "partner":
            out.append(pblock("<i>%s</i>" % esc(b[1]), "center", 8, 0) + image(None, "https://%s.com/" % slugify(b[2]).replace("-", ""), width="40%"))
        elif k == "readtime":
            out.append(pblock("<i>%s</i>" % esc(b[1])))
        elif k == "toc":
            inner = pblock("<b>%s</b>" % esc(b[1])) + lst([esc(x) for x in b[2]], False)
            out.append(section(inner) if b[3] else inner)
        elif k == "kicker":
            out.append(pad(12, 0) + htag("h6", b[1]) + "</div>")
        elif k == "h":
            inner = None
            if r.random() < head_link:
                href = u("https://www.%s.com/%s/%s" % (LEXICON[r.randrange(len(LEXICON))], LEXICON[r.randrange(len(LEXICON))], slugify(b[2])[:40]))
                inner = '<a class="link" href="%s" target="_blank" rel="noopener noreferrer nofollow">%s</a>' % (href, esc(b[2]))
            out.append(pad(12, 12) + htag(b[1], b[2], "left", inner) + "</div>")
        elif k == "ul":
            out.append(lst([inline(x, "item") for x in b[1]], b[2]))
        elif k == "img":
            out.append(image(b[1], u(b[2]) if b[2] else None))
        elif k == "button":
            out.append(button(b[1], u(b[2])))
        elif k == "quote":
            if new:
                out.append('<div class="blockquote"><blockquote class="blockquote__quote"><p>%s</p>%s</blockquote></div>' % (
                    esc(b[1]), '<figcaption class="blockquote__byline">%s</figcaption>' % esc(b[2]) if b[2] else ""))
            else:
                out.append(pad() + '<blockquote style="border-left:4px solid %s;margin:0;padding-left:16px;"><p style="color:%s;font-family:%s;font-size:18px;font-style:italic;">%s</p>%s</blockquote></div>' % (
                    accent, color, font, esc(b[1]), '<p style="font-size:14px;">\u2014 %s</p>' % esc(b[2]) if b[2] else ""))
        elif k == "hr":
            out.append(hr())
        elif k == "embed":
            hst = b[1].split("/")[2]
            out.append(('<div class="embed"><a class="embed__url" href="%s" target="_blank"><div class="embed__content"><p class="embed__title">%s</p><p class="embed__description">%s</p>'
                        '<p class="embed__link">%s</p></div><img class="embed__image embed__image--right" src="https://%s/og/%s.png"/></a></div>') % (u(b[1]), esc(b[2]), esc(b[3]), hst, hst, LEXICON[r.randrange(len(LEXICON))]))
        elif k == "sponsor":
            label, name, sh, sps, items, cta, boxed = b[1:]
            sp_url = "https://%s.com/?utm_source=%s&amp;utm_medium=newsletter" % (slugify(name).replace("-", ""), pub.lower().replace(" ", ""))
            inner = (pad(8, 0) + htag("h6", label, "center" if boxed else "left") + "</div>" + (image(None, sp_url, width="60%") if r.random() < 0.5 else "") +
                     pad() + htag("h2" if not boxed else "h3", sh) + "</div>" + "".join(pblock(inline(x, "item")) for x in sps) +
                     (lst([esc(x) for x in items], False) if items else "") + button(b[6], sp_url, sp_btn))
            out.append(section(inner, "#E5E7EB") if boxed else inner)
        elif k == "quick":
            items = ['%s (<a class="link" href="%s" target="_blank" rel="noopener noreferrer nofollow">%s</a>)' % (esc(s), u(href), esc(src)) if new else
                     '%s (<a href="%s" target="_blank" rel="noopener noreferrer nofollow" style="color:%s;">%s</a>)' % (esc(s), u(href), accent, esc(src)) for s, src, href in b[1]]
            out.append(lst(items, False))
        elif k == "poll":
            q, sub, opts = b[1:]
            pid = "%08x-%04x-4%03x-%04x-%012x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(12), 0x8000 | r.getrandbits(14), r.getrandbits(48))
            btns = "".join(('<button type="submit" name="poll_choice_id" value="%08x-%04x-4%03x-%04x-%012x" class="w-full rounded-md border border-gray-300 bg-white px-4 py-2 text-left text-sm font-medium text-gray-900 hover:bg-gray-50">%s</button>' % (
                r.getrandbits(32), r.getrandbits(16), r.getrandbits(12), 0x8000 | r.getrandbits(14), r.getrandbits(48), esc(o))) for o in opts)
            out.append(('<div style="padding-bottom:12px;padding-left:%dpx;padding-right:%dpx;padding-top:12px;"><div class="poll rounded-md border border-gray-200 bg-white p-6" data-poll-id="%s">'
                        '<p class="wt-header-font text-lg font-bold">%s</p>%s<form method="post" action="/polls/%s/responses" class="mt-4 space-y-2">%s</form>'
                        '<p class="mt-4 text-xs text-gray-500"><a href="/login" class="underline">Login</a> or <a href="/subscribe" class="underline">Subscribe</a> to participate in polls.</p></div></div>') % (
                padx, padx, pid, esc(q), '<p class="mt-1 text-sm text-gray-500">%s</p>' % esc(sub) if sub else "", pid, btns))
        elif k == "sign":
            out.append(pblock("<br>".join(esc(x) for x in b[1] + [b[2]])) if r.random() < 0.5 else "".join(pblock(esc(x), "left", 6, 6) for x in b[1] + [b[2]]))
        elif k == "referral":
            refurl = "%s/subscribe?ref=PLACEHOLDER" % base
            inner = (pad() + htag("h3", "Share %s" % pub, "center") + "</div>" + pblock(esc(b[1]), "center") + button("Click to Share", refurl) +
                     pblock('Or copy and paste this link to others: <a class="link" href="%s" target="_blank" rel="noopener noreferrer nofollow">%s</a>' % (refurl, refurl), "center"))
            out.append(section(inner))
    return "".join(out)


def bh_page_beehiiv(r, rs, t, sub, content, cs, cat, pub, pub_desc, editors, pubd, day, host, base, handle, slug, preview):
    """beehiiv's page around the content: the Remix design of 2022-2023
    or the website builder's of 2024."""
    rs = random.Random(BLOG[0] + " bh_page_beehiiv")  # the site's choices, whatever the page
    builder = rs.random() < 0.45
    sub_tag = rs.choice(["h2", "h2", "h3"])
    colors = {"primary": rs.choice(["#002767", "#111827", "#0F766E", "#7C2D12", "#1E3A8A", "#DB2777"]), "secondary": rs.choice(["#FFFFFF", "#F9FAFB", "#000000"]),
              "tertiary": rs.choice(["#59C491", "#F59E0B", "#6366F1"]), "background": rs.choice(["#FFFFFF", "#FFFFFF", "#FAF7F2"])}
    hfont = rs.choice(["Inter", "Outfit", "Poppins", "Lora", "Space Grotesk", "DM Sans"])
    bfont = rs.choice(["Inter", "Georgia", "Helvetica", "Lato"])
    nav = rs.sample(BH_NAV, rs.randint(1, 4))
    thumb = rs.random() < 0.4
    comments_on = rs.random() < 0.4
    keep_reading = rs.random() < 0.85
    sub_box = rs.random() < 0.6
    logo = "https://media.beehiiv.com/cdn-cgi/image/fit=scale-down,format=auto,onerror=redirect,quality=80/uploads/publication/logo/%08x-%04x-4%03x-%04x-%012x/%s.png" % (
        rs.getrandbits(32), rs.getrandbits(16), rs.getrandbits(12), 0x8000 | rs.getrandbits(14), rs.getrandbits(48), rs.choice(["logo", "Logo", "icon", "avatar"]))
    avatars = ["https://media.beehiiv.com/cdn-cgi/image/fit=scale-down,format=auto,onerror=redirect,quality=80/uploads/user/profile_picture/%08x-%04x-4%03x-%04x-%012x/%s.jpg" % (
        random.Random(e).getrandbits(32), random.Random(e).getrandbits(16), 1, 0x8000, random.Random(e + "x").getrandbits(48), "headshot") for e in editors]
    url = base + "/p/" + slug
    thumb_src = "https://media.beehiiv.com/cdn-cgi/image/fit=scale-down,format=auto,onerror=redirect,quality=80/uploads/asset/file/%08x-%04x-4%03x-%04x-%012x/%s.png" % (
        r.getrandbits(32), r.getrandbits(16), r.getrandbits(12), 0x8000 | r.getrandbits(14), r.getrandbits(48), r.choice(["thumbnail", "cover", "header", "image"]))
    post_id = "%08x-%04x-4%03x-%04x-%012x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(12), 0x8000 | r.getrandbits(14), r.getrandbits(48))
    who = " & ".join(editors) if len(editors) == 2 else editors[0]
    shares = [("facebook", "https://www.facebook.com/sharer/sharer.php?u=%s" % url), ("twitter", "https://twitter.com/intent/tweet?text=%s&amp;url=%s" % (esc(t).replace(" ", "+"), url)),
              ("threads", "https://www.threads.net/intent/post?text=%s" % url), ("linkedin", "https://www.linkedin.com/sharing/share-offsite?url=%s" % url)]
    if not builder:
        shares = shares[:2] + shares[3:] if rs.random() < 0.5 else shares
    if not comments_on and not keep_reading:
        keep_reading = True
    # the chrome's calls to subscribe and the related issues
    if sub_box:
        EXTRAS.append(pub_desc)
    cards = []
    if keep_reading:
        for _ in range(3):
            ct, csub = title(r), ("PLUS: " + " ".join(word(r) for _ in range(r.randint(3, 7)))) if r.random() < 0.4 else sentence(r, 6, 14)
            cards.append((ct, csub, slugify_bh(ct), r.choice([editors, editors[:1]])))
            EXTRAS.extend([ct, csub])
    style = ('<style type="text/css">:root { --wt-primary-color: %s; --wt-text-on-primary-color: #ffffff; --wt-secondary-color: %s; --wt-text-on-secondary-color: #222222; '
             '--wt-tertiary-color: %s; --wt-text-on-tertiary-color: #222222; --wt-background-color: %s; --wt-text-on-background-color: #222222; '
             '--wt-subscribe-background-color: #ffffff; --wt-text-on-subscribe-background-color: #222222; --wt-header-font: "%s", ui-sans-serif, system-ui, -apple-system, sans-serif; '
             '--wt-body-font: "%s", ui-sans-serif, system-ui, sans-serif; --wt-button-font: "%s", ui-sans-serif, system-ui, sans-serif; --wt-border-radius: %dpx; }\n'
             '.bg-wt-primary { background-color: var(--wt-primary-color); } .text-wt-text-on-primary { color: var(--wt-text-on-primary-color); } '
             '.bg-wt-secondary { background-color: var(--wt-secondary-color); } .bg-white { background-color: var(--wt-background-color); } '
             '.text-gray-900 { color: var(--wt-text-on-background-color); } .rounded-wt { border-radius: var(--wt-border-radius); } .wt-header-font { font-family: var(--wt-header-font); } '
             '.wt-body-font { font-family: var(--wt-body-font); } .wt-button-font { font-family: var(--wt-button-font); } input:focus { --tw-ring-color: transparent !important; } '
             'li a { word-break: break-word; } @media only screen and (max-width: 667px) { .mob-stack { display: block !important; width: 100%% !important; } .mob-w-full { width: 100%% !important; } }</style>') % (
        colors["primary"], colors["secondary"], colors["tertiary"], colors["background"], hfont, bfont, hfont, rs.choice([0, 6, 8, 12]))
    links = "".join('<a href="%s/%s" class="wt-body-font text-sm font-medium text-gray-900 opacity-80 hover:opacity-100">%s</a>' % (base, slugify_bh(x) if x != "Posts" else "archive", esc(x)) for x in nav)
    header = ('<nav class="sticky top-0 z-20 w-full bg-wt-secondary"><div class="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8"><div class="flex h-16 items-center justify-between">'
              '<a class="flex items-center space-x-2" href="%s/"><div class="h-10 w-10 overflow-hidden rounded-wt"><img alt="%s" class="h-full w-full object-cover" src="%s"/></div>'
              '<span class="wt-header-font text-base font-bold text-gray-900">%s</span></a><div class="hidden items-center space-x-6 md:flex">%s</div>'
              '<div class="flex items-center space-x-2"><a href="%s/login" class="wt-button-font rounded-wt px-4 py-2 text-sm font-semibold text-gray-900">Login</a>'
              '<a href="%s/subscribe" class="wt-button-font rounded-wt bg-wt-primary px-4 py-2 text-sm font-semibold text-wt-text-on-primary">Subscribe</a></div></div></div></nav>') % (
        base, esc(pub), logo, esc(pub), links, base, base)
    chev = '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="2" stroke="currentColor" aria-hidden="true" height="14px"><path stroke-linecap="round" stroke-linejoin="round" d="M9 5l7 7-7 7"></path></svg>'
    crumbs = ('<div class="mx-auto mt-8 w-full max-w-[655px] px-[15px]"><ul class="flex flex-wrap items-center gap-2 text-xs font-semibold"><li class="flex items-center gap-2 text-gray-900">'
              '<a href="%s/" class="opacity-70">%s</a>%s</li><li class="flex items-center gap-2 text-gray-900"><a href="%s/archive" class="opacity-70">Posts</a>%s</li>'
              '<li class="flex items-center gap-2 text-gray-900"><span class="!opacity-100">%s</span></li></ul></div>') % (base, esc(pub), chev, base, chev, esc(t))
    share_html = "".join('<a href="%s" target="_blank" rel="noopener noreferrer" aria-label="Share on %s">%s</a>' % (h, {"twitter": "X"}.get(k, k.title()), BH_SVG[k]) for k, h in shares)
    if not builder:
        byline = ('<div class="bh__byline_wrapper"><div style="display:flex;align-items:center;"><div style="display:flex;margin-right:8px;">%s</div><div>'
                  '<span style="font-weight:500;">%s</span><br><span style="opacity:0.75;">%s</span></div></div><div class="bh__byline_social_wrapper">%s</div></div>') % (
            "".join('<img src="%s" alt="%s" style="width:36px;height:36px;border-radius:9999px;border:2px solid #ffffff;margin-left:-6px;" />' % (a, esc(e)) for a, e in zip(avatars, editors)),
            " & ".join('<a href="%s/authors/%s" style="text-decoration:none;">%s</a>' % (base, slugify_bh(e), esc(e)) for e in editors), day, share_html)
        web_header = ('<style>.bh__byline_wrapper { font-size: 0.875rem; line-height: 1.25rem; vertical-align: middle; justify-content: space-between; display: block; } '
                      '.bh__byline_social_wrapper { display: flex; margin-top: 0.5rem; align-items: center; } .bh__byline_social_wrapper>*+* { margin-left: 1rem; } '
                      '@media (min-width: 768px) { .bh__byline_wrapper { display: flex; } .bh__byline_social_wrapper { margin-top: 0rem; } }</style>'
                      '<div id="web-header" style="padding-left:24px;padding-right:24px;color:var(--wt-text-on-background-color) !important;padding-bottom:2rem;">'
                      '<h1 style="font-size:36px;font-family:\'Helvetica\', Arial, sans-serif;line-height:2.5rem;padding-bottom:8px;font-weight:700;">%s</h1>%s%s</div>') % (
            esc(t), '<%s style="font-size:20px;font-family:\'Helvetica\', Arial, sans-serif;line-height:1.75rem;padding-bottom:33px;color:#929292;font-weight:400;">%s</%s>' % (sub_tag, esc(sub), sub_tag) if sub else "",
            byline)
        thumb_html = '<div style="padding-left:24px;padding-right:24px;padding-bottom:20px;"><img alt="" style="margin:0 auto;width:100%%;" src="%s" /></div>' % thumb_src if thumb else ""
        post = ('<div class="relative w-full">%s<div class="rendered-post" style="max-width: 670px; margin: 0 auto"><div class="bg-white text-gray-900"><div style="padding-top: 1.5rem; padding-bottom: 1.5rem">'
                '%s%s<div id="content-blocks">%s</div></div></div></div></div>') % (style, web_header, thumb_html, content)
        top = crumbs
    else:
        top = ""
        post = ('<div class="mx-auto w-full max-w-3xl px-4 pt-8 sm:px-6"><div class="flex flex-col gap-y-4 pb-6"><div class="flex items-center gap-2 text-sm">'
                '<a href="%s/archive" class="wt-body-font font-medium opacity-75">Posts</a>%s</div><h1 class="wt-header-font text-3xl font-bold leading-tight sm:text-4xl">%s</h1>%s'
                '<div class="flex flex-col justify-between gap-4 sm:flex-row sm:items-center"><div class="flex items-center gap-3"><div class="flex -space-x-2">%s</div>'
                '<div class="flex flex-col"><p class="wt-body-font text-sm font-semibold">%s</p><time datetime="%s" class="wt-body-font text-xs opacity-75">%s</time></div></div>'
                '<div class="flex items-center gap-3">%s<button type="button" aria-label="Copy link" class="rounded-full p-2">%s</button></div></div>%s</div>'
                '<div class="rendered-post wt-body-font"><div id="content-blocks">%s</div></div></div>') % (
            base, chev, esc(t), '<p class="wt-body-font text-lg leading-relaxed opacity-75">%s</p>' % esc(sub) if sub else "",
            "".join('<img src="%s" alt="%s" class="h-9 w-9 rounded-full border-2 border-white object-cover"/>' % (a, esc(e)) for a, e in zip(avatars, editors)),
            " &amp; ".join('<a href="%s/authors/%s">%s</a>' % (base, slugify_bh(e), esc(e)) for e in editors), pubd.strftime("%Y-%m-%dT%H:%M:%S.000Z"), day,
            "".join('<a href="%s" target="_blank" rel="noopener noreferrer" aria-label="Share on %s" class="rounded-full p-2">%s</a>' % (h, {"twitter": "X"}.get(k, k.title()), BH_SVG[k]) for k, h in shares),
            BH_SVG["link"], '<img alt="%s" class="w-full rounded-wt object-cover" src="%s"/>' % (esc(t), thumb_src) if thumb else "", content)
        post = style + post
    subscribe = ('<div class="mx-auto w-full max-w-3xl px-4 py-10"><div class="flex flex-col items-center gap-4 rounded-wt bg-wt-secondary p-8 text-center"><img alt="%s" class="h-12 w-12 rounded-wt" src="%s"/>'
                 '<h3 class="wt-header-font text-2xl font-bold">%s</h3><p class="wt-body-font text-base opacity-80">%s</p>'
                 '<form method="post" action="%s/create_subscription" class="flex w-full max-w-md flex-col gap-2 sm:flex-row"><input type="email" name="email" placeholder="Enter your email" required class="wt-body-font flex-1 rounded-wt border px-4 py-2"/>'
                 '<button type="submit" class="wt-button-font rounded-wt bg-wt-primary px-5 py-2 font-semibold text-wt-text-on-primary">Subscribe</button></form></div></div>') % (
        esc(pub), logo, esc(pub), esc(pub_desc), base) if sub_box else ""
    com = ""
    if comments_on:
        EXTRAS.append("to participate.")
        items = []
        ct = pubd
        for nm, d, cps, depth in cs[:12]:
            ct = ct + datetime.timedelta(minutes=r.randint(10, 2000))
            items.append(('<div class="flex space-x-3 %s"><div class="h-8 w-8 flex-shrink-0 rounded-full bg-gray-200 text-center text-sm leading-8">%s</div><div class="flex-1">'
                          '<div class="flex items-center gap-2"><p class="wt-body-font text-sm font-semibold">%s</p><time class="wt-body-font text-xs opacity-60" datetime="%s">%s</time></div>'
                          '<div class="wt-body-font mt-1 space-y-2 text-sm">%s</div><button type="button" class="mt-1 text-xs font-semibold opacity-70">Reply</button></div></div>') % (
                "ml-11" if depth > 1 else "", esc(nm[:1].upper()), esc(nm), ct.strftime("%Y-%m-%dT%H:%M:%S.000Z"), "%s %d" % (MONTHS[ct.month - 1][:3], ct.day),
                "".join("<p>%s</p>" % esc(x) for x in cps)))
        com = ('<div class="mx-auto w-full max-w-3xl px-4 pb-8"><div id="comments" class="border-t pt-6"><div class="flex items-center justify-between"><h3 class="wt-header-font text-xl font-bold">Reply</h3>'
               '<select class="wt-body-font rounded-wt border text-sm"><option>Newest first</option><option>Oldest first</option><option>Top</option></select></div>'
               '<div class="mt-4 rounded-wt border p-4"><textarea disabled placeholder="Add your comment" class="w-full resize-none text-sm"></textarea><div class="mt-2 flex justify-end">'
               '<a href="%s/login" class="wt-button-font rounded-wt bg-wt-primary px-4 py-1 text-sm text-wt-text-on-primary">Login</a></div></div>'
               '<p class="wt-body-font mt-2 text-sm"><a href="%s/login" class="underline">Login</a> or <a href="%s/subscribe" class="underline">Subscribe</a> to participate.</p>'
               '<div class="mt-6 space-y-6">%s</div></div></div>') % (base, base, base, "".join(items))
    more = ""
    if cards:
        more = ('<div class="mx-auto w-full max-w-6xl px-4 py-10"><h2 class="wt-header-font mb-6 text-2xl font-bold">Keep reading</h2><div class="grid grid-cols-1 gap-6 md:grid-cols-3">%s</div>'
                '<div class="mt-6 flex justify-center"><a href="%s/archive" class="wt-button-font rounded-wt border px-4 py-2 text-sm font-semibold">View more</a></div></div>') % ("".join(
                    ('<a href="%s/p/%s" class="group flex flex-col overflow-hidden rounded-wt border bg-white"><img alt="%s" class="aspect-[1.91/1] w-full object-cover" src="https://media.beehiiv.com/cdn-cgi/image/fit=scale-down,format=auto,onerror=redirect,quality=80/uploads/asset/file/%08x/%s.png"/>'
                     '<div class="flex flex-1 flex-col gap-2 p-4"><h3 class="wt-header-font text-lg font-bold group-hover:underline">%s</h3><p class="wt-body-font line-clamp-3 text-sm opacity-80">%s</p>'
                     '<p class="wt-body-font mt-auto text-xs opacity-60">%s /</p></div></a>') % (base, cs_, esc(ct), r.getrandbits(32), cs_[:20], esc(ct), esc(csub), esc(", ".join(ca)))
                    for ct, csub, cs_, ca in cards), base)
    year = pubd.year + (1 if r.random() < 0.3 else 0)
    footer = ('<footer class="w-full bg-wt-secondary"><div class="mx-auto max-w-6xl px-4 py-10"><div class="flex flex-col gap-6 md:flex-row md:justify-between"><div class="flex flex-col gap-2">'
              '<a href="%s/" class="flex items-center gap-2"><img alt="%s" class="h-8 w-8 rounded-wt" src="%s"/><span class="wt-header-font font-bold">%s</span></a><p class="wt-body-font max-w-sm text-sm opacity-80">%s</p></div>'
              '<div class="grid grid-cols-2 gap-8"><div><h4 class="wt-header-font text-sm font-bold">Home</h4><ul class="mt-2 space-y-1 text-sm"><li><a href="%s/archive">Posts</a></li><li><a href="%s/authors">Authors</a></li></ul></div>'
              '<div><h4 class="wt-header-font text-sm font-bold">More</h4><ul class="mt-2 space-y-1 text-sm">%s</ul></div></div></div>'
              '<div class="mt-8 flex flex-col gap-2 border-t pt-6 text-xs opacity-70 sm:flex-row sm:justify-between"><p>&copy; %d %s.</p><div class="flex gap-4"><a href="%s/privacy">Privacy policy</a>'
              '<a href="%s/tos">Terms of use</a><a href="https://www.beehiiv.com/?utm_campaign=%s&amp;utm_medium=footer&amp;utm_source=%s" target="_blank" rel="noopener">Powered by beehiiv</a></div></div></div></footer>') % (
        base, esc(pub), logo, esc(pub), esc(pub_desc), base, base, "".join('<li><a href="%s/%s">%s</a></li>' % (base, slugify_bh(x), esc(x)) for x in nav), year, esc(pub), base, base, post_id, handle)
    ld = {"@context": "https://schema.org", "@type": "Article", "headline": t, "description": sub or preview, "datePublished": pubd.strftime("%Y-%m-%dT%H:%M:%S.000Z"),
          "author": [{"@type": "Person", "name": e} for e in editors], "publisher": {"@type": "Organization", "name": pub, "logo": {"@type": "ImageObject", "url": logo}},
          "image": thumb_src, "mainEntityOfPage": {"@type": "WebPage", "@id": url}}
    head = '<script type="application/ld+json">%s</script>' % json.dumps(ld, ensure_ascii=False).replace("</", "<\\/")
    if not builder:
        ctx = {"state": {"loaderData": {"root": {"publication": {"name": pub, "subdomain": handle, "description": pub_desc}},
                                        "routes/p/$slug": {"post": {"id": post_id, "web_title": t, "web_subtitle": sub or "", "slug": slug, "publish_date": int((pubd - datetime.datetime(1970, 1, 1)).total_seconds()),
                                                                    "authors": [{"name": e} for e in editors], "content_tags": [{"display": cat}], "audience": "free",
                                                                    "html": content if rs.random() < 0.7 else None}}}}}
        tail = '<script>window.__remixContext = %s;</script><script src="/build/entry.client-%08X.js" type="module" async=""></script>' % (
            json.dumps(ctx, ensure_ascii=False).replace("</", "<\\/"), rs.getrandbits(32))
    else:
        tail = '<script src="/_next/static/chunks/main-%016x.js" async=""></script>' % rs.getrandbits(64)
    return ('<div class="flex min-h-screen flex-col bg-white text-gray-900">%s%s<main class="flex w-full flex-grow flex-col">%s%s%s%s%s</main>%s</div>%s') % (
        head, header, top, post, subscribe, com, more, footer, tail)


def slugify_bh(s):
    return "-".join("".join(c if c.isalnum() else " " for c in s.lower()).split())


def bh_render_buttondown(r, rs, blocks, inline, img_src, handle):
    """The blocks as Buttondown renders an email's Markdown."""
    rs = random.Random(BLOG[0] + " bh_render_buttondown")  # the site's choices, whatever the page
    out = []
    h_ids = rs.random() < 0.5
    for b in blocks:
        k = b[0]
        if k == "p":
            out.append("<p>%s</p>" % (inline(b[1], b[2])))
        elif k == "readtime":
            out.append("<p><em>%s</em></p>" % esc(b[1]))
        elif k == "toc":
            out.append("<p><strong>%s</strong></p>\n<ul>\n%s</ul>" % (esc(b[1]), "".join("<li>%s</li>\n" % esc(x) for x in b[2])))
        elif k == "kicker":
            out.append("<h4>%s</h4>" % esc(b[1]))
        elif k == "h":
            out.append('<%s%s>%s</%s>' % (b[1], ' id="%s"' % slugify_bh(b[2]) if h_ids else "", esc(b[2]), b[1]))
        elif k == "ul":
            tag = "ol" if b[2] else "ul"
            out.append("<%s>\n%s</%s>" % (tag, "".join("<li>%s</li>\n" % inline(x, "item") for x in b[1]), tag))
        elif k == "img":
            out.append('<p><img alt="%s" src="%s" /></p>' % (esc(b[1] or ""), img_src()))
        elif k == "quote":
            out.append("<blockquote>\n<p>%s</p>\n</blockquote>" % esc(b[1]))
        elif k == "hr":
            out.append("<hr />")
        elif k == "sponsor":
            label, name, sh, sps, items, cta = b[1:7]
            href = "https://%s.com/?ref=%s" % (slugify_bh(name).replace("-", ""), handle)
            out.append("<p><strong>%s</strong></p>\n<p><strong><a href=\"%s\">%s</a></strong></p>\n%s%s<p><a href=\"%s\">%s \u2192</a></p>\n<hr />" % (
                esc(label), href, esc(sh), "".join("<p>%s</p>\n" % esc(x) for x in sps), "<ul>\n%s</ul>\n" % "".join("<li>%s</li>\n" % esc(x) for x in items) if items else "", href, esc(cta)))
        elif k == "quick":
            out.append("<ul>\n%s</ul>" % "".join('<li>%s (<a href="%s">%s</a>)</li>\n' % (esc(s), href, esc(src)) for s, src, href in b[1]))
        elif k == "sign":
            out.append("<p>%s</p>" % "<br />\n".join(esc(x) for x in b[1] + [b[2]]))
        elif k == "pitch":
            w = b[1].replace("subscribe here", 'subscribe <a href="/%s">here</a>' % handle)
            out.append("<p><em>%s</em></p>" % w.replace("subscribe <a", "subscribe<a", 0))
    return "\n".join(out)


def bh_page_buttondown(r, rs, t, content, cs, pub, pub_desc, editors, pubd, host, handle, slug, preview):
    """Buttondown's archive page: the older buttondown.email design or the
    newer buttondown.com one (the host says which)."""
    rs = random.Random(BLOG[0] + " bh_page_buttondown")  # the site's choices, whatever the page
    newer = host == "buttondown.com"
    base = "https://" + host
    url = "%s/%s/archive/%s/" % (base, handle, slug)
    comments_on = rs.random() < 0.35
    described = r.random() < rs.choice([0.2, 0.6, 0.9])
    desc = sentence(r, 10, 24) if described else None
    DESC.append(desc if desc else content)
    EXTRAS.append("Don't miss what's next. Subscribe to %s:" % pub)
    icon = "https://assets.buttondown.email/icons/%08x-%04x-4%03x-%04x-%012x.png" % (rs.getrandbits(32), rs.getrandbits(16), rs.getrandbits(12), 0x8000 | rs.getrandbits(14), rs.getrandbits(48))
    date_s = bh_django_time(pubd) if not newer else "%s %d, %d" % (MONTHS[pubd.month - 1], pubd.day, pubd.year)
    form = ('<div class="subscribe-form"><p>Don\'t miss what\'s next. Subscribe to %s:</p><form action="%s/api/emails/embed-subscribe/%s" method="post" class="embeddable-buttondown-form">'
            '<label for="id_email">Email address (required)</label><input type="email" name="email" id="id_email" placeholder="you@example.com" required="required" />'
            '<input type="hidden" value="1" name="embed" /><input type="submit" value="Subscribe" class="button" /></form></div>') % (esc(pub), base, handle)
    shares = [("Share on Twitter", "https://twitter.com/intent/tweet?url=%s" % url), ("Share on Facebook", "https://www.facebook.com/sharer/sharer.php?u=%s" % url),
              ("Share on LinkedIn", "https://www.linkedin.com/shareArticle?mini=true&amp;url=%s" % url), ("Share on Hacker News", "https://share.bingo/hn?url=%s" % url),
              ("Share on Reddit", "https://www.reddit.com/submit?url=%s" % url), ("Share via email", "mailto:?&amp;subject=%s&amp;body=%s" % (esc(t).replace(" ", "%20"), url))]
    shares = shares[:rs.randint(3, 6)]
    share = '<div class="share-links"><p>Share this email:</p>%s</div>' % "".join('<a href="%s" target="_blank" class="share-link">%s</a>' % (h, l) for l, h in shares)
    com = ""
    if comments_on and cs:
        items = []
        for nm, d, cps, depth in cs[:10]:
            ct = datetime.datetime(pubd.year, pubd.month, min(28, pubd.day + r.randint(0, 2)), r.randint(0, 23), r.choice([0, r.randint(1, 59)]))
            tm = ct.strftime("%B ") + str(ct.day) + ct.strftime(", %Y, ") + r.choice(["morning", "afternoon", "evening", "midnight", "noon"]) if newer else bh_django_time(ct)
            items.append(('<li class="comment"><div class="comment-avatar">%s</div><div class="comment-body"><div class="comment-meta"><span class="comment-author">%s</span> '
                          '<span class="comment-date">%s</span></div><div class="comment-text">%s</div><div class="comment-actions"><a href="%s/%s/archive/%s/comment/%08x">Reply</a> '
                          '<a href="mailto:support@buttondown.com?subject=Improper+comment">Report</a></div></div></li>') % (
                esc(nm[:1].upper()), esc(nm), tm, "".join("<p>%s</p>" % esc(x) for x in cps), base, handle, slug, r.getrandbits(32)))
        com = '<div class="comments"><h4>Join the discussion:</h4><ol class="comment-list">%s</ol><a href="%s/%s#subscribe" class="button">Comment and Subscribe</a></div>' % ("".join(items), base, handle)
    elif comments_on:
        com = '<div class="comments"><h4>Add a comment:</h4><a href="%s/%s#subscribe" class="button">Comment and Subscribe</a></div>' % (base, handle)
    if newer and rs.random() < 0.6:
        more = []
        for _ in range(2):
            mt, md = title(r), sentence(r, 12, 26)
            if len(md) > 150:
                md = md[:md.rfind(" ", 0, 150)] + "..."
            EXTRAS.extend([mt, md.rstrip(".")])
            more.append('<li><a href="%s/%s/archive/%s/"><h4>%s</h4><p>%s</p></a></li>' % (base, handle, slugify_bh(mt), esc(mt), esc(md)))
        nav = '<div class="read-more"><h3>Read more:</h3><ul>%s</ul></div>' % "".join(more)
    else:
        nt, ot = title(r), title(r)
        nav = '<div class="email-navigation"><a href="%s/%s/archive/%s/" class="newer">&larr; Newer</a> <a href="%s/%s/archive/%s/" class="older">Older &rarr;</a></div>' % (
            base, handle, slugify_bh(nt), base, handle, slugify_bh(ot))
    EXTRAS.append("the easiest way to start and grow your newsletter.")
    powered = ('<footer class="powered-by"><p>Powered by <a href="%s/refer/%s">Buttondown</a>, the easiest way to start and grow your newsletter.</p></footer>' % (base, handle))
    if newer:
        return ('<div class="newsletter-page"><header class="newsletter-header"><a href="%s/%s" class="newsletter-icon"><img src="%s" alt="%s" width="48" height="48" /></a>'
                '<a href="%s/%s" class="newsletter-name">%s</a><nav class="newsletter-nav"><a href="%s/%s/archive">Archive</a> <a href="%s/%s">Subscribe</a></nav></header>'
                '<main class="email-detail"><div class="email-detail__header"><h1 class="email-detail__subject">%s</h1><div class="email-detail__metadata"><time datetime="%s">%s</time></div></div>'
                '<div class="email-detail__body email-body-content">%s</div>%s%s%s%s</main>%s</div>') % (
            base, handle, icon, esc(pub), base, handle, esc(pub), base, handle, base, handle, esc(t), pubd.strftime("%Y-%m-%dT%H:%M:%S"), date_s, content, form, nav, com, share, powered)
    return ('<div class="container"><div class="newsletter-header"><img class="avatar" src="%s" alt="" /><h2><a href="%s/%s">%s</a></h2><p class="description">%s</p>'
            '<a href="%s/%s/archive" class="archive-link">Archives</a></div><div class="email-detail"><h1 class="subject">%s</h1><div class="email-detail__metadata"><date>%s</date></div>'
            '<div class="email-body">%s</div></div>%s%s%s%s%s</div>') % (
        icon, base, handle, esc(pub), esc(pub_desc), base, handle, esc(t), date_s, content, form, com, nav, share, powered)


def bh_render_kit(r, rs, blocks, inline, img_src, pub, handle):
    """The blocks as Kit's email editor renders a broadcast: its text in
    ck-section boxes of a centred table."""
    rs = random.Random(BLOG[0] + " bh_render_kit")  # the site's choices, whatever the page
    color = rs.choice(["#353535", "#222222", "#1F2937", "#3F3F46"])
    font = rs.choice(["Helvetica, Arial, Verdana, sans-serif", "Georgia, Times, serif", "-apple-system, BlinkMacSystemFont, sans-serif"])
    accent = rs.choice(["#2563EB", "#EF4444", "#10B981", "#8B5CF6", "#111111"])
    pst = 'style="font-size:%dpx;line-height:1.5;color:%s;font-family:%s"' % (rs.choice([16, 17, 18]), color, font)
    hidden_footer = rs.choice([None, "style", "style", "gone"])

    def section(inner, cls=""):
        return ('<div class="ck-section%s" style="margin:0px auto 0px auto"><center><table cellpadding="0" cellspacing="0" style="width:100%%;margin:0 auto;max-width:640px"><tbody><tr>'
                '<td contenteditable="false"></td><td width="640" style="border-radius:0px;box-sizing:border-box" bgcolor="transparent"><div class="ck-inner-section ck-padding-left-mobile-friendly ck-padding-right-mobile-friendly" '
                'style="padding:%s"><div style="margin-left:auto;margin-right:auto;max-width:640px">%s</div></div></td><td contenteditable="false"></td></tr></tbody></table></center></div>') % (
            cls, "0px 56px 40px 56px" if cls else "40px 56px 40px 56px", inner)

    def button(label, href):
        return ('<table class="email-button" role="presentation" align="center" cellpadding="0" cellspacing="0" style="margin:16px auto"><tbody><tr><td style="background-color:%s;border-radius:4px">'
                '<a href="%s" class="email-button__link" target="_blank" rel="noopener noreferrer" style="color:#ffffff;display:inline-block;font-family:%s;font-size:16px;padding:12px 24px;text-decoration:none">%s</a>'
                '</td></tr></tbody></table>') % (accent, href, font, esc(label))
    out = []
    for b in blocks:
        k = b[0]
        if k == "p":
            out.append("<p %s>%s</p>" % (pst, inline(b[1], b[2])))
        elif k == "fwd":
            out.append('<p %s><em>Was this email forwarded to you? <a href="https://%s.kit.com" class="ck-link" target="_blank" rel="noopener noreferrer">Sign up here</a>.</em></p>' % (pst, handle))
        elif k == "readtime":
            out.append("<p %s><em>%s</em></p>" % (pst, esc(b[1])))
        elif k == "toc":
            out.append("<p %s><strong>%s</strong></p><ul>%s</ul>" % (pst, esc(b[1]), "".join("<li %s>%s</li>" % (pst, esc(x)) for x in b[2])))
        elif k == "kicker":
            out.append('<h4 style="font-size:13px;letter-spacing:0.08em;color:%s;font-family:%s">%s</h4>' % (accent, font, esc(b[1])))
        elif k == "h":
            out.append('<%s style="color:%s;font-family:%s">%s</%s>' % (b[1], color, font, esc(b[2]), b[1]))
        elif k == "ul":
            tag = "ol" if b[2] else "ul"
            out.append("<%s>%s</%s>" % (tag, "".join("<li %s>%s</li>" % (pst, inline(x, "item")) for x in b[1]), tag))
        elif k == "img":
            w, h = r.choice([(1200, 675), (1200, 800), (1080, 1080), (800, 450)])
            im = '<img src="%s" width="%d" height="%d" alt="" style="max-width:100%%;height:auto;border-radius:0px" />' % (img_src(), w, h)
            if b[2]:
                im = '<a href="%s" class="ck-link" target="_blank" rel="noopener noreferrer">%s</a>' % (b[2], im)
            out.append('<figure style="margin:0;text-align:center"><div class="ck-image">%s</div>%s</figure>' % (im, '<figcaption style="text-align:center;font-size:13px;color:#6b6b6b">%s</figcaption>' % esc(b[1]) if b[1] else ""))
        elif k == "button":
            out.append(button(b[1], b[2]))
        elif k == "quote":
            out.append('<blockquote style="border-left:4px solid %s;margin:0 0 18px;padding-left:16px"><p %s>%s</p></blockquote>' % (accent, pst, esc(b[1])))
        elif k == "hr":
            out.append('<hr style="border:0;border-top:1px solid #e5e5e5;margin:24px 0" />')
        elif k == "sponsor":
            label, name, sh, sps, items, cta = b[1:7]
            href = "https://%s.com/?utm_source=kit&amp;utm_campaign=%s" % (slugify_bh(name).replace("-", ""), handle)
            out.append('<p %s><strong>%s</strong></p><h3 style="color:%s;font-family:%s">%s</h3>%s%s%s<hr style="border:0;border-top:1px solid #e5e5e5;margin:24px 0" />' % (
                pst, esc(label), color, font, esc(sh), "".join("<p %s>%s</p>" % (pst, esc(x)) for x in sps), "<ul>%s</ul>" % "".join("<li %s>%s</li>" % (pst, esc(x)) for x in items) if items else "",
                button(cta, href)))
        elif k == "quick":
            out.append("<ul>%s</ul>" % "".join('<li %s>%s (<a href="%s" class="ck-link" target="_blank" rel="noopener noreferrer">%s</a>)</li>' % (pst, esc(s), href, esc(src)) for s, src, href in b[1]))
        elif k == "poll":
            q, sub, opts = b[1:]
            pid = r.getrandbits(24)
            out.append(('<table roll="presentation" class="ck-poll" cellpadding="0" cellspacing="0" width="100%%" style="margin:24px 0"><tbody><tr><td><p %s><strong>%s</strong></p>%s</td></tr>%s</tbody></table>') % (
                pst, esc(q), "<p %s>%s</p>" % (pst, esc(sub)) if sub else "", "".join(
                    '<tr><td style="padding:4px 0"><a href="https://%s.kit.com/polls/%d/vote?choice=%d" class="ck-poll-option" target="_blank" rel="noopener noreferrer" style="display:block;border:1px solid #d1d5db;border-radius:4px;padding:10px 14px;color:%s;text-decoration:none;font-family:%s">%s</a></td></tr>' % (
                        handle, pid, i + 1, color, font, esc(o)) for i, o in enumerate(opts))))
        elif k == "sign":
            out.append("<p %s>%s</p>" % (pst, "<br />".join(esc(x) for x in b[1] + [b[2]])))
    body = section("".join(out))
    header = ""
    if rs.random() < 0.5:
        header = section('<div class="ck-image" style="text-align:center"><img src="https://embed.filekitcdn.com/e/%s/header?w=1200&amp;fit=max" alt="%s" width="600" style="max-width:100%%" /></div>' % (
            handle[:8] + "x" * 14, esc(pub)), " ck-header")
    foot = ""
    if hidden_footer != "gone":
        street = "%d %s %s" % (rs.randint(1, 9999), LEXICON[rs.randrange(len(LEXICON))].title(), rs.choice(["Street", "Avenue", "Road", "Lane", "Suite 200"]))
        EXTRAS.append(street)
        foot = section('<p style="font-size:13px;color:#8a8a8a;text-align:center;font-family:%s">%s, %s<br /><a href="https://unsubscribe.kit-mail3.com/%s" class="ck-link">Unsubscribe</a> \u00b7 '
                       '<a href="https://preferences.kit-mail3.com/%s" class="ck-link">Preferences</a></p>' % (
                           font, street, LEXICON[rs.randrange(len(LEXICON))].title(), "".join(rs.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(20)),
                           "".join(rs.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(20))), " ck-hide-in-public-posts")
    css = "<style>.ck-hide-in-public-posts { display: none !important; }</style>" if hidden_footer == "style" else ""
    return css + header + body + foot


def bh_page_kit(r, rs, t, content, pub, pub_desc, editors, pubd, host, base, slug, preview):
    """Kit's Creator Profile post page around the broadcast."""
    rs = random.Random(BLOG[0] + " bh_page_kit")  # the site's choices, whatever the page
    creator = editors[0]
    old = rs.random() < 0.4                           # the ConvertKit of 2022-2023
    avatar = "https://embed.filekitcdn.com/e/%s/avatar?w=240&amp;fit=max" % "".join(rs.choice("abcdefghijkmnopqrstuvwxyz23456789") for _ in range(22))
    DESC.append(preview if r.random() < 0.8 else "")
    if not DESC[0]:
        DESC[:] = []
    bio = sentence(rs, 8, 18)
    EXTRAS.append(bio)
    form = ('<form action="https://app.%s.com/forms/%d/subscriptions" class="formkit-form" method="post" data-sv-form="%d" data-format="inline" data-version="5">'
            '<div class="formkit-fields"><input class="formkit-input" name="email_address" aria-label="Email Address" placeholder="Email Address" required="" type="email" />'
            '<button data-element="submit" class="formkit-submit"><span>Subscribe</span></button></div></form>') % ("convertkit" if old else "kit", rs.randint(10 ** 6, 10 ** 7), rs.randint(10 ** 6, 10 ** 7))
    date_s = "%s %d, %d" % (MONTHS[pubd.month - 1][:3] if rs.random() < 0.5 else MONTHS[pubd.month - 1], pubd.day, pubd.year)
    more = ""
    if rs.random() < 0.6:
        items = []
        for _ in range(3):
            mt = title(r)
            EXTRAS.append(mt)
            md = pubd - datetime.timedelta(days=r.randint(3, 90))
            items.append('<li class="profile-post"><a href="%s/posts/%s"><h3 class="profile-post__title">%s</h3><p class="profile-post__date">%s %d, %d</p></a></li>' % (
                base, slugify_bh(mt), esc(mt), MONTHS[md.month - 1][:3], md.day, md.year))
        more = '<section class="profile-posts"><h2 class="profile-section__title">More posts</h2><ul>%s</ul></section>' % "".join(items)
    badge = ('<a class="built-with-badge" href="https://%s.com/features/creator-profile?utm_campaign=poweredby&amp;utm_content=creator_profile&amp;utm_medium=referral&amp;utm_source=dynamic" target="_blank" rel="noopener">'
             '<img src="https://cdn.convertkit.com/assets/light-built-with-badge.png" alt="%s" /><span>%s</span></a>') % (
        "convertkit" if old else "kit", "Built with ConvertKit" if old else "Built with Kit", "Built with ConvertKit" if old else "Built with Kit")
    return ('<div class="creator-profile"><header class="profile-header"><a href="%s/" class="profile-header__avatar"><img src="%s" alt="%s" width="96" height="96" /></a>'
            '<h1 class="profile-header__name"><a href="%s/">%s</a></h1><p class="profile-header__bio">%s</p><div class="profile-header__form">%s</div></header>'
            '<main class="profile-post-page"><a href="%s/posts" class="back-link">\u2190 All posts</a><article class="post"><header class="post__header"><h1 class="post__title">%s</h1>'
            '<p class="post__date"><time datetime="%s">%s</time></p></header><div class="post__content">%s</div></article>'
            '<section class="post__subscribe"><h2>Subscribe to %s</h2>%s</section>%s</main><footer class="profile-footer">%s</footer></div>') % (
        base, avatar, esc(creator), base, esc(pub if rs.random() < 0.5 else creator), esc(bio), form, base, esc(t), pubd.strftime("%Y-%m-%d"), date_s, content,
        esc(pub), form.replace('data-sv-form="', 'data-sv-form="1'), more, badge)

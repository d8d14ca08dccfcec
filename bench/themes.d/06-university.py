# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

UNI_MENU = [("Academics", ["Undergraduate Programs", "Graduate Programs", "Online Programs", "Colleges & Schools", "Academic Calendar", "Libraries"]),
            ("Admissions", ["Undergraduate Admissions", "Graduate Admissions", "Transfer Students", "International Students", "Tuition & Financial Aid", "Schedule a Visit"]),
            ("Research", ["Research Centers & Institutes", "Undergraduate Research", "Core Facilities", "Innovation & Partnerships", "Research News"]),
            ("Campus Life", ["Housing & Dining", "Student Organizations", "Health & Wellness", "Recreation", "Diversity & Inclusion", "Events Calendar"]),
            ("About", ["Mission & Vision", "Leadership", "Facts & Figures", "Maps & Directions", "News", "Strategic Plan"])]
UNI_AUDIENCES = ["Students", "Faculty & Staff", "Alumni", "Parents & Families", "Visitors", "Employers"]
UNI_RESOURCES = ["Directory", "Campus Map", "Calendar", "Libraries", "Careers", "Bookstore", "IT Help Desk", "Canvas", "Emergency Information"]
UNI_LEGAL = ["Accessibility", "Privacy Statement", "Non-Discrimination Statement", "Title IX", "Consumer Information", "Report a Concern", "Website Feedback"]
UNI_SECTIONS = {"News": "Campus News", "Travel": "Global Engagement", "Food": "Campus Life", "Politics": "Community",
                "Design": "Arts & Culture", "Music": "Arts & Culture", "Books": "Research"}
UNI_ROLES = ["professor of %s", "associate professor of %s", "assistant professor in the Department of %s", "director of the %s Institute",
             "dean of the College of %s", "a senior majoring in %s", "a doctoral student in %s", "chair of the Department of %s",
             "vice provost for %s", "a graduate student in %s", "coordinator of the %s program"]
UNI_GLANCE = ["Research at a glance", "Research at a glance", "At a glance", "By the numbers", "Key findings", "Quick facts"]
UNI_FACTS = ["Funding", "Published in", "Lead researcher", "Collaborators", "Study size", "What's next"]
UNI_POSTAL = ["MI", "OH", "FL", "TX", "AZ", "CO", "MD", "MO", "IN", "WI", "TN", "OK", "KY", "NE"]  # STATES' order


def university(r, t, body, cat, cs):
    """A university's news story in the "News" section of its site, 2020-2024,
    one CMS a site: Drupal 10 with an Olivero subtheme (the header's
    site branding and primary-nav__menu of levels with Olivero's
    "primary-nav__menu-🥕" spans, the breadcrumb, the page title block
    outside the node, article.node--type-news with its
    field--name-field-subtitle dek, the date and "Story by" fields, the
    lead media image and its caption and credit, the body in
    div.text-content.field--name-body.text-formatted: paragraphs, h2s,
    lists, linkit links, a blockquote.pullquote, CKEditor's embedded
    media figures "caption-drupal-media" with their figcaptions, a
    remote video's oEmbed iframe, a "Research at a glance" aside, an
    italic "Story by" line closing it on some sites; then a colorbox
    gallery field, the "Tags" field, the "Media Contact" field, AddToAny's
    kit, "Related News" as a view's rows (titles, dates, trimmed
    teasers on some sites), the social bar's "RSS feed", the footer's
    block_content blocks whose text is in a field--name-body too: the
    address, the land acknowledgement), Drupal 9 with a Bootstrap
    Barrio subtheme and the Paragraphs module (the campus alert as a
    block_content body, the utility bar's audience menu "Students
    Faculty & Staff Alumni ...", the "Apply Visit Give" buttons, the
    navbar's mega menu of dropdowns with an intro paragraph, the
    breadcrumb, the h1 and dek in the node's header, the byline and date,
    the hero image, the lead paragraphs in the body field on some sites,
    then field--name-field-components of paragraph--type--text,
    --image (caption, "Photo by"), --pull-quote (the quote, its
    attribution), --video, --fact-box and --gallery (slick's slides and
    captions) components, tags inline, the media contact, "Share this
    story", "Related Stories", the sidebar's "Recent News", "For the
    Media" and the newsletter's block), or a static site published by
    Cascade CMS or OU Campus (the skip link, an alert banner, the
    global header's audience nav, mega menu panels, Apply, Visit and
    Give; div#main-content, div.news-article holding the category, the
    h1, the subtitle, the date and "Story by" line, the lead image and
    its "Photo by" caption, then the story's plain <p>s loose after
    them: subheadings as h2s or bold paragraphs, a pull quote box, a
    callout box, inline pictures floated in a paragraph and their
    captions as italic paragraphs, a video's wrapper, a gallery's
    figures, empty &nbsp; paragraphs, the italic "Story by NAME, OFFICE"
    line closing it on some sites, the "Media Contact" box, "Tags:",
    "Share this story" with AddToAny's kit or plain share links; then
    "Related Stories" in the side column or under the story, "Latest
    News" on some sites, a newsletter's box, "For the Media", the footer's address, "Resources", "Land
    Acknowledgement", legal links and on OU Campus the copyright's
    DirectEdit "©" link and its com.omniupdate comments).  Some stories
    open on a press release's dateline ("CITY, State — "), most quote a
    professor or a student ('"...," said NAME, ROLE.').  The feed's
    description: the dek, a summary not on the page, or the first
    paragraph trimmed, as the site's feed gives it.  No comments.  The
    truth: the dek where the page shows one (TEASER), then the story in
    order: paragraphs (the dateline and quotes as printed), subheadings,
    lists' lines and items, a block quote that repeats nothing of the
    story (its text, not its attribution), the fact box's heading and
    items; not the headline, the category, dates, "Story by" and "Photo
    by" credits (at the top or closing the body), captions, the pull
    quote repeating a sentence of the story (neither truth nor chrome),
    videos, galleries, the media contact (neither truth nor counted),
    tags, share buttons, related and recent stories (counted, with
    their teasers), the newsletter's box, the alert, the mega menu's
    intros and the land acknowledgement (counted), nor the footer."""
    rs = random.Random(BLOG[0] + " university")
    fam = ["olivero", "paragraphs", "cascade", "oucampus"][DATE_STYLE]
    drupal = fam in ("olivero", "paragraphs")
    lw = lambda g: LEXICON[g.randrange(len(LEXICON))]
    place = lw(rs).title()
    uni = rs.choice(["University of %s", "University of %s", "%s State University", "%s University", "%s College", "%s Institute of Technology"]) % place
    host = "www.%s.edu" % place.lower()
    news = rs.choice(["%s News", "%s Today", "%s Newsroom", "%s Now"]) % (uni if len(uni) < 20 else place)
    city = rs.choice([place, lw(rs).title(), lw(rs).title() + " " + rs.choice(["City", "Falls", "Park", "Springs"])])
    si = rs.randrange(len(STATES))
    zipc = "%05d" % rs.randint(10000, 99999)
    phone = "%03d-%03d-%04d" % (rs.randint(201, 989), rs.randint(200, 999), rs.randint(0, 9999))
    street = "%d %s %s" % (rs.randint(100, 4999), lw(rs).title(), rs.choice(["Avenue", "Drive", "Street", "Boulevard", "Road"]))
    office = rs.choice(["University Communications", "Office of Communications and Marketing", "Strategic Communications", "University Relations", "%s News Service" % place])
    ap = rs.random() < 0.4                      # AP style dates ("Sept. 12, 2023")
    dek_site = rs.random() < 0.65
    feed = rs.choice(["dek", "dek", "summary", "trim"])
    credit_at = rs.choice(["top", "top", "bottom", "both"])
    contact_site = rs.random() < 0.6
    dateline_site = rs.random() < 0.3
    teasers = rs.random() < 0.5                 # related stories with their teasers
    related_side = fam in ("cascade", "oucampus") and rs.random() < 0.6
    sidebar = fam == "paragraphs" or rs.random() < 0.4
    lead_in_body = fam == "paragraphs" and rs.random() < 0.5
    bold_heads = fam in ("cascade", "oucampus") and rs.random() < 0.5
    share_label = rs.choice(["Share this story", "Share this story", "Share", "Share This"])
    contact_label = rs.choice(["Media Contact", "Media Contact", "Media Contacts", "Contact"])
    tags_label = rs.choice(["Tags", "Topics", "Tags"])
    rel_label = rs.choice(["Related Stories", "Related Stories", "Related News", "More News"])
    theme_dir = "/themes/custom/%s" % place.lower()
    # the campus chrome, the same on every page of a site
    alert = None
    if rs.random() < 0.5:
        alert = rs.choice([("Weather Advisory", "Due to inclement weather, all %s campus locations will open at 10 a.m. today. Employees should check their email for further instructions." % place),
                           ("Campus Alert", "The %s Hall parking garage is closed for repairs through the end of the month. Permit holders may park in Lot %d." % (lw(rs).title(), rs.randint(2, 40))),
                           ("COVID-19 Updates", "Visit the %s Together website for the latest health guidance, testing locations and vaccine information." % lw(rs).title()),
                           ("Notice", "Registration for the %s term opens Monday. Check your enrollment appointment in %s before then." % (rs.choice(["spring", "fall", "summer"]), "my" + place))])
    intros = [sentence(rs, 10, 18) for _ in UNI_MENU]
    peoples = [lw(rs).title() for _ in range(2)]
    land = ("%s %s on the traditional, ancestral and unceded homelands of the %s and %s peoples. We honor their continued relationship with these lands "
            "and recognize our responsibility to the Indigenous communities of the region.") % ("The " + uni if uni.startswith("University") else uni, rs.choice(["sits", "is located", "stands"]), peoples[0], peoples[1])
    pitch = rs.choice(["Get the latest %s news delivered to your inbox every week." % place, "Subscribe to %s, our weekly newsletter of campus news and research." % news,
                       "Sign up for the %s newsletter to get stories like this in your inbox." % news])
    EXTRAS.extend(intros + [land, pitch] + ([alert[1]] if alert else []) + ([share_label] if share_label != "Share" else []))

    def person(g):
        return "%s %s" % (g.choice(SP_FIRST), lw(g).title())

    def day(x):
        return "%s %d, %d" % (AP_MONTHS.get(MONTHS[x.month - 1], MONTHS[x.month - 1]) if ap else MONTHS[x.month - 1], x.day, x.year)

    slug = lambda s: "-".join("".join(c for c in s.lower() if c.isalnum() or c == " ").split())
    pub = datetime.datetime(r.randint(2020, 2024), r.randint(1, 12), r.randint(1, 28), r.randint(7, 17), r.randint(0, 59))
    nid = r.randint(1200, 24000)
    section = UNI_SECTIONS.get(cat, "Campus News")
    writer, shooter = person(r), person(r)
    speakers = [(person(r), r.choice(UNI_ROLES) % lw(r).title()) for _ in range(2)]
    # the story's blocks, in order: ("p", text), ("h", text), ("list", intro, items), ("pq", quote, who),
    # ("quote", text, who), ("img", caption, credit), ("video", title, caption), ("facts", head, items), ("gallery", slides)
    paras = list(body)
    n = len(paras)
    if dateline_site and r.random() < 0.6:
        paras[0] = "%s, %s \u2014 %s" % (city.upper(), STATES[si], paras[0])
    quoted = sorted(r.sample(range(1, n), min(n - 1, r.choice([1, 1, 2])))) if n >= 2 and r.random() < 0.75 else []
    for k, i in enumerate(quoted):
        p = paras[i]
        p = p[:-1] + "," if p.endswith(".") else p
        name, role = speakers[k]
        paras[i] = r.choice(["\u201c%s\u201d said %s, %s." % (p, name, role), "\u201c%s\u201d said %s, %s." % (p, name, role),
                             "\u201c%s\u201d %s, %s, said." % (p, name, role)])
    heads = set(r.sample(range(2, n), min(n - 2, r.randint(1, 2)))) if n >= 4 and r.random() < 0.35 else set()
    list_at = r.randrange(n) if r.random() < 0.15 else -1
    link_at = r.randrange(n) if r.random() < 0.45 else -1
    pq_at, pq = -1, None
    if n >= 3 and r.random() < 0.4:
        if r.random() < 0.75:  # a pull quote repeating a sentence of the story, at times a speaker's
            src = r.choice(quoted) if quoted and r.random() < 0.6 else r.randrange(n)
            first = body[src].split(". ")[0].rstrip(".!?") + "."
            who = speakers[quoted.index(src)][0] if src in quoted else None
            pq = ("pq", "\u201c%s\u201d" % first if src in quoted else first, who)
            pq_at = min(n - 1, src + r.randint(0, 1))
        else:                  # a quote written for the box alone
            pq = ("quote", sentence(r, 10, 24), "%s, %s" % speakers[0])
            pq_at = r.randrange(1, n)
    img_at = r.randrange(1, n) if n > 2 and r.random() < 0.35 else -1
    video_at = r.randrange(0, n) if r.random() < 0.15 else -1
    facts_at = min(n - 1, r.choice([1, 2, n - 1])) if r.random() < (0.35 if section == "Research" else 0.15) else -1
    gallery_at = max(0, n - 2) if n >= 3 and r.random() < 0.15 else -1
    blocks = []
    for i, p in enumerate(paras):
        if i in heads:
            blocks.append(("h", " ".join(word(r) for _ in range(r.randint(2, 6))).capitalize()))
        blocks.append(("p", p, i == link_at))
        if i == list_at:
            blocks.append(("list", sentence(r, 6, 14)[:-1] + ":", [" ".join(word(r) for _ in range(r.randint(3, 12))) for _ in range(r.randint(2, 5))]))
        if i == pq_at:
            blocks.append(pq)
        if i == img_at:
            blocks.append(("img", sentence(r, 6, 16), r.choice(["Photo by %s", "Photo by %s", "Photo courtesy of %s"]) % r.choice([shooter, person(r)])))
        if i == video_at:
            blocks.append(("video", title(r), sentence(r, 6, 14) if r.random() < 0.5 else None))
        if i == facts_at:
            fl = r.sample(UNI_FACTS, r.randint(2, 4))
            items = ["%s: %s" % (x, " ".join(word(r) for _ in range(r.randint(2, 7)))) for x in fl] + [sentence(r, 6, 14) for _ in range(r.randint(0, 2))]
            blocks.append(("facts", r.choice(UNI_GLANCE), items))
        if i == gallery_at:
            blocks.append(("gallery", [(sentence(r, 5, 14), "Photo by %s" % shooter) for _ in range(r.randint(3, 8))]))
    story = []
    for b in blocks:
        if b[0] in ("p", "h"):
            story.append(b[1])
        elif b[0] == "list":
            story += [b[1]] + b[2]
        elif b[0] == "quote":
            story.append(b[1])
        elif b[0] == "facts":
            story += [b[1]] + b[2]
    STORY[:] = story
    dek = sentence(r, 12, 26) if dek_site and r.random() < 0.85 else None
    if dek:
        TEASER.append(dek)
    if feed == "summary":
        DESC.append(sentence(r, 14, 30))
    elif feed == "trim" or (feed == "dek" and not dek):
        w = story[0].split(" ")
        DESC.append(" ".join(w[:40]) + ("\u2026" if len(w) > 40 else ""))
    lead = (sentence(r, 6, 16), r.choice(["Photo by %s", "Photo by %s", "Photo courtesy of %s", "(Photo: %s/%s)" % ("%s", office)]) % shooter) if r.random() < 0.75 else None
    by = r.choice(["Story by %s", "By %s", "Written by %s"]) % writer
    closing = r.choice(["Story by %s, %s." % (writer, office), "\u2014 %s, %s" % (writer, office), "Story by %s. Photos by %s." % (writer, shooter)])
    contact = (person(r), r.choice(["Director of Media Relations", "Senior Communications Manager", "Media Relations Specialist", "Communications Director, College of %s" % lw(r).title()]),
               "%s@%s" % (lw(r), host[4:]), "%03d-%03d-%04d" % (r.randint(201, 989), r.randint(200, 999), r.randint(0, 9999))) if contact_site and r.random() < 0.85 else None
    tags = [lw(r).title() for _ in range(r.randint(2, 5))] if r.random() < 0.8 else []
    rel = [(title(r), datetime.date(pub.year, pub.month, 1) - datetime.timedelta(days=r.randint(1, 300)), sentence(r, 10, 22)) for _ in range(r.randint(3, 4))]
    EXTRAS.extend([x[0] for x in rel] + ([x[2] for x in rel] if teasers else []))
    recent = [title(r) for _ in range(4)] if sidebar else []
    EXTRAS.extend(recent)
    ytid = lambda: "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") for _ in range(11))
    hexs = lambda k, g=r: "%0*x" % (k, g.getrandbits(4 * k))
    uuid = lambda g=r: "%s-%s-4%s-%s%s-%s" % (hexs(8, g), hexs(4, g), hexs(3, g), g.choice("89ab"), hexs(3, g), hexs(12, g))
    itok = lambda: "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") for _ in range(8))
    ym = "%d-%02d" % (pub.year, pub.month)
    fname = lambda: "%s-%s.jpg" % (lw(r), lw(r))

    def linked(text, on):
        # a link on a few words of the paragraph, as linkit or the editor writes it
        w = text.split(" ")
        if not on or len(w) < 9:
            return esc(text)
        k = r.randrange(1, len(w) - 5)
        a = " ".join(w[k:k + r.randint(2, 4)])
        b = " ".join(w[k + len(a.split(" ")):])
        href = ('/node/%d" data-entity-type="node" data-entity-uuid="%s" data-entity-substitution="canonical' % (
            r.randint(100, 9000), uuid()) if drupal else "/news/%d/%s.php" % (pub.year - r.randint(0, 1), slug(a)))
        return '%s <a href="%s">%s</a> %s' % (esc(" ".join(w[:k])), href, esc(a), esc(b))

    def img(w, h, alt, style="large"):
        if drupal:
            return '<img loading="lazy" src="/sites/default/files/styles/%s/public/%s/%s?itok=%s" width="%d" height="%d" alt="%s" class="image-style-%s" />' % (
                style, ym, fname(), itok(), w, h, esc(alt), style.replace("_", "-"))
        return '<img src="/news/%d/images/%s" alt="%s" width="%d" height="%d" class="img-fluid" />' % (pub.year, fname(), esc(alt), w, h)

    def oembed(vt):
        return ('<div class="media media--type-remote-video media--view-mode-default"><div class="field field--name-field-media-oembed-video field--type-string field--label-hidden field__item">'
                '<iframe src="/media/oembed?url=https%%3A//www.youtube.com/watch%%3Fv%%3D%s&amp;max_width=0&amp;max_height=0&amp;hash=%s" frameborder="0" allowtransparency width="854" height="480" '
                'class="media-oembed-content" loading="eager" title="%s"></iframe></div></div>') % (ytid(), itok() + itok(), esc(vt))

    def text_html(b):
        """a text block in the editor's HTML"""
        if b[0] == "p":
            return "<p>%s</p>" % linked(b[1], b[2])
        if b[0] == "h":
            return "<p><strong>%s</strong></p>" % esc(b[1]) if bold_heads else "<h2>%s</h2>" % esc(b[1])
        return "<p>%s</p>\n<ul>\n%s</ul>" % (esc(b[1]), "".join("<li>%s</li>\n" % esc(x) for x in b[2]))

    # the story's body as each CMS writes it
    credit_line = '<p><em>%s</em></p>' % esc(closing) if credit_at in ("bottom", "both") else ""
    if fam == "olivero":
        out, gal = [], ""
        for b in blocks:
            if b[0] in ("p", "h", "list"):
                out.append(text_html(b))
            elif b[0] == "pq":
                out.append('<blockquote class="pullquote"><p>%s</p>%s</blockquote>' % (esc(b[1]), "<p>\u2014 %s</p>" % esc(b[2]) if b[2] else ""))
            elif b[0] == "quote":
                out.append("<blockquote><p>%s</p><p><cite>%s</cite></p></blockquote>" % (esc(b[1]), esc(b[2])))
            elif b[0] == "img":
                out.append('<figure role="group" class="caption caption-drupal-media align-%s"><div><div class="media media--type-image media--view-mode-default">'
                           '<div class="field field--name-field-media-image field--type-image field--label-hidden field__item">%s</div></div></div><figcaption>%s %s</figcaption></figure>' % (
                               r.choice(["right", "center", "left"]), img(480, 320, b[1][:60].rstrip(), "max_650x650"), esc(b[1]), esc(b[2])))
            elif b[0] == "video":
                out.append('<div class="align-center">%s</div>%s' % (oembed(b[1]), "<p><em>%s</em></p>" % esc(b[2]) if b[2] else ""))
            elif b[0] == "facts":
                out.append('<aside class="callout callout--right"><h3>%s</h3><ul>%s</ul></aside>' % (esc(b[1]), "".join("<li>%s</li>" % esc(x) for x in b[2])))
            elif b[0] == "gallery":
                gal = ('<div class="field field--name-field-gallery field--type-entity-reference field--label-hidden field__items">%s</div>' % "".join(
                    '<div class="field__item"><div class="media media--type-image media--view-mode-gallery"><div class="field field--name-field-media-image field--type-image field--label-hidden field__item">'
                    '<a href="/sites/default/files/%s/%s" aria-controls="colorbox" aria-label="{&quot;alt&quot;:&quot;%s&quot;}" role="button" title="%s" data-colorbox-gallery="gallery-field_gallery-%d" '
                    'class="colorbox" data-cbox-img-attrs="{&quot;alt&quot;:&quot;%s&quot;}">%s</a></div></div></div>' % (
                        ym, fname(), esc(c[:40].rstrip()), esc(c + " " + cr), nid, esc(c[:40].rstrip()), img(300, 200, c[:40].rstrip(), "gallery_thumbnail")) for c, cr in b[1]))
        content = "\n".join(out) + credit_line
    elif fam == "paragraphs":
        comps, group, first = [], [], True
        body_field = ""

        def flush():
            if group:
                comps.append('<div class="paragraph paragraph--type--text paragraph--view-mode--default"><div class="clearfix text-formatted field field--name-field-text field--type-text-long '
                             'field--label-hidden field__item">%s</div></div>' % "\n".join(group))
            del group[:]
        for b in blocks:
            if b[0] in ("p", "h", "list"):
                group.append(text_html(b))
                continue
            if first and lead_in_body and group:
                body_field = ('<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">%s</div>' % "\n".join(group))
                del group[:]
            first = False
            flush()
            if b[0] in ("pq", "quote"):
                comps.append('<div class="paragraph paragraph--type--pull-quote paragraph--view-mode--default"><blockquote class="pull-quote">'
                             '<div class="field field--name-field-quote field--type-string-long field--label-hidden field__item">%s</div>%s</blockquote></div>' % (
                                 esc(b[1]), '<div class="field field--name-field-attribution field--type-string field--label-hidden field__item">%s</div>' % esc(b[2]) if b[2] else ""))
            elif b[0] == "img":
                comps.append('<div class="paragraph paragraph--type--image paragraph--view-mode--default"><figure><div class="field field--name-field-image field--type-entity-reference field--label-hidden field__item">'
                             '<div class="media media--type-image media--view-mode-default"><div class="field field--name-field-media-image field--type-image field--label-hidden field__item">%s</div></div></div>'
                             '<figcaption><div class="field field--name-field-caption field--type-string-long field--label-hidden field__item">%s</div>'
                             '<div class="field field--name-field-credit field--type-string field--label-hidden field__item">%s</div></figcaption></figure></div>' % (
                                 img(800, 533, b[1][:60].rstrip(), "wide"), esc(b[1]), esc(b[2])))
            elif b[0] == "video":
                comps.append('<div class="paragraph paragraph--type--video paragraph--view-mode--default"><div class="field field--name-field-video field--type-entity-reference field--label-hidden field__item">%s</div>%s</div>' % (
                    oembed(b[1]), '<div class="field field--name-field-caption field--type-string-long field--label-hidden field__item">%s</div>' % esc(b[2]) if b[2] else ""))
            elif b[0] == "facts":
                comps.append('<div class="paragraph paragraph--type--fact-box paragraph--view-mode--default"><div class="field field--name-field-heading field--type-string field--label-hidden field__item">%s</div>'
                             '<div class="clearfix text-formatted field field--name-field-body field--type-text-long field--label-hidden field__item"><ul>%s</ul></div></div>' % (
                                 esc(b[1]), "".join("<li>%s</li>" % esc(x) for x in b[2])))
            elif b[0] == "gallery":
                comps.append('<div class="paragraph paragraph--type--gallery paragraph--view-mode--default"><div class="field field--name-field-images field--type-entity-reference field--label-hidden field__items">'
                             '<div class="slick blazy slick--field slick--field-images slick--optionset--gallery" data-blazy=""><div id="slick-%s" data-slick="{&quot;count&quot;:%d,&quot;total&quot;:%d}" class="slick__slider">%s</div>'
                             '<nav role="navigation" class="slick__arrow"><button type="button" data-role="none" class="slick-prev" aria-label="Previous" tabindex="0">Previous</button>'
                             '<button type="button" data-role="none" class="slick-next" aria-label="Next" tabindex="0">Next</button></nav></div></div></div>' % (
                                 hexs(8), len(b[1]), len(b[1]), "".join(
                                     '<div class="slick__slide slide slide--%d"><div class="slide__content"><div class="media media--blazy media--image">%s</div>'
                                     '<div class="slide__caption"><div class="slide__description"><p>%s</p><p class="credit">%s</p></div></div></div></div>' % (
                                         k, img(1000, 667, c[:40].rstrip(), "slide"), esc(c), esc(cr)) for k, (c, cr) in enumerate(b[1]))))
        if credit_line:
            group.append(credit_line)
        if lead_in_body and first and group:
            body_field = ('<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">%s</div>' % "\n".join(group))
            del group[:]
        flush()
        content = body_field + ('<div class="field field--name-field-components field--type-entity-reference-revisions field--label-hidden field__items">%s</div>' % "".join(
            '<div class="field__item">%s</div>' % c for c in comps) if comps else "")
    else:
        out = []
        for b in blocks:
            if b[0] in ("p", "h", "list"):
                out.append(text_html(b))
                if b[0] == "p" and r.random() < 0.08:
                    out.append("<p>&nbsp;</p>")
            elif b[0] == "pq":
                out.append('<div class="pull-quote"><blockquote><p>%s</p>%s</blockquote></div>' % (esc(b[1]), "<cite>%s</cite>" % esc(b[2]) if b[2] else ""))
            elif b[0] == "quote":
                out.append('<div class="pull-quote"><blockquote><p>%s</p><cite>%s</cite></blockquote></div>' % (esc(b[1]), esc(b[2])))
            elif b[0] == "img":
                out.append('<p>%s</p>\n<p class="caption"><em>%s %s</em></p>' % (img(400, 300, b[1][:60].rstrip()).replace('class="img-fluid"', 'class="img-fluid float-end"'), esc(b[1]), esc(b[2])))
            elif b[0] == "video":
                out.append('<div class="video-wrapper ratio ratio-16x9"><iframe src="https://www.youtube.com/embed/%s" title="%s" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe></div>%s' % (
                    ytid(), esc(b[1]), '<p class="caption">%s</p>' % esc(b[2]) if b[2] else ""))
            elif b[0] == "facts":
                out.append('<div class="callout callout--%s"><h3>%s</h3><ul>%s</ul></div>' % (r.choice(["right", "gold", "gray"]), esc(b[1]), "".join("<li>%s</li>" % esc(x) for x in b[2])))
            elif b[0] == "gallery":
                out.append('<div class="gallery row">%s</div>' % "".join(
                    '<figure class="col-6 col-md-4"><a href="/news/%d/images/%s" data-fancybox="gallery" data-caption="%s">%s</a></figure>' % (
                        pub.year, fname(), esc(c + " " + cr), img(400, 267, c[:40].rstrip())) for c, cr in b[1]))
        content = "\n".join(out) + credit_line

    # the story's parts around its body
    date_iso = pub.strftime("%Y-%m-%dT%H:%M:%S") + r.choice(["-05:00", "-06:00", "-07:00", "-04:00"])
    slug_path = "/news/%d/%02d/%s" % (pub.year, pub.month, SLUG[0].strip("/").replace(".html", ""))
    a2a = ('<span class="a2a_kit a2a_kit_size_32 addtoany_list" data-a2a-url="https://%s%s" data-a2a-title="%s"><a class="a2a_button_facebook"></a><a class="a2a_button_x"></a>'
           '<a class="a2a_button_linkedin"></a><a class="a2a_button_email"></a><a class="a2a_dd addtoany_share" href="https://www.addtoany.com/share#url=https%%3A%%2F%%2F%s%s&amp;title=%s">'
           '<img src="/modules/contrib/addtoany/images/share.svg" alt="Share"></a></span>') % (host, slug_path, esc(t), host, slug_path.replace("/", "%2F"), esc("%20".join(t.split())))
    if drupal:
        fld = lambda name, typ, inner, extra="": '<div class="%sfield field--name-field-%s field--type-%s field--label-hidden field__item">%s</div>' % (extra, name, typ, inner)
        dek_h = fld("subtitle", "string", esc(dek)) if dek else ""
        date_h = fld("news-date", "datetime", '<time datetime="%sZ" class="datetime">%s</time>' % (pub.strftime("%Y-%m-%dT%H:%M:%S"), day(pub)))
        by_h = fld("byline", "string", esc(by)) if credit_at in ("top", "both") else ""
        lead_h = ('<div class="field field--name-field-image field--type-entity-reference field--label-hidden field__item"><div class="media media--type-image media--view-mode-hero">'
                  '<div class="field field--name-field-media-image field--type-image field--label-hidden field__item">%s</div></div></div>%s%s') % (
            img(1200, 675, lead[0][:60].rstrip(), "hero_16_9"), fld("image-caption", "string-long", esc(lead[0])), fld("photo-credit", "string", esc(lead[1]))) if lead else ""
        tags_h = ('<div class="field field--name-field-tags field--type-entity-reference field--label-above%s"><%s class="field__label%s">%s</%s><%s class="%sfield__items%s">%s</%s></div>' % (
            " field--tags" if fam == "olivero" else "", "h3" if fam == "olivero" else "div", " field--tags__label" if fam == "olivero" else "", tags_label, "h3" if fam == "olivero" else "div",
            "ul" if fam == "olivero" else "div", "links " if fam == "olivero" else "", " field--tags__items" if fam == "olivero" else "",
            "".join(('<li class="field--tags__item"><a href="/taxonomy/term/%d" hreflang="en">%s</a></li>' if fam == "olivero" else
                     '<div class="field__item"><a href="/taxonomy/term/%d" hreflang="en">%s</a></div>') % (r.randint(2, 400), esc(x)) for x in tags), "ul" if fam == "olivero" else "div")) if tags else ""
        contact_h = ('<div class="field field--name-field-media-contact field--type-text-long field--label-above"><div class="field__label">%s</div><div class="clearfix text-formatted field__item">'
                     '<p>%s<br>%s<br><a href="mailto:%s">%s</a><br>%s</p></div></div>' % (contact_label, esc(contact[0]), esc(contact[1]), contact[2], contact[2], contact[3])) if contact else ""
        share_h = '<div class="addtoany-wrapper"><h2 class="addtoany-title">%s</h2>%s</div>' % (share_label, a2a)
        related_h = ('<div class="views-element-container block block-views block-views-blockrelated-news-block-1" id="block-views-block-related-news-block-1"><h2 class="block__title">%s</h2>'
                     '<div class="block__content"><div><div class="view view-related-news view-id-related_news view-display-id-block_1 js-view-dom-id-%s"><div class="view-content">%s</div>'
                     '<div class="more-link"><a href="/news">More news</a></div></div></div></div></div>') % (rel_label, hexs(64), "".join(
                         '<div class="views-row"><div class="views-field views-field-title"><span class="field-content"><a href="/news/%d/%02d/%s" hreflang="en">%s</a></span></div>'
                         '<div class="views-field views-field-field-news-date"><div class="field-content"><time datetime="%sT12:00:00Z" class="datetime">%s</time></div></div>%s</div>' % (
                             d.year, d.month, slug(x), esc(x), d.isoformat(), day(d),
                             '<div class="views-field views-field-body"><div class="field-content">%s</div></div>' % esc(tz) if teasers else "") for x, d, tz in rel))
        if fam == "olivero":
            node = ('<article data-history-node-id="%d" class="node node--type-news node--promoted node--view-mode-full"><header class="layout--content-medium"></header>'
                    '<div class="node__content layout--content-medium">%s<div class="news-meta">%s%s</div>%s'
                    '<div class="text-content clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">%s</div>%s%s%s%s</div></article>') % (
                nid, dek_h, date_h, by_h, lead_h, content, gal, tags_h, contact_h, share_h)
        else:
            node = ('<article role="article" about="%s" class="node node--type-news node--view-mode-full clearfix"><header class="node__header">'
                    '<div class="field field--name-field-news-category field--type-entity-reference field--label-hidden field__item"><a href="/news/category/%s" hreflang="en">%s</a></div>'
                    '<h1 class="node__title"><span class="field field--name-title field--type-string field--label-hidden">%s</span></h1>%s<div class="node__meta">%s%s</div></header>'
                    '<div class="node__content clearfix">%s%s%s%s%s</div></article>') % (
                slug_path, slug(section), esc(section), esc(t), dek_h, by_h, date_h, lead_h, content, tags_h, contact_h, share_h)
    else:
        meta = '<p class="news-article__meta"><span class="news-article__date">%s</span>%s</p>' % (
            day(pub), '<span class="sep"> | </span><span class="news-article__author">%s</span>' % esc(by) if credit_at in ("top", "both") else "")
        lead_h = ('<div class="news-article__image"><img src="/news/%d/images/%s" alt="%s" class="img-fluid" /><p class="caption">%s <span class="credit">%s</span></p></div>' % (
            pub.year, fname(), esc(lead[0][:60].rstrip()), esc(lead[0]), esc(lead[1]))) if lead else ""
        contact_h = ('<div class="media-contact"><h2>%s</h2><p>%s<br />%s<br /><a href="mailto:%s">%s</a><br />%s</p></div>' % (
            contact_label, esc(contact[0]), esc(contact[1]), contact[2], contact[2], contact[3])) if contact else ""
        tags_h = '<div class="news-tags"><span class="news-tags__label">%s:</span> %s</div>' % (tags_label, ", ".join(
            '<a href="/news/tags/%s.php">%s</a>' % (slug(x), esc(x)) for x in tags)) if tags else ""
        if fam == "cascade":
            share_h = ('<div class="share-this"><h2>%s</h2><div class="a2a_kit a2a_kit_size_32 a2a_default_style" data-a2a-url="https://%s%s.php" data-a2a-title="%s">'
                       '<a class="a2a_button_facebook"></a><a class="a2a_button_x"></a><a class="a2a_button_linkedin"></a><a class="a2a_button_email"></a><a class="a2a_dd" href="https://www.addtoany.com/share"></a></div></div>') % (
                share_label, host, slug_path, esc(t))
        else:
            share_h = '<div class="social-share"><h2>%s</h2><ul class="social-share__list">%s</ul></div>' % (share_label, "".join(
                '<li><a href="%s" target="_blank" rel="noopener"><span class="fa-brands fa-%s" aria-hidden="true"></span><span class="visually-hidden">Share on %s</span></a></li>' % (u, ic, nm) for u, ic, nm in [
                    ("https://www.facebook.com/sharer/sharer.php?u=https://%s%s.php" % (host, slug_path), "facebook-f", "Facebook"),
                    ("https://twitter.com/intent/tweet?url=https://%s%s.php" % (host, slug_path), "x-twitter", "X"),
                    ("https://www.linkedin.com/sharing/share-offsite/?url=https://%s%s.php" % (host, slug_path), "linkedin-in", "LinkedIn"),
                    ("mailto:?subject=%s&amp;body=https://%s%s.php" % (esc("%20".join(t.split())), host, slug_path), "envelope", "Email")]))
        related_h = ('<div class="related-stories"><h2>%s</h2><ul class="related-stories__list">%s</ul></div>' % (rel_label, "".join(
            '<li><a href="/news/%d/%s.php">%s</a> <span class="related-stories__date">%s</span>%s</li>' % (
                d.year, slug(x), esc(x), day(d), '<p class="related-stories__summary">%s</p>' % esc(tz) if teasers else "") for x, d, tz in rel)))
        node = ('<div class="news-article"><p class="news-article__category"><a href="/news/category/%s.php">%s</a></p><h1>%s</h1>%s%s%s\n%s\n%s%s%s%s</div>') % (
            slug(section), esc(section), esc(t), '<p class="news-article__subtitle lead">%s</p>' % esc(dek) if dek else "", meta, lead_h, content, contact_h, tags_h, share_h,
            "" if related_side else related_h)

    # the campus chrome
    def menu_html(kind):
        out = []
        for k, ((top, links), intro) in enumerate(zip(UNI_MENU, intros)):
            lis = "".join('<li><a href="/%s/%s/"%s>%s</a></li>' % (slug(top), slug(x), ' class="dropdown-item"' if kind == "bs" else "", esc(x)) for x in links)
            if kind == "olivero":
                out.append(('<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1 primary-nav__menu-item--has-children" data-drupal-selector="primary-nav-menu-item-has-children">'
                           '<a href="/%s" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1 primary-nav__menu-link--has-children" data-drupal-selector="primary-nav-menu-link-has-children">'
                           '<span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-1">%s</span></a>'
                           '<button class="primary-nav__button-toggle" data-drupal-selector="primary-nav-submenu-toggle-button" aria-controls="primary-menu-item-%d" aria-expanded="false" aria-hidden="true" tabindex="-1">'
                           '<span class="visually-hidden">%s sub-navigation</span><span class="icon--menu-toggle"></span></button>'
                           '<span data-drupal-selector="primary-nav-menu-\U0001f955" class="primary-nav__menu-\U0001f955"></span>'
                           '<ul class="menu primary-nav__menu primary-nav__menu--level-2" data-drupal-selector="primary-nav-menu--level-2" id="primary-menu-item-%d">'
                           '<li class="primary-nav__menu-item primary-nav__menu-item--nolink primary-nav__menu-item--level-2 mega-intro"><span class="primary-nav__menu-link primary-nav__menu-link--nolink primary-nav__menu-link--level-2">%s</span></li>%s</ul></li>') % (
                    slug(top), esc(top), k + 1, esc(top), k + 1, esc(intro), "".join(
                        '<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-2"><a href="/%s/%s" class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-2">'
                        '<span class="primary-nav__menu-link-inner primary-nav__menu-link-inner--level-2">%s</span></a></li>' % (slug(top), slug(x), esc(x)) for x in links)))
            elif kind == "bs":
                out.append('<li class="nav-item menu-item--expanded dropdown"><a href="/%s" class="nav-link dropdown-toggle" data-bs-toggle="dropdown" aria-expanded="false" aria-haspopup="true">%s</a>'
                           '<div class="dropdown-menu mega-menu"><div class="mega-menu__intro"><p>%s</p><a class="btn btn-outline-primary" href="/%s">Explore %s</a></div><ul class="mega-menu__links">%s</ul></div></li>' % (
                               slug(top), esc(top), esc(intro), slug(top), esc(top), lis))
            else:
                out.append('<li class="main-nav__item has-mega"><button class="main-nav__toggle" aria-expanded="false" aria-controls="mega-%s">%s</button><div class="mega-menu" id="mega-%s" hidden>'
                           '<div class="mega-menu__inner"><div class="mega-menu__feature"><p>%s</p><a class="btn btn--outline" href="/%s/">Explore %s</a></div><ul class="mega-menu__links">%s</ul></div></div></li>' % (
                               slug(top), esc(top), slug(top), esc(intro), slug(top), esc(top), lis))
        return "".join(out)
    audience = "".join('<li%s><a href="/%s/"%s>%s</a></li>' % (' class="nav-item"' if drupal else "", slug(x), ' class="nav-link"' if drupal else "", esc(x)) for x in UNI_AUDIENCES[:rs.randint(3, 6)])
    ctas = ('<a class="btn btn-cta btn-cta--apply" href="/admissions/apply">Apply</a><a class="btn btn-cta btn-cta--visit" href="/admissions/visit">Visit</a>'
            '<a class="btn btn-cta btn-cta--give" href="https://give.%s/">Give</a>') % host[4:]
    address = "%s<br>%s<br>%s, %s %s<br>%s" % (esc(uni), esc(street), esc(city), UNI_POSTAL[si], zipc, phone)
    year = min(2024, pub.year + r.randint(0, 1))
    crumbs = [("/", "Home"), ("/news", "News"), ("/news/%d" % pub.year, str(pub.year))]
    if fam == "olivero":
        blockc = lambda bid, head, inner: ('<div id="block-%s" class="block block-block-content block-block-content%s">%s<div class="block__content">'
                                           '<div class="text-content clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">%s</div></div></div>') % (
            bid, uuid(random.Random(BLOG[0] + bid)), '<h2 class="block__title">%s</h2>' % head if head else "", inner)
        top = ('<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page">'
               '<header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable" data-drupal-selector="site-header-fixable">'
               '<div class="site-header__initial"><button class="sticky-header-toggle" data-drupal-selector="sticky-header-toggle" role="switch" aria-controls="site-header__inner" aria-label="Sticky header" aria-checked="false">'
               '<span class="sticky-header-toggle__icon"><span></span><span></span><span></span></span></button></div>'
               '<div id="site-header__inner" class="site-header__inner" data-drupal-selector="site-header-inner"><div class="container site-header__inner__container">'
               '<div id="block-%s-site-branding" class="site-branding block block-system block-system-branding-block"><div class="site-branding__inner">'
               '<a href="/" rel="home" class="site-branding__logo"><img src="%s/logo.svg" alt="Home" fetchpriority="high" /></a><div class="site-branding__text"><div class="site-branding__name">'
               '<a href="/" title="Home" rel="home">%s</a></div></div></div></div><div class="header-nav-overlay" data-drupal-selector="header-nav-overlay"></div>'
               '<div class="mobile-buttons" data-drupal-selector="mobile-buttons"><button class="mobile-nav-button" data-drupal-selector="mobile-nav-button" aria-label="Main Menu" aria-controls="header-nav" aria-expanded="false">'
               '<span class="mobile-nav-button__label">Menu</span><span class="mobile-nav-button__icon"></span></button></div>'
               '<div id="header-nav" class="header-nav" data-drupal-selector="header-nav"><nav role="navigation" aria-labelledby="block-%s-audience-menu" id="block-%s-audience" class="block block-menu navigation menu--audience">'
               '<h2 class="visually-hidden block__title" id="block-%s-audience-menu">Information for</h2><ul class="menu secondary-nav__menu">%s</ul></nav>'
               '<nav role="navigation" aria-labelledby="block-%s-main-menu-menu" id="block-%s-main-menu" class="primary-nav block block-menu navigation menu--main">'
               '<h2 class="visually-hidden block__title" id="block-%s-main-menu-menu">Main navigation</h2><ul class="menu primary-nav__menu primary-nav__menu--level-1" data-drupal-selector="primary-nav-menu--level-1">%s</ul></nav>'
               '<div id="block-%s-ctas" class="block block-block-content header-ctas">%s</div></div></div></div></div></header>') % (
            place.lower(), theme_dir, esc(news), place.lower(), place.lower(), place.lower(), audience, place.lower(), place.lower(), place.lower(), menu_html("olivero"), place.lower(), ctas)
        alert_h = ('<div class="region region--highlighted grid-full layout--pass--content-medium">%s<div data-drupal-messages-fallback class="hidden messages-list"></div></div>' % (
            blockc("campusalert", None, "<p><strong>%s:</strong> %s</p>" % (alert[0], esc(alert[1]))) if alert else ""))
        side = ('<aside class="region region--sidebar"><div class="views-element-container block block-views block-views-blockrecent-news-block-2" id="block-views-block-recent-news-block-2"><h2 class="block__title">Recent News</h2>'
                '<div class="block__content"><div class="item-list"><ul>%s</ul></div></div></div>%s</aside>' % (
                    "".join('<li><div class="views-field views-field-title"><span class="field-content"><a href="/news/%d/%s" hreflang="en">%s</a></span></div></li>' % (pub.year, slug(x), esc(x)) for x in recent),
                    blockc("newsletter", "Newsletter", "<p>%s</p><p><a class=\"button\" href=\"/newsletter\">Subscribe</a></p>" % esc(pitch)))) if sidebar else ""
        mainpart = ('<div class="main-content__container container">%s<div class="region region--breadcrumb grid-full layout--pass--content-medium"><div id="block-%s-breadcrumbs" class="block block-system block-system-breadcrumb-block">'
                    '<div class="block__content"><nav class="breadcrumb" role="navigation" aria-labelledby="system-breadcrumb"><h2 id="system-breadcrumb" class="visually-hidden">Breadcrumb</h2>'
                    '<div class="breadcrumb__content"><ol class="breadcrumb__list">%s</ol></div></nav></div></div></div>%s<main role="main"%s>'
                    '<div class="region region--content-above grid-full layout--pass--content-medium"><div id="block-%s-page-title" class="block block-core block-page-title-block">'
                    '<h1 class="title page-title"><span class="field field--name-title field--type-string field--label-hidden">%s</span></h1></div></div>'
                    '<div class="region region--content grid-full layout--pass--content-medium" id="content" tabindex="-1"><div id="block-%s-content" class="block block-system block-system-main-block">'
                    '<div class="block__content">%s</div></div></div></main>%s%s<div class="region region--content-below grid-full layout--pass--content-medium">%s%s</div></div>') % (
            alert_h, place.lower(), "".join('<li class="breadcrumb__item"><a href="%s" class="breadcrumb__link">%s</a></li>' % c for c in crumbs), '<div class="sidebar-grid grid-full">' if sidebar else "",
            ' class="site-main"' if sidebar else "", place.lower(), esc(t), place.lower(), node, side, "</div>" if sidebar else "", related_h,
            "" if sidebar else blockc("newsletter", "Newsletter", "<p>%s</p>" % esc(pitch)))
        foot = ('<footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top grid-full layout--pass--content-medium"><div class="region--footer_top__inner">%s%s'
                '<nav role="navigation" aria-labelledby="block-%s-footer-menu" id="block-%s-footer" class="block block-menu navigation menu--footer"><h2 class="block__title" id="block-%s-footer-menu">Resources</h2>'
                '<ul class="menu">%s</ul></nav></div></div><div class="region region--footer-bottom grid-full layout--pass--content-medium">%s</div></div></footer>') % (
            blockc("contactinfo", esc(uni), "<p>%s</p>" % address), blockc("landacknowledgement", "Land Acknowledgement", "<p>%s</p>" % esc(land)),
            place.lower(), place.lower(), place.lower(), "".join('<li class="menu__item"><a href="/%s" class="menu__link">%s</a></li>' % (slug(x), esc(x)) for x in UNI_RESOURCES),
            blockc("copyright", None, '<p>&copy; %d %s</p><ul class="footer-legal">%s</ul>' % (year, esc(uni), "".join('<li><a href="/%s">%s</a></li>' % (slug(x), esc(x)) for x in UNI_LEGAL))))
        page = ('%s<div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content"><a id="main-content" tabindex="-1"></a>%s</div>'
                '<div class="social-bar"><div class="social-bar__inner fixable"><div class="rotate"><div id="block-%s-syndicate" class="block block-node block-node-syndicate-block"><div class="block__content">'
                '<a href="/rss.xml" class="feed-icon">RSS feed</a></div></div></div></div></div></div></div>%s</div></div></div>') % (top, mainpart, place.lower(), foot)
    elif fam == "paragraphs":
        blockc = lambda bid, head, inner: ('<div id="block-%s" class="block block-block-content block-block-content%s">%s<div class="content">'
                                           '<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">%s</div></div></div>') % (
            bid, uuid(random.Random(BLOG[0] + bid)), "<h2>%s</h2>" % head if head else "", inner)
        top = ('<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper"><div id="page"><header id="header" class="header" role="banner" aria-label="Site header">%s'
               '<div class="utility-bar"><div class="container d-flex"><nav role="navigation" aria-labelledby="block-audiencemenu-menu" id="block-audiencemenu" class="block block-menu navigation menu--audience">'
               '<h2 class="visually-hidden" id="block-audiencemenu-menu">Audience menu</h2><ul class="clearfix nav">%s</ul></nav><div class="header-cta ms-auto">%s</div></div></div>'
               '<nav class="navbar navbar-expand-lg" id="navbar-main"><div class="container"><a href="/" title="Home" rel="home" class="navbar-brand"><img src="%s/logo.svg" alt="Home" class="img-fluid d-inline-block align-top" /> %s</a>'
               '<button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#CollapsingNavbar" aria-controls="CollapsingNavbar" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>'
               '<div class="collapse navbar-collapse justify-content-end" id="CollapsingNavbar"><nav role="navigation" aria-labelledby="block-mainnavigation-menu" id="block-mainnavigation" class="block block-menu navigation menu--main">'
               '<h2 class="visually-hidden" id="block-mainnavigation-menu">Main navigation</h2><ul class="clearfix nav navbar-nav">%s</ul></nav>'
               '<div class="search-block-form block block-search" data-drupal-selector="search-block-form" id="block-searchform" role="search"><form action="/search/node" method="get" id="search-block-form" accept-charset="UTF-8">'
               '<input title="Enter the terms you wish to search for." data-drupal-selector="edit-keys" type="search" id="edit-keys" name="keys" value="" size="15" maxlength="128" class="form-search form-control" placeholder="Search" />'
               '<button data-drupal-selector="edit-submit" type="submit" id="edit-submit" value="Search" class="button js-form-submit form-submit btn">Search</button></form></div></div></div></nav></header>') % (
            '<div class="region region-alert">%s</div>' % blockc("campusalert", None, '<p><strong>%s:</strong> %s <a href="/alerts">More information</a></p>' % (alert[0], esc(alert[1]))) if alert else "",
            audience, ctas, theme_dir, esc(uni), menu_html("bs"))
        side = ('<div class="sidebar_second sidebar col-md-4 order-last" id="sidebar_second"><aside class="section" role="complementary">'
                '<div class="views-element-container block block-views block-views-blocknews-recent-block-1" id="block-views-block-news-recent-block-1"><h2>Recent News</h2><div class="content"><div>'
                '<div class="view view-news-recent view-id-news_recent view-display-id-block_1"><div class="view-content">%s</div></div></div></div></div>%s%s</aside></div>') % (
            "".join('<div class="views-row"><div class="views-field views-field-title"><span class="field-content"><a href="/news/%d/%s" hreflang="en">%s</a></span></div></div>' % (pub.year, slug(x), esc(x)) for x in recent),
            blockc("forthemedia", "For the Media", "<p>Journalists seeking experts or information should contact %s at %s or <a href=\"mailto:news@%s\">news@%s</a>.</p>" % (esc(office), phone, host[4:], host[4:])),
            blockc("newslettersignup", "Stay Connected", '<p>%s</p><p><a class="btn btn-primary" href="/newsletter">Subscribe</a></p>' % esc(pitch)))
        mainpart = ('<div id="main-wrapper" class="layout-main-wrapper clearfix"><div id="main" class="container"><div id="block-%s-breadcrumbs" class="block block-system block-system-breadcrumb-block"><div class="content">'
                    '<nav role="navigation" aria-label="breadcrumb"><ol class="breadcrumb">%s<li class="breadcrumb-item active">%s</li></ol></nav></div></div>'
                    '<div class="row row-offcanvas row-offcanvas-left clearfix"><main class="main-content col" id="content" role="main"><section class="section"><a id="main-content" tabindex="-1"></a>'
                    '<div data-drupal-messages-fallback class="hidden"></div><div id="block-%s-content" class="block block-system block-system-main-block"><div class="content">%s</div></div>%s</section></main>%s</div></div></div>') % (
            place.lower(), "".join('<li class="breadcrumb-item"><a href="%s">%s</a></li>' % c for c in crumbs[:2]), esc(t), place.lower(), node, related_h.replace("block__title", "title").replace("block__content", "content"), side)
        foot = ('<footer class="site-footer"><div class="container"><div class="row"><div class="col-md-4">%s</div><div class="col-md-4"><nav role="navigation" aria-labelledby="block-footer-menu" id="block-footer" class="block block-menu navigation menu--footer">'
                '<h2 id="block-footer-menu">Resources</h2><ul class="clearfix nav flex-column">%s</ul></nav></div><div class="col-md-4">%s</div></div>'
                '<div class="site-footer__bottom"><ul class="nav">%s</ul><p class="copyright">&copy; %d %s. All rights reserved.</p></div></div></footer>') % (
            blockc("footeraddress", None, "<p>%s</p>" % address), "".join('<li class="nav-item"><a href="/%s" class="nav-link">%s</a></li>' % (slug(x), esc(x)) for x in UNI_RESOURCES),
            blockc("landacknowledgement", "Land Acknowledgement", "<p>%s</p>" % esc(land)), "".join('<li class="nav-item"><a href="/%s" class="nav-link">%s</a></li>' % (slug(x), esc(x)) for x in UNI_LEGAL), year, esc(uni))
        page = "%s%s%s</div></div></div>" % (top, mainpart, foot)
    else:
        ou = fam == "oucampus"
        top = ('<a class="skip-link visually-hidden-focusable" href="#main-content">Skip to main content</a>%s<header class="global-header"><div class="global-header__utility"><div class="container">'
               '<nav class="audience-nav" aria-label="Information for"><ul>%s</ul></nav><ul class="utility-links"><li><a href="/directory/">Directory</a></li><li><a href="/calendar/">Calendar</a></li>'
               '<li><a href="https://my.%s/">my%s</a></li></ul></div></div><div class="global-header__main"><div class="container"><a class="global-header__logo" href="/"><img src="/_resources/images/logo.svg" alt="%s" width="240" height="60" /></a>'
               '<nav class="main-nav" id="main-nav" aria-label="Main"><ul class="main-nav__list">%s</ul></nav><div class="header-ctas">%s</div>'
               '<button class="search-toggle" aria-expanded="false" aria-controls="site-search"><span class="visually-hidden">Search</span><span class="icon-search" aria-hidden="true"></span></button></div></div></header>') % (
            '<div class="alert-banner" id="alert-banner" role="region" aria-label="Campus alert"><div class="container"><p><strong>%s:</strong> %s <a href="/alerts/">Learn more</a></p></div></div>' % (alert[0], esc(alert[1])) if alert else "",
            audience, host[4:], place, esc(uni), menu_html("static"), ctas)
        aside = ('<aside class="col-lg-4 news-sidebar">%s%s<div class="news-subscribe"><h2>Subscribe</h2><p>%s</p><a class="btn btn-primary" href="/news/subscribe/">Sign up</a></div>'
                 '<div class="news-media"><h2>For the Media</h2><p>%s<br /><a href="mailto:news@%s">news@%s</a><br />%s</p></div></aside>') % (
            related_h if related_side else "", '<div class="latest-news"><h2>Latest News</h2><ul>%s</ul></div>' % "".join(
                '<li><a href="/news/%d/%s.php">%s</a></li>' % (pub.year, slug(x), esc(x)) for x in recent) if recent else "", esc(pitch), esc(office), host[4:], host[4:], phone)
        mainpart = ('<div id="main-content" class="main-content" role="main"%s><div class="news-header"><div class="container"><nav aria-label="Breadcrumb" class="breadcrumb"><ol>%s</ol></nav></div></div>'
                    '<div class="container"><div class="row"><div class="col-lg-8">%s%s%s</div>%s</div></div></div>') % (
            ' tabindex="-1"' if ou else "", "".join('<li><a href="%s/">%s</a></li>' % c for c in [("", "Home")] + crumbs[1:]), "<!-- com.omniupdate.div label=\"maincontent\" -->" if ou else "",
            node, "<!-- /com.omniupdate.div -->" if ou else "", aside)
        foot = ('<footer class="global-footer" role="contentinfo"><div class="container"><div class="row"><div class="col-md-4"><a class="footer-logo" href="/"><img src="/_resources/images/logo-white.svg" alt="%s" /></a>'
                '<address>%s</address><ul class="social-links">%s</ul></div><div class="col-md-4"><h2>Resources</h2><ul>%s</ul></div><div class="col-md-4"><h2>Land Acknowledgement</h2><p>%s</p></div></div>'
                '<div class="footer-bottom"><ul class="footer-bottom__links">%s</ul><p class="copyright">%s %d %s. All rights reserved.</p></div></div></footer>%s') % (
            esc(uni), address, "".join('<li><a href="https://www.%s.com/%s"><span class="fa-brands fa-%s" aria-hidden="true"></span><span class="visually-hidden">%s</span></a></li>' % (
                s.lower(), place.lower(), s.lower(), s) for s in ["Facebook", "Instagram", "LinkedIn", "YouTube"]),
            "".join('<li><a href="/%s/">%s</a></li>' % (slug(x), esc(x)) for x in UNI_RESOURCES), esc(land), "".join('<li><a href="/%s/">%s</a></li>' % (slug(x), esc(x)) for x in UNI_LEGAL),
            '<span id="directedit"><a id="de" href="https://a.cms.omniupdate.com/11/?skin=oucampus&amp;account=%s&amp;site=www&amp;action=de&amp;path=%s.pcf">&copy;</a></span>' % (place.lower(), slug_path) if ou else "&copy;",
            year, esc(uni), "<!-- com.omniupdate.ob --><!-- /com.omniupdate.ob -->" if ou else "")
        page = top + mainpart + foot + ('<script src="https://static.addtoany.com/menu/page.js" async></script>' if fam == "cascade" else "")
    if drupal:
        settings = ('{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/%d","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"en"},"pluralDelimiter":"\\u0003",'
                    '"suppressDeprecationErrors":true,"ajaxPageState":{"libraries":"%s","theme":"%s","theme_token":null},"ajaxTrustedUrl":{"\\/search\\/node":true},'
                    '"user":{"uid":0,"permissionsHash":"%s"}}') % (nid, itok() + itok() + itok(), place.lower() if fam == "paragraphs" else place.lower() + "_olivero", hexs(64))
        ld = ('<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"NewsArticle","headline":"%s","name":"%s","description":"%s","datePublished":"%s",'
              '"author":{"@type":"Organization","name":"%s"},"publisher":{"@type":"CollegeOrUniversity","name":"%s","url":"https://%s/"}}]}</script>') % (
            esc(t), esc(t), esc(DESC[0] if DESC else dek or ""), date_iso, esc(office), esc(uni), host)
        page = ld + page + '<script type="application/json" data-drupal-selector="drupal-settings-json">%s</script>' % settings
    else:
        page = ('<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-%s" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>' % "".join(
            rs.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(7))) + page
    return page


SV_MONTHS = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"]
SV_MON = ["jan", "feb", "mar", "apr", "maj", "jun", "jul", "aug", "sep", "okt", "nov", "dec"]
NO_MONTHS = ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "desember"]
SV_FIRST = [("Anna", 1), ("Erik", 0), ("Maria", 1), ("Johan", 0), ("Sara", 1), ("Karl", 0), ("Emma", 1), ("Lars", 0), ("Linnéa", 1), ("Mikael", 0),
            ("Elin", 1), ("Fredrik", 0), ("Johanna", 1), ("Oskar", 0), ("Ebba", 1), ("Henrik", 0), ("Kristina", 1), ("Gustav", 0), ("Malin", 1), ("Björn", 0)]
SV_LAST = ["Lindqvist", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Svensson", "Gustafsson", "Pettersson",
           "Jonsson", "Bergström", "Lundgren", "Sjöberg", "Holmberg", "Engström", "Wallin", "Åberg", "Hedlund", "Sandberg", "Nyström", "Ekström",
           "Forsberg", "Björk", "Lindgren", "Axelsson", "Söderberg"]
NO_FIRST = [("Ingrid", 1), ("Ole", 0), ("Kari", 1), ("Lars", 0), ("Marte", 1), ("Håkon", 0), ("Silje", 1), ("Eirik", 0), ("Ragnhild", 1), ("Sindre", 0),
            ("Ida", 1), ("Jørgen", 0), ("Tone", 1), ("Magnus", 0), ("Sigrid", 1), ("Øystein", 0), ("Maren", 1), ("Torbjørn", 0), ("Hanne", 1), ("Vegard", 0)]
NO_LAST = ["Hansen", "Johansen", "Olsen", "Larsen", "Andersen", "Pedersen", "Nilsen", "Kristiansen", "Jensen", "Karlsen", "Haugen", "Berg",
           "Solberg", "Bakken", "Dahl", "Lie", "Strand", "Halvorsen", "Moen", "Eide", "Sæther", "Løken", "Aas", "Nygård", "Østby", "Hagen", "Myhre"]
# who a quote is from, after the name ("..., säger NAME, ROLE.")
SV_ROLES = ["presstalesperson vid polisen", "kommunstyrelsens ordförande", "förbundsordförande", "forskare", "chefsekonom", "vd", "åklagare",
            "räddningsledare", "biträdande rektor", "regionråd", "vakthavande befäl", "verksamhetschef"]
NO_ROLES = ["pressevakt i politiet", "ordfører", "forsker", "sjeføkonom", "daglig leder", "politiadvokat", "leder", "innsatsleder",
            "operasjonsleder", "rektor", "fylkesordfører", "kommuneoverlege"]
# the outlets: the name, the host, the language
NORDIC_SITES = {"aftonbladet": ("Aftonbladet", "www.aftonbladet.se"), "expressen": ("Expressen", "www.expressen.se"), "dn": ("DN", "www.dn.se"),
                "svt": ("SVT Nyheter", "www.svt.se"), "nrk": ("NRK", "www.nrk.no"), "vg": ("VG", "www.vg.no"), "aftenposten": ("Aftenposten", "www.aftenposten.no")}
NORDIC_SECTIONS = {"aftonbladet": [("Nyheter", "nyheter"), ("Nyheter", "nyheter"), ("Nyheter", "nyheter"), ("Sportbladet", "sportbladet"),
                                   ("Nöjesbladet", "nojesbladet"), ("Ekonomi", "nyheter/ekonomi"), ("Samhälle", "nyheter/samhalle")],
                   "expressen": [("Nyheter", "nyheter"), ("Nyheter", "nyheter"), ("Sport", "sport"), ("Nöje", "noje"), ("Dina pengar", "dinapengar"),
                                 ("GT", "gt"), ("Kvällsposten", "kvallsposten")],
                   "dn": [("Sverige", "sverige"), ("Sverige", "sverige"), ("Världen", "varlden"), ("Ekonomi", "ekonomi"), ("Kultur", "kultur"),
                          ("Sthlm", "sthlm"), ("Sport", "sport")],
                   "svt": [("Inrikes", "nyheter/inrikes"), ("Inrikes", "nyheter/inrikes"), ("Utrikes", "nyheter/utrikes"), ("Ekonomi", "nyheter/ekonomi"),
                           ("Vetenskap", "nyheter/vetenskap"), ("Stockholm", "nyheter/lokalt/stockholm"), ("Skåne", "nyheter/lokalt/skane"),
                           ("Väst", "nyheter/lokalt/vast")],
                   "nrk": [("Norge", "norge"), ("Norge", "norge"), ("Urix", "urix"), ("Sport", "sport"), ("Kultur", "kultur"), ("NRK Vestland", "vestland"),
                           ("NRK Trøndelag", "trondelag"), ("NRK Nordland", "nordland")],
                   "vg": [("Nyheter", "nyheter"), ("Innenriks", "nyheter/innenriks"), ("Utenriks", "nyheter/utenriks"), ("Sport", "sport"),
                          ("Rampelys", "rampelys"), ("Forbruker", "forbruker")],
                   "aftenposten": [("Norge", "norge"), ("Norge", "norge"), ("Verden", "verden"), ("Oslo", "oslo"), ("Kultur", "kultur"),
                                   ("Sport", "sport"), ("Økonomi", "okonomi")]}
# the paywall's box: its title, its offer, its button and its "already a subscriber?"
NORDIC_WALLS = {"aftonbladet": ["Läs hela artikeln med Aftonbladet Plus", "Få tillgång till alla Plus-artiklar. Första månaden 0 kr, ingen bindningstid.",
                                "Bli Plus-kund", "Är du redan Plus-kund?", "Logga in"],
                "expressen": ["Läs vidare med Expressen Premium", "Ta del av allt innehåll på Expressen. Prova första månaden för 0 kr.", "Prova Premium",
                              "Redan kund?", "Logga in"],
                "dn": ["Detta är en låst artikel", "Läs vidare – prova DN i en månad för 1 kr. Avsluta när du vill.", "Bli prenumerant",
                       "Redan prenumerant?", "Logga in"],
                "vg": ["Denne artikkelen er for abonnenter", "Få tilgang til alle VG+-artikler. Første måned for 1 kr.", "Kjøp VG+", "Allerede abonnent?",
                       "Logg inn"],
                "aftenposten": ["Les hele saken med abonnement", "Prøv Aftenposten Digital i én måned for 1 kr. Ingen bindingstid.", "Se tilbud",
                                "Allerede abonnent?", "Logg inn"]}


def nordic(r, t, body, cat, cs):
    """A Scandinavian news site's article page of 2020-2024, each site in
    one language: a Swedish one in Swedish (Aftonbladet, Expressen, Dagens
    Nyheter or SVT Nyheter), a Norwegian one in Norwegian (NRK, VG or
    Aftenposten), one outlet a site; the lead (ingress) under the
    headline, short paragraphs, the quotes opening on a dash and closed by
    the verb of saying ("– ..., säger NAME." or "– ..., sier hun til
    NRK."), short crossheads, a fact box among them on some pages.
    Schibsted's pages (Aftonbladet, VG, Aftenposten): the React design of
    2022-2024, every component a "hyperion-css-" class of no meaning, one
    class every paragraph, data-test-tag attributes (headline, lead-text,
    byline, byline:authors, internal-link, widget:title, list), the
    kicker, the headline, the lead picture with its caption and "Foto:
    NAME/TT" ("Foto: NAME / VG"), the lead-text, the byline (the reporters'
    pictures, names and emails), "Publicerad 14 mars 2023 kl. 10.32" and
    "Uppdaterad" ("Publisert 14. mars 2023 kl. 10.32", "Oppdatert"),
    "Dela artikeln" ("Del artikkelen"), VG's collapsed "Kortversjonen" (a
    summary's list, "Vis mer") on some pages, the paragraphs as the
    article's own children, h2 crossheads, "LÄS MER: TITLE" ("LES OGSÅ:")
    lines in the paragraphs' class or a "Läs mer" ("Les også") teaser card
    of a picture and a headline, adPlacement slots with their data-variants,
    pictures, a fact box ("FAKTA", its title, a list or paragraphs,
    "Visa mer"), on the Plus ("VG+", Aftenposten's subscribers') pages the
    story cut after one to three paragraphs and the paywall's box
    ("Läs hela artikeln med Aftonbladet Plus", "Är du redan Plus-kund?
    Logga in"), then "Mer om" and its tags and "Mest läst" ("Mest lest");
    or Aftonbladet's design of 2019-2021 (short hashed classes such as
    "_3p4DP" beside "c-Cz1", data-test-id attributes, "Publicerad:",
    the tags' h3s in div[data-test-id=article-tags]) or VG's of
    2019-2021 (article > header's h1.main-title and p.article-preamble,
    "Publisert: 14.03.21 10:32", section.article-body of plain <p>s, "LES
    OGSÅ:" lines, div.factbox, "Annonse" over the ad slots, the VG+
    paywall's #paywall-login-link).  Expressen's (div.article__header,
    the category, the "Premium" label, h1, div.article__preamble >
    div.rich-text__preamble, figure.rich-image with
    div.rich-image__description and div.rich-image__credit, the
    byline__contact's name and email, "Publicerad 14 mar 2023 kl 10.32",
    the share buttons, the text in several div.article__body-text boxes
    split by pictures, "Annons" slots and aside.factbox, "LÄS MER:" or
    "LÄS OCKSÅ:" lines in plain <p>s among the paragraphs, the premium
    pages' paywall__login-dialog, the tags, "Senaste nytt", "Mest läst").
    DN's (Bonnier News: div.article__vignette, h1.article__title,
    div.article__lead, the caption's credit, the author's picture and
    name, "Publicerad 2023-03-14 10.32" in time.time--published,
    div.article__body[data-testid=article-body] of <p>s and
    h2.article__subheading, "Läs också" teasers or "Läs mer:" lines,
    "Annons" slots, the fact box headed "Fakta." and its title, on the
    locked pages (most of them) the paywall's "Detta är en låst artikel",
    "Redan prenumerant? Logga in", the tags, "Mest läst").  SVT Nyheter's
    public service page, no ads nor paywall: its nyh_ design of 2020-2021
    (div.nyh_body__main, h1.nyh_article__heading, div.nyh_article__lead,
    the authors and their roles, time.nyh_article__date-timestamp
    "Publicerad 14 mars 2021 10.32", figure.lp_track_artikelbild with
    pic__img and "Foto: NAME/TT", the video player and its title on
    some pages, div.nyh_article-body.lp_body of <p>s and h2s, a "Läs
    också" box, the nyh_fact box "Fakta") or its CSS modules' design of
    2022-2024 (article.TextArticle__root___XXXXX,
    TextArticle__heading, Lead__root, ArticleTopTimestamp__root,
    TextArticle__main > Stack__root > InlineText__root boxes of <p>s and
    h2s split by ImageWithCaption figures, FactBox and ArticleLink boxes),
    then "Mest läst".  NRK's (the article-feature's picture or video,
    "Foto: NAME / NRK", h1.title.title-large.article-title,
    div.article-lead.lp_lead, the authors' author__name, author__role and
    "Send e-post", "Publisert 14. mars 2023 kl. 10:32", "Del artikkelen",
    div.article-body.lp_articlebody (data-main-content) of <p>s and h2s,
    the "<!-- include: -->" comments and "Les også" plugs (aside.reference
    .lp_plug), aside.fact.expandable ("Vis mer"), figures; "Siste nytt"
    after it).  No comments.  The feed's description is the lead on all
    seven.  The truth: the lead (TEASER), VG's "Kortversjonen" items where
    the page has them, the paragraphs the page holds (the paywalls cut
    them), the quotes as written, the crossheads, the fact box's title and
    its items or paragraphs (as the Vietnamese theme's fact box); not the
    kickers, headlines, the "Plus", "Premium", "VG+" labels, bylines,
    emails, timestamps, captions and credits, videos' titles, the "FAKTA"
    label and "Visa mer", the "LÄS MER:", "LÄS OCKSÅ:", "LES OGSÅ:" and
    "Läs mer:" lines and the "Läs också" and "Les også" teasers (their
    headlines counted as leaks), ads and their labels, share buttons,
    paywalls, tags, "Mer om", "Senaste nytt", "Siste nytt" nor "Mest
    läst"."""
    rs = random.Random(BLOG[0] + " nordic")
    sv = LANG[0] == "sv"
    if sv:
        site = ["aftonbladet", "expressen", "dn", "svt"][DATE_STYLE]
    else:
        site = ["nrk", "aftenposten", "vg", rs.choice(["nrk", "vg", "aftenposten"])][DATE_STYLE]
    x = random.Random(BLOG[0] + " nordic design").random()   # the older design on some sites
    design = {"aftonbladet": "old" if x < 0.4 else "hyperion", "vg": "old" if x < 0.45 else "hyperion", "aftenposten": "hyperion",
              "svt": "nyh" if x < 0.5 else "modules", "nrk": "nrk", "expressen": "expressen", "dn": "dn"}[site]
    paper, host = NORDIC_SITES[site]
    OWN_HOST[0] = host
    late = design in ("hyperion", "modules")
    years = [2022, 2023, 2024] if late else [2019, 2020, 2021] if design in ("old", "nyh") else [2020, 2021, 2022, 2023, 2024]
    pub = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(5, 23), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(8, 600)) if r.random() < 0.45 else None
    summer = lambda d: 4 <= d.month <= 10
    iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + ("+02:00" if summer(d) else "+01:00")
    months = SV_MONTHS if sv else NO_MONTHS
    kl = lambda d, sep: "%02d%s%02d" % (d.hour, sep, d.minute)
    # the date lines: Schibsted's, Expressen's, DN's, SVT's, NRK's, VG's older
    when = {"hyperion": lambda d: ("%d %s %d kl. %s" if sv else "%d. %s %d kl. %s") % (d.day, months[d.month - 1], d.year, kl(d, ".")),
            "old": lambda d: ("%d %s %d kl. %s" % (d.day, months[d.month - 1], d.year, kl(d, "."))) if sv else d.strftime("%d.%m.%y ") + kl(d, ":"),
            "expressen": lambda d: "%d %s %d kl %s" % (d.day, SV_MON[d.month - 1], d.year, kl(d, ".")),
            "dn": lambda d: d.strftime("%Y-%m-%d ") + kl(d, "."),
            "nyh": lambda d: "%d %s %d %s" % (d.day, months[d.month - 1], d.year, kl(d, ".")),
            "nrk": lambda d: "%d. %s %d kl. %s" % (d.day, months[d.month - 1], d.year, kl(d, ":"))}
    when["modules"] = when["nyh"]
    date = when[design]
    sec, spath = r.choice(NORDIC_SECTIONS[site])
    tr = str.maketrans("åäöæøéüÅÄÖÆØÉ\u201d\u00ab\u00bb", "aaoaoeuAAOAOE   ")
    slug = lambda x: "-".join("".join(c if c.isalnum() and c.isascii() else " " for c in x.lower().replace("æ", "ae").translate(tr)).split())[:80].strip("-")
    lex = LEXICON_SV if sv else LEXICON_NO
    lw = lambda: lex[int(1500 * r.random() ** 2)]
    cap = lambda w: w[:1].upper() + w[1:]
    join = sv_join if sv else no_join
    first, last = (SV_FIRST, SV_LAST) if sv else (NO_FIRST, NO_LAST)
    al = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    b62 = lambda n: "".join(r.choice(al) for _ in range(n))
    hexs = lambda n: "".join(r.choice("0123456789abcdef") for _ in range(n))
    uuid = lambda: "%s-%s-%s-%s-%s" % (hexs(8), hexs(4), hexs(4), hexs(4), hexs(12))
    past = lambda: pub - datetime.timedelta(days=r.randint(0, 40), minutes=r.randint(20, 1400))
    json_safe = lambda o: json.dumps(o, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")

    def person():
        f, fem = r.choice(first)
        return "%s %s" % (f, r.choice(last)), fem

    def email(name):
        return "%s@%s" % (".".join(slug(name).split("-")), host[4:])

    def url(h):
        s = r.choice(NORDIC_SECTIONS[site])[1]
        if site == "aftonbladet":
            return "https://www.aftonbladet.se/%s/a/%s/%s" % (s, b62(6), slug(h))
        if site == "expressen":
            return "https://www.expressen.se/%s/%s/" % (s, slug(h))
        if site == "dn":
            return "https://www.dn.se/%s/%s/" % (s, slug(h))
        if site == "svt":
            return "https://www.svt.se/%s/%s" % (s, slug(h))
        if site == "nrk":
            return "https://www.nrk.no/%s/%s-1.%d" % (s, slug(h), r.randint(15000000, 16900000))
        return "https://%s/%s/i/%s/%s" % (host, s, b62(6), slug(h))

    def img(w, pid=None):
        if site in ("aftonbladet", "vg", "aftenposten"):
            return "https://%s/v2/images/%s?fit=crop&format=auto&h=%d&q=50&w=%d&s=%s" % (
                {"aftonbladet": "images.aftonbladet-cdn.se", "vg": "akamai.vgc.no", "aftenposten": "premium.vgc.no"}[site], pid or uuid(), w * 2 // 3, w, hexs(40))
        if site == "expressen":
            return "https://static.cdn-expressen.se/images/%s/%s/%s/16x9/%d@60.jpg" % (hexs(2), hexs(2), hexs(32), w)
        if site == "dn":
            d = past()
            return ("https://cached-images.bonnier.news/cms30/UploadedImages/%d/%d/%d/%s/bigOriginal.jpg?interpolation=lanczos-none&fit=around%%7C%d:%d"
                    "&crop=%d:h;center,top&output-quality=80&output-format=auto") % (d.year, d.month, d.day, uuid(), w, w * 9 // 16, w)
        if site == "svt":
            return "https://www.svtstatic.se/image/wide/%d/%d/%d?format=auto" % (w, r.randint(28000000, 41000000), r.randint(1590000000, 1730000000))
        return "https://gfx.nrk.no/%s" % b62(22)

    def credit():
        x = r.random()
        if sv:
            who = person()[0]
            return ("%s/TT" % who if x < 0.45 else who if x < 0.7 else r.choice(["Polisen", "Privat", "TT", "AP", "Reuters", "AFP", "Skärmdump"]) if x < 0.85
                    else "%s/%s" % (who, {"svt": "SVT", "dn": "DN", "expressen": "Expressen"}.get(site, "Aftonbladet")))
        who = person()[0]
        return ("%s / NTB" % who if x < 0.4 else "%s / %s" % (who, paper) if x < 0.75 else r.choice(["Politiet", "Privat", "NTB", "Reuters / NTB", "AP / NTB", "Skjermdump"]))

    def crosshead():
        return cap(" ".join([lex[int(2000 * r.random() ** 2)]] + [word(r) for _ in range(r.choice([0, 1, 1, 2, 3]))]))
    caption = lambda: join(r, [word(r) for _ in range(r.randint(5, 16))], False) + "."
    # the story: quotes opening on a dash, the verb of saying closing them
    named = []

    def said(p, k):
        if k == 0 or r.random() > 0.3 or p[-1] not in ".?!" or p[0] in "\u201d\u00ab\u2013":
            return p
        x = r.random()
        if named and x < 0.35:
            who = ("hon" if named[-1] else "han") if sv else ("hun" if named[-1] else "han")
        else:
            nm, fem = person()
            named.append(fem)
            who = nm + (", " + r.choice(SV_ROLES if sv else NO_ROLES) if x > 0.7 else "")
        to = ("" if r.random() < 0.7 or "," in who else (" till " if sv else " til ") + ("TT" if sv and r.random() < 0.2 else paper))
        return "\u2013 %s %s %s%s." % (p[:-1] + "," if p[-1] == "." else p, "säger" if sv else "sier", who, to)
    # short paragraphs of one to three sentences, as the news desks write
    # them (the morning papers' longer)
    short = []
    for p in body:
        ss, a = [], 0
        for i in range(1, len(p) - 1):
            if p[i] == " " and p[i - 1] in ".?!" and (p[i + 1].isupper() or p[i + 1] in "\u2013\u201d\u00ab"):
                ss.append(p[a:i])
                a = i + 1
        ss.append(p[a:])
        while ss:
            k = r.choice([1, 2, 2, 3]) if site not in ("dn", "aftenposten") else r.choice([2, 3, 4, 5])
            short.append(" ".join(ss[:k]))
            ss = ss[k:]
    paras = [said(p, k) for k, p in enumerate(short)]
    lead = sentence(r, 10, 26) + (" " + sentence(r, 6, 16) if r.random() < 0.3 else "")
    TEASER.append(lead)
    n = len(paras)
    paid = site in NORDIC_WALLS and r.random() < {"aftonbladet": rs.choice([0.15, 0.25, 0.35]), "expressen": rs.choice([0.2, 0.3, 0.4]),
                                                  "dn": rs.choice([0.45, 0.6, 0.7]), "vg": rs.choice([0.2, 0.3, 0.35]),
                                                  "aftenposten": rs.choice([0.5, 0.6, 0.7])}.get(site, 0)
    cut = paid and n >= 2 and r.random() < 0.9
    shown = paras[:r.randint(1, min(3, n - 1))] if cut else paras
    m = len(shown)
    heads = {k for k in range(2, m) if r.random() < 0.3} if m >= 4 and r.random() < 0.6 else set()
    fact_at = r.randrange(1, m + 1) - 1 if m >= 2 and not cut and r.random() < 0.3 else -1
    parts, story = [], []
    for k, p in enumerate(shown):
        if k in heads:
            h = crosshead()
            parts.append((k, "h", h))
            story.append(h)
        parts.append((k, "p", p))
        story.append(p)
        if k == fact_at:
            ft = crosshead()
            if r.random() < 0.6:
                items = [join(r, [word(r) for _ in range(r.randint(4, 14))]) + r.choice([".", ".", ""]) for _ in range(r.randint(3, 6))]
                parts.append((k, "fact", (ft, "ul", items)))
            else:
                items = [sentence(r, 8, 20) + (" " + sentence(r, 6, 14) if r.random() < 0.4 else "") for _ in range(r.randint(1, 3))]
                parts.append((k, "fact", (ft, "p", items)))
            story.extend([ft] + items)
    # VG's summary, collapsed under the byline
    summary = [join(r, [word(r) for _ in range(r.randint(10, 24))]) + "." for _ in range(r.randint(3, 5))] if site == "vg" and design == "hyperion" and r.random() < 0.45 else []
    STORY[:] = summary + story
    # the boxes between the paragraphs: after which paragraph, which kind
    boxes = {}
    add = lambda k, x: boxes.setdefault(k, []).append(x)
    if m >= 2 and r.random() < {"aftonbladet": 0.6, "expressen": 0.65, "vg": 0.55, "dn": 0.45, "svt": 0.4, "nrk": 0.5, "aftenposten": 0.45}[site]:
        add(r.randrange(0, min(3, m - 1)), "rel")
        if m >= 6 and r.random() < 0.4:
            add(r.randint(3, m - 2), "rel")
    if site not in ("svt", "nrk"):
        for k in (1, 4, 7):
            if k < m - 1:
                add(k, "ad")
    if m >= 3 and r.random() < 0.25:
        add(r.randrange(1, m - 1), "video" if site in ("svt", "nrk", "expressen") and r.random() < 0.4 else "img")
    video_lead = site in ("svt", "nrk") and r.random() < 0.25
    pic_lead = not video_lead and r.random() < 0.85
    authors = [] if site in ("aftonbladet", "expressen", "dn", "vg") and r.random() < 0.15 else [person()[0] for _ in range(r.choice([1, 1, 1, 2]))]
    wire = ("TT" if sv else "NTB") if not authors else ""
    more = [title(r) for _ in range(5)]                # "Mest läst" ("Siste nytt" on NRK's pages)
    if site != "nrk":
        EXTRAS.extend(more)
    tags = list(dict.fromkeys(cap(lw()) for _ in range(r.randint(2, 5))))
    ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": t, "description": lead, "datePublished": iso(pub),
          "dateModified": iso(upd or pub), "inLanguage": "sv-SE" if sv else "nb-NO",
          "author": [{"@type": "Person", "name": a} for a in authors] if authors else {"@type": "Organization", "name": wire},
          "publisher": {"@type": "Organization", "name": paper}}
    if site in NORDIC_WALLS:
        ld["isAccessibleForFree"] = not paid
    ldj = '<script type="application/ld+json">%s</script>' % json_safe(ld)
    wall = NORDIC_WALLS.get(site)
    if cut:
        EXTRAS.extend(wall[:2])
    pubw, updw = ("Publicerad", "Uppdaterad") if sv else ("Publisert", "Oppdatert")
    share = "Dela artikeln" if sv else "Del artikkelen"
    mostw = "Mest läst" if sv else "Mest lest"
    if site != "nrk":
        EXTRAS.append(mostw)
    vidlen = lambda: "%d:%02d" % (r.randint(0, 3), r.randint(1, 59))

    def rel_titles(k):
        hs = [title(r) for _ in range(1 if r.random() < 0.75 else 2)]
        EXTRAS.extend(hs)
        return hs

    def pic_caption():
        c, cr = caption(), credit()
        EXTRAS.append(c)
        return c, cr

    # ---- Schibsted (Aftonbladet, VG, Aftenposten): hyperion ----
    if design == "hyperion":
        def hc(name):
            """emotion's class of a component, the same on every page of a site."""
            g = random.Random(BLOG[0] + " hyperion " + name)
            return "hyperion-css-" + "".join(g.choice("0123456789abcdefghijklmnopqrstuvwxyz") for _ in range(g.choice([5, 6, 6, 7])))
        badge = {"aftonbladet": "Plus", "vg": "VG+", "aftenposten": "Abonnent"}[site]
        relcard = site == "aftenposten" or site == "aftonbladet" and rs.random() < 0.5
        relw = {"aftonbladet": "LÄS MER:", "vg": "LES OGSÅ:", "aftenposten": "Les også"}[site]
        cardw = "Läs mer" if sv else "Les også"
        factw, morew = ("FAKTA", "Visa mer") if sv else ("FAKTA", "Vis mer")
        svg = '<svg width="24px" height="24px" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg" style="height:auto;width:var(--icon-size, var(--space-l))"><path d="M%d %dL%d %d" stroke="currentColor"></path></svg>'
        inv = {"aftonbladet": "se-aftonbladet", "vg": "no-vg", "aftenposten": "no-aftenposten"}[site]
        ads = [0]

        def figure():
            c, cr = pic_caption()
            pid = uuid()
            big = img(980, pid)
            return ('<figure class="%s"><div class="%s" style="aspect-ratio:1.5"><img alt="%s" class="%s" loading="lazy" sizes="(min-width: 980px) 980px, 100vw" srcset="%s 480w, %s 980w" src="%s"/></div>'
                    '<figcaption class="%s"><span class="%s">%s</span> <span class="%s">Foto: %s</span></figcaption></figure>') % (
                hc("figure"), hc("imgwrap"), esc(c), hc("img"), esc(img(480, pid)), esc(big), esc(big), hc("caption"), hc("captext"), esc(c), hc("credit"), esc(cr))

        def box(kind, k):
            if kind == "rel":
                hs = rel_titles(k)
                if relcard:
                    return "".join(('<a class="%s" href="%s" data-test-tag="internal-link"><div class="%s"><img alt="" class="%s" loading="lazy" src="%s"/></div>'
                                    '<div class="%s"><span class="%s">%s</span><h3 class="%s">%s</h3></div></a>') % (
                        hc("teaser"), url(h), hc("teaserimg"), hc("img"), esc(img(320)), hc("teasertext"), hc("teaserlabel"), cardw, hc("teasertitle"), esc(h)) for h in hs)
                return "".join('<p class="%s"><strong>%s </strong><a data-test-tag="internal-link" href="%s" class="%s">%s</a></p>' % (hc("p"), relw, url(h), hc("link"), esc(h)) for h in hs)
            if kind == "ad":
                ads[0] += 1
                v = [{"sizes": [[1, 1], [580, 400], [580, 500]], "deviceType": "desktop", "minDisplayWidth": 580, "invCode": "%s-{deviceType}-article_netboard_%d" % (inv, ads[0]),
                      "probableWidth": 580, "probableHeight": 400, "preloading": 200},
                     {"sizes": [[1, 1], [320, 250], [320, 400], [300, 250]], "allowedFormats": ["banner", "native", "outstream"], "deviceType": "mobile", "minDisplayWidth": 300,
                      "invCode": "%s-{deviceType}-article_board_%d" % (inv, ads[0]), "probableWidth": 320, "probableHeight": 250, "preloading": 200}]
                return ('<div class=" %s"><div class=" %s" data-variants="%s" data-refresh="false" data-show-label="true" data-ad-subtype="text-ad" data-device-type="desktop" '
                        'data-is-last="false" data-theme="default" id="adPlacement_%d"><div id="adPlacement_%d-button" class="%s"></div></div></div>') % (
                    hc("adwrap"), hc("ad"), esc(json.dumps(v, separators=(",", ":"))), ads[0] + 2, ads[0] + 2, hc("adbutton"))
            return figure()

        def fact(x):
            ft, kind, items = x
            inner = ('<ul class="%s" data-test-tag="list">%s</ul>' % (hc("factlist"), "".join('<li class="%s"><span>%s</span></li>' % (hc("factitem"), esc(y)) for y in items)) if kind == "ul"
                     else "".join('<p class="%s">%s</p>' % (hc("factp"), esc(y)) for y in items))
            return ('<aside class="%s"><div class="%s"><span class="%s">%s</span><h2 class="%s">%s</h2></div><div class="%s" style="max-height:240px;overflow:hidden">%s</div>'
                    '<button type="button" aria-expanded="false" class="%s">%s<span>%s</span></button></aside>') % (
                hc("fact"), hc("facthead"), hc("factlabel"), factw, hc("facttitle"), esc(ft), hc("factbody"), inner, hc("factbutton"), svg % (3, 8, 12, 16), morew)
        out = []
        for i, (k, kind, x) in enumerate(parts):
            out.append('<p class="%s">%s</p>' % (hc("p"), esc(x)) if kind == "p" else '<h2 class="%s">%s</h2>' % (hc("h2"), esc(x)) if kind == "h" else fact(x))
            if (i + 1 == len(parts) or parts[i + 1][0] != k) and not (cut and i + 1 == len(parts)):
                out += [box(b, k) for b in boxes.get(k, [])]
        summ = ""
        if summary:
            summ = ('<div role="region" class="%s"><div><div data-nosnippet="true" class="%s"><h2>Kortversjonen</h2><button aria-controls="summary-info" type="button" aria-label="Vis informasjon" class="%s">%s</button></div>'
                    '<div><div id="summary-details" aria-expanded="false" style="height:60px;overflow:hidden" class="%s"><span class="%s"></span><ul class="%s" data-test-tag="list">%s</ul></div></div></div>'
                    '<button type="button" aria-label="Vis sammendrag" aria-controls="summary-details" class="%s">%s<span>Vis mer</span></button></div>') % (
                hc("summary"), hc("summaryhead"), hc("infobutton"), svg % (1, 12, 23, 12), hc("summarybody"), hc("summaryfade"), hc("summarylist"),
                "".join('<li class="%s"><span>%s</span></li>' % (hc("summaryitem"), esc(y)) for y in summary), hc("summarybutton"), svg % (3, 8, 12, 16))
        who = "".join(('<div class="%s"><img alt="" class="%s" loading="lazy" width="48" height="48" src="%s"/><div class="%s"><a href="/av/%s" class="%s">%s</a>'
                       '<a href="mailto:%s" class="%s">%s</a></div></div>') % (hc("author"), hc("authorimg"), esc(img(96)), hc("authorinfo"), slug(a), hc("authorname"), esc(a),
                                                                            email(a), hc("authormail"), email(a)) for a in authors) or '<span class="%s">%s</span>' % (hc("authorname"), wire)
        paywall = ""
        if cut:
            paywall = ('<div class="%s"><div class="%s"></div><div class="%s"><span class="%s">%s</span><h2 class="%s">%s</h2><p class="%s">%s</p>'
                       '<a class="%s" href="https://%s/kop?source=paywall">%s</a><p class="%s">%s <a href="https://login.schibsted.com/oauth/authorize?client_id=%s">%s</a></p></div></div>') % (
                hc("paywall"), hc("paywallfade"), hc("paywallbox"), hc("badge"), badge, hc("paywalltitle"), esc(wall[0]), hc("paywalltext"), esc(wall[1]),
                hc("paywallbutton"), host, esc(wall[2]), hc("paywalllogin"), esc(wall[3]), hexs(24), wall[4])
        return (ldj + '<main class="%s" id="main-content"><article class="%s"><div class="%s"><a href="/%s" class="%s" data-test-tag="internal-link">%s</a>%s</div>'
                '<h1 class="%s" data-test-tag="headline">%s</h1>%s<p class="%s" data-test-tag="lead-text">%s</p>'
                '<div class="%s" data-test-tag="byline"><div class="%s" data-test-tag="byline:authors">%s</div><div class="%s"><p class="%s"><span>%s </span><time datetime="%s">%s</time></p>%s</div></div>'
                '<div class="%s"><button type="button" class="%s" aria-label="%s">%s<span class="hyperion-css-0">%s</span></button></div>%s%s%s'
                '<div class="%s"><h2 class="%s" data-test-tag="widget:title">Mer om</h2><div class="bundle %s"><ol class="%s">%s</ol></div></div></article>'
                '<aside class="%s"><h2 class="%s" data-test-tag="widget:title">%s</h2><ol class="%s">%s</ol></aside></main>') % (
            hc("main"), hc("article"), hc("kicker"), spath, hc("kickerlink"), esc(sec), ' <span class="%s">%s</span>' % (hc("badge"), badge) if paid else "",
            hc("headline"), esc(t), figure() if pic_lead else "", hc("lead"), esc(lead),
            hc("byline"), hc("authors"), who, hc("timestamps"), hc("time"), pubw, iso(pub), date(pub),
            '<p class="%s"><span>%s </span><time datetime="%s">%s</time></p>' % (hc("time"), updw, iso(upd), date(upd)) if upd else "",
            hc("share"), hc("sharebutton"), share, svg % (4, 12, 20, 12), share, summ, "".join(out), paywall,
            hc("tags"), hc("widgettitle"), hc("bundle"), hc("taglist"), "".join(
                '<li class="%s"><a data-test-tag="internal-link" href="/tag/%s" class="%s" rel="" target="" aria-label="%s"><span class="hyperion-css-0">%s</span></a></li>' % (
                    hc("tagitem"), slug(x), hc("taglink"), esc(x), esc(x)) for x in tags),
            hc("mostread"), hc("widgettitle"), mostw, hc("mostreadlist"), "".join('<li class="%s"><a href="%s" class="%s">%s</a></li>' % (hc("mostreaditem"), url(h), hc("mostreadlink"), esc(h)) for h in more))

    # ---- Aftonbladet's design of 2019-2021 ----
    if design == "old" and site == "aftonbladet":
        def h(name):
            g = random.Random(BLOG[0] + " ab " + name)
            return "_" + g.choice("123456789") + "".join(g.choice(al) for _ in range(4))
        leadc = "c-" + "".join(random.Random(BLOG[0] + " ab lead").choice(al) for _ in range(3))

        def figure():
            c, cr = pic_caption()
            return ('<figure class="%s" data-test-id="image"><div class="%s"><img class="%s" src="%s" alt="%s" loading="lazy"/></div><figcaption class="%s">%s '
                    '<span class="%s">Foto: %s</span></figcaption></figure>') % (h("figure"), h("imgwrap"), h("img"), esc(img(980)), esc(c), h("caption"), esc(c), h("credit"), esc(cr))

        def box(kind, k):
            if kind == "rel":
                return "".join('<p class="%s"><strong>LÄS MER: </strong><a href="%s">%s</a></p>' % (h("p"), url(x), esc(x)) for x in rel_titles(k))
            if kind == "ad":
                return '<div class="%s" data-test-id="ad"><span class="%s">Annons</span><div id="panorama_%d" class="%s"></div></div>' % (h("ad"), h("adlabel"), k, h("adslot"))
            return figure()

        def fact(x):
            ft, kind, items = x
            return ('<div class="%s" data-test-id="factbox"><h3 class="%s">FAKTA</h3><h2 class="%s">%s</h2>%s</div>') % (
                h("fact"), h("factlabel"), h("facttitle"), esc(ft), "<ul>%s</ul>" % "".join("<li>%s</li>" % esc(y) for y in items) if kind == "ul"
                else "".join('<p class="%s">%s</p>' % (h("factp"), esc(y)) for y in items))
        out = []
        for i, (k, kind, x) in enumerate(parts):
            out.append('<p class="%s">%s</p>' % (h("p"), esc(x)) if kind == "p" else '<h2 class="%s">%s</h2>' % (h("h2"), esc(x)) if kind == "h" else fact(x))
            if (i + 1 == len(parts) or parts[i + 1][0] != k) and not (cut and i + 1 == len(parts)):
                out += [box(b, k) for b in boxes.get(k, [])]
        who = "".join('<div class="%s"><img class="%s" src="%s" alt=""/><div class="%s"><span class="%s">%s</span><a class="%s" href="mailto:%s">%s</a></div></div>' % (
            h("author"), h("authorimg"), esc(img(96)), h("authorinfo"), h("authorname"), esc(a), h("authormail"), email(a), email(a)) for a in authors) or '<span class="%s">%s</span>' % (h("authorname"), wire)
        latest = sorted([(pub + datetime.timedelta(minutes=r.randint(3, 240)), title(r)) for _ in range(5)], reverse=True)
        EXTRAS.extend([x for _, x in latest])
        return (ldj + '<main class="%s"><article class="%s" data-test-id="article"><div class="%s"><a class="%s" href="/%s">%s</a></div>%s<h1 class="%s" data-test-id="headline">%s</h1>%s'
                '<p class="%s %s" data-test-id="lead-text">%s</p><div class="%s" data-test-id="article-byline"><div class="%s">%s</div><div class="%s">'
                '<time class="%s" itemprop="datePublished" datetime="%s">Publicerad: %s</time>%s</div></div>'
                '<div class="%s" data-test-id="share-buttons"><button class="%s" type="button">Dela artikeln</button></div>'
                '<div class="%s %s" data-test-id="article-body">%s</div>%s<div class="%s" data-test-id="article-tags">%s</div></article>'
                '<aside class="%s"><h2 class="%s">Senaste nytt</h2><ul>%s</ul><h2 class="%s">Mest läst</h2><ol>%s</ol></aside></main>') % (
            h("main"), h("article"), h("cats"), h("catlink"), spath, esc(sec), '<span class="%s" data-test-id="plus-badge">Plus</span>' % h("plus") if paid else "",
            h("headline"), esc(t), figure() if pic_lead else "", leadc, h("lead"), esc(lead), h("meta"), h("authors"), who, h("times"), h("time"), iso(pub), date(pub),
            ' <time class="%s" itemprop="dateModified" datetime="%s">Uppdaterad: %s</time>' % (h("time"), iso(upd), date(upd)) if upd else "",
            h("share"), h("sharebutton"), h("body"), h("body2"), "".join(out),
            ('<div class="%s" data-test-id="paywall"><span class="%s">Plus</span><h2>%s</h2><p>%s</p><a class="%s" href="https://www.aftonbladet.se/plus/kop">%s</a>'
             '<p>%s <a href="https://www.aftonbladet.se/konto/logga-in">%s</a></p></div>') % (h("paywall"), h("plus"), esc(wall[0]), esc(wall[1]), h("paywallbutton"), esc(wall[2]), esc(wall[3]), wall[4])
            if cut else "", h("tags"), "".join('<a href="/tagg/%s" class="%s"><h3 class="%s">%s</h3></a>' % (slug(x), h("tag"), h("tagname"), esc(x)) for x in tags),
            h("aside"), h("asidetitle"), "".join('<li><a href="%s"><time>%s</time> %s</a></li>' % (url(x), kl(d, "."), esc(x)) for d, x in latest), h("asidetitle"),
            "".join('<li><a href="%s">%s</a></li>' % (url(x), esc(x)) for x in more))

    # ---- VG's design of 2019-2021 ----
    if design == "old":
        def figure(lead_pic):
            c, cr = pic_caption()
            return ('<figure class="article-image%s"><img src="%s" alt="%s" loading="lazy"/><figcaption><span class="caption-text">%s</span> <span class="caption-credit">Foto: %s</span></figcaption></figure>') % (
                " article-image--lead" if lead_pic else "", esc(img(980)), esc(c), esc(c), esc(cr))

        def box(kind, k):
            if kind == "rel":
                return "".join('<p><strong>LES OGSÅ:</strong> <a href="%s">%s</a></p>' % (url(x), esc(x)) for x in rel_titles(k))
            if kind == "ad":
                return '<div class="ad-wrapper"><span class="ad-label">Annonse</span><div id="ad-netboard%d" class="ad ad-netboard"></div></div>' % k
            return figure(False)

        def fact(x):
            ft, kind, items = x
            return '<div class="factbox"><span class="factbox-label">FAKTA</span><h3 class="factbox-title">%s</h3>%s</div>' % (
                esc(ft), "<ul>%s</ul>" % "".join("<li>%s</li>" % esc(y) for y in items) if kind == "ul" else "".join("<p>%s</p>" % esc(y) for y in items))
        out = []
        for i, (k, kind, x) in enumerate(parts):
            out.append("<p>%s</p>" % esc(x) if kind == "p" else "<h2>%s</h2>" % esc(x) if kind == "h" else fact(x))
            if (i + 1 == len(parts) or parts[i + 1][0] != k) and not (cut and i + 1 == len(parts)):
                out += [box(b, k) for b in boxes.get(k, [])]
        who = "".join('<li class="author"><img class="author-image" src="%s" alt=""/><a class="author-name" href="/forfatter/%s">%s</a> <a class="author-email" href="mailto:%s">%s</a></li>' % (
            esc(img(96)), slug(a), esc(a), email(a), email(a)) for a in authors) or '<li class="author"><span class="author-name">%s</span></li>' % wire
        return (ldj + '<article class="article%s" itemscope itemtype="http://schema.org/NewsArticle" data-article-id="%s"><header class="article-header"><div class="article-kicker"><a href="/%s">%s</a>%s</div>'
                '<h1 class="main-title" itemprop="headline">%s</h1><p class="article-preamble" itemprop="description">%s</p></header>%s'
                '<div class="article-byline"><ul class="authors">%s</ul><div class="article-timestamps"><span class="published">Publisert: <time datetime="%s">%s</time></span>%s</div></div>'
                '<div class="share-buttons"><span class="share-buttons__label">Del artikkelen</span><a class="share-button share-button--facebook" href="https://www.facebook.com/sharer/sharer.php">Facebook</a>'
                '<a class="share-button share-button--twitter" href="https://twitter.com/intent/tweet">Twitter</a></div>'
                '<section class="article-body" itemprop="articleBody">%s</section>%s</article><section class="most-read"><h2 class="most-read__title">Mest lest</h2><ol>%s</ol></section>') % (
            " article--vgpluss" if paid else "", b62(6), spath, esc(sec), ' <span class="vgpluss-badge">VG+</span>' if paid else "", esc(t), esc(lead),
            figure(True) if pic_lead else "", who, iso(pub), date(pub), ' <span class="updated">Oppdatert: <time datetime="%s">%s</time></span>' % (iso(upd), date(upd)) if upd else "",
            "".join(out), ('<div class="paywall-teaser"><span class="vgpluss-badge">VG+</span><h2>%s</h2><p>%s</p><a class="paywall-button" href="https://www.vg.no/abonnement">%s</a>'
                           '<p>%s <a id="paywall-login-link" href="https://www.vg.no/logg-inn">%s</a></p></div>') % (esc(wall[0]), esc(wall[1]), esc(wall[2]), esc(wall[3]), wall[4]) if cut else "",
            "".join('<li><a href="%s">%s</a></li>' % (url(x), esc(x)) for x in more))

    # ---- Expressen ----
    if site == "expressen":
        relw = rs.choice(["LÄS MER:", "LÄS MER:", "LÄS OCKSÅ:"])

        def figure(lead_pic):
            c, cr = pic_caption()
            return ('<figure class="rich-image%s"><div class="rich-image__image"><img class="rich-image__img" src="%s" alt="%s" loading="lazy"/></div><figcaption class="rich-image__caption">'
                    '<div class="rich-image__description">%s</div><div class="rich-image__credit">Foto: %s</div></figcaption></figure>') % (
                " rich-image--lead" if lead_pic else "", esc(img(1200)), esc(c), esc(c), esc(cr))

        def video():
            vt = title(r)
            EXTRAS.append(vt)
            return ('<div class="video-player" data-video-id="%s"><div class="video-player__poster"><img src="%s" alt=""/><button class="video-player__play" aria-label="Spela upp">Spela upp</button>'
                    '<span class="video-player__duration">%s</span></div><p class="video-player__title">%s</p></div>') % (hexs(24), esc(img(800)), vidlen(), esc(vt))

        def fact(x):
            ft, kind, items = x
            return ('<aside class="factbox"><div class="factbox__label">FAKTA</div><h2 class="factbox__title">%s</h2><div class="factbox__content rich-text">%s</div></aside>') % (
                esc(ft), "<ul>%s</ul>" % "".join("<li>%s</li>" % esc(y) for y in items) if kind == "ul" else "".join("<p>%s</p>" % esc(y) for y in items))
        out, run = [], []
        for i, (k, kind, x) in enumerate(parts):
            if kind == "fact":
                out.append('<div class="article__body-text rich-text">%s</div>' % "".join(run) if run else "")
                run = []
                out.append(fact(x))
            else:
                run.append("<p>%s</p>" % esc(x) if kind == "p" else "<h2>%s</h2>" % esc(x))
            if (i + 1 == len(parts) or parts[i + 1][0] != k) and not (cut and i + 1 == len(parts)):
                for b in boxes.get(k, []):
                    if b == "rel":
                        run += ['<p><strong>%s </strong><a href="%s">%s</a></p>' % (relw, url(y), esc(y)) for y in rel_titles(k)]
                        continue
                    out.append('<div class="article__body-text rich-text">%s</div>' % "".join(run) if run else "")
                    run = []
                    out.append('<div class="ad ad--panorama ad--article"><div class="ad__label">Annons</div><div id="ad-panorama-%d" class="ad__slot"></div></div>' % (k + 1) if b == "ad"
                               else video() if b == "video" else figure(False))
        if run:
            out.append('<div class="article__body-text rich-text">%s</div>' % "".join(run))
        latest = sorted([(pub + datetime.timedelta(minutes=r.randint(3, 240)), title(r)) for _ in range(5)], reverse=True)
        EXTRAS.extend([x for _, x in latest])
        who = "".join('<div class="byline"><img class="byline__image" src="%s" alt="%s"/><div class="byline__contact"><span class="byline__name">%s</span><a class="byline__email" href="mailto:%s">%s</a></div></div>' % (
            esc(img(120)), esc(a), esc(a), email(a), email(a)) for a in authors) or '<div class="byline"><div class="byline__contact"><span class="byline__name">%s</span></div></div>' % wire
        return (ldj + '<div class="article-layout ArticleLayout"><article class="article%s" data-article-id="%s"><header class="article__header"><div class="ArticleLayout-category"><a href="/%s/">%s</a></div>%s'
                '<h1 class="article__title">%s</h1><div class="article__preamble"><div class="rich-text rich-text__preamble"><p>%s</p></div></div></header>%s'
                '<div class="article__authors">%s</div><div class="article__dates"><time class="article__date" datetime="%s">%s %s</time>%s</div>'
                '<div class="article__share share-buttons"><span class="share-buttons__label">Dela artikeln</span><a class="share-buttons__button share-buttons__button--facebook" href="https://www.facebook.com/sharer/sharer.php?u=https%%3A%%2F%%2Fwww.expressen.se%%2F%s%%2F%s%%2F">Facebook</a>'
                '<a class="share-buttons__button share-buttons__button--x" href="https://x.com/intent/tweet">X</a><button class="share-buttons__button share-buttons__button--copy" type="button">Kopiera länk</button></div>'
                '<div class="article__body">%s</div>%s<div class="article__meta"><span class="article__meta-label">Ämnen i artikeln</span>%s</div></article>'
                '<section class="article-list article-list--latest"><h2 class="article-list__title">Senaste nytt</h2><ul>%s</ul></section>'
                '<section class="article-list article-list--most-read"><h2 class="article-list__title">Mest läst</h2><ol>%s</ol></section></div>') % (
            " article--premium" if paid else "", r.randint(100000, 999999), spath, esc(sec), '<span class="premium-label"><span class="premium-label__icon"></span>Premium</span>' if paid else "",
            esc(t), esc(lead), figure(True) if pic_lead else "", who, iso(pub), pubw, date(pub),
            '<time class="article__date article__date--updated" datetime="%s">%s %s</time>' % (iso(upd), updw, date(upd)) if upd else "", spath, slug(t), "".join(out),
            ('<div class="paywall"><div class="paywall__login-dialog"><div class="paywall__badge">Premium</div><h2 class="paywall__title">%s</h2><p class="paywall__text">%s</p>'
             '<a class="paywall__button" href="https://www.expressen.se/premium/erbjudande/">%s</a><p class="paywall__login">%s <a href="https://www.expressen.se/konto/logga-in/">%s</a></p></div></div>') % (
                esc(wall[0]), esc(wall[1]), esc(wall[2]), esc(wall[3]), wall[4]) if cut else "",
            "".join('<a class="tag" href="/tagg/%s/">%s</a>' % (slug(x), esc(x)) for x in tags),
            "".join('<li><a href="%s"><time>%s</time> <span>%s</span></a></li>' % (url(x), kl(d, "."), esc(x)) for d, x in latest),
            "".join('<li><a href="%s">%s</a></li>' % (url(x), esc(x)) for x in more))

    # ---- Dagens Nyheter ----
    if site == "dn":
        cards = rs.random() < 0.6

        def figure(lead_pic):
            c, cr = pic_caption()
            return ('<figure class="article__figure%s"><div class="image"><img class="image__img" src="%s" alt="%s" loading="lazy"/></div><figcaption class="article__caption">'
                    '<span class="article__caption-text">%s</span> <span class="article__caption-credit">Foto: %s</span></figcaption></figure>') % (
                " article__figure--lead" if lead_pic else "", esc(img(1024)), esc(c), esc(c), esc(cr))

        def box(kind, k):
            if kind == "rel":
                hs = rel_titles(k)
                if cards:
                    return "".join('<div class="teaser-inline"><a class="teaser-inline__link" href="%s"><span class="teaser-inline__label">Läs också</span><h3 class="teaser-inline__title">%s</h3></a></div>' % (
                        url(x), esc(x)) for x in hs)
                return "".join('<p class="article__body-readmore"><strong>Läs mer: </strong><a href="%s">%s</a></p>' % (url(x), esc(x)) for x in hs)
            if kind == "ad":
                return '<div class="ad ad--article" data-ad-position="article-%d"><span class="ad__label">Annons</span><div id="dn-ad-article-%d" class="ad__slot"></div></div>' % (k, k)
            return figure(False)

        def fact(x):
            ft, kind, items = x
            return ('<div class="fact-box"><span class="fact-box__label">Fakta.</span><h2 class="fact-box__title">%s</h2><div class="fact-box__content">%s</div>'
                    '<button class="fact-box__toggle" type="button" aria-expanded="false">Visa mer</button></div>') % (
                esc(ft), "<ul>%s</ul>" % "".join("<li>%s</li>" % esc(y) for y in items) if kind == "ul" else "".join("<p>%s</p>" % esc(y) for y in items))
        out = []
        for i, (k, kind, x) in enumerate(parts):
            out.append("<p>%s</p>" % esc(x) if kind == "p" else '<h2 class="article__subheading">%s</h2>' % esc(x) if kind == "h" else fact(x))
            if (i + 1 == len(parts) or parts[i + 1][0] != k) and not (cut and i + 1 == len(parts)):
                out += [box(b, k) for b in boxes.get(k, [])]
        who = "".join('<div class="author"><img class="author__image" src="%s" alt=""/><a class="author__name" href="/av/%s/">%s</a></div>' % (esc(img(96)), slug(a), esc(a)) for a in authors) or \
            '<div class="author"><span class="author__name">%s</span></div>' % wire
        return (ldj + '<article class="article article--news%s" data-article-id="%s" data-testid="article"><header class="article__header"><div class="article__vignette"><a href="/%s/">%s</a></div>'
                '<h1 class="article__title">%s</h1><div class="article__lead"><p>%s</p></div></header>%s'
                '<div class="article__byline byline">%s<div class="article__time"><time class="time time--published" datetime="%s">%s %s</time>%s</div></div>'
                '<div class="article__share share"><button class="share__button" type="button" aria-label="Dela artikeln">Dela</button></div>'
                '<div class="article__body" data-testid="article-body"><div class="article__body-content">%s</div></div>%s'
                '<div class="tags"><ul>%s</ul></div></article><section class="most-read"><h2 class="most-read__title">Mest läst</h2><ol>%s</ol></section>') % (
            " article--locked" if paid else "", uuid(), spath, esc(sec), esc(t), esc(lead), figure(True) if pic_lead else "", who, iso(pub), pubw, date(pub),
            ' <time class="time time--updated" datetime="%s">%s %s</time>' % (iso(upd), updw, date(upd)) if upd else "", "".join(out),
            ('<div class="paywall" data-paywall="locked"><p class="paywall__locked">%s</p><h2 class="paywall__title">%s</h2><a class="paywall__button" href="https://www.dn.se/kundservice/erbjudande/">%s</a>'
             '<p class="paywall__login">%s <a href="https://account.bonnier.news/bip/login?appId=dagensnyheter.se">%s</a></p></div>') % (
                esc(wall[0]), esc(wall[1]), esc(wall[2]), esc(wall[3]), wall[4]) if cut else "",
            "".join('<li class="tags__tag"><a href="/om/%s/">%s</a></li>' % (slug(x), esc(x)) for x in tags), "".join('<li><a href="%s">%s</a></li>' % (url(x), esc(x)) for x in more))

    # ---- SVT Nyheter ----
    if site == "svt":
        def mod(comp, part):
            """a CSS module's class, its hash the same on every page of a site."""
            g = random.Random(BLOG[0] + " svt " + comp + part)
            return "%s__%s___%s" % (comp, part, "".join(g.choice(al + "_-") for _ in range(5)))
        nyh = design == "nyh"
        roles = ["Reporter", "Reporter", "Text", "Foto", "Reporter", "Webbredaktör"]

        def figure(lead_pic):
            c, cr = pic_caption()
            if nyh:
                return ('<figure class="nyh_article__image lp_track_artikelbild"><div class="pic"><img class="pic__img pic__img--preloaded pic__img--wide " src="%s" alt="%s"/></div>'
                        '<figcaption class="pic__caption">%s <span class="pic__photographer">Foto: %s</span></figcaption></figure>') % (esc(img(992)), esc(c), esc(c), esc(cr))
            return ('<figure class="%s"><div class="%s"><img class="%s" src="%s" alt="%s" loading="%s"/></div><figcaption class="%s"><span>%s</span> <span class="%s">Foto: %s</span></figcaption></figure>') % (
                mod("ImageWithCaption", "root"), mod("Image", "wrapper"), mod("Image", "image"), esc(img(992)), esc(c), "eager" if lead_pic else "lazy",
                mod("ImageWithCaption", "caption"), esc(c), mod("ImageWithCaption", "byline"), esc(cr))

        def video():
            vt = title(r)
            EXTRAS.append(vt)
            if nyh:
                return ('<div class="nyh_article__video lp_track_artikelvideo"><div class="nyh_video-player" data-video-id="%s"><img src="%s" alt=""/><button class="nyh_video-player__play" aria-label="Spela video"></button>'
                        '<span class="nyh_video-player__duration">%s</span></div><p class="nyh_article__video-title">%s</p></div>') % (b62(8), esc(img(992)), vidlen(), esc(vt))
            return ('<div class="%s"><div class="%s" data-video-id="%s"><img src="%s" alt=""/><button class="%s" aria-label="Spela video"></button><span class="%s">%s</span></div>'
                    '<p class="%s">%s</p></div>') % (mod("VideoPlayer", "root"), mod("VideoPlayer", "player"), b62(8), esc(img(992)), mod("VideoPlayer", "play"),
                                                    mod("VideoPlayer", "duration"), vidlen(), mod("VideoPlayer", "title"), esc(vt))

        def rel(k):
            hs = rel_titles(k)
            if nyh:
                return '<div class="nyh_related lp_track_lasmer"><h3 class="nyh_related__title">Läs också</h3><ul class="nyh_related__list">%s</ul></div>' % "".join(
                    '<li><a href="%s">%s</a></li>' % (url(x), esc(x)) for x in hs)
            return "".join('<div class="%s"><a class="%s" href="%s"><span class="%s">Läs också</span> <span class="%s">%s</span></a></div>' % (
                mod("ArticleLink", "root"), mod("ArticleLink", "link"), url(x), mod("ArticleLink", "label"), mod("ArticleLink", "title"), esc(x)) for x in hs)

        def fact(x):
            ft, kind, items = x
            inner = "<ul>%s</ul>" % "".join("<li>%s</li>" % esc(y) for y in items) if kind == "ul" else "".join("<p>%s</p>" % esc(y) for y in items)
            if nyh:
                return ('<aside class="nyh_fact lp_track_fakta"><span class="nyh_fact__label">Fakta</span><h2 class="nyh_fact__title">%s</h2><div class="nyh_fact__body">%s</div>'
                        '<button class="nyh_fact__expand" type="button">Visa mer</button></aside>') % (esc(ft), inner)
            return ('<aside class="%s"><span class="%s">Fakta</span><h2 class="%s">%s</h2><div class="%s">%s</div><button class="%s" type="button" aria-expanded="false">Visa mer</button></aside>') % (
                mod("FactBox", "root"), mod("FactBox", "label"), mod("FactBox", "heading"), esc(ft), mod("FactBox", "content"), inner, mod("FactBox", "toggle"))
        out, run = [], []
        text = lambda: ('<div class="%s">%s</div>' % (mod("InlineText", "root"), "".join(run))) if run and not nyh else "".join(run)
        for i, (k, kind, x) in enumerate(parts):
            if kind == "fact":
                out.append(text())
                run = []
                out.append(fact(x))
            else:
                run.append("<p>%s</p>" % esc(x) if kind == "p" else "<h2>%s</h2>" % esc(x))
            if (i + 1 == len(parts) or parts[i + 1][0] != k):
                for b in boxes.get(k, []):
                    out.append(text())
                    run = []
                    out.append(rel(k) if b == "rel" else video() if b == "video" else figure(False))
        out.append(text())
        leadm = video() if video_lead else figure(True) if pic_lead else ""
        who = authors
        if nyh:
            return ('<main id="innehall" class="nyh_body"><div class="nyh_body__main"><div class="nyh_section-header"><h2 class="nyh_section-header__title"><a href="/%s/">%s</a></h2></div>'
                    '<article class="nyh_article lp_track_artikel" data-article-id="%d">%s<h1 class="nyh_article__heading">%s</h1><div class="nyh_article__lead"><p>%s</p></div>'
                    '<div class="nyh_article__top"><div class="nyh_article__authors">%s</div><div class="nyh_article__date"><span>Publicerad </span><time class="nyh_article__date-timestamp" datetime="%s">%s</time>%s</div>'
                    '<div class="nyh_share"><button class="nyh_share__button lp_track_dela" type="button">Dela</button></div></div>'
                    '<div class="nyh_article-body lp_body">%s</div></article></div>'
                    '<aside class="nyh_body__aside"><section class="nyh_most-read"><h2 class="nyh_most-read__title">Mest läst</h2><ol>%s</ol></section></aside></main>') % (
                spath, esc(sec), r.randint(28000000, 34000000), leadm, esc(t), esc(lead),
                "".join('<div class="nyh_article__author"><span class="nyh_article__author-name">%s</span> <span class="nyh_article__author-role">%s</span></div>' % (esc(a), r.choice(roles)) for a in who),
                iso(pub), date(pub), ' <span>Uppdaterad </span><time class="nyh_article__date-timestamp" datetime="%s">%s</time>' % (iso(upd), date(upd)) if upd else "",
                "".join(out), "".join('<li><a href="%s">%s</a></li>' % (url(x), esc(x)) for x in more))
        return ('<main id="innehall"><div class="%s"><article class="%s"><a class="%s" href="/%s/">%s</a><h1 class="%s">%s</h1>%s<div class="%s"><p>%s</p></div>'
                '<div class="%s"><div class="%s">%s</div><section class="%s"><span>Publicerad </span><time datetime="%s">%s</time>%s</section>'
                '<button class="%s" type="button" aria-label="Dela artikeln"><span>Dela</span></button></div>'
                '<div class="%s"><div class="%s %s %s %s">%s</div></div></article></div>'
                '<section class="%s"><h2 class="%s">Mest läst</h2><ol class="%s">%s</ol></section></main>') % (
            mod("Layout", "root"), mod("TextArticle", "root"), mod("SectionLabel", "root"), spath, esc(sec), mod("TextArticle", "heading"), esc(t), leadm, mod("Lead", "root"), esc(lead),
            mod("TextArticle", "meta"), mod("Byline", "root"), "".join('<div class="%s"><span class="%s">%s</span> <span class="%s">%s</span></div>' % (
                mod("Byline", "author"), mod("Byline", "name"), esc(a), mod("Byline", "role"), r.choice(roles)) for a in who),
            mod("ArticleTopTimestamp", "root"), iso(pub), date(pub), ' <span>Uppdaterad </span><time datetime="%s">%s</time>' % (iso(upd), date(upd)) if upd else "",
            mod("ShareButton", "root"), mod("TextArticle", "main"), mod("Stack", "root"), mod("TextArticle", "body"), mod("Stack", "gap-14"), mod("Stack", "sm-gap-16"), "".join(out),
            mod("MostRead", "root"), mod("MostRead", "heading"), mod("MostRead", "list"), "".join('<li><a href="%s">%s</a></li>' % (url(x), esc(x)) for x in more))

    # ---- NRK ----
    def figure(lead_pic):
        c, cr = pic_caption()
        f = '<figure class="image%s"><img class="image-img" src="%s" alt="%s" loading="lazy"/><figcaption class="caption"><span class="caption-text">%s</span> <span class="caption-credit">Foto: %s</span></figcaption></figure>' % (
            " image-feature" if lead_pic else " lp_image", esc(img(0)), esc(c), esc(c), esc(cr))
        return '<div class="article-feature container-widget lp_feature">%s</div>' % f if lead_pic else f

    def video(lead_pic):
        vt = title(r)
        EXTRAS.append(vt)
        v = ('<figure class="video lp_video"><div class="video-player" data-video-id="%s"><img src="%s" alt=""/><button class="video-player__play" aria-label="Spill av">Spill av</button>'
             '<span class="video-duration">%s</span></div><figcaption class="video-title">%s</figcaption></figure>') % (b62(12), esc(img(0)), vidlen(), esc(vt))
        return '<div class="article-feature container-widget lp_feature">%s</div>' % v if lead_pic else v

    def box(kind, k):
        if kind == "rel":
            return "".join(('<!-- include: /serum/plug/1.%d -->\n<aside class="reference reference-article lp_plug"><a class="reference-link" href="%s"><figure class="reference-image"><img src="%s" alt=""/></figure>'
                            '<div class="reference-text"><span class="reference-kicker">Les også</span><h3 class="reference-title">%s</h3></div></a></aside>') % (
                r.randint(15000000, 16900000), url(x), esc(img(0)), esc(x)) for x in rel_titles(k))
        return video(False) if kind == "video" else figure(False)

    def fact(x):
        ft, kind, items = x
        return ('<aside class="fact expandable lp_factbox" aria-label="Fakta"><div class="fact-header"><h2 class="fact-title">%s</h2></div><div class="fact-body text-body">%s</div>'
                '<button class="fact-expand lp_fact_expand" type="button" aria-expanded="false">Vis mer</button></aside>') % (
            esc(ft), "<ul>%s</ul>" % "".join("<li>%s</li>" % esc(y) for y in items) if kind == "ul" else "".join("<p>%s</p>" % esc(y) for y in items))
    out = []
    for i, (k, kind, x) in enumerate(parts):
        out.append("<p>%s</p>" % esc(x) if kind == "p" else "<h2>%s</h2>" % esc(x) if kind == "h" else fact(x))
        if i + 1 == len(parts) or parts[i + 1][0] != k:
            out += [box(b, k) for b in boxes.get(k, [])]
    latest = sorted([(pub + datetime.timedelta(minutes=r.randint(3, 240)), title(r)) for _ in range(5)], reverse=True)
    EXTRAS.extend([x for _, x in latest])
    roles = ["Journalist", "Journalist", "Reporter", "Nyhetsreporter", "Journalist", "Fotojournalist"]
    return (ldj + '<main id="main" class="main"><div class="article-wrapper"><article class="article lp_article" data-id="1.%d">%s<header class="article-header container-widget">'
            '<div class="article-header-kicker"><a href="/%s/">%s</a></div><h1 class="title title-large article-title" id="article-title">%s</h1>'
            '<div class="text-body text-body-sans-serif article-lead lp_lead"><p>%s</p></div></header>'
            '<div class="article-meta container-widget"><div class="authors"><ul>%s</ul></div><div class="article-timestamps"><span class="publishedtime">Publisert <time class="datetime-absolute datePublished" datetime="%s">%s</time></span>%s</div>'
            '<div class="article-share"><button class="share-button lp_share" type="button" aria-label="Del artikkelen">Del</button></div></div>'
            '<div data-main-content class="article-body lp_articlebody text-body text-body-sans-serif container-widget-content nostack cf">%s</div>'
            '<footer class="article-footer container-widget"><a class="article-footer-link" href="/%s/">Flere saker fra %s</a></footer></article></div>'
            '<section class="latest-news lp_latest"><h2 class="latest-news-title">Siste nytt</h2><ul>%s</ul></section></main>') % (
        r.randint(15000000, 16900000), video(True) if video_lead else figure(True) if pic_lead else "", spath, esc(sec), esc(t), esc(lead),
        "".join(('<li class="author"><div class="author__image-wrap"><img class="author__image" src="%s" alt=""/></div><div class="author__details"><a class="author__name" href="https://www.nrk.no/nyheter/%s-1.%d">%s</a>'
                 '<span class="author__role">%s</span><a class="author__email" href="mailto:%s">Send e-post</a></div></li>') % (
            esc(img(0)), slug(a), r.randint(11000000, 15000000), esc(a), r.choice(roles), email(a)) for a in authors),
        iso(pub), date(pub), ' <span class="modifiedtime">Oppdatert <time class="datetime-absolute dateModified" datetime="%s">%s</time></span>' % (iso(upd), date(upd)) if upd else "",
        "\n".join(out), spath, esc(sec), "".join('<li><a href="%s"><time>%s</time> <span>%s</span></a></li>' % (url(x), kl(d, ":"), esc(x)) for d, x in latest))


HI_FIRST = ["अमित", "राहुल", "प्रियंका", "नेहा", "विवेक", "अंकित", "स्वाति", "आशीष", "पूजा", "रोहित", "सौरभ", "दीपिका", "मनीष",
            "शिवानी", "अभिषेक", "रश्मि", "सुनील", "कविता", "पंकज", "अनुराग", "शालिनी", "गौरव", "निधि", "हिमांशु"]
HI_LAST = ["शर्मा", "सिंह", "कुमार", "मिश्रा", "त्रिपाठी", "पांडेय", "गुप्ता", "यादव", "वर्मा", "श्रीवास्तव", "तिवारी", "दुबे", "चौहान",
           "राठौर", "जोशी", "शुक्ला", "अग्रवाल", "सक्सेना", "मौर्य", "चौधरी"]
HI_MONTHS = ["जनवरी", "फरवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"]
# (the city, its slug, its state's slug and name)
HI_CITIES = [("नई दिल्ली", "delhi", "delhi", "दिल्ली"), ("नई दिल्ली", "delhi", "delhi", "दिल्ली"), ("नई दिल्ली", "delhi", "delhi", "दिल्ली"),
             ("लखनऊ", "lucknow", "uttar-pradesh", "उत्तर प्रदेश"), ("लखनऊ", "lucknow", "uttar-pradesh", "उत्तर प्रदेश"),
             ("पटना", "patna", "bihar", "बिहार"), ("जयपुर", "jaipur", "rajasthan", "राजस्थान"), ("भोपाल", "bhopal", "madhya-pradesh", "मध्य प्रदेश"),
             ("मुंबई", "mumbai", "maharashtra", "महाराष्ट्र"), ("वाराणसी", "varanasi", "uttar-pradesh", "उत्तर प्रदेश"),
             ("प्रयागराज", "prayagraj", "uttar-pradesh", "उत्तर प्रदेश"), ("कानपुर", "kanpur", "uttar-pradesh", "उत्तर प्रदेश"),
             ("आगरा", "agra", "uttar-pradesh", "उत्तर प्रदेश"), ("मेरठ", "meerut", "uttar-pradesh", "उत्तर प्रदेश"),
             ("देहरादून", "dehradun", "uttarakhand", "उत्तराखंड"), ("चंडीगढ़", "chandigarh", "punjab", "पंजाब"), ("रांची", "ranchi", "jharkhand", "झारखंड"),
             ("इंदौर", "indore", "madhya-pradesh", "मध्य प्रदेश"), ("गोरखपुर", "gorakhpur", "uttar-pradesh", "उत्तर प्रदेश")]
# (the agency in Hindi, its name in the sites' English bylines)
HI_AGENCIES = [("भाषा", "PTI"), ("भाषा", "PTI"), ("आईएएनएस", "IANS"), ("एएनआई", "ANI"), ("वार्ता", "UNI")]
# (the section's label, its path; "%s" the city's and the state's slugs)
HI_SECTIONS = {"jagran": [("देश", "news/national"), ("देश", "news/national"), ("उत्तर प्रदेश", "uttar-pradesh/%s-city"), ("दुनिया", "world/america"),
                          ("बिजनेस", "business/biz"), ("मनोरंजन", "entertainment/bollywood"), ("क्रिकेट", "cricket/headlines")],
               "amarujala": [("India News", "india-news"), ("India News", "india-news"), ("City & States", "%2$s/%1$s"), ("World", "world"),
                             ("Business", "business"), ("Entertainment", "entertainment/bollywood"), ("Cricket", "cricket/cricket-news")],
               "nbt": [("देश", "india"), ("देश", "india"), ("राज्य", "state/%2$s/%1$s"), ("विदेश", "world/america"), ("बिज़नेस", "business/business-news"),
                       ("मनोरंजन", "movie-masti/news-from-bollywood"), ("खेल", "sports/cricket/news")],
               "aajtak": [("भारत", "india/news"), ("भारत", "india/news"), ("राज्य", "india/%2$s"), ("विश्व", "world/news"), ("बिजनेस", "business/news"),
                          ("मनोरंजन", "entertainment/news"), ("खेल", "sports/cricket")],
               "ndtv": [("देश", "india"), ("देश", "india"), ("शहर", "cities"), ("दुनिया", "world"), ("बिज़नेस", "business"), ("बॉलीवुड", "bollywood"),
                        ("क्रिकेट", "cricket")],
               "bhaskar": [("देश", "national/news"), ("देश", "national/news"), ("राज्य", "local/%2$s/%1$s/news"), ("विदेश", "international/news"),
                           ("बिजनेस", "business/news"), ("बॉलीवुड", "entertainment/bollywood/news"), ("क्रिकेट", "sports/cricket/news")]}


def hindi(r, t, body, cat, cs):
    """A Hindi news site's story page of 2020-2024 in Hindi (Devanagari,
    sentences closed by the danda "।"), in Dainik Jagran's markup, Amar
    Ujala's, Navbharat Times's (Times Internet's), Aaj Tak's (the India
    Today group's), NDTV India's or Dainik Bhaskar's, one of them a site,
    each in an earlier or a later design, Amar Ujala's and Aaj Tak's
    served as their AMP pages on some sites (amp-img, amp-ad,
    amp-social-share); heavy with ad slots everywhere (googletag's
    div[id^=div-gpt-ad] and their scripts, "विज्ञापन" or "Advertisement"
    over them on most sites), the stories cut into short paragraphs of
    one to three sentences.  Jagran's: the breadcrumbs, the h1, the
    summary under it on the later design's pages, "Publish Date: Wed, 07
    Dec 2022 10:32 PM (IST)" and "Author: NAME" or "By NAME Edited By:
    NAME Updated: ...", the share icons, a "HighLights" box of two to
    four lines on half the earlier pages, the lead picture and its
    caption, div.articleBody of <p>s (CSS modules' hashed classes on the
    later design), the first opening on "नई दिल्ली, जागरण संवाददाता। " or
    "जागरण संवाददाता, लखनऊ: ", "यह भी पढ़ें: HEADLINE" lines, "Posted By:"
    and the tags after it.  Amar Ujala's: "Hindi News › India News ›",
    the h1.pg-title, "न्यूज डेस्क, अमर उजाला, नई दिल्ली", "Published by:
    NAME" and "Updated Wed, 07 Dec 2022 10:32 PM IST", "Follow Us", the
    "सार" box (a line or a list of two to four) on most pages, the picture
    captioned "... – फोटो : अमर उजाला", the "विस्तार" heading, then
    div.article-desc of <p>s with "विज्ञापन" over every ad slot, "ये भी
    पढ़ें: HEADLINE" lines, pictures, the app line "रहें हर खबर से अपडेट,
    डाउनलोड करें Android Hindi News App, ..." and "Get all India News in
    Hindi ..." closing it.  Navbharat Times's: the breadcrumbs, the
    h1, "Edited By NAME | नवभारतटाइम्स.कॉम | Updated: 7 Dec 2022, 10:32
    pm" (the later's "अपडेटेड:"), the "हाइलाइट्स" list on most earlier
    pages and some later ones, the story as loose lines split by
    "<br/><br/>" in the earlier design's arttextxml > div.Normal or the
    later's hashed div (no <p>), "<strong>" subheadings among them, a
    dateline "लखनऊ: " opening some, "पढ़ें:" lines and "ये भी पढ़ें" boxes of
    a picture and a headline, ad slots without a label on some sites,
    "लेखक के बारे में" and the author's bio, the app's promo.  Aaj
    Tak's: the breadcrumbs, div.story-heading's h1, the later design's
    div.story-kicker h2 (the summary), the author, "नई दिल्ली, 07 दिसंबर
    2022, (अपडेटेड 07 दिसंबर 2022, 10:32 PM IST)", "स्टोरी हाइलाइट्स" or
    "मुख्य बातें" on half the earlier pages, the picture and its "(फोटो-
    PTI)", div.story-with-main-sec of <p>s (jsx- hashed classes on the
    later design), "ये भी पढ़ें" in bold over a list of one to three
    headlines, "विज्ञापन" ad boxes, h2 or bold subheadings.  NDTV India's:
    khabar.ndtv.com's earlier design (the breadcrumbs, the h1, the
    dateline box "Reported by: NAME, Edited by: NAME, अपडेटेड: दिसम्बर 07,
    2022 10:32 PM IST", "खास बातें" and three lines on most pages) or
    ndtv.in's sp- classes as on NDTV's English site (h1.sp-ttl,
    h2.sp-descp the summary, "देश | Edited by: NAME | अपडेटेड: ..."), then
    div#ins_storybody of <p>s, the first opening on a bold "नई दिल्ली: ",
    "यह भी पढ़ें:" lines, on half the pages "ये भी पढ़ें:" and a list of
    headlines closing the story, the syndicated stories' "(इस खबर को
    एनडीटीवी टीम ने संपादित नहीं किया है. यह सिंडीकेट फीड से सीधे प्रकाशित
    की गई है.)" in italics, "Featured Video Of The Day".  Dainik
    Bhaskar's: hashed classes of no meaning, the h1, "NAME | नई दिल्ली"
    and "3 घंटे पहले", "कॉपी लिंक" and "शेयर", in the <article> a list of
    two to four bullet lines (ul style="border-bottom:none") on some
    pages, then the <p>s with bold subheadings, "ये खबर भी पढ़ें..." boxes
    of a bold headline linked and its excerpt with "पढ़िए पूरी खबर...",
    ad slots; then "खबरें और भी हैं...".  On all: an embedded tweet
    after its line at times, "(इनपुट: भाषा)" closing some agency stories,
    the share buttons, the "Google News पर फॉलो करें" box on some sites,
    a "लेटेस्ट खबरें" (or the site's) list of headlines beside the story.
    No comments printed.  The feed's description: the summary where the
    page has one (Jagran's, Aaj Tak's kicker, NDTV's sp-descp, Amar
    Ujala's "सार" line), else the story's first sentence.  The truth, as
    the indianews theme's: the summary under the headline (TEASER), the
    highlights' lines ("HighLights", "सार", "हाइलाइट्स", "स्टोरी
    हाइलाइट्स", "खास बातें", Bhaskar's bullets) as the story's first
    lines, then the paragraphs (the dateline kept in the first), the
    subheadings, the list items and the lines leading to an embed; not
    the highlights' labels, "विस्तार", the "ये भी पढ़ें" lines and boxes
    (their headlines and excerpts counted as leaks), the ads and their
    labels, the bylines, timestamps, captions, the embedded tweets, the
    app lines, promos, disclaimers and the "(इनपुट: भाषा)" credits, the
    follow boxes, the author's bio, tags nor the lists of headlines."""
    rs = random.Random(BLOG[0] + " hindi")
    site = rs.choice([["jagran", "amarujala"], ["nbt", "aajtak"], ["ndtv", "bhaskar"],
                      ["jagran", "amarujala", "nbt", "aajtak", "ndtv", "bhaskar"]][DATE_STYLE])
    late = rs.random() < 0.55                                        # the site's design of 2022-2024, or of 2020-2021
    amp = site in ("amarujala", "aajtak") and rs.random() < 0.3      # the site's AMP pages
    adlab = {"jagran": rs.choice(["Advertisement", "विज्ञापन"]), "amarujala": "विज्ञापन", "nbt": rs.choice(["", "विज्ञापन"]),
             "aajtak": "विज्ञापन", "ndtv": rs.choice(["Advertisement", "विज्ञापन"]), "bhaskar": rs.choice(["", "विज्ञापन"])}[site]
    gnews = rs.random() < 0.65                                       # the "Google News पर फॉलो करें" box
    hl_label = {"jagran": "HighLights", "amarujala": "सार", "nbt": "हाइलाइट्स", "aajtak": rs.choice(["स्टोरी हाइलाइट्स", "मुख्य बातें"]),
                "ndtv": "खास बातें", "bhaskar": ""}[site]
    year = r.choice([2021, 2022, 2023, 2024]) if site == "bhaskar" else r.choice([2022, 2023, 2024]) if late else r.choice([2020, 2021, 2022])
    pub = datetime.datetime(year, r.randint(1, 12), r.randint(1, 28), r.randint(6, 23), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(5, 10 * 60)) if r.random() < 0.7 else pub
    city, cslug, sslug, state = r.choice(HI_CITIES)
    sec, spath = r.choice(HI_SECTIONS[site])
    spath = spath.replace("%1$s", cslug).replace("%2$s", sslug).replace("%s", cslug)
    ag = r.choice(HI_AGENCIES) if r.random() < 0.22 else None
    hname = lambda: "%s %s" % (r.choice(HI_FIRST), r.choice(HI_LAST))
    ename = lambda: r.choice(IN_NAMES)
    lw = lambda: LEXICON[int(len(LEXICON) * r.random() ** 2)]
    slug = lambda: "-".join(lw() for _ in range(r.randint(4, 9)))
    hx = lambda n, k=8: (lambda g: g.choice("abcdef") + "".join(g.choice("0123456789abcdef") for _ in range(k - 1)))(random.Random(BLOG[0] + " hindi " + n))  # no digit first
    alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    mod = lambda n: (lambda g: "%s__%s" % (n, "".join(g.choice(alnum) for _ in range(5))))(random.Random(BLOG[0] + " hindi mod " + n))   # a CSS module's name
    jsx = "jsx-%d" % random.Random(BLOG[0] + " hindi jsx").randint(10 ** 9, 4 * 10 ** 9)
    en_mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    en_day = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    h12 = lambda d: "%02d:%02d %s" % ((d.hour + 11) % 12 + 1, d.minute, "AM" if d.hour < 12 else "PM")
    ist = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + "+05:30"
    ends = lambda s: s.endswith((HI_DANDA, "?", "!"))

    def sents(p):
        return word_sents(p, ends)
    paras = []
    for p in body:  # the desk's short paragraphs: one to three sentences
        ss = sents(p)
        while ss:
            k = r.choice([1, 2, 2, 3])
            paras.append(" ".join(ss[:k]))
            ss = ss[k:]
    n = len(paras)

    def line(lo=6, hi=16):  # a highlight's or a summary's line, its danda dropped at times
        s = sentence(r, lo, hi)
        return s[:-1] if s.endswith(HI_DANDA) and r.random() < 0.55 else s

    def head():  # a subheading: a phrase, no danda
        w = [word(r) for _ in range(r.randint(3, 7))]
        if w[0] in HI_SMALL:
            w[0] = LEXICON_HI[int(1500 * r.random() ** 2)]
        while w[-1] in HI_SMALL:
            w[-1] = LEXICON_HI[int(1500 * r.random() ** 2)]
        return hi_join(r, w, False) + (r.choice(["?", ":"]) if r.random() < 0.15 else "")

    # the summary under the headline and the highlights' lines
    summ = None
    if r.random() < {"jagran": 0.8 if late else 0.25, "aajtak": 0.85 if late and not amp else 0.3, "ndtv": 0.9 if late else 0.0}.get(site, 0):
        summ = sentence(r, 12, 30)
    hl_p = {"jagran": 0.15 if late else 0.5, "amarujala": 0.8, "nbt": 0.35 if late else 0.75, "aajtak": 0.1 if late else 0.55,
            "ndtv": 0.0 if late else 0.65, "bhaskar": 0.35}[site]
    hl = [line() for _ in range(r.choice([2, 3, 3, 4] if site != "ndtv" else [3]))] if r.random() < hl_p else []
    sar_p = site == "amarujala" and bool(hl) and r.random() < 0.45   # Amar Ujala's "सार" a paragraph, not a list
    if sar_p:
        summ, hl = sentence(r, 14, 34), []
    if summ:
        TEASER.append(summ)

    # the dateline opening the first paragraph
    dl = ""
    x = r.random()
    if site == "jagran" and x < 0.8:
        who = ("एजेंसी" if ag else r.choice(["जागरण संवाददाता", "जागरण संवाददाता", "ऑनलाइन डेस्क", "राज्य ब्यूरो", "जागरण ब्यूरो", "डिजिटल डेस्क"]))
        dl = ("%s, %s। " % (city, who) if not late or r.random() < 0.5 else "%s, %s: " % (who, city))
    elif site == "ndtv" and x < 0.7:
        dl = city + ": "
    elif site == "nbt" and x < 0.4:
        dl = city + ": "
    elif site == "aajtak" and ag and x < 0.5:
        dl = "%s, (%s): " % (city, ag[0])

    # the page's parts among the paragraphs: (index after which, kind)
    heads = {k for k in range(2, n) if r.random() < 0.3} if n >= 5 and r.random() < 0.45 else set()
    list_at = r.randrange(1, n) if n >= 3 and r.random() < 0.08 else -1
    embed_at = r.randrange(1, n) if n >= 3 and r.random() < 0.15 else -1
    also = set(r.sample(range(1, n - 1), min(n - 2, r.choice([1, 1, 2, 2, 3])))) if n >= 4 and r.random() < 0.75 else set()
    ads = set(range(r.choice([0, 1, 1, 2]), n - 1, r.choice([2, 3, 3, 4]))) if n >= 3 else set()
    pic_at = r.randrange(2, n - 1) if n >= 5 and r.random() < 0.2 else -1
    lead_in = ""
    if embed_at >= 0:
        lead_in = r.choice(["उन्होंने सोशल मीडिया पर लिखा-", "उन्होंने ट्वीट कर लिखा-", "यहां देखें पोस्ट:", "उन्होंने एक्स पर पोस्ट कर कहा-",
                            "इस घटना का वीडियो सामने आया है, जिसमें %s %s दिख रहे हैं।" % (LEXICON_HI[int(1500 * r.random() ** 2)], LEXICON_HI[int(1500 * r.random() ** 2)])])
    blocks, story = [], list(hl)
    for i, p in enumerate(paras):
        if i in heads:
            h = head()
            blocks.append(("h", h))
            story.append(h)
        blocks.append(("p", (dl if i == 0 else "") + p, dl if i == 0 else ""))
        story.append((dl if i == 0 else "") + p)
        if i == list_at:
            li = [line(4, 12) for _ in range(r.randint(3, 5))]
            blocks.append(("ul", li))
            story += li
        if i == embed_at:
            blocks.append(("p", lead_in, ""))
            story.append(lead_in)
            blocks.append(("tweet",))
        if i in ads:
            blocks.append(("ad", i))
        if i in also:
            blocks.append(("also",))
        if i == pic_at:
            blocks.append(("pic",))
    STORY[:] = story
    if not summ:
        DESC.append(sents(story[len(hl)])[0] if r.random() < 0.7 else " ".join(sents(story[len(hl)])[:2]))
    credit = "(इनपुट: %s)" % ag[0] if ag and r.random() < 0.5 else "(एजेंसी इनपुट के साथ)" if not ag and r.random() < 0.1 else ""
    if ag and site == "ndtv":
        credit = ""

    def story_url(s=None):
        s = s or r.choice(HI_SECTIONS[site])[1].replace("%1$s", cslug).replace("%2$s", sslug).replace("%s", cslug)
        d = pub - datetime.timedelta(days=r.randint(0, 20))
        if site == "jagran":
            return "https://www.jagran.com/%s-%s-%d.html" % (s, slug(), r.randint(22000000, 23900000))
        if site == "amarujala":
            return "https://www.amarujala.com/%s%s/%s-%d-%02d-%02d" % ("amp/" if amp else "", s, slug(), d.year, d.month, d.day)
        if site == "nbt":
            return "https://navbharattimes.indiatimes.com/%s/%s/articleshow/%d.cms" % (s, slug(), r.randint(80000000, 109000000))
        if site == "aajtak":
            return "https://www.aajtak.in/%s%s/story/%s-%d-%d-%02d-%02d" % ("amp/" if amp else "", s, slug(), r.randint(1100000, 1990000), d.year, d.month, d.day)
        if site == "ndtv":
            return ("https://ndtv.in/%s/%s-%d" % (s, slug(), r.randint(4000000, 6900000)) if late else
                    "https://khabar.ndtv.com/news/%s/%s-%d" % (s, slug(), r.randint(2100000, 2990000)))
        return "https://www.bhaskar.com/%s/%s-%d.html" % (s, slug(), r.randint(128000000, 134000000))

    def img(w=750, h=506):
        k = r.getrandbits(32)
        return {"jagran": "https://www.jagranimages.com/images/newimg/%02d%02d%d/%02d_%02d_%d-%s_%d.jpg" % (pub.day, pub.month, pub.year, pub.day, pub.month, pub.year, lw(), k % 10 ** 8),
                "amarujala": "https://staticimg.amarujala.com/assets/images/%d/%02d/%02d/%dx%d/%s_%d.jpeg" % (pub.year, pub.month, pub.day, w, h, lw(), 1600000000 + k % 10 ** 8),
                "nbt": "https://navbharattimes.indiatimes.com/thumb/msid-%d,imgsize-%d,width-%d,resizemode-4/%s.jpg" % (r.randint(8 * 10 ** 7, 10 ** 8), k % 300000, w, lw()),
                "aajtak": "https://akm-img-a-in.tosshub.com/aajtak/images/story/%d%02d/%s_%d-sixteen_nine.jpg?size=948:533" % (pub.year, pub.month, lw(), k % 10 ** 6),
                "ndtv": "https://c.ndtvimg.com/%d-%02d/%s_%s_625x300_%02d_%s_%02d.jpg" % (pub.year, pub.month, "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(8)), lw(), pub.day, MONTHS[pub.month - 1], pub.year % 100),
                "bhaskar": "https://images.bhaskarassets.com/webp/thumb/512x0/web2images/521/%d/%02d/%02d/%s_%d.jpg" % (pub.year, pub.month, pub.day, lw(), 1600000000 + k % 10 ** 8)}[site]

    def caption():
        c = sentence(r, 5, 14)
        c = c[:-1] if ends(c) else c
        EXTRAS.append(c)
        return c + {"jagran": r.choice(["", "", "। फाइल फोटो", "। जागरण", " (फोटो- जागरण)"]),
                    "amarujala": " – फोटो : %s" % r.choice(["अमर उजाला", "अमर उजाला", "सोशल मीडिया", "ANI", "PTI", "अमर उजाला ग्राफिक्स"]),
                    "nbt": r.choice(["", " (फाइल फोटो)", " (फोटो: PTI)", " (सांकेतिक तस्वीर)"]), "aajtak": r.choice([" (फोटो- PTI)", " (फोटो- आजतक)", " (सांकेतिक तस्वीर)", " (फाइल फोटो)"]),
                    "ndtv": r.choice(["", " (फाइल फोटो)", " (प्रतीकात्मक तस्वीर)"]), "bhaskar": r.choice(["", "", " (फाइल फोटो)"])}[site]

    def gpt(i):
        return "div-gpt-ad-%d-%d" % (random.Random(BLOG[0] + " hindi gpt").randint(10 ** 12, 2 * 10 ** 12), i)

    def ad(i):
        s = gpt(i)
        scr = "<script>googletag.cmd.push(function() { googletag.display('%s'); });</script>" % s
        if adlab:
            EXTRAS.append(adlab)
        if amp:
            return ('<div class="%s">%s<amp-ad width="300" height="250" type="doubleclick" data-slot="/%d/%s_AMP_ATF_%d" data-multi-size="336x280,300x250" data-multi-size-validation="false">'
                    '<div placeholder></div><div fallback></div></amp-ad></div>') % (
                "amp-ad-container" if site == "aajtak" else "ad-slot", '<div class="ad-label">%s</div>' % adlab if adlab else "",
                1007232 if site == "aajtak" else 21784395658, "AT" if site == "aajtak" else "AU", i)
        lab = lambda c: '<span class="%s">%s</span>' % (c, adlab) if adlab else ""
        if site == "jagran":
            return ('<div class="%s"><div class="adsCont">%s<div id="%s" style="min-width: 300px; min-height: 250px;"></div>%s</div></div>' % (
                mod("ArticleBody_ads") if late else "adsContainer", lab("adText"), s, scr))
        if site == "amarujala":
            return '<div class="ad_unit ad_unit_story">%s<div id="%s" class="adBox" style="min-height:250px;"></div>%s</div>' % (lab("ad-title"), s, scr)
        if site == "nbt":
            return ('<div class="ad1 %s" data-adtype="%s">%s<div id="%s" data-plugin="ctn"></div></div>' % (
                "mrec" + str(i) if not late else hx("adwrap", 5), "MREC" if i < 4 else "MREC_BTF", lab("ad-label"), s))
        if site == "aajtak":
            return ('<div class="%sads__container"><div class="adsHeading">%s</div><div id="%s" class="adsBox"></div>%s</div>' % (
                jsx + " " if late else "", adlab, s, scr))
        if site == "ndtv":
            return ('<div class="ad-art_full2 ad-art_wap"><div class="ad-art_rw"><div class="ad-art_wr">%s<div class="ad-art_img-wr"><div id="%s" class="adslot"></div>%s</div></div></div></div>' % (
                lab("ad-art_tx1"), s, scr) if late else '<div class="ins_adwrap">%s<div id="%s"></div>%s</div>' % (lab("ins_adtxt"), s, scr))
        return '<div class="%s">%s<div id="%s" class="%s" style="min-height:250px"></div></div>' % (hx("ad"), lab(hx("adlabel")), s, hx("adslot"))

    def tweet():
        who = ename()
        handle = (who.split()[0] + r.choice(["", "_", ""]) + who.split()[1][:r.choice([1, 3, 20])]).lower() + r.choice(["", "", str(r.randint(1, 99))])
        tco = "https://t.co/" + "".join(r.choice(alnum) for _ in range(10))
        d = pub - datetime.timedelta(minutes=r.randint(30, 2000))
        tid = r.randint(10 ** 18, 18 * 10 ** 17)
        if amp:
            return ('<amp-twitter width="375" height="472" layout="responsive" data-tweetid="%d"><blockquote placeholder class="twitter-tweet" data-lang="hi"><p lang="hi" dir="ltr">%s</p>'
                    '&mdash; %s (@%s) <a href="https://twitter.com/%s/status/%d">%s %d, %d</a></blockquote></amp-twitter>') % (
                tid, esc(sentence(r, 6, 22)), esc(who), handle, handle, tid, MONTHS[d.month - 1], d.day, d.year)
        return ('<blockquote class="twitter-tweet"%s><p lang="hi" dir="ltr">%s <a href="%s">%s</a></p>&mdash; %s (@%s) <a href="https://twitter.com/%s/status/%d?ref_src=twsrc%%5Etfw">%s %d, %d</a></blockquote> '
                '<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>') % (
            r.choice(["", ' data-lang="hi"', ' data-dnt="true"']), esc(sentence(r, 6, 22)), tco, "pic.twitter.com/" + tco[-10:] if r.random() < 0.5 else tco,
            esc(who), handle, handle, tid, MONTHS[d.month - 1], d.day, d.year)

    def also_box(k=0):
        hs = [title(r) for _ in range(k or r.choice([1, 1, 1, 2, 3] if site in ("aajtak", "ndtv") else [1]))]
        EXTRAS.extend(hs)
        u = [story_url() for _ in hs]
        if site == "jagran":
            EXTRAS.append("यह भी पढ़ें")
            return "".join('<p><strong>यह भी पढ़ें: </strong><a href="%s" target="_blank">%s</a></p>' % (a, esc(h)) for a, h in zip(u, hs))
        if site == "amarujala":
            lab = r.choice(["ये भी पढ़ें: ", "यह भी पढ़ें: ", "ये भी पढ़ें- "])
            return "".join('<p><strong>%s<a href="%s">%s</a></strong></p>' % (lab, a, esc(h)) for a, h in zip(u, hs))
        if site == "nbt":
            if late and r.random() < 0.6:
                return ('<div class="%s"><div class="%s">ये भी पढ़ें</div><a class="%s" href="%s"><img src="%s" alt="%s" width="80" height="60"/><span>%s</span></a></div>' % (
                    hx("readalso"), hx("readalsolabel"), hx("readalsolink"), u[0], img(160, 120), esc(hs[0]), esc(hs[0])))
            return '<br/><br/><strong>%s: <a href="%s">%s</a></strong>' % (r.choice(["पढ़ें", "ये भी पढ़ें", "पढ़ें"]), u[0], esc(hs[0]))
        if site == "aajtak":
            EXTRAS.append("ये भी पढ़ें")
            return "<p><strong>ये भी पढ़ें</strong></p><ul>%s</ul>" % "".join('<li><a href="%s" target="_blank">%s</a></li>' % (a, esc(h)) for a, h in zip(u, hs))
        if site == "ndtv":
            if len(hs) > 1:
                return "<p><b>ये भी पढ़ें:</b></p><ul>%s</ul>" % "".join('<li><a href="%s">%s</a></li>' % (a, esc(h)) for a, h in zip(u, hs))
            return '<p><b>यह भी पढ़ें:</b> <a href="%s" target="_blank">%s</a></p>' % (u[0], esc(hs[0]))
        ex = sentence(r, 12, 28)
        EXTRAS.extend([ex, "ये खबर भी पढ़ें..."])
        return ('<p><strong>ये खबर भी पढ़ें...</strong></p><p><strong><a href="%s">%s</a></strong></p><p>%s <a href="%s">पढ़िए पूरी खबर...</a></p>' % (
            u[0], esc(hs[0]), esc(ex), u[0]))

    def pic():
        c = caption()
        if amp:
            return '<figure class="story-img"><amp-img src="%s" alt="%s" width="750" height="506" layout="responsive"></amp-img><figcaption>%s</figcaption></figure>' % (img(), esc(c[:60]), esc(c))
        if site == "nbt":
            return '<br/><br/><div class="img_wrap"><img src="%s" alt="%s" title="%s"/><div class="img_caption">%s</div></div>' % (img(), esc(c[:60]), esc(c[:60]), esc(c))
        if site == "bhaskar":
            return '<div class="%s"><img src="%s" alt="" loading="lazy"/><span class="%s">%s</span></div>' % (hx("picwrap"), img(), hx("piccap"), esc(c))
        return '<figure class="%s"><img src="%s" alt="%s" loading="lazy" width="750" height="506"/><figcaption>%s</figcaption></figure>' % (
            {"jagran": "articleImg", "amarujala": "article-img", "aajtak": "content-img", "ndtv": "ins_instory_dv"}[site], img(), esc(c[:60]), esc(c))

    # the story's box
    out = []
    br = rs.choice(["<br/><br/>", "<br/><br/>", "<br><br>", "<br /><br />"])
    for b in blocks:
        k = b[0]
        if k == "p":
            text, d = b[1], b[2]
            if site == "nbt":
                out.append(("" if not out else br) + esc(text))
            elif site == "ndtv" and d:
                out.append('<p><b class="place_cont">%s</b>%s</p>' % (esc(d), esc(text[len(d):])))
            elif site == "jagran" and d and r.random() < 0.5:
                out.append("<p><strong>%s</strong>%s</p>" % (esc(d), esc(text[len(d):])))
            else:
                out.append("<p>%s</p>" % esc(text))
        elif k == "h":
            h = esc(b[1])
            out.append(br + "<strong>%s</strong>" % h if site == "nbt" else
                       "<h2>%s</h2>" % h if site in ("aajtak", "jagran") and r.random() < 0.6 else
                       "<h3>%s</h3>" % h if site == "ndtv" and r.random() < 0.5 else "<p><strong>%s</strong></p>" % h)
        elif k == "ul":
            out.append(("<ul>%s</ul>" if site != "nbt" else br + "<ul>%s</ul>") % "".join("<li>%s</li>" % esc(y) for y in b[1]))
        elif k == "tweet":
            out.append(tweet() if site != "nbt" else '<div class="embedtwitter">%s</div>' % tweet())
        elif k == "ad":
            out.append(ad(b[1]))
        elif k == "also":
            out.append(also_box())
        elif k == "pic":
            out.append(pic())
    if site == "ndtv" and r.random() < 0.5:  # "ये भी पढ़ें:" and its list closing the story
        out.append(also_box(r.randint(2, 5)))
    if credit:
        out.append((br + credit) if site == "nbt" else "<p><em>%s</em></p>" % credit if r.random() < 0.5 else "<p>%s</p>" % credit)
    textbox = "\n".join(out)

    # the chrome around it
    heads_ = [title(r) for _ in range(r.randint(5, 8))]
    EXTRAS.extend(heads_)
    share_k = [("facebook", "https://www.facebook.com/sharer/sharer.php?u=x", "Facebook"), ("twitter", "https://twitter.com/intent/tweet?url=x", "Twitter" if year < 2024 else "X"),
               ("whatsapp", "https://api.whatsapp.com/send?text=x", "WhatsApp"), ("telegram", "https://t.me/share/url?url=x", "Telegram"), ("linkedin", "https://www.linkedin.com/shareArticle?url=x", "LinkedIn")]
    share = lambda cls: "".join('<li class="%s %s"><a href="%s" target="_blank" rel="nofollow noopener" title="%s पर शेयर करें"></a></li>' % (cls, k, u, lab) for k, u, lab in share_k[:r.choice([3, 4, 5])])
    amp_share = "".join('<amp-social-share type="%s" width="32" height="32"%s></amp-social-share>' % (k, ' data-param-app_id="%d"' % r.randint(10 ** 14, 10 ** 15) if k == "facebook" else "")
                        for k in ["facebook", "twitter", "whatsapp", "email"])
    follow = ""
    if gnews:
        EXTRAS.append("Google News पर फॉलो करें")
        follow = ('<div class="%s"><a href="https://news.google.com/publications/CAAqBwgKM%s" target="_blank" rel="nofollow noopener"><img src="%s" alt="Google News" width="24" height="24"/>'
                  '<span>Google News पर फॉलो करें</span></a></div>') % (
            {"bhaskar": hx("gnews")}.get(site, "google-news-follow" if site != "jagran" or not late else mod("Follow_google")),
            (lambda g: "".join(g.choice(alnum) for _ in range(16)))(random.Random(BLOG[0] + " gnews")), "/images/google-news-icon.svg")
    latest_lab = {"jagran": "लेटेस्ट खबरें", "amarujala": "लेटेस्ट खबरें", "nbt": "लेटेस्ट न्यूज़", "aajtak": "लेटेस्ट", "ndtv": "ट्रेंडिंग", "bhaskar": "खबरें और भी हैं..."}[site]
    EXTRAS.append(latest_lab)
    latest = "".join('<li><a href="%s">%s</a></li>' % (story_url(), esc(h)) for h in heads_)
    hl_items = "".join("<li>%s</li>" % esc(x) for x in hl)
    crumbs_t = t if len(t) < 70 else t[:67] + "..."
    lead = r.random() < 0.85

    if site == "jagran":
        by, ed = ename(), ename()
        when = lambda d: "%s, %02d %s %d %s (IST)" % (en_day[d.weekday()], d.day, en_mon[d.month - 1], d.year, h12(d))
        tags = list(dict.fromkeys(lw().title() + (" " + lw().title() if r.random() < 0.4 else "") for _ in range(r.randint(3, 6))))
        EXTRAS.append("Posted By: %s" % ed)
        if late:
            meta = ('<div class="%s"><span class="%s">By %s</span><span class="%s">Edited By: <a href="https://www.jagran.com/author/%s">%s</a></span>'
                    '<span class="%s">Updated: %s</span></div>') % (
                mod("Byline_byline"), mod("Byline_author"), esc(ag[1] if ag else by), mod("Byline_editor"), "-".join(ed.lower().split()), esc(ed), mod("Byline_date"), when(upd))
        else:
            meta = ('<div class="dateInfo"><span class="type">Publish Date: %s</span>%s<span class="type">Author: %s</span></div>') % (
                when(pub), '<span class="type">Updated Date: %s</span>' % when(upd) if upd != pub else "", esc(ag[1] if ag else by))
        fig = ('<div class="%s"><img src="%s" alt="%s" width="700" height="400"/><p class="%s">%s</p></div>' % (
            mod("ArticleImage_image") if late else "articleImg", img(), esc(crumbs_t), "caption", esc(caption()))) if lead else ""
        return ('<div class="%s"><div class="breadcrum"><ul><li><a href="https://www.jagran.com/">होम</a></li><li><a href="https://www.jagran.com/%s-news-hindi.html">%s</a></li><li>%s</li></ul></div>'
                '<div class="%s"><h1 itemprop="headline">%s</h1>%s%s<div class="shareIcons"><ul>%s</ul></div></div>'
                '%s%s<div class="%s" id="%s" itemprop="articleBody">%s</div>'
                '<div class="postedBy">Posted By: %s</div>%s'
                '<div class="tags"><span>Tags</span><ul>%s</ul></div></div>'
                '<aside class="%s"><div class="latestNews"><h3>%s</h3><ul>%s</ul></div></aside>') % (
            mod("Detail_container") if late else "articlecontainer", spath.split("/")[1] if spath.startswith("news/") else spath.split("/")[0], esc(sec), esc(crumbs_t),
            mod("DetailHeader_header") if late else "articleHd", esc(t),
            '<p class="%s">%s</p>' % (mod("DetailHeader_summary") if late else "articleSummary", esc(summ)) if summ else "", meta, share("share"),
            '<div class="highlights"><h2>HighLights</h2><ul>%s</ul></div>' % hl_items if hl else "", fig,
            mod("ArticleBody_body") if late else "articleBody", "article-body" if late else "articleBody", textbox, esc(ed), follow,
            "".join('<li><a href="https://www.jagran.com/topics/%s">%s</a></li>' % ("-".join(x.lower().split()), esc(x)) for x in tags),
            mod("Detail_aside") if late else "rightSection", latest_lab, latest)

    if site == "amarujala":
        desk = ("%s, अमर उजाला, %s" % (r.choice(["न्यूज डेस्क", "न्यूज डेस्क", "स्पोर्ट्स डेस्क", "एंटरटेनमेंट डेस्क", "बिजनेस डेस्क"]), "नई दिल्ली" if city == "नई दिल्ली" or sec != "City & States" else city)
                if r.random() < 0.7 else "अमर उजाला ब्यूरो, %s" % city if sec == "City & States" else "%s, %s" % (ag[0] if ag else "एजेंसी", city))
        pubby = ename()
        when = "%s, %02d %s %d %s IST" % (en_day[upd.weekday()], upd.day, en_mon[upd.month - 1], upd.year, h12(upd))
        nlab = "%s News" % cslug.title() if sec == "City & States" else sec if sec.endswith("News") else sec + " News"
        app = ["रहें हर खबर से अपडेट, डाउनलोड करें Android Hindi News App, iOS Hindi News App और Amarujala Hindi News APP अपने मोबाइल पे|",
               "Get all %s in Hindi related to live update of politics, sports, entertainment, technology and education etc. Stay updated with us for all breaking news from %s and more news in Hindi." % (
                   nlab, nlab)]
        EXTRAS.extend(app + ["Follow Us", "विस्तार", "Link Copied"])
        sar = ('<div class="sar-box"><h2 class="sar-title">सार</h2><div class="sar-desc">%s</div></div>' % (
            "<p>%s</p>" % esc(summ) if summ else "<ul>%s</ul>" % hl_items)) if summ or hl else ""
        c = caption() if lead else ""
        fig = ((('<div class="article-img"><amp-img src="%s" alt="%s" width="750" height="506" layout="responsive"></amp-img>' if amp else
                 '<div class="article-img"><img src="%s" alt="%s" width="750" height="506"/>') % (img(), esc(t))) + '<span class="caption">%s</span></div>' % esc(c)) if lead else ""
        crumb = ('<div class="breadcrumb"><span><a href="https://www.amarujala.com/">Hindi News</a></span> › <span><a href="https://www.amarujala.com/%s">%s</a></span> › <span>%s</span></div>') % (
            spath.split("/")[0], esc(sec if sec != "City & States" else sslug.replace("-", " ").title()), esc(crumbs_t))
        if sec == "City & States":
            crumb = crumb.replace(' › <span>%s</span></div>' % esc(crumbs_t), ' › <span><a href="https://www.amarujala.com/%s">%s News</a></span> › <span>%s</span></div>' % (
                spath, cslug.title(), esc(crumbs_t)))
        return ('<div class="%s">%s<article class="article-detail" itemscope itemtype="https://schema.org/NewsArticle"><div class="article-heading"><h1 class="pg-title" itemprop="headline">%s</h1></div>'
                '<div class="auther-detail"><div class="auther-name"><a href="https://www.amarujala.com/author/%s">%s</a></div><div class="published-by">Published by: <a href="https://www.amarujala.com/authors/%s">%s</a></div>'
                '<div class="publish-date">Updated %s</div></div>'
                '<div class="social-share">%s</div><div class="follow-us"><a href="https://news.google.com/publications/CAAqBwgKMJ3DlwsworTXAw" target="_blank">Follow Us</a></div>'
                '%s%s<div class="vistar"><h2 class="vistar-title">विस्तार</h2><a class="follow-us-link" href="https://news.google.com/publications/CAAqBwgKMJ3DlwsworTXAw">Follow Us</a></div>'
                '%s<div class="article-desc ul_styling" itemprop="articleBody">%s</div>'
                '<div class="link-copied" style="display:none">Link Copied</div>'
                '<div class="app-line"><p>रहें हर खबर से अपडेट, डाउनलोड करें <a href="https://play.google.com/store/apps/details?id=com.org.AmarUjala.news">Android Hindi News App</a>, '
                '<a href="https://apps.apple.com/in/app/amar-ujala-hindi-news/id1028364855">iOS Hindi News App</a> और <a href="https://www.amarujala.com/app">Amarujala Hindi News APP</a> अपने मोबाइल पे|</p>'
                '<p>%s</p></div>%s</article>'
                '<aside class="right-side"><div class="latest-news"><h3>%s</h3><ul>%s</ul></div></aside></div>') % (
            "amp-container" if amp else "container", crumb, esc(t), "news-desk", esc(desk), "-".join(pubby.lower().split()), esc(pubby), when,
            amp_share if amp else "<ul>%s</ul>" % share("share-item"), sar, fig, ad(90) if not amp or r.random() < 0.5 else "", textbox, esc(app[1]), follow, latest_lab, latest)

    if site == "nbt":
        ed = ename()
        src = ag[0] if ag and r.random() < 0.6 else "नवभारतटाइम्स.कॉम"
        if late:
            when = "अपडेटेड: %d %s %d, %d:%02d %s" % (upd.day, HI_MONTHS[upd.month - 1], upd.year, (upd.hour + 11) % 12 + 1, upd.minute, "am" if upd.hour < 12 else "pm")
        else:
            when = "Updated: %d %s %d, %d:%02d %s" % (upd.day, en_mon[upd.month - 1], upd.year, (upd.hour + 11) % 12 + 1, upd.minute, "am" if upd.hour < 12 else "pm")
        bio = "%s %s" % (ed, sentence(r, 12, 24))
        promo = "NBT ऐप डाउनलोड करें: देश-दुनिया, आपके शहर, बिज़नेस, खेल और मनोरंजन की ताज़ा खबरें हिंदी में"
        EXTRAS.extend([bio, promo, "लेखक के बारे में"])
        lead = lead and (not late or r.random() < 0.5)
        c = caption() if lead else ""
        fig = ('<div class="%s"><img src="%s" alt="%s" title="%s" width="680" height="510"/><div class="%s">%s</div></div>' % (
            hx("leadimg", 5) if late else "article_img", img(680, 510), esc(crumbs_t), esc(crumbs_t), hx("caption", 5) if late else "img_caption", esc(c))) if lead else ""
        crumbs = [("होम", "https://navbharattimes.indiatimes.com/")] + [(sec if sec != "राज्य" else state, "https://navbharattimes.indiatimes.com/%s/articlelist/%d.cms" % (
            spath.rsplit("/", 1)[0] if sec == "राज्य" else spath.split("/")[0], r.randint(2279000, 2280000)))]
        if sec == "राज्य":
            crumbs.append(("%s न्यूज़" % city, "https://navbharattimes.indiatimes.com/%s/articlelist/%d.cms" % (spath, r.randint(2280000, 2290000))))
        textdiv = ('<div class="%s" data-articlebody="1">%s</div>' % ("story-content " + hx("story", 5), textbox) if late else
                   '<arttextxml><div class="section1"><div class="Normal">%s</div></div></arttextxml>' % textbox)
        return ('<div class="%s"><div class="breadcrumb"><ul>%s<li><span>%s</span></li></ul></div><div class="story-article" data-msid="%d">'
                '<div class="top-article"><h1>%s</h1><div class="%s"><span class="author">Edited By <a href="https://navbharattimes.indiatimes.com/author/%s/%d.cms">%s</a></span> | <span>%s</span> | <span class="time_cptn">%s</span></div>'
                '<div class="share_icons"><ul>%s</ul></div></div>%s%s<div class="article-section">%s</div>%s'
                '<div class="writer_info"><h3>लेखक के बारे में</h3><div class="writer_detail"><a href="https://navbharattimes.indiatimes.com/author/%s/%d.cms">%s</a><p>%s</p></div></div>'
                '<div class="nbt_app_promo"><a href="https://navbharattimes.onelink.me/%s">%s</a></div></div>'
                '<div class="rhs_widget"><h3>%s</h3><ul>%s</ul></div></div>') % (
            hx("page", 5) if late else "leftmain", "".join('<li><a href="%s">%s</a></li>' % (u, esc(a)) for a, u in crumbs), esc(crumbs_t), r.randint(80000000, 109000000),
            esc(t), "news_card_source" if late else "source", "-".join(ed.lower().split()), r.randint(470000000, 480000000), esc(ed), esc(src), when, share("shr"),
            '<div class="highlights"><h2>हाइलाइट्स</h2><ul>%s</ul></div>' % hl_items if hl else "", fig, textdiv, follow,
            "-".join(ed.lower().split()), r.randint(470000000, 480000000), esc(ed), esc(bio), "".join(r.choice(alnum) for _ in range(8)), promo, latest_lab, latest)

    if site == "aajtak":
        person = not (ag and r.random() < 0.5) and r.random() < 0.75
        who = hname() if person else ag[0] if ag else r.choice(["आजतक ब्यूरो", "aajtak.in"])
        mon = lambda d: "%02d %s %d" % (d.day, HI_MONTHS[d.month - 1], d.year)
        dateline = "%s, %s," % (city, mon(pub)) + (" (अपडेटेड %s, %s IST)" % (mon(upd), h12(upd)) if upd != pub else " %s IST" % h12(pub))
        c = caption() if lead else ""
        fig = (('<div class="main-img"><amp-img src="%s" alt="%s" width="948" height="533" layout="responsive"></amp-img>' if amp else
                '<div class="main-img"><img src="%s" alt="%s" width="948" height="533"/>') % (img(), esc(crumbs_t)) + '<p class="photocaption">%s</p></div>' % esc(c)) if lead else ""
        j = (jsx + " ") if late and not amp else ""
        return ('<div class="%scontent-area"><div class="%sbreadcrumb"><ul><li><a href="https://www.aajtak.in/">होम</a></li><li><a href="https://www.aajtak.in/%s">%s</a></li><li><span>%s</span></li></ul></div>'
                '<div class="%sstory-heading"><h1>%s</h1></div>%s'
                '<div class="%sbrand-detial-main"><div class="%sbrand-detial"><span class="%sbyline-author">%s</span><span class="%sdateline">%s</span></div>'
                '<div class="%sstory-share">%s</div></div>%s%s'
                '<div class="%sstory-with-main-sec"><div class="%stext-formatted%s">%s</div></div>%s'
                '<div class="%sstory-tags"><span>टैग्स</span>%s</div></div>'
                '<div class="%sright-panel"><div class="%swidget-latest"><h3>%s</h3><ul>%s</ul></div></div>') % (
            j, j, spath, esc(sec if sec != "राज्य" else state), esc(crumbs_t), j, esc(t),
            '<div class="%sstory-kicker"><h2>%s</h2></div>' % (j, esc(summ)) if summ else "",
            j, j, j, '<a href="https://www.aajtak.in/author/%s">%s</a>' % (lw(), esc(who)) if person else esc(who), j, esc(dateline),
            j, amp_share if amp else "<ul>%s</ul>" % share("social-icon"),
            '<div class="%sstory-highlight"><h2>%s</h2><ul>%s</ul></div>' % (j, hl_label, hl_items) if hl else "", fig,
            j, j, " " + mod("Story_description") + " description" if late and not amp else "", textbox, follow,
            j, "".join('<a href="https://www.aajtak.in/topic/%s">%s</a>' % (lw(), esc(LEXICON_HI[int(1500 * r.random() ** 2)])) for _ in range(r.randint(2, 5))),
            j, j, latest_lab, latest)

    if site == "ndtv":
        mon = ["जनवरी", "फरवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितम्बर", "अक्टूबर", "नवम्बर", "दिसम्बर"]
        when = lambda d: "%s %02d, %d %d:%02d %s IST" % (mon[d.month - 1], d.day, d.year, (d.hour + 11) % 12 + 1, d.minute, "am" if d.hour < 12 else "pm")
        rep, ed = ename(), ename()
        extra = []
        if ag:
            s = "(इस खबर को एनडीटीवी टीम ने संपादित नहीं किया है. यह सिंडीकेट फीड से सीधे प्रकाशित की गई है.)"
            EXTRAS.append(s)
            extra.append("<p><i>%s</i></p>" % s if r.random() < 0.7 else "<i>%s</i>" % s)
        vid = title(r)
        feat = r.random() < (0.7 if late else 0.6)
        if feat:
            EXTRAS.extend([vid, "Featured Video Of The Day"])
        c = caption() if lead else ""
        fig = ('<div class="ins_instory_dv" style="width:620px;"><div class="ins_instory_dv_cont"><img src="%s" alt="%s" id="story_image_main" width="620" height="350"/>'
               '<p class="ins_instory_dv_caption sp_b">%s</p></div></div>') % (img(), esc(crumbs_t), esc(c)) if lead else ""
        body_ = '<div class="%s" id="ins_storybody" itemprop="articleBody">%s\n%s%s</div>' % ("sp-cn ins_storybody" if late else "ins_storybody", fig, textbox, "".join(extra))
        featured = ('<div class="ftr-vdo"><div class="ftr-vdo_hdg">Featured Video Of The Day</div><a class="ftr-vdo_lnk" href="https://ndtv.in/videos/%s-%d"><div class="ftr-vdo_ttl">%s</div></a></div>' % (
            slug(), r.randint(600000, 799999), esc(vid)))
        if late:
            byl = ('<li class="pst-by_li"><span class="pst-by_txt">Edited by: </span><a class="pst-by_lnk" href="https://ndtv.in/author/%s">%s</a></li>' % ("-".join(ed.lower().split()), esc(ed)) if not ag else
                   '<li class="pst-by_li">%s</li>' % esc(ag[0]))
            return ('<div class="vjl-cnt"><div class="vjl-cntr"><nav class="brd-nv"><ul class="brd-nv_ul"><li class="brd-nv_li"><a class="brd-nv_lnk" href="https://ndtv.in/">हिंदी न्यूज़</a></li>'
                    '<li class="brd-nv_li"><a class="brd-nv_lnk" href="https://ndtv.in/%s">%s</a></li><li class="brd-nv_li"><span class="brd-nv_lnk">%s</span></li></ul></nav>'
                    '<article class="stp-wr" itemscope itemtype="https://schema.org/NewsArticle"><div class="sp-hd"><div class="sp-cn"><h1 class="sp-ttl" itemprop="headline">%s</h1>%s'
                    '<nav class="pst-by"><ul class="pst-by_ul"><li class="pst-by_li"><a class="pst-by_lnk" href="https://ndtv.in/%s">%s</a></li>%s'
                    '<li class="pst-by_li"><span class="pst-by_txt">अपडेटेड: </span><span class="pst-by_lnk" itemprop="dateModified" content="%s">%s</span></li></ul></nav>'
                    '<div class="ss ss_pg"><ul class="ss_ul">%s</ul></div></div></div>%s%s%s</article>'
                    '<aside class="vjl-Mid-3"><div class="lst-pg_wr"><h3 class="lst-pg_ttl">%s</h3><ul class="lst-pg_ul">%s</ul></div></aside></div></div>') % (
                spath, esc(sec), esc(crumbs_t), esc(t), '<h2 class="sp-descp">%s</h2>' % esc(summ) if summ else "", spath, esc(sec), byl, ist(upd), when(upd),
                share("ss_li"), body_, follow, featured if feat else "", latest_lab, latest.replace("<li>", '<li class="lst-pg_li">'))
        dline = ("Reported by: %s, Edited by: %s, " % (esc(rep), esc(ed)) if not ag and r.random() < 0.5 else
                 "Edited by: %s, " % esc(ed) if not ag else "%s, " % esc(ag[0])) + "अपडेटेड: %s" % when(upd)
        return ('<div class="ins_wrap"><div class="ins_storyhead"><div class="breadcrums"><a href="https://khabar.ndtv.com/">हिंदी न्यूज़</a> <span>›</span> <a href="https://khabar.ndtv.com/news/%s">%s</a> <span>›</span> <span>%s</span></div>'
                '<div class="ins_headline"><h1 itemprop="headline">%s</h1></div><div class="ins_dateline">%s</div><div class="ins_shrwrp"><ul>%s</ul></div></div>'
                '<div class="ins_mainstory">%s%s%s%s</div><div class="ins_rightwrap"><div class="trnd_wdgt"><h3>%s</h3><ul>%s</ul></div></div></div>') % (
            spath, esc(sec), esc(crumbs_t), esc(t), dline, share("shr_li"),
            '<div class="highlghts_Wdgt"><div class="hglt_ttl">खास बातें</div><ul>%s</ul></div>' % hl_items if hl else "", body_, follow,
            featured if feat else "", latest_lab, latest)

    # Dainik Bhaskar
    who = (ag[0] if ag else hname()) if r.random() < 0.7 else "भास्कर न्यूज"
    ago = (upd + datetime.timedelta(minutes=r.randint(20, 23 * 60)))
    mins = int((ago - upd).total_seconds() // 60)
    rel = "%d घंटे पहले" % (mins // 60) if mins >= 60 else "%d मिनट पहले" % mins
    EXTRAS.extend(["कॉपी लिंक", "खबरें और भी हैं..."])
    c = caption() if lead else ""
    fig = '<div class="%s"><img src="%s" alt="%s" width="680" height="383"/><span class="%s">%s</span></div>' % (hx("leadpic"), img(), esc(crumbs_t), hx("piccap"), esc(c)) if lead else ""
    return ('<main class="%s"><div class="%s"><h1 class="%s">%s</h1><div class="%s"><div class="%s"><a href="https://www.bhaskar.com/author/%s">%s</a><span> | </span><span>%s</span></div>'
            '<div class="%s"><span>%s</span><time datetime="%s"></time></div></div>'
            '<div class="%s"><button class="%s" type="button">कॉपी लिंक</button><button class="%s" type="button">शेयर</button></div></div>'
            '%s<article class="%s">%s%s</article>%s'
            '<div class="%s"><h2 class="%s">खबरें और भी हैं...</h2><ul class="%s">%s</ul></div></main>') % (
        hx("main"), hx("head"), hx("title"), esc(t), hx("meta"), hx("by"), lw(), esc(who), esc(city), hx("time"), rel, ist(upd),
        hx("share"), hx("copy"), hx("shr"), fig, hx("article"),
        '<ul class="%s" style="border-bottom:none">%s</ul>' % (hx("bullets"), hl_items) if hl else "", textbox, follow,
        hx("more"), hx("morehd"), hx("morelist"), latest)



SCI_PLOS = [("pone", "PLOS ONE", "plosone", "PLoS ONE", "0%06d", 200000, 299999)] * 4 + [
    ("pbio", "PLOS Biology", "plosbiology", "PLoS Biol", "3%06d", 1000, 2600), ("pgen", "PLOS Genetics", "plosgenetics", "PLoS Genet", "1%06d", 9000, 11200),
    ("pcbi", "PLOS Computational Biology", "ploscompbiol", "PLoS Comput Biol", "1%06d", 9000, 11800), ("ppat", "PLOS Pathogens", "plospathogens", "PLoS Pathog", "1%06d", 9000, 11900),
    ("pntd", "PLOS Neglected Tropical Diseases", "plosntds", "PLoS Negl Trop Dis", "0%06d", 9000, 11900)]
SCI_FRONT = [("fmicb", "Front. Microbiol.", "Frontiers in Microbiology", "microbiology", False, ["Microbial Physiology and Metabolism", "Infectious Agents and Disease", "Microbiotechnology", "Terrestrial Microbiology"]),
             ("fpsyg", "Front. Psychol.", "Frontiers in Psychology", "psychology", False, ["Educational Psychology", "Cognition", "Health Psychology", "Personality and Social Psychology"]),
             ("fimmu", "Front. Immunol.", "Frontiers in Immunology", "immunology", False, ["Cancer Immunity and Immunotherapy", "Viral Immunology", "Mucosal Immunity", "Inflammation"]),
             ("fpls", "Front. Plant Sci.", "Frontiers in Plant Science", "plant-science", False, ["Plant Abiotic Stress", "Crop and Product Physiology", "Plant Pathogen Interactions"]),
             ("fnins", "Front. Neurosci.", "Frontiers in Neuroscience", "neuroscience", False, ["Neurodegeneration", "Brain Imaging Methods", "Sleep and Circadian Rhythms"]),
             ("fpubh", "Front. Public Health", "Frontiers in Public Health", "public-health", True, ["Public Health Education and Promotion", "Occupational Health and Safety", "Infectious Diseases: Epidemiology and Prevention"]),
             ("fmed", "Front. Med.", "Frontiers in Medicine", "medicine", True, ["Infectious Diseases: Pathogenesis and Therapy", "Intensive Care Medicine and Anesthesiology", "Geriatric Medicine"]),
             ("fpsyt", "Front. Psychiatry", "Frontiers in Psychiatry", "psychiatry", True, ["Mood Disorders", "Public Mental Health", "Addictive Disorders"])]
SCI_MDPI = [("ijerph", "IJERPH", "Int. J. Environ. Res. Public Health", "International Journal of Environmental Research and Public Health", "1660-4601", "ijerph", True),
            ("sustainability", "Sustainability", "Sustainability", "Sustainability", "2071-1050", "su", False),
            ("applsci", "Applied Sciences", "Appl. Sci.", "Applied Sciences", "2076-3417", "app", False),
            ("nutrients", "Nutrients", "Nutrients", "Nutrients", "2072-6643", "nu", True),
            ("jcm", "JCM", "J. Clin. Med.", "Journal of Clinical Medicine", "2077-0383", "jcm", True),
            ("ijms", "IJMS", "Int. J. Mol. Sci.", "International Journal of Molecular Sciences", "1422-0067", "ijms", False),
            ("animals", "Animals", "Animals", "Animals", "2076-2615", "ani", False),
            ("microorganisms", "Microorganisms", "Microorganisms", "Microorganisms", "2076-2607", "microorganisms", False),
            ("sensors", "Sensors", "Sensors", "Sensors", "1424-8220", "s", False)]
# PMC's copies of other publishers' articles: (NLM title, title, logo, the publisher's style, "courtesy of")
SCI_PMC = [("Front Microbiol", "Frontiers in Microbiology", "frontmicrobio", "frontiers", "Frontiers Media SA"),
           ("Front Immunol", "Frontiers in Immunology", "frontimmuno", "frontiers", "Frontiers Media SA"),
           ("PLoS One", "PLoS ONE", "plosone", "plos", "PLOS"),
           ("BMC Public Health", "BMC Public Health", "bmcphealth", "bmc", "BMC"),
           ("BMC Med", "BMC Medicine", "bmcmed", "bmc", "BMC"),
           ("Nutrients", "Nutrients", "nutrients", "mdpi", "Multidisciplinary Digital Publishing Institute  (MDPI)"),
           ("Int J Environ Res Public Health", "International Journal of Environmental Research and Public Health", "ijerph", "mdpi", "Multidisciplinary Digital Publishing Institute  (MDPI)"),
           ("Sci Rep", "Scientific Reports", "scirep", "nature", "Nature Publishing Group")]
SCI_STRUCT = {"plos": ["Background", "Methods", "Results", "Conclusions"], "bmc": ["Background", "Methods", "Results", "Conclusions"],
              "frontiers": ["Background", "Methods", "Results", "Conclusion"], "mdpi": ["Background", "Methods", "Results", "Conclusions"]}


def science(r, t, body, cat, cs):
    """A research article's full-text page on an open-access publisher's
    site or on PubMed Central, 2020-2024, from a journal's feed whose
    items' description is the abstract, one publisher a site.  PLOS's
    (Ambra: "Open Access", "Peer-reviewed", "Research Article", the h1,
    the authors' list and its floating copy, "Published:" and the DOI,
    the tabs "Article", "Authors", "Metrics", "Comments", "Media
    Coverage", "Peer Review", the figures' carousel, then div.article-text:
    div.abstract.toc-section under its h2 "Abstract", structured at
    times in h3s, the "Author summary" on the journals other than PLOS
    ONE, the div.articleinfo of "Citation:", "Editor:", "Received:",
    "Accepted:", "Published:", "Copyright:" and the licence, "Data
    Availability:", "Funding:" and "Competing interests:", then the
    div#sectionN.section.toc-section boxes, each an h2 and its <p>s
    with h3 subsections, citations "[3,4]" and "[5–8]" linking the
    references, figures' and tables' boxes of a thumbnail, "Download:
    PPT PNG TIFF", the caption "Fig 1. TITLE" and its paragraph and the
    "https://doi.org/..." link, "Supporting information", "Acknowledgments",
    ol.references with "View Article", "PubMed/NCBI" and "Google Scholar";
    "Download PDF", "Print", "Share", "Subject Areas" beside), PubMed
    Central's classic page of a Frontiers', PLOS', BMC's, MDPI's or
    Scientific Reports' article (the NCBI banner, "Journal List", the
    journal's logo, div.jig-ncbiinpagenav: the citation "Front Microbiol.
    2021; 12: 654321.", "Published online", the DOI, PMCID and PMID,
    h1.content-title, the authors, the hidden "Author information",
    "Article notes" and "Copyright and License information" panels,
    the div.tsec.sec boxes of an h2.head: the abstract, structured at
    times in h3s, its "Keywords:", the sections, div.sec subsections
    of h3s, p.p paragraphs, citations by number, superscript or author
    and year in "bibr popnode" links, div.fig.iconblock figures with
    "FIGURE 1" and the caption, div.table-wrap tables of rows and their
    footnotes, then the publisher's back sections as the same boxes
    ("Data Availability Statement", "Author Contributions", "Funding",
    "Conflict of Interest", "Publisher's Note", "Declarations",
    "Acknowledgements", "Supplementary Material", "Footnotes") and the
    references' div.ref-list-sec with "[PMC free article]", "[PubMed]",
    "[Google Scholar]", "Articles from ... are provided here courtesy
    of ..."; the right column's "Formats:", "Share", "Similar articles
    in PubMed", "Cited by other articles in PMC", "Links" and "Recent
    Activity"; the disclaimer's box on the newer), a Frontiers journal's
    page ("ORIGINAL RESEARCH article", "Front. Microbiol., 05 March
    2021", "Sec. ...", the volume and DOI, the h1, div.authors and the
    affiliations' ul.notes, the abstract's paragraph with no heading in
    div.JournalAbstract, "Background:" and the like opening a
    structured one's paragraphs, then div.JournalFullText: flat h2s, h3s
    and p.mb15, citations "(Name et al., 2019; Name and Name, 2020)",
    div.FigureDesc pictures with "Figure 1." captions, tables as
    pictures under div.Imageheaders, the back sections as h2s in the
    same box, the alphabetical div.References of "CrossRef Full Text |
    PubMed Abstract | Google Scholar", then "Keywords:", "Citation:",
    "Received:", "Edited by:", "Reviewed by:", "Copyright ©" and
    "*Correspondence:" paragraphs in it; "Download article", "Export
    citation", "Total views" and "People also looked at" beside) or an
    MDPI journal's (the "Article" and "Open Access" labels, h1.title,
    div.art-authors, the affiliations, "Submission received: ... /
    Revised: / Accepted: / Published:", "(This article belongs to the
    Special Issue ...)" at times, section.html-abstract with its h2
    "Abstract" and a structured abstract's "Background:" and "Methods:"
    run into one div.html-p, the keywords, then div.html-body of nested
    <section>s, h2s "1. Introduction", italic h4s "2.1. ...", div.html-p
    paragraphs, citations "[1,2,3]" spelt out, div.html-fig-wrap and
    div.html-table-wrap boxes with their hidden popups holding the
    caption and the table, div.html-back's "Author Contributions",
    "Funding", "Institutional Review Board Statement", "Informed Consent
    Statement", "Data Availability Statement", "Conflicts of Interest",
    "Disclaimer/Publisher's Note" and the references' "[Google Scholar]
    [CrossRef]", "Share and Cite", "Article Metrics"; the feed's
    description the journal's line, the DOI and the authors over the
    abstract).  No comments.  The truth, as arxiv's: the abstract's
    paragraphs (a structured one's subheadings as they stand, h3s alone
    or "Background:" run into the paragraph), not the "Abstract"
    heading, which labels what the feed gives without it; then the
    author summary under its heading, each section's heading (numbered
    as MDPI prints it), its subsections' headings and the paragraphs in
    order, with the citations and the "(Fig 1)" mentions as they read;
    not the title, authors, affiliations, dates, keywords, the citation
    box, the captions of figures and tables nor the tables' cells (as
    the journal theme: floats beside the text), nor the back matter:
    the data availability, funding, competing interests', contributions',
    ethics' and consent's statements, the licence, the acknowledgments,
    the publisher's note, the supporting files' titles and the
    references (their titles, the statements, the citation line, the
    reviewers, and the similar articles' and "People also looked at"
    titles counted as leaks): a reader of the article reads its
    argument, and these are the journal's records about it."""
    rs = random.Random(BLOG[0] + " science")
    pub = ["plos", "pmc", "frontiers", "mdpi"][DATE_STYLE]   # one publisher a site, each on a quarter of them
    lex = lambda: LEXICON[r.randrange(len(LEXICON))].title()
    pyear = r.choice([2020, 2021, 2022, 2023, 2024])
    pubd = datetime.date(pyear, r.randint(1, 12), r.randint(1, 28))
    rec, acc = pubd - datetime.timedelta(days=r.randint(80, 320)), pubd - datetime.timedelta(days=r.randint(8, 40))
    rev = rec + (acc - rec) // 2
    us = lambda d: "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    uk = lambda d, z="%d": (z + " %s %d") % (d.day, MONTHS[d.month - 1], d.year)
    if pub == "plos":
        code, jname, jslug, jabbr, efmt, lo, hi = rs.choice(SCI_PLOS)
        style, summary = "plos", code != "pone"
        p_struct = 0.15 if code == "pone" else 0.0
        methods_last = code in ("pbio", "pgen", "pcbi", "ppat")
        aid = "%s.%s" % (code, efmt % r.randint(lo, hi))
        doi = "10.1371/journal." + aid
    elif pub == "frontiers":
        code, jabbr, jname, jslug, sj, fsecs = rs.choice(SCI_FRONT)
        style, p_struct, new_path = "frontiers", (0.7 if sj else 0.0), rs.random() < 0.5
        anum = r.randint(600000, 1300000) if pyear > 2021 else r.randint(540000, 999999)
        doi = "10.3389/%s.%d.%d" % (code, pyear, anum)
    elif pub == "mdpi":
        code, jshort, jabbr, jname, issn, dpre, sj = rs.choice(SCI_MDPI)
        style, p_struct = "mdpi", (0.6 if sj else 0.0)
        vol, iss, anum = pyear - {"ijerph": 2003, "sustainability": 2008, "applsci": 2010, "nutrients": 2008, "jcm": 2011, "ijms": 1999, "animals": 2010,
                                  "microorganisms": 2012, "sensors": 2000}[code], r.randint(1, 24), r.randint(100, 12999)
        mid = "%s-%02d-%05d" % (code, vol, anum)
        doi = "10.3390/%s%d%02d%04d" % (dpre, vol, iss, anum % 10000)
    else:
        jabbr, jname, logo, style, courtesy = rs.choice(SCI_PMC)
        p_struct = {"bmc": 0.8, "mdpi": 0.3, "frontiers": 0.1, "plos": 0.1, "nature": 0.0}[style]
        pmc_new = rs.random() < 0.5
        pmcid = "PMC%d" % r.randint(7000000, 10900000)
        pmid = r.randint(32000000, 38900000)
        anum = r.randint(100000, 999999)
        vol = pyear - {"frontiers": 2009, "plos": 2005, "bmc": 2000, "mdpi": 2008, "nature": 2010}[style]
        doi = {"frontiers": "10.3389/%s.%d.%d" % ("fmicb" if logo == "frontmicrobio" else "fimmu", pyear, anum), "plos": "10.1371/journal.pone.0%06d" % (anum // 4),
               "bmc": "10.1186/s%05d-%03d-%05d-%d" % (r.randint(12800, 12999), pyear % 1000, r.randint(1000, 19999), r.randint(0, 9)),
               "mdpi": "10.3390/%s%d%02d%04d" % ("nu" if logo == "nutrients" else "ijerph", vol, r.randint(1, 24), anum % 10000),
               "nature": "10.1038/s41598-%03d-%05d-%d" % (pyear % 1000, r.randint(1000, 29999), r.randint(0, 9))}[style]
    cstyle = {"plos": "plos", "bmc": "bmc", "mdpi": "mdpi", "frontiers": "ay", "nature": "sup"}[style]
    structured = r.random() < p_struct
    # the authors and their affiliations
    authors = [("%s %s" % (lex(), lex())) for _ in range(r.choice([2, 3, 3, 4, 5, 5, 6, 7, 8, 10]))]
    inits = ["".join(p[0] for p in a.split()) for a in authors]
    affs = ["%s of %s, %s University, %s, %s" % (r.choice(["Department", "School", "Institute", "Division", "Laboratory"]), lex(), lex(), lex(), r.choice(COUNTRIES))
            for _ in range(r.randint(1, min(5, len(authors))))]
    mine = [sorted(r.sample(range(len(affs)), r.choice([1, 1, 1, 2]) if len(affs) > 1 else 1)) for _ in authors]
    corr = r.choice([0, len(authors) - 1])
    mail = "%s.%s@%s.edu" % (authors[corr].split()[0].lower(), authors[corr].split()[1].lower(), lex().lower())
    editor = "%s %s, %s University, %s" % (lex(), lex(), lex(), r.choice(COUNTRIES))
    EXTRAS.extend(affs)
    # the references
    refs = []
    for i in range(r.randint(25, 70)):
        sn = [(lex(), "".join(r.choice("ABCDEFGHJKLMNPRST") for _ in range(r.choice([1, 1, 2])))) for _ in range(r.choice([1, 2, 3, 3, 4, 5, 6, 8]))]
        rt, ry, rv, p0 = sentence(r, 6, 14)[:-1], r.randint(1998, pyear - 1), r.randint(1, 140), r.randint(1, 3000)
        jn = r.choice(["J %s", "%s Res", "Int J %s", "%s Sci", "Ann %s", "Front %s", "%s Rep"]) % lex()
        rdoi = "10.%d/%s.%d.%d" % (r.randint(1000, 1200), lex().lower()[:5], ry, r.randint(100, 99999))
        if cstyle == "plos":
            au = ", ".join("%s %s" % x for x in sn[:6]) + (", et al" if len(sn) > 6 else "")
            full = "%s. %s. %s. %d;%d(%d):%d\u2013%d." % (au, rt, jn, ry, rv, r.randint(1, 12), p0, p0 + r.randint(2, 20))
        elif cstyle == "bmc":
            au = ", ".join("%s %s" % x for x in sn[:6]) + (", et al" if len(sn) > 6 else "")
            full = "%s. %s. %s. %d;%d:%d\u2013%d." % (au, rt, jn, ry, rv, p0, p0 + r.randint(2, 20))
        elif cstyle == "mdpi":
            au = "; ".join("%s, %s." % (s, ".".join(i_)) for s, i_ in sn[:10])
            full = "%s %s. %s %d, %d, %d\u2013%d." % (au, rt, jn.replace("J ", "J. "), ry, rv, p0, p0 + r.randint(2, 20))
        elif cstyle == "sup":
            au = ", ".join("%s, %s." % (s, ". ".join(i_)) for s, i_ in sn[:5]) + (" et al." if len(sn) > 5 else "")
            full = "%s %s. %s %d, %d\u2013%d (%d)." % (au, rt, jn, rv, p0, p0 + r.randint(2, 20), ry)
        else:
            names = ["%s, %s." % (s, ". ".join(i_)) for s, i_ in sn]
            au = names[0] if len(names) == 1 else ", ".join(names[:-1]) + ", and " + names[-1]
            full = "%s (%d). %s. %s %d, %d\u2013%d. doi: %s" % (au, ry, rt, jn.replace("J ", "J. "), rv, p0, p0 + r.randint(2, 20), rdoi)
        refs.append({"sn": [s for s, _ in sn], "year": ry, "title": rt, "full": full, "jn": jn, "vol": rv, "doi": rdoi})
        EXTRAS.append(rt)
    if cstyle == "ay":
        refs.sort(key=lambda x: (x["sn"][0], x["year"]))
    nxt = [1]

    def ref_id(n):
        if cstyle == "plos":
            return "%s.ref%03d" % (aid, n) if pub == "plos" else "pone.0%06d.ref%03d" % (anum // 4, n)
        if cstyle == "mdpi":
            return "B%d-%s" % (n, mid if pub == "mdpi" else "%s-%02d-%05d" % ("nutrients" if logo == "nutrients" else "ijerph", vol, anum % 100000))
        return ("B%d" if cstyle == "ay" else "CR%d") % n

    def ref_link(n, label):
        if pub == "pmc":
            return '<a href="#%s" rid="%s" class=" bibr popnode" role="button" aria-expanded="false" aria-haspopup="true">%s</a>' % (ref_id(n), ref_id(n), label)
        if pub == "plos":
            return '<a href="#%s" class="ref-tip">%s</a>' % (ref_id(n), label)
        if pub == "mdpi":
            return '<a href="#%s" class="html-bibr">%s</a>' % (ref_id(n), label)
        return '<a href="#%s">%s</a>' % (ref_id(n), label)

    def cite():
        k = r.choice([1, 1, 1, 2, 2, 3, 4])
        if cstyle == "ay":
            picks = sorted(r.sample(range(1, len(refs) + 1), k), key=lambda n: refs[n - 1]["year"])
            labs = []
            for n in picks:
                s = refs[n - 1]["sn"]
                labs.append(("%s et al., %d" if len(s) > 2 else "%s and %s, %d" if len(s) == 2 else "%s, %d") % (
                    (s[0], refs[n - 1]["year"]) if len(s) != 2 else (s[0], s[1], refs[n - 1]["year"])))
            return " (%s)" % "; ".join(labs), " (%s)" % "; ".join(ref_link(n, esc(l)) for n, l in zip(picks, labs))
        if nxt[0] + k - 1 <= len(refs) and r.random() < 0.8:
            nums = list(range(nxt[0], nxt[0] + k))
            nxt[0] += k
        else:
            nums = sorted(r.sample(range(1, len(refs) + 1), k))
        if cstyle == "mdpi":
            return " [%s]" % ",".join(map(str, nums)), " [%s]" % ",".join(ref_link(n, str(n)) for n in nums)
        runs = [[nums[0]]]
        for n in nums[1:]:
            runs[-1].append(n) if n == runs[-1][-1] + 1 else runs.append([n])
        sep = ", " if cstyle == "bmc" else ","
        pt = sep.join("%d\u2013%d" % (x[0], x[-1]) if len(x) > 2 else sep.join(map(str, x)) for x in runs)
        ph = sep.join(ref_link(x[0], str(x[0])) + "\u2013" + ref_link(x[-1], str(x[-1])) if len(x) > 2 else sep.join(ref_link(n, str(n)) for n in x) for x in runs)
        if cstyle == "sup":
            return pt, "<sup>%s</sup>" % ph
        return " [%s]" % pt, " [%s]" % ph
    figword = "Fig" if style == "plos" else "Fig." if style == "nature" else "Figure"
    ital = {"plos": "<em>%s</em>", "pmc": "<em>%s</em>", "frontiers": "<i>%s</i>", "mdpi": '<span class="html-italic">%s</span>'}[pub]

    def mention(kind, n):
        lab = ("%s %d" % (figword, n) if kind == "fig" else "Table %d" % n) + (r.choice("AB") if kind == "fig" and r.random() < 0.3 else "")
        if pub == "plos":
            h = '<a href="#%s.%s%03d">%s</a>' % (aid, "g" if kind == "fig" else "t", n, lab)
        elif pub == "pmc":
            fid = ("F%d" if kind == "fig" else "T%d") % n
            h = '<a href="/pmc/articles/%s/%s/%s/" target="%s" class="fig-table-link figpopup" rid-figpopup="%s" rid-ob="ob-%s" co-legend-rid="lgnd_%s"><span>%s</span></a>' % (
                pmcid, "figure" if kind == "fig" else "table", fid, "figure" if kind == "fig" else "table", fid, fid, fid, lab)
        elif pub == "frontiers":
            h = '<a href="#%s%d">%s</a>' % ("F" if kind == "fig" else "T", n, lab)
        else:
            h = '<a href="#%s-%s%03d" class="html-%s">%s</a>' % (mid, "f" if kind == "fig" else "t", n, "fig" if kind == "fig" else "table", lab)
        return " (%s)" % lab, " (%s)" % h

    def render(p, prob, fig=None):
        """The paragraph's text as it reads and its inline HTML."""
        w = p.split(" ")
        tw, hw = list(w), [esc(x) for x in w]
        if len(w) > 6 and r.random() < 0.3:
            i = r.randint(1, len(w) - 2)
            if w[i][-1:].isalpha() and w[i].lower() not in WORDS:
                hw[i] = ital % hw[i]
        for j, i in enumerate(k for k, x in enumerate(w) if x[-1:] in ".?!" and len(x) > 1):
            if fig and j == 0:
                ct, ch = mention(*fig)
            elif r.random() < prob:
                ct, ch = cite()
            else:
                continue
            tw[i], hw[i] = w[i][:-1] + ct + w[i][-1], hw[i][:-1] + ch + w[i][-1]
        return " ".join(tw), " ".join(hw)

    # the abstract: body[0] opens it
    labels = SCI_STRUCT["bmc" if style == "nature" else style]
    if pub == "plos" and structured:
        labels = r.choice([labels, ["Background", "Methods and findings", "Conclusions"], ["Objective", "Methods", "Results", "Conclusion"]])
    abstract = list(zip(labels, [body[0]] + [para(r, 1, 3) for _ in labels[1:]])) if structured else [(None, body[0])]
    story = []
    if structured and pub == "frontiers":
        story += ["%s: %s" % (l, p) for l, p in abstract]
    elif structured and pub == "mdpi":
        story.append(" ".join("%s: %s" % (l, p) for l, p in abstract))
    else:
        for l, p in abstract:
            story += ([l] if l else []) + [p]
    abs_text = " ".join("%s: %s" % (l, p) if l else p for l, p in abstract)
    author_sum = para(r, 3, 6) if pub == "plos" and summary else None
    if author_sum:
        story += ["Author summary", author_sum]
    keywords = [lex().lower() if r.random() < 0.6 else "%s %s" % (lex().lower(), lex().lower()) for _ in range(r.randint(3, 7))]
    # the sections: body[1:] among new paragraphs
    rest = list(body[1:])
    total = max(len(rest), r.randint(9, 20))
    at = set(r.sample(range(total), len(rest)))
    pool = [rest.pop(0) if i in at else para(r, 3, 7) for i in range(total)]
    meth = {"plos": r.choice(["Materials and methods", "Materials and methods", "Methods"]), "bmc": "Methods", "nature": "Methods"}.get(style, "Materials and Methods")
    if style == "nature" or (pub == "plos" and methods_last):
        heads = ["Introduction", "Results", "Discussion", meth]
    else:
        heads = ["Background" if style == "bmc" else "Introduction", meth, "Results", "Discussion"] + (["Conclusions" if style != "frontiers" else "Conclusion"] if r.random() < (0.9 if style in ("bmc", "mdpi") else 0.4) else [])
    numbered = style == "mdpi"
    weight = {"Introduction": 3, "Background": 3, "Results": 5, "Discussion": 3, "Conclusion": 1, "Conclusions": 1}
    total = len(pool)
    sizes = [max(1, total * weight.get(h, 4) // sum(weight.get(x, 4) for x in heads)) for h in heads]
    sizes[heads.index("Results")] += total - sum(sizes)
    while sum(sizes) > total:
        k = max(range(len(sizes)), key=lambda i: sizes[i])
        sizes[k] -= 1
    floats = sorted(r.sample(range(sizes[0], total), min(total - sizes[0], r.randint(1, 6))))
    kinds = [r.choice(["fig", "fig", "tab"]) for _ in floats]
    nums = [kinds[:i + 1].count(k) for i, k in enumerate(kinds)]
    carousel = []

    def table_html(n, cls):
        cols = [lex() for _ in range(r.randint(2, 5))]
        head = "<thead><tr>%s</tr></thead>" % "".join('<th align="left" rowspan="1" colspan="1">%s</th>' % esc(c) for c in [r.choice(["Variable", "Characteristic", "Parameter", "Group", "Gene", "Model"])] + cols)
        rows = []
        for _ in range(r.randint(3, 9)):
            cells = [lex() if r.random() < 0.7 else "%s %s" % (lex(), lex().lower())]
            for _ in cols:
                x = r.random()
                cells.append("%.1f \u00b1 %.1f" % (r.uniform(1, 90), r.uniform(0.1, 9)) if x < 0.4 else "%d (%.1f)" % (r.randint(3, 400), r.uniform(1, 80)) if x < 0.7
                             else "%.3f" % r.uniform(0, 1) if x < 0.9 else "<0.001")
            rows.append("<tr>%s</tr>" % "".join('<td align="left" rowspan="1" colspan="1">%s</td>' % esc(c) for c in cells))
        return '<table%s>%s<tbody>%s</tbody></table>' % (cls, head, "".join(rows))

    def float_html(kind, n):
        cap_t, cap = sentence(r, 4, 11)[:-1] + ".", para(r, 1, 3)
        foot = r.choice(["", "", "Data are presented as mean \u00b1 SD.", "%s, %s; %s, %s." % (lex()[:3].upper(), lex().lower(), lex()[:2].upper(), lex().lower())])
        if pub == "plos":
            f = "10.1371/journal.%s.%s%03d" % (aid, "g" if kind == "fig" else "t", n)
            if kind == "fig":
                carousel.append('<div class="carousel-item lightbox-figure" data-doi="%s"><img src="article/figure/image?size=inline&amp;id=%s" alt="Fig %d"></div>' % (f, f, n))
            dl = "".join('<li><div class="definition-label"><a href="article/figure/%s&amp;id=%s">\n      %s\n    </a></div><a href="article/figure/%s&amp;id=%s">\n      %s\n    </a></li>' % (u, f, a, u, f, b) for u, a, b in [
                ("powerpoint?", "PPT", "PowerPoint slide"), ("image?download&amp;size=large", "PNG", "larger image"), ("image?download&amp;size=original", "TIFF", "original image")])
            return ('<div class="figure" data-doi="%s"><div class="img-box"><a title="Click for larger image" href="article/figure/image?size=medium&amp;id=%s" data-doi="%s" data-uri="%s">'
                    '<img src="article/figure/image?size=inline&amp;id=%s" alt="thumbnail" class="thumbnail"></a><div class="expand"></div></div><div class="figure-inline-download">\n    Download:\n    <ul>%s</ul></div>'
                    '<div class="figcaption"><span>%s %d. </span>%s</div><p class="caption_target"><a id="%s" name="%s" class="link-target"></a></p>%s<p class="caption_object"><a href="https://doi.org/%s">https://doi.org/%s</a></p></div>') % (
                f, f, doi, f, f, dl, "Fig" if kind == "fig" else "Table", n, esc(cap_t), f[16:], f[16:], "<p>%s</p>" % esc(cap) if kind == "fig" or foot else "", f, f)
        if pub == "pmc":
            lab = ("FIGURE %d" if style == "frontiers" else "Fig %d" if style == "plos" else "Fig. %d" if style == "nature" else "Figure %d") % n if kind == "fig" else ("TABLE %d" if style == "frontiers" else "Table %d") % n
            img = "/pmc/articles/%s/bin/%s-%02d-%06d-%s%03d.jpg" % (pmcid, logo[:7], vol, anum, "g" if kind == "fig" else "t", n)
            if kind == "fig":
                return ('<div class="fig iconblock ten_col whole_rhythm clearfix" id="F%d" co-legend-rid="lgnd_F%d"><a class="icnblk_img figpopup" href="/pmc/articles/%s/figure/F%d/" target="figure" rid-figpopup="F%d" rid-ob="ob-F%d" co-legend-rid="lgnd_F%d">'
                        '<div data-largeobj="" data-largeobj-link-rid="largeobj_idm%d" class="figure"><img data-src-set="" src-large="%s" alt="An external file that holds a picture, illustration, etc.&#10;Object name is %s" title="Click on image to zoom" class="tileshop" src="%s" /></div></a>'
                        '<div class="icnblk_cntnt" id="lgnd_F%d"><div><a class="figpopup" href="/pmc/articles/%s/figure/F%d/" target="figure" rid-figpopup="F%d" rid-ob="ob-F%d">%s</a></div><div class="caption"><p id="__p%d">%s %s</p></div></div></div>') % (
                    n, n, pmcid, n, n, n, n, r.randint(10 ** 14, 10 ** 15), img, img.split("/")[-1], img, n, pmcid, n, n, n, lab, r.randint(30, 90), esc(cap_t), esc(cap))
            idm = r.randint(10 ** 14, 10 ** 15)
            return ('<div class="table-wrap table anchored whole_rhythm" id="T%d"><h3>%s</h3><div class="caption"><p id="__p%d">%s</p></div>'
                    '<div data-largeobj="" data-largeobj-link-rid="largeobj_idm%d" class="xtable">%s</div><div class="largeobj-link align_right" style="display: none" id="largeobj_idm%d">'
                    '<a target="object" href="/pmc/articles/%s/table/T%d/?report=objectonly">Open in a separate window</a></div>%s</div>') % (
                n, lab, r.randint(30, 90), esc(cap_t), idm, table_html(n, ' frame="hsides" rules="groups" class="rendered small default_table"'), idm, pmcid, n,
                '<div class="tblwrap-foot"><div id="TF%d-1"><p>%s</p></div></div>' % (n, esc(foot)) if foot else "")
        if pub == "frontiers":
            base = "https://www.frontiersin.org/files/Articles/%d/%s-%02d-%d-HTML/image_m/%s-%02d-%d-%s%03d.jpg" % (anum, code, pyear - 2009, anum, code, pyear - 2009, anum, "g" if kind == "fig" else "t", n)
            if kind == "fig":
                return ('<div class="FigureDesc"><a href="%s" name="figure%d" target="_blank"><picture><source type="image/webp" srcset="%s"><source type="image/jpeg" srcset="%s">'
                        '<img src="%s" alt="www.frontiersin.org" id="F%d" loading="lazy"></picture></a><p><strong>Figure %d</strong>. %s %s</p></div><div class="clear"></div><div class="DottedLine"></div>') % (
                    base, n, base.replace(".jpg", ".webp") + "?width=480", base, base, n, n, esc(cap_t), esc(cap))
            return ('<div class="Imageheaders">Table %d. %s</div><div class="FigureDesc"><a href="%s" name="table%d" target="_blank"><picture><source type="image/webp" srcset="%s"><source type="image/jpeg" srcset="%s">'
                    '<img src="%s" alt="www.frontiersin.org" id="T%d" loading="lazy"></picture></a>%s</div><div class="clear"></div><div class="DottedLine"></div>') % (
                n, esc(cap_t), base, n, base.replace(".jpg", ".webp") + "?width=480", base, base, n, "<p>%s</p>" % esc(foot) if foot else "")
        fid = "%s-%s%03d" % (mid, "f" if kind == "fig" else "t", n)
        img = "/%s/%s/article_deploy/html/images/%s-%s%03d.png" % (code, mid, mid, "g" if kind == "fig" else "t", n)
        if kind == "fig":
            return ('<div class="html-fig-wrap" id="%s"><div class="html-fig_img"><div class="html-figpopup html-figpopup-link" href="#fig_body_display_%s" data-counterslinkmanual="https://www.mdpi.com/%s/%d/%d/%d/display">'
                    '<img alt="%s %02d %05d g%03d 550" data-large="%s" data-original="%s" data-lsrc="%s" /><a class="html-expand html-figpopup" href="#fig_body_display_%s"></a></div></div>'
                    '<div class="html-fig_description"><b>Figure %d.</b> %s %s <!-- <p><a class="html-figpopup" href="#fig_body_display_%s">Click here to enlarge figure</a></p> --></div></div>'
                    '<div class="html-fig_show mfp-hide" id="fig_body_display_%s"><div class="html-caption"><b>Figure %d.</b> %s %s</div><div class="html-img"><img alt="%s %02d %05d g%03d" data-large="%s" data-original="%s" data-lsrc="%s" /></div></div>') % (
                fid, fid, issn, vol, iss, anum, jshort.title(), vol, anum, n, img, img, img, fid, n, esc(cap_t), esc(cap), fid, fid, n, esc(cap_t), esc(cap), jshort.title(), vol, anum, n, img, img, img)
        return ('<div class="html-table-wrap" id="%s"><div class="html-table_wrap_td"><div class="html-tablepopup html-tablepopup-link" href="#table_body_display_%s" data-counterslinkmanual="https://www.mdpi.com/%s/%d/%d/%d/display">'
                '<img src="https://pub.mdpi-res.com/img/table.png" /><a class="html-expand html-tablepopup" href="#table_body_display_%s"></a></div></div><div class="html-table_wrap_discription"><b>Table %d.</b> %s</div></div>'
                '<div class="html-table_show mfp-hide" id="table_body_display_%s"><div class="html-caption"><b>Table %d.</b> %s</div>%s%s</div>') % (
            fid, fid, issn, vol, iss, anum, fid, n, esc(cap_t), fid, n, esc(cap_t), table_html(n, ' class="html-table_show_table"'),
            '<div class="html-table_foot html-p">%s</div>' % esc(foot) if foot else "")

    # the body's sections, as each publisher nests them
    secs, gi, sn, pno = [], 0, 0, [100]

    def p_html(h, first, last):
        pno[0] += 1
        if pub == "plos":
            return "<p>%s</p>" % h
        if pub == "pmc":
            return '<p id="__p%d" class="p%s">%s</p>' % (pno[0], " p-first-last" if first and last else " p-first" if first else " p-last" if last else "", h)
        if pub == "frontiers":
            return '<p class="mb15">%s</p>' % h
        return '<div class="html-p">%s</div>' % h

    def sub_open(num, k, sh):
        if pub == "plos":
            return '<div id="section%d" class="section toc-section"><a id="sec%03d" name="sec%03d" data-toc="sec%03d" class="link-target" title="%s"></a><h3>%s</h3>' % (k, sn, sn, sn, esc(sh), esc(sh))
        if pub == "pmc":
            return '<div id="sec%d.%d" class="sec%s"><h3 id="sec%d.%dtitle">%s</h3>' % (num, k, " sec-first" if k == 1 else "", num, k, esc(sh))
        if pub == "frontiers":
            return "<h3>%s</h3>" % esc(sh)
        return '<section id="sec%ddot%d-%s" type=""><h4 class="html-italic" data-nested="2"> %s</h4>' % (num, k, mid, esc(sh))
    sub_close = {"plos": "</div>", "pmc": "</div>", "frontiers": "", "mdpi": "</section>"}[pub]
    for si, (h, size) in enumerate(zip(heads, sizes)):
        sn += 1
        num, out, left, sub, k, top = si + 1, [], 0, False, 0, sn
        hh = "%d. %s" % (num, h) if numbered or (pub == "pmc" and style == "mdpi") else h
        story.append(hh)
        for j in range(size):
            if h in (meth, "Results") and size > 2 and left <= 0 and (j > 0 or r.random() < 0.8):
                left, k, sn = r.randint(1, 3), k + 1, sn + 1
                sh = title(r)
                sh = sh if style in ("mdpi", "frontiers") else sh[0] + sh[1:].lower()
                if style == "mdpi" or (pub == "pmc" and style == "mdpi"):
                    sh = "%d.%d. %s" % (num, k, sh)
                story.append(sh)
                out.append((sub_close if sub else "") + sub_open(num, k, sh))
                sub = True
            left -= 1
            fl = floats.index(gi) if gi in floats else -1
            prob = 0.05 if h.startswith("Conclusion") else {"Introduction": 0.5, "Background": 0.5, "Discussion": 0.45}.get(h, 0.12)
            pt, ph = render(pool[gi], prob, (kinds[fl], nums[fl]) if fl >= 0 else None)
            story.append(pt)
            out.append(p_html(ph, j == 0 or out[-1:] and out[-1].endswith("</h3>"), j == size - 1) + (float_html(kinds[fl], nums[fl]) if fl >= 0 else ""))
            gi += 1
        if sub:
            out.append(sub_close)
        inner = "".join(out)
        if pub == "plos":
            secs.append('<div id="section%d" class="section toc-section"><a id="sec%03d" name="sec%03d" data-toc="sec%03d" class="link-target" title="%s"></a><h2>%s</h2>%s</div>' % (
                num, top, top, top, h, h, inner))
        elif pub == "pmc":
            secs.append('<div id="sec%d" class="tsec sec"><h2 class="head no_bottom_margin" id="sec%dtitle">%s</h2>%s</div>' % (num, num, esc(hh), inner))
        elif pub == "frontiers":
            secs.append('<a id="h%d" name="h%d"></a><h2>%s</h2>%s' % (num + 1, num + 1, h, inner))
        else:
            secs.append('<section id="sec%d-%s" type="%s"><h2 data-nested="1"> %s</h2>%s</section>' % (
                num, mid, {"Introduction": "intro", "Materials and Methods": "methods", "Results": "results", "Discussion": "discussion", "Conclusions": "conclusions"}.get(h, ""), esc(hh), inner))
    STORY[:] = story
    # the back matter's statements
    ack = sentence(r, 6, 12)
    ack = "We thank %s %s and %s %s for %s" % (lex(), lex(), lex(), lex(), ack[0].lower() + ack[1:]) if r.random() < 0.7 else None
    grant = "%s-%d" % (lex()[:3].upper(), r.randint(1000, 99999))
    fund = r.choice(["This work was supported by the %s Foundation (grant number %s)." % (lex(), grant), "The author(s) received no specific funding for this work.",
                     "This research was funded by the %s Research Council, grant number %s." % (lex(), grant), "This research received no external funding.",
                     "This study was supported by the National %s Foundation of %s (%s) to %s." % (lex(), r.choice(COUNTRIES), grant, inits[0])])
    if pub == "plos" or style == "plos":
        fund += r.choice([" The funders had no role in study design, data collection and analysis, decision to publish, or preparation of the manuscript.", ""])
    data = r.choice(["All relevant data are within the manuscript and its Supporting Information files.",
                     "The original contributions presented in the study are included in the article/Supplementary Material, further inquiries can be directed to the corresponding author.",
                     "The raw data supporting the conclusions of this article will be made available by the authors, without undue reservation.",
                     "The datasets used and/or analysed during the current study are available from the corresponding author on reasonable request.",
                     "The data presented in this study are available on request from the corresponding author. The data are not publicly available due to privacy restrictions.",
                     "The data that support the findings of this study are openly available in the %s repository at https://doi.org/10.5061/dryad.%x." % (lex(), r.getrandbits(28))])
    compete = {"plos": "The authors have declared that no competing interests exist.", "bmc": "The authors declare that they have no competing interests.",
               "nature": "The authors declare no competing interests.", "mdpi": "The authors declare no conflict of interest.",
               "frontiers": "The authors declare that the research was conducted in the absence of any commercial or financial relationships that could be construed as a potential conflict of interest."}[style]
    if style == "mdpi" and "funded" in fund:
        compete += " The funders had no role in the design of the study; in the collection, analyses, or interpretation of data; in the writing of the manuscript; or in the decision to publish the results."
    if style == "mdpi":
        contrib = "Conceptualization, %s and %s; methodology, %s; formal analysis, %s; investigation, %s; writing\u2014original draft preparation, %s; writing\u2014review and editing, %s; supervision, %s All authors have read and agreed to the published version of the manuscript." % (
            ".".join(inits[0]) + ".", ".".join(inits[-1]) + ".", ".".join(inits[1 % len(inits)]) + ".", ".".join(inits[0]) + ".", ", ".join(".".join(i) + "." for i in inits[:3]),
            ".".join(inits[0]) + ".", ", ".join(".".join(i) + "." for i in inits), ".".join(inits[-1]) + ".")
    else:
        contrib = "%s and %s conceived and designed the study. %s performed the experiments and analyzed the data. %s wrote the first draft of the manuscript. All authors contributed to the article and approved the submitted version." % (
            inits[0], inits[-1], ", ".join(inits[1:3]) or inits[0], inits[0])
    ethics = r.choice(["The studies involving human participants were reviewed and approved by the Ethics Committee of %s University (No. %d). The patients/participants provided their written informed consent to participate in this study." % (lex(), r.randint(100, 9999)),
                       "The animal study was reviewed and approved by the Animal Care and Use Committee of %s University." % lex()])
    irb = r.choice(["The study was conducted in accordance with the Declaration of Helsinki, and approved by the Institutional Review Board of %s University (protocol code %d, %s)." % (lex(), r.randint(100, 9999), uk(rec)),
                    "Not applicable."])
    consent = "Informed consent was obtained from all subjects involved in the study." if irb != "Not applicable." else "Not applicable."
    fr_note = ("All claims expressed in this article are solely those of the authors and do not necessarily represent those of their affiliated organizations, or those of the publisher, the editors and the reviewers. "
               "Any product that may be evaluated in this article, or claim that may be made by its manufacturer, is not guaranteed or endorsed by the publisher.")
    md_note = ("The statements, opinions and data contained in all publications are solely those of the individual author(s) and contributor(s) and not of MDPI and/or the editor(s). "
               "MDPI and/or the editor(s) disclaim responsibility for any injury to people or property resulting from any ideas, methods, instructions or products referred to in the content.")
    sn_note = "Springer Nature remains neutral with regard to jurisdictional claims in published maps and institutional affiliations."
    supp = [(r.choice(["Table", "Figure", "File", "Fig", "Data Sheet"]), sentence(r, 4, 9)) for _ in range(r.choice([0, 0, 1, 2, 3]))]
    EXTRAS.extend([fund, data, compete, contrib, ethics, fr_note, md_note, sn_note] + ([ack] if ack else []) + [s[:-1] for _, s in supp])
    if irb != "Not applicable.":
        EXTRAS.extend([irb, consent])
    short = ", ".join("%s %s" % (a.split()[1], a.split()[0][0]) for a in authors[:6]) + (", et al." if len(authors) > 6 else "")
    fr_cite = ", ".join("%s %s" % (a.split()[1], a.split()[0][0]) for a in authors[:6]) + (" et al." if len(authors) > 6 else "")
    # the page, as each publisher writes it
    if pub == "plos":
        vol = pyear - {"pone": 2005, "pbio": 2002, "pgen": 2004, "pcbi": 2004, "ppat": 2004, "pntd": 2006}[code]
        cit = "%s (%d) %s. %s %d(%d): e%s. https://doi.org/%s" % (short, pyear, t, jabbr, vol, pubd.month, aid.split(".")[1], doi)
        EXTRAS.append(cit)
        if structured:
            ab_inner = "".join('<div id="section%d" class="section toc-section"><a id="sec%03d" name="sec%03d" data-toc="sec%03d" class="link-target" title="%s"></a><h3>%s</h3><p>%s</p></div>' % (
                k + 1, k + 1, k + 1, k + 1, l, l, esc(p)) for k, (l, p) in enumerate(abstract))
        else:
            ab_inner = "<p>%s</p>" % esc(body[0])
        abs_html = ('<div xmlns:plos="http://plos.org" class="abstract toc-section abstract-type-"><a id="abstract0" name="abstract0" data-toc="abstract0" class="link-target" title="Abstract"></a><h2>Abstract</h2><div class="abstract-content">%s</div></div>') % ab_inner
        if author_sum:
            abs_html += ('<div xmlns:plos="http://plos.org" class="abstract toc-section abstract-type-summary"><a id="abstract1" name="abstract1" data-toc="abstract1" class="link-target" title="Author summary"></a>'
                         '<h2>Author summary</h2><div class="abstract-content"><p>%s</p></div></div>') % esc(author_sum)
        lic = "This is an open access article distributed under the terms of the Creative Commons Attribution License, which permits unrestricted use, distribution, and reproduction in any medium, provided the original author and source are credited."
        info = ('<div xmlns:plos="http://plos.org" class="articleinfo"><p><strong>Citation: </strong>%s</p><p><strong>Editor: </strong>%s</p>'
                '<p><strong>Received: </strong>%s; <strong>Accepted: </strong>%s; <strong>Published: </strong> %s</p><p><strong>Copyright: </strong> \u00a9 %d %s et al. This is an open access article distributed under the terms of the '
                '<a href="http://creativecommons.org/licenses/by/4.0/">Creative Commons Attribution License</a>, which permits unrestricted use, distribution, and reproduction in any medium, provided the original author and source are credited.</p>'
                '<p><strong>Data Availability: </strong>%s</p><p><strong>Funding: </strong>%s</p><p><strong>Competing interests: </strong> %s</p></div>') % (
            esc(cit), esc(editor.rsplit(", ", 1)[0] + ", " + editor.rsplit(", ", 1)[1].upper()), us(rec), us(acc), us(pubd), pyear, esc(authors[0].split()[1]), esc(data), esc(fund), compete)
        EXTRAS.append(lic)
        back = ""
        if supp:
            back += ('<div xmlns:plos="http://plos.org" id="section%d" class="section toc-section"><a id="sec%03d" name="sec%03d" data-toc="sec%03d" class="link-target" title="Supporting information"></a><h2>Supporting information</h2>%s</div>') % (
                len(heads) + 1, sn + 1, sn + 1, sn + 1, "".join(
                    '<div class="supplementary-material"><a name="%s.s%03d" id="%s.s%03d" class="link-target"></a><h3 class="siTitle title-small"><a href="article/file?type=supplementary&amp;id=%s.s%03d">S%d %s. </a>%s</h3>'
                    '<p class="siDoi"><a href="https://doi.org/%s.s%03d">https://doi.org/%s.s%03d</a></p><p class="postSiDOI">(%s)</p></div>' % (
                        aid, k + 1, aid, k + 1, doi, k + 1, [x for x, _ in supp[:k + 1]].count(kd), kd.replace("Figure", "Fig").replace("Data Sheet", "File"), esc(s), doi, k + 1, doi, k + 1,
                        {"Table": "XLSX", "File": "DOCX", "Fig": "TIF", "Figure": "TIF", "Data Sheet": "PDF"}[kd]) for k, (kd, s) in enumerate(supp)))
        if ack:
            back += '<div xmlns:plos="http://plos.org" class="ack"><a id="ack" name="ack" data-toc="ack" class="link-target" title="Acknowledgments"></a><h2>Acknowledgments</h2><p>%s</p></div>' % esc(ack)
        back += ('<div xmlns:plos="http://plos.org" class="toc-section"><a id="references" name="references" class="link-target" data-toc="references" title="References"></a><h2>References</h2><ol class="references">%s</ol></div>') % "".join(
            ('<li id="ref%d"><span class="order">%d.\n            </span><a name="%s" id="%s" class="link-target"></a>%s <ul class="reflinks" data-doi="%s">'
             '<li><a href="https://doi.org/%s" data-author="%s" data-cit="%s" data-title="%s" target="_new" title="Go to article">\n                View Article\n              </a></li>'
             '%s<li><a href="http://scholar.google.com/scholar?q=%s" target="_new" title="Go to article in Google Scholar">\n              Google Scholar\n            </a></li></ul></li>') % (
                i + 1, i + 1, ref_id(i + 1), ref_id(i + 1), esc(x["full"]), x["doi"], x["doi"], esc(x["sn"][0]), esc(x["full"][:60]), esc(x["title"]),
                '<li><a href="http://www.ncbi.nlm.nih.gov/pubmed/%d" target="_new" title="Go to article in PubMed">\n                PubMed/NCBI\n              </a></li>' % r.randint(10000000, 36000000) if r.random() < 0.6 else "",
                esc("+".join(x["title"].split()))) for i, x in enumerate(refs))
        alist = "".join(('<li data-js-tooltip="tooltip_trigger"><a data-author-id="%d" class="author-name">\n%s%s%s</a><div id="author-meta-%d" class="author-info" data-js-tooltip="tooltip_target">'
                         '<p class="roles" id="authRoles"><span class="type">Roles</span>\n%s</p>%s<p id="authAffiliations-%d"><span class="type">Affiliation%s</span>\n    %s</p><a data-js-tooltip="tooltip_close" class="close" id="tooltipClose%d"> &#x02A2F; </a></div></li>') % (
            i, esc(a), '<span class="email">  * </span>' if i == corr else "", ",\n" if i < len(authors) - 1 else "\n", i,
            ",\n".join(r.sample(["Conceptualization", "Data curation", "Formal analysis", "Funding acquisition", "Investigation", "Methodology", "Supervision", "Writing \u2013 original draft", "Writing \u2013 review &amp; editing"], r.randint(1, 4))),
            '<p id="authCorresponding-%d"> <span class="email">* E-mail:</span> <a href="mailto:%s">%s</a></p>' % (i, mail, mail) if i == corr else "", i, "s" if len(mine[i]) > 1 else "",
            esc(", ".join(affs[k] for k in mine[i])), i) for i, a in enumerate(authors))
        subj = "".join('<li><a class="taxo-term" title="Search for articles about %s" href="/%s/search?filterSubjects=%s&amp;filterJournals=%s&amp;q=">%s</a><span class="taxo-flag">&nbsp;</span></li>' % (
            k, jslug, k, jslug, k) for k in [lex() for _ in range(r.randint(5, 8))])
        share = "".join('<li><a href="%s" id="share%s" target="_blank" title="%s"><img src="/resource/img/icon.%s.16.png" width="16" height="16" alt="%s">%s</a></li>' % (
            u, n, "Submit to " + n if n != "Email" else "Email this article", n.lower(), n, n) for n, u in [
            ("Reddit", "https://www.reddit.com/submit?url=https%3A%2F%2Fdx.plos.org%2F" + doi), ("Facebook", "https://www.facebook.com/share.php?u=https%3A%2F%2Fdx.plos.org%2F" + doi),
            ("LinkedIn", "https://www.linkedin.com/shareArticle?url=https%3A%2F%2Fdx.plos.org%2F" + doi), ("Mendeley", "https://www.mendeley.com/import/?url=https%3A%2F%2Fdx.plos.org%2F" + doi),
            ("Twitter", "https://twitter.com/intent/tweet?url=https%3A%2F%2Fdx.plos.org%2F" + doi), ("Email", "mailto:?subject=" + esc(t.replace(" ", "%20")))])
        EXTRAS.append("Do these Subject Areas make sense for this article?")
        desc = "".join(("<h3>%s</h3>" % l if l else "") + "<p>%s</p>" % esc(p) for l, p in abstract)
        DESC.append("<p>by %s</p>\n\n%s" % (", ".join(authors), desc))
        views = r.randint(300, 40000)
        return ('<div class="set-grid"><header class="title-block"><div class="article-meta"><div class="classifications"><p class="license-short" id="licenseShort">Open Access</p><p class="peer-reviewed" id="peerReviewed">Peer-reviewed</p>'
                '<div class="article-type"><p class="type-article" id="artType">%s</p></div></div></div><div class="article-title-etc"><div class="title-authors"><h1 id="artTitle">%s</h1>'
                '<ul class="author-list clearfix" data-js-tooltip="tooltip_container" id="author-list">%s</ul></div>'
                '<div id="floatTitleTop" data-js-floater="title_author" class="float-title" role="presentation"><div class="set-grid"><div class="float-title-inner"><h1>%s</h1><ul id="floatAuthorList" data-js-floater="floated_authors">%s</ul></div>'
                '<div class="logo-close" id="titleTopCloser"><img src="/resource/img/logo-plos.png" style="height: 2em" alt="PLOS" /><div class="close-floater" title="close">x</div></div></div></div>'
                '<ul class="date-doi"><li id="artPubDate">Published: %s</li><li id="artDoi">\n<a href="https://doi.org/%s">https://doi.org/%s</a>\n</li></ul></div>'
                '<div><div class="article-metrics-summary"><ul id="almSignposts" class="signposts"><li id="almSaves">%d\nSave</li><li id="almCitations">%d\nCitation</li><li id="almViews">%s\nView</li><li id="almShares">%d\nShare</li></ul></div></div></header>'
                '<section class="article-body"><ul class="article-tabs"><li class="tab-title active" id="tabArticle"><a href="/%s/article?id=%s" class="article-tab-1">Article</a></li>'
                '<li class="tab-title " id="tabAuthors"><a href="/%s/article/authors?id=%s" class="article-tab-2">Authors</a></li><li class="tab-title " id="tabMetrics"><a href="/%s/article/metrics?id=%s" class="article-tab-3">Metrics</a></li>'
                '<li class="tab-title " id="tabComments"><a href="/%s/article/comments?id=%s" class="article-tab-4">Comments</a></li><li class="tab-title " id="tabRelated"><a href="/%s/article/related?id=%s" class="article-tab-5">Media Coverage</a></li>'
                '%s</ul><div class="article-container"><div id="nav-article"><ul class="nav-secondary"><li class="nav-comments" id="nav-comments"><a href="article/comments?id=%s">Reader Comments</a></li>'
                '<li id="nav-figures"><a href="#" data-doi="%s">Figures</a></li></ul></div><div class="article-content">%s'
                '<div class="article-text" id="artText">%s%s%s%s</div></div></div></section>'
                '<aside class="article-aside"><div class="dload-menu"><div class="dload-pdf"><a href="/%s/article/file?id=%s&amp;type=printable" id="downloadPdf" target="_blank">Download PDF</a></div>'
                '<div data-js-tooltip-hover="trigger" class="dload-hover">&nbsp;<ul class="dload-xml" data-js-tooltip-hover="target"><li><a href="/%s/article/citation?id=%s" id="downloadCitation">Citation</a></li>'
                '<li><a href="/%s/article/file?id=%s&amp;type=manuscript" id="downloadXml">XML</a></li></ul></div></div>'
                '<div class="aside-container"><div class="print-article" id="printArticle" data-js-tooltip-hover="trigger">Print<ul class="print-options" data-js-tooltip-hover="target"><li><a href="#" onclick="window.print(); return false;" class="preventDefault" id="printBrowser" title="Print Article">Print article</a></li></ul></div>'
                '<div class="share-article" id="shareArticle" data-js-tooltip-hover="trigger">Share<ul data-js-tooltip-hover="target" class="share-options" id="share-options">%s</ul></div></div>'
                '<div class="crossmark-container"><a href="https://crossmark.crossref.org/dialog/?doi=%s" target="_blank" title="Check for updates"><img src="/resource/img/crossmark.svg" alt="Check for updates via CrossMark"></a></div>'
                '<div class="skyscraper-container"><div class="title">Advertisement</div><div id="div-gpt-ad-1458247671871-1"></div></div>'
                '<div class="subject-areas-container"><h3>Subject Areas <div id="subjInfo">?</div><div id="subjInfoText"><span class="inline-intro">For more information about PLOS Subject Areas, click <a href="https://github.com/PLOS/plos-thesaurus/blob/master/README.md" target="_blank" title="Link opens in new window">here</a>.</span></div></h3>'
                '<div id="subjectErrorMessage" class="error"></div><p class="flagSubject"><span>We want your feedback.</span> Do these Subject Areas make sense for this article? Click the target next to the incorrect Subject Area and let us know. Thanks for your help!</p>'
                '<ul id="subjectList">%s</ul></div></aside></div>') % (
            r.choice(["Research Article"] * 6 + ["Short Reports"] if code == "pbio" else ["Research Article"]), esc(t), alist, esc(t),
            "".join('<li data-float-index="%d">%s%s</li>' % (i + 1, esc(a), ",&nbsp;" if i < len(authors) - 1 else "") for i, a in enumerate(authors)), us(pubd), doi, doi,
            r.randint(0, 60), r.randint(0, 40), "{:,}".format(views), r.randint(0, 300), jslug, doi, jslug, doi, jslug, doi, jslug, doi, jslug, doi,
            '<li class="tab-title " id="tabPeerReview"><a href="/%s/article/peerReview?id=%s" class="article-tab-6">Peer Review</a></li>' % (jslug, doi) if pyear > 2019 and r.random() < 0.7 else "",
            doi, doi, '<div id="figure-carousel-section"><h2>Figures</h2><div id="figure-carousel"><div class="carousel-wrapper"><div class="slider">%s</div></div></div></div>' % "".join(carousel) if carousel else "",
            abs_html, info, "".join(secs), back, jslug, doi, jslug, doi, jslug, doi, share, doi, subj)
    if pub == "pmc":
        mon = MONTHS[pubd.month - 1][:3]
        cit_line = {"frontiers": "%d; %d: %d." % (pyear, vol, anum), "plos": "%d; %d(%d): e%s." % (pyear, vol, pubd.month, doi.split(".")[-1]),
                    "bmc": "%d; %d: %d." % (pyear, vol, r.randint(10, 2500)), "mdpi": "%d %s; %d(%s): %d." % (pyear, mon, vol, doi[-6:-4].lstrip("0"), anum % 10000),
                    "nature": "%d; %d: %d." % (pyear, vol, r.randint(1000, 23999))}[style]
        jid = r.randint(100, 4000)
        if structured:
            ab = "".join('<div id="abs1-%d" class="sec%s"><h3 class="no_bottom_margin">%s</h3><p id="__p%d" class="p p-first-last">%s</p></div>' % (k + 1, " sec-first" if k == 0 else "", l, k + 1, esc(p)) for k, (l, p) in enumerate(abstract))
        else:
            ab = '<div><p id="__p1" class="p p-first-last">%s</p></div>' % esc(body[0])
        kw = '<div class="sec"><strong class="kwd-title">Keywords: </strong><span class="kwd-text">%s</span></div>' % ", ".join(keywords)
        copy = "\u00a9 %d %s" % (pyear, ", ".join(a for a in authors[:-1]) + (" and " if len(authors) > 1 else "") + authors[-1] if style == "frontiers" else "by the authors." if style == "mdpi"
                                 else "The Author(s)" if style in ("bmc", "nature") else "%s et al." % authors[0].split()[1])
        lic = {"frontiers": "This is an open-access article distributed under the terms of the Creative Commons Attribution License (CC BY). The use, distribution or reproduction in other forums is permitted, provided the original author(s) and the copyright owner(s) are credited and that the original publication in this journal is cited, in accordance with accepted academic practice. No use, distribution or reproduction is permitted which does not comply with these terms.",
               "plos": "This is an open access article distributed under the terms of the Creative Commons Attribution License, which permits unrestricted use, distribution, and reproduction in any medium, provided the original author and source are credited.",
               "mdpi": "Licensee MDPI, Basel, Switzerland. This article is an open access article distributed under the terms and conditions of the Creative Commons Attribution (CC BY) license (https://creativecommons.org/licenses/by/4.0/).",
               "bmc": "Open AccessThis article is licensed under a Creative Commons Attribution 4.0 International License, which permits use, sharing, adaptation, distribution and reproduction in any medium or format, as long as you give appropriate credit to the original author(s) and the source, provide a link to the Creative Commons licence, and indicate if changes were made.",
               "nature": "Open Access This article is licensed under a Creative Commons Attribution 4.0 International License, which permits use, sharing, adaptation, distribution and reproduction in any medium or format, as long as you give appropriate credit to the original author(s) and the source, provide a link to the Creative Commons licence, and indicate if changes were made."}[style]
        EXTRAS.append(lic)
        alist = ", ".join('<a href="https://pubmed.ncbi.nlm.nih.gov/?term=%s%%20%s%%5BAuthor%%5D" class="affpopup" co-rid="_co_idm%d" co-class="co-affbox">%s</a><sup>%s</sup>%s' % (
            a.split()[1], a.split()[0][0], r.randint(10 ** 14, 10 ** 15), esc(a), ",".join(str(k + 1) for k in mine[i]), "<sup>*</sup>" if i == corr else "") for i, a in enumerate(authors[:-1])) + \
            (" and " if len(authors) > 1 else "") + '<a href="https://pubmed.ncbi.nlm.nih.gov/?term=%s%%20%s%%5BAuthor%%5D" class="affpopup">%s</a><sup>%s</sup>' % (
            authors[-1].split()[1], authors[-1].split()[0][0], esc(authors[-1]), ",".join(str(k + 1) for k in mine[-1]))
        idm = r.randint(10 ** 14, 10 ** 15)
        notes = ('<div class="fm-article-notes fm-panel half_rhythm" id="idm%d_an" style="display:none"><div class="fm-authors-info"><div class="fm-affl">Edited by: %s</div></div>'
                 '<div>Received %d %s %d; Accepted %d %s %d.</div></div>') % (idm, esc(editor), rec.year, MONTHS[rec.month - 1][:3], rec.day, acc.year, MONTHS[acc.month - 1][:3], acc.day) if pmc_new else ""
        front = ('<div class="fm-sec half_rhythm no_top_margin"><div class="fm-citation half_rhythm no_top_margin clearfix"><div class="inline_block eight_col va_top"><div><div>'
                 '<span class="cit"><a href="#" class="navlink" role="button" aria-expanded="false" aria-haspopup="true">%s</a>. %s </span><span class="fm-vol-iss-date">Published online %d %s %d. </span>'
                 '<span class="doi">doi: <a href="//doi.org/%s" target="pmc_ext" ref="reftype=other&amp;article-id=%s&amp;issue-id=%d&amp;journal-id=%d&amp;FROM=Article%%7CFront%%20Matter&amp;TO=Content%%20Provider%%7CArticle%%7CDOI">%s</a></span></div>'
                 '<div class="fm-ids"><div class="fm-citation-pmcid"><span class="fm-citation-ids-label">PMCID: </span><span>%s</span></div><div class="fm-citation-pmid">PMID: <a href="https://pubmed.ncbi.nlm.nih.gov/%d">%d</a></div></div></div></div></div>'
                 '<h1 class="content-title">%s</h1><div class="half_rhythm"><div class="contrib-group fm-author">%s</div></div>'
                 '<div class="fm-panel half_rhythm"><div class="togglers"><a href="#" class="pmctoggle" rid="idm%d_ai">Author information</a> %s<a href="#" class="pmctoggle" rid="idm%d_cpl">Copyright and License information</a> '
                 '<a href="/pmc/about/disclaimer/" target="pmc_disclaimer">%s</a></div>'
                 '<div class="fm-authors-info fm-panel hide half_rhythm" id="idm%d_ai" style="display:none">%s<div id="cor1" class="fm-affl">*Corresponding author. Email: <a href="mailto:%s">%s</a></div>%s</div>%s'
                 '<div class="fm-cpl-info fm-panel hide half_rhythm" id="idm%d_cpl" style="display:none"><div class="fm-copyright half_rhythm"><a href="/pmc/about/copyright/">Copyright</a> %s</div>'
                 '<div class="license half_rhythm"><a href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noopener noreferrer" ref="reftype=extlink&amp;article-id=%d&amp;FROM=Article%%7CFront%%20Matter&amp;TO=External%%7CLink%%7CURI">%s</a></div></div></div></div>') % (
            jabbr, cit_line, pubd.year, mon, pubd.day, doi, anum, r.randint(300000, 400000), r.randint(1000, 5000), doi, pmcid, pmid, pmid, esc(t), alist,
            idm, '<a href="#" class="pmctoggle" rid="idm%d_an">Article notes</a> ' % idm if pmc_new else "", idm, "PMC Disclaimer" if pmc_new else "Disclaimer", idm,
            "".join('<div class="fm-affl" lang="en" id="aff%d"><sup>%d</sup>%s</div>' % (k + 1, k + 1, esc(x)) for k, x in enumerate(affs)), mail, mail,
            "" if pmc_new else '<div>Edited by: %s</div><div>Received %d %s %d; Accepted %d %s %d.</div>' % (esc(editor), rec.year, MONTHS[rec.month - 1][:3], rec.day, acc.year, MONTHS[acc.month - 1][:3], acc.day),
            notes, idm, esc(copy), anum, lic)
        # the publisher's back sections, PMC's boxes all
        fn = []
        bk = {"frontiers": [("Data Availability Statement", data), ("Ethics Statement", ethics if r.random() < 0.5 else None), ("Author Contributions", contrib), ("Funding", fund),
                            ("Conflict of Interest", compete), ("Publisher\u2019s Note", fr_note), ("Acknowledgments", ack)],
              "plos": [("Acknowledgments", ack), ("Funding Statement", fund), ("Data Availability", data)],
              "bmc": [("Acknowledgements", ack), ("Authors\u2019 contributions", contrib), ("Funding", fund), ("Availability of data and materials", data),
                      ("Declarations", None), ("Footnotes", None)],
              "mdpi": [("Author Contributions", contrib), ("Funding", fund), ("Institutional Review Board Statement", irb), ("Informed Consent Statement", consent),
                       ("Data Availability Statement", data), ("Conflicts of Interest", compete), ("Footnotes", None)],
              "nature": [("Acknowledgements", ack), ("Author contributions", contrib), ("Data availability", data), ("Competing interests", compete), ("Footnotes", None)]}[style]
        back = []
        for k, (hd, tx) in enumerate(bk):
            if hd == "Declarations":
                inner = "".join('<div id="sec-d%d" class="sec"><h3>%s</h3><p class="p p-first-last">%s</p></div>' % (j + 1, h2, esc(x)) for j, (h2, x) in enumerate(
                    [("Ethics approval and consent to participate", ethics), ("Consent for publication", "Not applicable."), ("Competing interests", compete)]))
            elif hd == "Footnotes":
                inner = '<div class="fm-sec"><p class="p p-first-last">%s</p></div>' % ("<b>Publisher's Note</b> " + sn_note if style in ("bmc", "nature") else "<b>Disclaimer/Publisher\u2019s Note:</b> " + md_note)
            elif tx:
                inner = '<p id="__p%d" class="p p-first-last">%s</p>' % (pno[0] + k + 1, esc(tx))
            else:
                continue
            back.append('<div id="%s" class="tsec sec"><h2 class="head no_bottom_margin" id="%stitle">%s</h2>%s</div>' % (
                "ack1" if hd.startswith("Acknowledg") else "sec-b%d" % (k + 1), "ack1" if hd.startswith("Acknowledg") else "sec-b%d" % (k + 1), hd, inner))
        if supp:
            back.insert(0 if style != "frontiers" else len(back), '<div id="sup1" class="tsec sec"><h2 class="head no_bottom_margin" id="sup1title">%s</h2>%s</div>' % (
                "Supporting information" if style == "plos" else "Supplementary Material", "".join(
                    '<div class="sec suppmat" id="S%d"><div class="sup-box half_rhythm"><a href="/pmc/articles/%s/bin/%s_%d.%s" data-ga-action="click_feat_suppl">Click here for additional data file.</a><sup>(%dK, %s)</sup></div>'
                    '<div class="caption"><p>%s</p></div></div>' % (k + 1, pmcid, kd.replace(" ", "_"), k + 1, ext, r.randint(12, 900), ext, esc(s)) for k, ((kd, s), ext) in enumerate(zip(supp, [r.choice(["docx", "xlsx", "pdf", "tif"]) for _ in supp])))))
        links = lambda x: "".join([' [<a href="https://doi.org/%s" target="pmc_ext">CrossRef</a>]' % x["doi"] if r.random() < 0.5 else "",
                                   ' [<a href="/pmc/articles/PMC%d/" target="pmc_ext">PMC free article</a>]' % r.randint(1000000, 9900000) if r.random() < 0.3 else "",
                                   ' [<a href="https://pubmed.ncbi.nlm.nih.gov/%d" target="pmc_ext">PubMed</a>]' % r.randint(10000000, 36000000) if r.random() < 0.7 else "",
                                   ' [<a href="https://scholar.google.com/scholar_lookup?journal=%s&amp;title=%s&amp;volume=%d&amp;publication_year=%d" target="pmc_ext">Google Scholar</a>]' % (
                                       esc(x["jn"].replace(" ", "+")), esc(x["title"].replace(" ", "+")), x["vol"], x["year"])])
        if cstyle == "ay":
            reflist = "".join('<div class="ref-cit-blk half_rhythm" id="%s"><span class="element-citation">%s%s</span></div>' % (ref_id(i + 1), esc(x["full"]), links(x)) for i, x in enumerate(refs))
        else:
            reflist = '<ul class="back-ref-list">%s</ul>' % "".join('<li id="%s"><a class="bk_tag" href="#" name="%s"></a>%d. <span class="element-citation">%s%s</span></li>' % (
                ref_id(i + 1), ref_id(i + 1), i + 1, esc(x["full"]), links(x)) for i, x in enumerate(refs))
        back.append('<div id="ref-list-1" class="tsec sec"><h2 class="head no_bottom_margin" id="ref-list-1title">References</h2><div class="ref-list-sec sec" id="reference-list">%s</div></div>' % reflist)
        similar = [(title(r), "%s %d" % (r.choice(["J Bacteriol", "Sci Rep", "BMC Public Health", "Nutrients", "PLoS One", "Front Immunol", "Cell Rep", "J Clin Med"]), r.randint(2005, pyear))) for _ in range(5)]
        citedby = [title(r) for _ in range(r.choice([0, 0, 2, 3, 5]))]
        EXTRAS.extend([x for x, _ in similar] + citedby)
        pdf = "%s-%02d-%06d.pdf" % (logo[:7], vol, anum)
        desc = "".join(("<p><b>%s</b>: %s</p>" % (l.upper(), esc(p)) if l else "<p>%s</p>" % esc(p)) for l, p in abstract)
        DESC.append('<div><p style="color: #4aa564;">%s. %d %s %d;%s. doi: %s. eCollection %d.</p><p><b>ABSTRACT</b></p>%s<p style="color: lightgray">PMID:<a href="https://pubmed.ncbi.nlm.nih.gov/%d/">%d</a> | PMC:<a href="https://www.ncbi.nlm.nih.gov/pmc/%s/">%s</a> | DOI:<a href="https://doi.org/%s">%s</a></p></div>' % (
            jabbr, pubd.year, mon, pubd.day, cit_line.split(";", 1)[1].rstrip(".").replace(" ", ""), doi, pyear, desc if structured else "<p>%s</p>" % esc(body[0]), pmid, pmid, pmcid, pmcid, doi, doi))
        disclaimer = ('<div class="pmc-wm-disclaimer whole_rhythm"><p>As a library, NLM provides access to scientific literature. Inclusion in an NLM database does not imply endorsement of, or agreement with, the contents by NLM or the National Institutes of Health.</p>'
                      '<p>Learn more: <a href="/pmc/about/disclaimer/">PMC Disclaimer</a> | <a href="/pmc/about/copyright/">PMC Copyright Notice</a></p></div>') if pmc_new else ""
        EXTRAS.append("As a library, NLM provides access to scientific literature.")
        return ('<div class="usa-banner"><div class="usa-accordion"><header class="usa-banner-header"><div class="usa-grid usa-banner-inner"><img src="https://www.ncbi.nlm.nih.gov/coreutils/uswds/img/favicons/favicon-57.png" alt="U.S. flag" />'
                '<p>An official website of the United States government</p><button class="usa-accordion-button usa-banner-button" aria-expanded="false" aria-controls="gov-banner-top" type="button"><span class="usa-banner-button-text">Here\'s how you know</span></button></div></header></div></div>'
                '<div class="header"><div class="res_logo"><h1 class="img_logo"><a href="/pmc/" class="pmc_logo offscreen">PMC</a></h1><div class="NLMLogo"><a href="https://www.nih.gov/" title="US National Library of Medicine">US National Library of Medicine</a><br />'
                '<a href="https://www.nih.gov/" title="National Institutes of Health">National Institutes of Health</a></div></div><div class="search"><form method="get" action="/pmc/"><div class="search_form"><label for="database" class="offscreen_noflow">Search database</label>'
                '<select id="database"><optgroup label="Recent"><option value="pmc" selected="selected" class="last">PMC</option></optgroup><optgroup label="All"><option value="gquery">All Databases</option><option value="pubmed">PubMed</option><option value="books">Books</option></optgroup></select>'
                '<label for="term" class="offscreen_noflow">Search term</label><input type="text" name="term" id="term" title="Search PMC. Full-text archive of biomedical and life sciences journal literature." value="" /><button id="search" type="submit" class="button_search nowrap" cmd="go">Search</button></div></form>'
                '<ul class="searchlinks inline_list"><li><a href="/pmc/advanced/">Advanced</a></li><li><a href="/pmc/journals/">Journal list</a></li><li class="help"><a target="_blank" href="/books/NBK3825/">Help</a></li></ul></div></div>'
                '<div class="container content"><div class="navlink-box whole_rhythm"><ul class="inline_list"><li><a href="/pmc/journals/">Journal List</a></li><li><a href="/pmc/journals/%d/">%s</a></li><li>v.%d; %d</li><li class="accid">%s</li></ul></div>%s'
                '<div class="grid"><div class="col nine_col"><div class="fm-sec half_rhythm"><a href="/pmc/journals/%d/"><img src="/corehtml/pmc/pmcgifs/logo-%s.gif" alt="Logo of %s" usemap="#logo-imagemap" /></a></div>'
                '<div class="jig-ncbiinpagenav" data-jigconfig="smoothScroll: false, allHeadingLevels: [\'h2\'], headingExclude: \':hidden\'">%s'
                '<div id="abstract-1" class="tsec sec"><h2 class="head no_bottom_margin" id="abstract-1title">Abstract</h2>%s%s</div>%s%s'
                '<div class="courtesy-note whole_rhythm small"><hr />Articles from <span class="acknowledgment-journal-title">%s</span> are provided here courtesy of <strong>%s</strong></div></div></div>'
                '<div id="rightcolumn" class="four_col col last"><div class="format-menu"><h2>Formats:</h2><ul><li class="selected">Article</li><li><a href="/pmc/articles/%s/?report=reader">PubReader</a></li>'
                '<li class="epub-link"><a href="/pmc/articles/%s/epub/">ePub (beta)</a></li><li><a href="/pmc/articles/%s/pdf/%s">PDF (%.1fM)</a></li><li><a href="#" class="citationexporter ctxp" data-citationid="%s" role="button" aria-expanded="false" aria-haspopup="true">Citation</a></li></ul></div>'
                '<div class="share-buttons"><h2>Share</h2><ul class="social-buttons inline_list"><li><a class="share_facebook" href="https://www.facebook.com/sharer/sharer.php?u=https://www.ncbi.nlm.nih.gov/pmc/articles/%s/" target="_blank">Facebook</a></li>'
                '<li><a class="share_twitter" href="https://twitter.com/intent/tweet?url=https://www.ncbi.nlm.nih.gov/pmc/articles/%s/" target="_blank">Twitter</a></li></ul></div>'
                '<div class="portlet"><div class="portlet_head"><div class="portlet_title"><h3><span>Save items</span></h3></div></div><div class="portlet_content"><a href="#" class="coll_save_link">Add to My Bibliography</a></div></div>'
                '<div class="portlet brieflinkpopper"><div class="portlet_head"><div class="portlet_title"><h3><span>Similar articles in PubMed</span></h3></div></div><div class="portlet_content"><ul>%s</ul><a class="seemore" href="/pubmed?LinkName=pubmed_pubmed&amp;from_uid=%d">See reviews...</a> <a class="seemore" href="/pubmed?LinkName=pubmed_pubmed&amp;from_uid=%d">See all...</a></div></div>'
                '%s<div class="portlet"><div class="portlet_head"><div class="portlet_title"><h3><span>Links</span></h3></div></div><div class="portlet_content"><ul><li><a href="/pubmed/%d">PubMed</a></li>%s</ul></div></div>'
                '<div class="portlet" id="recent_activity"><div class="portlet_head"><div class="portlet_title"><h3><span>Recent Activity</span></h3></div><a class="portlet_action" href="#">Turn Off</a><a class="portlet_action" href="#">Clear</a></div>'
                '<div class="portlet_content"><p class="HTOn">Your browsing activity is empty.</p><p class="HTOff">Activity recording is turned off.</p><p><a href="#">Turn recording back on</a></p><a href="/sites/myncbi/recentactivity">See more...</a></div></div></div></div></div>') % (
            jid, jabbr, vol, pyear, pmcid, disclaimer, jid, logo, logo, front, ab, kw, "".join(secs), "".join(back), jname, courtesy,
            pmcid, pmcid, pmcid, pdf, r.uniform(0.4, 6.5), pmcid, pmcid, pmcid,
            "".join('<li class="two_line"><a href="/pubmed/%d">%s</a><div class="brieflinkpopdesc"><span class="source">%s</span></div></li>' % (r.randint(20000000, 36000000), esc(x), esc(j)) for x, j in similar), pmid, pmid,
            ('<div class="portlet"><div class="portlet_head"><div class="portlet_title"><h3><span>Cited by other articles in PMC</span></h3></div></div><div class="portlet_content"><ul>%s</ul><a class="seemore" href="/pmc/articles/%s/citedby/">See all...</a></div></div>' % (
                "".join('<li class="two_line"><a href="/pmc/articles/PMC%d/">%s</a></li>' % (r.randint(7000000, 10900000), esc(x)) for x in citedby), pmcid)) if citedby else "",
            pmid, "".join('<li><a href="/%s?linkname=pmc_%s&amp;from_uid=%s">%s</a></li>' % (d.lower(), d.lower(), pmcid[3:], d) for d in r.sample(["Taxonomy", "Gene", "Protein", "MeSH", "Nucleotide", "BioProject"], r.randint(0, 3))))
    if pub == "frontiers":
        sec = rs.choice(fsecs)
        base = "https://www.frontiersin.org/%sarticles/%s" % ("journals/%s/" % jslug if new_path else "", doi)
        kind = r.choice(["ORIGINAL RESEARCH"] * 8 + ["BRIEF RESEARCH REPORT", "METHODS"])
        ab = "".join("<p><strong>%s:</strong> %s</p>" % (l, esc(p)) for l, p in abstract) if structured else "<p>%s</p>" % esc(body[0])
        names = []
        for i, a in enumerate(authors):
            sup, pid = "<sup>%s</sup>%s" % (",".join(str(k + 1) for k in mine[i]), "<sup>*</sup>" if i == corr else ""), r.randint(100000, 2500000)
            names.append(('<img class="pr5" src="https://loop.frontiersin.org/images/profile/%d/24" onerror="this.src=\'https://www.frontiersin.org/areas/articles/images/profile-placeholder.png\'" />'
                          '<a href="https://loop.frontiersin.org/people/%d/overview">%s</a>%s') % (pid, pid, esc(a), sup) if r.random() < 0.7 else esc(a) + sup)
        alist = ", ".join(names[:-1]) + (" and " if len(names) > 1 else "") + names[-1]
        reviewers = ["%s %s, %s University, %s" % (lex(), lex(), lex(), r.choice(COUNTRIES)) for _ in range(r.randint(1, 3))]
        EXTRAS.extend(reviewers)
        lic = ("This is an open-access article distributed under the terms of the Creative Commons Attribution License (CC BY). The use, distribution or reproduction in other forums is permitted, provided the original author(s) and the copyright owner(s) are credited "
               "and that the original publication in this journal is cited, in accordance with accepted academic practice. No use, distribution or reproduction is permitted which does not comply with these terms.")
        EXTRAS.append(lic)
        cit = "%s (%d) %s. %s %d:%d. doi: %s" % (fr_cite, pyear, t, jabbr, pyear - 2009, anum, doi)
        back = "".join("<h2>%s</h2><p>%s</p>" % (h, esc(x)) for h, x in [("Data Availability Statement", data), ("Ethics Statement", ethics if r.random() < 0.5 else None),
                                                                          ("Author Contributions", contrib), ("Funding", fund), ("Acknowledgments", ack),
                                                                          ("Conflict of Interest", compete), ("Publisher\u2019s Note", fr_note)] if x)
        if supp:
            back += ('<h2>Supplementary Material</h2><p class="mb0">The Supplementary Material for this article can be found online at: <a href="%s#supplementary-material">%s#supplementary-material</a></p>%s') % (
                base, base, "".join('<div class="SupplementaryMaterial"><a href="%s/supplementary-material/%s.%s">%s %d</a></div>' % (base.replace("/articles/", "/api/v4/articles/"), doi, ext, kd.replace("Fig", "Figure"), k + 1)
                                    for k, ((kd, s), ext) in enumerate(zip(supp, ["docx", "xlsx", "pdf", "zip"]))))
        back += "<h2>References</h2>" + "".join(
            '<div class="References" style="margin-bottom:0.5em;"><p class="ReferencesCopy1">%s</p><p class="ReferencesCopy2"><a href="https://doi.org/%s" target="_blank">CrossRef Full Text</a> | %s<a href="http://scholar.google.com/scholar_lookup?title=%s&amp;author=%s&amp;publication_year=%d" target="_blank">Google Scholar</a></p></div>' % (
                esc(x["full"]), x["doi"], '<a href="https://pubmed.ncbi.nlm.nih.gov/%d" target="_blank">PubMed Abstract</a> | ' % r.randint(10000000, 36000000) if r.random() < 0.5 else "",
                esc(x["title"].replace(" ", "+")), esc(x["sn"][0]), x["year"]) for i, x in enumerate(refs))
        meta = ('<p><b>Keywords:</b> %s</p><p><b>Citation:</b> %s</p><p><b>Received:</b> %s; <b>Accepted:</b> %s;<br /><b>Published:</b> %s.</p>'
                '<p>Edited by:<br /><a href="https://loop.frontiersin.org/people/%d/overview">%s</a>, %s</p><p>Reviewed by:<br />%s</p>'
                '<p><b>Copyright</b> \u00a9 %d %s. This is an open-access article distributed under the terms of the <a href="http://creativecommons.org/licenses/by/4.0/" target="_blank">Creative Commons Attribution License (CC BY)</a>. '
                'The use, distribution or reproduction in other forums is permitted, provided the original author(s) and the copyright owner(s) are credited and that the original publication in this journal is cited, in accordance with accepted academic practice. '
                'No use, distribution or reproduction is permitted which does not comply with these terms.</p><p>*Correspondence: %s, <a href="mailto:%s">%s</a></p>') % (
            ", ".join(keywords), esc(cit), uk(rec, "%02d"), uk(acc, "%02d"), uk(pubd, "%02d"), r.randint(100000, 2500000), esc(editor.split(", ")[0]), esc(editor.split(", ", 1)[1]), "<br />".join(esc(x) for x in reviewers),
            pyear, esc(", ".join(authors[:-1]) + (" and " if len(authors) > 1 else "") + authors[-1]), esc(authors[corr]), mail, mail)
        EXTRAS.append(cit)
        people = [title(r) for _ in range(r.randint(3, 5))]
        EXTRAS.extend(people)
        DESC.append(abs_text)
        return ('<div class="Layout__Header"><header class="Header"><div class="Header__logo"><a href="https://www.frontiersin.org/" aria-label="Frontiers">Frontiers</a></div>'
                '<nav class="Header__nav"><a href="https://www.frontiersin.org/journals/%s" class="Header__journal">%s</a><ul><li><a href="https://www.frontiersin.org/journals/%s/sections">Sections</a></li>'
                '<li><a href="https://www.frontiersin.org/journals/%s/articles">Articles</a></li><li><a href="https://www.frontiersin.org/journals/%s/research-topics">Research Topics</a></li>'
                '<li><a href="https://www.frontiersin.org/journals/%s/editors">Editorial board</a></li><li><a href="https://www.frontiersin.org/journals/%s/about">About journal</a></li></ul>'
                '<a class="Header__submit" href="https://www.frontiersin.org/submission/submit?domainid=1&amp;fieldid=1&amp;specialtyid=0&amp;entitytype=2&amp;entityid=1">Submit your research</a></nav></header></div>'
                '<main class="main-content"><div class="article-section"><div class="article-container"><div class="abstract-container"><div class="JournalAbstract"><a id="h1" name="h1"></a>'
                '<div class="header-bar-three">%s <span class="text-transform-none">article</span></div><div class="article-header-container"><div class="left-column"><div class="header"><span>%s</span>, %s<br /><span>Sec. %s</span><br />'
                '<span>Volume %d - %d | </span><a href="https://doi.org/%s">https://doi.org/%s</a></div></div>'
                '<div class="right-column"><div class="article-views"><span class="views-number">%s</span><span>total views</span></div></div></div>'
                '<div class="JournalAbstract__titleWrapper"><h1>%s</h1></div><div class="authors">%s</div><ul class="notes">%s</ul>%s<div class="clear"></div></div></div>'
                '<div class="JournalFullText"><div class="JournalFullText">%s%s</div></div></div></div>'
                '<div class="side-article-download"><div class="side-article-download__title">Download article</div><ul><li><a href="https://www.frontiersin.org/articles/%s/pdf" target="_blank" class="download-files-pdf">Download PDF</a></li>'
                '<li><a href="https://www.readcube.com/articles/%s" target="_blank" class="download-files-readcube">ReadCube</a></li><li><a href="https://www.frontiersin.org/articles/%s/epub" target="_blank">EPUB</a></li><li><a href="https://www.frontiersin.org/articles/%s/xml/nlm" target="_blank">XML (NLM)</a></li></ul>'
                '<div class="side-article-download__title">Export citation</div><ul><li><a href="https://www.frontiersin.org/articles/%s/endNote">EndNote</a></li><li><a href="https://www.frontiersin.org/articles/%s/reference">Reference Manager</a></li>'
                '<li><a href="https://www.frontiersin.org/articles/%s/text">Simple TEXT file</a></li><li><a href="https://www.frontiersin.org/articles/%s/bibTex">BibTex</a></li></ul>'
                '<div class="check-for-updates"><a href="https://crossmark.crossref.org/dialog/?doi=%s" target="_blank">Check for updates</a></div>'
                '<div class="people-also-looked-at"><h4>People also looked at</h4>%s</div></div></main>') % (
            jslug, jname, jslug, jslug, jslug, jslug, jslug, kind, jabbr, uk(pubd, "%02d"), sec, pyear - 2009, pyear, doi, doi, "{:,}".format(r.randint(400, 30000)), esc(t), alist,
            "".join("<li><sup>%d</sup>%s</li>" % (k + 1, esc(x)) for k, x in enumerate(affs)), ab, "".join(secs), back + meta, doi, doi, doi, doi, doi, doi, doi, doi, doi,
            "".join('<div class="related-article"><a href="https://www.frontiersin.org/articles/10.3389/%s.%d.%d/full"><h5>%s</h5></a><p>%s %s</p></div>' % (
                code, r.randint(2015, pyear), r.randint(540000, 1300000), esc(x), esc(lex()), esc(lex())) for x in people))
    # MDPI
    pubhist = " / ".join('<span style="display: inline-block">%s: %s</span>' % (n, uk(d)) for n, d in [("Submission received", rec), ("Revised", rev), ("Accepted", acc), ("Published", pubd)])
    ab = "".join("<b>%s:</b> %s " % (l, esc(p)) for l, p in abstract).strip() if structured else esc(body[0])
    issue = "Special Issue %s" % title(r) if r.random() < 0.4 else ""
    alist = ", ".join('<span class="inlineblock "><div class="profile-card-drop" data-dropdown="profile-card-drop%d" data-options="is_hover:true, align:top">%s</div><sup> %s</sup>%s%s</span>' % (
        i, esc(a), ",".join(str(k + 1) for k in mine[i]), '<sup><i class="fa fa-envelope-o"></i></sup>' if i == corr else "", '<sup> *</sup>' if i == corr else "") for i, a in enumerate(authors[:-1]))
    alist = "by " + alist + (" and " if len(authors) > 1 else "") + '<span class="inlineblock "><div class="profile-card-drop">%s</div><sup> %s</sup></span>' % (esc(authors[-1]), ",".join(str(k + 1) for k in mine[-1]))
    aff_html = "".join('<div class="affiliation"><div class="affiliation-item"><sup>%d</sup></div><div class="affiliation-name ">%s</div></div>' % (k + 1, esc(x)) for k, x in enumerate(affs)) + \
        '<div class="affiliation"><div class="affiliation-item"><sup>*</sup></div><div class="affiliation-name ">Author to whom correspondence should be addressed. </div></div>'
    bk = [("Author Contributions", contrib), ("Funding", fund), ("Institutional Review Board Statement", irb), ("Informed Consent Statement", consent),
          ("Data Availability Statement", data), ("Acknowledgments", ack), ("Conflicts of Interest", compete)]
    abbrs = [("%s" % lex()[:r.randint(2, 4)].upper(), "%s %s" % (lex().lower(), lex().lower())) for _ in range(r.choice([0, 0, 3, 5]))]
    back = ('<section id="html-supplementary-materials"><h2 id="html-supplementary-materials-title">Supplementary Materials</h2><div class="html-p">The following supporting information can be downloaded at: <a href="https://www.mdpi.com/article/%s/s1">https://www.mdpi.com/article/%s/s1</a>, %s</div></section>' % (
        doi, doi, esc("; ".join("%s S%d: %s" % ({"Fig": "Figure", "Data Sheet": "File"}.get(kd, kd), k + 1, s[:-1]) for k, (kd, s) in enumerate(supp)) + ".")) if supp else "")
    back += "".join('<section class="html-notes"><h2 >%s</h2><div class="html-p">%s</div></section>' % (h, esc(x)) for h, x in bk if x)
    if abbrs:
        back += '<section id="html-glossary"><h2 id="html-glossary-title">Abbreviations</h2><div class="html-p">The following abbreviations are used in this manuscript:<br /><table><tr><td>%s</td></tr></table></div></section>' % (
            "</td></tr><tr><td>".join("%s</td><td>%s" % (a, esc(b)) for a, b in abbrs))
    back += ('<section id="html-references_list"><h2>References</h2><ol class="html-xxx">%s</ol></section><section id="FiguresandTables" type="display-objects"></section>'
             '<div class="html-footnotes"><h2>Disclaimer/Publisher\u2019s Note:</h2><div class="html-p">%s</div></div>') % ("".join(
                 '<li id="%s" class="html-xxx" data-content="%d.">%s [<a href="https://scholar.google.com/scholar_lookup?title=%s&amp;author=%s&amp;publication_year=%d" class="google-scholar" target="_blank" rel="noopener noreferrer">Google Scholar</a>]%s%s</li>' % (
                     ref_id(i + 1), i + 1, esc(x["full"]), esc(x["title"].replace(" ", "+")), esc(x["sn"][0]), x["year"],
                     ' [<a href="https://doi.org/%s" class="cross-ref" target="_blank" rel="noopener noreferrer">CrossRef</a>]' % x["doi"] if r.random() < 0.8 else "",
                     ' [<a href="http://www.ncbi.nlm.nih.gov/pubmed/%d" class="cross-ref" target="_blank" rel="noopener noreferrer">PubMed</a>]' % r.randint(10000000, 36000000) if r.random() < 0.4 else "") for i, x in enumerate(refs)), md_note)
    apa = "%s%s, %s. (%d). %s. <em>%s</em>, <em>%d</em>(%d), %d. https://doi.org/%s" % ("".join("%s, %s., " % (a.split()[1], a.split()[0][0]) for a in authors[:-1]) + ("&amp; " if len(authors) > 1 else ""),
                                                                                   authors[-1].split()[1], authors[-1].split()[0][0], pyear, esc(t), jname, vol, iss, anum, doi)
    mdpi_cite = "%s %s. <em>%s</em> <b>%d</b>, <em>%d</em>, %d. https://doi.org/%s" % ("; ".join("%s, %s." % (a.split()[1], a.split()[0][0]) for a in authors), esc(t), jabbr, pyear, vol, anum, doi)
    ama = "%s. %s. <em>%s</em>. %d; %d(%d):%d. https://doi.org/%s" % (", ".join("%s %s" % (a.split()[1], a.split()[0][0]) for a in authors[:6]) + (", et al" if len(authors) > 6 else ""),
                                                                   esc(t), jabbr, pyear, vol, iss, anum, doi)
    EXTRAS.append(md_note)
    DESC.append('<p><b>%s</b>, Vol. %d, Pages %d: %s</p>\n<p>%s <a href="https://www.mdpi.com/%s/%d/%d/%d">doi: %s</a></p>\n<p>Authors:\n\t\t%s\n\t</p>\n<p>%s</p>' % (
        jshort, vol, anum, esc(t), jname, issn, vol, iss, anum, doi, "\n\t\t".join(esc(a) for a in authors), esc(abs_text) if structured else esc(body[0])))
    return ('<header class="header"><div class="header__top"><a href="/" class="header__logo"><img src="https://pub.mdpi-res.com/img/design/mdpi-pub-logo-black-small1.svg" alt="MDPI" /></a>'
            '<ul class="header__nav"><li><a href="/about/journals">Journals</a></li><li><a href="/topics">Topics</a></li><li><a href="/authors">Information</a></li><li><a href="https://www.mdpi.com/authors/english">Author Services</a></li>'
            '<li><a href="/about/initiatives">Initiatives</a></li><li><a href="/about">About</a></li></ul><div class="header__user"><a href="/user/login">Sign In / Sign Up</a> <a href="https://susy.mdpi.com/user/manuscripts/upload" class="button">Submit</a></div></div>'
            '<div class="search-form"><form action="/search" method="get"><input type="text" name="q" placeholder="Search for Articles:" /><select name="journal"><option value="">Journal</option><option value="%s" selected="selected">%s</option></select>'
            '<select name="article_type"><option value="">Article Type</option></select><input type="submit" value="Search" class="button" /><a href="/search?advanced=1">Advanced</a></form></div></header>'
            '<div class="content__container"><div class="breadcrumb"><a href="/about/journals">Journals</a> <span>/</span> <a href="/journal/%s">%s</a> <span>/</span> <a href="/%s/%d">Volume %d</a> <span>/</span> <a href="/%s/%d/%d">Issue %d</a> <span>/</span> <span>10.3390/%s</span></div>'
            '<div class="columns large-3 medium-3 show-for-medium-up left-column"><div class="content__container__title">Article Menu</div><ul class="side-menu-ul"><li><a href="#html-abstract">Abstract</a></li><li><a href="#html-body">Full-Text</a></li><li><a href="#html-references_list">References</a></li></ul>'
            '<div class="side-menu-ul"><h2>Academic Editor</h2><div class="side-title">%s</div></div><div class="side-menu-ul"><a href="/%s/%d/%d/%d/scifeed_display" class="button button--small">Subscribe SciFeed</a></div>'
            '<div class="side-menu-ul"><h2>Recommended Articles</h2></div><div class="side-menu-ul"><h2>Related Info Links</h2><ul><li><a href="https://www.ncbi.nlm.nih.gov/pubmed">PubMed/Medline</a></li><li><a href="https://scholar.google.com/">Google Scholar</a></li></ul></div>'
            '<div class="side-menu-ul"><h2>More by Authors Links</h2><ul>%s</ul></div><div class="side-menu-ul"><h2>Article Views</h2><div id="article_views">%s</div><h2>Citations</h2><div id="article_citations">%d</div></div></div>'
            '<div class="middle-column"><div class="middle-column__main"><article><div class="html-article-content"><div class="bib-identity" style="margin-bottom: 10px;"><em>%s</em> <b>%d</b>, <em>%d</em>(%d), %d; <a href="https://doi.org/%s">https://doi.org/%s</a></div>'
            '<div class="articletype-container"><span class="label articletype">Article</span> <span class="label openaccess" data-dropdown="drop-article-label-openaccess" aria-expanded="false">Open Access</span>%s</div>'
            '<h1 class="title hypothesis_container" itemprop="name">%s</h1><div class="art-authors hypothesis_container">%s</div><div class="art-affiliations">%s</div>'
            '<div class="pubhistory" style="font-weight: bold; padding-bottom: 10px;">%s</div>%s'
            '<section class="html-abstract" id="html-abstract"><h2 id="html-abstract-title">Abstract</h2><b>:</b> <div class="html-p">%s</div></section>'
            '<div id="html-keywords"><div class="html-gwd-group"><div id="html-keywords-title">Keywords: </div>%s</div></div>'
            '<div class="html-body" id="html-body">%s</div><div class="html-back">%s</div></div></article>'
            '<div class="in-tab" id="cite"><h2>Share and Cite</h2><div class="social-media-links"><a href="#" class="share-email">Email</a> <a href="https://twitter.com/intent/tweet?text=%s" class="share-twitter">Twitter</a> <a href="https://www.facebook.com/sharer.php?u=https://www.mdpi.com/%s" class="share-facebook">Facebook</a></div>'
            '<div><b>MDPI and ACS Style</b><br />%s</div><div><b>AMA Style</b><br />%s</div><div><b>APA Style</b><br />%s</div>'
            '<p class="small">Note that from the first issue of 2016, this journal uses article numbers instead of page numbers. See further details <a href="/about/announcements/784">here</a>.</p></div>'
            '<div class="in-tab" id="metrics"><h2>Article Metrics</h2><div><h3>Citations</h3><a href="https://www.crossref.org/">Crossref</a> %d <a href="https://scholar.google.com/">Google Scholar</a> [click to view]</div>'
            '<div><h3>Article Access Statistics</h3><p>For more information on the journal statistics, click <a href="/journal/%s/stats">here</a>.</p><p>Multiple requests from the same IP address are counted as one view.</p></div></div></div></div></div>') % (
        code, jname, code, jname, issn, vol, vol, issn, vol, iss, iss, doi.split("/")[1], esc(editor.split(",")[0]), issn, vol, iss, anum,
        "".join('<li><a href="https://scholar.google.com/scholar?q=%s">%s</a></li>' % (esc(a.replace(" ", "+")), esc(a)) for a in authors), "{:,}".format(r.randint(300, 20000)), r.randint(0, 40),
        jabbr, pyear, vol, iss, anum, doi, doi, ' <span class="label editors-choice">Editor\u2019s Choice</span>' if r.random() < 0.08 else "", esc(t), alist, aff_html, pubhist,
        '<div class="belongsTo" style="margin-bottom: 10px;">(This article belongs to the <a href="/journal/%s/special_issues/%s">%s</a>)</div>' % (code, esc("_".join(issue.split()[2:5]).lower()), esc(issue)) if issue else "",
        ab, "; ".join('<a href="/search?q=%s">%s</a>' % (esc(k.replace(" ", "+")), esc(k)) for k in keywords), "".join(secs), back, esc(t.replace(" ", "+")), doi.split("/")[1],
        mdpi_cite, ama, apa, r.randint(0, 40), code)

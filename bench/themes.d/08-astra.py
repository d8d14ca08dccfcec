# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

# One more, written after every rule above and before any run of it: a
# post on a WordPress site in Astra, Kadence or Hello Elementor, with
# the block editor and a blogger's plugins.

AS_FIRST = ["Sarah", "Jessica", "Mike", "Amanda", "Chris", "Jenny", "Matt", "Lauren", "Ryan", "Megan", "Josh", "Ashley", "Tom", "Kate", "Dan",
            "Emily", "Brian", "Nicole", "Steve", "Rachel", "Andy", "Heather", "Mark", "Lisa", "Paul", "Kelly", "Jason", "Anna", "Greg", "Linda"]
AS_PAGES = ["About", "About Me", "Contact", "Start Here", "Blog", "Resources", "Shop", "Work With Me", "Privacy Policy", "Guides", "Reviews", "Tools"]
AS_DATEF = ["F j, Y", "F j, Y", "F j, Y", "F j, Y", "j F Y", "M j, Y", "d/m/Y", "m/d/Y", "Y-m-d"]
AS_TIMEF = ["g:i a", "g:i a", "g:i A", "H:i"]
AS_DISCLOSE = ["This post may contain affiliate links. Please read our disclosure for more info.",
               "This post may contain affiliate links, which means I may receive a small commission, at no cost to you, if you make a purchase through a link.",
               "As an Amazon Associate I earn from qualifying purchases.",
               "Disclosure: Some of the links below are affiliate links, meaning, at no additional cost to you, I will earn a commission if you click through and make a purchase.",
               "This article may contain affiliate links. We may earn a commission on purchases made through them, at no extra cost to you."]
AS_OPTIN = [("Join the newsletter", "Subscribe to get our latest content by email.", "We won't send you spam. Unsubscribe at any time."),
            ("Join the newsletter", "Subscribe to get our latest content by email.", "We won't send you spam. Unsubscribe at any time."),
            ("Get the free guide", "Enter your email and I'll send it straight to your inbox, plus weekly tips you can actually use.", "Unsubscribe at any time."),
            ("Want more tips like these?", "Join %(n)s readers who get new posts and exclusive freebies every week.", "No spam, ever. Unsubscribe with one click."),
            ("Don't miss a post!", "Sign up for the %(site)s newsletter and get every new post delivered to your inbox.", "We respect your privacy.")]
AS_MC4WP = ["Subscribe to our newsletter and never miss a post.", "Get our latest posts and exclusive tips delivered to your inbox.",
            "Sign up for the weekly newsletter.", "Enter your email to get new posts by email."]
AS_RELATED = ["Related Posts", "Related Posts", "Related Posts", "Related Posts", "You May Also Like", "Related Articles", "More Posts Like This", "Keep Reading"]
AS_KREL = ["Similar Posts", "Similar Posts", "Similar Posts", "You Might Also Like", "More From the Blog", "Related Posts"]
AS_LATEST = ["You might also like", "You may also like:", "Read next", "More posts you'll love", "Latest posts"]
AS_INFO = ["Quick Tip", "Pro Tip", "Good to Know", "Note", "Heads Up"]
AS_FAQ = ["Frequently Asked Questions", "FAQs", "Frequently Asked Questions (FAQ)"]
AS_CONCL = ["Conclusion", "Final Thoughts", "Wrapping Up", "The Bottom Line", "In Summary"]
AS_REL_LABELS = ["Related:", "Related:", "Read more:", "Also read:", "RELATED:", "You might like:"]
AS_BUTTONS = ["Check Price on Amazon", "Check Price on Amazon", "See Latest Price", "Buy Now", "Get It Here", "Shop Now"]
AS_EZ_SLOTS = [("under_page_title", "box-3", 102), ("under_first_paragraph", "medrectangle-3", 103), ("under_second_paragraph", "medrectangle-4", 104),
               ("mid_content", "box-4", 105), ("long_content", "banner-1", 106), ("longer_content", "large-leaderboard-2", 107),
               ("longest_content", "leader-1", 108), ("incontent_5", "large-mobile-banner-1", 109), ("incontent_6", "leader-2", 110)]
AS_SVG = {"fb": "M279.14 288l14.22-92.66h-88.91v-60.13c0-25.35 12.42-50.06 52.24-50.06h40.42V6.26S260.43 0 225.36 0c-73.22 0-121.08 44.38-121.08 124.72v70.62H22.89V288h81.39v224h100.17V288z",
          "pin": "M204 6.5C101.4 6.5 0 74.9 0 185.6 0 256 39.6 296 63.6 296c9.9 0 15.6-27.6 15.6-35.4 0-9.3-23.7-29.1-23.7-67.8 0-80.4 61.2-137.4 140.4-137.4 68.1 0 118.5 38.7 118.5 109.8 0 53.1-21.3 152.7-90.3 152.7-24.9 0-46.2-18-46.2-43.8 0-37.8 26.4-74.4 26.4-113.4 0-66.2-93.9-54.2-93.9 25.8 0 16.8 2.1 35.4 9.6 50.7-13.8 59.4-42 147.9-42 209.1 0 18.9 2.7 37.5 4.5 56.4 3.4 3.8 1.7 3.4 6.9 1.5 50.4-69 48.6-82.5 71.4-172.8 12.3 23.4 44.1 36 69.3 36 106.2 0 153.9-103.5 153.9-196.8C384 71.3 298.2 6.5 204 6.5z",
          "tw": "M459.37 151.716c.325 4.548.325 9.097.325 13.645 0 138.72-105.583 298.558-298.558 298.558-59.452 0-114.68-17.219-161.137-47.106 8.447.974 16.568 1.299 25.34 1.299 49.055 0 94.213-16.568 130.274-44.832-46.132-.975-84.792-31.188-98.112-72.772 6.498.974 12.995 1.624 19.818 1.624 9.421 0 18.843-1.3 27.614-3.573-48.081-9.747-84.143-51.98-84.143-102.985v-1.299c13.969 7.797 30.214 12.67 47.431 13.319-28.264-18.843-46.781-51.005-46.781-87.391 0-19.492 5.197-37.36 14.294-52.954 51.655 63.675 129.3 105.258 216.365 109.807-1.624-7.797-2.599-15.918-2.599-24.04 0-57.828 46.782-104.934 104.934-104.934 30.213 0 57.502 12.67 76.67 33.137 23.715-4.548 46.456-13.32 66.599-25.34-7.798 24.366-24.366 44.833-46.132 57.827 21.117-2.273 41.584-8.122 60.426-16.243-14.292 20.791-32.161 39.308-52.628 54.253z",
          "mail": "M502.3 190.8c3.9-3.1 9.7-.2 9.7 4.7V400c0 26.5-21.5 48-48 48H48c-26.5 0-48-21.5-48-48V195.6c0-5 5.7-7.8 9.7-4.7 22.4 17.4 52.1 39.5 154.1 113.6 21.1 15.4 56.7 47.8 92.2 47.6 35.7.3 72-32.8 92.3-47.6 102-74.1 131.6-96.3 154-113.7z",
          "arrow": "M27 13.953c0 0.141-0.063 0.281-0.156 0.375l-6 5.531c-0.156 0.141-0.359 0.172-0.547 0.094-0.172-0.078-0.297-0.25-0.297-0.453v-3.5h-19.5c-0.281 0-0.5-0.219-0.5-0.5v-3c0-0.281 0.219-0.5 0.5-0.5h19.5v-3.5c0-0.203 0.109-0.375 0.297-0.453s0.391-0.047 0.547 0.078l6 5.469c0.094 0.094 0.156 0.219 0.156 0.359v0z",
          "left": "M29 12.5v3c0 0.281-0.219 0.5-0.5 0.5h-19.5v3.5c0 0.203-0.109 0.375-0.297 0.453-0.063 0.031-0.141 0.047-0.203 0.047-0.125 0-0.25-0.047-0.344-0.125l-6-5.469c-0.094-0.094-0.156-0.219-0.156-0.359v0c0-0.141 0.063-0.281 0.156-0.375l6-5.531c0.156-0.141 0.359-0.172 0.547-0.094 0.172 0.078 0.297 0.25 0.297 0.453v3.5h19.5c0.281 0 0.5 0.219 0.5 0.5z",
          "menu": "M3 13h18c0.552 0 1-0.448 1-1s-0.448-1-1-1h-18c-0.552 0-1 0.448-1 1s0.448 1 1 1zM3 7h18c0.552 0 1-0.448 1-1s-0.448-1-1-1h-18c-0.552 0-1 0.448-1 1s0.448 1 1 1zM3 19h18c0.552 0 1-0.448 1-1s-0.448-1-1-1h-18c-0.552 0-1 0.448-1 1s0.448 1 1 1z",
          "search": "M16.041 15.856c-0.034 0.026-0.067 0.055-0.099 0.087s-0.060 0.064-0.087 0.099c-1.258 1.213-2.969 1.958-4.855 1.958-1.933 0-3.682-0.782-4.95-2.050s-2.050-3.017-2.050-4.950 0.782-3.682 2.050-4.950 3.017-2.050 4.950-2.050 3.682 0.782 4.950 2.050 2.050 3.017 2.050 4.950c0 1.886-0.745 3.597-1.959 4.856z"}


def astra(r, t, body, cat, cs):
    """A post on a WordPress site in one of the most installed themes of
    2020-2024, the post written in the block editor, one theme a site:
    Astra (most sites), Kadence or Hello Elementor.  Astra 3 (2020-2022)
    or Astra 4 (2023-2024): the header builder's desktop and mobile
    headers (the site title, the tagline, the menu twice over), div.ast-
    container, article.ast-article-single's div.ast-post-format-
    single-layout-1, its header.entry-header holding the featured image
    (div.post-thumb-img-content.post-thumb) and, on Astra 3, div.ast-
    single-post-order of h1.entry-title and div.entry-meta ("Leave a
    Comment / CAT / By NAME" or "N Comments / ..." of the default
    order, or "By NAME / DATE / CAT", its hidden "updated" date beside
    the published one), on some Astra 4 sites the "hero" layout, the
    title and the meta in a full-width section.ast-single-entry-banner
    over #content (its attributes run together as Astra prints them,
    the featured image its background on half of them) and an empty
    header in the article; div.entry-content.clear of the blocks; Astra
    Pro's "About The Author" box (div.ast-single-author-box) on some
    sites; the post navigation ("Previous Post" and "Next Post", the
    neighbours' titles in their links' titles, or shown as text on the
    4.6 sites); "Related Posts" (div.ast-single-related-posts-
    container: each article.ast-related-post also an ast-article-single,
    its picture, h3 title, its meta and, on half the sites, its excerpt
    in a p.ast-related-post-excerpt.entry-content.clear inside a
    div.entry-content.clear, the very class of the post's text box, and
    "Read More »"); the comments' ol.ast-comment-list of
    article.ast-comment boxes (the avatar, cite, "DATE at TIME",
    section.ast-comment-content, "Reply"), "Leave a Comment" and its
    form; the sidebar on some sites (a search form, "Recent Posts",
    "Categories", an "About" text widget, classic or block widgets); the
    footer's "Copyright © 2023 SITE | Powered by Astra WordPress Theme"
    and the scroll-to-top button.  Kadence (2021-2024): div#wrapper,
    the header rows and the mobile drawer, the title in the content box
    (header.entry-header.post-title: div.entry-taxonomies' category
    links over h1.entry-title, div.entry-meta "By NAME · DATE · N
    Comments") with the featured image behind the box, or above it in
    section.entry-hero's div.entry-hero-container-inner, the featured
    image its background on some sites; Kadence's breadcrumbs on some
    sites; article.entry.single-entry's div.entry-content-wrap and
    div.entry-content.single-content; tags ("#tag") on some sites; the
    author box (div.entry-author) on some; the post navigation
    ("Previous" and "Next" over the neighbours' titles); "Similar Posts"
    (div.entry-related: a carousel, tiny-slider's or Splide's, of loop
    entries: picture, category, h3 title, date, the excerpt in
    div.entry-summary and "Read More"); the comments' "N Comments" and
    ol.comment-list of article.comment-body boxes, "Leave a Reply"; the
    footer's "© 2023 SITE - WordPress Theme by Kadence WP"; Kadence
    Blocks in the posts on most Kadence sites (advanced headings, info
    boxes of an icon, a title and a text, the "Table of Contents"
    block).  Hello Elementor (2020-2024): its own header and footer or
    Elementor Pro's header and footer templates of sections and widgets,
    main#content.site-main holding header.page-header's h1.entry-title
    alone (no byline, no date, no picture), div.page-content of the
    blocks and "Tagged" tags, the comments' section ("N Responses",
    "Leave a Reply").  The blocks, as the block editor writes them (the
    classes of its versions: wp-block-heading from 2023, figcaption's
    wp-element-caption, wp-block-list in late 2024): paragraphs with
    links, bold and italic runs, h2 and h3 subheadings (a "Conclusion"
    or "Final Thoughts" one closing some, numbered ones on list posts),
    lists (bold labels opening items at times), wp-block-image figures
    and their captions, a quote and its cite, a table, a YouTube embed,
    a button linking a shop, Yoast's FAQ block under an
    h2, on some sites a "You might also like" heading and a latest-posts
    block closing the text; the plugins, a site's set of them: Yoast's
    breadcrumbs ("Home » CAT » TITLE") and its JSON-LD graph, a share bar
    of Shared Counts, Social Warfare or Grow before and after the text
    inside its box, Easy Table of Contents' box ("Table of Contents",
    "Toggle", its spans in the headings) before the first heading or
    Spectra's "Table Of Contents" block, an affiliate disclosure in
    italics opening the text, an email opt-in box among or after the
    paragraphs (ConvertKit's pasted form, "Join the newsletter" and its
    lines, or its script alone, Mailchimp for WP's form, a group of a
    heading, a pitch and the form), Inline Related Posts' "See also"
    boxes or typed "Related: TITLE" lines, Ezoic's ad placeholders and
    slots or Ad Inserter's AdSense blocks (their "Advertisements" label on
    some sites) among the paragraphs, or on Mediavine's sites, whose ads
    its script places, its script and at times the empty target of its
    video among them, Akismet's notice under the comment form.  The feed: WordPress's RSS, its description the manual
    excerpt on some posts, else the first 55 words of the text (the
    disclosure and a pasted form's text among them where they come
    first) and " [\u2026]", on Astra sites its "\u2026" and "Read More \u00bb"
    link's HTML after them, on some sites the whole content's HTML;
    Yoast's "The post TITLE appeared first on SITE." after it on the
    Yoast sites.  The truth: the paragraphs, the subheadings, the list
    items (their labels with them), the quote's text, the table's rows,
    the FAQ's heading, questions and answers, the info boxes' titles and
    texts; not the title, meta, breadcrumbs, pictures and captions,
    embeds, buttons, the disclosure, the table of contents, share bars,
    ads and their labels, the opt-in box, the "Related:" lines, "See
    also" boxes and the latest-posts block, the author box, navigation,
    related posts, tags, comments, sidebar nor footer (counted where
    they are text: titles, excerpts, bios, the disclosure, the opt-in's
    lines, the labels)."""
    rs = random.Random(BLOG[0] + " astra")
    fam = ["astra", "astra", "kadence", "hello"][DATE_STYLE]
    lw = lambda g: LEXICON[g.randrange(len(LEXICON))]
    site = BLOG[0]
    dom = "".join(c for c in "".join(site.lower().split()[:2]) if c.isalnum()) or lw(rs)
    host = rs.choice(["www.%s.com", "%s.com", "www.%s.com", "%s.net", "%s.org", "www.%s.co.uk", "%s.blog"]) % dom
    OWN_HOST[0] = host
    base = "https://%s" % host
    era = rs.choice([2020, 2021, 2022, 2022, 2023, 2023, 2024]) if fam != "kadence" else rs.choice([2021, 2022, 2023, 2023, 2024])
    a4 = era >= 2023
    a46 = a4 and era == 2024 and rs.random() < 0.7
    tagline = rs.choice([sentence(rs, 4, 9)[:-1], "", "Just another WordPress site", sentence(rs, 3, 7)[:-1]])
    datef, timef = rs.choice(AS_DATEF), rs.choice(AS_TIMEF)
    people = []
    for _ in range(rs.choice([1, 1, 1, 1, 2, 3])):
        x = rs.random()
        nm = "admin" if x < 0.12 else "%s%s" % (rs.choice(AS_FIRST).lower(), lw(rs)[:3]) if x < 0.2 else "%s %s" % (rs.choice(AS_FIRST), lw(rs).title())
        first = nm.split()[0].title()
        bio = rs.choice(["Hi, I'm %s! " % first if nm != "admin" else "", "%s is the founder of %s. " % (nm.title(), site), "%s writes about %s for %s. " % (first, rs.choice(CATS).lower(), site),
                         "%s has been blogging since %d. " % (first, rs.randint(2009, 2019))]) + sentence(rs, 10, 20) + " " + sentence(rs, 6, 14)
        people.append((nm, "-".join(nm.lower().split()), bio))
    feat_rate = rs.choice([0.75, 0.9, 0.95, 1.0])
    comments_on = rs.random() < (0.8 if fam != "hello" else 0.7)
    akismet = comments_on and rs.random() < 0.5
    yoast = rs.random() < 0.55
    crumbs = (yoast and rs.random() < 0.6) if fam != "kadence" else rs.random() < 0.4
    share = rs.choice([None, None, None, "shared-counts", "social-warfare", "grow"])
    share_where = rs.choice(["both", "both", "before", "after"])
    toc = rs.choice([None, None, "ez", "ez"] + (["spectra"] if fam == "astra" else ["kadence", "kadence"] if fam == "kadence" else []))
    toc_min = rs.choice([2, 3, 3, 4])
    ez_ver = rs.choice(["2_0_17", "2_0_33"]) if era < 2022 else rs.choice(["2_0_47", "2_0_56", "2_0_62", "2_0_68"])
    optin = rs.choice([None, None, None, "convertkit", "convertkit", "ck-script", "mc4wp", "group"])
    optin_at = rs.choice(["end", "end", "middle"])
    ck = rs.choice(AS_OPTIN)
    ck = tuple(x % {"n": "{:,}".format(rs.randint(2, 60) * 1000), "site": site} for x in ck)
    mc_text = rs.choice(AS_MC4WP)
    ads = rs.choice([None, None, None, "ezoic", "ezoic", "adinserter", "mediavine"])
    ad_label = ads == "adinserter" and rs.random() < 0.5
    ad_client = "ca-pub-%016d" % rs.randrange(10 ** 15, 10 ** 16)
    ad_slots = [rs.randrange(10 ** 9, 10 ** 10) for _ in range(3)]
    disclose = rs.choice(AS_DISCLOSE) if rs.random() < 0.25 else None
    irp = rs.random() < 0.18
    rel_lines = not irp and rs.random() < 0.3
    rel_label = rs.choice(AS_REL_LABELS)
    latest = fam != "kadence" and rs.random() < 0.2
    latest_head = rs.choice(AS_LATEST)
    howto = rs.random() < 0.6
    numbered = howto and rs.random() < 0.25
    faq_site = yoast and rs.random() < 0.35
    buttons = rs.random() < 0.2
    full_feed = rs.random() < 0.2
    manual_rate = rs.choice([0.0, 0.0, 0.2, 0.5])
    img_ext = rs.choice(["jpg", "jpg", "jpeg", "png", "webp"])
    # the theme's own options
    hero = fam == "astra" and a4 and rs.random() < 0.4
    hero_bg = hero and rs.random() < 0.5
    meta_order = (rs.choice([["comments", "category", "author"], ["comments", "category", "author"], ["date", "author"], ["author", "date", "category"]]) if not a4
                  else rs.choice([["author", "date", "category"], ["author", "date", "category"], ["author", "date"], ["category", "date", "author"], ["date", "author", "comments"]]))
    sidebar = rs.choice(["right", "right", "no", "left"]) if fam == "astra" else rs.choice(["right", "no", "no"]) if fam == "kadence" else "no"
    block_widgets = era >= 2022 and rs.random() < 0.6
    related = (fam == "astra" and era >= 2021 and rs.random() < 0.55) or (fam == "kadence" and rs.random() < 0.8)
    rel_excerpt = rs.random() < (0.5 if fam == "astra" else 0.75)
    rel_count = rs.choice([2, 2, 3, 4, 6]) if fam == "astra" else rs.choice([3, 6, 6])
    rel_title = rs.choice(AS_RELATED) if fam == "astra" else rs.choice(AS_KREL)
    rel_width = "" if a46 else "fallback"
    author_box = fam != "hello" and rs.random() < 0.35
    nav_on = fam != "hello" and rs.random() < 0.85
    k_title = rs.choice(["normal", "normal", "above"])
    k_feature = rs.choice(["behind", "behind", "above", "below", "none"]) if k_title == "normal" else rs.choice(["hero", "hero", "below", "none"])
    k_tags = rs.random() < 0.5
    k_splide = era >= 2023
    k_blocks = fam == "kadence" and rs.random() < 0.75
    k_comments_meta = rs.random() < 0.4
    h_elementor = fam == "hello" and rs.random() < 0.5
    h_role = era < 2024
    menu = ["Home"] + rs.sample(CATS, rs.randint(2, 4)) + rs.sample(AS_PAGES, rs.randint(1, 3))
    widget_titles = [title(rs) for _ in range(5)]
    about_text = sentence(rs, 10, 22) + " " + sentence(rs, 8, 16)
    if sidebar != "no":
        EXTRAS.extend(widget_titles + [about_text])
    ver = {"astra": rs.choice(["2.6.2", "3.0.2", "3.4.1", "3.6.9", "3.7.10", "3.9.4"]) if not a4 else rs.choice(["4.0.2", "4.1.5", "4.3.1", "4.5.2", "4.6.8", "4.7.3", "4.8.1"]),
           "kadence": rs.choice(["1.0.20", "1.1.12", "1.1.28", "1.1.40", "1.1.51", "1.2.3", "1.2.9"]),
           "hello": rs.choice(["2.3.1", "2.4.2", "2.6.1", "2.8.1", "3.0.1", "3.1.0"])}[fam]

    slugify = lambda s: "-".join("".join(c for c in s.lower() if c.isalnum() or c == " ").split())
    hexs = lambda k, g=r: "%0*x" % (k, g.getrandbits(4 * k))
    pub = datetime.datetime(r.randint(era, min(2024, era + 1)), r.randint(1, 12), r.randint(1, 28), r.randint(6, 22), r.randint(0, 59), r.randint(0, 59))
    modified = pub + datetime.timedelta(minutes=r.randint(30, 60 * 24 * 200)) if r.random() < 0.5 else None
    late = (pub.year, pub.month) >= (2023, 4)              # WordPress 6.2's wp-block-heading
    cap_cls = ' class="wp-element-caption"' if (pub.year, pub.month) >= (2022, 11) else ""
    list_cls = ' class="wp-block-list"' if (pub.year, pub.month) >= (2024, 7) else ""
    qlay = " is-layout-flow wp-block-quote-is-layout-flow" if (pub.year, pub.month) >= (2023, 4) else ""
    pid = r.randint(120, 9800)
    url = base + (SLUG[0][:-5] if SLUG[0].endswith(".html") else SLUG[0].rstrip("/"))   # the permalink, "%s/" % url
    ym = "%d/%02d" % (pub.year, pub.month)
    w3c = lambda x: x.strftime("%Y-%m-%dT%H:%M:%S") + "+00:00"
    author = r.choice(people)
    if author_box:
        EXTRAS.append(author[2])
    tags = [lw(r) for _ in range(r.choice([0, 0, 1, 2, 3, 4]))]
    csl = cat.lower()

    def wpdate(x, f=None):
        f = f or datef
        m = MONTHS[x.month - 1]
        return {"F j, Y": "%s %d, %d" % (m, x.day, x.year), "j F Y": "%d %s %d" % (x.day, m, x.year), "M j, Y": "%s %d, %d" % (m[:3], x.day, x.year),
                "d/m/Y": "%02d/%02d/%d" % (x.day, x.month, x.year), "m/d/Y": "%02d/%02d/%d" % (x.month, x.day, x.year),
                "Y-m-d": "%d-%02d-%02d" % (x.year, x.month, x.day)}[f]

    def wptime(x):
        h12 = (x.hour + 11) % 12 + 1
        return {"g:i a": "%d:%02d %s" % (h12, x.minute, "am" if x.hour < 12 else "pm"), "g:i A": "%d:%02d %s" % (h12, x.minute, "AM" if x.hour < 12 else "PM"),
                "H:i": "%02d:%02d" % (x.hour, x.minute)}[timef]

    cfmt = lambda x: "%s at %s" % (wpdate(x), wptime(x))

    def img(w, h, alt, cls, extra="", src=None):
        stem = src or "/wp-content/uploads/%s/%s-%s" % (ym, lw(r), lw(r))
        sizes = [(300, 300 * h // w), (768, 768 * h // w), (1024, 1024 * h // w)]
        srcset = ", ".join("%s%s-%dx%d.%s %dw" % (base, stem, a, b, img_ext, a) for a, b in sizes if a < w) + ", %s%s.%s %dw" % (base, stem, img_ext, w)
        return '<img%s width="%d" height="%d" src="%s%s.%s" class="%s" alt="%s" srcset="%s" sizes="(max-width: %dpx) 100vw, %dpx" />' % (
            extra, w, h, base, stem, img_ext, cls, esc(alt), srcset, w, w)

    def avatar(nm, size, cls="avatar avatar-%d photo"):
        g = "https://secure.gravatar.com/avatar/%032x?s=%d&#038;d=mm&#038;r=g" % (random.Random(nm).getrandbits(128), size)
        return "<img alt='' src='%s' srcset='%s 2x' class='%s' height='%d' width='%d' loading='lazy' decoding='async'/>" % (
            g, g.replace("s=%d" % size, "s=%d" % (2 * size)), cls % size if "%d" in cls else cls, size, size)

    def inline(p):
        w = p.split(" ")
        x = r.random()
        if len(w) < 9 or x > 0.45:
            return esc(p)
        k = r.randrange(1, len(w) - 5)
        m = r.randint(2, 4)
        a, b, c = esc(" ".join(w[:k])), esc(" ".join(w[k:k + m])), esc(" ".join(w[k + m:]))
        if x < 0.25:
            href = ("%s/%s/" % (base, slugify(title(r))) if r.random() < 0.6 else
                    "https://%s.%s/%s/" % (lw(r) + lw(r)[:3], r.choice(["com", "org", "net"]), lw(r)))
            ext = "" if href.startswith(base) else r.choice(['', ' target="_blank" rel="noreferrer noopener"', ' target="_blank" rel="noreferrer noopener nofollow"'])
            b = '<a href="%s"%s>%s</a>' % (href, ext, b)
        elif x < 0.37:
            b = "<strong>%s</strong>" % b
        else:
            b = "<em>%s</em>" % b
        return a + " " + b + (" " + c if c else "")

    # the story's blocks, in order, and the truth's lines
    paras = list(body)
    n = len(paras)
    story = []
    heads = {}
    if howto and n >= 4 and r.random() < 0.8:
        for i in sorted(r.sample(range(1, n), min(n - 1, r.randint(2, 4)))):
            h = title(r) if r.random() < 0.6 else " ".join(word(r) for _ in range(r.randint(2, 6))).capitalize()
            x = r.random()
            if x < 0.12:
                h = "How to " + h
            elif x < 0.22:
                h = "What Is %s?" % " ".join(h.split()[:3])
            heads[i] = h
        if numbered:
            for k, i in enumerate(sorted(heads)):
                heads[i] = "%d. %s" % (k + 1, heads[i])
        elif r.random() < 0.35 and n - 1 not in heads:
            heads[n - 1] = r.choice(AS_CONCL)
    elif n >= 5 and r.random() < 0.25:
        heads[r.randrange(2, n)] = " ".join(word(r) for _ in range(r.randint(2, 6))).capitalize()
    h3s = set(i for i in heads if r.random() < 0.15 and not numbered)
    after = {}
    kinds = [("list", 0.35), ("img", 0.5), ("img", 0.2), ("quote", 0.1), ("table", 0.07), ("embed", 0.1), ("button", 0.5 if buttons else 0),
             ("info", 0.35 if k_blocks else 0), ("rel", 0.6 if rel_lines and n >= 4 else 0), ("irp", 0.7 if irp and n >= 3 else 0)]
    for k, p in kinds:
        if r.random() < p:
            after.setdefault(r.randrange(n - 1) if n > 1 else 0, []).append(k)
    faq = faq_site and n >= 3 and r.random() < 0.4
    blocks = []
    if disclose and r.random() < 0.85:
        blocks.append(("disclose", disclose))
        EXTRAS.append(disclose)
    for i, p in enumerate(paras):
        if i in heads:
            blocks.append(("h", heads[i], 3 if i in h3s else 2))
            story.append(heads[i])
        blocks.append(("p", p))
        story.append(p)
        for k in after.get(i, []):
            if k == "list":
                lab = r.random() < 0.35
                items = [((" ".join(word(r) for _ in range(r.randint(1, 3))).title() + ":") if lab else "",
                          sentence(r, 5, 16) if r.random() < 0.5 else " ".join(word(r) for _ in range(r.randint(3, 10))).capitalize()) for _ in range(r.randint(3, 6))]
                blocks.append(("list", "ol" if r.random() < 0.25 else "ul", items))
                story.extend(("%s %s" % (a, b)).strip() for a, b in items)
            elif k == "img":
                blocks.append(("img", sentence(r, 4, 12) if r.random() < 0.35 else None, r.random() < 0.3))
            elif k == "quote":
                q = sentence(r, 10, 28)
                blocks.append(("quote", q, "%s %s" % (r.choice(AS_FIRST), lw(r).title()) if r.random() < 0.6 else ""))
                story.append(q)
            elif k == "table":
                cols = r.randint(2, 4)
                rows = [[" ".join(word(r) for _ in range(r.randint(1, 2))).title() for _ in range(cols)]]
                rows += [[" ".join(word(r) for _ in range(r.randint(1, 3))) if c else lw(r).title() for c in range(cols)] for _ in range(r.randint(2, 5))]
                blocks.append(("table", rows, r.random() < 0.6))
                story.extend(" ".join(x) for x in rows)
            elif k == "embed":
                blocks.append(("embed", title(r), "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") for _ in range(11))))
            elif k == "button":
                lab = r.choice(AS_BUTTONS)
                EXTRAS.append(lab)
                blocks.append(("button", lab))
            elif k == "info":
                it = r.choice(AS_INFO) if r.random() < 0.5 else " ".join(word(r) for _ in range(r.randint(2, 5))).capitalize()
                tx = sentence(r, 8, 24)
                blocks.append(("info", it, tx, r.choice(["h3", "h3", "h4", "h2"])))
                story.extend([it, tx])
            elif k == "rel":
                rt = title(r)
                EXTRAS.append(rt)
                blocks.append(("rel", rel_label, rt))
            elif k == "irp":
                rt = title(r)
                EXTRAS.append(rt)
                blocks.append(("irp", rt))
    if faq:
        fh = r.choice(AS_FAQ)
        qs = [(sentence(r, 4, 10)[:-1] + "?", para(r, 1, 2)) for _ in range(r.randint(2, 4))]
        blocks.append(("h", fh, 2))
        blocks.append(("faq", qs))
        story.append(fh)
        for q, a in qs:
            story.extend([q, a])
    # the plugins' blocks: the opt-in, the latest posts, the table of contents, ads
    if optin and r.random() < 0.85:
        ps_at = [j for j, b in enumerate(blocks) if b[0] == "p"]
        at = len(blocks) if optin_at == "end" or len(ps_at) < 3 else ps_at[len(ps_at) // 2] + 1
        blocks.insert(at, ("optin",))
        if optin in ("convertkit",):
            EXTRAS.extend(ck)
        elif optin in ("mc4wp", "group"):
            EXTRAS.extend([mc_text] + ([ck[0]] if optin == "group" else []))
    if latest and r.random() < 0.8:
        lt = [title(r) for _ in range(r.choice([3, 3, 4, 5]))]
        EXTRAS.extend(lt)
        blocks.append(("latest", latest_head, lt))
    hs = [b for b in blocks if b[0] == "h"]
    toc_on = toc and len(hs) >= toc_min
    if toc_on:
        first_h = next(j for j, b in enumerate(blocks) if b[0] == "h")
        at = first_h if toc == "ez" else max(1, min(first_h, 2 if len(blocks) > 3 else 1))
        blocks.insert(at, ("toc",))
        EXTRAS.append("Table Of Contents" if toc == "spectra" else "Table of Contents")
    if ads in ("ezoic", "adinserter"):
        ps_at = [j for j, b in enumerate(blocks) if b[0] == "p"]
        every = r.choice([2, 3, 3, 4])
        spots = [j for k, j in enumerate(ps_at[:-1]) if k == 0 or (k % every == 0)]
        if ads == "adinserter":
            spots = [j for k, j in enumerate(ps_at[:-1]) if k in (1, 4, 8)]
        for k, j in enumerate(sorted(spots, reverse=True)):
            blocks.insert(j + 1, ("ad", len(spots) - 1 - k))
        if ad_label and spots:
            EXTRAS.append("Advertisements")
    elif ads == "mediavine" and n >= 3 and r.random() < 0.5:
        # Mediavine's ads are its script's; its [mv_video] shortcode leaves an empty target among the paragraphs
        ps_at = [j for j, b in enumerate(blocks) if b[0] == "p"]
        blocks.insert(ps_at[r.randrange(1, len(ps_at) - 1)] + 1 if len(ps_at) > 2 else len(blocks), ("mvvideo", "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(20))))
    STORY[:] = story

    # the feed's description: the excerpt
    words = []
    for b in blocks:
        # excerpt_remove_blocks() keeps the core text blocks and a pasted
        # form's HTML block; the_content's filters add nothing in a feed
        if b[0] in ("p", "h", "quote", "disclose"):
            words += b[1].split()
        elif b[0] == "list":
            words += " ".join(("%s %s" % x).strip() for x in b[2]).split()
        elif b[0] == "table":
            words += " ".join(" ".join(x) for x in b[1]).split()
        elif b[0] == "rel":
            words += ("%s %s" % (b[1], b[2])).split()
        elif b[0] == "latest":
            words += b[1].split()
        elif b[0] == "optin" and optin == "convertkit":
            words += " ".join(ck).split() + ["Subscribe", "Built", "with", "ConvertKit"]
        elif b[0] == "optin" and optin == "group":
            words += ("%s %s" % (ck[0], mc_text)).split()
    more = ""
    if len(words) > 55:
        more = (' \u2026<p class="read-more"> <a class="" href="%s/"> <span class="screen-reader-text">%s</span> %s \u00bb</a></p>' % (
            url, esc(t), "Read Post" if a46 else "Read More") if fam == "astra" else " [\u2026]")
    auto = " ".join(words[:55]) + more
    desc = sentence(r, 14, 30) if r.random() < manual_rate else auto
    yoast_rss = '\n<p>The post <a rel="nofollow" href="%s/">%s</a> appeared first on <a rel="nofollow" href="%s">%s</a>.</p>' % (url, esc(t), base, esc(site)) if yoast else ""

    # the blocks as the editor and the plugins write them
    def h_html(b):
        tag = "h%d" % b[2]
        cls = ' class="wp-block-heading"' if late else ""
        text = esc(b[1])
        if toc_on and toc == "ez":
            anchor = "_".join("".join(c for c in b[1] if c.isalnum() or c == " ").split())
            return '<%s%s><span class="ez-toc-section" id="%s"></span>%s<span class="ez-toc-section-end"></span></%s>' % (tag, cls, anchor, text, tag)
        if toc_on or (fam == "kadence" and k_blocks):
            hid = slugify(b[1])
            if fam == "kadence" and k_blocks and r.random() < 0.6:
                u = "%s_%s-%s" % (r.randint(100, 9999) if era >= 2024 else "", hexs(6), hexs(2))
                return '<%s class="kt-adv-heading%s wp-block-kadence-advancedheading" data-kb-block="kb-adv-heading%s" id="%s">%s</%s>' % (tag, u, u, hid, text, tag)
            return '<%s%s id="%s">%s</%s>' % (tag, cls, hid, text, tag)
        return "<%s%s>%s</%s>" % (tag, cls, text, tag)

    def ad_html(k):
        if ads == "ezoic":
            name, box, num = AS_EZ_SLOTS[min(k + 1, len(AS_EZ_SLOTS) - 1)]
            w, hh = r.choice([(728, 90), (580, 400), (336, 280), (300, 250), (250, 250)])
            dn = host.replace("www.", "").replace(".", "_")
            return ('<!-- Ezoic - wp_%s - %s --><div id="ezoic-pub-ad-placeholder-%d" data-inserter-version="2"></div><!-- End Ezoic - wp_%s - %s -->'
                    '<span class="ezoic-ad ezoic-at-0 %s %s%d adtester-container adtester-container-%d" data-ez-name="%s-%s">'
                    '<span id="div-gpt-ad-%s-%s-0" ezaw="%d" ezah="%d" style="position:relative;z-index:0;display:inline-block;padding:0;min-height:%dpx;min-width:%dpx;" class="ezoic-ad">'
                    '<script data-ezscrex="false" data-cfasync="false" type="text/javascript" style="display:none;">if(typeof ez_ad_units != \'undefined\'){ez_ad_units.push([[%d,%d],\'%s-%s\',\'ezslot_%d\',%d,\'0\',\'0\'])};'
                    '__ez_fad_position(\'div-gpt-ad-%s-%s-0\');</script></span></span>') % (
                name, name, num, name, name, box, box, num, num, dn, box, dn, box, w, hh, hh, w, w, hh, dn, box, k + 1, num, dn, box)
        return ("<div class='code-block code-block-%d' style='margin: 8px auto; text-align: center; display: block; clear: both;'>\n%s"
                '<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=%s"\n     crossorigin="anonymous"></script>\n'
                '<ins class="adsbygoogle"\n     style="display:block; text-align:center;"\n     data-ad-layout="in-article"\n     data-ad-format="fluid"\n'
                '     data-ad-client="%s"\n     data-ad-slot="%010d"></ins>\n<script>\n     (adsbygoogle = window.adsbygoogle || []).push({});\n</script></div>\n') % (
            k + 1, "<div class='code-block-label'>Advertisements</div>\n" if ad_label else "", ad_client, ad_client, ad_slots[min(k, 2)])

    def toc_html():
        items = [b for b in blocks if b[0] == "h"]
        if toc == "ez":
            lis = "".join("<li class='ez-toc-page-1 ez-toc-heading-level-%d'><a class=\"ez-toc-link ez-toc-heading-%d\" href=\"#%s\" title=\"%s\">%s</a></li>" % (
                b[2], k + 1, "_".join("".join(c for c in b[1] if c.isalnum() or c == " ").split()), esc(b[1]), esc(b[1])) for k, b in enumerate(items))
            if ez_ver in ("2_0_17", "2_0_33"):
                return ('<div id="ez-toc-container" class="ez-toc-v%s counter-hierarchy ez-toc-grey"><div class="ez-toc-title-container"><p class="ez-toc-title">Table of Contents</p>'
                        '<span class="ez-toc-title-toggle"><a class="ez-toc-pull-right ez-toc-btn ez-toc-btn-xs ez-toc-btn-default ez-toc-toggle" style="display: none;"><i class="ez-toc-glyphicon ez-toc-icon-toggle"></i></a></span></div>'
                        '<nav><ul class="ez-toc-list ez-toc-list-level-1">%s</ul></nav></div>\n') % (ez_ver, lis)
            return ('<div id="ez-toc-container" class="ez-toc-v%s counter-hierarchy ez-toc-counter ez-toc-grey ez-toc-container-direction">\n<div class="ez-toc-title-container">\n'
                    '<p class="ez-toc-title" style="cursor:inherit">Table of Contents</p>\n<span class="ez-toc-title-toggle"><a href="#" class="ez-toc-pull-right ez-toc-btn ez-toc-btn-xs ez-toc-btn-default ez-toc-toggle" aria-label="Toggle Table of Content">'
                    '<span class="ez-toc-js-icon-con"><span class=""><span class="eztoc-hide" style="display:none;">Toggle</span><span class="ez-toc-icon-toggle-span">'
                    '<svg style="fill: #999;color:#999" xmlns="http://www.w3.org/2000/svg" class="list-377408" width="20px" height="20px" viewBox="0 0 24 24" fill="none"><path d="M6 6H4v2h2V6zm14 0H8v2h12V6zM4 11h2v2H4v-2zm16 0H8v2h12v-2zM4 16h2v2H4v-2zm16 0H8v2h12v-2z" fill="currentColor"></path></svg>'
                    '</span></span></span></a></span></div>\n<nav><ul class=\'ez-toc-list ez-toc-list-level-1 \' >%s</ul></nav></div>\n') % (ez_ver, lis)
        if toc == "spectra":
            return ('<div class="wp-block-uagb-table-of-contents uagb-toc__align-left uagb-toc__columns-1  uagb-block-%s      " data-scroll= "1" data-offset= "30" style="">\n'
                    '<div class="uagb-toc__wrap">\n\t\t\t\t\t\t<div class="uagb-toc__title">\n\t\t\t\t\tTable Of Contents\t\t\t\t</div>\n\t\t\t\t\t\t\t\t<div class="uagb-toc__list-wrap ">\n'
                    '\t\t\t\t\t\t<ol class="uagb-toc__list">%s</ol>\t\t\t\t\t</div>\n\t\t\t\t\t\t\t</div>\n\t\t\t\t</div>\n') % (
                hexs(8), "".join('<li class="uagb-toc__list"><a href="#%s" class="uagb-toc-link__trigger">%s</a></li>' % (slugify(b[1]), esc(b[1])) for b in items))
        return ('<nav class="wp-block-kadence-tableofcontents kb-table-of-content-nav kb-table-of-content-id_%s-%s" role="navigation" aria-label="Table of Contents">'
                '<div class="kb-table-of-content-wrap"><div class="kb-table-of-contents-title-wrap kb-toggle-icon-style-arrow"><span class="kb-table-of-contents-title">Table of Contents</span></div>'
                '<ul class="kb-table-of-content-list kb-table-of-content-list-columns-1 kb-table-of-content-list-style-disc kb-table-of-content-link-style-underline">%s</ul></div></nav>\n') % (
            hexs(6), hexs(2), "".join('<li><a class="kb-table-of-contents__entry" href="#%s">%s</a></li>' % (slugify(b[1]), esc(b[1])) for b in items))

    def optin_html():
        if optin == "convertkit":
            fid, uid = r.randint(1000000, 5999999), hexs(10)
            return ('<form action="https://app.convertkit.com/forms/%d/subscriptions" class="seva-form formkit-form" method="post" data-sv-form="%d" data-uid="%s" data-format="inline" data-version="5" '
                    'min-width="400 500 600 700 800" style="background-color: rgb(249, 250, 251); border-radius: 4px;"><div class="formkit-background" style="opacity: 0.2;"></div><div data-style="minimal">'
                    '<div class="formkit-header" data-element="header" style="color: rgb(77, 77, 77); font-size: 27px; font-weight: 700;"><h2>%s</h2></div>'
                    '<div class="formkit-subheader" data-element="subheader" style="color: rgb(104, 104, 104); font-size: 18px;"><p>%s</p></div>'
                    '<ul class="formkit-alert formkit-alert-error" data-element="errors" data-group="alert"></ul><div data-element="fields" data-stacked="false" class="seva-fields formkit-fields">'
                    '<div class="formkit-field"><input class="formkit-input" name="email_address" aria-label="Email Address" placeholder="Email Address" required="" type="email" '
                    'style="color: rgb(0, 0, 0); border-color: rgb(227, 227, 227); border-radius: 4px; font-weight: 400;"></div><button data-element="submit" class="formkit-submit formkit-submit" '
                    'style="color: rgb(255, 255, 255); background-color: rgb(22, 119, 190); border-radius: 4px; font-weight: 400;"><div class="formkit-spinner"><div></div><div></div><div></div></div><span class="">Subscribe</span></button></div>'
                    '<div class="formkit-guarantee" data-element="guarantee" style="color: rgb(77, 77, 77); font-size: 13px; font-weight: 400;"><p>%s</p></div>'
                    '<div class="formkit-powered-by-convertkit-container"><a href="https://convertkit.com/features/forms?utm_campaign=poweredby&amp;utm_content=form&amp;utm_medium=referral&amp;utm_source=dynamic" '
                    'data-element="powered-by" class="formkit-powered-by-convertkit" data-variant="dark" target="_blank" rel="nofollow">Built with ConvertKit</a></div></div></form>\n') % (
                fid, fid, uid, esc(ck[0]), esc(ck[1]), esc(ck[2]))
        if optin == "ck-script":
            uid = hexs(10)
            return '<div class="convertkit-form wp-block-convertkit-form" style=""><script async data-uid="%s" src="https://%s.ck.page/%s/index.js" data-jetpack-boost="ignore" data-no-defer="1" nowprocket></script></div>\n' % (uid, dom[:12], uid)
        fid = r.randint(10, 9999)
        form = ('<script>(function() {\n\twindow.mc4wp = window.mc4wp || {\n\t\tlisteners: [],\n\t\tforms: {\n\t\t\ton: function(evt, cb) {\n\t\t\t\twindow.mc4wp.listeners.push({ event: evt, callback: cb });\n\t\t\t}\n\t\t}\n\t}\n})();\n</script>'
                '<!-- Mailchimp for WordPress v4.%d.%d - https://wordpress.org/plugins/mailchimp-for-wp/ --><form id="mc4wp-form-1" class="mc4wp-form mc4wp-form-%d" method="post" data-id="%d" data-name="Newsletter" >'
                '<div class="mc4wp-form-fields">%s<p>\n    <input type="email" name="EMAIL" placeholder="Your email address" required />\n</p>\n<p>\n    <input type="submit" value="%s" />\n</p></div>'
                '<label style="display: none !important;">Leave this field empty if you\'re human: <input type="text" name="_mc4wp_honeypot" value="" tabindex="-1" autocomplete="off" /></label>'
                '<input type="hidden" name="_mc4wp_timestamp" value="%d" /><input type="hidden" name="_mc4wp_form_id" value="%d" /><input type="hidden" name="_mc4wp_form_element_id" value="mc4wp-form-1" />'
                '<div class="mc4wp-response"></div></form><!-- / Mailchimp for WordPress Plugin -->\n') % (
            r.randint(7, 9), r.randint(0, 12), fid, fid, "" if optin == "group" else "<p>%s</p>\n" % esc(mc_text), r.choice(["Sign up", "Subscribe", "Sign Up"]), 1600000000 + r.randrange(10 ** 8), fid)
        if optin == "mc4wp":
            return form
        return ('<div class="wp-block-group has-background" style="background-color:#f3f3f3"><div class="wp-block-group__inner-container%s">\n<h3 class="%shas-text-align-center">%s</h3>\n\n'
                '<p class="has-text-align-center">%s</p>\n\n%s</div></div>\n') % (
            " is-layout-flow wp-block-group-is-layout-flow" if late else "", "wp-block-heading " if late else "", esc(ck[0]), esc(mc_text), form)

    def block_html(b):
        k = b[0]
        if k == "p":
            return "<p>%s</p>\n" % inline(b[1])
        if k == "h":
            return h_html(b) + "\n"
        if k == "disclose":
            return '<p%s><em>%s</em></p>\n' % (r.choice(["", ' class="has-small-font-size"']), esc(b[1]))
        if k == "list":
            return "<%s%s>\n%s</%s>\n" % (b[1], list_cls, "".join("<li>%s%s</li>\n" % ("<strong>%s</strong> " % esc(a) if a else "", esc(x)) for a, x in b[2]), b[1])
        if k == "img":
            w, hh = r.choice([(1024, 683), (1024, 576), (800, 1200), (1024, 1024), (750, 500)])
            aid = r.randint(100, 9999)
            return '<figure class="wp-block-image size-%s%s">%s%s</figure>\n' % (
                "large" if w >= 1024 else "full", " aligncenter" if b[2] else "",
                img(w, hh, " ".join(lw(r) for _ in range(r.randint(2, 5))) if r.random() < 0.6 else "", "wp-image-%d" % aid, ' loading="lazy" decoding="async"'),
                "<figcaption%s>%s</figcaption>" % (cap_cls, esc(b[1])) if b[1] else "")
        if k == "quote":
            return '<blockquote class="wp-block-quote%s">\n<p>%s</p>\n%s</blockquote>\n' % (qlay, esc(b[1]), "<cite>%s</cite>" % esc(b[2]) if b[2] else "")
        if k == "table":
            rows = b[1]
            head = "<thead><tr>%s</tr></thead>" % "".join("<th>%s</th>" % esc(c) for c in rows[0]) if b[2] else ""
            body_ = rows[1:] if b[2] else rows
            return '<figure class="wp-block-table"><table>%s<tbody>%s</tbody></table></figure>\n' % (
                head, "".join("<tr>%s</tr>" % "".join("<td>%s</td>" % esc(c) for c in row) for row in body_))
        if k == "embed":
            return ('<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">\n'
                    '<iframe loading="lazy" title="%s" width="1200" height="675" src="https://www.youtube.com/embed/%s?feature=oembed" frameborder="0" '
                    'allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>\n</div></figure>\n') % (esc(b[1]), b[2])
        if k == "button":
            return ('<div class="wp-block-buttons%s">\n<div class="wp-block-button"><a class="wp-block-button__link%s" href="https://www.amazon.com/dp/B0%s?tag=%s-20" target="_blank" rel="noreferrer noopener nofollow sponsored">%s</a></div>\n</div>\n') % (
                " is-content-justification-center is-layout-flex wp-container-%d wp-block-buttons-is-layout-flex" % r.randint(1, 9) if late else "",
                " wp-element-button" if late else "", hexs(8).upper(), dom[:10], esc(b[1]))
        if k == "info":
            u = "%s_%s-%s" % (r.randint(100, 9999) if era >= 2024 else "", hexs(6), hexs(2))
            return ('<div class="wp-block-kadence-infobox kt-info-box%s"><div class="kt-blocks-info-box-link-wrap info-box-link kt-blocks-info-box-media-align-left kt-info-halign-left">'
                    '<div class="kt-blocks-info-box-media-container"><div class="kt-blocks-info-box-media kt-info-media-animate-none"><div class="kadence-info-box-icon-container kt-info-icon-animate-none">'
                    '<div class="kadence-info-box-icon-inner-container"><span class="kb-svg-icon-wrap kb-svg-icon-fe_info kt-info-svg-icon"><svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" '
                    'stroke-linecap="round" stroke-linejoin="round" xmlns="http://www.w3.org/2000/svg" aria-hidden="true"><circle cx="12" cy="12" r="10"/><line x1="12" y1="16" x2="12" y2="12"/><line x1="12" y1="8" x2="12.01" y2="8"/></svg></span>'
                    '</div></div></div></div><div class="kt-infobox-textcontent"><%s class="kt-blocks-info-box-title">%s</%s><p class="kt-blocks-info-box-text">%s</p></div></div></div>\n') % (
                u, b[3], esc(b[1]), b[3], esc(b[2]))
        if k == "rel":
            return '<p><strong>%s</strong> <a href="%s/%s/">%s</a></p>\n' % (esc(b[1]), base, slugify(b[2]), esc(b[2]))
        if k == "irp":
            u = "u" + hexs(31)
            return ('<div style="clear:both; margin-top:0em; margin-bottom:1em;"><a href="%s/%s/" target="_blank" rel="dofollow" class="%s"><!-- INLINE RELATED POSTS 1/3 //-->'
                    '<style> .%s { padding:0px; margin: 0; padding-top:1em!important; padding-bottom:1em!important; width:100%%; display: block; font-weight:bold; background-color:#eaeaea; border:0!important; '
                    'border-left:4px solid #34495E!important; text-decoration:none; } .%s:active, .%s:hover { opacity: 1; transition: opacity 250ms; webkit-transition: opacity 250ms; text-decoration:none; } </style>'
                    '<div style="padding-left:1em; padding-right:1em;"><span class="ctaText">See also</span>&nbsp; <span class="postTitle">%s</span></div></a></div>\n') % (
                base, slugify(b[1]), u, u, u, u, esc(b[1]))
        if k == "faq":
            return '<div class="schema-faq wp-block-yoast-faq-block">%s</div>\n' % "".join(
                '<div class="schema-faq-section" id="faq-question-%d"><strong class="schema-faq-question">%s</strong> <p class="schema-faq-answer">%s</p> </div>' % (
                    r.randint(10 ** 12, 2 * 10 ** 12), esc(q), esc(a)) for q, a in b[1])
        if k == "latest":
            return '<h2%s>%s</h2>\n\n<ul class="wp-block-latest-posts__list wp-block-latest-posts">%s</ul>\n' % (
                ' class="wp-block-heading"' if late else "", esc(b[1]), "".join('<li><a class="wp-block-latest-posts__post-title" href="%s/%s/">%s</a></li>' % (base, slugify(x), esc(x)) for x in b[2]))
        if k == "optin":
            return optin_html()
        if k == "toc":
            return toc_html()
        if k == "ad":
            return ad_html(b[1])
        if k == "mvvideo":
            return '<div class="mv-video-target mv-video-id-%s" data-volume="70" data-ratio="16:9" data-video-id="%s" data-disable-auto-upgrade="true"></div>\n' % (b[1], b[1])
        return ""
    content = "\n".join(block_html(b) for b in blocks)
    if full_feed:
        DESC.append("\n".join("<p>%s</p>" % esc(b[1]) if b[0] == "p" else "<h%d>%s</h%d>" % (b[2], esc(b[1]), b[2]) if b[0] == "h" else
                              "<%s>%s</%s>" % (b[1], "".join("<li>%s</li>" % esc(("%s %s" % x).strip()) for x in b[2]), b[1]) if b[0] == "list" else
                              "<blockquote><p>%s</p></blockquote>" % esc(b[1]) if b[0] == "quote" else
                              "<p><em>%s</em></p>" % esc(b[1]) if b[0] == "disclose" else
                              "<table>%s</table>" % "".join("<tr>%s</tr>" % "".join("<td>%s</td>" % esc(c) for c in row) for row in b[1]) if b[0] == "table" else
                              "<p><strong>%s</strong> %s</p>" % (esc(b[1]), esc(b[2])) if b[0] == "rel" else
                              "".join("<p><strong>%s</strong> %s</p>" % (esc(q), esc(a)) for q, a in b[1]) if b[0] == "faq" else
                              "<h3>%s</h3><p>%s</p>" % (esc(b[1]), esc(b[2])) if b[0] == "info" else ""
                              for b in blocks if b[0] not in ("ad", "toc", "optin", "latest", "img", "embed", "button", "irp", "mvvideo")) + yoast_rss)
    else:
        DESC.append(desc + yoast_rss)

    # the share bars, inside the text's box
    def share_bar(where):
        n_sh = r.randint(0, 400) if r.random() < 0.7 else r.randint(400, 9000)
        svg = lambda k, w: '<svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="%d" height="32" viewBox="0 0 %d 512"><path d="%s"></path></svg>' % (w // 16, w, AS_SVG[k])
        if share == "shared-counts":
            btn = lambda net, lab, href, title_, k, w, network=None: (
                '<a href="%s" title="%s"  target="_blank"  rel="nofollow noopener noreferrer"  class="shared-counts-button %s shared-counts-no-count" data-postid="%d" data-social-network="%s" data-social-action="Share" data-social-target="%s/">'
                '<span class="shared-counts-icon-label"><span class="shared-counts-icon">%s</span><span class="shared-counts-label">%s</span></span></a>') % (href, title_, net, pid, network or lab, url, svg(k, w), lab)
            return '<div class="shared-counts-wrap %s_content style-rounded">%s%s%s</div>' % (where, btn("facebook", "Facebook", "https://www.facebook.com/sharer/sharer.php?u=%s/&amp;display=popup&amp;ref=plugin&amp;src=share_button" % url, "Share on Facebook", "fb", 320),
                                                                                        btn("pinterest", "Pin", "https://pinterest.com/pin/create/button/?url=%s/" % url, "Share on Pinterest", "pin", 384, "Pinterest"),
                                                                                        btn("email", "Email", "#shared-counts-email", "Share via Email", "mail", 512).replace('class="shared-counts-button email', 'class="shared-counts-button email no-scroll'))
        if share == "social-warfare":
            nets = [("facebook", "Share", "https://www.facebook.com/share.php?u=%s/" % url), ("twitter", "Tweet", "https://twitter.com/intent/tweet?text=%s&amp;url=%s/" % (esc(t).replace(" ", "+"), url)),
                    ("pinterest", "Pin", "https://pinterest.com/pin/create/button/?url=%s/" % url)]
            return ('<div class="swp_social_panel swp_horizontal_panel swp_flat_fresh  swp_default_full_color swp_individual_full_color swp_other_full_color scale-100  scale-" data-min-width="1100" data-float-color="#ffffff" '
                    'data-float="none" data-float-mobile="none" data-transition="slide" data-post-id="%d" >%s<div class="nc_tweetContainer swp_share_button total_shares total_sharesalt" >'
                    '<span class="swp_count ">%d <span class="swp_label">Shares</span></span></div></div>') % (pid, "".join(
                        '<div class="nc_tweetContainer swp_share_button swp_%s" data-network="%s"><a class="nc_tweet swp_share_link" rel="nofollow noreferrer noopener" target="_blank" href="%s" data-link="%s">'
                        '<span class="swp_count swp_hide"><span class="iconFiller"><span class="spaceManWilly"><i class="sw swp_%s_icon"></i><span class="swp_share">%s</span></span></span></span></a></div>' % (
                            a, a, h, h, a, lab) for a, lab, h in nets), n_sh)
        nets = [("facebook", "Facebook", "Share on Facebook", "https://www.facebook.com/sharer/sharer.php?u=%s/&#038;t=%s" % (url, esc(t).replace(" ", "%20")), "fb", 320),
                ("pinterest", "Pinterest", "Save to Pinterest", "#", "pin", 384), ("email", "Email", "Send over email", "mailto:?subject=%s&#038;body=%s/" % (esc(t).replace(" ", "%20"), url), "mail", 512)]
        return ('<div id="dpsp-content-%s" class="dpsp-content-wrapper dpsp-shape-rounded dpsp-size-medium dpsp-has-spacing dpsp-no-labels-mobile dpsp-show-on-mobile dpsp-button-style-1" style="min-height:40px;position:relative">'
                '<ul class="dpsp-networks-btns-wrapper dpsp-networks-btns-share dpsp-networks-btns-content dpsp-column-auto dpsp-has-button-icon-animation" style="padding:0;margin:0;list-style-type:none">%s</ul></div>') % (
            "top" if where == "before" else "bottom", "".join(
                '<li class="dpsp-network-list-item dpsp-network-list-item-%s" style="float:left"><a rel="nofollow noopener" href="%s" class="dpsp-network-btn dpsp-%s%s dpsp-has-label" target="_blank" aria-label="%s" title="%s" '
                'style="font-size:14px;padding:0rem;max-height:40px"><span class="dpsp-network-icon "><span class="dpsp-network-icon-inner">%s</span></span><span class="dpsp-network-label">%s</span></a></li>' % (
                    a, h, a, " dpsp-first" if j == 0 else " dpsp-last" if j == 2 else "", tt, tt, svg(k, w), lab) for j, (a, lab, tt, h, k, w) in enumerate(nets)))
    if share:
        content = (share_bar("before") if share_where in ("both", "before") else "") + content + (share_bar("after") if share_where in ("both", "after") else "")
        if share == "social-warfare":
            content += '<div class="swp-content-locator"></div>'
        if share == "social-warfare":
            EXTRAS.append("Shares")

    # the header's picture
    has_thumb = r.random() < feat_rate and fam != "hello"
    tw, th = r.choice([(1200, 800), (1024, 683), (1200, 675), (1280, 720), (1000, 1500)])
    thumb_stem = "/wp-content/uploads/%s/%s-%s-featured" % (ym, lw(r), lw(r))
    crumb_html = ""
    if crumbs and fam != "kadence":
        crumb_html = '<span><span><a href="%s/">Home</a></span> \u00bb <span><a href="%s/category/%s/">%s</a></span> \u00bb <span class="breadcrumb_last" aria-current="page">%s</span></span>' % (
            base, base, csl, esc(cat), ("<strong>%s</strong>" if era >= 2023 and rs.random() < 0.5 else "%s") % esc(t))
    cats_link = '<a href="%s/category/%s/" rel="category tag">%s</a>' % (base, csl, esc(cat))
    ncom = len(cs) if comments_on else 0
    prev_t, next_t = title(r), title(r)

    # Astra
    if fam == "astra":
        def meta(order, related_meta=False, own=None):
            out = []
            for m in order:
                if m == "comments" and comments_on:
                    lab = "Leave a Comment" if not ncom or related_meta else "1 Comment" if ncom == 1 else "%d Comments" % ncom
                    out.append('\t\t\t<span class="comments-link">\n\t\t\t\t<a href="%s/#%s">%s</a>\n\t\t\t\t\t\t\t</span>\n\n\t\t\t' % (own or url, "respond" if lab == "Leave a Comment" else "comments", lab))
                elif m == "category":
                    out.append('<span class="%s">%s</span>' % ("ast-terms-link" if a4 and not related_meta else "ast-taxonomy-container cat-links default" if a4 else "cat-links",
                                                              '<a href="%s/category/%s/" class="">%s</a>' % (base, csl, esc(cat)) if a4 and not related_meta else cats_link))
                elif m == "author":
                    out.append('By <span class="posted-by vcard author" itemtype="https://schema.org/Person" itemscope="itemscope" itemprop="author">'
                               '%s<a title="View all posts by %s" href="%s/author/%s/" rel="author" class="url fn n" itemprop="url"%s>%s<span%sclass="author-name" itemprop="name"%s>%s</span>%s</a>%s</span>' % (
                                   "" if a4 else "\t\t\t", esc(author[0]), base, author[1], "" if a4 else "\t\t\t\t", "" if a4 else "\n\t\t\t\t", " " if a4 else "\n\t\t\t\t",
                                   "" if a4 else "\t\t\t\t", esc(author[0]), "" if a4 else "\n\t\t\t", "" if a4 else "\n\t\t"))
                elif m == "date":
                    upd = '<span class="updated" itemprop="dateModified"> %s</span>' % wpdate(modified) if modified and not a4 else ""
                    out.append('<span class="posted-on"><span class="published" itemprop="datePublished"> %s </span>%s</span>' % (wpdate(pub), upd))
            return " / ".join(out)
        thumb = ('<div class="post-thumb-img-content post-thumb">%s</div>' % img(tw, th, t if r.random() < 0.3 else "", "attachment-large size-large wp-post-image", ' decoding="async" fetchpriority="high" itemprop="image"', thumb_stem)) if has_thumb else ""
        bc = '<div class="ast-breadcrumbs-wrapper"><div class="ast-breadcrumbs-yoast-wrap">%s</div></div>' % crumb_html if crumb_html else ""
        h1 = '<h1 class="entry-title" itemprop="headline">%s</h1>' % esc(t)
        m_html = '<div class="entry-meta">%s</div>' % meta(meta_order)
        banner = ""
        if hero:
            banner = ('<section class="ast-single-entry-banner" data-post-type="post"data-banner-layout="layout-2"%s>\n\t<div class="ast-container">\n\t\t%s%s%s\t</div>\n</section>\n') % (
                'data-banner-background-type="featured"' if hero_bg and has_thumb else "", bc, h1, m_html)
            header = '<header class="entry-header ast-header-without-markup">\n\t\t\n\t\t\t</header> <!-- .entry-header -->\n' + ("" if hero_bg else thumb)
            if hero_bg and has_thumb:
                banner = ('<style id="astra-theme-banner-css">.ast-single-entry-banner[data-post-type="post"][data-banner-layout="layout-2"]{background-image:url(%s%s.%s);background-size:cover;}</style>' % (
                    base, thumb_stem, img_ext)) + banner
        elif a4:
            header = '<header class="entry-header %s">\n%s%s%s%s</header> <!-- .entry-header -->\n' % ("" if has_thumb else "ast-no-thumbnail", bc, h1, m_html, thumb)
        else:
            header = '<header class="entry-header %s">\n%s%s\n<div class="ast-single-post-order">\n%s%s</div>\n</header><!-- .entry-header -->\n' % ("" if has_thumb else "ast-no-thumbnail", bc, thumb, h1, m_html)
        abox = ""
        if author_box:
            abox = ('<div class="ast-single-author-box%s" itemprop="author" itemscope itemtype="https://schema.org/Person"><div class="ast-author-meta"><div class="about-author-title-wrapper">'
                    '<h3 class="about-author">About The Author</h3></div><div class="ast-author-details"><div class="post-author-avatar">%s</div><div class="post-author-bio">'
                    '<a class="url fn n" href="%s/author/%s/" itemprop="url" rel="author"><h4 class="author-title" itemprop="name">%s</h4></a><div class="post-author-desc">%s</div></div></div></div></div>') % (
                " ast-author-container--center" if a46 else "", avatar(author[0], 100), base, author[1], esc(author[0]), esc(author[2]))
        classes = "post-%d post type-post status-publish format-standard%s hentry category-%s%s ast-article-single" % (
            pid, " has-post-thumbnail" if has_thumb else "", csl, "".join(" tag-" + x for x in tags))
        article = ('<article class="%s" id="post-%d" itemtype="https://schema.org/CreativeWork" itemscope="itemscope">\n\n\t\n\n<div class="ast-post-format- single-layout-1%s%s">\n\n\t%s\n\t'
                   '<div class="entry-content clear" \n\t\titemprop="text"\t>\n\n\t\t\n\t\t%s\n\t\t\n\t\t\n\t\t\t</div><!-- .entry-content .clear -->\n</div>\n%s\n\t\n</article><!-- #post-## -->\n\n') % (
            classes, pid, "" if has_thumb else " ast-no-thumb", " ast-no-date-box" if a4 else "", header, content, abox)
        nav = ""
        if nav_on:
            EXTRAS.extend([prev_t, next_t] if a46 else [])
            if a46:
                nav = ('<nav class="navigation post-navigation" aria-label="Posts">\n\t\t\t\t<div class="nav-links"><div class="nav-previous"><a title="%s" href="%s/%s/" rel="prev">'
                       '<div class="ast-post-nav" aria-hidden="true"><span class="ast-left-arrow" aria-label="Previous post">&larr;</span> Previous</div> <p> %s </p></a></div>'
                       '<div class="nav-next"><a title="%s" href="%s/%s/" rel="next"><div class="ast-post-nav" aria-hidden="true">Next <span class="ast-right-arrow" aria-label="Next post">&rarr;</span></div> <p> %s </p></a></div></div>\n\t\t</nav>') % (
                    esc(prev_t), base, slugify(prev_t), esc(prev_t), esc(next_t), base, slugify(next_t), esc(next_t))
            else:
                nav = ('<nav class="navigation post-navigation" aria-label="Post navigation">\n\t\t<span class="screen-reader-text">Post navigation</span>\n\t\t<div class="nav-links">'
                       '<div class="nav-previous"><a title="%s" href="%s/%s/" rel="prev"><span class="ast-left-arrow">&larr;</span> Previous Post</a></div>'
                       '<div class="nav-next"><a title="%s" href="%s/%s/" rel="next">Next Post <span class="ast-right-arrow">&rarr;</span></a></div></div>\n\t\t</nav>') % (
                    esc(prev_t), base, slugify(prev_t), esc(next_t), base, slugify(next_t))
        rel = ""
        if related:
            items = []
            for k in range(rel_count):
                rt = title(r)
                ex = " ".join(para(r, 2, 3).split()[:25]) + "&hellip;"
                EXTRAS.append(rt)
                if rel_excerpt:
                    EXTRAS.append(ex.replace("&hellip;", ""))
                rid = r.randint(100, 9800)
                rd = pub - datetime.timedelta(days=r.randint(3, 500))
                rstem = "/wp-content/uploads/%d/%02d/%s-%s" % (rd.year, rd.month, lw(r), lw(r))
                items.append(('<article class="ast-related-post post-%d post type-post status-publish format-standard has-post-thumbnail hentry category-%s ast-article-single">\n'
                              '\t\t\t\t\t\t\t<div class="ast-related-posts-inner-section">\n\t\t\t\t\t\t\t\t<div class="ast-related-post-content">\n'
                              '<div class="ast-related-post-featured-section post-has-thumb"><div class="post-thumb-img-content post-thumb"><a aria-label="Read more about %s" href="%s/%s/">%s</a> </div></div>'
                              '\t\t\t\t\t\t\t\t\t\t\t\t\t\t<header class="entry-header related-entry-header">\n\t\t\t<h3 class="ast-related-post-title entry-title">\n\t\t\t\t<a href="%s/%s/" target="_self" rel="bookmark noopener noreferrer">%s</a>\n\t\t\t</h3>\n'
                              '\t\t<div class="entry-meta ast-related-cat-style--none ast-related-tag-style--none">%s</div>\t\t\t\t\t\t\t\t\t\t\t\t\t\t</header>\n'
                              '\t\t\t\t\t\t\t\t\t<div class="entry-content clear">\n%s\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t</article>\n') % (
                    rid, csl, esc(rt), base, slugify(rt), img(1024, 576, rt, "attachment-large size-large wp-post-image", ' loading="lazy" decoding="async"', rstem), base, slugify(rt), esc(rt),
                    meta(["comments", "category", "author"], True, "%s/%s" % (base, slugify(rt))),
                    ('\t\t\t<p class="ast-related-post-excerpt entry-content clear">\n\t\t\t\t%s\t\t\t</p>\n\t\t\t\t\t<p class="ast-related-post-cta read-more">\n'
                     '\t\t\t\t<a class="ast-related-post-link " href="%s/%s/" aria-label="Related post link" target="_self" rel="bookmark noopener noreferrer">%s</a>\n\t\t\t</p>\n') % (
                        esc(ex).replace("&amp;hellip;", "&hellip;"), base, slugify(rt), "Read Post \u00bb" if a46 else "Read More \u00bb") if rel_excerpt else ""))
            rel = ('<div class="ast-single-related-posts-container ast-container--%s"><div class="ast-related-posts-title-section"> <h2 class="ast-related-posts-title"> %s </h2> </div>'
                   '<div class="ast-related-posts-wrapper">%s</div> </div>') % (rel_width, esc(rel_title), "".join(items))
        comm = ""
        if comments_on:
            cdt = lambda d: datetime.datetime(d[2], MONTHS.index(d[1]) + 1, d[0], d[3] % 12 + (12 if d[5] == "PM" else 0), d[4])
            shift = pub + datetime.timedelta(minutes=r.randint(20, 900)) - cdt(cs[0][1]) if cs else None
            when = lambda d: cdt(d) + shift

            def item(i, x):
                cid = r.randint(100, 99999)
                w = when(x[1])
                reply = ('<span class="ast-reply-link"><a rel=\'nofollow\' class=\'comment-reply-link\' href=\'#comment-%d\' data-commentid="%d" data-postid="%d" data-belowelement="comment-%d" '
                         'data-respondelement="respond" data-replyto="Reply to %s" aria-label=\'Reply to %s\'>Reply</a></span>') % (cid, cid, pid, cid, esc(x[0]), esc(x[0]))
                if a4:
                    return ('<li class="comment %s thread-%s depth-%d" id="li-comment-%d">\n\t\t<article id="comment-%d" class="ast-comment">\n\t\t\t<div class= \'ast-comment-info\'>\n'
                            '\t\t\t\t<div class=\'ast-comment-avatar-wrap\'>%s</div><!-- Remove 1px Space\n\t\t\t\t--><div class="ast-comment-data-wrap">\n\t\t\t\t\t<div class="ast-comment-meta-wrap">\n'
                            '\t\t\t\t\t\t<header class="ast-comment-meta ast-row ast-comment-author capitalize">\n<div class="ast-comment-cite-wrap"><cite><b class="fn">%s</b> </cite></div>'
                            '<div class="ast-comment-time"><span  class="timendate"><a href="%s/#comment-%d"><time datetime="%s">%s at %s</time></a></span></div>\t\t\t\t\t\t</header>\n'
                            '\t\t\t\t\t</div>\n\t\t\t\t</div>\n\t\t\t</div>\n\t\t\t<section class="ast-comment-content comment">\n\t\t\t\t%s\n\t\t\t\t<div class="ast-comment-edit-reply-wrap">\n\t\t\t\t\t%s\t\t\t\t</div>\n'
                            '\t\t\t\t\t\t\t</section> <!-- .ast-comment-content -->\n\t\t</article><!-- #comment-## -->\n\t\t<!-- </li> -->\n') % (
                        "even" if i % 2 == 0 else "odd", "even" if i % 2 == 0 else "odd", x[3], cid, cid, avatar(x[0], 50), esc(x[0]), url, cid, w3c(w), wpdate(w), wptime(w), ps(x[2]), reply)
                return ('<li class="comment %s thread-%s depth-%d" id="li-comment-%d">\n\n\t\t\t\t\t<article id="comment-%d" class="ast-comment">\n\t\t\t\t\t\t<div class=\'ast-comment-avatar-wrap\'>%s</div><!-- Remove 1px Space\n'
                        '\t\t\t\t\t\t--><div class="ast-comment-data-wrap">\n\t\t\t\t\t\t\t<div class="ast-comment-meta-wrap">\n\t\t\t\t\t\t\t\t<header class="ast-comment-meta ast-row ast-comment-author vcard capitalize">\n\n'
                        '<div class="ast-comment-cite-wrap ast-col-lg-12"><cite><b class="fn">%s</b> </cite></div><div class="ast-comment-time ast-col-lg-12"><span  class="timendate"><a href="%s/#comment-%d">'
                        '<time datetime="%s">%s at %s</time></a></span></div>\n\t\t\t\t\t\t\t\t</header> <!-- .ast-comment-meta -->\n\t\t\t\t\t\t\t</div>\n'
                        '\t\t\t\t\t\t\t<section class="ast-comment-content comment">\n\t\t\t\t\t\t\t\t%s\n\t\t\t\t\t\t\t\t<div class="ast-comment-edit-reply-wrap">\n\t\t\t\t\t\t\t\t\t%s\t\t\t\t\t\t\t\t</div>\n'
                        '\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t</section> <!-- .ast-comment-content -->\n\t\t\t\t\t\t</div>\n\t\t\t\t\t</article><!-- #comment-## -->\n\t\t\t\t<!-- </li> -->\n') % (
                    "even" if i % 2 == 0 else "odd", "even" if i % 2 == 0 else "odd", x[3], cid, cid, avatar(x[0], 50), esc(x[0]), url, cid, w3c(w), wpdate(w), wptime(w), ps(x[2]), reply)
            lst = ""
            if cs:
                lst = ('\t<div class="comments-count-wrapper">\n\t\t<h3 class="comments-title">\n\t\t\t%d thought%s on &ldquo;%s&rdquo;\t\t</h3>\n\t</div>\n\n\t<ol class="ast-comment-list">\n\t\t%s\t</ol><!-- .ast-comment-list -->\n') % (
                    len(cs), "" if len(cs) == 1 else "s", ("<span>%s</span>" if a4 else "%s") % esc(t),
                    nest(cs, item).replace('<ul class="children">', '<ol class="children">').replace("</li></ul></li>", "</li></ol></li>"))
            form = ('\t<div id="respond" class="comment-respond">\n\t\t<h3 id="reply-title" class="comment-reply-title">Leave a Comment <small><a rel="nofollow" id="cancel-comment-reply-link" href="%s/#respond" style="display:none;">Cancel Reply</a></small></h3>'
                    '<form action="%s/wp-comments-post.php" method="post" id="ast-commentform" class="comment-form"><p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> '
                    '<span class="required-field-message">Required fields are marked <span class="required">*</span></span></p><div class="ast-row comment-textarea"><fieldset class="comment-form-comment">'
                    '<legend class ="comment-form-legend"></legend><div class="comment-form-textarea ast-grid-common-col"><label for="comment" class="screen-reader-text">Type here..</label>'
                    '<textarea id="comment" name="comment" placeholder="Type here.." cols="45" rows="8" aria-required="true"></textarea></div></fieldset></div>'
                    '<div class="ast-comment-formwrap ast-row">\n\t\t\t<p class="comment-form-author ast-grid-common-col ast-width-lg-33 ast-width-md-4 ast-float">\n\t\t\t\t<label for="author" class="screen-reader-text">Name*</label>\n'
                    '\t\t\t\t<input id="author" name="author" type="text" \n\t\t\t\t\tvalue="" \n\t\t\t\t\tplaceholder="Name*" \n\t\t\t\t\tsize="30" aria-required=\'true\' autocomplete="name" />\n\t\t\t</p>\n'
                    '<p class="comment-form-email ast-grid-common-col ast-width-lg-33 ast-width-md-4 ast-float">\n\t\t\t<label for="email" class="screen-reader-text">Email*</label>\n'
                    '\t\t\t<input id="email" name="email" type="text" \n\t\t\t\tvalue="" \n\t\t\t\tplaceholder="Email*" \n\t\t\t\tsize="30" aria-required=\'true\' autocomplete="email" />\n\t\t\t</p>\n'
                    '<p class="comment-form-url ast-grid-common-col ast-width-lg-33 ast-width-md-4 ast-float">\n\t\t\t<label for="url">\n\t\t\t\t<label for="url" class="screen-reader-text">Website</label>\n'
                    '\t\t\t\t<input id="url" name="url" type="text" \n\t\t\t\t\tvalue="" \n\t\t\t\t\tplaceholder="Website" \n\t\t\t\t\tsize="30" autocomplete="url" />\n\t\t\t</label>\n\t\t\t</p>\n\t\t</div>\n'
                    '<p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes" /> '
                    '<label for="wp-comment-cookies-consent">Save my name, email, and website in this browser for the next time I comment.</label></p>\n'
                    '<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment &raquo;" /> <input type=\'hidden\' name=\'comment_post_ID\' value=\'%d\' id=\'comment_post_ID\' />\n'
                    '<input type=\'hidden\' name=\'comment_parent\' id=\'comment_parent\' value=\'0\' />\n</p>%s</form>\t</div><!-- #respond -->\n\t') % (
                url, base, pid, '<p class="akismet_comment_form_privacy_notice">This site uses Akismet to reduce spam. <a href="https://akismet.com/privacy/" target="_blank" rel="nofollow noopener">Learn how your comment data is processed</a>.</p>' if akismet else "")
            comm = '<div id="comments" class="comments-area%s">\n\n\t\n\t%s\n\t%s\n</div><!-- #comments -->\n' % (" comment-form-position-below " if a4 else "", lst, form)
        side = ""
        if sidebar != "no":
            if block_widgets:
                wlay = " is-layout-flow wp-block-group-is-layout-flow" if era >= 2023 else ""
                side = ('<aside id="block-2" class="widget widget_block widget_search"><form role="search" method="get" action="%s/" class="wp-block-search__button-outside wp-block-search__text-button wp-block-search">'
                        '<label class="wp-block-search__label" for="wp-block-search__input-1" >Search</label><div class="wp-block-search__inside-wrapper " ><input class="wp-block-search__input" id="wp-block-search__input-1" placeholder="" value="" type="search" name="s" required />'
                        '<button aria-label="Search" class="wp-block-search__button wp-element-button" type="submit" >Search</button></div></form></aside>'
                        '<aside id="block-3" class="widget widget_block"><div class="wp-block-group"><div class="wp-block-group__inner-container%s"><h2 class="wp-block-heading">Recent Posts</h2>'
                        '<ul class="wp-block-latest-posts__list wp-block-latest-posts">%s</ul></div></div></aside>'
                        '<aside id="block-5" class="widget widget_block"><div class="wp-block-group"><div class="wp-block-group__inner-container%s"><h2 class="wp-block-heading">About</h2><p>%s</p></div></div></aside>'
                        '<aside id="block-6" class="widget widget_block"><div class="wp-block-group"><div class="wp-block-group__inner-container%s"><h2 class="wp-block-heading">Categories</h2>'
                        '<ul class="wp-block-categories-list wp-block-categories">%s</ul></div></div></aside>') % (
                    base, wlay, "".join('<li><a class="wp-block-latest-posts__post-title" href="%s/%s/">%s</a></li>' % (base, slugify(x), esc(x)) for x in widget_titles),
                    wlay, esc(about_text), wlay, "".join('<li class="cat-item cat-item-%d"><a href="%s/category/%s/">%s</a></li>' % (k + 2, base, c.lower(), c) for k, c in enumerate(CATS)))
            else:
                side = ('<aside id="search-2" class="widget widget_search"><form role="search" method="get" class="search-form" action="%s/">\n\t<label for="search-field">\n\t\t<span class="screen-reader-text">Search for:</span>\n'
                        '\t\t<input type="search" id="search-field" class="search-field"   placeholder="Search..." value="" name="s" tabindex="-1">\n\t\t\t</label>\n\t\t\t</form>\n</aside>'
                        '<aside id="recent-posts-2" class="widget widget_recent_entries">\n\t\t<h2 class="widget-title">Recent Posts</h2><nav aria-label="Recent Posts">\n\t\t<ul>\n%s\t\t</ul>\n\n\t\t</nav></aside>'
                        '<aside id="text-2" class="widget widget_text"><h2 class="widget-title">About</h2>\t\t\t<div class="textwidget"><p>%s</p>\n</div>\n\t\t</aside>'
                        '<aside id="categories-2" class="widget widget_categories"><h2 class="widget-title">Categories</h2><nav aria-label="Categories">\n\t\t\t<ul>\n%s\t\t\t</ul>\n\n\t\t\t</nav></aside>') % (
                    base, "".join('\t\t\t\t\t<li>\n\t\t\t\t\t<a href="%s/%s/">%s</a>\n\t\t\t\t\t\t\t\t\t</li>\n' % (base, slugify(x), esc(x)) for x in widget_titles), esc(about_text),
                    "".join('\t<li class="cat-item cat-item-%d"><a href="%s/category/%s/">%s</a>\n</li>\n' % (k + 2, base, c.lower(), c) for k, c in enumerate(CATS)))
            side = ('\n\t<div class="widget-area secondary" id="secondary" itemtype="https://schema.org/WPSideBar" itemscope="itemscope">\n\t<div class="sidebar-main" >\n\t\t%s\n\t</div><!-- .sidebar-main -->\n</div><!-- #secondary -->\n') % side
        menu_ul = lambda ident, cls: '<ul id="%s" class="%s">%s</ul>' % (ident, cls, "".join(
            '<li id="menu-item-%d" class="menu-item menu-item-type-%s menu-item-%d%s"><a href="%s/%s" class="menu-link">%s</a></li>' % (
                20 + k, "taxonomy menu-item-object-category" if x in CATS else "custom menu-item-object-custom" if x == "Home" else "post_type menu-item-object-page", 20 + k,
                " current-post-ancestor current-menu-parent current-post-parent" if x == cat else " menu-item-home" if x == "Home" else "",
                base, "" if x == "Home" else ("category/%s/" % x.lower() if x in CATS else slugify(x) + "/"), esc(x)) for k, x in enumerate(menu)))
        branding = ('<div class="site-branding ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope">\n\t\t\t\t<div class="ast-site-title-wrap">\n'
                    '\t\t\t\t\t\t<span class="site-title" itemprop="name">\n\t\t\t\t<a href="%s/" rel="home" itemprop="url" >\n\t\t\t\t\t%s\n\t\t\t\t</a>\n\t\t\t</span>\n%s'
                    '\t\t\t\t\t\t\n\t\t\t\t</div>\n\t\t\t\t</div>\n\t\t\t<!-- .site-branding -->') % (
            base, esc(site), '\t\t\t\t\t\t<p class="site-description" itemprop="description">\n\t\t\t\t\t%s\n\t\t\t\t</p>\n' % esc(tagline) if tagline else "")
        masthead = ('<header\n\t\tclass="site-header header-main-layout-1 ast-primary-menu-enabled ast-logo-title-inline ast-hide-custom-menu-mobile ast-builder-menu-toggle-icon ast-mobile-header-inline" '
                    'id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead"\t\t>\n\t\t\t<div id="ast-desktop-header" data-toggle-type="dropdown">\n'
                    '\t\t<div class="ast-main-header-wrap main-header-bar-wrap ">\n\t\t<div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item" data-section="section-primary-header-builder">\n'
                    '\t\t\t\t\t\t<div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container" data-section="section-primary-header-builder">\n'
                    '\t\t\t\t<div class="ast-builder-grid-row ast-builder-grid-row-has-sides ast-builder-grid-row-no-center">\n\t\t\t\t\t\t\t\t\t\t<div class="site-header-primary-section-left site-header-section ast-flex site-header-section-left">\n'
                    '\t\t\t\t\t\t\t\t\t<div class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="title_tagline">\n\t\t\t\t\t\t\t%s\n\t\t\t\t\t\t</div>\n'
                    '\t\t\t\t\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t<div class="site-header-primary-section-right site-header-section ast-flex ast-grid-right-section">\n'
                    '\t\t\t\t\t\t\t\t\t\t<div class="ast-builder-menu-1 ast-builder-menu ast-flex ast-builder-menu-1-focus-item ast-builder-layout-element site-header-focus-item" data-section="section-hb-menu-1">\n'
                    '\t\t\t<div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" '
                    'id="primary-site-navigation-desktop" aria-label="Site Navigation" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation ast-inline-flex">%s</div></nav></div></div>\t\t</div>\n'
                    '\t\t\t\t\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t</div>\n\t\t\t\t\t\t\t</div>\n\t\t\t</div>\n\t\t\t\t\t\t</div> <!-- Main Header Bar Wrap -->\n'
                    '<div id="ast-mobile-header" class="ast-mobile-header-wrap " data-type="dropdown">\n\t\t<div class="ast-main-header-wrap main-header-bar-wrap" >\n'
                    '\t\t<div class="ast-primary-header-bar ast-primary-header main-header-bar site-primary-header-wrap site-header-focus-item ast-builder-grid-row-layout-default ast-builder-grid-row-tablet-layout-default ast-builder-grid-row-mobile-layout-default" data-section="section-primary-header-builder">\n'
                    '\t\t\t\t\t\t\t\t\t<div class="ast-builder-grid-row ast-builder-grid-row-has-sides ast-builder-grid-row-no-center">\n\t\t\t\t\t\t\t<div class="site-header-primary-section-left site-header-section ast-flex site-header-section-left">\n'
                    '\t\t\t\t\t\t\t\t\t<div class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="title_tagline">\n\t\t\t\t\t\t\t%s\n\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t\t</div>\n'
                    '\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t<div class="site-header-primary-section-right site-header-section ast-flex ast-grid-right-section">\n'
                    '\t\t\t\t\t\t\t\t\t\t<div class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="section-header-mobile-trigger">\n'
                    '\t\t\t\t\t\t<div class="ast-button-wrap">\n\t\t\t<button type="button" class="menu-toggle main-header-menu-toggle ast-mobile-menu-trigger-minimal"   aria-expanded="false">\n'
                    '\t\t\t\t<span class="screen-reader-text">Main Menu</span>\n\t\t\t\t<span class="mobile-menu-toggle-icon">\n\t\t\t\t\t<span class="ahfb-svg-iconset ast-inline-flex svg-baseline"><svg class=\'ast-mobile-svg ast-menu-svg\' fill=\'currentColor\' version=\'1.1\' xmlns=\'http://www.w3.org/2000/svg\' width=\'24\' height=\'24\' viewBox=\'0 0 24 24\'><path d=\'%s\'></path></svg></span>'
                    '\t\t\t\t</span>\n\t\t\t\t\t\t\t</button>\n\t\t</div>\n\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t</div>\n\t\t\t</div>\n'
                    '\t\t<div class="ast-mobile-header-content content-align-flex-start ">\n\t\t\t\t<div class="ast-builder-menu-mobile ast-builder-menu ast-builder-menu-mobile-focus-item ast-builder-layout-element site-header-focus-item" data-section="section-header-mobile-menu">\n'
                    '\t\t\t<div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="ast-mobile-site-navigation" aria-label="Site Navigation" '
                    'itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation">%s</div></nav></div></div>\t\t</div>\n\t\t\t\t</div>\n</div>\n\t\t</header><!-- #masthead -->\n') % (
            branding, menu_ul("ast-hf-menu-1", "main-header-menu ast-menu-shadow ast-nav-menu ast-flex  submenu-with-border stack-on-mobile"), branding, AS_SVG["menu"],
            menu_ul("ast-hf-mobile-menu", "main-header-menu ast-nav-menu ast-flex  submenu-with-border astra-menu-animation-fade  stack-on-mobile"))
        footer = ('<footer\nclass="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope" itemid="#colophon">\n\t\t\t<div class="site-below-footer-wrap ast-builder-grid-row-container site-footer-focus-item '
                  'ast-builder-grid-row-full ast-builder-grid-row-tablet-full ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-below-footer-builder">\n'
                  '\t<div class="ast-builder-grid-row-container-inner">\n\t\t\t\t\t<div class="ast-builder-footer-grid-columns site-below-footer-inner-wrap ast-builder-grid-row">\n'
                  '\t\t\t\t\t\t\t\t\t\t\t\t<div class="site-footer-below-section-1 site-footer-section site-footer-section-1">\n\t\t\t\t\t\t\t\t<div class="ast-builder-layout-element ast-flex site-footer-focus-item ast-footer-copyright" data-section="section-footer-builder">\n'
                  '\t\t\t\t<div class="ast-footer-copyright"><p>Copyright &copy; %d %s | Powered by <a href="https://wpastra.com" rel="nofollow noopener" target="_blank">Astra WordPress Theme</a></p>\n</div>\t\t\t</div>\n'
                  '\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t</div>\n\n\t</div>\n\t\t\t</footer><!-- #colophon -->\n') % (min(2024, pub.year + r.randint(0, 1)), esc(site))
        primary = ('<div id="primary" class="content-area primary">\n\n\t\n\t\t\t\t<main id="main" class="site-main">\n\t\t%s%s%s%s\t\t</main><!-- #main -->\n\t\t\n\t\t\n\t</div><!-- #primary -->\n') % (
            article, nav, rel, comm)
        if sidebar == "left":
            inner = side + primary
        else:
            inner = primary + side
        scripts = ('<div id="ast-scroll-top" tabindex="0" class="ast-scroll-top-icon ast-scroll-to-top-right" data-on-devices="both">\n\t\t<span class="ast-icon icon-arrow"><svg class="ast-arrow-svg" xmlns="http://www.w3.org/2000/svg" '
                   'xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" x="0px" y="0px" width="26px" height="16.043px" viewBox="57 35.171 26 16.043" enable-background="new 57 35.171 26 16.043" xml:space="preserve">\n'
                   '                <path d="M57.5,38.193l12.5,12.5l12.5-12.5l-2.5-2.5l-10,10l-10-10L57.5,38.193z" />\n                </svg></span>\t<span class="screen-reader-text">Scroll to Top</span>\n\t</div>\n'
                   '<script id="astra-theme-js-js-extra">\nvar astra = {"break_point":"921","isRtl":"","is_scroll_to_id":"1","is_scroll_to_top":"1","is_header_footer_builder_active":"1"%s};\n</script>\n'
                   '<script src="%s/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=%s" id="astra-theme-js-js"></script>\n') % (
            ',"responsive_cart_click":"flyout"' if a4 else "", base, ver)
        page_ = ('<a\n\tclass="skip-link screen-reader-text"\n\thref="#content"\n\trole="link"\n\ttitle="Skip to content">\n\t\tSkip to content</a>\n\n<div\nclass="hfeed site" id="page">\n\t\t\t%s\t\t\t%s<div id="content" class="site-content">\n'
                 '\t\t<div class="ast-container">\n\t\t%s\t</div> <!-- ast-container -->\n\t</div><!-- #content -->\n%s\t</div><!-- #page -->\n%s') % (masthead, banner, inner, footer, scripts)

    # Kadence
    elif fam == "kadence":
        svg_i = lambda k, w, lab: ('<span class="kadence-svg-iconset svg-baseline"><svg aria-hidden="true" class="kadence-svg-icon kadence-arrow-%s-alt-svg" fill="currentColor" version="1.1" xmlns="http://www.w3.org/2000/svg" '
                                   'width="%d" height="28" viewBox="0 0 %d 28"><title>%s</title><path d="%s"></path></svg></span>') % ("right" if k == "arrow" else "left", w, w, lab, AS_SVG[k])
        kcrumbs = ('<nav id="kadence-breadcrumbs" aria-label="Breadcrumbs"  class="kadence-breadcrumbs"><div class="kadence-breadcrumb-container"><span><a href="%s/" itemprop="url" class="kadence-bc-home" ><span>Home</span></a></span> '
                   '<span class="bc-delimiter">/</span> <span><a href="%s/category/%s/" itemprop="url" ><span>%s</span></a></span> <span class="bc-delimiter">/</span> <span class="kadence-bread-current">%s</span></div></nav>') % (
            base, base, csl, esc(cat), esc(t)) if crumbs else ""
        ktime = ('<time class="entry-date published" datetime="%s">%s</time><time class="updated" datetime="%s">%s</time>' % (w3c(pub), wpdate(pub), w3c(modified), wpdate(modified))
                 if modified else '<time class="entry-date published updated" datetime="%s">%s</time>' % (w3c(pub), wpdate(pub)))
        khead_inner = ('%s<div class="entry-taxonomies">\n\t\t\t<span class="category-links term-links category-style-normal">\n\t\t\t\t<a href="%s/category/%s/" rel="tag">%s</a>\t\t\t</span>\n\t\t</div><!-- .entry-taxonomies -->\n\t\t'
                       '<h1 class="entry-title">%s</h1><div class="entry-meta entry-meta-divider-dot">\n\t<span class="posted-by"><span class="meta-label">By</span><span class="author vcard"><a class="url fn n" href="%s/author/%s/">%s</a></span></span>'
                       '\t\t\t\t\t<span class="posted-on">\n\t\t\t\t\t\t%s\t\t\t\t\t</span>\n\t\t\t\t\t%s</div><!-- .entry-meta -->\n') % (
            kcrumbs, base, csl, esc(cat), esc(t), base, author[1], esc(author[0]), ktime,
            '<div class="meta-comments"><a class="meta-comments-link anchor-scroll" href="#comments">%d Comment%s</a></div>' % (ncom, "" if ncom == 1 else "s") if k_comments_meta and comments_on else "")
        kthumb = lambda pos: ('<div class="post-thumbnail article-post-thumbnail kadence-thumbnail-position-%s%s kadence-thumbnail-ratio-2-3">\n\t\t\t<div class="post-thumbnail-inner">\n\t\t\t\t%s\t\t\t</div>\n\t\t</div><!-- .post-thumbnail -->\n') % (
            pos, " alignwide" if pos in ("behind", "above") else "", img(tw, th, "", "post-top-featured wp-post-image", ' decoding="async" fetchpriority="high"', thumb_stem))
        hero_sec = ""
        style = ""
        if k_title == "above":
            hero_sec = ('<section role="banner" class="entry-hero post-hero-section entry-hero-layout-standard">\n\t<div class="entry-hero-container-inner">\n\t\t<div class="hero-section-overlay"></div>\n\t\t<div class="hero-container site-container">\n'
                        '\t\t\t<header class="entry-header post-title title-align-center title-tablet-align-inherit title-mobile-align-inherit">\n\t\t\t\t%s\t\t\t</header><!-- .entry-header -->\n\t\t</div>\n\t</div>\n</section><!-- .entry-hero -->\n') % khead_inner
            if k_feature == "hero" and has_thumb:
                style = '<style id="kadence-global-inline-css">.post-hero-section .entry-hero-container-inner{background-image:url(%s%s.%s);background-repeat:no-repeat;background-position:center center;background-size:cover;}.entry-hero.post-hero-section .entry-header{min-height:400px;}</style>\n' % (base, thumb_stem, img_ext)
        above = kthumb(k_feature) if has_thumb and k_feature in ("behind", "above") else ""
        below = kthumb("below") if has_thumb and k_feature == "below" else ""
        khead = ('<header class="entry-header post-title title-align-inherit title-tablet-align-inherit title-mobile-align-inherit">\n\t%s</header><!-- .entry-header -->\n' % khead_inner) if k_title == "normal" else ""
        kfoot = ('<footer class="entry-footer">\n\t<div class="entry-tags">\n\t<span class="tags-links">\n\t\t<span class="tags-label screen-reader-text">\n\t\t\tPost Tags:\t\t</span>\n%s\t</span>\n</div><!-- .entry-tags /-->\n</footer><!-- .entry-footer -->\n' % "".join(
            '\t\t<a href="%s/tag/%s/" title="%s" class="tag-link tag-item-%s" rel="tag"><span class="tag-hash">#</span>%s</a>\n' % (base, x, x, x, x) for x in tags)) if k_tags and tags else ""
        classes = "entry content-bg single-entry post-%d post type-post status-publish format-standard%s hentry category-%s%s" % (
            pid, " has-post-thumbnail" if has_thumb else "", csl, "".join(" tag-" + x for x in tags))
        article = ('<article id="post-%d" class="%s">\n\t<div class="entry-content-wrap">\n\t\t%s%s\n<div class="entry-content single-content">\n\t%s\n</div><!-- .entry-content -->\n%s\t</div>\n</article><!-- #post-%d -->\n\n') % (
            pid, classes, khead, below, content, kfoot, pid)
        abox = ""
        if author_box:
            abox = ('<div class="entry-author entry-author-style-normal">\n\t<div class="entry-author-profile author-profile vcard">\n\t\t<div class="entry-author-avatar">\n\t\t\t%s\t\t</div>\n'
                    '\t\t<b class="entry-author-name author-name fn"><a href="%s/author/%s/" title="Posts by %s" rel="author">%s</a></b>\n\t\t\t\t<div class="entry-author-description author-bio">\n\t\t\t<p>%s</p>\n\t\t</div>\n'
                    '\t\t<div class="entry-author-follow author-follow">\n\t\t\t\t\t</div><!--.author-follow-->\n\t</div>\n</div><!-- .entry-author -->\n') % (
                avatar(author[0], 80), base, author[1], esc(author[0]), esc(author[0]), esc(author[2]))
        nav = ""
        if nav_on:
            EXTRAS.extend([prev_t, next_t])
            nav = ('\n\t<nav class="navigation post-navigation" aria-label="Posts">\n\t\t<h2 class="screen-reader-text">Post navigation</h2>\n\t\t<div class="nav-links"><div class="nav-previous"><a href="%s/%s/" rel="prev">'
                   '<div class="post-navigation-sub"><small>%sPrevious</small></div>%s</a></div><div class="nav-next"><a href="%s/%s/" rel="next"><div class="post-navigation-sub"><small>Next%s</small></div>%s</a></div></div>\n\t</nav>') % (
                base, slugify(prev_t), svg_i("left", 29, "Previous"), esc(prev_t), base, slugify(next_t), svg_i("arrow", 27, "Continue"), esc(next_t))
        rel = ""
        if related:
            items = []
            for k in range(rel_count):
                rt = title(r)
                ex = " ".join(para(r, 3, 5).split()[:r.randint(30, 55)])
                EXTRAS.append(rt)
                if rel_excerpt:
                    EXTRAS.append(ex)
                rid, rd = r.randint(100, 9800), pub - datetime.timedelta(days=r.randint(3, 400))
                items.append(('<div class="carousel-item%s">\n<article class="entry content-bg loop-entry post-%d post type-post status-publish format-standard has-post-thumbnail hentry category-%s">\n'
                              '\t\t\t<a class="post-thumbnail kadence-thumbnail-ratio-2-3" href="%s/%s/">\n\t\t\t\t<div class="post-thumbnail-inner">\n\t\t\t\t\t%s\t\t\t\t</div>\n\t\t\t</a><!-- .post-thumbnail -->\n'
                              '\t\t\t<div class="entry-content-wrap">\n\t\t<header class="entry-header">\n\n\t\t\t<div class="entry-taxonomies">\n\t\t\t<span class="category-links term-links category-style-normal">\n'
                              '\t\t\t\t<a href="%s/category/%s/" rel="tag">%s</a>\t\t\t</span>\n\t\t</div><!-- .entry-taxonomies -->\n\t\t<h3 class="entry-title"><a href="%s/%s/" rel="bookmark">%s</a></h3>'
                              '<div class="entry-meta entry-meta-divider-dot">\n\t\t\t\t\t<span class="posted-on">\n\t\t\t\t\t\t<time class="entry-date published updated" datetime="%s">%s</time>\t\t\t\t\t</span>\n\t\t\t\t\t</div><!-- .entry-meta -->\n'
                              '\t</header><!-- .entry-header -->\n%s\t<footer class="entry-footer">\n\t\t<div class="entry-actions">\n\t\t<p class="more-link-wrap">\n\t\t\t<a href="%s/%s/" class="post-more-link">\n'
                              '\t\t\t\tRead More<span class="screen-reader-text"> %s</span>%s\t\t\t</a>\n\t\t</p>\n\t</div><!-- .entry-actions -->\n\t</footer><!-- .entry-footer -->\n\t\t</div>\n</article>\n</div>') % (
                    " splide__slide" if k_splide else "", rid, csl, base, slugify(rt), img(768, 512, rt, "attachment-medium_large size-medium_large wp-post-image", ' loading="lazy" decoding="async"',
                                                                                      "/wp-content/uploads/%d/%02d/%s-%s" % (rd.year, rd.month, lw(r), lw(r))),
                    base, csl, esc(cat), base, slugify(rt), esc(rt), w3c(rd), wpdate(rd),
                    '\t<div class="entry-summary">\n\t\t<p>%s&hellip;</p>\n\t</div><!-- .entry-summary -->\n' % esc(ex) if rel_excerpt else "",
                    base, slugify(rt), esc(rt), svg_i("arrow", 27, "Continue")))
            cols = "3" if sidebar == "no" else "2"
            attrs = ('data-columns-xxl="%s" data-columns-xl="%s" data-columns-md="%s" data-columns-sm="2" data-columns-xs="2" data-columns-ss="1" data-slider-anim-speed="400" data-slider-scroll="1" '
                     'data-slider-dots="true" data-slider-arrows="true" data-slider-hover-pause="false" data-slider-auto="false" data-slider-speed="7000" data-slider-gutter="40" data-slider-loop="true" '
                     'data-slider-next-label="Next" data-slider-slide-label="Posts" data-slider-prev-label="Previous"') % (cols, cols, cols)
            gcls = "grid-sm-col-2 grid-lg-col-%s" % cols
            car = ('<div class="entry-related-carousel kadence-slide-init splide" %s>\n\t\t\t\t\t\t<div class="splide__track">\n\t\t\t\t\t\t\t<div class="splide__list grid-cols %s">\n%s\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t</div>\n\t\t\t\t\t</div>' % (attrs, gcls, "\n".join(items))
                   if k_splide else '<div class="entry-related-carousel kadence-slide-init grid-cols %s" %s>\n%s\t\t\t\t\t</div>' % (gcls, attrs, "\n".join(items)))
            rel = ('\n\t\t<div class="entry-related alignfull entry-related-style-wide">\n\t\t\t<div class="entry-related-inner content-container site-container">\n\t\t\t\t<div class="entry-related-inner-content alignwide">\n'
                   '\t\t\t\t\t<h2 class="entry-related-title">%s</h2>\t\t\t\t\t%s\n\t\t\t\t</div>\n\t\t\t</div>\n\t\t</div><!-- .entry-author -->\n') % (esc(rel_title), car)
        comm = ""
        if comments_on:
            comm = wp_list(r, cs, 60, "Leave a Reply", "h3", "h2", ("One Comment" if len(cs) == 1 else "%d Comments" % len(cs)), "comments-title", False, pub, cfmt, pid, url, akismet)
        side = ""
        if sidebar != "no":
            side = ('<aside id="secondary" role="complementary" class="primary-sidebar widget-area sidebar-slug-sidebar-primary sidebar-link-style-normal">\n\t<div class="sidebar-inner-wrap">\n'
                    '\t\t<section id="block-2" class="widget widget_block widget_search"><form role="search" method="get" action="%s/" class="wp-block-search__button-outside wp-block-search__text-button wp-block-search">'
                    '<label class="wp-block-search__label" for="wp-block-search__input-1" >Search</label><div class="wp-block-search__inside-wrapper " ><input class="wp-block-search__input" id="wp-block-search__input-1" placeholder="" value="" type="search" name="s" required />'
                    '<button aria-label="Search" class="wp-block-search__button wp-element-button" type="submit" >Search</button></div></form></section>'
                    '<section id="block-3" class="widget widget_block"><div class="wp-block-group"><div class="wp-block-group__inner-container is-layout-flow wp-block-group-is-layout-flow"><h2 class="wp-block-heading">Recent Posts</h2>'
                    '<ul class="wp-block-latest-posts__list wp-block-latest-posts">%s</ul></div></div></section>'
                    '<section id="block-4" class="widget widget_block"><div class="wp-block-group"><div class="wp-block-group__inner-container is-layout-flow wp-block-group-is-layout-flow"><h2 class="wp-block-heading">About</h2><p>%s</p></div></div></section>'
                    '\t</div>\n</aside><!-- #secondary -->\n') % (
                base, "".join('<li><a class="wp-block-latest-posts__post-title" href="%s/%s/">%s</a></li>' % (base, slugify(x), esc(x)) for x in widget_titles), esc(about_text))
        menu_ul = lambda ident, cls: '<ul id="%s" class="%s">%s</ul>' % (ident, cls, "".join(
            '<li id="menu-item-%d" class="menu-item menu-item-type-%s menu-item-%d%s"><a href="%s/%s">%s</a></li>' % (
                30 + k, "taxonomy menu-item-object-category" if x in CATS else "custom menu-item-object-custom" if x == "Home" else "post_type menu-item-object-page", 30 + k,
                " current-post-ancestor current-menu-parent current-post-parent" if x == cat else " menu-item-home" if x == "Home" else "",
                base, "" if x == "Home" else ("category/%s/" % x.lower() if x in CATS else slugify(x) + "/"), esc(x)) for k, x in enumerate(menu)))
        masthead = ('<header id="masthead" class="site-header" role="banner" itemtype="https://schema.org/WPHeader" itemscope>\n\t<div id="main-header" class="site-header-wrap">\n\t\t<div class="site-header-inner-wrap">\n'
                    '\t\t\t<div class="site-header-upper-wrap">\n\t\t\t\t<div class="site-header-upper-inner-wrap">\n<div class="site-main-header-wrap site-header-row-container site-header-focus-item site-header-row-layout-standard" data-section="kadence_customizer_header_main">\n'
                    '\t<div class="site-header-row-container-inner">\n\t\t\t\t<div class="site-container">\n\t\t\t<div class="site-main-header-inner-wrap site-header-row site-header-row-has-sides site-header-row-no-center">\n'
                    '\t\t\t\t\t\t\t<div class="site-header-main-section-left site-header-section site-header-section-left">\n\t\t\t\t\t<div class="site-header-item site-header-focus-item" data-section="title_tagline">\n'
                    '\t<div class="site-branding branding-layout-standard"><a class="brand" href="%s/" rel="home"><div class="site-title-wrap"><p class="site-title">%s</p>%s</div></a></div><!-- .site-branding -->\n\t</div><!-- data-section="title_tagline" -->\n'
                    '\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t<div class="site-header-main-section-right site-header-section site-header-section-right">\n\t\t\t\t\t<div class="site-header-item site-header-focus-item site-header-item-main-navigation header-navigation-layout-stretch-false header-navigation-layout-fill-stretch-false" data-section="kadence_customizer_primary_navigation">\n'
                    '\t\t<nav id="site-navigation" class="main-navigation header-navigation nav--toggle-sub header-navigation-style-standard header-navigation-dropdown-animation-none" role="navigation" aria-label="Primary Navigation">\n'
                    '\t\t\t\t<div class="primary-menu-container header-menu-container">\n\t\t\t%s\t\t</div>\n\t</nav><!-- #site-navigation -->\n\t\t</div><!-- data-section="primary_navigation" -->\n'
                    '\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t</div>\n\t\t</div>\n\t</div>\n</div>\n\t\t\t\t</div>\n\t\t\t</div>\n\t\t\t\t\t</div>\n\t</div>\n\t\n<div id="mobile-header" class="site-mobile-header-wrap">\n'
                    '\t<div class="site-header-inner-wrap">\n\t\t\t\t<div class="site-header-upper-wrap">\n\t\t\t<div class="site-header-upper-inner-wrap">\n\t\t\t<div class="site-main-header-wrap site-header-focus-item site-header-row-layout-standard site-header-row-tablet-layout-default site-header-row-mobile-layout-default ">\n'
                    '\t<div class="site-header-row-container-inner">\n\t\t<div class="site-container">\n\t\t\t<div class="site-main-header-inner-wrap site-header-row site-header-row-has-sides site-header-row-no-center">\n'
                    '\t\t\t\t\t\t\t\t\t<div class="site-header-main-section-left site-header-section site-header-section-left">\n\t\t\t\t\t\t<div class="site-header-item site-header-focus-item" data-section="title_tagline">\n'
                    '\t<div class="site-branding mobile-site-branding branding-layout-standard branding-tablet-layout-inherit branding-mobile-layout-inherit"><a class="brand" href="%s/" rel="home"><div class="site-title-wrap"><div class="site-title vs-md-false">%s</div></div></a></div><!-- .site-branding -->\n'
                    '\t</div><!-- data-section="title_tagline" -->\n\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t\t\t\t\t\t\t<div class="site-header-main-section-right site-header-section site-header-section-right">\n\t\t\t\t\t\t<div class="site-header-item site-header-focus-item site-header-item-navgation-popup-toggle" data-section="kadence_customizer_mobile_trigger">\n'
                    '\t\t<div class="mobile-toggle-open-container">\n\t\t\t\t\t\t<button id="mobile-toggle" class="menu-toggle-open drawer-toggle menu-toggle-style-default" aria-label="Open menu" data-toggle-target="#mobile-drawer" data-toggle-body-class="showing-popup-drawer-from-right" aria-expanded="false" data-set-focus=".menu-toggle-close">\n'
                    '\t\t\t\t\t\t<span class="menu-toggle-icon"><span class="kadence-svg-iconset"><svg aria-hidden="true" class="kadence-svg-icon kadence-menu-svg" fill="currentColor" version="1.1" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><title>Toggle Menu</title><path d="%s"></path></svg></span></span>\n'
                    '\t\t</button>\n\t\t</div>\n\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t\t\t\t</div>\n\t\t</div>\n\t</div>\n</div>\n\t\t\t</div>\n\t\t</div>\n\t\t\t</div>\n</div>\n</header><!-- #masthead -->\n') % (
            base, esc(site), '<p class="site-description">%s</p>' % esc(tagline) if tagline else "", menu_ul("primary-menu", "menu"), base, esc(site), AS_SVG["menu"])
        drawer = ('<div id="mobile-drawer" class="popup-drawer popup-drawer-layout-sidepanel popup-drawer-animation-fade popup-drawer-side-right" data-drawer-target-string="#mobile-drawer">\n\t<div class="drawer-overlay" data-drawer-target-string="#mobile-drawer"></div>\n'
                  '\t<div class="drawer-inner">\n\t\t\t\t\t\t<div class="drawer-header">\n\t\t\t<button class="menu-toggle-close drawer-toggle" aria-label="Close menu"  data-toggle-target="#mobile-drawer" data-toggle-body-class="showing-popup-drawer-from-right" aria-expanded="false" data-set-focus=".menu-toggle-open">\n'
                  '\t\t\t\t<span class="toggle-close-bar"></span>\n\t\t\t\t<span class="toggle-close-bar"></span>\n\t\t\t</button>\n\t\t</div>\n\t\t<div class="drawer-content mobile-drawer-content content-align-left content-valign-top">\n'
                  '\t\t\t\t\t\t\t\t<div class="site-header-item site-header-focus-item site-header-item-mobile-navigation mobile-navigation-layout-stretch-false" data-section="kadence_customizer_mobile_navigation">\n'
                  '\t\t<nav id="mobile-site-navigation" class="mobile-navigation drawer-navigation drawer-navigation-parent-toggle-false" role="navigation" aria-label="Primary Mobile Navigation">\n'
                  '\t\t\t\t<div class="mobile-menu-container drawer-menu-container">\n\t\t\t%s\t\t</div>\n\t</nav><!-- #site-navigation -->\n\t\t</div><!-- data-section="mobile_navigation" -->\n\t\t\t\t\t\t\t</div>\n\t</div>\n</div>\n') % menu_ul("mobile-menu", "menu has-collapse-sub-nav")
        footer = ('<footer id="colophon" class="site-footer" role="contentinfo">\n\t<div class="site-footer-wrap">\n\t\t<div class="site-bottom-footer-wrap site-footer-row-container site-footer-focus-item site-footer-row-layout-standard site-footer-row-tablet-layout-default site-footer-row-mobile-layout-default" data-section="kadence_customizer_footer_bottom">\n'
                  '\t<div class="site-footer-row-container-inner">\n\t\t\t\t<div class="site-container">\n\t\t\t<div class="site-bottom-footer-inner-wrap site-footer-row site-footer-row-columns-1 site-footer-row-column-layout-row site-footer-row-tablet-column-layout-default site-footer-row-mobile-column-layout-row ft-ro-dir-row ft-ro-collapse-normal ft-ro-t-dir-default ft-ro-m-dir-default ft-ro-lstyle-plain">\n'
                  '\t\t\t\t\t\t\t\t\t<div class="site-footer-bottom-section-1 site-footer-section footer-section-inner-items-1">\n\t\t\t\t\t\t\n<div class="footer-widget-area site-info site-footer-focus-item content-align-default content-tablet-align-default content-mobile-align-default content-valign-default content-tablet-valign-default content-mobile-valign-default" data-section="kadence_customizer_footer_html">\n'
                  '\t<div class="footer-widget-area-inner site-info-inner">\n\t\t<div class="footer-html inner-link-style-normal"><div class="footer-html-inner"><p>&copy; %d %s - WordPress Theme by <a href="https://www.kadencewp.com/" rel="nofollow noopener" target="_blank">Kadence WP</a></p>\n</div></div>\t</div>\n</div><!-- .site-info -->\n'
                  '\t\t\t\t\t</div>\n\t\t\t\t\t\t\t\t\t</div>\n\t\t</div>\n\t</div>\n</div>\n\t</div>\n</footer><!-- #colophon -->\n') % (min(2024, pub.year + r.randint(0, 1)), esc(site))
        scripts = ('<script id="kadence-navigation-js-extra">\nvar kadenceConfig = {"screenReader":{"expand":"Child menu","expandOf":"Child menu of","collapse":"Child menu","collapseOf":"Child menu of"},"breakPoints":{"desktop":"1024","tablet":768},"scrollOffset":"0"};\n</script>\n'
                   '<script src="%s/wp-content/themes/kadence/assets/js/navigation.min.js?ver=%s" id="kadence-navigation-js" async></script>\n') % (base, ver)
        if related:
            scripts += '<script src="%s/wp-content/themes/kadence/assets/js/%s?ver=%s" id="kadence-slide-init-js" defer></script>\n' % (base, "splide-init.min.js" if k_splide else "tiny-slider-init.min.js", ver)
        page_ = ('%s<div id="wrapper" class="site wp-site-blocks">\n\t\t\t<a class="skip-link screen-reader-text scroll-ignore" href="#main">Skip to content</a>\n\t\t%s\n\t<div id="inner-wrap" class="wrap hfeed kt-clear">\n\t\t%s'
                 '<div id="primary" class="content-area">\n\t<div class="content-container site-container">\n\t\t<main id="main" class="site-main" role="main">\n\t\t\t\t\t\t<div class="content-wrap">\n\t\t\t\t%s%s%s%s%s%s'
                 '\t\t\t</div>\n\t\t\t\t\t</main><!-- #main -->\n\t\t%s\t</div>\n</div><!-- #primary -->\n\t</div><!-- #inner-wrap -->\n\t%s</div><!-- #wrapper -->\n%s%s') % (
            style, masthead, hero_sec, above, article, abox, nav, rel, comm, side, footer, drawer, scripts)

    # Hello Elementor
    else:
        tag_html = ('<span class="tag-links">Tagged %s</span>' % ", ".join('<a href="%s/tag/%s/" rel="tag">%s</a>' % (base, x, x) for x in tags)) if tags else ""
        bc = '<p id="breadcrumbs">%s</p>' % crumb_html if crumb_html else ""
        comm = wp_list(r, cs, 42, "Leave a Reply", "h2", "h2", "One Response" if len(cs) == 1 else "%d Responses" % len(cs), "title-comments", True, pub, cfmt, pid, url, akismet) if comments_on else ""
        classes = "site-main post-%d post type-post status-publish format-standard hentry category-%s%s" % (pid, csl, "".join(" tag-" + x for x in tags))
        main = ('<main id="content" class="%s"%s>\n\n\t\t\t%s<header class="page-header">\n\t\t\t<h1 class="entry-title">%s</h1>\t\t</header>\n\t\t\n\t<div class="page-content">\n\t\t%s\n\t\t<div class="post-tags">\n\t\t\t%s\t\t</div>\n\t\t\t</div>\n\n\t%s\n</main>\n\n\t') % (
            classes, ' role="main"' if h_role else "", bc, esc(t), content, tag_html, comm)
        menu_lis = "".join('<li id="menu-item-%d" class="menu-item menu-item-type-%s menu-item-%d"><a href="%s/%s">%s</a></li>' % (
            40 + k, "taxonomy menu-item-object-category" if x in CATS else "custom menu-item-object-custom" if x == "Home" else "post_type menu-item-object-page", 40 + k,
            base, "" if x == "Home" else ("category/%s/" % x.lower() if x in CATS else slugify(x) + "/"), esc(x)) for k, x in enumerate(menu))
        if h_elementor:
            eid, fid = r.randint(10, 99), r.randint(100, 999)
            eh = lambda: hexs(7)
            head = ('<div data-elementor-type="header" data-elementor-id="%d" class="elementor elementor-%d elementor-location-header" data-elementor-post-type="elementor_library">\n'
                    '\t\t\t<div class="elementor-element elementor-element-%s e-flex e-con-boxed e-con e-parent" data-id="%s" data-element_type="container">\n\t\t\t\t\t<div class="e-con-inner">\n'
                    '\t\t<div class="elementor-element elementor-element-%s elementor-widget elementor-widget-theme-site-title elementor-widget-heading" data-id="%s" data-element_type="widget" data-widget_type="theme-site-title.default">\n'
                    '\t\t\t\t<div class="elementor-widget-container">\n\t\t\t<h2 class="elementor-heading-title elementor-size-default"><a href="%s">%s</a></h2>\t\t</div>\n\t\t\t\t</div>\n'
                    '\t\t<div class="elementor-element elementor-element-%s elementor-nav-menu__align-end elementor-nav-menu--dropdown-tablet elementor-nav-menu__text-align-aside elementor-nav-menu--toggle elementor-nav-menu--burger elementor-widget elementor-widget-nav-menu" data-id="%s" data-element_type="widget" data-widget_type="nav-menu.default">\n'
                    '\t\t\t\t<div class="elementor-widget-container">\n\t\t\t\t\t\t<nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade">\n'
                    '\t\t\t\t<ul id="menu-1-%s" class="elementor-nav-menu">%s</ul>\t\t\t</nav>\n\t\t\t\t\t<div class="elementor-menu-toggle" role="button" tabindex="0" aria-label="Menu Toggle" aria-expanded="false">\n'
                    '\t\t\t<span class="elementor-screen-only">Menu</span>\n\t\t</div>\n\t\t\t\t\t<nav class="elementor-nav-menu--dropdown elementor-nav-menu__container" aria-hidden="true">\n\t\t\t\t<ul id="menu-2-%s" class="elementor-nav-menu">%s</ul>\t\t\t</nav>\n'
                    '\t\t\t\t</div>\n\t\t\t\t</div>\n\t\t\t\t\t</div>\n\t\t\t\t</div>\n\t\t\t\t</div>\n') % (
                eid, eid, eh(), eh(), eh(), eh(), base, esc(site), eh(), eh(), eh(), menu_lis.replace('"><a ', '"><a class="elementor-item" '), eh(), menu_lis.replace('"><a ', '"><a class="elementor-item" tabindex="-1" '))
            foot = ('<div data-elementor-type="footer" data-elementor-id="%d" class="elementor elementor-%d elementor-location-footer" data-elementor-post-type="elementor_library">\n'
                    '\t\t\t<div class="elementor-element elementor-element-%s e-flex e-con-boxed e-con e-parent" data-id="%s" data-element_type="container">\n\t\t\t\t\t<div class="e-con-inner">\n'
                    '\t\t<div class="elementor-element elementor-element-%s elementor-widget elementor-widget-text-editor" data-id="%s" data-element_type="widget" data-widget_type="text-editor.default">\n'
                    '\t\t\t\t<div class="elementor-widget-container">\n\t\t\t\t\t\t\t<p>&copy; %d %s. All rights reserved.</p>\t\t\t\t\t\t</div>\n\t\t\t\t</div>\n\t\t\t\t\t</div>\n\t\t\t\t</div>\n\t\t\t\t</div>\n') % (
                fid, fid, eh(), eh(), eh(), eh(), min(2024, pub.year + r.randint(0, 1)), esc(site))
        elif era >= 2023:
            head = ('<header id="site-header" class="site-header dynamic-header menu-dropdown-tablet">\n\t<div class="header-inner">\n\t\t<div class="site-branding show-title">\n'
                    '\t\t\t\t\t\t\t<div class="site-title show">\n\t\t\t\t\t<a href="%s/" title="Home" rel="home">\n\t\t\t\t\t\t%s\t\t\t\t\t</a>\n\t\t\t\t</div>\n%s\t\t</div>\n\n'
                    '\t\t\t\t\t<nav class="site-navigation show">\n\t\t\t\t<ul id="menu-main" class="menu">%s</ul>\t\t\t</nav>\n\t\t\t<div class="site-navigation-toggle-holder show">\n'
                    '\t\t\t\t<div class="site-navigation-toggle" role="button" tabindex="0">\n\t\t\t\t\t<i class="eicon-menu-bar" aria-hidden="true"></i>\n\t\t\t\t\t<span class="screen-reader-text">Menu</span>\n\t\t\t\t</div>\n\t\t\t</div>\n'
                    '\t\t\t<nav class="site-navigation-dropdown show">\n\t\t\t\t<ul id="menu-main-1" class="menu">%s</ul>\t\t\t</nav>\n\t\t\t</div>\n</header>\n') % (
                base, esc(site), '\t\t\t\t\t\t\t<p class="site-description show">\n\t\t\t\t\t%s\t\t\t\t</p>\n' % esc(tagline) if tagline else "", menu_lis, menu_lis)
            foot = ('<footer id="site-footer" class="site-footer dynamic-footer footer-has-copyright">\n\t<div class="footer-inner">\n\t\t<div class="site-branding show-logo">\n'
                    '\t\t\t\t\t\t\t<p class="site-description show">\n\t\t\t\t\t%s\t\t\t\t</p>\n\t\t\t\t\t</div>\n\n\t\t\n\t\t\t\t\t<div class="copyright show">\n\t\t\t\t<p>All rights reserved</p>\n\t\t\t</div>\n\t\t\t</div>\n</footer>\n') % esc(tagline or site)
        else:
            head = ('<header id="site-header" class="site-header" role="banner">\n\n\t<div class="site-branding">\n\t\t\t\t\t<h1 class="site-title">\n\t\t\t\t<a href="%s/" title="Home" rel="home">\n\t\t\t\t\t%s\t\t\t\t</a>\n\t\t\t</h1>\n'
                    '%s\t\t\t</div>\n\n\t\t<nav class="site-navigation" role="navigation">\n\t\t<ul id="menu-main" class="menu">%s</ul>\t</nav>\n\t</header>\n') % (
                base, esc(site), '\t\t\t<p class="site-description">\n\t\t\t\t%s\t\t\t</p>\n' % esc(tagline) if tagline else "", menu_lis)
            foot = '<footer id="site-footer" class="site-footer" role="contentinfo">\n\t</footer>\n'
        page_ = ('\n<a class="skip-link screen-reader-text" href="#content">Skip to content</a>\n\n%s\n%s\n%s\n<script src="%s/wp-content/themes/hello-elementor/assets/js/hello-frontend.min.js?ver=%s" id="hello-theme-frontend-js"></script>\n') % (
            head, main, foot, base, ver)

    ld = ""
    if yoast:
        nwords = sum(len(x.split()) for x in story)
        ld = ('<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Article","@id":"%s/#article","isPartOf":{"@id":"%s/"},'
              '"author":{"name":"%s","@id":"%s/#/schema/person/%s"},"headline":"%s","datePublished":"%s","dateModified":"%s","mainEntityOfPage":{"@id":"%s/"},"wordCount":%d,'
              '"commentCount":%d,"publisher":{"@id":"%s/#organization"},"articleSection":["%s"],"inLanguage":"en-US"%s},{"@type":"WebPage","@id":"%s/","url":"%s/","name":"%s - %s",'
              '"isPartOf":{"@id":"%s/#website"},"datePublished":"%s","dateModified":"%s","breadcrumb":{"@id":"%s/#breadcrumb"},"inLanguage":"en-US"},'
              '{"@type":"BreadcrumbList","@id":"%s/#breadcrumb","itemListElement":[{"@type":"ListItem","position":1,"name":"Home","item":"%s/"},{"@type":"ListItem","position":2,"name":"%s"}]},'
              '{"@type":"WebSite","@id":"%s/#website","url":"%s/","name":"%s","description":"%s","inLanguage":"en-US"}]}</script>\n') % (
            url, url, esc(author[0]), base, hexs(32), esc(t), w3c(pub), w3c(modified or pub), url, nwords, len(cs) if comments_on else 0, base, esc(cat),
            ',"keywords":[%s]' % ",".join('"%s"' % x for x in tags) if tags else "", url, url, esc(t), esc(site), base, w3c(pub), w3c(modified or pub), url,
            url, base, esc(t), base, base, esc(site), esc(tagline))
    tail = ""
    if share == "shared-counts":
        tail = ('<div id="shared-counts-modal-wrap" style="display:none;"><div class="shared-counts-modal"><a href="#" class="shared-counts-modal-close">&times;</a><div class="shared-counts-modal-header">'
                '<span class="shared-counts-modal-title">Share this Article</span><span class="shared-counts-modal-subtitle">Like this article? Email it to a friend!</span></div><div class="shared-counts-modal-content">'
                '<p><label for="shared-counts-modal-recipient">Email sent to:</label><input type="email" id="shared-counts-modal-recipient" placeholder="Friend\'s email address"></p>'
                '<p><label for="shared-counts-modal-name">Your name:</label><input type="text" id="shared-counts-modal-name" placeholder="Your name"></p>'
                '<p><label for="shared-counts-modal-email">Your email:</label><input type="email" id="shared-counts-modal-email" placeholder="Your email address"></p>'
                '<p class="shared-counts-modal-validation"><label for="shared-counts-modal-validation">Comments</label><input type="text" id="shared-counts-modal-validation" autocomplete="off"></p>'
                '<p class="shared-counts-modal-submit"><button id="shared-counts-modal-submit">Send Email</button></p></div></div></div>\n')
        EXTRAS.append("Like this article? Email it to a friend!")
    if ads == "ezoic":
        tail += "<script data-cfasync=\"false\">var ezoicId = %d; var ezoictestactive = 1;</script><script src='//www.ezojs.com/ezoic/sa.min.js' async></script>\n" % rs.randint(100000, 999999)
    elif ads == "mediavine":
        tail += '<script type="text/javascript" async="async" data-noptimize="1" data-cfasync="false" src="//scripts.mediavine.com/tags/%s.js?ver=6.4.2" id="mv-script-wrapper-js"></script>\n' % slugify(site)
    return ld + page_ + tail


def wp_list(r, cs, size, reply_title, reply_tag, title_tag, heading, title_cls, hello, pub, cfmt, pid, url, akismet):
    """WordPress's HTML5 comments (wp_list_comments() and comment_form())
    as Kadence and Hello Elementor print them: the heading ("N
    Comments", "N Responses"), an ol.comment-list of article.comment-body
    boxes (the avatar, b.fn, "says:", the link dated "DATE at TIME" in
    the site's formats, div.comment-content, "Reply"), replies in
    ol.children, and the reply form; the first comment a while after
    the post (pub), the others within hours or days of it."""
    out = '<%s id="comments" class="comments-area">\n\n' % ("section" if hello else "div")
    if cs:
        cdt = lambda d: datetime.datetime(d[2], MONTHS.index(d[1]) + 1, d[0], d[3] % 12 + (12 if d[5] == "PM" else 0), d[4])
        shift = pub + datetime.timedelta(minutes=r.randint(20, 900)) - cdt(cs[0][1])

        def item(i, x):
            cid = r.randint(100, 99999)
            w = cdt(x[1]) + shift
            d = cfmt(w)
            g = "https://secure.gravatar.com/avatar/%032x?s=%d&#038;d=mm&#038;r=g" % (random.Random(x[0]).getrandbits(128), size)
            return ('<li id="comment-%d" class="comment %s thread-%s depth-%d">\n\t\t\t<article id="div-comment-%d" class="comment-body">\n\t\t\t\t<footer class="comment-meta">\n\t\t\t\t\t<div class="comment-author vcard">\n'
                    "\t\t\t\t\t\t<img alt='' src='%s' srcset='%s 2x' class='avatar avatar-%d photo' height='%d' width='%d' loading='lazy' decoding='async'/>\t\t\t\t\t\t<b class=\"fn\">%s</b> <span class=\"says\">says:</span>\t\t\t\t\t</div><!-- .comment-author -->\n\n"
                    '\t\t\t\t\t<div class="comment-metadata">\n\t\t\t\t\t\t<a href="%s/#comment-%d"><time datetime="%s">%s</time></a>\t\t\t\t\t</div><!-- .comment-metadata -->\n\n\t\t\t\t\t\t\t\t\t</footer><!-- .comment-meta -->\n\n'
                    '\t\t\t\t<div class="comment-content">\n\t\t\t\t\t%s\t\t\t\t</div><!-- .comment-content -->\n\n\t\t\t\t<div class="reply"><a rel=\'nofollow\' class=\'comment-reply-link\' href=\'#comment-%d\' data-commentid="%d" '
                    'data-belowelement="div-comment-%d" data-respondelement="respond" data-replyto="Reply to %s" aria-label=\'Reply to %s\'>Reply</a></div>\t\t\t</article><!-- .comment-body -->\n') % (
                cid, "even" if i % 2 == 0 else "odd", "even" if i % 2 == 0 else "odd", x[3], cid, g, g.replace("s=%d" % size, "s=%d" % (2 * size)), size, size, size, esc(x[0]),
                url, cid, w.strftime("%Y-%m-%dT%H:%M:%S+00:00"), d, ps(x[2]), cid, cid, cid, esc(x[0]), esc(x[0]))
        lst = nest(cs, item).replace('<ul class="children">', '<ol class="children">').replace("</li></ul></li>", "</li><!-- #comment-## -->\n</ol><!-- .children -->\n</li><!-- #comment-## -->\n")
        out += ('\t\t<%s class="%s">\n\t\t\t%s\t\t</%s>\n\n\t\t\n\t\t<ol class="comment-list">\n\t\t\t%s\n\t\t</ol><!-- .comment-list -->\n\n\t\t\n\t') % (
            title_tag, title_cls, heading, title_tag, lst)
    out += ('\t<div id="respond" class="comment-respond">\n\t\t<%s id="reply-title" class="comment-reply-title">%s <small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond" style="display:none;">Cancel reply</a></small></%s>'
            '<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate><p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> '
            '<span class="required-field-message">Required fields are marked <span class="required">*</span></span></p><p class="comment-form-comment"><label for="comment">Comment <span class="required">*</span></label> '
            '<textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p><p class="comment-form-author"><label for="author">Name <span class="required">*</span></label> '
            '<input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name" required /></p>\n<p class="comment-form-email"><label for="email">Email <span class="required">*</span></label> '
            '<input id="email" name="email" type="email" value="" size="30" maxlength="100" aria-describedby="email-notes" autocomplete="email" required /></p>\n'
            '<p class="comment-form-url"><label for="url">Website</label> <input id="url" name="url" type="url" value="" size="30" maxlength="200" autocomplete="url" /></p>\n'
            '<p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes" /> <label for="wp-comment-cookies-consent">Save my name, email, and website in this browser for the next time I comment.</label></p>\n'
            '<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment" /> <input type=\'hidden\' name=\'comment_post_ID\' value=\'%d\' id=\'comment_post_ID\' />\n'
            '<input type=\'hidden\' name=\'comment_parent\' id=\'comment_parent\' value=\'0\' />\n</p>%s</form>\t</div><!-- #respond -->\n\t\n</%s><!-- .comments-area -->\n') % (
        reply_tag, reply_title, reply_tag, pid, '<p class="akismet_comment_form_privacy_notice">This site uses Akismet to reduce spam. <a href="https://akismet.com/privacy/" target="_blank" rel="nofollow noopener">Learn how your comment data is processed</a>.</p>' if akismet else "",
        "section" if hello else "div")
    return out

# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

SE_SITES = [("stackoverflow", "Stack Overflow", "stackoverflow.com", (59300000, 77600000)), ("stackoverflow", "Stack Overflow", "stackoverflow.com", (59300000, 77600000)),
            ("stackoverflow", "Stack Overflow", "stackoverflow.com", (59300000, 77600000)), ("superuser", "Super User", "superuser.com", (1510000, 1830000)),
            ("askubuntu", "Ask Ubuntu", "askubuntu.com", (1200000, 1520000)), ("serverfault", "Server Fault", "serverfault.com", (996000, 1150000)),
            ("cooking", "Seasoned Advice", "cooking.stackexchange.com", (105000, 129000)), ("english", "English Language & Usage", "english.stackexchange.com", (523000, 622000))]
SE_TAGS = {"stackoverflow": ["python", "javascript", "java", "c#", "reactjs", "node.js", "sql", "pandas", "typescript", "android", "docker", "go"],
           "superuser": ["windows-10", "windows-11", "linux", "networking", "macos", "command-line", "bios", "ssd", "microsoft-excel", "usb"],
           "askubuntu": ["22.04", "20.04", "apt", "networking", "gnome", "boot", "drivers", "snap", "grub2", "dual-boot"],
           "serverfault": ["nginx", "linux", "networking", "apache-2.4", "domain-name-system", "ssl", "windows-server-2019", "iptables", "kubernetes"],
           "cooking": ["baking", "bread", "sauce", "food-safety", "substitutions", "chicken", "cheese", "equipment", "dough", "rice"],
           "english": ["meaning", "grammar", "word-choice", "single-word-requests", "phrase-requests", "etymology", "punctuation", "idioms", "verbs"]}
SE_HOT = [("superuser", "Super User"), ("math", "Mathematics Stack Exchange"), ("gaming", "Arqade"), ("electronics", "Electrical Engineering Stack Exchange"),
          ("physics", "Physics Stack Exchange"), ("travel", "Travel Stack Exchange"), ("worldbuilding", "Worldbuilding Stack Exchange"),
          ("scifi", "Science Fiction &amp; Fantasy Stack Exchange"), ("academia", "Academia Stack Exchange"), ("codegolf", "Code Golf Stack Exchange"),
          ("diy", "Home Improvement Stack Exchange"), ("rpg", "Role-playing Games Stack Exchange"), ("english", "English Language &amp; Usage Stack Exchange"),
          ("workplace", "The Workplace Stack Exchange"), ("askubuntu", "Ask Ubuntu"), ("unix", "Unix &amp; Linux Stack Exchange"),
          ("cooking", "Seasoned Advice"), ("bicycles", "Bicycles Stack Exchange"), ("stackoverflow", "Stack Overflow"), ("security", "Information Security Stack Exchange")]
SE_MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def stackexchange(r, t, body, cat, cs):
    """A question page on a Stack Exchange site of 2020-2024 (Stack
    Overflow, Super User, Ask Ubuntu, Server Fault, Seasoned Advice or
    English Language & Usage, one a site), from the site's feed of new
    questions (the feed's description the question's body HTML on most
    sites, its text cut near 250 characters with "..." on the others), as
    a reader logged out and without scripts gets it, in the markup of
    2020-2021 (grid--cell classes, "Active", "Mar 18 '21 at 8:20",
    "Bookmark this question.", the Active/Oldest/Votes buttons) or of
    2022-2024 (flex--item classes, "Modified", "Mar 18, 2021 at 8:20",
    the saves button and the tooltips' s-popover boxes, "Sorted by:" and
    its select): the top bar ("Log in", "Sign up"), the left nav
    ("Home", "Questions", "Tags", "Users", "Companies" or "Unanswered",
    Collectives and Teams on Stack Overflow), the smaller sites' header
    band, the h1's a.question-hyperlink (" [closed]" or " [duplicate]"
    after it on some pages), "Ask Question", "Asked", "Modified" and
    "Viewed 1k times", the ad zones on Stack Overflow, the vote cell (the
    arrows' svgs and tooltips, the count, the bookmark, "Show activity on
    this post."), the question's div.s-prose.js-post-body (paragraphs
    with inline code, links and <em>s, code blocks in pre>code with
    their lang- classes, highlight.js's spans on some sites, a Stack
    Snippet, a blockquote of an error or of example sentences, a list, a
    picture from i.stack.imgur.com, an "EDIT:" paragraph after an <hr>;
    on closed pages the post notice's aside inside the body's box:
    "Closed. This question needs ...", "This question already has
    answers here:" and the duplicate's title), the tags, "Share",
    "Improve this question", "Follow", the "edited" and "asked" user
    cards (avatar, name, reputation, badges), the comments ("- NAME",
    the date, the pencil of an edited one, "Add a comment" or "Show 3
    more comments"), "N Answers" and the sort, each answer in the same
    markup (its vote cell, the accepted one's check mark, its own
    s-prose js-post-body box of the question's class, "Improve this
    answer", "answered" and "edited" cards, its comments), "Your Answer"
    (the editor's hidden help, "Sign up or log in", "Post as a guest",
    "Post Your Answer"; none on closed pages), "Know someone who can
    answer?" on unanswered pages, "Not the answer you're looking for?
    Browse other questions tagged ...", the sidebar (The Overflow Blog,
    Featured on Meta, Hot Meta Posts on the smaller sites, "Linked",
    "Related" and "Hot Network Questions" as titles with scores or
    sites' icons, "Question feed"), the cookie banner on some sites and
    the network's footer.  The reader comments are the answers.  The
    truth: the question's own text, its paragraphs, list items, quoted
    paragraphs and code lines in order, the "EDIT:" paragraph as it
    reads; not the title, the notices, the tags, the cards, the
    comments, the answers nor the sidebar's titles."""
    rs = random.Random(BLOG[0] + " site")
    key, sname, host, idr = rs.choice(SE_SITES)
    OWN_HOST[0] = host
    new = rs.random() < 0.65  # the markup of 2022-2024, else 2020-2021's
    whole = rs.random() < 0.65  # the feed's description is the body's HTML
    hl = new and rs.random() < 0.4  # highlight.js's spans in the served HTML
    banner = new and rs.random() < 0.5
    tech = key in ("stackoverflow", "superuser", "askubuntu", "serverfault")
    so = key == "stackoverflow"
    base = "https://" + host
    fl = "flex--item" if new else "grid--cell"
    dfl = "d-flex" if new else "grid"
    lw = lambda: LEXICON[r.randrange(len(LEXICON))]

    # dates: the question's, its answers' (the comments' gaps), the crawl's
    year = r.choice([2022, 2023, 2024] if new else [2020, 2020, 2021])
    asked = datetime.datetime(year, r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))
    times, x = [], asked
    for i, c in enumerate(cs):
        prev = cs[i - 1][1] if i else None
        gap = r.randint(3, 600) if not i else max(1, int((datetime.datetime(c[1][2], MONTHS.index(c[1][1]) + 1, c[1][0]) -
                                                          datetime.datetime(prev[2], MONTHS.index(prev[1]) + 1, prev[0])).total_seconds() // 60) // 4 + r.randint(1, 300))
        x = x + datetime.timedelta(minutes=gap, seconds=r.randint(0, 59))
        times.append(x)
    last = times[-1] if times else asked
    now = last + datetime.timedelta(days=r.choice([0, 0, 1, 2, 4, 9, 30, 90, 300]), hours=r.randint(1, 20))
    if now.year > (2024 if new else 2021):
        now = last + datetime.timedelta(hours=r.randint(2, 30))
    iso = lambda d: d.strftime("%Y-%m-%d %H:%M:%SZ")

    def ago(d, long_form=True):
        s = int((now - d).total_seconds())
        pl = lambda n, w: "%d %s%s" % (n, w, "" if n == 1 else "s")
        if s < 60:
            return pl(max(1, s), "sec") + " ago"
        if s < 3600:
            return pl(s // 60, "min") + " ago"
        if s < 86400:
            return pl(s // 3600, "hour") + " ago"
        dd = s // 86400
        if dd < 2:
            return "yesterday"
        if dd < 31:
            return pl(dd, "day") + " ago"
        if dd < 365:
            return pl(max(1, dd * 12 // 365), "month") + " ago"
        y, m = dd // 365, (dd % 365) * 12 // 365
        return pl(y, "year") + (", " + pl(m, "month") if long_form and new and m else "") + " ago"

    def stamp(d):  # a card's or comment's date: "Mar 3, 2021 at 14:05" ("Mar 3 '21 at 14:05" before 2021's change)
        if (now - d).total_seconds() < 2 * 86400:
            return ago(d)
        y = "" if d.year == now.year else (", %d" % d.year if new else " '%02d" % (d.year % 100))
        return "%s %d%s at %d:%02d" % (SE_MON[d.month - 1], d.day, y, d.hour, d.minute)

    def head_ago(d):
        return "today" if d.date() == now.date() else ago(d)

    def user(n):  # the same user on every page of the site
        u = random.Random(BLOG[0] + " se user " + n)
        style = u.choice([0, 0, 1, 2, 3])
        h = [n, n.replace(" ", "").lower(), n.split()[0] + " " + n.split()[1][0] + "." if " " in n else n.title(), "user%d" % u.randint(1000000, 24000000)][style]
        rep = int(10 ** u.uniform(0, 5.6))
        b = (u.randint(0, 40) if rep > 20000 else 0, u.randint(1, 300) if rep > 800 else u.randint(0, 3), u.randint(1, 400) if rep > 40 else u.randint(0, 5))
        av = u.choice(["https://www.gravatar.com/avatar/%032x?s=64&amp;d=identicon&amp;r=PG%s" % (u.getrandbits(128), "" if new else "&amp;f=1"),
                       "https://i.stack.imgur.com/%s.jpg?s=64&amp;g=1" % "".join(u.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") for _ in range(5)),
                       "https://lh3.googleusercontent.com/a/%s=k-s64" % "".join(u.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") for _ in range(28))])
        return u.randint(1000, 22000000), h, rep, b, av

    def rep_s(n):
        return ("{:,}".format(n), "reputation score ") if n < 10000 else ("%.1fk" % (n / 1000.0) if n < 100000 else "%dk" % (n // 1000), "reputation score {:,}".format(n))

    def flair(n):
        uid, h, rep, b, av = user(n)
        rv, rt = rep_s(rep)
        out = '<span class="reputation-score" title="%s" dir="ltr">%s</span>' % (rt, rv)
        for k, (cnt, kind) in enumerate(zip(b, ["gold", "silver", "bronze"])):
            if cnt:
                out += ('<span title="%d %s badge%s" aria-hidden="true"><span class="badge%d"></span><span class="badgecount">%d</span></span><span class="v-visible-sr">%d %s badge%s</span>'
                        % (cnt, kind, "s" if cnt > 1 else "", k + 1, cnt, cnt, kind, "s" if cnt > 1 else ""))
        return out

    def uslug(h):
        return "-".join(h.lower().replace(".", "").split())

    def card(n, action, d, pid, cls, edit_link=False, bare=False):
        uid, h, rep, b, av = user(n)
        when = '%s <span title="%s" class="relativetime">%s</span>' % (action, iso(d), stamp(d))
        if edit_link:
            when = ('<a href="/posts/%d/revisions" title="show all edits to this post" class="js-gps-track" data-gps-track="post.click({ item: 4, priv: 0, post_type: %d })">%s</a>'
                    % (pid, 1 if cls == "q" else 2, when))
        if bare:  # the owner's own edit: the time alone
            return ('<div class="user-info ">\n    <div class="user-action-time">\n        %s\n    </div>\n    <div class="user-gravatar32">\n        \n    </div>\n'
                    '    <div class="user-details">\n        \n        <div class="-flair">\n            \n        </div>\n    </div>\n</div>' % when)
        author = ' itemprop="author" itemscope itemtype="http://schema.org/Person"' if action in ("asked", "answered") else ""
        return ('<div class="user-info %s">\n    <div class="user-action-time">\n        %s\n    </div>\n    <div class="user-gravatar32">\n'
                '        <a href="/users/%d/%s"><div class="gravatar-wrapper-32"><img src="%s" alt="%s" width="32" height="32" class="bar-sm"></div></a>\n    </div>\n'
                '    <div class="user-details"%s>\n        <a href="/users/%d/%s">%s</a>%s\n        <div class="-flair">\n            %s\n        </div>\n    </div>\n</div>') % (
            "user-hover" if new or action != "asked" else "", when, uid, uslug(h), av, esc(h) + "'s user avatar" if new else "", author, uid, uslug(h), esc(h),
            '<span class="d-none" itemprop="name">%s</span>' % esc(h) if author else "", flair(n))

    def tip(text):  # 2022's tooltips: a popover box after the button, its id in aria-describedby
        i = "--stacks-s-tooltip-" + "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(8))
        return i, '<div id="%s" class="s-popover s-popover__tooltip" role="tooltip">%s<div class="s-popover--arrow"></div></div>' % (i, text)

    def votecell(pid, score, kind, accepted):
        q = kind == "question"
        up, down = (("This question shows research effort; it is useful and clear", "This question does not show any research effort; it is unclear or not useful") if q
                    else ("This answer is useful", "This answer is not useful"))
        if new:
            i1, t1 = tip(up)
            i2, t2 = tip(down)
            i3, t3 = tip("Save this %s." % kind)
            i4, t4 = tip("Show activity on this post.")
            out = ('<div class="js-voting-container d-flex jc-center fd-column ai-stretch gs4 fc-black-200" data-post-id="%d">\n'
                   '        <button class="js-vote-up-btn flex--item s-btn s-btn__unset c-pointer " data-controller="s-tooltip" data-s-tooltip-placement="right" aria-pressed="false" aria-label="Up vote" data-selected-classes="fc-theme-primary" data-unselected-classes="" aria-describedby="%s">\n'
                   '            <svg aria-hidden="true" class="svg-icon iconArrowUpLg" width="36" height="36" viewBox="0 0 36 36"><path d="M2 25h32L18 9 2 25Z"></path></svg>\n        </button>%s\n'
                   '        <div class="js-vote-count flex--item d-flex fd-column ai-center fc-black-500 fs-title" itemprop="upvoteCount" data-value="%d">\n            %d\n        </div>\n'
                   '        <button class="js-vote-down-btn flex--item s-btn s-btn__unset c-pointer " data-controller="s-tooltip" data-s-tooltip-placement="right" aria-pressed="false" aria-label="Down vote" data-selected-classes="fc-theme-primary" data-unselected-classes="" aria-describedby="%s">\n'
                   '            <svg aria-hidden="true" class="svg-icon iconArrowDownLg" width="36" height="36" viewBox="0 0 36 36"><path d="M2 11h32L18 27 2 11Z"></path></svg>\n        </button>%s\n\n'
                   '<button class="js-saves-btn s-btn s-btn__unset c-pointer py4" id="saves-btn-%d" data-controller="s-tooltip" data-s-tooltip-placement="right" data-s-popover-placement="" aria-pressed="false" data-post-id="%d" data-post-type-id="%d" data-user-privilege-for-post-click="0" aria-controls="" data-s-popover-auto-show="false" aria-describedby="%s">\n'
                   '    <svg aria-hidden="true" class="fc-theme-primary-500 js-saves-btn-selected d-none svg-icon iconBookmark" width="18" height="18" viewBox="0 0 18 18"><path d="M3 17V3c0-1.1.9-2 2-2h8a2 2 0 0 1 2 2v14l-6-4-6 4Z"></path></svg>\n'
                   '    <svg aria-hidden="true" class="js-saves-btn-unselected svg-icon iconBookmarkAlt" width="18" height="18" viewBox="0 0 18 18"><path d="m9 10.6 4 2.66V3H5v10.26l4-2.66ZM3 17V3c0-1.1.9-2 2-2h8a2 2 0 0 1 2 2v14l-6-4-6 4Z"></path></svg>\n</button>%s\n') % (
                pid, i1, t1, score, score, i2, t2, pid, pid, 1 if q else 2, i3, t3)
            if not q:
                out += ('<div class="js-accepted-answer-indicator flex--item fc-green-400 py6 mtn8%s" data-s-tooltip-placement="right" title="Loading when this answer was accepted&#x2026;" tabindex="0" role="note" aria-label="Accepted">\n'
                        '    <div class="ta-center">\n        <svg aria-hidden="true" class="svg-icon iconCheckmarkLg" width="36" height="36" viewBox="0 0 36 36"><path d="m6 14 8 8L30 6v8L14 30l-8-8v-8Z"></path></svg>\n    </div>\n</div>\n') % ("" if accepted else " d-none")
            out += ('        <a class="js-post-issue flex--item s-btn s-btn__unset c-pointer py6 mx-auto" href="/posts/%d/timeline" data-shortcut="T" data-ks-title="timeline" data-controller="s-tooltip" data-s-tooltip-placement="right" aria-label="Timeline" aria-describedby="%s">'
                    '<svg aria-hidden="true" class="mln2 mr0 svg-icon iconHistory" width="19" height="18" viewBox="0 0 19 18"><path d="M3 9a8 8 0 1 1 3.73 6.77L8.2 14.3A6 6 0 1 0 5 9l3.01-.01-4 4-4-4h3L3 9Zm7-4h1.01L11 9.36l3.22 2.1-.6.93L10 10V5Z"></path></svg></a>%s\n\n</div>') % (pid, i4, t4)
            return out
        out = ('<div class="js-voting-container grid jc-center fd-column ai-stretch gs4 fc-black-200" data-post-id="%d">\n'
               '        <button class="js-vote-up-btn grid--cell s-btn s-btn__unset c-pointer" data-controller="s-tooltip" data-s-tooltip-placement="right" title="%s" aria-pressed="false" aria-label="Up vote" data-selected-classes="fc-theme-primary"><svg aria-hidden="true" class="m0 svg-icon iconArrowUpLg" width="36" height="36" viewBox="0 0 36 36"><path d="M2 26h32L18 10 2 26z"/></svg></button>\n'
               '        <div class="js-vote-count grid--cell fc-black-500 fs-title grid fd-column ai-center" itemprop="upvoteCount" data-value="%d">%d</div>\n'
               '        <button class="js-vote-down-btn grid--cell s-btn s-btn__unset c-pointer" data-controller="s-tooltip" data-s-tooltip-placement="right" title="%s" aria-pressed="false" aria-label="Down vote" data-selected-classes="fc-theme-primary"><svg aria-hidden="true" class="m0 svg-icon iconArrowDownLg" width="36" height="36" viewBox="0 0 36 36"><path d="M2 10h32L18 26 2 10z"/></svg></button>\n\n') % (pid, up, score, score, down)
        if q:
            out += ('        <button class="js-bookmark-btn s-btn s-btn__unset c-pointer py4 js-gps-track" \n                data-controller="s-tooltip" data-s-tooltip-placement="right" title="Bookmark this question."\n'
                    '                aria-pressed="false" aria-label="Bookmark" data-selected-classes="fc-yellow-600"\n                data-gps-track="post.click({ item: 1, priv: 0, post_type: 1 })">\n'
                    '            <svg aria-hidden="true" class="svg-icon iconBookmark" width="18" height="18" viewBox="0 0 18 18"><path d="M6 1a2 2 0 00-2 2v14l5-4 5 4V3a2 2 0 00-2-2H6zm3.9 3.83h2.9l-2.35 1.7.9 2.77L9 7.59l-2.35 1.7.9-2.76-2.35-1.7h2.9L9 2.06l.9 2.77z"/></svg>\n'
                    '            <div class="js-bookmark-count mt4 d-none" data-value=""></div>\n        </button>\n')
        else:
            out += ('            <div class="js-accepted-answer-indicator grid--cell fc-green-500 py6 mtn8%s" data-s-tooltip-placement="right" title="Loading when this answer was accepted&#x2026;" tabindex="0" role="note" aria-label="Accepted">\n'
                    '                <div class="ta-center">\n                    <svg aria-hidden="true" class="svg-icon iconCheckmarkLg" width="36" height="36" viewBox="0 0 36 36"><path d="M6 14l8 8L30 6v8L14 30l-8-8v-8z"/></svg>\n'
                    '                </div>\n            </div>\n') % ("" if accepted else " d-none")
        return out + ('        <a class="js-post-issue grid--cell s-btn s-btn__unset c-pointer py6 mx-auto" href="/posts/%d/timeline" data-shortcut="T" data-ks-title="timeline" data-controller="s-tooltip" data-s-tooltip-placement="right" title="Show activity on this post." aria-label="Timeline">'
                      '<svg aria-hidden="true" class="mln2 mr0 svg-icon iconHistory" width="19" height="18" viewBox="0 0 19 18"><path d="M3 9a8 8 0 113.73 6.77L8.2 14.3A6 6 0 105 9l3.01-.01-4 4-4-4h3L3 9zm7-4h1.01L11 9.36l3.22 2.1-.6.93L10 10V5z"/></svg></a>\n\n</div>') % pid

    def menu(pid, kind):
        q = kind == "question"
        lic = "4.0" if asked.year >= 2018 else "3.0"
        if new:
            i, tt = tip("Follow this %s to receive notifications" % kind)
            share = ('<a href="/%s/%d" rel="nofollow" itemprop="url" class="js-share-link js-gps-track" title="Short permalink to this %s" data-gps-track="post.click({ item: 2, priv: 0, post_type: %d })" data-controller="se-share-sheet" '
                     'data-se-share-sheet-title="Share a link to this %s" data-se-share-sheet-subtitle="" data-se-share-sheet-post-type="%s" data-se-share-sheet-social="facebook twitter devto" data-se-share-sheet-location="%d" '
                     'data-se-share-sheet-license-url="https%%3a%%2f%%2fcreativecommons.org%%2flicenses%%2fby-sa%%2f%s%%2f" data-se-share-sheet-license-name="CC BY-SA %s" data-s-popover-placement="bottom-start">Share</a>') % (
                "q" if q else "a", pid, kind, 1 if q else 2, kind, kind, 1 if q else 2, lic, lic)
            follow = ('<button type="button" id="btnFollowPost-%d" class="s-btn s-btn__link js-follow-post js-follow-%s js-gps-track" data-gps-track="post.click({ item: 14, priv: 0, post_type: %d })" data-controller="s-tooltip " data-s-tooltip-placement="bottom" data-s-popover-placement="bottom" aria-controls="" aria-describedby="%s">\n'
                      '                    Follow\n                </button>%s') % (pid, kind, 1 if q else 2, i, tt)
        else:
            share = ('<a href="/%s/%d"\n               rel="nofollow"\n               itemprop="url"\n               class="js-share-link js-gps-track"\n               title="Short permalink to this %s"\n'
                     '               data-gps-track="post.click({ item: 2, priv: 0, post_type: %d })"\n               data-controller="se-share-sheet"\n               data-se-share-sheet-title="Share a link to this %s"\n'
                     '               data-se-share-sheet-subtitle=""\n               data-se-share-sheet-post-type="%s"\n               data-se-share-sheet-social="facebook twitter devto"\n'
                     '               data-se-share-sheet-location="%d"\n               data-se-share-sheet-license-url="https%%3a%%2f%%2fcreativecommons.org%%2flicenses%%2fby-sa%%2f%s%%2f"\n'
                     '               data-se-share-sheet-license-name="CC BY-SA %s"\n               data-s-popover-placement="bottom-start">Share</a>') % ("q" if q else "a", pid, kind, 1 if q else 2, kind, kind, 1 if q else 2, lic, lic)
            follow = ('<button type="button"\n                    id="btnFollowPost-%d" class="s-btn s-btn__link js-follow-post js-follow-%s js-gps-track"\n'
                      '                    data-gps-track="post.click({ item: 14, priv: 0, post_type: %d })"\n                    data-controller="s-tooltip " data-s-tooltip-placement="bottom"\n'
                      '                    data-s-popover-placement="bottom" aria-controls=""\n                    title="Follow this %s to receive notifications">\n                Follow\n            </button>') % (pid, kind, 1 if q else 2, kind)
        return ('<div class="js-post-menu pt2" data-post-id="%d" data-post-type-id="%d">\n    <div class="%s gs8 s-anchors s-anchors__muted fw-wrap">\n\n'
                '        <div class="%s">\n            %s\n        </div>\n\n'
                '        <div class="%s">\n            <a href="/posts/%d/edit" class="js-suggest-edit-post js-gps-track" data-gps-track="post.click({ item: 6, priv: 0, post_type: %d })" title="">Improve this %s</a>\n        </div>\n\n'
                '        <div class="%s">\n            %s\n        </div>\n\n    </div>\n    <div class="js-menu-popup-container"></div>\n</div>') % (
            pid, 1 if q else 2, "d-flex" if new else "grid d-flex", fl, share, fl, pid, 1 if q else 2, kind, fl, follow)

    def comments(pid, lines, hidden, op):
        items = []
        for cid, n, text, d, score, edited in lines:
            uid, h, rep, b, av = user(n)
            heat = "" if not score else '<span title="number of &#x27;useful comment&#x27; votes received"\n                            class="%s">%d</span>' % (
                "cool" if score < 5 else "warm" if score < 10 else "hot", score)
            who = ('<a href="/users/%d/%s"\n                       title="%s reputation"\n                       class="comment-user%s">%s</a>' % (uid, uslug(h), "{:,}".format(rep), " owner" if n == op else "", esc(h)))
            when = '<span title="%s, License: CC BY-SA 4.0" class="relativetime-clean">%s</span>' % (iso(d), stamp(d))
            items.append(('    <li id="comment-%d" class="comment js-comment " data-comment-id="%d" data-comment-owner-id="%d" data-comment-score="%d">\n'
                          '        <div class="js-comment-actions comment-actions">\n            <div class="comment-score js-comment-edit-hide">\n                    %s\n            </div>\n        </div>\n'
                          '        <div class="comment-text  js-comment-text-and-form">\n            <div class="comment-body js-comment-edit-hide">\n                \n'
                          '                <span class="comment-copy">%s</span>\n                \n%s\n'
                          '                <span class="comment-date" dir="ltr">%s</span>\n%s'
                          '            </div>\n        </div>\n    </li>\n') % (
                cid, cid, uid, score, heat, text,
                '              <div class="d-inline-flex ai-center">\n&ndash;&nbsp;%s\n                </div>' % who if new else "&ndash;&nbsp;" + who,
                '<a class="comment-link" href="#comment%d_%d"%s>%s</a>' % (cid, pid, ' aria-label="Link to comment"' if new else "", when) if new else when,
                '                        <span title="this comment was edited 1 time">\n                            <svg aria-hidden="true" class="va-text-bottom o50 svg-icon iconPencilSm" width="14" height="14" viewBox="0 0 14 14"><path d="m11.1 1.71 1.13 1.12c.2.2.2.51 0 .71L11.1 4.7 9.21 2.86l1.17-1.15c.2-.2.51-.2.71 0ZM2 10.12l6.37-6.43 1.88 1.88L3.88 12H2v-1.88Z"></path></svg>\n                        </span>\n' if edited else ""))
        add = "Use comments to ask for more information or suggest improvements. Avoid answering questions in comments." if pid == qid else \
            "Use comments to ask for more information or suggest improvements. Avoid comments like &#x201C;&#x2B;1&#x201D; or &#x201C;thanks&#x201D;."
        return ('            <span class="d-none" itemprop="commentCount">%s</span> \n    <div class="post-layout--right js-post-comments-component">\n'
                '        <div id="comments-%d" class="comments js-comments-container bt bc-black-075 mt12 %s" data-post-id="%d" data-min-length="15">\n'
                '            <ul class="comments-list js-comments-list"\n                    data-remaining-comments-count="%d"\n                    data-canpost="false"\n                    data-cansee="true"\n'
                '                    data-comments-unavailable="false"\n                    data-addlink-disabled="true">\n\n%s\n            </ul>\n\t    </div>\n\n'
                '        <div id="comments-link-%d" data-rep=50 data-anon=true>\n'
                '                    <a class="js-add-link comments-link %s" title="%s"  href="#" role="button">%s</a>\n'
                '                <span class="js-link-separator dno">&nbsp;|&nbsp;</span>\n'
                '            <a class="js-show-link comments-link %s" title="Expand to show all comments on this post" href=# onclick="" role="button">%s</a>\n        </div>         \n    </div>') % (
            len(lines) + hidden if lines else "", pid, "" if lines else " dno", pid, hidden, "".join(items), pid, "dno" if hidden else "disabled-link", add,
            "" if hidden else "Add a comment", "" if hidden else "dno", "Show <b>%d</b> more comments" % hidden if hidden else "")

    cids = [r.randint(105000000, 138000000)]

    def make_comments(n, start, op, pool):
        out, d = [], start
        for _ in range(n):
            d = d + datetime.timedelta(minutes=r.randint(2, 900))
            who = op if r.random() < 0.3 else r.choice(pool)
            s = sentence(r, 5, 24)
            if r.random() < 0.25:
                s = "@%s %s" % (user(r.choice(pool + [op]))[1].replace(" ", ""), s[0].lower() + s[1:])
            EXTRAS.append(s)
            text = esc(s)
            if tech and r.random() < 0.3:
                w = s.split(" ")[-1].strip(".?!")
                text = esc(s[:len(s) - len(w) - 1]) + "<code>" + esc(w) + "</code>" + esc(s[-1]) if len(w) > 2 and s.endswith(w + s[-1]) else text
            cids[0] += r.randint(1, 90000)
            out.append((cids[0], who, text, min(d, now), r.choice([0, 0, 0, 0, 1, 2, 3, 6, 12]), r.random() < 0.1))
        return out

    # the question's body: blocks and their lines for the truth
    def hl_line(line, lang):
        kw = {"py": ("import", "def", "return", "from", "for", "in", "if", "None"), "js": ("const", "let", "function", "return", "new", "await"), "go": ("func", "return", "int", "var"),
              "sql": ("SELECT", "FROM", "WHERE", "AND", "ORDER", "BY"), "bash": ("sudo",)}.get(lang, ())
        out = []
        for w in line.split(" "):
            if w in kw:
                out.append('<span class="hljs-keyword">%s</span>' % esc(w))
            elif w.strip("(),;").isdigit() and w.strip("(),;"):
                n = w.strip("(),;")
                out.append(esc(w).replace(n, '<span class="hljs-number">%s</span>' % n, 1))
            elif len(w) > 2 and w[0] in "'\"" and w.rstrip(");,")[-1:] == w[0]:
                s = w.rstrip(");,")
                out.append('<span class="hljs-string">%s</span>%s' % (esc(s), esc(w[len(s):])))
            else:
                out.append(esc(w))
        return " ".join(out)

    def code_block(lines, lang):
        names = {"py": "python", "js": "javascript", "go": "go", "sql": "sql", "bash": "bash", "none": "plaintext"}
        src = "\n".join(hl_line(y, lang) if hl and lang != "none" else esc(y) for y in lines)
        if new:
            cls = ("lang-%s s-code-block" % lang if lang != "none" else "default s-code-block")
            return '<pre class="%s"><code%s>%s\n</code></pre>' % (cls, ' class="hljs language-%s"' % names[lang] if hl else "", src)
        return '<pre%s><code>%s\n</code></pre>' % (' class="lang-%s prettyprint-override"' % lang if lang != "none" and r.random() < 0.6 else "", src)

    def so_code():
        lines = code_lines(r)
        lang = {"import": "py", "const": "js", "$": "bash", "func": "go", "SELECT": "sql"}[lines[0].split()[0]]
        if r.random() < 0.4 and lang in ("py", "js", "go"):
            more = code_lines(r)
            lines = lines + ([""] if r.random() < 0.5 else []) + more
            lang = lang if more[0].split()[0] in ("import", "const", "func") else "none"
        return lines, lang

    def error_lines():
        a, b, c = lw(), lw(), lw()
        return r.choice([
            ["Traceback (most recent call last):", '  File "/home/%s/%s/%s.py", line %d, in <module>' % (a, b, c, r.randint(3, 300)), "    %s = %s(%s)" % (a, b, c),
             "%sError: %s %s %s" % (r.choice(["Type", "Value", "Key", "Attribute", "Name"]), sentence(r, 3, 7).rstrip(".?!").lower(), a, b)],
            ["Uncaught TypeError: Cannot read properties of undefined (reading '%s')" % a, "    at %s (%s.js:%d:%d)" % (b, c, r.randint(2, 400), r.randint(2, 60))],
            ["error[E%04d]: %s `%s`" % (r.randint(1, 700), sentence(r, 3, 6).rstrip(".?!").lower(), a), " --> src/%s.rs:%d:%d" % (b, r.randint(1, 200), r.randint(1, 40))]])

    def shell_lines():
        a, b, c = lw(), lw(), lw()
        return r.choice([
            ["$ sudo apt install %s-%s" % (a, b), "Reading package lists... Done", "Building dependency tree... Done", "E: Unable to locate package %s-%s" % (a, b)],
            ["$ systemctl status %s" % a, "\u25cf %s.service - %s %s daemon" % (a, a.title(), b.title()), "     Loaded: loaded (/lib/systemd/system/%s.service; enabled; vendor preset: enabled)" % a,
             "     Active: failed (Result: exit-code) since %s; %d min ago" % (now.strftime("%a %Y-%m-%d %H:%M:%S UTC"), r.randint(2, 50))],
            ["$ ls -la /etc/%s" % a, "total %d" % r.randint(8, 90), "drwxr-xr-x  2 root root 4096 %s %2d %02d:%02d %s" % (SE_MON[now.month - 1], now.day, r.randint(0, 23), r.randint(0, 59), b),
             "-rw-r--r--  1 root root  %d %s %2d %02d:%02d %s.conf" % (r.randint(100, 9000), SE_MON[now.month - 1], now.day, r.randint(0, 23), r.randint(0, 59), c)],
            ["C:\\Users\\%s> %s /%s %s" % (a.title(), b, c, a), "%s %s" % (sentence(r, 4, 9).rstrip(".?!"), ":"), "    %s . . . . . . . . : %d.%d.%d.%d" % (c.title(), 192, 168, r.randint(0, 9), r.randint(2, 250))]])

    n = len(body)
    story, blocks, code_tag = [], [], [None]
    code_at = r.choice([0, min(1, n - 1)]) if tech and r.random() < (0.8 if so else 0.6) else -1
    err_at = r.randrange(n) if tech and r.random() < 0.35 else -1
    list_at = r.randrange(n) if r.random() < (0.35 if key == "cooking" else 0.18) else -1
    quote_at = {k for k in range(n) if r.random() < 0.45} if key == "english" else ({r.randrange(n)} if r.random() < 0.12 else set())
    img_at = r.randrange(n) if r.random() < (0.1 if key == "english" else 0.18) else -1
    edit = n > 1 and r.random() < 0.2
    for i, p in enumerate(body):
        w = p.split(" ")
        marks = {}
        if tech and len(w) > 6 and r.random() < 0.4:  # inline code over a content word or two
            for k in r.sample(range(1, len(w) - 1), r.choice([1, 1, 2])):
                core = w[k].rstrip(".,?!")
                if core.lower() in WORDS or w[k - 1][-1] in ".?!":
                    continue
                ident = r.choice(["%s()", "%s.%s", "--%s", "%s_%s", "$%s", "/etc/%s", "%s.conf"])
                ident = ident % ((core.lower(), lw())[:ident.count("%s")]) if core else ident
                if core:
                    w[k] = ident + w[k][len(core):]
                    marks[k] = ("code", len(ident))
        elif key == "english" and len(w) > 5 and r.random() < 0.4:
            k = r.randrange(len(w) - 1)
            marks[k] = ("em", len(w[k].rstrip(".,?!")))
        if len(w) > 8 and r.random() < 0.15:
            k = r.randrange(len(w) - 3)
            if all(j not in marks for j in range(k, k + 3)) and not any(y[-1] in ".?!" for y in w[k:k + 2]):
                marks[k] = ("a", 3)
        text = " ".join(w)
        if i == n - 1 and edit:
            lab = r.choice(["EDIT:", "Edit:", "Update:", "EDIT 2:", "UPDATE:"])
            text = lab + " " + text
        story.append(text)
        out, k = [], 0
        while k < len(w):
            m = marks.get(k)
            if m and m[0] == "a":
                out.append('<a href="https://%s.%s/%s" rel="nofollow noreferrer">%s</a>' % (lw(), r.choice(["com", "org", "io", "dev"]), lw(), esc(" ".join(w[k:k + 3]))))
                k += 3
                continue
            if m:
                tag = m[0]
                out.append("<%s>%s</%s>%s" % (tag, esc(w[k][:m[1]]), tag, esc(w[k][m[1]:])))
            else:
                out.append(esc(w[k]))
            k += 1
        h = " ".join(out)
        if i == n - 1 and edit:
            h = "<strong>%s</strong> %s" % (esc(lab), h)
            if r.random() < 0.5:
                blocks.append("<hr />" if not new else "<hr>")
        img = ""
        if i == img_at:
            f = "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") for _ in range(7))
            img = '<a href="https://i.stack.imgur.com/%s.png" rel="nofollow noreferrer"><img src="https://i.stack.imgur.com/%s.png" alt="%s" /></a>' % (
                f, f, r.choice(["enter image description here", "enter image description here", "screenshot", esc(sentence(r, 2, 5).rstrip(".?!"))]))
        if img and r.random() < 0.5:
            blocks.append("<p>%s\n%s</p>" % (h, img))
        else:
            blocks.append("<p>%s</p>" % h)
            if img:
                blocks.append("<p>%s</p>" % img)
        if i in quote_at:
            qs = [sentence(r, 5, 16) for _ in range(r.choice([1, 1, 2]))]
            if key == "english" and r.random() < 0.5:
                qs = [q.rstrip(".?!") + " (%s, %d)" % (lw().title(), r.randint(1850, 2022)) if r.random() < 0.3 else q for q in qs]
            blocks.append("<blockquote>\n%s\n</blockquote>" % "\n".join("<p>%s</p>" % esc(q) for q in qs))
            story.extend(qs)
        if i == code_at:
            lines, lang = so_code() if so else (shell_lines(), "bash" if r.random() < 0.5 else "none")
            code_tag[0] = {"py": "python", "js": "javascript", "go": "go", "sql": "sql", "bash": "bash"}.get(lang) if so else None
            if so and lang == "js" and r.random() < 0.3:
                blocks.append('<div class="snippet" data-lang="js" data-hide="false" data-console="true" data-babel="false">\n<div class="snippet-code">\n'
                              '<pre class="snippet-code-js lang-js%s"><code>%s</code></pre>\n</div>\n</div>' % (" s-code-block" if new else " prettyprint-override", esc("\n".join(lines))))
                if new:
                    blocks[-1] = "<!-- begin snippet: js hide: false console: true babel: false -->\n" + blocks[-1] + "\n<!-- end snippet -->"
            else:
                blocks.append(code_block(lines, lang))
            story.extend(y for y in lines if y.strip())
        if i == err_at:
            lines = error_lines() if so else shell_lines()
            if r.random() < 0.3 and len(lines) <= 2:
                blocks.append("<blockquote>\n<p>%s</p>\n</blockquote>" % "<br />\n".join(esc(y.strip()) for y in lines))
                story.extend(y.strip() for y in lines)
            else:
                blocks.append(code_block(lines, "none"))
                story.extend(y for y in lines if y.strip())
        if i == list_at:
            items = [sentence(r, 3, 12) for _ in range(r.randint(2, 6))]
            if key == "cooking" and r.random() < 0.6:
                items = ["%s %s %s" % (a, r.choice(u) if u else "", lw()) for a, u in (r.choice(AMOUNTS) for _ in items)]
                items = [" ".join(y.split()) for y in items]
            tag = r.choice(["ul", "ol"])
            blocks.append("<%s>\n%s\n</%s>" % (tag, "\n".join("<li>%s</li>" % esc(y) for y in items), tag))
            story.extend(items)
    STORY[:] = story
    sep = "\n" if new else "\n\n"
    qbody = sep.join(blocks)
    flat = " ".join(story)
    DESC.append(qbody if whole else flat if len(flat) <= 250 else flat[:flat.rfind(" ", 0, 250)] + "...")

    # the page's ids, people and tags
    qid = idr[0] + (idr[1] - idr[0]) * ((asked - datetime.datetime(2020, 1, 1)).days) // (5 * 365) + r.randint(0, 999)
    op = r.choice(NAMES)
    pool = [m for m in NAMES if m != op]
    tags = ([code_tag[0] or r.choice(SE_TAGS[key])] + [r.choice([lw(), lw() + "-" + lw(), lw() + "-%d" % r.randint(2, 12)]) for _ in range(r.randint(0, 3))] +
            ([r.choice(SE_TAGS[key])] if r.random() < 0.4 else []))
    tags = [g for k, g in enumerate(tags) if g not in tags[:k]]
    qslug = "-".join(t.lower().split())
    closed = r.random() < 0.12
    dup = closed and r.random() < 0.4
    score = r.choice([-3, -2, -1, 0, 0, 0, 1, 1, 1, 2, 2, 3, 5, 8, 14, 40])

    def taglist(in_notice=False):
        if new:
            return '<ul class="ml0 list-ls-none js-post-tag-list-wrapper d-inline">%s</ul>' % "".join(
                '<li class="d-inline mr4 js-post-tag-list-item"><a href="/questions/tagged/%s" class="post-tag%s" title="show questions tagged &#39;%s&#39;" aria-label="show questions tagged &#39;%s&#39;" rel="tag" aria-labelledby="%s-container">%s</a></li>' % (
                    g.replace("#", "%23"), "" if in_notice else " flex--item mt0 js-tagname-" + g, g, g, g, g) for g in tags)
        return " ".join('<a href="/questions/tagged/%s" class="post-tag" title="show questions tagged &#39;%s&#39;" rel="tag">%s</a>' % (g.replace("#", "%23"), g, g) for g in tags) + " "

    notice = ""
    if closed:
        cl = asked + datetime.timedelta(hours=r.randint(1, 60))
        now = max(now, cl + datetime.timedelta(hours=1))
        if dup:
            dt = title(r)
            EXTRAS.append(dt)
            inner = ('<div class="%s fl1 lh-lg">\n                        <div>\n                            <b>This question already has %s here</b>:\n                        </div>\n'
                     '                        <div class="%s mb0 mt4">\n                            <a href="/questions/%d/%s" dir="ltr">%s</a>\n'
                     '                            <span class="question-originals-answer-count">\n                                (%d answers)\n                            </span>\n                        </div>\n                    </div>') % (
                fl, r.choice(["answers", "an answer"]), fl, r.randint(1000, qid), "-".join(dt.lower().split()), esc(dt), r.randint(1, 40))
            tail = '<div class="%s mb0 mt8">Closed <span title="%s" class="relativetime">%s</span>.</div>' % (fl, iso(cl), ago(cl))
        else:
            why = r.choice(([] if not tech else [("needs <a href=\"/help/minimal-reproducible-example\">debugging details</a>", "Edit the question to include <a href=\"/help/minimal-reproducible-example\">desired behavior, a specific problem or error, and the shortest code necessary to reproduce the problem</a>.")]) + [
                            ("needs to be more <a href=\"/help/closed-questions\">focused</a>", "Update the question so it focuses on one problem only by <a href=\"/posts/%d/edit\">editing this post</a>." % qid),
                            ("needs <a href=\"/help/closed-questions\">details or clarity</a>", "Add details and clarify the problem by <a href=\"/posts/%d/edit\">editing this post</a>." % qid),
                            ("is <a href=\"/help/closed-questions\">opinion-based</a>", "Update the question so it can be answered with facts and citations by <a href=\"/posts/%d/edit\">editing this post</a>." % qid)])
            inner = ('<div class="%s fl1 lh-lg">\n                        <b>Closed</b>. This question %s. It is not currently accepting answers.\n                        \n                    </div>' % (fl, why[0]))
            tail = ('<hr class="my12 outline-none baw0 bb bc-powder-400" />\n        <div class="%s fw-nowrap fc-black-600">\n                <div class="%s mr8">\n'
                    '                    <svg aria-hidden="true" class="svg-icon iconLightbulb" width="18" height="18" viewBox="0 0 18 18"><path d="M15 6.38A6.48 6.48 0 0 0 7.78.04h-.02A6.49 6.49 0 0 0 2.05 5.6a6.31 6.31 0 0 0 2.39 5.75c.49.39.76.93.76 1.5v.24c0 1.07.89 1.9 1.92 1.9h2.75c1.04 0 1.92-.83 1.92-1.9v-.2c0-.6.26-1.15.7-1.48A6.32 6.32 0 0 0 15 6.37ZM10 18a1 1 0 0 0 0-2H7a1 1 0 1 0 0 2h3Z"></path></svg>\n'
                    '                </div>\n            <div class="%s lh-md">\n                <p class="mb0">\n                    <b>Want to improve this question?</b> %s\n                </p>\n'
                    '                    <p class="mb0 mt6">Closed <span title="%s" class="relativetime">%s</span>.</p>\n            </div>\n        </div>\n'
                    '            <div class="mt24 %s gsx gs8">\n                    <a class="s-btn s-btn__outlined %s js-post-notice-edit-post" href="/posts/%d/edit">\n                        Improve this question\n                    </a>\n            </div>') % (
                dfl, fl, fl, why[1], iso(cl), ago(cl), dfl, fl, qid)
        notice = ('                    <div>\n            <aside class="s-notice s-notice__info %sjs-post-notice mb16" role="status">\n        <div class="%s fd-column fw-nowrap">\n'
                  '            <div class="%s fw-nowrap">\n                <div class="%s wmn0 fl1 lh-lg">\n                    %s\n                </div>\n            </div>\n        </div>\n'
                  '            %s\n</aside>\n\n    </div>\n') % ("post-notice " if new else "", dfl, dfl, fl, inner, tail)

    # the answers: the reader comments, each its own post
    answers = []
    for i, (nm, dd, cp, depth) in enumerate(cs):
        d = min(times[i], now - datetime.timedelta(minutes=5))
        answers.append([r.choice([-2, -1, 0, 0, 0, 1, 1, 1, 2, 2, 3, 4, 6, 9, 17, 35]), nm, d, cp, qid + r.randint(1, 3000) + i * 700])
    answers.sort(key=lambda a: (-a[0], a[2]))
    acc = -1
    if answers and r.random() < 0.5:
        acc = 0 if r.random() < 0.75 else r.randrange(len(answers))
        if not new and acc:  # 2020-2021: the accepted answer pinned first
            answers.insert(0, answers.pop(acc))
            acc = 0

    def post(pid, kind, score_, html_, who, d, accepted, ncom):
        q = kind == "question"
        eds = ""
        if r.random() < (0.35 if q else 0.25):
            ed = d + datetime.timedelta(minutes=r.randint(3, 4000))
            ed = min(ed, now - datetime.timedelta(minutes=1))
            editor = who if r.random() < 0.6 else r.choice(pool)
            eds = ('                <div class="post-signature %s%s">\n%s\n                </div>\n' % (fl, "" if q else " fl0", card(editor, "edited", ed, pid, "q" if q else "a", True, editor == who)))
        sig = ('            <div class="post-signature%s %s%s">\n                %s\n            </div>\n' % (" owner" if q else "", fl, "" if q else " fl0", card(who, "asked" if q else "answered", d, pid, "q" if q else "a")))
        k = ncom
        lines = make_comments(min(k, 5), d, op, pool)
        foot = comments(pid, lines, max(0, k - 5), op)
        if q:
            cell = ('<div class="postcell post-layout--right">\n    \n    <div class="s-prose js-post-body" itemprop="text">\n%s%s\n    </div>\n\n'
                    '        <div class="mt24 mb12">\n            <div class="post-taglist %s gs4 gsy fd-column">\n                <div class="%s ps-relative%s">\n                    %s\n                </div>\n            </div>\n        </div>\n\n'
                    '    <div class="mb0 ">\n        <div class="mt16 %s gs8 gsy fw-wrap jc-end ai-start pt4 mb16">\n            <div class="%s mr16 fl1 w96">\n                \n\n%s\n            </div>\n\n%s%s        </div>\n    </div>\n    \n</div>\n') % (
                notice, html_, dfl, dfl, " fw-wrap" if new else "", taglist(), dfl, fl, menu(pid, kind), eds, sig)
        else:
            cell = ('<div class="answercell post-layout--right">\n    \n    <div class="s-prose js-post-body" itemprop="text">\n%s\n    </div>\n'
                    '    <div class="mt24">\n        <div class="%s fw-wrap ai-start jc-end gs8 gsy">\n            <time itemprop="dateCreated" datetime="%s"></time>\n'
                    '            <div class="%s mr16" style="flex: 1 1 100px;">\n                \n\n%s\n            </div>\n\n%s%s        </div>\n    </div>\n    \n</div>\n') % (
                html_, dfl, d.strftime("%Y-%m-%dT%H:%M:%S"), fl, menu(pid, kind), eds, sig)
        return ('    <div class="post-layout %s">\n        <div class="votecell post-layout--left">\n            %s\n        </div>\n\n        \n\n%s\n\n\n\n%s\n    </div>\n') % (
            "" if new else "", votecell(pid, score_, kind, accepted), cell, foot)

    qpost = ('<div class="question js-question" data-questionid="%d" data-position-on-page="0" data-score="%d" id="question">\n' % (qid, score) if new else
             '<div class="question" data-questionid="%d" data-ownerid="%d" data-score="%d"  id="question">\n' % (qid, user(op)[0], score))
    if so:
        qpost += ('    <style>\n    </style>\n<div class="js-zone-container zone-container-main">\n    <div id="dfp-tlb" class="everyonelovesstackoverflow everyoneloves__top-leaderboard everyoneloves__leaderboard"></div>\n'
                  '    <div class="js-report-ad-button-container " style="width: 728px"></div>\n</div>\n\n')
    qpost += post(qid, "question", score, qbody, op, asked, False, r.choice([0, 0, 0, 1, 2, 3, 4, 5, 7, 9])) + "</div>\n"

    ahtml = []
    for i, (sc, nm, d, cp, aid) in enumerate(answers):
        paras = [esc(p) for p in cp]
        EXTRAS.extend(cp)
        parts = ["<p>%s</p>" % p for p in paras]
        if tech and r.random() < 0.45:
            lines, lang = so_code() if so else (shell_lines()[:2], "bash")
            parts.insert(min(1, len(parts)), code_block(lines, lang))
        if r.random() < 0.1:
            qd = sentence(r, 8, 20)
            EXTRAS.append(qd)
            parts.insert(1 if len(parts) > 1 else 0, "<blockquote>\n<p>%s</p>\n</blockquote>" % esc(qd))
        ab = sep.join(parts)
        a = ('<a name="%d"></a>\n<div id="answer-%d" class="answer%s%s" data-answerid="%d" data-parentid="%d" data-score="%d"%s itemprop="%s" itemscope itemtype="https://schema.org/Answer">\n' % (
            aid, aid, " js-answer" if new else "", " accepted-answer%s" % (" js-accepted-answer" if new else "") if i == acc else "", aid, qid, sc,
            ' data-position-on-page="%d" data-highest-scored="%d" data-question-has-accepted-highest-score="%d"' % (i + 1, 1 if i == 0 else 0, 1 if acc == 0 else 0) if new else "",
            "acceptedAnswer" if i == acc else "suggestedAnswer"))
        a += post(aid, "answer", sc, ab, nm, d, i == acc, r.choice([0, 0, 0, 0, 1, 1, 2, 3, 6])) + "</div>\n"
        ahtml.append(a)

    if answers:
        na = len(answers)
        sort = ('<div class="%s">\n                                \n\n<div class="d-flex g4 gsx ai-center sm:fd-column sm:ai-start">\n    <div class="d-flex fd-column ai-end sm:ai-start">\n'
                '        <label class="flex--item fs-caption" for="answer-sort-dropdown-select-menu">\n            Sorted by:\n        </label>\n'
                '        <a class="js-sort-preference-change s-link flex--item fs-fine d-none" data-value="ScoreDesc" href="/questions/%d/%s?answertab=scoredesc#tab-top">\n            Reset to default\n        </a>\n    </div>\n'
                '    <div class="flex--item s-select">\n        <select id="answer-sort-dropdown-select-menu">\n%s        </select>\n    </div>\n</div>\n\n                            </div>') % (
            fl, qid, qslug, "".join('                    <option value="%s"%s>\n                        %s\n                    </option>\n' % (v, ' selected="selected"' if v == "scoredesc" else "", lab) for v, lab in [
                ("scoredesc", "Highest score (default)"), ("trending", "Trending (recent votes count more)"), ("modifieddesc", "Date modified (newest first)"), ("createdasc", "Date created (oldest first)")])) if new else \
            ('<div class="grid--cell">\n                                <div class=" grid s-btn-group js-filter-btn">\n%s</div>\n\n                            </div>' % "".join(
                '        <a class="%sgrid--cell s-btn s-btn__muted s-btn__outlined" href="/questions/%d/%s?answertab=%s#tab-top" data-nav-xhref="" title="%s" data-value="%s" data-shortcut="%s">\n            %s</a>\n' % (
                    "youarehere is-selected " if v == "votes" else "", qid, qslug, v, tl, v, v[0].upper(), v.title()) for v, tl in [
                    ("active", "Answers with the latest activity first"), ("oldest", "Answers in the order they were provided"), ("votes", "Answers with the highest score first")]))
        answers_html = ('                <div id="answers">\n\n                    <a name="tab-top"></a>\n                    <div id="answers-header">\n                        <div class="answers-subheader %s ai-center mb8">\n'
                        '                            <div class="%s fl1">\n                                <h2 class="mb0" data-answercount="%d">\n                                        %d Answer%s\n'
                        '                                    <span style="display:none;" itemprop="answerCount">%d</span>\n                                </h2>\n                            </div>\n                            %s\n                        </div>\n                    </div>\n\n\n%s') % (
            "d-flex" if new else "grid", fl, na, na, "" if na == 1 else "s", na, sort, "".join(ahtml))
    else:
        answers_html = '                <div id="answers">\n\n                    <a name="tab-top"></a>\n                    <div id="answers-header">\n                    </div>\n\n\n'
    u = "https%3a%2f%2f" + host + "%2fq%2f" + str(qid)
    know = ('<h2 class="bottom-notice" data-loc="5">\n    Know someone who can answer? Share a link to this <a href="/q/%d" rel="nofollow">question</a> via\n'
            '    <a href="mailto:?subject=%s&amp;body=%s%%3fsgaf%%3d1" rel="nofollow">email</a>, <a href="https://twitter.com/share?url=%s%%3fsgaf%%3d1&amp;ref=so" rel="nofollow">Twitter</a>, or <a href="https://www.facebook.com/sharer.php?u=%s%%3fsgaf%%3d1" rel="nofollow">Facebook</a>.\n</h2>\n') % (
        qid, "%20".join(esc(t).split()), u, u, u) if not answers and not closed else ""
    form = ""
    if not closed:
        login = "/users/login?ssrc=question_page&amp;returnurl=https%%3a%%2f%%2f%s%%2fquestions%%2f%d%%2f%s%%23new-answer" % (host, qid, qslug)
        guest = ('            <div class="%s">\n                <div class="d-flex gs4 gsy fd-column">\n                    <label class="s-label" for="display-name">Name</label>\n'
                 '                    <div class="d-flex ps-relative">\n                        <input class="s-input" id="display-name" name="display-name" maxlength="30" type="text" value="" tabindex="105" placeholder="" />\n                    </div>\n                </div>\n            </div>\n'
                 '            <div class="%s">\n                <div class="d-flex gs4 gsy fd-column">\n                    <div class="%s">\n                        <div class="d-flex gs2 gsy fd-column">\n'
                 '                            <label class="%s s-label" for="m-address">Email</label>\n                            <p class="%s s-description">Required, but never shown</p>\n                        </div>\n                    </div>\n'
                 '                    <div class="d-flex ps-relative">\n                        <input class="s-input js-post-email-field" id="m-address" name="m-address" type="text" value="" size="40" tabindex="106" placeholder="" />\n                    </div>\n                </div>\n            </div>\n') % (fl, fl, fl, fl, fl)
        thanks = "Thanks for contributing an answer to %s!" % sname
        EXTRAS.append(thanks)
        form = ('<a name=\'new-answer\'></a>\n<form id="post-form" action="/questions/%d/answer/submit" method="post" class="js-add-answer-component post-form">\n'
                '    <input type="hidden" id="post-id" value="%d" />\n    <input type="hidden" id="qualityBanFormSubmit" value="false" />\n'
                '    <h2 class="space" id="your-answer-header">\n        Your Answer\n    </h2>\n\n<div id="post-editor" class="post-editor js-post-editor">\n'
                '        <div class="ps-relative">\n            <div class="wmd-container mb8">\n                <div id="wmd-button-bar" class="wmd-button-bar btr-sm"></div>\n'
                '                <div class="js-stacks-validation">\n                    <div class="ps-relative">\n                        <textarea id="wmd-input" name="post-text" class="wmd-input s-input bar0 js-post-body-field" data-editor-type="wmd" data-post-type-id="2" cols="92" rows="15" aria-labelledby="your-answer-header" tabindex="101" data-min-length=""></textarea>\n'
                '                    </div>\n                    <div class="s-input-message mt4 d-none js-stacks-validation-message"></div>\n                </div>\n            </div>\n        </div>\n\n'
                '    <aside class="d-flex ai-start jc-space-between js-answer-help s-notice s-notice__warning pb0 pr4 pt4 mb8 d-none" role="status" aria-hidden="true">\n    <div class="%s pt8">\n'
                '        <p>%s</p><ul><li>Please be sure to <em>answer the question</em>. Provide details and share your research!</li></ul><p>But <em>avoid</em> &#x2026;</p>'
                '<ul><li>Asking for help, clarification, or responding to other answers.</li><li>Making statements based on opinion; back them up with references or personal experience.</li></ul>'
                '<p>To learn more, see our <a href="/help/how-to-answer">tips on writing great answers</a>.</p>\n    </div>\n</aside>\n\n'
                '    <div>\n        <div id="draft-saved" class="fc-success h24" style="display:none;">Draft saved</div>\n        <div id="draft-discarded" class="fc-error h24" style="display:none;">Draft discarded</div>\n    </div>\n\n'
                '            <div id="wmd-preview" class="s-prose mb16 wmd-preview js-wmd-preview"></div>\n            <div></div>\n\n</div>\n\n'
                '                                <div class="ps-relative">\n                                                <div class="form-item new-post-login p0 my16">\n'
                '                <div class="d-flex gs16 md:fd-column new-login-form">\n                    <div class="d-flex fd-column w50 md:w-auto gsy gs8 jc-space-between new-login-left">\n'
                '                        <h3 class="%s fs-title">Sign up or <a id="login-link" href="%s">log in</a></h3>\n'
                '                        <div class="%s s-btn s-btn__muted s-btn__outlined s-btn__icon google-login"><svg aria-hidden="true" class="native svg-icon iconGoogle" width="18" height="18" viewBox="0 0 18 18"><path d="M16.51 8H8.98v3h4.3c-.18 1-.74 1.48-1.6 2.04v2.01h2.6a7.8 7.8 0 0 0 2.38-5.88c0-.57-.05-.66-.15-1.18Z" fill="#4285F4"></path></svg> Sign up using Google\n                        </div>\n'
                '%s                        <div class="%s s-btn s-btn__muted s-btn__outlined s-btn__icon stackexchange-login"><svg aria-hidden="true" class="native svg-icon iconLogoGlyphXSm" width="18" height="18" viewBox="0 0 18 18"><path d="M14 16v-5h2v7H2v-7h2v5h10Z" fill="#BCBBBB"></path></svg> Sign up using Email and Password\n                        </div>\n'
                '                    </div>\n                    <div class="d-flex gsy gs8 fd-column w50 md:w-auto new-login-right form-item p0">\n                                <h3 class="%s fs-title">Post as a guest</h3>\n%s'
                '                    </div>\n                </div>\n            </div>\n            <noscript>\n                        <h3 class="%s fs-title">Post as a guest</h3>\n%s            </noscript>\n\n                                </div>\n\n'
                '                                    <div class="form-submit clear-both d-flex gsx gs4">\n                                        <button id="submit-button" class="%s s-btn s-btn__primary s-btn__icon" type="submit" tabindex="120" autocomplete="off">\nPost Your Answer                                        </button>\n'
                '                                        <button class="%s s-btn s-btn__danger discard-answer dno">\n                                            Discard\n                                        </button>\n'
                '                                            <p class="privacy-policy-agreement">\n                                                %s\n                                            </p>\n'
                '                                    </div>\n                                    <div class="js-general-error general-error clear-both d-none" aria-live="polite"></div>\n                            </form>\n') % (
            qid, qid, fl, thanks, fl, login, fl,
            '                        <div class="%s s-btn s-btn__muted s-btn__icon facebook-login"><svg aria-hidden="true" class="svg-icon iconFacebook" width="18" height="18" viewBox="0 0 18 18"><path d="M3 1a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h12a2 2 0 0 0 2-2V3a2 2 0 0 0-2-2H3Z" fill="#4167B2"></path></svg> Sign up using Facebook\n                        </div>\n' % fl if now.year < 2023 else "",
            fl, fl, guest, fl, guest, fl, fl,
            ("By clicking &#x201C;Post Your Answer&#x201D;, you agree to our <a href=\"https://stackoverflow.com/legal/terms-of-service/public\" name=\"tos\" target=\"_blank\" class=\"-link\">terms of service</a> and acknowledge you have read our "
             "<a href=\"https://stackoverflow.com/legal/privacy-policy\" name=\"privacy\" target=\"_blank\" class=\"-link\">privacy policy</a>." if now.year >= 2023 else
             "By clicking &#x201C;Post Your Answer&#x201D;, you agree to our <a href=\"https://stackoverflow.com/legal/terms-of-service/public\" name=\"tos\" target=\"_blank\" class=\"-link\">terms of service</a>, "
             "<a href=\"https://stackoverflow.com/legal/privacy-policy\" name=\"privacy\" target=\"_blank\" class=\"-link\">privacy policy</a> and <a href=\"https://stackoverflow.com/legal/cookie-policy\" name=\"cookie\" target=\"_blank\" class=\"-link\">cookie policy</a>"
             '<input type="hidden" name="legalLinksShown" value="1">'))
    browse = ('                            <h2 class="bottom-notice" data-loc="1">\n%s%s or <a href="/questions/ask">ask your own question</a>.%s                            </h2>\n') % (
        "                                <div>\n" if new else "", ("Not the answer you&#x27;re looking for? Browse other questions tagged " if answers else "Browse other questions tagged ") + taglist(True),
        "                                </div>\n" if new else "")

    # the sidebar: the bulletin, Linked, Related, Hot Network Questions
    blog = [title(r) for _ in range(2)]
    meta = [title(r) for _ in range(r.randint(2, 4))]
    hotmeta = [title(r) for _ in range(r.randint(2, 4))] if not so and r.random() < 0.6 else []
    linked = [title(r) for _ in range(r.randint(1, 4))] if r.random() < 0.3 else []
    related = [title(r) for _ in range(r.choice([10, 10, 10, 7, 4]))]
    hot = [(r.choice(SE_HOT), title(r) + r.choice(["", "", "?", "?"])) for _ in range(r.choice([5, 20, 20, 30]))]
    EXTRAS.extend(blog + meta + hotmeta + linked + related + [h for _, h in hot])
    item = lambda icon, href, txt, pos, where: (
        '        <li class="s-sidebarwidget--item %s px16">\n            <div class="%s1 fl-shrink0">\n%s            </div>\n            <div class="%s wmn0 ow-break-word">\n'
        '                <a href="%s" class="js-gps-track" data-ga="[&quot;community bulletin board&quot;,&quot;%s&quot;,&quot;%s&quot;,null,null]" data-gps-track="communitybulletin.click({ priority: %d, position: %d })">%s</a>\n'
        '            </div>\n        </li>\n') % ("d-flex" if new else "grid", fl, icon, fl, href, where, href, 1 if where == "The Overflow Blog" else 3, pos, esc(txt))
    hdr = lambda s: ('                    <%s class="s-sidebarwidget--header s-sidebarwidget__small-bold-text %sfc-light d:fc-black-900 bb bbw1">\n                        %s\n                    </%s>\n' % (
        "li" if new else "div", "d-flex " if new else "", s, "li" if new else "div"))
    pencil = '<svg aria-hidden="true" class="va-text-top svg-icon iconPencilSm" width="14" height="14" viewBox="0 0 14 14"><path d="m11.1 1.71 1.13 1.12c.2.2.2.51 0 .71L11.1 4.7 9.21 2.86l1.17-1.15c.2-.2.51-.2.71 0ZM2 10.12l6.37-6.43 1.88 1.88L3.88 12H2v-1.88Z"></path></svg>'
    slugify = lambda s: "-".join(s.lower().replace("?", "").split())
    pos = 0
    bul = hdr("The Overflow Blog")
    for b in blog:
        bul += item(pencil, "https://stackoverflow.blog/%d/%02d/%02d/%s/" % (now.year, now.month, max(1, now.day - pos), slugify(b)), b, pos, "The Overflow Blog")
        pos += 1
    bul += hdr("Featured on Meta")
    for k, m in enumerate(meta):
        ms = "stackexchangemeta" if k < 2 or not so else "stackoverflowmeta"
        mh = "meta.stackexchange.com" if ms == "stackexchangemeta" else "meta.stackoverflow.com"
        if not so and k >= 2:
            ms, mh = key + "meta", (key + ".meta.stackexchange.com" if "stackexchange" in host else "meta." + host)
        bul += item('<div class="favicon favicon-%s" title="Meta %s"></div>' % (ms, "Stack Exchange" if ms == "stackexchangemeta" else sname), "https://%s/questions/%d/%s" % (mh, r.randint(300000, 400000), slugify(m)), m, pos, "Featured on Meta")
        pos += 1
    if hotmeta:
        bul += hdr("Hot Meta Posts")
        for m in hotmeta:
            bul += item('<span title="Score of %d" class="fc-black-500">%d</span>' % ((lambda v: (v, v))(r.randint(3, 40))), "https://%s/questions/%d/%s" % ("meta." + host if "stackexchange" not in host else key + ".meta.stackexchange.com", r.randint(3000, 9000), slugify(m)), m, pos, "Hot Meta Posts")
            pos += 1
    votes = lambda v: "extra-large" if v >= 1000 else "large" if v >= 100 else "default"
    spacer = lambda x, tr: ('                    <div class="spacer%s">\n                        <a href="%s/q/%d?%s=1" title="%s">\n                            <div class="answer-votes %s%s">%d</div>\n                        </a>\n'
                            '                        <a href="%s/questions/%d/%s?%s%s=1" class="question-hyperlink">%s</a>\n                    </div>\n') % (
        " js-gps-track" if tr == "lq" else "", base if new else "", x[1], tr, "Question score (upvotes - downvotes)" if new else "Vote score (upvotes - downvotes)", "answered-accepted " if x[2] else "", votes(x[0]), x[0],
        base if new else "", x[1], slugify(x[3]), "noredirect=1&amp;" if tr == "lq" else "", tr, esc(x[3]))
    side = ('<div class="s-sidebarwidget s-sidebarwidget__yellow s-anchors s-anchors__grayscale mb16" data-tracker="cb=1">\n    <ul class="d-block p0 m0">\n%s    </ul>\n</div>\n' % bul)
    if so:
        side += ('<div class="js-zone-container zone-container-sidebar">\n    <div id="dfp-tsb" class="everyonelovesstackoverflow everyoneloves__top-sidebar"></div>\n    <div class="js-report-ad-button-container " style="width: 300px"></div>\n</div>\n'
                 '<div class="js-zone-container zone-container-sidebar">\n    <div id="dfp-msb" class="everyonelovesstackoverflow everyoneloves__mid-sidebar"></div>\n    <div class="js-report-ad-button-container " style="width: 300px"></div>\n</div>\n')
    if linked:
        side += ('<div class="module sidebar-linked">\n\t<h4 id="h-linked">Linked</h4>\n\t<div class="linked" data-tracker="lq=1">\n%s\t</div>\n</div>\n' % "".join(
            spacer((int(10 ** r.uniform(0, 3)), r.randint(1000, qid), r.random() < 0.6, h), "lq") for h in linked))
    side += ('        <div class="module sidebar-related">\n            <h4 id="h-related">Related</h4>\n            <div class="related js-gps-related-questions" data-tracker="rq=1">\n%s            </div>\n        </div>\n' % "".join(
        spacer((int(10 ** r.uniform(0, 3.6)), r.randint(1000, qid), r.random() < 0.7, h), "rq") for h in related))
    side += ('<div id="hot-network-questions" class="module tex2jax_ignore">\n    <h4>\n        <a href="https://stackexchange.com/questions?tab=hot"\n           class="js-gps-track s-link s-link__inherit" \n'
             '           data-gps-track="posts_hot_network.click({ item_type:1, location:11 })">\n            Hot Network Questions\n        </a>\n    </h4>\n    <ul>\n%s    </ul>\n\n'
             '            <a href="#"\n               class="show-more js-show-more js-gps-track"\n               data-gps-track="posts_hot_network.click({ item_type:3, location:11 })">\n                more hot questions\n            </a>\n</div>\n') % "".join(
        '            <li %s>\n                <div class="favicon favicon-%s" title="%s"></div><a href="https://%s/questions/%d/%s" class="js-gps-track question-hyperlink mb0" data-gps-track="site.switch({ item_type:11, target_site:%d }); posts_hot_network.click({ item_type:2, location:11 })">\n'
        '                    %s\n                </a>\n\n            </li>\n' % ('class="dno js-hidden"' if k >= 5 else "", s, sn, s + ".com" if s in ("superuser", "askubuntu", "stackoverflow") else s + ".stackexchange.com",
                                                                           r.randint(1000, 900000), slugify(h), 1 + len(s) * 37 % 700, esc(h)) for k, ((s, sn), h) in enumerate(hot))
    side += ('\n<div id="feed-link">\n    <a href="/feeds/question/%d" title="Feed of this question and its answers">\n        <svg aria-hidden="true" class="fc-orange-400 svg-icon iconRss" width="18" height="18" viewBox="0 0 18 18"><path d="M1 3c0-1.1.9-2 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V3Zm14.5 12C15.5 8.1 9.9 2.5 3 2.5V5a10 10 0 0 1 10 10h2.5Zm-5 0A7.5 7.5 0 0 0 3 7.5V10a5 5 0 0 1 5 5h2.5Zm-5 0A2.5 2.5 0 0 0 3 12.5V15h2.5Z"></path></svg>\n        Question feed\n    </a>\n</div>\n' % qid)

    # the chrome: top bar, the smaller sites' band, the left nav, the footer
    ret = "https%%3a%%2f%%2f%s%%2fquestions%%2f%d%%2f%s" % (host, qid, qslug)
    search = ('<form id="search" role="search" action=/search class="%s js-searchbar " autocomplete="off">\n    <div class="%s">\n'
              '        <input name="q" type="text" %splaceholder="Search&#x2026;" value="" autocomplete="off" maxlength="240" class="s-input s-input__search js-search-field " aria-label="Search" aria-controls="top-search" data-controller="s-popover" data-action="focus->s-popover#show" data-s-popover-placement="bottom-start" />\n'
              '        <svg aria-hidden="true" class="s-input-icon s-input-icon__search svg-icon iconSearch" width="18" height="18" viewBox="0 0 18 18"><path d="m18 16.5-5.14-5.18h-.35a7 7 0 1 0-1.19 1.19v.35L16.5 18l1.5-1.5ZM12 7A5 5 0 1 1 2 7a5 5 0 0 1 10 0Z"></path></svg>\n'
              '    </div>\n</form>\n') % ("s-topbar--searchbar" if new else "grid--cell fl-grow1 searchbar px12", "s-topbar--searchbar--input-group" if new else "ps-relative", 'role="combobox" ' if new else "")
    prods = ('<ol class="%s" role="presentation">\n    <li class="%smd:d-none"><a href="%s" class="%s js-gps-track">About</a></li>\n'
             '    <li%s><a href="#" class="%s js-gps-track js-products-menu" aria-controls="products-popover" data-controller="s-popover" data-action="s-popover#toggle" data-s-popover-placement="bottom" data-s-popover-toggle-class="is-selected">Products</a></li>\n'
             '    <li class="%smd:d-none"><a href="%s" class="%s js-gps-track">For Teams</a></li>\n</ol>\n') % (
        "s-navigation" if new else "list-reset grid gs4", "" if new else "grid--cell ", "https://stackoverflow.co/" if new else "/company", "s-navigation--item" if new else "-marketing-link",
        "" if new else ' class="grid--cell"', "s-navigation--item" if new else "-marketing-link", "" if new else "grid--cell ", "https://stackoverflow.co/teams/" if new else "/teams",
        "s-navigation--item" if new else "-marketing-link") if so else ""
    switcher = ('<li class="s-topbar--item"><a href="https://stackexchange.com" class="s-topbar--item js-site-switcher-button js-gps-track" data-gps-track="site_switcher.show" aria-label="Site switcher" title="A list of all 183 Stack Exchange sites">'
                '<svg aria-hidden="true" class="svg-icon iconStackExchange" width="18" height="18" viewBox="0 0 18 18"><path d="M15 1H3a2 2 0 0 0-2 2v2h16V3a2 2 0 0 0-2-2ZM1 13c0 1.1.9 2 2 2h8v3l3-3h1a2 2 0 0 0 2-2v-2H1v2Zm16-7H1v4h16V6Z"></path></svg></a></li>\n') if not so else ""
    top = ('<header class="%s">\n    <div class="%s">\n        <a href="#" class="%s js-left-sidebar-toggle" role="menuitem" aria-haspopup="true" aria-controls="left-sidebar" aria-expanded="false"><span%s></span></a>\n'
           '        <a href="%s" class="%s js-gps-track" data-gps-track="top_nav.click({is_current:false, location:2, destination:8})">\n            <span class="-img _glyph">%s</span>\n        </a>\n%s%s'
           '        <nav class="h100 ml-auto overflow-x-auto pr12">\n            <ol class="%s" role="menubar">\n%s'
           '%s'
           '            </ol>\n        </nav>\n    </div>\n</header>\n') % (
        "s-topbar ps-fixed t0 l0 js-top-bar" if new else "top-bar js-top-bar top-bar__network _fixed", "s-topbar--container" if new else "wmx12 mx-auto grid ai-center h100",
        "s-topbar--menu-btn" if new else "left-sidebar-toggle p0 ai-center jc-center", "" if new else ' class="ps-relative"', base, "s-topbar--logo" if new else "-logo", sname.replace("&", "&amp;"),
        prods, search, "s-topbar--content" if new else "overflow-x-auto ml-auto -secondary grid ai-center list-reset h100 user-logged-out", switcher, (
            '                <li class="s-topbar--item s-topbar--item__unset"><a href="https://%s/users/login?ssrc=head&amp;returnurl=%s" class="s-topbar--item s-topbar--item__unset s-btn s-btn__filled ws-nowrap js-gps-track" rel="nofollow" data-gps-track="login.click" data-ga="[&quot;top navigation&quot;,&quot;login button click&quot;,null,null,null]">Log in</a></li>\n'
            '                <li class="s-topbar--item s-topbar--item__unset ml4"><a href="https://%s/users/signup?ssrc=head&amp;returnurl=%s" class="s-topbar--item s-topbar--item__unset s-btn s-btn__primary ws-nowrap" rel="nofollow" data-ga="[&quot;sign up&quot;,&quot;Sign Up Navigation&quot;,&quot;Header&quot;,null,null]">Sign up</a></li>\n' % (host, ret, host, ret) if new else
            '                <li class="-ctas">\n                    <a href="https://%s/users/login?ssrc=head&amp;returnurl=%s" class="login-link s-btn s-btn__filled py8 js-gps-track" rel="nofollow" data-gps-track="login.click" data-ga="[&quot;top navigation&quot;,&quot;login button click&quot;,null,null,null]">Log in</a>\n'
            '                    <a href="https://%s/users/signup?ssrc=head&amp;returnurl=%s" class="login-link s-btn s-btn__primary py8" rel="nofollow" data-ga="[&quot;sign up&quot;,&quot;Sign Up Navigation&quot;,&quot;Header&quot;,null,null]">Sign up</a>\n                </li>\n' % (host, ret, host, ret)))
    band = ('<header class="site-header">\n    <div class="site-header--container">\n        <a class="site-header--link d-flex ai-center fs-headline1 fw-bold" href="%s">%s</a>\n'
            '        <div class="ml-auto d-flex ai-center"><a href="%s/tour" class="s-btn s-btn__sm s-btn__outlined s-btn__muted">Take the tour</a></div>\n    </div>\n</header>\n') % (
        base, sname.replace("&", "&amp;"), base) if key in ("cooking", "english") else ""
    navl = lambda id_, href, label, here=False: (
        '                <li class="ps-relative%s"%s>\n                    <a %shref="%s" class="pl8 js-gps-track nav-links--link" data-gps-track="top_nav.click({is_current:%s, location:2, destination:%d})"%s>\n'
        '                        <div class="d-flex ai-center">\n                            <div class="%s truncate">%s</div>\n                        </div>\n                    </a>\n                </li>\n') % (
        " youarehere" if here else "", ' aria-current="true"' if here else "", 'id="%s" ' % id_ if id_ else "", href, "true" if here else "false", len(label), ' aria-current="true"' if here else "", fl, label)
    globe = '<svg aria-hidden="true" class="svg-icon iconGlobe" width="18" height="18" viewBox="0 0 18 18"><path d="M9 1C4.64 1 1 4.64 1 9c0 4.36 3.64 8 8 8 4.36 0 8-3.64 8-8 0-4.36-3.64-8-8-8ZM8 15.32a6.46 6.46 0 0 1-4.3-2.74 6.46 6.46 0 0 1-.93-5.01L7 11.68v.8c0 .88.12 1.32 1 1.32v1.52Zm5.72-2c-.2-.66-1-1.32-1.72-1.32h-1v-2c0-.44-.56-1-1-1H6V7h1c.44 0 1-.56 1-1V5h2c.88 0 1.4-.72 1.4-1.6v-.33a6.45 6.45 0 0 1 3.83 4.51 6.45 6.45 0 0 1-1.51 5.73v.01Z"></path></svg>'
    nav = ('<div id="left-sidebar" data-is-here-when="md lg" class="left-sidebar js-pinned-left-sidebar ps-relative">\n    <div class="left-sidebar--sticky-container js-sticky-leftnav">\n        <nav role="navigation">\n'
           '            <ol class="nav-links">\n%s            <li>\n                <ol class="nav-links">\n                    <li class="%s">Public</li>\n'
           '                <li class="ps-relative youarehere" aria-current="true">\n                    <a id="nav-questions" href="/questions" class="pl8 js-gps-track nav-links--link -link__with-icon" aria-current="true">\n                        %s\n'
           '                        <span class="-link--channel-name">Questions</span>\n                    </a>\n                </li>\n%s%s%s                </ol>\n            </li>\n%s            </ol>\n        </nav>\n    </div>\n</div>\n') % (
        navl("", "/", "Home"), "ml8 mt16 mb4 s-sidebarwidget--header s-sidebarwidget__small-bold-text fc-light" if new else "fs-fine tt-uppercase ml8 mt16 mb4 fc-light", globe, navl("nav-tags", "/tags", "Tags"), navl("nav-users", "/users", "Users"),
        navl("nav-companies", "/jobs/companies", "Companies") if so else navl("nav-unanswered", "/unanswered", "Unanswered"),
        ('            <li class="ml8 mt16 mb4 s-sidebarwidget--header s-sidebarwidget__small-bold-text fc-light">Collectives</li>\n'
         '            <li class="ps-relative"><a href="/collectives" class="pl8 js-gps-track nav-links--link">Explore Collectives</a></li>\n'
         '            <li class="ml8 mt16 mb4 s-sidebarwidget--header s-sidebarwidget__small-bold-text fc-light">Teams</li>\n'
         '            <li class="ps-relative"><div class="ml8 mr4 mb8 pr8 fs-caption"><strong class="fc-black-750 mb6">Stack Overflow for Teams</strong> &ndash; Start collaborating and sharing organizational knowledge.'
         '<div class="d-flex fd-column mt12"><a href="https://try.stackoverflow.co/why-teams/?utm_source=so-owned&amp;utm_medium=side-bar&amp;utm_campaign=campaign-123&amp;utm_content=cta" class="s-btn s-btn__primary s-btn__xs">Create a free Team</a>'
         '<a href="https://stackoverflow.co/teams/" class="s-btn s-btn__muted s-btn__xs mt8">Why Teams?</a></div></div></li>\n') if so else "")
    foot_cols = ([(sname, base, ["Questions", "Help"] + (["Chat"] if not so else [])), ("Products", "https://stackoverflow.co/", ["Teams", "Advertising", "Collectives", "Talent"]),
                  ("Company", "https://stackoverflow.co/", ["About", "Press", "Work Here", "Legal", "Privacy Policy", "Terms of Service", "Contact Us", "Cookie Settings", "Cookie Policy"])] if so else
                 [(sname, base, ["Tour", "Help", "Chat", "Contact", "Feedback"]), ("Company", "https://stackoverflow.co/", ["Stack Overflow", "Teams", "Advertising", "Collectives", "Talent", "About", "Press", "Legal", "Privacy Policy", "Terms of Service", "Cookie Settings", "Cookie Policy"])])
    footer = ('<footer id="footer" class="site-footer js-footer" role="contentinfo">\n    <div class="site-footer--container">\n        <div class="site-footer--logo"><a href="%s" aria-label="%s"></a></div>\n'
              '        <nav class="site-footer--nav">\n%s            <div class="site-footer--col site-footer--categories-nav">\n                <div>\n'
              '                    <h5 class="-title"><a href="https://stackexchange.com" data-gps-track="footer.click({ location: 2, link: 30 })">Stack Exchange Network</a></h5>\n                    <ul class="-list">\n%s                    </ul>\n                </div>\n            </div>\n        </nav>\n'
              '        <div class="site-footer--copyright fs-fine md:mt24">\n            <ul class="-list -social md:mb8">\n%s            </ul>\n'
              '            <p class="md:mb0">Site design / logo &#169; %d Stack Exchange Inc; user contributions licensed under <span class="td-underline"><a href="https://stackoverflow.com/help/licensing">CC BY-SA</a></span>. <span id="svnrev">rev&nbsp;%d.%d.%d.%d</span></p>\n'
              '        </div>\n    </div>\n</footer>\n') % (
        base, sname.replace("&", "&amp;"), "".join('            <div class="site-footer--col">\n                <h5 class="-title"><a href="%s" class="js-gps-track">%s</a></h5>\n                <ul class="-list js-primary-footer-links">\n%s                </ul>\n            </div>\n' % (
            h, c.replace("&", "&amp;"), "".join('                    <li class="-item"><a href="/%s" class="js-gps-track -link">%s</a></li>\n' % (x.lower().replace(" ", "-"), x) for x in xs)) for c, h, xs in foot_cols),
        "".join('                        <li class="-item"><a href="https://stackexchange.com/sites#%s" class="-link js-gps-track">%s</a></li>\n' % (x.split()[0].lower(), x.replace("&", "&amp;")) for x in
                ["Technology", "Culture & recreation", "Life & arts", "Science", "Professional", "Business"]) +
        '                        <li class="-item mt16 md:mt0"><a href="https://api.stackexchange.com/" class="-link js-gps-track">API</a></li>\n                        <li class="-item"><a href="https://data.stackexchange.com/" class="-link js-gps-track">Data</a></li>\n',
        "".join('                <li class="-item"><a href="%s" class="-link js-gps-track">%s</a></li>\n' % (u_, s_) for s_, u_ in [
            ("Blog", "https://stackoverflow.blog?blb=1"), ("Facebook", "https://www.facebook.com/officialstackoverflow/"), ("Twitter", "https://twitter.com/stackoverflow"), ("LinkedIn", "https://linkedin.com/company/stack-overflow"), ("Instagram", "https://www.instagram.com/thestackoverflow")]),
        now.year, now.year, now.month, now.day, r.randint(40000, 49999))
    consent = ""
    if banner:
        ctext = "By clicking \u201cAccept all cookies\u201d, you agree Stack Exchange can store cookies on your device and disclose information in accordance with our Cookie Policy."
        EXTRAS.append(ctext)
        consent = ('<div class="ff-sans ps-fixed z-nav-fixed ws4 sm:w-auto p32 sm:p16 bg-black-750 fc-white bar-lg b16 l16 r16 js-consent-banner">\n'
                   '    <svg aria-hidden="true" class="mln4 mb24 sm:d-none svg-spot spotCookieLg" style="color: var(--theme-button-filled-border-color)" width="96" height="96" viewBox="0 0 96 96"><path d="M35 45.5a7.5 7.5 0 1 1-15 0 7.5 7.5 0 0 1 15 0Z"></path></svg>\n'
                   '    <p class="fs-body2 fw-bold mb4">\n        Your privacy\n    </p>\n    <p class="mb16 s-anchors s-anchors__inherit s-anchors__underlined">\n'
                   '        By clicking &#x201C;Accept all cookies&#x201D;, you agree Stack Exchange can store cookies on your device and disclose information in accordance with our <a href="https://stackoverflow.com/legal/cookie-policy">Cookie Policy</a>.\n    </p>\n'
                   '    <div class="d-flex gs8 sm:fd-column">\n        <button class="flex--item6 s-btn s-btn__primary js-accept-cookies js-consent-banner-hide">\n            Accept all cookies\n        </button>\n'
                   '        <button class="flex--item6 s-btn s-btn__primary js-reject-cookies js-consent-banner-hide">\n            Necessary cookies only\n        </button>\n    </div>\n'
                   '    <button class="flex--item6 s-btn s-btn__link s-btn__sm fc-white js-cookie-settings" data-consent-popup-loader="banner">\n        Customize settings\n    </button>\n</div>\n')
    views = max(3, int(10 ** r.uniform(0.8, 2.2) * (1 + (now - asked).days / 20.0)))
    vs = "%d times" % views if views < 1000 else "%dk times" % ((views + 500) // 1000) if views < 999500 else "%.1fm times" % (views / 1e6)
    mod = max([asked] + [a[2] for a in answers])
    h1 = esc(t) + (" [duplicate]" if dup else " [closed]" if closed else "")
    script = ('<script>\n    StackExchange.ready(function () {\n        StackExchange.question.init({showAnswerHelp:true,totalCommentCount:%d,shownCommentCount:%d,enableTables:true,questionId:%d});\n'
              '        styleCode();\n        StackExchange.realtime.subscribeToQuestion(\'%d\', \'%d\');\n        StackExchange.using("gps", function () { StackExchange.gps.trackOutboundClicks(\'#content\', \'.js-post-body\'); });\n    });\n</script>\n') % (
        r.randint(0, 9), r.randint(0, 5), qid, {"stackoverflow": 1, "superuser": 3, "serverfault": 2, "askubuntu": 89, "cooking": 49, "english": 97}[key], qid)
    return ('%s%s<div class="container">\n%s\n<div id="content" class="snippet-hidden">\n%s\n            \n'
            '<div itemprop="mainEntity" itemscope itemtype="https://schema.org/Question">\n    <link itemprop="image" href="https://cdn.sstatic.net/Sites/%s/Img/apple-touch-icon.png?v=c78bd457575a">\n\n'
            '    <div class="inner-content clearfix">\n\n            <div id="question-header" class="%s sm:fd-column">\n'
            '                        <h1 itemprop="name" class="fs-headline1 ow-break-word mb8 %s fl1"><a href="/questions/%d/%s" class="question-hyperlink">%s</a></h1>\n'
            '                <div class="ml12 aside-cta %s print:d-none sm:ml0 sm:mb12 sm:order-first sm:as-end">\n                        <a href="/questions/ask" class="ws-nowrap s-btn s-btn__primary">\n        Ask Question\n    </a>\n\n                </div>\n            </div>\n'
            '            <div class="%s fw-wrap pb8 mb16 bb bc-black-075">\n                    <div class="%s ws-nowrap mr16 mb8" title="%s">\n                        <span class="fc-light mr2">Asked</span>\n'
            '                        <time itemprop="dateCreated" datetime="%s">%s</time>\n                    </div>\n                    <div class="%s ws-nowrap mr16 mb8">\n'
            '                        <span class="fc-light mr2">%s</span>\n                        <a href="?lastactivity" class="s-link s-link__inherit" title="%s">%s</a>\n                    </div>\n'
            '                    <div class="%s ws-nowrap mb8" title="Viewed {:,} times">\n                        <span class="fc-light mr2">Viewed</span>\n                        %s\n                    </div>\n            </div>\n'
            '            <div id="mainbar" role="main" aria-label="question and answers">\n\n                \n%s%s%s%s%s'
            '                </div>\n            </div>\n\n                \n<div id="sidebar" class="show-votes" role="complementary" aria-label="sidebar">\n%s</div>\n\n    </div>\n</div>\n\n</div>\n</div>\n%s%s').replace("{:,}", "{:,}".format(views)) % (
        top, band, nav, script, key, dfl, fl, qid, qslug, h1, fl, dfl, fl, iso(asked), asked.strftime("%Y-%m-%dT%H:%M:%S"), head_ago(asked), fl, "Modified" if new else "Active", iso(mod), head_ago(mod), fl, vs,
        qpost, answers_html, know, form, browse, side, footer, consent)


PT_NAMES = ["Ana Carolina Moraes", "João Pedro Albuquerque", "Mariana Gonçalves", "Thiago Araújo", "Luíza Tavares", "Rafael Brandão",
            "Fernanda Assunção", "Gustavo Nóbrega", "Patrícia Loureiro", "Bruno Magalhães", "Camila Veríssimo", "Lucas Figueiredo",
            "Beatriz Damasceno", "Vinícius Carvalhal", "Juliana Pimentel", "Rodrigo Sampaio Leite"]
PT_MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"]
# g1's regional editions: the byline's "g1 SP", the path, the section's name
G1_EDITIONS = [("SP", "sp/sao-paulo", "São Paulo"), ("Rio", "rj/rio-de-janeiro", "Rio de Janeiro"), ("DF", "df/distrito-federal", "Distrito Federal"),
               ("Campinas", "sp/campinas-regiao", "Campinas e Região"), ("Ribeirão Preto e Franca", "sp/ribeirao-preto-franca", "Ribeirão Preto e Franca"),
               ("Santos", "sp/santos-regiao", "Santos e Região"), ("Sorocaba e Jundiaí", "sp/sorocaba-jundiai", "Sorocaba e Jundiaí"),
               ("MG", "mg/minas-gerais", "Minas Gerais"), ("PE", "pe/pernambuco", "Pernambuco"), ("RS", "rs/rio-grande-do-sul", "Rio Grande do Sul"),
               ("PR", "pr/parana", "Paraná"), ("BA", "ba/bahia", "Bahia"), ("CE", "ce/ceara", "Ceará"), ("AM", "am/amazonas", "Amazonas"),
               ("GO", "go/goias", "Goiás"), ("AC", "ac/acre", "Acre")]
G1_SECTIONS = [("Política", "politica"), ("Economia", "economia"), ("Mundo", "mundo"), ("Saúde", "saude"), ("Educação", "educacao"),
               ("Tecnologia", "tecnologia"), ("Meio Ambiente", "meio-ambiente"), ("Ciência", "ciencia"), ("Pop & Arte", "pop-arte"),
               ("Agronegócios", "economia/agronegocios")]
FOLHA_SECTIONS = [("Poder", "poder"), ("Mercado", "mercado"), ("Mundo", "mundo"), ("Cotidiano", "cotidiano"), ("Ilustrada", "ilustrada"),
                  ("Esporte", "esporte"), ("Ciência", "ciencia"), ("Equilíbrio e Saúde", "equilibrioesaude"), ("Educação", "educacao"),
                  ("Ambiente", "ambiente"), ("Tec", "tec")]
UOL_SECTIONS = [("Cotidiano", "noticias.uol.com.br/cotidiano"), ("Política", "noticias.uol.com.br/politica"),
                ("Internacional", "noticias.uol.com.br/internacional"), ("Saúde", "noticias.uol.com.br/saude"), ("Economia", "economia.uol.com.br"),
                ("Esporte", "www.uol.com.br/esporte"), ("Tecnologia", "www.uol.com.br/tilt"), ("Meio Ambiente", "noticias.uol.com.br/meio-ambiente"),
                ("Educação", "educacao.uol.com.br"), ("Entretenimento", "www.uol.com.br/splash")]
PT_CITIES = ["São Paulo", "São Paulo", "São Paulo", "Brasília", "Brasília", "Rio de Janeiro", "Belo Horizonte", "Porto Alegre", "Recife",
             "Salvador", "Curitiba", "Washington", "Buenos Aires", "Lisboa", "Paris", "Genebra"]


def g1(r, t, body, cat, cs):
    """A Brazilian news site's story page (2020-2024), in Portuguese, as
    g1 (Globo's "mc-" and "content-" components), Folha de S.Paulo
    ("c-news", "c-content-head") or UOL (its older "p-author" and div.text,
    or its Vue "solar" and "jupiter" components of 2023-2024) writes it,
    one of them a site.  g1: the section's or regional edition's name over
    the page (header-editoria), h1.content-head__title, the standfirst in
    h2.content-head__subtitle (the feed's description), "Por NAME, g1
    CITY" ("Por g1 CITY", "Por TV Globo e g1 SP", "Por Reuters"...),
    "07/12/2022 10h32" and "Atualizado há 2 horas" (an amp-timeago on the
    older pages), the share bar, a JSON-LD blob; then the body in
    article[itemprop=articleBody], every block its own div.mc-column (in
    a "chunk-" div on the newer pages) of a data-block-type: each
    paragraph a div.content-text holding one p.content-text__container
    (the first a drop cap on the older pages, the rest inside the
    "wall protected-content" box), photos (backstage-photo: the caption
    "TEXT — Foto: NAME/Reuters"), videos (backstage-video: the poster and
    the video's title), intertitles (div.content-intertitle's h2), the
    story's own lists (ul.content-unordered-list), a blockquote of a
    source's words, a "LEIA TAMBÉM:" line and its list of linked
    headlines in the same ul.content-unordered-list markup, "content-ads"
    slots ("Publicidade" over them on some sites), on 2023-2024 pages
    "📲 Participe do canal do g1 CITY no WhatsApp", and at the end, still
    in the article, "Veja mais notícias da região no g1 CITY", a
    "VÍDEOS: mais assistidos do g1" or "Veja também" intertitle and the
    playlist of video titles under it; after it the tags, a feed of
    other stories ("Mais do g1": titles, summaries, "Há 3 horas") and
    "Mais lidas".  Folha: the kicker, the headline and the standfirst
    (c-content-head__subtitle, the feed's description; a few pages have
    none and the feed gives the first sentence), the share tools, the
    signature ("NAME" and "São Paulo"), "7.dez.2022 às 10h32" and
    "Atualizado: 7.dez.2022 às 11h05", "EDIÇÃO IMPRESSA" at times, "Ouvir
    o texto", the font buttons, "Salvar artigos", the gift box
    ("Assinantes podem liberar 7 acessos por dia para conteúdos da
    Folha"), then div.c-news__body of plain <p>s, h2s at times, pictures
    (figure.widget-image: "Legenda - NAME/Folhapress"), empty ad slots,
    "LEIA TAMBÉM" lines of linked headlines or a "Leia mais" box in an
    rs_skip div, on some pages the wall inside the body after two or
    three paragraphs ("Conteúdo restrito a assinantes e cadastrados",
    "Cadastre-se gratuitamente..."); then "Tópicos", the comments' note
    and "Ver todos os comentários (23)", "Mais lidas".  UOL: the channel's
    name, the headline (no standfirst: the feed gives the first
    sentence), "NAME" and "Do UOL, em São Paulo" or "Colaboração para o
    UOL, em CITY", "07/12/2022 10h32" and "Atualizada em ...", the share
    buttons, the text's paragraphs (in div.text, or in several
    div.jupiter-paragraph-fragment boxes split by what sits between
    them), pictures ("Imagem: Reprodução/Instagram"), "PUBLICIDADE" or
    "Publicidade" over ad slots, "RELACIONADAS" boxes, "Leia também:"
    lines and their lists of links, intertitles at times; then the
    comments' counter or note, "Últimas notícias" or "Mais lidas".  The
    truth: the standfirst (the feed's description), the story's
    paragraphs (those the page holds: Folha's wall cuts them), its
    intertitles, its own list items and g1's blockquoted quote; not the
    kicker, byline, dates, share and audio tools, captions, credits, video
    titles, the "LEIA TAMBÉM"/"Veja também"/"Leia mais" lines and their
    headlines, the WhatsApp and regional lines, the playlists, ad labels,
    the wall, the gift box, tags, comments' lines, feeds nor "Mais
    lidas"."""
    rs = random.Random(BLOG[0] + " g1")
    site = ["g1", "folha", "uol", "g1"][DATE_STYLE % 4]
    tr = str.maketrans("áàâãéêíóôõúüç", "aaaaeeiooouuc")
    slug = lambda x: "-".join("".join(c if c.isalnum() else " " for c in x.lower().translate(tr)).split())[:90]
    hexid = lambda n: "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(n))
    first = lambda p: p[:min([k for k in (p.find(". "), p.find("? "), p.find("! ")) if k > 0] or [len(p) - 1]) + 1]
    head = lambda: pt_join(r, [word(r) for _ in range(r.randint(2, 6))], False)
    au = r.sample(PT_NAMES, 3)
    n = len(body)
    most = [title(r) for _ in range(5)]
    EXTRAS.extend(most)

    def linkify(p, href):
        # a few of the paragraph's words linking another story, as editors do
        ws = p.split(" ")
        if len(ws) < 10 or r.random() < 0.75:
            return esc(p)
        a = r.randrange(1, len(ws) - 5)
        b = a + r.randint(2, 5)
        return "%s <a href=\"%s\">%s</a> %s" % (esc(" ".join(ws[:a])), href, esc(" ".join(ws[a:b])), esc(" ".join(ws[b:])))

    def quote():
        s = sentence(r, 8, 20).rstrip(".?!")
        return "\u201c%s\u201d, %s %s." % (s, r.choice(["afirma", "disse", "explicou", "destacou", "declarou"]), r.choice(
            ["o delegado %s" % au[2], "a secretária %s" % au[1], "%s, %s" % (au[2], r.choice(["pesquisador da universidade", "presidente da associação", "coordenadora do projeto"])),
             "o prefeito %s" % au[2], au[1]]))

    if site == "g1":
        new = rs.random() < 0.55  # 2022-2024: every block in a "chunk-" div
        regional = rs.random() < 0.6
        ed = rs.choice(G1_EDITIONS)
        adlabel = rs.random() < 0.5
        year = r.choice([2022, 2023, 2024] if new else [2020, 2021])
        pub = datetime.datetime(year, r.randint(1, 12), r.randint(1, 28), r.randint(5, 23), r.randint(0, 59))
        upd = pub + datetime.timedelta(minutes=r.randint(0, 600))
        sec, spath = (ed[2], ed[1]) if regional else r.choice(G1_SECTIONS)
        host = "https://g1.globo.com"
        url = lambda x, d: "%s/%s/noticia/%d/%02d/%02d/%s.ghtml" % (host, spath, d.year, d.month, d.day, slug(x))
        earlier = lambda: pub - datetime.timedelta(days=r.randint(1, 300))
        iso = lambda d: (d + datetime.timedelta(hours=3)).strftime("%Y-%m-%dT%H:%M:%S") + ".%03dZ" % r.randint(0, 999)
        stand = sentence(r, 12, 30)
        stand = stand[:-1] if stand.endswith(".") else stand
        TEASER.append(stand)
        x = r.random()
        where = "g1 " + ed[0] if regional else "g1"
        if regional:
            by = ("%s, %s" % (au[0], where) if x < 0.55 else "%s e %s, %s" % (au[0], au[1], where) if x < 0.7 else where if x < 0.88 else "TV Globo e " + where)
        else:
            by = ("%s, g1" % au[0] if x < 0.4 else "%s, g1 \u2014 Bras\u00edlia" % au[0] if x < 0.55 else "g1" if x < 0.7 else
                  r.choice(["Reuters", "France Presse", "Jornal Nacional", "%s, TV Globo \u2014 Bras\u00edlia" % au[1]]))
        ago = r.choice(["h\u00e1 %d minutos" % r.randint(2, 59), "h\u00e1 1 hora", "h\u00e1 %d horas" % r.randint(2, 23), "h\u00e1 1 dia",
                        "h\u00e1 %d dias" % r.randint(2, 6), "h\u00e1 %d meses" % r.randint(2, 11), "h\u00e1 1 ano", "h\u00e1 %d anos" % r.randint(2, 3)])
        bid = [1]
        out, story = [], []

        def blk(kind, inner, cls="mc-column content-text active-extra-styles ", weight=0):
            bid[0] += 1
            h = '<div class="%s" data-block-type="%s"%s data-block-id="%d">%s</div>' % (
                cls, kind, ' data-block-weight="%d"' % weight if weight else "", bid[0], inner)
            return '<div id="chunk-%s">%s</div>' % (hexid(5), h) if new else h

        def para_(inner, w, drop=False):
            return blk("unstyled", '<p class="%scontent-text__container %s" data-track-category="Link no Texto" data-track-links="">%s</p>' % (
                " " if new else "", "theme-color-primary-first-letter" if drop else "", inner), weight=w)

        def photo():
            cap = sentence(r, 6, 18).rstrip(".?!")
            credit = r.choice(["%s/Reuters", "%s/AFP", "%s/AP", "%s/g1", "Reprodu\u00e7\u00e3o/TV Globo", "Divulga\u00e7\u00e3o", "Arquivo pessoal",
                               "Reprodu\u00e7\u00e3o/Redes sociais", "%s/TV Globo", "Divulga\u00e7\u00e3o/Prefeitura de %s" % ed[2]])
            full = "%s \u2014 Foto: %s" % (cap, credit.replace("%s", r.choice(PT_NAMES)))
            src = "https://s2-g1.glbimg.com/%s=/0x0:%dx%d/984x0/smart/filters:max_age(3600)/i.s3.glbimg.com/v1/AUTH_59edd422c0c84a879bd37670ae4f538a/internal_photos/bs/%d/%s/%s.jpg" % (
                hexid(27), 1600, 1066, pub.year, hexid(4), hexid(40))
            cp = ('<figcaption class="content-media__description" itemprop="description"><span class="content-media__description__caption">%s</span></figcaption>' % esc(full)
                  if new else '<p class="content-media__description" itemprop="description">%s</p>' % esc(full))
            return blk("backstage-photo", ('<div class="content-media content-photo"><figure class="content-media-figure" itemscope itemtype="http://schema.org/ImageObject" itemprop="image">'
                                           '<meta itemprop="caption" content="%s"/><div class="progressive-img"><picture class="content-media__picture"><source media="(max-width: 508px)" srcset="%s"/>'
                                           '<img class="content-media__image" alt="%s" title="%s" src="%s" width="984" height="655" loading="lazy"/></picture></div>%s</figure></div>') % (
                esc(full), src, esc(full), esc(full), src, cp), cls="mc-column content-media__container")

        def video():
            vt = title(r).split(";")[0]
            vid = r.randint(8000000, 12999999)
            EXTRAS.append(vt)
            return blk("backstage-video", ('<div class="content-video" itemscope itemtype="http://schema.org/VideoObject"><meta itemprop="name" content="%s"/><meta itemprop="description" content="%s"/>'
                                           '<meta itemprop="thumbnailUrl" content="https://s02.video.glbimg.com/x720/%d.jpg"/><meta itemprop="uploadDate" content="%s"/><meta itemprop="duration" content="PT%dM%dS"/>'
                                           '<div class="content-video__placeholder" data-video-id="%d" data-player-type="globo-video-player"><div class="content-video__poster">'
                                           '<img src="https://s02.video.glbimg.com/x720/%d.jpg" alt="" loading="lazy"/><button class="content-video__play-button" aria-label="Assistir ao v\u00eddeo"></button></div></div>'
                                           '<div class="content-video__description"><p class="content-media__description">%s</p></div></div>') % (
                esc(vt), esc(vt), vid, iso(pub), r.randint(0, 6), r.randint(0, 59), vid, vid, esc(vt)), cls="mc-column content-media__container content-video-container")

        nads = [0]

        def ad():
            nads[0] += 1
            bid[0] += 1
            h = '<div class="content-ads content-ads--reveal" data-block-type="ads" data-block-id="%d">%s<div id="banner_materia%d" class="tag-manager-publicidade-container mc-has-reveal mc-has-ad-lazyload tag-manager-publicidade-banner_materia%d" data-id="banner_materia%d"></div></div>' % (
                bid[0], '<div class="content-ads__label">Publicidade</div>' if adlabel else "", nads[0], nads[0], nads[0])
            return '<div id="chunk-%s">%s</div>' % (hexid(5), h) if new else h
        if adlabel:
            EXTRAS.append("Publicidade")
        lead = r.random()
        if lead < 0.55:
            out.append(photo())
        elif lead < 0.75:
            out.append(video())
        heads = {k for k in range(2, n) if r.random() < 0.3} if n >= 4 and r.random() < 0.45 else set()
        lst = r.randrange(0, n) if n >= 2 and r.random() < 0.25 else -1
        bq = r.randrange(1, n) if n >= 3 and r.random() < 0.2 else -1
        rel = r.choice([1, 2]) if n >= 3 and r.random() < 0.6 else -1
        pic = r.randrange(2, n) if n >= 4 and r.random() < 0.35 else -1
        vid_at = r.randrange(1, n - 1) if n >= 4 and r.random() < 0.25 else -1
        ads = set(range(1, n - 1, 3))
        wa = year >= 2023 and r.random() < 0.6
        wa_text = ("\U0001f4f2 Participe do canal do g1 %s no WhatsApp" % ed[0] if regional else "\u2705 Clique aqui para seguir o canal do g1 no WhatsApp")
        wa_at = r.choice([1, n]) if wa else -1
        for k, p in enumerate(body):
            if k in heads:
                h = head()
                out.append(blk("raw", '<div class="content-intertitle"><h2>%s</h2></div>' % esc(h), cls="mc-column content-text active-extra-styles", weight=len(h) // 6 + 1))
                story.append(h)
            out.append(para_(linkify(p, url(title(r), earlier())), len(p) // 6 + r.randint(0, 4), drop=k == 0 and not new))
            story.append(p)
            if k == 0:
                out.append('<div class="wall protected-content">')
            if k == lst:
                items = [sentence(r, 4, 14) for _ in range(r.randint(3, 6))]
                if r.random() < 0.5:
                    items = [i.rstrip(".?!") + ";" for i in items[:-1]] + [items[-1]]
                out.append(blk("raw", '<ul class="content-unordered-list">%s</ul>' % "".join("<li>%s</li>" % esc(i) for i in items),
                               cls="mc-column content-text active-extra-styles", weight=sum(len(i) for i in items) // 6))
                story.extend(items)
            if k == bq:
                q = quote()
                out.append(blk("raw", '<p class="content-text__container">&nbsp;</p><blockquote class="content-blockquote theme-border-color-primary-before">%s</blockquote><p>&nbsp;</p>' % esc(q),
                               cls="mc-column content-text active-extra-styles", weight=len(q) // 6))
                story.append(q)
            if k == rel:
                lab = r.choice(["LEIA TAMB\u00c9M:", "LEIA TAMB\u00c9M", "Leia tamb\u00e9m:", "VEJA TAMB\u00c9M:", "SAIBA MAIS:"])
                hs = [title(r) for _ in range(r.randint(2, 4))]
                EXTRAS.extend(hs + [lab.rstrip(":")])
                strong = r.random() < 0.6
                out.append(para_("<strong>%s</strong>" % lab, 3))
                out.append(blk("raw", '<ul class="content-unordered-list">%s</ul>%s' % ("".join(
                    '<li><a class="" href="%s">%s</a></li>' % (url(h, earlier()), "<strong>%s</strong>" % esc(h) if strong else esc(h)) for h in hs),
                    "<p>&nbsp;</p>" if r.random() < 0.4 else ""), cls="mc-column content-text active-extra-styles", weight=sum(len(h) for h in hs) // 6))
            if k == pic:
                out.append(photo())
            if k == vid_at:
                out.append(video())
            if k in ads:
                out.append(ad())
            if k + 1 == wa_at:
                out.append(para_('<a href="https://whatsapp.com/channel/%s" target="_blank"><strong>%s</strong></a>' % (hexid(24), esc(wa_text)), 8))
                EXTRAS.append(wa_text)
        if regional and r.random() < 0.8:
            more = "Veja mais not\u00edcias da regi\u00e3o no g1 %s" % ed[0]
            EXTRAS.append(more)
            out.append(para_('<strong><a href="%s/%s/">%s</a></strong>' % (host, spath, esc(more)), 7))
        if r.random() < 0.85:
            lab = r.choice(["VÍDEOS: mais assistidos do g1", "Veja também", "\U0001f4fa VÍDEOS: mais assistidos do g1 nos últimos 7 dias"] +
                           (["VÍDEOS: tudo sobre %s" % ed[2], "VÍDEOS: mais assistidos do g1 %s" % ed[0]] * 2 if regional else []))
            EXTRAS.append(lab)
            out.append(blk("raw", '<div class="content-intertitle"><h2>%s</h2></div>' % esc(lab), cls="mc-column content-text active-extra-styles", weight=5))
            if r.random() < 0.75:
                vts = [title(r).split(";")[0] for _ in range(r.randint(4, 8))]
                EXTRAS.extend(vts)
                items = "".join(
                    '<li class="show-multicontent-playlist__item"><a class="show-multicontent-playlist__link" href="%s/%s/video/%s-%d.ghtml"><div class="show-multicontent-playlist__thumb">'
                    '<img src="https://s02.video.glbimg.com/x216/%d.jpg" alt="" loading="lazy"/><span class="show-multicontent-playlist__duration">%02d:%02d</span></div>'
                    '<p class="show-multicontent-playlist__title">%s</p></a></li>' % (host, spath, slug(v), r.randint(8000000, 12999999), r.randint(8000000, 12999999),
                                                                                   r.randint(0, 9), r.randint(0, 59), esc(v)) for v in vts)
            else:
                items = ""
            bid[0] += 1
            pl = ('<div class="mc-column show-multicontent-playlist" data-block-type="playlist" data-block-id="%d"><div class="show-multicontent-playlist__container" data-playlist-id="%s">'
                  '<ul class="show-multicontent-playlist__list">%s</ul></div></div>') % (bid[0], hexid(12), items)
            out.append('<div id="chunk-%s">%s</div>' % (hexid(5), pl) if new else pl)
        out.append("</div>")  # the wall
        STORY[:] = story
        ld = json.dumps({"@context": "https://schema.org", "@type": "NewsArticle", "headline": t, "description": stand, "datePublished": iso(pub),
                         "dateModified": iso(upd), "author": [{"@type": "Person", "name": by}], "publisher": {"@type": "Organization", "name": "g1"},
                         "mainEntityOfPage": url(t, pub)}, ensure_ascii=False).replace("</", "<\\/")
        tags = list(dict.fromkeys([sec] + [head() for _ in range(r.randint(1, 4))]))
        feed = [(title(r), sentence(r, 10, 24).rstrip("."), r.choice(["H\u00e1 %d minutos" % r.randint(2, 59), "H\u00e1 %d horas" % r.randint(1, 12), "H\u00e1 1 dia"])) for _ in range(r.randint(3, 6))]
        EXTRAS.extend([a for a, _, _ in feed] + [b for _, b, _ in feed])
        share = "".join('<a class="share-bar__link share-bar__link--%s" href="%s" target="_blank" rel="noopener" aria-label="Compartilhar no %s" title="Compartilhar no %s"><svg class="share-bar__icon"><use xlink:href="#share-%s"></use></svg></a>' % (
            s.lower(), u, s, s, s.lower()) for s, u in [("Facebook", "https://www.facebook.com/sharer/sharer.php?u=x"), ("Twitter" if year < 2023 else "X", "https://twitter.com/intent/tweet?url=x"),
                                                        ("WhatsApp", "https://api.whatsapp.com/send?text=x"), ("Telegram", "https://t.me/share/url?url=x"), ("Email", "mailto:?subject=x")])
        upd_html = ('<span class="content-publication-data__updated-relative"><time itemprop="dateModified" datetime="%s"> Atualizado %s</time></span>' % (
            iso(upd), '<amp-timeago layout="fixed" width="160" height="20" datetime="%s" locale="ptBR" class="content-publication-data__amp-timeago"><time datetime="%s">%s</time></amp-timeago>' % (
                iso(upd), iso(upd), ago) if not new else ago))
        return ('<main id="mc-body" class="mc-body theme"><div class="header-title-content"><div class="header-editoria"><a class="header-editoria--link ellip-line" href="%s/%s/">%s</a></div></div>'
                '<div class="mc-article-header"><div class="row content-head non-featured"><div class="title" data-block-type="title" data-block-id="0"><h1 class="content-head__title" itemprop="headline">%s</h1></div>'
                '<div class="medium-centered subtitle" data-block-type="subtitle" data-block-id="1"><meta itemprop="alternateName" content="%s"/><h2 class="content-head__subtitle" itemprop="alternativeHeadline">%s</h2></div></div>'
                '<div class="content__signa-share mc-column"><div class="content__signature"><div class="content-publication-data"><div class="content-publication-data__text">'
                '<p class="content-publication-data__from" title="%s">Por %s</p><p class="content-publication-data__updated"><time itemprop="datePublished" datetime="%s">%02d/%02d/%d %02dh%02d</time> %s</p>'
                '</div></div></div><div class="content__share-bar"><div class="share-bar share-bar--top" data-share-url="%s">%s</div></div></div></div>'
                '<div class="mc-article-body"><script type="application/ld+json">%s</script><article itemprop="articleBody">%s</article></div>'
                '<div class="mc-column entities"><ul class="entities__list">%s</ul></div>'
                '<section class="bastian-feed"><h2 class="bastian-feed__title">Mais do g1</h2>%s</section>'
                '<aside class="mais-lidas"><h2 class="mais-lidas__title">Mais lidas</h2><ol class="mais-lidas__list">%s</ol></aside></main>') % (
            host, spath, esc(sec), esc(t), esc(stand), esc(stand), esc(by), esc(by), iso(pub), pub.day, pub.month, pub.year, pub.hour, pub.minute, upd_html,
            url(t, pub), share, ld, "\n".join(out),
            "".join('<li class="entities__list-item"><a class="entities__list-itemLink" href="%s/tudo-sobre/%s/">%s</a></li>' % (host, slug(g), esc(g)) for g in tags),
            "".join('<div class="bastian-feed-item"><div class="feed-post-body"><div class="feed-post-body-title"><a class="feed-post-link" href="%s">%s</a></div>'
                    '<div class="feed-post-body-resumo">%s</div><div class="feed-post-metadata"><span class="feed-post-datetime">%s</span> <span class="feed-post-metadata-section">%s</span></div></div></div>' % (
                        url(a, earlier()), esc(a), esc(b), c, esc(sec)) for a, b, c in feed),
            "".join('<li class="mais-lidas__item"><span class="mais-lidas__rank">%d</span><a class="mais-lidas__link" href="%s">%s</a></li>' % (i + 1, url(y, pub), esc(y)) for i, y in enumerate(most)))

    if site == "folha":
        relform = rs.choice(["lines", "box"])
        paywalled = rs.random() < 0.6
        year = r.choice([2020, 2021, 2022, 2023, 2024])
        pub = datetime.datetime(year, r.randint(1, 12), r.randint(1, 28), r.randint(5, 23), r.randint(0, 59))
        upd = pub + datetime.timedelta(minutes=r.randint(10, 900)) if r.random() < 0.45 else None
        sec, sp = r.choice(FOLHA_SECTIONS)
        host = "https://www1.folha.uol.com.br"
        url = lambda x, d: "%s/%s/%d/%02d/%s.shtml" % (host, sp, d.year, d.month, slug(x))
        when = lambda d: "%d.%s.%d \u00e0s %dh%02d" % (d.day, PT_MONTHS[d.month - 1], d.year, d.hour, d.minute)
        xk = r.random()
        kicker = (sec if xk < 0.4 else r.choice(["Elei\u00e7\u00f5es %d" % (year + year % 2), "Guerra na Ucr\u00e2nia", "Coronav\u00edrus", "Governo Lula", "Crise do %s" % head().split()[0]]) if xk < 0.7
                  else head())
        stand = None
        if r.random() < 0.9:
            stand = sentence(r, 12, 30)
            stand = stand[:-1] if stand.endswith(".") else stand
            TEASER.append(stand)
        else:
            DESC.append(first(body[0]))
        x = r.random()
        agency = x < 0.1
        authors = [] if agency else au[:1 if x < 0.75 else 2]
        city = r.choice(PT_CITIES)
        cut = paywalled and n >= 4 and r.random() < 0.35
        shown = body[:r.randint(2, 3)] if cut else list(body)
        m = len(shown)
        heads = {k for k in range(2, m) if r.random() < 0.3} if m >= 4 and r.random() < 0.4 else set()
        rel = r.choice([1, 2, m - 1]) if m >= 3 and r.random() < 0.55 else -1
        pic = r.randrange(1, m) if m >= 3 and r.random() < 0.4 else -1
        ads = {2, 6} & set(range(m - 1))
        out, story = [], []

        def figure(lead=False):
            cap = sentence(r, 6, 18).rstrip(".?!")
            d = pub - datetime.timedelta(days=r.randint(0, 400))
            credit = r.choice(["%s/Folhapress", "%s/Folhapress", "%s - %d.%s.%d/Reuters" % ("%s", d.day, PT_MONTHS[d.month - 1], d.year), "%s/AFP", "Divulga\u00e7\u00e3o",
                               "%s/Folhapress", "Reprodu\u00e7\u00e3o/Instagram"]).replace("%s", r.choice(PT_NAMES))
            src = "https://f.i.uol.com.br/fotografia/%d/%02d/%02d/%d%s-%s.jpeg" % (d.year, d.month, d.day, r.randint(1600000000, 1709999999), hexid(13), r.choice(["970x600", "768x512"]))
            return ('<figure class="widget-image %s" data-image-size="%s"><div class="widget-image__image-wrapper c-image-aspect-ratio c-image-aspect-ratio--3x2"><img class="widget-image__image" data-src="%s" src="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=" alt="%s" title="%s"/></div>'
                    '<figcaption class="widget-image__subtitle">%s - <span class="widget-image__credits">%s</span></figcaption></figure>') % (
                "align-center" if lead else r.choice(["align-center", "align-left"]), "big" if lead else "medium", src, esc(cap), esc(cap), esc(cap), esc(credit))
        for k, p in enumerate(shown):
            if k in heads:
                h = head()
                out.append("<h2>%s</h2>" % esc(h))
                story.append(h)
            out.append("<p>%s</p>" % linkify(p, url(title(r), pub - datetime.timedelta(days=r.randint(1, 300)))))
            story.append(p)
            if k == pic:
                out.append(figure())
            if k in ads:
                out.append('<div class="c-advertising c-advertising--300x250 rs_skip"><div id="banner-300x250-%d-area" class="c-advertising__banner-area" data-ad-slot="%d"></div></div>' % (k, k))
            if k == rel:
                hs = [title(r) for _ in range(r.randint(1, 3))]
                EXTRAS.extend(hs)
                hrefs = [url(h, pub - datetime.timedelta(days=r.randint(1, 300))) for h in hs]
                if relform == "lines":
                    lab = r.choice(["LEIA TAMB\u00c9M", "LEIA MAIS", "Leia mais"])
                    EXTRAS.append(lab)
                    out.append("<p><strong>%s</strong></p>" % lab)
                    out.extend('<p><a href="%s">%s</a></p>' % (u, esc(h)) for h, u in zip(hs, hrefs))
                else:
                    EXTRAS.append("Leia mais")
                    out.append('<div class="rs_skip"><div class="c-read-more"><h3 class="c-read-more__title">Leia mais</h3><ul class="c-read-more__list">%s</ul></div></div>' % "".join(
                        '<li class="c-read-more__item"><a class="c-read-more__link" href="%s">%s</a></li>' % (u, esc(h)) for h, u in zip(hs, hrefs)))
        if cut:
            wall = ["Conte\u00fado restrito a assinantes e cadastrados", "Voc\u00ea atingiu o limite de %d reportagens por m\u00eas." % r.choice([5, 10]),
                    "Cadastre-se gratuitamente e leia at\u00e9 5 textos por m\u00eas", "Assine a Folha e tenha acesso ilimitado"]
            EXTRAS.extend(wall)
            out.append(('<div class="c-paywall rs_skip" data-paywall-box=""><div class="c-paywall__content"><h3 class="c-paywall__title">%s</h3><p class="c-paywall__text">%s</p>'
                        '<p class="c-paywall__text">%s</p><a class="c-button c-button--primary" href="https://login.folha.com.br/cadastro?done=x">Cadastre-se gratuitamente</a>'
                        '<a class="c-button c-button--secondary" href="https://assinaturas.folha.com.br/?cod=x">%s</a><p class="c-paywall__login">J\u00e1 \u00e9 assinante? <a href="https://login.folha.com.br/login?done=x">Fa\u00e7a seu login</a></p></div></div>') % tuple(esc(w) for w in wall))
        STORY[:] = story
        gift = "Assinantes podem liberar 7 acessos por dia para conte\u00fados da Folha"
        tools = ["Ouvir o texto", "Diminuir fonte", "Aumentar fonte", "Salvar artigos", "Recurso exclusivo para assinantes", gift, "ASSINE A FOLHA"]
        note = "Os coment\u00e1rios n\u00e3o representam a opini\u00e3o do jornal; a responsabilidade \u00e9 do autor da mensagem."
        EXTRAS.extend(tools + [note, "Ver todos os coment\u00e1rios"])
        topics = list(dict.fromkeys([head() for _ in range(r.randint(2, 5))]))
        sig = "".join('<strong class="c-signature__author"><a href="%s/autores/%s.shtml">%s</a></strong>' % (host, slug(a), a) for a in authors) if authors else \
            '<strong class="c-signature__agency">%s</strong>' % r.choice(["Reuters", "France Presse", "Folhapress"])
        shares = "".join('<li class="c-tools-share__item"><a class="c-tools-share__button c-tools-share__button--%s" href="%s" target="_blank" rel="noopener" title="%s"><svg class="c-tools-share__icon"><use xlink:href="#icon-%s"></use></svg></a></li>' % (
            s.lower(), u, s, s.lower()) for s, u in [("Facebook", "https://www.facebook.com/dialog/share?href=x"), ("WhatsApp", "https://api.whatsapp.com/send?text=x"),
                                                     ("X" if year >= 2023 else "Twitter", "https://twitter.com/intent/tweet?url=x"), ("Messenger", "fb-messenger://share/?link=x"),
                                                     ("LinkedIn", "https://www.linkedin.com/shareArticle?url=x"), ("E-mail", "mailto:?subject=x")])
        ncs = len(cs)
        return ('<main id="conteudo" class="l-main"><div class="block"><article id="c-news" class="c-news" itemscope itemtype="http://schema.org/NewsArticle">'
                '<header class="c-content-head"><div class="c-content-head__wrap"><div class="c-kicker"><a class="c-kicker__link" href="%s/%s/">%s</a></div>'
                '<h1 class="c-content-head__title" itemprop="headline">%s</h1>%s</div></header>'
                '<div class="c-news__wrap"><div class="c-tools-share"><ul class="c-tools-share__list">%s<li class="c-tools-share__item"><button class="c-tools-share__button" data-copy-link="">Copiar link</button></li></ul></div>'
                '<div class="c-news__content"><div class="c-signature">%s<strong class="c-signature__location">%s</strong></div>'
                '<div class="c-more-options"><div class="c-more-options__header"><time class="c-more-options__published-date" itemprop="datePublished" datetime="%s">%s</time>%s%s</div>'
                '<div class="c-more-options__body"><div class="c-tools-share__listen rs_skip"><a class="rsbtn_play" href="https://app-sa.readspeaker.com/cgi-bin/rsent?customerid=x" title="Ouvir o texto"><span class="rsbtn_text">Ouvir o texto</span></a></div>'
                '<div class="c-font-size"><button class="c-font-size__button" data-font-size="down">Diminuir fonte</button><button class="c-font-size__button" data-font-size="up">Aumentar fonte</button></div>'
                '<div class="c-bookmark"><button class="c-bookmark__button">Salvar artigos</button><p class="c-bookmark__text">Recurso exclusivo para assinantes</p><a href="https://assinaturas.folha.com.br/">assine</a> ou <a href="https://login.folha.com.br/login">fa\u00e7a login</a></div>'
                '<div class="c-gift-article"><button class="c-gift-article__button">Presentear</button><div class="c-gift-article__tooltip"><p>%s</p><p>J\u00e1 \u00e9 assinante? <a href="https://login.folha.com.br/login">Fa\u00e7a seu login</a></p><a class="c-button" href="https://assinaturas.folha.com.br/">ASSINE A FOLHA</a></div></div></div></div>'
                '%s<div class="c-news__body" data-share-text="" data-news-content-text="" data-continue-reading="" data-disable-copy="" itemprop="articleBody">%s</div></div>'
                '<div class="c-topics"><h4 class="c-topics__title">T\u00f3picos</h4><ul class="c-topics__list">%s</ul></div></div></article>'
                '<section class="c-comments" id="comentarios"><h2 class="c-section-title">Coment\u00e1rios</h2><p class="c-comments__disclaimer">%s</p>%s</section>'
                '<aside class="c-most-popular"><h2 class="c-section-title">Mais lidas</h2><ol class="c-most-popular__list">%s</ol></aside></div></main>') % (
            host, sp, esc(kicker), esc(t), '<h2 class="c-content-head__subtitle" itemprop="alternativeHeadline">%s</h2>' % esc(stand) if stand else "", shares,
            sig, esc(city), pub.strftime("%Y-%m-%d %H:%M:%S"), when(pub),
            '<time class="c-more-options__modified-date" itemprop="dateModified" datetime="%s">Atualizado: %s</time>' % (upd.strftime("%Y-%m-%d %H:%M:%S"), when(upd)) if upd else "",
            '<span class="c-more-options__print">EDI\u00c7\u00c3O IMPRESSA</span>' if r.random() < 0.2 else "", esc(gift),
            figure(True) if r.random() < 0.7 else "", "\n".join(out),
            "".join('<li class="c-topics__item"><a href="%s/folha-topicos/%s/">%s</a></li>' % (host, slug(y), esc(y)) for y in topics), esc(note),
            '<a class="c-button c-comments__all" href="%s#comentarios">Ver todos os coment\u00e1rios (%d)</a>' % (url(t, pub), ncs) if ncs else '<p class="c-comments__empty">Comente</p>',
            "".join('<li class="c-most-popular__item"><a class="c-most-popular__link" href="%s">%s</a></li>' % (url(y, pub), esc(y)) for y in most))

    # UOL
    solar = rs.random() < 0.5  # the Vue components of 2023-2024
    vhash = "data-v-%08x" % rs.getrandbits(32)
    year = r.choice([2023, 2024] if solar else [2020, 2021, 2022])
    pub = datetime.datetime(year, r.randint(1, 12), r.randint(1, 28), r.randint(5, 23), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(10, 900)) if r.random() < 0.5 else None
    sec, sp = r.choice(UOL_SECTIONS)
    url = lambda x, d: "https://%s/ultimas-noticias/%d/%02d/%02d/%s.htm" % (sp, d.year, d.month, d.day, slug(x))
    loc = lambda d: "%02d/%02d/%d %02dh%02d" % (d.day, d.month, d.year, d.hour, d.minute)
    iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + "-03:00"
    DESC.append(first(body[0]))
    city = r.choice(PT_CITIES[:11])
    x = r.random()
    names = au[:1] if x < 0.55 else au[:2] if x < 0.7 else []
    local = (r.choice(["Do UOL, em %s", "Do UOL, em %s", "Colabora\u00e7\u00e3o para o UOL, em %s", "Colabora\u00e7\u00e3o para o UOL"]).replace("%s", city)).replace(", em Rio de Janeiro", ", no Rio")
    heads = {k for k in range(2, n) if r.random() < 0.3} if n >= 4 and r.random() < 0.35 else set()
    rel = r.choice([1, 2]) if n >= 3 and r.random() < 0.5 else -1
    leia = r.randrange(1, n) if n >= 3 and r.random() < 0.35 else -1
    pic = r.randrange(1, n) if n >= 3 and r.random() < 0.35 else -1
    ads = set(range(1, n - 1, 3))
    adlab = "Publicidade" if solar else "PUBLICIDADE"
    if ads:
        EXTRAS.append(adlab)

    def pic_html(lead=False):
        cap = sentence(r, 6, 16).rstrip(".?!")
        credit = "Imagem: " + r.choice(["Reprodu\u00e7\u00e3o/Instagram", "Reprodu\u00e7\u00e3o/Twitter", "Getty Images", "%s/UOL" % r.choice(PT_NAMES), "Divulga\u00e7\u00e3o",
                                         "%s/Folhapress" % r.choice(PT_NAMES), "Reuters", "Reprodu\u00e7\u00e3o/TV Globo"])
        src = "https://conteudo.imguol.com.br/c/noticias/%s/%d/%02d/%02d/%s.jpg" % (hexid(2), pub.year, pub.month, pub.day, slug(cap)[:40])
        if solar:
            return ('<figure class="solar-photo-content%s" %s><div class="solar-photo-wrapper"><img class="solar-photo-image" src="%s" alt="%s" width="%d" height="%d" loading="lazy"/></div>'
                    '<figcaption class="solar-photo-caption" %s>%s <span class="solar-photo-credit">%s</span></figcaption></figure>') % (
                " solar-photo-content--lead" if lead else "", vhash, src, esc(cap), 1024, 683, vhash, esc(cap), esc(credit))
        return ('<div class="pinit-wraper"><figure class="image"><img class="pinit-img" src="%s" alt="%s" width="956" height="500"/><figcaption><span class="legend">%s</span> <span class="credit">%s</span></figcaption>'
                '</figure></div>') % (src, esc(cap), esc(cap), esc(credit))
    out, story = [], []
    frag = []  # the paragraphs of the open fragment (solar)

    def flush():
        if frag:
            out.append('<div class="jupiter-paragraph-fragment" %s>%s</div>' % (vhash, "".join(frag)))
            del frag[:]

    def put(h, inside=True):
        if solar and not inside:
            flush()
        (frag if solar and inside else out).append(h)
    for k, p in enumerate(body):
        if k in heads:
            h = head()
            put("<h2>%s</h2>" % esc(h) if not solar else '<h2 class="jupiter-intertitle" %s>%s</h2>' % (vhash, esc(h)), inside=not solar)
            story.append(h)
        put("<p>%s</p>" % linkify(p, url(title(r), pub - datetime.timedelta(days=r.randint(1, 300)))))
        story.append(p)
        if k == leia:
            hs = [title(r) for _ in range(r.randint(1, 3))]
            lab = r.choice(["Leia tamb\u00e9m:", "Leia tamb\u00e9m:", "LEIA MAIS:"])
            EXTRAS.extend(hs + [lab.rstrip(":")])
            put("<p><strong>%s</strong></p><ul>%s</ul>" % (lab, "".join('<li><a href="%s">%s</a></li>' % (url(h, pub - datetime.timedelta(days=r.randint(1, 99))), esc(h)) for h in hs)))
        if k == pic:
            put(pic_html(), inside=False)
        if k in ads:
            put(('<div class="jupiter-ads" %s><span class="jupiter-ads__label">%s</span><div id="banner-300x250-%d" class="jupiter-ads__slot" data-ad-position="middle"></div></div>' % (vhash, adlab, k)
                 if solar else '<div class="publicidade-inline"><span class="publicidade-label">%s</span><div id="banner-300x250-%d" class="publicidade"></div></div>' % (adlab, k)), inside=False)
        if k == rel:
            hs = [title(r) for _ in range(r.randint(2, 3))]
            EXTRAS.extend(hs + ["RELACIONADAS", "Relacionadas"])
            put(('<div class="jupiter-related-content" %s><p class="jupiter-related-content__title">Relacionadas</p><ul>%s</ul></div>' % (vhash, "".join(
                '<li><a class="jupiter-related-content__link" href="%s"><span class="jupiter-related-content__kicker">%s</span> %s</a></li>' % (
                    url(h, pub - datetime.timedelta(days=r.randint(1, 99))), esc(sec), esc(h)) for h in hs)) if solar else
                 '<div class="related-content"><h3 class="related-content-title">RELACIONADAS</h3><ul>%s</ul></div>' % "".join(
                     '<li class="related-content-item"><a href="%s"><span class="related-content-item-title">%s</span></a></li>' % (
                         url(h, pub - datetime.timedelta(days=r.randint(1, 99))), esc(h)) for h in hs)), inside=False)
    flush()
    STORY[:] = story
    ncs = len(cs)
    last = [(title(r), "%02dh%02d" % (r.randint(0, 23), r.randint(0, 59))) for _ in range(r.randint(4, 6))]
    EXTRAS.extend([a for a, _ in last])
    shares = "".join('<a class="%s" href="%s" target="_blank" rel="noopener" title="Compartilhe no %s"><span>%s</span></a>' % (
        "solar-social-media-item" if solar else "share-button share-%s" % s.lower(), u, s, s) for s, u in [
            ("Facebook", "https://www.facebook.com/sharer.php?u=x"), ("WhatsApp", "https://api.whatsapp.com/send?text=x"), ("X" if year >= 2023 else "Twitter", "https://twitter.com/intent/tweet?url=x"),
            ("Messenger", "fb-messenger://share/?link=x"), ("Linkedin", "https://www.linkedin.com/shareArticle?url=x"), ("E-mail", "mailto:?subject=x")])
    lead = pic_html(True) if r.random() < 0.55 else ""
    if solar:
        note = "O autor da mensagem, e n\u00e3o o UOL, \u00e9 o respons\u00e1vel pelo coment\u00e1rio. Reserve um tempo para ler as Regras de Uso para coment\u00e1rios."
        EXTRAS.append(note)
        return ('<main class="main"><article class="jupiter-article" %s><div class="jupiter-headline" %s><span class="headline-kicker"><a href="https://%s/">%s</a></span><h1 class="title" %s>%s</h1>'
                '<div class="headline-footer" %s><div class="solar-author"><div class="solar-author-names">%s</div><p class="solar-author-local">%s</p></div>'
                '<div class="solar-author-date"><div class="solar-date"><time class="date" datetime="%s">%s</time></div></div>%s</div>'
                '<div class="solar-social-media" %s>%s</div></div>%s<div class="body-container" %s>%s</div>'
                '<section class="solar-comment" %s><h2 class="solar-comment-title">Coment\u00e1rios</h2><p class="solar-comment-disclaimer">%s</p>%s</section></article>'
                '<aside class="solar-most-read" %s><h2 class="solar-most-read-title">Mais lidas</h2><ol>%s</ol></aside>'
                '<section class="solar-latest" %s><h2 class="solar-latest-title">\u00daltimas not\u00edcias</h2><ul>%s</ul></section></main>') % (
            vhash, vhash, sp, esc(sec), vhash, esc(t), vhash,
            "".join('<a class="solar-author-name" href="https://www.uol.com.br/autores/%s/">%s</a>' % (slug(a), a) for a in names) or '<span class="solar-author-name">UOL</span>', esc(local),
            iso(pub), loc(pub), '<div class="solar-author-updated">Atualizado em <time class="date" datetime="%s">%s</time></div>' % (iso(upd), loc(upd)) if upd else "",
            vhash, shares, lead, vhash, "\n".join(out), vhash, esc(note),
            '<a class="solar-comment-count" href="#comentarios">Ver %d coment\u00e1rios</a>' % ncs if ncs else '<button class="solar-comment-button">Comentar</button>',
            vhash, "".join('<li><a href="%s">%s</a></li>' % (url(y, pub), esc(y)) for y in most),
            vhash, "".join('<li><a href="%s"><time>%s</time> <span>%s</span></a></li>' % (url(a, pub), b, esc(a)) for a, b in last))
    return ('<main id="conteudo" class="article-wrapper scroll-base clearfix collection-item collection-first-item"><div class="title-content"><div class="container"><h4 class="title-name"><a href="https://%s/">%s</a></h4></div></div>'
            '<article class="article"><header class="container"><h1><i class="col-sm-22 col-md-22 col-lg-22 custom-title" ia-title="">%s</i></h1></header>'
            '<div class="container"><div class="  author  ">%s<p class="p-author-local">%s</p><p class="p-author time" ia-date-publish="%s">%s%s</p></div>'
            '<div class="share-container"><div class="share-buttons">%s</div></div>%s'
            '<div class="text  " ia-content="">%s</div>'
            '<div class="comments-total"><h4><strong>%d</strong> coment\u00e1rios</h4><a class="btn-comments" href="#comentarios">Ver coment\u00e1rios</a></div></div></article>'
            '<aside class="mais-lidas"><h3 class="mais-lidas-title">Mais lidas</h3><ol>%s</ol></aside>'
            '<section class="ultimas-noticias"><h3 class="ultimas-noticias-title">\u00daltimas not\u00edcias</h3><ul>%s</ul></section></main>') % (
        sp, esc(sec), esc(t), "".join('<p class="p-author">%s</p>' % a for a in names), esc(local), iso(pub), loc(pub),
        ' <span class="p-author-update">Atualizada em %s</span>' % loc(upd) if upd else "", shares, lead, "\n".join(out), ncs,
        "".join('<li><a href="%s">%s</a></li>' % (url(y, pub), esc(y)) for y in most),
        "".join('<li><a href="%s"><span class="time">%s</span> %s</a></li>' % (url(a, pub), b, esc(a)) for a, b in last))



IN_NAMES = ["Aditi Sharma", "Rohan Mehta", "Sneha Iyer", "Vikram Nair", "Priya Menon", "Arjun Reddy", "Kavya Pillai",
            "Nikhil Joshi", "Ananya Das", "Saurabh Kulkarni", "Meera Bose", "Karan Malhotra", "Pooja Chauhan", "Deepak Rawat"]
IN_CITIES = ["New Delhi", "New Delhi", "New Delhi", "Mumbai", "Mumbai", "Bengaluru", "Kolkata", "Chennai", "Hyderabad", "Lucknow",
             "Pune", "Ahmedabad", "Jaipur", "Patna", "Chandigarh", "Bhopal", "Guwahati", "Thiruvananthapuram", "Srinagar", "Ranchi"]
IN_AGENCIES = [("PTI", "Press Trust of India"), ("PTI", "Press Trust of India"), ("ANI", "Asian News International"),
               ("IANS", "Indo-Asian News Service"), ("AFP", "Agence France-Presse"), ("Reuters", "Reuters")]
# (label, path, the app line's and the closing line's word)
IN_SECTIONS = {"ndtv": [("India News", "india-news", "India"), ("India News", "india-news", "India"), ("World News", "world-news", "World"),
                        ("Cities", "cities", "City"), ("Entertainment", "entertainment", "Entertainment"), ("Offbeat", "offbeat", "Offbeat"),
                        ("Business", "business", "Business"), ("Cricket", "cricket", "Cricket")],
               "toi": [("India", "india", "India"), ("India", "india", "India"), ("City", "city/%s", "City"), ("City", "city/%s", "City"),
                       ("World", "world", "World"), ("Business", "business/india-business", "Business"), ("Entertainment", "entertainment/hindi/bollywood/news", "Entertainment"),
                       ("Sports", "sports/cricket/news", "Sports")],
               "ht": [("India News", "india-news", "India"), ("India News", "india-news", "India"), ("Cities", "cities/%s-news", "City"),
                      ("World News", "world-news", "World"), ("Business", "business", "Business"), ("Entertainment", "entertainment/bollywood", "Entertainment"),
                      ("Cricket", "cricket", "Cricket")]}


def indianews(r, t, body, cat, cs):
    """An Indian English-language news site's story page of 2020-2024,
    in NDTV's "sp-" classes, the Times of India's hashed React classes
    or the Hindustan Times's, one of them a site (by turns as the sites'
    date styles go), each in an earlier or a later design.  NDTV's: the
    breadcrumbs (the last one the headline), h1.sp-ttl, h2.sp-descp
    (the summary, the feed's description), the post-by line ("India
    News | Edited by NAME | Updated: December 07, 2022 10:32 pm IST";
    the agency's name on a syndicated story), "Read Time: 3 mins" and the
    share icons on the later design; then div.sp-cn.ins_storybody
    (#ins_storybody): the lead picture and its caption (a
    p.ins_instory_dv_caption) inside it, plain <p>s, the first opening
    on a bold dateline ("New Delhi: ") on most pages, quotes, "Also Read
    | HEADLINE" paragraphs linking other stories, "Advertisement" over
    ad slots and their googletag scripts, on some pages an embedded
    tweet (blockquote.twitter-tweet: its text, "&mdash; NAME (@handle)"
    and its date) or Instagram post ("View this post on Instagram", "A
    post shared by") after a line leading to it, "Promoted" and "Listen
    to the latest songs, only on JioSaavn.com" on some sites, at the end
    of a syndicated story "(Except for the headline, this story has not
    been edited by NDTV staff and is published from a syndicated feed.)"
    in italics, "(With inputs from PTI)" on some others, "Track Latest
    News Live on NDTV.com and get news updates from India and around
    the world" on the later design; after the body "Featured Video Of
    The Day" and the video's title, "Topics mentioned in this article",
    "Comments" (a script loads them) and "Trending".  The Times of
    India's: the breadcrumbs, the headline in a span, the byline ("TNN
    | Updated: Dec 7, 2022, 22:32 IST"; "NAME / TNN / Updated: ...",
    "TOI News Desk / TIMESOFINDIA.COM / ..." on the later one), the
    lead picture and its caption (inside the text's box on the earlier
    design), the text as loose text nodes split by <br>s in one div of
    a hashed class (_3YYSt, _s30J; no <p>), the first opening on
    "NEW DELHI: ", a "Read Also" ("Also Read") box and "ADVERTISEMENT"
    among them, "(With inputs from agencies)" closing some; then
    "Download The Times of India News App for Latest City News.", "end
    of article" on the earlier design, "FOLLOW US ON SOCIAL MEDIA",
    "Start a Conversation" and "Top Stories".  The Hindustan Times's:
    the breadcrumbs, h1.hdg1, h2.sortDec (the summary, the feed's
    description), "Published on Dec 07, 2022 10:32 PM IST", "By NAME,
    New Delhi" or "By HT News Desk | Edited by NAME", the figure and its
    caption ("(PTI Photo)"), div.storyDetails > div.detail of <p>s, the
    first opening on an agency's dateline on its stories ("Mumbai, Dec
    7 (PTI) ", "New Delhi [India], December 7 (ANI): "), "Also Read:"
    lines, ad slots ("Advertisement" on some sites), "Subscribe Now! to
    get our daily newsletter" on some sites, tweets, "(With inputs from
    PTI)" or "This story has been published from a wire agency feed
    without modifications to the text. Only the headline has been
    changed." in italics, the "Catch every big hit, ... Explore now!"
    promo on cricket stories, "Get Latest India News along with Latest
    News and Top Headlines from India and around the world.", "Share
    this article", "Topics" and "Trending".  No comments printed.  The
    truth: the summary under the headline (NDTV's, the HT's), then the
    story's paragraphs (the Times of India's lines between <br>s) as
    printed, the dateline kept in the first, the quotes and the lines
    leading to an embed; not the "Also Read" lines and boxes (their
    headlines counted as leaks), the ad labels, the promos, the
    syndication disclaimers, the closing "Track Latest News", "Get
    Latest India News" and app lines, the "(With inputs from PTI)"
    credits (neither text nor counted), the embedded tweets and posts,
    the captions, bylines, dates, topics, "Featured Video" nor the
    lists of headlines."""
    rs = random.Random(BLOG[0] + " indianews")
    site = ["ndtv", "toi", "ht", rs.choice(["ndtv", "toi", "ht"])][DATE_STYLE]
    late = random.Random(BLOG[0] + " indianews design").random() < 0.5  # the later design of the three
    alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    hx = lambda n: (lambda u, x: x + u.choice(("0123456789" if x else "") + alnum[:52]) + "".join(u.choice(alnum + "-_") for _ in range(3)) + u.choice(alnum))(
        *(lambda u: (u, u.choice(["_", "_", ""])))(random.Random(BLOG[0] + " toi " + n)))  # a CSS module's hash, never a digit first
    jio, track_p, ht_ad_label, ht_news, ht_close_in = rs.random() < 0.6, rs.random() < 0.5, rs.random() < 0.5, rs.random() < 0.5, rs.random() < 0.5
    also_style = rs.choice(["bar", "bar", "colon"])
    br = rs.choice(["<br/><br/>", "<br/><br/>", "<br><br>", "<br/> <br/>"])
    curly = rs.random() < 0.4
    lw = lambda: LEXICON[int(len(LEXICON) * r.random() ** 2)]
    slug = lambda h: "-".join("".join(c if c.isalnum() else " " for c in h.lower()).split())
    year = r.choice([2020, 2021, 2022, 2023, 2024])
    pub = datetime.datetime(year, r.randint(1, 12), r.randint(1, 28), r.randint(6, 23), r.randint(0, 59), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(4, 9 * 60)) if r.random() < 0.7 else pub
    sec, spath, sword = r.choice(IN_SECTIONS[site])
    city = r.choice(IN_CITIES if "World" not in sec else ["Washington", "London", "Islamabad", "Dhaka", "Kathmandu", "Colombo", "Beijing", "Moscow", "Dubai"])
    cslug = {"New Delhi": "delhi", "Thiruvananthapuram": "thiruvananthapuram"}.get(city, city.lower())
    spath = spath.replace("%s", cslug)
    ag = r.choice(IN_AGENCIES[:4] if sec not in ("World News", "World") else IN_AGENCIES) if r.random() < (0.35 if site != "toi" else 0.2) else None
    author = r.choice(IN_NAMES)
    aid = r.randint(10 ** 5, 10 ** 6)

    sents = word_sents
    paras = []
    for p in body:  # the desk's short paragraphs: one to three sentences
        ss = sents(p)
        while ss:
            k = r.choice([1, 2, 2, 3])
            paras.append(" ".join(ss[:k]))
            ss = ss[k:]
    q1, q2 = ("\u201c", "\u201d") if site == "ht" and curly else ('"', '"')
    named = r.sample(IN_NAMES, 2)
    roles = ["Chief Minister", "Union minister", "Deputy Commissioner of Police", "district magistrate", "party spokesperson", "state health minister"]
    for i in range(1, len(paras)):  # some paragraphs a quote
        if r.random() < 0.2 and len(paras[i].split()) > 6:
            s = paras[i]
            s = s[:-1] + "," if s[-1] == "." else s
            x = r.random()
            who = (("%s %s" % (r.choice(roles[:3]), named[0])) if x < 0.3 else "Mr %s" % named[0].split()[1] if x < 0.45 else
                   r.choice(["a senior police officer", "an official", "the official", "police", "the minister", "a family member", "the court", "officials"]))
            paras[i] = "%s%s%s %s." % (q1, s, q2, who + " said") if x < 0.8 else "%s said, %s%s%s" % (who[0].upper() + who[1:], q1, paras[i], q2)
    mon3 = pub.strftime("%b")
    summ = sentence(r, 14, 32)
    summ = summ[:-1] + "." if summ[-1] in "?!" else summ
    if site != "toi":
        TEASER.append(summ)
    if site == "ndtv":
        dl = city + ": " if r.random() < 0.7 else ""
    elif site == "toi":
        dl = city.upper() + ": " if r.random() < 0.75 else ""
    elif ag and ag[0] == "ANI":
        dl = "%s [India], %s %d (ANI): " % (city, MONTHS[pub.month - 1], pub.day)
    elif ag and ag[0] in ("PTI", "IANS"):
        dl = "%s, %s %d (%s) " % (city, mon3 if mon3 != "Sep" else "Sept", pub.day, ag[0])
    else:
        dl = city.upper() + ": " if r.random() < 0.25 else ""
    # the page's parts among the paragraphs: (index after which, kind)
    n = len(paras)
    embed_at = r.randrange(1, n) if n >= 3 and r.random() < 0.3 else -1
    lead_in = ""
    if embed_at >= 0:
        lead_in = r.choice(["Here's the post:", "Take a look:", "%s shared a video of the incident on X." % named[1],
                            "In a post on X, %s wrote:" % named[1].split()[0], "%s took to Twitter to share the news." % named[1],
                            "Check out the post shared by %s here:" % named[1]])
    also = sorted(r.sample(range(1, n - 1), min(n - 2, r.choice([1, 1, 2])))) if n >= 4 and r.random() < 0.6 else []
    ads = set(range(2, n - 1, r.choice([4, 5]))) if n >= 4 else set()
    jio_at = r.randrange(1, n) if site == "ndtv" and jio and n >= 3 and r.random() < 0.6 else -1
    nl_at = min(3, n - 2) if site == "ht" and ht_news and n >= 5 and r.random() < 0.8 else -1
    related = []

    def linked(s):  # the desk's links on a word or two of a paragraph
        e = esc(s)
        ws = [w for w in s.split(" ") if w.isalpha() and len(w) >= 6 and w in LEXICON]
        if not ws or r.random() > 0.25:
            return e
        w = r.choice(ws)
        u = {"ndtv": "https://www.ndtv.com/topic/%s" % w, "toi": "https://timesofindia.indiatimes.com/topic/%s" % w, "ht": "https://www.hindustantimes.com/topic/%s" % w}[site]
        return e.replace(" %s " % w, ' <a href="%s"%s>%s</a> ' % (u, ' target="_blank"' if site != "ht" else "", w), 1)

    def story_url(h, d):
        if site == "ndtv":
            return "https://www.ndtv.com/%s/%s-%d" % (r.choice(["india-news", "world-news", "cities", "entertainment"]), slug(h), r.randint(2000000, 4999999))
        if site == "toi":
            return "https://timesofindia.indiatimes.com/%s/%s/articleshow/%d.cms" % (r.choice(["india", "city/" + cslug, "world/us"]), slug(h), r.randint(75000000, 106000000))
        return "https://www.hindustantimes.com/%s/%s-1016%d.html" % (r.choice(["india-news", "cities/%s-news" % cslug, "world-news"]), slug(h), r.randint(10 ** 10, 10 ** 11 - 1))

    tdate = pub - datetime.timedelta(minutes=r.randint(30, 2000))

    def embed():
        who = named[1]
        handle = (who.split()[0] + r.choice(["", "_", ""]) + who.split()[1][:r.choice([1, 3, 20])]).lower() + r.choice(["", "", str(r.randint(1, 99))])
        if site == "ndtv" and sec == "Entertainment" and r.random() < 0.6:
            code = "".join(r.choice(alnum + "_-") for _ in range(11))
            u = "https://www.instagram.com/p/%s/?utm_source=ig_embed&amp;utm_campaign=loading" % code
            EXTRAS.append("View this post on Instagram")
            return ('<blockquote class="instagram-media" data-instgrm-captioned data-instgrm-permalink="%s" data-instgrm-version="14" style=" background:#FFF; border:0; border-radius:3px; max-width:540px; min-width:326px; padding:0; width:99.375%%;">'
                    '<div style="padding:16px;"><a href="%s" style=" background:#FFFFFF; line-height:0; padding:0 0; text-align:center; text-decoration:none; width:100%%;" target="_blank">'
                    '<div style=" display: flex; flex-direction: row; align-items: center;"><div style="background-color: #F4F4F4; border-radius: 50%%; height: 40px; width: 40px;"></div></div><div style="padding: 19%% 0;"></div>'
                    '<div style="padding-top: 8px;"><div style=" color:#3897f0; font-family:Arial,sans-serif; font-size:14px; font-style:normal; font-weight:550; line-height:18px;">View this post on Instagram</div></div></a>'
                    '<p style=" color:#c9c8cd; font-family:Arial,sans-serif; font-size:14px; line-height:17px; margin-bottom:0; margin-top:8px; overflow:hidden; padding:8px 0 7px; text-align:center; text-overflow:ellipsis; white-space:nowrap;">'
                    '<a href="%s" style=" color:#c9c8cd; font-family:Arial,sans-serif; font-size:14px; font-style:normal; font-weight:normal; line-height:17px; text-decoration:none;" target="_blank">A post shared by %s (@%s)</a></p></div></blockquote>\n'
                    '<script async src="//www.instagram.com/embed.js"></script>') % (u, u, u, esc(who), handle)
        tid = r.randint(10 ** 18, 18 * 10 ** 17)
        tco = "https://t.co/" + "".join(r.choice(alnum) for _ in range(10))
        tw = ('<blockquote class="twitter-tweet"%s><p lang="en" dir="ltr">%s %s</p>&mdash; %s (@%s) <a href="https://twitter.com/%s/status/%d?ref_src=twsrc%%5Etfw">%s %d, %d</a></blockquote> '
              '<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>') % (
            r.choice(["", ' data-lang="en"', ' data-dnt="true"']), esc(sentence(r, 6, 24)), '<a href="%s">%s</a>' % (tco, "pic.twitter.com/" + tco[-10:] if r.random() < 0.5 else tco),
            esc(who), handle, handle, tid, MONTHS[tdate.month - 1], tdate.day, tdate.year)
        return {"ndtv": tw, "toi": '<div class="%s"><div class="%s" data-type="tweet" data-id="%d">%s</div></div>' % (hx("embedwrap"), hx("tweet"), tid, tw),
                "ht": '<div class="embed_div">%s</div>' % tw}[site]

    def advert(i):
        if site == "ndtv":
            return ('<div class="ad-art_full2 ad-art_wap"><div class="ad-art_rw"><div class="ad-art_wr"><div class="ad-art_tx1">Advertisement</div><div class="ad-art_img-wr">'
                    '<div id="adslot_story_%d" class="adslot"></div><script>googletag.cmd.push(function() { googletag.display("adslot_story_%d"); });</script></div></div></div></div>') % (i, i)
        if site == "toi":
            return '<div class="%s"><div class="%s">ADVERTISEMENT</div><div id="div-gpt-ad-1558437895757-0-%d" class="%s" data-adtype="%s"></div></div>' % (
                hx("ad"), hx("adlabel"), i, hx("adslot"), "ATF_MREC" if i < 4 else "BTF_MREC")
        return '<div class="storyAd adMinHeight313" id="storyAd%d">%s<div class="adHeight250" id="div-gpt-ad-%d-%d"></div></div>' % (
            i, '<span class="adText">Advertisement</span>' if ht_ad_label else "", pub.year, i)

    def also_read():
        h = title(r)
        related.append(h)
        u = story_url(h, pub)
        if site == "ndtv":
            return ('<p><b>Also Read</b> | <a href="%s" target="_blank">%s</a></p>' % (u, esc(h)) if also_style == "bar" else
                    '<p><strong>Also Read: <a href="%s" target="_blank">%s</a></strong></p>' % (u, esc(h)))
        if site == "toi":
            return ('<div class="%s"><div class="%s">%s</div><a href="%s" class="%s"><div class="%s"><img src="https://static.toiimg.com/thumb/msid-%d,width-160,height-120,resizemode-75/%d.jpg" alt="%s" width="80" height="60"/></div>'
                    '<div class="%s">%s</div></a></div>') % (hx("readalso"), hx("readalsolabel"), "Also Read" if late else "Read Also", u, hx("readalsolink"), hx("readalsoimg"),
                                                              r.randint(7 * 10 ** 7, 10 ** 8), r.randint(7 * 10 ** 7, 10 ** 8), esc(h), hx("readalsottl"), esc(h))
        return ('<p><strong>Also Read:</strong> <a href="%s">%s</a></p>' % (u, esc(h)) if also_style != "colon" else
                '<p><strong>Also read | <a href="%s">%s</a></strong></p>' % (u, esc(h)))

    # the story's own lines, then the page's parts among them
    story, out = [], []
    for i, p in enumerate(paras):
        first = i == 0 and dl
        story.append((dl if i == 0 else "") + p)
        if site == "ndtv":
            out.append("<p>%s%s</p>" % ('<b class="place_cont">%s</b>' % esc(dl) if first else "", linked(p)))
        elif site == "toi":
            out.append(("" if i == 0 else br) + esc(dl if first else "") + linked(p))
        else:
            out.append("<p>%s%s</p>" % (esc(dl) if first else "", linked(p)))
        if i == embed_at:
            out.append(("" if site != "toi" else br) + (esc(lead_in) if site == "toi" else "<p>%s</p>" % esc(lead_in)))
            story.append(lead_in)
            out.append(embed())
        if i in ads:
            out.append(advert(i))
        if i in also:
            out.append(also_read())
        if i == jio_at:
            out.append('<div class="ins_adwrap_promo"><div class="ins_adwrap_tx">Promoted</div><div class="jsvn-wrp"><p class="jsvn-txt">Listen to the latest songs, only on <a href="https://www.jiosaavn.com/?utm_source=ndtv&amp;utm_medium=story_promo" target="_blank">JioSaavn.com</a></p></div></div>')
            EXTRAS.append("Listen to the latest songs, only on JioSaavn.com")
        if i == nl_at:
            EXTRAS.append("Subscribe Now! to get our daily newsletter")
            out.append('<div class="newsletterPlug"><div class="nlHdg"><strong>Subscribe Now!</strong> to get our daily newsletter</div><form class="nlForm" action="/newsletters" method="post">'
                       '<input type="email" name="email" placeholder="Enter your email" required/><button type="submit" class="nlBtn">Subscribe</button></form></div>')
    EXTRAS.extend(related)
    if ads and (site != "ht" or ht_ad_label):
        EXTRAS.append("ADVERTISEMENT" if site == "toi" else "Advertisement")
    # the ends of the story's box: credits, disclaimers, closing lines
    inputs = not ag and r.random() < 0.2
    close = ""
    if site == "ndtv":
        if ag:
            s = "(Except for the headline, this story has not been edited by NDTV staff and is published from a syndicated feed.)"
            EXTRAS.append(s)
            out.append("<p><i>%s</i></p>" % s if r.random() < 0.7 else "<i>%s</i>" % s)
        elif inputs:
            out.append("<p><i>(With inputs from %s)</i></p>" % r.choice(["PTI", "PTI", "ANI", "agencies"]))
        if late:
            EXTRAS.append("Track Latest News Live on NDTV.com and get news updates from India and around the world")
            s = ('<a href="https://www.ndtv.com/latest">Track Latest News Live on NDTV.com</a> and get news updates from <a href="https://www.ndtv.com/india">India</a> '
                 'and <a href="https://www.ndtv.com/world-news">around the world</a>')
            out.append("<p>%s</p>" % s if track_p else '<div class="trk_nws">%s</div>' % s)
    elif site == "toi":
        if inputs or (ag and r.random() < 0.5):
            out.append(br + "(With inputs from %s)" % r.choice(["agencies", "agencies", "PTI", "TNN"]))
    else:
        if ag and ag[0] == "ANI":
            s = "This story has been published from a wire agency feed without modifications to the text. Only the headline has been changed."
            EXTRAS.append(s)
            out.append("<p><em>%s</em></p>" % s)
        elif inputs:
            out.append("<p><em>(With inputs from %s)</em></p>" % r.choice(["PTI", "PTI", "ANI", "agencies"]))
        if sec == "Cricket":
            s = "Catch every big hit, every wicket with Crick-it, a one stop destination for Live Scores, Match Stats, Infographics & much more."
            EXTRAS.append(s)
            out.append('<div class="crickitPromo"><p>%s <a href="https://www.hindustantimes.com/crick-it" target="_blank"><strong>Explore now!</strong></a></p></div>' % esc(s))
        s = "Get Latest %s News along with Latest News and Top Headlines from India and around the world." % sword
        EXTRAS.append(s)
        close = '<div class="closeStory"><p>Get <a href="https://www.hindustantimes.com/%s">Latest %s News</a> along with <a href="https://www.hindustantimes.com/latest-news">Latest News</a> and Top Headlines from India and around the world.</p></div>' % (spath.split("/")[0], sword)
    STORY[:] = story
    if site == "toi":  # the feed's description: the story's first lines
        DESC.append(" ".join(sents(story[0])[:2]))
    textbox = "\n".join(out)
    words = len(" ".join(story).split())
    # the lead picture and its caption
    capn = sentence(r, 6, 16)
    capn = capn[:-1] + "." if capn[-1] in "?!" else capn
    pic = r.random() < 0.85
    heads = [title(r) for _ in range(5)]
    EXTRAS.extend(heads)
    crumbs_t = t if len(t) < 60 else t[:57] + "..."
    ist = lambda x: x.strftime("%Y-%m-%dT%H:%M:%S") + "+05:30"

    if site == "ndtv":
        cap = capn + r.choice(["", "", " (File)", " (Representational)", " (Photo Credit: PTI)", " (Photo: Twitter/@%s)" % lw()])
        fig = ('<div class="ins_instory_dv" style="width:620px;"><div class="ins_instory_dv_cont"><img class="" src="https://c.ndtvimg.com/%d-%02d/%s_625x300_%02d_%s_%02d.jpg" alt="%s" id="story_image_main" width="620" height="350"/>'
               '<p class="ins_instory_dv_caption sp_b">%s</p></div></div>') % (
            pub.year, pub.month, "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(8)), pub.day, MONTHS[pub.month - 1], pub.year % 100, esc(capn[:80]), esc(cap)) if pic else ""
        when = lambda x: "%s %02d, %d %d:%02d %s IST" % (MONTHS[x.month - 1], x.day, x.year, (x.hour + 11) % 12 + 1, x.minute, "am" if x.hour < 12 else "pm")
        by = ('<span class="pst-by_txt">%s</span> <a class="pst-by_lnk" href="https://www.ndtv.com/author/%s-%d"><span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">%s</span></span></a>' % (
            r.choice(["Edited by", "Edited by", "Written by", "Reported by"]) if late else r.choice(["Edited by", "Written by"]), slug(author), aid, author) if not ag else
              '<span itemprop="author" itemscope itemtype="https://schema.org/Organization"><span itemprop="name">%s</span></span>' % ag[1])
        share = "".join('<li class="ss_li"><a class="ss-lk %s" href="%s" title="Share on %s" target="_blank" rel="noopener"><svg class="vj_icn vj_%s"><use xlink:href="#vj_%s"></use></svg></a></li>' % (
            k.lower(), u, k, k.lower(), k.lower()) for k, u in [("Facebook", "https://www.facebook.com/sharer.php?u=x"), ("Twitter", "https://twitter.com/intent/tweet?url=x"),
                                                               ("WhatsApp", "https://api.whatsapp.com/send?text=x"), ("Reddit", "https://www.reddit.com/submit?url=x"), ("Email", "mailto:?subject=x")])
        vid = title(r)
        EXTRAS.append(vid)
        feat = r.random() < 0.75
        topics = list(dict.fromkeys(lw().title() for _ in range(r.randint(2, 6))))
        return ('<div class="vjl-cnt"><div class="vjl-cntr"><div class="vjl-row"><div class="vjl-Mid-1">'
                '<nav class="brd-nv"><ul class="brd-nv_ul" itemscope itemtype="https://schema.org/BreadcrumbList"><li class="brd-nv_li"><a class="brd-nv_lnk" href="https://www.ndtv.com/">Home</a></li>'
                '<li class="brd-nv_li"><a class="brd-nv_lnk" href="https://www.ndtv.com/%s">%s</a></li><li class="brd-nv_li"><span class="brd-nv_lnk">%s</span></li></ul></nav>'
                '<div class="vjl-row"><div class="vjl-Mid-2"><article class="stp-wr" itemscope itemtype="https://schema.org/NewsArticle"><div class="sp-hd"><div class="sp-cn">'
                '<h1 class="sp-ttl" itemprop="headline">%s</h1><h2 class="sp-descp">%s</h2>'
                '<nav class="pst-by"><ul class="pst-by_ul"><li class="pst-by_li"><a class="pst-by_lnk" href="https://www.ndtv.com/%s">%s</a></li><li class="pst-by_li">%s</li>'
                '<li class="pst-by_li"><span class="pst-by_txt">Updated: </span><span class="pst-by_lnk" itemprop="dateModified" content="%s">%s</span></li></ul></nav>'
                '<div class="ss ss_pg"><div class="pst_opt">%s<div class="pst_icn-btn"><ul class="ss_ul">%s</ul>%s</div></div></div></div></div>'
                '<div class="sp-cn ins_storybody" id="ins_storybody" itemprop="articleBody">%s\n%s</div>'
                '%s'
                '<div class="tg_wrp"><div class="tg_ttl">Topics mentioned in this article</div><ul class="tg_ul">%s</ul></div>'
                '<div class="cmt_wrp" id="comment"><div class="cmt_hdr"><h3 class="cmt_ttl">Comments</h3></div><div id="comment_block" class="cmt_blk" data-story-id="%d"></div></div>'
                '</article></div><aside class="vjl-Mid-3"><div class="lst-pg_wr"><h3 class="lst-pg_ttl">Trending</h3><ul class="lst-pg_ul">%s</ul></div></aside></div></div></div></div></div>') % (
            spath, esc(sec), esc(crumbs_t), esc(t), esc(summ), spath, esc(sec), by, ist(upd), when(upd),
            '<div class="pst_opt-lft"><div class="read-tim"><span class="read-tim_txt">Read Time:</span> <span class="read-tim_min">%d min%s</span></div></div>' % (
                max(1, (words + 150) // 200), "" if words < 250 else "s") if late else "", share,
            '<a class="CpyLk_lk" href="javascript:void(0)" title="copy"><span class="CpyLk_tt-tx">Link Copied</span></a>' if late else "",
            fig, textbox,
            '<div class="ftr-vdo"><div class="ftr-vdo_hdg">Featured Video Of The Day</div><a class="ftr-vdo_lnk" href="https://www.ndtv.com/video/%s-%d"><img src="https://c.ndtvimg.com/%d-%02d/%x_640x480.jpg" alt="" width="640" height="360"/>'
            '<div class="ftr-vdo_ttl">%s</div></a></div>' % (slug(vid), r.randint(600000, 799999), pub.year, pub.month, r.getrandbits(32), esc(vid)) if feat else "",
            "".join('<li class="tg_li"><a class="tg_lnk" href="https://www.ndtv.com/topic/%s">%s</a></li>' % (slug(x), esc(x)) for x in topics), r.randint(2000000, 4999999),
            "".join('<li class="lst-pg_li"><a class="lst-pg_lnk" href="%s">%s</a></li>' % (story_url(h, pub), esc(h)) for h in heads))
    if site == "toi":
        cap = capn + r.choice(["", " (File photo)", " (Representative image)", " (Photo: PTI)", " (Picture credit: Twitter)"])
        msid = r.randint(75000000, 106000000)
        fig = ('<div class="%s"><div class="%s"><img src="https://static.toiimg.com/thumb/msid-%d,imgsize-%d,width-400,resizemode-4/%d.jpg" alt="%s" title="%s" width="400" height="300"/></div>'
               '<div class="%s">%s</div></div>') % (hx("leadimg"), hx("imgwrap"), msid, r.randint(20000, 300000), msid, esc(capn[:80]), esc(capn[:80]), hx("caption"), esc(cap)) if pic else ""
        when = "%s %d, %d, %02d:%02d IST" % (upd.strftime("%b"), upd.day, upd.year, upd.hour, upd.minute)
        who = ag[0] if ag else r.choice(["TNN", "TNN", "TIMESOFINDIA.COM", "TOI News Desk"])
        if late:
            by = "<div>%s<span>%s</span> / <span>Updated: %s</span></div>" % (
                '<span><a href="/toireporter/author-%s-%d.cms">%s</a></span> / ' % (slug(author), aid, author) if who == "TNN" and r.random() < 0.6 else "",
                "TOI News Desk</span> / <span>TIMESOFINDIA.COM" if who == "TOI News Desk" else who, when)
        else:
            by = "%s | Updated: %s" % ('<a href="/toireporter/author-%s-%d.cms">%s</a> | %s' % (slug(author), aid, author, who) if who == "TNN" and r.random() < 0.4 else who, when)
        app = "Download The Times of India News App for Latest %s News." % sword
        EXTRAS.extend([app, "FOLLOW US ON SOCIAL MEDIA", "Start a Conversation"] + ([] if late else ["end of article"]))
        crumb = [("News", "/"), ("%s News" % ("City" if sec == "City" else sec), "/" + spath.split("/")[0])] + ([("%s News" % city.replace("New ", ""), "/" + spath)] if sec == "City" else [])
        return ('<div class="%s"><div class="%s" id="breadcrumb"><ul>%s<li><span>%s</span></li></ul></div><div class="%s" data-articlebody="1" data-msid="%d">'
                '<h1 class="%s"><span>%s</span></h1><div class="%s byline">%s</div>'
                '<div class="%s"><a class="%s fb" href="https://www.facebook.com/sharer.php?u=x" title="Share on Facebook"></a><a class="%s tw" href="https://twitter.com/intent/tweet?url=x" title="Share on Twitter"></a>'
                '<a class="%s wa" href="https://api.whatsapp.com/send?text=x" title="Share on WhatsApp"></a><a class="%s ln" href="https://www.linkedin.com/shareArticle?url=x" title="Share on LinkedIn"></a></div>'
                '%s<div class="ga-headlines"><div class="%s clearfix %s"%s>%s%s</div></div>'
                '<div class="%s"><span>Download </span><a href="https://timesofindia.onelink.me/efRt/%s" target="_blank">The Times of India News App</a><span> for Latest %s News.</span></div>'
                '%s<div class="%s"><div class="%s">FOLLOW US ON SOCIAL MEDIA</div><div class="%s">%s</div></div>'
                '<div class="%s" id="comments"><div class="%s">Start a Conversation</div><button class="%s" type="button">Post comment</button><div id="comment-root" data-msid="%d"></div></div></div>'
                '<div class="%s"><h3 class="%s">Top Stories</h3><ul>%s</ul></div></div>') % (
            hx("page"), hx("crumbs"), "".join('<li><a href="%s"><span>%s</span></a></li>' % (u, esc(a)) for a, u in crumb), esc(t), hx("article"), msid,
            "HNMDR" if late else "_1Y-96", esc(t), "xf8Pm" if late else "_3Mkg-", by, hx("share"), hx("shr"), hx("shr"), hx("shr"), hx("shr"),
            fig if late else "", "_s30J" if late else "_3YYSt", " " if late else "", ' data-articlebody="1"' if late else "", "" if late else fig, textbox,
            hx("app"), "".join(r.choice(alnum) for _ in range(8)), sword,
            "" if late else '<div class="%s">end of article</div>' % hx("eoa"), hx("follow"), hx("followhdg"), hx("followicons"),
            "".join('<a href="%s" target="_blank" rel="nofollow noopener" title="%s" class="%s"></a>' % (u, k, hx("ficon")) for k, u in [
                ("Facebook", "https://www.facebook.com/TimesofIndia"), ("Twitter", "https://twitter.com/timesofindia"), ("Instagram", "https://www.instagram.com/timesofindia"),
                ("KOO", "https://www.kooapp.com/profile/timesofindia"), ("YouTube", "https://www.youtube.com/channel/x")]),
            hx("cmts"), hx("cmtshdg"), hx("cmtsbtn"), msid, hx("rhs"), hx("rhshdg"),
            "".join('<li><a href="%s">%s</a></li>' % (story_url(h, pub), esc(h)) for h in heads))
    cap = capn + r.choice([" (PTI Photo)", " (PTI)", " (HT Photo)", " (ANI)", " (Representative image)", " (File Photo)", " (Reuters)", " (X/@%s)" % lw()])
    fig = ('<div class="storyParagraphFigure"><figure><span><picture><img src="https://www.hindustantimes.com/ht-img/img/%d/%02d/%02d/550x309/%s_%d.jpg" alt="%s" title="%s" width="550" height="309"/></picture></span>'
           '<figcaption>%s</figcaption></figure></div>') % (pub.year, pub.month, pub.day, lw(), r.randint(10 ** 12, 10 ** 13 - 1), esc(cap), esc(cap), esc(cap)) if pic else ""
    when = lambda x: "%s %02d, %d %02d:%02d %s IST" % (x.strftime("%b"), x.day, x.year, (x.hour + 11) % 12 + 1, x.minute, "AM" if x.hour < 12 else "PM")
    sid = "1016%d" % r.randint(10 ** 10, 10 ** 11 - 1)
    alink = lambda a: '<a href="/author/%s-%d" class="authorNameClick">%s</a>' % (slug(a), aid, a)
    if ag:
        by = "By %s" % ag[0] if r.random() < 0.6 else '<small class="byLineAuthor">%s</small> | Edited by <small class="byLineAuthor">%s</small>' % (ag[0], alink(author))
    elif late:
        by = '<small class="byLineAuthor">By %s</small> | Edited by <small class="byLineAuthor">%s</small>' % (
            alink("HT News Desk" if r.random() < 0.5 else "HT Correspondent"), alink(author))
    else:
        by = '<small class="byLineAuthor">By %s</small>, %s' % (alink(author), city)
    dates = ('Updated on %s' % when(upd) if upd != pub and late else "Published on %s" % when(pub))
    topics = list(dict.fromkeys(lw().title() + (" " + lw().title() if r.random() < 0.3 else "") for _ in range(r.randint(2, 5))))
    EXTRAS.append("Share this article")
    return ('<div class="mainContainer"><section class="mainSec"><div class="fullStory tfStory current" id="dataHolder" data-vars-storyid="%s" data-vars-storytype="story" data-vars-section="%s">'
            '<div class="breadcrumbs"><ul><li><a href="https://www.hindustantimes.com/">Home</a></li><li><a href="https://www.hindustantimes.com/%s">%s</a></li></ul></div>'
            '<h1 class="hdg1">%s</h1><h2 class="sortDec">%s</h2>'
            '<div class="actionDiv flexElm topTime"><div class="dateTime secTime storyPage">%s</div><div class="storyBy">%s</div>'
            '<div class="actionIcons"><span class="bookmark" title="Save"></span><span class="share" title="Share"></span></div></div>'
            '%s<div class="storyDetails taboola-readmore" id="storyMainDiv%s" itemprop="articleBody"><div class="detail" id="detail%s">%s</div>%s</div>%s'
            '<div class="shareArticle"><span class="shareHdg">Share this article</span><ul class="shareList">%s</ul></div>'
            '<div class="storyTopics"><div class="topicsHdg">Topics</div><ul class="topicList">%s</ul></div></div></section>'
            '<aside class="rgtAdd"><section class="trendingTopic"><h2 class="rhsHdg">Trending</h2><ul>%s</ul></section></aside></div>') % (
        sid, esc(sec), spath, esc(sec), esc(t), esc(summ), dates, by, fig, sid, sid, textbox,
        close if ht_close_in else "", "" if ht_close_in else close,
        "".join('<li><a class="%s" href="%s" target="_blank" rel="nofollow" title="%s"></a></li>' % (k.lower(), u, k) for k, u in [
            ("Facebook", "https://www.facebook.com/sharer/sharer.php?u=x"), ("Twitter", "https://twitter.com/intent/tweet?url=x"), ("Whatsapp", "https://api.whatsapp.com/send?text=x"), ("Linkedin", "https://www.linkedin.com/shareArticle?url=x")]),
        "".join('<li><a href="https://www.hindustantimes.com/topic/%s">%s</a></li>' % (slug(x), esc(x)) for x in topics),
        "".join('<li><a href="%s">%s</a></li>' % (story_url(h, pub), esc(h)) for h in heads))

WF_NAV = ["Product", "Solutions", "Pricing", "Customers", "Integrations", "Features", "About", "Careers", "Docs", "Company", "Partners", "Platform"]
WF_RES = ["Blog", "Case studies", "Guides", "Webinars", "Help center", "Changelog", "Templates", "Events", "Podcast"]
WF_FOOT = [("Product", ["Features", "Pricing", "Integrations", "Security", "Changelog", "Roadmap"]),
           ("Company", ["About us", "Careers", "Press", "Contact", "Partners"]),
           ("Resources", ["Blog", "Guides", "Case studies", "Help center", "Webinars", "Community"]),
           ("Legal", ["Privacy Policy", "Terms of Service", "Cookie Policy", "Imprint"])]
WF_CTA = ["Ready to get started?", "Ready to get started?", "Ready to get started?", "Ready to see %s in action?", "Start your free trial today",
          "See what %s can do for your team", "Let\u2019s build something together"]
WF_NEWS = ["Subscribe to our newsletter", "Stay in the loop", "Get the latest from %s", "Join our newsletter", "Subscribe to the %s blog", "Never miss an update"]
WF_REL = ["Related posts", "More articles", "You might also like", "Keep reading", "Related articles", "More from the blog", "Latest posts"]
WF_ROLES = ["Head of Marketing", "Content Lead", "Co-founder & CEO", "Product Designer", "Growth Manager", "Senior Writer", "VP of Product",
            "Customer Success Lead", "Founder", "Creative Director", "Developer Advocate"]


def webflow(r, t, body, cat, cs):
    """A company's or studio's blog post on a Webflow site (2020-2024),
    one CMS template a site, as its designer built and named it: by
    Webflow's own numbered names ("div-block-47", "text-block-12",
    "heading-23", "rich-text-block-2 w-richtext",
    "collection-list-wrapper-3 w-dyn-list"), by names of the designer's
    own ("blog-post-header", "blog-rich-text w-richtext", "blog-card")
    with a few numbered ones left among them, or by the Client-First
    system of Relume's kits ("section_blog-post-header", "padding-global",
    "container-large", "text-rich-text w-richtext",
    "blog-post-content_sidebar", "blog12_item").  The page: the navbar
    (w-nav: the brand, links, a "Resources" dropdown on some sites, "Log
    in" and a button such as "Book a demo", the menu button, "Menu" on
    some), the post's header (a breadcrumb or "Back to blog" on some
    sites, the category pill, the h1, the post's summary under it on
    half the sites, the author's picture and name, a role at times, the
    date "March 7, 2023" or "7 Mar 2023", "5 min read", share links on
    some sites, IX2's opacity:0 start styles on some), the main image
    (srcset of -p-500 and -p-800 versions), then the body in one
    div.w-richtext: paragraphs with links, bold and italic runs, h2s
    (numbered at times, in <strong> where pasted, their ids where a
    script builds a table of contents), an h3 at times, ul/ol (role
    "list" on the newer sites, items of a bold "Label:" at times), a
    blockquote, figure.w-richtext-figure-type-image with a figcaption,
    a video figure, a div.w-embed holding a box that sells the product,
    blank <p>s of a zero-width joiner on some sites; on some sites a
    sidebar beside it with "Table of contents" (the h2s' links, or
    Finsweet's unfilled template link) and the share block; after it
    "Share this post", the tags' w-dyn-list and the author's box on
    some sites; then "Related posts" (or "More articles", "Keep
    reading") as a w-dyn-list of two to four cards in the blog index's
    classes (picture, category, title, an excerpt of one or two
    sentences, date, "Read more"; "No items found." on some pages), a
    CTA section ("Ready to get started?", a line, two buttons), the
    newsletter's w-form (its success and failure messages in hidden
    w-form-done and w-form-fail divs), the footer's columns, a
    cookie banner on some of the newer sites, the "Made in Webflow"
    badge on the free sites, the hidden w-condition-invisible and
    w-dyn-bind-empty boxes, jQuery and webflow.js.  No comments.  The
    feed's description is the summary where the header shows it, the
    summary unshown on some other sites, the first paragraph on the
    rest.  The truth: the summary where the header shows it, then the
    rich text's story: paragraphs, headings, list items and quotes in
    order; not the captions, the blank paragraphs, the embedded box,
    the header's lines, the table of contents, share links, tags, the
    author's box, related cards, the CTA, the form's lines nor the
    footer."""
    rs = random.Random(BLOG[0] + " webflow")
    habit = rs.choice(["num", "num", "named", "named", "named", "cf", "cf"])
    era = rs.choice([2020, 2021, 2022, 2022, 2023, 2023, 2024])
    own = [w for w in BLOG[0].split()[:-1] if w.lower() not in WORDS]
    company = (own or BLOG[0].split()[:1])[0] + rs.choice(["", "", "", " Labs", " Studio", " HQ", " AI"])
    handle = "".join(c for c in company.lower() if c.isalnum())[:20]
    free = rs.random() < 0.15
    dom = "%s.webflow.io" % handle if free else "www.%s.com" % handle
    cdn = ("cdn.prod.website-files.com" if era == 2024 else "assets-global.website-files.com" if era >= 2022 and rs.random() < 0.7 else "uploads-ssl.webflow.com")
    sid, cid = "%024x" % rs.getrandbits(96), "%024x" % rs.getrandbits(96)
    roles, newform = era >= 2021, era >= 2022
    shown, fsum = DATE_STYLE % 2 == 0, rs.random() < 0.6  # the summary under the headline on half the sites
    toc = habit != "num" and rs.random() < 0.45
    toc_fs = toc and rs.random() < 0.35
    left = rs.random() < 0.6
    share_at = rs.choice(["head", "after", "after", "none"] + (["side", "side", "side"] if toc else []))
    tags_on, bio_on, role_on = rs.random() < 0.3, rs.random() < 0.35, rs.random() < 0.3
    cta_on, news_on, news_foot = rs.random() < 0.8, rs.random() < 0.75, rs.random() < 0.4
    cookie = era >= 2022 and rs.random() < 0.35
    anim_head, anim_body, anim_cards = rs.random() < 0.4, rs.random() < 0.15, rs.random() < 0.3
    img_first, img_in_body = rs.random() < 0.25, rs.random() < 0.15
    blanks = rs.choice([0, 0, 0.15, 0.4])
    strong_h = rs.random() < 0.25
    date_fmt = rs.choice([0, 0, 1, 2, 3]) if habit != "cf" else rs.choice([0, 2, 2])
    rt_style = rs.choice(["cms", "cms", "split", "none"])
    rel_title, rel_n, rel_ex, rel_more = rs.choice(WF_REL), rs.choice([2, 3, 3, 3, 4]), rs.random() < 0.85, rs.random() < 0.4
    nav_items, dropdown, menu_text, login = rs.sample(WF_NAV, rs.randint(3, 5)), rs.random() < 0.5, rs.random() < 0.3, rs.random() < 0.5
    nav_btn = rs.choice(["Book a demo", "Book a demo", "Book a demo", "Get started", "Request a demo", "Start free trial", "Contact us"])
    inline_cta = rs.random() < 0.35
    back_on = habit == "named" and rs.random() < 0.5
    post_dir = rs.choice(["blog", "blog", "post", "blog-posts", "articles", "resources/blog"])
    team = [(nm, rs.choice(WF_ROLES), sentence(rs, 12, 26), "%024x_%s.jpg" % (rs.getrandbits(96), nm.split()[0].lower())) for nm in rs.sample(NAMES[:10], 3)]
    cta_h = rs.choice(WF_CTA)
    cta_h = cta_h % company if "%s" in cta_h else cta_h
    cta_p = sentence(rs, 10, 20)
    cta_b2 = rs.choice(["Get started", "Contact sales", "Start for free", "Talk to us", "See pricing"])
    news_h = rs.choice(WF_NEWS)
    news_h = news_h % company if "%s" in news_h else news_h
    news_p = sentence(rs, 8, 16)
    done, fail = (("Thank you! Your submission has been received!", "Oops! Something went wrong while submitting the form.") if rs.random() < 0.7 else
                  (rs.choice(["Thanks for subscribing! Check your inbox to confirm.", "You're in! Thanks for subscribing.", "Thanks! You'll hear from us soon."]),
                   rs.choice(["Something went wrong. Please try again.", "Oops! Something went wrong. Please try again later."])))
    foot_line = sentence(rs, 6, 14)
    foot_cols = rs.sample(WF_FOOT, rs.randint(2, 4))
    cookie_txt = ("We use cookies to make our site work, to understand how it is used and to support our marketing. "
                  "You can change your choice at any time in the settings.")
    wid = lambda: "%08x-%04x-%04x-%04x-%012x" % (rs.getrandbits(32), rs.getrandbits(16), rs.getrandbits(16), rs.getrandbits(16), rs.getrandbits(48))
    ids = [wid() for _ in range(8)]
    page_id = "%024x" % rs.getrandbits(96)
    cnt = {}

    def n(base):  # Webflow's numbered names: the next free number of a base
        cnt[base] = cnt.get(base, rs.randint(0, 25)) + rs.randint(1, 4)
        return "%s-%d" % (base, cnt[base])
    con = "w-layout-blockcontainer container w-container" if era == 2024 else "container w-container"
    if habit == "num":
        K = dict(nav="navbar w-nav", navc=con, brand="brand w-nav-brand", menu="nav-menu w-nav-menu", link="nav-link w-nav-link", dd="dropdown w-dropdown",
                 ddt="dropdown-toggle w-dropdown-toggle", ddl="dropdown-list w-dropdown-list", ddlink="dropdown-link w-dropdown-link", navbtn=n("button") + " w-button",
                 login=n("nav-link") + " w-nav-link", mbtn="menu-button w-nav-button", hsec=n("section"), hcon=n("container") + " w-container", hwrap=n("div-block"),
                 pillw=n("div-block"), pill=n("text-block"), h1=n("heading"), sum=n("paragraph"), meta=n("div-block"), aw=n("div-block"), aimg=n("image"),
                 aname=n("text-block"), arole=n("text-block"), dw=n("div-block"), date=n("text-block"), dot=n("text-block"), rt=n("text-block"), himgw=n("div-block"), himg=n("image"),
                 csec=n("section"), ccon=n("container") + " w-container", grid=n("div-block"), side=n("div-block"), main=n("div-block"), rtext=n("rich-text-block") + " w-richtext",
                 tocw=n("div-block"), toct=n("text-block"), tocl=n("link-block") + " w-inline-block", share=n("div-block"), sharet=n("text-block"), sharel=n("link-block") + " w-inline-block",
                 icon=n("image"), tagw=n("collection-list-wrapper") + " w-dyn-list", tagl=n("collection-list") + " w-dyn-items", tagi=n("collection-item") + " w-dyn-item", tag=n("link"),
                 bio=n("div-block"), bioimg=n("image"), biot=n("text-block"), bion=n("text-block"), biop=n("paragraph"),
                 rsec=n("section"), rcon=n("container") + " w-container", rhead=n("heading"), rsub=n("paragraph"), rlw=n("collection-list-wrapper") + " w-dyn-list",
                 rl=n("collection-list") + " w-dyn-items", ri=n("collection-item") + " w-dyn-item", rlink=n("link-block") + " w-inline-block", rimgw=n("div-block"), rimg=n("image"),
                 rbody=n("div-block"), rcat=n("text-block"), rtitle=n("heading"), rex=n("paragraph"), rdate=n("text-block"), rmore=n("text-block"), rall=n("button") + " w-button",
                 ctasec=n("section"), ctacon=n("container") + " w-container", ctaw=n("div-block"), ctah=n("heading"), ctap=n("paragraph"), ctab=n("div-block"),
                 btn1=n("button") + " w-button", btn2=n("button") + " w-button",
                 nsec=n("section"), ncon=n("container") + " w-container", nh=n("heading"), np=n("paragraph"), fb="form-block w-form", form="form", input="text-field w-input",
                 submit="submit-button w-button", done="w-form-done", fail="w-form-fail",
                 foot=n("section") + " footer", fcon=n("container") + " w-container", fgrid=n("div-block"), fcol=n("div-block"), fhead=n("text-block"), flink=n("link"),
                 fline=n("paragraph"), fcopy=n("text-block"), flogo=n("image"), back=n("link"), emb="w-embed")
        K["rtext"] = K["rtext"] if rs.random() < 0.6 else "rich-text-block w-richtext"
    elif habit == "named":
        pre = rs.choice(["blog-post", "post", "blog"])
        K = dict(nav="navbar w-nav", navc=con, brand="nav-logo-link w-nav-brand", menu="nav-menu w-nav-menu", link="nav-link w-nav-link", dd="nav-dropdown w-dropdown",
                 ddt="nav-dropdown-toggle w-dropdown-toggle", ddl="nav-dropdown-list w-dropdown-list", ddlink="nav-dropdown-link w-dropdown-link",
                 navbtn="button is-nav w-button" if rs.random() < 0.5 else "nav-button w-button", login="nav-link is-login w-nav-link", mbtn="menu-button w-nav-button",
                 hsec=pre + "-header", hcon=con, hwrap=pre + "-header-wrapper", pillw="category-wrapper", pill="category-pill w-inline-block", h1=pre + "-title",
                 sum=pre + "-summary", meta=pre + "-meta", aw="author-wrapper", aimg="author-image", aname="author-name", arole="author-role", dw=n("div-block"),
                 date=pre + "-date", dot="meta-dot", rt="read-time", himgw=pre + "-image-wrapper", himg=pre + "-main-image",
                 csec=pre + "-content-section", ccon=con, grid=pre + "-grid", side=pre + "-sidebar", main=pre + "-body", rtext=rs.choice(["blog-rich-text", "post-rich-text", "rich-text"]) + " w-richtext",
                 tocw="toc-wrapper", toct="toc-title", tocl="toc-link w-inline-block", share="share-wrapper", sharet="share-title", sharel="share-link w-inline-block", icon="share-icon",
                 tagw="tags-list-wrapper w-dyn-list", tagl="tags-list w-dyn-items", tagi="tag-item w-dyn-item", tag="tag-link",
                 bio="author-box", bioimg="author-box-image", biot="author-box-label", bion="author-box-name", biop="author-box-bio",
                 rsec="related-posts-section", rcon=con, rhead="related-posts-heading", rsub=n("paragraph"), rlw="blog-list-wrapper w-dyn-list", rl="blog-grid w-dyn-items",
                 ri="blog-card w-dyn-item", rlink="blog-card-link w-inline-block", rimgw="blog-card-image-wrapper", rimg="blog-card-image", rbody="blog-card-content",
                 rcat="blog-card-category", rtitle="blog-card-title", rex="blog-card-excerpt", rdate="blog-card-date", rmore="blog-card-read-more", rall="button is-secondary w-button",
                 ctasec="cta-section", ctacon=con, ctaw="cta-wrapper", ctah="cta-heading", ctap="cta-text", ctab="cta-buttons", btn1="button w-button", btn2="button is-secondary w-button",
                 nsec="newsletter-section", ncon=con, nh="newsletter-heading", np="newsletter-text", fb="newsletter-form-block w-form", form="newsletter-form",
                 input="newsletter-input w-input", submit="newsletter-button w-button", done="success-message w-form-done", fail="error-message w-form-fail",
                 foot="footer", fcon=con, fgrid="footer-grid", fcol="footer-column", fhead="footer-heading", flink="footer-link", fline="footer-text", fcopy="footer-copyright",
                 flogo="footer-logo", back="back-link w-inline-block", emb="w-embed")
    else:
        hn, bn = rs.choice(["", "1", "2", "3", "5"]), rs.choice(["4", "12", "33", "44", "5"])
        hp, cp = "blog-post-header" + hn, "blog-post-content" + hn
        K = dict(nav="navbar%s_component w-nav" % hn, navc="navbar%s_container" % hn, brand="navbar%s_logo-link w-nav-brand" % hn, menu="navbar%s_menu w-nav-menu" % hn,
                 link="navbar%s_link w-nav-link" % hn, dd="navbar%s_menu-dropdown w-dropdown" % hn, ddt="navbar%s_dropdown-toggle w-dropdown-toggle" % hn,
                 ddl="navbar%s_dropdown-list w-dropdown-list" % hn, ddlink="navbar%s_dropdown-link w-dropdown-link" % hn, navbtn="button is-small w-button",
                 login="button is-secondary is-small w-button", mbtn="navbar%s_menu-button w-nav-button" % hn,
                 hsec="section_" + hp, hcon="", hwrap=hp + "_component", pillw=hp + "_breadcrumb", pill="breadcrumb-link w-inline-block", h1="heading-style-h2",
                 sum="text-size-medium", meta=hp + "_author-wrapper", aw=hp + "_author-image-wrapper", aimg=hp + "_author-image", aname="text-weight-semibold",
                 arole="text-size-small", dw=hp + "_date-wrapper", date="text-size-small", dot="text-size-small text-style-divider", rt="text-size-small",
                 himgw=hp + "_image-wrapper", himg=hp + "_image", csec="section_" + cp, ccon="", grid=cp + "_component", side=cp + "_sidebar", main=cp + "_content",
                 rtext="text-rich-text w-richtext", tocw=cp + "_toc", toct="text-size-medium text-weight-semibold", tocl=cp + "_toc-link w-inline-block",
                 share=cp + "_share-wrapper", sharet="text-weight-semibold", sharel=cp + "_social-link w-inline-block", icon="icon-embed-xsmall w-embed",
                 tagw=cp + "_tag-list-wrapper w-dyn-list", tagl=cp + "_tag-list w-dyn-items", tagi=cp + "_tag-item w-dyn-item", tag="tag is-text w-inline-block",
                 bio=cp + "_author-wrapper", bioimg=cp + "_author-image", biot="text-size-small", bion="text-weight-semibold", biop="text-size-small",
                 rsec="section_blog" + bn, rcon="", rhead="heading-style-h2", rsub="text-size-medium", rlw="blog%s_list-wrapper w-dyn-list" % bn, rl="blog%s_list w-dyn-items" % bn,
                 ri="blog%s_item w-dyn-item" % bn, rlink="blog%s_item-link w-inline-block" % bn, rimgw="blog%s_image-wrapper" % bn, rimg="blog%s_image" % bn,
                 rbody="blog%s_item-content" % bn, rcat="tag", rtitle="heading-style-h5", rex="text-size-regular", rdate="text-size-small", rmore="button is-link is-icon w-inline-block",
                 rall="button is-secondary w-button", ctasec="section_cta" + rs.choice(["1", "3", "25", "7"]), ctacon="", ctaw="cta_component", ctah="heading-style-h2", ctap="text-size-medium",
                 ctab="button-group", btn1="button w-button", btn2="button is-secondary w-button", nsec="section_newsletter", ncon="", nh="heading-style-h3", np="text-size-medium",
                 fb="newsletter_form-block w-form", form="newsletter_form", input="form_input w-input", submit="button w-button", done="form_message-success w-form-done",
                 fail="form_message-error w-form-fail", foot="footer" + rs.choice(["1", "3", "4"]) + "_component", fcon="", fgrid="footer_top-wrapper", fcol="footer_link-list",
                 fhead="text-weight-semibold", flink="footer_link", fline="text-size-small", fcopy="footer_credit-text", flogo="footer_logo", back="", emb="w-embed",
                 hp=hp, fbot="footer_bottom-wrapper", flegal="footer_legal-list")
    # the site's chrome
    asset = lambda f: "https://%s/%s/%s" % (cdn, sid, f)
    cms = lambda f: "https://%s/%s/%s" % (cdn, cid, f)
    mon = lambda d, k: MONTHS[d.month - 1][:k] if k else MONTHS[d.month - 1]
    fmt = lambda d: ("%s %d, %d" % (mon(d, 0), d.day, d.year), "%s %d, %d" % (mon(d, 3), d.day, d.year), "%d %s %d" % (d.day, mon(d, 3), d.year),
                     "%d/%d/%d" % (d.month, d.day, d.year))[date_fmt]
    slug = lambda h: "-".join("".join(c for c in h.lower() if c.isalnum() or c == " ").split())
    li_ = ' role="listitem"' if roles else ""
    lr = ' role="list"' if roles else ""
    ix = lambda k, y: ' data-w-id="%s" style="-webkit-transform:translate3d(0, %dpx, 0) scale3d(1, 1, 1) rotateX(0) rotateY(0) rotateZ(0) skew(0, 0);-moz-transform:translate3d(0, %dpx, 0) scale3d(1, 1, 1) rotateX(0) rotateY(0) rotateZ(0) skew(0, 0);-ms-transform:translate3d(0, %dpx, 0) scale3d(1, 1, 1) rotateX(0) rotateY(0) rotateZ(0) skew(0, 0);transform:translate3d(0, %dpx, 0) scale3d(1, 1, 1) rotateX(0) rotateY(0) rotateZ(0) skew(0, 0);opacity:0"' % (ids[k], y, y, y, y)

    def wrap(cls, ccls, inner, tag="div", pad="padding-section-medium", attrs=""):
        if habit == "cf":
            return '<%s class="%s"%s><div class="padding-global"><div class="container-large"><div class="%s">%s</div></div></div></%s>' % (tag, cls, attrs, pad, inner, tag)
        return '<%s class="%s"%s><div class="%s">%s</div></%s>' % (tag, cls, attrs, ccls, inner, tag)

    def img(src, cls, sizes, alt="", lazy=True):
        base, ext = src.rsplit(".", 1)
        return '<img src="%s" loading="%s" alt="%s" sizes="%s" srcset="%s" class="%s"/>' % (
            src, "lazy" if lazy else "eager", esc(alt), sizes, ", ".join("%s-p-%d.%s %dw" % (base, w, ext, w) for w in (500, 800, 1080)) + ", %s 1600w" % src, cls)

    def svg(k):
        return '<svg width="100%%" height="100%%" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg"><path d="M%d.5 3h-9A1.5 1.5 0 0 0 2 4.5v15A1.5 1.5 0 0 0 3.5 21h15a1.5 1.5 0 0 0 1.5-1.5v-9" fill="currentColor"></path></svg>' % (k + 10)
    # the post's parts: the story in the rich text
    nb = len(body)
    intro = body[:2] if nb > 5 else body[:1]
    rest, secs = list(body[len(intro):]), []
    while rest:
        k = r.randint(1, 3)
        secs.append(rest[:k]); rest = rest[k:]
    numbered = len(secs) > 2 and r.random() < 0.2
    heads = []
    for i in range(len(secs)):
        h, x = title(r), r.random()
        h = "How to " + h if x < 0.12 else "Why %s Matters" % " ".join(h.split()[:2]) if x < 0.2 else h
        heads.append("%d. %s" % (i + 1, h) if numbered else h)
    if len(secs) > 1 and not numbered and r.random() < 0.3:
        heads[-1] = r.choice(["Conclusion", "Final thoughts", "Key takeaways", "Wrapping up", "The bottom line"])
    if len(secs) == 1 and r.random() < 0.25:
        heads[0] = None
    toc_ids = toc and not toc_fs

    def p_html(x):
        w = x.split(" ")
        hw = [esc(y) for y in w]
        if len(w) > 9 and r.random() < 0.3:
            k = r.randrange(len(w) - 4)
            own = r.random() < 0.6
            hw[k] = '<a href="%s"%s>%s' % ("/%s/%s" % (post_dir, slug(title(r))) if own else "https://%s.example/%s" % (LEXICON[r.randrange(len(LEXICON))], LEXICON[r.randrange(len(LEXICON))]),
                                          "" if own else ' target="_blank"', hw[k])
            hw[k + r.randint(1, 3)] += "</a>"
        if len(w) > 12 and r.random() < 0.2:
            k = r.randrange(len(w) - 3)
            if "<" not in hw[k] + hw[k + 1] + hw[k + 2]:
                tg = r.choice(["strong", "strong", "em"])
                hw[k], hw[k + 2] = "<%s>%s" % (tg, hw[k]), "%s</%s>" % (hw[k + 2], tg)
        return "<p>%s</p>" % " ".join(hw)
    blank = "<p>\u200d</p>"

    def figure():
        f = "%024x_%s-%s.%s" % (r.getrandbits(96), LEXICON[r.randrange(len(LEXICON))], LEXICON[r.randrange(len(LEXICON))], r.choice(["png", "jpg", "webp"]))
        cap = sentence(r, 5, 14) if r.random() < 0.55 else ""
        full = r.random() < 0.6
        return ('<figure style="max-width:%dpx" class="w-richtext-align-%s w-richtext-figure-type-image"><div><img src="%s" loading="lazy" alt="%s"/></div>%s</figure>') % (
            r.choice([1200, 1600, 1920, 2400]) if full else r.choice([640, 800, 1000]), "fullwidth" if full else "center", cms(f),
            esc(" ".join(word(r) for _ in range(r.randint(2, 6)))) if r.random() < 0.5 else "", "<figcaption>%s</figcaption>" % esc(cap) if cap else "")

    def video():
        return ('<figure style="padding-bottom:56.25%%" class="w-richtext-align-fullwidth w-richtext-figure-type-video"><div><iframe allowfullscreen="true" frameborder="0" scrolling="no" '
                'src="https://www.youtube.com/embed/%s" title="%s"></iframe></div></figure>') % ("".join(r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") for _ in range(11)), esc(title(r)))

    def items():
        bold = r.random() < 0.35
        xs = [(" ".join(word(r) for _ in range(r.randint(1, 3))).title() + ":" if bold else "", sentence(r, 4, 14)) for _ in range(r.randint(3, 6))]
        tg = "ol" if r.random() < 0.3 else "ul"
        return ("<%s%s>%s</%s>" % (tg, lr, "".join("<li>%s%s</li>" % ("<strong>%s</strong> " % esc(a) if a else "", esc(b)) for a, b in xs), tg),
                [("%s %s" % (a, b)).strip() for a, b in xs])

    def sell():  # a custom code embed among the paragraphs, selling the product
        h, p, b = r.choice(["Try %s for free" % company, "See %s in action" % company, "Get started with %s" % company]), sentence(r, 8, 16), nav_btn
        EXTRAS.extend([h, p])
        return ('<div class="w-embed"><div class="blog-cta-box"><div class="blog-cta-title">%s</div><p class="blog-cta-text">%s</p><a href="/demo" class="blog-cta-button">%s</a></div></div>') % (
            esc(h), esc(p), esc(b))
    out, story = [], []
    for x in intro:
        out.append(p_html(x)); story.append(x)
    if r.random() < 0.3:
        out.append(figure())
    pics = set(r.sample(range(len(secs)), min(len(secs), r.choice([0, 1, 1, 2])))) if secs else set()
    list_at = r.randrange(len(secs)) if secs and r.random() < 0.5 else -1
    quote_at = r.randrange(len(secs)) if secs and r.random() < 0.25 else -1
    vid_at = r.randrange(len(secs)) if secs and r.random() < 0.08 else -1
    sell_at = r.randrange(len(secs)) if secs and inline_cta and r.random() < 0.6 else -1
    h2s = []
    for k, (h, ps_) in enumerate(zip(heads, secs)):
        if blanks and r.random() < blanks:
            out.append(blank)
        if h:
            out.append("<h2%s>%s</h2>" % (' id="%s"' % slug(h) if toc_ids else "", "<strong>%s</strong>" % esc(h) if strong_h else esc(h)))
            story.append(h); h2s.append(h)
        for j, x in enumerate(ps_):
            if j == 1 and len(ps_) == 3 and r.random() < 0.3:
                h3 = title(r)
                out.append("<h3>%s</h3>" % esc(h3)); story.append(h3)
            out.append(p_html(x)); story.append(x)
            if blanks and r.random() < blanks / 2:
                out.append(blank)
            if j == 0 and k == list_at:
                hl, lines = items()
                out.append(hl); story.extend(lines)
            if j == 0 and k == quote_at:
                q = sentence(r, 10, 26)
                out.append("<blockquote>%s</blockquote>" % esc(q)); story.append(q)
        if k in pics:
            out.append(figure())
        if k == vid_at:
            out.append(video())
        if k == sell_at:
            out.append(sell())
    if blanks and r.random() < blanks:
        out.append(blank)
    STORY[:] = story
    summary = sentence(r, 14, 28)
    if shown:
        TEASER.append(summary)
    elif fsum:
        DESC.append(summary)
    # the header
    d = datetime.date(r.choice([y for y in range(2020, 2025) if abs(y - era) <= 1]), r.randint(1, 12), r.randint(1, 28))
    who, role, bio, pic = r.choice(team)
    mins = max(1, (sum(len(x.split()) for x in story) + 120) // 238 + r.choice([0, 0, 1]))
    hero = "%024x_%s.jpg" % (r.getrandbits(96), "-".join(slug(t).split("-")[:4]))
    cat_url = "/%s-categories/%s" % (post_dir.split("/")[0].rstrip("s"), slug(cat))
    shares = [("LinkedIn", "https://www.linkedin.com/sharing/share-offsite/?url=https://%s/%s%s" % (dom, post_dir, SLUG[0][:-5])),
              ("X" if era >= 2023 else "Twitter", "https://twitter.com/intent/tweet?url=https://%s/%s%s" % (dom, post_dir, SLUG[0][:-5])),
              ("Facebook", "https://www.facebook.com/sharer/sharer.php?u=https://%s/%s%s" % (dom, post_dir, SLUG[0][:-5]))]
    share_t = {"num": "Share", "named": "Share this article", "cf": "Share this post"}[habit]
    share = '<div class="%s"><div class="%s">%s</div><div class="%s">%s%s</div></div>' % (
        K["share"], K["sharet"], share_t, n("div-block") if habit == "num" else "share-links" if habit == "named" else K["share"].replace("wrapper", "list"), "".join(
            '<a href="%s" target="_blank" class="%s" aria-label="%s">%s</a>' % (u, K["sharel"], s, '<div class="%s">%s</div>' % (K["icon"], svg(k)) if habit == "cf"
                                                                           else '<img src="%s" loading="lazy" alt="" class="%s"/>' % (asset("%024x_%s.svg" % (int(sid, 16) >> (k + 5), s.lower().replace(" ", ""))), K["icon"]))
            for k, (s, u) in enumerate(shares)),
        '<a href="#" fs-copyclip-element="click" class="%s"><div>Copy link</div></a>' % K["sharel"] if habit != "num" else "")
    pill = ('<div class="%s"><div class="%s">%s</div></div>' % (K["pillw"], K["pill"], esc(cat)) if habit == "num" else
            '<div class="%s"><a href="%s" class="%s"><div>%s</div></a></div>' % (K["pillw"], cat_url, K["pill"], esc(cat)) if habit == "named" else
            '<div class="%s"><a href="/%s" class="breadcrumb-link w-inline-block"><div>Blog</div></a><div class="breadcrumb-divider w-embed">%s</div>'
            '<a href="%s" class="breadcrumb-link w-inline-block"><div class="text-size-small text-weight-semibold">%s</div></a></div>' % (K["pillw"], post_dir, svg(1), cat_url, esc(cat)))
    back = '<a href="/%s" class="%s"><div>\u2190 Back to blog</div></a>' % (post_dir, K["back"]) if back_on else ""
    rt = ("" if rt_style == "none" else '<div class="%s">%d min read</div>' % (K["rt"], mins) if rt_style == "cms" else
          '<div class="%s"><span fs-readtime-element="time">%d</span> min read</div>' % (K["rt"], mins))
    meta = ('<div class="%s"><div class="%s"><img src="%s" loading="lazy" alt="" class="%s"/></div><div>%s<div class="%s%s">%s</div>%s</div><div class="%s"><div class="%s">%s</div>%s%s</div>%s</div>') % (
        K["meta"], K["aw"], cms(pic), K["aimg"], '<div class="%s">%s</div>' % (K["aname"], esc(who)),
        K["arole"], "" if role_on else " w-dyn-bind-empty", esc(role) if role_on else "", "" if habit != "named" else '<div class="updated-wrapper w-condition-invisible"><div>Updated</div><div class="w-dyn-bind-empty"></div></div>',
        K["dw"], K["date"], fmt(d), '<div class="%s">\u2022</div>' % K["dot"] if rt else "", rt, share if share_at == "head" else "")
    himg = '<div class="%s">%s</div>' % (K["himgw"], img(cms(hero), K["himg"], "(max-width: 479px) 92vw, (max-width: 767px) 95vw, (max-width: 991px) 94vw, 1200px", lazy=False))
    hh = '%s<h1 class="%s">%s</h1>%s' % (pill, K["h1"], esc(t), '<p class="%s">%s</p>' % (K["sum"], esc(summary)) if shown else
                                            '<p class="%s w-condition-invisible">%s</p>' % (K["sum"], esc(summary)) if habit == "named" and not fsum else "")
    if habit == "cf":
        hh = '%s<div class="%s_title-wrapper"><div class="margin-bottom margin-small"><h1 class="%s">%s</h1></div>%s</div>' % (
            pill, K["hp"], K["h1"], esc(t), '<p class="%s">%s</p>' % (K["sum"], esc(summary)) if shown else "")
    head_in = '<div class="%s"%s>%s%s%s%s%s</div>' % (K["hwrap"], ix(0, 20) if anim_head else "", back, himg if img_first else "", hh, meta, "" if img_first or img_in_body else himg)
    header = wrap(K["hsec"], K["hcon"], head_in, "header" if habit == "cf" else "div")
    # the table of contents and the rich text
    rich = '<div class="%s"%s>%s</div>' % (K["rtext"], ' fs-toc-element="contents"' if toc_fs else "", "".join(out))
    if img_in_body:
        rich = himg + rich
    tocb = ""
    if toc:
        links = ('<a href="#" fs-toc-element="link" class="%s"><div>Heading</div></a>' % K["tocl"] if toc_fs else
                 "".join('<a href="#%s" class="%s"><div>%s</div></a>' % (slug(h), K["tocl"], esc(h)) for h in h2s))
        tocb = '<div class="%s"><div class="%s">Table of contents</div><div class="%s">%s</div></div>' % (K["tocw"], K["toct"], K["tocw"] + "-links" if habit == "cf" else "toc-links" if habit == "named" else n("div-block"), links)
    tags = ""
    if tags_on:
        tg = [LEXICON[r.randrange(len(LEXICON))].title() for _ in range(r.randint(1, 4))]
        tags = '<div class="%s"><div%s class="%s">%s</div></div>' % (K["tagw"], lr, K["tagl"], "".join(
            '<div%s class="%s"><a href="/tags/%s" class="%s">%s</a></div>' % (li_, K["tagi"], x.lower(), K["tag"], x) for x in tg))
    biob = ""
    if bio_on:
        EXTRAS.append(bio)
        biob = ('<div class="%s"><img src="%s" loading="lazy" alt="" class="%s"/><div><div class="%s">Written by</div><div class="%s">%s</div><div class="%s">%s</div><p class="%s">%s</p></div></div>') % (
            K["bio"], cms(pic), K["bioimg"], K["biot"], K["bion"], esc(who), K["arole"], esc(role), K["biop"], esc(bio))
    after = (share if share_at == "after" else "") + tags + biob
    mainb = '<div class="%s"%s>%s%s</div>' % (K["main"], ix(1, 40) if anim_body else "", rich, after)
    if toc or share_at == "side":
        sideb = '<div id="w-node-_%s" class="%s">%s%s</div>' % (ids[2], K["side"], tocb, share if share_at == "side" else "")
        inner = '<div class="%s">%s</div>' % (K["grid"], sideb + mainb if left else mainb + sideb)
    else:
        inner = mainb if habit != "num" else '<div class="%s">%s</div>' % (K["grid"], mainb)
    script = ('<div class="w-embed w-script"><script>document.querySelectorAll(".%s h2").forEach(function(h){h.id=h.textContent.toLowerCase().replace(/[^a-z0-9 ]/g,"").trim().split(" ").join("-")});</script></div>' % K["rtext"].split()[0]) if toc_ids else ""
    content = wrap(K["csec"], K["ccon"], inner + script, "section" if habit == "cf" else "div", "padding-section-large")
    # related posts: the blog index's cards
    rel = ""
    if r.random() < 0.95:
        cards, none = [], r.random() < 0.05  # the list's empty state, when no other post is in the category
        for i in range(0 if none else rel_n):
            rt_, rx = title(r), " ".join(sentence(r, 8, 18) for _ in range(r.choice([1, 1, 2])))
            EXTRAS.append(rt_)
            if rel_ex:
                EXTRAS.append(rx)
            rd = d - datetime.timedelta(days=r.randint(3, 300))
            rc = r.choice(CATS)
            rcu = cat_url.replace(slug(cat), slug(rc))
            u = "/%s/%s" % (post_dir, slug(rt_))
            im = img(cms("%024x_%s.jpg" % (r.getrandbits(96), "-".join(slug(rt_).split("-")[:3]))), K["rimg"], "(max-width: 479px) 92vw, (max-width: 767px) 46vw, 30vw")
            feat = '<div class="featured-tag w-condition-invisible">Featured</div>' if habit == "named" else ""
            if habit == "cf":
                card = ('<div%s class="%s"><a href="%s" class="%s"><div class="%s">%s</div></a><div class="%s"><div class="blog%s_meta-wrapper"><a href="%s" class="%s w-inline-block"><div>%s</div></a>'
                        '<div class="text-size-small text-weight-semibold">%d min read</div></div><a href="%s" class="blog%s_title-link w-inline-block"><h3 class="%s">%s</h3></a>%s</div>%s</div>') % (
                    li_, K["ri"], u, K["rlink"], K["rimgw"], im, K["rbody"], bn, rcu, K["rcat"], esc(rc), r.randint(2, 12), u, bn, K["rtitle"], esc(rt_),
                    '<p class="%s">%s</p>' % (K["rex"], esc(rx)) if rel_ex else "",
                    '<a href="%s" class="%s"><div>Read more</div><div class="icon-embed-xxsmall w-embed">%s</div></a>' % (u, K["rmore"], svg(2)) if rel_more else "")
            else:
                card = ('<div%s class="%s"%s><a href="%s" class="%s"><div class="%s">%s%s</div><div class="%s"><div class="%s">%s</div><h3 class="%s">%s</h3>%s<div class="%s">%s</div>%s</div></a></div>') % (
                    li_, K["ri"], ix(3, 30) if anim_cards else "", u, K["rlink"], K["rimgw"], im, feat, K["rbody"], K["rcat"], esc(rc),
                    K["rtitle"], esc(rt_), '<p class="%s">%s</p>' % (K["rex"], esc(rx)) if rel_ex else "", K["rdate"], fmt(rd),
                    '<div class="%s">Read more \u2192</div>' % K["rmore"] if rel_more else "")
            cards.append(card)
        lst = '<div class="%s"><div%s class="%s">%s</div></div>' % (K["rlw"], lr, K["rl"], "".join(cards))
        if none:
            lst = '<div class="%s"><div class="w-dyn-empty"><div>No items found.</div></div></div>' % K["rlw"]
            EXTRAS.append("No items found.")
        if habit == "cf":
            rh = ('<div class="%s_component"><div class="margin-bottom margin-xxlarge"><div class="max-width-large"><div class="margin-bottom margin-small"><h2 class="%s">%s</h2></div></div></div>%s'
                  '<div class="margin-top margin-xxlarge"><div class="button-group is-center"><a href="/%s" class="%s">View all</a></div></div></div>') % (
                K["rsec"].replace("section_", ""), K["rhead"], esc(rel_title), lst, post_dir, K["rall"])
        else:
            rh = '<h2 class="%s">%s</h2>%s%s' % (K["rhead"], esc(rel_title), lst, '<a href="/%s" class="%s">View all posts</a>' % (post_dir, K["rall"]) if habit == "named" else "")
        rel = wrap(K["rsec"], K["rcon"], rh, "section" if habit == "cf" else "div", "padding-section-large")
    # the CTA, the newsletter, the footer
    cta = ""
    if cta_on:
        EXTRAS.extend([cta_h, cta_p])
        cta = wrap(K["ctasec"], K["ctacon"], '<div class="%s"><h2 class="%s">%s</h2><p class="%s">%s</p><div class="%s"><a href="/demo" class="%s">%s</a><a href="/%s" class="%s">%s</a></div></div>' % (
            K["ctaw"], K["ctah"], esc(cta_h), K["ctap"], esc(cta_p), K["ctab"], K["btn1"], nav_btn, slug(cta_b2), K["btn2"], cta_b2), "section" if habit == "cf" else "div", "padding-section-large")
    form = ""
    if news_on:
        EXTRAS.extend([news_h, news_p, done, fail])
        fa = ' data-wf-page-id="%s" data-wf-element-id="%s" aria-label="Newsletter"' % (page_id, ids[4]) if newform else ""
        ra = lambda w: ' tabindex="-1" role="region" aria-label="Newsletter %s"' % w if newform else ""
        form = ('<div class="%s"><form id="wf-form-Newsletter" name="wf-form-Newsletter" data-name="Newsletter" method="get" class="%s"%s><input class="%s" maxlength="256" name="Email" data-name="Email" '
                'placeholder="%s" type="email" id="Email" required=""/><input type="submit" data-wait="Please wait..." class="%s" value="%s"/></form>'
                '<div class="%s"%s><div>%s</div></div><div class="%s"%s><div>%s</div></div></div>') % (
            K["fb"], K["form"], fa, K["input"], rs.choice(["Enter your email", "Your email address", "Email address"]), K["submit"], rs.choice(["Subscribe", "Subscribe", "Sign up", "Join"]),
            K["done"], ra("success"), esc(done), K["fail"], ra("failure"), esc(fail))
        form = '<h3 class="%s">%s</h3><p class="%s">%s</p>%s' % (K["nh"], esc(news_h), K["np"], esc(news_p), form)
    news = wrap(K["nsec"], K["ncon"], form, "section" if habit == "cf" else "div") if form and not news_foot else ""
    EXTRAS.append(foot_line)
    year = max(d.year, era)
    cols = "".join('<div class="%s"><div class="%s">%s</div>%s</div>' % (K["fcol"], K["fhead"], h, "".join(
        '<a href="/%s" class="%s">%s</a>' % (slug(x), K["flink"], x) for x in ls)) for h, ls in foot_cols)
    fin = ('<div class="%s"><div><a href="/" class="w-inline-block"><img src="%s" loading="lazy" alt="" class="%s"/></a><p class="%s">%s</p>%s</div>%s</div>'
           '<div class="%s"><div class="%s">\u00a9 %d %s. All rights reserved.</div><div class="%s"><a href="/privacy-policy" class="%s">Privacy Policy</a><a href="/terms" class="%s">Terms of Service</a>%s</div></div>') % (
        K["fgrid"], asset("%024x_logo-white.svg" % (int(sid, 16) >> 3)), K["flogo"], K["fline"], esc(foot_line), form if news_foot else "", cols,
        K.get("fbot", "footer-bottom"), K["fcopy"], year, esc(company), K.get("flegal", "footer-legal"), K["flink"], K["flink"], '<a href="#" fs-cc="open-preferences" class="%s">Cookie Settings</a>' % K["flink"] if cookie else "")
    footer = wrap(K["foot"], K["fcon"], fin, "footer" if habit == "cf" else "div", "padding-vertical padding-xxlarge")
    # the navbar
    dd = ('<div data-hover="false" data-delay="0" class="%s"><div class="%s"><div>Resources</div><div class="w-icon-dropdown-toggle"></div></div><nav class="%s">%s</nav></div>' % (
        K["dd"], K["ddt"], K["ddl"], "".join('<a href="/%s" class="%s%s">%s</a>' % (slug(x), K["ddlink"], " w--current" if x == "Blog" else "", x) for x in WF_RES[:rs.randint(3, 6)]))) if dropdown else ""
    navb = ('<div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="%s"><div class="%s">'
            '<a href="/" class="%s"><img src="%s" loading="lazy" width="%d" alt="%s"/></a><nav role="navigation" class="%s">%s%s%s</nav><div class="%s">%s<a href="/demo" class="%s">%s</a></div>'
            '<div class="%s">%s<div class="w-icon-nav-menu"></div></div></div></div>') % (
        K["nav"], K["navc"], K["brand"], asset("%024x_logo.svg" % (int(sid, 16) >> 5)), rs.choice([110, 120, 140]), esc(company), K["menu"],
        "".join('<a href="/%s" class="%s">%s</a>' % (slug(x), K["link"], x) for x in nav_items), dd, "" if dropdown else '<a href="/%s" class="%s w--current">Blog</a>' % (post_dir, K["link"]),
        "nav-buttons" if habit != "cf" else K["nav"].split("_")[0] + "_menu-buttons", '<a href="https://app.%s.com/login" class="%s">Log in</a>' % (handle, K["login"]) if login else "",
        K["navbtn"], nav_btn, K["mbtn"], "<div>Menu</div>" if menu_text else "")
    # the cookie banner, the badge, the scripts
    cc = ""
    if cookie:
        EXTRAS.append(cookie_txt)
        cc = ('<div fs-cc="banner" class="fs-cc-banner_component"><div class="fs-cc-banner_container"><div class="fs-cc-banner_text">%s <a href="/privacy-policy" class="fs-cc-banner_text-link">Privacy Policy</a></div>'
              '<div class="fs-cc-banner_buttons-wrapper"><a fs-cc="open-preferences" href="#" class="fs-cc-banner_text-link">Preferences</a><a fs-cc="deny" href="#" class="fs-cc-banner_button fs-cc-button-alt w-button">Deny</a>'
              '<a fs-cc="allow" href="#" class="fs-cc-banner_button w-button">Accept</a><div fs-cc="close" class="fs-cc-banner_close"><div class="fs-cc-banner_close-icon w-embed">%s</div></div></div></div>'
              '<div fs-cc="interaction" class="fs-cc-banner_trigger"></div></div>') % (esc(cookie_txt), svg(3))
    badge = ('<a class="w-webflow-badge" href="https://webflow.com?utm_campaign=brandjs"><img src="https://d3e54v103j8qbb.cloudfront.net/img/webflow-badge-icon-d2.%x.svg" alt="" style="margin-right: 4px; width: 26px;"/>'
             '<img src="https://d3e54v103j8qbb.cloudfront.net/img/webflow-badge-text-d2.%x.svg" alt="Made in Webflow"/></a>' % (rs.getrandbits(40), rs.getrandbits(40))) if free else ""
    scripts = ('<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.%x.js?site=%s" type="text/javascript" crossorigin="anonymous"></script>'
               '<script src="https://%s/%s/js/webflow.%x.js" type="text/javascript"></script>%s') % (
        rs.getrandbits(40), sid, cdn, sid, rs.getrandbits(64), '<script async type="module" src="https://cdn.jsdelivr.net/npm/@finsweet/attributes-toc@1/toc.js"></script>' if toc_fs else "")
    gs = ('<div class="global-styles w-embed"><style>\nbody { -webkit-font-smoothing: antialiased; -moz-osx-font-smoothing: grayscale; }\n.text-style-%s { display: -webkit-box; overflow: hidden; -webkit-line-clamp: 3; -webkit-box-orient: vertical; }\n'
          '.w-richtext figure { max-width: 100%%; }\n</style></div>' % rs.choice(["3lines", "2lines"])) if habit == "cf" else ""
    parts = navb + header + content + rel + cta + news
    if habit == "cf":
        return '<div class="page-wrapper">%s%s<main class="main-wrapper">%s</main>%s</div>%s%s%s' % (gs, navb, header + content + rel + cta + news, footer, cc, badge, scripts)
    return '<div class="page-wrapper">%s%s</div>%s%s%s' % (parts, footer, cc, badge, scripts)


KH_RANKS = {"mtc": ["Copper Contributor", "Copper Contributor", "Copper Contributor", "Brass Contributor", "Iron Contributor", "Steel Contributor", "Bronze Contributor",
                    "Silver Contributor", "Gold Contributor", "MVP", "Occasional Reader", "Frequent Contributor"],
            "brand": [["Newbie", "Newbie", "Contributor I", "Contributor II", "Contributor III", "Regular Contributor", "Frequent Contributor", "Super Contributor"],
                      ["Enthusiast - Level 1", "Enthusiast - Level 2", "Specialist - Level 1", "Specialist - Level 2", "Champion - Level 1", "Legend"],
                      ["New member", "Member", "Member", "Active member", "Rising Star", "Community Legend", "Expert"]],
            "atlassian": ["I'm New Here", "I'm New Here", "Contributor", "Contributor", "Rising Star", "Community Champion", "Community Leader"]}
KH_AVATARS = [("Dog", "Animals"), ("Owl", "Animals"), ("Fox", "Animals"), ("Cat", "Animals"), ("Tree", "Nature"), ("Leaf", "Nature"), ("Wave", "Nature"),
              ("Robot", "Default"), ("Rocket", "Default"), ("Star", "Default")]


def khoros(r, t, body, cat, cs):
    """A blog article on a company's community site run on Khoros
    (formerly Lithium) of 2019-2024, from the blog's feed of articles
    (the feed's description the article's whole HTML, as Khoros's RSS
    gives it), one of three skins a site: a tech community's (Microsoft
    Tech Community's: the company's own name as its staff's rank,
    "Copper Contributor", "Likes"), a brand's or a telecom's community
    (Spotify's, Adobe's: "Contributor III" or "Specialist - Level 2",
    "Community Manager", "Kudos") or the Atlassian Community's.  The
    page: Lithium's quilts of rows, columns and alleys, the community's
    header (its logo, its menu, "Register" and "Sign In", the search
    form's "Search all content"), the breadcrumbs ("Home : CAT : BLOG :
    TITLE", the separator a colon, a "&gt;" or an icon), on some skins
    the blog's banner with its description and "Follow" or the blog's
    name as the page's h1; then the article's MessageView: its subject
    (h1 or h2, in the message or in the page's header row), the
    "Options" menu (Subscribe to RSS Feed, Mark as New, Mark as Read,
    Bookmark, Subscribe, Printer Friendly Page or Print, Report
    Inappropriate Content), the author's avatar, name, rank (a rank's
    icon beside a staff's), the date ("Mar 07 2023 10:32 AM" or
    "03-07-2023 09:05 AM" after a left-to-right mark, Atlassian's
    friendly "Mar 7, 2023"), "- last edited on" at times, "N Views";
    the body in div.lia-message-body-content: paragraphs, often in a
    word processor's spans (Word Online's runs, data-ccp-props' &nbsp;
    spans), &nbsp;s closing lines or doubling a space, blank
    <p>&nbsp;</p>s between the blocks on most pages, headings with their
    "toc-hId" ids (an empty one at times), lists, bold lead words, links,
    pictures in span.lia-inline-image-display-wrapper with a caption at
    times, an embedded video, code in pre.lia-code-sample (its lines
    split by <br />s at times); on a fifth of the tech community's
    pages a post migrated from an older blog, its tags in capitals and
    "First published on MSDN on Mar 07, 2016" in bold opening it.  Then
    "Labels:" (Atlassian's "TAGS"), the kudos button ("N Likes" and
    "Like", "N Kudos" and "Kudo", "N people like this"), "Share", "N
    Comments"; the comments: a CommentList of lia-panel-messages, each
    a MessageView of its own (avatar, name, rank, date, Options, its
    own div.lia-message-body-content, its kudos, "Reply" on some
    sites), replies nested in an indented box or indented by their
    class (on other sites flat, opening on "@NAME" or on a quote of
    the comment before, "NAME wrote:"), the author answering some,
    a pager past 25 or 50 on some sites; "You must be a registered user
    to add a comment. If you've already registered, sign in.
    Otherwise, register and sign in." (Atlassian's "Log in or Sign up
    to comment"); the side column's panels: "Co-Authors", "Version
    history" ("Last update:", "Updated by:"), "Labels", "Share", or
    "Latest Articles", "Top Kudoed Authors", Atlassian's "Related
    content"; the footer and LITHIUM's scripts.  The comments are the
    replies.  The truth: the article's body, its paragraphs, headings,
    list items and code lines in order, their &nbsp;s as they read; not
    the title, the author's line, the date, views, the migrated post's
    "First published" line, the captions, labels, kudos, share
    buttons, the comments, the quotes in them, nor the side column."""
    rs = random.Random(BLOG[0] + " khoros")
    fam = rs.choice(["mtc", "mtc", "brand", "brand", "atlassian"])
    brand = BLOG[0].split()[0]
    host = "community.%s.example" % brand.lower() if fam != "mtc" else "techcommunity.%s.example" % brand.lower()
    community = "%s Tech Community" % brand if fam == "mtc" else "%s Community" % brand
    board = "-".join(BLOG[0].split()) if fam != "atlassian" else "%s-articles" % cat
    board_id = ("".join(BLOG[0].split()) if fam != "brand" else "-".join(BLOG[0].lower().split()[:-1]) + "-blog") if fam != "atlassian" else "%s-articles" % cat.lower()
    handle = rs.choice([lambda n: n.replace(" ", "_"), lambda n: n.replace(" ", ""), lambda n: n.lower().replace(" ", "_"), lambda n: n.replace(" ", "") + str(len(n) * 7)])
    ranks = KH_RANKS[fam] if fam != "brand" else rs.choice(KH_RANKS["brand"])
    staff_rank = {"mtc": brand, "brand": rs.choice(["Community Manager", "Community Moderator", "%s Staff" % brand, "Employee"]), "atlassian": "%s Team" % brand}[fam]
    nest_kind = rs.choice(["inside", "indent", "flat"]) if fam != "mtc" else rs.choice(["flat", "flat", "inside"])
    per = rs.choice([25, 50, 1000, 1000])
    sep = rs.choice([':', '&gt;', '<i class="lia-fa-icon lia-fa-angle-right" aria-hidden="true"></i>'])
    klabel = {"mtc": ("Likes", "Like"), "brand": rs.choice([("Kudos", "Kudo"), ("Kudos", "Give Kudos"), ("Kudos", "Kudos")]), "atlassian": ("people like this", "Like")}[fam]
    blanky = rs.random() < (0.8 if fam == "mtc" else 0.45)
    wordy = rs.random() < (0.6 if fam == "mtc" else 0.3)
    wstyle = rs.choice(["ccp", "textrun", "plain", "mixed"])
    prefix = "".join(rs.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(5)) + str(rs.randint(10000, 99999))
    printl = rs.choice(["Printer Friendly Page", "Print"])
    reply_link = nest_kind != "flat"
    side = rs.random() < 0.8
    blurb = sentence(rs, 8, 16)
    staff = rs.sample(NAMES[:10], 3)
    ids = [0]

    def nid(p="link"):
        ids[0] += 1
        return "%s_%d" % (p, ids[0]) if ids[0] > 1 else p

    def user(n):  # the same user on every page of the site
        u = random.Random(BLOG[0] + " khoros user " + n)
        uid = u.randint(2000, 2400000)
        rank = staff_rank if n in staff else u.choice(ranks)
        if u.random() < 0.55:
            av = "/t5/image/serverpage/image-id/%di%016X/image-dimensions/50x50/image-coordinates/0%%2C0%%2C%d%%2C%d?v=v2" % (u.randint(1000, 600000), u.getrandbits(64), *(u.choice([250, 400, 512]),) * 2)
        else:
            a, c = u.choice(KH_AVATARS)
            av = "/t5/image/serverpage/avatar-name/%s/avatar-theme/candy/avatar-collection/%s/avatar-display-size/message/version/2?xdesc=1.0" % (a, c)
        return uid, rank, av

    def when(d):  # a comment's date, moved to 2020-2024
        return datetime.datetime(d[2] + 12, MONTHS.index(d[1]) + 1, d[0], d[3] % 12 + (12 if d[5] == "PM" else 0), d[4])

    def dt(x):  # (the local date, the local time) as the skin writes them
        h12 = "%02d:%02d %s" % ((x.hour + 11) % 12 + 1, x.minute, "AM" if x.hour < 12 else "PM")
        if fam == "mtc":
            return "\u200e%s %02d %d" % (MONTHS[x.month - 1][:3], x.day, x.year), h12
        if fam == "atlassian":
            return "%s %d, %d" % (MONTHS[x.month - 1][:3], x.day, x.year), h12
        return [("\u200e%02d-%02d-%d" % (x.month, x.day, x.year), h12), ("\u200e%02d-%02d-%d" % (x.day, x.month, x.year), "%02d:%02d" % (x.hour, x.minute)),
                ("\u200e%02d-%02d-%d" % (x.day, x.month, x.year), h12), ("\u200e%d-%02d-%02d" % (x.year, x.month, x.day), "%02d:%02d" % (x.hour, x.minute))][DATE_STYLE]

    def date_html(x, cls="lia-message-posted-on"):
        d, h = dt(x)
        if fam == "atlassian":
            return '<span class="DateTime %s lia-component-common-widget-date"><span class="local-friendly-date" title="\u200e%02d-%02d-%d %s">%s</span></span>' % (cls, x.month, x.day, x.year, h, d)
        return '<span class="DateTime %s lia-component-common-widget-date"><span class="local-date">%s</span>\n<span class="local-time">%s</span></span>' % (cls, d, h)

    def profile(uid):
        return "/t5/user/viewprofilepage/user-id/%d" % uid

    def author_html(n, avatar_cls):
        uid, rank, av = user(n)
        h = handle(n)
        icon = ('<img class="lia-user-rank-icon lia-user-rank-icon-left" title="%s" alt="%s" src="/html/rank_icons/%s.svg"/>' % (esc(rank), esc(rank), rank.lower().replace(" ", "-"))
                if rank == staff_rank and fam != "brand" else "")
        return ('<div class="UserAvatar lia-user-avatar lia-component-common-widget-user-avatar %s"><a class="UserAvatar lia-link-navigation" tabindex="-1" target="_self" id="%s" href="%s">'
                '<img class="lia-user-avatar-message" title="%s" alt="%s" id="%s" src="%s"/></a></div>'
                '<span class="UserName lia-user-name lia-user-rank-%s lia-component-message-view-widget-author-username">%s<a id="%s" class="lia-link-navigation lia-page-link lia-user-name-link" style="color:#%s" target="_self" aria-label="View Profile of %s" itemprop="url" href="%s"><span class="">%s</span></a></span>'
                '<div class="lia-message-author-rank lia-component-author-rank lia-component-message-view-widget-author-rank">%s</div>') % (
            avatar_cls, nid(), profile(uid), esc(h), esc(h), nid("imagedisplay"), av, rank.replace(" ", "-").replace("'", ""), icon, nid(), "0078D4" if rank == staff_rank else "333333",
            esc(h), profile(uid), esc(h), esc(rank))

    def options(mid, items):
        out = []
        for cls, label, href in items:
            if cls is None:
                out.append('<li aria-hidden="true"><span class="lia-separator lia-component-common-widget-link-separator"><span class="lia-separator-post"></span><span class="lia-separator-pre"></span></span></li>')
            elif href is None:
                out.append('<li role="listitem"><span class="lia-link-navigation %s lia-link-disabled" aria-disabled="true" id="%s">%s</span></li>' % (cls, nid(), label))
            else:
                out.append('<li role="listitem"><a class="lia-link-navigation %s" rel="nofollow" id="%s" href="%s">%s</a></li>' % (cls, nid(), href, label))
        return ('<div class="lia-menu-navigation-wrapper lia-js-hidden lia-menu-action lia-component-message-view-widget-action-menu" id="actionMenuDropDown_%d"><div class="lia-menu-navigation"><div class="dropdown-default-item">'
                '<a title="Show option menu" class="lia-js-menu-opener default-menu-option lia-js-click-menu lia-link-navigation" aria-expanded="false" role="button" aria-label="Show option menu" id="%s" href="#">Options</a>'
                '<div class="dropdown-positioning"><div class="dropdown-positioning-static"><ul aria-label="Dropdown menu items" role="list" id="%s" class="lia-menu-dropdown-items">%s</ul></div></div></div></div></div>') % (
            mid, nid("dropDownLink"), nid("dropdownmenuitems"), "".join(out))

    def kudos(mid, k):
        if fam == "atlassian":
            return ('<div class="lia-message-kudos lia-component-message-view-widget-kudos"><div class="KudosButton lia-button-image-kudos-wrapper lia-component-kudos-widget-button-version-3 lia-component-kudos-widget-button-horizontal lia-component-kudos-widget-button" id="kudosButtonV2_%d">'
                    '<a onclick="return false;" class="lia-link-navigation kudos-link lia-button-image-kudos-give" role="button" href="#">Like</a><span class="custom-kudos-separator"> &bull; </span>'
                    '<a class="lia-link-navigation kudos-count-link" href="/t5/kudos/messagepage/board-id/%s/message-id/%d/tab/all-users"><span itemprop="upvoteCount" class="MessageKudosCount lia-component-kudos-widget-message-kudos-count">%d</span> '
                    '<span class="lia-button-image-kudos-label">%s</span></a></div></div>') % (mid, board_id, mid % 100000, k, "person likes this" if k == 1 else "people like this") if k else (
                '<div class="lia-message-kudos lia-component-message-view-widget-kudos"><div class="KudosButton lia-button-image-kudos-wrapper" id="kudosButtonV2_%d"><a onclick="return false;" class="lia-link-navigation kudos-link lia-button-image-kudos-give" role="button" href="#">Like</a></div></div>' % mid)
        lab = klabel[0][:-1] if klabel[0] == "Likes" and k == 1 else klabel[0]
        return ('<div class="lia-message-kudos lia-component-message-view-widget-kudos"><div class="KudosButton lia-button-image-kudos-wrapper lia-component-kudos-widget-button-version-3 lia-component-kudos-widget-button-horizontal lia-component-kudos-widget-button lia-component-kudos-action lia-component-message-view-widget-kudos-action" data-lia-kudos-id="%d" id="kudosButtonV2_%d">'
                '<div class="lia-button-image-kudos lia-button-image-kudos-horizontal lia-button-image-kudos-enabled lia-button-image-kudos-not-kudoed %s lia-button">'
                '<div class="lia-button-image-kudos-count"><a class="lia-link-navigation kudos-count-link" title="Click here to see who gave kudos to this post." href="/t5/kudos/messagepage/board-id/%s/message-id/%d/tab/all-users">'
                '<span itemprop="upvoteCount" id="messageKudosCount_%x" class="MessageKudosCount lia-component-kudos-widget-message-kudos-count">%d</span><span class="lia-button-image-kudos-label lia-component-kudos-widget-kudos-count-label">%s</span></a></div>'
                '<div class="lia-button-image-kudos-give"><a onclick="return false;" class="lia-link-navigation kudos-link" role="button" aria-label="Click here to give kudos to this post." title="Click here to give kudos to this post." href="#">%s</a></div></div></div></div>') % (
            mid, mid, "lia-button-image-kudos-has-kudoes lia-button-image-kudos-has-kudos" if k else "lia-button-image-kudos-no-kudos", board_id, mid % 100000, r.getrandbits(48), k, lab, klabel[1])

    lw = lambda: LEXICON[r.randrange(len(LEXICON))]
    author = staff[0] if r.random() < 0.7 else r.choice(NAMES[:10])
    muid = r.randint(1000000, 3900000)
    art_id = r.randint(200, 9000)
    pub = (when(cs[0][1]) - datetime.timedelta(minutes=r.randint(30, 5 * 24 * 60)) if cs else
           datetime.datetime(r.choice([2019, 2020, 2021, 2022, 2023]), r.randint(1, 12), r.randint(1, 28), r.randint(6, 22), r.randint(0, 59)))
    edited = pub + datetime.timedelta(minutes=r.randint(3, 3 * 24 * 60)) if r.random() < 0.55 else None
    editor = author if r.random() < 0.7 else staff[1]
    migrated = fam == "mtc" and r.random() < 0.2

    def up(s):  # a migrated post's tags in capitals, their attributes as they were
        if not migrated:
            return s
        out, i = [], 0
        while i < len(s):
            if s[i] == "<":
                j = i + 1 + (s[i + 1:i + 2] == "/")
                k = j
                while k < len(s) and s[k].isalnum():
                    k += 1
                out.append(s[i:j] + s[j:k].upper())
                i = k
            else:
                out.append(s[i])
                i += 1
        return "".join(out)

    # the article's body: blocks of (kind, value); the truth is every text block's text
    blocks = []
    n = len(body)
    heads = set(r.sample(range(1, n), min(n - 1, r.choice([1, 1, 2, 3])))) if n >= 3 and r.random() < 0.55 else set()
    hlevel = r.choice(["h2", "h2", "h3"])
    list_at = r.randrange(n) if r.random() < 0.35 else -1
    code_at = r.randrange(n) if r.random() < (0.35 if fam == "mtc" else 0.2) else -1
    pics = set(r.sample(range(n), min(n, r.choice([1, 1, 2, 3])))) if r.random() < 0.45 else set()
    video_at = r.randrange(n) if r.random() < 0.08 and not migrated else -1
    for i, x in enumerate(body):
        if i in heads:
            if r.random() < 0.1 and not migrated:
                blocks.append(("hblank", hlevel))
            blocks.append(("h", (hlevel, title(r) if r.random() < 0.6 else sentence(r, 3, 8).rstrip(".?!"))))
        blocks.append(("p", x))
        if i == list_at:
            items = []
            for _ in range(r.randint(2, 6)):
                s = sentence(r, 4, 14)
                items.append((lw().title() + ":", s) if r.random() < 0.3 else ("", s))
            blocks.append(("ol" if r.random() < 0.3 else "ul", items))
        if i == code_at:
            lines = code_lines(r) if fam != "mtc" or r.random() < 0.6 else ['$%s = Get-%s -Name "%s"' % (lw(), lw().title(), lw()), "Set-%s -Identity $%s -Enabled $true" % (lw().title(), lw())]
            blocks.append(("code", lines))
        if i in pics:
            blocks.append(("img", sentence(r, 3, 9).rstrip(".?!") if r.random() < 0.4 else None))
        if i == video_at:
            blocks.append(("video", None))
    ccp = '{&quot;201341983&quot;:0,&quot;335559739&quot;:%d,&quot;335559740&quot;:%d}' % (r.choice([0, 160, 240]), r.choice([240, 259, 276]))
    scx = "SCXW%d BCX%d" % (r.randint(10000000, 250000000), r.randint(0, 9))
    wordp = wordy and not migrated and r.random() < 0.8

    def runs(x):  # the line in a word processor's runs, its text unchanged
        w = x.split(" ")
        cuts = sorted(r.sample(range(1, len(w)), min(len(w) - 1, r.choice([0, 1, 1, 2, 3]))))
        parts = [" ".join(w[a:b]) + (" " if b < len(w) else "") for a, b in zip([0] + cuts, cuts + [len(w)])]
        if wstyle == "plain":
            return "".join("<span>%s</span>" % esc(p) for p in parts)
        if wstyle == "ccp" or wstyle == "mixed" and r.random() < 0.5:
            return "".join('<span data-contrast="auto">%s</span>' % esc(p) for p in parts) + '<span data-ccp-props="%s">&nbsp;</span>' % ccp
        return ("".join('<span class="TextRun %s" lang="EN-US" xml:lang="EN-US" data-contrast="auto"><span class="NormalTextRun %s">%s</span></span>' % (scx, scx, esc(p)) for p in parts)
                + '<span class="EOP %s" data-ccp-props="%s">&nbsp;</span>' % (scx, ccp))

    def inline(x):  # a link or a bold lead over some words, or an &nbsp; doubling a space
        w = x.split(" ")
        k = r.random()
        if k < 0.2 and len(w) > 6:
            a = r.randrange(len(w) - 3)
            b = a + r.randint(2, 4)
            return '%s<a href="https://%s.%s.example/%s" target="_blank" rel="noopener noreferrer">%s</a>%s' % (
                esc(" ".join(w[:a])) + " " if a else "", lw(), brand.lower(), lw(), esc(" ".join(w[a:b])), " " + esc(" ".join(w[b:])) if b < len(w) else ""), x
        if k < 0.3 and len(w) > 6:
            b = r.randint(1, 3)
            return "<strong>" + esc(" ".join(w[:b])) + "</strong> " + esc(" ".join(w[b:])), x
        ends = [j for j, y in enumerate(w[:-1]) if y[-1] in ".?!"]
        if k < 0.42 and ends:
            j = r.choice(ends)
            return esc(" ".join(w[:j + 1])) + "&nbsp; " + esc(" ".join(w[j + 1:])), " ".join(w[:j + 1]) + "\u00a0 " + " ".join(w[j + 1:])
        return esc(x) + ("&nbsp;" if r.random() < 0.15 else ""), x

    html_blocks, story = [], []
    lang_of = {"import": "python", "const": "javascript", "$": "bash", "func": "go", "SELECT": "sql"}
    if migrated:
        old = pub - datetime.timedelta(days=r.randint(300, 3000))
        html_blocks.append("<p><strong> First published on %s on %s %02d, %d </strong></p>" % (r.choice(["MSDN", "TECHNET"]), MONTHS[old.month - 1][:3], old.day, old.year))
    first = True
    for kind, v in blocks:
        if blanky and not first and kind != "hblank" and r.random() < 0.85:
            html_blocks.append("<p>&nbsp;</p>")
        first = False
        if kind == "p":
            if wordp:
                h, x = runs(v), v
            else:
                h, x = inline(v)
            html_blocks.append(("<p> %s </p>" if migrated else "<p>%s</p>") % h)
            story.append(x)
        elif kind == "hblank":
            html_blocks.append('<%s id="toc-hId-%d">&nbsp;</%s>' % (v, r.randint(-2000000000, 2000000000), v))
        elif kind == "h":
            lv, x = v
            if migrated:
                html_blocks.append("<%s> %s </%s>" % (lv, esc(x), lv))
            elif wordp:
                html_blocks.append('<%s id="toc-hId-%d" aria-level="%s"><span data-contrast="none"><span data-ccp-parastyle="heading %s">%s</span></span><span data-ccp-props="%s">&nbsp;</span></%s>' % (
                    lv, r.randint(-2000000000, 2000000000), lv[1], lv[1], esc(x), ccp, lv))
            else:
                html_blocks.append('<%s id="toc-hId-%d">%s</%s>' % (lv, r.randint(-2000000000, 2000000000), esc(x), lv))
            story.append(x)
        elif kind in ("ul", "ol"):
            lis = []
            for k, (a, s) in enumerate(v):
                txt = ("<strong>%s</strong> " % esc(a) if a else "") + esc(s)
                if wordp:
                    lis.append('<li data-leveltext="%s" data-font="Symbol" data-listid="%d" data-aria-posinset="%d" data-aria-level="1">%s</li>' % (
                        "%1." if kind == "ol" else "\uf0b7", r.randint(1, 30), k + 1, ("<strong>%s</strong> " % esc(a) if a else "") + runs(s)))
                else:
                    lis.append("<li>%s</li>" % txt)
                story.append((a + " " + s).strip())
            html_blocks.append("<%s>\n%s\n</%s>" % (kind, "\n".join(lis), kind))
        elif kind == "code":
            lang = lang_of.get(v[0].split()[0], "powershell")
            if migrated:
                html_blocks.append("<pre>%s</pre>" % esc("\n".join(v)))
            elif r.random() < 0.25:
                html_blocks.append("<pre>%s</pre>" % "<br />".join(esc(y) for y in v))
            else:
                html_blocks.append('<pre class="lia-code-sample language-%s"><code>%s</code></pre>' % (lang, esc("\n".join(v))))
            story.extend(v)
        elif kind == "img":
            iid = "%di%016X" % (r.randint(100000, 600000), r.getrandbits(64))
            fn = "%s_%d-%d.png" % (handle(author), len(html_blocks) % 9, int((pub - datetime.datetime(1970, 1, 1)).total_seconds() * 1000) + r.randint(0, 99999))
            if migrated:
                html_blocks.append('<p> <img src="/t5/image/serverpage/image-id/%s" border="0" /> </p>' % iid)
                continue
            w = r.choice([999, 999, 600, 400, 748])
            cap = '<span class="lia-inline-image-caption" onclick="event.preventDefault();">%s</span>' % esc(v) if v else ""
            html_blocks.append('<p><span class="lia-inline-image-display-wrapper lia-image-align-%s" image-alt="%s" style="width: %dpx;"><img src="/t5/image/serverpage/image-id/%s/image-size/%s?v=v2&amp;px=%d" role="button" title="%s" alt="%s" />%s</span></p>' % (
                r.choice(["inline", "center", "center"]), fn, w, iid, "large" if w > 600 else "medium", 999 if w > 600 else w, fn, esc(v) if v else fn, cap))
        elif kind == "video":
            vid = "".join(r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") for _ in range(11))
            html_blocks.append('<div class="video-embed-center video-embed"><iframe class="embedly-embed" src="https://cdn.embedly.com/widgets/media.html?src=https%%3A%%2F%%2Fwww.youtube.com%%2Fembed%%2F%s%%3Ffeature%%3Doembed&amp;display_name=YouTube&amp;type=text%%2Fhtml&amp;schema=youtube" width="600" height="337" scrolling="no" title="YouTube embed" frameborder="0" allow="autoplay; fullscreen; encrypted-media; picture-in-picture;" allowfullscreen="true"></iframe></div>' % vid)
    STORY[:] = story
    body_html = "\n".join(up(b) for b in html_blocks)
    DESC.append(body_html)

    # the article's MessageView
    views = int(10 ** r.uniform(2.2, 4.9))
    kud = int(r.choice([0, 1, 2, 3, 5, 8, 12, 20, 40]) * r.uniform(0.5, 1.5))
    ncom = len(cs)
    subj_in_msg = fam != "atlassian"
    htag = "h1" if fam == "mtc" else "h2"
    subject = ('<div class="lia-message-subject lia-component-message-view-widget-subject"><div class="MessageSubject"><div class="MessageSubjectIcons "><%s itemprop="name" class="message-subject lia-message-subject"><span class="lia-message-read">%s</span></%s></div></div></div>' % (
        htag, esc(t), htag)) if subj_in_msg else ""
    art_opts = options(muid, [("rss-thread-link lia-component-rss-action-thread", "Subscribe to RSS Feed", "/%s/rss/message?board.id=%s&amp;message.id=%d" % (prefix, board_id, art_id)), (None, "", ""),
                              ("mark-thread-unread lia-component-forums-action-mark-thread-unread", "Mark as New", None), ("mark-thread-read lia-component-forums-action-mark-thread-read", "Mark as Read", None), (None, "", ""),
                              ("addMessageUserBookmark lia-component-subscriptions-action-add-message-user-bookmark", "Bookmark", "/t5/s/%s/login?redirectreason=permissiondenied" % brand.lower()),
                              ("addMessageUserEmailSubscription lia-component-subscriptions-action-add-message-user-email", "Subscribe", "/t5/s/%s/login?redirectreason=permissiondenied" % brand.lower()), (None, "", ""),
                              ("print-article lia-component-blogs-action-print-article", printl, "/t5/blogs/blogarticleprintpage/blog-id/%s/article-id/%d" % (board_id, art_id)),
                              ("report-abuse-link lia-component-messages-action-report-abuse", "Report Inappropriate Content", "/t5/notifications/notifymoderatorpage/message-uid/%d" % muid)])
    dates = '<p class="lia-message-dates lia-message-post-date lia-component-post-date-last-edited">%s%s</p>' % (
        date_html(pub), (' <span class="lia-message-dates-last-edited">- last edited on %s by <a class="lia-link-navigation lia-page-link lia-user-name-link" href="%s">%s</a></span>' % (
            date_html(edited, "lia-message-edited-on"), profile(user(editor)[0]), esc(handle(editor)))) if edited and fam != "mtc" else "")
    stats = '<div class="lia-message-statistics lia-component-message-statistics"><span class="lia-message-stats-count">{:,}</span> <span class="lia-message-stats-label">Views</span></div>'.format(views)
    labels = [" ".join(w.title() for w in (lw() for _ in range(r.choice([1, 1, 2, 3])))) for _ in range(r.choice([0, 1, 2, 2, 3, 4]))]
    lab_url = lambda x: "/t5/%s/bg-p/%s/label-name/%s" % (board, board_id, x.lower().replace(" ", "%20"))
    labels_html = (('<div class="LabelsForArticle lia-component-labels lia-component-message-view-widget-labels"><span aria-level="5" role="heading" class="article-labels-title">Labels:</span><div class="LabelsList"><ul role="list" id="%s" class="lia-list-standard-inline">%s</ul></div></div>' % (
        nid("list"), "".join('<li class="label"><a class="label-link lia-link-navigation lia-custom-event" id="%s" href="%s">%s</a></li>' % (nid(), lab_url(x), esc(x)) for x in labels)))
        if fam != "atlassian" else '<div class="TagList lia-message-tags lia-component-message-view-widget-tags"><span class="lia-tags-title">TAGS</span><ul class="lia-list-standard-inline" role="list">%s</ul></div>' % "".join(
            '<li class="tag"><a class="lia-link-navigation lia-tag tag tag_%d lia-js-data-tagUid-%d" rel="tag" href="/t5/tag/%s/tg-p">%s</a></li>' % (k, r.randint(1000, 99999), x.lower().replace(" ", "-"), esc(x.lower().replace(" ", "-"))) for k, x in enumerate(labels))) if labels else ""
    share_links = [("linkedin", "LinkedIn", "https://www.linkedin.com/sharing/share-offsite/?url="), ("twitter", "Twitter", "https://twitter.com/intent/tweet?url="), ("facebook", "Facebook", "https://www.facebook.com/sharer/sharer.php?u="), ("email", "Email", "mailto:?body=")]
    share = ('<div class="lia-social-sharing lia-component-social-sharing"><span class="lia-social-sharing-title">Share</span><ul class="lia-list-standard-inline">%s</ul></div>' % "".join(
        '<li><a class="lia-link-navigation lia-social-sharing-link lia-social-sharing-%s" target="_blank" rel="nofollow noopener noreferrer" title="Share on %s" href="%shttps%%3A%%2F%%2F%s%s"><span class="lia-img-icon-%s lia-fa-icon lia-fa-%s lia-fa" aria-label="%s" role="img"></span></a></li>' % (
            k, lab, u, host, SLUG[0].replace("/", "%2F"), k, k, lab) for k, lab, u in share_links))
    count_link = '<div class="lia-blog-article-footer-comments lia-component-blogs-widget-comment-count"><a class="lia-link-navigation blog-comment-link" href="#comments">%d %s</a></div>' % (
        ncom, ("Comment" if ncom == 1 else "Comments") if fam != "atlassian" else ("comment" if ncom == 1 else "comments"))
    article = ('<div class="lia-panel-message message-uid-%d" data-lia-message-uid="%d" id="messageview"><div class="lia-message-view-wrapper lia-js-data-messageUid-%d lia-component-blogs-widget-message-view" data-lia-message-uid="%d" id="messageView">'
               '<span id="U%d"> </span><span id="M%d"> </span><div class="MessageView lia-message-view-blog-topic-message lia-message-view-display lia-row-standard-unread lia-thread-topic"><span class="lia-message-state-indicator"></span>'
               '<div class="lia-quilt lia-quilt-blog-topic-message lia-quilt-layout-blog-topic-message">'
               '<div class="lia-quilt-row lia-quilt-row-header"><div class="lia-quilt-column lia-quilt-column-20 lia-quilt-column-left lia-quilt-column-header-left%s"><div class="lia-quilt-column-alley lia-quilt-column-alley-left">%s</div></div>'
               '<div class="lia-quilt-column lia-quilt-column-04 lia-quilt-column-right lia-quilt-column-header-right"><div class="lia-quilt-column-alley lia-quilt-column-alley-right">%s</div></div></div>'
               '<div class="lia-quilt-row lia-quilt-row-sub-header"><div class="lia-quilt-column lia-quilt-column-16 lia-quilt-column-left lia-quilt-column-author-info"><div class="lia-quilt-column-alley lia-quilt-column-alley-left"><div class="lia-message-author-with-avatar">%s</div>%s</div></div>'
               '<div class="lia-quilt-column lia-quilt-column-08 lia-quilt-column-right lia-quilt-column-stats"><div class="lia-quilt-column-alley lia-quilt-column-alley-right">%s</div></div></div>'
               '<div class="lia-quilt-row lia-quilt-row-main"><div class="lia-quilt-column lia-quilt-column-24 lia-quilt-column-single lia-quilt-column-main-content"><div class="lia-quilt-column-alley lia-quilt-column-alley-single">'
               '<div class="lia-message-body-wrapper lia-component-message-view-widget-body"><div itemprop="text" id="bodyDisplay" class="lia-message-body"><div class="lia-message-body-content">\n%s\n</div></div></div></div></div></div>'
               '<div class="lia-quilt-row lia-quilt-row-footer"><div class="lia-quilt-column lia-quilt-column-24 lia-quilt-column-single lia-quilt-column-footer"><div class="lia-quilt-column-alley lia-quilt-column-alley-single">%s'
               '<div class="lia-message-footer-actions">%s%s%s</div></div></div></div></div></div></div></div>') % (
        muid, muid, muid, muid, muid, art_id, "" if subject else " lia-mark-empty", subject, art_opts, author_html(author, "lia-component-message-view-widget-author-avatar"), dates, stats, body_html, labels_html,
        kudos(muid, kud), share if fam != "mtc" or r.random() < 0.5 else "", count_link)

    # the comments
    shown = cs[:per]
    names, cuid = [], muid
    out = []
    for k, (cn, dd, cp, depth) in enumerate(shown):
        reply = depth == 2 and k > 0
        who = author if reply and r.random() < 0.35 else cn
        names.append(who)
        cuid += r.randint(1, 900)
        parent = names[k - 1] if reply else None
        ps_ = [esc(x) for x in cp]
        quote = ""
        if reply and (nest_kind == "flat" or r.random() < 0.3):
            pu = user(parent)[0]
            if nest_kind == "flat" and r.random() < 0.3:
                q = shown[k - 1][2][0]
                q = q[:q.find(". ") + 1] if ". " in q else q
                EXTRAS.append(q)
                quote = '<blockquote><hr /><a href="%s" target="_blank">@%s</a>&nbsp;wrote:<br /><p>%s</p><hr /></blockquote>' % (profile(pu), esc(handle(parent)), esc(q))
            else:
                ps_[0] = '<a href="%s" target="_blank">@%s</a>&nbsp;%s' % (profile(pu), esc(handle(parent)), ps_[0])
        sep_p = "<p>&nbsp;</p>" if r.random() < 0.3 else ""
        cbody = quote + sep_p.join("<p>%s</p>" % x for x in ps_)
        ce = when(dd)
        cedit = ce + datetime.timedelta(minutes=r.randint(1, 300)) if r.random() < 0.08 else None
        copts = options(cuid, [("mark-message-unread lia-component-forums-action-mark-message-unread", "Mark as New", None), ("mark-message-read lia-component-forums-action-mark-message-read", "Mark as Read", None), (None, "", ""),
                               ("addMessageUserBookmark lia-component-subscriptions-action-add-message-user-bookmark", "Bookmark", "/t5/s/%s/login?redirectreason=permissiondenied" % brand.lower()),
                               ("lia-link-navigation-permalink lia-component-permalink", "Permalink", "/t5/%s/%s/bc-p/%d#M%d" % (board, SLUG[0].strip("/").replace(".html", ""), cuid, art_id + k + 1)),
                               ("print-message lia-component-messages-action-print-message", printl, "/t5/blogs/blogarticleprintpage/blog-id/%s/article-id/%d" % (board_id, art_id)), (None, "", ""),
                               ("report-abuse-link lia-component-messages-action-report-abuse", "Report Inappropriate Content", "/t5/notifications/notifymoderatorpage/message-uid/%d" % cuid)])
        indent = reply and nest_kind == "indent"
        item = ('<div class="lia-panel-message message-uid-%d lia-panel-message-comment%s" id="comment-%d" data-lia-message-uid="%d"%s><div class="lia-message-view-wrapper lia-js-data-messageUid-%d lia-component-comment-list-item" data-lia-message-uid="%d" id="%s">'
                '<span id="U%d"> </span><span id="M%d"> </span><div class="MessageView lia-message-view-blog-message lia-message-view-display lia-row-standard-unread lia-thread-reply"><span class="lia-message-state-indicator"></span>'
                '<div class="lia-quilt lia-quilt-blog-reply-message lia-quilt-layout-blog-reply-message">'
                '<div class="lia-quilt-row lia-quilt-row-header"><div class="lia-quilt-column lia-quilt-column-18 lia-quilt-column-left lia-quilt-column-header-left"><div class="lia-quilt-column-alley lia-quilt-column-alley-left"><div class="lia-message-author-with-avatar">%s</div></div></div>'
                '<div class="lia-quilt-column lia-quilt-column-06 lia-quilt-column-right lia-quilt-column-header-right"><div class="lia-quilt-column-alley lia-quilt-column-alley-right">'
                '<p class="lia-message-dates lia-message-post-date lia-component-post-date-last-edited">%s%s</p>%s</div></div></div>'
                '<div class="lia-quilt-row lia-quilt-row-main"><div class="lia-quilt-column lia-quilt-column-24 lia-quilt-column-single lia-quilt-column-main-content"><div class="lia-quilt-column-alley lia-quilt-column-alley-single">'
                '<div class="lia-message-body-wrapper lia-component-message-view-widget-body"><div itemprop="text" id="%s" class="lia-message-body"><div class="lia-message-body-content">%s</div></div></div></div></div></div>'
                '<div class="lia-quilt-row lia-quilt-row-footer"><div class="lia-quilt-column lia-quilt-column-24 lia-quilt-column-single lia-quilt-column-footer"><div class="lia-quilt-column-alley lia-quilt-column-alley-single">%s%s</div></div></div>'
                '</div></div></div></div>') % (
            cuid, " lia-indent-1 lia-panel-message-reply" if indent else "", cuid, cuid, ' style="margin-left: 40px;"' if indent else "", cuid, cuid, nid("messageview"), cuid, art_id + k + 1,
            author_html(who, "lia-component-message-view-widget-author-avatar"), date_html(ce),
            ' <span class="lia-message-dates-last-edited">- last edited on %s</span>' % date_html(cedit, "lia-message-edited-on") if cedit else "", copts, nid("bodyDisplay"), cbody,
            kudos(cuid, r.choice([0, 0, 0, 1, 1, 2, 3, 5])),
            '<div class="lia-message-reply lia-component-reply-button"><a class="lia-link-navigation lia-message-reply-link reply-action-link lia-action-reply" rel="nofollow" href="/t5/s/%s/login?redirectreason=permissiondenied&amp;referer=%s">Reply</a></div>' % (
                brand.lower(), SLUG[0]) if reply_link else "")
        out.append((item, reply))
    thread = ""
    for k, (item, reply) in enumerate(out):
        nxt = out[k + 1][1] if k + 1 < len(out) else False
        if nest_kind == "inside" and not reply and nxt:  # the replies in a box inside their comment's
            thread += item[:-len("</div>")] + '<div class="lia-comment-replies lia-indent-1">'
        elif nest_kind == "inside" and reply and not nxt:
            thread += item + "</div></div>"
        else:
            thread += item
    pager = ""
    if len(cs) > per:
        pages = (len(cs) + per - 1) // per
        pager = ('<div class="lia-paging-full-wrapper lia-paging-pager lia-component-comments-pager" id="pager"><ul class="lia-paging-full lia-paging-full-left-position"><li class="lia-paging-page-previous lia-component-previous"><span class="lia-link-navigation lia-js-data-pageNum-0 lia-link-disabled"><span class="lia-paging-page-arrow">&laquo;</span><span class="lia-paging-page-link">Previous</span></span></li>'
                 '<li class="lia-component-pagesnumbered"><ul class="lia-paging-full-pages">%s</ul></li><li class="lia-paging-page-next lia-component-next"><a class="lia-link-navigation lia-js-data-pageNum-2" rel="next" href="%s/page/2#comments"><span class="lia-paging-page-link">Next</span><span class="lia-paging-page-arrow">&raquo;</span></a></li></ul></div>') % (
            "".join('<li class="lia-paging-page-link lia-js-data-pageNum-%d%s">%s</li>' % (p, " lia-paging-page-active" if p == 1 else "", "<span>1</span>" if p == 1 else '<a class="lia-link-navigation" href="%s/page/%d#comments">%d</a>' % (SLUG[0], p, p)) for p in range(1, pages + 1)), SLUG[0])
    heading = ("%d %s" % (ncom, "Comment" if ncom == 1 else "Comments")) if fam != "atlassian" else ("%d %s" % (ncom, "comment" if ncom == 1 else "comments"))
    comments_html = ('<a name="comments"></a><div class="lia-blog-comments" id="comments"><div class="lia-panel-heading-bar-wrapper"><div class="lia-panel-heading-bar"><span aria-level="2" role="heading" class="lia-panel-heading-bar-title">%s</span></div></div>'
                     '<div class="CommentList lia-component-comment-list">%s</div>%s</div>' % (heading, thread, pager)) if cs else '<a name="comments"></a>'
    login = "/t5/s/%s/login?redirectreason=permissiondenied&amp;referer=https%%3A%%2F%%2F%s%s" % (brand.lower(), host, SLUG[0].replace("/", "%2F"))
    editor_html = ('<div class="lia-component-comment-editor lia-blog-comment-editor" id="comment-on-this"><div class="lia-panel-feedback-banner-note lia-component-common-widget-feedback-banner"><div class="lia-text">'
                   'You must be a registered user to add a comment. If you\'ve already registered, <a class="lia-link-navigation" href="%s">sign in</a>. Otherwise, <a class="lia-link-navigation" href="/t5/s/%s/registration">register</a> and sign in.</div></div>'
                   '<div class="lia-button-group"><span class="lia-button-wrapper lia-button-wrapper-primary"><a class="lia-button lia-button-primary comment-button" href="%s">Comment</a></span></div></div>') % (login, brand.lower(), login) if fam != "atlassian" else (
        '<div class="lia-component-comment-editor custom-comment-login" id="comment-on-this"><p class="custom-comment-login-text"><a class="lia-link-navigation" href="%s">Log in</a> or <a class="lia-link-navigation" href="/t5/s/%s/registration">Sign up</a> to comment</p></div>' % (login, brand.lower()))

    # the side column's panels
    def panel(cls, comp, head, content):
        return ('<div class="lia-panel lia-panel-standard %s Chrome lia-component-%s"><div class="lia-decoration-border"><div class="lia-decoration-border-top"><div> </div></div><div class="lia-decoration-border-content"><div>'
                '<div class="lia-panel-heading-bar-wrapper"><div class="lia-panel-heading-bar"><span aria-level="3" role="heading" class="lia-panel-heading-bar-title">%s</span></div></div>'
                '<div class="lia-panel-content-wrapper"><div class="lia-panel-content">%s</div></div></div></div><div class="lia-decoration-border-bottom"><div> </div></div></div></div>') % (cls, comp, head, content)

    def mini(nm):
        uid, rank, av = user(nm)
        return ('<div class="UserAvatar lia-user-avatar lia-component-common-widget-user-avatar"><a class="UserAvatar lia-link-navigation" target="_self" href="%s"><img class="lia-user-avatar-message" title="%s" alt="%s" src="%s"/></a></div>'
                '<span class="UserName lia-user-name lia-user-rank-%s lia-component-common-widget-user-name"><a class="lia-link-navigation lia-page-link lia-user-name-link" target="_self" href="%s"><span class="">%s</span></a></span>'
                '<span class="lia-user-rank">%s</span>') % (profile(uid), esc(handle(nm)), esc(handle(nm)), av, rank.replace(" ", "-").replace("'", ""), profile(uid), esc(handle(nm)), esc(rank))
    panels = []
    if fam == "mtc" or side:
        if fam == "mtc":
            co = [author] + (r.sample([x for x in NAMES[:10] if x != author], r.choice([1, 2])) if r.random() < 0.25 else [])
            panels.append(panel("CoAuthorsTaplet", "blogs-widget-co-authors", "Co-Authors", '<ul class="lia-list-standard co-authors-list">%s</ul>' % "".join('<li class="lia-co-author">%s</li>' % mini(x) for x in co)))
        if fam != "atlassian":
            lu = edited or pub
            d, h = dt(lu)
            panels.append(panel("VersionHistoryTaplet", "blogs-widget-version-history", "Version history",
                                '<div class="lia-version-history"><div class="lia-version-history-last-update"><span class="lia-version-history-label">Last update:</span> <span class="DateTime lia-component-common-widget-date"><span class="local-date">%s</span>\n<span class="local-time">%s</span></span></div>'
                                '<div class="lia-version-history-updated-by"><span class="lia-version-history-label">Updated by:</span> %s</div></div>' % (
                                    d, h, '<span class="UserName lia-user-name"><a class="lia-link-navigation lia-page-link lia-user-name-link" href="%s"><span class="">%s</span></a></span>' % (profile(user(editor if edited else author)[0]), esc(handle(editor if edited else author))))))
        if labels and fam != "atlassian":
            panels.append(panel("LabelsTaplet", "labels-widget-labels-list", "Labels", '<ul class="lia-list-standard">%s</ul>' % "".join(
                '<li class="label"><a class="label-link lia-link-navigation lia-custom-event" href="%s">%s</a></li>' % (lab_url(x), esc(x)) for x in labels)))
        if fam == "mtc":
            panels.append(panel("ShareTaplet", "social-sharing-taplet", "Share", share))
        elif fam == "brand":
            latest = [title(r) for _ in range(5)]
            EXTRAS.extend(latest)
            panels.append(panel("RecentArticlesTaplet", "blogs-widget-recent-articles-taplet", "Latest Articles", '<ul class="lia-list-standard">%s</ul>' % "".join(
                '<li><a class="lia-link-navigation lia-message-subject" href="/t5/%s/%s/ba-p/%d">%s</a><span class="DateTime"><span class="local-date">%s</span></span></li>' % (
                    board, "-".join(x.split()), muid - 3000 * (k + 1) - r.randint(1, 900), esc(x), dt(pub - datetime.timedelta(days=4 * k + r.randint(1, 4)))[0]) for k, x in enumerate(latest))))
            if r.random() < 0.6:
                panels.append(panel("KudosLeaderboardTaplet", "kudos-widget-leaderboard", "Top Kudoed Authors", '<table class="lia-list-slim"><tbody>%s</tbody></table>' % "".join(
                    '<tr><td class="UserAvatar">%s</td><td class="lia-data-cell-integer">%d</td></tr>' % (mini(x), 40 - 6 * k + r.randint(0, 5)) for k, x in enumerate(r.sample(NAMES[:10], 5)))))
        else:
            rel = [title(r) for _ in range(4)]
            EXTRAS.extend(rel)
            panels.append(panel("RelatedContentTaplet", "related-content", "Related content", '<ul class="lia-list-standard">%s</ul>' % "".join(
                '<li><a class="lia-link-navigation" href="/t5/%s/%s/%s/%d">%s</a></li>' % (r.choice([board, "%s-questions" % cat]), "-".join(x.split()), r.choice(["ba-p", "qaq-p"]), muid - r.randint(1000, 900000), esc(x)) for x in rel)))

    # the page: header, breadcrumbs, the two columns, footer, scripts
    navs = {"mtc": ["Community Hubs", "Products", "Topics", "Blogs", "Events", "Skills Hub", "Community Info"],
            "brand": ["Community", "Forums", "Blog", "Ideas", "Help", "Events"],
            "atlassian": ["Products", "Groups", "Learning", "Events", "Champions", "Rewards"]}[fam]
    header = ('<div class="lia-quilt lia-quilt-header lia-quilt-layout-custom-community-header lia-component-quilt-header"><div class="lia-quilt-row lia-quilt-row-header-top"><div class="lia-quilt-column lia-quilt-column-24 lia-quilt-column-single lia-quilt-column-header-top-content"><div class="lia-quilt-column-alley lia-quilt-column-alley-single">'
              '<div class="custom-community-header-left"><a class="lia-link-navigation custom-header-logo" href="/"><img src="/html/assets/%s-logo.svg" alt="%s"/></a><span class="custom-header-community-name">%s</span></div>'
              '<nav class="custom-community-header-nav" aria-label="Community navigation"><ul class="custom-community-header-nav-list">%s</ul></nav>'
              '<div class="lia-component-users-widget-menu"><ul role="list" id="%s" class="lia-list-standard-inline UserNavigation lia-component-common-widget-user-navigation-modern">'
              '<li role="listitem"><a class="lia-link-navigation registration-link lia-component-users-action-registration" rel="nofollow" id="%s" href="/t5/s/%s/registration">Register</a></li>'
              '<li role="listitem" aria-hidden="true"><span class="separator lia-component-common-widget-user-nav-separator-character">&middot;</span></li>'
              '<li role="listitem"><a class="lia-link-navigation login-link lia-authentication-link lia-component-users-action-login" rel="nofollow" id="%s" href="%s">Sign In</a></li></ul></div></div></div></div>'
              '<div class="lia-quilt-row lia-quilt-row-header-bottom"><div class="lia-quilt-column lia-quilt-column-24 lia-quilt-column-single lia-quilt-column-header-bottom-content"><div class="lia-quilt-column-alley lia-quilt-column-alley-single">'
              '<div id="lia-searchformV32" class="SearchForm lia-search-form-wrapper lia-mode-default lia-component-common-widget-search-form"><div class="lia-inline-ajax-feedback"><div class="AjaxFeedback" id="ajaxfeedback"></div></div>'
              '<div id="searchautocompletetoggle"><form enctype="multipart/form-data" class="lia-form lia-form-inline SearchForm" action="/t5/blogs/v2/blogarticlepage.searchformv32.form.form" method="post" id="form" name="form">'
              '<div class="t-invisible"><input value="blog-id/%s/article-id/%d" name="t:ac" type="hidden"/><input value="search/contributions/page" name="t:cp" type="hidden"/></div>'
              '<input value="%x" name="lia-form-context" type="hidden"/><span class="lia-search-granularity-wrapper"><select title="Search Granularity" class="lia-search-form-granularity search-granularity" aria-label="Search Granularity" id="searchGranularity" name="searchGranularity">'
              '<option title="All community" selected="selected" value="%s|community">All community</option><option title="This category" value="%s|category">This category</option><option title="Blog" value="%s|blog-board">Blog</option><option title="Knowledge base" value="tkb|tkb">Knowledge base</option><option title="Users" value="user|user">Users</option></select></span>'
              '<span class="lia-search-input-wrapper"><span class="lia-search-input-field"><span class="lia-button-wrapper lia-button-wrapper-secondary lia-button-wrapper-searchForm-action"><input value="searchForm" name="submitContextX" type="hidden"/><input class="lia-button lia-button-secondary lia-button-searchForm-action" value="Search" id="submitContext" name="submitContext" type="submit"/></span>'
              '<input placeholder="Search all content" aria-label="Search" title="Search" class="lia-form-type-text lia-autocomplete-input search-input lia-search-input-message" value="" id="messageSearchField" name="messageSearchField" type="text" aria-autocomplete="both" autocomplete="off"/>'
              '<div class="lia-autocomplete-footer"><a class="lia-link-navigation lia-autocomplete-toggle-off lia-js-autocomplete-toggle-off" rel="nofollow" href="#">Turn off suggestions</a></div></span></span></form></div></div></div></div></div></div>') % (
        brand.lower(), esc(community), esc(community), "".join('<li><a class="lia-link-navigation" href="/t5/%s/ct-p/%s">%s</a></li>' % (x.replace(" ", "-"), x.lower().replace(" ", "-"), x) for x in navs),
        nid("list"), nid(), brand.lower(), nid(), login, board_id, art_id, r.getrandbits(64), brand.lower(), cat.lower(), board_id)
    crumbs = {"mtc": [("Home", "/", "community"), (cat, "/t5/%s/ct-p/%s" % (cat, cat), "category"), (BLOG[0], "/t5/%s/bg-p/%s" % (board, board_id), "board")],
              "brand": [("Home", "/", "community"), ("Community", "/t5/Community/ct-p/community", "category"), ("Blogs", "/t5/Blogs/ct-p/blogs", "category"), (BLOG[0], "/t5/%s/bg-p/%s" % (board, board_id), "board")],
              "atlassian": [("Community Home", "/", "community"), ("Products", "/t5/Products/ct-p/products", "category"), (cat, "/t5/%s/ct-p/%s" % (cat, cat.lower()), "category"), ("Articles", "/t5/%s/bg-p/%s" % (board, board_id), "board")]}[fam]
    crumb_html = ('<div aria-label="breadcrumbs" role="navigation" class="BreadCrumb crumb-line lia-breadcrumb lia-component-common-widget-breadcrumb"><ul role="list" id="%s" class="lia-list-standard-inline" itemscope itemtype="http://schema.org/BreadcrumbList">%s'
                  '<li class="lia-breadcrumb-node crumb final-crumb"><span class="lia-link-navigation child-thread lia-link-disabled" itemprop="name" id="%s">%s</span></li></ul></div>') % (
        nid("list"), "".join('<li class="lia-breadcrumb-node crumb" itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem"><a class="lia-link-navigation crumb-%s lia-breadcrumb-%s lia-breadcrumb-forum" itemprop="item" id="%s" href="%s"><span itemprop="name">%s</span></a><meta itemprop="position" content="%d" /></li>'
                             '<li class="lia-breadcrumb-seperator crumb-%s lia-breadcrumb-%s lia-breadcrumb-forum" aria-hidden="true"><span class="separator">%s</span></li>' % (
                                 k, k, nid(), u, esc(a), i + 1, k, k, sep) for i, (a, u, k) in enumerate(crumbs)), nid(), esc(t))
    top = ""
    if fam == "mtc":
        top = ('<div class="lia-blog-header custom-blog-banner"><div class="lia-blog-banner-content"><h2 class="lia-blog-title"><a class="lia-link-navigation" href="/t5/%s/bg-p/%s">%s</a></h2><p class="lia-blog-description">%s</p>'
               '<a class="lia-link-navigation lia-button lia-button-secondary blog-follow-button" rel="nofollow" href="%s">Follow</a></div></div>') % (board, board_id, esc(BLOG[0]), esc(blurb), login)
    elif fam == "brand":
        top = '<h1 class="PageTitle lia-component-common-widget-page-title"><span class="lia-link-navigation lia-link-disabled" id="%s">%s</span></h1>' % (nid(), esc(BLOG[0])) + (
            '<p class="lia-blog-description">%s</p>' % esc(blurb) if rs.random() < 0.5 else "")
    else:
        top = '<h1 class="lia-blog-article-page-article-subject"><span>%s</span></h1>' % esc(t)
    foot_links = ["Community Guidelines", "Terms of Use", "Privacy", "Cookies", "Accessibility", "Contact Us"]
    footer = ('<div class="lia-quilt lia-quilt-footer lia-quilt-layout-custom-community-footer lia-component-quilt-footer"><div class="custom-community-footer"><ul class="custom-footer-links">%s</ul>'
              '<p class="custom-footer-copyright">&copy; %d %s</p><p class="lia-footer-powered-by">Powered by <a href="https://khoros.com/" rel="nofollow noopener" target="_blank">Khoros</a></p></div></div>') % (
        "".join('<li><a href="/t5/custom/page/page-id/%s">%s</a></li>' % (x.replace(" ", "-"), x) for x in foot_links), pub.year + r.choice([0, 1]), esc(brand))
    script = ('<script type="text/javascript">\n(function($) {\nLITHIUM.Loader.runJsAttached();\nLITHIUM.MessageBodyDisplay(\'#bodyDisplay\', \'.lia-truncated-body-container\', \'#viewMoreLink\', \'.lia-full-body-container\' );\n'
              'LITHIUM.DropDownMenu({"userMessagesFeedOptionsClass":"div.user-messages-feed-options-menu a.lia-js-menu-opener","menuOffsetContainer":".lia-menu-offset-container","hoverLeaveEvent":"LITHIUM:hoverLeave","mouseoverElementSelector":".lia-js-mouseover-menu","userMessagesFeedOptionsAriaLabel":"Show contributions of the user, selected option is Options","disabledLink":"lia-link-disabled","menuOpenCssClass":"dropdownHover","menuElementSelector":".lia-menu-navigation-wrapper","dialogSelector":".lia-panel-dialog-trigger","messageOptions":"lia-component-message-view-widget-action-menu","menuBarComponent":"lia-component-menu-bar","closeMenuEvent":"LITHIUM:closeMenu","menuOpenedEvent":"LITHIUM:menuOpened","pageOptions":"lia-component-community-widget-page-options","clickElementSelector":".lia-js-click-menu","menuItemsSelector":".lia-menu-dropdown-items","menuClosedEvent":"LITHIUM:menuClosed"});\n'
              'LITHIUM.CommunityJsonObject = {"Activity":{"Results":[]},"CachedAsset":{"id":"%s"},"Page":{"object":{"id":"%s","type":"BLOG","parent":"%s"},"name":"BlogArticlePage","rtl":false},"Blog":{"id":"%s","articleId":%d,"messageUid":%d},"Server":{"communityPrefix":"/%s","nodeChangeTimeStamp":%d,"tapestryPrefix":"/t5","deviceMode":"DESKTOP","responsiveDeviceMode":"DESKTOP","membershipChangeTimeStamp":"0","version":"23.%d","branch":"23.%d-release","showTextKeys":false},"User":{"settings":{"profile.language":"en","layout.friendly_dates_enabled":%s},"isAnonymous":true,"policies":{"image-upload.process-and-remove-exif-metadata":false},"registered":false,"emailRef":"","id":-1,"login":"Anonymous"}};\n'
              '})(LITHIUM.jQuery);\n</script>') % (
        "%x" % r.getrandbits(40), board_id, cat.lower(), board_id, art_id, muid, prefix, int((pub - datetime.datetime(1970, 1, 1)).total_seconds() * 1000) + r.randint(10 ** 6, 10 ** 9),
        r.randint(1, 12), r.randint(1, 12), "true" if fam == "atlassian" else "false")
    main_col = top + article if fam != "mtc" else article
    return ('<div class="lia-page"><center><div class="MinimumWidthContainer"><div class="min-width-wrapper"><div class="min-width"><div class="lia-content">'
            '<div class="lia-quilt lia-quilt-blog-article-page lia-quilt-layout-two-column-main-side lia-top-quilt"><div class="lia-quilt-row lia-quilt-row-header"><div class="lia-quilt-column lia-quilt-column-24 lia-quilt-column-single lia-quilt-column-common-header"><div class="lia-quilt-column-alley lia-quilt-column-alley-single">'
            '%s%s%s</div></div></div>'
            '<div class="lia-quilt-row lia-quilt-row-main"><div class="lia-quilt-column lia-quilt-column-%s lia-quilt-column-left lia-quilt-column-main-content"><div class="lia-quilt-column-alley lia-quilt-column-alley-left">\n%s\n%s\n%s</div></div>%s</div>'
            '<div class="lia-quilt-row lia-quilt-row-footer"><div class="lia-quilt-column lia-quilt-column-24 lia-quilt-column-single lia-quilt-column-common-footer"><div class="lia-quilt-column-alley lia-quilt-column-alley-single">%s</div></div></div>'
            '</div></div></div></div></div></center></div>\n%s') % (
        header, crumb_html, top if fam == "mtc" else "", "18" if panels else "24", main_col, comments_html, editor_html,
        '<div class="lia-quilt-column lia-quilt-column-06 lia-quilt-column-right lia-quilt-column-side-content"><div class="lia-quilt-column-alley lia-quilt-column-alley-right">%s</div></div>' % "".join(panels) if panels else "", footer, script)



AR_NAMES = ["أحمد", "محمد", "خالد", "عمر", "يوسف", "سامي", "حسن", "طارق", "ليلى", "مريم", "سارة", "نور", "هدى", "رنا", "فاطمة",
            "زينب", "كريم", "وليد", "رامي", "إبراهيم", "عبد الرحمن", "منى", "هشام", "جمال"]
AR_FAMILY = ["العلي", "الحسيني", "منصور", "الخطيب", "حداد", "الشامي", "عبد الله", "النجار", "السيد", "الزين", "المصري",
             "القاسم", "درويش", "الأحمد", "سليمان", "بن سالم", "الربيعي", "عثمان", "الحلبي", "يونس"]
AR_MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
AR_LEVANT = ["كانون الثاني", "شباط", "آذار", "نيسان", "أيار", "حزيران", "تموز", "آب", "أيلول", "تشرين الأول", "تشرين الثاني", "كانون الأول"]
AR_CITIES = ["أبوظبي", "أبوظبي", "أبوظبي", "أبوظبي", "دبي", "القاهرة", "بيروت", "عمّان", "الرياض", "بغداد", "الرباط", "الخرطوم",
             "دمشق", "واشنطن", "لندن", "باريس", "موسكو", "نيويورك"]
AR_SECTIONS = {"aj": [("سياسة", "politics"), ("سياسة", "politics"), ("سياسة", "politics"), ("اقتصاد", "ebusiness"), ("رياضة", "sport"),
                      ("تكنولوجيا", "tech"), ("ثقافة", "culture"), ("صحة", "health"), ("أسلوب حياة", "lifestyle"), ("أخبار", "news")],
               "bbc": [("شرق أوسط", "middleeast"), ("شرق أوسط", "middleeast"), ("عالم", "world"), ("اقتصاد", "business"), ("علوم وتكنولوجيا", "science-and-tech"),
                       ("فنون", "art-and-culture"), ("رياضة", "sports"), ("ترند", "trending"), ("مجلة", "magazine")],
               "sky": [("عالم", "world"), ("الشرق الأوسط", "middle-east"), ("الشرق الأوسط", "middle-east"), ("اقتصاد", "business"), ("رياضة", "sport"),
                       ("تكنولوجيا", "technology"), ("منوعات", "varieties"), ("صحة", "health"), ("ثقافة وفن", "culture")]}


def arabic(r, t, body, cat, cs):
    """An Arabic-language news site's story page of 2020-2024, in Arabic
    (right to left, dir="rtl" on the page's box), in Al Jazeera Arabic's
    markup, BBC News Arabic's (Simorgh) or Sky News Arabia's, one of them
    a site.  Al Jazeera's: the kicker (the section's or a topic's link),
    the headline, on most pages the dek p.article__subhead with its <em>,
    the author's link on some pages, the date "7/12/2022" ("٧/١٢/٢٠٢٢" on
    some sites) with its screen readers' "نشر في", "آخر تحديث: 7/12/2022
    10:32 م (بتوقيت مكة المكرمة)" or "(توقيت مكة)", the "حجم الخط" button,
    the share bar, the lead picture and its caption closed by its credit
    "(رويترز)", "(الجزيرة)"...; the body in div.wysiwyg.wysiwyg--all-content:
    <p>s with a link to a tag's page in some, h2 intertitles, "اقرأ أيضا"
    boxes (div.more-on: two to four headlines as article cards, "قائمة 1 من
    4" and "نهاية القائمة" for screen readers) and empty ad slots among
    them, a list, a picture and its captioned credit, an embedded tweet
    (figure.wp-block-embed) at times; after it "المصدر : الجزيرة + وكالات"
    (or another source), the topics on some sites and "الأكثر قراءة".
    BBC's: emotion's hashed classes (bbc-xxxx exxxx0, the site's build's),
    the headline h1#content, the byline's list with its hidden labels on
    some pages, the <time> "7 ديسمبر/ كانون الأول 2022" (with "آخر تحديث"
    or, on older sites, "جدّد في"), pictures with the hidden "المصدر، " or
    "مصدر الصورة، " over their credit ("Getty Images") and "التعليق على
    الصورة، " over their captions, each paragraph a <p> in a div of its own,
    the first in bold on most pages, h2 subheadings, a "قصص مقترحة" box of
    four headlines among them on the newer sites (its skip link "تخطى قصص
    مقترحة وواصل القراءة" and "قصص مقترحة نهاية"), a tweet between its
    "أهمل Twitter مشاركة" and "نهاية Twitter مشاركة" lines and its
    warning caption; then "مواضيع ذات صلة" (or "كلمات مفتاحية"), "المزيد
    حول هذه القصة" (headlines and dates), "الأخبار الرئيسية" on the newer
    sites, "الأكثر قراءة" numbered in Arabic-Indic digits, BBC's footer.
    Sky News Arabia's: the breadcrumb, the headline, "نشر في: 07 ديسمبر
    2022 - 10:32 ص بتوقيت أبوظبي" and "آخر تحديث:", the share buttons, the
    lead picture and its caption or a video and its title, the body's <p>s,
    the first opening on "أبوظبي - سكاي نيوز عربية" (or another city's) on
    most pages, in a <p> of its own or before a <br>, an "اقرأ أيضا" card, a
    tweet and a bold "تابعوا آخر الأخبار ..." line among or after them,
    topics, "الأكثر قراءة".  No comments.  The feed's description is Al
    Jazeera's dek on half its sites (the first sentence on the others'),
    BBC's summary (not on the page), Sky's first sentence.  The truth: Al
    Jazeera's dek (shown under the headline: TEASER), the paragraphs, the
    intertitles, the list's items and the tweets' texts (a reader reads
    them), Sky's dateline as its first line; not the kicker, byline, dates,
    captions, credits, the related boxes (their headlines counted as
    leaks), the screen readers' and skip links' lines, the tweets' "&mdash;
    NAME (@handle)" lines, the source line, the "تابعوا" lines, topics,
    "most read", top stories nor the footers."""
    rs = random.Random(BLOG[0] + " arabic")
    site = rs.choice(["aj", "aj", "bbc", "sky"])
    indic = site == "aj" and rs.random() < 0.3      # Al Jazeera's dates in Arabic-Indic digits
    feed_dek = rs.random() < 0.5                     # Al Jazeera's feed gives the dek
    dek_rate = rs.choice([0.4, 0.6, 0.8, 0.9])
    new = rs.random() < 0.65                         # BBC's Simorgh of 2022-2024 ("articles/c...") or of 2020-2021
    credit_label = rs.choice(["المصدر، ", "مصدر الصورة، "])
    topics_label = "مواضيع ذات صلة" if not new or rs.random() < 0.6 else "كلمات مفتاحية"
    mecca = rs.choice(["(توقيت مكة)", "(بتوقيت مكة المكرمة)"])
    aj_tags = rs.random() < 0.5
    year = r.choice([2020, 2021, 2022, 2023, 2024]) if site != "bbc" else (r.choice([2022, 2023, 2024]) if new else r.choice([2020, 2021]))
    pub = datetime.datetime(year, r.randint(1, 12), r.randint(1, 28), r.randint(6, 23), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(10, 30 * 60)) if r.random() < 0.7 else None
    sec, spath = r.choice(AR_SECTIONS[site])
    name = lambda: "%s %s" % (r.choice(AR_NAMES), r.choice(AR_FAMILY))
    lw = lambda: LEXICON_AR[int(1500 * r.random() ** 2)]
    strip = lambda x: "".join(c for c in x if c not in "\u060c\u061f.:!\"\u00ab\u00bb")
    pct = lambda x: "".join(c if c.isascii() else "".join("%%%02x" % b for b in c.encode("utf-8")) for c in x)
    aslug = lambda x: pct("-".join(strip(x).split()[:8]))
    hx = lambda n: (lambda g: "".join(g.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(7)))(random.Random(BLOG[0] + n))
    bc = lambda n: "bbc-%s e%s0" % (hx(n)[:6 + len(n) % 2], hx(n + "!")[:6 + len(n) % 2])  # emotion's class of a Simorgh component, the same on every page of a site
    hidden = bc("VisuallyHidden")
    ends = lambda p: [k for k in (p.find(". "), p.find("\u061f "), p.find("! ")) if k > 0]
    first = lambda p: p[:min(ends(p)) + 1] if ends(p) else p

    def linked(p, href):
        """The paragraph's text with one of its longer words a link."""
        w = p.split(" ")
        ks = [k for k in range(1, len(w) - 1) if len(w[k]) >= 5 and w[k] not in AR_WORDS and w[k][-1] not in "\u060c.\u061f!\"\u00bb" and w[k][0] not in "\"\u00ab"]
        if not ks or r.random() < 0.6:
            return esc(p)
        k = r.choice(ks)
        return '%s <a href="%s">%s</a> %s' % (esc(" ".join(w[:k])), href(w[k]), esc(w[k]), esc(" ".join(w[k + 1:])))

    def tweet():
        who, handle = name(), "".join(r.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(r.randint(4, 9))) + r.choice(["", "_", "news", str(r.randint(1, 99))])
        text = sentence(r, 6, 22)
        d = pub - datetime.timedelta(hours=r.randint(1, 40))
        when = ("%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year) if r.random() < 0.6 else
                ("%d %s %d" % (d.day, AR_MONTHS[d.month - 1], d.year)).translate(AR_DIGITS))
        pic = ' <a href="https://t.co/%s">pic.twitter.com/%s</a>' % (("".join(r.choice("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(10)),) * 2) if r.random() < 0.4 else ""
        html_ = ('<blockquote class="twitter-tweet"%s><p lang="ar" dir="rtl">%s%s</p>&mdash; %s (@%s) <a href="https://twitter.com/%s/status/%d?ref_src=twsrc%%5Etfw">%s</a></blockquote>'
                 '<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>') % (
            r.choice(["", ' data-lang="ar"', ' data-dnt="true"']), esc(text), pic, esc(who), handle, handle, r.randint(10 ** 18, 2 * 10 ** 18), when)
        return html_, text

    def caption(agency):
        c = sentence(r, 5, 16)[:-1]
        return c, agency
    agencies = {"aj": ["رويترز", "رويترز", "الجزيرة", "الجزيرة", "الفرنسية", "أسوشيتد برس", "الأناضول", "غيتي", "الأوروبية", "مواقع التواصل", "شترستوك"],
                "bbc": ["Getty Images", "Getty Images", "Reuters", "EPA", "AFP", "BBC", "Anadolu Agency", "AP", "Handout", "EPA-EFE/REX/Shutterstock"],
                "sky": ["رويترز", "أ ف ب", "أسوشيتد برس", "غيتي", "مواقع التواصل", "سكاي نيوز عربية", "أرشيفية"]}[site]
    n = len(body)
    heads = {k for k in range(2, n) if r.random() < 0.35} if n >= 4 and r.random() < (0.5 if site != "sky" else 0.2) else set()
    story, out = [], []
    if site == "aj":
        dek = sentence(r, 10, 26) if r.random() < dek_rate else None
        dek = dek[:-1] if dek and dek.endswith(".") and r.random() < 0.7 else dek
        if dek:
            TEASER.append(dek)
            if not feed_dek:
                DESC.append(first(body[0]))
        else:
            DESC.append(first(body[0]))
        digits = lambda s: s.translate(AR_DIGITS) if indic else s
        dmy = lambda d: digits("%d/%d/%d" % (d.day, d.month, d.year))
        hm = lambda d: digits("%d:%02d" % ((d.hour + 11) % 12 + 1, d.minute)) + (" ص" if d.hour < 12 else " م")
        url = lambda h, d: "/%s/%d/%d/%d/%s" % (spath, d.year, d.month, d.day, aslug(h))
        img = lambda: "/wp-content/uploads/%d/%02d/%s.jpg?resize=%s" % (pub.year, pub.month, "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(12)) + r.choice(["", "-1", "-2"]),
                                                                          r.choice(["770%2C513", "1170%2C780", "1920%2C1080"]))
        boxes = set()
        if n >= 3 and r.random() < 0.85:
            boxes.add(r.choice([0, 1, 1, 2]) if n > 3 else 0)
            if n >= 7 and r.random() < 0.35:
                boxes.add(r.randint(4, n - 2))
        ads = {k for k in (1, 4) if k < n - 1} if r.random() < 0.6 else set()
        tw_at = r.randrange(1, n) if n >= 3 and r.random() < 0.2 else -1
        pic_at = r.randrange(1, n - 1) if n >= 4 and r.random() < 0.25 else -1
        list_at = r.randrange(1, n) if n >= 3 and r.random() < 0.12 else -1
        for k, p in enumerate(body):
            if k in heads:
                h = title(r)
                out.append("<h2>%s</h2>" % esc(h))
                story.append(h)
            out.append("<p>%s</p>" % linked(p, lambda w: "/tag/%s/" % pct(strip(w))))
            story.append(p)
            if k == list_at:
                items = [sentence(r, 5, 16) for _ in range(r.randint(3, 5))]
                out.append("<ul>%s</ul>" % "".join("<li>%s</li>" % esc(x) for x in items))
                story += items
            if k == tw_at:
                h, text = tweet()
                out.append('<figure class="wp-block-embed is-type-rich is-provider-twitter wp-block-embed-twitter"><div class="wp-block-embed__wrapper">%s</div></figure>' % h)
                story.append(text)
            if k == pic_at:
                c, a = caption(r.choice(agencies))
                out.append('<figure class="wp-block-image size-large"><img loading="lazy" decoding="async" width="770" height="513" src="%s" alt="%s" /><figcaption class="wp-element-caption">%s (%s)</figcaption></figure>' % (
                    img(), esc(c), esc(c), a))
                EXTRAS.append(c)
            if k in boxes:
                rel = [title(r) for _ in range(r.choice([2, 3, 4, 4]))]
                EXTRAS.extend(rel + ["اقرأ أيضا", "نهاية القائمة"])
                out.append('<div class="more-on"><h2 class="more-on__heading">اقرأ أيضا</h2><ul class="more-on__list">%s</ul><span class="screen-reader-text">نهاية القائمة</span></div>' % "".join(
                    '<li class="more-on__item"><span class="screen-reader-text">قائمة %d من %d</span><article class="gc u-clickable-card gc--type-post gc--list gc--with-image css-%s">'
                    '<div class="gc__content"><div class="gc__header-wrap"><h3 class="gc__title"><a class="u-clickable-card__link" href="%s"><span>%s</span></a></h3></div></div>'
                    '<div class="gc__image-wrap"><div class="responsive-image"><img loading="lazy" decoding="async" src="%s" alt="" /></div></div></article></li>' % (
                        i + 1, len(rel), hx("gc")[:7], url(h, pub - datetime.timedelta(days=r.randint(1, 90))), esc(h), img()) for i, h in enumerate(rel)))
            if k in ads:
                out.append('<div class="container--ads container--ads-mpu ads-mpu css-%s"><div class="ads-mpu__container"><div id="dfp-ad-mpu%d-wrapper" class="ads-wrapper"><div id="dfp-ad-mpu%d" class="ads"></div></div></div></div>' % (
                    hx("ads")[:7], k, k))
        source = r.choice(["الجزيرة + وكالات", "الجزيرة + وكالات", "الجزيرة + وكالات", "الجزيرة", "الجزيرة", "وكالات", "الجزيرة + رويترز", "الجزيرة + الفرنسية",
                           "الجزيرة + مواقع إلكترونية", "الصحافة الإسرائيلية", "مواقع التواصل الاجتماعي", "الجزيرة + الأناضول"])
        most = [title(r) for _ in range(r.choice([5, 6]))]
        tags = list(dict.fromkeys([sec] + [lw() if r.random() < 0.6 else "%s %s" % (lw(), lw()) for _ in range(r.randint(2, 5))])) if aj_tags else []
        EXTRAS.extend(most + ["الأكثر قراءة", "حجم الخط", "المصدر : " + source])
        STORY[:] = story
        kick = sec if r.random() < 0.7 else "%s %s" % (r.choice(["الحرب على", "أزمة", "انتخابات", "قمة"]), lw())
        lead = ""
        if r.random() < 0.85:
            c, a = caption(r.choice(agencies))
            c = c if r.random() < 0.85 else ""
            lead = ('<figure class="article-featured-image"><div class="responsive-image"><img loading="lazy" decoding="async" src="%s" alt="%s" /></div><figcaption>%s</figcaption></figure>' % (
                img(), esc(c or t), esc(("%s (%s)" % (c, a)) if c else "(%s)" % a)))
            EXTRAS.extend([c] if c else [])
        by = name() if r.random() < 0.35 else None
        shares = "".join('<li class="share-bar__item"><a class="share-bar__link share-bar__link--%s" href="%s" target="_blank" rel="noopener" aria-label="%s"><svg class="icon icon--%s" aria-hidden="true"></svg></a></li>' % (
            k, u, lab, k) for k, u, lab in [("facebook", "https://www.facebook.com/sharer.php?u=x", "فيسبوك"), ("twitter", "https://twitter.com/intent/tweet?url=x", "تويتر" if year < 2024 else "إكس"),
                                           ("whatsapp", "https://api.whatsapp.com/send?text=x", "واتساب"), ("telegram", "https://t.me/share/url?url=x", "تلغرام"), ("copy", "#", "نسخ الرابط")])
        return ('<main id="main-content-area" class="container container--white container--story" dir="rtl"><div class="l-col l-col--8">'
                '<header class="article-header"><div class="article-header__top"><div class="topics"><a class="topics-sec-item" href="/%s/"><span class="topics-sec-item-label">%s</span></a></div></div>'
                '<h1>%s</h1>%s</header>'
                '<div class="article-info-block css-%s">%s<div class="article-dates"><div class="date-simple css-%s"><span class="screen-reader-text">نشر في %s</span><span aria-hidden="true">%s</span></div>%s</div>'
                '<div class="article-font-size"><button class="font-size-button" type="button" aria-expanded="false"><span class="font-size-button__label">حجم الخط</span><svg class="icon icon--font-size" aria-hidden="true"></svg></button></div>'
                '<div class="article-share-bar"><ul class="share-bar">%s</ul></div></div>%s'
                '<div class="wysiwyg wysiwyg--all-content css-%s" aria-live="polite" aria-atomic="true">%s</div>'
                '<div class="article-source">المصدر : %s</div>%s</div>'
                '<aside class="l-col l-col--4 article-sidebar"><div class="most-read-container"><h2 class="section-title">الأكثر قراءة</h2><ol class="most-read-list">%s</ol></div></aside></main>') % (
            spath, esc(kick), esc(t), '<p class="article__subhead css-%s"><em>%s</em></p>' % (hx("subhead")[:7], esc(dek)) if dek else "",
            hx("info")[:7], '<div class="article-b-l"><div class="article-author"><div class="article-author-name"><span class="article-author-name-item"><a class="author-link" href="/author/%s">%s</a></span></div></div></div>' % (
                aslug(by), by) if by else "", hx("date")[:7], dmy(pub), dmy(pub),
            '<div class="article-last-update"><span class="article-last-update__sep">|</span><span>آخر تحديث: %s %s %s</span></div>' % (dmy(upd), hm(upd), mecca) if upd else "",
            shares, lead, hx("wysiwyg")[:7], "\n".join(out), source,
            '<div class="topics topics--bottom">%s</div>' % "".join('<a class="topics-sec-item" href="/tag/%s/">%s</a>' % (pct(y.replace(" ", "-")), esc(y)) for y in tags) if tags else "",
            "".join('<li class="most-read-list__item"><article class="gc gc--type-post gc--list css-%s"><span class="most-read-list__number" aria-hidden="true">%s</span><div class="gc__content"><h3 class="gc__title">'
                    '<a class="u-clickable-card__link" href="%s"><span>%s</span></a></h3></div></article></li>' % (hx("mr")[:7], digits(str(i + 1)), url(h, pub), esc(h)) for i, h in enumerate(most)))
    if site == "bbc":
        DESC.append(sentence(r, 10, 24))
        when = lambda d: "%d %s/ %s %d" % (d.day, AR_MONTHS[d.month - 1], AR_LEVANT[d.month - 1], d.year)
        cid = lambda: "c" + "".join(r.choice("0123456789abcdefghjklmnpqrstvwxyz") for _ in range(10)) + "o"
        aurl = lambda: "https://www.bbc.com/arabic/articles/%s" % cid() if new else "https://www.bbc.com/arabic/%s-%d" % (r.choice(AR_SECTIONS["bbc"])[1], r.randint(55000000, 59999999))
        ipath = lambda: "cpsprodpb/%04X/production/_%d_%s.jpg" % (r.getrandbits(16), r.randint(120000000, 131000000), r.choice(["gettyimages-%d" % r.randint(10 ** 9, 2 * 10 ** 9), "p0%s" % "".join(
            r.choice("bcdfghjklmnpqrstvwxyz0123456789") for _ in range(5)), "reuters", "epa", "bbc"]))
        ichef = lambda w, x=None: "https://ichef.bbci.co.uk/ace/ws/%d/%s.webp" % (w, x or ipath())

        def figure(lead):
            c = sentence(r, 5, 16)[:-1]
            cr, x = r.choice(agencies), ipath()
            EXTRAS.append(c)
            return ('<figure class="%s"><div class="%s"><div class="%s" style="padding-top:56.25%%"><img alt="%s" src="%s" srcSet="%s 240w, %s 320w, %s 480w, %s 624w, %s 800w" sizes="(min-width: 1008px) 760px, 100vw" width="976" height="549" class="%s"%s/>'
                    '<p class="%s"><span role="text"><span class="%s">%s</span>%s</span></p></div></div><figcaption class="%s"><span class="%s">التعليق على الصورة، </span><p class="%s">%s</p></figcaption></figure>') % (
                bc("Figure"), bc("ImageWrapper"), bc("ImagePlaceholder"), esc(c), ichef(800, x), ichef(240, x), ichef(320, x), ichef(480, x), ichef(624, x), ichef(800, x), bc("Image"),
                "" if lead else ' loading="lazy"', bc("Copyright"), hidden, credit_label, esc(cr), bc("Caption"), hidden, bc("CaptionText"), esc(c))
        div = lambda inner: '<div dir="rtl" class="%s">%s</div>' % (bc("GridItemLarge"), inner)
        bold = r.random() < 0.65
        recs_at = min(n - 2, r.choice([2, 3, 3, 4])) if new and n >= 4 and r.random() < 0.8 else -1
        tw_at = r.randrange(1, n) if n >= 3 and r.random() < 0.12 else -1
        pics = {k for k in range(1, n - 1) if r.random() < 0.25}
        for k, p in enumerate(body):
            if k in heads:
                h = title(r)
                out.append(div('<h2 id="%s" tabindex="-1" class="%s">%s</h2>' % (esc("_".join(strip(h).split())), bc("Subheading"), esc(h))))
                story.append(h)
            out.append(div('<p dir="rtl" class="%s">%s</p>' % (bc("Paragraph"), '<b class="%s">%s</b>' % (bc("Bold"), esc(p)) if k == 0 and bold else esc(p))))
            story.append(p)
            if k == tw_at:
                h, text = tweet()
                prov = "Twitter" if year < 2024 else "X"
                skip = ["أهمل %s مشاركة" % prov, "نهاية %s مشاركة" % prov, "تحذير: بي بي سي غير مسؤولة عن محتوى المواقع الخارجية"]
                EXTRAS.extend(skip)
                out.append('<div class="%s"><a href="#end-of-twitter-content-%d" class="%s">%s</a><div class="%s" data-e2e="twitter-embed-%d">%s</div>'
                           '<p class="%s"><span class="%s">التعليق على الفيديو، </span>%s</p><p id="end-of-twitter-content-%d" class="%s">%s</p></div>' % (
                               bc("SocialEmbed"), k, bc("SkipLink"), skip[0], bc("EmbedContainer"), k, h, bc("EmbedCaption"), hidden, skip[2], k, hidden, skip[1]))
                story.append(text)
            if k in pics:
                out.append(figure(False))
            if k == recs_at:
                recs = [title(r) for _ in range(4)]
                EXTRAS.extend(recs + ["قصص مقترحة", "تخطى قصص مقترحة وواصل القراءة"])
                out.append(('<section aria-labelledby="recommendations-heading" role="region" class="%s"><div class="%s"><strong id="recommendations-heading" class="%s">قصص مقترحة</strong></div>'
                            '<a href="#end-of-recommendations" class="%s">تخطى قصص مقترحة وواصل القراءة</a><div class="%s"><ul role="list" class="%s">%s</ul></div>'
                            '<p id="end-of-recommendations" class="%s">قصص مقترحة نهاية</p></section>') % (
                    bc("Recommendations"), bc("RecsHeadingWrap"), bc("RecsHeading"), bc("SkipLink"), bc("RecsWrap"), bc("RecsList"), "".join(
                        '<li class="%s"><div class="%s"><div class="%s"><img alt="" src="%s" loading="lazy" width="240" height="135" class="%s"/></div><div class="%s">'
                        '<a href="%s" class="%s"><span class="%s">%s</span></a></div></div></li>' % (
                            bc("RecsItem"), bc("RecsPromo"), bc("RecsImage"), ichef(240), bc("Image"), bc("RecsText"), aurl(), bc("RecsLink"), bc("RecsTitle"), esc(h)) for h in recs), hidden))
        lead = figure(True) if r.random() < 0.9 else ""
        by = [name() for _ in range(r.choice([1, 1, 2]))] if r.random() < 0.4 else []
        role = r.choice(["بي بي سي نيوز عربي", "بي بي سي نيوز عربي", "مراسل بي بي سي في %s" % r.choice(AR_CITIES[4:]), "بي بي سي نيوز - لندن"])
        topics = list(dict.fromkeys([sec] + [lw() if r.random() < 0.6 else "%s %s" % (lw(), lw()) for _ in range(r.randint(2, 5))]))
        more = [(title(r), pub - datetime.timedelta(days=r.randint(1, 120))) for _ in range(r.randint(2, 4))]
        top = [title(r) for _ in range(3)] if new else []
        most = [title(r) for _ in range(r.choice([5, 10]))]
        foot = "بي بي سي. بي بي سي ليست مسؤولة عن محتوى المواقع الخارجية."
        EXTRAS.extend([h for h, _ in more] + top + most + ["المزيد حول هذه القصة", "الأكثر قراءة", foot])
        STORY[:] = story
        stamp = '<time datetime="%s" class="%s">%s</time>' % (pub.strftime("%Y-%m-%d"), bc("Timestamp"), when(pub))
        if upd and upd.date() != pub.date():
            stamp += '<time datetime="%s" class="%s">%s %s</time>' % (upd.strftime("%Y-%m-%d"), bc("Timestamp"), "آخر تحديث" if new else "جدّد في", when(upd))
        return ('<main role="main" class="%s" dir="rtl"><div class="%s"><div class="%s">'
                '<div dir="rtl" class="%s"><h1 id="content" tabindex="-1" class="%s">%s</h1></div>%s<div class="%s"><div class="%s">%s</div></div>%s'
                '%s'
                '<aside class="%s" aria-labelledby="related-topics" role="complementary"><h2 id="related-topics" class="%s">%s</h2><ul role="list" class="%s">%s</ul></aside>'
                '<section class="%s" aria-labelledby="related-content-heading" role="region"><div class="%s"><h2 id="related-content-heading" class="%s">المزيد حول هذه القصة</h2></div><ul class="%s" role="list">%s</ul></section>'
                '</div><div class="%s">%s'
                '<section class="%s" aria-labelledby="Most-Read" role="region"><div class="%s"><h2 id="Most-Read" class="%s">الأكثر قراءة</h2></div><div class="%s"><ol class="%s" dir="rtl" role="list">%s</ol></div></section>'
                '</div></div>'
                '<footer role="contentinfo" class="%s"><div class="%s"><a href="https://www.bbc.com/arabic" class="%s"><span class="%s">BBC News, عربي</span></a><ul class="%s" role="list">%s</ul>'
                '<p class="%s">&copy; %d %s <a href="https://www.bbc.co.uk/editorialguidelines/guidance/feeds-and-links" class="%s">سياستنا بخصوص الروابط الخارجية.</a></p></div></footer></main>') % (
            bc("Main"), bc("Grid"), bc("Primary"), bc("HeadlineWrap"), bc("Headline"), esc(t),
            '<div class="%s"><ul class="%s" role="list">%s<li class="%s"><span class="%s">المنصب، </span><span class="%s">%s</span></li></ul></div>' % (
                bc("Byline"), bc("BylineList"), "".join('<li class="%s"><div class="%s"><span class="%s">الكاتب، </span><span class="%s">%s</span></div></li>' % (
                    bc("BylineItem"), bc("BylineAuthor"), hidden, bc("BylineName"), a) for a in by), bc("BylineItem"), hidden, bc("BylineRole"), role) if by else "",
            bc("TimestampWrap"), bc("TimestampInner"), stamp, lead, "\n".join(out),
            bc("RelatedTopics"), bc("RelatedTopicsHeading"), topics_label, bc("RelatedTopicsList"), "".join(
                '<li class="%s"><a href="https://www.bbc.com/arabic/topics/%s" class="%s">%s</a></li>' % (bc("TopicItem"), cid()[:-1] + "t", bc("TopicLink"), esc(y)) for y in topics),
            bc("RelatedContent"), bc("RelatedHeadingWrap"), bc("RelatedHeading"), bc("RelatedList"), "".join(
                '<li class="%s"><div class="%s"><div class="%s"><img alt="" src="%s" loading="lazy" class="%s"/></div><div class="%s"><h3 class="%s"><a href="%s" class="%s">%s</a></h3>'
                '<time datetime="%s" class="%s">%s</time></div></div></li>' % (bc("RelatedItem"), bc("Promo"), bc("PromoImage"), ichef(240), bc("Image"), bc("PromoText"), bc("PromoHeading"),
                                                                            aurl(), bc("PromoLink"), esc(h), d.strftime("%Y-%m-%d"), bc("PromoTime"), when(d)) for h, d in more),
            bc("Secondary"), '<section class="%s" aria-labelledby="top-stories-heading" role="region"><h2 id="top-stories-heading" class="%s">الأخبار الرئيسية</h2><ul class="%s" role="list">%s</ul></section>' % (
                bc("TopStories"), bc("SecondaryHeading"), bc("TopStoriesList"), "".join('<li class="%s"><a href="%s" class="%s">%s</a><time class="%s">%s</time></li>' % (
                    bc("TopStoriesItem"), aurl(), bc("PromoLink"), esc(h), bc("PromoTime"), when(pub)) for h in top)) if top else "",
            bc("MostRead"), bc("MostReadHeadingWrap"), bc("SecondaryHeading"), bc("MostReadWrap"), bc("MostReadList"), "".join(
                '<li class="%s"><div class="%s"><span class="%s">%s</span><div class="%s"><a href="%s" class="%s">%s</a></div></div></li>' % (
                    bc("MostReadItem"), bc("MostReadRow"), bc("MostReadRank"), str(i + 1).translate(AR_DIGITS), bc("MostReadLinkWrap"), aurl(), bc("MostReadLink"), esc(h)) for i, h in enumerate(most)),
            bc("Footer"), bc("FooterInner"), bc("FooterBrand"), hidden, bc("FooterList"), "".join('<li class="%s"><a href="%s" class="%s">%s</a></li>' % (bc("FooterItem"), u, bc("FooterLink"), x) for x, u in [
                ("لماذا يمكنك الاعتماد على أخبار بي بي سي", "https://www.bbc.com/arabic/institutional-49283069"), ("شروط الاستخدام", "https://www.bbc.com/arabic/institutional-37731351"),
                ("عن بي بي سي", "https://www.bbc.com/arabic/institutional-37731352"), ("سياسة الخصوصية", "https://www.bbc.com/arabic/institutional-37731353"),
                ("ملفات الارتباط Cookies", "https://www.bbc.com/usingthebbc/cookies/"), ("اتصل بـ بي بي سي", "https://www.bbc.co.uk/arabic/send/u50853203")]),
            bc("FooterCopyright"), pub.year, foot, bc("FooterLink"))
    # Sky News Arabia
    hm = lambda d: "%02d:%02d %s" % ((d.hour + 11) % 12 + 1, d.minute, "ص" if d.hour < 12 else "م")
    when = lambda d: "%02d %s %d - %s بتوقيت أبوظبي" % (d.day, AR_MONTHS[d.month - 1], d.year, hm(d))
    url = lambda h: "/%s/%d-%s" % (r.choice(AR_SECTIONS["sky"])[1], r.randint(1300000, 1760000), aslug(h))
    img = lambda: "https://www.skynewsarabia.com/images/v1/%d/%02d/%02d/%d/%s/%s.jpg" % (pub.year, pub.month, pub.day, r.randint(1400000, 1760000), r.choice(["800/450", "1200/675", "600/338"]), pct(lw()))
    city = r.choice(AR_CITIES)
    dl = "%s - سكاي نيوز عربية" % city if r.random() < 0.75 else None
    DESC.append(first(body[0]))
    joined = dl and r.random() < 0.5
    follow, follow_url = r.choice([("تابعوا آخر الأخبار عبر قناة سكاي نيوز عربية على واتساب", "https://whatsapp.com/channel/0029VaDk5mLKGGGKmhlZmr1k"),
                                   ("تابعوا آخر الأخبار عبر تطبيق سكاي نيوز عربية", "https://www.skynewsarabia.com/apps"),
                                   ("تابعوا آخر الأخبار على حساب سكاي نيوز عربية في تلغرام", "https://t.me/skynewsarabia"),
                                   ("تابعوا آخر الأخبار والتحديثات على مدار الساعة", "https://www.skynewsarabia.com/latest-news")]) if r.random() < 0.45 else (None, None)
    follow_at = (r.randrange(1, n) if r.random() < 0.4 else n - 1) if follow else -1
    rel_at = r.randrange(0, n - 1) if n >= 3 and r.random() < 0.5 else -1
    tw_at = r.randrange(1, n) if n >= 3 and r.random() < 0.1 else -1
    if dl:
        story.append(dl)
        if not joined:
            out.append("<p>%s</p>" % esc(dl))
    for k, p in enumerate(body):
        if k in heads:
            h = title(r)
            out.append("<h2>%s</h2>" % esc(h))
            story.append(h)
        out.append("<p>%s%s</p>" % (esc(dl) + "<br/>" if k == 0 and joined else "", linked(p, lambda w: "/topic/%d-%s" % (r.randint(1000, 9999), pct(strip(w))))))
        story.append(p)
        if k == tw_at:
            h, text = tweet()
            out.append('<div class="embed-container twitter-embed">%s</div>' % h)
            story.append(text)
        if k == rel_at:
            h = title(r)
            EXTRAS.extend([h, "اقرأ أيضا"])
            out.append('<div class="inline-related-article"><span class="inline-related-label">اقرأ أيضا</span><a class="inline-related-link" href="%s"><img src="%s" alt="" loading="lazy"/><span class="inline-related-title">%s</span></a></div>' % (
                url(h), img(), esc(h)))
        if k == follow_at:
            EXTRAS.append(follow)
            out.append('<p><strong><a href="%s" target="_blank">%s</a></strong></p>' % (follow_url, esc(follow)))
    x = r.random()
    if x < 0.7:
        c, a = caption(r.choice(agencies))
        EXTRAS.append(c)
        lead = '<div class="article-media"><figure class="main-img"><img src="%s" alt="%s" width="800" height="450"/><figcaption class="img-caption">%s%s</figcaption></figure></div>' % (
            img(), esc(c), esc(c), '<span class="img-credit"> - %s</span>' % a if r.random() < 0.7 else "")
    elif x < 0.9:
        c = title(r)
        EXTRAS.append(c)
        lead = '<div class="article-media article-video"><div class="video-player" data-video-id="%d"><img class="video-poster" src="%s" alt=""/><button class="play-btn" aria-label="تشغيل"></button></div><p class="video-title">%s</p></div>' % (
            r.randint(1400000, 1760000), img(), esc(c))
    else:
        lead = ""
    tags = list(dict.fromkeys([lw() if r.random() < 0.6 else "%s %s" % (lw(), lw()) for _ in range(r.randint(2, 5))]))
    most = [title(r) for _ in range(5)]
    EXTRAS.extend(most + ["الأكثر قراءة"])
    STORY[:] = story
    return ('<main class="article-page" dir="rtl"><div class="container"><div class="row"><div class="col-md-8 article-main"><div class="article-header">'
            '<ul class="breadcrumb"><li><a href="/">الرئيسية</a></li><li><a href="/%s">%s</a></li></ul><h1 class="article-title">%s</h1>'
            '<div class="article-meta"><div class="article-date"><span class="label">نشر في:</span> <time datetime="%s">%s</time></div>%s</div>'
            '<div class="share-tools"><span class="share-label">شارك</span><ul class="share-list">%s</ul></div></div>%s'
            '<div class="article-body">%s</div>'
            '<div class="article-tags">%s</div></div>'
            '<div class="col-md-4 sidebar"><div class="most-read"><h3 class="section-title">الأكثر قراءة</h3><ol class="most-read-list">%s</ol></div></div></div></div></main>') % (
        spath, esc(sec), esc(t), pub.strftime("%Y-%m-%dT%H:%M:%S+04:00"), when(pub),
        '<div class="article-date article-update"><span class="label">آخر تحديث:</span> <time datetime="%s">%s</time></div>' % (upd.strftime("%Y-%m-%dT%H:%M:%S+04:00"), when(upd)) if upd else "",
        "".join('<li><a class="share-%s" href="%s" target="_blank" rel="noopener" aria-label="%s"><i class="icon-%s"></i></a></li>' % (k, u, lab, k) for k, u, lab in [
            ("facebook", "https://www.facebook.com/sharer/sharer.php?u=x", "فيسبوك"), ("twitter", "https://twitter.com/intent/tweet?url=x", "تويتر"),
            ("whatsapp", "https://api.whatsapp.com/send?text=x", "واتساب"), ("telegram", "https://t.me/share/url?url=x", "تلغرام")]), lead,
        "\n".join(out), "".join('<a class="tag" href="/topic/%d-%s">%s</a>' % (r.randint(1000, 9999), pct(y.replace(" ", "-")), esc(y)) for y in tags),
        "".join('<li><span class="rank">%d</span><a href="%s">%s</a></li>' % (i + 1, url(h), esc(h)) for i, h in enumerate(most)))


IT_NAMES = ["Giulia Ferraresi", "Marco Bellandi", "Francesca Rinaldini", "Alessandro Tosetti", "Chiara Lombardelli", "Lorenzo Gattuso",
            "Valentina Morelli", "Davide Santangeli", "Elena Marchettini", "Paolo Cavallari", "Federica Pacetti", "Stefano Orlandini",
            "Silvia Bonfanti", "Matteo Carrozza", "Roberta Zanichelli", "Andrea Peluffo", "Ilaria Sgarbossa", "Giorgio Della Valentina"]
IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"]
IT_MON = ["GEN", "FEB", "MAR", "APR", "MAG", "GIU", "LUG", "AGO", "SET", "OTT", "NOV", "DIC"]
# a dateline's city (ANSA's capitals, Repubblica's opening "ROMA – ") and the
# foreign ones (an agency's name joined to ANSA's on some)
IT_CITIES = ["ROMA", "ROMA", "ROMA", "ROMA", "MILANO", "MILANO", "NAPOLI", "TORINO", "PALERMO", "BOLOGNA", "FIRENZE", "GENOVA",
             "VENEZIA", "BARI", "CAGLIARI", "TRIESTE", "ANCONA", "PERUGIA", "CITTÀ DEL VATICANO"]
IT_ABROAD = ["BRUXELLES", "PARIGI", "BERLINO", "LONDRA", "WASHINGTON", "NEW YORK", "MOSCA", "KIEV", "TEL AVIV", "PECHINO", "MADRID", "GINEVRA"]
IT_SECTIONS = {"corriere": [("Cronache", "cronache"), ("Cronache", "cronache"), ("Politica", "politica"), ("Politica", "politica"), ("Esteri", "esteri"),
                            ("Economia", "economia"), ("Sport", "sport"), ("Cultura", "cultura"), ("Spettacoli", "spettacoli"), ("Salute", "salute"),
                            ("Scienze", "scienze"), ("Tecnologia", "tecnologia")],
               "repubblica": [("Politica", "politica"), ("Politica", "politica"), ("Cronaca", "cronaca"), ("Cronaca", "cronaca"), ("Esteri", "esteri"),
                              ("Economia", "economia"), ("Sport", "sport"), ("Cultura", "cultura"), ("Spettacoli", "spettacoli"),
                              ("Tecnologia", "tecnologia"), ("Green&Blue", "green-and-blue"), ("Salute", "salute")],
               "ansa": [("Politica", "politica"), ("Politica", "politica"), ("Cronaca", "cronaca"), ("Cronaca", "cronaca"), ("Mondo", "mondo"),
                        ("Mondo", "mondo"), ("Economia", "economia"), ("Cultura", "cultura"), ("Sport", "sport"), ("Tecnologia", "tecnologia"),
                        ("Ambiente", "ambiente")]}
# the local editions: the host's name, the city, the region's words in
# Corriere's newsletter line
IT_LOCAL = [("milano", "Milano", "Milano e della Lombardia"), ("roma", "Roma", "Roma e del Lazio"), ("torino", "Torino", "Torino e del Piemonte"),
            ("bologna", "Bologna", "Bologna e dell\u2019Emilia-Romagna"), ("napoli", "Napoli", "Napoli e della Campania"), ("firenze", "Firenze", "Firenze e della Toscana")]


def italian(r, t, body, cat, cs):
    """An Italian national newspaper's or news agency's story page of
    2020-2024, in Italian, as Corriere della Sera (RCS's "chapter-" and
    "-art" classes, www.corriere.it or a local edition, milano.corriere.it),
    la Repubblica (GEDI's "story__" classes, www or a local edition) or
    ANSA (its "news-" page of 2020-2023 or its "post-single-" page of 2024)
    writes it, one of them a site.  Corriere's: the occhiello over the
    headline on most pages (the section, "Il caso", "L’intervista", "La
    guerra in X"...), the headline, the sommario under it (p.summary-art-hp
    on most pages), "di NAME" ("di NAME e NAME", "dal nostro inviato NAME",
    "di Redazione Online"), the date "12 marzo 2023 (modifica il 12 marzo
    2023 | 18:45)" (the date alone when not modified), the share bar, the
    lead photo and its caption closed by "(foto Ansa)" or a video and its
    title; the body's div.chapter of p.chapter-paragraph, subheadings at
    times, "LEGGI ANCHE" boxes of one to three linked headlines and empty
    rcsad_ ad frames (no label) among them, on a local edition's pages the bold "La
    newsletter di Corriere Milano" paragraph ("Se vuoi restare aggiornato
    sulle notizie di Milano e della Lombardia iscriviti gratis...") and on
    2023-2024 pages the italic "Corriere della Sera è anche su Whatsapp..."
    paragraph closing the chapter, both in p.chapter-paragraph, then "©
    RIPRODUZIONE RISERVATA" in the same box, the share bar again, "Ultime
    notizie" (times and headlines) and "I più letti".  Repubblica's: the
    kicker (a "Rep" badge on the subscribers' pages), h1.story__title, the
    div.story__summary standfirst, em.story__author "di NAME", the <time>
    "12 Marzo 2023 alle 18:45", "aggiornato alle 19:12" at times, "3
    minuti di lettura", the toolbar's share buttons, on 2023-2024 sites
    the "Ascolta l’articolo" audio player and its duration, the lead photo
    and its caption and credit; div.story__text of <p>s, the first opening
    on a dateline "ROMA – " on some pages, h2s at times, "Leggi anche"
    boxes (one headline in GEDI's entry card), empty adv slots
    ("Pubblicità" over them on some sites), the
    newsletter's box among the paragraphs on some sites (after them on the
    others); on the subscribers' pages the text cut after two or three
    paragraphs and the paywall's "Continua a leggere questo articolo" box;
    then "Riproduzione riservata ©", "Argomenti" and its tags, a "Leggi
    anche" list of three headlines, "I più letti".  ANSA's: the section,
    the headline, the standfirst (h2.news-stit; div.post-single-summary),
    "Redazione ANSA" or "di NAME", the place and the date, "NEWS", the
    tools ("Suggerisci", "Stampa", "Scrivi alla redazione") or the
    "Condividi" button, the photo and its caption closed by "-
    RIPRODUZIONE RISERVATA" and its "© ANSA/EPA" credit, or a video, each
    with "Ottieni il codice embed"; the body (div.news-txt; div.post-single-
    text of 2024) whose first paragraph opens on the dateline "(ANSA) -
    ROMA, 12 MAR - " ("(ANSA-AFP) - PARIGI, ..." from abroad) on most
    pages, the last at times closed by "(ANSA).", empty ad slots ("PUBBLICITÀ"
    over them on some sites), "RIPRODUZIONE RISERVATA © Copyright ANSA" (a
    <p> inside the body's box on 2024's pages, its own box under it on the
    older ones), "Condividi", "Leggi anche" (related news and their
    dates), "Ultima ora".  No comments.  The feed's description is the
    standfirst on three sites in four (the first sentence where a page has
    none); on the others a first sentence of the story.  The truth: the
    standfirst where it is the feed's description (TEASER), the story's
    paragraphs (those the page holds: Repubblica's paywall cuts them),
    the datelines' words where they open the first ("(ANSA) - ROMA, 12
    MAR - ", "ROMA – ") and the closing "(ANSA)." as printed in the last,
    the subheadings; not the kicker, headline, byline, dates, reading time,
    the audio player, captions, credits, video titles, the "LEGGI ANCHE"
    and "Leggi anche" boxes (their headlines counted as leaks), ads and
    their labels, the newsletter's and WhatsApp's paragraphs, the paywall,
    the copyright lines, share bars and tools, "Ottieni il codice embed",
    tags, "Ultime notizie", "Ultima ora" nor "I più letti"."""
    rs = random.Random(BLOG[0] + " italian")
    site = ["corriere", "repubblica", "ansa", rs.choice(["corriere", "repubblica", "ansa"])][DATE_STYLE]
    feed_stand = rs.random() < 0.75                                   # the feed's description is the standfirst
    local = rs.choice(IT_LOCAL[:4] if site == "corriere" else IT_LOCAL) if site != "ansa" and rs.random() < 0.35 else None
    late = rs.random() < 0.5                                          # Repubblica's sites of 2023-2024 (the audio player), ANSA's page of 2024
    news_in = site == "repubblica" and rs.random() < 0.35             # Repubblica's newsletter box among the paragraphs
    adlabel = site != "corriere" and rs.random() < 0.5               # "Pubblicità" ("PUBBLICITÀ" on ANSA's) over the ad slots
    tr = str.maketrans("àáèéìíòóùú\u2019'", "aaeeiioouu  ")
    slug = lambda x: "-".join("".join(c if c.isalnum() else " " for c in x.lower().translate(tr)).split())[:90].strip("-")
    uuid = lambda: "%08x-%04x-11%02x-%04x-%012x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(8), r.getrandbits(16) | 0x8000, r.getrandbits(48))
    years = {"corriere": [2020, 2021, 2022, 2023, 2024], "repubblica": [2023, 2024] if late else [2020, 2021, 2022], "ansa": [2024] if late else [2020, 2021, 2022, 2023]}[site]
    pub = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(6, 23), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(12, 14 * 60)) if r.random() < 0.55 else None
    summer = lambda d: 4 <= d.month <= 10
    iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + ("+02:00" if summer(d) else "+01:00")
    day = lambda d: "%d %s %d" % (d.day, IT_MONTHS[d.month - 1], d.year)
    hm = lambda d: "%02d:%02d" % (d.hour, d.minute)
    sec, spath = r.choice(IT_SECTIONS[site]) if not local else (("Cronaca", "cronaca") if r.random() < 0.75 else r.choice(IT_SECTIONS[site][:6]))
    cap = lambda w: w[0].upper() + w[1:]
    lw = lambda: LEXICON_IT[int(1500 * r.random() ** 2)]
    ends = lambda p: [k for k in (p.find(". "), p.find("? "), p.find("! ")) if k > 0]
    first = lambda p: p[:min(ends(p)) + 1] if ends(p) else p

    def url(h, d=None):
        d = d or pub - datetime.timedelta(days=r.randint(0, 40))
        if site == "corriere":
            host = "%s.corriere.it" % local[0] if local else "www.corriere.it"
            return "https://%s/%s%s/%02d_%s_%02d/%s-%s.shtml" % (host, "notizie/" if local else "", spath if r.random() < 0.6 else r.choice(IT_SECTIONS["corriere"])[1],
                                                                d.year % 100, IT_MONTHS[d.month - 1], d.day, slug(h)[:70], uuid())
        if site == "repubblica":
            return "https://%s.repubblica.it/%s/%d/%02d/%02d/news/%s-%d/" % (local[0] if local else "www", spath if r.random() < 0.6 else r.choice(IT_SECTIONS["repubblica"])[1],
                                                                             d.year, d.month, d.day, slug(h)[:80], r.randint(380000000, 431000000))
        return "https://www.ansa.it/sito/notizie/%s/%d/%02d/%02d/%s_%s.html" % (spath if r.random() < 0.6 else r.choice(IT_SECTIONS["ansa"])[1], d.year, d.month, d.day,
                                                                              slug(h)[:80], uuid())
    # the standfirst, and what the feed says
    stand = sentence(r, 12, 32) if r.random() < {"corriere": 0.8, "repubblica": 0.92, "ansa": 0.85}[site] else None
    stand = stand[:-1] if stand and stand.endswith(".") and r.random() < (0.6 if site == "corriere" else 0.3) else stand
    if stand and feed_stand:
        TEASER.append(stand)
    else:
        DESC.append(first(body[0]))
    # the byline
    n_au = r.choice([1, 1, 1, 1, 2])
    au = r.sample(IT_NAMES, n_au)
    x = r.random()
    if site == "ansa":
        byline = "Redazione ANSA" if x < 0.7 else "di %s" % au[0]
    elif x < 0.12:
        byline = "di Redazione Online" if site == "corriere" else "di Redazione %s" % (local[1] if local else sec)
        au = []
    elif x < 0.22 and sec in ("Esteri", "Cronache", "Cronaca", "Sport", "Politica"):
        byline = "%s %s" % (r.choice(["dal nostro inviato", "dal nostro inviato", "dalla nostra inviata", "dal nostro corrispondente"]), au[0])
        au = au[:1]
    else:
        byline = "di " + " e ".join(au)
    # the dateline opening the first paragraph
    abroad = sec in ("Esteri", "Mondo") and r.random() < 0.7
    city = r.choice(IT_ABROAD if abroad else (IT_CITIES if not local else [local[1].upper()] * 3 + IT_CITIES[:4]))
    if site == "ansa":
        dl = ("(ANSA%s) - %s, %d %s - " % (r.choice(["", "", "-AFP", "-AP", "-EFE", "-RIA NOVOSTI", "-XINHUA"]) if abroad else "", city, pub.day, IT_MON[pub.month - 1])
              if r.random() < 0.87 else "")
    elif site == "repubblica":
        dl = "%s %s " % (city, r.choice(["\u2013", "\u2013", "-", "\u2014"])) if r.random() < 0.3 else ""
    else:
        dl = ""
    paras = list(body)
    paras[0] = dl + paras[0]
    if site == "ansa" and r.random() < 0.25:
        paras[-1] = paras[-1].rstrip(".?!") + ". (ANSA)."
    premium = site == "repubblica" and r.random() < 0.15
    cut = premium and len(paras) >= 4
    shown = paras[:r.choice([2, 3])] if cut else paras
    m = len(shown)
    heads = {k for k in range(2, m) if r.random() < 0.3} if m >= 5 and r.random() < (0.1 if site == "ansa" else 0.4) else set()
    box_at = []
    if m >= 3 and r.random() < (0.7 if site == "corriere" else 0.55 if site == "repubblica" else 0):
        box_at.append(r.choice([0, 1, 1, 2]))
        if m >= 7 and r.random() < 0.35:
            box_at.append(r.randint(box_at[0] + 3, m - 2))
    ads = {k for k in (1, 4, 8) if k < m - 1} if r.random() < 0.75 else set()
    news_at = r.randrange(1, m - 1) if news_in and m >= 4 else -1
    story, out = [], []
    lab = lambda: ('<span class="adv-label">%s</span>' % ("PUBBLICITÀ" if site == "ansa" else "Pubblicità")) if adlabel else ""
    if adlabel and ads:
        EXTRAS.append("PUBBLICITÀ" if site == "ansa" else "Pubblicità")
    for k, p in enumerate(shown):
        if k in heads:
            h = title(r).rstrip("?")
            out.append({"corriere": '<h2 class="chapter-title">%s</h2>', "repubblica": "<h2>%s</h2>", "ansa": "<h2>%s</h2>"}[site] % esc(h))
            story.append(h)
        out.append('<p class="chapter-paragraph">%s</p>' % esc(p) if site == "corriere" else "<p>%s</p>" % esc(p))
        story.append(p)
        if k in box_at:
            rel = [title(r) for _ in range(r.choice([1, 2, 3]) if site == "corriere" else 1)]
            EXTRAS.extend(rel)
            if site == "corriere":
                EXTRAS.append("LEGGI ANCHE")
                out.append('<div class="bck-leggi-anche"><p class="title-leggi-anche">LEGGI ANCHE</p><ul class="list-leggi-anche">%s</ul></div>' % "".join(
                    '<li><a href="%s">%s</a></li>' % (url(h), esc(h)) for h in rel))
            else:
                EXTRAS.append("Leggi anche")
                out.append('<div class="inline-article"><span class="inline-article__label">Leggi anche</span><article class="entry entry--inline"><figure class="entry__media">'
                           '<a href="%s"><img src="https://www.repstatic.it/content/nazionale/img/%d/%02d/%02d/%06d-%s.jpg" alt="" width="120" height="80" loading="lazy"/></a></figure>'
                           '<h2 class="entry__title"><a href="%s">%s</a></h2></article></div>' % ((lambda u: (u, pub.year, pub.month, pub.day, r.randint(100000, 999999),
                                                                                                   r.choice(["111208479", "085839327", "120345611"]), u, esc(rel[0])))(url(rel[0]))))
        if k in ads:
            out.append({"corriere": '<div class="bck-adv">%s<div id="rcsad_Frame%d" class="rcsad_frame"></div></div>' % (lab(), len([a for a in ads if a <= k])),
                        "repubblica": '<div class="adv adv--middle">%s<div id="adv-Middle%d" class="gd-adv"></div></div>' % (lab(), len([a for a in ads if a <= k])),
                        "ansa": '<div class="adv-container adv-inread">%s<div id="div-gpt-ad-ansa-%s-%d"></div></div>' % (lab(), spath, k)}[site])
        if k == news_at:
            nl = ["La newsletter di Repubblica", "Le notizie più importanti della giornata, ogni mattina nella tua casella di posta"]
            EXTRAS.extend(nl)
            out.append('<div class="newsletter-box newsletter-box--inline"><p class="newsletter-box__title">%s</p><p class="newsletter-box__text">%s</p>'
                       '<a class="newsletter-box__button" href="https://www.repubblica.it/newsletter/">Iscriviti</a></div>' % tuple(nl))
    STORY[:] = story
    cr = {"corriere": ["Ansa", "Ansa", "LaPresse", "Imagoeconomica", "Afp", "Epa", "Reuters", "Fotogramma"],
          "repubblica": ["ansa", "ansa", "lapresse", "fotogramma", "afp", "reuters", "getty"],
          "ansa": ["ANSA", "ANSA", "ANSA", "ANSA/EPA", "ANSA/AFP", "ANSA/AP"]}[site]
    x = r.random()
    lead_cap = sentence(r, 6, 18).rstrip(".") if x < 0.85 else None
    if lead_cap:
        EXTRAS.append(lead_cap)
    video = x >= 0.68 and lead_cap is not None
    embed = "Ottieni il codice embed"
    copy = {"corriere": "\u00a9 RIPRODUZIONE RISERVATA", "repubblica": "Riproduzione riservata \u00a9", "ansa": "RIPRODUZIONE RISERVATA \u00a9 Copyright ANSA"}[site]
    EXTRAS.append(copy)
    share = lambda cls, names: "".join('<li><a class="%s %s" href="%s" target="_blank" rel="noopener" aria-label="Condividi su %s"><span class="icon-%s"></span></a></li>' % (
        cls, n.lower(), u, n, n.lower()) for n, u in [(n, {"Facebook": "https://www.facebook.com/sharer/sharer.php?u=x", "X": "https://twitter.com/intent/tweet?url=x",
                                                            "Twitter": "https://twitter.com/intent/tweet?url=x", "WhatsApp": "https://api.whatsapp.com/send?text=x",
                                                            "Linkedin": "https://www.linkedin.com/shareArticle?url=x", "Email": "mailto:?subject=x"}[n]) for n in names])
    x_ = "X" if pub.year >= 2024 else "Twitter"
    ld = '<script type="application/ld+json">%s</script>' % json.dumps({
        "@context": "https://schema.org", "@type": "NewsArticle", "headline": t, "description": stand or first(body[0]), "datePublished": iso(pub),
        "dateModified": iso(upd or pub), "articleSection": sec, "author": [{"@type": "Person", "name": a} for a in au] or {"@type": "Organization", "name": byline[3:] if byline.startswith("di ") else byline},
        "publisher": {"@type": "Organization", "name": {"corriere": "Corriere della Sera", "repubblica": "la Repubblica", "ansa": "Agenzia ANSA"}[site]}}, ensure_ascii=False)
    if site == "corriere":
        kx = r.random()
        kicker = (sec if kx < 0.35 else r.choice(["Il caso", "L\u2019intervista", "Il retroscena", "L\u2019analisi", "Il reportage", "La storia", "La polemica",
                                                   "Il personaggio", "Il dossier", "La sentenza"]) if kx < 0.65 else
                  r.choice(["La guerra in %s", "Il caso %s", "Elezioni %s", "La crisi di %s", "Il processo %s"]) % cap(lw()) if kx < 0.85 else None)
        dates = day(pub) + (" (modifica il %s | %s)" % (day(upd), hm(upd)) if upd else "")
        extra = []
        if local and r.random() < 0.6:
            nl = ("La newsletter di Corriere %s" % local[1], "Se vuoi restare aggiornato sulle notizie di %s iscriviti gratis alla newsletter di Corriere %s. "
                  "Arriva ogni giorno direttamente nella tua casella di posta alle 7 del mattino. Basta cliccare qui." % (local[2], local[1]))
            EXTRAS.extend(nl)
            extra.append('<p class="chapter-paragraph"><strong>%s</strong><br />%s<a href="https://www.corriere.it/newsletter/">Basta cliccare qui</a>.</p>' % (
                esc(nl[0]), esc(nl[1][:-len("Basta cliccare qui.")])))
        if pub.year >= 2024 or pub.year == 2023 and pub.month >= 9:
            if not local and r.random() < 0.5:
                wa = "Corriere della Sera \u00e8 anche su Whatsapp. \u00c8 sufficiente cliccare qui per iscriversi al canale ed essere sempre aggiornati."
                EXTRAS.append(wa)
                extra.append('<p class="chapter-paragraph"><i>Corriere della Sera \u00e8 anche su Whatsapp. \u00c8 sufficiente <a href="https://whatsapp.com/channel/0029Va8Pr4Q0LKZGzs1Ocw1c" target="_blank">cliccare qui</a> '
                             'per iscriversi al canale ed essere sempre aggiornati.</i></p>')
        img = lambda: "https://images2.corriereobjects.it/methode_image/%d/%02d/%02d/%s/Foto%%20%s%%20-%%20Trattate/%s-kH8F-U%d%s-656x492@Corriere-Web-Sezioni.jpg" % (
            pub.year, pub.month, pub.day, cap(spath), cap(spath), "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(12)), r.randint(10 ** 10, 10 ** 11), r.choice(["IhG", "Hf", "LmB"]))
        lead = ""
        if lead_cap and not video:
            lead = '<figure class="media-news"><img class="media-news__image" src="%s" alt="%s" width="656" height="492"/><figcaption class="media-news__caption">%s (foto %s)</figcaption></figure>' % (
                img(), esc(lead_cap[:80]), esc(lead_cap), r.choice(cr))
        elif video:
            lead = ('<div class="media-news is-video"><div class="video-player" data-video-id="%s"><img class="video-player__poster" src="%s" alt=""/><button class="video-player__play" aria-label="Play"></button></div>'
                    '<p class="video-player__title">%s</p></div>') % (uuid(), img(), esc(lead_cap))
        latest = [(title(r), pub + datetime.timedelta(minutes=r.randint(5, 300))) for _ in range(r.choice([5, 6, 8]))]
        most = [title(r) for _ in range(5)]
        EXTRAS.extend([h for h, _ in latest] + most + ["Ultime notizie", "I pi\u00f9 letti"])
        buttons = share("is-share", ["Facebook", x_, "WhatsApp", "Linkedin", "Email"])
        authors = byline if not au else byline.replace(au[0], '<span class="is-author"><a href="https://www.corriere.it/firme/%s">%s</a></span>' % (slug(au[0]), au[0]), 1) if len(au) == 1 else byline
        return (ld + '<main id="main-content" class="main-article"><div class="container-page"><div class="row-article"><div class="col-article">'
                '<article class="art-article" itemscope itemtype="https://schema.org/NewsArticle"><div class="bck-header-article">%s'
                '<h1 class="title-art-hp is-xxlarge is-line-h-106" itemprop="headline">%s</h1>%s'
                '<div class="info-art"><span class="writer">%s</span><p class="is-last-update" datetime="%s">%s</p></div>'
                '<div class="share-social-buttons is-top"><ul class="list-share">%s<li><button class="is-copy-link" aria-label="Copia link"></button></li></ul></div></div>%s'
                '<div id="content-to-read" class="content-art" itemprop="articleBody"><div class="chapter">%s%s</div><p class="is-copyright">%s</p></div>'
                '<div class="share-social-buttons is-bottom"><ul class="list-share">%s</ul></div></article></div>'
                '<aside class="col-sidebar"><section class="bck-ultime-notizie"><h3 class="title-section">Ultime notizie</h3><ul class="list-ultime">%s</ul></section>'
                '<section class="bck-piu-letti"><h3 class="title-section">I pi\u00f9 letti</h3><ol class="list-piu-letti">%s</ol></section></aside></div></div></main>') % (
            '<p class="occhiello-art"><a href="%s">%s</a></p>' % ("/%s/" % spath, esc(kicker)) if kicker else "", esc(t),
            '<p class="summary-art-hp">%s</p>' % esc(stand) if stand else "", authors, iso(upd or pub), dates, buttons, lead,
            "\n".join(out), "".join(extra), copy, buttons,
            "".join('<li><span class="time-ultime">%s</span> <a href="%s">%s</a></li>' % (hm(d), url(h, d), esc(h)) for h, d in latest),
            "".join('<li><a href="%s">%s</a></li>' % (url(h), esc(h)) for h in most))
    if site == "repubblica":
        kicker = sec if r.random() < 0.7 else cap(lw()) + (" " + lw() if r.random() < 0.4 else "")
        mins = max(1, (len(" ".join(body).split()) + 120) // 200)
        img = lambda w, h: "https://www.repstatic.it/content/%s/img/%d/%02d/%02d/%06d%03d-%dx%d.jpg" % (
            "localirep/" + local[0] if local else "nazionale", pub.year, pub.month, pub.day, r.randint(100000, 999999), r.randint(0, 999), w, h)
        lead = ""
        if lead_cap and not video:
            lead = ('<figure class="story__media"><img src="%s" alt="%s" width="1200" height="675"/><figcaption class="story__media-caption">%s '
                    '<span class="story__media-credit">(%s)</span></figcaption></figure>') % (img(1200, 675), esc(lead_cap[:80]), esc(lead_cap), r.choice(cr))
        elif video:
            lead = ('<div class="story__media story__media--video"><div class="gd-video-player" data-video-id="%d"><img src="%s" alt=""/></div><p class="story__media-caption">%s</p></div>') % (
                r.randint(400000, 499999), img(1200, 675), esc(lead_cap))
        audio = late and r.random() < 0.8
        if audio:
            EXTRAS.append("Ascolta l\u2019articolo")
        wall = ["Continua a leggere questo articolo", "Abbonati a Repubblica", "Sei gi\u00e0 abbonato? Accedi"] if cut else []
        nl = ["La newsletter di Repubblica", "Le notizie pi\u00f9 importanti della giornata, ogni mattina nella tua casella di posta"]
        if not news_in:
            EXTRAS.extend(nl)
        related = [title(r) for _ in range(3)]
        most = [title(r) for _ in range(5)]
        tags = list(dict.fromkeys([cap(lw()) if r.random() < 0.6 else "%s %s" % (cap(lw()), cap(lw())) for _ in range(r.randint(2, 4))]))
        EXTRAS.extend(wall + related + most + ["I pi\u00f9 letti"])
        authors = byline if not au else "".join(byline.replace(a, '<a href="https://www.repubblica.it/autori/%s/">%s</a>' % (slug(a).replace("-", "_"), a)) for a in au[:1])
        return (ld + '<main class="main main--article"><div class="wrapper"><article class="story%s" data-article-id="%d"><header class="story__header">'
                '<div class="story__kicker">%s<a href="/%s/">%s</a></div><h1 class="story__title">%s</h1>%s'
                '<div class="story__meta"><em class="story__author">%s</em><time class="story__date" datetime="%s">%s %s %d alle %s</time>%s'
                '<span class="story__reading-time">%d %s di lettura</span></div></header>'
                '<div class="story__toolbar"><ul class="story__share">%s<li><button class="story__share-copy" aria-label="Copia link"></button></li></ul></div>%s%s'
                '<div class="story__content"><div class="story__text">%s</div>%s<p class="story__copyright">%s</p></div>'
                '<section class="story__tags"><h3 class="story__tags-title">Argomenti</h3><ul>%s</ul></section>%s'
                '<section class="story__related"><h3 class="story__related-title">Leggi anche</h3>%s</section></article>'
                '<aside class="sidebar"><section class="most-read"><h3 class="most-read__title">I pi\u00f9 letti</h3><ol class="most-read__list">%s</ol></section></aside></div></main>') % (
            " story--premium" if premium else "", r.randint(380000000, 431000000),
            '<span class="story__premium-badge" aria-label="Rep">Rep</span>' if premium else "", spath, esc(kicker), esc(t),
            '<div class="story__summary"><p>%s</p></div>' % esc(stand) if stand else "", authors, iso(pub), pub.day, cap(IT_MONTHS[pub.month - 1]), pub.year, hm(pub),
            '<span class="story__update">aggiornato alle %s</span>' % hm(upd) if upd and upd.date() == pub.date() else "",
            mins, "minuto" if mins == 1 else "minuti",
            share("story__share-link", ["Facebook", x_, "Linkedin", "WhatsApp", "Email"]),
            '<div class="story__audio gd-audio-player"><button class="gd-audio-player__button" aria-label="Ascolta l\u2019articolo"><span class="gd-audio-player__label">Ascolta l\u2019articolo</span></button>'
            '<span class="gd-audio-player__duration">%d min</span></div>' % (mins + 1) if audio else "", lead, "\n".join(out),
            '<div class="paywall"><p class="paywall__title">%s</p><a class="paywall__button" href="https://abbonati.repubblica.it/">%s</a><p class="paywall__login">Sei gi\u00e0 abbonato? '
            '<a href="https://login.repubblica.it/">Accedi</a></p></div>' % (wall[0], wall[1]) if cut else "", copy,
            "".join('<li><a href="https://www.repubblica.it/argomenti/%s">%s</a></li>' % (slug(y).replace("-", "_"), esc(y)) for y in tags),
            "" if news_in else '<div class="newsletter-box"><p class="newsletter-box__title">%s</p><p class="newsletter-box__text">%s</p>'
            '<a class="newsletter-box__button" href="https://www.repubblica.it/newsletter/">Iscriviti</a></div>' % tuple(nl),
            "".join('<article class="entry"><figure class="entry__media"><img src="%s" alt="" loading="lazy"/></figure><h2 class="entry__title"><a href="%s">%s</a></h2></article>' % (
                img(400, 225), url(h), esc(h)) for h in related),
            "".join('<li><article class="entry entry--rank"><h2 class="entry__title"><a href="%s">%s</a></h2></article></li>' % (url(h), esc(h)) for h in most))
    # ANSA
    img = lambda: "https://www.ansa.it/webimages/%s/%d/%d/%d/%032x.jpg" % (r.choice(["news_base", "ch_700", "img_700"]), pub.year, pub.month, pub.day, r.getrandbits(128))
    credit = "\u00a9 " + r.choice(cr)
    lead = ""
    if lead_cap:
        EXTRAS.append(embed)
        fig_cap = lead_cap + " - RIPRODUZIONE RISERVATA"
        EXTRAS.append(fig_cap)
        if video:
            lead = ('<div class="%s"><div class="video-player" data-video="%s"><img src="%s" alt=""/></div><p class="video-title">%s</p>'
                    '<button class="embed-code" data-embed="video">%s</button></div>') % ("post-single-video" if late else "news-video", uuid(), img(), esc(lead_cap), embed)
        else:
            lead = ('<figure class="%s"><img src="%s" alt="%s" width="700" height="466"/><figcaption>%s <span class="credit">%s</span></figcaption>'
                    '<button class="embed-code" data-embed="image">%s</button></figure>') % ("image" if late else "news-img", img(), esc(lead_cap[:80]), esc(fig_cap), esc(credit), embed)
    related = [(title(r), pub - datetime.timedelta(hours=r.randint(2, 300))) for _ in range(r.choice([3, 4]))]
    latest = [(title(r), pub + datetime.timedelta(minutes=r.randint(3, 200))) for _ in range(5)]
    EXTRAS.extend([h for h, _ in related] + [h for h, _ in latest] + ["Ultima ora"])
    place = city.title() if city != "CITTÀ DEL VATICANO" else "Città del Vaticano"
    if late:
        return (ld + '<main class="main"><div class="container"><div class="row"><div class="col-lg-8"><article class="post-single">'
                '<div class="section-heading"><ul class="breadcrumb"><li><a href="/">ANSA.it</a></li><li class="is-section"><a href="/sito/notizie/%s/%s.shtml">%s</a></li></ul></div>'
                '<h1 class="post-single-title">%s</h1>%s<div class="post-single-meta"><p class="author">%s</p><p class="details">%s, <time datetime="%s">%s, %s</time></p></div>'
                '<div class="post-single-share"><button class="share-button" aria-label="Condividi">Condividi</button><ul class="share-list">%s</ul></div>%s'
                '<div class="post-single-text rich-text news-txt">%s<p class="copyright">%s</p></div>'
                '<section class="related-news"><h2 class="section-title">Leggi anche</h2><div class="row">%s</div></section></article></div>'
                '<aside class="col-lg-4"><section class="ultima-ora"><h2 class="section-title">Ultima ora</h2><ul>%s</ul></section></aside></div></div></main>') % (
            spath, spath, sec, esc(t), '<div class="summary post-single-summary">%s</div>' % esc(stand) if stand else "", byline, place, iso(pub), day(pub), hm(pub),
            share("share-link", ["Facebook", x_, "WhatsApp", "Linkedin", "Email"]), lead, "\n".join(out), copy,
            "".join('<div class="col-md-4"><article class="article-teaser"><h3 class="title"><a href="%s">%s</a></h3><p class="details">%s - %s</p></article></div>' % (
                url(h, d), esc(h), sec, d.strftime("%d.%m.%Y, %H:%M")) for h, d in related),
            "".join('<li><span class="time">%s</span> <a href="%s">%s</a></li>' % (hm(d), url(h, d), esc(h)) for h, d in latest))
    return ('<div class="container news-container"><div class="row"><div class="col-md-8 news-main"><article class="news" itemscope itemtype="http://schema.org/NewsArticle">'
            '<div class="news-head"><div class="news-section"><a href="/sito/notizie/%s/%s.shtml">%s</a></div><h1 itemprop="headline" class="news-title">%s</h1>%s'
            '<div class="news-info"><span class="news-author">%s</span> <span class="location">%s</span> <time datetime="%s">%s<span class="news-time">%s</span></time> <span class="news-type">NEWS</span></div></div>'
            '<div class="news-tools"><ul class="tools-social"><li><a class="tool-suggest" href="#">Suggerisci</a></li>%s<li><a class="tool-more" href="#">Altri</a></li></ul>'
            '<ul class="tools-actions"><li><a class="tool-print" href="javascript:window.print()">Stampa</a></li><li><a class="tool-mail" href="/sito/static/contatti.shtml">Scrivi alla redazione</a></li></ul></div>%s'
            '<div class="news-txt" itemprop="articleBody">%s</div><div class="news-copyright"><p>%s</p></div>'
            '<div class="news-share"><span class="news-share-label">Condividi</span><ul>%s</ul></div>'
            '<div class="news-related"><h3>Leggi anche</h3><ul>%s</ul></div></article></div>'
            '<div class="col-md-4 news-aside"><div class="box-ultima-ora"><h3>Ultima ora</h3><ul>%s</ul></div></div></div></div>') % (
        spath, spath, sec, esc(t), '<h2 class="news-stit">%s</h2>' % esc(stand) if stand else "", byline, city, iso(pub), day(pub), hm(pub),
        share("tool", ["Facebook", "Twitter"]), lead, "\n".join(out), copy, share("share", ["Facebook", "Twitter", "WhatsApp", "Email"]),
        "".join('<li><a href="%s">%s</a> <span class="date">%s</span></li>' % (url(h, d), esc(h), d.strftime("%d/%m/%Y %H:%M")) for h, d in related),
        "".join('<li><em>%s</em> <a href="%s">%s</a></li>' % (hm(d), url(h, d), esc(h)) for h, d in latest))


ID_FIRST = ["Andi", "Budi", "Dewi", "Rina", "Agus", "Siti", "Fajar", "Rizky", "Putri", "Nur", "Yoga", "Ahmad", "Dimas", "Ayu", "Wahyu",
            "Indra", "Sri", "Hendra", "Fitri", "Bayu", "Galih", "Ika", "Reza", "Nanda", "Tri", "Eko", "Dian", "Rahmat", "Yulia", "Aditya",
            "Kiki", "Taufik", "Ratna", "Irfan", "Novi", "Hadi", "Muhammad", "Ilham", "Sekar", "Gita"]
ID_LAST = ["Kurniawan", "Saputra", "Pratama", "Setiawan", "Hidayat", "Rahmawati", "Wijaya", "Santoso", "Nugroho", "Susanti", "Permana",
           "Siregar", "Harahap", "Lubis", "Nasution", "Prasetyo", "Hakim", "Wibowo", "Utami", "Purnomo", "Syahputra", "Ramadhan", "Sari",
           "Maulana", "Firmansyah", "Gunawan", "Lestari", "Anggraini", "Sembiring", "Tanjung", "Pangestu", "Haryanto"]
ID_DAYS = ["Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"]
ID_MONTHS = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"]
ID_MON3 = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"]
ID_CITIES = ["Jakarta", "Jakarta", "Jakarta", "Jakarta", "Bandung", "Surabaya", "Semarang", "Yogyakarta", "Medan", "Makassar", "Denpasar",
             "Palembang", "Malang", "Solo", "Bogor", "Depok", "Tangerang", "Bekasi", "Padang", "Pekanbaru", "Balikpapan", "Pontianak",
             "Manado", "Kupang", "Banda Aceh"]
# Kompas.com's channels (the subdomain, the name, the datelines' cities;
# none for the regional desk, whose cities vary, "" for no city)
KOMPAS_CHANNELS = [("nasional", "Nasional", ["JAKARTA"]), ("nasional", "Nasional", ["JAKARTA"]), ("regional", "Regional", None),
                   ("megapolitan", "Megapolitan", ["JAKARTA", "JAKARTA", "JAKARTA", "BEKASI", "DEPOK", "TANGERANG", "BOGOR"]),
                   ("money", "Money", ["JAKARTA", "JAKARTA", ""]), ("tekno", "Tekno", ["", "", "JAKARTA"]), ("bola", "Bola", ["", "JAKARTA"])]
# detikcom's sites: the host, the path, the name, the datelines' cities
DETIK_SITES = [("news.detik.com", "berita", "detikNews", ["Jakarta"]), ("news.detik.com", "berita", "detikNews", ["Jakarta"]),
               ("finance.detik.com", "berita-ekonomi-bisnis", "detikFinance", ["Jakarta"]), ("inet.detik.com", "cyberlife", "detikInet", ["Jakarta"]),
               ("sport.detik.com", "sepakbola/liga-indonesia", "detikSport", ["Jakarta", "Jakarta", "Bandung", "Surabaya"]),
               ("www.detik.com", "jabar/berita", "detikJabar", ["Bandung", "Bogor", "Cirebon", "Sukabumi", "Garut"]),
               ("www.detik.com", "jatim/berita", "detikJatim", ["Surabaya", "Malang", "Sidoarjo", "Kediri", "Banyuwangi"]),
               ("health.detik.com", "berita-detikhealth", "detikHealth", ["Jakarta"])]
# Tribun Network's sites: the name, the host, the dateline's brand, its cities
TRIBUN_SITES = [("Tribunnews.com", "www.tribunnews.com", "TRIBUNNEWS.COM", ["JAKARTA"]), ("Tribunnews.com", "www.tribunnews.com", "TRIBUNNEWS.COM", ["JAKARTA"]),
                ("Tribunnews.com", "www.tribunnews.com", "TRIBUNNEWS.COM", ["JAKARTA"]),
                ("TribunJabar.id", "jabar.tribunnews.com", "TRIBUNJABAR.ID", ["BANDUNG", "BANDUNG", "CIANJUR", "GARUT", "SUMEDANG"]),
                ("TribunJatim.com", "jatim.tribunnews.com", "TRIBUNJATIM.COM", ["SURABAYA", "SURABAYA", "MALANG", "GRESIK"]),
                ("Tribun-Medan.com", "medan.tribunnews.com", "TRIBUN-MEDAN.COM", ["MEDAN", "MEDAN", "DELISERDANG"]),
                ("Tribun-Bali.com", "bali.tribunnews.com", "TRIBUN-BALI.COM", ["DENPASAR", "BADUNG", "GIANYAR"]),
                ("TribunJateng.com", "jateng.tribunnews.com", "TRIBUNJATENG.COM", ["SEMARANG", "SEMARANG", "KUDUS", "TEGAL"])]
TRIBUN_SECTIONS = [("Nasional", "nasional"), ("Nasional", "nasional"), ("Regional", "regional"), ("Metropolitan", "metropolitan"), ("Bisnis", "bisnis"),
                   ("Internasional", "internasional"), ("Seleb", "seleb"), ("Sport", "sport"), ("Kesehatan", "kesehatan")]


def indonesian(r, t, body, cat, cs):
    """An Indonesian news portal's story page of 2020-2024, in Bahasa
    Indonesia, as Kompas.com, detikcom or Tribunnews (a Tribun Network
    site) writes it, one of them a site, each in its design of 2020-2022
    or of 2023-2024; the desk's short paragraphs of one to three
    sentences, quotes ending '"...," kata NAME.' or '"...," ujarnya.', the
    day and date "Rabu (7/12/2022)" in the text.  Kompas.com's: the
    breadcrumb, h1.read__title, "Kompas.com - 07/12/2022, 10:32 WIB" (or
    "Kompas.com, 7 Desember 2022, 10:32 WIB" and "Diperbarui"), the share
    bar, the lead photo with "Lihat Foto" and its caption "(KOMPAS.com/
    NAME)", "Penulis NAME"; div.read__content > div.clearfix of <p>s,
    the first opening on a bold "JAKARTA, KOMPAS.com" (or "KOMPAS.com"
    alone) and " - ", a word linked to its tag (a.inner-link-tag) in
    some, "Baca juga: TITLE" lines (a.inner-link-baca-juga, bold, in
    <p>s of their own, two at once at times), div.ads-on-body slots, an
    inline photo at times, subheadings (bold <p>s on the older design,
    <h2>s on the newer), a list at times; "Dapatkan update berita pilihan
    ... Grup Telegram ..." (older) or "Simak breaking news dan berita
    pilihan kami langsung di ponselmu. ... WhatsApp Channel ..." (newer)
    closing the box on most pages; "Halaman: 1 2 3 Selanjutnya" on the
    stories split over pages, "Editor : NAME", "Kompascom+ baca berita
    tanpa iklan" on the newer, the tags, "Berita Terkait" and
    "Terpopuler" ("Dibaca 12.345 kali").  detikcom's: the breadcrumb,
    h1.detail__title, "NAME - detikNews", "Rabu, 07 Des 2022 10:32 WIB",
    the lead picture and its caption "(Foto: NAME/detikcom)";
    div.detail__body-text.itp_bodycontent: a bold "Jakarta" and " - "
    opening the text (before its first <p> on some sites, inside it on
    the others), <p>s, "Baca juga: " links in table.linksisip boxes, a
    parallaxindetail ad between "ADVERTISEMENT" and "SCROLL TO RESUME
    CONTENT" (or "SCROLL TO CONTINUE WITH CONTENT"), pictures in a
    pic_artikel_sisip_table with their p.para_caption, subheadings,
    a bold "Simak Video "TITLE"" line (or "Simak juga Video", "Lihat juga
    Video") and its 20detik player or a bare "[Gambas:Video 20detik]",
    the desk's initials "(abc/def)" alone after the last of them;
    "Selengkapnya di halaman selanjutnya." and the numbers of the pages
    on the split stories; then the tags, "Berita Terkait" and "Berita
    Terpopuler".  Tribunnews's (or a regional Tribun site's: TribunJabar.id,
    TribunJatim.com...): h1#arttitle, "Penulis:" and "Editor:", "Rabu, 7
    Desember 2022 10:32 WIB", the lead picture and its caption;
    div.side-article.txt-article.multi-fontsize: on some pages a bold
    "Laporan Wartawan Tribunnews.com, NAME" line, the first paragraph
    opening on a bold "TRIBUNNEWS.COM, JAKARTA" and " - " (the brand of
    the site the story came from), p.baca "Baca juga: " lines, ad slots,
    subheadings, at the end of a story taken from another site of the
    network (or from Kompas.com) "Artikel ini telah tayang di SITE dengan
    judul TITLE, URL." with its "Penulis:" and "Editor:" lines, "Simak
    berita terbaru ... di Google News" on the newer design; the pages'
    numbers and "Tampilkan Semua" on the split stories, "Sumber:", the
    tags, "Berita Terkait" and "Populer".  The feed's description:
    Kompas's first sentence, detik's summary (not on the page) on half
    its sites, the first sentence on the others, Tribun's first
    paragraph with its dateline.  A story split over pages (a third of
    the long ones, nearly half on Kompas.com) shows its first part only.  The truth: the
    part of the story the page holds, as its reader reads it: the
    paragraphs, the dateline and " - " opening the first ("JAKARTA,
    KOMPAS.com - ", "Jakarta - ", "TRIBUNNEWS.COM, JAKARTA - "), the
    quotes, the subheadings and the list's items; not the "Baca juga"
    lines (their titles counted as leaks), the ads and their labels, the
    videos' lines, "[Gambas:...]", captions, the promos (counted), the
    "Laporan Wartawan" byline, the editor's and writer's lines, detik's
    "(abc/def)" (the desk's initials on a line of their own after the
    story, a credit as a byline is, which a reader does not read as the
    story's last words), the syndication line (counted), "Selengkapnya
    di halaman selanjutnya.", the pages' links, tags nor the lists of
    headlines."""
    rs = random.Random(BLOG[0] + " indonesian")
    site = ["kompas", "detik", "tribun", rs.choice(["kompas", "detik", "tribun"])][DATE_STYLE]
    late = rs.random() < 0.5                            # the design of 2023-2024
    loose = rs.random() < 0.6                           # detik's dateline before the first <p>
    scroll = rs.choice(["SCROLL TO RESUME CONTENT", "SCROLL TO RESUME CONTENT", "SCROLL TO CONTINUE WITH CONTENT"])
    summary = rs.random() < 0.5                         # detik's feed gives its summary
    initials_strong = rs.random() < 0.3
    baca_label = rs.choice(["Baca juga: ", "Baca juga: ", "Baca Juga: "])
    wa = "".join(rs.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(18))  # Kompas's WhatsApp channel
    year = r.choice([2023, 2024] if late else [2020, 2021, 2022])
    pub = datetime.datetime(year, r.randint(1, 12), r.randint(1, 28), r.randint(5, 23), r.randint(0, 59), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(5, 300)) if r.random() < 0.35 else None
    name = lambda: "%s %s" % (r.choice(ID_FIRST), r.choice(ID_LAST))
    lw = lambda: LEXICON_ID[int(1500 * r.random() ** 2)]
    cap = lambda x: x[:1].upper() + x[1:]
    slug = lambda h: "-".join("".join(c if c.isalnum() else " " for c in h.lower()).split())
    wday = lambda d: ID_DAYS[d.weekday()]
    dmy = lambda d: "%d/%d/%d" % (d.day, d.month, d.year)
    past = lambda: pub - datetime.timedelta(days=r.randint(0, 60), minutes=r.randint(10, 900))
    code = lambda: "".join(r.choice("bcdfghjklmnprstwyz") for _ in range(3))

    sents = word_sents
    paras = []
    for p in body:  # the desk's short paragraphs
        ss = sents(p)
        while ss:
            k = r.choice([1, 2, 2, 3])
            paras.append(" ".join(ss[:k]))
            ss = ss[k:]
    # the day and date in the first sentence, the quotes
    s0 = sents(paras[0])
    if s0[0][-1] == "." and r.random() < 0.6:
        s0[0] = "%s pada %s (%s)." % (s0[0][:-1], wday(pub), dmy(pub))
        paras[0] = " ".join(s0)
    speaker = name()
    role = r.choice(["Kepala Dinas %s %s" % (cap(lw()), r.choice(ID_CITIES)), "Juru Bicara %s %s" % (cap(lw()), cap(lw())), "Ketua %s %s" % (cap(lw()), cap(lw())),
                     "Direktur %s %s" % (cap(lw()), cap(lw())), "Kapolres %s" % r.choice(ID_CITIES), "warga %s" % r.choice(ID_CITIES), "pengamat %s" % lw()])
    said = False
    for i in range(1, len(paras)):
        p = paras[i]
        if r.random() < 0.25 and len(p.split()) > 6 and not p.startswith('"'):
            q = p.replace('"', "'")  # a term quoted inside a quote in single quotes
            q = q[:-1] + "," if q[-1] == "." else q
            x = r.random()
            if not said:
                paras[i] = ('"%s" kata %s, %s%s.' % (q, speaker, role, r.choice(["", " di %s, %s (%s)" % (r.choice(ID_CITIES), wday(pub), dmy(pub)) if role[:5] != "warga" else
                                                                                ", %s (%s)" % (wday(pub), dmy(pub))])) if x < 0.7 else
                            "%s, %s, mengatakan, %s" % (speaker, role, p[0].lower() + p[1:]))
                said = True
            else:
                paras[i] = ('"%s" %s.' % (q, r.choice(["ujarnya", "kata dia", "ujar %s" % speaker.split()[1], "tutur %s" % speaker.split()[0], "lanjut dia", "jelasnya"])) if x < 0.75 else
                            "Menurut %s, %s" % (speaker.split()[r.choice([0, 1])], p[0].lower() + p[1:]))
    n = len(paras)
    pages = r.randint(2, min(4, n // 3)) if n >= 7 and r.random() < {"kompas": 0.45, "detik": 0.3, "tribun": 0.35}[site] else 1
    shown = paras[:-(-n // pages)]
    last = pages == 1
    m = len(shown)
    heads = {k for k in range(2, m) if r.random() < 0.3} if m >= 5 and r.random() < 0.35 else set()
    list_at = r.randrange(0, m) if m >= 3 and r.random() < 0.12 else -1
    nbaca = {"kompas": r.choice([1, 2, 2, 3]), "detik": r.choice([0, 1, 1, 2]), "tribun": r.choice([1, 1, 2, 3])}[site]
    baca = set(r.sample(range(0, m - 1), min(m - 1, nbaca))) if m >= 2 else set()
    pic_at = r.randrange(1, m) if m >= 4 and r.random() < 0.2 else -1
    head_style = "h2" if site == "kompas" and late or site != "kompas" and rs.random() < 0.4 else "strong"
    title_heads = rs.random() < 0.6

    def head():
        w = [word(r) for _ in range(r.randint(2, 5))]
        return " ".join(x if i and x in ID_SMALL else cap(x) for i, x in enumerate(w)) if title_heads else cap(" ".join(w))

    def items():
        return [cap(" ".join(word(r) for _ in range(r.randint(2, 8)))) if r.random() < 0.6 else sentence(r, 4, 12) for _ in range(r.randint(3, 6))]

    def linked(p, href, cls):
        """The paragraph's text, one of its longer words a link to its tag at times."""
        w = p.split(" ")
        ks = [k for k in range(1, len(w) - 1) if len(w[k]) >= 6 and w[k].isalpha() and w[k] not in ID_WORDS]
        if not ks or r.random() < 0.65:
            return esc(p)
        k = r.choice(ks)
        return '%s <a href="%s"%s>%s</a> %s' % (esc(" ".join(w[:k])), href(slug(w[k])), cls, esc(w[k]), esc(" ".join(w[k + 1:])))
    story, out = [], []

    def body_parts(first, para_html, baca_html, ad_at, ad_html, pic_html, head_html):
        """The story's paragraphs in the site's markup, with its inserts; the truth in story."""
        for k, p in enumerate(shown):
            if k in heads:
                h = head()
                out.append(head_html(h))
                story.append(h)
            if k == 0:
                out.append(first(p))
            else:
                out.append(para_html(p))
                story.append(p)
            if k == list_at:
                its = items()
                tag = r.choice(["ul", "ol"])
                out.append("<%s>%s</%s>" % (tag, "".join("<li>%s</li>" % esc(x) for x in its), tag))
                story.extend(its)
            if k in baca:
                for _ in range(2 if site == "kompas" and r.random() < 0.25 else 1):
                    h = title(r)
                    EXTRAS.append(h)
                    out.append(baca_html(h))
            if k == pic_at:
                out.append(pic_html())
            if k in ad_at:
                out.append(ad_html(k))
    if site == "kompas":
        ch, chname, cities = rs.choice(KOMPAS_CHANNELS)
        host = "%s.kompas.com" % ch
        OWN_HOST[0] = host
        city = r.choice(cities or [c.upper() for c in ID_CITIES[4:]])
        opener = "%s, KOMPAS.com" % city if city else "KOMPAS.com"
        me = "https://%s%s" % (host, SLUG[0])
        url = lambda h, d: "https://%s.kompas.com/read/%d/%02d/%02d/%02d%02d%02d%02d/%s" % (
            r.choice([ch, ch, "nasional", "regional", "megapolitan", "money"]), d.year, d.month, d.day, d.hour, d.minute, d.second, r.randint(10, 99), slug(h))
        img = lambda w: "https://asset.kompas.com/crops/%s=/0x0:%dx%d/%dx%d/data/photo/%d/%02d/%02d/%s.jpg" % (
            "".join(r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") for _ in range(27)), w * 2, w * 4 // 3, w, w * 2 // 3,
            pub.year, pub.month, pub.day, "%x" % r.getrandbits(48))
        credit = lambda: "(%s)" % r.choice(["KOMPAS.com/%s" % name().upper(), "KOMPAS.com/%s" % name().upper(), "KOMPAS/%s" % name().upper(),
                                            "SHUTTERSTOCK/%s" % cap(lw()), "DOK. Humas %s" % cap(lw()), "KOMPAS.com/%s" % name()])
        tag_link = lambda w: "https://www.kompas.com/tag/%s" % w
        writer, editor = name(), name()

        def first(p):
            story.append("%s - %s" % (opener, p))
            return '<p><strong>%s</strong> - %s</p>' % (opener, linked(p, tag_link, ' class="inner-link-tag" target="_self"'))

        def baca_html(h):
            if late:
                return '<p><strong>%s</strong><a href="%s" class="inner-link-baca-juga" target="_self">%s</a></p>' % (baca_label, url(h, past()), esc(h))
            return '<p><strong>%s<a href="%s" class="inner-link-baca-juga" target="_self">%s</a></strong></p>' % (baca_label, url(h, past()), esc(h))

        def pic_html():
            c = sentence(r, 5, 14)[:-1]
            EXTRAS.append(c)
            return ('<div class="photo"><div class="photo__wrap"><img src="%s" alt="%s" data-src="%s"><div class="photo__icon"><a href="%s">Lihat Foto</a></div></div>'
                    '<div class="photo__caption">%s %s</div></div>') % (img(680), esc(c), img(680), me, esc(c), credit())
        ads = {k for k in (1, 4, 8) if k < m - 1} if r.random() < 0.75 else set()
        body_parts(first, lambda p: "<p>%s</p>" % linked(p, tag_link, ' class="inner-link-tag" target="_self"'), baca_html, ads,
                   lambda k: '<div class="ads-on-body"><div id="div-gpt-ad-%d-%d" class="ads-on-body-inner"><script>googletag.cmd.push(function(){googletag.display("div-gpt-ad-%d-%d");});</script></div></div>' % (
                       1596430000000 + k, k, 1596430000000 + k, k), pic_html, lambda h: "<h2>%s</h2>" % esc(h) if head_style == "h2" else "<p><strong>%s</strong></p>" % esc(h))
        DESC.append(sents(shown[0])[0])
        promo = ""
        if r.random() < 0.85:
            if late:
                promo = ("Simak breaking news dan berita pilihan kami langsung di ponselmu. Pilih saluran andalanmu akses berita Kompas.com WhatsApp Channel : "
                         "https://www.whatsapp.com/channel/0029Va%s. Pastikan kamu sudah install aplikasi WhatsApp ya." % wa)
                out.append("<p><strong>%s</strong></p>" % esc(promo))
            else:
                promo = ("Dapatkan update berita pilihan dan breaking news setiap hari dari Kompas.com. Mari bergabung di Grup Telegram \"Kompas.com News Update\", "
                         "caranya klik link https://t.me/kompascomupdate, kemudian join. Anda harus install aplikasi Telegram terlebih dulu di ponsel.")
                out.append("<p>%s</p>" % esc(promo))
            EXTRAS.append(promo)
        paging = ""
        if pages > 1:
            paging = ('<div class="read__paging"><div class="paging paging--article clearfix"><div class="paging__wrap clearfix">'
                      '<div class="paging__item"><span class="paging__teks">Halaman:</span></div>%s'
                      '<div class="paging__item"><a class="paging__link paging__link--next" rel="next" href="%s?page=2">Selanjutnya</a></div>'
                      '</div></div><div class="paging__all"><a class="paging__link paging__link--show" href="%s?page=all">Tampilkan semua</a></div></div>') % (
                "".join('<div class="paging__item"><a class="paging__link%s" href="%s?page=%d">%d</a></div>' % (" paging__link--active" if i == 1 else "", me, i, i)
                        for i in range(1, pages + 1)), me, me)
        when = (lambda d: "%02d/%02d/%d, %02d:%02d WIB" % (d.day, d.month, d.year, d.hour, d.minute)) if not late else (
            lambda d: "%d %s %d, %02d:%02d WIB" % (d.day, ID_MONTHS[d.month - 1], d.year, d.hour, d.minute))
        lead = ""
        if r.random() < 0.92:
            c = sentence(r, 6, 18)[:-1]
            EXTRAS.append(c)
            lead = ('<div class="photo"><div class="photo__wrap"><img src="%s" alt="%s" data-src="%s"><div class="photo__icon"><a href="%s">Lihat Foto</a></div></div>'
                    '<div class="photo__caption">%s %s</div></div>') % (img(780), esc(c), img(780), me, esc(c), credit())
        tags = list(dict.fromkeys(lw() if r.random() < 0.5 else "%s %s" % (cap(lw()), cap(lw())) for _ in range(r.randint(3, 7))))
        rel = [(title(r), past()) for _ in range(r.randint(3, 5))]
        most = [title(r) for _ in range(5)]
        EXTRAS.extend([h for h, _ in rel] + most + ["Berita Terkait", "Terpopuler"] + (["baca berita tanpa iklan"] if late else []))
        STORY[:] = story
        return ('<div class="container clearfix"><div class="breadcrumb clearfix"><ul class="breadcrumb__wrap">'
                '<li class="breadcrumb__item"><a class="breadcrumb__link" href="https://www.kompas.com/"><span>Home</span></a></li>'
                '<li class="breadcrumb__item"><a class="breadcrumb__link" href="https://%s/"><span>%s</span></a></li></ul></div>'
                '<div class="row col-offset-fluid clearfix js-giant-wp-sticky-parent"><div class="col-bs10-7 js-read-article">'
                '<div class="read__header col-offset-fluid clearfix"><h1 class="read__title">%s</h1>'
                '<div class="col-bs9-7"><div class="read__time">%s%s</div></div>'
                '<div class="col-bs9-3"><div class="social--inline"><span class="social__text">Bagikan:</span>%s</div></div></div>'
                '%s'
                '<div class="read__article mt2 clearfix js-tower-sticky-parent"><div class="col-bs9-7">'
                '<div class="read__credit clearfix">%s</div>'
                '<div class="read__content"><div class="clearfix">%s</div></div>%s'
                '<div class="read__credit clearfix"><div class="read__credit__item" id="editor">Editor : <a href="https://www.kompas.com/tag/%s">%s</a></div></div>%s'
                '<div class="tag tag--article clearfix"><div class="tag__article"><h3 class="tag__article__title">Tag</h3><ul class="tag__article__wrap">%s</ul></div></div>'
                '<div class="read__also"><h3 class="read__also__title">Berita Terkait</h3><ul class="read__also__list">%s</ul></div>'
                '</div></div></div>'
                '<div class="col-bs10-3"><div class="most"><div class="most__wrap"><h3 class="most__title-header">Terpopuler</h3>%s</div></div></div></div></div>') % (
            host, chname, esc(t), "Kompas.com - " + when(pub) if not late else "Kompas.com, " + when(pub),
            '<span class="read__time__updated"> Diperbarui %s</span>' % when(upd) if upd and late else "",
            "".join('<a class="social__link social__link--%s" href="%s" target="_blank" rel="noopener"><span class="icon icon--%s"></span></a>' % (k, u, k) for k, u in [
                ("facebook", "https://www.facebook.com/sharer/sharer.php?u=%s" % me), ("twitter", "https://twitter.com/intent/tweet?url=%s" % me),
                ("whatsapp", "https://api.whatsapp.com/send?text=%s" % me), ("line", "https://social-plugins.line.me/lineit/share?url=%s" % me)]),
            lead,
            ('<div class="credit-title-name"><h6>%s</h6><span class="credit-title-nameEditor">Tim Redaksi</span></div>' % writer if late else
             '<div class="read__credit__item" id="penulis">Penulis <a href="https://www.kompas.com/tag/%s">%s</a></div>' % (slug(writer), writer)),
            "\n".join(out), paging, slug(editor), editor,
            '<div class="kcm-plus-promo"><a href="https://plus.kompas.com/?source=artikel">Kompascom+ baca berita tanpa iklan: <span>Langganan Sekarang</span></a></div>' if late else "",
            "".join('<li class="tag__article__item"><a class="tag__article__link" href="https://www.kompas.com/tag/%s">%s</a></li>' % (slug(x), esc(x)) for x in tags),
            "".join('<li class="read__also__item"><a class="read__also__link" href="%s">%s</a><span class="read__also__date">%s</span></li>' % (url(h, d), esc(h), when(d)) for h, d in rel),
            "".join('<div class="most__list clearfix"><div class="most__count">%d</div><a class="most__link" href="%s"><h4 class="most__title">%s</h4></a>'
                    '<div class="most__read"><span class="most__readers">Dibaca %s kali</span></div></div>' % (i + 1, url(h, past()), esc(h), "{:,}".format(r.randint(3000, 90000)).replace(",", "."))
                    for i, h in enumerate(most)))
    if site == "detik":
        host, path, brand, cities = rs.choice(DETIK_SITES)
        OWN_HOST[0] = host
        city = r.choice(cities)
        aid = r.randint(5000000, 7400000) if year < 2024 else r.randint(7100000, 7700000)
        me = "https://%s%s" % (host, SLUG[0])
        url = lambda h: "https://%s/%s/d-%d/%s" % (host, path, r.randint(aid - 90000, aid - 1), slug(h))
        img = lambda: "https://akcdn.detik.net.id/community/media/visual/%d/%02d/%02d/%s.jpeg?w=%d&q=90" % (pub.year, pub.month, pub.day, slug(" ".join(lw() for _ in range(3))),
                                                                                                         r.choice([700, 700, 1200]))
        credit = lambda: "(Foto: %s)" % r.choice(["%s/detikcom" % name(), "%s/detikcom" % name(), "Getty Images/iStockphoto", "dok. Istimewa", "%s/%s" % (name(), brand),
                                                  "Screenshot video viral", "Antara Foto/%s" % name()])
        tag_link = lambda w: "https://www.detik.com/tag/%s" % w

        def first(p):
            story.append("%s - %s" % (city, p))
            return ('<strong>%s</strong> - <p>%s</p>' % (city, linked(p, tag_link, "")) if loose else
                    '<p><strong>%s</strong> - %s</p>' % (city, linked(p, tag_link, "")))

        def baca_html(h):
            return ('<table class="linksisip"><tbody><tr><td><div class="lihatjg"><strong>%s</strong><a href="%s" data-label="List Berita" data-action="Berita Pilihan" '
                    'data-category="Detil Artikel">%s</a></div></td></tr></tbody></table>') % (baca_label, url(h), esc(h))

        def pic_html():
            c = sentence(r, 5, 14)[:-1]
            EXTRAS.append(c)
            return ('<table align="center" class="pic_artikel_sisip_table"><tbody><tr><td><div class="pic_artikel_sisip" align="center"><div class="pic">'
                    '<img src="%s" alt="%s" title="%s" class="p_img_zoomin img-zoomin"><p class="para_caption">%s %s</p></div></div></td></tr></tbody></table>') % (
                img(), esc(c[:60].rstrip(" ,")), esc(c[:60].rstrip(" ,")), esc(c), credit())

        def ad_html(k):
            EXTRAS.extend(["ADVERTISEMENT", scroll])
            return ('<!--s:parallaxindetail--><div class="parallaxindetail scrollpage"><div class="ads-scrollpage-container"><div class="ads-scrollpage-height">'
                    '<div class="ads-scrollpage-box"><div class="ads-scrollpage-top"><p class="ads-scrollpage-top__text">ADVERTISEMENT</p></div>'
                    '<div class="ads-scrollpage-content"><div id="div-gpt-ad-1573557839859-0" class="mb-10"><script>googletag.cmd.push(function() { googletag.display("div-gpt-ad-1573557839859-0"); });</script></div></div>'
                    '</div></div><div class="ads-scrollpage-bottom"><p class="ads-scrollpage-bottom__text">%s</p></div></div></div><!--e:parallaxindetail-->') % scroll
        ads = {min(m - 2, r.choice([1, 2, 2, 3]))} if m >= 3 and r.random() < 0.85 else set()
        body_parts(first, lambda p: "<p>%s</p>" % linked(p, tag_link, ""), baca_html, ads, ad_html, pic_html,
                   lambda h: "<h2>%s</h2>" % esc(h) if head_style == "h2" else "<p><strong>%s</strong></p>" % esc(h))
        vid = ""
        if r.random() < 0.45 and (last or r.random() < 0.3):
            vt = title(r)
            EXTRAS.append(vt)
            label = r.choice(['Simak Video "%s"', 'Simak Video "%s"', "Simak juga Video: %s", "Lihat juga Video '%s'", "Tonton juga Video: %s"]) % vt
            vid = "<p><strong>%s</strong></p>" % esc(label)
            vid += ('<p>[Gambas:Video 20detik]</p>' if r.random() < 0.25 else
                    '<div class="sisip_video_ds"><iframe class="video20detik_0" src="https://20.detik.com/embed/%d?smartautoplay=true" width="100%%" height="360" frameborder="0" scrolling="no" allowfullscreen></iframe></div>'
                    % r.randint(221000000, 241299999))
            if m >= 4 and r.random() < 0.3:  # among the paragraphs
                out.insert(r.randint(len(out) // 2, len(out) - 1), vid)
                vid = ""
        out.append(vid)
        if pages > 1:
            more = r.choice(["Selengkapnya di halaman selanjutnya.", "Selengkapnya di halaman selanjutnya.", "Simak selengkapnya di halaman berikutnya."])
            EXTRAS.append(more)
            if r.random() < 0.8:
                out.append("<p><strong>%s</strong></p>" % more)
        else:
            ini = "(%s/%s)" % (code(), code())
            out.append("<strong>%s</strong>" % ini if initials_strong else ini)
        if summary:
            DESC.append(sentence(r, 12, 28))
        else:
            DESC.append(sents(shown[0])[0])
        paging = ""
        if pages > 1:
            paging = ('<div class="detail__multiple"><div class="detail__long-nav"><span class="detail__long-nav-label">Halaman</span>%s'
                      '<a href="%s/2" class="detail__long-nav-next" dtr-evt="halaman selanjutnya">Selanjutnya</a></div>'
                      '<a href="%s?single=1" class="detail__anchor-single" dtr-evt="tampilkan semua">Tampilkan semua</a></div>') % (
                "".join('<a href="%s%s" class="detail__anchor-numb %s" data-page="%d">%d</a>' % (me, "/%d" % i if i > 1 else "", "selected" if i == 1 else "", i, i)
                        for i in range(1, pages + 1)), me, me)
        author = "Tim detikcom" if r.random() < 0.15 else ", ".join(name() for _ in range(r.choice([1, 1, 1, 2])))
        lead = ""
        if r.random() < 0.9:
            c = sentence(r, 6, 18)[:-1]
            EXTRAS.append(c)
            lead = ('<div class="detail__media"><figure class="detail__media-image"><img src="%s" alt="%s" title="%s" class="p_img_zoomin img-zoomin">'
                    '<figcaption class="detail__media-caption">%s %s</figcaption></figure></div>') % (img(), esc(c[:80].rstrip(" ,")), esc(c[:80].rstrip(" ,")), esc(c), credit())
        tags = list(dict.fromkeys(lw() if r.random() < 0.6 else "%s %s" % (lw(), lw()) for _ in range(r.randint(2, 6))))
        rel = [(title(r), past()) for _ in range(r.randint(3, 5))]
        most = [title(r) for _ in range(5)]
        EXTRAS.extend([h for h, _ in rel] + most + ["Berita Terkait", "Berita Terpopuler"])
        STORY[:] = story
        when = lambda d: "%s, %02d %s %d %02d:%02d WIB" % (wday(d), d.day, ID_MON3[d.month - 1], d.year, d.hour, d.minute)
        return ('<div class="container"><div class="grid-row content__bg"><div class="column-8"><article class="detail" id="detikdetailtext">'
                '<div class="detail__header"><div class="page__breadcrumb"><a href="https://www.detik.com/">detikcom</a> <a href="https://%s/">%s</a> <a href="https://%s/%s">%s</a></div>'
                '<h1 class="detail__title">%s</h1><div class="detail__author">%s - %s</div><div class="detail__date">%s</div></div>'
                '<div class="detail__share"><div class="share-box">%s</div></div>%s'
                '<div class="detail__body itp_bodycontent_wrapper"><div class="detail__body-text itp_bodycontent">%s</div>%s'
                '<div class="detail__body-tag mgt-16"><div class="nav">%s</div></div></div>'
                '<div class="komentar-box" id="comm1"><div class="komentar-iframe-min" data-url="%s"></div></div></article>'
                '<div class="list-content"><div class="list-content__title">Berita Terkait</div>%s</div></div>'
                '<div class="column-4"><div class="box cb-mostpop"><div class="box__header"><h2 class="box__title">Berita Terpopuler</h2></div><div class="list-content">%s</div></div></div></div></div>') % (
            host, brand, host, path.split("/")[0], cat if r.random() < 0.3 else "Berita",
            esc(t), esc(author), brand, when(pub),
            "".join('<a href="%s" class="share-box__link share-box__link--%s" target="_blank" rel="noopener"><i class="icon icon-%s"></i></a>' % (u, k, k) for k, u in [
                ("facebook", "https://www.facebook.com/sharer.php?u=%s" % me), ("twitter", "https://twitter.com/share?url=%s" % me),
                ("whatsapp", "https://api.whatsapp.com/send?text=%s" % me), ("telegram", "https://t.me/share/url?url=%s" % me)]),
            lead, "\n".join(x for x in out if x), paging,
            "".join('<a href="https://www.detik.com/tag/%s" class="nav__item" dtr-evt="tag">%s</a>' % (slug(x), esc(x)) for x in tags), me,
            "".join('<article class="list-content__item"><div class="media media--left"><div class="media__text"><h3 class="media__title"><a href="%s" class="media__link">%s</a></h3>'
                    '<div class="media__date"><span title="%s">%s</span></div></div></div></article>' % (url(h), esc(h), when(d), when(d)) for h, d in rel),
            "".join('<article class="list-content__item"><div class="media"><span class="media__number">#%d</span><h3 class="media__title"><a href="%s" class="media__link">%s</a></h3></div></article>'
                    % (i + 1, url(h), esc(h)) for i, h in enumerate(most)))
    # Tribunnews or a regional Tribun site
    sname, host, sbrand, scities = rs.choice(TRIBUN_SITES)
    OWN_HOST[0] = host
    sec, spath = r.choice(TRIBUN_SECTIONS)
    me = "https://%s%s" % (host, SLUG[0])
    url = lambda h, d, hs=host: "https://%s/%s/%d/%02d/%02d/%s" % (hs, spath, d.year, d.month, d.day, slug(h))
    img = lambda: "https://cdn-2.tstatic.net/%s/foto/bank/images/%s.jpg" % (host.split(".")[0].replace("www", "tribunnews"), slug(" ".join(lw() for _ in range(3))))
    credit = lambda: "(%s)" % r.choice(["Tribunnews.com/%s" % name(), "TRIBUNNEWS.COM/%s" % name().upper(), "%s/%s" % (sname, name()), "Kompas.com/%s" % name(),
                                        "Istimewa", "Dok. %s" % cap(lw()), "Tangkap layar YouTube %s" % cap(lw())])
    # a story taken from another site of the network, or from Kompas.com, on some pages
    src = r.choice([x for x in TRIBUN_SITES if x[0] != sname] + [("Kompas.com", "regional.kompas.com", "KOMPAS.com", ["JAKARTA", "SURABAYA", "BANDUNG"])]) if r.random() < 0.3 else None
    brand, city = (src[2], r.choice(src[3])) if src else (sbrand, r.choice(scities))
    opener = "%s, %s" % (city, brand) if src and src[0] == "Kompas.com" else "%s, %s" % (brand, city)
    writer, editor = name(), name()
    tag_link = lambda w: "https://%s/tag/%s" % (host, w)

    def first(p):
        story.append("%s - %s" % (opener, p))
        return "<p><strong>%s</strong> - %s</p>" % (opener, linked(p, tag_link, ""))
    if r.random() < 0.35 and not (src and src[0] == "Kompas.com"):
        out.append("<p><strong>Laporan %s %s, %s</strong></p>" % (r.choice(["Wartawan", "Wartawan", "Reporter"]), (src or (sname,))[0], writer))

    def pic_html():
        c = sentence(r, 5, 14)[:-1]
        EXTRAS.append(c)
        return '<figure class="image"><img src="%s" alt="%s"><figcaption>%s %s</figcaption></figure>' % (img(), esc(c[:60].rstrip(" ,")), esc(c), credit())
    ads = {k for k in (2, 6) if k < m - 1} if r.random() < 0.7 else set()
    body_parts(first, lambda p: "<p>%s</p>" % linked(p, tag_link, ""),
               lambda h: '<p class="baca">%s<a href="%s">%s</a></p>' % (baca_label, url(h, past()), esc(h)), ads,
               lambda k: '<div class="ads-inarticle mb10 mt10"><div id="div-gpt-ad-inside-%d" class="ads-placeholder"></div></div>' % k, pic_html,
               lambda h: "<h2>%s</h2>" % esc(h) if head_style == "h2" else "<p><strong>%s</strong></p>" % esc(h))
    if src and last:
        oh = t if r.random() < 0.7 else title(r)
        ou = url(oh, pub - datetime.timedelta(minutes=r.randint(30, 600)), src[1]) if src[0] != "Kompas.com" else "https://%s/read/%d/%02d/%02d/%02d%02d%02d%02d/%s" % (
            src[1], pub.year, pub.month, pub.day, pub.hour, pub.minute, pub.second, r.randint(10, 99), slug(oh))
        ow, oe = name(), name()
        if src[0] == "Kompas.com":
            line = ('Artikel ini telah tayang di <a href="https://www.kompas.com/">Kompas.com</a> dengan judul "%s", Klik untuk baca: <a href="%s">%s</a>.<br />'
                    'Penulis : %s<br />Editor : %s') % (esc(oh), ou, ou, ow, oe)
        elif late:
            line = 'Artikel ini telah tayang di <a href="https://%s/">%s</a> dengan judul %s, <a href="%s">%s</a>.<br />Penulis: %s | Editor: %s' % (src[1], src[0], esc(oh), ou, ou, ow, oe)
        else:
            line = 'Artikel ini telah tayang di <a href="https://%s/">%s</a> dengan judul %s, <a href="%s">%s</a>.<br />Penulis: %s<br />Editor: %s' % (src[1], src[0], esc(oh), ou, ou, ow, oe)
        out.append("<p>%s</p>" % line)
        EXTRAS.append("Artikel ini telah tayang di")
    if late and r.random() < 0.7:
        g = r.choice(["Simak berita terbaru %s di " % sname, "Ikuti kami di ", "Baca berita %s lainnya di " % sname])
        out.append('<p><strong>%s<a href="https://news.google.com/publications/CAAqBwgKMP%s" target="_blank">Google News</a></strong></p>' % (
            esc(g), "".join(r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(10))))
        EXTRAS.append(g + "Google News")
    paging = ""
    if pages > 1:
        paging = ('<div id="paginga" class="mb20 mt10 ac"><div class="paging">%s<a href="%s?page=2" class="next">Selanjutnya</a></div>'
                  '<div class="mt10"><a href="%s?page=all" class="f16 fbo blue">Tampilkan Semua</a></div></div>') % (
            "".join('<a href="%s?page=%d"%s>%d</a>' % (me, i, ' class="active"' if i == 1 else "", i) for i in range(1, pages + 1)), me, me)
    lead = ""
    if r.random() < 0.92:
        c = sentence(r, 6, 20)[:-1]
        EXTRAS.append(c)
        x = img()
        lead = ('<div id="artimg"><div class="ovh imgfull_div"><a href="%s" class="icon_zoom glightbox"><img class="imgfull" src="%s" alt="%s" title="%s" width="640" height="360"></a></div>'
                '<div class="arial f12 pt5 grey2">%s %s</div></div>') % (x, x, esc(t), esc(t), esc(c), credit())
    tags = list(dict.fromkeys(lw() if r.random() < 0.5 else "%s %s" % (cap(lw()), cap(lw())) for _ in range(r.randint(2, 6))))
    rel = [(title(r), past()) for _ in range(r.randint(3, 6))]
    most = [title(r) for _ in range(5)]
    EXTRAS.extend([h for h, _ in rel] + most + ["Berita Terkait", "Populer"])
    STORY[:] = story
    when = lambda d: "%s, %d %s %d %02d:%02d WIB" % (wday(d), d.day, ID_MONTHS[d.month - 1], d.year, d.hour, d.minute)
    return ('<div class="main"><div class="content"><div id="article" class="mb20">'
            '<div class="breadcrumb"><ul><li><a href="https://%s/"><span>Home</span></a></li><li><a href="https://%s/%s"><span>%s</span></a></li></ul></div>'
            '<h1 id="arttitle" class="f50 black2 f400 crimson" style="line-height:110%%">%s</h1>'
            '<div class="credit mt10"><div id="penulis" class="fl"><span>Penulis: </span><a href="https://%s/penulis/%s" title="%s">%s</a></div>'
            '<div id="editor" class="fl ml10"><span>Editor: </span><a href="https://%s/editor/%s" title="%s">%s</a></div></div>'
            '<div class="mt10"><time class="grey">%s</time>%s</div>'
            '<div class="share-box fr mt5">%s</div>'
            '<div id="article_con">%s<div class="side-article txt-article multi-fontsize">%s</div>%s'
            '<div class="side-article mb5">%s<div itemprop="keywords" class="mt10 pb10">%s</div></div>'
            '<div class="side-article mb20"><h3 class="f20 fbo pb5 bdr4">Berita Terkait</h3><ul class="pb20">%s</ul></div></div></div></div>'
            '<div class="side"><div id="populer" class="mb20"><h3 class="f20 fbo pb5">Populer</h3><ul class="lsi">%s</ul></div></div></div>') % (
        host, host, spath, sec, esc(t), host, slug(writer), writer, writer, host, slug(editor), editor, editor,
        when(pub), ' <span class="grey">Diperbarui %s</span>' % when(upd) if upd and late else "",
        "".join('<a href="%s" class="share-%s" target="_blank" rel="nofollow" title="Share ke %s"><i class="ico-%s"></i></a>' % (u, k, k.capitalize(), k) for k, u in [
            ("facebook", "https://www.facebook.com/sharer/sharer.php?u=%s" % me), ("twitter", "https://twitter.com/intent/tweet?url=%s" % me),
            ("whatsapp", "https://api.whatsapp.com/send?text=%s" % me), ("line", "https://social-plugins.line.me/lineit/share?url=%s" % me)]),
        lead, "\n".join(out), paging,
        '<div class="sources mb20"><h6>Sumber: <div><a href="https://%s/" title="%s">%s</a></div></h6></div>' % (src[1], src[0], src[0]) if src else "",
        "".join('<h5 class="tagcloud3"><a href="https://%s/tag/%s" class="rd2" title="%s">%s</a></h5>' % (host, slug(x), esc(x), esc(x)) for x in tags),
        "".join('<li class="ptb15"><h3 class="f16 fbo"><a href="%s" title="%s">%s</a></h3><time class="grey f12">%s</time></li>' % (url(h, d), esc(h), esc(h), when(d)) for h, d in rel),
        "".join('<li class="ptb15"><span class="f30 fbo grey2">%d</span><h3 class="f16 fbo"><a href="%s" title="%s">%s</a></h3></li>' % (i + 1, url(h, past()), esc(h), esc(h))
                for i, h in enumerate(most)))


TR_FIRST = ["Ayşe", "Mehmet", "Zeynep", "Emre", "Elif", "Burak", "Selin", "Oğuz", "Deniz", "Cem", "Gökhan", "Büşra", "Serkan", "Pınar",
            "Tolga", "Ebru", "Kerem", "Merve", "Hakan", "Özlem", "Murat", "Gizem", "Volkan", "Şule", "İbrahim", "Nur", "Uğur", "Derya",
            "Barış", "Esra", "Ali", "Fatma", "Çağlar", "Sibel", "Onur", "Tuğba"]
TR_LAST = ["Yıldız", "Kaya", "Demir", "Çelik", "Şahin", "Yılmaz", "Aydın", "Özdemir", "Arslan", "Doğan", "Kılıç", "Aslan", "Çetin",
           "Kara", "Koç", "Kurt", "Özkan", "Şimşek", "Polat", "Erdem", "Güneş", "Aksoy", "Tekin", "Uçar", "Karakuş", "Bozkurt",
           "Öztürk", "Ekinci", "Duman", "Korkmaz", "Taş", "Gündoğdu"]
TR_MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"]
TR_DAYS = ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"]
# a dateline's city, in capitals as the agencies write it
TR_CITIES = ["ANKARA", "ANKARA", "ANKARA", "İSTANBUL", "İSTANBUL", "İSTANBUL", "İZMİR", "ANTALYA", "BURSA", "ADANA", "KONYA", "TRABZON",
             "GAZİANTEP", "DİYARBAKIR", "ESKİŞEHİR", "SAMSUN", "KAYSERİ", "MERSİN", "VAN", "HATAY", "MUĞLA", "ERZURUM"]
TR_AGENCIES = ["AA", "AA", "AA", "DHA", "DHA", "İHA", "İHA"]
TR_SECTIONS = {"hurriyet": [("Gündem", "gundem"), ("Gündem", "gundem"), ("Gündem", "gundem"), ("Ekonomi", "ekonomi"), ("Dünya", "dunya"),
                            ("Yerel Haberler", "yerel-haberler"), ("Kelebek", "kelebek"), ("Teknoloji", "teknoloji"), ("Sağlık", "saglik"),
                            ("Eğitim", "egitim"), ("Seyahat", "seyahat")],
               "sabah": [("Gündem", "gundem"), ("Gündem", "gundem"), ("Gündem", "gundem"), ("Ekonomi", "ekonomi"), ("Dünya", "dunya"),
                         ("Yaşam", "yasam"), ("Teknoloji", "teknoloji"), ("Sağlık", "saglik"), ("Magazin", "magazin"), ("Spor", "spor")],
               "ntv": [("Türkiye", "turkiye"), ("Türkiye", "turkiye"), ("Türkiye", "turkiye"), ("Dünya", "dunya"), ("Ekonomi", "ekonomi"),
                       ("Sağlık", "saglik"), ("Teknoloji", "teknoloji"), ("Yaşam", "yasam"), ("Sanat", "sanat"), ("Eğitim", "egitim")]}
TR_ROLES = ["Bakan %s", "Vali %s", "Belediye Başkanı %s", "Prof. Dr. %s", "Doç. Dr. %s", "Uzman %s", "Milletvekili %s", "Genel Müdür %s",
            "Dernek Başkanı %s", "Muhtar %s", "Avukat %s", "Teknik Direktör %s"]


def turkish(r, t, body, cat, cs):
    """A Turkish national news site's story page of 2020-2024, in Turkish,
    as Hürriyet (Demirören's "rhd-" design of 2020-2021 or its
    "news-detail" design of 2021-2024), Sabah (Turkuvaz's "newsDetail")
    or NTV ("category-detail") writes it, one of them a site; the agency's
    short paragraphs, quotes as 'NAME, "..." dedi.', '"..." ifadelerini
    kullandı.' or "şunları kaydetti:" and a quoted paragraph, the GPT ad
    slots' scripts among them.  Hürriyet's: the breadcrumb (news-detail)
    or the rhd-category-box, the headline (h1.rhd-article-title;
    h1.news-detail-title), the spot (h2.rhd-article-spot; the h2 in
    div.news-content__inf), the byline (h6.rhd-author-name or
    "Hürriyet.com.tr" in div.rhd-editor-title; i.news-profile__account--
    editorname, "NAME/İSTANBUL,(DHA)" on the agencies' stories), "Giriş
    Tarihi: 12.03.2022 - 18:45" and "Güncelleme Tarihi: ..." in the
    rhd-time-box (span.news-date "Oluşturulma Tarihi: Mart 12, 2023 18:45"
    on the news-detail design), the share bar, the lead picture; the body
    (div.rhd-all-article-detail; div.news-content.readingTime opening on
    Medyanet's empty outstream <p>) of <p>s, a word linked to its topic
    (a.inline-keyword) in some, bold capital "ARA BAŞLIK" subheadings,
    "İLGİLİ HABER" boxes (a headline and its picture), Medyanet's or GPT's
    ad slots with "Reklam" over them on some sites and "Haberin Devamı"
    under them, an inline picture and its caption at times; then
    "Haberle ilgili daha fazlası:" and its tags, the "Google News'te
    abone olun" promo, "En Çok Okunanlar".  Sabah's: a "SABAH ÖZEL" badge
    on some pages, h1.pageTitle, h2.spot, the author or "sabah.com.tr"
    or the agency, "Giriş: 12 Mart 2023 Pazar 18:45" and "Güncelleme:
    ...", the share box, the lead picture; div.newsDetailText#contextBody
    of <p>s, h3 or bold subheadings, GPT slots under "Reklam", an embedded
    "FOTOĞRAF GALERİSİ" (its title, three to five slides and their
    captions, "Tümünü Gör") among the paragraphs at times; "ÖNCEKİ HABER"
    and "SONRAKİ HABER" with their headlines, "Çok Okunanlar".  NTV's:
    h1.category-detail-title, h2.category-detail-sub-title (opening on
    "SON DAKİKA HABERİ: " at times), p.news-info-text with "NTV - Haber
    Merkezi" or the author and the date, "Son Güncelleme: 12.03.2023
    19:02", the social bar, the lead picture; div.category-detail-content-
    inner > div.content-news-tag-selector of <p>s, bold subheadings, GPT
    slots under "REKLAM", "Haber Kaynak: AA" under the text on the
    agencies' stories, the social bar again, "Bu haberler de ilginizi
    çekebilir" cards, "Çok Okunanlar".  No comments.  The feed's
    description is the spot on most sites, the story's first sentence on
    the others.  The truth: the spot where it is the feed's description
    (TEASER), the story's paragraphs, the agency's dateline where it opens
    the first ("ANKARA (AA) - "), the quotes, the subheadings as printed;
    not the headline, badge, byline, dates, share bars, pictures and
    captions, the "İLGİLİ HABER" boxes and "Bu haberler de ilginizi
    çekebilir" (their headlines counted as leaks), ads and their "Reklam"
    and "Haberin Devamı" labels, the gallery (its title and captions
    counted), tags, the promo, "Haber Kaynak:", "ÖNCEKİ HABER" and
    "SONRAKİ HABER" nor the most read."""
    rs = random.Random(BLOG[0] + " turkish")
    site = ["hurriyet", "sabah", "ntv", rs.choice(["hurriyet", "sabah", "ntv"])][DATE_STYLE]
    feed_spot = rs.random() < 0.85                  # the feed's description is the spot
    late = rs.random() < 0.5                        # Hürriyet's news-detail design (2021-2024), else its rhd design
    adlabel = rs.random() < 0.6                     # "Reklam" over the ad slots
    head_style = rs.choice(["strong", "strong", "strong", "h2", "h3"])
    head_caps = rs.random() < 0.75                  # the subheadings in capitals
    years = [2022, 2023, 2024] if site == "hurriyet" and late else [2020, 2021] if site == "hurriyet" else [2020, 2021, 2022, 2023, 2024]
    pub = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(6, 23), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(4, 9 * 60)) if r.random() < 0.6 else None
    iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + "+03:00"
    dots = lambda d: "%02d.%02d.%d - %02d:%02d" % (d.day, d.month, d.year, d.hour, d.minute)
    tr_ascii = str.maketrans("çğıöşüÇĞİÖŞÜâî", "cgiosuCGIOSUai")
    slug = lambda h: "-".join("".join(c if c.isalnum() else " " for c in h.translate(tr_ascii).lower()).split())[:80].strip("-")
    lw = lambda: LEXICON_TR[int(1500 * r.random() ** 2)]
    past = lambda: pub - datetime.timedelta(days=r.randint(0, 40), minutes=r.randint(10, 900))
    hexid = lambda n: "".join(r.choice("0123456789abcdef") for _ in range(n))
    b62 = lambda n: "".join(r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") for _ in range(n))
    sec, spath = r.choice(TR_SECTIONS[site])
    host = {"hurriyet": "www.hurriyet.com.tr", "sabah": "www.sabah.com.tr", "ntv": "www.ntv.com.tr"}[site]
    me = "https://%s%s" % (host, SLUG[0])

    def url(h, d=None):
        d = d or past()
        sp = spath if r.random() < 0.6 else r.choice(TR_SECTIONS[site])[1]
        if site == "hurriyet":
            return "https://www.hurriyet.com.tr/%s/%s-%d" % (sp, slug(h), r.randint(41500000, 42400000))
        if site == "sabah":
            return "https://www.sabah.com.tr/%s/%d/%02d/%02d/%s" % (sp, d.year, d.month, d.day, slug(h))
        return "https://www.ntv.com.tr/%s/%s,%s" % (sp, slug(h), b62(22))

    def img(w=750, h=422):
        if site == "hurriyet":
            return "https://i.hurimg.com/i/hurriyet/75/%dx%d/%s.jpg" % (w, h, hexid(24))
        if site == "sabah":
            return "https://iasbh.tmgrup.com.tr/%s/%d/%d/0/0/800/450?u=https://isbh.tmgrup.com.tr/sbh/%d/%02d/%02d/%s-%d.jpg" % (
                hexid(6), w, h, pub.year, pub.month, pub.day, slug(lw() + " " + lw()), r.randint(1600000000000, 1720000000000))
        return "https://cdn1.ntv.com.tr/gorsel/%s.jpg?width=%d&height=%d&mode=crop&scale=both" % (b62(22), w, h)
    # the agency, the byline
    agency = r.choice(TR_AGENCIES) if r.random() < 0.55 else None
    city = r.choice(TR_CITIES)
    first_, last_ = r.choice(TR_FIRST), r.choice(TR_LAST)
    name = "%s %s" % (first_, last_)
    dl = "%s (%s) - " % (city, agency) if agency and r.random() < {"hurriyet": 0.25, "sabah": 0.45, "ntv": 0.35}[site] else ""
    # the quotes
    paras = list(body)
    sp_first, sp_last = r.choice(TR_FIRST), r.choice(TR_LAST)
    role = r.choice(TR_ROLES) % ("%s %s" % (sp_first, sp_last))
    said, k = False, 1
    while k < len(paras):
        p = paras[k]
        if r.random() < 0.25 and len(p.split()) > 6 and p[-1] in ".!?" and '"' not in p and "\u201c" not in p:
            q = p[:-1] if p[-1] == "." else p
            x = r.random()
            who = role if not said else sp_last
            if x < 0.35:
                paras[k] = '%s, "%s" dedi.' % (who, q)
            elif x < 0.55:
                paras[k] = '"%s" %s.' % (q, r.choice(["ifadelerini kullandı", "diye konuştu", "açıklamasında bulundu", "değerlendirmesinde bulundu"]))
            elif x < 0.7 and k + 1 < len(paras):
                paras[k] = "%s, %s" % (who, r.choice(["şunları kaydetti:", "şöyle konuştu:", "açıklamasında şu ifadelere yer verdi:"]))
                paras[k + 1] = '"%s"' % paras[k + 1]
                k += 1
            else:
                k += 1
                continue
            said = True
        k += 1
    paras[0] = dl + paras[0]
    ends = lambda p: [i for i in (p.find(". "), p.find("? "), p.find("! ")) if i > 0]
    firsts = lambda p: p[:min(ends(p)) + 1] if ends(p) else p
    # the spot, and what the feed says
    spot = None
    if r.random() < 0.96:
        spot = sentence(r, 14, 30) + (" " + sentence(r, 8, 20) if r.random() < 0.35 else "")
        if site == "ntv" and r.random() < 0.15:
            spot = r.choice(["SON DAKİKA HABERİ: ", "SON DAKİKA: "]) + spot
    if spot and feed_spot:
        TEASER.append(spot)
    else:
        DESC.append(firsts(body[0]))
    m = len(paras)
    heads = {k for k in range(2, m) if r.random() < 0.3} if m >= 5 and r.random() < 0.45 else set()
    ad_at = {"hurriyet": (1, 4, 7), "sabah": (2, 5, 8), "ntv": (1, 4, 7)}[site]
    ads = {k for k in ad_at if k < m - 1} if r.random() < 0.85 else set()
    rel_at = set(r.sample(range(0, m - 1), min(m - 1, r.choice([1, 1, 2])))) if site == "hurriyet" and m >= 3 and r.random() < 0.6 else set()
    pic_at = r.randrange(1, m - 1) if m >= 4 and r.random() < 0.2 else -1
    gal_at = r.randrange(1, m - 1) if site == "sabah" and m >= 3 and r.random() < 0.3 else -1
    label = "REKLAM" if site == "ntv" else "Reklam"
    if adlabel and ads:
        EXTRAS.append(label)
    slot_base = {"hurriyet": "div-gpt-ad-1595918274%03d" % r.randint(0, 999), "sabah": "div-gpt-ad-sabah_detay", "ntv": "div-gpt-ad-ntv_haber_detay"}[site]
    gpt = lambda k: '<div id="%s-%d"><script>googletag.cmd.push(function() { googletag.display("%s-%d"); });</script></div>' % (slot_base, k, slot_base, k)
    story, out = [], []

    def head():
        h = tr_join(r, [word(r) for _ in range(r.randint(2, 6))], False)
        return tr_upper(h) if head_caps else h

    def linked(p):
        """The paragraph's text, one of its longer words a link to its topic at times (Hürriyet's inline-keyword)."""
        w = p.split(" ")
        ks = [k for k in range(1, len(w) - 1) if len(w[k]) >= 6 and w[k].isalpha() and w[k] not in TR_WORDS]
        if site != "hurriyet" or not ks or r.random() < 0.6:
            return esc(p)
        k = r.choice(ks)
        return '%s <a class="inline-keyword" href="https://www.hurriyet.com.tr/haberleri/%s" target="_blank">%s</a> %s' % (
            esc(" ".join(w[:k])), slug(w[k]), esc(w[k]), esc(" ".join(w[k + 1:])))
    for k, p in enumerate(paras):
        if k in heads:
            h = head()
            story.append(h)
            out.append("<%s>%s</%s>" % (head_style, esc(h), head_style) if head_style != "strong" else "<p><strong>%s</strong></p>" % esc(h))
        out.append("<p>%s</p>" % linked(p))
        story.append(p)
        if k in rel_at:
            h = title(r)
            EXTRAS.extend([h, "İLGİLİ HABER"])
            u = url(h)
            if late:
                out.append('<div class="news-related-box"><span class="news-related-box__label">İLGİLİ HABER</span><a class="news-related-box__link" href="%s" title="%s">'
                           '<img class="news-related-box__img lazy" data-src="%s" alt="%s" width="150" height="84"><span class="news-related-box__title">%s</span></a></div>' % (
                               u, esc(h), img(150, 84), esc(h), esc(h)))
            else:
                out.append('<div class="rhd-inline-related-news"><div class="rhd-inline-related-news-title">İLGİLİ HABER</div><a href="%s" title="%s">'
                           '<img src="%s" alt="%s"><h3>%s</h3></a></div>' % (u, esc(h), img(150, 84), esc(h), esc(h)))
        if k == pic_at:
            c = sentence(r, 5, 14)[:-1] if r.random() < 0.5 else ""
            if c:
                EXTRAS.append(c)
            out.append('<figure class="%s"><img src="%s" alt="%s" width="750" height="422">%s</figure>' % (
                {"hurriyet": "news-image", "sabah": "inlineImage", "ntv": "img-wrapper"}[site], img(), esc(t), "<figcaption>%s</figcaption>" % esc(c) if c else ""))
        if k == gal_at:
            gt = title(r)
            caps = [sentence(r, 5, 16) for _ in range(r.randint(3, 5))]
            EXTRAS.extend([gt, "FOTOĞRAF GALERİSİ", "Tümünü Gör"] + caps)
            gu = "https://www.sabah.com.tr/galeri/%s/%s" % (spath, slug(gt))
            out.append('<div class="detailGallery"><div class="galleryHead"><span class="galleryLabel">FOTOĞRAF GALERİSİ</span><a class="galleryTitle" href="%s">%s</a></div>'
                       '<div class="galleryItems swiper-wrapper">%s</div><a class="galleryAll" href="%s">Tümünü Gör</a></div>' % (
                           gu, esc(gt), "".join('<div class="item swiper-slide"><a href="%s/%d"><img class="lazyload" data-src="%s" alt="%s"></a><p class="caption">%s</p></div>' % (
                               gu, i + 1, img(300, 169), esc(gt), esc(c)) for i, c in enumerate(caps)), gu))
        if k in ads:
            n = len([a for a in ads if a <= k])
            lab = ("<span class=\"%s\">%s</span>" % ({"hurriyet": "inline-ads__title", "sabah": "adLabel", "ntv": "ad-label"}[site], label)) if adlabel else ""
            if site == "hurriyet":
                EXTRAS.append("Haberin Devamı")
                slot = ('<div class="medyanet-inline-adv adRenderer" id="HurriyetDetayInline_%d" data-pagetype="article"></div>' % n if late or r.random() < 0.5 else gpt(n))
                out.append('<div class="inline-ads">%s%s<div class="read-more-detail"><span>Haberin Devamı</span></div></div>' % (lab, slot))
            elif site == "sabah":
                out.append('<div class="adBox inPage">%s<div class="gptAd">%s</div></div>' % (lab, gpt(n)))
            else:
                out.append('<div class="ntv-ad-box ad-inarticle">%s%s</div>' % (lab, gpt(n)))
    STORY[:] = story
    # the page's chrome
    share = lambda cls: "".join('<a class="%s %s" href="%s" target="_blank" rel="nofollow noopener" title="%s\'ta paylaş"><i class="icon-%s"></i></a>' % (
        cls, k, u, n, k) for k, n, u in [("facebook", "Facebook", "https://www.facebook.com/sharer/sharer.php?u=" + me),
                                        ("twitter", "X" if pub.year >= 2024 else "Twitter", "https://twitter.com/intent/tweet?url=" + me),
                                        ("whatsapp", "WhatsApp", "whatsapp://send?text=" + me), ("linkedin", "LinkedIn", "https://www.linkedin.com/shareArticle?url=" + me)])
    most = [title(r) for _ in range(5)]
    EXTRAS.extend(most)
    lead = img() if r.random() < 0.92 else None
    jsonld = {"@context": "https://schema.org", "@type": "NewsArticle", "mainEntityOfPage": {"@type": "WebPage", "@id": me}, "headline": t,
              "description": spot or firsts(body[0]), "datePublished": iso(pub), "dateModified": iso(upd or pub), "articleSection": sec,
              "publisher": {"@type": "Organization", "name": {"hurriyet": "Hürriyet", "sabah": "Sabah", "ntv": "NTV"}[site]}}
    if lead:
        jsonld["image"] = {"@type": "ImageObject", "url": lead, "width": 750, "height": 422}
    gpt_head = ('<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script><script>window.googletag = window.googletag || {cmd: []};'
                'googletag.cmd.push(function() { %sgoogletag.pubads().enableSingleRequest(); googletag.pubads().collapseEmptyDivs(); googletag.enableServices(); });</script>') % "".join(
        "googletag.defineSlot('/%d/%s/%s/detay', [[300, 250], [336, 280]], '%s-%d').addService(googletag.pubads()); " % (
            {"hurriyet": 9927946, "sabah": 21680950, "ntv": 2226452}[site], site, spath, slot_base, a) for a in sorted(ads))
    if site == "hurriyet":
        x = r.random()
        if agency and x < 0.6:
            byline = "%s %s/%s,(%s)" % (first_, tr_upper(last_), city, agency)
        elif x < 0.35:
            byline = name
        else:
            byline = "Hürriyet.com.tr"
        jsonld["author"] = {"@type": "Person" if byline == name else "Organization", "name": byline}
        jsonld["articleBody"] = " ".join(story)
        tags = list(dict.fromkeys(tr_cap(lw()) if r.random() < 0.6 else "%s %s" % (tr_cap(lw()), lw()) for _ in range(r.randint(2, 6))))
        more = "Haberle ilgili daha fazlası:"
        gn = "Google News'te abone olun"
        promo = r.random() < (0.8 if late else 0.4)
        EXTRAS.extend([more, "En Çok Okunanlar"] + ([gn] if promo else []))
        ld = '<script type="application/ld+json">%s</script>' % json.dumps(jsonld, ensure_ascii=False)
        tag_html = '<div class="news-more-tags"><span class="news-more-tags__title">%s</span>%s</div>' % (more, "".join(
            '<a class="news-more-tags__item" href="https://www.hurriyet.com.tr/haberleri/%s">%s</a>' % (slug(x), esc(x)) for x in tags))
        promo_html = ('<div class="google-news-box"><a href="https://news.google.com/publications/CAAqBwgKMJbF%s?hl=tr&amp;gl=TR&amp;ceid=TR:tr" target="_blank" rel="nofollow noopener">'
                      '<img src="https://s.hurriyet.com.tr/static/images/google-news.svg" alt="Google News" width="120" height="24"><span>%s</span></a></div>') % (b62(8), gn) if promo else ""
        most_html = '<div class="most-read"><h3 class="most-read__title">En Çok Okunanlar</h3><ol>%s</ol></div>' % "".join(
            '<li><a href="%s"><img src="%s" alt="%s"><span>%s</span></a></li>' % (url(h), img(300, 169), esc(h), esc(h)) for h in most)
        if late:
            # the date line of 2021-2022, "Oluşturulma Tarihi: Mart 12, 2023 18:45" of 2023-2024
            made = "Giriş Tarihi" if pub.year < 2023 else "Oluşturulma Tarihi"
            when = lambda d: dots(d) if pub.year < 2023 else "%s %02d, %d %02d:%02d" % (TR_MONTHS[d.month - 1], d.day, d.year, d.hour, d.minute)
            return (ld + gpt_head + '<div class="page-wrapper news-detail-page Article"><section class="news-detail-content"><div class="container">'
                    '<div class="breadcrumb"><ul><li><a href="https://www.hurriyet.com.tr/">Hürriyet</a></li><li><a href="https://www.hurriyet.com.tr/%s/">%s</a></li></ul></div>'
                    '<div class="news-detail-title-content"><h1 class="news-detail-title selectionShareable">%s</h1></div>'
                    '<div class="row"><div class="col-xl-17 col-lg-16 news-left-content">'
                    '<div class="news-content__inf"><p class="news-profile"><span class="news-profile__account"><i class="news-profile__account--editorname">%s</i></span></p>'
                    '<p class="news-inf"><span class="news-date"><time datetime="%s">%s: %s</time></span>%s<span class="news-rate"></span></p>%s</div>'
                    '<div class="news-share">%s</div>%s'
                    '<div class="news-content readingTime"><p class="medyanet-outstream-mobile adRenderer" data-pagetype="article"></p>%s</div>%s%s</div>'
                    '<div class="col-xl-7 col-lg-8 news-right-content"><div class="medyanet-rightcolumn adRenderer" id="HurriyetDetaySag_1"></div>%s</div></div></div></section></div>') % (
                spath, sec, esc(t), esc(byline), iso(pub), made, when(pub),
                '<span class="news-date news-date--update">Güncelleme Tarihi: %s</span>' % when(upd) if upd else "",
                "<h2>%s</h2>" % esc(spot) if spot else "", share("news-share__item"),
                '<div class="news-media"><img class="rhd-spot-img-cover" src="%s" alt="%s" width="750" height="422"></div>' % (lead, esc(t)) if lead else "",
                "\n".join(out), tag_html, promo_html, most_html)
        author = ('<div class="rhd-author-box-wrapper cf"><div class="rhd-author-img-wrapper"><img src="https://i.hurimg.com/i/hurriyet/98/110x110/%s.jpg" alt="%s"></div>'
                  '<div class="rhd-author-info-wrapper"><h6 class="rhd-author-name">%s</h6></div></div>' % (hexid(24), esc(byline), esc(byline)) if byline == name else
                  '<div class="rhd-editor-title">%s</div>' % esc(byline))
        return (ld + gpt_head + '<article class="rhd-article" itemscope itemtype="http://schema.org/NewsArticle"><div class="container"><div class="row"><div class="col-md-12 col-lg-8">'
                '<section class="rhd-article-header"><header><div class="rhd-category-box"><a href="https://www.hurriyet.com.tr/%s/">%s</a></div>'
                '<h1 class="rhd-article-title">%s</h1><h2 class="rhd-article-spot">%s</h2>'
                '<section class="rhd-article-author-social-bar cf hidden-sm-down">%s'
                '<div class="rhd-time-box"><span class="rhd-time-box-text hidden-sm-down">Giriş Tarihi: </span><time class="rhd-time-box-text rgc_date" datetime="%s">%s</time></div>%s'
                '<div class="rhd-social-bar">%s</div></section></header></section>%s'
                '<div class="rhd-sticky-limit"><div class="rhd-all-article-detail">%s</div></div>%s%s</div>'
                '<aside class="col-md-12 col-lg-4 rhd-right-column">%s</aside></div></div></article>') % (
            spath, tr_upper(sec), esc(t), esc(spot) if spot else "", author, iso(pub), dots(pub),
            '<div class="rhd-time-box"><span class="rhd-time-box-text hidden-sm-down">Güncelleme Tarihi: </span><time class="rhd-time-box-text" datetime="%s">%s</time></div>' % (
                iso(upd), dots(upd)) if upd else "", share("rhd-social-bar-item"),
            '<div class="rhd-spot-img"><img class="rhd-article-spot-img" src="%s" alt="%s" width="750" height="422"></div>' % (lead, esc(t)) if lead else "",
            "\n".join(out), tag_html.replace('class="news-more-tags"', 'class="rhd-article-tags news-more-tags"', 1), promo_html, most_html)
    if site == "sabah":
        x = r.random()
        byline = tr_upper(name) if x < 0.35 else agency if agency and x < 0.75 else "sabah.com.tr"
        jsonld["author"] = {"@type": "Person" if byline == tr_upper(name) else "Organization", "name": byline}
        ozel = r.random() < 0.15
        when = lambda d: "%d %s %d %s %02d:%02d" % (d.day, TR_MONTHS[d.month - 1], d.year, TR_DAYS[d.weekday()], d.hour, d.minute)
        prev_, next_ = title(r), title(r)
        EXTRAS.extend([prev_, next_, "ÖNCEKİ HABER", "SONRAKİ HABER", "Çok Okunanlar"] + (["SABAH ÖZEL"] if ozel else []))
        ld = '<script type="application/ld+json">%s</script>' % json.dumps(jsonld, ensure_ascii=False)
        return (ld + gpt_head + '<div class="wrapper detail"><div class="container"><div class="row"><div class="col-sm-12 col-md-8">'
                '<article class="newsDetail" itemscope itemtype="http://schema.org/NewsArticle"><div class="newsDetailTitle">%s'
                '<h1 class="pageTitle" itemprop="headline">%s</h1>%s</div>'
                '<div class="newsInfo"><div class="info"><span class="author">%s</span><span class="date">Giriş: %s</span>%s</div>'
                '<div class="socialBox">%s</div></div>%s'
                '<div class="newsBox"><div class="newsDetailText" id="contextBody" itemprop="articleBody">%s</div></div>'
                '<div class="socialBox bottom">%s</div>'
                '<div class="newsNav"><a class="prev" href="%s"><span>ÖNCEKİ HABER</span><strong>%s</strong></a><a class="next" href="%s"><span>SONRAKİ HABER</span><strong>%s</strong></a></div>'
                '</article></div><aside class="col-sm-12 col-md-4"><div class="adBox right">%s</div><div class="mostRead"><div class="boxTitle">Çok Okunanlar</div><ul>%s</ul></div></aside>'
                '</div></div></div>') % (
            '<span class="sabahOzel">SABAH ÖZEL</span>' if ozel else "", esc(t), '<h2 class="spot" itemprop="description">%s</h2>' % esc(spot) if spot else "",
            '<a href="https://www.sabah.com.tr/yazarlar/%s">%s</a>' % (slug(name), esc(byline)) if byline == tr_upper(name) else esc(byline),
            when(pub), '<span class="date">Güncelleme: %s</span>' % when(upd) if upd else "", share("share"),
            '<figure class="newsImage"><img src="%s" alt="%s" width="750" height="422"></figure>' % (lead, esc(t)) if lead else "",
            "\n".join(out), share("share"), url(prev_), esc(prev_), url(next_), esc(next_), gpt(90),
            "".join('<li><a href="%s"><span class="num">%d</span>%s</a></li>' % (url(h), i + 1, esc(h)) for i, h in enumerate(most)))
    # NTV
    x = r.random()
    byline = "NTV - Haber Merkezi" if x < 0.45 else "NTV" if x < 0.6 else "%s - NTV" % name if x < 0.85 else name
    jsonld["author"] = {"@type": "Person" if name in byline else "Organization", "name": byline}
    rel = [title(r) for _ in range(r.choice([3, 4, 6]))]
    src = "Haber Kaynak: %s" % agency if agency and r.random() < 0.8 else ""
    EXTRAS.extend(rel + ["Bu haberler de ilginizi çekebilir", "Çok Okunanlar"] + (["Haber Kaynak:"] if src else []))
    when = lambda d: "%02d.%02d.%d %02d:%02d" % (d.day, d.month, d.year, d.hour, d.minute)
    ld = '<script type="application/ld+json">%s</script>' % json.dumps(jsonld, ensure_ascii=False)
    return (ld + gpt_head + '<div class="container"><div class="category-detail-inner"><div class="row"><div class="col-md-8 category-detail-left"><article>'
            '<h1 class="category-detail-title">%s</h1>%s'
            '<div class="news-info"><p class="news-info-text news-info-text--first"><span class="news-info-text-source">%s</span><span>%s</span></p>%s</div>'
            '<div class="social">%s</div>%s'
            '<div class="category-detail-content-inner"><div class="content-news-tag-selector">%s</div>%s</div>'
            '<div class="social">%s</div></article>'
            '<div class="related-news"><h3 class="related-news-title">Bu haberler de ilginizi çekebilir</h3><div class="row">%s</div></div></div>'
            '<div class="col-md-4 category-detail-right"><div class="ntv-ad-box ad-right">%s</div><div class="most-read"><h3>Çok Okunanlar</h3><ul>%s</ul></div></div></div></div></div>') % (
        esc(t), '<h2 class="category-detail-sub-title">%s</h2>' % esc(spot) if spot else "", esc(byline), when(pub),
        '<p class="news-info-text"><span>Son Güncelleme: %s</span></p>' % when(upd) if upd else "", share("social-item"),
        '<div class="category-detail-mainimage"><picture class="native-lazy"><img data-src="%s" src="%s" alt="%s" width="1000" height="563"></picture></div>' % (lead, lead, esc(t)) if lead else "",
        "\n".join(out), '<p class="news-source">%s</p>' % esc(src) if src else "", share("social-item"),
        "".join('<div class="col-md-4"><div class="card"><a href="%s"><picture class="native-lazy"><img data-src="%s" alt="%s"></picture><p class="card-text">%s</p></a></div></div>' % (
            url(h), img(400, 225), esc(h), esc(h)) for h in rel), gpt(90),
        "".join('<li><a href="%s">%s</a></li>' % (url(h), esc(h)) for h in most))


# One more platform, written after every rule above and before any run
# of it: a federated link aggregator's post page as its server renders
# it, Lemmy's lemmy-ui or kbin/Mbin, from a community's feed.
# the instances a federated user or community lives on, beside the site's own
LM_HOSTS = ["lemmy.%s.example", "%s.works.example", "feddit.%s.example", "lemm.%s.example", "%s.social.example", "programming.%s.example",
            "kbin.%s.example", "%s.zone.example"]
LM_COLORS = ["hsla(0, 35%, 50%, 0.5)", "hsla(50, 35%, 50%, 0.5)", "hsla(100, 35%, 50%, 0.5)", "hsla(150, 35%, 50%, 0.5)",
             "hsla(200, 35%, 50%, 0.5)", "hsla(250, 35%, 50%, 0.5)", "hsla(300, 35%, 50%, 0.5)"]
LM_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def lemmy(r, t, body, cat, cs):
    """A post page of a federated link aggregator of 2023-2024 as its
    server renders it to a reader not logged in, from a community's
    (a magazine's) feed, one of four a site: Lemmy's lemmy-ui 0.18 or
    0.19 (Bootstrap 5) or kbin's (kbin.social's of 2023) or Mbin's
    (2024).  lemmy-ui's: the window.isoData script (the post's and
    every comment's markdown, serialize-javascript's "\\u002F"s, the post
    repeated in each comment's view), "Javascript is disabled. Actions
    will not work.", the navbar (the site's name, "Communities",
    "Create Post", "Support Lemmy", "Search", "Login", "Sign Up", 0.19's
    "Jump to content"), then div.post-listing twice over (the phone's
    and the desktop's layouts): the vote bar's arrows and score ("12
    points • 13 upvotes • 1 downvote"), the thumbnail (the link's
    picture or an icon), the title h5 (h1.h5 on 0.19), linking to the
    link on a link post, the link's domain in italics, the creator's
    line ("@ann to Community Title • 3 hours ago", a language's badge
    on some), "5 comments" (the count alone on 0.19), the fedilink
    button of a post from another instance, "cross-posted to:" on
    some; a link post's
    metadata card (the linked page's title, host and description in a
    div.card-text.md-div) on most; the post's body in
    article#postContent's div.md-div (markdown-it's paragraphs, a
    heading, lists, a quote, a code block, a picture, links, bold
    words, inline code, an "Edit:" line); the comment form's "You must log in or
    register to comment.", the "Sidebar" button, the sort radios "Hot
    Top (Controversial) New Old" and "Chat", then ul.comments: each
    li.comment's article.comment-node, its header (the collapse
    button, the user, "OP"/"creator" badge, the link and fedilink
    buttons, the score, the time "3 hours ago" or "3h" with the full
    date in data-tippy-content), its body in div.comment-content's
    div.md-div (the post's own class; a reply opens on a quote of its
    parent at times), an empty buttons' row (no votes nor "Reply" for a
    reader logged out), replies in a ul.comments inside the li, their
    border coloured by depth, fifteen top-level threads shown and the
    rest in isoData only; the community's sidebar: its title and
    "!name@host", "You are not logged in. However you can subscribe
    ...", its description in a div.md-div (a rules list at times), the
    badges ("123 users / day", "1.2K subscribers", "Modlog"), "Mods:";
    the footer ("BE: 0.18.5", "Modlog", "Instances", "Docs", "Code",
    "join-lemmy.org").  kbin's and Mbin's: the header (the logo or
    name, search, "Add" and its menu, "Log in"), article.entry: the
    title h1 (a link to the link on a link post, "( domain )" beside
    it), the body in div.entry__body's div.content, the meta ("ann,
    3 hours ago to magazine"), the thumbnail's figure or its
    placeholder, the vote forms, "5 comments", "boost", "more" and
    its menu; the comments' options ("top hot active newest oldest"),
    the comments as flat blockquote.entry-comment boxes of their
    levels (comment-level--1..3), each a header (user, "OP", ", ",
    the time), its avatar at times, its div.content (the entry's own
    class), the votes and a footer ("reply", "boost", "more"), "No
    comments" when none; the sidebar: the theme's settings, the
    thread's info (its author, "Added"), the magazine's box (title,
    "@name@host", the subscribe button, the description and rules in
    div.content boxes, "Created", "Subscribers", the counts),
    "Moderators", "Random magazines", "Active people", "Random posts"
    and "Random threads" (microblog posts' texts and threads' titles
    in blockquote.content boxes, "Show more"), the instance's links
    and "Powered by".  Half the posts are text posts, the others links
    with a short text under them (the poster's words, the article's
    first paragraphs quoted, an "Archived version:" line at times).
    The feed's description is Lemmy's ("submitted by NAME to
    COMMUNITY<br>12 points | 5 comments", the link, the body's HTML)
    or kbin's (the body's HTML).  The comments are the comments.  The
    truth: the post's own text in order, its paragraphs, headings,
    list items, quotes' paragraphs and code lines (an "Archived
    version:" line with its link's address as it reads); not the
    title, the creator's line, votes, the link's domain, the metadata
    card, buttons, the comment form, the comments, the sidebar."""
    rs = random.Random(BLOG[0] + " lemmy")
    plat = rs.choice(["0.18", "0.18", "0.19", "0.19", "0.19", "kbin", "kbin", "mbin"])
    kb = plat in ("kbin", "mbin")
    lw = lambda u=r: LEXICON[u.randrange(len(LEXICON))]
    base = "".join(w.lower() for w in BLOG[0].split()[:-1])[:18]
    host = (rs.choice(["lemmy.%s.example", "%s.works.example", "feddit.%s.example", "lemm.%s.example", "%s.zone.example"]) if not kb else
            rs.choice(["kbin.%s.example", "%s.social.example", "fedia.%s.example"])) % base
    OWN_HOST[0] = host
    others = [h % lw(rs) for h in rs.sample(LM_HOSTS, 5)]
    site = " ".join(BLOG[0].split()[:-1])
    cname = lw(rs) + rs.choice(["", "", "", "_" + lw(rs), "s"])
    ctitle = " ".join(w.title() for w in [lw(rs)] + ([lw(rs)] if rs.random() < 0.5 else []))
    chost = host if rs.random() < 0.6 else rs.choice(others)
    clocal = chost == host
    stat = "%08x" % rs.getrandbits(32)
    nonce = "%032x" % r.getrandbits(128)
    desc_ps = [para(rs, 1, 3) for _ in range(rs.choice([1, 1, 2]))]
    rules = [sentence(rs, 4, 10) for _ in range(rs.randint(2, 5))] if rs.random() < 0.6 else []
    mods = rs.sample(NAMES[:10], rs.choice([1, 2, 2, 3]))
    subs = int(10 ** rs.uniform(2, 4.7))
    EXTRAS.extend(desc_ps + rules)

    def si(n):  # lemmy-ui's numToSI
        return "%d" % n if n < 1000 else ("%.1fK" % (n / 1000.0)).replace(".0K", "K")

    def user(n):  # a person, the same on every page of the site
        u = random.Random(BLOG[0] + " lemmy user " + n)
        name = n.lower().replace(" ", u.choice(["", "_", ""])) + (str(u.randint(1, 99)) if u.random() < 0.3 else "")
        h = host if u.random() < 0.35 else u.choice(others)
        disp = n if u.random() < 0.3 else None
        avatar = "https://%s/pictrs/image/%s.%s" % (h, "%08x-%04x-%04x-%04x-%012x" % (u.getrandbits(32), u.getrandbits(16), u.getrandbits(16), u.getrandbits(16), u.getrandbits(48)),
                                                   u.choice(["png", "jpeg", "webp"])) if u.random() < 0.5 else None
        return name, h, disp, avatar, u.randint(2, 90000)

    # the times: the comments' dates moved to 2023-2024, the page rendered after the last
    year = 2024 if plat in ("0.19", "mbin") else 2023
    orig = lambda d: datetime.datetime(d[2], MONTHS.index(d[1]) + 1, d[0], d[3] % 12 + (12 if d[5] == "PM" else 0), d[4])
    t0 = orig(cs[0][1]) if cs else None
    new0 = datetime.datetime(year, t0.month, min(t0.day, 28), t0.hour, t0.minute) if cs else None

    def when(d):
        return new0 + (orig(d) - t0) + datetime.timedelta(seconds=r.randint(0, 59))
    if cs:
        pub = when(cs[0][1]) - datetime.timedelta(minutes=r.randint(15, 20 * 60))
    else:
        pub = datetime.datetime(year, r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))
    ctimes = [max(when(c[1]), pub + datetime.timedelta(minutes=5)) for c in cs]
    now = max([pub] + ctimes) + datetime.timedelta(minutes=r.randint(30, 5 * 24 * 60))

    def ago(x, short=False):
        s = (now - x).total_seconds()
        units = [("year", "y", 365 * 86400), ("month", "mo", 30 * 86400), ("day", "d", 86400), ("hour", "h", 3600), ("minute", "m", 60)]
        for name, ab, n in units:
            if s >= n * (0.9 if n > 60 else 1):
                k = max(1, int(round(s / n)))
                if short:
                    return "%d%s" % (k, ab)
                if kb:
                    return "%d %s%s ago" % (k, name, "" if k == 1 else "s")
                return ("%s %s ago" % ("an" if name == "hour" else "a", name)) if k == 1 else "%d %ss ago" % (k, name)
        return "just now" if kb else "a few seconds ago"

    def longdate(x):
        h12 = "%d:%02d %s" % ((x.hour + 11) % 12 + 1, x.minute, "AM" if x.hour < 12 else "PM")
        if plat == "0.18":
            return "%s, %s %d, %d %s" % (LM_DAYS[x.weekday()], MONTHS[x.month - 1], x.day, x.year, h12)
        return "%s, %s %d, %d at %s" % (LM_DAYS[x.weekday()], MONTHS[x.month - 1], x.day, x.year, h12)

    # the post: text or link, its blocks as markdown and HTML, its lines for the truth
    link = r.random() < 0.5
    tech = rs.random() < 0.4 or cat in ("Design",)
    ext = ' rel="nofollow noopener noreferrer" target="_blank"' if kb else ""

    def inline(x, marks=True):
        """(markdown, html, plain) of a paragraph, a link, a bold word or
        inline code at times."""
        w = x.split(" ")
        kind = r.random() if marks and len(w) > 6 else 1
        if kind < 0.22:
            k = r.randrange(len(w) - 3)
            if not any(y[-1] in ".?!," for y in w[k:k + 2]):
                url = "https://%s%s.example/%s/%s" % (r.choice(["", "www.", "en."]), lw(), lw(), lw())
                core = " ".join(w[k:k + 3])
                tail = ""
                if core[-1] in ".?!,":
                    core, tail = core[:-1], core[-1]
                pre, post_ = " ".join(w[:k]), " ".join(w[k + 3:])
                md = (pre + " " if pre else "") + "[%s](%s)%s" % (core, url, tail) + (" " + post_ if post_ else "")
                h = (esc(pre) + " " if pre else "") + '<a href="%s"%s>%s</a>%s' % (url, ext, esc(core), esc(tail)) + (" " + esc(post_) if post_ else "")
                return md, h, x
        elif kind < 0.34 or (tech and kind < 0.5):
            k = r.randrange(1, len(w) - 1)
            core = w[k].rstrip(".,?!")
            if core and core.lower() not in WORDS:
                if tech and kind >= 0.22 and r.random() < 0.6:
                    c = core.lower()
                    ident = r.choice(["%s()" % c, "--%s" % c, "%s.conf" % c, "%s_%s" % (c, lw())])
                    w2 = list(w)
                    w2[k] = ident + w[k][len(core):]
                    plain = " ".join(w2)
                    md = " ".join(w[:k] + ["`%s`%s" % (ident, w[k][len(core):])] + w[k + 1:])
                    h = " ".join([esc(y) for y in w[:k]] + ["<code>%s</code>%s" % (esc(ident), esc(w[k][len(core):]))] + [esc(y) for y in w[k + 1:]])
                    return md, h, plain
                tag, mk = ("strong", "**") if r.random() < 0.6 else ("em", "*")
                md = " ".join(w[:k] + ["%s%s%s%s" % (mk, core, mk, w[k][len(core):])] + w[k + 1:])
                h = " ".join([esc(y) for y in w[:k]] + ["<%s>%s</%s>%s" % (tag, esc(core), tag, esc(w[k][len(core):]))] + [esc(y) for y in w[k + 1:]])
                return md, h, x
        return x, esc(x), x

    blocks, story = [], []  # (kind, markdown, html)

    def add_p(x, marks=True):
        md, h, plain = inline(x, marks)
        blocks.append(("p", md, "<p>%s</p>\n" % h))
        story.append(plain)

    def add_quote(qs):
        blocks.append(("quote", "\n>\n".join("> " + q for q in qs), "<blockquote>\n%s</blockquote>\n" % "".join("<p>%s</p>\n" % esc(q) for q in qs)))
        story.extend(qs)

    if not link:
        n = len(body)
        head_at = r.randrange(1, n) if n > 2 and r.random() < 0.2 else -1
        list_at = r.randrange(n) if r.random() < 0.35 else -1
        quote_at = r.randrange(n) if r.random() < 0.3 else -1
        code_at = r.randrange(n) if r.random() < (0.45 if tech else 0.15) else -1
        pic_at = r.randrange(n) if r.random() < 0.12 else -1
        for i, x in enumerate(body):
            if i == head_at:
                hd = title(r)
                lv = r.choice([2, 2, 3, 1])
                blocks.append(("h", "#" * lv + " " + hd, "<h%d>%s</h%d>\n" % (lv, esc(hd), lv)))
                story.append(hd)
            if i == quote_at and i == 0 and r.random() < 0.5:
                add_quote([sentence(r, 6, 18) for _ in range(r.choice([1, 1, 2]))])
            add_p(x)
            if i == pic_at:
                src = "https://%s/pictrs/image/%08x-%04x-%04x-%04x-%012x.%s" % (host, r.getrandbits(32), r.getrandbits(16), r.getrandbits(16), r.getrandbits(16), r.getrandbits(48), r.choice(["jpeg", "png", "webp"]))
                blocks.append(("img", "![](%s)" % src, '<p><img src="%s" alt="" /></p>\n' % src))
            if i == list_at:
                items = [sentence(r, 3, 12) for _ in range(r.randint(2, 5))]
                if r.random() < 0.3:
                    items = [y.rstrip(".?!") for y in items]
                tag = r.choice(["ul", "ul", "ol"])
                bullet = r.choice(["-", "*"])
                blocks.append((tag, "\n".join(("%d. " % (k + 1) if tag == "ol" else bullet + " ") + y for k, y in enumerate(items)),
                               "<%s>\n%s</%s>\n" % (tag, "".join("<li>%s</li>\n" % esc(y) for y in items), tag)))
                story.extend(items)
            if i == quote_at and not (i == 0 and blocks[0][0] == "quote"):
                add_quote([sentence(r, 6, 18) if r.random() < 0.6 else para(r, 1, 3) for _ in range(r.choice([1, 1, 2]))])
            if i == code_at:
                lines = code_lines(r)
                lang = {"import": "python", "const": "javascript", "$": "bash", "func": "go", "SELECT": "sql"}[lines[0].split()[0]]
                fence = r.random() < 0.8
                named = fence and r.random() < 0.7
                md = ("```%s\n%s\n```" % (lang if named else "", "\n".join(lines))) if fence else "\n".join("    " + y for y in lines)
                cls = ' class="language-%s"' % lang if named else ""
                blocks.append(("code", md, "<pre><code%s>%s\n</code></pre>\n" % (cls, html.escape("\n".join(lines), quote=False).replace('"', "&quot;"))))
                story.extend(lines)
        if n > 1 and r.random() < 0.12:
            s = sentence(r, 5, 16)
            lab = r.choice(["Edit:", "EDIT:", "Edit:", "Update:"])
            blocks.append(("p", "**%s** %s" % (lab, s), "<p><strong>%s</strong> %s</p>\n" % (lab, esc(s))))
            story.append("%s %s" % (lab, s))
    else:
        k = min(len(body), r.choice([1, 1, 1, 2]))
        paras = [sentence(r, 8, 20) if len(body[i]) > 400 and r.random() < 0.5 else body[i] for i in range(k)]
        if r.random() < 0.35:
            add_quote(paras)
            if r.random() < 0.5:
                add_p(sentence(r, 5, 16), False)
        else:
            for x in paras:
                add_p(x)
    domain = "www.%s.example" % lw() if r.random() < 0.6 else "%s.example" % lw()
    url = "https://%s/%s/%d/%s" % (domain, r.choice(["news", "article", "story", "blog", "%d/%02d" % (pub.year, pub.month)]), r.randint(1000, 999999),
                                   "-".join(w.lower() for w in t.split()[:6])) if link else None
    if link and r.random() < 0.15:
        arch = "https://archive.%s.example/%s" % (lw(), "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz") for _ in range(5)))
        lab = r.choice(["Archived version:", "Archive link:", "Archive:"])
        blocks.append(("p", "%s %s" % (lab, arch), '<p>%s <a href="%s"%s>%s</a></p>\n' % (lab, arch, ext, arch)))
        story.append("%s %s" % (lab, arch))
    STORY[:] = story
    md_body = "\n\n".join(b[1] for b in blocks)
    html_body = "".join(b[2] for b in blocks)
    thumb = link and r.random() < 0.7
    card = link and not kb and r.random() < 0.75
    embed_title = (t if r.random() < 0.5 else title(r)) if card else None
    embed_desc = sentence(r, 12, 30) if card and r.random() < 0.85 else None
    if embed_title and embed_title != t:
        EXTRAS.append(embed_title)
    if embed_desc:
        EXTRAS.append(embed_desc)

    # the comments: a tree of three levels at most
    lvls = []
    for i, c in enumerate(cs):
        lv = 1 if c[3] == 1 or not lvls else (3 if lvls[-1] >= 2 and r.random() < 0.4 else 2)
        lvls.append(lv)
    parents, last = [], {}
    for i, lv in enumerate(lvls):
        parents.append(last.get(lv - 1) if lv > 1 else None)
        last[lv] = i
    pid = r.randint(100000, 9000000)
    cids = [pid * 3 + r.randint(1, 500)]
    for _ in cs[1:]:
        cids.append(cids[-1] + r.randint(1, 4000))
    op = r.choice(NAMES[:10])
    scores = [max(0, int(10 ** r.uniform(0, 2.3)) - r.randint(0, 3)) for _ in cs]
    pscore = int(10 ** r.uniform(0.5, 3.2))
    pdown = r.randint(0, max(1, pscore // 8))

    def cmd(i):
        """A comment's markdown and HTML: its paragraphs, a quote of its
        parent's first sentence at times."""
        c = cs[i]
        md, h = [], ""
        p = parents[i]
        if p is not None and r.random() < 0.25:
            q = cs[p][2][0].split(". ")[0].rstrip(".?!") + "."
            if len(q) < len(cs[p][2][0]):
                md.append("> " + q)
                h += "<blockquote>\n<p>%s</p>\n</blockquote>\n" % esc(q)
        for x in c[2]:
            md.append(x)
            h += "<p>%s</p>\n" % esc(x)
        return "\n\n".join(md), h

    texts = [cmd(i) for i in range(len(cs))]
    children = {}
    for i, p in enumerate(parents):
        children.setdefault(p, []).append(i)
    ncom = len(cs)

    if kb:
        return lemmy_kbin(r, t, cat, cs, plat, host, others, site, cname, ctitle, chost, clocal, desc_ps, rules, mods, subs, user, ago, pub, ctimes,
                          link, url, domain, thumb, html_body, op, scores, pscore, pdown, texts, lvls, parents, children, cids, pid)

    ver = plat
    old = ver == "0.18"

    def icon(name, cls="", inline=False):
        return '<svg class="icon%s%s"><use xlink:href="/static/%s/assets/symbols.svg#icon-%s"></use></svg>' % (" icon-inline" if inline else "", " " + cls if cls else "", stat, name)

    def person(n, muted=False):
        name, h, disp, avatar, _ = user(n)
        apub = "@%s" % name if h == host else "@%s@%s" % (name, h)
        href = "/u/%s" % name if h == host else "/u/%s@%s" % (name, h)
        img = ('<picture><source srcset="%s?format=webp&amp;thumbnail=96" type="image/webp"/><source srcset="%s"/><img src="%s" alt="" title="" loading="lazy" class="overflow-hidden pictrs-image object-fit-cover img-icon me-1"/></picture>' % (
            avatar, avatar, avatar)) if avatar else ""
        return '<a title="%s" class="person-listing d-inline-flex align-items-baseline %s" href="%s">%s<span>%s</span></a>' % (
            apub, "text-muted" if muted else "text-info", href, img, esc(disp or apub))

    def community(muted=False, apub=False):
        nm = cname if clocal else "%s@%s" % (cname, chost)
        ttl = ctitle if clocal else "%s@%s" % (ctitle, chost)
        href = ("/c/%s" % nm) if not apub else "https://%s/c/%s" % (chost, cname)
        return '<a title="!%s" class="community-link %s" href="%s"><span>%s</span></a>' % (
            "%s@%s" % (cname, chost), "text-muted" if muted else "", href, esc("!%s@%s" % (cname, chost) if apub else ttl))

    def stamp(x, short=False):
        return '<span class="%spointer unselectable" data-tippy-content="%s">%s</span>' % ("moment-time " if not old else "", longdate(x), ago(x, short))

    def pts(s, up, down):
        return "%d point%s \u2022 %d upvote%s \u2022 %d downvote%s" % (s, "" if s == 1 else "s", up, "" if up == 1 else "s", down, "" if down == 1 else "s")
    pname, phost = user(op)[0], user(op)[1]
    plocal = phost == host
    ap_id = "https://%s/post/%d" % (host if plocal else phost, pid if plocal else r.randint(10000, 9000000))
    lang = r.random() < 0.35
    dupes = [(r.randint(100000, 9000000), "%s@%s" % (lw(), r.choice(others))) for _ in range(r.choice([1, 1, 2]))] if r.random() < 0.12 else []
    crumbs_title = ('<a class="%s" href="%s" title="%s" rel="noopener nofollow">%s</a>' % ("link-dark" if not old else "text-body", url, url, esc(t)) if link else
                    '<a class="d-inline %s" title="Comments" href="/post/%d"><span class="d-inline">%s</span></a>' % ("link-dark" if not old else "text-body", pid, esc(t)))
    title_line = ('<div class="post-title%s"><%s class="%s">%s</%s>%s</div>' % (
        " overflow-hidden" if old else "", "h5" if old else "h1", "d-inline" if old else "h5 d-inline text-break", crumbs_title, "h5" if old else "h1",
        ('<button class="btn btn-link text-monospace text-muted small d-inline-block" data-tippy-content="Expand here">%s</button>' % icon("plus-square", inline=True)) if thumb and old else "")
        + ('<p class="%ssmall m-0"><a class="%s" href="%s" title="%s" rel="noopener nofollow">%s</a></p>' % (
            "d-flex text-muted align-items-center gap-1 " if old else "", "text-muted font-italic" if old else "fst-italic link-dark link-opacity-75 link-opacity-100-hover", url, url, domain) if link else ""))
    badge = '<span class="mx-1 badge text-bg-light">English</span>' if lang else ""
    if old:
        created = ('<ul class="list-inline mb-1 text-muted small mt-2"><li class="list-inline-item">%s to %s</li>%s<li class="list-inline-item">\u2022</li>'
                   '<li class="list-inline-item"><span>%s</span></li></ul>') % (person(op), community(), badge, stamp(pub))
    else:
        created = '<div class="small mb-1 mb-md-0">%s to %s%s \u2022 %s</div>' % (person(op), community(), badge, stamp(pub, True))
    cl = "%d comment%s" % (ncom, "" if ncom == 1 else "s")
    comments_btn = ('<a class="btn btn-link text-muted pl-0 text-muted" title="%s" href="/post/%d?scrollToComments=true">%s<span class="me-2">%s</span></a>' % (cl, pid, icon("message-square", "me-1", True), cl) if old else
                    '<a class="btn btn-link btn-sm text-muted ps-0" title="%s" data-tippy-content="%s" href="/post/%d?scrollToComments=true">%s%d</a>' % (cl, cl, pid, icon("message-square", "me-1", True), ncom))
    cline = '<div class="d-flex align-items-center justify-content-start flex-wrap text-muted%s">%s%s</div>' % (
        " font-weight-bold" if old else "", comments_btn,
        '<a class="btn btn-%slink btn-animate text-muted py-0" title="link" href="%s">%s</a>' % ("" if old else "sm btn-", ap_id, icon("fedilink", inline=True)) if not plocal else "")
    dup = ('<ul class="list-inline mb-1 small text-muted"><li class="list-inline-item me-2">cross-posted to:</li>%s</ul>' % "".join(
        '<li class="list-inline-item me-2"><a href="/post/%d">%s</a></li>' % d for d in dupes)) if dupes else ""
    thumb_src = "https://%s/pictrs/image/%08x-%04x-%04x-%04x-%012x.jpeg" % (host, r.getrandbits(32), r.getrandbits(16), r.getrandbits(16), r.getrandbits(16), r.getrandbits(48)) if thumb else None
    if thumb:
        th = ('<a class="%s" href="%s" rel="noopener nofollow" title="%s"><picture><source srcset="%s?format=webp&amp;thumbnail=256" type="image/webp"/><source srcset="%s"/>'
              '<source srcset="%s?format=jpg&amp;thumbnail=256" type="image/jpeg"/><img src="%s" alt="" title="" loading="lazy" class="overflow-hidden pictrs-image thumbnail rounded"/></picture>%s</a>') % (
            "text-body d-inline-block position-relative mb-2" if old else "thumbnail rounded overflow-hidden d-inline-block position-relative p-0 border-0", url, url,
            thumb_src, thumb_src, thumb_src, thumb_src, icon("external-link", "mini-overlay" if old else "d-block text-white position-absolute end-0 top-0 mini-overlay text-opacity-75 text-opacity-100-hover"))
    elif link:
        th = '<a class="text-body" href="%s" title="%s" rel="noopener nofollow"><div class="thumbnail rounded bg-light d-flex justify-content-center">%s</div></a>' % (url, url, icon("external-link", "d-flex align-items-center"))
    else:
        th = '<a class="text-body" title="Comments" href="/post/%d"><div class="thumbnail rounded bg-light d-flex justify-content-center">%s</div></a>' % (pid, icon("message-square", "d-flex align-items-center"))
    votes = ('<div class="vote-bar col-1 pe-0 small text-center%s"><button class="btn-animate btn btn-link p-0 text-muted" data-tippy-content="Upvote" aria-label="Upvote" aria-pressed="false">%s</button>'
             '<div class="unselectable pointer%s text-muted px-1 post-score" data-tippy-content="%s">%s</div>'
             '<button class="btn-animate btn btn-link p-0 text-muted" data-tippy-content="Downvote" aria-label="Downvote" aria-pressed="false">%s</button></div>') % (
        "" if old else " d-flex flex-column justify-content-center", icon("arrow-up1", "upvote"), " font-weight-bold" if old else "", pts(pscore, pscore + pdown, pdown), si(pscore), icon("arrow-down1", "downvote"))
    mobile = '<div class="d-block d-sm-none"><article class="row post-container"><div class="col-12">%s%s%s%s</div></article></div>' % (
        created, ('<div class="row"><div class="col-%d">%s</div><div class="col-%d%s">%s</div></div>' % (8 if old else 9, title_line, 4 if old else 3, "" if old else " mobile-thumbnail-container", th)) if thumb else title_line,
        cline, dup)
    if old:
        desk = ('<div class="d-none d-sm-block"><article class="row post-container">%s<div class="col-sm-2 pe-0 post-media"><div class="">%s</div></div>'
                '<div class="col-12 col-sm-9"><div class="row"><div class="col-12">%s%s%s%s</div></div></div></article></div>') % (votes, th, title_line, created, cline, dup)
    else:
        desk = ('<div class="d-none d-sm-block"><article class="row post-container"><div class="col flex-grow-0">%s</div><div class="col flex-grow-1"><div class="row">'
                '<div class="col flex-grow-0 px-0"><div class="">%s</div></div><div class="col flex-grow-1">%s%s%s%s</div></div></div></article></div>') % (votes, th, title_line, created, cline, dup)
    mcard = ('<div class="card border-secondary mt-3 mb-2"><div class="row"><div class="col-12"><div class="card-body">'
             '<h5 class="card-title d-inline"><a class="text-body" href="%s" rel="noopener nofollow">%s</a></h5>'
             '<span class="d-inline-block ms-2 mb-2 small text-muted"><a class="text-muted %s" href="%s" rel="noopener nofollow">%s</a>%s</span>%s</div></div></div></div>') % (
        url, esc(embed_title), "font-italic" if old else "fst-italic", url, domain, icon("external-link", "ms-1"),
        '<div class="card-text small text-muted md-div">%s</div>' % esc(embed_desc) if embed_desc else "") if card else ""
    listing = '<div class="post-listing mt-2">%s%s%s%s</div>' % (mobile, desk, mcard,
                                                               '<article id="postContent" class="col-12 card my-2 p-2"><div class="md-div">%s</div></article>' % html_body if html_body else "")

    def node(i, depth):
        n, d, cp, _ = cs[i]
        name, h, disp, avatar, _ = user(n)
        x = ctimes[i]
        sc = scores[i]
        dn = r.choice([0, 0, 0, 1, 2]) if sc > 3 else 0
        cid = cids[i]
        remote = h != host
        linkbtn = ('<a class="btn btn-link btn-animate text-muted btn-sm" title="link" href="/post/%d/%d">%s</a>' % (pid, cid, icon("link", inline=True)) +
                   ('<a class="btn btn-link btn-animate text-muted btn-sm" title="link" href="https://%s/comment/%d">%s</a>' % (h, r.randint(10000, 9000000), icon("fedilink", inline=True)) if remote else ""))
        if old:
            head = ('<button class="btn btn-sm text-muted me-2" aria-label="Collapse" data-tippy-content="Collapse">%s</button><span class="me-2">%s</span>%s%s'
                    '<div class="me-lg-5 flex-grow-1 flex-lg-grow-0 unselectable pointer mx-2"></div>'
                    '<a class="unselectable pointer text-info" data-tippy-content="%s"><span class="me-1 font-weight-bold" aria-label="%d point%s">%s</span></a><span class="me-1">\u2022</span><span>%s</span>') % (
                icon("minus-square", inline=True), person(n), '<div class="badge text-bg-light d-none d-sm-inline me-2">creator</div>' if n == op else "", linkbtn,
                pts(sc, sc + dn, dn), sc, "" if sc == 1 else "s", si(sc), stamp(x))
            btns = '<div class="d-flex justify-content-between justify-content-lg-start flex-wrap text-muted font-weight-bold"></div>'
        else:
            head = ('<button class="btn btn-sm btn-link text-muted me-2" aria-label="Collapse" data-tippy-content="Collapse">%s</button>%s%s%s'
                    '<div class="me-lg-5 flex-grow-1 flex-lg-grow-0 unselectable pointer mx-2"></div>'
                    '<span class="me-1 fw-bold unselectable pointer" data-tippy-content="%s">%s</span><span>%s</span>') % (
                icon("minus-square", inline=True), person(n),
                '<span class="row d-inline-flex gx-1 ms-1"><span class="col"><span class="badge text-bg-light" aria-label="Original Poster" data-tippy-content="Original Poster">OP</span></span></span>' if n == op else "",
                linkbtn, pts(sc, sc + dn, dn), si(sc), stamp(x, True))
            btns = '<div class="comment-bottom-btns d-flex justify-content-start column-gap-1.5 flex-wrap text-muted fw-bold mt-1 align-items-center"></div>'
        out = ('<li class="comment%s"%s><article id="comment-%d" class="details comment-node py-2 border-top border-light"><div class="ms-2">'
               '<div class="d-flex flex-wrap align-items-center text-muted small">%s</div><div class="comment-content"><div class="md-div">%s</div></div>%s</div></article>') % (
            "" if old else " list-unstyled", ' role="comment"' if old else "", cid, head, texts[i][1], btns)
        kids = children.get(i, [])
        if kids:
            style = ' style="border-left: 2px solid %s !important;"' % LM_COLORS[depth % len(LM_COLORS)] if depth >= 1 else ""
            out += '<ul class="comments%s border-top border-light"%s>%s</ul>' % (" ms-1" if depth + 1 > 1 else "", style, "".join(node(k, depth + 1) for k in kids))
        return out + "</li>"
    tops = children.get(None, [])
    tree = ('<ul class="comments border-top border-light">%s</ul>' % "".join(node(k, 0) for k in tops[:15])) if tops else ""
    rid = "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(10))
    sorts = ["Hot", "Top"] + ([] if old else ["Controversial"]) + ["New", "Old"]
    radios = ('<div class="btn-group btn-group-toggle flex-wrap me-3 mb-2" role="group">%s</div><div class="btn-group btn-group-toggle flex-wrap mb-2" role="group">'
              '<input id="%s-chat" type="radio" class="btn-check" value="Flat"/><label for="%s-chat" class="btn btn-outline-secondary pointer">Chat</label></div>') % (
        "".join('<input id="%s-%s" type="radio" class="btn-check" value="%s"%s/><label for="%s-%s" class="btn btn-outline-secondary pointer%s">%s</label>' % (
            rid, s.lower(), s, ' checked=""' if s == "Hot" else "", rid, s.lower(), " active" if s == "Hot" else "", s) for s in sorts), rid, rid)
    login = "You must log in or register to comment."
    EXTRAS.append(login)
    form = ('<div class="mb-3 post-comment-container"><div class="alert alert-warning" role="alert">%s<span class="d-inline">You must <a class="alert-link" href="/login">log in or register</a> to comment.</span></div></div>'
            % icon("alert-triangle", "me-2", True))
    # the community's sidebar
    ustats = sorted([int(subs * rs.uniform(0.01, 0.05)), int(subs * rs.uniform(0.05, 0.12)), int(subs * rs.uniform(0.1, 0.25)), int(subs * rs.uniform(0.2, 0.4))])
    desc_md = "\n\n".join(desc_ps) + ("\n\n**Rules**\n\n" + "\n".join("%d. %s" % (k + 1, y) for k, y in enumerate(rules)) if rules else "")
    desc_html = "".join("<p>%s</p>\n" % esc(p) for p in desc_ps) + ("<p><strong>Rules</strong></p>\n<ol>\n%s</ol>\n" % "".join("<li>%s</li>\n" % esc(y) for y in rules) if rules else "")
    cposts, ccomments = int(subs * rs.uniform(0.05, 0.4)), int(subs * rs.uniform(0.3, 3))
    cid_ = rs.randint(2, 40000)
    bdg = "".join('<li class="list-inline-item badge text-bg-secondary pointer" data-tippy-content="%d active users in the last %s">%s users / %s</li>' % (n, span, si(n), lab)
                  for n, span, lab in zip(ustats, ["day", "week", "month", "6 months"], ["day", "week", "month", "6 months"]))
    bdg += ('<li class="list-inline-item badge text-bg-secondary">%s subscribers</li><li class="list-inline-item badge text-bg-secondary">%s posts</li>'
            '<li class="list-inline-item badge text-bg-secondary">%s comments</li><li class="list-inline-item"><a class="badge text-bg-primary" href="/modlog/%d">Modlog</a></li>') % (si(subs), si(cposts), si(ccomments), cid_)
    side = ('<div class="mb-3"><div><aside class="mb-3"><div id="sidebarContainer"><section id="sidebarMain" class="card border-secondary mb-3"><div class="card-body">'
            '<div><h5 class="mb-0"><span class="me-2">%s</span></h5>%s</div>'
            '<div class="alert alert-info" role="alert">You are not logged in. However you can subscribe from another Fediverse account, for example Lemmy or Mastodon. '
            'To do this, paste the following into the search field of your instance: <code class="user-select-all">!%s@%s</code></div></div></section>'
            '<section id="sidebarInfo" class="card border-secondary mb-3"><div class="card-body"><div class="md-div">%s</div><ul class="badges my-1 list-inline">%s</ul>'
            '<ul class="list-inline small"><li class="list-inline-item">Mods: </li>%s</ul></div></section></div></aside></div></div>') % (
        community(), community(True, True), cname, chost, desc_html, bdg, "".join('<li class="list-inline-item">%s</li>' % person(m) for m in mods))
    nav = ('<div class="shadow-sm"><nav class="navbar navbar-expand-md navbar-light p-0 px-3 container-lg" id="navbar"><a title="%s" class="d-flex align-items-center navbar-brand me-md-3 active" href="/">'
           '<picture><source srcset="https://%s/pictrs/image/%08x.png?format=webp&amp;thumbnail=96" type="image/webp"/><img src="https://%s/pictrs/image/%08x.png" alt="" title="" loading="lazy" class="overflow-hidden pictrs-image object-fit-cover img-icon me-1"/></picture>%s</a>'
           '<button class="navbar-toggler border-0 p-1" type="button" aria-label="menu" data-tippy-content="Expand here" data-bs-toggle="collapse" data-bs-target="#navbarDropdown" aria-controls="navbarDropdown" aria-expanded="false">%s</button>'
           '<div class="collapse navbar-collapse my-2" id="navbarDropdown"><ul class="me-auto navbar-nav"><li class="nav-item"><a class="nav-link" title="Communities" href="/communities">Communities</a></li>'
           '<li class="nav-item"><a class="nav-link" title="Create Post" href="/create_post">Create Post</a></li>%s'
           '<li class="nav-item"><a class="nav-link d-inline-flex align-items-center d-md-inline-block" title="Support Lemmy" href="https://join-lemmy.org/donate">%s<span class="d-inline ms-1 d-md-none ms-md-0">Support Lemmy</span></a></li></ul>'
           '<ul class="navbar-nav"><li id="navSearch" class="nav-item"><a class="nav-link d-inline-flex align-items-center d-md-inline-block" title="Search" href="/search">%s<span class="d-inline ms-1 d-md-none ms-md-0">Search</span></a></li>'
           '<li class="nav-item"><a class="nav-link" title="Login" href="/login">Login</a></li><li class="nav-item"><a class="nav-link" title="Sign Up" href="/signup">Sign Up</a></li></ul></div></nav></div>') % (
        esc(sentence(rs, 4, 9)), host, rs.getrandbits(32), host, rs.getrandbits(32), esc(site), icon("menu"),
        '<li class="nav-item"><a class="nav-link" title="Create Community" href="/create_community">Create Community</a></li>' if rs.random() < 0.5 else "",
        icon("heart", "small"), icon("search"))
    foot = ('<nav class="container-lg navbar navbar-expand-md navbar-light navbar-bg p-3"><div class="navbar-collapse"><ul class="navbar-nav ms-auto">%s'
            '<li class="nav-item"><span class="nav-link">BE: %s</span></li><li class="nav-item"><a class="nav-link" href="/modlog">Modlog</a></li>%s'
            '<li class="nav-item"><a class="nav-link" href="/instances">Instances</a></li><li class="nav-item"><a class="nav-link" href="https://join-lemmy.org/docs/en/index.html">Docs</a></li>'
            '<li class="nav-item"><a class="nav-link" href="https://github.com/LemmyNet">Code</a></li><li class="nav-item"><a class="nav-link" href="https://join-lemmy.org">join-lemmy.org</a></li></ul></div></nav>') % (
        '<li class="nav-item"><span class="nav-link">UI: %s.%d</span></li>' % (ver, rs.randint(0, 5)) if rs.random() < 0.4 else "", "%s.%d" % (ver, rs.randint(1, 6)),
        '<li class="nav-item"><a class="nav-link" href="/legal">Legal</a></li>' if rs.random() < 0.6 else "")
    # window.isoData: the route's data as the client takes it over
    iso_t = lambda x: x.strftime("%Y-%m-%dT%H:%M:%S.") + "%06d" % r.randint(0, 999999) + ("" if old else "Z")

    def pjson(n):
        name, h, disp, avatar, uid = user(n)
        return {"id": uid, "name": name, "display_name": disp, "avatar": avatar, "banned": False, "published": "2023-%02d-%02dT10:00:00.000000%s" % (uid % 12 + 1, uid % 28 + 1, "" if old else "Z"),
                "actor_id": "https://%s/u/%s" % (h, name), "local": h == host, "deleted": False, "admin": False, "bot_account": False, "instance_id": others.index(h) + 2 if h in others else 1}
    comm = {"id": cid_, "name": cname, "title": ctitle, "description": desc_md, "removed": False, "published": "2023-06-%02dT12:00:00.000000%s" % (cid_ % 28 + 1, "" if old else "Z"),
            "deleted": False, "nsfw": False, "actor_id": "https://%s/c/%s" % (chost, cname), "local": clocal, "hidden": False, "posting_restricted_to_mods": False, "instance_id": 1 if clocal else others.index(chost) + 2}
    post_ = {"id": pid, "name": t, "url": url, "body": md_body or None, "creator_id": user(op)[4], "community_id": cid_, "removed": False, "locked": False, "published": iso_t(pub),
             "deleted": False, "nsfw": False, "embed_title": embed_title, "embed_description": embed_desc, "thumbnail_url": thumb_src, "ap_id": ap_id, "local": plocal,
             "language_id": 37 if lang else 0, "featured_community": False, "featured_local": False}
    pv = {"post": post_, "creator": pjson(op), "community": comm, "creator_banned_from_community": False,
          "counts": {"post_id": pid, "comments": ncom, "score": pscore, "upvotes": pscore + pdown, "downvotes": pdown, "published": post_["published"]},
          "subscribed": "NotSubscribed", "saved": False, "read": False, "creator_blocked": False, "my_vote": None, "unread_comments": ncom}
    cvs = [{"comment": {"id": cids[i], "creator_id": user(c[0])[4], "post_id": pid, "content": texts[i][0], "removed": False, "published": iso_t(ctimes[i]), "deleted": False,
                        "ap_id": "https://%s/comment/%d" % (user(c[0])[1], cids[i]), "local": user(c[0])[1] == host,
                        "path": "0." + ".".join(str(cids[j]) for j in ([parents[parents[i]]] if lvls[i] == 3 else []) + ([parents[i]] if lvls[i] > 1 else []) + [i]),
                        "distinguished": False, "language_id": 0},
            "creator": pjson(c[0]), "post": post_, "community": comm,
            "counts": {"comment_id": cids[i], "score": scores[i], "upvotes": scores[i], "downvotes": 0, "published": iso_t(ctimes[i]), "child_count": len(children.get(i, []))},
            "creator_banned_from_community": False, "subscribed": "NotSubscribed", "saved": False, "creator_blocked": False, "my_vote": None} for i, c in enumerate(cs)]
    iso = {"path": "/post/%d" % pid, "site_res": {"site_view": {"site": {"id": 1, "name": site, "sidebar": None, "published": "2023-06-01T00:00:00.000000%s" % ("" if old else "Z"),
                                                                          "actor_id": "https://%s/" % host, "description": None, "inbox_url": "https://%s/site_inbox" % host},
                                                                 "local_site": {"site_setup": True, "enable_downvotes": True, "enable_nsfw": False, "community_creation_admin_only": True,
                                                                                "default_theme": "browser", "default_post_listing_type": "Local", "registration_mode": "RequireApplication",
                                                                                "federation_enabled": True}},
                                                   "version": "%s.%d" % (ver, rs.randint(1, 6)), "all_languages": [{"id": 0, "code": "und", "name": "Undetermined"}, {"id": 37, "code": "en", "name": "English"}],
                                                   "discussion_languages": [], "taglines": [], "custom_emojis": []},
           "routeData": {"postRes": {"state": "success", "data": {"post_view": pv, "community_view": {"community": comm, "subscribed": "NotSubscribed", "blocked": False,
                                                                                                      "counts": {"community_id": cid_, "subscribers": subs, "posts": cposts, "comments": ccomments}},
                                                                  "moderators": [{"community": comm, "moderator": pjson(m)} for m in mods], "cross_posts": []}},
                         "commentsRes": {"state": "success", "data": {"comments": cvs}}}}
    ser = json.dumps(iso, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003C").replace(">", "\\u003E").replace("/", "\\u002F")
    ser = ser[:-1] + ',"errorPageData":undefined' + ("" if old else ',"showAdultConsentModal":false') + "}"
    # the feed's description: Lemmy's RSS
    DESC.append('submitted by <a href="https://%s/u/%s">%s</a> to <a href="https://%s/c/%s">%s</a><br>%d points | <a href="https://%s/post/%d">%d comments</a>%s%s' % (
        phost, pname, pname, host, cname, cname, pscore, host, pid, ncom, '<br><a href="%s">%s</a>' % (url, url) if link else "", html_body))
    return ('<script nonce="%s">window.isoData = %s</script><script nonce="%s">window.lemmyConfig = {\"wsHost\":undefined}</script>'
            '<noscript><div class="alert alert-danger rounded-0" role="alert"><b>Javascript is disabled. Actions will not work.</b></div></noscript>'
            '<div id="root"><div id="app" class="lemmy-site">%s%s<div class="mt-4 p-0 fl-1"%s><div class="post container-lg"><div class="row"><main class="col-12 col-md-8 col-lg-9 mb-3">'
            '%s<div class="mb-2"></div>%s<div class="d-block d-md-none"><button class="btn btn-secondary d-inline-block mb-2 me-3">Sidebar %s</button></div>%s<div>%s</div></main>'
            '<aside class="d-none d-md-block col-md-4 col-lg-3">%s</aside></div></div></div>%s</div></div><script defer="" src="/static/%s/js/client.js"></script>') % (
        nonce, ser, nonce, "" if old else '<button type="button" class="btn skip-link bg-light position-absolute start-0 z-3">Jump to content</button>', nav,
        "" if old else ' id="content-area" tabindex="-1"', listing, form, icon("plus-square", inline=True), radios, tree, side, foot, stat)


def lemmy_kbin(r, t, cat, cs, plat, host, others, site, cname, ctitle, chost, clocal, desc_ps, rules, mods, subs, user, ago, pub, ctimes,
               link, url, domain, thumb, html_body, op, scores, pscore, pdown, texts, lvls, parents, children, cids, pid):
    """lemmy()'s page as kbin (2023) or Mbin (2024) writes it."""
    rs = random.Random(BLOG[0] + " kbin")
    mb = plat == "mbin"
    lw = lambda u=r: LEXICON[u.randrange(len(LEXICON))]
    mag = cname if clocal else "%s@%s" % (cname, chost)
    eid = pid // 7
    eslug = "-".join(w.lower() for w in t.split()[:8])
    eurl = "/m/%s/t/%d/%s" % (mag, eid, eslug)

    def tm(x):
        return '<time class="timeago" title="%s" datetime="%s+00:00">%s</time>' % (
            "%s %d, %d, %d:%02d %s" % (MONTHS[x.month - 1][:3], x.day, x.year, (x.hour + 11) % 12 + 1, x.minute, "AM" if x.hour < 12 else "PM"), x.strftime("%Y-%m-%dT%H:%M:%S"), ago(x))

    def uinline(n, pic=False):
        name, h, disp, avatar, _ = user(n)
        full = name if h == host else "%s@%s" % (name, h)
        return ('<a href="/u/%s" data-action="mouseover->mentions#user_popup mouseout->mentions#user_popup_out" data-mentions-username-param="%s" class="user-inline" title="@%s@%s">%s%s</a>' % (
            full if h == host else "@" + full, full, name, h,
            '<img class="image-inline" width="30" height="30" loading="lazy" src="%s" alt="%s avatar">' % (avatar, name) if avatar and mb and pic else "", name))

    def avatar(n):
        name, h, disp, av, _ = user(n)
        if not av:
            return ""
        return '<figure><a href="/u/%s"><img class="image-inline" width="40" height="40" loading="lazy" src="%s" alt="%s avatar"></a></figure>' % (
            name if h == host else "@%s@%s" % (name, h), av, name)

    def vote(path, up, down):
        tok = "%x" % r.getrandbits(80)
        upl = ("favourite", "Favourite", "favCounter") if mb else ("vote", "Up vote", "upvoteCounter")
        return ('<aside class="vote"><form method="post" action="%s/%s/1" class="vote__up"><button type="submit" title="%s" aria-label="%s" data-action="subject#vote">'
                '<span data-subject-target="%s">%d</span> <span><i class="fa-solid fa-arrow-up" aria-hidden="true"></i></span></button><input type="hidden" name="token" value="%s"></form>'
                '<form method="post" action="%s/vote/-1" class="vote__down"><button type="submit" title="Down vote" aria-label="Down vote" data-action="subject#vote">'
                '<span data-subject-target="downvoteCounter">%d</span> <span><i class="fa-solid fa-arrow-down" aria-hidden="true"></i></span></button><input type="hidden" name="token" value="%s"></form></aside>') % (
            path, upl[0], upl[1], upl[1], upl[2], up, tok, path, down, tok)

    def boost(path, n):
        return ('<form method="post" action="%s/boost" class="boost-link"><input type="hidden" name="token" value="%x"><button class="stretched-link" type="submit" data-action="subject#vote">'
                'boost<span data-subject-target="upvoteCounter">%s</span></button></form>') % (path, r.getrandbits(80), " (%d)" % n if n else "")

    def more(path, kind):
        return ('<li class="dropdown"><button class="stretched-link" data-subject-target="more">more</button><ul class="dropdown__menu" data-controller="clipboard">'
                '<li><a href="%s/report" class="" data-action="a11y#report">report</a></li><li><a href="%s/votes">activity</a></li>'
                '<li><a href="https://%s%s" data-action="clipboard#copy">copy url</a></li><li><a href="https://%s%s" target="_blank">open url to fediverse</a></li></ul></li>') % (
            path, path, host, path, chost, path)
    # the entry
    h1 = ('<a rel="nofollow noopener noreferrer" href="%s">%s</a> <span class="entry__domain">( <a rel="nofollow noopener noreferrer" href="%s" target="_blank"><span>%s</span> '
          '<i class="fa-solid fa-external-link" aria-hidden="true"></i></a> )</span>' % (url, esc(t), url, domain.replace("www.", "")) if link else esc(t))
    if thumb:
        img = "/media/cache/resolve/entry_thumb/%02x/%02x/%064x.jpg" % (r.getrandbits(8), r.getrandbits(8), r.getrandbits(256))
        fig = ('<figure><div class="image-filler" aria-hidden="true"><img aria-hidden="true" loading="lazy" src="%s" alt=""></div><a href="%s" rel="nofollow noopener noreferrer">'
               '<img class="thumb-subject" loading="lazy" src="%s" alt=""></a></figure>') % (img, url, img)
    else:
        fig = '<div class="no-image-placeholder"><a href="%s"%s><i class="fa-solid %s"></i></a></div>' % (url if link else eurl, ' rel="nofollow noopener noreferrer"' if link else "", "fa-link" if link else "fa-message")
    ncom = len(cs)
    entry = ('<article class="entry section subject%s" id="entry-%d" data-controller="subject preview mentions" data-action="notifications:Notification@window->subject#notification">'
             '<header><h1>%s</h1></header>%s<aside class="meta entry__meta"><span>%s</span>%s<span>, </span><span>%s</span><span></span><span>to <a href="/m/%s" class="magazine-inline" title="@%s@%s">%s</a></span></aside>'
             '%s%s<aside class="entry__preview hidden" data-preview-target="container"></aside><footer><menu>%s<li><a class="stretched-link" href="%s#comments"><span data-subject-target="commentsCounter">%d</span> comments</a></li>'
             '<li>%s</li>%s<li data-subject-target="loader" style="display:none"><div class="loader" role="status"><span class="visually-hidden">Loading...</span></div></li></menu>'
             '<div data-subject-target="container" class="js-container"></div></footer></article>') % (
        "" if thumb else " no-image", eid, h1,
        ('<div class="entry__body"><div class="content%s">%s</div></div>' % (" formatted" if mb else "", html_body)) if html_body else "",
        uinline(op, True), '<span class="user-badge">Moderator</span>' if op in mods else "", tm(pub), mag, cname, chost, mag, fig, vote("/m/%s/t/%d" % (mag, eid), pscore + pdown, pdown),
        '<li class="meta-link"><span aria-label="Article"><i class="fa-regular fa-newspaper" aria-hidden="true"></i></span></li>' if not link and mb else "",
        eurl, ncom, boost("/m/%s/t/%d" % (mag, eid), r.choice([0, 0, 1, 2, 5])), more("/m/%s/t/%d/-" % (mag, eid), "entry"))
    options = ('<aside class="options" id="options"><div></div><menu class="options__main">%s</menu><menu class="options__layout"><li class="dropdown"><button aria-label="Change view" title="Change view">'
               '<i class="fa-solid fa-layer-group"></i> Change view</button><ul class="dropdown__menu"><li><a class="" href="/settings/theme/entry_comments_view/classic">Classic</a></li>'
               '<li><a class="" href="/settings/theme/entry_comments_view/chat">Chat</a></li><li><a class="active" href="/settings/theme/entry_comments_view/tree">Tree</a></li></ul></li></menu></aside>') % (
        "".join('<li><a href="%s?sortBy=%s" class="%s">%s</a></li>' % (eurl, s, "active" if s == "hot" else "", s) for s in ["top", "hot", "active", "newest", "oldest"]))

    def one(i):
        n = cs[i][0]
        lv = lvls[i]
        cid = cids[i] // 5
        path = "/m/%s/t/%d/-/comment/%d" % (mag, eid, cid)
        up = scores[i]
        return ('<blockquote class="section comment entry-comment subject comment-level--%d%s" id="entry-comment-%d" data-controller="comment subject mentions%s"%s data-subject-parent-value="%s" data-action="notifications:Notification@window->subject#notification">'
                '<header>%s%s<span>, </span><a href="%s#entry-comment-%d" class="link-muted">%s</a></header>%s<div class="content">%s</div>%s'
                '<footer><menu><li><a class="stretched-link" href="/m/%s/t/%d/-/reply/%d#add-comment" data-action="subject#getForm">reply</a></li><li>%s</li>%s'
                '<li data-subject-target="loader" style="display:none"><div class="loader" role="status"><span class="visually-hidden">Loading...</span></div></li></menu>'
                '<div data-subject-target="container" class="js-container"></div></footer></blockquote>') % (
            lv, " author" if n == op else "", cid, " comment-collapse" if mb else "", ' data-comment-collapse-depth-value="%d"' % lv if mb else "",
            cids[parents[i]] // 5 if parents[i] is not None else "", uinline(n), '<span class="user-badge">OP</span>' if n == op else "", eurl, cid, tm(ctimes[i]),
            avatar(n), texts[i][1], ('<div class="aside">%s</div>' % vote(path, up, 0)) if mb else vote(path, up, 0),
            mag, eid, cid, boost(path, r.choice([0, 0, 0, 1])), more(path, "comment"))
    order = []

    def walk(i):
        order.append(i)
        for k in children.get(i, []):
            walk(k)
    for k in children.get(None, []):
        walk(k)
    clist = ('<div class="comments entry-comments comments-tree%s comments-view-style--tree" data-controller="subject-list" data-action="notifications:EntryCommentCreatedNotification@window->subject-list#increaseCounter">%s%s</div>') % (
        " show-comment-avatar" if mb else "", "".join(one(i) for i in order),
        "".join('<div class="comment-line--%d"></div>' % k for k in range(2, 10)) if cs else '<aside class="section section--muted"><p>No comments</p></aside>')
    # the sidebar
    name, h, disp, av, uid = user(op)
    info = ('<section class="section entry-info"><h3>Thread</h3><div class="row">%s<h4><a href="/u/%s" class="stretched-link">%s</a></h4><p class="user__name">@%s@%s</p></div>'
            '<ul class="info"><li>Added: %s</li></ul></section>') % (
        '<figure><img class="image-inline" width="100" height="100" loading="lazy" src="%s" alt="%s avatar"></figure>' % (av, name) if av else "", name if h == host else "@%s@%s" % (name, h), name, name, h, tm(pub))
    cposts, ccomments = int(subs * rs.uniform(0.05, 0.4)), int(subs * rs.uniform(0.3, 3))
    cm, cd = rs.randint(6, 8), rs.randint(1, 28)
    box = ('<section class="magazine section"><h3>Magazine</h3><div class="row"><header><h4><a href="/m/%s" class="">%s</a></h4><p class="magazine__name">@%s@%s</p></header></div>'
           '<aside class="magazine__subscribe" data-controller="subs"><div class="action"><i class="fa-solid fa-users" aria-hidden="true"></i><span>%s</span></div>'
           '<form action="/m/%s/subscribe" name="magazine_subscribe" method="post"><button type="submit" class="btn btn__secondary action" data-action="subs#send">'
           '<i class="fa-sharp fa-solid fa-folder-plus" aria-hidden="true"></i><span>Subscribe</span></button><input type="hidden" name="token" value="%x"></form></aside>'
           '<div class="content magazine__description">%s</div>%s<ul class="info"><li>Created: %s</li><li>Subscribers: <span>%d</span></li></ul><ul class="meta">%s</ul></section>') % (
        mag, esc(ctitle), cname, chost, "%.1fK" % (subs / 1000.0) if subs >= 1000 else subs, mag, rs.getrandbits(80), "".join("<p>%s</p>\n" % esc(p) for p in desc_ps),
        ('<h3 class="mt-3">Rules</h3><div class="content magazine__rules"><ol>\n%s</ol>\n</div>' % "".join("<li>%s</li>\n" % esc(y) for y in rules)) if rules else "",
        '<time class="timeago" title="%s %d, 2023" datetime="2023-%02d-%02dT12:00:00+00:00">%d months ago</time>' % (MONTHS[cm - 1][:3], cd, cm, cd, max(1, (pub.year - 2023) * 12 + pub.month - cm)),
        subs, "".join('<li><a href="/m/%s%s" class="">%s</a> <span>%d</span></li>' % (mag, p, lab, n) for lab, p, n in [
            ("Threads", "", cposts), ("Comments", "/comments", ccomments), ("Posts", "/microblog", int(cposts * 0.2)), ("Replies", "/microblog", int(ccomments * 0.1)),
            ("Moderators", "/moderators", len(mods)), ("Mod log", "/modlog", rs.randint(0, 300))]))
    modsec = ('<section class="moderators section"><h3>Moderators</h3><ul class="moderators">%s</ul></section>' % "".join(
        '<li>%s</li>' % uinline(m, True) for m in mods))
    rmags = ('<section class="magazines section"><h3>Random magazines</h3><ul class="meta">%s</ul></section>' % "".join(
        '<li><a href="/m/%s" class="magazine-inline" title="@%s@%s">%s</a></li>' % (m, m, host, m) for m in (lw(rs) for _ in range(rs.randint(4, 8)))))
    people = ('<section class="active-users section"><h3>Active people</h3><div class="active-users">%s</div></section>' % "".join(
        '<a href="/u/%s" title="%s"><img width="65" height="65" loading="lazy" src="%s" alt="%s avatar"></a>' % (user(p)[0], user(p)[0], user(p)[3] or "/assets/default_avatar.png", user(p)[0])
        for p in r.sample(NAMES[:10], r.randint(4, 8))))
    rposts = [sentence(r, 6, 20) for _ in range(r.randint(2, 4))]
    rthreads = [title(r) for _ in range(r.randint(3, 6))]
    EXTRAS.extend(rposts + rthreads)
    rpsec = ('<section class="posts section"><h3>Random posts</h3><div class="container">%s</div></section>' % "".join(
        '<figure><div class="row"><blockquote class="content">\n<p>%s</p>\n</blockquote><a href="/m/%s/p/%d/-" class="stretched-link more">Show more</a></div>'
        '<figcaption>%s to <a href="/m/%s" class="magazine-inline" title="@%s@%s">%s</a></figcaption></figure>' % (
            esc(p), m, r.randint(1000, 999999), tm(pub - datetime.timedelta(hours=r.randint(1, 90))), m, m, host, m) for p, m in ((p, lw()) for p in rposts)))
    rtsec = ('<section class="entries section"><h3>Random threads</h3><div class="container">%s</div></section>' % "".join(
        '<figure><div class="row"><blockquote class="content"><p>%s</p></blockquote><a href="/m/%s/t/%d/%s" class="stretched-link more">Show more</a></div>'
        '<figcaption>%s to <a href="/m/%s" class="magazine-inline" title="@%s@%s">%s</a></figcaption></figure>' % (
            esc(o), m, r.randint(1000, 999999), "-".join(x.lower() for x in o.split()[:6]), tm(pub - datetime.timedelta(hours=r.randint(1, 200))), m, m, host, m)
        for o, m in ((o, lw()) for o in rthreads)))
    about = ('<section class="about section"><h3>%s</h3><div class="container"><ul><li><a href="/about">About</a></li><li aria-hidden="true">&#9679;</li><li><a href="/contact">Contact</a></li>'
             '<li aria-hidden="true">&#9679;</li><li><a href="/faq">FAQ</a></li><li aria-hidden="true">&#9679;</li><li><a href="/terms">Terms</a></li><li aria-hidden="true">&#9679;</li>'
             '<li><a href="/privacy-policy">Privacy policy</a></li><li aria-hidden="true">&#9679;</li><li><a href="/federation">Federation</a></li><li aria-hidden="true">&#9679;</li>'
             '<li><a href="/modlog">Mod log</a></li><li aria-hidden="true">&#9679;</li><li><a href="/stats">Stats</a></li><li aria-hidden="true">&#9679;</li><li><a href="/rss?magazine=%s">RSS</a></li></ul>'
             '<div class="about-seperator"></div><ul class="about-mbin"><li>Powered by <a href="https://github.com/%s" target="_blank" rel="no-referrer">%s</a></li><li aria-hidden="true">&#9679;</li><li>%s</li></ul></div></section>'
             '<div class="section section--no-bg kbin-promo"><img height="47" loading="lazy" src="/favicon.svg" alt="Clone repo"><div><h4>Create your own instance</h4>'
             '<p><a href="https://github.com/%s" class="stretched-link">Clone repo</a> and develop fediverse</p></div></div>') % (
        host, mag, "MbinOrg/mbin" if mb else "ernestwisniewski/kbin", "Mbin" if mb else "kbin", ("1.%d.%d" % (rs.randint(3, 7), rs.randint(0, 3))) if mb else "0.%d.%d" % (rs.randint(9, 11), rs.randint(0, 4)),
        "MbinOrg/mbin" if mb else "ernestwisniewski/kbin")
    settings = ('<div class="sidebar-options" data-controller="options" data-options-active-tab-value="none"><div class="section options--top options top-options"><menu><ul data-options-target="actions">'
                '<li class="close-button"><a href="" data-action="options#closeMobileSidebar:prevent" title="Close" aria-label="Close"><i class="fa-solid fa-close" aria-hidden="true"></i></a></li>'
                '<li class="settings-button"><a href="#settings" data-action="options#toggleTab:prevent" data-options-tab-param="settings" title="Settings" aria-label="Settings"><i class="fa-solid fa-gear" aria-hidden="true"></i></a></li>'
                '<li class="home-button"><a href="/" title="Homepage" aria-label="Homepage"><i class="fa-solid fa-home" aria-hidden="true"></i></a></li></ul></menu></div>'
                '<div id="settings" class="section" data-options-target="settings"><h3>Theme</h3><div class="theme-list"><menu>%s</menu></div></div></div>') % "".join(
        '<li><a href="/settings/theme/kbin_theme/%s" class="%s">%s</a></li>' % (x.lower().replace(" ", "_"), "active" if x == "Default" else "", x) for x in ["Default", "Dark", "Solarized", "Solarized dark", "Tokyo night"])
    head = ('<header id="header" class="header"><div class="kbin-container"><div class="sr-nav"><a href="#content">Go to content</a><a href="#options">Go to filters</a><a href="/search">Go to search</a></div>'
            '<nav class="head-nav"><div class="brand"><div id="nav-toggle" data-action="click->kbin#handleNavToggleClick" aria-label="Menu"><i class="fa-solid fa-bars" aria-hidden="true"></i></div><a href="/">%s</a></div>'
            '<menu class="head-nav__menu"><li><a href="/m/%s" class="head-title"><span>/m/</span>%s</a></li></menu></nav>'
            '<menu><li><a href="/search" class="icon" aria-label="Search" title="Search"><i class="fa-solid fa-magnifying-glass" aria-hidden="true"></i></a></li>'
            '<li class="dropdown"><a href="/m/%s/new" class="icon" aria-label="Add" title="Add"><i class="fa-solid fa-plus" aria-hidden="true"></i></a><ul class="dropdown__menu">'
            '<li><a href="/m/%s/new/link" class="">Add new link</a></li><li><a href="/m/%s/new/article" class="">Add new thread</a></li><li><a href="/m/%s/new/photo" class="">Add new photo</a></li>'
            '<li><a class="" href="/m/%s/microblog">Add new post</a></li><li><a class="" href="/newMagazine">Create new magazine</a></li></ul></li>'
            '<li class="dropdown"><a href="/sub" class="icon" aria-label="Select channel" title="Select channel"><i class="fa-solid fa-list" aria-hidden="true"></i></a><ul class="dropdown__menu">'
            '<li><a href="/sub" class="">Subscribed</a></li><li><a href="/mod" class="">Moderated</a></li><li><a href="/fav" class="">Favourites</a></li><li><a href="/" class="">All</a></li></ul></li>'
            '<li><a class="login" href="/login">Log in</a></li></menu></div></header>') % (
        '<img id="logo" src="/%s_logo.svg" alt="Homepage" title="Homepage">' % ("mbin" if mb else "kbin") if rs.random() < 0.5 else "<span>%s</span>" % esc(site),
        mag, mag, mag, mag, mag, mag, mag)
    DESC.append(html_body)
    return ('%s<div id="middle" class="page-entry-single"><div class="kbin-container"><main id="main" data-controller="lightbox timeago confirmation" class="">'
            '<div id="content">%s%s<div id="comments">%s</div></div></main><aside id="sidebar">%s%s%s%s%s%s%s%s%s</aside></div></div>'
            '<div id="popover" class="popover js-popover section section--small" role="dialog"></div><div id="scroll-top" data-controller="scroll-top" style="display: none;" data-action="click->scroll-top#scrollTop" aria-hidden="true">'
            '<i class="fa-solid fa-arrow-up" aria-hidden="true"></i> <small class="hidden">0</small></div>') % (
        head, entry, options, clist, settings, info, box, modsec, rmags, people, rpsec, rtsec, about)


AX_CATS = [("cs.LG", "Computer Science", "Machine Learning", "cs"), ("cs.LG", "Computer Science", "Machine Learning", "cs"),
           ("cs.CL", "Computer Science", "Computation and Language", "cs"), ("cs.CV", "Computer Science", "Computer Vision and Pattern Recognition", "cs"),
           ("cs.AI", "Computer Science", "Artificial Intelligence", "cs"), ("cs.RO", "Computer Science", "Robotics", "cs"),
           ("cs.CR", "Computer Science", "Cryptography and Security", "cs"), ("cs.DS", "Computer Science", "Data Structures and Algorithms", "cs"),
           ("stat.ML", "Statistics", "Machine Learning", "cs"), ("eess.SY", "Electrical Engineering and Systems Science", "Systems and Control", "cs"),
           ("eess.SP", "Electrical Engineering and Systems Science", "Signal Processing", "cs"), ("stat.ME", "Statistics", "Methodology", "math"),
           ("math.PR", "Mathematics", "Probability", "math"), ("math.CO", "Mathematics", "Combinatorics", "math"), ("math.AP", "Mathematics", "Analysis of PDEs", "math"),
           ("math.OC", "Mathematics", "Optimization and Control", "math"), ("quant-ph", None, "Quantum Physics", "phys"),
           ("hep-th", None, "High Energy Physics - Theory", "phys"), ("hep-ph", None, "High Energy Physics - Phenomenology", "phys"),
           ("gr-qc", None, "General Relativity and Quantum Cosmology", "phys"), ("astro-ph.GA", "Astrophysics", "Astrophysics of Galaxies", "phys"),
           ("astro-ph.CO", "Astrophysics", "Cosmology and Nongalactic Astrophysics", "phys"), ("cond-mat.mtrl-sci", "Condensed Matter", "Materials Science", "phys"),
           ("cond-mat.str-el", "Condensed Matter", "Strongly Correlated Electrons", "phys"), ("physics.optics", "Physics", "Optics", "phys"),
           ("q-bio.NC", "Quantitative Biology", "Neurons and Cognition", "cs"), ("econ.EM", "Economics", "Econometrics", "math")]
AX_MATH = {"cs": ["$k$", "$n$", "$O(n \\log n)$", "$\\mathcal{O}(1/\\sqrt{T})$", "$\\tilde{O}(\\sqrt{dT})$", "$\\ell_2$", "$\\ell_1$", "$\\epsilon$", "$\\mathbb{R}^d$",
                   "$2\\times$", "$k$-means", "$\\alpha$", "$L$-smooth", "$\\lambda$", "$10\\times$", "$d$-dimensional"],
           "math": ["$n\\to\\infty$", "$d \\geq 3$", "$L^2(\\mathbb{R}^n)$", "$\\mathbb{Z}^d$", "$p$-adic", "$G$", "$k$", "$\\alpha \\in (0,1)$", "$C^{1,\\alpha}$", "$\\sigma$-finite",
                    "$n^{-1/2}$", "$\\mathcal{H}$", "$f$", "$q$-analogue", "$\\lambda_1$", "$K_{r,s}$", "$\\log n$"],
           "phys": ["$T_c$", "$\\sim 10^{4}$", "$z \\sim 2$", "$\\Lambda$CDM", "$SU(N)$", "$\\mathbb{Z}_2$", "$H_0$", "$\\gamma$-ray", "$\\sigma_8$", "$N=4$", "$\\sqrt{s} = 13$ TeV",
                    "$M_\\odot$", "$\\hbar\\omega$", "$d=4$", "$\\mathcal{N}=2$", "$g$-factor", "$10^{-3}$"]}
AX_TECH = {"cs": ["state-of-the-art", "large-scale", "end-to-end", "self-supervised", "data-driven", "transformer-based", "fine-tuned", "zero-shot", "multi-agent", "diffusion-based", "benchmarks", "latency"],
           "math": ["non-negative", "well-posedness", "asymptotically", "a priori", "second-order", "bounded", "ergodic", "Lipschitz", "sharp", "quasi-periodic"],
           "phys": ["ab initio", "first-principles", "spin-orbit", "two-dimensional", "non-equilibrium", "semiclassical", "photometric", "topological", "entanglement", "spectroscopic"]}
AX_OPEN = ["In this paper, we ", "In this paper, we ", "We propose ", "We study ", "In this work, we ", "We present ", "We introduce ", "Here we ", "We consider "]
AX_CONFS = ["NeurIPS 2023", "ICLR 2024", "ICML 2024", "CVPR 2024", "ACL 2024", "EMNLP 2023", "AAAI 2024", "IJCAI 2024", "ECCV 2024", "KDD 2024", "ICRA 2024", "Interspeech 2023"]
AX_DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
BX_SUBJECTS = ["Animal Behavior and Cognition", "Biochemistry", "Bioengineering", "Bioinformatics", "Biophysics", "Cancer Biology", "Cell Biology",
               "Developmental Biology", "Ecology", "Evolutionary Biology", "Genetics", "Genomics", "Immunology", "Microbiology", "Molecular Biology",
               "Neuroscience", "Paleontology", "Pathology", "Pharmacology and Toxicology", "Physiology", "Plant Biology",
               "Scientific Communication and Education", "Synthetic Biology", "Systems Biology", "Zoology"]
MX_SUBJECTS = ["Addiction Medicine", "Allergy and Immunology", "Cardiovascular Medicine", "Dermatology", "Emergency Medicine",
               "Endocrinology (including Diabetes Mellitus and Metabolic Disease)", "Epidemiology", "Gastroenterology", "Genetic and Genomic Medicine",
               "Health Economics", "Health Informatics", "Health Policy", "Hematology", "HIV/AIDS", "Infectious Diseases (except HIV/AIDS)",
               "Intensive Care and Critical Care Medicine", "Medical Education", "Nephrology", "Neurology", "Nursing", "Nutrition", "Obstetrics and Gynecology",
               "Occupational and Environmental Health", "Oncology", "Ophthalmology", "Pediatrics", "Pharmacology and Therapeutics", "Primary Care Research",
               "Psychiatry and Clinical Psychology", "Public and Global Health", "Radiology and Imaging", "Respiratory Medicine", "Rheumatology",
               "Sexual and Reproductive Health", "Surgery"]
BX_TECH = ["single-cell", "RNA-seq", "CRISPR", "in vivo", "in vitro", "knockout", "transcriptomic", "mice", "zebrafish", "cryo-EM", "phylogenetic", "genome-wide", "organoids", "proteomic"]
MX_TECH = ["cohort", "randomised", "cross-sectional", "retrospective", "hospitalised", "mortality", "incidence", "vaccination", "adjusted", "prevalence", "primary care", "follow-up"]
MX_DECL = ["I confirm all relevant ethical guidelines have been followed, and any necessary IRB and/or ethics committee approvals have been obtained.", "Yes",
           "The details of the IRB/oversight body that provided approval or exemption for the research described are given below:", None,
           "I confirm that all necessary patient/participant consent has been obtained and the appropriate institutional forms have been archived, and that any patient/participant/sample identifiers included were not known to anyone (e.g., hospital staff, patients or participants themselves) outside the research group so cannot be used to identify individuals.", "Yes",
           "I understand that all clinical trials and any other prospective interventional studies must be registered with an ICMJE-approved registry, such as ClinicalTrials.gov. I confirm that any such study reported in the manuscript has been registered and the trial registration ID is provided (note: if posting a prospective study registered retrospectively, please provide a statement in the trial ID field explaining why the study was not registered in advance).", "Yes",
           "I have followed all appropriate research reporting guidelines, such as any relevant EQUATOR Network research reporting checklist(s) and other pertinent material, if applicable.", "Yes"]


def arxiv(r, t, body, cat, cs):
    """A preprint's abstract page on a preprint server of 2020-2024, from
    the server's feed of new submissions, whose items' description is the
    abstract itself, one server a site.  Four sites in seven are arXiv's
    (arxiv-browse's abs page), of 2020-2022 or of 2024, one a site: the
    Cornell identity bar ("We gratefully acknowledge support from the
    Simons Foundation..." and "Donate" on the newer), the breadcrumbs
    "arXiv > cs > arXiv:2303.01234", the search block and its field
    select, the mobile header's menus; then in div#abs-outer the
    leftcolumn: the subheader h1 "Computer Science > Machine Learning"
    (the category alone for quant-ph, hep-th...), the mobile breadcrumb,
    the dateline "[Submitted on 3 Mar 2023 (v1), last revised 5 Apr 2023
    (this version, v2)]", h1.title.mathjax with its "Title:" descriptor
    span, div.authors with "Authors:" and the authors' search links, the
    hidden "View a PDF of the paper titled TITLE, by NAME and 3 other
    authors", the mobile "Download PDF" or "View PDF" and "HTML
    (experimental)" links, blockquote.abstract.mathjax: the "Abstract:"
    descriptor span, then the abstract's text as the submitter wrapped
    it, its lines split by newlines, a paragraph's break a "<br />"
    (urlize's URLs links reading "this https URL", inline TeX in $...$
    left to MathJax); the metatable's rows "Comments:" (pages, figures,
    "Accepted at ICLR 2024", a code link) on most pages, "Subjects:"
    (the primary subject's span and the cross-lists), "MSC classes:",
    "ACM classes:" or "Report number:" at times, "Cite as:" and "(or
    arXiv:...v2 [cs.LG] for this version)", the DataCite DOI with its
    "Focus to learn more" tooltip (from 2022), "Journal reference:" and
    "Related DOI:" at times; "Submission history" ("From: NAME [view
    email]", a line per version with its date and size); then
    div.extra-services: "Full-text links:" and "Download:" (PDF, Other
    formats) or "Access Paper:" (View PDF, HTML (experimental), TeX
    Source, Other Formats), the licence's link or icon, "Current browse
    context:", "< prev | next >", "new | recent | 2303", "Change to
    browse by:", "References & Citations" (INSPIRE HEP, NASA ADS, Google
    Scholar, Semantic Scholar), "N blog links" at times, DBLP on some cs
    pages, "export BibTeX citation" and its modal, "Bookmark"; the
    arXivLabs tabs ("Bibliographic Tools", "Code, Data, Media" or "Code
    & Data", "Demos", "Related Papers", "About arXivLabs": every tool's
    toggle and "What is ...?" link, the about tab's three paragraphs);
    "Which authors of this paper are endorsers? | Disable MathJax (What
    is MathJax?)" and the footer's columns.  The feed's description:
    "arXiv:2303.01234v1 Announce Type: new \\nAbstract: " and the
    abstract on the 2024 sites (cross, replace or replace-cross for the
    cross-lists and the revised), the abstract in a <p> on the older;
    with its URLs as they were typed.  The other sites are bioRxiv's (two
    in three) or medRxiv's (HighWire's Drupal: the zones, the logo and
    "THE PREPRINT SERVER FOR BIOLOGY" or "... FOR HEALTH SCIENCES", "Home", "About",
    "Submit", "ALERTS / RSS", the quick search and "Advanced Search",
    the COVID-19 banner on the sites of 2020-2022; the article's type
    "New Results" on bioRxiv, "Previous" and "Next", the title
    h1.highwire-cite-title, the authors in span.highwire-citation-author
    with "View ORCID Profile" icons, their hidden tooltips of
    affiliations, "Find this author on Google Scholar", "Find this
    author on PubMed", "Search for this author on this site", "For
    correspondence:"; "doi:" and the DOI, "Posted March 05, 2023.",
    "Now published in JOURNAL doi:" at times, "This article is a
    preprint and has not been certified by peer review [what does this
    mean?]." (medRxiv's longer warning), the tabs "Abstract", "Full
    Text", "Info/History", "Metrics", "Supplementary material", "Preview
    PDF"; the abstract's div.article.abstract-view: div.section.abstract
    with its h2 "Abstract" and <p>s (a species or a gene in <em>), or a
    structured abstract's div.subsection boxes of an h3 (Background,
    Methods, Results, Conclusions; Motivation, Results, Availability and
    implementation; Importance, Objective... JAMA's; Findings and
    Interpretation the Lancet's) and a <p>, or paragraphs opening on a
    typed "Background:"; then the "Competing Interest Statement" and on
    medRxiv "Clinical Trial", "Funding Statement", "Author
    Declarations" (the form's questions and "Yes") and "Data
    Availability"; the "Copyright" pane's licence sentence, the Disqus
    box on some sites, "Back to top", the pager, and the side column:
    "Download PDF", "Print/Save Options", "Supplementary Material",
    "Email" and its hidden form ("Thank you for your interest in
    spreading the word..."), "Share", "Citation Tools" (the citation and
    the managers' formats), the Altmetric badge, "Subject Area" and
    "Subject Areas" with their counts, the footer).  The feed's
    description is the abstract as text, a structured abstract's
    headings run into their paragraphs ("BackgroundThe ...") as
    HighWire's feed gives them.  No comments.  The truth: the abstract's
    paragraphs as a reader reads them ("this https URL" where arXiv
    writes it, the TeX as written), a structured abstract's headings
    and paragraphs; not the "Abstract:" label nor the "Abstract"
    heading, the title, authors, affiliations, dates, subjects, the
    comments line, the metadata rows, submission history, the tools,
    tabs and labs, nor the statements after the abstract (the
    competing interests', funding's, declarations', data's and
    copyright's, the peer review warning and the labs' paragraph
    counted as leaks)."""
    rs = random.Random(BLOG[0] + " arxiv")
    server = rs.choice(["arxiv", "arxiv", "arxiv", "arxiv", "biorxiv", "biorxiv", "medrxiv"])
    lex = lambda: LEXICON[int(1200 * r.random() ** 2)]
    cap = lambda w: w[0].upper() + w[1:]
    person = lambda: "%s %s" % (cap(lex()), cap(lex()))
    dot = lambda s: s[:-1] + "." if s[-1] in "?!" and r.random() < 0.95 else s

    sents = word_sents

    def swap(s, toks, prob):
        """The sentence with one of its middle words a technical token."""
        w = s.split(" ")
        if len(w) > 4 and r.random() < prob:
            w[r.randint(1, len(w) - 2)] = r.choice(toks)
        return " ".join(w)

    def wrap(s, width):
        """The text as a submitter's editor wrapped it."""
        lines, cur = [], ""
        for w in s.split(" "):
            if cur and len(cur) + 1 + len(w) > width:
                lines.append(cur)
                cur = w
            else:
                cur = cur + " " + w if cur else w
        return "\n".join(lines + [cur])

    if server == "arxiv":
        new = rs.random() < 0.5                            # the 2024 page and feed, or 2020-2022's
        feedcat = rs.choice(AX_CATS)
        fam = feedcat[3]
        pool = [c for c in AX_CATS if c[3] == fam]
        year = r.choice([2024]) if new else r.choice([2020, 2021, 2021, 2022, 2022])
        sub = datetime.datetime(year, r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))
        cross = r.random() < 0.2
        prim = r.choice([c for c in pool if c[0] != feedcat[0]]) if cross else feedcat
        secs = [feedcat] if cross else []
        for c in r.sample(pool, r.randint(0, 3)):
            if c[0] != prim[0] and c not in secs:
                secs.append(c)
        pid, parch = prim[0], prim[0].split(".")[0]
        aid = "%02d%02d.%05d" % (year % 100, sub.month, r.randint(100, 19999 if year > 2021 else 15999))
        nver = r.choice([1, 1, 1, 1, 1, 1, 2, 2, 3])
        vers = [sub]
        for _ in range(nver - 1):
            vers.append(vers[-1] + datetime.timedelta(days=r.randint(1, 90), hours=r.randint(0, 23), minutes=r.randint(0, 59)))
        kb = [r.randint(80, 9000)]
        for _ in range(nver - 1):
            kb.append(max(20, kb[-1] + r.randint(-200, 900)))
        authors = [person() for _ in range(r.choice([1, 2, 2, 3, 3, 4, 4, 5, 6, 7, 9, 12]))]
        dmy = lambda d: "%d %s %d" % (d.day, SE_MON[d.month - 1], d.year)
        url = lambda p: "https://arxiv.org" + p
        # the abstract: one paragraph on most pages, two or three on some
        npar = r.choice([1] * 15 + [2] * 4 + [3])
        src = [s for p in body for s in sents(p)]
        paras = []
        for k in range(npar):
            n = r.randint(4, 8) if k == 0 else r.randint(2, 4)
            ss = [dot(src.pop(0)) if src and r.random() < 0.7 else dot(sentence(r, 8, 26)) for _ in range(n if npar == 1 else max(2, n - 1))]
            ss = [swap(swap(s, AX_MATH[fam], {"cs": 0.25, "math": 0.55, "phys": 0.45}[fam]), AX_TECH[fam], 0.3) for s in ss]
            if k == 0 and r.random() < 0.6:
                ss[0] = r.choice(AX_OPEN) + ss[0][0].lower() + ss[0][1:]
            if fam == "cs" and r.random() < 0.3:
                j = r.randrange(len(ss))
                ss[j] = ss[j][:-1] + " by %.1f%%" % (r.randint(5, 400) / 10) + ss[j][-1]
            paras.append(ss)
        link = None
        if fam == "cs" and r.random() < 0.35 or r.random() < 0.06:
            gh = r.choice(["https://github.com/%s/%s" % (lex(), "-".join(lex() for _ in range(r.randint(1, 2)))),
                           "https://%s.github.io/%s" % (lex(), lex()), "https://github.com/%s-lab/%s" % (lex(), lex())])
            link = gh
            paras[-1].append(r.choice(["Code is available at \x00.", "Our code is publicly available at \x00.", "The source code and data are released at \x00.",
                                       "Project page: \x00", "Code and models are available at \x00.", "Our implementation is available at \x00."]))
        plain = [" ".join(ss) for ss in paras]
        shown = "this https URL"
        STORY.extend(p.replace("\x00", shown) for p in plain)
        a_html = ('<a href="%s" rel="external noopener nofollow" class="link-external link-https">%s</a>' % (link, shown)) if link else ""
        width = r.choice([0, 72, 78, 80, 80]) if new else r.choice([72, 78, 80, 80])
        ab = "\n<br />".join((wrap(esc(p), width) if width else esc(p)) for p in plain).replace("\x00", a_html)
        nv = nver
        vtag = "%sv%d" % (aid, nv)
        if new:
            typ = ("replace" if nv > 1 else "new") if not cross else ("replace-cross" if nv > 1 else "cross")
            DESC.append("arXiv:%s Announce Type: %s \nAbstract: %s" % (vtag, typ, "\n".join(plain).replace("\x00", link or "")))
        else:
            DESC.append("<p>%s</p>" % "</p>\n<p>".join(esc(p).replace("\x00", '<a href="%s">%s</a>' % (link, shown) if link else "") for p in plain))
        pdf_info = "View a PDF of the paper titled %s, by %s%s" % (t, authors[0], " and %d other authors" % (len(authors) - 1) if len(authors) > 1 else "")
        EXTRAS.append(pdf_info)
        EXTRAS.append("arXivLabs is a framework that allows collaborators to develop and share new arXiv features directly on our website.")
        # the header
        svg_search = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" class="icon filter-white" role="presentation"><title>open search</title><path d="M505 442.7L405.3 343c-4.5-4.5-10.6-7-17-7H372c27.6-35.3 44-79.7 44-128C416 93.1 322.9 0 208 0S0 93.1 0 208s93.1 208 208 208c48.3 0 92.7-16.4 128-44v16.3c0 6.4 2.5 12.5 7 17l99.7 99.7c9.4 9.4 24.6 9.4 33.9 0l28.3-28.3c9.4-9.4 9.4-24.6.1-34zM208 336c-70.7 0-128-57.2-128-128 0-70.7 57.2-128 128-128 70.7 0 128 57.2 128 128 0 70.7-57.2 128-128 128z"/></svg>'
        svg_menu = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 448 512" class="icon filter-white" role="presentation"><title>open navigation menu</title><path d="M16 132h416c8.837 0 16-7.163 16-16V76c0-8.837-7.163-16-16-16H16C7.163 60 0 67.163 0 76v40c0 8.837 7.163 16 16 16zm0 160h416c8.837 0 16-7.163 16-16v-40c0-8.837-7.163-16-16-16H16c-8.837 0-16 7.163-16 16v40c0 8.837 7.163 16 16 16zm0 160h416c8.837 0 16-7.163 16-16v-40c0-8.837-7.163-16-16-16H16c-8.837 0-16 7.163-16 16v40c0 8.837 7.163 16 16 16z"/></svg>'
        static = "/static/browse/0.3.4" if new else "/static/browse/0.3.2.8"
        info = "https://info.arxiv.org" if new else "https://arxiv.org"
        opts = [("all", "All fields"), ("title", "Title"), ("author", "Author"), ("abstract", "Abstract"), ("comments", "Comments"), ("journal_ref", "Journal reference"),
                ("acm_class", "ACM classification"), ("msc_class", "MSC classification"), ("report_num", "Report number"), ("paper_id", "arXiv identifier"), ("doi", "DOI"),
                ("orcid", "ORCID"), ("author_id", "arXiv author ID"), ("help", "Help pages"), ("full_text", "Full text")]
        search = ('<div class="search-block level-right">\n    <form class="level-item mini-search" method="GET" action="https://arxiv.org/search">\n      <div class="field has-addons">\n        <div class="control">\n'
                  '          <input class="input is-small" type="text" name="query" placeholder="Search..." aria-label="Search term or terms" />\n'
                  '          <p class="help"><a href="%s/help">Help</a> | <a href="https://arxiv.org/search/advanced">Advanced Search</a></p>\n        </div>\n        <div class="control">\n          <div class="select is-small">\n'
                  '            <select name="searchtype" aria-label="Field to search">\n%s            </select>\n          </div>\n        </div>\n        <input type="hidden" name="source" value="header">\n'
                  '        <button class="button is-small is-cul-darker">Search</button>\n      </div>\n    </form>\n  </div>') % (
            info, "".join('              <option value="%s"%s>%s</option>\n' % (v, ' selected="selected"' if v == "all" else "", l) for v, l in opts))
        ack = ('<span id="support-ack-url">We gratefully acknowledge support from the Simons Foundation, <a href="https://info.arxiv.org/about/ourmembers.html">member institutions</a>, and all contributors.</span>\n'
               '      <a href="https://info.arxiv.org/about/donate.html" class="btn-header-donate">Donate</a>') if new else (
            '<a href="https://confluence.cornell.edu/x/ALlRF">We gratefully acknowledge support from<br /> the Simons Foundation and member institutions.</a>')
        crumbs = ('<div class="header-breadcrumbs is-hidden-mobile">\n      <a href="/"><img src="%s/images/arxiv-logo-one-color-white.svg" alt="arxiv logo" style="height:40px;"/></a> <span>&gt;</span> <a href="/list/%s/recent">%s</a> <span>&gt;</span> arXiv:%s\n    </div>' % (
            static, parch, parch, aid)) if new else '<h1><a href="/">arXiv.org</a> &gt; <a href="/list/%s/recent">%s</a> &gt; arXiv:%s</h1>' % (parch, parch, aid)
        header = ('<header>\n  <a href="#content" class="is-sr-only">Skip to main content</a>\n  <!-- start desktop header -->\n  <div class="columns is-vcentered is-hidden-mobile" id="cu-identity">\n'
                  '    <div class="column" id="cu-logo">\n      <a href="https://www.cornell.edu/"><img src="%s/images/icons/cu/cornell-reduced-white-SMALL.svg" alt="Cornell University" /></a>\n'
                  '    </div><div class="column" id="support-ack">\n      %s\n    </div>\n  </div>\n\n  <div id="header" class="is-hidden-mobile">\n<a aria-hidden="true" tabindex="-1" href="/IgnoreMe"></a>\n  %s\n\n  %s\n</div><!-- /end desktop header -->\n\n'
                  '  <div class="mobile-header">\n    <div class="columns is-mobile">\n      <div class="column logo-arxiv"><a href="https://arxiv.org/"><img src="%s/images/arxiv-logomark-small-white.svg" alt="arXiv logo" style="height:60px;" /></a></div>\n'
                  '      <div class="column logo-cornell"><a href="https://www.cornell.edu/">\n        <picture>\n          <source media="(min-width: 501px)"\n            srcset="%s/images/icons/cu/cornell-reduced-white-SMALL.svg  400w"\n            sizes="400w" />\n'
                  '          <source srcset="%s/images/icons/cu/cornell_seal_simple_black.svg 2x" />\n          <img src="%s/images/icons/cu/cornell-reduced-white-SMALL.svg" alt="Cornell University Logo" />\n        </picture>\n      </a></div>\n'
                  '      <div class="column nav" id="toggle-container" role="menubar">\n        <button class="toggle-control">%s</button>\n        <div class="mobile-toggle-block toggle-target">\n'
                  '          <form class="mobile-search-form" method="GET" action="https://arxiv.org/search">\n            <div class="field has-addons">\n              <input class="input" type="text" name="query" placeholder="Search..." aria-label="Search term or terms" />\n'
                  '              <input type="hidden" name="source" value="header">\n              <input type="hidden" name="searchtype" value="all">\n              <button class="button">GO</button>\n            </div>\n          </form>\n        </div>\n\n'
                  '        <button class="toggle-control">%s</button>\n        <div class="mobile-toggle-block toggle-target">\n          <nav class="mobile-menu" aria-labelledby="mobilemenulabel">\n            <h2 id="mobilemenulabel">quick links</h2>\n            <ul>\n'
                  '                <li><a href="https://arxiv.org/login">Login</a></li>\n                <li><a href="%s/help">Help Pages</a></li>\n                <li><a href="%s/about">About</a></li>\n            </ul>\n          </nav>\n        </div>\n      </div>\n    </div>\n  </div><!-- /end mobile-header -->\n</header>') % (
            static, ack, crumbs, search, static, static, static, static, svg_search, svg_menu, info, info)
        # the abstract's box
        disp = lambda c: "%s (%s)" % (c[2], c[0])
        subhead = ("%s > %s" % (prim[1], prim[2])) if prim[1] else prim[2]
        if nv == 1:
            dateline = "[Submitted on %s]" % dmy(vers[0])
        else:
            dateline = '[Submitted on %s (<a href="%s">v1</a>), last revised %s (this version, v%d)]' % (dmy(vers[0]), url("/abs/%sv1" % aid), dmy(vers[-1]), nv)
        alinks = ", \n".join('<a href="https://arxiv.org/search/%s?searchtype=author&amp;query=%s,+%s"%s>%s</a>' % (
            parch if "." in pid else pid, a.split()[1], a[0], ' rel="nofollow"' if new else "", esc(a)) for a in authors)
        mob = ('    <a class="mobile-submission-download" href="/pdf/%s">View PDF</a>\n' % aid + (
            '    <a class="mobile-submission-download" href="https://arxiv.org/html/%s">HTML (experimental)</a>\n' % vtag if r.random() < 0.8 else "")) if new else (
            '    <a class="mobile-submission-download" href="/pdf/%s">Download PDF</a>\n' % aid)
        html_ok = new and "HTML (experimental)" in mob
        # the metatable
        rows = []

        def row(label, cls, content):
            rows.append('        <tr>\n          <td class="tablecell label">%s</td>\n          <td class="tablecell %s">%s</td>\n        </tr>\n' % (label, cls, content))
        ncom = r.random()
        if ncom < 0.8:
            pages, figs = r.randint(4, 60), r.randint(1, 16)
            bits = ["%d pages, %d figures" % (pages, figs)] if r.random() < 0.7 else ["%d pages" % pages]
            if r.random() < 0.25:
                bits[0] += ", %d tables" % r.randint(1, 6)
            x = r.random()
            if fam == "cs" and x < 0.35:
                bits.insert(0 if r.random() < 0.5 else 1, r.choice(["Accepted at %s", "Accepted to %s", "To appear in %s", "Published at %s", "%s camera-ready"]) % r.choice(AX_CONFS))
            elif fam == "phys" and x < 0.3:
                bits.append(r.choice(["submitted to PRL", "accepted for publication in ApJ", "comments welcome", "version accepted in PRB", "published version"]))
            elif x < 0.45:
                bits.append(r.choice(["Preprint. Under review", "v%d: minor corrections, references added" % max(2, nv), "comments welcome!", "extended version", "Preliminary version"]))
            com = "; ".join(bits) if r.random() < 0.6 else ", ".join(bits)
            if link is None and fam == "cs" and r.random() < 0.15:
                com += "; code: \x00"
                link2 = "https://github.com/%s/%s" % (lex(), lex())
            else:
                link2 = None
            row("Comments:", "comments mathjax", esc(com).replace("\x00", '<a href="%s" rel="external noopener nofollow" class="link-external link-https">this https URL</a>' % link2 if link2 else ""))
            if len(com) > 30:
                EXTRAS.append(com.replace("\x00", "this https URL"))
        row("Subjects:", "subjects", '\n            <span class="primary-subject">%s</span>%s' % (disp(prim), "".join("; " + disp(c) for c in secs)))
        if fam == "math" and pid.startswith("math") and r.random() < 0.4:
            row("MSC&nbsp;classes:", "msc-classes", ", ".join("%02d%s%02d" % (r.randint(5, 94), r.choice("ABCDEFGHJKLMNPQ"), r.randint(5, 99)) for _ in range(r.randint(1, 3))))
        elif pid.startswith("cs") and r.random() < 0.1:
            row("ACM&nbsp;classes:", "acm-classes", "; ".join("%s.%d.%d" % (r.choice("CDFGHI"), r.randint(1, 7), r.randint(1, 9)) for _ in range(r.randint(1, 2))))
        elif pid.startswith("hep") and r.random() < 0.4:
            row("Report&nbsp;number:", "jref", "%s-%d-%03d" % (r.choice(["CERN-TH", "DESY", "KEK-TH", "MIT-CTP/", "IPMU"]), year, r.randint(1, 300)))
        row("Cite as:", "arxivid", '<span class="arxivid"><a href="%s">arXiv:%s</a> [%s]</span>' % (url("/abs/%s" % aid), aid, pid))
        row("&nbsp;", "arxividv", '(or <span class="arxivid">\n              <a href="%s">arXiv:%s</a> [%s]</span> for this version)\n          ' % (url("/abs/%s" % vtag), vtag, pid))
        tip = ('<div class="button-and-tooltip">\n              <button class="more-info" aria-describedby="more-info-desc-%d">\n                <svg height="15" role="presentation" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><path fill="currentColor" d="M256 8C119.043 8 8 119.083 8 256c0 136.997 111.043 248 248 248s248-111.003 248-248C504 119.083 392.957 8 256 8zm0 110c23.196 0 42 18.804 42 42s-18.804 42-42 42-42-18.804-42-42 18.804-42 42-42zm56 254c0 6.627-5.373 12-12 12h-88c-6.627 0-12-5.373-12-12v-24c0-6.627 5.373-12 12-12h12v-64h-12c-6.627 0-12-5.373-12-12v-24c0-6.627 5.373-12 12-12h64c6.627 0 12 5.373 12 12v100h12c6.627 0 12 5.373 12 12v24z" class=""></path></svg>\n'
               '                <span class="visually-hidden">Focus to learn more</span>\n              </button>\n              <!-- tooltip description -->\n              <div role="tooltip" id="more-info-desc-%d">\n                <span class="left-corner"></span>\n                %s\n              </div>\n            </div>')
        if year >= 2022:
            row("&nbsp;", "arxivdoi", '\n            <a href="https://doi.org/10.48550/arXiv.%s" id="arxiv-doi-link">https://doi.org/10.48550/arXiv.%s</a>%s\n          ' % (aid, aid, tip % (1, 1, "arXiv-issued DOI via DataCite")))
        jref = nv > 1 and r.random() < 0.4 or r.random() < 0.08
        if jref:
            jt = {"phys": lambda: "Phys. Rev. %s %d, %d (%d)" % (r.choice(["B", "D", "Lett.", "A", "E"]), r.randint(90, 110), r.randint(1000, 250000), year),
                  "math": lambda: "%s %s %d (%d), no. %d, %d-%d" % (r.choice(["J.", "Ann.", "Trans."]), cap(lex()), r.randint(10, 300), year, r.randint(1, 12), r.randint(1, 900), r.randint(901, 1500)),
                  "cs": lambda: "%s, pp. %d-%d" % (r.choice(["Proceedings of %s" % r.choice(AX_CONFS), "IEEE Transactions on %s %s, vol. %d" % (cap(lex()), cap(lex()), r.randint(10, 70))]), r.randint(1, 900), r.randint(901, 1500))}[fam]()
            row("Journal&nbsp;reference:", "jref", esc(jt))
            rdoi = "10.%d/%s.%d.%d" % (r.choice([1103, 1007, 1016, 1109, 1088, 1093]), lex(), year, r.randint(1000, 99999))
            row('<abbr title="Digital Object Identifier">Related DOI</abbr>:', "doi", '<a href="https://doi.org/%s">https://doi.org/%s</a>%s\n          ' % (rdoi, rdoi, tip % (2, 2, "DOI(s) linking to related resources")))
        submitter = authors[0] if r.random() < 0.6 else r.choice(authors)
        hist = "".join(('<strong>[v%d]</strong>\n' % (k + 1) if k + 1 == nv else '<strong><a href="/abs/%sv%d">[v%d]</a></strong>\n' % (aid, k + 1, k + 1)) +
                       "        %s, %d %s %d %02d:%02d:%02d UTC (%s KB)<br/>\n" % (AX_DAYS[d.weekday()], d.day, SE_MON[d.month - 1], d.year, d.hour, d.minute, d.second, "{:,}".format(kb[k]))
                       for k, d in enumerate(vers))
        left = ('<div class="leftcolumn">\n    <div class="subheader">\n      <h1>%s</h1>\n    </div>\n\n    <div class="header-breadcrumbs-mobile">\n      <strong>arXiv:%s</strong> (%s)\n    </div>\n'
                '<link rel="stylesheet" type="text/css" href="/static/base/1.0.1/css/abs.css">\n<div id="content-inner">\n  <div id="abs">\n    <div class="dateline">\n  %s</div>\n'
                '    <h1 class="title mathjax"><span class="descriptor">Title:</span>%s</h1>\n    <div class="authors"><span class="descriptor">Authors:</span>%s</div>\n'
                '            <div id="download-button-info" hidden>%s</div>\n%s\n    <blockquote class="abstract mathjax">\n            <span class="descriptor">Abstract:</span>%s\n    </blockquote>\n\n'
                '    <!--CONTEXT-->\n    <div class="metatable">\n      <table summary="Additional metadata">\n%s      </table>\n    </div>\n  </div>\n</div>\n'
                '    <div class="submission-history">\n      <h2>Submission history</h2> From: %s [<a href="/show-email/%08x/%s">view email</a>]\n      <br/>\n            %s</div>\n  </div>\n  <!--end leftcolumn-->\n') % (
            esc(subhead), aid, parch, dateline, esc(t), alinks, esc(pdf_info), mob, ab, "".join(rows), esc(submitter), r.getrandbits(32), aid, hist)
        # the extra services
        lic = r.choice([("http://arxiv.org/licenses/nonexclusive-distrib/1.0/", None), ("http://arxiv.org/licenses/nonexclusive-distrib/1.0/", None),
                         ("http://creativecommons.org/licenses/by/4.0/", "by-4.0"), ("http://creativecommons.org/licenses/by-nc-sa/4.0/", "by-nc-sa-4.0"),
                         ("http://creativecommons.org/licenses/by-nc-nd/4.0/", "by-nc-nd-4.0")]) if r.random() < 0.5 else ("http://arxiv.org/licenses/nonexclusive-distrib/1.0/", None)
        if new:
            dl = ('<ul>\n  <div id="download-button-info" hidden>\nView a PDF of the paper titled %s, by %s</div><li><a href="/pdf/%s" aria-describedby="download-button-info" accesskey="f" class="abs-button download-pdf">View PDF</a></li>%s'
                  '<li><a href="/src/%s" class="abs-button download-eprint">TeX Source</a></li><li><a href="/format/%s" class="abs-button download-format">Other Formats</a></li></ul>') % (
                esc(t), esc(authors[0]) + (" and %d other authors" % (len(authors) - 1) if len(authors) > 1 else ""), aid,
                '<li><a href="https://arxiv.org/html/%s" class="abs-button" id="latexml-download-link">HTML (experimental)</a></li>' % vtag if html_ok else "", aid, aid)
            full = '<span class="descriptor">Full-text links:</span>\n      <h2>Access Paper:</h2>\n      %s' % dl
        else:
            full = ('<span class="descriptor">Full-text links:</span>\n      <h2>Download:</h2>\n      <ul>\n  <li><a href="/pdf/%s" accesskey="f" class="abs-button download-pdf">PDF</a></li>\n'
                    '  <li><a href="/format/%s" class="abs-button download-format">Other formats</a></li></ul>') % (aid, aid)
        licbox = ('<a href="%s" title="Rights to this article" class="has_license">\n            <img alt="license icon" role="presentation" src="https://arxiv.org/icons/licenses/%s.png"/>\n            <span>view license</span>\n          </a>' % lic
                  if lic[1] else '<a href="%s" title="Rights to this article">%s</a>' % (lic[0], "view license" if new else "(license)"))
        switch = [parch] + sorted({c[0] for c in [prim] + secs if c[0] != parch} | {c[0].split(".")[0] for c in secs} - {parch})
        ym = "%d-%02d" % (year, sub.month) if new else "%02d%02d" % (year % 100, sub.month)
        refs = ['<li><a  class="abs-button abs-button-small cite-inspire" href="https://inspirehep.net/arxiv/%s">INSPIRE HEP</a><br/></li>' % aid] if pid.startswith(("hep", "gr-qc")) else []
        refs += ['<li><a  class="abs-button abs-button-small cite-ads" href="https://ui.adsabs.harvard.edu/abs/arXiv:%s">NASA ADS</a></li>' % aid,
                 '<li><a  class="abs-button abs-button-small cite-google-scholar" href="https://scholar.google.com/scholar_lookup?arxiv_id=%s" target="_blank" rel="noopener">Google Scholar</a></li>' % aid,
                 '<li><a  class="abs-button abs-button-small cite-semantic-scholar" href="https://api.semanticscholar.org/arXiv:%s" target="_blank" rel="noopener">Semantic Scholar</a></li>' % aid]
        blogs = r.randint(1, 4) if r.random() < 0.08 else 0
        dblp = pid.startswith("cs") and not new and r.random() < 0.4
        svc = ('<div class="extra-services">    <div class="full-text">\n      <a name="other"></a>\n      %s\n      <div class="abs-license">%s</div>\n    </div>\n    <!--end full-text-->'
               '    <div class="browse">\n    Current browse context: <div class="current">%s</div>\n\n  <div class="prevnext">\n<span class="arrow">\n      <a class="abs-button prev-url" href="/prevnext?id=%s&amp;function=prev&amp;context=%s"\n'
               '         accesskey="p" title="previous in %s (accesskey p)" rel="nofollow">&lt;&nbsp;prev</a>\n    </span>\n    <span class="is-hidden-mobile">&nbsp; | &nbsp;</span>    <span class="arrow">\n'
               '      <a class="abs-button next-url" href="/prevnext?id=%s&amp;function=next&amp;context=%s" accesskey="n"\n         title="next in %s (accesskey n)"  rel="nofollow">next&nbsp;&gt;</a>\n    </span>\n    </div>'
               '<div class="list">\n    <a class="abs-button abs-button-grey abs-button-small context-new" href="/list/%s/new"  rel="nofollow">new</a>\n    <span class="is-hidden-mobile"> | </span>\n'
               '    <a class="abs-button abs-button-grey abs-button-small context-recent" href="/list/%s/recent" rel="nofollow">recent</a>\n    <span class="is-hidden-mobile"> | </span>'
               '<a class="abs-button abs-button-grey abs-button-small context-id" href="/list/%s/%s" rel="nofollow">%s</a>\n  </div>%s\n</div>\n'
               '      <div class="extra-ref-cite">\n        <h3>References &amp; Citations</h3>\n        <ul>\n          %s\n        </ul>\n        <div style="clear:both;"></div>\n      </div>\n%s%s'
               '<div class=\'extra-ref-cite\'>\n    <span id=\'bib-cite-trigger\' class="bib-cite-button abs-button">export BibTeX citation</span>\n    <span id=\'bib-cite-loading\' hidden=\'true\'>Loading...</span>\n</div>\n\n'
               '<div id=\'bib-cite-modal\' class=\'bib-modal\' hidden=\'true\'>\n    <div class=\'bib-modal-content\'>\n        <div class=\'bib-modal-title\'>\n            <h2>BibTeX formatted citation</h2>\n            <span class=\'bib-modal-close\' >&times;</span>\n        </div>\n'
               '        <div>\n            <textarea id=\'bib-cite-target\' class="bib-citation-content" aria-label="loading the citation">loading...</textarea>\n        </div>\n        <div>\n            <span>Data provided by: </span>\n            <a id=\'bib-cite-source-api\'></a>\n        </div>\n    </div>\n</div>'
               '<div class="bookmarks">\n  <div><h3>Bookmark</h3></div><a class="abs-button abs-button-grey abs-button-small" href="http://www.bibsonomy.org/BibtexHandler?requTask=upload&amp;url=https://arxiv.org/abs/%s&amp;description=%s"\n     title="Bookmark on BibSonomy">\n'
               '    <img src="%s/images/icons/social/bibsonomy.png"\n         alt="BibSonomy logo"/>\n  </a>\n  <a class="abs-button abs-button-grey abs-button-small" href="https://reddit.com/submit?url=https://arxiv.org/abs/%s&amp;title=%s"\n     title="Bookmark on Reddit">\n'
               '    <img src="%s/images/icons/social/reddit.png"\n         alt="Reddit logo"/>\n  </a>\n</div>  </div>\n  <!-- end extra-services-->\n') % (
            full, licbox, pid, aid, pid, pid, aid, pid, pid, pid, pid, pid, ym, ym,
            ('<div class="abs-switch-cat">\n    Change to browse by:\n    <div class="switch context-change">\n%s    </div>\n  </div>' % "".join(
                '        <a %shref="/abs/%s?context=%s" rel="nofollow">%s</a><br class="is-hidden-mobile">\n' % ('class="subclass" ' if "." in c else "", aid, c, c) for c in switch if c != pid)) if len(switch) > 1 else "",
            "\n          ".join(refs),
            ('    <div class="extra-general">\n        <div class="what-is-this">\n            <h3><a  class="abs-button abs-button-grey abs-button-small trackback-link" href="/tb/%s"> %d blog link%s</a></h3> (<a href="%s/help/trackback" class="trackback-help">what is this?</a>)\n        </div>\n    </div>\n' % (
                aid, blogs, "s" if blogs > 1 else "", info)) if blogs else "",
            ('<div class="dblp">\n    <h3><a href="https://dblp.uni-trier.de">DBLP</a> - CS Bibliography</h3>\n    <div class="list">\n      <a href="https://dblp.uni-trier.de/db/journals/corr/corr%02d%02d.html#abs-%s" title="listing on DBLP">listing</a> | <a href="https://dblp.uni-trier.de/rec/bibtex/journals/corr/abs-%s" title="DBLP bibtex record">bibtex</a>\n    </div>\n'
             '    <div class="list">\n      %s\n    </div>\n  </div>\n' % (year % 100, sub.month, aid.replace(".", "-"), aid.replace(".", "-"), "<br/>\n      ".join(
                 '<a href="https://dblp.uni-trier.de/search/author?author=%s" title="DBLP author search">%s</a>' % (a.replace(" ", "%20"), esc(a)) for a in authors[:5]) + ('\n      <div class="list">&hellip;</div>' if len(authors) > 5 else ""))) if dblp else "",
            aid, esc(t.replace(" ", "%20")), static, aid, esc(t.replace(" ", "%20")), static)

        def lab(tid, label, what, whathref, script=True):
            return ('        <div class="columns is-mobile lab-row">\n          <div class="column lab-switch">\n            <label class="switch">\n              <input\n                id="%s-toggle"\n                type="checkbox"\n                class="lab-toggle"\n'
                    '%s                aria-labelledby="label-for-%s">\n              <span class="slider"></span>\n              <span class="is-sr-only">%s Toggle</span>\n            </label>\n          </div>\n'
                    '          <div class="column lab-name">\n            <span id="label-for-%s">%s</span> <em>(<a href="%s" target="_blank">%s</a>)</em>\n          </div>\n        </div>\n') % (
                tid, '                data-script-url="%s/%s/%s.js"\n' % (static, tid, tid) if script else "", tid, label, tid, label, whathref, what)
        bib = lab("bibex", "Bibliographic Explorer", "What is the Explorer?", "https://info.arxiv.org/labs/showcase.html#arxiv-bibliographic-explorer") + (
            lab("connectedpapers", "Connected Papers", "What is Connected Papers?", "https://www.connectedpapers.com/about") if new else "") + lab(
            "litmaps", "Litmaps", "What is Litmaps?", "https://www.litmaps.co/") + lab("scite", "scite Smart Citations", "What are Smart Citations?", "https://www.scite.ai/")
        code = (lab("alphaxiv", "alphaXiv", "What is alphaXiv?", "https://alphaxiv.org/") if new else "") + lab(
            "catalyzex", "CatalyzeX Code Finder for Papers", "What is CatalyzeX?", "https://www.catalyzex.com") + lab("dagshub", "DagsHub", "What is DagsHub?", "https://dagshub.com/") + (
            lab("gotitpub", "GotitPub", "What is GotitPub?", "http://gotit.pub/faq") + lab("huggingface", "Hugging Face", "What is Huggingface?", "https://huggingface.co/huggingface") if new else "") + lab(
            "paperwithcode", "Links to Code", "What is Papers with Code?", "https://paperswithcode.com/") + lab("sciencecast", "ScienceCast", "What is ScienceCast?", "https://sciencecast.org/welcome")
        demos = lab("replicate", "Replicate", "What is Replicate?", "https://replicate.com/docs/arxiv/about") + lab("spaces", "Hugging Face Spaces", "What is Spaces?", "https://huggingface.co/docs/hub/spaces") + (
            lab("txyz", "TXYZ.AI", "What is TXYZ.AI?", "https://txyz.ai") if new else "")
        recs = lab("influenceflower", "Influence Flower", "What are Influence Flowers?", "https://influencemap.cmlab.dev/") + ("" if new else lab(
            "connectedpapers", "Connected Papers", "What is Connected Papers?", "https://www.connectedpapers.com/about")) + lab(
            "core-recommender", "CORE Recommender", "What is CORE?", "https://core.ac.uk/services/recommender", False) + (lab(
                "iarxiv", "IArxiv Recommender", "What is IArxiv?", "https://iarxiv.org/about") if pid in ("cs.LG", "gr-qc", "hep-ph", "hep-th") or pid.startswith(("astro-ph", "cond-mat")) else "")
        tabs = [("tabone", "Bibliographic Tools", "tab labs-display-bib", "Bibliographic and Citation Tools", bib, '        <div class="labs-content-placeholder labs-display" style="display: none;"></div>\n        <div style="min-height: 15px" id="connectedpapers-output"></div>\n        <div style="min-height: 15px" id="litmaps-open-in"></div>\n        <div style="min-height: 15px" id="scite-open-in"></div>\n'),
                ("tabtwo", "Code, Data, Media" if new or year >= 2022 else "Code &amp; Data", "tab", "Code, Data and Media Associated with this Article" if new or year >= 2022 else "Code and Data Associated with this Article", code,
                 '      <div id="catalyzex-output" class="labs-display"></div>\n      <div id="dagshub-output" class="labs-display"></div>\n      <div id="pwc-output" class="labs-display"></div>\n      <div id="sciencecast-output" class="labs-display"></div>\n')]
        if pid.startswith(("cs", "eess", "stat")) or new:
            tabs.append(("labstabs-demos-input", "Demos", "tab", "Demos", demos, '      <div id="replicate-output"></div>\n      <div id="spaces-output"></div>\n'))
        tabs.append(("tabfour", "Related Papers", "tab", "Recommenders and Search Tools", recs, '      <div id="influenceflower-output"></div>\n      <div id="coreRecommenderOutput"></div>\n      <div id="iarxivOutput"></div>\n'))
        labs = '<!-- LABS AREA -->\n<div id="labstabs">\n  <div class="labstabs"><input type="radio" name="tabs" id="tabone"checked="checked">\n' + "".join(
            ('' if k == 0 else '    <input type="radio" name="tabs" id="%s">\n' % tid) + '    <label for="%s"%s>%s</label>\n    <div class="%s">\n      <h1>%s</h1>\n      <div class="toggle">\n%s      </div>\n%s    </div>\n\n' % (
                tid, ' id="labstabs-demos-label"' if label == "Demos" else "", label, cls, h, body_, tail) for k, (tid, label, cls, h, body_, tail) in enumerate(tabs)) + (
            '    <input type="radio" name="tabs" id="tabfive">\n    <label for="tabfive">\n      About arXivLabs\n    </label>\n    <div class="tab">\n      <div class="columns">\n        <div class="column">\n'
            '          <h1>arXivLabs: experimental projects with community collaborators</h1>\n          <p>arXivLabs is a framework that allows collaborators to develop and share new arXiv features directly on our website.</p>\n'
            '          <p>Both individuals and organizations that work with arXivLabs have embraced and accepted our values of openness, community, excellence, and user data privacy. arXiv is committed to these values and only works with partners that adhere to them.</p>\n'
            '          <p>Have an idea for a project that will add value for arXiv\'s community? <a href="%s/labs/index.html"><strong>Learn more about arXivLabs</strong></a>.</p>\n        </div>\n'
            '        <div class="column is-narrow is-full-mobile">\n          <p class="icon-labs"><svg xmlns="http://www.w3.org/2000/svg" role="presentation" viewBox="0 0 635.572 811"><path d="M175.6 676v27h-27v-27zm-54 27v27h27v-27zm-27 27v27h27v-27zm396-54v27h-27v-27zm0 27v27h27v-27zm27 27v27h27v-27zm-27-414h27v27h-27zm27 0h27v-27h-27zm27-27h27v-27h-27zm-396 45h-27v-27h27zm-27-54h-27v27h27zm-27-27h-27v27h27z"/></svg></p>\n'
            '        </div>\n      </div>\n    </div>\n\n  </div>\n</div>\n<!-- END LABS AREA -->\n') % info
        endorse = ('  <div class="endorsers">\n    <a href="/auth/show-endorsers/%s" class="endorser-who" rel="nofollow">Which authors of this paper are endorsers?</a> |\n'
                   '    <a id="mathjax_toggle" href="javascript:setMathjaxCookie()">Disable MathJax</a> (<a href="%s/help/mathjax.html">What is MathJax?</a>)\n'
                   '    <span class="help" style="font-style: normal; float: right; margin-top: 0; margin-right: 1em;"></span>\n  </div>\n  <script type="text/javascript" language="javascript">mathjaxToggle();</script>\n') % (aid, info)
        rdf = ('<!--\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"\n         xmlns:dc="http://purl.org/dc/elements/1.1/"\n         xmlns:trackback="http://madskills.com/public/xml/rss/module/trackback/">\n'
               '    <rdf:Description\n        rdf:about="/abs/%s"\n        dc:identifier="/abs/%s"\n        dc:title="%s"\n        trackback:ping="/trackback/%s" />\n    </rdf:RDF>\n-->\n') % (aid, aid, esc(t), aid)
        mail = '<svg xmlns="http://www.w3.org/2000/svg" class="icon filter-black" role="presentation" viewBox="0 0 512 512"><title>%s</title><path d="M502.3 190.8c3.9-3.1 9.7-.2 9.7 4.7V400c0 26.5-21.5 48-48 48H48c-26.5 0-48-21.5-48-48V195.6c0-5 5.7-7.8 9.7-4.7 22.4 17.4 52.1 39.5 154.1 113.6 21.1 15.4 56.7 47.8 92.2 47.6 35.7.3 72-32.8 92.3-47.6 102-74.1 131.6-96.3 154-113.7z"/></svg>'
        footer = ('<footer style="clear: both;">\n      <div class="columns is-desktop" role="navigation" aria-label="Secondary" style="margin: -0.75em -0.75em 0.75em -0.75em">\n        <!-- Macro-Column 1 -->\n        <div class="column" style="padding: 0;">\n          <div class="columns">\n'
                  '            <div class="column">\n              <ul style="list-style: none; line-height: 2;">\n                <li><a href="%s/about">About</a></li>\n                <li><a href="%s/help">Help</a></li>\n              </ul>\n            </div>\n'
                  '            <div class="column">\n              <ul style="list-style: none; line-height: 2;">\n                <li>\n                  %s\n                  <a href="%s/help/contact.html"> Contact</a>\n                </li>\n'
                  '                <li>\n                  %s\n                  <a href="%s/help/subscribe"> Subscribe</a>\n                </li>\n              </ul>\n            </div>\n          </div>\n        </div>\n        <!-- End Macro-Column 1 -->\n'
                  '        <!-- Macro-Column 2 -->\n        <div class="column" style="padding: 0;">\n          <div class="columns">\n            <div class="column">\n              <ul style="list-style: none; line-height: 2;">\n'
                  '                <li><a href="%s/help/license/index.html">Copyright</a></li>\n                <li><a href="%s/help/policies/privacy_policy.html">Privacy Policy</a></li>\n              </ul>\n            </div>\n'
                  '            <div class="column sorry-app-links">\n              <ul style="list-style: none; line-height: 2;">\n                <li><a href="%s/help/web_accessibility.html">Web Accessibility Assistance</a></li>\n                <li>\n'
                  '                  <p class="help">\n                    <a class="a11y-main-link" href="https://status.arxiv.org" target="_blank">arXiv Operational Status <svg xmlns="http://www.w3.org/2000/svg" class="icon filter-dark_grey" role="presentation" viewBox="0 0 256 512"><path d="M224.3 273l-136 136c-9.4 9.4-24.6 9.4-33.9 0l-22.6-22.6c-9.4-9.4-9.4-24.6 0-33.9l96.4-96.4-96.4-96.4c-9.4-9.4-9.4-24.6 0-33.9L54.3 103c9.4-9.4 24.6-9.4 33.9 0l136 136c9.5 9.4 9.5 24.6.1 34z"/></svg></a><br>\n'
                  '                    Get status notifications via\n                    <a class="is-link" href="https://subscribe.sorryapp.com/24846f03/email/new" target="_blank">%semail</a>\n'
                  '                    or <a class="is-link" href="https://subscribe.sorryapp.com/24846f03/slack/new" target="_blank"><svg xmlns="http://www.w3.org/2000/svg" class="icon filter-black" role="presentation" viewBox="0 0 448 512"><path d="M94.12 315.1c0 25.9-21.16 47.06-47.06 47.06S0 341 0 315.1c0-25.9 21.16-47.06 47.06-47.06h47.06v47.06z"/></svg>slack</a>\n'
                  '                  </p>\n                </li>\n              </ul>\n            </div>\n          </div>\n        </div> <!-- end MetaColumn 2 -->\n      </div>\n    </footer>') % (
            info, info, mail % "contact arXiv", info, mail % "subscribe to arXiv mailings", info, info, info, info, mail % "")
        return ('<div class="flex-wrap-footer">\n    %s\n\n    <main>\n      <div id="content">\n%s<div id="abs-outer">\n\n  %s%s%s%s</div>\n      </div>\n    </main>\n\n    %s\n  </div>\n'
                '  <script src="%s/js/member_acknowledgement.js"></script>\n') % (header, rdf, left, svc, labs, endorse, footer, static)

    # bioRxiv's or medRxiv's page on HighWire's Drupal
    med = server == "medrxiv"
    sname = "medRxiv" if med else "bioRxiv"
    host = "https://www.%s.org" % sname.lower()
    covid = rs.random() < 0.5                              # the sites of 2020-2022, under the banner
    disqus = rs.random() < 0.6
    year = r.choice([2020, 2021, 2022]) if covid else r.choice([2022, 2023, 2024])
    posted = datetime.date(year, r.randint(1, 12), r.randint(1, 28))
    sent = posted - datetime.timedelta(days=r.randint(1, 6))
    ver = r.choice([1, 1, 1, 1, 2, 2, 3])
    num = ("%02d%06d" % (sent.year % 100, r.randint(200000, 299999 if year < 2022 else 320000))) if med else "%06d" % r.randint(350000 + (year - 2020) * 90000, 420000 + (year - 2020) * 90000)
    code = "%d.%02d.%02d.%s" % (sent.year, sent.month, sent.day, num)
    doi = "10.1101/%s" % code
    vpath = "/content/%sv%d" % (doi, ver)
    allfeed = rs.random() < 0.3                            # the server's feed of all new preprints, or a subject's
    subj = r.choice(MX_SUBJECTS if med else BX_SUBJECTS) if allfeed else rs.choice(MX_SUBJECTS if med else BX_SUBJECTS)
    kind = None if med else r.choice(["New Results"] * 8 + ["Confirmatory Results", "Contradictory Results"])
    authors = [(cap(lex()), cap(lex())) for _ in range(r.choice([1, 2, 3, 3, 4, 5, 6, 7, 8, 10, 12, 15]))]
    affs = ["%s of %s, %s University" % (r.choice(["Department", "School", "Institute", "Division", "Centre"]), cap(lex()), cap(lex())) for _ in range(r.randint(1, min(4, len(authors))))]
    places = [(cap(lex()), r.choice(COUNTRIES)) for _ in affs]
    mine = [sorted(r.sample(range(len(affs)), r.choice([1, 1, 1, 2]) if len(affs) > 1 else 1)) for _ in authors]
    corr = r.choice([0, len(authors) - 1])
    orcid = ["0000-000%d-%04d-%04d" % (r.randint(1, 3), r.randint(0, 9999), r.randint(0, 9999)) if r.random() < 0.45 else "" for _ in authors]
    EXTRAS.extend(affs)
    # the abstract
    tech = MX_TECH if med else BX_TECH
    structured = r.random() < (0.7 if med else 0.15)
    if structured:
        labels = r.choice([["Background", "Methods", "Results", "Conclusions"]] * 3 + [["Background", "Methods", "Findings", "Interpretation", "Funding"],
                           ["Importance", "Objective", "Design, Setting, and Participants", "Exposures", "Main Outcomes and Measures", "Results", "Conclusions and Relevance"],
                           ["Objectives", "Design", "Setting", "Participants", "Results", "Conclusions"]]) if med else r.choice(
            [["Background", "Results", "Conclusions"], ["Motivation", "Results", "Availability and implementation"], ["Background", "Methods", "Results", "Conclusions"]])
        typed = r.random() < 0.3
    else:
        labels = [None] * r.choice([1, 1, 1, 1, 1, 1, 2, 2, 2, 3])
        typed = False
    src = [s for p in body for s in sents(p)]
    parts = []
    for k, lab_ in enumerate(labels):
        n = r.randint(1, 3) if lab_ and len(labels) > 4 else r.randint(2, 4) if lab_ else r.randint(5, 9) if len(labels) == 1 else r.randint(3, 5)
        ss = [swap(dot(src.pop(0)) if src and r.random() < 0.7 else dot(sentence(r, 8, 26)), tech, 0.3) for _ in range(n)]
        if lab_ in ("Results", "Findings") and med:
            j = r.randrange(len(ss))
            ss[j] = ss[j][:-1] + r.choice([" (OR %.2f, 95%% CI %.2f-%.2f)" % (1 + r.random(), 0.8 + r.random() / 5, 2 + r.random()), " (n = {:,})".format(r.randint(40, 90000)),
                                           " (HR %.2f, 95%% CI %.2f-%.2f)" % (0.5 + r.random() / 2, 0.3 + r.random() / 5, 1 + r.random() / 3), " (%.1f%%)" % (r.randint(10, 990) / 10)]) + "."
        if lab_ == "Availability and implementation":
            ss = [r.choice(["The software is freely available at \x00.", "Source code is available at \x00 under the MIT license.", "%s is implemented in Python and available at \x00." % cap(lex())])] + ss[:1]
        parts.append((lab_, " ".join(ss)))
    repo = "https://github.com/%s/%s" % (lex(), lex())
    story = []
    for lab_, p in parts:
        p = p.replace("\x00", repo)
        if lab_ and not typed:
            story.append(lab_)
        story.append(("%s: %s" % (lab_, p)) if typed else p)
    STORY.extend(story)
    DESC.append(("".join("%s%s" % (l, p.replace("\x00", repo)) for l, p in parts) if structured and not typed else " ".join(story)) if r.random() < 0.85 else
                "\n".join(story))

    def em(p):
        """The paragraph's HTML, a species' or a gene's name in italics at times."""
        h = esc(p).replace("\x00", '<a href="%s">%s</a>' % (repo, repo))
        w = h.split(" ")
        if len(w) > 6 and r.random() < 0.35 and not med:
            k = r.randint(1, len(w) - 2)
            if w[k].isalpha():
                w[k] = "<em>%s</em>" % w[k]
        return " ".join(w)
    pn = [2 if r.random() < 0.6 else 3]

    def pid_():
        pn[0] += 1
        return "p-%d" % (pn[0] - 1)
    if structured and not typed:
        ab = "".join('<div id="sec-%d" class="subsection"><h3>%s</h3><p id="%s">%s</p></div>' % (k + 1, l, pid_(), em(p)) for k, (l, p) in enumerate(parts))
    else:
        ab = "".join('<p id="%s">%s</p>' % (pid_(), em(("%s: %s" % (l, p)) if typed else p)) for l, p in parts)
    sec = [len(parts) if structured and not typed else 0]

    def section(h, inner, cls="section"):
        sec[0] += 1
        return '<div class="%s" id="sec-%d"><h2 class="">%s</h2>%s</div>' % (cls, sec[0], h, inner)
    coi = "The authors have declared no competing interest." if r.random() < 0.85 else "%s %s is %s of %s %s." % (
        authors[-1][0][0] + ".", authors[-1][1], r.choice(["an employee", "a co-founder", "a consultant", "a shareholder"]), cap(lex()), r.choice(["Therapeutics", "Biosciences", "Inc.", "Ltd"]))
    EXTRAS.append(coi)
    after = section("Competing Interest Statement", '<p id="%s">%s</p>' % (pid_(), esc(coi)))
    if med:
        if r.random() < 0.3:
            after += section("Clinical Trial", '<p id="%s">%s</p>' % (pid_(), "NCT0%07d" % r.randint(1000000, 6500000) if r.random() < 0.7 else "ISRCTN%08d" % r.randint(10000000, 99999999)))
        fund = r.choice(["This study did not receive any funding", "This study was funded by the %s %s Foundation (grant number %s%d)." % (cap(lex()), cap(lex()), r.choice(["", "MR/", "R01-"]), r.randint(10000, 999999)),
                         "This work was supported by the National Institute for %s Research (%s%d) and the %s Council." % (cap(lex()), r.choice(["NIHR", "R01HL", "K23"]), r.randint(100000, 999999), cap(lex()))])
        irb = "The study was approved by the %s %s Research Ethics Committee (reference %d/%s/%04d)." % (cap(lex()), r.choice(["University", "Hospital", "Regional"]), year % 100, "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2)), r.randint(1, 9999))
        dataav = r.choice(["All data produced in the present study are available upon reasonable request to the authors",
                           "All data produced in the present work are contained in the manuscript",
                           "All data produced are available online at \x00",
                           "The data used in this study are available from the %s %s upon application." % (cap(lex()), r.choice(["Registry", "Biobank", "Database"]))])
        EXTRAS.extend([fund, irb])
        after += section("Funding Statement", '<p id="%s">%s</p>' % (pid_(), esc(fund)))
        after += section("Author Declarations", "".join('<p id="%s">%s</p>' % (pid_(), esc(x if x else irb)) for x in MX_DECL))
        after += section("Data Availability", '<p id="%s">%s</p>' % (pid_(), esc(dataav).replace("\x00", '<a href="%s">%s</a>' % (repo, repo))), "section data-availability")
        if len(dataav) > 40:
            EXTRAS.append(dataav.replace("\x00", repo))
    warn = ("This article is a preprint and has not been peer-reviewed [<a href=\"/about/FAQ#unrefereed\">what does this mean?</a>]. It reports new medical research that has yet to be evaluated and so should not be used to guide clinical practice."
            if med else "This article is a preprint and has not been certified by peer review [<a href=\"/about/FAQ#unrefereed\">what does this mean?</a>].")
    EXTRAS.append("This article is a preprint and has not been")
    lic = r.choice([("CC-BY 4.0", "by/4.0"), ("CC-BY-NC-ND 4.0", "by-nc-nd/4.0"), ("CC-BY-NC-ND 4.0", "by-nc-nd/4.0"), ("CC-BY-NC 4.0", "by-nc/4.0"), ("CC-BY-ND 4.0", "by-nd/4.0"), ("CC0", None)])
    copy = ("The copyright holder for this preprint%s is the author/funder, who has granted %s a license to display the preprint in perpetuity. It is made available under a "
            '<a href="http://creativecommons.org/licenses/%s/" target="_blank">%s International license</a>.') % (" (which was not certified by peer review)" if r.random() < 0.5 else "", sname, lic[1], lic[0]) if lic[1] else (
        "The copyright holder has placed this preprint (which was not certified by peer review) in the Public Domain. It is no longer restricted by copyright. Anyone can legally share, reuse, remix, or adapt this material for any purpose without crediting the original authors.")
    EXTRAS.append("The copyright holder")
    # the authors and their tooltips
    orc_img = '<img src="%s/sites/all/modules/highwire/highwire/images/orcid.png" alt="View ORCID Profile" />' % host
    alist = ", ".join('<span class="highwire-citation-author%s%s" data-delta="%d">%s<span class="nlm-given-names">%s</span> <span class="nlm-surname">%s</span></span>' % (
        " first" if k == 0 else "", " has-tooltip hasTooltip" if k < 10 else "", k,
        '<a href="http://orcid.org/%s" target="_blank" class="hw-orcid-link" title="View ORCID Profile">%s</a>' % (orcid[k], orc_img) if orcid[k] else "", esc(g), esc(s)) for k, (g, s) in enumerate(authors))
    email = "%s.%s@%s.edu" % (authors[corr][0].lower(), authors[corr][1].lower(), lex())
    tips = "".join('<div class="author-tooltip-%d hidden"><div class="author-tooltip-name"><span class="nlm-given-names">%s</span> <span class="nlm-surname">%s</span></div>'
                   '<div class="author-tooltip-affiliation">%s</div><ul class="author-tooltip-find-more">'
                   '<li class="author-tooltip-gs-link first"><a href="/lookup/google-scholar?link_type=googlescholar&amp;gs_type=author&amp;author%%5B0%%5D=%s%%2B%s" target="_blank" rel="nofollow">Find this author on Google Scholar</a></li>'
                   '<li class="author-tooltip-pubmed-link"><a href="/lookup/external-ref?access_num=%s%%20%s&amp;link_type=AUTHORSEARCH" target="_blank" rel="nofollow">Find this author on PubMed</a></li>'
                   '<li class="author-site-search"><a href="/search/author1%%3A%s%%2B%s%%20" rel="nofollow">Search for this author on this site</a></li>%s%s</ul></div>' % (
                       k, esc(g), esc(s), "".join('<span class="nlm-aff"><span class="nlm-sup">%d</span><span class="nlm-institution">%s</span>, <span class="nlm-addr-line">%s</span>, <span class="nlm-country">%s</span></span>' % (
                           a + 1, esc(affs[a]), places[a][0], places[a][1]) for a in mine[k]), g, s, s, g[0], g, s,
                       '<li class="author-orcid-link"><a href="http://orcid.org/%s" target="_blank">ORCID record for %s %s</a></li>' % (orcid[k], esc(g), esc(s)) if orcid[k] else "",
                       '<li class="author-corresp-email-link last"><span>For correspondence: <a href="mailto:%s">%s</a></span></li>' % (email, email) if k == corr else "")
                   for k, (g, s) in enumerate(authors[:10]))
    nid = r.randint(1100000, 3300000)
    tabs = [("Abstract", vpath, "article_tab_abstract"), ("Full Text", vpath + ".full-text", "article_tab_full_text"), ("Info/History", vpath + ".article-info", "article_tab_info"),
            ("Metrics", vpath + ".article-metrics", "article_tab_metrics")] + ([("Supplementary material", vpath + ".supplementary-material", "article_tab_supplementary")] if r.random() < 0.5 else []) + (
        [("Data/Code", vpath + ".external-links", "article_tab_data")] if year >= 2023 and r.random() < 0.3 else []) + [("Preview PDF", vpath + ".full.pdf+html", "article_tab_pdf")]
    tabbar = '<ul class="tabs inline panels-ajax-tab">%s</ul>' % "".join('<li class="%s"><a href="%s" class="panels-ajax-tab-tab%s" data-panel-name="%s" data-target-id="highwire_article_tabs" data-entity-context="node:%d" data-trigger="" data-url-enabled="1">%s</a></li>' % (
        "first active" if k == 0 else "last" if k == len(tabs) - 1 else "", u, " active" if k == 0 else "", pn_, nid, n) for k, (n, u, pn_) in enumerate(tabs))
    pager = lambda where: ('<div class="panel-pane pane-highwire-node-pager%s"><div class="pane-content"><div class="pager-wrap"><ul class="pager"><li class="pager-previous first"><a href="/content/10.1101/%d.%02d.%02d.%06dv1" title="%s" class="pager-link-prev link-icon"><i class="icon-circle-arrow-left"></i> Previous</a></li>'
                           '<li class="pager-next last"><a href="/content/10.1101/%d.%02d.%02d.%06dv1" title="%s" class="pager-link-next link-icon link-icon-after">Next <i class="icon-circle-arrow-right"></i></a></li></ul></div></div></div>') % (
        where, sent.year, sent.month, sent.day, r.randint(100000, 999999), esc(title(r)), sent.year, sent.month, sent.day, r.randint(100000, 999999), esc(title(r)))
    pub_now = ('<div class="panel-pane pane-biorxiv-art-pub-ref"><div class="pane-content"><div class="pub_jnl">Now published in <em>%s</em> doi: <a href="https://doi.org/10.%d/%s.%d" target="_blank">10.%d/%s.%d</a></div></div></div>' % (
        r.choice(["eLife", "Nature Communications", "PLOS Biology", "Cell Reports", "The Lancet", "BMJ Open", "Scientific Reports", "PNAS", "Nucleic Acids Research"]),
        1000 + r.randint(16, 900), lex(), r.randint(10000, 99999), 1000 + r.randint(16, 900), lex(), r.randint(10000, 99999))) if year < 2023 and r.random() < 0.3 else ""
    citation = "%s%s. %s. %s %s; doi: https://doi.org/%s" % (", ".join("%s %s" % (g, s) for g, s in authors[:6]), ", et al" if len(authors) > 6 else "", t, sname, code, doi)
    site_head = ('<header id="section-header" class="section section-header"><div id="zone-branding-wrapper" class="zone-wrapper zone-branding-wrapper clearfix"><div id="zone-branding" class="zone zone-branding clearfix container-30">'
                 '<div class="grid-10 region region-branding" id="region-branding"><div class="region-inner region-branding-inner"><div class="branding-data clearfix"><div class="logo-img"><a href="/" rel="home" title="%s"><img src="%s/sites/default/files/%s_logo_homepage.png" alt="%s logo" id="logo" /></a></div>'
                 '<hgroup class="site-name-slogan"><h6 class="site-slogan">%s</h6></hgroup></div></div></div>'
                 '<div class="grid-20 region region-menu" id="region-menu"><div class="region-inner region-menu-inner"><nav class="navigation"><h2 class="element-invisible">Main menu</h2><ul class="menu">'
                 '<li class="first leaf"><a href="/" title="">Home</a></li><li class="leaf"><a href="/content/about-%s" title="">About</a></li><li class="leaf"><a href="/submit-a-manuscript" title="">Submit</a></li>'
                 '<li class="last leaf"><a href="/alertsrss" title="">ALERTS / RSS</a></li></ul></nav>'
                 '<div class="block block-highwire-search block-highwire-quicksearch"><div class="block-inner clearfix"><div class="content clearfix"><form class="highwire-quicksearch button-style-mini" action="/search" method="post" id="highwire-quicksearch-form-0" accept-charset="UTF-8"><div>'
                 '<div class="container-inline form-wrapper" id="edit-wrapper"><div class="form-item form-type-textfield form-item-keywords"><label class="element-invisible" for="search_rightsidebar_keywords_0">Search for this keyword </label>'
                 '<input placeholder="Search" type="text" id="search_rightsidebar_keywords_0" name="keywords" value="" size="20" maxlength="128" class="form-text" /></div><input type="submit" id="search_rightsidebar_submit_0" name="op" value="Search" class="form-submit" /></div>'
                 '<input type="hidden" name="form_build_id" value="form-%s" /><input type="hidden" name="form_id" value="highwire_quicksearch_form_0" /></div></form><a href="/search" class="advanced-search">Advanced Search</a></div></div></div>'
                 '</div></div></div></div></header>') % (sname, host, sname.lower(), sname, "THE PREPRINT SERVER FOR HEALTH SCIENCES" if med else "THE PREPRINT SERVER FOR BIOLOGY",
                                                          sname.lower(), "".join(r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") for _ in range(43)))
    banner = ('<div id="zone-preface-wrapper" class="zone-wrapper zone-preface-wrapper clearfix"><div class="block block-block covid-banner"><div class="content"><p><a href="/covid19">COVID-19 SARS-CoV-2 preprints from medRxiv and bioRxiv</a></p>'
              '<p><strong>%s is receiving many new papers on coronavirus SARS-CoV-2.</strong> A reminder: these are preliminary reports that have not been peer-reviewed. They should not be regarded as conclusive, guide clinical practice/health-related behavior, or be reported in news media as established information.</p></div></div></div>') % sname if covid else ""
    if covid:
        EXTRAS.append("is receiving many new papers on coronavirus SARS-CoV-2.")
    main = ('<div class="panel-pane pane-highwire-article-type"><div class="pane-content">%s</div></div>%s'
            '<div class="panel-pane pane-highwire-article-citation"><div class="pane-content"><div class="highwire-article-citation highwire-citation-type-highwire-article" data-node-nid="%d" id="node%d" data-pisa="%s;%sv%d" data-pisa-master="%s;%s" data-apath="/%s/early/%d/%02d/%02d/%s.atom">'
            '<div class="highwire-cite highwire-cite-highwire-article highwire-citation-%s-article-top clearfix"><h1 class="highwire-cite-title" id="page-title">%s</h1>'
            '<div class="highwire-cite-authors"><span class="highwire-citation-authors">%s</span></div><div class="highwire-cite-metadata"><span class="highwire-cite-metadata-doi highwire-cite-metadata"><span class="label">doi:</span> https://doi.org/%s </span></div>'
            '<div class="highwire-cite-extras"><div class="hw-article-author-popups">%s</div></div></div></div></div></div>'
            '<div class="panel-pane pane-custom pane-2"><div class="pane-content">Posted&nbsp;%s %02d, %d.</div></div>%s'
            '<div class="panel-pane pane-custom pane-1"><div class="pane-content"><p>%s</p></div></div>'
            '<div class="panel-pane pane-panels-ajax-tab-tabs"><div class="pane-content">%s</div></div>'
            '<div class="panel-pane pane-panels-ajax-tab-container"><div class="pane-content"><div data-panels-ajax-tab-preloaded="article_tab_abstract" id="panels-ajax-tab-container-highwire_article_tabs" class="panels-ajax-tab-container">'
            '<div class="panels-ajax-tab-loading" style="display:none"><img src="%s/sites/all/modules/contrib/panels_ajax_tab/images/loading.gif" alt="Loading" title="Loading" /></div>'
            '<div class="panels-ajax-tab-wrap-article_tab_abstract"><div class="panel-display panel-1col clearfix"><div class="panel-panel panel-col"><div>'
            '<div class="panel-pane pane-highwire-markup"><div class="pane-content"><div class="highwire-markup"><div xmlns="http://www.w3.org/1999/xhtml" data-highwire-cite-ref-tooltip-instance="highwire_reflinks_tooltip" class="content">'
            '<div class="article abstract-view "><span class="highwire-journal-article-marker-start"></span><div class="section abstract" id="abstract-1"><h2 class="">Abstract</h2>%s</div>%s'
            '<span class="highwire-journal-article-marker-end"></span></div><span id="related-urls"></span></div></div></div></div>'
            '<div class="panel-pane pane-%s-copyright"><h2 class="pane-title">Copyright&nbsp;</h2><div class="pane-content"><div class="field field-name-field-highwire-copyright">%s</div></div></div>'
            '</div></div></div></div></div></div></div>%s'
            '<div class="panel-pane pane-highwire-back-to-top"><div class="pane-content"><a href="#page" class="back-to-top link-icon">Back to top <i class="icon-circle-arrow-up"></i></a></div></div>%s') % (
        esc(kind) if kind else "", pager(" pager-top"), nid, nid, sname.lower(), code, ver, sname.lower(), code, sname.lower(), posted.year, posted.month, posted.day, code, sname.lower(), esc(t), alist, doi, tips,
        MONTHS[posted.month - 1], posted.day, posted.year, pub_now, warn, tabbar, host, ab, after, sname.lower(), copy,
        ('<div class="panel-pane pane-disqus-comments"><h2 class="pane-title">Comments</h2><div class="pane-content"><div id="disqus_thread"><noscript><p><a href="http://%s.disqus.com/?url=%s">View the discussion thread.</a></p></noscript></div></div></div>' % (
            "biorxivstage" if not med else "medrxiv", html.escape(host + vpath))) if disqus else "",
        pager(" pager-bottom"))
    formats = ["BibTeX", "Bookends", "EasyBib", "EndNote (tagged)", "EndNote 8 (xml)", "Medlars", "Mendeley", "Papers", "RefWorks Tagged", "Ref Manager", "RIS", "Zotero"]
    counts = random.Random(BLOG[0] + " counts")
    side = ('<div class="panel-pane pane-highwire-article-pdf-link"><div class="pane-content"><a href="%s.full.pdf" class="article-dl-pdf-link link-icon" data-icon-position="" data-hide-link-title="0"><i class="icon-file-pdf"></i> <span class="title">Download PDF</span></a></div></div>'
            '<div class="panel-pane pane-panels-mini pane-article-print-options"><div class="pane-content"><div class="dropdown"><a href="#" class="dropdown-toggle">Print/Save Options</a><ul class="dropdown-menu">'
            '<li><a href="%s.full.pdf">Download PDF</a></li><li><a href="%s.full-text.print" target="_blank">Full Text Print</a></li></ul></div></div></div>%s'
            '<div class="panel-pane pane-service-links"><div class="pane-content"><div class="service-links"><a href="/highwire/email/%d" class="service-link email link-icon" title="Email this Article" data-icon-position="" data-hide-link-title="0"><i class="icon-envelope"></i> <span class="title">Email</span></a></div>'
            '<div class="hidden highwire-email-form"><form action="/highwire/email/%d" method="post" id="highwire-email-form-%d" accept-charset="UTF-8"><div><h2>Email this Article</h2>'
            '<p>Thank you for your interest in spreading the word about %s.</p><p><strong>NOTE:</strong> Your email address is requested solely to identify you as the sender of this article.</p>'
            '<div class="form-item form-type-textfield"><label for="edit-email-from">Your Email <span class="form-required" title="This field is required.">*</span></label><input type="text" id="edit-email-from" name="email_from" value="" size="60" maxlength="128" class="form-text required" /></div>'
            '<div class="form-item form-type-textfield"><label for="edit-name">Your Name <span class="form-required" title="This field is required.">*</span></label><input type="text" id="edit-name" name="name" value="" size="60" maxlength="128" class="form-text required" /></div>'
            '<div class="form-item form-type-textarea"><label for="edit-email-to">Send To <span class="form-required" title="This field is required.">*</span></label><textarea id="edit-email-to" name="email_to" cols="60" rows="5" class="form-textarea required"></textarea>'
            '<div class="description">Enter multiple addresses on separate lines or separate them with commas.</div></div>'
            '<div class="form-item form-type-item"><label>You are going to email the following </label><div class="highwire-cite-title">%s</div></div>'
            '<div class="form-item form-type-item"><label>Message Subject </label>(Your Name) has forwarded a page to you from %s</div><div class="form-item form-type-item"><label>Message Body </label>(Your Name) thought you would like to see this page from the %s web site.</div>'
            '<div class="form-item form-type-textarea"><label for="edit-message">Your Personal Message </label><textarea id="edit-message" name="message" cols="60" rows="5" class="form-textarea"></textarea></div>'
            '<fieldset class="captcha form-wrapper"><legend><span class="fieldset-legend">CAPTCHA</span></legend><div class="fieldset-wrapper"><div class="fieldset-description">This question is for testing whether or not you are a human visitor and to prevent automated spam submissions.</div></div></fieldset>'
            '<input type="submit" id="edit-submit" name="op" value="Send Message" class="form-submit" /></div></form></div></div></div>'
            '<div class="panel-pane pane-highwire-share-link"><div class="pane-content"><a href="#" class="share-link link-icon" title="Share"><i class="icon-share"></i> <span class="title">Share</span></a>'
            '<div class="hidden highwire-share-popup"><h3>Share</h3><div class="highwire-social-share"><a href="https://twitter.com/intent/tweet?url=%s&amp;text=%s" class="twitter" title="Twitter logo">Twitter logo</a>'
            '<a href="https://www.facebook.com/sharer/sharer.php?u=%s" class="facebook" title="Facebook logo">Facebook logo</a><a href="https://www.linkedin.com/shareArticle?url=%s" class="linkedin" title="LinkedIn logo">LinkedIn logo</a>'
            '<a href="https://www.mendeley.com/import/?url=%s" class="mendeley" title="Mendeley logo">Mendeley logo</a></div></div></div></div>'
            '<div class="panel-pane pane-highwire-citation-export"><div class="pane-content"><a href="#" class="highwire-citation-export-link link-icon" title="Citation Tools"><i class="icon-download-alt"></i> <span class="title">Citation Tools</span></a>'
            '<div class="hidden highwire-citation-export-popup"><div class="highwire-citation-info"><div class="highwire-citation-formatted">%s</div></div><h3>Citation Manager Formats</h3><ul class="highwire-citation-formats">%s</ul></div></div></div>'
            '<div class="panel-pane pane-altmetric"><div class="pane-content"><div class="altmetric-embed" data-badge-popover="left" data-badge-type="donut" data-doi="%s" data-hide-no-mentions="true"></div></div></div>%s'
            '<div class="panel-pane pane-highwire-article-collections"><h2 class="pane-title">Subject Area</h2><div class="pane-content"><ul class="collection-list"><li class="first last"><a href="/collection/%s" class="highlight">%s</a></li></ul></div></div>'
            '<div class="panel-pane pane-block pane-menu-block-subject-areas"><h2 class="pane-title">Subject Areas</h2><div class="pane-content"><div class="all-articles"><a href="/content/early/recent">All Articles</a></div><ul class="menu">%s</ul></div></div>') % (
        vpath, vpath, vpath, '<div class="panel-pane pane-custom pane-supp"><div class="pane-content"><a href="%s.supplementary-material" class="link-icon"><i class="icon-paper-clip"></i> Supplementary Material</a></div></div>' % vpath if any(x[0] == "Supplementary material" for x in tabs) else "",
        nid, nid, nid, sname, esc(t), sname, sname, html.escape(host + vpath), esc(t.replace(" ", "+")), html.escape(host + vpath), html.escape(host + vpath), html.escape(host + vpath), esc(citation),
        "".join('<li><a href="/highwire/citation/%d/%s" rel="nofollow">%s</a></li>' % (nid, f.lower().replace(" ", "-").replace("(", "").replace(")", ""), f) for f in formats), doi,
        '<div class="panel-pane pane-custom pane-covid"><div class="pane-content"><a href="https://connect.biorxiv.org/relate/content/181"><img src="%s/sites/default/files/covid-19-banner.png" alt="COVID-19 SARS-CoV-2 preprints from medRxiv and bioRxiv" /></a></div></div>' % host if covid else "",
        subj.lower().replace(" ", "-").replace("(", "").replace(")", "").replace("/", "-"), esc(subj),
        "".join('<li class="leaf%s"><a href="/collection/%s">%s <span class="article-count">(%s)</span></a></li>' % (
            " active-trail" if s == subj else "", s.lower().replace(" ", "-").replace("(", "").replace(")", "").replace("/", "-"), esc(s), "{:,}".format(counts.randint(300, 60000)))
                for s in (MX_SUBJECTS if med else BX_SUBJECTS)))
    foot = ('<footer id="section-footer" class="section section-footer"><div id="zone-footer-wrapper" class="zone-wrapper zone-footer-wrapper clearfix"><div id="zone-footer" class="zone zone-footer clearfix container-30">'
            '<div class="grid-30 region region-footer-first" id="region-footer-first"><div class="region-inner region-footer-first-inner"><div class="block block-menu"><ul class="menu"><li class="first leaf"><a href="/content/about-%s">About %s</a></li>'
            '<li class="leaf"><a href="/about/FAQ">FAQ</a></li><li class="leaf"><a href="/content/contact-us">Contact Us</a></li><li class="leaf"><a href="/content/privacy-policy">Privacy Policy</a></li><li class="last leaf"><a href="/alertsrss">Alerts / RSS</a></li></ul></div>'
            '<div class="block block-block"><div class="content"><p>%s is a free online archive and distribution service for unpublished preprints in the %s.</p><p><a href="https://www.cshl.edu"><img src="%s/sites/default/files/cshl_logo.png" alt="CSHL" /></a> Copyright &copy; %d Cold Spring Harbor Laboratory</p></div></div>'
            '</div></div></div></div></footer>') % (sname.lower(), sname, sname, "health sciences" if med else "life sciences", host, year)
    return ('<div class="page clearfix page-box-shadows footer-borders panels-page panels-layout-jcore_2col" id="page">%s%s'
            '<section id="section-content" class="section section-content"><div id="zone-content-wrapper" class="zone-wrapper zone-content-wrapper clearfix"><div id="zone-content" class="zone zone-content clearfix container-30">'
            '<div class="grid-30 region region-content" id="region-content"><div class="region-inner region-content-inner"><a id="main-content"></a>'
            '<div class="block block-system block-main block-system-main odd block-without-title" id="block-system-main"><div class="block-inner clearfix"><div class="content clearfix">'
            '<div class="panel-display panel-2col-stacked-right clearfix"><div class="panel-panel panel-col-first"><div class="inside">%s</div></div>'
            '<div class="panel-panel panel-col-last"><div class="inside">%s</div></div></div></div></div></div></div></div></div></div></section>%s</div>'
            '<script type="text/javascript">var disqus_shortname = "%s"; var disqus_identifier = "node/%d";</script>') % (
        site_head, banner, main, side, foot, "biorxivstage" if not med else "medrxiv", nid)

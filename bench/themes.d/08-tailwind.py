# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

# the languages' keywords, as Prism's and Shiki's grammars colour them
TW_KEYWORDS = {
    "ts": set("import export from const let var function async await return if else for of in new type interface extends as default class throw try catch".split()),
    "js": set("import export from const let var function async await return if else for of in new class require module throw try catch".split()),
    "tsx": set("import export from const let function return default async await if else".split()),
    "python": set("import from def return if else elif for in as with class not and or while try except raise yield lambda async await pass".split()),
    "go": set("package import func return if else for range var const type struct defer go".split()),
    "sql": set("SELECT FROM WHERE AND OR JOIN ON GROUP BY ORDER LIMIT INSERT INTO VALUES CREATE TABLE INDEX AS".split()),
    "bash": set("export sudo cd if then fi echo".split()),
    "yaml": set(), "json": set()}
TW_BOOL = set("true false null None True False nil undefined".split())
# Shiki's colours: kind -> (one-dark-pro, github-dark, min-light, night-owl)
TW_SHIKI = {"kw": ("#C678DD", "#F97583", "#D32F2F", "#C792EA"), "str": ("#98C379", "#9ECBFF", "#22863A", "#ECC48D"),
            "num": ("#D19A66", "#79B8FF", "#1976D2", "#F78C6C"), "fn": ("#61AFEF", "#B392F0", "#6F42C1", "#82AAFF"),
            "punct": ("#ABB2BF", "#E1E4E8", "#212121", "#D6DEEB"), "op": ("#56B6C2", "#F97583", "#D32F2F", "#C792EA"),
            "plain": ("#ABB2BF", "#E1E4E8", "#24292EFF", "#D6DEEB"), "ws": ("#ABB2BF", "#E1E4E8", "#24292EFF", "#D6DEEB"),
            "comment": ("#7F848E", "#6A737D", "#C2C3C5", "#637777"), "bool": ("#D19A66", "#79B8FF", "#1976D2", "#FF5874"),
            "type": ("#E5C07B", "#B392F0", "#6F42C1", "#FFCB8B"), "key": ("#E06C75", "#85E89D", "#22863A", "#7FDBCA")}
TW_PRISM = {"kw": "keyword", "str": "string", "num": "number", "fn": "function", "punct": "punctuation", "op": "operator",
            "comment": "comment", "bool": "boolean", "type": "class-name", "key": "key atrule"}
TW_MONTHS3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
TW_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
TW_LABELS = ["Note:", "Note:", "Tip:", "Warning:", "Update:", "TL;DR:", "Heads up:"]
TW_NEWS = ["Subscribe to the newsletter", "Subscribe to the newsletter", "Like what you are reading?", "Enjoyed this post?", "Get new posts in your inbox"]
TW_SNEXT = ["Blog", "Tags", "Projects", "About"]
TW_SNEXT_MORE = ["Snippets", "Uses", "Newsletter", "Now", "Talks", "Notes", "Books"]
TW_WIND_COLS = [("Product", ["Features", "Pricing", "Integrations", "Changelog", "Roadmap", "Security"]),
                ("Developers", ["Documentation", "API Reference", "Status", "GitHub", "Open Source"]),
                ("Resources", ["Blog", "Guides", "Customer stories", "Webinars", "Community", "Templates"]),
                ("Company", ["About", "Careers", "Press", "Contact", "Partners", "Brand"])]
# the social icons' paths (simple-icons' and Heroicons' outlines)
TW_ICONS = {
    "mail": ('0 0 20 20', '<path d="M2.003 5.884L10 9.882l7.997-3.998A2 2 0 0016 4H4a2 2 0 00-1.997 1.884z"></path><path d="M18 8.118l-8 4-8-4V14a2 2 0 002 2h12a2 2 0 002-2V8.118z"></path>'),
    "github": ('0 0 24 24', '<path d="M12 .297c-6.63 0-12 5.373-12 12 0 5.303 3.438 9.8 8.205 11.385.6.113.82-.258.82-.577 0-.285-.01-1.04-.015-2.04-3.338.724-4.042-1.61-4.042-1.61C4.422 18.07 3.633 17.7 3.633 17.7c-1.087-.744.084-.729.084-.729 1.205.084 1.838 1.236 1.838 1.236 1.07 1.835 2.809 1.305 3.495.998.108-.776.417-1.305.76-1.605-2.665-.3-5.466-1.332-5.466-5.93 0-1.31.465-2.38 1.235-3.22-.135-.303-.54-1.523.105-3.176 0 0 1.005-.322 3.3 1.23.96-.267 1.98-.399 3-.405 1.02.006 2.04.138 3 .405 2.28-1.552 3.285-1.23 3.285-1.23.645 1.653.24 2.873.12 3.176.765.84 1.23 1.91 1.23 3.22 0 4.61-2.805 5.625-5.475 5.92.42.36.81 1.096.81 2.22 0 1.606-.015 2.896-.015 3.286 0 .315.21.69.825.57C20.565 22.092 24 17.592 24 12.297c0-6.627-5.373-12-12-12"></path>'),
    "twitter": ('0 0 24 24', '<path d="M23.953 4.57a10 10 0 01-2.825.775 4.958 4.958 0 002.163-2.723c-.951.555-2.005.959-3.127 1.184a4.92 4.92 0 00-8.384 4.482C7.69 8.095 4.067 6.13 1.64 3.162a4.822 4.822 0 00-.666 2.475c0 1.71.87 3.213 2.188 4.096a4.904 4.904 0 01-2.228-.616v.06a4.923 4.923 0 003.946 4.827 4.996 4.996 0 01-2.212.085 4.936 4.936 0 004.604 3.417 9.867 9.867 0 01-6.102 2.105c-.39 0-.779-.023-1.17-.067a13.995 13.995 0 007.557 2.209c9.053 0 13.998-7.496 13.998-13.985 0-.21 0-.42-.015-.63A9.935 9.935 0 0024 4.59z"></path>'),
    "x": ('0 0 24 24', '<path d="M18.901 1.153h3.68l-8.04 9.19L24 22.846h-7.406l-5.8-7.584-6.638 7.584H.474l8.6-9.83L0 1.154h7.594l5.243 6.932ZM17.61 20.644h2.039L6.486 3.24H4.298Z"></path>'),
    "linkedin": ('0 0 24 24', '<path d="M20.447 20.452h-3.554v-5.569c0-1.328-.027-3.037-1.852-3.037-1.853 0-2.136 1.445-2.136 2.939v5.667H9.351V9h3.414v1.561h.046c.477-.9 1.637-1.85 3.37-1.85 3.601 0 4.267 2.37 4.267 5.455v6.286zM5.337 7.433a2.062 2.062 0 01-2.063-2.065 2.064 2.064 0 112.063 2.065zm1.782 13.019H3.555V9h3.564v11.452zM22.225 0H1.771C.792 0 0 .774 0 1.729v20.542C0 23.227.792 24 1.771 24h20.451C23.2 24 24 23.227 24 22.271V1.729C24 .774 23.2 0 22.222 0h.003z"></path>'),
    "mastodon": ('0 0 24 24', '<path d="M23.268 5.313c-.35-2.578-2.617-4.61-5.304-5.004C17.51.242 15.792 0 11.813 0h-.03c-3.98 0-4.835.242-5.288.309C3.882.692 1.496 2.518.917 5.127.64 6.412.61 7.837.661 9.143c.074 1.874.088 3.745.26 5.611.118 1.24.325 2.47.62 3.68.55 2.237 2.777 4.098 4.96 4.857 2.336.792 4.849.923 7.256.38.265-.061.527-.132.786-.213.585-.184 1.27-.39 1.774-.753a.057.057 0 0 0 .023-.043v-1.809a.052.052 0 0 0-.02-.041.053.053 0 0 0-.046-.01 20.282 20.282 0 0 1-4.709.545c-2.73 0-3.463-1.284-3.674-1.818a5.593 5.593 0 0 1-.319-1.433.053.053 0 0 1 .066-.054c1.517.363 3.072.546 4.632.546.376 0 .75 0 1.125-.01 1.57-.044 3.224-.124 4.768-.422.038-.008.077-.015.11-.024 2.435-.464 4.753-1.92 4.989-5.604.008-.145.03-1.52.03-1.67.002-.512.167-3.63-.024-5.545z"></path>'),
    "youtube": ('0 0 24 24', '<path d="M23.498 6.186a3.016 3.016 0 0 0-2.122-2.136C19.505 3.545 12 3.545 12 3.545s-7.505 0-9.377.505A3.017 3.017 0 0 0 .502 6.186C0 8.07 0 12 0 12s0 3.93.502 5.814a3.016 3.016 0 0 0 2.122 2.136c1.871.505 9.376.505 9.376.505s7.505 0 9.377-.505a3.015 3.015 0 0 0 2.122-2.136C24 15.93 24 12 24 12s0-3.93-.502-5.814zM9.545 15.568V8.432L15.818 12l-6.273 3.568z"></path>'),
    "rss": ('0 0 24 24', '<path d="M19.199 24C19.199 13.467 10.533 4.8 0 4.8V0c13.165 0 24 10.835 24 24h-4.801zM3.291 17.415c1.814 0 3.293 1.479 3.293 3.295 0 1.813-1.485 3.29-3.301 3.29C1.47 24 0 22.526 0 20.71s1.475-3.294 3.291-3.295zM15.909 24h-4.665c0-6.169-5.075-11.245-11.244-11.245V8.09c8.727 0 15.909 7.184 15.909 15.91z"></path>')}
TW_LINK_SVG = ('<svg class="h-5 linkicon w-5" fill="currentColor" viewBox="0 0 20 20" xmlns="http://www.w3.org/2000/svg"><path d="M12.232 4.232a2.5 2.5 0 0 1 3.536 3.536l-1.225 1.224a.75.75 0 0 0 1.061 1.06l1.224-1.224a4 4 0 0 0-5.656-5.656l-3 3a4 4 0 0 0 .225 5.865.75.75 0 0 0 .977-1.138 2.5 2.5 0 0 1-.142-3.667l3-3Z"></path>'
               '<path d="M11.603 7.963a.75.75 0 0 0-.977 1.138 2.5 2.5 0 0 1 .142 3.667l-3 3a2.5 2.5 0 0 1-3.536-3.536l1.225-1.224a.75.75 0 0 0-1.061-1.06l-1.224 1.224a4 4 0 1 0 5.656 5.656l3-3a4 4 0 0 0-.225-5.865Z"></path></svg>')
TW_NEXT_SIZES = [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]
TW_B62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def tw_slug(s, seen=None):
    """github-slugger's id of a heading: lower case, punctuation gone,
    spaces as dashes, "-1" after a repeated one."""
    x = "-".join("".join(c for c in s.lower() if c.isalnum() or c in " -_").split(" "))
    if seen is not None:
        k = seen.get(x, 0)
        seen[x] = k + 1
        x = x if not k else "%s-%d" % (x, k)
    return x


def tw_tokens(line, lang):
    """A line of code as (kind, text) tokens, roughly as Prism's and
    Shiki's grammars split it."""
    out, s = [], line.lstrip(" ")
    lead = line[:len(line) - len(s)]
    if lead:
        out.append(("ws", lead))
    if s.startswith("//") or (s.startswith("#") and lang in ("python", "bash", "yaml")) or s.startswith("-- "):
        return out + [("comment", s)]
    i, first = 0, True
    while i < len(s):
        c = s[i]
        j = i + 1
        if c == " ":
            while j < len(s) and s[j] == " ":
                j += 1
            out.append(("ws", s[i:j]))
        elif c in "\"'`":
            e = s.find(c, i + 1)
            j = len(s) if e < 0 else e + 1
            nxt = s[j:j + 1]
            out.append(("key" if lang == "json" and nxt == ":" else "str", s[i:j]))
        elif c.isdigit():
            while j < len(s) and (s[j].isdigit() or s[j] == "."):
                j += 1
            out.append(("num", s[i:j]))
        elif c == "-" and lang == "bash" and (s[j:j + 1].isalpha() or s[j:j + 1] == "-"):
            while j < len(s) and (s[j].isalnum() or s[j] in "-_="):
                j += 1
            out.append(("plain", s[i:j]))
        elif c.isalpha() or c in "_$@":
            while j < len(s) and (s[j].isalnum() or s[j] in "_-" and lang in ("bash", "yaml")):
                j += 1
            w = s[i:j]
            rest = s[j:].lstrip(" ")
            if w in TW_KEYWORDS.get(lang, ()):
                k = "kw"
            elif w in TW_BOOL:
                k = "bool"
            elif lang == "bash" and first:
                k = "fn"
            elif lang == "yaml" and rest.startswith(":"):
                k = "key"
            elif rest.startswith("("):
                k = "fn"
            elif w[:1].isupper() and lang in ("ts", "tsx", "go", "js"):
                k = "type"
            else:
                k = "plain"
            out.append((k, w))
            first = False
        else:
            out.append(("punct" if c in "{}()[];,.:" else "op", c))
        i = j
    return out


def tw_code(r, tech):
    """A short listing of a developer's post: (language, lines, file
    name), of made-up names."""
    lx = lambda: LEXICON[r.randrange(len(LEXICON))]
    a, b, c, d, f, g = [lx() for _ in range(6)]
    n = r.randint(2, 99)
    opts = [
        ("bash", [r.choice(["npm install", "pnpm add", "yarn add", "npm i -D"]) + " %s %s-%s" % (a, b, c)] + (["npx %s init --%s" % (a, d)] if r.random() < 0.6 else []), None),
        ("ts", ["import { %s } from '%s'" % (f, a), "", "export async function %s(%s: string) {" % (g, b), "  const %s = await %s(%s, { %s: %d })" % (c, f, b, d, n),
                "  return %s.%s" % (c, d), "}"], "lib/%s.ts" % a),
        ("js", ["const %s = require('%s')" % (a, b), "", "module.exports = {", "  %s: %s(%s)," % (c, a, "'%s'" % d), "  %s: true," % f, "}"], "%s.config.js" % b),
        ("tsx", ["export default function %s({ %s }) {" % (a.title(), b), '  return <div className="mx-auto max-w-2xl">{%s}</div>' % b, "}"], "components/%s.tsx" % a.title()),
        ("python", ["import %s" % a, "", "def %s(%s):" % (f, b), "    %s = %s.%s(%s, timeout=%d)" % (c, a, d, b, n), "    return %s" % c], "%s.py" % f),
        ("go", ["func %s(%s string) error {" % (f.title(), a), "    if err := %s.%s(%s); err != nil {" % (b, c.title(), a), "        return err", "    }", "    return nil", "}"], "main.go"),
        ("json", ["{", '  "%s": "%s",' % (a, b), '  "%s": %d,' % (c, n), '  "%s": true' % d, "}"], "%s.json" % f),
        ("yaml", ["%s:" % a, "  %s: %s" % (b, c), "  replicas: %d" % n, "  %s: true" % d], ".github/workflows/%s.yml" % f),
        ("sql", ["SELECT %s, %s FROM %s" % (a, b, c), "WHERE %s > %d" % (a, n), "ORDER BY %s LIMIT 10;" % b], None)]
    w = [3, 4, 2, 2, 2, 1, 2, 1, 1] if tech else [6, 1, 1, 0, 1, 0, 2, 1, 0]
    lang, lines, fname = r.choices(opts, weights=w)[0]
    # a blank line of a listing is no line of its text
    return lang, [x for x in lines if x], fname


def tw_next_img(src, w, h, alt, lay, cls=""):
    """next/image's markup: Next 12's intrinsic spans with the <noscript>
    fallback ("v1"), Next 13's single <img> ("v2")."""
    u = lambda x: "/_next/image?url=%s&amp;w=%d&amp;q=75" % (src.replace("/", "%2F"), x)
    one = min([x for x in TW_NEXT_SIZES if x >= w] or [3840])
    two = min([x for x in TW_NEXT_SIZES if x >= 2 * w] or [3840])
    if lay == "v2":
        return '<img alt="%s" loading="lazy" width="%d" height="%d" decoding="async" data-nimg="1"%s style="color:transparent" srcSet="%s 1x, %s 2x" src="%s"/>' % (
            esc(alt), w, h, ' class="%s"' % cls if cls else "", u(one), u(two), u(two))
    st = "position:absolute;top:0;left:0;bottom:0;right:0;box-sizing:border-box;padding:0;border:none;margin:auto;display:block;width:0;height:0;min-width:100%;max-width:100%;min-height:100%;max-height:100%"
    return ('<span style="box-sizing:border-box;display:inline-block;overflow:hidden;width:initial;height:initial;background:none;opacity:1;border:0;margin:0;padding:0;position:relative;max-width:100%%">'
            '<span style="box-sizing:border-box;display:block;width:initial;height:initial;background:none;opacity:1;border:0;margin:0;padding:0;max-width:100%%">'
            '<img style="display:block;max-width:100%%;width:initial;height:initial;background:none;opacity:1;border:0;margin:0;padding:0" alt="" aria-hidden="true" '
            'src="data:image/svg+xml,%%3csvg%%20xmlns=%%27http://www.w3.org/2000/svg%%27%%20version=%%271.1%%27%%20width=%%27%d%%27%%20height=%%27%d%%27/%%3e"/></span>'
            '<img alt="%s" src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" decoding="async" data-nimg="intrinsic"%s style="%s"/>'
            '<noscript><img alt="%s" srcSet="%s 1x, %s 2x" src="%s" decoding="async" data-nimg="intrinsic" style="%s"%s loading="lazy"/></noscript></span>') % (
        w, h, esc(alt), ' class="%s"' % cls if cls else "", st, esc(alt), u(one), u(two), u(two), st, ' class="%s"' % cls if cls else "")


def tw_svg(kind, cls, xmlns=True):
    vb, paths = TW_ICONS[kind]
    return '<svg %sviewBox="%s" class="%s">%s</svg>' % ('xmlns="http://www.w3.org/2000/svg" ' if xmlns else "", vb, cls, paths)


def tw_escjson(s):
    """Next's htmlEscapeJsonString: a JSON text safe in a <script>."""
    return s.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e").replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def tw_merge_class(h):
    """Astro 2's scoped class joined to an element's own classes: a start
    tag's two class attributes made one."""
    out, i = [], 0
    while True:
        j = h.find("<", i)
        if j < 0:
            return "".join(out) + h[i:]
        k = h.find(">", j)
        tag = h[j:k + 1]
        a = tag.find(' class="')
        b = tag.find(' class="', a + 1) if a >= 0 else -1
        if b >= 0:
            e = tag.index('"', b + 8)
            extra = tag[b + 8:e]
            tag = tag[:b] + tag[e + 1:]
            e1 = tag.index('"', a + 8)
            tag = tag[:e1] + " " + extra + tag[e1:]
        out.append(h[i:j] + tag)
        i = k + 1


def tailwind(r, t, body, cat, cs):
    """A post on a developer's or a startup's blog of 2021-2024 built with a
    static framework and styled with Tailwind CSS's utility classes, one
    starter a site, as the built page serves it: nearly every element
    named by its utilities alone ("mx-auto max-w-3xl px-4 sm:px-6
    xl:max-w-5xl xl:px-0", "prose max-w-none pb-8 pt-10
    dark:prose-invert", "text-3xl font-extrabold leading-9
    tracking-tight"), few names of meaning.  Tailwind Nextjs Starter
    Blog (half the sites), on Next 12's pages of 2021-2022 (div#__next,
    dark:prose-dark, next/image's intrinsic spans with their <noscript>
    fallback, __NEXT_DATA__ holding the post's compiled MDX, its summary
    and the neighbours' summaries) or Next 13-14's app router of
    2023-2024 (the RSC payload's self.__next_f pushes holding the post's
    tree again, the post's JSON-LD, next/image's single <img>): the
    header of the logo, the site's name, "Blog", "Tags", "Projects",
    "About", the search button, the theme toggle and the mobile menu
    (its links again on the older), the fixed "Scroll To Comment" and
    "Scroll To Top" buttons, the post's header ("Published on" for
    screen readers, the <time> "Wednesday, August 4, 2021", the h1), the
    authors' column of avatars, names and "@handle" links, the post in
    div.prose: paragraphs with links, inline code, bold and italic runs,
    h2 and h3 with rehype-autolink-headings' anchor (an empty
    span.icon-link, or span.content-header-link's svg), lists, quotes
    opening on a bold "Note:" or "Tip:" at times, rehype-prism-plus's
    code in div.relative > pre > code of span.code-line lines and token
    spans (a div.remark-code-title over some, line numbers on some), the
    pictures as next/image in a div, GFM tables, TOCInline's list or its
    "Table of Contents" <details> on some posts, the MDX's
    BlogNewsletterForm ("Subscribe to the newsletter", "Sign up") among
    the paragraphs of some sites' posts; "Discuss on Twitter • View on
    GitHub", the comments' "Load Comments" button and the empty giscus,
    utterances or Disqus box, "Tags" and its uppercase links, "Previous
    Article" and "Next Article" with their titles, "On this page" in the
    left column on some sites, a newsletter form after the post on some,
    "← Back to the blog", the footer's social icons, "NAME • © 2023 •
    BLOG" and "Tailwind Nextjs Theme" or "Built with ..."; on some of
    the newer sites' posts the PostSimple layout ("← TITLE" and "TITLE
    →", no authors nor tags) or PostBanner (a banner picture, no date).
    AstroPaper (v2 of Astro 2's "astro-XXXX" scoped classes, v3 or v4 of
    2023-2024 with data-astro-cid attributes): "Skip to content", the
    logo, "Posts", "Tags", "About", the search and theme buttons, "Go
    back", h1.post-title, the date's "Sep 25, 2023 | 04:05 PM" with
    "Published:" or "Updated:", "Edit page" on some v4 sites,
    article#article.prose (Astro's plain headings with ids, remark-toc's
    "Table of contents" h2 and its "Open Table of contents" <details> on
    most posts of most sites, Shiki's pre.astro-code of span.line spans
    in one-dark-pro or a light and a dark theme, Expressive Code's
    frames with a file's title at times and their "Copy to clipboard"
    button holding the code in data-code on some v4 sites, pictures from
    /_astro/, "Photo by NAME on Unsplash" in italics under some), the
    tags' "#" links, "Back to Top", "Share this post on:" and its links,
    v4's "Previous Post" and "Next Post" with titles, a giscus island
    for the comments on some sites, the footer's socials and "Copyright
    © 2024 | All rights reserved.".  AstroWind (2023-2024, a startup's
    site): the announcement bar on some sites, the sticky header's
    menus, theme toggle, RSS and its button, the meta line of the date,
    the author, the category and "5 min read", the h1, the excerpt under
    it (the feed's description) on most posts, the cover picture whose
    alt is the excerpt, the post in a prose div of many modifiers
    (tables in a scrolling div, Shiki's github-dark code or Expressive
    Code's on a few sites), the tags' pills, "Share:" buttons, "Back to
    Blog", "Related Posts" with "View All Posts »" and cards of titles
    and excerpts, the footer's columns of links, "Terms · Privacy
    Policy", the social icons and "Made by ... · All rights reserved.".
    No comments in the page (the thread a script loads).  The feed: the
    Next starter's RSS of the front matter's summary, AstroPaper's of
    its description, neither shown on the page; AstroWind's of the
    excerpt, shown under the headline, or the first paragraph where a
    post has none.  The truth: AstroWind's excerpt (TEASER) where shown,
    then the post's paragraphs, headings, list items, quotes (the
    author's bold "Note:" with its text one line), each line of code (a
    listing's blank lines left out) and each table row (its cells joined
    by spaces); not the title, the date, the authors, the table of
    contents, code blocks' titles, captions and credits, the newsletter
    form (counted, its title), the tags, the share and discussion links,
    "Load Comments", the neighbours' titles (counted), the related posts
    (counted, titles and excerpts) nor the footer."""
    rs = random.Random(BLOG[0] + " tailwind")
    fam = ("next", "paper", "wind", "next")[DATE_STYLE]
    ver = {"next": "v1" if DATE_STYLE == 3 else "v2", "paper": rs.choice(["v2", "v3", "v3", "v4", "v4", "v4"]), "wind": "v1"}[fam]
    lw = lambda g: LEXICON[g.randrange(len(LEXICON))]
    name = BLOG[0]
    own = [w.lower() for w in name.split()[:-1] if w.isalpha()]
    dom = "".join(own[:2])[:20] or lw(rs)
    host = rs.choice(["www.%s.dev", "%s.dev", "blog.%s.io", "www.%s.com", "%s.vercel.app", "%s.netlify.app", "%s.pages.dev", "blog.%s.com"]) % dom
    OWN_HOST[0] = host
    base = "https://" + host
    tech = rs.random() < 0.75  # a developer's blog, code in most posts; else a startup's
    owner = "%s %s" % (rs.choice(SP_FIRST), lw(rs).title())
    handle = (owner.split()[0] + owner.split()[1][:4]).lower()
    people = [(owner, handle)] + [("%s %s" % (rs.choice(SP_FIRST), lw(rs).title()), lw(rs)[:6] + str(rs.randint(1, 99))) for _ in range(3)]
    gh_repo = "%s/%s" % (handle, rs.choice([dom, "blog", host.split(".")[0] if host.split(".")[0] != "www" else dom, "personal-site"]))
    socials = ["mail", "github"] + rs.sample(["twitter" if ver == "v1" else "x", "linkedin", "mastodon", "youtube"], rs.randint(1, 3))
    year_now = {"v1": 2022, "v2": 2024}.get(ver, 2024) if fam == "next" else (2023 if ver == "v2" else 2024)
    # per-site options
    comments = rs.choice(["giscus", "giscus", "utterances", "disqus", None]) if fam == "next" else ("giscus" if fam == "paper" and rs.random() < 0.35 else None)
    news = rs.choice([None, None, "post", "post", "after"]) if fam == "next" else None
    news_title = rs.choice(TW_NEWS)
    toc_aside = fam == "next" and rs.random() < 0.3
    toc_rate = {"next": rs.choice([0.0, 0.0, 0.3, 0.6]), "paper": rs.choice([0.0, 0.7, 0.9, 1.0]), "wind": 0.0}[fam]
    layouts = fam == "next" and ver == "v2" and rs.random() < 0.5  # the starter's PostSimple and PostBanner on some posts
    code_title_rate = rs.choice([0.0, 0.4, 0.8]) if fam == "next" else 0.0
    nums_rate = rs.choice([0.0, 0.0, 0.3]) if fam == "next" else 0.0
    ec = (fam == "paper" and ver == "v4" and rs.random() < 0.4) or (fam == "wind" and rs.random() < 0.2)  # Expressive Code
    code_title_rate = rs.choice([0.3, 0.6]) if ec else code_title_rate
    shiki = {"paper": rs.choice(["one", "one", "dual"]) if ver != "v2" else "one", "wind": "gh"}.get(fam)
    edit_page = fam == "paper" and ver == "v4" and rs.random() < 0.5
    related = fam == "wind" and rs.random() < 0.85
    announce = fam == "wind" and rs.random() < 0.5
    excerpt_rate = rs.choice([0.7, 0.85, 1.0])
    wind_author = rs.random() < 0.7
    credit = rs.choice(["Tailwind Nextjs Theme", "Tailwind Nextjs Theme", "Built with Next.js, Tailwind CSS and Contentlayer" if ver == "v2" else "Built with Next.js and MDX", "Built with Next.js & Tailwind CSS"])
    nav = TW_SNEXT + rs.sample(TW_SNEXT_MORE, rs.randint(0, 2))
    cid = random.Random("astropaper " + ver)
    cids = dict((k, "".join(cid.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(8))) for k in ("header", "post", "footer", "tag", "share", "socials", "hr", "link"))

    def sc(comp, cls=None):
        """Astro's scoped style: the component's data-astro-cid, or on
        Astro 2 its astro-XXXX class."""
        if fam != "paper":
            return ' class="%s"' % cls if cls else ""
        if ver == "v2":
            return ' class="%sastro-%s"' % (cls + " " if cls else "", cids[comp].upper())
        return (' class="%s"' % cls if cls else "") + " data-astro-cid-%s" % cids[comp]

    # the post's date
    years = {"v1": [2021, 2022], "v2": [2023, 2024]}[ver] if fam == "next" else [2023] if ver == "v2" else [2023, 2024] if ver == "v3" else [2024]
    pub = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59))
    if pub.year == years[-1] and years[-1] == 2024:
        pub = pub.replace(month=min(pub.month, 11))
    mod = pub + datetime.timedelta(days=r.randint(2, 120), hours=r.randint(0, 20)) if fam == "paper" and r.random() < 0.25 else None
    if mod and mod.year > years[-1]:
        mod = mod.replace(year=years[-1], month=12, day=min(mod.day, 20))
    slug = SLUG[0][1:-5]
    lx = lambda: LEXICON[r.randrange(len(LEXICON))]
    ext = lambda: "https://%s.%s/%s" % (lx() + lx()[:3], r.choice(["com", "dev", "io", "org", "sh"]), r.choice([lx(), "docs/" + lx(), "blog/%s-%s" % (lx(), lx())]))

    def inline(p):
        """A paragraph's HTML with a link, inline code, a bold or an italic
        run around some of its words; its text the same."""
        w = p.split(" ")
        x = r.random()
        if len(w) < 8 or x > 0.6:
            return esc(p)
        k = r.randrange(1, len(w) - 4)
        m = 1 if x < 0.22 else r.randint(1, 4)
        while m > 1 and any(y[-1:] in ".?!" for y in w[k:k + m - 1]):
            m -= 1
        mid = " ".join(w[k:k + m])
        core = mid.rstrip(",.;:?!")
        tail = mid[len(core):]
        a, c = " ".join(w[:k]), " ".join(w[k + m:])
        if not core:
            return esc(p)
        if x < 0.22:
            tag = "<code>%s</code>" % esc(core)
        elif x < 0.45:
            u = ext() if r.random() < 0.7 else "/blog/%s" % tw_slug(title(r))
            if fam == "next" and u.startswith("http"):
                tag = '<a target="_blank" rel="noopener noreferrer" href="%s">%s</a>' % (u, esc(core))
            else:
                tag = '<a href="%s">%s</a>' % (u, esc(core))
        elif x < 0.53:
            tag = "<strong>%s</strong>" % esc(core)
        else:
            tag = "<em>%s</em>" % esc(core)
        return esc(a) + " " + tag + esc(tail) + (" " + esc(c) if c else "")

    # the post's blocks and the truth's lines
    paras = list(body)
    n = len(paras)
    intro = 1 if n < 4 else r.choice([1, 1, 2])
    heads = {}
    if n >= 3 and r.random() < 0.85:
        i = intro
        while i < n:
            heads[i] = "h2" if not heads or r.random() < 0.75 else "h3"
            i += r.randint(1, 3)
    after = {}
    kinds = [("code", 0.8 if tech else 0.15), ("code", 0.45 if tech else 0.0), ("code", 0.2 if tech else 0.0), ("ul", 0.4), ("ol", 0.15),
             ("quote", 0.3), ("img", 0.35), ("img", 0.12), ("table", 0.18 if tech else 0.08), ("hr", 0.06)]
    for k, p in kinds:
        if r.random() < p:
            after.setdefault(r.randrange(n), []).append(k)
    blocks, story, seen = [], [], {}
    for i, p in enumerate(paras):
        if i in heads:
            h = " ".join(word(r) for _ in range(r.randint(2, 6))).capitalize()
            if tech and r.random() < 0.15:
                h = r.choice(["Step %d: " % (len([1 for b in blocks if b[0] == "h"]) + 1), "Why ", "How to ", "Using "]) + h[0].lower() + h[1:]
            blocks.append(("h", heads[i], h, tw_slug(h, seen)))
            story.append(h)
        blocks.append(("p", p))
        story.append(p)
        for k in after.get(i, []):
            if k in ("ul", "ol"):
                items = [" ".join(word(r) for _ in range(r.randint(2, 9))) if r.random() < 0.5 else sentence(r, 5, 16) for _ in range(r.randint(2, 6))]
                items = [x[0].upper() + x[1:] for x in items]
                blocks.append(("list", k, items))
                story.extend(items)
            elif k == "quote":
                lab = r.choice(TW_LABELS) if r.random() < 0.5 else None
                q = sentence(r, 8, 28)
                blocks.append(("quote", lab, q))
                story.append(lab + " " + q if lab else q)
            elif k == "code":
                lang, lines, fname = tw_code(r, tech)
                blocks.append(("code", lang, lines, fname if fname and r.random() < code_title_rate else None, r.random() < nums_rate))
                story.extend(lines)
            elif k == "img":
                w, hh = r.choice([(1200, 630), (1600, 900), (800, 600), (1280, 720), (960, 540), (1024, 768), (640, 480)])
                alt = " ".join(lx() for _ in range(r.randint(1, 4))) if r.random() < 0.75 else ""
                blocks.append(("img", alt, w, hh, "%s-%s" % (lx(), lx()), "Photo by %s %s on Unsplash" % (r.choice(SP_FIRST), lx().title()) if fam != "next" and r.random() < 0.2 else None))
            elif k == "table":
                cols = r.choice([["Option", "Type", "Default", "Description"], ["Name", "Description"], ["Method", "Time", "Memory"],
                                 [lx().title() for _ in range(r.randint(2, 4))]])
                rows = []
                for _ in range(r.randint(2, 5)):
                    row = []
                    for ci, col in enumerate(cols):
                        if col == "Type":
                            row.append(r.choice(["string", "boolean", "number", "string[]"]))
                        elif col == "Default":
                            row.append(r.choice(["true", "false", "0", "null", "'%s'" % lx()]))
                        elif col == "Time":
                            row.append("%d%s" % (r.randint(2, 950), r.choice(["ms", "ms", "s", "µs"])))
                        elif col == "Memory":
                            row.append("%d%s" % (r.randint(2, 950), r.choice([" MB", " KB", " MB"])))
                        elif col == "Description" or (ci == len(cols) - 1 and len(cols) > 2):
                            row.append(" ".join(word(r) for _ in range(r.randint(3, 9))).capitalize())
                        else:
                            row.append(lx())
                    rows.append(row)
                blocks.append(("table", cols, rows, r.random() < 0.3))
                story.extend(" ".join(x) for x in [cols] + rows)
            elif k == "hr" and i < n - 1:
                blocks.append(("hr",))
    hs = [(b[1], b[2], b[3]) for b in blocks if b[0] == "h"]
    toc = len(hs) >= 2 and r.random() < toc_rate
    if toc:
        at = next(k for k, b in enumerate(blocks) if b[0] == "h")
        blocks.insert(at, ("toc",))
    in_news = news == "post" and r.random() < 0.6
    if in_news:
        blocks.insert(r.choice([len(blocks), len(blocks), max(1, len(blocks) // 2)]), ("news",))
        EXTRAS.append(news_title)
    if news == "after":
        EXTRAS.append(news_title)
    STORY[:] = story

    # the code blocks, as each framework's highlighter writes them
    def prism(lang, lines, nums):
        out = []
        for k, x in enumerate(lines):
            toks = "".join(esc(v) if kd in ("ws", "plain") else '<span class="token %s">%s</span>' % (TW_PRISM[kd], esc(v)) for kd, v in tw_tokens(x, lang))
            out.append('<span class="code-line%s>%s\n</span>' % (' line-number" line="%d"' % (k + 1) if nums else '"', toks))
        return "".join(out)

    def shiki_line(lang, x, th):
        toks, runs = tw_tokens(x, lang), []
        for kd, v in toks:
            col = TW_SHIKI[kd]
            if runs and runs[-1][0] == col:
                runs[-1][1] += v
            else:
                runs.append([col, v])
        if th == "dual":
            return "".join('<span style="color:%s;--shiki-dark:%s">%s</span>' % (c[2], c[3], esc(v)) for c, v in runs)
        if th == "ec":
            return "".join('<span style="--0:%s;--1:%s">%s</span>' % (c[3], c[2], esc(v)) for c, v in runs)
        ix = 0 if th == "one" else 1
        return "".join('<span style="color:%s%s">%s</span>' % (c[ix], ";font-style:italic" if c == TW_SHIKI["comment"] and ix == 0 else "", esc(v)) for c, v in runs)

    def code_html(lang, lines, fname, nums):
        if fam == "next":
            return ('<div class="remark-code-title">%s</div>\n' % esc(fname) if fname else "") + \
                '<div class="relative"><pre><code class="language-%s code-highlight">%s</code></pre></div>' % (lang, prism(lang, lines, nums))
        if ec:
            term = lang == "bash"
            body_ = "".join('<div class="ec-line"><div class="code">%s</div></div>' % shiki_line(lang, x, "ec") for x in lines)
            return ('<div class="expressive-code"><figure class="frame%s%s"><figcaption class="header">%s</figcaption><pre data-language="%s"><code>%s</code></pre>'
                    '<div class="copy"><button title="Copy to clipboard" data-copied="Copied!" data-code="%s"><div></div></button></div></figure></div>') % (
                " is-terminal" if term else "", " has-title" if fname and not term else "",
                '<span class="title"></span><span class="sr-only">Terminal window</span>' if term else '<span class="title">%s</span>' % esc(fname) if fname else "",
                lang, body_, esc("\x7f".join(lines)))
        th = shiki
        lines_ = "\n".join('<span class="line">%s</span>' % shiki_line(lang, x, th) for x in lines)
        if th == "dual":
            return ('<pre class="astro-code astro-code-themes min-light night-owl" style="background-color:#ffffff;--shiki-dark-bg:#011627;color:#24292eff;--shiki-dark:#d6deeb; overflow-x: auto; white-space: pre-wrap; word-wrap: break-word;" tabindex="0" data-language="%s"><code>%s</code></pre>') % (lang, lines_)
        if th == "one":
            return ('<pre class="astro-code one-dark-pro" style="background-color:#282c34;color:#abb2bf; overflow-x: auto; white-space: pre-wrap; word-wrap: break-word;" tabindex="0"%s><code>%s</code></pre>') % (
                ' data-language="%s"' % lang if ver != "v2" else "", lines_)
        return '<pre class="astro-code github-dark" style="background-color:#24292e;color:#e1e4e8; overflow-x: auto;" tabindex="0" data-language="%s"><code>%s</code></pre>' % (lang, lines_)

    def newsletter_form(title_):
        return ('<div><div class="pb-1 text-lg font-semibold text-gray-800 dark:text-gray-100">%s</div><form class="flex flex-col sm:flex-row"><div>'
                '<label for="email-input"><span class="sr-only">Email address</span><input autoComplete="email" class="w-72 rounded-md px-4 focus:border-transparent focus:outline-none focus:ring-2 focus:ring-primary-600 dark:bg-black" id="email-input" name="email" placeholder="Enter your email" required="" type="email"/></label></div>'
                '<div class="mt-2 flex w-full rounded-md shadow-sm sm:ml-3 sm:mt-0"><button class="w-full rounded-md bg-primary-500 px-4 py-2 font-medium text-white sm:py-0 hover:bg-primary-700 dark:hover:bg-primary-400 focus:outline-none focus:ring-2 focus:ring-primary-600 focus:ring-offset-2 dark:ring-offset-black" type="submit">Sign up</button></div></form></div>') % esc(title_)

    def render(b):
        k = b[0]
        if k == "p":
            return "<p>%s</p>" % inline(b[1])
        if k == "h":
            lv, h, i = b[1], b[2], b[3]
            if fam == "next" and ver == "v1":
                return '<%s id="%s"><a aria-hidden="true" tabindex="-1" href="#%s"><span class="icon icon-link"></span></a>%s</%s>' % (lv, i, i, esc(h), lv)
            if fam == "next":
                return '<%s class="content-header" id="%s"><a href="#%s" aria-hidden="true" tabindex="-1"><span class="content-header-link">%s</span></a>%s</%s>' % (lv, i, i, TW_LINK_SVG, esc(h), lv)
            return '<%s id="%s">%s</%s>' % (lv, i, esc(h), lv)
        if k == "list":
            return "<%s>\n%s</%s>" % (b[1], "".join("<li>%s</li>\n" % esc(x) for x in b[2]), b[1])
        if k == "quote":
            return "<blockquote>\n<p>%s%s</p>\n</blockquote>" % ("<strong>%s</strong> " % esc(b[1]) if b[1] else "", esc(b[2]))
        if k == "code":
            return code_html(b[1], b[2], b[3], b[4])
        if k == "table":
            cols, rows, left = b[1], b[2], b[3]
            al = ' align="left"' if fam == "next" else ' style="text-align:left"'
            cell = lambda tag, ci, x: "<%s%s>%s</%s>" % (tag, al if left else "", ("<code>%s</code>" if tag == "td" and ci == 0 and cols[0] in ("Option", "Name", "Method") else "%s") % esc(x), tag)
            h = "<table>\n<thead>\n<tr>\n%s\n</tr>\n</thead>\n<tbody>\n%s\n</tbody>\n</table>" % (
                "\n".join(cell("th", ci, x) for ci, x in enumerate(cols)), "\n".join("<tr>\n%s\n</tr>" % "\n".join(cell("td", ci, x) for ci, x in enumerate(row)) for row in rows))
            return '<div style="overflow:auto">%s</div>' % h if fam == "wind" else h
        if k == "img":
            alt, w, h, f, cred = b[1:]
            if fam == "next":
                return "<div>%s</div>" % tw_next_img("/static/images/%s.png" % f, w, h, alt, ver)
            hsh = "".join(r.choice(TW_B62) for _ in range(8))
            src = "/_astro/%s.%s.webp" % (f, hsh) if r.random() < 0.7 else "/assets/%s.%s" % (f, r.choice(["png", "jpg"]))
            img = '<img src="%s" alt="%s"%s%s>' % (src, esc(alt), ' width="%d" height="%d"' % (w, h) if src.startswith("/_astro") else "",
                                                   ' loading="lazy" decoding="async"' if src.startswith("/_astro") or fam == "wind" else "")
            out = "<p>%s</p>" % img
            if cred:
                who = cred[9:-12]
                out += '\n<p><em>Photo by <a href="https://unsplash.com/@%s">%s</a> on <a href="https://unsplash.com/">Unsplash</a></em></p>' % (who.lower().replace(" ", ""), esc(who))
            return out
        if k == "hr":
            return "<hr/>" if fam == "next" else "<hr>"
        if k == "news":
            return '<div class="flex items-center justify-center"><div class="bg-gray-100 p-6 dark:bg-gray-800 sm:px-14 sm:py-8">%s</div></div>' % newsletter_form(news_title)
        if k == "toc":
            if fam == "next":
                ul = "<ul>%s</ul>" % "".join('<li class="%s"><a href="#%s">%s</a></li>' % ("ml-6" if lv == "h3" else "false", i, esc(h)) for lv, h, i in hs)
                if r.random() < 0.5:
                    return '<details open=""><summary class="ml-6 pb-2 pt-2 text-xl font-bold">Table of Contents</summary><div class="ml-6">%s</div></details>' % ul
                return ul
            items, cur = [], None
            for lv, h, i in hs:
                if lv == "h3" and cur is not None:
                    cur[1].append((h, i))
                else:
                    cur = [(h, i), []]
                    items.append(cur)
            ul = "<ul>\n%s</ul>" % "".join('<li>\n<p><a href="#%s">%s</a></p>\n<ul>\n%s</ul>\n</li>\n' % (i, esc(h), "".join('<li><a href="#%s">%s</a></li>\n' % (i2, esc(h2)) for h2, i2 in sub))
                                           if sub else '<li><a href="#%s">%s</a></li>\n' % (i, esc(h)) for (h, i), sub in items)
            return '<h2 id="table-of-contents">Table of contents</h2>\n<details><summary>Open Table of contents</summary>\n%s\n</details>' % ul
        return ""
    content = "\n".join(render(b) for b in blocks)

    # the neighbours and the feed's description
    others = [title(r) for _ in range(5)]
    prev = others[0] if r.random() < 0.85 else None
    nxt = others[1] if r.random() < 0.8 else None
    summary = sentence(r, 12, 28)
    excerpt = None
    if fam == "wind":
        if r.random() < excerpt_rate:
            excerpt = summary
            TEASER.append(excerpt)
        else:
            DESC.append(body[0])
    else:
        DESC.append(summary)
    tags = [cat.lower()] + [lx() for _ in range(r.randint(0, 3))]
    if tech and r.random() < 0.6:
        tags.append(r.choice(["next-js", "tailwind", "javascript", "typescript", "react", "astro", "devops", "rust", "python", "guide", "css"]))
    tags = list(dict.fromkeys(tags))
    nwords = sum(len(x.split()) for x in story)
    mins = max(1, -(-nwords // 200))

    if fam == "next":
        return tw_next_page(r, rs, ver, t, content, blocks, hs, pub, tags, prev, nxt, summary, people, socials, nav, comments, news, news_title, toc_aside,
                            layouts, credit, gh_repo, base, host, slug, year_now, mins, nwords, owner)
    if fam == "paper":
        return tw_paper_page(r, rs, ver, sc, t, content, pub, mod, tags, prev, nxt, comments, edit_page, gh_repo, base, slug, year_now, socials, nav)
    return tw_wind_page(r, rs, t, content, pub, tags, cat, excerpt, mins, people, wind_author, related, announce, base, slug, socials, year_now, nav)


def tw_next_page(r, rs, ver, t, content, blocks, hs, pub, tags, prev, nxt, summary, people, socials, nav, comments, news, news_title, toc_aside,
                 layouts, credit, gh_repo, base, host, slug, year_now, mins, nwords, owner):
    """Tailwind Nextjs Starter Blog's page around the post's HTML."""
    v1 = ver == "v1"
    name = BLOG[0]
    if prev or nxt:
        EXTRAS.extend([x for x in (prev, nxt) if x])
    auth = [people[0]] + ([p for p in people[1:] if r.random() < 0.2][:2] if r.random() < 0.3 else [])
    lay = "PostLayout"
    if layouts:
        x = r.random()
        lay = "PostSimple" if x < 0.2 else "PostBanner" if x < 0.32 else "PostLayout"
    slug_ = lambda s: tw_slug(s)
    iso = pub.strftime("%Y-%m-%d") if v1 else pub.strftime("%Y-%m-%dT00:00:00.000Z")
    long_date = "%s, %s %d, %d" % (TW_DAYS[pub.weekday()], MONTHS[pub.month - 1], pub.day, pub.year)
    logo = ('<svg xmlns="http://www.w3.org/2000/svg" width="53.87" height="43.61" viewBox="344.564 330.278 111.737 91.218"><defs><linearGradient id="logo_svg__a" x1="0" x2="1" y1=".5" y2=".5">'
            '<stop offset="0%" stop-color="#06b6d4"></stop><stop offset="100%" stop-color="#3b82f6"></stop></linearGradient></defs>'
            '<path fill="url(#logo_svg__a)" d="M344.564 330.278h111.737v91.218H344.564z" style="fill-opacity:.8"></path></svg>')
    h1 = '<h1 class="text-3xl font-extrabold leading-9 tracking-tight text-gray-900 dark:text-gray-100 sm:text-4xl sm:leading-10 md:text-5xl md:leading-14">%s</h1>' % esc(t)
    section = "mx-auto max-w-3xl px-4 sm:px-6 xl:max-w-5xl xl:px-0"
    btn = "rounded-full bg-gray-200 p-2 text-gray-500 transition-all hover:bg-gray-300 dark:bg-gray-700 dark:text-gray-400 dark:hover:bg-gray-600"
    scroll = ('<div class="%s"><button aria-label="Scroll To Comment" type="button" class="%s"><svg class="h-5 w-5" viewBox="0 0 20 20" fill="currentColor"><path fill-rule="evenodd" d="M18 10c0 3.866-3.582 7-8 7a8.841 8.841 0 01-4.083-.98L2 17l1.338-3.123C2.493 12.767 2 11.434 2 10c0-3.866 3.582-7 8-7s8 3.134 8 7zM7 9H5v2h2V9zm8 0h-2v2h2V9zM9 9h2v2H9V9z" clip-rule="evenodd"></path></svg></button>'
              '<button aria-label="Scroll To Top" type="button" class="%s"><svg class="h-5 w-5" viewBox="0 0 20 20" fill="currentColor"><path fill-rule="evenodd" d="M3.293 9.707a1 1 0 010-1.414l6-6a1 1 0 011.414 0l6 6a1 1 0 01-1.414 1.414L11 5.414V17a1 1 0 11-2 0V5.414L4.707 9.707a1 1 0 01-1.414 0z" clip-rule="evenodd"></path></svg></button></div>') % (
        "fixed right-8 bottom-8 hidden flex-col gap-3 md:hidden" if v1 else "fixed bottom-8 right-8 hidden flex-col gap-3 md:hidden", btn, btn)
    # the header
    links = [x for x in nav]
    if v1:
        header = ('<header class="flex items-center justify-between py-10"><div><a aria-label="%s" href="/"><div class="flex items-center justify-between"><div class="mr-3">%s</div>'
                  '<div class="hidden h-6 text-2xl font-semibold sm:block">%s</div></div></a></div><div class="flex items-center text-base leading-5"><div class="hidden sm:block">%s</div>'
                  '<button aria-label="Toggle Dark Mode" type="button" class="ml-1 mr-1 h-8 w-8 rounded p-1 sm:ml-4"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" fill="currentColor" class="text-gray-900 dark:text-gray-100"><path d="M17.293 13.293A8 8 0 016.707 2.707a8.001 8.001 0 1010.586 10.586z"></path></svg></button>'
                  '<div class="sm:hidden"><button type="button" class="ml-1 mr-1 h-8 w-8 rounded py-1" aria-label="Toggle Menu"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" fill="currentColor" class="text-gray-900 dark:text-gray-100"><path fill-rule="evenodd" d="M3 5a1 1 0 011-1h12a1 1 0 110 2H4a1 1 0 01-1-1zM3 10a1 1 0 011-1h12a1 1 0 110 2H4a1 1 0 01-1-1zM3 15a1 1 0 011-1h12a1 1 0 110 2H4a1 1 0 01-1-1z" clip-rule="evenodd"></path></svg></button>'
                  '<div class="fixed top-24 right-0 z-10 h-full w-full transform bg-gray-200 opacity-95 duration-300 ease-in-out dark:bg-gray-800 translate-x-full"><button type="button" aria-label="toggle modal" class="fixed h-full w-full cursor-auto focus:outline-none"></button>'
                  '<nav class="fixed mt-8 h-full">%s</nav></div></div></div></header>') % (
            esc(name), logo, esc(name), "".join('<a class="p-1 font-medium text-gray-900 dark:text-gray-100 sm:p-4" href="/%s">%s</a>' % (x.lower(), x) for x in links),
            "".join('<div class="px-12 py-4"><a class="text-2xl font-bold tracking-widest text-gray-900 dark:text-gray-100" href="/%s">%s</a></div>' % (x.lower() if x != "Home" else "", x) for x in ["Home"] + links))
    else:
        header = ('<header class="flex items-center justify-between py-10"><div><a aria-label="%s" href="/"><div class="flex items-center justify-between"><div class="mr-3">%s</div>'
                  '<div class="hidden h-6 text-2xl font-semibold sm:block">%s</div></div></a></div><div class="flex items-center space-x-4 leading-5 sm:space-x-6">%s'
                  '<button aria-label="Search"><svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="1.5" stroke="currentColor" class="h-6 w-6 text-gray-900 dark:text-gray-100"><path stroke-linecap="round" stroke-linejoin="round" d="M21 21l-5.197-5.197m0 0A7.5 7.5 0 105.196 5.196a7.5 7.5 0 0010.607 10.607z"></path></svg></button>'
                  '<div class="mr-5"><div class="relative inline-block text-left" data-headlessui-state=""><div class="flex items-center justify-center hover:text-primary-500 dark:hover:text-primary-400"><button id="headlessui-menu-button-:R%s:" type="button" aria-haspopup="menu" aria-expanded="false" data-headlessui-state="" aria-label="Theme switcher">'
                  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" fill="currentColor" class="h-6 w-6"></svg></button></div></div></div>'
                  '<button aria-label="Toggle Menu" class="sm:hidden"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" fill="currentColor" class="h-8 w-8 text-gray-900 dark:text-gray-100"><path fill-rule="evenodd" d="M3 5a1 1 0 011-1h12a1 1 0 110 2H4a1 1 0 01-1-1zM3 10a1 1 0 011-1h12a1 1 0 110 2H4a1 1 0 01-1-1zM3 15a1 1 0 011-1h12a1 1 0 110 2H4a1 1 0 01-1-1z" clip-rule="evenodd"></path></svg></button></div></header>') % (
            esc(name), logo, esc(name), "".join('<a class="hidden font-medium text-gray-900 dark:text-gray-100 sm:block" href="/%s">%s</a>' % (x.lower(), x) for x in links),
            "".join(rs.choice(TW_B62[:26]) for _ in range(3)))
    # the authors
    avatar = lambda h: tw_next_img("/static/images/%s.png" % h, 38, 38, "avatar", ver, "h-10 w-10 rounded-full")
    who = "".join(('<li class="flex items-center space-x-2">%s<dl class="whitespace-nowrap text-sm font-medium leading-5"><dt class="sr-only">Name</dt><dd class="text-gray-900 dark:text-gray-100">%s</dd>'
                   '<dt class="sr-only">Twitter</dt><dd>%s</dd></dl></li>') % (
        avatar(h), esc(nm), '<a target="_blank" rel="noopener noreferrer" href="https://twitter.com/%s" class="text-primary-500 hover:text-primary-600 dark:hover:text-primary-400">@%s</a>' % (h, h) if k == 0 or r.random() < 0.6 else "")
        for k, (nm, h) in enumerate(auth))
    ucls = "flex justify-center space-x-8 sm:space-x-12 xl:block xl:space-x-0 xl:space-y-8" if v1 else "flex flex-wrap justify-center gap-4 sm:space-x-12 xl:block xl:space-x-0 xl:space-y-8"
    # the comments' box
    cbox = ""
    if comments:
        if v1:
            inner = {"giscus": '<div class="giscus" id="comments-container"></div>', "utterances": '<div class="utterances-frame relative" id="comments-container"></div>',
                     "disqus": '<div class="disqus-frame" id="disqus_thread"></div>'}[comments]
            cbox = ('<div class="pt-6 pb-6 text-center text-gray-700 dark:text-gray-300" id="comment"><div class="pt-6 pb-6 text-center text-gray-700 dark:text-gray-300"><button>Load Comments</button>%s</div></div>') % inner
        else:
            cbox = '<div class="pb-6 pt-6 text-center text-gray-700 dark:text-gray-300" id="comment"><button>Load Comments</button></div>'
    edit = "https://github.com/%s/blob/%s/data/blog/%s.mdx" % (gh_repo, "master" if v1 else "main", slug)
    discuss = ("https://twitter.com/intent/tweet?text=%s" if v1 else "https://mobile.twitter.com/search?q=%s") % (base + "/blog/" + slug).replace(":", "%3A").replace("/", "%2F")
    dlinks = ('<div class="%s text-sm text-gray-700 dark:text-gray-300"><a target="_blank" rel="nofollow" href="%s">Discuss on Twitter</a> • <a target="_blank" rel="noopener noreferrer" href="%s">View on GitHub</a></div>') % (
        "pt-6 pb-6" if v1 else "pb-6 pt-6", discuss, edit)
    after = ""
    if news == "after":
        after = '<div class="flex items-center justify-center pt-4 pb-6"><div class="bg-gray-100 p-6 dark:bg-gray-800 sm:px-14 sm:py-8">%s</div></div>' % (
            '<div><div class="pb-1 text-lg font-semibold text-gray-800 dark:text-gray-100">%s</div><form class="flex flex-col sm:flex-row"><div><label for="email-input"><span class="sr-only">Email address</span>'
            '<input autoComplete="email" class="w-72 rounded-md px-4 focus:border-transparent focus:outline-none focus:ring-2 focus:ring-primary-600 dark:bg-black" id="email-input" name="email" placeholder="Enter your email" required="" type="email"/></label></div>'
            '<div class="mt-2 flex w-full rounded-md shadow-sm sm:ml-3 sm:mt-0"><button class="w-full rounded-md bg-primary-500 px-4 py-2 font-medium text-white sm:py-0 hover:bg-primary-700 dark:hover:bg-primary-400 focus:outline-none focus:ring-2 focus:ring-primary-600 focus:ring-offset-2 dark:ring-offset-black" type="submit">Sign up</button></div></form></div>' % esc(news_title))
    h2c = "text-xs uppercase tracking-wide text-gray-500 dark:text-gray-400"
    acls = "text-primary-500 hover:text-primary-600 dark:hover:text-primary-400"
    tag_links = "".join('<a class="mr-3 text-sm font-medium uppercase %s" href="/tags/%s">%s</a>' % (acls, tw_slug(x), esc("-".join(x.split()))) for x in tags)
    toc_box = ""
    if toc_aside and hs:
        toc_box = '<div class="hidden py-4 xl:block xl:py-8"><h2 class="%s">On this page</h2><ul class="mt-3 space-y-2 text-sm">%s</ul></div>' % (
            h2c, "".join('<li class="%s"><a class="text-gray-500 hover:text-primary-500 dark:text-gray-400" href="#%s">%s</a></li>' % ("pl-4" if lv == "h3" else "", i, esc(h)) for lv, h, i in hs))
    nav_box = ""
    if prev or nxt:
        nav_box = '<div class="flex justify-between py-4 xl:block xl:space-y-8 xl:py-8">%s%s</div>' % (
            '<div><h2 class="%s">Previous Article</h2><div class="%s"><a href="/blog/%s">%s</a></div></div>' % (h2c, acls, slug_(prev), esc(prev)) if prev else "",
            '<div><h2 class="%s">Next Article</h2><div class="%s"><a href="/blog/%s">%s</a></div></div>' % (h2c, acls, slug_(nxt), esc(nxt)) if nxt else "")
    pcls = "prose max-w-none pt-10 pb-8 dark:prose-dark" if v1 else "prose max-w-none pb-8 pt-10 dark:prose-invert"
    if lay == "PostLayout":
        art = ('<article><div class="xl:divide-y xl:divide-gray-200 xl:dark:divide-gray-700"><header class="pt-6 xl:pb-6"><div class="space-y-1 text-center"><dl class="space-y-10"><div><dt class="sr-only">Published on</dt>'
               '<dd class="text-base font-medium leading-6 text-gray-500 dark:text-gray-400"><time dateTime="%s">%s</time></dd></div></dl><div>%s</div></div></header>'
               '<div class="%s"%s><dl class="%s"><dt class="sr-only">Authors</dt><dd><ul class="%s">%s</ul></dd></dl>'
               '<div class="divide-y divide-gray-200 dark:divide-gray-700 xl:col-span-3 xl:row-span-2 xl:pb-0"><div class="%s">%s</div>%s%s%s</div>'
               '<footer><div class="divide-gray-200 text-sm font-medium leading-5 dark:divide-gray-700 xl:col-start-1 xl:row-start-2 xl:divide-y">%s%s%s</div>'
               '<div class="pt-4 xl:pt-8"><a class="%s" aria-label="Back to the blog" href="/blog">&larr; Back to the blog</a></div></footer></div></div></article>') % (
            iso, long_date, h1,
            "divide-y divide-gray-200 pb-8 dark:divide-gray-700 xl:grid xl:grid-cols-4 xl:gap-x-6 xl:divide-y-0" if v1 else "grid-rows-[auto_1fr] divide-y divide-gray-200 pb-8 dark:divide-gray-700 xl:grid xl:grid-cols-4 xl:gap-x-6 xl:divide-y-0",
            ' style="grid-template-rows:auto 1fr"' if v1 else "", "pt-6 pb-10 xl:border-b xl:border-gray-200 xl:pt-11 xl:dark:border-gray-700" if v1 else "pb-10 pt-6 xl:border-b xl:border-gray-200 xl:pt-11 xl:dark:border-gray-700",
            ucls, who, pcls, content, dlinks, cbox, after, toc_box,
            '<div class="py-4 xl:py-8"><h2 class="%s">Tags</h2><div class="flex flex-wrap">%s</div></div>' % (h2c, tag_links), nav_box, acls)
    else:
        pn = '<div class="flex flex-col text-sm font-medium sm:flex-row sm:justify-between sm:text-base">%s%s</div>' % (
            '<div class="pt-4 xl:pt-8"><a class="%s" aria-label="Previous post: %s" href="/blog/%s">← <!-- -->%s</a></div>' % (acls, esc(prev), slug_(prev), esc(prev)) if prev else "",
            '<div class="pt-4 xl:pt-8"><a class="%s" aria-label="Next post: %s" href="/blog/%s">%s<!-- --> →</a></div>' % (acls, esc(nxt), slug_(nxt), esc(nxt)) if nxt else "")
        if lay == "PostSimple":
            art = ('<article><div><header><div class="space-y-1 border-b border-gray-200 pb-10 text-center dark:border-gray-700"><dl><div><dt class="sr-only">Published on</dt>'
                   '<dd class="text-base font-medium leading-6 text-gray-500 dark:text-gray-400"><time dateTime="%s">%s %d, %d</time></dd></div></dl><div>%s</div></div></header>'
                   '<div class="grid-rows-[auto_1fr] divide-y divide-gray-200 pb-8 dark:divide-gray-700 xl:divide-y-0"><div class="divide-y divide-gray-200 dark:divide-gray-700 xl:col-span-3 xl:row-span-2 xl:pb-0">'
                   '<div class="prose max-w-none pb-8 pt-10 dark:prose-invert">%s</div></div>%s%s<footer>%s</footer></div></div></article>') % (
                iso, MONTHS[pub.month - 1], pub.day, pub.year, h1, content, cbox, after, pn)
        else:
            ban = tw_next_img("/static/images/%s-banner.jpg" % tw_slug(t)[:30], 1600, 800, t, "v2", "object-cover").replace(' loading="lazy" width="1600" height="800"', "").replace('data-nimg="1"', 'data-nimg="fill"').replace(
                'style="color:transparent"', 'style="position:absolute;height:100%;width:100%;left:0;top:0;right:0;bottom:0;color:transparent" sizes="100vw"')
            art = ('<article><div><div class="space-y-1 pb-10 text-center dark:border-gray-700"><div class="w-full"><div class="-mx-6 sm:mx-0 md:-mx-12 lg:-mx-24 xl:-mx-36">'
                   '<div class="relative aspect-[2/1] w-full">%s</div></div></div><div class="relative pt-10">%s</div></div><div class="prose max-w-none py-4 dark:prose-invert">%s</div>%s%s<footer>%s</footer></div></article>') % (
                ban, h1, content, cbox, after, pn)
    # the footer
    urls = {"mail": "mailto:%s@%s" % (people[0][1], host.replace("www.", "")), "github": "https://github.com/%s", "twitter": "https://twitter.com/%s", "x": "https://x.com/%s",
            "linkedin": "https://www.linkedin.com/in/%s", "mastodon": "https://mastodon.social/@%s", "youtube": "https://www.youtube.com/@%s"}
    icons = "".join('<a class="text-sm text-gray-500 transition hover:text-gray-600" target="_blank" rel="noopener noreferrer" href="%s"><span class="sr-only">%s</span>%s</a>' % (
        urls[k] if k == "mail" else urls[k] % people[0][1], k, tw_svg(k, "fill-current text-gray-700 hover:text-primary-500 dark:text-gray-200 dark:hover:text-primary-400 h-6 w-6")) for k in socials)
    footer = ('<footer><div class="mt-16 flex flex-col items-center"><div class="mb-3 flex space-x-4">%s</div><div class="mb-2 flex space-x-2 text-sm text-gray-500 dark:text-gray-400">'
              '<div>%s</div><div> • </div><div>© %d</div><div> • </div><a href="/">%s</a></div><div class="mb-8 text-sm text-gray-500 dark:text-gray-400">%s</div></div></footer>') % (
        icons, esc(owner), year_now, esc(name),
        '<a target="_blank" rel="noopener noreferrer" href="https://github.com/timlrx/tailwind-nextjs-starter-blog">Tailwind Nextjs Theme</a>' if credit == "Tailwind Nextjs Theme" else esc(credit))
    # the data: __NEXT_DATA__'s compiled MDX, or the RSC payload and the JSON-LD
    def txt(b):
        if b[0] == "p":
            return b[1]
        if b[0] == "h":
            return b[2]
        if b[0] == "list":
            return "\n".join(b[2])
        if b[0] == "quote":
            return (b[1] + " " if b[1] else "") + b[2]
        if b[0] == "code":
            return "\n".join(b[2]) + "\n"
        return ""
    parts = [b for b in blocks if txt(b)]
    if v1:
        tag_of = {"p": "p", "h": None, "list": "li", "quote": "blockquote", "code": "code"}
        jsx = ",`\n`,".join('(0,n.jsx)(e.%s,{%schildren:%s})' % (tag_of[b[0]] or b[1], 'id:"%s",' % b[3] if b[0] == "h" else "", json.dumps(txt(b), ensure_ascii=False, separators=(",", ":"))) for b in parts)
        mdx = ('var Component=(()=>{var m=Object.create;var i=Object.defineProperty;var d=Object.getOwnPropertyDescriptor;var p=Object.getOwnPropertyNames;var u=Object.getPrototypeOf,x=Object.prototype.hasOwnProperty;'
               'var a=(e,t)=>()=>(t||e((t={exports:{}}).exports,t),t.exports),f=(e,t)=>{for(var r in t)i(e,r,{get:t[r],enumerable:!0})};var c=a((g,s)=>{s.exports=_jsx_runtime});var b={};f(b,{default:()=>h,frontmatter:()=>y});'
               'var n=T(c()),y={title:%s,date:"%s",tags:%s,draft:!1,summary:%s};function l(t={}){let e=Object.assign({p:"p",h2:"h2",h3:"h3",a:"a",span:"span",code:"code",ul:"ul",ol:"ol",li:"li",blockquote:"blockquote",pre:"pre",strong:"strong"},t.components);'
               'return(0,n.jsxs)(n.Fragment,{children:[%s]})}function k(t={}){let{wrapper:e}=t.components||{};return e?(0,n.jsx)(e,Object.assign({},t,{children:(0,n.jsx)(l,t)})):l(t)}var h=k;return w(b);})();\n;return Component;') % (
            json.dumps(t, ensure_ascii=False), iso, json.dumps(tags, separators=(",", ":")), json.dumps(summary, ensure_ascii=False), jsx)
        nb = lambda x: {"title": x, "date": "%d-%02d-%02d" % (pub.year, r.randint(1, 12), r.randint(1, 28)), "tags": [tags[0]], "draft": False, "summary": sentence(r, 10, 20), "slug": slug_(x)} if x else None
        data = {"props": {"pageProps": {"post": {"mdxSource": mdx, "toc": [{"value": h, "url": "#" + i, "depth": int(lv[1])} for lv, h, i in hs],
                                                 "frontMatter": {"readingTime": {"text": "%d min read" % mins, "minutes": round(nwords / 200.0, 3), "time": nwords * 300, "words": nwords}, "slug": slug,
                                                                 "fileName": slug + ".mdx", "title": t, "date": iso, "tags": tags, "draft": False, "summary": summary, "images": [], "authors": ["default"]}},
                                        "authorDetails": [{"name": nm, "avatar": "/static/images/%s.png" % h, "twitter": "https://twitter.com/" + h, "slug": ["default"], "fileName": "default.md", "date": None} for nm, h in auth],
                                        "prev": nb(prev), "next": nb(nxt)}, "__N_SSG": True},
                "page": "/blog/[...slug]", "query": {"slug": [slug]}, "buildId": "".join(rs.choice(TW_B62 + "-_") for _ in range(21)), "isFallback": False, "gsp": True, "scriptLoader": []}
        return ('<div id="__next" data-reactroot=""><div class="%s"><div class="flex h-screen flex-col justify-between">%s<main class="mb-auto"><div class="%s">%s%s</div></main>%s</div></div></div>'
                '<script id="__NEXT_DATA__" type="application/json">%s</script>') % (section, header, section, scroll, art, footer, tw_escjson(json.dumps(data, ensure_ascii=False, separators=(",", ":"))))
    tree = []
    for b in parts:
        if b[0] == "h":
            tree.append(["$", b[1], b[3], {"className": "content-header", "id": b[3], "children": [["$", "a", None, {"href": "#" + b[3], "aria-hidden": "true", "tabIndex": "-1", "children": "$L%x" % r.randint(16, 255)}], b[2]]}])
        elif b[0] == "list":
            tree.append(["$", b[1], None, {"children": [["$", "li", None, {"children": x}] for x in b[2]]}])
        elif b[0] == "code":
            tree.append(["$", "$L%x" % r.randint(16, 255), None, {"children": ["$", "code", None, {"className": "language-%s code-highlight" % b[1], "children": [["$", "span", None, {"className": "code-line", "children": x + "\n"}] for x in b[2]]}]}])
        else:
            tree.append(["$", {"p": "p", "quote": "blockquote"}[b[0]], None, {"children": txt(b)}])
    content_props = {"title": t, "date": iso, "tags": tags, "draft": False, "summary": summary, "layout": lay, "slug": slug, "path": "blog/" + slug, "filePath": "blog/" + slug + ".mdx",
                     "readingTime": {"text": "%d min read" % mins, "minutes": round(nwords / 200.0, 3), "time": nwords * 300, "words": nwords}}
    ld = {"@context": "https://schema.org", "@type": "BlogPosting", "headline": t, "datePublished": iso, "dateModified": iso, "description": summary,
          "image": "/static/images/twitter-card.png", "url": base + "/blog/" + slug, "author": [{"@type": "Person", "name": nm} for nm, _ in auth]}
    chunks = ['1:HL["/_next/static/css/%s.css","style"]\n' % "".join(rs.choice("0123456789abcdef") for _ in range(16)),
              '2:I[%d,[],""]\n4:I[%d,["%d","static/chunks/%d-%s.js"],"default"]\n' % (rs.randint(1000, 9999), rs.randint(1000, 9999), rs.randint(100, 999), rs.randint(100, 999), "".join(rs.choice("0123456789abcdef") for _ in range(16))),
              "a:" + json.dumps(["$", "$L4", None, {"content": content_props, "authorDetails": [{"name": nm, "avatar": "/static/images/%s.png" % h, "twitter": "https://twitter.com/" + h} for nm, h in auth],
                                                 "next": {"path": "blog/" + slug_(nxt), "title": nxt} if nxt else None, "prev": {"path": "blog/" + slug_(prev), "title": prev} if prev else None,
                                                 "children": ["$", "div", None, {"className": pcls, "children": tree}]}], ensure_ascii=False, separators=(",", ":")) + "\n"]
    pushes = "".join("<script>self.__next_f.push([1,%s])</script>" % tw_escjson(json.dumps(c, ensure_ascii=False, separators=(",", ":"))) for c in chunks)
    return ('<section class="%s"><div class="flex h-screen flex-col justify-between font-sans">%s<main class="mb-auto"><script type="application/ld+json">%s</script><section class="%s">%s%s</section></main>%s</div></section>'
            '<script src="/_next/static/chunks/webpack-%s.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,null])</script>%s') % (
        section, header, tw_escjson(json.dumps(ld, ensure_ascii=False, separators=(",", ":"))), section, scroll, art, footer, "".join(rs.choice("0123456789abcdef") for _ in range(16)), pushes)


def tw_paper_page(r, rs, ver, sc, t, content, pub, mod, tags, prev, nxt, comments, edit_page, gh_repo, base, slug, year_now, socials, nav):
    """AstroPaper's page around the post's HTML."""
    v4 = ver == "v4"
    name = BLOG[0]
    tscope = "astro-%s" % "".join(rs.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(8))
    trans = (lambda k: ' data-astro-transition-scope="%s-%d"' % (tscope, k)) if ver != "v2" else (lambda k: "")
    chevron = '<path d="M13.293 6.293 7.586 12l5.707 5.707 1.414-1.414L10.414 12l4.293-4.293z"%s></path>' % sc("post")
    nav_items = "".join('<li%s><a href="/%s/"%s>%s</a></li>' % (sc("header"), x.lower(), sc("header"), x) for x in ["Posts", "Tags", "About"])
    header = ('<header%s><a id="skip-to-content" href="#main-content"%s>Skip to content</a><div class="nav-container"%s><div class="top-nav-wrap"%s><a href="/" class="logo whitespace-nowrap"%s>%s</a>'
              '<nav id="nav-menu"%s><button class="hamburger-menu focus-outline" aria-label="Open Menu" aria-expanded="false" aria-controls="menu-items"%s><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" class="menu-icon"%s>'
              '<line x1="7" y1="12" x2="21" y2="12" class="line"></line><line x1="3" y1="6" x2="21" y2="6" class="line"></line><line x1="12" y1="18" x2="21" y2="18" class="line"></line>'
              '<line x1="18" y1="6" x2="6" y2="18" class="close"></line><line x1="6" y1="6" x2="18" y2="18" class="close"></line></svg></button>'
              '<ul id="menu-items" class="display-none sm:flex"%s>%s<li%s><a href="/search/" class="group inline-block hover:text-skin-accent focus-outline p-3 sm:p-1  flex" aria-label="search" title="Search"><svg xmlns="http://www.w3.org/2000/svg" class="scale-125 sm:scale-100"><path d="M19.023 16.977a35.13 35.13 0 0 1-1.367-1.384c-.372-.378-.596-.653-.596-.653l-2.8-1.337A6.962 6.962 0 0 0 16 9c0-3.859-3.14-7-7-7S2 5.141 2 9s3.14 7 7 7c1.763 0 3.37-.66 4.603-1.739l1.337 2.8s.275.224.653.596c.387.363.896.854 1.384 1.367l1.358 1.392.604.646 2.121-2.121-.646-.604c-.379-.372-.885-.866-1.391-1.36zM9 14c-2.757 0-5-2.243-5-5s2.243-5 5-5 5 2.243 5 5-2.243 5-5 5z"></path></svg><span class="sr-only">Search</span></a></li>'
              '<li%s><button id="theme-btn" class="focus-outline" title="Toggles light &amp; dark" aria-label="auto" aria-live="polite"%s><svg xmlns="http://www.w3.org/2000/svg" id="moon-svg"%s><path d="M20.742 13.045a8.088 8.088 0 0 1-2.077.271c-2.135 0-4.14-.83-5.646-2.336a8.025 8.025 0 0 1-2.064-7.723A1 1 0 0 0 9.73 2.034a10.014 10.014 0 0 0-4.489 2.582c-3.898 3.898-3.898 10.243 0 14.143a9.937 9.937 0 0 0 7.072 2.93 9.93 9.93 0 0 0 7.07-2.929 10.007 10.007 0 0 0 2.583-4.491 1.001 1.001 0 0 0-1.224-1.224z"></path></svg>'
              '<svg xmlns="http://www.w3.org/2000/svg" id="sun-svg"%s><path d="M6.993 12c0 2.761 2.246 5.007 5.007 5.007s5.007-2.246 5.007-5.007S14.761 6.993 12 6.993 6.993 9.239 6.993 12zM12 8.993c1.658 0 3.007 1.349 3.007 3.007S13.658 15.007 12 15.007 8.993 13.658 8.993 12 10.342 8.993 12 8.993zM10.998 19h2v3h-2zm0-17h2v3h-2zm-9 9h3v2h-3zm17 0h3v2h-3z"></path></svg></button></li></ul></nav></div></div>'
              '<div class="max-w-3xl mx-auto px-4"><hr class="border-skin-line" aria-hidden="true"></div></header>') % (
        sc("header"), sc("header"), sc("header"), sc("header"), sc("header"), esc(name), sc("header"), sc("header"), sc("header"), sc("header"), nav_items, sc("header"), sc("header"), sc("header"), sc("header"), sc("header"))
    d = mod or pub
    when = '<time datetime="%s">%s %d, %d</time><span aria-hidden="true"> | </span><span class="sr-only">&nbsp;at&nbsp;</span><span class="text-nowrap">%02d:%02d %s</span>' % (
        d.strftime("%Y-%m-%dT%H:%M:%S.000Z"), TW_MONTHS3[d.month - 1], d.day, d.year, (d.hour + 11) % 12 + 1, d.minute, "AM" if d.hour < 12 else "PM")
    editl = ('<span aria-hidden="true"> | </span><a class="space-x-1.5 hover:opacity-75" href="https://github.com/%s/edit/main/src/content/blog/%s.md" rel="noopener noreferrer" target="_blank">'
             '<svg xmlns="http://www.w3.org/2000/svg" class="icon icon-tabler icons-tabler-outline icon-tabler-edit inline-block !scale-90 fill-skin-base" viewBox="0 0 24 24"><path d="M7 7h-1a2 2 0 0 0 -2 2v9a2 2 0 0 0 2 2h9a2 2 0 0 0 2 -2v-1"></path></svg><span class="italic text-base">Edit page</span></a>') % (gh_repo, slug) if edit_page else ""
    dt = ('<div class="flex items-center space-x-2 opacity-80 my-2"><svg xmlns="http://www.w3.org/2000/svg" class="scale-100 inline-block h-6 w-6 min-w-[1.375rem] fill-skin-base" aria-hidden="true"><path d="M7 11h2v2H7zm0 4h2v2H7zm4-4h2v2h-2zm0 4h2v2h-2zm4-4h2v2h-2zm0 4h2v2h-2z"></path>'
          '<path d="M5 22h14c1.103 0 2-.897 2-2V6c0-1.103-.897-2-2-2h-2V2h-2v2H9V2H7v2H5c-1.103 0-2 .897-2 2v14c0 1.103.897 2 2 2zM19 8l.001 12H5V8h14z"></path></svg>%s<span class="italic text-base">%s%s</span></div>') % (
        '<span class="italic text-base">Updated:</span>' if mod else '<span class="sr-only">Published:</span>', when, editl)
    tag_html = "".join(('<li class="inline-block my-3 underline-offset-4"%s><a href="/tags/%s/" class="text-lg pr-2 group"%s%s><svg xmlns="http://www.w3.org/2000/svg" class="scale-110"%s>'
                        '<path d="M16.018 3.815 15.232 8h-4.966l.716-3.815-1.964-.37L8.232 8H4v2h3.857l-.751 4H3v2h3.731l-.714 3.805 1.965.369L8.766 16h4.966l-.714 3.805 1.965.369.783-4.174H21v-2h-4.859l.751-4H21V8h-4.106l.778-4.185-1.965-.37zM14.106 14H9.141l.751-4h4.966l-.752 4z"%s></path></svg>'
                        '&nbsp;<span%s>%s</span></a></li>') % (sc("tag"), tw_slug(x), sc("tag"), trans(k + 2), sc("tag"), sc("tag"), sc("tag"), esc(x)) for k, x in enumerate(tags))
    url = base + "/posts/" + slug + "/"
    shares = [("https://wa.me/?text=", "Share this post via WhatsApp"), ("https://www.facebook.com/sharer.php?u=", "Share this post on Facebook"),
              ("https://twitter.com/intent/tweet?url=" if ver != "v4" else "https://x.com/intent/post?url=", "Tweet this post" if ver != "v4" else "Share this post on X"),
              ("https://t.me/share/url?url=", "Share this post via Telegram"), ("https://pinterest.com/pin/create/button/?url=", "Share this post on Pinterest"),
              ("mailto:?subject=See%20this%20post&amp;body=", "Share this post via email")]
    share = ('<div class="social-icons"%s><span class="italic"%s>Share this post on:</span><div class="text-center"%s>%s</div></div>') % (
        sc("share"), sc("share"), sc("share"), "".join('<a href="%s%s" class="group inline-block hover:text-skin-accent link-button" title="%s"%s><svg xmlns="http://www.w3.org/2000/svg" class="icon-tabler" stroke-width="1.5" stroke="currentColor" fill="none" stroke-linecap="round" stroke-linejoin="round"><path stroke="none" d="M0 0h24v24H0z" fill="none"></path></svg><span class="sr-only">%s</span></a>' % (
            u, url, ttl, sc("share"), ttl) for u, ttl in shares))
    pn = ""
    if v4 and (prev or nxt):
        EXTRAS.extend([x for x in (prev, nxt) if x])
        chev = lambda dd: '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="icon icon-tabler icons-tabler-outline icon-tabler-chevron-%s flex-none"><path stroke="none" d="M0 0h24v24H0z" fill="none"></path><path d="%s"></path></svg>' % (dd, "M15 6l-6 6l6 6" if dd == "left" else "M9 6l6 6l-6 6")
        pn = '<hr class="my-6 border-dashed"%s><div class="grid grid-cols-1 gap-6 sm:grid-cols-2"%s>%s%s</div>' % (sc("post"), sc("post"),
            '<a href="/posts/%s" class="flex w-full gap-1 hover:opacity-75"%s>%s<div%s><span%s>Previous Post</span><div class="text-sm text-skin-accent/85"%s>%s</div></div></a>' % (
                tw_slug(prev), sc("post"), chev("left"), sc("post"), sc("post"), sc("post"), esc(prev)) if prev else "",
            '<a href="/posts/%s" class="flex w-full justify-end gap-1 text-right hover:opacity-75 sm:col-start-2"%s><div%s><span%s>Next Post</span><div class="text-sm text-skin-accent/85"%s>%s</div></div>%s</a>' % (
                tw_slug(nxt), sc("post"), sc("post"), sc("post"), sc("post"), esc(nxt), chev("right")) if nxt else "")
    isl = ""
    if comments:
        uid = "".join(rs.choice(TW_B62) for _ in range(7))
        isl = ('<astro-island uid="%s" component-url="/_astro/Comments.%s.js" component-export="default" renderer-url="/_astro/client.%s.js" props="{&quot;lightTheme&quot;:[0,&quot;light&quot;],&quot;darkTheme&quot;:[0,&quot;dark&quot;]}" '
               'ssr="" client="only" opts="{&quot;name&quot;:&quot;Comments&quot;,&quot;value&quot;:&quot;react&quot;}"></astro-island>') % (uid, "".join(rs.choice(TW_B62) for _ in range(8)), "".join(rs.choice(TW_B62) for _ in range(8)))
    main = ('<div%s><button%s onclick="(() =&gt; (history.length === 1) ? window.location = \'/\' : history.back())()">'
            '<svg xmlns="http://www.w3.org/2000/svg"%s>%s</svg><span%s>Go back</span></button></div>'
            '<main id="main-content"%s><h1%s%s>%s</h1>%s<article id="article" role="article"%s>%s</article>'
            '<ul%s>%s</ul><div%s>'
            '<button id="back-to-top"%s><svg xmlns="http://www.w3.org/2000/svg"%s>%s</svg><span%s>Back to Top</span></button>%s</div>%s%s</main>') % (
        sc("post", "mx-auto flex w-full max-w-3xl justify-start px-2"), sc("post", "focus-outline mb-2 mt-8 flex hover:opacity-75"), sc("post"), chevron, sc("post"),
        sc("post"), sc("post", "post-title"), trans(1), esc(t), dt, sc("post", "prose mx-auto mt-8 max-w-3xl"), content, sc("post", "my-8"), tag_html,
        sc("post", "flex flex-col-reverse items-center justify-between gap-6 sm:flex-row-reverse sm:items-end sm:gap-4"),
        sc("post", "focus-outline whitespace-nowrap py-1 hover:opacity-75"), sc("post", "rotate-90"), chevron, sc("post"), share, pn,
        '<div class="mt-8">%s</div>' % isl if isl else "")
    soc = "".join('<a href="%s" class="group inline-block hover:text-skin-accent link-button" title=" %s on %s"%s>%s<span class="sr-only"> %s on %s</span></a>' % (
        "https://github.com/" + gh_repo.split("/")[0] if k == "github" else "mailto:hi@" + base.split("//")[1].replace("www.", "") if k == "mail" else "https://%s.com/%s" % (k, gh_repo.split("/")[0]),
        esc(name.split()[0]), k.title() if k != "mail" else "Mail", sc("link"), tw_svg(k, "icon-tabler"), esc(name.split()[0]), k.title() if k != "mail" else "Mail") for k in socials)
    footer = ('<footer class="mt-auto w-full"%s><div class="max-w-3xl mx-auto px-0"><hr class="border-skin-line" aria-hidden="true"></div><div class="footer-wrapper"%s><div class="social-icons flex-wrap justify-center gap-1 flex"%s>%s</div>'
              '<div class="copyright-wrapper"%s><span%s>Copyright &#169; %d</span><span class="separator"%s>&nbsp;|&nbsp;</span><span%s>All rights reserved.</span></div></div></footer>') % (
        sc("footer"), sc("footer"), sc("socials"), soc, sc("footer"), sc("footer"), year_now, sc("footer"), sc("footer"))
    script = ('<script>document.querySelector("#back-to-top")?.addEventListener("click",()=>{document.body.scrollTop=0,document.documentElement.scrollTop=0});</script>'
              + ('<script>function addHeadingLinks(){let t=document.querySelectorAll("h2, h3, h4, h5, h6");for(let e of t){e.classList.add("group");let t=document.createElement("a");t.innerText="#",t.className="heading-link hidden group-hover:inline-block ml-2",t.href="#"+e.id,t.ariaHidden="true",e.appendChild(t)}}addHeadingLinks();'
                 'function attachCopyButtons(){let t="Copy";let e=document.querySelectorAll("pre");for(let n of e){let e=document.createElement("button");e.className="copy-code absolute right-3 -top-3 rounded bg-skin-card px-2 py-1 text-xs leading-4 text-skin-base font-medium",e.innerHTML=t}}attachCopyButtons();</script>' if ver == "v4" else ""))
    out = header + main + footer + script
    return tw_merge_class(out) if ver == "v2" else out


def tw_wind_page(r, rs, t, content, pub, tags, cat, excerpt, mins, people, wind_author, related, announce, base, slug, socials, year_now, nav):
    """AstroWind's page around the post's HTML."""
    name = BLOG[0]
    site = " ".join(name.split()[:-1]) or name

    def icon(nm, cls):
        p = {"tabler:clock": '<path fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2" d="M3 12a9 9 0 1 0 18 0a9 9 0 0 0-18 0m9-5v5l3 3"/>',
             "tabler:user": '<path fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2" d="M8 7a4 4 0 1 0 8 0a4 4 0 0 0-8 0M6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2"/>',
             "tabler:chevron-left": '<path fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2" d="m15 6l-6 6l6 6"/>',
             "tabler:chevron-down": '<path fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2" d="m6 9l6 6l6-6"/>',
             "tabler:sun": '<path fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2" d="M8 12a4 4 0 1 0 8 0a4 4 0 1 0-8 0m-5 0h1m8-9v1m8 8h1m-9 8v1M5.6 5.6l.7.7m12.1-.7l-.7.7m0 11.4l.7.7m-12.1-.7l-.7.7"/>',
             "tabler:rss": '<path fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2" d="M4 19a1 1 0 1 0 2 0a1 1 0 1 0-2 0M4 4a16 16 0 0 1 16 16M4 11a9 9 0 0 1 9 9"/>'}.get(nm, '<path fill="currentColor" d="M12 2a10 10 0 1 0 0 20a10 10 0 0 0 0-20"/>')
        return '<svg width="1em" height="1em" class="%s" data-icon="%s"><symbol id="ai:%s" viewBox="0 0 24 24">%s</symbol><use href="#ai:%s"></use></svg>' % (cls, nm, nm, p, nm)
    ann = ('<div class="dark text-muted text-sm bg-black dark:bg-transparent dark:border-b dark:border-slate-800 dark:text-slate-400 hidden md:flex gap-1 overflow-hidden px-3 py-2 relative text-ellipsis whitespace-nowrap">'
           '<span class="dark:bg-slate-700 bg-white/40 dark:text-slate-300 font-semibold px-1 py-0.5 text-xs mr-0.5 rtl:mr-0 rtl:ml-0.5 inline-block">NEW</span> '
           '<a href="/blog/%s" class="text-muted hover:underline dark:text-slate-400 font-medium">%s »</a></div>') % (tw_slug(title(rs)), esc(rs.choice(["We raised our seed round", "Introducing %s 2.0" % site, "Our public API is now in beta", "Read our %d product update" % year_now]))) if announce else ""
    menu = [("Product", ["Features", "Integrations", "Changelog"]), ("Pricing", None), ("Docs", None), ("Blog", None), ("Company", ["About", "Careers", "Contact"])]
    li = ""
    for lab, sub in menu:
        if sub:
            li += ('<li class="dropdown"><button type="button" class="hover:text-link dark:hover:text-white px-4 py-3 flex items-center whitespace-nowrap">%s %s</button>'
                   '<ul class="dropdown-menu md:backdrop-blur-md dark:md:bg-dark rounded md:absolute pl-4 md:pl-0 md:hidden font-medium md:bg-white/90 md:min-w-[200px] drop-shadow-xl">%s</ul></li>') % (
                lab, icon("tabler:chevron-down", "w-3.5 h-3.5 ml-0.5 rtl:ml-0 rtl:mr-0.5 hidden md:inline"),
                "".join('<li><a class="first:rounded-t last:rounded-b md:hover:bg-gray-100 hover:text-link dark:hover:text-white dark:hover:bg-gray-700 py-2 px-5 block whitespace-no-wrap" href="/%s">%s</a></li>' % (tw_slug(x), x) for x in sub))
        else:
            li += '<li class=""><a class="hover:text-link dark:hover:text-white px-4 py-3 flex items-center whitespace-nowrap%s" href="/%s">%s</a></li>' % (" aw-link-active" if lab == "Blog" else "", lab.lower(), lab)
    cta = rs.choice(["Get started", "Book a demo", "Start free trial", "Sign up", "Try it free"])
    header = ('%s<header class="sticky top-0 z-40 flex-none mx-auto w-full border-b border-gray-50/0 transition-[opacity] ease-in-out" data-aw-sticky-header id="header"><div class="absolute inset-0"></div>'
              '<div class="relative text-default py-3 px-3 md:px-6 mx-auto w-full md:flex md:justify-between max-w-7xl"><div class="flex justify-between"><a class="flex items-center" href="/">'
              '<span class="self-center ml-2 rtl:ml-0 rtl:mr-2 text-2xl md:text-xl font-bold text-gray-900 whitespace-nowrap dark:text-white">%s</span></a><div class="flex items-center md:hidden">'
              '<button type="button" class="flex flex-col h-12 w-12 rounded justify-center items-center cursor-pointer group" aria-label="Toggle Menu" data-aw-toggle-menu><span class="sr-only">Toggle Menu</span>'
              '<span aria-hidden="true" class="h-0.5 w-6 my-1 rounded-full bg-black dark:bg-white transition ease transform duration-200 opacity-80 group-[.expanded]:rotate-45 group-[.expanded]:translate-y-2.5"></span>'
              '<span aria-hidden="true" class="h-0.5 w-6 my-1 rounded-full bg-black dark:bg-white transition ease transform duration-200 opacity-80 group-[.expanded]:opacity-0"></span>'
              '<span aria-hidden="true" class="h-0.5 w-6 my-1 rounded-full bg-black dark:bg-white transition ease transform duration-200 opacity-80 group-[.expanded]:-rotate-45 group-[.expanded]:-translate-y-2.5"></span></button></div></div>'
              '<nav class="items-center w-full md:w-auto hidden md:flex md:mx-5 text-default overflow-y-auto overflow-x-hidden md:overflow-y-visible md:overflow-x-auto" aria-label="Main navigation">'
              '<ul class="flex flex-col md:flex-row md:self-center w-full md:w-auto text-xl md:text-[0.9375rem] tracking-[0.01rem] font-medium md:justify-center">%s</ul></nav>'
              '<div class="hidden md:self-center md:flex items-center md:mb-0 fixed w-full md:w-auto md:static justify-end left-0 rtl:left-auto rtl:right-0 bottom-0 p-3 md:p-0 md:justify-self-end"><div class="items-center flex justify-between w-full md:w-auto"><div class="flex">'
              '<button type="button" class="text-muted dark:text-gray-400 hover:bg-gray-100 dark:hover:bg-gray-800 focus:outline-none focus:ring-4 focus:ring-gray-200 dark:focus:ring-gray-700 rounded-lg text-sm p-2.5 inline-flex items-center" aria-label="Toggle between Dark and Light mode" data-aw-toggle-color-scheme>%s</button>'
              '<a class="text-muted dark:text-gray-400 hover:bg-gray-100 dark:hover:bg-gray-800 focus:outline-none focus:ring-4 focus:ring-gray-200 dark:focus:ring-gray-700 rounded-lg text-sm p-2.5 inline-flex items-center" aria-label="RSS Feed" href="/rss.xml">%s</a></div>'
              '<span class="ml-4 rtl:ml-0 rtl:mr-4"><a class="btn-primary ml-2 py-2.5 px-5.5 md:px-6 font-semibold shadow-none text-sm w-auto" href="/signup">%s</a></span></div></div></div></header>') % (
        ann, esc(site), li, icon("tabler:sun", "w-6 h-6 md:w-5 md:h-5 md:inline-block"), icon("tabler:rss", "w-5 h-5"), cta)
    author = r.choice(people[:3])[0] if wind_author else None
    meta = '%s<time datetime="%s" class="inline-block">%s %d, %d</time>%s · <a class="hover:underline inline-block" href="/category/%s">%s</a>&nbsp;· <span>%d</span> min read' % (
        icon("tabler:clock", "w-4 h-4 inline-block -mt-0.5 dark:text-gray-400"), pub.strftime("%Y-%m-%dT%H:%M:%S.000Z"), TW_MONTHS3[pub.month - 1], pub.day, pub.year,
        " · %s<span class=\"inline-block\">%s</span>" % (icon("tabler:user", "w-4 h-4 inline-block -mt-0.5 dark:text-gray-400"), esc(author)) if author else "", tw_slug(cat), esc(cat), mins)
    anim = "intersect-once intersect-quarter motion-safe:md:opacity-0 motion-safe:md:intersect:animate-fade"
    cover = r.random() < 0.7
    if cover:
        hsh = "".join(r.choice(TW_B62) for _ in range(8))
        src = "/_astro/%s.%s.jpg" % (tw_slug(t)[:24] or "cover", hsh)
        img = ('<img src="/_image?href=%s&amp;w=900&amp;h=506&amp;f=webp" srcset="/_image?href=%s&amp;w=400&amp;h=225&amp;f=webp 400w, /_image?href=%s&amp;w=900&amp;h=506&amp;f=webp 900w" alt="%s" sizes="(max-width: 900px) 400px, 900px" '
               'loading="eager" width="900" height="506" decoding="async" class="max-w-full lg:max-w-[900px] mx-auto mb-6 sm:rounded-md bg-gray-400 dark:bg-slate-700" style="object-fit:cover;object-position:center;max-width:900px;max-height:506px;aspect-ratio:1.7786561264822134;width:100%%">') % (
            src.replace("/", "%2F"), src.replace("/", "%2F"), src.replace("/", "%2F"), esc(excerpt or ""))
    else:
        img = '<div class="max-w-3xl mx-auto px-4 sm:px-6"><div class="border-t dark:border-slate-700"></div></div>'
    ex = '<p class="max-w-3xl mx-auto mt-4 mb-8 px-4 sm:px-6 text-xl md:text-2xl text-muted dark:text-slate-400 text-justify">%s</p>' % esc(excerpt) if excerpt else ""
    pcls = ("mx-auto px-6 sm:px-6 max-w-3xl prose prose-md lg:prose-xl dark:prose-invert dark:prose-headings:text-slate-300 prose-headings:font-heading prose-headings:leading-tighter prose-headings:tracking-tighter "
            "prose-headings:font-bold prose-a:text-primary dark:prose-a:text-blue-400 prose-img:rounded-md prose-img:shadow-lg mt-8 prose-headings:scroll-mt-[80px] prose-li:my-0")
    url = base + "/" + slug
    shares = "".join('<button class="ml-2 rtl:ml-0 rtl:mr-2" title="%s Share" data-aw-social-share="%s" data-aw-url="%s"%s>%s</button>' % (
        lab, k, url, ' data-aw-text="%s"' % esc(t) if k in ("twitter", "whatsapp", "mail") else "", icon("tabler:brand-%s" % k, "w-6 h-6 text-gray-400 dark:text-slate-500 hover:text-black dark:hover:text-slate-300"))
        for lab, k in [("Twitter", "twitter"), ("Facebook", "facebook"), ("Linkedin", "linkedin"), ("Whatsapp", "whatsapp"), ("Email", "mail")])
    art = ('<section class="py-8 sm:py-16 lg:py-20 mx-auto"><article><header class="%s"><div class="flex justify-between flex-col sm:flex-row max-w-3xl mx-auto mt-0 mb-2 px-4 sm:px-6 sm:items-center"><p>%s</p></div>'
           '<h1 class="px-4 sm:px-6 max-w-3xl mx-auto text-4xl md:text-5xl font-bold leading-tighter tracking-tighter font-heading">%s</h1>%s%s</header><div class="%s">%s</div>'
           '<div class="mx-auto px-6 sm:px-6 max-w-3xl mt-8 flex justify-between flex-col sm:flex-row"><ul class="mr-5 rtl:mr-0 rtl:ml-5">%s</ul>'
           '<div class="mt-5 sm:mt-1 align-middle text-gray-500 dark:text-slate-600"><span class="align-super font-bold dark:text-slate-400">Share:</span>%s</div></div></article></section>'
           '<div class="mx-auto px-6 sm:px-6 max-w-4xl pt-8 md:pt-4 pb-12 md:pb-20"><a class="btn btn-tertiary px-3 md:px-3" href="/blog">%s Back to Blog</a></div>') % (
        anim, meta, esc(t), ex, img, pcls, content,
        "".join('<li class="bg-gray-100 dark:bg-slate-700 inline-block mr-2 rtl:mr-0 rtl:ml-2 mb-2 py-0.5 px-2 lowercase font-medium"><a href="/tag/%s" class="text-muted dark:text-slate-300 hover:text-primary dark:hover:text-gray-200">%s</a></li>' % (tw_slug(x), esc(x)) for x in tags),
        shares, icon("tabler:chevron-left", "w-5 h-5 mr-1 -ml-1.5 rtl:-mr-1.5 rtl:ml-1"))
    rel = ""
    if related:
        cards = []
        for _ in range(4):
            rt, rx = title(r), sentence(r, 12, 26)
            EXTRAS.extend([rt, rx])
            hsh = "".join(r.choice(TW_B62) for _ in range(8))
            cards.append(('<article class="mb-6 transition %s"><div class="relative md:h-64 bg-gray-400 dark:bg-slate-700 rounded shadow-lg mb-6"><a href="/%s">'
                          '<img src="/_image?href=%%2F_astro%%2F%s.%s.jpg&amp;w=400&amp;h=225&amp;f=webp" alt="%s" loading="lazy" decoding="async" width="400" height="225" class="w-full md:h-full rounded shadow-lg bg-gray-400 dark:bg-slate-700"></a></div>'
                          '<h3 class="text-xl sm:text-2xl font-bold leading-tight mb-2 font-heading dark:text-slate-300"><a class="inline-block hover:text-primary dark:hover:text-blue-700 transition ease-in duration-200" href="/%s">%s</a></h3>'
                          '<p class="text-muted dark:text-slate-400 text-lg">%s</p></article>') % (anim, tw_slug(rt), tw_slug(rt)[:20], hsh, esc(rt), tw_slug(rt), esc(rt), esc(rx)))
        rel = ('<section class="relative not-prose scroll-mt-[72px]"><div class="absolute inset-0 pointer-events-none -z-[1]" aria-hidden="true"></div>'
               '<div class="relative mx-auto max-w-7xl px-4 md:px-6 py-12 md:py-16 lg:py-20 text-default intersect-once intersect-quarter intercept-no-queue motion-safe:md:opacity-0 motion-safe:md:intersect:animate-fade pt-0 lg:pt-0 md:pt-0">'
               '<div class="flex flex-col lg:justify-between lg:flex-row mb-8"><div class="md:max-w-sm"><h2 class="text-3xl font-bold tracking-tight sm:text-4xl sm:leading-none group font-heading mb-2">Related Posts</h2>'
               '<a class="text-muted dark:text-slate-400 hover:text-primary transition ease-in duration-200 block mb-6 lg:mb-0" href="/blog">View All Posts »</a></div></div>'
               '<div class="grid gap-6 row-gap-5 md:grid-cols-2 lg:grid-cols-4 -mb-6">%s</div></div></section>') % "".join(cards)
    cols = rs.sample(TW_WIND_COLS, 4)
    foot = ('<footer class="relative border-t border-gray-200 dark:border-slate-800 not-prose"><div class="dark:bg-dark absolute inset-0 pointer-events-none" aria-hidden="true"></div>'
            '<div class="relative max-w-7xl mx-auto px-4 sm:px-6 dark:text-slate-300"><div class="grid grid-cols-12 gap-4 gap-y-8 sm:gap-8 py-8 md:py-12"><div class="col-span-12 lg:col-span-4">'
            '<div class="mb-2"><a class="inline-block font-bold text-xl" href="/">%s</a></div><div class="text-sm text-muted flex gap-1">'
            '<a class="text-muted hover:text-gray-700 dark:text-gray-400 hover:underline transition duration-150 ease-in-out" href="/terms">Terms</a> · '
            '<a class="text-muted hover:text-gray-700 dark:text-gray-400 hover:underline transition duration-150 ease-in-out" href="/privacy">Privacy Policy</a></div></div>%s</div>'
            '<div class="md:flex md:items-center md:justify-between py-6 md:py-8"><ul class="flex mb-4 md:order-1 -ml-2 md:ml-4 md:mb-0 rtl:ml-0 rtl:-mr-2 rtl:md:ml-0 rtl:md:mr-4">%s</ul>'
            '<div class="text-sm mr-4 dark:text-muted">%s</div></div></div></footer>') % (
        esc(site), "".join('<div class="col-span-6 md:col-span-3 lg:col-span-2"><div class="dark:text-gray-300 font-medium mb-2">%s</div><ul class="text-sm">%s</ul></div>' % (
            hd, "".join('<li class="mb-2"><a class="text-muted hover:text-gray-700 hover:underline dark:text-gray-400 transition duration-150 ease-in-out" href="/%s">%s</a></li>' % (tw_slug(x), x) for x in ls[:rs.randint(3, len(ls))]))
            for hd, ls in cols),
        "".join('<li><a class="text-muted dark:text-gray-400 hover:bg-gray-100 dark:hover:bg-gray-700 focus:outline-none focus:ring-4 focus:ring-gray-200 dark:focus:ring-gray-700 rounded-lg text-sm p-2.5 inline-flex items-center" aria-label="%s" href="%s">%s</a></li>' % (
            k.title(), "/rss.xml" if k == "rss" else "https://%s.com/%s" % (k, tw_slug(site).replace("-", "")), icon("tabler:brand-%s" % k if k != "rss" else "tabler:rss", "w-5 h-5")) for k in [x for x in socials if x != "mail"] + ["rss"]),
        rs.choice(['Made by <a class="text-blue-600 underline dark:text-muted" href="https://onwidget.com/"> onWidget</a> · All rights reserved.',
                   '© %d %s, Inc. · All rights reserved.' % (year_now, esc(site)), 'Built with <a class="text-blue-600 underline dark:text-muted" href="https://astro.build/">Astro</a> · © %d %s' % (year_now, esc(site))]))
    script = ('<script>!function(){const e=document.querySelector("[data-aw-toggle-menu]");e&&e.addEventListener("click",function(){this.classList.toggle("expanded")});'
              'document.querySelectorAll("[data-aw-social-share]").forEach(t=>{t.addEventListener("click",()=>{})})}();</script>')
    return header + "<main>" + art + rel + "</main>" + foot + script

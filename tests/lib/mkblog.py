#!/usr/bin/env python3
# SPDX-License-Identifier: ISC
"""mkblog.py: generated blogs of classic themes, for blogthreads.sh and
blogthemes.sh.

  mkblog.py site DIR THEME FIRST COUNT [COMMENTS...]
      Write posts FIRST .. FIRST+COUNT-1 into DIR in THEME ("dl": the
      post's text box in div.post, then a dl of comments whose dds hold
      the same box; "typepad": "Posted by: NAME | DATE" boxes of the
      post's own class, then a trackback).  COMMENTS gives each post's
      number of comments in turn (default 0); a number ending in "u" has
      comments whose author line holds no date.  Comments are written in
      English, German and French in turn.  feed.xml lists every page in
      DIR, newest first, with {BASE} links and a teaser.
  mkblog.py gallery DIR ID
      Write a photo gallery page as post ID, in a layout of its own: a
      short intro and six slides, each a picture and its caption (a
      carousel of frames whose captions are no paragraphs).
  mkblog.py check DIR ARTICLES.jsonl
      Compare `templar articles --format jsonl` with DIR/posts.json: every
      post's body holds its first and last paragraph and no comment; the
      gallery's holds its intro and every caption in order.  Print "ok"
      or the problems, one line.
  mkblog.py corpus DIR [THEME...]
      Write sites in the corpus format (pages/, feed.xml, truth.jsonl,
      site.json) into DIR, for `tbench offline`: each real theme (REAL
      below, or those named) in four languages, learned from posts with
      no comment yet or with threads already.
  mkblog.py judge DIR PRED.jsonl [comments]
      Compare `tbench offline`'s output with DIR's posts: every post's
      body holds its first and last paragraph (not checked with
      "comments") and no comment nor trackback.  Print the sites that
      fail and "N of M sites ok".

Texts come from mksite.py's word list and seeds: runs are reproducible.
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mksite  # noqa: E402

NAMES = ("Bob Ray", "Cy Mott", "Dee Park", "Eve Sol", "Fay Tam")
LINES = (
    ("{n} said on March {d}, 2024 at 11:{m:02d}", "{n} said:",
     "I walked past the {w} this morning and saw it for myself, note {i}."),
    ("{n} schrieb am {d}. März 2024 um 11:{m:02d}", "{n} schrieb:",
     "Ich war heute morgen am {w} und habe es selbst gesehen, Notiz {i}."),
    ("{n} a écrit le {d} mars 2024 à 11h{m:02d}", "{n} a écrit :",
     "Je suis passé devant le {w} ce matin et je l'ai vu, note {i}."),
)
CAPTIONS = (
    "The first boats came in at dawn with their flags up.",
    "Children painted the old crane in the colours of the town.",
    "A brass band from the valley played on the fish market roof.",
    "The lifeboat crew showed visitors how the new engine starts.",
    "Lanterns crossed the harbour at nine, one for each street.",
    "The last boat home carried the mayor and the band's drummer.",
)
INTRO = ("The harbour festival filled the quays on Saturday: boats, bands "
         "and a parade of lanterns after dark.")
INTRO2 = ("Thousands came from the valley towns, and the trains ran late "
          "into the night to take them home again, the station master said.")
SIDE = ("<div id=\"side\"><h3>Archives</h3><ul><li><a href=\"/2024/02\">"
        "February 2024</a></li><li><a href=\"/2024/01\">January 2024</a>"
        "</li></ul><h3>Links</h3><ul><li><a href=\"/about\">About this "
        "blog</a></li></ul></div>")


def comment(pid, k, dated):
    """The author line and text of comment k of post pid."""
    rng = random.Random(7000 + pid * 100 + k)
    dated_f, undated_f, text_f = LINES[k % len(LINES)]
    n = NAMES[k % len(NAMES)]
    line = (dated_f if dated else undated_f).format(
        n=n, d=k % 28 + 1, m=(k * 7) % 60)
    text = text_f.format(w=rng.choice(mksite.WORDS), i="%d-%d" % (pid, k))
    return line, text


def page(theme, title, paras, pid, ncom, dated):
    body = "".join("<p>%s</p>" % p for p in paras)
    coms = [comment(pid, k, dated) for k in range(ncom)]
    if theme == "dl":
        post = ("<div class=\"post\"><h2>%s</h2><div class=\"entry\">%s</div>"
                "<p class=\"meta\">Posted by Ann Lee on March 3, 2024 at "
                "10:14 | <a href=\"#c\">%d comments</a></p></div>") % (
                    title, body, ncom)
        thread = ""
        if ncom:
            thread = ("<div id=\"feedback\"><h3>%d responses</h3><dl>" % ncom +
                      "".join("<dt><a href=\"/u%d\">%s</a></dt><dd><div "
                              "class=\"entry\"><p>%s</p></div></dd>" % (
                                  k, line, text)
                              for k, (line, text) in enumerate(coms)) +
                      "</dl></div>")
    elif theme == "blogger":
        post = ("<div class=\"post hentry\"><h3 class=\"post-title\">%s</h3>"
                "<div class=\"post-body entry-content\">%s</div><div "
                "class=\"post-footer\">Posted by Ann Lee at 10:14 AM</div>"
                "</div>") % (title, body)
        thread = ""
        if ncom:
            thread = ("<div class=\"comments\" id=\"comments\"><h4>%d "
                      "comments:</h4><dl id=\"comments-block\">" % ncom +
                      "".join("<dt class=\"comment-author\"><a name=\"c%d\">"
                              "</a><a href=\"/u%d\">%s</a> said...</dt><dd "
                              "class=\"comment-body\"><div class=\"post-body "
                              "entry-content\"><p>%s</p></div></dd><dd "
                              "class=\"comment-footer\"><a href=\"#c%d\">%s"
                              "</a></dd>" % (k, k, line.split(" ")[0], text, k,
                                             "March %d, 2024 11:%02d AM" % (
                                                 k % 28 + 1, (k * 7) % 60)
                                             if dated else "Delete")
                              for k, (line, text) in enumerate(coms)) +
                      "</dl></div>")
    else:
        post = ("<div class=\"entry\"><h3 class=\"entry-header\">%s</h3>"
                "<div class=\"entry-body\">%s</div><p class=\"entry-footer\">"
                "Posted by Ann Lee at 10:14 AM | <a href=\"/p\">Permalink"
                "</a></p></div>") % (title, body)
        thread = ""
        if ncom:
            thread = ("<div class=\"feedback\"><h3>Comments</h3>" +
                      "".join("<div class=\"item\"><div class=\"entry-body\">"
                              "<p>%s</p></div><p class=\"foot\">Posted by: "
                              "%s</p></div>" % (text, line)
                              for text, line in ((t, l) for l, t in coms)) +
                      "<div class=\"item\"><div class=\"entry-body\"><p>"
                      "Tracked from a weblog on walls.</p></div><p class="
                      "\"foot\">Tracked on March 9, 2024 at 09:15 PM</p>"
                      "</div></div>")
    html = ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>%s"
            "</title></head><body><div id=\"header\"><a href=\"/\">A harbour "
            "blog</a></div><div id=\"main\">%s%s</div>%s</body></html>") % (
                title, post, thread, SIDE)
    return html, [t for _, t in coms]


# Real themes.  Each writes a single post page as the platform's default
# templates of the time do (read from their template sources; the
# markup is retold, with the same boxes, classes and lines):
#   mt3       Movable Type 3.x default: div.entry-body / div.entry-more
#             in div.entry-content, trackbacks, then div.comment >
#             div.comment-content + p.comment-footer "Posted by: NAME |
#             DATE"
#   mtclassic Movable Type 2.x/3.0 default: the post in div.blogbody, then
#             each comment's text loose in a div.comments-body closed by a
#             span.comments-post "Posted by: NAME at DATE"; trackbacks in
#             the same boxes ("Tracked on DATE")
#   mt4       Movable Type 4 Classic Blog: div.asset-body / asset-more in
#             div.asset-content, the post's and each comment's byline both
#             in div.asset-meta; trackbacks first
#   typepad   TypePad's layouts: as mt3, the thread after the trackbacks
#             under a trackbacks-info box
#   bloggerc  Blogger before layouts: the post's text with <br>s in
#             div.post-body > div, dl#comments-block of dt.comment-poster
#             "NAME said...", dd.comment-body > p, dd.comment-timestamp
#   bloggerl  Blogger layouts (Minima): div.post-body.entry-content with
#             <br>s, dt.comment-author, dd.comment-body > p,
#             dd.comment-footer > span.comment-timestamp
#   kubrick   WordPress 2.x default: div.entry, ol.commentlist of li.alt
#             with a cite, a small.commentmetadata date and loose <p>s
#   twentyten WordPress 3.0: div.entry-content, ol.commentlist of
#             li.comment > div > div.comment-author.vcard,
#             div.comment-meta, div.comment-body; a pingback
#   garland   Drupal 6: the node's div.content and each comment's
#             div.content, under span.submitted "DATE - NAME"
#   s9y       Serendipity default: div.serendipity_entry_body, then
#             div.serendipity_comment > div.serendipity_commentBody +
#             div.serendipity_comment_source
#   b2evo     b2evolution default skin: div.bText, then div.bComment >
#             div.bCommentTitle, div.bCommentText, div.bCommentSmallPrint
#             (always dated)
#   txp       Textpattern 4 default: the post's <p>s loose in div#content,
#             ol.comments of li > p text + p.small "-- NAME . DATE"
#   pivotx    PivotX "skinny": the thread inside the post's div.entry,
#             each div.comment a gravatar and a div.comment-text whose
#             div.meta "NAME - DATE" closes the text
REAL = ("mt3", "mtclassic", "mt4", "typepad", "bloggerc", "bloggerl",
        "kubrick", "twentyten", "garland", "s9y", "b2evo", "txp", "pivotx")

# The template's words in each language: posted by, says, the thread's
# heading, tracked on, a comment's date (day, minute).
LABELS = {
    "en": ("Posted by:", "said...", "{n} Comments", "Tracked on",
           lambda d, m: "March %02d, 2008 at 11:%02d AM" % (d, m)),
    "de": ("Verfasst von:", "hat gesagt...", "{n} Kommentare",
           "Erwähnt am", lambda d, m: "%d. März 2008 um 11:%02d" % (d, m)),
    "fr": ("Publié par :", "a dit...", "{n} commentaires", "Signalé le",
           lambda d, m: "%d mars 2008 à 11:%02d" % (d, m)),
    "ja": ("投稿者:", "さんのコメント...", "コメント {n} 件",
           "トラックバック", lambda d, m: "2008年03月%02d日 11:%02d" % (d, m)),
}
TEXTS = {
    "en": ("I walked past the {w} this morning and saw it for myself, "
           "note {i}.",
           "My grandfather cut that stone by hand for the first walls, and "
           "the marks of his tools are still there if you know where to "
           "look, by the old {w}."),
    "de": ("Ich war heute morgen am {w} und habe es selbst gesehen, "
           "Notiz {i}.",
           "Mein Großvater hat diese Steine für die ersten Mauern von Hand "
           "behauen, und die Spuren sind noch zu sehen, am alten {w}."),
    "fr": ("Je suis passé devant le {w} ce matin et je l'ai vu, note {i}.",
           "Mon grand-père a taillé ces pierres à la main pour les premiers "
           "murs, et on voit encore les marques près du vieux {w}."),
    "ja": ("今朝{w}の前を通って自分の目で見ました、メモ{i}。",
           "祖父が最初の壁の石を手で切り出しました。古い{w}のそばに今も"
           "道具の跡が残っています。"),
}
TRACKBACK = "A weblog on sea walls wrote about the new stones"


def real_comments(pid, n, dated, lang):
    """Comment k of post pid: (name, date or None, paragraphs)."""
    out = []
    for k in range(n):
        rng = random.Random(9000 + pid * 100 + k)
        short, more = TEXTS[lang]
        paras = [short.format(w=rng.choice(mksite.WORDS),
                              i="%d-%d" % (pid, k))]
        if k % 3 == 1:
            paras.append(more.format(w=rng.choice(mksite.WORDS)))
        date = LABELS[lang][4](k % 28 + 1, (k * 7) % 60) if dated else None
        out.append((NAMES[k % len(NAMES)], date, paras))
    return out


def ps(paras):
    return "".join("<p>%s</p>" % p for p in paras)


def brs(paras):
    """Blogger's text: line breaks made <br />s, no paragraphs."""
    return "<br /><br />".join(paras)


def real_page(theme, title, paras, pid, coms, lang):
    """The post page of a real theme: the post box, its trackbacks and
    its thread, in the theme's markup."""
    posted, said, heading, tracked, _ = LABELS[lang]
    n = len(coms)
    head = heading.format(n=n)
    half = max(1, len(paras) // 2)
    body, more = paras[:half], paras[half:]
    when = "March 3, 2008 10:14 AM"
    if theme in ("mt3", "typepad"):
        post = ("<div class=\"entry\" id=\"entry-%d\"><h3 class=\"entry-"
                "header\">%s</h3><div class=\"entry-content\"><div class="
                "\"entry-body\">%s</div><div id=\"more\" class=\"entry-more"
                "\">%s</div></div><p class=\"entry-footer\"><span class="
                "\"post-footers\">Posted by Ann Lee on %s</span> <span "
                "class=\"separator\">|</span> <a class=\"permalink\" href="
                "\"/p%d\">Permalink</a></p></div>") % (
                    pid, title, ps(body), ps(more), when, pid)
        tb = ("<div class=\"trackbacks\"><a id=\"trackback\"></a><h3 class="
              "\"trackbacks-header\">TrackBack</h3><div class=\"trackbacks-"
              "info\"><p>TrackBack URL for this entry:<br /><span>http://"
              "tb.example/%d</span></p><p>Listed below are links to weblogs "
              "that reference <a href=\"/p%d\">%s</a>:</p></div><div class="
              "\"trackbacks-content\"><div class=\"trackback\" id=\"ping-%d"
              "\"><div class=\"trackback-content\"><p><a href=\"http://tb."
              "example/\">%s</a> from Sea Walls<br />%s.</p></div><p class="
              "\"trackback-footer\">%s <a href=\"http://tb.example/\">March "
              "9, 2008 at 09:15 PM</a></p></div></div></div>") % (
                  pid, pid, title, pid, TRACKBACK, TRACKBACK, tracked)
        thread = ("<div class=\"comments\"><a id=\"comments\"></a><h3 "
                  "class=\"comments-header\">%s</h3><div class=\"comments-"
                  "content\">" % head +
                  "".join("<a id=\"c%d\"></a><div class=\"comment\" id=\""
                          "comment-%d\"><div class=\"comment-content\">%s"
                          "</div><p class=\"comment-footer\">%s <a href=\""
                          "/u%d\">%s</a>%s</p></div>" % (
                              k, k, ps(p), posted, k, nm,
                              " | <a href=\"#comment-%d\">%s</a>" % (k, d)
                              if d else "")
                          for k, (nm, d, p) in enumerate(coms)) +
                  "</div></div>")
        return post + (tb + thread if theme == "typepad" else thread + tb)
    if theme == "mtclassic":
        post = ("<div class=\"blog\"><h2 class=\"date\">March 3, 2008</h2>"
                "<div class=\"blogbody\"><h3 class=\"title\">%s</h3>%s<a "
                "name=\"more\"></a>%s<div class=\"posted\">Posted by Ann Lee "
                "at %s</div></div>") % (title, ps(body), ps(more), when)
        pings = ("<div class=\"comments-head\"><a name=\"trackbacks\"></a>"
                 "Trackback Pings</div><div class=\"comments-body\"><p>"
                 "<a href=\"http://tb.example/\">%s</a><br />%s.</p><span "
                 "class=\"comments-post\">%s March 9, 2008 09:15 PM</span>"
                 "</div>") % (TRACKBACK, TRACKBACK, tracked)
        thread = ("<div class=\"comments-head\"><a name=\"comments\"></a>"
                  "%s</div>" % head +
                  "".join("<div class=\"comments-body\">%s<span class=\""
                          "comments-post\">%s <a href=\"/u%d\">%s</a>%s"
                          "</span></div>" % (ps(p), posted, k, nm,
                                              " at " + d if d else "")
                          for k, (nm, d, p) in enumerate(coms)))
        return post + pings + thread + "</div>"
    if theme == "mt4":
        post = ("<div id=\"entry-%d\" class=\"entry-asset asset hentry\">"
                "<div class=\"asset-header\"><h1 class=\"asset-name entry-"
                "title\">%s</h1><div class=\"asset-meta\">By <span class="
                "\"byline vcard\"><a class=\"fn url\" href=\"/a\">Ann Lee"
                "</a> on <abbr class=\"published\">%s</abbr></span></div>"
                "</div><div class=\"asset-content entry-content\"><div "
                "class=\"asset-body\">%s</div><div id=\"more\" class=\""
                "asset-more\">%s</div></div><div class=\"asset-footer\">"
                "</div></div>") % (pid, title, when, ps(body), ps(more))
        tb = ("<div id=\"trackbacks\" class=\"trackbacks\"><h2 class=\""
              "trackbacks-header\">1 TrackBack</h2><div class=\"trackbacks-"
              "info\"><p>TrackBack URL for this entry: <span id=\""
              "trackbacks-link\">http://tb.example/%d</span></p></div><div "
              "class=\"trackbacks-content\"><div class=\"trackback\" id=\""
              "ping-%d\"><div class=\"inner\"><div class=\"trackback-header"
              "\"><p><a href=\"http://tb.example/\">%s</a> from Sea Walls "
              "on <a href=\"#ping\">March 9, 2008 9:15 PM</a></p></div><div "
              "class=\"trackback-content\"><p>%s. <a href=\"http://tb."
              "example/\">Read More</a></p></div></div></div></div></div>") % (
                  pid, pid, TRACKBACK, TRACKBACK)
        thread = ("<div id=\"comments\" class=\"comments\"><h2 class=\""
                  "comments-header\">%s</h2><div id=\"comments-content\" "
                  "class=\"comments-content\">" % head +
                  "".join("<div class=\"comment\" id=\"comment-%d\"><div "
                          "class=\"inner\"><div class=\"comment-header\">"
                          "<div class=\"asset-meta\"><span class=\"byline\">"
                          "<span class=\"vcard author\"><a href=\"/u%d\">%s"
                          "</a></span>%s | <a class=\"reply\" href=\"#r\">"
                          "Reply</a></span></div></div><div class=\"comment-"
                          "content\">%s</div></div></div>" % (
                              k, k, nm,
                              " | <a href=\"#comment-%d\"><abbr class=\""
                              "published\">%s</abbr></a>" % (k, d)
                              if d else "", ps(p))
                          for k, (nm, d, p) in enumerate(coms)) +
                  "</div></div>")
        return post + tb + thread
    if theme in ("bloggerc", "bloggerl"):
        layout = theme == "bloggerl"
        post = ("<div class=\"post%s\"><a name=\"p%d\"></a><h3 class=\"post-"
                "title\">%s</h3><div class=\"post-header-line-1\"></div>"
                "<div class=\"post-body%s\">%s<div style=\"clear: both;\">"
                "</div></div><div class=\"post-footer\"><div class=\"post-"
                "footer-line post-footer-line-1\"><span class=\"post-author"
                "\">Posted by Ann Lee</span> <span class=\"post-timestamp\">"
                "at <a class=\"timestamp-link\" href=\"/p%d\">10:14 AM</a>"
                "</span> <span class=\"post-comment-link\"></span></div>"
                "</div></div>") % (
                    " hentry" if layout else "", pid, title,
                    " entry-content" if layout else "",
                    brs(paras) if layout else
                    "<div><div style=\"clear:both;\"></div>%s<div style=\""
                    "clear:both; padding-bottom:0.25em\"></div></div>" %
                    brs(paras), pid)
        cls = ("comment-author", "comment-footer") if layout else (
            "comment-poster", "comment-timestamp")
        items = []
        for k, (nm, d, p) in enumerate(coms):
            foot = ("<a href=\"#c%d\" title=\"comment permalink\">%s</a>" %
                    (k, d) if d else "") + (
                " <span class=\"item-control blog-admin\"><a href=\"/del\">"
                "Delete</a></span>")
            if layout:
                foot = "<span class=\"comment-timestamp\">%s</span>" % foot
            items.append("<dt class=\"%s\" id=\"c%d\"><a name=\"c%d\"></a>"
                         "<a href=\"/u%d\" rel=\"nofollow\">%s</a> %s</dt>"
                         "<dd class=\"comment-body\">%s</dd><dd class=\"%s\">"
                         "%s</dd>" % (cls[0], k, k, k, nm, said, ps(p),
                                      cls[1], foot))
        thread = ("<div class=\"comments\" id=\"comments\"><a name=\""
                  "comments\"></a><h4>%s:</h4><dl id=\"comments-block\">%s"
                  "</dl><p class=\"comment-footer\"><a href=\"/post?%d\">"
                  "Post a Comment</a></p></div>") % (head, "".join(items),
                                                      pid)
        return post + (thread if coms else "")
    if theme == "kubrick":
        post = ("<div class=\"post\" id=\"post-%d\"><h2>%s</h2><div class=\""
                "entry\">%s<p class=\"postmetadata alt\"><small>This entry "
                "was posted on Monday, March 3rd, 2008 at 10:14 am and is "
                "filed under <a href=\"/c\">Harbour</a>.</small></p></div>"
                "</div>") % (pid, title, ps(paras))
        thread = ""
        if coms:
            thread = ("<h3 id=\"comments\">%d Responses to &#8220;%s&#8221;"
                      "</h3><ol class=\"commentlist\">" % (n, title) +
                      "".join("<li class=\"%s\" id=\"comment-%d\"><cite><a "
                              "href=\"/u%d\">%s</a></cite> Says:<br />%s%s"
                              "</li>" % (
                                  "alt" if k % 2 == 0 else "", k, k, nm,
                                  "<small class=\"commentmetadata\"><a href="
                                  "\"#comment-%d\">%s</a></small>" % (k, d)
                                  if d else "", ps(p))
                              for k, (nm, d, p) in enumerate(coms)) +
                      "</ol>")
        return post + thread
    if theme == "twentyten":
        post = ("<div id=\"post-%d\" class=\"post-%d post type-post hentry\">"
                "<h1 class=\"entry-title\">%s</h1><div class=\"entry-meta\">"
                "<span class=\"meta-prep\">Posted on</span> <a href=\"/p\">"
                "<span class=\"entry-date\">March 3, 2008</span></a> by "
                "<span class=\"author vcard\"><a href=\"/a\">Ann Lee</a>"
                "</span></div><div class=\"entry-content\">%s</div><div "
                "class=\"entry-utility\">This entry was posted in <a href=\""
                "/c\">Harbour</a>. Bookmark the <a href=\"/p\">permalink</a>."
                "</div></div>") % (pid, pid, title, ps(paras))
        items = "".join(
            "<li class=\"comment %s thread-%s depth-1\" id=\"li-comment-%d\">"
            "<div id=\"comment-%d\"><div class=\"comment-author vcard\"><img "
            "alt=\"\" src=\"/av%d.png\" class=\"avatar\" height=\"40\" width="
            "\"40\" /><cite class=\"fn\"><a href=\"/u%d\">%s</a></cite> "
            "<span class=\"says\">says:</span></div>%s<div class=\"comment-"
            "body\">%s</div><div class=\"reply\"><a class=\"comment-reply-"
            "link\" href=\"#respond\">Reply</a></div></div></li>" % (
                "even" if k % 2 == 0 else "odd",
                "even" if k % 2 == 0 else "odd", k, k, k, k, nm,
                "<div class=\"comment-meta commentmetadata\"><a href=\""
                "#comment-%d\">%s</a></div>" % (k, d) if d else "", ps(p))
            for k, (nm, d, p) in enumerate(coms))
        items += ("<li class=\"post pingback\"><p>Pingback: <a href=\"http://"
                  "tb.example/\" rel=\"external nofollow\">%s</a></p></li>"
                  % TRACKBACK)
        thread = ("<div id=\"comments\"><h3 id=\"comments-title\">%d "
                  "Responses to <em>%s</em></h3><ol class=\"commentlist\">"
                  "%s</ol></div>") % (n + 1, title, items)
        return post + thread
    if theme == "garland":
        post = ("<div id=\"node-%d\" class=\"node\"><span class=\"submitted"
                "\">Mon, 03/03/2008 - 10:14 &#8212; <a href=\"/user/1\">Ann "
                "Lee</a></span><div class=\"content clear-block\">%s</div>"
                "<div class=\"clear-block\"><div class=\"meta\"></div><div "
                "class=\"links\"><ul class=\"links inline\"><li class=\""
                "comment_add first last\"><a href=\"/comment/reply/%d\">Add "
                "new comment</a></li></ul></div></div></div>") % (
                    pid, ps(paras), pid)
        thread = ""
        if coms:
            thread = ("<div id=\"comments\">" +
                      "".join("<a id=\"comment-%d\"></a><div class=\"comment "
                              "%s\"><div class=\"clear-block\"><span class=\""
                              "submitted\">%s</span><h3><a href=\"#comment-"
                              "%d\">%s</a></h3><div class=\"content\">%s"
                              "</div></div><div class=\"links\"><ul class=\""
                              "links\"><li class=\"comment_reply first last\">"
                              "<a href=\"/comment/reply/%d/%d\">reply</a></li>"
                              "</ul></div></div>" % (
                                  k, "odd" if k % 2 == 0 else "even",
                                  (d + " &#8212; " if d else "") +
                                  "<a href=\"/u%d\">%s</a>" % (k, nm), k,
                                  p[0].split(",")[0][:30], ps(p), pid, k)
                              for k, (nm, d, p) in enumerate(coms)) +
                      "</div>")
        return post + thread
    if theme == "s9y":
        post = ("<h3 class=\"serendipity_date\">Monday, March 3. 2008</h3>"
                "<h4 class=\"serendipity_title\"><a href=\"/p\">%s</a></h4>"
                "<div class=\"serendipity_entry serendipity_entry_author_Ann"
                "\"><div class=\"serendipity_entry_body\">%s</div><div class="
                "\"serendipity_entry_extended\"><a id=\"extended\"></a>%s"
                "</div><div class=\"serendipity_entryFooter\">Posted by <a "
                "href=\"/a\">Ann Lee</a> at <a href=\"/p\">10:14</a></div>"
                "</div>") % (title, ps(body), ps(more))
        thread = ("<div class=\"serendipity_comments serendipity_section_"
                  "trackbacks\"><a id=\"trackbacks\"></a><div class=\""
                  "serendipity_commentsTitle\">Trackbacks</div><div class=\""
                  "serendipity_center\">No Trackbacks</div></div><div class="
                  "\"serendipity_comments serendipity_section_comments\"><a "
                  "id=\"comments\"></a><div class=\"serendipity_commentsTitle"
                  "\">Comments</div>" +
                  "".join("<a id=\"c%d\"></a><div id=\"serendipity_comment_%d"
                          "\" class=\"serendipity_comment serendipity_comment_"
                          "author_x %s\"><div class=\"serendipity_"
                          "commentBody\">%s</div><div class=\"serendipity_"
                          "comment_source\"><a class=\"comment_source_trace\""
                          " href=\"#c%d\">#%d</a> <span class=\"comment_"
                          "source_author\"><a href=\"/u%d\">%s</a></span>%s"
                          "</div></div>" % (
                              k, k, "serendipity_comment_odd" if k % 2 else
                              "", ps(p), k, k + 1, k, nm,
                              " on <span class=\"comment_source_date\">%s"
                              "</span>" % d if d else "")
                          for k, (nm, d, p) in enumerate(coms)) +
                  "</div>")
        return post + thread
    if theme == "b2evo":
        # its comment boxes stand loose in the column, each named as one
        # comment, and its template writes every comment's date
        coms = [(nm, d or LABELS[lang][4](k % 28 + 1, 0), p)
                for k, (nm, d, p) in enumerate(coms)]
        post = ("<div class=\"bPost\" lang=\"en\"><div class=\"bSmallHead\">"
                "<a href=\"/p\">03/03/08</a> 10:14:00 am, by Ann Lee</div>"
                "<h3 class=\"bTitle\">%s</h3><div class=\"bText\">%s</div>"
                "<div class=\"bSmallPrint\"><a href=\"/p\">Permalink</a>"
                "</div></div>") % (title, ps(paras))
        thread = ("<a id=\"comments\"></a><h4>Comments:</h4>" +
                  "".join("<a id=\"c%d\"></a><div class=\"bComment\"><div "
                          "class=\"bCommentTitle\">Comment from: <a href=\""
                          "/u%d\">%s</a></div><div class=\"bCommentText\">%s"
                          "</div><div class=\"bCommentSmallPrint\"><a href=\""
                          "#c%d\" class=\"permalink_right\">Permalink</a>%s"
                          "</div></div>" % (
                              k, k, nm, ps(p), k,
                              " " + d if d else "")
                          for k, (nm, d, p) in enumerate(coms)))
        return post + (thread if coms else "")
    if theme == "txp":
        post = ("<h3><a href=\"/p\">%s</a> &#183; <a href=\"/p#comments\">"
                "%d</a></h3><p class=\"published\">3 March 2008</p>%s<p "
                "class=\"author\">&#8212; Ann Lee</p>") % (
                    title, n, ps(paras))
        thread = ""
        if coms:
            thread = ("<h3 id=\"comment\">Comments</h3><ol class=\"comments"
                      "\">" +
                      "".join("<li id=\"c%06d\">%s<p class=\"small\">&#8212; "
                              "<a href=\"/u%d\">%s</a>%s</p></li>" % (
                                  k, ps(p), k, nm,
                                  " &#183; <a href=\"#c%06d\">%s</a>" % (k, d)
                                  if d else "")
                              for k, (nm, d, p) in enumerate(coms)) +
                      "</ol>")
        return "<div class=\"hentry\">" + post + thread + "</div>"
    if theme == "pivotx":
        return ("<div class=\"entry\"><h2><a href=\"/p\">%s</a></h2>%s"
                "<div class=\"meta\">Ann Lee %s | <a href=\"/p\">&#182;"
                "</a> | <a href=\"/c\">Harbour</a></div><div class=\""
                "commentblock\"><p>%s</p>%s</div></div>") % (
                    title, ps(paras), when, head,
                    "".join("<div class=\"comment\"><a id=\"c%d\"></a><img "
                            "class=\"gravatar\" src=\"/g%d.png\" alt=\"%s"
                            "\" /><div class=\"comment-text\">%s<div class="
                            "\"meta\"><a href=\"/u%d\">%s</a>%s</div></div>"
                            "</div>" % (k, k, nm, ps(p), k, nm,
                                        " - " + d if d else "")
                            for k, (nm, d, p) in enumerate(coms)))
    raise ValueError(theme)


# The feeds of these platforms say where the comments are and how many
# (RSS <comments> and slash:comments); the others say nothing.
FEED_COMMENTS = ("kubrick", "twentyten", "bloggerl", "garland")
FORM = ("<div id=\"respond\"><h3>Post a comment</h3><form method=\"post\" "
        "action=\"/comment\"><p><label for=\"author\">Name:</label><input "
        "id=\"author\" name=\"author\" /></p><p><label for=\"email\">Email "
        "Address:</label><input id=\"email\" name=\"email\" /></p><p><label "
        "for=\"text\">Comments:</label><textarea id=\"text\" name=\"text\">"
        "</textarea></p><p><input type=\"submit\" value=\"Post\" /></p>"
        "</form></div>")


def real_html(theme, title, inner):
    return ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>A "
            "harbour blog: %s</title></head><body><div id=\"container\"><div "
            "id=\"banner\"><h1><a href=\"/\">A harbour blog</a></h1><h2>Notes "
            "from the quay</h2></div><div id=\"content\" class=\"%s\">%s%s"
            "</div>%s</div></body></html>") % (title, theme, inner, FORM, SIDE)


def real_site(out, theme, lang, learned_threads):
    """A site in the corpus format (pages/, truth.jsonl, feed.xml,
    site.json): the feed's five newest posts, which a template is learned
    from, have no comments yet (or threads when learned_threads), the
    older ones threads of 1, 2 and 10 comments, dated and not."""
    plan = (["2", "0", "3", "1", "10"] if learned_threads else ["0"] * 5) + [
        "1", "2", "10", "1u", "2u", "10u"]
    os.makedirs(os.path.join(out, "pages"), exist_ok=True)
    items, truth = [], []
    for j, spec in enumerate(plan):
        pid = 100 - j
        title, paras, _ = mksite.article(pid)
        coms = real_comments(pid, int(spec.rstrip("u")),
                             not spec.endswith("u"), lang)
        slug = "post-%03d.html" % pid
        with open(os.path.join(out, "pages", slug), "w",
                  encoding="utf-8") as f:
            f.write(real_html(theme, title,
                              real_page(theme, title, paras, pid, coms,
                                        lang)))
        truth.append({"path": "/" + slug, "title": title,
                      "body": "\n".join(paras), "category": None,
                      "published": None,
                      "comments": [c for _, _, p in coms for c in p]})
        extra = ""
        if theme in FEED_COMMENTS:
            extra = ("<comments>{BASE}/%s#comments</comments><slash:comments>"
                     "%d</slash:comments>" % (slug, len(coms)))
        items.append("<item><title>%s</title><link>{BASE}/%s</link><guid>"
                     "{BASE}/%s</guid><description>%s</description>%s"
                     "</item>" % (title, slug, slug,
                                  paras[0].split(". ")[0] + ".", extra))
    with open(os.path.join(out, "feed.xml"), "w", encoding="utf-8") as f:
        f.write("<?xml version=\"1.0\" encoding=\"utf-8\"?><rss version="
                "\"2.0\" xmlns:slash=\"http://purl.org/rss/1.0/modules/"
                "slash/\"><channel><title>A harbour blog</title><link>"
                "{BASE}/</link><description>Notes</description>%s</channel>"
                "</rss>" % "".join(items))
    with open(os.path.join(out, "truth.jsonl"), "w", encoding="utf-8") as f:
        for t in truth:
            f.write(json.dumps(t, ensure_ascii=False) + "\n")
    with open(os.path.join(out, "site.json"), "w") as f:
        json.dump({"id": os.path.basename(out), "source": "mkblog",
                   "lang": lang, "encoding": "utf-8", "pages": len(plan),
                   "note": "generated %s theme" % theme}, f)


def corpus(out, themes):
    """Every real theme (or those named), in four languages, learned from
    posts with and without threads: SITES_DIR for tbench offline."""
    for theme in themes or REAL:
        for lang in LABELS:
            for lt in (0, 1):
                real_site(os.path.join(out, "%s-%s-%s" % (
                    theme, lang, "threads" if lt else "fresh")), theme,
                    lang, lt)


def judge(sites, pred_path, what="all"):
    """tbench offline's PRED.jsonl against the corpus's posts: each body
    holds its first and last paragraph (unless what is "comments"), no
    comment and no trackback.  Print a line per site that fails, and a
    summary."""
    preds = {}
    for line in open(pred_path, encoding="utf-8"):
        if line.strip():
            o = json.loads(line)
            preds[o["path"]] = o.get("body") or ""
    nsites = nbad = 0
    for sid in sorted(os.listdir(sites)):
        nsites += 1
        probs = []
        for line in open(os.path.join(sites, sid, "truth.jsonl"),
                         encoding="utf-8"):
            t = json.loads(line)
            slug = t["path"].lstrip("/")
            body = preds.get("sites/%s/pages/%s" % (sid, slug), "")
            paras = t["body"].split("\n")
            n = len([c for c in t["comments"]])
            if what != "comments" and (paras[0] not in body or
                                       paras[-1] not in body):
                probs.append("%s(%d): post lost" % (slug, n))
            if any(c in body for c in t["comments"]):
                probs.append("%s(%d): comments kept" % (slug, n))
            if TRACKBACK in body:
                probs.append("%s(%d): trackback kept" % (slug, n))
        if probs:
            nbad += 1
            print("%s: %s" % (sid, "; ".join(probs)))
    print("%d of %d sites ok" % (nsites - nbad, nsites))


def gallery_page(title):
    """A carousel of frames whose captions are no paragraphs, after an
    intro of two paragraphs and an advertisement."""
    slides = "".join("<div class=\"frame\"><div class=\"pic\"><img "
                     "src=\"/g/%d.jpg\" alt=\"\"></div><div class=\"cap\">"
                     "%s</div></div>" % (k, c) for k, c in enumerate(CAPTIONS))
    return ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>%s"
            "</title></head><body><div id=\"header\"><a href=\"/\">A harbour "
            "blog</a></div><div class=\"album\"><h1>%s</h1><div "
            "class=\"intro\"><p>%s</p><p>%s</p></div><div class=\"ad\">"
            "Advertisement</div><div class=\"carousel\">%s</div></div>%s"
            "</body></html>") % (title, title, INTRO, INTRO2, slides, SIDE)


def write_feed(out, meta):
    items = []
    for slug, m in sorted(meta.items(), key=lambda kv: -kv[1]["id"]):
        items.append("<item><title>%s</title><link>{BASE}/%s</link><guid>"
                     "{BASE}/%s</guid><description>%s</description></item>"
                     % (m["title"], slug, slug, m["teaser"]))
    with open(os.path.join(out, "feed.xml"), "w", encoding="utf-8") as f:
        f.write("<?xml version=\"1.0\" encoding=\"utf-8\"?><rss version="
                "\"2.0\"><channel><title>A harbour blog</title><link>{BASE}/"
                "</link><description>Notes</description>%s</channel></rss>"
                % "".join(items))


def load(out):
    p = os.path.join(out, "posts.json")
    return json.load(open(p)) if os.path.exists(p) else {}


def save(out, meta):
    json.dump(meta, open(os.path.join(out, "posts.json"), "w"), indent=1,
              sort_keys=True)
    write_feed(out, meta)


def site(out, theme, first, count, comments):
    os.makedirs(out, exist_ok=True)
    meta = load(out)
    for j, i in enumerate(range(first, first + count)):
        spec = comments[j] if j < len(comments) else "0"
        dated = not spec.endswith("u")
        ncom = int(spec.rstrip("u"))
        title, paras, _ = mksite.article(i)
        html, texts = page(theme, title, paras, i, ncom, dated)
        slug = "post-%03d.html" % i
        with open(os.path.join(out, slug), "w", encoding="utf-8") as f:
            f.write(html)
        meta[slug] = {"id": i, "title": title, "first": paras[0],
                      "last": paras[-1], "comments": texts,
                      "teaser": paras[0].split(". ")[0] + "."}
    save(out, meta)


def gallery(out, i):
    meta = load(out)
    title = "Harbour festival in pictures"
    slug = "post-%03d.html" % i
    with open(os.path.join(out, slug), "w", encoding="utf-8") as f:
        f.write(gallery_page(title))
    meta[slug] = {"id": i, "title": title, "gallery": True,
                  "teaser": INTRO.split(":")[0] + "."}
    save(out, meta)


def check(out, got_path):
    meta = load(out)
    arts = {}
    for line in open(got_path, encoding="utf-8"):
        if line.strip():
            a = json.loads(line)
            arts[a["url"].rsplit("/", 1)[1]] = a
    bad = []
    for slug, m in sorted(meta.items()):
        a = arts.get(slug)
        if a is None:
            bad.append("%s: no article" % slug)
            continue
        body = a.get("body") or ""
        if m.get("gallery"):
            at = body.find(INTRO)
            for c in CAPTIONS:
                at = body.find(c, at) if at >= 0 else -1
            if at < 0:
                bad.append("%s: the intro and captions are not all there, "
                           "in order" % slug)
            continue
        if m["first"] not in body or m["last"] not in body:
            bad.append("%s: body lacks its paragraphs" % slug)
        if any(t in body for t in m["comments"]) or "Tracked" in body:
            bad.append("%s: body holds comments" % slug)
    print("ok" if not bad else "; ".join(bad))


def main():
    a = sys.argv[1:]
    if len(a) >= 5 and a[0] == "site":
        site(a[1], a[2], int(a[3]), int(a[4]), a[5:])
    elif len(a) == 3 and a[0] == "gallery":
        gallery(a[1], int(a[2]))
    elif len(a) == 3 and a[0] == "check":
        check(a[1], a[2])
    elif len(a) >= 2 and a[0] == "corpus":
        corpus(a[1], a[2:])
    elif len(a) in (3, 4) and a[0] == "judge":
        judge(*a[1:])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
